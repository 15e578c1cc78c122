//! The characters of the notation: files, ranks, piece names, marks.
// Some are the kifu readers' and writers' only: unused without that layer.
#![cfg_attr(not(feature = "kifu"), allow(dead_code))]

use crate::names;
use crate::{Color, Kind};

use super::options::{DragonChar, KingChar};

pub use crate::names::{FILES, NAMES, RANKS};

/// The name the official notation gives a kind; the dragon and the king
/// take the characters the options choose.
pub fn kind_name(kind: Kind, color: Color, dragon: DragonChar, king: KingChar) -> &'static str {
    NAME_STRS
        .get(name_slot(kind, color, dragon, king))
        .copied()
        .unwrap_or("")
}

/// Where [`kind_name`]'s name is in [`NAME_STRS`] (and [`NAME_TOKENS`]):
/// the kind's number, or 15 for white's 王 and 0 for 竜 when the options
/// choose them.
fn name_slot(kind: Kind, color: Color, dragon: DragonChar, king: KingChar) -> usize {
    match (kind, king, color, dragon) {
        (Kind::King, KingChar::WhiteOu, Color::White, _) => 15,
        (Kind::Dragon, _, _, DragonChar::Simplified) => 0,
        _ => kind as usize,
    }
}

/// The names moves are written with, by kind number, then 竜 and 王 in
/// slots 0 and 15.
const NAME_STRS: [&str; 16] = {
    let mut t = [""; 16];
    let mut i = 0;
    while i < Kind::ALL.len() {
        t[Kind::ALL[i] as usize] = names::kanji_at(i);
        i += 1;
    }
    t[0] = names::DRAGON_SIMPLIFIED;
    t[15] = names::KING_OU;
    t
};

/// A piece of a move's text, up to seven bytes of UTF-8 held in the low
/// bytes of a word (the first lowest, the unused ones zero) and how many
/// there are in its top byte: the writer stores each in one copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Token(u64);

impl Token {
    /// No text.
    pub(crate) const EMPTY: Token = Token(0);

    /// The token of `bytes`, the first lowest, `len` of them (at most seven).
    pub(crate) const fn new(bytes: u64, len: u8) -> Token {
        Token(bytes & BYTES | (len as u64 & 7) << 56)
    }

    /// The token of `s` (at most seven bytes; the rest are left out).
    pub(crate) const fn of(s: &str) -> Token {
        let b = s.as_bytes();
        let mut bytes = 0u64;
        let mut i = 0;
        while i < b.len() && i < 7 {
            bytes |= (b[i] as u64) << (8 * i);
            i += 1;
        }
        Token::new(bytes, i as u8)
    }

    /// The token of one character.
    pub(crate) const fn char(c: char) -> Token {
        let mut buf = [0u8; 4];
        let c = c as u32;
        let len = if c < 0x80 {
            buf[0] = c as u8;
            1
        } else if c < 0x800 {
            buf[0] = (0xC0 | c >> 6) as u8;
            buf[1] = (0x80 | c & 0x3F) as u8;
            2
        } else if c < 0x1_0000 {
            buf[0] = (0xE0 | c >> 12) as u8;
            buf[1] = (0x80 | c >> 6 & 0x3F) as u8;
            buf[2] = (0x80 | c & 0x3F) as u8;
            3
        } else {
            buf[0] = (0xF0 | c >> 18) as u8;
            buf[1] = (0x80 | c >> 12 & 0x3F) as u8;
            buf[2] = (0x80 | c >> 6 & 0x3F) as u8;
            buf[3] = (0x80 | c & 0x3F) as u8;
            4
        };
        Token::new(u32::from_le_bytes(buf) as u64, len)
    }

    /// The bytes, the first lowest, the unused ones zero.
    pub(crate) const fn bytes(self) -> u64 {
        self.0 & BYTES
    }

    /// How many bytes the text has.
    pub(crate) const fn len(self) -> u8 {
        (self.0 >> 56) as u8
    }

    /// This token followed by `next` (together at most seven bytes).
    pub(crate) const fn then(self, next: Token) -> Token {
        Token::new(
            self.bytes() | next.bytes() << (8 * (self.len() as u32 & 7)),
            self.len() + next.len(),
        )
    }
}

/// The bits of a [`Token`]'s bytes.
const BYTES: u64 = (1 << 56) - 1;

/// [`FILES`] and [`RANKS`] as tokens.
pub(crate) const SQUARE_TOKENS: [[Token; 9]; 2] = {
    let mut t = [[Token::EMPTY; 9]; 2];
    let mut i = 0;
    while i < 9 {
        t[0][i] = Token::char(FILES[i]);
        t[1][i] = Token::char(RANKS[i]);
        i += 1;
    }
    t
};

/// [`NAME_STRS`] as tokens.
const NAME_TOKENS: [Token; 16] = {
    let mut t = [Token::EMPTY; 16];
    let mut i = 0;
    while i < 16 {
        t[i] = Token::of(NAME_STRS[i]);
        i += 1;
    }
    t
};

/// Whether the options choose the kind's other name (white's 王, 竜): the
/// bit of a text's key ([`MoveText::key`](super::MoveText::key)) that,
/// with the kind, names its name.
pub(crate) fn other_name(kind: Kind, color: Color, dragon: DragonChar, king: KingChar) -> bool {
    name_slot(kind, color, dragon, king) != kind as usize
}

/// The token of the name a key names: the kind's number and
/// [`other_name`]'s bit.
pub(crate) fn name_token(kind: u32, other: bool) -> Token {
    let slot = match (other, kind) {
        (false, kind) => kind as usize,
        (true, kind) if kind == Kind::King as u32 => 15,
        (true, _) => 0,
    };
    NAME_TOKENS.get(slot).copied().unwrap_or(Token::EMPTY)
}

/// 同: a move to the square of the move before it.
pub const SAME: char = '同';

/// 同 as the kifu formats write it, with a full-width space after it.
pub const SAME_SPACED: &str = "同　";

/// What follows a piece name and its 右左上引寄直.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Suffix {
    /// 打: a drop.
    Drop,
    /// 不成: a move that could promote and does not.
    NoPromote,
    /// 成: a promotion.
    Promote,
}

impl Suffix {
    /// The word: 打, 不成, 成.
    pub const fn text(self) -> &'static str {
        match self {
            Suffix::Drop => "打",
            Suffix::NoPromote => "不成",
            Suffix::Promote => "成",
        }
    }

    /// The suffix `s` starts with (不成 before 成) and what follows it.
    pub fn read(s: &str) -> Option<(Suffix, &str)> {
        [Suffix::Drop, Suffix::NoPromote, Suffix::Promote]
            .into_iter()
            .find_map(|x| Some((x, s.strip_prefix(x.text())?)))
    }
}

/// A file or rank digit: ASCII, full-width, or (for ranks) a kanji numeral.
pub fn digit(c: char, kanji: bool) -> Option<u8> {
    let n = match c {
        '1'..='9' => c as u32 - '0' as u32,
        _ => match names::file_digit(c) {
            Some(n) => return Some(n),
            None if kanji => return names::rank_numeral(c),
            None => return None,
        },
    };
    Some(n as u8)
}

/// The side a mark stands for: ☗▲ black, ☖△ white.
pub fn mark_color(c: char) -> Option<Color> {
    match c {
        '☗' | '▲' => Some(Color::Black),
        '☖' | '△' => Some(Color::White),
        _ => None,
    }
}
