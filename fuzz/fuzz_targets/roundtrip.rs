//! Builds a valid position from arbitrary bytes and checks that it survives
//! encode → decode through every path, and that the mode bit follows the rule.

#![no_main]

use libfuzzer_sys::fuzz_target;
use shogi64::{Color, Position};

const HAND_MAX: [u8; 7] = [18, 4, 4, 4, 4, 2, 2];

/// Byte 0: the turn. Bytes 1..82: the squares, empty below 0x80, else a piece
/// number from −14 to 14. Bytes 82..96: the hand counts. Missing bytes are 0.
fn position(data: &[u8]) -> Position {
    let byte = |i: usize| data.get(i).copied().unwrap_or(0);
    let turn = if byte(0) & 1 == 1 {
        Color::Black
    } else {
        Color::White
    };
    let mut board = [0i8; 81];
    for (i, square) in board.iter_mut().enumerate() {
        let b = byte(1 + i);
        *square = if b < 0x80 {
            0
        } else {
            ((b & 0x7f) % 29) as i8 - 14
        };
    }
    let mut hands = [[0u8; 7]; 2];
    for (h, hand) in hands.iter_mut().enumerate() {
        for (k, count) in hand.iter_mut().enumerate() {
            *count = byte(82 + h * 7 + k) % (HAND_MAX[k] + 1);
        }
    }
    Position::from_numbers(turn, &board, hands[0], hands[1]).expect("valid by construction")
}

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
