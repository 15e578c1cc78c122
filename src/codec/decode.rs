//! Text → bits → position.
//!
//! The input is checked in one pass (every byte must be a letter, or `0`/`1`
//! for bit strings) while the bits of its start are loaded, then at most the
//! first [`crate::bits::MAX_BITS`] bits are decoded.
//! Letters after the last code are ignored, as shogi64.js ignores them.

#[cfg(feature = "alloc")]
use alloc::{string::String, vec};

use crate::bits::{BitBuf, Cursor, MAX_BITS};
use crate::codes::{self, HAND_FOUR, HAND_TWO, MIXED_SQUARE, NORMAL_SQUARE, PAWN_RANK};
use crate::error::{DecodeError, Field};
use crate::position::{Color, Hand, Position, HAND_KINDS, SQUARES};
use crate::text;

/// The position decoders start from (a constant: built at run time, an
/// empty board takes a loop over the squares).
const EMPTY: Position = Position::empty();

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
        Loader {
            input,
            bits: BitBuf::new(),
            seen: 0,
            error: None,
        }
    }

    /// Makes this a loader for `input` before its first byte again, as
    /// [`Loader::new`] would, without zeroing its buffer: 128 bytes that
    /// WebAssembly engines zero through a call out of the module.
    pub fn restart(&mut self, input: Input) {
        self.input = input;
        self.bits.clear();
        self.seen = 0;
        self.error = None;
    }

    /// Reads the next piece of the input. After an invalid byte the rest is ignored.
    pub fn feed(&mut self, chunk: &[u8]) {
        if self.error.is_some() {
            return;
        }
        let invalid = match self.input {
            Input::Letters => self.feed_letters(chunk),
            Input::Bits => self.feed_bits(chunk),
        };
        match invalid {
            Some((i, byte)) => {
                let offset = self.seen + i;
                self.error = Some(match self.input {
                    Input::Letters => DecodeError::InvalidLetter { offset, byte },
                    Input::Bits => DecodeError::InvalidBit { offset, byte },
                });
            }
            None => self.seen += chunk.len(),
        }
    }

    /// Loads the letters a position can need and checks the rest; returns
    /// the offset in `chunk` and value of the first invalid byte.
    fn feed_letters(&mut self, chunk: &[u8]) -> Option<(usize, u8)> {
        let wanted = MAX_BITS.div_ceil(6).saturating_sub(self.seen);
        let (head, tail) = chunk.split_at(wanted.min(chunk.len()));
        // Four letters make 24 bits and one push.
        let mut fours = head.chunks_exact(4);
        for (k, four) in fours.by_ref().enumerate() {
            let mut group = 0;
            for (j, &byte) in four.iter().enumerate() {
                match text::value(byte) {
                    Some(v) => group = (group << 6) | u32::from(v),
                    None => return Some((4 * k + j, byte)),
                }
            }
            self.bits.push(group, 24);
        }
        let done = head.len() - fours.remainder().len();
        for (i, &byte) in fours.remainder().iter().enumerate() {
            match text::value(byte) {
                Some(v) => self.bits.push(u32::from(v), 6),
                None => return Some((done + i, byte)),
            }
        }
        text::first_invalid(tail).map(|(i, byte)| (head.len() + i, byte))
    }

    /// [`Loader::feed_letters`] for a bit string.
    fn feed_bits(&mut self, chunk: &[u8]) -> Option<(usize, u8)> {
        let is_bit = |b: u8| b == b'0' || b == b'1';
        let wanted = MAX_BITS.saturating_sub(self.seen);
        let (head, tail) = chunk.split_at(wanted.min(chunk.len()));
        for (i, &byte) in head.iter().enumerate() {
            if !is_bit(byte) {
                return Some((i, byte));
            }
            self.bits.push(u32::from(byte - b'0'), 1);
        }
        let bad = tail.iter().position(|&b| !is_bit(b))?;
        tail.get(bad).map(|&byte| (head.len() + bad, byte))
    }
    /// The first invalid byte, if one was fed.
    pub fn error(&self) -> Option<DecodeError> {
        self.error
    }

    /// Decodes the position from the bits loaded.
    pub fn finish(&self) -> Result<Position, DecodeError> {
        let mut p = EMPTY;
        self.finish_into(&mut p).map(|()| p)
    }

    /// [`Loader::finish`] into `out` (see [`read_position_into`]).
    pub fn finish_into(&self, out: &mut Position) -> Result<(), DecodeError> {
        match self.error {
            Some(e) => Err(e),
            None if self.seen == 0 => Err(DecodeError::Empty),
            None => read_position_into(&self.bits, out),
        }
    }
}

