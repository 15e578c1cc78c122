//! A set of cells, as two 64-bit words.
//!
//! Not a `u128`: WebAssembly has 64-bit integers only, and a `u128` shift by
//! a variable amount becomes a call into the compiler's runtime there.

use core::ops::{BitAnd, BitOr, BitOrAssign, Not};

use super::board::CELL_MASK;

/// A set of cells of the 128-cell array.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct CellSet([u64; 2]);

impl CellSet {
    /// No cell.
    pub(crate) const EMPTY: CellSet = CellSet([0; 2]);

    /// The set of the one cell `c`.
    #[inline]
    pub(crate) const fn of(c: usize) -> CellSet {
        let c = c & CELL_MASK;
        let bit = 1 << (c & 63);
        if c < 64 {
            CellSet([bit, 0])
        } else {
            CellSet([0, bit])
        }
    }

    /// Whether `c` is in the set.
    #[inline]
    pub(crate) const fn has(self, c: usize) -> bool {
        // Constant indexes only: a word picked by an index computed at
        // run time makes the set live in memory rather than in two
        // registers (a WebAssembly engine's locals).
        let c = c & CELL_MASK;
        let word = if c < 64 { self.0[0] } else { self.0[1] };
        (word >> (c & 63)) & 1 != 0
    }

    /// Adds `c`.
    #[inline]
    pub(crate) fn insert(&mut self, c: usize) {
        let c = c & CELL_MASK;
        let bit = 1 << (c & 63);
        if c < 64 {
            self.0[0] |= bit;
        } else {
            self.0[1] |= bit;
        }
    }

    /// Removes `c`.
    #[inline]
    pub(crate) fn remove(&mut self, c: usize) {
        let c = c & CELL_MASK;
        let bit = 1 << (c & 63);
        if c < 64 {
            self.0[0] &= !bit;
        } else {
            self.0[1] &= !bit;
        }
    }

    /// Adds the cells of the bits of `bits` to word `w` (cells `64 * w ..`).
    #[inline]
    pub(crate) fn or_word(&mut self, w: usize, bits: u64) {
        self.0[w & 1] |= bits;
    }

    /// Whether the set is empty.
    #[inline]
    pub(crate) const fn is_empty(self) -> bool {
        self.0[0] | self.0[1] == 0
    }

    /// The union, usable in constants.
    pub(crate) const fn with(self, c: usize) -> CellSet {
        let o = CellSet::of(c);
        CellSet([self.0[0] | o.0[0], self.0[1] | o.0[1]])
    }

    /// The set's two words: cells 0 to 63, then 64 to 127.
    #[inline]
    pub(crate) const fn words(self) -> [u64; 2] {
        self.0
    }

    /// Takes the lowest cell out of the set.
    #[inline]
    pub(crate) fn pop(&mut self) -> Option<usize> {
        if self.0[0] != 0 {
            let c = self.0[0].trailing_zeros() as usize;
            self.0[0] &= self.0[0] - 1;
            Some(c)
        } else if self.0[1] != 0 {
            let c = self.0[1].trailing_zeros() as usize;
            self.0[1] &= self.0[1] - 1;
            Some(64 + c)
        } else {
            None
        }
    }
}

impl BitAnd for CellSet {
    type Output = CellSet;
    #[inline]
    fn bitand(self, o: CellSet) -> CellSet {
        CellSet([self.0[0] & o.0[0], self.0[1] & o.0[1]])
    }
}

impl BitOr for CellSet {
    type Output = CellSet;
    #[inline]
    fn bitor(self, o: CellSet) -> CellSet {
        CellSet([self.0[0] | o.0[0], self.0[1] | o.0[1]])
    }
}

impl BitOrAssign for CellSet {
    #[inline]
    fn bitor_assign(&mut self, o: CellSet) {
        *self = *self | o;
    }
}

impl Not for CellSet {
    type Output = CellSet;
    #[inline]
    fn not(self) -> CellSet {
        CellSet([!self.0[0], !self.0[1]])
    }
}
