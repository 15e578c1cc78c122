//! Errors, each saying exactly what was wrong and where.
//!
//! Every error also belongs to one of the three failures shogi64.js reports;
//! [`Error::legacy_message`] gives that library's message for it.

use core::fmt;

use crate::position::{Color, Kind};
use crate::template::{fill, Arg};

/// A position that is not one: what is wrong with it and where.
///
/// The shape variants (`Turn`, `BoardMissing`, `HandsMissing`, …) arise when
/// a position is read from loosely typed data such as a JavaScript object.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PositionError {
    /// The position is not an object at all.
    NotAnObject,
    /// `turn` is not a boolean.
    Turn,
    /// `board` is missing or not an array.
    BoardMissing,
    /// `board` has `len` squares instead of 81.
    BoardLength {
        /// The number of squares found.
        len: usize,
    },
    /// `board[index]` holds `value`, which is not an integer from −14 to 14
    /// (NaN stands for a value that is not a number at all).
    Square {
        /// The square's index, 0..81.
        index: u8,
        /// The value found.
        value: f64,
    },
    /// `hands` is missing or not an object.
    HandsMissing,
    /// `hands.black` or `hands.white` is missing or not an object.
    HandMissing {
        /// Whose hand.
        color: Color,
    },
    /// The hand has keys other than exactly `FU KY KE GI KI KA HI`.
    HandKeys {
        /// Whose hand.
        color: Color,
    },
    /// A hand count that is not an integer within its kind's range
    /// (NaN stands for a value that is not a number at all).
    HandCount {
        /// Whose hand.
        color: Color,
        /// Which kind.
        kind: Kind,
        /// The value found.
        value: f64,
    },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PositionError::NotAnObject => f.write_str("the position is not an object"),
            PositionError::Turn => f.write_str("turn is not a boolean"),
            PositionError::BoardMissing => f.write_str("board is not an array"),
            PositionError::BoardLength { len } => {
                write!(f, "board has {len} squares, not 81")
            }
            PositionError::Square { index, value } if value.is_nan() => {
                write!(
                    f,
                    "board[{index}] is not a number, not a piece number from -14 to 14"
                )
            }
            PositionError::Square { index, value } => {
                write!(
                    f,
                    "board[{index}] is {value}, not a piece number from -14 to 14"
                )
            }
            PositionError::HandsMissing => f.write_str("hands is not an object"),
            PositionError::HandMissing { color } => {
                write!(f, "hands.{} is not an object", color.name())
            }
            PositionError::HandKeys { color } => {
                write!(
                    f,
                    "hands.{} has keys other than FU KY KE GI KI KA HI",
                    color.name()
                )
            }
            PositionError::HandCount { color, kind, value } => {
                let max = crate::position::HAND_MAX[kind.hand_slot().unwrap_or(0)];
                let name = color.name();
                let csa = kind.csa();
                if value.is_nan() {
                    write!(
                        f,
                        "hands.{name}.{csa} is not a number, not a count from 0 to {max}"
                    )
                } else {
                    write!(
                        f,
                        "hands.{name}.{csa} is {value}, not a count from 0 to {max}"
                    )
                }
            }
        }
    }
}

impl core::error::Error for PositionError {}

/// What the decoder was reading when the input ran out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// The turn bit.
    Turn,
    /// The mode bit.
    Mode,
    /// A Normal-Mode king field.
    King(Color),
    /// A Normal-Mode pawn code for a file (1..=9).
    Pawn(Color, u8),
    /// The code of the square at this index.
    Square(u8),
    /// A hand count.
    Hand(Color, Kind),
}

impl Field {
    /// The field's wording, a [`template`](crate::template) whose arguments
    /// are `color` (`black` or `white`), `file`, `index` and `kind` (`FU` … `HI`).
    pub const fn template(&self) -> &'static str {
        match self {
            Field::Turn => "the turn",
            Field::Mode => "the mode",
            Field::King(_) => "the {color} king's square",
            Field::Pawn(..) => "the {color} pawn of file {file}",
            Field::Square(_) => "board[{index}]",
            Field::Hand(..) => "hands.{color}.{kind}",
        }
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fill(f, self.template(), |name| match (*self, name) {
            (Field::King(c) | Field::Pawn(c, _) | Field::Hand(c, _), "color") => Arg::Str(c.name()),
            (Field::Hand(_, k), _) => Arg::Str(k.csa()),
            (Field::Pawn(_, n) | Field::Square(n), _) => Arg::Number(usize::from(n)),
            _ => Arg::Number(0),
        })
    }
}

