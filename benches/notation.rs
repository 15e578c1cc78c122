//! Native timing of Japanese move text over the differential corpus
//! (`tests/notation/oracle.jsonl`: random positions rich in pieces of one
//! kind that reach one square): writing each move in the KI2 and KIF styles,
//! and reading the KI2 text back.
//!
//! `cargo bench --bench notation` prints one `@native notation <op> <ns/move>`
//! line per measurement, each the median of `BENCH_BATCHES` (default 21)
//! passes over the corpus. `-with` rows keep one move list for all moves, as
//! a binding or a line of moves does; the others set one up per call.

use std::hint::black_box;
use std::time::Instant;

use serde_json::Value;
use shogi64::notation::from_japanese_with;
use shogi64::{from_japanese, japanese, parse_sfen, Board, JapaneseOptions, Move, MoveList};
use std::cell::RefCell;

fn main() {
    let path = format!("{}/tests/notation/oracle.jsonl", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("the corpus");
    let cases: Vec<(Board, Move, String)> = text
        .lines()
        .map(|l| {
            let v: Value = serde_json::from_str(l).expect("JSON");
            let (p, _) = parse_sfen(v["sfen"].as_str().unwrap()).expect("SFEN");
            let board = Board::from_position(&p).expect("a board");
            let mv: Move = v["usi"].as_str().unwrap().parse().expect("USI");
            let ki2 = japanese(&board, mv, &JapaneseOptions::KI2).expect("text");
            (board, mv, ki2.as_str().to_string())
        })
        .collect();
    assert!(!cases.is_empty());
    let batches: usize = std::env::var("BENCH_BATCHES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(21);
    let time = |f: &dyn Fn(&(Board, Move, String))| {
        let mut runs: Vec<f64> = (0..batches)
            .map(|_| {
                let start = Instant::now();
                for case in &cases {
                    f(case);
                }
                start.elapsed().as_nanos() as f64 / cases.len() as f64
            })
            .collect();
        runs.sort_by(f64::total_cmp);
        runs[runs.len() / 2]
    };
    let ki2 = time(&|(b, m, _)| {
        black_box(japanese(b, *m, &JapaneseOptions::KI2).ok());
    });
    let kif = time(&|(b, m, _)| {
        black_box(japanese(b, *m, &JapaneseOptions::KIF).ok());
    });
    let read = time(&|(b, _, t)| {
        black_box(from_japanese(b, t, &JapaneseOptions::KI2).ok());
    });
    let scratch = RefCell::new(MoveList::new());
    let read_with = time(&|(b, _, t)| {
        let mut list = scratch.borrow_mut();
        black_box(from_japanese_with(b, t, &JapaneseOptions::KI2, &mut list).ok());
    });
    println!("{} moves", cases.len());
    println!("@native notation write-ki2 {ki2:.0}");
    println!("@native notation write-kif {kif:.0}");
    println!("@native notation read-ki2 {read:.0}");
    println!("@native notation read-ki2-with {read_with:.0}");
}
