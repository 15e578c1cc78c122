//! Why a line of engine output cannot be read.

use core::fmt;

use crate::template::{fill, Arg};

/// The keys whose value is a number, as an error names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Key {
    /// `depth`.
    Depth,
    /// `seldepth`.
    SelDepth,
    /// `time`.
    Time,
    /// `nodes`.
    Nodes,
    /// `nps`.
    Nps,
    /// `hashfull`.
    Hashfull,
    /// `multipv`.
    MultiPv,
    /// `cp`, the score in centipawns.
    Cp,
}

impl Key {
    /// Every key, in the order of their numbers from 0.
    pub const ALL: [Key; 8] = [
        Key::Depth,
        Key::SelDepth,
        Key::Time,
        Key::Nodes,
        Key::Nps,
        Key::Hashfull,
        Key::MultiPv,
        Key::Cp,
    ];

    /// The key as the line writes it.
    pub const fn name(self) -> &'static str {
        match self {
            Key::Depth => "depth",
            Key::SelDepth => "seldepth",
            Key::Time => "time",
            Key::Nodes => "nodes",
            Key::Nps => "nps",
            Key::Hashfull => "hashfull",
            Key::MultiPv => "multipv",
            Key::Cp => "cp",
        }
    }
}

/// Why a line of engine output was refused; `byte` is the offset in the
/// line of the word that is wrong, or of its end when a word is missing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum EngineError {
    /// The line's first word is not `info`.
    NotInfo {
        /// Where `info` was expected.
        byte: usize,
    },
    /// The line's first word is not `bestmove`.
    NotBestMove {
        /// Where `bestmove` was expected.
        byte: usize,
    },
    /// A key's value is missing, or is not a number that fits it: a
    /// decimal integer, unsigned and below 2⁶⁴ (`time`, `nodes`, `nps`) or
    /// 2³² (the others), or for `cp` signed and within ±(2³¹ − 1).
    Number {
        /// Where the number was expected.
        byte: usize,
        /// Whose value it is.
        key: Key,
    },
    /// `score` is not followed by `cp` or `mate`.
    ScoreKind {
        /// Where `cp` or `mate` was expected.
        byte: usize,
    },
    /// `mate` is not followed by plies (an optionally signed integer below
    /// 2³²), `+` or `-`.
    Mate {
        /// Where the plies were expected.
        byte: usize,
    },
    /// A word that must be a USI move (in `pv`, after `currmove`,
    /// `bestmove` or `ponder`) is missing or is not one.
    Move {
        /// Where the move was expected.
        byte: usize,
    },
    /// Words after a `bestmove` line's move and `ponder`.
    Trailing {
        /// Where the first of them starts.
        byte: usize,
    },
    /// A line break (CR or LF) before the line's end: one line is read at
    /// a time.
    LineBreak {
        /// Where it is.
        byte: usize,
    },
}

impl EngineError {
    /// The error's wording, a [`template`](crate::template) whose arguments
    /// are `byte` and `key` (the key's name).
    pub const fn template(&self) -> &'static str {
        match self {
            EngineError::NotInfo { .. } => "not an info line: expected 'info' at byte {byte}",
            EngineError::NotBestMove { .. } => {
                "not a bestmove line: expected 'bestmove' at byte {byte}"
            }
            EngineError::Number { .. } => "expected a number for {key} at byte {byte}",
            EngineError::ScoreKind { .. } => "expected 'cp' or 'mate' after score at byte {byte}",
            EngineError::Mate { .. } => {
                "expected the plies of mate (a number, '+' or '-') at byte {byte}"
            }
            EngineError::Move { .. } => "expected a USI move at byte {byte}",
            EngineError::Trailing { .. } => "unexpected text at byte {byte}",
            EngineError::LineBreak { .. } => "a line break at byte {byte}: one line at a time",
        }
    }

    /// The byte offset the error points at.
    pub const fn byte(&self) -> usize {
        match *self {
            EngineError::NotInfo { byte }
            | EngineError::NotBestMove { byte }
            | EngineError::Number { byte, .. }
            | EngineError::ScoreKind { byte }
            | EngineError::Mate { byte }
            | EngineError::Move { byte }
            | EngineError::Trailing { byte }
            | EngineError::LineBreak { byte } => byte,
        }
    }
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let key = match *self {
            EngineError::Number { key, .. } => key.name(),
            _ => "",
        };
        fill(f, self.template(), |name| match name {
            "key" => Arg::Str(key),
            _ => Arg::Number(self.byte()),
        })
    }
}

impl core::error::Error for EngineError {}
