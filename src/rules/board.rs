//! The board the rules work on: state, conversion from and to `Position`, playing a move.
//!
//! Cells: the padded one-dimensional board of seed 001 (square of file `f`,
//! rank `r` at `(r - 1) * 10 + (9 - f)`, the tenth column a padding column)
//! shifted by two rows into an array of 128 cells whose other cells are walls.
//! A step off the left or right edge lands on the padding column, a step or a
//! knight's jump off the top or bottom on a wall row, so every walk stops on a
//! wall without a bounds test; and indexing with `& 127` cannot leave the
//! array, so no access can panic even for a move that was never generated.

use super::attacks::attacked;
use super::cellset::CellSet;
use super::movegen::Sink;
use super::{HandOverflow, IllegalMove, Move, MoveList, SetupError, Sq};
use crate::{Color, Hand, Kind, Piece, Position};

/// Number of cells of the array holding the board.
pub(crate) const CELLS: usize = 128;
/// Mask that keeps any index inside the array.
pub(crate) const CELL_MASK: usize = CELLS - 1;
/// Cell of the padded index 0 (square 9一).
pub(crate) const OFF: usize = 20;
/// An empty cell.
pub(crate) const EMPTY: u8 = 0;
/// A cell off the board: both colour bits set, so it is never "not own" for
/// either side and stops every walk.
pub(crate) const WALL: u8 = BLACK_BIT | WHITE_BIT;
const BLACK_BIT: u8 = 16;
const WHITE_BIT: u8 = 32;
/// Low bits of a cell code: the kind number.
pub(crate) const KIND_MASK: u8 = 15;

/// The board's cells.
pub(crate) type Cells = [u8; CELLS];

/// The cell code of a piece: the kind number and the colour's bit.
pub(crate) const fn code_of(color: Color, kind: u8) -> u8 {
    kind | color_bit(color)
}

/// The bit every cell code of `color` has.
pub(crate) const fn color_bit(color: Color) -> u8 {
    match color {
        Color::Black => BLACK_BIT,
        Color::White => WHITE_BIT,
    }
}

/// The cell of a `Position` index.
pub(crate) const fn cell_of_index(i: usize) -> usize {
    i / 9 * 10 + i % 9 + OFF
}

/// The cell code of each piece number as a byte (index = the number as
/// `u8`: black's 1..=14, white's 242..=255), 0 for an empty square or a
/// number no piece has.
const CODE_OF_NUMBER: [u8; 256] = {
    let mut t = [EMPTY; 256];
    let mut k = 1;
    while k <= 14 {
        t[k] = code_of(Color::Black, k as u8);
        t[256 - k] = code_of(Color::White, k as u8);
        k += 1;
    }
    t
};

/// The lowest bit of each byte of a word.
const LOW_BITS: u64 = 0x0101_0101_0101_0101;

/// The lowest bits of the eight bytes of `w` (each 0 or 1), gathered into
/// the low eight bits, byte `i`'s as bit `i`.
#[inline]
const fn gather_bytes(w: u64) -> u64 {
    w.wrapping_mul(0x0102_0408_1020_4080) >> 56
}

/// The cells of an empty board: walls around the 81 empty cells.
const EMPTY_CELLS: Cells = {
    let mut cells = [WALL; CELLS];
    let mut i = 0;
    while i < 81 {
        cells[cell_of_index(i)] = EMPTY;
        i += 1;
    }
    cells
};

/// The cell of a square.
pub(crate) const fn cell(sq: Sq) -> usize {
    sq.padded() + OFF
}

/// The square of a cell known to be on the board.
pub(crate) const fn sq_of(cell: usize) -> Sq {
    Sq::from_padded(cell - OFF)
}

/// The file column (0 for file 9 … 8 for file 1) of a cell.
pub(crate) const fn column(cell: usize) -> usize {
    (cell - OFF) % 10
}

/// The rank, 1..=9, of a cell on the board.
pub(crate) const fn rank_of(cell: usize) -> u8 {
    ((cell - OFF) / 10 + 1) as u8
}

/// The bits of the 81 cells on the board.
pub(crate) const ON_BOARD: CellSet = {
    let mut m = CellSet::EMPTY;
    let mut i = 0;
    while i < 81 {
        m = m.with(cell_of_index(i));
        i += 1;
    }
    m
};

/// Bits, by kind number, of the kinds with a long-range move.
const SLIDER_KINDS: u16 = 1 << 2 | 1 << 6 | 1 << 7 | 1 << 13 | 1 << 14;

