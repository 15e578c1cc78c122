//! The WebAssembly binding of shogi64: the module the npm package ships, one
//! per layer (cargo features `formats`, …), built with `standalone` (no std,
//! a panic is a trap). Its exports take and return numbers only, so they are
//! plain `extern "C"` functions; the contract with the JavaScript shim
//! (sizes, operations, error codes) is [`contract`].
//!
//! Crossing the boundary is the dominant cost of a call, so values do not cross
//! as JavaScript objects or strings. The binding owns fixed buffers in linear
//! memory that the JavaScript shim reads and writes through typed-array views:
//!
//! - `position`, 19 `f64`, and `board`, 81 `i8`: a position in, for the
//!   encoders, laid out as [`buffers::position_in`] reads it.
//! - `decoded`, 96 `i8`: a position out, for the decoders: the decoded
//!   [`Position`] itself, whose layout is fixed (see [`DECODED_SLOTS`]).
//! - `input`, [`CHUNK`] bytes: a piece of a string (one byte per UTF-16 unit,
//!   units above 127 written as 255 so that they stay invalid).
//! - `output`, bytes: a piece of a string out.
//! - `results`, [`contract::RESULT_SLOTS`] `f64`: numbers out (a move
//!   number, a search's outcome and nodes). Outputs go to the output
//!   buffers only: the position buffers hold what the shim wrote.
//! - `error`, 4 `u32`: the failure of the last call, see [`error_code`].
//!
//! Strings of any length stream through `input` in pieces ([`start`], [`feed`],
//! [`finish`]; [`run`] does all three when the string fits in one piece), so the
//! codec never allocates (layers that allocate link the binding's own allocator, `heap.rs`, feature `alloc`). Each export returns a
//! length (≥ 0) or −1 when it failed. No rule of the format lives in
//! JavaScript: the shim only copies values and words errors.
//!
//! The buffers and all that the layers keep from call to call are one
//! [`Engine`] value, each operation one of its methods. The module holds a
//! single engine in a static; each export is a one-line call of the method of
//! its name on it, and the address exports (`position_buffer`, …) take their
//! addresses from the static's place, never from a borrow. Native code (the
//! tests) may make engines of its own, which share nothing.

#![cfg_attr(not(test), no_std)]
#![deny(missing_docs)]

// Without `standalone` (tests, benches, `cargo check`) the crate links std,
// which brings its own panic handler and allocator.
#[cfg(not(any(test, feature = "standalone")))]
extern crate std;

#[cfg(feature = "alloc")]
extern crate alloc;

use core::cell::UnsafeCell;

#[cfg(doc)]
use buffers::DECODED_SLOTS;
use buffers::{bits_in, encode_in, POSITION_SLOTS};
use shogi64::decode::{letters_to_bit_chars, Input, Loader};
use shogi64::encode::Speller;
use shogi64::position::SQUARES;
use shogi64::{BitsError, Color, DecodeError, Error, Field, Position, PositionError};

pub mod buffers;
pub mod contract;
// The module's allocator, tested natively over an arena.
#[cfg(any(
    test,
    all(feature = "standalone", feature = "alloc", target_arch = "wasm32")
))]
mod heap;
// The reference reading of a loose position, which the buffers are held to.
#[cfg(feature = "formats")]
mod formats;
#[cfg(all(test, not(target_arch = "wasm32")))]
#[path = "../../tests/common/loose.rs"]
mod loose;
#[cfg(feature = "formats")]
pub use formats::*;
// The legal-move exports.
#[cfg(feature = "rules")]
mod rules;
#[cfg(feature = "rules")]
pub use rules::*;
// The engine output exports (USI info and bestmove lines, scores).
#[cfg(feature = "rules")]
mod usi;
#[cfg(feature = "rules")]
pub use usi::*;
// The board picture's export (SVG).
#[cfg(feature = "rules")]
mod picture;
#[cfg(feature = "rules")]
pub use picture::*;
// The Japanese move text exports.
#[cfg(feature = "notation")]
mod notation;
#[cfg(feature = "notation")]
pub use notation::*;
// The kifu exports (KIF, KI2, CSA, JKF records).
#[cfg(feature = "kifu")]
mod kifu;
#[cfg(feature = "kifu")]
pub use kifu::*;
// The record exports: games held in the module, named by handles.
#[cfg(feature = "kifu")]
mod record;
#[cfg(feature = "kifu")]
pub use record::*;
// The board diagram's exports (BOD).
#[cfg(feature = "kifu")]
mod bod;
#[cfg(feature = "kifu")]
pub use bod::*;
// The mate solver's exports.
#[cfg(feature = "mate")]
mod mate;
#[cfg(feature = "mate")]
pub use mate::*;

