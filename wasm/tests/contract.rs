//! `js/contract.js`, the contract's numbers as the JavaScript shim imports
//! them, is generated from `src/contract.rs`: this test fails when the
//! committed file differs from what the contract gives. To regenerate it:
//! `SHOGI64_WRITE_CONTRACT=1 cargo test -p shogi64-wasm --test contract`.

#![cfg(not(target_arch = "wasm32"))]

use shogi64::__binding::KIND_NAMES;
use shogi64::jkf::JsonReason as R;
use shogi64::kifu::{EndReason, Ending, GameError};
use shogi64::{BitsError, Color, DecodeError, Error, Field, Kind, SfenError};
use shogi64::{IllegalMove, IllegalReason, Move, SetupError, Sq, UsiExpected};
use shogi64_wasm::contract::{code, ARGUMENTS, CODES, FORMATS, LIVE_ENDS, NUMBERS, WORDED};

/// The reasons of a JSON syntax error, in declaration order: the error
/// buffer carries a reason's index, and the shim words it with this table.
const JSON_REASONS: [R; 14] = [
    R::End,
    R::Character,
    R::TextAfter,
    R::ArraySeparator,
    R::ObjectSeparator,
    R::Key,
    R::Colon,
    R::Digit,
    R::LeadingZero,
    R::Hex,
    R::Control,
    R::Escape,
    R::Surrogate,
    R::Depth,
];

/// One error of each code on a template, in code order, by family: the
/// template comes from the error, and `message_is_the_display_text` checks
/// that the shim, filling it from the error's words, says what `Display` says.
fn families() -> [Family; 4] {
    use SfenError as S;
    let (c, l) = (17, 'x');
    [
        (
            "decodeMessage",
            vec![
                (code::EMPTY, Box::new(DecodeError::Empty)),
                (
                    code::INVALID_LETTER,
                    Box::new(DecodeError::InvalidLetter {
                        offset: 3,
                        byte: b'!',
                    }),
                ),
                (
                    code::INVALID_BIT,
                    Box::new(DecodeError::InvalidBit {
                        offset: 4,
                        byte: b'2',
                    }),
                ),
                (
                    code::TRUNCATED,
                    Box::new(DecodeError::Truncated {
                        bits: 9,
                        field: Field::Pawn(Color::White, 4),
                    }),
                ),
                (
                    code::KING_FIELD,
                    Box::new(DecodeError::KingField {
                        color: Color::White,
                        value: 99,
                    }),
                ),
                (
                    code::OCCUPIED,
                    Box::new(DecodeError::Occupied { index: 40 }),
                ),
                (
                    code::BITS_TOO_SHORT,
                    Box::new(BitsError::TooShort { len: 1 }),
                ),
                (
                    code::BITS_INVALID_BYTE,
                    Box::new(BitsError::InvalidByte {
                        offset: 2,
                        byte: b'a',
                    }),
                ),
            ],
        ),
        (
            "sfenMessage",
            vec![
                (code::SFEN_NO_BOARD, Box::new(S::NoBoard)),
                (code::SFEN_NO_SIDE, Box::new(S::NoSide)),
                (code::SFEN_NO_HANDS, Box::new(S::NoHands)),
                (code::SFEN_RANK_COUNT, Box::new(S::RankCount { ranks: 1 })),
                (
                    code::SFEN_RANK_LENGTH,
                    Box::new(S::RankLength {
                        rank: 3,
                        squares: 10,
                    }),
                ),
                (
                    code::SFEN_PIECE_LETTER,
                    Box::new(S::PieceLetter {
                        letter: 'ｐ',
                        column: c,
                    }),
                ),
                (code::SFEN_ZERO_EMPTY, Box::new(S::ZeroEmpty { column: c })),
                (
                    code::SFEN_CANNOT_PROMOTE,
                    Box::new(S::CannotPromote {
                        letter: 'G',
                        column: c,
                    }),
                ),
                (code::SFEN_LONE_PLUS, Box::new(S::LonePlus { column: c })),
                (code::SFEN_SIDE, Box::new(S::Side { column: c })),
                (
                    code::SFEN_HAND_LETTER,
                    Box::new(S::HandLetter {
                        letter: '\n',
                        column: c,
                    }),
                ),
                (
                    code::SFEN_HAND_COUNT_FORM,
                    Box::new(S::HandCountForm { column: c }),
                ),
                (
                    code::SFEN_HAND_COUNT_ALONE,
                    Box::new(S::HandCountAlone { column: c }),
                ),
                (
                    code::SFEN_HAND_COUNT,
                    Box::new(S::HandCount {
                        letter: 'p',
                        count: 19,
                        max: 18,
                    }),
                ),
                (
                    code::SFEN_HAND_DUPLICATE,
                    Box::new(S::HandDuplicate {
                        letter: l,
                        column: c,
                    }),
                ),
                (
                    code::SFEN_MOVE_NUMBER,
                    Box::new(S::MoveNumber { column: c }),
                ),
                (code::SFEN_MOVES, Box::new(S::Moves { column: c })),
                (code::SFEN_TRAILING, Box::new(S::Trailing { column: c })),
            ],
        ),
        (
            "setupMessage",
            vec![
                (
                    code::OPPONENT_IN_CHECK,
                    Box::new(SetupError::OpponentInCheck),
                ),
                (
                    code::TWO_KINGS,
                    Box::new(SetupError::TwoKings {
                        color: Color::White,
                        sq: sq(5, 9),
                    }),
                ),
            ],
        ),
        (
            "recordMessage",
            vec![
                (
                    code::GAME_OVER,
                    Box::new(GameError::Over {
                        ply: 31,
                        ending: Ending {
                            reason: EndReason::PerpetualCheck,
                            winner: Some(Color::White),
                        },
                    }),
                ),
                (
                    code::NO_BRANCH,
                    Box::new(GameError::NoBranch {
                        index: 2,
                        ply: 7,
                        count: 1,
                    }),
                ),
                (
                    code::NO_PLY,
                    Box::new(GameError::NoPly { ply: 12, length: 9 }),
                ),
            ],
        ),
    ]
}

