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

use crate::json::{self, Name, Type, Value};
use crate::position::{index_of, Color, Hand, Kind, Piece, Position, HAND_KINDS, HAND_MAX};
use crate::sfen::plural;
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
/// [`HANDICAP_SQUARES`] (bit 0 the rook).
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

impl fmt::Display for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Path::Initial => f.write_str("initial"),
            Path::Preset => f.write_str("preset"),
            Path::Data => f.write_str("data"),
            Path::Color => f.write_str("color"),
            Path::Board => f.write_str("board"),
            Path::File(x) => write!(f, "board[{x}]"),
            Path::Cell(x, y) => write!(f, "board[{x}][{y}]"),
            Path::CellKind(x, y) => write!(f, "board[{x}][{y}].kind"),
            Path::CellColor(x, y) => write!(f, "board[{x}][{y}].color"),
            Path::Hands => f.write_str("hands"),
            Path::Hand(c) => write!(f, "hands[{}]", c as u8),
        }
    }
}

/// A JSON value or key an error quotes, as written in the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token<'a> {
    /// Its byte offset in the text.
    pub offset: usize,
    /// Its text: a string with its quotes and escapes, a number as written.
    pub text: &'a str,
}

impl fmt::Display for Token<'_> {
    /// The text of a scalar; `an array` or `an object` for the others.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.text.as_bytes().first() {
            Some(b'[') => "an array",
            Some(b'{') => "an object",
            _ => self.text,
        })
    }
}

impl<'a> From<Value<'a>> for Token<'a> {
    fn from(v: Value<'a>) -> Token<'a> {
        Token {
            offset: v.offset(),
            text: v.raw(),
        }
    }
}

/// A JKF `initial` object that is not one: what is wrong and where.
///
/// Paths are written as in the object, relative to `data` for its members:
/// `board[4][2].kind` is the kind on file 5, rank 3. The error borrows the
/// text it quotes, so it is `Copy` and never allocates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JkfError<'a> {
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
        found: Token<'a>,
    },
    /// `JKF preset "FOO" is unknown`.
    UnknownPreset {
        /// The name found.
        name: Token<'a>,
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
        kind: Token<'a>,
    },
    /// `JKF board[4][2].color is 2, not 0 or 1` (also `color`, the side to move).
    Color {
        /// The member: [`Path::Color`] or [`Path::CellColor`].
        path: Path,
        /// What was found.
        found: Token<'a>,
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
        key: Token<'a>,
    },
    /// `JKF hands[1].KA is 3, not a count from 0 to 2`.
    HandCount {
        /// Whose hand.
        color: Color,
        /// Which kind.
        kind: Kind,
        /// What was found.
        found: Token<'a>,
    },
}

impl fmt::Display for JkfError<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            JkfError::Json { offset, reason } => {
                write!(f, "invalid JSON at offset {offset}: {reason}")
            }
            JkfError::Missing { path } => write!(f, "JKF {path} is missing"),
            JkfError::Type { path, found } | JkfError::Color { path, found } => {
                write!(f, "JKF {path} is {found}, not {}", path.expected())
            }
            JkfError::UnknownPreset { name } => write!(f, "JKF preset {name} is unknown"),
            JkfError::DataMissing => f.write_str("JKF data is missing for preset OTHER"),
            JkfError::BoardFiles { len } => {
                write!(f, "JKF board has {len} file{}, not 9", plural(len))
            }
            JkfError::BoardRanks { file, len } => {
                write!(
                    f,
                    "JKF board[{file}] has {len} square{}, not 9",
                    plural(len)
                )
            }
            JkfError::Piece { file, rank, kind } => {
                write!(f, "JKF board[{file}][{rank}].kind {kind} is not a piece")
            }
            JkfError::HandsLength { len } => write!(
                f,
                "JKF hands has {len} entr{}, not 2",
                if len == 1 { "y" } else { "ies" }
            ),
            JkfError::HandKind { color, key } => write!(
                f,
                "JKF hands[{}] has {key}, not a hand kind (FU KY KE GI KI KA HI)",
                color as u8
            ),
            JkfError::HandCount { color, kind, found } => {
                let max = kind
                    .hand_slot()
                    .and_then(|s| HAND_MAX.get(s))
                    .copied()
                    .unwrap_or(0);
                write!(
                    f,
                    "JKF hands[{}].{} is {found}, not a count from 0 to {max}",
                    color as u8,
                    kind.csa()
                )
            }
        }
    }
}

impl core::error::Error for JkfError<'_> {}

