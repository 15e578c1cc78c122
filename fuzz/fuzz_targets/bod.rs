//! The board diagram: arbitrary bytes (as UTF-8, invalid sequences
//! replaced) read by `from_bod`, and a valid position built from the same
//! bytes written by `to_bod` and read back.

#![no_main]

use libfuzzer_sys::fuzz_target;
use shogi64::kifu::{from_bod, to_bod};

#[path = "common/position.rs"]
mod bytes;
use bytes::position;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    match from_bod(&text) {
        // Whatever is read writes back as a diagram of the same position.
        Ok(p) => assert_eq!(from_bod(&to_bod(&p)), Ok(p)),
        // An error names a line of the text, or the one after it (a line
        // ends at `\n`, `\r` or `\r\n`).
        Err(e) => {
            let ends = text.bytes().filter(|&b| b == b'\n' || b == b'\r').count();
            assert!(e.line >= 1 && e.line <= ends + 2, "{e:?}");
        }
    }
    let p = position(data);
    let bod = to_bod(&p);
    assert_eq!(from_bod(&bod), Ok(p), "{bod}");
});
