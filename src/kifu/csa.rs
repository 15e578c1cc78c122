//! CSA (V2.2 and V3.0): `N+`/`N-` names, `$` headers, the start as `PI`
//! (with removed pieces), `P1`…`P9` rows or `P+`/`P-` pieces (`00` for the
//! hand, `00AL` for all the rest), then moves `+7776FU` with times `T12`,
//! `%` endings and `'` comments; statements may share a line, split by `,`.
//!
//! As json-kifu-format reads it, the `$` keys EVENT, SITE, START_TIME,
//! END_TIME and TIME_LIMIT become 棋戦, 場所, 開始日時, 終了日時 and 持ち時間,
//! the names become 先手 and 後手, and a start that is a preset goes back to
//! its preset name. A record whose position section is only the turn line
//! (CSA V1 files that omit the board) starts from 平手: the moves that follow
//! are only legal from there, and the format gives no other default.

use alloc::string::String;
use alloc::vec::Vec;

use super::error::{KifuError, KifuErrorKind};
use super::kif::{lines, Line, MAX_RESERVED};
use super::record::{
    files_of, preset_of, Hms, Initial, InitialData, MoveData, Place, Record, Special, Time,
};
use super::replay::{read_and_replay, start_position, Places, Source};
use crate::notation::text::char_count;
use crate::{Color, Kind, Piece, Position};

/// Reads a CSA record (already decoded to text) and replays it.
pub fn parse_csa(text: &str) -> Result<Record, KifuError> {
    read_and_replay(text, read_csa, Source::Csa)
}

/// What a `%` statement or a JKF `special` was expected to name.
pub(crate) const SPECIAL_NAME: &str = "a special move name of JKF (TORYO, CHUDAN, …)";

/// CSA's `$` keys and the header names they stand for, for reading and
/// writing.
const HEADER_KEYS: [(&str, &str); 5] = [
    ("EVENT", "棋戦"),
    ("SITE", "場所"),
    ("START_TIME", "開始日時"),
    ("END_TIME", "終了日時"),
    ("TIME_LIMIT", "持ち時間"),
];

/// The header name of a `$` key (`to_csa` false) or the `$` key of a header
/// name (`to_csa` true); any other text is itself.
pub(crate) fn header_key(key: &str, to_csa: bool) -> &str {
    for &(csa, name) in super::text::opaque(&HEADER_KEYS) {
        let (from, to) = if to_csa { (name, csa) } else { (csa, name) };
        if key == from {
            return to;
        }
    }
    key
}

fn err(n: usize, col: usize, kind: KifuErrorKind) -> KifuError {
    KifuError::new(n, col, kind)
}

fn color_of(c: u8) -> Option<Color> {
    match c {
        b'+' => Some(Color::Black),
        b'-' => Some(Color::White),
        _ => None,
    }
}

/// The CSA names of [`Kind::ALL`] as two-byte numbers, compared in place of
/// strings.
const CSA_KEYS: [u16; 14] = {
    let mut keys = [0u16; 14];
    let mut i = 0;
    while i < 14 {
        let name = Kind::ALL[i].csa().as_bytes();
        keys[i] = u16::from_be_bytes([name[0], name[1]]);
        i += 1;
    }
    keys
};

fn kind_at(n: usize, col: usize, s: &[u8]) -> Result<Kind, KifuError> {
    let found = match s {
        [a, b, ..] => {
            let key = u16::from_be_bytes([*a, *b]);
            super::text::opaque(&CSA_KEYS)
                .iter()
                .position(|&k| k == key)
                .and_then(|i| Kind::ALL.get(i).copied())
        }
        _ => None,
    };
    found.ok_or_else(|| {
        err(
            n,
            col,
            KifuErrorKind::UnknownPiece(super::text::lossy(s.get(..2).unwrap_or(s))),
        )
    })
}

