//! parse → format → parse gives the record back, less what the format
//! cannot hold: KIF holds everything of JKF but unknown endings; KI2 has no
//! times and only the ending that closes a line; CSA has no variations and
//! writes 同 nowhere (a reader works it out). Run on the 39 shared records.

use crate::kifu_check::roundtrip_common::normalize;
use shogi64::kifu::{format_kifu, parse_kifu, Format};

fn decode(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(s) => s.to_owned(),
        Err(_) => encoding_rs::SHIFT_JIS.decode(bytes).0.into_owned(),
    }
}

fn format_of(name: &str) -> Format {
    match name.rsplit('.').next().unwrap() {
        "kif" | "kifu" => Format::Kif,
        "ki2" | "ki2u" => Format::Ki2,
        "csa" => Format::Csa,
        _ => Format::Jkf,
    }
}

#[test]
fn shared_records_round_trip_in_every_format() {
    let mut checked = 0;
    let mut failures = Vec::new();
    for (name, bytes) in crate::records() {
        let text = decode(&bytes);
        let record = parse_kifu(&text, Some(format_of(&name))).unwrap();
        for format in [Format::Kif, Format::Ki2, Format::Csa, Format::Jkf] {
            let written = format_kifu(&record, format);
            let again = match parse_kifu(&written, Some(format)) {
                Ok(r) => r,
                Err(e) => {
                    failures.push(format!("{name} as {format:?}: {e}\n{written}"));
                    continue;
                }
            };
            let (a, b) = (normalize(record.clone(), format), normalize(again, format));
            if a != b {
                let diff = a
                    .moves
                    .iter()
                    .zip(&b.moves)
                    .position(|(x, y)| x != y)
                    .map(|i| format!("entry {i}: {:?}\n  vs {:?}", a.moves[i], b.moves[i]))
                    .unwrap_or_else(|| {
                        format!(
                            "header/initial/len: {:?} {:?} / {} {}",
                            a.header,
                            b.header,
                            a.moves.len(),
                            b.moves.len()
                        )
                    });
                failures.push(format!("{name} as {format:?}: {diff}"));
            }
            checked += 1;
        }
    }
    assert_eq!(
        checked
            + failures
                .iter()
                .filter(|f| !f.contains("entry") && !f.contains("header/"))
                .count(),
        39 * 4
    );
    assert!(
        failures.is_empty(),
        "{} round trips differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
