//! The kifu exports of the binding (the `kifu` feature): KIF, KI2, CSA and
//! JKF records read into JKF, written back, and replayed into positions.
//!
//! Text comes in through the text buffer as UTF-8 (bytes of a file may come
//! in as they are: [`kifu_encoding`] says whether the shim must decode them
//! from Shift_JIS first). What goes out can be longer than the output
//! buffer, so it goes to a buffer of its own that grows with it
//! ([`kifu_output`]), valid until the next call. Errors are words (codes
//! 100 and up, see [`crate::contract`]); the text they quote (a piece name,
//! what was expected) is in that buffer.

use super::formats::text_in;
use super::with_io;
use crate::contract::code;
use alloc::vec::Vec;
use shogi64::kifu::{
    detect_encoding, format_kifu, kifu_positions, parse_jkf, parse_kifu, Encoding, Format,
    KifuError, KifuErrorKind, PositionsError,
};

/// The kifu exports' state: the output of the last call.
pub(crate) struct Kifu {
    out: Vec<u8>,
}

impl Kifu {
    pub(crate) const fn new() -> Kifu {
        Kifu { out: Vec::new() }
    }
}

/// A format from its number: 1 KIF, 2 KI2, 3 CSA, 4 JKF; anything else
/// (0) leaves it to be detected.
fn format_of(n: u32) -> Option<Format> {
    match n {
        1 => Some(Format::Kif),
        2 => Some(Format::Ki2),
        3 => Some(Format::Csa),
        4 => Some(Format::Jkf),
        _ => None,
    }
}

/// The error words of a reader's error: `[KIFU, line, column, kind]`, the
/// kind's number (`KifuErrorKind` in declaration order, from 0) + 256 × the
/// number it carries (a variation's move); the text it carries goes to `out`.
fn kifu_error_code(e: &KifuError, out: &mut Vec<u8>) -> [u32; 4] {
    use KifuErrorKind as K;
    out.clear();
    let (kind, n) = match &e.kind {
        K::UnknownPiece(s) => {
            out.extend_from_slice(s.as_bytes());
            (0, 0)
        }
        K::BadSquare(s) => {
            out.extend_from_slice(s.as_bytes());
            (1, 0)
        }
        K::Expected(s) => {
            out.extend_from_slice(s.as_bytes());
            (2, 0)
        }
        K::BadNumber => (3, 0),
        K::UnknownHandicap(s) => {
            out.extend_from_slice(s.as_bytes());
            (4, 0)
        }
        K::BadFork(n) => (5, *n),
        K::Json(s) => {
            out.extend_from_slice(s.as_bytes());
            (6, 0)
        }
        K::UnknownFormat => (7, 0),
        K::BadPosition => (8, 0),
        K::NoPreviousMove => (9, 0),
        K::TooDeep => (10, 0),
    };
    [code::KIFU, e.line as u32, e.column as u32, kind | n << 8]
}

/// Runs `f` on the text of the text buffer's first `len` bytes and the
/// output; on failure records the error words and returns −1, else the
/// output's length.
fn run(len: usize, f: impl FnOnce(&str, &mut Vec<u8>) -> Result<(), [u32; 4]>) -> i32 {
    with_io(|io| {
        let text = text_in(&io.text, len);
        let out = &mut io.kifu.out;
        out.clear();
        match f(text, out) {
            Ok(()) => out.len() as i32,
            Err(words) => {
                io.error = words;
                -1
            }
        }
    })
}

/// Where the output of the last call starts (its length is what the call
/// returned). Valid until the next call.
#[no_mangle]
pub extern "C" fn kifu_output() -> *const u8 {
    with_io(|io| io.kifu.out.as_ptr())
}

/// The length of the output of the last call (also what a failed call
/// left there: the text its error quotes).
#[no_mangle]
pub extern "C" fn kifu_output_len() -> usize {
    with_io(|io| io.kifu.out.len())
}

/// The encoding of the text buffer's first `len` bytes, a file's bytes as
/// read: 0 UTF-8 (a byte order mark included), 1 Shift_JIS, which the shim
/// decodes and writes back as UTF-8.
#[no_mangle]
pub extern "C" fn kifu_encoding(len: usize) -> i32 {
    with_io(|io| match detect_encoding(io.text.bytes(len)) {
        Encoding::Utf8 => 0,
        Encoding::ShiftJis => 1,
    })
}

