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
        BitBuf {
            words: [0; WORDS],
            len: 0,
        }
    }

    /// How many bits have been written.
    pub const fn len(&self) -> usize {
        self.len
    }

    /// True when nothing has been written.
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Appends the low `len` bits of `bits` (`len` ≤ 32). A push that would
    /// pass the capacity is dropped whole, which the format's bound on
    /// positions never lets happen.
    #[inline]
    pub fn push(&mut self, bits: u32, len: u8) {
        let len = u32::from(len.min(32));
        if self.len + len as usize > CAPACITY {
            return;
        }
        let word = self.len / 64;
        let offset = (self.len % 64) as u32;
        // Left-aligned in 64 bits; two shifts so that `len` 0 gives 0, not an overflow.
        let aligned = (u64::from(bits) << 32) << (32 - len);
        // The bits before `offset` are kept and those after it written, so
        // that whatever a cleared buffer held past its length is overwritten.
        let kept = self.words[word % WORDS] & !(u64::MAX >> offset);
        self.words[word % WORDS] = kept | (aligned >> offset);
        // The bits that spill into the next word (none when offset + len ≤ 64).
        if let Some(next) = self.words.get_mut(word + 1) {
            *next = (aligned << 1) << (63 - offset);
        }
        self.len += len as usize;
    }

    /// Empties the buffer without zeroing it: bits past the length then
    /// read as whatever was there ([`BitBuf::bit`] and [`BitReader`] never
    /// read them; [`Cursor`] reads them as unspecified values).
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// The bit at `index` (false past the end).
    pub fn bit(&self, index: usize) -> bool {
        index < self.len && self.peek32(index) >> 31 == 1
    }

    /// The 32 bits from `index`, left-aligned. Bits past the written length are
    /// zero in a buffer never cleared, except at the very end of the capacity,
    /// where they repeat the start; readers never use bits past the length.
    #[inline]
    fn peek32(&self, index: usize) -> u32 {
        let word = index / 64;
        let offset = (index % 64) as u32;
        let hi = self.words[word % WORDS] << offset;
        let lo = (self.words[(word + 1) % WORDS] >> 1) >> (63 - offset);
        ((hi | lo) >> 32) as u32
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

    /// Moves past `n` bits, or returns `None` when fewer remain.
    #[inline]
    fn take(&mut self, n: u32) -> Option<()> {
        let end = self.pos + n as usize;
        if end > self.buf.len {
            return None;
        }
        self.pos = end;
        Some(())
    }

    /// Reads `n` bits (1 ≤ `n` ≤ 32).
    #[inline]
    pub fn read(&mut self, n: u8) -> Option<u32> {
        let n = u32::from(n.clamp(1, 32));
        let v = self.buf.peek32(self.pos) >> (32 - n);
        self.take(n)?;
        Some(v)
    }

    /// Reads one bit.
    #[inline]
    pub fn read_bit(&mut self) -> Option<bool> {
        self.read(1).map(|b| b == 1)
    }

    /// Reads one code of `table` and returns its symbol.
    #[inline]
    pub fn read_symbol<const N: usize, const L: usize>(
        &mut self,
        table: &Table<N, L>,
    ) -> Option<u8> {
        let prefix = self.buf.peek32(self.pos) >> (32 - u32::from(table.max_len));
        let entry = table.lut[prefix as usize % L];
        self.take(u32::from(entry >> 4))?;
        Some(entry & 15)
    }

    /// Counts `1` bits up to the first `0` (consumed) or until `max` (≤ 31)
    /// ones were read.
    #[inline]
    pub fn read_ones(&mut self, max: u8) -> Option<u8> {
        let max = u32::from(max.min(31));
        let ones = self.buf.peek32(self.pos).leading_ones().min(max);
        self.take(if ones < max { ones + 1 } else { ones })?;
        Some(ones as u8)
    }
}

/// Several codes joined into one, up to [`Run::MAX`] bits, so that the writer's
/// accumulator takes them in one step. The accumulator's shifts make one long
/// chain, each waiting for the last; codes joined beforehand are independent
/// of each other, and the processor joins them side by side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Run {
    /// The bits, right-aligned.
    pub bits: u64,
    /// How many bits.
    pub len: u32,
}

