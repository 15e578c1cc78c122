//! Making tsume problems: a random sparse attack on a king near the edge,
//! changed a piece at a time while its mate grows to the length asked for,
//! until the solver finds one of that length that [`verify`](super::verify)
//! passes.
//!
//! Every position tried has black to move, no black king, and white holding
//! every piece that is neither on the board nor in black's hand. Each
//! candidate's search has a node limit of its own, fixed by the length, so
//! that the same length and seed give the same problem under any total
//! budget that reaches it; the random numbers are the integers of
//! [`Prng`], the same on every platform.

use alloc::vec::Vec;

use super::prng::Prng;
use super::verify::{Prover, VerifyError};
use super::{MateLimits, Outcome, Solver};
use crate::position::HAND_MAX;
use crate::rules::zones::has_further_move;
use crate::{Board, Color, Kind, Move, Piece, Position};

/// The lengths a problem may have.
pub const PLIES: [u16; 6] = [1, 3, 5, 7, 9, 11];

/// A problem: the position and its solution.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Problem {
    /// Black to move, no black king, the rest of the pieces in white's hand.
    pub position: Position,
    /// The solution, its length the plies asked for.
    pub moves: Vec<Move>,
}

/// Why no problem was made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GenerateError {
    /// The length is not one of [`PLIES`].
    Plies(u16),
    /// The node budget ran out first.
    Budget,
}

/// The total node budget of [`generate`] and [`verify`](super::verify) by
/// default: ten million.
pub const TSUME_NODES: u64 = 10_000_000;

/// Pieces black may put on the board, drawn uniformly (repeats weigh).
const ATTACKERS: [Kind; 14] = [
    Kind::Pawn,
    Kind::Lance,
    Kind::Knight,
    Kind::Knight,
    Kind::Silver,
    Kind::Silver,
    Kind::Gold,
    Kind::Gold,
    Kind::Bishop,
    Kind::Rook,
    Kind::ProPawn,
    Kind::Horse,
    Kind::Dragon,
    Kind::ProSilver,
];

/// Pieces white may put on the board.
const DEFENDERS: [Kind; 10] = [
    Kind::Pawn,
    Kind::Pawn,
    Kind::Lance,
    Kind::Knight,
    Kind::Silver,
    Kind::Gold,
    Kind::Gold,
    Kind::Bishop,
    Kind::Rook,
    Kind::ProPawn,
];

/// Pieces black may hold.
const HELD: [Kind; 10] = [
    Kind::Gold,
    Kind::Gold,
    Kind::Silver,
    Kind::Silver,
    Kind::Knight,
    Kind::Lance,
    Kind::Pawn,
    Kind::Bishop,
    Kind::Rook,
    Kind::Rook,
];

/// A problem in the making: piece numbers as in the position object,
/// black's hand, the white king's index.
#[derive(Clone, Copy)]
struct Draft {
    board: [i8; 81],
    hand: [u8; 7],
    king: usize,
}

impl Draft {
    /// The pieces of each hand kind out of white's hand.
    fn used(&self) -> [u8; 7] {
        let mut used = self.hand;
        for &n in self.board.iter() {
            if let Some(slot) = Piece::from_number(n).and_then(|p| p.kind.unpromote().hand_slot()) {
                if let Some(u) = used.get_mut(slot) {
                    *u += 1;
                }
            }
        }
        used
    }

    /// The piece number on square `i` (a wall, 1, past the board).
    fn at(&self, i: usize) -> i8 {
        self.board.get(i).copied().unwrap_or(1)
    }

    /// Puts the piece number `n` on square `i`.
    fn set(&mut self, i: usize, n: i8) {
        if let Some(c) = self.board.get_mut(i) {
            *c = n;
        }
    }

    /// Whether one more piece of hand slot `slot` is left.
    fn left(&self, slot: usize) -> bool {
        self.used().get(slot) < HAND_MAX.get(slot)
    }

    /// Whether a piece numbered `n` may stand on the empty square `i`: it
    /// has a further move there, is not a second unpromoted pawn of its
    /// side on the file, and one of its kind is left.
    fn fits(&self, i: usize, n: i8) -> bool {
        let Some(p) = Piece::from_number(n) else {
            return false;
        };
        let Some(slot) = p.kind.unpromote().hand_slot() else {
            return false;
        };
        if self.at(i) != 0 || !has_further_move(p.kind, p.color, (i / 9) as u8 + 1) {
            return false;
        }
        if p.kind == Kind::Pawn && (i % 9..81).step_by(9).any(|j| self.at(j) == n) {
            return false;
        }
        self.left(slot)
    }

