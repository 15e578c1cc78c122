//! Reads arbitrary bytes as an engine's `info` line and as a `bestmove`
//! line: no panic; an error points within the line; a line read writes
//! back as text that reads to the same values; a line ending changes
//! nothing. The check is `tests/engine/check.rs`, which `tests/engine/main.rs`
//! also runs on the table's lines mutated in every `cargo test`.

#![no_main]

#[path = "../../tests/engine/check.rs"]
mod check;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    check::check_line(data);
});
