//! The board as a picture: a position drawn as a standalone SVG document,
//! with no DOM and no floating point, so that the same position and options
//! give the same bytes on every platform.
//!
//! ```
//! use shogi64::picture::{to_svg, SvgOptions};
//! use shogi64::{Move, Position};
//!
//! let options = SvgOptions {
//!     last_move: Some("7g7f".parse::<Move>().unwrap()),
//!     ..SvgOptions::default()
//! };
//! let svg = to_svg(&Position::initial(), &options).unwrap();
//! assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
//! assert!(svg.contains(r#"data-square="7g" data-piece="P""#));
//! assert!(svg.contains(r#"data-square="5a" data-piece="k""#));
//! ```
//!
//! What it shows: the 9×9 board, file numbers across the top and rank
//! numerals down the right as Japanese boards have them, each piece as the
//! one character of a board diagram (`杏` for a promoted lance), white's
//! upside down, both hands with their counts, the players' names and which
//! side is to move. Every piece on the board is a `<text>` element with
//! `data-square` (its USI square) and `data-piece` (its SFEN letter, `+r`
//! for a dragon); a piece in hand has `data-hand` (its SFEN letter) and
//! `data-count`; the root has `data-turn` (`b` or `w`).
//!
//! Files, one per concern: `options` (what the caller chooses and its
//! errors), `layout` (the fixed coordinate system), `xml` (numbers and
//! escaped text), `draw` (the elements).

mod draw;
mod layout;
mod options;
mod xml;

use alloc::string::String;

pub use layout::{HEIGHT, WIDTH};
pub use options::{SvgError, SvgOptions, MAX_SIZE};

use crate::Position;

/// The position as an SVG document (UTF-8 text, no XML declaration).
///
/// The document's `viewBox` is always `0 0 WIDTH HEIGHT`; `size` sets its
/// `width` (its `height` keeps the proportion, rounded to a whole pixel).
pub fn to_svg(position: &Position, options: &SvgOptions<'_>) -> Result<String, SvgError> {
    options.check()?;
    let mut out = String::with_capacity(6144);
    draw::open(&mut out, position, options);
    out.push_str(draw::BOARD);
    draw::highlights(&mut out, options);
    if options.coordinates {
        draw::coordinates(&mut out, options.flip);
    }
    draw::pieces(&mut out, position, options.flip);
    draw::hands(&mut out, position, options.flip);
    draw::labels(&mut out, position, options);
    out.push_str("</svg>");
    Ok(out)
}