impl Run {
    /// The most bits a run holds.
    pub const MAX: u32 = 56;

    /// A run of one code.
    #[inline(always)]
    pub fn of(code: Code) -> Run {
        Run {
            bits: u64::from(code.bits),
            len: u32::from(code.len),
        }
    }

    /// This run, then `next` (together at most [`Run::MAX`] bits).
    #[inline(always)]
    pub fn then(self, next: Run) -> Run {
        Run {
            bits: (self.bits << (next.len % 64)) | next.bits,
            len: self.len + next.len,
        }
    }
}

/// Writes bits through a 64-bit accumulator: the encoder's hot path. Pushes
/// past [`CAPACITY`] are dropped; [`Writer::finish`] gives the [`BitBuf`].
pub struct Writer {
    buf: BitBuf,
    acc: u64,
    pending: u32,
}

impl Writer {
    /// An empty writer.
    pub const fn new() -> Writer {
        Writer {
            buf: BitBuf::new(),
            acc: 0,
            pending: 0,
        }
    }

    /// Appends the low `len` bits of `bits` (`len` ≤ 32).
    #[inline(always)]
    pub fn put(&mut self, bits: u32, len: u8) {
        self.put_run(Run {
            bits: u64::from(bits),
            len: u32::from(len.min(32)),
        });
    }

    /// Appends a [`Run`] of up to [`Run::MAX`] bits.
    #[inline(always)]
    pub fn put_run(&mut self, run: Run) {
        let len = run.len.min(Run::MAX);
        let bits = run.bits & ((1u64 << len) - 1);
        if self.pending + len < 64 {
            self.acc = (self.acc << len) | bits;
            self.pending += len;
        } else {
            // `pending` ≥ 64 − len ≥ 8 here, so both shifts are below 64.
            let rest = self.pending + len - 64;
            let word = (self.acc << (len - rest)) | (bits >> rest);
            let index = self.buf.len / 64;
            if index < WORDS {
                self.buf.words[index] = word;
                self.buf.len += 64;
            }
            self.acc = bits & ((1u64 << rest) - 1);
            self.pending = rest;
        }
    }

    /// Appends a code word.
    #[inline(always)]
    pub fn put_code(&mut self, code: Code) {
        self.put_run(Run::of(code));
    }

    /// The bits written.
    pub fn finish(mut self) -> BitBuf {
        self.flush();
        self.buf
    }

    /// Moves the bits still in the accumulator to the buffer and returns
    /// it, for reading in place (moving a [`BitBuf`] out is a copy).
    pub fn flush(&mut self) -> &BitBuf {
        let index = self.buf.len / 64;
        if index < WORDS && self.pending > 0 {
            self.buf.words[index] = self.acc << (64 - self.pending);
            self.buf.len += self.pending as usize;
            self.pending = 0;
        }
        &self.buf
    }
}

impl Default for Writer {
    fn default() -> Writer {
        Writer::new()
    }
}

/// Reads a [`BitBuf`] without checking for its end: the decoder's reader.
/// Bits past the end read as unspecified values; the caller compares
/// [`Cursor::pos`] with the length, once at the end when decoding, and after
/// every field when it looks for the field that ran out.
///
/// The next bits wait left-aligned in a 64-bit window, refilled 32 at a time,
/// so that a read costs a shift rather than two loads.
pub struct Cursor<'a> {
    words: &'a [u64; WORDS],
    window: u64,
    /// Valid bits in the window.
    held: u32,
    /// The index of the first bit not yet in the window.
    next: usize,
}

