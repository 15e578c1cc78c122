//! The record model: a JSON Kifu Format (JKF) object in Rust.
//!
//! The fields are those of the JKF definition (version 1.0): `header`,
//! `initial`, `moves`, each move with `move`, `time`, `special`, `comments`
//! and `forks`. Optional fields are `Option`s or empty `Vec`s; the JSON
//! writer leaves out what is absent, as json-kifu-format does.

use alloc::string::String;
use alloc::vec::Vec;

use crate::notation::Relative;
use crate::rules::IllegalCode;
use crate::{Color, Kind, Piece, Position};

/// A square as JKF writes it: `x` is the file (1..=9), `y` the rank (1..=9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Place {
    /// File, 1..=9 (9 is the left as black sees it).
    pub x: u8,
    /// Rank, 1..=9 (rank 1 is white's side).
    pub y: u8,
}

impl Place {
    /// The place, when both coordinates are 1..=9.
    pub const fn new(x: u8, y: u8) -> Option<Place> {
        if x >= 1 && x <= 9 && y >= 1 && y <= 9 {
            Some(Place { x, y })
        } else {
            None
        }
    }

    /// The index of this square in [`Position`]'s board; `None` when a
    /// coordinate is out of 1..=9 (the fields are public).
    pub const fn index(self) -> Option<usize> {
        if self.x >= 1 && self.x <= 9 && self.y >= 1 && self.y <= 9 {
            Some((self.y as usize - 1) * 9 + (9 - self.x as usize))
        } else {
            None
        }
    }
}

/// A time: `h` is absent in a move's own time (`now`) as the formats write it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hms {
    /// Hours, when written.
    pub h: Option<u32>,
    /// Minutes.
    pub m: u32,
    /// Seconds.
    pub s: u32,
}

/// A move's time: what it took and the running total of its side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Time {
    /// The time of this move.
    pub now: Hms,
    /// The total of this side so far, when known.
    pub total: Option<Hms>,
}

/// A move: JKF's `move` object.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveData {
    /// The side that moves; `None` only before replay fills it.
    pub color: Option<Color>,
    /// Where the piece comes from; `None` for a drop.
    pub from: Option<Place>,
    /// Where it goes.
    pub to: Place,
    /// The kind before the move (`FU` for a pawn that promotes).
    pub piece: Kind,
    /// Written as 同: the same square as the previous move.
    pub same: bool,
    /// `Some(true)` 成, `Some(false)` 不成 where promotion was possible.
    pub promote: Option<bool>,
    /// The kind taken, as it stood on the board.
    pub capture: Option<Kind>,
    /// 右左上引寄直打, which JKF writes as `R L U D M C H` letters.
    pub relative: Option<Relative>,
}

/// An ending or event: JKF's `special`, CSA's `%` words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Special {
    /// `TORYO`: resignation (投了).
    Toryo,
    /// `CHUDAN`: the game was interrupted (中断, 封じ手).
    Chudan,
    /// `SENNICHITE`: repetition (千日手).
    Sennichite,
    /// `TIME_UP`: the side to move ran out of time (切れ負け).
    TimeUp,
    /// `ILLEGAL_MOVE`: the side that moved last lost by an illegal move (反則負け).
    IllegalMove,
    /// `+ILLEGAL_ACTION` (black's), `-ILLEGAL_ACTION` (white's): the side
    /// given lost by an illegal action (KIF's 反則勝ち of the other side);
    /// `ILLEGAL_ACTION` when the side is not known, as a KIF ending before
    /// the end of its line reads.
    IllegalAction(Option<Color>),
    /// `JISHOGI`: impasse (持将棋).
    Jishogi,
    /// `KACHI`: a win declared by the impasse points rule (入玉宣言).
    Kachi,
    /// `HIKIWAKE`: a draw declared.
    Hikiwake,
    /// `MAX_MOVES`: the move limit was reached.
    MaxMoves,
    /// `MATTA`: a move taken back.
    Matta,
    /// `TSUMI`: mate (詰み).
    Tsumi,
    /// `FUZUMI`: no mate (不詰).
    Fuzumi,
    /// `ERROR`: the game stopped on an error.
    Error,
}

