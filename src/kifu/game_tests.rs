//! The game held to a plain model: a tree of moves, each node's children in
//! stored order, and the child followed at each depth of the line.

use alloc::string::String;
use alloc::vec::Vec;

use super::ending::{EndReason, LiveEnd};
use super::game::{Game, GameError};
use super::{kifu_positions, parse_kif, to_kif};
use crate::{Board, Move, MoveList, Position};

#[derive(Clone, Debug, Default)]
struct Node {
    children: Vec<(Move, Node)>,
}

#[derive(Debug, Default)]
struct Model {
    root: Node,
    /// The stored index followed at each depth; 0 past its end.
    choice: Vec<usize>,
    ply: usize,
}

impl Model {
    fn chosen(&self, depth: usize) -> usize {
        self.choice.get(depth).copied().unwrap_or(0)
    }

    fn set(&mut self, depth: usize, a: usize, keep_deeper: bool) {
        if self.choice.len() <= depth {
            self.choice.resize(depth + 1, 0);
        }
        self.choice[depth] = a;
        if !keep_deeper {
            self.choice.truncate(depth + 1);
        }
    }

    fn node(&mut self, depth: usize) -> &mut Node {
        let choice = self.choice.clone();
        let mut node = &mut self.root;
        for d in 0..depth {
            let a = choice.get(d).copied().unwrap_or(0);
            node = &mut node.children[a].1;
        }
        node
    }

    fn line(&self) -> Vec<Move> {
        let mut out = Vec::new();
        let mut node = &self.root;
        let mut d = 0;
        while let Some((m, next)) = node.children.get(self.chosen(d)) {
            out.push(*m);
            node = next;
            d += 1;
        }
        out
    }

    fn order(&mut self) -> Vec<usize> {
        let f = self.chosen(self.ply);
        let n = self.node(self.ply).children.len();
        let mut order: Vec<usize> = if f < n { alloc::vec![f] } else { Vec::new() };
        order.extend((0..n).filter(|&i| i != f));
        order
    }

    fn branches(&mut self) -> Vec<Move> {
        let order = self.order();
        let ply = self.ply;
        let node = self.node(ply);
        order.iter().map(|&i| node.children[i].0).collect()
    }

    fn play(&mut self, mv: Move) {
        let p = self.ply;
        let f = self.chosen(p);
        let node = self.node(p);
        match node.children.iter().position(|c| c.0 == mv) {
            Some(a) => {
                let keep = a == f;
                self.set(p, a, keep);
            }
            None => {
                node.children.push((mv, Node::default()));
                let a = node.children.len() - 1;
                self.set(p, a, false);
            }
        }
        self.ply = p + 1;
    }

    fn undo(&mut self) -> bool {
        if self.ply == 0 {
            return false;
        }
        let p = self.ply - 1;
        let f = self.chosen(p);
        self.node(p).children.remove(f);
        self.choice.truncate(p);
        self.ply = p;
        true
    }

    fn goto(&mut self, ply: usize) -> bool {
        if ply > self.line().len() || ply == self.ply {
            return false;
        }
        self.ply = ply;
        true
    }

    fn switch(&mut self, i: usize) {
        let a = self.order()[i];
        let keep = a == self.chosen(self.ply);
        self.set(self.ply, a, keep);
    }

    fn remove(&mut self, i: usize) {
        let r = self.order()[i];
        let p = self.ply;
        let f = self.chosen(p);
        self.node(p).children.remove(r);
        if f == r {
            self.choice.truncate(p);
        } else if f > r {
            self.set(p, f - 1, true);
        }
    }

    fn promote(&mut self, i: usize) {
        let r = self.order()[i];
        let p = self.ply;
        let f = self.chosen(p);
        let node = self.node(p);
        let child = node.children.remove(r);
        node.children.insert(0, child);
        self.set(p, 0, f == r);
    }
}

use super::xorshift::Rng;

