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
//! words can. The moves are played on the rules' [`Board`]. A move that
//! names no piece the board has (an empty origin, the opponent's piece,
//! another kind than the origin's, KI2 words that fit no piece or several)
//! is an error, placed where the move was read. A move the rules refuse
//! (a square out of reach, a drop of a piece not in hand, on an occupied
//! square, a second pawn on a file, or with no further move, a king left in
//! check, 打ち歩詰め, …) is kept, with the code of the reason
//! ([`IllegalCode`]) in its entry's `illegal`, and ends its line: only the
//! format's illegal-move ending may follow it, which it takes the place of.
//! A start the rules refuse (two kings of a side, the side not to move in
//! check) is an error.

use alloc::vec::Vec;

use super::error::{KifuError, KifuErrorKind};
use super::record::{
    preset_position, Hms, Initial, InitialData, MoveData, MoveEntry, Place, Record, Special,
};
use crate::notation::relative::{self, Relative, Words};
use crate::rules::zones::{has_further_move, in_promotion_zone};
use crate::rules::IllegalReason;
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
        Some(data) => data_position(data).ok(),
        None => preset_position(&initial.preset),
    }
}

/// The position of a square-by-square start, as it stands; the colour
/// whose hand holds more than a position can as the error. (One copy in
/// the module: a record's start and a board diagram's.)
#[inline(never)]
pub(crate) fn data_position(data: &InitialData) -> Result<Position, crate::Color> {
    let mut squares = [None; 81];
    for (x, file) in data.board.iter().enumerate() {
        for (y, &sq) in file.iter().enumerate() {
            squares[y * 9 + (8 - x)] = sq;
        }
    }
    let hand = |c: crate::Color| Hand::new(data.hands[c as usize], c).map_err(|_| c);
    let black = hand(crate::Color::Black)?;
    let white = hand(crate::Color::White)?;
    Ok(Position::new(data.color, squares, black, white))
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
    let found = board.reachers(mv.piece, to);
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
        same: last_to == Some(to),
        promote: promote.then_some(true),
        ..MoveData::new(from, to, piece)
    };
    fill_move(board, &mut data, last_to, Source::Kif).ok()?;
    Some(data)
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

/// Where each entry of a record was read (line and column), line of moves
/// by line of moves: each named by its path from the main line, a list of
/// (entry index, variation index) steps.
#[derive(Default)]
pub(crate) struct Places {
    lines: Vec<(Path, Vec<(usize, usize)>)>,
}

/// A line's path from the main line: (entry index, variation index) steps.
type Path = Vec<(usize, usize)>;

impl Places {
    /// Adds the places of the entries of the line at `path`.
    pub(crate) fn add(&mut self, path: Path, places: Vec<(usize, usize)>) {
        self.lines.push((path, places));
    }

    /// Where entry `i` of the line at `path` was read; `(0, 0)` when not known.
    fn at(&self, path: &[(usize, usize)], i: usize) -> (usize, usize) {
        self.lines
            .iter()
            .find(|(p, _)| p == path)
            .and_then(|(_, places)| places.get(i))
            .copied()
            .unwrap_or((0, 0))
    }
}

/// Fills `color`, `capture`, `promote: false` and `relative` in a record
/// built by hand whose moves give `from`, `to`, `piece`, `promote` when it
/// promotes and `same` when written 同, as the KIF reader fills them; a move
/// the board refuses gets its `illegal` code and ends its line. A move that
/// names no piece of the board is an error (at line 0).
pub fn fill(record: &mut Record) -> Result<(), KifuError> {
    replay(record, Source::Kif, &Places::default())
}

/// Reads `text` with a text format's reader and replays the record, the
/// errors of both hinted: one copy of this for KIF, KI2 and CSA, each
/// reader called through a pointer.
#[inline(never)]
pub(crate) fn read_and_replay(
    text: &str,
    read: fn(&str) -> Result<(Record, Places), KifuError>,
    source: Source,
) -> Result<Record, KifuError> {
    let read = read(text).and_then(|(mut record, places)| {
        replay(&mut record, source, &places)?;
        Ok(record)
    });
    read.map_err(|e| e.hinted(text))
}

/// Replays the record's main line and every variation, filling what the
/// source format leaves out. Returns an error for a start position the
/// rules refuse, a `同` with nothing before it, a move that names no piece
/// of the board, or an entry after an illegal move (other than its ending),
/// placed by `places`; an illegal move is kept and ends its line.
pub(crate) fn replay(
    record: &mut Record,
    source: Source,
    places: &Places,
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
    let mut replay = Replay {
        source,
        places,
        path: Vec::new(),
    };
    replay.line(&mut record.moves, board, None)
}

