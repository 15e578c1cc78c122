//! Property tests of the codec: round trips on arbitrary valid positions in both
//! modes, the mode decision against an independent model, a reference bit
//! encoder written from SPEC.md, and robustness of every decoder on arbitrary
//! input (never a panic, canonical results, trailing letters ignored, bad
//! letters refused, strict prefixes reported as truncated).
//!
//! Case counts are chosen so that the whole file runs in a few seconds in a
//! debug build; `PROPTEST_CASES=N` sets every block's count for a longer soak.

#![cfg(not(target_arch = "wasm32"))]

use crate::common::loose;

use proptest::prelude::*;
use proptest::sample::select;
use shogi64::{Color, DecodeError, Position, ALPHABET};

/// `n` cases, or the count `PROPTEST_CASES` asks for.
fn cases(n: u32) -> ProptestConfig {
    let n = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(n);
    // A fixed seed: the same cases on every run.
    ProptestConfig {
        rng_seed: proptest::test_runner::RngSeed::Fixed(0x5e64),
        ..ProptestConfig::with_cases(n)
    }
}

// ---------------------------------------------------------------------------
// Strategies
// ---------------------------------------------------------------------------

/// The most pieces of each hand kind, FU KY KE GI KI KA HI.
const HAND_MAX: [u8; 7] = [18, 4, 4, 4, 4, 2, 2];

fn hand() -> impl Strategy<Value = [u8; 7]> {
    (
        0..=18u8,
        0..=4u8,
        0..=4u8,
        0..=4u8,
        0..=4u8,
        0..=2u8,
        0..=2u8,
    )
        .prop_map(|(fu, ky, ke, gi, ki, ka, hi)| [fu, ky, ke, gi, ki, ka, hi])
}

fn to_board(v: Vec<i8>) -> [i8; 81] {
    v.try_into().expect("81 squares")
}

/// Every square any piece number, uniformly: almost always Mixed Mode.
fn dense_board() -> impl Strategy<Value = [i8; 81]> {
    prop::collection::vec(-14i8..=14, 81).prop_map(to_board)
}

/// Mostly empty squares, a few arbitrary pieces: both modes.
fn sparse_board() -> impl Strategy<Value = [i8; 81]> {
    prop::collection::vec(prop_oneof![8 => Just(0i8), 1 => -14i8..=14], 81).prop_map(to_board)
}

/// Piece numbers of every kind but pawns and kings, both colours.
fn other_piece() -> impl Strategy<Value = i8> {
    let numbers: Vec<i8> = [2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14]
        .iter()
        .flat_map(|&n| [n, -n])
        .collect();
    select(numbers)
}

/// Boards Normal Mode can write: at most one king per colour, at most one pawn
/// per file per colour, no black pawn on rank 1, no white pawn on rank 9.
fn normal_board() -> impl Strategy<Value = [i8; 81]> {
    (
        prop::collection::vec(prop_oneof![3 => Just(0i8), 2 => other_piece()], 81),
        prop::collection::vec(prop::option::of(2u8..=9), 9),
        prop::collection::vec(prop::option::of(1u8..=8), 9),
        prop::option::of(0usize..81),
        prop::option::of(0usize..81),
    )
        .prop_map(
            |(others, black_pawns, white_pawns, black_king, white_king)| {
                let mut board = to_board(others);
                for (column, rank) in black_pawns.into_iter().enumerate() {
                    if let Some(rank) = rank {
                        board[usize::from(rank - 1) * 9 + column] = 1;
                    }
                }
                for (column, rank) in white_pawns.into_iter().enumerate() {
                    if let Some(rank) = rank {
                        board[usize::from(rank - 1) * 9 + column] = -1;
                    }
                }
                if let Some(i) = black_king {
                    board[i] = 8;
                }
                if let Some(i) = white_king {
                    board[i] = -8;
                }
                board
            },
        )
}

