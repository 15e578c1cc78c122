//! Errors, each saying exactly what was wrong and where.
//!
//! Every error also belongs to one of the three failures shogi64.js reports;
//! [`Error::legacy_message`] gives that library's message for it.

use core::fmt;

use crate::position::{Color, Kind};

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

/// Writes `character 'x'` for a printable ASCII byte, `character U+000A` for
/// an ASCII control character, `byte 0xNN` for a byte of a longer UTF-8 sequence.
fn write_byte(f: &mut fmt::Formatter<'_>, byte: u8) -> fmt::Result {
    match byte {
        b' '..=b'~' => write!(f, "character '{}'", byte as char),
        0..=0x7f => write!(f, "character U+{byte:04X}"),
        _ => write!(f, "byte 0x{byte:02x}"),
    }
}

/// A character for a message: `'x'` when printable ASCII, `U+000A` for a
/// control character, `'ｐ' (U+FF50)` otherwise (the same rule as the
/// JavaScript binding's wording). Only SFEN's errors quote characters.
#[cfg(feature = "formats")]
#[derive(Clone, Copy, Debug)]
pub(crate) struct Quoted(pub char);

#[cfg(feature = "formats")]
impl fmt::Display for Quoted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = self.0;
        let code = u32::from(c);
        if (0x20..0x7f).contains(&code) {
            write!(f, "'{c}'")
        } else if code < 0xa0 {
            write!(f, "U+{code:04X}")
        } else {
            write!(f, "'{c}' (U+{code:04X})")
        }
    }
}

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

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Field::Turn => f.write_str("the turn"),
            Field::Mode => f.write_str("the mode"),
            Field::King(c) => write!(f, "the {} king's square", c.name()),
            Field::Pawn(c, file) => write!(f, "the {} pawn of file {file}", c.name()),
            Field::Square(i) => write!(f, "board[{i}]"),
            Field::Hand(c, k) => write!(f, "hands.{}.{}", c.name(), k.csa()),
        }
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

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            DecodeError::Empty => f.write_str("the string is empty"),
            DecodeError::InvalidLetter { offset, byte } => {
                write_byte(f, byte)?;
                write!(f, " at offset {offset} is not in the alphabet")
            }
            DecodeError::InvalidBit { offset, byte } => {
                write_byte(f, byte)?;
                write!(f, " at offset {offset} is not '0' or '1'")
            }
            DecodeError::Truncated { bits, field } => {
                write!(
                    f,
                    "the input ends after {bits} bits, before {field} was read"
                )
            }
            DecodeError::KingField { color, value } => write!(
                f,
                "the {} king's field is {value}, past the last square (81)",
                color.name()
            ),
            DecodeError::Occupied { index } => {
                write!(f, "two pieces are placed on board[{index}]")
            }
        }
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

impl fmt::Display for BitsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            BitsError::TooShort { len } => {
                write!(f, "the bit string has {len} characters, fewer than 6")
            }
            BitsError::InvalidByte { offset, byte } => {
                write_byte(f, byte)?;
                write!(f, " at offset {offset} is not '0' or '1'")
            }
        }
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
