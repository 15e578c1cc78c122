//! Position → bits → text.

use crate::bits::{BitBuf, MAX_BITS};
use crate::codes::{self, MIXED_SQUARE, NORMAL_SQUARE, PAWN_RANK};
use crate::error::BitsError;
use crate::position::{rank_of, Color, Kind, Piece, Position};
use crate::text;

/// The most letters a position's text can take: [`MAX_BITS`] rounded up to whole letters.
pub const MAX_LETTERS: usize = MAX_BITS.div_ceil(6);

/// True when the board cannot be written in Normal Mode: a colour has more than
/// one king or two pawns in one file, a black pawn stands on rank 1 or a white
/// pawn on rank 9.
pub fn needs_mixed_mode(position: &Position) -> bool {
    let mut kings = [0u8; 2];
    let mut pawn_files = [0u16; 2];
    for (index, square) in position.board().iter().enumerate() {
        let Some(Piece { color, kind }) = *square else { continue };
        let side = color as usize;
        match kind {
            Kind::King => {
                kings[side] += 1;
                if kings[side] > 1 {
                    return true;
                }
            }
            Kind::Pawn => {
                let file_bit = 1u16 << (index % 9);
                let last_rank = match color {
                    Color::Black => 1,
                    Color::White => 9,
                };
                if pawn_files[side] & file_bit != 0 || rank_of(index) == last_rank {
                    return true;
                }
                pawn_files[side] |= file_bit;
            }
            _ => {}
        }
    }
    false
}

/// Writes the whole bit string of `position` into `out`, in Normal Mode when the
/// board allows it (so that every position has exactly one encoding).
pub fn write_position(position: &Position, out: &mut BitBuf) {
    out.push(u32::from(position.turn() == Color::Black), 1);
    if needs_mixed_mode(position) {
        out.push(1, 1);
        for square in position.board() {
            write_square(out, *square, &MIXED_SQUARE);
        }
    } else {
        out.push(0, 1);
        write_normal_board(position, out);
    }
    for color in Color::ALL {
        write_hand(position, color, out);
    }
}

fn write_normal_board(position: &Position, out: &mut BitBuf) {
    let board = position.board();
    // Kings: the square's index + 1, or 0 for no king.
    for color in Color::ALL {
        let field = board
            .iter()
            .position(|s| *s == Some(Piece::new(color, Kind::King)))
            .map_or(0, |i| i + 1);
        out.push(field as u32, 7);
    }
    // Pawns: one code per file, files 9 to 1 (columns 0 to 8); white's ranks mirrored.
    for color in Color::ALL {
        for column in 0..9 {
            let rank = (0..9)
                .find(|row| board[row * 9 + column] == Some(Piece::new(color, Kind::Pawn)))
                .map_or(0, |row| match color {
                    Color::Black => row + 1,
                    Color::White => 9 - row,
                });
            out.push_code(PAWN_RANK.by_symbol[rank]);
        }
    }
    for square in board {
        if let Some(Piece { kind: Kind::King | Kind::Pawn, .. }) = square {
            continue;
        }
        write_square(out, *square, &NORMAL_SQUARE);
    }
}

fn write_square<const L: usize>(out: &mut BitBuf, square: Option<Piece>, table: &codes::Table<15, L>) {
    match square {
        None => out.push_code(table.by_symbol[0]),
        Some(piece) => {
            out.push_code(table.by_symbol[usize::from(piece.kind.number())]);
            out.push(u32::from(piece.color == Color::Black), 1);
        }
    }
}

fn write_hand(position: &Position, color: Color, out: &mut BitBuf) {
    let [fu, ky, ke, gi, ki, ka, hi] = position.hand(color).counts();
    out.push_code(codes::hand_pawn(fu));
    for n in [ky, ke, gi, ki] {
        out.push_code(codes::HAND_FOUR.by_symbol[usize::from(n.min(4))]);
    }
    for n in [ka, hi] {
        out.push_code(codes::HAND_TWO.by_symbol[usize::from(n.min(2))]);
    }
}

/// Shogi64 text built without allocating: at most [`MAX_LETTERS`] ASCII letters.
#[derive(Clone)]
pub struct Letters {
    bytes: [u8; MAX_LETTERS],
    len: usize,
}

impl Letters {
    /// The text.
    pub fn as_str(&self) -> &str {
        // Only letters of the ASCII alphabet are ever written.
        core::str::from_utf8(self.as_bytes()).unwrap_or_default()
    }

