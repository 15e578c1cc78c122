//! SFEN, the position notation of USI: `<board> <side> <hands> [<move number>]`.
//!
//! The initial position is
//! `lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1`: ranks 1
//! to 9 from the top, separated by `/`; within a rank files 9 to 1 (the board
//! index order); a digit for a run of empty squares; `P L N S G B R K`,
//! uppercase for black and lowercase for white, `+` before a promoted piece;
//! then `b` or `w` for the side to move; the pieces in hand (`-` for none) in
//! the order `R B G S N L P`, black's before white's, with a count before a
//! kind held more than once (`2P`, `18p`); and the move number.
//!
//! Reading follows what USI programs write and refuses the rest, saying where:
//! - the keyword `startpos` stands for the initial position, move 1;
//! - a leading `sfen` keyword is skipped, and so is a leading `position`, so
//!   that the USI `position` command (`position startpos`,
//!   `position sfen …`) reads as it is sent;
//! - fields are separated by any whitespace; leading and trailing whitespace is ignored;
//! - the move number may be left out (it is then 1); it is an integer below
//!   2³² without leading zeros; `0`, which some tools write when they do not
//!   count moves, reads as 1, as a missing number does, so that the number
//!   read is always one [`write_sfen`] writes back canonically;
//! - adjacent digits in a rank add up (`45` is nine empty squares); `0` is refused;
//! - hand kinds may come in any order, but each kind at most once per side;
//!   a count is a positive integer without leading zeros; `1P`, which some
//!   converters write, is read as `P` (and written back so), while `0P` and
//!   `02P` are refused, as is a count above the kind's maximum (18 P, 4 L N S G, 2 B R);
//! - a `moves` list after the position is refused, naming `fromUsi`, the
//!   function of the rules layer that applies moves (this reader only reads a
//!   position), as is anything else after the move number.
//!
//! Any board a [`Position`] can hold is accepted and written: SFEN does not
//! limit the number of kings or pawns.
//!
//! Columns in errors are 1-based character (not byte) offsets in the whole input.

use alloc::string::String;
use core::fmt;

use crate::position::{Color, Hand, Kind, Piece, Position, HAND_MAX};
use crate::write::{ascii_string, Writer};

/// The empty position, built at compile time.
const EMPTY: Position = Position::empty();

/// SFEN text that is not a position: what is wrong and where.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SfenError {
    /// `SFEN has no board`: the input is empty (after `sfen`).
    NoBoard,
    /// `SFEN has no side to move`.
    NoSide,
    /// `SFEN has no hands`.
    NoHands,
    /// `SFEN board has 8 ranks, not 9`.
    RankCount {
        /// How many ranks were found.
        ranks: usize,
    },
    /// `SFEN rank 3 has 10 squares`.
    RankLength {
        /// The rank, 1..=9.
        rank: u8,
        /// How many squares the rank's letters and digits add up to.
        squares: usize,
    },
    /// `unknown piece letter 'X' at column 12`.
    PieceLetter {
        /// The character found.
        letter: char,
        /// Its column.
        column: usize,
    },
    /// `empty-square count 0 at column 5`.
    ZeroEmpty {
        /// The digit's column.
        column: usize,
    },
    /// `'+' before 'G' at column 3 cannot promote` (the column of the `+`).
    CannotPromote {
        /// The piece letter after the `+`.
        letter: char,
        /// The column of the `+`.
        column: usize,
    },
    /// `'+' at column 3 is not followed by a piece letter`.
    LonePlus {
        /// The column of the `+`.
        column: usize,
    },
    /// `side to move at column 67 is not 'b' or 'w'`.
    Side {
        /// The field's column.
        column: usize,
    },
    /// `hand piece letter 'K' at column 70 is not one of R B G S N L P (or lowercase)`.
    HandLetter {
        /// The character found.
        letter: char,
        /// Its column.
        column: usize,
    },
    /// `hand count at column 70 must be a positive integer without leading zeros`.
    HandCountForm {
        /// The column of the count's first digit.
        column: usize,
    },
    /// `hand count at column 70 is not followed by a piece letter`.
    HandCountAlone {
        /// The column of the count's first digit.
        column: usize,
    },
    /// `hand count 19 for P exceeds 18`.
    HandCount {
        /// The letter as written (lowercase for white).
        letter: char,
        /// The count as written (saturated at `u32::MAX`).
        count: u32,
        /// The most of that kind a hand can hold.
        max: u8,
    },
    /// `hand piece 'P' at column 72 appears twice`.
    HandDuplicate {
        /// The letter as written.
        letter: char,
        /// The column of its second appearance.
        column: usize,
    },
    /// `move number at column 75 is not an integer from 1 to 4294967295`.
    MoveNumber {
        /// The field's column.
        column: usize,
    },
    /// `SFEN moves at column 77 are not read: fromSfen reads a position, fromUsi applies moves`.
    Moves {
        /// The column of the `moves` keyword.
        column: usize,
    },
    /// `unexpected text at column 77 after the position`: after the move
    /// number, or after `startpos`.
    Trailing {
        /// The column where the extra text starts.
        column: usize,
    },
}

