//! The buffers through which positions cross between the JavaScript shim
//! and the binding, and how the binding reads and writes them.

use shogi64::bits::BitBuf;
use shogi64::encode::{encode_parts_into, parts_bits, Parts};
use shogi64::position::{HAND_KINDS, SQUARES};
use shogi64::{Color, Position, PositionError};

pub use crate::contract::{DECODED_SLOTS, POSITION_SLOTS};

const _: () = assert!(core::mem::size_of::<Position>() == DECODED_SLOTS);

/// The position buffers as the shim filled them, kept by a binding that
/// builds something from them (the rules board) so that the next call with
/// the same bytes reuses it instead of reading and building again. Held as
/// 64-bit words and compared word by word: `memcmp` in wasm goes a byte at
/// a time, which cost as much as the rest of a load.
#[derive(Clone, Copy)]
pub struct Packed([u64; PACKED_WORDS]);

/// The slots' bits, then the squares eight to a word.
const PACKED_WORDS: usize = POSITION_SLOTS + SQUARES.div_ceil(8);

impl Packed {
    /// The bytes of the buffers. A slot is kept as its bits: NaN is a value
    /// the shim writes, and equal to itself here.
    pub fn of(p: &[f64; POSITION_SLOTS], squares: &[i8; SQUARES]) -> Packed {
        let mut words = [0u64; PACKED_WORDS];
        let (slots, board) = words.split_at_mut(POSITION_SLOTS);
        for (w, v) in slots.iter_mut().zip(p) {
            *w = v.to_bits();
        }
        for (w, chunk) in board.iter_mut().zip(squares.chunks(8)) {
            let mut bytes = [0u8; 8];
            for (b, &n) in bytes.iter_mut().zip(chunk) {
                *b = n as u8;
            }
            *w = u64::from_le_bytes(bytes);
        }
        Packed(words)
    }

    /// Whether `self` holds the same bytes as `other`.
    pub fn same(&self, other: &Packed) -> bool {
        self.0
            .iter()
            .zip(&other.0)
            .fold(0, |acc, (a, b)| acc | (a ^ b))
            == 0
    }
}

/// Reads the position the shim wrote. The position buffer holds
/// `[turn, boardLength, hands, black, FU…HI × 7, white, FU…HI × 7]`:
/// `turn` 1 or 0 (NaN: not a boolean; −1: the position is not an object);
/// `boardLength` NaN when `board` is not an array; `hands` 1, NaN when it is
/// not an object; each hand 1, 2 when it has keys other than the seven, NaN
/// when it is not an object; counts that are not numbers NaN. When the board
/// is an array of 81, the board buffer holds its values: each itself when it
/// is an integer from −127 to 127, −128 for anything else. Numbers cross as `f64` where the
/// error wording needs them, and the board as bytes: checking 81 floats cost
/// more than the rest of an encode.
#[inline(never)]
pub fn position_in(
    p: &[f64; POSITION_SLOTS],
    squares: &[i8; SQUARES],
) -> Result<Position, PositionError> {
    parts_in(p, squares).map(|parts| parts.position())
}

/// The binding's `encode()`: encodes the position in the buffers as letters
/// into `out` and returns how many were written. A valid board is encoded
/// where it lies, not copied into a [`Position`] first.
pub fn encode_in(
    p: &[f64; POSITION_SLOTS],
    squares: &[i8; SQUARES],
    out: &mut [u8],
) -> Result<usize, PositionError> {
    parts_in(p, squares).map(|parts| encode_parts_into(parts, out))
}

/// The binding's `encode_to_bits()`: the bit string of the position in the
/// buffers, its board read where it lies.
pub fn bits_in(
    p: &[f64; POSITION_SLOTS],
    squares: &[i8; SQUARES],
) -> Result<BitBuf, PositionError> {
    parts_in(p, squares).map(parts_bits)
}

/// The parts of the position in the buffers, or its first fault: what
/// [`position_in`], [`encode_in`] and [`bits_in`] read.
fn parts_in<'a>(
    p: &[f64; POSITION_SLOTS],
    squares: &'a [i8; SQUARES],
) -> Result<Parts<'a>, PositionError> {
    valid_parts(p, squares).map_err(|faults| fault(p, squares, faults))
}

