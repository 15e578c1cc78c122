//! The mate solver's exports (the `mate` feature).
//!
//! A search allocates its transposition table in linear memory, which a
//! wasm memory never gives back: the shim therefore runs each search in an
//! instance of its own, made for the call and dropped after it, and calls
//! [`mate_solve`] there once. The position crosses in through the codec's
//! buffers (the shim copies them from the package's instance, which has
//! already refused what the rules refuse); the line, or the checks that keep
//! the mate, go out as USI through the output buffer.

use super::rules::{setup_error_code, write_usi};
use super::{error_code, with_engine, Engine};
use crate::buffers::position_in;
use shogi64::mate::{MateLimits, Outcome, Solver};
use shogi64::{Board, Move};

/// Mode of [`mate_solve`]: the attacker's checks that keep the mate, not the line.
pub const HINTS: u32 = 1;

/// [`Engine::mate_solve`] on the module's engine.
#[no_mangle]
pub extern "C" fn mate_solve(max_nodes: f64, max_ply: u32, table_bytes: f64, mode: u32) -> i32 {
    with_engine(|e| e.mate_solve(max_nodes, max_ply, table_bytes, mode))
}

/// Writes `moves` as USI separated by spaces to `out`; returns the length.
fn write_moves(moves: &[Move], out: &mut [u8]) -> usize {
    let mut at = 0;
    for &mv in moves {
        if at > 0 {
            if let Some(space) = out.get_mut(at) {
                *space = b' ';
            }
            at += 1;
        }
        at += write_usi(mv, out.get_mut(at..).unwrap_or_default());
    }
    at.min(out.len())
}

impl Engine {
    /// Searches the position in the position buffers for a mate by its side to
    /// move, within `max_nodes` nodes, `max_ply` plies and a table of
    /// `table_bytes` (the shim checks their ranges; here they are clamped).
    /// Writes the principal line (or, with [`HINTS`], the checks that keep the
    /// mate), USI moves separated by spaces, to the output buffer and returns its
    /// length; the outcome (0 mate, 1 no mate, 2 unknown) goes to the first slot
    /// of the results buffer and the nodes expanded to the second. −1 with the
    /// error set when the position is refused.
    pub fn mate_solve(&mut self, max_nodes: f64, max_ply: u32, table_bytes: f64, mode: u32) -> i32 {
        let board = position_in(&self.position, &self.board)
            .map_err(|e| error_code(&e.into()))
            .and_then(|p| Board::from_position(&p).map_err(setup_error_code));
        let board = match board {
            Ok(board) => board,
            Err(words) => {
                self.fail(words);
                return -1;
            }
        };
        let limits = MateLimits {
            // `as` saturates: NaN is 0 and values past the range are its end.
            max_nodes: max_nodes as u64,
            max_ply: max_ply.min(u32::from(MateLimits::PLY_LIMIT)) as u16,
            table_bytes: table_bytes as usize,
        };
        let mut solver = Solver::new(&board, &limits);
        solver.run(limits.max_nodes);
        let result = solver.result();
        let moves = if mode & HINTS != 0 {
            solver.mate_moves()
        } else {
            result.moves
        };
        self.results[0] = match result.outcome {
            Outcome::Mate => 0.0,
            Outcome::NoMate => 1.0,
            Outcome::Unknown => 2.0,
        };
        self.results[1] = solver.nodes() as f64;
        write_moves(&moves, &mut self.output) as i32
    }
}