#[inline(never)]
fn place_at(n: usize, col: usize, s: &[u8]) -> Result<(u8, u8), KifuError> {
    match s {
        [x @ b'0'..=b'9', y @ b'0'..=b'9', ..] => Ok((x - b'0', y - b'0')),
        _ => Err(err(
            n,
            col,
            KifuErrorKind::BadSquare(super::text::lossy(s.get(..2).unwrap_or(s))),
        )),
    }
}

/// `b` from byte `i` on (empty past its end).
fn from(b: &[u8], i: usize) -> &[u8] {
    b.get(i..).unwrap_or_default()
}

/// `s` from byte `i` on (empty past its end or off a character boundary).
fn tail(s: &str, i: usize) -> &str {
    s.get(i..).unwrap_or_default()
}

/// The value of `d` when it is at most nine ASCII digits (0 for none).
#[inline(never)]
fn digits(d: &str) -> Option<u32> {
    if d.len() > 9 {
        return None;
    }
    // At most nine digits: no overflow.
    let mut value = 0u32;
    for &c in d.as_bytes() {
        if !c.is_ascii_digit() {
            return None;
        }
        value = value * 10 + u32::from(c - b'0');
    }
    Some(value)
}

/// The square of the digits `x` and `y` (read at column `col`), or the
/// error that names them as written.
#[inline(never)]
fn square(n: usize, col: usize, (x, y): (u8, u8)) -> Result<Place, KifuError> {
    Place::new(x, y).ok_or_else(|| {
        let text = [x, y].iter().map(|&d| char::from(b'0' + d)).collect();
        err(n, col, KifuErrorKind::BadSquare(text))
    })
}

/// The statements of a line: the whole line, or its parts between commas
/// (found by a byte search: ',' never occurs inside a UTF-8 sequence).
fn statements(line: &str, whole: bool) -> impl Iterator<Item = &str> {
    // 0xFF occurs in no UTF-8 text: split on it, the line is one piece.
    // One splitter for both, not a chain of two iterators.
    super::text::split_ascii(line, if whole { 0xFF } else { b',' })
}

/// The board of 平手, square by square: one copy of the conversion for
/// the reader's two uses and the writer's.
#[inline(never)]
pub(crate) fn initial_board() -> [Option<Piece>; 81] {
    Position::initial().board()
}

#[derive(PartialEq)]
enum Phase {
    Info,
    Position,
    Moves,
}

