//! Shogi64: a shogi position as a short URL-safe string, and back.
//!
//! A position (side to move, 81 squares, both hands) is written as a
//! Huffman-coded bit string, cut into 6-bit groups and spelled with the
//! base64url alphabet, without padding. The format was defined by the
//! JavaScript library shogi64.js 0.0.3; this crate writes the same strings,
//! reads everything that library reads, and fixes its defects.
//!
//! ```
//! # // `encode` returns a `String`: the `alloc` feature (on by default).
//! # #[cfg(feature = "alloc")]
//! # fn main() -> Result<(), shogi64::DecodeError> {
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
//! # Ok(())
//! # }
//! # #[cfg(not(feature = "alloc"))]
//! # fn main() {}
//! ```
//!
//! The encoding is a stable interchange format: the same position always gives
//! the same text, and changing it would be a breaking change.
//!
//! Errors say exactly what was wrong: [`DecodeError::InvalidLetter`] carries the
//! offset and byte, [`PositionError::Square`] the square and value. Decoding any
//! input, however long, takes time linear in its length and never panics.
//!
//! Modules, one folder per capability and one file per concern: [`codec`]
//! ([`position`] the model, `codes` the Huffman tables, [`bits`] the bit
//! buffer, [`text`] the alphabet, [`mod@encode`], [`mod@decode`], [`error`])
//! and `formats` (`sfen`, `jkf`).
//!
//! The crate is `no_std`. Cargo features, all on by default:
//! - `alloc`: the functions that return a `String` (`encode`, `encode_bits`,
//!   `spell_bits`, `letters_to_bit_string`, `to_sfen`, `to_jkf_json`);
//! - `formats` (implies `alloc`): SFEN and JKF conversions, the `sfen` and
//!   `jkf` modules with `parse_sfen`, `to_sfen`, `write_sfen`, `from_jkf_json`
//!   and `to_jkf_json` at the root;
//! - `rules`, `notation` (implies `rules`), `kifu` (implies `notation` and
//!   `formats`), `mate` (implies `rules`): the layers built on them.
//!
//! With `default-features = false` the crate is the codec alone, without
//! allocation, as the npm package's `shogi64/codec` entry is built. The
//! WebAssembly binding is the workspace's `shogi64-wasm` crate.
//!
//! The [`rules`] module: legal moves, check, mate and perft on [`Board`], with
//! its types at the root; with it, [`engine`]: a USI engine's `info` and
//! `bestmove` lines read, and its score as a win rate.

#![cfg_attr(not(test), no_std)]
#![deny(missing_docs)]
#![forbid(unsafe_code)]

#[cfg(feature = "alloc")]
extern crate alloc;
// The unit tests name the crate as its users do, and share files with the
// integration tests (`tests/common`).
#[cfg(test)]
extern crate self as shogi64;
#[doc(hidden)]
#[path = "binding.rs"]
pub mod __binding;
pub mod codec;
#[cfg(all(feature = "rules", feature = "formats"))]
mod decimal;
#[cfg(feature = "rules")]
pub mod engine;
#[cfg(feature = "formats")]
pub mod formats;
#[cfg(feature = "kifu")]
pub mod kifu;
#[cfg(feature = "mate")]
pub mod mate;
#[cfg(feature = "rules")]
mod names;
#[cfg(feature = "notation")]
pub mod notation;
// The board as SVG: the rules' USI squares and moves, SFEN's letters.
#[cfg(all(feature = "rules", feature = "formats"))]
pub mod picture;
#[cfg(feature = "rules")]
pub mod rules;
#[cfg(any(feature = "notation", feature = "mate", feature = "kifu"))]
mod sort;

// The modules keep their paths from the crate root (`shogi64::decode::Loader`,
// `shogi64::jkf::Path`), whichever folder holds them.
pub(crate) use codec::codes;
pub use codec::{bits, decode, encode, error, position, template, text};
#[cfg(feature = "formats")]
pub use formats::{jkf, sfen};
#[cfg(feature = "formats")]
pub(crate) use formats::{json, write};

#[cfg(feature = "alloc")]
pub use decode::letters_to_bit_string;
pub use decode::{decode, decode_bits};
#[cfg(feature = "alloc")]
pub use encode::{encode, encode_bits, spell_bits};
pub use error::{BitsError, DecodeError, Error, Field, PositionError};
#[cfg(feature = "formats")]
pub use jkf::{from_jkf_json, to_jkf_json, JkfError};
#[cfg(feature = "kifu")]
pub use kifu::{parse_kifu, KifuError, Record};
#[cfg(feature = "mate")]
pub use mate::{mate_moves, solve, MateLimits, MateResult, Outcome, Solver};
#[cfg(feature = "notation")]
pub use notation::{
    from_japanese, japanese, to_japanese, to_japanese_line, JapaneseOptions, NotationError,
};
#[cfg(all(feature = "rules", feature = "formats"))]
pub use picture::{to_svg, SvgError, SvgOptions};
pub use position::{Color, Hand, Kind, Piece, Position, Square};
#[cfg(feature = "rules")]
pub use rules::{
    in_check, Board, HandOverflow, IllegalCode, IllegalMove, IllegalReason, Move, MoveList,
    SetupError, Sq, UsiError, UsiExpected, MAX_MOVES,
};
#[cfg(feature = "rules")]
pub use rules::{jishogi_points, Declaration, DeclarationRule, History, Repetition};
#[cfg(feature = "formats")]
pub use sfen::{parse_sfen, to_sfen, write_sfen, SfenError};
pub use text::ALPHABET;

/// The README's Rust examples, compiled and run by `cargo test --doc` (the
/// README's other code blocks are `js` and `sh`, which rustdoc leaves alone).
#[cfg(all(doctest, feature = "kifu", feature = "mate"))]
#[doc = include_str!("../README.md")]
struct ReadmeExamples;

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

#[cfg(test)]
mod tests {
    /// Every error type of the public API is an `Error` that owns its data
    /// (`'static`), so it can be boxed, kept and sent between threads.
    #[test]
    fn every_error_is_an_owned_error() {
        fn owned_error<E: core::error::Error + Send + Sync + 'static>() {}
        owned_error::<crate::Error>();
        owned_error::<crate::DecodeError>();
        owned_error::<crate::BitsError>();
        owned_error::<crate::PositionError>();
        #[cfg(feature = "formats")]
        {
            owned_error::<crate::SfenError>();
            owned_error::<crate::JkfError>();
        }
        #[cfg(feature = "rules")]
        {
            owned_error::<crate::SetupError>();
            owned_error::<crate::IllegalMove>();
            owned_error::<crate::UsiError>();
            owned_error::<crate::engine::EngineError>();
            owned_error::<crate::HandOverflow>();
        }
        #[cfg(feature = "notation")]
        {
            owned_error::<crate::NotationError>();
            owned_error::<crate::notation::LineError>();
        }
        #[cfg(feature = "kifu")]
        {
            owned_error::<crate::KifuError>();
            owned_error::<crate::kifu::PositionsError>();
        }
    }
}
