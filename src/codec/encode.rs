//! Position → bits → text.

#[cfg(feature = "alloc")]
use alloc::{borrow::ToOwned, string::String, vec};

use crate::bits::{BitBuf, Run, Writer, MAX_BITS};
use crate::codes::{self, PAWN_RANK_CODES};
use crate::error::BitsError;
use crate::position::{Color, Hand, Position, SQUARES};
use crate::text;

/// The most letters a position's text can take: [`MAX_BITS`] rounded up to whole letters.
pub const MAX_LETTERS: usize = MAX_BITS.div_ceil(6);

/// True when the board cannot be written in Normal Mode: a colour has more than
/// one king or two pawns in one file, a black pawn stands on rank 1 or a white
/// pawn on rank 9.
pub fn needs_mixed_mode(position: &Position) -> bool {
    Scan::of(position.numbers()).mixed
}

/// What Normal Mode writes before the other squares, found in one pass.
struct Scan {
    /// King fields: the square's index + 1, or 0 for no king.
    kings: [u32; 2],
    /// Pawn ranks by column (file 9 to 1) as black sees them, white's
    /// mirrored (10 − rank); 0 for none.
    pawns: [[u8; 9]; 2],
    /// True when Normal Mode cannot write the board.
    mixed: bool,
}

/// One in every byte.
const ONES: u64 = 0x0101_0101_0101_0101;

/// 1 in the bytes of `x` equal to `v`, 0 in the others.
#[inline(always)]
fn bytes_equal(x: u64, v: u8) -> u64 {
    const LOW7: u64 = ONES * 0x7F;
    let t = x ^ (ONES * u64::from(v));
    // A byte of `t` is zero exactly when adding 0x7F to its low seven bits
    // leaves its high bit clear and it had none itself.
    (!(((t & LOW7) + LOW7) | t) >> 7) & ONES
}

impl Scan {
    /// One rank at a time, without a branch (on a random board a branch per
    /// square mispredicts for every few pawns): the rank's first eight
    /// squares side by side in the bytes of a `u64`, the ninth alone.
    fn of(board: &[i8; SQUARES]) -> Scan {
        // Per colour and column (0 to 7 in the bytes of the first word, 8 in
        // the second): 16 × the number of pawns + the sum of their ranks as
        // written. Packed so that few values stay live: WebAssembly engines
        // spill registers sooner than native compilers do.
        let mut pawns = [[0u64; 2]; 2];
        // Per colour: the king's field (index + 1, 0 for none) and how many kings.
        let mut kings = [0u32; 2];
        let mut king_counts = [0u32; 2];
        for (row, squares) in board.chunks_exact(9).enumerate() {
            let mut eight = [0u8; 8];
            for (byte, &n) in eight.iter_mut().zip(squares) {
                *byte = n as u8;
            }
            let eight = u64::from_le_bytes(eight);
            let ninth = squares.get(8).map_or(0, |&n| n as u8);
            let row = row as u32;
            // White's rank r is written as 10 − r; its row is 9 − r.
            let ranks = [row + 1, 9 - row];
            for (side, (pawn, king)) in [(1u8, 8u8), (0xFF, 0xF8)].into_iter().enumerate() {
                let weight = 16 + u64::from(ranks[side]);
                pawns[side][0] += bytes_equal(eight, pawn) * weight;
                pawns[side][1] += u64::from(ninth == pawn) * weight;
                let here = bytes_equal(eight, king);
                if here != 0 {
                    kings[side] = row * 9 + here.trailing_zeros() / 8 + 1;
                }
                if ninth == king {
                    kings[side] = row * 9 + 9;
                }
                king_counts[side] += here.count_ones() + u32::from(ninth == king);
            }
        }
        let mut scan = Scan {
            kings,
            pawns: [[0; 9]; 2],
            mixed: king_counts[0] > 1 || king_counts[1] > 1,
        };
        for (out, lanes) in scan.pawns.iter_mut().zip(pawns) {
            for (half, lanes) in lanes.into_iter().enumerate() {
                // Two pawns in a column, or (rank 1 as written, for both
                // colours) a pawn on its last rank.
                let ranks = lanes & (ONES * 15);
                scan.mixed |= lanes & (ONES * 0xE0) != 0 || bytes_equal(ranks, 1) != 0;
                let columns = if half == 0 {
                    &mut out[..8]
                } else {
                    &mut out[8..]
                };
                for (column, rank) in columns.iter_mut().zip(ranks.to_le_bytes()) {
                    *column = rank;
                }
            }
        }
        scan
    }
}

