//! A JSON value tree, the one form both JKF readers ([`crate::jkf`] for an
//! `initial` object, [`crate::kifu::jkf`] for a record) read from. It is
//! built from JSON text ([`parse`], for Rust callers) or from packed words
//! ([`from_words`], what the WebAssembly binding receives from the shim,
//! which walks a JavaScript value as `JSON.stringify` does and hands it over
//! without any JSON text).
//!
//! Strings are decoded, numbers keep their text (as written, or `String(n)`
//! from JavaScript, which is `JSON.stringify(n)` for a finite number), and
//! arrays and objects nest at most [`MAX_DEPTH`] deep, so that hostile input
//! cannot exhaust the stack. Each value keeps where it is in its source (a
//! byte offset), for the errors that quote it.

use crate::Kind;
use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;

/// How deep arrays and objects may nest (a JKF with variations of
/// variations nests four levels per variation): the outermost is at depth 1.
pub const MAX_DEPTH: usize = 256;

/// A JSON value and where it is: its byte offset in the text, or, packed,
/// the byte offset of its string or number text in the string block (for
/// other values, the index of its word).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Json<'a> {
    pub at: usize,
    pub v: Value<'a>,
}

/// What a JSON value is.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Value<'a> {
    Null,
    Bool(bool),
    /// The number's literal text.
    Number(&'a str),
    /// Borrowed from the source unless it has escapes.
    Str(Cow<'a, str>),
    Array(Vec<Json<'a>>),
    /// Members in the order written: each key (a string) and its value.
    Object(Vec<(Json<'a>, Json<'a>)>),
}

impl<'a> Json<'a> {
    /// The value of the first member named `key` of an object.
    #[cfg(any(feature = "kifu", test))]
    pub(crate) fn get(&self, key: &str) -> Option<&Json<'a>> {
        self.members()?
            .iter()
            .find(|(k, _)| k.as_str() == Some(key))
            .map(|(_, v)| v)
    }

    /// The value of the last member named `key` of an object, unless it is
    /// `null` (as `JSON.parse` keeps the last one).
    pub(crate) fn get_last(&self, key: &str) -> Option<&Json<'a>> {
        self.members()?
            .iter()
            .rev()
            .find(|(k, _)| k.as_str() == Some(key))
            .map(|(_, v)| v)
            .filter(|v| !v.is_null())
    }

    pub(crate) fn members(&self) -> Option<&[(Json<'a>, Json<'a>)]> {
        match &self.v {
            Value::Object(m) => Some(m),
            _ => None,
        }
    }

    pub(crate) fn items(&self) -> Option<&[Json<'a>]> {
        match &self.v {
            Value::Array(items) => Some(items),
            _ => None,
        }
    }

    pub(crate) fn is_null(&self) -> bool {
        self.v == Value::Null
    }

    pub(crate) fn is_object(&self) -> bool {
        matches!(self.v, Value::Object(_))
    }

    #[cfg(feature = "kifu")]
    pub(crate) fn as_bool(&self) -> Option<bool> {
        match self.v {
            Value::Bool(b) => Some(b),
            _ => None,
        }
    }

    /// A number written as a decimal integer that fits in a `u32`.
    #[cfg(feature = "kifu")]
    #[inline(never)]
    pub(crate) fn as_u32(&self) -> Option<u32> {
        match self.v {
            // Digits read by hand: `str::parse` links a general radix reader.
            Value::Number(n) if !n.is_empty() => n.bytes().try_fold(0u32, |v, d| {
                let d = d.checked_sub(b'0').filter(|d| *d < 10)?;
                v.checked_mul(10)?.checked_add(u32::from(d))
            }),
            _ => None,
        }
    }

    pub(crate) fn as_str(&self) -> Option<&str> {
        match &self.v {
            Value::Str(s) => Some(s),
            _ => None,
        }
    }
}

/// Where the text stops being JSON: byte offset and what was expected.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct JsonError {
    pub offset: usize,
    pub expected: &'static str,
}

struct Reader<'a> {
    b: &'a [u8],
    s: &'a str,
    pos: usize,
}