pub use contract::{CHUNK, OUTPUT};

/// What a stream is doing.
#[derive(Clone)]
enum Stream {
    Idle,
    Decode(Loader),
    LettersToBits { seen: usize },
    BitsToLetters(Speller),
}

/// The binding's state: the buffers the shim reads and writes and what
/// the layers keep from call to call. The module holds one, reached by the
/// exports; native code may make its own with [`Engine::new`].
pub struct Engine {
    position: [f64; POSITION_SLOTS],
    board: [i8; SQUARES],
    input: [u8; CHUNK],
    output: [u8; OUTPUT],
    results: [f64; contract::RESULT_SLOTS],
    error: [u32; contract::ERROR_WORDS],
    stream: Stream,
    /// The loader of [`run`], kept from call to call (see [`Loader::restart`]).
    loader: Loader,
    /// The position the decoders write, which is also the buffer the shim
    /// reads it from ([`decoded_buffer`]).
    decoded_position: Position,
    /// UTF-8 text in (SFEN, JKF), as long as the text: it grows on demand.
    #[cfg(feature = "formats")]
    text: formats::Text,
    /// Packed words in (JKF values): they grow on demand.
    #[cfg(feature = "formats")]
    words: formats::Words,
    #[cfg(feature = "rules")]
    rules: rules::Rules,
    /// What the engine output exports read last.
    #[cfg(feature = "rules")]
    usi: usi::Usi,
    #[cfg(feature = "rules")]
    picture: picture::Picture,
    #[cfg(feature = "notation")]
    notation: notation::Notation,
    #[cfg(feature = "kifu")]
    kifu: kifu::Kifu,
    #[cfg(feature = "kifu")]
    records: record::Records,
}

/// The buffers, in a cell without a borrow flag: a `RefCell` would check
/// the flag on every call and bring its panic (and `core::fmt`) into the module.
struct Buffers(UnsafeCell<Engine>);

// SAFETY: the buffers are only reached through `with_engine`. In the shipped
// module there is one thread, and the module imports no function, so no
// export can start while another runs; natively (tests and benches) they
// are used from one thread at a time.
unsafe impl Sync for Buffers {}

impl Default for Engine {
    fn default() -> Engine {
        Engine::new()
    }
}

static ENGINE: Buffers = Buffers(UnsafeCell::new(Engine::new()));

impl Engine {
    /// An engine with empty buffers and no stream, position or record.
    pub const fn new() -> Engine {
        Engine {
            position: [0.0; POSITION_SLOTS],
            board: [0; SQUARES],
            input: [0; CHUNK],
            output: [0; OUTPUT],
            results: [0.0; contract::RESULT_SLOTS],
            error: [0; contract::ERROR_WORDS],
            stream: Stream::Idle,
            loader: Loader::new(Input::Letters),
            decoded_position: Position::empty(),
            #[cfg(feature = "formats")]
            text: formats::Text::EMPTY,
            #[cfg(feature = "formats")]
            words: formats::Words::EMPTY,
            #[cfg(feature = "rules")]
            rules: rules::Rules::new(),
            #[cfg(feature = "rules")]
            usi: usi::Usi::new(),
            #[cfg(feature = "rules")]
            picture: picture::Picture::new(),
            #[cfg(feature = "notation")]
            notation: notation::Notation::new(),
            #[cfg(feature = "kifu")]
            kifu: kifu::Kifu::new(),
            #[cfg(feature = "kifu")]
            records: record::Records::new(),
        }
    }

    /// The position the decoders wrote last: what [`decoded_buffer`] shows
    /// of the module's engine.
    pub fn decoded_position(&self) -> &Position {
        &self.decoded_position
    }

    /// The error words of the last failed call: what [`error_buffer`] shows
    /// of the module's engine.
    pub fn error_words(&self) -> &[u32; contract::ERROR_WORDS] {
        &self.error
    }

