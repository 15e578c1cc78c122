//! The tsume generator and checker against a search written here: a plain
//! depth-limited AND/OR search over the rules' legal moves that shares none
//! of the solver's code (no proof numbers, no table, no ordering), slow but
//! exhaustive. Every problem made is held to the composition rules by it;
//! the committed problems (tests/mate/tsume.jsonl, written by the package's
//! WebAssembly build with scripts/tsume-fixture.mjs) must come out the same
//! natively; and `verify` must name exactly the flaws this search finds in
//! problems altered on purpose.

use shogi64::mate::{self, FlawKind};
use shogi64::{Board, Color, Kind, Move, MoveList, Piece, Position};

mod common;

use std::cell::RefCell;
use std::collections::HashMap;

thread_local! {
    /// What is known: (position key, side to move mates?, depth) → answer.
    static KNOWN: RefCell<HashMap<(u64, bool, u16), bool>> = RefCell::new(HashMap::new());
}

/// The legal moves, king moves and captures first (they settle an AND node soonest).
fn ordered(b: &Board) -> Vec<Move> {
    let mut list = MoveList::new();
    b.legal_moves(&mut list);
    let mut moves: Vec<Move> = list.iter().copied().collect();
    moves.sort_by_key(|&mv| !is_king_or_capture(b, mv));
    moves
}

fn memo(b: &Board, attack: bool, depth: u16, f: impl FnOnce() -> bool) -> bool {
    let key = (b.key() ^ b.turn() as u64, attack, depth);
    if let Some(v) = KNOWN.with(|k| k.borrow().get(&key).copied()) {
        return v;
    }
    let v = f();
    KNOWN.with(|k| k.borrow_mut().insert(key, v));
    v
}

/// Whether the side to move mates within `depth` plies, checking at every move.
fn mates(b: &Board, depth: u16) -> bool {
    if depth == 0 {
        return false;
    }
    memo(b, true, depth, || {
        ordered(b).into_iter().any(|mv| {
            let mut next = b.clone();
            next.play_unchecked(mv);
            next.in_check() && mated(&next, depth - 1)
        })
    })
}

/// Whether the side to move is mated within `depth` plies, whatever it plays.
fn mated(b: &Board, depth: u16) -> bool {
    memo(b, false, depth, || {
        let moves = ordered(b);
        if moves.is_empty() {
            return b.in_check();
        }
        depth > 0
            && moves.into_iter().all(|mv| {
                let mut next = b.clone();
                next.play_unchecked(mv);
                mates(&next, depth - 1)
            })
    })
}

fn is_king_or_capture(b: &Board, mv: Move) -> bool {
    match mv {
        Move::Drop { .. } => false,
        Move::Board { from, to, .. } => {
            b.piece_at(to).is_some() || b.piece_at(from).map(|p| p.kind) == Some(Kind::King)
        }
    }
}

/// The flaws of `moves` from `p` as this search sees them: (ply, kind, move
/// or held kind's letter), sorted.
fn flaws(p: &Position, moves: &[Move]) -> Vec<(u16, &'static str, String)> {
    let mut out = Vec::new();
    let mut b = Board::from_position(p).unwrap();
    let len = moves.len() as u16;
    let mut list = MoveList::new();
    for (i, &mv) in moves.iter().enumerate() {
        let ply = i as u16 + 1;
        let left = len - i as u16;
        b.legal_moves(&mut list);
        if i % 2 == 0 {
            let mut after = b.clone();
            after.play_unchecked(mv);
            if !after.in_check() {
                out.push((ply, "not_check", mv.to_string()));
            }
            for &other in list.iter().filter(|&&o| o != mv) {
                let mut next = b.clone();
                next.play_unchecked(other);
                if next.in_check() && mated(&next, left - 1) {
                    out.push((ply, "alternative", other.to_string()));
                }
            }
        } else {
            if b.in_check() && !is_king_or_capture(&b, mv) {
                out.push((ply, "interposition", mv.to_string()));
            }
            for &reply in list.iter() {
                let mut next = b.clone();
                next.play_unchecked(reply);
                if !mates(&next, left - 1) {
                    out.push((ply, "longer_defence", reply.to_string()));
                }
            }
        }
        b.play_unchecked(mv);
    }
    if !b.is_checkmate() {
        b.legal_moves(&mut list);
        if let Some(&reply) = list.iter().next() {
            out.push((len + 1, "longer_defence", reply.to_string()));
        }
    }
    for (slot, &n) in b.hand(Color::Black).iter().enumerate() {
        if n > 0 {
            out.push((len, "leftover", "PLNSGBR"[slot..slot + 1].to_string()));
        }
    }
    out.sort();
    out
}

