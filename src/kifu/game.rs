//! A game you can walk, play, branch and end: a [`Record`] with a cursor
//! (the variation followed at each fork, and the current ply) and the
//! boards of the line it follows, kept so that moving along the line
//! replays nothing.
//!
//! The line is a [`Record`]'s main line with variations chosen at some
//! plies: `(ply, index)` pairs, as [`kifu_positions`](super::kifu_positions)
//! takes them. At a fork the alternatives are numbered as they are stored:
//! 0 the line's own entry, then its `forks` from 1. [`Game::branches`]
//! lists the moves among them, the one followed first.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use super::ending::{of_special, EndReason, Ending, LiveEnd};
use super::error::KifuError;
use super::record::{initial_of, MoveData, MoveEntry, Record, Special};
use super::replay::{move_data, read_and_replay, rules_move, start_board, Places, Source};
use crate::rules::{History, Repetition};
use crate::template::{fill, Arg};
use crate::{Board, IllegalMove, Move, MoveList, Position, SetupError};
use crate::{Declaration, DeclarationRule};

/// A game you can walk, play, branch and end: a [`Record`] with a cursor
/// (the variation followed at each fork, and the current ply) and the
/// boards of the line it follows, kept so that moving along the line
/// replays nothing.
///
/// The line is the record's main line with variations chosen at some plies:
/// `(ply, index)` pairs, as [`kifu_positions`](super::kifu_positions) takes
/// them ([`Game::path`]). [`Game::branches`] lists the moves available next,
/// the one the line follows first, then the others as stored.
///
/// ```
/// use shogi64::kifu::{EndReason, Game, LiveEnd};
/// use shogi64::{MoveList, Position};
///
/// let mut game = Game::new(&Position::initial()).unwrap();
/// for usi in ["7g7f", "3c3d", "8h2b+"] {
///     game.play(usi.parse().unwrap()).unwrap();
/// }
/// game.back();
/// game.play("2g2f".parse().unwrap()).unwrap(); // a variation at ply 3
/// game.back();
/// let mut next = MoveList::new();
/// game.branches(&mut next);
/// assert_eq!(next.iter().map(|m| m.to_string()).collect::<Vec<_>>(), ["2g2f", "8h2b+"]);
/// game.forward();
/// game.end(LiveEnd::Resign).unwrap();
/// assert_eq!(game.outcome().unwrap().reason, EndReason::Resign);
/// ```
#[derive(Clone, Debug)]
// In this order, kept (`repr(C)`): the fields a call on the current ply
// reads (the ply, the line's boards and moves, the start) share the
// first cache lines of the game, which a record touched after many others
// (a viewer's list of records) finds in fewer memory reads.
#[repr(C)]
pub struct Game {
    ply: usize,
    /// `boards[i]`: the position after `i + 1` moves of the line.
    boards: Vec<Board>,
    /// `moves[i]`: the move that leads to ply `i + 1`.
    moves: Vec<Move>,
    /// The position before the first move.
    start: Board,
    record: Record,
    /// The variations followed, `(ply, fork index)`, by ply.
    path: Vec<(usize, usize)>,
    /// The positions of the whole line, one per ply, for repetition.
    history: History,
}

/// Why a [`Game`] refuses an edit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The move is not legal at the current ply.
    Illegal(IllegalMove),
    /// The game has ended at the current ply: nothing can be played there.
    Over {
        /// The ply.
        ply: usize,
        /// How it ended.
        ending: Ending,
    },
    /// No branch of that index at the current ply.
    NoBranch {
        /// The index asked for.
        index: usize,
        /// The ply.
        ply: usize,
        /// How many branches there are.
        count: usize,
    },
    /// The move would leave a hand holding more of a kind than a position
    /// can (a board with more pieces than the set).
    HandOverflow {
        /// The ply the move would reach.
        ply: usize,
    },
    /// No such ply on the line.
    NoPly {
        /// The ply asked for.
        ply: usize,
        /// The line's last ply.
        length: usize,
    },
}

