//! The rules module: 打ち歩詰め cases (the shared data, copied verbatim, and
//! our own), boards no game reaches, USI text, error messages, and property
//! tests over positions from random play.
#![cfg(all(feature = "rules", feature = "formats", not(target_arch = "wasm32")))]

use crate::common::full;

use proptest::prelude::*;
use shogi64::{
    parse_sfen, Board, Color, IllegalReason, Kind, Move, MoveList, Piece, Position, SetupError, Sq,
    UsiExpected,
};

fn board(sfen: &str) -> Board {
    let (p, _) = parse_sfen(sfen).unwrap_or_else(|e| panic!("{sfen}: {e}"));
    Board::from_position(&p).unwrap_or_else(|e| panic!("{sfen}: {e}"))
}

fn mv(usi: &str) -> Move {
    usi.parse().unwrap_or_else(|e| panic!("{usi}: {e}"))
}

fn moves(b: &Board) -> Vec<Move> {
    let mut list = MoveList::new();
    b.legal_moves(&mut list);
    let mut v = list.to_vec();
    v.sort();
    v
}

fn pawn_drop_cases(text: &str) -> usize {
    let mut n = 0;
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        let (sfen, usi, legal) = (
            v["sfen"].as_str().unwrap(),
            v["usi"].as_str().unwrap(),
            v["legal"].as_bool().unwrap(),
        );
        let b = board(sfen);
        let m = mv(usi);
        let case = v["case"].as_str().unwrap();
        assert_eq!(b.is_legal(m), legal, "{case}: {sfen} {usi}");
        assert_eq!(moves(&b).contains(&m), legal, "{case}: generated");
        if !legal {
            assert_eq!(
                b.check_legal(m).unwrap_err().reason,
                IllegalReason::PawnDropMate,
                "{case}"
            );
        }
        n += 1;
    }
    n
}

#[test]
fn pawn_drop_mate_shared_cases() {
    assert_eq!(
        pawn_drop_cases(include_str!("../moves/pawn-drop-mate.jsonl")),
        10
    );
}

#[test]
fn pawn_drop_mate_own_cases() {
    assert_eq!(
        pawn_drop_cases(include_str!("../moves/pawn-drop-mate-extra.jsonl")),
        9
    );
}

#[test]
fn messages_name_the_fault() {
    let b = Board::from_position(&Position::initial()).unwrap();
    let msg = |b: &Board, usi: &str| b.check_legal(mv(usi)).unwrap_err().to_string();
    assert_eq!(msg(&b, "7g7e"), "7g7e: the pawn on 7七 cannot move to 7五");
    assert_eq!(msg(&b, "7g7g"), "7g7g: the pawn on 7七 cannot move to 7七");
    assert_eq!(msg(&b, "5e5d"), "5e5d: no piece on 5五");
    assert_eq!(msg(&b, "3c3d"), "3c3d: the pawn on 3三 is the opponent's");
    assert_eq!(
        msg(&b, "8h2b+"),
        "8h2b+: the bishop on 8八 cannot pass the piece on 7七"
    );
    assert_eq!(
        msg(&b, "5i4i"),
        "5i4i: the king on 5九 cannot take its own side's piece on 4九"
    );
    assert_eq!(msg(&b, "P*5e"), "P*5e: no pawn in hand");
    assert_eq!(
        msg(&b, "7g7f+"),
        "7g7f+: no promotion: neither 7七 nor 7六 is in the promotion zone"
    );
    assert_eq!(msg(&b, "6i5h+"), "6i5h+: a gold does not promote");
    let b = board("4k4/8P/4P4/9/9/9/9/9/4K4 b P 1");
    assert_eq!(msg(&b, "P*5e"), "P*5e: a second unpromoted pawn on file 5");
    assert_eq!(
        msg(&b, "P*4a"),
        "P*4a: a pawn dropped on 4一 would have no further move"
    );
    assert_eq!(
        msg(&b, "1b1a"),
        "1b1a: the pawn must promote on 1一, where it would have no further move"
    );
    assert_eq!(msg(&b, "P*5c"), "P*5c: 5三 is occupied");
    assert_eq!(msg(&b, "G*5e"), "G*5e: no gold in hand");
    let b = board("7lk/9/8S/9/9/9/9/7L1/8K b P 1");
    assert_eq!(msg(&b, "P*1b"), "P*1b: the pawn drop mates (打ち歩詰め)");
    let b = board("4k4/9/9/9/4r4/9/9/4G4/4K4 b - 1");
    assert_eq!(msg(&b, "5h4h"), "5h4h: the king would be in check");
    let drop_king = Move::Drop {
        kind: Kind::King,
        to: Sq::new(5, 5).unwrap(),
    };
    assert_eq!(
        Board::from_position(&Position::initial())
            .unwrap()
            .check_legal(drop_king)
            .unwrap_err()
            .to_string(),
        "K*5e: a king is never in a hand"
    );
}

