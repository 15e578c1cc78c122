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
    match (kind, king, color, dragon) {
        (Kind::King, KingChar::WhiteOu, Color::White, _) => names::KING_OU,
        (Kind::Dragon, _, _, DragonChar::Simplified) => names::DRAGON_SIMPLIFIED,
        _ => names::kanji(kind),
    }
}

/// The UTF-8 bytes of a character of three (U+0800 to U+FFFF: every
/// character of a move's text but a KIF origin's), for the writer to copy
/// whole rather than encode one by one.
pub(crate) const fn utf8(c: char) -> [u8; 3] {
    let c = c as u32;
    [
        0xE0 | (c >> 12) as u8 & 0x0F,
        0x80 | (c >> 6) as u8 & 0x3F,
        0x80 | c as u8 & 0x3F,
    ]
}

/// [`FILES`] and [`RANKS`] as their UTF-8 bytes.
pub(crate) const SQUARE_BYTES: [[[u8; 3]; 9]; 2] = {
    let mut t = [[[0; 3]; 9]; 2];
    let mut i = 0;
    while i < 9 {
        t[0][i] = utf8(FILES[i]);
        t[1][i] = utf8(RANKS[i]);
        i += 1;
    }
    t
};

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