impl GameError {
    /// The error's wording, a [`template`](crate::template) over `ply`,
    /// `index`, `count`, `length` and `reason` (the ending's name).
    pub const fn template(&self) -> &'static str {
        match self {
            GameError::Illegal(_) => "{move}",
            GameError::Over { .. } => {
                "the game has ended at ply {ply} ({reason}): no move can be played there"
            }
            GameError::NoBranch { .. } => {
                "no branch {index} at ply {ply}, which has {count} {count|branch|branches}"
            }
            GameError::NoPly { .. } => "no ply {ply} on the line, whose last ply is {length}",
            GameError::HandOverflow { .. } => {
                "after ply {ply}: a hand would hold more of a kind than a position can"
            }
        }
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (ply, index, count, length, reason) = match *self {
            GameError::Illegal(e) => return e.fmt(f),
            GameError::Over { ply, ending } => (ply, 0, 0, 0, ending.reason.name()),
            GameError::NoBranch { index, ply, count } => (ply, index, count, 0, ""),
            GameError::NoPly { ply, length } => (ply, 0, 0, length, ""),
            GameError::HandOverflow { ply } => (ply, 0, 0, 0, ""),
        };
        fill(f, self.template(), |name| match name {
            "ply" => Arg::Number(ply),
            "index" => Arg::Number(index),
            "count" => Arg::Number(count),
            "length" => Arg::Number(length),
            _ => Arg::Str(reason),
        })
    }
}

impl core::error::Error for GameError {}

/// Whether an entry is a move the line goes on through.
fn playable(entry: &MoveEntry) -> bool {
    entry.mv.is_some() && entry.special.is_none() && entry.illegal.is_none()
}

/// The line holding ply `ply` when the variations of `path` up to that ply
/// are followed, and the ply of its first entry.
fn line_of<'a>(
    moves: &'a [MoveEntry],
    path: &[(usize, usize)],
    ply: usize,
) -> Option<(&'a [MoveEntry], usize)> {
    let (mut line, mut base) = (moves, 0);
    for &(at, k) in path.iter().take_while(|c| c.0 <= ply) {
        line = line.get(at.checked_sub(base)?)?.forks.get(k)?;
        base = at;
    }
    Some((line, base))
}

/// [`line_of`], mutable.
fn line_of_mut<'a>(
    moves: &'a mut Vec<MoveEntry>,
    path: &[(usize, usize)],
    ply: usize,
) -> Option<(&'a mut Vec<MoveEntry>, usize)> {
    let (mut line, mut base) = (moves, 0);
    for &(at, k) in path.iter().take_while(|c| c.0 <= ply) {
        line = line.get_mut(at.checked_sub(base)?)?.forks.get_mut(k)?;
        base = at;
    }
    Some((line, base))
}

/// The alternatives at index `at` of `line`: its tail from there, then the
/// forks of its entry there. `line` keeps what is before. (`split_off` only
/// below the length: its check folds away, and nothing can panic.)
fn take_alternatives(line: &mut Vec<MoveEntry>, at: usize) -> Vec<Vec<MoveEntry>> {
    if at >= line.len() {
        return Vec::new();
    }
    let mut tail = line.split_off(at);
    let mut forks = tail
        .first_mut()
        .map(|e| core::mem::take(&mut e.forks))
        .unwrap_or_default();
    let mut alternatives = Vec::with_capacity(forks.len() + 1);
    alternatives.push(tail);
    alternatives.append(&mut forks);
    alternatives
}

/// Puts alternatives back at the end of `line`: the first as its tail, the
/// others as its entry's forks.
fn put_alternatives(line: &mut Vec<MoveEntry>, mut alternatives: Vec<Vec<MoveEntry>>) {
    // The first taken out and its emptied place removed by [`moved`]: the
    // others stay, in order, as the forks (no `split_off` of their own).
    let Some(main) = alternatives.first_mut() else {
        return;
    };
    let mut main = core::mem::take(main);
    moved(&mut alternatives, 0, false);
    let mut forks = alternatives;
    if let Some(first) = main.first_mut() {
        forks.append(&mut first.forks);
        first.forks = forks;
    }
    line.append(&mut main);
}