/// Text or bits that do not decode to a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// The input is empty.
    Empty,
    /// Text: the byte at `offset` is not one of the 64 letters.
    InvalidLetter {
        /// Offset of the byte in the input.
        offset: usize,
        /// The byte found.
        byte: u8,
    },
    /// Bits: the byte at `offset` is not `0` or `1`.
    InvalidBit {
        /// Offset of the byte in the input.
        offset: usize,
        /// The byte found.
        byte: u8,
    },
    /// The input ends after `bits` bits, before `field` was read.
    Truncated {
        /// How many bits the input holds.
        bits: usize,
        /// What was being read.
        field: Field,
    },
    /// A Normal-Mode king field holds `value` (82..=127), past the last square.
    KingField {
        /// Whose king.
        color: Color,
        /// The field's value.
        value: u8,
    },
    /// A second piece placed on square `index`: two kings, or a pawn on a king or a pawn.
    Occupied {
        /// The square's index.
        index: u8,
    },
}

impl DecodeError {
    /// The error's wording, a [`template`](crate::template) whose arguments
    /// are `character` (the byte, as `character 'x'`, `character U+000A` or
    /// `byte 0xe3`), `offset`, `bits`, `field`, `color`, `value` and `index`.
    pub const fn template(&self) -> &'static str {
        match self {
            DecodeError::Empty => "the string is empty",
            DecodeError::InvalidLetter { .. } => {
                "{character} at offset {offset} is not in the alphabet"
            }
            DecodeError::InvalidBit { .. } => BitsError::INVALID_BYTE,
            DecodeError::Truncated { .. } => {
                "the input ends after {bits} bits, before {field} was read"
            }
            DecodeError::KingField { .. } => {
                "the {color} king's field is {value}, past the last square (81)"
            }
            DecodeError::Occupied { .. } => "two pieces are placed on board[{index}]",
        }
    }
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use DecodeError as D;
        fill(f, self.template(), |name| match (self, name) {
            (D::InvalidLetter { byte, .. } | D::InvalidBit { byte, .. }, "character") => {
                Arg::Byte(*byte)
            }
            (D::InvalidLetter { offset, .. } | D::InvalidBit { offset, .. }, _) => {
                Arg::Number(*offset)
            }
            (D::Truncated { field, .. }, "field") => Arg::Text(field),
            (D::Truncated { bits, .. }, _) => Arg::Number(*bits),
            (D::KingField { color, .. }, "color") => Arg::Str(color.name()),
            (D::KingField { value, .. }, _) => Arg::Number(usize::from(*value)),
            (D::Occupied { index }, _) => Arg::Number(usize::from(*index)),
            (D::Empty, _) => Arg::Number(0),
        })
    }
}

impl core::error::Error for DecodeError {}

/// A bit string that cannot be spelled as Shogi64 text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BitsError {
    /// Fewer than 6 bits.
    TooShort {
        /// The length found.
        len: usize,
    },
    /// The byte at `offset` is not `0` or `1`.
    InvalidByte {
        /// Offset of the byte.
        offset: usize,
        /// The byte found.
        byte: u8,
    },
}

impl BitsError {
    /// The wording of a byte that is not `0` or `1`, bits or text alike.
    const INVALID_BYTE: &'static str = "{character} at offset {offset} is not '0' or '1'";

    /// The error's wording, a [`template`](crate::template) whose arguments
    /// are `length`, `character` (as for [`DecodeError::template`]) and `offset`.
    pub const fn template(&self) -> &'static str {
        match self {
            BitsError::TooShort { .. } => "the bit string has {length} characters, fewer than 6",
            BitsError::InvalidByte { .. } => BitsError::INVALID_BYTE,
        }
    }
}

impl fmt::Display for BitsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fill(f, self.template(), |name| match (*self, name) {
            (BitsError::InvalidByte { byte, .. }, "character") => Arg::Byte(byte),
            (BitsError::TooShort { len: n } | BitsError::InvalidByte { offset: n, .. }, _) => {
                Arg::Number(n)
            }
        })
    }
}

impl core::error::Error for BitsError {}

/// Any error of this crate's codec, for callers that handle them alike.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Error {
    /// An invalid position given to an encoder.
    Position(PositionError),
    /// Input that does not decode.
    Decode(DecodeError),
    /// A bit string that cannot be spelled.
    Bits(BitsError),
}

impl Error {
    /// The message shogi64.js 0.0.3 gives for this failure: `board is invalid.`,
    /// `shogi64 string is invalid.` or `bits string is invalid.`.
    pub const fn legacy_message(&self) -> &'static str {
        match self {
            Error::Position(_) => "board is invalid.",
            Error::Decode(_) => "shogi64 string is invalid.",
            Error::Bits(_) => "bits string is invalid.",
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Position(e) => e.fmt(f),
            Error::Decode(e) => e.fmt(f),
            Error::Bits(e) => e.fmt(f),
        }
    }
}

impl core::error::Error for Error {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            Error::Position(e) => Some(e),
            Error::Decode(e) => Some(e),
            Error::Bits(e) => Some(e),
        }
    }
}

impl From<PositionError> for Error {
    fn from(e: PositionError) -> Error {
        Error::Position(e)
    }
}

impl From<DecodeError> for Error {
    fn from(e: DecodeError) -> Error {
        Error::Decode(e)
    }
}

impl From<BitsError> for Error {
    fn from(e: BitsError) -> Error {
        Error::Bits(e)
    }
}
