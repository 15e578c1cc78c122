//! SFEN reading and writing: every error, round trips, the conformance corpus,
//! and property tests over arbitrary positions (SFEN and JKF round trips).
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use shogi64::position::{index_of, HAND_MAX};
use shogi64::{parse_sfen, to_sfen, Color, Hand, Kind, Piece, Position, SfenError};

const INITIAL: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
/// The initial board alone: 57 characters, so the side is at column 59,
/// the hands at 61 and the move number at 63.
const BOARD: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";

fn err(s: &str) -> SfenError {
    match parse_sfen(s) {
        Err(e) => e,
        Ok(p) => panic!("{s:?} parsed as {p:?}"),
    }
}

fn message(s: &str) -> String {
    err(s).to_string()
}

#[test]
fn initial_position() {
    assert_eq!(BOARD.chars().count(), 57);
    assert_eq!(parse_sfen(INITIAL), Ok((Position::initial(), 1)));
    assert_eq!(to_sfen(&Position::initial(), 1), INITIAL);
    assert_eq!(Position::initial().to_sfen(1), INITIAL);
    assert_eq!(Position::from_sfen(INITIAL), Ok(Position::initial()));
    assert_eq!(parse_sfen("startpos"), Ok((Position::initial(), 1)));
    assert_eq!(parse_sfen("  startpos \n"), Ok((Position::initial(), 1)));
    assert_eq!(
        parse_sfen(&format!("sfen {INITIAL}")),
        Ok((Position::initial(), 1))
    );
    assert_eq!(
        parse_sfen(&format!("{BOARD} b -")),
        Ok((Position::initial(), 1))
    );
}

#[test]
fn orientation() {
    // The example of the USI protocol description.
    let s = "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124";
    let (p, n) = parse_sfen(s).unwrap();
    assert_eq!(n, 124);
    assert_eq!(p.turn(), Color::White);
    let at = |file, rank| p.get(index_of(file, rank));
    assert_eq!(at(1, 1), Some(Piece::new(Color::White, Kind::Lance)));
    assert_eq!(at(9, 1), None);
    assert_eq!(at(7, 2), Some(Piece::new(Color::Black, Kind::Dragon)));
    assert_eq!(at(4, 2), Some(Piece::new(Color::Black, Kind::Pawn)));
    assert_eq!(at(9, 4), Some(Piece::new(Color::White, Kind::King)));
    assert_eq!(at(2, 8), Some(Piece::new(Color::White, Kind::Dragon)));
    assert_eq!(at(5, 9), Some(Piece::new(Color::White, Kind::ProPawn)));
    assert_eq!(p.hand(Color::Black).counts(), [0, 0, 0, 1, 0, 0, 0]);
    assert_eq!(p.hand(Color::White).counts(), [3, 0, 1, 0, 1, 1, 0]);
    assert_eq!(to_sfen(&p, n), s);
}

#[test]
fn canonical_round_trips() {
    for s in [
        INITIAL,
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 2",
        "9/9/9/9/9/9/9/9/9 b - 1",
        "9/9/9/9/9/9/9/9/9 w 2R2B4G4S4N4L18P 4294967295",
        "9/9/9/9/9/9/9/9/9 b 2r2b4g4s4n4l18p 7",
        "+P+L+N+S+B+R+p+l+n/+s+b+rKkGgPp/9/9/9/9/9/9/9 b RBGSNLPrbgsnlp 3",
        "K7K/k7k/P7p/9/4P4/9/p7P/9/PPPPPPPPP w 3P3p 99",
        "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ] {
        let (p, n) = parse_sfen(s).unwrap_or_else(|e| panic!("{s}: {e}"));
        assert_eq!(to_sfen(&p, n), s);
    }
}

