//! KIF: header lines `key：value`, an optional board diagram (BOD), then
//! one numbered move per line with its time, `*` comments, `&` bookmarks,
//! `まで…` results and `変化：N手` variations.
//!
//! The reading follows json-kifu-format's KIF grammar: a board diagram is
//! the start (preset `OTHER`) whatever 手合割 says, 持駒 and 手番 lines go
//! into it and leave the header, `&` lines are kept as comments starting
//! with `&`, and the `まで…` line is not a move (the ending, when there is
//! one, is the special move line before it).

use alloc::string::String;
use alloc::vec::Vec;

use super::error::{KifuError, KifuErrorKind};
use super::preamble::Preamble;
use super::record::{Hms, MoveData, MoveEntry, Place, Record, Special, Time};
use super::replay::{read_and_replay, Places, Source};
use super::text::first_char;
use crate::names::{file_digit, kind_of_char, rank_numeral, NAMES};
use crate::notation::names::{Suffix, SAME};
use crate::notation::text::char_count;
use crate::Kind;

/// Reads a KIF record (already decoded to text) and replays it.
pub fn parse_kif(text: &str) -> Result<Record, KifuError> {
    read_and_replay(text, read_kif, Source::Kif)
}

/// The KIF ending words and their endings; the first word of an ending is
/// the one written.
pub(crate) const ENDING_WORDS: [(&str, Special); 11] = [
    ("中断", Special::Chudan),
    ("封じ手", Special::Chudan),
    ("投了", Special::Toryo),
    ("持将棋", Special::Jishogi),
    ("千日手", Special::Sennichite),
    ("詰み", Special::Tsumi),
    ("不詰", Special::Fuzumi),
    ("切れ負け", Special::TimeUp),
    ("反則勝ち", Special::IllegalAction(None)),
    ("反則負け", Special::IllegalMove),
    ("入玉勝ち", Special::Kachi),
];

/// The ending of a KIF ending word.
pub(crate) fn special_of(word: &str) -> Option<Special> {
    super::text::opaque(&ENDING_WORDS)
        .iter()
        .find(|(w, _)| *w == word)
        .map(|&(_, s)| s)
}

/// Lines with their 1-based numbers, on `\n`, `\r\n` or `\r`.
pub(crate) fn lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut rest = text;
    let mut n = 0;
    core::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        n += 1;
        // A byte search: '\r' and '\n' never occur inside a UTF-8 sequence.
        let end = line_end(rest.as_bytes());
        let line = rest.get(..end).unwrap_or_default();
        let bytes = rest.as_bytes();
        let skip = match bytes.get(end) {
            Some(b'\r') if bytes.get(end + 1) == Some(&b'\n') => 2,
            Some(_) => 1,
            None => 0,
        };
        rest = rest.get(end + skip..).unwrap_or_default();
        Some((n, line))
    })
}

/// The offset of the first `\r` or `\n` of `bytes` (their length when
/// none): eight bytes a step while none of them is either (a byte of the
/// word XORed with the end byte is zero, found by the zero-byte test), then
/// byte by byte from the word that holds one.
fn line_end(bytes: &[u8]) -> usize {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = ONES << 7;
    let zero = |x: u64| x.wrapping_sub(ONES) & !x & HIGH != 0;
    let mut at = 0;
    while let Some(word) = bytes.get(at..at + 8) {
        let w = u64::from_le_bytes(word.try_into().unwrap_or_default());
        if zero(w ^ (ONES * u64::from(b'\n'))) || zero(w ^ (ONES * u64::from(b'\r'))) {
            break;
        }
        at += 8;
    }
    let tail = bytes.get(at..).unwrap_or_default();
    at + tail
        .iter()
        .position(|&b| b == b'\r' || b == b'\n')
        .unwrap_or(tail.len())
}

/// The 1-based column in characters of byte offset `at` of `line`.
#[inline(never)]
pub(crate) fn column(line: &str, at: usize) -> usize {
    line.get(..at).map_or(1, |s| char_count(s) + 1)
}

pub(crate) fn err(n: usize, line: &str, rest: &str, kind: KifuErrorKind) -> KifuError {
    KifuError::new(n, column(line, line.len() - rest.len()), kind)
}

