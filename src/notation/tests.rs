//! Japanese move text: the official examples both ways, 同, what the reader
//! accepts and refuses, round trips over every legal move of random positions
//! rich in pieces of one kind, the differential against tsshogi and
//! json-kifu-format, and arbitrary text into the reader.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeMap;

#[path = "../../tests/common/mod.rs"]
mod common;

use common::{full, Rng};

use proptest::prelude::*;
use serde_json::Value;
use shogi64::notation::reach::{self, Reach};
use shogi64::notation::relative::{self, Words};
use shogi64::notation::{
    from_japanese_with, japanese, japanese_key, DragonChar, KingChar, LineError, Mark, MoveText,
    Squares, Style,
};
use shogi64::position::index_of;
use shogi64::{
    from_japanese, parse_sfen, to_japanese, to_japanese_line, Board, Color, Hand, IllegalReason,
    JapaneseOptions, Kind, Move, MoveList, NotationError, Piece, Position, Sq,
};

const KI2: JapaneseOptions = JapaneseOptions::KI2;
const KIF: JapaneseOptions = JapaneseOptions::KIF;

fn lines(name: &str) -> Vec<Value> {
    common::jsonl(&format!("notation/{name}"))
}

fn board(sfen: &str) -> Board {
    let (p, _) = parse_sfen(sfen).unwrap_or_else(|e| panic!("{sfen}: {e}"));
    Board::from_position(&p).unwrap_or_else(|e| panic!("{sfen}: {e}"))
}

fn mv(usi: &str) -> Move {
    usi.parse().unwrap_or_else(|e| panic!("{usi}: {e}"))
}

fn sq(usi: &str) -> Sq {
    let b = usi.as_bytes();
    Sq::new(b[0] - b'0', b[1] - b'a' + 1).unwrap()
}

fn bare(opts: JapaneseOptions) -> JapaneseOptions {
    JapaneseOptions {
        mark: Some(Mark::None),
        ..opts
    }
}

fn text(board: &Board, m: Move, opts: JapaneseOptions) -> String {
    to_japanese(board, m, &opts).unwrap_or_else(|e| panic!("{m}: {e}"))
}

fn read(board: &Board, t: &str, opts: JapaneseOptions) -> Move {
    from_japanese(board, t, &opts).unwrap_or_else(|e| panic!("{t:?}: {e}"))
}

/// The same text with ASCII digits for the file and the rank.
fn ascii_square(t: &str) -> String {
    let mut chars: Vec<char> = t.chars().collect();
    let start = chars
        .iter()
        .position(|c| ('１'..='９').contains(c))
        .unwrap();
    chars[start] = char::from(b'1' + (chars[start] as u32 - '１' as u32) as u8);
    let ranks = "一二三四五六七八九";
    let r = ranks.chars().position(|c| c == chars[start + 1]).unwrap();
    chars[start + 1] = char::from(b'1' + r as u8);
    chars.into_iter().collect()
}

#[test]
fn official_examples_both_ways() {
    let mut checked = 0;
    for case in lines("ki2.jsonl") {
        let (sfen, usi, ki2) = (
            case["sfen"].as_str().unwrap(),
            case["usi"].as_str().unwrap(),
            case["ki2"].as_str().unwrap(),
        );
        let b = board(sfen);
        let m = mv(usi);
        let what = case["case"].as_str().unwrap();
        assert_eq!(text(&b, m, bare(KI2)), ki2, "{what}: {sfen} {usi}");
        let mark = if b.turn() == Color::Black {
            '☗'
        } else {
            '☖'
        };
        let marked = format!("{mark}{ki2}");
        assert_eq!(text(&b, m, KI2), marked, "{what}");
        for t in [
            ki2.to_string(),
            marked.clone(),
            ascii_square(ki2),
            ki2.replace('竜', "龍"),
            ki2.replace('上', "行"),
        ] {
            assert_eq!(read(&b, &t, KI2), m, "{what}: {t}");
        }
        let kif = text(&b, m, KIF);
        assert_eq!(read(&b, &kif, KI2), m, "{what}: {kif}");
        checked += 1;
    }
    assert_eq!(checked, 120);
}

#[test]
fn kif_column() {
    let b = board("startpos");
    assert_eq!(text(&b, mv("7g7f"), KIF), "７六歩(77)");
    assert_eq!(text(&b, mv("7g7f"), KI2), "☗７六歩");
    let b = board("4k4/9/9/9/9/9/9/4G4/4K4 b G 1");
    assert_eq!(text(&b, mv("G*4h"), KIF), "４八金打");
    assert_eq!(text(&b, mv("5h4h"), KIF), "４八金(58)");
    let b = board("4k4/9/9/9/9/9/9/9/4K4 b G 1");
    assert_eq!(text(&b, mv("G*4h"), KIF), "４八金打");
    assert_eq!(text(&b, mv("G*4h"), KI2), "☗４八金");
    let b = board("9/9/9/9/9/4+R3+R/9/9/2k1K4 b - 1");
    assert_eq!(text(&b, mv("5f3f"), KIF), "３六龍(56)");
    assert_eq!(text(&b, mv("5f3f"), KI2), "☗３六竜左");
    let dragon = JapaneseOptions {
        dragon: Some(DragonChar::Traditional),
        mark: Some(Mark::Triangle),
        ..KI2
    };
    assert_eq!(text(&b, mv("5f3f"), dragon), "▲３六龍左");
    let kif_marked = JapaneseOptions {
        mark: Some(Mark::Triangle),
        dragon: Some(DragonChar::Simplified),
        ..KIF
    };
    assert_eq!(text(&b, mv("1f3f"), kif_marked), "▲３六竜(16)");
}

