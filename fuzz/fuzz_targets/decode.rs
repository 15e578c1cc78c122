//! Decodes arbitrary bytes as Shogi64 text and as a bit string, raw and mapped
//! onto the alphabet / onto bits so that most inputs reach the decoder proper.
//! Decoding must never panic, and whatever decodes must re-encode to text (and
//! bits) that decode to the same position.

#![no_main]

use libfuzzer_sys::fuzz_target;
use shogi64::decode::{decode_bit_bytes, decode_letters, Input, Loader};
use shogi64::{DecodeError, Position, ALPHABET};

/// A decoded position survives encode → decode, through text and through bits.
fn check(result: Result<Position, DecodeError>) {
    if let Ok(p) = result {
        let text = shogi64::encode(&p);
        assert_eq!(shogi64::decode(&text), Ok(p), "re-encoded as {text}");
        let bits = shogi64::encode_bits(&p);
        assert_eq!(shogi64::decode_bits(&bits), Ok(p), "re-encoded as {bits}");
        assert_eq!(shogi64::spell_bits(&bits).as_deref(), Ok(text.as_str()));
    }
}

fuzz_target!(|data: &[u8]| {
    // The raw bytes, as text and as bits.
    let raw_letters = decode_letters(data);
    check(raw_letters);
    let raw_bits = decode_bit_bytes(data);
    check(raw_bits);
    if let Ok(s) = std::str::from_utf8(data) {
        assert_eq!(shogi64::decode(s), raw_letters);
        assert_eq!(shogi64::decode_bits(s), raw_bits);
        let _ = shogi64::spell_bits(s);
        let _ = shogi64::letters_to_bit_string(s);
    }

    // Each byte's low 6 bits as a letter.
    let letters: Vec<u8> = data
        .iter()
        .map(|&b| ALPHABET.as_bytes()[usize::from(b & 63)])
        .collect();
    let result = decode_letters(&letters);
    check(result);
    // A loader restarted after other input (its buffer not zeroed, as the
    // wasm binding keeps it) answers as a new one.
    let mut reused = Loader::new(Input::Letters);
    reused.feed(&letters[letters.len() / 2..]);
    reused.feed(&[b'_'; 170]);
    let _ = reused.finish();
    reused.restart(Input::Letters);
    reused.feed(&letters);
    assert_eq!(reused.finish(), result);
    if !letters.is_empty() {
        let text = std::str::from_utf8(&letters).expect("ASCII");
        let bits = shogi64::letters_to_bit_string(text).expect("letters of the alphabet");
        assert_eq!(shogi64::decode_bits(&bits), result);
    }
    if let Ok(p) = result {
        // Letters after the last code change nothing; a bad byte anywhere fails.
        let mut longer = letters.clone();
        longer.extend_from_slice(b"A_z9-");
        assert_eq!(decode_letters(&longer), Ok(p));
        let at = usize::from(data[0]) % letters.len();
        let mut bad = letters.clone();
        bad.insert(at, b'=');
        assert_eq!(
            decode_letters(&bad),
            Err(DecodeError::InvalidLetter {
                offset: at,
                byte: b'='
            })
        );
    }

    // Each byte as 8 bits, most significant first.
    let bits: Vec<u8> = data
        .iter()
        .flat_map(|&b| (0..8).rev().map(move |i| b'0' + ((b >> i) & 1)))
        .collect();
    let result = decode_bit_bytes(&bits);
    check(result);
    if let Ok(p) = result {
        let mut longer = bits.clone();
        longer.extend_from_slice(b"0110");
        assert_eq!(decode_bit_bytes(&longer), Ok(p));
    }
});
