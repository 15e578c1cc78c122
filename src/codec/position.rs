//! The position model: side to move, 81 squares, two hands.
//!
//! A [`Position`] can only be built from valid parts, so the encoder and the
//! decoder never check a piece or a count again.

use crate::error::PositionError;

/// The number of squares on the board.
pub const SQUARES: usize = 81;

/// A side: black (sente, 先手) moves first in an even game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Color {
    /// Black, sente (先手).
    Black,
    /// White, gote (後手).
    White,
}

impl Color {
    /// Both colours, black first, the order hands are written in.
    pub const ALL: [Color; 2] = [Color::Black, Color::White];

    /// `"black"` or `"white"`, the key of the colour's hand in the position object.
    pub const fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }

    /// The other side.
    pub const fn flip(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }
}

/// A kind of piece, numbered as in the position object (1 歩 … 14 龍).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Kind {
    /// 歩 FU, pawn.
    Pawn = 1,
    /// 香 KY, lance.
    Lance = 2,
    /// 桂 KE, knight.
    Knight = 3,
    /// 銀 GI, silver.
    Silver = 4,
    /// 金 KI, gold.
    Gold = 5,
    /// 角 KA, bishop.
    Bishop = 6,
    /// 飛 HI, rook.
    Rook = 7,
    /// 玉 OU, king.
    King = 8,
    /// と TO, promoted pawn.
    ProPawn = 9,
    /// 成香 NY, promoted lance.
    ProLance = 10,
    /// 成桂 NK, promoted knight.
    ProKnight = 11,
    /// 成銀 NG, promoted silver.
    ProSilver = 12,
    /// 馬 UM, horse (promoted bishop).
    Horse = 13,
    /// 龍 RY, dragon (promoted rook).
    Dragon = 14,
}

impl Kind {
    /// All fourteen kinds in number order.
    pub const ALL: [Kind; 14] = [
        Kind::Pawn,
        Kind::Lance,
        Kind::Knight,
        Kind::Silver,
        Kind::Gold,
        Kind::Bishop,
        Kind::Rook,
        Kind::King,
        Kind::ProPawn,
        Kind::ProLance,
        Kind::ProKnight,
        Kind::ProSilver,
        Kind::Horse,
        Kind::Dragon,
    ];

    /// The kind numbered `n` (1..=14).
    pub const fn from_number(n: u8) -> Option<Kind> {
        if n >= 1 && n <= 14 {
            Some(Kind::ALL[n as usize - 1])
        } else {
            None
        }
    }

    /// The kind's number, 1..=14.
    pub const fn number(self) -> u8 {
        self as u8
    }

    /// The CSA name (`FU`, `KY`, … `RY`), as used in hands and JKF.
    pub const fn csa(self) -> &'static str {
        // A match, not a table indexed by the number: no bounds check.
        match self {
            Kind::Pawn => "FU",
            Kind::Lance => "KY",
            Kind::Knight => "KE",
            Kind::Silver => "GI",
            Kind::Gold => "KI",
            Kind::Bishop => "KA",
            Kind::Rook => "HI",
            Kind::King => "OU",
            Kind::ProPawn => "TO",
            Kind::ProLance => "NY",
            Kind::ProKnight => "NK",
            Kind::ProSilver => "NG",
            Kind::Horse => "UM",
            Kind::Dragon => "RY",
        }
    }

    /// The kind with the CSA name `name`.
    pub fn from_csa(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.csa() == name)
    }

    /// The promoted kind, for the six kinds that promote.
    pub const fn promote(self) -> Option<Kind> {
        match self {
            Kind::Pawn => Some(Kind::ProPawn),
            Kind::Lance => Some(Kind::ProLance),
            Kind::Knight => Some(Kind::ProKnight),
            Kind::Silver => Some(Kind::ProSilver),
            Kind::Bishop => Some(Kind::Horse),
            Kind::Rook => Some(Kind::Dragon),
            _ => None,
        }
    }

    /// The unpromoted kind (itself for kinds that are not promoted).
    pub const fn unpromote(self) -> Kind {
        match self {
            Kind::ProPawn => Kind::Pawn,
            Kind::ProLance => Kind::Lance,
            Kind::ProKnight => Kind::Knight,
            Kind::ProSilver => Kind::Silver,
            Kind::Horse => Kind::Bishop,
            Kind::Dragon => Kind::Rook,
            k => k,
        }
    }

    /// The position of this kind in a hand (FU KY KE GI KI KA HI), if it can be held.
    pub const fn hand_slot(self) -> Option<usize> {
        match self {
            Kind::Pawn => Some(0),
            Kind::Lance => Some(1),
            Kind::Knight => Some(2),
            Kind::Silver => Some(3),
            Kind::Gold => Some(4),
            Kind::Bishop => Some(5),
            Kind::Rook => Some(6),
            _ => None,
        }
    }
}

