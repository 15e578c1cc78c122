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
//! - a leading `sfen` keyword is skipped, as in the USI `position` command;
//! - fields are separated by any whitespace; leading and trailing whitespace is ignored;
//! - the move number may be left out (it is then 1); it is a positive integer
//!   below 2³² without leading zeros;
//! - adjacent digits in a rank add up (`45` is nine empty squares); `0` is refused;
//! - hand kinds may come in any order, but each kind at most once per side;
//!   a count is written only from 2 up, without leading zeros: `1P`, `0P` and
//!   `02P` are refused, as is a count above the kind's maximum (18 P, 4 L N S G, 2 B R);
//! - a `moves` list after the position is refused (moves are not read), as is
//!   anything else after the move number.
//!
//! Any board a [`Position`] can hold is accepted and written: SFEN does not
//! limit the number of kings or pawns.
//!
//! Columns in errors are 1-based character (not byte) offsets in the whole input.

use core::fmt;

use crate::error::Quoted;

use crate::position::{Color, Hand, Kind, Piece, Position, HAND_KINDS, HAND_MAX};

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
    /// `hand count at column 70 must be 2 or more, without leading zeros`.
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
    /// `SFEN moves at column 77 are not supported: only a position is read`.
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

impl fmt::Display for SfenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SfenError::NoBoard => f.write_str("SFEN has no board"),
            SfenError::NoSide => f.write_str("SFEN has no side to move"),
            SfenError::NoHands => f.write_str("SFEN has no hands"),
            SfenError::RankCount { ranks } => {
                write!(f, "SFEN board has {ranks} rank{}, not 9", plural(ranks))
            }
            SfenError::RankLength { rank, squares } => {
                write!(f, "SFEN rank {rank} has {squares} square{}", plural(squares))
            }
            SfenError::PieceLetter { letter, column } => {
                write!(f, "unknown piece letter {} at column {column}", Quoted(letter))
            }
            SfenError::ZeroEmpty { column } => write!(f, "empty-square count 0 at column {column}"),
            SfenError::CannotPromote { letter, column } => {
                write!(f, "'+' before {} at column {column} cannot promote", Quoted(letter))
            }
            SfenError::LonePlus { column } => {
                write!(f, "'+' at column {column} is not followed by a piece letter")
            }
            SfenError::Side { column } => {
                write!(f, "side to move at column {column} is not 'b' or 'w'")
            }
            SfenError::HandLetter { letter, column } => write!(
                f,
                "hand piece letter {} at column {column} is not one of R B G S N L P (or lowercase)",
                Quoted(letter)
            ),
            SfenError::HandCountForm { column } => {
                write!(f, "hand count at column {column} must be 2 or more, without leading zeros")
            }
            SfenError::HandCountAlone { column } => {
                write!(f, "hand count at column {column} is not followed by a piece letter")
            }
            SfenError::HandCount { letter, count, max } => {
                write!(f, "hand count {count} for {letter} exceeds {max}")
            }
            SfenError::HandDuplicate { letter, column } => {
                write!(f, "hand piece {} at column {column} appears twice", Quoted(letter))
            }
            SfenError::MoveNumber { column } => {
                write!(f, "move number at column {column} is not an integer from 1 to {}", u32::MAX)
            }
            SfenError::Moves { column } => {
                write!(f, "SFEN moves at column {column} are not supported: only a position is read")
            }
            SfenError::Trailing { column } => {
                write!(f, "unexpected text at column {column} after the position")
            }
        }
    }
}

impl std::error::Error for SfenError {}

/// `"s"` unless `n` is 1.
pub(crate) const fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// The SFEN letter of an unpromoted kind, uppercase.
const fn letter(kind: Kind) -> char {
    match kind {
        Kind::Pawn => 'P',
        Kind::Lance => 'L',
        Kind::Knight => 'N',
        Kind::Silver => 'S',
        Kind::Gold => 'G',
        Kind::Bishop => 'B',
        Kind::Rook => 'R',
        _ => 'K',
    }
}

/// The SFEN letter of an unpromoted piece.
fn letter_of(color: Color, kind: Kind) -> char {
    match color {
        Color::Black => letter(kind),
        Color::White => letter(kind).to_ascii_lowercase(),
    }
}

/// The piece an SFEN letter stands for (uppercase black, lowercase white).
fn piece_of(c: char) -> Option<Piece> {
    let kind = match c.to_ascii_uppercase() {
        'K' => Kind::King,
        upper => *HAND_KINDS.iter().find(|&&k| letter(k) == upper)?,
    };
    let color = if c.is_ascii_uppercase() {
        Color::Black
    } else {
        Color::White
    };
    Some(Piece::new(color, kind))
}

/// The whitespace-separated fields of the input, each with its 1-based column.
struct Fields<'a> {
    rest: &'a str,
    column: usize,
}