#[test]
fn lenient_input() {
    // Extra whitespace of any kind, adjacent digits, hands in any order, no move number.
    for (input, canonical) in [
        (
            " \tlnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL  b\n-\u{3000}1 ",
            INITIAL,
        ),
        ("45/9/9/9/9/9/9/9/111111111 b -", "9/9/9/9/9/9/9/9/9 b - 1"),
        (
            "9/9/9/9/9/9/9/9/9 w pP2Rb3l",
            "9/9/9/9/9/9/9/9/9 w 2RPb3lp 1",
        ),
        ("sfen 9/9/9/9/9/9/9/9/9 b - 5", "9/9/9/9/9/9/9/9/9 b - 5"),
    ] {
        let (p, n) = parse_sfen(input).unwrap_or_else(|e| panic!("{input:?}: {e}"));
        assert_eq!(to_sfen(&p, n), canonical, "{input:?}");
    }
}

/// What USI tools write that is not canonical SFEN: the `position` command's
/// keyword, move number 0 and hand count 1; each is read and written back
/// canonically.
#[test]
fn usi_tool_output() {
    for (input, canonical) in [
        ("position startpos", INITIAL),
        ("  position   startpos  ", INITIAL),
        (&format!("position sfen {INITIAL}"), INITIAL),
        (&format!("position {INITIAL}"), INITIAL),
        (&format!("{BOARD} b - 0"), INITIAL),
        (&format!("sfen {BOARD} b - 0"), INITIAL),
        (
            "9/9/9/9/9/9/9/9/9 w 1R1b2P1p 0",
            "9/9/9/9/9/9/9/9/9 w R2Pbp 1",
        ),
        ("9/9/9/9/9/9/9/9/9 b 1p 12", "9/9/9/9/9/9/9/9/9 b p 12"),
        (
            "position sfen 9/9/9/9/9/9/9/9/9 b 1G 0",
            "9/9/9/9/9/9/9/9/9 b G 1",
        ),
    ] {
        let (p, n) = parse_sfen(input).unwrap_or_else(|e| panic!("{input:?}: {e}"));
        assert_eq!(to_sfen(&p, n), canonical, "{input:?}");
    }
    assert_eq!(parse_sfen(&format!("{BOARD} b - 0")).unwrap().1, 1);
    // The keyword comes once, first; what follows it is read as before.
    for s in ["position", " position ", "position sfen"] {
        assert_eq!(err(s), SfenError::NoBoard, "{s:?}");
    }
    assert_eq!(
        message("position position startpos"),
        "SFEN board has 1 rank, not 9"
    );
    assert_eq!(
        message(&format!("sfen position {BOARD} b -")),
        "SFEN board has 1 rank, not 9"
    );
    assert_eq!(
        err("position startpos 1"),
        SfenError::Trailing { column: 19 }
    );
}

#[test]
fn missing_fields() {
    for s in ["", "   ", "sfen", " sfen  "] {
        assert_eq!(err(s), SfenError::NoBoard, "{s:?}");
    }
    assert_eq!(message(""), "SFEN has no board");
    assert_eq!(err(BOARD), SfenError::NoSide);
    assert_eq!(
        message(&format!("sfen {BOARD} ")),
        "SFEN has no side to move"
    );
    assert_eq!(err(&format!("{BOARD} b")), SfenError::NoHands);
    assert_eq!(message(&format!("{BOARD} w")), "SFEN has no hands");
}

