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

impl fmt::Display for UsiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let expected = match self.expected {
            UsiExpected::FileOrPiece => "a file digit 1-9 or a piece letter P L N S G B R",
            UsiExpected::File => "a file digit 1-9",
            UsiExpected::Rank => "a rank letter a-i",
            UsiExpected::Star => "'*'",
            UsiExpected::PromoteOrEnd => "'+' or the end of the move",
            UsiExpected::End => "the end of the move",
        };
        write!(
            f,
            "bad USI move at offset {}: expected {}",
            self.offset, expected
        )
    }
}

impl FromStr for Move {
    type Err = UsiError;

    /// Reads strict USI: `7g7f`, `8h2b+`, `P*5e`.
    fn from_str(s: &str) -> Result<Move, UsiError> {
        let _ = s;
        unimplemented!()
    }
}

impl fmt::Display for Move {
    /// Writes USI: `7g7f`, `8h2b+`, `P*5e`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let _ = f;
        unimplemented!()
    }
}
