//! The crate compiled to `wasm32-unknown-unknown`, run by wasm-bindgen-test in
//! Node and in headless Chromium (`scripts/test-wasm.sh`).
//!
//! Two layers are checked over every line of the conformance vectors, which are
//! compiled into the test module (no file system in a browser):
//!
//! - the Rust API (`shogi64::encode`, `decode`, …), so the core is verified as
//!   compiled to wasm, not only natively;
//! - the binding (this crate), through the very functions it exports to the
//!   JavaScript shim: values are written to its buffers the way the shim writes
//!   them, the export is called, and the buffers are read back.
//!
//! The vectors are JSON, read with serde_json.

#![cfg(target_arch = "wasm32")]

#[path = "../../tests/common/loose.rs"]
mod loose;

use loose::{from_loose, Loose, LooseHand};
use serde_json::Value as Json;
use shogi64::{Color, Error, Position};
use shogi64_wasm::contract::{
    BITS_TO_LETTERS as OP_BITS_TO_LETTERS, DECODE as OP_DECODE, DECODED_SLOTS,
    DECODE_BITS as OP_DECODE_BITS, ERROR_WORDS, LETTERS_TO_BITS as OP_LETTERS_TO_BITS,
    POSITION_SLOTS,
};
use wasm_bindgen_test::wasm_bindgen_test;

const ENCODE: &str = include_str!("../../tests/vectors/encode.jsonl");
const DECODE: &str = include_str!("../../tests/vectors/decode.jsonl");
const BITS: &str = include_str!("../../tests/vectors/bits.jsonl");

const HAND_KEYS: [&str; 7] = ["FU", "KY", "KE", "GI", "KI", "KA", "HI"];
const INITIAL: &str = "poUAACMaqtYhwHgAAAAPQdTnd3vMgAA";
const BOARD_INVALID: &str = "board is invalid.";
const TEXT_INVALID: &str = "shogi64 string is invalid.";
const BITS_INVALID: &str = "bits string is invalid.";

fn lines(text: &'static str) -> Vec<Json> {
    let lines: Vec<Json> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    assert!(!lines.is_empty());
    lines
}

/// A value as the shim reads a number: NaN unless a number.
fn number(v: &Json) -> f64 {
    v.as_f64().unwrap_or(f64::NAN)
}

// --- positions as the vectors write them --------------------------------------