/// The kind number a kind promotes to, or 0 (index = kind number).
pub(crate) const PROMOTED: [u8; 16] = [0, 9, 10, 11, 12, 0, 13, 14, 0, 0, 0, 0, 0, 0, 0, 0];
/// The kind number a captured piece goes to the hand as (index = kind number; 0 for the king).
const UNPROMOTED: [u8; 16] = [0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 6, 7, 0];

/// Final mixing step of splitmix64: a cheap bijection that spreads every input bit.
const fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// Key of a piece code on a cell. Computed rather than tabled: a table of
/// random numbers does not compress and the wasm is shipped gzipped.
const fn square_key(code: u8, cell: usize) -> u64 {
    mix(((code as u64) << 8) | cell as u64)
}

/// Key added once per piece of a kind (index = kind number) in a colour's hand.
/// Additive rather than xor-ed per count, so any count has a key.
const HAND_KEYS: [[u64; 8]; 2] = {
    let mut t = [[0u64; 8]; 2];
    let mut k = 1;
    while k < 8 {
        t[0][k] = mix(0x1_0000 | k as u64);
        t[1][k] = mix(0x2_0000 | k as u64);
        k += 1;
    }
    t
};

const WHITE_TO_MOVE: u64 = mix(0x3_0000);

/// The most of each kind, pawn to rook, a position's hand holds: the
/// standard set of the kind, both sides together.
pub(crate) const HAND_MAX: [u8; 7] = [18, 4, 4, 4, 4, 2, 2];

/// A position as the rules keep it: the padded one-dimensional board, both
/// hands, the side to move, the kings' cells, the count of each side's
/// unpromoted pawns per file and a Zobrist key, all kept incrementally.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub(crate) cells: Cells,
    /// Occupied cells of each colour.
    pub(crate) occupied: [CellSet; 2],
    /// Cells of each colour's long-range pieces (lance, bishop, rook, horse, dragon).
    pub(crate) sliders: [CellSet; 2],
    /// Hand counts of each colour, indexed by kind number 1..=7.
    pub(crate) hands: [[u8; 8]; 2],
    /// The king's cell of each colour, 0 for none.
    pub(crate) kings: [usize; 2],
    /// Unpromoted pawns of each colour on each file column: more than one
    /// only on a board that already had 二歩 when it was set up.
    pub(crate) pawns: [[u8; 9]; 2],
    pub(crate) turn: Color,
    squares_key: u64,
    hands_key: u64,
}

impl Board {
    fn empty(turn: Color) -> Board {
        Board {
            cells: EMPTY_CELLS,
            occupied: [CellSet::EMPTY; 2],
            sliders: [CellSet::EMPTY; 2],
            hands: [[0; 8]; 2],
            kings: [0; 2],
            pawns: [[0; 9]; 2],
            turn,
            squares_key: 0,
            hands_key: 0,
        }
    }

    /// Puts a piece on an empty cell.
    #[inline]
    pub(crate) fn put(&mut self, c: usize, code: u8) {
        let c = c & CELL_MASK;
        let color = (code >> 5) as usize & 1;
        self.cells[c] = code;
        self.occupied[color].insert(c);
        if SLIDER_KINDS >> (code & KIND_MASK) & 1 != 0 {
            self.sliders[color].insert(c);
        }
        self.squares_key ^= square_key(code, c);
        match code & KIND_MASK {
            1 => self.pawns[color][column(c) % 9] += 1,
            8 => self.kings[color] = c,
            _ => {}
        }
    }

    /// Takes the piece off an occupied cell, and returns its code.
    #[inline]
    pub(crate) fn remove(&mut self, c: usize) -> u8 {
        let c = c & CELL_MASK;
        let code = self.cells[c];
        let color = (code >> 5) as usize & 1;
        self.cells[c] = EMPTY;
        self.occupied[color].remove(c);
        self.sliders[color].remove(c);
        self.squares_key ^= square_key(code, c);
        match code & KIND_MASK {
            1 => {
                let n = &mut self.pawns[color][column(c) % 9];
                *n = n.saturating_sub(1);
            }
            8 if self.kings[color] == c => self.kings[color] = 0,
            _ => {}
        }
        code
    }

    #[inline]
    fn add_to_hand(&mut self, color: Color, kind: u8) {
        let k = kind as usize & 7;
        let n = &mut self.hands[color as usize][k];
        *n = n.saturating_add(1);
        self.hands_key = self.hands_key.wrapping_add(HAND_KEYS[color as usize][k]);
    }