    /// Records `words` (`[code, a, b, c]`) as the error of the call, with
    /// no fifth word.
    fn fail(&mut self, [code, a, b, c]: [u32; 4]) {
        self.error = [code, a, b, c, 0];
    }
}

/// Runs `f` on the module's engine. Never called from within `f`.
fn with_engine<R>(f: impl FnOnce(&mut Engine) -> R) -> R {
    // SAFETY: see `Buffers`: this is the only borrow of the engine while `f` runs.
    f(unsafe { &mut *ENGINE.0.get() })
}

/// The buffers' place. The address exports project fields from it without
/// making a reference: an address taken from a `&mut Engine` would be
/// invalidated by the next call's `&mut Engine`, while one taken from this
/// pointer (the parent of every call's borrow) stays valid from call to
/// call, so the shim may keep its views.
fn io_place() -> *mut Engine {
    ENGINE.0.get()
}

/// A panic is a trap: no message is formatted, so `core::fmt` stays out.
#[cfg(all(feature = "standalone", target_arch = "wasm32"))]
#[panic_handler]
fn panic(_: &core::panic::PanicInfo<'_>) -> ! {
    core::arch::wasm32::unreachable()
}

#[cfg(all(feature = "standalone", feature = "alloc", target_arch = "wasm32"))]
#[global_allocator]
static ALLOCATOR: Noting = Noting(UnsafeCell::new(heap::Heap::new(heap::Pages)));

/// Whether the last allocation failed (memory could not grow to hold it):
/// a trap that follows one is that failure, not a defect.
#[cfg(feature = "alloc")]
static LAST_ALLOCATION_FAILED: core::sync::atomic::AtomicBool =
    core::sync::atomic::AtomicBool::new(false);

/// The module's heap ([`heap`]), noting in [`LAST_ALLOCATION_FAILED`]
/// whether each request failed.
#[cfg(all(feature = "standalone", feature = "alloc", target_arch = "wasm32"))]
struct Noting(UnsafeCell<heap::Heap<heap::Pages>>);

// SAFETY: the module has one thread, and no request to the heap starts while
// another runs (the heap calls nothing that allocates).
#[cfg(all(feature = "standalone", feature = "alloc", target_arch = "wasm32"))]
unsafe impl Sync for Noting {}

#[cfg(all(feature = "standalone", feature = "alloc", target_arch = "wasm32"))]
impl Noting {
    fn note(p: *mut u8) -> *mut u8 {
        LAST_ALLOCATION_FAILED.store(p.is_null(), core::sync::atomic::Ordering::Relaxed);
        p
    }
}

// SAFETY: each call is the heap's, with the caller's arguments, and the only
// reference to the heap while it runs (see `Sync` above).
#[cfg(all(feature = "standalone", feature = "alloc", target_arch = "wasm32"))]
unsafe impl core::alloc::GlobalAlloc for Noting {
    unsafe fn alloc(&self, layout: core::alloc::Layout) -> *mut u8 {
        Noting::note(unsafe { (*self.0.get()).alloc(layout.size(), layout.align()) })
    }
    unsafe fn alloc_zeroed(&self, layout: core::alloc::Layout) -> *mut u8 {
        Noting::note(unsafe { (*self.0.get()).alloc_zeroed(layout.size(), layout.align()) })
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: core::alloc::Layout, size: usize) -> *mut u8 {
        Noting::note(unsafe { (*self.0.get()).realloc(ptr, layout.size(), layout.align(), size) })
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: core::alloc::Layout) {
        unsafe { (*self.0.get()).dealloc(ptr, layout.align()) }
    }
}

/// 1 when the last allocation failed: memory could not grow to hold it.
/// After a trap, the shim asks it to tell a failed allocation (whose
/// handler traps) from a defect.
#[cfg(feature = "alloc")]
#[no_mangle]
pub extern "C" fn allocation_failed() -> u32 {
    u32::from(LAST_ALLOCATION_FAILED.load(core::sync::atomic::Ordering::Relaxed))
}

/// Where the position buffer starts.
#[no_mangle]
pub extern "C" fn position_buffer() -> *mut f64 {
    // SAFETY: a field's address; no reference is made.
    unsafe { core::ptr::addr_of_mut!((*io_place()).position) }.cast()
}