fn sq(file: u8, rank: u8) -> Sq {
    Sq::new(file, rank).unwrap()
}

/// One illegal move of each reason, by the reason's number in the error's
/// detail word (wasm/src/rules.rs `illegal_move_code`).
fn illegal_moves() -> Vec<(u32, IllegalMove)> {
    use IllegalReason as R;
    let board = |reason| IllegalMove {
        mv: Move::Board {
            from: sq(2, 8),
            to: sq(2, 3),
            promote: false,
        },
        reason,
    };
    let drop = |reason| IllegalMove {
        mv: Move::Drop {
            kind: Kind::Pawn,
            to: sq(5, 1),
        },
        reason,
    };
    vec![
        (0, board(R::NoPiece)),
        (1, board(R::NotOwnPiece { kind: Kind::Rook })),
        (2, board(R::Unreachable { kind: Kind::Rook })),
        (3, board(R::CaptureOwn { kind: Kind::Rook })),
        (
            4,
            board(R::Blocked {
                kind: Kind::Rook,
                at: sq(2, 7),
            }),
        ),
        (5, board(R::MustPromote { kind: Kind::Knight })),
        (6, board(R::CannotPromote { kind: Kind::Gold })),
        (7, board(R::CannotPromote { kind: Kind::Silver })),
        (8, drop(R::NotHandKind { kind: Kind::King })),
        (9, drop(R::NotInHand { kind: Kind::Pawn })),
        (10, drop(R::Occupied)),
        (11, drop(R::NoFurtherMove { kind: Kind::Lance })),
        (12, drop(R::DoublePawn)),
        (13, drop(R::PawnDropMate)),
        (14, board(R::LeavesKingInCheck)),
    ]
}

