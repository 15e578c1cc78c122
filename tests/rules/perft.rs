//! Perft counts of tests/moves/perft.jsonl, a verbatim copy of the shared data.
//! Depths whose count is at most `SHALLOW` leaves run by default; every depth
//! runs under SHOGI64_FULL=1 (in release mode: `cargo test --release`).
#![cfg(all(feature = "rules", feature = "formats", not(target_arch = "wasm32")))]

use crate::common::full;

use shogi64::{parse_sfen, Board};

const SHALLOW: u64 = 300_000;

fn rows() -> Vec<(String, String, Vec<u64>)> {
    let text = include_str!("../moves/perft.jsonl");
    let rows: Vec<_> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            let counts = v["perft"]
                .as_array()
                .unwrap()
                .iter()
                .map(|n| n.as_u64().unwrap());
            (
                v["name"].as_str().unwrap().to_owned(),
                v["sfen"].as_str().unwrap().to_owned(),
                counts.collect(),
            )
        })
        .collect();
    assert_eq!(rows.len(), 7, "every row of perft.jsonl");
    rows
}

#[test]
fn perft_counts() {
    let mut checked = 0;
    for (name, sfen, counts) in rows() {
        let (p, _) = parse_sfen(&sfen).unwrap();
        let board = Board::from_position(&p).unwrap();
        for (depth, &expected) in counts.iter().enumerate() {
            if expected > SHALLOW && !full() {
                continue;
            }
            let depth = depth as u32 + 1;
            assert_eq!(board.perft(depth), expected, "{name} depth {depth}");
            checked += 1;
        }
    }
    assert!(checked >= 17, "only {checked} counts checked");
}
