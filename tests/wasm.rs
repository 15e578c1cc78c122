//! The crate compiled to `wasm32-unknown-unknown`, run by wasm-bindgen-test in
//! Node and in headless Chromium (`scripts/test-wasm.sh`).
//!
//! Two layers are checked over every line of the conformance vectors, which are
//! compiled into the test module (no file system in a browser):
//!
//! - the Rust API (`shogi64::encode`, `decode`, …), so the core is verified as
//!   compiled to wasm, not only natively;
//! - the binding of `src/wasm.rs`, through the very functions it exports to the
//!   JavaScript shim: values are written to its buffers the way the shim writes
//!   them, the export is called, and the buffers are read back.
//!
//! The vectors are JSON; a small reader below takes what the checks need
//! (serde stays a native-only dev-dependency).

#![cfg(target_arch = "wasm32")]

use shogi64::{Color, Error, Loose, LooseHand, Position};
use wasm_bindgen_test::wasm_bindgen_test;

const ENCODE: &str = include_str!("vectors/encode.jsonl");
const DECODE: &str = include_str!("vectors/decode.jsonl");
const BITS: &str = include_str!("vectors/bits.jsonl");

const HAND_KEYS: [&str; 7] = ["FU", "KY", "KE", "GI", "KI", "KA", "HI"];
const INITIAL: &str = "poUAACMaqtYhwHgAAAAPQdTnd3vMgAA";
const BOARD_INVALID: &str = "board is invalid.";
const TEXT_INVALID: &str = "shogi64 string is invalid.";
const BITS_INVALID: &str = "bits string is invalid.";

// --- a small JSON reader ------------------------------------------------------

#[derive(Clone, Debug, PartialEq)]
enum Json {
    Null,
    Bool(bool),
    Number(f64),
    Text(String),
    Array(Vec<Json>),
    Object(Vec<(String, Json)>),
}

impl Json {
    fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Object(members) => members.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    fn text(&self) -> Option<&str> {
        match self {
            Json::Text(s) => Some(s),
            _ => None,
        }
    }

