//! A small JSON reader for the JKF conversions that never allocates.
//!
//! [`check`] validates the whole text once: the full JSON grammar, string
//! escapes and `\u` surrogate pairs included, with arrays and objects nested
//! at most [`MAX_DEPTH`] deep. It keeps one bit per open array or object
//! instead of recursing, so hostile input cannot overflow the stack. A
//! [`Value`] is then a span of the checked text, read on demand: members
//! looked up by key, items walked, strings decoded only where they are
//! compared with a name. Numbers keep their literal text (JKF needs only
//! small integers, and float parsing would triple the WebAssembly module).
//! Everything takes time linear in the input and never panics.

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

/// A value of checked JSON text: where it starts and ends.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Value<'a> {
    text: &'a str,
    start: usize,
    end: usize,
}

/// What a value is, by its first byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Type {
    Null,
    Bool,
    Number,
    String,
    Array,
    Object,
}

impl<'a> Value<'a> {
    /// The value of `text`, which [`check`] accepted.
    pub(crate) fn root(text: &'a str) -> Value<'a> {
        Value::at(text, skip_space(text.as_bytes(), 0))
    }

    fn at(text: &'a str, start: usize) -> Value<'a> {
        Value {
            text,
            start,
            end: value_end(text.as_bytes(), start),
        }
    }

    /// The byte offset of the value in the text.
    pub(crate) const fn offset(self) -> usize {
        self.start
    }

    /// The value as written.
    pub(crate) fn raw(self) -> &'a str {
        self.text.get(self.start..self.end).unwrap_or_default()
    }

    #[inline(never)]
    pub(crate) fn kind(self) -> Type {
        match self.text.as_bytes().get(self.start) {
            Some(b'n') => Type::Null,
            Some(b't' | b'f') => Type::Bool,
            Some(b'"') => Type::String,
            Some(b'[') => Type::Array,
            Some(b'{') => Type::Object,
            _ => Type::Number,
        }
    }

    /// The items of an array (none for other values).
    pub(crate) fn items(self) -> Items<'a> {
        Items {
            text: self.text,
            pos: self.start + 1,
            done: self.kind() != Type::Array,
        }
    }

    /// The members of an object, keys and values in input order (none for
    /// other values).
    pub(crate) fn members(self) -> Members<'a> {
        Members(Items {
            text: self.text,
            pos: self.start + 1,
            done: self.kind() != Type::Object,
        })
    }

    /// The value of `key` in an object (the last one, as `JSON.parse` keeps);
    /// `None` for a missing key, a `null` value or a value that is not an object.
    #[inline(never)]
    pub(crate) fn get(self, key: &str) -> Option<Value<'a>> {
        self.members()
            .filter(|(k, _)| k.name().is(key))
            .last()
            .map(|(_, v)| v)
            .filter(|v| v.kind() != Type::Null)
    }

    /// A string's text, decoded, when it is ASCII and at most [`NAME_MAX`]
    /// bytes long: the only strings that can equal a JKF name. Other strings
    /// and other values give a name equal to none.
    #[inline(never)]
    pub(crate) fn name(self) -> Name {
        self.decode().unwrap_or(Name {
            bytes: [0; NAME_MAX],
            len: u8::MAX,
        })
    }

    fn decode(self) -> Option<Name> {
        if self.kind() != Type::String {
            return None;
        }
        let raw = self.raw().as_bytes();
        let mut rest = raw.get(1..raw.len().saturating_sub(1))?;
        let mut name = Name {
            bytes: [0; NAME_MAX],
            len: 0,
        };
        while let Some((&b, tail)) = rest.split_first() {
            rest = tail;
            let b = match b {
                b'\\' => {
                    let (&e, tail) = rest.split_first()?;
                    rest = tail;
                    match e {
                        b'b' => 8,
                        b'f' => 12,
                        b'n' => b'\n',
                        b'r' => b'\r',
                        b't' => b'\t',
                        b'u' => {
                            let hex = rest.get(..4)?;
                            rest = rest.get(4..)?;
                            let code = hex
                                .iter()
                                .try_fold(0, |n, &h| Some(n * 16 + hex_digit(h)?))?;
                            u8::try_from(code).ok()?
                        }
                        other => other,
                    }
                }
                b => b,
            };
            if !b.is_ascii() {
                return None;
            }
            *name.bytes.get_mut(usize::from(name.len))? = b;
            name.len += 1;
        }
        Some(name)
    }

    /// A number that is a small non-negative integer: digits with an optional
    /// all-zero fraction (`2`, `1.0`, `-0`); `None` for other numbers, for
    /// exponents, for values above 255 and for values that are not numbers.
    #[inline(never)]
    pub(crate) fn small_integer(self) -> Option<u8> {
        if self.kind() != Type::Number {
            return None;
        }
        let raw = self.raw().as_bytes();
        let (negative, digits) = match raw.split_first() {
            Some((b'-', rest)) => (true, rest),
            _ => (false, raw),
        };
        let mut n = 0u32;
        let mut rest = digits;
        while let Some((&d @ b'0'..=b'9', tail)) = rest.split_first() {
            n = n.saturating_mul(10).saturating_add(u32::from(d - b'0'));
            rest = tail;
        }
        if let Some((b'.', fraction)) = rest.split_first() {
            rest = fraction;
            while let Some((b'0', tail)) = rest.split_first() {
                rest = tail;
            }
        }
        if !rest.is_empty() || (negative && n != 0) {
            return None;
        }
        u8::try_from(n).ok()
    }
}

