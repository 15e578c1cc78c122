//! Whole numbers written in decimal, without `core::fmt`: the kifu writers
//! and the board picture (SVG coordinates) write every number with these.

use alloc::string::String;

/// Appends `n` in decimal.
pub(crate) fn push_number(out: &mut String, n: u32) {
    push_padded(out, n, 0, ' ');
}

/// Appends `n` in decimal, right-aligned with `fill` to `width` characters.
pub(crate) fn push_padded(out: &mut String, mut n: u32, width: usize, fill: char) {
    // Filled from the end; read without indexing, so no bounds check.
    let mut digits = [b'0'; 10];
    let mut start = digits.len();
    for slot in digits.iter_mut().rev() {
        *slot = b'0' + (n % 10) as u8;
        start -= 1;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    let digits = digits.get(start..).unwrap_or_default();
    for _ in digits.len()..width {
        out.push(fill);
    }
    for &d in digits {
        out.push(char::from(d));
    }
}