/// `items` without item `at`, and that item first when `front` (else
/// dropped): the item passed along by swaps of neighbours, the others'
/// order kept (no allocation, and no index that can panic).
fn moved<T>(items: &mut Vec<T>, at: usize, front: bool) {
    if at >= items.len() {
        return;
    }
    let (from, to) = if front {
        (0, at)
    } else {
        (at, items.len() - 1)
    };
    for i in from..to {
        // Towards the front: the pairs from `at` down; else up to the end.
        let i = if front { from + to - 1 - i } else { i };
        if let Some([a, b]) = items.get_mut(i..i + 2) {
            core::mem::swap(a, b);
        }
    }
    if !front {
        items.pop();
    }
}

/// [`Board::from_position`], out of line: one copy of its set-up for a
/// new game and the USEN reader's start.
#[inline(never)]
pub(crate) fn board_of(start: &Position) -> Result<Board, SetupError> {
    Board::from_position(start)
}

impl Game {
    /// A game from `start`, with no move.
    pub fn new(start: &Position) -> Result<Game, SetupError> {
        let board = board_of(start)?;
        let record = Record {
            header: Vec::new(),
            initial: initial_of(start),
            moves: alloc::vec![MoveEntry::default()],
        };
        Ok(Game::on(record, board, false))
    }

    /// A game over `record` (as a reader of this crate gives it), at its
    /// start, following its main line; `None` when its start is not a
    /// position the rules take.
    pub fn from_record(record: Record) -> Option<Game> {
        Game::over(record, false)
    }

    /// A game over the KIF record `text`, the same as [`Game::from_record`]
    /// of [`parse_kif`](super::parse_kif)'s record (its errors the same):
    /// the reader's replay found which moves the rules take, and the game
    /// plays those without checking them again.
    pub fn from_kif(text: &str) -> Result<Option<Game>, KifuError> {
        Game::read(text, super::kif::read_kif, Source::Kif)
    }

    /// A game over the KI2 record `text`, as [`Game::from_kif`] reads KIF.
    pub fn from_ki2(text: &str) -> Result<Option<Game>, KifuError> {
        Game::read(text, super::ki2::read_ki2, Source::Ki2)
    }

    /// A game over the CSA record `text`, as [`Game::from_kif`] reads KIF.
    pub fn from_csa(text: &str) -> Result<Option<Game>, KifuError> {
        Game::read(text, super::csa::read_csa, Source::Csa)
    }

    /// The game of a text format's record, read and replayed.
    fn read(
        text: &str,
        read: fn(&str) -> Result<(Record, Places), KifuError>,
        source: Source,
    ) -> Result<Option<Game>, KifuError> {
        Ok(Game::over(read_and_replay(text, read, source)?, true))
    }

    /// [`Game::from_record`]; `replayed` when the record is a reader's, just
    /// replayed: each move of the main line with no `illegal` code was
    /// played by the rules on the same board, and is played again unchecked.
    fn over(mut record: Record, replayed: bool) -> Option<Game> {
        let board = start_board(record.initial.as_ref())?;
        board.try_to_position()?;
        if record.moves.is_empty() {
            record.moves.push(MoveEntry::default());
        }
        Some(Game::on(record, board, replayed))
    }

    /// A game over `record`, as [`Game::from_record`], following the
    /// variations `forks` (`(ply, fork index)`, as
    /// [`kifu_positions`](super::kifu_positions) takes them and
    /// [`parse_usen_at`](super::parse_usen_at) gives them) and at `ply` of
    /// that line (its last ply when shorter).
    pub fn from_record_at(record: Record, forks: &[(usize, usize)], ply: usize) -> Option<Game> {
        let mut game = Game::from_record(record)?;
        game.path = forks.to_vec();
        game.rebuild(0);
        game.goto(ply.min(game.len()));
        Some(game)
    }

