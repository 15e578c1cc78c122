//! Replaying a record: fills `color`, `capture`, `same`, `promote` and
//! `relative` as json-kifu-format's normalizer fills them, resolves KI2's
//! relative words into `from`, and checks every move.
//!
//! Which pieces "can reach" a square is decided as json-kifu-format (and
//! the shogi.js board under it) decides it: by the pieces' steps and
//! slides, without regard to checks ([`crate::notation::Reach::Pseudo`]).
//! The letters are the official rules' words ([`crate::notation::relative`])
//! applied to those candidates: with two pieces of a kind they are
//! json-kifu-format's letters; with three bishops, horses or dragons (more
//! than the set holds) the official rules decide, and give none where no
//! words can. The moves are played on the rules' [`Board`]: a move it
//! refuses (no piece, the opponent's piece, a square out of reach, a drop of
//! a piece not in hand, on an occupied square, a second pawn on a file, or
//! with no further move, a king left in check, 打ち歩詰め) ends its line with
//! the format's illegal-move ending `ILLEGAL_MOVE`; a start it refuses (two
//! kings of a side, the side not to move in check) is an error.

use alloc::string::String;
use alloc::vec::Vec;

use super::error::{KifuError, KifuErrorKind};
use super::record::{preset_position, Hms, Initial, MoveData, MoveEntry, Place, Record};
use crate::notation::reach::pseudo_sources;
use crate::notation::relative::{self, Words};
use crate::notation::Squares;
use crate::rules::zones::{has_further_move, in_promotion_zone};
use crate::{Board, Hand, Kind, Move, Piece, Position, Sq};

/// Which reader's record is replayed: each fills different fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Source {
    Kif,
    Ki2,
    Csa,
    Jkf,
}

/// The position a record's `initial` gives (平手 when absent); `None` for
/// an unknown preset or hands holding more than the set has.
pub fn start_position(initial: Option<&Initial>) -> Option<Position> {
    let Some(initial) = initial else {
        return Some(Position::initial());
    };
    match &initial.data {
        Some(data) => {
            let mut squares = [None; 81];
            for (x, file) in data.board.iter().enumerate() {
                for (y, &sq) in file.iter().enumerate() {
                    squares[y * 9 + (8 - x)] = sq;
                }
            }
            let black = Hand::new(data.hands[0], crate::Color::Black).ok()?;
            let white = Hand::new(data.hands[1], crate::Color::White).ok()?;
            Some(Position::new(data.color, squares, black, white))
        }
        None => preset_position(&initial.preset),
    }
}

/// The board a record starts from; `None` when [`start_position`] has
/// none or the rules refuse it (two kings of a side, the side not to move
/// in check).
pub fn start_board(initial: Option<&Initial>) -> Option<Board> {
    Board::from_position(&start_position(initial)?).ok()
}

/// The piece on a record's square.
fn at(board: &Board, place: Place) -> Option<Piece> {
    board.piece_at(sq(place)?)
}

/// The squares of `board`'s side to move's pieces of `kind` whose steps and
/// slides reach `to`, pinned or not: the count of the JKF reference.
fn reachers(board: &Board, kind: Kind, to: Sq) -> Squares {
    pseudo_sources(board.turn(), kind, to, |s| board.piece_at(s))
}

/// The move as the rules take it: a piece moved to where it would have no
/// further move promotes, as the board of the formats promotes it.
pub(crate) fn rules_move(board: &Board, mv: &MoveData) -> Option<Move> {
    let to = sq(mv.to)?;
    Some(match mv.from {
        Some(f) => {
            let piece = at(board, f)?;
            let dead = !has_further_move(piece.kind, piece.color, mv.to.y);
            Move::Board {
                from: sq(f)?,
                to,
                promote: mv.promote == Some(true) || (dead && piece.kind.promote().is_some()),
            }
        }
        None => Move::Drop { kind: mv.piece, to },
    })
}

/// Plays a record's move on the board; `false`, the board unchanged, when
/// the rules refuse it.
pub fn play(board: &mut Board, mv: &MoveData) -> bool {
    rules_move(board, mv).is_some_and(|m| board.play(m).is_ok())
}

fn sq(place: Place) -> Option<Sq> {
    Sq::new(place.x, place.y)
}

fn place(sq: Sq) -> Place {
    Place {
        x: sq.file(),
        y: sq.rank(),
    }
}

