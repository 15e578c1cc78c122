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
/// history, and after each ply (from 0) the count and the verdict.
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
