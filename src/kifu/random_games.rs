//! Random games (drops, promotions, captures, variations, comments, times,
//! endings, handicap and diagram starts) written in every format and read
//! back. The moves are legal ones, drawn from the rules engine's, but for a
//! drop of a piece not in hand that ends a line now and then.
//! A seeded subset by default; SHOGI64_FULL=1 runs 1,000 games.

#[path = "../../tests/roundtrip_common/mod.rs"]
mod roundtrip_common;

use roundtrip_common::normalize;
use shogi64::kifu::replay::{fill, play as play_move, start_board};
use shogi64::kifu::{
    format_kifu, kifu_positions, parse_kifu, Format, Hms, Initial, InitialData, MoveData,
    MoveEntry, Place, Record, Special, Time,
};
use shogi64::{Board, Move, MoveList, Position, Sq};

use super::xorshift::Rng;

/// The generator, and whether a line may end with an illegal move.
struct Gen {
    rng: Rng,
    illegal: bool,
}

impl core::ops::Deref for Gen {
    type Target = Rng;
    fn deref(&self) -> &Rng {
        &self.rng
    }
}

impl core::ops::DerefMut for Gen {
    fn deref_mut(&mut self) -> &mut Rng {
        &mut self.rng
    }
}

const WORDS: &[&str] = &[
    "好手",
    "悪手",
    "▲７六歩",
    "comment",
    "x:y",
    "'quoted'",
    "*star",
    "&mark",
    "同　歩",
    "  spaced ",
    "変化",
    "まで",
    "\"q\"",
    "手数",
    "(1)",
];

fn text(rng: &mut Gen) -> String {
    (0..1 + rng.below(3))
        .map(|_| WORDS[rng.below(WORDS.len())])
        .collect()
}

/// A random legal move (the rules engine's), or `None` when there is none
/// or the rules refuse the position; captures, promotions and drops are
/// preferred now and then so that every game has some.
fn random_move(rng: &mut Gen, board: &Board) -> Option<MoveData> {
    let mut list = MoveList::new();
    board.legal_moves(&mut list);
    let place = |sq: Sq| Place::new(sq.file(), sq.rank()).unwrap();
    let moves: Vec<MoveData> = list
        .iter()
        .map(|&m| match m {
            Move::Board { from, to, promote } => MoveData {
                promote: promote.then_some(true),
                capture: board.piece_at(to).map(|p| p.kind),
                ..MoveData::new(
                    Some(place(from)),
                    place(to),
                    board.piece_at(from).unwrap().kind,
                )
            },
            Move::Drop { kind, to } => MoveData::new(None, place(to), kind),
        })
        .collect();
    let preferred: Vec<&MoveData> = match rng.below(4) {
        0 => moves.iter().filter(|m| m.capture.is_some()).collect(),
        1 => moves.iter().filter(|m| m.promote == Some(true)).collect(),
        2 => moves.iter().filter(|m| m.from.is_none()).collect(),
        _ => Vec::new(),
    };
    let mut mv = if preferred.is_empty() {
        moves.get(rng.below(moves.len().max(1)))?.clone()
    } else {
        preferred[rng.below(preferred.len())].clone()
    };
    mv.capture = None;
    Some(mv)
}

fn play(board: &mut Board, mv: &MoveData) {
    assert!(play_move(board, mv), "a generated move plays");
}

const ENDINGS: &[&str] = &[
    "TORYO",
    "CHUDAN",
    "SENNICHITE",
    "JISHOGI",
    "TSUMI",
    "FUZUMI",
    "TIME_UP",
    "ILLEGAL_ACTION",
    "ILLEGAL_MOVE",
];

fn random_line(
    rng: &mut Gen,
    mut state: Board,
    mut last: Option<Place>,
    len: usize,
    depth: u32,
    totals: [u32; 2],
) -> Vec<MoveEntry> {
    let mut line = Vec::new();
    let mut totals = totals;
    for i in 0..len {
        let before = state.clone();
        let before_last = last;
        let Some(mut mv) = random_move(rng, &state) else {
            break;
        };
        mv.same = last == Some(mv.to) && rng.chance(80);
        let side = state.turn() as usize;
        play(&mut state, &mv);
        last = Some(mv.to);
        let mut entry = MoveEntry {
            mv: Some(mv),
            ..MoveEntry::default()
        };
        if rng.chance(20) {
            entry.comments = (0..1 + rng.below(2)).map(|_| text(rng)).collect();
        }
        if rng.chance(70) {
            let (m, s) = (rng.below(5) as u32, rng.below(60) as u32);
            totals[side] += m * 60 + s;
            let t = totals[side];
            entry.time = Some(Time {
                now: Hms { h: None, m, s },
                total: Some(Hms {
                    h: Some(t / 3600),
                    m: t / 60 % 60,
                    s: t % 60,
                }),
            });
        }
        // Variations hang on any move but a variation's first.
        if depth < 2 && i > 0 && rng.chance(6) {
            for _ in 0..1 + rng.below(2) {
                let len = 1 + rng.below(8);
                let fork = random_line(rng, before.clone(), before_last, len, depth + 1, [0, 0]);
                if !fork.is_empty() {
                    entry.forks.push(fork);
                }
            }
        }
        line.push(entry);
    }
    // Now and then the line ends with a drop of a kind the mover does not
    // hold: an illegal move, kept with its code (not_in_hand, or occupied).
    let hand = state.hand(state.turn());
    let missing: Vec<usize> = (0..7).filter(|&k| hand[k] == 0).collect();
    if rng.illegal && rng.chance(12) && !missing.is_empty() {
        let kind = shogi64::Kind::ALL[missing[rng.below(missing.len())]];
        let sq = Sq::ALL[rng.below(81)];
        line.push(MoveEntry {
            mv: Some(MoveData::new(
                None,
                Place::new(sq.file(), sq.rank()).unwrap(),
                kind,
            )),
            ..MoveEntry::default()
        });
    } else if rng.chance(50) {
        line.push(MoveEntry {
            // ILLEGAL_ACTION gets its side (+ or -) from the replay.
            special: Special::from_name(ENDINGS[rng.below(ENDINGS.len())]),
            ..MoveEntry::default()
        });
    }
    line
}

