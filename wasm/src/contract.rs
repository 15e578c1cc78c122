//! The contract between the module and the JavaScript shim: buffer sizes and
//! stream operations. `js/contract.js` is generated from this file (see
//! `tests/contract.rs`), so a change here reaches JavaScript in one place.

/// The size of one piece of a streamed string (the input buffer).
pub const CHUNK: usize = 4096;
/// The output buffer: six bits per input letter, or a position's bit string.
pub const OUTPUT: usize = CHUNK * 6 + 8;
/// Slots (`f64`) of the position buffer.
pub const POSITION_SLOTS: usize = 19;
/// Slots (`f64`) of the results buffer: the numbers a call gives besides
/// its output (a move number; a search's outcome and nodes).
pub const RESULT_SLOTS: usize = 2;
/// Bytes of a decoded position as the shim reads it: a [`shogi64::Position`]
/// as it lies in memory, `[turn, board × 81, black × 7, white × 7]`.
pub const DECODED_SLOTS: usize = 1 + 81 + 14;
/// Words (`u32`) of the error buffer: `[code, a, b, c, d]`, `d` a number
/// that the others have no room for (a kifu error's move number), else 0.
pub const ERROR_WORDS: usize = 5;

/// Slots (`f64`) of the engine exports' numbers (see `engine::Slot`).
pub const ENGINE_SLOTS: usize = 15;

/// Moves the legal-move export writes at most (six bytes of output each).
pub const MAX_MOVES: usize = 81 * 27;

/// Stream operation: Shogi64 text to a position.
pub const DECODE: u32 = 0;
/// Stream operation: a bit string to a position.
pub const DECODE_BITS: u32 = 1;
/// Stream operation: Shogi64 text to its bit string.
pub const LETTERS_TO_BITS: u32 = 2;
/// Stream operation: a bit string to Shogi64 text.
pub const BITS_TO_LETTERS: u32 = 3;

/// The board picture's options as the export takes them (`svg_write`).
pub mod svg {
    /// A length word that stands for an option not given.
    pub const ABSENT: u32 = u32::MAX;
    /// Flag: white at the bottom.
    pub const FLIP: u32 = 1;
    /// Flag: no coordinates.
    pub const NO_COORDINATES: u32 = 2;
    /// Flag: a size is given.
    pub const SIZED: u32 = 4;
    /// The largest size (`shogi64::picture::MAX_SIZE`).
    pub const MAX_SIZE: u32 = 100_000;
}

