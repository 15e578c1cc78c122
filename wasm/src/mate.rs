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
use crate::contract::code;
use shogi64::mate::{generate, verify, GenerateError, MateLimits, Outcome, Solver, VerifyError};
use shogi64::{Board, Move};

/// Mode of [`mate_solve`]: the attacker's checks that keep the mate, not the line.
pub const HINTS: u32 = 1;

/// [`Engine::mate_solve`] on the module's engine.
#[no_mangle]
pub extern "C" fn mate_solve(max_nodes: f64, max_ply: u32, table_bytes: f64, mode: u32) -> i32 {
    with_engine(|e| e.mate_solve(max_nodes, max_ply, table_bytes, mode))
}

/// [`Engine::mate_generate`] on the module's engine.
#[no_mangle]
pub extern "C" fn mate_generate(plies: f64, seed: f64, max_nodes: f64) -> i32 {
    with_engine(|e| e.mate_generate(plies, seed, max_nodes))
}

/// [`Engine::mate_verify`] on the module's engine.
#[no_mangle]
pub extern "C" fn mate_verify(len: usize, max_nodes: f64) -> i32 {
    with_engine(|e| e.mate_verify(len, max_nodes))
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

    /// Makes a problem of `plies` plies from `seed` within `max_nodes`
    /// nodes: the position to the decoded-position buffer, the solution as
    /// USI moves separated by spaces to the output buffer (its length
    /// returned). −1 with the error set for a length that is not 1, 3, 5, 7,
    /// 9 or 11, or when the budget ran out.
    pub fn mate_generate(&mut self, plies: f64, seed: f64, max_nodes: f64) -> i32 {
        // A fraction or a length out of range becomes 0, which is refused.
        let whole = plies == f64::from(plies as u16);
        let plies = if whole { plies as u16 } else { 0 };
        match generate(plies, seed as u64, max_nodes as u64) {
            Ok(problem) => {
                self.decoded_position = problem.position;
                write_moves(&problem.moves, &mut self.output) as i32
            }
            Err(GenerateError::Plies(_)) => self.refuse(code::TSUME_PLIES),
            Err(GenerateError::Budget) => self.refuse(code::SEARCH_BUDGET),
        }
    }

    /// Checks the solution in the first `len` bytes of the text buffer (USI
    /// moves separated by spaces) of the position in the position buffers,
    /// within `max_nodes` nodes. The flaws go to the output buffer as words
    /// separated by spaces, three to a flaw: its ply, its kind's number (in
    /// the order of `FlawKind`) and its move as USI (a leftover's kind as its
    /// drop letter, each flaw's words ending with a space); the text's
    /// length is returned, the shortest mate's length (−1 for none) goes to
    /// the first slot of the results buffer and the count of flaws to the
    /// second.
    pub fn mate_verify(&mut self, len: usize, max_nodes: f64) -> i32 {
        match self.verify_text(len, max_nodes) {
            Ok(n) => n,
            Err(words) => {
                self.fail(words);
                -1
            }
        }
    }

    fn verify_text(&mut self, len: usize, max_nodes: f64) -> Result<i32, [u32; 4]> {
        // The shim has had the position and the moves through the rules
        // first, which word what they refuse: a refusal here (never
        // reached) is only told apart from the search's own errors.
        const REFUSED: [u32; 4] = [code::NOT_AN_OBJECT, 0, 0, 0];
        let position = position_in(&self.position, &self.board).map_err(|_| REFUSED)?;
        let text = self.text.bytes(len);
        let mut moves = alloc::vec::Vec::new();
        for word in text.split(|&b| b == b' ').filter(|w| !w.is_empty()) {
            let word = core::str::from_utf8(word).unwrap_or_default();
            moves.push(word.parse::<Move>().map_err(|_| REFUSED)?);
        }
        let verdict = verify(&position, &moves, max_nodes as u64).map_err(|e| match e {
            VerifyError::Unfinished => [code::TSUME_LINE, 0, 0, 0],
            VerifyError::Budget => [code::SEARCH_BUDGET, 0, 0, 0],
            _ => REFUSED,
        })?;
        self.results[0] = verdict.shortest.map_or(-1.0, f64::from);
        self.results[1] = verdict.flaws.len() as f64;
        let out = &mut self.output;
        let mut at = 0;
        for flaw in &verdict.flaws {
            // The ply's digits from the last (ending at 5), its kind's
            // number at 6 and the move or the kind held from 8, spaces
            // between and after.
            let mut word = [b' '; 16];
            let (mut ply, mut k) = (flaw.ply, 5);
            loop {
                k -= 1;
                word[k] = b'0' + (ply % 10) as u8;
                ply /= 10;
                if ply == 0 {
                    break;
                }
            }
            word[6] = b'0' + flaw.kind as u8;
            let n = 8 + match flaw.mv {
                Some(mv) => write_usi(mv, &mut word[8..]),
                None => {
                    let slot = flaw.held.and_then(|kind| kind.hand_slot());
                    word[8] = b"PLNSGBR"[slot.unwrap_or(0)];
                    1
                }
            };
            let text = &word[k..=n];
            if let Some(slot) = out.get_mut(at..at + text.len()) {
                slot.copy_from_slice(text);
                at += text.len();
            }
        }
        Ok(at as i32)
    }

    fn refuse(&mut self, code: u32) -> i32 {
        self.fail([code, 0, 0, 0]);
        -1
    }
}
