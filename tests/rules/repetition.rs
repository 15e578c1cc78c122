//! 千日手 and perpetual check on hand-made lines: the count of each
//! position, the fourth occurrence, which side gave every check, taking
//! plies back, and a start that stands in check.
#![cfg(all(feature = "rules", feature = "formats", not(target_arch = "wasm32")))]

use shogi64::{parse_sfen, Board, Color, History, Move, Repetition};

fn board(sfen: &str) -> Board {
    let (p, _) = parse_sfen(sfen).unwrap_or_else(|e| panic!("{sfen}: {e}"));
    Board::from_position(&p).unwrap_or_else(|e| panic!("{sfen}: {e}"))
}

/// Plays `line` from `sfen`, pushing each ply; returns the board, the
/// history, and after each ply (from 0) the count and the verdict. The
/// whole line's history answers each ply's verdict again (`repetition_at`),
/// as a record that keeps one history asks it.
fn play(sfen: &str, line: &str) -> (Board, History, Vec<(u32, Option<Repetition>)>) {
    let mut b = board(sfen);
    let mut h = History::new(&b);
    let mut seen = vec![(h.count(), h.repetition())];
    for usi in line.split_whitespace() {
        let mv: Move = usi.parse().unwrap();
        b.play(mv).unwrap_or_else(|e| panic!("{usi}: {e}"));
        h.push(&b);
        seen.push((h.count(), h.repetition()));
    }
    for (ply, &(_, verdict)) in seen.iter().enumerate() {
        assert_eq!(h.repetition_at(ply), verdict, "repetition_at({ply})");
    }
    assert_eq!(h.repetition_at(seen.len()), None);
    (b, h, seen)
}

const INITIAL: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
const SHUFFLE: &str = "5i4h 5a4b 4h5i 4b5a";

#[test]
fn the_fourth_occurrence_is_a_draw() {
    let line = [SHUFFLE; 3].join(" ");
    let (_, h, seen) = play(INITIAL, &line);
    assert_eq!(h.ply(), 12);
    // The start stands at plies 0, 4, 8 and 12; the others at most three times.
    let counts: Vec<u32> = seen.iter().map(|&(c, _)| c).collect();
    assert_eq!(counts, [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4]);
    for (ply, &(_, verdict)) in seen.iter().enumerate() {
        let expected = (ply == 12).then_some(Repetition::Draw);
        assert_eq!(verdict, expected, "ply {ply}");
    }
    assert_eq!(Repetition::Draw.winner(), None);
}

#[test]
fn a_fifth_occurrence_is_still_a_draw_and_other_positions_count_on() {
    let line = [SHUFFLE; 4].join(" ");
    let (_, h, seen) = play(INITIAL, &line);
    assert_eq!(h.count(), 5);
    assert_eq!(h.repetition(), Some(Repetition::Draw));
    // Ply 13 (after 5i4h) is the fourth occurrence of that position.
    assert_eq!(seen[13], (4, Some(Repetition::Draw)));
    assert_eq!(seen[12], (4, Some(Repetition::Draw)));
}

#[test]
fn the_same_board_with_the_other_side_to_move_is_another_position() {
    // Black's king goes round a triangle in three moves, white's steps out
    // and back: after five plies the board is the start's, white to move.
    let (b, h, seen) = play(INITIAL, "5i5h 5a4b 5h4h 4b5a 4h5i");
    let start = board(INITIAL);
    assert!(shogi64::Sq::ALL
        .iter()
        .all(|&sq| b.piece_at(sq) == start.piece_at(sq)));
    assert_ne!(b.turn(), start.turn());
    assert!(seen.iter().all(|&(c, v)| c == 1 && v.is_none()), "{seen:?}");
    assert_eq!(h.ply(), 5);
}