/// The error codes written to the first word of the error buffer; the other
/// three words are as noted (see [`crate::error_code`]).
pub mod code {
    /// The position is not an object.
    pub const NOT_AN_OBJECT: u32 = 0;
    /// Turn is not a boolean.
    pub const TURN: u32 = 1;
    /// Board is not an array.
    pub const BOARD_MISSING: u32 = 2;
    /// Board length is not 81 (a: length).
    pub const BOARD_LENGTH: u32 = 3;
    /// A square value is not a piece number (a: index).
    pub const SQUARE: u32 = 4;
    /// Hands is not an object.
    pub const HANDS_MISSING: u32 = 5;
    /// A hand is not an object (b: colour).
    pub const HAND_MISSING: u32 = 6;
    /// A hand has other keys (b: colour).
    pub const HAND_KEYS: u32 = 7;
    /// A hand count is out of range (a: maximum, b: colour, c: slot).
    pub const HAND_COUNT: u32 = 8;
    /// The input is empty.
    pub const EMPTY: u32 = 11;
    /// A letter is not in the alphabet (a: offset).
    pub const INVALID_LETTER: u32 = 12;
    /// A bit is not 0 or 1 (a: offset).
    pub const INVALID_BIT: u32 = 13;
    /// The input ran out (a: bits, b: field, c: detail).
    pub const TRUNCATED: u32 = 14;
    /// A king field is past the board (a: value, b: colour).
    pub const KING_FIELD: u32 = 15;
    /// Two pieces on one square (a: index).
    pub const OCCUPIED: u32 = 16;
    /// A bit string shorter than 6 (a: length).
    pub const BITS_TOO_SHORT: u32 = 21;
    /// A bit string character is not 0 or 1 (a: offset).
    pub const BITS_INVALID_BYTE: u32 = 22;
    /// The move number is not an integer from 1 to 2^32 - 1.
    pub const MOVE_NUMBER: u32 = 31;
    /// The text buffer cannot grow to the text's size (a: bytes asked).
    pub const TEXT_NO_MEMORY: u32 = 32;
    /// SFEN has no board.
    pub const SFEN_NO_BOARD: u32 = 40;
    /// SFEN has no side to move.
    pub const SFEN_NO_SIDE: u32 = 41;
    /// SFEN has no hands.
    pub const SFEN_NO_HANDS: u32 = 42;
    /// SFEN rank count (a: ranks).
    pub const SFEN_RANK_COUNT: u32 = 43;
    /// SFEN rank length (a: rank, b: squares).
    pub const SFEN_RANK_LENGTH: u32 = 44;
    /// Unknown piece letter (a: column, b: letter).
    pub const SFEN_PIECE_LETTER: u32 = 45;
    /// Empty-square count 0 (a: column).
    pub const SFEN_ZERO_EMPTY: u32 = 46;
    /// + before a piece that cannot promote (a: column, b: letter).
    pub const SFEN_CANNOT_PROMOTE: u32 = 47;
    /// + not followed by a piece letter (a: column).
    pub const SFEN_LONE_PLUS: u32 = 48;
    /// Side to move not b or w (a: column).
    pub const SFEN_SIDE: u32 = 49;
    /// Hand piece letter (a: column, b: letter).
    pub const SFEN_HAND_LETTER: u32 = 50;
    /// Hand count below 2 or with a leading zero (a: column).
    pub const SFEN_HAND_COUNT_FORM: u32 = 51;
    /// Hand count not followed by a letter (a: column).
    pub const SFEN_HAND_COUNT_ALONE: u32 = 52;
    /// Hand count above the maximum (a: count, b: letter, c: maximum).
    pub const SFEN_HAND_COUNT: u32 = 53;
    /// Hand piece twice (a: column, b: letter).
    pub const SFEN_HAND_DUPLICATE: u32 = 54;
    /// SFEN move number (a: column).
    pub const SFEN_MOVE_NUMBER: u32 = 55;
    /// SFEN moves (a: column).
    pub const SFEN_MOVES: u32 = 56;
    /// Text after the position (a: column).
    pub const SFEN_TRAILING: u32 = 57;
    /// Invalid JSON (a: offset, b: reason).
    pub const JSON: u32 = 60;
    /// JKF member missing (a: path).
    pub const JKF_MISSING: u32 = 61;
    /// JKF member of the wrong type (a: path, b: offset, c: length).
    pub const JKF_TYPE: u32 = 62;
    /// JKF preset unknown (b: offset, c: length).
    pub const JKF_PRESET: u32 = 63;
    /// JKF data missing for preset OTHER.
    pub const JKF_DATA_MISSING: u32 = 64;
    /// JKF board file count (a: files).
    pub const JKF_BOARD_FILES: u32 = 65;
    /// JKF board file length (a: file, b: squares).
    pub const JKF_BOARD_RANKS: u32 = 66;
    /// JKF kind not a piece (a: path, b: offset, c: length).
    pub const JKF_PIECE: u32 = 67;
    /// JKF colour not 0 or 1 (a: path, b: offset, c: length).
    pub const JKF_COLOR: u32 = 68;
    /// JKF hands length (a: entries).
    pub const JKF_HANDS_LENGTH: u32 = 69;
    /// JKF hand key not a hand kind (a: colour, b: offset, c: length).
    pub const JKF_HAND_KIND: u32 = 70;
    /// JKF hand count (a: colour x 256 + slot, b: offset, c: length).
    pub const JKF_HAND_COUNT: u32 = 71;
    /// Packed words that are not a value: a defect of the shim (a: word).
    pub const PACKED: u32 = 72;
    /// Not a USI move (a: ply, b: span, c: expected + 8 x offset).
    pub const BAD_USI_MOVE: u32 = 80;
    /// An illegal move (a: ply, b: span, c: reason, kind and squares).
    pub const ILLEGAL_MOVE: u32 = 81;
    /// The side not to move is in check.
    pub const OPPONENT_IN_CHECK: u32 = 82;
    /// A second king of a colour (a: index, b: colour).
    pub const TWO_KINGS: u32 = 83;
    /// A hand would hold more of a kind than a position can (a: ply, b:
    /// count + 256 × the most, c: kind + 256 × colour).
    pub const HAND_OVERFLOW: u32 = 84;
    /// Perft depth not an integer from 0 to 64.
    pub const PERFT_DEPTH: u32 = 85;
    /// Japanese text that names no move (a: variant + 256 x kind + 65536 x
    /// square, b: character offset, c: bytes of detail in the output).
    pub const BAD_JAPANESE: u32 = 90;
    /// Japanese text that names more than one move, or a move no text can
    /// name (a, c: as for BAD_JAPANESE).
    pub const AMBIGUOUS_JAPANESE: u32 = 91;
    /// A kifu reader's error (a: line, b: column, c: kind + 16 x its hint,
    /// d: its number; its text in the kifu output).
    pub const KIFU: u32 = 100;
    /// A line's positions cannot be listed (a: 0 start, 1 no variation, 2
    /// a move; b: ply, c: variation index).
    pub const KIFU_POSITIONS: u32 = 101;
    /// An engine's line that is not `info` (a: byte).
    pub const ENGINE_NOT_INFO: u32 = 110;
    /// An engine's line that is not `bestmove` (a: byte).
    pub const ENGINE_NOT_BESTMOVE: u32 = 111;
    /// A key's number missing or malformed (a: byte, b: key).
    pub const ENGINE_NUMBER: u32 = 112;
    /// `score` without `cp` or `mate` (a: byte).
    pub const ENGINE_SCORE_KIND: u32 = 113;
    /// `mate` without plies or a sign (a: byte).
    pub const ENGINE_MATE: u32 = 114;
    /// A word that is not a USI move (a: byte).
    pub const ENGINE_MOVE: u32 = 115;
    /// Text after a `bestmove` line's moves (a: byte).
    pub const ENGINE_TRAILING: u32 = 116;
    /// A line break inside the line (a: byte).
    pub const ENGINE_LINE_BREAK: u32 = 117;
    /// A record handle that names no record: it was disposed.
    pub const NO_RECORD: u32 = 120;
    /// The game has ended at the record's ply (a: ply, b: reason).
    pub const GAME_OVER: u32 = 121;
    /// No branch of that index (a: index, b: ply, c: count).
    pub const NO_BRANCH: u32 = 122;
    /// No such ply on the record's line (a: ply, b: its last ply).
    pub const NO_PLY: u32 = 123;
    /// The picture's last move is not a USI move (b: expected + 8 x offset).
    pub const SVG_LAST_MOVE: u32 = 124;
    /// A mark is not a USI square (a: index, b: expected + 8 x offset).
    pub const SVG_MARK: u32 = 125;
    /// The picture's size is not a whole number from 1 to its maximum.
    pub const SVG_SIZE: u32 = 126;
    /// A name holds a character XML cannot hold (a: colour, b: byte offset
    /// in the name's UTF-8).
    pub const SVG_NAME: u32 = 127;
    /// A search ran out of its node budget.
    pub const SEARCH_BUDGET: u32 = 140;
    /// A tsume solution that does not end with the attacker's move.
    pub const TSUME_LINE: u32 = 141;
    /// A tsume length that is not 1, 3, 5, 7, 9 or 11.
    pub const TSUME_PLIES: u32 = 142;
}

