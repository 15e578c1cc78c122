//! Every line of the conformance vectors in `tests/vectors/`, through the Rust API.
//!
//! Lines whose input is not a string (`decode(42)`) concern the JavaScript
//! API only; they are counted apart and checked by the Node and browser suites.

use serde_json::{json, Value};
use shogi64::{Color, Error, Loose, LooseHand, Position};

fn lines(name: &str) -> Vec<Value> {
    let path = format!("{}/tests/vectors/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let lines: Vec<Value> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{path}: {e}: {l}")))
        .collect();
    assert!(!lines.is_empty(), "{path} has no lines");
    lines
}

const HAND_KEYS: [&str; 7] = ["FU", "KY", "KE", "GI", "KI", "KA", "HI"];

fn number(v: Option<&Value>) -> f64 {
    v.and_then(Value::as_f64).unwrap_or(f64::NAN)
}

fn loose_hand(v: Option<&Value>) -> Option<LooseHand> {
    let obj = v?.as_object()?;
    let mut counts = [f64::NAN; 7];
    for (count, key) in counts.iter_mut().zip(HAND_KEYS) {
        *count = number(obj.get(key));
    }
    let other_keys = obj.keys().any(|k| !HAND_KEYS.contains(&k.as_str()));
    Some(LooseHand { counts, other_keys })
}

/// Reads a position object the way the JavaScript binding does.
fn position_from_json(v: &Value) -> Result<Position, Error> {
    let board: Option<Vec<f64>> =
        v.get("board").and_then(Value::as_array).map(|a| a.iter().map(|x| number(Some(x))).collect());
    let hands = v.get("hands").filter(|h| h.is_object());
    let loose = Loose {
        object: v.is_object(),
        turn: v.get("turn").and_then(Value::as_bool),
        board: board.as_deref().into(),
        hands: hands.map(|h| [loose_hand(h.get("black")), loose_hand(h.get("white"))]),
    };
    Ok(Position::from_loose(&loose)?)
}

fn position_to_json(p: &Position) -> Value {
    let hand = |c: Color| {
        let counts = p.hand(c).counts();
        let mut m = serde_json::Map::new();
        for (k, n) in HAND_KEYS.iter().zip(counts) {
            m.insert(k.to_string(), json!(n));
        }
        Value::Object(m)
    };
    json!({
        "turn": p.turn() == Color::Black,
        "board": p.numbers().to_vec(),
        "hands": {"black": hand(Color::Black), "white": hand(Color::White)},
    })
}

fn expect_error<T: std::fmt::Debug>(line: &Value, result: Result<T, Error>) {
    let expected = line["error"].as_str().unwrap();
    match result {
        Err(e) => {
            assert_eq!(e.legacy_message(), expected, "{line}");
            assert!(!e.to_string().is_empty());
        }
        Ok(v) => panic!("expected {expected:?}, got {v:?} for {line}"),
    }
}

#[test]
fn encode_vectors() {
    let lines = lines("encode.jsonl");
    let mut checked = 0;
    for line in &lines {
        let result = position_from_json(&line["position"]);
        if line.get("error").is_some() {
            expect_error(line, result);
        } else {
            let p = result.unwrap_or_else(|e| panic!("{e} for {line}"));
            assert_eq!(shogi64::encode(&p), line["shogi64"].as_str().unwrap(), "{}", line["what"]);
            assert_eq!(shogi64::encode_bits(&p), line["bits"].as_str().unwrap(), "{}", line["what"]);
            assert_eq!(p.to_string(), line["shogi64"].as_str().unwrap());
            let back = shogi64::decode(line["shogi64"].as_str().unwrap()).unwrap();
            assert_eq!(back, p, "{}", line["what"]);
            assert_eq!(position_to_json(&back), line["position"]);
        }
        checked += 1;
    }
    println!("encode.jsonl: {checked} of {} lines checked", lines.len());
    assert_eq!(checked, lines.len());
}

#[test]
fn decode_vectors() {
    let lines = lines("decode.jsonl");
    let (mut checked, mut js_only) = (0, 0);
    for line in &lines {
        let Some(text) = line["shogi64"].as_str() else {
            js_only += 1;
            continue;
        };
        let result = shogi64::decode(text).map_err(Error::from);
        if line.get("error").is_some() {
            expect_error(line, result);
        } else {
            let p = result.unwrap_or_else(|e| panic!("{e} for {line}"));
            assert_eq!(position_to_json(&p), line["position"], "{}", line["what"]);
            let p2: Position = text.parse().unwrap();
            assert_eq!(p2, p);
        }
        checked += 1;
    }
    println!("decode.jsonl: {checked} lines checked, {js_only} non-string inputs left to the JS suites");
    assert_eq!(checked + js_only, lines.len());
    assert!(checked > 400);
}

#[test]
fn bits_vectors() {
    let lines = lines("bits.jsonl");
    let (mut checked, mut js_only) = (0, 0);
    for line in &lines {
        let Some(input) = line["input"].as_str() else {
            js_only += 1;
            continue;
        };
        let op = line["op"].as_str().unwrap();
        let output: Result<Value, Error> = match op {
            "encodeBitsToShogi64" => shogi64::spell_bits(input).map(Value::from).map_err(Error::from),
            "decodeShogi64ToBits" => {
                shogi64::letters_to_bit_string(input).map(Value::from).map_err(Error::from)
            }
            "decodeBitsToPosition" => {
                shogi64::decode_bits(input).map(|p| position_to_json(&p)).map_err(Error::from)
            }
            other => panic!("unknown op {other}"),
        };
        if line.get("error").is_some() {
            expect_error(line, output);
        } else {
            assert_eq!(output.unwrap_or_else(|e| panic!("{e} for {line}")), line["output"], "{line}");
        }
        checked += 1;
    }
    println!("bits.jsonl: {checked} lines checked, {js_only} non-string inputs left to the JS suites");
    assert_eq!(checked + js_only, lines.len());
    assert!(checked > 100);
}