/// Spells text back as `0` and `1`, six per letter (`decodeShogi64ToBits` of shogi64.js).
///
/// ```
/// assert_eq!(shogi64::letters_to_bit_string("BA"), Ok("000001000000".to_string()));
/// ```
#[cfg(feature = "alloc")]
pub fn letters_to_bit_string(text: &str) -> Result<String, DecodeError> {
    letter_bytes_to_bit_string(text.as_bytes())
}

/// [`letters_to_bit_string`] for bytes.
#[cfg(feature = "alloc")]
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
pub fn letters_to_bit_chars(
    chunk: &[u8],
    offset: usize,
    out: &mut [u8],
) -> Result<usize, DecodeError> {
    let mut written = 0;
    for ((i, &byte), group) in chunk.iter().enumerate().zip(out.chunks_exact_mut(6)) {
        let v = text::value(byte).ok_or(DecodeError::InvalidLetter {
            offset: offset + i,
            byte,
        })?;
        for (shift, c) in (0..6).rev().zip(group.iter_mut()) {
            *c = b'0' + ((v >> shift) & 1);
        }
        written += 6;
    }
    Ok(written)
}

/// Decodes a position from the start of `bits`.
///
/// The reader does not check for the end after each field: it checks once,
/// at the end. Input that ran out, or holds a king field past the board or
/// two pieces on one square, is read again, field by field, by a small
/// function that names the first field at fault.
pub fn read_position(bits: &BitBuf) -> Result<Position, DecodeError> {
    let mut p = EMPTY;
    read_position_into(bits, &mut p).map(|()| p)
}

/// [`read_position`] into `out`, which is left as it was, or partly
/// overwritten, on failure. The WebAssembly binding decodes into a buffer
/// of its own this way, without moving the position from call to call.
pub fn read_position_into(bits: &BitBuf, out: &mut Position) -> Result<(), DecodeError> {
    if read_unchecked(bits, out) {
        Ok(())
    } else {
        Err(fault(bits))
    }
}

