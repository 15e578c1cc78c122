//! A JSON tree for the JKF reader: strings decoded, numbers kept as text,
//! nesting limited so that hostile input cannot exhaust the stack.

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;

/// How deep arrays and objects may nest (a JKF with variations of
/// variations nests four levels per variation).
const MAX_DEPTH: usize = 256;

/// A JSON value.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Json<'a> {
    Null,
    Bool(bool),
    /// The number's literal text.
    Number(&'a str),
    /// Borrowed from the text unless it has escapes.
    Str(Cow<'a, str>),
    Array(Vec<Json<'a>>),
    /// Members in the order written.
    Object(Vec<(Cow<'a, str>, Json<'a>)>),
}

impl<'a> Json<'a> {
    pub(crate) fn get(&self, key: &str) -> Option<&Json<'a>> {
        match self {
            Json::Object(m) => m.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    pub(crate) fn as_u32(&self) -> Option<u32> {
        match self {
            Json::Number(n) => n.parse().ok(),
            _ => None,
        }
    }

    pub(crate) fn as_str(&self) -> Option<&str> {
        match self {
            Json::Str(s) => Some(s),
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
        match self.b.get(self.pos) {
            Some(b'{') => {
                self.pos += 1;
                let mut members = Vec::new();
                if self.eat(b'}') {
                    return Ok(Json::Object(members));
                }
                loop {
                    self.space();
                    if self.b.get(self.pos) != Some(&b'"') {
                        return Err(self.error("a string key"));
                    }
                    let key = self.string()?;
                    if !self.eat(b':') {
                        return Err(self.error("':'"));
                    }
                    let v = self.value(depth + 1)?;
                    members.push((key, v));
                    if self.eat(b',') {
                        continue;
                    }
                    if self.eat(b'}') {
                        return Ok(Json::Object(members));
                    }
                    return Err(self.error("',' or '}'"));
                }
            }
            Some(b'[') => {
                self.pos += 1;
                let mut items = Vec::new();
                if self.eat(b']') {
                    return Ok(Json::Array(items));
                }
                loop {
                    items.push(self.value(depth + 1)?);
                    if self.eat(b',') {
                        continue;
                    }
                    if self.eat(b']') {
                        return Ok(Json::Array(items));
                    }
                    return Err(self.error("',' or ']'"));
                }
            }
            Some(b'"') => self.string().map(Json::Str),
            Some(b'-' | b'0'..=b'9') => self.number(),
            _ => {
                for (word, v) in [
                    ("true", Json::Bool(true)),
                    ("false", Json::Bool(false)),
                    ("null", Json::Null),
                ] {
                    if self.b[self.pos..].starts_with(word.as_bytes()) {
                        self.pos += word.len();
                        return Ok(v);
                    }
                }
                Err(self.error("a value"))
            }
        }
    }

    fn number(&mut self) -> Result<Json<'a>, JsonError> {
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
        Ok(Json::Number(&self.s[start..self.pos]))
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

#[cfg(test)]
mod tests {
    use super::*;

    fn string(text: &str) -> Result<Cow<'_, str>, JsonError> {
        match parse(text)? {
            Json::Str(s) => Ok(s),
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
}
