//! The board as SVG: what each element says, the options, and their errors.
#![cfg(all(feature = "rules", feature = "formats"))]

use shogi64::picture::{to_svg, SvgError, SvgOptions, HEIGHT, WIDTH};
use shogi64::{Color, Move, Position, Sq};

/// The values of attribute `name` in `svg`, in order.
fn values<'a>(svg: &'a str, name: &str) -> Vec<&'a str> {
    let key = format!(" {name}=\"");
    svg.match_indices(&key)
        .map(|(at, _)| {
            let rest = &svg[at + key.len()..];
            &rest[..rest.find('"').unwrap()]
        })
        .collect()
}

#[test]
fn the_initial_position() {
    let svg = to_svg(&Position::initial(), &SvgOptions::default()).unwrap();
    assert!(svg.starts_with(&format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {WIDTH} {HEIGHT}\" width=\"{WIDTH}\" height=\"{HEIGHT}\" data-turn=\"b\""
    )));
    assert!(svg.ends_with("</svg>"));
    let squares = values(&svg, "data-square");
    let pieces = values(&svg, "data-piece");
    assert_eq!((squares.len(), pieces.len()), (40, 40));
    let at = |sq: &str| pieces[squares.iter().position(|&s| s == sq).unwrap()];
    assert_eq!(
        (at("7g"), at("5a"), at("8h"), at("2b")),
        ("P", "k", "B", "b")
    );
    // White's pieces upside down about their square's centre, black's not.
    assert_eq!(svg.matches("transform=\"rotate(180 ").count(), 20);
    assert!(svg.contains(">987654321<") && svg.contains(">一二三四五六七八九<"));
    assert!(svg.contains("data-player=\"b\">☗先手<") && svg.contains("data-player=\"w\">☖後手<"));
    assert!(values(&svg, "data-hand").is_empty());
}

#[test]
fn options() {
    let p = Position::initial();
    let marks = ["7f".parse::<Sq>().unwrap(), "7e".parse().unwrap()];
    let options = SvgOptions {
        last_move: Some("P*5e".parse::<Move>().unwrap()),
        flip: true,
        marks: &marks,
        coordinates: false,
        size: Some(270),
        names: [Some("A&B <x>"), None],
    };
    let svg = to_svg(&p, &options).unwrap();
    assert!(svg.contains(" width=\"270\" height=\"240\""));
    assert_eq!(values(&svg, "data-last"), ["5e"]);
    assert_eq!(values(&svg, "data-mark"), ["7f", "7e"]);
    assert!(!svg.contains("987654321") && !svg.contains("123456789"));
    assert!(svg.contains("☗A&amp;B &lt;x&gt;<"));
    // Turned: black's pieces are the upside-down ones.
    assert_eq!(svg.matches("transform=\"rotate(180 ").count(), 20);
    let flipped = to_svg(
        &p,
        &SvgOptions {
            flip: true,
            ..SvgOptions::default()
        },
    )
    .unwrap();
    assert!(flipped.contains(">123456789<") && flipped.contains(">九八七六五四三二一<"));
}

#[test]
fn hands_and_turn() {
    let sfen = shogi64::parse_sfen("4k4/9/9/9/9/9/9/9/4K4 w 2R18Pb3p 1")
        .unwrap()
        .0;
    let svg = to_svg(&sfen, &SvgOptions::default()).unwrap();
    assert!(svg.contains("data-turn=\"w\""));
    assert_eq!(values(&svg, "data-hand"), ["R", "P", "b", "p"]);
    assert_eq!(values(&svg, "data-count"), ["2", "18", "1", "3"]);
}

#[test]
fn errors() {
    let p = Position::initial();
    for size in [0, 100_001] {
        let options = SvgOptions {
            size: Some(size),
            ..SvgOptions::default()
        };
        assert_eq!(to_svg(&p, &options), Err(SvgError::Size(size)));
    }
    let options = SvgOptions {
        names: [None, Some("ab\u{7}")],
        ..SvgOptions::default()
    };
    assert_eq!(
        to_svg(&p, &options),
        Err(SvgError::Name {
            color: Color::White,
            offset: 2
        })
    );
    assert!(
        "7j".parse::<Sq>().is_err() && "7g7".parse::<Sq>().is_err() && "7".parse::<Sq>().is_err()
    );
}