    /// The position, white holding the rest.
    fn position(&self) -> Option<Position> {
        let used = self.used();
        let mut white = HAND_MAX;
        for (w, u) in white.iter_mut().zip(used) {
            *w = w.saturating_sub(u);
        }
        Position::from_numbers(Color::Black, &self.board, self.hand, white).ok()
    }
}

/// A square near the king: two ranks above it to three below, three files
/// either side; sometimes, for a ranging piece, anywhere.
fn near(rng: &mut Prng, king: usize, far: bool) -> Option<usize> {
    if far && rng.one_in(3) {
        return Some(rng.below(81) as usize);
    }
    let row = (king / 9) as i32 - 2 + rng.below(6) as i32;
    let col = (king % 9) as i32 - 3 + rng.below(7) as i32;
    ((0..9).contains(&row) && (0..9).contains(&col)).then_some((row * 9 + col) as usize)
}

fn ranging(kind: Kind) -> bool {
    matches!(
        kind,
        Kind::Lance | Kind::Bishop | Kind::Rook | Kind::Horse | Kind::Dragon
    )
}

/// Puts a random piece of `color` from `kinds` near the king, if it fits.
fn place(d: &mut Draft, rng: &mut Prng, color: Color, kinds: &[Kind]) {
    let kind = pick(rng, kinds);
    let n = Piece::new(color, kind).number();
    if let Some(i) = near(rng, d.king, ranging(kind)) {
        if d.fits(i, n) {
            d.set(i, n);
        }
    }
}

/// Adds a random piece to black's hand, if one is left.
fn hold(d: &mut Draft, rng: &mut Prng) {
    if let Some(slot) = pick(rng, &HELD).hand_slot() {
        if d.left(slot) {
            if let Some(h) = d.hand.get_mut(slot) {
                *h += 1;
            }
        }
    }
}

/// A random start: the white king on one of the three top ranks, a
/// defender or two, an attacker or two, a piece or two in hand.
fn start(rng: &mut Prng) -> Draft {
    let rows = [0, 0, 0, 9, 9, 18];
    let king = rows.get(rng.below(6) as usize).copied().unwrap_or(0) + rng.below(9) as usize;
    let mut d = Draft {
        board: [0; 81],
        hand: [0; 7],
        king,
    };
    d.set(king, -(Kind::King as i8));
    for _ in 0..rng.below(3) {
        place(&mut d, rng, Color::White, &DEFENDERS);
    }
    for _ in 0..2 + rng.below(2) {
        place(&mut d, rng, Color::Black, &ATTACKERS);
    }
    for _ in 0..1 + rng.below(3) {
        hold(&mut d, rng);
    }
    d
}

/// The index of a random piece on the board other than the king.
fn some_piece(d: &Draft, rng: &mut Prng) -> Option<usize> {
    let count = d.board.iter().filter(|&&n| n != 0).count() as u32;
    if count < 2 {
        return None;
    }
    let k = rng.below(count - 1) as usize;
    (0..81).filter(|&i| d.at(i) != 0 && i != d.king).nth(k)
}

/// A random kind of `kinds`.
fn pick(rng: &mut Prng, kinds: &[Kind]) -> Kind {
    let i = rng.below(kinds.len() as u32) as usize;
    kinds.get(i).copied().unwrap_or(Kind::Gold)
}

/// One random change: a piece added, taken off, moved or (un)promoted, a
/// piece in hand added or taken, or the king moved a step.
fn mutate(d: &mut Draft, rng: &mut Prng) {
    match rng.below(9) {
        0 | 1 => place(d, rng, Color::Black, &ATTACKERS),
        2 => place(d, rng, Color::White, &DEFENDERS),
        3 => {
            if let Some(i) = some_piece(d, rng) {
                d.set(i, 0);
            }
        }
        4 => {
            if let Some(i) = some_piece(d, rng) {
                let n = d.at(i);
                let ranges = Piece::from_number(n).is_some_and(|p| ranging(p.kind));
                if let Some(j) = near(rng, d.king, ranges) {
                    d.set(i, 0);
                    d.set(if d.fits(j, n) { j } else { i }, n);
                }
            }
        }
        5 => hold(d, rng),
        6 => {
            if let Some(h) = d.hand.get_mut(rng.below(7) as usize) {
                *h = h.saturating_sub(1);
            }
        }
        7 => {
            if let Some(i) = some_piece(d, rng) {
                if let Some(p) = Piece::from_number(d.at(i)) {
                    let kind = p.kind.promote().unwrap_or(p.kind.unpromote());
                    d.set(i, 0);
                    let n = Piece::new(p.color, kind).number();
                    d.set(i, if d.fits(i, n) { n } else { p.number() });
                }
            }
        }
        _ => {
            let steps = [-10i32, -9, -8, -1, 1, 8, 9, 10];
            let step = steps.get(rng.below(8) as usize).copied().unwrap_or(0);
            let to = d.king as i32 + step;
            let (from_col, to_col) = (d.king as i32 % 9, to.rem_euclid(9));
            if (0..81).contains(&to) && (from_col - to_col).abs() <= 1 && d.at(to as usize) == 0 {
                d.set(to as usize, d.at(d.king));
                d.set(d.king, 0);
                d.king = to as usize;
            }
        }
    }
}

