//! Reading USEN into a record.

use alloc::string::String;
use alloc::vec::Vec;

use super::error::{UsenError, UsenErrorKind};
use super::{UsenPlace, DROP_KINDS, ENDINGS, MAX_DEPTH};
use crate::kifu::game::board_of;
use crate::kifu::record::{initial_of, Initial, MoveData, MoveEntry, Place, Record};
use crate::kifu::replay::{fill, play};
use crate::{parse_sfen, Board, Move, Position, Sq};

/// Reads a USEN text: the start, then each section's moves and ending on
/// the line it leaves, as variations where that line goes on. The moves are
/// checked by the rules; the record is filled as the kifu readers fill it.
/// No variation is merged into another that starts with the same move.
///
/// ```
/// use shogi64::kifu::{kifu_positions, parse_usen, Special};
/// let record = parse_usen("~0.7ku2jm.r~1.36e.")?;
/// assert_eq!(record.moves.len(), 4); // the start, two moves, 投了
/// assert_eq!(record.moves[3].special, Some(Special::Toryo));
/// let fork = kifu_positions(&record, &[(2, 0)]).unwrap();
/// assert_eq!(fork[2].usi.as_deref(), Some("8c8d"));
/// let e = parse_usen("~0.7ku2jm.x").unwrap_err();
/// assert_eq!((e.offset, e.to_string().as_str()), (10, "USEN offset 10: unknown ending 'x'"));
/// # Ok::<(), shogi64::kifu::UsenError>(())
/// ```
pub fn parse_usen(text: &str) -> Result<Record, UsenError> {
    read(text, None).map(|(record, _)| record)
}

/// [`parse_usen`], and the place of tsshogi's cursor `(branch, ply)`: the
/// move at `ply` written in section `branch` (0 for the first), an ending
/// standing where the move before it stands. The start when no move of that
/// section is at that ply, as tsshogi places it.
///
/// ```
/// use shogi64::kifu::{parse_usen_at, UsenPlace};
/// let (_, place) = parse_usen_at("~0.7ku2jm.~1.36e6y2.", 1, 3)?;
/// assert_eq!(place, UsenPlace { forks: vec![(2, 0)], ply: 3 });
/// # Ok::<(), shogi64::kifu::UsenError>(())
/// ```
pub fn parse_usen_at(
    text: &str,
    branch: usize,
    ply: usize,
) -> Result<(Record, UsenPlace), UsenError> {
    read(text, Some((branch, ply)))
}

fn err(offset: usize, kind: UsenErrorKind) -> UsenError {
    UsenError { offset, kind }
}

/// What a section's reading stands on: the line it follows and its board.
struct Cursor {
    /// The variations followed.
    path: Vec<(usize, usize)>,
    /// The moves of the line (its ply).
    moves: usize,
    /// The board after `16 * i` moves of the line.
    saved: Vec<Board>,
    board: Board,
    /// The destination of the line's last move.
    last_to: Option<Place>,
}

