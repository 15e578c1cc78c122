//! The generator's random numbers: splitmix64, integers only, so that a
//! seed gives the same numbers on every platform.

/// A splitmix64 stream.
pub(crate) struct Prng(u64);

impl Prng {
    /// The stream of `seed`.
    pub(crate) const fn new(seed: u64) -> Prng {
        Prng(seed)
    }

    /// The next 64 bits.
    pub(crate) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0), by the high bits' product (out of
    /// line: called from many places).
    #[inline(never)]
    pub(crate) fn below(&mut self, n: u32) -> u32 {
        (((self.next() >> 32) * u64::from(n)) >> 32) as u32
    }

    /// True once in `n` draws on average.
    pub(crate) fn one_in(&mut self, n: u32) -> bool {
        self.below(n) == 0
    }
}

#[cfg(test)]
mod tests {
    use super::Prng;

    #[test]
    fn splitmix64_reference_values() {
        // splitmix64 from seed 0: its published first outputs.
        let mut r = Prng::new(0);
        assert_eq!(r.next(), 0xe220_a839_7b1d_cdaf);
        assert_eq!(r.next(), 0x6e78_9e6a_a1b9_65f4);
        let mut r = Prng::new(7);
        for _ in 0..1000 {
            assert!(r.below(9) < 9);
        }
    }
}