#[test]
fn promotion_words() {
    // 不成 where the promotion was possible, in KIF too; 成 when forced.
    let b = board("4k4/9/9/2S6/9/9/9/9/4K2N1 b - 1");
    assert_eq!(text(&b, mv("7d7c"), bare(KI2)), "７三銀不成");
    assert_eq!(text(&b, mv("7d7c+"), bare(KI2)), "７三銀成");
    assert_eq!(text(&b, mv("7d7c"), KIF), "７三銀不成(74)");
    assert_eq!(text(&b, mv("7d7c+"), KIF), "７三銀成(74)");
    assert_eq!(text(&b, mv("7d8e"), bare(KI2)), "８五銀");
    assert_eq!(text(&b, mv("2i3g"), bare(KI2)), "３七桂");
    // Leaving the zone also lets a piece promote.
    let b = board("4k4/9/2S6/9/9/9/9/9/4K4 b - 1");
    assert_eq!(text(&b, mv("7c8d"), bare(KI2)), "８四銀不成");
    assert_eq!(text(&b, mv("7c8d+"), bare(KI2)), "８四銀成");
    // White's zone is ranks 7 to 9.
    let b = board("4k4/9/9/9/9/2s6/9/9/4K4 w - 1");
    assert_eq!(text(&b, mv("7f7g"), bare(KI2)), "７七銀不成");
    assert_eq!(text(&b, mv("7f6e"), bare(KI2)), "６五銀");
    // Knights to the last two ranks must promote: only 成.
    let b = board("4k4/9/9/6N2/9/9/9/9/4K4 b - 1");
    assert_eq!(text(&b, mv("3d2b+"), bare(KI2)), "２二桂成");
    assert!(matches!(
        from_japanese(&b, "２二桂", &KI2),
        Err(NotationError::Illegal(_))
    ));
    assert!(matches!(
        from_japanese(&b, "２二桂不成", &KI2),
        Err(NotationError::Illegal(_))
    ));
    assert_eq!(read(&b, "２二桂成", KI2), mv("3d2b+"));
    assert_eq!(read(&b, "２二桂成(34)", KI2), mv("3d2b+"));
}

#[test]
fn same_destination() {
    let b = board("startpos");
    let line: Vec<Move> = ["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e", "2b3a"]
        .map(mv)
        .to_vec();
    let texts = to_japanese_line(&b, &line, &KI2).unwrap();
    assert_eq!(
        texts,
        [
            "☗７六歩",
            "☖３四歩",
            "☗２二角成",
            "☖同　銀",
            "☗４五角",
            "☖３一銀"
        ]
    );
    let tight = JapaneseOptions {
        same_space: false,
        ..KI2
    };
    assert_eq!(to_japanese_line(&b, &line, &tight).unwrap()[3], "☖同銀");
    assert_eq!(
        to_japanese_line(&b, &line, &KIF).unwrap(),
        [
            "７六歩(77)",
            "３四歩(33)",
            "２二角成(88)",
            "同　銀(31)",
            "４五角打",
            "３一銀(22)"
        ]
    );
    // The previous move of the options applies to the first move of a line.
    let after = KI2.after(Some(mv("2c2f")));
    assert_eq!(
        to_japanese_line(&b, &[mv("2g2f")], &after).unwrap(),
        ["☗同　歩"]
    );
    // Reading 同 in every spelling, with the previous move.
    let mut p = b.clone();
    for m in &line[..3] {
        p.play(*m).unwrap();
    }
    let opts = KI2.after(Some(line[2]));
    for t in [
        "同　銀",
        "同銀",
        "同 銀",
        "☖同　銀",
        "△同銀",
        "同　銀(31)",
        " 同　銀 ",
    ] {
        assert_eq!(read(&p, t, opts), mv("3a2b"), "{t}");
    }
    assert_eq!(
        from_japanese(&p, "同　銀", &KI2),
        Err(NotationError::NoPrevious {
            offset: 0,
            char_offset: 0
        })
    );
    assert_eq!(
        from_japanese(&p, "☖同　銀", &KI2),
        Err(NotationError::NoPrevious {
            offset: 3,
            char_offset: 1
        })
    );
    // An illegal move in a line says which.
    let bad = [mv("7g7f"), mv("7f7e")];
    match to_japanese_line(&b, &bad, &KI2) {
        Err(LineError {
            index: 1,
            error: NotationError::Illegal(e),
        }) => assert_eq!(e.mv, mv("7f7e")),
        other => panic!("{other:?}"),
    }
    // Both are errors; the line's names the move's as its source.
    let e = to_japanese_line(&b, &bad, &KI2).unwrap_err();
    let inner = e.error.to_string();
    let e: Box<dyn std::error::Error> = Box::new(e);
    assert!(e.to_string().starts_with("move 2: "), "{e}");
    assert_eq!(e.source().map(|s| s.to_string()), Some(inner));
}

#[test]
fn kings_and_names() {
    let b = board("4k4/9/9/9/9/9/9/9/4K4 w - 1");
    assert_eq!(text(&b, mv("5a5b"), bare(KI2)), "５二玉");
    let ou = JapaneseOptions {
        king: KingChar::WhiteOu,
        ..bare(KI2)
    };
    assert_eq!(text(&b, mv("5a5b"), ou), "５二王");
    assert_eq!(read(&b, "５二王", KI2), mv("5a5b"));
    assert_eq!(read(&b, "5二玉", KI2), mv("5a5b"));
    let b = board("4k4/9/9/9/9/9/9/9/4K4 b - 1");
    assert_eq!(text(&b, mv("5i5h"), ou), "５八玉");
    // One-letter names of the promoted minors.
    let b = board("4k4/9/9/9/9/2+S1+N1+L2/9/9/4K4 b - 1");
    for (t, usi) in [
        ("７五成銀", "7f7e"),
        ("７五全", "7f7e"),
        ("５五成桂", "5f5e"),
        ("５五圭", "5f5e"),
        ("３五成香", "3f3e"),
        ("３五杏", "3f3e"),
    ] {
        assert_eq!(read(&b, t, KI2), mv(usi), "{t}");
    }
    assert_eq!(text(&b, mv("7f7e"), bare(KI2)), "７五成銀");
}