#[test]
fn board_errors() {
    assert_eq!(err("9/9/9 b -"), SfenError::RankCount { ranks: 3 });
    assert_eq!(message("9/9/9 b -"), "SFEN board has 3 ranks, not 9");
    assert_eq!(
        message("9/9/9/9/9/9/9/9/9/ b -"),
        "SFEN board has 10 ranks, not 9"
    );

    let s = "lnsgkgsnl/1r5b1/pppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -";
    assert_eq!(
        err(s),
        SfenError::RankLength {
            rank: 3,
            squares: 10
        }
    );
    assert_eq!(message(s), "SFEN rank 3 has 10 squares");
    assert_eq!(
        message("9/9/9/9/9/9/9/9/LNSGKGSN b -"),
        "SFEN rank 9 has 8 squares"
    );
    assert_eq!(message("9/9/9/9//9/9/9/9 b -"), "SFEN rank 5 has 0 squares");
    assert_eq!(message("9/9/9/9/P/9/9/9/9 b -"), "SFEN rank 5 has 1 square");
    assert_eq!(message("sfen startpos"), "SFEN board has 1 rank, not 9");
    assert_eq!(
        message("99/9/9/9/9/9/9/9/9 b -"),
        "SFEN rank 1 has 18 squares"
    );

    let s = "lnsgkgsnl/1r5b1/pppXppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -";
    assert_eq!(
        err(s),
        SfenError::PieceLetter {
            letter: 'X',
            column: 20
        }
    );
    assert_eq!(message(s), "unknown piece letter 'X' at column 20");
    assert_eq!(
        message(&format!("sfen {s}")),
        "unknown piece letter 'X' at column 25"
    );
    // Columns count characters, not bytes.
    assert_eq!(
        message("lnsgkgsnl/1r5b1/ppp歩ppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -"),
        "unknown piece letter '歩' (U+6B69) at column 20"
    );
    assert_eq!(
        message("\u{3000}9/9/9/9/9/9/9/9/8x b -"),
        "unknown piece letter 'x' at column 19"
    );
    assert_eq!(
        message("9/9/9/9/9/9/9/9/8\0 b -"),
        "unknown piece letter U+0000 at column 18"
    );

    assert_eq!(
        err("9/9/9/9/9/9/9/9/09 b -"),
        SfenError::ZeroEmpty { column: 17 }
    );
    assert_eq!(
        message("9/9/9/9/9/9/9/9/09 b -"),
        "empty-square count 0 at column 17"
    );

    assert_eq!(
        err("9/9/9/9/+G8/9/9/9/9 b -"),
        SfenError::CannotPromote {
            letter: 'G',
            column: 9
        }
    );
    assert_eq!(
        message("9/9/9/9/+G8/9/9/9/9 b -"),
        "'+' before 'G' at column 9 cannot promote"
    );
    assert_eq!(
        message("9/9/9/9/1+k7/9/9/9/9 b -"),
        "'+' before 'k' at column 10 cannot promote"
    );
    assert_eq!(
        message("9/9/9/9/9/9/9/9/+X8 b -"),
        "unknown piece letter 'X' at column 18"
    );

    for (s, column) in [
        ("9/9/9/9/+8/9/9/9/9 b -", 9),
        ("9/9/9/9/++P7/9/9/9/9 b -", 9),
        ("9/9/9/9/8+/9/9/9/9 b -", 10),
        ("9/9/9/9/9/9/9/9/8+ b -", 18),
    ] {
        assert_eq!(err(s), SfenError::LonePlus { column }, "{s}");
    }
    assert_eq!(
        message("9/9/9/9/+8/9/9/9/9 b -"),
        "'+' at column 9 is not followed by a piece letter"
    );
}

#[test]
fn side_errors() {
    for side in ["x", "B", "W", "black", "bw", "-"] {
        let s = format!("{BOARD} {side} -");
        assert_eq!(err(&s), SfenError::Side { column: 59 }, "{s}");
    }
    assert_eq!(
        message(&format!("{BOARD} x -")),
        "side to move at column 59 is not 'b' or 'w'"
    );
}

