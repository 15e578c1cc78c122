//! Reads arbitrary bytes as Japanese move text in a few positions rich in
//! pieces of one kind. Reading must never panic; whatever is read must be a
//! legal move whose KI2 and KIF texts read back as the same move.

#![no_main]

use libfuzzer_sys::fuzz_target;
use shogi64::{from_japanese, parse_sfen, to_japanese, Board, JapaneseOptions, Kind, Move, Sq};

const POSITIONS: [&str; 4] = [
    "4k4/G1G3G1G/9/9/3S1S3/9/9/9/4K4 b GSp 1",
    "4k4/9/3GGG3/9/9/9/1+P4S1S/+P8/+P+P+P1K1SS1 b - 1",
    "1ss1k1+p+p+p/8+p/s1s4+p1/9/9/9/3ggg3/9/4K4 w - 1",
    "9/9/9/9/9/9/9/9/+R+R2K1k2 b G 1",
];

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let (p, _) = parse_sfen(POSITIONS[usize::from(first) % POSITIONS.len()]).expect("SFEN");
    let board = Board::from_position(&p).expect("a board");
    let text = String::from_utf8_lossy(rest);
    let previous = Sq::new(1 + first % 9, 1 + (first / 9) % 9).map(|to| Move::Drop {
        kind: Kind::Pawn,
        to,
    });
    let opts = JapaneseOptions::KI2.after(previous);
    if let Ok(mv) = from_japanese(&board, &text, &opts) {
        assert!(board.is_legal(mv), "{text:?} read as {mv}");
        for style in [JapaneseOptions::KI2, JapaneseOptions::KIF] {
            let written = to_japanese(&board, mv, &style.after(previous)).expect("legal");
            assert_eq!(from_japanese(&board, &written, &opts), Ok(mv), "{written}");
        }
    }
});
