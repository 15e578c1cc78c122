//! 入玉宣言, the declaration: the points it counts and the verdict of a
//! declaration under the 24-point and the 27-point rule.
//!
//! The points of a side are those of its pieces in hand and of its pieces on
//! the board in its promotion zone (the enemy camp, the three farthest
//! ranks), the king excluded: 5 for a bishop or a rook, promoted or not
//! (大駒), 1 for any other piece (小駒). White, the upper hand of a handicap
//! game, also counts the pieces of the standard set (18 pawns, 4 lances, 4
//! knights, 4 silvers, 4 golds, 2 bishops, 2 rooks) that are neither on the
//! board nor in a hand, at the same values: the pieces the handicap took off.

use super::board::HAND_MAX;
use super::zones::in_promotion_zone;
use super::Board;
use crate::{Color, Position};

/// The hand slot (pawn 0 … rook 6) of each kind number's unpromoted kind;
/// 7 for the king and for no piece.
const SLOT: [u8; 16] = [7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 5, 6, 7];
/// The points of each hand slot, pawn to rook, and of the king's slot.
const VALUE: [u32; 8] = [1, 1, 1, 1, 1, 5, 5, 0];

// Counts per kind are held as the bytes of a `u64`, the hand slots' order in
// the low seven (a hand's counts as they lie), so that all kinds are added,
// compared and weighed at once rather than in a loop per kind. No byte
// overflows: a kind has at most 81 pieces on the board and 18 in each hand.

/// The lowest bit of each byte.
const LANES: u64 = 0x0101_0101_0101_0101;
/// The bytes of the seven hand slots, the king's byte left out.
const SLOTS: u64 = 0x00ff_ffff_ffff_ffff;
/// The bytes of the bishop and the rook, worth 4 points more.
const BIG: u64 = 0x00ff_ff00_0000_0000;

/// Seven counts, pawn to rook, as bytes.
const fn lanes(c: [u8; 7]) -> u64 {
    u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], 0])
}

/// The points of the counts in `w` (1 each, 5 for a bishop or a rook),
/// whose bytes add up to less than 256.
fn worth(w: u64) -> u32 {
    let sum = |w: u64| (w.wrapping_mul(LANES) >> 56) as u32;
    sum(w) + 4 * sum(w & BIG)
}

/// What the declaration rule counts of a position, per colour.
struct Tally {
    /// The points (see the module's documentation).
    points: [u32; 2],
    /// The pieces in the promotion zone, the king excluded.
    in_zone: [u32; 2],
}

fn tally(p: &Position) -> Tally {
    let mut points = [0u32; 2];
    let mut in_zone = [0u32; 2];
    // The pieces on the board, per slot (the king's and empty squares in
    // the top byte).
    let mut board = 0u64;
    for (i, &n) in p.numbers().iter().enumerate() {
        let slot = usize::from(SLOT[usize::from(n.unsigned_abs() & 15)] & 7);
        board += 1 << (slot * 8);
        let color = if n < 0 { Color::White } else { Color::Black };
        if slot < 7 && in_promotion_zone(color, (i / 9 + 1) as u8) {
            points[color as usize] += VALUE[slot];
            in_zone[color as usize] += 1;
        }
    }
    let black = lanes(p.hand(Color::Black).counts());
    let white = lanes(p.hand(Color::White).counts());
    // What is off the board counts for white: per slot, the standard set
    // less what is present, nothing where more is present (a composed
    // position). Each byte of `diff` is 128 + set − present, whose top bit
    // says whether the set is reached.
    let present = (board & SLOTS) + black + white;
    let diff = (lanes(HAND_MAX) | LANES << 7) - present;
    let off = diff & ((diff >> 7 & LANES) * 0x7f);
    points[0] += worth(black);
    points[1] += worth(white) + worth(off);
    Tally { points, in_zone }
}

/// The points of the declaration rule, black's and white's: a side's
/// pieces in hand and on the board in its promotion zone (the enemy camp),
/// the king excluded, 5 for a bishop or a rook, promoted or not, 1 for any
/// other; white, the upper hand of a handicap game, also counts the pieces
/// of the standard set that are neither on the board nor in a hand. The
/// initial position gives `(0, 0)`; a two-piece handicap (飛角落ち) gives
/// white 10.
///
/// This is what tsshogi 2.2.0's `countJishogiDeclarationPoint` counts,
/// except for a position with more than the standard set of a kind: there
/// the surplus takes nothing off white's points (tsshogi subtracts it).
pub fn jishogi_points(p: &Position) -> (u32, u32) {
    let t = tally(p);
    (t.points[0], t.points[1])
}

/// The rule a declaration is judged by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DeclarationRule {
    /// The 24-point rule (24点法, professional games): 31 points or more
    /// win, 24 to 30 draw (持将棋), fewer lose.
    Points24,
    /// The 27-point rule (27点法, CSA and floodgate, amateur tournaments):
    /// black wins with 28 points or more, white with 27 or more; fewer lose.
    Points27,
}

/// The verdict of a declaration, for the side that declared.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Declaration {
    /// The declaring side wins.
    Win,
    /// The game is drawn (持将棋; the 24-point rule only).
    Draw,
    /// The declaring side loses: a condition was not met.
    Lose,
}

impl Board {
    /// The verdict of 入玉宣言 declared now by the side to move under
    /// `rule`. The declaration loses unless all of these hold:
    /// - the side's king stands in its promotion zone (the enemy camp);
    /// - the side is not in check;
    /// - ten or more of its other pieces stand in that zone;
    /// - its points ([`jishogi_points`]) reach the rule's least: 24 under
    ///   the 24-point rule (24 to 30 draw, 31 or more win), 28 for black and
    ///   27 for white under the 27-point rule (win).
    ///
    /// The side's time left, a condition of the rules, is not the board's
    /// to know.
    ///
    /// This is tsshogi 2.2.0's `judgeJishogiDeclaration` for the side to
    /// move, except that under the 27-point rule too few points lose, as the
    /// rule says, where tsshogi answers a draw.
    pub fn judge_declaration(&self, rule: DeclarationRule) -> Declaration {
        let us = self.turn;
        let king_in_zone = self
            .king(us)
            .is_some_and(|k| in_promotion_zone(us, k.rank()));
        if !king_in_zone || self.in_check() {
            return Declaration::Lose;
        }
        let t = tally(&self.to_position());
        let c = us as usize;
        if t.in_zone[c] < 10 {
            return Declaration::Lose;
        }
        let points = t.points[c];
        match rule {
            DeclarationRule::Points24 if points >= 31 => Declaration::Win,
            DeclarationRule::Points24 if points >= 24 => Declaration::Draw,
            DeclarationRule::Points27 if points >= 28 - c as u32 => Declaration::Win,
            _ => Declaration::Lose,
        }
    }
}
