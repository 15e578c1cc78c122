//! Reads arbitrary bytes as a USI `position` command
//! (`[position] startpos|sfen <sfen> [moves <m1> <m2> …]`) with the crate's
//! readers, as the binding's `fromUsi` does: the position through
//! `parse_sfen` (which stops at `moves`, naming its column), each move
//! through `Move::from_str` and `Board::play`. Never a panic; a move is
//! played exactly when the generator lists it, a refused one leaves the board
//! as it was; the command written back (`position sfen <to_sfen> moves <the
//! moves played, as written>`) reads and plays to the same board.

#![no_main]

use libfuzzer_sys::fuzz_target;
use shogi64::{parse_sfen, to_sfen, Board, Move, MoveList, SfenError};

/// The byte offset of the 1-based character column `column` of `text`.
fn byte_offset(text: &str, column: usize) -> usize {
    text.char_indices()
        .nth(column - 1)
        .map_or(text.len(), |(i, _)| i)
}

/// The board the command reaches and the moves played; `None` where its
/// position is refused (a refused move ends the command).
fn play_command(text: &str) -> Option<(Board, u32, Vec<Move>)> {
    let (head, moves) = match parse_sfen(text) {
        Ok(start) => (start, ""),
        Err(SfenError::Moves { column }) => {
            // The column counts characters (1-based), not bytes.
            let at = byte_offset(text, column);
            assert_eq!(text.get(at..at + 5), Some("moves"), "{text:?}");
            let start = parse_sfen(&text[..at]).ok()?;
            (start, &text[at + 5..])
        }
        Err(_) => return None,
    };
    let (p, n) = head;
    let mut board = Board::from_position(&p).ok()?;
    let mut played = Vec::new();
    let mut legal = MoveList::new();
    for token in moves.split_ascii_whitespace() {
        let Ok(mv) = token.parse::<Move>() else {
            break;
        };
        board.legal_moves(&mut legal);
        let listed = legal.iter().any(|&m| m == mv);
        let key = board.key();
        match board.play(mv) {
            Ok(_) => {
                assert!(listed, "{mv} played but not listed");
                played.push(mv);
            }
            Err(_) => {
                assert!(!listed, "{mv} listed but refused");
                assert_eq!(board.key(), key, "a refused move changed the board");
                break;
            }
        }
    }
    Some((board, n, played))
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Some((board, n, played)) = play_command(text) else {
        return;
    };
    let (start, _) = match parse_sfen(text) {
        Ok(s) => s,
        Err(SfenError::Moves { column }) => {
            parse_sfen(&text[..byte_offset(text, column)]).expect("read once")
        }
        Err(e) => panic!("{e}"),
    };
    let mut again = format!("position sfen {}", to_sfen(&start, n));
    if !played.is_empty() {
        again.push_str(" moves");
        for mv in &played {
            again.push(' ');
            again.push_str(&mv.to_string());
        }
    }
    let (board2, n2, played2) = play_command(&again).expect("the command written back reads");
    assert_eq!(n2, n, "{again}");
    assert_eq!(played2, played, "{again}");
    assert_eq!(board2.key(), board.key(), "{again}");
    if let Some(p) = board.try_to_position() {
        assert_eq!(Board::from_position(&p).map(|b| b.key()), Ok(board.key()));
    }
});
