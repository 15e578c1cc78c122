//! Kifu files: KIF, KI2, CSA and JKF records read into one model, the JSON
//! Kifu Format ([`Record`]), replayed, and written back.
//!
//! A [`Game`] holds a record with a cursor: walked, played, branched and
//! ended, the boards of its line kept.
//!
//! Readers take text: decoding Shift_JIS is left to the caller (see
//! `detect`), so that the WebAssembly module carries no CP932 table.
//!
//! ```
//! use shogi64::kifu::{format_kifu, kifu_positions, parse_kifu, Format};
//!
//! let kif = "手合割：平手\n手数----指手---------消費時間--\n\
//!    1 ７六歩(77)   ( 0:01/00:00:01)\n   2 ３四歩(33)   ( 0:02/00:00:02)\n\
//!    3 ２二角成(88) ( 0:03/00:00:04)\n   4 同　銀(31)   ( 0:04/00:00:06)\n";
//! let record = parse_kifu(kif, None)?; // the format is detected
//! let plies = kifu_positions(&record, &[])?;
//! assert_eq!(plies.len(), 5);
//! assert_eq!(plies[0].position.unwrap().to_string(), "poUAACMaqtYhwHgAAAAPQdTnd3vMgAA");
//! assert_eq!(plies[4].usi.as_deref(), Some("3a2b"));
//! assert_eq!(plies[4].text.as_deref(), Some("☖同　銀"));
//! // One Shogi64 link per position:
//! let links: Vec<String> = plies.iter().flat_map(|p| p.position).map(|p| format!("https://example.org/{p}")).collect();
//! assert_eq!(links.len(), 5);
//! // And back to CSA:
//! assert!(format_kifu(&record, Format::Csa).contains("+8822UM,T3"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod analysis;
mod bod;
pub(crate) mod csa;
pub(crate) mod detect;
pub(crate) mod ending;
pub(crate) mod error;
pub(crate) mod game;
pub(crate) mod jkf;
pub(crate) mod ki2;
pub(crate) mod kif;
pub(crate) mod positions;
mod preamble;
pub(crate) mod record;
pub(crate) mod replay;
mod text;
mod usen;
pub(crate) mod write_csa;
pub(crate) mod write_ki2;
pub(crate) mod write_kif;

pub use crate::notation::Relative;
pub use crate::rules::IllegalCode;
pub use analysis::{analysis, pv_moves, read_pv, Analysis};
pub use bod::{from_bod, to_bod};
pub use csa::parse_csa;
#[cfg(feature = "sjis")]
pub use detect::decode;
pub use detect::{detect_encoding, detect_format, Encoding, Format};
pub use ending::{EndReason, Ending, LiveEnd};
pub use error::{KifuError, KifuErrorKind, TextHint};
pub use game::{Game, GameError};
pub use jkf::{parse_jkf, read_jkf_packed, to_jkf};
pub use ki2::parse_ki2;
pub use kif::parse_kif;
pub use positions::{kifu_positions, kifu_positions_with, PlyPosition, PositionsError};
pub use record::{Hms, Initial, InitialData, MoveData, MoveEntry, Place, Record, Special, Time};
pub use replay::fill;
pub use usen::{
    parse_usen, parse_usen_at, to_usen, usen_branch, UsenError, UsenErrorKind, UsenPlace,
};
pub use write_csa::to_csa;
pub use write_ki2::to_ki2;
pub use write_kif::to_kif;

/// Reads a record in `format`, or in the format [`detect_format`] finds.
pub fn parse_kifu(text: &str, format: Option<Format>) -> Result<Record, KifuError> {
    match format.or_else(|| detect_format(text)) {
        Some(Format::Kif) => parse_kif(text),
        Some(Format::Csa) => parse_csa(text),
        Some(Format::Jkf) => parse_jkf(text),
        Some(Format::Ki2) => parse_ki2(text),
        None => Err(KifuError::new(0, 0, KifuErrorKind::UnknownFormat).hinted(text)),
    }
}

/// The position a record starts from: its `initial`'s preset or diagram,
/// the even game (平手) when it has none. `None` for an unknown preset, or
/// a diagram with more pieces of a kind than the set has.
///
/// ```
/// use shogi64::kifu::{parse_kifu, start_position, Format};
/// let record = parse_kifu("手合割：角落ち\n", Some(Format::Kif))?;
/// let start = start_position(record.initial.as_ref()).unwrap();
/// assert_eq!(start.turn(), shogi64::Color::White);
/// # Ok::<(), shogi64::KifuError>(())
/// ```
pub fn start_position(initial: Option<&Initial>) -> Option<crate::Position> {
    replay::start_position(initial)
}

/// Writes a record in `format`: KIF, KI2 and CSA as text to be encoded by
/// the caller, JKF as JSON.
pub fn format_kifu(record: &Record, format: Format) -> alloc::string::String {
    match format {
        Format::Kif => to_kif(record),
        Format::Ki2 => to_ki2(record),
        Format::Csa => to_csa(record),
        Format::Jkf => to_jkf(record),
    }
}

#[cfg(test)]
mod game_tests;
// The random games' generator, shared with the crate's tests outside src/.
#[cfg(test)]
mod random_games;
#[cfg(test)]
#[path = "../../tests/common/xorshift.rs"]
mod xorshift;

#[cfg(test)]
mod tests {
    /// Every preset's position is named by that preset, and no other.
    #[test]
    fn presets_name_their_positions() {
        use super::record::{preset_of, preset_position};
        for name in crate::jkf::PRESETS {
            let p = preset_position(name).unwrap();
            assert_eq!(preset_of(&p), Some(name));
        }
        assert_eq!(preset_position("OTHER"), None);
    }
}