/// What a USI reader expected, by its number in a BAD_USI_MOVE error's word
/// c (wasm/src/rules.rs `usi_error_code`).
const USI_EXPECTED: [UsiExpected; 6] = [
    UsiExpected::FileOrPiece,
    UsiExpected::File,
    UsiExpected::Rank,
    UsiExpected::Star,
    UsiExpected::PromoteOrEnd,
    UsiExpected::End,
];

/// The JavaScript expressions of the arguments of an illegal move's reason
/// from the detail word `d`, which is the reason's number, plus 16 × the
/// kind's number, plus 256 × the blocking square's index, plus 65536 × the
/// origin's, plus 2²⁴ × the destination's; `k` writes a square from its index.
const ILLEGAL_ARGUMENTS: [(&str, &str); 5] = [
    ("name", "KIND_NAMES[d >> 4 & 15]"),
    ("at", "k(d >> 8 & 255)"),
    ("from", "k(d >> 16 & 255)"),
    ("to", "k(d >>> 24)"),
    ("file", "9 - (d >>> 24) % 9"),
];

/// A family's name in js/contract.js and one error of each of its codes.
type Family = (&'static str, Vec<(u32, Box<dyn Template>)>);

/// An error with a template and its words (which the binding gives only
/// with its `formats` feature, for SFEN's).
#[cfg_attr(not(feature = "formats"), allow(dead_code))]
trait Template: core::fmt::Display {
    fn template(&self) -> &'static str;
    fn words(&self) -> [u32; 4];
    /// The byte at the error's offset (for the shim, the input's character
    /// there: the samples' are printable ASCII, which both quote alike).
    fn byte(&self) -> u8 {
        0
    }
}

impl Template for DecodeError {
    fn template(&self) -> &'static str {
        DecodeError::template(self)
    }
    fn words(&self) -> [u32; 4] {
        shogi64_wasm::error_code(&Error::Decode(*self))
    }
    fn byte(&self) -> u8 {
        match *self {
            DecodeError::InvalidLetter { byte, .. } | DecodeError::InvalidBit { byte, .. } => byte,
            _ => 0,
        }
    }
}

impl Template for BitsError {
    fn template(&self) -> &'static str {
        BitsError::template(self)
    }
    fn words(&self) -> [u32; 4] {
        shogi64_wasm::error_code(&Error::Bits(*self))
    }
    fn byte(&self) -> u8 {
        match *self {
            BitsError::InvalidByte { byte, .. } => byte,
            BitsError::TooShort { .. } => 0,
        }
    }
}

impl Template for SfenError {
    fn template(&self) -> &'static str {
        SfenError::template(self)
    }
    #[cfg(feature = "formats")]
    fn words(&self) -> [u32; 4] {
        shogi64_wasm::sfen_error_code(*self)
    }
    #[cfg(not(feature = "formats"))]
    fn words(&self) -> [u32; 4] {
        [u32::MAX; 4]
    }
}

impl Template for SetupError {
    fn template(&self) -> &'static str {
        SetupError::template(self)
    }
    #[cfg(feature = "rules")]
    fn words(&self) -> [u32; 4] {
        shogi64_wasm::setup_error_code(*self)
    }
    #[cfg(not(feature = "rules"))]
    fn words(&self) -> [u32; 4] {
        [u32::MAX; 4]
    }
}

impl Template for GameError {
    fn template(&self) -> &'static str {
        GameError::template(self)
    }
    #[cfg(feature = "kifu")]
    fn words(&self) -> [u32; 4] {
        shogi64_wasm::game_error_code(*self)
    }
    #[cfg(not(feature = "kifu"))]
    fn words(&self) -> [u32; 4] {
        [u32::MAX; 4]
    }
}

/// The templates of a Truncated error's field, by its number (the error's
/// word b; wasm/src/lib.rs `error_code`).
const FIELDS: [Field; 6] = [
    Field::Turn,
    Field::Mode,
    Field::King(Color::Black),
    Field::Pawn(Color::Black, 1),
    Field::Square(0),
    Field::Hand(Color::Black, Kind::Pawn),
];

