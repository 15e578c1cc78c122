//! What KIF and KI2 files write before their moves: `key：value` header
//! lines, a board diagram (BOD: `後手の持駒`, nine rows, `先手の持駒`) and
//! `先手番`/`後手番`. One reader for both formats.

use alloc::string::String;
use alloc::vec::Vec;

use super::error::{KifuError, KifuErrorKind};
use super::kif::err;
use super::record::{files_of, Initial, InitialData, Record, HANDICAP_NAMES};
use super::replay::{data_position, start_position};
use crate::names::{kind_of_char, rank_numeral};
use crate::notation::text::char_count;
use crate::{Board, Color, Piece, Position, SetupError};

/// The lines before the moves, as they are read.
#[derive(Default)]
pub(crate) struct Preamble {
    /// The board diagram's rows read so far.
    board: Vec<[Option<Piece>; 9]>,
    /// The line of each of those rows.
    board_lines: Vec<usize>,
    /// The line of `手合割`, for its error.
    handicap_line: usize,
    /// The line of each hand (black's, white's) and the column its text
    /// starts at, for their errors.
    hand_lines: [(usize, usize); 2],
    /// The line of `盤面回転`, which no reader here turns back.
    rotated_line: usize,
}

impl Preamble {
    /// Takes line `n` when it belongs before the moves (a header, a board
    /// row or frame, a side to move); `false` when it does not.
    pub(crate) fn line(
        &mut self,
        record: &mut Record,
        n: usize,
        line: &str,
    ) -> Result<bool, KifuError> {
        if line.starts_with('|') {
            self.board.push(read_board_row(n, line)?);
            self.board_lines.push(n);
            return Ok(true);
        }
        if line == "盤面回転" {
            self.rotated_line = n;
            return Ok(true);
        }
        if line.starts_with([' ', '+']) {
            return Ok(true);
        }
        if let Some((key, value)) = super::text::split_once(line, "：") {
            if !key.is_empty() {
                if key == "手合割" {
                    self.handicap_line = n;
                }
                let side = match key {
                    "先手の持駒" | "下手の持駒" => Some(0),
                    "後手の持駒" | "上手の持駒" => Some(1),
                    _ => None,
                };
                if let Some(slot) = self.hand_lines.get_mut(side.unwrap_or(2)) {
                    // The key, then `：`.
                    *slot = (n, char_count(key) + 2);
                }
                super::text::push_header(&mut record.header, key, value);
                return Ok(true);
            }
        }
        let mut chars = line.chars();
        if let (Some(t @ ('先' | '後' | '上' | '下')), "手番") = (chars.next(), chars.as_str())
        {
            // `t` as a slice of the line: no char encoding.
            let side = line.get(..t.len_utf8()).unwrap_or_default();
            super::text::push_header(&mut record.header, "手番", side);
            return Ok(true);
        }
        Ok(false)
    }

    /// Sets the record's start from what was read and drops repeated
    /// header keys.
    pub(crate) fn finish(self, record: &mut Record) -> Result<(), KifuError> {
        record.dedupe_headers();
        set_initial(record, &self.board, self.handicap_line, self.hand_lines)?;
        check_start(record, &self.board_lines)
    }

    /// The position of the board diagram read, whatever the rules say of it
    /// (the hands within what a position holds); `end` is the line after
    /// the text's last, where a missing row is reported.
    pub(crate) fn diagram(self, record: &mut Record, end: usize) -> Result<Position, KifuError> {
        if self.rotated_line != 0 {
            return Err(KifuError::new(
                self.rotated_line,
                1,
                KifuErrorKind::Expected("a diagram with black at the bottom"),
            ));
        }
        if let Some(&tenth) = self.board_lines.get(9) {
            return Err(KifuError::new(
                tenth,
                1,
                KifuErrorKind::Expected("nine board rows"),
            ));
        }
        if self.board.len() != 9 {
            return Err(KifuError::new(
                end,
                1,
                KifuErrorKind::Expected(if self.board.is_empty() {
                    "a board diagram"
                } else {
                    "nine board rows"
                }),
            ));
        }
        record.dedupe_headers();
        set_initial(record, &self.board, 0, self.hand_lines)?;
        let Some(Initial {
            data: Some(data), ..
        }) = &record.initial
        else {
            return Err(KifuError::new(end, 1, KifuErrorKind::BadPosition));
        };
        data_position(data).map_err(|color| {
            let (line, column) = self.hand_lines[color as usize];
            KifuError::new(line, column, KifuErrorKind::BadNumber)
        })
    }
}

