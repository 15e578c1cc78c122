//! Writing a record as CSA: names, `$` headers, the start (`PI` for 平手
//! and the handicaps, `P1`…`P9` and `P+00..` hands otherwise), moves with
//! `T` seconds, `'` comments and `%` endings. Variations are not part of
//! CSA and are left out.
//!
//! The version line says V2.2: the statements written are those of V2.2,
//! which V3.0 readers read too, and json-kifu-format reads no V3.0 file.

use super::text::{push_number, Put};
use super::write_kif::write_comments_with;
use alloc::string::String;

use super::record::{preset_position, Record, Special};
use crate::{Color, Kind};

fn sign(c: Color) -> char {
    match c {
        Color::Black => '+',
        Color::White => '-',
    }
}

/// The record as CSA text.
pub fn to_csa(record: &Record) -> String {
    let mut out = String::with_capacity(128 + record.moves.len() * 16);
    out.put("V2.2\n");
    for (key, sign) in [("先手", '+'), ("後手", '-')] {
        if let Some(name) = record.header(key) {
            out.put_char('N');
            out.put_char(sign);
            out.put(&super::write_kif::single_line(name));
            out.put_char('\n');
        }
    }
    for (k, v) in &record.header {
        if k == "先手" || k == "後手" || k.bytes().any(|b| b == b':') {
            continue;
        }
        out.put_char('$');
        out.put(super::csa::header_key(k, true));
        out.put_char(':');
        out.put(&super::write_kif::single_line(v));
        out.put_char('\n');
    }
    let data = record.initial.as_ref().and_then(|i| i.data.as_ref());
    let preset = match &record.initial {
        None => Some("HIRATE"),
        Some(i) if i.data.is_none() => Some(i.preset.as_str()),
        Some(_) => None,
    };
    let preset = preset.and_then(preset_position);
    let first = preset.as_ref().map(|p| p.turn()).or(data.map(|d| d.color));
    match (preset, data) {
        (Some(p), _) => {
            out.put("PI");
            for (i, sq) in super::csa::initial_board().iter().enumerate() {
                if let (Some(piece), None) = (sq, p.get(i)) {
                    push_number(&mut out, (9 - i % 9) as u32);
                    push_number(&mut out, (i / 9 + 1) as u32);
                    out.put(piece.kind.csa());
                }
            }
            out.put_char('\n');
            out.put_char(sign(p.turn()));
            out.put_char('\n');
        }
        (None, Some(data)) => {
            for y in 1..=9u8 {
                out.put_char('P');
                push_number(&mut out, u32::from(y));
                for file in data.board.iter().rev() {
                    match file.get(usize::from(y) - 1).copied().flatten() {
                        Some(p) => {
                            out.put_char(sign(p.color));
                            out.put(p.kind.csa());
                        }
                        None => out.put(" * "),
                    }
                }
                out.put_char('\n');
            }
            for color in Color::ALL {
                let hand = data.hands[color as usize];
                if hand.iter().all(|&n| n == 0) {
                    continue;
                }
                out.put_char('P');
                out.put_char(sign(color));
                for (slot, kind) in Kind::ALL.iter().take(7).enumerate() {
                    for _ in 0..hand.get(slot).copied().unwrap_or(0) {
                        out.put("00");
                        out.put(kind.csa());
                    }
                }
                out.put_char('\n');
            }
            out.put_char(sign(data.color));
            out.put_char('\n');
        }
        (None, None) => out.put("PI\n+\n"),
    }
    if let Some(first) = record.moves.first() {
        write_comments_with(&mut out, first, '\'');
    }
    // A move's side is its `color`, filled by every reader's replay.
    let mut color = first.unwrap_or(Color::Black);
    for e in record.moves.iter().skip(1) {
        if let Some(mv) = &e.mv {
            color = mv.color.unwrap_or(color);
            let (fx, fy) = mv.from.map_or((0, 0), |f| (f.x, f.y));
            let kind = if mv.promote == Some(true) {
                mv.piece.promote().unwrap_or(mv.piece)
            } else {
                mv.piece
            };
            out.put_char(sign(color));
            for n in [fx, fy, mv.to.x, mv.to.y] {
                push_number(&mut out, u32::from(n));
            }
            out.put(kind.csa());
            color = color.flip();
        } else if let Some(sp) = e.special {
            out.put_char('%');
            out.put(sp.name());
        } else {
            write_comments_with(&mut out, e, '\'');
            continue;
        }
        if let Some(t) = &e.time {
            let secs = t.now.h.unwrap_or(0) * 3600 + t.now.m * 60 + t.now.s;
            out.put(",T");
            push_number(&mut out, secs);
        }
        out.put_char('\n');
        write_comments_with(&mut out, e, '\'');
        // An illegal move ends the record, with the ending that says so.
        if e.mv.is_some() && e.illegal.is_some() {
            out.put_char('%');
            out.put(Special::IllegalMove.name());
            out.put_char('\n');
            break;
        }
    }
    out
}
