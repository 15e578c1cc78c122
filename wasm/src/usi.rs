//! The engine output (USI) exports of the binding (part of the `rules` feature):
//! `info` and `bestmove` lines read, a score turned to black's point of
//! view, a win rate.
//!
//! A line comes in through the text buffer as UTF-8. Its numbers go out
//! through [`engine_slots`], [`ENGINE_SLOTS`](crate::contract::ENGINE_SLOTS) `f64` laid out as [`Slot`] says; its
//! text (the moves as USI, the `string`) through [`engine_output`], a
//! buffer that grows with it, valid until the next call. A score comes in
//! as three numbers ([`score_in`]). Errors are words (codes 110 and up, see
//! [`crate::contract`]) that the shim words with the core's templates.

use super::formats::text_in;
use super::rules::write_usi;
use super::{with_engine, Engine};
use crate::contract::code;
use alloc::vec::Vec;
use shogi64::engine::{
    parse_bestmove, parse_info, score_for_black, win_rate, Best, Bound, EngineError, Score,
};
use shogi64::{Color, Move};

use crate::contract::ENGINE_SLOTS as SLOTS;

/// What each slot of [`engine_slots`] holds after a call.
///
/// After [`engine_info`]: [`Slot::Fields`] has bit `i` set for each field
/// present, in the order depth, seldepth, time, nodes, nps, hashfull,
/// multipv, currmove, score, bound, pv, string; the seven numbers follow in
/// that order (a number above 2⁵³ as the nearest `f64`); then the score
/// ([`Slot::ScoreKind`] and the two after it), the bound (0 lower, 1
/// upper), and the byte lengths of the texts in [`engine_output`], one
/// after another: the move searched, the PV (its moves separated by spaces)
/// and the string.
///
/// After [`engine_bestmove`]: [`Slot::Fields`] is 0 for a move, 1
/// `resign`, 2 `win`, plus 4 when a ponder move follows; the move's and
/// the ponder move's byte lengths are in the slots of the move searched and
/// the PV.
#[repr(usize)]
pub enum Slot {
    /// Which fields the line has.
    Fields = 0,
    /// The score's kind: 0 `cp`, 1 `mate` with plies, 2 `mate` without.
    ScoreKind = 8,
    /// The centipawns or the plies.
    ScoreValue = 9,
    /// The mate's sign, 1 or −1.
    ScoreSign = 10,
    /// 0 `lowerbound`, 1 `upperbound`.
    Bound = 11,
    /// Bytes of the move searched (or the best move).
    Currmove = 12,
    /// Bytes of the PV (or the ponder move).
    Pv = 13,
    /// Bytes of the string.
    String = 14,
}

/// What the engine output exports keep from call to call: the slots and the
/// text of the last line read.
pub(crate) struct Usi {
    slots: [f64; SLOTS],
    out: Vec<u8>,
}

impl Usi {
    pub(crate) const fn new() -> Usi {
        Usi {
            slots: [0.0; SLOTS],
            out: Vec::new(),
        }
    }
}

/// The error words of `e`: `a` the byte offset, `b` the key's number
/// ([`shogi64::engine::Key::ALL`]'s order) of a number error. (Out of
/// line, as [`score_out`]: one copy for the exports that call it.)
#[inline(never)]
pub fn engine_error_code(e: EngineError) -> [u32; 4] {
    let byte = e.byte().min(u32::MAX as usize) as u32;
    let (c, key) = match e {
        EngineError::NotInfo { .. } => (code::ENGINE_NOT_INFO, 0),
        EngineError::NotBestMove { .. } => (code::ENGINE_NOT_BESTMOVE, 0),
        EngineError::Number { key, .. } => (code::ENGINE_NUMBER, key as u32),
        EngineError::ScoreKind { .. } => (code::ENGINE_SCORE_KIND, 0),
        EngineError::Mate { .. } => (code::ENGINE_MATE, 0),
        EngineError::Move { .. } => (code::ENGINE_MOVE, 0),
        EngineError::Trailing { .. } => (code::ENGINE_TRAILING, 0),
        _ => (code::ENGINE_LINE_BREAK, 0),
    };
    [c, byte, key, 0]
}

