//! The record exports of the binding (the `kifu` feature): games held in
//! the module ([`shogi64::kifu::Game`]) and named by a handle, so that a
//! call on one copies no position in. The handles index a slab; a freed
//! slot is reused by the next record made.
//!
//! Results cross as the other exports' do: a position in the decoded
//! buffer, moves as the sort keys of [`crate::legal_moves`] (the shim keeps
//! each key's text), text in the output buffer or the kifu output. Errors
//! are words (codes 110 and up, see [`crate::contract`]).

use alloc::boxed::Box;
use alloc::vec::Vec;
use core::mem::{size_of, MaybeUninit};

use super::buffers::position_in;
use super::formats::text_in;
use super::kifu::{
    failed, jkf_in, pack_notes, positions_error_code, read_with, write_plies, write_record,
};
use super::notation::{notation_error_code, options};
use super::rules::{each_usi_move, illegal_move_code, overflow, setup_error_code, split_usi, usi};
use super::{error_code, with_engine, Engine};
use crate::contract::{code, op};
use shogi64::kifu::KifuErrorKind;
use shogi64::kifu::{kifu_positions_with, EndReason, Game, GameError, LiveEnd, Record};
use shogi64::kifu::{parse_usen_at, usen_branch, UsenErrorKind};
use shogi64::notation::japanese_key;
use shogi64::KifuError;
use shogi64::{Board, Declaration, DeclarationRule, Move};

/// The games, by handle − 1; `None` for a free slot.
pub(crate) struct Records {
    slots: Vec<Option<Box<Game>>>,
    free: Vec<u32>,
}

impl Records {
    pub(crate) const fn new() -> Records {
        Records {
            slots: Vec::new(),
            free: Vec::new(),
        }
    }

    /// Keeps `game` and returns its handle (1 and up).
    fn add(&mut self, game: Game) -> i32 {
        let game = Some(Box::new(game));
        match self.free.pop() {
            Some(i) => {
                if let Some(slot) = self.slots.get_mut(i as usize) {
                    *slot = game;
                }
                i as i32 + 1
            }
            None => {
                self.slots.push(game);
                self.slots.len() as i32
            }
        }
    }
}

/// The number of an ending's reason ([`EndReason::ALL`]'s order).
pub fn reason_number(r: EndReason) -> u32 {
    match r {
        EndReason::Checkmate => 0,
        EndReason::Repetition => 1,
        EndReason::PerpetualCheck => 2,
        EndReason::Declaration => 3,
        EndReason::Resign => 4,
        EndReason::Timeout => 5,
        EndReason::IllegalMove => 6,
        EndReason::IllegalAction => 7,
        EndReason::Abort => 8,
        EndReason::Jishogi => 9,
        EndReason::Draw => 10,
        EndReason::Sennichite => 11,
    }
}

/// A ply, branch or number argument as an index: `usize::MAX` (beyond any)
/// for a negative, too large or NaN one.
fn index_arg(x: f64) -> usize {
    if x >= 0.0 && x < f64::from(u32::MAX) {
        x as usize
    } else {
        usize::MAX
    }
}

/// The error words of a refused edit.
pub fn game_error_code(e: GameError) -> [u32; 4] {
    match e {
        GameError::Illegal(e) => illegal_move_code(e),
        GameError::Over { ply, ending } => {
            [code::GAME_OVER, ply as u32, reason_number(ending.reason), 0]
        }
        GameError::NoBranch { index, ply, count } => {
            [code::NO_BRANCH, index as u32, ply as u32, count as u32]
        }
        GameError::NoPly { ply, length } => [code::NO_PLY, ply as u32, length as u32, 0],
        // The binding words it from the board (see `record_play`).
        GameError::HandOverflow { ply } => [code::HAND_OVERFLOW, ply as u32, 0, 0],
    }
}

impl Engine {
    /// Runs `f` on the record of `handle`; on failure records the error words
    /// and returns −1.
    fn on_record(
        &mut self,
        handle: u32,
        f: impl FnOnce(&mut Game, &mut Engine) -> Result<i32, [u32; 4]>,
    ) -> i32 {
        // The game leaves the slab while `f` runs, so that `f` has the
        // other buffers: a box moves, not the game.
        let Some(mut game) = self.lend(handle) else {
            return -1;
        };
        let result = f(&mut game, self);
        self.give_back(handle, game, result)
    }