impl Special {
    /// Every ending, the three `ILLEGAL_ACTION`s included.
    pub const ALL: [Special; 16] = [
        Special::Toryo,
        Special::Chudan,
        Special::Sennichite,
        Special::TimeUp,
        Special::IllegalMove,
        Special::IllegalAction(Some(Color::Black)),
        Special::IllegalAction(Some(Color::White)),
        Special::IllegalAction(None),
        Special::Jishogi,
        Special::Kachi,
        Special::Hikiwake,
        Special::MaxMoves,
        Special::Matta,
        Special::Tsumi,
        Special::Fuzumi,
        Special::Error,
    ];

    /// The name JKF and CSA write: `TORYO`, `+ILLEGAL_ACTION`, ….
    pub const fn name(self) -> &'static str {
        match self {
            Special::Toryo => "TORYO",
            Special::Chudan => "CHUDAN",
            Special::Sennichite => "SENNICHITE",
            Special::TimeUp => "TIME_UP",
            Special::IllegalMove => "ILLEGAL_MOVE",
            Special::IllegalAction(Some(Color::Black)) => "+ILLEGAL_ACTION",
            Special::IllegalAction(Some(Color::White)) => "-ILLEGAL_ACTION",
            Special::IllegalAction(None) => "ILLEGAL_ACTION",
            Special::Jishogi => "JISHOGI",
            Special::Kachi => "KACHI",
            Special::Hikiwake => "HIKIWAKE",
            Special::MaxMoves => "MAX_MOVES",
            Special::Matta => "MATTA",
            Special::Tsumi => "TSUMI",
            Special::Fuzumi => "FUZUMI",
            Special::Error => "ERROR",
        }
    }

    /// The ending [`name`](Self::name) writes as `name`.
    pub fn from_name(name: &str) -> Option<Special> {
        Special::ALL.into_iter().find(|s| s.name() == name)
    }
}

impl core::fmt::Display for Special {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

impl MoveData {
    /// A move from `from` (`None`: a drop) to `to` of a piece of `kind`,
    /// with nothing else known yet: no colour, not 同, no promotion, no
    /// capture, no 右左上引寄直打 (the replay fills what it learns).
    pub const fn new(from: Option<Place>, to: Place, piece: Kind) -> MoveData {
        MoveData {
            color: None,
            from,
            to,
            piece,
            same: false,
            promote: None,
            capture: None,
            relative: None,
        }
    }
}

/// One entry of `moves`: entry 0 holds the comments on the start.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveEntry {
    /// Comment lines.
    pub comments: Vec<String>,
    /// The move, when the entry is one.
    pub mv: Option<MoveData>,
    /// Its time, when recorded.
    pub time: Option<Time>,
    /// Why the move is illegal, when the rules refuse it: such a move ends
    /// its line, and no position follows it.
    pub illegal: Option<IllegalCode>,
    /// An ending or event (`TORYO`, `CHUDAN`, `ILLEGAL_MOVE`, …).
    pub special: Option<Special>,
    /// A declaration of 入玉 made in play ([`Game::declare`](super::Game::declare))
    /// and its verdict; files write only its special: `KACHI` for a win,
    /// `JISHOGI` for a draw, `ILLEGAL_MOVE` (the declarer's loss) for a loss.
    pub declaration: Option<crate::Declaration>,
    /// Variations: each replaces this entry and goes on from there.
    pub forks: Vec<Vec<MoveEntry>>,
}

/// A starting position given square by square (JKF `initial.data`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InitialData {
    /// The side to move first.
    pub color: Color,
    /// `board[x - 1][y - 1]` is the piece on file `x`, rank `y`.
    pub board: [[Option<Piece>; 9]; 9],
    /// Hands of black then white, in the order FU KY KE GI KI KA HI.
    pub hands: [[u8; 7]; 2],
}

