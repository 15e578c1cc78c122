//! The positions of a record's main line, or of a chosen variation: one
//! entry per ply, start first, each with the move's USI and Japanese text.
//! This is how a viewer gets one Shogi64 link per move.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use super::record::{MoveData, MoveEntry, Record};
use super::replay::{play, start_board};
use crate::names::{file_char, kanji, rank_char};
use crate::notation::names::{Suffix, SAME_SPACED};
use crate::notation::relative::Words;
use crate::{Color, Position};

/// One ply of a line: the position after `ply` moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlyPosition {
    /// How many moves have been played (0 for the start).
    pub ply: usize,
    /// The move that led here in USI (`7g7f`, `8h2b+`, `P*5e`); `None` at
    /// the start.
    pub usi: Option<String>,
    /// The move in Japanese (`☗７六歩`, `☖同　銀`, `☗５八金右`), as
    /// json-kifu-format's player writes it; `None` at the start.
    pub text: Option<String>,
    /// The position.
    pub position: Position,
}

/// Why a line's positions cannot be listed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PositionsError {
    /// The start is not a position the codec holds.
    Start,
    /// A chosen variation `(ply, index)` does not exist at that ply of the
    /// line being followed.
    NoFork(usize, usize),
    /// The move of this ply cannot be played (a record not replayed by a
    /// reader of this crate), or leaves a position the codec cannot hold.
    Move(usize),
}

impl fmt::Display for PositionsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionsError::Start => f.write_str("the start is not a valid position"),
            PositionsError::NoFork(ply, i) => write!(f, "no variation {i} at ply {ply}"),
            PositionsError::Move(ply) => write!(f, "the move of ply {ply} cannot be played"),
        }
    }
}

/// `7g7f`, `8h2b+`, `P*5e`.
pub fn usi(mv: &MoveData) -> String {
    let mut s = String::with_capacity(5);
    let sq = |s: &mut String, x: u8, y: u8| {
        s.push((b'0' + x) as char);
        s.push((b'a' + y - 1) as char);
    };
    match mv.from {
        Some(f) => {
            sq(&mut s, f.x, f.y);
            sq(&mut s, mv.to.x, mv.to.y);
            if mv.promote == Some(true) {
                s.push('+');
            }
        }
        None => {
            s.push(['P', 'L', 'N', 'S', 'G', 'B', 'R'][mv.piece.hand_slot().unwrap_or(0)]);
            s.push('*');
            sq(&mut s, mv.to.x, mv.to.y);
        }
    }
    s
}

/// `☗７六歩`, `☖同　銀`, `☗５八金右`, `☗２二角成`: the move as
/// json-kifu-format's `moveToReadableKifu` writes it, from the record's
/// `same`, `relative` and `promote`.
pub fn japanese(mv: &MoveData, color: Color) -> String {
    let mut s = String::with_capacity(24);
    s.push(if color == Color::Black { '☗' } else { '☖' });
    if mv.same {
        s.push_str(SAME_SPACED);
    } else {
        s.push(file_char(mv.to.x));
        s.push(rank_char(mv.to.y));
    }
    s.push_str(kanji(mv.piece));
    // Each letter as its word, in the record's order; `H` (or any other
    // letter) as 打.
    for r in mv.relative.as_deref().unwrap_or("").chars() {
        let words = Words::from_letters(r.encode_utf8(&mut [0; 4]));
        match words.chars().next() {
            Some(w) => s.push(w),
            None => s.push_str(Suffix::Drop.text()),
        }
    }
    match mv.promote {
        Some(true) => s.push_str(Suffix::Promote.text()),
        Some(false) => s.push_str(Suffix::NoPromote.text()),
        None => {}
    }
    s
}

/// The positions of the main line, start first, up to its last move;
/// `forks` lists `(ply, index)`: at that ply, follow variation `index`
/// (0-based) of the line being followed instead.
pub fn kifu_positions(
    record: &Record,
    forks: &[(usize, usize)],
) -> Result<Vec<PlyPosition>, PositionsError> {
    let mut board = start_board(record.initial.as_ref()).ok_or(PositionsError::Start)?;
    let mut out = Vec::with_capacity(record.moves.len());
    out.push(PlyPosition {
        ply: 0,
        usi: None,
        text: None,
        position: board.try_to_position().ok_or(PositionsError::Start)?,
    });
    let mut line: &[MoveEntry] = &record.moves;
    let mut base = 0;
    let mut ply = 1;
    while let Some(mut entry) = line.get(ply - base) {
        for &(at, index) in forks {
            if at == ply {
                let fork = entry
                    .forks
                    .get(index)
                    .ok_or(PositionsError::NoFork(at, index))?;
                line = fork;
                base = ply;
                entry = line.first().ok_or(PositionsError::NoFork(at, index))?;
            }
        }
        let Some(mv) = &entry.mv else {
            break;
        };
        let color = board.turn();
        if !play(&mut board, mv) {
            return Err(PositionsError::Move(ply));
        }
        out.push(PlyPosition {
            ply,
            usi: Some(usi(mv)),
            text: Some(japanese(mv, color)),
            position: board.try_to_position().ok_or(PositionsError::Move(ply))?,
        });
        ply += 1;
    }
    Ok(out)
}

impl core::error::Error for PositionsError {}