pub(crate) fn number(s: &str) -> Option<(u32, &str)> {
    let mut value: u32 = 0;
    let mut end = 0;
    for &b in s.as_bytes() {
        if !b.is_ascii_digit() {
            break;
        }
        // At most nine digits: the value fits in a u32.
        if end == 9 {
            return None;
        }
        value = value * 10 + u32::from(b - b'0');
        end += 1;
    }
    // `end` counts ASCII digits: a character boundary.
    (end > 0).then(|| (value, s.get(end..).unwrap_or_default()))
}

/// `( 0:12/00:01:02)`
fn read_time(s: &str) -> Option<(Time, &str)> {
    let s = super::text::skip_blanks(s.strip_prefix('(')?, false, false);
    let (m, s) = number(s)?;
    let (sec, s) = number(s.strip_prefix(':')?)?;
    let s = super::text::skip_blanks(s, false, false).strip_prefix('/')?;
    let s = super::text::skip_blanks(s, false, false);
    let (th, s) = number(s)?;
    let (tm, s) = number(s.strip_prefix(':')?)?;
    let (ts, s) = number(s.strip_prefix(':')?)?;
    let s = s.strip_prefix(')')?;
    Some((
        Time {
            now: Hms { h: None, m, s: sec },
            total: Some(Hms {
                h: Some(th),
                m: tm,
                s: ts,
            }),
        },
        s,
    ))
}

/// A move's destination, KIF and KI2 alike: a square (`７六`), or `同` with
/// an optional full-width space (the place is then filled by the replay);
/// whether it was `同`, and the rest of the text.
pub(crate) fn read_destination<'a>(
    n: usize,
    line: &str,
    s: &'a str,
) -> Result<(Place, bool, &'a str), KifuError> {
    let (first, r) = first_char(s).unwrap_or((' ', s));
    if first == SAME {
        return Ok((
            Place { x: 0, y: 0 },
            true,
            r.strip_prefix('　').unwrap_or(r),
        ));
    }
    if let (Some(x), Some((c, rest))) = (file_digit(first), first_char(r)) {
        if let Some(y) = rank_numeral(c) {
            return Ok((Place { x, y }, false, rest));
        }
    }
    Err(err(n, line, s, KifuErrorKind::Expected("a square or 同")))
}

/// The move part of a move line, after the number: `７六歩(77)`,
/// `同　銀成(34)`, `５五角打`.
fn read_move<'a>(n: usize, line: &str, s: &'a str) -> Result<(MoveData, &'a str), KifuError> {
    let (to, same, rest) = read_destination(n, line, s)?;
    let after = s.get(..s.len() - rest.len()).unwrap_or_default();
    let (kind, mut rest) = read_piece(n, line, rest, after)?;
    let mut promote = None;
    // 不成 leaves `promote` to the replay, as json-kifu-format reads it.
    if let Some((s @ (Suffix::Promote | Suffix::NoPromote), r)) = Suffix::read(rest) {
        promote = (s == Suffix::Promote).then_some(true);
        rest = r;
    }
    let from = if let Some((Suffix::Drop, r)) = Suffix::read(rest) {
        rest = r;
        None
    } else {
        let b = rest.as_bytes();
        match b {
            [b'(', x @ b'1'..=b'9', y @ b'1'..=b'9', b')', ..] => {
                rest = rest.get(4..).unwrap_or_default();
                Some(Place {
                    x: x - b'0',
                    y: y - b'0',
                })
            }
            _ => {
                return Err(err(
                    n,
                    line,
                    rest,
                    KifuErrorKind::Expected("'打' or '(xy)'"),
                ))
            }
        }
    };
    Ok((
        MoveData {
            same,
            promote,
            ..MoveData::new(from, to, kind)
        },
        rest,
    ))
}

