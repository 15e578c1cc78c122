//! Plays arbitrary bytes as moves (USI text or three bytes a move) from one
//! of seven positions: no panic; a move is played exactly when the generator
//! lists it, a refused move leaves the board as it was, and every board
//! played to sets up again. The check is `tests/common/rules_fuzz.rs`, which
//! `tests/rules/fuzz.rs` also runs on seeded inputs in every `cargo test`.

#![no_main]

// Each target calls one of the shared checks.
#[allow(dead_code)]
#[path = "../../tests/common/rules_fuzz.rs"]
mod checks;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    checks::check_apply(data);
});