fn random_record(rng: &mut Gen) -> Record {
    let mut record = Record::default();
    if rng.chance(50) {
        record.header.push((String::from("先手"), text(rng)));
        record.header.push((String::from("後手"), text(rng)));
        record.header.push((String::from("棋戦"), text(rng)));
    }
    const PRESETS: &[&str] = &[
        "HIRATE", "KY", "KY_R", "KA", "HI", "HIKY", "2", "3", "4", "5", "5_L", "6", "7_L", "7_R",
        "8", "10",
    ];
    match rng.below(4) {
        0 => {}
        1 => {
            record.initial = Some(Initial {
                preset: String::from(PRESETS[rng.below(PRESETS.len())]),
                data: None,
            })
        }
        _ => {
            // A diagram start: a few random moves from 平手.
            let mut state = Board::from_position(&Position::initial()).unwrap();
            for _ in 0..rng.below(40) {
                if let Some(mv) = random_move(rng, &state) {
                    play(&mut state, &mv);
                }
            }
            if let Some(p) = state.try_to_position() {
                record.initial = Some(Initial {
                    preset: String::from("OTHER"),
                    data: Some(InitialData::from_position(&p)),
                });
            }
        }
    }
    let state = start_board(record.initial.as_ref()).unwrap();
    let mut first = MoveEntry::default();
    if rng.chance(30) {
        first.comments.push(text(rng));
    }
    record.moves.push(first);
    let len = rng.below(120);
    record
        .moves
        .extend(random_line(rng, state, None, len, 0, [0, 0]));
    fill(&mut record).unwrap();
    record
}

fn count(line: &[MoveEntry], seen: &mut [usize; 6]) {
    for e in line {
        seen[5] += usize::from(e.illegal.is_some());
        if let Some(mv) = &e.mv {
            seen[0] += usize::from(mv.from.is_none());
            seen[1] += usize::from(mv.promote == Some(true));
            seen[2] += usize::from(mv.capture.is_some());
        }
        seen[3] += e.forks.len();
        seen[4] += e.comments.len();
        for f in &e.forks {
            count(f, seen);
        }
    }
}

#[test]
fn random_games_round_trip_in_every_format() {
    let games = if std::env::var("SHOGI64_FULL").as_deref() == Ok("1") {
        1000
    } else {
        100
    };
    // SHOGI64_KIFU_OUT=dir also writes each game as KIF, KI2 and CSA with its
    // main line in USI, for tests/oracles/kifu-random.mjs to read back with
    // json-kifu-format and tsshogi.
    let out = std::env::var_os("SHOGI64_KIFU_OUT").map(std::path::PathBuf::from);
    if let Some(dir) = &out {
        std::fs::create_dir_all(dir).unwrap();
    }
    // The games written for the oracles have legal moves only: json-kifu-
    // format and tsshogi refuse an illegal one.
    let mut rng = Gen {
        rng: Rng(0x9e37_79b9_7f4a_7c15),
        illegal: out.is_none(),
    };
    let mut failures = Vec::new();
    let mut checked = 0;
    // Drops, promotions, captures, variations, comments, illegal moves:
    // each must occur.
    let mut seen = [0usize; 6];
    for game in 0..games {
        let record = random_record(&mut rng);
        count(&record.moves, &mut seen);
        if let Some(dir) = &out {
            let usi: Vec<String> = kifu_positions(&record, &[])
                .unwrap()
                .into_iter()
                .filter_map(|p| p.usi)
                .collect();
            std::fs::write(dir.join(format!("{game}.usi")), usi.join(" ")).unwrap();
            for (ext, f) in [
                ("kif", Format::Kif),
                ("ki2", Format::Ki2),
                ("csa", Format::Csa),
            ] {
                std::fs::write(dir.join(format!("{game}.{ext}")), format_kifu(&record, f)).unwrap();
            }
        }
        for format in [Format::Kif, Format::Ki2, Format::Csa, Format::Jkf] {
            let written = format_kifu(&record, format);
            checked += 1;
            match parse_kifu(&written, Some(format)) {
                Ok(again) => {
                    let (a, b) = (normalize(record.clone(), format), normalize(again, format));
                    if a != b {
                        let i = a.moves.iter().zip(&b.moves).position(|(x, y)| x != y);
                        failures.push(format!(
                            "game {game} as {format:?}: first difference at entry {i:?} (lengths {} {})\n{written}",
                            a.moves.len(),
                            b.moves.len()
                        ));
                    }
                }
                Err(e) => failures.push(format!("game {game} as {format:?}: {e}\n{written}")),
            }
        }
    }
    assert_eq!(checked, games * 4);
    assert!(
        seen[..5].iter().all(|&n| n > 0) && (seen[5] > 0 || out.is_some()),
        "drops, promotions, captures, variations, comments, illegal moves: {seen:?}"
    );
    failures.truncate(3);
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
