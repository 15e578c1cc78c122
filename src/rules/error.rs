//! Errors of the rules: a board that cannot be set up, a move that cannot be played.

use core::fmt;

use super::{Move, Sq};
use crate::template::{fill, Arg};
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

impl SetupError {
    /// The error's wording, a [`template`](crate::template) whose arguments
    /// are `color` (`black` or `white`) and `square` (as Japanese text writes
    /// it, `5九`).
    pub const fn template(&self) -> &'static str {
        match self {
            SetupError::OpponentInCheck => {
                "the side not to move is in check: no game reaches this position"
            }
            SetupError::TwoKings { .. } => "{color} has a second king on {square}",
        }
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (color, square) = match *self {
            SetupError::TwoKings { color, sq } => (color, Ja(sq)),
            SetupError::OpponentInCheck => (Color::Black, Ja(Sq::ALL[0])),
        };
        fill(f, self.template(), |name| match name {
            "color" => Arg::Str(color.name()),
            _ => Arg::Text(&square),
        })
    }
}

/// A hand that holds more of a kind than a position can (a board reached
/// by play, which has no [`Position`](crate::Position); see
/// [`Board::hand_overflow`](super::Board::hand_overflow)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HandOverflow {
    /// Whose hand.
    pub color: Color,
    /// The kind it holds too many of.
    pub kind: Kind,
    /// How many it holds.
    pub count: u8,
    /// The most of that kind a position's hand holds.
    pub max: u8,
}

impl HandOverflow {
    /// The error's wording, a [`template`](crate::template) whose arguments
    /// are `color` (`black` or `white`), `count`, `kind` (its English name,
    /// as [`KIND_NAMES`] has it) and `max`.
    pub const fn template(&self) -> &'static str {
        "{color}'s hand would hold {count} {kind}s, more than the {max} a position can hold"
    }
}

impl fmt::Display for HandOverflow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fill(f, self.template(), |arg| match arg {
            "color" => Arg::Str(self.color.name()),
            "kind" => Arg::Str(name(self.kind)),
            "count" => Arg::Number(usize::from(self.count)),
            _ => Arg::Number(usize::from(self.max)),
        })
    }
}

impl core::error::Error for HandOverflow {}

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

/// The English names of the kinds, by their numbers from 1 (pawn) to 14
/// (dragon), as the errors name them.
pub const KIND_NAMES: [&str; 14] = [
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
];

/// The English name of a kind.
fn name(kind: Kind) -> &'static str {
    KIND_NAMES[(kind as usize + 13) % 14]
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

/// Why a move is illegal, as a code without its details: the `illegal`
/// member of a kifu's move entry (`double_pawn`, …). One code per
/// [`IllegalReason`] ([`IllegalReason::code`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IllegalCode {
    /// [`IllegalReason::NoPiece`].
    NoPiece,
    /// [`IllegalReason::NotOwnPiece`].
    NotOwnPiece,
    /// [`IllegalReason::Unreachable`].
    Unreachable,
    /// [`IllegalReason::CaptureOwn`].
    CaptureOwn,
    /// [`IllegalReason::Blocked`].
    Blocked,
    /// [`IllegalReason::MustPromote`].
    MustPromote,
    /// [`IllegalReason::CannotPromote`].
    CannotPromote,
    /// [`IllegalReason::NotHandKind`].
    NotHandKind,
    /// [`IllegalReason::NotInHand`].
    NotInHand,
    /// [`IllegalReason::Occupied`].
    Occupied,
    /// [`IllegalReason::NoFurtherMove`].
    NoFurtherMove,
    /// [`IllegalReason::DoublePawn`].
    DoublePawn,
    /// [`IllegalReason::PawnDropMate`].
    PawnDropMate,
    /// [`IllegalReason::LeavesKingInCheck`].
    LeavesKingInCheck,
}

/// The names of the codes, in declaration order.
const ILLEGAL_CODE_NAMES: [&str; 14] = [
    "no_piece",
    "not_own_piece",
    "unreachable",
    "capture_own",
    "blocked",
    "must_promote",
    "cannot_promote",
    "not_hand_kind",
    "not_in_hand",
    "occupied",
    "no_further_move",
    "double_pawn",
    "pawn_drop_mate",
    "leaves_king_in_check",
];

impl IllegalCode {
    /// Every code, in declaration order.
    pub const ALL: [IllegalCode; 14] = [
        IllegalCode::NoPiece,
        IllegalCode::NotOwnPiece,
        IllegalCode::Unreachable,
        IllegalCode::CaptureOwn,
        IllegalCode::Blocked,
        IllegalCode::MustPromote,
        IllegalCode::CannotPromote,
        IllegalCode::NotHandKind,
        IllegalCode::NotInHand,
        IllegalCode::Occupied,
        IllegalCode::NoFurtherMove,
        IllegalCode::DoublePawn,
        IllegalCode::PawnDropMate,
        IllegalCode::LeavesKingInCheck,
    ];

