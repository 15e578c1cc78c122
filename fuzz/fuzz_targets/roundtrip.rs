//! Builds a valid position from arbitrary bytes and checks that it survives
//! encode → decode through every path, and that the mode bit follows the rule.

#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "common/position.rs"]
mod bytes;
use bytes::position;

/// Mixed Mode: two kings of a colour, two pawns of a colour in a file, a black
/// pawn on rank 1 or a white pawn on rank 9.
fn needs_mixed(board: &[i8; 81]) -> bool {
    let count = |n: i8| board.iter().filter(|&&x| x == n).count();
    let doubled = |n: i8| (0..9).any(|c| (0..9).filter(|r| board[r * 9 + c] == n).count() > 1);
    count(8) > 1
        || count(-8) > 1
        || doubled(1)
        || doubled(-1)
        || board[..9].contains(&1)
        || board[72..].contains(&-1)
}

fuzz_target!(|data: &[u8]| {
    let p = position(data);
    let text = shogi64::encode(&p);
    let bits = shogi64::encode_bits(&p);
    assert_eq!(shogi64::decode(&text), Ok(p), "{text}");
    assert_eq!(shogi64::decode_bits(&bits), Ok(p), "{bits}");
    assert_eq!(shogi64::spell_bits(&bits).as_deref(), Ok(text.as_str()));
    assert_eq!(p.to_string(), text);
    let mixed = needs_mixed(p.numbers());
    assert_eq!(shogi64::encode::needs_mixed_mode(&p), mixed);
    assert_eq!(bits.as_bytes()[1] == b'1', mixed);
    assert!(bits.len() <= shogi64::bits::MAX_BITS);
    // Every strict prefix of the text runs out.
    for len in 1..text.len() {
        assert!(
            matches!(
                shogi64::decode(&text[..len]),
                Err(shogi64::DecodeError::Truncated { .. })
            ),
            "prefix {len} of {text}"
        );
    }
});
