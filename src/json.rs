//! A small JSON reader and writer for the JKF conversions.
//!
//! Objects keep their pairs in input order; numbers keep their literal text
//! (JKF needs only small integers, and float parsing and printing would
//! triple the size of the WebAssembly module). Reading never
//! panics, takes time linear in the input and nests at most [`MAX_DEPTH`]
//! arrays or objects deep, so hostile input cannot overflow the stack.

/// How deep arrays and objects may nest.
pub(crate) const MAX_DEPTH: usize = 64;

/// A JSON value.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Value {
    Null,
    Bool(bool),
    /// A number's literal text, as validated by the JSON grammar.
    Number(String),
    String(String),
    Array(Vec<Value>),
    /// Pairs in input order; duplicates are kept, [`Value::get`] finds the last.
    Object(Vec<(String, Value)>),
}

/// Why the text is not JSON, and the byte offset where that was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct JsonError {
    pub offset: usize,
    pub reason: &'static str,
}

impl Value {
    /// The value of `key` in an object (the last one, as `JSON.parse` keeps);
    /// `None` for a missing key, a `null` value or a value that is not an object.
    pub(crate) fn get(&self, key: &str) -> Option<&Value> {
        match self {
            Value::Object(pairs) => pairs
                .iter()
                .rev()
                .find(|(k, _)| k == key)
                .map(|(_, v)| v)
                .filter(|v| !matches!(v, Value::Null)),
            _ => None,
        }
    }

    /// Appends the value as compact JSON text.
    pub(crate) fn write(&self, out: &mut String) {
        match self {
            Value::Null => out.push_str("null"),
            Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Value::Number(n) => out.push_str(n),
            Value::String(s) => write_string(s, out),
            Value::Array(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    item.write(out);
                }
                out.push(']');
            }
            Value::Object(pairs) => {
                out.push('{');
                for (i, (key, value)) in pairs.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    write_string(key, out);
                    out.push(':');
                    value.write(out);
                }
                out.push('}');
            }
        }
    }

    /// A short description for error messages: scalars as JSON text,
    /// `an array` or `an object` for the rest.
    pub(crate) fn describe(&self) -> String {
        match self {
            Value::Array(_) => "an array".into(),
            Value::Object(_) => "an object".into(),
            scalar => {
                let mut out = String::new();
                scalar.write(&mut out);
                out
            }
        }
    }
}

/// `s` as a JSON string literal, quotes included.
pub(crate) fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    write_string(s, &mut out);
    out
}

/// The integer a number literal stands for: digits with an optional sign and
/// an all-zero fraction (`2`, `-1`, `1.0`); `None` for other numbers, for
/// exponents and for values beyond ±2³¹.
pub(crate) fn integer(literal: &str) -> Option<i32> {
    let (int, fraction) = literal.split_once('.').unwrap_or((literal, ""));
    if !fraction.bytes().all(|b| b == b'0') {
        return None;
    }
    int.parse().ok()
}

