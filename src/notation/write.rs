//! USI → text: a legal move written in the official notation or the KIF column.

use alloc::string::String;
use alloc::vec::Vec;

use crate::rules::zones::in_promotion_zone;
use crate::{Board, Color, Kind, Move, MoveList, Sq};

use super::error::{LineError, NotationError};
use super::names::{kind_name, Suffix, FILES, RANKS, SAME};
use super::options::{DragonChar, JapaneseOptions, KingChar, Mark, Style};
use super::relative::{self, Words};
use super::text::{MoveText, Squares};

/// `mv`, legal in `board`, as Japanese text, without allocating: the text
/// of [`to_japanese`] in a fixed buffer.
pub fn japanese(
    board: &Board,
    mv: Move,
    opts: &JapaneseOptions,
) -> Result<MoveText, NotationError> {
    write(board, mv, opts, true)
}

/// [`japanese`], with a move list the caller keeps. The writer no longer
/// lists moves (it looks back from the square for the pieces that reach
/// it), so the list is left as it was; the parameter stays so that callers
/// of [`from_japanese_with`](super::from_japanese_with), which does use
/// one, pass the same list to both.
pub fn japanese_with(
    board: &Board,
    mv: Move,
    opts: &JapaneseOptions,
    _scratch: &mut MoveList,
) -> Result<MoveText, NotationError> {
    write(board, mv, opts, true)
}

/// [`japanese_with`] for a move the rules refuse whose origin holds a
/// piece of the side to move (a kifu's illegal move): written as a legal
/// move would be, its piece counted among those that reach the square.
#[cfg(feature = "kifu")]
pub(crate) fn japanese_illegal(
    board: &Board,
    mv: Move,
    opts: &JapaneseOptions,
) -> Result<MoveText, NotationError> {
    write(board, mv, opts, false)
}

fn write(
    board: &Board,
    mv: Move,
    opts: &JapaneseOptions,
    legal: bool,
) -> Result<MoveText, NotationError> {
    let mut out = MoveText::new();
    let color = board.turn();
    let to = mv.to();
    let kind = match mv {
        Move::Drop { kind, .. } => kind,
        Move::Board { from, .. } => match board.piece_at(from) {
            Some(p) => p.kind,
            None => return Err(illegal(board, mv)),
        },
    };
    // KIF needs only legality; KI2 also the other pieces that reach `to`:
    // those whose steps or slides do, a few squares looked at back from it,
    // less those the rules keep there (a pinned piece, a check to answer).
    let mut words = Words::default();
    let mut drop_word = matches!(mv, Move::Drop { .. });
    let from = match mv {
        Move::Board { from, .. } => Some(from),
        Move::Drop { .. } => None,
    };
    if legal {
        board.check_shape(mv)?;
    }
    let reach = match (opts.style, from) {
        (Style::Ki2, _) => board.reachers(kind, to),
        (Style::Kif, Some(from)) => Squares::new(&[from]),
        (Style::Kif, None) => Squares::new(&[]),
    };
    let mut found = reach;
    // Whether the rules' whole test is needed for `mv`: a king's move, a
    // pawn dropped in front of the king (打ち歩詰め), a move found illegal
    // here (the test says why). A drop never uncovers a line to the king.
    let mut whole = kind == Kind::King;
    if kind != Kind::King {
        let legal_ones = board.legal_origins(&reach, to);
        found = legal_ones.unwrap_or(Squares::new(&[]));
        whole |= match from {
            Some(from) => !found.contains(&from),
            None => legal_ones.is_none() || kind == Kind::Pawn && board.pawn_checks(to),
        };
    }
    if legal && whole {
        board.check_legal(mv)?;
    }
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
    // Each part decided once; the text and its key are made of them.
    let mark = opts.effective_mark().char(color);
    let same = opts.previous.map(|p| p.to()) == Some(to);
    let name = kind_name(kind, color, opts.effective_dragon(), opts.king);
    let suffix = match mv {
        Move::Drop { .. } => drop_word.then_some(Suffix::Drop),
        Move::Board { from, promote, .. } => {
            if promote {
                Some(Suffix::Promote)
            } else if kind.promote().is_some()
                && (in_promotion_zone(color, from.rank()) || in_promotion_zone(color, to.rank()))
            {
                Some(Suffix::NoPromote)
            } else {
                None
            }
        }
    };
    let origin = match (opts.style, mv) {
        (Style::Kif, Move::Board { from, .. }) => Some(from),
        _ => None,
    };
    if let Some(mark) = mark {
        out.push(mark);
    }
    if same {
        out.push(SAME);
        if opts.same_space {
            out.push('\u{3000}');
        }
    } else {
        // Files and ranks are 1..=9: the fallbacks are never taken.
        for c in [
            FILES.get(usize::from(to.file()).wrapping_sub(1)),
            RANKS.get(usize::from(to.rank()).wrapping_sub(1)),
        ]
        .into_iter()
        .flatten()
        {
            out.push(*c);
        }
    }
    out.push_str(name);
    if let Some(p) = words.position {
        out.push(p.char());
    }
    if let Some(m) = words.movement {
        out.push(m.char());
    }
    if let Some(suffix) = suffix {
        out.push_str(suffix.text());
    }
    if let Some(from) = origin {
        out.push('(');
        out.push((b'0' + from.file()) as char);
        out.push((b'0' + from.rank()) as char);
        out.push(')');
    }
    out.key = text_key(&TextParts {
        mark: opts.effective_mark(),
        color,
        square: (!same).then_some(to),
        spaced: same && opts.same_space,
        kind,
        // The options change only these two names (kind_name).
        variant: match kind {
            Kind::Dragon => opts.effective_dragon() == DragonChar::Simplified,
            Kind::King => opts.king == KingChar::WhiteOu,
            _ => false,
        },
        words,
        suffix,
        origin,
    });
    Ok(out)
}

