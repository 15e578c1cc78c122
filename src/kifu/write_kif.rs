//! Writing a record as KIF: header lines, the start as 手合割 or a board
//! diagram, numbered moves with origins and times, `*` comments, endings
//! and `変化：N手` variations.
//!
//! Variations are listed latest branch point first, each followed by its
//! own variations: a reader hangs a `変化：N手` on the innermost open line
//! that began before move N, so this order puts each one back where it was.

use super::text::{push_number, push_padded, Put};
use alloc::string::String;

use super::kif::ENDING_WORDS;
use super::record::{Initial, InitialData, MoveData, MoveEntry, Record, Special, HANDICAP_NAMES};
use crate::names::{diagram_kanji, file_char, kanji, rank_char, rank_str, RANKS};
use crate::notation::names::{Suffix, SAME_SPACED};
use crate::notation::text::char_count;
use crate::{Color, Kind};

/// The JKF preset's 手合割 name.
pub(crate) fn preset_name(preset: &str) -> Option<&'static str> {
    HANDICAP_NAMES
        .iter()
        .find(|(p, _)| *p == preset && *p != "OTHER")
        .map(|(_, name)| *name)
}

/// The KIF ending word of a special, when KIF has one.
pub(crate) fn special_word(special: Special) -> Option<&'static str> {
    // The three ILLEGAL_ACTIONs are all 反則勝ち (of the side to move).
    let special = match special {
        Special::IllegalAction(_) => Special::IllegalAction(None),
        s => s,
    };
    ENDING_WORDS
        .iter()
        .find(|&&(_, s)| s == special)
        .map(|&(w, _)| w)
}

fn kan_number(out: &mut String, n: u8) {
    if n >= 10 {
        out.put_char('十');
    }
    if n % 10 != 0 {
        out.put(rank_str(n % 10));
    }
}

/// A hand as KIF writes it: `飛　角　歩十八`, or `なし`.
pub(crate) fn write_hand(out: &mut String, hand: &[u8; 7]) {
    let mut any = false;
    // Rook first; the kinds by iterator, not index (no bounds check).
    for (&n, &kind) in hand.iter().zip(Kind::ALL.iter()).rev() {
        let name = kanji(kind);
        if n == 0 {
            continue;
        }
        if any {
            out.put_char('　');
        }
        any = true;
        out.put(name);
        if n > 1 {
            kan_number(out, n);
        }
    }
    if !any {
        out.put("なし");
    }
}

/// Header lines and the start, shared by KIF and KI2.
pub(crate) fn write_preamble(out: &mut String, record: &Record) {
    let preset = record
        .initial
        .as_ref()
        .filter(|i| i.data.is_none())
        .and_then(|i| preset_name(&i.preset));
    let mut wrote_preset = false;
    for (k, v) in &record.header {
        if k == "手合割" {
            if let Some(name) = preset {
                out.put("手合割：");
                out.put(name);
                out.put_char('\n');
                wrote_preset = true;
                continue;
            }
        }
        out.put(k);
        out.put_char('：');
        out.put(&single_line(v));
        out.put_char('\n');
    }
    if !wrote_preset {
        if let Some(name) = preset.filter(|&n| n != "平手") {
            out.put("手合割：");
            out.put(name);
            out.put_char('\n');
        }
    }
    if let Some(Initial {
        data: Some(data), ..
    }) = &record.initial
    {
        write_diagram(out, data);
    }
}

/// A board diagram (BOD): white's hand, the board framed with its file
/// numbers and rank numerals, black's hand, and `後手番` when white is to
/// move (a diagram without it is black to move, as KIF readers take it).
pub(crate) fn write_diagram(out: &mut String, data: &InitialData) {
    out.put("後手の持駒：");
    write_hand(out, &data.hands[1]);
    out.put("\n  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n");
    for (y, numeral) in RANKS.iter().enumerate() {
        out.put_char('|');
        for x in (0..9).rev() {
            match data.board[x][y] {
                Some(p) => {
                    out.put_char(if p.color == Color::White { 'v' } else { ' ' });
                    out.put(diagram_kanji(p.kind));
                }
                None => out.put(" ・"),
            }
        }
        out.put_char('|');
        out.put_char(*numeral);
        out.put_char('\n');
    }
    out.put("+---------------------------+\n先手の持駒：");
    write_hand(out, &data.hands[0]);
    out.put_char('\n');
    if data.color == Color::White {
        out.put("後手番\n");
    }
}

