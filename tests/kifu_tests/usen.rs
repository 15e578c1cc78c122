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
    MoveEntry, Place, Record, Special, UsenErrorKind, UsenPlace,
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
    let is_move = |e: &MoveEntry| e.mv.is_some() && e.illegal.is_none();
    let written = line
        .iter()
        .position(|e| !is_move(e))
        .map_or(line.len(), |i| i + 1);
    let n0 = prefix.len();
    prefix.extend(
        line[..written]
            .iter()
            .filter(|e| is_move(e))
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

#[path = "../usen/check.rs"]
mod check;

// The random records' generator, seeded by proptest.
#[path = "../common/xorshift.rs"]
mod xorshift;
use xorshift::Rng;

/// Endings: the four letters' (and the two more written `j`), then those
/// USEN has no letter for.
const ENDINGS: &[Special] = &[
    Special::Toryo,
    Special::TimeUp,
    Special::Chudan,
    Special::Jishogi,
    Special::Hikiwake,
    Special::MaxMoves,
    Special::Tsumi,
    Special::Fuzumi,
    Special::Sennichite,
    Special::Kachi,
    Special::IllegalMove,
    Special::IllegalAction(None),
];
const LETTERED: usize = 6;

fn random_move(rng: &mut Rng, board: &Board) -> Option<(Move, MoveData)> {
    let mut list = MoveList::new();
    board.legal_moves(&mut list);
    let place = |sq: Sq| Place::new(sq.file(), sq.rank()).unwrap();
    let m = *list.iter().nth(rng.below(list.len().max(1)))?;
    let data = match m {
        Move::Board { from, to, promote } => MoveData {
            color: None,
            from: Some(place(from)),
            to: place(to),
            piece: board.piece_at(from).unwrap().kind,
            same: false,
            promote: promote.then_some(true),
            capture: None,
            relative: None,
        },
        Move::Drop { kind, to } => MoveData {
            color: None,
            from: None,
            to: place(to),
            piece: kind,
            same: false,
            promote: None,
            capture: None,
            relative: None,
        },
    };
    Some((m, data))
}

/// A line of `len` moves or fewer from `board`, with variations on any
/// move but its first (one of them, now and then, starting with the move it
/// replaces), comments and times (which USEN leaves out), and an ending now
/// and then, with variations beside it when it has a letter.
fn random_line(
    rng: &mut Rng,
    mut board: Board,
    mut last: Option<Place>,
    len: usize,
    depth: u32,
) -> Vec<MoveEntry> {
    let mut line = Vec::new();
    for i in 0..len {
        let (before, before_last) = (board.clone(), last);
        let Some((m, mut mv)) = random_move(rng, &board) else {
            break;
        };
        mv.same = last == Some(mv.to);
        board.play(m).unwrap();
        last = Some(mv.to);
        let mut entry = MoveEntry {
            mv: Some(mv.clone()),
            ..MoveEntry::default()
        };
        if rng.chance(20) {
            entry.comments.push(String::from("comment"));
        }
        if depth < 3 && i > 0 && rng.chance(15) {
            for _ in 0..1 + rng.below(2) {
                let n = 1 + rng.below(6);
                let mut fork = random_line(rng, before.clone(), before_last, n, depth + 1);
                if rng.chance(30) {
                    // The move it replaces, then a line of its own.
                    let mut b = before.clone();
                    b.play(m).unwrap();
                    fork = vec![MoveEntry {
                        mv: Some(mv.clone()),
                        ..MoveEntry::default()
                    }];
                    let n = rng.below(4);
                    fork.extend(random_line(rng, b, Some(mv.to), n, depth + 1));
                }
                if !fork.is_empty() {
                    entry.forks.push(fork);
                }
            }
        }
        line.push(entry);
    }
    if rng.chance(40) {
        let k = rng.below(ENDINGS.len());
        let mut end = MoveEntry {
            special: Some(ENDINGS[k]),
            ..MoveEntry::default()
        };
        if k < LETTERED && depth < 3 && rng.chance(40) {
            let n = 1 + rng.below(4);
            let fork = random_line(rng, board, last, n, depth + 1);
            if !fork.is_empty() {
                end.forks.push(fork);
            }
        }
        line.push(end);
    }
    line
}

fn random_record(rng: &mut Rng) -> Record {
    let mut record = Record::default();
    record
        .header
        .push((String::from("先手"), String::from("a")));
    let presets = ["HIRATE", "KY", "KA", "2", "4", "6", "8", "10", "7_L"];
    let start = match rng.below(3) {
        0 => None,
        1 => Some(shogi64::kifu::Initial {
            preset: String::from(presets[rng.below(presets.len())]),
            data: None,
        }),
        _ => {
            let mut board = Board::from_position(&shogi64::Position::initial()).unwrap();
            for _ in 0..rng.below(30) {
                if let Some((m, _)) = random_move(rng, &board) {
                    board.play(m).unwrap();
                }
            }
            Some(shogi64::kifu::Initial {
                preset: String::from("OTHER"),
                data: Some(shogi64::kifu::InitialData::from_position(
                    &board.to_position(),
                )),
            })
        }
    };
    record.initial = start;
    let board = Board::from_position(&start_position(record.initial.as_ref()).unwrap()).unwrap();
    record.moves.push(MoveEntry::default());
    let len = rng.below(60);
    record.moves.extend(random_line(rng, board, None, len, 0));
    shogi64::kifu::fill(&mut record).unwrap();
    record
}

/// What USEN keeps of a line: the moves, the endings with a letter (as the
/// letter reads), variations; no comment, no time, no other ending, and
/// no variation left empty by that.
fn kept(line: &mut Vec<MoveEntry>) {
    line.retain(|e| e.mv.is_some() || e.special.is_some_and(|s| ENDINGS[..LETTERED].contains(&s)));
    for e in line.iter_mut() {
        e.comments.clear();
        e.time = None;
        if matches!(e.special, Some(Special::Hikiwake | Special::MaxMoves)) {
            e.special = Some(Special::Jishogi);
        }
        for fork in &mut e.forks {
            kept(fork);
        }
        // A variation of nothing but an ending without a letter is not
        // written at all.
        e.forks.retain(|fork| !fork.is_empty());
    }
}

/// A cursor on `record`: the variations followed and a ply with a move.
fn random_cursor(rng: &mut Rng, record: &Record) -> (Vec<(usize, usize)>, usize) {
    let mut forks = Vec::new();
    let mut line: &[MoveEntry] = &record.moves;
    let (mut base, mut ply) = (0, 0);
    while let Some(mut entry) = line.get(ply + 1 - base) {
        if !entry.forks.is_empty() && rng.chance(50) {
            let i = rng.below(entry.forks.len());
            forks.push((ply + 1, i));
            line = &entry.forks[i];
            base = ply + 1;
            entry = &line[0];
        }
        if entry.mv.is_none() || rng.chance(5) {
            break;
        }
        ply += 1;
    }
    forks.retain(|&(at, _)| at <= ply);
    (forks, ply)
}

fn usi_line(record: &Record, forks: &[(usize, usize)], ply: usize) -> Vec<Option<String>> {
    kifu_positions(record, forks)
        .unwrap()
        .into_iter()
        .take(ply + 1)
        .map(|p| p.usi)
        .collect()
}

proptest! {
    // A fixed seed: the same cases on every run.
    #![proptest_config(ProptestConfig {
        rng_seed: proptest::test_runner::RngSeed::Fixed(0x5e64),
        ..ProptestConfig::with_cases(if crate::common::full() { 5_000 } else { 300 })
    })]

    /// A random record with variations and endings, written and read back:
    /// the same start, moves and variations, less what USEN does not keep;
    /// a cursor's branch index read back places the same line and ply.
    #[test]
    fn random_records_round_trip(seed in any::<u64>()) {
        let mut rng = Rng(seed | 1);
        let record = random_record(&mut rng);
        let usen = to_usen(&record).unwrap();
        let back = parse_usen(&usen).unwrap_or_else(|e| panic!("{usen}: {e}"));
        prop_assert_eq!(start_position(back.initial.as_ref()), start_position(record.initial.as_ref()));
        let mut want = vec![MoveEntry::default()];
        let mut rest = record.moves[1..].to_vec();
        kept(&mut rest);
        want.extend(rest);
        prop_assert_eq!(&back.moves, &want, "{}", usen);
        prop_assert_eq!(to_usen(&back).unwrap(), usen.clone());
        check::check(&usen);
        for _ in 0..3 {
            let (forks, ply) = random_cursor(&mut rng, &record);
            let (branch, at) = usen_branch(&record, &forks, ply).unwrap();
            prop_assert_eq!(at, ply);
            let (_, place) = parse_usen_at(&usen, branch, ply).unwrap();
            prop_assert_eq!(place.ply, ply);
            prop_assert_eq!(usi_line(&back, &place.forks, ply), usi_line(&record, &forks, ply));
        }
    }

    /// Mutated USEN, and bytes of its alphabet: read or refused, never a
    /// panic; what is read writes back and reads again the same.
    #[test]
    fn mutated_usen_is_read_or_refused(seed in any::<u64>(), cut in 0usize..400, junk in "[-_.~0-9a-z]{0,12}") {
        let mut rng = Rng(seed | 1);
        let usen = to_usen(&random_record(&mut rng)).unwrap();
        let cut = cut.min(usen.len());
        check::check(&usen[..cut]);
        check::check(&format!("{}{}{}", &usen[..cut], junk, &usen[cut..]));
        check::check(&junk);
    }
}

