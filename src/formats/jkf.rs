//! JKF (JSON Kifu Format) `initial` objects: a preset name or an explicit board.
//!
//! ```json
//! {"preset": "HIRATE"}
//! {"preset": "OTHER", "data": {"color": 0, "board": [[{"color": 1, "kind": "KY"}, {}, …], …],
//!                              "hands": [{"FU": 0, …}, {"FU": 0, …}]}}
//! ```
//!
//! `board[x - 1][y - 1]` is the square of file `x`, rank `y`; a cell is `{}` or
//! `{"color": 0|1, "kind": "FU"}` with a CSA kind name. `color` 0 is black, 1
//! white; `data.color` is the side to move. In the handicap presets the
//! handicap giver is white (上手) and moves first.
//!
//! Reading is lenient where JKF writers differ and strict elsewhere:
//! - `null` as the whole object means `HIRATE` (JKF: no `initial` is an even game);
//! - a whole kifu (an object with `header`, `initial` or `moves` and no
//!   `preset`) is read as its `initial`, or as `HIRATE` when it has none;
//! - a missing or `null` `hands`, or a kind missing from a hand, counts 0;
//! - a `null` member is the same as a missing one, and unknown members are ignored;
//! - `data` is read only for the preset `OTHER`;
//! - preset names, kind names and colours are exact (`"HIRATE"`, `"FU"`, `0`);
//!   hands have exactly two entries and only the seven hand kinds;
//! - when a key appears twice in an object, the last one counts, as in `JSON.parse`.

use alloc::string::String;
use core::fmt;

use alloc::borrow::Cow;

use crate::formats::tree::{self, Json, Value as TreeValue};
/// What packed words may carry without text in the block (see
/// [`from_jkf_packed`]): the names a key or string word may name by index,
/// and the integers a word may hold itself.
pub use crate::formats::tree::{INT_LIMIT as PACKED_INT_LIMIT, NAMES as PACKED_NAMES};
use crate::json;
use crate::position::{index_of, Color, Hand, Kind, Piece, Position, HAND_KINDS, HAND_MAX};
use crate::template::{fill, Arg};
use crate::write::{ascii_string, Writer};

/// The empty position, built at compile time.
const EMPTY: Position = Position::empty();

/// The JKF preset names, `OTHER` aside: an even game, then the handicaps.
pub const PRESETS: [&str; 16] = [
    "HIRATE", "KY", "KY_R", "KA", "HI", "HIKY", "2", "3", "4", "5", "5_L", "6", "7_L", "7_R", "8",
    "10",
];

/// The squares (file, rank) handicaps empty, white's pieces since the
/// handicap giver (上手) plays white: rook, bishop, lances, knights, silvers,
/// golds, in the order the larger handicaps add them.
const HANDICAP_SQUARES: [(u8, u8); 10] = [
    (8, 2),
    (2, 2),
    (9, 1),
    (1, 1),
    (8, 1),
    (2, 1),
    (7, 1),
    (3, 1),
    (6, 1),
    (4, 1),
];

/// The handicap presets, each with the squares it empties as a bit set over
/// [`HANDICAP_SQUARES`] (bit 0 the rook), as the board json-kifu-format plays
/// on (shogi.js) sets them up: 三枚落ち removes 1一香 with 飛角, like 香落ち
/// (json-kifu-format's own table for turning a CSA start back into a preset
/// says 9一, which its board does not follow).
#[rustfmt::skip] // one preset a line
const HANDICAPS: [(&str, u16); 15] = [
    ("KY", 0b1000),
    ("KY_R", 0b100),
    ("KA", 0b10),
    ("HI", 0b1),
    ("HIKY", 0b1001),
    ("2", 0b11),
    ("3", 0b1011),
    ("4", 0b1111),
    ("5", 0b1_1111),
    ("5_L", 0b10_1111),
    ("6", 0b11_1111),
    ("7_L", 0b1011_1111),
    ("7_R", 0b111_1111),
    ("8", 0b1111_1111),
    ("10", 0b11_1111_1111),
];

/// The position of a preset (`OTHER` excluded): `HIRATE` with black to move,
/// the handicaps with white to move; `None` for an unknown name.
///
/// ```
/// use shogi64::{jkf, Color, Position};
/// assert_eq!(jkf::preset("HIRATE"), Some(Position::initial()));
/// let ky = jkf::preset("KY").unwrap();
/// assert_eq!(ky.turn(), Color::White);
/// assert_eq!(ky.get(shogi64::position::index_of(1, 1)), None); // 1一 lance removed
/// assert_eq!(jkf::preset("OTHER"), None);
/// ```
pub fn preset(name: &str) -> Option<Position> {
    preset_of(name.as_bytes())
}