    /// The game of `record` from `board`, at its start, its moves unchecked
    /// when `replayed` (see [`Game::over`]) (out of line: one copy for a new
    /// game and a game from a record).
    #[inline(never)]
    fn on(record: Record, board: Board, replayed: bool) -> Game {
        let mut game = Game {
            record,
            path: Vec::new(),
            start: board.clone(),
            boards: Vec::new(),
            moves: Vec::new(),
            ply: 0,
            history: History::new(&board),
        };
        game.replay_line(0, !replayed);
        game
    }

    /// The record.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The record, to edit what does not change the moves: the header.
    pub fn header_mut(&mut self) -> &mut Vec<(String, String)> {
        &mut self.record.header
    }

    /// The record, given back.
    pub fn into_record(self) -> Record {
        self.record
    }

    /// The variations the line follows, `(ply, fork index)`, as
    /// [`kifu_positions`](super::kifu_positions) takes them.
    pub fn path(&self) -> &[(usize, usize)] {
        &self.path
    }

    /// The current ply: how many moves lead to the current position.
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// The line's last ply, counting moves only.
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether the line has no move.
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// The board at the current ply.
    pub fn board(&self) -> &Board {
        self.board_at(self.ply).unwrap_or(&self.start)
    }

    /// The board after `ply` moves of the line.
    pub fn board_at(&self, ply: usize) -> Option<&Board> {
        match ply.checked_sub(1) {
            None => Some(&self.start),
            Some(i) => self.boards.get(i),
        }
    }

    /// The line's moves.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The move that led to the current ply.
    pub fn last_move(&self) -> Option<Move> {
        self.moves.get(self.ply.checked_sub(1)?).copied()
    }

    /// Goes to `ply` of the line; `false`, staying, when the line is shorter.
    pub fn goto(&mut self, ply: usize) -> bool {
        if ply > self.moves.len() || ply == self.ply {
            return false;
        }
        // The boards and the history cover the whole line: nothing to replay.
        self.ply = ply;
        true
    }

    /// One ply on; `false` at the end of the line.
    pub fn forward(&mut self) -> bool {
        self.goto(self.ply + 1)
    }

    /// One ply back; `false` at the start.
    pub fn back(&mut self) -> bool {
        self.ply > 0 && self.goto(self.ply - 1)
    }

    /// The entry at `ply` of the line (0: the start's).
    #[inline(never)]
    fn entry(&self, ply: usize) -> Option<&MoveEntry> {
        let (line, base) = line_of(&self.record.moves, &self.path, ply)?;
        line.get(ply - base)
    }

    /// The boards and moves of the line from ply `from` on, made again.
    fn rebuild(&mut self, from: usize) {
        self.replay_line(from, true);
    }

    /// [`Game::rebuild`], each move checked by the rules when `checked`
    /// (else known to be legal).
    #[inline(never)]
    fn replay_line(&mut self, from: usize, checked: bool) {
        self.boards.truncate(from);
        self.moves.truncate(from);
        self.history.truncate(self.boards.len());
        let mut ply = self.boards.len() + 1;
        while let Some(entry) = self.entry(ply) {
            let board = self.boards.last().unwrap_or(&self.start);
            let Some(mv) = entry.mv.as_ref().filter(|_| playable(entry)) else {
                break;
            };
            let Some(m) = rules_move(board, mv) else {
                break;
            };
            let mut next = board.clone();
            let refused = if checked {
                next.play(m).is_err()
            } else {
                next.play_unchecked(m);
                false
            };
            if refused || next.hand_overflow().is_some() {
                break;
            }
            self.history.push(&next);
            self.boards.push(next);
            self.moves.push(m);
            ply += 1;
        }
        self.ply = self.ply.min(self.moves.len());
    }

    /// The alternatives at `ply` (its stored order: the line's own entry,
    /// then its forks), as the rules moves they make from the board before
    /// them (`None` for an entry that is no move), and the one followed.
    #[inline(never)]
    fn alternatives(&self, ply: usize) -> (Vec<Option<Move>>, usize) {
        let mut out = Vec::new();
        let before = ply.checked_sub(1).and_then(|p| self.board_at(p));
        let (Some(before), Some((line, base))) =
            (before, line_of(&self.record.moves, &self.path, ply - 1))
        else {
            return (out, 0);
        };
        let Some(entry) = line.get(ply - base) else {
            return (out, 0);
        };
        let as_move = |e: &MoveEntry| {
            e.mv.as_ref()
                .filter(|_| playable(e))
                .and_then(|m| rules_move(before, m))
        };
        out.push(as_move(entry));
        for fork in &entry.forks {
            out.push(fork.first().and_then(as_move));
        }
        let followed = self
            .path
            .iter()
            .find(|c| c.0 == ply)
            .map_or(0, |&(_, k)| k + 1);
        (out, followed)
    }

