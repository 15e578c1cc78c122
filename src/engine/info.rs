//! `info` lines: what an engine says while it searches.

use alloc::vec::Vec;

use super::words::Words;
use super::{Bound, EngineError, Key, Score};
use crate::Move;

/// An `info` line read: each field is `Some` only when the line has its key.
/// A key given twice keeps its last value.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Info<'a> {
    /// `depth`: the search depth in plies.
    pub depth: Option<u32>,
    /// `seldepth`: the selective depth in plies.
    pub seldepth: Option<u32>,
    /// `time`: milliseconds searched.
    pub time: Option<u64>,
    /// `nodes`: nodes searched.
    pub nodes: Option<u64>,
    /// `nps`: nodes a second.
    pub nps: Option<u64>,
    /// `hashfull`: how full the hash table is, in thousandths.
    pub hashfull: Option<u32>,
    /// `multipv`: which of the best lines this is, from 1.
    pub multipv: Option<u32>,
    /// `currmove`: the move being searched.
    pub currmove: Option<Move>,
    /// `score cp …` or `score mate …`, from the side to move's point of view.
    pub score: Option<Score>,
    /// `lowerbound` or `upperbound`.
    pub bound: Option<Bound>,
    /// `pv`: the principal variation, empty for `pv resign` and `pv win`.
    pub pv: Option<Vec<Move>>,
    /// `string`: the rest of the line after it, without the separators
    /// around it.
    pub string: Option<&'a str>,
}

/// The words that are keys, the seven that take a number first, in the
/// order of [`Key::ALL`]. Any other word is skipped, so that a key this
/// reader does not know (`currmovenumber 3`, `cpuload 512`, `tbhits 0`,
/// `wdl 520 310 170`, `refutation 7g7f 3c3d`) is skipped with all its
/// values, however many, up to the next key.
const KEYS: [&str; 13] = [
    "depth",
    "seldepth",
    "time",
    "nodes",
    "nps",
    "hashfull",
    "multipv",
    "currmove",
    "score",
    "lowerbound",
    "upperbound",
    "pv",
    "string",
];

const U32: u64 = u32::MAX as u64;

/// The largest value of each key that takes a number.
const MAX: [u64; 7] = [U32, U32, u64::MAX, u64::MAX, u64::MAX, U32, U32];

/// The index of `word` in [`KEYS`]. (Out of line, as the other helpers
/// here: each is called from several places, and the module is shipped.)
#[inline(never)]
fn key_index(word: &str) -> Option<usize> {
    KEYS.iter().position(|&key| key == word)
}

/// A number of up to `max`, in decimal digits only.
#[inline(never)]
pub(crate) fn unsigned(word: Option<&str>, max: u64) -> Option<u64> {
    let word = word?;
    if word.is_empty() {
        return None;
    }
    let mut n: u64 = 0;
    for b in word.bytes() {
        let digit = u64::from(b.wrapping_sub(b'0'));
        if digit > 9 || n > (max - digit) / 10 {
            return None;
        }
        n = n * 10 + digit;
    }
    Some(n)
}

/// The word and its sign: a leading `+` or `-` taken off.
fn signed(word: &str) -> (i8, &str) {
    match word.as_bytes().first() {
        Some(b'-') => (-1, word.get(1..).unwrap_or_default()),
        Some(b'+') => (1, word.get(1..).unwrap_or_default()),
        _ => (1, word),
    }
}

/// A USI move word (`resign` and `win` are not moves); `end` is where a
/// missing one was expected.
#[inline(never)]
pub(crate) fn usi_move(word: Option<(usize, &str)>, end: usize) -> Result<Move, EngineError> {
    match word {
        Some((byte, w)) => w.parse().map_err(|_| EngineError::Move { byte }),
        None => Err(EngineError::Move { byte: end }),
    }
}

impl Info<'_> {
    /// The seven numbers in [`Key::ALL`]'s order: depth, seldepth, time,
    /// nodes, nps, hashfull, multipv.
    pub fn numbers(&self) -> [Option<u64>; 7] {
        [
            self.depth.map(u64::from),
            self.seldepth.map(u64::from),
            self.time,
            self.nodes,
            self.nps,
            self.hashfull.map(u64::from),
            self.multipv.map(u64::from),
        ]
    }
}

