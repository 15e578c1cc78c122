//! The board diagram (BOD) alone: a position written as KIF writes a start
//! that is no handicap, and read back. The writer and the reader are the
//! KIF ones (`write_kif`, `preamble`), so a diagram reads the same here and
//! at the head of a record.
//!
//! ```
//! use shogi64::kifu::{from_bod, to_bod};
//! use shogi64::Position;
//!
//! let bod = to_bod(&Position::initial());
//! assert!(bod.starts_with("後手の持駒：なし\n"));
//! assert_eq!(from_bod(&bod), Ok(Position::initial()));
//! ```

use alloc::string::String;

use super::error::{KifuError, KifuErrorKind};
use super::kif::lines;
use super::preamble::Preamble;
use super::record::{InitialData, Record};
use super::write_kif::write_diagram;
use crate::names::file_digit;
use crate::Position;

/// The position as a board diagram: white's hand, the framed board, black's
/// hand, then `後手番` when white is to move; each line ends with `\n`.
pub fn to_bod(position: &Position) -> String {
    let mut out = String::with_capacity(640);
    write_diagram(&mut out, &InitialData::from_position(position));
    out
}

/// The position of a board diagram. Header lines (`key：value`), `#`
/// comments and blank lines may come with it; anything else, a diagram
/// without its nine rows, or a hand holding more than a position can, is
/// refused at its line and column. What the rules would refuse of a game's
/// start (two kings of a side, more pieces than a set has) is read as it
/// stands, as SFEN is.
pub fn from_bod(text: &str) -> Result<Position, KifuError> {
    read(text).map_err(|e| e.hinted(text))
}

fn read(text: &str) -> Result<Position, KifuError> {
    let mut record = Record::default();
    let mut preamble = Preamble::default();
    let mut last = 0;
    for (n, line) in lines(text) {
        last = n;
        if line.starts_with('#') || super::text::trim_start(line).is_empty() {
            continue;
        }
        // The frame and the file numbers, and nothing else that the
        // record reader lets pass before its moves (a move line begins
        // with a space).
        let frame = match line.as_bytes().first() {
            Some(b'+') => line.chars().all(|c| matches!(c, '+' | '-')),
            Some(b' ') => line.chars().all(|c| c == ' ' || file_digit(c).is_some()),
            _ => true,
        };
        if !frame || !preamble.line(&mut record, n, line)? {
            return Err(KifuError::new(
                n,
                1,
                KifuErrorKind::Expected("a line of a board diagram"),
            ));
        }
    }
    preamble.diagram(&mut record, last + 1)
}
