//! The checks of the rules fuzz targets (`fuzz/fuzz_targets/usi.rs` and
//! `apply_move.rs`), shared with the seeded test `tests/rules/fuzz.rs` that
//! runs them in every `cargo test`: any bytes go in, and the answer is
//! either a value that holds up or a typed error, never a panic or a hang.

use shogi64::{parse_sfen, Board, Kind, Move, MoveList, Sq};

/// Positions the move checks start from: the initial position, matsuri,
/// the 593-move position, kings only with all in hand, a mate problem
/// without an attacking king, impossible material (three rooks), and a
/// position with a pawn-drop mate available.
pub const POSITIONS: [&str; 7] = [
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
    "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
    "9/9/9/3k5/9/5K3/9/9/9 b RB2G2S2N2L9Prb2g2s2n2l9p 1",
    "7nl/7k1/6pp1/9/7N1/9/9/9/9 b RGSr2b3g3s2n3l15p 1",
    "k+n7/sg7/9/9/9/9/+r5K1g/7L1/2LN1R1+Bb b RBGSNLP 1",
    "7lk/9/8S/9/9/9/9/7L1/8K b P 1",
];

/// What a check saw, so that a test can insist that it saw something.
#[derive(Clone, Copy, Debug, Default)]
pub struct Seen {
    /// Texts read as a USI move.
    pub parsed: usize,
    /// Moves tried on a board.
    pub tried: usize,
    /// Moves played (legal).
    pub played: usize,
}

impl core::ops::AddAssign for Seen {
    fn add_assign(&mut self, o: Seen) {
        self.parsed += o.parsed;
        self.tried += o.tried;
        self.played += o.played;
    }
}

/// Any bytes as USI move text: a text read as a move writes back as itself.
pub fn check_usi(data: &[u8]) -> Seen {
    let mut seen = Seen::default();
    let Ok(text) = core::str::from_utf8(data) else {
        return seen;
    };
    match text.parse::<Move>() {
        Ok(mv) => {
            seen.parsed += 1;
            assert_eq!(mv.to_string(), text, "{text:?} read as {mv:?}");
        }
        Err(e) => {
            // The offset points into the text (at most at its end).
            assert!(e.offset <= text.len(), "{text:?}: {e:?}");
            let _ = e.to_string();
        }
    }
    seen
}

/// A move from three bytes: a board move between any two squares, with or
/// without promotion, or a drop of any kind (the king too) on any square.
fn move_of(b: [u8; 3]) -> Option<Move> {
    let sq = |i: u8| Sq::ALL.get(usize::from(i) % 81).copied();
    if b[0] < 200 {
        Some(Move::Board {
            from: sq(b[0])?,
            to: sq(b[1])?,
            promote: b[2] & 0x80 != 0,
        })
    } else {
        Some(Move::Drop {
            kind: Kind::from_number(1 + b[1] % 8)?,
            to: sq(b[2])?,
        })
    }
}

/// Plays any bytes as moves from one of [`POSITIONS`] (the first byte picks
/// it; bit 3 of it reads the rest as whitespace-separated USI text, else as
/// moves of three bytes). Each move is played exactly when the generator
/// lists it (among all moves and among the moves to its square), and then the
/// board's position sets up a board that the generator accepts again; a
/// refused move leaves the board as it was.
pub fn check_apply(data: &[u8]) -> Seen {
    let mut seen = Seen::default();
    let Some((&first, rest)) = data.split_first() else {
        return seen;
    };
    let sfen = POSITIONS[usize::from(first) % POSITIONS.len()];
    let (p, _) = parse_sfen(sfen).expect("the positions are valid");
    let mut board = Board::from_position(&p).expect("the positions set up");
    let mut all = MoveList::new();
    let mut to = MoveList::new();
    let mut try_move = |board: &mut Board, mv: Move, seen: &mut Seen| {
        seen.tried += 1;
        board.legal_moves(&mut all);
        board.legal_moves_to(mv.to(), &mut to);
        let listed = all.contains(&mv);
        assert_eq!(to.contains(&mv), listed, "{mv}: legal_moves_to disagrees");
        assert!(to.iter().all(|m| m.to() == mv.to() && all.contains(m)));
        assert_eq!(board.is_legal(mv), listed, "{mv}: is_legal disagrees");
        let before = board.clone();
        match board.play(mv) {
            Ok(_) => {
                assert!(listed, "{mv} played but not generated");
                seen.played += 1;
                if let Some(p) = board.try_to_position() {
                    let again = Board::from_position(&p).expect("a played board sets up");
                    assert_eq!(again.key(), board.key(), "{mv}: the key is not the board's");
                }
            }
            Err(e) => {
                assert!(!listed, "{mv} generated but refused: {e}");
                assert_eq!(*board, before, "{mv}: a refused move changed the board");
                let _ = e.to_string();
            }
        }
    };
    if first & 8 != 0 {
        let Ok(text) = core::str::from_utf8(rest) else {
            return seen;
        };
        for token in text.split_ascii_whitespace() {
            if let Ok(mv) = token.parse::<Move>() {
                seen.parsed += 1;
                try_move(&mut board, mv, &mut seen);
            }
        }
    } else {
        for chunk in rest.chunks_exact(3) {
            if let Some(mv) = move_of([chunk[0], chunk[1], chunk[2]]) {
                try_move(&mut board, mv, &mut seen);
            }
        }
    }
    seen
}
