//! The Huffman tables of the format, as data: one table per field kind and mode.
//!
//! Each table lists `(symbol, code)` pairs exactly as the format defines them.
//! Lookup tables for decoding are derived from these (the small ones at
//! compile time, the large ones on first use, see `luts`), so the codes are
//! written once. Changing any code here is a breaking change of the format.

use core::sync::atomic::{AtomicBool, AtomicU16, AtomicU32, Ordering};

/// A code word: `len` bits, most significant first, right-aligned in `bits`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Code {
    /// The bits, right-aligned.
    pub bits: u32,
    /// How many bits.
    pub len: u8,
}

/// Parses a code written as a string of `0` and `1`.
const fn code(s: &str) -> Code {
    let b = s.as_bytes();
    let mut bits = 0;
    let mut i = 0;
    while i < b.len() {
        bits = (bits << 1) | (b[i] - b'0') as u32;
        i += 1;
    }
    Code {
        bits,
        len: b.len() as u8,
    }
}

/// A prefix code over symbols `0..N_SYM` (at most 16), with a lookup table of
/// `LUT` = 2^`max_len` entries for decoding: `lut[next max_len bits]` holds the
/// symbol whose code starts those bits in its low four bits, and that code's
/// length in its high four.
pub struct Table<const N_SYM: usize, const LUT: usize> {
    /// The code of each symbol (`len` 0 for a symbol the table cannot write).
    pub by_symbol: [Code; N_SYM],
    /// The longest code's length.
    pub max_len: u8,
    /// Symbol and length for every `max_len`-bit prefix.
    pub lut: [u8; LUT],
}

impl<const N_SYM: usize, const LUT: usize> Table<N_SYM, LUT> {
    /// Builds the table from `(symbol, code)` pairs. The codes must form a complete
    /// prefix code whose longest code has exactly log2(`LUT`) bits; compilation
    /// fails otherwise.
    const fn new(pairs: &[(u8, &str)]) -> Self {
        let mut by_symbol = [Code { bits: 0, len: 0 }; N_SYM];
        let mut max_len = 0;
        let mut i = 0;
        while i < pairs.len() {
            let c = code(pairs[i].1);
            by_symbol[pairs[i].0 as usize] = c;
            if c.len > max_len {
                max_len = c.len;
            }
            i += 1;
        }
        assert!(1usize << max_len == LUT, "LUT size must be 2^max_len");
        let mut lut = [u8::MAX; LUT];
        let mut i = 0;
        while i < pairs.len() {
            let c = code(pairs[i].1);
            let shift = max_len - c.len;
            let start = (c.bits as usize) << shift;
            let mut j = 0;
            while j < 1usize << shift {
                assert!(lut[start + j] == u8::MAX, "codes must be prefix-free");
                assert!(
                    pairs[i].0 < 16 && c.len < 16,
                    "symbol and length fit in four bits each"
                );
                lut[start + j] = pairs[i].0 | (c.len << 4);
                j += 1;
            }
            i += 1;
        }
        let mut j = 0;
        while j < LUT {
            assert!(lut[j] != u8::MAX, "the code must be complete");
            j += 1;
        }
        Table {
            by_symbol,
            max_len,
            lut,
        }
    }
}

/// A square's whole code for each piece number −14..=14 (index `number + 14`):
/// the kind's code from `table` followed by the colour bit (1 black, 0
/// white), or the empty square's code for 0. Derived from the tables below.
pub const fn square_codes<const L: usize>(table: &Table<15, L>) -> [Code; 32] {
    let mut out = [Code { bits: 0, len: 0 }; 32];
    let mut n: i32 = -14;
    while n <= 14 {
        let kind = n.unsigned_abs() as usize;
        let c = table.by_symbol[kind];
        out[(n + 14) as usize] = if n == 0 || c.len == 0 {
            c
        } else {
            Code {
                bits: (c.bits << 1) | (n > 0) as u32,
                len: c.len + 1,
            }
        };
        n += 1;
    }
    out
}

