//! Reads arbitrary bytes as a USI move: no panic; a text read as a move
//! writes back as itself; an error's offset lies within the text. The check
//! is `tests/common/rules_fuzz.rs`, which `tests/rules/fuzz.rs` also runs on
//! seeded inputs in every `cargo test`.

#![no_main]

// Each target calls one of the shared checks.
#[allow(dead_code)]
#[path = "../../tests/common/rules_fuzz.rs"]
mod checks;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    checks::check_usi(data);
});
