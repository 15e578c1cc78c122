//! Writing the document: numbers in decimal (no `core::fmt`, no floating
//! point) and text escaped for XML.

use alloc::string::String;

use crate::decimal::push_number;

/// Appends ` name="n"`.
pub(crate) fn attr(out: &mut String, name: &str, n: u32) {
    out.push(' ');
    out.push_str(name);
    out.push_str("=\"");
    push_number(out, n);
    out.push('"');
}

/// Appends `x="…" y="…"`, the first with a space before it.
pub(crate) fn at(out: &mut String, x: u32, y: u32) {
    attr(out, "x", x);
    attr(out, "y", y);
}

/// Appends ` transform="rotate(180 x y)"`: upside down about (x, y).
pub(crate) fn upside_down(out: &mut String, x: u32, y: u32) {
    out.push_str(" transform=\"rotate(180 ");
    push_number(out, x);
    out.push(' ');
    push_number(out, y);
    out.push_str(")\"");
}

/// Appends `text` as XML character data: `&`, `<` and `>` escaped.
pub(crate) fn escaped(out: &mut String, text: &str) {
    let mut rest = text;
    while let Some(at) = rest.find(['&', '<', '>']) {
        out.push_str(rest.get(..at).unwrap_or_default());
        out.push_str(match rest.as_bytes().get(at) {
            Some(b'&') => "&amp;",
            Some(b'<') => "&lt;",
            _ => "&gt;",
        });
        rest = rest.get(at + 1..).unwrap_or_default();
    }
    out.push_str(rest);
}

/// Whether XML 1.0 can hold `c` (in text or as a reference): tab, line
/// feed, carriage return, and the rest of Unicode from U+0020 but U+FFFE
/// and U+FFFF.
pub(crate) fn is_xml_char(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r' | ' '..='\u{FFFD}' | '\u{10000}'..)
}
