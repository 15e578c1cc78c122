//! USI → text: a legal move written in the official notation or the KIF column.

use alloc::string::String;
use alloc::vec::Vec;

use crate::{Board, Color, Kind, Move, Sq};

use super::error::{LineError, NotationError};
use super::names::{
    name_token, other_name, Suffix, Token, SAME as SAME_CHAR, SAME_SPACED as SAME_SPACED_STR,
    SQUARE_TOKENS,
};
use super::options::{JapaneseOptions, Mark, Style};
use super::relative::{self, Movement, Position, Words};
use super::text::{MoveText, Squares, TextWriter};

/// `mv`, legal in `board`, as Japanese text, without allocating: the text
/// of [`to_japanese`] in a fixed buffer.
pub fn japanese(
    board: &Board,
    mv: Move,
    opts: &JapaneseOptions,
) -> Result<MoveText, NotationError> {
    write(board, mv, opts, true).map(MoveText::from_key)
}

/// The key of [`japanese`]'s text ([`MoveText::key`]), without the text:
/// for a caller that keeps the texts it has made by key, and makes one
/// with [`MoveText::from_key`] only for a key it has not met.
///
/// ```
/// use shogi64::notation::{japanese, japanese_key, MoveText};
/// use shogi64::{Board, JapaneseOptions, Move, Position};
///
/// let board = Board::from_position(&Position::initial()).unwrap();
/// let mv: Move = "7g7f".parse().unwrap();
/// let key = japanese_key(&board, mv, &JapaneseOptions::KI2).unwrap();
/// assert_eq!(MoveText::from_key(key).as_str(), "☗７六歩");
/// assert_eq!(japanese(&board, mv, &JapaneseOptions::KI2).unwrap().key(), key);
/// ```
pub fn japanese_key(board: &Board, mv: Move, opts: &JapaneseOptions) -> Result<u32, NotationError> {
    write(board, mv, opts, true)
}

/// [`japanese`] for a move the rules refuse whose origin holds a
/// piece of the side to move (a kifu's illegal move): written as a legal
/// move would be, its piece counted among those that reach the square.
#[cfg(feature = "kifu")]
pub(crate) fn japanese_illegal(
    board: &Board,
    mv: Move,
    opts: &JapaneseOptions,
) -> Result<MoveText, NotationError> {
    write(board, mv, opts, false).map(MoveText::from_key)
}

/// The key of `mv`'s text ([`MoveText::key`]): each choice the text is made
/// of, packed (below 2²⁵, one key one text): the mark (2 bits) and colour
/// (1); the square's padded index + 1, or 90 for 同, 91 with the space (7);
/// the kind (4) and the options' other name (1); the suffix (2); then either
/// the words (tag 0) or the KIF origin (tag 1, 8 bits in all).
/// [`MoveText::from_key`] writes the text.
fn write(
    board: &Board,
    mv: Move,
    opts: &JapaneseOptions,
    legal: bool,
) -> Result<u32, NotationError> {
    let color = board.turn();
    let to = mv.to();
    let (kind, from) = match mv {
        Move::Drop { kind, .. } => (kind, None),
        Move::Board { from, .. } => match board.piece_at(from) {
            Some(p) => (p.kind, Some(from)),
            None => return Err(illegal(board, mv)),
        },
    };
    let mut found = origins(board, mv, kind, from, opts.style, legal)?;
    let mut words = Words::default();
    let mut drop_word = from.is_none();
    if opts.style == Style::Ki2 {
        if let (false, Some(from)) = (legal, from) {
            if !found.contains(&from) {
                let mut with = [from; 8];
                for (slot, &s) in with.iter_mut().zip(found.iter()) {
                    *slot = s;
                }
                found = Squares::new(&with[..(found.len() + 1).min(8)]);
            }
        }
        match from {
            None => drop_word = !found.is_empty(),
            Some(_) if found.len() < 2 => {}
            Some(from) => {
                words = relative::words(kind, color, from, to, &found).ok_or(
                    NotationError::Inexpressible {
                        mv,
                        candidates: found,
                    },
                )?;
            }
        }
    }
    let mark = opts.effective_mark();
    let mut key = mark as u32 | (color as u32) << 2;
    key |= if opts.previous.map(|p| p.to()) == Some(to) {
        90 + u32::from(opts.same_space)
    } else {
        to.padded() as u32 + 1
    } << 3;
    let other = other_name(kind, color, opts.effective_dragon(), opts.king);
    key |= (kind as u32) << 10 | u32::from(other) << 14;
    let tail = words.position.map_or(0, |x| x as u32 + 1)
        | words.movement.map_or(0, |x| x as u32 + 1) << 2;
    key |= tail << 18;
    let suffix = match mv {
        Move::Drop { .. } => drop_word.then_some(Suffix::Drop),
        Move::Board { from, promote, .. } => {
            if promote {
                Some(Suffix::Promote)
            } else if board.promotable(kind, from, to) {
                Some(Suffix::NoPromote)
            } else {
                None
            }
        }
    };
    if let Some(suffix) = suffix {
        key |= (suffix as u32 + 1) << 15;
    }
    if let (Style::Kif, Move::Board { from, .. }) = (opts.style, mv) {
        key |= (1 | (from.padded() as u32 + 1) << 1) << 17;
    }
    Ok(key)
}