/// Where the board buffer starts.
#[no_mangle]
pub extern "C" fn board_buffer() -> *mut i8 {
    // SAFETY: a field's address; no reference is made.
    unsafe { core::ptr::addr_of_mut!((*io_place()).board) }.cast()
}

/// Where the decoded-position buffer starts: the decoded [`Position`], read
/// as it lies ([`DECODED_SLOTS`] bytes).
#[no_mangle]
pub extern "C" fn decoded_buffer() -> *const i8 {
    // SAFETY: a field's address; no reference is made.
    unsafe { core::ptr::addr_of!((*io_place()).decoded_position) }.cast()
}

/// Where the input buffer starts.
#[no_mangle]
pub extern "C" fn input_buffer() -> *mut u8 {
    // SAFETY: a field's address; no reference is made.
    unsafe { core::ptr::addr_of_mut!((*io_place()).input) }.cast()
}

/// Where the output buffer starts.
#[no_mangle]
pub extern "C" fn output_buffer() -> *const u8 {
    // SAFETY: a field's address; no reference is made.
    unsafe { core::ptr::addr_of!((*io_place()).output) }.cast()
}

/// Where the results buffer starts ([`contract::RESULT_SLOTS`] `f64`).
#[no_mangle]
pub extern "C" fn results_buffer() -> *const f64 {
    // SAFETY: a field's address; no reference is made.
    unsafe { core::ptr::addr_of!((*io_place()).results) }.cast()
}

/// Where the error buffer starts: `[code, a, b, c]`, see [`error_code`].
#[no_mangle]
pub extern "C" fn error_buffer() -> *const u32 {
    // SAFETY: a field's address; no reference is made.
    unsafe { core::ptr::addr_of!((*io_place()).error) }.cast()
}

/// The size of the input buffer.
#[no_mangle]
pub extern "C" fn chunk_size() -> usize {
    CHUNK
}

/// [`Engine::alphabet`] on the module's engine.
#[no_mangle]
pub extern "C" fn alphabet() -> i32 {
    with_engine(|e| e.alphabet())
}

