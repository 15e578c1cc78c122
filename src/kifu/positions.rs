//! The positions of a record's main line, or of a chosen variation: one
//! entry per ply, start first, each with the move's USI and Japanese text.
//! This is how a viewer gets one Shogi64 link per move.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use super::record::{MoveData, MoveEntry, Record};
use super::replay::{rules_move, start_board};
use crate::notation::write::japanese_illegal;
use crate::notation::{japanese, JapaneseOptions};
use crate::rules::IllegalCode;
use crate::Position;

/// One ply of a line: the position after `ply` moves; none after an
/// illegal move, which ends its line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlyPosition {
    /// How many moves have been played (0 for the start).
    pub ply: usize,
    /// The move that led here in USI (`7g7f`, `8h2b+`, `P*5e`); `None` at
    /// the start.
    pub usi: Option<String>,
    /// The move in Japanese (`☗７六歩`, `☖同　銀`, `☗５八金右`), as the
    /// notation layer writes it with the options given
    /// ([`crate::to_japanese_line`] over the line); `None` at the start.
    pub text: Option<String>,
    /// The position; `None` after an illegal move (the line's last).
    pub position: Option<Position>,
    /// Why the move that led here is illegal, when the rules refuse it.
    pub illegal: Option<IllegalCode>,
}

/// Why a line's positions cannot be listed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PositionsError {
    /// The start is not a position the codec holds.
    Start,
    /// A chosen variation `(ply, index)` does not exist at that ply of the
    /// line being followed.
    NoFork(usize, usize),
    /// The move of this ply cannot be played (a record not replayed by a
    /// reader of this crate), or leaves a position the codec cannot hold.
    Move(usize),
}

impl PositionsError {
    /// The error's wording, a [`template`](crate::template) whose arguments
    /// are `ply` and `index` (a variation's).
    pub const fn template(self) -> &'static str {
        match self {
            PositionsError::Start => "the start is not a valid position",
            PositionsError::NoFork(..) => "no variation {index} at ply {ply}",
            PositionsError::Move(_) => "the move of ply {ply} cannot be played",
        }
    }
}

impl fmt::Display for PositionsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (ply, index) = match *self {
            PositionsError::Start => (0, 0),
            PositionsError::NoFork(ply, i) => (ply, i),
            PositionsError::Move(ply) => (ply, 0),
        };
        crate::template::fill(f, self.template(), |name| {
            crate::template::Arg::Number(if name == "ply" { ply } else { index })
        })
    }
}

/// `7g7f`, `8h2b+`, `P*5e`.
pub fn usi(mv: &MoveData) -> String {
    // Built in bytes, then copied once: no growth check at each character.
    let mut b = [0u8; 5];
    let sq = |x: u8, y: u8| [b'0' + x, b'a' + y - 1];
    let (at, to) = match mv.from {
        Some(f) => {
            let [x, y] = sq(f.x, f.y);
            b[0] = x;
            b[1] = y;
            b[4] = b'+';
            (2, 4 + usize::from(mv.promote == Some(true)))
        }
        None => {
            b[0] = b"PLNSGBR"[mv.piece.hand_slot().unwrap_or(0) % 7];
            b[1] = b'*';
            (2, 4)
        }
    };
    let [x, y] = sq(mv.to.x, mv.to.y);
    b[at] = x;
    b[at + 1] = y;
    super::text::owned(core::str::from_utf8(b.get(..to).unwrap_or_default()).unwrap_or_default())
}

/// The positions of the main line, start first, up to its last move;
/// `forks` lists `(ply, index)`: at that ply, follow variation `index`
/// (0-based) of the line being followed instead. The texts are the
/// official notation's with its defaults ([`JapaneseOptions::KI2`]).
pub fn kifu_positions(
    record: &Record,
    forks: &[(usize, usize)],
) -> Result<Vec<PlyPosition>, PositionsError> {
    kifu_positions_with(record, forks, &JapaneseOptions::KI2)
}

