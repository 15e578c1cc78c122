//! 入玉宣言 on hand-made positions: the points, each condition of a
//! declaration, and each threshold of both rules, for black and, on the
//! same positions turned round, for white.
#![cfg(all(feature = "rules", feature = "formats", not(target_arch = "wasm32")))]

use shogi64::{jishogi_points, parse_sfen, Board, Color, Declaration, DeclarationRule, Position};
use Declaration::{Draw, Lose, Win};

fn position(sfen: &str) -> Position {
    parse_sfen(sfen).unwrap_or_else(|e| panic!("{sfen}: {e}")).0
}

/// The position turned round: each piece on the opposite square and of the
/// other colour, the hands and the side to move swapped.
fn turned(p: &Position) -> Position {
    let mut board = [0i8; 81];
    for (i, &n) in p.numbers().iter().enumerate() {
        board[80 - i] = -n;
    }
    Position::from_numbers(
        p.turn().flip(),
        &board,
        p.hand(Color::White).counts(),
        p.hand(Color::Black).counts(),
    )
    .unwrap()
}

/// The verdicts under the 24- and the 27-point rule.
fn judge(p: &Position) -> (Declaration, Declaration) {
    let b = Board::from_position(p).unwrap();
    (
        b.judge_declaration(DeclarationRule::Points24),
        b.judge_declaration(DeclarationRule::Points27),
    )
}

#[test]
fn points_of_the_initial_position_and_of_handicaps() {
    let initial = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    assert_eq!(jishogi_points(&position(initial)), (0, 0));
    // 飛角落ち: white, the upper hand, counts the rook and the bishop taken off.
    let two = "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1";
    assert_eq!(jishogi_points(&position(two)), (0, 10));
    // 香落ち: one point.
    let lance = "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1";
    assert_eq!(jishogi_points(&position(lance)), (0, 1));
}

#[test]
fn points_count_the_camp_and_the_hand_only() {
    // Black: a horse and a tokin in white's camp (6), a silver on rank 4
    // (nothing), a rook and two pawns in hand (7). White: a dragon in
    // black's camp (5), a gold on rank 6 (nothing), a bishop in hand (5);
    // the rest of the set is off the board and counts for white: 15
    // pawns, 4 lances, 4 knights, 3 silvers, 3 golds (29).
    let sfen = "4k4/+B3+P4/9/4S4/9/3g5/9/+r8/4K4 b R2Pb 1";
    assert_eq!(jishogi_points(&position(sfen)), (13, 39));
    let (b, w) = jishogi_points(&turned(&position(sfen)));
    // Turned round, the pieces off the board still count for white.
    assert_eq!((b, w), (10, 42));
}

#[test]
fn more_than_the_set_of_a_kind_takes_nothing_off() {
    // Five golds: the gold short of the set is -1 in tsshogi's count; here 0.
    let sfen = "4k4/9/9/9/9/9/GGGGG4/9/4K4 b - 1";
    // Off the board: 18 pawns, 4 lances, 4 knights, 4 silvers, 2 bishops, 2 rooks.
    assert_eq!(jishogi_points(&position(sfen)), (0, 50));
}

/// Black's king on 5二 with ten pieces in white's camp (nine tokins, a
/// dragon and a horse: 19 points) and `hand` in hand; white holds the rest.
fn black_declares(tokins: usize, hand: &str, white_hand: &str) -> Position {
    let rank1 = format!(
        "{}{}",
        "+P".repeat(tokins),
        if tokins < 9 {
            (9 - tokins).to_string()
        } else {
            String::new()
        }
    );
    let sfen = format!("{rank1}/4K4/+R+B7/9/9/9/9/4k4/9 b {hand}{white_hand} 1");
    position(&sfen)
}

#[test]
fn the_thresholds_of_both_rules() {
    // (black's hand, white's hand, black's points, 24-point verdict, 27-point verdict)
    let cases = [
        ("R4G4SN", "b3n4l9p", 33, Win, Win),
        ("B4G4SN", "r3n4l9p", 33, Win, Win),
        ("4G4S3N", "rb1n4l9p", 30, Draw, Win),
        ("4G4SN", "rb3n4l9p", 28, Draw, Win),
        ("4G3SN", "rbs3n4l9p", 27, Draw, Lose),
        ("4GN", "rb4s3n4l9p", 24, Draw, Lose),
        ("3GN", "rbg4s3n4l9p", 23, Lose, Lose),
    ];
    for (hand, white_hand, points, d24, d27) in cases {
        let p = black_declares(9, hand, white_hand);
        assert_eq!(jishogi_points(&p).0, points, "{hand}");
        assert_eq!(judge(&p), (d24, d27), "{hand}");
        // White needs a point less under the 27-point rule.
        let t = turned(&p);
        assert_eq!(jishogi_points(&t).1, points, "{hand}");
        let d27_white = if points >= 27 { Win } else { Lose };
        assert_eq!(judge(&t), (d24, d27_white), "{hand}, turned round");
    }
}

