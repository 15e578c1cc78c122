//! The Japanese move text exports of the binding (the `notation` feature).
//!
//! A position crosses in through the codec's buffers ([`notation_load`]) and
//! becomes the rules' board, the one [`crate::rules`] keeps between calls
//! (one board for both: a position loaded by either is built once); a USI
//! move, or Japanese text, comes in through the text buffer after the
//! previous move's USI; the text, or the USI, goes back out through the output buffer as UTF-8. Options
//! cross as one number of bit fields ([`options`]). Errors are words, never
//! formatted text, so that `core::fmt` stays out of the module: the shim
//! words them (codes 90 and up, see [`crate::contract`]).

use super::rules::{illegal_move_code, load, loaded, played, usi, write_usi};
use super::{with_engine, Engine};
use crate::contract::code;
use shogi64::notation::{
    from_japanese_with, japanese_key, DragonChar, JapaneseOptions, KingChar, Mark, MoveText,
    NotationError, Style,
};
use shogi64::{Kind, Move, Sq};

/// The notation's state between calls: the board is the rules' own
/// ([`crate::rules`]), loaded and played on as theirs is.
pub(crate) struct Notation {
    /// The move last played by [`japanese_move`] with [`PLAY`]: the previous
    /// move of the next call when that call gives none.
    previous: Option<Move>,
}

impl Notation {
    pub(crate) const fn new() -> Notation {
        Notation { previous: None }
    }
}

pub use crate::contract::option::PLAY;
use crate::contract::option::{self as bit};

/// The options of a call from their bits (see [`crate::contract::option`]).
pub fn options(bits: u32, previous: Option<Move>) -> JapaneseOptions {
    JapaneseOptions {
        previous,
        same_space: bits & bit::SAME_SPACE != 0,
        mark: match bits & bit::MARK {
            bit::MARK_SHOGI => Some(Mark::Shogi),
            bit::MARK_TRIANGLE => Some(Mark::Triangle),
            bit::MARK_NONE => Some(Mark::None),
            _ => None,
        },
        dragon: match bits & bit::DRAGON {
            bit::DRAGON_SIMPLIFIED => Some(DragonChar::Simplified),
            bit::DRAGON_TRADITIONAL => Some(DragonChar::Traditional),
            _ => None,
        },
        king: if bits & bit::KING_WHITE_OU != 0 {
            KingChar::WhiteOu
        } else {
            KingChar::Gyoku
        },
        style: if bits & bit::KIF != 0 {
            Style::Kif
        } else {
            Style::Ki2
        },
    }
}

impl Engine {
    /// Runs `f`; on failure records the error words and returns −1.
    fn run_notation(&mut self, f: impl FnOnce(&mut Engine) -> Result<i32, [u32; 4]>) -> i32 {
        match f(self) {
            Ok(n) => n,
            Err(words) => {
                self.fail(words);
                -1
            }
        }
    }
}

/// Writes `squares`' indexes to `out` and returns how many.
fn write_squares(squares: &[Sq], out: &mut [u8]) -> u32 {
    for (slot, sq) in out.iter_mut().zip(squares) {
        *slot = sq.index() as u8;
    }
    squares.len().min(out.len()) as u32
}

/// The error words of a notation error: `a` is the variant (see below) +
/// 256 × the kind's number + 65536 × a square's index; `b` a character
/// offset in the text; `c` how many bytes of detail the output buffer holds
/// (the expected text of a syntax error, or the candidates' square indexes).
///
/// Variants (code [`code::BAD_JAPANESE`]): 0 syntax, 1 wrong side, 2 同
/// without a previous move, 3 no piece, 4 no piece fits, 5 wrong KIF origin;
/// (code [`code::AMBIGUOUS_JAPANESE`]): 6 ambiguous, 7 inexpressible.
/// An illegal move has the words of [`illegal_move_code`].
pub fn notation_error_code(e: &NotationError, out: &mut [u8]) -> [u32; 4] {
    let word = |variant: u32, kind: Kind, sq: Sq| {
        variant | u32::from(kind.number()) << 8 | (sq.index() as u32) << 16
    };
    // The candidates, of the three variants that have them, written by one
    // call after the match.
    let (mut words, squares): ([u32; 4], Option<&[Sq]>) = match e {
        NotationError::Syntax {
            char_offset,
            expected,
            ..
        } => {
            let n = crate::put(out, expected.as_bytes());
            return [code::BAD_JAPANESE, 0, *char_offset as u32, n as u32];
        }
        NotationError::WrongSide { turn, .. } => {
            return [code::BAD_JAPANESE, 1 | (*turn as u32) << 8, 0, 0];
        }
        NotationError::NoPrevious { char_offset, .. } => {
            return [code::BAD_JAPANESE, 2, *char_offset as u32, 0];
        }
        NotationError::NoPiece { kind, to } => {
            return [code::BAD_JAPANESE, word(3, *kind, *to), 0, 0];
        }
        NotationError::NoMatch {
            kind,
            to,
            candidates,
        } => (
            [code::BAD_JAPANESE, word(4, *kind, *to), 0, 0],
            Some(&candidates[..]),
        ),
        NotationError::WrongOrigin { from, kind } => {
            return [code::BAD_JAPANESE, word(5, *kind, *from), 0, 0];
        }
        NotationError::Ambiguous {
            kind,
            to,
            candidates,
        } => (
            [code::AMBIGUOUS_JAPANESE, word(6, *kind, *to), 0, 0],
            Some(&candidates[..]),
        ),
        NotationError::Inexpressible { mv, candidates } => (
            [
                code::AMBIGUOUS_JAPANESE,
                7 | (mv.to().index() as u32) << 16,
                0,
                0,
            ],
            Some(&candidates[..]),
        ),
        NotationError::Illegal(e) => return illegal_move_code(*e),
    };
    if let Some(squares) = squares {
        words[3] = write_squares(squares, out);
    }
    words
}

