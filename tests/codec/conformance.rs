//! Every line of the conformance vectors in `tests/vectors/`, through the Rust API.
//!
//! Lines whose input is not a string (`decode(42)`) concern the JavaScript
//! API only; they are counted apart and checked by the Node and browser suites.

use crate::common;

use common::{position_from_json, position_to_json, vector_lines as lines};
use serde_json::Value;
use shogi64::{Error, Position};

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
        let result = position_from_json(&line["position"]).map_err(Error::from);
        if line.get("error").is_some() {
            expect_error(line, result);
        } else {
            let p = result.unwrap_or_else(|e| panic!("{e} for {line}"));
            assert_eq!(
                shogi64::encode(&p),
                line["shogi64"].as_str().unwrap(),
                "{}",
                line["what"]
            );
            assert_eq!(
                shogi64::encode_bits(&p),
                line["bits"].as_str().unwrap(),
                "{}",
                line["what"]
            );
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
    println!(
        "decode.jsonl: {checked} lines checked, {js_only} non-string inputs left to the JS suites"
    );
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
            "encodeBitsToShogi64" => shogi64::spell_bits(input)
                .map(Value::from)
                .map_err(Error::from),
            "decodeShogi64ToBits" => shogi64::letters_to_bit_string(input)
                .map(Value::from)
                .map_err(Error::from),
            "decodeBitsToPosition" => shogi64::decode_bits(input)
                .map(|p| position_to_json(&p))
                .map_err(Error::from),
            other => panic!("unknown op {other}"),
        };
        if line.get("error").is_some() {
            expect_error(line, output);
        } else {
            assert_eq!(
                output.unwrap_or_else(|e| panic!("{e} for {line}")),
                line["output"],
                "{line}"
            );
        }
        checked += 1;
    }
    println!(
        "bits.jsonl: {checked} lines checked, {js_only} non-string inputs left to the JS suites"
    );
    assert_eq!(checked + js_only, lines.len());
    assert!(checked > 100);
}
