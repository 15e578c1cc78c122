//! The principal line: the attacker's shortest mate against the defender's
//! longest resistance, read from the settled search.
//!
//! Given the exact length `n` of the mate from a position, the attacker's
//! candidates are the checks that mate within `n - 1` plies, the defender's
//! the replies that the attacker cannot mate within `n - 3`: exactly the
//! longest resistances. Among equal candidates the line prefers the one that
//! ends with fewer pieces left in the attacker's hand (駒余り), on both sides;
//! then the first in move-generation order. Where ties are not broken (far
//! from the end of a long line), a candidate the table already settles is
//! taken before one that would need a search.

use alloc::vec::Vec;

use super::search::{Search, Value};
use super::table::{Pos, Probe};
use crate::{Board, Move, MoveList};

/// Why no line came out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LineError {
    /// The node limit ran out.
    Budget,
    /// The table's facts did not fit together (a repetition seen from two
    /// different paths); no line is given rather than a wrong one.
    Inconsistent,
}

/// The pieces in the hand of the side that is not to move (the attacker at
/// the end of a mate).
fn leftover(board: &Board) -> u32 {
    board
        .hand(board.turn().flip())
        .iter()
        .map(|&n| u32::from(n))
        .sum()
}

impl Search {
    /// Appends to `out` the principal line of a mate of exactly `length`
    /// plies from `board`, the side to move attacking when `attack`.
    /// Ties of equal length are broken by leftover pieces while at most
    /// `ties` plies remain (deeper, the first candidate is taken, which keeps
    /// the cost linear in long problems). Returns the leftover count.
    pub(crate) fn line(
        &mut self,
        board: &Board,
        length: u16,
        attack: bool,
        ties: u16,
        out: &mut Vec<Move>,
    ) -> Result<u32, LineError> {
        if length == 0 {
            return if attack {
                Err(LineError::Inconsistent)
            } else {
                Ok(leftover(board))
            };
        }
        let key = board.key();
        // The list is large; only the moves are kept across the recursion.
        let mut moves: Vec<Move> = {
            let mut list = MoveList::new();
            if attack {
                board.check_moves(&mut list);
            } else {
                board.legal_moves(&mut list);
            }
            list.iter().copied().collect()
        };
        if length > ties {
            // Only the first candidate is taken here: one the table already
            // knows to keep the length costs no search, so those go first.
            // Three ranks, kept in generation order within each (a stable
            // partition: no sort).
            let ranks: Vec<u8> = moves
                .iter()
                .map(|&mv| self.rank_for_line(board, mv, attack, length))
                .collect();
            moves = (0..3u8)
                .flat_map(|rank| {
                    moves
                        .iter()
                        .zip(&ranks)
                        .filter(move |&(_, &r)| r == rank)
                        .map(|(&mv, _)| mv)
                })
                .collect();
        }
        self.path.push(key);
        let result = self.line_among(board, &moves, length, attack, ties, out);
        self.path.pop();
        result
    }

    /// Where a candidate of [`Search::line`] goes: 0 when the table knows
    /// it keeps the length, 1 when the table has it open, 2 otherwise.
    fn rank_for_line(&mut self, board: &Board, mv: Move, attack: bool, length: u16) -> u8 {
        let mut next = board.clone();
        next.play_unchecked(mv);
        let probe = if attack {
            self.table.probe(&Pos::of(&next), length - 1)
        } else if length >= 3 {
            self.table.probe(&Pos::of(&next), length - 3)
        } else {
            return 0;
        };
        match (probe, attack) {
            (Probe::Proved(_), true) | (Probe::Disproved(_), false) => 0,
            (Probe::Open(..), _) => 1,
            _ => 2,
        }
    }

    fn line_among(
        &mut self,
        board: &Board,
        moves: &[Move],
        length: u16,
        attack: bool,
        ties: u16,
        out: &mut Vec<Move>,
    ) -> Result<u32, LineError> {
        let mut best: Option<(u32, Vec<Move>)> = None;
        for &mv in moves {
            let mut next = board.clone();
            next.play_unchecked(mv);
            let key = next.key();
            let keeps = if attack {
                match self.settle(&next, key, length - 1, false) {
                    Value::Proved(_) => true,
                    Value::Disproved(_) => false,
                    Value::Open(..) => return Err(LineError::Budget),
                }
            } else if length < 3 {
                true
            } else {
                match self.settle(&next, key, length - 3, true) {
                    Value::Proved(_) => false,
                    Value::Disproved(_) => true,
                    Value::Open(..) => return Err(LineError::Budget),
                }
            };
            if !keeps {
                continue;
            }
            let mut sub = Vec::new();
            sub.push(mv);
            let left = self.line(&next, length - 1, !attack, ties, &mut sub)?;
            let better = match &best {
                None => true,
                Some((l, _)) => left < *l,
            };
            if better {
                best = Some((left, sub));
            }
            if length > ties || left == 0 {
                break;
            }
        }
        match best {
            Some((left, sub)) => {
                out.extend_from_slice(&sub);
                Ok(left)
            }
            None => Err(LineError::Inconsistent),
        }
    }
}
