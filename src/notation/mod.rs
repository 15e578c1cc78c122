//! Japanese move text: a move in USI (`7g7f`, `8h2b+`, `G*5b`) as people read
//! it (`☗７六歩`, `☖同　歩`, `☗５二金右`, `☗２二角成`), and back.
//!
//! Two styles ([`Style`]): the official notation of the 日本将棋連盟
//! 「棋譜の表記方法」 (KI2 files, books, broadcasts), which names the piece
//! and adds 右左上引寄直 only when two pieces of one kind could reach the
//! square, 打 only when a piece on the board could also go there, 成 on every
//! promotion and 不成 when one was possible and not made; and the move column
//! of KIF files (`７六歩(77)`, `３三角打`), which gives the origin instead.
//!
//! Files, one per concern: [`names`] (digits, ranks, piece names),
//! [`options`], [`relative`] (the 右左上引寄直 rules), [`mod@write`] (USI → text),
//! [`read`] (text → USI), [`mod@text`] (fixed-capacity results), [`error`].
//!
//! Writing ([`japanese`]) and reading ([`from_japanese`]) never allocate;
//! [`to_japanese`] and [`to_japanese_line`] return `String`s for convenience.
//!
//! Which pieces could have moved is decided by legal moves only
//! ([`Board::legal_moves_to`](crate::Board::legal_moves_to)): a pinned
//! piece cannot move, so it never makes another piece need a word.

pub mod error;
pub mod names;
pub mod options;
pub mod read;
pub mod relative;
pub mod text;
pub mod write;

pub use error::{LineError, NotationError};
pub use options::{DragonChar, JapaneseOptions, KingChar, Mark, Style};
pub use read::from_japanese;
pub use text::{MoveText, Squares, MAX_TEXT};
pub use write::{japanese, to_japanese, to_japanese_line};
