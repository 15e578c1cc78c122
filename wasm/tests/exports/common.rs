//! What the binding's native tests share: the buffers written and read as
//! the shim writes and reads them, and the lock that keeps the tests from
//! using them at once. Each test module uses a part of it.
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

/// Held by each test while it uses the binding's buffers: they are the
/// module's one state, which the exports (as in the shipped module, where
/// one thread calls them) expect no other call to touch meanwhile.
pub fn lock() -> std::sync::MutexGuard<'static, ()> {
    static LOCK: std::sync::Mutex<()> = std::sync::Mutex::new(());
    // A test that failed holding the lock leaves it poisoned; the others
    // still run.
    LOCK.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}
