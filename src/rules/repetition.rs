//! 千日手, repetition: the positions of a game's line, one per ply, and
//! whether the current one ends the game.
//!
//! The game is drawn (千日手) when the same position, the same board, both
//! hands and the same side to move, stands for the fourth time. It is lost
//! by a side that gave check with every one of its moves since the first of
//! those occurrences (連続王手の千日手).
//!
//! Positions are found again by their Zobrist key ([`Board::key`]) and then
//! compared whole, so a collision of keys never makes two positions one.

use alloc::vec::Vec;

use super::board::{cell_of_index, CELL_MASK};
use super::Board;
use crate::Color;

/// A position whole, to tell positions with equal keys apart: the 81 cells'
/// codes, both hands (pawn to rook, black's then white's) and the side to move.
type Snapshot = [u8; 96];

fn snapshot(board: &Board) -> Snapshot {
    let mut s = [0u8; 96];
    for (i, byte) in s.iter_mut().take(81).enumerate() {
        *byte = board.cells[cell_of_index(i) & CELL_MASK];
    }
    let hands = board.hands[0][1..].iter().chain(&board.hands[1][1..]);
    for (byte, &n) in s.iter_mut().skip(81).zip(hands) {
        *byte = n;
    }
    s[95] = board.turn as u8;
    s
}

/// One ply of the line.
#[derive(Clone, Copy, Debug)]
struct Entry {
    key: u64,
    /// Whether the side to move is in check: at a ply after a move, whether
    /// that move gave check.
    check: bool,
    /// How many times the position has stood on the line up to this ply,
    /// this one included.
    count: u32,
    /// The ply it first stood at.
    first: u32,
}

/// What repetition makes of the current ply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Repetition {
    /// 千日手: the position stands for the fourth time (or more); a draw.
    Draw,
    /// 連続王手の千日手: the position stands for the fourth time (or more)
    /// and `checker` gave check with every move it made since the first
    /// time; `checker` loses.
    PerpetualCheck {
        /// The side that gave every check, the loser.
        checker: Color,
    },
}

impl Repetition {
    /// The side that wins: `None` for a draw, the checker's opponent for
    /// perpetual check.
    pub const fn winner(self) -> Option<Color> {
        match self {
            Repetition::Draw => None,
            Repetition::PerpetualCheck { checker } => Some(checker.flip()),
        }
    }
}

/// The positions of a line of play, one per ply from the start (ply 0),
/// for repetition. A record pushes the board after each move it plays or
/// steps forward over, and pops one for each it takes back:
///
/// ```
/// use shogi64::rules::{History, Repetition};
/// use shogi64::{Board, Move, Position};
///
/// let mut board = Board::from_position(&Position::initial()).unwrap();
/// let mut history = History::new(&board);
/// for _ in 0..3 {
///     for usi in ["5i4h", "5a4b", "4h5i", "4b5a"] {
///         board.play(usi.parse::<Move>().unwrap()).unwrap();
///         history.push(&board);
///     }
/// }
/// assert_eq!(history.ply(), 12);
/// assert_eq!(history.count(), 4);
/// assert_eq!(history.repetition(), Some(Repetition::Draw));
/// history.pop();
/// assert_eq!(history.repetition(), None);
/// ```
#[derive(Clone, Debug)]
pub struct History {
    entries: Vec<Entry>,
    snapshots: Vec<Snapshot>,
}

impl History {
    /// A line at its start, `board`.
    pub fn new(board: &Board) -> History {
        let mut h = History {
            entries: Vec::new(),
            snapshots: Vec::new(),
        };
        h.push(board);
        h
    }

    /// Starts the line again at `board`, keeping the memory.
    pub fn reset(&mut self, board: &Board) {
        self.entries.clear();
        self.snapshots.clear();
        self.push(board);
    }

    /// Adds the next ply: `board` after its move.
    pub fn push(&mut self, board: &Board) {
        let key = board.key();
        let snapshot = snapshot(board);
        let n = self.entries.len();
        // The same side is to move two plies apart: look back in steps of two.
        let mut earlier = None;
        let mut at = n.checked_sub(2);
        while let Some(i) = at {
            if let (Some(e), Some(s)) = (self.entries.get(i), self.snapshots.get(i)) {
                if e.key == key && *s == snapshot {
                    earlier = Some(*e);
                    break;
                }
            }
            at = i.checked_sub(2);
        }
        self.entries.push(Entry {
            key,
            check: board.in_check(),
            count: earlier.map_or(1, |e| e.count + 1),
            first: earlier.map_or(n as u32, |e| e.first),
        });
        self.snapshots.push(snapshot);
    }

    /// Takes back the last ply; the start stays. Returns whether there was one.
    pub fn pop(&mut self) -> bool {
        if self.entries.len() <= 1 {
            return false;
        }
        self.entries.pop();
        self.snapshots.pop();
        true
    }

    /// Goes back to `ply` (no further than the start), as
    /// [`pop`](History::pop) repeated.
    pub fn truncate(&mut self, ply: usize) {
        let len = ply.saturating_add(1).max(1);
        self.entries.truncate(len);
        self.snapshots.truncate(len);
    }

    /// The current ply: 0 at the start.
    pub fn ply(&self) -> usize {
        self.entries.len().saturating_sub(1)
    }

    /// How many times the current position has stood on the line, this
    /// time included.
    pub fn count(&self) -> u32 {
        self.entries.last().map_or(0, |e| e.count)
    }

    /// What repetition makes of the current ply: `None` before the
    /// position's fourth occurrence.
    ///
    /// The moves weighed for perpetual check are those after the first
    /// occurrence up to the current ply. When both sides gave check with
    /// every move, the side that made the last move is the checker. This is
    /// tsshogi 2.2.0's `repetition` and `perpetualCheck`, except in two
    /// cases where tsshogi answers otherwise: when both sides checked
    /// throughout, tsshogi names black the checker; and when the repeated
    /// position is the start of the line and its side to move stands in
    /// check, tsshogi counts the start as a move without check, so that it
    /// finds no perpetual check by the side that gave it.
    pub fn repetition(&self) -> Option<Repetition> {
        self.repetition_at(self.ply())
    }

    /// What repetition makes of `ply` of the line, as
    /// [`repetition`](History::repetition) at that ply: the plies after it
    /// are not weighed, so one history of a whole line answers at any of
    /// its plies. `None` past the last ply.
    pub fn repetition_at(&self, ply: usize) -> Option<Repetition> {
        let entries = self.entries.get(..=ply)?;
        let last = entries.last()?;
        if last.count < 4 {
            return None;
        }
        // The moves since the first occurrence, the last first: the side
        // that made the last move made every other one, from the first.
        let since = entries.get(last.first as usize + 1..).unwrap_or_default();
        let all_checks = |skip: usize| every_other_checks(since, skip);
        let mover = match self.snapshots.get(ply).map_or(0, |s| s[95]) {
            0 => Color::White,
            _ => Color::Black,
        };
        if all_checks(0) {
            Some(Repetition::PerpetualCheck { checker: mover })
        } else if all_checks(1) {
            Some(Repetition::PerpetualCheck {
                checker: mover.flip(),
            })
        } else {
            Some(Repetition::Draw)
        }
    }
}

/// Whether every other entry of `since`, from the last but `skip` back to
/// the first, is a check.
fn every_other_checks(since: &[Entry], skip: usize) -> bool {
    let mut at = since.len().checked_sub(1 + skip);
    while let Some(i) = at {
        if !since.get(i).is_some_and(|e| e.check) {
            return false;
        }
        at = i.checked_sub(2);
    }
    true
}
