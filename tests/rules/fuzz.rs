//! The rules fuzz targets' checks (`tests/common/rules_fuzz.rs`, shared with
//! `fuzz/fuzz_targets/usi.rs` and `apply_move.rs`) on seeded inputs: random
//! bytes, and real USI moves and move sequences with bytes changed, inserted
//! or removed. No panic, no hang, and every check sees real cases. A seeded
//! subset by default; `SHOGI64_FULL=1` runs ten times as many.
#![cfg(all(feature = "rules", feature = "formats", not(target_arch = "wasm32")))]

use crate::common::rules_fuzz as checks;

use checks::{check_apply, check_usi, Seen, POSITIONS};
use shogi64::{parse_sfen, Board, Move, MoveList};

use crate::common::Rng;

fn cases() -> usize {
    if crate::common::full() {
        20_000
    } else {
        2_000
    }
}

/// A line of legal moves from random play from `POSITIONS[index]`.
fn line(rng: &mut Rng, index: usize, plies: usize) -> Vec<Move> {
    let (p, _) = parse_sfen(POSITIONS[index]).unwrap();
    let mut board = Board::from_position(&p).unwrap();
    let mut list = MoveList::new();
    let mut moves = Vec::new();
    for _ in 0..plies {
        board.legal_moves(&mut list);
        if list.is_empty() {
            break;
        }
        let mv = list[rng.index(list.len())];
        board.play(mv).unwrap();
        moves.push(mv);
    }
    moves
}

/// Three bytes that `check_apply` reads back as `mv`.
fn move_bytes(mv: Move) -> [u8; 3] {
    match mv {
        Move::Board { from, to, promote } => [
            from.index() as u8,
            to.index() as u8,
            if promote { 0x80 } else { 0 },
        ],
        Move::Drop { kind, to } => [200, kind.number() - 1, to.index() as u8],
    }
}

#[test]
fn usi_parser_on_random_and_mutated_text() {
    let mut rng = Rng(0x5eed_0001);
    let mut seen = Seen::default();
    let n = cases();
    for i in 0..n {
        let data = if i % 2 == 0 {
            let len = rng.index(9);
            rng.bytes(len)
        } else {
            let plies = 1 + rng.index(8);
            let moves = line(&mut rng, i % POSITIONS.len(), plies);
            let mv = moves.last().map_or("7g7f".to_string(), Move::to_string);
            // The text as it is reads back as itself.
            assert_eq!(check_usi(mv.as_bytes()).parsed, 1, "{mv}");
            rng.mutate(mv.into_bytes())
        };
        seen += check_usi(&data);
    }
    assert!(seen.parsed > n / 100, "{seen:?}");
}

#[test]
fn apply_move_on_random_and_mutated_lines() {
    let mut rng = Rng(0x5eed_0002);
    let mut seen = Seen::default();
    let n = cases() / 4;
    for i in 0..n {
        let index = rng.index(POSITIONS.len());
        let data = match i % 3 {
            0 => {
                let len = rng.index(40);
                let mut d = rng.bytes(len);
                if let Some(first) = d.first_mut() {
                    *first = index as u8 | ((i as u8 & 16) >> 1);
                }
                d
            }
            1 => {
                let plies = 1 + rng.index(12);
                let moves = line(&mut rng, index, plies);
                let mut d = vec![index as u8 | 8];
                let text: Vec<String> = moves.iter().map(Move::to_string).collect();
                d.extend(text.join(" ").into_bytes());
                rng.mutate(d)
            }
            _ => {
                let plies = 1 + rng.index(12);
                let moves = line(&mut rng, index, plies);
                let mut d = vec![index as u8];
                for mv in moves {
                    d.extend(move_bytes(mv));
                }
                rng.mutate(d)
            }
        };
        seen += check_apply(&data);
    }
    assert!(seen.played > n, "{seen:?}");
    assert!(seen.tried > seen.played, "{seen:?}");
}