/// `Board::from_position` against a reading of the position square by
/// square, over seeded random boards (any material, zero to three kings):
/// the first second king in index order is refused, else a side not to
/// move in check (the ray walk of `shogi64::in_check`), else the board
/// holds the position, its kings and its check; `set_position` on a board
/// kept from case to case gives the same board, or an empty one.
#[test]
fn boards_are_built_as_a_square_by_square_reading_says() {
    let mut rng = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move |n: u64| {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng % n
    };
    let mut outcomes = [0usize; 3];
    // A board set up in place again and again equals one built anew.
    let mut kept = Board::from_position(&Position::initial()).unwrap();
    for _ in 0..if full() { 200_000 } else { 20_000 } {
        let mut numbers = [0i8; 81];
        for n in numbers.iter_mut() {
            if next(10) < 4 {
                let kind = [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14][next(13) as usize];
                *n = if next(2) == 0 { kind } else { -kind };
            }
        }
        for _ in 0..next(4) {
            numbers[next(81) as usize] = if next(2) == 0 { 8 } else { -8 };
        }
        let hand = |next: &mut dyn FnMut(u64) -> u64| core::array::from_fn(|_| next(3) as u8);
        let (black, white) = (hand(&mut next), hand(&mut next));
        let turn = if next(2) == 0 {
            Color::Black
        } else {
            Color::White
        };
        let p = Position::from_numbers(turn, &numbers, black, white).unwrap();
        let mut seen = [false; 2];
        let mut two_kings = None;
        for (i, &n) in numbers.iter().enumerate() {
            if n.abs() == 8 && two_kings.is_none() {
                let color = if n > 0 { Color::Black } else { Color::White };
                if seen[color as usize] {
                    let sq = Sq::from_index(i).unwrap();
                    two_kings = Some(SetupError::TwoKings { color, sq });
                }
                seen[color as usize] = true;
            }
        }
        let mut flipped = p;
        flipped.set_turn(turn.flip());
        let expected = match two_kings {
            Some(e) => Err(e),
            None if shogi64::in_check(&flipped) => Err(SetupError::OpponentInCheck),
            None => Ok(()),
        };
        let in_place = kept.set_position(&p);
        match Board::from_position(&p) {
            Ok(b) => {
                assert_eq!(in_place, Ok(()));
                assert_eq!(kept, b, "{p:?}");
                assert_eq!(expected, Ok(()), "{p:?}");
                assert_eq!(b.to_position(), p);
                assert_eq!(b.in_check(), shogi64::in_check(&p), "{p:?}");
                for color in Color::ALL {
                    let king = Piece::new(color, Kind::King).number();
                    let at = numbers.iter().position(|&n| n == king);
                    assert_eq!(b.king(color), at.and_then(Sq::from_index), "{p:?}");
                }
                outcomes[0] += 1;
            }
            Err(e) => {
                assert_eq!(in_place, Err(e));
                let mut empty = Position::empty();
                empty.set_turn(turn);
                assert_eq!(kept.to_position(), empty);
                assert_eq!(expected, Err(e), "{p:?}");
                outcomes[1 + usize::from(e == SetupError::OpponentInCheck)] += 1;
            }
        }
    }
    assert!(outcomes.iter().all(|&n| n > 1000), "{outcomes:?}");
}

