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

use core::fmt;

use crate::json::{self, Value};
use crate::position::{
    hand_count_from_value, index_of, Color, Hand, Kind, Piece, Position, HAND_KINDS, HAND_MAX,
};
use crate::sfen::plural;
use crate::write::{ascii_string, Writer};

/// The JKF preset names, `OTHER` aside: an even game, then the handicaps.
pub const PRESETS: [&str; 14] = [
    "HIRATE", "KY", "KY_R", "KA", "HI", "HIKY", "2", "3", "4", "5", "5_L", "6", "8", "10",
];

/// The squares (file, rank) each handicap empties: white's pieces, since the
/// handicap giver (上手) plays white.
#[rustfmt::skip] // one preset a line
const HANDICAPS: [(&str, &[(u8, u8)]); 13] = [
    ("KY", &[(1, 1)]),
    ("KY_R", &[(9, 1)]),
    ("KA", &[(2, 2)]),
    ("HI", &[(8, 2)]),
    ("HIKY", &[(8, 2), (1, 1)]),
    ("2", &[(8, 2), (2, 2)]),
    ("3", &[(8, 2), (2, 2), (1, 1)]),
    ("4", &[(8, 2), (2, 2), (9, 1), (1, 1)]),
    ("5", &[(8, 2), (2, 2), (9, 1), (1, 1), (8, 1)]),
    ("5_L", &[(8, 2), (2, 2), (9, 1), (1, 1), (2, 1)]),
    ("6", &[(8, 2), (2, 2), (9, 1), (1, 1), (8, 1), (2, 1)]),
    ("8", &[(8, 2), (2, 2), (9, 1), (1, 1), (8, 1), (2, 1), (7, 1), (3, 1)]),
    ("10", &[(8, 2), (2, 2), (9, 1), (1, 1), (8, 1), (2, 1), (7, 1), (3, 1), (6, 1), (4, 1)]),
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
    let mut p = Position::initial();
    if name == "HIRATE" {
        return Some(p);
    }
    let (_, squares) = HANDICAPS.iter().find(|(n, _)| *n == name)?;
    p.set_turn(Color::White);
    for &(file, rank) in *squares {
        p.set(index_of(file, rank), None);
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

/// A JKF `initial` object that is not one: what is wrong and where.
///
/// Paths are written as in the object, relative to `data` for its members:
/// `board[4][2].kind` is the kind on file 5, rank 3.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JkfError {
    /// The text is not JSON: `invalid JSON at offset 12: expected ':'`.
    Json {
        /// Byte offset in the text.
        offset: usize,
        /// What was expected or found there.
        reason: &'static str,
    },
    /// A required member is missing or `null`: `JKF preset is missing`.
    Missing {
        /// The member's path, e.g. `color`, `board[0][3].kind`.
        path: String,
    },
    /// A member has the wrong type: `JKF board[3] is 5, not an array`.
    Type {
        /// The member's path (`initial` for the whole object).
        path: String,
        /// What was found: a scalar as JSON text, `an array` or `an object`.
        found: String,
        /// What was expected: `an object`, `an array`, `a string`.
        expected: &'static str,
    },
    /// `JKF preset "FOO" is unknown`.
    UnknownPreset {
        /// The name found.
        name: String,
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
        kind: String,
    },
    /// `JKF board[4][2].color is 2, not 0 or 1` (also `color`, the side to move).
    Color {
        /// The member's path.
        path: String,
        /// What was found, as in [`JkfError::Type`].
        found: String,
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
        key: String,
    },
    /// `JKF hands[1].KA is 3, not a count from 0 to 2`.
    HandCount {
        /// Whose hand.
        color: Color,
        /// Which kind.
        kind: Kind,
        /// What was found, as in [`JkfError::Type`].
        found: String,
    },
}

impl fmt::Display for JkfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JkfError::Json { offset, reason } => {
                write!(f, "invalid JSON at offset {offset}: {reason}")
            }
            JkfError::Missing { path } => write!(f, "JKF {path} is missing"),
            JkfError::Type {
                path,
                found,
                expected,
            } => {
                write!(f, "JKF {path} is {found}, not {expected}")
            }
            JkfError::UnknownPreset { name } => {
                write!(f, "JKF preset {} is unknown", json::quote(name))
            }
            JkfError::DataMissing => f.write_str("JKF data is missing for preset OTHER"),
            JkfError::BoardFiles { len } => {
                write!(f, "JKF board has {len} file{}, not 9", plural(*len))
            }
            JkfError::BoardRanks { file, len } => {
                write!(
                    f,
                    "JKF board[{file}] has {len} square{}, not 9",
                    plural(*len)
                )
            }
            JkfError::Piece { file, rank, kind } => {
                write!(
                    f,
                    "JKF board[{file}][{rank}].kind {} is not a piece",
                    json::quote(kind)
                )
            }
            JkfError::Color { path, found } => write!(f, "JKF {path} is {found}, not 0 or 1"),
            JkfError::HandsLength { len } => write!(
                f,
                "JKF hands has {len} entr{}, not 2",
                if *len == 1 { "y" } else { "ies" }
            ),
            JkfError::HandKind { color, key } => write!(
                f,
                "JKF hands[{}] has {}, not a hand kind (FU KY KE GI KI KA HI)",
                *color as usize,
                json::quote(key)
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
                    *color as usize,
                    kind.csa()
                )
            }
        }
    }
}

impl std::error::Error for JkfError {}

