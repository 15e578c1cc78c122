//! Attack, check and pin detection on the padded board.
//!
//! Two views of an attack, each used where it is cheaper:
//! - from a target square outwards (the first piece on each of the eight
//!   lines, and the two knight squares): whether a square is attacked, the
//!   checkers and pins of a king, all computed once per position;
//! - from a piece towards a target (seed 001): the difference of the two
//!   squares looked up among the piece's steps for short range; for long
//!   range a direction of the same sign that divides the difference within
//!   eight steps, then a walk. On the width-10 board a difference alone is
//!   ambiguous (−5 is five files right, or one rank up and four files left);
//!   the walk meets the padding column in the second case, which is what
//!   makes the answer right. This view checks a single move.

use super::board::{cell_of_index, code_of, Cells, CELLS, CELL_MASK, EMPTY, WALL};
use crate::{Color, Position};

/// The eight line directions, ordered so that the opposite of `DIRS[i]` is `DIRS[7 - i]`.
pub(crate) const DIRS: [isize; 8] = [-11, -10, -9, -1, 1, 9, 10, 11];

/// Directions as black sees them: forward is towards rank 1, `-10`.
const UP_LEFT: u8 = 1 << 0;
const UP: u8 = 1 << 1;
const UP_RIGHT: u8 = 1 << 2;
const LEFT: u8 = 1 << 3;
const RIGHT: u8 = 1 << 4;
const DOWN_LEFT: u8 = 1 << 5;
const DOWN: u8 = 1 << 6;
const DOWN_RIGHT: u8 = 1 << 7;
const DIAGONALS: u8 = UP_LEFT | UP_RIGHT | DOWN_LEFT | DOWN_RIGHT;
const ORTHOGONALS: u8 = UP | LEFT | RIGHT | DOWN;
const GOLD: u8 = UP_LEFT | UP | UP_RIGHT | LEFT | RIGHT | DOWN;

/// One-square directions and sliding directions of each black kind (index = kind number).
const BLACK_LINES: [(u8, u8); 16] = [
    (0, 0),
    (UP, 0),                      // pawn
    (0, UP),                      // lance
    (0, 0),                       // knight: jumps only
    (DIAGONALS | UP, 0),          // silver
    (GOLD, 0),                    // gold
    (0, DIAGONALS),               // bishop
    (0, ORTHOGONALS),             // rook
    (DIAGONALS | ORTHOGONALS, 0), // king
    (GOLD, 0),                    // promoted pawn
    (GOLD, 0),                    // promoted lance
    (GOLD, 0),                    // promoted knight
    (GOLD, 0),                    // promoted silver
    (ORTHOGONALS, DIAGONALS),     // horse
    (DIAGONALS, ORTHOGONALS),     // dragon
    (0, 0),
];

/// The direction bits turned half round: white's view of black's bits.
const fn mirror(bits: u8) -> u8 {
    bits.reverse_bits()
}

/// For each cell code: the direction bits it steps one square in, and those it slides in.
pub(crate) const LINES: [(u8, u8); 64] = {
    let mut t = [(0u8, 0u8); 64];
    let mut kind = 1;
    while kind <= 14 {
        let (step, slide) = BLACK_LINES[kind];
        t[code_of(Color::Black, kind as u8) as usize] = (step, slide);
        t[code_of(Color::White, kind as u8) as usize] = (mirror(step), mirror(slide));
        kind += 1;
    }
    t
};

/// The knight's jumps of `color`.
pub(crate) const fn knight_jumps(color: Color) -> [isize; 2] {
    match color {
        Color::Black => [-21, -19],
        Color::White => [19, 21],
    }
}

/// The directions of `bits` (bit `i` for `DIRS[i]`), in that order, and
/// their number: at most `N` (a piece has eight steps, four slides).
const fn directions<const N: usize>(bits: u8) -> ([i8; N], u8) {
    let mut out = ([0i8; N], 0u8);
    let mut i = 0;
    while i < 8 {
        if bits & (1 << i) != 0 {
            out.0[out.1 as usize] = DIRS[i] as i8;
            out.1 += 1;
        }
        i += 1;
    }
    out
}

/// One-square offsets of each cell code (knight jumps included), and their number.
pub(crate) const STEPS: [([i8; 8], u8); 64] = {
    let mut t = [([0i8; 8], 0u8); 64];
    let mut code = 0;
    while code < 64 {
        t[code] = directions(LINES[code].0);
        code += 1;
    }
    let mut c = 0;
    while c < 2 {
        let color = Color::ALL[c];
        let jumps = knight_jumps(color);
        let code = code_of(color, 3) as usize;
        t[code] = ([jumps[0] as i8, jumps[1] as i8, 0, 0, 0, 0, 0, 0], 2);
        c += 1;
    }
    t
};

