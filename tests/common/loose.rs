//! The reference reading of a loosely typed position (a JavaScript object or
//! JSON): the oracle the binding's buffers and the shim are held to. It uses
//! only the crate's public API, so it stands apart from the fast paths it checks.
//! Shared by the core's integration tests and the binding's tests (included by path).
#![allow(dead_code)]

use shogi64::position::{hand_count_from_value, number_from_value, HAND_KINDS, SQUARES};
use shogi64::{Color, Hand, Position, PositionError};

/// One hand as found in loosely typed data.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LooseHand {
    /// The values of FU KY KE GI KI KA HI, NaN where a value is missing or not a number.
    pub counts: [f64; 7],
    /// True when the hand has a key other than those seven.
    pub other_keys: bool,
}

/// A board as found in loosely typed data.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum LooseBoard<'a> {
    /// Missing, or not an array.
    NotArray,
    /// An array whose values were not read, for it has `len` elements, not 81.
    Length(usize),
    /// An array and its values (NaN where a value is not a number).
    Values(&'a [f64]),
    /// An array of 81 values, each itself when it is an integer from −127 to
    /// 127 and −128 when it is anything else: the form the shim hands over.
    Small(&'a [i8]),
}

impl<'a> From<Option<&'a [f64]>> for LooseBoard<'a> {
    fn from(values: Option<&'a [f64]>) -> LooseBoard<'a> {
        values.map_or(LooseBoard::NotArray, LooseBoard::Values)
    }
}

/// A position as found in loosely typed data, before validation: `None`
/// where a field is missing or of the wrong type, NaN where a number was
/// expected and something else was found.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Loose<'a> {
    /// False when the position itself is not an object.
    pub object: bool,
    /// The side to move: `Some(true)` black, `Some(false)` white.
    pub turn: Option<bool>,
    /// The board as found.
    pub board: LooseBoard<'a>,
    /// `None` when `hands` is not an object; else black's and white's hands.
    pub hands: Option<[Option<LooseHand>; 2]>,
}

/// Validates loosely typed data: `turn` a boolean, `board` exactly 81
/// integers from −14 to 14, both hands with exactly the seven kinds and
/// counts within range. Fails with the first problem found, in that order.
pub fn from_loose(loose: &Loose<'_>) -> Result<Position, PositionError> {
    if !loose.object {
        return Err(PositionError::NotAnObject);
    }
    let turn = match loose.turn {
        Some(true) => Color::Black,
        Some(false) => Color::White,
        None => return Err(PositionError::Turn),
    };
    let values: Vec<f64> = match loose.board {
        LooseBoard::NotArray => return Err(PositionError::BoardMissing),
        LooseBoard::Length(len) => return Err(PositionError::BoardLength { len }),
        LooseBoard::Values(values) => values.to_vec(),
        LooseBoard::Small(values) => values
            .iter()
            .map(|&n| if n == i8::MIN { f64::NAN } else { f64::from(n) })
            .collect(),
    };
    if values.len() != SQUARES {
        return Err(PositionError::BoardLength { len: values.len() });
    }
    let mut board = [0i8; SQUARES];
    for (index, (n, &value)) in board.iter_mut().zip(&values).enumerate() {
        *n = number_from_value(value).ok_or(PositionError::Square {
            index: index as u8,
            value,
        })?;
    }
    let hands = loose.hands.ok_or(PositionError::HandsMissing)?;
    let mut counts = [[0u8; 7]; 2];
    for ((hand, loose_hand), color) in counts.iter_mut().zip(hands).zip(Color::ALL) {
        let loose_hand = loose_hand.ok_or(PositionError::HandMissing { color })?;
        if loose_hand.other_keys {
            return Err(PositionError::HandKeys { color });
        }
        for (slot, (count, &value)) in hand.iter_mut().zip(&loose_hand.counts).enumerate() {
            *count = hand_count_from_value(slot, value).ok_or(PositionError::HandCount {
                color,
                kind: HAND_KINDS[slot],
                value,
            })?;
        }
    }
    let black = Hand::new(counts[0], Color::Black)?;
    let white = Hand::new(counts[1], Color::White)?;
    Position::from_numbers(turn, &board, black.counts(), white.counts())
}