impl SfenError {
    /// The error's wording, a [`template`](crate::template) whose arguments
    /// are `column`, `ranks`, `rank`, `squares`, `count`, `max`, `letter`
    /// (the letter quoted) and `piece` (the letter as it is).
    pub const fn template(&self) -> &'static str {
        match self {
            SfenError::NoBoard => "SFEN has no board",
            SfenError::NoSide => "SFEN has no side to move",
            SfenError::NoHands => "SFEN has no hands",
            SfenError::RankCount { .. } => "SFEN board has {ranks} {ranks|rank|ranks}, not 9",
            SfenError::RankLength { .. } => "SFEN rank {rank} has {squares} {squares|square|squares}",
            SfenError::PieceLetter { .. } => "unknown piece letter {letter} at column {column}",
            SfenError::ZeroEmpty { .. } => "empty-square count 0 at column {column}",
            SfenError::CannotPromote { .. } => "'+' before {letter} at column {column} cannot promote",
            SfenError::LonePlus { .. } => "'+' at column {column} is not followed by a piece letter",
            SfenError::Side { .. } => "side to move at column {column} is not 'b' or 'w'",
            SfenError::HandLetter { .. } => {
                "hand piece letter {letter} at column {column} is not one of R B G S N L P (or lowercase)"
            }
            SfenError::HandCountForm { .. } => {
                "hand count at column {column} must be a positive integer without leading zeros"
            }
            SfenError::HandCountAlone { .. } => {
                "hand count at column {column} is not followed by a piece letter"
            }
            SfenError::HandCount { .. } => "hand count {count} for {piece} exceeds {max}",
            SfenError::HandDuplicate { .. } => "hand piece {letter} at column {column} appears twice",
            SfenError::MoveNumber { .. } => {
                "move number at column {column} is not an integer from 1 to 4294967295"
            }
            SfenError::Moves { .. } => {
                "SFEN moves at column {column} are not read: fromSfen reads a position, fromUsi applies moves"
            }
            SfenError::Trailing { .. } => "unexpected text at column {column} after the position",
        }
    }
}

impl fmt::Display for SfenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use crate::template::{fill, Arg};
        use SfenError as S;
        fill(f, self.template(), |name| match (*self, name) {
            (S::RankLength { rank, .. }, "rank") => Arg::Number(usize::from(rank)),
            (S::RankCount { ranks: n } | S::RankLength { squares: n, .. }, _) => Arg::Number(n),
            (S::HandCount { count, .. }, "count") => Arg::Number(count as usize),
            (S::HandCount { max, .. }, "max") => Arg::Number(usize::from(max)),
            (S::HandCount { letter, .. }, _) => Arg::Char(letter),
            (
                S::PieceLetter { letter, .. }
                | S::CannotPromote { letter, .. }
                | S::HandLetter { letter, .. }
                | S::HandDuplicate { letter, .. },
                "letter",
            ) => Arg::Quoted(letter),
            (
                S::PieceLetter { column, .. }
                | S::CannotPromote { column, .. }
                | S::HandLetter { column, .. }
                | S::HandDuplicate { column, .. }
                | S::ZeroEmpty { column }
                | S::LonePlus { column }
                | S::Side { column }
                | S::HandCountForm { column }
                | S::HandCountAlone { column }
                | S::MoveNumber { column }
                | S::Moves { column }
                | S::Trailing { column },
                _,
            ) => Arg::Number(column),
            (S::NoBoard | S::NoSide | S::NoHands, _) => Arg::Number(0),
        })
    }
}

impl core::error::Error for SfenError {}

