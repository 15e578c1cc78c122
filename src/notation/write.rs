//! USI → text: a legal move written in the official notation or the KIF column.

use alloc::string::String;
use alloc::vec::Vec;

use crate::rules::zones::in_promotion_zone;
use crate::{Board, Move, MoveList};

use super::error::{LineError, NotationError};
use super::names::{kind_name, Suffix, FILES, RANKS, SAME};
use super::options::{JapaneseOptions, Style};
use super::reach::legal_sources;
use super::relative::{self, Words};
use super::text::{MoveText, Squares};

/// `mv`, legal in `board`, as Japanese text, without allocating: the text
/// of [`to_japanese`] in a fixed buffer.
pub fn japanese(
    board: &Board,
    mv: Move,
    opts: &JapaneseOptions,
) -> Result<MoveText, NotationError> {
    match opts.style {
        // The KIF column needs no other piece: no list to set up.
        Style::Kif => write(board, mv, opts, None, true),
        Style::Ki2 => write(board, mv, opts, Some(&mut MoveList::new()), true),
    }
}

/// [`japanese`] with a move list the caller keeps, so that writing many
/// moves sets up one list instead of one per move. The list's contents on
/// entry do not matter; on return it holds the legal moves to `mv`'s
/// destination (KI2) or is left as it was (KIF).
pub fn japanese_with(
    board: &Board,
    mv: Move,
    opts: &JapaneseOptions,
    scratch: &mut MoveList,
) -> Result<MoveText, NotationError> {
    write(board, mv, opts, Some(scratch), true)
}

/// [`japanese_with`] for a move the rules refuse whose origin holds a
/// piece of the side to move (a kifu's illegal move): written as a legal
/// move would be, its piece counted among those that reach the square.
#[cfg(feature = "kifu")]
pub(crate) fn japanese_illegal(
    board: &Board,
    mv: Move,
    opts: &JapaneseOptions,
    scratch: &mut MoveList,
) -> Result<MoveText, NotationError> {
    write(board, mv, opts, Some(scratch), false)
}

fn write(
    board: &Board,
    mv: Move,
    opts: &JapaneseOptions,
    list: Option<&mut MoveList>,
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
    // KIF needs only legality; KI2 needs the other pieces that reach `to`,
    // and one list of the legal moves to `to` answers both.
    let mut words = Words::default();
    let mut drop_word = matches!(mv, Move::Drop { .. });
    match (opts.style, list) {
        (Style::Kif, _) | (_, None) if legal => board.check_legal(mv)?,
        (Style::Kif, _) | (_, None) => {}
        (Style::Ki2, Some(list)) => {
            // A board move needs the other pieces that reach `to`, not the
            // drops there.
            match mv {
                Move::Drop { .. } => board.legal_moves_to(to, list),
                Move::Board { .. } => board.legal_board_moves_to(to, list),
            }
            let mut found = legal_sources(board, kind, list);
            if legal && !list.contains(&mv) {
                return Err(illegal(board, mv));
            }
            if let (false, Move::Board { from, .. }) = (legal, mv) {
                if !found.contains(&from) {
                    let mut with = [from; 8];
                    for (slot, &s) in with.iter_mut().zip(found.iter()) {
                        *slot = s;
                    }
                    found = Squares::new(&with[..(found.len() + 1).min(8)]);
                }
            }
            match mv {
                Move::Drop { .. } => drop_word = !found.is_empty(),
                Move::Board { from, .. } => {
                    words = relative::words(kind, color, from, to, &found).ok_or(
                        NotationError::Inexpressible {
                            mv,
                            candidates: found,
                        },
                    )?;
                }
            }
        }
    }
    if let Some(mark) = opts.effective_mark().char(color) {
        out.push(mark);
    }
    if opts.previous.map(|p| p.to()) == Some(to) {
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
    out.push_str(kind_name(kind, color, opts.effective_dragon(), opts.king));
    if let Some(p) = words.position {
        out.push(p.char());
    }
    if let Some(m) = words.movement {
        out.push(m.char());
    }
    match mv {
        Move::Drop { .. } => {
            if drop_word {
                out.push_str(Suffix::Drop.text());
            }
        }
        Move::Board { from, promote, .. } => {
            if promote {
                out.push_str(Suffix::Promote.text());
            } else if kind.promote().is_some()
                && (in_promotion_zone(color, from.rank()) || in_promotion_zone(color, to.rank()))
            {
                out.push_str(Suffix::NoPromote.text());
            }
            if opts.style == Style::Kif {
                out.push('(');
                out.push((b'0' + from.file()) as char);
                out.push((b'0' + from.rank()) as char);
                out.push(')');
            }
        }
    }
    Ok(out)
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
