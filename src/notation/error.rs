//! What can go wrong writing or reading Japanese move text.

use core::fmt;

use crate::{Color, IllegalMove, Kind, Move, Sq};

use super::names::{FILES, RANKS};
use super::text::Squares;
use crate::template::{fill, Arg};

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
        /// The same place counted in characters.
        char_offset: usize,
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

/// The squares of `list`, as the notation writes them, with commas.
struct List<'a>(&'a [Sq]);

impl fmt::Display for List<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, &sq) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{}", Square(sq))?;
        }
        Ok(())
    }
}

/// The name a message gives a kind: 歩 … 玉, 竜.
pub(crate) fn kind_name(kind: Kind) -> &'static str {
    super::names::kind_name(
        kind,
        Color::Black,
        super::options::DragonChar::Simplified,
        super::options::KingChar::Gyoku,
    )
}

impl NotationError {
    /// The error's wording, a [`template`](crate::template) whose arguments
    /// are `text` (the text read, which [`Display`](fmt::Display) calls "the
    /// text"; a template that does not name it is said of the text, or of
    /// the move written), `character`
    /// (a character offset in it), `expected`, `color` and `mark` (the side
    /// to move: `black`, ☗), `kind` (its name in the notation, `金`), `to` and
    /// `from` (squares, `７六`) and `candidates` (squares, with commas). An
    /// [`Illegal`](NotationError::Illegal) move's is its reason's.
    pub const fn template(&self) -> &'static str {
        match self {
            NotationError::Syntax { .. } => {
                "{text} is not Japanese move text: at character {character}, expected {expected}"
            }
            NotationError::WrongSide { .. } => {
                "the mark names the side not to move ({color} ({mark}) is to move)"
            }
            NotationError::NoPrevious { .. } => {
                "同 at character {character} needs the previous move (options.previous)"
            }
            NotationError::NoPiece { .. } => {
                "no {kind} can move to {to} and none can be dropped there"
            }
            NotationError::NoMatch { .. } => {
                "no {kind} that can move to {to} fits the text; those on {candidates} can"
            }
            NotationError::WrongOrigin { .. } => {
                "{from} does not hold a {kind} of the side to move"
            }
            NotationError::Ambiguous { .. } => {
                "{text} is ambiguous: the {kind} on {candidates} could all move to {to}"
            }
            NotationError::Inexpressible { .. } => {
                "右左上引寄直 cannot tell it from the moves of the pieces on {candidates}"
            }
            NotationError::Illegal(e) => e.reason.template(),
        }
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use NotationError as N;
        let (mut character, mut expected, mut turn) = (0, "", Color::Black);
        let (mut kind, mut sq, mut list): (Kind, Option<Sq>, &[Sq]) = (Kind::Pawn, None, &[]);
        match self {
            N::Syntax {
                char_offset,
                expected: e,
                ..
            } => (character, expected) = (*char_offset, *e),
            N::WrongSide { turn: t, .. } => turn = *t,
            N::NoPrevious { char_offset, .. } => character = *char_offset,
            N::NoPiece { kind: k, to } => (kind, sq) = (*k, Some(*to)),
            N::WrongOrigin { kind: k, from } => (kind, sq) = (*k, Some(*from)),
            N::NoMatch {
                kind: k,
                to,
                candidates,
            }
            | N::Ambiguous {
                kind: k,
                to,
                candidates,
            } => (kind, sq, list) = (*k, Some(*to), candidates),
            N::Inexpressible { mv, candidates } => {
                write!(f, "{mv}: ")?;
                list = candidates;
            }
            N::Illegal(e) => return write!(f, "illegal move: {e}"),
        }
        let square = Square(sq.unwrap_or(Sq::ALL[0]));
        let list = List(list);
        fill(f, self.template(), |name| match name {
            "text" => Arg::Str("the text"),
            "character" => Arg::Number(character),
            "expected" => Arg::Str(expected),
            "color" => Arg::Str(turn.name()),
            "mark" => Arg::Str(["☗", "☖"][turn as usize]),
            "kind" => Arg::Str(kind_name(kind)),
            "candidates" => Arg::Text(&list),
            _ => Arg::Text(&square),
        })
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