/// The position in the buffers when every slot and square is valid, read
/// with the rules of the core's `position.rs` and no early exit. Otherwise the faults found, one bit each (see [`Fault`]), for
/// [`fault`] to name the first.
fn valid_parts<'a>(
    p: &[f64; POSITION_SLOTS],
    squares: &'a [i8; SQUARES],
) -> Result<Parts<'a>, u32> {
    let (turn, board_len, hands_flag) = (p[0], p[1], p[2]);
    // Flags as `Position::from_loose` reads them: any number but the ones
    // that mean otherwise (NaN, −1, 2) is as good as the shim's 1.
    let bit = |fault: bool, at: u32| u32::from(fault) << at;
    let mut faults = bit(turn == -1.0, Fault::NOT_AN_OBJECT)
        | bit(turn.is_nan(), Fault::TURN)
        | bit(board_len.is_nan(), Fault::BOARD_MISSING)
        | bit(board_len != SQUARES as f64, Fault::BOARD_LENGTH)
        | bit(hands_flag.is_nan(), Fault::HANDS_MISSING);
    // Each hand: its flag, then FU…HI.
    let hands = [&p[3..11], &p[11..19]];
    let mut counts = [[0u8; 7]; 2];
    for (at, (counts, hand)) in [Fault::BLACK, Fault::WHITE]
        .into_iter()
        .zip(counts.iter_mut().zip(hands))
    {
        faults |= hand_faults(hand, counts) << at;
    }
    let turn = if turn == 1.0 {
        Color::Black
    } else {
        Color::White
    };
    let parts = Parts::new(turn, squares, counts);
    match faults | bit(parts.is_none(), Fault::SQUARE) {
        0 => parts.ok_or(0),
        faults => Err(faults),
    }
}

/// The faults of one hand's slots (its flag, then FU…HI), as the bits
/// within a hand's (see [`Fault`]), and its counts into `counts`. Out of
/// line: one copy for the two hands.
#[inline(never)]
fn hand_faults(hand: &[f64], counts: &mut [u8; 7]) -> u32 {
    let bit = |fault: bool, at: u32| u32::from(fault) << at;
    let (&flag, values) = hand.split_first().unwrap_or((&f64::NAN, &[]));
    let mut faults = bit(flag.is_nan(), 0) | bit(flag == 2.0, Fault::HAND_KEYS);
    // By the values' length, which only the caller knows: a loop, not
    // seven copies of the check.
    for (slot, &value) in values.iter().enumerate() {
        let n = shogi64::position::hand_count_from_value(slot, value);
        faults |= bit(n.is_none(), Fault::HAND_COUNT + slot as u32);
        if let Some(count) = counts.get_mut(slot) {
            *count = n.unwrap_or(0);
        }
    }
    faults
}

/// The bits of [`valid_parts`]' faults, in the order in which the reference
/// reading of a loose position (`tests/common/loose.rs`) looks for them: the lowest bit set is the first
/// fault. A fault found in a part that an earlier fault makes meaningless
/// (the board's squares when it is not an array of 81) is never the lowest.
struct Fault;

impl Fault {
    const NOT_AN_OBJECT: u32 = 0;
    const TURN: u32 = 1;
    const BOARD_MISSING: u32 = 2;
    const BOARD_LENGTH: u32 = 3;
    const SQUARE: u32 = 4;
    const HANDS_MISSING: u32 = 5;
    /// Black's hand: missing, then other keys, then its seven counts.
    const BLACK: u32 = 6;
    /// White's hand, as black's.
    const WHITE: u32 = Fault::BLACK + 9;
    /// Within a hand's bits.
    const HAND_KEYS: u32 = 1;
    const HAND_COUNT: u32 = 2;
}

