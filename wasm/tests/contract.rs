//! `js/contract.js`, the contract's numbers as the JavaScript shim imports
//! them, is generated from `src/contract.rs`: this test fails when the
//! committed file differs from what the contract gives. To regenerate it:
//! `SHOGI64_WRITE_CONTRACT=1 cargo test -p shogi64-wasm --test contract`.

#![cfg(not(target_arch = "wasm32"))]

use shogi64::__binding::KIND_NAMES;
use shogi64::engine::{EngineError, Key};
use shogi64::jkf::JsonReason as R;
use shogi64::kifu::{EndReason, Ending, GameError};
use shogi64::kifu::{KifuError, KifuErrorKind, PositionsError, TextHint};
use shogi64::notation::NotationError;
use shogi64::{BitsError, Color, DecodeError, Error, Field, JkfError, Kind, SfenError};
use shogi64::{IllegalMove, IllegalReason, Move, SetupError, Sq, UsiExpected};
use shogi64_wasm::contract::{
    code, ARGUMENTS, CODES, FORMATS, LIVE_ENDS, NOTATION_OPTIONS, NUMBERS, VALUE_TEMPLATES, WORDED,
};

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
fn families() -> [Family; 5] {
    use EngineError as E;
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
            "engineMessage",
            vec![
                (code::ENGINE_NOT_INFO, Box::new(E::NotInfo { byte: 3 })),
                (
                    code::ENGINE_NOT_BESTMOVE,
                    Box::new(E::NotBestMove { byte: 0 }),
                ),
                (
                    code::ENGINE_NUMBER,
                    Box::new(E::Number {
                        byte: 11,
                        key: Key::Nodes,
                    }),
                ),
                (code::ENGINE_SCORE_KIND, Box::new(E::ScoreKind { byte: 11 })),
                (code::ENGINE_MATE, Box::new(E::Mate { byte: 16 })),
                (code::ENGINE_MOVE, Box::new(E::Move { byte: 8 })),
                (code::ENGINE_TRAILING, Box::new(E::Trailing { byte: 14 })),
                (code::ENGINE_LINE_BREAK, Box::new(E::LineBreak { byte: 12 })),
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

impl Template for EngineError {
    fn template(&self) -> &'static str {
        EngineError::template(self)
    }
    #[cfg(feature = "rules")]
    fn words(&self) -> [u32; 4] {
        shogi64_wasm::engine_error_code(*self)
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

/// One JKF error of each code (`Packed` is the binding's own: see
/// [`VALUE_TEMPLATES`]), for `jkfMessage`.
fn jkf_errors() -> Vec<(u32, JkfError)> {
    use shogi64::jkf::{JsonReason, Path, Token};
    let token = |text: &str, string| Token {
        offset: 2,
        text: text.to_string(),
        string,
    };
    vec![
        (
            code::JSON,
            JkfError::Json {
                offset: 7,
                reason: JsonReason::Colon,
            },
        ),
        (code::JKF_MISSING, JkfError::Missing { path: Path::Preset }),
        (
            code::JKF_TYPE,
            JkfError::Type {
                path: Path::File(3),
                found: token("5", false),
            },
        ),
        (
            code::JKF_PRESET,
            JkfError::UnknownPreset {
                name: token("FOO", true),
            },
        ),
        (code::JKF_DATA_MISSING, JkfError::DataMissing),
        (code::JKF_BOARD_FILES, JkfError::BoardFiles { len: 1 }),
        (
            code::JKF_BOARD_RANKS,
            JkfError::BoardRanks { file: 3, len: 8 },
        ),
        (
            code::JKF_PIECE,
            JkfError::Piece {
                file: 4,
                rank: 2,
                kind: token("XX", true),
            },
        ),
        (
            code::JKF_COLOR,
            JkfError::Color {
                path: Path::CellColor(4, 2),
                found: token("2", false),
            },
        ),
        (code::JKF_HANDS_LENGTH, JkfError::HandsLength { len: 3 }),
        (
            code::JKF_HAND_KIND,
            JkfError::HandKind {
                color: Color::White,
                key: token("OU", true),
            },
        ),
        (
            code::JKF_HAND_COUNT,
            JkfError::HandCount {
                color: Color::White,
                kind: Kind::Bishop,
                found: token("3", false),
            },
        ),
    ]
}

/// The JavaScript expression of the argument `name` of a JKF error of
/// `code`, from its words (wasm/src/formats.rs `jkf_error_code`); `q`
/// quotes the value that words b and c locate, by its kind in word a.
fn jkf_argument(code: u32, name: &str) -> &'static str {
    match (name, code) {
        ("offset", _) => "a",
        ("reason", _) => "JSON_REASONS[b]",
        ("path", _) => "PATHS[a & 255](a >> 8 & 255, a >> 16 & 255)",
        ("expected", _) => "PATH_EXPECTED[a & 255]",
        ("found", _) => "q(a, b, c)",
        ("len", code::JKF_BOARD_RANKS) => "b",
        ("len", _) | ("file", code::JKF_BOARD_RANKS) => "a",
        ("file", _) => "(a >> 8 & 255)",
        ("rank", _) => "(a >> 16 & 255)",
        ("hand", code::JKF_HAND_KIND) => "(a & 255)",
        ("hand", _) => "(a >> 8 & 255)",
        ("kind", _) => "HAND_KEYS[a & 255]",
        ("max", _) => "HAND_MAX[a & 255]",
        _ => panic!("code {code}: no JavaScript for {name}"),
    }
}

/// A JKF member path by its number in a path word (wasm/src/formats.rs
/// `path_code`), from 0.
const PATHS: [shogi64::jkf::Path; 11] = {
    use shogi64::jkf::Path as P;
    [
        P::Initial,
        P::Preset,
        P::Data,
        P::Color,
        P::Board,
        P::File(0),
        P::Cell(0, 0),
        P::CellKind(0, 0),
        P::CellColor(0, 0),
        P::Hands,
        P::Hand(Color::Black),
    ]
};

/// One notation error of each variant, by its number in the error's word
/// a (wasm/src/notation.rs `notation_error_code`).
fn notation_errors() -> Vec<(u32, NotationError)> {
    use shogi64::notation::Squares;
    let list = Squares::new(&[sq(9, 2), sq(7, 2)]);
    vec![
        (
            0,
            NotationError::Syntax {
                offset: 3,
                char_offset: 1,
                expected: "a piece",
            },
        ),
        (
            1,
            NotationError::WrongSide {
                offset: 0,
                turn: Color::White,
            },
        ),
        (
            2,
            NotationError::NoPrevious {
                offset: 3,
                char_offset: 1,
            },
        ),
        (
            3,
            NotationError::NoPiece {
                kind: Kind::Gold,
                to: sq(5, 5),
            },
        ),
        (
            4,
            NotationError::NoMatch {
                kind: Kind::Gold,
                to: sq(8, 1),
                candidates: list,
            },
        ),
        (
            5,
            NotationError::WrongOrigin {
                from: sq(7, 7),
                kind: Kind::Dragon,
            },
        ),
        (
            6,
            NotationError::Ambiguous {
                kind: Kind::Gold,
                to: sq(8, 1),
                candidates: list,
            },
        ),
        (
            7,
            NotationError::Inexpressible {
                mv: Move::Board {
                    from: sq(9, 2),
                    to: sq(8, 1),
                    promote: false,
                },
                candidates: list,
            },
        ),
    ]
}

/// The JavaScript expression of the argument `name` of a notation error,
/// from its words: `t` is the text it is about, as the message quotes it;
/// `k(i)` writes a square from its index, `list(n)` the `n` squares of the
/// output buffer, `detail(n)` its first `n` bytes as text.
fn notation_argument(name: &str) -> &'static str {
    match name {
        "text" => "t",
        "character" => "b",
        "expected" => "detail(c)",
        "color" => "COLORS[a >> 8 & 1]",
        "mark" => "'☗☖'[a >> 8 & 1]",
        "kind" => "JA_KIND_NAMES[a >> 8 & 255]",
        "to" | "from" => "k(a >>> 16)",
        "candidates" => "list(c)",
        _ => panic!("no JavaScript for {name}"),
    }
}

/// One kifu reader's error kind of each number, as the error's word c
/// carries it (wasm/src/kifu.rs `kifu_error_code`).
fn kifu_kinds() -> Vec<(u32, KifuErrorKind)> {
    use KifuErrorKind as K;
    let text = || "x".to_string();
    vec![
        (0, K::UnknownPiece(text())),
        (1, K::BadSquare(text())),
        (2, K::Expected("x")),
        (3, K::BadNumber),
        (4, K::UnknownHandicap(text())),
        (5, K::BadFork(3)),
        (6, K::Json("x")),
        (7, K::UnknownFormat),
        (8, K::BadPosition),
        (9, K::NoPreviousMove),
        (10, K::TooDeep),
        (11, K::MissingPiece(text())),
    ]
}

/// The hints by their numbers in a kifu error's word c (from 1; 0 none).
const HINTS: [TextHint; 3] = [TextHint::Replacement, TextHint::Latin1, TextHint::Nul];

/// A line's positions' errors by the number in their word a.
const POSITIONS_ERRORS: [PositionsError; 3] = [
    PositionsError::Start,
    PositionsError::NoFork(0, 0),
    PositionsError::Move(0),
];

/// The message of the case that `selector` numbers among `cases` (numbers
/// and their message as a JavaScript expression), as a `return`: an array
/// of functions indexed by the number less the lowest, or an object of them
/// by number where the numbers are sparse, the one found called; undefined
/// for a number without a case, as a `switch` without `default` gives. The
/// functions keep each message unworded until it is the one: its words may
/// be nonsense for the others (a letter that is no code point). In a
/// bundle this is 640 B (170 B gzip) smaller than a `switch` over the same.
fn table(selector: &str, cases: Vec<(u32, String)>) -> String {
    let low = cases.iter().map(|c| c.0).min().expect("a case");
    let high = cases.iter().map(|c| c.0).max().expect("a case");
    let mut out = String::new();
    if (high - low + 1) as usize <= 2 * cases.len() {
        out.push_str("  return [\n");
        for n in low..=high {
            match cases.iter().find(|c| c.0 == n) {
                Some((_, literal)) => out.push_str(&format!("    () => {literal},\n")),
                None => out.push_str("    ,\n"),
            }
        }
        let index = if low == 0 {
            selector.to_string()
        } else {
            format!("{selector} - {low}")
        };
        out.push_str(&format!("  ][{index}]?.();\n"));
    } else {
        out.push_str("  return {\n");
        for (n, literal) in &cases {
            out.push_str(&format!("    {n}: () => {literal},\n"));
        }
        out.push_str(&format!("  }}[{selector}]?.();\n"));
    }
    out
}

/// An array of strings as JavaScript: one string split at a space, or at
/// `|` when a string has a space (40 B raw, 28 B gzip less in a bundle than
/// the array literals); marked pure, so that a bundle leaves out those it
/// does not use, as it does array literals.
fn strings<S: AsRef<str>>(items: &[S]) -> String {
    let items: Vec<&str> = items.iter().map(AsRef::as_ref).collect();
    let separator = if items.iter().any(|s| s.contains(' ')) {
        "|"
    } else {
        " "
    };
    assert!(
        items.iter().all(|s| !s.contains(separator)),
        "{items:?} holds {separator:?}"
    );
    format!(
        "/* @__PURE__ */ {}.split({})",
        serde_json::Value::from(items.join(separator)),
        serde_json::Value::from(separator)
    )
}

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
        strings(&shogi64::jkf::PACKED_NAMES)
    ));
    out.push_str(&format!(
        "export const PACKED_INT_LIMIT = {};\n",
        shogi64::jkf::PACKED_INT_LIMIT
    ));
    let reasons: Vec<String> = JSON_REASONS
        .iter()
        .enumerate()
        .map(|(i, reason)| {
            assert_eq!(*reason as usize, i, "{reason:?} out of declaration order");
            reason.to_string()
        })
        .collect();
    out.push_str(&format!(
        "export const JSON_REASONS = {};\n",
        strings(&reasons)
    ));
    // The kifu formats by name, and their names for a message.
    let formats: Vec<String> = FORMATS
        .iter()
        .map(|(name, n)| format!("{name}: {n}"))
        .collect();
    // The notation options' values by name, each its bits.
    let options: Vec<String> = NOTATION_OPTIONS
        .iter()
        .map(|(name, values)| {
            let values: Vec<String> = values
                .iter()
                .map(|(v, bits)| format!("{}: {bits}", serde_json::Value::from(*v)))
                .collect();
            format!("{name}: {{ {} }}", values.join(", "))
        })
        .collect();
    out.push_str(&format!(
        "export const NOTATION_OPTIONS = {{ {} }};\n",
        options.join(", ")
    ));
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
    out.push_str(&format!("export const COLORS = {};\n", strings(&colors)));
    out.push_str(&format!("export const HAND_KEYS = {};\n", strings(&kinds)));
    // The keys of an engine's line whose value is a number, by their numbers.
    out.push_str(&format!(
        "export const ENGINE_KEYS = {};\n",
        strings(&Key::ALL.map(Key::name))
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
    out.push_str(&format!("export const KINDS_CSA = {};\n", strings(&csa)));
    // The reasons a record's game ends, by number (wasm/src/record.rs
    // `reason_number`), and the ends a record records during play.
    let reasons: Vec<&str> = EndReason::ALL.iter().map(|r| r.name()).collect();
    out.push_str(&format!("export const REASONS = {};\n", strings(&reasons)));
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
            "export const {family} = ([code, a, b, c], k) => {{\n"
        ));
        let mut cases: Vec<(u32, String)> = Vec::new();
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
                    "key" => format!("ENGINE_KEYS[{w}]"),
                    "letter" | "square" => format!("k({w})"),
                    "piece" => format!("String.fromCodePoint({w})"),
                    "reason" => format!("REASONS[{w}]"),
                    _ => {
                        assert!(!WORDED.contains(&name), "{name} is worded, not a number");
                        w.to_string()
                    }
                }
            });
            cases.push((*code, literal));
        }
        out.push_str(&table("code", cases));
        out.push_str("};\n");
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
        strings(&expected)
    ));
    // A text that is not a USI move (word c: expected + 8 × offset), said
    // of `t`.
    let usi = shogi64::UsiError {
        offset: 0,
        expected: UsiExpected::End,
    };
    let said = literal(usi.template(), |name| match name {
        "text" => "t".to_string(),
        "offset" => "(c >>> 3)".to_string(),
        "expected" => "USI_EXPECTED[c & 7]".to_string(),
        _ => panic!("no JavaScript for {name}"),
    });
    out.push_str(&format!(
        "export const usiMessage = ([code, a, b, c], t) => {said};\n"
    ));
    // A hand that would hold too many (word b: count + 256 × the most; c:
    // kind + 256 × colour).
    let overflow = shogi64::HandOverflow {
        color: Color::Black,
        kind: Kind::Rook,
        count: 3,
        max: 2,
    };
    let said = literal(overflow.template(), |name| match name {
        "color" => "COLORS[c >>> 8]".to_string(),
        "count" => "(b & 255)".to_string(),
        "kind" => "KIND_NAMES[c & 255]".to_string(),
        "max" => "(b >>> 8)".to_string(),
        _ => panic!("no JavaScript for {name}"),
    });
    out.push_str(&format!(
        "export const overflowMessage = ([code, a, b, c]) => {said};\n"
    ));
    // An illegal move's reason from its detail word (see `ILLEGAL_ARGUMENTS`).
    let names: Vec<&str> = core::iter::once("").chain(KIND_NAMES).collect();
    out.push_str(&format!("export const KIND_NAMES = {};\n", strings(&names)));
    let values: Vec<String> = ILLEGAL_ARGUMENTS
        .iter()
        .map(|(n, e)| format!("{n} = {e}"))
        .collect();
    out.push_str(&format!(
        "export const illegalReason = (d, k) => {{\n  const {};\n",
        values.join(", ")
    ));
    let cases = illegal_moves()
        .into_iter()
        .map(|(number, mv)| {
            let literal = literal(mv.reason.template(), |name| {
                assert!(ILLEGAL_ARGUMENTS.iter().any(|&(n, _)| n == name), "{name}");
                name.to_string()
            });
            (number, literal)
        })
        .collect();
    out.push_str(&table("d & 15", cases));
    out.push_str("};\n");
    render_jkf(&mut out);
    render_notation(&mut out);
    render_kifu(&mut out);
    // The binding's own errors about a value given: `value` describes it.
    out.push_str("export const valueMessage = ([code, a, b, c], value) => {\n");
    let cases = VALUE_TEMPLATES
        .iter()
        .map(|&(code, template)| {
            let literal = literal(template, |name| match name {
                "value" => "value".to_string(),
                "word" => "a".to_string(),
                _ => panic!("code {code}: no JavaScript for {name}"),
            });
            (code, literal)
        })
        .collect();
    out.push_str(&table("code", cases));
    out.push_str("};\n");
    out
}

