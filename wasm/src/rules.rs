//! The legal-move exports of the binding (the `rules` feature).
//!
//! A position crosses in through the codec's buffers and becomes the rules
//! board kept here between calls ([`rules_load`]); USI moves come in one by
//! one through the text buffer ([`rules_play`]), so that each element of a
//! JavaScript array is one move whatever it holds; the board goes back out
//! through the decoded-position buffer ([`rules_store`]). Every rule stays in
//! the core: the shim copies values and words the error codes
//! ([`crate::error_code`], codes 80 and up).

use super::formats::{sfen_error_code, text_in};
use super::{error_code, with_engine, Engine};
use crate::buffers::{position_in, Packed};
use crate::contract::code;
#[cfg(feature = "notation")]
use shogi64::MoveList;
use shogi64::UsiError;
use shogi64::{Board, Color, IllegalMove, Kind, Move, Position, SetupError, Sq};

use crate::contract::MAX_MOVES;
// The contract's number is the core's.
const _: () = assert!(MAX_MOVES == shogi64::MAX_MOVES && MAX_MOVES * 6 <= crate::contract::OUTPUT);

/// The rules' state between calls: the board moves are played on, and the
/// position it was loaded from.
pub(crate) struct Rules {
    board: Option<Board>,
    /// The buffers `board` was built from, while it is still that board (no
    /// move played on it): loading the same bytes again keeps it.
    loaded: Option<Packed>,
    start: Position,
    /// A list of moves kept from call to call (the notation's scratch, a
    /// record's branches): clearing one on each call cost more than
    /// generating the moves.
    #[cfg(feature = "notation")]
    moves: Option<MoveList>,
    /// The sort keys of the last [`legal_moves`], in order: the shim keeps
    /// the string of each key it has met, and reads a move's text only once.
    sorted: [u32; MAX_MOVES],
}

impl Rules {
    pub(crate) const fn new() -> Rules {
        Rules {
            board: None,
            loaded: None,
            start: Position::empty(),
            #[cfg(feature = "notation")]
            moves: None,
            sorted: [0; MAX_MOVES],
        }
    }
}

impl Engine {
    /// Runs `f`; on failure records the error words and returns −1.
    fn run_rules(&mut self, f: impl FnOnce(&mut Engine) -> Result<i32, [u32; 4]>) -> i32 {
        match f(self) {
            Ok(n) => n,
            Err(words) => {
                self.fail(words);
                -1
            }
        }
    }
}

/// The error words of a position the rules board refuses.
pub fn setup_error_code(e: SetupError) -> [u32; 4] {
    match shogi64::__binding::two_kings(e) {
        Some((color, sq)) => [code::TWO_KINGS, sq.index() as u32, color as u32, 0],
        None => [code::OPPONENT_IN_CHECK, 0, 0, 0],
    }
}

/// The error words of a text that is not a USI move: `c` is what was
/// expected (`UsiExpected` in declaration order, from 0) + 8 × the byte
/// offset in the move where it was not found.
pub fn usi_error_code(e: UsiError) -> [u32; 4] {
    let expected = shogi64::__binding::usi_expected_number(e.expected);
    [
        code::BAD_USI_MOVE,
        0,
        0,
        expected | (e.offset.min(0xffff) as u32) << 3,
    ]
}

/// The error words of an illegal move: `c` is the reason (see the table of
/// [`crate::error_code`]) + 16 × the moving or dropped kind's number + 256 ×
/// the blocking square's index + 65536 × the origin's + 2²⁴ × the
/// destination's (indexes as in a position's board; a drop's origin is its
/// destination).
pub fn illegal_move_code(e: IllegalMove) -> [u32; 4] {
    let (reason, kind, at) = shogi64::__binding::illegal_reason_parts(e.reason);
    let index = |sq: Option<Sq>| sq.map_or(0, |s| s.index() as u32);
    let to = e.mv.to();
    let from = e.mv.from().unwrap_or(to);
    let detail = reason
        | u32::from(kind.map_or(0, Kind::number)) << 4
        | index(at) << 8
        | index(Some(from)) << 16
        | index(Some(to)) << 24;
    [code::ILLEGAL_MOVE, 0, 0, detail]
}