impl InitialData {
    /// The same data as a [`Position`] is laid out, without its checks.
    pub fn from_position(p: &Position) -> InitialData {
        InitialData {
            color: p.turn(),
            board: files_of(&p.board()),
            hands: [p.hand(Color::Black).counts(), p.hand(Color::White).counts()],
        }
    }
}

/// The squares of a board laid out as a [`Position`]'s (rank by rank, file
/// 9 first) as `board[x - 1][y - 1]`: one out-of-line copy for the readers
/// and [`InitialData::from_position`].
#[inline(never)]
pub(crate) fn files_of(squares: &[Option<Piece>; 81]) -> [[Option<Piece>; 9]; 9] {
    core::array::from_fn(|x| {
        core::array::from_fn(|y| squares.get(y * 9 + (8 - x)).copied().flatten())
    })
}

/// JKF `initial`: a preset name (`HIRATE`, `KY`, …, `OTHER`) and, for
/// `OTHER`, the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Initial {
    /// The preset name.
    pub preset: String,
    /// The position, when given square by square.
    pub data: Option<InitialData>,
}

/// A whole record: JKF's top-level object.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// Header fields in the order read (`先手`, `棋戦`, …).
    pub header: Vec<(String, String)>,
    /// The start, when not 平手 by default.
    pub initial: Option<Initial>,
    /// Entry 0 is the start (its comments), then one entry per ply.
    pub moves: Vec<MoveEntry>,
}

impl Record {
    /// The header value of `key`, if present.
    #[inline(never)]
    pub fn header(&self, key: &str) -> Option<&str> {
        self.header
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// Sets `key` to `value`, keeping its place if already present.
    pub fn set_header(&mut self, key: &str, value: String) {
        match self.header.iter_mut().find(|(k, _)| k == key) {
            Some(slot) => slot.1 = value,
            None => self.header.push((String::from(key), value)),
        }
    }

    /// Keeps one entry per key, where the key first appeared, with the value
    /// it was given last (as a JSON object built line by line would hold
    /// it). The keys go through a small open-addressing table, so the cost
    /// is linear in the number of header lines, however many there are.
    pub fn dedupe_headers(&mut self) {
        let n = self.header.len();
        if n < 2 {
            return;
        }
        let mask = (2 * n).next_power_of_two() - 1;
        let mut slots: Vec<usize> = alloc::vec![usize::MAX; mask + 1];
        // Whether each entry is the first with its key; a later one gives
        // its value to the first as it is met, so the last value is left.
        let mut keep: Vec<bool> = Vec::with_capacity(n);
        for i in 0..n {
            let Some((key, _)) = self.header.get(i) else {
                break;
            };
            let mut s = hash(key) & mask;
            // `s` is masked to the table: every `get` below finds its slot.
            let first = loop {
                match slots.get(s).copied() {
                    Some(usize::MAX) | None => {
                        if let Some(slot) = slots.get_mut(s) {
                            *slot = i;
                        }
                        break i;
                    }
                    Some(j) if self.header.get(j).is_some_and(|(k, _)| k == key) => break j,
                    Some(_) => s = (s + 1) & mask,
                }
            };
            keep.push(first == i);
            if first != i {
                let value = self.header.get_mut(i).map(|h| core::mem::take(&mut h.1));
                if let (Some(value), Some(h)) = (value, self.header.get_mut(first)) {
                    h.1 = value;
                }
            }
        }
        let mut i = 0;
        self.header.retain(|_| {
            i += 1;
            keep.get(i - 1) == Some(&true)
        });
    }

    /// Removes `key` and returns its value.
    pub fn take_header(&mut self, key: &str) -> Option<String> {
        // The first entry of `key` leaves; `retain_mut` keeps the order and,
        // unlike `Vec::remove`, has no index to check.
        let mut taken = None;
        self.header.retain_mut(|(k, v)| {
            if taken.is_none() && k == key {
                taken = Some(core::mem::take(v));
                false
            } else {
                true
            }
        });
        taken
    }
}

/// The position of a preset name: `HIRATE` with black to move, a handicap
/// with white (the stronger side, 上手) to move; `None` for `OTHER` or an
/// unknown name. The positions are the JKF module's ([`crate::jkf::preset`]).
pub fn preset_position(name: &str) -> Option<Position> {
    crate::jkf::preset(name)
}

/// The preset whose position is exactly `p`, if any.
pub fn preset_of(p: &Position) -> Option<&'static str> {
    crate::jkf::preset_name(p)
}

