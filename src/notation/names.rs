//! The characters of the notation: files, ranks, piece names, marks.

use crate::{Color, Kind};

use super::options::{DragonChar, KingChar};

/// Files as the notation writes them: full-width digits, １ to ９.
pub const FILES: [char; 9] = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];

/// Ranks as the notation writes them: kanji numerals, 一 to 九.
pub const RANKS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

/// The name the official notation gives a kind; the dragon and the king
/// take the characters the options choose.
pub fn kind_name(kind: Kind, color: Color, dragon: DragonChar, king: KingChar) -> &'static str {
    match kind {
        Kind::Pawn => "歩",
        Kind::Lance => "香",
        Kind::Knight => "桂",
        Kind::Silver => "銀",
        Kind::Gold => "金",
        Kind::Bishop => "角",
        Kind::Rook => "飛",
        Kind::King => match (king, color) {
            (KingChar::WhiteOu, Color::White) => "王",
            _ => "玉",
        },
        Kind::ProPawn => "と",
        Kind::ProLance => "成香",
        Kind::ProKnight => "成桂",
        Kind::ProSilver => "成銀",
        Kind::Horse => "馬",
        Kind::Dragon => match dragon {
            DragonChar::Simplified => "竜",
            DragonChar::Traditional => "龍",
        },
    }
}

/// Every spelling of a piece name the reader accepts, longest first so that
/// 成銀 is not read as a stray 成 before 銀.
pub const NAMES: [(&str, Kind); 19] = [
    ("成香", Kind::ProLance),
    ("成桂", Kind::ProKnight),
    ("成銀", Kind::ProSilver),
    ("歩", Kind::Pawn),
    ("香", Kind::Lance),
    ("桂", Kind::Knight),
    ("銀", Kind::Silver),
    ("金", Kind::Gold),
    ("角", Kind::Bishop),
    ("飛", Kind::Rook),
    ("玉", Kind::King),
    ("王", Kind::King),
    ("と", Kind::ProPawn),
    ("杏", Kind::ProLance),
    ("圭", Kind::ProKnight),
    ("全", Kind::ProSilver),
    ("馬", Kind::Horse),
    ("竜", Kind::Dragon),
    ("龍", Kind::Dragon),
];

/// A file or rank digit: ASCII, full-width, or (for ranks) a kanji numeral.
pub fn digit(c: char, kanji: bool) -> Option<u8> {
    let n = match c {
        '1'..='9' => c as u32 - '0' as u32,
        '１'..='９' => c as u32 - '１' as u32 + 1,
        _ if kanji => RANKS.iter().position(|&r| r == c)? as u32 + 1,
        _ => return None,
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
