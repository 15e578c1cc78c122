//! The binding's rules exports, called natively as the shim calls them in
//! wasm: positions through the buffers, USI through the text buffer, error
//! words out. Each row of `tests/moves/perft.jsonl` checks the move count, the
//! order and text of the list, perft to depth 2 and `from_usi`.

#![cfg(all(feature = "rules", not(target_arch = "wasm32")))]

use crate::common::*;

use shogi64::Position;
use shogi64_wasm::contract::code;

const PERFT: &str = include_str!("../../../tests/moves/perft.jsonl");

/// The moves of the last `legal_moves`, each written to the output buffer by
/// `legal_move_text`.
fn moves(n: usize) -> Vec<String> {
    (0..n)
        .map(|i| {
            let len = usize::try_from(shogi64_wasm::legal_move_text(i)).unwrap();
            // SAFETY: legal_move_text wrote `len` bytes there.
            let out = unsafe { core::slice::from_raw_parts(shogi64_wasm::output_buffer(), len) };
            String::from_utf8(out.to_vec()).unwrap()
        })
        .collect()
}

/// The documented order: board moves by origin then destination (board
/// order), without promotion first; then drops by kind R B G S N L P, then square.
fn order(usi: &str) -> (u8, usize, usize, bool) {
    let b = usi.as_bytes();
    let sq = |f: u8, r: u8| usize::from(r - b'a') * 9 + usize::from(b'9' - f);
    if b[1] == b'*' {
        let kind = b"RBGSNLP".iter().position(|&k| k == b[0]).unwrap();
        (1, kind, sq(b[2], b[3]), false)
    } else {
        (0, sq(b[0], b[1]), sq(b[2], b[3]), b.len() == 5)
    }
}

// One test: the exports share the module's buffers, which parallel tests
// would overwrite under each other.
#[test]
fn the_rules_exports() {
    let _buffers = lock();
    every_perft_row_through_the_exports();
    errors_carry_their_words();
}

fn every_perft_row_through_the_exports() {
    // Miri (scripts/test-full.sh) checks the buffers' accesses on the first
    // row, the initial position.
    let take = if cfg!(miri) { 1 } else { usize::MAX };
    let mut rows = 0;
    for line in PERFT.lines().filter(|l| !l.trim().is_empty()).take(take) {
        let row: serde_json::Value = serde_json::from_str(line).unwrap();
        let sfen = row["sfen"].as_str().unwrap();
        let counts: Vec<u64> = row["perft"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_u64().unwrap())
            .collect();
        let (p, _) = shogi64::parse_sfen(sfen).unwrap();
        pack(&p);
        assert_eq!(shogi64_wasm::rules_load(), 0, "{sfen}");
        let n = shogi64_wasm::legal_moves();
        assert_eq!(n as u64, counts[0], "{sfen}");
        let list = moves(n as usize);
        let mut sorted = list.clone();
        sorted.sort_by_key(|m| order(m));
        assert_eq!(list, sorted, "{sfen}");
        // The shim's call: loading and listing at once lists the same.
        pack(&p);
        assert_eq!(shogi64_wasm::load_legal_moves(), n, "{sfen}");
        assert_eq!(moves(n as usize), list, "{sfen}");
        if counts[1] < 300_000 {
            assert_eq!(shogi64_wasm::perft(2.0), counts[1] as f64, "{sfen}");
        }
        // Every listed move plays; the position after it is what from_usi reaches.
        for mv in &list {
            pack(&p);
            shogi64_wasm::rules_load();
            assert_eq!(shogi64_wasm::rules_play(text(mv)), 0, "{sfen} {mv}");
        }
        let usi = format!("position sfen {sfen} moves {}", list[0]);
        assert_eq!(shogi64_wasm::from_usi(text(&usi)), 0, "{usi}");
        rows += 1;
    }
    assert_eq!(rows, 7.min(take));
}

fn errors_carry_their_words() {
    pack(&Position::initial());
    assert_eq!(shogi64_wasm::rules_load(), 0);
    assert_eq!(shogi64_wasm::rules_play(text("7g7e")), -1);
    let [c, _, _, detail] = error();
    assert_eq!(c, code::ILLEGAL_MOVE);
    assert_eq!(detail & 15, 2, "unreachable");
    assert_eq!(shogi64_wasm::rules_play(text("7x7f")), -1);
    assert_eq!(error()[0], code::BAD_USI_MOVE);
    assert_eq!(error()[3], 2 | 1 << 3, "a rank letter at offset 1");
    assert_eq!(
        shogi64_wasm::from_usi(text("startpos moves 7g7f 3c3d 7g7f")),
        -1
    );
    let [c, ply, span, _] = error();
    assert_eq!((c, ply), (code::ILLEGAL_MOVE, 3));
    assert_eq!((span & 0xffff, span >> 16), (25, 4));
    assert_eq!(shogi64_wasm::perft(1.5), -1.0);
    assert_eq!(error()[0], code::PERFT_DEPTH);
    let (p, _) = shogi64::parse_sfen("4r4/9/9/9/9/9/9/9/4K4 w - 1").unwrap();
    pack(&p);
    assert_eq!(shogi64_wasm::rules_load(), -1);
    assert_eq!(error()[0], code::OPPONENT_IN_CHECK);
    // Another error first, so that the words checked are the next call's.
    assert_eq!(shogi64_wasm::perft(1.5), -1.0);
    assert_eq!(shogi64_wasm::load_legal_moves(), -1);
    assert_eq!(error()[0], code::OPPONENT_IN_CHECK);
    assert_eq!(shogi64_wasm::is_check(), 0);
    // The declaration's points answer for it too: white's rook on its own
    // side counts nothing, the set less a rook, off the board, 49.
    assert_eq!(shogi64::jishogi_points(&p), (0, 49));
    assert_eq!(shogi64_wasm::jishogi_points(), 49 << 16);
}
