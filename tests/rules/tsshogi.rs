//! Repetition and the declaration against tsshogi 2.2.0's answers, recorded
//! by scripts/game-end-fixtures.mjs: tests/moves/repetition.jsonl (seeded
//! games, many built to repeat, with and without continuous checks: the
//! count and the verdict at every ply) and tests/moves/declaration.jsonl
//! (positions rich in pieces in the camps: the points, and the verdict of a
//! declaration under both rules). Where the answers differ, the difference
//! is one documented on `History::repetition` and `Board::judge_declaration`,
//! and the test checks that it is that one.
#![cfg(all(feature = "rules", feature = "formats", not(target_arch = "wasm32")))]

use crate::common::jsonl;
use shogi64::{
    jishogi_points, parse_sfen, Board, Color, Declaration, DeclarationRule, History, Move,
    Repetition,
};

fn board(sfen: &str) -> Board {
    let (p, _) = parse_sfen(sfen).unwrap_or_else(|e| panic!("{sfen}: {e}"));
    Board::from_position(&p).unwrap_or_else(|e| panic!("{sfen}: {e}"))
}

/// tsshogi's verdict letter as this crate's answer.
fn verdict(letter: u8) -> Option<Repetition> {
    match letter {
        b'.' => None,
        b'r' => Some(Repetition::Draw),
        b'b' => Some(Repetition::PerpetualCheck {
            checker: Color::Black,
        }),
        b'w' => Some(Repetition::PerpetualCheck {
            checker: Color::White,
        }),
        _ => panic!("verdict letter {}", letter as char),
    }
}

#[test]
fn repetition_agrees_with_tsshogi_at_every_ply() {
    let games = jsonl("moves/repetition.jsonl");
    let (mut plies, mut draws, mut perpetual, mut differ) = (0, 0, 0, 0);
    for (g, game) in games.iter().enumerate() {
        let sfen = game["sfen"].as_str().unwrap();
        let moves: Vec<&str> = game["moves"].as_str().unwrap().split_whitespace().collect();
        let counts = game["counts"].as_str().unwrap().as_bytes();
        let verdicts = game["verdicts"].as_str().unwrap().as_bytes();
        assert_eq!(counts.len(), moves.len() + 1, "game {g}");
        assert_eq!(verdicts.len(), moves.len() + 1, "game {g}");
        let mut b = board(sfen);
        let mut h = History::new(&b);
        // Whether the side to move is in check, at every ply.
        let mut checks = vec![b.in_check()];
        // The board at every ply, to find a position's first occurrence.
        let mut boards = vec![b.clone()];
        for ply in 0..=moves.len() {
            if ply > 0 {
                let mv: Move = moves[ply - 1].parse().unwrap();
                b.play(mv)
                    .unwrap_or_else(|e| panic!("game {g} ply {ply}: {e}"));
                h.push(&b);
                checks.push(b.in_check());
                boards.push(b.clone());
            }
            let at = format!("game {g} ply {ply}");
            assert_eq!(h.ply(), ply);
            assert_eq!(h.count().min(9), u32::from(counts[ply] - b'0'), "{at}");
            let theirs = verdict(verdicts[ply]);
            let ours = h.repetition();
            plies += 1;
            match ours {
                Some(Repetition::Draw) => draws += 1,
                Some(Repetition::PerpetualCheck { .. }) => perpetual += 1,
                None => {}
            }
            if ours == theirs {
                continue;
            }
            // The two differences tsshogi has: both sides checked with every
            // move since the first occurrence (tsshogi names black), or the
            // repeated position is the start and stands in check.
            differ += 1;
            let first = boards.iter().position(|x| *x == b).unwrap();
            let all = |from: usize| (first + 1..=from).rev().step_by(2).all(|i| checks[i]);
            let both = all(ply) && all(ply - 1);
            let start_in_check = first == 0 && checks[0];
            assert!(
                both || start_in_check,
                "{at}: ours {ours:?}, tsshogi {theirs:?}"
            );
        }
    }
    eprintln!(
        "repetition.jsonl: {} games, {plies} plies, {draws} draws and {perpetual} perpetual checks, {differ} documented differences",
        games.len()
    );
    assert!(
        draws > 100 && perpetual > 50,
        "the games repeat too seldom to test anything"
    );
}

#[test]
fn the_declaration_agrees_with_tsshogi() {
    let lines = jsonl("moves/declaration.jsonl");
    let name = |d: Declaration| match d {
        Declaration::Win => "win",
        Declaration::Draw => "draw",
        Declaration::Lose => "lose",
    };
    let mut tally = std::collections::BTreeMap::new();
    let mut differ = 0;
    for line in &lines {
        let sfen = line["sfen"].as_str().unwrap();
        let (p, _) = parse_sfen(sfen).unwrap();
        let points = (
            line["points"][0].as_u64().unwrap() as u32,
            line["points"][1].as_u64().unwrap() as u32,
        );
        assert_eq!(jishogi_points(&p), points, "{sfen}");
        let b = Board::from_position(&p).unwrap_or_else(|e| panic!("{sfen}: {e}"));
        let d24 = name(b.judge_declaration(DeclarationRule::Points24));
        assert_eq!(d24, line["d24"].as_str().unwrap(), "{sfen}: 24 points");
        let d27 = name(b.judge_declaration(DeclarationRule::Points27));
        let theirs = line["d27"].as_str().unwrap();
        if theirs == "draw" {
            // Under the 27-point rule, tsshogi draws a declaration that
            // meets every condition but the points; the rule loses it.
            assert_eq!(d27, "lose", "{sfen}: 27 points");
            differ += 1;
        } else {
            assert_eq!(d27, theirs, "{sfen}: 27 points");
        }
        *tally.entry((d24, d27)).or_insert(0) += 1;
    }
    eprintln!(
        "declaration.jsonl: {} positions, verdicts (24, 27): {tally:?}; {differ} draws of tsshogi's under 27 points",
        lines.len()
    );
    assert!(
        tally.len() == 4,
        "too few kinds of verdict to test anything: {tally:?}"
    );
}
