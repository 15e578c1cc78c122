//! The binding's kifu exports, called natively as the shim calls them: each
//! UTF-8 record of `tests/kifu/` through `kifu_parse`, its packed record read
//! back here as the shim reads it, and compared with the core's own JKF text
//! of the same record; a reader's error as its words.

#![cfg(all(feature = "kifu", not(target_arch = "wasm32")))]

use crate::common::*;

use serde_json::{json, Map, Value};
use shogi64_wasm::contract::code;

const KINDS: [&str; 15] = [
    "", "FU", "KY", "KE", "GI", "KI", "KA", "HI", "OU", "TO", "NY", "NK", "NG", "UM", "RY",
];

/// The packed record read back, as js/kifu.js reads it.
struct Reader<'a> {
    words: &'a [u32],
    at: usize,
    strings: Vec<u16>,
}

impl Reader<'_> {
    fn next(&mut self) -> u32 {
        self.at += 1;
        self.words[self.at - 1]
    }

    fn str(&mut self) -> Value {
        let (from, len) = (self.next() as usize, self.next() as usize);
        Value::String(String::from_utf16(&self.strings[from..from + len]).unwrap())
    }

    fn hms(&mut self, h: bool) -> Value {
        let (hours, m, s) = (self.next(), self.next(), self.next());
        if h {
            json!({"h": hours, "m": m, "s": s})
        } else {
            json!({"m": m, "s": s})
        }
    }

    fn line(&mut self) -> Value {
        let n = self.next();
        let mut entries = Vec::new();
        for _ in 0..n {
            let flags = self.next();
            let mut e = Map::new();
            if flags & 1 != 0 {
                let k = self.next();
                e.insert("comments".into(), (0..k).map(|_| self.str()).collect());
            }
            if flags & 2 != 0 {
                let w = self.next();
                let mut m = Map::new();
                if w & 3 != 0 {
                    m.insert("color".into(), json!((w & 3) - 1));
                }
                if w & (255 << 2) != 0 {
                    m.insert(
                        "from".into(),
                        json!({"x": (w >> 2) & 15, "y": (w >> 6) & 15}),
                    );
                }
                m.insert(
                    "to".into(),
                    json!({"x": (w >> 10) & 15, "y": (w >> 14) & 15}),
                );
                m.insert("piece".into(), json!(KINDS[(w >> 18) as usize & 15]));
                if w & (1 << 26) != 0 {
                    m.insert("same".into(), json!(true));
                }
                if (w >> 27) & 3 != 0 {
                    m.insert("promote".into(), json!((w >> 27) & 3 == 2));
                }
                if (w >> 22) & 15 != 0 {
                    m.insert("capture".into(), json!(KINDS[(w >> 22) as usize & 15]));
                }
                if w & (1 << 29) != 0 {
                    m.insert("relative".into(), self.str());
                }
                e.insert("move".into(), Value::Object(m));
            }
            if flags & 4 != 0 {
                let t = self.next();
                let now = self.hms(t & 1 != 0);
                let total = self.hms(t & 4 != 0);
                let time = if t & 2 != 0 {
                    json!({"now": now, "total": total})
                } else {
                    json!({ "now": now })
                };
                e.insert("time".into(), time);
            }
            if flags & 8 != 0 {
                e.insert("special".into(), self.str());
            }
            if flags & 16 != 0 {
                let k = self.next();
                e.insert("forks".into(), (0..k).map(|_| self.line()).collect());
            }
            entries.push(Value::Object(e));
        }
        Value::Array(entries)
    }

    fn record(&mut self) -> Value {
        let mut header = Map::new();
        for _ in 0..self.next() {
            let (k, v) = (self.str(), self.str());
            header.insert(k.as_str().unwrap().into(), v);
        }
        let mut r = Map::new();
        r.insert("header".into(), Value::Object(header));
        match self.next() {
            0 => {}
            1 => {
                r.insert("initial".into(), json!({ "preset": self.str() }));
            }
            _ => {
                let preset = self.str();
                let color = self.next();
                let board: Vec<Value> = (0..9)
                    .map(|_| {
                        (0..9)
                            .map(|_| match self.next() {
                                0 => json!({}),
                                p => json!({"color": p >> 4, "kind": KINDS[p as usize & 15]}),
                            })
                            .collect()
                    })
                    .collect();
                let hands: Vec<Value> = (0..2)
                    .map(|_| {
                        let mut h = Map::new();
                        for k in ["FU", "KY", "KE", "GI", "KI", "KA", "HI"] {
                            h.insert(k.into(), json!(self.next()));
                        }
                        Value::Object(h)
                    })
                    .collect();
                r.insert(
                    "initial".into(),
                    json!({"preset": preset, "data": {"color": color, "board": board, "hands": hands}}),
                );
            }
        }
        r.insert("moves".into(), self.line());
        assert_eq!(self.at, self.words.len(), "every word read");
        Value::Object(r)
    }
}