/// Parses one JSON value with optional whitespace around it.
pub(crate) fn parse(text: &str) -> Result<Json<'_>, JsonError> {
    let mut r = Reader {
        b: text.as_bytes(),
        s: text,
        pos: 0,
    };
    let v = r.value(0)?;
    r.space();
    if r.pos != r.b.len() {
        return Err(r.error("the end of the text"));
    }
    Ok(v)
}

impl<'a> Reader<'a> {
    fn error(&self, expected: &'static str) -> JsonError {
        JsonError {
            offset: self.pos,
            expected,
        }
    }

    fn space(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.b.get(self.pos) {
            self.pos += 1;
        }
    }

    fn eat(&mut self, c: u8) -> bool {
        self.space();
        if self.b.get(self.pos) == Some(&c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn value(&mut self, depth: usize) -> Result<Json<'a>, JsonError> {
        if depth > MAX_DEPTH {
            return Err(self.error("less nesting"));
        }
        self.space();
        let at = self.pos;
        let v = match self.b.get(self.pos) {
            Some(b'{') => {
                self.pos += 1;
                let mut members = Vec::new();
                if !self.eat(b'}') {
                    loop {
                        self.space();
                        if self.b.get(self.pos) != Some(&b'"') {
                            return Err(self.error("a string key"));
                        }
                        let key = Json {
                            at: self.pos,
                            v: Value::Str(self.string()?),
                        };
                        if !self.eat(b':') {
                            return Err(self.error("':'"));
                        }
                        let v = self.value(depth + 1)?;
                        members.push((key, v));
                        if self.eat(b',') {
                            continue;
                        }
                        if self.eat(b'}') {
                            break;
                        }
                        return Err(self.error("',' or '}'"));
                    }
                }
                Value::Object(members)
            }
            Some(b'[') => {
                self.pos += 1;
                let mut items = Vec::new();
                if !self.eat(b']') {
                    loop {
                        items.push(self.value(depth + 1)?);
                        if self.eat(b',') {
                            continue;
                        }
                        if self.eat(b']') {
                            break;
                        }
                        return Err(self.error("',' or ']'"));
                    }
                }
                Value::Array(items)
            }
            Some(b'"') => Value::Str(self.string()?),
            Some(b'-' | b'0'..=b'9') => self.number()?,
            _ => {
                let Some(v) = [
                    ("true", Value::Bool(true)),
                    ("false", Value::Bool(false)),
                    ("null", Value::Null),
                ]
                .into_iter()
                .find_map(|(word, v)| {
                    self.b[self.pos..]
                        .starts_with(word.as_bytes())
                        .then_some((word, v))
                }) else {
                    return Err(self.error("a value"));
                };
                self.pos += v.0.len();
                v.1
            }
        };
        Ok(Json { at, v })
    }

    fn number(&mut self) -> Result<Value<'a>, JsonError> {
        let start = self.pos;
        if self.b[self.pos] == b'-' {
            self.pos += 1;
        }
        let digits = |r: &mut Self| {
            let s = r.pos;
            while r.b.get(r.pos).is_some_and(u8::is_ascii_digit) {
                r.pos += 1;
            }
            r.pos > s
        };
        if !digits(self) {
            return Err(self.error("a digit"));
        }
        if self.b.get(self.pos) == Some(&b'.') {
            self.pos += 1;
            if !digits(self) {
                return Err(self.error("a digit"));
            }
        }
        if let Some(b'e' | b'E') = self.b.get(self.pos) {
            self.pos += 1;
            if let Some(b'+' | b'-') = self.b.get(self.pos) {
                self.pos += 1;
            }
            if !digits(self) {
                return Err(self.error("a digit"));
            }
        }
        Ok(Value::Number(&self.s[start..self.pos]))
    }

    fn hex4(&mut self) -> Result<u32, JsonError> {
        let h = self
            .s
            .get(self.pos..self.pos + 4)
            .and_then(|h| u32::from_str_radix(h, 16).ok())
            .filter(|_| {
                self.b[self.pos..self.pos + 4]
                    .iter()
                    .all(u8::is_ascii_hexdigit)
            })
            .ok_or_else(|| self.error("four hex digits"))?;
        self.pos += 4;
        Ok(h)
    }

