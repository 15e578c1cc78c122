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
        match *self {
            SetupError::OpponentInCheck => {
                f.write_str("the side not to move is in check: no game reaches this position")
            }
            SetupError::TwoKings { color, sq } => {
                write!(f, "{} has a second king on {}", color.name(), Ja(sq))
            }
        }
    }
}

/// A square as Japanese text writes it: the file digit and the rank numeral, `7七`.
struct Ja(Sq);

impl fmt::Display for Ja {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use crate::names::RANKS;
        write!(
            f,
            "{}{}",
            self.0.file(),
            RANKS[(self.0.rank() as usize + 8) % 9]
        )
    }
}

/// The English name of a kind.
fn name(kind: Kind) -> &'static str {
    [
        "pawn",
        "lance",
        "knight",
        "silver",
        "gold",
        "bishop",
        "rook",
        "king",
        "promoted pawn",
        "promoted lance",
        "promoted knight",
        "promoted silver",
        "horse",
        "dragon",
    ][(kind as usize + 13) % 14]
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
        let mv = self.mv;
        write!(f, "{mv}: ")?;
        let (from, to) = match mv {
            Move::Board { from, to, .. } => (Ja(from), Ja(to)),
            Move::Drop { to, .. } => (Ja(to), Ja(to)),
        };
        match self.reason {
            IllegalReason::NoPiece => write!(f, "no piece on {from}"),
            IllegalReason::NotOwnPiece { kind } => {
                write!(f, "the {} on {from} is the opponent's", name(kind))
            }
            IllegalReason::Unreachable { kind } => {
                write!(f, "the {} on {from} cannot move to {to}", name(kind))
            }
            IllegalReason::CaptureOwn { kind } => write!(
                f,
                "the {} on {from} cannot take its own side's piece on {to}",
                name(kind)
            ),
            IllegalReason::Blocked { kind, at } => write!(
                f,
                "the {} on {from} cannot pass the piece on {}",
                name(kind),
                Ja(at)
            ),
            IllegalReason::MustPromote { kind } => write!(
                f,
                "the {} must promote on {to}, where it would have no further move",
                name(kind)
            ),
            IllegalReason::CannotPromote { kind } if kind.promote().is_none() => {
                write!(f, "a {} does not promote", name(kind))
            }
            IllegalReason::CannotPromote { .. } => write!(
                f,
                "no promotion: neither {from} nor {to} is in the promotion zone"
            ),
            IllegalReason::NotHandKind { kind } => {
                write!(f, "a {} is never in a hand", name(kind))
            }
            IllegalReason::NotInHand { kind } => write!(f, "no {} in hand", name(kind)),
            IllegalReason::Occupied => write!(f, "{to} is occupied"),
            IllegalReason::NoFurtherMove { kind } => write!(
                f,
                "a {} dropped on {to} would have no further move",
                name(kind)
            ),
            IllegalReason::DoublePawn => {
                write!(f, "a second unpromoted pawn on file {}", to.0.file())
            }
            IllegalReason::PawnDropMate => f.write_str("the pawn drop mates (打ち歩詰め)"),
            IllegalReason::LeavesKingInCheck => f.write_str("the king would be in check"),
        }
    }
}

impl core::error::Error for SetupError {}

impl core::error::Error for IllegalMove {}