fn type_error(path: impl Into<String>, found: &Value, expected: &'static str) -> JkfError {
    JkfError::Type {
        path: path.into(),
        found: found.describe(),
        expected,
    }
}

fn color(value: &Value, path: impl FnOnce() -> String) -> Result<Color, JkfError> {
    match value {
        Value::Number(n) if json::integer(n) == Some(0) => Ok(Color::Black),
        Value::Number(n) if json::integer(n) == Some(1) => Ok(Color::White),
        other => Err(JkfError::Color {
            path: path(),
            found: other.describe(),
        }),
    }
}

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
    let value = json::parse(text).map_err(|e| JkfError::Json {
        offset: e.offset,
        reason: e.reason,
    })?;
    from_value(&value)
}

fn from_value(value: &Value) -> Result<Position, JkfError> {
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

fn read_initial(initial: &Value) -> Result<Position, JkfError> {
    match initial {
        Value::Null => return Ok(Position::initial()),
        Value::Object(_) => {}
        other => return Err(type_error("initial", other, "an object")),
    }
    let name = match initial.get("preset") {
        None => {
            return Err(JkfError::Missing {
                path: "preset".into(),
            })
        }
        Some(Value::String(name)) => name,
        Some(other) => return Err(type_error("preset", other, "a string")),
    };
    if name != "OTHER" {
        return preset(name).ok_or_else(|| JkfError::UnknownPreset { name: name.clone() });
    }
    let data = initial.get("data").ok_or(JkfError::DataMissing)?;
    if !matches!(data, Value::Object(_)) {
        return Err(type_error("data", data, "an object"));
    }
    let turn = color(
        data.get("color").ok_or(JkfError::Missing {
            path: "color".into(),
        })?,
        || "color".into(),
    )?;
    let mut p = Position::empty();
    p.set_turn(turn);
    read_board(data.get("board"), &mut p)?;
    match data.get("hands") {
        None => {}
        Some(Value::Array(hands)) => {
            if hands.len() != 2 {
                return Err(JkfError::HandsLength { len: hands.len() });
            }
            for (hand, color) in hands.iter().zip(Color::ALL) {
                p.set_hand(color, read_hand(hand, color)?);
            }
        }
        Some(other) => return Err(type_error("hands", other, "an array")),
    }
    Ok(p)
}

fn read_board(board: Option<&Value>, p: &mut Position) -> Result<(), JkfError> {
    let files = match board {
        None => {
            return Err(JkfError::Missing {
                path: "board".into(),
            })
        }
        Some(Value::Array(files)) => files,
        Some(other) => return Err(type_error("board", other, "an array")),
    };
    if files.len() != 9 {
        return Err(JkfError::BoardFiles { len: files.len() });
    }
    for (x, file) in files.iter().enumerate() {
        let Value::Array(cells) = file else {
            return Err(type_error(format!("board[{x}]"), file, "an array"));
        };
        if cells.len() != 9 {
            return Err(JkfError::BoardRanks {
                file: x,
                len: cells.len(),
            });
        }
        for (y, cell) in cells.iter().enumerate() {
            if !matches!(cell, Value::Object(_)) {
                return Err(type_error(format!("board[{x}][{y}]"), cell, "an object"));
            }
            let kind = match (cell.get("kind"), cell.get("color")) {
                (None, None) => continue,
                (None, Some(_)) => {
                    return Err(JkfError::Missing {
                        path: format!("board[{x}][{y}].kind"),
                    })
                }
                (Some(_), None) => {
                    return Err(JkfError::Missing {
                        path: format!("board[{x}][{y}].color"),
                    })
                }
                (Some(Value::String(kind)), Some(_)) => kind,
                (Some(other), Some(_)) => {
                    return Err(type_error(
                        format!("board[{x}][{y}].kind"),
                        other,
                        "a string",
                    ))
                }
            };
            let kind = Kind::from_csa(kind).ok_or_else(|| JkfError::Piece {
                file: x,
                rank: y,
                kind: kind.clone(),
            })?;
            let owner = color(cell.get("color").unwrap_or(&Value::Null), || {
                format!("board[{x}][{y}].color")
            })?;
            // x and y are below 9 here, so the index is on the board.
            p.set(
                index_of(x as u8 + 1, y as u8 + 1),
                Some(Piece::new(owner, kind)),
            );
        }
    }
    Ok(())
}

fn read_hand(hand: &Value, color: Color) -> Result<Hand, JkfError> {
    let Value::Object(pairs) = hand else {
        return Err(type_error(
            format!("hands[{}]", color as usize),
            hand,
            "an object",
        ));
    };
    if let Some((key, _)) = pairs
        .iter()
        .find(|(k, _)| !HAND_KINDS.iter().any(|h| h.csa() == k))
    {
        return Err(JkfError::HandKind {
            color,
            key: key.clone(),
        });
    }
    let mut counts = [0; 7];
    for (slot, (count, kind)) in counts.iter_mut().zip(HAND_KINDS).enumerate() {
        *count = match hand.get(kind.csa()) {
            None => 0,
            Some(value) => match value {
                Value::Number(n) => {
                    json::integer(n).and_then(|i| hand_count_from_value(slot, f64::from(i)))
                }
                _ => None,
            }
            .ok_or_else(|| JkfError::HandCount {
                color,
                kind,
                found: value.describe(),
            })?,
        };
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
    for file in 1..=9u8 {
        w.str(if file == 1 { "[" } else { ",[" });
        for rank in 1..=9u8 {
            if rank > 1 {
                w.byte(b',');
            }
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
        w.byte(b']');
    }
    w.str("],\"hands\":[");
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
