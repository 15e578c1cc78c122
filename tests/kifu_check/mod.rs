//! The check every kifu reader must pass on any text, shared by the stable
//! property test (`tests/kifu_tests/fuzz.rs`) and the libFuzzer targets
//! (`fuzz/fuzz_targets/kifu_*.rs`, which include this file by path).

// Each includer uses a part of it.
#![allow(dead_code)]

#[path = "../roundtrip_common/mod.rs"]
pub mod roundtrip_common;

use roundtrip_common::normalize;
use shogi64::kifu::{format_kifu, kifu_positions, parse_kifu, Format, Game};

/// The four formats, in the order the fuzz targets name them.
pub const FORMATS: [Format; 4] = [Format::Kif, Format::Ki2, Format::Csa, Format::Jkf];

/// Reads `text` in `format` (or the detected one): an error or a record,
/// never a panic. A record is written in every format and its positions
/// listed, also along variations, without a panic; its JKF reads back to
/// the same JKF. The game read from the text at once is the game made from
/// the record (`same_game`).
pub fn check(text: &str, format: Option<Format>) {
    if let Some(format) = format {
        same_game(text, format);
    }
    let Ok(record) = parse_kifu(text, format) else {
        return;
    };
    for f in FORMATS {
        let written = format_kifu(&record, f);
        // What is written is read again: no panic there either.
        let _ = parse_kifu(&written, Some(f));
    }
    let jkf = format_kifu(&record, Format::Jkf);
    let again = parse_kifu(&jkf, Some(Format::Jkf))
        .unwrap_or_else(|e| panic!("the JKF written is refused: {e}\n{jkf}"));
    assert_eq!(format_kifu(&again, Format::Jkf), jkf, "JKF round trip");
    let _ = kifu_positions(&record, &[]);
    let _ = kifu_positions(&record, &[(1, 0), (3, 1)]);
}

/// Reads `text` as `format`; a record read is written in the same format,
/// and that text must read back as the same record, up to what the format
/// does not keep (`roundtrip_common::normalize`, the rule the round-trip
/// test of the real records uses).
///
/// The text itself is not the identity from the first writing: an entry the
/// format cannot write (no move and no ending word of the format, as a KIF
/// move line of unknown text reads) still takes its ply number, so the
/// entries after it are written with numbers that read back one ply earlier
/// (`tests/kifu_tests/fuzz.rs`, `kif_unwritable_entry_shifts_the_numbers_once`).
/// The variations of such an entry are written under its number, where the
/// entry after it reads back (or where no move is left to branch from, and
/// the text is refused), so the records are compared after the first
/// writing only when every entry (past the start) is one the format writes
/// (`has_unwritten`). The exact identity is asserted on what the writer
/// wrote, always: that text read, written and read again gives the same
/// record and the same text.
pub fn round_trip(text: &str, format: Format) {
    let Ok(record) = parse_kifu(text, Some(format)) else {
        return;
    };
    let written = format_kifu(&record, format);
    let unwritten = has_unwritten(&record.moves, format);
    let again = match parse_kifu(&written, Some(format)) {
        Ok(again) => again,
        // A variation of an entry not written can be left with no move to
        // branch from (`変化：2手` after one move): refused, not misread.
        Err(_) if unwritten => return,
        Err(e) => panic!("the {format:?} written is refused: {e}\n{written}"),
    };
    if !unwritten {
        assert_eq!(
            normalize(record, format),
            normalize(again.clone(), format),
            "{format:?} round trip; written:\n{written}"
        );
    }
    let written2 = format_kifu(&again, format);
    let third = parse_kifu(&written2, Some(format))
        .unwrap_or_else(|e| panic!("the {format:?} written twice is refused: {e}\n{written2}"));
    assert_eq!(
        third, again,
        "{format:?} read → write → read; written:\n{written2}"
    );
    assert_eq!(
        format_kifu(&third, format),
        written2,
        "{format:?} written three times"
    );
}

/// Whether a line (past its start entry), or a variation in it, has an entry
/// that `format` does not write: neither a move nor an ending, in KIF and
/// KI2 an ending they have no word for, in KI2 an ending before the line's
/// last entry (KI2 writes only the closing `まで…`).
fn has_unwritten(line: &[shogi64::kifu::MoveEntry], format: Format) -> bool {
    let n = line.len();
    line.iter().enumerate().any(|(i, e)| {
        let unwritten = e.mv.is_none()
            && match e.special {
                None => true,
                Some(_) if format == Format::Ki2 && i + 1 != n => true,
                Some(s) => {
                    matches!(format, Format::Kif | Format::Ki2)
                        && !roundtrip_common::KIF_ENDINGS.contains(&s.name())
                }
            };
        (i > 0 && unwritten) || e.forks.iter().any(|f| has_unwritten_fork(f, format))
    })
}

/// As [`has_unwritten`] for a variation, whose first entry is a ply too.
fn has_unwritten_fork(line: &[shogi64::kifu::MoveEntry], format: Format) -> bool {
    let mut with_start = Vec::with_capacity(line.len() + 1);
    with_start.push(shogi64::kifu::MoveEntry::default());
    with_start.extend_from_slice(line);
    has_unwritten(&with_start, format)
}

/// `Game::from_kif` (`from_ki2`, `from_csa`), which plays the moves its
/// reader found legal without checking them again, gives what
/// `Game::from_record` of the reader's record gives: every field alike
/// (boards, moves, history, the record), or the same error.
pub fn same_game(text: &str, format: Format) {
    use shogi64::kifu::{parse_csa, parse_ki2, parse_kif};
    let (read, made) = match format {
        Format::Kif => (Game::from_kif(text), parse_kif(text).map(Game::from_record)),
        Format::Ki2 => (Game::from_ki2(text), parse_ki2(text).map(Game::from_record)),
        Format::Csa => (Game::from_csa(text), parse_csa(text).map(Game::from_record)),
        Format::Jkf => return,
    };
    assert_eq!(
        format!("{read:?}"),
        format!("{made:?}"),
        "the game read at once differs"
    );
}