/// Fills `out`, a decoder of empty squares and the piece after them for a
/// `K`-bit key (2^`K` entries, `K` at most 15), from the lookup table `lut`
/// of a square table whose longest code has `max_len` bits: for every key,
/// how many empty squares (a `0` each) it starts with (high four bits), how
/// many bits those and the piece after them take (next four), and that
/// piece's number (low byte, as `i8`; 0 when its code does not end within
/// the key, and then only the empty squares are counted). One lookup reads
/// a run of empty squares and a piece, where a count of leading zeros and a
/// lookup would make two steps, one waiting for the other. (One copy for
/// both tables: it runs once, and the module is shipped.)
#[inline(never)]
fn fill_runs(out: &[AtomicU16], lut: &[u8], max_len: u8) {
    let key_len = out.len().trailing_zeros();
    for (key, slot) in out.iter().enumerate() {
        // Leading zeros of the key, within its `key_len` bits.
        let empties = if key == 0 {
            key_len
        } else {
            (key as u32).leading_zeros() - (32 - key_len)
        };
        let mut entry = ((empties as u16) << 12) | ((empties as u16) << 8);
        if empties < key_len {
            // The code starting after the zeros, and its colour bit.
            let rest = key_len - empties;
            let bits = key & ((1 << rest) - 1);
            let prefix = match u32::from(max_len).checked_sub(rest) {
                Some(shift) => bits << shift,
                None => bits >> (rest - u32::from(max_len)),
            };
            let kind_entry = lut.get(prefix).copied().unwrap_or(0);
            let kind = (kind_entry & 15) as i8;
            let len = u32::from(kind_entry >> 4) + 1;
            if len <= rest {
                let black = (key >> (rest - len)) & 1 == 1;
                let n = if black { kind } else { -kind };
                entry =
                    ((empties as u16) << 12) | (((empties + len) as u16) << 8) | u16::from(n as u8);
            }
        }
        slot.store(entry, Ordering::Relaxed);
    }
}

/// The lookup tables of the decoder and the encoder's board. They are built
/// on first use, from the tables below: as data they would take 14 KB of the
/// WebAssembly module, and the loops that build them take a few hundred
/// bytes. Atomics hold them so that building them needs neither `unsafe`
/// nor a lock (whose panic paths would bring `core::fmt` into the module):
/// two threads that build them at once write the same values, and a relaxed
/// load is a plain load.
pub(crate) struct Luts {
    /// [`fill_runs`] of [`NORMAL_SQUARE`], 10-bit keys.
    pub(crate) normal_run: [AtomicU16; 1024],
    /// [`fill_runs`] of [`MIXED_SQUARE`], 11-bit keys: empty squares and a piece.
    pub(crate) mixed_run: [AtomicU16; 2048],
    /// [`fill_pairs`] of [`NORMAL_SQUARE_CODES`].
    pub(crate) normal_pairs: [AtomicU32; 1024],
    /// [`fill_pairs`] of [`MIXED_SQUARE_CODES`].
    pub(crate) mixed_pairs: [AtomicU32; 1024],
}

/// A piece number outside −14..=14 whose code in a [`square_codes`] table
/// is empty (length 0): in a [`fill_pairs`] table, the pair of it and `n` is
/// `n`'s code alone.
pub const NO_CODE: i8 = 17;

/// Fills `out` with the codes of two squares together, for the encoder: at
/// index `(a + 14) * 32 + (b + 14)` for piece numbers `a` then `b` (each up
/// to 17) of `codes` (a [`square_codes`] table), their bits shifted left by
/// five and their length in the low five bits.
#[inline(never)]
fn fill_pairs(out: &[AtomicU32; 1024], codes: &[Code; 32]) {
    for (i, slot) in out.iter().enumerate() {
        let (a, b) = (codes[i / 32], codes[i % 32]);
        slot.store(
            (((a.bits << b.len) | b.bits) << 5) | u32::from(a.len + b.len),
            Ordering::Relaxed,
        );
    }
}

/// The lookup tables ([`Luts`]).
#[inline(always)]
pub(crate) fn luts() -> &'static Luts {
    if !BUILT.load(Ordering::Acquire) {
        build_luts();
    }
    &LUTS
}

static LUTS: Luts = Luts {
    normal_run: [const { AtomicU16::new(0) }; 1024],
    mixed_run: [const { AtomicU16::new(0) }; 2048],
    normal_pairs: [const { AtomicU32::new(0) }; 1024],
    mixed_pairs: [const { AtomicU32::new(0) }; 1024],
};
static BUILT: AtomicBool = AtomicBool::new(false);

