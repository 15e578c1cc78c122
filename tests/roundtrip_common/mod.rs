//! What each format keeps of a record, for the round-trip tests.

use shogi64::kifu::{Format, MoveEntry, Record, Special};

/// The endings KIF and KI2 have words for.
pub const KIF_ENDINGS: &[&str] = &[
    "CHUDAN",
    "TORYO",
    "JISHOGI",
    "SENNICHITE",
    "TSUMI",
    "FUZUMI",
    "TIME_UP",
    "ILLEGAL_ACTION",
    "+ILLEGAL_ACTION",
    "-ILLEGAL_ACTION",
    "ILLEGAL_MOVE",
];

/// What `format` keeps of a line of moves.
fn normalize_line(
    line: &mut Vec<MoveEntry>,
    format: Format,
    last: Option<shogi64::kifu::Place>,
    fork: bool,
) {
    let mut last = last;
    let n = line.len();
    for (i, e) in line.iter_mut().enumerate() {
        let before = last;
        if let Some(mv) = &mut e.mv {
            // CSA has no 同 and KI2 writes none on a variation's first move.
            if format == Format::Csa || (format == Format::Ki2 && !(fork && i == 0)) {
                mv.same = last == Some(mv.to);
            } else if format == Format::Ki2 {
                mv.same = false;
            }
            last = Some(mv.to);
        }
        match format {
            Format::Ki2 => {
                e.time = None;
                if i + 1 != n && e.mv.is_none() && e.special.is_some() {
                    // Only a closing ending is written: as one KI2 has no
                    // word for.
                    e.special = Some(Special::Error);
                }
            }
            Format::Csa => {
                e.forks.clear();
                if let Some(t) = &mut e.time {
                    t.total = None;
                }
            }
            _ => {}
        }
        for fork in &mut e.forks {
            normalize_line(fork, format, before, true);
        }
    }
    // An ending KIF and KI2 have no word for (KACHI, HIKIWAKE, …) is not
    // written; its comments go with the entry before it.
    if matches!(format, Format::Kif | Format::Ki2) {
        let mut i = 1;
        while i < line.len() {
            let e = &line[i];
            if e.mv.is_none() && e.special.is_some_and(|s| !KIF_ENDINGS.contains(&s.name())) {
                let e = line.remove(i);
                line[i - 1].comments.extend(e.comments);
            } else {
                i += 1;
            }
        }
    }
    // KI2 writes the closing ending's comments with the move before it.
    if format == Format::Ki2 && line.len() >= 2 {
        let n = line.len();
        if line[n - 1].mv.is_none() {
            let c = std::mem::take(&mut line[n - 1].comments);
            line[n - 2].comments.extend(c);
        }
    }
    // A variation that is its ending alone has no move to write the
    // ending's comments with, and none is written after a `まで` line: KI2
    // keeps no comment there.
    if format == Format::Ki2 && fork && line.len() == 1 && line[0].mv.is_none() {
        line[0].comments.clear();
    }
    // An entry that is neither a move nor an ending is not written.
    line.retain(|e| e.mv.is_some() || e.special.is_some());
}

pub fn normalize(mut r: Record, format: Format) -> Record {
    r.header.retain(|(k, _)| k != "手合割");
    r.header.sort();
    // The start as a position: presets and diagrams of the same start agree.
    let start = shogi64::kifu::start_position(r.initial.as_ref());
    r.initial = start.map(|p| shogi64::kifu::Initial {
        preset: String::from("POSITION"),
        data: Some(shogi64::kifu::InitialData::from_position(&p)),
    });
    let first = r.moves.remove(0);
    normalize_line(&mut r.moves, format, None, false);
    r.moves.insert(0, first);
    // KI2 writes the closing ending's comments before its `まで` line; with
    // no move before it they read back as the start's.
    if format == Format::Ki2 && r.moves.len() == 2 && r.moves[1].mv.is_none() {
        let c = std::mem::take(&mut r.moves[1].comments);
        r.moves[0].comments.extend(c);
    }
    r
}
