//! 右左上引寄直: telling apart pieces of one kind that can reach one square,
//! by the official rules (日本将棋連盟「棋譜の表記方法」).
//!
//! First by movement: 上 (toward the opponent), 引 (back), 寄 (sideways).
//! If that leaves more than one piece, by position: 直 for a gold, silver
//! or promoted minor moving one square straight forward, else 左 or 右 (seen
//! from the mover) when the piece is the leftmost or rightmost of them all,
//! else 左 or 右 among the pieces with the same movement, combined with it
//! (左上, 右引, 左寄). 竜 and 馬 never take 直. Every word is seen from the
//! side that moves, so the rules read the same for white.
// The letters and characters are the kifu layer's: unused without it.
#![cfg_attr(not(feature = "kifu"), allow(dead_code))]

use crate::{Color, Kind, Sq};

/// How a piece moves, seen from its owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Movement {
    /// 上: toward the opponent (行 in some texts).
    Up,
    /// 引: back toward its own side.
    Back,
    /// 寄: along the rank.
    Sideways,
}

/// Where a piece stands among the others, seen from its owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Position {
    /// 左: the leftmost.
    Left,
    /// 右: the rightmost.
    Right,
    /// 直: one square straight forward.
    Straight,
}

/// The words a move needs: none, one, or a position and a movement.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Words {
    /// 左, 右 or 直.
    pub position: Option<Position>,
    /// 上, 引 or 寄.
    pub movement: Option<Movement>,
}

impl Words {
    /// Whether the text has no word at all.
    pub const fn is_empty(self) -> bool {
        self.position.is_none() && self.movement.is_none()
    }

    /// The words as written, position first: 左上, 直, 寄.
    pub fn chars(self) -> impl Iterator<Item = char> {
        let p = self.position.map(Position::char);
        p.into_iter().chain(self.movement.map(Movement::char))
    }

    /// JKF's letters for the words, position first: `LU`, `C`, `M`.
    pub fn letters(self) -> impl Iterator<Item = char> {
        let p = self.position.map(Position::letter);
        p.into_iter().chain(self.movement.map(Movement::letter))
    }
}

/// A kifu move's `relative`: the words that tell its piece from the others
/// of its kind that reach the square, or 打 for a drop where a piece on the
/// board could also go. JKF writes it as letters: `L`, `R`, `C` for 左右直,
/// `U`, `D`, `M` for 上引寄 (position first, `LU`), `H` for 打.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relative {
    /// 右左直 and 上引寄: at least one word.
    Words(Words),
    /// 打.
    Drop,
}

/// JKF's letter for 打.
const DROP_LETTER: char = 'H';

impl Relative {
    /// The JKF letters, position first: `LU`, `C`, `M`, `H`.
    pub fn letters(self) -> impl Iterator<Item = char> {
        let (bytes, n) = self.letter_bytes();
        bytes.into_iter().take(n).map(char::from)
    }

    /// The JKF letters as ASCII bytes, and how many there are (1 or 2).
    pub fn letter_bytes(self) -> ([u8; 2], usize) {
        let w = match self {
            Relative::Words(w) => w,
            Relative::Drop => return ([DROP_LETTER as u8, 0], 1),
        };
        let mut out = [0u8; 2];
        let mut n = 0;
        for c in [
            w.position.map(Position::letter),
            w.movement.map(Movement::letter),
        ]
        .into_iter()
        .flatten()
        {
            if let Some(slot) = out.get_mut(n) {
                *slot = c as u8;
                n += 1;
            }
        }
        (out, n)
    }

    /// The value JKF's letters write: a position letter and a movement
    /// letter, in that order, each optional but not both absent; or `H`
    /// alone. `None` for any other text.
    pub fn from_letters(letters: &str) -> Option<Relative> {
        let b = letters.as_bytes();
        if b == [DROP_LETTER as u8] {
            return Some(Relative::Drop);
        }
        let mut w = Words::default();
        let mut i = 0;
        let at = |i: usize| b.get(i).map(|&c| char::from(c));
        if let Some(p) = at(i).and_then(|c| Position::ALL.into_iter().find(|p| p.letter() == c)) {
            w.position = Some(p);
            i += 1;
        }
        if let Some(m) = at(i).and_then(|c| Movement::ALL.into_iter().find(|m| m.letter() == c)) {
            w.movement = Some(m);
            i += 1;
        }
        (i > 0 && i == b.len()).then_some(Relative::Words(w))
    }

    /// The words, none for 打.
    pub fn words(self) -> Words {
        match self {
            Relative::Words(w) => w,
            Relative::Drop => Words::default(),
        }
    }
}

impl Movement {
    /// The three movements.
    pub const ALL: [Movement; 3] = [Movement::Up, Movement::Back, Movement::Sideways];

    /// The word: 上, 引, 寄.
    pub const fn char(self) -> char {
        match self {
            Movement::Up => '上',
            Movement::Back => '引',
            Movement::Sideways => '寄',
        }
    }

    /// JKF's letter: `U`, `D`, `M`.
    pub const fn letter(self) -> char {
        match self {
            Movement::Up => 'U',
            Movement::Back => 'D',
            Movement::Sideways => 'M',
        }
    }

