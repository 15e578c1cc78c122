//! Making tsume problems backwards: a sound mate in one, then, two plies
//! at a time, the attacker's check and the king's step (or capture) that
//! lead to it un-played, each longer problem kept only when it is still
//! sound, until the length asked for.
//!
//! Every position tried has black to move, no black king, and white holding
//! every piece that is neither on the board nor in black's hand. A longer
//! problem's line is its two new plies and the shorter problem's line, so
//! only the two new plies' other moves are searched (the rest was settled
//! before), with one search and table for every candidate. Each candidate's
//! search has a node limit of its own, fixed by the length, so that the
//! same length and seed give the same problem under any total budget that
//! reaches it; the random numbers are the integers of [`Prng`], the same on
//! every platform.

use alloc::vec::Vec;

use super::prng::Prng;
use super::verify::{Prover, VerifyError};

use crate::position::HAND_MAX;
use crate::rules::zones::has_further_move;
use crate::{Board, Color, Hand, Kind, Move, MoveList, Piece, Position, Sq};

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

/// The hand slot of each piece number's kind unpromoted, by the number's
/// magnitude (7: none, for an empty square and the king).
const SLOTS: [u8; 15] = {
    let mut t = [7; 15];
    let mut n = 1;
    while n < 15 {
        if let Some(k) = Kind::from_number(n as u8) {
            if let Some(slot) = k.unpromote().hand_slot() {
                t[n] = slot as u8;
            }
        }
        n += 1;
    }
    t
};

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
            let slot = SLOTS.get(usize::from(n.unsigned_abs())).copied();
            if let Some(u) = used.get_mut(usize::from(slot.unwrap_or(7))) {
                *u += 1;
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
        if self.at(i) != 0 || !has_further_move(p.kind, p.color, (i / 9) as u8 + 1) {
            return false;
        }
        if p.kind == Kind::Pawn {
            let mut j = i % 9;
            while j < 81 {
                if self.at(j) == n {
                    return false;
                }
                j += 9;
            }
        }
        // No slot (7, the king's) is never left.
        self.left(usize::from(
            SLOTS
                .get(usize::from(n.unsigned_abs()))
                .copied()
                .unwrap_or(7),
        ))
    }

    /// The position, white holding the rest: every number is a piece's and
    /// every count within its kind's maximum, as [`Draft::fits`] and
    /// [`Draft::left`] keep them.
    fn position(&self) -> Position {
        let used = self.used();
        let mut white = HAND_MAX;
        for (w, u) in white.iter_mut().zip(used) {
            *w = w.saturating_sub(u);
        }
        Position::from_valid_numbers(
            Color::Black,
            self.board,
            Hand::from_valid(self.hand),
            Hand::from_valid(white),
        )
    }
}

/// A square near the king: two ranks above it to three below, three files
/// either side; sometimes, for a ranging piece, anywhere.
fn near(rng: &mut Prng, king: usize, far: bool) -> Option<usize> {
    if far && rng.one_in(3) {
        return Some(rng.below(81) as usize);
    }
    let dr = rng.below(6) as i32 - 2;
    let dc = rng.below(7) as i32 - 3;
    offset(king, dr, dc)
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

/// A random mate in one: the white king on one of the three top ranks, a
/// defender or two, two or three attackers, at most a piece in hand.
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
    if rng.one_in(2) {
        hold(&mut d, rng);
    }
    d
}

/// A random kind of `kinds`.
fn pick(rng: &mut Prng, kinds: &[Kind]) -> Kind {
    let i = rng.below(kinds.len() as u32) as usize;
    kinds.get(i).copied().unwrap_or(Kind::Gold)
}

