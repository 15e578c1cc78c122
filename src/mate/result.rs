//! What a search is asked for and what it answers.

use alloc::vec::Vec;

use crate::Move;

/// The limits of one search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MateLimits {
    /// Nodes the whole search may expand, the line's extraction included;
    /// past it the answer is [`Outcome::Unknown`].
    pub max_nodes: u64,
    /// The longest mate looked for, in plies (moves of both sides). Mates
    /// longer than this are reported as [`Outcome::NoMate`]: none within it.
    pub max_ply: u16,
    /// The most memory the transposition table may take, in bytes. It
    /// starts small and doubles as it fills (the old slots held with the new
    /// while it does, all within this size), and is freed with the search.
    pub table_bytes: usize,
}

impl MateLimits {
    /// The most plies a search accepts; larger `max_ply` values are clamped.
    pub const PLY_LIMIT: u16 = 4095;
}

impl Default for MateLimits {
    /// One million nodes, mates of up to 255 plies, a 16 MiB table.
    fn default() -> MateLimits {
        MateLimits {
            max_nodes: 1_000_000,
            max_ply: 255,
            table_bytes: 16 << 20,
        }
    }
}

/// The answer of a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The side to move mates; the line is in [`MateResult::moves`].
    Mate,
    /// There is no mate within [`MateLimits::max_ply`] plies (or none at all).
    NoMate,
    /// The node limit was reached before either was known.
    Unknown,
}

impl Outcome {
    /// `"mate"`, `"nomate"` or `"unknown"`.
    pub const fn name(self) -> &'static str {
        match self {
            Outcome::Mate => "mate",
            Outcome::NoMate => "nomate",
            Outcome::Unknown => "unknown",
        }
    }
}

impl core::fmt::Display for Outcome {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

/// The outcome, the principal line and the work done.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MateResult {
    /// Mate, no mate, or unknown within the limits.
    pub outcome: Outcome,
    /// For a mate: the attacker's shortest mate against the defender's longest
    /// resistance, from the side to move to checkmate; otherwise empty.
    pub moves: Vec<Move>,
    /// Nodes expanded.
    pub nodes: u64,
}