    /// A string: borrowed from the text unless it has escapes.
    fn string(&mut self) -> Result<Cow<'a, str>, JsonError> {
        self.pos += 1;
        let start = self.pos;
        while let Some(&c) = self.b.get(self.pos) {
            if c == b'"' {
                self.pos += 1;
                return Ok(Cow::Borrowed(&self.s[start..self.pos - 1]));
            }
            if c == b'\\' || c < 0x20 {
                break;
            }
            self.pos += 1;
        }
        self.pos = start - 1;
        self.owned_string().map(Cow::Owned)
    }

    fn owned_string(&mut self) -> Result<String, JsonError> {
        self.pos += 1;
        let mut out = String::new();
        loop {
            let start = self.pos;
            while let Some(&c) = self.b.get(self.pos) {
                if c == b'"' || c == b'\\' || c < 0x20 {
                    break;
                }
                self.pos += 1;
            }
            out.push_str(&self.s[start..self.pos]);
            match self.b.get(self.pos) {
                Some(b'"') => {
                    self.pos += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.pos += 1;
                    let c = self.b.get(self.pos).copied();
                    self.pos += 1;
                    out.push(match c {
                        Some(b'"') => '"',
                        Some(b'\\') => '\\',
                        Some(b'/') => '/',
                        Some(b'b') => '\u{8}',
                        Some(b'f') => '\u{c}',
                        Some(b'n') => '\n',
                        Some(b'r') => '\r',
                        Some(b't') => '\t',
                        Some(b'u') => {
                            let hi = self.hex4()?;
                            let code = if (0xd800..0xdc00).contains(&hi) {
                                if !self.b[self.pos..].starts_with(b"\\u") {
                                    return Err(self.error("a low surrogate"));
                                }
                                self.pos += 2;
                                let lo = self.hex4()?;
                                if !(0xdc00..0xe000).contains(&lo) {
                                    return Err(self.error("a low surrogate"));
                                }
                                0x10000 + ((hi - 0xd800) << 10) + (lo - 0xdc00)
                            } else {
                                hi
                            };
                            char::from_u32(code).ok_or_else(|| self.error("a valid \\u escape"))?
                        }
                        _ => {
                            self.pos -= 1;
                            return Err(self.error("a valid escape"));
                        }
                    });
                }
                Some(_) => return Err(self.error("no control character in a string")),
                None => return Err(self.error("'\"'")),
            }
        }
    }
}

/// Writes `s` as a JSON string.
#[cfg(feature = "kifu")]
pub(crate) fn write_string(out: &mut String, s: &str) {
    out.push('"');
    let mut start = 0;
    for (i, c) in s.char_indices() {
        let esc = match c {
            '"' => "\\\"",
            '\\' => "\\\\",
            '\n' => "\\n",
            '\r' => "\\r",
            '\t' => "\\t",
            c if (c as u32) < 0x20 => "",
            _ => continue,
        };
        out.push_str(&s[start..i]);
        if esc.is_empty() {
            out.push_str(&alloc::format!("\\u{:04x}", c as u32));
        } else {
            out.push_str(esc);
        }
        start = i + c.len_utf8();
    }
    out.push_str(&s[start..]);
    out.push('"');
}

/// Packed words that are not a value: the index of the word where that was
/// found (the number of words when they ended early) and what was wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PackedError {
    /// The word's index.
    pub word: usize,
    /// What was expected there.
    pub expected: &'static str,
}

/// The tags of packed words (see [`from_words`]).
pub mod tag {
    /// `null`.
    pub const NULL: u32 = 0;
    /// `false`.
    pub const FALSE: u32 = 1;
    /// `true`.
    pub const TRUE: u32 = 2;
    /// A number: its text, `n` bytes of the string block.
    pub const NUMBER: u32 = 3;
    /// A string: `n` UTF-16 units of the string block.
    pub const STRING: u32 = 4;
    /// An array of `n` items, which follow.
    pub const ARRAY: u32 = 5;
    /// An object of `n` members, which follow: each a key word (the key's
    /// length in UTF-16 units of the string block, or [`NAMED`] with the
    /// index of a name of [`NAMES`](super::NAMES)), then its value.
    pub const OBJECT: u32 = 6;
    /// A non-negative integer below [`INT_LIMIT`](super::INT_LIMIT): `n`
    /// itself, with no text in the string block.
    pub const INT: u32 = 7;
    /// The bit of a string's word (with the `STRING` tag) or of a key word
    /// that makes its count the index of a name of [`NAMES`](super::NAMES),
    /// with no text in the string block.
    pub const NAMED: u32 = 1 << 31;
}

