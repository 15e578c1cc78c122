//! What the `game` fuzz target and its seeded test check: a [`Game`] driven
//! by bytes, each pair an operation and its argument (play a legal move or
//! any move, undo, goto, forward, back, switch, remove or promote a branch,
//! end, declare, set comments, out to USEN and back), never panics, and
//! after each operation the cursor holds together (the ply within the
//! line, its board, the branch followed the line's next move, a refusal
//! only where the rules or the cursor say so); every 32nd operation and
//! at the end, the boards kept are the line's moves replayed,
//! `kifu_positions` lists the line, and the record goes out as USEN and
//! comes back at the same place.

use shogi64::kifu::{
    kifu_positions, parse_usen_at, to_usen, usen_branch, Game, GameError, LiveEnd,
};
use shogi64::{Board, DeclarationRule, Move, MoveList, Position, Sq};

/// Runs the operations `data` spells on a game from the initial position.
pub fn run(data: &[u8]) {
    let mut game = Game::new(&Position::initial()).expect("the initial position");
    let mut list = MoveList::new();
    for (step, op) in data.chunks(2).take(128).enumerate() {
        let (code, arg) = (op[0], usize::from(op.get(1).copied().unwrap_or(0)));
        let (ply, len) = (game.ply(), game.len());
        match code % 16 {
            // Mostly moves, so that lines grow long and branch.
            0..=4 => {
                game.board().legal_moves(&mut list);
                let over = game.outcome().is_some();
                // No legal move: mated (or, rarer, no move without check).
                if let Some(mv) = list.iter().nth(arg % list.len().max(1)).copied() {
                    match game.play(mv) {
                        Ok(()) => {
                            assert!(!over, "step {step}: played past an ending");
                            assert_eq!(game.ply(), ply + 1);
                            assert_eq!(game.last_move(), Some(mv));
                        }
                        Err(GameError::Over { ply: at, .. }) => {
                            assert!(over);
                            assert_eq!(at, ply);
                        }
                        // A start with pieces beyond the set: never from
                        // the initial position.
                        Err(e) => panic!("step {step}: {mv} refused: {e}"),
                    }
                }
            }
            5 => {
                // Any move: refused exactly when the rules refuse it.
                let (from, to) = (Sq::from_index(arg % 81), Sq::from_index((arg * 7 + 3) % 81));
                let (Some(from), Some(to)) = (from, to) else {
                    continue;
                };
                let mv = Move::Board {
                    from,
                    to,
                    promote: code & 16 != 0,
                };
                let legal = game.board().check_legal(mv).is_ok();
                let over = game.outcome().is_some();
                match game.play(mv) {
                    Ok(()) => assert!(legal && !over),
                    Err(GameError::Illegal(_)) => assert!(!legal && !over),
                    Err(GameError::Over { .. }) => assert!(over),
                    Err(e) => panic!("step {step}: {mv} refused: {e}"),
                }
            }
            6 => {
                let left = game.last_move();
                assert_eq!(game.undo(), ply > 0);
                if let Some(left) = left {
                    // Back one ply, the move left gone from the branches.
                    assert_eq!(game.ply(), ply - 1);
                    let mut next = MoveList::new();
                    game.branches(&mut next);
                    assert!(!next.iter().any(|&m| m == left), "step {step}: {left} kept");
                }
            }
            7 => {
                let to = arg % (len + 2);
                assert_eq!(game.goto(to), to <= len && to != ply);
                assert_eq!(game.ply(), if to <= len { to } else { ply });
            }
            8 => assert_eq!(game.forward(), ply < len),
            9 => assert_eq!(game.back(), ply > 0),
            10..=12 => {
                let mut next = MoveList::new();
                game.branches(&mut next);
                let count = next.len();
                let i = arg % (count + 1);
                let r = match code % 16 {
                    10 => game.switch_branch(i),
                    11 => game.remove_branch(i),
                    _ => game.promote_branch(i),
                };
                match r {
                    Ok(()) => {
                        assert!(i < count);
                        assert_eq!(game.ply(), ply, "a branch edit does not move");
                        if code % 16 != 11 {
                            // The branch chosen is followed.
                            assert_eq!(game.moves().get(ply), next.iter().nth(i));
                        }
                    }
                    Err(GameError::NoBranch {
                        index, count: c, ..
                    }) => {
                        assert_eq!((index, c), (i, count));
                        assert!(i >= count);
                    }
                    Err(e) => panic!("step {step}: branch {i}: {e}"),
                }
            }
            13 => {
                let over = game.outcome().is_some();
                let end = [LiveEnd::Resign, LiveEnd::Timeout, LiveEnd::Abort][arg % 3];
                assert_eq!(game.end(end).is_ok(), !over);
                assert!(game.outcome().is_some());
            }
            14 => {
                let over = game.outcome().is_some();
                let rule = if arg % 2 == 0 {
                    DeclarationRule::Points27
                } else {
                    DeclarationRule::Points24
                };
                assert_eq!(game.declare(rule).is_ok(), !over);
            }
            _ => {
                let at = arg % (len + 2);
                let r = game.set_comments(at, vec![format!("{step}")]);
                assert_eq!(r.is_ok(), at <= len);
                if at <= len {
                    assert_eq!(game.comments(at), [format!("{step}")]);
                }
            }
        }
        holds(&game);
        if step % 32 == 31 {
            replays(&game);
            usen_round_trip(&game);
        }
    }
    replays(&game);
    usen_round_trip(&game);
}

/// The cursor holds together: within the line, on its board, its next move
/// branch 0.
fn holds(game: &Game) {
    assert!(game.ply() <= game.len());
    assert_eq!(game.board(), game.board_at(game.ply()).unwrap());
    // Within the line, its next move is branch 0.
    if game.ply() < game.len() {
        let mut next = MoveList::new();
        game.branches(&mut next);
        assert_eq!(next.iter().next(), game.moves().get(game.ply()));
    }
    let _ = game.outcome();
}

/// The line is its moves replayed, and `kifu_positions` lists it.
fn replays(game: &Game) {
    let mut board = Board::from_position(&Position::initial()).unwrap();
    for (i, &mv) in game.moves().iter().enumerate() {
        board.play(mv).unwrap();
        assert_eq!(game.board_at(i + 1), Some(&board), "ply {}", i + 1);
    }
    assert_eq!(game.board_at(game.len() + 1), None);
    let plies = kifu_positions(game.record(), game.path()).expect("the line is positioned");
    assert_eq!(plies.len(), game.len() + 1);
    for (p, mv) in plies.iter().skip(1).zip(game.moves()) {
        assert_eq!(p.usi.as_deref(), Some(mv.to_string().as_str()));
    }
}

/// Out as USEN and back at the same place: the same ply, the same moves to
/// it, the same line when its index names it.
fn usen_round_trip(game: &Game) {
    let usen = to_usen(game.record()).expect("a game from the initial position is written");
    let (branch, ply) = usen_branch(game.record(), game.path(), game.ply())
        .expect("the current ply lies on the record");
    assert_eq!(ply, game.ply());
    let (record, place) =
        parse_usen_at(&usen, branch, ply).unwrap_or_else(|e| panic!("{usen}: {e}"));
    let back = Game::from_record_at(record, &place.forks, place.ply).expect("its start");
    let p = game.ply();
    assert_eq!(back.ply(), p, "{usen} {branch}");
    assert_eq!(
        back.moves().get(..p),
        game.moves().get(..p),
        "{usen} {branch}"
    );
    assert_eq!(back.board(), game.board());
}
