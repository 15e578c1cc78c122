//! What the `usen` fuzz target and the property tests check of any text:
//! read or refused, never a panic; an error's offset lies within the text;
//! a record read is written, and that text reads back to the same record
//! and is written again the same; its lines are positioned; a cursor read
//! with it lies on the record.

use shogi64::kifu::{kifu_positions, parse_usen, parse_usen_at, to_usen};

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
    let plies = kifu_positions(&record, &[]).expect("the main line is positioned");
    assert!(!plies.is_empty());
    // A cursor from the text's own bytes.
    let (branch, ply) = (
        text.len() % 5,
        text.bytes().map(usize::from).sum::<usize>() % 40,
    );
    let (read, place) = parse_usen_at(text, branch, ply).expect("read once, read again");
    assert_eq!(read, record);
    let line = kifu_positions(&record, &place.forks).expect("the cursor's line is positioned");
    assert!(line.len() > place.ply, "{text}: {place:?}");
}