/// The king's eight steps as (rank, file index) offsets.
const STEPS: [(i32, i32); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

/// The square `i` offset by `(dr, dc)`, if on the board.
fn offset(i: usize, dr: i32, dc: i32) -> Option<usize> {
    let (r, c) = ((i / 9) as i32 + dr, (i % 9) as i32 + dc);
    ((0..9).contains(&r) && (0..9).contains(&c)).then_some((r * 9 + c) as usize)
}

/// The square of a position index.
fn sq(i: usize) -> Option<Sq> {
    Sq::from_index(i)
}

/// Two plies un-played from the problem `d`: the king steps back from
/// where it stands (having taken a piece there, a sacrifice, or not), and
/// the attacker's check before it is un-played (a drop back to the hand,
/// or a move back, unpromoted or not, taking a white piece or not). The
/// earlier position and the two moves; `None` when the draw does not fit.
fn unplay(d: &Draft, rng: &mut Prng) -> Option<(Draft, Move, Move)> {
    let k = d.king;
    let (dr, dc) = STEPS.get(rng.below(8) as usize).copied()?;
    let k0 = offset(k, dr, dc)?;
    if d.at(k0) != 0 {
        return None;
    }
    let mut e = *d;
    e.set(k0, d.at(k));
    e.set(k, 0);
    e.king = k0;
    let reply = Move::Board {
        from: sq(k0)?,
        to: sq(k)?,
        promote: false,
    };
    // The square black's check ends on: the king's, or a black piece's.
    let to = if rng.one_in(2) {
        let kind = pick(rng, &ATTACKERS);
        let n = Piece::new(Color::Black, kind).number();
        if !e.fits(k, n) {
            return None;
        }
        e.set(k, n);
        k
    } else {
        let mut count = 0;
        for &n in e.board.iter() {
            count += u32::from(n > 0);
        }
        if count == 0 {
            return None;
        }
        let mut nth = rng.below(count);
        let mut i = 0;
        loop {
            if e.at(i) > 0 {
                if nth == 0 {
                    break i;
                }
                nth -= 1;
            }
            i += 1;
        }
    };
    let piece = Piece::from_number(e.at(to))?;
    // What stood there: a white piece black took (one of a kind black
    // holds in the problem, which it drops later), or nothing.
    let mut taken = 0;
    if rng.one_in(3) {
        let slot = rng.below(7) as usize;
        let kind = *crate::position::HAND_KINDS.get(slot)?;
        let held = e.hand.get_mut(slot)?;
        *held = held.checked_sub(1)?;
        let kind = match kind.promote() {
            Some(p) if rng.one_in(3) => p,
            _ => kind,
        };
        taken = Piece::new(Color::White, kind).number();
    }
    e.set(to, 0);
    let check = if piece.kind.hand_slot().is_some() && rng.one_in(2) {
        let slot = piece.kind.hand_slot()?;
        *e.hand.get_mut(slot)? += 1;
        Move::Drop {
            kind: piece.kind,
            to: sq(to)?,
        }
    } else {
        let promote =
            piece.kind.promote().is_none() && piece.kind != piece.kind.unpromote() && rng.one_in(2);
        let kind = if promote {
            piece.kind.unpromote()
        } else {
            piece.kind
        };
        let from = near(rng, to, ranging(kind))?;
        let n = Piece::new(Color::Black, kind).number();
        if from == to || !e.fits(from, n) {
            return None;
        }
        e.set(from, n);
        Move::Board {
            from: sq(from)?,
            to: sq(to)?,
            promote,
        }
    };
    if taken != 0 {
        if !e.fits(to, taken) {
            return None;
        }
        e.set(to, taken);
    }
    Some((e, check, reply))
}

/// The node limit of one candidate's search by length: fixed, so that the
/// problem found does not depend on the total budget.
fn candidate_nodes(plies: u16) -> u64 {
    20_000 + (1_000 << plies.min(11))
}

/// Nodes each question of the first, quick look at a candidate may take.
const PROBE: u64 = 100;

/// How many times more each later look lets a question take.
const GROWTH: u64 = 3;

/// Draws tried to lengthen a problem by two plies before starting again.
const DRAWS: u32 = 400;

/// The generator's state: the numbers, the target, the search shared by
/// every candidate and the nodes spent besides it.
struct Maker {
    rng: Prng,
    plies: u16,
    max_nodes: u64,
    prover: Prover,
    spent: u64,
}

impl Maker {
    /// Whether `moves` from `board` has no flaw at its first `searched`
    /// plies, within the candidate's node limit or what is left of the
    /// budget (running out of which ends the making).
    fn sound(
        &mut self,
        board: &Board,
        moves: &[Move],
        searched: usize,
    ) -> Result<bool, GenerateError> {
        let used = self.spent + self.prover.nodes();
        let left = self.max_nodes.saturating_sub(used);
        if left == 0 {
            return Err(GenerateError::Budget);
        }
        let own = candidate_nodes(self.plies);
        self.prover.stop_at(self.prover.nodes() + own.min(left));
        // Looks with every question capped, the cap growing from look to
        // look (a question settled stays so in the table, one left open
        // goes on from what the table kept), then the full search: a flaw
        // that any question shows in few nodes ends the candidate before a
        // costly question is searched to the end. A line with nothing to
        // search gets the full search only.
        let mut cap = if searched < moves.len() { PROBE } else { 0 };
        loop {
            self.prover.cap = cap;
            let r = self.prover.flaws_within(board, moves, searched, true);
            self.prover.cap = 0;
            match r {
                Ok(flaws) if !flaws.is_empty() => return Ok(false),
                Ok(_) if cap == 0 => return Ok(true),
                Ok(_) => {}
                Err(VerifyError::Budget) if left < own => return Err(GenerateError::Budget),
                Err(_) => return Ok(false),
            }
            cap *= GROWTH;
            if cap >= own {
                cap = 0;
            }
        }
    }

    /// A sound mate in one, drawn until one is found (each draw counted as
    /// a node).
    fn mate_in_one(&mut self) -> Result<(Draft, Move), GenerateError> {
        let mut list = MoveList::new();
        loop {
            self.spent += 1;
            if self.spent + self.prover.nodes() > self.max_nodes {
                return Err(GenerateError::Budget);
            }
            let d = start(&mut self.rng);
            let Some(board) = board_of(&d) else {
                continue;
            };
            board.check_moves(&mut list);
            let mut mate = None;
            let mut count = 0;
            for &mv in list.iter() {
                let mut next = board.clone();
                next.play_unchecked(mv);
                if next.is_checkmate() {
                    count += 1;
                    mate = Some((mv, next.hand(Color::Black) == [0; 7]));
                }
            }
            if let (1, Some((mv, true))) = (count, mate) {
                return Ok((d, mv));
            }
        }
    }
}

/// The board of a draft, if the rules take it.
#[inline(never)]
fn board_of(d: &Draft) -> Option<Board> {
    Board::from_position(&d.position()).ok()
}

/// Whether the two moves are legal from `board` and lead to the position
/// keyed `key` (a first move that does not check is a flaw the search of
/// the line finds before any node).
fn leads_to(board: &Board, check: Move, reply: Move, key: u64) -> bool {
    let mut b = board.clone();
    if !b.is_legal(check) {
        return false;
    }
    b.play_unchecked(check);
    if !b.is_legal(reply) {
        return false;
    }
    b.play_unchecked(reply);
    b.key() == key
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
        prover: Prover::new(max_nodes, usize::from(plies), Color::Black),
        spent: 0,
    };
    // Problems of growing length, each with the draws it has left: a
    // problem that no draw lengthens gives way to the one before it. The
    // line of each is its two new plies then the line of the one before, so
    // all of them are the tails of one array: the `n`-th problem's (from 1)
    // is its last 2n − 1 moves.
    let empty = Draft {
        board: [0; 81],
        hand: [0; 7],
        king: 0,
    };
    let mut stack = [(empty, 0u32); 6];
    let mut depth = 0usize;
    let filler = Move::Drop {
        kind: Kind::Pawn,
        to: Sq::ALL[0],
    };
    let mut line = [filler; 11];
    loop {
        let Some((draft, left)) = depth.checked_sub(1).and_then(|i| stack.get_mut(i)) else {
            let (draft, mv) = m.mate_in_one()?;
            stack[0] = (draft, DRAWS);
            line[10] = mv;
            depth = 1;
            continue;
        };
        let len = 2 * depth - 1;
        let Some(board) = board_of(draft) else {
            depth -= 1;
            continue;
        };
        if len == usize::from(plies) {
            let moves = line.get(11 - len..).unwrap_or_default();
            if m.sound(&board, moves, len)? {
                return Ok(Problem {
                    position: draft.position(),
                    moves: moves.to_vec(),
                });
            }
            depth -= 1;
            continue;
        }
        if *left == 0 {
            depth -= 1;
            continue;
        }
        *left -= 1;
        m.spent += 1;
        let Some((earlier, check, reply)) = unplay(draft, &mut m.rng) else {
            continue;
        };
        let Some(before) = board_of(&earlier) else {
            continue;
        };
        if !leads_to(&before, check, reply, board.key()) {
            continue;
        }
        // Shorter than the length asked for: at most 9 plies, so the two
        // new ones fit before them.
        let Some(new) = line.get_mut(9 - len..11) else {
            continue;
        };
        new[0] = check;
        new[1] = reply;
        if m.sound(&before, new, 2)? {
            if let Some(slot) = stack.get_mut(depth) {
                *slot = (earlier, DRAWS);
                depth += 1;
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