/// Why a move names no piece of the board, and which part of it says so.
enum Unread {
    /// The error of the record as it is.
    Kind(KifuErrorKind),
    /// The origin: empty, or the opponent's.
    Origin(&'static str),
    /// The piece: not the one on the origin.
    Piece(&'static str),
    /// The move as a whole.
    Move(&'static str),
}

/// What was expected of a move's origin, piece or whole.
const EMPTY_ORIGIN: &str = "a piece on the origin";
const OPPONENT_ORIGIN: &str = "a piece of the side to move on the origin";
const OTHER_PIECE: &str = "the piece on the origin";
const CSA_PIECE: &str = "the piece on the origin, or its promotion";
const NO_PIECE_FITS: &str = "a piece of that kind that reaches the square and fits the words";
const PIECES_NOT_TOLD: &str = "words that tell apart the pieces that reach the square";
const WRONG_COLOR: &str = "the side to move as the move's 'color'";
const AFTER_ILLEGAL: &str =
    "nothing after an illegal move but 反則負け (ILLEGAL_MOVE), with no time";
const ILLEGAL_CODE: &str = "'illegal' as the rules find the move (none on a legal move)";

/// A replay in progress: the source, where its entries were read, and the
/// path to the line being replayed.
struct Replay<'a> {
    source: Source,
    places: &'a Places,
    path: Path,
}

impl Replay<'_> {
    /// The error of entry `i` of the current line.
    fn error(&self, i: usize, unread: Unread) -> KifuError {
        let (line, column) = self.places.at(&self.path, i);
        // CSA places a move's statement: its origin and piece follow the sign.
        let csa = self.source == Source::Csa && line != 0;
        let (offset, kind) = match unread {
            Unread::Kind(kind) => (0, kind),
            Unread::Origin(what) => (usize::from(csa), KifuErrorKind::Expected(what)),
            Unread::Piece(what) => (if csa { 5 } else { 0 }, KifuErrorKind::Expected(what)),
            Unread::Move(what) => (0, KifuErrorKind::Expected(what)),
        };
        KifuError::new(line, column + offset, kind)
    }

    fn line(
        &mut self,
        line: &mut Vec<MoveEntry>,
        mut board: Board,
        before: Option<Place>,
    ) -> Result<(), KifuError> {
        let mut last_to = before;
        let mut i = 0;
        while let Some(entry) = line.get_mut(i) {
            // Variations start from the position before this entry.
            let board_before = (!entry.forks.is_empty()).then(|| board.clone());
            let last_before = last_to;
            let mut illegal = None;
            if let Some(mv) = entry.mv.as_mut() {
                fill_move(&board, mv, last_to, self.source).map_err(|u| self.error(i, u))?;
                let Some(m) = rules_move(&board, mv) else {
                    return Err(self.error(i, Unread::Origin(EMPTY_ORIGIN)));
                };
                if let Err(e) = board.play(m) {
                    illegal = Some(match e.reason {
                        IllegalReason::NoPiece => {
                            return Err(self.error(i, Unread::Origin(EMPTY_ORIGIN)))
                        }
                        IllegalReason::NotOwnPiece { .. } => {
                            return Err(self.error(i, Unread::Origin(OPPONENT_ORIGIN)))
                        }
                        reason => reason.code(),
                    });
                }
            }
            // A code the record gives (JKF) is the rules' own.
            if entry.illegal.is_some() && entry.illegal != illegal {
                return Err(self.error(i, Unread::Move(ILLEGAL_CODE)));
            }
            entry.illegal = illegal;
            if let Some(board_before) = board_before {
                // Each variation replayed where it lies: no copy of the list.
                for (f, fork) in entry.forks.iter_mut().enumerate() {
                    self.path.push((i, f));
                    let replayed = self.line(fork, board_before.clone(), last_before);
                    self.path.pop();
                    replayed?;
                }
            }
            last_to = line.get(i).and_then(|e| e.mv.as_ref()).map(|m| m.to);
            if illegal.is_some() {
                return self.end_after_illegal(line, i);
            }
            i += 1;
        }
        if let Some(last) = line.last_mut() {
            if last.special == Some(Special::IllegalAction(None)) {
                // The side that did not win: the one not to move.
                last.special = Some(Special::IllegalAction(Some(board.turn().flip())));
            }
        }
        Ok(())
    }

    /// Ends `line` at its illegal move `i`: the format's illegal-move ending
    /// after it (no move, no time, no variation) gives its comments to the
    /// move and leaves; any other entry is an error.
    fn end_after_illegal(&self, line: &mut Vec<MoveEntry>, i: usize) -> Result<(), KifuError> {
        let closes = |end: &MoveEntry| {
            end.mv.is_none()
                && end.illegal.is_none()
                && end.time.is_none()
                && end.forks.is_empty()
                && end.special == Some(Special::IllegalMove)
        };
        let after = line.get_mut(i + 1..).unwrap_or_default();
        let mut comments = match after {
            [] => Vec::new(),
            [end] if closes(end) => core::mem::take(&mut end.comments),
            [end, ..] if closes(end) => return Err(self.error(i + 2, Unread::Move(AFTER_ILLEGAL))),
            _ => return Err(self.error(i + 1, Unread::Move(AFTER_ILLEGAL))),
        };
        line.truncate(i + 1);
        if let Some(entry) = line.get_mut(i) {
            entry.comments.append(&mut comments);
        }
        Ok(())
    }
}

/// Fills one move from the board before it; an error when it names no
/// piece of the board.
fn fill_move(
    board: &Board,
    mv: &mut MoveData,
    last_to: Option<Place>,
    source: Source,
) -> Result<(), Unread> {
    let color = board.turn();
    if source == Source::Jkf {
        if mv.color.is_none() {
            mv.color = Some(color);
        }
        if mv.color != Some(color) {
            return Err(Unread::Move(WRONG_COLOR));
        }
        if let Some(from) = mv.from {
            let fits = at(board, from).is_some_and(|p| p.kind == mv.piece);
            origin(board, from, color, fits)?;
        }
        return Ok(());
    }
    mv.color = Some(color);
    match source {
        Source::Kif | Source::Ki2 if mv.same => match last_to {
            Some(to) => mv.to = to,
            None => return Err(Unread::Kind(KifuErrorKind::NoPreviousMove)),
        },
        Source::Csa => mv.same = last_to == Some(mv.to),
        _ => {}
    }
    if source == Source::Ki2 && mv.from.is_none() && mv.relative != Some(Relative::Drop) {
        let Some(to) = sq(mv.to) else {
            return Err(Unread::Move(NO_PIECE_FITS));
        };
        let sources = board.reachers(mv.piece, to);
        match *sources {
            // No piece reaches the square: a drop, when the kind can be held.
            // Words read with it (`６三銀引`) name no piece: a drop has none,
            // and none is written back.
            [] if mv.piece.hand_slot().is_none() => return Err(Unread::Move(NO_PIECE_FITS)),
            [] => mv.relative = None,
            [one] => mv.from = Some(place(one)),
            _ => {
                let words = mv.relative.map(Relative::words).unwrap_or_default();
                let mut chosen = [to; 8];
                let n = sources.len().min(chosen.len());
                for (slot, &s) in chosen.iter_mut().zip(sources.iter()) {
                    *slot = s;
                }
                let kept = relative::select(mv.piece, color, to, words, &mut chosen[..n]);
                match kept {
                    0 => return Err(Unread::Move(NO_PIECE_FITS)),
                    1 => mv.from = Some(place(chosen[0])),
                    _ => return Err(Unread::Move(PIECES_NOT_TOLD)),
                }
            }
        }
    }
    let Some(from) = mv.from else {
        let reached = || sq(mv.to).is_some_and(|to| !board.reachers(mv.piece, to).is_empty());
        if source != Source::Ki2 && reached() {
            mv.relative = Some(Relative::Drop);
        }
        return Ok(());
    };
    if source == Source::Csa {
        // CSA names the kind after the move: the kind on `from`, or its
        // promotion when the move promotes.
        let on = at(board, from);
        let promotes = on.is_some_and(|p| p.kind != mv.piece && p.kind.promote() == Some(mv.piece));
        origin(
            board,
            from,
            color,
            on.is_some_and(|p| p.kind == mv.piece) || promotes,
        )
        .map_err(|u| match u {
            Unread::Piece(_) => Unread::Piece(CSA_PIECE),
            u => u,
        })?;
        if let (true, Some(p)) = (promotes, on) {
            mv.piece = p.kind;
            mv.promote = Some(true);
        }
    } else {
        let same = at(board, from).is_some_and(|p| p.kind == mv.piece);
        origin(board, from, color, same)?;
    }
    mv.capture = at(board, mv.to).map(|p| p.kind);
    if source == Source::Ki2 {
        return Ok(());
    }
    if mv.promote != Some(true)
        && mv.piece.promote().is_some()
        && (in_promotion_zone(color, mv.to.y) || in_promotion_zone(color, from.y))
    {
        mv.promote = Some(false);
    }
    if let Some(w) = relative_words(board, mv) {
        mv.relative = Some(Relative::Words(w));
    }
    Ok(())
}

/// Checks the origin of a move of `color`: a piece there, of that side, and
/// (`fits`) the one the move names.
fn origin(board: &Board, from: Place, color: crate::Color, fits: bool) -> Result<(), Unread> {
    match at(board, from) {
        None => Err(Unread::Origin(EMPTY_ORIGIN)),
        Some(p) if p.color != color => Err(Unread::Origin(OPPONENT_ORIGIN)),
        Some(_) if !fits => Err(Unread::Piece(OTHER_PIECE)),
        Some(_) => Ok(()),
    }
}
