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

use super::buffers::position_in;
use super::formats::{packed, text_in};
use super::kifu::{failed, pack, positions_error_code, read_text, utf16_into, write_plies};
use super::notation::{notation_error_code, options};
use super::rules::{illegal_move_code, overflow, setup_error_code, split_usi, usi_error_code};
use super::{error_code, with_io, Io};
use crate::contract::code;
use shogi64::kifu::{
    kifu_positions_with, read_jkf_packed, to_csa, to_ki2, to_kif, EndReason, Format, Game,
    GameError, LiveEnd, Record,
};
use shogi64::notation::japanese_with;
use shogi64::rules::Promotion;
use shogi64::{Kind, Move, Sq, UsiError, UsiExpected};

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

/// Runs `f` on the record of `handle`; on failure records the error words
/// and returns −1.
fn on(handle: u32, f: impl FnOnce(&mut Game, &mut Io) -> Result<i32, [u32; 4]>) -> i32 {
    with_io(|io| {
        // The game leaves the slab while `f` runs, so that `f` has the
        // other buffers: a box moves, not the game.
        let mut game = match take(io, handle) {
            Ok(game) => game,
            Err(words) => {
                io.error = words;
                return -1;
            }
        };
        let result = f(&mut game, io);
        if let Some(slot) = io.records.slots.get_mut(handle as usize - 1) {
            *slot = Some(game);
        }
        match result {
            Ok(n) => n,
            Err(words) => {
                io.error = words;
                -1
            }
        }
    })
}

fn take(io: &mut Io, handle: u32) -> Result<Box<Game>, [u32; 4]> {
    handle
        .checked_sub(1)
        .and_then(|i| io.records.slots.get_mut(i as usize))
        .and_then(Option::take)
        .ok_or([code::NO_RECORD, handle, 0, 0])
}

/// Keeps a game made from a record read; −1 when its start is refused.
fn keep(io: &mut Io, record: Record) -> i32 {
    match Game::from_record(record) {
        Some(game) => io.records.add(game),
        None => {
            io.error = positions_error_code(shogi64::kifu::PositionsError::Start);
            -1
        }
    }
}

/// A record starting from the position in the position buffers (the
/// initial position when `initial` is 1), with no move; returns its handle.
#[no_mangle]
pub extern "C" fn record_new(initial: u32) -> i32 {
    with_io(|io| {
        let given = match initial {
            1 => Ok(shogi64::Position::initial()),
            _ => position_in(&io.position, &io.board),
        };
        let p = match given {
            Ok(p) => p,
            Err(e) => {
                io.error = error_code(&e.into());
                return -1;
            }
        };
        match Game::new(&p) {
            Ok(game) => io.records.add(game),
            Err(e) => {
                io.error = setup_error_code(e);
                -1
            }
        }
    })
}

/// A record read from the text buffer's first `len` bytes in `format` (as
/// [`crate::kifu_parse`] reads it); returns its handle, or
/// [`crate::KIFU_IS_JKF`] for a JKF record, which the shim reads.
#[no_mangle]
pub extern "C" fn record_from_kifu(len: usize, format: u32) -> i32 {
    with_io(|io| match read_text(io, len, format) {
        Ok(record) => keep(io, record),
        Err(n) => n,
    })
}

/// A record from the JKF value packed in the first `words` words and
/// `bytes` bytes of the text buffer; returns its handle.
#[no_mangle]
pub extern "C" fn record_from_jkf(words: usize, bytes: usize) -> i32 {
    with_io(|io| {
        let (words, block) = packed(io, words, bytes);
        match read_jkf_packed(words, block) {
            Ok(record) => keep(io, record),
            Err(e) => failed(io, &e),
        }
    })
}