/// A USI move from bytes, or its error's words.
pub(crate) fn usi(text: &[u8]) -> Result<Move, [u32; 4]> {
    Move::from_usi(text).map_err(usi_error_code)
}

/// Reads one USI move and plays it on `board`.
pub(crate) fn play(board: &mut Board, text: &[u8]) -> Result<(), [u32; 4]> {
    board.play(usi(text)?).map_err(illegal_move_code)?;
    Ok(())
}

/// The loaded board, about to have a move played on it: it is then no
/// longer the board of the bytes it was built from.
#[cfg(feature = "notation")]
pub(crate) fn played(io: &mut Engine) -> Result<&mut Board, [u32; 4]> {
    io.rules.loaded = None;
    loaded(io)
}

/// The board loaded last, or the code of a position refused (never reached:
/// the shim loads before it asks).
pub(crate) fn loaded(io: &mut Engine) -> Result<&mut Board, [u32; 4]> {
    io.rules
        .board
        .as_mut()
        .ok_or([code::NOT_AN_OBJECT, 0, 0, 0])
}

/// [`Engine::rules_load`] on the module's engine.
#[no_mangle]
pub extern "C" fn rules_load() -> i32 {
    with_engine(|e| e.rules_load())
}

/// [`rules_load`]'s work. Each value is built where it is kept: a board
/// moved through a tuple or a `Result` is copied each time, and a copy is
/// a call out of the module in some engines.
pub(crate) fn load(io: &mut Engine) -> Result<(), [u32; 4]> {
    let packed = Packed::of(&io.position, &io.board);
    if io.rules.loaded.is_some_and(|l| l.same(&packed)) && io.rules.board.is_some() {
        return Ok(());
    }
    io.rules.loaded = None;
    let p = position_in(&io.position, &io.board).map_err(|e| error_code(&e.into()))?;
    match io.rules.board.as_mut() {
        Some(board) => {
            if let Err(e) = board.set_position(&p) {
                io.rules.board = None;
                return Err(setup_error_code(e));
            }
        }
        None => io.rules.board = Some(Board::from_position(&p).map_err(setup_error_code)?),
    }
    io.rules.start = p;
    io.rules.loaded = Some(packed);
    Ok(())
}

/// [`Engine::rules_play`] on the module's engine.
#[no_mangle]
pub extern "C" fn rules_play(len: usize) -> i32 {
    with_engine(|e| e.rules_play(len))
}

/// [`Engine::rules_store`] on the module's engine.
#[no_mangle]
pub extern "C" fn rules_store() -> i32 {
    with_engine(|e| e.rules_store())
}

/// [`Engine::rules_start_usi`] on the module's engine.
#[no_mangle]
pub extern "C" fn rules_start_usi(move_number: u32) -> i32 {
    with_engine(|e| e.rules_start_usi(move_number))
}

/// The sort key of a move in the documented order: board moves by origin,
/// then destination (squares in the order of a position's board: rank 一 to
/// 九, file 9 to 1 within a rank), without promotion before with; then drops
/// by kind R B G S N L P, then square. Keys are dense, below 81 × 162 + 7 ×
/// 81 (one for each origin, destination and promotion, then one for each
/// kind and square of a drop), so that the shim indexes its strings with
/// them as they are. The core writes the keys of a whole list of legal moves
/// itself, in order ([`shogi64::__binding::sorted_legal_keys`]); this is for
/// the other lists.
#[cfg(feature = "kifu")]
fn order_key(mv: Move) -> u32 {
    let key = match mv {
        Move::Board { from, to, promote } => {
            from.index() * 162 + to.index() * 2 + usize::from(promote)
        }
        Move::Drop { kind, to } => {
            81 * 162 + usize::from(7 - kind.number().min(7)) * 81 + to.index()
        }
    };
    key as u32
}

/// The USI text of a square: file digit, rank letter.
fn square_text(i: u32) -> [u8; 2] {
    [b'9' - (i % 9) as u8, b'a' + (i / 9 % 9) as u8]
}

