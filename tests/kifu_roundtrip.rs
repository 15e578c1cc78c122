//! parse → format → parse gives the record back, less what the format
//! cannot hold: KIF holds everything of JKF but unknown endings; KI2 has no
//! times and only the ending that closes a line; CSA has no variations and
//! writes 同 nowhere (a reader works it out). Run on the 39 shared records.

use std::fs;
use std::path::Path;

use shogi64::kifu::replay::State;
use shogi64::kifu::{format_kifu, parse_kifu, Format, MoveEntry, Record};

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

const KIF_ENDINGS: &[&str] = &[
    "CHUDAN",
    "TORYO",
    "JISHOGI",
    "SENNICHITE",
    "TSUMI",
    "FUZUMI",
    "TIME_UP",
    "ILLEGAL_ACTION",
    "+ILLEGAL_ACTION",
    "-ILLEGAL_ACTION",
    "ILLEGAL_MOVE",
];

/// What `format` keeps of a line of moves.
fn normalize_line(line: &mut Vec<MoveEntry>, format: Format, last: Option<shogi64::kifu::Place>) {
    let mut last = last;
    let n = line.len();
    for (i, e) in line.iter_mut().enumerate() {
        if let Some(mv) = &mut e.mv {
            if format != Format::Kif && format != Format::Jkf {
                mv.same = last == Some(mv.to);
            }
            last = Some(mv.to);
        }
        match format {
            Format::Ki2 => {
                e.time = None;
                if i + 1 != n && e.mv.is_none() && e.special.is_some() {
                    // Only a closing ending is written: as an unknown one.
                    e.special = Some(String::from("not written"));
                }
            }
            Format::Csa => {
                e.forks.clear();
                if let Some(t) = &mut e.time {
                    t.total = None;
                }
            }
            _ => {}
        }
        let before = last;
        for fork in &mut e.forks {
            normalize_line(fork, format, before);
        }
    }
    // An ending KIF and KI2 have no word for (KACHI, HIKIWAKE, …) is not
    // written; its comments go with the entry before it.
    if matches!(format, Format::Kif | Format::Ki2) {
        let mut i = 1;
        while i < line.len() {
            let e = &line[i];
            if e.mv.is_none()
                && e.special
                    .as_deref()
                    .is_some_and(|s| !KIF_ENDINGS.contains(&s))
            {
                let e = line.remove(i);
                line[i - 1].comments.extend(e.comments);
            } else {
                i += 1;
            }
        }
    }
    // An entry that is neither a move nor an ending is not written.
    line.retain(|e| e.mv.is_some() || e.special.is_some());
}

fn normalize(mut r: Record, format: Format) -> Record {
    r.header.retain(|(k, _)| k != "手合割");
    r.header.sort();
    // The start as a position: presets and diagrams of the same start agree.
    let start = State::from_initial(r.initial.as_ref()).and_then(|s| s.to_position());
    r.initial = start.map(|p| shogi64::kifu::Initial {
        preset: String::from("POSITION"),
        data: Some(shogi64::kifu::InitialData::from_position(&p)),
    });
    let first = r.moves.remove(0);
    normalize_line(&mut r.moves, format, None);
    r.moves.insert(0, first);
    r
}

#[test]
fn shared_records_round_trip_in_every_format() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/kifu");
    let mut checked = 0;
    let mut failures = Vec::new();
    for entry in fs::read_dir(&dir).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        if name == "README.md" || name == "expected" {
            continue;
        }
        let text = decode(&fs::read(dir.join(&name)).unwrap());
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
