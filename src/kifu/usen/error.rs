//! Errors of the USEN reader: the byte offset and what was wrong there.

use core::fmt;

use crate::{IllegalMove, SetupError, SfenError};

/// What was wrong in a USEN text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UsenErrorKind {
    /// A byte USEN does not use there (the text is ASCII letters, digits,
    /// `-`, `_`, `.` and `~`).
    Character(u8),
    /// Something else was expected here.
    Expected(&'static str),
    /// The start position is not SFEN; its columns are the text's (the
    /// start is written one character for one).
    Start(SfenError),
    /// The rules refuse the start position.
    StartRefused(SetupError),
    /// A section leaves its line after more moves than the line has.
    PlyBeyond {
        /// The ply the section names.
        ply: usize,
        /// The moves of the line it would leave.
        length: usize,
    },
    /// Three base-36 digits that are no move: an origin past the drops.
    BadMove,
    /// A drop of a kind no hand holds (a king or a promoted kind).
    NotHandKind,
    /// A move the rules refuse in its position.
    Illegal(IllegalMove),
    /// An ending letter other than `r`, `t`, `p` and `j`.
    Ending(u8),
    /// Variations nest deeper than records are read (64 levels).
    TooDeep,
}

/// A USEN reader's error: `offset` is the byte where the fault is (the
/// section's `~` for a fault of the section as a whole).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UsenError {
    /// Byte offset in the text, from 0.
    pub offset: usize,
    /// What was wrong.
    pub kind: UsenErrorKind,
}

impl fmt::Display for UsenErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UsenErrorKind::Character(b) => write!(f, "byte 0x{b:02x} is not USEN here"),
            UsenErrorKind::Expected(what) => write!(f, "expected {what}"),
            UsenErrorKind::Start(e) => write!(f, "bad start position: {e}"),
            UsenErrorKind::StartRefused(e) => write!(f, "start position refused: {e}"),
            UsenErrorKind::PlyBeyond { ply, length } => write!(
                f,
                "the section leaves its line after {ply} moves, but the line has {length}"
            ),
            UsenErrorKind::BadMove => f.write_str("not a move code"),
            UsenErrorKind::NotHandKind => f.write_str("a drop of a piece no hand holds"),
            UsenErrorKind::Illegal(e) => write!(f, "illegal move {e}"),
            UsenErrorKind::Ending(b) => write!(f, "unknown ending '{}'", char::from(*b)),
            UsenErrorKind::TooDeep => f.write_str("variations nest more than 64 deep"),
        }
    }
}

impl fmt::Display for UsenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "USEN offset {}: {}", self.offset, self.kind)
    }
}

impl core::error::Error for UsenError {}