fn branches(game: &Game) -> Vec<Move> {
    let mut out = MoveList::new();
    game.branches(&mut out);
    out.iter().copied().collect()
}

/// The game and the model agree, and the record says the same.
fn assert_agree(game: &Game, model: &mut Model, step: usize) {
    assert_eq!(game.moves(), model.line().as_slice(), "step {step}");
    assert_eq!(game.ply(), model.ply, "step {step}");
    assert_eq!(branches(game), model.branches(), "step {step}");
    // The boards kept are the line replayed.
    let mut board = game.board_at(0).unwrap().clone();
    for (i, &m) in game.moves().iter().enumerate() {
        board.play(m).unwrap();
        assert_eq!(game.board_at(i + 1), Some(&board), "step {step} ply {i}");
    }
    // The record's line, as kifu_positions walks it, is the game's.
    let plies = kifu_positions(game.record(), game.path()).unwrap();
    let usi: Vec<String> = game.moves().iter().map(|m| alloc::format!("{m}")).collect();
    let listed: Vec<String> = plies
        .iter()
        .skip(1)
        .map(|p| p.usi.clone().unwrap())
        .collect();
    assert_eq!(listed, usi, "step {step}");
}

#[test]
fn navigation_and_editing_follow_the_model() {
    let mut ops = [0usize; 8];
    for seed in 1..=60u64 {
        let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
        let mut game = Game::new(&Position::initial()).unwrap();
        let mut model = Model::default();
        let mut legal = MoveList::new();
        for step in 0..300 {
            let op = rng.below(10);
            match op {
                0..=3 => {
                    if game.outcome().is_some() {
                        continue;
                    }
                    // Often a move already there, to follow it.
                    let known = branches(&game);
                    let mv = if !known.is_empty() && rng.below(3) == 0 {
                        known[rng.below(known.len())]
                    } else {
                        game.board().legal_moves(&mut legal);
                        legal[rng.below(legal.len())]
                    };
                    game.play(mv).unwrap();
                    model.play(mv);
                }
                4 => assert_eq!(game.undo(), model.undo()),
                5 => {
                    let to = rng.below(game.len() + 2);
                    assert_eq!(game.goto(to), model.goto(to));
                }
                6 => {
                    assert_eq!(game.forward(), model.goto(model.ply + 1));
                    if rng.below(2) == 0 {
                        assert_eq!(game.back(), model.ply > 0 && model.goto(model.ply - 1));
                    }
                }
                _ => {
                    let n = branches(&game).len();
                    let i = rng.below(n + 1);
                    let r = match op {
                        7 => game.switch_branch(i),
                        8 => game.remove_branch(i),
                        _ => game.promote_branch(i),
                    };
                    if i == n {
                        assert!(matches!(r, Err(GameError::NoBranch { .. })));
                        continue;
                    }
                    r.unwrap();
                    match op {
                        7 => model.switch(i),
                        8 => model.remove(i),
                        _ => model.promote(i),
                    }
                }
            }
            ops[op.min(7)] += 1;
            assert_agree(&game, &mut model, step);
        }
        // What is written reads back with the same main line.
        let kif = to_kif(game.record());
        let back = Game::from_record(parse_kif(&kif).unwrap()).unwrap();
        let main = Game::from_record(game.record().clone()).unwrap();
        assert_eq!(back.moves(), main.moves(), "seed {seed}");
    }
    assert!(ops.iter().all(|&n| n > 100), "{ops:?}");
}

