//! The board picture and diagram exports: the SVG and the diagram as the
//! core writes them, the options read from the words and texts as the shim
//! packs them, and each refusal as its error words.

use super::common::{error, lock, pack, text};
use shogi64::picture::{to_svg, SvgOptions};
use shogi64::{Color, Move, Position, Sq};
use shogi64_wasm::contract::{code, svg};

/// The UTF-16LE output of `n` bytes at `at`, as text.
fn utf16(at: *const u8, n: i32) -> String {
    assert!(n >= 0, "{:?}", error());
    // SAFETY: the export wrote `n` bytes there.
    let bytes = unsafe { core::slice::from_raw_parts(at, n as usize) };
    let units: Vec<u16> = bytes
        .chunks_exact(2)
        .map(|b| u16::from_le_bytes([b[0], b[1]]))
        .collect();
    String::from_utf16(&units).unwrap()
}

/// Calls `svg_write` with the options packed as the shim packs them.
fn draw(
    p: &Position,
    last: Option<&str>,
    marks: &[&str],
    names: [Option<&str>; 2],
    flags: u32,
    size: f64,
) -> i32 {
    pack(p);
    let mut words = vec![];
    let mut texts = String::new();
    let mut push = |t: Option<&str>, words: &mut Vec<u32>| match t {
        Some(t) => {
            words.push(t.len() as u32);
            texts.push_str(t);
        }
        None => words.push(svg::ABSENT),
    };
    push(last, &mut words);
    words.push(marks.len() as u32);
    for m in marks {
        push(Some(m), &mut words);
    }
    push(names[0], &mut words);
    push(names[1], &mut words);
    text(&texts);
    let at = shogi64_wasm::words_reserve(words.len());
    // SAFETY: words_reserve made the buffer at least that long.
    unsafe { core::ptr::copy_nonoverlapping(words.as_ptr(), at, words.len()) };
    shogi64_wasm::svg_write(flags, size, words.len(), texts.len())
}

#[test]
fn the_picture_is_the_cores() {
    let _buffers = lock();
    let p =
        shogi64::parse_sfen("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w 3p 2")
            .unwrap()
            .0;
    let n = draw(&p, None, &[], [None, None], 0, 0.0);
    let want = to_svg(&p, &SvgOptions::default()).unwrap();
    assert_eq!(utf16(shogi64_wasm::svg_output(), n), want);
    let marks = ["7f".parse::<Sq>().unwrap(), "7e".parse().unwrap()];
    let options = SvgOptions {
        last_move: Some("7g7f".parse::<Move>().unwrap()),
        flip: true,
        marks: &marks,
        coordinates: false,
        size: Some(300),
        names: [Some("羽生 😀"), Some("A&B")],
    };
    let n = draw(
        &p,
        Some("7g7f"),
        &["7f", "7e"],
        [Some("羽生 😀"), Some("A&B")],
        svg::FLIP | svg::NO_COORDINATES | svg::SIZED,
        300.0,
    );
    assert_eq!(
        utf16(shogi64_wasm::svg_output(), n),
        to_svg(&p, &options).unwrap()
    );
}

#[test]
fn bad_options_are_error_words() {
    let _buffers = lock();
    let p = Position::initial();
    let none = [None, None];
    assert_eq!(draw(&p, Some("7g7"), &[], none, 0, 0.0), -1);
    assert_eq!(error(), [code::SVG_LAST_MOVE, 0, 2 + 8 * 3, 0]);
    assert_eq!(draw(&p, None, &["7g", "7gx"], none, 0, 0.0), -1);
    assert_eq!(error(), [code::SVG_MARK, 1, 5 + 8 * 2, 0]);
    for size in [0.0, 0.5, -3.0, 100_001.0, f64::NAN, f64::INFINITY] {
        assert_eq!(draw(&p, None, &[], none, svg::SIZED, size), -1, "{size}");
        assert_eq!(error(), [code::SVG_SIZE, 0, 0, 0]);
    }
    // The byte offset of a name's bad character: 😀 is four.
    assert_eq!(draw(&p, None, &[], [None, Some("😀a\u{1}")], 0, 0.0), -1);
    assert_eq!(error(), [code::SVG_NAME, Color::White as u32, 5, 0]);
}

#[cfg(feature = "kifu")]
#[test]
fn the_diagram_is_the_cores_both_ways() {
    use shogi64::kifu::{from_bod, to_bod};
    let _buffers = lock();
    let mut p = Position::initial();
    p.set_turn(Color::White);
    pack(&p);
    let n = shogi64_wasm::bod_write();
    let bod = utf16(shogi64_wasm::kifu_output(), n);
    assert_eq!(bod, to_bod(&p));
    assert_eq!(shogi64_wasm::bod_read(text(&bod)), 0);
    // SAFETY: the decoded buffer is a Position as it lies in memory.
    let read = unsafe { *shogi64_wasm::decoded_buffer().cast::<Position>() };
    assert_eq!(read, p);
    let bad = bod.replace("v玉", "v犬");
    assert_eq!(shogi64_wasm::bod_read(text(&bad)), -1);
    let e = from_bod(&bad).unwrap_err();
    assert_eq!(error()[..3], [code::KIFU, e.line as u32, e.column as u32]);
}