/// A piece: a kind and its owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Who owns the piece.
    pub color: Color,
    /// What the piece is.
    pub kind: Kind,
}

impl Piece {
    /// A piece of `color` and `kind`.
    pub const fn new(color: Color, kind: Kind) -> Piece {
        Piece { color, kind }
    }

    /// The piece numbered `n` in the position object: `1..=14` black, `-14..=-1` white.
    pub const fn from_number(n: i8) -> Option<Piece> {
        let color = if n < 0 { Color::White } else { Color::Black };
        match Kind::from_number(n.unsigned_abs()) {
            Some(kind) => Some(Piece { color, kind }),
            None => None,
        }
    }

    /// The piece's number: the kind's number, negated for white.
    pub const fn number(self) -> i8 {
        let n = self.kind as i8;
        match self.color {
            Color::Black => n,
            Color::White => -n,
        }
    }
}

/// What a square holds.
pub type Square = Option<Piece>;

/// Adding 1.5 × 2⁵² to a number of magnitude below 2⁵¹ rounds it to an
/// integer that the low bits of the sum hold, in two's complement.
const ROUND: f64 = 6_755_399_441_055_744.0;

/// Whether `value` is exactly an integer in `lo..=hi`, and that integer's low
/// byte. No float-to-int conversion: in WebAssembly under V8 (Node 20) that
/// instruction made checking a board five times slower (520 ns against 105).
#[inline(always)]
fn exact_small_integer(value: f64, lo: f64, hi: f64) -> (bool, u8) {
    let rounded = value + ROUND;
    let exact = value >= lo && value <= hi && rounded - ROUND == value;
    (exact, rounded.to_bits() as u8)
}

/// The piece number `value` stands for when it is exactly an integer in
/// −14..=14 (0 for an empty square); `None` for anything else, fractions and NaN included.
pub fn number_from_value(value: f64) -> Option<i8> {
    let (exact, n) = exact_small_integer(value, -14.0, 14.0);
    exact.then_some(n as i8)
}

/// The square `value` stands for when it is exactly an integer in −14..=14;
/// `None` for anything else, fractions and NaN included.
pub fn square_from_value(value: f64) -> Option<Square> {
    number_from_value(value).map(Piece::from_number)
}

/// The seven kinds a hand holds, in the order hands are written: the first
/// seven of [`Kind::ALL`], pawn to rook.
pub const HAND_KINDS: [Kind; 7] = {
    let mut kinds = [Kind::Pawn; 7];
    let mut i = 0;
    while i < 7 {
        kinds[i] = Kind::ALL[i];
        i += 1;
    }
    kinds
};

/// The most pieces of each hand kind one side can hold: 18 FU, 4 KY/KE/GI/KI, 2 KA/HI.
pub const HAND_MAX: [u8; 7] = [18, 4, 4, 4, 4, 2, 2];

