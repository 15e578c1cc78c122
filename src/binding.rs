//! What the WebAssembly binding (`shogi64-wasm`) needs of the crate beyond
//! its public API: not part of that API, hidden from its documentation, and
//! free to change with the binding.
//!
//! The numbering of the `#[non_exhaustive]` enums lives here, inside the
//! crate, where a match needs no wildcard arm: a variant added later fails to
//! compile here instead of being given another's number.

#[cfg(feature = "rules")]
use crate::{Color, IllegalReason, Kind, SetupError, Sq, UsiExpected};

/// What the USI reader expected, numbered in declaration order from 0.
#[cfg(feature = "rules")]
pub const fn usi_expected_number(e: UsiExpected) -> u32 {
    match e {
        UsiExpected::FileOrPiece => 0,
        UsiExpected::File => 1,
        UsiExpected::Rank => 2,
        UsiExpected::Star => 3,
        UsiExpected::PromoteOrEnd => 4,
        UsiExpected::End => 5,
    }
}

/// Why a board is refused: `None` when the side not to move is in check,
/// else the colour with two kings and the square of its second one.
#[cfg(feature = "rules")]
pub const fn two_kings(e: SetupError) -> Option<(Color, Sq)> {
    match e {
        SetupError::OpponentInCheck => None,
        SetupError::TwoKings { color, sq } => Some((color, sq)),
    }
}

/// Why a move is illegal, as the binding numbers it: 0 to 14 in
/// declaration order, except that `CannotPromote` is 6 for a kind that
/// never promotes and 7 for a move outside the promotion zone (so that
/// `NotHandKind` is 8 … `LeavesKingInCheck` 14); with the moving or dropped
/// kind, and the blocking square.
#[cfg(feature = "rules")]
pub const fn illegal_reason_parts(r: IllegalReason) -> (u32, Option<Kind>, Option<Sq>) {
    use IllegalReason as R;
    match r {
        R::NoPiece => (0, None, None),
        R::NotOwnPiece { kind } => (1, Some(kind), None),
        R::Unreachable { kind } => (2, Some(kind), None),
        R::CaptureOwn { kind } => (3, Some(kind), None),
        R::Blocked { kind, at } => (4, Some(kind), Some(at)),
        R::MustPromote { kind } => (5, Some(kind), None),
        R::CannotPromote { kind } if kind.promote().is_none() => (6, Some(kind), None),
        R::CannotPromote { kind } => (7, Some(kind), None),
        R::NotHandKind { kind } => (8, Some(kind), None),
        R::NotInHand { kind } => (9, Some(kind), None),
        R::Occupied => (10, None, None),
        R::NoFurtherMove { kind } => (11, Some(kind), None),
        R::DoublePawn => (12, None, None),
        R::PawnDropMate => (13, None, None),
        R::LeavesKingInCheck => (14, None, None),
    }
}

/// The English names of the kinds the rules' messages use, in
/// [`Kind::ALL`] order from the pawn (generated into the shim's contract).
#[cfg(feature = "rules")]
pub use crate::rules::error::KIND_NAMES;

/// The name the notation's messages give a kind (歩 … 玉, 竜), generated
/// into the shim's contract.
#[cfg(feature = "notation")]
pub fn notation_kind_name(kind: Kind) -> &'static str {
    crate::notation::error::kind_name(kind)
}

/// The sort keys of `board`'s legal moves in the order of a list of legal
/// moves, into `out`; returns how many were written (see
/// `Board::sorted_keys` for the keys).
#[cfg(feature = "rules")]
pub fn sorted_legal_keys(board: &crate::Board, out: &mut [u32]) -> usize {
    board.sorted_keys(out)
}
