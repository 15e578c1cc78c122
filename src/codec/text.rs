//! The 64-letter alphabet: base64url without padding.
//!
//! The `base64` crate encodes whole bytes; Shogi64 pads its bit string to a
//! multiple of 6 bits, not 8, and accepts letters after the last code, so the
//! 6-bit groups are spelled here with a 64-entry table instead.

/// The alphabet, the letter for 6-bit group `v` being `ALPHABET[v]`.
pub const ALPHABET: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

const INVALID: u8 = 0xFF;

/// The 6-bit value of every byte, `INVALID` for bytes outside the alphabet.
static VALUES: [u8; 256] = {
    let letters = ALPHABET.as_bytes();
    let mut values = [INVALID; 256];
    let mut i = 0;
    while i < letters.len() {
        values[letters[i] as usize] = i as u8;
        i += 1;
    }
    values
};

/// The alphabet as an array, for indexing without a bounds check.
const LETTERS: [u8; 64] = {
    let mut letters = [0; 64];
    let mut i = 0;
    while i < 64 {
        letters[i] = ALPHABET.as_bytes()[i];
        i += 1;
    }
    letters
};

/// The letter for the 6-bit group `value` (only its low 6 bits are used).
pub fn letter(value: u8) -> u8 {
    LETTERS[usize::from(value & 63)]
}

/// The 6-bit value of `byte`, or `None` when it is not a letter of the alphabet.
pub fn value(byte: u8) -> Option<u8> {
    match VALUES[usize::from(byte)] {
        INVALID => None,
        v => Some(v),
    }
}

/// The offset and value of the first byte of `text` that is not a letter.
pub fn first_invalid(text: &[u8]) -> Option<(usize, u8)> {
    text.iter()
        .copied()
        .enumerate()
        .find(|&(_, b)| value(b).is_none())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_every_value() {
        for v in 0..64u8 {
            assert_eq!(value(letter(v)), Some(v));
        }
        let valid = (0..=255u8).filter(|&b| value(b).is_some()).count();
        assert_eq!(valid, 64);
        assert_eq!(value(b'='), None);
        assert_eq!(value(b'+'), None);
        assert_eq!(value(b'/'), None);
        assert_eq!(first_invalid(b"poU=A"), Some((3, b'=')));
    }
}