/// Text that stays on one line.
pub(crate) fn single_line(s: &str) -> String {
    s.replace(['\r', '\n'], " ")
}

/// `７六歩(77)`, `同　銀成(34)`, `５五角打`.
fn write_move(out: &mut String, mv: &MoveData) {
    if mv.same {
        out.put(SAME_SPACED);
    } else {
        out.put_char(file_char(mv.to.x));
        out.put_char(rank_char(mv.to.y));
    }
    out.put(kanji(mv.piece));
    if mv.promote == Some(true) {
        out.put(Suffix::Promote.text());
    }
    match mv.from {
        Some(f) => {
            out.put_char('(');
            push_number(out, u32::from(f.x));
            push_number(out, u32::from(f.y));
            out.put_char(')');
        }
        None => out.put(Suffix::Drop.text()),
    }
}

/// The entry's comments, a line each after `mark` (`*` in KIF and KI2,
/// `'` in CSA): one copy for the three writers.
pub(super) fn write_comments_with(out: &mut String, entry: &MoveEntry, mark: char) {
    for c in &entry.comments {
        for line in super::text::split_ascii(c, b'\n') {
            out.put_char(mark);
            out.put(super::text::trim_end_byte(line, b'\r'));
            out.put_char('\n');
        }
    }
}

fn write_line(out: &mut String, line: &[MoveEntry], first: usize) {
    for (i, e) in line.iter().enumerate() {
        let n = first + i;
        let start = out.len();
        match (&e.mv, e.special.and_then(special_word)) {
            (Some(mv), _) => {
                push_padded(out, n as u32, 4, ' ');
                out.put_char(' ');
                write_move(out, mv);
            }
            (None, Some(word)) => {
                push_padded(out, n as u32, 4, ' ');
                out.put_char(' ');
                out.put(word);
            }
            (None, None) => {
                write_comments_with(out, e, '*');
                continue;
            }
        }
        if let Some(t) = &e.time {
            let width = out.get(start..).map_or(0, char_count);
            for _ in width..14 {
                out.put_char(' ');
            }
            let total = t.total.unwrap_or_default();
            out.put_char('(');
            push_padded(out, t.now.h.unwrap_or(0) * 60 + t.now.m, 2, ' ');
            out.put_char(':');
            push_padded(out, t.now.s, 2, '0');
            out.put_char('/');
            push_padded(out, total.h.unwrap_or(0), 2, '0');
            out.put_char(':');
            push_padded(out, total.m, 2, '0');
            out.put_char(':');
            push_padded(out, total.s, 2, '0');
            out.put_char(')');
        }
        if !e.forks.is_empty() {
            out.put_char('+');
        }
        out.put_char('\n');
        write_comments_with(out, e, '*');
        // An illegal move ends its line, with the ending that says so.
        if e.mv.is_some() && e.illegal.is_some() {
            push_padded(out, n as u32 + 1, 4, ' ');
            out.put_char(' ');
            out.put(special_word(Special::IllegalMove).unwrap_or_default());
            out.put_char('\n');
            break;
        }
    }
}

fn write_forks(out: &mut String, line: &[MoveEntry], first: usize) {
    for (i, e) in line.iter().enumerate().rev() {
        for fork in &e.forks {
            out.put("\n変化：");
            push_number(out, (first + i) as u32);
            out.put("手\n");
            write_line(out, fork, first + i);
            write_forks(out, fork, first + i);
        }
    }
}

/// The record as KIF text (UTF-8; encoding to Shift_JIS is the caller's).
pub fn to_kif(record: &Record) -> String {
    let mut out = String::with_capacity(256 + record.moves.len() * 40);
    write_preamble(&mut out, record);
    out.put("手数----指手---------消費時間--\n");
    if let Some(first) = record.moves.first() {
        write_comments_with(&mut out, first, '*');
        write_line(&mut out, record.moves.get(1..).unwrap_or_default(), 1);
    }
    write_forks(&mut out, &record.moves, 0);
    out
}