    /// The value as a JavaScript number would be read by the shim: NaN unless a number.
    fn number(&self) -> f64 {
        match self {
            Json::Number(n) => *n,
            _ => f64::NAN,
        }
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn parse(text: &str) -> Json {
        let mut r = Reader {
            bytes: text.as_bytes(),
            at: 0,
        };
        let value = r.value();
        r.space();
        assert_eq!(
            r.at,
            r.bytes.len(),
            "trailing text after JSON value: {text}"
        );
        value
    }

    fn space(&mut self) {
        while matches!(self.bytes.get(self.at), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    fn eat(&mut self, byte: u8) {
        self.space();
        assert_eq!(
            self.bytes.get(self.at),
            Some(&byte),
            "expected {:?} at {}",
            byte as char,
            self.at
        );
        self.at += 1;
    }

    fn literal(&mut self, word: &str, value: Json) -> Json {
        assert!(
            self.bytes[self.at..].starts_with(word.as_bytes()),
            "bad literal at {}",
            self.at
        );
        self.at += word.len();
        value
    }

    fn value(&mut self) -> Json {
        self.space();
        match self.bytes.get(self.at).copied() {
            Some(b'n') => self.literal("null", Json::Null),
            Some(b't') => self.literal("true", Json::Bool(true)),
            Some(b'f') => self.literal("false", Json::Bool(false)),
            Some(b'"') => Json::Text(self.string()),
            Some(b'[') => {
                self.at += 1;
                let mut items = Vec::new();
                self.space();
                if self.bytes.get(self.at) == Some(&b']') {
                    self.at += 1;
                    return Json::Array(items);
                }
                loop {
                    items.push(self.value());
                    self.space();
                    match self.bytes.get(self.at) {
                        Some(b',') => self.at += 1,
                        Some(b']') => {
                            self.at += 1;
                            return Json::Array(items);
                        }
                        _ => panic!("bad array at {}", self.at),
                    }
                }
            }
            Some(b'{') => {
                self.at += 1;
                let mut members = Vec::new();
                self.space();
                if self.bytes.get(self.at) == Some(&b'}') {
                    self.at += 1;
                    return Json::Object(members);
                }
                loop {
                    self.space();
                    let key = self.string();
                    self.eat(b':');
                    members.push((key, self.value()));
                    self.space();
                    match self.bytes.get(self.at) {
                        Some(b',') => self.at += 1,
                        Some(b'}') => {
                            self.at += 1;
                            return Json::Object(members);
                        }
                        _ => panic!("bad object at {}", self.at),
                    }
                }
            }
            Some(b'-' | b'0'..=b'9') => {
                let start = self.at;
                while matches!(
                    self.bytes.get(self.at),
                    Some(b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9')
                ) {
                    self.at += 1;
                }
                let s = core::str::from_utf8(&self.bytes[start..self.at]).unwrap();
                Json::Number(s.parse().unwrap_or_else(|_| panic!("bad number {s}")))
            }
            other => panic!("unexpected {other:?} at {}", self.at),
        }
    }

    fn hex4(&mut self) -> u32 {
        let s = core::str::from_utf8(&self.bytes[self.at..self.at + 4]).unwrap();
        self.at += 4;
        u32::from_str_radix(s, 16).unwrap_or_else(|_| panic!("bad \\u escape {s}"))
    }

    fn string(&mut self) -> String {
        self.eat(b'"');
        let mut units: Vec<u16> = Vec::new();
        loop {
            let start = self.at;
            while !matches!(self.bytes.get(self.at), Some(b'"' | b'\\') | None) {
                self.at += 1;
            }
            let plain = core::str::from_utf8(&self.bytes[start..self.at]).unwrap();
            units.extend(plain.encode_utf16());
            match self.bytes.get(self.at) {
                Some(b'"') => {
                    self.at += 1;
                    // Lone surrogates become U+FFFD, which the shim treats alike
                    // (any unit above 127 is invalid input).
                    return String::from_utf16_lossy(&units);
                }
                Some(b'\\') => {
                    self.at += 1;
                    let escape = self.bytes[self.at];
                    self.at += 1;
                    let unit = match escape {
                        b'"' => u32::from(b'"'),
                        b'\\' => u32::from(b'\\'),
                        b'/' => u32::from(b'/'),
                        b'b' => 8,
                        b'f' => 12,
                        b'n' => 10,
                        b'r' => 13,
                        b't' => 9,
                        b'u' => self.hex4(),
                        other => panic!("bad escape \\{}", other as char),
                    };
                    units.push(unit as u16);
                }
                _ => panic!("unterminated string"),
            }
        }
    }
}

fn lines(text: &'static str) -> Vec<Json> {
    let lines: Vec<Json> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(Reader::parse)
        .collect();
    assert!(!lines.is_empty());
    lines
}

// --- positions as the vectors write them --------------------------------------

/// The expected position of a line as `[turn, board × 81, black × 7, white × 7]`,
/// the layout of the binding's decoded buffer (the turn 0 for black, 1 for white).
fn expected_numbers(p: &Json) -> Vec<i8> {
    let mut out = Vec::with_capacity(96);
    out.push(i8::from(p.get("turn") != Some(&Json::Bool(true))));
    match p.get("board") {
        Some(Json::Array(squares)) => out.extend(squares.iter().map(|v| v.number() as i8)),
        other => panic!("board is {other:?}"),
    }
    let hands = p.get("hands").expect("hands");
    for color in ["black", "white"] {
        let hand = hands.get(color).expect("hand");
        out.extend(
            HAND_KEYS
                .iter()
                .map(|k| hand.get(k).expect("count").number() as i8),
        );
    }
    assert_eq!(out.len(), 96);
    out
}

fn numbers_of(p: &Position) -> Vec<i8> {
    let mut out = vec![i8::from(p.turn() == Color::White)];
    out.extend(p.numbers());
    for color in Color::ALL {
        out.extend(p.hand(color).counts().iter().map(|&n| n as i8));
    }
    out
}

fn loose_hand(v: Option<&Json>) -> Option<LooseHand> {
    let Some(Json::Object(members)) = v else {
        return None;
    };
    let mut counts = [f64::NAN; 7];
    for (count, key) in counts.iter_mut().zip(HAND_KEYS) {
        *count = v.and_then(|h| h.get(key)).map_or(f64::NAN, Json::number);
    }
    let other_keys = members
        .iter()
        .any(|(k, _)| !HAND_KEYS.contains(&k.as_str()));
    Some(LooseHand { counts, other_keys })
}

/// A position object read the way the JavaScript shim reads one.
fn position_from_json(v: &Json) -> Result<Position, Error> {
    let board: Option<Vec<f64>> = match v.get("board") {
        Some(Json::Array(items)) => Some(items.iter().map(Json::number).collect()),
        _ => None,
    };
    let hands = match v.get("hands") {
        Some(h @ Json::Object(_)) => Some([loose_hand(h.get("black")), loose_hand(h.get("white"))]),
        _ => None,
    };
    let turn = match v.get("turn") {
        Some(Json::Bool(b)) => Some(*b),
        _ => None,
    };
    let loose = Loose {
        object: matches!(v, Json::Object(_) | Json::Array(_)),
        turn,
        board: board.as_deref().into(),
        hands,
    };
    Ok(Position::from_loose(&loose)?)
}

fn expect_legacy<T: core::fmt::Debug>(line: &Json, result: Result<T, Error>) {
    let expected = line.get("error").and_then(Json::text).unwrap();
    match result {
        Err(e) => {
            assert_eq!(e.legacy_message(), expected, "{line:?}");
            assert!(!e.to_string().is_empty(), "empty reason for {line:?}");
        }
        Ok(v) => panic!("expected {expected:?}, got {v:?} for {line:?}"),
    }
}

// --- the Rust API in wasm ---------------------------------------------------------

#[wasm_bindgen_test]
fn core_encode_vectors() {
    let lines = lines(ENCODE);
    let mut checked = 0;
    for line in &lines {
        let result = position_from_json(line.get("position").unwrap());
        if line.get("error").is_some() {
            expect_legacy(line, result);
        } else {
            let what = line.get("what");
            let p = result.unwrap_or_else(|e| panic!("{e} for {line:?}"));
            let text = line.get("shogi64").and_then(Json::text).unwrap();
            let bits = line.get("bits").and_then(Json::text).unwrap();
            assert_eq!(shogi64::encode(&p), text, "{what:?}");
            assert_eq!(shogi64::encode_bits(&p), bits, "{what:?}");
            assert_eq!(shogi64::spell_bits(bits).as_deref(), Ok(text), "{what:?}");
            let back = shogi64::decode(text).unwrap_or_else(|e| panic!("{e} for {what:?}"));
            assert_eq!(back, p, "{what:?}");
            assert_eq!(
                numbers_of(&back),
                expected_numbers(line.get("position").unwrap()),
                "{what:?}"
            );
            assert_eq!(shogi64::decode_bits(bits), Ok(p), "{what:?}");
        }
        checked += 1;
    }
    assert_eq!(checked, lines.len());
    assert!(checked > 1000);
}

#[wasm_bindgen_test]
fn core_decode_vectors() {
    let lines = lines(DECODE);
    let (mut checked, mut not_strings) = (0, 0);
    for line in &lines {
        let Some(text) = line.get("shogi64").and_then(Json::text) else {
            not_strings += 1;
            continue;
        };
        let result = shogi64::decode(text).map_err(Error::from);
        if line.get("error").is_some() {
            expect_legacy(line, result);
        } else {
            let p = result.unwrap_or_else(|e| panic!("{e} for {line:?}"));
            assert_eq!(
                numbers_of(&p),
                expected_numbers(line.get("position").unwrap()),
                "{line:?}"
            );
        }
        checked += 1;
    }
    assert_eq!(checked + not_strings, lines.len());
    assert!(checked > 400);
}

#[wasm_bindgen_test]
fn core_bits_vectors() {
    let lines = lines(BITS);
    let (mut checked, mut not_strings) = (0, 0);
    for line in &lines {
        let Some(input) = line.get("input").and_then(Json::text) else {
            not_strings += 1;
            continue;
        };
        let op = line.get("op").and_then(Json::text).unwrap();
        let output: Result<Json, Error> = match op {
            "encodeBitsToShogi64" => shogi64::spell_bits(input)
                .map(Json::Text)
                .map_err(Error::from),
            "decodeShogi64ToBits" => shogi64::letters_to_bit_string(input)
                .map(Json::Text)
                .map_err(Error::from),
            "decodeBitsToPosition" => shogi64::decode_bits(input)
                .map(|p| {
                    Json::Array(
                        numbers_of(&p)
                            .into_iter()
                            .map(|n| Json::Number(f64::from(n)))
                            .collect(),
                    )
                })
                .map_err(Error::from),
            other => panic!("unknown op {other}"),
        };
        if line.get("error").is_some() {
            expect_legacy(line, output);
        } else {
            let got = output.unwrap_or_else(|e| panic!("{e} for {line:?}"));
            let want = line.get("output").unwrap();
            match want {
                Json::Text(_) => assert_eq!(&got, want, "{line:?}"),
                _ => {
                    let numbers = expected_numbers(want)
                        .into_iter()
                        .map(|n| Json::Number(f64::from(n)))
                        .collect();
                    assert_eq!(got, Json::Array(numbers), "{line:?}");
                }
            }
        }
        checked += 1;
    }
    assert_eq!(checked + not_strings, lines.len());
    assert!(checked > 100);
}

// --- the binding layer: the exports of src/wasm.rs ----------------------------------

/// The functions `src/wasm.rs` exports to the JavaScript shim, called the way
/// the shim calls them: as members of the module instance's exports, by their
/// JavaScript names (the Rust symbols carry a per-crate hash that wasm-bindgen
/// removes, so they are not linked to by name from here).
// The lint fires inside the code `#[wasm_bindgen]` generates for the imports.
#[allow(clippy::incompatible_msrv)]
mod exports {
    use wasm_bindgen::prelude::*;

    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(js_namespace = Reflect, js_name = get)]
        fn reflect_get(target: &JsValue, key: &str) -> JsValue;
        #[wasm_bindgen(js_namespace = Reflect, js_name = apply)]
        fn reflect_apply(f: &JsValue, this: &JsValue, args: &JsValue) -> JsValue;
        #[wasm_bindgen(js_namespace = Array, js_name = of)]
        fn args0() -> JsValue;
        #[wasm_bindgen(js_namespace = Array, js_name = of)]
        fn args1(a: f64) -> JsValue;
        #[wasm_bindgen(js_namespace = Array, js_name = of)]
        fn args2(a: f64, b: f64) -> JsValue;
    }

    /// Calls export `name` with `args` (at most two numbers); its result as a number.
    pub fn call(name: &str, args: &[f64]) -> f64 {
        let exports = wasm_bindgen::exports();
        let f = reflect_get(&exports, name);
        assert!(f.is_function(), "the module exports no function {name:?}");
        let args = match *args {
            [] => args0(),
            [a] => args1(a),
            [a, b] => args2(a, b),
            _ => unreachable!(),
        };
        let result = reflect_apply(&f, &JsValue::UNDEFINED, &args);
        result
            .as_f64()
            .unwrap_or_else(|| panic!("{name} returned {result:?}"))
    }

    /// An export returning an `i32` (a length, or -1).
    pub fn int(name: &str, args: &[f64]) -> i32 {
        call(name, args) as i32
    }

    /// An export returning a pointer into linear memory.
    pub fn pointer(name: &str) -> usize {
        // A pointer comes out as an i32 (negative past 2 GiB, hence the casts).
        call(name, &[]) as i64 as u32 as usize
    }
}

const OP_DECODE: u32 = 0;
const OP_DECODE_BITS: u32 = 1;
const OP_LETTERS_TO_BITS: u32 = 2;
const OP_BITS_TO_LETTERS: u32 = 3;

/// Slots of the position buffer, as the binding documents them.
const POSITION_SLOTS: usize = 19;
const SQUARES: usize = 81;

/// The exports of the binding and its buffers, as `js/core.js` uses them.
mod binding {
    use super::exports::{int, pointer};

    pub fn chunk() -> usize {
        int("chunk_size", &[]) as usize
    }

    // The buffers are statics of the module, in the very linear memory this
    // test runs in, so they are read and written here through their addresses,
    // as the shim does through typed arrays.

    pub fn write_position((values, board): &(Vec<f64>, Vec<i8>)) {
        let buf = unsafe {
            core::slice::from_raw_parts_mut(
                pointer("position_buffer") as *mut f64,
                super::POSITION_SLOTS,
            )
        };
        buf[..values.len()].copy_from_slice(values);
        let buf = unsafe {
            core::slice::from_raw_parts_mut(pointer("board_buffer") as *mut i8, super::SQUARES)
        };
        buf[..board.len()].copy_from_slice(board);
    }

    pub fn write_input(bytes: &[u8]) {
        assert!(bytes.len() <= chunk());
        let buf =
            unsafe { core::slice::from_raw_parts_mut(pointer("input_buffer") as *mut u8, chunk()) };
        buf[..bytes.len()].copy_from_slice(bytes);
    }

    pub fn output(n: i32) -> String {
        assert!(n >= 0);
        let buf = unsafe {
            core::slice::from_raw_parts(pointer("output_buffer") as *const u8, n as usize)
        };
        buf.iter().map(|&b| char::from(b)).collect()
    }

    pub fn decoded() -> Vec<i8> {
        unsafe { core::slice::from_raw_parts(pointer("decoded_buffer") as *const i8, 96) }.to_vec()
    }

    pub fn error() -> [u32; 4] {
        let buf = unsafe { core::slice::from_raw_parts(pointer("error_buffer") as *const u32, 4) };
        [buf[0], buf[1], buf[2], buf[3]]
    }

    pub fn alphabet() -> i32 {
        int("alphabet", &[])
    }

    pub fn encode() -> i32 {
        int("encode", &[])
    }

    pub fn encode_to_bits() -> i32 {
        int("encode_to_bits", &[])
    }

    pub fn start(op: u32, len: usize) -> i32 {
        int("start", &[f64::from(op), len as f64])
    }

    pub fn feed(len: usize) -> i32 {
        int("feed", &[len as f64])
    }

    pub fn finish() -> i32 {
        int("finish", &[])
    }

    pub fn run(op: u32, len: usize) -> i32 {
        int("run", &[f64::from(op), len as f64])
    }
}

/// The legacy message the shim gives for an error code of the binding.
fn legacy_of(code: u32) -> &'static str {
    match code {
        0..=8 => BOARD_INVALID,
        11..=16 => TEXT_INVALID,
        21 | 22 => BITS_INVALID,
        other => panic!("unknown error code {other}"),
    }
}

/// Packs a position object as the shim does:
/// `[turn, boardLength, hands, black, FU…HI, white, FU…HI]`, and the board as
/// bytes (an integer from −127 to 127 as itself, anything else −128).
fn pack_position(p: &Json) -> (Vec<f64>, Vec<i8>) {
    let mut slots = vec![0.0; POSITION_SLOTS];
    let mut board = vec![0; SQUARES];
    if !matches!(p, Json::Object(_) | Json::Array(_)) {
        slots[0] = -1.0;
        return (slots, board);
    }
    slots[0] = match p.get("turn") {
        Some(Json::Bool(true)) => 1.0,
        Some(Json::Bool(false)) => 0.0,
        _ => f64::NAN,
    };
    match p.get("board") {
        Some(Json::Array(items)) => {
            slots[1] = items.len() as f64;
            if items.len() == SQUARES {
                for (slot, v) in board.iter_mut().zip(items) {
                    let n = v.number();
                    *slot = if n.fract() == 0.0 && (-127.0..=127.0).contains(&n) {
                        n as i8
                    } else {
                        i8::MIN
                    };
                }
            }
        }
        _ => slots[1] = f64::NAN,
    }
    match p.get("hands") {
        Some(hands @ Json::Object(_)) => {
            slots[2] = 1.0;
            for (at, color) in [(3, "black"), (11, "white")] {
                match hands.get(color) {
                    Some(hand @ Json::Object(members)) => {
                        let known = members
                            .iter()
                            .filter(|(k, _)| HAND_KEYS.contains(&k.as_str()))
                            .count();
                        slots[at] = if members.len() > known { 2.0 } else { 1.0 };
                        for (i, key) in HAND_KEYS.iter().enumerate() {
                            slots[at + 1 + i] = hand.get(key).map_or(f64::NAN, Json::number);
                        }
                    }
                    _ => slots[at] = f64::NAN,
                }
            }
        }
        _ => slots[2] = f64::NAN,
    }
    (slots, board)
}

/// UTF-16 units as the shim copies them: ASCII as is, anything else 255.
fn pack_units(s: &str) -> Vec<u8> {
    s.encode_utf16()
        .map(|u| if u < 128 { u as u8 } else { 255 })
        .collect()
}

/// Streams `s` through operation `op` the way the shim does: one `run` when it
/// fits in a chunk, else `start`, `feed` per chunk and `finish`. The output
/// text, or the error code.
fn stream(op: u32, s: &str) -> Result<String, [u32; 4]> {
    let units = pack_units(s);
    let chunk = binding::chunk();
    if units.len() <= chunk {
        binding::write_input(&units);
        let n = binding::run(op, units.len());
        return if n < 0 {
            Err(binding::error())
        } else {
            Ok(binding::output(n))
        };
    }
    if binding::start(op, units.len()) < 0 {
        return Err(binding::error());
    }
    let mut text = String::new();
    for piece in units.chunks(chunk) {
        binding::write_input(piece);
        let n = binding::feed(piece.len());
        if n < 0 {
            return Err(binding::error());
        }
        text.push_str(&binding::output(n));
    }
    let n = binding::finish();
    if n < 0 {
        return Err(binding::error());
    }
    text.push_str(&binding::output(n));
    Ok(text)
}

fn encode_through_binding(p: &Json) -> (Result<String, [u32; 4]>, Result<String, [u32; 4]>) {
    binding::write_position(&pack_position(p));
    let n = binding::encode();
    let text = if n < 0 {
        Err(binding::error())
    } else {
        Ok(binding::output(n))
    };
    // The position buffer is written again, as the shim does before each call.
    binding::write_position(&pack_position(p));
    let n = binding::encode_to_bits();
    let bits = if n < 0 {
        Err(binding::error())
    } else {
        Ok(binding::output(n))
    };
    (text, bits)
}

#[wasm_bindgen_test]
fn binding_alphabet_and_sizes() {
    let n = binding::alphabet();
    assert_eq!(binding::output(n), shogi64::ALPHABET);
    assert!(binding::chunk() >= 64, "chunk size {}", binding::chunk());
}

#[wasm_bindgen_test]
fn binding_encode_vectors() {
    let lines = lines(ENCODE);
    for line in &lines {
        let position = line.get("position").unwrap();
        let (text, bits) = encode_through_binding(position);
        match line.get("error").and_then(Json::text) {
            Some(expected) => {
                let (Err(e1), Err(e2)) = (text, bits) else {
                    panic!("expected {expected} for {line:?}")
                };
                assert_eq!(legacy_of(e1[0]), expected, "{line:?}");
                assert_eq!(e1, e2, "encode and encode_to_bits disagree on {line:?}");
            }
            None => {
                assert_eq!(
                    text.as_deref(),
                    Ok(line.get("shogi64").and_then(Json::text).unwrap()),
                    "{line:?}"
                );
                assert_eq!(
                    bits.as_deref(),
                    Ok(line.get("bits").and_then(Json::text).unwrap()),
                    "{line:?}"
                );
                let back = stream(OP_DECODE, line.get("shogi64").and_then(Json::text).unwrap());
                assert_eq!(
                    back.map(|_| binding::decoded()),
                    Ok(expected_numbers(position)),
                    "{line:?}"
                );
            }
        }
    }
}

#[wasm_bindgen_test]
fn binding_decode_vectors() {
    let lines = lines(DECODE);
    let mut checked = 0;
    for line in &lines {
        let Some(text) = line.get("shogi64").and_then(Json::text) else {
            continue;
        };
        let result = stream(OP_DECODE, text);
        match line.get("error").and_then(Json::text) {
            Some(expected) => {
                let code = result.expect_err(expected);
                assert_eq!(legacy_of(code[0]), expected, "{line:?}");
            }
            None => {
                assert!(result.is_ok(), "{result:?} for {line:?}");
                assert_eq!(
                    binding::decoded(),
                    expected_numbers(line.get("position").unwrap()),
                    "{line:?}"
                );
            }
        }
        checked += 1;
    }
    assert!(checked > 400);
}

#[wasm_bindgen_test]
fn binding_bits_vectors() {
    let lines = lines(BITS);
    let mut checked = 0;
    for line in &lines {
        let Some(input) = line.get("input").and_then(Json::text) else {
            continue;
        };
        let op = match line.get("op").and_then(Json::text).unwrap() {
            "encodeBitsToShogi64" => OP_BITS_TO_LETTERS,
            "decodeShogi64ToBits" => OP_LETTERS_TO_BITS,
            "decodeBitsToPosition" => OP_DECODE_BITS,
            other => panic!("unknown op {other}"),
        };
        let result = stream(op, input);
        match (line.get("error").and_then(Json::text), line.get("output")) {
            (Some(expected), _) => {
                let code = result.expect_err(expected);
                assert_eq!(legacy_of(code[0]), expected, "{line:?}");
            }
            (None, Some(Json::Text(want))) => assert_eq!(result.as_ref(), Ok(want), "{line:?}"),
            (None, Some(position)) => {
                assert!(result.is_ok(), "{result:?} for {line:?}");
                assert_eq!(binding::decoded(), expected_numbers(position), "{line:?}");
            }
            (None, None) => panic!("no output in {line:?}"),
        }
        checked += 1;
    }
    assert!(checked > 100);
}

/// The error buffer carries the details the shim words its causes with.
#[wasm_bindgen_test]
fn binding_error_details() {
    let mut p = Reader::parse(ENCODE.lines().next().unwrap())
        .get("position")
        .unwrap()
        .clone();
    if let Json::Object(members) = &mut p {
        for (k, v) in members.iter_mut() {
            if k == "board" {
                if let Json::Array(items) = v {
                    items[40] = Json::Number(15.0);
                }
            }
        }
    }
    let (text, bits) = encode_through_binding(&p);
    assert_eq!(text, Err([4, 40, 0, 0]));
    assert_eq!(bits, Err([4, 40, 0, 0]));

    assert_eq!(stream(OP_DECODE, "poU!AAC"), Err([12, 3, 0, 0]));
    assert_eq!(stream(OP_DECODE, "").map(|_| ()), Err([11, 0, 0, 0]));
    assert_eq!(stream(OP_LETTERS_TO_BITS, ""), Err([11, 0, 0, 0]));
    assert_eq!(stream(OP_BITS_TO_LETTERS, "00001"), Err([21, 5, 0, 0]));
    assert_eq!(stream(OP_BITS_TO_LETTERS, "0000012"), Err([22, 6, 0, 0]));
    assert_eq!(stream(OP_DECODE_BITS, "1012"), Err([13, 3, 0, 0]));
    // A unit past ASCII whose low byte is a letter ('Ł' is U+0141, 'A' is 0x41).
    assert_eq!(
        stream(OP_DECODE, &format!("{INITIAL}\u{141}")),
        Err([12, INITIAL.len() as u32, 0, 0])
    );
    // A failed call leaves nothing behind: the next one works.
    assert!(stream(OP_DECODE, INITIAL).is_ok());
    assert_eq!(binding::decoded(), numbers_of(&Position::initial()));
}

/// Strings longer than one chunk stream through start / feed / finish with the
/// same results as the Rust API, errors included, at their true offsets.
#[wasm_bindgen_test]
fn binding_streams_long_strings() {
    let chunk = binding::chunk();
    let tail = "A".repeat(chunk * 2 + 7);

    let long = format!("{INITIAL}{tail}");
    assert!(stream(OP_DECODE, &long).is_ok());
    assert_eq!(binding::decoded(), numbers_of(&Position::initial()));

    let bad = format!("{long}=");
    assert_eq!(stream(OP_DECODE, &bad), Err([12, long.len() as u32, 0, 0]));
    assert!(shogi64::decode(&bad).is_err());

    let letters: String = (0..chunk * 2 + 13)
        .map(|i| char::from(shogi64::ALPHABET.as_bytes()[i * 7 % 64]))
        .collect();
    let bits = stream(OP_LETTERS_TO_BITS, &letters).unwrap();
    assert_eq!(bits.len(), letters.len() * 6);
    assert_eq!(Ok(&bits), shogi64::letters_to_bit_string(&letters).as_ref());

    let bit_string: String = (0..chunk * 3 + 5)
        .map(|i| if (i * 5 + i / 3) % 7 < 3 { '1' } else { '0' })
        .collect();
    let spelled = stream(OP_BITS_TO_LETTERS, &bit_string).unwrap();
    assert_eq!(Ok(&spelled), shogi64::spell_bits(&bit_string).as_ref());
    assert_eq!(spelled.len(), bit_string.len().div_ceil(6));

    let initial_bits = shogi64::encode_bits(&Position::initial());
    let padded = format!("{initial_bits}{}", "0".repeat(chunk + 3));
    assert!(stream(OP_DECODE_BITS, &padded).is_ok());
    assert_eq!(binding::decoded(), numbers_of(&Position::initial()));
    let broken = format!("{padded}2");
    assert_eq!(
        stream(OP_DECODE_BITS, &broken),
        Err([13, padded.len() as u32, 0, 0])
    );
}