fn read(text: &str, want: Option<(usize, usize)>) -> Result<(Record, UsenPlace), UsenError> {
    let bytes = text.as_bytes();
    let tilde = bytes
        .iter()
        .position(|&b| b == b'~')
        .ok_or_else(|| err(bytes.len(), UsenErrorKind::Expected("'~' and a section")))?;
    let (start, initial) = read_start(bytes.get(..tilde).unwrap_or(&[]))?;
    let board = board_of(&start).map_err(|e| err(0, UsenErrorKind::StartRefused(e)))?;
    let mut record = Record {
        initial,
        moves: alloc::vec![MoveEntry::default()],
        ..Record::default()
    };
    let mut at = Cursor {
        path: Vec::new(),
        moves: 0,
        saved: alloc::vec![board.clone()],
        board,
        last_to: None,
    };
    let mut place = UsenPlace::default();
    let mut pos = tilde;
    let mut section = 0;
    while pos < bytes.len() {
        let open = pos;
        // `~`, the ply, `.`
        pos += 1;
        let digits = bytes.get(pos..).unwrap_or(&[]);
        let n = digits.iter().take_while(|b| b.is_ascii_digit()).count();
        if n == 0 {
            return Err(unexpected(bytes, pos, "the ply, in digits"));
        }
        let ply = digits.iter().take(n).fold(0usize, |p, &d| {
            p.saturating_mul(10).saturating_add(usize::from(d - b'0'))
        });
        pos += n;
        expect_dot(bytes, pos, "'.' after the ply")?;
        pos += 1;
        if ply > at.moves {
            let length = at.moves;
            return Err(err(open, UsenErrorKind::PlyBeyond { ply, length }));
        }
        goto(&record, &mut at, ply);
        let wanted = |p: usize| want == Some((section, p));
        // The moves, three digits each, up to `.`
        while let Some(&b) = bytes.get(pos) {
            if b == b'.' {
                break;
            }
            let code = read_code(bytes, pos)?;
            let (rules_move, mut mv) = decode(&at.board, code).map_err(|k| err(pos, k))?;
            at.board
                .play(rules_move)
                .map_err(|e| err(pos, UsenErrorKind::Illegal(e)))?;
            mv.same = at.last_to == Some(mv.to);
            at.last_to = Some(mv.to);
            let entry = MoveEntry {
                mv: Some(mv),
                ..MoveEntry::default()
            };
            append(&mut record, &mut at.path, at.moves + 1, entry)
                .ok_or_else(|| err(pos, UsenErrorKind::TooDeep))?;
            at.moves += 1;
            if at.moves % 16 == 0 && at.saved.len() == at.moves / 16 {
                at.saved.push(at.board.clone());
            }
            if wanted(at.moves) {
                place = place_at(&at.path, at.path.len(), at.moves);
            }
            pos += 3;
        }
        expect_dot(bytes, pos, "'.' and an ending letter")?;
        pos += 1;
        // The ending letter, if any, then `~` or the end.
        if let Some(&b) = bytes.get(pos).filter(|&&b| b != b'~') {
            let Some(&(_, special)) = ENDINGS.iter().find(|e| e.0 == b) else {
                return Err(err(
                    pos,
                    if b.is_ascii_lowercase() {
                        UsenErrorKind::Ending(b)
                    } else {
                        UsenErrorKind::Character(b)
                    },
                ));
            };
            let entry = MoveEntry {
                special: Some(special),
                ..MoveEntry::default()
            };
            let path_before = at.path.len();
            append(&mut record, &mut at.path, at.moves + 1, entry)
                .ok_or_else(|| err(pos, UsenErrorKind::TooDeep))?;
            if wanted(at.moves + 1) {
                place = place_at(&at.path, path_before, at.moves);
            }
            pos += 1;
        }
        if let Some(&b) = bytes.get(pos).filter(|&&b| b != b'~') {
            return Err(err(pos, UsenErrorKind::Character(b)));
        }
        section += 1;
    }
    // The moves were checked as they were read: the replay only fills them.
    fill(&mut record).map_err(|_| err(0, UsenErrorKind::Expected("a record the rules replay")))?;
    Ok((record, place))
}

/// The place at `ply` on the line of the first `forks` choices of `path`.
#[inline(never)]
fn place_at(path: &[(usize, usize)], forks: usize, ply: usize) -> UsenPlace {
    UsenPlace {
        forks: path.get(..forks).unwrap_or(&[]).to_vec(),
        ply,
    }
}

/// The start: the standard position for an empty text, else SFEN with `_`
/// for `/`, `.` for spaces and `z` for `+`, without the move number.
fn read_start(head: &[u8]) -> Result<(Position, Option<Initial>), UsenError> {
    if head.is_empty() {
        return Ok((Position::initial(), None));
    }
    let mut sfen = String::with_capacity(head.len());
    let mut fields = 1;
    for (i, &b) in head.iter().enumerate() {
        sfen.push(match b {
            b'_' => '/',
            b'.' => {
                fields += 1;
                ' '
            }
            b'z' => '+',
            b if b.is_ascii_alphanumeric() || b == b'-' => char::from(b),
            b => return Err(err(i, UsenErrorKind::Character(b))),
        });
    }
    if fields != 3 {
        return Err(err(
            0,
            UsenErrorKind::Expected("the start as board.side.hands"),
        ));
    }
    let (position, _) = parse_sfen(&sfen).map_err(|e| err(0, UsenErrorKind::Start(e)))?;
    // The initial position written in full, where the empty text would do,
    // is 平手 all the same.
    Ok((position, initial_of(&position)))
}

fn expect_dot(bytes: &[u8], pos: usize, what: &'static str) -> Result<(), UsenError> {
    match bytes.get(pos) {
        Some(b'.') => Ok(()),
        _ => Err(unexpected(bytes, pos, what)),
    }
}

/// `what` was expected at `pos`: a byte USEN never uses is named as such.
fn unexpected(bytes: &[u8], pos: usize, what: &'static str) -> UsenError {
    match bytes.get(pos) {
        Some(&b) if !(b.is_ascii_alphanumeric() || b == b'.' || b == b'~' || b == b'_') => {
            err(pos, UsenErrorKind::Character(b))
        }
        _ => err(pos, UsenErrorKind::Expected(what)),
    }
}

