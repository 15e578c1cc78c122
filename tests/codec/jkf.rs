//! JKF `initial` objects: the presets against the conformance vectors, every
//! error, the lenient cases, and arbitrary text that must never panic.
#![cfg(not(target_arch = "wasm32"))]

use crate::common;

use common::pack;
use proptest::prelude::*;
use serde_json::{json, Value};
use shogi64::jkf::{preset, preset_name, JsonReason, Path, Token, PRESETS};
use shogi64::{from_jkf_json, parse_sfen, to_jkf_json, Color, JkfError, Kind, Position};

fn vector_lines() -> Vec<Value> {
    common::vector_lines("encode.jsonl")
}

fn decode(line: &Value) -> Position {
    shogi64::decode(line["shogi64"].as_str().unwrap()).unwrap()
}

#[test]
fn presets_match_the_vectors() {
    let lines = vector_lines();
    let mut checked = Vec::new();
    for line in &lines {
        let what = line["what"].as_str().unwrap_or("");
        let Some(rest) = what.strip_prefix("JKF preset ") else {
            continue;
        };
        let name = rest.split(' ').next().unwrap();
        let expected = decode(line);
        assert_eq!(preset(name), Some(expected), "{what}");
        assert_eq!(expected.turn(), Color::White, "{what}");
        assert_eq!(preset_name(&expected), Some(name));
        let text = format!(r#"{{"preset":"{name}"}}"#);
        assert_eq!(to_jkf_json(&expected), text);
        assert_eq!(from_jkf_json(&text), Ok(expected));
        checked.push(name.to_string());
    }
    let initial = lines
        .iter()
        .find(|l| l["what"] == "initial position")
        .unwrap();
    assert_eq!(preset("HIRATE"), Some(decode(initial)));
    checked.push("HIRATE".into());
    checked.sort();
    // The shared vectors predate 左七枚落ち and 右七枚落ち; the CSA test below
    // holds those two (and every other handicap) independently.
    let mut all: Vec<String> = PRESETS
        .iter()
        .filter(|&&name| name != "7_L" && name != "7_R")
        .map(|s| s.to_string())
        .collect();
    all.sort();
    assert_eq!(checked, all, "every preset has exactly one vector");
    println!("{} presets checked against encode.jsonl", checked.len());
}

/// The CSA handicap lines (`PI` and the squares and pieces taken off the
/// initial position), as KIF/KI2/CSA converters write each JKF preset.
const CSA_HANDICAPS: [(&str, &str); 15] = [
    ("KY", "PI11KY"),
    ("KY_R", "PI91KY"),
    ("KA", "PI22KA"),
    ("HI", "PI82HI"),
    ("HIKY", "PI82HI11KY"),
    ("2", "PI82HI22KA"),
    // 三枚落ち takes the giver's left lance, as the shared vectors have it
    // (json-kifu-format's normalizer lists 91 instead).
    ("3", "PI82HI22KA11KY"),
    ("4", "PI82HI22KA11KY91KY"),
    ("5", "PI82HI22KA11KY91KY81KE"),
    ("5_L", "PI82HI22KA11KY91KY21KE"),
    ("6", "PI82HI22KA11KY91KY81KE21KE"),
    ("7_L", "PI82HI22KA11KY91KY81KE21KE31GI"),
    ("7_R", "PI82HI22KA11KY91KY81KE21KE71GI"),
    ("8", "PI82HI22KA11KY91KY81KE21KE31GI71GI"),
    ("10", "PI82HI22KA11KY91KY81KE21KE31GI71GI41KI61KI"),
];

#[test]
fn presets_match_the_csa_handicaps() {
    let kind_of = |csa: &str| match csa {
        "HI" => Kind::Rook,
        "KA" => Kind::Bishop,
        "KI" => Kind::Gold,
        "GI" => Kind::Silver,
        "KE" => Kind::Knight,
        "KY" => Kind::Lance,
        other => panic!("no handicap removes {other}"),
    };
    let mut checked = 0;
    for (name, line) in CSA_HANDICAPS {
        let mut expected = Position::initial();
        expected.set_turn(Color::White);
        let removed = line.strip_prefix("PI").unwrap().as_bytes();
        assert_eq!(removed.len() % 4, 0, "{line}");
        for item in removed.chunks(4) {
            let file = item[0] - b'0';
            let rank = item[1] - b'0';
            let at = shogi64::position::index_of(file, rank);
            let kind = kind_of(std::str::from_utf8(&item[2..]).unwrap());
            assert_eq!(
                expected.get(at),
                Some(shogi64::Piece::new(Color::White, kind)),
                "{name}: {line}"
            );
            expected.set(at, None);
        }
        assert_eq!(preset(name), Some(expected), "{name}: {line}");
        assert_eq!(preset_name(&expected), Some(name));
        checked += 1;
    }
    assert_eq!(
        checked,
        PRESETS.len() - 1,
        "every handicap preset has its CSA line"
    );
}

#[test]
fn preset_names() {
    for name in PRESETS {
        assert_eq!(preset_name(&preset(name).unwrap()), Some(name));
    }
    for name in ["OTHER", "hirate", "HIRATE ", "", "7", "7_r", "5_R", "1"] {
        assert_eq!(preset(name), None, "{name:?}");
    }
    // The side to move is part of a preset.
    let mut p = Position::initial();
    p.set_turn(Color::White);
    assert_eq!(preset_name(&p), None);
    let mut ky = preset("KY").unwrap();
    ky.set_turn(Color::Black);
    assert_eq!(preset_name(&ky), None);
    assert!(to_jkf_json(&ky).starts_with(r#"{"preset":"OTHER","data":{"color":0,"#));
}

/// The "初形変則" example of the JKF description: both pawns of files 7 and 2 of
/// black missing; board[x - 1] lists file x from rank 1 to 9.
#[test]
fn the_format_description_example() {
    let w = |k: &str| json!({"color": 1, "kind": k});
    let b = |k: &str| json!({"color": 0, "kind": k});
    let e = || json!({});
    let board = json!([
        [w("KY"), e(), w("FU"), e(), e(), e(), b("FU"), e(), b("KY")],
        [
            w("KE"),
            w("KA"),
            w("FU"),
            e(),
            e(),
            e(),
            e(),
            b("HI"),
            b("KE")
        ],
        [w("GI"), e(), w("FU"), e(), e(), e(), b("FU"), e(), b("GI")],
        [w("KI"), e(), w("FU"), e(), e(), e(), b("FU"), e(), b("KI")],
        [w("OU"), e(), w("FU"), e(), e(), e(), b("FU"), e(), b("OU")],
        [w("KI"), e(), w("FU"), e(), e(), e(), b("FU"), e(), b("KI")],
        [w("GI"), e(), w("FU"), e(), e(), e(), e(), e(), b("GI")],
        [
            w("KE"),
            w("HI"),
            w("FU"),
            e(),
            e(),
            e(),
            b("FU"),
            b("KA"),
            b("KE")
        ],
        [w("KY"), e(), w("FU"), e(), e(), e(), b("FU"), e(), b("KY")],
    ]);
    let hand = json!({"FU":0,"KY":0,"KE":0,"GI":0,"KI":0,"KA":0,"HI":0});
    let initial =
        json!({"preset": "OTHER", "data": {"board": board, "color": 0, "hands": [hand, hand]}});
    let p = from_jkf_json(&initial.to_string()).unwrap();
    let sfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PP1PPPP1P/1B5R1/LNSGKGSNL b - 1";
    assert_eq!(Ok((p, 1)), parse_sfen(sfen));
    // Written back with the same board and keys in the documented order.
    let written: Value = serde_json::from_str(&to_jkf_json(&p)).unwrap();
    assert_eq!(written["data"]["board"], initial["data"]["board"]);
    assert_eq!(written["data"]["hands"], initial["data"]["hands"]);
    assert!(to_jkf_json(&p).starts_with(
        r#"{"preset":"OTHER","data":{"color":0,"board":[[{"color":1,"kind":"KY"},{},{"color":1,"kind":"FU"},{},"#
    ));
}

#[test]
fn written_form() {
    let p = parse_sfen("8k/9/9/9/9/9/9/9/+R8 w 2P18p 1").unwrap().0;
    let text = to_jkf_json(&p);
    let v: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["data"]["color"], 1);
    assert_eq!(v["data"]["board"][0][0], json!({"color": 1, "kind": "OU"}));
    assert_eq!(v["data"]["board"][8][8], json!({"color": 0, "kind": "RY"}));
    assert_eq!(v["data"]["board"][4][4], json!({}));
    assert!(text.ends_with(
        r#""hands":[{"FU":2,"KY":0,"KE":0,"GI":0,"KI":0,"KA":0,"HI":0},{"FU":18,"KY":0,"KE":0,"GI":0,"KI":0,"KA":0,"HI":0}]}}"#
    ));
    assert_eq!(from_jkf_json(&text), Ok(p));
}

/// A valid OTHER object (empty board, black to move) changed by `edit`.
fn other(edit: impl FnOnce(&mut Value)) -> String {
    let mut v: Value = serde_json::from_str(&to_jkf_json(&Position::empty())).unwrap();
    edit(&mut v["data"]);
    v.to_string()
}

fn message(text: &str) -> String {
    match from_jkf_json(text) {
        Err(e) => e.to_string(),
        Ok(p) => panic!("{text} read as {p:?}"),
    }
}

#[test]
fn lenient_reading() {
    let empty = Position::empty();
    assert_eq!(from_jkf_json(&other(|_| {})), Ok(empty));
    assert_eq!(
        from_jkf_json(&other(|d| d["hands"] = Value::Null)),
        Ok(empty)
    );
    assert_eq!(
        from_jkf_json(&other(|d| {
            d.as_object_mut().unwrap().remove("hands");
        })),
        Ok(empty)
    );
    let partial = other(|d| d["hands"] = json!([{"KA": 2}, {}]));
    let p = from_jkf_json(&partial).unwrap();
    assert_eq!(p.hand(Color::Black).count(Kind::Bishop), 2);
    assert_eq!(p.hand(Color::White).counts(), [0; 7]);
    // Unknown members are ignored, null is absent, the last duplicate key counts.
    assert_eq!(
        from_jkf_json(&other(|d| {
            d["extra"] = json!([1, 2]);
            d["board"][0][0] = json!({"color": null, "kind": null, "note": "x"});
        })),
        Ok(empty)
    );
    assert_eq!(
        from_jkf_json(r#"{"preset":"KA","data":5,"x":{}}"#),
        Ok(preset("KA").unwrap())
    );
    assert_eq!(
        from_jkf_json(r#" {"preset":"FOO","preset":"HI"} "#),
        Ok(preset("HI").unwrap())
    );
    assert_eq!(from_jkf_json("null"), Ok(Position::initial()));
    assert_eq!(
        from_jkf_json(&other(|d| d["color"] = json!(1.0)))
            .unwrap()
            .turn(),
        Color::White
    );
    assert_eq!(
        from_jkf_json(r#"{"preset":"\u0048IRATE"}"#),
        Ok(Position::initial())
    );
}

#[test]
fn a_whole_kifu_is_read_as_its_initial() {
    let kifu = r#"{"header":{"先手":"a"},"initial":{"preset":"KA"},"moves":[{}]}"#;
    assert_eq!(from_jkf_json(kifu), Ok(preset("KA").unwrap()));
    assert_eq!(
        from_jkf_json(r#"{"header":{},"moves":[{}]}"#),
        Ok(Position::initial())
    );
    assert_eq!(
        from_jkf_json(r#"{"initial":null,"moves":[]}"#),
        Ok(Position::initial())
    );
    assert_eq!(
        message(r#"{"initial":{"preset":"FOO"},"moves":[]}"#),
        r#"JKF preset "FOO" is unknown"#
    );
    // An initial object itself is not taken for a kifu, extra members and all.
    assert_eq!(
        from_jkf_json(r#"{"preset":"HI","moves":[]}"#),
        Ok(preset("HI").unwrap())
    );
}

#[test]
fn errors() {
    let cases: Vec<(String, &str)> = vec![
        (
            "".into(),
            "invalid JSON at offset 0: unexpected end of input",
        ),
        (
            r#"{"preset":}"#.into(),
            "invalid JSON at offset 10: unexpected character",
        ),
        (
            r#"{"preset":"HIRATE"} x"#.into(),
            "invalid JSON at offset 20: unexpected text after the value",
        ),
        (
            "[".repeat(65),
            "invalid JSON at offset 64: arrays and objects nest more than 64 deep",
        ),
        ("5".into(), "JKF initial is 5, not an object"),
        ("[]".into(), "JKF initial is an array, not an object"),
        (
            r#""HIRATE""#.into(),
            r#"JKF initial is "HIRATE", not an object"#,
        ),
        ("{}".into(), "JKF preset is missing"),
        (r#"{"preset":null}"#.into(), "JKF preset is missing"),
        (r#"{"preset":1}"#.into(), "JKF preset is 1, not a string"),
        (
            r#"{"preset":"FOO"}"#.into(),
            r#"JKF preset "FOO" is unknown"#,
        ),
        (
            r#"{"preset":"hirate"}"#.into(),
            r#"JKF preset "hirate" is unknown"#,
        ),
        (
            r#"{"preset":"a\"b"}"#.into(),
            r#"JKF preset "a\"b" is unknown"#,
        ),
        (
            r#"{"preset":"OTHER"}"#.into(),
            "JKF data is missing for preset OTHER",
        ),
        (
            r#"{"preset":"OTHER","data":[]}"#.into(),
            "JKF data is an array, not an object",
        ),
        (other(|d| d["color"] = Value::Null), "JKF color is missing"),
        (
            other(|d| d["color"] = json!(2)),
            "JKF color is 2, not 0 or 1",
        ),
        (
            other(|d| d["color"] = json!("0")),
            r#"JKF color is "0", not 0 or 1"#,
        ),
        (
            other(|d| d["color"] = json!(true)),
            "JKF color is true, not 0 or 1",
        ),
        (other(|d| d["board"] = Value::Null), "JKF board is missing"),
        (
            other(|d| d["board"] = json!({})),
            "JKF board is an object, not an array",
        ),
        (
            other(|d| d["board"].as_array_mut().unwrap().truncate(1)),
            "JKF board has 1 file, not 9",
        ),
        (
            other(|d| d["board"].as_array_mut().unwrap().truncate(8)),
            "JKF board has 8 files, not 9",
        ),
        (
            other(|d| d["board"][3] = json!({})),
            "JKF board[3] is an object, not an array",
        ),
        (
            other(|d| d["board"][3].as_array_mut().unwrap().push(json!({}))),
            "JKF board[3] has 10 squares, not 9",
        ),
        (
            other(|d| d["board"][4][2] = json!(1)),
            "JKF board[4][2] is 1, not an object",
        ),
        (
            other(|d| d["board"][4][2] = json!({"color": 0, "kind": "XX"})),
            r#"JKF board[4][2].kind "XX" is not a piece"#,
        ),
        (
            other(|d| d["board"][4][2] = json!({"color": 0, "kind": "fu"})),
            r#"JKF board[4][2].kind "fu" is not a piece"#,
        ),
        (
            other(|d| d["board"][4][2] = json!({"color": 0, "kind": 5})),
            "JKF board[4][2].kind is 5, not a string",
        ),
        (
            other(|d| d["board"][4][2] = json!({"kind": "FU"})),
            "JKF board[4][2].color is missing",
        ),
        (
            other(|d| d["board"][4][2] = json!({"color": 1})),
            "JKF board[4][2].kind is missing",
        ),
        (
            other(|d| d["board"][4][2] = json!({"color": -1, "kind": "FU"})),
            "JKF board[4][2].color is -1, not 0 or 1",
        ),
        (
            other(|d| d["hands"] = json!(5)),
            "JKF hands is 5, not an array",
        ),
        (
            other(|d| d["hands"] = json!([{}, {}, {}])),
            "JKF hands has 3 entries, not 2",
        ),
        (
            other(|d| d["hands"] = json!([{}])),
            "JKF hands has 1 entry, not 2",
        ),
        (
            other(|d| d["hands"][1] = json!([])),
            "JKF hands[1] is an array, not an object",
        ),
        (
            other(|d| d["hands"][0]["OU"] = json!(0)),
            r#"JKF hands[0] has "OU", not a hand kind (FU KY KE GI KI KA HI)"#,
        ),
        (
            other(|d| d["hands"][1]["TO"] = json!(1)),
            r#"JKF hands[1] has "TO", not a hand kind (FU KY KE GI KI KA HI)"#,
        ),
        (
            other(|d| d["hands"][0]["FU"] = json!(19)),
            "JKF hands[0].FU is 19, not a count from 0 to 18",
        ),
        (
            other(|d| d["hands"][1]["KA"] = json!(3)),
            "JKF hands[1].KA is 3, not a count from 0 to 2",
        ),
        (
            other(|d| d["hands"][1]["KI"] = json!(-1)),
            "JKF hands[1].KI is -1, not a count from 0 to 4",
        ),
        (
            other(|d| d["hands"][0]["GI"] = json!(1.5)),
            "JKF hands[0].GI is 1.5, not a count from 0 to 4",
        ),
        (
            other(|d| d["hands"][0]["HI"] = json!("1")),
            r#"JKF hands[0].HI is "1", not a count from 0 to 2"#,
        ),
        (
            other(|d| d["hands"][0]["KE"] = json!({})),
            "JKF hands[0].KE is an object, not a count from 0 to 4",
        ),
        (
            other(|d| d["hands"][0]["KY"] = json!(1e300)),
            "JKF hands[0].KY is 1e+300, not a count from 0 to 4",
        ),
    ];
    let mut packed = 0;
    for (text, expected) in &cases {
        assert_eq!(&message(text), expected, "{text}");
        // The same value handed over packed, as the shim packs it, gives the
        // same message (text that is not JSON aside).
        if let Ok(value) = serde_json::from_str::<Value>(text) {
            if !expected.starts_with("invalid JSON") {
                let (words, block) = pack(&value);
                let e = shogi64::jkf::from_jkf_packed(&words, &block).unwrap_err();
                assert_eq!(&e.to_string(), expected, "{text} packed");
                packed += 1;
            }
        }
    }
    assert!(packed > 40, "{packed}");
    println!("{} error cases, {packed} of them packed too", cases.len());
}

#[test]
fn packed_values_read_as_their_text() {
    let kifu = json!({"header": {}, "initial": {"preset": "KA"}, "moves": [{}]});
    let (words, block) = pack(&kifu);
    assert_eq!(
        shogi64::jkf::from_jkf_packed(&words, &block),
        Ok(preset("KA").unwrap())
    );
    let mut p = Position::initial();
    p.set_turn(Color::White);
    let value: Value = serde_json::from_str(&to_jkf_json(&p)).unwrap();
    let (words, block) = pack(&value);
    assert_eq!(shogi64::jkf::from_jkf_packed(&words, &block), Ok(p));
    // A quoted packed string is its content, at its offset in the block.
    let (words, block) = pack(&json!({"preset": "é\"X"}));
    let e = shogi64::jkf::from_jkf_packed(&words, &block).unwrap_err();
    assert_eq!(
        e,
        JkfError::UnknownPreset {
            name: Token {
                offset: 6,
                text: "é\"X".into(),
                string: true
            }
        }
    );
    assert_eq!(e.to_string(), r#"JKF preset "é\"X" is unknown"#);
    // Words that are not a value.
    assert_eq!(
        shogi64::jkf::from_jkf_packed(&[5 | 2 << 3, 0], ""),
        Err(JkfError::Packed {
            word: 0,
            expected: "as many values as the count"
        })
    );
    assert_eq!(
        JkfError::Packed {
            word: 2,
            expected: "a word"
        }
        .to_string(),
        "JKF packed words are not a value: a word expected at word 2"
    );
}

#[test]
fn error_values() {
    assert_eq!(
        from_jkf_json(r#"{"preset":"FOO"}"#),
        Err(JkfError::UnknownPreset {
            name: Token {
                offset: 10,
                text: r#""FOO""#.into(),
                string: false
            }
        })
    );
    assert_eq!(
        from_jkf_json(r#"{"preset":"OTHER"}"#),
        Err(JkfError::DataMissing)
    );
    let text = other(|d| d["board"][4][2] = json!({"color": 0, "kind": "XX"}));
    let at = text.find(r#""XX""#).unwrap();
    assert_eq!(
        from_jkf_json(&text),
        Err(JkfError::Piece {
            file: 4,
            rank: 2,
            kind: Token {
                offset: at,
                text: r#""XX""#.into(),
                string: false
            }
        })
    );
    let text = other(|d| d["hands"][1]["KA"] = json!(3));
    let at = text.rfind(r#""KA":3"#).unwrap() + 5;
    assert_eq!(
        from_jkf_json(&text),
        Err(JkfError::HandCount {
            color: Color::White,
            kind: Kind::Bishop,
            found: Token {
                offset: at,
                text: "3".into(),
                string: false
            }
        })
    );
    assert_eq!(
        from_jkf_json(r#"{"preset":"OTHER","data":{"color":0,"board":[[{"kind":"FU"}]]}}"#),
        Err(JkfError::BoardFiles { len: 1 })
    );
    assert_eq!(
        from_jkf_json(r#"{"preset":"OTHER","data":{"color":0,"board":{"a":1}}}"#),
        Err(JkfError::Type {
            path: Path::Board,
            found: Token {
                offset: 44,
                text: r#"{"a":1}"#.into(),
                string: false
            }
        })
    );
    assert_eq!(
        from_jkf_json(&other(|d| d["board"][8][7] = json!({"color": 0}))),
        Err(JkfError::Missing {
            path: Path::CellKind(8, 7)
        })
    );
    assert_eq!(
        from_jkf_json("{"),
        Err(JkfError::Json {
            offset: 1,
            reason: JsonReason::End
        })
    );
    assert_eq!(
        JsonReason::Hex.to_string(),
        r"expected four hex digits after \u"
    );
    assert_eq!(Path::CellColor(3, 0).to_string(), "board[3][0].color");
    assert_eq!(Path::Hand(Color::White).to_string(), "hands[1]");
    let e: Box<dyn std::error::Error> = Box::new(JkfError::DataMissing);
    assert_eq!(e.to_string(), "JKF data is missing for preset OTHER");
}

/// A quoted value is shown as written: escapes stay as they were.
#[test]
fn quoted_values_are_shown_as_written() {
    assert_eq!(
        message(r#"{"preset":"\u0046OO"}"#),
        r#"JKF preset "\u0046OO" is unknown"#
    );
    assert_eq!(
        message(r#"{"preset":"x\/y\b"}"#),
        r#"JKF preset "x\/y\b" is unknown"#
    );
    assert_eq!(
        message(r#"{ "preset" : 1.50e+2 }"#),
        "JKF preset is 1.50e+2, not a string"
    );
    assert_eq!(
        message(&other(|d| d["hands"][0]["KI"] = json!(-0.5))),
        "JKF hands[0].KI is -0.5, not a count from 0 to 4"
    );
    assert_eq!(
        message(&other(|d| d["hands"][0]["FU"] = json!([1, 2]))),
        "JKF hands[0].FU is an array, not a count from 0 to 18"
    );
    // -0 and 1.0 are the integers 0 and 1.
    assert_eq!(
        from_jkf_json(&other(|d| d["color"] = json!(-0.0))).map(|p| p.turn()),
        Ok(Color::Black)
    );
}

/// Every position of the conformance vectors through JKF and back.
#[test]
fn corpus_round_trips() {
    let mut checked = 0;
    for line in vector_lines().iter().filter(|l| l.get("shogi64").is_some()) {
        let p = decode(line);
        let text = to_jkf_json(&p);
        assert_eq!(from_jkf_json(&text), Ok(p), "{}", line["what"]);
        checked += 1;
    }
    println!("encode.jsonl: {checked} positions through JKF and back");
    assert!(checked > 1000);
}

#[test]
fn deep_nesting_does_not_overflow() {
    for open in ["[", "{\"a\":"] {
        let text = open.repeat(200_000);
        assert!(from_jkf_json(&text).is_err());
    }
}

proptest! {
    // A fixed seed: the same cases on every run.
    #![proptest_config(ProptestConfig {
        rng_seed: proptest::test_runner::RngSeed::Fixed(0x5e64),
        ..ProptestConfig::default()
    })]

    #[test]
    fn any_text_is_read_or_refused(s in "\\PC{0,200}") {
        let _ = from_jkf_json(&s);
    }

    #[test]
    fn json_like_text_is_read_or_refused(s in r#"[\[\]{}":,0-9a-zA-Z\\ .eE+-]{0,200}"#) {
        let _ = from_jkf_json(&s);
    }

    #[test]
    fn mutated_jkf_is_read_or_refused(
        black in any::<bool>(),
        cut in 0usize..3000,
        len in 0usize..8,
        junk in r#"[\[\]{}":,0-9A-Z\\ -]{0,4}"#,
    ) {
        let mut p = Position::empty();
        p.set_turn(if black { Color::Black } else { Color::White });
        let text = to_jkf_json(&p);
        let at = cut.min(text.len());
        let end = (at + len).min(text.len());
        let mutated = format!("{}{}{}", &text[..at], junk, &text[end..]);
        if let Ok(q) = from_jkf_json(&mutated) {
            let again = to_jkf_json(&q);
            prop_assert_eq!(from_jkf_json(&again), Ok(q));
        }
    }
}

#[test]
fn the_longest_jkf_fits_its_bound() {
    let full = [18, 4, 4, 4, 4, 2, 2];
    let p = Position::from_numbers(Color::White, &[-14; 81], full, full).unwrap();
    let text = to_jkf_json(&p);
    assert_eq!(text.len(), shogi64::jkf::JKF_MAX_LEN);
    let mut short = [0u8; 10];
    assert_eq!(
        shogi64::jkf::write_jkf_json(&p, &mut short),
        shogi64::jkf::JKF_MAX_LEN
    );
    assert_eq!(&short, &text.as_bytes()[..10]);
    assert_eq!(from_jkf_json(&text), Ok(p));
}