/// The piece of a move at `s`, after its square or 同 (`after`).
pub(crate) fn read_piece<'a>(
    n: usize,
    line: &str,
    s: &'a str,
    after: &str,
) -> Result<(Kind, &'a str), KifuError> {
    let first = first_char(s);
    let c = first.map(|(c, _)| c);
    if c.is_none_or(|c| matches!(c, ' ' | '\t' | '　' | '(' | '▲' | '△')) {
        let mut after = after;
        while let Some(a) = after.strip_suffix("　") {
            after = a;
        }
        let after = super::text::owned(after);
        return Err(err(n, line, s, KifuErrorKind::MissingPiece(after)));
    }
    if s.starts_with(Suffix::Promote.text()) {
        // The names of two characters (成香, 成桂, 成銀) come first.
        for &(name, kind) in super::text::opaque(&NAMES)
            .iter()
            .take_while(|(name, _)| name.len() > 3)
        {
            if let Some(rest) = s.strip_prefix(name) {
                return Ok((kind, rest));
            }
        }
        let mut name = super::text::owned(Suffix::Promote.text());
        if let Some((c, _)) = first.and_then(|(_, r)| first_char(r)) {
            super::text::Put::put_char(&mut name, c);
        }
        return Err(err(n, line, s, KifuErrorKind::UnknownPiece(name)));
    }
    match c.and_then(kind_of_char) {
        Some(kind) => Ok((kind, first.map_or("", |(_, r)| r))),
        None => Err(err(
            n,
            line,
            s,
            KifuErrorKind::UnknownPiece(c.map(String::from).unwrap_or_default()),
        )),
    }
}

/// The most move entries reserved before reading: a long game's.
pub(crate) const MAX_RESERVED: usize = 1024;

/// A line of moves being read, with where each entry was read (line and
/// column), for the errors of the replay.
pub(crate) struct Line {
    pub(crate) moves: Vec<MoveEntry>,
    pub(crate) places: Vec<(usize, usize)>,
}

impl Line {
    /// A line holding its start entry, with room for `reserve` entries.
    pub(crate) fn new(reserve: usize) -> Line {
        let mut moves = Vec::with_capacity(reserve);
        moves.push(MoveEntry::default());
        Line {
            moves,
            places: alloc::vec![(0, 0)],
        }
    }

    /// Adds `entry`, read at `at`.
    pub(crate) fn push(&mut self, entry: MoveEntry, at: (usize, usize)) {
        self.moves.push(entry);
        self.places.push(at);
    }

    /// Adds an entry of `mv` or `special` alone, read at `at`: the rest of
    /// the entry built here once, not at each reader's call.
    #[inline(never)]
    pub(crate) fn push_new(
        &mut self,
        mv: Option<MoveData>,
        special: Option<Special>,
        at: (usize, usize),
    ) {
        self.push(
            MoveEntry {
                mv,
                special,
                ..MoveEntry::default()
            },
            at,
        );
    }

    /// The last entry, to hang comments on.
    pub(crate) fn last_mut(&mut self) -> Option<&mut MoveEntry> {
        self.moves.last_mut()
    }

    /// The last entry.
    pub(crate) fn last(&self) -> Option<&MoveEntry> {
        self.moves.last()
    }
}

/// One `変化：N手` block: the number of the move it replaces and its moves.
pub(crate) struct Fork {
    pub(crate) te: u32,
    pub(crate) line: usize,
    pub(crate) moves: Line,
}