/// The integers a packed word may carry itself (the packed tag `INT`): below this.
pub const INT_LIMIT: u32 = 100;

/// The text of the integers below [`INT_LIMIT`]: 0 to 9 at `2n + 1`, 10 to
/// 99 at `2n`, two digits each.
const DIGITS: &str = "00010203040506070809\
                      10111213141516171819\
                      20212223242526272829\
                      30313233343536373839\
                      40414243444546474849\
                      50515253545556575859\
                      60616263646566676869\
                      70717273747576777879\
                      80818283848586878889\
                      90919293949596979899";

/// The names a packed key or string may name by index (the packed tag `NAMED`)
/// instead of carrying its text: the members and the piece names of JKF.
/// The members first, then the kinds' CSA names in [`Kind::ALL`] order.
pub const NAMES: [&str; 43] = {
    const MEMBERS: [&str; 29] = [
        "header", "initial", "preset", "data", "color", "board", "hands", "kind", "moves",
        "comments", "move", "from", "to", "x", "y", "piece", "same", "promote", "capture",
        "relative", "time", "now", "total", "h", "m", "s", "special", "forks", "illegal",
    ];
    let mut t = [""; 43];
    let mut i = 0;
    while i < MEMBERS.len() {
        t[i] = MEMBERS[i];
        i += 1;
    }
    let mut k = 0;
    while k < Kind::ALL.len() {
        t[MEMBERS.len() + k] = Kind::ALL[k].csa();
        k += 1;
    }
    t
};

/// Reads one value from packed words: each value is one word, its tag
/// ([`tag`]) in the low three bits and a count `n` in the others, arrays
/// and objects followed by their contents; the text of every number, string
/// and key is in `block`, one after the other in the order the words name
/// them, measured in UTF-16 units for strings and keys (what JavaScript
/// counts) and in bytes for numbers (ASCII). Every word must be read and
/// the whole block used. Any words at all give a value or an error, in time
/// linear in their number, without a panic.
pub(crate) fn from_words<'a>(words: &[u32], block: &'a str) -> Result<Json<'a>, PackedError> {
    let mut r = Words {
        words,
        at: 0,
        block,
        pos: 0,
    };
    let v = r.value(0)?;
    if r.at != words.len() {
        return Err(r.error("no word after the value"));
    }
    if r.pos != block.len() {
        return Err(r.error("no text after the last string"));
    }
    Ok(v)
}

struct Words<'w, 'a> {
    words: &'w [u32],
    at: usize,
    block: &'a str,
    /// Byte offset in `block`.
    pos: usize,
}

