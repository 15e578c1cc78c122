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

/// Appends ` name="n"`.
#[inline(never)]
pub(crate) fn attr(out: &mut String, name: &str, value: u32) {
    s(out, " ");
    s(out, name);
    s(out, "=\"");
    n(out, value);
    s(out, "\"");
}

/// Appends `x="…" y="…"`, the first with a space before it.
pub(crate) fn at(out: &mut String, x: u32, y: u32) {
    attr(out, "x", x);
    attr(out, "y", y);
}

/// Appends ` transform="rotate(180 x y)"`: upside down about (x, y).
#[inline(never)]
pub(crate) fn upside_down(out: &mut String, x: u32, y: u32) {
    s(out, " transform=\"rotate(180 ");
    n(out, x);
    s(out, " ");
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

/// Whether XML 1.0 can hold `c` (in text or as a reference): tab, line
/// feed, carriage return, and the rest of Unicode from U+0020 but U+FFFE
/// and U+FFFF.
pub(crate) fn is_xml_char(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r' | ' '..='\u{FFFD}' | '\u{10000}'..)
}