/// The error codes whose message is a template of the core's (the error's
/// `template()`; see `shogi64::template`), with the names of the arguments
/// their words a, b and c carry. `js/contract.js` has each one's template as
/// a function of the words, by family (`decodeMessage`, `sfenMessage`).
pub const ARGUMENTS: &[(u32, &[&str])] = &[
    // Text and bits that do not decode (shogi64::DecodeError, BitsError).
    (code::EMPTY, &[]),
    (code::INVALID_LETTER, &["offset"]),
    (code::INVALID_BIT, &["offset"]),
    (code::TRUNCATED, &["bits", "field", "detail"]),
    (code::KING_FIELD, &["value", "color"]),
    (code::OCCUPIED, &["index"]),
    (code::BITS_TOO_SHORT, &["length"]),
    (code::BITS_INVALID_BYTE, &["offset"]),
    // SFEN (shogi64::SfenError).
    (code::SFEN_NO_BOARD, &[]),
    (code::SFEN_NO_SIDE, &[]),
    (code::SFEN_NO_HANDS, &[]),
    (code::SFEN_RANK_COUNT, &["ranks"]),
    (code::SFEN_RANK_LENGTH, &["rank", "squares"]),
    (code::SFEN_PIECE_LETTER, &["column", "letter"]),
    (code::SFEN_ZERO_EMPTY, &["column"]),
    (code::SFEN_CANNOT_PROMOTE, &["column", "letter"]),
    (code::SFEN_LONE_PLUS, &["column"]),
    (code::SFEN_SIDE, &["column"]),
    (code::SFEN_HAND_LETTER, &["column", "letter"]),
    (code::SFEN_HAND_COUNT_FORM, &["column"]),
    (code::SFEN_HAND_COUNT_ALONE, &["column"]),
    (code::SFEN_HAND_COUNT, &["count", "piece", "max"]),
    (code::SFEN_HAND_DUPLICATE, &["column", "letter"]),
    (code::SFEN_MOVE_NUMBER, &["column"]),
    (code::SFEN_MOVES, &["column"]),
    (code::SFEN_TRAILING, &["column"]),
    // A position the rules refuse (shogi64::SetupError).
    (code::OPPONENT_IN_CHECK, &[]),
    (code::TWO_KINGS, &["square", "color"]),
    // An engine's line (shogi64::engine::EngineError).
    (code::ENGINE_NOT_INFO, &["byte"]),
    (code::ENGINE_NOT_BESTMOVE, &["byte"]),
    (code::ENGINE_NUMBER, &["byte", "key"]),
    (code::ENGINE_SCORE_KIND, &["byte"]),
    (code::ENGINE_MATE, &["byte"]),
    (code::ENGINE_MOVE, &["byte"]),
    (code::ENGINE_TRAILING, &["byte"]),
    (code::ENGINE_LINE_BREAK, &["byte"]),
    // A record's edit refused (shogi64::kifu::GameError).
    (code::GAME_OVER, &["ply", "reason"]),
    (code::NO_BRANCH, &["index", "ply", "count"]),
    (code::NO_PLY, &["ply", "length"]),
];

