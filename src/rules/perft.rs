//! Perft: the number of leaves of the legal-move tree.

use super::Board;

impl Board {
    /// The number of move sequences of length `depth` (1 for depth 0).
    pub fn perft(&self, depth: u32) -> u64 {
        let _ = depth;
        unimplemented!()
    }
}