    /// The stored indexes of the moves available next, followed first.
    #[inline(never)]
    fn branch_order(&self) -> (Vec<Option<Move>>, Vec<usize>) {
        let (alternatives, followed) = self.alternatives(self.ply + 1);
        let mut order = Vec::with_capacity(alternatives.len());
        if alternatives.get(followed).is_some_and(Option::is_some) {
            order.push(followed);
        }
        for (i, a) in alternatives.iter().enumerate() {
            if i != followed && a.is_some() {
                order.push(i);
            }
        }
        (alternatives, order)
    }

    /// The moves available next from the current ply, into `out` (cleared
    /// first): the one the line follows first, then the others as stored.
    #[inline(never)]
    pub fn branches(&self, out: &mut MoveList) {
        out.clear();
        let (alternatives, order) = self.branch_order();
        for i in order {
            if let Some(Some(m)) = alternatives.get(i) {
                out.push(*m);
            }
        }
    }

    /// The stored index of branch `index`.
    fn branch(&self, index: usize) -> Result<usize, GameError> {
        let (_, order) = self.branch_order();
        order.get(index).copied().ok_or(GameError::NoBranch {
            index,
            ply: self.ply,
            count: order.len(),
        })
    }

    /// Forgets the variations chosen at `ply` and after it.
    #[inline(never)]
    fn cut_path(&mut self, ply: usize) {
        self.path.retain(|c| c.0 < ply);
    }

    /// Follows stored alternative `a` at `ply`, keeping the variations
    /// chosen after it when it is the one already followed.
    #[inline(never)]
    fn follow(&mut self, ply: usize, a: usize) {
        let current = self.path.iter().find(|c| c.0 == ply).map_or(0, |c| c.1 + 1);
        if current != a {
            self.cut_path(ply);
            if a > 0 {
                self.path.push((ply, a - 1));
            }
        }
    }

    /// Makes the line follow branch `index` (of [`Game::branches`]) from
    /// the current ply, which stays.
    #[inline(never)]
    pub fn switch_branch(&mut self, index: usize) -> Result<(), GameError> {
        let a = self.branch(index)?;
        self.follow(self.ply + 1, a);
        self.rebuild(self.ply);
        Ok(())
    }

    /// Edits the alternatives at `ply`: `edit` gets them in stored order
    /// and returns the stored index of the one to follow afterwards (`None`
    /// to follow the first, forgetting the variations chosen after it).
    /// `edit` is `dyn`: one copy of this serves its four callers.
    #[inline(never)]
    fn edit_alternatives(
        &mut self,
        ply: usize,
        edit: &mut dyn FnMut(&mut Vec<Vec<MoveEntry>>) -> Option<usize>,
    ) {
        let Some((line, base)) = line_of_mut(&mut self.record.moves, &self.path, ply - 1) else {
            return;
        };
        let mut alternatives = take_alternatives(line, ply - base);
        let follow = edit(&mut alternatives);
        put_alternatives(line, alternatives);
        // The path again, by ply: the choices before `ply`, the one at
        // `ply` (none for the first alternative), those after it if kept.
        let mut at_ply = match follow {
            Some(a @ 1..) => Some((ply, a - 1)),
            _ => None,
        };
        for c in core::mem::take(&mut self.path) {
            if c.0 > ply && follow.is_some() {
                if let Some(c) = at_ply.take() {
                    self.path.push(c);
                }
            } else if c.0 >= ply {
                continue;
            }
            self.path.push(c);
        }
        if let Some(c) = at_ply {
            self.path.push(c);
        }
    }