#[test]
fn setup_refusals() {
    // The side not to move (white) is in check: refused, yet in_check answers.
    let (p, _) = parse_sfen("4k4/4R4/9/9/9/9/9/9/4K4 b - 1").unwrap();
    assert_eq!(Board::from_position(&p), Err(SetupError::OpponentInCheck));
    assert!(!shogi64::in_check(&p));
    let (p, _) = parse_sfen("4k4/4R4/9/9/9/9/9/9/4K4 w - 1").unwrap();
    assert!(shogi64::in_check(&p));
    assert!(Board::from_position(&p).unwrap().in_check());
    // Two kings of a colour.
    let (p, _) = parse_sfen("4k4/9/9/9/9/9/9/9/3KK4 b - 1").unwrap();
    let e = Board::from_position(&p).unwrap_err();
    assert_eq!(
        e,
        SetupError::TwoKings {
            color: Color::Black,
            sq: Sq::new(5, 9).unwrap()
        }
    );
    assert_eq!(e.to_string(), "black has a second king on 5九");
    // in_check answers for two kings: any attacked one counts.
    let (p, _) = parse_sfen("4k4/9/9/9/9/9/r8/9/K3K4 b - 1").unwrap();
    assert!(shogi64::in_check(&p));
}

#[test]
fn boards_no_game_reaches() {
    // No king on either side: moves of what is there, no self-check constraint.
    let b = board("9/9/9/9/4r4/9/9/4G4/9 b - 1");
    assert_eq!(b.king(Color::Black), None);
    assert!(!b.in_check() && !b.is_checkmate());
    assert_eq!(moves(&b).len(), 6);
    // A side without a king may leave pieces en prise along any line.
    let b = board("4k4/9/9/9/4r4/9/9/4G4/9 b - 1");
    assert!(b.is_legal(mv("5h4h")));
    // Pawns and lances on the last rank, knights on the last two: no move.
    let b = board("P1L1N4/2N6/9/9/9/9/9/9/k8 b - 1");
    assert_eq!(moves(&b), Vec::<Move>::new());
    let b = board("K8/9/9/9/9/9/9/2n6/p1l1n4 w - 1");
    assert_eq!(moves(&b), Vec::<Move>::new());
    // 二歩 already on the board: both pawns move, no pawn drop on that file.
    let b = board("4k4/9/9/9/4P4/4P4/9/9/9 b P 1");
    let m = moves(&b);
    assert!(m.contains(&mv("5e5d")) && !m.contains(&mv("5f5e")));
    assert!(!m
        .iter()
        .any(|x| matches!(x, Move::Drop { to, .. } if to.file() == 5)));
    assert_eq!(
        b.check_legal(mv("P*5g")).unwrap_err().reason,
        IllegalReason::DoublePawn
    );
    assert!(m.contains(&mv("P*4e")));
    // Taking one of the two pawns still leaves the file closed.
    let mut b = board("4k4/9/9/4r4/4P4/4P4/9/9/9 w P 1");
    assert_eq!(
        b.play(mv("5d5e")),
        Ok(Some(Piece::new(Color::Black, Kind::Pawn)))
    );
    assert_eq!(
        b.check_legal(mv("P*5c")).unwrap_err().reason,
        IllegalReason::DoublePawn
    );
    b.play(mv("5f5e")).unwrap();
    b.play(mv("5a4a")).unwrap();
    assert_eq!(
        b.check_legal(mv("P*5c")).unwrap_err().reason,
        IllegalReason::DoublePawn
    );
    assert!(b.is_legal(mv("P*4c")));
    // Three rooks: moves of all of them; a capture can overfill a hand, which
    // to_position caps and try_to_position refuses.
    let mut b = board("4k4/9/9/9/9/9/9/9/RR2K4 w 2r 1");
    assert_eq!(b.hand(Color::White), [0, 0, 0, 0, 0, 0, 2]);
    b.play(mv("R*8a")).unwrap();
    b.play(mv("9i9a")).unwrap();
    b.play(mv("R*7a")).unwrap();
    b.play(mv("8i8a")).unwrap();
    assert_eq!(b.hand(Color::Black), [0, 0, 0, 0, 0, 0, 1]);
    b.play(mv("5a4b")).unwrap();
    b.play(mv("8a7a")).unwrap();
    assert_eq!(b.hand(Color::Black), [0, 0, 0, 0, 0, 0, 2]);
    assert!(b.try_to_position().is_some());
    let (p, _) = parse_sfen("4k4/9/9/9/9/9/9/r8/R3K4 b 2R 1").unwrap();
    let mut b = Board::from_position(&p).unwrap();
    b.play(mv("9i9h")).unwrap();
    assert_eq!(b.hand(Color::Black), [0, 0, 0, 0, 0, 0, 3]);
    assert_eq!(b.try_to_position(), None);
    assert_eq!(
        b.to_position().hand(Color::Black).counts(),
        [0, 0, 0, 0, 0, 0, 2]
    );
}

