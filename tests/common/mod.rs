//! What the tests share: the `SHOGI64_FULL` switch, reading JSON-lines
//! data, a seeded generator, and turning position objects (JSON) into
//! positions the way the JavaScript binding does.
#![allow(dead_code)] // each test uses its own subset

pub mod loose;
mod packed;
#[cfg(all(feature = "rules", feature = "formats"))]
pub mod rules_fuzz;

#[allow(unused_imports)] // as dead_code above: each test uses its own subset
pub use packed::pack;

use loose::{from_loose, Loose, LooseHand};
use serde_json::{json, Value};
use shogi64::{Color, Position, PositionError};

/// The hand keys, in the order of the position object.
pub const HAND_KEYS: [&str; 7] = ["FU", "KY", "KE", "GI", "KI", "KA", "HI"];

/// True when `SHOGI64_FULL=1` asks for the long runs (`npm run test:full`).
pub fn full() -> bool {
    std::env::var("SHOGI64_FULL").is_ok_and(|v| v == "1")
}

/// Every line of `tests/vectors/<name>`, parsed; fails on an empty file.
pub fn vector_lines(name: &str) -> Vec<Value> {
    jsonl(&format!("vectors/{name}"))
}

/// Every non-blank line of `tests/<name>` parsed as JSON; fails on an empty
/// file.
pub fn jsonl(name: &str) -> Vec<Value> {
    let path = format!("{}/tests/{name}", env!("CARGO_MANIFEST_DIR"));
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

/// A seeded generator (xorshift64*): the same inputs on every run.
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 bits.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number below `n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    /// An index below `n`.
    pub fn index(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// One item of `list`.
    pub fn pick<T: Copy>(&mut self, list: &[T]) -> T {
        list[self.index(list.len())]
    }

    /// `n` random bytes.
    pub fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| self.next() as u8).collect()
    }

    /// `data` with one to three bytes changed, inserted or removed.
    pub fn mutate(&mut self, mut data: Vec<u8>) -> Vec<u8> {
        for _ in 0..1 + self.index(3) {
            let at = self.index(data.len() + 1);
            match self.index(3) {
                0 if at < data.len() => data[at] = self.next() as u8,
                1 => data.insert(at, self.next() as u8),
                _ if at < data.len() => {
                    data.remove(at);
                }
                _ => {}
            }
        }
        data
    }
}