/// One reason for Mixed Mode, planted on a board.
#[derive(Clone, Debug)]
enum Forcer {
    /// Two kings of one colour (`true` black) on squares `a` and `(a + d) % 81`, d in 1..81.
    TwoKings(bool, usize, usize),
    /// Two pawns of one colour in `column`, on rows `r` and `(r + d) % 9`, d in 1..9.
    TwoPawns(bool, usize, usize, usize),
    /// A black pawn on rank 1 (index 0..9).
    BlackPawnRank1(usize),
    /// A white pawn on rank 9 (index 72..81).
    WhitePawnRank9(usize),
}

fn forcer() -> impl Strategy<Value = Forcer> {
    prop_oneof![
        (any::<bool>(), 0usize..81, 1usize..81).prop_map(|(b, a, d)| Forcer::TwoKings(b, a, d)),
        (any::<bool>(), 0usize..9, 0usize..9, 1usize..9)
            .prop_map(|(b, c, r, d)| Forcer::TwoPawns(b, c, r, d)),
        (0usize..9).prop_map(Forcer::BlackPawnRank1),
        (0usize..9).prop_map(Forcer::WhitePawnRank9),
    ]
}

fn apply(board: &mut [i8; 81], forcer: &Forcer) {
    let sign = |black: bool| if black { 1 } else { -1 };
    match *forcer {
        Forcer::TwoKings(black, a, d) => {
            board[a] = 8 * sign(black);
            board[(a + d) % 81] = 8 * sign(black);
        }
        Forcer::TwoPawns(black, column, row, d) => {
            board[row * 9 + column] = sign(black);
            board[((row + d) % 9) * 9 + column] = sign(black);
        }
        Forcer::BlackPawnRank1(column) => board[column] = 1,
        Forcer::WhitePawnRank9(column) => board[72 + column] = -1,
    }
}

/// A board that must be written in Mixed Mode: a Normal-Mode or sparse board
/// with one to three reasons for Mixed Mode planted last (the last one planted
/// always survives whole, so the board is Mixed whatever the others did).
fn mixed_board() -> impl Strategy<Value = [i8; 81]> {
    (
        prop_oneof![normal_board(), sparse_board()],
        prop::collection::vec(forcer(), 1..=3),
    )
        .prop_map(|(mut board, forcers)| {
            for f in &forcers {
                apply(&mut board, f);
            }
            board
        })
}

/// Boards with the longest codes: every square a promoted lance (10 bits +
/// colour in Mixed Mode), or a few such squares changed.
fn heavy_board() -> impl Strategy<Value = [i8; 81]> {
    prop::collection::vec(
        prop_oneof![6 => select(vec![10i8, -10, 12, -12]), 1 => -14i8..=14],
        81,
    )
    .prop_map(to_board)
}

fn position_from(turn: bool, board: [i8; 81], black: [u8; 7], white: [u8; 7]) -> Position {
    let turn = if turn { Color::Black } else { Color::White };
    Position::from_numbers(turn, &board, black, white).expect("the strategies make valid positions")
}

fn position_with(board: impl Strategy<Value = [i8; 81]>) -> impl Strategy<Value = Position> {
    (any::<bool>(), board, hand(), hand()).prop_map(|(t, b, h1, h2)| position_from(t, b, h1, h2))
}

/// Any valid position, from every family of boards.
fn position() -> impl Strategy<Value = Position> {
    prop_oneof![
        2 => position_with(dense_board()),
        2 => position_with(sparse_board()),
        3 => position_with(normal_board()),
        3 => position_with(mixed_board()),
        1 => position_with(heavy_board()),
        1 => position_with(Just([0i8; 81])),
    ]
}

/// Strings of the 64 letters, up to 400 long.
fn letters(max: usize) -> impl Strategy<Value = String> {
    prop::collection::vec(select(ALPHABET.as_bytes().to_vec()), 0..=max)
        .prop_map(|v| String::from_utf8(v).expect("ASCII"))
}

