//! The tsume solver against an independent solver (cshogi's outputs in
//! tests/mate/*.jsonl), the rules' own verdicts on every line it returns,
//! and the published tsume problems in tests/kifu/.

use std::time::Instant;

use serde_json::Value;
use shogi64::{kifu, mate, Board, MateLimits, Move, MoveList, Outcome, Solver};

mod common;

use common::full;

fn data(name: &str) -> Vec<Value> {
    common::jsonl(&format!("mate/{name}"))
}

fn board(sfen: &str) -> Board {
    let (p, _) = shogi64::parse_sfen(sfen).unwrap_or_else(|e| panic!("{sfen}: {e}"));
    Board::from_position(&p).unwrap_or_else(|e| panic!("{sfen}: {e}"))
}

fn limits(max_ply: u16, max_nodes: u64, table_bytes: usize) -> MateLimits {
    MateLimits {
        max_nodes,
        max_ply,
        table_bytes,
    }
}

fn line_text(moves: &[Move]) -> String {
    moves
        .iter()
        .map(|m| m.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The pieces in the hand of the side not to move.
fn leftover(b: &Board) -> u32 {
    b.hand(b.turn().flip()).iter().map(|&n| u32::from(n)).sum()
}

/// Whether the side to move mates within `plies` (0: it is already mated,
/// which for an attacker is never so).
fn mates_within(b: &Board, plies: u16) -> bool {
    let r = mate::solve(b, &limits(plies, 2_000_000, 1 << 16));
    assert_ne!(r.outcome, Outcome::Unknown, "{:?}", b.to_position());
    r.outcome == Outcome::Mate
}

/// Checks a returned line move by move with the rules: every move legal,
/// every attacker move a check, the end a checkmate. With `replies`, also
/// that no defender reply escapes or lengthens it, that the defender's
/// chosen reply is a longest one and that every attacker move keeps the
/// mate as short as claimed.
fn check_line(start: &Board, moves: &[Move], replies: bool) {
    let n = moves.len();
    assert!(
        n % 2 == 1,
        "a mate has an odd number of plies: {}",
        line_text(moves)
    );
    let mut b = start.clone();
    let mut list = MoveList::new();
    for (i, &mv) in moves.iter().enumerate() {
        let rest = (n - i - 1) as u16;
        b.check_legal(mv)
            .unwrap_or_else(|e| panic!("ply {}: {e} in {}", i + 1, line_text(moves)));
        if i % 2 == 0 {
            assert!(b.gives_check(mv), "ply {}: {mv} is no check", i + 1);
        } else if replies {
            b.legal_moves(&mut list);
            for &reply in list.iter() {
                let mut next = b.clone();
                next.play(reply).unwrap();
                assert!(
                    mates_within(&next, rest),
                    "ply {}: the reply {reply} escapes a mate in {rest} ({})",
                    i + 1,
                    line_text(moves)
                );
            }
        }
        b.play(mv).unwrap();
        if replies && rest >= 2 {
            // After an attacker's move the defender to move; after the
            // defender's, the attacker: neither side could do better.
            let side = b.clone();
            if i % 2 == 1 {
                assert!(
                    !mates_within(&side, rest - 2),
                    "ply {}: {mv} is not a longest resistance ({})",
                    i + 1,
                    line_text(moves)
                );
            } else if rest >= 3 {
                side.legal_moves(&mut list);
                let quicker = list.iter().all(|&r| {
                    let mut next = side.clone();
                    next.play(r).unwrap();
                    mates_within(&next, rest - 3)
                });
                assert!(
                    !quicker,
                    "ply {}: {mv} does not mate in the fewest ({})",
                    i + 1,
                    line_text(moves)
                );
            }
        }
    }
    assert!(
        b.is_checkmate(),
        "the line does not end in checkmate: {}",
        line_text(moves)
    );
}

/// The short-mate set: whether a mate within 7 plies exists and its length
/// agree with cshogi's; every line is checked. cshogi's two methods, its
/// depth-limited df-pn (`mate_plies`) and `mate_move` (`mate_move_plies`),
/// disagree on a few positions (the df-pn's limit is not strict, and
/// `mate_move_in_1ply` answers for a side in check): there the answer must be
/// one of theirs. A seeded subset (every 80th line) by default, all 2,000
/// with SHOGI64_FULL=1.
#[test]
fn short_mates_agree_with_cshogi() {
    let lines = data("short.jsonl");
    assert!(lines.len() >= 2000);
    let step = if full() { 1 } else { 80 };
    let (mut mates, mut none, mut split) = (0, 0, 0);
    for line in lines.iter().step_by(step) {
        let sfen = line["sfen"].as_str().unwrap();
        let dfpn = line["mate_plies"].as_u64();
        let mate_move = line["mate_move_plies"].as_u64();
        let b = board(sfen);
        let r = mate::solve(&b, &limits(7, 2_000_000, 1 << 20));
        let got = match r.outcome {
            Outcome::Mate => Some(r.moves.len() as u64),
            Outcome::NoMate => None,
            Outcome::Unknown => panic!("{sfen}: unknown"),
        };
        if dfpn == mate_move {
            assert_eq!(got, dfpn, "{sfen}: {}", line_text(&r.moves));
        } else {
            assert!(got == dfpn || got == mate_move, "{sfen}: {got:?}");
            split += 1;
        }
        if got.is_some() {
            check_line(&b, &r.moves, true);
            mates += 1;
        } else {
            none += 1;
        }
    }
    eprintln!("{mates} mates, {none} without, {split} where cshogi's methods differ");
    assert!(mates >= 5 && none >= 10, "{mates} mates, {none} without");
}

/// With SHOGI64_FULL=1 the short-mate set is made again by the oracle
/// script (cshogi in a virtual environment under build/) and must be the
/// committed one, line for line.
#[test]
fn short_mate_set_is_reproducible() {
    if !full() {
        return;
    }
    let root = env!("CARGO_MANIFEST_DIR");
    let out = format!("{root}/build/short-again.jsonl");
    let status = std::process::Command::new("python3")
        .args([
            &format!("{root}/tests/oracles/cshogi_mate.py"),
            "short",
            "2000",
            "15",
            &out,
        ])
        .status()
        .expect("python3");
    assert!(status.success());
    let again = std::fs::read_to_string(&out).unwrap();
    let committed = std::fs::read_to_string(format!("{root}/tests/mate/short.jsonl")).unwrap();
    assert_eq!(again, committed);
}

/// The bench set: mates of 1 to 11 plies with cshogi's lengths (where its
/// df-pn and `mate_move` differ, one of them, or longer than 11 where
/// `mate_move` finds none within 11). A seeded subset (every 32nd)
/// by default, all with SHOGI64_FULL=1.
#[test]
fn bench_set_lengths_agree_with_cshogi() {
    let lines = data("bench200.jsonl");
    assert!(lines.len() >= 150);
    let step = if full() { 1 } else { 32 };
    let mut checked = 0;
    for line in lines.iter().step_by(step) {
        let sfen = line["sfen"].as_str().unwrap();
        let dfpn = line["mate_plies"].as_u64();
        let mate_move = line["mate_move_plies"].as_u64();
        let b = board(sfen);
        let r = mate::solve(&b, &limits(31, 5_000_000, 4 << 20));
        assert_eq!(r.outcome, Outcome::Mate, "{sfen}");
        let got = Some(r.moves.len() as u64);
        // cshogi's df-pn limit is not strict; where mate_move finds no mate
        // within 11 plies, a longer one is consistent with it.
        let longer = mate_move.is_none() && r.moves.len() > 11;
        assert!(
            got == dfpn || got == mate_move || longer,
            "{sfen}: {}",
            line_text(&r.moves)
        );
        // Every line is played out (legal, checks, checkmate at the end); the
        // exhaustive check of every defender reply runs on lines of up to 7
        // plies, where the verifier's own searches stay within their budget
        // (the short set holds every length the same way).
        check_line(&b, &r.moves, full() && r.moves.len() <= 7);
        checked += 1;
    }
    assert!(checked >= 5);
}

/// A side to move that is already checkmated has no mate, and every one-move
/// mate ends where the rules say checkmate.
#[test]
fn checkmated_side_has_no_mate() {
    let mut checked = 0;
    for line in data("short.jsonl") {
        if line["mate_plies"].as_u64() != Some(1) {
            continue;
        }
        let b = board(line["sfen"].as_str().unwrap());
        let r = mate::solve(&b, &limits(7, 100_000, 1 << 16));
        assert_eq!(r.moves.len(), 1);
        let mut after = b.clone();
        after.play(r.moves[0]).unwrap();
        assert!(after.is_checkmate());
        let r = mate::solve(&after, &limits(7, 100_000, 1 << 16));
        assert_eq!(r.outcome, Outcome::NoMate);
        assert!(r.moves.is_empty());
        checked += 1;
        if checked == 100 && !full() {
            break;
        }
    }
    assert!(checked >= 100);
}

/// 無駄合 are counted: the rook's distant check 5e5a mates at once when the
/// defender has nothing to interpose, but with a pawn in hand each drop
/// between, captured at once, is a defence, so the mate is 3 plies (cshogi's
/// df-pn says 3 as well); the line shows the interposition and its capture.
#[test]
fn useless_interpositions_are_counted() {
    // White king 1一; black gold 2三 and knight 3三 guard 1二, 2二 and 2一.
    let without = board("8k/9/6NG1/9/4R4/9/9/9/9 b - 1");
    let r = mate::solve(&without, &MateLimits::default());
    assert_eq!(r.moves.len(), 1, "{}", line_text(&r.moves));
    check_line(&without, &r.moves, true);
    let with = board("8k/9/6NG1/9/4R4/9/9/9/9 b p 1");
    let r = mate::solve(&with, &MateLimits::default());
    assert_eq!(r.outcome, Outcome::Mate);
    assert_eq!(r.moves.len(), 3, "{}", line_text(&r.moves));
    assert!(
        matches!(r.moves[1], Move::Drop { .. }),
        "{}",
        line_text(&r.moves)
    );
    assert_eq!(r.moves[2].to(), r.moves[1].to(), "{}", line_text(&r.moves));
    check_line(&with, &r.moves, true);
}

/// 駒余り: of two mates of equal length the line takes one that leaves
/// nothing in the attacker's hand, whatever the order moves are generated in.
#[test]
fn leftover_pieces_are_avoided() {
    // The board gold's 2c1b mates and leaves the gold in hand; the drops
    // G*1b and G*2b mate with nothing left.
    let b = board("8k/9/7GP/9/9/9/9/9/9 b G 1");
    let r = mate::solve(&b, &MateLimits::default());
    assert_eq!(r.moves.len(), 1);
    assert!(
        matches!(r.moves[0], Move::Drop { .. }),
        "{}",
        line_text(&r.moves)
    );
    let mut end = b.clone();
    end.play(r.moves[0]).unwrap();
    assert_eq!(leftover(&end), 0);
    let hints = mate::mate_moves(&b, &MateLimits::default());
    assert!(
        hints.contains(&"2c1b".parse().unwrap()),
        "{}",
        line_text(&hints)
    );
}

/// Limits: a node limit gives Unknown, a ply limit below the mate NoMate, a
/// tiny table the same answers, a defender without a king no mate.
#[test]
fn limits_are_kept() {
    let lines = data("short.jsonl");
    let line = lines
        .iter()
        .find(|l| l["mate_plies"].as_u64() == Some(5))
        .unwrap();
    let b = board(line["sfen"].as_str().unwrap());
    let r = mate::solve(&b, &limits(7, 1, 1 << 16));
    assert_eq!(r.outcome, Outcome::Unknown);
    assert!(r.moves.is_empty());
    assert_eq!(
        mate::solve(&b, &limits(3, 1_000_000, 1 << 16)).outcome,
        Outcome::NoMate
    );
    let small = mate::solve(&b, &limits(7, 1_000_000, 0));
    assert_eq!(small.outcome, Outcome::Mate);
    assert_eq!(small.moves.len(), 5);
    check_line(&b, &small.moves, false);
    let kingless = board("9/9/9/9/4G4/9/9/9/9 b RB 1");
    assert_eq!(
        mate::solve(&kingless, &MateLimits::default()).outcome,
        Outcome::NoMate
    );
}

/// Slices of a node budget reach the same answer as one call.
#[test]
fn slices_resume() {
    let lines = data("bench200.jsonl");
    let mut sliced_runs = 0;
    for line in lines.iter().rev().step_by(40) {
        let b = board(line["sfen"].as_str().unwrap());
        let lim = limits(31, 5_000_000, 1 << 20);
        let whole = mate::solve(&b, &lim);
        let mut solver = Solver::new(&b, &lim);
        let mut slices = 0;
        while !solver.run(50) {
            slices += 1;
            assert!(solver.result().moves.is_empty());
        }
        let sliced = solver.result();
        // Suspended, not restarted: the same search, node for node.
        assert_eq!(sliced.outcome, whole.outcome);
        assert_eq!(sliced.moves, whole.moves);
        assert_eq!(sliced.nodes, whole.nodes);
        check_line(&b, &sliced.moves, false);
        sliced_runs += usize::from(slices > 0);
    }
    assert!(sliced_runs >= 3);
}

/// Many small slices are still the same search as one run, node for node.
/// When each slice unwound the search and the next restarted it from the
/// start, this bench case, in slices of 1,000 nodes, had not ended after
/// 3,000,000 nodes, against about 480,000 in one run.
#[test]
fn small_slices_cost_no_more_than_one_run() {
    let lines = data("bench200.jsonl");
    let b = board(lines[187]["sfen"].as_str().unwrap());
    let lim = limits(31, 3_000_000, 16 << 20);
    let whole = mate::solve(&b, &lim);
    assert_eq!(whole.outcome, Outcome::Mate);
    let mut solver = Solver::new(&b, &lim);
    let mut slices = 0u64;
    while !solver.run(100) {
        slices += 1;
    }
    let sliced = solver.result();
    assert_eq!(sliced.moves, whole.moves);
    assert_eq!(sliced.nodes, whole.nodes);
    assert!(slices > 100, "{slices} slices");
}

fn kifu(name: &str) -> Board {
    let path = format!("{}/tests/kifu/{name}", env!("CARGO_MANIFEST_DIR"));
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let text = encoding_rs::SHIFT_JIS.decode(&bytes).0;
    let record = kifu::parse_kifu(&text, None).unwrap_or_else(|e| panic!("{path}: {e}"));
    let plies = kifu::kifu_positions(&record, &[]).unwrap_or_else(|e| panic!("{path}: {e:?}"));
    Board::from_position(plies[0].position.as_ref().unwrap())
        .unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// taichitsume: solved to its published length, 7 plies; the first move of
/// the published line (１三銀打) is among the hints.
#[test]
fn taichitsume_in_seven() {
    let b = kifu("taichitsume.fa8c7ebf.kif");
    let lim = limits(31, 5_000_000, 4 << 20);
    let r = mate::solve(&b, &lim);
    assert_eq!(r.outcome, Outcome::Mate);
    assert_eq!(r.moves.len(), 7, "{}", line_text(&r.moves));
    check_line(&b, &r.moves, true);
    let hints = mate::mate_moves(&b, &lim);
    assert!(
        hints.contains(&"S*1c".parse().unwrap()),
        "{}",
        line_text(&hints)
    );
    assert!(hints.contains(&r.moves[0]), "{}", line_text(&hints));
    assert!(hints.iter().all(|&mv| b.gives_check(mv)));
}

/// 伊藤看寿's 煙詰 (117 plies), the stretch: run with
/// `cargo test --release --test mate -- --ignored --nocapture`; prints how
/// far the search got.
#[test]
#[ignore]
fn kemuri() {
    let b = kifu("kanju-kemuri.17da2456.kif");
    let nodes = std::env::var("SHOGI64_KEMURI_NODES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20_000_000);
    let lim = limits(255, nodes, 256 << 20);
    let start = Instant::now();
    let mut solver = Solver::new(&b, &lim);
    while !solver.run(1_000_000) {
        eprintln!(
            "{} nodes, {:.1} s",
            solver.nodes(),
            start.elapsed().as_secs_f64()
        );
    }
    let r = solver.result();
    eprintln!(
        "kemuri: {} in {} plies, {} nodes, {:.1} s",
        r.outcome,
        r.moves.len(),
        r.nodes,
        start.elapsed().as_secs_f64()
    );
    if r.outcome == Outcome::Mate {
        check_line(&b, &r.moves, false);
    }
}

/// A small seeded generator for the playouts below (splitmix64).
fn next_random(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The check generator and the check test that plays no move agree with
/// the rules' own `gives_check` (which plays each move) on every legal move
/// of every position of both sets and of seeded random playouts from them
/// (12 plies each; 40 with SHOGI64_FULL=1).
#[test]
fn check_moves_are_the_checking_legal_moves() {
    let plies = if full() { 40 } else { 12 };
    let mut state = 15u64;
    let mut list = MoveList::new();
    let mut checks = MoveList::new();
    let (mut positions, mut checking) = (0u64, 0u64);
    for name in ["short.jsonl", "bench200.jsonl"] {
        for line in data(name) {
            let mut b = board(line["sfen"].as_str().unwrap());
            for _ in 0..plies {
                b.legal_moves(&mut list);
                let want: Vec<Move> = list.iter().copied().filter(|&m| b.gives_check(m)).collect();
                for &mv in list.iter() {
                    assert_eq!(
                        b.gives_check_fast(mv),
                        b.gives_check(mv),
                        "{mv} in {}",
                        b.to_position()
                    );
                }
                b.check_moves(&mut checks);
                assert_eq!(checks.to_vec(), want, "{}", b.to_position());
                positions += 1;
                checking += want.len() as u64;
                if list.is_empty() {
                    break;
                }
                let mv = list[(next_random(&mut state) % list.len() as u64) as usize];
                b.play(mv).unwrap();
            }
        }
    }
    eprintln!("{positions} positions, {checking} checks");
    assert!(positions >= 10_000 && checking >= 10_000);
}
