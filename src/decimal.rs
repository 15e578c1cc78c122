//! Whole numbers written in decimal, without `core::fmt`: the kifu writers
//! and the board picture (SVG coordinates) write every number with these.

use alloc::string::String;

/// Appends `n` in decimal.
pub(crate) fn push_number(out: &mut String, n: u32) {
    push_padded(out, n, 0, ' ');
}

/// Appends `n` in decimal, right-aligned with `fill` (an ASCII character)
/// to `width` characters.
#[inline(never)]
pub(crate) fn push_padded(out: &mut String, mut n: u32, width: usize, fill: char) {
    debug_assert!(fill.is_ascii());
    // Filled from the end, the padding already before the digits; read
    // without indexing, so no bounds check; one loop appends both, out of
    // line (inlined, its callers grew by 686 B gzip).
    let mut bytes = [fill as u8; 10];
    let mut start = bytes.len();
    for slot in bytes.iter_mut().rev() {
        *slot = b'0' + (n % 10) as u8;
        start -= 1;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for _ in bytes.len()..width {
        out.push(fill);
    }
    let start = start.min(bytes.len().saturating_sub(width));
    for &b in bytes.get(start..).unwrap_or_default() {
        out.push(char::from(b));
    }
}
