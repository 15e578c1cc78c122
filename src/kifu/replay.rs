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
//! words can. A move the board cannot make (no piece, the opponent's piece, a
//! square out of reach, a drop of a piece not in hand, on an occupied
//! square, a second pawn on a file, or with no further move) ends its line
//! with the format's illegal-move ending `ILLEGAL_MOVE`.

use alloc::string::String;
use alloc::vec::Vec;

use super::error::{KifuError, KifuErrorKind};
use super::record::{preset_position, Hms, Initial, MoveData, MoveEntry, Place, Record};
use crate::notation::reach::{pseudo_reaches, pseudo_sources};
use crate::notation::relative::{self, Movement, Position as RelPosition, Words};
use crate::notation::Squares;
use crate::rules::zones::{has_further_move, in_promotion_zone};
use crate::{Board, Color, Hand, Kind, Move, Piece, Position, Sq};

/// Which reader's record is replayed: each fills different fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Source {
    Kif,
    Ki2,
    Csa,
    Jkf,
}

/// A board as the replay plays it: any piece anywhere, no check rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    squares: [Option<Piece>; 81],
    hands: [[u8; 7]; 2],
    turn: Color,
}

/// Why the board refused a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Refused;

impl State {
    /// The start a record's `initial` gives (平手 when absent).
    pub fn from_initial(initial: Option<&Initial>) -> Option<State> {
        let Some(initial) = initial else {
            return Some(State::from_position(&Position::initial()));
        };
        if let Some(data) = &initial.data {
            let mut squares = [None; 81];
            for (x, file) in data.board.iter().enumerate() {
                for (y, &sq) in file.iter().enumerate() {
                    squares[y * 9 + (8 - x)] = sq;
                }
            }
            return Some(State {
                squares,
                hands: data.hands,
                turn: data.color,
            });
        }
        preset_position(&initial.preset).map(|p| State::from_position(&p))
    }

    /// The same position.
    pub fn from_position(p: &Position) -> State {
        State {
            squares: p.board(),
            hands: [p.hand(Color::Black).counts(), p.hand(Color::White).counts()],
            turn: p.turn(),
        }
    }

