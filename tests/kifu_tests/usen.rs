//! USEN against tsshogi 2.2.0 (tests/usen/tsshogi.jsonl, written by
//! tests/oracles/usen.mjs): our USEN of every shared record is tsshogi's
//! `record.usen[0]` but for the records listed in `DIFFERENT`, with why;
//! tsshogi's USEN reads back to tsshogi's lines, move for move; the branch
//! index of chosen cursors is tsshogi's both ways. Then random records with
//! variations and endings go through USEN and back.

use proptest::prelude::*;
use serde_json::Value;
use shogi64::kifu::{
    kifu_positions, parse_usen, parse_usen_at, start_position, to_usen, usen_branch, MoveData,
    MoveEntry, Place, Record, UsenErrorKind, UsenPlace,
};
use shogi64::{Board, Move, MoveList, Sq};

use crate::read::{decode, parse};

/// Records whose USEN is not tsshogi's, and why. USEN has letters for
/// 投了, 時間切れ, 中断 and 持将棋 only; tsshogi writes every other ending as
/// `p`, which its reader (and ours) reads as 中断 (CHUDAN): we leave it out.
const DIFFERENT: &[(&str, &str)] = &[
    (
        "32ryu-cumbersome.2415b087.kif",
        "詰み (TSUMI): tsshogi writes p",
    ),
    (
        "7mai.85a1e160.ki2u",
        "tsshogi refuses it: it has no 左七枚落ち",
    ),
    ("9fu.396e7dbd.csa", "%TSUMI: tsshogi writes p"),
    ("9fu.c16da5c0.ki2", "まで61手詰 (TSUMI): tsshogi writes p"),
    ("9fu_komabetsu.5ec5e562.csa", "%TSUMI: tsshogi writes p"),
    (
        "dr1test1test0+tu-1_aobazero_viper-300-5F+aobazero+viper+20200719201040.5a5170e2.csa",
        "%KACHI: tsshogi writes p",
    ),
    (
        "fork.bce53719.ki2",
        "反則勝ち, 千日手, 詰 and 不詰 ending four variations: tsshogi writes p",
    ),
    (
        "illegal.e387b30f.kif",
        "反則負け and 反則勝ち: tsshogi writes p",
    ),
    (
        "illegal_lose.c21b217c.csa",
        "%ILLEGAL_MOVE: tsshogi writes p",
    ),
    (
        "illegal_win.a66d8ced.csa",
        "%-ILLEGAL_ACTION: tsshogi writes p",
    ),
    (
        "kifu_for_iphone.58fed8b9.kif",
        "詰み (TSUMI): tsshogi writes p",
    ),
    ("taichitsume.fa8c7ebf.kif", "詰み (TSUMI): tsshogi writes p"),
    (
        "test.5ddb6080.csa",
        "tsshogi refuses it: it reads no position lines as no pieces, not 平手",
    ),
];

fn fixture() -> Vec<Value> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/usen/tsshogi.jsonl");
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

fn usi(mv: &MoveData) -> String {
    let sq = |p: Place| format!("{}{}", p.x, char::from(b'a' + p.y - 1));
    match mv.from {
        Some(f) => format!(
            "{}{}{}",
            sq(f),
            sq(mv.to),
            if mv.promote == Some(true) { "+" } else { "" }
        ),
        None => format!(
            "{}*{}",
            "PLNSGBR".as_bytes()[mv.piece.hand_slot().unwrap()] as char,
            sq(mv.to)
        ),
    }
}

/// Each line of `line[first..]` and its variations as USI from the start,
/// in the order USEN writes them: the line, then the variations of its
/// last move back to those of its first. A line ends at its first entry
/// that is no move.
fn lines_of(
    line: &[MoveEntry],
    first: usize,
    prefix: &mut Vec<String>,
    out: &mut Vec<Vec<String>>,
) {
    let line = &line[first.min(line.len())..];
    let written = line
        .iter()
        .position(|e| e.mv.is_none())
        .map_or(line.len(), |i| i + 1);
    let n0 = prefix.len();
    prefix.extend(
        line[..written]
            .iter()
            .filter_map(|e| e.mv.as_ref())
            .map(usi),
    );
    out.push(prefix.clone());
    for k in (0..written).rev() {
        for fork in &line[k].forks {
            prefix.truncate(n0 + k);
            lines_of(fork, 0, prefix, out);
        }
    }
    prefix.truncate(n0);
}

