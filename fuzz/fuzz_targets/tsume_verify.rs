//! Checks arbitrary problems with `mate::verify`: a tsume position altered
//! by the bytes (pieces put on squares, pieces put in black's hand), then a
//! line of moves each picked by a byte among the legal moves (or left
//! illegal). No panic, no hang (a small node budget); an illegal move is
//! refused at its index; an even line is refused; a verdict's flaws are in
//! ply order, each within the line (a missing mate's one past it), and a
//! sound verdict has the line's length as its shortest mate.

#![no_main]

use libfuzzer_sys::fuzz_target;
use shogi64::mate::{self, VerifyError};
use shogi64::{Board, Color, Hand, Kind, MoveList, Piece};

const STARTS: [&str; 4] = [
    "2+P1k1n2/9/8+R/4G4/9/9/9/9/9 b R2b3g4s3n4l17p 1",
    "9/6k1s/6B1N/9/9/9/9/9/9 b R2Grb2g3s3n4l18p 1",
    "k8/9/1RP6/2+R6/9/9/9/9/9 b 2L2b4g4s4n2l17p 1",
    "8k/9/8P/9/9/9/9/9/9 b G 1",
];

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let (mut p, _) = shogi64::parse_sfen(STARTS[usize::from(first % 4)]).unwrap();
    let (edits, picks) = rest.split_at(rest.len().min(usize::from(first >> 2) % 8 * 2));
    for pair in edits.chunks(2) {
        let [sq, what] = [pair[0], *pair.get(1).unwrap_or(&0)];
        if what & 0x80 != 0 {
            let mut black = p.hand(Color::Black).counts();
            let slot = usize::from(what % 7);
            black[slot] = (black[slot] + 1).min(2);
            if let Ok(h) = Hand::new(black, Color::Black) {
                p.set_hand(Color::Black, h);
            }
        } else {
            let kind = Kind::ALL[usize::from(what % 14)];
            let color = if what & 0x40 != 0 { Color::White } else { Color::Black };
            p.set(usize::from(sq % 81), (what & 0x20 == 0).then_some(Piece::new(color, kind)));
        }
    }
    let Ok(mut board) = Board::from_position(&p) else {
        assert!(matches!(mate::verify(&p, &[], 1000), Err(VerifyError::Setup(_))));
        return;
    };
    let mut moves = Vec::new();
    let mut list = MoveList::new();
    for &b in picks.iter().take(5) {
        board.legal_moves(&mut list);
        let Some(&mv) = list.iter().nth(usize::from(b)) else {
            break;
        };
        board.play_unchecked(mv);
        moves.push(mv);
    }
    match mate::verify(&p, &moves, 20_000) {
        Ok(v) => {
            assert!(moves.len() % 2 == 1);
            let mut last = 0;
            for f in &v.flaws {
                assert!(f.ply >= last && f.ply >= 1 && usize::from(f.ply) <= moves.len() + 1);
                last = f.ply;
            }
            if v.ok(moves.len()) {
                assert_eq!(v.shortest, Some(moves.len() as u16));
            }
        }
        Err(VerifyError::Unfinished) => assert!(moves.len() % 2 == 0),
        Err(VerifyError::Budget) => {}
        Err(e) => panic!("{e:?} for a legal line"),
    }
});
