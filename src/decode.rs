//! Text → bits → position.
//!
//! The input is checked in one pass (every byte must be a letter, or `0`/`1`
//! for bit strings) while the bits of its start are loaded, then at most the
//! first [`crate::bits::MAX_BITS`] bits are decoded.
//! Letters after the last code are ignored, as shogi64.js ignores them.

use crate::bits::{BitBuf, BitReader, CAPACITY};
use crate::codes::{self, Table, HAND_FOUR, HAND_TWO, MIXED_SQUARE, NORMAL_SQUARE, PAWN_RANK};
use crate::error::{DecodeError, Field};
use crate::position::{Color, Hand, Kind, Piece, Position, Square, HAND_KINDS, SQUARES};
use crate::text;

/// Decodes Shogi64 text.
///
/// ```
/// let p = shogi64::decode("poUAACMaqtYhwHgAAAAPQdTnd3vMgAA").unwrap();
/// assert_eq!(p, shogi64::Position::initial());
/// assert!(shogi64::decode("poUAAC=").is_err());
/// ```
pub fn decode(text: &str) -> Result<Position, DecodeError> {
    decode_letters(text.as_bytes())
}

/// Decodes Shogi64 text given as bytes.
pub fn decode_letters(text: &[u8]) -> Result<Position, DecodeError> {
    let mut loader = Loader::new(Input::Letters);
    loader.feed(text);
    loader.finish()
}

/// Decodes a string of `0` and `1` (`decodeBitsToPosition` of shogi64.js).
/// Bits after the last code are ignored, but must still be `0` or `1`.
pub fn decode_bits(bits: &str) -> Result<Position, DecodeError> {
    decode_bit_bytes(bits.as_bytes())
}

/// [`decode_bits`] for bytes.
pub fn decode_bit_bytes(bits: &[u8]) -> Result<Position, DecodeError> {
    let mut loader = Loader::new(Input::Bits);
    loader.feed(bits);
    loader.finish()
}

/// What a [`Loader`] reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// Shogi64 text: letters of the alphabet, six bits each.
    Letters,
    /// A bit string: `0` and `1`, one bit each.
    Bits,
}

/// Decodes input that arrives in pieces, in time linear in its length: every
/// byte is checked, and the bits of the first letters are kept, as many as a
/// position can need. [`decode_letters`] is one `feed` and a `finish`.
///
/// ```
/// use shogi64::decode::{Input, Loader};
/// let mut loader = Loader::new(Input::Letters);
/// loader.feed(b"poUAACMaqtYhwHg");
/// loader.feed(b"AAAAPQdTnd3vMgAA");
/// assert_eq!(loader.finish(), Ok(shogi64::Position::initial()));
/// ```
#[derive(Clone)]
pub struct Loader {
    input: Input,
    bits: BitBuf,
    seen: usize,
    error: Option<DecodeError>,
}

impl Loader {
    /// A loader for `input`, before its first byte.
    pub const fn new(input: Input) -> Loader {
        Loader { input, bits: BitBuf::new(), seen: 0, error: None }
    }

    /// Reads the next piece of the input. After an invalid byte the rest is ignored.
    pub fn feed(&mut self, chunk: &[u8]) {
        if self.error.is_some() {
            return;
        }
        for (i, &byte) in chunk.iter().enumerate() {
            let offset = self.seen + i;
            let value = match self.input {
                Input::Letters => text::value(byte).map(|v| (v, 6)),
                Input::Bits => match byte {
                    b'0' | b'1' => Some((byte - b'0', 1)),
                    _ => None,
                },
            };
            match value {
                Some((v, n)) if self.bits.len() < CAPACITY => self.bits.push(u32::from(v), n),
                Some(_) => {}
                None => {
                    self.error = Some(match self.input {
                        Input::Letters => DecodeError::InvalidLetter { offset, byte },
                        Input::Bits => DecodeError::InvalidBit { offset, byte },
                    });
                    return;
                }
            }
        }
        self.seen += chunk.len();
    }

    /// The first invalid byte, if one was fed.
    pub fn error(&self) -> Option<DecodeError> {
        self.error
    }

    /// Decodes the position from the bits loaded.
    pub fn finish(&self) -> Result<Position, DecodeError> {
        match self.error {
            Some(e) => Err(e),
            None if self.seen == 0 => Err(DecodeError::Empty),
            None => read_position(&self.bits),
        }
    }
}

/// Spells text back as `0` and `1`, six per letter (`decodeShogi64ToBits` of shogi64.js).
///
/// ```
/// assert_eq!(shogi64::letters_to_bit_string("BA"), Ok("000001000000".to_string()));
/// ```
pub fn letters_to_bit_string(text: &str) -> Result<String, DecodeError> {
    letter_bytes_to_bit_string(text.as_bytes())
}

/// [`letters_to_bit_string`] for bytes.
pub fn letter_bytes_to_bit_string(bytes: &[u8]) -> Result<String, DecodeError> {
    if bytes.is_empty() {
        return Err(DecodeError::Empty);
    }
    let mut out = vec![0; bytes.len() * 6];
    let written = letters_to_bit_chars(bytes, 0, &mut out)?;
    out.truncate(written);
    Ok(out.into_iter().map(char::from).collect())
}

