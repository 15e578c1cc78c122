//! JKF: reading a record from JSON text or packed words, and writing it
//! back as text.
//!
//! The writer leaves out what is absent (no `initial` for 平手 by default,
//! no empty `comments` or `forks`) and writes `color` as 0 or 1. The reader
//! also takes the older form whose `color` is a boolean (`true` for black),
//! and fills a missing `color` by replaying, as the definition requires it.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write;

use super::csa::SPECIAL_NAME;
use super::error::{KifuError, KifuErrorKind};
use super::record::{
    files_of, Hms, Initial, InitialData, MoveData, MoveEntry, Place, Record, Special, Time,
};
use super::replay::{replay, Places, Source};
use crate::formats::tree::{from_words, parse, write_string, Json, Value};
use crate::notation::text::char_count;
use crate::notation::Relative;
use crate::rules::IllegalCode;
use crate::{Color, Kind, Piece};

/// The CSA names of the kinds a hand holds, in hand-slot order.
const HAND_KINDS: [&str; 7] = {
    let mut t = [""; 7];
    let mut i = 0;
    while i < 7 {
        t[i] = Kind::ALL[i].csa();
        i += 1;
    }
    t
};

/// Reads a JKF record and replays it to check its moves.
pub fn parse_jkf(text: &str) -> Result<Record, KifuError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let json = parse(text).map_err(|e| {
        let before = &text[..e.offset.min(text.len())];
        let line = before.matches('\n').count() + 1;
        let col = before.rsplit('\n').next().map_or(0, char_count) + 1;
        KifuError::new(line, col, KifuErrorKind::Json(e.expected))
    })?;
    read_tree(&json)
}

/// Reads a JKF record handed over as packed words and their string block
/// (laid out as [`crate::jkf::from_jkf_packed`] says: what the WebAssembly
/// binding receives from the shim, which walks a JavaScript value as
/// `JSON.stringify` does), and replays it, as [`parse_jkf`] reads text.
/// Words that are not a value give [`KifuErrorKind::Json`] with what was
/// expected, at line 0.
pub fn read_jkf_packed(words: &[u32], block: &str) -> Result<Record, KifuError> {
    let json = from_words(words, block)
        .map_err(|e| KifuError::new(0, 0, KifuErrorKind::Json(e.expected)))?;
    read_tree(&json)
}

fn read_tree(json: &Json<'_>) -> Result<Record, KifuError> {
    let mut record =
        record_of(json).map_err(|what| KifuError::new(0, 0, KifuErrorKind::Expected(what)))?;
    replay(&mut record, Source::Jkf, &Places::default())?;
    Ok(record)
}

fn color_of(v: &Json) -> Result<Color, &'static str> {
    match v.v {
        Value::Number("0") => Ok(Color::Black),
        Value::Number("1") => Ok(Color::White),
        Value::Bool(true) => Ok(Color::Black),
        Value::Bool(false) => Ok(Color::White),
        _ => Err("a color 0 or 1"),
    }
}

fn kind_of(v: &Json) -> Result<Kind, &'static str> {
    v.as_str()
        .and_then(Kind::from_csa)
        .ok_or("a piece name (FU, KY, …)")
}

fn place_of(v: &Json) -> Result<Place, &'static str> {
    let x = v.get("x").and_then(Json::as_u32);
    let y = v.get("y").and_then(Json::as_u32);
    match (x, y) {
        (Some(x @ 1..=9), Some(y @ 1..=9)) => Ok(Place {
            x: x as u8,
            y: y as u8,
        }),
        _ => Err("a place {x, y} with both 1..9"),
    }
}

fn hms_of(v: &Json) -> Result<Hms, &'static str> {
    let h = match v.get("h") {
        Some(h) => Some(h.as_u32().ok_or("hours")?),
        None => None,
    };
    Ok(Hms {
        h,
        m: v.get("m").and_then(Json::as_u32).ok_or("minutes 'm'")?,
        s: v.get("s").and_then(Json::as_u32).ok_or("seconds 's'")?,
    })
}

fn strings(v: Option<&Json>) -> Result<Vec<String>, &'static str> {
    match v {
        None => Ok(Vec::new()),
        Some(v) => {
            let mut out = Vec::new();
            for c in v.items().ok_or("comments as an array of strings")? {
                super::text::push_owned(&mut out, c.as_str().ok_or("a comment string")?);
            }
            Ok(out)
        }
    }
}

fn entries_of(v: &Json) -> Result<Vec<MoveEntry>, &'static str> {
    // A plain loop: `collect` into a `Result` adds an adapter of 2.7 KB.
    let items = v.items().ok_or("moves as an array")?;
    let mut entries = Vec::with_capacity(items.len());
    for item in items {
        entries.push(entry_of(item)?);
    }
    Ok(entries)
}

