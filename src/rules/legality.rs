//! Whether one given move is legal, and if not, why.
//!
//! Independent of the generator on purpose: the piece's reach is tested from
//! the piece towards the destination (seed 001's difference test), and the
//! king's safety by playing the move on a copy. The tests compare the two
//! over the whole move space.

use super::attacks::{attacked, reaches};
use super::board::{
    cell, color_bit, column, rank_of, sq_of, CELL_MASK, EMPTY, KIND_MASK, PROMOTED,
};
use super::zones::{has_further_move, in_promotion_zone};
use super::{Board, IllegalMove, IllegalReason, Move};
use crate::Kind;

impl Board {
    /// Whether `mv` is legal, and if not why.
    #[inline(never)]
    pub fn check_legal(&self, mv: Move) -> Result<(), IllegalMove> {
        self.check_shape(mv)?;
        self.check_safety(mv)
    }

    /// [`Board::check_legal`] but for the king's safety and 打ち歩詰め:
    /// the piece, its reach, promotion, and the drop's rules.
    pub(crate) fn check_shape(&self, mv: Move) -> Result<(), IllegalMove> {
        let fail = |reason| Err(IllegalMove { mv, reason });
        let us = self.turn;
        let us_bit = color_bit(us);
        match mv {
            Move::Board { from, to, .. } => {
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
                self.check_promotion(mv, kind)?;
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
                if !has_further_move(kind, us, rank_of(t)) {
                    return fail(IllegalReason::NoFurtherMove { kind });
                }
                if kind == Kind::Pawn && self.pawn_on_file(us, column(t)) {
                    return fail(IllegalReason::DoublePawn);
                }
            }
        }
        Ok(())
    }

    /// The last test of [`Board::check_shape`] for the board move `mv` of
    /// a piece of `kind` that reaches its destination: it promotes only
    /// where it may, and wherever it must. (The notation's writer, which
    /// has found the piece among those that reach the square, asks only
    /// this.)
    pub(crate) fn check_promotion(&self, mv: Move, kind: Kind) -> Result<(), IllegalMove> {
        let Move::Board { from, to, promote } = mv else {
            return Ok(());
        };
        let must_promote = !has_further_move(kind, self.turn, to.rank());
        let reason = if promote && !self.promotable(kind, from, to) {
            IllegalReason::CannotPromote { kind }
        } else if !promote && must_promote {
            IllegalReason::MustPromote { kind }
        } else {
            return Ok(());
        };
        Err(IllegalMove { mv, reason })
    }

    /// Whether the side to move's piece of `kind` may promote moving from
    /// `from` to `to`: a kind that promotes, leaving or entering its zone.
    #[inline]
    pub(crate) fn promotable(&self, kind: Kind, from: crate::Sq, to: crate::Sq) -> bool {
        let zone = |sq: crate::Sq| in_promotion_zone(self.turn, sq.rank());
        PROMOTED[kind as usize & 15] != 0 && (zone(from) || zone(to))
    }

    /// The rest of [`Board::check_legal`] for a move [`Board::check_shape`]
    /// accepts: the move played on a copy leaves the king safe, and a
    /// pawn's drop does not mate.
    fn check_safety(&self, mv: Move) -> Result<(), IllegalMove> {
        let fail = |reason| Err(IllegalMove { mv, reason });
        let us = self.turn;
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

    /// Whether the king's move `mv` (one [`Board::check_shape`] accepts)
    /// leaves it safe: [`Board::check_safety`]'s test without the copy, the
    /// lines out from the destination walked with the king lifted off its
    /// cell (so that it cannot hide behind itself).
    #[cfg(feature = "notation")]
    pub(crate) fn king_safe_on(&self, mv: Move) -> bool {
        let Move::Board { from, to, .. } = mv else {
            return false;
        };
        !attacked(&self.cells, cell(to), self.turn.flip(), cell(from))
    }

    /// Whether a pawn of the side to move on `to` would give check: the
    /// other king stands right in front of it.
    #[cfg(feature = "notation")]
    pub(crate) fn pawn_checks(&self, to: crate::Sq) -> bool {
        let t = cell(to);
        let ahead = match self.turn {
            crate::Color::Black => t.wrapping_sub(10),
            crate::Color::White => t + 10,
        };
        self.kings[self.turn.flip() as usize] == ahead
    }

    /// Whether `mv` is legal.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.check_legal(mv).is_ok()
    }
}
