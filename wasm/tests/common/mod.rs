//! What the binding's native tests share: the buffers written and read as
//! the shim writes and reads them. Each test binary uses a part of it.
#![allow(dead_code)]

use shogi64::{Color, Position};

#[path = "../../../tests/common/packed.rs"]
mod packed;

/// Writes `p` into the position buffers as the shim does.
pub fn pack(p: &Position) {
    let slots = shogi64_wasm::position_buffer();
    let board = shogi64_wasm::board_buffer();
    let mut values = [0.0f64; 19];
    values[0] = if p.turn() == Color::Black { 1.0 } else { 0.0 };
    values[1] = 81.0;
    values[2] = 1.0;
    values[3] = 1.0;
    values[11] = 1.0;
    for i in 0..7 {
        values[4 + i] = f64::from(p.hand(Color::Black).counts()[i]);
        values[12 + i] = f64::from(p.hand(Color::White).counts()[i]);
    }
    // SAFETY: the buffers are 19 f64 and 81 i8, used from this thread only.
    unsafe {
        core::ptr::copy_nonoverlapping(values.as_ptr(), slots, 19);
        for (i, &n) in p.numbers().iter().enumerate() {
            *board.add(i) = n;
        }
    }
}

/// Writes `text` into the text buffer and returns its length.
pub fn text(text: &str) -> usize {
    let at = shogi64_wasm::text_reserve(text.len());
    // SAFETY: text_reserve made the buffer at least that long.
    unsafe { core::ptr::copy_nonoverlapping(text.as_ptr(), at, text.len()) };
    text.len()
}

/// The error words of the last failed call.
pub fn error() -> [u32; 4] {
    // SAFETY: the error buffer is four u32.
    unsafe { *shogi64_wasm::error_buffer().cast::<[u32; 4]>() }
}

/// Writes `value` into the words and text buffers as the shim's walkJson
/// packs a JavaScript value; returns the counts of words and bytes.
pub fn pack_value(value: &serde_json::Value) -> (usize, usize) {
    let (words, block) = packed::pack(value);
    let bytes = text(&block);
    let at = shogi64_wasm::words_reserve(words.len());
    // SAFETY: words_reserve made the buffer at least that long.
    unsafe { core::ptr::copy_nonoverlapping(words.as_ptr(), at, words.len()) };
    (words.len(), bytes)
}
