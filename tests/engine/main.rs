//! Engine output as engines print it: every line of `tests/engine/lines.jsonl`
//! (YaneuraOu, Suisho, Apery, Gikou and dlshogi lines, odd spacing, line
//! endings, unknown keys, and lines that are refused) read by
//! `shogi64::engine`, compared with the object the line stands for (as the
//! npm package's `parseUsiInfo` and `parseBestMove` give it, which
//! tests/node/engine.test.mjs checks against the same file), and each PV
//! written in Japanese from the position the row gives.

use serde_json::{json, Map, Value};
use shogi64::engine::{
    parse_bestmove, parse_info, score_for_black, win_rate, Best, Bound, EngineError, Info, Score,
};
use shogi64::{to_japanese_line, Board, Color, JapaneseOptions, Move};

#[path = "../common/mod.rs"]
mod common;

fn rows() -> Vec<Value> {
    common::jsonl("engine/lines.jsonl")
}

fn score_json(s: Score) -> Value {
    match s {
        Score::Cp(cp) => json!({ "cp": cp }),
        Score::Mate { plies, sign } => json!({ "mate": plies, "sign": sign }),
    }
}

fn moves_json(moves: &[Move]) -> Value {
    Value::from(moves.iter().map(Move::to_string).collect::<Vec<_>>())
}

/// The object `parseUsiInfo` gives for `info`: a key for each field present.
fn info_json(info: &Info<'_>) -> Value {
    let mut m = Map::new();
    let mut put = |k: &str, v: Option<Value>| {
        if let Some(v) = v {
            m.insert(k.to_string(), v);
        }
    };
    put("depth", info.depth.map(Value::from));
    put("seldepth", info.seldepth.map(Value::from));
    put("time", info.time.map(Value::from));
    put("nodes", info.nodes.map(Value::from));
    put("nps", info.nps.map(Value::from));
    put("hashfull", info.hashfull.map(Value::from));
    put("multipv", info.multipv.map(Value::from));
    put(
        "currmove",
        info.currmove.map(|m| Value::from(m.to_string())),
    );
    put("score", info.score.map(score_json));
    put(
        "bound",
        info.bound.map(|b| match b {
            Bound::Lower => json!("lower"),
            Bound::Upper => json!("upper"),
        }),
    );
    put("pv", info.pv.as_deref().map(moves_json));
    put("string", info.string.map(Value::from));
    Value::Object(m)
}

/// The board a row's line was printed for: its SFEN (or `startpos`) and moves.
fn board(row: &Value) -> Board {
    let (p, _) = shogi64::parse_sfen(row["position"].as_str().unwrap()).unwrap();
    let mut board = Board::from_position(&p).unwrap();
    for m in row["moves"].as_array().unwrap() {
        let mv: Move = m.as_str().unwrap().parse().unwrap();
        board.play(mv).unwrap_or_else(|e| panic!("{row}: {e}"));
    }
    board
}

fn error_json(e: EngineError) -> Value {
    json!({ "byte": e.byte(), "message": e.to_string() })
}

#[test]
fn every_line_reads_as_its_row_says() {
    let (mut infos, mut bests, mut errors, mut pvs) = (0, 0, 0, 0);
    for row in rows() {
        if let Some(line) = row["line"].as_str() {
            match parse_info(line) {
                Ok(info) => {
                    assert_eq!(info_json(&info), row["info"], "{line:?}");
                    infos += 1;
                    // The PV (or the move searched) in Japanese, from the
                    // position the engine searched.
                    let board = board(&row);
                    let moves = info.pv.clone().or(info.currmove.map(|m| vec![m]));
                    if let Some(moves) = moves {
                        let ja = to_japanese_line(&board, &moves, &JapaneseOptions::KI2)
                            .unwrap_or_else(|e| panic!("{line:?}: {e}"));
                        assert_eq!(ja.len(), moves.len());
                        if let Some(want) = row.get("ja") {
                            assert_eq!(Value::from(ja), *want, "{line:?}");
                        }
                        pvs += usize::from(!moves.is_empty());
                    }
                }
                Err(e) => {
                    assert_eq!(error_json(e), row["error"], "{line:?}");
                    errors += 1;
                }
            }
        } else {
            let line = row["bestmove"].as_str().unwrap();
            match parse_bestmove(line) {
                Ok(b) => {
                    let mut m = Map::new();
                    let best = match b.best {
                        Best::Move(mv) => mv.to_string(),
                        Best::Resign => "resign".into(),
                        Best::Win => "win".into(),
                    };
                    m.insert("move".into(), best.into());
                    if let Some(p) = b.ponder {
                        m.insert("ponder".into(), p.to_string().into());
                    }
                    assert_eq!(Value::Object(m), row["best"], "{line:?}");
                    if let Best::Move(mv) = b.best {
                        let line: Vec<Move> = core::iter::once(mv).chain(b.ponder).collect();
                        to_japanese_line(&board(&row), &line, &JapaneseOptions::KI2).unwrap();
                    }
                    bests += 1;
                }
                Err(e) => {
                    assert_eq!(error_json(e), row["error"], "{line:?}");
                    errors += 1;
                }
            }
        }
    }
    assert!(
        infos >= 60 && bests >= 5 && errors >= 30 && pvs >= 40,
        "{infos} {bests} {errors} {pvs}"
    );
}