#[test]
fn play_returns_the_capture_and_refuses_without_change() {
    let mut b = board("4k4/9/9/9/4p4/9/9/4R4/4K4 b - 1");
    let before = b.clone();
    assert!(b.play(mv("5h5c")).is_err());
    assert_eq!(b, before);
    assert_eq!(
        b.play(mv("5h5e")),
        Ok(Some(Piece::new(Color::White, Kind::Pawn)))
    );
    assert_eq!(b.hand(Color::Black), [1, 0, 0, 0, 0, 0, 0]);
    assert_eq!(b.turn(), Color::White);
    assert_eq!(b.play(mv("5a4a")), Ok(None));
}

#[test]
fn checkmate_and_gives_check() {
    // 頭金: a gold dropped in front of the king, protected by a pawn.
    let mut b = board("4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    assert!(b.gives_check(mv("G*5b")));
    assert!(b.gives_check(mv("G*4b")));
    assert!(!b.gives_check(mv("G*5c")));
    assert!(!b.gives_check(mv("5i4h")));
    b.play(mv("G*5b")).unwrap();
    assert!(b.in_check() && b.is_checkmate());
    assert_eq!(b.perft(1), 0);
    let b = Board::from_position(&Position::initial()).unwrap();
    assert!(!b.is_checkmate() && !b.in_check());
}

#[test]
fn usi_errors_point_at_the_byte() {
    let err = |s: &str| s.parse::<Move>().unwrap_err();
    let at = |s: &str| (err(s).offset, err(s).expected);
    assert_eq!(at(""), (0, UsiExpected::FileOrPiece));
    assert_eq!(at("0a1a"), (0, UsiExpected::FileOrPiece));
    assert_eq!(at("7"), (1, UsiExpected::Rank));
    assert_eq!(at("7j7f"), (1, UsiExpected::Rank));
    assert_eq!(at("7g0f"), (2, UsiExpected::File));
    assert_eq!(at("7g7"), (3, UsiExpected::Rank));
    assert_eq!(at("7g7f="), (4, UsiExpected::PromoteOrEnd));
    assert_eq!(at("7g7f+ "), (5, UsiExpected::End));
    assert_eq!(at("K*5e"), (0, UsiExpected::FileOrPiece));
    assert_eq!(at("p*5e"), (0, UsiExpected::FileOrPiece));
    assert_eq!(at("P5e"), (1, UsiExpected::Star));
    assert_eq!(at("P*5e+"), (4, UsiExpected::End));
    assert_eq!(at("P*"), (2, UsiExpected::File));
    assert_eq!(
        err("7g7f=").to_string(),
        "the text is not a USI move: at offset 4, expected '+' or the end of the move"
    );
    assert_eq!(
        mv("8h2b+"),
        Move::Board {
            from: Sq::new(8, 8).unwrap(),
            to: Sq::new(2, 2).unwrap(),
            promote: true
        }
    );
    assert_eq!(
        mv("P*5e"),
        Move::Drop {
            kind: Kind::Pawn,
            to: Sq::new(5, 5).unwrap()
        }
    );
}

/// Every move of the move space: each from, to and promotion flag, and each
/// of the seven kinds dropped on each square.
fn move_space() -> Vec<Move> {
    let mut all = Vec::new();
    for from in Sq::ALL {
        for to in Sq::ALL {
            for promote in [false, true] {
                all.push(Move::Board { from, to, promote });
            }
        }
    }
    for kind in [
        Kind::Pawn,
        Kind::Lance,
        Kind::Knight,
        Kind::Silver,
        Kind::Gold,
        Kind::Bishop,
        Kind::Rook,
    ] {
        for to in Sq::ALL {
            all.push(Move::Drop { kind, to });
        }
    }
    all
}

#[test]
fn usi_round_trip_over_the_move_space() {
    let all = move_space();
    assert_eq!(all.len(), 81 * 81 * 2 + 7 * 81);
    for m in &all {
        assert_eq!(m.to_string().parse::<Move>(), Ok(*m));
    }
    for (i, sq) in Sq::ALL.iter().enumerate() {
        assert_eq!(sq.index(), i);
        assert_eq!(Sq::from_index(i), Some(*sq));
        assert_eq!(Sq::new(sq.file(), sq.rank()), Some(*sq));
    }
    assert_eq!(Sq::from_index(81), None);
    assert_eq!(Sq::new(0, 1), None);
    assert_eq!(Sq::new(1, 10), None);
    assert_eq!(Sq::ALL[0].to_string(), "9a");
    assert_eq!(Sq::ALL[80].to_string(), "1i");
}

/// Positions for the property tests: the committed oracle positions, which
/// mix play, random hands and boards without a black king.
fn sample_positions() -> Vec<String> {
    include_str!("../moves/cshogi.jsonl")
        .lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            v["sfen"].as_str().unwrap().to_owned()
        })
        .collect()
}

