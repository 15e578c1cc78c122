//! The engine analysis GUIs write into KIF comments (`#評価値=`,
//! `#読み筋=`): read per move, the PV from the position after the move, and
//! kept through a round trip.

use shogi64::engine::Score;
use shogi64::kifu::{analysis, parse_kif, pv_moves, to_kif, Game};
use shogi64::{from_japanese, Board, JapaneseOptions, Move};

const KIF: &str = "手合割：平手\n手数----指手---------消費時間--\n\
   1 ７六歩(77)   ( 0:01/00:00:01)\n\
*#評価値=45\n\
*#読み筋=△３四歩(33)▲２二角成(88)△同　銀(31)\n\
*a plain comment\n\
   2 ３四歩(33)   ( 0:02/00:00:02)\n\
*#評価値=-120\n\
*#読み筋=▲２二角成 △同銀 ▲４五角打\n\
   3 ６六歩(67)   ( 0:03/00:00:04)\n\
*#評価値=12.5\n\
*#読み筋=△９九玉\n\
   4 ８四歩(83)   ( 0:04/00:00:06)\n\
*#評価値=+300\n\
*#読み筋=☗２六歩☖８五歩\n";

/// Each ply of the main line of `kif`: its score and its PV's moves.
type Read = (Option<Score>, Option<Vec<Move>>);

fn read_all(kif: &str) -> Vec<Read> {
    let mut game = Game::from_record(parse_kif(kif).unwrap()).unwrap();
    assert!(game.goto(game.len()));
    (0..=game.len())
        .map(|ply| {
            let last = ply.checked_sub(1).map(|i| game.moves()[i]);
            let found = analysis(game.comments(ply));
            let pv = found
                .pv
                .and_then(|text| pv_moves(text, game.board_at(ply).unwrap(), last));
            (found.score, pv)
        })
        .collect()
}

fn usi(moves: &[Move]) -> Vec<String> {
    moves.iter().map(Move::to_string).collect()
}

#[test]
fn scores_and_lines_are_read_per_move() {
    let all = read_all(KIF);
    assert_eq!(all.len(), 5);
    assert_eq!(all[0], (None, None));
    assert_eq!(all[1].0, Some(Score::Cp(45)));
    assert_eq!(usi(all[1].1.as_ref().unwrap()), ["3c3d", "8h2b+", "3a2b"]);
    assert_eq!(all[2].0, Some(Score::Cp(-120)));
    assert_eq!(usi(all[2].1.as_ref().unwrap()), ["8h2b+", "3a2b", "B*4e"]);
    // Not a whole number; a move that is not legal there.
    assert_eq!(all[3], (None, None));
    assert_eq!(all[4].0, Some(Score::Cp(300)));
    assert_eq!(usi(all[4].1.as_ref().unwrap()), ["2g2f", "8d8e"]);
}

#[test]
fn the_line_replays_from_the_position_after_the_move() {
    let mut game = Game::from_record(parse_kif(KIF).unwrap()).unwrap();
    assert!(game.goto(2));
    let pv = read_all(KIF)[2].1.clone().unwrap();
    let mut board: Board = game.board().clone();
    for (mv, text) in pv.iter().zip(["▲２二角成", "△同　銀", "▲４五角打"]) {
        assert_eq!(
            from_japanese(
                &board,
                text,
                &JapaneseOptions::KIF.after(board_last(&pv, mv))
            )
            .unwrap(),
            *mv
        );
        board.play(*mv).unwrap();
    }
}

/// The move before `mv` in `pv` (the PV's first follows 2. ３四歩).
fn board_last(pv: &[Move], mv: &Move) -> Option<Move> {
    let i = pv.iter().position(|m| m == mv).unwrap();
    if i == 0 {
        "3c3d".parse().ok()
    } else {
        Some(pv[i - 1])
    }
}

#[test]
fn the_lines_survive_a_round_trip() {
    let record = parse_kif(KIF).unwrap();
    let again = parse_kif(&to_kif(&record)).unwrap();
    assert_eq!(again.moves.len(), record.moves.len());
    for (a, b) in record.moves.iter().zip(&again.moves) {
        assert_eq!(a.comments, b.comments);
    }
    assert!(to_kif(&record).contains("*#読み筋=△３四歩(33)▲２二角成(88)△同　銀(31)\n"));
    assert_eq!(read_all(&to_kif(&record)), read_all(KIF));
}

#[test]
fn spaces_around_the_values() {
    let comments = |lines: &[&str]| lines.iter().map(|l| l.to_string()).collect::<Vec<_>>();
    // Spaces after the score; none before it.
    let after = comments(&["#評価値=-45  ", "#読み筋= ▲７六歩 △３四歩 "]);
    let found = analysis(&after);
    assert_eq!(found.score, Some(Score::Cp(-45)));
    let game = Game::from_record(parse_kif("手合割：平手\n").unwrap()).unwrap();
    let start = game.board().clone();
    let pv = pv_moves(found.pv.unwrap(), &start, None).unwrap();
    assert_eq!(usi(&pv), ["7g7f", "3c3d"]);
    assert_eq!(analysis(&comments(&["#評価値= 45"])).score, None);
    assert_eq!(analysis(&comments(&["#評価値=1234567890"])).score, None);
    // An empty line reads as no move.
    assert_eq!(pv_moves("", &start, None), Some(vec![]));
    assert_eq!(pv_moves("  ", &start, None), Some(vec![]));
    assert_eq!(pv_moves("▲７六歩 ▲３四歩", &start, None), None);
}