/// A character that is not one of the 64 letters: ASCII or any Unicode.
fn bad_char() -> impl Strategy<Value = char> {
    prop_oneof![
        (0u8..128).prop_map(char::from),
        any::<char>(),
        select(vec![
            '=',
            '+',
            '/',
            '\n',
            ' ',
            '.',
            '\0',
            '\u{7f}',
            'é',
            '歩',
            '\u{1F600}'
        ]),
    ]
    .prop_filter("not a letter", |c| !ALPHABET.contains(*c))
}

/// Strings of `0` and `1`, with either bit frequent.
fn bit_string(max: usize) -> impl Strategy<Value = String> {
    prop_oneof![
        prop::collection::vec(select(vec!['0', '1']), 0..=max),
        prop::collection::vec(prop_oneof![4 => Just('0'), 1 => Just('1')], 0..=max),
        prop::collection::vec(prop_oneof![1 => Just('0'), 4 => Just('1')], 0..=max),
    ]
    .prop_map(|v| v.into_iter().collect())
}

// ---------------------------------------------------------------------------
// Independent models, written from SPEC.md
// ---------------------------------------------------------------------------

/// Mixed Mode is needed when a colour has two kings or two pawns in a file, a
/// black pawn stands on rank 1 (index 0..9) or a white pawn on rank 9 (72..81).
fn model_needs_mixed(p: &Position) -> bool {
    let board = *p.numbers();
    let kings = |n: i8| board.iter().filter(|&&x| x == n).count();
    let pawns_in_file =
        |n: i8, column: usize| (0..9).filter(|row| board[row * 9 + column] == n).count();
    kings(8) > 1
        || kings(-8) > 1
        || (0..9).any(|c| pawns_in_file(1, c) > 1 || pawns_in_file(-1, c) > 1)
        || board[0..9].contains(&1)
        || board[72..81].contains(&-1)
}

/// Normal-Mode pawn code for a black-view rank (0 = no pawn).
fn ref_pawn_code(rank: usize) -> &'static str {
    match rank {
        0 => "110",
        2 => "11111111",
        3 => "1111110",
        4 => "11110",
        5 => "1110",
        6 => "10",
        7 => "0",
        8 => "111110",
        9 => "11111110",
        _ => unreachable!("rank {rank} has no Normal-Mode pawn code"),
    }
}

fn ref_normal_square(kind: i8) -> &'static str {
    match kind {
        2 => "100",
        5 => "101",
        3 => "1100",
        4 => "1101",
        7 => "1110",
        6 => "11110",
        13 => "1111100",
        14 => "1111101",
        9 => "1111110",
        11 => "11111110",
        12 => "111111110",
        10 => "111111111",
        _ => unreachable!("kind {kind} is not a Normal-Mode square"),
    }
}

fn ref_mixed_square(kind: i8) -> &'static str {
    match kind {
        1 => "10",
        2 => "1100",
        5 => "1101",
        3 => "11100",
        4 => "11110",
        8 => "111010",
        7 => "111011",
        6 => "111110",
        13 => "11111100",
        14 => "11111101",
        9 => "11111110",
        11 => "111111110",
        12 => "1111111110",
        10 => "1111111111",
        _ => unreachable!("kind {kind} is not a piece"),
    }
}

fn ref_square(out: &mut String, n: i8, code: fn(i8) -> &'static str) {
    if n == 0 {
        out.push('0');
    } else {
        out.push_str(code(n.abs()));
        out.push(if n > 0 { '1' } else { '0' });
    }
}

fn ref_hands(p: &Position, out: &mut String) {
    for color in [Color::Black, Color::White] {
        let counts = p.hand(color).counts();
        out.push_str(&match counts[0] {
            0 => "00".to_string(),
            1 => "01".to_string(),
            18 => "1".repeat(17),
            n => "1".repeat(usize::from(n) - 1) + "0",
        });
        for &n in &counts[1..5] {
            out.push_str(["0", "10", "110", "1110", "1111"][usize::from(n)]);
        }
        for &n in &counts[5..7] {
            out.push_str(["0", "10", "11"][usize::from(n)]);
        }
    }
}

