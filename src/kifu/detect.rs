//! Which encoding and which format a kifu file is in.
//!
//! Most `.kif`, `.ki2` and `.csa` files are Shift_JIS (CP932). The core
//! carries no CP932 table: [`detect_encoding`] says which one the bytes are
//! in, and the caller decodes (in JavaScript with
//! `TextDecoder('shift_jis')`).

/// A text encoding of kifu files.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    /// UTF-8 (with or without a byte order mark).
    Utf8,
    /// Shift_JIS, read as its Windows superset CP932.
    ShiftJis,
}

/// A kifu format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// KIF: numbered move lines with origins.
    Kif,
    /// KI2: moves as read aloud, 右左上引寄直 instead of origins.
    Ki2,
    /// CSA: `+7776FU` move lines.
    Csa,
    /// JKF: JSON.
    Jkf,
}

/// The encoding of a kifu file's bytes: UTF-8 when they are valid UTF-8
/// (a byte order mark included), Shift_JIS otherwise. A declaration such as
/// CSA's `'encoding=Shift_JIS` or KIF's `#KIF version=2.0
/// encoding=Shift_JIS` changes nothing: ASCII-only bytes read the same
/// either way, and Japanese text in Shift_JIS is practically never valid
/// UTF-8 (every one of the shared records is told apart this way).
pub fn detect_encoding(bytes: &[u8]) -> Encoding {
    match core::str::from_utf8(bytes) {
        Ok(_) => Encoding::Utf8,
        Err(_) => Encoding::ShiftJis,
    }
}

/// The format of a kifu text, from its content; `None` when it looks like
/// none of them.
pub fn detect_format(text: &str) -> Option<Format> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.trim_start().starts_with('{') {
        return Some(Format::Jkf);
    }
    // The first line only one format has decides: a numbered move or the
    // 手数 line (KIF), a move after ▲ or △ (KI2), a CSA statement.
    for line in super::text::split_ascii(text, b'\n').take(10_000) {
        let line = line.strip_suffix('\r').unwrap_or(line);
        let t = line.trim_start_matches([' ', '\t']);
        let b = t.as_bytes();
        if t.starts_with("手数----") {
            return Some(Format::Kif);
        }
        if b.first().is_some_and(u8::is_ascii_digit)
            && (t.bytes().any(|b| b == b'(')
                || super::text::find(t, crate::notation::names::Suffix::Drop.text()).is_some()
                || super::text::find(t, "投了").is_some()
                || super::text::find(t, "中断").is_some())
        {
            return Some(Format::Kif);
        }
        if t.starts_with(['▲', '△']) {
            return Some(Format::Ki2);
        }
        if matches!(
            b,
            [
                b'+' | b'-',
                b'0'..=b'9',
                b'0'..=b'9',
                b'0'..=b'9',
                b'0'..=b'9',
                ..
            ]
        ) || t.starts_with("PI")
            || t.starts_with("P1")
            || t.starts_with("V2")
            || t.starts_with("V3")
            || matches!(b, [b'N', b'+' | b'-', ..])
            || matches!(b, [b'$', ..])
            || matches!(b, [b'+' | b'-'])
        {
            return Some(Format::Csa);
        }
    }
    None
}

/// Decodes a kifu file's bytes as [`detect_encoding`] finds them: UTF-8
/// borrowed (without a byte order mark), Shift_JIS (as CP932, the WHATWG
/// `shift_jis`) converted. Behind the `sjis` feature.
#[cfg(feature = "sjis")]
pub fn decode(bytes: &[u8]) -> alloc::borrow::Cow<'_, str> {
    match core::str::from_utf8(bytes) {
        Ok(s) => alloc::borrow::Cow::Borrowed(s.strip_prefix('\u{feff}').unwrap_or(s)),
        Err(_) => encoding_rs::SHIFT_JIS.decode_without_bom_handling(bytes).0,
    }
}