/// A record of the USI position in the text buffer's first `len` bytes
/// (as [`crate::from_usi`] reads it), its moves played; returns its handle.
#[no_mangle]
pub extern "C" fn record_from_usi(len: usize) -> i32 {
    with_io(|io| {
        let made = (|| {
            let text = text_in(&io.text, len);
            let (p, _, moves) = split_usi(text)?;
            let mut game = Game::new(&p).map_err(setup_error_code)?;
            let mut plies = 0u32;
            if let Some((at, moves)) = moves {
                let mut offset = at;
                for token in moves.split(|c: char| c.is_ascii_whitespace()) {
                    let start = offset;
                    offset += token.len() + 1;
                    if token.is_empty() {
                        continue;
                    }
                    plies += 1;
                    let span = (start.min(0xffff) | token.len().min(0xffff) << 16) as u32;
                    let placed = |[c, _, _, d]: [u32; 4]| [c, plies, span, d];
                    let mv = usi(token.as_bytes()).map_err(placed)?;
                    // The rules' refusal first: a move after a mate is
                    // illegal, as `from_usi` says.
                    game.board()
                        .check_legal(mv)
                        .map_err(|e| placed(illegal_move_code(e)))?;
                    game.play(mv).map_err(|e| match e {
                        // Its words carry the hand, not the move's span.
                        GameError::HandOverflow { .. } => played_error(&game, mv, e),
                        e => placed(game_error_code(e)),
                    })?;
                }
            }
            Ok(game)
        })();
        match made {
            Ok(game) => io.records.add(game),
            Err(words) => {
                io.error = words;
                -1
            }
        }
    })
}

/// Frees the record of `handle`; 0, or −1 when there is none.
#[no_mangle]
pub extern "C" fn record_free(handle: u32) -> i32 {
    with_io(|io| match take(io, handle) {
        Ok(_) => {
            io.records.free.push(handle - 1);
            0
        }
        Err(words) => {
            io.error = words;
            -1
        }
    })
}

/// The current ply.
#[no_mangle]
pub extern "C" fn record_ply(handle: u32) -> i32 {
    on(handle, |g, _| Ok(g.ply() as i32))
}

/// The last ply of the line, counting moves only.
#[no_mangle]
pub extern "C" fn record_length(handle: u32) -> i32 {
    on(handle, |g, _| Ok(g.len() as i32))
}

/// Goes to `ply`: 1 when it moved, 0 when not.
#[no_mangle]
pub extern "C" fn record_goto(handle: u32, ply: f64) -> i32 {
    on(handle, |g, _| {
        let ok = ply >= 0.0 && ply <= g.len() as f64 && g.goto(ply as usize);
        Ok(i32::from(ok))
    })
}

/// One ply on: 1 when it moved, 0 when not.
#[no_mangle]
pub extern "C" fn record_forward(handle: u32) -> i32 {
    on(handle, |g, _| Ok(i32::from(g.forward())))
}

/// One ply back: 1 when it moved, 0 when not.
#[no_mangle]
pub extern "C" fn record_back(handle: u32) -> i32 {
    on(handle, |g, _| Ok(i32::from(g.back())))
}

fn store(g: &Game, io: &mut Io) -> Result<(), [u32; 4]> {
    let board = g.board();
    io.decoded_position = board
        .try_to_position()
        .ok_or_else(|| overflow(board, g.ply() as u32))?;
    Ok(())
}

/// Writes the position at the current ply to the decoded buffer.
#[no_mangle]
pub extern "C" fn record_position(handle: u32) -> i32 {
    on(handle, |g, io| store(g, io).map(|()| 0))
}

/// A USI move from bytes.
fn usi(text: &[u8]) -> Result<Move, [u32; 4]> {
    let text = core::str::from_utf8(text).map_err(|e| {
        usi_error_code(UsiError {
            offset: e.valid_up_to(),
            expected: UsiExpected::FileOrPiece,
        })
    })?;
    text.parse().map_err(usi_error_code)
}

