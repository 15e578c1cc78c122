//! A fixed-size bit buffer, written and read most significant bit first.
//!
//! A position never needs more than [`MAX_BITS`] bits, so encoding and decoding
//! work in a buffer on the stack and never allocate.

use crate::codes::{Code, Table};

/// The most bits a position can take: 2 header bits, 81 Mixed-Mode squares of at
/// most 10 + 1 bits, and two hands of at most 17 + 4 × 4 + 2 × 2 bits.
pub const MAX_BITS: usize = 2 + 81 * 11 + 2 * (17 + 4 * 4 + 2 * 2);

const WORDS: usize = 16;
/// The buffer's capacity in bits (at least [`MAX_BITS`], a whole number of 6-bit letters).
pub const CAPACITY: usize = WORDS * 64;

const _: () = assert!(MAX_BITS <= CAPACITY);

/// Bits, most significant first, in 64-bit words.
#[derive(Clone)]
pub struct BitBuf {
    words: [u64; WORDS],
    len: usize,
}

impl BitBuf {
    /// An empty buffer.
    pub const fn new() -> BitBuf {
        BitBuf { words: [0; WORDS], len: 0 }
    }

    /// How many bits have been written.
    pub const fn len(&self) -> usize {
        self.len
    }

    /// True when nothing has been written.
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Appends the low `len` bits of `bits` (`len` ≤ 32); bits past the capacity
    /// are dropped, which the format's bound on positions never lets happen.
    pub fn push(&mut self, bits: u32, len: u8) {
        if len == 0 {
            return;
        }
        let word = self.len / 64;
        let offset = (self.len % 64) as u32;
        let aligned = u64::from(bits) << (64 - u32::from(len));
        if let Some(w) = self.words.get_mut(word) {
            *w |= aligned >> offset;
        }
        if offset + u32::from(len) > 64 {
            if let Some(w) = self.words.get_mut(word + 1) {
                *w |= aligned << (64 - offset);
            }
        }
        self.len = (self.len + usize::from(len)).min(CAPACITY);
    }

    /// Appends a code word.
    pub fn push_code(&mut self, code: Code) {
        self.push(code.bits, code.len);
    }

    /// The bit at `index` (false past the end).
    pub fn bit(&self, index: usize) -> bool {
        index < self.len && self.peek_at(index, 1) == 1
    }

    /// The `n` bits (`n` ≤ 32) starting at `index`, right-aligned; bits past the
    /// written length read as zero.
    fn peek_at(&self, index: usize, n: u8) -> u32 {
        if n == 0 {
            return 0;
        }
        let word = index / 64;
        let offset = (index % 64) as u32;
        let hi = self.words.get(word).copied().unwrap_or(0) << offset;
        let lo = match offset {
            0 => 0,
            _ => self.words.get(word + 1).copied().unwrap_or(0) >> (64 - offset),
        };
        ((hi | lo) >> (64 - u32::from(n))) as u32
    }

    /// A reader from the first bit.
    pub fn reader(&self) -> BitReader<'_> {
        BitReader { buf: self, pos: 0 }
    }
}

impl Default for BitBuf {
    fn default() -> BitBuf {
        BitBuf::new()
    }
}

/// Reads a [`BitBuf`] front to back. Reads past the end return `None`.
pub struct BitReader<'a> {
    buf: &'a BitBuf,
    pos: usize,
}

impl BitReader<'_> {
    /// How many bits the buffer holds.
    pub fn available(&self) -> usize {
        self.buf.len
    }

    /// Reads `n` bits (`n` ≤ 32).
    pub fn read(&mut self, n: u8) -> Option<u32> {
        if self.pos + usize::from(n) > self.buf.len {
            return None;
        }
        let v = self.buf.peek_at(self.pos, n);
        self.pos += usize::from(n);
        Some(v)
    }

    /// Reads one bit.
    pub fn read_bit(&mut self) -> Option<bool> {
        self.read(1).map(|b| b == 1)
    }

    /// Reads one code of `table` and returns its symbol.
    pub fn read_symbol<const N: usize, const L: usize>(
        &mut self,
        table: &Table<N, L>,
    ) -> Option<u8> {
        let prefix = self.buf.peek_at(self.pos, table.max_len);
        let symbol = *table.lut.get(prefix as usize)?;
        let len = table.by_symbol.get(usize::from(symbol))?.len;
        if self.pos + usize::from(len) > self.buf.len {
            return None;
        }
        self.pos += usize::from(len);
        Some(symbol)
    }

    /// Counts `1` bits up to the first `0` (consumed) or until `max` ones were read.
    pub fn read_ones(&mut self, max: u8) -> Option<u8> {
        let mut ones = 0;
        while ones < max {
            if !self.read_bit()? {
                return Some(ones);
            }
            ones += 1;
        }
        Some(ones)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn push_and_read_across_words() {
        let mut b = BitBuf::new();
        b.push(0b101, 3);
        for _ in 0..20 {
            b.push(0xABCDE, 20);
        }
        assert_eq!(b.len(), 403);
        let mut r = b.reader();
        assert_eq!(r.read(3), Some(0b101));
        for _ in 0..20 {
            assert_eq!(r.read(20), Some(0xABCDE));
        }
        assert_eq!(r.read(1), None);
    }

    #[test]
    fn max_bits_fits() {
        assert_eq!(MAX_BITS, 967);
    }

    #[test]
    fn capacity_is_never_exceeded() {
        let mut b = BitBuf::new();
        for _ in 0..100 {
            b.push(u32::MAX, 32);
        }
        assert_eq!(b.len(), CAPACITY);
        assert!(b.bit(CAPACITY - 1));
        assert!(!b.bit(CAPACITY));
    }
}
