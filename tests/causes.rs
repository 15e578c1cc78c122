//! The precise reasons (`Display`) of the core's errors, against
//! `tests/causes.jsonl`, which the Node suite checks as each error's `cause`:
//! one wording in Rust and JavaScript. Lines marked `"rust": false` describe
//! JavaScript values (a string where a number belongs) and are the Node suite's alone.

mod common;

use serde_json::Value;

fn encode_error(v: &Value) -> String {
    match common::position_from_json(v) {
        Ok(p) => panic!("expected an error, encoded {}", shogi64::encode(&p)),
        Err(e) => e.to_string(),
    }
}

#[test]
fn causes_match_the_shared_wording() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/causes.jsonl"))
        .unwrap();
    let mut checked = 0;
    for line in text.lines().filter(|l| !l.is_empty()) {
        let case: Value = serde_json::from_str(line).unwrap();
        if case["rust"] == Value::Bool(false) {
            continue;
        }
        let input = &case["input"];
        let got = match case["fn"].as_str().unwrap() {
            "encode" => encode_error(input),
            "decode" => shogi64::decode(input.as_str().unwrap())
                .unwrap_err()
                .to_string(),
            "decodeBitsToPosition" => shogi64::decode_bits(input.as_str().unwrap())
                .unwrap_err()
                .to_string(),
            "encodeBitsToShogi64" => shogi64::spell_bits(input.as_str().unwrap())
                .unwrap_err()
                .to_string(),
            "decodeShogi64ToBits" => shogi64::letters_to_bit_string(input.as_str().unwrap())
                .unwrap_err()
                .to_string(),
            other => panic!("unknown fn {other}"),
        };
        assert_eq!(got, case["cause"].as_str().unwrap(), "{line}");
        checked += 1;
    }
    println!("causes.jsonl: {checked} lines checked in Rust");
    assert!(checked >= 15);
}