/// The relative words that tell this move from the others that reach the
/// same square, or `None` when it is the only one (or, with three or more
/// dragons or horses, when no words can).
pub(crate) fn relative_words(board: &Board, mv: &MoveData) -> Option<Words> {
    // Two pawns or lances of a side never reach one square.
    if matches!(mv.piece, Kind::Pawn | Kind::Lance) {
        return None;
    }
    let color = board.turn();
    let (from, to) = (sq(mv.from?)?, sq(mv.to)?);
    let found = reachers(board, mv.piece, to);
    relative::words(mv.piece, color, from, to, &found).filter(|w| !w.is_empty())
}

/// The record's move for `mv`, a legal move of `board`, filled as the KIF
/// reader fills a move read from a file (`color`, `capture`, `promote`,
/// `relative`), with `same` when it goes to `last_to`, the previous move's
/// destination.
pub(crate) fn move_data(board: &Board, mv: Move, last_to: Option<Place>) -> Option<MoveData> {
    let to = place(mv.to());
    let (from, piece, promote) = match mv {
        Move::Board { from, promote, .. } => {
            (Some(place(from)), board.piece_at(from)?.kind, promote)
        }
        Move::Drop { kind, .. } => (None, kind, false),
    };
    let mut data = MoveData {
        color: None,
        from,
        to,
        piece,
        same: last_to == Some(to),
        promote: promote.then_some(true),
        capture: None,
        relative: None,
    };
    match fill_move(board, &mut data, last_to, Source::Kif) {
        Ok(true) => Some(data),
        _ => None,
    }
}

fn add_total(now: Hms, last: Option<Hms>) -> Hms {
    let last = last.unwrap_or(Hms {
        h: Some(0),
        m: 0,
        s: 0,
    });
    let s = now.s.saturating_add(last.s);
    let m = now.m.saturating_add(last.m).saturating_add(s / 60);
    let h = now
        .h
        .unwrap_or(0)
        .saturating_add(last.h.unwrap_or(0))
        .saturating_add(m / 60);
    Hms {
        h: Some(h),
        m: m % 60,
        s: s % 60,
    }
}

/// Fills `color`, `capture`, `promote: false` and `relative` in a record
/// built by hand whose moves give `from`, `to`, `piece`, `promote` when it
/// promotes and `same` when written 同, as the KIF reader fills them; a move
/// the board refuses ends its line with `ILLEGAL_MOVE`.
pub fn fill(record: &mut Record) -> Result<(), KifuError> {
    replay(record, Source::Kif, &[])
}

/// Replays the record's main line and every variation, filling what the
/// source format leaves out. Returns an error only for a start position
/// the rules refuse, a `同` with nothing before it, or (CSA, whose move
/// names the piece) a move whose piece is not the one on its origin nor its
/// promotion, placed by `places` (line and column of each main-line entry);
/// an illegal move ends its line instead.
pub(crate) fn replay(
    record: &mut Record,
    source: Source,
    places: &[(usize, usize)],
) -> Result<(), KifuError> {
    let Some(board) = start_board(record.initial.as_ref()) else {
        return Err(KifuError::new(0, 0, KifuErrorKind::BadPosition));
    };
    if source == Source::Csa {
        // Each side's total runs over its own moves, two entries apart.
        let mut totals: [Option<Hms>; 2] = [None, None];
        for (i, entry) in record.moves.iter_mut().enumerate() {
            let last = &mut totals[i % 2];
            if let Some(t) = &mut entry.time {
                t.total = Some(add_total(t.now, *last));
            }
            *last = entry.time.and_then(|t| t.total);
        }
    }
    replay_line(&mut record.moves, board, None, source, places)
}