impl<'a> Words<'_, 'a> {
    fn error(&self, expected: &'static str) -> PackedError {
        PackedError {
            word: self.at,
            expected,
        }
    }

    fn next(&mut self) -> Result<u32, PackedError> {
        let w = *self.words.get(self.at).ok_or(self.error("a word"))?;
        self.at += 1;
        Ok(w)
    }

    /// The next `units` UTF-16 units of the block.
    fn units(&mut self, units: u32) -> Result<&'a str, PackedError> {
        let rest = self.block.get(self.pos..).unwrap_or_default();
        // Character by character, from each one's first byte (the block is
        // UTF-8): four bytes make two UTF-16 units, fewer one.
        let mut left = units as usize;
        let mut bytes = 0;
        while left > 0 {
            let first = *rest
                .as_bytes()
                .get(bytes)
                .ok_or(self.error("a string in the block"))?;
            left = left
                .checked_sub(1 + usize::from(first >= 0xF0))
                .ok_or(self.error("a string of whole characters"))?;
            bytes += match first {
                0..0x80 => 1,
                0x80..0xE0 => 2,
                0xE0..0xF0 => 3,
                _ => 4,
            };
        }
        let s = rest.get(..bytes).unwrap_or_default();
        self.pos += bytes;
        Ok(s)
    }

    /// The name of [`NAMES`] at `index`.
    fn name(&self, index: u32) -> Result<&'static str, PackedError> {
        NAMES
            .get(index as usize)
            .copied()
            .ok_or(self.error("a name's index"))
    }

    fn value(&mut self, depth: usize) -> Result<Json<'a>, PackedError> {
        let index = self.at;
        let word = self.next()?;
        let n = word >> 3;
        let v = match word & 7 {
            tag::NULL if n == 0 => Value::Null,
            tag::FALSE if n == 0 => Value::Bool(false),
            tag::TRUE if n == 0 => Value::Bool(true),
            tag::NUMBER => {
                let at = self.pos;
                let text = self
                    .block
                    .get(at..at.saturating_add(n as usize))
                    .filter(|t| is_number(t))
                    .ok_or(PackedError {
                        word: index,
                        expected: "a number's text",
                    })?;
                self.pos += text.len();
                return Ok(Json {
                    at,
                    v: Value::Number(text),
                });
            }
            tag::INT if n < INT_LIMIT => {
                let n = n as usize;
                let text = DIGITS
                    .get(if n < 10 { 2 * n + 1 } else { 2 * n }..2 * n + 2)
                    .unwrap_or_default();
                Value::Number(text)
            }
            tag::STRING if word & tag::NAMED != 0 => {
                Value::Str(Cow::Borrowed(self.name((word & !tag::NAMED) >> 3)?))
            }
            tag::STRING => {
                let at = self.pos;
                let s = self.units(n)?;
                return Ok(Json {
                    at,
                    v: Value::Str(Cow::Borrowed(s)),
                });
            }
            tag::ARRAY | tag::OBJECT => {
                if depth >= MAX_DEPTH {
                    return Err(PackedError {
                        word: index,
                        expected: "less nesting",
                    });
                }
                // Each item takes a word at least: more than the words left
                // cannot be there (and would reserve too much).
                let n = n as usize;
                if n > self.words.len() - self.at {
                    return Err(PackedError {
                        word: index,
                        expected: "as many values as the count",
                    });
                }
                let no_memory = PackedError {
                    word: index,
                    expected: "memory for the value",
                };
                if word & 7 == tag::ARRAY {
                    let mut items = Vec::new();
                    for _ in 0..n {
                        let item = self.value(depth + 1)?;
                        push(&mut items, item).ok_or(no_memory)?;
                    }
                    Value::Array(items)
                } else {
                    let mut members = Vec::new();
                    for _ in 0..n {
                        let units = self.next()?;
                        let key = Json {
                            at: self.pos,
                            v: Value::Str(Cow::Borrowed(if units & tag::NAMED != 0 {
                                self.name(units & !tag::NAMED)?
                            } else {
                                self.units(units)?
                            })),
                        };
                        let member = (key, self.value(depth + 1)?);
                        push(&mut members, member).ok_or(no_memory)?;
                    }
                    Value::Object(members)
                }
            }
            _ => {
                return Err(PackedError {
                    word: index,
                    expected: "a value's tag",
                })
            }
        };
        Ok(Json { at: index, v })
    }
}

/// Appends `x`, growing `v` by the fallible `try_reserve`, so that no path
/// to a panic (and its formatting) comes into the WebAssembly module; `None`
/// when memory cannot hold it.
fn push<T>(v: &mut Vec<T>, x: T) -> Option<()> {
    v.try_reserve(1).ok()?;
    // Always room here; the test lets the optimizer drop `push`'s own growth.
    if v.len() == v.capacity() {
        return None;
    }
    v.push(x);
    Some(())
}

/// True for the text of a JSON number.
fn is_number(t: &str) -> bool {
    let b = t.as_bytes();
    let b = b.strip_prefix(b"-").unwrap_or(b);
    // No leading zero before another digit.
    if b.first() == Some(&b'0') && b.get(1).is_some_and(u8::is_ascii_digit) {
        return false;
    }
    let Some(mut i) = digits(b, 0) else {
        return false;
    };
    if b.get(i) == Some(&b'.') {
        let Some(end) = digits(b, i + 1) else {
            return false;
        };
        i = end;
    }
    if let Some(b'e' | b'E') = b.get(i) {
        i += 1;
        if let Some(b'+' | b'-') = b.get(i) {
            i += 1;
        }
        let Some(end) = digits(b, i) else {
            return false;
        };
        i = end;
    }
    i == b.len()
}