#[test]
fn packed_records_are_the_core_jkf_and_errors_are_words() {
    let _buffers = lock();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/kifu");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    paths.sort();
    if cfg!(miri) {
        // Miri (scripts/test-full.sh) checks the buffers' accesses on a
        // short record of each kind: a KIF one with variations and a JKF one.
        let short = |name: &str| dir.join(name);
        paths = vec![
            short("last-fork.8dbd18a8.kifu"),
            short("same_move_minimal.78c9e3a3.jkf"),
        ];
    }
    let mut checked = 0;
    let mut jkf = 0;
    for path in paths {
        let Ok(source) = std::fs::read_to_string(&path) else {
            continue; // Shift_JIS: the shim decodes it first
        };
        if !path.is_file() || path.extension().is_some_and(|e| e == "md") {
            continue;
        }
        let mut n = shogi64_wasm::kifu_parse(text(&source), 0);
        if n == shogi64_wasm::KIFU_IS_JKF {
            // The shim reads JKF text with JSON.parse and hands it over packed.
            let value: Value = serde_json::from_str(source.trim_start_matches('\u{feff}')).unwrap();
            let (words, bytes) = pack_value(&value);
            n = shogi64_wasm::kifu_read_jkf(words, bytes);
            jkf += 1;
        }
        assert!(n >= 0, "{}: {:?}", path.display(), error());
        // SAFETY: kifu_parse wrote `n` bytes of strings and the words.
        let (strings, words) = unsafe {
            (
                core::slice::from_raw_parts(shogi64_wasm::kifu_output(), n as usize).to_vec(),
                core::slice::from_raw_parts(
                    shogi64_wasm::kifu_words(),
                    shogi64_wasm::kifu_words_len(),
                )
                .to_vec(),
            )
        };
        // The strings are UTF-16LE.
        assert_eq!(strings.len() % 2, 0);
        let strings = strings
            .chunks_exact(2)
            .map(|b| u16::from_le_bytes([b[0], b[1]]))
            .collect();
        let ours = Reader {
            words: &words,
            at: 0,
            strings,
        }
        .record();
        let record = shogi64::kifu::parse_kifu(&source, None).unwrap();
        let theirs: Value = serde_json::from_str(&shogi64::kifu::to_jkf(&record)).unwrap();
        assert_eq!(ours, theirs, "{}", path.display());
        checked += 1;
    }
    assert!(
        checked >= if cfg!(miri) { 2 } else { 10 },
        "{checked} UTF-8 records"
    );
    assert!(jkf >= 1, "{jkf} JKF records");

    // A JKF value that is not a record: the reader's error.
    let (words, bytes) =
        pack_value(&json!({"header": {}, "moves": [{"move": {"to": {"x": 0, "y": 1}}}]}));
    assert_eq!(shogi64_wasm::kifu_read_jkf(words, bytes), -1);
    assert_eq!(error(), [code::KIFU, 0, 0, 2]);
    // Words that are not a value: an error, never a trap.
    let (_, bytes) = pack_value(&json!([1, 2]));
    assert_eq!(shogi64_wasm::kifu_read_jkf(1, bytes), -1);
    assert_eq!(error(), [code::KIFU, 0, 0, 6]);

    // A reader's error: its line, column and kind, and the text it quotes.
    // (In the same test: the exports share one set of buffers.)
    let n = shogi64_wasm::kifu_parse(
        text("手数----指手--\n   1 ７六歩(77)\n   2 ３四Ｘ(33)\n"),
        0,
    );
    assert_eq!(n, -1);
    assert_eq!(error(), [code::KIFU, 3, 8, 0]);
    let len = shogi64_wasm::kifu_output_len();
    // SAFETY: the error's text is `len` bytes of the output.
    let quoted = unsafe { core::slice::from_raw_parts(shogi64_wasm::kifu_output(), len) };
    assert_eq!(quoted, "Ｘ".as_bytes());
}
