//! The board diagram alone: written and read back on random positions,
//! read where KIF records hold one, and refused precisely.

use crate::common::{full, Rng};
use shogi64::kifu::{from_bod, parse_kifu, start_position, to_bod, KifuErrorKind};
use shogi64::position::{HAND_MAX, SQUARES};
use shogi64::{Color, Hand, Piece, Position};

/// A position of any density, any pieces, any hands a position holds.
fn random_position(rng: &mut Rng) -> Position {
    let density = rng.pick(&[0u64, 5, 20, 40, 70, 100]);
    let mut board = [None; SQUARES];
    for sq in board.iter_mut() {
        if rng.below(100) < density {
            let n = 1 + rng.below(14) as i8;
            *sq = Piece::from_number(if rng.below(2) == 0 { n } else { -n });
        }
    }
    let mut hand = |color| {
        let mut counts = [0u8; 7];
        for (c, &max) in counts.iter_mut().zip(HAND_MAX.iter()) {
            *c = rng.below(u64::from(max) + 1) as u8;
        }
        Hand::new(counts, color).unwrap()
    };
    let (black, white) = (hand(Color::Black), hand(Color::White));
    let turn = if rng.below(2) == 0 {
        Color::Black
    } else {
        Color::White
    };
    Position::new(turn, board, black, white)
}

#[test]
fn every_position_reads_back() {
    let mut rng = Rng(0x05ee_db0d);
    let n = if full() { 100_000 } else { 10_000 };
    for _ in 0..n {
        let p = random_position(&mut rng);
        let bod = to_bod(&p);
        assert_eq!(from_bod(&bod), Ok(p), "{bod}");
    }
}

#[test]
fn white_to_move_is_a_line_of_its_own() {
    let mut p = Position::initial();
    p.set_turn(Color::White);
    let bod = to_bod(&p);
    assert!(bod.ends_with("先手の持駒：なし\n後手番\n"), "{bod}");
    // The form `手番：後手` reads as white to move too.
    let other = bod.replace("後手番\n", "手番：後手\n");
    assert_eq!(from_bod(&other).unwrap().turn(), Color::White);
    let black = bod.replace("後手番\n", "");
    assert_eq!(from_bod(&black).unwrap().turn(), Color::Black);
}

#[test]
fn a_record_and_the_diagram_alone_read_the_same_start() {
    let mut rng = Rng(7);
    for _ in 0..50 {
        // A start the rules accept: two kings, nothing else on the board.
        let mut board = [None; SQUARES];
        board[76] = Piece::from_number(8);
        board[4] = Piece::from_number(-8);
        let p = Position::new(
            Color::Black,
            board,
            Hand::EMPTY,
            random_position(&mut rng).hand(Color::White).to_owned(),
        );
        let kif = format!(
            "開始日時：2024/01/01\n{}手数----指手---------消費時間--\n",
            to_bod(&p)
        );
        let record = parse_kifu(&kif, None).unwrap();
        assert_eq!(start_position(record.initial.as_ref()), Some(p));
        assert_eq!(from_bod(&kif[..kif.find("手数").unwrap()]), Ok(p));
    }
}

#[test]
fn errors_name_their_line_and_column() {
    let bod = to_bod(&Position::initial());
    let lines: Vec<&str> = bod.lines().collect();
    let place = |text: &str| {
        let e = from_bod(text).expect_err(text);
        (e.line, e.column, e.kind)
    };
    // An unknown piece on rank 3, file 5 (`|` then two characters a
    // square): at the piece's character.
    let bad = bod.replace("|v歩v歩v歩v歩v歩", "|v歩v歩v歩v歩v犬");
    let (line, column, kind) = place(&bad);
    assert_eq!((line, column), (6, 11));
    assert_eq!(kind, KifuErrorKind::UnknownPiece("犬".into()));
    // A row short of nine squares.
    let short = bod.replace("v角 ・|", "v角|");
    assert_eq!(place(&short).0, 5);
    // Eight rows: reported at the line after the text.
    let eight: String = lines
        .iter()
        .filter(|l| !l.ends_with('九'))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(
        place(&eight),
        (14, 1, KifuErrorKind::Expected("nine board rows"))
    );
    // Ten rows: at the tenth.
    let ten = bod.replace("|九\n", "|九\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|九\n");
    assert_eq!(
        place(&ten),
        (13, 1, KifuErrorKind::Expected("nine board rows"))
    );
    // No diagram at all.
    assert_eq!(
        place("先手：羽生\n"),
        (2, 1, KifuErrorKind::Expected("a board diagram"))
    );
    assert_eq!(
        place(""),
        (1, 1, KifuErrorKind::Expected("a board diagram"))
    );
    // A move line.
    let moves = format!("{bod}   1 ７六歩(77)\n");
    assert_eq!(
        place(&moves),
        (15, 1, KifuErrorKind::Expected("a line of a board diagram"))
    );
    // A hand holding more than a position can, and a bad piece in a hand.
    let hand = bod.replace("先手の持駒：なし", "先手の持駒：飛三");
    assert_eq!(place(&hand), (14, 7, KifuErrorKind::BadNumber));
    let hand = bod.replace("後手の持駒：なし", "後手の持駒：飛　犬");
    assert_eq!(
        place(&hand),
        (1, 9, KifuErrorKind::UnknownPiece("犬".into()))
    );
    // A turned board is refused, not read the wrong way round.
    let turned = format!("盤面回転\n{bod}");
    assert_eq!(place(&turned).0, 1);
}