/// The member `key` unless it is missing or `null`.
fn present<'t, 'a>(v: &'t Json<'a>, key: &str) -> Option<&'t Json<'a>> {
    v.get(key).filter(|v| !v.is_null())
}

/// What a move's `relative` was expected to be.
const RELATIVE: &str = "'relative' as letters: L, R or C, then U, D or M; or H";

/// What an entry's `illegal` was expected to be.
const ILLEGAL: &str = "'illegal' as a code of the rules (double_pawn, …)";

fn entry_of(v: &Json) -> Result<MoveEntry, &'static str> {
    if !v.is_object() {
        return Err("a move entry object");
    }
    let mv = match present(v, "move") {
        None => None,
        Some(m) => Some(MoveData {
            color: match m.get("color") {
                Some(c) => Some(color_of(c)?),
                None => None,
            },
            from: present(m, "from").map(place_of).transpose()?,
            to: place_of(m.get("to").ok_or("'to'")?)?,
            piece: kind_of(m.get("piece").ok_or("'piece'")?)?,
            same: m.get("same").and_then(Json::as_bool) == Some(true),
            promote: m.get("promote").and_then(Json::as_bool),
            capture: present(m, "capture").map(kind_of).transpose()?,
            relative: present(m, "relative")
                .map(|r| r.as_str().and_then(Relative::from_letters).ok_or(RELATIVE))
                .transpose()?,
        }),
    };
    let time = match present(v, "time") {
        None => None,
        Some(t) => Some(Time {
            now: hms_of(t.get("now").ok_or("'now'")?)?,
            total: t.get("total").map(hms_of).transpose()?,
        }),
    };
    let forks = match v.get("forks") {
        None => Vec::new(),
        Some(f) => {
            let lines = f.items().ok_or("forks as an array of arrays")?;
            let mut forks = Vec::with_capacity(lines.len());
            for line in lines {
                forks.push(entries_of(line)?);
            }
            forks
        }
    };
    Ok(MoveEntry {
        comments: strings(v.get("comments"))?,
        mv,
        time,
        illegal: present(v, "illegal")
            .map(|c| c.as_str().and_then(IllegalCode::from_name).ok_or(ILLEGAL))
            .transpose()?,
        special: present(v, "special")
            .map(|s| s.as_str().and_then(Special::from_name).ok_or(SPECIAL_NAME))
            .transpose()?,
        declaration: None,
        forks,
    })
}

fn record_of(v: &Json) -> Result<Record, &'static str> {
    let mut record = Record::default();
    match v.get("header") {
        None => {}
        Some(h) => {
            for (k, val) in h.members().ok_or("header as an object")? {
                super::text::push_header(
                    &mut record.header,
                    k.as_str().unwrap_or_default(),
                    val.as_str().ok_or("header values as strings")?,
                );
            }
        }
    }
    if let Some(init) = v.get("initial") {
        let preset = init
            .get("preset")
            .and_then(Json::as_str)
            .ok_or("'preset'")?;
        let data = match init.get("data") {
            None => None,
            Some(d) => {
                let mut data = InitialData {
                    color: color_of(d.get("color").ok_or("'color'")?)?,
                    // From an empty board in the data section: no 81 stores.
                    board: files_of(&[None; 81]),
                    hands: [[0; 7]; 2],
                };
                const BOARD: &str = "'board' as nine arrays of nine squares";
                let files = d.get("board").and_then(Json::items).ok_or(BOARD)?;
                if files.len() != 9 {
                    return Err(BOARD);
                }
                for (x, file) in files.iter().enumerate() {
                    let squares = file.items().ok_or(BOARD)?;
                    if squares.len() != 9 {
                        return Err(BOARD);
                    }
                    for (y, sq) in squares.iter().enumerate() {
                        data.board[x][y] = match (sq.get("color"), sq.get("kind")) {
                            (Some(c), Some(k)) => Some(Piece::new(color_of(c)?, kind_of(k)?)),
                            (None, None) => None,
                            _ => return Err("a square with both color and kind, or neither"),
                        };
                    }
                }
                if let Some(hands) = d.get("hands").and_then(Json::items) {
                    for (i, hand) in hands.iter().take(2).enumerate() {
                        for (slot, name) in HAND_KINDS.iter().enumerate() {
                            if let Some(n) = hand.get(name) {
                                let n = n
                                    .as_u32()
                                    .filter(|&n| n <= 18)
                                    .ok_or("a hand count 0..18")?;
                                data.hands[i][slot] = n as u8;
                            }
                        }
                    }
                }
                Some(data)
            }
        };
        record.initial = Some(Initial {
            preset: super::text::owned(preset),
            data,
        });
    }
    record.moves = entries_of(v.get("moves").ok_or("'moves'")?)?;
    if record.moves.is_empty() {
        record.moves.push(MoveEntry::default());
    }
    Ok(record)
}