#[test]
fn hands_make_positions_differ() {
    // Black drops a pawn, white's gold takes it and goes back, the kings
    // go round: the board and the side to move are the start's again, the
    // hands are not.
    let sfen = "4k4/9/4g4/9/9/9/9/9/4K4 b P 1";
    let line = "P*5d 5c5d 5i4h 5d5c 4h4i 5a4a 4i5i 4a5a";
    let (b, h, seen) = play(sfen, line);
    let start = board(sfen);
    assert!(shogi64::Sq::ALL
        .iter()
        .all(|&sq| b.piece_at(sq) == start.piece_at(sq)));
    assert_eq!(b.turn(), start.turn());
    assert_ne!(b.hand(Color::White), start.hand(Color::White));
    assert!(seen.iter().all(|&(c, _)| c == 1), "{seen:?}");
    assert_eq!(h.ply(), 8);
}

#[test]
fn pop_truncate_and_reset_step_back() {
    let line = [SHUFFLE; 3].join(" ");
    let (b, mut h, _) = play(INITIAL, &line);
    assert!(h.pop());
    assert_eq!((h.ply(), h.count(), h.repetition()), (11, 3, None));
    // Pushed again, the fourth occurrence is back.
    h.push(&b);
    assert_eq!((h.ply(), h.count()), (12, 4));
    assert_eq!(h.repetition(), Some(Repetition::Draw));
    h.truncate(4);
    assert_eq!((h.ply(), h.count()), (4, 2));
    h.truncate(0);
    assert_eq!((h.ply(), h.count()), (0, 1));
    assert!(!h.pop(), "the start stays");
    assert_eq!(h.ply(), 0);
    h.truncate(9);
    assert_eq!(h.ply(), 0, "truncating forward does nothing");
    h.reset(&b);
    assert_eq!((h.ply(), h.count(), h.repetition()), (0, 1, None));
}

// Black's dragon checks the king in the corner from 3a and 3b in turn; the
// king steps between 1b and 1a.
const DRAGON: &str = "6+R2/8k/9/9/9/9/9/9/4K4 b - 1";
const DRAGON_CHECKS: &str = "3a3b 1b1a 3b3a 1a1b";

#[test]
fn every_check_by_one_side_loses_for_it() {
    let line = [DRAGON_CHECKS; 3].join(" ");
    let (_, h, seen) = play(DRAGON, &line);
    let checker_black = Some(Repetition::PerpetualCheck {
        checker: Color::Black,
    });
    assert_eq!(seen[12], (4, checker_black));
    assert!(seen[..12].iter().all(|&(_, v)| v.is_none()));
    assert_eq!(
        h.repetition().and_then(Repetition::winner),
        Some(Color::White)
    );
    assert_eq!(h.ply(), 12);
    // One ply on, the position after the first check stands for the
    // fourth time: black made the last move and every one before.
    // Another ply on, the position after the king's first step stands for
    // the fourth time, reached by the king's move: black, who did not make
    // the last move, is the checker.
    let (_, _, seen) = play(DRAGON, &format!("{line} 3a3b 1b1a"));
    assert_eq!(seen[13], (4, checker_black));
    assert_eq!(seen[14], (4, checker_black));
}

#[test]
fn a_move_without_check_makes_it_a_draw() {
    // The start comes back four times, the first time after black's king
    // stepped out and back (no check): a draw.
    let quiet = "5i4h 1b1c 4h5i 1c1b";
    let line = format!("{quiet} {DRAGON_CHECKS} {DRAGON_CHECKS}");
    let (_, h, seen) = play(DRAGON, &line);
    assert_eq!(seen[12], (4, Some(Repetition::Draw)));
    assert_eq!(h.ply(), 12);
    // One ply on, the position after the first check stands for the fourth
    // time (plies 5, 9, 13, 17); the quiet moves came before its first
    // occurrence, and every black move since checks.
    let line = format!("{quiet} {DRAGON_CHECKS} {DRAGON_CHECKS} {DRAGON_CHECKS} 3a3b");
    let (_, h, seen) = play(DRAGON, &line);
    assert_eq!(seen[16], (5, Some(Repetition::Draw)));
    assert_eq!((h.ply(), h.count()), (17, 4));
    assert_eq!(
        h.repetition(),
        Some(Repetition::PerpetualCheck {
            checker: Color::Black
        })
    );
}

