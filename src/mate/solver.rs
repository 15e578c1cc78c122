//! The resumable search: prove, shorten, then read the line, in slices of a
//! node budget.

use alloc::vec::Vec;

use super::pv::LineError;
use super::search::{Search, Value};
use super::table::{Pos, FINAL};
use super::{MateLimits, MateResult, Outcome};
use crate::{Board, Move, MoveList};

/// Ties between equally long lines are broken by leftover pieces while at
/// most this many plies remain: deeper, breaking them would cost a search
/// of every candidate's whole line, a product over the line's plies.
const TIE_PLIES: u16 = 3;

/// Mates of up to this many plies are looked for shortest first, within 1
/// ply, then 3, 5 and so on: the first found is the shortest, and the
/// search does not wander into a long mate that it must then shorten.
/// Past it, any mate within the ply limit is proved and then shortened,
/// which spares a position without a short mate the shallow searches.
const DEEPEN_TO: u16 = 13;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// No mate within `depth - 2` plies; looking for one within `depth`.
    Deepen { depth: u16 },
    /// Looking for any mate within the ply limit.
    Prove,
    /// A mate of `best` plies is known; looking for one two plies shorter.
    Shorten { best: u16 },
    /// `length` is the shortest mate; reading its line.
    Line { length: u16 },
    /// Finished.
    Done,
}

/// A mate search that runs in slices: [`Solver::run`] expands at most the
/// given number of nodes and returns; calling it again continues where it
/// stopped: the search is suspended, not unwound, so that a sliced search
/// expands exactly the nodes of one run to the end. A caller that cannot
/// block, such as a page's main thread, runs a slice per frame or per
/// message; [`solve`](super::solve) is `run` with the whole node limit.
///
/// ```
/// # #[cfg(feature = "formats")] { // the position as SFEN
/// use shogi64::{mate::Solver, Board, MateLimits, Outcome};
///
/// // Black's gold in hand mates the white king in the corner: 1 move.
/// let (p, _) = shogi64::parse_sfen("8k/9/8P/9/9/9/9/9/9 b G 1").unwrap();
/// let board = Board::from_position(&p).unwrap();
/// let mut solver = Solver::new(&board, &MateLimits::default());
/// while !solver.run(1_000) {}
/// let result = solver.result();
/// assert_eq!(result.outcome, Outcome::Mate);
/// assert_eq!(result.moves.len(), 1);
/// # }
/// ```
pub struct Solver {
    board: Board,
    key: u64,
    limits: MateLimits,
    search: Search,
    phase: Phase,
    outcome: Outcome,
    moves: Vec<Move>,
}

impl Solver {
    /// A search of `board` for a mate by its side to move. The table of
    /// at most `limits.table_bytes` starts small here.
    pub fn new(board: &Board, limits: &MateLimits) -> Solver {
        let mut limits = *limits;
        limits.max_ply = limits.max_ply.min(MateLimits::PLY_LIMIT);
        Solver {
            board: board.clone(),
            key: board.key(),
            limits,
            search: Search::new(limits.table_bytes, limits.max_ply, board.turn()),
            phase: Phase::Deepen { depth: 1 },
            outcome: Outcome::Unknown,
            moves: Vec::new(),
        }
    }

    /// Nodes expanded so far.
    pub fn nodes(&self) -> u64 {
        self.search.nodes
    }

    /// Whether the search has finished (with any outcome).
    pub fn is_done(&self) -> bool {
        self.phase == Phase::Done
    }

    /// The answer so far: [`Outcome::Unknown`] with no moves until the search
    /// has finished.
    pub fn result(&self) -> MateResult {
        MateResult {
            outcome: self.outcome,
            moves: self.moves.clone(),
            nodes: self.search.nodes,
        }
    }

    /// Searches on for at most `budget` more nodes (never beyond
    /// `max_nodes` in all); returns whether the search has finished. The
    /// slice that reads the principal line, after the mate's length is
    /// known, runs until the line is read (it is a small part of the work).
    pub fn run(&mut self, budget: u64) -> bool {
        let limit = self.limits.max_nodes;
        self.search.stop_at = self.search.nodes.saturating_add(budget).min(limit);
        while self.phase != Phase::Done {
            if self.search.nodes >= limit {
                self.finish(Outcome::Unknown);
                break;
            }
            if self.search.nodes >= self.search.stop_at {
                break;
            }
            self.step();
        }
        self.phase == Phase::Done
    }