#[cold]
#[inline(never)]
fn build_luts() {
    fill_runs(&LUTS.normal_run, &NORMAL_SQUARE.lut, NORMAL_SQUARE.max_len);
    fill_runs(&LUTS.mixed_run, &MIXED_SQUARE.lut, MIXED_SQUARE.max_len);
    fill_pairs(&LUTS.normal_pairs, &NORMAL_SQUARE_CODES);
    fill_pairs(&LUTS.mixed_pairs, &MIXED_SQUARE_CODES);
    BUILT.store(true, Ordering::Release);
}

/// [`square_codes`] of [`NORMAL_SQUARE`].
pub static NORMAL_SQUARE_CODES: [Code; 32] = square_codes(&NORMAL_SQUARE);
/// [`square_codes`] of [`MIXED_SQUARE`].
pub static MIXED_SQUARE_CODES: [Code; 32] = square_codes(&MIXED_SQUARE);

/// Normal Mode, every square but kings and pawns; the symbol is the piece's kind
/// number, 0 for an empty square. A piece's code is followed by a colour bit.
pub static NORMAL_SQUARE: Table<15, 512> = Table::new(&[
    (0, "0"),
    (2, "100"),
    (5, "101"),
    (3, "1100"),
    (4, "1101"),
    (7, "1110"),
    (6, "11110"),
    (13, "1111100"),
    (14, "1111101"),
    (9, "1111110"),
    (11, "11111110"),
    (12, "111111110"),
    (10, "111111111"),
]);

/// Mixed Mode, every square; the symbol is the piece's kind number, 0 for an empty
/// square. A piece's code is followed by a colour bit.
pub static MIXED_SQUARE: Table<15, 1024> = Table::new(&[
    (0, "0"),
    (1, "10"),
    (2, "1100"),
    (5, "1101"),
    (3, "11100"),
    (4, "11110"),
    (8, "111010"),
    (7, "111011"),
    (6, "111110"),
    (13, "11111100"),
    (14, "11111101"),
    (9, "11111110"),
    (11, "111111110"),
    (12, "1111111110"),
    (10, "1111111111"),
]);

/// Normal Mode, the pawn of one file; the symbol is the rank as black sees it
/// (white's rank r is written as 10 − r), 0 for no pawn.
pub static PAWN_RANK: Table<10, 256> = Table::new(&[
    (0, "110"),
    (2, "11111111"),
    (3, "1111110"),
    (4, "11110"),
    (5, "1110"),
    (6, "10"),
    (7, "0"),
    (8, "111110"),
    (9, "11111110"),
]);

/// [`PAWN_RANK`]'s codes in a table of 16 (a mask is cheaper than `% 10`
/// in WebAssembly); symbols past 9 have no code.
pub static PAWN_RANK_CODES: [Code; 16] = {
    let mut codes = [Code { bits: 0, len: 0 }; 16];
    let mut i = 0;
    while i < 10 {
        codes[i] = PAWN_RANK.by_symbol[i];
        i += 1;
    }
    codes
};

/// Hand counts of KY, KE, GI and KI.
pub static HAND_FOUR: Table<5, 16> =
    Table::new(&[(0, "0"), (1, "10"), (2, "110"), (3, "1110"), (4, "1111")]);

/// Hand counts of KA and HI.
pub static HAND_TWO: Table<3, 4> = Table::new(&[(0, "0"), (1, "10"), (2, "11")]);

/// Hand counts of FU (0..=18): 0 is `00`, 1 is `01`, n in 2..=17 is n − 1 ones then
/// a zero, 18 (and, never passed, anything larger) is 17 ones. Too long for a lookup table; written and read by rule.
pub const fn hand_pawn(count: u8) -> Code {
    match count {
        0 => Code { bits: 0b00, len: 2 },
        1 => Code { bits: 0b01, len: 2 },
        n @ 2..=17 => Code {
            bits: ((1 << (n - 1)) - 1) << 1,
            len: n,
        },
        _ => Code {
            bits: (1 << 17) - 1,
            len: 17,
        },
    }
}

