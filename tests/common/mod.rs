//! Helpers the integration tests share: reading the vectors and turning
//! position objects (JSON) into positions the way the JavaScript binding does.
#![allow(dead_code)] // each test uses its own subset

pub mod loose;
mod packed;

#[allow(unused_imports)] // as dead_code above: each test uses its own subset
pub use packed::pack;

use loose::{from_loose, Loose, LooseHand};
use serde_json::{json, Value};
use shogi64::{Color, Position, PositionError};

/// The hand keys, in the order of the position object.
pub const HAND_KEYS: [&str; 7] = ["FU", "KY", "KE", "GI", "KI", "KA", "HI"];

/// Every line of `tests/vectors/<name>`, parsed; fails on an empty file.
pub fn vector_lines(name: &str) -> Vec<Value> {
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

/// Reads a position object the way the JavaScript binding does: non-numbers
/// as NaN, the shape as flags, every check left to [`from_loose`].
pub fn position_from_json(v: &Value) -> Result<Position, PositionError> {
    let board: Option<Vec<f64>> = v
        .get("board")
        .and_then(Value::as_array)
        .map(|a| a.iter().map(|x| number(Some(x))).collect());
    let hands = v.get("hands").filter(|h| h.is_object());
    let loose = Loose {
        object: v.is_object(),
        turn: v.get("turn").and_then(Value::as_bool),
        board: board.as_deref().into(),
        hands: hands.map(|h| [loose_hand(h.get("black")), loose_hand(h.get("white"))]),
    };
    from_loose(&loose)
}

/// The position object of `p`, keys in the order `decode` writes them.
pub fn position_to_json(p: &Position) -> Value {
    let hand = |c: Color| {
        let mut m = serde_json::Map::new();
        for (k, n) in HAND_KEYS.iter().zip(p.hand(c).counts()) {
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