pub(crate) fn read_kif(text: &str) -> Result<(Record, Places), KifuError> {
    // A move line takes some thirty bytes: room for the moves up front
    // instead of a copy at every doubling (bounded: the text may be anything).
    let reserve = 1 + (text.len() / 32).min(MAX_RESERVED);
    let family = Family {
        bookmarks: true,
        expected: "a header, a move, a comment or a variation",
    };
    read_family(text, reserve, family, &mut |current, n, line| {
        let trimmed = super::text::skip_blanks(line, true, false);
        if trimmed.as_bytes().first().is_some_and(u8::is_ascii_digit) {
            let (_, rest) =
                number(trimmed).ok_or_else(|| err(n, line, trimmed, KifuErrorKind::BadNumber))?;
            let rest = super::text::skip_blanks(rest, false, false);
            let mut entry = MoveEntry::default();
            let at = (n, column(line, line.len() - rest.len()));
            let starts_move =
                first_char(rest).is_some_and(|(c, _)| c == SAME || file_digit(c).is_some());
            let mut rest = if starts_move {
                let (mv, r) = read_move(n, line, rest)?;
                entry.mv = Some(mv);
                r
            } else {
                // A byte search: ' ' and '\t' never occur inside a UTF-8
                // sequence.
                let end = rest
                    .bytes()
                    .position(|b| b == b' ' || b == b'\t')
                    .unwrap_or(rest.len());
                let word = rest.get(..end).unwrap_or_default();
                let after = rest.get(end..).unwrap_or_default();
                // `+` right after an ending word marks its variations, as
                // after a move (`3 反則負け+`, as `to_kif` writes it).
                let (word, after) = match word.strip_suffix('+') {
                    Some(w) if special_of(w).is_some() => {
                        (w, rest.get(w.len()..).unwrap_or_default())
                    }
                    _ => (word, after),
                };
                entry.special = special_of(word);
                after
            };
            rest = super::text::skip_blanks(rest, true, false);
            if rest.starts_with('(') {
                let (time, r) = read_time(rest).ok_or_else(|| {
                    err(
                        n,
                        line,
                        rest,
                        KifuErrorKind::Expected("a time '( m:ss/hh:mm:ss)'"),
                    )
                })?;
                entry.time = Some(time);
                rest = r;
            }
            let rest = super::text::skip_blanks(rest, true, false);
            let rest = rest.strip_prefix('+').unwrap_or(rest);
            if !super::text::trim_start(rest).is_empty() {
                return Err(err(
                    n,
                    line,
                    rest,
                    KifuErrorKind::Expected("the end of the line"),
                ));
            }
            current.push(entry, at);
            return Ok(true);
        }
        Ok(line.starts_with("まで") || line.starts_with("手数----"))
    })
}

/// What a format of the KIF family does with the lines the two do not
/// share.
pub(crate) struct Family {
    /// Whether `&` bookmark lines are kept, as comments (KIF), or dropped
    /// (KI2).
    pub(crate) bookmarks: bool,
    /// What a line nobody reads was expected to be.
    pub(crate) expected: &'static str,
}

/// The reader KIF and KI2 share: blank and `#` lines, `*` comments, `&`
/// bookmarks, `変化：N手` variations, the preamble (until the moves start)
/// and the variations hung on their moves. `own` reads every other line
/// that is the format's own (its moves, its result line) into the line
/// being read, and says whether it was one; `reserve` entries are set up
/// for the main line.
pub(crate) fn read_family(
    text: &str,
    reserve: usize,
    family: Family,
    // One copy of the reader for both formats: the format's own lines
    // are read through a reference, not a type of closure each.
    own: &mut dyn FnMut(&mut Line, usize, &str) -> Result<bool, KifuError>,
) -> Result<(Record, Places), KifuError> {
    let mut record = Record::default();
    let mut preamble = Preamble::default();
    let mut in_moves = false;
    let mut main = Line::new(reserve);
    let mut forks: Vec<Fork> = Vec::new();
    for (n, line) in lines(text) {
        if line.starts_with('#') || super::text::trim_start(line).is_empty() {
            continue;
        }
        let current = match forks.last_mut() {
            Some(f) => &mut f.moves,
            None => &mut main,
        };
        if let Some(c) = line.strip_prefix('*') {
            in_moves = true;
            if let Some(e) = current.last_mut() {
                super::text::push_owned(&mut e.comments, c);
            }
            continue;
        }
        if line.starts_with('&') {
            in_moves = true;
            if family.bookmarks {
                if let Some(e) = current.last_mut() {
                    super::text::push_owned(&mut e.comments, line);
                }
            }
            continue;
        }
        if own(current, n, line)? {
            in_moves = true;
            continue;
        }
        if let Some(r) = line.strip_prefix("変化：") {
            let r = super::text::skip_blanks(r, false, false);
            let (te, r) = number(r).ok_or_else(|| err(n, line, r, KifuErrorKind::BadNumber))?;
            if !r.starts_with('手') {
                return Err(err(n, line, r, KifuErrorKind::Expected("'手'")));
            }
            forks.push(Fork {
                te,
                line: n,
                moves: Line::new(1),
            });
            continue;
        }
        if !in_moves && preamble.line(&mut record, n, line)? {
            continue;
        }
        return Err(KifuError::new(
            n,
            1,
            KifuErrorKind::Expected(family.expected),
        ));
    }
    preamble.finish(&mut record)?;
    record.moves = main.moves;
    let mut places = Places::default();
    places.add(Vec::new(), main.places);
    attach_forks(&mut record.moves, forks, &mut places)?;
    Ok((record, places))
}

