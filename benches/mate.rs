//! Native timing of the tsume solver over the bench set
//! (tests/mate/bench200.jsonl: 200 mates of 1 to 11 plies, each with
//! cshogi's df-pn time measured when the set was made).
//!
//! `cargo bench --bench mate` prints one line per case, then the median and
//! the maximum time, nodes per second over the set, and cshogi's figures on
//! the same cases; then how far the search gets on 伊藤看寿's 煙詰
//! (tests/kifu/kanju-kemuri*.kif, 117 plies) within a node budget; then one
//! `@native mate <case> <ms> <nodes>` line per case for scripts to read.
//!
//! Environment: `BENCH_MATE_SET` (default `tests/mate/bench200.jsonl`),
//! `BENCH_MATE_TABLE_MB` (default 16), `BENCH_MATE_KEMURI_NODES` (default
//! 500,000; 0 skips it).

use std::process::ExitCode;
use std::time::Instant;

use serde_json::Value;
use shogi64::{kifu, mate, Board, MateLimits, Outcome};

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    if v.is_empty() {
        return f64::NAN;
    }
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

fn main() -> ExitCode {
    let path = std::env::var("BENCH_MATE_SET")
        .unwrap_or_else(|_| format!("{}/tests/mate/bench200.jsonl", env!("CARGO_MANIFEST_DIR")));
    let table_mb: usize = std::env::var("BENCH_MATE_TABLE_MB")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(16);
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{path}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let limits = MateLimits {
        max_nodes: 20_000_000,
        max_ply: 31,
        table_bytes: table_mb << 20,
    };
    let mut times = Vec::new();
    let mut theirs = Vec::new();
    let mut total_nodes = 0u64;
    let mut total_secs = 0.0;
    let mut wrong = 0;
    let mut rows = Vec::new();
    println!("case plies  ms        nodes     cshogi_ms");
    for (i, line) in text.lines().filter(|l| !l.trim().is_empty()).enumerate() {
        let v: Value = serde_json::from_str(line).expect("JSON line");
        let sfen = v["sfen"].as_str().expect("sfen");
        let want = v["mate_plies"].as_u64().expect("mate_plies");
        let other = v["mate_move_plies"].as_u64();
        let (p, _) = shogi64::parse_sfen(sfen).expect("SFEN");
        let board = Board::from_position(&p).expect("board");
        let start = Instant::now();
        let r = mate::solve(&board, &limits);
        let secs = start.elapsed().as_secs_f64();
        let len = r.moves.len() as u64;
        // cshogi's df-pn limit is not strict; where mate_move finds no mate
        // within 11 plies, a longer one is consistent with it.
        let agrees = len == want || Some(len) == other || (other.is_none() && len > 11);
        if r.outcome != Outcome::Mate || !agrees {
            wrong += 1;
            eprintln!(
                "case {i}: {} in {} plies, cshogi {want}: {sfen}",
                r.outcome,
                r.moves.len()
            );
        }
        let ms = secs * 1000.0;
        let cshogi = v["cshogi_dfpn_ms"].as_f64().unwrap_or(f64::NAN);
        println!("{i:4} {want:5} {ms:9.3} {:9} {cshogi:9.3}", r.nodes);
        rows.push(format!("@native mate {i} {ms:.4} {}", r.nodes));
        times.push(ms);
        theirs.push(cshogi);
        total_nodes += r.nodes;
        total_secs += secs;
    }
    let max = times.iter().copied().fold(0.0, f64::max);
    let their_max = theirs.iter().copied().fold(0.0, f64::max);
    println!(
        "{} cases: median {:.3} ms, max {:.3} ms, {:.0} nodes/s; cshogi df-pn median {:.3} ms, max {:.3} ms; {wrong} wrong",
        times.len(),
        median(&mut times.clone()),
        max,
        total_nodes as f64 / total_secs,
        median(&mut theirs.clone()),
        their_max,
    );
    kemuri();
    for row in rows {
        println!("{row}");
    }
    if wrong > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// 煙詰 within `BENCH_MATE_KEMURI_NODES` nodes and a 64 MiB table.
fn kemuri() {
    let nodes: u64 = std::env::var("BENCH_MATE_KEMURI_NODES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(500_000);
    if nodes == 0 {
        return;
    }
    let path = format!(
        "{}/tests/kifu/kanju-kemuri.17da2456.kif",
        env!("CARGO_MANIFEST_DIR")
    );
    let Ok(bytes) = std::fs::read(&path) else {
        eprintln!("{path}: unreadable");
        return;
    };
    let text = encoding_rs::SHIFT_JIS.decode(&bytes).0;
    let board = kifu::parse_kifu(&text, None)
        .ok()
        .and_then(|r| kifu::kifu_positions(&r, &[]).ok())
        .and_then(|plies| Board::from_position(plies.first()?.position.as_ref()?).ok());
    let Some(board) = board else {
        eprintln!("{path}: no position");
        return;
    };
    let limits = MateLimits {
        max_nodes: nodes,
        max_ply: 255,
        table_bytes: 64 << 20,
    };
    let start = Instant::now();
    let r = mate::solve(&board, &limits);
    let secs = start.elapsed().as_secs_f64();
    println!(
        "kemuri (117 plies): {} in {} plies, {} nodes, {:.2} s, {:.0} nodes/s",
        r.outcome,
        r.moves.len(),
        r.nodes,
        secs,
        r.nodes as f64 / secs
    );
}
