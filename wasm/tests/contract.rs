//! `js/contract.js`, the contract's numbers as the JavaScript shim imports
//! them, is generated from `src/contract.rs`: this test fails when the
//! committed file differs from what the contract gives. To regenerate it:
//! `SHOGI64_WRITE_CONTRACT=1 cargo test -p shogi64-wasm --test contract`.

#![cfg(not(target_arch = "wasm32"))]

use shogi64::jkf::JsonReason as R;
use shogi64_wasm::contract::{CODES, NUMBERS};

/// The reasons of a JSON syntax error, in declaration order: the error
/// buffer carries a reason's index, and the shim words it with this table.
const JSON_REASONS: [R; 14] = [
    R::End,
    R::Character,
    R::TextAfter,
    R::ArraySeparator,
    R::ObjectSeparator,
    R::Key,
    R::Colon,
    R::Digit,
    R::LeadingZero,
    R::Hex,
    R::Control,
    R::Escape,
    R::Surrogate,
    R::Depth,
];

fn render() -> String {
    let mut out = String::from(
        "// Generated from wasm/src/contract.rs by wasm/tests/contract.rs: do not edit.\n\
         // The numbers the shim and the module agree on: buffer sizes, stream\n\
         // operations, and (E_*) the error codes of the error buffer's first word.\n",
    );
    for (name, value) in NUMBERS {
        out.push_str(&format!("export const {name} = {value};\n"));
    }
    for (name, value) in CODES {
        out.push_str(&format!("export const E_{name} = {value};\n"));
    }
    // The alphabet, so that `table` costs the shim no call into the module
    // (which is compiled on first use).
    out.push_str(&format!(
        "export const ALPHABET = {};\n",
        serde_json::Value::from(shogi64::ALPHABET)
    ));
    // What packed words carry without text (src/formats/tree.rs): the names
    // a word names by index, and the integers a word holds itself.
    out.push_str(&format!(
        "export const PACKED_NAMES = {};\n",
        serde_json::Value::from(shogi64::jkf::PACKED_NAMES.to_vec())
    ));
    out.push_str(&format!(
        "export const PACKED_INT_LIMIT = {};\n",
        shogi64::jkf::PACKED_INT_LIMIT
    ));
    out.push_str("export const JSON_REASONS = [\n");
    for (i, reason) in JSON_REASONS.iter().enumerate() {
        assert_eq!(*reason as usize, i, "{reason:?} out of declaration order");
        // A JSON string is a JavaScript string literal.
        out.push_str(&format!(
            "  {},\n",
            serde_json::Value::from(reason.to_string())
        ));
    }
    out.push_str("];\n");
    out
}

#[test]
fn contract_js_is_generated_from_the_contract() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../js/contract.js");
    let expected = render();
    if std::env::var_os("SHOGI64_WRITE_CONTRACT").is_some() {
        std::fs::write(path, &expected).unwrap();
    }
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        committed == expected,
        "js/contract.js is stale; run SHOGI64_WRITE_CONTRACT=1 cargo test -p shogi64-wasm --test contract"
    );
    assert!(
        NUMBERS.len() >= 9 && CODES.len() >= 49,
        "the contract lists nothing"
    );
}

#[test]
fn error_codes_are_distinct() {
    let mut codes: Vec<u32> = CODES.iter().map(|&(_, c)| c).collect();
    codes.sort_unstable();
    codes.dedup();
    assert_eq!(codes.len(), CODES.len());
}
