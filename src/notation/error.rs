//! What can go wrong writing or reading Japanese move text.

use core::fmt;

use crate::{Color, IllegalMove, Kind, Move, Sq};

use super::names::{FILES, RANKS};
use super::text::Squares;

/// Why a move could not be written, or text could not be read as a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// The text does not follow the notation: at byte `offset` (character
    /// `char_offset`), `expected` was expected.
    Syntax {
        /// Byte offset of the first character that does not fit.
        offset: usize,
        /// The same place counted in characters (Unicode scalar values).
        char_offset: usize,
        /// What the reader expected there.
        expected: &'static str,
    },
    /// The text's mark (☗▲ or ☖△, at byte `offset`) names the side that is
    /// not to move.
    WrongSide {
        /// Byte offset of the mark.
        offset: usize,
        /// The side to move.
        turn: Color,
    },
    /// The text says 同 (at byte `offset`) but no previous move was given.
    NoPrevious {
        /// Byte offset of 同.
        offset: usize,
    },
    /// No piece of `kind` can move to `to`, and none can be dropped there.
    NoPiece {
        /// The kind the text names.
        kind: Kind,
        /// The destination.
        to: Sq,
    },
    /// Pieces of `kind` on `candidates` can move to `to`, but none of them
    /// fits the text's 右左上引寄直 or origin.
    NoMatch {
        /// The kind the text names.
        kind: Kind,
        /// The destination.
        to: Sq,
        /// The squares of the pieces that could move there.
        candidates: Squares,
    },
    /// More than one piece of `kind` fits the text: those on `candidates`.
    Ambiguous {
        /// The kind the text names.
        kind: Kind,
        /// The destination.
        to: Sq,
        /// The squares of the pieces the text could mean.
        candidates: Squares,
    },
    /// The KIF origin names a square that does not hold the side to move's
    /// piece of `kind`.
    WrongOrigin {
        /// The origin the text gives.
        from: Sq,
        /// The kind the text names.
        kind: Kind,
    },
    /// The move is not legal in the position (a move to write, or the move
    /// the text describes, e.g. a promotion where none is possible).
    Illegal(IllegalMove),
    /// No combination of 右左上引寄直 tells the move apart from those of the
    /// pieces on `candidates`: only possible with more than two 竜 or 馬 of
    /// one side, which play cannot reach.
    Inexpressible {
        /// The move.
        mv: Move,
        /// The squares of all the pieces of its kind that can reach its destination.
        candidates: Squares,
    },
}

/// Writes a square as the notation does: `７六`.
pub(crate) struct Square(pub Sq);

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (file, rank) = (self.0.file() as usize, self.0.rank() as usize);
        write!(f, "{}{}", FILES[file - 1], RANKS[rank - 1])
    }
}

fn squares(f: &mut fmt::Formatter<'_>, list: &[Sq]) -> fmt::Result {
    for (i, &sq) in list.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{}", Square(sq))?;
    }
    Ok(())
}

fn kind_name(kind: Kind) -> &'static str {
    super::names::kind_name(
        kind,
        Color::Black,
        super::options::DragonChar::Simplified,
        super::options::KingChar::Gyoku,
    )
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::Syntax {
                offset,
                char_offset,
                expected,
            } => write!(
                f,
                "expected {expected} at character {char_offset} (byte {offset})"
            ),
            NotationError::WrongSide { offset, turn } => write!(
                f,
                "the mark at byte {offset} names the side not to move ({} is to move)",
                turn.name()
            ),
            NotationError::NoPrevious { offset } => {
                write!(f, "同 at byte {offset} needs the previous move")
            }
            NotationError::NoPiece { kind, to } => write!(
                f,
                "no {} can move to {} and none can be dropped there",
                kind_name(*kind),
                Square(*to)
            ),
            NotationError::NoMatch {
                kind,
                to,
                candidates,
            } => {
                write!(
                    f,
                    "no {} that can move to {} fits the text; those on ",
                    kind_name(*kind),
                    Square(*to)
                )?;
                squares(f, candidates)?;
                f.write_str(" can")
            }
            NotationError::Ambiguous {
                kind,
                to,
                candidates,
            } => {
                write!(f, "ambiguous: the {} on ", kind_name(*kind),)?;
                squares(f, candidates)?;
                write!(f, " could all move to {}", Square(*to))
            }
            NotationError::WrongOrigin { from, kind } => write!(
                f,
                "{} does not hold a {} of the side to move",
                Square(*from),
                kind_name(*kind)
            ),
            NotationError::Illegal(e) => write!(f, "illegal move: {e}"),
            NotationError::Inexpressible { mv, candidates } => {
                write!(f, "{mv}: 右左上引寄直 cannot tell it from the pieces on ")?;
                squares(f, candidates)
            }
        }
    }
}

impl From<IllegalMove> for NotationError {
    fn from(e: IllegalMove) -> NotationError {
        NotationError::Illegal(e)
    }
}

/// An error writing a line of moves: which move, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineError {
    /// The index of the move in the line (0 for the first).
    pub index: usize,
    /// Why it could not be written.
    pub error: NotationError,
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "move {}: {}", self.index + 1, self.error)
    }
}

impl core::error::Error for NotationError {}

impl core::error::Error for LineError {
    /// Why the move could not be written.
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        Some(&self.error)
    }
}
