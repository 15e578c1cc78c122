//! Whether one given move is legal, and if not, why.
//!
//! Independent of the generator on purpose: the piece's reach is tested from
//! the piece towards the destination (seed 001's difference test), and the
//! king's safety by playing the move on a copy. The tests compare the two
//! over the whole move space.

use super::attacks::{attacked, reaches};
use super::board::{cell, color_bit, column, sq_of, CELL_MASK, EMPTY, KIND_MASK, OFF, PROMOTED};
use super::{Board, IllegalMove, IllegalReason, Move};
use crate::{Color, Kind};

impl Board {
    /// Whether `mv` is legal, and if not why.
    pub fn check_legal(&self, mv: Move) -> Result<(), IllegalMove> {
        let fail = |reason| Err(IllegalMove { mv, reason });
        let us = self.turn;
        let us_bit = color_bit(us);
        // Rows from the mover's far edge: 0 is the last rank.
        let row = |c: usize| match us {
            Color::Black => (c - OFF) / 10,
            Color::White => 8 - (c - OFF) / 10,
        };
        match mv {
            Move::Board { from, to, promote } => {
                let (f, t) = (cell(from), cell(to));
                let code = self.cells[f & CELL_MASK];
                let Some(kind) = Kind::from_number(code & KIND_MASK) else {
                    return fail(IllegalReason::NoPiece);
                };
                if code & us_bit == 0 {
                    return fail(IllegalReason::NotOwnPiece { kind });
                }
                if f == t {
                    return fail(IllegalReason::Unreachable { kind });
                }
                if self.cells[t & CELL_MASK] & us_bit != 0 {
                    return fail(IllegalReason::CaptureOwn { kind });
                }
                match reaches(&self.cells, code, f, t) {
                    Ok(()) => {}
                    Err(Some(at)) => {
                        return fail(IllegalReason::Blocked {
                            kind,
                            at: sq_of(at),
                        })
                    }
                    Err(None) => return fail(IllegalReason::Unreachable { kind }),
                }
                let can_promote = PROMOTED[kind as usize] != 0 && (row(f) <= 2 || row(t) <= 2);
                let must_promote = match kind {
                    Kind::Pawn | Kind::Lance => row(t) == 0,
                    Kind::Knight => row(t) <= 1,
                    _ => false,
                };
                if promote && !can_promote {
                    return fail(IllegalReason::CannotPromote { kind });
                }
                if !promote && must_promote {
                    return fail(IllegalReason::MustPromote { kind });
                }
            }
            Move::Drop { kind, to } => {
                let t = cell(to);
                if kind.hand_slot().is_none() {
                    return fail(IllegalReason::NotHandKind { kind });
                }
                if self.hands[us as usize][kind as usize & 7] == 0 {
                    return fail(IllegalReason::NotInHand { kind });
                }
                if self.cells[t & CELL_MASK] != EMPTY {
                    return fail(IllegalReason::Occupied);
                }
                let dead = match kind {
                    Kind::Pawn | Kind::Lance => row(t) == 0,
                    Kind::Knight => row(t) <= 1,
                    _ => false,
                };
                if dead {
                    return fail(IllegalReason::NoFurtherMove { kind });
                }
                if kind == Kind::Pawn && self.pawns[us as usize][column(t) % 9] != 0 {
                    return fail(IllegalReason::DoublePawn);
                }
            }
        }
        let mut after = self.clone();
        after.play_unchecked(mv);
        let king = after.kings[us as usize];
        if king != 0 && attacked(&after.cells, king, us.flip(), usize::MAX) {
            return fail(IllegalReason::LeavesKingInCheck);
        }
        if let Move::Drop {
            kind: Kind::Pawn, ..
        } = mv
        {
            if after.in_check() && !after.has_legal_move() {
                return fail(IllegalReason::PawnDropMate);
            }
        }
        Ok(())
    }

    /// Whether `mv` is legal.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.check_legal(mv).is_ok()
    }
}