/// `template` as a JavaScript string: a template literal with `${…}` for
/// each argument (`expr(name)`), the plural choice `{n|one|many}` as a
/// conditional; a plain string when there is no argument.
fn literal(template: &str, expr: impl Fn(&str) -> String) -> String {
    if !template.contains('{') {
        return serde_json::Value::from(template).to_string();
    }
    let escape = |text: &str| {
        text.replace('\\', "\\\\")
            .replace('`', "\\`")
            .replace("${", "\\${")
    };
    let mut out = String::from("`");
    let mut rest = template;
    while let Some((head, tail)) = rest.split_once('{') {
        out.push_str(&escape(head));
        let (spec, after) = tail.split_once('}').expect("a closed placeholder");
        let mut parts = spec.split('|');
        let value = expr(parts.next().unwrap_or_default());
        match (parts.next(), parts.next()) {
            (Some(one), Some(many)) => {
                out.push_str(&format!("${{{value} === 1 ? '{one}' : '{many}'}}"))
            }
            _ => out.push_str(&format!("${{{value}}}")),
        }
        rest = after;
    }
    out.push_str(&escape(rest));
    out.push('`');
    out
}

fn arguments(code: u32) -> &'static [&'static str] {
    ARGUMENTS
        .iter()
        .find(|&&(c, _)| c == code)
        .map(|&(_, names)| names)
        .unwrap_or_else(|| panic!("code {code} has no arguments listed"))
}

