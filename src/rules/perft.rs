//! Perft: the number of leaves of the legal-move tree.

use super::board::ON_BOARD;
use super::movegen::Sink;
use super::Board;

impl Board {
    /// The number of legal move sequences of length `depth` (1 for depth 0).
    /// The last ply is counted, not played; above it each move is played on
    /// a copy, so that no move list is kept.
    pub fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => {
                let mut count = Sink::Count(0);
                self.generate(&mut count, ON_BOARD);
                match count {
                    Sink::Count(n) => n,
                    _ => 0,
                }
            }
            _ => {
                let mut expand = Sink::Expand {
                    parent: self,
                    depth: depth - 1,
                    leaves: 0,
                };
                self.generate(&mut expand, ON_BOARD);
                match expand {
                    Sink::Expand { leaves, .. } => leaves,
                    _ => 0,
                }
            }
        }
    }
}