/// The record's start for a position: `None` for 平手, else its preset,
/// else `OTHER` with the position square by square.
#[inline(never)]
pub(crate) fn initial_of(p: &Position) -> Option<Initial> {
    let (preset, data) = match preset_of(p) {
        Some("HIRATE") => return None,
        Some(name) => (name, None),
        None => ("OTHER", Some(InitialData::from_position(p))),
    };
    Some(Initial {
        preset: String::from(preset),
        data,
    })
}

/// FNV-1a of a header key, for the table of [`Record::dedupe_headers`].
fn hash(key: &str) -> usize {
    key.bytes().fold(0x811c_9dc5_u32, |h, b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    }) as usize
}

/// The 手合割 names of the JKF presets, both ways: KIF writes the name of a
/// preset and reads the preset of a name (`その他` is read as `OTHER`, which
/// is never written). One table searched in a loop rather than two `match`es
/// over strings.
pub(crate) const HANDICAP_NAMES: [(&str, &str); 17] = [
    ("HIRATE", "平手"),
    ("KY", "香落ち"),
    ("KY_R", "右香落ち"),
    ("KA", "角落ち"),
    ("HI", "飛車落ち"),
    ("HIKY", "飛香落ち"),
    ("2", "二枚落ち"),
    ("3", "三枚落ち"),
    ("4", "四枚落ち"),
    ("5", "五枚落ち"),
    ("5_L", "左五枚落ち"),
    ("6", "六枚落ち"),
    ("7_L", "左七枚落ち"),
    ("7_R", "右七枚落ち"),
    ("8", "八枚落ち"),
    ("10", "十枚落ち"),
    ("OTHER", "その他"),
];

#[cfg(test)]
mod tests {
    use super::*;

    // The rule written the slow way: each key at its first place, with its
    // last value.
    fn deduped_slowly(header: &[(String, String)]) -> Vec<(String, String)> {
        let mut out: Vec<(String, String)> = Vec::new();
        for (k, v) in header {
            match out.iter_mut().find(|(o, _)| o == k) {
                Some(slot) => slot.1 = v.clone(),
                None => out.push((k.clone(), v.clone())),
            }
        }
        out
    }

    #[test]
    fn dedupe_keeps_first_place_and_last_value() {
        // Keys from a small alphabet so that repeats and hash collisions
        // are common; a seeded generator, every length up to 40.
        let mut seed = 0x2545_f491_u32;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            seed
        };
        let mut repeated = 0;
        for n in 0..40 {
            for _ in 0..50 {
                let header: Vec<(String, String)> = (0..n)
                    .map(|i| {
                        let k =
                            ["先手", "後手", "棋戦", "a", "b", "", "手合割"][next() as usize % 7];
                        (String::from(k), alloc::format!("{i}"))
                    })
                    .collect();
                let expected = deduped_slowly(&header);
                repeated += usize::from(expected.len() < header.len());
                let mut record = Record {
                    header,
                    ..Record::default()
                };
                record.dedupe_headers();
                assert_eq!(record.header, expected);
            }
        }
        assert!(repeated > 1_000, "{repeated} cases with a repeated key");
    }
}