/// The notation errors' messages (`notationMessage`, by the variant in the
/// low byte of word a), with the kinds' names they use (`JA_KIND_NAMES`):
/// a template that does not name the text is said of it, `t: …`.
fn render_notation(out: &mut String) {
    let names: Vec<&str> = core::iter::once("")
        .chain(Kind::ALL.map(shogi64::__binding::notation_kind_name))
        .collect();
    out.push_str(&format!(
        "export const JA_KIND_NAMES = {};\n",
        strings(&names)
    ));
    out.push_str(
        "// A notation error's message (js/notation.js): `t` the text it is about, `k`\n\
         // a square, `list` and `detail` the squares and the text the output holds.\n\
         export const notationMessage = ([code, a, b, c], t, k, list, detail) => {\n",
    );
    let cases = notation_errors()
        .iter()
        .map(|(variant, e)| {
            let template = e.template();
            let said = if template.contains("{text}") {
                template.to_string()
            } else {
                format!("{{text}}: {template}")
            };
            (
                *variant,
                literal(&said, |n| notation_argument(n).to_string()),
            )
        })
        .collect();
    out.push_str(&table("a & 255", cases));
    out.push_str("};\n");
}

/// The kifu errors' messages: a reader's (`kifuReason` by its kind, the
/// hints after it, its place before it) and a line's positions'
/// (`positionsMessage`).
fn render_kifu(out: &mut String) {
    out.push_str(
        "// A kifu reader's error (js/kifu.js): its place, its reason by the kind in\n\
         // the low four bits of `d` (`t` the text it carries, `n` its number),\n\
         // and the hint numbered by the next four after it.\n",
    );
    let place = literal(KifuError::PLACE, |n| n.to_string());
    out.push_str(&format!(
        "export const kifuPlace = (line, column) => {place};\n"
    ));
    let hints: Vec<String> = core::iter::once(String::new())
        .chain(HINTS.iter().map(|h| format!("; {}", h.template())))
        .collect();
    out.push_str(&format!("export const KIFU_HINTS = {};\n", strings(&hints)));
    out.push_str("export const kifuReason = (d, t, n) => {\n");
    let cases = kifu_kinds()
        .iter()
        .map(|(number, kind)| {
            let literal = literal(kind.template(), |name| match name {
                "text" => "t".to_string(),
                "move" => "n".to_string(),
                _ => panic!("no JavaScript for {name}"),
            });
            (*number, literal)
        })
        .collect();
    out.push_str(&table("d & 15", cases));
    out.push_str("};\n");
    out.push_str("export const positionsMessage = ([code, a, b, c]) => {\n");
    let cases = POSITIONS_ERRORS
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let literal = literal(e.template(), |name| match name {
                "ply" => "b".to_string(),
                _ => "c".to_string(),
            });
            (i as u32, literal)
        })
        .collect();
    out.push_str(&table("a", cases));
    out.push_str("};\n");
}

