//! Moves that name no piece of the board are errors with their line and
//! column; moves the rules refuse are kept, with the code of the reason,
//! end their line, have no position after them, and are written with the
//! format's illegal-move ending, which reads back as the same entry.

use crate::kifu_check::roundtrip_common::normalize;
use shogi64::kifu::{
    format_kifu, kifu_positions, parse_kifu, Format, IllegalCode, Record, Relative, Special,
};

const FORMATS: [Format; 4] = [Format::Kif, Format::Ki2, Format::Csa, Format::Jkf];

fn error(text: &str, format: Format) -> String {
    parse_kifu(text, Some(format)).unwrap_err().to_string()
}

#[test]
fn a_move_that_names_no_piece_of_the_board_is_an_error_at_its_place() {
    let kif = |moves: &str| format!("手合割：平手\n手数----指手--\n{moves}");
    for (text, message) in [
        // A rook named where a pawn stands.
        (
            kif("   1 ７六飛(77)\n"),
            "line 3, column 6: expected the piece on the origin",
        ),
        // Nothing on the origin.
        (
            kif("   1 ７五歩(76)\n"),
            "line 3, column 6: expected a piece on the origin",
        ),
        // The opponent's pawn.
        (
            kif("   1 ７六歩(77)\n   2 ７五歩(76)\n"),
            "line 4, column 6: expected a piece of the side to move on the origin",
        ),
        // 同 with no move before it.
        (
            kif("   1 同　歩(77)\n"),
            "line 3, column 6: 同 with no previous move",
        ),
        // In a variation: its own line.
        (
            kif("   1 ７六歩(77)\n   2 ３四歩(33)\n\n変化：2手\n   2 ５五角(88)\n"),
            "line 7, column 6: expected a piece of the side to move on the origin",
        ),
    ] {
        assert_eq!(error(&text, Format::Kif), message);
    }
    for (text, message) in [
        (
            "PI\n+\n+7776HI\n",
            "line 3, column 6: expected the piece on the origin, or its promotion",
        ),
        (
            "PI\n+\n+7675FU\n",
            "line 3, column 2: expected a piece on the origin",
        ),
        (
            "PI\n+\n+7776FU,T1\n-7675FU\n",
            "line 4, column 2: expected a piece of the side to move on the origin",
        ),
        (
            "PI\n+\n+7776FU,-3334FU,+3433FU\n",
            "line 3, column 18: expected a piece of the side to move on the origin",
        ),
    ] {
        assert_eq!(error(text, Format::Csa), message, "{text}");
    }
    // KI2: two golds reach ５八 and no word tells them apart; no gold moves
    // straight there; no と reaches ５五 (and a と is never dropped).
    assert_eq!(
        error("▲７六歩 △３四歩 ▲５八金\n", Format::Ki2),
        "line 1, column 11: expected words that tell apart the pieces that reach the square"
    );
    assert_eq!(
        error("▲５八金直\n", Format::Ki2),
        "line 1, column 1: expected a piece of that kind that reaches the square and fits the words"
    );
    assert_eq!(
        error("▲７六歩\n△３四歩\n▲５五と\n", Format::Ki2),
        "line 3, column 1: expected a piece of that kind that reaches the square and fits the words"
    );
    // JKF: a move of the side not to move, an empty origin, another piece.
    let jkf = |mv: &str| format!(r#"{{"header":{{}},"moves":[{{}},{{"move":{mv}}}]}}"#);
    for (mv, message) in [
        (
            r#"{"color":1,"from":{"x":3,"y":3},"to":{"x":3,"y":4},"piece":"FU"}"#,
            "expected the side to move as the move's 'color'",
        ),
        (
            r#"{"from":{"x":7,"y":6},"to":{"x":7,"y":5},"piece":"FU"}"#,
            "expected a piece on the origin",
        ),
        (
            r#"{"from":{"x":7,"y":7},"to":{"x":7,"y":6},"piece":"HI"}"#,
            "expected the piece on the origin",
        ),
    ] {
        assert_eq!(error(&jkf(mv), Format::Jkf), message, "{mv}");
    }
}

/// The made-up records: the same game in each format, ending with a pawn
/// dropped on a file that has one (二歩).
const KIF: &str = "手合割：平手\n手数----指手---------消費時間--\n\
   1 ７六歩(77)   ( 0:01/00:00:01)\n   2 ３四歩(33)   ( 0:02/00:00:02)\n\
   3 ７五歩(76)   ( 0:01/00:00:02)\n   4 ３五歩(34)   ( 0:01/00:00:03)\n\
   5 ７四歩(75)   ( 0:01/00:00:03)\n   6 ３六歩(35)   ( 0:01/00:00:04)\n\
   7 同　歩(37)   ( 0:01/00:00:04)\n   8 ８四歩(83)   ( 0:01/00:00:05)\n\
   9 ２五歩打   ( 0:03/00:00:07)\n*二歩\n  10 反則負け\n";

const KI2: &str = "手合割：平手\n\
▲７六歩    △３四歩    ▲７五歩    △３五歩    ▲７四歩    △３六歩\n\
▲同　歩    △８四歩    ▲２五歩\n*二歩\nまで9手で先手の反則負け\n";

const CSA: &str = "V2.2\nPI\n+\n+7776FU,T1\n-3334FU,T2\n+7675FU,T1\n-3435FU,T1\n+7574FU,T1\n\
-3536FU,T1\n+3736FU,T1\n-8384FU,T1\n+0025FU,T3\n'二歩\n%ILLEGAL_MOVE\n";

#[test]
fn an_illegal_move_is_kept_and_reads_back_from_every_format() {
    let kif = parse_kifu(KIF, Some(Format::Kif)).unwrap();
    let jkf = format_kifu(&kif, Format::Jkf);
    assert!(
        jkf.ends_with(
            r#"{"comments":["二歩"],"move":{"color":0,"to":{"x":2,"y":5},"piece":"FU"},"illegal":"double_pawn","time":{"now":{"m":0,"s":3},"total":{"h":0,"m":0,"s":7}}}]}"#
        ),
        "{jkf}"
    );
    for (text, format) in [
        (KIF, Format::Kif),
        (KI2, Format::Ki2),
        (CSA, Format::Csa),
        (jkf.as_str(), Format::Jkf),
    ] {
        let record = parse_kifu(text, Some(format)).unwrap();
        assert_eq!(record.moves.len(), 10, "{format:?}");
        let last = &record.moves[9];
        assert_eq!(last.illegal, Some(IllegalCode::DoublePawn), "{format:?}");
        assert_eq!(last.special, None);
        assert_eq!(last.comments, ["二歩"]);
        assert_eq!(last.mv.as_ref().unwrap().to.x, 2);
        // The same game as the KIF, up to what each format keeps.
        assert_eq!(
            normalize(record.clone(), format),
            normalize(kif.clone(), format)
        );
        for to in FORMATS {
            let written = format_kifu(&record, to);
            let again = parse_kifu(&written, Some(to)).unwrap();
            assert_eq!(
                normalize(again.clone(), to),
                normalize(record.clone(), to),
                "{format:?} as {to:?}:\n{written}"
            );
            assert_eq!(format_kifu(&again, to), written, "{format:?} as {to:?}");
        }
    }
    assert!(format_kifu(&kif, Format::Kif)
        .ends_with("   9 ２五歩打     ( 0:03/00:00:07)\n*二歩\n  10 反則負け\n"));
    assert!(format_kifu(&kif, Format::Ki2).ends_with("▲２五歩\n*二歩\nまで9手で先手の反則負け\n"));
    assert!(format_kifu(&kif, Format::Csa).ends_with("+0025FU,T3\n'二歩\n%ILLEGAL_MOVE\n"));
}

#[test]
fn an_illegal_move_has_no_position_after_it() {
    let record = parse_kifu(KIF, Some(Format::Kif)).unwrap();
    let plies = kifu_positions(&record, &[]).unwrap();
    assert_eq!(plies.len(), 10);
    assert!(plies[..9]
        .iter()
        .all(|p| p.position.is_some() && p.illegal.is_none()));
    let last = &plies[9];
    assert_eq!(
        (last.position, last.illegal),
        (None, Some(IllegalCode::DoublePawn))
    );
    assert_eq!(last.usi.as_deref(), Some("P*2e"));
    assert_eq!(last.text.as_deref(), Some("☗２五歩"));
    // A variation before it is followed as before.
    let forked = format!("{KIF}\n変化：9手\n   9 ２五歩(26)\n");
    let e = parse_kifu(&forked, Some(Format::Kif)).unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 16, column 6: expected a piece on the origin"
    );
    let forked = format!("{KIF}\n変化：9手\n   9 ２六歩(27)\n");
    let record = parse_kifu(&forked, Some(Format::Kif)).unwrap();
    assert_eq!(record.moves[9].forks.len(), 1);
    let plies = kifu_positions(&record, &[(9, 0)]).unwrap();
    assert_eq!(plies.len(), 10);
    assert!(plies[9].position.is_some());
}