    /// The game of `handle` out of the slab, or `None` with the error
    /// recorded. (Out of line, as [`Engine::give_back`]: one copy for
    /// every export on a record.)
    #[inline(never)]
    fn lend(&mut self, handle: u32) -> Option<Box<Game>> {
        let game = take(self, handle).map_err(|words| self.fail(words)).ok()?;
        warm(&*game, 384);
        warm(game.board(), size_of::<Board>());
        Some(game)
    }

    /// Puts `game` back in the slab and returns what `f` returned, or −1
    /// with its error recorded.
    #[inline(never)]
    fn give_back(&mut self, handle: u32, game: Box<Game>, result: Result<i32, [u32; 4]>) -> i32 {
        if let Some(slot) = self.records.slots.get_mut(handle as usize - 1) {
            *slot = Some(game);
        }
        match result {
            Ok(n) => n,
            Err(words) => {
                self.fail(words);
                -1
            }
        }
    }
}

/// Reads a byte of each 64-byte line of `x`'s first `bytes` bytes, so that
/// the lines are asked of memory together, before any is needed: a record
/// called after many others (a viewer's list of records) then waits for
/// one round of memory reads instead of one per line in turn.
#[inline(always)]
fn warm<T>(x: &T, bytes: usize) {
    let p = (x as *const T).cast::<MaybeUninit<u8>>();
    for at in (0..size_of::<T>().min(bytes)).step_by(64) {
        // SAFETY: `at` is within `*x`, which `x` borrows; a byte read as
        // `MaybeUninit` may be padding. A volatile read is kept though its
        // value is not used.
        let _ = unsafe { p.add(at).read_volatile() };
    }
}

/// A USI move of `len` (4 to 6) bytes handed over as two words instead of
/// text: its first four bytes in `low`, its fifth and sixth in `high`'s low
/// two, and `len` above them (`high` is `len << 16 | …`).
fn usi_from_words(low: u32, high: u32) -> Result<Move, [u32; 4]> {
    let [a, b, c, d] = low.to_le_bytes();
    let [e, f, len, _] = high.to_le_bytes();
    usi([a, b, c, d, e, f]
        .get(..usize::from(len))
        .unwrap_or_default())
}

fn take(io: &mut Engine, handle: u32) -> Result<Box<Game>, [u32; 4]> {
    handle
        .checked_sub(1)
        .and_then(|i| io.records.slots.get_mut(i as usize))
        .and_then(Option::take)
        .ok_or([code::NO_RECORD, handle, 0, 0])
}

/// Keeps a game made from a record read; −1 when its start is refused.
fn keep(io: &mut Engine, record: Record) -> i32 {
    kept(io, Game::from_record(record).ok_or_else(start_refused))
}

/// The error words of a record whose start is refused.
fn start_refused() -> [u32; 4] {
    positions_error_code(shogi64::kifu::PositionsError::Start)
}

/// Keeps a game made and returns its handle, or −1 with the error of its
/// making recorded. (Out of line: one copy for the exports that make one.)
#[inline(never)]
fn kept(io: &mut Engine, made: Result<Game, [u32; 4]>) -> i32 {
    match made {
        Ok(game) => io.records.add(game),
        Err(words) => {
            io.fail(words);
            -1
        }
    }
}

/// [`Engine::record_new`] on the module's engine.
#[no_mangle]
pub extern "C" fn record_new(initial: u32) -> i32 {
    with_engine(|e| e.record_new(initial))
}

/// [`Engine::record_from_kifu`] on the module's engine.
#[no_mangle]
pub extern "C" fn record_from_kifu(len: usize, format: u32) -> i32 {
    with_engine(|e| e.record_from_kifu(len, format))
}

/// [`Engine::record_from_jkf`] on the module's engine.
#[no_mangle]
pub extern "C" fn record_from_jkf(words: usize, bytes: usize) -> i32 {
    with_engine(|e| e.record_from_jkf(words, bytes))
}

/// [`Engine::record_from_usi`] on the module's engine.
#[no_mangle]
pub extern "C" fn record_from_usi(len: usize) -> i32 {
    with_engine(|e| e.record_from_usi(len))
}

/// [`Engine::record_from_usen`] on the module's engine.
#[no_mangle]
pub extern "C" fn record_from_usen(len: usize, branch: f64, ply: f64) -> i32 {
    with_engine(|e| e.record_from_usen(len, branch, ply))
}