    /// The text as ASCII bytes.
    pub fn as_bytes(&self) -> &[u8] {
        self.bytes.get(..self.len).unwrap_or_default()
    }
}

/// Spells `bits` as letters, the last group padded with zero bits.
pub fn spell(bits: &BitBuf) -> Letters {
    let mut letters = Letters { bytes: [0; MAX_LETTERS], len: 0 };
    let mut reader = bits.reader();
    let groups = bits.len().div_ceil(6).min(MAX_LETTERS);
    for (i, slot) in letters.bytes.iter_mut().take(groups).enumerate() {
        let remaining = bits.len() - i * 6;
        let value = match remaining {
            6.. => reader.read(6).unwrap_or(0),
            n => reader.read(n as u8).unwrap_or(0) << (6 - n),
        };
        *slot = text::letter(value as u8);
    }
    letters.len = groups;
    letters
}

/// Encodes a position as Shogi64 text without allocating.
pub fn encode_letters(position: &Position) -> Letters {
    let mut bits = BitBuf::new();
    write_position(position, &mut bits);
    spell(&bits)
}

/// Encodes a position as Shogi64 text.
///
/// ```
/// assert_eq!(shogi64::encode(&shogi64::Position::initial()), "poUAACMaqtYhwHgAAAAPQdTnd3vMgAA");
/// ```
pub fn encode(position: &Position) -> String {
    encode_letters(position).as_str().to_owned()
}

/// The position's bit string as `0` and `1` characters, before padding
/// (`encodePositionToBits` of shogi64.js).
pub fn encode_bits(position: &Position) -> String {
    let mut bits = BitBuf::new();
    write_position(position, &mut bits);
    (0..bits.len()).map(|i| if bits.bit(i) { '1' } else { '0' }).collect()
}

/// Spells a string of `0` and `1` (at least 6 of them) as letters, padding the
/// last group with zeros (`encodeBitsToShogi64` of shogi64.js). Any length is
/// accepted, in linear time.
///
/// ```
/// assert_eq!(shogi64::spell_bits("0000001"), Ok("Ag".to_string()));
/// ```
pub fn spell_bits(bits: &str) -> Result<String, BitsError> {
    spell_bit_bytes(bits.as_bytes())
}

/// [`spell_bits`] for bytes.
pub fn spell_bit_bytes(bytes: &[u8]) -> Result<String, BitsError> {
    let mut speller = Speller::new(bytes.len())?;
    let mut out = vec![0; bytes.len() / 6 + 1];
    let mut n = speller.feed(bytes, &mut out)?;
    n += speller.finish(out.get_mut(n..).unwrap_or_default());
    out.truncate(n);
    Ok(out.into_iter().map(char::from).collect())
}

/// Spells a bit string that arrives in pieces ([`spell_bits`] is one `feed` and a `finish`).
#[derive(Clone, Debug)]
pub struct Speller {
    group: u8,
    in_group: u8,
    seen: usize,
}

impl Speller {
    /// A speller for a bit string of `len` bits; fails when `len` < 6.
    pub fn new(len: usize) -> Result<Speller, BitsError> {
        if len < 6 {
            return Err(BitsError::TooShort { len });
        }
        Ok(Speller { group: 0, in_group: 0, seen: 0 })
    }

    /// Reads the next piece, writes a letter to `out` for each group of six
    /// bits completed and returns how many were written. `out` needs
    /// `chunk.len() / 6 + 1` bytes.
    pub fn feed(&mut self, chunk: &[u8], out: &mut [u8]) -> Result<usize, BitsError> {
        let mut written = 0;
        for (i, &byte) in chunk.iter().enumerate() {
            let bit = match byte {
                b'0' | b'1' => byte - b'0',
                _ => return Err(BitsError::InvalidByte { offset: self.seen + i, byte }),
            };
            self.group = (self.group << 1) | bit;
            self.in_group += 1;
            if self.in_group == 6 {
                if let Some(slot) = out.get_mut(written) {
                    *slot = text::letter(self.group);
                    written += 1;
                }
                self.group = 0;
                self.in_group = 0;
            }
        }
        self.seen += chunk.len();
        Ok(written)
    }

    /// Writes the last, zero-padded letter if a group is open, and returns how many were written.
    pub fn finish(&mut self, out: &mut [u8]) -> usize {
        if self.in_group == 0 {
            return 0;
        }
        let letter = text::letter(self.group << (6 - self.in_group));
        self.in_group = 0;
        match out.first_mut() {
            Some(slot) => {
                *slot = letter;
                1
            }
            None => 0,
        }
    }
}