/// Appends the USI of `moves`, separated by spaces, to `out`; returns
/// how many bytes.
fn moves_out(out: &mut Vec<u8>, moves: &[Move]) -> usize {
    let start = out.len();
    for (i, &mv) in moves.iter().enumerate() {
        if i > 0 {
            out.push(b' ');
        }
        let mut text = [0; 5];
        let n = write_usi(mv, &mut text);
        out.extend_from_slice(text.get(..n).unwrap_or_default());
    }
    out.len() - start
}

/// Writes `score` to its three slots.
#[inline(never)]
fn score_out(slots: &mut [f64; SLOTS], score: Score) {
    let (kind, value, sign) = match score {
        Score::Cp(cp) => (0.0, f64::from(cp), 1.0),
        Score::Mate {
            plies: Some(n),
            sign,
        } => (1.0, f64::from(n), f64::from(sign)),
        Score::Mate { plies: None, sign } => (2.0, 0.0, f64::from(sign)),
    };
    slots[Slot::ScoreKind as usize] = kind;
    slots[Slot::ScoreValue as usize] = value;
    slots[Slot::ScoreSign as usize] = sign;
}

/// A score from three numbers: `kind` as [`Slot::ScoreKind`], `value` the
/// centipawns (an integer within ±(2³¹ − 1)) or the plies (an integer from
/// 0 to 2³² − 1), `sign` 1 or −1 (for a mate). `None` for anything else.
pub fn score_in(kind: f64, value: f64, sign: f64) -> Option<Score> {
    let sign = if sign == 1.0 {
        1
    } else if sign == -1.0 {
        -1
    } else {
        0
    };
    let integer = |v: f64, min: f64, max: f64| v >= min && v <= max && v as i64 as f64 == v;
    if kind == 0.0 && integer(value, -(i32::MAX as f64), i32::MAX as f64) {
        Some(Score::Cp(value as i32))
    } else if kind == 1.0 && sign != 0 && integer(value, 0.0, u32::MAX as f64) {
        Some(Score::Mate {
            plies: Some(value as u32),
            sign,
        })
    } else if kind == 2.0 && sign != 0 {
        Some(Score::Mate { plies: None, sign })
    } else {
        None
    }
}

/// [`Engine::engine_info`] on the module's engine.
#[no_mangle]
pub extern "C" fn engine_info(len: usize) -> i32 {
    with_engine(|e| e.engine_info(len))
}

/// [`Engine::engine_bestmove`] on the module's engine.
#[no_mangle]
pub extern "C" fn engine_bestmove(len: usize) -> i32 {
    with_engine(|e| e.engine_bestmove(len))
}

/// [`Engine::engine_score_for_black`] on the module's engine.
#[no_mangle]
pub extern "C" fn engine_score_for_black(kind: f64, value: f64, sign: f64, turn: u32) -> i32 {
    with_engine(|e| e.engine_score_for_black(kind, value, sign, turn))
}

/// The win rate of the score `kind`, `value`, `sign` (see [`score_in`]) at
/// `scale`: from 0 to 1; −1 when the numbers are not a score, −2 when the
/// scale is not a positive finite number.
#[no_mangle]
pub extern "C" fn engine_win_rate(kind: f64, value: f64, sign: f64, scale: f64) -> f64 {
    match score_in(kind, value, sign) {
        None => -1.0,
        Some(score) => win_rate(score, scale).unwrap_or(-2.0),
    }
}

