//! The JSON reader held to serde_json: on random texts (valid JSON and
//! mutations of it) both accept and refuse the same ones, and agree on the
//! kind of an accepted value. Where the two differ by design the case is
//! set aside and counted: numbers beyond `f64` (serde_json refuses them, the
//! reader keeps numbers as text) and nesting past the reader's 64 levels.
//! A seeded subset runs by default; `SHOGI64_FULL=1` runs 400,000 cases.

use super::json::check;
use super::tree::{self, Value};
use crate::jkf::JsonReason;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};

fn scalar() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("null".to_string()),
        Just("true".to_string()),
        Just("false".to_string()),
        any::<i32>().prop_map(|n| n.to_string()),
        "-?(0|[1-9][0-9]{0,3})(\\.[0-9]{1,3})?([eE][+-]?[0-9]{1,3})?",
        "\"([a-z ]|\\\\[nt\"\\\\/bfr]|\\\\u[0-9a-fA-F]{4}|[\\u{80}-\\u{10FFFF}]){0,6}\"",
    ]
}

fn json() -> impl Strategy<Value = String> {
    scalar().prop_recursive(6, 40, 5, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..5)
                .prop_map(|v| format!("[{}]", v.join(","))),
            proptest::collection::vec(("[a-z]{0,3}", inner), 0..5).prop_map(|m| {
                let members: Vec<String> =
                    m.iter().map(|(k, v)| format!("\"{k}\" : {v}")).collect();
                format!("{{ {} }}", members.join(","))
            }),
        ]
    })
}

/// A valid text, then up to three bytes inserted, removed or replaced.
fn text() -> impl Strategy<Value = String> {
    let edit = (
        any::<prop::sample::Index>(),
        0u8..3,
        prop::sample::select(b"{}[],:\"\\ 0123456789-+.eEtrufalsn\x01\t\n".to_vec()),
    );
    (json(), proptest::collection::vec(edit, 0..=3)).prop_map(|(s, edits)| {
        let mut bytes = s.into_bytes();
        for (at, op, b) in edits {
            let i = at.index(bytes.len() + 1);
            match op {
                0 => bytes.insert(i, b),
                1 if i < bytes.len() => drop(bytes.remove(i)),
                _ if i < bytes.len() => bytes[i] = b,
                _ => bytes.push(b),
            }
        }
        // Mutations of ASCII bytes may split a character: keep whole characters.
        String::from_utf8_lossy(&bytes).into_owned()
    })
}

/// The same value: numbers by their text (serde_json's own printing differs).
fn same(ours: &tree::Json<'_>, theirs: &serde_json::Value) -> bool {
    use serde_json::Value as S;
    match (&ours.v, theirs) {
        (Value::Null, S::Null) => true,
        (Value::Bool(a), S::Bool(b)) => a == b,
        (Value::Number(_), S::Number(_)) => true,
        (Value::Str(a), S::String(b)) => a == b,
        (Value::Array(a), S::Array(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(a, b)| same(a, b))
        }
        // serde_json keeps the last of two equal keys, as JSON.parse does.
        (Value::Object(_), S::Object(b)) => b
            .iter()
            .all(|(k, v)| ours.get_last(k).map_or(v.is_null(), |o| same(o, v))),
        _ => false,
    }
}

#[test]
fn the_reader_agrees_with_serde_json() {
    let full = std::env::var_os("SHOGI64_FULL").is_some();
    let cases = if full { 400_000 } else { 5_000 };
    let config = Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    };
    let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &[11; 32]);
    let mut runner = TestRunner::new_with_rng(config, rng);
    // (agreed, accepted, set aside); the runner's closure is `Fn`.
    let counts = std::cell::Cell::new((0u32, 0u32, 0u32));
    runner
        .run(&text(), |s| {
            let ours = check(s.as_bytes());
            let theirs = serde_json::from_str::<serde_json::Value>(&s);
            let (a, v, x) = counts.get();
            match (&ours, &theirs) {
                (Ok(()), Err(e)) if e.to_string().contains("number out of range") => {
                    counts.set((a, v, x + 1))
                }
                (Err(e), _) if e.reason == JsonReason::Depth => counts.set((a, v, x + 1)),
                (Ok(()), Ok(value)) => {
                    prop_assert!(same(&tree::parse(&s).unwrap(), value), "{:?}", s);
                    counts.set((a + 1, v + 1, x));
                }
                (Err(_), Err(_)) => counts.set((a + 1, v, x)),
                _ => prop_assert!(false, "{s:?}: reader {ours:?}, serde_json {theirs:?}"),
            }
            Ok(())
        })
        .unwrap();
    let (agreed, accepted, set_aside) = counts.get();
    eprintln!("json reader: {agreed} of {cases} agreed with serde_json ({accepted} valid), {set_aside} set aside");
    assert!(agreed >= cases * 9 / 10, "{agreed} of {cases}");
    assert!(
        accepted >= cases / 10 && accepted <= cases * 9 / 10,
        "{accepted} valid of {cases}"
    );
}