fn render() -> String {
    let mut out = String::from(
        "// Generated from wasm/src/contract.rs by wasm/tests/contract.rs: do not edit.\n\
         // The numbers the shim and the module agree on: buffer sizes, stream\n\
         // operations, and (E_*) the error codes of the error buffer's first word.\n",
    );
    for (name, value) in NUMBERS {
        out.push_str(&format!("export const {name} = {value};\n"));
    }
    for (name, value) in CODES {
        out.push_str(&format!("export const E_{name} = {value};\n"));
    }
    // The alphabet, so that `table` costs the shim no call into the module
    // (which is compiled on first use).
    out.push_str(&format!(
        "export const ALPHABET = {};\n",
        serde_json::Value::from(shogi64::ALPHABET)
    ));
    // What packed words carry without text (src/formats/tree.rs): the names
    // a word names by index, and the integers a word holds itself.
    out.push_str(&format!(
        "export const PACKED_NAMES = {};\n",
        serde_json::Value::from(shogi64::jkf::PACKED_NAMES.to_vec())
    ));
    out.push_str(&format!(
        "export const PACKED_INT_LIMIT = {};\n",
        shogi64::jkf::PACKED_INT_LIMIT
    ));
    out.push_str("export const JSON_REASONS = [\n");
    for (i, reason) in JSON_REASONS.iter().enumerate() {
        assert_eq!(*reason as usize, i, "{reason:?} out of declaration order");
        // A JSON string is a JavaScript string literal.
        out.push_str(&format!(
            "  {},\n",
            serde_json::Value::from(reason.to_string())
        ));
    }
    out.push_str("];\n");
    // The kifu formats by name, and their names for a message.
    let formats: Vec<String> = FORMATS
        .iter()
        .map(|(name, n)| format!("{name}: {n}"))
        .collect();
    let names: Vec<String> = FORMATS
        .iter()
        .map(|(name, _)| format!("'{name}'"))
        .collect();
    out.push_str(&format!(
        "export const FORMATS = {{ {} }};\n",
        formats.join(", ")
    ));
    out.push_str(&format!(
        "export const FORMAT_NAMES = {};\n",
        serde_json::Value::from(names.join(", "))
    ));
    // The names of the colours and of the hand kinds, in their numbers' order.
    let colors = [Color::Black, Color::White].map(Color::name);
    let kinds = shogi64::position::HAND_KINDS.map(Kind::csa);
    out.push_str(&format!(
        "export const COLORS = {};\n",
        serde_json::Value::from(colors.to_vec())
    ));
    out.push_str(&format!(
        "export const HAND_KEYS = {};\n",
        serde_json::Value::from(kinds.to_vec())
    ));
    // The most of each hand kind a hand can hold, and every kind's CSA name
    // by its number ('' for 0, no piece).
    out.push_str(&format!(
        "export const HAND_MAX = {};\n",
        serde_json::Value::from(shogi64::position::HAND_MAX.to_vec())
    ));
    let csa: Vec<&str> = (0..15)
        .map(|n| Kind::from_number(n).map_or("", Kind::csa))
        .collect();
    out.push_str(&format!(
        "export const KINDS_CSA = {};\n",
        serde_json::Value::from(csa)
    ));
    // The reasons a record's game ends, by number (wasm/src/record.rs
    // `reason_number`), and the ends a record records during play.
    let reasons: Vec<&str> = EndReason::ALL.iter().map(|r| r.name()).collect();
    out.push_str(&format!(
        "export const REASONS = {};\n",
        serde_json::Value::from(reasons)
    ));
    let ends: Vec<String> = LIVE_ENDS
        .iter()
        .map(|(name, n)| format!("{name}: {n}"))
        .collect();
    out.push_str(&format!(
        "export const LIVE_ENDS = {{ {} }};\n",
        ends.join(", ")
    ));
    out.push_str(
        "// The messages of the error codes on templates, by family, each the\n\
         // core error's template (`template()`) as a template literal over the\n\
         // error words; `k` quotes a character (the input's at an offset for the\n\
         // decoder, a letter for SFEN: js/core.js, js/formats.js).\n",
    );
    for (family, errors) in families() {
        out.push_str(&format!(
            "export const {family} = ([code, a, b, c], k) => {{\n  switch (code) {{\n"
        ));
        // Codes of one wording share their `return`.
        let mut cases: Vec<(Vec<u32>, String)> = Vec::new();
        for (code, error) in &errors {
            let names = arguments(*code);
            let literal = literal(error.template(), |name| {
                let word = |name: &str| {
                    let i = names.iter().position(|&n| n == name);
                    ["a", "b", "c"][i.unwrap_or_else(|| panic!("code {code}: no {name}"))]
                };
                if name == "character" {
                    // At the offset: the input's character there.
                    return format!("k({})", word("offset"));
                }
                let w = word(name);
                match name {
                    "color" => format!("COLORS[{w}]"),
                    "field" => format!("FIELDS[{w}]({})", word("detail")),
                    "kind" => format!("HAND_KEYS[{w}]"),
                    "letter" | "square" => format!("k({w})"),
                    "piece" => format!("String.fromCodePoint({w})"),
                    "reason" => format!("REASONS[{w}]"),
                    _ => {
                        assert!(!WORDED.contains(&name), "{name} is worded, not a number");
                        w.to_string()
                    }
                }
            });
            match cases.iter_mut().find(|(_, l)| *l == literal) {
                Some((codes, _)) => codes.push(*code),
                None => cases.push((vec![*code], literal)),
            }
        }
        for (codes, literal) in cases {
            let labels: Vec<String> = codes.iter().map(|c| format!("case {c}:")).collect();
            out.push_str(&format!("    {} return {literal};\n", labels.join(" ")));
        }
        out.push_str("  }\n};\n");
    }
    // A Truncated error's field by its number (word b), with the detail word
    // (c): colour × 256 + file, square or kind.
    out.push_str("export const FIELDS = [\n");
    for field in FIELDS {
        let literal = literal(field.template(), |name| match name {
            "color" => "COLORS[d >> 8]".to_string(),
            "kind" => "HAND_KEYS[d & 255]".to_string(),
            _ => "(d & 255)".to_string(),
        });
        out.push_str(&format!("  (d) => {literal},\n"));
    }
    out.push_str("];\n");
    let expected: Vec<&str> = USI_EXPECTED.iter().map(|e| e.text()).collect();
    out.push_str(&format!(
        "export const USI_EXPECTED = {};\n",
        serde_json::Value::from(expected)
    ));
    // An illegal move's reason from its detail word (see `ILLEGAL_ARGUMENTS`).
    let names: Vec<&str> = core::iter::once("").chain(KIND_NAMES).collect();
    out.push_str(&format!(
        "export const KIND_NAMES = {};\n",
        serde_json::Value::from(names)
    ));
    let values: Vec<String> = ILLEGAL_ARGUMENTS
        .iter()
        .map(|(n, e)| format!("{n} = {e}"))
        .collect();
    out.push_str(&format!(
        "export const illegalReason = (d, k) => {{\n  const {};\n  switch (d & 15) {{\n",
        values.join(", ")
    ));
    for (number, mv) in illegal_moves() {
        let literal = literal(mv.reason.template(), |name| {
            assert!(ILLEGAL_ARGUMENTS.iter().any(|&(n, _)| n == name), "{name}");
            name.to_string()
        });
        out.push_str(&format!("    case {number}: return {literal};\n"));
    }
    out.push_str("  }\n};\n");
    out
}

