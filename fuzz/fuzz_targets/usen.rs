//! Arbitrary bytes as USEN: read or refused, never a panic; an error's
//! offset lies within the text; a record read is written, reads back to the
//! same record and is written again the same; its lines are positioned. The
//! checks are the stable property test's (`tests/usen/check.rs`). Seeds:
//! tsshogi's USEN of the shared records (`fuzz/make_seeds.py`).

#![no_main]

#[path = "../../tests/usen/check.rs"]
mod usen_check;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // USEN is ASCII; other bytes are refused where they stand.
    let text = String::from_utf8_lossy(data);
    usen_check::check(&text);
});
