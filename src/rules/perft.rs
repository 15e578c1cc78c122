//! Perft: the number of leaves of the legal-move tree.

use super::board::ON_BOARD;
use super::movegen::Count;
use super::{Board, MoveList};

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
                let mut moves = MoveList::new();
                self.legal_moves(&mut moves);
                moves
                    .iter()
                    .map(|&mv| {
                        let mut child = self.clone();
                        child.play_unchecked(mv);
                        child.perft(depth - 1)
                    })
                    .sum()
            }
        }
    }
}