/// [`Engine::notation_load`] on the module's engine.
#[no_mangle]
pub extern "C" fn notation_load() -> i32 {
    with_engine(|e| e.notation_load())
}

/// The loaded board's state and the previous move: the USI in the first
/// `previous` bytes of the text buffer, or, when there are none, the move
/// last played.
fn split(io: &mut Engine, previous: usize) -> Result<Option<Move>, [u32; 4]> {
    if previous == 0 {
        return Ok(io.notation.previous);
    }
    let bytes = io.text.bytes(previous);
    usi(bytes).map(Some).map_err(|[c, _, _, d]| [c, 1, 0, d])
}

/// The text of `key` ([`MoveText::from_key`]) to the output buffer; returns
/// its length in bytes. The writers' exports return keys alone: the shim
/// keeps the texts it has made by key and asks for the text of a key it
/// has not met.
#[no_mangle]
pub extern "C" fn key_text(key: u32) -> i32 {
    with_engine(|e| crate::put(&mut e.output, MoveText::from_key(key).as_bytes()) as i32)
}

/// [`Engine::japanese_move`] on the module's engine.
#[no_mangle]
pub extern "C" fn japanese_move(bits: u32, previous: usize, len: usize) -> i32 {
    with_engine(|e| e.japanese_move(bits, previous, len))
}

/// [`Engine::japanese_to_usi`] on the module's engine.
#[no_mangle]
pub extern "C" fn japanese_to_usi(bits: u32, previous: usize, len: usize) -> i32 {
    with_engine(|e| e.japanese_to_usi(bits, previous, len))
}

impl Engine {
    /// Makes the position in the position buffers the board of the next calls,
    /// with no previous move. The same bytes as the last load, with no move
    /// played since, keep the board already built: writing the moves of one
    /// position one call at a time builds it once.
    pub fn notation_load(&mut self) -> i32 {
        self.run_notation(|io| {
            io.notation.previous = None;
            load(io).map(|()| 0)
        })
    }

    /// The key of the Japanese text (options `bits`, see [`options`]) of the
    /// USI move in the text buffer's bytes `previous..previous + len`
    /// ([`key_text`] gives the text); with [`PLAY`] also plays the move on
    /// the loaded board. An error about the previous move has `b` = 1.
    pub fn japanese_move(&mut self, bits: u32, previous: usize, len: usize) -> i32 {
        self.run_notation(|io| {
            let prev = split(io, previous)?;
            let bytes = io.text.bytes(previous + len);
            let mv = usi(bytes.get(previous..).unwrap_or_default())?;
            let opts = options(bits, prev);
            let key = japanese_key(loaded(io)?, mv, &opts)
                .map_err(|e| notation_error_code(&e, &mut io.output))?;
            if bits & PLAY != 0 {
                // Written means legal: the writer checked the move.
                played(io)?.play_unchecked(mv);
                io.notation.previous = Some(mv);
            }
            Ok(key as i32)
        })
    }

    /// Reads the Japanese text in the text buffer's bytes `previous..previous +
    /// len` (options `bits`: only the previous move matters) as a move of the
    /// loaded board, writes its USI to the output buffer and returns its length.
    pub fn japanese_to_usi(&mut self, bits: u32, previous: usize, len: usize) -> i32 {
        self.run_notation(|io| {
            let prev = split(io, previous)?;
            let bytes = io.text.bytes(previous + len);
            let text = bytes
                .get(previous..)
                .and_then(|b| core::str::from_utf8(b).ok())
                .unwrap_or_default();
            let opts = options(bits, prev);
            let (board, scratch) = io.rules.board_and_list()?;
            let mv = from_japanese_with(board, text, &opts, scratch)
                .map_err(|e| notation_error_code(&e, &mut io.output))?;
            Ok(write_usi(mv, &mut io.output) as i32)
        })
    }
}
