//! Kifu files: KIF, KI2, CSA and JKF records read into one model, the JSON
//! Kifu Format ([`Record`]), replayed, and written back.
//!
//! Readers take text: decoding Shift_JIS is left to the caller (see
//! [`detect`]), so that the WebAssembly module carries no CP932 table.
//!
//! ```
//! use shogi64::kifu::{parse_kifu, to_jkf};
//! let record = parse_kifu("+\n+7776FU\n-3334FU\n%TORYO\n", None).unwrap();
//! assert_eq!(record.moves.len(), 4);
//! assert!(to_jkf(&record).contains("\"special\":\"TORYO\""));
//! ```

pub mod csa;
pub mod detect;
pub mod error;
pub mod jkf;
mod json;
pub mod ki2;
pub mod kif;
pub mod positions;
pub mod record;
pub mod replay;
pub mod write_csa;
pub mod write_ki2;
pub mod write_kif;

pub use csa::parse_csa;
#[cfg(feature = "sjis")]
pub use detect::decode;
pub use detect::{detect_encoding, detect_format, Encoding, Format};
pub use error::{KifuError, KifuErrorKind};
pub use jkf::{parse_jkf, to_jkf};
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