/// The bit string of `p`, written naively from the SPEC tables; Mixed Mode when
/// `mixed`, else Normal Mode (which the caller must know the board allows).
fn reference_bits(p: &Position, mixed: bool) -> String {
    let board = *p.numbers();
    let mut out = String::new();
    out.push(if p.turn() == Color::Black { '1' } else { '0' });
    if mixed {
        out.push('1');
        for &n in &board {
            ref_square(&mut out, n, ref_mixed_square);
        }
    } else {
        out.push('0');
        for king in [8i8, -8] {
            let field = board.iter().position(|&n| n == king).map_or(0, |i| i + 1);
            out.push_str(&format!("{field:07b}"));
        }
        for pawn in [1i8, -1] {
            for column in 0..9 {
                let rank = (0..9)
                    .find(|row| board[row * 9 + column] == pawn)
                    .map_or(0, |row| if pawn > 0 { row + 1 } else { 9 - row });
                out.push_str(ref_pawn_code(rank));
            }
        }
        for &n in board.iter().filter(|n| !matches!(n.abs(), 1 | 8)) {
            ref_square(&mut out, n, ref_normal_square);
        }
    }
    ref_hands(p, &mut out);
    out
}

/// Spells bits as letters, padding the last group with the given bits (not
/// necessarily zeros).
fn spell_with_padding(bits: &str, padding: &str) -> String {
    let pad = (6 - bits.len() % 6) % 6;
    let padded = format!("{bits}{}", &padding[..pad]);
    let alphabet = ALPHABET.as_bytes();
    padded
        .as_bytes()
        .chunks(6)
        .map(|g| {
            char::from(alphabet[usize::from(g.iter().fold(0u8, |v, &b| (v << 1) | (b - b'0')))])
        })
        .collect()
}

fn first_bad_byte(s: &str) -> Option<(usize, u8)> {
    s.bytes()
        .enumerate()
        .find(|&(_, b)| !ALPHABET.as_bytes().contains(&b))
}

/// When `s` decodes, its position re-encodes to text that decodes to it again
/// (the canonical form), and that text is no longer than the position needs.
fn check_canonical(result: &Result<Position, DecodeError>) -> Result<(), TestCaseError> {
    if let Ok(p) = result {
        let text = shogi64::encode(p);
        prop_assert_eq!(shogi64::decode(&text), Ok(*p));
        prop_assert_eq!(shogi64::encode(&shogi64::decode(&text).unwrap()), text);
    }
    Ok(())
}

// ---------------------------------------------------------------------------
// Round trips and the mode decision
// ---------------------------------------------------------------------------