    /// The movement a word names (行, an older 上, included).
    pub fn from_char(c: char) -> Option<Movement> {
        match c {
            '行' => Some(Movement::Up),
            _ => Movement::ALL.into_iter().find(|m| m.char() == c),
        }
    }
}

impl Position {
    /// The three positions.
    pub const ALL: [Position; 3] = [Position::Left, Position::Right, Position::Straight];

    /// The word: 左, 右, 直.
    pub const fn char(self) -> char {
        match self {
            Position::Left => '左',
            Position::Right => '右',
            Position::Straight => '直',
        }
    }

    /// JKF's letter: `L`, `R`, `C`.
    pub const fn letter(self) -> char {
        match self {
            Position::Left => 'L',
            Position::Right => 'R',
            Position::Straight => 'C',
        }
    }

    /// The position a word names.
    pub fn from_char(c: char) -> Option<Position> {
        Position::ALL.into_iter().find(|p| p.char() == c)
    }
}

/// How far `sq` is to the mover's left: the file for black (file 9 is black's
/// left), the mirrored file for white.
fn leftness(color: Color, sq: Sq) -> u8 {
    match color {
        Color::Black => sq.file(),
        Color::White => 10 - sq.file(),
    }
}

/// How far `sq` is toward the mover's own side: the rank for black, the
/// mirrored rank for white.
fn depth(color: Color, sq: Sq) -> u8 {
    match color {
        Color::Black => sq.rank(),
        Color::White => 10 - sq.rank(),
    }
}

/// How a piece of `color` moving from `from` to `to` moves.
pub fn movement(color: Color, from: Sq, to: Sq) -> Movement {
    let (a, b) = (depth(color, from), depth(color, to));
    if b < a {
        Movement::Up
    } else if b > a {
        Movement::Back
    } else {
        Movement::Sideways
    }
}

/// Whether the kind ever takes 直: golds, silvers and the promoted minors.
/// (竜 and 馬 use 左 and 右 instead; no other kind can step straight forward
/// while another of its kind reaches the same square.)
pub const fn takes_straight(kind: Kind) -> bool {
    matches!(
        kind,
        Kind::Silver
            | Kind::Gold
            | Kind::ProPawn
            | Kind::ProLance
            | Kind::ProKnight
            | Kind::ProSilver
    )
}

/// Whether the move goes one square straight forward.
pub fn is_straight(color: Color, from: Sq, to: Sq) -> bool {
    from.file() == to.file() && depth(color, from) == depth(color, to) + 1
}

/// Whether `sq` is the only one of `squares` at the mover's extreme left
/// (or right).
fn only_extreme(color: Color, squares: &[Sq], sq: Sq, left: bool) -> bool {
    let key = |s: Sq| {
        let l = leftness(color, s);
        if left {
            l
        } else {
            10 - l
        }
    };
    let mine = key(sq);
    squares.iter().all(|&s| s == sq || key(s) < mine)
}

/// The words that tell the move of the piece of `kind` and `color` from
/// `from` to `to` apart from the others on `sources` (all the squares whose
/// piece of that kind can legally move to `to`, `from` among them); `None`
/// when no words can.
pub fn words(kind: Kind, color: Color, from: Sq, to: Sq, sources: &[Sq]) -> Option<Words> {
    if sources.len() < 2 {
        return Some(Words::default());
    }
    let mine = movement(color, from, to);
    let mut same = [from; 8];
    let mut n = 0;
    for &s in sources {
        if movement(color, s, to) == mine && n < same.len() {
            same[n] = s;
            n += 1;
        }
    }
    let same = &same[..n.min(8)];
    if same.len() == 1 {
        return Some(Words {
            position: None,
            movement: Some(mine),
        });
    }
    if takes_straight(kind) && is_straight(color, from, to) {
        return Some(Words {
            position: Some(Position::Straight),
            movement: None,
        });
    }
    for (set, movement) in [(sources, None), (same, Some(mine))] {
        for (left, position) in [(true, Position::Left), (false, Position::Right)] {
            if only_extreme(color, set, from, left) {
                return Some(Words {
                    position: Some(position),
                    movement,
                });
            }
        }
    }
    None
}