/// Plays a few random legal moves from a position, checking that every
/// generated move gives a board the generator accepts and that the
/// incremental state equals a board built afresh.
fn walk(b: &Board, seed: u64, plies: usize) -> Board {
    let mut b = b.clone();
    let mut rng = seed | 1;
    for _ in 0..plies {
        let m = moves(&b);
        for &x in &m {
            let mut after = b.clone();
            after.play_unchecked(x);
            let p = after.try_to_position().expect("standard material fits");
            let fresh = Board::from_position(&p).expect("a generated move gives a valid board");
            assert_eq!(
                fresh,
                after,
                "incremental state after {x} from {:?}",
                b.to_position()
            );
            assert_eq!(fresh.key(), after.key());
        }
        if m.is_empty() {
            break;
        }
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        b.play(m[(rng % m.len() as u64) as usize]).unwrap();
    }
    b
}

#[test]
fn generated_moves_give_boards_the_generator_accepts() {
    let positions = sample_positions();
    let step = if full() { 1 } else { 25 };
    let mut n = 0;
    for (i, sfen) in positions.iter().enumerate().step_by(step) {
        walk(&board(sfen), i as u64, 3);
        n += 1;
    }
    assert!(n >= 60, "{n} positions");
}

#[test]
fn check_legal_refuses_exactly_the_moves_not_generated() {
    let all = move_space();
    let positions = sample_positions();
    let step = if full() { 3 } else { 50 };
    let mut n = 0;
    for (i, sfen) in positions.iter().enumerate().step_by(step) {
        let b = walk(&board(sfen), i as u64 + 7, 1);
        let legal = moves(&b);
        let mut to_lists = vec![Vec::new(); 81];
        for m in &legal {
            to_lists[m.to().index()].push(*m);
        }
        for m in &all {
            assert_eq!(
                b.is_legal(*m),
                legal.binary_search(m).is_ok(),
                "{m} in {:?}",
                b.to_position()
            );
        }
        for sq in Sq::ALL {
            let mut list = MoveList::new();
            b.legal_moves_to(sq, &mut list);
            let mut got = list.to_vec();
            got.sort();
            assert_eq!(got, to_lists[sq.index()]);
        }
        for m in &legal {
            let mut after = b.clone();
            after.play_unchecked(*m);
            assert_eq!(b.gives_check(*m), after.in_check());
        }
        n += 1;
    }
    assert!(n >= 30, "{n} positions");
}

