//! Checking moves: whether a move checks, decided on the board as it stands
//! (no copy, no move played), and the generation of the checks alone.
//!
//! A move checks directly when the piece, on its destination and promoted
//! if it promotes, reaches the opponent's king with its origin counted as
//! empty; it checks by discovery when its origin lies on a line from the
//! king to a long-range piece of the mover that reaches along it and the
//! destination is off that stretch of line. A check can only end on one of
//! the lines out from the king (up to the first piece, which it may take) or
//! on a knight's square of it, unless it is a discovery; so when no piece of
//! the mover stands between the king and one of the mover's long-range
//! pieces, the generator is asked only for moves to those cells, which also
//! keeps the drops to the squares from which they check.
//! [`Board::gives_check`] (which plays the move) is the independent answer
//! the tests compare with.

use super::attacks::{knight_jumps, DIRS, LINES, LINE_BIAS, LINE_OF, STEPS};
use super::board::{
    cell, code_of, color_bit, CELL_MASK, EMPTY, KIND_MASK, ON_BOARD, PROMOTED, WALL,
};
use super::cellset::CellSet;
use super::movegen::Sink;
use super::{Board, Move, MoveList};

#[inline]
fn step(c: usize, d: isize) -> usize {
    c.wrapping_add_signed(d) & CELL_MASK
}

/// The index in `DIRS` of the line from `from` towards `to`, if one of the
/// eight reaches it within eight steps (the walk along it still decides:
/// a difference alone is ambiguous on the padded board).
#[inline]
fn line(from: usize, to: usize) -> Option<usize> {
    let diff = to as isize - from as isize;
    let i = LINE_OF[(diff + LINE_BIAS as isize) as usize & 255] as usize;
    i.checked_sub(1).map(|i| i & 7)
}

/// Whether the piece `code` on `from` attacks `to`, the cell `vacated`
/// counting as empty.
#[inline]
fn attacks(cells: &[u8; 128], code: u8, from: usize, to: usize, vacated: usize) -> bool {
    let diff = to as isize - from as isize;
    let (steps, n) = STEPS[code as usize & 63];
    if steps[..usize::from(n) & 7]
        .iter()
        .any(|&s| s as isize == diff)
    {
        return true;
    }
    let Some(i) = line(from, to) else {
        return false;
    };
    if LINES[code as usize & 63].1 & (1 << i) == 0 {
        return false;
    }
    let d = DIRS[i];
    let mut c = step(from, d);
    loop {
        if c == to {
            return true;
        }
        if cells[c] != EMPTY && c != vacated {
            return false;
        }
        c = step(c, d);
    }
}

impl Board {
    /// Whether the legal move `mv` checks the opponent's king; the same
    /// answer as [`Board::gives_check`], without playing the move.
    pub fn gives_check_fast(&self, mv: Move) -> bool {
        let us = self.turn;
        let king = self.kings[us.flip() as usize];
        if king == 0 {
            return false;
        }
        match mv {
            Move::Drop { kind, to } => attacks(
                &self.cells,
                code_of(us, kind as u8),
                cell(to),
                king,
                usize::MAX,
            ),
            Move::Board { from, to, promote } => {
                let (f, t) = (cell(from) & CELL_MASK, cell(to) & CELL_MASK);
                let code = self.cells[f];
                let code = match PROMOTED[(code & KIND_MASK) as usize] {
                    p if promote && p != 0 => p | (code & !KIND_MASK),
                    _ => code,
                };
                attacks(&self.cells, code, t, king, f) || self.discovers(f, t, king)
            }
        }
    }

    /// Whether moving the side to move's piece from `f` to `t` uncovers an
    /// attack on `king` by one of its long-range pieces.
    fn discovers(&self, f: usize, t: usize, king: usize) -> bool {
        let Some(i) = line(king, f) else {
            return false;
        };
        let d = DIRS[i];
        let us_bit = color_bit(self.turn);
        let mut c = step(king, d);
        let mut passed = false;
        loop {
            if c == t {
                return false;
            }
            if c == f {
                passed = true;
            } else {
                let v = self.cells[c];
                if v != EMPTY {
                    return passed
                        && v != WALL
                        && v & us_bit != 0
                        && LINES[v as usize & 63].1 & (1 << (7 - i)) != 0;
                }
            }
            c = step(c, d);
        }
    }

    /// The cells a check can end on: without a piece of the mover that
    /// could uncover a check, the lines out from the opponent's king up to
    /// and including their first piece and its knight's squares; otherwise
    /// the whole board.
    fn check_targets(&self, king: usize) -> CellSet {
        let us = self.turn;
        let us_bit = color_bit(us);
        let mut set = CellSet::EMPTY;
        for (i, &d) in DIRS.iter().enumerate() {
            let mut c = step(king, d);
            let mut own = false;
            loop {
                let v = self.cells[c];
                if v == WALL {
                    break;
                }
                set.insert(c);
                if v == EMPTY {
                    c = step(c, d);
                    continue;
                }
                // A piece of the mover with one of its long-range pieces
                // behind it on the line could move off with a check.
                own = v & us_bit != 0;
                break;
            }
            if own {
                let mut b = step(c, d);
                loop {
                    let v = self.cells[b];
                    if v == EMPTY {
                        b = step(b, d);
                        continue;
                    }
                    if v != WALL
                        && v & us_bit != 0
                        && LINES[v as usize & 63].1 & (1 << (7 - i)) != 0
                    {
                        return ON_BOARD;
                    }
                    break;
                }
            }
        }
        // The squares from which the mover's knight attacks the king.
        for j in knight_jumps(us) {
            let c = step(king, -j);
            if self.cells[c] != WALL {
                set.insert(c);
            }
        }
        set
    }

    /// The legal moves that check the opponent's king, into `out` (cleared
    /// first); none when the opponent has no king. The order is unspecified.
    pub fn check_moves(&self, out: &mut MoveList) {
        out.clear();
        let king = self.kings[self.turn.flip() as usize];
        if king == 0 {
            return;
        }
        self.generate(&mut Sink::List(out), self.check_targets(king));
        out.retain(|&mv| self.gives_check_fast(mv));
    }
}
