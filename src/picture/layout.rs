//! Where things are drawn: the picture's coordinate system, fixed whatever
//! the size asked (the `viewBox`), in whole units.
//!
//! Left to right: the hand of the player at the top, the board, the rank
//! numerals, the hand of the player at the bottom. Top to bottom: the top
//! player's name, the file numbers, the board, the bottom player's name.

use crate::Sq;

/// The width of the `viewBox`.
pub const WIDTH: u32 = 540;
/// The height of the `viewBox`.
pub const HEIGHT: u32 = 480;
/// A square's width.
pub(crate) const CELL_W: u32 = 40;
/// A square's height: a shogi board's squares are taller than wide.
pub(crate) const CELL_H: u32 = 44;
/// The board's left edge.
pub(crate) const BOARD_X: u32 = 80;
/// The board's top edge.
pub(crate) const BOARD_Y: u32 = 52;
/// The board's bottom edge.
pub(crate) const BOARD_BOTTOM: u32 = BOARD_Y + 9 * CELL_H;
/// How far below a square's centre a piece's baseline lies (a glyph of the
/// piece font, 30 units, sits centred on the square).
pub(crate) const GLYPH_DROP: u32 = 11;
/// The centre of the top player's hand column.
pub(crate) const TOP_HAND_X: u32 = 34;
/// The centre of the bottom player's hand column.
pub(crate) const BOTTOM_HAND_X: u32 = WIDTH - 46;

/// The column (0 at the left) and row (0 at the top) a square is drawn in:
/// file 9 at the left and rank 1 at the top, or the other way round when
/// the board is turned for white.
pub(crate) fn cell(sq: Sq, flip: bool) -> (u32, u32) {
    let (col, row) = (u32::from(9 - sq.file()), u32::from(sq.rank() - 1));
    if flip {
        (8 - col, 8 - row)
    } else {
        (col, row)
    }
}

/// The top left corner of a cell.
pub(crate) fn corner(col: u32, row: u32) -> (u32, u32) {
    (BOARD_X + col * CELL_W, BOARD_Y + row * CELL_H)
}

/// The centre of a cell.
pub(crate) fn centre(col: u32, row: u32) -> (u32, u32) {
    let (x, y) = corner(col, row);
    (x + CELL_W / 2, y + CELL_H / 2)
}
