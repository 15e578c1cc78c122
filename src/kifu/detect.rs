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
    /// UTF-16 little-endian: a byte order mark `FF FE`, or NUL bytes at odd
    /// offsets.
    Utf16Le,
    /// UTF-16 big-endian: a byte order mark `FE FF`, or NUL bytes at even
    /// offsets.
    Utf16Be,
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

/// The encoding of a kifu file's bytes: UTF-16 when they start with its
/// byte order mark or have NUL bytes in every other place (which no kifu in
/// UTF-8 or Shift_JIS has), UTF-8 when they are valid UTF-8 (a byte order
/// mark included), Shift_JIS otherwise. A declaration such as
/// CSA's `'encoding=Shift_JIS` or KIF's `#KIF version=2.0
/// encoding=Shift_JIS` changes nothing: ASCII-only bytes read the same
/// either way, and Japanese text in Shift_JIS is practically never valid
/// UTF-8 (every one of the shared records is told apart this way).
pub fn detect_encoding(bytes: &[u8]) -> Encoding {
    if let Some(utf16) = utf16(bytes) {
        return utf16;
    }
    match core::str::from_utf8(bytes) {
        Ok(_) => Encoding::Utf8,
        Err(_) => Encoding::ShiftJis,
    }
}

/// UTF-16 from its byte order mark, or from NUL bytes: among the first
/// 512 pairs of bytes, at least a quarter with a NUL on one side and none
/// with a NUL on the other.
fn utf16(bytes: &[u8]) -> Option<Encoding> {
    match bytes {
        [0xff, 0xfe, ..] => return Some(Encoding::Utf16Le),
        [0xfe, 0xff, ..] => return Some(Encoding::Utf16Be),
        _ => {}
    }
    let (mut even, mut odd, mut pairs) = (0usize, 0usize, 0usize);
    for pair in bytes.chunks_exact(2).take(512) {
        if let [a, b] = pair {
            pairs += 1;
            even += usize::from(*a == 0);
            odd += usize::from(*b == 0);
        }
    }
    let many = |n: usize| n > 0 && n * 4 >= pairs;
    if many(odd) && even == 0 {
        Some(Encoding::Utf16Le)
    } else if many(even) && odd == 0 {
        Some(Encoding::Utf16Be)
    } else {
        None
    }
}

/// What a text that failed to read suggests about why: U+FFFD (Shift_JIS
/// decoded as UTF-8), NUL characters (UTF-16 read byte by byte), or the
/// letters of Shift_JIS decoded as Latin-1 or Windows-1252 (four or more
/// characters from U+0080 to U+00FF or Windows-1252's own, and no Japanese).
pub(crate) fn text_hint(text: &str) -> Option<super::TextHint> {
    use super::TextHint;
    let (mut latin, mut japanese) = (0usize, false);
    for c in text.chars() {
        match c {
            '\u{fffd}' => return Some(TextHint::Replacement),
            '\0' => return Some(TextHint::Nul),
            '\u{80}'..='\u{ff}'
            | '\u{152}'
            | '\u{153}'
            | '\u{160}'
            | '\u{161}'
            | '\u{178}'
            | '\u{17d}'
            | '\u{17e}'
            | '\u{192}'
            | '\u{2c6}'
            | '\u{2dc}'
            | '\u{2013}'
            | '\u{2014}'
            | '\u{2018}'..='\u{201e}'
            | '\u{2020}'..='\u{2022}'
            | '\u{2026}'
            | '\u{2030}'
            | '\u{2039}'
            | '\u{203a}'
            | '\u{20ac}'
            | '\u{2122}' => latin += 1,
            '\u{3000}'..='\u{9fff}' | '\u{ff00}'..='\u{ffef}' => japanese = true,
            _ => {}
        }
    }
    (latin >= 4 && !japanese).then_some(TextHint::Latin1)
}

/// The format of a kifu text, from its content; `None` when it looks like
/// none of them.
pub fn detect_format(text: &str) -> Option<Format> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if super::text::trim_start(text).starts_with('{') {
        return Some(Format::Jkf);
    }
    // The first line only one format has decides: a numbered move or the
    // 手数 line (KIF), a move after ▲ or △ (KI2), a CSA statement.
    for (_, line) in super::kif::lines(text).take(10_000) {
        let t = super::text::skip_blanks(line, true, false);
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
        if kif_move_start(t) {
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

/// Whether `t` starts as a KIF move line does: a number, spaces, then 同
/// or a square (`１` to `９` or `1` to `9`, then a kanji rank), whatever
/// follows, so that a bad move is reported by the KIF reader.
fn kif_move_start(t: &str) -> bool {
    let Some((_, rest)) = super::kif::number(t) else {
        return false;
    };
    let rest = super::text::skip_blanks(rest, true, true);
    let mut chars = rest.chars();
    match chars.next() {
        Some(crate::notation::names::SAME) => true,
        Some(c) => {
            crate::names::file_digit(c).is_some()
                && chars.next().and_then(crate::names::rank_numeral).is_some()
        }
        None => false,
    }
}

/// Decodes a kifu file's bytes as [`detect_encoding`] finds them: UTF-8
/// borrowed (without a byte order mark), Shift_JIS (as CP932, the WHATWG
/// `shift_jis`) and UTF-16 converted. Behind the `sjis` feature.
#[cfg(feature = "sjis")]
pub fn decode(bytes: &[u8]) -> alloc::borrow::Cow<'_, str> {
    let utf16 = |e: &'static encoding_rs::Encoding, bom: &[u8]| {
        let bytes = bytes.strip_prefix(bom).unwrap_or(bytes);
        e.decode_without_bom_handling(bytes).0
    };
    match detect_encoding(bytes) {
        Encoding::Utf16Le => utf16(encoding_rs::UTF_16LE, &[0xff, 0xfe]),
        Encoding::Utf16Be => utf16(encoding_rs::UTF_16BE, &[0xfe, 0xff]),
        _ => match core::str::from_utf8(bytes) {
            Ok(s) => alloc::borrow::Cow::Borrowed(s.strip_prefix('\u{feff}').unwrap_or(s)),
            Err(_) => encoding_rs::SHIFT_JIS.decode_without_bom_handling(bytes).0,
        },
    }
}
