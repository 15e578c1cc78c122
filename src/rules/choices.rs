//! What a user interface asks of one square or one move: the legal moves
//! of the piece on a square, where a kind in hand can be dropped, and
//! whether a move must, may or cannot promote.

use super::{Board, Move, MoveList, Sq};
use crate::Kind;

/// Whether a board move promotes: as the rules allow it from its origin to
/// its destination.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Promotion {
    /// Only the promoting move is legal (the piece would have no further move).
    Must,
    /// Both are legal.
    May,
    /// Only the move without promotion is legal (a drop, a kind that does
    /// not promote, or neither square in the promotion zone).
    Never,
}

impl Board {
    /// The legal moves of the piece on `from`, into `out` (cleared first);
    /// none when the square holds no piece of the side to move.
    pub fn moves_from(&self, from: Sq, out: &mut MoveList) {
        self.legal_moves_of(Some(from), None, out);
    }

    /// The legal drops of `kind` from the side to move's hand, into `out`
    /// (cleared first); none when the hand holds none.
    pub fn drop_targets(&self, kind: Kind, out: &mut MoveList) {
        self.legal_moves_of(None, Some(kind), out);
    }

    /// The legal moves from `from` and the legal drops of `kind`, into `out`
    /// (cleared first): one filter for [`Board::moves_from`] and
    /// [`Board::drop_targets`].
    #[inline(never)]
    fn legal_moves_of(&self, from: Option<Sq>, kind: Option<Kind>, out: &mut MoveList) {
        self.legal_moves(out);
        out.retain(|m| match *m {
            Move::Board { from: f, .. } => Some(f) == from,
            Move::Drop { kind: k, .. } => Some(k) == kind,
        });
    }

    /// Whether the move from `mv`'s origin to its destination (its own
    /// promotion flag aside) must, may or cannot promote; `None` when
    /// neither is legal. A drop is [`Promotion::Never`] when legal.
    pub fn promotion(&self, mv: Move) -> Option<Promotion> {
        let (plain, promoted) = match mv {
            Move::Board { from, to, .. } => (
                self.is_legal(Move::Board {
                    from,
                    to,
                    promote: false,
                }),
                self.is_legal(Move::Board {
                    from,
                    to,
                    promote: true,
                }),
            ),
            Move::Drop { .. } => (self.is_legal(mv), false),
        };
        match (plain, promoted) {
            (true, true) => Some(Promotion::May),
            (false, true) => Some(Promotion::Must),
            (true, false) => Some(Promotion::Never),
            (false, false) => None,
        }
    }
}

// The positions are written as SFEN, which the `formats` feature reads.
#[cfg(all(test, feature = "formats"))]
mod tests {
    use super::*;
    fn board(sfen: &str) -> Board {
        Board::from_position(&crate::parse_sfen(sfen).unwrap().0).unwrap()
    }

    /// Each answer is the legal-move list filtered the slow way.
    #[test]
    fn answers_are_the_legal_moves_filtered() {
        let mut all = MoveList::new();
        let mut out = MoveList::new();
        for sfen in [
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
            "ln1g1g1nl/1ks2r3/1pppp1bpp/p3spp2/9/P1P1P3P/1P1PSPPP1/1BK1GS1R1/LN1G3NL b Pp 1",
            "8l/5+P3/4k1P2/9/9/9/9/9/4K4 b RBGSNLP2rb3g3s3n3l14p 1",
        ] {
            let b = board(sfen);
            b.legal_moves(&mut all);
            for sq in Sq::ALL {
                b.moves_from(sq, &mut out);
                let want: Vec<Move> = all
                    .iter()
                    .copied()
                    .filter(|m| m.from() == Some(sq))
                    .collect();
                assert_eq!(out.iter().copied().collect::<Vec<_>>(), want);
                for to in Sq::ALL {
                    let mv = Move::Board {
                        from: sq,
                        to,
                        promote: false,
                    };
                    let plus = Move::Board {
                        from: sq,
                        to,
                        promote: true,
                    };
                    let expected = match (all.contains(&mv), all.contains(&plus)) {
                        (true, true) => Some(Promotion::May),
                        (false, true) => Some(Promotion::Must),
                        (true, false) => Some(Promotion::Never),
                        (false, false) => None,
                    };
                    assert_eq!(b.promotion(mv), expected, "{sfen} {mv}");
                    assert_eq!(b.promotion(plus), expected, "{sfen} {plus}");
                }
            }
            for kind in crate::position::HAND_KINDS {
                b.drop_targets(kind, &mut out);
                let want: Vec<Move> = all
                    .iter()
                    .copied()
                    .filter(|m| matches!(*m, Move::Drop { kind: k, .. } if k == kind))
                    .collect();
                assert_eq!(out.iter().copied().collect::<Vec<_>>(), want);
            }
        }
        // The third position: a pawn on 4二 must promote on 4一, a pawn in
        // hand cannot go to rank 1, the knight cannot go to rank 2.
        let b = board("8l/5+P3/4k1P2/9/9/9/9/9/4K4 b RBGSNLP2rb3g3s3n3l14p 1");
        let p: Move = "3c3b".parse().unwrap();
        assert_eq!(b.promotion(p), Some(Promotion::May));
    }
}