#[test]
fn an_ending_refuses_play_where_it_stands_only() {
    let mut game = Game::new(&Position::initial()).unwrap();
    for usi in ["7g7f", "3c3d", "8h2b+"] {
        game.play(usi.parse().unwrap()).unwrap();
    }
    game.end(LiveEnd::Resign).unwrap();
    let ending = game.outcome().unwrap();
    assert_eq!(ending.reason, EndReason::Resign);
    assert_eq!(ending.winner, Some(crate::Color::Black));
    let err = game.play("3a2b".parse().unwrap()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the game has ended at ply 3 (resign): no move can be played there"
    );
    assert!(matches!(
        game.end(LiveEnd::Abort),
        Err(GameError::Over { .. })
    ));
    // One ply back the game goes on: a move there is a variation.
    assert!(game.back());
    assert_eq!(game.outcome(), None);
    game.play("2g2f".parse().unwrap()).unwrap();
    assert_eq!(game.ply(), 3);
    assert_eq!(game.outcome(), None);
    assert!(to_kif(game.record()).contains("投了"));
    assert!(game.back());
    assert_eq!(branches(&game).len(), 2);
    // The illegal move is refused with the rules' reason.
    let err = game.play("5a5b".parse().unwrap()).unwrap_err();
    assert!(matches!(err, GameError::Illegal(_)), "{err}");
}

#[test]
fn checkmate_is_an_outcome() {
    // 詰み after 1 move: a gold drop on 5b, the king on 5a boxed in.
    let start = crate::parse_sfen("3pkp3/9/4P4/9/9/9/9/9/4K4 b G 1")
        .unwrap()
        .0;
    let mut game = Game::new(&start).unwrap();
    game.play("G*5b".parse().unwrap()).unwrap();
    let ending = game.outcome().unwrap();
    assert_eq!(ending.reason, EndReason::Checkmate);
    assert_eq!(ending.winner, Some(crate::Color::Black));
    assert!(game.back());
    assert_eq!(game.outcome(), None);
}

#[test]
fn a_file_read_is_walked_without_replaying() {
    let kif = "手合割：平手\n手数----指手---------消費時間--\n\
        1 ７六歩(77)\n2 ３四歩(33)\n3 ２二角成(88)\n4 同　銀(31)\n5 投了\n\
        \n変化：2手\n2 ８四歩(83)\n3 ２六歩(27)\n";
    let mut game = Game::from_record(parse_kif(kif).unwrap()).unwrap();
    assert_eq!(game.len(), 4);
    assert!(game.goto(4));
    assert_eq!(game.outcome().unwrap().reason, EndReason::Resign);
    assert_eq!(game.outcome().unwrap().winner, Some(crate::Color::White));
    assert!(game.goto(1));
    let b: Vec<String> = branches(&game)
        .iter()
        .map(|m| alloc::format!("{m}"))
        .collect();
    assert_eq!(b, ["3c3d", "8c8d"]);
    game.switch_branch(1).unwrap();
    assert_eq!(game.len(), 3);
    assert_eq!(game.ply(), 1);
    assert_eq!(game.path(), &[(2, 0)]);
    let b: Vec<String> = branches(&game)
        .iter()
        .map(|m| alloc::format!("{m}"))
        .collect();
    assert_eq!(b, ["8c8d", "3c3d"]);
    game.set_comments(3, alloc::vec![String::from("a note")])
        .unwrap();
    assert_eq!(game.comments(3), ["a note"]);
    assert!(matches!(
        game.set_comments(4, Vec::new()),
        Err(GameError::NoPly { ply: 4, length: 3 })
    ));
    // Promoted, the variation is the main line written first.
    game.promote_branch(0).unwrap();
    assert_eq!(game.path(), &[]);
    let back = Game::from_record(parse_kif(&to_kif(game.record())).unwrap()).unwrap();
    assert_eq!(back.moves(), game.moves());
    assert_eq!(back.comments(3), ["a note"]);
    // The boards kept are those of the line.
    let mut board = Board::from_position(&Position::initial()).unwrap();
    for (i, &m) in game.moves().iter().enumerate() {
        board.play(m).unwrap();
        assert_eq!(game.board_at(i + 1), Some(&board));
    }
}