fn preset_of(name: &[u8]) -> Option<Position> {
    let mut p = Position::initial();
    if name == b"HIRATE" {
        return Some(p);
    }
    let &(_, squares) = HANDICAPS.iter().find(|(n, _)| n.as_bytes() == name)?;
    p.set_turn(Color::White);
    for (bit, &(file, rank)) in HANDICAP_SQUARES.iter().enumerate() {
        if squares >> bit & 1 == 1 {
            p.set(index_of(file, rank), None);
        }
    }
    Some(p)
}

/// The name of the preset that is exactly `p` (side to move and empty hands
/// included), if any.
///
/// ```
/// use shogi64::{jkf, Position};
/// assert_eq!(jkf::preset_name(&Position::initial()), Some("HIRATE"));
/// assert_eq!(jkf::preset_name(&Position::empty()), None);
/// ```
pub fn preset_name(p: &Position) -> Option<&'static str> {
    PRESETS
        .into_iter()
        .find(|name| preset(name).as_ref() == Some(p))
}

/// Why a text is not JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JsonReason {
    /// `unexpected end of input`
    End,
    /// `unexpected character`
    Character,
    /// `unexpected text after the value`
    TextAfter,
    /// `expected ',' or ']'`
    ArraySeparator,
    /// `expected ',' or '}'`
    ObjectSeparator,
    /// `expected a string key`
    Key,
    /// `expected ':'`
    Colon,
    /// `expected a digit`
    Digit,
    /// `a number has a leading zero`
    LeadingZero,
    /// `expected four hex digits after \u`
    Hex,
    /// `control character in a string`
    Control,
    /// `invalid escape`
    Escape,
    /// `unpaired surrogate in \u escape`
    Surrogate,
    /// `arrays and objects nest more than 64 deep`
    Depth,
}

impl fmt::Display for JsonReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            JsonReason::End => "unexpected end of input",
            JsonReason::Character => "unexpected character",
            JsonReason::TextAfter => "unexpected text after the value",
            JsonReason::ArraySeparator => "expected ',' or ']'",
            JsonReason::ObjectSeparator => "expected ',' or '}'",
            JsonReason::Key => "expected a string key",
            JsonReason::Colon => "expected ':'",
            JsonReason::Digit => "expected a digit",
            JsonReason::LeadingZero => "a number has a leading zero",
            JsonReason::Hex => "expected four hex digits after \\u",
            JsonReason::Control => "control character in a string",
            JsonReason::Escape => "invalid escape",
            JsonReason::Surrogate => "unpaired surrogate in \\u escape",
            JsonReason::Depth => "arrays and objects nest more than 64 deep",
        })
    }
}

/// Where a member is, written as in the object, relative to `data` for its
/// members. Indices are 0-based: `board[x]` is file `x + 1`, `board[x][y]`
/// its rank `y + 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Path {
    /// `initial`: the object itself.
    Initial,
    /// `preset`.
    Preset,
    /// `data`.
    Data,
    /// `color`: the side to move.
    Color,
    /// `board`.
    Board,
    /// `board[x]`: a file.
    File(u8),
    /// `board[x][y]`: a square.
    Cell(u8, u8),
    /// `board[x][y].kind`.
    CellKind(u8, u8),
    /// `board[x][y].color`.
    CellColor(u8, u8),
    /// `hands`.
    Hands,
    /// `hands[0]` (black) or `hands[1]` (white).
    Hand(Color),
}

impl Path {
    /// What the member must be: `an object`, `an array`, `a string`, or
    /// `0 or 1` for a colour.
    pub const fn expected(self) -> &'static str {
        match self {
            Path::Board | Path::File(_) | Path::Hands => "an array",
            Path::Preset | Path::CellKind(..) => "a string",
            Path::Color | Path::CellColor(..) => "0 or 1",
            Path::Initial | Path::Data | Path::Cell(..) | Path::Hand(_) => "an object",
        }
    }
}

