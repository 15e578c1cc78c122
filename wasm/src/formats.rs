//! The SFEN and JKF exports of the binding (the `formats` feature): UTF-8
//! text comes in through the text buffer, positions and text go out through
//! the codec's buffers, and errors cross as the codes of [`error_code`].

use super::{error_code, run_io, with_io, Io, TEXT_MAX};
use crate::buffers::position_in;
use crate::contract::code;
use shogi64::jkf::{JkfError, Path, Token};
use shogi64::SfenError;

/// Where the UTF-8 text buffer starts ([`TEXT_MAX`] bytes).
#[no_mangle]
pub extern "C" fn text_buffer() -> *mut u8 {
    with_io(|io| io.text.as_mut_ptr())
}

/// The size of the text buffer.
#[no_mangle]
pub extern "C" fn text_capacity() -> usize {
    TEXT_MAX
}

/// The error words of an SFEN error (codes 40 to 57, see [`error_code`]).
pub fn sfen_error_code(e: SfenError) -> [u32; 4] {
    use SfenError as S;
    let n = |n: usize| n as u32;
    match e {
        S::NoBoard => [code::SFEN_NO_BOARD, 0, 0, 0],
        S::NoSide => [code::SFEN_NO_SIDE, 0, 0, 0],
        S::NoHands => [code::SFEN_NO_HANDS, 0, 0, 0],
        S::RankCount { ranks } => [code::SFEN_RANK_COUNT, n(ranks), 0, 0],
        S::RankLength { rank, squares } => [code::SFEN_RANK_LENGTH, u32::from(rank), n(squares), 0],
        S::PieceLetter { letter, column } => {
            [code::SFEN_PIECE_LETTER, n(column), u32::from(letter), 0]
        }
        S::ZeroEmpty { column } => [code::SFEN_ZERO_EMPTY, n(column), 0, 0],
        S::CannotPromote { letter, column } => {
            [code::SFEN_CANNOT_PROMOTE, n(column), u32::from(letter), 0]
        }
        S::LonePlus { column } => [code::SFEN_LONE_PLUS, n(column), 0, 0],
        S::Side { column } => [code::SFEN_SIDE, n(column), 0, 0],
        S::HandLetter { letter, column } => {
            [code::SFEN_HAND_LETTER, n(column), u32::from(letter), 0]
        }
        S::HandCountForm { column } => [code::SFEN_HAND_COUNT_FORM, n(column), 0, 0],
        S::HandCountAlone { column } => [code::SFEN_HAND_COUNT_ALONE, n(column), 0, 0],
        S::HandCount { letter, count, max } => [
            code::SFEN_HAND_COUNT,
            count,
            u32::from(letter),
            u32::from(max),
        ],
        S::HandDuplicate { letter, column } => {
            [code::SFEN_HAND_DUPLICATE, n(column), u32::from(letter), 0]
        }
        S::MoveNumber { column } => [code::SFEN_MOVE_NUMBER, n(column), 0, 0],
        S::Moves { column } => [code::SFEN_MOVES, n(column), 0, 0],
        S::Trailing { column } => [code::SFEN_TRAILING, n(column), 0, 0],
    }
}

/// A JKF member path as one word: variant (in declaration order, `initial`
/// 0 … `hands[c]` 10) + 256 × file index or colour + 65536 × rank index.
pub fn path_code(path: Path) -> u32 {
    let (tag, x, y) = match path {
        Path::Initial => (0, 0, 0),
        Path::Preset => (1, 0, 0),
        Path::Data => (2, 0, 0),
        Path::Color => (3, 0, 0),
        Path::Board => (4, 0, 0),
        Path::File(x) => (5, x, 0),
        Path::Cell(x, y) => (6, x, y),
        Path::CellKind(x, y) => (7, x, y),
        Path::CellColor(x, y) => (8, x, y),
        Path::Hands => (9, 0, 0),
        Path::Hand(c) => (10, c as u8, 0),
    };
    tag | u32::from(x) << 8 | u32::from(y) << 16
}

