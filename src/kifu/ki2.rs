//! KI2: the header and board diagram of KIF, then moves as they are read
//! aloud (`▲７六歩`, `△同　銀`, `▲５八金右`), several to a line, with `*`
//! comments, a `まで…` result and `変化：N手` variations.
//!
//! KI2 gives no origin: the replay finds the one piece of the named kind
//! that reaches the square, or the one the relative words (右左直, 上寄引,
//! 打) single out. The result line becomes the last entry's special, as
//! json-kifu-format reads it, unless the line already ends with one.

use super::error::{KifuError, KifuErrorKind};
use super::kif::{err, number, read_family, read_piece, Family, MAX_RESERVED};
use super::record::{MoveData, Special};
use super::replay::{read_and_replay, Places, Source};
use super::text::first_char;
use super::Record;
use crate::notation::names::Suffix;
use crate::notation::relative::{Movement, Position, Relative, Words};
use crate::notation::text::char_count;

/// Reads a KI2 record (already decoded to text) and replays it.
pub fn parse_ki2(text: &str) -> Result<Record, KifuError> {
    read_and_replay(text, read_ki2, Source::Ki2)
}

/// The `まで…` results after `N手`: the words before the side (先後上下)
/// and the words after it, or the whole words (no side) and an empty
/// second; looked up in one loop, not compared word by word in place.
const RESULTS: [(&str, &str, Special); 13] = [
    ("で時間切れにより", "手の勝ち", Special::TimeUp),
    ("で", "手の勝ち", Special::Toryo),
    ("で", "手の反則勝ち", Special::IllegalAction(None)),
    ("で", "手の反則負け", Special::IllegalMove),
    ("で中断", "", Special::Chudan),
    ("で封じ手", "", Special::Chudan),
    ("で持将棋", "", Special::Jishogi),
    ("で千日手", "", Special::Sennichite),
    ("で詰", "", Special::Tsumi),
    ("で詰み", "", Special::Tsumi),
    ("詰", "", Special::Tsumi),
    ("詰み", "", Special::Tsumi),
    ("で不詰", "", Special::Fuzumi),
];

/// The special of a `まで…` line (after `まで`).
pub(crate) fn result_of(s: &str) -> Option<Special> {
    let (_, s) = number(s)?;
    let s = super::text::trim_end(s.strip_prefix('手')?);
    for &(head, tail, special) in &RESULTS {
        let Some(r) = s.strip_prefix(head) else {
            continue;
        };
        let found = if tail.is_empty() {
            r.is_empty()
        } else {
            let mut c = r.chars();
            matches!(c.next(), Some('先' | '後' | '上' | '下')) && c.as_str() == tail
        };
        if found {
            return Some(special);
        }
    }
    None
}

/// One move after its ▲ or △: `７六歩`, `同　銀`, `５八金右`, `２二角成`,
/// `５五角打`.
fn read_move<'a>(n: usize, line: &str, s: &'a str) -> Result<(MoveData, &'a str), KifuError> {
    let (to, same, rest) = super::kif::read_destination(n, line, s)?;
    let after = s.get(..s.len() - rest.len()).unwrap_or_default();
    let (piece, mut rest) = read_piece(n, line, rest, after)?;
    // One position word (右左直), then one movement word (上寄引): one
    // character decoded and compared, not a string per word.
    let mut words = Words::default();
    let next = first_char(rest).map(|(c, _)| c);
    if let Some(p) = next.and_then(Position::from_char) {
        words.position = Some(p);
        rest = rest.get(p.char().len_utf8()..).unwrap_or_default();
    }
    let next = first_char(rest).map(|(c, _)| c);
    if let Some(m) = next.filter(|&c| c != '行').and_then(Movement::from_char) {
        words.movement = Some(m);
        rest = rest.get(m.char().len_utf8()..).unwrap_or_default();
    }
    let mut relative = (!words.is_empty()).then_some(Relative::Words(words));
    let mut promote = None;
    if let Some((s @ (Suffix::Promote | Suffix::NoPromote), r)) = Suffix::read(rest) {
        promote = Some(s == Suffix::Promote);
        rest = r;
    }
    if let Some((Suffix::Drop, r)) = Suffix::read(rest) {
        relative = Some(Relative::Drop);
        rest = r;
    }
    Ok((
        MoveData {
            color: None,
            from: None,
            to,
            piece,
            same,
            promote,
            capture: None,
            relative,
        },
        rest,
    ))
}

pub(crate) fn read_ki2(text: &str) -> Result<(Record, Places), KifuError> {
    // Every move starts with a mark (▲△☗☖), whose UTF-8 starts with 0xE2
    // as no kanji's or kana's does: room for the moves up front (bounded:
    // the text may be anything).
    let marks = text.bytes().filter(|&b| b == 0xE2).count();
    let family = Family {
        bookmarks: false,
        expected: "a header, moves, a comment or a variation",
    };
    read_family(
        text,
        2 + marks.min(MAX_RESERVED),
        family,
        &mut |current, n, line| {
            if matches!(first_char(line), Some(('▲' | '△' | '☗' | '☖', _))) {
                let mut rest = line;
                // Each move's column counted on from the one before it (as
                // `column` counts from the line's start).
                let (mut counted, mut column) = (0, 1);
                loop {
                    rest = super::text::skip_blanks(rest, true, true);
                    let offset = line.len() - rest.len();
                    column += char_count(line.get(counted..offset).unwrap_or_default());
                    counted = offset;
                    let at = (n, column);
                    match first_char(rest) {
                        Some(('▲' | '△' | '☗' | '☖', after)) => {
                            let (mv, r) = read_move(n, line, after)?;
                            current.push_new(Some(mv), None, at);
                            rest = r;
                        }
                        None => break,
                        Some(_) => {
                            return Err(err(
                                n,
                                line,
                                rest,
                                KifuErrorKind::Expected("▲ or △ and a move"),
                            ))
                        }
                    }
                }
                return Ok(true);
            }
            if let Some(r) = line.strip_prefix("まで") {
                let special = result_of(r)
                    .ok_or_else(|| err(n, line, r, KifuErrorKind::Expected("a result 'N手で…'")))?;
                if current.last().is_none_or(|e| e.special.is_none()) {
                    current.push_new(None, Some(special), (n, 1));
                }
                return Ok(true);
            }
            Ok(false)
        },
    )
}
