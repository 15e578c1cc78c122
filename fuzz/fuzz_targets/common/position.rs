//! A valid position from arbitrary bytes, for the targets that write a
//! position and read it back (roundtrip, bod).

use shogi64::{Color, Position};

const HAND_MAX: [u8; 7] = [18, 4, 4, 4, 4, 2, 2];

/// Byte 0: the turn. Bytes 1..82: the squares, empty below 0x80, else a piece
/// number from −14 to 14. Bytes 82..96: the hand counts. Missing bytes are 0.
pub fn position(data: &[u8]) -> Position {
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
