//! The SFEN and JKF exports of the binding (the `formats` feature): UTF-8
//! text comes in through the text buffer, positions and text go out through
//! the codec's buffers, and errors cross as the codes of [`error_code`].

use super::{error_code, run_io, with_io, Io};
use crate::buffers::position_in;
use crate::contract::code;
use shogi64::jkf::{JkfError, Path, Token};
use shogi64::SfenError;

/// The text buffer, as long as the longest text read so far. In the module
/// it takes pages of its own at the end of memory (`memory.grow`), growing in
/// place while it ends where memory does: the allocator, and its panics and
/// formatting, stay out of the layers that need none. Natively (tests) it
/// is a `Vec`.
pub struct Text {
    #[cfg(target_arch = "wasm32")]
    ptr: *mut u8,
    #[cfg(target_arch = "wasm32")]
    len: usize,
    #[cfg(not(target_arch = "wasm32"))]
    buf: alloc::vec::Vec<u8>,
}

#[cfg(target_arch = "wasm32")]
impl Text {
    /// No buffer yet.
    pub const EMPTY: Text = Text {
        ptr: core::ptr::null_mut(),
        len: 0,
    };

    /// Makes the buffer at least `len` bytes long (what it held may not be
    /// kept); false when memory cannot grow that far.
    fn reserve(&mut self, len: usize) -> bool {
        use core::arch::wasm32::{memory_grow, memory_size};
        const PAGE: usize = 65536;
        if len <= self.len {
            return true;
        }
        let end = memory_size(0) * PAGE;
        let start = if !self.ptr.is_null() && self.ptr as usize + self.len == end {
            self.ptr as usize
        } else {
            end
        };
        // Past `end` in both cases: in place, `start + self.len` is `end`.
        let Some(need) = start.checked_add(len).map(|last| last - end) else {
            return false;
        };
        let pages = need.div_ceil(PAGE);
        if memory_grow(0, pages) == usize::MAX {
            return false;
        }
        self.ptr = start as *mut u8;
        self.len = end + pages * PAGE - start;
        true
    }

    fn ptr(&mut self) -> *mut u8 {
        self.ptr
    }

    fn capacity(&self) -> usize {
        self.len
    }

    /// The first `len` bytes (fewer if the buffer is shorter).
    pub(crate) fn bytes(&self, len: usize) -> &[u8] {
        if self.ptr.is_null() {
            return &[];
        }
        // SAFETY: `ptr` is the start of `self.len` bytes of pages this
        // buffer grew memory by (zeroed, then written by the shim), which
        // nothing else in the module uses.
        unsafe { core::slice::from_raw_parts(self.ptr, len.min(self.len)) }
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Text {
    /// No buffer yet.
    pub const EMPTY: Text = Text {
        buf: alloc::vec::Vec::new(),
    };

    fn reserve(&mut self, len: usize) -> bool {
        if len > self.buf.len() {
            self.buf.resize(len, 0);
        }
        true
    }

    fn ptr(&mut self) -> *mut u8 {
        self.buf.as_mut_ptr()
    }

    fn capacity(&self) -> usize {
        self.buf.len()
    }

    pub(crate) fn bytes(&self, len: usize) -> &[u8] {
        &self.buf[..len.min(self.buf.len())]
    }
}

/// Where the UTF-8 text buffer starts ([`text_capacity`] bytes).
#[no_mangle]
pub extern "C" fn text_buffer() -> *mut u8 {
    with_io(|io| io.text.ptr())
}

/// The size of the text buffer.
#[no_mangle]
pub extern "C" fn text_capacity() -> usize {
    with_io(|io| io.text.capacity())
}

/// Makes the text buffer at least `len` bytes long, so that a text of any
/// size that fits in memory is read; returns where it starts, or null (with
/// error code 32) when memory cannot hold it. The buffer may move and memory
/// grow; what it held is not kept.
#[no_mangle]
pub extern "C" fn text_reserve(len: usize) -> *mut u8 {
    with_io(|io| {
        if io.text.reserve(len) {
            io.text.ptr()
        } else {
            io.error = [code::TEXT_NO_MEMORY, len as u32, 0, 0];
            core::ptr::null_mut()
        }
    })
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

/// The first `len` bytes of the text buffer as a string. The shim writes
/// them with `TextEncoder`, which writes UTF-8 only; bytes that are not
/// (from another caller) read as an empty text.
pub(crate) fn text_in(text: &Text, len: usize) -> &str {
    core::str::from_utf8(text.bytes(len)).unwrap_or_default()
}

/// Reads the SFEN in the text buffer: the position goes to the decoded buffer,
/// the move number to the first slot of the position buffer.
#[no_mangle]
pub extern "C" fn from_sfen(len: usize) -> i32 {
    with_io(|io| {
        let parsed = shogi64::sfen::parse_sfen(text_in(&io.text, len)).map_err(sfen_error_code);
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
pub extern "C" fn from_jkf(len: usize) -> i32 {
    with_io(|io| {
        let parsed = shogi64::jkf::from_jkf_json(text_in(&io.text, len)).map_err(jkf_error_code);
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