fn type_error(path: Path, found: Value<'_>) -> JkfError<'_> {
    JkfError::Type {
        path,
        found: found.into(),
    }
}

fn color(value: Value<'_>, path: Path) -> Result<Color, JkfError<'_>> {
    match value.small_integer() {
        Some(0) => Ok(Color::Black),
        Some(1) => Ok(Color::White),
        _ => Err(JkfError::Color {
            path,
            found: value.into(),
        }),
    }
}

/// Reads a JKF `initial` object from JSON text, without allocating.
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
pub fn from_jkf_json(text: &str) -> Result<Position, JkfError<'_>> {
    json::check(text.as_bytes()).map_err(|e| JkfError::Json {
        offset: e.offset,
        reason: e.reason,
    })?;
    let value = Value::root(text);
    // A whole kifu (`header`, `initial`, `moves`) stands for its `initial`,
    // or for the even game when it has none.
    let is_kifu = value.get("preset").is_none()
        && ["initial", "header", "moves"]
            .iter()
            .any(|k| value.get(k).is_some());
    match value.get("initial") {
        Some(initial) if is_kifu => read_initial(initial),
        None if is_kifu => Ok(Position::initial()),
        _ => read_initial(value),
    }
}

fn read_initial(initial: Value<'_>) -> Result<Position, JkfError<'_>> {
    match initial.kind() {
        Type::Null => return Ok(Position::initial()),
        Type::Object => {}
        _ => return Err(type_error(Path::Initial, initial)),
    }
    let name = match initial.get("preset") {
        None => return Err(JkfError::Missing { path: Path::Preset }),
        Some(name) if name.kind() == Type::String => name,
        Some(other) => return Err(type_error(Path::Preset, other)),
    };
    if !name.name().is("OTHER") {
        return name
            .name()
            .bytes()
            .and_then(preset_of)
            .ok_or(JkfError::UnknownPreset { name: name.into() });
    }
    let data = initial.get("data").ok_or(JkfError::DataMissing)?;
    if data.kind() != Type::Object {
        return Err(type_error(Path::Data, data));
    }
    let side = data
        .get("color")
        .ok_or(JkfError::Missing { path: Path::Color })?;
    let mut p = EMPTY;
    p.set_turn(color(side, Path::Color)?);
    read_board(data.get("board"), &mut p)?;
    match data.get("hands") {
        None => {}
        Some(hands) if hands.kind() == Type::Array => {
            let len = hands.items().count();
            if len != 2 {
                return Err(JkfError::HandsLength { len });
            }
            for (hand, color) in hands.items().zip(Color::ALL) {
                p.set_hand(color, read_hand(hand, color)?);
            }
        }
        Some(other) => return Err(type_error(Path::Hands, other)),
    }
    Ok(p)
}

fn read_board<'a>(board: Option<Value<'a>>, p: &mut Position) -> Result<(), JkfError<'a>> {
    let files = match board {
        None => return Err(JkfError::Missing { path: Path::Board }),
        Some(files) if files.kind() == Type::Array => files,
        Some(other) => return Err(type_error(Path::Board, other)),
    };
    let len = files.items().count();
    if len != 9 {
        return Err(JkfError::BoardFiles { len });
    }
    // `files` and each file hold nine items here, so the indices fit in a u8.
    for (x, file) in files.items().enumerate() {
        let x = x as u8;
        if file.kind() != Type::Array {
            return Err(type_error(Path::File(x), file));
        }
        let len = file.items().count();
        if len != 9 {
            return Err(JkfError::BoardRanks {
                file: usize::from(x),
                len,
            });
        }
        for (y, cell) in file.items().enumerate() {
            let y = y as u8;
            if cell.kind() != Type::Object {
                return Err(type_error(Path::Cell(x, y), cell));
            }
            let (kind, owner) = match (cell.get("kind"), cell.get("color")) {
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
                (Some(kind), Some(owner)) if kind.kind() == Type::String => (kind, owner),
                (Some(other), Some(_)) => return Err(type_error(Path::CellKind(x, y), other)),
            };
            let name = kind.name();
            let piece_kind =
                Kind::ALL
                    .into_iter()
                    .find(|k| name.is(k.csa()))
                    .ok_or(JkfError::Piece {
                        file: usize::from(x),
                        rank: usize::from(y),
                        kind: kind.into(),
                    })?;
            let owner = color(owner, Path::CellColor(x, y))?;
            p.set(index_of(x + 1, y + 1), Some(Piece::new(owner, piece_kind)));
        }
    }
    Ok(())
}

/// The kind among the first `n` of [`Kind::ALL`] whose CSA name is `name`.
fn kind_named(name: Name, n: usize) -> Option<Kind> {
    const NAMES: &[u8; 28] = b"FUKYKEGIKIKAHIOUTONYNKNGUMRY";
    let name = name.bytes()?;
    let i = NAMES.chunks_exact(2).take(n).position(|c| c == name)?;
    Kind::ALL.get(i).copied()
}

fn read_hand(hand: Value<'_>, color: Color) -> Result<Hand, JkfError<'_>> {
    if hand.kind() != Type::Object {
        return Err(type_error(Path::Hand(color), hand));
    }
    for (key, _) in hand.members() {
        if kind_named(key.name(), 7).is_none() {
            return Err(JkfError::HandKind {
                color,
                key: key.into(),
            });
        }
    }
    let mut counts = [0; 7];
    for ((count, kind), max) in counts.iter_mut().zip(HAND_KINDS).zip(HAND_MAX) {
        if let Some(value) = hand.get(kind.csa()) {
            *count = value
                .small_integer()
                .filter(|&n| n <= max)
                .ok_or(JkfError::HandCount {
                    color,
                    kind,
                    found: value.into(),
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
            let text = format!("\"{}\"", kind.csa());
            json::check(text.as_bytes()).unwrap();
            let name = Value::root(&text).name();
            assert_eq!(kind_named(name, 14), Some(kind));
            assert_eq!(kind_named(name, 7), (i < 7).then_some(kind));
        }
    }
}
