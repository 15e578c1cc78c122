//! Where on the board a piece may promote, and where it would have no
//! further move: each rule once, for the move generator, the legality test,
//! the notation and the kifu readers.

use crate::{Color, Kind};

/// The rank counted from `color`'s far end: 1 is the last rank (一 for
/// black, 九 for white).
pub const fn rank_from_far_end(color: Color, rank: u8) -> u8 {
    match color {
        Color::Black => rank,
        Color::White => 10 - rank,
    }
}

/// Whether `rank` is in `color`'s promotion zone (its three farthest ranks).
pub const fn in_promotion_zone(color: Color, rank: u8) -> bool {
    rank_from_far_end(color, rank) <= 3
}

/// How many of the farthest ranks leave a piece of `kind` without a
/// further move: one for the pawn and the lance, two for the knight.
pub const fn ranks_without_move(kind: Kind) -> u8 {
    match kind {
        Kind::Pawn | Kind::Lance => 1,
        Kind::Knight => 2,
        _ => 0,
    }
}

/// Whether a piece of `kind` and `color` on `rank` has a further move (a
/// drop there is forbidden, and a move there must promote, when it has not).
pub const fn has_further_move(kind: Kind, color: Color, rank: u8) -> bool {
    rank_from_far_end(color, rank) > ranks_without_move(kind)
}