/// The fast path of [`read_position`]: false for any input it does not
/// decode whole (and then `out` may be partly overwritten).
fn read_unchecked(bits: &BitBuf, out: &mut Position) -> bool {
    let luts = codes::luts();
    let mut c = bits.cursor();
    let turn = if c.bits(1) == 1 {
        Color::Black
    } else {
        Color::White
    };
    let mut board = [0i8; SQUARES];
    if c.bits(1) == 1 {
        read_runs(&mut c, &luts.mixed_run, &mut board, SQUARES);
    } else {
        // Kings and pawns first, placed without a branch per field (a clash
        // or a king field past the board only marks the input bad): on a
        // random board, where pawns stand anywhere, branches mispredict.
        let mut bad = false;
        // The squares of kings and pawns, one bit each (0 to 63, then 64 to 80).
        let mut taken = [0u64; 2];
        let mut place = |board: &mut [i8; SQUARES], index: usize, here: bool, n: i8| {
            let index = index.min(SQUARES - 1);
            let square = &mut board[index];
            bad |= here & (*square != 0);
            *square = if here { n } else { *square };
            taken[index / 64] |= u64::from(here) << (index % 64);
        };
        let mut past_board = false;
        for king in [8i8, -8] {
            let field = c.bits(7) as usize;
            place(&mut board, field.saturating_sub(1), field != 0, king);
            past_board |= field > SQUARES;
        }
        for pawn in [1i8, -1] {
            for column in 0..9 {
                let rank = usize::from(c.symbol(&PAWN_RANK));
                let row = match (rank, pawn > 0) {
                    (0, _) => 0,
                    (_, true) => rank - 1,
                    (_, false) => 9 - rank,
                };
                place(&mut board, row * 9 + column, rank != 0, pawn);
            }
        }
        if bad || past_board {
            return false;
        }
        // The other squares' codes, as Mixed Mode reads them (a run of empty
        // squares skipped at once), into a list of their own; then the list
        // is spread over the squares kings and pawns left free. A step per
        // square, skipping kings and pawns as it went, was faster on the
        // initial position (263 against 313 ns in wasm) but much slower on
        // random boards (490 against 308 ns), where its branches mispredict.
        let free = SQUARES - (taken[0].count_ones() + taken[1].count_ones()) as usize;
        let mut others = [0i8; 128];
        read_runs(&mut c, &luts.normal_run, &mut others, free);
        board = spread(&board, taken, &others);
    }
    let mut hands = [Hand::EMPTY; 2];
    for hand in hands.iter_mut() {
        let mut counts = [0u8; 7];
        counts[0] = hand_pawn(&mut c);
        for count in counts.iter_mut().skip(1).take(4) {
            *count = c.symbol(&HAND_FOUR);
        }
        for count in counts.iter_mut().skip(5) {
            *count = c.symbol(&HAND_TWO);
        }
        *hand = Hand::from_valid(counts);
    }
    if c.pos() > bits.len() {
        return false;
    }
    out.set_valid_numbers(turn, &board, hands[0], hands[1]);
    true
}

/// Reads a FU count (see [`codes::hand_pawn`]) from its leading ones, with
/// selects rather than branches: the counts of random hands vary.
#[inline(always)]
fn hand_pawn(c: &mut Cursor<'_>) -> u8 {
    let next = c.peek();
    let max = u32::from(codes::HAND_PAWN_MAX_LEN);
    let (fu, len) = match next.leading_ones().min(max) {
        0 => ((next >> 62) as u32 & 1, 2),
        ones if ones < max => (ones + 1, ones + 1),
        _ => (18, max),
    };
    c.drop_bits(len);
    fu as u8
}

/// Reads `count` square codes into the first slots of `squares` (all 0
/// before), a run of empty squares (a `0` each) and the piece after it with
/// one lookup of `lut` (a [`codes::run_lut`]): one step per piece rather
/// than per square.
#[inline(always)]
fn read_runs<const L: usize, const N: usize>(
    c: &mut Cursor<'_>,
    lut: &[core::sync::atomic::AtomicU16; L],
    squares: &mut [i8; N],
    count: usize,
) {
    let mut k = 0;
    while k < count {
        let (empties, piece, bits) = c.run(lut);
        let left = count - k;
        if empties >= left {
            // The zeros past the last square are the hands' bits.
            c.skip_zeros(left as u32);
            break;
        }
        c.drop_bits(bits);
        // A piece whose code did not fit in the key is 0 here, and read at
        // the next step onto the same square.
        if let Some(square) = squares.get_mut(k + empties) {
            *square = piece;
        }
        k += empties + usize::from(piece != 0);
    }
}