/// The documented order of a list of legal moves as a number: board moves
/// by origin, destination (position indexes), without promotion before
/// with; then drops by kind R B G S N L P, then square.
fn documented_key(m: &Move) -> u32 {
    match *m {
        Move::Board { from, to, promote } => {
            (from.index() * 162 + to.index() * 2 + usize::from(promote)) as u32
        }
        Move::Drop { kind, to } => {
            let letter = Move::Drop { kind, to }.to_string().chars().next().unwrap();
            let place = "RBGSNLP".find(letter).unwrap();
            (81 * 162 + place * 81 + to.index()) as u32
        }
    }
}

#[test]
fn sorted_keys_are_the_legal_moves_in_the_documented_order() {
    let positions = sample_positions();
    let step = if full() { 1 } else { 5 };
    let mut n = 0;
    for (i, sfen) in positions.iter().enumerate().step_by(step) {
        let b = walk_quiet(&board(sfen), i as u64 + 11, i % 4);
        let mut want: Vec<u32> = moves(&b).iter().map(documented_key).collect();
        want.sort_unstable();
        let mut out = vec![0u32; shogi64::MAX_MOVES];
        let count = shogi64::__binding::sorted_legal_keys(&b, &mut out);
        assert_eq!(&out[..count], &want[..], "{:?}", b.to_position());
        n += 1;
    }
    assert!(n >= 100, "{n} positions");
}

proptest! {
    // A fixed seed: the same cases on every run.
    #![proptest_config(ProptestConfig {
        rng_seed: proptest::test_runner::RngSeed::Fixed(0x5e64),
        ..ProptestConfig::with_cases(if full() { 4096 } else { 256 })
    })]

    #[test]
    fn any_text_parses_or_errs_without_panic(s in ".{0,12}") {
        if let Ok(m) = s.parse::<Move>() {
            prop_assert_eq!(m.to_string(), s);
        }
    }

    #[test]
    fn usi_like_text_parses_or_errs_within_bounds(s in "[1-9a-iPLNSGBRK*+0-]{0,7}") {
        match s.parse::<Move>() {
            Ok(m) => prop_assert_eq!(m.to_string(), s),
            Err(e) => prop_assert!(e.offset <= s.len()),
        }
    }

    #[test]
    #[test]
    fn arbitrary_moves_never_panic(i in 0usize..1500, m in 0usize..13_689, plies in 0usize..4) {
        let positions = &*POSITIONS;
        let mut b = walk_quiet(&board(&positions[i % positions.len()]), i as u64, plies);
        let mv = MOVE_SPACE[m];
        let legal = b.is_legal(mv);
        prop_assert_eq!(b.play(mv).is_ok(), legal);
        let mut c = b.clone();
        c.play_unchecked(mv);
        let _ = c.perft(1);
    }
}

static POSITIONS: std::sync::LazyLock<Vec<String>> = std::sync::LazyLock::new(sample_positions);
static MOVE_SPACE: std::sync::LazyLock<Vec<Move>> = std::sync::LazyLock::new(move_space);

fn walk_quiet(b: &Board, seed: u64, plies: usize) -> Board {
    let mut b = b.clone();
    let mut rng = seed | 1;
    for _ in 0..plies {
        let m = moves(&b);
        if m.is_empty() {
            break;
        }
        rng = rng
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        b.play(m[((rng >> 33) % m.len() as u64) as usize]).unwrap();
    }
    b
}