impl Path {
    /// The member's wording, a [`template`](crate::template) whose
    /// arguments are `x` (a file's index, or a hand's colour number) and
    /// `y` (a rank's index).
    pub const fn template(self) -> &'static str {
        match self {
            Path::Initial => "initial",
            Path::Preset => "preset",
            Path::Data => "data",
            Path::Color => "color",
            Path::Board => "board",
            Path::File(_) => "board[{x}]",
            Path::Cell(..) => "board[{x}][{y}]",
            Path::CellKind(..) => "board[{x}][{y}].kind",
            Path::CellColor(..) => "board[{x}][{y}].color",
            Path::Hands => "hands",
            Path::Hand(_) => "hands[{x}]",
        }
    }
}

impl fmt::Display for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (x, y) = match *self {
            Path::File(x) => (x, 0),
            Path::Cell(x, y) | Path::CellKind(x, y) | Path::CellColor(x, y) => (x, y),
            Path::Hand(c) => (c as u8, 0),
            _ => (0, 0),
        };
        fill(f, self.template(), |name| {
            Arg::Number(usize::from(if name == "x" { x } else { y }))
        })
    }
}

/// A JSON value or key an error quotes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// Its byte offset in the JSON text; for a value handed over packed
    /// ([`from_jkf_packed`]), the byte offset of a string's or a number's
    /// text in the string block (the index of its word for other values).
    pub offset: usize,
    /// As written in JSON text: a string with its quotes and escapes, a
    /// number as written, an array or object whole. Packed: a string's
    /// content (then [`Token::string`] is true), a number's text, `null`,
    /// `true`, `false`, `[` or `{`.
    pub text: String,
    /// True when `text` is the content of a string, which [`Display`]
    /// quotes as `JSON.stringify` does.
    ///
    /// [`Display`]: core::fmt::Display
    pub string: bool,
}

impl fmt::Display for Token {
    /// The text of a scalar, a string quoted; `an array` or `an object`
    /// for the others.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.string {
            return quote(f, &self.text);
        }
        f.write_str(match self.text.as_bytes().first() {
            Some(b'[') => "an array",
            Some(b'{') => "an object",
            _ => &self.text,
        })
    }
}

/// Writes `s` quoted as `JSON.stringify` quotes a string.
fn quote(f: &mut fmt::Formatter<'_>, s: &str) -> fmt::Result {
    use fmt::Write;
    f.write_char('"')?;
    for c in s.chars() {
        match c {
            '"' => f.write_str("\\\"")?,
            '\\' => f.write_str("\\\\")?,
            '\u{8}' => f.write_str("\\b")?,
            '\u{c}' => f.write_str("\\f")?,
            '\n' => f.write_str("\\n")?,
            '\r' => f.write_str("\\r")?,
            '\t' => f.write_str("\\t")?,
            c if u32::from(c) < 0x20 => write!(f, "\\u{:04x}", u32::from(c))?,
            c => f.write_char(c)?,
        }
    }
    f.write_char('"')
}

/// A JKF `initial` object that is not one: what is wrong and where.
///
/// Paths are written as in the object, relative to `data` for its members:
/// `board[4][2].kind` is the kind on file 5, rank 3. The error owns a copy
/// of the text it quotes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JkfError {
    /// Packed words ([`from_jkf_packed`]) that are not a value: `JKF packed
    /// words are not a value: a word expected at word 3`. JSON text never
    /// gives it.
    Packed {
        /// The index of the word where that was found.
        word: usize,
        /// What was expected there.
        expected: &'static str,
    },
    /// The text is not JSON: `invalid JSON at offset 12: expected ':'`.
    Json {
        /// Byte offset in the text.
        offset: usize,
        /// What was expected or found there.
        reason: JsonReason,
    },
    /// A required member is missing or `null`: `JKF preset is missing`.
    Missing {
        /// The member: [`Path::Preset`], [`Path::Color`], [`Path::Board`],
        /// [`Path::CellKind`] or [`Path::CellColor`].
        path: Path,
    },
    /// A member has the wrong type: `JKF board[3] is 5, not an array`; what
    /// it must be is [`Path::expected`].
    Type {
        /// The member ([`Path::Initial`] for the whole object).
        path: Path,
        /// What was found.
        found: Token,
    },
    /// `JKF preset "FOO" is unknown`.
    UnknownPreset {
        /// The name found.
        name: Token,
    },
    /// `JKF data is missing for preset OTHER`.
    DataMissing,
    /// `JKF board has 8 files, not 9`.
    BoardFiles {
        /// How many files were found.
        len: usize,
    },
    /// `JKF board[3] has 8 squares, not 9`.
    BoardRanks {
        /// The file's index in `board` (file − 1).
        file: usize,
        /// How many squares were found.
        len: usize,
    },
    /// `JKF board[4][2].kind "XX" is not a piece`.
    Piece {
        /// The index in `board` (file − 1).
        file: usize,
        /// The index in `board[file]` (rank − 1).
        rank: usize,
        /// The kind found.
        kind: Token,
    },
    /// `JKF board[4][2].color is 2, not 0 or 1` (also `color`, the side to move).
    Color {
        /// The member: [`Path::Color`] or [`Path::CellColor`].
        path: Path,
        /// What was found.
        found: Token,
    },
    /// `JKF hands has 3 entries, not 2`.
    HandsLength {
        /// How many entries were found.
        len: usize,
    },
    /// `JKF hands[0] has "OU", not a hand kind (FU KY KE GI KI KA HI)`.
    HandKind {
        /// Whose hand: black is `hands[0]`.
        color: Color,
        /// The key found.
        key: Token,
    },
    /// `JKF hands[1].KA is 3, not a count from 0 to 2`.
    HandCount {
        /// Whose hand.
        color: Color,
        /// Which kind.
        kind: Kind,
        /// What was found.
        found: Token,
    },
}