#[test]
fn reader_refusals() {
    // JSA 左右 A: two golds reach ８一.
    let b = board("4k4/G1G3G1G/9/9/3S1S3/9/9/9/4K4 b - 1");
    let (gold, golds) = (Kind::Gold, Squares::new(&[sq("7b"), sq("9b")]));
    let to = sq("8a");
    let refusals = [
        (
            "８一金",
            NotationError::Ambiguous {
                kind: gold,
                to,
                candidates: golds,
            },
        ),
        (
            "８一金引",
            NotationError::NoMatch {
                kind: gold,
                to,
                candidates: golds,
            },
        ),
        (
            "５五金",
            NotationError::NoPiece {
                kind: gold,
                to: sq("5e"),
            },
        ),
        (
            "☖８一金左",
            NotationError::WrongSide {
                offset: 0,
                turn: Color::Black,
            },
        ),
        (
            "８一金(71)",
            NotationError::WrongOrigin {
                from: sq("7a"),
                kind: gold,
            },
        ),
    ];
    for (text, error) in refusals {
        assert_eq!(from_japanese(&b, text, &KI2), Err(error), "{text}");
    }
    assert_eq!(read(&b, "８一金(72)", KI2), mv("7b8a"));
    assert_eq!(read(&b, "８一金右(72)", KI2), mv("7b8a"));
    assert!(matches!(
        from_japanese(&b, "８一金左(72)", &KI2),
        Err(NotationError::NoMatch { .. })
    ));
    // Syntax, with byte and character offsets.
    for (t, offset, char_offset) in [
        ("", 0, 0),
        ("８", 3, 1),
        ("８一", 6, 2),
        ("８一X", 6, 2),
        ("８一金左右", 12, 4),
        ("８一金上引", 12, 4),
        ("８一金右 x", 13, 5),
        ("０一金", 0, 0),
        ("８〇金", 3, 1),
        ("8a金", 1, 1),
        ("８一金(7", 11, 5),
        ("８一金(72", 12, 6),
        ("８一金(72)成", 13, 7),
        ("８一金左打", 12, 4),
    ] {
        match from_japanese(&b, t, &KI2) {
            Err(NotationError::Syntax {
                offset: o,
                char_offset: c,
                ..
            }) => assert_eq!((o, c), (offset, char_offset), "{t:?}"),
            other => panic!("{t:?}: {other:?}"),
        }
    }
    // A drop of a kind that cannot be held.
    let b = board("4k4/9/9/9/9/9/9/9/4K4 b G 1");
    assert!(matches!(
        from_japanese(&b, "５五と打", &KI2),
        Err(NotationError::Syntax { offset: 6, .. })
    ));
    match from_japanese(&b, "５五銀打", &KI2) {
        Err(NotationError::Illegal(e)) => {
            assert!(matches!(e.reason, IllegalReason::NotInHand { .. }), "{e}")
        }
        other => panic!("{other:?}"),
    }
    // 打 is optional when no piece on the board could go there.
    assert_eq!(read(&b, "５五金", KI2), mv("G*5e"));
    assert_eq!(read(&b, "５五金打", KI2), mv("G*5e"));
    // Candidates are listed in the position's square order, whatever the input order.
    assert_eq!(
        &Squares::new(&[sq("7b"), sq("9b"), sq("1a")])[..],
        [sq("1a"), sq("9b"), sq("7b")]
    );
    // Messages name the squares.
    let b = board("4k4/G1G3G1G/9/9/3S1S3/9/9/9/4K4 b - 1");
    let e = from_japanese(&b, "８一金", &KI2).unwrap_err().to_string();
    assert!(
        e.contains("９二") && e.contains("７二") && e.contains("８一"),
        "{e}"
    );
}

#[test]
fn pinned_pieces_need_no_word() {
    // The gold on ４八 is pinned by the rook on １八: only the gold on ５七
    // can go to ４七, so no word is written and none is needed to read it.
    let b = board("4k4/9/9/9/9/9/4G4/3K1G2r/9 b G 1");
    assert_eq!(text(&b, mv("5g4g"), bare(KI2)), "４七金");
    assert_eq!(read(&b, "４七金", KI2), mv("5g4g"));
    assert_eq!(text(&b, mv("G*4g"), bare(KI2)), "４七金打");
    // A pinned piece does not call for 打 either.
    let b = board("4k4/9/9/9/9/9/9/3K1G2r/9 b G 1");
    assert_eq!(text(&b, mv("G*4g"), bare(KI2)), "４七金");
    assert_eq!(read(&b, "４七金", KI2), mv("G*4g"));
}

#[test]
fn illegal_moves_are_errors() {
    let b = board("startpos");
    for usi in ["7g7e", "7g7f+", "P*5e", "5i5g", "8h2b"] {
        let m = mv(usi);
        for opts in [KI2, KIF] {
            match to_japanese(&b, m, &opts) {
                Err(NotationError::Illegal(e)) => assert_eq!(e.mv, m),
                other => panic!("{usi}: {other:?}"),
            }
        }
    }
}