    /// Removes branch `index` from the current ply, with what follows it.
    pub fn remove_branch(&mut self, index: usize) -> Result<(), GameError> {
        self.move_branch(index, false)
    }

    /// Makes branch `index` the first alternative at this fork (the line's
    /// own continuation) and follows it.
    pub fn promote_branch(&mut self, index: usize) -> Result<(), GameError> {
        self.move_branch(index, true)
    }

    /// Branch `index` of the current ply moved to the front (`front`) or
    /// removed: one copy for [`Game::promote_branch`] and
    /// [`Game::remove_branch`].
    #[inline(never)]
    fn move_branch(&mut self, index: usize, front: bool) -> Result<(), GameError> {
        let r = self.branch(index)?;
        let ply = self.ply + 1;
        let (_, followed) = self.alternatives(ply);
        self.edit_alternatives(ply, &mut |alternatives| {
            moved(alternatives, r, front);
            match followed {
                // Still the same alternative when it was followed.
                f if front => (f == r).then_some(0),
                f if f == r => None,
                f if f > r => Some(f - 1),
                f => Some(f),
            }
        });
        self.rebuild(self.ply);
        Ok(())
    }

    /// Refused when the game has ended at the current ply
    /// ([`Game::outcome`]): one copy for the edits that add an entry.
    #[inline(never)]
    fn going_on(&self) -> Result<(), GameError> {
        match self.outcome() {
            Some(ending) => Err(GameError::Over {
                ply: self.ply,
                ending,
            }),
            None => Ok(()),
        }
    }

    /// Adds an entry of `mv`, `special` and `declaration` as the next entry
    /// from the current ply: at the end of the line, or as a new variation
    /// when the line goes on; the line follows it. (The entry built here,
    /// once for its three callers.)
    #[inline(never)]
    fn append(
        &mut self,
        mv: Option<MoveData>,
        special: Option<Special>,
        declaration: Option<Declaration>,
    ) {
        let entry = MoveEntry {
            mv,
            special,
            declaration,
            ..MoveEntry::default()
        };
        let ply = self.ply + 1;
        self.cut_path(ply);
        if self.entry(ply).is_none() {
            if let Some((line, _)) = line_of_mut(&mut self.record.moves, &self.path, self.ply) {
                line.push(entry);
            }
        } else {
            let mut entry = Some(entry);
            self.edit_alternatives(ply, &mut |alternatives| {
                if let Some(e) = entry.take() {
                    alternatives.push(alloc::vec![e]);
                }
                Some(alternatives.len() - 1)
            });
        }
        self.rebuild(self.ply);
    }

    /// Plays `mv` at the current ply and moves there: the line's next move
    /// when it is the same, or another branch that is; else a new
    /// variation. Refused when the move is illegal, or the game has ended
    /// at this ply ([`Game::outcome`]).
    #[inline(never)]
    pub fn play(&mut self, mv: Move) -> Result<(), GameError> {
        self.going_on()?;
        let board = self.board();
        board.check_legal(mv).map_err(GameError::Illegal)?;
        let ply = self.ply + 1;
        let mut after = board.clone();
        after.play_unchecked(mv);
        if after.hand_overflow().is_some() {
            return Err(GameError::HandOverflow { ply });
        }
        let (alternatives, _) = self.alternatives(ply);
        if let Some(a) = alternatives.iter().position(|&m| m == Some(mv)) {
            self.follow(ply, a);
            self.rebuild(self.ply);
        } else {
            let last_to = self.last_move().map(|m| super::record::Place {
                x: m.to().file(),
                y: m.to().rank(),
            });
            let Some(data) = move_data(board, mv, last_to) else {
                // A legal move always has its data: the board holds its piece.
                return Err(GameError::NoPly {
                    ply,
                    length: self.len(),
                });
            };
            self.append(Some(data), None, None);
        }
        self.ply = ply.min(self.moves.len());
        Ok(())
    }

