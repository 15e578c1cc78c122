//! A writer of ASCII text into a fixed buffer, shared by SFEN and JKF.
//!
//! It keeps what fits and counts everything, so the returned length is the
//! text's whole length even when the buffer was too short.

/// Text written into a borrowed buffer.
pub(crate) struct Writer<'a> {
    buf: &'a mut [u8],
    len: usize,
}

impl<'a> Writer<'a> {
    /// A writer at the start of `buf`.
    pub(crate) fn new(buf: &'a mut [u8]) -> Writer<'a> {
        Writer { buf, len: 0 }
    }

    /// How many bytes the text has so far.
    pub(crate) const fn len(&self) -> usize {
        self.len
    }

    /// Appends one byte.
    #[inline(never)]
    pub(crate) fn byte(&mut self, b: u8) {
        if let Some(slot) = self.buf.get_mut(self.len) {
            *slot = b;
        }
        self.len += 1;
    }

    /// Appends a string.
    #[inline(never)]
    pub(crate) fn str(&mut self, s: &str) {
        for &b in s.as_bytes() {
            self.byte(b);
        }
    }

    /// Appends `n` in decimal.
    #[inline(never)]
    pub(crate) fn number(&mut self, n: u32) {
        // Filled from the end without indexing (no bounds check).
        let mut digits = [0u8; 10];
        let mut at = digits.len();
        let mut n = n;
        for slot in digits.iter_mut().rev() {
            at -= 1;
            *slot = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        for &d in digits.get(at..).unwrap_or_default() {
            self.byte(d);
        }
    }
}

/// The first `len` bytes of `buf`, ASCII, as a `String`.
pub(crate) fn ascii_string(buf: &[u8], len: usize) -> alloc::string::String {
    buf.get(..len)
        .unwrap_or(buf)
        .iter()
        .map(|&b| char::from(b))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_what_fits_and_counts_all() {
        let mut buf = [0u8; 4];
        let mut w = Writer::new(&mut buf);
        w.str("ab");
        w.number(4_294_967_295);
        w.byte(b'!');
        assert_eq!(w.len(), 13);
        assert_eq!(&buf, b"ab42");
        let mut buf = [0u8; 8];
        let mut w = Writer::new(&mut buf);
        w.number(0);
        w.number(18);
        assert_eq!(ascii_string(&buf, 3), "018");
    }
}