#[test]
fn each_condition_loses_when_it_fails() {
    let good = black_declares(9, "R4G4SN", "b3n4l9p");
    assert_eq!(judge(&good), (Win, Win));
    assert_eq!(judge(&turned(&good)), (Win, Win));
    // Ten pieces in the camp, the king not counted: one tokin fewer (a pawn
    // more in hand, the same points) still declares; two fewer do not.
    let ten = black_declares(8, "R4G4SNP", "b3n4l9p");
    assert_eq!(jishogi_points(&ten).0, 33);
    assert_eq!(judge(&ten), (Win, Win));
    let nine = black_declares(7, "R4G4SN2P", "b3n4l9p");
    assert_eq!(jishogi_points(&nine).0, 33);
    assert_eq!(judge(&nine), (Lose, Lose));
    assert_eq!(judge(&turned(&nine)), (Lose, Lose));
    // The king out of the camp (5四).
    let out = position("+P+P+P+P+P+P+P+P+P/9/+R+B7/4K4/9/9/9/4k4/9 b R4G4SNb3n4l9p 1");
    assert_eq!(judge(&out), (Lose, Lose));
    assert_eq!(judge(&turned(&out)), (Lose, Lose));
    // In check, from a rook on 5五.
    let checked = position("+P+P+P+P+P+P+P+P+P/4K4/+R+B7/9/4r4/9/9/4k4/9 b 4G4SNb3n4l9p 1");
    assert_eq!(jishogi_points(&checked).0, 28);
    assert!(Board::from_position(&checked).unwrap().in_check());
    assert_eq!(judge(&checked), (Lose, Lose));
    assert_eq!(judge(&turned(&checked)), (Lose, Lose));
    // No king at all.
    let none = position("+P+P+P+P+P+P+P+P+P/9/+R+B7/9/9/9/9/4k4/9 b R4G4SNb3n4l9p 1");
    assert_eq!(judge(&none), (Lose, Lose));
}

/// The points counted plainly, kind by kind: what `jishogi_points` counts
/// all kinds at once.
fn plain_points(p: &Position) -> (u32, u32) {
    const SET: [u32; 7] = [18, 4, 4, 4, 4, 2, 2];
    let value = |slot: usize| if slot >= 5 { 5 } else { 1 };
    let mut points = [0u32; 2];
    let mut present = [0u32; 7];
    for (i, &n) in p.numbers().iter().enumerate() {
        let Some(piece) = shogi64::Piece::from_number(n) else {
            continue;
        };
        let Some(slot) = piece.kind.unpromote().hand_slot() else {
            continue;
        };
        present[slot] += 1;
        let rank = i / 9 + 1;
        let far = if piece.color == Color::Black {
            rank
        } else {
            10 - rank
        };
        if far <= 3 {
            points[piece.color as usize] += value(slot);
        }
    }
    for color in Color::ALL {
        for (slot, &n) in p.hand(color).counts().iter().enumerate() {
            present[slot] += u32::from(n);
            points[color as usize] += u32::from(n) * value(slot);
        }
    }
    for slot in 0..7 {
        points[1] += SET[slot].saturating_sub(present[slot]) * value(slot);
    }
    (points[0], points[1])
}

#[test]
fn random_boards_of_any_material_count_as_kind_by_kind() {
    let mut rng = crate::common::Rng(0x1e7a);
    const MAX: [u64; 7] = [18, 4, 4, 4, 4, 2, 2];
    for _ in 0..if crate::common::full() {
        100_000
    } else {
        5_000
    } {
        let mut board = [0i8; 81];
        // From an empty board to a full one, any pieces (kings too).
        let fill = rng.below(101);
        for square in board.iter_mut() {
            if rng.below(100) < fill {
                let n = 1 + rng.below(14) as i8;
                *square = if rng.below(2) == 0 { n } else { -n };
            }
        }
        let mut hand = || {
            let mut counts = [0u8; 7];
            for (c, max) in counts.iter_mut().zip(MAX) {
                *c = rng.below(max + 1) as u8;
            }
            counts
        };
        let (black, white) = (hand(), hand());
        let p = Position::from_numbers(Color::Black, &board, black, white).unwrap();
        assert_eq!(
            jishogi_points(&p),
            plain_points(&p),
            "{}",
            shogi64::to_sfen(&p, 1)
        );
    }
}