/// What a move's text is made of, as [`write`] decided it.
struct TextParts {
    mark: Mark,
    color: Color,
    /// The destination, `None` for 同.
    square: Option<Sq>,
    /// 同 followed by a full-width space.
    spaced: bool,
    kind: Kind,
    /// The options' other name for the kind (王, 竜), which `kind_name`
    /// writes for white's king and for the dragon.
    variant: bool,
    words: Words,
    suffix: Option<Suffix>,
    /// The origin in brackets (KIF).
    origin: Option<Sq>,
}

/// The parts packed into 25 bits ([`MoveText::key`]): the text is made of
/// these alone, so two texts of one key are the same text.
fn text_key(p: &TextParts) -> u32 {
    let mark = match p.mark {
        Mark::None => 0,
        Mark::Shogi => 1,
        Mark::Triangle => 2,
    };
    // 1..=81 a square, 82 同, 83 同 and a space.
    let place = match p.square {
        Some(sq) => sq.index() as u32 + 1,
        None => 82 + u32::from(p.spaced),
    };
    let suffix = match p.suffix {
        None => 0,
        Some(Suffix::Drop) => 1,
        Some(Suffix::NoPromote) => 2,
        Some(Suffix::Promote) => 3,
    };
    // Either the origin (tag 1) or the words (tag 0), seven bits.
    let tail = match p.origin {
        Some(from) => 1 | (from.index() as u32 + 1) << 1,
        None => {
            let position = p.words.position.map_or(0, |x| x as u32 + 1);
            let movement = p.words.movement.map_or(0, |x| x as u32 + 1);
            (position | movement << 2) << 1
        }
    };
    mark | (p.color as u32) << 2
        | place << 3
        | (p.kind as u32) << 10
        | u32::from(p.variant) << 14
        | suffix << 15
        | tail << 17
}

fn illegal(board: &Board, mv: Move) -> NotationError {
    match board.check_legal(mv) {
        Err(e) => NotationError::Illegal(e),
        // Only reached if check_legal and legal_moves_to disagree.
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
/// use shogi64::{parse_sfen, Board, JapaneseOptions, Move};
///
/// let (p, _) = parse_sfen("startpos").unwrap();
/// let board = Board::from_position(&p).unwrap();
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
    let mut list = MoveList::new();
    for (index, &mv) in moves.iter().enumerate() {
        let text = japanese_with(&board, mv, &opts, &mut list)
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