/// The pieces in one side's hand, as counts in the order FU KY KE GI KI KA HI.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[repr(transparent)]
pub struct Hand {
    counts: [u8; 7],
}

impl Hand {
    /// An empty hand.
    pub const EMPTY: Hand = Hand { counts: [0; 7] };

    /// A hand from counts in the order FU KY KE GI KI KA HI; fails on a count
    /// above its kind's maximum (18 FU, 4 KY/KE/GI/KI, 2 KA/HI).
    pub fn new(counts: [u8; 7], color: Color) -> Result<Hand, PositionError> {
        for (slot, &count) in counts.iter().enumerate() {
            if count > HAND_MAX[slot] {
                return Err(PositionError::HandCount {
                    color,
                    kind: HAND_KINDS[slot],
                    value: f64::from(count),
                });
            }
        }
        Ok(Hand { counts })
    }

    /// Builds a hand from counts already known to be in range (the decoder's tables guarantee it).
    pub(crate) const fn from_valid(counts: [u8; 7]) -> Hand {
        Hand { counts }
    }

    /// The counts in the order FU KY KE GI KI KA HI.
    pub const fn counts(&self) -> [u8; 7] {
        self.counts
    }

    /// How many pieces of `kind` (0 for kinds that cannot be held).
    pub const fn count(&self, kind: Kind) -> u8 {
        match kind.hand_slot() {
            Some(slot) => self.counts[slot],
            None => 0,
        }
    }

    /// True when the hand holds nothing.
    pub fn is_empty(&self) -> bool {
        self.counts == [0; 7]
    }
}

/// The count of a hand kind from a loosely typed number: exactly an integer in
/// `0..=HAND_MAX[slot]`, or `None`.
pub fn hand_count_from_value(slot: usize, value: f64) -> Option<u8> {
    let max = *HAND_MAX.get(slot)?;
    let (exact, n) = exact_small_integer(value, 0.0, f64::from(max));
    exact.then_some(n)
}

/// A shogi position: whose turn it is, the 81 squares and both hands.
///
/// Squares are indexed as in the position object: `(rank - 1) * 9 + (9 - file)`,
/// so index 0 is 9一 (top left as black sees the board) and 80 is 1九.
/// Any arrangement of pieces is allowed (two kings, no king, pawns on the last
/// rank): Shogi64 encodes boards, not only legal games.
///
/// ```
/// use shogi64::Position;
/// let p: Position = "poUAACMaqtYhwHgAAAAPQdTnd3vMgAA".parse().unwrap();
/// assert_eq!(p, Position::initial());
/// assert_eq!(p.to_string(), "poUAACMaqtYhwHgAAAAPQdTnd3vMgAA");
/// ```
// The layout is fixed (96 bytes: the turn as 0 for black or 1 for white,
// the 81 piece numbers, black's then white's seven counts) so that the wasm
// binding hands its decoded position to the JavaScript shim as it lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(C)]
pub struct Position {
    turn: Color,
    /// Piece numbers, each in −14..=14: the codec's working form.
    board: [i8; SQUARES],
    hands: [Hand; 2],
}

const _: () = assert!(
    core::mem::size_of::<Position>() == 1 + SQUARES + 14
        && core::mem::offset_of!(Position, board) == 1
        && core::mem::offset_of!(Position, hands) == 1 + SQUARES
        && Color::Black as u8 == 0
        && Color::White as u8 == 1
);

impl Position {
    /// A position from its typed parts; every value of these types is valid.
    pub const fn new(turn: Color, board: [Square; SQUARES], black: Hand, white: Hand) -> Position {
        let mut numbers = [0; SQUARES];
        let mut i = 0;
        while i < SQUARES {
            numbers[i] = match board[i] {
                Some(piece) => piece.number(),
                None => 0,
            };
            i += 1;
        }
        Position::from_valid_numbers(turn, numbers, black, white)
    }