#[test]
fn a_move_past_what_a_hand_holds_is_refused() {
    // Black holds both rooks and takes a third one.
    let start = crate::parse_sfen("4k4/9/9/9/9/9/9/4r4/4K4 b 2R 1")
        .unwrap()
        .0;
    let mut game = Game::new(&start).unwrap();
    let err = game.play("5i5h".parse().unwrap()).unwrap_err();
    assert_eq!(err, GameError::HandOverflow { ply: 1 });
    assert_eq!(game.len(), 0);
    assert_eq!(game.record().moves.len(), 1);
}

#[test]
fn repetition_follows_the_cursor() {
    let mut game = Game::new(&Position::initial()).unwrap();
    let shuffle = ["5i4h", "5a4b", "4h5i", "4b5a"];
    for _ in 0..3 {
        for usi in shuffle {
            assert_eq!(game.outcome(), None);
            game.play(usi.parse().unwrap()).unwrap();
        }
    }
    let draw = game.outcome().unwrap();
    assert_eq!((draw.reason, draw.winner), (EndReason::Repetition, None));
    assert!(matches!(
        game.play("7g7f".parse().unwrap()),
        Err(GameError::Over { ply: 12, .. })
    ));
    // Back, the position stood three times: the game goes on, and a
    // variation there is another line.
    game.back();
    assert_eq!(game.outcome(), None);
    game.play("3c3d".parse().unwrap()).unwrap();
    assert_eq!(game.outcome(), None);
    game.back();
    game.switch_branch(1).unwrap();
    game.forward();
    assert_eq!(game.outcome(), Some(draw));
    game.goto(0);
    assert_eq!(game.outcome(), None);
    game.goto(12);
    assert_eq!(game.outcome(), Some(draw));
    // Rebuilt from the record, the same.
    let mut again = Game::from_record(game.record().clone()).unwrap();
    again.goto(12);
    assert_eq!(again.outcome(), Some(draw));
    again.goto(11);
    again.switch_branch(1).unwrap();
    again.forward();
    assert_eq!(again.outcome(), None, "3c3d at ply 12");
    // Undone and played again, the draw.
    again.back();
    again.switch_branch(1).unwrap();
    again.forward();
    assert_eq!(again.outcome(), Some(draw));
    again.undo();
    assert_eq!(again.outcome(), None);
    again.play("4b5a".parse().unwrap()).unwrap();
    assert_eq!(again.outcome(), Some(draw));
}

#[test]
fn perpetual_check_is_lost_by_the_checker() {
    // Black's dragon checks from 3b and 3a in turn; the king goes 1a, 1b.
    let start = crate::parse_sfen("9/6+R1k/9/9/9/9/9/9/4K4 w - 1")
        .unwrap()
        .0;
    let mut game = Game::new(&start).unwrap();
    let mut n = 0;
    while game.outcome().is_none() && n < 40 {
        let usi = ["1b1a", "3b3a", "1a1b", "3a3b"][n % 4];
        game.play(usi.parse().unwrap()).unwrap();
        n += 1;
    }
    assert_eq!(n, 12);
    let end = game.outcome().unwrap();
    assert_eq!(end.reason, EndReason::PerpetualCheck);
    assert_eq!(end.winner, Some(crate::Color::White));
}

#[test]
fn a_declaration_is_an_ending_with_its_verdict() {
    use crate::{Declaration, DeclarationRule};
    let mut game = Game::new(&Position::initial()).unwrap();
    game.play("7g7f".parse().unwrap()).unwrap();
    assert_eq!(
        game.declare(DeclarationRule::Points27),
        Ok(Declaration::Lose)
    );
    let end = game.outcome().unwrap();
    assert_eq!(end.reason, EndReason::Declaration);
    assert_eq!(end.winner, Some(crate::Color::Black));
    assert!(matches!(
        game.declare(DeclarationRule::Points24),
        Err(GameError::Over { ply: 1, .. })
    ));
    // A file writes the loss as ILLEGAL_MOVE: the same winner.
    let mut back = Game::from_record(parse_kif(&to_kif(game.record())).unwrap()).unwrap();
    back.goto(1);
    let read = back.outcome().unwrap();
    assert_eq!(
        (read.reason, read.winner),
        (EndReason::IllegalMove, end.winner)
    );
}