#[test]
fn the_codes_and_endings_are_one_list_each() {
    // Every code names itself back, from the rules' reasons.
    for code in IllegalCode::ALL {
        assert_eq!(IllegalCode::from_name(code.name()), Some(code));
        assert!(code
            .name()
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b == b'_'));
    }
    for special in Special::ALL {
        assert_eq!(Special::from_name(special.name()), Some(special));
    }
    assert_eq!(Special::from_name("TORYO "), None);
    // JKF's relative letters, position first.
    for (letters, ok) in [
        ("L", true),
        ("LU", true),
        ("CD", true),
        ("M", true),
        ("H", true),
    ] {
        let r = Relative::from_letters(letters);
        assert_eq!(r.is_some(), ok, "{letters}");
        assert_eq!(r.unwrap().letters().collect::<String>(), letters);
    }
    for letters in ["", "UL", "LR", "HL", "X", "LUU", "h"] {
        assert_eq!(Relative::from_letters(letters), None, "{letters}");
    }
}

#[test]
fn jkf_illegal_specials_and_letters_are_checked() {
    let entry = |rest: &str| {
        format!(
            r#"{{"header":{{}},"moves":[{{}},{{"move":{{"to":{{"x":5,"y":5}},"piece":"KA"}}{rest}}}]}}"#
        )
    };
    // The code is filled in when missing, and must be the rules' when given.
    let r = parse_kifu(&entry(""), Some(Format::Jkf)).unwrap();
    assert_eq!(r.moves[1].illegal, Some(IllegalCode::NotInHand));
    assert!(parse_kifu(&entry(r#","illegal":"not_in_hand""#), Some(Format::Jkf)).is_ok());
    assert_eq!(
        error(&entry(r#","illegal":"double_pawn""#), Format::Jkf),
        "expected 'illegal' as the rules find the move (none on a legal move)"
    );
    assert!(error(&entry(r#","illegal":"nonsense""#), Format::Jkf)
        .starts_with("expected 'illegal' as a code of the rules (double_pawn,"));
    let legal = r#"{"header":{},"moves":[{},{"move":{"from":{"x":7,"y":7},"to":{"x":7,"y":6},"piece":"FU"},"illegal":"unreachable"}]}"#;
    assert_eq!(
        error(legal, Format::Jkf),
        "expected 'illegal' as the rules find the move (none on a legal move)"
    );
    // An ending nobody defines, and letters out of order, are refused where
    // they were kept as text.
    let special = r#"{"header":{},"moves":[{},{"special":"RESIGN"}]}"#;
    assert!(error(special, Format::Jkf).starts_with("expected a special move name of JKF (TORYO,"));
    assert!(error("PI\n+\n%RESIGN\n", Format::Csa)
        .starts_with("line 3, column 2: expected a special move name"));
    let letters = r#"{"header":{},"moves":[{},{"move":{"from":{"x":7,"y":7},"to":{"x":7,"y":6},"piece":"FU","relative":"UL"}}]}"#;
    assert!(error(letters, Format::Jkf).starts_with("expected 'relative' as letters"));
    // The ending an illegal move makes is merged; any other entry after it is refused.
    let ended = entry(r#"},{"special":"ILLEGAL_MOVE","comments":["x"]"#);
    let r: Record = parse_kifu(&ended, Some(Format::Jkf)).unwrap();
    assert_eq!(r.moves.len(), 2);
    assert_eq!(r.moves[1].comments, ["x"]);
    let resigned = entry(r#"},{"special":"TORYO""#);
    assert!(error(&resigned, Format::Jkf).starts_with("expected nothing after an illegal move"));
}