    /// A position from piece numbers already known to be in −14..=14.
    pub(crate) const fn from_valid_numbers(
        turn: Color,
        board: [i8; SQUARES],
        black: Hand,
        white: Hand,
    ) -> Position {
        Position {
            turn,
            board,
            hands: [black, white],
        }
    }

    /// Overwrites this position with piece numbers already known to be in
    /// −14..=14, in place (a decoder's output is not moved then).
    pub(crate) fn set_valid_numbers(
        &mut self,
        turn: Color,
        board: &[i8; SQUARES],
        black: Hand,
        white: Hand,
    ) {
        self.turn = turn;
        self.board = *board;
        self.hands = [black, white];
    }

    /// An empty board, black to move, empty hands.
    pub const fn empty() -> Position {
        Position::new(Color::Black, [None; SQUARES], Hand::EMPTY, Hand::EMPTY)
    }

    /// The initial position of an even game (平手), black to move.
    pub fn initial() -> Position {
        const NUMBERS: [i8; SQUARES] = [
            -2, -3, -4, -5, -8, -5, -4, -3, -2, //
            0, -7, 0, 0, 0, 0, 0, -6, 0, //
            -1, -1, -1, -1, -1, -1, -1, -1, -1, //
            0, 0, 0, 0, 0, 0, 0, 0, 0, //
            0, 0, 0, 0, 0, 0, 0, 0, 0, //
            0, 0, 0, 0, 0, 0, 0, 0, 0, //
            1, 1, 1, 1, 1, 1, 1, 1, 1, //
            0, 6, 0, 0, 0, 0, 0, 7, 0, //
            2, 3, 4, 5, 8, 5, 4, 3, 2,
        ];
        Position::from_valid_numbers(Color::Black, NUMBERS, Hand::EMPTY, Hand::EMPTY)
    }

    /// A position from the numbers of the position object: `board[i]` in
    /// −14..=14, hand counts in the order FU KY KE GI KI KA HI.
    ///
    /// Fails with the first square or count that is out of range.
    pub fn from_numbers(
        turn: Color,
        board: &[i8; SQUARES],
        black: [u8; 7],
        white: [u8; 7],
    ) -> Result<Position, PositionError> {
        if let Some((index, &n)) = board
            .iter()
            .enumerate()
            .find(|(_, n)| !(-14..=14).contains(*n))
        {
            return Err(PositionError::Square {
                index: index as u8,
                value: f64::from(n),
            });
        }
        Ok(Position::from_valid_numbers(
            turn,
            *board,
            Hand::new(black, Color::Black)?,
            Hand::new(white, Color::White)?,
        ))
    }

    /// The side to move.
    pub const fn turn(&self) -> Color {
        self.turn
    }

    /// All 81 squares in index order.
    pub fn board(&self) -> [Square; SQUARES] {
        self.board.map(Piece::from_number)
    }

    /// The square at `index` (0..81); `None` past the board as well as on an empty square.
    pub fn get(&self, index: usize) -> Square {
        self.board.get(index).copied().and_then(Piece::from_number)
    }

    /// The board as piece numbers, as in the position object.
    pub const fn numbers(&self) -> &[i8; SQUARES] {
        &self.board
    }

    /// The hand of `color`.
    pub const fn hand(&self, color: Color) -> &Hand {
        match color {
            Color::Black => &self.hands[0],
            Color::White => &self.hands[1],
        }
    }

    /// Sets the side to move.
    pub fn set_turn(&mut self, turn: Color) {
        self.turn = turn;
    }

    /// Puts `square` at `index`; out-of-range indices are ignored.
    pub fn set(&mut self, index: usize, square: Square) {
        if let Some(s) = self.board.get_mut(index) {
            *s = square.map_or(0, Piece::number);
        }
    }

    /// Replaces the hand of `color`.
    pub fn set_hand(&mut self, color: Color, hand: Hand) {
        self.hands[color as usize] = hand;
    }
}