    /// Steps back one ply and removes the move it left, with everything
    /// after it; `false` at the start.
    #[inline(never)]
    pub fn undo(&mut self) -> bool {
        if self.ply == 0 {
            return false;
        }
        let ply = self.ply;
        let (_, followed) = self.alternatives(ply);
        self.ply -= 1;
        self.edit_alternatives(ply, &mut |alternatives| {
            moved(alternatives, followed, false);
            None
        });
        self.rebuild(self.ply);
        true
    }

    /// Records `end` at the current ply (after its moves, or as a
    /// variation when the line goes on); refused when the game has already
    /// ended there.
    #[inline(never)]
    pub fn end(&mut self, end: LiveEnd) -> Result<(), GameError> {
        self.going_on()?;
        self.append(None, Some(end.special()), None);
        Ok(())
    }

    /// Declares 入玉 (入玉宣言) for the side to move, judged by `rule`
    /// ([`Board::judge_declaration`]), and records it at the current ply as
    /// [`Game::end`] records an end: [`Game::outcome`] then answers
    /// [`EndReason::Declaration`], won by the declarer on a win, by the
    /// other side on a loss, drawn on a draw. Refused when the game has
    /// already ended there.
    #[inline(never)]
    pub fn declare(&mut self, rule: DeclarationRule) -> Result<Declaration, GameError> {
        self.going_on()?;
        let board = self.board();
        let verdict = board.judge_declaration(rule);
        let special = match verdict {
            Declaration::Win => Special::Kachi,
            Declaration::Draw => Special::Jishogi,
            Declaration::Lose => Special::IllegalMove,
        };
        self.append(None, Some(special), Some(verdict));
        Ok(verdict)
    }

    /// How the game has ended at the current ply: as the record's next
    /// entry says (投了, 千日手, … written in a file or by [`Game::end`]),
    /// else by repetition (千日手, 連続王手の千日手: see
    /// [`History::repetition_at`]), else by checkmate; `None` while it goes on.
    #[inline(never)]
    pub fn outcome(&self) -> Option<Ending> {
        let board = self.board();
        let turn = board.turn();
        if let Some(next) = self.entry(self.ply + 1) {
            // An illegal move kept as an entry: its mover, to move here, lost.
            if next.illegal.is_some() {
                return Some(Ending {
                    reason: EndReason::IllegalMove,
                    winner: Some(turn.flip()),
                });
            }
            if let Some(verdict) = next.declaration {
                let winner = match verdict {
                    Declaration::Win => Some(turn),
                    Declaration::Lose => Some(turn.flip()),
                    Declaration::Draw => None,
                };
                return Some(Ending {
                    reason: EndReason::Declaration,
                    winner,
                });
            }
            if let Some(special) = &next.special {
                if let Some(ending) = of_special(special, turn) {
                    return Some(ending);
                }
            }
        }
        if let Some(r) = self.history.repetition_at(self.ply) {
            let reason = match r {
                Repetition::Draw => EndReason::Repetition,
                Repetition::PerpetualCheck { .. } => EndReason::PerpetualCheck,
            };
            return Some(Ending {
                reason,
                winner: r.winner(),
            });
        }
        board.is_checkmate().then_some(Ending {
            reason: EndReason::Checkmate,
            winner: Some(turn.flip()),
        })
    }

    /// Sets the comments of `ply` of the line (0: the start's).
    #[inline(never)]
    pub fn set_comments(&mut self, ply: usize, lines: Vec<String>) -> Result<(), GameError> {
        let length = self.len();
        if ply > length {
            return Err(GameError::NoPly { ply, length });
        }
        if let Some((line, base)) = line_of_mut(&mut self.record.moves, &self.path, ply) {
            if let Some(entry) = line.get_mut(ply - base) {
                entry.comments = lines;
            }
        }
        Ok(())
    }

    /// The comments of `ply` of the line.
    pub fn comments(&self, ply: usize) -> &[String] {
        self.entry(ply).map_or(&[], |e| &e.comments)
    }

    /// The record's entry at `ply` of the line (0: the start's, which holds
    /// the comments on it): its move as read, comments and time; the entry
    /// of an illegal move that ends the line included.
    pub fn entry_at(&self, ply: usize) -> Option<&MoveEntry> {
        self.entry(ply)
    }
}