/// Error codes written to `ERROR[0]`, with `ERROR[1..4]` as noted (and
/// `ERROR[4]`, d, 0 unless noted):
///
/// | code | error | a | b | c |
/// |---|---|---|---|---|
/// | 0 | the position is not an object | | | |
/// | 1 | turn not a boolean | | | |
/// | 2 | board not an array | | | |
/// | 3 | board length | length | | |
/// | 4 | square value | index | | |
/// | 5 | hands not an object | | | |
/// | 6 | hand not an object | | colour | |
/// | 7 | hand has other keys | | colour | |
/// | 8 | hand count | the kind's maximum | colour | slot (FU 0 … HI 6) |
/// | 11 | empty input | | | |
/// | 12 | letter not in the alphabet | offset | | |
/// | 13 | bit not `0`/`1` | offset | | |
/// | 14 | input ran out | bits | field (0 turn, 1 mode, 2 king, 3 pawn, 4 square, 5 hand) | colour × 256 + file, index or slot |
/// | 15 | king field past the board | value | colour | |
/// | 16 | two pieces on one square | index | | |
/// | 21 | bit string shorter than 6 | length | | |
/// | 22 | bit string character not `0`/`1` | offset | | |
/// | 31 | move number not an integer from 1 to 2³² − 1 | | | |
/// | 32 | the text buffer cannot grow to the text's size | bytes | | |
/// | 40 | SFEN has no board | | | |
/// | 41 | SFEN has no side to move | | | |
/// | 42 | SFEN has no hands | | | |
/// | 43 | SFEN rank count | ranks | | |
/// | 44 | SFEN rank length | rank (1–9) | squares | |
/// | 45 | unknown piece letter | column | letter | |
/// | 46 | empty-square count 0 | column | | |
/// | 47 | `+` before a piece that cannot promote | column of the `+` | letter | |
/// | 48 | `+` not followed by a piece letter | column | | |
/// | 49 | side to move not `b` or `w` | column | | |
/// | 50 | hand piece letter | column | letter | |
/// | 51 | hand count below 2 or with a leading zero | column | | |
/// | 52 | hand count not followed by a letter | column | | |
/// | 53 | hand count above the kind's maximum | count | letter | maximum |
/// | 54 | hand piece twice | column | letter | |
/// | 55 | move number | column | | |
/// | 56 | SFEN moves | column | | |
/// | 57 | text after the position | column | | |
/// | 60 | invalid JSON | offset | reason (`JsonReason` in declaration order, from 0) | |
/// | 61 | JKF member missing | path | | |
/// | 62 | JKF member of the wrong type | path | found: offset | found: length |
/// | 63 | JKF preset unknown | | name: offset | name: length |
/// | 64 | JKF data missing for preset OTHER | | | |
/// | 65 | JKF board file count | files | | |
/// | 66 | JKF board file length | file index | squares | |
/// | 67 | JKF kind not a piece | path (`board[x][y].kind`) | kind: offset | kind: length |
/// | 68 | JKF colour not 0 or 1 | path | found: offset | found: length |
/// | 69 | JKF hands length | entries | | |
/// | 70 | JKF hand key not a hand kind | colour | key: offset | key: length |
/// | 71 | JKF hand count | colour × 256 + slot (FU 0 … HI 6) | found: offset | found: length |
/// | 80 | not a USI move | ply | move: offset + 65536 × length | expected (`UsiExpected`, from 0) + 8 × offset in the move |
/// | 81 | illegal move | ply | move: offset + 65536 × length | reason + 16 × kind + 256 × square in the way + 65536 × origin + 2²⁴ × destination |
/// | 82 | the side not to move is in check | | | |
/// | 83 | a second king of a colour | index | colour | |
/// | 84 | a hand would hold more than a position can | ply | count + 256 × the most | kind + 256 × colour |
/// | 85 | perft depth not an integer from 0 to 64 | | | |
/// | 100 | a kifu reader's error | line | column | kind (`KifuErrorKind`, from 0) + 16 × its hint (`TextHint`, from 1); d: its number; its text in the kifu output |
/// | 101 | a line's positions cannot be listed | 0 start, 1 no such variation, 2 a move cannot be played | ply | variation index |
/// | 110–117 | an engine's line refused (`EngineError`: not info, not bestmove, number, score kind, mate, move, trailing text, line break) | byte offset | key (`Key::ALL` order, number errors only) | |
/// | 120 | a record handle that names no record (disposed) | handle | | |
/// | 121 | the game has ended at the record's ply | ply | reason (`EndReason`, from 0) | |
/// | 122 | no branch of that index | index | ply | count |
/// | 123 | no such ply on the record's line | ply | its last ply | |
/// | 124 | the picture's last move is not a USI move | | expected (`UsiExpected`, from 0) + 8 × offset | |
/// | 125 | a mark of the picture is not a USI square | mark index | expected + 8 × offset | |
/// | 126 | the picture's size is not a whole number from 1 to `MAX_SIZE` | | | |
/// | 127 | a name holds a character XML cannot hold | colour | byte offset in the name's UTF-8 | |
///
/// Codes 80 and up come from the rules exports (`rules.rs`, the `rules`
/// feature). A move's ply (1 for the first) and span (in bytes of the text
/// buffer) are set by `from_usi` only; the reasons of code 81 are, from 0: no
/// piece, the opponent's piece, unreachable, own piece on the destination,
/// blocked, must promote, kind does not promote, neither square in the zone,
/// kind never in a hand, none in hand, occupied, no further move, 二歩,
/// 打ち歩詰め, the king left in check. Squares are indexes of a position's board.
///
/// Codes 31 and up come from the SFEN and JKF exports (`src/wasm/formats.rs`,
/// the `formats` feature). Colour is 0 for black, 1 for white. SFEN columns are 1-based character
/// offsets, letters Unicode code points. A JKF path is one word, see
/// `formats::path_code`. Offsets and lengths of quoted JSON are in bytes of the text
/// buffer; the quoted value is as written there (an array or an object is
/// named, not quoted).
pub fn error_code(e: &Error) -> [u32; 4] {
    use Error as E;
    let color = |c: Color| c as u32;
    match *e {
        E::Position(p) => match p {
            PositionError::NotAnObject => [code::NOT_AN_OBJECT, 0, 0, 0],
            PositionError::Turn => [code::TURN, 0, 0, 0],
            PositionError::BoardMissing => [code::BOARD_MISSING, 0, 0, 0],
            PositionError::BoardLength { len } => [code::BOARD_LENGTH, len as u32, 0, 0],
            PositionError::Square { index, .. } => [code::SQUARE, u32::from(index), 0, 0],
            PositionError::HandsMissing => [code::HANDS_MISSING, 0, 0, 0],
            PositionError::HandMissing { color: c } => [code::HAND_MISSING, 0, color(c), 0],
            PositionError::HandKeys { color: c } => [code::HAND_KEYS, 0, color(c), 0],
            PositionError::HandCount { color: c, kind, .. } => {
                let slot = kind.hand_slot().unwrap_or(0);
                [
                    code::HAND_COUNT,
                    u32::from(shogi64::position::HAND_MAX[slot]),
                    color(c),
                    slot as u32,
                ]
            }
        },
        E::Decode(d) => match d {
            DecodeError::Empty => [code::EMPTY, 0, 0, 0],
            DecodeError::InvalidLetter { offset, .. } => {
                [code::INVALID_LETTER, offset as u32, 0, 0]
            }
            DecodeError::InvalidBit { offset, .. } => [code::INVALID_BIT, offset as u32, 0, 0],
            DecodeError::Truncated { bits, field } => {
                let (tag, detail) = match field {
                    Field::Turn => (0, 0),
                    Field::Mode => (1, 0),
                    Field::King(c) => (2, color(c) * 256),
                    Field::Pawn(c, file) => (3, color(c) * 256 + u32::from(file)),
                    Field::Square(i) => (4, u32::from(i)),
                    Field::Hand(c, k) => (5, color(c) * 256 + k.hand_slot().unwrap_or(0) as u32),
                };
                [code::TRUNCATED, bits as u32, tag, detail]
            }
            DecodeError::KingField { color: c, value } => {
                [code::KING_FIELD, u32::from(value), color(c), 0]
            }
            DecodeError::Occupied { index } => [code::OCCUPIED, u32::from(index), 0, 0],
        },
        E::Bits(b) => match b {
            BitsError::TooShort { len } => [code::BITS_TOO_SHORT, len as u32, 0, 0],
            BitsError::InvalidByte { offset, .. } => [code::BITS_INVALID_BYTE, offset as u32, 0, 0],
        },
    }
}

