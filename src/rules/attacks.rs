//! Attack, check and pin detection on the padded board.

use crate::Position;

/// Whether the side to move's king is attacked, for any position (also one
/// that [`Board::from_position`](super::Board::from_position) refuses). A side
/// without a king is never in check; with several kings, any attacked one counts.
pub fn in_check(p: &Position) -> bool {
    let _ = p;
    unimplemented!()
}