/// Reads an `info` line (which may end with a line ending). Words are
/// separated by spaces and tabs, any number of them.
///
/// - `depth`, `seldepth`, `hashfull`, `multipv`, `time`, `nodes` and `nps`
///   take a number ([`EngineError::Number`] names the key);
/// - `score` takes `cp` and a signed number, or `mate` and plies (`5`,
///   `+5`, `-0`) or a sign alone (`+`, `-`): see [`Score`];
/// - `lowerbound` and `upperbound` set [`Info::bound`] wherever they are;
/// - `currmove` takes a USI move;
/// - `pv` takes every word to the end of the line, each a USI move, the
///   last of them possibly `resign` or `win`, which ends the line and is
///   not a move (so `pv resign` is an empty PV);
/// - `string` takes the rest of the line, whatever it holds;
/// - any other word is skipped (see `KEYS`): the keys engines add
///   (`currmovenumber`, `cpuload`, `tbhits`, …) with their values.
pub fn parse_info(line: &str) -> Result<Info<'_>, EngineError> {
    let mut words = Words::new(line)?;
    match words.next_word() {
        Some((_, "info")) => {}
        Some((byte, _)) => return Err(EngineError::NotInfo { byte }),
        None => {
            return Err(EngineError::NotInfo {
                byte: words.offset(),
            })
        }
    }
    let mut info = Info::default();
    let mut numbers = [None; 7];
    while let Some((_, word)) = words.next_word() {
        let Some(k) = key_index(word) else {
            // An unknown key, or a value of one: skipped with the words
            // up to the next key.
            while words.peek().is_some_and(|w| key_index(w).is_none()) {
                words.next_word();
            }
            continue;
        };
        match k {
            0..=6 => {
                let byte = words.offset();
                let n = unsigned(words.next_word().map(|(_, w)| w), MAX[k]);
                let key = Key::ALL[k];
                numbers[k] = Some(n.ok_or(EngineError::Number { byte, key })?);
            }
            7 => {
                let end = words.offset();
                info.currmove = Some(usi_move(words.next_word(), end)?);
            }
            8 => info.score = Some(score(&mut words)?),
            9 => info.bound = Some(Bound::Lower),
            10 => info.bound = Some(Bound::Upper),
            11 => info.pv = Some(pv(&mut words)?),
            _ => info.string = Some(words.rest()),
        }
    }
    // Within u32 for the keys whose MAX is.
    let small = |n: Option<u64>| n.map(|n| n as u32);
    let [depth, seldepth, time, nodes, nps, hashfull, multipv] = numbers;
    info.depth = small(depth);
    info.seldepth = small(seldepth);
    info.time = time;
    info.nodes = nodes;
    info.nps = nps;
    info.hashfull = small(hashfull);
    info.multipv = small(multipv);
    Ok(info)
}

/// After `score`: `cp N` or `mate …`.
#[inline(never)]
fn score(words: &mut Words<'_>) -> Result<Score, EngineError> {
    let byte = words.offset();
    let kind = words.next_word().map(|(_, w)| w);
    let cp = kind == Some("cp");
    if !cp && kind != Some("mate") {
        return Err(EngineError::ScoreKind { byte });
    }
    // Both take a signed number; read once.
    let byte = words.offset();
    let word = words.next_word().map(|(_, w)| w);
    let (sign, digits) = signed(word.unwrap_or_default());
    if cp {
        let n = unsigned(Some(digits), i32::MAX as u64)
            .ok_or(EngineError::Number { byte, key: Key::Cp })?;
        return Ok(Score::Cp(i32::from(sign) * n as i32));
    }
    let plies = match (word, digits) {
        // `+` or `-` alone.
        (Some(w), "") if w.len() == 1 => None,
        _ => Some(
            unsigned(Some(digits), u64::from(u32::MAX)).ok_or(EngineError::Mate { byte })? as u32,
        ),
    };
    Ok(Score::Mate { plies, sign })
}

/// After `pv`: USI moves to the end of the line, the last possibly
/// `resign` or `win`.
#[inline(never)]
fn pv(words: &mut Words<'_>) -> Result<Vec<Move>, EngineError> {
    let mut moves = Vec::new();
    while let Some((byte, word)) = words.next_word() {
        if word == "resign" || word == "win" {
            return match words.next_word() {
                None => Ok(moves),
                Some((byte, _)) => Err(EngineError::Move { byte }),
            };
        }
        moves.push(word.parse().map_err(|_| EngineError::Move { byte })?);
    }
    Ok(moves)
}