/// The text of `key` ([`MoveText::key`]), each part a token of the tables
/// below, in the order the parts are read: mark, square or 同, name, words,
/// suffix, KIF origin.
pub(crate) fn text_of_key(key: u32) -> MoveText {
    let mut out = TextWriter::new();
    out.put(MARKS[key as usize & 3][key as usize >> 2 & 1]);
    match key >> 3 & 127 {
        90 => out.put(SAME),
        91 => out.put(SAME_SPACED),
        square => {
            // The file's token by the padded index's column, the rank's (its
            // bytes, shifted past the file's) by its row: one `or`.
            let p = (square as usize).wrapping_sub(1);
            let file = FILE_OF_COLUMN.get(p % 10).copied().unwrap_or_default();
            let rank = RANK_OF_ROW.get(p / 10).copied().unwrap_or_default();
            out.put(Token::new(file | rank, 6));
        }
    }
    out.put(name_token(key >> 10 & 15, key >> 14 & 1 != 0));
    let kif = key >> 17 & 1 != 0;
    if !kif {
        out.put(WORDS[key as usize >> 18 & 15]);
    }
    if let Some(suffix) = (key >> 15 & 3).checked_sub(1) {
        out.put(SUFFIXES[suffix as usize & 3]);
    }
    if kif {
        let from = Sq::from_padded((key as usize >> 18 & 127).wrapping_sub(1) % 89);
        let digits = u64::from(b'0' + from.file()) | u64::from(b'0' + from.rank()) << 8;
        out.put(Token::new(
            u64::from(b'(') | digits << 8 | u64::from(b')') << 24,
            4,
        ));
    }
    out.finish(key)
}

/// Each mark's token, by [`Mark`] and colour.
const MARKS: [[Token; 2]; 4] = {
    let mut t = [[Token::EMPTY; 2]; 4];
    let marks = [Mark::Shogi, Mark::Triangle, Mark::None];
    let mut i = 0;
    while i < 3 {
        let mut c = 0;
        while c < 2 {
            if let Some(ch) = marks[i].char(Color::ALL[c]) {
                t[marks[i] as usize][Color::ALL[c] as usize] = Token::char(ch);
            }
            c += 1;
        }
        i += 1;
    }
    t
};

/// 同, and 同 with a full-width space.
const SAME: Token = Token::char(SAME_CHAR);
const SAME_SPACED: Token = Token::of(SAME_SPACED_STR);

/// The words' text (左右直, then 上引寄), by the key's 4 bits for them:
/// the position + 1, and the movement + 1 above it (0 for none).
const WORDS: [Token; 16] = {
    let mut words = [[Token::EMPTY; 4]; 2];
    let mut i = 0;
    while i < 3 {
        words[0][Position::ALL[i] as usize + 1] = Token::char(Position::ALL[i].char());
        words[1][Movement::ALL[i] as usize + 1] = Token::char(Movement::ALL[i].char());
        i += 1;
    }
    let mut t = [Token::EMPTY; 16];
    let mut j = 0;
    while j < 16 {
        t[j] = words[0][j & 3].then(words[1][j >> 2 & 3]);
        j += 1;
    }
    t
};

/// A square's file token (its six bytes' length with it) by the padded
/// index's column, and its rank's bytes, shifted past the file's three, by
/// its row: files and ranks are a character of three bytes each.
const FILE_OF_COLUMN: [u64; 10] = {
    let mut t = [0; 10];
    let mut c = 0;
    while c < 9 {
        t[c] = SQUARE_TOKENS[0][8 - c].bytes();
        c += 1;
    }
    t
};
const RANK_OF_ROW: [u64; 9] = {
    let mut t = [0; 9];
    let mut r = 0;
    while r < 9 {
        t[r] = SQUARE_TOKENS[1][r].bytes() << 24;
        r += 1;
    }
    t
};

/// 打, 不成 and 成, by [`Suffix`].
const SUFFIXES: [Token; 4] = [
    Token::of(Suffix::Drop.text()),
    Token::of(Suffix::NoPromote.text()),
    Token::of(Suffix::Promote.text()),
    Token::EMPTY,
];

