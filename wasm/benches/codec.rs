//! Native timing of the binding over the conformance corpus: its exports
//! `encode` and `run(DECODE, n)` themselves, compiled natively, their buffers
//! filled as the shim fills them, so that `bench/run.mjs` can compare the wasm
//! module with native code.
//!
//! `cargo bench -p shogi64-wasm --bench codec` prints a table, then one `@native <op> <method>
//! <category> <ns/op>` line per measurement for `scripts/bench.sh` to read.
//!
//! Two methods, the same as the Node side uses for the wasm core, each the
//! median of interleaved batches of about `BENCH_BATCH_MS`:
//! - rotating: every call works on the next position of the category, as an
//!   application's calls would; the buffer fills are timed apart and subtracted;
//! - repeat: each position is filled once, then called `BENCH_REPEAT` times
//!   back to back (the branch predictor learns the position).
//!
//! Environment: `BENCH_CORPUS` (default `tests/vectors/encode.jsonl`),
//! `BENCH_BATCHES` (default 41), `BENCH_BATCH_MS` (default 2), `BENCH_REPEAT`
//! (default 32).

use std::hint::black_box;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use serde_json::Value;
use shogi64_wasm::contract::{CHUNK, DECODE, DECODED_SLOTS, POSITION_SLOTS};

const SQUARES: usize = 81;

/// Categories, in report order; `bench/run.mjs` uses the same names.
const CATEGORIES: [&str; 6] = ["initial", "normal", "mixed", "sparse", "any", "edge"];

/// The category of a vector from its `what` label.
fn category(what: &str) -> &'static str {
    match what {
        "initial position" => "initial",
        "random normal-mode position" => "normal",
        "random mixed-mode position" => "mixed",
        "random sparse position" => "sparse",
        "random board of any piece numbers" => "any",
        _ => "edge",
    }
}

/// One corpus entry: the packed position buffer, and the expected text.
struct Case {
    category: &'static str,
    packed: [f64; POSITION_SLOTS],
    text: String,
    board: [i8; SQUARES],
}

/// The binding's own buffers, where its exports find them: the bench fills
/// and reads them as the JavaScript shim does, and calls the exports.
struct Io {
    position: *mut f64,
    board: *mut i8,
    input: *mut u8,
    output: *const u8,
    decoded: *const i8,
}

impl Io {
    fn new() -> Io {
        Io {
            position: shogi64_wasm::position_buffer(),
            board: shogi64_wasm::board_buffer(),
            input: shogi64_wasm::input_buffer(),
            output: shogi64_wasm::output_buffer(),
            decoded: shogi64_wasm::decoded_buffer(),
        }
    }

    fn fill_position(&mut self, c: &Case) {
        // SAFETY: the buffers hold POSITION_SLOTS and SQUARES values, and no
        // export runs while the bench writes them (one thread).
        unsafe {
            self.position
                .copy_from_nonoverlapping(c.packed.as_ptr(), POSITION_SLOTS);
            self.board
                .copy_from_nonoverlapping(c.board.as_ptr(), SQUARES);
        }
    }

    fn fill_text(&mut self, text: &[u8]) {
        let n = text.len().min(CHUNK);
        // SAFETY: the input buffer holds CHUNK bytes; one thread.
        unsafe { self.input.copy_from_nonoverlapping(text.as_ptr(), n) }
    }

    fn output(&self, n: usize) -> Vec<u8> {
        // SAFETY: an export that returned `n` wrote `n` bytes there; one thread.
        unsafe { std::slice::from_raw_parts(self.output, n) }.to_vec()
    }

    fn decoded(&self) -> [i8; DECODED_SLOTS] {
        let mut out = [0; DECODED_SLOTS];
        // SAFETY: the decoded buffer holds DECODED_SLOTS bytes; one thread.
        unsafe {
            out.as_mut_ptr()
                .copy_from_nonoverlapping(self.decoded, DECODED_SLOTS)
        }
        out
    }
}

/// The binding's `encode()`: position buffer in, letters to the output buffer.
#[inline(never)]
fn encode_io(_: &mut Io) -> i32 {
    shogi64_wasm::encode()
}

/// The binding's `run(DECODE, len)`: the input buffer in, the decoded buffer out.
#[inline(never)]
fn decode_io(_: &mut Io, len: usize) -> i32 {
    shogi64_wasm::run(DECODE, len)
}

