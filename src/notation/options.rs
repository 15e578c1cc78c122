//! How a move is written: the style and its choices of characters.

use crate::{Color, Move};

/// The two ways Japanese move text is written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Style {
    /// The official notation (KI2 files, books, broadcasts): `☗５二金右`,
    /// with 右左上引寄直 only when two pieces of the kind could move there.
    #[default]
    Ki2,
    /// The move column of KIF files: `５二金(61)`, the origin in
    /// parentheses, 打 on every drop, no 右左上引寄直.
    Kif,
}

/// The mark written before a move for the side that makes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    /// ☗ for black, ☖ for white: the default of the KI2 style.
    Shogi,
    /// ▲ for black, △ for white, as many sites and files write them.
    Triangle,
    /// No mark: the default of the KIF style, whose move column has none.
    None,
}

impl Mark {
    /// The mark of `color`, or `None` for [`Mark::None`].
    pub const fn char(self, color: Color) -> Option<char> {
        match (self, color) {
            (Mark::Shogi, Color::Black) => Some('☗'),
            (Mark::Shogi, Color::White) => Some('☖'),
            (Mark::Triangle, Color::Black) => Some('▲'),
            (Mark::Triangle, Color::White) => Some('△'),
            (Mark::None, _) => None,
        }
    }
}

/// How the promoted rook is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DragonChar {
    /// 竜, as the official rules write it: the default of the KI2 style.
    Simplified,
    /// 龍, as KIF files write it: the default of the KIF style.
    Traditional,
}

/// How the kings are written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum KingChar {
    /// 玉 for both kings.
    #[default]
    Gyoku,
    /// 王 for white's king, 玉 for black's, as some books distinguish them.
    WhiteOu,
}

/// Choices for writing (and, for `previous`, reading) Japanese move text.
///
/// `mark` and `dragon` left at `None` take the style's default: ☗☖ and 竜
/// for [`Style::Ki2`], no mark and 龍 for [`Style::Kif`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JapaneseOptions {
    /// The move played just before, so that a move to its destination is
    /// written 同 (and 同 in text read means that destination).
    pub previous: Option<Move>,
    /// Whether 同 is followed by a full-width space (`同　歩`, as KIF files and
    /// most sites write it) or not (`同歩`). [`JapaneseOptions::default`] sets it.
    pub same_space: bool,
    /// The side mark; `None` for the style's default.
    pub mark: Option<Mark>,
    /// The promoted rook's character; `None` for the style's default.
    pub dragon: Option<DragonChar>,
    /// The kings' characters.
    pub king: KingChar,
    /// KI2 (official) or KIF (move column).
    pub style: Style,
}

impl JapaneseOptions {
    /// The official notation with its defaults: `☗７六歩`, `☖同　歩`, 竜, 玉.
    pub const KI2: JapaneseOptions = JapaneseOptions {
        previous: None,
        same_space: true,
        mark: None,
        dragon: None,
        king: KingChar::Gyoku,
        style: Style::Ki2,
    };

    /// The KIF move column with its defaults: `７六歩(77)`, `同　歩(23)`, 龍, 玉.
    pub const KIF: JapaneseOptions = JapaneseOptions {
        style: Style::Kif,
        ..JapaneseOptions::KI2
    };

    /// These options with `previous` set.
    pub const fn after(self, previous: Option<Move>) -> JapaneseOptions {
        JapaneseOptions { previous, ..self }
    }

    /// The mark in effect: the chosen one or the style's default.
    pub const fn effective_mark(&self) -> Mark {
        match (self.mark, self.style) {
            (Some(mark), _) => mark,
            (None, Style::Ki2) => Mark::Shogi,
            (None, Style::Kif) => Mark::None,
        }
    }

    /// The promoted rook's character in effect.
    pub const fn effective_dragon(&self) -> DragonChar {
        match (self.dragon, self.style) {
            (Some(dragon), _) => dragon,
            (None, Style::Ki2) => DragonChar::Simplified,
            (None, Style::Kif) => DragonChar::Traditional,
        }
    }
}

impl Default for JapaneseOptions {
    /// [`JapaneseOptions::KI2`].
    fn default() -> JapaneseOptions {
        JapaneseOptions::KI2
    }
}
