//! The game's operations driven by seeded random bytes, as the `game` fuzz
//! target drives them by its inputs (the checks: `game_ops.rs`).

#[path = "game_ops.rs"]
mod game_ops;

#[test]
fn the_game_holds_together_through_random_operations() {
    // xorshift64, fixed seed: the same inputs on every run.
    let mut state = 0x9e37_79b9_7f4a_7c15_u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let runs = if crate::common::full() { 3000 } else { 300 };
    for _ in 0..runs {
        let len = 40 + (next() % 360) as usize;
        let bytes: Vec<u8> = (0..len).map(|_| next() as u8).collect();
        game_ops::run(&bytes);
    }
}
