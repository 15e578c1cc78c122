//! Writing a record as USEN, and the branch index of a cursor.

use alloc::string::String;

use super::{is_move, DIGITS, DROP_CODES, ENDINGS};
use crate::kifu::record::{MoveData, MoveEntry, Place, Record};
use crate::kifu::replay::start_position;
use crate::rules::zones::has_further_move;
use crate::sfen::{write_sfen, SFEN_MAX_LEN};
use crate::Position;

/// The record as USEN, as tsshogi's `usen` writes it but for its faults: an
/// ending it has no letter for is left out where tsshogi writes `p`, every
/// section has its own ending where tsshogi carries one on to the sections
/// after it, and a variation beside an ending is a section of its own where
/// tsshogi runs it on in the section of the line it leaves.
///
/// `None` when the record's start is no position (an unknown preset) or a
/// move has a square out of 1..=9.
///
/// ```
/// use shogi64::kifu::{parse_kifu, to_usen};
/// let kif = "1 ７六歩(77)\n2 ３四歩(33)\n3 投了\n\n変化：2手\n2 ８四歩(83)\n";
/// let record = parse_kifu(kif, None)?;
/// assert_eq!(to_usen(&record).as_deref(), Some("~0.7ku2jm.r~1.36e."));
/// # Ok::<(), shogi64::KifuError>(())
/// ```
pub fn to_usen(record: &Record) -> Option<String> {
    write(record, None).map(|(usen, _)| usen)
}

/// The branch index (the section, 0 for the first) of the move at `ply` of
/// the line that follows `forks` (as [`kifu_positions`](super::super::kifu_positions)
/// takes them), and that ply: tsshogi's `[usen, branchIndex]` for that
/// cursor. An ending, or a move the rules refuse, stands where the move
/// before it stands: its ply is that move's. `None` when the line has no
/// such ply, or [`to_usen`] none.
///
/// ```
/// use shogi64::kifu::{parse_kifu, usen_branch};
/// let kif = "1 ７六歩(77)\n2 ３四歩(33)\n\n変化：2手\n2 ８四歩(83)\n3 ２六歩(27)\n";
/// let record = parse_kifu(kif, None)?;
/// assert_eq!(usen_branch(&record, &[(2, 0)], 3), Some((1, 3)));
/// assert_eq!(usen_branch(&record, &[], 2), Some((0, 2)));
/// assert_eq!(usen_branch(&record, &[], 3), None);
/// # Ok::<(), shogi64::KifuError>(())
/// ```
pub fn usen_branch(
    record: &Record,
    forks: &[(usize, usize)],
    ply: usize,
) -> Option<(usize, usize)> {
    let mut ply = ply;
    let mut target = entry_at(record, forks, ply)?;
    while let Some(entry) = target {
        if is_move(entry) {
            break;
        }
        ply -= 1;
        target = entry_at(record, forks, ply)?;
    }
    let (_, branch) = write(record, target)?;
    Some((branch, ply))
}

/// The entry at `ply` of the line that follows `forks`: `Some(None)` for
/// the start, `None` when the line stops before.
fn entry_at<'a>(
    record: &'a Record,
    forks: &[(usize, usize)],
    ply: usize,
) -> Option<Option<&'a MoveEntry>> {
    let mut line: &[MoveEntry] = &record.moves;
    let mut base = 0;
    let mut k = 1;
    while k <= ply {
        // `get` ends the loop at the end of the line, whatever `ply` is.
        let mut entry = line.get(k - base)?;
        for &(at, index) in forks {
            if at == k {
                line = entry.forks.get(index)?;
                base = k;
                entry = line.first()?;
            }
        }
        if k == ply {
            return Some(Some(entry));
        }
        if !is_move(entry) {
            return None;
        }
        k += 1;
    }
    Some(None)
}

/// A line to write as a section: `line[first..]`, whose first entry is at
/// `ply`.
struct Section<'a> {
    line: &'a [MoveEntry],
    first: usize,
    ply: usize,
}