#[test]
fn errors_name_their_offset() {
    use UsenErrorKind as K;
    let cases: &[(&str, usize, UsenErrorKind)] = &[
        ("", 0, K::Expected("'~' and a section")),
        ("~", 1, K::Expected("the ply, in digits")),
        ("~0", 2, K::Expected("'.' after the ply")),
        ("~0.7k", 3, K::Expected("three base-36 digits 0-9a-z")),
        ("~0.7kU.", 5, K::Character(b'U')),
        ("~0.7ku", 6, K::Expected("'.' and an ending letter")),
        ("~0.7ku.x", 7, K::Ending(b'x')),
        ("~0.7ku.rr", 8, K::Character(b'r')),
        ("~0.7ku.~2.2jm.", 7, K::PlyBeyond { ply: 2, length: 1 }),
        ("~0.zzz.", 3, K::BadMove),
        ("~0.7ku.~0.", 10, K::Expected("'.' and an ending letter")),
        (
            "~0.000.",
            3,
            K::Illegal(shogi64::IllegalMove {
                mv: "1a1a".parse().unwrap(),
                reason: shogi64::IllegalReason::NotOwnPiece {
                    kind: shogi64::Kind::Lance,
                },
            }),
        ),
        ("a b~0..", 1, K::Character(b' ')),
        (
            "9_9.b.-~0..",
            0,
            K::Start(shogi64::SfenError::RankCount { ranks: 2 }),
        ),
        ("9_9.b~0..", 0, K::Expected("the start as board.side.hands")),
    ];
    for (text, offset, kind) in cases {
        let e = parse_usen(text).unwrap_err();
        assert_eq!((e.offset, &e.kind), (*offset, kind), "{text}: {e}");
    }
    // A drop of a kind no hand holds: origin 81 + 8, the king.
    let code = ((81 + 8) * 81 + 40) * 2;
    let digits = |n: usize| -> String {
        [n / 1296, n / 36 % 36, n % 36]
            .iter()
            .map(|&d| char::from(b"0123456789abcdefghijklmnopqrstuvwxyz"[d]))
            .collect()
    };
    let e = parse_usen(&format!("~0.{}.", digits(code))).unwrap_err();
    assert_eq!((e.offset, e.kind), (3, K::NotHandKind));
    // Variations nested 64 deep are read, 65 refused: section k leaves the
    // line of section k - 1 after its first move, playing the moves of a
    // real game again (variations are never merged).
    let game = fixture()[0]["usen"].as_str().unwrap().to_owned();
    let codes = game.strip_prefix("~0.").unwrap();
    assert!(codes.len() > 3 * 70);
    let nested = |depth: usize| {
        let mut text = format!("~0.{}.", &codes[..6]);
        for k in 1..=depth {
            text.push_str(&format!("~{k}.{}.", &codes[3 * k..3 * k + 6]));
        }
        text
    };
    let record = parse_usen(&nested(64)).unwrap();
    assert_eq!(to_usen(&record).unwrap(), nested(64));
    let e = parse_usen(&nested(65)).unwrap_err();
    assert_eq!((e.offset, e.kind), (nested(64).len() + 4, K::TooDeep));
}

