//! An engine's score, from the side to move's point of view as the engine
//! prints it or from black's, and the win rate it stands for.

use crate::Color;

/// A score as `info … score` gives it, from the point of view of the side
/// to move in the position searched (unless turned by [`score_for_black`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Score {
    /// `score cp N`: centipawns, within ±(2³¹ − 1).
    Cp(i32),
    /// `score mate …`: a mate found.
    Mate {
        /// The plies to the mate, `None` when the engine gave only its
        /// sign (`mate +`, `mate -`).
        plies: Option<u32>,
        /// 1 when the side whose point of view it is mates, −1 when it is
        /// mated: `mate 5` and `mate +` are 1, `mate -3`, `mate -0` and
        /// `mate -` are −1. Never another value.
        sign: i8,
    },
}

impl Score {
    /// The same score from the other side's point of view.
    pub const fn opposite(self) -> Score {
        match self {
            // Never i32::MIN: the reader refuses it.
            Score::Cp(cp) => Score::Cp(cp.saturating_neg()),
            Score::Mate { plies, sign } => Score::Mate {
                plies,
                sign: if sign < 0 { 1 } else { -1 },
            },
        }
    }
}

/// `lowerbound` or `upperbound`: the score is a bound of the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bound {
    /// `lowerbound`: the value is at least the score.
    Lower,
    /// `upperbound`: the value is at most the score.
    Upper,
}

/// `score`, from the point of view of the side to move `turn` (as an
/// engine prints it), turned to black's: the same when black is to move,
/// the opposite when white is.
pub const fn score_for_black(score: Score, turn: Color) -> Score {
    match turn {
        Color::Black => score,
        Color::White => score.opposite(),
    }
}

/// The scale of [`win_rate`] that evaluation bars commonly use: 600
/// centipawns is a win rate of about 73%.
pub const DEFAULT_SCALE: f64 = 600.0;

/// The win rate `score` stands for, from the same point of view: for
/// `Cp(cp)` the logistic `1 / (1 + exp(−cp / scale))`, 0.5 at 0 and
/// rising with `cp`; for a mate 1 when its sign is 1 (that side mates) and
/// 0 when it is −1. `None` when `scale` is not a positive finite number.
///
/// The curve is computed by this crate (see `logistic`) to within two
/// units in the last place, so that every platform gives the same bits.
pub fn win_rate(score: Score, scale: f64) -> Option<f64> {
    if !(scale > 0.0 && scale <= f64::MAX) {
        return None;
    }
    Some(match score {
        Score::Cp(cp) => super::logistic::logistic(f64::from(cp) / scale),
        Score::Mate { sign, .. } => {
            if sign > 0 {
                1.0
            } else {
                0.0
            }
        }
    })
}