impl JkfError {
    /// The error's wording, a [`template`](crate::template) whose arguments
    /// are `offset`, `reason` (a [`JsonReason`]), `path` (a [`Path`]),
    /// `expected` (the path's [`Path::expected`]), `found` (a [`Token`]),
    /// `len`, `file`, `rank`, `hand` (0 black, 1 white), `kind` (a hand
    /// kind's CSA name) and `max` (the most of it a hand holds). A
    /// [`Packed`](JkfError::Packed) error also has `word` and `what`.
    pub const fn template(&self) -> &'static str {
        match self {
            JkfError::Packed { .. } => {
                "JKF packed words are not a value: {what} expected at word {word}"
            }
            JkfError::Json { .. } => "invalid JSON at offset {offset}: {reason}",
            JkfError::Missing { .. } => "JKF {path} is missing",
            JkfError::Type { .. } | JkfError::Color { .. } => {
                "JKF {path} is {found}, not {expected}"
            }
            JkfError::UnknownPreset { .. } => "JKF preset {found} is unknown",
            JkfError::DataMissing => "JKF data is missing for preset OTHER",
            JkfError::BoardFiles { .. } => "JKF board has {len} {len|file|files}, not 9",
            JkfError::BoardRanks { .. } => {
                "JKF board[{file}] has {len} {len|square|squares}, not 9"
            }
            JkfError::Piece { .. } => "JKF board[{file}][{rank}].kind {found} is not a piece",
            JkfError::HandsLength { .. } => "JKF hands has {len} {len|entry|entries}, not 2",
            JkfError::HandKind { .. } => {
                "JKF hands[{hand}] has {found}, not a hand kind (FU KY KE GI KI KA HI)"
            }
            JkfError::HandCount { .. } => {
                "JKF hands[{hand}].{kind} is {found}, not a count from 0 to {max}"
            }
        }
    }
}

impl fmt::Display for JkfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use JkfError as J;
        let none = Token {
            offset: 0,
            text: String::new(),
            string: false,
        };
        let (mut number, mut path, mut found) = ([0; 5], Path::Initial, &none);
        let (mut what, mut reason, mut kind) = ("", JsonReason::End, Kind::Pawn);
        // The numbers by name: offset or word, len, file, rank, hand.
        match self {
            J::Packed { word, expected } => (number[0], what) = (*word, *expected),
            J::Json { offset, reason: r } => (number[0], reason) = (*offset, *r),
            J::Missing { path: p } => path = *p,
            J::Type { path: p, found: t } | J::Color { path: p, found: t } => {
                (path, found) = (*p, t)
            }
            J::UnknownPreset { name } => found = name,
            J::DataMissing => {}
            J::BoardFiles { len } | J::HandsLength { len } => number[1] = *len,
            J::BoardRanks { file, len } => (number[2], number[1]) = (*file, *len),
            J::Piece {
                file,
                rank,
                kind: t,
            } => (number[2], number[3], found) = (*file, *rank, t),
            J::HandKind { color, key } => (number[4], found) = (*color as usize, key),
            J::HandCount {
                color,
                kind: k,
                found: t,
            } => (number[4], kind, found) = (*color as usize, *k, t),
        }
        let max = kind.hand_slot().and_then(|s| HAND_MAX.get(s)).copied();
        fill(f, self.template(), |name| match name {
            "what" => Arg::Str(what),
            "reason" => Arg::Text(&reason),
            "path" => Arg::Text(&path),
            "expected" => Arg::Str(path.expected()),
            "found" => Arg::Text(found),
            "kind" => Arg::Str(kind.csa()),
            "max" => Arg::Number(usize::from(max.unwrap_or(0))),
            "len" => Arg::Number(number[1]),
            "file" => Arg::Number(number[2]),
            "rank" => Arg::Number(number[3]),
            "hand" => Arg::Number(number[4]),
            _ => Arg::Number(number[0]),
        })
    }
}