#[test]
fn hand_errors() {
    let hands = |h: &str| format!("{BOARD} b {h} 1");
    for (h, letter, column) in [
        ("K", 'K', 61),
        ("k", 'k', 61),
        ("+P", '+', 61),
        ("P-", '-', 62),
        ("--", '-', 61),
    ] {
        assert_eq!(
            err(&hands(h)),
            SfenError::HandLetter { letter, column },
            "{h}"
        );
    }
    assert_eq!(
        message(&hands("K")),
        "hand piece letter 'K' at column 61 is not one of R B G S N L P (or lowercase)"
    );

    for (h, column) in [
        ("0P", 61),
        ("02P", 61),
        ("P01p", 62),
        ("00P", 61),
        ("P0p", 62),
    ] {
        assert_eq!(err(&hands(h)), SfenError::HandCountForm { column }, "{h}");
    }
    assert_eq!(
        message(&hands("0P")),
        "hand count at column 61 must be a positive integer without leading zeros"
    );

    assert_eq!(
        err(&format!("{BOARD} b P2")),
        SfenError::HandCountAlone { column: 62 }
    );
    assert_eq!(
        message(&format!("{BOARD} b 2")),
        "hand count at column 61 is not followed by a piece letter"
    );

    assert_eq!(
        err(&hands("19P")),
        SfenError::HandCount {
            letter: 'P',
            count: 19,
            max: 18
        }
    );
    assert_eq!(message(&hands("19P")), "hand count 19 for P exceeds 18");
    assert_eq!(message(&hands("5l")), "hand count 5 for l exceeds 4");
    assert_eq!(message(&hands("3b")), "hand count 3 for b exceeds 2");
    assert_eq!(message(&hands("3R")), "hand count 3 for R exceeds 2");
    assert_eq!(
        message(&hands("99999999999999G")),
        "hand count 4294967295 for G exceeds 4"
    );

    assert_eq!(
        err(&hands("PP")),
        SfenError::HandDuplicate {
            letter: 'P',
            column: 62
        }
    );
    assert_eq!(
        message(&hands("2PR3P")),
        "hand piece 'P' at column 65 appears twice"
    );
    assert_eq!(
        message(&hands("rbr")),
        "hand piece 'r' at column 63 appears twice"
    );
    // The same kind for both sides is not a duplicate.
    assert!(parse_sfen(&hands("Pp")).is_ok());
}

#[test]
fn move_number_and_trailing_errors() {
    for number in ["00", "01", "-1", "+1", "4294967296", "1.0", "x", "１"] {
        let s = format!("{BOARD} b - {number}");
        assert_eq!(err(&s), SfenError::MoveNumber { column: 63 }, "{s}");
    }
    assert_eq!(
        message(&format!("{BOARD} b - 00")),
        "move number at column 63 is not an integer from 1 to 4294967295"
    );
    assert_eq!(
        parse_sfen(&format!("{BOARD} b - 4294967295")).unwrap().1,
        u32::MAX
    );

    assert_eq!(
        err(&format!("{BOARD} b - 1 moves 7g7f")),
        SfenError::Moves { column: 65 }
    );
    assert_eq!(
        err(&format!("{BOARD} b - moves")),
        SfenError::Moves { column: 63 }
    );
    assert_eq!(
        err("startpos moves 7g7f 3c3d"),
        SfenError::Moves { column: 10 }
    );
    assert_eq!(
        message(&format!("sfen {BOARD} b - 1 moves 7g7f")),
        "SFEN moves at column 70 are not read: fromSfen reads a position, fromUsi applies moves"
    );
    // The USI command: the columns count from the start of the whole input.
    assert_eq!(
        err("position startpos moves 7g7f"),
        SfenError::Moves { column: 19 }
    );
    assert_eq!(
        err(&format!("position sfen {BOARD} b - 1 moves 7g7f")),
        SfenError::Moves { column: 79 }
    );

    assert_eq!(
        err(&format!("{BOARD} b - 1 2")),
        SfenError::Trailing { column: 65 }
    );
    assert_eq!(err("startpos 1"), SfenError::Trailing { column: 10 });
    assert_eq!(
        message(&format!("{BOARD} b - 1 x")),
        "unexpected text at column 65 after the position"
    );
}

#[test]
fn errors_are_std_errors() {
    let e: Box<dyn std::error::Error> = Box::new(err("9/9 b -"));
    assert_eq!(e.to_string(), "SFEN board has 2 ranks, not 9");
}

