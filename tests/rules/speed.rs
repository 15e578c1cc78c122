//! Native speed of the rules: perft(5) from the initial position, leaves
//! counted at depth 1. Run in release: `cargo test --release --test rules speed:: -- --ignored --nocapture`.
#![cfg(all(feature = "rules", not(target_arch = "wasm32")))]

use shogi64::{Board, Position};
use std::time::Instant;

#[test]
#[ignore = "a timing, for release mode"]
fn perft_5_from_the_initial_position() {
    let board = Board::from_position(&Position::initial()).unwrap();
    let mut best = f64::INFINITY;
    for _ in 0..3 {
        let start = Instant::now();
        let leaves = board.perft(5);
        best = best.min(start.elapsed().as_secs_f64());
        assert_eq!(leaves, 19_861_490);
    }
    println!(
        "perft(5) initial: 19,861,490 leaves in {best:.3} s ({:.1} M leaves/s)",
        19_861_490.0 / best / 1e6
    );
}