fn pack(position: &Value) -> Option<([f64; POSITION_SLOTS], [i8; SQUARES])> {
    let mut p = [f64::NAN; POSITION_SLOTS];
    p[0] = if position["turn"].as_bool()? {
        1.0
    } else {
        0.0
    };
    let values = position["board"].as_array()?;
    p[1] = values.len() as f64;
    let mut board = [0; SQUARES];
    for (slot, v) in board.iter_mut().zip(values) {
        *slot = i8::try_from(v.as_i64()?).ok()?;
    }
    p[2] = 1.0;
    for (at, color) in [(3, "black"), (11, "white")] {
        let hand = &position["hands"][color];
        p[at] = 1.0;
        for (i, key) in ["FU", "KY", "KE", "GI", "KI", "KA", "HI"]
            .iter()
            .enumerate()
        {
            p[at + 1 + i] = hand[key].as_f64()?;
        }
    }
    Some((p, board))
}

fn load(path: &str) -> Result<Vec<Case>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let mut cases = Vec::new();
    for (n, line) in text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
    {
        let v: Value = serde_json::from_str(line).map_err(|e| format!("{path}:{}: {e}", n + 1))?;
        if v.get("error").is_some() {
            continue;
        }
        let what = v["what"].as_str().unwrap_or("");
        let bad = || format!("{path}:{}: unexpected vector shape", n + 1);
        let (packed, board) = pack(&v["position"]).ok_or_else(bad)?;
        let text = v["shogi64"].as_str().ok_or_else(bad)?.to_owned();
        cases.push(Case {
            category: category(what),
            packed,
            text,
            board,
        });
    }
    Ok(cases)
}

/// Checks the corpus through the same paths that are timed.
fn verify(cases: &[Case], io: &mut Io) -> Vec<String> {
    let mut failures = Vec::new();
    for (i, c) in cases.iter().enumerate() {
        io.fill_position(c);
        let n = encode_io(io);
        let got = if n < 0 {
            "<error>".into()
        } else {
            String::from_utf8_lossy(&io.output(n as usize)).into_owned()
        };
        if got != c.text {
            failures.push(format!(
                "case {i}: encode gave {got:?}, expected {:?}",
                c.text
            ));
        }
        io.fill_text(c.text.as_bytes());
        if decode_io(io, c.text.len()) < 0 || io.decoded()[1..1 + SQUARES] != c.board[..] {
            failures.push(format!(
                "case {i}: decode of {:?} does not give the board back",
                c.text
            ));
        }
        let d = io.decoded();
        // The decoded turn is 0 for black, the packed one 1.
        let turn_ok = f64::from(1 - d[0]) == c.packed[0];
        let hands: Vec<f64> = d[1 + SQUARES..].iter().map(|&n| f64::from(n)).collect();
        if !turn_ok || hands[..7] != c.packed[4..11] || hands[7..] != c.packed[12..19] {
            failures.push(format!(
                "case {i}: decode of {:?} gives a wrong turn or hands",
                c.text
            ));
        }
    }
    failures
}

#[derive(Clone, Copy)]
enum Op {
    Encode,
    Decode,
    /// Only the buffer fills of `Encode`, to subtract.
    FillPosition,
    /// Only the buffer fills of `Decode`, to subtract.
    FillText,
}

/// One rotating batch: a pass over `cases`, each filling the buffers and
/// calling once, timed as a whole. Returns ns per call.
fn rotate(op: Op, cases: &[&Case], io: &mut Io) -> f64 {
    let t = Instant::now();
    for c in cases {
        let len = c.text.len();
        match op {
            Op::Encode | Op::FillPosition => io.fill_position(c),
            Op::Decode | Op::FillText => io.fill_text(c.text.as_bytes()),
        }
        let io = black_box(&mut *io);
        match op {
            Op::Encode => drop(black_box(encode_io(io))),
            Op::Decode => drop(black_box(decode_io(io, black_box(len)))),
            Op::FillPosition | Op::FillText => {}
        }
    }
    t.elapsed().as_nanos() as f64 / cases.len() as f64
}

/// One repeating batch: a pass over `cases`, each filled once and then called
/// `repeat` times back to back, timed as a whole (the caller subtracts the
/// fills). Returns ns per call.
fn repeat(op: Op, cases: &[&Case], io: &mut Io, repeat: u32) -> f64 {
    let t = Instant::now();
    for c in cases {
        let len = c.text.len();
        match op {
            Op::Encode | Op::FillPosition => io.fill_position(c),
            Op::Decode | Op::FillText => io.fill_text(c.text.as_bytes()),
        }
        for _ in 0..repeat {
            let io = black_box(&mut *io);
            match op {
                Op::Encode => drop(black_box(encode_io(io))),
                Op::Decode => drop(black_box(decode_io(io, black_box(len)))),
                Op::FillPosition | Op::FillText => {}
            }
        }
    }
    t.elapsed().as_nanos() as f64 / (cases.len() as f64 * f64::from(repeat))
}

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

