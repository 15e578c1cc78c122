//! The engine analysis GUIs write into a move's comments: `#評価値=123`
//! (the score, in centipawns from black's point of view) and
//! `#読み筋=▲７六歩△３四歩` (the line the engine expected, in Japanese move
//! text, starting from the position after the move the comment is on).
//!
//! The lines stay comments (the writers give them back unchanged); this
//! file only reads them.
//!
//! ```
//! use shogi64::engine::Score;
//! use shogi64::kifu::{analysis, parse_kif, pv_moves, Game};
//!
//! let kif = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n\
//!     *#評価値=45\n*#読み筋=△３四歩(33)▲２二角成(88)△同　銀(31)\n";
//! let mut game = Game::from_record(parse_kif(kif)?).unwrap();
//! assert!(game.forward());
//! let found = analysis(game.comments(1));
//! assert_eq!(found.score, Some(Score::Cp(45)));
//! let pv = pv_moves(found.pv.unwrap(), game.board(), game.last_move()).unwrap();
//! let usi: Vec<String> = pv.iter().map(|m| m.to_string()).collect();
//! assert_eq!(usi, ["3c3d", "8h2b+", "3a2b"]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use alloc::string::String;
use alloc::vec::Vec;

use crate::engine::Score;
use crate::notation::{from_japanese_with, JapaneseOptions};
use crate::{Board, Move, MoveList};

/// The prefix of the score line, after the comment's `*`.
const SCORE: &str = "#評価値=";
/// The prefix of the line of expected moves, after the comment's `*`.
const PV: &str = "#読み筋=";

/// What a move's comments say of the engine's analysis.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Analysis<'a> {
    /// The last `#評価値=` line's score, black's point of view: `None` when
    /// there is none or its value is not a whole number of at most nine
    /// digits (with `-` or `+` before it, spaces after it).
    pub score: Option<Score>,
    /// The text after the last `#読み筋=` line's `=`: Japanese moves, each
    /// with its mark (▲△☗☖), from the position after the move (see
    /// [`pv_moves`]).
    pub pv: Option<&'a str>,
}

/// Reads the analysis lines of a move's comments.
pub fn analysis(comments: &[String]) -> Analysis<'_> {
    let mut found = Analysis::default();
    for c in comments {
        if let Some(v) = c.strip_prefix(SCORE) {
            found.score = centipawns(v).map(Score::Cp);
        } else if let Some(v) = c.strip_prefix(PV) {
            found.pv = Some(v);
        }
    }
    found
}

/// A whole number of at most nine ASCII digits, `-` or `+` before it,
/// spaces after it.
fn centipawns(text: &str) -> Option<i32> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    match super::kif::number(digits)? {
        // Nine digits at most: within i32.
        (n, rest) if rest.bytes().all(|b| b == b' ') => {
            Some(if negative { -(n as i32) } else { n as i32 })
        }
        _ => None,
    }
}

/// The moves of a PV's text (see [`Analysis::pv`]), legal one after the
/// other from `after` (the position after the move the comments are on),
/// `last` the move that led there (for `同`); `None` when one of them does
/// not read as a legal move there.
pub fn pv_moves(text: &str, after: &Board, last: Option<Move>) -> Option<Vec<Move>> {
    let mut moves = Vec::new();
    read_pv(text, after, last, |mv| moves.push(mv)).then_some(moves)
}

/// [`pv_moves`] giving each move to `each` as it is read; false (after
/// some moves, perhaps) when one does not read.
pub fn read_pv(
    text: &str,
    after: &Board,
    mut last: Option<Move>,
    mut each: impl FnMut(Move),
) -> bool {
    let mut board = after.clone();
    let mut scratch = MoveList::new();
    // Spaces after a move are read with it.
    let mut rest = text.trim_ascii_start();
    while !rest.is_empty() {
        // This move: from its mark to the next one (▲△☗☖ in UTF-8 start
        // with 0xE2, a lead byte, so a character boundary; no other
        // character of a move does, and text that is not a move does not
        // read whichever way it is cut).
        let end = rest
            .bytes()
            .skip(1)
            .position(|c| c == 0xE2)
            .map_or(rest.len(), |i| i + 1);
        let (Some(text), Some(next)) = (rest.get(..end), rest.get(end..)) else {
            return false;
        };
        let opts = JapaneseOptions::KIF.after(last);
        let Ok(mv) = from_japanese_with(&board, text, &opts, &mut scratch) else {
            return false;
        };
        // A move read from the board is legal there.
        board.play_unchecked(mv);
        each(mv);
        last = Some(mv);
        rest = next;
    }
    true
}