impl Engine {
    /// Runs `f` on the engine; on failure records the error and returns −1.
    fn run_io(&mut self, f: impl FnOnce(&mut Engine) -> Result<usize, Error>) -> i32 {
        match f(self) {
            Ok(n) => n as i32,
            Err(e) => {
                self.fail(error_code(&e));
                self.stream = Stream::Idle;
                -1
            }
        }
    }
}

/// Copies `bytes` to the start of `out` (as many as fit) and returns how
/// many were copied; no slicing, so no bounds check.
pub(crate) fn put(out: &mut [u8], bytes: &[u8]) -> usize {
    let mut n = 0;
    for (o, &b) in out.iter_mut().zip(bytes) {
        *o = b;
        n += 1;
    }
    n
}

/// [`Engine::encode`] on the module's engine.
#[no_mangle]
pub extern "C" fn encode() -> i32 {
    with_engine(|e| e.encode())
}

/// [`Engine::encode_to_bits`] on the module's engine.
#[no_mangle]
pub extern "C" fn encode_to_bits() -> i32 {
    with_engine(|e| e.encode_to_bits())
}

use contract::{code, BITS_TO_LETTERS, DECODE, DECODE_BITS, LETTERS_TO_BITS};

/// [`Engine::start`] on the module's engine.
#[no_mangle]
pub extern "C" fn start(op: u32, len: usize) -> i32 {
    with_engine(|e| e.start(op, len))
}

/// [`Engine::feed`] on the module's engine.
#[no_mangle]
pub extern "C" fn feed(len: usize) -> i32 {
    with_engine(|e| e.feed(len))
}

fn feed_io(io: &mut Engine, len: usize, out_at: usize) -> Result<usize, Error> {
    let chunk = io.input.get(..len).unwrap_or(&io.input);
    let out = io.output.get_mut(out_at..).unwrap_or_default();
    match &mut io.stream {
        Stream::Idle => Ok(0),
        Stream::Decode(loader) => {
            loader.feed(chunk);
            match loader.error() {
                Some(e) => Err(e.into()),
                None => Ok(0),
            }
        }
        Stream::LettersToBits { seen } => {
            let n = letters_to_bit_chars(chunk, *seen, out)?;
            *seen += chunk.len();
            Ok(n)
        }
        Stream::BitsToLetters(speller) => Ok(speller.feed(chunk, out)?),
    }
}

