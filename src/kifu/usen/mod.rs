//! USEN, the URL-safe game string of tsshogi and ShogiHome: a start
//! position and every line of a record, variations included.
//!
//! `<start>~<ply>.<moves>.<ending>~<ply>.<moves>.<ending>…`:
//! - the start is empty for 平手 with black to move, else its SFEN without
//!   the move number, `/` written `_`, spaces `.` and `+` `z`;
//! - each section after a `~` is a line: it leaves the line of the section
//!   before it after `ply` moves, and plays its moves from there (the first
//!   section leaves the start, `0`). Sections come depth first: a line, then
//!   its variations from the last one back, each followed by its own;
//! - a move is three base-36 digits (`0-9a-z`) of
//!   `(origin * 81 + destination) * 2 + promotes`, a square numbered
//!   `(rank - 1) * 9 + (file - 1)`, a drop's origin 81 plus a code of its kind;
//! - the ending is one letter or none: `r` 投了 (TORYO), `t` 時間切れ
//!   (TIME_UP), `p` 中断 (CHUDAN), `j` 持将棋 (JISHOGI; HIKIWAKE and
//!   MAX_MOVES are written so too). The format has no letter for the other
//!   endings: they are left out (a mate or a repetition is seen from the
//!   moves), where tsshogi writes `p`, which reads back as 中断. A move the
//!   rules refuse (kept in a record with its reason) ends its line unwritten.
//!
//! A branch index names a section (0 for the first) as tsshogi counts them:
//! with a ply it places a cursor, the pair tsshogi's `usen` returns.
//! Comments, times and the header are not part of the format.

mod error;
mod read;
mod write;

pub use error::{UsenError, UsenErrorKind};
pub use read::{parse_usen, parse_usen_at};
pub use write::{to_usen, usen_branch};

use alloc::vec::Vec;

use super::record::{MoveEntry, Special};
use crate::Kind;

/// A place in a record: the variations followed, as
/// [`kifu_positions`](super::kifu_positions) takes them (`(ply, index)`: at
/// that ply, variation `index` of the line being followed), and the ply.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct UsenPlace {
    /// The variations followed, in ply order.
    pub forks: Vec<(usize, usize)>,
    /// The ply, 0 for the start.
    pub ply: usize,
}

/// The origin codes of a drop, less 81, by kind number (1..=14): pawn 10,
/// lance 11, knight 12, silver 13, gold 9, bishop 14, rook 15; the king and
/// the promoted kinds, which no hand holds, 8 and 2..=7.
const DROP_CODES: [u8; 14] = [10, 11, 12, 13, 9, 14, 15, 8, 2, 3, 4, 5, 6, 7];

/// The kinds a hand holds by drop code less 81 (9..=15).
const DROP_KINDS: [Kind; 7] = [
    Kind::Gold,
    Kind::Pawn,
    Kind::Lance,
    Kind::Knight,
    Kind::Silver,
    Kind::Bishop,
    Kind::Rook,
];

/// The ending letters and the endings they stand for: the first of a letter
/// is what it reads as.
const ENDINGS: [(u8, Special); 6] = [
    (b'r', Special::Toryo),
    (b't', Special::TimeUp),
    (b'p', Special::Chudan),
    (b'j', Special::Jishogi),
    (b'j', Special::Hikiwake),
    (b'j', Special::MaxMoves),
];

/// Whether an entry is a move USEN writes: a move the rules play (an
/// illegal one ends its line, unwritten, as an ending without a letter).
fn is_move(entry: &MoveEntry) -> bool {
    entry.mv.is_some() && entry.illegal.is_none()
}

/// The base-36 digits, as USEN writes them.
const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";

/// How deep variations nest in a record read, as the kifu readers allow.
const MAX_DEPTH: usize = 64;