fn env_num(name: &str, default: u32) -> u32 {
    std::env::var(name)
        .ok()
        .and_then(|s| s.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(default)
}

fn main() -> ExitCode {
    let path = std::env::var("BENCH_CORPUS").unwrap_or_else(|_| {
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/vectors/encode.jsonl").to_owned()
    });
    let batches = env_num("BENCH_BATCHES", 41);
    let repeat = env_num("BENCH_REPEAT", 32);
    let batch_ms = env_num("BENCH_BATCH_MS", 2);
    let cases = match load(&path) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("codec bench: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut io = Io::new();
    let failures = verify(&cases, &mut io);
    if !failures.is_empty() {
        for f in failures.iter().take(10) {
            eprintln!("codec bench: {f}");
        }
        eprintln!("codec bench: {} correctness failures", failures.len());
        return ExitCode::FAILURE;
    }

    let all: Vec<&Case> = cases.iter().collect();
    // Warm-up: about 200 ms over everything.
    let start = Instant::now();
    while start.elapsed() < Duration::from_millis(200) {
        rotate(Op::Encode, &all, &mut io);
        rotate(Op::Decode, &all, &mut io);
    }

    let mut groups: Vec<(&str, Vec<&Case>)> = CATEGORIES
        .iter()
        .map(|&name| (name, cases.iter().filter(|c| c.category == name).collect()))
        .collect();
    groups.push(("all", all));

    println!("native core, {} positions from {path}", cases.len());
    println!("median of {batches} batches of ~{batch_ms} ms; ns per call");
    println!(
        "rotating: every call on the next position (buffer fill measured apart and subtracted)"
    );
    println!(
        "repeat:   each position filled once, then {repeat} calls back to back (fills subtracted)"
    );
    println!(
        "{:<10} {:>6} {:>16} {:>16} {:>16} {:>16}",
        "category", "n", "encode rotating", "encode repeat", "decode rotating", "decode repeat"
    );
    // Measurements, run with their batches interleaved.
    type Run = dyn Fn(&[&Case], &mut Io) -> f64;
    let runs: [(&str, Box<Run>); 6] = [
        (
            "encode-rotate",
            Box::new(|g: &[&Case], io: &mut Io| rotate(Op::Encode, g, io)),
        ),
        (
            "fill-position",
            Box::new(|g: &[&Case], io: &mut Io| rotate(Op::FillPosition, g, io)),
        ),
        (
            "encode-repeat",
            Box::new(move |g: &[&Case], io: &mut Io| self::repeat(Op::Encode, g, io, repeat)),
        ),
        (
            "decode-rotate",
            Box::new(|g: &[&Case], io: &mut Io| rotate(Op::Decode, g, io)),
        ),
        (
            "fill-text",
            Box::new(|g: &[&Case], io: &mut Io| rotate(Op::FillText, g, io)),
        ),
        (
            "decode-repeat",
            Box::new(move |g: &[&Case], io: &mut Io| self::repeat(Op::Decode, g, io, repeat)),
        ),
    ];
    let mut lines = Vec::new();
    for (name, group) in &groups {
        if group.is_empty() {
            continue;
        }
        // Passes per batch, so that each batch lasts about `batch_ms`.
        let passes: Vec<u32> = runs
            .iter()
            .map(|(_, run)| {
                let ns = run(group, &mut io).max(1.0) * group.len() as f64;
                ((f64::from(batch_ms) * 1e6 / ns).round() as u32).max(1)
            })
            .collect();
        let mut samples = vec![Vec::new(); runs.len()];
        for _ in 0..batches {
            for (i, (_, run)) in runs.iter().enumerate() {
                let ns =
                    (0..passes[i]).map(|_| run(group, &mut io)).sum::<f64>() / f64::from(passes[i]);
                samples[i].push(ns);
            }
        }
        let m: Vec<f64> = samples.into_iter().map(median).collect();
        let result = [
            ("encode", "rotate", m[0] - m[1]),
            ("encode", "repeat", m[2] - m[1] / f64::from(repeat)),
            ("decode", "rotate", m[3] - m[4]),
            ("decode", "repeat", m[5] - m[4] / f64::from(repeat)),
        ];
        println!(
            "{:<10} {:>6} {:>16.1} {:>16.1} {:>16.1} {:>16.1}",
            name,
            group.len(),
            result[0].2,
            result[1].2,
            result[2].2,
            result[3].2
        );
        for (op, mode, ns) in result {
            lines.push(format!("@native {op} {mode} {name} {ns:.2}"));
        }
    }
    for l in lines {
        println!("{l}");
    }
    ExitCode::SUCCESS
}
