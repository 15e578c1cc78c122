//! The JSON check of [`crate::jkf::from_jkf_json`], which never allocates.
//!
//! [`check`] validates the whole text once: the full JSON grammar, string
//! escapes and `\u` surrogate pairs included, with arrays and objects nested
//! at most [`MAX_DEPTH`] deep. It keeps one bit per open array or object
//! instead of recursing, so hostile input cannot overflow the stack, and
//! says precisely where and why a text is not JSON. The checked text is then
//! read into a tree ([`super::tree`]); [`raw`] gives a value as written, for
//! the errors that quote it. Everything takes time linear in the input and
//! never panics.

use crate::jkf::JsonReason;

/// How deep arrays and objects may nest.
pub(crate) const MAX_DEPTH: usize = 64;

/// Why the text is not JSON, and the byte offset where that was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct JsonError {
    pub offset: usize,
    pub reason: JsonReason,
}

/// Checks that `text` is one JSON value with optional whitespace around it.
pub(crate) fn check(text: &[u8]) -> Result<(), JsonError> {
    let mut s = Scanner {
        bytes: text,
        pos: 0,
    };
    // Bit d is set when the array or object open at depth d is an object.
    let mut objects = 0u64;
    let mut depth = 0;
    loop {
        // A value is expected here.
        s.skip_space();
        match s.peek() {
            Some(open @ (b'[' | b'{')) => {
                if depth == MAX_DEPTH {
                    return Err(s.error(JsonReason::Depth));
                }
                let object = open == b'{';
                objects = objects & !(1 << depth) | u64::from(object) << depth;
                depth += 1;
                s.pos += 1;
                s.skip_space();
                // `]` and `}` follow `[` and `{` by two in ASCII.
                if s.peek() != Some(open + 2) {
                    if object {
                        s.key()?;
                    }
                    continue;
                }
                s.pos += 1;
                depth -= 1;
            }
            Some(b'"') => s.string()?,
            Some(b'-' | b'0'..=b'9') => s.number()?,
            _ => s.literal()?,
        }
        // A value has ended: a separator, a closing bracket or the end follows.
        loop {
            s.skip_space();
            let Some(d) = depth.checked_sub(1) else {
                return match s.peek() {
                    None => Ok(()),
                    Some(_) => Err(s.error(JsonReason::TextAfter)),
                };
            };
            let object = objects >> d & 1 == 1;
            let close = if object { b'}' } else { b']' };
            match s.peek() {
                Some(b',') => {
                    s.pos += 1;
                    if object {
                        s.key()?;
                    }
                    break;
                }
                Some(c) if c == close => {
                    s.pos += 1;
                    depth = d;
                }
                _ if object => return Err(s.error(JsonReason::ObjectSeparator)),
                _ => return Err(s.error(JsonReason::ArraySeparator)),
            }
        }
    }
}