/// The squares of the side to move's pieces of `kind` (the mover's) with a
/// legal move to `mv`'s destination, which KI2's words tell apart: those
/// whose steps or slides reach it, less those the rules keep where they
/// are (a pinned piece, a check to answer), looked at back from the square.
/// KIF needs only the mover's own. With `legal`, `mv` is first proved legal
/// (else its error is the rules' reason): a piece found among those that
/// reach the square has only promotion left to test; out of check, a
/// board move's safety is its piece's pin and a drop's is given; a king's
/// move is tested with the king lifted. The rules' whole test is left for a
/// pawn dropped in front of the king (打ち歩詰め), a check to answer, and a
/// move found illegal here (the test says why).
fn origins(
    board: &Board,
    mv: Move,
    kind: Kind,
    from: Option<Sq>,
    style: Style,
    legal: bool,
) -> Result<Squares, NotationError> {
    let to = mv.to();
    let reach = match (style, from) {
        (Style::Ki2, _) => board.reachers(kind, to),
        (Style::Kif, Some(from)) => Squares::new(&[from]),
        (Style::Kif, None) => Squares::new(&[]),
    };
    // The mover the only piece that reaches the square: nearly always.
    let alone = style == Style::Ki2 && from.is_some() && reach.only() == from;
    if legal {
        match from {
            Some(from) if alone || style == Style::Ki2 && reach.contains(&from) => {
                board.check_promotion(mv, kind)?;
            }
            _ => board.check_shape(mv)?,
        }
    }
    if kind == Kind::King {
        if legal && !board.king_safe_on(mv) {
            board.check_legal(mv)?;
        }
        return Ok(reach);
    }
    let (found, whole) = match from {
        // A check to answer: the rules' whole test decides the move.
        _ if board.checked() => (in_check(board, &reach, to), true),
        Some(f) if alone => {
            if board.unpinned_to(f, to) {
                (reach, false)
            } else {
                (Squares::new(&[]), true)
            }
        }
        _ => {
            let found = reach.retain(|s| board.unpinned_to(s, to));
            let whole = match from {
                Some(from) => !found.contains(&from),
                None => kind == Kind::Pawn && board.pawn_checks(to),
            };
            (found, whole)
        }
    };
    if legal && whole {
        board.check_legal(mv)?;
    }
    Ok(found)
}

/// Those of `reach` with a legal move to `to` when the side to move is in
/// check: none where no move answers the checks, else each move asked of
/// the rules, promoting or not (as rare as it is, out of the writer's way).
#[cold]
#[inline(never)]
fn in_check(board: &Board, reach: &Squares, to: Sq) -> Squares {
    if !board.answers_checks_on(to) {
        return Squares::at_most(None);
    }
    reach.retain(|from| {
        [false, true]
            .into_iter()
            .any(|promote| board.is_legal(Move::Board { from, to, promote }))
    })
}

fn illegal(board: &Board, mv: Move) -> NotationError {
    match board.check_legal(mv) {
        Err(e) => NotationError::Illegal(e),
        // Only reached if check_legal and the writer disagree.
        Ok(()) => NotationError::Inexpressible {
            mv,
            candidates: Squares::new(&[]),
        },
    }
}

/// `mv`, a legal move of `board`, as Japanese text: `☗７六歩`, `☖同　歩`,
/// `☗５二金右`, `☗２二角成` (KI2), or `７六歩(77)` (KIF).
///
/// ```
/// use shogi64::{Board, JapaneseOptions, Move, Position};
///
/// let board = Board::from_position(&Position::initial()).unwrap();
/// let mv: Move = "7g7f".parse().unwrap();
/// assert_eq!(shogi64::to_japanese(&board, mv, &JapaneseOptions::KI2).unwrap(), "☗７六歩");
/// assert_eq!(shogi64::to_japanese(&board, mv, &JapaneseOptions::KIF).unwrap(), "７六歩(77)");
/// ```
pub fn to_japanese(
    board: &Board,
    mv: Move,
    opts: &JapaneseOptions,
) -> Result<String, NotationError> {
    Ok(String::from(japanese(board, mv, opts)?.as_str()))
}

/// `moves` as Japanese text, each written in the position the moves before
/// it reach, with 同 where a move ends where the one before it did (the first
/// against `opts.previous`).
pub fn to_japanese_line(
    board: &Board,
    moves: &[Move],
    opts: &JapaneseOptions,
) -> Result<Vec<String>, LineError> {
    let mut board = board.clone();
    let mut opts = *opts;
    let mut texts = Vec::with_capacity(moves.len());
    for (index, &mv) in moves.iter().enumerate() {
        let text = japanese(&board, mv, &opts)
            .map(|t| String::from(t.as_str()))
            .map_err(|error| LineError { index, error })?;
        board.play(mv).map_err(|e| LineError {
            index,
            error: e.into(),
        })?;
        texts.push(text);
        opts.previous = Some(mv);
    }
    Ok(texts)
}
