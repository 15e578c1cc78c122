//! The SFEN and JKF exports of the binding (the `formats` feature): UTF-8
//! text comes in through the text buffer, positions and text go out through
//! the codec's buffers, and errors cross as the codes of [`error_code`].

use super::{error_code, with_engine, Engine};
use crate::buffers::position_in;
use crate::contract::code;
use shogi64::jkf::{JkfError, Path, Token};
use shogi64::SfenError;

/// The text buffer, as long as the longest text read so far: a `Vec` of
/// the global allocator, kept from call to call (its bytes zeroed when it
/// grows, so that all of it can be read), grown only when a longer text
/// comes, by the fallible `try_reserve_exact` (the shim already asks for
/// room enough for the text's worst case).
pub struct Text {
    buf: alloc::vec::Vec<u8>,
}

impl Text {
    /// No buffer yet.
    pub const EMPTY: Text = Text {
        buf: alloc::vec::Vec::new(),
    };

    /// Makes the buffer at least `len` bytes long, keeping what it held;
    /// false when memory cannot hold that.
    fn reserve(&mut self, len: usize) -> bool {
        grow(&mut self.buf, len, 0)
    }

    fn ptr(&mut self) -> *mut u8 {
        self.buf.as_mut_ptr()
    }

    fn capacity(&self) -> usize {
        self.buf.len()
    }

    /// The first `len` bytes (fewer if the buffer is shorter).
    pub(crate) fn bytes(&self, len: usize) -> &[u8] {
        self.buf.get(..len.min(self.buf.len())).unwrap_or_default()
    }
}

/// Makes `buf` at least `len` long, new items `zero`, keeping what it held
/// and, when it must grow, growing it to `len` exactly; false when memory
/// cannot hold that (never a panic).
pub(crate) fn grow<T: Copy>(buf: &mut alloc::vec::Vec<T>, len: usize, zero: T) -> bool {
    let Some(more) = len.checked_sub(buf.len()) else {
        return true;
    };
    if buf.try_reserve_exact(more).is_err() {
        return false;
    }
    for item in buf.spare_capacity_mut() {
        item.write(zero);
    }
    // SAFETY: every item up to the capacity was just written.
    unsafe { buf.set_len(buf.capacity()) };
    true
}

/// The packed words of a JSON-like value (see [`words_reserve`]), kept from
/// call to call as the text buffer is.
pub struct Words {
    buf: alloc::vec::Vec<u32>,
}

impl Words {
    /// No words yet.
    pub const EMPTY: Words = Words {
        buf: alloc::vec::Vec::new(),
    };

    /// The first `len` words (fewer if the buffer is shorter).
    pub(crate) fn words(&self, len: usize) -> &[u32] {
        self.buf.get(..len).unwrap_or(&self.buf)
    }
}

/// [`Engine::words_reserve`] on the module's engine.
#[no_mangle]
pub extern "C" fn words_reserve(len: usize) -> *mut u32 {
    with_engine(|e| e.words_reserve(len))
}

/// The packed value in the first `words` words and `bytes` bytes of the
/// text (see [`words_reserve`]): the words and the string block.
pub(crate) fn packed(io: &Engine, words: usize, bytes: usize) -> (&[u32], &str) {
    (io.words.words(words), text_in(&io.text, bytes))
}

/// [`Engine::text_buffer`] on the module's engine.
#[no_mangle]
pub extern "C" fn text_buffer() -> *mut u8 {
    with_engine(|e| e.text_buffer())
}

/// [`Engine::text_capacity`] on the module's engine.
#[no_mangle]
pub extern "C" fn text_capacity() -> usize {
    with_engine(|e| e.text_capacity())
}

