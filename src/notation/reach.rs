//! Which pieces of one kind can reach a square: the candidates that
//! 右左上引寄直 tell apart.
//!
//! The official rules count the pieces that can legally move there
//! ([`Reach::Legal`]): a pinned piece cannot, so it never makes another
//! piece need a word. Kifu files count as json-kifu-format (the JKF
//! reference) counts, by steps and slides alone ([`Reach::Pseudo`]), so that
//! a record's `relative` letters are the ones the other programs read and
//! write. Both are found by working back from the square, never by listing
//! every move of the position.

use crate::rules::attacks::piece_lines;
use crate::{Board, Color, Kind, Move, MoveList, Piece, Sq};

use super::text::Squares;

/// How the pieces that could reach a square are counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Reach {
    /// Pieces with a legal move to the square (the official rules): a
    /// pinned piece, or one that would leave its king in check, does not
    /// count.
    #[default]
    Legal,
    /// Every piece whose steps or slides reach the square, pinned or not,
    /// as json-kifu-format counts them for a kifu's `relative`.
    Pseudo,
}

/// The squares of `color`'s pieces of `kind` whose steps or slides reach
/// `to` on the board `at` describes, pinned or not ([`Reach::Pseudo`]); none
/// when `to` holds a piece of `color`. `at` may describe any board, one the
/// rules engine would refuse included (a kifu's start need not be legal).
///
/// ```text
/// use shogi64::notation::reach::pseudo_sources;
/// use shogi64::{parse_sfen, Color, Kind, Sq};
///
/// let (p, _) = parse_sfen("4k4/9/9/9/9/9/9/3G1G3/4K4 b - 1").unwrap();
/// let at = |sq: Sq| p.get(sq.index());
/// let to = Sq::new(5, 7).unwrap();
/// assert_eq!(pseudo_sources(Color::Black, Kind::Gold, to, at).len(), 2);
/// ```
#[cfg_attr(not(all(test, feature = "formats")), allow(dead_code))] // the reference of `Board::reachers`' tests
pub fn pseudo_sources(
    color: Color,
    kind: Kind,
    to: Sq,
    at: impl Fn(Sq) -> Option<Piece>,
) -> Squares {
    let mut found = [to; 8];
    let mut n = 0;
    if at(to).is_some_and(|p| p.color == color) {
        return Squares::new(&[]);
    }
    let me = Some(Piece::new(color, kind));
    let (steps, slides) = piece_lines(color, kind);
    let mut push = |sq: Sq| {
        if let Some(slot) = found.get_mut(n) {
            *slot = sq;
            n += 1;
        }
    };
    // Back from `to` the way a piece came.
    for &d in steps {
        if let Some(from) = to.offset(-isize::from(d)) {
            if at(from) == me {
                push(from);
            }
        }
    }
    for &d in slides {
        let mut from = to;
        while let Some(next) = from.offset(-isize::from(d)) {
            from = next;
            match at(from) {
                None => continue,
                piece => {
                    if piece == me {
                        push(from);
                    }
                    break;
                }
            }
        }
    }
    Squares::new(found.get(..n).unwrap_or_default())
}

/// Whether a piece of `color` and `kind` on `from` reaches `to` by a step
/// or a slide on the board `at` describes, pinned or not (one candidate of
/// [`pseudo_sources`], tested without looking for the others).
#[cfg(all(test, feature = "formats"))]
pub fn pseudo_reaches(
    color: Color,
    kind: Kind,
    from: Sq,
    to: Sq,
    at: impl Fn(Sq) -> Option<Piece>,
) -> bool {
    if from == to || at(to).is_some_and(|p| p.color == color) {
        return false;
    }
    let (steps, slides) = piece_lines(color, kind);
    if steps
        .iter()
        .any(|&d| from.offset(isize::from(d)) == Some(to))
    {
        return true;
    }
    // Along a slide, every square between the two empty.
    slides.iter().any(|&d| {
        let mut sq = from;
        while let Some(next) = sq.offset(isize::from(d)) {
            if next == to {
                return true;
            }
            if at(next).is_some() {
                return false;
            }
            sq = next;
        }
        false
    })
}

/// The squares of the side to move's pieces of `kind` that can reach `to`
/// in `board`, counted as `reach` says. `scratch` is a list the caller
/// keeps, so that many calls set up one (its contents on entry do not
/// matter; on return it holds the legal moves to `to` for
/// [`Reach::Legal`]).
#[allow(dead_code)] // the unit tests' (the readers use `legal_sources`)
pub fn sources(board: &Board, kind: Kind, to: Sq, reach: Reach, scratch: &mut MoveList) -> Squares {
    match reach {
        Reach::Pseudo => board.reachers(kind, to),
        Reach::Legal => {
            board.legal_moves_to(to, scratch);
            legal_sources(board, kind, scratch)
        }
    }
}

/// The squares whose piece of `kind` (the side to move's) has a move in
/// `list` (the legal moves to one square), each once.
pub(crate) fn legal_sources(board: &Board, kind: Kind, list: &MoveList) -> Squares {
    let mut found = [Sq::ALL[0]; 8];
    let mut n = 0;
    for mv in list.iter() {
        if let Move::Board { from, .. } = *mv {
            let seen = found.get(..n).is_some_and(|f| f.contains(&from));
            if !seen && board.piece_at(from).map(|p| p.kind) == Some(kind) {
                if let Some(slot) = found.get_mut(n) {
                    *slot = from;
                    n += 1;
                }
            }
        }
    }
    Squares::new(found.get(..n).unwrap_or_default())
}