/// [`kifu_positions`] with the texts written with `opts` (its `previous`
/// is the move before the start, if any: 同 for a first move to its
/// square), each as [`crate::to_japanese_line`] writes the line.
pub fn kifu_positions_with(
    record: &Record,
    forks: &[(usize, usize)],
    opts: &JapaneseOptions,
) -> Result<Vec<PlyPosition>, PositionsError> {
    let mut board = start_board(record.initial.as_ref()).ok_or(PositionsError::Start)?;
    let mut out = Vec::with_capacity(record.moves.len());
    out.push(PlyPosition {
        ply: 0,
        usi: None,
        text: None,
        position: Some(board.try_to_position().ok_or(PositionsError::Start)?),
        illegal: None,
    });
    let mut opts = *opts;
    let mut line: &[MoveEntry] = &record.moves;
    let mut base = 0;
    let mut ply = 1;
    while let Some(mut entry) = line.get(ply - base) {
        for &(at, index) in forks {
            if at == ply {
                let fork = entry
                    .forks
                    .get(index)
                    .ok_or(PositionsError::NoFork(at, index))?;
                line = fork;
                base = ply;
                entry = line.first().ok_or(PositionsError::NoFork(at, index))?;
            }
        }
        let Some(mv) = &entry.mv else {
            break;
        };
        // The text is written before the move is played, in the position
        // it is played from; a move the writer finds illegal is one the
        // rules refuse.
        let played = rules_move(&board, mv).ok_or(PositionsError::Move(ply))?;
        // The record's illegal move (its reader checked it): its text, and
        // no position after it. One push for both kinds of ply.
        let illegal = entry.illegal;
        let (text, position) = if illegal.is_some() {
            if board.check_legal(played).is_ok() {
                return Err(PositionsError::Move(ply));
            }
            let text =
                japanese_illegal(&board, played, &opts).map_err(|_| PositionsError::Move(ply))?;
            (text, None)
        } else {
            let text = japanese(&board, played, &opts).map_err(|_| PositionsError::Move(ply))?;
            board.play(played).map_err(|_| PositionsError::Move(ply))?;
            opts.previous = Some(played);
            let position = board.try_to_position().ok_or(PositionsError::Move(ply))?;
            (text, Some(position))
        };
        out.push(PlyPosition {
            ply,
            usi: Some(usi(mv)),
            text: Some(super::text::owned(text.as_str())),
            position,
            illegal,
        });
        if illegal.is_some() {
            break;
        }
        ply += 1;
    }
    Ok(out)
}