/// [`Engine::text_reserve`] on the module's engine.
#[no_mangle]
pub extern "C" fn text_reserve(len: usize) -> *mut u8 {
    with_engine(|e| e.text_reserve(len))
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

/// What a quoted value is, in bits 24 to 31 of its error's second word:
/// 0 a number (its text at the offset and length in the text buffer), 1 a
/// string (its content there, which the shim quotes), 2 an array, 3 an
/// object, 4 `null`, 5 `true`, 6 `false`.
fn token_kind(t: &Token) -> u32 {
    if t.string {
        return 1;
    }
    match t.text.as_bytes().first() {
        Some(b'[') => 2,
        Some(b'{') => 3,
        Some(b'n') => 4,
        Some(b't') => 5,
        Some(b'f') => 6,
        _ => 0,
    }
}

/// The error words of a JKF error (codes 60 to 72, see [`error_code`]): a
/// quoted value goes as its byte offset and length in the text buffer, what
/// it is in bits 24 to 31 of the second word (see [`token_kind`]).
pub fn jkf_error_code(e: JkfError) -> [u32; 4] {
    use JkfError as J;
    let n = |n: usize| n as u32;
    let span = |t: &Token| (t.offset as u32, t.text.len() as u32);
    let tag = |t: &Token| token_kind(t) << 24;
    match e {
        J::Packed { word, .. } => [code::PACKED, n(word), 0, 0],
        J::Json { offset, reason } => [code::JSON, n(offset), reason as u32, 0],
        J::Missing { path } => [code::JKF_MISSING, path_code(path), 0, 0],
        J::Type { path, found } => {
            let (at, len) = span(&found);
            [code::JKF_TYPE, path_code(path) | tag(&found), at, len]
        }
        J::UnknownPreset { name } => {
            let (at, len) = span(&name);
            [code::JKF_PRESET, tag(&name), at, len]
        }
        J::DataMissing => [code::JKF_DATA_MISSING, 0, 0, 0],
        J::BoardFiles { len } => [code::JKF_BOARD_FILES, n(len), 0, 0],
        J::BoardRanks { file, len } => [code::JKF_BOARD_RANKS, n(file), n(len), 0],
        J::Piece {
            file,
            rank,
            kind: kind_token,
        } => {
            let (at, len) = span(&kind_token);
            [
                code::JKF_PIECE,
                path_code(Path::CellKind(file as u8, rank as u8)) | tag(&kind_token),
                at,
                len,
            ]
        }
        J::Color { path, found } => {
            let (at, len) = span(&found);
            [code::JKF_COLOR, path_code(path) | tag(&found), at, len]
        }
        J::HandsLength { len } => [code::JKF_HANDS_LENGTH, n(len), 0, 0],
        J::HandKind { color, key } => {
            let (at, len) = span(&key);
            [code::JKF_HAND_KIND, color as u32 | tag(&key), at, len]
        }
        J::HandCount { color, kind, found } => {
            let (at, len) = span(&found);
            let slot = kind.hand_slot().unwrap_or(0) as u32;
            [
                code::JKF_HAND_COUNT,
                (color as u32 * 256 + slot) | tag(&found),
                at,
                len,
            ]
        }
    }
}

/// Records `code` as the error of the call and returns −1.
fn fail(io: &mut Engine, code: [u32; 4]) -> i32 {
    io.fail(code);
    -1
}

/// The first `len` bytes of the text buffer as a string. The shim writes
/// them with `TextEncoder`, which writes UTF-8 only; bytes that are not
/// (from another caller) read as an empty text.
pub(crate) fn text_in(text: &Text, len: usize) -> &str {
    core::str::from_utf8(text.bytes(len)).unwrap_or_default()
}

/// [`Engine::from_sfen`] on the module's engine.
#[no_mangle]
pub extern "C" fn from_sfen(len: usize) -> i32 {
    with_engine(|e| e.from_sfen(len))
}

/// [`Engine::to_sfen`] on the module's engine.
#[no_mangle]
pub extern "C" fn to_sfen(move_number: f64) -> i32 {
    with_engine(|e| e.to_sfen(move_number))
}

/// [`Engine::from_jkf`] on the module's engine.
#[no_mangle]
pub extern "C" fn from_jkf(words: usize, bytes: usize) -> i32 {
    with_engine(|e| e.from_jkf(words, bytes))
}

/// [`Engine::to_jkf`] on the module's engine.
#[no_mangle]
pub extern "C" fn to_jkf() -> i32 {
    with_engine(|e| e.to_jkf())
}

impl Engine {
    /// Makes the words buffer at least `len` words long and returns where it
    /// starts, or null (with error code 32) when memory cannot hold it. The shim
    /// writes a value there as packed words (`shogi64`'s value tree: a tag in
    /// the low three bits of each word, a count in the others), and the text of
    /// its strings and numbers to the text buffer; the exports that take a JKF
    /// value read both.
    pub fn words_reserve(&mut self, len: usize) -> *mut u32 {
        if grow(&mut self.words.buf, len, 0) {
            self.words.buf.as_mut_ptr()
        } else {
            self.fail([code::TEXT_NO_MEMORY, len as u32, 0, 0]);
            core::ptr::null_mut()
        }
    }

    /// Where the UTF-8 text buffer starts ([`text_capacity`] bytes).
    pub fn text_buffer(&mut self) -> *mut u8 {
        self.text.ptr()
    }

    /// The size of the text buffer.
    pub fn text_capacity(&mut self) -> usize {
        self.text.capacity()
    }

    /// Makes the text buffer at least `len` bytes long, so that a text of any
    /// size that fits in memory is read; returns where it starts, or null (with
    /// error code 32) when memory cannot hold it. The buffer may move and memory
    /// grow; what it held is not kept.
    pub fn text_reserve(&mut self, len: usize) -> *mut u8 {
        if self.text.reserve(len) {
            self.text.ptr()
        } else {
            self.fail([code::TEXT_NO_MEMORY, len as u32, 0, 0]);
            core::ptr::null_mut()
        }
    }

    /// Reads the SFEN in the text buffer: the position goes to the decoded buffer,
    /// the move number to the first slot of the results buffer.
    pub fn from_sfen(&mut self, len: usize) -> i32 {
        let parsed = shogi64::sfen::parse_sfen(text_in(&self.text, len)).map_err(sfen_error_code);
        match parsed {
            Ok((p, n)) => {
                self.decoded_position = p;
                self.results[0] = f64::from(n);
                0
            }
            Err(code) => fail(self, code),
        }
    }

    /// Writes the position in the position buffer as SFEN to the output buffer.
    pub fn to_sfen(&mut self, move_number: f64) -> i32 {
        let p = match position_in(&self.position, &self.board) {
            Ok(p) => p,
            Err(e) => return fail(self, error_code(&e.into())),
        };
        // In range, the conversion is exact only for an integer.
        if !(1.0..=f64::from(u32::MAX)).contains(&move_number)
            || f64::from(move_number as u32) != move_number
        {
            return fail(self, [code::MOVE_NUMBER, 0, 0, 0]);
        }
        shogi64::sfen::write_sfen(&p, move_number as u32, &mut self.output) as i32
    }

    /// Reads the JKF `initial` object packed in the first `words` words and
    /// `bytes` bytes of the text buffer (see [`words_reserve`]); the position
    /// goes to the decoded buffer.
    pub fn from_jkf(&mut self, words: usize, bytes: usize) -> i32 {
        let (words, block) = packed(self, words, bytes);
        match shogi64::jkf::from_jkf_packed(words, block).map_err(jkf_error_code) {
            Ok(p) => {
                self.decoded_position = p;
                0
            }
            Err(code) => fail(self, code),
        }
    }

    /// The position in the position buffer as a JKF `initial` object: when it
    /// is exactly a preset, its name goes to the output buffer and its length
    /// (1 to 6) is returned; else 0 is returned (the preset `OTHER`) and the
    /// output buffer holds `data`: the side to move (0 black, 1 white), the 81
    /// squares `board[x][y]` file by file, each 0 or colour × 16 + kind number,
    /// then black's and white's 7 hand counts, a byte each.
    pub fn to_jkf(&mut self) -> i32 {
        self.run_io(|io| {
            let p = position_in(&io.position, &io.board)?;
            if let Some(name) = shogi64::jkf::preset_name(&p) {
                return Ok(crate::put(&mut io.output, name.as_bytes()));
            }
            let out = &mut io.output;
            out[0] = p.turn() as u8;
            for (i, cell) in out[1..82].iter_mut().enumerate() {
                let (file, rank) = (1 + i / 9, 1 + i % 9);
                *cell = p
                    .get(shogi64::position::index_of(file as u8, rank as u8))
                    .map_or(0, |piece| (piece.color as u8) << 4 | piece.kind.number());
            }
            for (hand, color) in out[82..96].chunks_exact_mut(7).zip(shogi64::Color::ALL) {
                hand.copy_from_slice(&p.hand(color).counts());
            }
            Ok(0)
        })
    }
}

/// Appends `s` to `out` as UTF-16LE (the picture's and the kifu's output).
#[cfg(feature = "rules")]
pub(crate) fn utf16_into(out: &mut alloc::vec::Vec<u8>, s: &str) {
    // At most one unit (two bytes) per byte of UTF-8: room for that, filled
    // by a zip (no bounds check, no capacity check per unit), then cut.
    let start = out.len();
    out.resize(start + 2 * s.len(), 0);
    let mut written = 0;
    let room = out.get_mut(start..).unwrap_or_default();
    for (slot, unit) in room.chunks_exact_mut(2).zip(s.encode_utf16()) {
        slot.copy_from_slice(&unit.to_le_bytes());
        written += 2;
    }
    out.truncate(start + written);
}