/// Writes the six `0`/`1` characters of each letter of `chunk` to `out` and
/// returns how many were written; `offset` is the chunk's offset in the whole
/// input, for the error. Stops where `out` is full.
pub fn letters_to_bit_chars(chunk: &[u8], offset: usize, out: &mut [u8]) -> Result<usize, DecodeError> {
    let mut written = 0;
    for ((i, &byte), group) in chunk.iter().enumerate().zip(out.chunks_exact_mut(6)) {
        let v = text::value(byte).ok_or(DecodeError::InvalidLetter { offset: offset + i, byte })?;
        for (shift, c) in (0..6).rev().zip(group.iter_mut()) {
            *c = b'0' + ((v >> shift) & 1);
        }
        written += 6;
    }
    Ok(written)
}

/// Decodes a position from the start of `bits`.
pub fn read_position(bits: &BitBuf) -> Result<Position, DecodeError> {
    let mut r = bits.reader();
    let turn = match need(&mut r, Field::Turn, BitReader::read_bit)? {
        true => Color::Black,
        false => Color::White,
    };
    let mixed = need(&mut r, Field::Mode, BitReader::read_bit)?;
    let mut board: [Square; SQUARES] = [None; SQUARES];
    if mixed {
        for (index, square) in board.iter_mut().enumerate() {
            *square = read_square(&mut r, &MIXED_SQUARE, index as u8)?;
        }
    } else {
        read_normal_board(&mut r, &mut board)?;
    }
    let black = read_hand(&mut r, Color::Black)?;
    let white = read_hand(&mut r, Color::White)?;
    Ok(Position::new(turn, board, black, white))
}

/// Turns a read that ran out into the error naming what was being read.
fn need<'a, T>(
    r: &mut BitReader<'a>,
    field: Field,
    read: impl FnOnce(&mut BitReader<'a>) -> Option<T>,
) -> Result<T, DecodeError> {
    let bits = r.available();
    read(r).ok_or(DecodeError::Truncated { bits, field })
}

fn place(board: &mut [Square; SQUARES], index: usize, piece: Piece) -> Result<(), DecodeError> {
    match board.get_mut(index) {
        Some(square @ None) => {
            *square = Some(piece);
            Ok(())
        }
        _ => Err(DecodeError::Occupied { index: index as u8 }),
    }
}

fn read_normal_board(r: &mut BitReader<'_>, board: &mut [Square; SQUARES]) -> Result<(), DecodeError> {
    for color in Color::ALL {
        let field = need(r, Field::King(color), |r| r.read(7))?;
        match field {
            0 => {}
            1..=81 => place(board, field as usize - 1, Piece::new(color, Kind::King))?,
            _ => return Err(DecodeError::KingField { color, value: field as u8 }),
        }
    }
    for color in Color::ALL {
        for column in 0..9u8 {
            let rank = need(r, Field::Pawn(color, 9 - column), |r| r.read_symbol(&PAWN_RANK))?;
            if rank == 0 {
                continue;
            }
            let row = match color {
                Color::Black => rank - 1,
                Color::White => 9 - rank,
            };
            place(board, usize::from(row * 9 + column), Piece::new(color, Kind::Pawn))?;
        }
    }
    for (index, square) in board.iter_mut().enumerate() {
        if square.is_none() {
            *square = read_square(r, &NORMAL_SQUARE, index as u8)?;
        }
    }
    Ok(())
}

fn read_square<const L: usize>(
    r: &mut BitReader<'_>,
    table: &Table<15, L>,
    index: u8,
) -> Result<Square, DecodeError> {
    let field = Field::Square(index);
    let symbol = need(r, field, |r| r.read_symbol(table))?;
    let Some(kind) = Kind::from_number(symbol) else {
        return Ok(None);
    };
    let color = match need(r, field, BitReader::read_bit)? {
        true => Color::Black,
        false => Color::White,
    };
    Ok(Some(Piece::new(color, kind)))
}

fn read_hand(r: &mut BitReader<'_>, color: Color) -> Result<Hand, DecodeError> {
    let mut counts = [0u8; 7];
    for (slot, (count, kind)) in counts.iter_mut().zip(HAND_KINDS).enumerate() {
        let field = Field::Hand(color, kind);
        *count = match slot {
            0 => need(r, field, read_pawn_count)?,
            1..=4 => need(r, field, |r| r.read_symbol(&HAND_FOUR))?,
            _ => need(r, field, |r| r.read_symbol(&HAND_TWO))?,
        };
    }
    Ok(Hand::from_valid(counts))
}

/// Reads a FU count (see [`codes::hand_pawn`]).
fn read_pawn_count(r: &mut BitReader<'_>) -> Option<u8> {
    if !r.read_bit()? {
        return r.read(1).map(|b| b as u8);
    }
    let ones = 1 + r.read_ones(codes::HAND_PAWN_MAX_LEN - 1)?;
    Some(if ones == codes::HAND_PAWN_MAX_LEN { 18 } else { ones + 1 })
}