proptest! {
    #![proptest_config(cases(400))]

    /// Every API path from a position back to itself, for positions of both modes.
    #[test]
    fn round_trip(p in position()) {
        let text = shogi64::encode(&p);
        let bits = shogi64::encode_bits(&p);
        prop_assert_eq!(shogi64::decode(&text), Ok(p));
        prop_assert_eq!(shogi64::decode::decode_letters(text.as_bytes()), Ok(p));
        prop_assert_eq!(text.parse::<Position>(), Ok(p));
        prop_assert_eq!(p.to_string(), text.clone());
        prop_assert_eq!(shogi64::decode_bits(&bits), Ok(p));
        prop_assert_eq!(shogi64::decode::decode_bit_bytes(bits.as_bytes()), Ok(p));
        prop_assert_eq!(shogi64::spell_bits(&bits), Ok(text.clone()));
        // The letters spell the bits, then fewer than 6 zero padding bits.
        let spelled = shogi64::letters_to_bit_string(&text).unwrap();
        prop_assert!(spelled.starts_with(&bits), "{} does not start with {}", spelled, bits);
        prop_assert!(spelled.len() - bits.len() < 6);
        prop_assert!(spelled[bits.len()..].bytes().all(|b| b == b'0'));
        prop_assert_eq!(text.len(), bits.len().div_ceil(6));
        prop_assert!(bits.len() <= shogi64::bits::MAX_BITS);
        prop_assert!(text.len() <= shogi64::encode::MAX_LETTERS);
    }

    /// The encoder's bits equal a naive encoder written from the SPEC tables, and
    /// the decoder also reads that naive encoder's Mixed-Mode bits for any board
    /// (non-canonical text for boards Normal Mode could write).
    #[test]
    fn bits_match_reference_encoder(p in position()) {
        let mixed = model_needs_mixed(&p);
        prop_assert_eq!(shogi64::encode_bits(&p), reference_bits(&p, mixed));
        let forced_mixed = reference_bits(&p, true);
        prop_assert_eq!(shogi64::decode_bits(&forced_mixed), Ok(p));
        prop_assert_eq!(shogi64::decode(&shogi64::spell_bits(&forced_mixed).unwrap()), Ok(p));
    }

    /// Padding bits that are not zero do not change the decoded position.
    #[test]
    fn nonzero_padding_is_ignored(p in position(), padding in "[01]{6}") {
        let text = spell_with_padding(&shogi64::encode_bits(&p), &padding);
        prop_assert_eq!(shogi64::decode(&text), Ok(p));
    }

    /// The mode decision agrees with the model, and the mode bit records it.
    #[test]
    fn mode_matches_model(p in position()) {
        let model = model_needs_mixed(&p);
        prop_assert_eq!(shogi64::encode::needs_mixed_mode(&p), model);
        let bits = shogi64::encode_bits(&p);
        prop_assert_eq!(bits.as_bytes()[0] == b'1', p.turn() == Color::Black);
        prop_assert_eq!(bits.as_bytes()[1] == b'1', model);
    }

    /// The Normal-Mode strategy really yields Normal Mode, the Mixed-forcing one
    /// really yields Mixed Mode (checks of the strategies and the model alike).
    #[test]
    fn strategies_hit_both_modes(
        normal in position_with(normal_board()),
        mixed in position_with(mixed_board()),
    ) {
        prop_assert!(!model_needs_mixed(&normal));
        prop_assert!(!shogi64::encode::needs_mixed_mode(&normal));
        prop_assert_eq!(shogi64::encode_bits(&normal).as_bytes()[1], b'0');
        prop_assert!(model_needs_mixed(&mixed));
        prop_assert!(shogi64::encode::needs_mixed_mode(&mixed));
        prop_assert_eq!(shogi64::encode_bits(&mixed).as_bytes()[1], b'1');
        prop_assert_eq!(shogi64::decode(&shogi64::encode(&normal)), Ok(normal));
        prop_assert_eq!(shogi64::decode(&shogi64::encode(&mixed)), Ok(mixed));
    }

    /// Each single reason for Mixed Mode, planted on an otherwise Normal board,
    /// is enough.
    #[test]
    fn each_reason_forces_mixed(turn: bool, board in normal_board(), f in forcer(), h1 in hand(), h2 in hand()) {
        let mut board = board;
        apply(&mut board, &f);
        let p = position_from(turn, board, h1, h2);
        prop_assert!(model_needs_mixed(&p), "{:?}", f);
        prop_assert!(shogi64::encode::needs_mixed_mode(&p), "{:?}", f);
        prop_assert_eq!(shogi64::decode(&shogi64::encode(&p)), Ok(p));
    }
}

// ---------------------------------------------------------------------------
// Truncation
// ---------------------------------------------------------------------------