/// Writes the USI text of the move of sort key `key` into the six bytes at
/// `at`, its length in the sixth.
fn write_key(key: u32, out: &mut [u8], at: usize) {
    let mut text = [4; 6];
    if key < 81 * 162 {
        let [a, b] = square_text(key / 162);
        let [c, d] = square_text(key % 162 / 2);
        text[..4].copy_from_slice(&[a, b, c, d]);
        if key & 1 == 1 {
            text[4] = b'+';
            text[5] = 5;
        }
    } else {
        let drop = key - 81 * 162;
        let [c, d] = square_text(drop % 81);
        let letter = b"RBGSNLP"
            .get((drop / 81) as usize)
            .copied()
            .unwrap_or(b'P');
        text[..4].copy_from_slice(&[letter, b'*', c, d]);
    }
    if let Some(dst) = out.get_mut(at..at + 6) {
        dst.copy_from_slice(&text);
    }
}

/// [`Engine::legal_move_text`] on the module's engine.
#[no_mangle]
pub extern "C" fn legal_move_text(i: usize) -> i32 {
    with_engine(|e| e.legal_move_text(i))
}

/// [`Engine::legal_move_keys`] on the module's engine.
#[no_mangle]
pub extern "C" fn legal_move_keys() -> *const u32 {
    with_engine(|e| e.legal_move_keys())
}

/// [`Engine::legal_moves`] on the module's engine.
#[no_mangle]
pub extern "C" fn legal_moves() -> i32 {
    with_engine(|e| e.legal_moves())
}

/// [`Engine::load_legal_moves`] on the module's engine.
#[no_mangle]
pub extern "C" fn load_legal_moves() -> i32 {
    with_engine(|e| e.load_legal_moves())
}

/// [`legal_moves`]' work.
fn sorted_moves(rules: &mut Rules) -> Result<i32, [u32; 4]> {
    let board = rules.board.as_ref().ok_or([code::NOT_AN_OBJECT, 0, 0, 0])?;
    Ok(shogi64::__binding::sorted_legal_keys(board, &mut rules.sorted) as i32)
}

impl Rules {
    /// The loaded board and the list of moves kept from call to call.
    #[cfg(feature = "notation")]
    pub(crate) fn board_and_list(&mut self) -> Result<(&Board, &mut MoveList), [u32; 4]> {
        let board = self.board.as_ref().ok_or([code::NOT_AN_OBJECT, 0, 0, 0])?;
        Ok((board, self.moves.get_or_insert_with(MoveList::new)))
    }

    /// The list of moves kept from call to call, for a caller to fill
    /// before [`Rules::keys_listed`] or for its own use.
    #[cfg(feature = "kifu")]
    pub(crate) fn list(&mut self) -> &mut MoveList {
        self.moves.get_or_insert_with(MoveList::new)
    }

    /// Writes the sort keys of `board`'s legal moves, in the order of
    /// [`order_key`], to [`legal_move_keys`]; returns how many there are.
    /// The core makes them in that order: no list, no sort.
    #[cfg(feature = "kifu")]
    pub(crate) fn keys_of(&mut self, board: &Board) -> i32 {
        shogi64::__binding::sorted_legal_keys(board, &mut self.sorted) as i32
    }

    /// Writes the sort keys of `board`'s legal moves from the square of
    /// board index `n`, or of its drops of the kind of number `n` − 81, in the
    /// order of [`order_key`], to [`legal_move_keys`]; returns how many there
    /// are (none for a number that is neither). Those of all its moves in
    /// a row.
    #[cfg(feature = "kifu")]
    pub(crate) fn keys_from(&mut self, board: &Board, n: usize) -> i32 {
        let (low, len) = match Sq::from_index(n) {
            Some(sq) => (sq.index() * 162, 162),
            None => match Kind::from_number(n.wrapping_sub(81) as u8)
                .filter(|k| k.hand_slot().is_some())
            {
                Some(k) => (81 * 162 + usize::from(7 - k.number().min(7)) * 81, 81),
                None => return 0,
            },
        };
        let count = shogi64::__binding::sorted_legal_keys(board, &mut self.sorted);
        let mut kept = 0;
        for i in 0..count {
            let Some(&k) = self.sorted.get(i) else {
                break;
            };
            if (k as usize).wrapping_sub(low) < len {
                if let Some(slot) = self.sorted.get_mut(kept) {
                    *slot = k;
                }
                kept += 1;
            }
        }
        kept as i32
    }