/// [`Engine::finish`] on the module's engine.
#[no_mangle]
pub extern "C" fn finish() -> i32 {
    with_engine(|e| e.finish())
}

fn finish_io(io: &mut Engine, out_at: usize) -> Result<usize, Error> {
    let stream = core::mem::replace(&mut io.stream, Stream::Idle);
    match stream {
        Stream::Decode(loader) => {
            loader.finish_into(&mut io.decoded_position)?;
            Ok(0)
        }
        Stream::BitsToLetters(mut speller) => {
            Ok(speller.finish(io.output.get_mut(out_at..).unwrap_or_default()))
        }
        Stream::Idle | Stream::LettersToBits { .. } => Ok(0),
    }
}

/// [`Engine::run`] on the module's engine.
#[no_mangle]
pub extern "C" fn run(op: u32, len: usize) -> i32 {
    with_engine(|e| e.run(op, len))
}

impl Engine {
    /// Writes the 64 letters of the alphabet to the output buffer.
    pub fn alphabet(&mut self) -> i32 {
        self.run_io(|io| Ok(put(&mut io.output, shogi64::ALPHABET.as_bytes())))
    }

    /// Encodes the position in the position buffer; the letters go to the output buffer.
    pub fn encode(&mut self) -> i32 {
        self.run_io(|io| Ok(encode_in(&io.position, &io.board, &mut io.output)?))
    }

    /// Encodes the position in the position buffer; its `0`/`1` characters go to the output buffer.
    pub fn encode_to_bits(&mut self) -> i32 {
        self.run_io(|io| {
            let bits = bits_in(&io.position, &io.board)?;
            let n = bits.len().min(io.output.len());
            for (i, c) in io.output.iter_mut().take(n).enumerate() {
                *c = if bits.bit(i) { b'1' } else { b'0' };
            }
            Ok(n)
        })
    }

    /// Starts streaming a string of `len` units through operation `op`:
    /// 0 decode text, 1 decode bits, 2 text to bits, 3 bits to text.
    pub fn start(&mut self, op: u32, len: usize) -> i32 {
        self.run_io(|io| {
            io.stream = match op {
                DECODE => Stream::Decode(Loader::new(Input::Letters)),
                DECODE_BITS => Stream::Decode(Loader::new(Input::Bits)),
                LETTERS_TO_BITS if len == 0 => return Err(DecodeError::Empty.into()),
                LETTERS_TO_BITS => Stream::LettersToBits { seen: 0 },
                BITS_TO_LETTERS => Stream::BitsToLetters(Speller::new(len)?),
                _ => Stream::Idle,
            };
            Ok(0)
        })
    }

    /// Feeds the first `len` bytes of the input buffer to the stream; returns how
    /// many bytes of output it wrote to the output buffer.
    pub fn feed(&mut self, len: usize) -> i32 {
        self.run_io(|io| feed_io(io, len, 0))
    }

    /// Ends the stream: a decoded position goes to the position buffer, the last
    /// letter of bits-to-text to the output buffer. Returns the output length.
    pub fn finish(&mut self) -> i32 {
        self.run_io(|io| finish_io(io, 0))
    }

    /// [`start`], [`feed`] and [`finish`] at once, for a string that fits in the
    /// input buffer. Returns the total output length.
    pub fn run(&mut self, op: u32, len: usize) -> i32 {
        // Decoding a whole string needs no stream state: the common case, kept short.
        if op == DECODE || op == DECODE_BITS {
            return self.run_io(|io| {
                let chunk = io.input.get(..len).unwrap_or(&io.input);
                let loader = &mut io.loader;
                loader.restart(if op == DECODE {
                    Input::Letters
                } else {
                    Input::Bits
                });
                loader.feed(chunk);
                loader.finish_into(&mut io.decoded_position)?;
                Ok(0)
            });
        }
        match self.start(op, len) {
            0 => self.run_io(|io| {
                let n = feed_io(io, len, 0)?;
                Ok(n + finish_io(io, n)?)
            }),
            failed => failed,
        }
    }
}