proptest! {
    #![proptest_config(cases(96))]

    /// Every strict, non-empty prefix of a position's bits (or letters) is
    /// reported as truncated at exactly its own length; the empty one as empty.
    #[test]
    fn strict_prefixes_are_truncated(p in position()) {
        let bits = shogi64::encode_bits(&p);
        prop_assert_eq!(shogi64::decode_bits(""), Err(DecodeError::Empty));
        for len in 1..bits.len() {
            match shogi64::decode_bits(&bits[..len]) {
                Err(DecodeError::Truncated { bits: n, .. }) => prop_assert_eq!(n, len),
                other => prop_assert!(false, "prefix of {} of {} bits gave {:?}", len, bits.len(), other),
            }
        }
        let text = shogi64::encode(&p);
        for len in 1..text.len() {
            match shogi64::decode(&text[..len]) {
                Err(DecodeError::Truncated { bits: n, .. }) => prop_assert_eq!(n, len * 6),
                other => prop_assert!(false, "prefix of {} of {} letters gave {:?}", len, text.len(), other),
            }
        }
    }
}

// ---------------------------------------------------------------------------
// Decoding arbitrary input
// ---------------------------------------------------------------------------

proptest! {
    #![proptest_config(cases(512))]

    /// Any Unicode string: no panic; an error at the first byte outside the
    /// alphabet, if any; a canonical position when it decodes.
    #[test]
    fn decode_any_string(s in prop_oneof![any::<String>(), ".{0,200}", "[A-Za-z0-9_=+/-]{0,300}"]) {
        let result = shogi64::decode(&s);
        if s.is_empty() {
            prop_assert_eq!(result, Err(DecodeError::Empty));
        } else if let Some((offset, byte)) = first_bad_byte(&s) {
            prop_assert_eq!(result, Err(DecodeError::InvalidLetter { offset, byte }));
            prop_assert_eq!(shogi64::letters_to_bit_string(&s), Err(DecodeError::InvalidLetter { offset, byte }));
        }
        prop_assert_eq!(shogi64::decode::decode_letters(s.as_bytes()), result);
        check_canonical(&result)?;
    }

    /// Strings of the alphabet, up to 400 letters: no panic, a canonical
    /// position when they decode, the same result through the bits, and
    /// appended letters change nothing once the text decodes.
    #[test]
    fn decode_letters_of_the_alphabet(s in letters(400), tail in letters(200)) {
        let result = shogi64::decode(&s);
        check_canonical(&result)?;
        if s.is_empty() {
            prop_assert_eq!(result, Err(DecodeError::Empty));
            return Ok(());
        }
        let bits = shogi64::letters_to_bit_string(&s).unwrap();
        prop_assert_eq!(bits.len(), s.len() * 6);
        prop_assert_eq!(shogi64::decode_bits(&bits), result);
        prop_assert_eq!(shogi64::spell_bits(&bits), Ok(s.clone()));
        if let Ok(p) = result {
            prop_assert_eq!(shogi64::decode(&format!("{s}{tail}")), Ok(p));
        }
        // A string long enough for any position never runs out.
        if s.len() >= shogi64::encode::MAX_LETTERS {
            prop_assert!(!matches!(result, Err(DecodeError::Truncated { .. })), "{:?}", result);
        }
    }

    /// A valid encoding followed by any letters decodes to the same position.
    #[test]
    fn trailing_letters_are_ignored(p in position(), tail in letters(200)) {
        let text = format!("{}{tail}", shogi64::encode(&p));
        prop_assert_eq!(shogi64::decode(&text), Ok(p));
        prop_assert_eq!(shogi64::decode_bits(&shogi64::letters_to_bit_string(&text).unwrap()), Ok(p));
    }

    /// One character outside the alphabet anywhere makes decoding fail, at its
    /// offset, whether the rest is a valid encoding or random letters.
    #[test]
    fn one_bad_char_is_refused(
        base in prop_oneof![letters(300), position().prop_map(|p| shogi64::encode(&p))],
        tail in letters(100),
        at in any::<prop::sample::Index>(),
        bad in bad_char(),
    ) {
        let s = format!("{base}{tail}");
        let offset = at.index(s.len() + 1);
        let mut with_bad = s.clone();
        with_bad.insert(offset, bad);
        let mut utf8 = [0u8; 4];
        let byte = bad.encode_utf8(&mut utf8).as_bytes()[0];
        let expected = Err(DecodeError::InvalidLetter { offset, byte });
        prop_assert_eq!(shogi64::decode(&with_bad), expected);
        prop_assert_eq!(shogi64::decode::decode_letters(with_bad.as_bytes()), expected);
        prop_assert_eq!(shogi64::letters_to_bit_string(&with_bad), Err(DecodeError::InvalidLetter { offset, byte }));
    }

    /// Arbitrary bit strings: no panic, a canonical position when they decode,
    /// appended bits change nothing once they do.
    #[test]
    fn decode_any_bits(bits in bit_string(1100), tail in bit_string(64)) {
        let result = shogi64::decode_bits(&bits);
        prop_assert_eq!(shogi64::decode::decode_bit_bytes(bits.as_bytes()), result);
        check_canonical(&result)?;
        if bits.is_empty() {
            prop_assert_eq!(result, Err(DecodeError::Empty));
        }
        if let Ok(p) = result {
            prop_assert_eq!(shogi64::decode_bits(&format!("{bits}{tail}")), Ok(p));
        }
        if bits.len() >= shogi64::bits::MAX_BITS {
            prop_assert!(!matches!(result, Err(DecodeError::Truncated { .. })), "{:?}", result);
        }
    }

    /// Any string given as bits: no panic, and an error at the first byte that
    /// is not `0` or `1`.
    #[test]
    fn decode_bits_of_any_string(s in prop_oneof![any::<String>(), "[01]{0,40}[^01][01]{0,40}", "[012 ]{0,100}"]) {
        let result = shogi64::decode_bits(&s);
        if s.is_empty() {
            prop_assert_eq!(result, Err(DecodeError::Empty));
        } else if let Some((offset, byte)) = s.bytes().enumerate().find(|&(_, b)| b != b'0' && b != b'1') {
            prop_assert_eq!(result, Err(DecodeError::InvalidBit { offset, byte }));
        }
        check_canonical(&result)?;
    }

    /// Spelling any string: no panic; Ok exactly for 6 or more `0`/`1`, and
    /// then the letters read back as those bits followed by zero padding.
    #[test]
    fn spell_any_string(s in prop_oneof![any::<String>(), bit_string(400), "[01]{0,20}[^01]?[01]{0,20}"]) {
        let result = shogi64::spell_bits(&s);
        let is_bits = s.len() >= 6 && s.bytes().all(|b| b == b'0' || b == b'1');
        prop_assert_eq!(result.is_ok(), is_bits, "{:?}", result);
        if let Ok(text) = result {
            prop_assert_eq!(text.len(), s.len().div_ceil(6));
            let back = shogi64::letters_to_bit_string(&text).unwrap();
            prop_assert!(back.starts_with(&s));
            prop_assert!(back[s.len()..].bytes().all(|b| b == b'0'));
        }
    }
}