/// The node limit of one candidate's search, and of its check, by length:
/// fixed, so that the problem found does not depend on the total budget.
fn candidate_nodes(plies: u16) -> u64 {
    20_000 + (1_000 << plies.min(11))
}

/// Changes tried from one start before starting again.
fn steps(plies: u16) -> u32 {
    40 + 20 * u32::from(plies)
}

/// The generator's state: the numbers, the target and the nodes spent.
struct Maker {
    rng: Prng,
    plies: u16,
    max_nodes: u64,
    spent: u64,
}

impl Maker {
    /// The node limit of the next search: the candidate's own, or what is
    /// left of the budget (then `true`: running out is the budget's end).
    fn limit(&self) -> Result<(u64, bool), GenerateError> {
        let left = self.max_nodes.saturating_sub(self.spent);
        if left == 0 {
            return Err(GenerateError::Budget);
        }
        let own = candidate_nodes(self.plies);
        Ok((own.min(left), left < own))
    }

    /// The shortest mate of `board` within the target length, if found
    /// within the candidate's limit.
    fn mate(&mut self, board: &Board) -> Result<Option<Vec<Move>>, GenerateError> {
        let (nodes, last) = self.limit()?;
        let limits = MateLimits {
            max_nodes: nodes,
            max_ply: self.plies,
            table_bytes: 4 << 20,
        };
        let mut solver = Solver::new(board, &limits);
        solver.run(nodes);
        self.spent += solver.nodes();
        let result = solver.result();
        match result.outcome {
            Outcome::Mate => Ok(Some(result.moves)),
            Outcome::NoMate => Ok(None),
            Outcome::Unknown if last => Err(GenerateError::Budget),
            Outcome::Unknown => Ok(None),
        }
    }

    /// Whether the line of the target length from `board` has no flaw.
    fn sound(&mut self, board: &Board, moves: &[Move]) -> Result<bool, GenerateError> {
        if !plain_line(board, moves) {
            return Ok(false);
        }
        let (nodes, last) = self.limit()?;
        let mut prover = Prover::new(nodes, moves.len(), Color::Black);
        let flaws = prover.flaws(board, moves);
        self.spent += prover.nodes();
        match flaws {
            Ok(flaws) => Ok(flaws.is_empty()),
            Err(VerifyError::Budget) if last => Err(GenerateError::Budget),
            Err(_) => Ok(false),
        }
    }
}

/// Whether white's replies on `moves` are king moves or captures and black
/// holds nothing at the end: what the line itself shows, checked before
/// the costlier search for alternatives.
fn plain_line(board: &Board, moves: &[Move]) -> bool {
    let mut board = board.clone();
    for (i, &mv) in moves.iter().enumerate() {
        if i % 2 == 1 {
            let king_or_capture = match mv {
                Move::Drop { .. } => false,
                Move::Board { from, to, .. } => {
                    board.piece_at(to).is_some()
                        || board.piece_at(from).map(|p| p.kind) == Some(Kind::King)
                }
            };
            if !king_or_capture {
                return false;
            }
        }
        board.play_unchecked(mv);
    }
    board.hand(Color::Black) == [0; 7]
}

/// A problem whose solution is `plies` long (1, 3, 5, 7, 9 or 11), made
/// from `seed` within `max_nodes` nodes of search in all.
pub fn generate(plies: u16, seed: u64, max_nodes: u64) -> Result<Problem, GenerateError> {
    if !PLIES.contains(&plies) {
        return Err(GenerateError::Plies(plies));
    }
    let mut m = Maker {
        rng: Prng::new(seed),
        plies,
        max_nodes,
        spent: 0,
    };
    loop {
        let mut draft = start(&mut m.rng);
        let mut best = 0;
        for _ in 0..steps(plies) {
            let mut next = draft;
            mutate(&mut next, &mut m.rng);
            let Some(position) = next.position() else {
                continue;
            };
            let Ok(board) = Board::from_position(&position) else {
                continue;
            };
            let Some(moves) = m.mate(&board)? else {
                continue;
            };
            let len = moves.len() as u16;
            if len < best {
                continue;
            }
            draft = next;
            best = len;
            if len == plies && m.sound(&board, &moves)? {
                return Ok(Problem { position, moves });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::HAND_KINDS;

    #[test]
    fn held_kinds_can_be_held() {
        for k in HELD {
            assert!(HAND_KINDS.contains(&k));
        }
    }
}
