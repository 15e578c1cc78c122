//! Bytes as a game's operations (play, undo, goto, forward, back, switch,
//! remove and promote a branch, end, declare, comments, USEN out and back):
//! never a panic, and after each one the line holds together. The checks
//! are the seeded test's (`tests/kifu_tests/game_ops.rs`).

#![no_main]

#[path = "../../tests/kifu_tests/game_ops.rs"]
mod game_ops;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    game_ops::run(data);
});
