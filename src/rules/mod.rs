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
//! Boards no game reaches have defined behaviour: any material is played as
//! it stands; a side without a king (mate problems) has no self-check
//! constraint; a piece with no further move (a pawn on the last rank) has no
//! move; 二歩 already on the board closes the file to pawn drops. A position
//! whose side not to move is in check, or with two kings of a colour, is
//! refused by [`Board::from_position`] with a [`SetupError`];
//! [`in_check`] still answers for it.
//!
//! Files, one per concern: `square` (squares), `moves` (the move and its
//! USI text), `movelist` (the fixed-capacity list), `board` (the state,
//! from and to `Position`, playing a move), `attacks` (attack, check and
//! pin detection), `checks` (checking moves), `movegen` (legal move
//! generation), `legality` (one move's legality and the reason it is
//! illegal), `choices` (a square's moves, drop targets, promotion), `zones`
//! (the promotion zone and the ranks without a further move), `perft`,
//! `repetition` (千日手 and perpetual check over a line's positions),
//! `declaration` (入玉宣言: its points and verdict), `error`.

pub(crate) mod attacks;
pub(crate) mod board;
mod cellset;
pub(crate) mod checks;
pub(crate) mod choices;
mod declaration;
pub(crate) mod error;
pub(crate) mod legality;
pub(crate) mod movegen;
pub(crate) mod movelist;
pub(crate) mod moves;
pub(crate) mod perft;
mod repetition;
pub(crate) mod square;
pub(crate) mod zones;

pub use attacks::in_check;
pub use board::Board;
pub use choices::Promotion;
pub use declaration::{jishogi_points, Declaration, DeclarationRule};
pub use error::{HandOverflow, IllegalCode, IllegalMove, IllegalReason, SetupError};
pub use movelist::{MoveList, MAX_MOVES};
pub use moves::{Move, UsiError, UsiExpected};
pub use repetition::{History, Repetition};
pub use square::Sq;