struct Scanner<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl Scanner<'_> {
    /// An error at the current offset; at the end of the input, whatever was
    /// expected, the reason is that the input ended.
    fn error(&self, reason: JsonReason) -> JsonError {
        JsonError {
            offset: self.pos,
            reason: if self.pos < self.bytes.len() {
                reason
            } else {
                JsonReason::End
            },
        }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    fn skip_space(&mut self) {
        self.pos = skip_space(self.bytes, self.pos);
    }

    fn digits(&mut self) -> usize {
        let start = self.pos;
        while matches!(self.peek(), Some(b'0'..=b'9')) {
            self.pos += 1;
        }
        self.pos - start
    }

    /// A key and its colon, after the opening brace or a comma.
    fn key(&mut self) -> Result<(), JsonError> {
        self.skip_space();
        if self.peek() != Some(b'"') {
            return Err(self.error(JsonReason::Key));
        }
        self.string()?;
        self.skip_space();
        if self.peek() != Some(b':') {
            return Err(self.error(JsonReason::Colon));
        }
        self.pos += 1;
        Ok(())
    }

    fn literal(&mut self) -> Result<(), JsonError> {
        for word in [&b"true"[..], b"false", b"null"] {
            if self.bytes.get(self.pos..self.pos + word.len()) == Some(word) {
                self.pos += word.len();
                return Ok(());
            }
        }
        Err(self.error(JsonReason::Character))
    }

    fn number(&mut self) -> Result<(), JsonError> {
        if self.peek() == Some(b'-') {
            self.pos += 1;
        }
        match self.digits() {
            0 => return Err(self.error(JsonReason::Digit)),
            n if n > 1 && self.bytes.get(self.pos - n) == Some(&b'0') => {
                self.pos -= n - 1;
                return Err(self.error(JsonReason::LeadingZero));
            }
            _ => {}
        }
        if self.peek() == Some(b'.') {
            self.pos += 1;
            if self.digits() == 0 {
                return Err(self.error(JsonReason::Digit));
            }
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.pos += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.pos += 1;
            }
            if self.digits() == 0 {
                return Err(self.error(JsonReason::Digit));
            }
        }
        Ok(())
    }

    fn hex4(&mut self) -> Result<u32, JsonError> {
        let mut n = 0;
        for _ in 0..4 {
            let digit = self.peek().and_then(hex_digit);
            n = n * 16 + digit.ok_or_else(|| self.error(JsonReason::Hex))?;
            self.pos += 1;
        }
        Ok(n)
    }

    /// A string, from its opening quote.
    fn string(&mut self) -> Result<(), JsonError> {
        self.pos += 1;
        loop {
            match self.peek() {
                None => return Err(self.error(JsonReason::End)),
                Some(b'"') => {
                    self.pos += 1;
                    return Ok(());
                }
                Some(b'\\') => {
                    self.pos += 1;
                    self.escape()?;
                }
                Some(0..=0x1f) => return Err(self.error(JsonReason::Control)),
                Some(_) => self.pos += 1,
            }
        }
    }

    /// An escape, after its backslash.
    fn escape(&mut self) -> Result<(), JsonError> {
        match self.peek() {
            Some(b'"' | b'\\' | b'/' | b'b' | b'f' | b'n' | b'r' | b't') => {
                self.pos += 1;
                Ok(())
            }
            Some(b'u') => {
                let unpaired = JsonError {
                    offset: self.pos - 1,
                    reason: JsonReason::Surrogate,
                };
                self.pos += 1;
                let code = self.hex4()?;
                if (0xdc00..0xe000).contains(&code) {
                    return Err(unpaired);
                }
                if (0xd800..0xdc00).contains(&code) {
                    if self.bytes.get(self.pos..self.pos + 2) != Some(b"\\u") {
                        return Err(unpaired);
                    }
                    self.pos += 2;
                    if !(0xdc00..0xe000).contains(&self.hex4()?) {
                        return Err(unpaired);
                    }
                }
                Ok(())
            }
            _ => Err(self.error(JsonReason::Escape)),
        }
    }
}

fn hex_digit(b: u8) -> Option<u32> {
    match b {
        b'0'..=b'9' => Some(u32::from(b - b'0')),
        b'a'..=b'f' => Some(u32::from(b - b'a') + 10),
        b'A'..=b'F' => Some(u32::from(b - b'A') + 10),
        _ => None,
    }
}

/// The offset of the first byte at or after `pos` that is not whitespace.
#[inline(never)]
fn skip_space(bytes: &[u8], mut pos: usize) -> usize {
    while matches!(bytes.get(pos), Some(b' ' | b'\t' | b'\n' | b'\r')) {
        pos += 1;
    }
    pos
}

/// Where the string starting at `start` (its opening quote) ends, past its
/// closing quote, in checked text.
fn string_end(bytes: &[u8], start: usize) -> usize {
    let mut pos = start + 1;
    while let Some(&b) = bytes.get(pos) {
        match b {
            b'"' => return pos + 1,
            b'\\' => pos += 2,
            _ => pos += 1,
        }
    }
    pos
}

