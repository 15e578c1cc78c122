//! Perft natively, for `npm run bench` (bench/rules.mjs) to set beside the
//! same count in wasm: `cargo run --release --example perft -- SFEN DEPTH [RUNS]`
//! prints the leaves and the best time of RUNS (default 3) in nanoseconds.

use shogi64::{parse_sfen, Board};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(sfen), Some(depth)) = (args.first(), args.get(1).and_then(|d| d.parse().ok())) else {
        eprintln!("usage: perft SFEN DEPTH [RUNS]");
        std::process::exit(2);
    };
    let runs: u32 = args.get(2).and_then(|r| r.parse().ok()).unwrap_or(3);
    let board = match parse_sfen(sfen).map(|(p, _)| Board::from_position(&p)) {
        Ok(Ok(board)) => board,
        Ok(Err(e)) => return eprintln!("{e}"),
        Err(e) => return eprintln!("{e}"),
    };
    let mut best = u128::MAX;
    let mut leaves = 0;
    for _ in 0..runs.max(1) {
        let start = Instant::now();
        leaves = board.perft(depth);
        best = best.min(start.elapsed().as_nanos());
    }
    println!("{{\"leaves\":{leaves},\"ns\":{best}}}");
}
