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
//! An engine's principal variation, as the seed's evaluation bar shows it:
//!
//! ```
//! use shogi64::{to_japanese_line, Board, JapaneseOptions, Move, Position};
//!
//! let board = Board::from_position(&Position::initial()).unwrap();
//! let pv: Vec<Move> = ["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"]
//!     .iter()
//!     .map(|m| m.parse().unwrap())
//!     .collect();
//! let texts = to_japanese_line(&board, &pv, &JapaneseOptions::KI2).unwrap();
//! assert_eq!(texts, ["☗７六歩", "☖３四歩", "☗２二角成", "☖同　銀", "☗４五角"]);
//! let kif = to_japanese_line(&board, &pv, &JapaneseOptions::KIF).unwrap();
//! assert_eq!(kif, ["７六歩(77)", "３四歩(33)", "２二角成(88)", "同　銀(31)", "４五角打"]);
//! ```
//!
//! Files, one per concern: `names` (digits, ranks, piece names),
//! `options`, `reach` (which pieces can reach a square), `relative`
//! (the 右左上引寄直 rules), `write` (USI → text),
//! `read` (text → USI), `text` (fixed-capacity results), `error`.
//!
//! Writing ([`japanese`]) and reading ([`from_japanese`]) never allocate;
//! [`to_japanese`] and [`to_japanese_line`] return `String`s for convenience.
//!
//! Which pieces could have moved is decided by legal moves only
//! ([`Board::legal_moves_to`](crate::Board::legal_moves_to)): a pinned
//! piece cannot move, so it never makes another piece need a word. Kifu
//! files count pinned pieces too, as the JKF reference does: the same rules
//! applied to [`Reach::Pseudo`]'s candidates give their `relative`.

pub(crate) mod error;
pub(crate) mod names;
pub(crate) mod options;
pub(crate) mod reach;
pub(crate) mod read;
pub(crate) mod relative;
pub(crate) mod text;
pub(crate) mod write;

pub use error::{LineError, NotationError};
pub use options::{DragonChar, JapaneseOptions, KingChar, Mark, Style};
pub use reach::Reach;
pub use read::{from_japanese, from_japanese_with};
pub use relative::{Movement, Position as RelativePosition, Relative, Words};
pub use text::{MoveText, Squares, MAX_TEXT};
pub use write::{japanese, japanese_key, to_japanese, to_japanese_line};

// The tests read their positions as SFEN.
#[cfg(all(test, feature = "formats"))]
mod tests;
