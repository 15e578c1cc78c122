//! The contract between the module and the JavaScript shim: buffer sizes and
//! stream operations. `js/contract.js` is generated from this file (see
//! `tests/contract.rs`), so a change here reaches JavaScript in one place.

/// The size of one piece of a streamed string (the input buffer).
pub const CHUNK: usize = 4096;
/// The output buffer: six bits per input letter, or a position's bit string.
pub const OUTPUT: usize = CHUNK * 6 + 8;
/// The most bytes of UTF-8 text (SFEN, JKF) one call reads.
pub const TEXT_MAX: usize = 1 << 16;
/// Slots (`f64`) of the position buffer.
pub const POSITION_SLOTS: usize = 19;
/// Bytes of a decoded position as the shim reads it: a [`shogi64::Position`]
/// as it lies in memory, `[turn, board × 81, black × 7, white × 7]`.
pub const DECODED_SLOTS: usize = 1 + 81 + 14;
/// Words (`u32`) of the error buffer: `[code, a, b, c]`.
pub const ERROR_WORDS: usize = 4;

/// Stream operation: Shogi64 text to a position.
pub const DECODE: u32 = 0;
/// Stream operation: a bit string to a position.
pub const DECODE_BITS: u32 = 1;
/// Stream operation: Shogi64 text to its bit string.
pub const LETTERS_TO_BITS: u32 = 2;
/// Stream operation: a bit string to Shogi64 text.
pub const BITS_TO_LETTERS: u32 = 3;