impl core::error::Error for JkfError {}

/// How the reader quotes a value it found: as written in the text, or as
/// handed over packed.
type Quote<'t, 'a> = &'t dyn Fn(&Json<'a>) -> Token;

/// Reads a JKF `initial` object from JSON text.
///
/// See the [module documentation](self) for what is accepted.
///
/// ```
/// use shogi64::{from_jkf_json, Color, Position};
/// assert_eq!(from_jkf_json(r#"{"preset":"HIRATE"}"#), Ok(Position::initial()));
/// assert_eq!(from_jkf_json(r#"{"preset":"KA"}"#)?.turn(), Color::White);
/// let e = from_jkf_json(r#"{"preset":"FOO"}"#).unwrap_err();
/// assert_eq!(e.to_string(), r#"JKF preset "FOO" is unknown"#);
/// # Ok::<(), shogi64::JkfError>(())
/// ```
pub fn from_jkf_json(text: &str) -> Result<Position, JkfError> {
    json::check(text.as_bytes()).map_err(|e| JkfError::Json {
        offset: e.offset,
        reason: e.reason,
    })?;
    // Checked text is JSON that nests at most 64 deep: the tree reads it.
    let value = tree::parse(text).map_err(|e| JkfError::Json {
        offset: e.offset,
        reason: JsonReason::Character,
    })?;
    let quote = |v: &Json<'_>| Token {
        offset: v.at,
        text: String::from(json::raw(text, v.at)),
        string: false,
    };
    read(&value, &quote)
}

/// Reads a JKF `initial` object handed over as packed words and their
/// string block, as [`from_jkf_json`] reads text: what the WebAssembly
/// binding receives from the shim, which walks a JavaScript value as
/// `JSON.stringify` does, so that no JSON text crosses.
///
/// Each value is one word: a tag in the low three bits (0 `null`, 1 `false`,
/// 2 `true`, 3 a number, 4 a string, 5 an array, 6 an object) and a count
/// `n` in the others: a number's text is the next `n` bytes of `block`, a
/// string the next `n` UTF-16 units; an array's `n` items follow its word,
/// and an object's `n` members, each a word for its key (its length in
/// UTF-16 units of `block`) and then its value. A string's word, or a key's,
/// with bit 31 set names the entry of [`PACKED_NAMES`] at its count (a
/// key's word less that bit) instead, and tag 7 is an integer below
/// [`PACKED_INT_LIMIT`], the count itself; neither has text in `block`, and
/// a quoted one's offset is its word's index. Arrays and objects nest at
/// most 256 deep. Words that are not one value, or a block they do not use
/// up, give [`JkfError::Packed`]; a quoted value's [`Token`] is a string's
/// content (with [`Token::string`]) or a number's text, at its byte offset
/// in `block`.
///
/// ```
/// use shogi64::{jkf, Color};
/// // {"preset":"KA"}
/// let words = [6 | 1 << 3, 6, 4 | 2 << 3];
/// assert_eq!(jkf::from_jkf_packed(&words, "presetKA")?.turn(), Color::White);
/// # Ok::<(), shogi64::JkfError>(())
/// ```
pub fn from_jkf_packed(words: &[u32], block: &str) -> Result<Position, JkfError> {
    let value = tree::from_words(words, block).map_err(|e| JkfError::Packed {
        word: e.word,
        expected: e.expected,
    })?;
    read(&value, &packed_token)
}

