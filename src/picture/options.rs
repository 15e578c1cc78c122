//! What the caller chooses of a picture, and what it may not choose.

use core::fmt;

use super::xml::first_non_xml;
use crate::{Color, Move, Sq};

/// The largest `size` (width in pixels) a picture takes.
pub const MAX_SIZE: u32 = 100_000;

/// The choices of [`to_svg`](super::to_svg).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SvgOptions<'a> {
    /// The move that led to the position: its squares are highlighted (a
    /// drop's destination only).
    pub last_move: Option<Move>,
    /// White at the bottom: the board turned half round.
    pub flip: bool,
    /// Squares to highlight (a piece's targets, say).
    pub marks: &'a [Sq],
    /// Whether the file numbers and rank numerals are drawn.
    pub coordinates: bool,
    /// The width in pixels (1 to [`MAX_SIZE`]); `None` for the `viewBox`'s own.
    pub size: Option<u32>,
    /// The players' names, black then white; `None` writes 先手 or 後手.
    pub names: [Option<&'a str>; 2],
}

impl Default for SvgOptions<'_> {
    /// Black at the bottom, coordinates drawn, nothing highlighted, no names.
    fn default() -> Self {
        SvgOptions {
            last_move: None,
            flip: false,
            marks: &[],
            coordinates: true,
            size: None,
            names: [None, None],
        }
    }
}

/// Options a picture cannot be drawn with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SvgError {
    /// The size is not a width from 1 to [`MAX_SIZE`].
    Size(u32),
    /// A name holds a character XML cannot hold (a control character,
    /// U+FFFE or U+FFFF) at this byte offset.
    Name {
        /// Whose name.
        color: Color,
        /// Byte offset of the character in the name.
        offset: usize,
    },
}

impl fmt::Display for SvgError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SvgError::Size(n) => write!(f, "size {n} is not a width from 1 to {MAX_SIZE}"),
            SvgError::Name { color, offset } => write!(
                f,
                "{}'s name has a character XML cannot hold at byte {offset}",
                color.name()
            ),
        }
    }
}

impl core::error::Error for SvgError {}

impl SvgOptions<'_> {
    /// The first error of the options, if any.
    pub(crate) fn check(&self) -> Result<(), SvgError> {
        if let Some(n) = self.size {
            if n == 0 || n > MAX_SIZE {
                return Err(SvgError::Size(n));
            }
        }
        for (name, color) in self.names.iter().zip(Color::ALL) {
            if let Some(offset) = first_non_xml(name.unwrap_or_default()) {
                return Err(SvgError::Name { color, offset });
            }
        }
        Ok(())
    }
}