/// [`Engine::record_free`] on the module's engine.
#[no_mangle]
pub extern "C" fn record_free(handle: u32) -> i32 {
    with_engine(|e| e.record_free(handle))
}

fn store(g: &Game, io: &mut Engine) -> Result<(), [u32; 4]> {
    let board = g.board();
    io.decoded_position = board
        .try_to_position()
        .ok_or_else(|| overflow(board, g.ply() as u32))?;
    Ok(())
}

/// [`Engine::record_play`] on the module's engine.
#[no_mangle]
pub extern "C" fn record_play(handle: u32, len: usize) -> i32 {
    with_engine(|e| e.record_play(handle, len))
}

/// The error words of a move the record refuses: a hand overflow with the
/// hand that would overflow, as [`crate::from_usi`] words it.
fn played_error(g: &Game, mv: Move, e: GameError) -> [u32; 4] {
    match e {
        GameError::HandOverflow { ply } => {
            let mut after = g.board().clone();
            after.play_unchecked(mv);
            overflow(&after, ply as u32)
        }
        e => game_error_code(e),
    }
}

/// [`Engine::record_moves`] on the module's engine.
#[no_mangle]
pub extern "C" fn record_moves(handle: u32, bits: u32) -> i32 {
    with_engine(|e| e.record_moves(handle, bits))
}

/// [`Engine::record_set_comments`] on the module's engine.
#[no_mangle]
pub extern "C" fn record_set_comments(handle: u32, ply: f64, words: usize, bytes: usize) -> i32 {
    with_engine(|e| e.record_set_comments(handle, ply, words, bytes))
}

/// [`Engine::record_set_header`] on the module's engine.
#[no_mangle]
pub extern "C" fn record_set_header(handle: u32, words: usize, bytes: usize) -> i32 {
    with_engine(|e| e.record_set_header(handle, words, bytes))
}

/// [`Engine::record_to_kifu`] on the module's engine.
#[no_mangle]
pub extern "C" fn record_to_kifu(handle: u32, format: u32) -> i32 {
    with_engine(|e| e.record_to_kifu(handle, format))
}

/// [`Engine::record_promotion`] on the module's engine.
#[no_mangle]
pub extern "C" fn record_promotion(handle: u32, len: usize) -> i32 {
    with_engine(|e| e.record_promotion(handle, len))
}

/// [`Engine::record_japanese`] on the module's engine.
#[no_mangle]
pub extern "C" fn record_japanese(
    handle: u32,
    bits: u32,
    previous: usize,
    len: usize,
    high: u32,
) -> i32 {
    with_engine(|e| e.record_japanese(handle, bits, previous, len, high))
}

/// [`Engine::record_op`] on the module's engine.
#[no_mangle]
pub extern "C" fn record_op(handle: u32, operation: u32, arg: f64) -> i32 {
    with_engine(|e| e.record_op(handle, operation, arg))
}

impl Engine {
    /// A record starting from the position in the position buffers (the
    /// initial position when `initial` is 1), with no move; returns its handle.
    pub fn record_new(&mut self, initial: u32) -> i32 {
        let given = match initial {
            1 => Ok(shogi64::Position::initial()),
            _ => position_in(&self.position, &self.board),
        };
        let p = match given {
            Ok(p) => p,
            Err(e) => {
                self.fail(error_code(&e.into()));
                return -1;
            }
        };
        kept(self, Game::new(&p).map_err(setup_error_code))
    }

    /// A record read from the text buffer's first `len` bytes in `format` (as
    /// [`crate::kifu_parse`] reads it); returns its handle, or
    /// [`crate::KIFU_IS_JKF`] for a JKF record, which the shim reads.
    pub fn record_from_kifu(&mut self, len: usize, format: u32) -> i32 {
        // The game read at once: the moves its reader found legal are not
        // checked again.
        let read = [Game::from_kif, Game::from_ki2, Game::from_csa];
        match read_with(self, len, format, read) {
            Ok(made) => kept(self, made.ok_or_else(start_refused)),
            Err(n) => n,
        }
    }

    /// A record from the JKF value packed in the first `words` words and
    /// `bytes` bytes of the text buffer; returns its handle.
    pub fn record_from_jkf(&mut self, words: usize, bytes: usize) -> i32 {
        match jkf_in(self, words, bytes) {
            Ok(record) => keep(self, record),
            Err(n) => n,
        }
    }