/// The SFEN letters of the kinds numbered 1 to 8 (`P` … `R`, then `K`), uppercase.
const LETTERS: &[u8; 8] = b"PLNSGBRK";

/// The piece an SFEN letter stands for (uppercase black, lowercase white).
fn piece_of(c: u8) -> Option<Piece> {
    let upper = c.to_ascii_uppercase();
    let i = LETTERS.iter().position(|&l| l == upper)?;
    let color = if c == upper {
        Color::Black
    } else {
        Color::White
    };
    Some(Piece::new(color, *Kind::ALL.get(i)?))
}

/// The character at byte `i` of `text`, for an error (a space past its end).
fn char_at(text: &str, i: usize) -> char {
    text.get(i..).and_then(|s| s.chars().next()).unwrap_or(' ')
}

/// The whitespace-separated fields of the input, each with its 1-based column.
struct Fields<'a> {
    rest: &'a str,
    column: usize,
}

impl<'a> Iterator for Fields<'a> {
    type Item = (usize, &'a str);

    fn next(&mut self) -> Option<(usize, &'a str)> {
        // One pass over the characters (one copy of their decoding): the
        // white space before the field, then the field up to the next.
        let mut start = None;
        let mut end = self.rest.len();
        for (i, c) in self.rest.char_indices() {
            match (start, c.is_whitespace()) {
                (None, false) => start = Some((i, self.column)),
                (Some(_), true) => {
                    end = i;
                    break;
                }
                _ => {}
            }
            self.column += 1;
        }
        let (start, column) = start?;
        let field = self.rest.get(start..end)?;
        self.rest = self.rest.get(end..)?;
        Some((column, field))
    }
}

/// Reads an SFEN position and its move number.
///
/// See the [module documentation](self) for what is accepted.
///
/// ```
/// use shogi64::{parse_sfen, Position};
/// let sfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
/// assert_eq!(parse_sfen(sfen), Ok((Position::initial(), 1)));
/// assert_eq!(parse_sfen("startpos"), Ok((Position::initial(), 1)));
/// assert_eq!(parse_sfen("sfen 4k4/9/9/9/9/9/9/9/4K4 w 2P 30")?.1, 30);
/// let e = parse_sfen("lnsgkgsnl/1r5b1/pppXppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -");
/// assert_eq!(e.unwrap_err().to_string(), "unknown piece letter 'X' at column 20");
/// # Ok::<(), shogi64::SfenError>(())
/// ```
pub fn parse_sfen(s: &str) -> Result<(Position, u32), SfenError> {
    let mut fields = Fields { rest: s, column: 1 };
    let mut board = fields.next().ok_or(SfenError::NoBoard)?;
    if board.1 == "position" {
        board = fields.next().ok_or(SfenError::NoBoard)?;
    }
    if board.1 == "startpos" {
        return end(fields).map(|()| (Position::initial(), 1));
    }
    if board.1 == "sfen" {
        board = fields.next().ok_or(SfenError::NoBoard)?;
    }
    let mut p = EMPTY;
    read_board(board, &mut p)?;
    let (column, side) = fields.next().ok_or(SfenError::NoSide)?;
    p.set_turn(match side {
        "b" => Color::Black,
        "w" => Color::White,
        _ => return Err(SfenError::Side { column }),
    });
    read_hands(fields.next().ok_or(SfenError::NoHands)?, &mut p)?;
    let number = match fields.next() {
        None => return Ok((p, 1)),
        Some((column, "moves")) => return Err(SfenError::Moves { column }),
        Some((column, text)) => move_number(text).ok_or(SfenError::MoveNumber { column })?,
    };
    end(fields).map(|()| (p, number))
}

/// Checks that nothing follows, and names a `moves` list in particular.
fn end(mut fields: Fields<'_>) -> Result<(), SfenError> {
    match fields.next() {
        None => Ok(()),
        Some((column, "moves")) => Err(SfenError::Moves { column }),
        Some((column, _)) => Err(SfenError::Trailing { column }),
    }
}

/// A decimal below 2³² without leading zeros; `0` stands for 1.
fn move_number(text: &str) -> Option<u32> {
    if text == "0" {
        return Some(1);
    }
    if text.starts_with('0') {
        return None;
    }
    text.bytes().try_fold(0u32, |n, b| {
        let digit = b.wrapping_sub(b'0');
        if digit > 9 {
            return None;
        }
        n.checked_mul(10)?.checked_add(u32::from(digit))
    })
}

// The board and the hands are read byte by byte: a character that is not
// ASCII is an error where it stands, so every byte before it is a
// character and the column is the field's plus the byte offset.

fn read_board((column, text): (usize, &str), p: &mut Position) -> Result<(), SfenError> {
    let b = text.as_bytes();
    let ranks = 1 + b.iter().filter(|&&c| c == b'/').count();
    if ranks != 9 {
        return Err(SfenError::RankCount { ranks });
    }
    // One pass over the bytes, the rank's length checked at each `/`
    // and at the end: a loop over nine ranks would be unrolled nine times.
    let mut rank = 0u8;
    let mut squares = 0usize;
    let mut i = 0;
    loop {
        let c = b.get(i).copied();
        let col = column + i;
        i += 1;
        let piece = match c {
            None | Some(b'/') => {
                if squares != 9 {
                    return Err(SfenError::RankLength {
                        rank: rank + 1,
                        squares,
                    });
                }
                if c.is_none() {
                    return Ok(());
                }
                rank += 1;
                squares = 0;
                continue;
            }
            Some(b'0') => return Err(SfenError::ZeroEmpty { column: col }),
            Some(d @ b'1'..=b'9') => {
                squares += usize::from(d - b'0');
                continue;
            }
            Some(b'+') => {
                // A letter follows, or any non-ASCII character (reported as an
                // unknown piece letter); Unicode's letter tables would cost
                // 1.5 KB of gzip in the wasm module for that distinction.
                if !b
                    .get(i)
                    .is_some_and(|c| c.is_ascii_alphabetic() || !c.is_ascii())
                {
                    return Err(SfenError::LonePlus { column: col });
                }
                let piece = piece_in(text, i, column)?;
                i += 1;
                let kind = piece
                    .kind
                    .promote()
                    .ok_or_else(|| SfenError::CannotPromote {
                        // The letter is a piece's: ASCII.
                        letter: b.get(i - 1).map_or(' ', |&c| char::from(c)),
                        column: col,
                    })?;
                Piece::new(piece.color, kind)
            }
            Some(_) => piece_in(text, i - 1, column)?,
        };
        if squares < 9 {
            p.set(usize::from(rank) * 9 + squares, Some(piece));
        }
        squares += 1;
    }
}

/// The piece of the letter at byte `i` of the board field `text` (at
/// `column`), or the error naming the character there.
fn piece_in(text: &str, i: usize, column: usize) -> Result<Piece, SfenError> {
    let piece = text.as_bytes().get(i).and_then(|&c| piece_of(c));
    piece.ok_or_else(|| SfenError::PieceLetter {
        letter: char_at(text, i),
        column: column + i,
    })
}

fn read_hands((column, text): (usize, &str), p: &mut Position) -> Result<(), SfenError> {
    if text == "-" {
        return Ok(());
    }
    let b = text.as_bytes();
    let mut counts = [[0u8; 7]; 2];
    let mut seen = [[false; 7]; 2];
    let mut i = 0;
    while let Some(&first) = b.get(i) {
        let first_col = column + i;
        let mut count = 1u32;
        if first.is_ascii_digit() {
            count = 0;
            while let Some(d) = b.get(i).filter(|c| c.is_ascii_digit()) {
                count = count.saturating_mul(10).saturating_add(u32::from(d - b'0'));
                i += 1;
            }
            if first == b'0' {
                return Err(SfenError::HandCountForm { column: first_col });
            }
        }
        let Some(&c) = b.get(i) else {
            return Err(SfenError::HandCountAlone { column: first_col });
        };
        let col = column + i;
        let (color, slot) = piece_of(c)
            .and_then(|p| Some((p.color as usize, p.kind.hand_slot()?)))
            .ok_or_else(|| SfenError::HandLetter {
                letter: char_at(text, i),
                column: col,
            })?;
        i += 1;
        // The letter is a piece's: ASCII.
        let letter = char::from(c);
        // `color` is 0 or 1 and `slot` below 7; masked so that the compiler
        // sees it too (no bounds check).
        let (color, slot) = (color & 1, slot % 7);
        if seen[color][slot] {
            return Err(SfenError::HandDuplicate {
                letter,
                column: col,
            });
        }
        let max = HAND_MAX[slot];
        let Some(count) = u8::try_from(count).ok().filter(|&n| n <= max) else {
            return Err(SfenError::HandCount { letter, count, max });
        };
        seen[color][slot] = true;
        counts[color][slot] = count;
    }
    for (color, counts) in Color::ALL.into_iter().zip(counts) {
        // Every count was checked against its maximum above, so this never falls back.
        p.set_hand(color, Hand::new(counts, color).unwrap_or(Hand::EMPTY));
    }
    Ok(())
}

/// The most bytes [`write_sfen`] writes: 81 promoted pieces, both hands full
/// of every kind and the largest move number.
pub const SFEN_MAX_LEN: usize = 214;

/// Writes `p` as SFEN with the move number `move_number` into `out`, without
/// allocating; returns the text's length. The text is ASCII and at most
/// [`SFEN_MAX_LEN`] bytes; a shorter `out` keeps what fits.
///
/// ```
/// use shogi64::{sfen, Position};
/// let mut buf = [0u8; sfen::SFEN_MAX_LEN];
/// let n = sfen::write_sfen(&Position::initial(), 1, &mut buf);
/// assert_eq!(&buf[..n], b"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
/// ```
pub fn write_sfen(p: &Position, move_number: u32, out: &mut [u8]) -> usize {
    let mut w = Writer::new(out);
    let mut empty = 0u8;
    for (i, &n) in p.numbers().iter().enumerate() {
        if n != 0 && empty > 0 {
            w.byte(b'0' + empty);
            empty = 0;
        }
        if n == 0 {
            empty += 1;
        } else {
            let kind = n.unsigned_abs();
            if kind > 8 {
                w.byte(b'+');
            }
            w.byte(letter(n < 0, kind));
        }
        if i % 9 == 8 {
            if empty > 0 {
                w.byte(b'0' + empty);
                empty = 0;
            }
            if i < 80 {
                w.byte(b'/');
            }
        }
    }
    w.byte(b' ');
    w.byte(if p.turn() == Color::Black { b'b' } else { b'w' });
    w.byte(b' ');
    let before = w.len();
    for (white, hand) in [false, true].into_iter().zip(Color::ALL) {
        let counts = p.hand(hand).counts();
        for (slot, &n) in counts.iter().enumerate().rev() {
            if n > 1 {
                w.number(u32::from(n));
            }
            if n > 0 {
                w.byte(letter(white, slot as u8 + 1));
            }
        }
    }
    if w.len() == before {
        w.byte(b'-');
    }
    w.byte(b' ');
    w.number(move_number);
    w.len()
}

/// The letter of the kind numbered `kind` (1..=14, a promoted kind written as
/// its unpromoted one), lowercase for white.
pub(crate) fn letter(white: bool, kind: u8) -> u8 {
    const BY_NUMBER: &[u8; 14] = b"PLNSGBRKPLNSBR";
    let upper = BY_NUMBER
        .get(usize::from(kind.wrapping_sub(1)))
        .copied()
        .unwrap_or(b'K');
    if white {
        upper.to_ascii_lowercase()
    } else {
        upper
    }
}

/// Writes `p` as SFEN with the move number `move_number`.
///
/// The move number is written as given; SFEN readers, this one included,
/// expect it to be at least 1. [`write_sfen`] writes into a buffer instead.
///
/// ```
/// use shogi64::{to_sfen, Position};
/// assert_eq!(
///     to_sfen(&Position::initial(), 1),
///     "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
/// );
/// ```
pub fn to_sfen(p: &Position, move_number: u32) -> String {
    let mut buf = [0u8; SFEN_MAX_LEN];
    let n = write_sfen(p, move_number, &mut buf);
    ascii_string(&buf, n)
}

impl Position {
    /// Reads an SFEN position, dropping its move number; see [`parse_sfen`].
    ///
    /// ```
    /// use shogi64::Position;
    /// let p = Position::from_sfen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
    /// assert_eq!(p, Ok(Position::initial()));
    /// ```
    pub fn from_sfen(s: &str) -> Result<Position, SfenError> {
        parse_sfen(s).map(|(p, _)| p)
    }

    /// Writes the position as SFEN with the move number `move_number`; see [`to_sfen`].
    ///
    /// ```
    /// use shogi64::Position;
    /// assert_eq!(
    ///     Position::initial().to_sfen(1),
    ///     "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
    /// );
    /// ```
    pub fn to_sfen(&self, move_number: u32) -> String {
        to_sfen(self, move_number)
    }
}