/// The longest FU hand code.
pub const HAND_PAWN_MAX_LEN: u8 = 17;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pawn_hand_codes() {
        assert_eq!(hand_pawn(0), code("00"));
        assert_eq!(hand_pawn(1), code("01"));
        assert_eq!(hand_pawn(2), code("10"));
        assert_eq!(hand_pawn(3), code("110"));
        assert_eq!(hand_pawn(17), code("11111111111111110"));
        assert_eq!(hand_pawn(18), code("11111111111111111"));
    }

    #[test]
    // The digit groups show a code, its colour bit and the bits after them.
    #[allow(clippy::unusual_byte_groupings)]
    fn lookup_tables_match_codes() {
        let c = NORMAL_SQUARE.by_symbol[13];
        assert_eq!(c, code("1111100"));
        let prefix = (c.bits as usize) << (NORMAL_SQUARE.max_len - c.len);
        assert_eq!(NORMAL_SQUARE.lut[prefix], 13 | (7 << 4));
        assert_eq!(MIXED_SQUARE.lut[0b1111111111], 10 | (10 << 4));
        assert_eq!(MIXED_SQUARE.lut[0], 1 << 4);
        assert_eq!(NORMAL_SQUARE_CODES[14 + 13], code("11111001"));
        assert_eq!(NORMAL_SQUARE_CODES[14 - 13], code("11111000"));
        assert_eq!(NORMAL_SQUARE_CODES[14], code("0"));
        assert_eq!(
            NORMAL_SQUARE_CODES[14 + 1].len,
            0,
            "no pawn code in Normal Mode"
        );
        assert_eq!(MIXED_SQUARE_CODES[14 - 1], code("100"));
        let luts = luts();
        assert_eq!(
            luts.mixed_run[0b10_0_00000000].load(Ordering::Relaxed),
            (-1i8 as u8 as u16) | (3 << 8),
            "white FU"
        );
        assert_eq!(
            luts.mixed_run[0b00_10_1_000000].load(Ordering::Relaxed),
            (2 << 12) | (5 << 8) | 1,
            "2 empty, black FU"
        );
        // Runs: empty squares (high four bits), bits taken (next four), piece.
        let run = |key: usize| luts.normal_run[key].load(Ordering::Relaxed);
        assert_eq!(
            run(0b000_1001_000),
            (3 << 12) | (7 << 8) | 2,
            "3 empty, black KY"
        );
        assert_eq!(
            run(0b1111100_0_00),
            (8 << 8) | (-13i8 as u8 as u16),
            "white UM"
        );
        assert_eq!(run(0), (10 << 12) | (10 << 8), "ten empty squares");
        // 0000 then 1111110 (TO) and its colour bit do not fit in ten bits.
        assert_eq!(
            run(0b0000_111111),
            (4 << 12) | (4 << 8),
            "four empty, piece next time"
        );
        assert_eq!(PAWN_RANK.by_symbol[1].len, 0, "rank 1 has no pawn code");
        // Pairs: both codes joined, and NO_CODE before a code leaves it alone.
        for (codes, pairs) in [
            (&NORMAL_SQUARE_CODES, &luts.normal_pairs),
            (&MIXED_SQUARE_CODES, &luts.mixed_pairs),
        ] {
            for a in -14..=14i8 {
                let (ca, cb) = (codes[(a + 14) as usize], codes[(-a + 14) as usize]);
                let e = pairs[(a + 14) as usize * 32 + (-a + 14) as usize].load(Ordering::Relaxed);
                assert_eq!(e & 31, u32::from(ca.len + cb.len));
                assert_eq!(e >> 5, (ca.bits << cb.len) | cb.bits);
                let alone =
                    pairs[(NO_CODE + 14) as usize * 32 + (a + 14) as usize].load(Ordering::Relaxed);
                assert_eq!(alone, (ca.bits << 5) | u32::from(ca.len));
            }
        }
        assert_eq!(
            NORMAL_SQUARE.by_symbol[1].len, 0,
            "pawns are not squares in Normal Mode"
        );
        assert_eq!(
            NORMAL_SQUARE.by_symbol[8].len, 0,
            "kings are not squares in Normal Mode"
        );
    }
}