    /// A record of the USI position in the text buffer's first `len` bytes
    /// (as [`crate::from_usi`] reads it), its moves played; returns its handle.
    pub fn record_from_usi(&mut self, len: usize) -> i32 {
        let made = (|| {
            let text = text_in(&self.text, len);
            let (p, _, moves) = split_usi(text)?;
            let mut game = Game::new(&p).map_err(setup_error_code)?;
            each_usi_move(moves, |token, placed| {
                let mv = usi(token).map_err(placed)?;
                // The rules' refusal first: a move after a mate is
                // illegal, as `from_usi` says.
                game.board()
                    .check_legal(mv)
                    .map_err(|e| placed(illegal_move_code(e)))?;
                game.play(mv).map_err(|e| match e {
                    // Its words carry the hand, not the move's span.
                    GameError::HandOverflow { .. } => played_error(&game, mv, e),
                    e => placed(game_error_code(e)),
                })
            })?;
            Ok(game)
        })();
        kept(self, made)
    }

    /// A record read from the USEN in the text buffer's first `len` bytes, at
    /// tsshogi's branch index `branch` and `ply`; returns its handle. An error
    /// is worded as a kifu's, line 1, its column the USEN offset + 1.
    pub fn record_from_usen(&mut self, len: usize, branch: f64, ply: f64) -> i32 {
        let text = text_in(&self.text, len);
        match parse_usen_at(text, index_arg(branch), index_arg(ply)) {
            Ok((record, place)) => kept(
                self,
                Game::from_record_at(record, &place.forks, place.ply).ok_or_else(start_refused),
            ),
            Err(e) => {
                let kind = match e.kind {
                    UsenErrorKind::Expected(what) => KifuErrorKind::Expected(what),
                    UsenErrorKind::Character(_) => KifuErrorKind::Expected("a USEN character"),
                    UsenErrorKind::Start(_) | UsenErrorKind::StartRefused(_) => {
                        KifuErrorKind::BadPosition
                    }
                    UsenErrorKind::PlyBeyond { ply, .. } => KifuErrorKind::BadFork(ply as u32),
                    UsenErrorKind::BadMove => KifuErrorKind::Expected("a USEN move code"),
                    UsenErrorKind::NotHandKind => {
                        KifuErrorKind::Expected("a drop of a kind a hand holds")
                    }
                    UsenErrorKind::Illegal(_) => KifuErrorKind::Expected("a legal move"),
                    UsenErrorKind::Ending(_) => KifuErrorKind::Expected("an ending letter"),
                    UsenErrorKind::TooDeep => KifuErrorKind::TooDeep,
                };
                let e = KifuError::new(1, e.offset + 1, kind);
                failed(self, &e)
            }
        }
    }

    /// Frees the record of `handle`; 0, or −1 when there is none.
    pub fn record_free(&mut self, handle: u32) -> i32 {
        match take(self, handle) {
            Ok(_) => {
                self.records.free.push(handle - 1);
                0
            }
            Err(words) => {
                self.fail(words);
                -1
            }
        }
    }

    /// Plays the USI move in the text buffer's first `len` bytes.
    pub fn record_play(&mut self, handle: u32, len: usize) -> i32 {
        self.on_record(handle, |g, io| {
            let mv = usi(io.text.bytes(len))?;
            g.play(mv).map_err(|e| played_error(g, mv, e))?;
            Ok(0)
        })
    }

    /// Writes the positions of the line to the kifu output, as
    /// [`crate::kifu_positions_of`] does, the texts with the options `bits`,
    /// and returns their length; then each ply's facts, packed by
    /// [`pack_notes`]: a word (the kind its move took, as the piece stood,
    /// by number, 0 none; + 16 when it promotes; + 32 when its position is
    /// check), the engine analysis its comments hold, then its entry's
    /// comments and time. (A later fact takes the next bit, or words after
    /// these.)
    pub fn record_moves(&mut self, handle: u32, bits: u32) -> i32 {
        self.on_record(handle, |g, io| {
            let opts = options(bits, None);
            let plies =
                kifu_positions_with(g.record(), g.path(), &opts).map_err(positions_error_code)?;
            let out = &mut io.kifu.out;
            out.clear();
            write_plies(out, &plies);
            let n = out.len() as i32;
            let facts = plies.iter().enumerate().map(|(ply, p)| {
                let mut word = 0;
                // The captured kind and the promotion, from the board before.
                let mv = p.usi.as_deref().and_then(|u| u.parse::<Move>().ok());
                if let (Some(Move::Board { to, promote, .. }), Some(before)) =
                    (mv, g.board_at(ply.wrapping_sub(1)))
                {
                    word = before
                        .piece_at(to)
                        .map_or(0, |p| u32::from(p.kind.number()))
                        | u32::from(promote) << 4;
                }
                // None after an illegal move.
                let board = g.board_at(ply);
                if board.is_some_and(Board::in_check) {
                    word |= 32;
                }
                (word, g.entry_at(ply), board, mv)
            });
            pack_notes(&mut io.kifu, facts);
            Ok(n)
        })
    }

