//! Arbitrary bytes as a JKF record: read or refused, never a panic; what is
//! read is written in every format, read again and positioned, and its
//! round trip in JKF (parse → write → parse) gives the same record. The checks
//! are the stable property test's (`tests/kifu_check/mod.rs`). Seed the corpus
//! with the real records (see `fuzz/README.md`).

#![no_main]

#[path = "../../tests/kifu_check/mod.rs"]
mod kifu_check;

use libfuzzer_sys::fuzz_target;
use shogi64::kifu::Format;

fuzz_target!(|data: &[u8]| {
    // Files in the wild are Shift_JIS as often as UTF-8; the readers take
    // text, so invalid UTF-8 becomes replacement characters here.
    let text = String::from_utf8_lossy(data);
    kifu_check::check(&text, Some(Format::Jkf));
    kifu_check::round_trip(&text, Format::Jkf);
});
