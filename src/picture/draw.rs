//! The elements of the picture, back to front: the board, the highlights,
//! the coordinates, the pieces, the hands, the names.

use alloc::string::String;

use super::layout::{
    cell, centre, corner, BOARD_BOTTOM, BOARD_Y, BOTTOM_HAND_X, CELL_H, CELL_W, GLYPH_DROP, HEIGHT,
    TOP_HAND_X, WIDTH,
};
use super::xml::{at, attr, byte, escaped, n, s, upside_down};
use super::SvgOptions;
use crate::formats::sfen::letter;
use crate::names::{diagram_kanji, rank_str};
use crate::position::HAND_KINDS;
use crate::{Color, Piece, Position, Sq};

/// The root element, its size, and the side to move.
pub(crate) fn open(out: &mut String, position: &Position, options: &SvgOptions<'_>) {
    s(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ",
    );
    n(out, WIDTH);
    byte(out, b' ');
    n(out, HEIGHT);
    byte(out, b'"');
    let width = options.size.unwrap_or(WIDTH);
    attr(out, " width=\"", width);
    // The height in proportion, rounded half up; in u64, so no overflow.
    let height = (u64::from(width) * u64::from(HEIGHT) + u64::from(WIDTH / 2)) / u64::from(WIDTH);
    attr(out, " height=\"", height as u32);
    s(
        out,
        if position.turn() == Color::Black {
            " data-turn=\"b\""
        } else {
            " data-turn=\"w\""
        },
    );
    s(out, " font-family=\"serif\" text-anchor=\"middle\">");
}

/// The wooden board, its lines (its frame, then the eight lines inside
/// each way, relative moves) and its four stars: fixed text, which the tests
/// hold to the layout's numbers.
pub(crate) const BOARD: &str = "<rect x=\"80\" y=\"52\" width=\"360\" height=\"396\" fill=\"#f3d49b\"/>\
<path fill=\"none\" stroke=\"#000\" d=\"M80 52h360v396H80zM120 52v396m40-396v396m40-396v396m40-396v396\
m40-396v396m40-396v396m40-396v396m40-396v396M80 96h360m-360 44h360m-360 44h360m-360 44h360m-360 44h360\
m-360 44h360m-360 44h360m-360 44h360\"/><circle cx=\"200\" cy=\"184\" r=\"3\"/>\
<circle cx=\"320\" cy=\"184\" r=\"3\"/><circle cx=\"200\" cy=\"316\" r=\"3\"/>\
<circle cx=\"320\" cy=\"316\" r=\"3\"/>";

/// The file numbers' element up to its text: each character placed by the
/// `x` list, one a column.
pub(crate) const FILES_AT: &str =
    "<text font-size=\"16\" y=\"43\" x=\"100 140 180 220 260 300 340 380 420\">";

/// The rank numerals' element up to its text: each character placed by
/// both lists (with `y` alone, each would advance `x` past the one before).
pub(crate) const RANKS_AT: &str = "</text><text font-size=\"16\" \
x=\"454 454 454 454 454 454 454 454 454\" y=\"80 124 168 212 256 300 344 388 432\">";

/// A square filled under the pieces: the last move's (`data-last`) or a
/// mark's (`data-mark`).
fn highlight(out: &mut String, sq: Sq, flip: bool, last: bool) {
    let (col, row) = cell(sq, flip);
    let (x, y) = corner(col, row);
    s(out, "<rect");
    at(out, x, y);
    attr(out, " width=\"", CELL_W);
    attr(out, " height=\"", CELL_H);
    s(
        out,
        if last {
            " fill=\"#f6a33b\" fill-opacity=\".6\" data-last=\""
        } else {
            " fill=\"#3b8ef6\" fill-opacity=\".4\" data-mark=\""
        },
    );
    usi_square(out, sq);
    s(out, "\"/>");
}

/// The last move's squares, then the marks.
pub(crate) fn highlights(out: &mut String, options: &SvgOptions<'_>) {
    if let Some(mv) = options.last_move {
        if let Some(from) = mv.from() {
            highlight(out, from, options.flip, true);
        }
        highlight(out, mv.to(), options.flip, true);
    }
    for &sq in options.marks {
        highlight(out, sq, options.flip, false);
    }
}

/// The file numbers across the top, 9 to 1 left to right (1 to 9 turned),
/// and the rank numerals down the right.
pub(crate) fn coordinates(out: &mut String, flip: bool) {
    s(out, FILES_AT);
    s(out, if flip { "123456789" } else { "987654321" });
    s(out, RANKS_AT);
    // The numerals from the crate's one table.
    for i in 1..=9 {
        s(out, rank_str(if flip { 10 - i } else { i }));
    }
    s(out, "</text>");
}

/// `7g`.
fn usi_square(out: &mut String, sq: Sq) {
    byte(out, b'0' + sq.file());
    byte(out, b'a' + sq.rank() - 1);
}

/// A piece's character at (x, y), the centre of where it stands, upside
/// down when it faces the top, red when promoted.
fn glyph(out: &mut String, x: u32, y: u32, piece: Piece, down: bool) {
    at(out, x, y + GLYPH_DROP);
    if piece.kind.unpromote() != piece.kind {
        s(out, " fill=\"#c00\"");
    }
    if down {
        upside_down(out, x, y);
    }
}