/// How an error quotes a value handed over packed.
fn packed_token(v: &Json<'_>) -> Token {
    let (text, string) = match &v.v {
        TreeValue::Null => ("null", false),
        TreeValue::Bool(true) => ("true", false),
        TreeValue::Bool(false) => ("false", false),
        TreeValue::Number(n) => (*n, false),
        // Packed strings are borrowed from the block.
        TreeValue::Str(Cow::Borrowed(s)) => (*s, true),
        TreeValue::Str(Cow::Owned(_)) => ("", true),
        TreeValue::Array(_) => ("[", false),
        TreeValue::Object(_) => ("{", false),
    };
    Token {
        offset: v.at,
        text: String::from(text),
        string,
    }
}

fn read<'a>(value: &Json<'a>, quote: Quote<'_, 'a>) -> Result<Position, JkfError> {
    // A whole kifu (`header`, `initial`, `moves`) stands for its `initial`,
    // or for the even game when it has none.
    let is_kifu = value.get_last("preset").is_none()
        && ["initial", "header", "moves"]
            .iter()
            .any(|k| value.get_last(k).is_some());
    match value.get_last("initial") {
        Some(initial) if is_kifu => read_initial(initial, quote),
        None if is_kifu => Ok(Position::initial()),
        _ => read_initial(value, quote),
    }
}

/// A number that is a small non-negative integer: digits with an optional
/// all-zero fraction (`2`, `1.0`, `-0`); `None` for other numbers, for
/// exponents, for values above 255 and for values that are not numbers.
fn small_integer(v: &Json<'_>) -> Option<u8> {
    let TreeValue::Number(raw) = v.v else {
        return None;
    };
    let raw = raw.as_bytes();
    let (negative, digits) = match raw.split_first() {
        Some((b'-', rest)) => (true, rest),
        _ => (false, raw),
    };
    let mut n = 0u32;
    let mut rest = digits;
    while let Some((&d @ b'0'..=b'9', tail)) = rest.split_first() {
        n = n.saturating_mul(10).saturating_add(u32::from(d - b'0'));
        rest = tail;
    }
    if let Some((b'.', fraction)) = rest.split_first() {
        rest = fraction;
        while let Some((b'0', tail)) = rest.split_first() {
            rest = tail;
        }
    }
    if !rest.is_empty() || (negative && n != 0) {
        return None;
    }
    u8::try_from(n).ok()
}

fn color<'a>(value: &Json<'a>, path: Path, quote: Quote<'_, 'a>) -> Result<Color, JkfError> {
    match small_integer(value) {
        Some(0) => Ok(Color::Black),
        Some(1) => Ok(Color::White),
        _ => Err(JkfError::Color {
            path,
            found: quote(value),
        }),
    }
}

fn read_initial<'a>(initial: &Json<'a>, quote: Quote<'_, 'a>) -> Result<Position, JkfError> {
    let type_error = |path, found: &Json<'a>| JkfError::Type {
        path,
        found: quote(found),
    };
    match initial.v {
        TreeValue::Null => return Ok(Position::initial()),
        TreeValue::Object(_) => {}
        _ => return Err(type_error(Path::Initial, initial)),
    }
    let (name, preset) = match initial.get_last("preset") {
        None => return Err(JkfError::Missing { path: Path::Preset }),
        Some(name) => match name.as_str() {
            Some(s) => (s, name),
            None => return Err(type_error(Path::Preset, name)),
        },
    };
    if name != "OTHER" {
        return preset_of(name.as_bytes()).ok_or_else(|| JkfError::UnknownPreset {
            name: quote(preset),
        });
    }
    let data = initial.get_last("data").ok_or(JkfError::DataMissing)?;
    if !data.is_object() {
        return Err(type_error(Path::Data, data));
    }
    let side = data
        .get_last("color")
        .ok_or(JkfError::Missing { path: Path::Color })?;
    let mut p = EMPTY;
    p.set_turn(color(side, Path::Color, quote)?);
    read_board(data.get_last("board"), &mut p, quote)?;
    match data.get_last("hands") {
        None => {}
        Some(hands) => {
            let Some(hands) = hands.items() else {
                return Err(type_error(Path::Hands, hands));
            };
            if hands.len() != 2 {
                return Err(JkfError::HandsLength { len: hands.len() });
            }
            for (hand, color) in hands.iter().zip(Color::ALL) {
                p.set_hand(color, read_hand(hand, color, quote)?);
            }
        }
    }
    Ok(p)
}