/// The expected position of a line as `[turn, board × 81, black × 7, white × 7]`,
/// the layout of the binding's decoded buffer (the turn 0 for black, 1 for white).
fn expected_numbers(p: &Json) -> Vec<i8> {
    let mut out = Vec::with_capacity(96);
    out.push(i8::from(p.get("turn") != Some(&Json::Bool(true))));
    match p.get("board") {
        Some(Json::Array(squares)) => out.extend(squares.iter().map(|v| number(v) as i8)),
        other => panic!("board is {other:?}"),
    }
    let hands = p.get("hands").expect("hands");
    for color in ["black", "white"] {
        let hand = hands.get(color).expect("hand");
        out.extend(
            HAND_KEYS
                .iter()
                .map(|k| number(hand.get(k).expect("count")) as i8),
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
        *count = v.and_then(|h| h.get(key)).map_or(f64::NAN, number);
    }
    let other_keys = members
        .iter()
        .any(|(k, _)| !HAND_KEYS.contains(&k.as_str()));
    Some(LooseHand { counts, other_keys })
}

/// A position object read the way the JavaScript shim reads one.
fn position_from_json(v: &Json) -> Result<Position, Error> {
    let board: Option<Vec<f64>> = match v.get("board") {
        Some(Json::Array(items)) => Some(items.iter().map(number).collect()),
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
    Ok(from_loose(&loose)?)
}

fn expect_legacy<T: core::fmt::Debug>(line: &Json, result: Result<T, Error>) {
    let expected = line.get("error").and_then(Json::as_str).unwrap();
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
            let text = line.get("shogi64").and_then(Json::as_str).unwrap();
            let bits = line.get("bits").and_then(Json::as_str).unwrap();
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
        let Some(text) = line.get("shogi64").and_then(Json::as_str) else {
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
        let Some(input) = line.get("input").and_then(Json::as_str) else {
            not_strings += 1;
            continue;
        };
        let op = line.get("op").and_then(Json::as_str).unwrap();
        let output: Result<Json, Error> = match op {
            "encodeBitsToShogi64" => shogi64::spell_bits(input)
                .map(Json::String)
                .map_err(Error::from),
            "decodeShogi64ToBits" => shogi64::letters_to_bit_string(input)
                .map(Json::String)
                .map_err(Error::from),
            "decodeBitsToPosition" => shogi64::decode_bits(input)
                .map(|p| Json::Array(numbers_of(&p).into_iter().map(Json::from).collect()))
                .map_err(Error::from),
            other => panic!("unknown op {other}"),
        };
        if line.get("error").is_some() {
            expect_legacy(line, output);
        } else {
            let got = output.unwrap_or_else(|e| panic!("{e} for {line:?}"));
            let want = line.get("output").unwrap();
            match want {
                Json::String(_) => assert_eq!(&got, want, "{line:?}"),
                _ => {
                    let numbers = expected_numbers(want).into_iter().map(Json::from).collect();
                    assert_eq!(got, Json::Array(numbers), "{line:?}");
                }
            }
        }
        checked += 1;
    }
    assert_eq!(checked + not_strings, lines.len());
    assert!(checked > 100);
}

// --- the binding layer: the exports of this crate ----------------------------------

const SQUARES: usize = 81;

/// The exports of the binding and its buffers, called as `js/core.js` calls
/// them. The buffers are statics of the module, in the very linear memory
/// this test runs in, so they are read and written here through their
/// addresses, as the shim does through typed arrays.
mod binding {
    use super::{DECODED_SLOTS, ERROR_WORDS, POSITION_SLOTS, SQUARES};
    pub use shogi64_wasm::{alphabet, encode, encode_to_bits, feed, finish, run, start};

    pub fn chunk() -> usize {
        shogi64_wasm::chunk_size()
    }

    pub fn write_position((values, board): &(Vec<f64>, Vec<i8>)) {
        let buf = unsafe {
            core::slice::from_raw_parts_mut(shogi64_wasm::position_buffer(), POSITION_SLOTS)
        };
        buf[..values.len()].copy_from_slice(values);
        let buf = unsafe { core::slice::from_raw_parts_mut(shogi64_wasm::board_buffer(), SQUARES) };
        buf[..board.len()].copy_from_slice(board);
    }

    pub fn write_input(bytes: &[u8]) {
        assert!(bytes.len() <= chunk());
        let buf = unsafe { core::slice::from_raw_parts_mut(shogi64_wasm::input_buffer(), chunk()) };
        buf[..bytes.len()].copy_from_slice(bytes);
    }

    pub fn output(n: i32) -> String {
        assert!(n >= 0);
        let buf = unsafe { core::slice::from_raw_parts(shogi64_wasm::output_buffer(), n as usize) };
        buf.iter().map(|&b| char::from(b)).collect()
    }

    pub fn decoded() -> Vec<i8> {
        unsafe { core::slice::from_raw_parts(shogi64_wasm::decoded_buffer(), DECODED_SLOTS) }
            .to_vec()
    }

    pub fn error() -> [u32; 4] {
        let buf = unsafe { core::slice::from_raw_parts(shogi64_wasm::error_buffer(), ERROR_WORDS) };
        [buf[0], buf[1], buf[2], buf[3]]
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
                    let n = number(v);
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
                            slots[at + 1 + i] = hand.get(key).map_or(f64::NAN, number);
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
        match line.get("error").and_then(Json::as_str) {
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
                    Ok(line.get("shogi64").and_then(Json::as_str).unwrap()),
                    "{line:?}"
                );
                assert_eq!(
                    bits.as_deref(),
                    Ok(line.get("bits").and_then(Json::as_str).unwrap()),
                    "{line:?}"
                );
                let back = stream(
                    OP_DECODE,
                    line.get("shogi64").and_then(Json::as_str).unwrap(),
                );
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
        let Some(text) = line.get("shogi64").and_then(Json::as_str) else {
            continue;
        };
        let result = stream(OP_DECODE, text);
        match line.get("error").and_then(Json::as_str) {
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
        let Some(input) = line.get("input").and_then(Json::as_str) else {
            continue;
        };
        let op = match line.get("op").and_then(Json::as_str).unwrap() {
            "encodeBitsToShogi64" => OP_BITS_TO_LETTERS,
            "decodeShogi64ToBits" => OP_LETTERS_TO_BITS,
            "decodeBitsToPosition" => OP_DECODE_BITS,
            other => panic!("unknown op {other}"),
        };
        let result = stream(op, input);
        match (line.get("error").and_then(Json::as_str), line.get("output")) {
            (Some(expected), _) => {
                let code = result.expect_err(expected);
                assert_eq!(legacy_of(code[0]), expected, "{line:?}");
            }
            (None, Some(Json::String(want))) => assert_eq!(result.as_ref(), Ok(want), "{line:?}"),
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
    let mut p: Json = serde_json::from_str::<Json>(ENCODE.lines().next().unwrap())
        .unwrap()
        .get("position")
        .unwrap()
        .clone();
    if let Json::Object(members) = &mut p {
        for (k, v) in members.iter_mut() {
            if k == "board" {
                if let Json::Array(items) = v {
                    items[40] = Json::from(15);
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
