//! Differential test against cshogi, an independent generator: the legal-move
//! set and the check flag of every position of tests/moves/cshogi.jsonl
//! (written by tests/oracles/cshogi_moves.py --count 1500 --seed 1). With
//! SHOGI64_FULL=1 the script is run for 10,500 positions (seed 2) and all
//! are compared.
#![cfg(all(feature = "rules", feature = "formats", not(target_arch = "wasm32")))]

use shogi64::{parse_sfen, Board, MoveList};

struct Tally {
    positions: usize,
    in_check: usize,
    tsume: usize,
    hands: usize,
    moves: usize,
}

fn compare(text: &str) -> Tally {
    let mut t = Tally {
        positions: 0,
        in_check: 0,
        tsume: 0,
        hands: 0,
        moves: 0,
    };
    let mut failures = Vec::new();
    let mut list = MoveList::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        let sfen = v["sfen"].as_str().unwrap();
        let expected: Vec<String> = v["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_str().unwrap().to_owned())
            .collect();
        let check = v["check"].as_bool().unwrap();
        let (p, _) = parse_sfen(sfen).unwrap();
        let board = Board::from_position(&p).unwrap_or_else(|e| panic!("{sfen}: {e}"));
        board.legal_moves(&mut list);
        let mut got: Vec<String> = list.iter().map(|m| m.to_string()).collect();
        got.sort();
        if got != expected || board.in_check() != check || shogi64::in_check(&p) != check {
            let missing: Vec<_> = expected.iter().filter(|m| !got.contains(m)).collect();
            let extra: Vec<_> = got.iter().filter(|m| !expected.contains(m)).collect();
            failures.push(format!(
                "{sfen}: missing {missing:?}, extra {extra:?}, check {} vs {check}",
                board.in_check()
            ));
        }
        t.positions += 1;
        t.in_check += usize::from(check);
        t.tsume += usize::from(v["kind"] == "tsume");
        t.hands += usize::from(v["kind"] == "hands");
        t.moves += expected.len();
    }
    assert!(
        failures.is_empty(),
        "{} of {} positions differ:\n{}",
        failures.len(),
        t.positions,
        failures[..failures.len().min(10)].join("\n")
    );
    assert!(t.in_check * 4 >= t.positions, "too few in check");
    assert!(t.tsume * 4 >= t.positions && t.hands * 4 >= t.positions);
    eprintln!(
        "{} positions ({} in check, {} without a black king, {} with random hands), {} moves agree",
        t.positions, t.in_check, t.tsume, t.hands, t.moves
    );
    t
}

#[test]
fn agrees_with_cshogi_on_the_committed_positions() {
    let t = compare(include_str!("../moves/cshogi.jsonl"));
    assert!(t.positions >= 1500, "only {} positions", t.positions);
}

#[test]
fn agrees_with_cshogi_on_ten_thousand_positions() {
    if std::env::var("SHOGI64_FULL").map_or(true, |v| v != "1") {
        return;
    }
    let root = env!("CARGO_MANIFEST_DIR");
    let out = format!("{root}/build/cshogi-full.jsonl");
    std::fs::create_dir_all(format!("{root}/build")).unwrap();
    let status = std::process::Command::new("python3")
        .arg(format!("{root}/tests/oracles/cshogi_moves.py"))
        .args(["--count", "10500", "--seed", "2", "--out", &out])
        .status()
        .expect("python3 runs");
    assert!(status.success(), "the cshogi script failed");
    let t = compare(&std::fs::read_to_string(&out).unwrap());
    assert!(t.positions >= 10_000, "only {} positions", t.positions);
}
