//! The binding's engine-output exports called natively as the shim calls them:
//! every line of tests/engine/lines.jsonl through the text buffer, its
//! numbers out of the slots and its texts out of the engine output, each
//! held to the core's own reading; scores in as three numbers.

#![cfg(all(feature = "rules", not(target_arch = "wasm32")))]

use crate::common::*;

use shogi64::engine::{parse_bestmove, parse_info, Best, Bound, Score};
use shogi64_wasm::contract::ENGINE_SLOTS;
use shogi64_wasm::{engine_error_code, score_in, Slot};

const LINES: &str = include_str!("../../../tests/engine/lines.jsonl");

/// The slots and the first `n` bytes of the engine output.
fn out(n: usize) -> ([f64; ENGINE_SLOTS], String) {
    // SAFETY: the slots are ENGINE_SLOTS f64; the output holds the texts of
    // the last call, `n` bytes in all.
    unsafe {
        let slots = *shogi64_wasm::engine_slots().cast::<[f64; ENGINE_SLOTS]>();
        let bytes = core::slice::from_raw_parts(shogi64_wasm::engine_output(), n);
        (slots, String::from_utf8(bytes.to_vec()).unwrap())
    }
}

fn score_slots(s: &[f64; ENGINE_SLOTS]) -> Score {
    let value = s[Slot::ScoreValue as usize];
    match s[Slot::ScoreKind as usize] as u32 {
        0 => Score::Cp(value as i32),
        kind => Score::Mate {
            plies: (kind == 1).then_some(value as u32),
            sign: s[Slot::ScoreSign as usize] as i8,
        },
    }
}

#[test]
fn every_line_reads_through_the_buffers_as_the_core_reads_it() {
    let _buffers = lock();
    let mut checked = 0;
    for row in LINES.lines().take(if cfg!(miri) { 8 } else { usize::MAX }) {
        let row: serde_json::Value = serde_json::from_str(row).unwrap();
        if let Some(line) = row["line"].as_str() {
            let n = shogi64_wasm::engine_info(text(line));
            let info = match parse_info(line) {
                Err(e) => {
                    assert_eq!((n, error()), (-1, engine_error_code(e)), "{line:?}");
                    continue;
                }
                Ok(info) => info,
            };
            assert_eq!(n, 0, "{line:?}");
            let (s, _) = out(0);
            let lens = [Slot::Currmove, Slot::Pv, Slot::String].map(|l| s[l as usize] as usize);
            let (s, text) = out(lens.iter().sum());
            let fields = s[Slot::Fields as usize] as u32;
            let numbers = info.numbers();
            for (i, n) in numbers.iter().enumerate() {
                assert_eq!(fields >> i & 1 == 1, n.is_some(), "{line:?}");
                if let Some(n) = n {
                    assert_eq!(s[i + 1], *n as f64, "{line:?}");
                }
            }
            let (currmove, rest) = text.split_at(lens[0]);
            let (pv, string) = rest.split_at(lens[1]);
            assert_eq!(fields >> 7 & 1 == 1, info.currmove.is_some());
            assert_eq!(
                currmove,
                info.currmove.map(|m| m.to_string()).unwrap_or_default()
            );
            assert_eq!(fields >> 8 & 1 == 1, info.score.is_some());
            if let Some(score) = info.score {
                assert_eq!(score_slots(&s), score, "{line:?}");
            }
            assert_eq!(fields >> 9 & 1 == 1, info.bound.is_some());
            if let Some(b) = info.bound {
                assert_eq!(s[Slot::Bound as usize] == 1.0, b == Bound::Upper);
            }
            assert_eq!(fields >> 10 & 1 == 1, info.pv.is_some());
            let moves: Vec<String> = info.pv.iter().flatten().map(|m| m.to_string()).collect();
            assert_eq!(pv, moves.join(" "), "{line:?}");
            assert_eq!(fields >> 11 & 1 == 1, info.string.is_some());
            assert_eq!(string, info.string.unwrap_or_default());
        } else {
            let line = row["bestmove"].as_str().unwrap();
            let n = shogi64_wasm::engine_bestmove(text(line));
            let best = match parse_bestmove(line) {
                Err(e) => {
                    assert_eq!((n, error()), (-1, engine_error_code(e)), "{line:?}");
                    continue;
                }
                Ok(best) => best,
            };
            let (s, _) = out(0);
            let lens = [Slot::Currmove, Slot::Pv].map(|l| s[l as usize] as usize);
            let (s, text) = out(lens[0] + lens[1]);
            let fields = s[Slot::Fields as usize] as u32;
            let (mv, ponder) = text.split_at(lens[0]);
            match best.best {
                Best::Move(m) => assert_eq!((fields & 3, mv), (0, m.to_string().as_str())),
                Best::Resign => assert_eq!((fields & 3, mv), (1, "")),
                Best::Win => assert_eq!((fields & 3, mv), (2, "")),
            }
            assert_eq!(fields & 4 != 0, best.ponder.is_some());
            assert_eq!(
                ponder,
                best.ponder.map(|m| m.to_string()).unwrap_or_default()
            );
        }
        checked += 1;
    }
    assert!(checked >= if cfg!(miri) { 4 } else { 70 }, "{checked}");
}