/// Refuses a board diagram the rules cannot start from: a second king of a
/// side (placed at its square in the diagram), the side not to move in
/// check, or hands holding more than the set has.
fn check_start(record: &Record, rows: &[usize]) -> Result<(), KifuError> {
    let Some(initial @ Initial { data: Some(_), .. }) = &record.initial else {
        return Ok(());
    };
    let first = rows.first().copied().unwrap_or(0);
    let Some(position) = start_position(Some(initial)) else {
        return Err(KifuError::new(first, 1, KifuErrorKind::BadPosition));
    };
    match Board::from_position(&position) {
        Ok(_) => Ok(()),
        Err(SetupError::TwoKings { sq, .. }) => Err(KifuError::new(
            rows.get(usize::from(sq.rank()) - 1)
                .copied()
                .unwrap_or(first),
            // `|` then two characters a square, file 9 first.
            2 + 2 * (9 - usize::from(sq.file())),
            KifuErrorKind::Expected("one king of each side at most"),
        )),
        Err(SetupError::OpponentInCheck) => Err(KifuError::new(
            first,
            1,
            KifuErrorKind::Expected("a start whose side not to move is not in check"),
        )),
    }
}

/// The JKF preset of a 手合割 name (spaces ignored).
fn preset_of_name(name: &str) -> Option<&'static str> {
    let name: String = name.chars().filter(|c| !c.is_whitespace()).collect();
    HANDICAP_NAMES
        .iter()
        .find(|(_, n)| *n == name)
        .map(|(preset, _)| *preset)
}

/// A hand as KIF writes it: `角　銀二　歩十八` or `なし`.
#[inline(never)]
pub(crate) fn read_hand(n: usize, line: &str, text: &str) -> Result<[u8; 7], KifuError> {
    let mut hand = [0u8; 7];
    let trimmed = super::text::trim(text);
    if trimmed.is_empty() || trimmed == "なし" {
        return Ok(hand);
    }
    // The tokens between spaces and full-width spaces, found byte by byte
    // (the lead byte of '　' starts a character: a boundary).
    let mut rest = text;
    loop {
        rest = super::text::skip_blanks(rest, false, true);
        let b = rest.as_bytes();
        let mut end = 0;
        while let Some(&c) = b.get(end) {
            if c == b' ' || b.get(end..).is_some_and(|t| t.starts_with("　".as_bytes())) {
                break;
            }
            end += 1;
        }
        if end == 0 {
            break;
        }
        let token = rest.get(..end).unwrap_or_default();
        rest = rest.get(end..).unwrap_or_default();
        let mut chars = token.chars();
        let c = chars.next().unwrap_or(' ');
        let slot = kind_of_char(c).and_then(|k| k.hand_slot()).ok_or_else(|| {
            err(
                n,
                line,
                // The token is a piece of `line` (or of a text
                // outside it, then the column is the line's first).
                (token.as_ptr() as usize)
                    .checked_sub(line.as_ptr() as usize)
                    .and_then(|at| line.get(at..))
                    .unwrap_or(line),
                KifuErrorKind::UnknownPiece(super::text::owned(token)),
            )
        })?;
        let count = read_kan_number(chars.as_str())
            .ok_or_else(|| err(n, line, "", KifuErrorKind::BadNumber))?;
        hand[slot % 7] = count;
    }
    Ok(hand)
}

/// `` → 1, `二` → 2, `十` → 10, `十八` → 18.
fn read_kan_number(s: &str) -> Option<u8> {
    let digit = |c: char| {
        if c == '十' {
            Some(10)
        } else {
            rank_numeral(c)
        }
    };
    let mut chars = s.chars();
    match (chars.next(), chars.next(), chars.next()) {
        (None, _, _) => Some(1),
        (Some(a), None, _) => digit(a),
        (Some('十'), Some(b), None) => rank_numeral(b).map(|d| d + 10),
        _ => None,
    }
}