/// The messages of the binding's own errors about a value the shim was
/// given, as [`shogi64::template`]s: `value` is that value as the shim
/// describes it, `word` the error's word a. `js/contract.js` has them as
/// `valueMessage`.
pub const VALUE_TEMPLATES: &[(u32, &str)] = &[
    (
        code::MOVE_NUMBER,
        "move number {value} is not an integer from 1 to 4294967295",
    ),
    (
        code::PERFT_DEPTH,
        "perft depth {value} is not an integer from 0 to 64",
    ),
    (
        code::SEARCH_BUDGET,
        "the search spent its {value} nodes before it found an answer",
    ),
    (
        code::TSUME_LINE,
        "a solution of {value} moves does not end with the attacker's mate: its length is odd",
    ),
    (
        code::TSUME_PLIES,
        "plies {value} is not 1, 3, 5, 7, 9 or 11",
    ),
    (
        code::PACKED,
        "the core cannot read the value the shim packed (word {word}): please report the input",
    ),
];

/// The arguments that are not numbers: a colour (its name), a Truncated
/// error's field (its wording), a hand kind (`FU` … `HI`), a character
/// quoted (`letter`) or as it is (`piece`), and the input's character at an
/// offset (`character`, from the shim's input), a square (as Japanese text
/// writes it) and an engine line's key (its name). Every other argument is a
/// number, written as its word.
pub const WORDED: &[&str] = &[
    "character",
    "color",
    "field",
    "key",
    "kind",
    "letter",
    "piece",
    "reason",
    "square",
];

