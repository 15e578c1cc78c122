//! The rules of shogi: legal moves, check, mate and perft.
//!
//! The rules work on their own board type, [`Board`], built from a
//! [`Position`](crate::Position) and kept incrementally as moves are played.
//! The board is one-dimensional with a padding column: the square of file `f`
//! and rank `r` lies at `(r - 1) * 10 + (9 - f)`, so a step in any direction
//! is one addition, and a step off the left or right edge lands on the
//! padding column.
//!
//! ```
//! use shogi64::{Board, Move, MoveList, Position};
//!
//! let mut board = Board::from_position(&Position::initial()).unwrap();
//! let mut moves = MoveList::new();
//! board.legal_moves(&mut moves);
//! assert_eq!(moves.len(), 30);
//! let mv: Move = "7g7f".parse().unwrap();
//! board.play(mv).unwrap();
//! assert!(!board.in_check());
//! ```
//!
//! Files, one per concern: [`square`] (squares), [`moves`] (the move and its
//! USI text), [`movelist`] (the fixed-capacity list), [`board`] (the state,
//! from and to `Position`, playing a move), [`attacks`] (attack, check and
//! pin detection), [`movegen`] (legal move generation), [`perft`], [`error`].

pub mod attacks;
pub mod board;
pub mod error;
pub mod legality;
pub mod movegen;
pub mod movelist;
pub mod moves;
pub mod perft;
pub mod square;

pub use attacks::in_check;
pub use board::Board;
pub use error::{IllegalMove, IllegalReason, SetupError};
pub use movelist::{MoveList, MAX_MOVES};
pub use moves::{Move, UsiError, UsiExpected};
pub use square::Sq;