/// Keeps in `sources` the squares whose piece of `kind` and `color`, moving
/// to `to`, fits `words`; returns how many are kept (at the front).
pub fn select(kind: Kind, color: Color, to: Sq, words: Words, sources: &mut [Sq]) -> usize {
    if words.position == Some(Position::Straight) && !takes_straight(kind) {
        return 0;
    }
    let mut n = 0;
    for i in 0..sources.len() {
        let Some(&s) = sources.get(i) else { break };
        let moves = match words.movement {
            Some(m) => movement(color, s, to) == m,
            None => true,
        };
        let fits =
            moves && (words.position != Some(Position::Straight) || is_straight(color, s, to));
        if fits {
            if let Some(slot) = sources.get_mut(n) {
                *slot = s;
            }
            n += 1;
        }
    }
    let left = match words.position {
        Some(Position::Left) => true,
        Some(Position::Right) => false,
        _ => return n,
    };
    let key = |s: Sq| {
        let l = leftness(color, s);
        if left {
            l
        } else {
            10 - l
        }
    };
    let Some(best) = sources.iter().take(n).map(|&s| key(s)).max() else {
        return 0;
    };
    let mut m = 0;
    for i in 0..n {
        let Some(&s) = sources.get(i) else { break };
        if key(s) == best {
            if let Some(slot) = sources.get_mut(m) {
                *slot = s;
            }
            m += 1;
        }
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(file: u8, rank: u8) -> Sq {
        Sq::new(file, rank).unwrap()
    }

    /// The square seen from the other side: the JSA examples rotated for white.
    fn rotate(s: Sq) -> Sq {
        sq(10 - s.file(), 10 - s.rank())
    }

    fn text(w: Words) -> alloc::string::String {
        w.position
            .map(Position::char)
            .into_iter()
            .chain(w.movement.map(Movement::char))
            .collect()
    }

    /// Each case: kind, destination, sources, and the words of each source.
    fn check(kind: Kind, to: Sq, cases: &[(Sq, &str)]) {
        let sources: alloc::vec::Vec<Sq> = cases.iter().map(|c| c.0).collect();
        for color in [Color::Black, Color::White] {
            let turn = |s: Sq| if color == Color::White { rotate(s) } else { s };
            let to = turn(to);
            let sources: alloc::vec::Vec<Sq> = sources.iter().map(|&s| turn(s)).collect();
            for &(from, expected) in cases {
                let from = turn(from);
                let w = words(kind, color, from, to, &sources).unwrap();
                assert_eq!(text(w), expected, "{kind:?} {color:?} {from} -> {to}");
                let mut kept = sources.clone();
                let n = select(kind, color, to, w, &mut kept);
                assert_eq!(&kept[..n], &[from]);
            }
        }
    }

    #[test]
    fn official_examples() {
        // 3枚以上: と on ９九 ８九 ７九 ９八 ８七 to ８八.
        check(
            Kind::ProPawn,
            sq(8, 8),
            &[
                (sq(7, 9), "右"),
                (sq(8, 9), "直"),
                (sq(9, 9), "左上"),
                (sq(9, 8), "寄"),
                (sq(8, 7), "引"),
            ],
        );
        // 3枚以上: 銀 on ２九 １七 ３九 ３七 to ２八.
        check(
            Kind::Silver,
            sq(2, 8),
            &[
                (sq(2, 9), "直"),
                (sq(1, 7), "右"),
                (sq(3, 9), "左上"),
                (sq(3, 7), "左引"),
            ],
        );
        // 竜 D and 馬 (no 直): left and right although one moves straight.
        check(
            Kind::Dragon,
            sq(8, 8),
            &[(sq(9, 9), "左"), (sq(8, 9), "右")],
        );
        check(Kind::Horse, sq(9, 2), &[(sq(9, 3), "左"), (sq(7, 4), "右")]);
        // 竜 A: movement first.
        check(
            Kind::Dragon,
            sq(8, 2),
            &[(sq(9, 1), "引"), (sq(8, 4), "上")],
        );
        // A single piece needs no word.
        check(Kind::Gold, sq(5, 5), &[(sq(5, 6), "")]);
    }

    #[test]
    fn golds_and_silvers_are_always_told_apart() {
        // Every set of golds (or silvers) around a square: every one of them
        // gets words, and the words select it alone.
        let to = sq(5, 5);
        for (kind, steps) in [
            (
                Kind::Gold,
                &[(0i8, 1i8), (1, 1), (-1, 1), (1, 0), (-1, 0), (0, -1)][..],
            ),
            (
                Kind::Silver,
                &[(0, 1), (1, 1), (-1, 1), (1, -1), (-1, -1)][..],
            ),
        ] {
            for color in [Color::Black, Color::White] {
                let s = if color == Color::Black { 1 } else { -1 };
                let all: alloc::vec::Vec<Sq> = steps
                    .iter()
                    .map(|&(df, dr)| sq((5 + df * s) as u8, (5 + dr * s) as u8))
                    .collect();
                for mask in 1u32..(1 << all.len()) {
                    let set: alloc::vec::Vec<Sq> = (0..all.len())
                        .filter(|i| mask & (1 << i) != 0)
                        .map(|i| all[i])
                        .collect();
                    for &from in &set {
                        let w = words(kind, color, from, to, &set).unwrap();
                        let mut kept = set.clone();
                        let n = select(kind, color, to, w, &mut kept);
                        assert_eq!(&kept[..n], &[from], "{set:?} {from}");
                    }
                }
            }
        }
    }

    #[test]
    fn three_dragons_cannot_always_be_told_apart() {
        // 竜 below, below-left and below-right of ５五: the middle one would
        // need 直, which 竜 never takes.
        let set = [sq(6, 6), sq(5, 7), sq(4, 6)];
        assert_eq!(
            words(Kind::Dragon, Color::Black, sq(5, 7), sq(5, 5), &set),
            None
        );
        assert!(words(Kind::Dragon, Color::Black, sq(6, 6), sq(5, 5), &set).is_some());
    }
}