/// A board diagram row: `|v香v桂 ・ …|一`.
fn read_board_row(n: usize, line: &str) -> Result<[Option<Piece>; 9], KifuError> {
    let mut row = [None; 9];
    let mut rest = line.strip_prefix('|').unwrap_or(line);
    for sq in row.iter_mut() {
        let mut chars = rest.chars();
        let (Some(a), Some(b)) = (chars.next(), chars.next()) else {
            return Err(err(n, line, rest, KifuErrorKind::Expected("nine squares")));
        };
        *sq = match (a, b) {
            (' ', '・') => None,
            (' ' | '+' | '^', k) | ('v' | 'V', k) => {
                let color = if matches!(a, 'v' | 'V') {
                    Color::White
                } else {
                    Color::Black
                };
                let kind = kind_of_char(k).ok_or_else(|| {
                    let at = a.len_utf8();
                    err(
                        n,
                        line,
                        rest.get(at..).unwrap_or_default(),
                        // The piece as a slice of the row: no char encoding.
                        KifuErrorKind::UnknownPiece(super::text::owned(
                            rest.get(at..at + k.len_utf8()).unwrap_or_default(),
                        )),
                    )
                })?;
                Some(Piece::new(color, kind))
            }
            _ => return Err(err(n, line, rest, KifuErrorKind::Expected("a square"))),
        };
        rest = chars.as_str();
    }
    if !rest.starts_with('|') {
        return Err(err(n, line, rest, KifuErrorKind::Expected("'|'")));
    }
    Ok(row)
}

/// The start from a board diagram (with its 手番 and 持駒 header lines,
/// which leave the header) or else from 手合割. Not inlined: a record's
/// reader and the diagram's share one copy in the module.
#[inline(never)]
fn set_initial(
    record: &mut Record,
    board: &[[Option<Piece>; 9]],
    handicap_line: usize,
    hand_lines: [(usize, usize); 2],
) -> Result<(), KifuError> {
    if board.len() == 9 {
        // The rows one after the other are the squares as a position
        // lays them out.
        let mut squares = [None; 81];
        for (slot, &sq) in squares.iter_mut().zip(board.iter().flatten()) {
            *slot = sq;
        }
        let mut data = InitialData {
            color: Color::Black,
            board: files_of(&squares),
            hands: [[0; 7]; 2],
        };
        // `後手番` (read as 後) or `手番：後手`.
        if let Some(t) = record.take_header("手番") {
            if t.starts_with(['後', '上']) {
                data.color = Color::White;
            }
        }
        let black_key = if record.header("先手の持駒").is_some() {
            "先手の持駒"
        } else {
            "下手の持駒"
        };
        let white_key = if record.header("後手の持駒").is_some() {
            "後手の持駒"
        } else {
            "上手の持駒"
        };
        for ((hand, key), (line, column)) in data
            .hands
            .iter_mut()
            .zip([black_key, white_key])
            .zip(hand_lines)
        {
            if let Some(h) = record.header(key) {
                // Read as a text of its own: placed on its line after.
                *hand = read_hand(line, h, h).map_err(|mut e| {
                    e.column += column.saturating_sub(1);
                    e
                })?;
            }
        }
        for key in ["先手の持駒", "下手の持駒", "後手の持駒", "上手の持駒"] {
            record.take_header(key);
        }
        record.initial = Some(Initial {
            preset: super::text::owned("OTHER"),
            data: Some(data),
        });
    } else if !board.is_empty() {
        return Err(KifuError::new(
            0,
            0,
            KifuErrorKind::Expected("nine board rows"),
        ));
    } else if let Some(name) = record.header("手合割") {
        let preset = preset_of_name(name).ok_or_else(|| {
            KifuError::new(
                handicap_line,
                5,
                KifuErrorKind::UnknownHandicap(super::text::owned(name)),
            )
        })?;
        if preset != "OTHER" {
            record.initial = Some(Initial {
                preset: super::text::owned(preset),
                data: None,
            });
        }
    }
    Ok(())
}