fn read_board<'a>(
    board: Option<&Json<'a>>,
    p: &mut Position,
    quote: Quote<'_, 'a>,
) -> Result<(), JkfError> {
    let type_error = |path, found: &Json<'a>| JkfError::Type {
        path,
        found: quote(found),
    };
    let files = match board {
        None => return Err(JkfError::Missing { path: Path::Board }),
        Some(files) => files
            .items()
            .ok_or_else(|| type_error(Path::Board, files))?,
    };
    if files.len() != 9 {
        return Err(JkfError::BoardFiles { len: files.len() });
    }
    // `files` and each file hold nine items here, so the indices fit in a u8.
    for (x, file) in files.iter().enumerate() {
        let x = x as u8;
        let squares = file
            .items()
            .ok_or_else(|| type_error(Path::File(x), file))?;
        if squares.len() != 9 {
            return Err(JkfError::BoardRanks {
                file: usize::from(x),
                len: squares.len(),
            });
        }
        for (y, cell) in squares.iter().enumerate() {
            let y = y as u8;
            if !cell.is_object() {
                return Err(type_error(Path::Cell(x, y), cell));
            }
            let (kind, owner) = match (cell.get_last("kind"), cell.get_last("color")) {
                (None, None) => continue,
                (None, Some(_)) => {
                    return Err(JkfError::Missing {
                        path: Path::CellKind(x, y),
                    })
                }
                (Some(_), None) => {
                    return Err(JkfError::Missing {
                        path: Path::CellColor(x, y),
                    })
                }
                (Some(kind), Some(owner)) => match kind.as_str() {
                    Some(name) => (kind, (name, owner)),
                    None => return Err(type_error(Path::CellKind(x, y), kind)),
                },
            };
            let (name, owner) = owner;
            let piece_kind = kind_named(name, 14).ok_or_else(|| JkfError::Piece {
                file: usize::from(x),
                rank: usize::from(y),
                kind: quote(kind),
            })?;
            let owner = color(owner, Path::CellColor(x, y), quote)?;
            p.set(index_of(x + 1, y + 1), Some(Piece::new(owner, piece_kind)));
        }
    }
    Ok(())
}

/// The kind among the first `n` of [`Kind::ALL`] whose CSA name is `name`.
fn kind_named(name: &str, n: usize) -> Option<Kind> {
    Kind::ALL.into_iter().take(n).find(|k| k.csa() == name)
}

fn read_hand<'a>(hand: &Json<'a>, color: Color, quote: Quote<'_, 'a>) -> Result<Hand, JkfError> {
    let Some(members) = hand.members() else {
        return Err(JkfError::Type {
            path: Path::Hand(color),
            found: quote(hand),
        });
    };
    for (key, _) in members {
        if key.as_str().and_then(|k| kind_named(k, 7)).is_none() {
            return Err(JkfError::HandKind {
                color,
                key: quote(key),
            });
        }
    }
    let mut counts = [0; 7];
    for ((count, kind), max) in counts.iter_mut().zip(HAND_KINDS).zip(HAND_MAX) {
        if let Some(value) = hand.get_last(kind.csa()) {
            *count =
                small_integer(value)
                    .filter(|&n| n <= max)
                    .ok_or_else(|| JkfError::HandCount {
                        color,
                        kind,
                        found: quote(value),
                    })?;
        }
    }
    // Every count was checked against its kind's range above.
    Ok(Hand::from_valid(counts))
}
/// The most bytes [`write_jkf_json`] writes: 81 pieces and both hands full.
pub const JKF_MAX_LEN: usize = 2123;

/// Writes `p` as a JKF `initial` object: `{"preset":"NAME"}` when `p` is
/// exactly a preset (side to move included), else a `preset` of `OTHER` with
/// `data` holding `color`, all 81 cells and both hands with all seven kinds.
///
/// [`write_jkf_json`] writes into a buffer instead.
///
/// ```
/// use shogi64::{to_jkf_json, from_jkf_json, Color, Position};
/// assert_eq!(to_jkf_json(&Position::initial()), r#"{"preset":"HIRATE"}"#);
///
/// let mut p = Position::initial();
/// p.set_turn(Color::White);
/// let text = to_jkf_json(&p);
/// assert!(text.starts_with(r#"{"preset":"OTHER","data":{"color":1,"board":[[{"color":1,"kind":"KY"},{},"#));
/// assert!(text.ends_with(r#""hands":[{"FU":0,"KY":0,"KE":0,"GI":0,"KI":0,"KA":0,"HI":0},{"FU":0,"KY":0,"KE":0,"GI":0,"KI":0,"KA":0,"HI":0}]}}"#));
/// assert_eq!(from_jkf_json(&text), Ok(p));
/// ```
pub fn to_jkf_json(p: &Position) -> String {
    let mut buf = [0u8; JKF_MAX_LEN];
    let n = write_jkf_json(p, &mut buf);
    ascii_string(&buf, n)
}