/// The longest name a JKF object compares strings with (`initial`).
const NAME_MAX: usize = 7;

/// A short ASCII string decoded from JSON.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Name {
    bytes: [u8; NAME_MAX],
    len: u8,
}

impl Name {
    /// The decoded bytes; `None` for a string that can equal no name.
    pub(crate) fn bytes(&self) -> Option<&[u8]> {
        self.bytes.get(..usize::from(self.len))
    }

    /// True when the name is `s`.
    pub(crate) fn is(&self, s: &str) -> bool {
        self.bytes() == Some(s.as_bytes())
    }
}

/// The items of an array.
pub(crate) struct Items<'a> {
    text: &'a str,
    pos: usize,
    done: bool,
}

impl<'a> Iterator for Items<'a> {
    type Item = Value<'a>;

    #[inline(never)]
    fn next(&mut self) -> Option<Value<'a>> {
        let bytes = self.text.as_bytes();
        if self.done {
            return None;
        }
        let start = skip_space(bytes, self.pos);
        if matches!(bytes.get(start), None | Some(b']' | b'}')) {
            self.done = true;
            return None;
        }
        let item = Value::at(self.text, start);
        // A comma or the closing bracket follows: step past a comma.
        self.pos = skip_space(bytes, item.end);
        if bytes.get(self.pos) == Some(&b',') {
            self.pos += 1;
        }
        Some(item)
    }
}

/// The members of an object: each key (a string value) and its value.
pub(crate) struct Members<'a>(Items<'a>);

impl<'a> Iterator for Members<'a> {
    type Item = (Value<'a>, Value<'a>);

    fn next(&mut self) -> Option<(Value<'a>, Value<'a>)> {
        let key = self.0.next()?;
        // `next` stopped at the colon after the key: the value follows it.
        self.0.pos += 1;
        let value = self.0.next()?;
        Some((key, value))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<Value<'_>, JsonError> {
        check(text.as_bytes()).map(|()| Value::root(text))
    }

    #[test]
    fn reads_checked_text() {
        let text = r#" {"a":[1,-2.5,1e3,true,false,null],"b":"x\"\\\/\u00e9\ud83d\ude00\n","c":{}, "a" : [ ] } "#;
        let v = parse(text).unwrap();
        assert_eq!(v.kind(), Type::Object);
        let keys: Vec<&str> = v.members().map(|(k, _)| k.raw()).collect();
        assert_eq!(keys, [r#""a""#, r#""b""#, r#""c""#, r#""a""#]);
        let a = v.members().next().unwrap().1;
        let items: Vec<&str> = a.items().map(Value::raw).collect();
        assert_eq!(items, ["1", "-2.5", "1e3", "true", "false", "null"]);
        assert_eq!(v.get("a").unwrap().raw(), "[ ]");
        assert_eq!(v.get("a").unwrap().items().count(), 0);
        assert_eq!(v.get("c").unwrap().members().count(), 0);
        assert_eq!(
            v.get("b").unwrap().raw(),
            r#""x\"\\\/\u00e9\ud83d\ude00\n""#
        );
        assert_eq!(v.get("b").unwrap().offset(), 39);
        assert_eq!(v.get("b").unwrap().name().bytes(), None);
        assert_eq!(parse(" [ ] ").unwrap().items().count(), 0);
    }

    #[test]
    fn names_and_integers() {
        let name = |s: &str| parse(s).unwrap().name();
        assert!(name(r#""\u0048IRATE""#).is("HIRATE"));
        assert_eq!(name(r#""a\"\/\n\b""#).bytes(), Some(&b"a\"/\n\x08"[..]));
        assert!(name(r#""""#).is(""));
        assert!(name(r#""initial""#).is("initial"));
        for s in [r#""initials""#, r#""é""#, r#""\u00e9""#, "1", "null"] {
            assert_eq!(name(s).bytes(), None, "{s}");
            assert!(!name(s).is(""), "{s}");
        }
        let int = |s: &str| parse(s).unwrap().small_integer();
        assert_eq!(int("1.0"), Some(1));
        assert_eq!(int("-0"), Some(0));
        assert_eq!(int("-0.00"), Some(0));
        assert_eq!(int("18"), Some(18));
        assert_eq!(int("255"), Some(255));
        assert_eq!(int("256"), None);
        assert_eq!(int("99999999999999999999"), None);
        assert_eq!(int("-2"), None);
        assert_eq!(int("1.5"), None);
        assert_eq!(int("1e0"), None);
        assert_eq!(int("\"1\""), None);
        assert_eq!(int("true"), None);
    }

    #[test]
    fn get_finds_the_last_non_null() {
        let v = parse(r#"{"a":1,"a":2,"n":null,"m":3,"m":null}"#).unwrap();
        assert_eq!(v.get("a").map(Value::raw), Some("2"));
        assert!(v.get("n").is_none());
        assert!(v.get("m").is_none());
        assert!(v.get("z").is_none());
        assert!(parse("[1]").unwrap().get("a").is_none());
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