/// The first of the faults [`valid_parts`] found, as the error that the
/// reference reading gives (a property test holds the two together). Only
/// invalid positions come here: a small ordered check instead of the
/// reference reading keeps the module small.
#[cold]
#[inline(never)]
fn fault(p: &[f64; POSITION_SLOTS], squares: &[i8; SQUARES], faults: u32) -> PositionError {
    use PositionError as E;
    debug_assert!(faults != 0, "a fault to name");
    let first = faults.trailing_zeros();
    let (color, within) = match first.checked_sub(Fault::WHITE) {
        Some(within) => (Color::White, within),
        None => (Color::Black, first.wrapping_sub(Fault::BLACK)),
    };
    match first {
        Fault::NOT_AN_OBJECT => E::NotAnObject,
        Fault::TURN => E::Turn,
        Fault::BOARD_MISSING => E::BoardMissing,
        Fault::BOARD_LENGTH => E::BoardLength { len: p[1] as usize },
        Fault::SQUARE => {
            let index = squares
                .iter()
                .position(|n| n.unsigned_abs() > 14)
                .unwrap_or(0);
            let n = squares[index];
            E::Square {
                index: index as u8,
                value: if n == i8::MIN { f64::NAN } else { f64::from(n) },
            }
        }
        Fault::HANDS_MISSING => E::HandsMissing,
        _ => match within {
            0 => E::HandMissing { color },
            Fault::HAND_KEYS => E::HandKeys { color },
            count => {
                let slot = (count - Fault::HAND_COUNT) as usize % 7;
                E::HandCount {
                    color,
                    kind: HAND_KINDS[slot],
                    value: p[3 + 8 * color as usize + 1 + slot],
                }
            }
        },
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use shogi64::position::HAND_MAX;

    use crate::loose::{from_loose, Loose, LooseBoard, LooseHand};

    /// The oracle: the buffers read into a [`Loose`] for [`from_loose`], the
    /// reference for what is valid and which fault comes first.
    fn loose_position_in(
        p: &[f64; POSITION_SLOTS],
        squares: &[i8; SQUARES],
    ) -> Result<Position, PositionError> {
        let [turn, board_len, hands_flag, hands @ ..] = p;
        let hand = |slots: &[f64]| -> Option<LooseHand> {
            let (&flag, counts) = slots.split_first()?;
            if flag.is_nan() {
                return None;
            }
            let mut loose = LooseHand {
                counts: [f64::NAN; 7],
                other_keys: flag == 2.0,
            };
            for (c, &v) in loose.counts.iter_mut().zip(counts) {
                *c = v;
            }
            Some(loose)
        };
        let len = *board_len;
        let board = if len.is_nan() {
            LooseBoard::NotArray
        } else if len == SQUARES as f64 {
            LooseBoard::Small(squares)
        } else {
            LooseBoard::Length(len as usize)
        };
        let loose = Loose {
            object: *turn != -1.0,
            turn: if turn.is_nan() {
                None
            } else {
                Some(*turn == 1.0)
            },
            board,
            hands: if hands_flag.is_nan() {
                None
            } else {
                let (black, white) = hands.split_at(8);
                Some([hand(black), hand(white)])
            },
        };
        from_loose(&loose)
    }

    /// Slot values the shim writes, valid and not, and a few it never does.
    fn slot() -> impl Strategy<Value = f64> {
        prop_oneof![
            8 => (0u8..=19).prop_map(f64::from),
            1 => Just(f64::NAN),
            1 => Just(-1.0),
            1 => Just(81.0),
            1 => Just(1.5),
            1 => Just(-0.0),
            1 => Just(2.0),
        ]
    }

    /// A valid position's buffers, then up to two slots and two squares
    /// replaced by anything.
    fn buffers() -> impl Strategy<Value = ([f64; POSITION_SLOTS], [i8; SQUARES])> {
        let counts = HAND_MAX.map(|max| (0..=max).prop_map(f64::from));
        (
            any::<bool>(),
            counts.clone(),
            counts,
            proptest::collection::vec(-14i8..=14, SQUARES),
            proptest::collection::vec((0..POSITION_SLOTS, slot()), 0..=2),
            proptest::collection::vec((0..SQUARES, any::<i8>()), 0..=2),
        )
            .prop_map(|(turn, black, white, board, slots, squares)| {
                let mut p = [0.0; POSITION_SLOTS];
                p[..4].copy_from_slice(&[f64::from(u8::from(turn)), SQUARES as f64, 1.0, 1.0]);
                p[4..11].copy_from_slice(&black);
                p[11] = 1.0;
                p[12..].copy_from_slice(&white);
                for (i, v) in slots {
                    p[i] = v;
                }
                let mut b: [i8; SQUARES] = board.try_into().unwrap_or([0; SQUARES]);
                for (i, v) in squares {
                    b[i] = v;
                }
                (p, b)
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(if cfg!(miri) { 16 } else { 10_000 }))]

        /// The path without early exits accepts, rejects, blames and encodes
        /// exactly as `Position::from_loose` does.
        #[test]
        fn fast_path_agrees_with_from_loose((p, b) in buffers()) {
            // Compared as text: an error may carry a NaN, unequal to itself.
            prop_assert_eq!(
                format!("{:?}", position_in(&p, &b)),
                format!("{:?}", loose_position_in(&p, &b))
            );
            // Encoding from the buffers gives the letters of the position read the slow way.
            let mut out = [0; shogi64::encode::MAX_LETTERS];
            let letters = encode_in(&p, &b, &mut out).map(|n| out[..n].to_vec());
            let expected = loose_position_in(&p, &b).map(|q| shogi64::encode(&q).into_bytes());
            prop_assert_eq!(format!("{letters:?}"), format!("{expected:?}"));
            // And so do the bits.
            let bits = bits_in(&p, &b).map(|bits| shogi64::encode::spell(&bits).as_bytes().to_vec());
            prop_assert_eq!(format!("{bits:?}"), format!("{expected:?}"));
        }
    }

    #[test]
    fn valid_and_invalid_positions_are_both_generated() {
        use proptest::strategy::ValueTree;
        let mut runner = proptest::test_runner::TestRunner::deterministic();
        let valid = (0..1000)
            .filter(|_| {
                let (p, b) = buffers().new_tree(&mut runner).unwrap().current();
                position_in(&p, &b).is_ok()
            })
            .count();
        assert!((200..800).contains(&valid), "{valid} of 1000 valid");
    }
}
