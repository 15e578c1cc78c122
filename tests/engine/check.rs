//! The check of the `usi_info` fuzz target (fuzz/fuzz_targets/usi_info.rs),
//! which the engine test crate also runs on the table's lines mutated
//! (`tests/engine/main.rs`): arbitrary bytes, as UTF-8 with invalid
//! sequences replaced, read as an `info` line and as a `bestmove` line.
//!
//! - no panic, and an error's byte offset is a character boundary within
//!   the line;
//! - a line read is written back from its values alone (`info_text`,
//!   `bestmove_text`) and that text reads to the same values: the reader
//!   keeps everything it returns, and its canonical form is stable;
//! - a line ending (CR LF, LF or CR) added to a line changes nothing;
//! - a score turned twice is itself, and its win rate lies in 0..=1.

use shogi64::engine::{
    parse_bestmove, parse_info, score_for_black, win_rate, Best, BestMove, Bound, EngineError,
    Info, Score, DEFAULT_SCALE,
};
use shogi64::Color;

/// An `info` line with `info`'s values, one space between words.
pub fn info_text(info: &Info<'_>) -> String {
    let mut out = String::from("info");
    let numbers = [
        ("depth", info.depth.map(u64::from)),
        ("seldepth", info.seldepth.map(u64::from)),
        ("time", info.time),
        ("nodes", info.nodes),
        ("nps", info.nps),
        ("hashfull", info.hashfull.map(u64::from)),
        ("multipv", info.multipv.map(u64::from)),
    ];
    for (key, n) in numbers {
        if let Some(n) = n {
            out += &format!(" {key} {n}");
        }
    }
    if let Some(m) = info.currmove {
        out += &format!(" currmove {m}");
    }
    match info.score {
        Some(Score::Cp(cp)) => out += &format!(" score cp {cp}"),
        Some(Score::Mate { plies, sign }) => {
            let sign = if sign < 0 { "-" } else { "+" };
            match plies {
                Some(n) => out += &format!(" score mate {sign}{n}"),
                None => out += &format!(" score mate {sign}"),
            }
        }
        None => {}
    }
    match info.bound {
        Some(Bound::Lower) => out += " lowerbound",
        Some(Bound::Upper) => out += " upperbound",
        None => {}
    }
    // `pv` and `string` each take the rest of the line: a line has one of
    // them at most.
    if let Some(pv) = &info.pv {
        out += " pv";
        for m in pv {
            out += &format!(" {m}");
        }
    }
    if let Some(s) = info.string {
        out += &format!(" string {s}");
    }
    out
}

/// A `bestmove` line with `best`'s values.
pub fn bestmove_text(best: &BestMove) -> String {
    let mut out = match best.best {
        Best::Move(m) => format!("bestmove {m}"),
        Best::Resign => "bestmove resign".into(),
        Best::Win => "bestmove win".into(),
    };
    if let Some(p) = best.ponder {
        out += &format!(" ponder {p}");
    }
    out
}

fn check_error(line: &str, e: EngineError) {
    let byte = e.byte();
    assert!(
        byte <= line.len() && line.is_char_boundary(byte),
        "{line:?}: {e}"
    );
    assert!(!e.to_string().is_empty());
}

fn check_score(score: Score) {
    for turn in [Color::Black, Color::White] {
        let black = score_for_black(score, turn);
        assert_eq!(score_for_black(black, turn), score, "{score:?}");
        let rate = win_rate(black, DEFAULT_SCALE).unwrap();
        assert!((0.0..=1.0).contains(&rate), "{score:?}: {rate}");
    }
}

/// Reads `data` as both kinds of line; panics when a check fails. Returns
/// whether it read as an `info` line and as a `bestmove` line.
pub fn check_line(data: &[u8]) -> (bool, bool) {
    let line = String::from_utf8_lossy(data);
    let info = match parse_info(&line) {
        Ok(info) => {
            let text = info_text(&info);
            assert_eq!(
                parse_info(&text).as_ref(),
                Ok(&info),
                "{line:?} as {text:?}"
            );
            if let Some(score) = info.score {
                check_score(score);
            }
            true
        }
        Err(e) => {
            check_error(&line, e);
            false
        }
    };
    let best = match parse_bestmove(&line) {
        Ok(best) => {
            let text = bestmove_text(&best);
            assert_eq!(parse_bestmove(&text), Ok(best), "{line:?} as {text:?}");
            true
        }
        Err(e) => {
            check_error(&line, e);
            false
        }
    };
    // A line ending (one of the three, by the input's length) changes
    // nothing (a line already ending with CR would take an LF as its CR LF).
    if !line.ends_with(['\r', '\n']) {
        let ended = format!("{line}{}", ["\r\n", "\n", "\r"][data.len() % 3]);
        assert_eq!(parse_info(&ended), parse_info(&line), "{ended:?}");
        assert_eq!(parse_bestmove(&ended), parse_bestmove(&line), "{ended:?}");
    }
    (info, best)
}