impl<'a> Iterator for Fields<'a> {
    type Item = (usize, &'a str);

    fn next(&mut self) -> Option<(usize, &'a str)> {
        let start = self.rest.find(|c: char| !c.is_whitespace())?;
        self.column += self.rest.get(..start)?.chars().count();
        let tail = self.rest.get(start..)?;
        let len = tail.find(char::is_whitespace).unwrap_or(tail.len());
        let (field, rest) = tail.split_at(len);
        let column = self.column;
        self.column += field.chars().count();
        self.rest = rest;
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
    if board.1 == "startpos" {
        return end(fields).map(|()| (Position::initial(), 1));
    }
    if board.1 == "sfen" {
        board = fields.next().ok_or(SfenError::NoBoard)?;
    }
    let mut p = Position::empty();
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

fn move_number(text: &str) -> Option<u32> {
    if text.starts_with('0') || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

fn read_board((column, text): (usize, &str), p: &mut Position) -> Result<(), SfenError> {
    let ranks = text.split('/').count();
    if ranks != 9 {
        return Err(SfenError::RankCount { ranks });
    }
    let mut chars = text.chars().zip(column..).peekable();
    for rank in 1..=9u8 {
        let mut squares = 0usize;
        while let Some((c, col)) = chars.next() {
            let piece = match c {
                '/' => break,
                '0' => return Err(SfenError::ZeroEmpty { column: col }),
                '1'..='9' => {
                    squares += c as usize - '0' as usize;
                    continue;
                }
                '+' => {
                    let next = chars.next_if(|(c, _)| c.is_alphabetic());
                    let (letter, letter_col) = next.ok_or(SfenError::LonePlus { column: col })?;
                    let piece = piece_of(letter).ok_or(SfenError::PieceLetter {
                        letter,
                        column: letter_col,
                    })?;
                    let kind = piece.kind.promote().ok_or(SfenError::CannotPromote {
                        letter,
                        column: col,
                    })?;
                    Piece::new(piece.color, kind)
                }
                _ => piece_of(c).ok_or(SfenError::PieceLetter {
                    letter: c,
                    column: col,
                })?,
            };
            if squares < 9 {
                p.set(usize::from(rank - 1) * 9 + squares, Some(piece));
            }
            squares += 1;
        }
        if squares != 9 {
            return Err(SfenError::RankLength { rank, squares });
        }
    }
    Ok(())
}

fn read_hands((column, text): (usize, &str), p: &mut Position) -> Result<(), SfenError> {
    if text == "-" {
        return Ok(());
    }
    let mut counts = [[0u8; 7]; 2];
    let mut seen = [[false; 7]; 2];
    let mut chars = text.chars().zip(column..).peekable();
    while let Some(&(first, first_col)) = chars.peek() {
        let mut count = 1u32;
        if first.is_ascii_digit() {
            count = 0;
            while let Some((d, _)) = chars.next_if(|(c, _)| c.is_ascii_digit()) {
                count = count
                    .saturating_mul(10)
                    .saturating_add(d as u32 - '0' as u32);
            }
            if first == '0' || count < 2 {
                return Err(SfenError::HandCountForm { column: first_col });
            }
        }
        let (letter, col) = chars
            .next()
            .ok_or(SfenError::HandCountAlone { column: first_col })?;
        let (color, slot) = piece_of(letter)
            .and_then(|p| Some((p.color as usize, p.kind.hand_slot()?)))
            .ok_or(SfenError::HandLetter {
                letter,
                column: col,
            })?;
        // `color` is 0 or 1 and `slot` below 7: the indices below are in range.
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

/// Writes `p` as SFEN with the move number `move_number`.
///
/// The move number is written as given; SFEN readers, this one included,
/// expect it to be at least 1.
///
/// ```
/// use shogi64::{to_sfen, Position};
/// assert_eq!(
///     to_sfen(&Position::initial(), 1),
///     "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
/// );
/// ```
pub fn to_sfen(p: &Position, move_number: u32) -> String {
    let mut out = String::with_capacity(96);
    for (rank, squares) in p.board().chunks(9).enumerate() {
        if rank > 0 {
            out.push('/');
        }
        let mut empty = 0u8;
        for square in squares {
            let Some(piece) = square else {
                empty += 1;
                continue;
            };
            if empty > 0 {
                out.push(char::from(b'0' + empty));
                empty = 0;
            }
            if piece.kind.unpromote() != piece.kind {
                out.push('+');
            }
            out.push(letter_of(piece.color, piece.kind.unpromote()));
        }
        if empty > 0 {
            out.push(char::from(b'0' + empty));
        }
    }
    out.push(' ');
    out.push(if p.turn() == Color::Black { 'b' } else { 'w' });
    out.push(' ');
    let before = out.len();
    for color in Color::ALL {
        let hand = p.hand(color);
        for &kind in HAND_KINDS.iter().rev() {
            let n = hand.count(kind);
            if n > 1 {
                out.push_str(&n.to_string());
            }
            if n > 0 {
                out.push(letter_of(color, kind));
            }
        }
    }
    if out.len() == before {
        out.push('-');
    }
    out.push(' ');
    out.push_str(&move_number.to_string());
    out
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