#[test]
fn scores_cross_as_three_numbers_and_come_back_turned() {
    let _buffers = lock();
    assert_eq!(score_in(0.0, -45.0, 0.0), Some(Score::Cp(-45)));
    assert_eq!(score_in(0.0, -0.0, 0.0), Some(Score::Cp(0)));
    let mate = |plies, sign| Some(Score::Mate { plies, sign });
    assert_eq!(score_in(1.0, 0.0, -1.0), mate(Some(0), -1));
    assert_eq!(score_in(1.0, 4294967295.0, 1.0), mate(Some(u32::MAX), 1));
    assert_eq!(score_in(2.0, 0.0, 1.0), mate(None, 1));
    for (kind, value, sign) in [
        (0.0, 1.5, 1.0),
        (0.0, 2147483648.0, 1.0),
        (0.0, -2147483648.0, 1.0),
        (0.0, f64::NAN, 1.0),
        (1.0, -1.0, 1.0),
        (1.0, 4294967296.0, 1.0),
        (1.0, 3.0, 0.0),
        (1.0, 3.0, 2.0),
        (2.0, 0.0, f64::NAN),
        (-1.0, 0.0, 0.0),
        (3.0, 0.0, 1.0),
    ] {
        assert_eq!(score_in(kind, value, sign), None, "{kind} {value} {sign}");
        assert_eq!(
            shogi64_wasm::engine_win_rate(kind, value, sign, 600.0),
            -1.0
        );
        assert_eq!(
            shogi64_wasm::engine_score_for_black(kind, value, sign, 1),
            -1
        );
    }
    assert_eq!(shogi64_wasm::engine_score_for_black(0.0, 30.0, 1.0, 0), 0);
    assert_eq!(score_slots(&out(0).0), Score::Cp(-30));
    assert_eq!(shogi64_wasm::engine_score_for_black(1.0, 0.0, -1.0, 0), 0);
    assert_eq!(
        score_slots(&out(0).0),
        Score::Mate {
            plies: Some(0),
            sign: 1
        }
    );
    assert_eq!(shogi64_wasm::engine_win_rate(0.0, 0.0, 1.0, 600.0), 0.5);
    assert_eq!(shogi64_wasm::engine_win_rate(2.0, 0.0, -1.0, 600.0), 0.0);
    for scale in [0.0, -1.0, f64::NAN, f64::INFINITY] {
        assert_eq!(shogi64_wasm::engine_win_rate(0.0, 1.0, 1.0, scale), -2.0);
    }
}
