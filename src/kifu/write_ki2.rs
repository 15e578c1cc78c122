//! Writing a record as KI2: the KIF header and start, then moves as read
//! aloud, six to a line, with 右左直上寄引打 where more than one piece could
//! go to the square, `*` comments, the ending as a `まで…` line and
//! `変化：N手` variations (in the order the KIF writer explains).
//!
//! The relative words and 同 are worked out again from the board, so a
//! record that lacks them (a JKF written by hand) still reads back to the
//! same moves. KI2 has no times, only an ending that closes a line, and
//! no comment after it (the ending's comments are written with the last
//! move; in a variation that is its ending alone they have no move to go
//! with, and read back as none).

use alloc::string::String;
use alloc::vec::Vec;

use super::record::{MoveEntry, Place, Record, Special};
use super::replay::{play, relative_words, start_board};
use super::text::{push_number, Put};
use super::write_kif::write_comments_with;
use super::write_kif::write_preamble;
use crate::names::{file_char, kanji, rank_char};
use crate::notation::names::{Suffix, SAME_SPACED};
use crate::notation::relative::Words;
use crate::Board;
use crate::Color;

fn write_result(out: &mut String, special: Special, moves: usize, winner: Color) {
    let w = if winner == Color::Black { "先" } else { "後" };
    let l = if winner == Color::Black { "後" } else { "先" };
    let tail: [&str; 3] = match special {
        Special::Toryo => ["で", w, "手の勝ち"],
        Special::Chudan => ["で中断", "", ""],
        Special::Jishogi => ["で持将棋", "", ""],
        Special::Sennichite => ["で千日手", "", ""],
        Special::Tsumi => ["で詰み", "", ""],
        Special::Fuzumi => ["で不詰", "", ""],
        Special::TimeUp => ["で時間切れにより", w, "手の勝ち"],
        Special::IllegalAction(_) => ["で", w, "手の反則勝ち"],
        Special::IllegalMove => ["で", l, "手の反則負け"],
        Special::Kachi
        | Special::Hikiwake
        | Special::MaxMoves
        | Special::Matta
        | Special::Error => return,
    };
    out.put("まで");
    push_number(out, moves as u32);
    out.put_char('手');
    tail.iter().for_each(|part| out.put(part));
    out.put_char('\n');
}

type Pending<'a> = Vec<(usize, Board, Option<Place>, &'a [Vec<MoveEntry>])>;

fn write_line<'a>(
    out: &mut String,
    line: &'a [MoveEntry],
    first: usize,
    mut board: Board,
    mut last: Option<Place>,
    pending: &mut Pending<'a>,
) {
    let mut on_line = 0;
    let end_line = |out: &mut String, on_line: &mut usize| {
        if *on_line > 0 {
            out.put_char('\n');
            *on_line = 0;
        }
    };
    for (i, e) in line.iter().enumerate() {
        if !e.forks.is_empty() {
            pending.push((first + i, board.clone(), last, &e.forks));
        }
        if let Some(mv) = &e.mv {
            if on_line == 6 {
                end_line(out, &mut on_line);
            } else if on_line > 0 {
                out.put("    ");
            }
            out.put_char(if board.turn() == Color::Black {
                '▲'
            } else {
                '△'
            });
            // A variation's first move is written with its square: json-kifu-
            // format takes 同 there from the wrong move when the variation
            // branches from another variation.
            if last == Some(mv.to) && !(i == 0 && first > 1) {
                out.put(SAME_SPACED);
            } else {
                out.put_char(file_char(mv.to.x));
                out.put_char(rank_char(mv.to.y));
            }
            out.put(kanji(mv.piece));
            // The words, or for a drop whether a piece on the board could
            // also go there (打).
            let (words, drop_word) = match mv.from {
                Some(_) => (relative_words(&board, mv).unwrap_or_default(), false),
                None => {
                    let to = crate::Sq::new(mv.to.x, mv.to.y);
                    let reached = to.is_some_and(|to| !board.reachers(mv.piece, to).is_empty());
                    (Words::default(), reached)
                }
            };
            for c in words.chars() {
                out.put_char(c);
            }
            match mv.promote {
                Some(true) => out.put(Suffix::Promote.text()),
                Some(false) => out.put(Suffix::NoPromote.text()),
                None => {}
            }
            if drop_word {
                out.put(Suffix::Drop.text());
            }
            on_line += 1;
            last = Some(mv.to);
            let played = play(&mut board, mv);
            if !e.comments.is_empty() {
                end_line(out, &mut on_line);
                write_comments_with(out, e, '*');
            }
            if !played || e.illegal.is_some() {
                // An illegal move ends its line, with the ending that says so:
                // the side to move loses.
                end_line(out, &mut on_line);
                write_result(out, Special::IllegalMove, first + i, board.turn().flip());
                break;
            }
        } else if let Some(special) = e.special {
            end_line(out, &mut on_line);
            // KI2 has no comment after the result line: the ending's comments
            // go before it, with the last move.
            write_comments_with(out, e, '*');
            if i + 1 == line.len() {
                write_result(out, special, first + i - 1, board.turn().flip());
            }
        } else {
            end_line(out, &mut on_line);
            write_comments_with(out, e, '*');
        }
    }
    end_line(out, &mut on_line);
}

fn write_block(
    out: &mut String,
    line: &[MoveEntry],
    first: usize,
    board: Board,
    last: Option<Place>,
) {
    let mut pending = Vec::new();
    write_line(out, line, first, board, last, &mut pending);
    for (ply, board, last, forks) in pending.into_iter().rev() {
        for fork in forks {
            out.put("\n変化：");
            push_number(out, ply as u32);
            out.put("手\n");
            write_block(out, fork, ply, board.clone(), last);
        }
    }
}

/// The record as KI2 text (UTF-8; encoding to Shift_JIS is the caller's).
pub fn to_ki2(record: &Record) -> String {
    let mut out = String::with_capacity(256 + record.moves.len() * 16);
    write_preamble(&mut out, record);
    let Some(board) = start_board(record.initial.as_ref()) else {
        return out;
    };
    if let Some(first) = record.moves.first() {
        write_comments_with(&mut out, first, '*');
        write_block(
            &mut out,
            record.moves.get(1..).unwrap_or_default(),
            1,
            board,
            None,
        );
    }
    out
}
