//! What the `usen` fuzz target and the property tests check of any text:
//! read or refused, never a panic; an error's offset lies within the text;
//! a record read is written, and that text reads back to the same record
//! and is written again the same; its lines are positioned; a cursor read
//! with it lies on the record.

use shogi64::kifu::{kifu_positions, parse_usen, parse_usen_at, to_usen, PositionsError};

pub fn check(text: &str) {
    let record = match parse_usen(text) {
        Ok(record) => record,
        Err(e) => {
            assert!(e.offset <= text.len(), "{e} beyond {} bytes", text.len());
            assert!(!e.to_string().is_empty());
            return;
        }
    };
    let written = to_usen(&record).expect("a record read is written");
    let again = parse_usen(&written).unwrap_or_else(|e| panic!("{written}: {e}"));
    assert_eq!(again, record, "{text} written as {written}");
    assert_eq!(to_usen(&again).as_deref(), Some(written.as_str()));
    // The moves were checked as they were read: a line is positioned up to
    // its end, or up to a move after which a hand holds more than the set
    // has (from a start with extra pieces), which the rules play and a
    // Shogi64 position cannot hold.
    let positioned = |forks: &[(usize, usize)]| match kifu_positions(&record, forks) {
        Ok(plies) => plies.len(),
        Err(PositionsError::Move(ply)) if ply > 0 => usize::MAX,
        Err(e) => panic!("{text}: {e}"),
    };
    assert!(positioned(&[]) > 0);
    // A cursor from the text's own bytes.
    let (branch, ply) = (
        text.len() % 5,
        text.bytes().map(usize::from).sum::<usize>() % 40,
    );
    let (read, place) = parse_usen_at(text, branch, ply).expect("read once, read again");
    assert_eq!(read, record);
    assert!(positioned(&place.forks) > place.ply, "{text}: {place:?}");
}