    /// Sets the comments of `ply` to those of the first move entry of the JKF
    /// value packed in the first `words` words and `bytes` bytes of the text
    /// buffer (`{ header: {}, moves: [{ comments }] }`).
    pub fn record_set_comments(
        &mut self,
        handle: u32,
        ply: f64,
        words: usize,
        bytes: usize,
    ) -> i32 {
        self.on_record(handle, |g, io| {
            let mut record = match jkf_in(io, words, bytes) {
                Ok(record) => record,
                Err(n) => return Ok(n),
            };
            let comments = record
                .moves
                .first_mut()
                .map(|e| core::mem::take(&mut e.comments))
                .unwrap_or_default();
            g.set_comments(index_arg(ply), comments)
                .map_err(game_error_code)?;
            Ok(0)
        })
    }

    /// Sets the header to that of the JKF value packed in the first `words`
    /// words and `bytes` bytes of the text buffer.
    pub fn record_set_header(&mut self, handle: u32, words: usize, bytes: usize) -> i32 {
        self.on_record(handle, |g, io| match jkf_in(io, words, bytes) {
            Ok(record) => {
                *g.header_mut() = record.header;
                Ok(0)
            }
            Err(n) => Ok(n),
        })
    }

    /// Writes the record in `format` (1 KIF, 2 KI2, 3 CSA) to the kifu output
    /// as UTF-16LE, or with 4 (JKF) packs it as [`crate::kifu_parse`] does;
    /// with [`op::USEN`] writes its USEN.
    pub fn record_to_kifu(&mut self, handle: u32, format: u32) -> i32 {
        // A USEN refused has its error recorded, and −1 is returned.
        self.on_record(handle, |g, io| Ok(write_record(io, g.record(), format)))
    }

    /// Whether the USI move in the text buffer's first `len` bytes must (0),
    /// may (1) or cannot (2) promote; an error when it is illegal either way.
    pub fn record_promotion(&mut self, handle: u32, len: usize) -> i32 {
        self.on_record(handle, |g, io| {
            let mv = usi(io.text.bytes(len))?;
            // As `Board::promotion` says, with one check of the move
            // unpromoted, whose refusal is the error when neither is legal.
            let board = g.board();
            let (plain, promoted) = match mv {
                Move::Board { from, to, .. } => (
                    Move::Board {
                        from,
                        to,
                        promote: false,
                    },
                    board.is_legal(Move::Board {
                        from,
                        to,
                        promote: true,
                    }),
                ),
                drop => (drop, false),
            };
            match (board.check_legal(plain), promoted) {
                (Err(_), true) => Ok(0),
                (Ok(()), true) => Ok(1),
                (Ok(()), false) => Ok(2),
                (Err(e), false) => Err(illegal_move_code(e)),
            }
        })
    }

    /// The key of a USI move's Japanese text (options `bits`;
    /// [`crate::notation::key_text`] gives the text): with `high` 0, the
    /// move in the text buffer's bytes `previous..previous + len`; else the
    /// move's bytes as [`usi_from_words`] reads them from `len` and `high`.
    /// The move before it is the USI in the text buffer's first `previous`
    /// bytes or, when there are none, the move that led to the current ply.
    pub fn record_japanese(
        &mut self,
        handle: u32,
        bits: u32,
        previous: usize,
        len: usize,
        high: u32,
    ) -> i32 {
        self.on_record(handle, |g, io| {
            let bytes = io
                .text
                .bytes(if high == 0 { previous + len } else { previous });
            let prev = match previous {
                0 => g.last_move(),
                _ => Some(
                    usi(bytes.get(..previous).unwrap_or_default())
                        .map_err(|[c, _, _, d]| [c, 1, 0, d])?,
                ),
            };
            let mv = match high {
                0 => usi(bytes.get(previous..).unwrap_or_default())?,
                _ => usi_from_words(len as u32, high)?,
            };
            let opts = options(bits, prev);
            let key = japanese_key(g.board(), mv, &opts)
                .map_err(|e| notation_error_code(&e, &mut io.output))?;
            Ok(key as i32)
        })
    }

