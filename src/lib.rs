//! Shogi64: a shogi position as a short URL-safe string, and back.
//!
//! A position (side to move, 81 squares, both hands) is written as a
//! Huffman-coded bit string, cut into 6-bit groups and spelled with the
//! base64url alphabet, without padding. The format was defined by the
//! JavaScript library shogi64.js 0.0.3; this crate writes the same strings,
//! reads everything that library reads, and fixes its defects.
//!
//! ```
//! use shogi64::Position;
//!
//! let initial = Position::initial();
//! let text = shogi64::encode(&initial);
//! assert_eq!(text, "poUAACMaqtYhwHgAAAAPQdTnd3vMgAA");
//! assert_eq!(shogi64::decode(&text), Ok(initial));
//!
//! // The same through the standard traits.
//! let p: Position = "poUAACMaqtYhwHgAAAAPQdTnd3vMgAA".parse()?;
//! assert_eq!(p.to_string(), text);
//! # Ok::<(), shogi64::DecodeError>(())
//! ```
//!
//! The encoding is a stable interchange format: the same position always gives
//! the same text, and changing it would be a breaking change.
//!
//! Errors say exactly what was wrong: [`DecodeError::InvalidLetter`] carries the
//! offset and byte, [`PositionError::Square`] the square and value. Decoding any
//! input, however long, takes time linear in its length and never panics.
//!
//! Modules, one per concern: [`position`] (the model), [`codes`] (the Huffman
//! tables), [`bits`] (the bit buffer), [`text`] (the alphabet), [`mod@encode`],
//! [`mod@decode`], [`error`].
//!
//! Cargo feature `formats` (on by default): SFEN and JKF conversions, the
//! `sfen` and `jkf` modules with `parse_sfen`, `to_sfen`, `write_sfen`,
//! `from_jkf_json` and `to_jkf_json` at the root, and their exports in the
//! WebAssembly binding. With `default-features = false` the crate is the codec
//! alone, as the npm package's `shogi64/codec` entry is built.
//!
//! Cargo feature `rules` (on by default): the [`rules`] module, legal moves,
//! check, mate and perft on [`Board`], with its types at the root.
//!
//! Cargo feature `mate` (on by default, implies `rules`): the [`mate`]
//! module, a tsume solver (every attacking move a check) with [`solve`],
//! [`mate_moves`] and the resumable [`Solver`].

#![deny(missing_docs)]
#![forbid(unsafe_code)]

extern crate alloc;

pub mod bits;
#[doc(hidden)]
pub mod buffers;
pub mod codes;
pub mod decode;
pub mod encode;
pub mod error;
#[cfg(feature = "formats")]
pub mod jkf;
#[cfg(feature = "formats")]
mod json;
#[cfg(feature = "mate")]
pub mod mate;
pub mod position;
#[cfg(feature = "rules")]
pub mod rules;
#[cfg(feature = "formats")]
pub mod sfen;
pub mod text;
#[cfg(feature = "formats")]
mod write;

#[cfg(target_arch = "wasm32")]
mod wasm;

pub use decode::{decode, decode_bits, letters_to_bit_string};
pub use encode::{encode, encode_bits, spell_bits};
pub use error::{BitsError, DecodeError, Error, Field, PositionError};
#[cfg(feature = "formats")]
pub use jkf::{from_jkf_json, to_jkf_json, JkfError};
#[cfg(feature = "mate")]
pub use mate::{mate_moves, solve, MateLimits, MateResult, Outcome, Solver};
pub use position::{Color, Hand, Kind, Loose, LooseBoard, LooseHand, Piece, Position, Square};
#[cfg(feature = "rules")]
pub use rules::{
    in_check, Board, IllegalMove, IllegalReason, Move, MoveList, SetupError, Sq, UsiError,
    UsiExpected, MAX_MOVES,
};
#[cfg(feature = "formats")]
pub use sfen::{parse_sfen, to_sfen, write_sfen, SfenError};
pub use text::ALPHABET;

impl core::str::FromStr for Position {
    type Err = DecodeError;

    /// Decodes Shogi64 text.
    fn from_str(s: &str) -> Result<Position, DecodeError> {
        decode(s)
    }
}

impl core::fmt::Display for Position {
    /// Writes the position's Shogi64 text.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(encode::encode_letters(self).as_str())
    }
}