/// The error words of a JKF error (codes 60 to 71, see [`error_code`]):
/// quoted JSON goes as its byte offset and length in the text buffer.
pub fn jkf_error_code(e: JkfError<'_>) -> [u32; 4] {
    use JkfError as J;
    let n = |n: usize| n as u32;
    let span = |t: Token<'_>| (t.offset as u32, t.text.len() as u32);
    match e {
        J::Json { offset, reason } => [code::JSON, n(offset), reason as u32, 0],
        J::Missing { path } => [code::JKF_MISSING, path_code(path), 0, 0],
        J::Type { path, found } => {
            let (at, len) = span(found);
            [code::JKF_TYPE, path_code(path), at, len]
        }
        J::UnknownPreset { name } => {
            let (at, len) = span(name);
            [code::JKF_PRESET, 0, at, len]
        }
        J::DataMissing => [code::JKF_DATA_MISSING, 0, 0, 0],
        J::BoardFiles { len } => [code::JKF_BOARD_FILES, n(len), 0, 0],
        J::BoardRanks { file, len } => [code::JKF_BOARD_RANKS, n(file), n(len), 0],
        J::Piece { file, rank, kind } => {
            let (at, len) = span(kind);
            [
                code::JKF_PIECE,
                path_code(Path::CellKind(file as u8, rank as u8)),
                at,
                len,
            ]
        }
        J::Color { path, found } => {
            let (at, len) = span(found);
            [code::JKF_COLOR, path_code(path), at, len]
        }
        J::HandsLength { len } => [code::JKF_HANDS_LENGTH, n(len), 0, 0],
        J::HandKind { color, key } => {
            let (at, len) = span(key);
            [code::JKF_HAND_KIND, color as u32, at, len]
        }
        J::HandCount { color, kind, found } => {
            let (at, len) = span(found);
            let slot = kind.hand_slot().unwrap_or(0) as u32;
            [code::JKF_HAND_COUNT, color as u32 * 256 + slot, at, len]
        }
    }
}

/// Records `code` as the error of the call and returns −1.
fn fail(io: &mut Io, code: [u32; 4]) -> i32 {
    io.error = code;
    -1
}

/// The first `len` bytes of the text buffer as a string; `complete` is false
/// when the shim's text did not fit.
pub(crate) fn text_in(text: &[u8], len: usize, complete: bool) -> Result<&str, [u32; 4]> {
    if !complete {
        return Err([code::TEXT_TOO_LONG, 0, 0, 0]);
    }
    core::str::from_utf8(text.get(..len).unwrap_or_default())
        .map_err(|_| [code::TEXT_TOO_LONG, 0, 0, 0])
}

/// Reads the SFEN in the text buffer: the position goes to the decoded buffer,
/// the move number to the first slot of the position buffer.
#[no_mangle]
pub extern "C" fn from_sfen(len: usize, complete: bool) -> i32 {
    with_io(|io| {
        let parsed = text_in(&io.text, len, complete)
            .and_then(|text| shogi64::sfen::parse_sfen(text).map_err(sfen_error_code));
        match parsed {
            Ok((p, n)) => {
                io.decoded_position = p;
                io.position[0] = f64::from(n);
                0
            }
            Err(code) => fail(io, code),
        }
    })
}

/// Writes the position in the position buffer as SFEN to the output buffer.
#[no_mangle]
pub extern "C" fn to_sfen(move_number: f64) -> i32 {
    with_io(|io| {
        let p = match position_in(&io.position, &io.board) {
            Ok(p) => p,
            Err(e) => return fail(io, error_code(&e.into())),
        };
        // In range, the conversion is exact only for an integer.
        if !(1.0..=f64::from(u32::MAX)).contains(&move_number)
            || f64::from(move_number as u32) != move_number
        {
            return fail(io, [code::MOVE_NUMBER, 0, 0, 0]);
        }
        shogi64::sfen::write_sfen(&p, move_number as u32, &mut io.output) as i32
    })
}

/// Reads the JKF `initial` object (JSON) in the text buffer; the position goes
/// to the decoded buffer.
#[no_mangle]
pub extern "C" fn from_jkf(len: usize, complete: bool) -> i32 {
    with_io(|io| {
        let parsed = text_in(&io.text, len, complete)
            .and_then(|text| shogi64::jkf::from_jkf_json(text).map_err(jkf_error_code));
        match parsed {
            Ok(p) => {
                io.decoded_position = p;
                0
            }
            Err(code) => fail(io, code),
        }
    })
}

/// Writes the position in the position buffer as a JKF `initial` object (JSON)
/// to the output buffer.
#[no_mangle]
pub extern "C" fn to_jkf() -> i32 {
    run_io(|io| {
        let p = position_in(&io.position, &io.board)?;
        Ok(shogi64::jkf::write_jkf_json(&p, &mut io.output))
    })
}