    fn finish(&mut self, outcome: Outcome) {
        self.search.abandon();
        self.outcome = outcome;
        self.phase = Phase::Done;
        if outcome != Outcome::Mate {
            self.moves.clear();
        }
    }

    /// One stretch of the current phase, until it settles or the slice ends.
    fn step(&mut self) {
        match self.phase {
            Phase::Deepen { depth } => {
                if depth > DEEPEN_TO || depth > self.limits.max_ply {
                    self.phase = Phase::Prove;
                    return;
                }
                match self.root(depth) {
                    Value::Proved(n) => self.phase = Phase::Line { length: n },
                    Value::Disproved(FINAL) => self.finish(Outcome::NoMate),
                    // Mates are of odd length: the next candidate is the
                    // first odd length past the disproof.
                    Value::Disproved(d) => {
                        self.phase = Phase::Deepen {
                            depth: (d.max(depth) + 1) | 1,
                        }
                    }
                    Value::Open(..) => {}
                }
            }
            Phase::Prove => match self.root(self.limits.max_ply) {
                Value::Proved(n) => self.phase = Phase::Shorten { best: n },
                Value::Disproved(_) => self.finish(Outcome::NoMate),
                Value::Open(..) => {}
            },
            Phase::Shorten { best } => {
                if best < 3 {
                    self.phase = Phase::Line { length: best };
                    return;
                }
                match self.root(best - 2) {
                    Value::Proved(n) => self.phase = Phase::Shorten { best: n },
                    Value::Disproved(_) => self.phase = Phase::Line { length: best },
                    Value::Open(..) => {}
                }
            }
            Phase::Line { length } => {
                // The line is read in one go, within the whole node limit:
                // read in slices it would start again each time.
                self.search.stop_at = self.limits.max_nodes;
                let mut moves = Vec::with_capacity(usize::from(length));
                self.search.path.clear();
                match self
                    .search
                    .line(&self.board, length, true, TIE_PLIES, &mut moves)
                {
                    Ok(_) => {
                        self.moves = moves;
                        self.finish(Outcome::Mate);
                    }
                    Err(LineError::Budget) => self.finish(Outcome::Unknown),
                    Err(LineError::Inconsistent) => self.finish(Outcome::Unknown),
                }
            }
            Phase::Done => {}
        }
    }

    /// The search of the current phase from the start, resumed where the
    /// last slice suspended it.
    fn root(&mut self, depth: u16) -> Value {
        if !self.search.suspended() {
            self.search.path.clear();
        }
        self.search.settle(&self.board, self.key, depth, true)
    }

    /// After a mate was found: the attacker's checks from the start that
    /// still mate within the ply limit, shortest first. Spends nodes from
    /// the same limit; checks not settled within it are left out.
    pub fn mate_moves(&mut self) -> Vec<Move> {
        let mut found: Vec<(u16, Move)> = Vec::new();
        if self.outcome != Outcome::Mate {
            return Vec::new();
        }
        self.search.stop_at = self.limits.max_nodes;
        let mut list = MoveList::new();
        self.board.check_moves(&mut list);
        for &mv in list.iter() {
            let mut next = self.board.clone();
            next.play_unchecked(mv);
            self.search.path.clear();
            self.search.path.push(self.key);
            let depth = self.limits.max_ply.saturating_sub(1);
            match self.search.settle(&next, next.key(), depth, false) {
                Value::Proved(n) => {
                    let n = self.search.table.proof(&Pos::of(&next)).unwrap_or(n);
                    found.push((n, mv));
                }
                Value::Disproved(_) => {}
                Value::Open(..) => {
                    // The limit ran out: the checks left are not settled.
                    self.search.abandon();
                    break;
                }
            }
        }
        crate::sort::sort_by_key(&mut found, |&(n, _)| n);
        found.into_iter().map(|(_, mv)| mv).collect()
    }
}