/// Reads the record, and where each entry's statement starts (line and
/// column; `(0, 0)` for the start).
pub(crate) fn read_csa(text: &str) -> Result<(Record, Places), KifuError> {
    let mut record = Record::default();
    let mut names: [Option<String>; 2] = [None, None];
    let mut board: [Option<Piece>; 81] = [None; 81];
    let mut hands = [[0u8; 7]; 2];
    let mut all_rest: Option<Color> = None;
    let mut has_board = false;
    let mut phase = Phase::Info;
    let mut turn = None;
    // A move and its time take a dozen bytes: room for them up front
    // (bounded: the text may be anything).
    let mut line = Line::new(1 + (text.len() / 12).min(MAX_RESERVED));
    let mut pending_comments: Vec<String> = Vec::new();
    for (n, full) in lines(text) {
        // Comments, headers and names run to the end of the line; other
        // statements may be separated by commas.
        let whole = matches!(full.as_bytes().first(), Some(b'\'' | b'$' | b'N'));
        let mut col = 1;
        for part in statements(full, whole) {
            let at = col;
            col += char_count(part) + 1;
            let s = if whole {
                part
            } else {
                super::text::trim_end_byte(part, b' ')
            };
            let b = s.as_bytes();
            if b.is_empty() {
                continue;
            }
            match b.first().copied().unwrap_or_default() {
                b'\'' => {
                    let to = match (&phase, line.last_mut()) {
                        (Phase::Moves, Some(e)) => &mut e.comments,
                        _ => &mut pending_comments,
                    };
                    super::text::push_owned(to, tail(s, 1));
                }
                b'V' if phase == Phase::Info => {}
                b'N' if phase == Phase::Info && b.get(1).copied().and_then(color_of).is_some() => {
                    let i = usize::from(b.get(1) == Some(&b'-'));
                    names[i] = Some(super::text::owned(tail(s, 2)));
                }
                b'$' if phase == Phase::Info => {
                    let Some(i) = s.bytes().position(|b| b == b':') else {
                        return Err(err(n, at, KifuErrorKind::Expected("':' in a header")));
                    };
                    // A `$` line is one statement: `s` is the whole line.
                    super::text::push_header(
                        &mut record.header,
                        header_key(s.get(1..i).unwrap_or_default(), false),
                        tail(s, i + 1),
                    );
                }
                b'P' if phase != Phase::Moves => {
                    phase = Phase::Position;
                    pending_comments.clear();
                    match b.get(1) {
                        Some(b'I') => {
                            has_board = true;
                            board = initial_board();
                            let mut i = 2;
                            while i < b.len() {
                                let (x, y) = place_at(n, at + i, from(b, i))?;
                                kind_at(n, at + i + 2, from(b, i + 2))?;
                                let at = Place::new(x, y).and_then(Place::index);
                                if let Some(sq) = at.and_then(|i| board.get_mut(i)) {
                                    *sq = None;
                                }
                                i += 4;
                            }
                        }
                        Some(d @ b'1'..=b'9') => {
                            has_board = true;
                            let y = d - b'0';
                            let mut i = 2;
                            for x in (1..=9).rev() {
                                let sq = b.get(i..i + 3).unwrap_or(b"");
                                let piece = if sq == b" * "
                                    || (sq.len() < 3 && sq.iter().all(|&c| c == b' '))
                                {
                                    None
                                } else {
                                    let color = sq.first().copied().and_then(color_of).ok_or_else(
                                        || {
                                            err(
                                                n,
                                                at + i,
                                                KifuErrorKind::Expected("'+', '-' or ' * '"),
                                            )
                                        },
                                    )?;
                                    Some(Piece::new(color, kind_at(n, at + i + 1, from(sq, 1))?))
                                };
                                let at = usize::from(y - 1) * 9 + (9 - x as usize);
                                if let Some(sq) = board.get_mut(at) {
                                    *sq = piece;
                                }
                                i += 3;
                            }
                        }
                        Some(&c) if color_of(c).is_some() => {
                            let color = color_of(c).unwrap_or(Color::Black);
                            let mut i = 2;
                            while i < b.len() {
                                let (x, y) = place_at(n, at + i, from(b, i))?;
                                let name = b.get(i + 2..i + 4).unwrap_or(b"");
                                if (x, y) == (0, 0) && name == b"AL" {
                                    all_rest = Some(color);
                                    break;
                                }
                                let kind = kind_at(n, at + i + 2, from(b, i + 2))?;
                                if (x, y) == (0, 0) {
                                    let slot = kind.hand_slot().ok_or_else(|| {
                                        err(n, at + i + 2, KifuErrorKind::Expected("a hand piece"))
                                    })?;
                                    let count = &mut hands[color as usize][slot % 7];
                                    *count = count.saturating_add(1);
                                } else {
                                    let p = square(n, at + i, (x, y))?;
                                    has_board = true;
                                    if let Some(sq) = p.index().and_then(|i| board.get_mut(i)) {
                                        *sq = Some(Piece::new(color, kind));
                                    }
                                }
                                i += 4;
                            }
                        }
                        _ => {
                            return Err(err(
                                n,
                                at + 1,
                                KifuErrorKind::Expected("'I', '1'..'9', '+' or '-'"),
                            ))
                        }
                    }
                }
                c @ (b'+' | b'-') if phase != Phase::Moves && b.len() == 1 => {
                    turn = color_of(c);
                    phase = Phase::Moves;
                    pending_comments.clear();
                }
                c @ (b'+' | b'-') if phase == Phase::Moves => {
                    let _ = color_of(c);
                    let (fx, fy) = place_at(n, at + 1, from(b, 1))?;
                    let (tx, ty) = place_at(n, at + 3, b.get(3..).unwrap_or(b""))?;
                    let kind = kind_at(n, at + 5, b.get(5..).unwrap_or(b""))?;
                    if b.len() != 7 {
                        return Err(err(
                            n,
                            at + 7,
                            KifuErrorKind::Expected("the end of the move"),
                        ));
                    }
                    let to = square(n, at + 3, (tx, ty))?;
                    let from = if (fx, fy) == (0, 0) {
                        None
                    } else {
                        Some(square(n, at + 1, (fx, fy))?)
                    };
                    line.push_new(Some(MoveData::new(from, to, kind)), None, (n, at));
                }
                b'%' if phase == Phase::Moves => {
                    let Some(special) = Special::from_name(tail(s, 1)) else {
                        return Err(err(n, at + 1, KifuErrorKind::Expected(SPECIAL_NAME)));
                    };
                    line.push_new(None, Some(special), (n, at));
                }
                b'T' if phase == Phase::Moves && line.moves.len() > 1 => {
                    // V3.0 may give fractions of a second; JKF times are
                    // whole seconds.
                    let (whole, fraction) =
                        super::text::split_once(tail(s, 1), ".").unwrap_or((tail(s, 1), "0"));
                    let (Some(secs), Some(_), false) =
                        (digits(whole), digits(fraction), fraction.is_empty())
                    else {
                        return Err(err(n, at + 1, KifuErrorKind::BadNumber));
                    };
                    if let Some(e) = line.last_mut() {
                        e.time = Some(Time {
                            now: Hms {
                                h: None,
                                m: secs / 60,
                                s: secs % 60,
                            },
                            total: None,
                        });
                    }
                }
                _ => {
                    return Err(err(
                        n,
                        at,
                        KifuErrorKind::Expected(match phase {
                            Phase::Moves => "a move, a time, a '%' ending or a comment",
                            _ => "a header, a position line or the turn",
                        }),
                    ))
                }
            }
        }
    }
    let Some(turn) = turn else {
        return Err(KifuError::new(
            0,
            0,
            KifuErrorKind::Expected("the turn line '+' or '-'"),
        ));
    };
    if !has_board && all_rest.is_none() {
        board = initial_board();
    }
    if let Some(color) = all_rest {
        // Every piece of the set not on the board or in the other hand.
        let mut rest = [18u8, 4, 4, 4, 4, 2, 2];
        for (slot, n) in hands[color.flip() as usize].iter().enumerate() {
            rest[slot % 7] = rest[slot % 7].saturating_sub(*n);
        }
        for p in board.iter().flatten() {
            if let Some(slot) = p.kind.unpromote().hand_slot() {
                rest[slot % 7] = rest[slot % 7].saturating_sub(1);
            }
        }
        hands[color as usize] = rest;
    }
    record.dedupe_headers();
    if let Some(name) = names[0].take() {
        record.set_header("先手", name);
    }
    if let Some(name) = names[1].take() {
        record.set_header("後手", name);
    }
    // Checked as a position in place; a preset's name replaces it.
    let mut initial = Initial {
        preset: super::text::owned("OTHER"),
        data: Some(InitialData {
            color: turn,
            board: files_of(&board),
            hands,
        }),
    };
    if let Some(name) = start_position(Some(&initial)).and_then(|p| preset_of(&p)) {
        initial = Initial {
            preset: super::text::owned(name),
            data: None,
        };
    }
    record.initial = Some(initial);
    record.moves = line.moves;
    let mut read_at = Places::default();
    read_at.add(Vec::new(), line.places);
    Ok((record, read_at))
}
