//! Checking a tsume problem and its solution by the composition rules.
//!
//! [`verify`] plays the solution on the problem's position and names every
//! flaw: an attacking move that is not a check, another move that mates
//! within the plies left (余詰: the last move and promoting or not included),
//! a defence that lasts longer than the line, an interposition (合駒) on the
//! line, pieces left in the attacker's hand at the end (駒余り). The shortest
//! mate is the solver's, every legal reply counted as a defence.

use alloc::vec::Vec;

use super::search::{Search, Value};
use super::{MateLimits, Outcome, Solver};
use crate::rules::{IllegalMove, SetupError};
use crate::{Board, Color, Kind, Move, MoveList, Position};

/// What is wrong with a problem at one ply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FlawKind {
    /// Another attacking move mates within the plies left (余詰).
    Alternative,
    /// The attacker holds a piece at the end (駒余り).
    Leftover,
    /// The defender's reply on the line blocks the check (合駒).
    Interposition,
    /// The attacker's move on the line is not a check.
    NotCheck,
    /// A defence escapes the mate within the plies left, or the line does
    /// not end in mate.
    LongerDefence,
}

impl FlawKind {
    /// `alternative`, `leftover`, `interposition`, `not_check` or `longer_defence`.
    pub const fn name(self) -> &'static str {
        match self {
            FlawKind::Alternative => "alternative",
            FlawKind::Leftover => "leftover",
            FlawKind::Interposition => "interposition",
            FlawKind::NotCheck => "not_check",
            FlawKind::LongerDefence => "longer_defence",
        }
    }
}

/// One flaw: its ply (1 for the first move; a leftover's is the line's
/// length, a missing mate's one past it), its kind, and the move it is
/// about (the alternative, the longer defence, the move on the line) or,
/// for a leftover, the kind held.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Flaw {
    /// The ply, from 1.
    pub ply: u16,
    /// What is wrong.
    pub kind: FlawKind,
    /// The move concerned; `None` for a leftover.
    pub mv: Option<Move>,
    /// The kind left in hand, for a leftover.
    pub held: Option<Kind>,
}

/// The verdict on a problem.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Verdict {
    /// The shortest mate in plies (`None`: no mate within 255 plies).
    pub shortest: Option<u16>,
    /// Every flaw, in ply order.
    pub flaws: Vec<Flaw>,
}

impl Verdict {
    /// Whether the problem is sound: no flaw, and the line is the shortest mate.
    pub fn ok(&self, len: usize) -> bool {
        self.flaws.is_empty() && self.shortest.map(usize::from) == Some(len)
    }
}

/// Why a problem could not be checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VerifyError {
    /// The rules refuse the position.
    Setup(SetupError),
    /// The move at this index of the line is illegal.
    Illegal(usize, IllegalMove),
    /// The line is empty or ends with a defender's move.
    Unfinished,
    /// The node budget ran out first.
    Budget,
}

/// Verifies `moves` as the solution of `position` within `max_nodes` nodes.
pub fn verify(position: &Position, moves: &[Move], max_nodes: u64) -> Result<Verdict, VerifyError> {
    let board = Board::from_position(position).map_err(VerifyError::Setup)?;
    if moves.len() % 2 == 0 {
        return Err(VerifyError::Unfinished);
    }
    let limits = MateLimits {
        max_nodes,
        ..MateLimits::default()
    };
    let mut solver = Solver::new(&board, &limits);
    solver.run(max_nodes);
    let result = solver.result();
    let shortest = match result.outcome {
        Outcome::Mate => Some(result.moves.len() as u16),
        Outcome::NoMate => None,
        Outcome::Unknown => return Err(VerifyError::Budget),
    };
    let mut prover = Prover::new(
        max_nodes - result.nodes.min(max_nodes),
        moves.len(),
        board.turn(),
    );
    let flaws = prover.flaws(&board, moves)?;
    Ok(Verdict { shortest, flaws })
}

/// Settles mates within a depth, one search and table for many questions.
pub(crate) struct Prover {
    search: Search,
    list: MoveList,
    /// Nodes each question may take before it is left open (0: no cap).
    pub(crate) cap: u64,
}

impl Prover {
    /// A prover for `attacker` of lines of up to `plies` within `max_nodes`
    /// nodes (out of line: the generator and the checker make one).
    #[inline(never)]
    pub(crate) fn new(max_nodes: u64, plies: usize, attacker: Color) -> Prover {
        let mut search = Search::new(8 << 20, plies.min(255) as u16 + 2, attacker);
        search.stop_at = max_nodes;
        Prover {
            search,
            list: MoveList::new(),
            cap: 0,
        }
    }

    /// Nodes expanded so far.
    pub(crate) fn nodes(&self) -> u64 {
        self.search.nodes
    }