/// The one-square offsets (knight jumps included) and the sliding
/// directions of a piece on the padded board, as the move generator steps.
/// (The notation layer walks them; the rules alone do not.)
#[cfg_attr(
    not(all(test, feature = "notation", feature = "formats")),
    allow(dead_code)
)]
pub(crate) fn piece_lines(color: Color, kind: crate::Kind) -> (&'static [i8], &'static [i8]) {
    let code = code_of(color, kind as u8) as usize & 63;
    let (steps, n) = &STEPS[code];
    let (slides, m) = &SLIDES[code];
    (
        steps.get(..usize::from(*n)).unwrap_or_default(),
        slides.get(..usize::from(*m)).unwrap_or_default(),
    )
}

/// Sliding offsets of each cell code, and their number.
pub(crate) const SLIDES: [([i8; 4], u8); 64] = {
    let mut t = [([0i8; 4], 0u8); 64];
    let mut code = 0;
    while code < 64 {
        t[code] = directions(LINES[code].1);
        code += 1;
    }
    t
};

/// For a difference `to - from` (index `diff + LINE_BIAS`): one plus the index
/// in `DIRS` of the direction that reaches it in one to eight steps, or 0.
/// The difference alone is ambiguous on the padded board (−5 is also one rank
/// up and five files left): the walk that follows decides.
pub(crate) const LINE_OF: [u8; 2 * LINE_BIAS + 2] = {
    let mut t = [0u8; 2 * LINE_BIAS + 2];
    let mut i = 0;
    while i < 8 {
        let mut k = 1;
        while k <= 8 {
            t[(LINE_BIAS as isize + DIRS[i] * k) as usize] = i as u8 + 1;
            k += 1;
        }
        i += 1;
    }
    t
};

/// Offset of a difference of 0 in [`LINE_OF`].
pub(crate) const LINE_BIAS: usize = 127;

/// Whether `target` is attacked by a piece of `by`, the cell `ignore`
/// counting as empty (the king that is moving away along a line).
pub(crate) fn attacked(cells: &Cells, target: usize, by: Color, ignore: usize) -> bool {
    let by_bit = code_of(by, 0);
    for (i, &d) in DIRS.iter().enumerate() {
        let toward = 1u8 << (7 - i);
        let mut s = target.wrapping_add_signed(d);
        let mut near = true;
        loop {
            let v = cells[s & CELL_MASK];
            if v == EMPTY || s == ignore {
                s = s.wrapping_add_signed(d);
                near = false;
                continue;
            }
            if v & by_bit != 0 && v != WALL {
                let (step, slide) = LINES[v as usize & 63];
                let reach = if near { step | slide } else { slide };
                if reach & toward != 0 {
                    return true;
                }
            }
            break;
        }
    }
    let knight = code_of(by, 3);
    knight_jumps(by)
        .iter()
        .any(|&j| cells[target.wrapping_add_signed(-j) & CELL_MASK] == knight)
}

/// Whether the piece with cell code `code` on `from` reaches `to` on an
/// otherwise unchanged board: `Ok(())`, or `Err(Some(cell))` with the first
/// piece in its way, or `Err(None)` when it does not move that way.
pub(crate) fn reaches(
    cells: &Cells,
    code: u8,
    from: usize,
    to: usize,
) -> Result<(), Option<usize>> {
    let diff = to as isize - from as isize;
    let (steps, n) = STEPS[code as usize & 63];
    if steps[..n as usize].iter().any(|&s| s as isize == diff) {
        return Ok(());
    }
    let (slides, n) = SLIDES[code as usize & 63];
    let mut blocked = None;
    for &s in &slides[..n as usize] {
        let s = s as isize;
        // `s == 0` first: the table has no zero step, but the module must
        // not carry the division's panic.
        if s == 0 || diff * s <= 0 || diff % s != 0 || diff / s > 8 {
            continue;
        }
        let mut c = from.wrapping_add_signed(s);
        loop {
            if c == to {
                return Ok(());
            }
            match cells[c & CELL_MASK] {
                EMPTY => c = c.wrapping_add_signed(s),
                WALL => break,
                _ => {
                    blocked = Some(c);
                    break;
                }
            }
        }
    }
    Err(blocked)
}

/// Whether the side to move's king is attacked, for any position (also one
/// that [`Board::from_position`](super::Board::from_position) refuses). A side
/// without a king is never in check; with several kings, any attacked one counts.
pub fn in_check(p: &Position) -> bool {
    let mut cells = [WALL; CELLS];
    let us = p.turn();
    let king = code_of(us, 8);
    let mut kings = [0usize; 81];
    let mut n = 0;
    for (i, &num) in p.numbers().iter().enumerate() {
        let cell = cell_of_index(i);
        cells[cell] = match crate::Piece::from_number(num) {
            Some(piece) => code_of(piece.color, piece.kind as u8),
            None => EMPTY,
        };
        if cells[cell] == king {
            if let Some(k) = kings.get_mut(n) {
                *k = cell;
                n += 1;
            }
        }
    }
    kings
        .get(..n)
        .unwrap_or_default()
        .iter()
        .any(|&k| attacked(&cells, k, us.flip(), usize::MAX))
}
