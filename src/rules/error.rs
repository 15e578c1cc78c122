//! Errors of the rules: a board that cannot be set up, a move that cannot be played.

use core::fmt;

use super::{Move, Sq};
use crate::{Color, Kind};

/// Why [`Board::from_position`](super::Board::from_position) refuses a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SetupError {
    /// The side not to move is in check: play cannot reach this position.
    OpponentInCheck,
    /// A colour has more than one king.
    TwoKings {
        /// The colour with two kings.
        color: Color,
        /// The square of its second king in [`Sq::ALL`] order.
        sq: Sq,
    },
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let _ = f;
        unimplemented!()
    }
}

/// Why a move is illegal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum IllegalReason {
    /// No piece on the origin square.
    NoPiece,
    /// The piece on the origin square is the opponent's.
    NotOwnPiece {
        /// The kind of that piece.
        kind: Kind,
    },
    /// The piece does not move that way.
    Unreachable {
        /// The kind of the moving piece.
        kind: Kind,
    },
    /// The destination holds one of the mover's own pieces.
    CaptureOwn {
        /// The kind of the moving piece.
        kind: Kind,
    },
    /// A piece stands between the origin and the destination.
    Blocked {
        /// The kind of the moving piece.
        kind: Kind,
        /// The first occupied square on the way.
        at: Sq,
    },
    /// The piece would have no further move there, so it must promote.
    MustPromote {
        /// The kind of the moving piece.
        kind: Kind,
    },
    /// The piece cannot promote: its kind does not, or the move neither
    /// starts nor ends in the promotion zone.
    CannotPromote {
        /// The kind of the moving piece.
        kind: Kind,
    },
    /// The kind cannot be held in a hand (king or promoted piece).
    NotHandKind {
        /// The kind named by the drop.
        kind: Kind,
    },
    /// The mover's hand holds no piece of that kind.
    NotInHand {
        /// The kind named by the drop.
        kind: Kind,
    },
    /// A drop on an occupied square.
    Occupied,
    /// The dropped piece would have no further move there.
    NoFurtherMove {
        /// The kind dropped.
        kind: Kind,
    },
    /// A second unpromoted pawn of the mover's on the file (二歩).
    DoublePawn,
    /// The pawn drop mates at once (打ち歩詰め).
    PawnDropMate,
    /// The move leaves the mover's king attacked.
    LeavesKingInCheck,
}

/// A move that cannot be played on a board, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IllegalMove {
    /// The move.
    pub mv: Move,
    /// Why it is illegal.
    pub reason: IllegalReason,
}

impl fmt::Display for IllegalMove {
    /// `7g7e: the pawn on 7七 cannot move to 7五`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let _ = f;
        unimplemented!()
    }
}