/// The notation options as bit fields of one number, as the notation and
/// kifu exports take them (see `options` in `src/notation.rs`); a field
/// left 0 is its default.
pub mod option {
    /// Style (bit 0): KIF; 0 is KI2.
    pub const KIF: u32 = 1;
    /// Mark (bits 1–2): ☗☖.
    pub const MARK_SHOGI: u32 = 1 << 1;
    /// Mark: ▲△.
    pub const MARK_TRIANGLE: u32 = 2 << 1;
    /// Mark: none.
    pub const MARK_NONE: u32 = 3 << 1;
    /// The mark's bits.
    pub const MARK: u32 = 3 << 1;
    /// Dragon (bits 3–4): 竜.
    pub const DRAGON_SIMPLIFIED: u32 = 1 << 3;
    /// Dragon: 龍.
    pub const DRAGON_TRADITIONAL: u32 = 2 << 3;
    /// The dragon's bits.
    pub const DRAGON: u32 = 3 << 3;
    /// King (bit 5): 王 for white; 0 is 玉 for both.
    pub const KING_WHITE_OU: u32 = 1 << 5;
    /// A space after 同 (bit 6), the default.
    pub const SAME_SPACE: u32 = 1 << 6;
    /// After writing, play the move and keep it as the previous move (bit 7).
    pub const PLAY: u32 = 1 << 7;
}

/// The notation options by the names the API takes, with the bits of each
/// value, for `js/contract.js`.
pub const NOTATION_OPTIONS: &[(&str, &[(&str, u32)])] = &[
    ("style", &[("ki2", 0), ("kif", option::KIF)]),
    (
        "mark",
        &[
            ("☗☖", option::MARK_SHOGI),
            ("▲△", option::MARK_TRIANGLE),
            ("", option::MARK_NONE),
        ],
    ),
    (
        "dragon",
        &[
            ("竜", option::DRAGON_SIMPLIFIED),
            ("龍", option::DRAGON_TRADITIONAL),
        ],
    ),
    ("king", &[("玉", 0), ("王", option::KING_WHITE_OU)]),
];

/// The kifu formats' numbers, as the kifu exports take them (0: none, to be
/// detected; see `format_number` in `src/kifu.rs`).
pub mod format {
    /// KIF.
    pub const KIF: u32 = 1;
    /// KI2.
    pub const KI2: u32 = 2;
    /// CSA.
    pub const CSA: u32 = 3;
    /// JKF.
    pub const JKF: u32 = 4;
}

/// The kifu formats by the names the API takes, for `js/contract.js`.
pub const FORMATS: &[(&str, u32)] = &[
    ("kif", format::KIF),
    ("ki2", format::KI2),
    ("csa", format::CSA),
    ("jkf", format::JKF),
];

/// The record's small operations, as `record_op` takes them.
pub mod op {
    /// The current ply.
    pub const PLY: u32 = 0;
    /// The line's last ply.
    pub const LENGTH: u32 = 1;
    /// Go to a ply.
    pub const GOTO: u32 = 2;
    /// One ply on.
    pub const FORWARD: u32 = 3;
    /// One ply back.
    pub const BACK: u32 = 4;
    /// Back one ply, removing the move left.
    pub const UNDO: u32 = 5;
    /// The current position to the decoded buffer.
    pub const POSITION: u32 = 6;
    /// Follow a branch.
    pub const SWITCH: u32 = 7;
    /// Remove a branch.
    pub const REMOVE: u32 = 8;
    /// Make a branch the first.
    pub const PROMOTE: u32 = 9;
    /// Record a live end.
    pub const END: u32 = 10;
    /// The outcome.
    pub const OUTCOME: u32 = 11;
    /// Whether the side to move is in check.
    pub const IS_CHECK: u32 = 12;
    /// The legal moves' keys.
    pub const LEGAL_MOVES: u32 = 13;
    /// The branches' keys.
    pub const BRANCHES: u32 = 14;
    /// The keys of a square's moves or a kind's drops.
    pub const MOVES_FROM: u32 = 15;
    /// Declare 入玉 (`arg` 24 or 27, the rule's points).
    pub const DECLARE: u32 = 16;
    /// The USEN branch index of the current ply.
    pub const USEN_BRANCH: u32 = 17;
    /// The format number `record_to_kifu` takes for USEN.
    pub const USEN: u32 = 5;
}

