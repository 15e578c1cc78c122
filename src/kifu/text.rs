//! Text helpers of the kifu readers and writers that bring neither
//! `core::fmt` nor a panicking searcher of the standard library into the
//! WebAssembly module: numbers written without `core::fmt`, and text split
//! and searched byte by byte (`str::split` and `str::contains` with a
//! character search with `memchr` or the two-way searcher, whose bounds
//! checks format their panic messages).

use alloc::string::String;
use alloc::vec::Vec;

/// The pieces of `s` between the bytes `sep`, an ASCII byte (which never
/// occurs inside a UTF-8 sequence, so every piece is whole characters), or
/// a byte that occurs in no UTF-8 text (0xFF: `s` is the one piece).
pub(crate) fn split_ascii(s: &str, sep: u8) -> impl Iterator<Item = &str> {
    let mut rest = Some(s);
    core::iter::from_fn(move || {
        let r = rest?;
        match r.bytes().position(|b| b == sep) {
            Some(i) => {
                rest = r.get(i + 1..);
                r.get(..i)
            }
            None => {
                rest = None;
                Some(r)
            }
        }
    })
}

/// `s` without its leading spaces, and tabs when `tab`, and full-width
/// spaces (U+3000) when `wide`: one byte loop for the readers' trims in
/// place of a pattern searcher of the standard library per set of
/// characters.
#[inline(never)]
pub(crate) fn skip_blanks(s: &str, tab: bool, wide: bool) -> &str {
    let b = s.as_bytes();
    let mut i = 0;
    loop {
        match b.get(i..).unwrap_or_default() {
            [b' ', ..] => i += 1,
            [b'\t', ..] if tab => i += 1,
            [0xE3, 0x80, 0x80, ..] if wide => i += 3,
            _ => return s.get(i..).unwrap_or_default(),
        }
    }
}

/// `s` without the ASCII byte `c` at its end, however many times.
#[inline(never)]
pub(crate) fn trim_end_byte(s: &str, c: u8) -> &str {
    let b = s.as_bytes();
    let mut end = b.len();
    while end > 0 && b.get(end - 1) == Some(&c) {
        end -= 1;
    }
    // `c` is ASCII: `end` is a character boundary.
    s.get(..end).unwrap_or_default()
}

/// Where the white space (Unicode's, as `str::trim` sees it) around `s`
/// ends and starts again: the byte offset of its first other character
/// (the length when none) and the end of its last (0 when none; when
/// `whole`, else the scan stops at the first). One copy of the characters'
/// decoding and of the white-space test for every trim.
#[inline(never)]
fn blank_ends(s: &str, whole: bool) -> (usize, usize) {
    let mut start = None;
    let mut end = 0;
    for (i, c) in s.char_indices() {
        if !c.is_whitespace() {
            start.get_or_insert(i);
            if !whole {
                break;
            }
            end = i + c.len_utf8();
        }
    }
    (start.unwrap_or(s.len()), end)
}

/// `s` without its leading white space (as `str::trim_start`).
pub(crate) fn trim_start(s: &str) -> &str {
    s.get(blank_ends(s, false).0..).unwrap_or_default()
}

/// `s` without its trailing white space (as `str::trim_end`).
pub(crate) fn trim_end(s: &str) -> &str {
    s.get(..blank_ends(s, true).1).unwrap_or_default()
}

/// `s` without white space at either end (as `str::trim`).
pub(crate) fn trim(s: &str) -> &str {
    let (start, end) = blank_ends(s, true);
    s.get(start..end.max(start)).unwrap_or_default()
}

/// Where `word` first occurs in `text`, in bytes.
pub(crate) fn find(text: &str, word: &str) -> Option<usize> {
    let (t, w) = (text.as_bytes(), word.as_bytes());
    let Some((&first, rest)) = w.split_first() else {
        return Some(0);
    };
    // The first byte found by a plain scan, the rest compared there.
    let mut from = 0;
    loop {
        let at = from + t.get(from..)?.iter().position(|&b| b == first)?;
        if t.get(at + 1..).is_some_and(|tail| tail.starts_with(rest)) {
            return Some(at);
        }
        from = at + 1;
    }
}

/// `text` before and after the first `word`.
pub(crate) fn split_once<'a>(text: &'a str, word: &str) -> Option<(&'a str, &'a str)> {
    let at = find(text, word)?;
    Some((text.get(..at)?, text.get(at + word.len()..)?))
}

/// `bytes` as text, each maximal run of bytes that is not UTF-8 replaced
/// by U+FFFD, as `String::from_utf8_lossy` does, without its chunk iterator.
pub(crate) fn lossy(mut bytes: &[u8]) -> String {
    let mut out = String::new();
    loop {
        match core::str::from_utf8(bytes) {
            Ok(s) => {
                out.push_str(s);
                return out;
            }
            Err(e) => {
                // Sliced with `get`: `split_at` would bring a panic message.
                let valid = e.valid_up_to();
                let good = bytes.get(..valid).unwrap_or_default();
                out.push_str(core::str::from_utf8(good).unwrap_or_default());
                out.push('\u{fffd}');
                let bad = e.error_len().unwrap_or(bytes.len() - valid);
                bytes = bytes.get(valid + bad..).unwrap_or_default();
            }
        }
    }
}

