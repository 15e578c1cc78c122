//! The binding's record exports, called natively as the shim calls them:
//! records made, played, walked, branched, ended and freed by handle, each
//! answer held to the core's own [`Game`] on the same moves; a freed handle
//! and a finished game refused with their words.

#![cfg(all(feature = "kifu", not(target_arch = "wasm32")))]

use crate::common::*;

use shogi64::kifu::Game;
use shogi64::{Move, MoveList, Position};
use shogi64_wasm::contract::{code, op};

/// Plays `usi` on the record of `h` through the text buffer.
fn play(h: u32, usi: &str) -> i32 {
    shogi64_wasm::record_play(h, text(usi))
}

#[test]
fn the_record_exports() {
    let _buffers = lock();
    let h = shogi64_wasm::record_new(1) as u32;
    assert!(h >= 1);
    let mut game = Game::new(&Position::initial()).unwrap();
    let mut list = MoveList::new();
    // A seeded walk of 60 plies (16 under Miri), each answer the core's.
    let mut seed = 0x9e37_79b9_u32;
    for ply in 0..if cfg!(miri) { 16 } else { 60 } {
        game.board().legal_moves(&mut list);
        let n = shogi64_wasm::record_op(h, op::LEGAL_MOVES, 0.0);
        assert_eq!(n as usize, list.len(), "ply {ply}");
        if list.is_empty() {
            break;
        }
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        let mv: Move = list[seed as usize % list.len()];
        assert_eq!(play(h, &mv.to_string()), 0, "{mv}");
        game.play(mv).unwrap();
        assert_eq!(shogi64_wasm::record_op(h, op::PLY, 0.0), game.ply() as i32);
        assert_eq!(shogi64_wasm::record_op(h, op::POSITION, 0.0), 0);
        assert_eq!(
            shogi64_wasm::record_op(h, op::IS_CHECK, 0.0),
            i32::from(game.board().in_check())
        );
    }
    let length = shogi64_wasm::record_op(h, op::LENGTH, 0.0);
    assert_eq!(length, game.len() as i32);
    // Back to ply 10, a second branch, then the first removed.
    assert_eq!(shogi64_wasm::record_op(h, op::GOTO, 10.0), 1);
    assert_eq!(shogi64_wasm::record_op(h, op::GOTO, 1e9), 0);
    assert_eq!(shogi64_wasm::record_op(h, op::BRANCHES, 0.0), 1);
    game.goto(10);
    game.board().legal_moves(&mut list);
    let other = list
        .iter()
        .find(|&&m| Some(m) != game.moves().get(10).copied())
        .copied()
        .unwrap();
    assert_eq!(play(h, &other.to_string()), 0);
    assert_eq!(shogi64_wasm::record_op(h, op::LENGTH, 0.0), 11);
    assert_eq!(shogi64_wasm::record_op(h, op::BACK, 0.0), 1);
    assert_eq!(shogi64_wasm::record_op(h, op::BRANCHES, 0.0), 2);
    assert_eq!(shogi64_wasm::record_op(h, op::REMOVE, 1.0), 0);
    assert_eq!(shogi64_wasm::record_op(h, op::BRANCHES, 0.0), 1);
    assert_eq!(shogi64_wasm::record_op(h, op::SWITCH, 5.0), -1);
    assert_eq!(error(), [code::NO_BRANCH, 5, 10, 1]);
    // Resigned at the end: play there is refused with the reason's number.
    assert_eq!(shogi64_wasm::record_op(h, op::GOTO, 11.0), 1);
    assert_eq!(shogi64_wasm::record_op(h, op::END, 0.0), 0);
    assert_eq!(shogi64_wasm::record_op(h, op::OUTCOME, 0.0) & 255, 1 + 4);
    assert_eq!(play(h, &other.to_string()), -1);
    assert_eq!(error()[..3], [code::GAME_OVER, 11, 4]);
    assert_eq!(shogi64_wasm::record_op(h, op::UNDO, 0.0), 1);
    assert_eq!(shogi64_wasm::record_op(h, op::LENGTH, 0.0), 10);
    // Freed, the handle names nothing; the next record takes its slot.
    assert_eq!(shogi64_wasm::record_free(h), 0);
    assert_eq!(shogi64_wasm::record_op(h, op::PLY, 0.0), -1);
    assert_eq!(error(), [code::NO_RECORD, h, 0, 0]);
    assert_eq!(shogi64_wasm::record_free(h), -1);
    assert_eq!(shogi64_wasm::record_op(0, op::PLY, 0.0), -1);
    let again = shogi64_wasm::record_new(1) as u32;
    assert_eq!(again, h);
    assert_eq!(shogi64_wasm::record_free(again), 0);
}
