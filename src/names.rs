//! The characters shogi text is written in, each table once: file digits,
//! rank numerals and piece names. The notation, the kifu readers and writers
//! and the rules' messages all take them from here.
// The rules' messages use a few of these; builds without the kifu layer
// leave the rest unused.
#![cfg_attr(not(feature = "kifu"), allow(dead_code))]

use crate::Kind;

/// Files as Japanese text writes them: full-width digits, １ to ９.
pub const FILES: [char; 9] = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];

/// Ranks as Japanese text writes them: kanji numerals, 一 to 九.
pub const RANKS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

/// Each kind's names, in [`Kind::ALL`] order: the one moves are written
/// with (KIF, KI2: `成香`) and the one character of a board diagram (`杏`).
const KANJI: [(&str, &str); 14] = [
    ("歩", "歩"),
    ("香", "香"),
    ("桂", "桂"),
    ("銀", "銀"),
    ("金", "金"),
    ("角", "角"),
    ("飛", "飛"),
    ("玉", "玉"),
    ("と", "と"),
    ("成香", "杏"),
    ("成桂", "圭"),
    ("成銀", "全"),
    ("馬", "馬"),
    ("龍", "龍"),
];

/// The white king's other name, 王.
pub const KING_OU: &str = "王";

/// The dragon's simplified name, 竜.
pub const DRAGON_SIMPLIFIED: &str = "竜";

/// The name a move is written with: `歩`, `成香`, `玉`, `龍`.
pub fn kanji(kind: Kind) -> &'static str {
    // `get`, not an index: no bounds-check panic in the shipped module.
    KANJI
        .get((kind as usize).wrapping_sub(1))
        .map_or("", |k| k.0)
}

/// The name a move is written with of the kind at `i` in [`Kind::ALL`]
/// (`""` past the end), for tables built at compile time.
pub(crate) const fn kanji_at(i: usize) -> &'static str {
    if i < KANJI.len() {
        KANJI[i].0
    } else {
        ""
    }
}

/// The one character a board diagram writes a kind with: `杏` for a
/// promoted lance.
pub fn diagram_kanji(kind: Kind) -> &'static str {
    KANJI
        .get((kind as usize).wrapping_sub(1))
        .map_or("", |k| k.1)
}

/// Every spelling of a piece name a reader accepts, longest first so that
/// 成銀 is not read as a stray 成 before 銀.
pub const NAMES: [(&str, Kind); 19] = {
    let mut t = [("", Kind::Pawn); 19];
    let mut n = 0;
    let mut i = 0;
    // The names of two characters first.
    while i < 14 {
        if KANJI[i].0.len() > 3 {
            t[n] = (KANJI[i].0, Kind::ALL[i]);
            n += 1;
        }
        i += 1;
    }
    i = 0;
    while i < 14 {
        t[n] = (KANJI[i].1, Kind::ALL[i]);
        n += 1;
        i += 1;
    }
    t[n] = (KING_OU, Kind::King);
    t[n + 1] = (DRAGON_SIMPLIFIED, Kind::Dragon);
    t
};

/// One character of a piece name and its kind, for the readers that take
/// a piece a character at a time (`成` read before it).
const CHARS: [(char, Kind); 16] = {
    let mut t = [('\0', Kind::Pawn); 16];
    let mut i = 0;
    while i < 16 {
        let name = NAMES[i + 3].0.as_bytes();
        // Every name here is one three-byte UTF-8 character.
        let c = ((name[0] as u32 & 0x0f) << 12)
            | ((name[1] as u32 & 0x3f) << 6)
            | (name[2] as u32 & 0x3f);
        t[i] = match char::from_u32(c) {
            Some(c) => (c, NAMES[i + 3].1),
            None => panic!("a piece name is one character"),
        };
        i += 1;
    }
    t
};

/// The kind a one-character piece name names (`杏`, `王`, `竜` included).
pub fn kind_of_char(c: char) -> Option<Kind> {
    CHARS.iter().find(|&&(k, _)| k == c).map(|&(_, kind)| kind)
}

/// 1..=9 for a full-width digit １..９.
pub const fn file_digit(c: char) -> Option<u8> {
    let n = (c as u32).wrapping_sub(FILES[0] as u32);
    if n < 9 {
        Some(n as u8 + 1)
    } else {
        None
    }
}

/// 1..=9 for a kanji numeral 一..九.
pub fn rank_numeral(c: char) -> Option<u8> {
    RANKS.iter().position(|&r| r == c).map(|i| i as u8 + 1)
}

/// The full-width digit of a file, `？` outside 1..=9.
pub fn file_char(x: u8) -> char {
    FILES
        .get(usize::from(x).wrapping_sub(1))
        .copied()
        .unwrap_or('？')
}

/// [`RANKS`] as UTF-8, three bytes each (every numeral is in U+0800..U+FFFF).
static RANK_UTF8: [u8; 27] = {
    let mut t = [0u8; 27];
    let mut i = 0;
    while i < 9 {
        let c = RANKS[i] as u32;
        t[3 * i] = 0xe0 | (c >> 12) as u8;
        t[3 * i + 1] = 0x80 | ((c >> 6) & 0x3f) as u8;
        t[3 * i + 2] = 0x80 | (c & 0x3f) as u8;
        i += 1;
    }
    t
};

/// The kanji numeral of a rank as text, `？` outside 1..=9: pushed as a
/// `&str`, with no character encoding at run time.
pub fn rank_str(y: u8) -> &'static str {
    let at = usize::from(y).wrapping_sub(1).saturating_mul(3);
    RANK_UTF8
        .get(at..at.saturating_add(3))
        .and_then(|b| core::str::from_utf8(b).ok())
        .unwrap_or("？")
}

/// The kanji numeral of a rank, `？` outside 1..=9.
pub fn rank_char(y: u8) -> char {
    RANKS
        .get(usize::from(y).wrapping_sub(1))
        .copied()
        .unwrap_or('？')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_reads_back() {
        for kind in Kind::ALL {
            assert_eq!(
                kind_of_char(diagram_kanji(kind).chars().next().unwrap()),
                Some(kind)
            );
            assert!(NAMES.contains(&(kanji(kind), kind)));
        }
        let first = |s: &str| s.chars().next().unwrap();
        assert_eq!(kind_of_char(first(KING_OU)), Some(Kind::King));
        assert_eq!(kind_of_char(first(DRAGON_SIMPLIFIED)), Some(Kind::Dragon));
        assert_eq!(kind_of_char('成'), None);
        assert_eq!(NAMES[0], (kanji(Kind::ProLance), Kind::ProLance));
        assert_eq!(file_digit(FILES[6]), Some(7));
        assert_eq!(file_digit('7'), None);
        assert_eq!(rank_numeral(RANKS[8]), Some(9));
        for y in 0..=10 {
            assert_eq!(rank_str(y).chars().next(), Some(rank_char(y)));
        }
        assert_eq!((file_char(10), rank_char(0)), ('？', '？'));
    }
}
