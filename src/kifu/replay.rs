//! Replaying a record: fills `color`, `capture`, `same`, `promote` and
//! `relative` as json-kifu-format's normalizer fills them, resolves KI2's
//! relative words into `from`, and checks every move.
//!
//! Which pieces "can reach" a square is decided as json-kifu-format (and
//! the shogi.js board under it) decides it: by the pieces' steps and
//! slides, without regard to checks. `relative` must single out one of
//! those candidates, so it has to be computed the same way to give the same
//! letters; a move the board cannot make (no piece, the opponent's piece, a
//! square out of reach, a drop of a piece not in hand, on an occupied
//! square, a second pawn on a file, or with no further move) ends its line
//! with the format's illegal-move ending `ILLEGAL_MOVE`.

use alloc::string::String;
use alloc::vec::Vec;

use super::error::{KifuError, KifuErrorKind};
use super::record::{preset_position, Hms, Initial, MoveData, MoveEntry, Place, Record};
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

const GOLD_STEPS: &[(i8, i8)] = &[(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (0, 1)];
const KING_STEPS: &[(i8, i8)] = &[
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];
const DIAGONALS: &[(i8, i8)] = &[(-1, -1), (1, -1), (-1, 1), (1, 1)];
const ORTHOGONALS: &[(i8, i8)] = &[(0, -1), (-1, 0), (1, 0), (0, 1)];

/// Directions as (file, rank) deltas.
type Steps = &'static [(i8, i8)];

/// Steps (one square) and slides of a kind, for black (rank decreasing is
/// forward).
fn definition(kind: Kind) -> (Steps, Steps) {
    match kind {
        Kind::Pawn => (&[(0, -1)], &[]),
        Kind::Lance => (&[], &[(0, -1)]),
        Kind::Knight => (&[(-1, -2), (1, -2)], &[]),
        Kind::Silver => (&[(-1, -1), (0, -1), (1, -1), (-1, 1), (1, 1)], &[]),
        Kind::Gold | Kind::ProPawn | Kind::ProLance | Kind::ProKnight | Kind::ProSilver => {
            (GOLD_STEPS, &[])
        }
        Kind::Bishop => (&[], DIAGONALS),
        Kind::Rook => (&[], ORTHOGONALS),
        Kind::King => (KING_STEPS, &[]),
        Kind::Horse => (ORTHOGONALS, DIAGONALS),
        Kind::Dragon => (DIAGONALS, ORTHOGONALS),
    }
}

/// How many ranks from the far end a kind needs to have a further move.
const fn dead_rows(kind: Kind) -> u8 {
    match kind {
        Kind::Pawn | Kind::Lance => 1,
        Kind::Knight => 2,
        _ => 0,
    }
}

/// The rank counted from `color`'s far end (1 is the last rank).
const fn row_to_end(y: u8, color: Color) -> u8 {
    match color {
        Color::Black => y,
        Color::White => 10 - y,
    }
}

/// Is `place` in `color`'s promotion zone.
pub(crate) const fn in_zone(place: Place, color: Color) -> bool {
    row_to_end(place.y, color) <= 3
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

    fn at(&self, x: i8, y: i8) -> Option<Option<Piece>> {
        let place = Place::new(u8::try_from(x).ok()?, u8::try_from(y).ok()?)?;
        Some(self.get(place))
    }

    /// Can the piece on `from` go to `to` by its steps and slides.
    pub fn reaches(&self, from: Place, to: Place) -> bool {
        let Some(piece) = self.get(from) else {
            return false;
        };
        if let Some(target) = self.get(to) {
            if target.color == piece.color {
                return false;
            }
        }
        let unit: i8 = if piece.color == Color::Black { 1 } else { -1 };
        let (dx, dy) = (to.x as i8 - from.x as i8, to.y as i8 - from.y as i8);
        let (steps, slides) = definition(piece.kind);
        if steps
            .iter()
            .any(|&(sx, sy)| sx * unit == dx && sy * unit == dy)
        {
            return true;
        }
        for &(sx, sy) in slides {
            let (sx, sy) = (sx * unit, sy * unit);
            let (mut x, mut y) = (from.x as i8 + sx, from.y as i8 + sy);
            while let Some(sq) = self.at(x, y) {
                if x == to.x as i8 && y == to.y as i8 {
                    return true;
                }
                if sq.is_some() {
                    break;
                }
                x += sx;
                y += sy;
            }
        }
        false
    }

    /// The squares of `color`'s pieces of `kind` that reach `to`, in the
    /// order files 1..9, ranks 1..9.
    pub fn sources(&self, to: Place, kind: Kind, color: Color) -> Vec<Place> {
        let mut out = Vec::new();
        for x in 1..=9 {
            for y in 1..=9 {
                let from = Place { x, y };
                if self.get(from) == Some(Piece::new(color, kind)) && self.reaches(from, to) {
                    out.push(from);
                }
            }
        }
        out
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
        let dead = dead_rows(piece.kind) >= row_to_end(to.y, piece.color);
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
            || dead_rows(kind) >= row_to_end(to.y, color)
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

fn sign(a: u8, b: u8) -> i8 {
    (a > b) as i8 - (a < b) as i8
}

/// The direction from `from` to `to` as the mover sees it (`y < 0` is
/// forward, `x < 0` toward the mover's right... as json-kifu-format's
/// vectors run).
fn vector(color: Color, to: Place, from: Place) -> (i8, i8) {
    let (x, y) = (sign(to.x, from.x), sign(to.y, from.y));
    match color {
        Color::Black => (x, y),
        Color::White => (-x, -y),
    }
}

fn lcr(x: i8) -> char {
    match x {
        0 => 'C',
        x if x > 0 => 'R',
        _ => 'L',
    }
}

fn umd(y: i8) -> char {
    match y {
        0 => 'M',
        y if y > 0 => 'D',
        _ => 'U',
    }
}

/// The relative letters that tell this move from the others that reach
/// the same square, or `None` when it is the only one.
pub(crate) fn relative(state: &State, mv: &MoveData) -> Option<String> {
    let color = state.turn;
    let from = mv.from?;
    let others: Vec<(i8, i8)> = state
        .sources(mv.to, mv.piece, color)
        .into_iter()
        .map(|f| vector(color, mv.to, f))
        .collect();
    if others.len() < 2 {
        return None;
    }
    let real = vector(color, mv.to, from);
    let mut s = String::new();
    if others.iter().filter(|v| v.1 == real.1).count() == 1 {
        s.push(umd(real.1));
    } else if others.iter().filter(|v| v.0 == real.0).count() == 1 {
        if matches!(mv.piece, Kind::Horse | Kind::Dragon) && real.0 == 0 {
            // 直 is not used for a horse or dragon: left or right of the other.
            s.push(if others.iter().any(|v| v.0 < 0) {
                'R'
            } else {
                'L'
            });
        } else {
            s.push(lcr(real.0));
        }
    } else if real.0 == 0 {
        s.push('C');
    } else {
        s.push(lcr(real.0));
        s.push(umd(real.1));
    }
    Some(s)
}

/// The candidates among `sources` that the relative letters select (KI2).
pub(crate) fn select(relative: &str, color: Color, to: Place, sources: &[Place]) -> Vec<Place> {
    let vec_of = |f: &Place| {
        let (x, y) = (to.x as i8 - f.x as i8, to.y as i8 - f.y as i8);
        match color {
            Color::Black => (x, y),
            Color::White => (-x, -y),
        }
    };
    let mut c: Vec<(Place, (i8, i8))> = sources
        .iter()
        .map(|f| (*f, vec_of(f)))
        .filter(|(_, v)| {
            relative.chars().all(|r| match r {
                'U' => v.1 < 0,
                'M' => v.1 == 0,
                'D' => v.1 > 0,
                'C' => v.0 == 0,
                _ => true,
            })
        })
        .collect();
    if relative.contains('C') {
        c.retain(|(_, v)| v.1 < 0);
    }
    if relative.contains('L') {
        let min = c.iter().map(|(_, v)| v.0).min().unwrap_or(0);
        c.retain(|(_, v)| v.0 == min);
    } else if relative.contains('R') {
        let max = c.iter().map(|(_, v)| v.0).max().unwrap_or(0);
        c.retain(|(_, v)| v.0 == max);
    }
    c.into_iter().map(|(f, _)| f).collect()
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
        for i in 0..record.moves.len() {
            let last = if i >= 2 {
                record.moves[i - 2].time.and_then(|t| t.total)
            } else {
                None
            };
            if let Some(t) = &mut record.moves[i].time {
                t.total = Some(add_total(t.now, last));
            }
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
            let dead = dead_rows(piece.kind) >= row_to_end(mv.to.y, piece.color);
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
    while i < line.len() {
        // Variations start from the position before this entry.
        let before = (!line[i].forks.is_empty()).then(|| (state.clone(), board.clone()));
        let state_before = state.clone();
        let last_before = last_to;
        let ok = match line[i].mv.as_mut() {
            None => true,
            Some(mv) => {
                fill_move(&mut state, mv, last_to, source)?
                    && match board.as_mut() {
                        None => true,
                        Some(b) => rules_move(&state_before, mv).is_some_and(|m| b.play(m).is_ok()),
                    }
            }
        };
        if !ok {
            let entry = &mut line[i];
            entry.mv = None;
            entry.time = None;
            entry.special = Some(String::from("ILLEGAL_MOVE"));
            line.truncate(i + 1);
        }
        if let Some((state_before, board_before)) = before {
            let forks = core::mem::take(&mut line[i].forks);
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
            line[i].forks = done;
        }
        last_to = line[i].mv.as_ref().map(|m| m.to);
        if !ok {
            break;
        }
        i += 1;
    }
    if let Some(last) = line.last_mut() {
        if last.special.as_deref() == Some("ILLEGAL_ACTION") {
            let side = if state.turn == Color::White { "+" } else { "-" };
            last.special = Some(alloc::format!("{side}ILLEGAL_ACTION"));
        }
    }
    Ok(())
}

/// Fills one move and plays it; `false` when the board refuses it.
fn fill_move(
    state: &mut State,
    mv: &mut MoveData,
    last_to: Option<Place>,
    source: Source,
) -> Result<bool, KifuError> {
    let color = state.turn;
    if source == Source::Jkf {
        if mv.color.is_none() {
            mv.color = Some(color);
        }
        if mv.color != Some(color) {
            return Ok(false);
        }
        return Ok(state.apply(mv).is_ok());
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
        let sources = state.sources(mv.to, mv.piece, color);
        match sources.len() {
            0 => {}
            1 => mv.from = Some(sources[0]),
            _ => {
                let rel = mv.relative.as_deref().unwrap_or("");
                let chosen = select(rel, color, mv.to, &sources);
                if chosen.len() != 1 {
                    return Ok(false);
                }
                mv.from = Some(chosen[0]);
            }
        }
    }
    let Some(from) = mv.from else {
        if source != Source::Ki2 && !state.sources(mv.to, mv.piece, color).is_empty() {
            mv.relative = Some(String::from("H"));
        }
        return Ok(state.drop(mv.to, mv.piece).is_ok());
    };
    mv.capture = state.get(mv.to).map(|p| p.kind);
    if source == Source::Ki2 {
        return Ok(state.apply(mv).is_ok());
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
            None => return Ok(false),
        }
    } else if mv.promote != Some(true)
        && mv.piece.promote().is_some()
        && (in_zone(mv.to, color) || in_zone(from, color))
    {
        mv.promote = Some(false);
    }
    if let Some(r) = relative(state, mv) {
        mv.relative = Some(r);
    }
    Ok(state.apply(mv).is_ok())
}
