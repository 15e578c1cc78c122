//! Text → USI: reading a move as people and files write it (相対逆算).

use crate::{Board, Color, Kind, Move, MoveList, Sq};

use super::error::NotationError;
use super::names::{digit, mark_color, Suffix, NAMES, SAME};
use super::options::JapaneseOptions;
use super::reach::legal_sources;
use super::relative::{self, Movement, Position, Words};
use super::text::{char_count, Squares};

/// A move as the text writes it, before the position is consulted.
#[derive(Clone, Copy, Debug)]
struct Parsed {
    mark: Option<(usize, Color)>,
    /// The destination, or `None` for 同 (with the byte offset of 同).
    to: Result<Sq, usize>,
    kind: Kind,
    kind_offset: usize,
    words: Words,
    suffix: Option<Suffix>,
    origin: Option<Sq>,
}

/// A cursor over the text that counts bytes and characters.
struct Cursor<'a> {
    text: &'a str,
    offset: usize,
    chars: usize,
}

impl<'a> Cursor<'a> {
    fn peek(&self) -> Option<char> {
        self.text.get(self.offset..)?.chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.offset += c.len_utf8();
        self.chars += 1;
        Some(c)
    }

    fn eat(&mut self, s: &str) -> bool {
        if self
            .text
            .get(self.offset..)
            .is_some_and(|t| t.starts_with(s))
        {
            self.offset += s.len();
            self.chars += char_count(s);
            true
        } else {
            false
        }
    }

    fn skip_space(&mut self) {
        while matches!(self.peek(), Some(c) if c.is_whitespace()) {
            self.bump();
        }
    }

    fn error(&self, expected: &'static str) -> NotationError {
        NotationError::Syntax {
            offset: self.offset,
            char_offset: self.chars,
            expected,
        }
    }

    fn digit(&mut self, kanji: bool, expected: &'static str) -> Result<u8, NotationError> {
        match self.peek().and_then(|c| digit(c, kanji)) {
            Some(d) => {
                self.bump();
                Ok(d)
            }
            None => Err(self.error(expected)),
        }
    }
}

fn parse(text: &str) -> Result<Parsed, NotationError> {
    let mut c = Cursor {
        text,
        offset: 0,
        chars: 0,
    };
    c.skip_space();
    let mark = match c.peek().and_then(mark_color) {
        Some(color) => {
            let at = c.offset;
            c.bump();
            c.skip_space();
            Some((at, color))
        }
        None => None,
    };
    let to = if c.peek() == Some(SAME) {
        let at = c.offset;
        c.bump();
        c.skip_space();
        Err(at)
    } else {
        let file = c.digit(false, "a file (1-9, １-９) or 同")?;
        let rank = c.digit(true, "a rank (1-9, １-９, 一-九)")?;
        // Both digits are 1..=9, so the square exists.
        Ok(Sq::new(file, rank).ok_or_else(|| c.error("a square"))?)
    };
    let kind_offset = c.offset;
    let kind = match NAMES.iter().find(|(name, _)| c.eat(name)) {
        Some(&(_, kind)) => kind,
        None => return Err(c.error("a piece name")),
    };
    let mut words = Words::default();
    while let Some(next) = c.peek() {
        let (position, movement) = (Position::from_char(next), Movement::from_char(next));
        if position.is_none() && movement.is_none() {
            break;
        }
        if (position.is_some() && words.position.is_some())
            || (movement.is_some() && words.movement.is_some())
        {
            return Err(c.error("at most one of 左右直 and one of 上引寄"));
        }
        words.position = words.position.or(position);
        words.movement = words.movement.or(movement);
        c.bump();
    }
    let suffix_offset = c.offset;
    let suffix = [Suffix::Drop, Suffix::NoPromote, Suffix::Promote]
        .into_iter()
        .find(|s| c.eat(s.text()));
    if suffix == Some(Suffix::Drop) && !words.is_empty() {
        return Err(NotationError::Syntax {
            offset: suffix_offset,
            char_offset: c.chars - 1,
            expected: "no 打 after 右左上引寄直",
        });
    }
    let origin = if suffix != Some(Suffix::Drop) && c.eat("(") {
        let file = c.digit(false, "the origin's file")?;
        let rank = c.digit(false, "the origin's rank")?;
        if !c.eat(")") {
            return Err(c.error(")"));
        }
        Sq::new(file, rank)
    } else {
        None
    };
    c.skip_space();
    if c.peek().is_some() {
        return Err(c.error("the end of the move"));
    }
    Ok(Parsed {
        mark,
        to,
        kind,
        kind_offset,
        words,
        suffix,
        origin,
    })
}