/// Writes the 81 squares' codes from `pairs` (a `codes::fill_pairs`
/// table): a lookup per two squares, four squares to a [`Run`] (at most 4 ×
/// 11 bits). The pairs took 20 ns less per random board in wasm than a
/// lookup per square. One copy for both modes: inlined twice it took 1 KB
/// more of the wasm module for no measurable time.
#[inline(never)]
fn write_squares(
    pairs: &[core::sync::atomic::AtomicU32; 1024],
    board: &[i8; SQUARES],
    out: &mut Writer,
) {
    let pair = |a: i8, b: i8| {
        let e = pairs[((a as i32 + 14) as usize * 32 + (b as i32 + 14) as usize) % 1024]
            .load(core::sync::atomic::Ordering::Relaxed);
        Run {
            bits: u64::from(e >> 5),
            len: e & 31,
        }
    };
    let (fours, rest) = board.split_at(SQUARES - SQUARES % 4);
    for four in fours.chunks_exact(4) {
        out.put_run(pair(four[0], four[1]).then(pair(four[2], four[3])));
    }
    for &n in rest {
        out.put_run(pair(codes::NO_CODE, n));
    }
}

/// The whole bit string of `position`, in Normal Mode when the board allows it
/// (so that every position has exactly one encoding).
pub fn position_bits(position: &Position) -> BitBuf {
    parts_bits(Parts::of(position))
}

/// [`position_bits`] of a position's parts.
pub fn parts_bits(parts: Parts<'_>) -> BitBuf {
    let mut out = Writer::new();
    write_position(parts, &mut out);
    out.finish()
}

/// Encodes `position` as letters into `out` without allocating and returns
/// how many were written (at most `out.len()`; [`MAX_LETTERS`] always suffice).
pub fn encode_into(position: &Position, out: &mut [u8]) -> usize {
    encode_parts_into(Parts::of(position), out)
}

/// A position's parts as the encoder reads them, the board borrowed: a
/// [`Position`]'s, or a board of piece numbers checked where it lies (the
/// WebAssembly binding's buffer), which then is not copied.
#[derive(Clone, Copy, Debug)]
pub struct Parts<'a> {
    turn: Color,
    board: &'a [i8; SQUARES],
    hands: [Hand; 2],
}