#[test]
fn from_record_at_follows_its_variations_to_its_ply() {
    use super::{parse_usen_at, to_usen, usen_branch};
    let kif = "手合割：平手\n手数----指手---------消費時間--\n\
        1 ７六歩(77)\n2 ３四歩(33)\n3 ２二角成(88)\n4 同　銀(31)\n5 投了\n\
        \n変化：2手\n2 ８四歩(83)\n3 ２六歩(27)\n";
    let record = parse_kif(kif).unwrap();
    let usi = |game: &Game| -> Vec<String> {
        game.moves().iter().map(|m| alloc::format!("{m}")).collect()
    };
    // The variation at ply 2, at ply 1 of it.
    let game = Game::from_record_at(record.clone(), &[(2, 0)], 1).unwrap();
    assert_eq!(game.path(), &[(2, 0)]);
    assert_eq!(game.ply(), 1);
    assert_eq!(usi(&game), ["7g7f", "8c8d", "2g2f"]);
    assert_eq!(game.last_move(), Some("7g7f".parse().unwrap()));
    // The branches there: the variation followed first.
    let b: Vec<String> = branches(&game)
        .iter()
        .map(|m| alloc::format!("{m}"))
        .collect();
    assert_eq!(b, ["8c8d", "3c3d"]);
    // Its boards are those of its line, and the history is at its ply.
    let mut board = Board::from_position(&Position::initial()).unwrap();
    for (i, &m) in game.moves().iter().enumerate() {
        board.play(m).unwrap();
        assert_eq!(game.board_at(i + 1), Some(&board));
    }
    assert_eq!(game.outcome(), None);
    // The same game as one walked there from the start.
    let mut walked = Game::from_record(record.clone()).unwrap();
    walked.goto(1);
    walked.switch_branch(1).unwrap();
    assert_eq!(walked.path(), game.path());
    assert_eq!(walked.moves(), game.moves());
    assert_eq!(walked.board(), game.board());
    // A ply past the line's end is its end; the main line's end is resigned.
    let end = Game::from_record_at(record.clone(), &[(2, 0)], 99).unwrap();
    assert_eq!((end.ply(), end.len()), (3, 3));
    let main = Game::from_record_at(record.clone(), &[], 4).unwrap();
    assert_eq!(usi(&main), ["7g7f", "3c3d", "8h2b+", "3a2b"]);
    assert_eq!(main.outcome().unwrap().reason, EndReason::Resign);
    // A variation the record does not have ends the line before it.
    let missing = Game::from_record_at(record.clone(), &[(2, 5)], 2).unwrap();
    assert_eq!((missing.len(), missing.ply()), (1, 1));
    // Every place of every line comes back from its USEN and branch index:
    // the ply and the moves to it; past the fork, the whole line (before
    // it, the index names the main line, which holds that ply).
    let usen = to_usen(&record).unwrap();
    for forks in [&[][..], &[(2, 0)][..]] {
        for ply in 0..=4 {
            let game = Game::from_record_at(record.clone(), forks, ply).unwrap();
            let (branch, at) = usen_branch(&record, game.path(), game.ply()).unwrap();
            let (read, place) = parse_usen_at(&usen, branch, at).unwrap();
            let back = Game::from_record_at(read, &place.forks, place.ply).unwrap();
            let p = game.ply();
            assert_eq!((back.ply(), &back.moves()[..p]), (p, &game.moves()[..p]));
            if p >= 2 {
                assert_eq!(back.moves(), game.moves(), "{forks:?} {ply}");
            }
        }
    }
}