// ---------------------------------------------------------------------------
// Fixed cases at the edges
// ---------------------------------------------------------------------------

/// The longest position: a black pawn on 9一 (forcing Mixed Mode, 2 + 1 bits),
/// every other square a promoted lance (10 + 1 bits), full hands (2 × 37 bits):
/// 959 bits, 160 letters, within the format's bound of 967 bits and 162 letters
/// (which counts 81 eleven-bit squares, impossible since a board of only 10-bit
/// pieces is written in Normal Mode, at 954 bits).
#[test]
fn longest_position() {
    let mut board = [10i8; 81];
    let normal = Position::from_numbers(Color::Black, &board, HAND_MAX, HAND_MAX).unwrap();
    assert_eq!(shogi64::encode_bits(&normal).len(), 954);
    board[0] = 1;
    let p = Position::from_numbers(Color::Black, &board, HAND_MAX, HAND_MAX).unwrap();
    let bits = shogi64::encode_bits(&p);
    assert_eq!(bits.len(), 959);
    assert!(bits.len() <= shogi64::bits::MAX_BITS);
    assert_eq!(shogi64::encode(&p).len(), 160);
    assert!(shogi64::encode(&p).len() <= shogi64::encode::MAX_LETTERS);
    assert_eq!(shogi64::decode(&shogi64::encode(&p)), Ok(p));
    assert_eq!(shogi64::decode_bits(&bits), Ok(p));
    assert_eq!(bits, reference_bits(&p, true));
}

