//! Squares of the board.

use core::fmt;

/// A square of the board.
///
/// It holds the square's index on the padded one-dimensional board
/// (`(rank - 1) * 10 + (9 - file)`), so that a step is one addition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sq(u8);

impl Sq {
    /// The square of `file` and `rank`, both `1..=9`.
    pub const fn new(file: u8, rank: u8) -> Option<Sq> {
        if file >= 1 && file <= 9 && rank >= 1 && rank <= 9 {
            Some(Sq((rank - 1) * 10 + (9 - file)))
        } else {
            None
        }
    }

    /// The file, `1..=9` (9 is the left as black sees the board).
    pub const fn file(self) -> u8 {
        9 - self.0 % 10
    }

    /// The rank, `1..=9` (一..九; rank 1 is white's side).
    pub const fn rank(self) -> u8 {
        self.0 / 10 + 1
    }

    /// The square of a [`Position`](crate::Position) index,
    /// `(rank - 1) * 9 + (9 - file)`, `0..81`.
    pub const fn from_index(i: usize) -> Option<Sq> {
        if i < 81 {
            Some(Sq((i / 9 * 10 + i % 9) as u8))
        } else {
            None
        }
    }

    /// The square's [`Position`](crate::Position) index.
    pub const fn index(self) -> usize {
        // Nine squares to a rank instead of ten: one less per rank above.
        let p = self.0 as usize;
        p - p / 10
    }

    /// All 81 squares, in [`Position`](crate::Position) index order.
    pub const ALL: [Sq; 81] = {
        let mut all = [Sq(0); 81];
        let mut i = 0;
        while i < 81 {
            all[i] = Sq((i / 9 * 10 + i % 9) as u8);
            i += 1;
        }
        all
    };

    /// The square `d` cells away on the padded board (a step of
    /// [`piece_lines`](super::attacks::piece_lines)), `None` off the board.
    #[cfg_attr(
        not(all(test, feature = "notation", feature = "formats")),
        allow(dead_code)
    )]
    pub(crate) const fn offset(self, d: isize) -> Option<Sq> {
        let p = self.0 as isize + d;
        if p >= 0 && p <= 88 && p % 10 != 9 {
            Some(Sq(p as u8))
        } else {
            None
        }
    }

    /// The padded index, `0..=88`.
    pub(crate) const fn padded(self) -> usize {
        self.0 as usize
    }

    /// The square at a padded index known to be on the board.
    pub(crate) const fn from_padded(p: usize) -> Sq {
        Sq(p as u8)
    }
}

impl fmt::Display for Sq {
    /// USI: the file digit and the rank letter, `7g`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = [b'0' + self.file(), b'a' + self.rank() - 1];
        f.write_str(core::str::from_utf8(&text).map_err(|_| fmt::Error)?)
    }
}