fn write_place(out: &mut String, key: &str, p: Place) {
    let _ = write!(out, "\"{key}\":{{\"x\":{},\"y\":{}}}", p.x, p.y);
}

fn write_hms(out: &mut String, t: Hms) {
    out.push('{');
    if let Some(h) = t.h {
        let _ = write!(out, "\"h\":{h},");
    }
    let _ = write!(out, "\"m\":{},\"s\":{}}}", t.m, t.s);
}

fn write_entries(out: &mut String, entries: &[MoveEntry]) {
    out.push('[');
    for (i, e) in entries.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let mut first = true;
        let mut key = |out: &mut String, k: &str| {
            if !first {
                out.push(',');
            }
            first = false;
            let _ = write!(out, "\"{k}\":");
        };
        out.push('{');
        if !e.comments.is_empty() {
            key(out, "comments");
            out.push('[');
            for (j, c) in e.comments.iter().enumerate() {
                if j > 0 {
                    out.push(',');
                }
                write_string(out, c);
            }
            out.push(']');
        }
        if let Some(m) = &e.mv {
            key(out, "move");
            out.push('{');
            if let Some(c) = m.color {
                let _ = write!(out, "\"color\":{},", c as u8);
            }
            if let Some(f) = m.from {
                write_place(out, "from", f);
                out.push(',');
            }
            write_place(out, "to", m.to);
            let _ = write!(out, ",\"piece\":\"{}\"", m.piece.csa());
            if m.same {
                out.push_str(",\"same\":true");
            }
            if let Some(p) = m.promote {
                let _ = write!(out, ",\"promote\":{p}");
            }
            if let Some(c) = m.capture {
                let _ = write!(out, ",\"capture\":\"{}\"", c.csa());
            }
            if let Some(r) = m.relative {
                out.push_str(",\"relative\":\"");
                out.extend(r.letters());
                out.push('"');
            }
            out.push('}');
        }
        if let Some(c) = e.illegal {
            key(out, "illegal");
            write_string(out, c.name());
        }
        if let Some(t) = &e.time {
            key(out, "time");
            out.push_str("{\"now\":");
            write_hms(out, t.now);
            if let Some(total) = t.total {
                out.push_str(",\"total\":");
                write_hms(out, total);
            }
            out.push('}');
        }
        if let Some(s) = e.special {
            key(out, "special");
            write_string(out, s.name());
        }
        if !e.forks.is_empty() {
            key(out, "forks");
            out.push('[');
            for (j, f) in e.forks.iter().enumerate() {
                if j > 0 {
                    out.push(',');
                }
                write_entries(out, f);
            }
            out.push(']');
        }
        out.push('}');
    }
    out.push(']');
}

/// The record as JKF text (one line of JSON).
pub fn to_jkf(record: &Record) -> String {
    let mut out = String::with_capacity(64 + record.moves.len() * 96);
    out.push_str("{\"header\":{");
    for (i, (k, v)) in record.header.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        write_string(&mut out, k);
        out.push(':');
        write_string(&mut out, v);
    }
    out.push('}');
    if let Some(init) = &record.initial {
        out.push_str(",\"initial\":{\"preset\":");
        write_string(&mut out, &init.preset);
        if let Some(d) = &init.data {
            let _ = write!(out, ",\"data\":{{\"color\":{},\"board\":[", d.color as u8);
            for (x, file) in d.board.iter().enumerate() {
                out.push_str(if x > 0 { ",[" } else { "[" });
                for (y, sq) in file.iter().enumerate() {
                    if y > 0 {
                        out.push(',');
                    }
                    match sq {
                        Some(p) => {
                            let _ = write!(
                                out,
                                "{{\"color\":{},\"kind\":\"{}\"}}",
                                p.color as u8,
                                p.kind.csa()
                            );
                        }
                        None => out.push_str("{}"),
                    }
                }
                out.push(']');
            }
            out.push_str("],\"hands\":[");
            for (i, hand) in d.hands.iter().enumerate() {
                out.push_str(if i > 0 { ",{" } else { "{" });
                for (slot, name) in HAND_KINDS.iter().enumerate() {
                    let _ = write!(
                        out,
                        "{}\"{name}\":{}",
                        if slot > 0 { "," } else { "" },
                        hand[slot]
                    );
                }
                out.push('}');
            }
            out.push_str("]}");
        }
        out.push('}');
    }
    out.push_str(",\"moves\":");
    write_entries(&mut out, &record.moves);
    out.push('}');
    out
}