/// The exact inputs on which the `usen` fuzz target failed
/// (`tests/fuzz_crashes/usen-<hash>`), each through its check.
///
/// `usen-51055537b708`: a start with five knights (an extra one, promoted,
/// on the board) whose line captures them all: the hand holds more than the
/// set has, which the rules play and a Shogi64 position cannot hold, so the
/// line is positioned up to there only (`PositionsError::Move`), as a kifu
/// file's would be.
#[test]
fn fuzz_crash_inputs_pass_the_check() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz_crashes");
    let mut seen = 0;
    for e in std::fs::read_dir(dir).unwrap() {
        let path = e.unwrap().path();
        if path
            .file_name()
            .unwrap()
            .to_str()
            .unwrap()
            .starts_with("usen-")
        {
            check::check(&String::from_utf8_lossy(&std::fs::read(&path).unwrap()));
            seen += 1;
        }
    }
    assert!(seen >= 1, "{seen} crash inputs");
}

/// A move the rules refuse, kept in the record with its reason, ends its
/// line unwritten: USEN has no way to write it that tsshogi reads.
#[test]
fn an_illegal_move_ends_its_line_unwritten() {
    let kif = "1 ７六歩(77)\n2 ３四歩(33)\n3 ５五歩(57)\n\n変化：3手\n3 ２六歩(27)\n";
    let record = shogi64::kifu::parse_kifu(kif, None).unwrap();
    assert!(record.moves[3].illegal.is_some());
    let usen = to_usen(&record).unwrap();
    assert_eq!(usen, "~0.7ku2jm.~2.6y2.");
    assert_eq!(usen_branch(&record, &[], 3), Some((0, 2)));
    assert_eq!(usen_branch(&record, &[(3, 0)], 3), Some((1, 3)));
    check::check(&usen);
}
