//! A line of engine output as words: runs of characters between spaces and
//! tabs, each with its byte offset in the line.

use super::EngineError;

/// The words of one line, read from the left.
pub(crate) struct Words<'a> {
    line: &'a str,
    /// Byte offset of the first character not read yet.
    at: usize,
}

/// Whether `b` separates words.
const fn separator(b: u8) -> bool {
    b == b' ' || b == b'\t'
}

impl<'a> Words<'a> {
    /// The words of `line`, which may end with one line ending (CR LF, LF
    /// or CR alone): a line break anywhere else is refused, with its offset.
    pub(crate) fn new(line: &'a str) -> Result<Words<'a>, EngineError> {
        let body = line
            .strip_suffix("\r\n")
            .or_else(|| line.strip_suffix('\n'))
            .or_else(|| line.strip_suffix('\r'))
            .unwrap_or(line);
        if let Some(byte) = body.bytes().position(|b| b == b'\r' || b == b'\n') {
            return Err(EngineError::LineBreak { byte });
        }
        Ok(Words { line: body, at: 0 })
    }

    /// The offset of the next word, or of the end of the line when there is
    /// none: where a missing word was expected.
    #[inline(never)]
    pub(crate) fn offset(&mut self) -> usize {
        self.skip();
        self.at
    }

    #[inline(never)]
    fn skip(&mut self) {
        let bytes = self.line.as_bytes();
        while bytes.get(self.at).is_some_and(|&b| separator(b)) {
            self.at += 1;
        }
    }

    /// The next word and its offset. (Out of line, as the others: each is
    /// called from several places, and the module is shipped.)
    #[inline(never)]
    pub(crate) fn next_word(&mut self) -> Option<(usize, &'a str)> {
        self.skip();
        let bytes = self.line.as_bytes();
        let start = self.at;
        while bytes.get(self.at).is_some_and(|&b| !separator(b)) {
            self.at += 1;
        }
        // Separators are ASCII, so both ends are character boundaries.
        let word = self.line.get(start..self.at)?;
        (!word.is_empty()).then_some((start, word))
    }

    /// The next word, without reading it.
    #[inline(never)]
    pub(crate) fn peek(&mut self) -> Option<&'a str> {
        let at = self.at;
        let word = self.next_word().map(|(_, w)| w);
        self.at = at;
        word
    }

    /// The rest of the line from the next word, without the separators
    /// that end it (empty when nothing follows).
    pub(crate) fn rest(&mut self) -> &'a str {
        self.skip();
        let start = self.at;
        // Separators are ASCII: trimmed as bytes, the end is a character
        // boundary.
        let bytes = self.line.as_bytes();
        let mut end = bytes.len();
        while end > start && bytes.get(end - 1).is_some_and(|&b| separator(b)) {
            end -= 1;
        }
        self.at = bytes.len();
        self.line.get(start..end).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_have_their_offsets() {
        let mut w = Words::new("  info\tdepth  3 \r\n").unwrap();
        assert_eq!(w.next_word(), Some((2, "info")));
        assert_eq!(w.peek(), Some("depth"));
        assert_eq!(w.next_word(), Some((7, "depth")));
        assert_eq!(w.next_word(), Some((14, "3")));
        assert_eq!(w.next_word(), None);
        assert_eq!(w.offset(), 16);
        assert_eq!(
            Words::new("info\nx").err(),
            Some(EngineError::LineBreak { byte: 4 })
        );
        let mut w = Words::new("string  a  b \t").unwrap();
        w.next_word();
        assert_eq!(w.rest(), "a  b");
        assert_eq!(w.rest(), "");
    }
}
