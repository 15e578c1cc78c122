//! Errors of the kifu readers: where (line and column, 1-based, in
//! characters) and what was expected.

use alloc::string::String;
use core::fmt;

/// What went wrong at a place in a kifu text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KifuErrorKind {
    /// A piece name the format does not know.
    UnknownPiece(String),
    /// A square that is not two digits (or numerals) 1..=9.
    BadSquare(String),
    /// Something else was expected here.
    Expected(&'static str),
    /// A number too large or missing.
    BadNumber,
    /// A 手合割 name that is not a handicap of the format.
    UnknownHandicap(String),
    /// A `変化：N手` that names no move of the line it branches from.
    BadFork(u32),
    /// The text is not JSON (the JSON reader's reason).
    Json(&'static str),
    /// The text is no kifu format the readers recognise.
    UnknownFormat,
    /// The starting position is not one the codec can hold.
    BadPosition,
    /// 同 with no previous move to refer to.
    NoPreviousMove,
    /// Variations nest deeper than the readers follow (64 levels).
    TooDeep,
    /// A move with no piece after its square or 同 (the text before).
    MissingPiece(String),
}

/// What the text itself suggests went wrong before the reading: a hint
/// added to an error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextHint {
    /// The text has U+FFFD: Shift_JIS bytes decoded as UTF-8.
    Replacement,
    /// The text looks like Shift_JIS bytes decoded as Latin-1 (or
    /// Windows-1252): accented letters and control characters, no kana.
    Latin1,
    /// The text has NUL characters: UTF-16 bytes read one by one.
    Nul,
}

/// A reader's error: line and column (1-based; column in characters).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KifuError {
    /// Line, counting from 1 (0 when not tied to a line).
    pub line: usize,
    /// Column in characters, counting from 1.
    pub column: usize,
    /// What went wrong.
    pub kind: KifuErrorKind,
    /// What the text suggests about why (see [`TextHint`]).
    pub hint: Option<TextHint>,
}

impl KifuError {
    /// An error at `line` and `column` (0 and 0 for the whole text), without
    /// a hint.
    pub fn new(line: usize, column: usize, kind: KifuErrorKind) -> KifuError {
        KifuError {
            line,
            column,
            kind,
            hint: None,
        }
    }

    /// The error with the hint the text `text` it was read from gives.
    pub fn hinted(mut self, text: &str) -> KifuError {
        self.hint = super::detect::text_hint(text);
        self
    }
}

impl fmt::Display for TextHint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TextHint::Replacement => {
                "the text has U+FFFD replacement characters: was it Shift_JIS decoded as UTF-8? pass the bytes instead"
            }
            TextHint::Latin1 => {
                "the text looks like Shift_JIS decoded as Latin-1: pass the bytes instead"
            }
            TextHint::Nul => "the text has NUL characters: was it UTF-16? decode it first",
        })
    }
}

impl fmt::Display for KifuErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KifuErrorKind::UnknownPiece(p) => write!(f, "unknown piece '{p}'"),
            KifuErrorKind::BadSquare(s) => write!(f, "bad square '{s}'"),
            KifuErrorKind::Expected(what) => write!(f, "expected {what}"),
            KifuErrorKind::BadNumber => f.write_str("bad number"),
            KifuErrorKind::UnknownHandicap(h) => write!(f, "unknown handicap '{h}'"),
            KifuErrorKind::BadFork(n) => {
                write!(f, "variation at move {n} has no move to branch from")
            }
            KifuErrorKind::Json(why) => write!(f, "not JSON: {why}"),
            KifuErrorKind::UnknownFormat => f.write_str("not a KIF, KI2, CSA or JKF record"),
            KifuErrorKind::BadPosition => f.write_str("the starting position is not valid"),
            KifuErrorKind::NoPreviousMove => f.write_str("同 with no previous move"),
            KifuErrorKind::TooDeep => f.write_str("variations nest more than 64 deep"),
            KifuErrorKind::MissingPiece(before) => write!(f, "expected a piece after {before}"),
        }
    }
}

impl fmt::Display for KifuError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line != 0 {
            write!(f, "line {}, column {}: ", self.line, self.column)?;
        }
        self.kind.fmt(f)?;
        match self.hint {
            Some(hint) => write!(f, "; {hint}"),
            None => Ok(()),
        }
    }
}

impl core::error::Error for KifuError {}