/// The board with the free squares (those not in `taken`) filled from
/// `others` in order, and the squares in `taken` as `placed` has them. One
/// step per taken square: the run of free squares before it is copied 16
/// squares at a time (past its end too: the taken square is written after).
#[inline(always)]
fn spread(placed: &[i8; SQUARES], taken: [u64; 2], others: &[i8; 128]) -> [i8; SQUARES] {
    let mut out = [0i8; 128];
    // The clamps keep every copy in bounds for the compiler; real indices
    // stay below 81.
    // One block is copied even for an empty run, so that the usual run (16
    // squares or fewer) takes no branch that depends on its length.
    let copy = |out: &mut [i8; 128], to: usize, from: usize, end: usize| {
        let mut i = 0;
        loop {
            let (t, f) = ((to + i).min(112), (from + i).min(112));
            out[t..t + 16].copy_from_slice(&others[f..f + 16]);
            i += 16;
            if to + i >= end {
                break;
            }
        }
    };
    let (mut from, mut to) = (0, 0);
    for (half, mut bits) in taken.into_iter().enumerate() {
        while bits != 0 {
            let t = (half * 64 + bits.trailing_zeros() as usize).min(SQUARES - 1);
            bits &= bits - 1;
            copy(&mut out, to, from, t);
            from += t.saturating_sub(to);
            out[t] = placed[t];
            to = t + 1;
        }
    }
    copy(&mut out, to, from, SQUARES);
    let mut board = [0i8; SQUARES];
    board.copy_from_slice(&out[..SQUARES]);
    board
}

/// Why [`read_unchecked`] refused `bits`: the fields read again in order,
/// checking each, up to the first that ran out, a king field past the board
/// or a piece put on a square already taken. Only bad input comes here, so
/// this is written for size: it builds no position and keeps only which
/// squares are taken.
#[cold]
#[inline(never)]
fn fault(bits: &BitBuf) -> DecodeError {
    let found = first_fault(bits);
    // Never reached: the fast path refuses only input with a fault, which
    // the property tests (against the checked oracle) and the fuzz target
    // (through this assertion) hold it to.
    debug_assert!(found.is_err(), "the fast path refused a valid input");
    found.err().unwrap_or(DecodeError::Truncated {
        bits: bits.len(),
        field: Field::Turn,
    })
}