/// Every position of the conformance vectors, through SFEN and back.
#[test]
fn corpus_round_trips() {
    let path = format!("{}/tests/vectors/encode.jsonl", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut checked = 0u32;
    for (i, line) in text.lines().enumerate() {
        let line: serde_json::Value = serde_json::from_str(line).unwrap();
        let Some(code) = line.get("shogi64").and_then(|v| v.as_str()) else {
            continue;
        };
        let p = shogi64::decode(code).unwrap_or_else(|e| panic!("line {}: {e}", i + 1));
        let n = i as u32 + 1;
        let sfen = to_sfen(&p, n);
        assert_eq!(parse_sfen(&sfen), Ok((p, n)), "line {}: {sfen}", i + 1);
        assert_eq!(Position::from_sfen(&sfen), Ok(p));
        checked += 1;
    }
    println!("encode.jsonl: {checked} positions through SFEN and back");
    assert!(checked > 1000);
}

fn arb_piece() -> impl Strategy<Value = Piece> {
    (any::<bool>(), 1u8..=14).prop_map(|(black, n)| {
        let color = if black { Color::Black } else { Color::White };
        Piece::new(color, Kind::from_number(n).unwrap_or(Kind::Pawn))
    })
}

fn arb_hand(color: Color) -> impl Strategy<Value = Hand> {
    let ranges = HAND_MAX.map(|max| 0..=max);
    ranges.prop_map(move |counts| Hand::new(counts, color).unwrap())
}

fn arb_position() -> impl Strategy<Value = Position> {
    let square = prop_oneof![3 => Just(None), 2 => arb_piece().prop_map(Some)];
    (
        any::<bool>(),
        prop::collection::vec(square, 81),
        arb_hand(Color::Black),
        arb_hand(Color::White),
    )
        .prop_map(|(black, squares, b, w)| {
            let mut board = [None; 81];
            board.copy_from_slice(&squares);
            let turn = if black { Color::Black } else { Color::White };
            Position::new(turn, board, b, w)
        })
}

proptest! {
    // A fixed seed: the same cases on every run.
    #![proptest_config(ProptestConfig {
        rng_seed: proptest::test_runner::RngSeed::Fixed(0x5e64),
        ..ProptestConfig::default()
    })]

    #[test]
    fn sfen_round_trip(p in arb_position(), n in 1u32..) {
        let s = to_sfen(&p, n);
        prop_assert_eq!(parse_sfen(&s), Ok((p, n)));
        // What is written is canonical: a second trip gives the same text.
        prop_assert_eq!(to_sfen(&parse_sfen(&s).unwrap().0, n), s);
    }

    #[test]
    fn jkf_round_trip(p in arb_position()) {
        let text = shogi64::to_jkf_json(&p);
        prop_assert_eq!(shogi64::from_jkf_json(&text), Ok(p));
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        prop_assert!(value.is_object());
    }

    #[test]
    fn any_text_is_read_or_refused(s in "\\PC{0,120}") {
        let _ = parse_sfen(&s);
    }

    #[test]
    fn sfen_like_text_is_read_or_refused(s in "(sfen )?[0-9+/a-zA-Z ]{0,90}") {
        if let Ok((p, n)) = parse_sfen(&s) {
            prop_assert_eq!(parse_sfen(&to_sfen(&p, n)), Ok((p, n)));
        }
    }

    #[test]
    fn mutated_sfen_is_read_or_refused(p in arb_position(), at in 0usize..200, junk in "[0-9+/a-zA-Z -]{0,3}") {
        let s = to_sfen(&p, 1);
        let at = (0..=at.min(s.len())).rev().find(|&i| s.is_char_boundary(i)).unwrap_or(0);
        let mutated = format!("{}{}{}", &s[..at], junk, &s[(at + 1).min(s.len())..]);
        let _ = parse_sfen(&mutated);
    }
}

#[test]
fn the_longest_sfen_fits_its_bound() {
    let full = [18, 4, 4, 4, 4, 2, 2];
    let p = Position::from_numbers(Color::White, &[-9; 81], full, full).unwrap();
    let text = to_sfen(&p, u32::MAX);
    assert_eq!(text.len(), shogi64::sfen::SFEN_MAX_LEN);
    let mut short = [0u8; 10];
    assert_eq!(
        shogi64::write_sfen(&p, u32::MAX, &mut short),
        shogi64::sfen::SFEN_MAX_LEN
    );
    assert_eq!(&short, &text.as_bytes()[..10]);
    assert_eq!(parse_sfen(&text), Ok((p, u32::MAX)));
}