#[test]
fn three_dragons_are_refused_not_misnamed() {
    // Three black dragons (more than a set holds) reach ５五; the one on ５七
    // would need 直, which 竜 never takes: an error, not a wrong text.
    let b = board("k8/9/9/9/9/3+R1+R3/4+R4/9/4K4 b - 1");
    match to_japanese(&b, mv("5g5e"), &KI2) {
        Err(NotationError::Inexpressible { mv: m, candidates }) => {
            assert_eq!(m, mv("5g5e"));
            assert_eq!(&candidates[..], [sq("6f"), sq("4f"), sq("5g")]);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(text(&b, mv("6f5e"), bare(KI2)), "５五竜左");
    assert_eq!(text(&b, mv("4f5e"), bare(KI2)), "５五竜右");
    // KIF gives the origin, so every move can be written.
    assert_eq!(text(&b, mv("5g5e"), KIF), "５五龍(57)");
    assert_eq!(read(&b, "５五竜(57)", KI2), mv("5g5e"));
}

const GOLD_STEPS: &[(i8, i8)] = &[(0, -1), (-1, -1), (1, -1), (-1, 0), (1, 0), (0, 1)];

/// Steps (file, rank deltas for black: rank -1 is forward) and whether they repeat.
fn reach(kind: Kind) -> (&'static [(i8, i8)], bool) {
    match kind {
        Kind::Gold | Kind::ProPawn | Kind::ProLance | Kind::ProKnight | Kind::ProSilver => {
            (GOLD_STEPS, false)
        }
        Kind::Silver => (&[(0, -1), (-1, -1), (1, -1), (-1, 1), (1, 1)], false),
        Kind::Knight => (&[(-1, -2), (1, -2)], false),
        Kind::Rook | Kind::Dragon => (&[(0, -1), (-1, 0), (1, 0), (0, 1)], true),
        Kind::Bishop | Kind::Horse => (&[(-1, -1), (1, -1), (-1, 1), (1, 1)], true),
        _ => (&[(0, -1)], false),
    }
}

/// `count` random positions (see [`random_position`]) that the rules
/// accept, from `seed`, with their boards.
fn random_boards(count: usize, seed: u64) -> impl Iterator<Item = (Position, Board)> {
    let mut rng = Rng(seed);
    core::iter::from_fn(move || loop {
        let Some(p) = random_position(&mut rng) else {
            continue;
        };
        if let Ok(b) = Board::from_position(&p) {
            return Some((p, b));
        }
    })
    .take(count)
}

/// A random position with two to five pieces of one family of kinds placed
/// where they reach one square, a few other pieces of either side, and hands.
fn random_position(rng: &mut Rng) -> Option<Position> {
    const FAMILIES: &[&[Kind]] = &[
        &[Kind::Gold],
        &[Kind::Silver],
        &[Kind::Dragon],
        &[Kind::Horse],
        &[Kind::ProPawn],
        &[Kind::ProSilver, Kind::ProKnight, Kind::ProLance],
        &[Kind::Gold, Kind::Silver],
        &[Kind::Rook],
        &[Kind::Bishop],
        &[Kind::Knight],
        &[Kind::Dragon, Kind::Horse],
    ];
    // At most as many of each unpromoted kind as a set holds.
    let limit = |k: Kind| [18, 4, 4, 4, 4, 2, 2, 2][k.unpromote() as usize - 1];
    let mut used = [0u8; 8];
    let mut board = [None; 81];
    let side = if rng.below(2) == 0 {
        Color::Black
    } else {
        Color::White
    };
    let other = side.flip();
    let mut put = |board: &mut [Option<Piece>; 81], kind: Kind, color: Color, f: i8, r: i8| {
        if !(1..=9).contains(&f) || !(1..=9).contains(&r) {
            return false;
        }
        let i = index_of(f as u8, r as u8);
        let base = kind.unpromote() as usize - 1;
        let far = if color == Color::Black { r } else { 10 - r };
        let dead = match kind {
            Kind::Pawn | Kind::Lance => far == 1,
            Kind::Knight => far <= 2,
            _ => false,
        };
        let pawn_file = kind == Kind::Pawn
            && (1..=9)
                .any(|rr| board[index_of(f as u8, rr)] == Some(Piece::new(color, Kind::Pawn)));
        if board[i].is_some() || used[base] >= limit(kind) || dead || pawn_file {
            return false;
        }
        used[base] += 1;
        board[i] = Some(Piece::new(color, kind));
        true
    };
    let (tf, tr) = (1 + rng.below(9) as i8, 1 + rng.below(9) as i8);
    let sign = if side == Color::Black { 1 } else { -1 };
    let family = rng.pick(FAMILIES);
    let count = 2 + rng.below(4) + u64::from(family.len() == 1 && family[0] == Kind::Silver);
    let mut placed = 0;
    let target = index_of(tf as u8, tr as u8);
    for _ in 0..40 {
        if placed == count {
            break;
        }
        let kind = rng.pick(family);
        let (steps, slides) = reach(kind);
        let (dx, dy) = rng.pick(steps);
        let mut d = 1;
        if slides {
            let far = if rng.below(10) < 6 { 2 } else { 8 };
            d = 1 + rng.below(far) as i8;
        }
        // Dragons and horses also step one square the other way.
        let (dx, dy) = match kind {
            Kind::Dragon | Kind::Horse if rng.below(3) == 0 => {
                d = 1;
                let diag = reach(if kind == Kind::Dragon {
                    Kind::Bishop
                } else {
                    Kind::Rook
                })
                .0;
                rng.pick(diag)
            }
            _ => (dx, dy),
        };
        let (f, r) = (tf - dx * d * sign, tr - dy * d * sign);
        if (1..=9).contains(&f)
            && (1..=9).contains(&r)
            && index_of(f as u8, r as u8) != target
            && put(&mut board, kind, side, f, r)
        {
            placed += 1;
        }
    }
    if rng.below(2) == 0 {
        let kind = rng.pick(&[
            Kind::Pawn,
            Kind::Silver,
            Kind::Gold,
            Kind::Knight,
            Kind::ProPawn,
        ]);
        put(&mut board, kind, other, tf, tr);
    }
    for color in [side, other] {
        for _ in 0..100 {
            let (f, r) = (1 + rng.below(9) as i8, 1 + rng.below(9) as i8);
            if index_of(f as u8, r as u8) != target && put(&mut board, Kind::King, color, f, r) {
                break;
            }
        }
    }
    for _ in 0..rng.below(12) {
        let kind = rng.pick(&Kind::ALL[..]);
        if kind == Kind::King {
            continue;
        }
        let color = if rng.below(2) == 0 { side } else { other };
        let (f, r) = (1 + rng.below(9) as i8, 1 + rng.below(9) as i8);
        put(&mut board, kind, color, f, r);
    }
    let mut hands = [[0u8; 7]; 2];
    for hand in hands.iter_mut() {
        for (slot, count) in hand.iter_mut().enumerate() {
            if rng.below(100) < 35 {
                let room = limit(Kind::ALL[slot]) - used[slot];
                let c = room.min(1 + rng.below(2) as u8);
                *count = c;
                used[slot] += c;
            }
        }
    }
    let black = Hand::new(hands[0], Color::Black).ok()?;
    let white = Hand::new(hands[1], Color::White).ok()?;
    Some(Position::new(side, board, black, white))
}

/// The squares of `color`'s pieces of `kind` whose steps or slides reach
/// `to`, found forward from every square (the library works back from `to`).
fn reaching_forward(p: &Position, color: Color, kind: Kind, to: Sq) -> Vec<Sq> {
    let mine = Some(Piece::new(color, kind));
    if p.get(to.index()).is_some_and(|q| q.color == color) {
        return Vec::new();
    }
    let sign = if color == Color::Black { 1 } else { -1 };
    let mut steps: Vec<((i8, i8), bool)> = Vec::new();
    let (own, slides) = reach(kind);
    let king = [
        (0, -1),
        (-1, -1),
        (1, -1),
        (-1, 0),
        (1, 0),
        (-1, 1),
        (0, 1),
        (1, 1),
    ];
    match kind {
        Kind::Lance => steps.push(((0, -1), true)),
        Kind::King => steps.extend(king.iter().map(|&d| (d, false))),
        Kind::Dragon => {
            steps.extend(own.iter().map(|&d| (d, true)));
            steps.extend(reach(Kind::Bishop).0.iter().map(|&d| (d, false)));
        }
        Kind::Horse => {
            steps.extend(own.iter().map(|&d| (d, true)));
            steps.extend(reach(Kind::Rook).0.iter().map(|&d| (d, false)));
        }
        _ => steps.extend(own.iter().map(|&d| (d, slides))),
    }
    let mut out = Vec::new();
    for &from in Sq::ALL.iter() {
        if p.get(from.index()) != mine {
            continue;
        }
        let hits = steps.iter().any(|&((df, dr), slide)| {
            let (mut f, mut r) = (from.file() as i8, from.rank() as i8);
            loop {
                f += df * sign;
                r += dr * sign;
                let Some(s) = u8::try_from(f)
                    .ok()
                    .zip(u8::try_from(r).ok())
                    .and_then(|(f, r)| Sq::new(f, r))
                else {
                    return false;
                };
                if s == to {
                    return true;
                }
                if !slide || p.get(s.index()).is_some() {
                    return false;
                }
            }
        });
        if hits {
            out.push(from);
        }
    }
    out
}

/// The example of `reach::pseudo_sources`: both golds reach ５七.
#[test]
fn pseudo_sources_example() {
    let (p, _) = parse_sfen("4k4/9/9/9/9/9/9/3G1G3/4K4 b - 1").unwrap();
    let at = |sq: Sq| p.get(sq.index());
    let to = Sq::new(5, 7).unwrap();
    assert_eq!(
        reach::pseudo_sources(Color::Black, Kind::Gold, to, at).len(),
        2
    );
}

#[test]
fn reach_counts_legal_or_pseudo_sources() {
    // The pinned gold on ４八 counts for kifu files, not for the official rules.
    let b = board("4k4/9/9/9/9/9/4G4/3K1G2r/9 b G 1");
    let mut list = MoveList::new();
    let legal = reach::sources(&b, Kind::Gold, sq("4g"), Reach::Legal, &mut list);
    let pseudo = reach::sources(&b, Kind::Gold, sq("4g"), Reach::Pseudo, &mut list);
    assert_eq!(&legal[..], &[sq("5g")]);
    assert_eq!(&pseudo[..], &[sq("5g"), sq("4h")]);
    // Random positions rich in one kind: every square, every kind, both
    // sides. Legal sources are the origins of the legal moves there; pseudo
    // ones are the pieces whose steps and slides reach it, found forward.
    let (mut positions, mut checked, mut pinned) = (0, 0, 0);
    let count = if full() { 5_000 } else { 150 };
    let mut all = MoveList::new();
    for (p, b) in random_boards(count, 0x0072_eac4) {
        positions += 1;
        assert_eq!(b.checked(), b.in_check(), "{}", shogi64::to_sfen(&p, 1));
        b.legal_moves(&mut all);
        for &to in Sq::ALL.iter() {
            for kind in Kind::ALL {
                for color in [Color::Black, Color::White] {
                    let at = |s: Sq| p.get(s.index());
                    let found = reach::pseudo_sources(color, kind, to, at);
                    let mut expected = reaching_forward(&p, color, kind, to);
                    expected.sort_by_key(|s| s.index());
                    assert_eq!(&found[..], &expected[..], "{kind:?} {color:?} to {to}");
                    if color == b.turn() {
                        let on_cells = reach::sources(&b, kind, to, Reach::Pseudo, &mut list);
                        assert_eq!(on_cells, found, "the cells' {kind:?} to {to}");
                    }
                    for &from in Sq::ALL.iter() {
                        if p.get(from.index()) == Some(Piece::new(color, kind)) {
                            let reached = reach::pseudo_reaches(color, kind, from, to, at);
                            assert_eq!(reached, expected.contains(&from), "{from} to {to}");
                        }
                    }
                    checked += 1;
                }
                let legal = reach::sources(&b, kind, to, Reach::Legal, &mut list);
                let mut expected: Vec<Sq> = Vec::new();
                for m in all.iter() {
                    if let Move::Board { from, to: t, .. } = *m {
                        if t == to
                            && b.piece_at(from).map(|q| q.kind) == Some(kind)
                            && !expected.contains(&from)
                        {
                            expected.push(from);
                        }
                    }
                }
                expected.sort_by_key(|s| s.index());
                assert_eq!(&legal[..], &expected[..], "legal {kind:?} to {to}");
                let pseudo = reach::sources(&b, kind, to, Reach::Pseudo, &mut list);
                // The writer's tests of the candidates, without the
                // generator: in check, each move asked of the rules; out of
                // check, each one's pin alone.
                if kind != Kind::King {
                    let kept = pseudo.retain(|from| {
                        [false, true]
                            .into_iter()
                            .any(|promote| b.is_legal(Move::Board { from, to, promote }))
                    });
                    assert_eq!(&kept[..], &expected[..], "each asked {kind:?} to {to}");
                    if !b.checked() {
                        let kept = pseudo.retain(|s| b.unpinned_to(s, to));
                        assert_eq!(kept, legal, "unpinned_to {kind:?} to {to}");
                    }
                }
                assert!(legal.iter().all(|s| pseudo.contains(s)));
                pinned += pseudo.len() - legal.len();
            }
        }
    }
    eprintln!("{positions} positions, {checked} pseudo sets, {pinned} pieces only pseudo");
    assert!(checked > 0 && pinned > 0);
}

#[test]
fn the_writer_refuses_exactly_what_the_rules_refuse() {
    // Every move of the whole move space (each origin, destination and
    // promotion; each drop) of random positions, those in check and with
    // pinned pieces among them: written when the rules take it, else
    // refused with the rules' own reason.
    let (mut moves, mut refused, mut checked) = (0, 0, 0);
    let count = if full() { 400 } else { 30 };
    let all: Vec<Move> = (Sq::ALL.iter())
        .flat_map(|&from| {
            (Sq::ALL.iter())
                .flat_map(move |&to| [false, true].map(|promote| Move::Board { from, to, promote }))
        })
        .chain(
            Kind::ALL
                .into_iter()
                .filter(|k| k.hand_slot().is_some())
                .flat_map(|kind| Sq::ALL.iter().map(move |&to| Move::Drop { kind, to })),
        )
        .collect();
    // Checks to answer by a block, a capture or a king's step, a double
    // check, pins along a rank, a file and a diagonal, a pawn drop that mates.
    let fixed = [
        "4k4/9/9/9/4r4/9/9/3G1G3/4K4 b GSPr 1",
        "4k4/9/9/9/4r4/9/2b6/3G1G3/4K4 b GSP 1",
        "4k4/9/9/9/9/9/9/3K1G2r/9 b G 1",
        "4k4/4r4/9/9/9/9/4S4/4K4/9 b P 1",
        "8k/9/9/9/9/9/2S6/1K7/b8 b - 1",
        "kn7/1s7/1P7/9/9/9/9/9/8K b P 1",
        "3gk4/4P4/9/9/9/9/9/9/4K3R w Gp 1",
    ]
    .map(board);
    let random = random_boards(count, 0x5eed_0a11).map(|(_, b)| b);
    for b in fixed.into_iter().chain(random) {
        checked += usize::from(b.in_check());
        for &m in &all {
            for opts in [KI2, KIF] {
                let written = japanese(&b, m, &opts);
                match b.check_legal(m) {
                    Ok(()) => assert!(
                        !matches!(written, Err(NotationError::Illegal(_))),
                        "{m} refused: {written:?}"
                    ),
                    Err(e) => {
                        assert_eq!(written.err(), Some(NotationError::Illegal(e)), "{m}");
                        refused += 1;
                    }
                }
                moves += 1;
            }
        }
    }
    eprintln!("{moves} moves written or refused, {refused} refused, {checked} positions in check");
    assert!(refused > 0 && checked > 0);
}

/// Every legal move of `count` random positions, written in both styles (and
/// with 同) and read back.
fn round_trip(count: usize, seed: u64) -> (usize, BTreeMap<String, usize>) {
    let mut moves = 0;
    let mut words: BTreeMap<String, usize> = BTreeMap::new();
    let mut list = MoveList::new();
    let mut scratch = MoveList::new();
    for (p, b) in random_boards(count, seed) {
        b.legal_moves(&mut list);
        for &m in list.iter() {
            let same = KI2.after(Some(Move::Drop {
                kind: Kind::Pawn,
                to: m.to(),
            }));
            let styles = [KI2, KIF, same, bare(KI2), KIF.after(same.previous)];
            for opts in &styles[..if full() { 5 } else { 3 }] {
                let opts = *opts;
                let t = to_japanese(&b, m, &opts)
                    .unwrap_or_else(|e| panic!("{} {m}: {e}", shogi64::to_sfen(&p, 1)));
                // The kept-list form reads as the plain one does.
                let back = from_japanese_with(&b, &t, &opts, &mut scratch)
                    .unwrap_or_else(|e| panic!("{} {m} {t}: {e}", shogi64::to_sfen(&p, 1)));
                assert_eq!(from_japanese(&b, &t, &opts), Ok(back));
                assert_eq!(back, m, "{} {t}", shogi64::to_sfen(&p, 1));
                if opts == KI2 {
                    let w: String = t
                        .chars()
                        .filter(|c| "右左上引寄直打".contains(*c))
                        .collect();
                    *words.entry(w).or_default() += 1;
                }
            }
            moves += 1;
        }
    }
    (moves, words)
}

#[test]
fn round_trip_every_legal_move() {
    let count = if full() { 10_000 } else { 350 };
    let (moves, words) = round_trip(count, 0x005e_ed13);
    eprintln!("{count} positions, {moves} moves; words: {words:?}");
    assert!(moves > count);
    // The generator must produce the cases the rules are about.
    for w in ["上", "引", "寄", "左", "右", "直", "左上", "右引", "打"] {
        assert!(
            words.get(w).copied().unwrap_or(0) > 0,
            "no {w} in {words:?}"
        );
    }
}

/// The text the oracles would write if the pieces that could move were those
/// on `reach` (as they count them, pins aside).
fn text_with_sources(b: &Board, m: Move, reach: &[Sq], opts: JapaneseOptions) -> Option<String> {
    let color = b.turn();
    let to = m.to();
    let kif = JapaneseOptions {
        style: Style::Kif,
        mark: Some(opts.effective_mark()),
        dragon: Some(opts.effective_dragon()),
        ..opts
    };
    let plain = to_japanese(b, m, &kif).ok()?;
    // KIF text without the origin and 打 is the KI2 text without words.
    let head: String = plain.split('(').next()?.trim_end_matches('打').to_string();
    let (body, suffix) = if let Some(h) = head.strip_suffix("不成") {
        (h.to_string(), "不成")
    } else if let Some(h) = head.strip_suffix('成') {
        (h.to_string(), "成")
    } else {
        (head, "")
    };
    let w = match m {
        Move::Drop { .. } => {
            return Some(format!(
                "{body}{}",
                if reach.is_empty() { "" } else { "打" }
            ));
        }
        Move::Board { from, .. } => {
            let kind = b.piece_at(from)?.kind;
            relative::words(kind, color, from, to, reach)?
        }
    };
    let Words { position, movement } = w;
    let mut t = body;
    t.extend(position.map(|p| p.char()));
    t.extend(movement.map(|p| p.char()));
    Some(t + suffix)
}

fn check_oracles(cases: &[Value]) {
    let opts = JapaneseOptions {
        dragon: Some(DragonChar::Traditional),
        ..KI2
    };
    let mut agree = 0;
    let mut kinds: BTreeMap<String, (usize, String)> = BTreeMap::new();
    for case in cases {
        let sfen = case["sfen"].as_str().unwrap();
        let b = board(sfen);
        let m = mv(case["usi"].as_str().unwrap());
        let ours = text(&b, m, opts);
        assert_eq!(read(&b, &ours, opts), m);
        let reach: Vec<Sq> = case["reach"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| sq(v.as_str().unwrap()))
            .collect();
        for oracle in ["tsshogi", "jkf"] {
            let theirs = case[oracle].as_str().unwrap();
            // Their text must always mean the move to our reader.
            assert_eq!(read(&b, theirs, opts), m, "{oracle}: {sfen} {m} {theirs}");
            if theirs == ours {
                agree += 1;
                continue;
            }
            // A disagreement must come from a piece they count that cannot
            // legally move there (pinned, or its move would be illegal):
            // with their pieces, our rules give their text.
            let mut list = MoveList::new();
            b.legal_moves_to(m.to(), &mut list);
            let extra: Vec<Sq> = reach
                .iter()
                .copied()
                .filter(|s| !list.iter().any(|l| l.from() == Some(*s)))
                .collect();
            assert!(
                !extra.is_empty(),
                "{oracle}: {sfen} {m}: ours {ours}, theirs {theirs}"
            );
            assert_eq!(
                text_with_sources(&b, m, &reach, opts).as_deref(),
                Some(theirs),
                "{oracle}: {sfen} {m}: ours {ours}"
            );
            let what = match m {
                Move::Drop { .. } => "打 written",
                Move::Board { .. } => "右左上引寄直 written",
            };
            let kind = format!("{oracle}: {what} for a piece that cannot legally move there");
            let entry = kinds.entry(kind).or_insert((0, String::new()));
            entry.0 += 1;
            if entry.1.is_empty() {
                entry.1 = format!("{sfen} {m}: ours {ours}, theirs {theirs}");
            }
        }
    }
    eprintln!(
        "{} moves, {agree} agreements; disagreements: {kinds:#?}",
        cases.len()
    );
    assert!(agree > cases.len());
}

#[test]
fn oracles_agree_or_are_ruled() {
    if full() {
        let out = std::process::Command::new("node")
            .arg(format!(
                "{}/tests/oracles/notation.mjs",
                env!("CARGO_MANIFEST_DIR")
            ))
            .args(["100000", "2026"])
            .output()
            .expect("node runs the oracle script");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let cases: Vec<Value> = String::from_utf8(out.stdout)
            .unwrap()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(cases.len(), 100_000);
        check_oracles(&cases);
    }
    let cases = lines("oracle.jsonl");
    assert!(cases.len() >= 5000);
    check_oracles(&cases);
}

proptest! {
    // A fixed seed: the same cases on every run.
    #![proptest_config(ProptestConfig {
        rng_seed: proptest::test_runner::RngSeed::Fixed(0x5e64),
        ..ProptestConfig::with_cases(if full() { 200_000 } else { 3_000 })
    })]

    #[test]
    fn any_text_is_read_without_panic(t in ".{0,24}") {
        let b = board("4k4/G1G3G1G/9/9/3S1S3/9/9/9/4K4 b GSp 1");
        let _ = from_japanese(&b, &t, &KI2.after(Some(Move::Drop { kind: Kind::Pawn, to: Sq::new(8, 1).unwrap() })));
    }

    #[test]
    fn move_shaped_text_is_read_as_a_legal_move_or_refused(
        mark in proptest::sample::select(vec!["", "▲", "△", "☗", "☖", " "]),
        file in proptest::sample::select(vec!["", "1", "2", "7", "8", "9", "１", "５", "８", "９", "同", "同　", "同 "]),
        rank in proptest::sample::select(vec!["", "1", "2", "一", "二", "五", "九", "２", "a"]),
        piece in proptest::sample::select(vec!["金", "銀", "歩", "と", "成銀", "全", "竜", "玉", "王", "角", "成"]),
        words in proptest::sample::select(vec!["", "左", "右", "直", "上", "行", "引", "寄", "左上", "右引", "上左", "直上", "左右"]),
        suffix in proptest::sample::select(vec!["", "打", "成", "不成", "不"]),
        origin in proptest::sample::select(vec!["", "(92)", "(72)", "(55)", "(99)", "(0", "(１２)"]),
    ) {
        let t = format!("{mark}{file}{rank}{piece}{words}{suffix}{origin}");
        let b = board("4k4/G1G3G1G/9/9/3S1S3/9/9/9/4K4 b GSp 1");
        let opts = KI2.after(Some(Move::Drop { kind: Kind::Pawn, to: Sq::new(8, 1).unwrap() }));
        if let Ok(m) = from_japanese(&b, &t, &opts) {
            prop_assert!(b.is_legal(m));
            let back = to_japanese(&b, m, &opts).unwrap();
            prop_assert_eq!(from_japanese(&b, &back, &opts).unwrap(), m);
        }
    }

    #[test]
    fn notation_like_text_is_read_without_panic(
        t in proptest::collection::vec(
            proptest::sample::select(
                "▲△☗☖同　 123456789１２３４５６７８９一二三四五六七八九歩香桂銀金角飛玉王と成香桂銀馬竜龍全圭杏右左上引寄直行打不成()"
                    .chars()
                    .collect::<Vec<char>>(),
            ),
            0..12,
        )
    ) {
        let t: String = t.into_iter().collect();
        let b = board("4k4/G1G3G1G/9/9/3S1S3/9/9/9/4K4 b GSp 1");
        if let Ok(m) = from_japanese(&b, &t, &KI2) {
            // Whatever is accepted is legal and written back as the same move.
            prop_assert!(b.is_legal(m));
            let back = to_japanese(&b, m, &KI2).unwrap();
            prop_assert_eq!(from_japanese(&b, &back, &KI2).unwrap(), m);
        }
    }
}