/// The ends a record records during play (`record.end(reason)`), by the
/// names the API takes and the numbers `record_op` takes with `op::END`.
pub const LIVE_ENDS: &[(&str, u32)] = &[("resign", 0), ("timeout", 1), ("abort", 2)];

/// Every number of the contract by its name, for `js/contract.js`.
pub const NUMBERS: &[(&str, u32)] = &[
    ("CHUNK", CHUNK as u32),
    ("OUTPUT", OUTPUT as u32),
    ("POSITION_SLOTS", POSITION_SLOTS as u32),
    ("RESULT_SLOTS", RESULT_SLOTS as u32),
    ("DECODED_SLOTS", DECODED_SLOTS as u32),
    ("ERROR_WORDS", ERROR_WORDS as u32),
    ("MAX_MOVES", MAX_MOVES as u32),
    ("ENGINE_SLOTS", ENGINE_SLOTS as u32),
    ("DECODE", DECODE),
    ("DECODE_BITS", DECODE_BITS),
    ("LETTERS_TO_BITS", LETTERS_TO_BITS),
    ("BITS_TO_LETTERS", BITS_TO_LETTERS),
    ("SAME_SPACE", option::SAME_SPACE),
    ("PLAY", option::PLAY),
    ("OP_PLY", op::PLY),
    ("OP_LENGTH", op::LENGTH),
    ("OP_GOTO", op::GOTO),
    ("OP_FORWARD", op::FORWARD),
    ("OP_BACK", op::BACK),
    ("OP_UNDO", op::UNDO),
    ("OP_POSITION", op::POSITION),
    ("OP_SWITCH", op::SWITCH),
    ("OP_REMOVE", op::REMOVE),
    ("OP_PROMOTE", op::PROMOTE),
    ("OP_END", op::END),
    ("OP_OUTCOME", op::OUTCOME),
    ("OP_IS_CHECK", op::IS_CHECK),
    ("OP_LEGAL_MOVES", op::LEGAL_MOVES),
    ("OP_BRANCHES", op::BRANCHES),
    ("OP_MOVES_FROM", op::MOVES_FROM),
    ("OP_DECLARE", op::DECLARE),
    ("OP_USEN_BRANCH", op::USEN_BRANCH),
    ("OP_USEN", op::USEN),
    ("SVG_ABSENT", svg::ABSENT),
    ("SVG_FLIP", svg::FLIP),
    ("SVG_NO_COORDINATES", svg::NO_COORDINATES),
    ("SVG_SIZED", svg::SIZED),
    ("SVG_MAX_SIZE", svg::MAX_SIZE),
];