/// Plays the USI move in the text buffer's first `len` bytes.
#[no_mangle]
pub extern "C" fn record_play(handle: u32, len: usize) -> i32 {
    on(handle, |g, io| {
        let mv = usi(io.text.bytes(len))?;
        g.play(mv).map_err(|e| played_error(g, mv, e))?;
        Ok(0)
    })
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

/// Steps back one ply and removes the move it left: 1, or 0 at the start.
#[no_mangle]
pub extern "C" fn record_undo(handle: u32) -> i32 {
    on(handle, |g, _| Ok(i32::from(g.undo())))
}

/// Writes the keys of the moves available next (the one followed first)
/// to [`crate::legal_move_keys`]; returns how many there are.
#[no_mangle]
pub extern "C" fn record_branches(handle: u32) -> i32 {
    on(handle, |g, io| {
        g.branches(io.rules.list());
        Ok(io.rules.keys_listed())
    })
}

/// Follows branch `index` (0: switch, 1: remove, 2: promote: `op`).
#[no_mangle]
pub extern "C" fn record_branch(handle: u32, op: u32, index: f64) -> i32 {
    on(handle, |g, _| {
        let i = if index >= 0.0 && index < f64::from(u32::MAX) {
            index as usize
        } else {
            usize::MAX
        };
        match op {
            0 => g.switch_branch(i),
            1 => g.remove_branch(i),
            _ => g.promote_branch(i),
        }
        .map_err(game_error_code)?;
        Ok(0)
    })
}

/// Records end `reason` ([`crate::contract::LIVE_ENDS`]) at the current ply.
#[no_mangle]
pub extern "C" fn record_end(handle: u32, reason: u32) -> i32 {
    on(handle, |g, _| {
        let end = match reason {
            0 => LiveEnd::Resign,
            1 => LiveEnd::Timeout,
            _ => LiveEnd::Abort,
        };
        g.end(end).map_err(game_error_code)?;
        Ok(0)
    })
}

/// The outcome at the current ply: 0 none, else 1 + the reason's number
/// ([`reason_number`]) + 256 × the winner (0 none, 1 black, 2 white).
#[no_mangle]
pub extern "C" fn record_outcome(handle: u32) -> i32 {
    on(handle, |g, _| {
        Ok(g.outcome().map_or(0, |e| {
            let winner = e.winner.map_or(0, |c| c as u32 + 1);
            (1 + reason_number(e.reason) + (winner << 8)) as i32
        }))
    })
}

/// Writes the positions of the line to the kifu output, as
/// [`crate::kifu_positions_of`] does, the texts with the options `bits`.
#[no_mangle]
pub extern "C" fn record_moves(handle: u32, bits: u32) -> i32 {
    on(handle, |g, io| {
        let opts = options(bits, None);
        let plies =
            kifu_positions_with(g.record(), g.path(), &opts).map_err(positions_error_code)?;
        let out = &mut io.kifu.out;
        out.clear();
        write_plies(out, &plies);
        Ok(out.len() as i32)
    })
}

/// Sets the comments of `ply` to those of the first move entry of the JKF
/// value packed in the first `words` words and `bytes` bytes of the text
/// buffer (`{ header: {}, moves: [{ comments }] }`).
#[no_mangle]
pub extern "C" fn record_set_comments(handle: u32, ply: f64, words: usize, bytes: usize) -> i32 {
    on(handle, |g, io| {
        let (words, block) = packed(io, words, bytes);
        let record = match read_jkf_packed(words, block) {
            Ok(record) => record,
            Err(e) => return Ok(failed(io, &e)),
        };
        let comments = record
            .moves
            .into_iter()
            .next()
            .map(|e| e.comments)
            .unwrap_or_default();
        let ply = if ply >= 0.0 && ply < f64::from(u32::MAX) {
            ply as usize
        } else {
            usize::MAX
        };
        g.set_comments(ply, comments).map_err(game_error_code)?;
        Ok(0)
    })
}

/// Sets the header to that of the JKF value packed in the first `words`
/// words and `bytes` bytes of the text buffer.
#[no_mangle]
pub extern "C" fn record_set_header(handle: u32, words: usize, bytes: usize) -> i32 {
    on(handle, |g, io| {
        let (words, block) = packed(io, words, bytes);
        match read_jkf_packed(words, block) {
            Ok(record) => {
                *g.header_mut() = record.header;
                Ok(0)
            }
            Err(e) => Ok(failed(io, &e)),
        }
    })
}

/// Writes the record in `format` (1 KIF, 2 KI2, 3 CSA) to the kifu output
/// as UTF-16LE, or with 4 (JKF) packs it as [`crate::kifu_parse`] does.
#[no_mangle]
pub extern "C" fn record_to_kifu(handle: u32, format: u32) -> i32 {
    on(handle, |g, io| {
        let text = match super::kifu::format_of(format) {
            Some(Format::Kif) => to_kif(g.record()),
            Some(Format::Ki2) => to_ki2(g.record()),
            Some(Format::Csa) => to_csa(g.record()),
            Some(Format::Jkf) | None => return Ok(pack(io, g.record())),
        };
        let out = &mut io.kifu.out;
        out.clear();
        utf16_into(out, &text);
        Ok(out.len() as i32)
    })
}

/// Writes the keys of the legal moves at the current ply, sorted as
/// [`crate::legal_moves`] sorts them; returns how many there are.
#[no_mangle]
pub extern "C" fn record_legal_moves(handle: u32) -> i32 {
    on(handle, |g, io| {
        g.board().legal_moves(io.rules.list());
        Ok(io.rules.sort_listed())
    })
}

/// 1 when the side to move is in check at the current ply, 0 when not.
#[no_mangle]
pub extern "C" fn record_is_check(handle: u32) -> i32 {
    on(handle, |g, _| Ok(i32::from(g.board().in_check())))
}

/// The keys of the legal moves of the piece on square `index` (a
/// position's board index), or of the drops of kind `kind` (1 to 7) when
/// `index` is 81 or more, sorted; returns how many there are.
#[no_mangle]
pub extern "C" fn record_moves_from(handle: u32, index: u32, kind: u32) -> i32 {
    on(handle, |g, io| {
        let list = io.rules.list();
        match Sq::from_index(index as usize) {
            Some(sq) => g.board().moves_from(sq, list),
            None => match Kind::from_number(kind as u8).filter(|k| k.hand_slot().is_some()) {
                Some(k) => g.board().drop_targets(k, list),
                None => list.clear(),
            },
        }
        Ok(io.rules.sort_listed())
    })
}

/// Whether the USI move in the text buffer's first `len` bytes must (0),
/// may (1) or cannot (2) promote; an error when it is illegal either way.
#[no_mangle]
pub extern "C" fn record_promotion(handle: u32, len: usize) -> i32 {
    on(handle, |g, io| {
        let mv = usi(io.text.bytes(len))?;
        match g.board().promotion(mv) {
            Some(Promotion::Must) => Ok(0),
            Some(Promotion::May) => Ok(1),
            Some(Promotion::Never) => Ok(2),
            None => {
                let plain = match mv {
                    Move::Board { from, to, .. } => Move::Board {
                        from,
                        to,
                        promote: false,
                    },
                    drop => drop,
                };
                match g.board().check_legal(plain) {
                    Err(e) => Err(illegal_move_code(e)),
                    Ok(()) => Err([code::ILLEGAL_MOVE, 0, 0, 0]),
                }
            }
        }
    })
}

/// Writes the USI move in the text buffer's bytes `previous..previous +
/// len` as Japanese text (options `bits`) to the output buffer, the move
/// before it the USI in the first `previous` bytes or, when there are
/// none, the move that led to the current ply.
#[no_mangle]
pub extern "C" fn record_japanese(handle: u32, bits: u32, previous: usize, len: usize) -> i32 {
    on(handle, |g, io| {
        let bytes = io.text.bytes(previous + len);
        let prev = match previous {
            0 => g.last_move(),
            _ => Some(
                usi(bytes.get(..previous).unwrap_or_default())
                    .map_err(|[c, _, _, d]| [c, 1, 0, d])?,
            ),
        };
        let mv = usi(bytes.get(previous..).unwrap_or_default())?;
        let opts = options(bits, prev);
        let scratch = io.rules.list();
        let text = japanese_with(g.board(), mv, &opts, scratch)
            .map_err(|e| notation_error_code(&e, "", &mut io.output))?;
        Ok(crate::put(&mut io.output, text.as_bytes()) as i32)
    })
}