    /// Writes the sort keys of the moves listed, in the list's order, to
    /// [`legal_move_keys`]; returns how many there are.
    #[cfg(feature = "kifu")]
    pub(crate) fn keys_listed(&mut self) -> i32 {
        let Some(moves) = self.moves.as_ref() else {
            return 0;
        };
        for (slot, &mv) in self.sorted.iter_mut().zip(moves.iter()) {
            *slot = order_key(mv);
        }
        moves.len().min(self.sorted.len()) as i32
    }
}

/// [`Engine::is_check`] on the module's engine.
#[no_mangle]
pub extern "C" fn is_check() -> i32 {
    with_engine(|e| e.is_check())
}

/// [`Engine::jishogi_points`] on the module's engine.
#[no_mangle]
pub extern "C" fn jishogi_points() -> i32 {
    with_engine(|e| e.jishogi_points())
}

/// [`Engine::is_checkmate`] on the module's engine.
#[no_mangle]
pub extern "C" fn is_checkmate() -> i32 {
    with_engine(|e| e.is_checkmate())
}

/// [`Engine::perft`] on the module's engine.
#[no_mangle]
pub extern "C" fn perft(depth: f64) -> f64 {
    with_engine(|e| e.perft(depth))
}

/// [`Engine::from_usi`] on the module's engine.
#[no_mangle]
pub extern "C" fn from_usi(len: usize) -> i32 {
    with_engine(|e| e.from_usi(len))
}

/// The error words of a hand that holds more than a position can, after
/// ply `plies`: `[HAND_OVERFLOW, plies, count + 256 × the most, kind + 256 ×
/// colour]`.
pub(crate) fn overflow(board: &Board, plies: u32) -> [u32; 4] {
    let (color, kind, count, max) = match board.hand_overflow() {
        Some(e) => (e.color, e.kind, e.count, e.max),
        None => (Color::Black, Kind::Pawn, 0, 0),
    };
    [
        code::HAND_OVERFLOW,
        plies,
        u32::from(count) | u32::from(max) << 8,
        u32::from(kind.number()) | (color as u32) << 8,
    ]
}

/// A USI position read: the start, its move number, and the text of its
/// moves with that text's byte offset.
pub(crate) type UsiParts<'a> = (Position, u32, Option<(usize, &'a str)>);

/// The start of a USI position and its moves' text with its byte offset.
pub(crate) fn split_usi(text: &str) -> Result<UsiParts<'_>, [u32; 4]> {
    // Byte by byte: ASCII white space and `position` are single bytes, so
    // `skip` is always a character boundary.
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() && bytes[i].is_ascii_whitespace() {
        i += 1;
    }
    let skip = match bytes.get(i..i + 9) {
        Some([b'p', b'o', b's', b'i', b't', b'i', b'o', b'n', c]) if c.is_ascii_whitespace() => {
            i + 8
        }
        _ => 0,
    };
    let rest = text.get(skip..).unwrap_or_default();
    let e = match shogi64::parse_sfen(rest) {
        Ok((p, n)) => return Ok((p, n, None)),
        Err(shogi64::SfenError::Moves { column }) => {
            // Columns count characters; everything before `moves` was read
            // as SFEN, which is ASCII, so they are bytes too.
            let at = column.saturating_sub(1);
            let head = rest.get(..at).unwrap_or_default();
            match shogi64::parse_sfen(head) {
                Ok((p, n)) => {
                    let moves = rest.get(at + 5..).unwrap_or_default();
                    return Ok((p, n, Some((skip + at + 5, moves))));
                }
                Err(e) => e,
            }
        }
        Err(e) => e,
    };
    Err(shift_columns(sfen_error_code(e), skip as u32))
}

