//! Numbers written into text without `core::fmt`, whose machinery the
//! WebAssembly module leaves out.

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

#[cfg(test)]
mod tests {
    use super::*;

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