#[test]
fn a_start_in_check_counts_as_a_check() {
    // The cycle from the position after the first check: white, in check
    // at the start, steps out and back; the start is the repeated position,
    // and the check that stands in it counts (tsshogi counts the start as
    // a move without check, and finds no perpetual check here).
    let mut b = board(DRAGON);
    b.play("3a3b".parse().unwrap()).unwrap();
    assert!(b.in_check());
    let start = shogi64::to_sfen(&b.to_position(), 1);
    let line = ["1b1a 3b3a 1a1b 3a3b"; 3].join(" ");
    let (_, h, seen) = play(&start, &line);
    assert_eq!(seen[12].0, 4);
    assert!(seen[..12].iter().all(|&(_, v)| v.is_none()));
    assert_eq!(
        h.repetition(),
        Some(Repetition::PerpetualCheck {
            checker: Color::Black
        })
    );
}

/// The answer for the last of `boards` (a line from its start), recounted
/// from the whole positions: what [`History`] keeps incrementally.
fn recount(boards: &[Board]) -> (u32, Option<Repetition>) {
    let last = boards.last().unwrap();
    let same: Vec<usize> = (0..boards.len()).filter(|&i| boards[i] == *last).collect();
    let count = same.len() as u32;
    if count < 4 {
        return (count, None);
    }
    let n = boards.len() - 1;
    let all = |to: usize| {
        (same[0] + 1..=to)
            .rev()
            .step_by(2)
            .all(|i| boards[i].in_check())
    };
    let mover = last.turn().flip();
    let verdict = if all(n) {
        Repetition::PerpetualCheck { checker: mover }
    } else if all(n - 1) {
        Repetition::PerpetualCheck {
            checker: mover.flip(),
        }
    } else {
        Repetition::Draw
    };
    (count, Some(verdict))
}

#[test]
fn random_lines_with_steps_back_agree_with_a_plain_recount() {
    let mut rng = crate::common::Rng(0x22_6a3e);
    let (mut checked, mut repeated) = (0, 0);
    let games = if crate::common::full() { 400 } else { 60 };
    for _ in 0..games {
        let start = board(INITIAL);
        let mut boards = vec![start.clone()];
        let mut played: Vec<Move> = Vec::new();
        let mut h = History::new(&start);
        for _ in 0..160 {
            let r = rng.below(100);
            if r < 6 {
                h.pop();
                if boards.len() > 1 {
                    boards.pop();
                    played.pop();
                }
            } else if r < 8 {
                let ply = rng.index(boards.len() + 2);
                h.truncate(ply);
                boards.truncate(ply + 1);
                played.truncate(ply);
            } else {
                // Mostly the side's own last move played back, so that
                // positions come again; else any legal move.
                let b = boards.last().unwrap().clone();
                let mut list = shogi64::MoveList::new();
                b.legal_moves(&mut list);
                if list.is_empty() {
                    break;
                }
                let back = played
                    .len()
                    .checked_sub(2)
                    .and_then(|i| match played[i] {
                        Move::Board { from, to, .. } => Some(Move::Board {
                            from: to,
                            to: from,
                            promote: false,
                        }),
                        Move::Drop { .. } => None,
                    })
                    .filter(|m| list.iter().any(|x| x == m));
                let mv = match back {
                    Some(m) if rng.below(10) < 8 => m,
                    _ => list.iter().copied().nth(rng.index(list.len())).unwrap(),
                };
                let mut next = b;
                next.play(mv).unwrap();
                h.push(&next);
                boards.push(next);
                played.push(mv);
            }
            assert_eq!(h.ply(), boards.len() - 1);
            let expected = recount(&boards);
            assert_eq!((h.count(), h.repetition()), expected, "after {played:?}");
            checked += 1;
            repeated += usize::from(expected.1.is_some());
        }
    }
    eprintln!("{checked} steps checked, {repeated} of them at a fourth occurrence or later");
    assert!(
        repeated > checked / 20,
        "{repeated} repetitions in {checked} steps"
    );
}