/// Where the digits from `b[i]` end, `None` when there is none there.
#[inline(never)]
fn digits(b: &[u8], i: usize) -> Option<usize> {
    let mut end = i;
    while b.get(end).is_some_and(u8::is_ascii_digit) {
        end += 1;
    }
    (end > i).then_some(end)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn string(text: &str) -> Result<Cow<'_, str>, JsonError> {
        match parse(text)?.v {
            Value::Str(s) => Ok(s),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn strings_are_borrowed_unless_escaped() {
        assert!(matches!(string("\"７六歩\""), Ok(Cow::Borrowed("７六歩"))));
        assert!(matches!(string(" \"\" "), Ok(Cow::Borrowed(""))));
        let escaped = string(r#""a\"b\\c\/d\n\u00e9\ud83d\ude00x""#).unwrap();
        assert!(matches!(escaped, Cow::Owned(_)));
        assert_eq!(escaped, "a\"b\\c/d\né😀x");
        // Escapes after plain text, and keys.
        let v = parse(r#"{"k\u0065y": "v", "plain": "w\tx"}"#).unwrap();
        assert_eq!(v.get("key").and_then(Json::as_str), Some("v"));
        assert_eq!(v.get("plain").and_then(Json::as_str), Some("w\tx"));
        assert_eq!(v.get("plain").map(|v| v.at), Some(27));
    }

    #[test]
    fn bad_strings_are_refused_where_they_fail() {
        for (text, offset) in [
            ("\"abc", 4),
            ("\"a\u{1}b\"", 2),
            (r#""a\x""#, 3),
            (r#""\ud83dx""#, 7),
            (r#""\u12""#, 3),
        ] {
            assert_eq!(string(text).map_err(|e| e.offset), Err(offset), "{text}");
        }
    }

    const fn w(tag: u32, n: u32) -> u32 {
        tag | n << 3
    }

    #[test]
    fn packed_words_read_as_the_same_tree_as_text() {
        use tag::*;
        // {"a":[1,-2.5,true,false,null],"é😀":"x\"y","o":{}}
        let words = [
            w(OBJECT, 3),
            1,
            w(ARRAY, 5),
            w(NUMBER, 1),
            w(NUMBER, 4),
            w(TRUE, 0),
            w(FALSE, 0),
            w(NULL, 0),
            3,
            w(STRING, 3),
            1,
            w(OBJECT, 0),
        ];
        let block = "a1-2.5é😀x\"yo";
        let packed = from_words(&words, block).unwrap();
        let text = parse(r#"{"a":[1,-2.5,true,false,null],"é😀":"x\"y","o":{}}"#).unwrap();
        // The same values (positions differ).
        fn strip(j: &Json<'_>) -> Value<'static> {
            match &j.v {
                Value::Null => Value::Null,
                Value::Bool(b) => Value::Bool(*b),
                Value::Number(n) => Value::Str(Cow::Owned(String::from(*n))),
                Value::Str(s) => Value::Str(Cow::Owned(s.to_string())),
                Value::Array(items) => {
                    Value::Array(items.iter().map(|i| Json { at: 0, v: strip(i) }).collect())
                }
                Value::Object(m) => Value::Object(
                    m.iter()
                        .map(|(k, v)| (Json { at: 0, v: strip(k) }, Json { at: 0, v: strip(v) }))
                        .collect(),
                ),
            }
        }
        assert_eq!(strip(&packed), strip(&text));
        // A string's and a number's position is their byte offset in the block.
        assert_eq!(packed.get("é😀").map(|v| v.at), Some(12));
        assert_eq!(
            packed.get("a").and_then(|a| a.items()).map(|i| i[1].at),
            Some(2)
        );
    }

    #[test]
    fn named_strings_and_small_integers_carry_no_text() {
        use tag::*;
        let name = |n: &str| NAMES.iter().position(|&k| k == n).unwrap() as u32;
        // {"to":{"x":7,"y":10},"piece":"FU","é":99,"moves":"x"}, the names and integers in words.
        let words = [
            w(OBJECT, 4),
            NAMED | name("to"),
            w(OBJECT, 2),
            NAMED | name("x"),
            w(INT, 7),
            NAMED | name("y"),
            w(INT, 10),
            NAMED | name("piece"),
            w(STRING, name("FU")) | NAMED,
            1,
            w(INT, 99),
            NAMED | name("moves"),
            w(STRING, 1),
        ];
        let v = from_words(&words, "éx").unwrap();
        let text = parse(r#"{"to":{"x":7,"y":10},"piece":"FU","é":99,"moves":"x"}"#).unwrap();
        let to = v.get("to").unwrap();
        assert_eq!(to.get("x").unwrap().v, Value::Number("7"));
        assert_eq!(to.get("y").unwrap().v, Value::Number("10"));
        assert_eq!(v.get("piece").and_then(Json::as_str), Some("FU"));
        assert_eq!(v.get("é").unwrap().v, Value::Number("99"));
        assert_eq!(v.get("moves").and_then(Json::as_str), Some("x"));
        assert_eq!(text.get("é").unwrap().v, Value::Number("99"));
        for n in 0..INT_LIMIT {
            let v = from_words(&[w(INT, n)], "").unwrap();
            assert_eq!(v.v, Value::Number(&n.to_string()));
        }
    }

    #[test]
    fn bad_words_are_errors() {
        use tag::*;
        let err = |words: &[u32], block: &str| from_words(words, block).unwrap_err();
        assert_eq!(err(&[], "").expected, "a word");
        assert_eq!(err(&[w(INT, INT_LIMIT)], "").expected, "a value's tag");
        assert_eq!(
            err(&[w(STRING, NAMES.len() as u32) | NAMED], "").expected,
            "a name's index"
        );
        assert_eq!(
            err(&[w(OBJECT, 1), NAMED | NAMES.len() as u32, w(NULL, 0)], "").expected,
            "a name's index"
        );
        assert_eq!(err(&[w(NULL, 1)], "").expected, "a value's tag");
        assert_eq!(err(&[w(NULL, 0), 0], "").word, 1);
        assert_eq!(
            err(&[w(NULL, 0)], "x").expected,
            "no text after the last string"
        );
        assert_eq!(err(&[w(STRING, 2)], "x").expected, "a string in the block");
        // Half of a surrogate pair.
        assert_eq!(
            err(&[w(STRING, 1)], "😀").expected,
            "a string of whole characters"
        );
        assert_eq!(err(&[w(NUMBER, 2)], "1x").expected, "a number's text");
        assert_eq!(err(&[w(NUMBER, 1)], "é").expected, "a number's text");
        for bad in ["", "01", "1.", "-", "1e", ".5", "+1", "1e+"] {
            assert!(!is_number(bad), "{bad}");
        }
        for good in ["0", "-0", "1.5", "1e+21", "-2.5E-7", "123"] {
            assert!(is_number(good), "{good}");
        }
        assert_eq!(
            err(&[w(ARRAY, 2), w(NULL, 0)], "").expected,
            "as many values as the count"
        );
        assert_eq!(err(&[w(ARRAY, u32::MAX >> 3)], "").word, 0);
        // Nesting: MAX_DEPTH arrays are read, one more is refused.
        let mut deep = vec![w(ARRAY, 1); MAX_DEPTH - 1];
        deep.push(w(ARRAY, 0));
        assert!(from_words(&deep, "").is_ok());
        deep.pop();
        deep.push(w(ARRAY, 1));
        deep.push(w(ARRAY, 0));
        assert_eq!(err(&deep, "").expected, "less nesting");
        assert_eq!(err(&deep, "").word, MAX_DEPTH);
    }

    mod random {
        use super::*;
        use proptest::prelude::*;

        proptest! {
            #![proptest_config(ProptestConfig {
                cases: if std::env::var_os("SHOGI64_FULL").is_some() { 200_000 } else { 5_000 },
                failure_persistence: None,
                // A fixed seed: the same cases on every run.
                rng_seed: proptest::test_runner::RngSeed::Fixed(0x5e64),
                ..ProptestConfig::default()
            })]

            /// Any words and any block read as a value or an error, never a panic.
            #[test]
            fn random_words_never_panic(
                words in proptest::collection::vec(
                    prop_oneof![any::<u32>(), (0u32..8, 0u32..6).prop_map(|(t, n)| t | n << 3)],
                    0..40,
                ),
                block in "[a-z0-9.\\-é😀]{0,12}",
            ) {
                if let Ok(v) = from_words(&words, &block) {
                    prop_assert!(v.at <= words.len().max(block.len()));
                }
            }
        }
    }
}
