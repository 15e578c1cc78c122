//! Perft: the number of leaves of the legal-move tree.

use super::board::ON_BOARD;
use super::movegen::{Count, Sink};
use super::{Board, Move};

/// Plays each generated move on a copy and counts the leaves below it, so
/// that no move list is kept.
struct Expand<'a> {
    parent: &'a Board,
    depth: u32,
    leaves: u64,
}

impl Sink for Expand<'_> {
    fn push(&mut self, mv: Move) {
        let mut child = self.parent.clone();
        child.play_unchecked(mv);
        self.leaves += child.perft(self.depth);
    }
}

impl Board {
    /// The number of legal move sequences of length `depth` (1 for depth 0).
    /// The last ply is counted, not played.
    pub fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => {
                let mut count = Count(0);
                self.generate(&mut count, ON_BOARD);
                count.0
            }
            _ => {
                let mut expand = Expand {
                    parent: self,
                    depth: depth - 1,
                    leaves: 0,
                };
                self.generate(&mut expand, ON_BOARD);
                expand.leaves
            }
        }
    }
}