    /// Whether the attacker (`attack`: to move) mates within `depth` plies
    /// from `board`, the line's positions in `path` counting as repetitions;
    /// `None` when the search reached its cap (see [`Prover::cap`]) first.
    fn mates(
        &mut self,
        board: &Board,
        depth: u16,
        attack: bool,
        path: &[u64],
    ) -> Result<Option<bool>, VerifyError> {
        if depth == 0 {
            return Ok(Some(board.is_checkmate()));
        }
        self.search.path.clear();
        self.search.path.extend_from_slice(path);
        let stop = self.search.stop_at;
        let capped = self.cap > 0 && self.search.nodes + self.cap < stop;
        if capped {
            self.search.stop_at = self.search.nodes + self.cap;
        }
        let value = self.search.settle(board, board.key(), depth, attack);
        self.search.stop_at = stop;
        match value {
            Value::Proved(_) => Ok(Some(true)),
            Value::Disproved(_) => Ok(Some(false)),
            Value::Open(..) => {
                self.search.abandon();
                if capped {
                    Ok(None)
                } else {
                    Err(VerifyError::Budget)
                }
            }
        }
    }

    /// Sets the node count at which the search stops.
    pub(crate) fn stop_at(&mut self, nodes: u64) {
        self.search.stop_at = nodes;
    }

    /// The flaws of `moves` (of odd length) from `board`.
    pub(crate) fn flaws(
        &mut self,
        board: &Board,
        moves: &[Move],
    ) -> Result<Vec<Flaw>, VerifyError> {
        self.flaws_within(board, moves, moves.len(), false)
    }

    /// The flaws of `moves` from `board`, the other moves searched at the
    /// first `searched` plies only; with `first`, the first found only (the
    /// rest of the line left unchecked).
    pub(crate) fn flaws_within(
        &mut self,
        board: &Board,
        moves: &[Move],
        searched: usize,
        first: bool,
    ) -> Result<Vec<Flaw>, VerifyError> {
        let mut flaws = Vec::new();
        let mut board = board.clone();
        let mut path = Vec::with_capacity(moves.len() + 1);
        let len = moves.len();
        for (i, &mv) in moves.iter().enumerate() {
            let ply = i as u16 + 1;
            let left = (len - i) as u16;
            let attacker = i % 2 == 0;
            board
                .check_legal(mv)
                .map_err(|e| VerifyError::Illegal(i, e))?;
            path.push(board.key());
            if attacker {
                if !board.gives_check(mv) {
                    note(&mut flaws, ply, FlawKind::NotCheck, Some(mv), None);
                }
                board.check_moves(&mut self.list);
            } else {
                if board.in_check() && !is_king_or_capture(&board, mv) {
                    note(&mut flaws, ply, FlawKind::Interposition, Some(mv), None);
                }
                board.legal_moves(&mut self.list);
            }
            if first && !flaws.is_empty() {
                return Ok(flaws);
            }
            if i >= searched {
                self.list.clear();
            }
            // The list stays as it is while its moves are searched (the
            // search keeps lists of its own): read in place, not copied.
            let mut j = 0;
            while let Some(&other) = self.list.get(j) {
                j += 1;
                if first && !flaws.is_empty() {
                    return Ok(flaws);
                }
                if attacker && other == mv {
                    continue;
                }
                let mut next = board.clone();
                next.play_unchecked(other);
                let Some(mates) = self.mates(&next, left - 1, !attacker, &path)? else {
                    continue;
                };
                if attacker && mates {
                    note(&mut flaws, ply, FlawKind::Alternative, Some(other), None);
                } else if !attacker && !mates {
                    note(&mut flaws, ply, FlawKind::LongerDefence, Some(other), None);
                }
            }
            board.play_unchecked(mv);
        }
        let hand = board.hand(board.turn().flip());
        for (slot, &count) in hand.iter().enumerate() {
            if count > 0 {
                let held = crate::position::HAND_KINDS.get(slot).copied();
                note(&mut flaws, len as u16, FlawKind::Leftover, None, held);
            }
        }
        if !board.is_checkmate() {
            board.legal_moves(&mut self.list);
            if let Some(&reply) = self.list.iter().next() {
                note(
                    &mut flaws,
                    len as u16 + 1,
                    FlawKind::LongerDefence,
                    Some(reply),
                    None,
                );
            }
        }
        Ok(flaws)
    }
}

/// Adds a flaw (one out-of-line push for every kind).
#[inline(never)]
fn note(flaws: &mut Vec<Flaw>, ply: u16, kind: FlawKind, mv: Option<Move>, held: Option<Kind>) {
    flaws.push(Flaw {
        ply,
        kind,
        mv,
        held,
    });
}

/// Whether the defender's `mv` moves the king or takes a piece.
fn is_king_or_capture(board: &Board, mv: Move) -> bool {
    match mv {
        Move::Drop { .. } => false,
        Move::Board { from, to, .. } => {
            board.piece_at(to).is_some() || board.piece_at(from).map(|p| p.kind) == Some(Kind::King)
        }
    }
}