/// Each move of a USI position's moves text (`split_usi`'s third part), in
/// turn: `f` gets its bytes and a function that places error words on it
/// (`b` its ply, 1 for the first; `c` its byte offset + 65536 × its length in
/// the whole text). Returns how many moves there were.
pub(crate) fn each_usi_move(
    moves: Option<(usize, &str)>,
    mut f: impl FnMut(&[u8], &dyn Fn([u32; 4]) -> [u32; 4]) -> Result<(), [u32; 4]>,
) -> Result<u32, [u32; 4]> {
    let mut plies = 0u32;
    if let Some((at, moves)) = moves {
        let mut offset = at;
        for token in moves.split(|c: char| c.is_ascii_whitespace()) {
            let start = offset;
            offset += token.len() + 1;
            if token.is_empty() {
                continue;
            }
            plies += 1;
            let span = (start.min(0xffff) | token.len().min(0xffff) << 16) as u32;
            f(token.as_bytes(), &|[c, _, _, d]| [c, plies, span, d])?;
        }
    }
    Ok(plies)
}

/// SFEN error words with their column (in `a`) moved by `by` characters.
fn shift_columns(mut words: [u32; 4], by: u32) -> [u32; 4] {
    let has_column = matches!(
        words[0],
        code::SFEN_PIECE_LETTER
            | code::SFEN_ZERO_EMPTY
            | code::SFEN_CANNOT_PROMOTE
            | code::SFEN_LONE_PLUS
            | code::SFEN_SIDE
            | code::SFEN_HAND_LETTER
            | code::SFEN_HAND_COUNT_FORM
            | code::SFEN_HAND_COUNT_ALONE
            | code::SFEN_HAND_DUPLICATE
            | code::SFEN_MOVE_NUMBER
            | code::SFEN_MOVES
            | code::SFEN_TRAILING
    );
    if has_column {
        words[1] += by;
    }
    words
}

/// Writes the USI text of `mv` to `out` and returns its length (for the
/// moves read from Japanese text, the mate solver's line and an engine's).
pub(crate) fn write_usi(mv: Move, out: &mut [u8]) -> usize {
    let square = |sq: Sq| [b'0' + sq.file(), b'a' + sq.rank() - 1];
    let mut text = [0u8; 5];
    let n = match mv {
        Move::Board { from, to, promote } => {
            text[..2].copy_from_slice(&square(from));
            text[2..4].copy_from_slice(&square(to));
            if promote {
                text[4] = b'+';
                5
            } else {
                4
            }
        }
        Move::Drop { kind, to } => {
            text[0] = b"PLNSGBR"
                .get(usize::from(kind.number().max(1)) - 1)
                .copied()
                .unwrap_or(b'P');
            text[1] = b'*';
            text[2..4].copy_from_slice(&square(to));
            4
        }
    };
    crate::put(out, text.get(..n).unwrap_or_default())
}

impl Engine {
    /// Makes the position in the position buffers the board that the other
    /// exports work on. The same bytes as the last load, with no move played
    /// since, keep the board already built.
    pub fn rules_load(&mut self) -> i32 {
        self.run_rules(|io| load(io).map(|()| 0))
    }

    /// Plays the USI move in the first `len` bytes of the text buffer on the
    /// loaded board; a move that is not USI or not legal leaves it as it was.
    pub fn rules_play(&mut self, len: usize) -> i32 {
        self.run_rules(|io| {
            // The board is about to differ from the bytes it was built from.
            io.rules.loaded = None;
            let text = io.text.bytes(len);
            let board = io
                .rules
                .board
                .as_mut()
                .ok_or([code::NOT_AN_OBJECT, 0, 0, 0])?;
            play(board, text)?;
            Ok(0)
        })
    }

    /// Writes the loaded board to the decoded-position buffer.
    pub fn rules_store(&mut self) -> i32 {
        self.run_rules(|io| {
            let board = loaded(io)?;
            let p = board.try_to_position().ok_or_else(|| overflow(board, 0))?;
            io.decoded_position = p;
            Ok(0)
        })
    }

    /// Writes `position sfen …` of the position last loaded, with `move_number`,
    /// to the output buffer; the shim appends the moves it played.
    pub fn rules_start_usi(&mut self, move_number: u32) -> i32 {
        const HEAD: &[u8] = b"position sfen ";
        let (head, rest) = self.output.split_at_mut(HEAD.len());
        head.copy_from_slice(HEAD);
        (HEAD.len() + shogi64::write_sfen(&self.rules.start, move_number.max(1), rest)) as i32
    }

