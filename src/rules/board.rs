//! The board the rules work on: state, conversion from and to `Position`, playing a move.

use super::{IllegalMove, Move, MoveList, SetupError, Sq};
use crate::{Color, Piece, Position};

/// A position as the rules keep it: the padded one-dimensional board, both
/// hands, the side to move, the kings' squares, the files holding each side's
/// unpromoted pawns and a Zobrist key, all kept incrementally.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    turn: Color,
}

impl Board {
    /// The board of a position. Refuses a position whose side not to move is
    /// in check ([`SetupError::OpponentInCheck`]) and one with two kings of a
    /// colour ([`SetupError::TwoKings`]).
    pub fn from_position(p: &Position) -> Result<Board, SetupError> {
        let _ = p;
        unimplemented!()
    }

    /// The position of the board.
    pub fn to_position(&self) -> Position {
        unimplemented!()
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The piece on `sq`.
    pub fn piece_at(&self, sq: Sq) -> Option<Piece> {
        let _ = sq;
        unimplemented!()
    }

    /// The counts in `color`'s hand, FU KY KE GI KI KA HI.
    pub fn hand(&self, color: Color) -> [u8; 7] {
        let _ = color;
        unimplemented!()
    }

    /// The square of `color`'s king; `None` when that side has none.
    pub fn king(&self, color: Color) -> Option<Sq> {
        let _ = color;
        unimplemented!()
    }

    /// Plays a legal move and returns the captured piece; refuses an illegal one.
    pub fn play(&mut self, mv: Move) -> Result<Option<Piece>, IllegalMove> {
        let _ = mv;
        unimplemented!()
    }

    /// Plays a move taken from [`Board::legal_moves`] without checking it.
    /// Any other move leaves the board unspecified, but never panics.
    pub fn play_unchecked(&mut self, mv: Move) -> Option<Piece> {
        let _ = mv;
        unimplemented!()
    }

    /// The Zobrist key of the squares, hands and side to move.
    pub fn key(&self) -> u64 {
        unimplemented!()
    }

    /// The legal moves, into `out` (cleared first). The order is unspecified.
    pub fn legal_moves(&self, out: &mut MoveList) {
        let _ = out;
        unimplemented!()
    }

    /// The legal moves ending on `to`, into `out` (cleared first).
    pub fn legal_moves_to(&self, to: Sq, out: &mut MoveList) {
        let _ = (to, out);
        unimplemented!()
    }

    /// Whether `mv` is legal, and if not why.
    pub fn check_legal(&self, mv: Move) -> Result<(), IllegalMove> {
        let _ = mv;
        unimplemented!()
    }

    /// Whether `mv` is legal.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.check_legal(mv).is_ok()
    }

    /// Whether the side to move's king is attacked.
    pub fn in_check(&self) -> bool {
        unimplemented!()
    }

    /// Whether the legal move `mv` checks the opponent.
    pub fn gives_check(&self, mv: Move) -> bool {
        let _ = mv;
        unimplemented!()
    }

    /// Whether the side to move is in check and has no legal move.
    pub fn is_checkmate(&self) -> bool {
        unimplemented!()
    }
}