/// Every piece on the board: `<text data-square="7g" data-piece="P">歩</text>`.
pub(crate) fn pieces(out: &mut String, position: &Position, flip: bool) {
    s(out, "<g font-size=\"30\">");
    for sq in Sq::ALL {
        let Some(piece) = position.get(sq.index()) else {
            continue;
        };
        let (col, row) = cell(sq, flip);
        let (x, y) = centre(col, row);
        s(out, "<text data-square=\"");
        usi_square(out, sq);
        s(out, "\" data-piece=\"");
        if piece.kind.unpromote() != piece.kind {
            byte(out, b'+');
        }
        byte(
            out,
            letter(piece.color == Color::White, piece.kind.number()),
        );
        byte(out, b'"');
        glyph(out, x, y, piece, (piece.color == Color::White) != flip);
        byte(out, b'>');
        s(out, diagram_kanji(piece.kind));
        s(out, "</text>");
    }
    s(out, "</g>");
}

/// Both hands, rook first, each kind held once with its count when more
/// than one: the top player's down the left from the board's top, the
/// bottom player's up the right from the board's bottom.
pub(crate) fn hands(out: &mut String, position: &Position, flip: bool) {
    s(out, "<g font-size=\"30\">");
    for color in Color::ALL {
        let top = (color == Color::White) != flip;
        let hand = position.hand(color);
        let mut item = 0;
        for &kind in HAND_KINDS.iter().rev() {
            let count = hand.count(kind);
            if count == 0 {
                continue;
            }
            let (x, y) = if top {
                (TOP_HAND_X, BOARD_Y + item * CELL_H + CELL_H / 2)
            } else {
                (BOTTOM_HAND_X, BOARD_BOTTOM - item * CELL_H - CELL_H / 2)
            };
            item += 1;
            s(out, "<text data-hand=\"");
            byte(out, letter(color == Color::White, kind.number()));
            byte(out, b'"');
            attr(out, " data-count=\"", u32::from(count));
            glyph(out, x, y, Piece::new(color, kind), top);
            byte(out, b'>');
            s(out, diagram_kanji(kind));
            s(out, "</text>");
            if count > 1 {
                s(out, "<text font-size=\"16\"");
                at(out, x + 24, y + 18);
                byte(out, b'>');
                n(out, u32::from(count));
                s(out, "</text>");
            }
        }
    }
    s(out, "</g>");
}

/// The players' names (先手 and 後手 when not given), the top player's at
/// the top left, the bottom player's at the bottom right; the side to move
/// bold, with a dot.
pub(crate) fn labels(out: &mut String, position: &Position, options: &SvgOptions<'_>) {
    for color in Color::ALL {
        let top = (color == Color::White) != options.flip;
        let to_move = position.turn() == color;
        let (x, y, dot, anchor) = if top {
            (22, 20, 12, "start")
        } else {
            (WIDTH - 22, HEIGHT - 10, WIDTH - 12, "end")
        };
        if to_move {
            attr(out, "<circle cx=\"", dot);
            attr(out, " cy=\"", y - 5);
            s(out, " r=\"5\"/>");
        }
        s(out, "<text font-size=\"16\" text-anchor=\"");
        s(out, anchor);
        byte(out, b'"');
        at(out, x, y);
        if to_move {
            s(out, " font-weight=\"bold\"");
        }
        s(
            out,
            if color == Color::Black {
                " data-player=\"b\">☗"
            } else {
                " data-player=\"w\">☖"
            },
        );
        match options.names[color as usize] {
            Some(name) => escaped(out, name),
            None => s(
                out,
                if color == Color::Black {
                    "先手"
                } else {
                    "後手"
                },
            ),
        }
        s(out, "</text>");
    }
}

#[cfg(test)]
mod tests {
    use super::super::layout::{BOARD_BOTTOM, BOARD_X, BOARD_Y, CELL_H, CELL_W, HEIGHT, WIDTH};
    use super::*;
    use alloc::format;

    /// The fixed text says what the layout's numbers say.
    #[test]
    fn the_fixed_text_is_the_layout() {
        assert_eq!((WIDTH, HEIGHT), (540, 480));
        let (w, h) = (9 * CELL_W, 9 * CELL_H);
        let mut path = format!("M{BOARD_X} {BOARD_Y}h{w}v{h}H{BOARD_X}z");
        path += &format!("M{} {BOARD_Y}v{h}", BOARD_X + CELL_W);
        for _ in 2..9 {
            path += &format!("m{CELL_W}-{h}v{h}");
        }
        path += &format!("M{BOARD_X} {}h{w}", BOARD_Y + CELL_H);
        for _ in 2..9 {
            path += &format!("m-{w} {CELL_H}h{w}");
        }
        let mut stars = String::new();
        for (col, row) in [(3, 3), (6, 3), (3, 6), (6, 6)] {
            let (x, y) = corner(col, row);
            stars += &format!("<circle cx=\"{x}\" cy=\"{y}\" r=\"3\"/>");
        }
        assert_eq!(
            BOARD,
            format!(
                "<rect x=\"{BOARD_X}\" y=\"{BOARD_Y}\" width=\"{w}\" height=\"{h}\" fill=\"#f3d49b\"/>\
                 <path fill=\"none\" stroke=\"#000\" d=\"{path}\"/>{stars}"
            )
        );
        assert_eq!(BOARD_BOTTOM, BOARD_Y + h);
        let xs: alloc::vec::Vec<_> = (0..9).map(|c| format!("{}", centre(c, 0).0)).collect();
        let ys: alloc::vec::Vec<_> = (0..9).map(|r| format!("{}", centre(0, r).1 + 6)).collect();
        let rank_x = format!("{} ", BOARD_X + w + 14).repeat(9);
        assert_eq!(
            FILES_AT,
            format!(
                "<text font-size=\"16\" y=\"{}\" x=\"{}\">",
                BOARD_Y - 9,
                xs.join(" ")
            )
        );
        assert_eq!(
            RANKS_AT,
            format!(
                "</text><text font-size=\"16\" x=\"{}\" y=\"{}\">",
                rank_x.trim_end(),
                ys.join(" ")
            )
        );
    }
}