    #[inline]
    fn take_from_hand(&mut self, color: Color, kind: u8) {
        let k = kind as usize & 7;
        let n = &mut self.hands[color as usize][k];
        *n = n.saturating_sub(1);
        self.hands_key = self.hands_key.wrapping_sub(HAND_KEYS[color as usize][k]);
    }

    /// Whether `color` has an unpromoted pawn on file column `col` (0 for
    /// file 9): 二歩, a second one dropped there, is forbidden.
    #[inline]
    pub(crate) fn pawn_on_file(&self, color: Color, col: usize) -> bool {
        self.pawns[color as usize][col % 9] != 0
    }

    /// The board of a position. Refuses a position with two kings of a
    /// colour ([`SetupError::TwoKings`]: the rules keep one king square per
    /// side) and one whose side not to move is in check
    /// ([`SetupError::OpponentInCheck`]: play cannot reach it, and its king
    /// could be taken). Any other board is accepted and its moves are those
    /// of what is there: any material, a side without a king (which then has
    /// no self-check constraint), pawns or knights with no further move
    /// (which have no move), two unpromoted pawns of a colour on a file
    /// (which forbids further pawn drops on it).
    #[inline(never)]
    pub fn from_position(p: &Position) -> Result<Board, SetupError> {
        let mut b = Board::empty(p.turn());
        b.fill(p)?;
        Ok(b)
    }

    /// Makes this board the board of `p`, as [`Board::from_position`]
    /// builds it, in place: a board kept between uses is set up without
    /// being built and moved anew. A position refused leaves an empty
    /// board (no piece, nothing in hand) with its side to move.
    pub fn set_position(&mut self, p: &Position) -> Result<(), SetupError> {
        let result = self.fill(p);
        if result.is_err() {
            *self = Board::empty(p.turn());
        }
        result
    }

    /// [`Board::from_position`]'s work on a board whose cells off the board
    /// are walls, as every board's are from its making on (moves and set-ups
    /// write the 81 cells on the board only).
    fn fill(&mut self, p: &Position) -> Result<(), SetupError> {
        let b = self;
        b.occupied = [CellSet::EMPTY; 2];
        b.sliders = [CellSet::EMPTY; 2];
        b.hands = [[0; 8]; 2];
        b.kings = [0; 2];
        b.pawns = [[0; 9]; 2];
        b.turn = p.turn();
        b.squares_key = 0;
        b.hands_key = 0;
        // The cells first, a rank at a time and without a branch: most
        // squares are empty, and which ones is what a branch cannot guess.
        for (row, numbers) in p.numbers().chunks_exact(9).enumerate() {
            let base = OFF + row * 10;
            for (k, &n) in numbers.iter().enumerate() {
                b.cells[(base + k) & CELL_MASK] = CODE_OF_NUMBER[n as u8 as usize];
            }
        }
        // Each colour's occupancy read off the colour bits of eight cells at
        // once; the walls carry both bits and are masked off.
        for (w, chunk) in b.cells.chunks_exact(8).enumerate() {
            let word = u64::from_le_bytes([
                chunk[0], chunk[1], chunk[2], chunk[3], chunk[4], chunk[5], chunk[6], chunk[7],
            ]);
            let black = gather_bytes((word >> 4) & LOW_BITS) << (w % 8 * 8);
            let white = gather_bytes((word >> 5) & LOW_BITS) << (w % 8 * 8);
            b.occupied[0].or_word(w / 8, black);
            b.occupied[1].or_word(w / 8, white);
        }
        b.occupied[0] = b.occupied[0] & ON_BOARD;
        b.occupied[1] = b.occupied[1] & ON_BOARD;
        // Then what only pieces need: long-range pieces, kings, pawns per
        // file and the key, in the order of the squares.
        let mut pieces = b.occupied[0] | b.occupied[1];
        while let Some(c) = pieces.pop() {
            let c = c & CELL_MASK;
            let code = b.cells[c];
            let color = (code >> 5) as usize & 1;
            let kind = code & KIND_MASK;
            // Without branches on the kind, which varies from piece to piece.
            b.sliders[color].or_word(c >> 6, u64::from(SLIDER_KINDS >> kind & 1) << (c & 63));
            b.pawns[color][column(c) % 9] += u8::from(kind == Kind::Pawn as u8);
            b.squares_key ^= square_key(code, c);
            if kind == Kind::King as u8 {
                if b.kings[color] != 0 {
                    return Err(SetupError::TwoKings {
                        color: if color == 0 {
                            Color::Black
                        } else {
                            Color::White
                        },
                        sq: sq_of(c),
                    });
                }
                b.kings[color] = c;
            }
        }
        for color in Color::ALL {
            for (slot, &n) in p.hand(color).counts().iter().enumerate() {
                let k = slot + 1;
                // The key adds one term per piece in hand (see `HAND_KEYS`).
                b.hands[color as usize][k & 7] = n;
                b.hands_key = b
                    .hands_key
                    .wrapping_add(HAND_KEYS[color as usize][k & 7].wrapping_mul(u64::from(n)));
            }
        }
        let them = p.turn().flip();
        let king = b.kings[them as usize];
        if king != 0 && b.attacked_by(king, p.turn(), usize::MAX) {
            return Err(SetupError::OpponentInCheck);
        }
        Ok(())
    }