/// Three base-36 digits at `pos`.
fn read_code(bytes: &[u8], pos: usize) -> Result<u16, UsenError> {
    let mut code = 0u16;
    for i in pos..pos + 3 {
        let d = match bytes.get(i) {
            Some(&b @ b'0'..=b'9') => b - b'0',
            Some(&b @ b'a'..=b'z') => b - b'a' + 10,
            Some(b'.' | b'~') | None => {
                return Err(err(
                    pos,
                    UsenErrorKind::Expected("three base-36 digits 0-9a-z"),
                ))
            }
            Some(&b) => return Err(err(i, UsenErrorKind::Character(b))),
        };
        code = code * 36 + u16::from(d);
    }
    Ok(code)
}

/// The move of a code on `board`, as the rules take it and as a record
/// holds it (before the replay fills it).
fn decode(board: &Board, code: u16) -> Result<(Move, MoveData), UsenErrorKind> {
    let (from, to, promote) = (code / 162, code % 162 / 2, code % 2 == 1);
    let square = |i: u16| Sq::new((i % 9) as u8 + 1, (i / 9) as u8 + 1);
    let to = square(to).ok_or(UsenErrorKind::BadMove)?;
    let place = |s: Sq| Place {
        x: s.file(),
        y: s.rank(),
    };
    let (mv, piece, from_place) = if from < 81 {
        let from = square(from).ok_or(UsenErrorKind::BadMove)?;
        // An empty origin is for the rules to name.
        let kind = board.piece_at(from).map_or(crate::Kind::Pawn, |p| p.kind);
        (Move::Board { from, to, promote }, kind, Some(place(from)))
    } else {
        let slot = usize::from(from - 81);
        let kind = match slot.checked_sub(9).and_then(|i| DROP_KINDS.get(i)) {
            Some(&kind) if !promote => kind,
            _ if (2..9).contains(&slot) && !promote => return Err(UsenErrorKind::NotHandKind),
            _ => return Err(UsenErrorKind::BadMove),
        };
        (Move::Drop { kind, to }, kind, None)
    };
    let data = MoveData {
        promote: promote.then_some(true),
        ..MoveData::new(from_place, place(to), piece)
    };
    Ok((mv, data))
}

/// Goes back to ply `ply` (at most the line's moves) of the line.
fn goto(record: &Record, at: &mut Cursor, ply: usize) {
    // The path is by ply: the choices up to `ply` are its head.
    let kept = at.path.iter().take_while(|&&(p, _)| p <= ply).count();
    at.path.truncate(kept);
    if ply == at.moves {
        return;
    }
    at.saved.truncate(ply / 16 + 1);
    let base = ply / 16 * 16;
    if let Some(b) = at.saved.get(ply / 16) {
        at.board = b.clone();
    }
    // The saved board's own move gives the destination only (the start's
    // entry has none); those after it are played.
    at.last_to = None;
    for k in base..=ply {
        if let Some(mv) = entry(record, &at.path, k).and_then(|e| e.mv.as_ref()) {
            if k > base {
                play(&mut at.board, mv);
            }
            at.last_to = Some(mv.to);
        }
    }
    at.moves = ply;
}

/// The entry at `ply` of the line `path` follows.
fn entry<'a>(record: &'a Record, path: &[(usize, usize)], ply: usize) -> Option<&'a MoveEntry> {
    let mut line: &[MoveEntry] = &record.moves;
    let mut base = 0;
    for &(at, index) in path {
        if at > ply {
            break;
        }
        line = line.get(at - base)?.forks.get(index)?;
        base = at;
    }
    line.get(ply - base)
}

/// Adds `entry` at `ply` of the line `path` follows: at its end, or as a
/// new variation (which the path then follows) where it goes on. `None`
/// when that variation would nest too deep.
fn append(
    record: &mut Record,
    path: &mut Vec<(usize, usize)>,
    ply: usize,
    entry: MoveEntry,
) -> Option<()> {
    let mut line = &mut record.moves;
    let mut base = 0;
    for &(at, index) in path.iter() {
        line = line.get_mut(at - base)?.forks.get_mut(index)?;
        base = at;
    }
    match line.get_mut(ply - base) {
        None => line.push(entry),
        Some(there) => {
            if path.len() >= MAX_DEPTH {
                return None;
            }
            there.forks.push(alloc::vec![entry]);
            path.push((ply, there.forks.len() - 1));
        }
    }
    Some(())
}