#[test]
fn every_error_is_one_of_the_table() {
    // Each kind of error appears in the table.
    let messages: Vec<String> = rows()
        .iter()
        .filter_map(|r| r["error"]["message"].as_str().map(String::from))
        .collect();
    for e in [
        EngineError::NotInfo { byte: 0 },
        EngineError::NotBestMove { byte: 0 },
        EngineError::Number {
            byte: 0,
            key: shogi64::engine::Key::Depth,
        },
        EngineError::ScoreKind { byte: 0 },
        EngineError::Mate { byte: 0 },
        EngineError::Move { byte: 0 },
        EngineError::Trailing { byte: 0 },
        EngineError::LineBreak { byte: 0 },
    ] {
        let head = e.template().split('{').next().unwrap();
        assert!(messages.iter().any(|m| m.starts_with(head)), "{head}");
    }
}

#[test]
fn a_score_turns_to_blacks_view_and_to_a_win_rate() {
    let mate = |plies, sign| Score::Mate { plies, sign };
    assert_eq!(
        score_for_black(Score::Cp(120), Color::Black),
        Score::Cp(120)
    );
    assert_eq!(
        score_for_black(Score::Cp(120), Color::White),
        Score::Cp(-120)
    );
    assert_eq!(
        score_for_black(Score::Cp(-i32::MAX), Color::White),
        Score::Cp(i32::MAX)
    );
    assert_eq!(
        score_for_black(mate(Some(0), -1), Color::White),
        mate(Some(0), 1)
    );
    assert_eq!(score_for_black(mate(None, 1), Color::White), mate(None, -1));
    assert_eq!(
        score_for_black(mate(Some(7), 1), Color::Black),
        mate(Some(7), 1)
    );
    // The logistic: 0.5 at 0, symmetric, rising, as std computes it.
    assert_eq!(win_rate(Score::Cp(0), 600.0), Some(0.5));
    for cp in (-5000..=5000).step_by(7) {
        let w = win_rate(Score::Cp(cp), 600.0).unwrap();
        let want = 1.0 / (1.0 + (-f64::from(cp) / 600.0).exp());
        assert!(
            (w - want).abs() <= 4.0 * f64::EPSILON * want,
            "{cp}: {w} {want}"
        );
        let other = win_rate(Score::Cp(-cp), 600.0).unwrap();
        assert!((w + other - 1.0).abs() < 1e-15, "{cp}");
        assert!(w <= win_rate(Score::Cp(cp + 1), 600.0).unwrap());
    }
    assert_eq!(win_rate(Score::Cp(i32::MAX), 1.0), Some(1.0));
    assert_eq!(win_rate(Score::Cp(-i32::MAX), 1.0), Some(0.0));
    assert_eq!(win_rate(mate(Some(3), 1), 600.0), Some(1.0));
    assert_eq!(win_rate(mate(None, -1), 600.0), Some(0.0));
    assert_eq!(win_rate(mate(Some(0), -1), 600.0), Some(0.0));
    for scale in [0.0, -1.0, f64::NAN, f64::INFINITY] {
        assert_eq!(win_rate(Score::Cp(1), scale), None, "{scale}");
    }
}

mod check;

/// The fuzz target's check (`check.rs`) on every line of the table and on
/// the lines mutated: bytes changed, inserted or removed, words swapped.
/// A seeded subset by default; `SHOGI64_FULL=1` runs ten times as many.
#[test]
fn the_fuzz_check_holds_on_mutated_lines() {
    let lines: Vec<String> = rows()
        .iter()
        .map(|r| {
            r["line"]
                .as_str()
                .or(r["bestmove"].as_str())
                .unwrap()
                .to_string()
        })
        .collect();
    let (mut infos, mut bests) = (0, 0);
    for line in &lines {
        let (i, b) = check::check_line(line.as_bytes());
        infos += usize::from(i);
        bests += usize::from(b);
    }
    let mut rng = common::Rng(0x5eed_u64);
    let cases = if common::full() { 200_000 } else { 20_000 };
    const BYTES: &[u8] = b" \t\r\n+-0123456789abcdefghiPLNSGBR*infodepthscorecpmatepvstring";
    for _ in 0..cases {
        let mut bytes = lines[rng.index(lines.len())].clone().into_bytes();
        for _ in 0..=rng.index(4) {
            let at = rng.index(bytes.len() + 1);
            match rng.index(4) {
                0 if at < bytes.len() => bytes[at] = BYTES[rng.index(BYTES.len())],
                1 => bytes.insert(at, BYTES[rng.index(BYTES.len())]),
                2 if at < bytes.len() => {
                    bytes.remove(at);
                }
                _ => bytes.insert(at, rng.index(256) as u8),
            }
        }
        let (i, b) = check::check_line(&bytes);
        infos += usize::from(i);
        bests += usize::from(b);
    }
    // Both kinds of line were read, not only refused.
    assert!(infos > cases / 4 && bests >= 10, "{infos} {bests}");
}
