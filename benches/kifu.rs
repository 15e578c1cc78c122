//! Native timing of the kifu readers over the 39 shared records: for each,
//! the median time of `parse_kifu` and of `serde_json` reading the record's
//! own JKF text (the same game, as JSON), their ratio, and MB/s.
//! `cargo bench --bench kifu` (`BENCH_FILE=part` times the files whose
//! name contains it).

use std::hint::black_box;
use std::time::Instant;

use shogi64::kifu::{format_kifu, parse_kifu, Format};

fn median(mut f: impl FnMut()) -> f64 {
    let mut times = Vec::new();
    for _ in 0..31 {
        let t = Instant::now();
        let mut n = 0;
        while t.elapsed().as_micros() < 2000 || n == 0 {
            f();
            n += 1;
        }
        times.push(t.elapsed().as_secs_f64() / n as f64);
    }
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

fn main() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/kifu");
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n != "README.md" && n != "expected")
        .collect();
    names.sort();
    if let Ok(only) = std::env::var("BENCH_FILE") {
        names.retain(|n| n.contains(&only));
    }
    let mut totals: std::collections::BTreeMap<&str, (f64, f64, usize)> = Default::default();
    println!(
        "{:<44} {:>7} {:>10} {:>10} {:>6} {:>7}",
        "file", "bytes", "parse µs", "JSON µs", "ratio", "MB/s"
    );
    for name in &names {
        let bytes = std::fs::read(dir.join(name)).unwrap();
        let text = match std::str::from_utf8(&bytes) {
            Ok(s) => s.to_owned(),
            Err(_) => encoding_rs::SHIFT_JIS.decode(&bytes).0.into_owned(),
        };
        let format = match name.rsplit('.').next().unwrap() {
            "kif" | "kifu" => Format::Kif,
            "ki2" | "ki2u" => Format::Ki2,
            "csa" => Format::Csa,
            _ => Format::Jkf,
        };
        let jkf = format_kifu(&parse_kifu(&text, Some(format)).unwrap(), Format::Jkf);
        let ours = median(|| {
            black_box(parse_kifu(black_box(&text), Some(format)).unwrap());
        });
        let json = median(|| {
            black_box(serde_json::from_str::<serde_json::Value>(black_box(&jkf)).unwrap());
        });
        let short: String = name.chars().take(44).collect();
        println!(
            "{short:<44} {:>7} {:>10.1} {:>10.1} {:>6.2} {:>7.1}",
            text.len(),
            ours * 1e6,
            json * 1e6,
            ours / json,
            text.len() as f64 / ours / 1e6
        );
        let key = match format {
            Format::Kif => "KIF",
            Format::Ki2 => "KI2",
            Format::Csa => "CSA",
            Format::Jkf => "JKF",
        };
        let t = totals.entry(key).or_default();
        t.0 += ours;
        t.1 += json;
        t.2 += text.len();
    }
    for (k, (ours, json, bytes)) in totals {
        println!(
            "{k}: {:.1} MB/s, {:.2}x serde_json on the same game's JKF",
            bytes as f64 / ours / 1e6,
            ours / json
        );
    }
}
