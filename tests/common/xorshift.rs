//! The seeded generator of the tests that build random games, records and
//! heaps: xorshift64 (shifts 13, 7, 17), with no dependency, so that any
//! crate's tests and the crate's own test modules include it by `#[path]`.
#![allow(dead_code)] // each includer uses its own subset

/// The generator's state: never zero (a zero state stays zero).
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 bits.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `n` (which is not zero).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// True `percent` times in a hundred.
    pub fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}
