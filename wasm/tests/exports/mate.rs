//! The binding's mate export, called natively as the shim calls it in the
//! call's own instance: a position through the buffers, the limits as
//! arguments, the line (or the checks) out as USI, the outcome and the nodes
//! in the position buffer. Each answer is held to the core's own `solve`.

#![cfg(all(feature = "mate", not(target_arch = "wasm32")))]

use crate::common::*;

use shogi64::{mate, Board, MateLimits, Outcome};
use shogi64_wasm::contract::code;

const SHORT: &str = include_str!("../../../tests/mate/short.jsonl");

/// Runs the export; returns the outcome's number, the nodes and the moves.
fn solve(sfen: &str, max_ply: u32, mode: u32) -> (f64, f64, String) {
    let (p, _) = shogi64::parse_sfen(sfen).unwrap();
    pack(&p);
    let n = shogi64_wasm::mate_solve(1e6, max_ply, f64::from(1u32 << 20), mode);
    assert!(n >= 0, "{sfen}: {:?}", error());
    // SAFETY: mate_solve wrote `n` bytes of output and two slots.
    let (out, slots) = unsafe {
        (
            core::slice::from_raw_parts(shogi64_wasm::output_buffer(), n as usize),
            core::slice::from_raw_parts(shogi64_wasm::results_buffer(), 2),
        )
    };
    (slots[0], slots[1], String::from_utf8(out.to_vec()).unwrap())
}

#[test]
fn the_export_answers_as_the_core_and_refuses_as_the_rules() {
    let _buffers = lock();
    // Miri (scripts/test-full.sh) checks the buffers' accesses on one problem.
    let take = if cfg!(miri) { 1 } else { usize::MAX };
    let mut checked = 0;
    for line in SHORT.lines().step_by(100).take(take) {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        let sfen = v["sfen"].as_str().unwrap();
        let (p, _) = shogi64::parse_sfen(sfen).unwrap();
        let board = Board::from_position(&p).unwrap();
        let limits = MateLimits {
            max_nodes: 1_000_000,
            max_ply: 7,
            table_bytes: 1 << 20,
        };
        let want = mate::solve(&board, &limits);
        let (outcome, nodes, text) = solve(sfen, 7, 0);
        let number = match want.outcome {
            Outcome::Mate => 0.0,
            Outcome::NoMate => 1.0,
            Outcome::Unknown => 2.0,
        };
        assert_eq!(outcome, number, "{sfen}");
        assert_eq!(nodes, want.nodes as f64, "{sfen}");
        let line: Vec<String> = want.moves.iter().map(|m| m.to_string()).collect();
        assert_eq!(text, line.join(" "), "{sfen}");
        let hints: Vec<String> = mate::mate_moves(&board, &limits)
            .iter()
            .map(|m| m.to_string())
            .collect();
        assert_eq!(solve(sfen, 7, shogi64_wasm::HINTS).2, hints.join(" "));
        checked += 1;
    }
    assert!(checked >= 20.min(take));
    // One test: the buffers are the module's, shared by every call. A
    // position the rules refuse sets the error words.
    let (p, _) = shogi64::parse_sfen("8k/8G/9/9/9/9/9/9/9 b - 1").unwrap();
    pack(&p);
    assert_eq!(shogi64_wasm::mate_solve(1e6, 7, 1e6, 0), -1);
    assert_eq!(error()[0], code::OPPONENT_IN_CHECK);
}