#[test]
fn a_text_is_made_of_its_key_as_the_options_ask() {
    // Every legal move of random positions, under every choice of the
    // options, 同 or not. The text is made from its key alone
    // (`MoveText::from_key`), so the key must carry every choice: the text
    // is checked part by part against the options and the move (mark, 同
    // or the square, name, KIF's origin), reads back as the move, and the
    // key is the same as `japanese_key`'s, below 2²⁵.
    const FILES: [char; 9] = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];
    const RANKS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
    let mut keys = std::collections::HashSet::new();
    let count = if full() { 2_000 } else { 120 };
    let mut list = MoveList::new();
    let mut texts = 0;
    for (p, b) in random_boards(count, 0x7e47_0001) {
        b.legal_moves(&mut list);
        let color = p.turn();
        for &mv in list.iter() {
            let kind = match mv {
                Move::Drop { kind, .. } => kind,
                Move::Board { from, .. } => p.get(from.index()).unwrap().kind,
            };
            for style in [Style::Ki2, Style::Kif] {
                for mark in [
                    None,
                    Some(Mark::Shogi),
                    Some(Mark::Triangle),
                    Some(Mark::None),
                ] {
                    for dragon in [
                        None,
                        Some(DragonChar::Simplified),
                        Some(DragonChar::Traditional),
                    ] {
                        for king in [KingChar::Gyoku, KingChar::WhiteOu] {
                            for (previous, same_space) in
                                [(None, true), (Some(mv), true), (Some(mv), false)]
                            {
                                let opts = JapaneseOptions {
                                    previous,
                                    same_space,
                                    mark,
                                    dragon,
                                    king,
                                    style,
                                };
                                let text = japanese(&b, mv, &opts).unwrap();
                                let key = text.key();
                                assert_eq!(japanese_key(&b, mv, &opts), Ok(key));
                                assert!(key > 0 && key < 1 << 25, "{key} {}", text.as_str());
                                let mut rest = text.as_str();
                                if let Some(c) = opts.effective_mark().char(color) {
                                    rest = rest.strip_prefix(c).unwrap();
                                }
                                rest = match (previous, same_space) {
                                    (Some(_), true) => rest.strip_prefix("同　"),
                                    (Some(_), false) => rest.strip_prefix('同'),
                                    (None, _) => rest
                                        .strip_prefix(FILES[usize::from(mv.to().file()) - 1])
                                        .and_then(|r| {
                                            r.strip_prefix(RANKS[usize::from(mv.to().rank()) - 1])
                                        }),
                                }
                                .unwrap_or_else(|| panic!("{} {mv}", text.as_str()));
                                let name = super::names::kind_name(
                                    kind,
                                    color,
                                    opts.effective_dragon(),
                                    opts.king,
                                );
                                rest = rest.strip_prefix(name).unwrap();
                                if let (Style::Kif, Move::Board { from, .. }) = (style, mv) {
                                    let origin = format!("({}{})", from.file(), from.rank());
                                    assert!(rest.ends_with(&origin), "{}", text.as_str());
                                }
                                assert_eq!(from_japanese(&b, text.as_str(), &opts), Ok(mv));
                                keys.insert(key);
                                texts += 1;
                            }
                        }
                    }
                }
            }
        }
    }
    eprintln!("{texts} texts, {} keys", keys.len());
    assert!(keys.len() > 10_000);
}

#[test]
fn any_number_makes_some_text_without_a_panic() {
    // Keys no writer gives included: every 4,099th number of 32 bits.
    for key in (0..u32::MAX).step_by(4_099) {
        let text = MoveText::from_key(key);
        assert!(text.as_str().len() <= shogi64::notation::MAX_TEXT);
        assert_eq!(text.key(), key);
    }
}