impl<'a> Parts<'a> {
    /// The parts of `position`.
    pub fn of(position: &'a Position) -> Parts<'a> {
        Parts {
            turn: position.turn(),
            board: position.numbers(),
            hands: [*position.hand(Color::Black), *position.hand(Color::White)],
        }
    }

    /// Parts from a board of piece numbers and black's and white's hand
    /// counts (FU KY KE GI KI KA HI), or `None` when a piece number is not in
    /// −14..=14 or a count is above its kind's maximum.
    pub fn new(turn: Color, board: &'a [i8; SQUARES], counts: [[u8; 7]; 2]) -> Option<Parts<'a>> {
        let hands_valid = counts
            .as_flattened()
            .iter()
            .zip(crate::position::HAND_MAX.iter().cycle())
            .fold(true, |valid, (&n, &max)| valid & (n <= max));
        (hands_valid & crate::position::all_piece_numbers(board)).then_some(Parts {
            turn,
            board,
            hands: counts.map(Hand::from_valid),
        })
    }

    /// The position these parts make.
    pub fn position(&self) -> Position {
        let [black, white] = self.hands;
        Position::from_valid_numbers(self.turn, *self.board, black, white)
    }
}

/// [`encode_into`] for a position's parts.
#[inline(never)]
pub fn encode_parts_into(parts: Parts<'_>, out: &mut [u8]) -> usize {
    let mut bits = Writer::new();
    write_position(parts, &mut bits);
    spell_into(bits.flush(), out)
}

/// Writes the bit string of a position (see [`position_bits`]). Not
/// inlined: its two callers would each take a copy, 3 KB of the wasm module.
#[inline(never)]
fn write_position(parts: Parts<'_>, out: &mut Writer) {
    let board = parts.board;
    let scan = Scan::of(board);
    let turn = u64::from(parts.turn == Color::Black);
    if scan.mixed {
        out.put_run(Run {
            bits: (turn << 1) | 1,
            len: 2,
        });
        write_squares(&codes::luts().mixed_pairs, board, out);
    } else {
        // The turn, the mode (0) and both king fields.
        let [black, white] = scan.kings.map(u64::from);
        out.put_run(Run {
            bits: (turn << 15) | (black << 7) | white,
            len: 16,
        });
        // Pawn codes take at most 8 bits: six to a run.
        let rank = |r: u8| Run::of(PAWN_RANK_CODES[usize::from(r) % 16]);
        let ranks = scan.pawns.as_flattened();
        for six in ranks.chunks_exact(6) {
            out.put_run(
                rank(six[0])
                    .then(rank(six[1]))
                    .then(rank(six[2]))
                    .then(rank(six[3]).then(rank(six[4])).then(rank(six[5]))),
            );
        }
        // Pawns and kings have no code in this table (length 0): writing them
        // writes nothing, and the loop needs no test.
        write_squares(&codes::luts().normal_pairs, board, out);
    }
    for hand in &parts.hands {
        out.put_run(hand_run(hand));
    }
}

/// A hand's codes as one run: at most 17 + 4 × 4 + 2 × 2 bits.
fn hand_run(hand: &Hand) -> Run {
    let [fu, ky, ke, gi, ki, ka, hi] = hand.counts();
    let four = |n: u8| Run::of(codes::HAND_FOUR.by_symbol[usize::from(n.min(4))]);
    let two = |n: u8| Run::of(codes::HAND_TWO.by_symbol[usize::from(n.min(2))]);
    Run::of(codes::hand_pawn(fu))
        .then(four(ky).then(four(ke)))
        .then(four(gi).then(four(ki)))
        .then(two(ka).then(two(hi)))
}

/// Shogi64 text built without allocating: at most [`MAX_LETTERS`] ASCII letters.
#[derive(Clone)]
pub struct Letters {
    bytes: [u8; MAX_LETTERS],
    len: usize,
}

impl Letters {
    /// The letters `write` puts in an empty buffer, given how many it wrote.
    fn written_by(write: impl FnOnce(&mut [u8; MAX_LETTERS]) -> usize) -> Letters {
        let mut letters = Letters {
            bytes: [0; MAX_LETTERS],
            len: 0,
        };
        letters.len = write(&mut letters.bytes);
        letters
    }

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

/// Spells `bits` as letters into `out`, the last group padded with zero bits,
/// and returns how many were written (at most `out.len()`): 48 bits make
/// eight letters, written together.
pub fn spell_into(bits: &BitBuf, out: &mut [u8]) -> usize {
    let groups = bits.len().div_ceil(6).min(out.len());
    let (eights, rest) = out[..groups].split_at_mut(groups - groups % 8);
    for (i, eight) in eights.chunks_exact_mut(8).enumerate() {
        let v = bits.peek64(48 * i);
        let letters = core::array::from_fn::<u8, 8, _>(|j| text::letter((v >> (58 - 6 * j)) as u8));
        eight.copy_from_slice(&letters);
    }
    let v = bits.peek64(6 * eights.len());
    for (j, letter) in rest.iter_mut().enumerate() {
        *letter = text::letter((v >> (58 - 6 * j)) as u8);
    }
    groups
}

/// Spells `bits` as letters, the last group padded with zero bits.
pub fn spell(bits: &BitBuf) -> Letters {
    Letters::written_by(|bytes| spell_into(bits, bytes))
}

/// Encodes a position as Shogi64 text without allocating.
pub fn encode_letters(position: &Position) -> Letters {
    Letters::written_by(|bytes| encode_into(position, bytes))
}

/// Encodes a position as Shogi64 text.
///
/// ```
/// assert_eq!(shogi64::encode(&shogi64::Position::initial()), "poUAACMaqtYhwHgAAAAPQdTnd3vMgAA");
/// ```
#[cfg(feature = "alloc")]
pub fn encode(position: &Position) -> String {
    encode_letters(position).as_str().to_owned()
}

/// The position's bit string as `0` and `1` characters, before padding
/// (`encodePositionToBits` of shogi64.js).
#[cfg(feature = "alloc")]
pub fn encode_bits(position: &Position) -> String {
    let bits = position_bits(position);
    (0..bits.len())
        .map(|i| if bits.bit(i) { '1' } else { '0' })
        .collect()
}

/// Spells a string of `0` and `1` (at least 6 of them) as letters, padding the
/// last group with zeros (`encodeBitsToShogi64` of shogi64.js). Any length is
/// accepted, in linear time.
///
/// ```
/// assert_eq!(shogi64::spell_bits("0000001"), Ok("Ag".to_string()));
/// ```
#[cfg(feature = "alloc")]
pub fn spell_bits(bits: &str) -> Result<String, BitsError> {
    spell_bit_bytes(bits.as_bytes())
}

/// [`spell_bits`] for bytes.
#[cfg(feature = "alloc")]
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
        Ok(Speller {
            group: 0,
            in_group: 0,
            seen: 0,
        })
    }

    /// Reads the next piece, writes a letter to `out` for each group of six
    /// bits completed and returns how many were written. `out` needs
    /// `chunk.len() / 6 + 1` bytes.
    pub fn feed(&mut self, chunk: &[u8], out: &mut [u8]) -> Result<usize, BitsError> {
        let mut written = 0;
        for (i, &byte) in chunk.iter().enumerate() {
            let bit = match byte {
                b'0' | b'1' => byte - b'0',
                _ => {
                    return Err(BitsError::InvalidByte {
                        offset: self.seen + i,
                        byte,
                    })
                }
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