fn write_string(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if u32::from(c) < 0x20 => {
                out.push_str("\\u00");
                for nibble in [u32::from(c) >> 4, u32::from(c) & 15] {
                    out.push(char::from_digit(nibble, 16).unwrap_or('0'));
                }
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Reads one JSON value, with optional whitespace around it.
pub(crate) fn parse(text: &str) -> Result<Value, JsonError> {
    let mut reader = Reader {
        text,
        bytes: text.as_bytes(),
        pos: 0,
    };
    let value = reader.value(0)?;
    reader.skip_space();
    if reader.pos < reader.bytes.len() {
        return Err(reader.error("unexpected text after the value"));
    }
    Ok(value)
}

struct Reader<'a> {
    text: &'a str,
    bytes: &'a [u8],
    pos: usize,
}

impl Reader<'_> {
    /// An error at the current offset; at the end of the input, whatever was
    /// expected, the reason is that the input ended.
    fn error(&self, reason: &'static str) -> JsonError {
        let reason = if self.pos < self.bytes.len() {
            reason
        } else {
            "unexpected end of input"
        };
        JsonError {
            offset: self.pos,
            reason,
        }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    fn skip_space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.pos += 1;
        }
    }

    fn digits(&mut self) -> usize {
        let start = self.pos;
        while matches!(self.peek(), Some(b'0'..=b'9')) {
            self.pos += 1;
        }
        self.pos - start
    }

    fn value(&mut self, depth: usize) -> Result<Value, JsonError> {
        self.skip_space();
        match self.peek() {
            Some(b'{') => self.object(depth + 1),
            Some(b'[') => self.array(depth + 1),
            Some(b'"') => self.string().map(Value::String),
            Some(b'-' | b'0'..=b'9') => self.number(),
            _ => {
                for (word, value) in [
                    ("true", Value::Bool(true)),
                    ("false", Value::Bool(false)),
                    ("null", Value::Null),
                ] {
                    if self.bytes.get(self.pos..self.pos + word.len()) == Some(word.as_bytes()) {
                        self.pos += word.len();
                        return Ok(value);
                    }
                }
                Err(self.error("unexpected character"))
            }
        }
    }

    fn enter(&self, depth: usize) -> Result<(), JsonError> {
        if depth > MAX_DEPTH {
            Err(self.error("arrays and objects nest more than 64 deep"))
        } else {
            Ok(())
        }
    }

    fn array(&mut self, depth: usize) -> Result<Value, JsonError> {
        self.enter(depth)?;
        self.pos += 1;
        let mut items = Vec::new();
        self.skip_space();
        if self.peek() == Some(b']') {
            self.pos += 1;
            return Ok(Value::Array(items));
        }
        loop {
            items.push(self.value(depth)?);
            self.skip_space();
            match self.peek() {
                Some(b',') => self.pos += 1,
                Some(b']') => {
                    self.pos += 1;
                    return Ok(Value::Array(items));
                }
                _ => return Err(self.error("expected ',' or ']'")),
            }
        }
    }

    fn object(&mut self, depth: usize) -> Result<Value, JsonError> {
        self.enter(depth)?;
        self.pos += 1;
        let mut pairs = Vec::new();
        self.skip_space();
        if self.peek() == Some(b'}') {
            self.pos += 1;
            return Ok(Value::Object(pairs));
        }
        loop {
            self.skip_space();
            if self.peek() != Some(b'"') {
                return Err(self.error("expected a string key"));
            }
            let key = self.string()?;
            self.skip_space();
            if self.peek() != Some(b':') {
                return Err(self.error("expected ':'"));
            }
            self.pos += 1;
            pairs.push((key, self.value(depth)?));
            self.skip_space();
            match self.peek() {
                Some(b',') => self.pos += 1,
                Some(b'}') => {
                    self.pos += 1;
                    return Ok(Value::Object(pairs));
                }
                _ => return Err(self.error("expected ',' or '}'")),
            }
        }
    }

    fn number(&mut self) -> Result<Value, JsonError> {
        let start = self.pos;
        if self.peek() == Some(b'-') {
            self.pos += 1;
        }
        match self.digits() {
            0 => return Err(self.error("expected a digit")),
            n if n > 1 && self.bytes.get(self.pos - n) == Some(&b'0') => {
                self.pos -= n - 1;
                return Err(self.error("a number has a leading zero"));
            }
            _ => {}
        }
        if self.peek() == Some(b'.') {
            self.pos += 1;
            if self.digits() == 0 {
                return Err(self.error("expected a digit"));
            }
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.pos += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.pos += 1;
            }
            if self.digits() == 0 {
                return Err(self.error("expected a digit"));
            }
        }
        Ok(Value::Number(
            self.text.get(start..self.pos).unwrap_or("0").into(),
        ))
    }

    fn hex4(&mut self) -> Result<u32, JsonError> {
        let mut n = 0;
        for _ in 0..4 {
            let digit = self.peek().and_then(|b| char::from(b).to_digit(16));
            n = n * 16 + digit.ok_or_else(|| self.error("expected four hex digits after \\u"))?;
            self.pos += 1;
        }
        Ok(n)
    }

    /// Reads a string starting at its opening quote.
    fn string(&mut self) -> Result<String, JsonError> {
        self.pos += 1;
        let mut out = String::new();
        let mut run = self.pos;
        loop {
            let Some(byte) = self.peek() else {
                return Err(self.error("unexpected end of input"));
            };
            if byte == b'"' || byte == b'\\' {
                // Both are ASCII, so `run..pos` lies on character boundaries.
                out.push_str(self.text.get(run..self.pos).unwrap_or(""));
            }
            match byte {
                b'"' => {
                    self.pos += 1;
                    return Ok(out);
                }
                b'\\' => {
                    self.pos += 1;
                    self.escape(&mut out)?;
                    run = self.pos;
                }
                0..=0x1f => return Err(self.error("control character in a string")),
                _ => self.pos += 1,
            }
        }
    }

    /// Reads an escape after its backslash.
    fn escape(&mut self, out: &mut String) -> Result<(), JsonError> {
        let simple = match self.peek() {
            Some(b'"') => '"',
            Some(b'\\') => '\\',
            Some(b'/') => '/',
            Some(b'b') => '\u{8}',
            Some(b'f') => '\u{c}',
            Some(b'n') => '\n',
            Some(b'r') => '\r',
            Some(b't') => '\t',
            Some(b'u') => {
                let start = self.pos - 1;
                self.pos += 1;
                let mut code = self.hex4()?;
                if (0xd800..0xdc00).contains(&code)
                    && self.bytes.get(self.pos..self.pos + 2) == Some(b"\\u")
                {
                    self.pos += 2;
                    let low = self.hex4()?;
                    if !(0xdc00..0xe000).contains(&low) {
                        return Err(JsonError {
                            offset: start,
                            reason: "unpaired surrogate in \\u escape",
                        });
                    }
                    code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
                }
                let c = char::from_u32(code).ok_or(JsonError {
                    offset: start,
                    reason: "unpaired surrogate in \\u escape",
                })?;
                out.push(c);
                return Ok(());
            }
            _ => return Err(self.error("invalid escape")),
        };
        self.pos += 1;
        out.push(simple);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_and_writes() {
        let text = r#"{"a":[1,-2.5,1e3,true,false,null],"b":"x\"\\\/\u00e9\ud83d\ude00\n","c":{}}"#;
        let v = parse(text).unwrap();
        let mut out = String::new();
        v.write(&mut out);
        assert_eq!(
            out,
            "{\"a\":[1,-2.5,1e3,true,false,null],\"b\":\"x\\\"\\\\/é😀\\n\",\"c\":{}}"
        );
        assert_eq!(parse(&out).unwrap(), v);
        assert_eq!(parse(" [ ] ").unwrap(), Value::Array(vec![]));
        assert_eq!(integer("1.0"), Some(1));
        assert_eq!(integer("-2"), Some(-2));
        assert_eq!(integer("1.5"), None);
        assert_eq!(integer("1e0"), None);
    }

    #[test]
    fn get_finds_the_last_non_null() {
        let v = parse(r#"{"a":1,"a":2,"n":null}"#).unwrap();
        assert_eq!(v.get("a"), Some(&Value::Number("2".into())));
        assert_eq!(v.get("n"), None);
        assert_eq!(v.get("z"), None);
    }

    #[test]
    fn errors() {
        let cases: [(&str, usize, &str); 21] = [
            ("", 0, "unexpected end of input"),
            ("[1,", 3, "unexpected end of input"),
            ("[1 2]", 3, "expected ',' or ']'"),
            ("{\"a\" 1}", 5, "expected ':'"),
            ("{1:2}", 1, "expected a string key"),
            ("{\"a\":1 ", 7, "unexpected end of input"),
            ("01", 1, "a number has a leading zero"),
            ("-", 1, "unexpected end of input"),
            ("-x", 1, "expected a digit"),
            ("1.", 2, "unexpected end of input"),
            ("1.e", 2, "expected a digit"),
            ("1e+", 3, "unexpected end of input"),
            ("1e+]", 3, "expected a digit"),
            ("\"abc", 4, "unexpected end of input"),
            ("{", 1, "unexpected end of input"),
            ("{\"a\"", 4, "unexpected end of input"),
            ("\"\\x\"", 2, "invalid escape"),
            ("\"\\u12\"", 5, "expected four hex digits after \\u"),
            ("\"\\udc00\"", 1, "unpaired surrogate in \\u escape"),
            ("tru", 0, "unexpected character"),
            ("1 2", 2, "unexpected text after the value"),
        ];
        for (text, offset, reason) in cases {
            assert_eq!(parse(text), Err(JsonError { offset, reason }), "{text}");
        }
        assert_eq!(
            parse("\"\u{1}\"").unwrap_err().reason,
            "control character in a string"
        );
        assert_eq!(parse("\"\\ud800x\"").unwrap_err().offset, 1);
    }

    #[test]
    fn depth_is_limited() {
        let ok = format!("{}{}", "[".repeat(MAX_DEPTH), "]".repeat(MAX_DEPTH));
        assert!(parse(&ok).is_ok());
        let deep = "[".repeat(100_000);
        assert_eq!(parse(&deep).unwrap_err().offset, MAX_DEPTH);
    }
}