/// Reads Japanese move text as the legal move of `board` it describes.
///
/// Accepts what people and files write: full-width or ASCII digits, kanji
/// or digits for ranks, ▲△☗☖ or no mark, 同 with or without a space (then
/// `opts.previous` gives the destination), 竜/龍, 玉/王, 全 圭 杏 for 成銀
/// 成桂 成香, 打 present or absent, 行 for 上, and the KIF origin `(77)`.
/// Text that fits no legal move, or more than one, is an error that names
/// the pieces that could have moved or says why none can.
///
/// ```
/// # #[cfg(feature = "formats")] { // the position as SFEN
/// use shogi64::{parse_sfen, Board, JapaneseOptions};
///
/// let (p, _) = parse_sfen("4k4/G1G3G1G/9/9/3S1S3/9/9/9/4K4 b - 1").unwrap();
/// let board = Board::from_position(&p).unwrap();
/// let mv = shogi64::from_japanese(&board, "▲8一金左", &JapaneseOptions::KI2).unwrap();
/// assert_eq!(mv.to_string(), "9b8a");
/// assert!(shogi64::from_japanese(&board, "８一金", &JapaneseOptions::KI2).is_err());
/// # }
/// ```
pub fn from_japanese(
    board: &Board,
    text: &str,
    opts: &JapaneseOptions,
) -> Result<Move, NotationError> {
    from_japanese_with(board, text, opts, &mut MoveList::new())
}

/// [`from_japanese`] with a move list the caller keeps, so that reading many
/// moves sets up one list instead of one per move. The list's contents on
/// entry do not matter.
pub fn from_japanese_with(
    board: &Board,
    text: &str,
    opts: &JapaneseOptions,
    scratch: &mut MoveList,
) -> Result<Move, NotationError> {
    let parsed = parse(text)?;
    let color = board.turn();
    if let Some((offset, mark)) = parsed.mark {
        if mark != color {
            return Err(NotationError::WrongSide {
                offset,
                turn: color,
            });
        }
    }
    let to = match parsed.to {
        Ok(sq) => sq,
        Err(offset) => match opts.previous {
            Some(previous) => previous.to(),
            None => {
                let char_offset = text.get(..offset).map_or(0, char_count);
                return Err(NotationError::NoPrevious {
                    offset,
                    char_offset,
                });
            }
        },
    };
    let kind = parsed.kind;
    let promote = parsed.suffix == Some(Suffix::Promote);
    if parsed.suffix == Some(Suffix::Drop) {
        if kind.hand_slot().is_none() {
            return Err(NotationError::Syntax {
                offset: parsed.kind_offset,
                char_offset: text.get(..parsed.kind_offset).map_or(0, char_count),
                expected: "a piece that can be dropped before 打",
            });
        }
        return legal(board, Move::Drop { kind, to });
    }
    if let Some(origin) = parsed.origin {
        // A KIF origin names the piece: without 左右上引寄直, only its
        // legality is left to check.
        match board.piece_at(origin) {
            Some(p) if p.color == color && p.kind == kind => {}
            _ => return Err(NotationError::WrongOrigin { from: origin, kind }),
        }
        if parsed.words.is_empty() {
            return legal(
                board,
                Move::Board {
                    from: origin,
                    to,
                    promote,
                },
            );
        }
    }
    let list = scratch;
    board.legal_moves_to(to, list);
    let found = legal_sources(board, kind, list);
    let mut chosen = found.slots();
    let n = found.len().min(chosen.len());
    let kept = relative::select(kind, color, to, parsed.words, &mut chosen[..n]).min(n);
    let from = if let Some(origin) = parsed.origin {
        // Its piece checked above; the words given too.
        if !chosen[..kept].contains(&origin) {
            return Err(NotationError::NoMatch {
                kind,
                to,
                candidates: found,
            });
        }
        origin
    } else if n == 0 {
        let in_hand = kind
            .hand_slot()
            .is_some_and(|slot| board.hand(color).get(slot).is_some_and(|&c| c > 0));
        if in_hand && parsed.words.is_empty() && parsed.suffix.is_none() {
            return legal(board, Move::Drop { kind, to });
        }
        return Err(NotationError::NoPiece { kind, to });
    } else if kept == 0 {
        return Err(NotationError::NoMatch {
            kind,
            to,
            candidates: found,
        });
    } else if kept > 1 {
        return Err(NotationError::Ambiguous {
            kind,
            to,
            candidates: Squares::new(&chosen[..kept]),
        });
    } else {
        chosen[0]
    };
    let mv = Move::Board { from, to, promote };
    if list.contains(&mv) {
        return Ok(mv);
    }
    // Says why: a promotion that cannot be made, or one that must be.
    legal(board, mv)
}

/// `mv` if it is legal in `board`, else why not. (Out of line: one copy for
/// the reader's four calls.)
#[inline(never)]
fn legal(board: &Board, mv: Move) -> Result<Move, NotationError> {
    board.check_legal(mv)?;
    Ok(mv)
}