impl Cursor<'_> {
    /// Bits read so far: those loaded into the window, less those still in it.
    #[inline(always)]
    pub fn pos(&self) -> usize {
        self.next - self.held as usize
    }

    /// Makes the window hold at least 32 bits.
    #[inline(always)]
    fn refill(&mut self) {
        if self.held < 32 {
            let word = self.next / 64;
            let offset = (self.next % 64) as u32;
            let hi = self.words[word % WORDS] << offset;
            let lo = (self.words[(word + 1) % WORDS] >> 1) >> (63 - offset);
            let chunk = (hi | lo) >> 32;
            self.window |= chunk << (32 - self.held);
            self.held += 32;
            self.next += 32;
        }
    }

    /// Drops `n` bits (≤ 32) from the window.
    #[inline(always)]
    fn consume(&mut self, n: u32) {
        self.window <<= n;
        self.held -= n;
    }

    /// Reads `n` bits (1 ≤ `n` ≤ 32).
    #[inline(always)]
    pub fn bits(&mut self, n: u32) -> u32 {
        self.refill();
        let n = n.clamp(1, 32);
        let v = (self.window >> (64 - n)) as u32;
        self.consume(n);
        v
    }

    /// Reads one code of `table` and returns its symbol.
    #[inline(always)]
    pub fn symbol<const N: usize, const L: usize>(&mut self, table: &Table<N, L>) -> u8 {
        self.refill();
        let entry = table.lut[(self.window >> (64 - u32::from(table.max_len))) as usize % L];
        self.consume(u32::from(entry >> 4));
        entry & 15
    }

    /// Looks up the next bits in a `codes::fill_runs` table of `L` = 2^K
    /// entries: the empty squares they start with, the piece after them (0
    /// when it does not fit in K bits) and the bits both take. Nothing is
    /// consumed ([`Cursor::drop_bits`] does).
    #[inline(always)]
    pub fn run<const L: usize>(
        &mut self,
        lut: &[core::sync::atomic::AtomicU16; L],
    ) -> (usize, i8, u32) {
        self.refill();
        let entry = lut[(self.window >> (64 - L.trailing_zeros())) as usize % L]
            .load(core::sync::atomic::Ordering::Relaxed);
        (
            usize::from(entry >> 12),
            entry as u8 as i8,
            u32::from((entry >> 8) & 15),
        )
    }

    /// Drops `n` bits (at most as many as the window holds).
    #[inline(always)]
    pub fn drop_bits(&mut self, n: u32) {
        self.consume(n);
    }

    /// The window, refilled: its top 32 bits at least are the next bits.
    #[inline(always)]
    pub fn peek(&mut self) -> u64 {
        self.refill();
        self.window
    }

    /// Drops the `0` bits that come next, at most `max` and at most 32 of
    /// them, and returns how many were dropped.
    #[inline(always)]
    pub fn skip_zeros(&mut self, max: u32) -> u32 {
        self.refill();
        let n = self.window.leading_zeros().min(32).min(max);
        self.consume(n);
        n
    }
}

impl BitBuf {
    /// A cursor from the first bit.
    pub fn cursor(&self) -> Cursor<'_> {
        Cursor {
            words: &self.words,
            window: 0,
            held: 0,
            next: 0,
        }
    }

    /// The 64 bits from bit `index`, left-aligned (zeros past the written
    /// length in a buffer never cleared, except past the capacity, where they
    /// repeat the start).
    #[inline(always)]
    pub(crate) fn peek64(&self, index: usize) -> u64 {
        let word = index / 64;
        let offset = (index % 64) as u32;
        let hi = self.words[word % WORDS] << offset;
        let lo = (self.words[(word + 1) % WORDS] >> 1) >> (63 - offset);
        hi | lo
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
    fn writer_matches_push() {
        let mut w = Writer::new();
        let mut b = BitBuf::new();
        for i in 0..102u32 {
            let len = (i % 17 + 1) as u8;
            let bits = i.wrapping_mul(2654435761) & ((1 << len) - 1);
            w.put(bits, len);
            b.push(bits, len);
        }
        let w = w.finish();
        assert_eq!(w.len(), b.len());
        assert_eq!(w.words, b.words);
        let mut c = w.cursor();
        let mut r = b.reader();
        for i in 0..102u32 {
            let len = (i % 17 + 1) as u8;
            assert_eq!(c.bits(u32::from(len)), r.read(len).unwrap());
        }
        assert_eq!(c.pos(), b.len());
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