/// How deep variations may nest: each level is a recursion of the replay
/// and the writers.
pub(crate) const MAX_FORK_DEPTH: usize = 64;

/// Hangs each variation on the move it replaces: the innermost open line
/// that began before its move number, as the variations are listed depth
/// first; adds the places of each to `places`.
pub(crate) fn attach_forks(
    main: &mut Vec<MoveEntry>,
    forks: Vec<Fork>,
    places: &mut Places,
) -> Result<(), KifuError> {
    // The open lines: (first move number, path of fork indices to reach it).
    // A path is a list of (entry index, fork index) steps from the main line.
    type Path = Vec<(usize, usize)>;
    let mut stack: Vec<(u32, Path)> = alloc::vec![(0, Vec::new())];
    for fork in forks {
        // The fork's first entry is the start it branches from.
        let moves = rest_of(fork.moves.moves);
        let read_at = rest_of(fork.moves.places);
        let (base_te, path) = loop {
            match stack.pop() {
                Some((te, path)) if te >= fork.te => drop(path),
                Some(top) => break top,
                None => {
                    return Err(KifuError::new(
                        fork.line,
                        1,
                        KifuErrorKind::BadFork(fork.te),
                    ))
                }
            }
        };
        if stack.len() > MAX_FORK_DEPTH {
            return Err(KifuError::new(fork.line, 1, KifuErrorKind::TooDeep));
        }
        let index = (fork.te - base_te) as usize;
        // Each path was made from an entry and a fork just pushed.
        let Some(entry) = follow(main, &path).and_then(|line| line.get_mut(index)) else {
            return Err(KifuError::new(
                fork.line,
                1,
                KifuErrorKind::BadFork(fork.te),
            ));
        };
        entry.forks.push(moves);
        let mut child = path.clone();
        child.push((index, entry.forks.len() - 1));
        places.add(child.clone(), read_at);
        stack.push((base_te, path));
        stack.push((fork.te, child));
    }
    Ok(())
}

/// `v` without its first item (a fork's start entry, or its place).
fn rest_of<T>(mut v: Vec<T>) -> Vec<T> {
    if v.is_empty() {
        return v;
    }
    v.split_off(1)
}

fn follow<'a>(
    main: &'a mut Vec<MoveEntry>,
    path: &[(usize, usize)],
) -> Option<&'a mut Vec<MoveEntry>> {
    let mut line = main;
    for &(entry, fork) in path {
        line = line.get_mut(entry)?.forks.get_mut(fork)?;
    }
    Some(line)
}

#[cfg(test)]
mod tests {
    /// The word-at-a-time search finds the first `\r` or `\n` wherever it
    /// lies among bytes of every value, as a byte-by-byte search does.
    #[test]
    fn a_line_ends_at_its_first_cr_or_lf() {
        let plain = |b: &[u8]| {
            b.iter()
                .position(|&c| c == b'\r' || c == b'\n')
                .unwrap_or(b.len())
        };
        let others: alloc::vec::Vec<u8> =
            (0..=255u8).filter(|&c| c != b'\r' && c != b'\n').collect();
        for len in 0..40 {
            for filler in [0u8, 0x0b, 0x0c, 0x8a, 0x8d, 0xff, b'a'] {
                let mut bytes = alloc::vec![filler; len];
                assert_eq!(super::line_end(&bytes), len);
                for at in 0..len {
                    for end in [b'\r', b'\n'] {
                        bytes[at] = end;
                        assert_eq!(super::line_end(&bytes), at, "{len} {filler} {at}");
                        bytes[at] = filler;
                    }
                }
            }
            let bytes: alloc::vec::Vec<u8> =
                others.iter().cycle().skip(len).take(300).copied().collect();
            assert_eq!(super::line_end(&bytes), plain(&bytes));
        }
    }
}
