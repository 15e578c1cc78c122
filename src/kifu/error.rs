//! Errors of the kifu readers: where (line and column, 1-based, in
//! characters) and what was expected.

use alloc::string::String;
use core::fmt;

use crate::template::{fill, Arg};

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

impl TextHint {
    /// The hint's wording (a [`template`](crate::template) without arguments).
    pub const fn template(self) -> &'static str {
        match self {
            TextHint::Replacement => {
                "the text has U+FFFD replacement characters: was it Shift_JIS decoded as UTF-8? pass the bytes instead"
            }
            TextHint::Latin1 => {
                "the text looks like Shift_JIS decoded as Latin-1: pass the bytes instead"
            }
            TextHint::Nul => "the text has NUL characters: was it UTF-16? decode it first",
        }
    }
}

impl fmt::Display for TextHint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.template())
    }
}

impl KifuErrorKind {
    /// The error's wording, a [`template`](crate::template) whose arguments
    /// are `text` (the text the error carries) and `move` (a variation's
    /// move number).
    pub const fn template(&self) -> &'static str {
        match self {
            KifuErrorKind::UnknownPiece(_) => "unknown piece '{text}'",
            KifuErrorKind::BadSquare(_) => "bad square '{text}'",
            KifuErrorKind::Expected(_) => "expected {text}",
            KifuErrorKind::BadNumber => "bad number",
            KifuErrorKind::UnknownHandicap(_) => "unknown handicap '{text}'",
            KifuErrorKind::BadFork(_) => "variation at move {move} has no move to branch from",
            KifuErrorKind::Json(_) => "not JSON: {text}",
            KifuErrorKind::UnknownFormat => "not a KIF, KI2, CSA or JKF record",
            KifuErrorKind::BadPosition => "the starting position is not valid",
            KifuErrorKind::NoPreviousMove => "同 with no previous move",
            KifuErrorKind::TooDeep => "variations nest more than 64 deep",
            KifuErrorKind::MissingPiece(_) => "expected a piece after {text}",
        }
    }
}

impl fmt::Display for KifuErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use KifuErrorKind as K;
        let (text, number) = match self {
            K::UnknownPiece(t) | K::BadSquare(t) | K::UnknownHandicap(t) | K::MissingPiece(t) => {
                (t.as_str(), 0)
            }
            K::Expected(t) | K::Json(t) => (*t, 0),
            K::BadFork(n) => ("", *n as usize),
            K::BadNumber | K::UnknownFormat | K::BadPosition | K::NoPreviousMove | K::TooDeep => {
                ("", 0)
            }
        };
        fill(f, self.template(), |name| match name {
            "move" => Arg::Number(number),
            _ => Arg::Str(text),
        })
    }
}

impl KifuError {
    /// Where the error is, a [`template`](crate::template) whose arguments
    /// are `line` and `column`, written before the kind's when the line is
    /// not 0; a hint follows it after `; `.
    pub const PLACE: &'static str = "line {line}, column {column}: ";
}

impl fmt::Display for KifuError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line != 0 {
            fill(f, KifuError::PLACE, |name| {
                Arg::Number(if name == "line" {
                    self.line
                } else {
                    self.column
                })
            })?;
        }
        self.kind.fmt(f)?;
        match self.hint {
            Some(hint) => write!(f, "; {hint}"),
            None => Ok(()),
        }
    }
}

impl core::error::Error for KifuError {}
