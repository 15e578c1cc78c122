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

/// The game read from a text at once (its main line's boards the reader's)
/// is the game made from the record read: every field alike, its errors
/// alike.
#[test]
fn a_game_read_from_text_is_the_game_of_its_record() {
    use shogi64::kifu::{detect_format, parse_csa, parse_ki2, parse_kif, Format, Game};
    let same = |text: &str, format: Format| {
        let (read, made) = match format {
            Format::Kif => (Game::from_kif(text), parse_kif(text).map(Game::from_record)),
            Format::Ki2 => (Game::from_ki2(text), parse_ki2(text).map(Game::from_record)),
            Format::Csa => (Game::from_csa(text), parse_csa(text).map(Game::from_record)),
            Format::Jkf => return,
        };
        assert_eq!(format!("{read:?}"), format!("{made:?}"), "{text}");
    };
    let mut read = 0;
    for (name, bytes) in crate::records() {
        let text = crate::read::decode(&bytes);
        if let Some(format) = detect_format(&text) {
            same(&text, format);
            read += usize::from(format != Format::Jkf);
        } else {
            panic!("{name}: no format");
        }
    }
    assert!(read >= 30, "{read} records read");
    let kif = |moves: &str| format!("手合割：平手\n手数----指手--\n{moves}");
    for moves in [
        "",
        "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 投了\n",
        // A variation, an illegal move and its ending, an error.
        "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角成(88)+\n\n変化：2手\n   2 ８四歩(83)\n",
        "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ５五角(88)\n   4 反則負け\n",
        "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ５五角(88)\n   4 ５四歩(53)\n",
        "   1 ７六飛(77)\n",
        "   1 ５八玉(59)\n   2 ５二玉(51)\n   3 ５九玉(58)\n   4 ５一玉(52)\n   5 ５八玉(59)\n   6 ５二玉(51)\n   7 ５九玉(58)\n   8 ５一玉(52)\n   9 ５八玉(59)\n  10 ５二玉(51)\n  11 ５九玉(58)\n  12 ５一玉(52)\n  13 ５八玉(59)\n",
    ] {
        same(&kif(moves), Format::Kif);
    }
    same(
        "▲７六歩 △３四歩 ▲２二角成 △同　銀\nまで4手で中断\n",
        Format::Ki2,
    );
    same("PI\n+\n+7776FU,T1\n-3334FU\n+8822UM\n%TORYO\n", Format::Csa);
    same("PI\n+\n+7776FU,T1\n-7675FU\n", Format::Csa);
}
