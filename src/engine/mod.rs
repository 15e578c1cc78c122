//! What a USI engine prints: its `info` lines and its `bestmove`, read into
//! typed values, and a score turned to black's point of view or into a win
//! rate, as an evaluation bar shows it.
//!
//! ```
//! use shogi64::engine::{parse_info, score_for_black, win_rate, Bound, Score};
//! use shogi64::Color;
//!
//! let info = parse_info("info depth 12 seldepth 18 score cp -45 upperbound pv 3c3d 7g7f").unwrap();
//! assert_eq!(info.depth, Some(12));
//! assert_eq!(info.score, Some(Score::Cp(-45)));
//! assert_eq!(info.bound, Some(Bound::Upper));
//! assert_eq!(info.pv.unwrap().len(), 2);
//! // White to move: the score is white's; black is 45 up.
//! let black = score_for_black(Score::Cp(-45), Color::White);
//! assert_eq!(black, Score::Cp(45));
//! assert!(win_rate(black, 600.0).unwrap() > 0.5);
//! ```
//!
//! The layer is part of `rules`: a move in a PV, `currmove`, `bestmove` or
//! `ponder` is read by the rules' USI reader ([`Move`](crate::Move)'s
//! `FromStr`), so a line whose moves are not USI is refused where its text
//! is wrong. Whether a PV's moves are legal is the caller's to check (from
//! the position the engine searched, which the line does not give), e.g. by
//! writing them with [`to_japanese_line`](crate::to_japanese_line).
//!
//! Files, one per concern: `words` (a line's words and their byte
//! offsets), `info`, `bestmove`, `score` (the score, its point of view and
//! its win rate), `logistic` (the win rate's curve, without `std`), `error`.

mod bestmove;
mod error;
mod info;
mod logistic;
mod score;
mod words;

pub use bestmove::{parse_bestmove, Best, BestMove};
pub use error::{EngineError, Key};
pub use info::{parse_info, Info};
pub use score::{score_for_black, win_rate, Bound, Score, DEFAULT_SCALE};