impl core::error::Error for PositionsError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kifu::{parse_csa, parse_kif};
    use crate::notation::{to_japanese_line, DragonChar, KingChar, Mark, Style};
    use crate::{Board, Move};

    const OPTION_SETS: [JapaneseOptions; 4] = [
        JapaneseOptions::KI2,
        JapaneseOptions::KIF,
        JapaneseOptions {
            same_space: false,
            mark: Some(Mark::Triangle),
            dragon: Some(DragonChar::Traditional),
            king: KingChar::WhiteOu,
            ..JapaneseOptions::KI2
        },
        JapaneseOptions {
            mark: Some(Mark::None),
            dragon: Some(DragonChar::Simplified),
            style: Style::Kif,
            ..JapaneseOptions::KI2
        },
    ];

    fn texts(record: &Record, forks: &[(usize, usize)], opts: &JapaneseOptions) -> Vec<String> {
        kifu_positions_with(record, forks, opts)
            .unwrap()
            .into_iter()
            .skip(1)
            .map(|p| p.text.unwrap())
            .collect()
    }

    /// The texts of a line are those the notation layer writes for its
    /// moves from its start, with each set of options.
    fn assert_as_notation(record: &Record, forks: &[(usize, usize)]) {
        let plies = kifu_positions(record, forks).unwrap();
        let board = Board::from_position(plies[0].position.as_ref().unwrap()).unwrap();
        let moves: Vec<Move> = plies
            .iter()
            .skip(1)
            .map(|p| p.usi.as_deref().unwrap().parse().unwrap())
            .collect();
        for opts in &OPTION_SETS {
            assert_eq!(
                texts(record, forks, opts),
                to_japanese_line(&board, &moves, opts).unwrap(),
                "{opts:?}"
            );
        }
    }

    // A rook exchange ending with a dragon, the file writing the square
    // (not 同) at ply 6, and a variation at ply 4.
    const KIF: &str = "手合割：平手\n手数----指手---------消費時間--\n\
        1 ２六歩(27)\n2 ８四歩(83)\n3 ２五歩(26)\n4 ８五歩(84)\n5 ２四歩(25)\n\
        6 ２四歩(23)\n7 同　飛(28)\n8 ８六歩(85)\n9 同　歩(87)\n10 同　飛(82)\n\
        11 ２三飛成(24)\n12 ３四歩(33)\n13 ２二龍(23)\n\n変化：4手\n4 ３四歩(33)\n5 ２四歩(25)\n";

    #[test]
    fn texts_are_the_notation_layers_with_every_option_set() {
        let record = parse_kif(KIF).unwrap();
        assert_eq!(record.moves.len(), 14, "{:?}", record.moves.last());
        assert_as_notation(&record, &[]);
        assert_as_notation(&record, &[(4, 0)]);
        let main = texts(&record, &[], &JapaneseOptions::KI2);
        assert_eq!(main[5], "☖同　歩");
        assert_eq!(main[12], "☗２二竜");
        assert_eq!(texts(&record, &[], &JapaneseOptions::KIF)[12], "２二龍(23)");
        assert_eq!(texts(&record, &[], &OPTION_SETS[2])[9], "△同飛");
        assert_eq!(
            texts(&record, &[(4, 0)], &OPTION_SETS[2])[3..],
            ["△３四歩", "▲２四歩"]
        );
    }

    #[test]
    fn same_is_written_where_the_rules_put_it_not_where_the_file_did() {
        // CSA has no 同: the capture back is still written 同.
        let record = parse_csa("PI\n+\n+7776FU\n-3334FU\n+8822UM\n-3122GI\n").unwrap();
        assert_eq!(
            texts(&record, &[], &JapaneseOptions::KI2),
            ["☗７六歩", "☖３四歩", "☗２二角成", "☖同　銀"]
        );
    }

    /// A dragon on ３四 pinned by the bishop on １六: only the dragon on ４二
    /// can go to ３二, and the text needs no 寄; without the bishop it does.
    #[test]
    fn a_pinned_piece_is_not_counted_for_the_relative_words() {
        let csa = |bishop: &str| {
            // Files 9 to 1 of each rank, three characters a square.
            let ranks = [
                ["", "", "", "", "", "", "", "-OU", "-KY"],
                ["", "", "", "", "", "+RY", "", "-KA", ""],
                ["", "", "", "", "", "+OU", "", "-FU", ""],
                ["", "", "", "", "", "", "+RY", "", ""],
                ["", "", "", "", "", "", "", "", ""],
                ["", "", "", "", "", "", "", "", bishop],
                ["", "", "", "", "", "", "", "", ""],
                ["", "", "", "", "", "", "", "", ""],
                ["", "", "", "", "", "", "", "", ""],
            ];
            let mut text = String::new();
            for (r, rank) in ranks.iter().enumerate() {
                text.push_str(&alloc::format!("P{}", r + 1));
                for cell in rank {
                    text.push_str(if cell.is_empty() { " * " } else { cell });
                }
                text.push('\n');
            }
            text + "P-00AL\n+\n+4232RY\n"
        };
        let pinned = parse_csa(&csa("-KA")).unwrap();
        assert_eq!(texts(&pinned, &[], &JapaneseOptions::KI2), ["☗３二竜"]);
        let free = parse_csa(&csa("")).unwrap();
        assert_eq!(texts(&free, &[], &JapaneseOptions::KI2), ["☗３二竜寄"]);
        assert_eq!(texts(&free, &[], &JapaneseOptions::KIF), ["３二龍(42)"]);
    }

    #[test]
    fn a_missing_variation_is_an_error() {
        let record = parse_kif(KIF).unwrap();
        assert_eq!(
            kifu_positions(&record, &[(4, 1)]),
            Err(PositionsError::NoFork(4, 1))
        );
    }
}
