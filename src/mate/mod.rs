//! Tsume: finding a mate in which every attacking move is a check.
//!
//! [`solve`] searches for a mate by the side to move with df-pn
//! (depth-first proof-number search) over the [`rules`](crate::rules): the
//! attacker may play only checks, the defender any legal move. It answers
//! [`Outcome::Mate`] with the principal line, [`Outcome::NoMate`], or
//! [`Outcome::Unknown`] when [`MateLimits::max_nodes`] ran out first.
//!
//! ```
//! # #[cfg(feature = "formats")] { // the position as SFEN
//! use shogi64::{mate, Board, MateLimits, Outcome};
//!
//! // The gold dropped on 1二 mates (the pawn on 1三 guards it).
//! let (p, _) = shogi64::parse_sfen("8k/9/8P/9/9/9/9/9/9 b G 1").unwrap();
//! let board = Board::from_position(&p).unwrap();
//! let result = mate::solve(&board, &MateLimits::default());
//! assert_eq!(result.outcome, Outcome::Mate);
//! assert_eq!(result.moves[0].to_string(), "G*1b");
//! # }
//! ```
//!
//! The rules of the search:
//! - A side without a king attacks freely, the usual tsume setting; an
//!   attacker with a king must also keep it out of check, as in a game.
//!   A defender without a king cannot be mated.
//! - A side to move that is already checkmated has no check to give: no mate.
//! - A position met again on the same line is a repetition, which counts
//!   against the attacker (perpetual check loses).
//! - The length of a mate is the attacker's shortest against the defender's
//!   longest resistance, and every legal reply counts: an interposition that
//!   only delays (無駄合) is a defence like any other, so a mate that allows
//!   one is two plies longer than it would be by the composers' convention.
//!   This keeps the length an exact min-max value that other solvers agree
//!   on and that the line's every reply can be checked against.
//! - Among lines of equal length the principal line prefers the one that
//!   leaves fewer pieces in the attacker's hand at the end (駒余り), for the
//!   attacker's choices and the defender's alike, so a useless interposition
//!   that is captured and left over in hand is not shown when an equally
//!   long line without it exists.
//!
//! The search looks for a mate within 1 ply, then 3, 5 and so on up to 13,
//! so that the first mate found is the shortest; past that it proves any
//! mate within [`MateLimits::max_ply`], then searches again with the limit
//! two plies below the mate found until that fails, so the length is the
//! shortest there too; then it reads the line from the table. [`Solver`]
//! runs the same in slices of a node budget.
//!
//! [`generate`] makes problems and [`verify`] checks them by the
//! composition rules (`generate`, `verify`, `prng` its random numbers).
//!
//! Files, one per concern: `result` (limits and answers), `table` (the
//! transposition table), `search` (df-pn), `pv` (the principal line),
//! `solver` (the phases and the slices).

mod generate;
mod prng;
mod pv;
pub(crate) mod result;
mod search;
pub(crate) mod solver;
mod table;
mod verify;

use alloc::vec::Vec;

pub use generate::{generate, GenerateError, Problem, PLIES, TSUME_NODES};
pub use result::{MateLimits, MateResult, Outcome};
pub use solver::Solver;
pub use verify::{verify, Flaw, FlawKind, Verdict, VerifyError};

use crate::{Board, Move};

/// Searches for a mate by `board`'s side to move within `limits`.
pub fn solve(board: &Board, limits: &MateLimits) -> MateResult {
    let mut solver = Solver::new(board, limits);
    solver.run(limits.max_nodes);
    solver.result()
}

/// The attacker's checks that keep a mate within `limits.max_ply` (for
/// hints), those of the shortest mates first; empty when there is no mate or
/// the node limit ran out before one was found.
pub fn mate_moves(board: &Board, limits: &MateLimits) -> Vec<Move> {
    let mut solver = Solver::new(board, limits);
    solver.run(limits.max_nodes);
    solver.mate_moves()
}