    /// The position of the board. A hand count above what a position can
    /// hold (18 pawns, 4 lances, knights, silvers or golds, 2 bishops or
    /// rooks), reachable only from a board with more than the standard
    /// material, is written as that maximum; [`Board::try_to_position`]
    /// refuses it instead, and [`Board::hand`] gives the true count.
    pub fn to_position(&self) -> Position {
        self.position(true).unwrap_or_else(Position::empty)
    }

    /// The position of the board, or `None` when a hand holds more of a
    /// kind than a position can hold.
    pub fn try_to_position(&self) -> Option<Position> {
        self.position(false)
    }

    /// The first hand count above what a position can hold (see
    /// [`Board::to_position`]); `None` when every count fits.
    pub fn hand_overflow(&self) -> Option<HandOverflow> {
        Color::ALL.into_iter().find_map(|color| {
            self.hand(color)
                .into_iter()
                .zip(HAND_MAX)
                .zip(Kind::ALL)
                .find_map(|((count, max), kind)| {
                    (count > max).then_some(HandOverflow {
                        color,
                        kind,
                        count,
                        max,
                    })
                })
        })
    }

    fn position(&self, cap: bool) -> Option<Position> {
        const MAX: [u8; 7] = HAND_MAX;
        let mut p = Position::empty();
        p.set_turn(self.turn);
        for (i, sq) in Sq::ALL.iter().enumerate() {
            p.set(i, self.piece_at(*sq));
        }
        for color in Color::ALL {
            let mut counts = self.hand(color);
            for (n, max) in counts.iter_mut().zip(MAX) {
                if *n > max {
                    if !cap {
                        return None;
                    }
                    *n = max;
                }
            }
            p.set_hand(color, Hand::new(counts, color).ok()?);
        }
        Some(p)
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The piece on `sq`.
    pub fn piece_at(&self, sq: Sq) -> Option<Piece> {
        piece_of_code(self.cells[cell(sq) & CELL_MASK])
    }

    /// The counts in `color`'s hand, FU KY KE GI KI KA HI.
    pub fn hand(&self, color: Color) -> [u8; 7] {
        let h = &self.hands[color as usize];
        [h[1], h[2], h[3], h[4], h[5], h[6], h[7]]
    }

    /// The square of `color`'s king; `None` when that side has none.
    pub fn king(&self, color: Color) -> Option<Sq> {
        match self.kings[color as usize] {
            0 => None,
            c => Some(sq_of(c)),
        }
    }

    /// Plays a legal move and returns the captured piece; refuses an illegal
    /// one, leaving the board as it was.
    pub fn play(&mut self, mv: Move) -> Result<Option<Piece>, IllegalMove> {
        self.check_legal(mv)?;
        Ok(self.play_unchecked(mv))
    }

    /// Plays a move taken from [`Board::legal_moves`] without checking it.
    /// Any other move leaves the board unspecified, but never panics.
    pub fn play_unchecked(&mut self, mv: Move) -> Option<Piece> {
        let us = self.turn;
        let mut captured = None;
        match mv {
            Move::Board { from, to, promote } => {
                let (f, t) = (cell(from), cell(to));
                let code = self.cells[f & CELL_MASK];
                if code == EMPTY {
                    return None;
                }
                let taken = self.cells[t & CELL_MASK];
                if taken != EMPTY {
                    self.remove(t);
                    let kind = UNPROMOTED[(taken & KIND_MASK) as usize];
                    if kind != 0 {
                        self.add_to_hand(us, kind);
                    }
                    captured = piece_of_code(taken);
                }
                self.remove(f);
                let promoted = PROMOTED[(code & KIND_MASK) as usize];
                let code = if promote && promoted != 0 {
                    promoted | (code & !KIND_MASK)
                } else {
                    code
                };
                self.put(t, code);
            }
            Move::Drop { kind, to } => {
                let t = cell(to);
                let k = kind as u8;
                if k > 7 || self.cells[t & CELL_MASK] != EMPTY {
                    return None;
                }
                self.take_from_hand(us, k);
                self.put(t, code_of(us, k));
            }
        }
        self.turn = us.flip();
        captured
    }

    /// The Zobrist key of the squares, hands and side to move. Equal boards
    /// have equal keys however they were reached.
    pub fn key(&self) -> u64 {
        let turn = match self.turn {
            Color::Black => 0,
            Color::White => WHITE_TO_MOVE,
        };
        self.squares_key ^ self.hands_key ^ turn
    }

    /// The key of the squares and the side to move, without the hands:
    /// boards that differ only in their hands share it.
    #[cfg(feature = "mate")]
    pub(crate) fn board_key(&self) -> u64 {
        let turn = match self.turn {
            Color::Black => 0,
            Color::White => WHITE_TO_MOVE,
        };
        self.squares_key ^ turn
    }

    /// What [`Board::key`] and [`Board::board_key`] and the hands would be
    /// after the legal move `mv`, without playing it: the mate search probes
    /// its table for every child of a node but needs few of them as boards,
    /// and copying a board costs more than its keys.
    #[cfg(feature = "mate")]
    pub(crate) fn keys_after(&self, mv: Move) -> (u64, u64, [[u8; 8]; 2]) {
        let us = self.turn;
        let mut squares = self.squares_key;
        let mut hands_key = self.hands_key;
        let mut hands = self.hands;
        match mv {
            Move::Board { from, to, promote } => {
                let (f, t) = (cell(from) & CELL_MASK, cell(to) & CELL_MASK);
                let code = self.cells[f];
                let taken = self.cells[t];
                if taken != EMPTY {
                    squares ^= square_key(taken, t);
                    let kind = UNPROMOTED[(taken & KIND_MASK) as usize] as usize & 7;
                    if kind != 0 {
                        let n = &mut hands[us as usize][kind];
                        *n = n.saturating_add(1);
                        hands_key = hands_key.wrapping_add(HAND_KEYS[us as usize][kind]);
                    }
                }
                let promoted = PROMOTED[(code & KIND_MASK) as usize];
                let moved = if promote && promoted != 0 {
                    promoted | (code & !KIND_MASK)
                } else {
                    code
                };
                squares ^= square_key(code, f) ^ square_key(moved, t);
            }
            Move::Drop { kind, to } => {
                let k = kind as usize & 7;
                let n = &mut hands[us as usize][k];
                *n = n.saturating_sub(1);
                hands_key = hands_key.wrapping_sub(HAND_KEYS[us as usize][k]);
                squares ^= square_key(code_of(us, kind as u8), cell(to) & CELL_MASK);
            }
        }
        // The side to move after the move.
        let turn = match us {
            Color::Black => WHITE_TO_MOVE,
            Color::White => 0,
        };
        (squares ^ hands_key ^ turn, squares ^ turn, hands)
    }

    /// Whether the side to move's king is attacked.
    pub fn in_check(&self) -> bool {
        let king = self.kings[self.turn as usize];
        king != 0 && attacked(&self.cells, king, self.turn.flip(), usize::MAX)
    }

    /// Whether the legal move `mv` checks the opponent.
    pub fn gives_check(&self, mv: Move) -> bool {
        let mut after = self.clone();
        after.play_unchecked(mv);
        after.in_check()
    }

    /// Whether the side to move is in check and has no legal move.
    pub fn is_checkmate(&self) -> bool {
        self.in_check() && !self.has_legal_move()
    }

    /// The legal moves, into `out` (cleared first). The order is unspecified.
    pub fn legal_moves(&self, out: &mut MoveList) {
        out.clear();
        self.generate(&mut Sink::List(out), ON_BOARD);
    }

    /// The legal moves ending on `to`, into `out` (cleared first).
    pub fn legal_moves_to(&self, to: Sq, out: &mut MoveList) {
        out.clear();
        self.generate_to(&mut Sink::List(out), cell(to), true);
    }
}

/// The piece of a cell code, `None` for an empty cell or a wall.
pub(crate) fn piece_of_code(code: u8) -> Option<Piece> {
    let color = match code & WALL {
        BLACK_BIT => Color::Black,
        WHITE_BIT => Color::White,
        _ => return None,
    };
    Kind::from_number(code & KIND_MASK).map(|kind| Piece::new(color, kind))
}