    /// One of the record's small operations (`op`, [`crate::contract::op`]) on
    /// the record of `handle`, with its argument `arg`: one export for them all,
    /// so that the module carries one wrapper.
    ///
    /// - `PLY`, `LENGTH`: the current ply, the line's last ply;
    /// - `GOTO` (`arg` the ply), `FORWARD`, `BACK`, `UNDO`: 1 when it moved, 0 when not;
    /// - `POSITION`: writes the current position to the decoded buffer;
    /// - `SWITCH`, `REMOVE`, `PROMOTE` (`arg` the branch's index);
    /// - `END` (`arg` the end's number, [`crate::contract::LIVE_ENDS`]);
    /// - `OUTCOME`: 0 none, else 1 + the reason's number ([`reason_number`]) +
    ///   256 × the winner (0 none, 1 black, 2 white);
    /// - `DECLARE` (`arg` 24 for the 24-point rule, else the 27-point rule):
    ///   the verdict for the declarer, 0 win, 1 lose, 2 draw;
    /// - `USEN_BRANCH`: the USEN branch index (tsshogi's) of the current ply;
    /// - `IS_CHECK`: 1 when the side to move is in check;
    /// - `LEGAL_MOVES`, `BRANCHES`, `MOVES_FROM` (`arg` a square's board index,
    ///   or 81 + a hand kind's number for its drops): writes the moves' keys to
    ///   [`crate::legal_move_keys`] (sorted; the branches the one followed
    ///   first) and returns how many there are.
    pub fn record_op(&mut self, handle: u32, operation: u32, arg: f64) -> i32 {
        self.on_record(handle, |g, io| {
            let n = index_arg(arg);
            let index = |r: Result<(), GameError>| r.map(|()| 0).map_err(game_error_code);
            Ok(match operation {
                op::PLY => g.ply() as i32,
                op::LENGTH => g.len() as i32,
                // One call of `goto` for the three (`back` at ply 0 goes
                // to no ply).
                op::GOTO | op::FORWARD | op::BACK => i32::from(g.goto(match operation {
                    op::GOTO => n,
                    op::FORWARD => g.ply() + 1,
                    _ => g.ply().wrapping_sub(1),
                })),
                op::UNDO => i32::from(g.undo()),
                op::POSITION => {
                    store(g, io)?;
                    0
                }
                op::SWITCH => index(g.switch_branch(n))?,
                op::REMOVE => index(g.remove_branch(n))?,
                op::PROMOTE => index(g.promote_branch(n))?,
                op::END => {
                    let end = match n {
                        0 => LiveEnd::Resign,
                        1 => LiveEnd::Timeout,
                        _ => LiveEnd::Abort,
                    };
                    index(g.end(end))?
                }
                op::OUTCOME => g.outcome().map_or(0, |e| {
                    let winner = e.winner.map_or(0, |c| c as u32 + 1);
                    (1 + reason_number(e.reason) + (winner << 8)) as i32
                }),
                op::DECLARE => {
                    let rule = match n {
                        24 => DeclarationRule::Points24,
                        _ => DeclarationRule::Points27,
                    };
                    match g.declare(rule) {
                        Ok(Declaration::Win) => 0,
                        Ok(Declaration::Lose) => 1,
                        Ok(Declaration::Draw) => 2,
                        Err(e) => return Err(game_error_code(e)),
                    }
                }
                op::USEN_BRANCH => {
                    usen_branch(g.record(), g.path(), g.ply()).map_or(0, |(b, _)| b as i32)
                }
                op::IS_CHECK => i32::from(g.board().in_check()),
                op::LEGAL_MOVES => io.rules.keys_of(g.board()),
                op::BRANCHES => {
                    g.branches(io.rules.list());
                    io.rules.keys_listed()
                }
                _ => io.rules.keys_from(g.board(), n),
            })
        })
    }
}