#[test]
fn contract_js_is_generated_from_the_contract() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../js/contract.js");
    let expected = render();
    if std::env::var_os("SHOGI64_WRITE_CONTRACT").is_some() {
        std::fs::write(path, &expected).unwrap();
    }
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        committed == expected,
        "js/contract.js is stale; run SHOGI64_WRITE_CONTRACT=1 cargo test -p shogi64-wasm --test contract"
    );
    assert!(
        NUMBERS.len() >= 9 && CODES.len() >= 49,
        "the contract lists nothing"
    );
}

#[test]
fn error_codes_are_distinct() {
    let mut codes: Vec<u32> = CODES.iter().map(|&(_, c)| c).collect();
    codes.sort_unstable();
    codes.dedup();
    assert_eq!(codes.len(), CODES.len());
}

#[test]
fn every_code_on_a_template_has_one_error_and_its_arguments() {
    let mut listed: Vec<u32> = families()
        .iter()
        .flat_map(|(_, errors)| errors.iter().map(|&(code, _)| code))
        .collect();
    let mut named: Vec<u32> = ARGUMENTS.iter().map(|&(code, _)| code).collect();
    listed.sort_unstable();
    named.sort_unstable();
    assert_eq!(listed, named);
    for (_, errors) in families() {
        for (code, error) in errors {
            // A template names each of its arguments, and only those.
            let mut used: Vec<&str> = shogi64::template::names(error.template()).collect();
            used.sort_unstable();
            used.dedup();
            let mut args: Vec<&str> = arguments(code).to_vec();
            // Derived from the others in the shim: the character at the
            // offset, the field's detail word.
            args.retain(|&a| a != "detail");
            if args.contains(&"offset") {
                args.push("character");
            }
            args.sort_unstable();
            assert_eq!(used, args, "code {code}: {}", error.template());
        }
    }
}

/// The shim's filling of a template (js/core.js `fill` and `message`) over
/// an error's words, with the named arguments it words itself.
#[cfg(feature = "formats")]
fn fill_as_the_shim(template: &str, arg: &dyn Fn(&str) -> String) -> String {
    let mut out = String::new();
    let mut rest = template;
    while let Some((head, tail)) = rest.split_once('{') {
        out.push_str(head);
        let (spec, after) = tail.split_once('}').unwrap();
        let mut parts = spec.split('|');
        let value = arg(parts.next().unwrap());
        match (parts.next(), parts.next()) {
            (Some(one), Some(many)) => out.push_str(if value == "1" { one } else { many }),
            _ => out.push_str(&value),
        }
        rest = after;
    }
    out + rest
}