/// Flaws as (ply, kind, move or held kind's letter), sorted.
type Flaws = Vec<(u16, &'static str, String)>;

/// `verify`'s flaws in the same form (`None`: the budget ran out).
fn verified(p: &Position, moves: &[Move], nodes: u64) -> Option<(Option<u16>, Flaws)> {
    let v = match mate::verify(p, moves, nodes) {
        Err(mate::VerifyError::Budget) => return None,
        v => v.unwrap(),
    };
    let mut out: Vec<_> = v
        .flaws
        .iter()
        .map(|f| {
            let what = match (f.mv, f.held) {
                (Some(mv), _) => mv.to_string(),
                (None, Some(k)) => "PLNSGBR"[k.hand_slot().unwrap()..][..1].to_string(),
                _ => String::new(),
            };
            (f.ply, f.kind.name(), what)
        })
        .collect();
    out.sort();
    Some((v.shortest, out))
}

/// Holds a generated problem to every rule, by this file's search alone.
fn check_problem(p: &Position, moves: &[Move], plies: u16, what: &str) {
    assert_eq!(moves.len(), usize::from(plies), "{what}: length");
    assert_eq!(p.turn(), Color::Black, "{what}: black to move");
    let mut counts = [0u8; 7];
    for sq in p.board().iter().flatten() {
        assert!(
            sq.kind != Kind::King || sq.color == Color::White,
            "{what}: a black king"
        );
        if let Some(slot) = sq.kind.unpromote().hand_slot() {
            counts[slot] += 1;
        }
    }
    for c in [Color::Black, Color::White] {
        for (n, h) in counts.iter_mut().zip(p.hand(c).counts()) {
            *n += h;
        }
    }
    assert_eq!(
        counts,
        [18, 4, 4, 4, 4, 2, 2],
        "{what}: white holds the rest"
    );
    let b = Board::from_position(p).unwrap();
    assert!(mates(&b, plies), "{what}: no mate in {plies}");
    assert!(
        !mates(&b, plies.saturating_sub(2)),
        "{what}: a mate shorter than {plies}"
    );
    assert_eq!(flaws(p, moves), vec![], "{what}: flaws");
    // The line's replies last as long as any: the mate after each takes
    // every ply left.
    let mut b = b;
    for (i, &mv) in moves.iter().enumerate() {
        b.play_unchecked(mv);
        let left = plies - i as u16 - 1;
        if i % 2 == 1 && left >= 3 {
            assert!(
                !mates(&b, left - 2),
                "{what}: reply {} is not the longest",
                i + 1
            );
        }
    }
}

fn sfen_position(sfen: &str) -> Position {
    shogi64::parse_sfen(sfen).unwrap().0
}

fn moves_of(text: &str) -> Vec<Move> {
    text.split(' ').map(|m| m.parse().unwrap()).collect()
}

/// The committed problems, ten of 3 plies and ten of 5: made natively they
/// come out the same, and each keeps every rule (about 2 s in the test
/// profile).
#[test]
fn committed_problems_are_made_the_same_natively_and_are_sound() {
    let lines = common::jsonl("mate/tsume.jsonl");
    assert_eq!(lines.len(), 20);
    for line in &lines {
        let plies = line["plies"].as_u64().unwrap() as u16;
        let seed = line["seed"].as_u64().unwrap();
        let sfen = line["sfen"].as_str().unwrap();
        let moves = line["moves"].as_str().unwrap();
        let problem = mate::generate(plies, seed, mate::TSUME_NODES).unwrap();
        assert_eq!(shogi64::to_sfen(&problem.position, 1), sfen, "seed {seed}");
        let text: Vec<String> = problem.moves.iter().map(|m| m.to_string()).collect();
        assert_eq!(text.join(" "), moves, "seed {seed}");
        check_problem(&sfen_position(sfen), &moves_of(moves), plies, sfen);
    }
}

/// More problems at every length: by default 5 at 1 and 3 plies; with
/// SHOGI64_FULL=1, 100 at 1, 3, 5 and 7, 20 at 9 and one at 11 (about 5
/// minutes in release on two cores); with SHOGI64_TSUME_LONG=1 as well, 20
/// at 11 (one takes one to several minutes). Seeds from 1000, on two threads.
#[test]
fn generated_problems_keep_every_rule() {
    let long = std::env::var("SHOGI64_TSUME_LONG").is_ok_and(|v| v == "1");
    let counts: Vec<(u16, u64)> = if common::full() {
        vec![
            (1, 100),
            (3, 100),
            (5, 100),
            (7, 100),
            (9, 20),
            (11, if long { 20 } else { 1 }),
        ]
    } else {
        vec![(1, 5), (3, 5)]
    };
    for (plies, count) in counts {
        std::thread::scope(|scope| {
            for first in [1000, 1001] {
                scope.spawn(move || {
                    for seed in (first..1000 + count).step_by(2) {
                        let problem = mate::generate(plies, seed, 1_000_000_000).unwrap();
                        let what = format!("{plies} plies, seed {seed}");
                        check_problem(&problem.position, &problem.moves, plies, &what);
                    }
                });
            }
        });
    }
}

/// The same seed, the same problem; a budget too small, an error; a length
/// not allowed, refused.
#[test]
fn seeds_budgets_and_lengths() {
    let a = mate::generate(3, 7, mate::TSUME_NODES).unwrap();
    assert_eq!(mate::generate(3, 7, 1_000_000_000).unwrap(), a);
    assert_eq!(mate::generate(3, 7, 10), Err(mate::GenerateError::Budget));
    assert_eq!(mate::generate(4, 7, 10), Err(mate::GenerateError::Plies(4)));
    assert_eq!(
        mate::verify(&a.position, &a.moves[..2], 1000),
        Err(mate::VerifyError::Unfinished)
    );
}

/// Problems of 3 plies altered on purpose (an attacker added, a piece added to the
/// hand, a piece taken off, another first move, a defender added): `verify`
/// names exactly the flaws this file's search finds, and finds at least one
/// in at least 240 of them (60 outside the full run).
#[test]
fn verify_names_every_planted_flaw() {
    let lines = common::jsonl("mate/tsume.jsonl");
    let mut problems: Vec<(Position, Vec<Move>)> = lines
        .iter()
        .filter(|l| l["plies"] == 3)
        .map(|l| {
            (
                sfen_position(l["sfen"].as_str().unwrap()),
                moves_of(l["moves"].as_str().unwrap()),
            )
        })
        .collect();
    for seed in 0..10 {
        let p = mate::generate(3, 500 + seed, mate::TSUME_NODES).unwrap();
        problems.push((p.position, p.moves));
    }
    let mut rng = common::Rng(0x2545_f491_4f6c_dd1d);
    let mut next = move |n: u64| rng.next() % n;
    let mut flawed = 0;
    let mut kinds = std::collections::BTreeSet::new();
    let mut tries = 0;
    let mut unsettled = 0;
    let wanted = if common::full() { 240 } else { 60 };
    while flawed < wanted {
        tries += 1;
        assert!(tries < 20_000, "too few alterations flawed: {flawed}");
        let (p, moves) = &problems[next(problems.len() as u64) as usize];
        let mut q = *p;
        let mut line = moves.clone();
        let board = p.board();
        let king = board
            .iter()
            .position(|s| *s == Some(Piece::new(Color::White, Kind::King)))
            .unwrap();
        let near = |k: usize, d: u64| -> Option<usize> {
            let (r, c) = (
                (k / 9) as i64 + d as i64 / 5 - 2,
                (k % 9) as i64 + d as i64 % 5 - 2,
            );
            ((0..9).contains(&r) && (0..9).contains(&c)).then_some((r * 9 + c) as usize)
        };
        let kind = Kind::ALL[next(14) as usize];
        match next(5) {
            0 | 4 => {
                // A piece added near the king, taken from white's hand.
                let color = if next(5) == 4 {
                    Color::White
                } else {
                    Color::Black
                };
                let Some(i) = near(king, next(25)) else {
                    continue;
                };
                let Some(slot) = kind.unpromote().hand_slot() else {
                    continue;
                };
                let mut white = q.hand(Color::White).counts();
                if board[i].is_some() || white[slot] == 0 {
                    continue;
                }
                white[slot] -= 1;
                q.set(i, Some(Piece::new(color, kind)));
                q.set_hand(
                    Color::White,
                    shogi64::Hand::new(white, Color::White).unwrap(),
                );
            }
            1 => {
                // A piece moved from white's hand to black's.
                let slot = next(7) as usize;
                let (mut black, mut white) =
                    (q.hand(Color::Black).counts(), q.hand(Color::White).counts());
                if white[slot] == 0 {
                    continue;
                }
                white[slot] -= 1;
                black[slot] += 1;
                q.set_hand(
                    Color::Black,
                    shogi64::Hand::new(black, Color::Black).unwrap(),
                );
                q.set_hand(
                    Color::White,
                    shogi64::Hand::new(white, Color::White).unwrap(),
                );
            }
            2 => {
                // A black piece taken off.
                let Some(i) = near(king, next(25)) else {
                    continue;
                };
                if board[i].map(|s| s.color) != Some(Color::Black) {
                    continue;
                }
                q.set(i, None);
            }
            _ => {
                // Another first move.
                let b = Board::from_position(p).unwrap();
                let mut list = MoveList::new();
                b.legal_moves(&mut list);
                line[0] = list
                    .iter()
                    .copied()
                    .nth(next(list.len() as u64) as usize)
                    .unwrap();
                if line[0] == moves[0] {
                    continue;
                }
            }
        }
        // The line must stay legal on the altered position.
        let Ok(mut b) = Board::from_position(&q) else {
            continue;
        };
        if line.iter().any(|&mv| b.play(mv).is_err()) {
            continue;
        }
        // An altered position whose shortest mate the solver cannot settle
        // within the budget (no mate left, the king free) is counted, not
        // compared.
        let Some((shortest, got)) = verified(&q, &line, 200_000) else {
            unsettled += 1;
            continue;
        };
        let expected = flaws(&q, &line);
        assert_eq!(got, expected, "{} {:?}", shogi64::to_sfen(&q, 1), line);
        let b = Board::from_position(&q).unwrap();
        // This file's search settles a shortest mate of up to 5 plies; a
        // longer one, only that none is that short.
        if let Some(n) = shortest.filter(|&n| n <= 5) {
            assert!(mates(&b, n) && (n < 3 || !mates(&b, n - 2)), "shortest {n}");
        } else if shortest.is_some() {
            assert!(!mates(&b, 5), "shortest {shortest:?}");
        } else {
            assert!(!mates(&b, line.len() as u16));
        }
        if !got.is_empty() {
            flawed += 1;
            kinds.extend(got.iter().map(|f| f.1));
        }
    }
    assert!(unsettled * 10 < flawed, "{unsettled} alterations unsettled");
    for kind in ["alternative", "leftover", "not_check", "longer_defence"] {
        assert!(kinds.contains(kind), "no {kind} planted");
    }
    // An interposition on the line, compared the same way.
    let p = sfen_position("k8/9/9/9/9/9/9/9/9 b Rp 1");
    let line = moves_of("R*9e P*9c 9e9c+");
    let (_, got) = verified(&p, &line, 100_000_000).unwrap();
    assert_eq!(got, flaws(&p, &line));
    assert!(
        got.contains(&(2, "interposition", "P*9c".to_string())),
        "{got:?}"
    );
    let v = mate::verify(&p, &line, 1_000_000).unwrap();
    assert!(v.flaws.iter().any(|f| f.kind == FlawKind::Interposition));
}