/// [`fault`]'s walk: `Err` with the first fault, `Ok` if there is none.
fn first_fault(bits: &BitBuf) -> Result<(), DecodeError> {
    let len = bits.len();
    let mut c = bits.cursor();
    // The field just read ran out if the cursor went past the end: which
    // bits a cursor reads there does not matter, since a code that starts
    // before the end and is not whole by then is cut whatever follows.
    let read = |c: &Cursor<'_>, field| match c.pos() > len {
        true => Err(DecodeError::Truncated { bits: len, field }),
        false => Ok(()),
    };
    c.bits(1);
    read(&c, Field::Turn)?;
    let mixed = c.bits(1) == 1;
    read(&c, Field::Mode)?;
    // One lookup for every table (their arrays differ in size).
    let code = |c: &mut Cursor<'_>, lut: &[u8], max_len: u8| {
        let entry = lut[(c.peek() >> (64 - u32::from(max_len))) as usize % lut.len()];
        c.drop_bits(u32::from(entry >> 4));
        entry & 15
    };
    let mut taken = [false; SQUARES];
    let mut take = |index: usize| match taken.get_mut(index) {
        Some(square @ false) => {
            *square = true;
            Ok(())
        }
        _ => Err(DecodeError::Occupied { index: index as u8 }),
    };
    if !mixed {
        for color in Color::ALL {
            let value = c.bits(7) as u8;
            read(&c, Field::King(color))?;
            match value {
                0 => {}
                1..=81 => take(usize::from(value) - 1)?,
                _ => return Err(DecodeError::KingField { color, value }),
            }
        }
        for color in Color::ALL {
            for column in 0..9 {
                let rank = code(&mut c, &PAWN_RANK.lut, PAWN_RANK.max_len);
                read(&c, Field::Pawn(color, 9 - column))?;
                let row = match color {
                    Color::Black => rank.wrapping_sub(1),
                    Color::White => 9 - rank,
                };
                if rank != 0 {
                    take(usize::from(row * 9 + column))?;
                }
            }
        }
    }
    let (lut, max_len): (&[u8], _) = match mixed {
        true => (&MIXED_SQUARE.lut, MIXED_SQUARE.max_len),
        false => (&NORMAL_SQUARE.lut, NORMAL_SQUARE.max_len),
    };
    for (index, &taken) in taken.iter().enumerate() {
        if taken {
            continue;
        }
        let kind = code(&mut c, lut, max_len);
        // A piece's colour bit.
        c.drop_bits(u32::from(kind != 0));
        read(&c, Field::Square(index as u8))?;
    }
    for field in 0..2 * HAND_KINDS.len() {
        let (color, slot) = (Color::ALL[field / 7], field % 7);
        match slot {
            0 => drop(hand_pawn(&mut c)),
            1..=4 => drop(code(&mut c, &HAND_FOUR.lut, HAND_FOUR.max_len)),
            _ => drop(code(&mut c, &HAND_TWO.lut, HAND_TWO.max_len)),
        }
        read(&c, Field::Hand(color, HAND_KINDS[slot]))?;
    }
    Ok(())
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::bits::BitReader;
    use crate::codes::Table;
    use crate::position::{Kind, Piece};
    use proptest::prelude::*;

    /// The oracle the decoder is held to: a reader that checks every read and
    /// names the field that failed, written for clarity rather than speed.
    fn read_checked(bits: &BitBuf) -> Result<Position, DecodeError> {
        let mut r = bits.reader();
        let turn = match need(&mut r, Field::Turn, BitReader::read_bit)? {
            true => Color::Black,
            false => Color::White,
        };
        let mixed = need(&mut r, Field::Mode, BitReader::read_bit)?;
        let mut board = [0i8; SQUARES];
        if mixed {
            for (index, n) in board.iter_mut().enumerate() {
                *n = read_square(&mut r, &MIXED_SQUARE, index as u8)?;
            }
        } else {
            read_normal_board(&mut r, &mut board)?;
        }
        let black = read_hand(&mut r, Color::Black)?;
        let white = read_hand(&mut r, Color::White)?;
        Ok(Position::from_valid_numbers(turn, board, black, white))
    }

    /// Turns a read that ran out into the error naming what was being read.
    #[inline]
    fn need<'a, T>(
        r: &mut BitReader<'a>,
        field: Field,
        read: impl FnOnce(&mut BitReader<'a>) -> Option<T>,
    ) -> Result<T, DecodeError> {
        let bits = r.available();
        read(r).ok_or(DecodeError::Truncated { bits, field })
    }

    /// Puts piece number `n` on an empty square.
    fn place(board: &mut [i8; SQUARES], index: usize, n: i8) -> Result<(), DecodeError> {
        match board.get_mut(index) {
            Some(square @ 0) => {
                *square = n;
                Ok(())
            }
            _ => Err(DecodeError::Occupied { index: index as u8 }),
        }
    }

    /// The piece number of `kind` for `color`.
    const fn number(color: Color, kind: Kind) -> i8 {
        Piece::new(color, kind).number()
    }

    fn read_normal_board(
        r: &mut BitReader<'_>,
        board: &mut [i8; SQUARES],
    ) -> Result<(), DecodeError> {
        // Until the other squares are read, a non-zero square is a king's or a pawn's.
        for color in Color::ALL {
            let field = need(r, Field::King(color), |r| r.read(7))?;
            match field {
                0 => {}
                1..=81 => {
                    place(board, field as usize - 1, number(color, Kind::King))?;
                }
                _ => {
                    return Err(DecodeError::KingField {
                        color,
                        value: field as u8,
                    })
                }
            }
        }
        for color in Color::ALL {
            for column in 0..9u8 {
                let rank = need(r, Field::Pawn(color, 9 - column), |r| {
                    r.read_symbol(&PAWN_RANK)
                })?;
                if rank == 0 {
                    continue;
                }
                let row = match color {
                    Color::Black => rank - 1,
                    Color::White => 9 - rank,
                };
                place(
                    board,
                    usize::from(row * 9 + column),
                    number(color, Kind::Pawn),
                )?;
            }
        }
        for (index, n) in board.iter_mut().enumerate() {
            if *n == 0 {
                *n = read_square(r, &NORMAL_SQUARE, index as u8)?;
            }
        }
        Ok(())
    }

    /// Reads one square's code and, for a piece, its colour bit: the piece number.
    #[inline]
    fn read_square<const L: usize>(
        r: &mut BitReader<'_>,
        table: &Table<15, L>,
        index: u8,
    ) -> Result<i8, DecodeError> {
        let field = Field::Square(index);
        let kind = need(r, field, |r| r.read_symbol(table))? as i8;
        if kind == 0 {
            return Ok(0);
        }
        Ok(match need(r, field, BitReader::read_bit)? {
            true => kind,
            false => -kind,
        })
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
        Some(if ones == codes::HAND_PAWN_MAX_LEN {
            18
        } else {
            ones + 1
        })
    }

    /// The fast path's position, if it decodes one.
    fn unchecked(bits: &BitBuf) -> Option<Position> {
        let mut p = Position::empty();
        read_unchecked(bits, &mut p).then_some(p)
    }

    /// Bits from `words`, `len` of them.
    fn buf(words: &[u32], len: usize) -> BitBuf {
        let mut b = BitBuf::new();
        for &w in words {
            b.push(w, 32);
        }
        let mut cut = BitBuf::new();
        let mut r = b.reader();
        for _ in 0..len.min(b.len()) {
            cut.push(r.read(1).unwrap_or(0), 1);
        }
        cut
    }

    proptest! {
        // A fixed seed: the same cases on every run.
        #![proptest_config(ProptestConfig {
            rng_seed: proptest::test_runner::RngSeed::Fixed(0x5e64),
            ..ProptestConfig::with_cases(10_000)
        })]

        /// The decoder answers as the oracle does, position or error: the
        /// fast path where it decodes, and where it refuses, [`fault`].
        #[test]
        fn decoder_agrees_with_oracle(
            words in proptest::collection::vec(any::<u32>(), 0..32),
            len in 0usize..1024,
            mixed_bias in any::<bool>(),
        ) {
            let mut words = words;
            // Bias the mode bit both ways and make long runs of zeros likely.
            if let Some(first) = words.first_mut() {
                *first = if mixed_bias { *first | 0x4000_0000 } else { *first & !0x4000_0000 };
            }
            for w in words.iter_mut().skip(1).step_by(2) {
                *w &= *w >> 3;
            }
            let b = buf(&words, len);
            prop_assert_eq!(read_position(&b), read_checked(&b));
        }
    }

    /// A restarted loader answers as a new one, whatever its buffer held:
    /// here all ones (letters `_`) or a position, before every vector string.
    #[test]
    fn restarted_loader_answers_as_a_new_one() {
        let text = include_str!("../../tests/vectors/decode.jsonl");
        // Under Miri (scripts/test-full.sh), the first lines only.
        let lines = if cfg!(miri) { 40 } else { usize::MAX };
        let mut checked = 0;
        for line in text.lines().take(lines) {
            let Some(start) = line.find("\"shogi64\":\"").map(|i| i + 11) else {
                continue;
            };
            let Some(end) = line[start..].find('"').map(|e| start + e) else {
                continue;
            };
            let s = &line.as_bytes()[start..end];
            for before in [&[b'_'; 200][..], b"poUAACMaqtYhwHgAAAAPQdTnd3vMgAA"] {
                let mut reused = Loader::new(Input::Letters);
                reused.feed(before);
                let _ = reused.finish();
                reused.restart(Input::Letters);
                reused.feed(s);
                let mut fresh = Loader::new(Input::Letters);
                fresh.feed(s);
                assert_eq!(reused.finish(), fresh.finish(), "{line}");
            }
            checked += 1;
        }
        assert!(checked > if cfg!(miri) { 20 } else { 450 }, "{checked}");
    }

    /// Every string of the decode vectors: the valid ones take the fast path
    /// and the oracle agrees; the invalid ones fall back and fail as the
    /// oracle does.
    #[test]
    fn decoder_agrees_with_oracle_on_every_vector_string() {
        let text = include_str!("../../tests/vectors/decode.jsonl");
        let (mut valid, mut invalid) = (0, 0);
        for line in text.lines() {
            let Some(start) = line.find("\"shogi64\":\"").map(|i| i + 11) else {
                continue;
            };
            let Some(end) = line[start..].find('"').map(|e| start + e) else {
                continue;
            };
            let mut loader = Loader::new(Input::Letters);
            loader.feed(&line.as_bytes()[start..end]);
            if loader.error().is_some() || start == end {
                continue;
            }
            let expected = read_checked(&loader.bits);
            assert_eq!(read_position(&loader.bits), expected, "{line}");
            if line.contains("\"error\"") {
                assert!(expected.is_err(), "{line}");
                assert_eq!(unchecked(&loader.bits), None, "{line}");
                invalid += 1;
            } else {
                assert!(unchecked(&loader.bits).is_some(), "{line}");
                valid += 1;
            }
        }
        assert!(
            valid > 150 && invalid > 250,
            "{valid} valid, {invalid} invalid"
        );
    }

    /// Each kind of fault, named as the oracle names it.
    #[test]
    fn every_kind_of_fault_is_named() {
        use DecodeError::{KingField, Occupied, Truncated};
        let initial = {
            let mut loader = Loader::new(Input::Letters);
            loader.feed(b"poUAACMaqtYhwHgAAAAPQdTnd3vMgAA");
            loader.bits
        };
        let words = |b: &BitBuf| -> Vec<u32> {
            let mut r = b.reader();
            (0..b.len())
                .step_by(32)
                .map(|at| {
                    let n = (b.len() - at).min(32) as u8;
                    r.read(n).unwrap() << (32 - n)
                })
                .collect()
        };
        let cases: [(Vec<u32>, usize, DecodeError); 7] = [
            // Turn, mode and the black king's field; then the input ends.
            (
                vec![0b10_0000000 << 23],
                9,
                Truncated {
                    bits: 9,
                    field: Field::King(Color::White),
                },
            ),
            // A black king field of 82, past the board.
            (
                vec![0b10_1010010 << 23],
                16,
                KingField {
                    color: Color::Black,
                    value: 82,
                },
            ),
            // Both kings on board[4].
            (
                vec![(0b10_0000101_0000101 << 16) | 0xFFFF],
                32,
                Occupied { index: 4 },
            ),
            // Mixed Mode, cut inside the squares.
            (
                vec![0b11 << 30 | 0x0012_3456],
                32,
                Truncated {
                    bits: 32,
                    field: Field::Square(17),
                },
            ),
            // The initial position cut inside its board, a pawn and its hands.
            (
                words(&initial),
                120,
                Truncated {
                    bits: 120,
                    field: Field::Square(64),
                },
            ),
            (
                words(&initial),
                20,
                Truncated {
                    bits: 20,
                    field: Field::Pawn(Color::Black, 5),
                },
            ),
            (
                words(&initial),
                180,
                Truncated {
                    bits: 180,
                    field: Field::Hand(Color::White, Kind::Knight),
                },
            ),
        ];
        for (words, len, expected) in cases {
            let b = buf(&words, len);
            assert_eq!(read_checked(&b), Err(expected), "{words:x?} {len}");
            assert_eq!(read_position(&b), Err(expected), "{words:x?} {len}");
        }
    }
}