/// Writes `p` as a JKF `initial` object, as [`to_jkf_json`] does, into `out`
/// without allocating; returns the text's length. The text is ASCII and at
/// most [`JKF_MAX_LEN`] bytes; a shorter `out` keeps what fits.
///
/// ```
/// use shogi64::{jkf, Position};
/// let mut buf = [0u8; jkf::JKF_MAX_LEN];
/// let n = jkf::write_jkf_json(&Position::initial(), &mut buf);
/// assert_eq!(&buf[..n], br#"{"preset":"HIRATE"}"#);
/// ```
pub fn write_jkf_json(p: &Position, out: &mut [u8]) -> usize {
    let mut w = Writer::new(out);
    w.str("{\"preset\":\"");
    if let Some(name) = preset_name(p) {
        w.str(name);
        w.str("\"}");
        return w.len();
    }
    w.str("OTHER\",\"data\":{\"color\":");
    w.number(p.turn() as u32);
    w.str(",\"board\":[");
    // One loop over the 81 cells, file by file: nested loops of nine would
    // be unrolled.
    for i in 0..81u8 {
        let (file, rank) = (1 + i / 9, 1 + i % 9);
        w.str(match (file, rank) {
            (1, 1) => "[",
            (_, 1) => "],[",
            _ => ",",
        });
        match p.get(index_of(file, rank)) {
            None => w.str("{}"),
            Some(piece) => {
                w.str("{\"color\":");
                w.number(piece.color as u32);
                w.str(",\"kind\":\"");
                w.str(piece.kind.csa());
                w.str("\"}");
            }
        }
    }
    w.str("]],\"hands\":[");
    for color in Color::ALL {
        w.str(if color == Color::Black { "{" } else { ",{" });
        for (kind, n) in HAND_KINDS.iter().zip(p.hand(color).counts()) {
            if *kind != Kind::Pawn {
                w.byte(b',');
            }
            w.byte(b'"');
            w.str(kind.csa());
            w.str("\":");
            w.number(u32::from(n));
        }
        w.byte(b'}');
    }
    w.str("]}}");
    w.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kind_names_follow_the_kinds() {
        for (i, kind) in Kind::ALL.into_iter().enumerate() {
            assert_eq!(kind_named(kind.csa(), 14), Some(kind));
            assert_eq!(kind_named(kind.csa(), 7), (i < 7).then_some(kind));
        }
        assert_eq!(kind_named("OUx", 14), None);
        assert_eq!(kind_named("", 14), None);
    }

    #[test]
    fn small_integers() {
        let int = |s: &str| small_integer(&tree::parse(s).unwrap());
        assert_eq!(int("1.0"), Some(1));
        assert_eq!(int("-0"), Some(0));
        assert_eq!(int("-0.00"), Some(0));
        assert_eq!(int("18"), Some(18));
        assert_eq!(int("255"), Some(255));
        assert_eq!(int("256"), None);
        assert_eq!(int("99999999999999999999"), None);
        assert_eq!(int("-2"), None);
        assert_eq!(int("1.5"), None);
        assert_eq!(int("1e0"), None);
        assert_eq!(int("\"1\""), None);
        assert_eq!(int("true"), None);
    }

    #[test]
    fn packed_tokens_quote_as_json_stringify() {
        let token = |text: &str, string| Token {
            offset: 0,
            text: String::from(text),
            string,
        };
        assert_eq!(token("XX", true).to_string(), "\"XX\"");
        assert_eq!(
            token("a\"\\\u{8}\u{c}\n\r\t\u{1}\u{1f}é", true).to_string(),
            r#""a\"\\\b\f\n\r\t\u0001\u001fé""#
        );
        assert_eq!(token("[", false).to_string(), "an array");
        assert_eq!(token("[", true).to_string(), "\"[\"");
        assert_eq!(token("{", false).to_string(), "an object");
        assert_eq!(token("-1.5", false).to_string(), "-1.5");
    }
}
