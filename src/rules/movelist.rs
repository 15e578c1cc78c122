//! A fixed-capacity list of moves, filled without allocating.

use core::ops::Deref;

use super::{Move, Sq};

/// The capacity of a [`MoveList`]: more than any board the codec accepts can
/// have. Each of the 81 destination squares is reached from at most ten
/// origins (the first piece along each of eight lines, two knight squares),
/// each with and without promotion, plus seven drops: 81 × 27. Real games
/// never exceed 593.
pub const MAX_MOVES: usize = 81 * 27;

/// A list of at most [`MAX_MOVES`] moves, held inline.
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    /// An empty list.
    pub fn new() -> MoveList {
        MoveList {
            moves: [Move::Drop {
                kind: crate::Kind::Pawn,
                to: Sq::ALL[0],
            }; MAX_MOVES],
            len: 0,
        }
    }

    /// Empties the list.
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Appends a move; a full list ignores it (the generator never fills one).
    pub fn push(&mut self, mv: Move) {
        if let Some(slot) = self.moves.get_mut(self.len) {
            *slot = mv;
            self.len += 1;
        }
    }

    /// The number of moves.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the list holds no move.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Keeps only the moves for which `keep` is true, in order.
    pub(crate) fn retain(&mut self, mut keep: impl FnMut(&Move) -> bool) {
        let mut n = 0;
        for i in 0..self.len.min(MAX_MOVES) {
            let mv = self.moves[i];
            if keep(&mv) {
                // n ≤ i: the slot is there.
                if let Some(slot) = self.moves.get_mut(n) {
                    *slot = mv;
                }
                n += 1;
            }
        }
        self.len = n;
    }

    /// The moves in order.
    pub fn iter(&self) -> core::slice::Iter<'_, Move> {
        self.deref().iter()
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl Deref for MoveList {
    type Target = [Move];

    fn deref(&self) -> &[Move] {
        self.moves.get(..self.len).unwrap_or_default()
    }
}

impl core::fmt::Debug for MoveList {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = core::slice::Iter<'a, Move>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}
