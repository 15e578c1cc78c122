//! Errors that say what is wrong: a move with no piece, text that was
//! decoded with the wrong encoding (a hint added to the error), UTF-16
//! bytes and lines ended by CR alone.

use std::fs;
use std::path::{Path, PathBuf};

use shogi64::kifu::{
    detect_encoding, detect_format, parse_ki2, parse_kifu, Encoding, Format, KifuErrorKind,
    TextHint,
};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/kifu")
}

const FFFD: &str = "; the text has U+FFFD replacement characters: was it Shift_JIS decoded as UTF-8? pass the bytes instead";
const LATIN1: &str = "; the text looks like Shift_JIS decoded as Latin-1: pass the bytes instead";
const NUL: &str = "; the text has NUL characters: was it UTF-16? decode it first";

#[test]
fn a_move_with_no_piece_says_what_is_missing() {
    let e = parse_kifu("2 同　", None).unwrap_err();
    assert_eq!(e.to_string(), "line 1, column 5: expected a piece after 同");
    assert_eq!(e.kind, KifuErrorKind::MissingPiece("同".into()));
    assert_eq!((e.line, e.column), (1, 5));
    // A destination and nothing after it: detected as KIF all the same.
    assert_eq!(detect_format("1 ７六"), Some(Format::Kif));
    let e = parse_kifu("1 ７六", None).unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 1, column 5: expected a piece after ７六"
    );
    let e = parse_kifu("手合割：平手\n   1 ７六   ( 0:01/00:00:01)\n", None).unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 2, column 8: expected a piece after ７六"
    );
    let e = parse_ki2("▲７六歩 △同\n").unwrap_err();
    assert_eq!(e.to_string(), "line 1, column 8: expected a piece after 同");
    // A piece that is there but unknown is still named.
    let e = parse_kifu("1 ７六Ｘ", None).unwrap_err();
    assert_eq!(e.to_string(), "line 1, column 5: unknown piece 'Ｘ'");
}

/// The Shift_JIS records of tests/kifu/ with moves in Japanese (KIF, KI2).
fn sjis_records() -> Vec<(String, Vec<u8>)> {
    crate::records()
        .into_iter()
        .filter(|(name, bytes)| {
            (name.ends_with(".kif") || name.ends_with(".ki2"))
                && std::str::from_utf8(bytes).is_err()
        })
        .collect()
}

#[test]
fn shift_jis_decoded_as_utf8_or_latin1_is_named_in_the_error() {
    let records = sjis_records();
    assert_eq!(records.len(), 21);
    for (name, bytes) in &records {
        let text = String::from_utf8_lossy(bytes);
        let e = parse_kifu(&text, None).unwrap_err();
        assert_eq!(e.hint, Some(TextHint::Replacement), "{name}");
        assert!(e.to_string().ends_with(FFFD), "{name}: {e}");
        let latin1: String = bytes.iter().map(|&b| char::from(b)).collect();
        let e = parse_kifu(&latin1, None).unwrap_err();
        assert_eq!(e.hint, Some(TextHint::Latin1), "{name}");
        assert!(e.to_string().ends_with(LATIN1), "{name}: {e}");
    }
    // Not a kifu at all: the format error carries the hint too.
    let e = parse_kifu("\u{fffd}\u{fffd}", None).unwrap_err();
    assert_eq!(
        e.to_string(),
        format!("not a KIF, KI2, CSA or JKF record{FFFD}")
    );
    // Japanese text and the odd accented letter give no hint.
    let e = parse_kifu("先手：Café Müller\n1 ７六", None).unwrap_err();
    assert_eq!(e.hint, None);
    assert_eq!(
        e.to_string(),
        "line 2, column 5: expected a piece after ７六"
    );
}

fn utf16(text: &str, bom: bool, little: bool) -> Vec<u8> {
    let mut out = Vec::new();
    let units = bom.then_some(0xfeff).into_iter().chain(text.encode_utf16());
    for u in units {
        out.extend(if little {
            u.to_le_bytes()
        } else {
            u.to_be_bytes()
        });
    }
    out
}

#[test]
fn utf16_bytes_are_detected_and_read_byte_by_byte_they_give_a_hint() {
    let kif = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n";
    let ascii = "'CSA\nPI\n+\n+7776FU\n-3334FU\n";
    for t in [kif, ascii] {
        for bom in [true, false] {
            assert_eq!(detect_encoding(&utf16(t, bom, true)), Encoding::Utf16Le);
            assert_eq!(detect_encoding(&utf16(t, bom, false)), Encoding::Utf16Be);
        }
    }
    #[cfg(feature = "sjis")]
    for bom in [true, false] {
        for little in [true, false] {
            let bytes = utf16(kif, bom, little);
            let decoded = shogi64::kifu::decode(&bytes);
            assert_eq!(decoded, kif);
            assert_eq!(parse_kifu(&decoded, None).unwrap().moves.len(), 3);
        }
    }
    // UTF-16 bytes taken one by one as characters: NULs.
    let bytes = utf16(ascii, false, true);
    let text: String = bytes.iter().map(|&b| char::from(b)).collect();
    let e = parse_kifu(&text, None).unwrap_err();
    assert_eq!(e.hint, Some(TextHint::Nul));
    assert!(e.to_string().ends_with(NUL), "{e}");
    // UTF-8 and Shift_JIS stay as they were.
    assert_eq!(detect_encoding(ascii.as_bytes()), Encoding::Utf8);
    assert_eq!(detect_encoding(kif.as_bytes()), Encoding::Utf8);
}

#[test]
fn lines_ended_by_cr_alone_read_as_lines() {
    for (name, want) in [
        ("henka.d1f679d8.kif", Format::Kif),
        ("fork.bce53719.ki2", Format::Ki2),
        ("formal.0b1a63b7.csa", Format::Csa),
    ] {
        let bytes = fs::read(dir().join(name)).unwrap();
        let text = encoding_rs::SHIFT_JIS.decode(&bytes).0.into_owned();
        let lf = text.replace("\r\n", "\n");
        let cr = lf.replace('\n', "\r");
        assert!(!cr.contains('\n'));
        assert_eq!(detect_format(&cr), Some(want), "{name}");
        assert_eq!(
            parse_kifu(&cr, None).unwrap(),
            parse_kifu(&lf, None).unwrap(),
            "{name}"
        );
    }
}