fn lines(record: &Record) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    lines_of(&record.moves, 1, &mut Vec::new(), &mut out);
    out
}

fn strings(v: &Value) -> Vec<String> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap().to_owned())
        .collect()
}

fn forks(v: &Value) -> Vec<(usize, usize)> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p[0].as_u64().unwrap() as usize,
                p[1].as_u64().unwrap() as usize,
            )
        })
        .collect()
}

#[test]
fn to_usen_is_tsshogis_on_every_shared_record() {
    let fixture = fixture();
    assert_eq!(fixture.len(), 39);
    let mut same = 0;
    let mut failures = Vec::new();
    let mut different = Vec::new();
    for (name, bytes) in crate::records() {
        let case = fixture.iter().find(|c| c["name"] == name.as_str()).unwrap();
        let Some(theirs) = case["usen"].as_str() else {
            // tsshogi refuses the file: nothing to compare.
            if !DIFFERENT.iter().any(|(n, _)| *n == name) {
                failures.push(format!("{name}: tsshogi refuses it: {}", case["error"]));
            }
            different.push(name);
            continue;
        };
        let record = parse(&name, &decode(&bytes)).unwrap();
        let ours = to_usen(&record).unwrap();
        if ours == theirs {
            same += 1;
            continue;
        }
        different.push(name.clone());
        if !DIFFERENT.iter().any(|(n, _)| *n == name) {
            failures.push(format!("{name}:\n  ours   {ours}\n  theirs {theirs}"));
        }
        // A listed record differs only where tsshogi writes `p` for an
        // ending that has no letter: the sections are the same.
        let (a, b): (Vec<&str>, Vec<&str>) =
            (ours.split('~').collect(), theirs.split('~').collect());
        assert_eq!(a.len(), b.len(), "{name}");
        for (x, y) in a.iter().zip(&b) {
            assert!(
                x == y || (x.ends_with('.') && format!("{x}p") == *y),
                "{name}: {x} {y}"
            );
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Every listed record differs: the list holds no stale entry.
    for (name, _) in DIFFERENT {
        assert!(
            different.iter().any(|n| n == name),
            "{name} is listed but agrees"
        );
    }
    assert_eq!(same + DIFFERENT.len(), 39);
}

#[test]
fn tsshogis_usen_reads_back_to_its_lines() {
    let mut read = 0;
    for case in fixture() {
        let Some(usen) = case["usen"].as_str() else {
            continue;
        };
        let name = case["name"].as_str().unwrap();
        let record = parse_usen(usen).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(
            lines(&record),
            case["lines"]
                .as_array()
                .unwrap()
                .iter()
                .map(strings)
                .collect::<Vec<_>>(),
            "{name}"
        );
        read += 1;
    }
    assert_eq!(read, 37);
}

#[test]
fn branch_indexes_are_tsshogis() {
    let records = crate::records();
    let mut checked = 0;
    for case in fixture() {
        let Some(usen) = case["usen"].as_str() else {
            continue;
        };
        let name = case["name"].as_str().unwrap();
        let bytes = &records.iter().find(|(n, _)| n == name).unwrap().1;
        let ours = parse(name, &decode(bytes)).unwrap();
        for cursor in case["cursors"].as_array().unwrap() {
            let (forks, ply) = (
                forks(&cursor["forks"]),
                cursor["ply"].as_u64().unwrap() as usize,
            );
            let branch = cursor["branch"].as_u64().unwrap() as usize;
            // tsshogi's USEN and cursor, read: the same place.
            let (_, place) = parse_usen_at(usen, branch, ply).unwrap();
            assert_eq!(
                place,
                UsenPlace {
                    forks: forks.clone(),
                    ply
                },
                "{name} {cursor}"
            );
            // Our record's cursor, written: tsshogi's branch index.
            assert_eq!(
                usen_branch(&ours, &forks, ply),
                Some((branch, ply)),
                "{name} {cursor}"
            );
            checked += 1;
        }
    }
    assert!(checked >= 45, "{checked} cursors");
}