    /// As a codec position; `None` when a count exceeds what the codec
    /// holds (more pieces than the set has).
    pub fn to_position(&self) -> Option<Position> {
        let black = Hand::new(self.hands[0], Color::Black).ok()?;
        let white = Hand::new(self.hands[1], Color::White).ok()?;
        let mut p = Position::new(self.turn, self.squares, black, white);
        p.set_turn(self.turn);
        Some(p)
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The piece on a square.
    pub fn get(&self, place: Place) -> Option<Piece> {
        place.index().and_then(|i| self.squares[i])
    }

    /// The hand counts of a side (FU KY KE GI KI KA HI).
    pub fn hand(&self, color: Color) -> [u8; 7] {
        self.hands[color as usize]
    }

    /// Can the piece on `from` go to `to` by its steps and slides.
    pub fn reaches(&self, from: Place, to: Place) -> bool {
        let (Some(piece), Some(from), Some(to)) = (self.get(from), sq(from), sq(to)) else {
            return false;
        };
        pseudo_reaches(piece.color, piece.kind, from, to, |s| self.at(s))
    }

    fn at(&self, s: Sq) -> Option<Piece> {
        self.squares.get(s.index()).copied().flatten()
    }

    /// The squares of `color`'s pieces of `kind` that reach `to`, in the
    /// order files 1..9, ranks 1..9.
    pub fn sources(&self, to: Place, kind: Kind, color: Color) -> Vec<Place> {
        let Some(to) = sq(to) else {
            return Vec::new();
        };
        let mut out: Vec<Place> = self
            .reachers(color, kind, to)
            .iter()
            .map(|&s| place(s))
            .collect();
        crate::sort::sort_by_key(&mut out, |p| (p.x, p.y));
        out
    }

    /// The squares of `color`'s pieces of `kind` whose steps and slides
    /// reach `to`, pinned or not: the count of the JKF reference.
    fn reachers(&self, color: Color, kind: Kind, to: Sq) -> Squares {
        pseudo_sources(color, kind, to, |s| {
            self.squares.get(s.index()).copied().flatten()
        })
    }

    /// Moves the piece on `from` to `to`, promoting it when asked or when
    /// it would have no further move; returns the captured piece.
    pub(crate) fn play(
        &mut self,
        from: Place,
        to: Place,
        promote: bool,
    ) -> Result<Option<Piece>, Refused> {
        let piece = self.get(from).ok_or(Refused)?;
        let (Some(from_i), Some(to_i)) = (from.index(), to.index()) else {
            return Err(Refused);
        };
        if piece.color != self.turn || !self.reaches(from, to) {
            return Err(Refused);
        }
        let captured = self.squares[to_i];
        if let Some(c) = captured {
            if let Some(slot) = c.kind.unpromote().hand_slot() {
                let n = &mut self.hands[self.turn as usize][slot];
                *n = n.saturating_add(1);
            }
        }
        let dead = !has_further_move(piece.kind, piece.color, to.y);
        let kind = if promote || dead {
            piece.kind.promote().unwrap_or(piece.kind)
        } else {
            piece.kind
        };
        self.squares[to_i] = Some(Piece::new(piece.color, kind));
        self.squares[from_i] = None;
        self.turn = self.turn.flip();
        Ok(captured)
    }

    /// Drops a piece of `kind` from the hand of the side to move.
    pub(crate) fn drop(&mut self, to: Place, kind: Kind) -> Result<(), Refused> {
        let slot = kind.hand_slot().ok_or(Refused)?;
        let to_i = to.index().ok_or(Refused)?;
        let color = self.turn;
        if self.get(to).is_some()
            || self.hands[color as usize][slot] == 0
            || !has_further_move(kind, color, to.y)
        {
            return Err(Refused);
        }
        if kind == Kind::Pawn
            && (1..=9)
                .any(|y| self.get(Place { x: to.x, y }) == Some(Piece::new(color, Kind::Pawn)))
        {
            return Err(Refused);
        }
        self.hands[color as usize][slot] -= 1;
        self.squares[to_i] = Some(Piece::new(color, kind));
        self.turn = color.flip();
        Ok(())
    }

    /// Moves a piece as a record's move does (promoting when `promote` or
    /// when it would have no further move); `None` when the board refuses.
    pub fn play_move(&mut self, from: Place, to: Place, promote: bool) -> Option<Option<Piece>> {
        self.play(from, to, promote).ok()
    }

    /// Drops a piece from the hand of the side to move; `None` when the
    /// board refuses.
    pub fn drop_piece(&mut self, to: Place, kind: Kind) -> Option<()> {
        self.drop(to, kind).ok()
    }

    /// Plays a filled move.
    pub(crate) fn apply(&mut self, mv: &MoveData) -> Result<(), Refused> {
        match mv.from {
            Some(from) => self.play(from, mv.to, mv.promote == Some(true)).map(|_| ()),
            None => self.drop(mv.to, mv.piece),
        }
    }
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

/// The relative letters that tell this move from the others that reach
/// the same square, or `None` when it is the only one (or, with three or
/// more dragons or horses, when no words can).
pub(crate) fn relative(state: &State, mv: &MoveData) -> Option<String> {
    // Two pawns or lances of a side never reach one square.
    if matches!(mv.piece, Kind::Pawn | Kind::Lance) {
        return None;
    }
    let color = state.turn;
    let (from, to) = (sq(mv.from?)?, sq(mv.to)?);
    let found = state.reachers(color, mv.piece, to);
    let words = relative::words(mv.piece, color, from, to, &found)?;
    letters(words)
}

/// JKF's letters for the words: `L` `R` `C` for 左右直, then `U` `D` `M`
/// for 上引寄.
fn letters(words: Words) -> Option<String> {
    if words.is_empty() {
        return None;
    }
    let mut s = String::with_capacity(2);
    s.extend(words.position.map(|p| match p {
        RelPosition::Left => 'L',
        RelPosition::Right => 'R',
        RelPosition::Straight => 'C',
    }));
    s.extend(words.movement.map(|m| match m {
        Movement::Up => 'U',
        Movement::Back => 'D',
        Movement::Sideways => 'M',
    }));
    Some(s)
}

/// The words JKF's letters stand for (`H`, 打, is not one of them).
fn words_of(letters: &str) -> Words {
    let mut w = Words::default();
    for c in letters.chars() {
        match c {
            'L' => w.position = Some(RelPosition::Left),
            'R' => w.position = Some(RelPosition::Right),
            'C' => w.position = Some(RelPosition::Straight),
            'U' => w.movement = Some(Movement::Up),
            'D' => w.movement = Some(Movement::Back),
            'M' => w.movement = Some(Movement::Sideways),
            _ => {}
        }
    }
    w
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
    replay(record, Source::Kif)
}

/// Replays the record's main line and every variation, filling what the
/// source format leaves out. Returns an error only for a start position
/// that cannot be set up or a `同` with nothing before it; an illegal move
/// ends its line instead.
pub(crate) fn replay(record: &mut Record, source: Source) -> Result<(), KifuError> {
    let Some(state) = State::from_initial(record.initial.as_ref()) else {
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
    replay_line(&mut record.moves, state, None, source)
}

/// The move as the rules engine takes it: a piece that would have no
/// further move promotes, as the board of the formats promotes it.
fn rules_move(state: &State, mv: &MoveData) -> Option<Move> {
    let to = Sq::new(mv.to.x, mv.to.y)?;
    Some(match mv.from {
        Some(f) => {
            let piece = state.get(f)?;
            let dead = !has_further_move(piece.kind, piece.color, mv.to.y);
            Move::Board {
                from: Sq::new(f.x, f.y)?,
                to,
                promote: mv.promote == Some(true) || (dead && piece.kind.promote().is_some()),
            }
        }
        None => Move::Drop { kind: mv.piece, to },
    })
}

fn replay_line(
    line: &mut Vec<MoveEntry>,
    start: State,
    before: Option<Place>,
    source: Source,
) -> Result<(), KifuError> {
    // The rules engine checks what the steps and slides cannot (a king left
    // in check, 打ち歩詰め), from any start it can set up; from one it
    // refuses (the side not to move in check) the steps and slides decide.
    let board = start
        .to_position()
        .and_then(|p| Board::from_position(&p).ok());
    replay_checked(line, start, board, before, source)
}

fn replay_checked(
    line: &mut Vec<MoveEntry>,
    start: State,
    mut board: Option<Board>,
    before: Option<Place>,
    source: Source,
) -> Result<(), KifuError> {
    let mut state = start;
    // The state before each entry, for its variations.
    let mut last_to = before;
    let mut i = 0;
    while let Some(entry) = line.get_mut(i) {
        // Variations start from the position before this entry.
        let before = (!entry.forks.is_empty()).then(|| (state.clone(), board.clone()));
        let last_before = last_to;
        let ok = match entry.mv.as_mut() {
            None => true,
            Some(mv) => match fill_move(&mut state, mv, last_to, source)? {
                None => false,
                Some(m) => match board.as_mut() {
                    None => true,
                    Some(b) => m.is_some_and(|m| b.play(m).is_ok()),
                },
            },
        };
        if !ok {
            entry.mv = None;
            entry.time = None;
            entry.special = Some(String::from("ILLEGAL_MOVE"));
        }
        if let Some((state_before, board_before)) = before {
            let forks = core::mem::take(&mut entry.forks);
            let mut done = Vec::with_capacity(forks.len());
            for mut fork in forks {
                replay_checked(
                    &mut fork,
                    state_before.clone(),
                    board_before.clone(),
                    last_before,
                    source,
                )?;
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
            let side = if state.turn == Color::White { "+" } else { "-" };
            last.special = Some(alloc::string::String::from(side) + "ILLEGAL_ACTION");
        }
    }
    Ok(())
}

/// What playing a filled move did: `None` when the board refused it, else
/// the move as the rules engine takes it (`None` inside when it cannot be
/// said there).
type Played = Option<Option<Move>>;

fn play_filled(state: &mut State, mv: &MoveData) -> Played {
    let m = rules_move(state, mv);
    state.apply(mv).ok().map(|()| m)
}

/// Fills one move and plays it.
fn fill_move(
    state: &mut State,
    mv: &mut MoveData,
    last_to: Option<Place>,
    source: Source,
) -> Result<Played, KifuError> {
    let color = state.turn;
    if source == Source::Jkf {
        if mv.color.is_none() {
            mv.color = Some(color);
        }
        if mv.color != Some(color) {
            return Ok(None);
        }
        return Ok(play_filled(state, mv));
    }
    mv.color = Some(color);
    match source {
        Source::Kif | Source::Ki2 if mv.same => match last_to {
            Some(to) => mv.to = to,
            None => return Err(KifuError::new(0, 0, KifuErrorKind::NoPreviousMove)),
        },
        Source::Csa => mv.same = last_to == Some(mv.to),
        _ => {}
    }
    if source == Source::Ki2 && mv.from.is_none() && mv.relative.as_deref() != Some("H") {
        let Some(to) = sq(mv.to) else {
            return Ok(None);
        };
        let sources = state.reachers(color, mv.piece, to);
        match *sources {
            [] => {}
            [one] => mv.from = Some(place(one)),
            _ => {
                let words = words_of(mv.relative.as_deref().unwrap_or(""));
                let mut chosen = [to; 8];
                let n = sources.len().min(chosen.len());
                for (slot, &s) in chosen.iter_mut().zip(sources.iter()) {
                    *slot = s;
                }
                let kept = relative::select(mv.piece, color, to, words, &mut chosen[..n]);
                if kept != 1 {
                    return Ok(None);
                }
                mv.from = Some(place(chosen[0]));
            }
        }
    }
    let Some(from) = mv.from else {
        let reached =
            || sq(mv.to).is_some_and(|to| !state.reachers(color, mv.piece, to).is_empty());
        if source != Source::Ki2 && reached() {
            mv.relative = Some(String::from("H"));
        }
        return Ok(play_filled(state, mv));
    };
    mv.capture = state.get(mv.to).map(|p| p.kind);
    if source == Source::Ki2 {
        return Ok(play_filled(state, mv));
    }
    if source == Source::Csa && mv.piece.promote().is_none() && mv.piece != mv.piece.unpromote() {
        // CSA names the kind after the move: a promoted kind that was not
        // promoted on `from` is a promotion.
        match state.get(from) {
            Some(p) if p.kind != mv.piece => {
                mv.piece = p.kind;
                mv.promote = Some(true);
            }
            Some(_) => {}
            None => return Ok(None),
        }
    } else if mv.promote != Some(true)
        && mv.piece.promote().is_some()
        && (in_promotion_zone(color, mv.to.y) || in_promotion_zone(color, from.y))
    {
        mv.promote = Some(false);
    }
    if let Some(r) = relative(state, mv) {
        mv.relative = Some(r);
    }
    Ok(play_filled(state, mv))
}