/// True when every value is in −14..=14, tested eight bytes at a time: in
/// WebAssembly, where nothing is vectorised, a byte at a time cost 100 ns.
pub(crate) fn all_piece_numbers(board: &[i8; SQUARES]) -> bool {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    const HIGH: u64 = !LOW7;
    const ONES: u64 = 0x0101_0101_0101_0101;
    let mut bad = 0;
    let mut words = board.chunks_exact(8);
    for chunk in &mut words {
        let mut bytes = [0; 8];
        for (b, &n) in bytes.iter_mut().zip(chunk) {
            *b = n as u8;
        }
        let x = u64::from_le_bytes(bytes);
        // Each byte plus 14, without carries between bytes: −14..=14 become 0..=28.
        let y = ((x & LOW7) + 14 * ONES) ^ (x & HIGH);
        // The high bit of each byte that is 29 or more.
        bad |= (((y & LOW7) + (128 - 29) * ONES) | y) & HIGH;
    }
    bad == 0 && words.remainder().iter().all(|&n| n.unsigned_abs() <= 14)
}

impl Default for Position {
    fn default() -> Position {
        Position::initial()
    }
}

/// The board index of the square on `file` (1..=9, right to left as black
/// sees it) and `rank` (1..=9, top to bottom).
pub const fn index_of(file: u8, rank: u8) -> usize {
    (rank as usize - 1) * 9 + (9 - file as usize)
}

/// The file (1..=9) of board index `index`.
pub const fn file_of(index: usize) -> u8 {
    9 - (index % 9) as u8
}

/// The rank (1..=9) of board index `index`.
pub const fn rank_of(index: usize) -> u8 {
    (index / 9) as u8 + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_values() {
        assert_eq!(square_from_value(0.0), Some(None));
        assert_eq!(
            square_from_value(-14.0),
            Some(Some(Piece::new(Color::White, Kind::Dragon)))
        );
        assert_eq!(
            square_from_value(8.0),
            Some(Some(Piece::new(Color::Black, Kind::King)))
        );
        for bad in [15.0, -15.0, 1.5, f64::NAN, f64::INFINITY, 100.0, -0.5] {
            assert_eq!(square_from_value(bad), None, "{bad}");
        }
    }

    #[test]
    fn hand_values() {
        assert_eq!(hand_count_from_value(0, 18.0), Some(18));
        assert_eq!(hand_count_from_value(0, 19.0), None);
        assert_eq!(hand_count_from_value(5, 2.0), Some(2));
        assert_eq!(hand_count_from_value(5, 3.0), None);
        assert_eq!(hand_count_from_value(1, -1.0), None);
        assert_eq!(hand_count_from_value(1, 0.5), None);
        assert_eq!(hand_count_from_value(1, f64::NAN), None);
        assert_eq!(hand_count_from_value(7, 0.0), None);
    }

    #[test]
    fn coordinates() {
        assert_eq!(index_of(9, 1), 0);
        assert_eq!(index_of(1, 1), 8);
        assert_eq!(index_of(1, 9), 80);
        assert_eq!(index_of(5, 5), 40);
        for i in 0..SQUARES {
            assert_eq!(index_of(file_of(i), rank_of(i)), i);
        }
    }

    #[test]
    fn from_numbers_reports_the_square() {
        let mut board = *Position::initial().numbers();
        board[40] = 15;
        assert_eq!(
            Position::from_numbers(Color::Black, &board, [0; 7], [0; 7]),
            Err(PositionError::Square {
                index: 40,
                value: 15.0
            })
        );
        let board = *Position::initial().numbers();
        assert_eq!(
            Position::from_numbers(Color::Black, &board, [0; 7], [0, 0, 0, 0, 0, 3, 0]),
            Err(PositionError::HandCount {
                color: Color::White,
                kind: Kind::Bishop,
                value: 3.0
            })
        );
    }
}