    /// The code as JKF writes it: `double_pawn`, `leaves_king_in_check`, ….
    pub const fn name(self) -> &'static str {
        ILLEGAL_CODE_NAMES[self as usize]
    }

    /// The code [`name`](Self::name) writes as `name`.
    pub fn from_name(name: &str) -> Option<IllegalCode> {
        IllegalCode::ALL.into_iter().find(|c| c.name() == name)
    }
}

impl fmt::Display for IllegalCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A move that cannot be played on a board, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IllegalMove {
    /// The move.
    pub mv: Move,
    /// Why it is illegal.
    pub reason: IllegalReason,
}

impl IllegalReason {
    /// The reason's code, without its details.
    pub const fn code(&self) -> IllegalCode {
        use IllegalReason as R;
        match self {
            R::NoPiece => IllegalCode::NoPiece,
            R::NotOwnPiece { .. } => IllegalCode::NotOwnPiece,
            R::Unreachable { .. } => IllegalCode::Unreachable,
            R::CaptureOwn { .. } => IllegalCode::CaptureOwn,
            R::Blocked { .. } => IllegalCode::Blocked,
            R::MustPromote { .. } => IllegalCode::MustPromote,
            R::CannotPromote { .. } => IllegalCode::CannotPromote,
            R::NotHandKind { .. } => IllegalCode::NotHandKind,
            R::NotInHand { .. } => IllegalCode::NotInHand,
            R::Occupied => IllegalCode::Occupied,
            R::NoFurtherMove { .. } => IllegalCode::NoFurtherMove,
            R::DoublePawn => IllegalCode::DoublePawn,
            R::PawnDropMate => IllegalCode::PawnDropMate,
            R::LeavesKingInCheck => IllegalCode::LeavesKingInCheck,
        }
    }

    /// The reason's wording, a [`template`](crate::template) whose arguments
    /// are `name` (the kind's English name), `from`, `to` and `at` (squares
    /// as Japanese text writes them, `7七`; a drop's origin is its
    /// destination) and `file`.
    pub const fn template(&self) -> &'static str {
        use IllegalReason as R;
        match self {
            R::NoPiece => "no piece on {from}",
            R::NotOwnPiece { .. } => "the {name} on {from} is the opponent's",
            R::Unreachable { .. } => "the {name} on {from} cannot move to {to}",
            R::CaptureOwn { .. } => "the {name} on {from} cannot take its own side's piece on {to}",
            R::Blocked { .. } => "the {name} on {from} cannot pass the piece on {at}",
            R::MustPromote { .. } => {
                "the {name} must promote on {to}, where it would have no further move"
            }
            R::CannotPromote { kind } if kind.promote().is_none() => "a {name} does not promote",
            R::CannotPromote { .. } => {
                "no promotion: neither {from} nor {to} is in the promotion zone"
            }
            R::NotHandKind { .. } => "a {name} is never in a hand",
            R::NotInHand { .. } => "no {name} in hand",
            R::Occupied => "{to} is occupied",
            R::NoFurtherMove { .. } => "a {name} dropped on {to} would have no further move",
            R::DoublePawn => "a second unpromoted pawn on file {file}",
            R::PawnDropMate => "the pawn drop mates (打ち歩詰め)",
            R::LeavesKingInCheck => "the king would be in check",
        }
    }
}

impl fmt::Display for IllegalMove {
    /// `7g7e: the pawn on 7七 cannot move to 7五`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use IllegalReason as R;
        let mv = self.mv;
        write!(f, "{mv}: ")?;
        let (from, to) = match mv {
            Move::Board { from, to, .. } => (from, to),
            Move::Drop { to, .. } => (to, to),
        };
        let kind = match self.reason {
            R::NotOwnPiece { kind }
            | R::Unreachable { kind }
            | R::CaptureOwn { kind }
            | R::Blocked { kind, .. }
            | R::MustPromote { kind }
            | R::CannotPromote { kind }
            | R::NotHandKind { kind }
            | R::NotInHand { kind }
            | R::NoFurtherMove { kind } => kind,
            R::NoPiece | R::Occupied | R::DoublePawn | R::PawnDropMate | R::LeavesKingInCheck => {
                Kind::Pawn
            }
        };
        let at = match self.reason {
            R::Blocked { at, .. } => at,
            _ => to,
        };
        let (from, to, at) = (Ja(from), Ja(to), Ja(at));
        fill(f, self.reason.template(), |arg| match arg {
            "name" => Arg::Str(name(kind)),
            "from" => Arg::Text(&from),
            "at" => Arg::Text(&at),
            "file" => Arg::Number(usize::from(to.0.file())),
            _ => Arg::Text(&to),
        })
    }
}

impl core::error::Error for SetupError {}

impl core::error::Error for IllegalMove {}
