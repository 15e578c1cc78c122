//! The precise reasons (`Display`) of the core's errors, against
//! `tests/causes.jsonl`, which the Node suite checks as each error's `cause`:
//! one wording in Rust and JavaScript. Lines marked `"rust": false` describe
//! JavaScript values (a string where a number belongs) and are the Node suite's alone.

use serde_json::Value;
use shogi64::{Loose, LooseHand, Position};

const HAND_KEYS: [&str; 7] = ["FU", "KY", "KE", "GI", "KI", "KA", "HI"];

fn number(v: Option<&Value>) -> f64 {
    v.and_then(Value::as_f64).unwrap_or(f64::NAN)
}

fn hand(v: Option<&Value>) -> Option<LooseHand> {
    let obj = v?.as_object()?;
    let mut counts = [f64::NAN; 7];
    for (c, k) in counts.iter_mut().zip(HAND_KEYS) {
        *c = number(obj.get(k));
    }
    Some(LooseHand { counts, other_keys: obj.keys().any(|k| !HAND_KEYS.contains(&k.as_str())) })
}

fn encode_error(v: &Value) -> String {
    let board: Option<Vec<f64>> =
        v.get("board").and_then(Value::as_array).map(|a| a.iter().map(|x| number(Some(x))).collect());
    let hands = v.get("hands").filter(|h| h.is_object());
    let loose = Loose {
        object: v.is_object(),
        turn: v.get("turn").and_then(Value::as_bool),
        board: board.as_deref().into(),
        hands: hands.map(|h| [hand(h.get("black")), hand(h.get("white"))]),
    };
    match Position::from_loose(&loose) {
        Ok(p) => panic!("expected an error, encoded {}", shogi64::encode(&p)),
        Err(e) => e.to_string(),
    }
}

#[test]
fn causes_match_the_shared_wording() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/causes.jsonl")).unwrap();
    let mut checked = 0;
    for line in text.lines().filter(|l| !l.is_empty()) {
        let case: Value = serde_json::from_str(line).unwrap();
        if case["rust"] == Value::Bool(false) {
            continue;
        }
        let input = &case["input"];
        let got = match case["fn"].as_str().unwrap() {
            "encode" => encode_error(input),
            "decode" => shogi64::decode(input.as_str().unwrap()).unwrap_err().to_string(),
            "decodeBitsToPosition" => shogi64::decode_bits(input.as_str().unwrap()).unwrap_err().to_string(),
            "encodeBitsToShogi64" => shogi64::spell_bits(input.as_str().unwrap()).unwrap_err().to_string(),
            "decodeShogi64ToBits" => {
                shogi64::letters_to_bit_string(input.as_str().unwrap()).unwrap_err().to_string()
            }
            other => panic!("unknown fn {other}"),
        };
        assert_eq!(got, case["cause"].as_str().unwrap(), "{line}");
        checked += 1;
    }
    println!("causes.jsonl: {checked} lines checked in Rust");
    assert!(checked >= 15);
}