fn replay_line(
    line: &mut Vec<MoveEntry>,
    mut board: Board,
    before: Option<Place>,
    source: Source,
    places: &[(usize, usize)],
) -> Result<(), KifuError> {
    let mut last_to = before;
    let mut i = 0;
    while let Some(entry) = line.get_mut(i) {
        // Variations start from the position before this entry.
        let board_before = (!entry.forks.is_empty()).then(|| board.clone());
        let last_before = last_to;
        let ok = match entry.mv.as_mut() {
            None => true,
            Some(mv) => match fill_move(&board, mv, last_to, source) {
                Ok(true) => play(&mut board, mv),
                Ok(false) => false,
                Err(Wrong::Error(e)) => return Err(e),
                Err(Wrong::Piece) => {
                    let (line, column) = places.get(i).copied().unwrap_or((0, 0));
                    return Err(KifuError::new(
                        line,
                        column,
                        KifuErrorKind::Expected("the piece on the origin, or its promotion"),
                    ));
                }
            },
        };
        if !ok {
            entry.mv = None;
            entry.time = None;
            entry.special = Some(String::from("ILLEGAL_MOVE"));
        }
        if let Some(board_before) = board_before {
            let forks = core::mem::take(&mut entry.forks);
            let mut done = Vec::with_capacity(forks.len());
            for mut fork in forks {
                replay_line(&mut fork, board_before.clone(), last_before, source, &[])?;
                done.push(fork);
            }
            entry.forks = done;
        }
        last_to = entry.mv.as_ref().map(|m| m.to);
        if !ok {
            line.truncate(i + 1);
            break;
        }
        i += 1;
    }
    if let Some(last) = line.last_mut() {
        if last.special.as_deref() == Some("ILLEGAL_ACTION") {
            let side = if board.turn() == crate::Color::White {
                "+"
            } else {
                "-"
            };
            last.special = Some(String::from(side) + "ILLEGAL_ACTION");
        }
    }
    Ok(())
}

/// Why a move could not be filled: an error of the record, or (CSA) a
/// piece that is not the one on the origin.
enum Wrong {
    Error(KifuError),
    Piece,
}

/// Fills one move from the board before it: `Ok(false)` when the board
/// cannot make it.
fn fill_move(
    board: &Board,
    mv: &mut MoveData,
    last_to: Option<Place>,
    source: Source,
) -> Result<bool, Wrong> {
    let color = board.turn();
    if source == Source::Jkf {
        if mv.color.is_none() {
            mv.color = Some(color);
        }
        return Ok(mv.color == Some(color));
    }
    mv.color = Some(color);
    match source {
        Source::Kif | Source::Ki2 if mv.same => match last_to {
            Some(to) => mv.to = to,
            None => {
                return Err(Wrong::Error(KifuError::new(
                    0,
                    0,
                    KifuErrorKind::NoPreviousMove,
                )))
            }
        },
        Source::Csa => mv.same = last_to == Some(mv.to),
        _ => {}
    }
    if source == Source::Ki2 && mv.from.is_none() && mv.relative.as_deref() != Some("H") {
        let Some(to) = sq(mv.to) else {
            return Ok(false);
        };
        let sources = reachers(board, mv.piece, to);
        match *sources {
            [] => {}
            [one] => mv.from = Some(place(one)),
            _ => {
                let words = Words::from_letters(mv.relative.as_deref().unwrap_or(""));
                let mut chosen = [to; 8];
                let n = sources.len().min(chosen.len());
                for (slot, &s) in chosen.iter_mut().zip(sources.iter()) {
                    *slot = s;
                }
                let kept = relative::select(mv.piece, color, to, words, &mut chosen[..n]);
                if kept != 1 {
                    return Ok(false);
                }
                mv.from = Some(place(chosen[0]));
            }
        }
    }
    let Some(from) = mv.from else {
        let reached = || sq(mv.to).is_some_and(|to| !reachers(board, mv.piece, to).is_empty());
        if source != Source::Ki2 && reached() {
            mv.relative = Some(String::from("H"));
        }
        return Ok(true);
    };
    mv.capture = at(board, mv.to).map(|p| p.kind);
    if source == Source::Ki2 {
        return Ok(true);
    }
    if source == Source::Csa {
        // CSA names the kind after the move: the kind on `from`, or its
        // promotion when the move promotes.
        match at(board, from) {
            Some(p) if p.kind == mv.piece => {}
            Some(p) if p.color == color && p.kind.promote() == Some(mv.piece) => {
                mv.piece = p.kind;
                mv.promote = Some(true);
            }
            Some(p) if p.color == color => return Err(Wrong::Piece),
            _ => return Ok(false),
        }
    }
    if mv.promote != Some(true)
        && mv.piece.promote().is_some()
        && (in_promotion_zone(color, mv.to.y) || in_promotion_zone(color, from.y))
    {
        mv.promote = Some(false);
    }
    if let Some(w) = relative_words(board, mv) {
        mv.relative = Some(w.letters().collect());
    }
    Ok(true)
}
