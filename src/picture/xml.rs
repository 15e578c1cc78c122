//! Writing the document: numbers in decimal (no `core::fmt`, no floating
//! point) and text escaped for XML.

use alloc::string::String;

use crate::decimal::push_number;

/// Appends `text`. Not inlined, nor are the writers below: a call is a few
/// bytes of the module where an inlined copy is tens.
#[inline(never)]
pub(crate) fn s(out: &mut String, text: &str) {
    out.push_str(text);
}

/// Appends `n` in decimal.
#[inline(never)]
pub(crate) fn n(out: &mut String, value: u32) {
    push_number(out, value);
}

/// Appends an ASCII character.
#[inline(never)]
pub(crate) fn byte(out: &mut String, b: u8) {
    out.push(char::from(b));
}

/// Appends ` name="n"`, `name` given with its space, `=` and quote
/// (` name="`, or `<circle cx="` for an element's first attribute).
#[inline(never)]
pub(crate) fn attr(out: &mut String, name: &str, value: u32) {
    s(out, name);
    n(out, value);
    byte(out, b'"');
}

/// Appends `x="…" y="…"`, the first with a space before it.
pub(crate) fn at(out: &mut String, x: u32, y: u32) {
    attr(out, " x=\"", x);
    attr(out, " y=\"", y);
}

/// Appends ` transform="rotate(180 x y)"`: upside down about (x, y).
#[inline(never)]
pub(crate) fn upside_down(out: &mut String, x: u32, y: u32) {
    s(out, " transform=\"rotate(180 ");
    n(out, x);
    byte(out, b' ');
    n(out, y);
    s(out, ")\"");
}

/// Appends `text` as XML character data: `&`, `<` and `>` escaped.
#[inline(never)]
pub(crate) fn escaped(out: &mut String, text: &str) {
    // A byte loop: `&`, `<` and `>` are ASCII, never inside a character.
    let mut from = 0;
    for (at, b) in text.bytes().enumerate() {
        let entity = match b {
            b'&' => "&amp;",
            b'<' => "&lt;",
            b'>' => "&gt;",
            _ => continue,
        };
        s(out, text.get(from..at).unwrap_or_default());
        s(out, entity);
        from = at + 1;
    }
    s(out, text.get(from..).unwrap_or_default());
}

/// The byte offset of the first character of `text` that XML 1.0 cannot
/// hold (in text or as a reference), if any: a control character other than
/// tab, line feed and carriage return (U+0000 to U+001F), U+FFFE or U+FFFF.
/// Read as bytes: those encode as a byte below 0x20, or as `EF BF BE` and
/// `EF BF BF`, which no other character's encoding contains (a byte below
/// 0x80 or a lead byte `EF` is never inside another character).
pub(crate) fn first_non_xml(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    (0..bytes.len()).find(|&i| match bytes.get(i..) {
        Some([c, ..]) if *c < 0x20 => !matches!(c, b'\t' | b'\n' | b'\r'),
        Some([0xEF, 0xBF, 0xBE | 0xBF, ..]) => true,
        _ => false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every character, after a two-byte one, against XML 1.0's `Char`.
    #[test]
    fn first_non_xml_is_xml_char_production() {
        let mut text = alloc::string::String::new();
        for c in (0..=0x10_FFFF).filter_map(char::from_u32) {
            let xml = matches!(c, '\t' | '\n' | '\r' | ' '..='\u{FFFD}' | '\u{10000}'..);
            text.clear();
            text.push('é');
            text.push(c);
            text.push('x');
            assert_eq!(first_non_xml(&text), (!xml).then_some(2), "{c:?}");
        }
    }
}
