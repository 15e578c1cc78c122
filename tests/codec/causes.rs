//! The precise reasons (`Display`) of the core's errors, against
//! `tests/causes.jsonl`, which the Node suite checks as each error's `cause`
//! (as the message itself for SFEN and JKF, the package's own functions): one
//! wording in Rust and JavaScript. Lines marked `"rust": false` describe
//! JavaScript values (a string where a number belongs) and are the Node suite's alone.

use crate::common;

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
    let mut skipped = 0;
    for line in text.lines().filter(|l| !l.is_empty()) {
        let case: Value = serde_json::from_str(line).unwrap();
        if case["rust"] == Value::Bool(false) {
            continue;
        }
        let input = &case["input"];
        let name = case["fn"].as_str().unwrap();
        // Without the `formats` feature the crate reads no SFEN or JKF.
        if !cfg!(feature = "formats") && matches!(name, "fromSfen" | "fromJkf") {
            skipped += 1;
            continue;
        }
        let got = match name {
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
            #[cfg(feature = "formats")]
            "fromSfen" => shogi64::parse_sfen(input.as_str().unwrap())
                .unwrap_err()
                .to_string(),
            // The shim hands the core the value packed, as common::pack does
            // (and serde_json writes numbers alike for these inputs); the
            // text reader says the same, unless its JSON check (64 deep at
            // most, where packed values may nest 256 deep) refuses the text.
            #[cfg(feature = "formats")]
            "fromJkf" => {
                let (words, block) = common::pack(input);
                let packed = shogi64::jkf::from_jkf_packed(&words, &block)
                    .unwrap_err()
                    .to_string();
                let text = shogi64::from_jkf_json(&input.to_string())
                    .unwrap_err()
                    .to_string();
                if !text.starts_with("invalid JSON") {
                    assert_eq!(text, packed, "{line}: from text");
                }
                packed
            }
            "toSfen" | "toJkf" => encode_error(input),
            other => panic!("unknown fn {other}"),
        };
        assert_eq!(got, case["cause"].as_str().unwrap(), "{line}");
        checked += 1;
    }
    println!("causes.jsonl: {checked} lines checked in Rust, {skipped} of SFEN and JKF skipped");
    if cfg!(feature = "formats") {
        assert_eq!(skipped, 0);
        assert!(checked >= 80);
    } else {
        assert!(checked >= 20);
    }
}