/// Reads the record in the text buffer's first `len` bytes in `format` (see
/// [`format_of`]) and writes it as JKF text to the output.
#[no_mangle]
pub extern "C" fn kifu_parse(len: usize, format: u32) -> i32 {
    run(len, |text, out| {
        let record = parse_kifu(text, format_of(format)).map_err(|e| kifu_error_code(&e, out))?;
        out.extend_from_slice(shogi64::kifu::to_jkf(&record).as_bytes());
        Ok(())
    })
}

/// Reads the JKF text in the text buffer's first `len` bytes and writes the
/// record in `format` (1 KIF, 2 KI2, 3 CSA, 4 JKF) to the output.
#[no_mangle]
pub extern "C" fn kifu_format(len: usize, format: u32) -> i32 {
    run(len, |text, out| {
        let record = parse_jkf(text).map_err(|e| kifu_error_code(&e, out))?;
        let format = format_of(format).unwrap_or(Format::Jkf);
        out.extend_from_slice(format_kifu(&record, format).as_bytes());
        Ok(())
    })
}

/// Bytes of a position in the output of [`kifu_positions`]: the turn (0
/// black, 1 white), the 81 piece numbers, black's then white's 7 counts, as
/// the decoded buffer lays them out.
pub const PLY_POSITION: usize = 1 + 81 + 14;

/// Reads the JKF text in the text buffer's first `len` bytes, then `forks`
/// pairs of decimal numbers (ply and index) after it, separated by spaces;
/// writes the positions of the line those choose, start first. Each is
/// [`PLY_POSITION`] bytes, then `usi\ttext\tsfen\tshogi64\n` (usi and text
/// empty at the start).
#[no_mangle]
pub extern "C" fn kifu_positions_of(len: usize, forks: usize) -> i32 {
    with_io(|io| {
        let all = io.text.bytes(len + forks);
        let (json, rest) = all.split_at(len.min(all.len()));
        let mut chosen = Vec::new();
        let mut numbers = core::str::from_utf8(rest)
            .unwrap_or_default()
            .split(' ')
            .filter_map(|n| n.parse::<usize>().ok());
        while let (Some(ply), Some(index)) = (numbers.next(), numbers.next()) {
            chosen.push((ply, index));
        }
        let text = core::str::from_utf8(json).unwrap_or_default();
        let out = &mut io.kifu.out;
        out.clear();
        let record = match parse_jkf(text) {
            Ok(r) => r,
            Err(e) => {
                io.error = kifu_error_code(&e, out);
                return -1;
            }
        };
        let plies = match kifu_positions(&record, &chosen) {
            Ok(p) => p,
            Err(e) => {
                io.error = match e {
                    PositionsError::Start => [code::KIFU_POSITIONS, 0, 0, 0],
                    PositionsError::NoFork(ply, index) => {
                        [code::KIFU_POSITIONS, 1, ply as u32, index as u32]
                    }
                    PositionsError::Move(ply) => [code::KIFU_POSITIONS, 2, ply as u32, 0],
                };
                return -1;
            }
        };
        out.reserve(plies.len() * (PLY_POSITION + 120));
        let mut letters = [0u8; 256];
        for p in &plies {
            let pos = &p.position;
            out.push(pos.turn() as u8);
            out.extend(pos.numbers().iter().map(|&n| n as u8));
            for color in [shogi64::Color::Black, shogi64::Color::White] {
                out.extend_from_slice(&pos.hand(color).counts());
            }
            out.extend_from_slice(p.usi.as_deref().unwrap_or("").as_bytes());
            out.push(b'\t');
            out.extend_from_slice(p.text.as_deref().unwrap_or("").as_bytes());
            out.push(b'\t');
            let n = shogi64::sfen::write_sfen(pos, p.ply as u32 + 1, &mut letters);
            out.extend_from_slice(&letters[..n]);
            out.push(b'\t');
            let n = shogi64::encode::encode_into(pos, &mut letters);
            out.extend_from_slice(&letters[..n]);
            out.push(b'\n');
        }
        out.len() as i32
    })
}