/// Where the slots start ([`ENGINE_SLOTS`](crate::contract::ENGINE_SLOTS) `f64`).
#[no_mangle]
pub extern "C" fn engine_slots() -> *const f64 {
    // SAFETY: a field's address; no reference is made.
    unsafe { core::ptr::addr_of!((*super::io_place()).usi.slots) }.cast()
}

/// [`Engine::engine_output`] on the module's engine.
#[no_mangle]
pub extern "C" fn engine_output() -> *const u8 {
    with_engine(|e| e.engine_output())
}

impl Engine {
    /// Reads the `info` line in the text buffer's first `len` bytes into the
    /// slots and the output; returns 0, or −1 on failure (error words
    /// [`engine_error_code`]).
    pub fn engine_info(&mut self, len: usize) -> i32 {
        let info = match parse_info(text_in(&self.text, len)) {
            Ok(info) => info,
            Err(e) => {
                self.fail(engine_error_code(e));
                return -1;
            }
        };
        let (slots, out) = (&mut self.usi.slots, &mut self.usi.out);
        out.clear();
        let numbers = info.numbers();
        let mut fields = 0;
        for (i, n) in numbers.into_iter().enumerate() {
            if let Some(n) = n {
                fields |= 1 << i;
                slots[i + 1] = n as f64;
            }
        }
        let currmove = info.currmove.as_slice();
        fields |= u32::from(info.currmove.is_some()) << 7;
        slots[Slot::Currmove as usize] = moves_out(out, currmove) as f64;
        if let Some(score) = info.score {
            fields |= 1 << 8;
            score_out(slots, score);
        }
        if let Some(bound) = info.bound {
            fields |= 1 << 9;
            slots[Slot::Bound as usize] = f64::from(u8::from(bound == Bound::Upper));
        }
        fields |= u32::from(info.pv.is_some()) << 10;
        slots[Slot::Pv as usize] = moves_out(out, info.pv.as_deref().unwrap_or_default()) as f64;
        let string = info.string.unwrap_or_default();
        fields |= u32::from(info.string.is_some()) << 11;
        out.extend_from_slice(string.as_bytes());
        slots[Slot::String as usize] = string.len() as f64;
        slots[Slot::Fields as usize] = f64::from(fields);
        0
    }

    /// Reads the `bestmove` line in the text buffer's first `len` bytes into
    /// the slots and the output (see [`Slot`]); returns 0, or −1 on failure.
    pub fn engine_bestmove(&mut self, len: usize) -> i32 {
        let best = match parse_bestmove(text_in(&self.text, len)) {
            Ok(best) => best,
            Err(e) => {
                self.fail(engine_error_code(e));
                return -1;
            }
        };
        let (slots, out) = (&mut self.usi.slots, &mut self.usi.out);
        out.clear();
        let (kind, mv) = match best.best {
            Best::Move(mv) => (0, Some(mv)),
            Best::Resign => (1, None),
            Best::Win => (2, None),
        };
        slots[Slot::Currmove as usize] = moves_out(out, mv.as_slice()) as f64;
        slots[Slot::Pv as usize] = moves_out(out, best.ponder.as_slice()) as f64;
        slots[Slot::Fields as usize] = f64::from(kind | u8::from(best.ponder.is_some()) << 2);
        0
    }

    /// Turns the score `kind`, `value`, `sign` (see [`score_in`]) of the side
    /// to move `turn` (1 black, 0 white) to black's point of view, into the
    /// score slots; returns 0, or −1 when the three numbers are not a score.
    pub fn engine_score_for_black(&mut self, kind: f64, value: f64, sign: f64, turn: u32) -> i32 {
        let Some(score) = score_in(kind, value, sign) else {
            return -1;
        };
        let turn = if turn == 1 {
            Color::Black
        } else {
            Color::White
        };
        score_out(&mut self.usi.slots, score_for_black(score, turn));
        0
    }

    /// Where the text of the last call starts (valid until the next call).
    pub fn engine_output(&self) -> *const u8 {
        self.usi.out.as_ptr()
    }
}
