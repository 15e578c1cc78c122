//! How a game ends: the reasons a record's outcome gives, the winner each
//! gives, and the special moves of the formats (`TORYO`, `TIME_UP`, …)
//! that record them.

use super::record::Special;
use crate::Color;

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// The side to move is in check and has no legal move (詰み).
    Checkmate,
    /// The same position for the fourth time (千日手).
    Repetition,
    /// Repetition in which one side gave every check (連続王手の千日手).
    PerpetualCheck,
    /// A declaration of 入玉 (入玉宣言).
    Declaration,
    /// The side to move resigned (投了).
    Resign,
    /// The side to move ran out of time (切れ負け).
    Timeout,
    /// A move the rules refuse (反則負け).
    IllegalMove,
    /// Another breach of the rules, by the side the file names.
    IllegalAction,
    /// The game stopped without a result (中断).
    Abort,
    /// 持将棋, as a file writes it.
    Jishogi,
    /// A draw (引き分け), as a file writes it.
    Draw,
    /// 千日手, as a file writes it.
    Sennichite,
}

impl EndReason {
    /// Every reason, in declaration order (the binding's numbers).
    pub const ALL: [EndReason; 12] = [
        EndReason::Checkmate,
        EndReason::Repetition,
        EndReason::PerpetualCheck,
        EndReason::Declaration,
        EndReason::Resign,
        EndReason::Timeout,
        EndReason::IllegalMove,
        EndReason::IllegalAction,
        EndReason::Abort,
        EndReason::Jishogi,
        EndReason::Draw,
        EndReason::Sennichite,
    ];

    /// The reason's name: `checkmate`, `perpetual_check`, `illegal_move`, …
    pub const fn name(self) -> &'static str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Repetition => "repetition",
            EndReason::PerpetualCheck => "perpetual_check",
            EndReason::Declaration => "declaration",
            EndReason::Resign => "resign",
            EndReason::Timeout => "timeout",
            EndReason::IllegalMove => "illegal_move",
            EndReason::IllegalAction => "illegal_action",
            EndReason::Abort => "abort",
            EndReason::Jishogi => "jishogi",
            EndReason::Draw => "draw",
            EndReason::Sennichite => "sennichite",
        }
    }
}

/// A game's end: why, and who won (`None` for no winner).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ending {
    /// Why the game ended.
    pub reason: EndReason,
    /// The side that won, `None` for a draw or a game stopped.
    pub winner: Option<Color>,
}

/// An end that happens during play rather than by the rules: what
/// [`Game::end`](super::Game::end) records.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LiveEnd {
    /// The side to move resigns (`TORYO`).
    Resign,
    /// The side to move runs out of time (`TIME_UP`).
    Timeout,
    /// The game stops (`CHUDAN`).
    Abort,
}

impl LiveEnd {
    /// The special move that records it.
    pub(crate) const fn special(self) -> Special {
        match self {
            LiveEnd::Resign => Special::Toryo,
            LiveEnd::Timeout => Special::TimeUp,
            LiveEnd::Abort => Special::Chudan,
        }
    }
}

/// The end a special move records where `turn` is to move: `None` for a
/// special that ends nothing (`MATTA`, `FUZUMI`, `ERROR`).
pub(crate) fn of_special(special: &Special, turn: Color) -> Option<Ending> {
    let (reason, winner) = match *special {
        Special::Toryo => (EndReason::Resign, Some(turn.flip())),
        Special::TimeUp => (EndReason::Timeout, Some(turn.flip())),
        Special::IllegalMove => (EndReason::IllegalMove, Some(turn.flip())),
        // The side given lost; unknown, the side to move won (反則勝ち).
        Special::IllegalAction(side) => (
            EndReason::IllegalAction,
            Some(side.map_or(turn, Color::flip)),
        ),
        Special::Tsumi => (EndReason::Checkmate, Some(turn.flip())),
        Special::Kachi => (EndReason::Declaration, Some(turn)),
        Special::Chudan => (EndReason::Abort, None),
        Special::Jishogi => (EndReason::Jishogi, None),
        Special::Hikiwake | Special::MaxMoves => (EndReason::Draw, None),
        Special::Sennichite => (EndReason::Sennichite, None),
        Special::Matta | Special::Fuzumi | Special::Error => return None,
    };
    Some(Ending { reason, winner })
}