/// The shortest position: an empty board in Normal Mode, empty hands.
#[test]
fn shortest_position() {
    let p = Position::empty();
    let bits = shogi64::encode_bits(&p);
    assert_eq!(bits, reference_bits(&p, false));
    assert_eq!(bits.len(), 2 + 14 + 18 * 3 + 81 + 2 * (2 + 4 + 2));
    assert_eq!(shogi64::decode(&shogi64::encode(&p)), Ok(p));
}

/// A king on 9一 (index 0) is read back (shogi64.js could not).
#[test]
fn king_on_first_square() {
    for n in [8i8, -8] {
        let mut board = [0i8; 81];
        board[0] = n;
        let p = Position::from_numbers(Color::White, &board, [0; 7], [0; 7]).unwrap();
        assert!(!shogi64::encode::needs_mixed_mode(&p));
        assert_eq!(shogi64::decode(&shogi64::encode(&p)), Ok(p));
    }
}

/// The initial position, through the reference encoder.
#[test]
fn initial_position_reference() {
    let p = Position::initial();
    assert_eq!(shogi64::encode_bits(&p), reference_bits(&p, false));
    assert_eq!(
        spell_with_padding(&reference_bits(&p, false), "000000"),
        "poUAACMaqtYhwHgAAAAPQdTnd3vMgAA"
    );
}

// ---------------------------------------------------------------------------
// The shim's byte board
// ---------------------------------------------------------------------------

/// A board value as the JavaScript shim hands it over: itself when it is an
/// integer from −127 to 127, −128 for anything else.
fn small(v: f64) -> i8 {
    if v.fract() == 0.0 && (-127.0..=127.0).contains(&v) {
        v as i8
    } else {
        i8::MIN
    }
}

/// A value a JavaScript board might hold, mostly valid.
fn board_value() -> impl Strategy<Value = f64> {
    prop_oneof![
        8 => (-14i8..=14).prop_map(f64::from),
        1 => (-200i32..200).prop_map(f64::from),
        1 => select(vec![f64::NAN, 0.5, -1.5, 1e9, -129.0, 128.0, -128.0, f64::INFINITY, -0.0]),
    ]
}

proptest! {
    #![proptest_config(cases(2000))]

    /// `LooseBoard::Small` accepts exactly what `LooseBoard::Values` accepts,
    /// gives the same position, and blames the same square.
    #[test]
    fn byte_board_judged_as_float_board(values in proptest::collection::vec(board_value(), 81)) {
        use loose::{from_loose, Loose, LooseBoard, LooseHand};
        use shogi64::PositionError;
        let bytes: Vec<i8> = values.iter().map(|&v| small(v)).collect();
        let hand = Some(LooseHand { counts: [0.0; 7], other_keys: false });
        let loose = |board| Loose { object: true, turn: Some(true), board, hands: Some([hand, hand]) };
        let floats = from_loose(&loose(LooseBoard::Values(&values)));
        let small = from_loose(&loose(LooseBoard::Small(&bytes)));
        match (floats, small) {
            (Ok(a), Ok(b)) => prop_assert_eq!(a, b),
            (
                Err(PositionError::Square { index: a, .. }),
                Err(PositionError::Square { index: b, .. }),
            ) => prop_assert_eq!(a, b),
            (a, b) => prop_assert!(false, "{a:?} against {b:?}"),
        }
    }
}