/// The USEN, and the branch index of the section that holds `target`
/// (0 when none does).
fn write(record: &Record, target: Option<&MoveEntry>) -> Option<(String, usize)> {
    let start = start_position(record.initial.as_ref())?;
    let mut out = String::new();
    if start != Position::initial() {
        let mut buf = [0u8; SFEN_MAX_LEN];
        let n = write_sfen(&start, 1, &mut buf);
        // Without the move number " 1".
        for &b in buf.get(..n.saturating_sub(2))? {
            out.push(match b {
                b'/' => '_',
                b' ' => '.',
                b'+' => 'z',
                _ => char::from(b),
            });
        }
    }
    let mut stack = alloc::vec![Section {
        line: &record.moves,
        first: 1,
        ply: 1,
    }];
    let (mut sections, mut branch) = (0, 0);
    while let Some(s) = stack.pop() {
        let before = out.len();
        out.push('~');
        push_number(&mut out, s.ply - 1);
        out.push('.');
        let line = s.line.get(s.first..).unwrap_or(&[]);
        let mut written = 0;
        let mut ending = None;
        for entry in line {
            written += 1;
            let Some(mv) = entry.mv.as_ref().filter(|_| is_move(entry)) else {
                ending = ENDINGS
                    .iter()
                    .find(|(_, s)| entry.special == Some(*s))
                    .map(|e| e.0);
                break;
            };
            let code = code(mv)?;
            for d in [code / 1296, code / 36 % 36, code % 36] {
                out.push(char::from(*DIGITS.get(usize::from(d))?));
            }
            if target.is_some_and(|t| core::ptr::eq(t, entry)) {
                branch = sections;
            }
        }
        out.push('.');
        if let Some(letter) = ending {
            out.push(char::from(letter));
        }
        if s.first == 0 && out.len() == before + 3 + digits(s.ply - 1) {
            // A variation with nothing to write: no section. (Popped: the
            // text is ASCII, and popping cannot panic.)
            while out.len() > before {
                out.pop();
            }
        } else {
            sections += 1;
        }
        // The variations, the last one's first: the stack gives them back
        // in the order they are to be written.
        for (k, entry) in line.iter().enumerate().take(written) {
            for fork in entry.forks.iter().rev() {
                if !fork.is_empty() {
                    stack.push(Section {
                        line: fork,
                        first: 0,
                        ply: s.ply + k,
                    });
                }
            }
        }
    }
    Some((out, branch))
}

/// `(origin * 81 + destination) * 2 + promotes`; a piece moved where it
/// would have no further move promotes, as the rules play it.
fn code(mv: &MoveData) -> Option<u16> {
    let to = square(mv.to)?;
    let (from, promote) = match mv.from {
        Some(f) => {
            let dead = mv
                .color
                .is_some_and(|c| !has_further_move(mv.piece, c, mv.to.y));
            let promote = mv.promote == Some(true) || (dead && mv.piece.promote().is_some());
            (square(f)?, promote)
        }
        None => {
            let slot = usize::from(mv.piece.number()).checked_sub(1)?;
            (81 + u16::from(*DROP_CODES.get(slot)?), false)
        }
    };
    Some((from * 81 + to) * 2 + u16::from(promote))
}

/// `(rank - 1) * 9 + (file - 1)`.
fn square(p: Place) -> Option<u16> {
    p.index()?;
    Some(u16::from(p.y - 1) * 9 + u16::from(p.x - 1))
}

fn digits(mut n: usize) -> usize {
    let mut d = 1;
    while n >= 10 {
        n /= 10;
        d += 1;
    }
    d
}

fn push_number(out: &mut String, n: usize) {
    // The higher digits first (at most 20 deep), then the last: no buffer
    // to index.
    if n >= 10 {
        push_number(out, n / 10);
    }
    out.push(char::from(b'0' + (n % 10) as u8));
}