#[cfg(feature = "formats")]
#[test]
fn message_is_the_display_text() {
    const COLORS: [&str; 2] = ["black", "white"];
    // rules.js `ja`: 7七.
    let ja = |i: u32| {
        let ranks = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
        format!("{}{}", 9 - i % 9, ranks[(i / 9) as usize])
    };
    const HAND: [&str; 7] = ["FU", "KY", "KE", "GI", "KI", "KA", "HI"];
    let quote = |c: u32| {
        let ch = char::from_u32(c).unwrap();
        match c {
            0x20..0x7f => format!("'{ch}'"),
            0..0xa0 => format!("U+{c:04X}"),
            _ => format!("'{ch}' (U+{c:04X})"),
        }
    };
    for (_, errors) in families() {
        for (code, error) in errors {
            if !cfg!(feature = "rules") && code >= code::BAD_USI_MOVE
                || !cfg!(feature = "kifu") && code >= code::NO_RECORD
            {
                continue;
            }
            let words = error.words();
            assert_eq!(words[0], code, "{error}");
            let names = arguments(code);
            let word = |name: &str| {
                let i = names.iter().position(|&n| n == name);
                words[i.map_or(0, |i| i + 1)]
            };
            let [_, _, b, c] = words;
            let arg = |name: &str| match name {
                // The samples' characters are printable ASCII, which the
                // shim quotes from the string as the core does from the byte.
                "character" => format!("character {}", quote(u32::from(error.byte()))),
                "color" => COLORS[word(name) as usize].to_string(),
                "letter" => quote(word(name)),
                "square" => ja(word(name)),
                "piece" => char::from_u32(word(name)).unwrap().to_string(),
                "reason" => EndReason::ALL[word(name) as usize].name().to_string(),
                "field" => fill_as_the_shim(FIELDS[b as usize].template(), &|n| match n {
                    "color" => COLORS[(c >> 8) as usize].to_string(),
                    "kind" => HAND[(c & 255) as usize].to_string(),
                    _ => (c & 255).to_string(),
                }),
                _ => word(name).to_string(),
            };
            assert_eq!(fill_as_the_shim(error.template(), &arg), error.to_string());
        }
    }
}

#[cfg(feature = "rules")]
#[test]
fn illegal_reason_is_the_display_text() {
    let ranks = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
    let ja = |i: u32| format!("{}{}", 9 - i % 9, ranks[(i / 9) as usize]);
    let names: Vec<&str> = core::iter::once("").chain(KIND_NAMES).collect();
    for (number, mv) in illegal_moves() {
        let d = shogi64_wasm::illegal_move_code(mv)[3];
        assert_eq!(d & 15, number, "{mv}");
        let text = fill_as_the_shim(mv.reason.template(), &|name| match name {
            "name" => names[(d >> 4 & 15) as usize].to_string(),
            "at" => ja(d >> 8 & 255),
            "from" => ja(d >> 16 & 255),
            "to" => ja(d >> 24),
            _ => (9 - (d >> 24) % 9).to_string(),
        });
        assert_eq!(format!("{}: {text}", mv.mv), mv.to_string());
    }
}

#[cfg(feature = "kifu")]
#[test]
fn every_format_has_its_number() {
    use shogi64::kifu::Format;
    for (name, n) in FORMATS {
        let format = shogi64_wasm::format_of(*n).unwrap_or_else(|| panic!("{name}"));
        assert_eq!(shogi64_wasm::format_number(format), *n);
    }
    for format in [Format::Kif, Format::Ki2, Format::Csa, Format::Jkf] {
        let n = shogi64_wasm::format_number(format);
        assert!(FORMATS.iter().any(|&(_, m)| m == n), "{format:?}");
    }
    assert_eq!(shogi64_wasm::format_of(0), None);
}

#[cfg(feature = "rules")]
#[test]
fn usi_expected_is_numbered_as_the_binding_numbers_it() {
    for (i, expected) in USI_EXPECTED.into_iter().enumerate() {
        let words = shogi64_wasm::usi_error_code(shogi64::UsiError {
            offset: 3,
            expected,
        });
        assert_eq!((words[3] & 7) as usize, i, "{expected:?}");
        assert_eq!(words[3] >> 3, 3);
    }
}

#[cfg(feature = "kifu")]
#[test]
fn every_end_reason_has_its_number() {
    for (i, r) in EndReason::ALL.iter().enumerate() {
        assert_eq!(shogi64_wasm::reason_number(*r), i as u32, "{r:?}");
    }
}
