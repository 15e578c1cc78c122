//! `bestmove` lines: what an engine plays when its search ends.

use super::info::usi_move;
use super::words::Words;
use super::EngineError;
use crate::Move;

/// What an engine plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Best {
    /// A move.
    Move(Move),
    /// `resign`: the engine resigns.
    Resign,
    /// `win`: the engine declares a win (入玉宣言).
    Win,
}

/// A `bestmove` line read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BestMove {
    /// The move, or `resign` or `win`.
    pub best: Best,
    /// `ponder`: the reply the engine expects, after a move only.
    pub ponder: Option<Move>,
}

/// Reads a `bestmove` line (which may end with a line ending):
/// `bestmove 7g7f`, `bestmove 7g7f ponder 3c3d`, `bestmove resign`,
/// `bestmove win`. Nothing may follow but `ponder` and its move.
pub fn parse_bestmove(line: &str) -> Result<BestMove, EngineError> {
    let mut words = Words::new(line)?;
    match words.next_word() {
        Some((_, "bestmove")) => {}
        Some((byte, _)) => return Err(EngineError::NotBestMove { byte }),
        None => {
            return Err(EngineError::NotBestMove {
                byte: words.offset(),
            })
        }
    }
    let end = words.offset();
    let best = match words.next_word() {
        Some((_, "resign")) => Best::Resign,
        Some((_, "win")) => Best::Win,
        word => Best::Move(usi_move(word, end)?),
    };
    let mut ponder = None;
    if let (Best::Move(_), Some("ponder")) = (best, words.peek()) {
        words.next_word();
        let end = words.offset();
        ponder = Some(usi_move(words.next_word(), end)?);
    }
    match words.next_word() {
        Some((byte, _)) => Err(EngineError::Trailing { byte }),
        None => Ok(BestMove { best, ponder }),
    }
}