/// Text appended by the writers through one out-of-line copy of
/// `String::push_str` and `String::push`, not a copy inlined at each of
/// their hundred calls.
pub(crate) trait Put {
    /// Appends `s`.
    fn put(&mut self, s: &str);
    /// Appends `c`.
    fn put_char(&mut self, c: char);
}

impl Put for String {
    #[inline(never)]
    fn put(&mut self, s: &str) {
        self.push_str(s);
    }

    #[inline(never)]
    fn put_char(&mut self, c: char) {
        self.push(c);
    }
}

/// `s` as an owned string: one out-of-line copy of `String::from` for the
/// readers' many calls.
#[inline(never)]
pub(crate) fn owned(s: &str) -> String {
    String::from(s)
}

/// Appends the header `key` and `value` (copied) to `header`: one
/// out-of-line copy of the copies and of the push for the readers' calls.
#[inline(never)]
pub(crate) fn push_header(header: &mut Vec<(String, String)>, key: &str, value: &str) {
    header.push((owned(key), owned(value)));
}

/// Appends a copy of `s` to `lines` (a comment to an entry's): one
/// out-of-line copy of the copy and of the push for the readers' calls.
#[inline(never)]
pub(crate) fn push_owned(lines: &mut Vec<String>, s: &str) {
    lines.push(owned(s));
}

// The decimal writer is the crate's one (shared with the board picture).
pub(crate) use crate::decimal::{push_number, push_padded};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lossy_text_and_character_counts_are_the_standard_librarys() {
        let samples: [&[u8]; 10] = [
            b"",
            b"FU",
            "歩".as_bytes(),
            &"歩".as_bytes()[..2],
            &"歩".as_bytes()[1..],
            &[b'A', 0xE6],
            &[0xFF, 0xFE],
            &[0xE6, 0xAD, b'x'],
            &[0xF0, 0x9F, 0x98],
            &[0xC0, 0x80, b'a', 0xED, 0xA0, 0x80],
        ];
        for bytes in samples {
            let expected = alloc::string::String::from_utf8_lossy(bytes);
            assert_eq!(lossy(bytes), expected, "{bytes:?}");
            assert_eq!(
                crate::notation::text::char_count(&expected),
                expected.chars().count()
            );
        }
    }

    #[test]
    fn splits_and_searches_as_the_standard_library_does() {
        for text in [
            "",
            "a",
            "\n",
            "a\nb",
            "\n\nx\n",
            "先手：名前",
            "a:b:c",
            "：",
            "x：",
            "投了",
        ] {
            assert_eq!(
                split_ascii(text, b'\n').collect::<Vec<_>>(),
                text.split('\n').collect::<Vec<_>>()
            );
            assert_eq!(split_ascii(text, 0xFF).collect::<Vec<_>>(), [text]);
            assert_eq!(trim(text), text.trim());
            assert_eq!(trim_start(text), text.trim_start());
            assert_eq!(trim_end(text), text.trim_end());
            for word in ["：", ":", "投了", "x", ""] {
                assert_eq!(find(text, word), text.find(word), "{text:?} {word:?}");
                assert_eq!(
                    split_once(text, word),
                    text.split_once(word),
                    "{text:?} {word:?}"
                );
            }
        }
    }

    #[test]
    fn trims_as_the_standard_library_does() {
        for text in [
            "",
            " ",
            "\t",
            "　",
            " \t　 x",
            "x \t　",
            "\t x",
            "　\tx 　",
            " 　歩 ",
            "\u{2003}x\u{2003}",
            "x",
        ] {
            assert_eq!(
                skip_blanks(text, false, false),
                text.trim_start_matches(' ')
            );
            assert_eq!(
                skip_blanks(text, true, false),
                text.trim_start_matches([' ', '\t'])
            );
            assert_eq!(
                skip_blanks(text, true, true),
                text.trim_start_matches([' ', '\t', '　'])
            );
            assert_eq!(trim_end_byte(text, b' '), text.trim_end_matches(' '));
            assert_eq!(trim(text), text.trim());
            assert_eq!(trim_start(text), text.trim_start());
            assert_eq!(trim_end(text), text.trim_end());
        }
    }

    #[test]
    fn numbers_are_written_as_core_fmt_writes_them() {
        for n in [0, 1, 9, 10, 99, 100, 1234, 99_999, u32::MAX] {
            let mut s = String::new();
            push_number(&mut s, n);
            assert_eq!(s, alloc::format!("{n}"));
            for width in [0, 1, 4, 12] {
                let mut s = String::new();
                push_padded(&mut s, n, width, ' ');
                assert_eq!(s, alloc::format!("{n:>width$}"));
                s.clear();
                push_padded(&mut s, n, width, '0');
                assert_eq!(s, alloc::format!("{n:0width$}"));
            }
        }
    }
}