    /// Writes the USI text of move `i` of the last [`legal_moves`] to the start
    /// of the output buffer; returns its length in bytes.
    pub fn legal_move_text(&mut self, i: usize) -> i32 {
        let key = self.rules.sorted.get(i).copied().unwrap_or(0);
        write_key(key, &mut self.output, 0);
        self.output.get(5).map_or(0, |&n| i32::from(n))
    }

    /// Where the sort keys of the last [`legal_moves`] start (`u32`, as many as it returned).
    pub fn legal_move_keys(&mut self) -> *const u32 {
        self.rules.sorted.as_ptr()
    }

    /// Writes the sort keys of the legal moves of the loaded board, in the order
    /// of [`order_key`], to [`legal_move_keys`]; returns how many there are. The
    /// text of a move is asked for with [`legal_move_text`], only for the keys
    /// the shim has not met yet.
    pub fn legal_moves(&mut self) -> i32 {
        self.run_rules(|io| sorted_moves(&mut io.rules))
    }

    /// [`rules_load`] and [`legal_moves`] in one call, as the shim's
    /// `legalMoves` makes them: the position in the position buffers is loaded
    /// and the sort keys of its legal moves written. Returns how many there
    /// are, or −1 with the error of a position refused.
    pub fn load_legal_moves(&mut self) -> i32 {
        self.run_rules(|io| {
            load(io)?;
            sorted_moves(&mut io.rules)
        })
    }

    /// 1 when the side to move's king is attacked in the position in the
    /// position buffers, 0 when not. Any valid position is answered, also one
    /// the rules board refuses.
    pub fn is_check(&mut self) -> i32 {
        self.run_rules(|io| {
            let p = position_in(&io.position, &io.board).map_err(|e| error_code(&e.into()))?;
            Ok(i32::from(shogi64::in_check(&p)))
        })
    }

    /// The points of the declaration rule (入玉宣言) of the position in the
    /// position buffers, black's + 65536 × white's ([`shogi64::jishogi_points`]).
    /// Any valid position is answered, also one the rules board refuses.
    pub fn jishogi_points(&mut self) -> i32 {
        self.run_rules(|io| {
            let p = position_in(&io.position, &io.board).map_err(|e| error_code(&e.into()))?;
            let (black, white) = shogi64::jishogi_points(&p);
            // A board holds at most 81 pieces and a hand 38: both fit in 15 bits.
            Ok((black.min(0x7fff) | white.min(0x7fff) << 16) as i32)
        })
    }

    /// 1 when the loaded board is checkmate, 0 when not.
    pub fn is_checkmate(&mut self) -> i32 {
        self.run_rules(|io| Ok(i32::from(loaded(io)?.is_checkmate())))
    }

    /// The perft count of the loaded board to `depth` (an integer from 0 to
    /// 64), or −1 with the error set.
    pub fn perft(&mut self, depth: f64) -> f64 {
        if !(0.0..=64.0).contains(&depth) || f64::from(depth as u32) != depth {
            self.fail([code::PERFT_DEPTH, 0, 0, 0]);
            return -1.0;
        }
        match self.rules.board.as_ref() {
            Some(board) => board.perft(depth as u32) as f64,
            None => -1.0,
        }
    }

    /// Reads the USI position in the text buffer (`[position] startpos|sfen …
    /// [moves …]`, or a bare SFEN), plays its moves, and writes the position
    /// reached to the decoded buffer and the move number (the start's plus the
    /// moves played) to the first slot of the results buffer. A failing move
    /// gives `a` its ply (1 for the first) and `b` its byte offset + 65536 × its
    /// length in the text; SFEN errors have their columns counted in the whole text.
    pub fn from_usi(&mut self, len: usize) -> i32 {
        self.run_rules(|io| {
            let text = text_in(&io.text, len);
            let (p, number, moves) = split_usi(text)?;
            let mut board = Board::from_position(&p).map_err(setup_error_code)?;
            let plies = each_usi_move(moves, |token, placed| {
                play(&mut board, token).map_err(placed)
            })?;
            let reached = board
                .try_to_position()
                .ok_or_else(|| overflow(&board, plies))?;
            io.decoded_position = reached;
            io.results[0] = f64::from(number) + f64::from(plies);
            Ok(0)
        })
    }
}
