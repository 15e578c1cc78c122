//! The board diagram's exports (the `kifu` feature): a position written as
//! KIF writes its start, and a diagram read back, by `shogi64::kifu`.

use super::formats::{text_in, utf16_into};
use super::kifu::failed;
use super::{error_code, with_engine, Engine};
use crate::buffers::position_in;
use shogi64::kifu::{from_bod, to_bod};

/// [`Engine::bod_write`] on the module's engine.
#[no_mangle]
pub extern "C" fn bod_write() -> i32 {
    with_engine(|e| e.bod_write())
}

/// [`Engine::bod_read`] on the module's engine.
#[no_mangle]
pub extern "C" fn bod_read(len: usize) -> i32 {
    with_engine(|e| e.bod_read(len))
}

impl Engine {
    /// Writes the position in the position buffer as a board diagram to the
    /// kifu output as UTF-16LE; returns its length in bytes.
    pub fn bod_write(&mut self) -> i32 {
        match position_in(&self.position, &self.board) {
            Ok(p) => {
                let out = &mut self.kifu.out;
                out.clear();
                utf16_into(out, &to_bod(&p));
                out.len() as i32
            }
            Err(e) => {
                self.fail(error_code(&e.into()));
                -1
            }
        }
    }

    /// Reads the board diagram in the text buffer's first `len` bytes; the
    /// position goes to the decoded buffer. Errors are the kifu readers'.
    pub fn bod_read(&mut self, len: usize) -> i32 {
        match from_bod(text_in(&self.text, len)) {
            Ok(p) => {
                self.decoded_position = p;
                0
            }
            Err(e) => failed(self, &e),
        }
    }
}
