//! Kifu files: KIF, KI2, CSA and JKF records read into one model, the JSON
//! Kifu Format ([`Record`]), replayed, and written back.
//!
//! Readers take text: decoding Shift_JIS is left to the caller (see
//! [`detect`]), so that the WebAssembly module carries no CP932 table.
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
//! assert_eq!(plies[0].position.to_string(), "poUAACMaqtYhwHgAAAAPQdTnd3vMgAA");
//! assert_eq!(plies[4].usi.as_deref(), Some("3a2b"));
//! assert_eq!(plies[4].text.as_deref(), Some("☖同　銀"));
//! // One Shogi64 link per position:
//! let links: Vec<String> = plies.iter().map(|p| format!("https://example.org/{}", p.position)).collect();
//! assert_eq!(links.len(), 5);
//! // And back to CSA:
//! assert!(format_kifu(&record, Format::Csa).contains("+8822UM,T3"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod csa;
pub mod detect;
pub mod error;
pub mod jkf;
pub mod ki2;
pub mod kif;
pub mod positions;
mod preamble;
pub mod record;
pub mod replay;
mod text;
pub mod write_csa;
pub mod write_ki2;
pub mod write_kif;

pub use csa::parse_csa;
#[cfg(feature = "sjis")]
pub use detect::decode;
pub use detect::{detect_encoding, detect_format, Encoding, Format};
pub use error::{KifuError, KifuErrorKind};
pub use jkf::{parse_jkf, read_jkf_packed, to_jkf};
pub use ki2::parse_ki2;
pub use kif::parse_kif;
pub use positions::{kifu_positions, PlyPosition, PositionsError};
pub use record::{Hms, Initial, InitialData, MoveData, MoveEntry, Place, Record, Time};
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
        None => Err(KifuError::new(0, 0, KifuErrorKind::UnknownFormat)),
    }
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