/// Where the value starting at `start` ends, in checked text.
#[inline(never)]
fn value_end(bytes: &[u8], start: usize) -> usize {
    match bytes.get(start) {
        Some(b'"') => string_end(bytes, start),
        Some(b'[' | b'{') => {
            let mut depth = 0usize;
            let mut pos = start;
            while let Some(&b) = bytes.get(pos) {
                pos = match b {
                    b'"' => string_end(bytes, pos),
                    b'[' | b'{' => {
                        depth += 1;
                        pos + 1
                    }
                    b']' | b'}' => {
                        depth = depth.saturating_sub(1);
                        if depth == 0 {
                            return pos + 1;
                        }
                        pos + 1
                    }
                    _ => pos + 1,
                };
            }
            pos
        }
        _ => {
            let mut pos = start;
            while !matches!(
                bytes.get(pos),
                None | Some(b',' | b']' | b'}' | b' ' | b'\t' | b'\n' | b'\r')
            ) {
                pos += 1;
            }
            pos
        }
    }
}

/// The value at byte `at` of checked text, as written (empty past the end).
pub(crate) fn raw(text: &str, at: usize) -> &str {
    text.get(at..value_end(text.as_bytes(), at))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn raw_values_are_as_written() {
        let text = r#" {"a":[1,-2.5,1e3,true,false,null],"b":"x\"\\\/\u00e9\ud83d\ude00\n","c":{}, "a" : [ ] } "#;
        check(text.as_bytes()).unwrap();
        assert_eq!(raw(text, 1), &text[1..text.len() - 1]);
        assert_eq!(raw(text, 6), "[1,-2.5,1e3,true,false,null]");
        assert_eq!(raw(text, 9), "-2.5");
        assert_eq!(raw(text, 39), r#""x\"\\\/\u00e9\ud83d\ude00\n""#);
        assert_eq!(raw(text, text.len() - 6), "[ ]");
        assert_eq!(raw(text, text.len()), "");
    }

    #[test]
    fn errors() {
        use JsonReason as R;
        let cases: [(&str, usize, JsonReason); 28] = [
            ("", 0, R::End),
            ("[1,", 3, R::End),
            ("[1 2]", 3, R::ArraySeparator),
            ("{\"a\" 1}", 5, R::Colon),
            ("{1:2}", 1, R::Key),
            ("{\"a\":1,}", 7, R::Key),
            ("[1,]", 3, R::Character),
            ("{\"a\":1 ", 7, R::End),
            ("{\"a\":1 ]", 7, R::ObjectSeparator),
            ("[{}}", 3, R::ArraySeparator),
            ("01", 1, R::LeadingZero),
            ("-", 1, R::End),
            ("-x", 1, R::Digit),
            ("1.", 2, R::End),
            ("1.e", 2, R::Digit),
            ("1e+", 3, R::End),
            ("1e+]", 3, R::Digit),
            ("\"abc", 4, R::End),
            ("{", 1, R::End),
            ("{\"a\"", 4, R::End),
            ("\"\\x\"", 2, R::Escape),
            ("\"\\u12\"", 5, R::Hex),
            ("\"\\udc00\"", 1, R::Surrogate),
            ("\"\\ud800x\"", 1, R::Surrogate),
            ("\"\\ud800\\u0041\"", 1, R::Surrogate),
            ("\"\u{1}\"", 1, R::Control),
            ("tru", 0, R::Character),
            ("1 2", 2, R::TextAfter),
        ];
        for (text, offset, reason) in cases {
            assert_eq!(
                check(text.as_bytes()),
                Err(JsonError { offset, reason }),
                "{text}"
            );
        }
    }

    #[test]
    fn depth_is_limited() {
        let parse = |s: &str| check(s.as_bytes());
        let ok = format!("{}{}", "[".repeat(MAX_DEPTH), "]".repeat(MAX_DEPTH));
        assert!(parse(&ok).is_ok());
        let objects = format!("{}1{}", "{\"a\":".repeat(MAX_DEPTH), "}".repeat(MAX_DEPTH));
        assert!(parse(&objects).is_ok());
        let deep = "[".repeat(100_000);
        assert_eq!(check(deep.as_bytes()).unwrap_err().offset, MAX_DEPTH);
        let mixed = format!("{}[", "[{\"a\":".repeat(MAX_DEPTH / 2));
        assert_eq!(
            check(mixed.as_bytes()),
            Err(JsonError {
                offset: 6 * MAX_DEPTH / 2,
                reason: JsonReason::Depth
            })
        );
    }
}
