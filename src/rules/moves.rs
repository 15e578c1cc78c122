//! The move, and its USI text (`7g7f`, `8h2b+`, `P*5e`).

use core::fmt;
use core::str::FromStr;

use super::Sq;
use crate::Kind;

/// A move: a board move with optional promotion, or a drop from the hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// A piece moves from one square to another, promoting if `promote`.
    Board {
        /// The square the piece leaves.
        from: Sq,
        /// The square the piece arrives on.
        to: Sq,
        /// Whether the piece promotes.
        promote: bool,
    },
    /// A piece from the hand is dropped on an empty square.
    Drop {
        /// One of the seven kinds that can be held.
        kind: Kind,
        /// The square it is dropped on.
        to: Sq,
    },
}

impl Move {
    /// The square the move ends on.
    pub const fn to(self) -> Sq {
        match self {
            Move::Board { to, .. } | Move::Drop { to, .. } => to,
        }
    }

    /// The square a board move starts from; `None` for a drop.
    pub const fn from(self) -> Option<Sq> {
        match self {
            Move::Board { from, .. } => Some(from),
            Move::Drop { .. } => None,
        }
    }
}

/// What the USI reader expected where it stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum UsiExpected {
    /// A file digit `1`–`9`, or a piece letter for a drop.
    FileOrPiece,
    /// A file digit `1`–`9`.
    File,
    /// A rank letter `a`–`i`.
    Rank,
    /// `*` after the piece letter of a drop.
    Star,
    /// `+` or the end of the move.
    PromoteOrEnd,
    /// The end of the move.
    End,
}

/// A text that is not a USI move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct UsiError {
    /// Byte offset of the first bad byte (the length of the text when it ends too early).
    pub offset: usize,
    /// What was expected there.
    pub expected: UsiExpected,
}

impl UsiExpected {
    /// What was expected, as the errors word it: `a rank letter a-i`.
    pub const fn text(self) -> &'static str {
        match self {
            UsiExpected::FileOrPiece => "a file digit 1-9 or a piece letter P L N S G B R",
            UsiExpected::File => "a file digit 1-9",
            UsiExpected::Rank => "a rank letter a-i",
            UsiExpected::Star => "'*'",
            UsiExpected::PromoteOrEnd => "'+' or the end of the move",
            UsiExpected::End => "the end of the move",
        }
    }
}

impl UsiError {
    /// The error's wording, a [`template`](crate::template) whose arguments
    /// are `text` (the text read, which [`Display`](fmt::Display) calls "the
    /// text"), `offset` and `expected` ([`UsiExpected::text`]).
    pub const fn template(&self) -> &'static str {
        "{text} is not a USI move: at offset {offset}, expected {expected}"
    }
}

impl fmt::Display for UsiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use crate::template::{fill, Arg};
        fill(f, self.template(), |name| match name {
            "text" => Arg::Str("the text"),
            "offset" => Arg::Number(self.offset),
            _ => Arg::Str(self.expected.text()),
        })
    }
}

/// USI letters of the seven hand kinds, FU KY KE GI KI KA HI.
const PIECE_LETTERS: [&str; 7] = ["P", "L", "N", "S", "G", "B", "R"];

/// The hand kind of a USI drop letter.
fn drop_kind(c: u8) -> Option<Kind> {
    let kind = match c {
        b'P' => Kind::Pawn,
        b'L' => Kind::Lance,
        b'N' => Kind::Knight,
        b'S' => Kind::Silver,
        b'G' => Kind::Gold,
        b'B' => Kind::Bishop,
        b'R' => Kind::Rook,
        _ => return None,
    };
    Some(kind)
}

/// The USI square at byte `i` of `b` (`7g`), or where and what was expected.
fn read_square(b: &[u8], i: usize) -> Result<Sq, UsiError> {
    let at = |offset, expected| UsiError { offset, expected };
    let file = match b.get(i) {
        Some(&c @ b'1'..=b'9') => c - b'0',
        _ => return Err(at(i, UsiExpected::File)),
    };
    let rank = match b.get(i + 1) {
        Some(&c @ b'a'..=b'i') => c - b'a' + 1,
        _ => return Err(at(i + 1, UsiExpected::Rank)),
    };
    Sq::new(file, rank).ok_or(at(i, UsiExpected::File))
}

impl FromStr for Sq {
    type Err = UsiError;

    /// Reads a USI square: `7g`.
    fn from_str(s: &str) -> Result<Sq, UsiError> {
        let sq = read_square(s.as_bytes(), 0)?;
        if s.len() > 2 {
            return Err(UsiError {
                offset: 2,
                expected: UsiExpected::End,
            });
        }
        Ok(sq)
    }
}

impl FromStr for Move {
    type Err = UsiError;

    /// Reads strict USI: `7g7f`, `8h2b+`, `P*5e` ([`Move::from_usi`]).
    fn from_str(s: &str) -> Result<Move, UsiError> {
        Move::from_usi(s.as_bytes())
    }
}

impl Move {
    /// Reads strict USI from bytes: `7g7f`, `8h2b+`, `P*5e`. A byte that is
    /// not ASCII is refused where it stands, as any unexpected byte is.
    ///
    /// ```
    /// use shogi64::Move;
    ///
    /// assert_eq!(Move::from_usi(b"7g7f"), "7g7f".parse());
    /// assert_eq!(Move::from_usi(b"7g\xff").unwrap_err().offset, 2);
    /// ```
    pub fn from_usi(b: &[u8]) -> Result<Move, UsiError> {
        let at = |offset, expected| UsiError { offset, expected };
        let byte = |i: usize| b.get(i).copied();
        let square = |i: usize| read_square(b, i);
        let (mv, end) = match byte(0) {
            Some(b'1'..=b'9') => {
                let from = square(0)?;
                let to = square(2)?;
                let promote = byte(4) == Some(b'+');
                if byte(4).is_some() && !promote {
                    return Err(at(4, UsiExpected::PromoteOrEnd));
                }
                (Move::Board { from, to, promote }, 4 + usize::from(promote))
            }
            Some(c) => {
                let Some(kind) = drop_kind(c) else {
                    return Err(at(0, UsiExpected::FileOrPiece));
                };
                if byte(1) != Some(b'*') {
                    return Err(at(1, UsiExpected::Star));
                }
                (
                    Move::Drop {
                        kind,
                        to: square(2)?,
                    },
                    4,
                )
            }
            None => return Err(at(0, UsiExpected::FileOrPiece)),
        };
        if b.len() > end {
            return Err(at(end, UsiExpected::End));
        }
        Ok(mv)
    }
}

impl fmt::Display for Move {
    /// Writes USI: `7g7f`, `8h2b+`, `P*5e`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Board { from, to, promote } => {
                write!(f, "{from}{to}{}", if promote { "+" } else { "" })
            }
            Move::Drop { kind, to } => {
                // Kinds no hand holds have no USI drop; they are written with
                // their SFEN letters so that the text still says what was meant.
                let plus = if kind.unpromote() != kind { "+" } else { "" };
                let base = match kind {
                    Kind::King => "K",
                    k => PIECE_LETTERS[(k.unpromote() as usize - 1) % 7],
                };
                write!(f, "{plus}{base}*{to}")
            }
        }
    }
}

impl core::error::Error for UsiError {}