/// The JKF errors' messages (`jkfMessage`), with the paths' (`PATHS`) and
/// what each path must be (`PATH_EXPECTED`).
fn render_jkf(out: &mut String) {
    out.push_str("export const PATHS = [\n");
    for path in PATHS {
        let literal = literal(path.template(), |name| name.to_string());
        // Only the words the path names: `()` costs less than `(x, y)`.
        let params = match (literal.contains("${x}"), literal.contains("${y}")) {
            (_, true) => "(x, y)",
            (true, false) => "(x)",
            (false, false) => "()",
        };
        out.push_str(&format!("  {params} => {literal},\n"));
    }
    out.push_str("];\n");
    let expected: Vec<&str> = PATHS.iter().map(|p| p.expected()).collect();
    out.push_str(&format!(
        "export const PATH_EXPECTED = {};\n",
        strings(&expected)
    ));
    out.push_str(
        "// A JKF error's message; `q(a, b, c)` quotes the value it found (js/formats.js).\n\
         export const jkfMessage = ([code, a, b, c], q) => {\n",
    );
    let cases = jkf_errors()
        .iter()
        .map(|(code, e)| {
            (
                *code,
                literal(e.template(), |n| jkf_argument(*code, n).to_string()),
            )
        })
        .collect();
    out.push_str(&table("code", cases));
    out.push_str("};\n");
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
                "key" => Key::ALL[word(name) as usize].name().to_string(),
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

#[cfg(feature = "formats")]
#[test]
fn jkf_errors_have_their_codes_and_paths_their_numbers() {
    let mut codes: Vec<u32> = jkf_errors().iter().map(|&(c, _)| c).collect();
    for (code, e) in jkf_errors() {
        assert_eq!(shogi64_wasm::jkf_error_code(e.clone())[0], code, "{e}");
        for name in shogi64::template::names(e.template()) {
            jkf_argument(code, name);
        }
    }
    codes.sort_unstable();
    let all: Vec<u32> = (code::JSON..=code::JKF_HAND_COUNT).collect();
    assert_eq!(codes, all);
    for (i, path) in PATHS.into_iter().enumerate() {
        assert_eq!(shogi64_wasm::path_code(path) & 255, i as u32, "{path}");
    }
}

#[test]
fn value_templates_name_only_the_value_and_the_word() {
    for &(code, template) in VALUE_TEMPLATES {
        assert!(CODES.iter().any(|&(_, c)| c == code), "{code}");
        assert!(shogi64::template::names(template).all(|n| n == "value" || n == "word"));
    }
}

#[cfg(feature = "notation")]
#[test]
fn notation_errors_have_their_variants() {
    for (variant, e) in notation_errors() {
        let words = shogi64_wasm::notation_error_code(&e, &mut [0; 64]);
        assert_eq!(words[1] & 255, variant, "{e}");
        for name in shogi64::template::names(e.template()) {
            notation_argument(name);
        }
    }
}

#[cfg(feature = "kifu")]
#[test]
fn kifu_errors_have_their_numbers() {
    for (number, kind) in kifu_kinds() {
        for (hint, text_hint) in (1..).zip(HINTS) {
            let e = KifuError {
                line: 2,
                column: 3,
                kind: kind.clone(),
                hint: Some(text_hint),
            };
            let words = shogi64_wasm::kifu_error_code(&e, &mut Vec::new());
            assert_eq!(words[3], number | hint << 4, "{e}");
            let n = if let KifuErrorKind::BadFork(n) = kind {
                n
            } else {
                0
            };
            assert_eq!(words[4], n, "{e}");
        }
    }
    // A variation's move number crosses whole, in a word of its own.
    let e = KifuError::new(9, 1, KifuErrorKind::BadFork(u32::MAX));
    let words = shogi64_wasm::kifu_error_code(&e, &mut Vec::new());
    assert_eq!((words[3], words[4]), (5, u32::MAX));
}

#[cfg(feature = "notation")]
#[test]
fn notation_options_are_read_as_named() {
    use shogi64::notation::{DragonChar, KingChar, Mark, Style};
    let bits = |field: &str, value: &str| {
        let (_, values) = NOTATION_OPTIONS.iter().find(|(f, _)| *f == field).unwrap();
        values.iter().find(|(v, _)| *v == value).unwrap().1
    };
    let read = |field, value| shogi64_wasm::options(bits(field, value), None);
    assert_eq!(read("style", "ki2").style, Style::Ki2);
    assert_eq!(read("style", "kif").style, Style::Kif);
    assert_eq!(read("mark", "☗☖").mark, Some(Mark::Shogi));
    assert_eq!(read("mark", "▲△").mark, Some(Mark::Triangle));
    assert_eq!(read("mark", "").mark, Some(Mark::None));
    assert_eq!(shogi64_wasm::options(0, None).mark, None);
    assert_eq!(read("dragon", "竜").dragon, Some(DragonChar::Simplified));
    assert_eq!(read("dragon", "龍").dragon, Some(DragonChar::Traditional));
    assert_eq!(shogi64_wasm::options(0, None).dragon, None);
    assert_eq!(read("king", "玉").king, KingChar::Gyoku);
    assert_eq!(read("king", "王").king, KingChar::WhiteOu);
    let same = shogi64_wasm::contract::option::SAME_SPACE;
    assert!(shogi64_wasm::options(same, None).same_space);
    assert!(!shogi64_wasm::options(0, None).same_space);
    // The fields do not overlap one another, nor the other bits.
    let mut seen = same | shogi64_wasm::contract::option::PLAY;
    for (_, values) in NOTATION_OPTIONS {
        let field = values.iter().fold(0, |a, (_, b)| a | b);
        assert_eq!(seen & field, 0);
        seen |= field;
    }
}

#[cfg(feature = "rules")]
#[test]
fn hand_overflow_is_said_as_the_shim_says_it() {
    let e = shogi64::HandOverflow {
        color: Color::White,
        kind: Kind::Rook,
        count: 3,
        max: 2,
    };
    assert_eq!(
        e.to_string(),
        "white's hand would hold 3 rooks, more than the 2 a position can hold"
    );
    // The words the binding gives it, as the shim's overflowMessage reads them.
    let [b, c] = [3 | 2 << 8, 7 | 1 << 8];
    let color = ["black", "white"][(c >> 8) as usize];
    let kind = KIND_NAMES[(c & 255) as usize - 1];
    let shim = shogi64::template::names(e.template()).fold(e.template().to_string(), |t, n| {
        let v = match n {
            "color" => color.to_string(),
            "count" => (b & 255).to_string(),
            "kind" => kind.to_string(),
            _ => (b >> 8).to_string(),
        };
        t.replacen(&format!("{{{n}}}"), &v, 1)
    });
    assert_eq!(shim, e.to_string());
}
