//! The board diagram's exports (the `kifu` feature): a position written as
//! KIF writes its start, and a diagram read back, by `shogi64::kifu`.

use super::formats::{text_in, utf16_into};
use super::kifu::failed;
use super::{error_code, with_io};
use crate::buffers::position_in;
use shogi64::kifu::{from_bod, to_bod};

/// Writes the position in the position buffer as a board diagram to the
/// kifu output as UTF-16LE; returns its length in bytes.
#[no_mangle]
pub extern "C" fn bod_write() -> i32 {
    with_io(|io| match position_in(&io.position, &io.board) {
        Ok(p) => {
            let out = &mut io.kifu.out;
            out.clear();
            utf16_into(out, &to_bod(&p));
            out.len() as i32
        }
        Err(e) => {
            io.error = error_code(&e.into());
            -1
        }
    })
}

/// Reads the board diagram in the text buffer's first `len` bytes; the
/// position goes to the decoded buffer. Errors are the kifu readers'.
#[no_mangle]
pub extern "C" fn bod_read(len: usize) -> i32 {
    with_io(|io| match from_bod(text_in(&io.text, len)) {
        Ok(p) => {
            io.decoded_position = p;
            0
        }
        Err(e) => failed(io, &e),
    })
}