/// Every error code by its name, for `js/contract.js`.
pub const CODES: &[(&str, u32)] = &[
    ("NOT_AN_OBJECT", code::NOT_AN_OBJECT),
    ("TURN", code::TURN),
    ("BOARD_MISSING", code::BOARD_MISSING),
    ("BOARD_LENGTH", code::BOARD_LENGTH),
    ("SQUARE", code::SQUARE),
    ("HANDS_MISSING", code::HANDS_MISSING),
    ("HAND_MISSING", code::HAND_MISSING),
    ("HAND_KEYS", code::HAND_KEYS),
    ("HAND_COUNT", code::HAND_COUNT),
    ("EMPTY", code::EMPTY),
    ("INVALID_LETTER", code::INVALID_LETTER),
    ("INVALID_BIT", code::INVALID_BIT),
    ("TRUNCATED", code::TRUNCATED),
    ("KING_FIELD", code::KING_FIELD),
    ("OCCUPIED", code::OCCUPIED),
    ("BITS_TOO_SHORT", code::BITS_TOO_SHORT),
    ("BITS_INVALID_BYTE", code::BITS_INVALID_BYTE),
    ("MOVE_NUMBER", code::MOVE_NUMBER),
    ("TEXT_NO_MEMORY", code::TEXT_NO_MEMORY),
    ("SFEN_NO_BOARD", code::SFEN_NO_BOARD),
    ("SFEN_NO_SIDE", code::SFEN_NO_SIDE),
    ("SFEN_NO_HANDS", code::SFEN_NO_HANDS),
    ("SFEN_RANK_COUNT", code::SFEN_RANK_COUNT),
    ("SFEN_RANK_LENGTH", code::SFEN_RANK_LENGTH),
    ("SFEN_PIECE_LETTER", code::SFEN_PIECE_LETTER),
    ("SFEN_ZERO_EMPTY", code::SFEN_ZERO_EMPTY),
    ("SFEN_CANNOT_PROMOTE", code::SFEN_CANNOT_PROMOTE),
    ("SFEN_LONE_PLUS", code::SFEN_LONE_PLUS),
    ("SFEN_SIDE", code::SFEN_SIDE),
    ("SFEN_HAND_LETTER", code::SFEN_HAND_LETTER),
    ("SFEN_HAND_COUNT_FORM", code::SFEN_HAND_COUNT_FORM),
    ("SFEN_HAND_COUNT_ALONE", code::SFEN_HAND_COUNT_ALONE),
    ("SFEN_HAND_COUNT", code::SFEN_HAND_COUNT),
    ("SFEN_HAND_DUPLICATE", code::SFEN_HAND_DUPLICATE),
    ("SFEN_MOVE_NUMBER", code::SFEN_MOVE_NUMBER),
    ("SFEN_MOVES", code::SFEN_MOVES),
    ("SFEN_TRAILING", code::SFEN_TRAILING),
    ("JSON", code::JSON),
    ("JKF_MISSING", code::JKF_MISSING),
    ("JKF_TYPE", code::JKF_TYPE),
    ("JKF_PRESET", code::JKF_PRESET),
    ("JKF_DATA_MISSING", code::JKF_DATA_MISSING),
    ("JKF_BOARD_FILES", code::JKF_BOARD_FILES),
    ("JKF_BOARD_RANKS", code::JKF_BOARD_RANKS),
    ("JKF_PIECE", code::JKF_PIECE),
    ("JKF_COLOR", code::JKF_COLOR),
    ("JKF_HANDS_LENGTH", code::JKF_HANDS_LENGTH),
    ("JKF_HAND_KIND", code::JKF_HAND_KIND),
    ("JKF_HAND_COUNT", code::JKF_HAND_COUNT),
    ("PACKED", code::PACKED),
    ("BAD_USI_MOVE", code::BAD_USI_MOVE),
    ("ILLEGAL_MOVE", code::ILLEGAL_MOVE),
    ("OPPONENT_IN_CHECK", code::OPPONENT_IN_CHECK),
    ("TWO_KINGS", code::TWO_KINGS),
    ("HAND_OVERFLOW", code::HAND_OVERFLOW),
    ("PERFT_DEPTH", code::PERFT_DEPTH),
    ("BAD_JAPANESE", code::BAD_JAPANESE),
    ("AMBIGUOUS_JAPANESE", code::AMBIGUOUS_JAPANESE),
    ("KIFU", code::KIFU),
    ("KIFU_POSITIONS", code::KIFU_POSITIONS),
    ("ENGINE_NOT_INFO", code::ENGINE_NOT_INFO),
    ("ENGINE_NOT_BESTMOVE", code::ENGINE_NOT_BESTMOVE),
    ("ENGINE_NUMBER", code::ENGINE_NUMBER),
    ("ENGINE_SCORE_KIND", code::ENGINE_SCORE_KIND),
    ("ENGINE_MATE", code::ENGINE_MATE),
    ("ENGINE_MOVE", code::ENGINE_MOVE),
    ("ENGINE_TRAILING", code::ENGINE_TRAILING),
    ("ENGINE_LINE_BREAK", code::ENGINE_LINE_BREAK),
    ("NO_RECORD", code::NO_RECORD),
    ("GAME_OVER", code::GAME_OVER),
    ("NO_BRANCH", code::NO_BRANCH),
    ("NO_PLY", code::NO_PLY),
    ("SEARCH_BUDGET", code::SEARCH_BUDGET),
    ("TSUME_LINE", code::TSUME_LINE),
    ("TSUME_PLIES", code::TSUME_PLIES),
    ("SVG_LAST_MOVE", code::SVG_LAST_MOVE),
    ("SVG_MARK", code::SVG_MARK),
    ("SVG_SIZE", code::SVG_SIZE),
    ("SVG_NAME", code::SVG_NAME),
];
