//! Legal move generation.
//!
//! Checkers and pins are found once per position by walking the eight lines
//! and the two knight squares out from the king. A non-king move must then
//! end on the checker or between it and the king (any square when not in
//! check, none in double check), and a pinned piece may only move along its
//! pin. King moves are tested one by one with the king lifted off the board,
//! so that it cannot hide behind itself from a slider. 打ち歩詰め is tested
//! only for a pawn dropped right in front of the opponent's king, the only
//! square from which a dropped pawn checks.

use super::attacks::{knight_jumps, DIRS, LINES, LINE_BIAS, LINE_OF};
use super::board::sq_of;
use super::board::{
    cell_of_index, code_of, color_bit, CELL_MASK, EMPTY, KIND_MASK, ON_BOARD, PROMOTED, WALL,
};
use super::cellset::CellSet;
use super::zones::{has_further_move, in_promotion_zone, ranks_without_move};
use super::{Board, Move, MoveList};
use crate::{Color, Kind};

/// Where generated moves go. One concrete type rather than a trait, so that
/// the generator is compiled once, not once per kind of sink (docs/DESIGN.md,
/// "The rules: the padded board").
pub(crate) enum Sink<'a> {
    /// Stores each move.
    List(&'a mut MoveList),
    /// Counts moves without storing them (perft's last ply).
    Count(u64),
    /// Records whether there is any move, and stops at the first.
    Any(bool),
    /// Plays each move on a copy of `parent` and adds the leaves below it at
    /// `depth` to `leaves` (perft above its last ply).
    Expand {
        /// The board the moves are generated on.
        parent: &'a Board,
        /// The depth left below each move.
        depth: u32,
        /// The leaves counted so far.
        leaves: u64,
    },
}

impl Sink<'_> {
    /// Takes one legal move. The list and the count, which take most moves,
    /// are served where the move is made; the rest in a call.
    #[inline(always)]
    fn push(&mut self, mv: Move) {
        match self {
            Sink::List(list) => list.push(mv),
            Sink::Count(n) => *n += 1,
            _ => self.push_other(mv),
        }
    }

    /// [`Sink::push`] for the other sinks.
    #[inline(never)]
    fn push_other(&mut self, mv: Move) {
        match self {
            Sink::List(list) => list.push(mv),
            Sink::Count(n) => *n += 1,
            Sink::Any(found) => *found = true,
            Sink::Expand {
                parent,
                depth,
                leaves,
            } => {
                let mut child = (*parent).clone();
                child.play_unchecked(mv);
                *leaves += child.perft(*depth);
            }
        }
    }

    /// Whether the generator may stop (only the existence of a move was asked).
    #[inline]
    fn done(&self) -> bool {
        matches!(self, Sink::Any(true))
    }
}

/// What the side to move's king faces.
struct Safety {
    /// Cells a move other than the king's must end on.
    evade: CellSet,
    /// Whether the side to move is in check.
    checked: bool,
    /// Cells of pinned pieces.
    pinned: CellSet,
    /// Each pinned piece's cell and the index in `DIRS` of its pin line.
    pins: [(usize, usize); 8],
}

impl Safety {
    fn pin_of(&self, cell: usize) -> usize {
        self.pins
            .iter()
            .find(|p| p.0 == cell)
            .map_or(0, |p| p.1 & 7)
    }
}

#[inline]
const fn bit(cell: usize) -> CellSet {
    CellSet::of(cell)
}

#[inline]
fn step(cell: usize, offset: isize) -> usize {
    cell.wrapping_add_signed(offset) & CELL_MASK
}

/// The index in `DIRS` of the line along which the long-range piece `code`
/// on `from` could reach `to`, if its difference and the piece's directions
/// allow one (the walk along it still decides).
#[inline]
fn line_from(from: usize, to: usize, code: u8) -> Option<usize> {
    let diff = to as isize - from as isize;
    let i = (LINE_OF[(diff + LINE_BIAS as isize) as usize & 255] as usize).checked_sub(1)? & 7;
    (LINES[code as usize & 63].1 & (1 << i) != 0).then_some(i)
}

/// The [`Position`](crate::Position) index of each cell on the board (0 for
/// the walls).
const INDEX_OF_CELL: [u8; 128] = {
    let mut t = [0u8; 128];
    let mut i = 0;
    while i < 81 {
        t[cell_of_index(i)] = i as u8;
        i += 1;
    }
    t
};

/// For each colour, the cells where a lance or pawn, and a knight, would
/// have no further move.
const FAR_ROWS: [[CellSet; 2]; 2] = {
    let mut t = [[CellSet::EMPTY; 2]; 2];
    let mut c = 0;
    while c < 2 {
        let color = Color::ALL[c];
        let mut i = 0;
        while i < 81 {
            let rank = (i / 9 + 1) as u8;
            if !has_further_move(Kind::Lance, color, rank) {
                t[c][0] = t[c][0].with(cell_of_index(i));
            }
            if !has_further_move(Kind::Knight, color, rank) {
                t[c][1] = t[c][1].with(cell_of_index(i));
            }
            i += 1;
        }
        c += 1;
    }
    t
};

/// For each colour, its promotion zone as cells (the move generator tests
/// membership, not ranks).
const ZONES: [CellSet; 2] = {
    let mut t = [CellSet::EMPTY; 2];
    let mut c = 0;
    while c < 2 {
        let mut i = 0;
        while i < 81 {
            if in_promotion_zone(Color::ALL[c], (i / 9 + 1) as u8) {
                t[c] = t[c].with(cell_of_index(i));
            }
            i += 1;
        }
        c += 1;
    }
    t
};

/// For a difference `s - king` (index `diff + LINE_BIAS`, masked to eight
/// bits): the directions (bit `i` for `DIRS[i]`) in which a line of one to
/// eight steps from `s` ends next to `king`. The width-10 board makes some
/// differences ambiguous; those only let a piece through to the exact test.
const NEAR_KING: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut i = 0;
    while i < 8 {
        let mut k = 1;
        while k <= 8 {
            let mut j = 0;
            while j < 8 {
                let diff = DIRS[j] - DIRS[i] * k;
                t[(diff + LINE_BIAS as isize) as usize & 255] |= 1 << i;
                j += 1;
            }
            k += 1;
        }
        i += 1;
    }
    t
};

/// The window bits (bit `b` for the offset `b - 11`) of the step
/// directions `dirs` (bit `i` for `DIRS[i]`).
const fn window_of(dirs: u8) -> u64 {
    let mut w = 0;
    let mut i = 0;
    while i < 8 {
        if dirs & (1 << i) != 0 {
            w |= 1 << (DIRS[i] + 11);
        }
        i += 1;
    }
    w
}

/// [`window_of`] the eight directions: the cells around the window's middle.
const AROUND: u64 = window_of(0xff);

/// [`window_of`] the steps of each cell code.
const STEP_WINDOWS: [u32; 64] = {
    let mut t = [0; 64];
    let mut code = 0;
    while code < 64 {
        t[code] = window_of(LINES[code].0) as u32;
        code += 1;
    }
    t
};

/// The cells of `set` from `p` up, as the bits of a word (cell `p + b` bit
/// `b`; `p` below 128, and from 1 to 105 for the 23 cells of a step window
/// to be all there).
#[inline]
fn window(set: CellSet, p: usize) -> u64 {
    let [low, high] = set.words();
    if p < 64 {
        (low >> p) | (high << 1 << (63 - p))
    } else {
        high >> (p - 64)
    }
}

/// For each colour, the cell a cell's distance from which tells its rank
/// from that colour's far end: 20 to 28 on the last rank, 30 to 38 on the
/// one before, and so on; below 50 in the promotion zone.
const FAR_END: [usize; 2] = [0, 128];

/// For each kind number, the distance from [`FAR_END`] below which the
/// piece would have no further move: 30 for the pawn and the lance (the
/// last rank), 40 for the knight, 20 (no cell) for the others.
const DEAD_FAR: [u8; 16] = {
    let mut t = [20u8; 16];
    let mut k = 0;
    while k < Kind::ALL.len() {
        let kind = Kind::ALL[k];
        t[kind as usize] = 20 + 10 * ranks_without_move(kind);
        k += 1;
    }
    t
};

impl Board {
    /// Checkers and pins of the side to move's king. One-square attackers
    /// are looked up around the king; long-range pieces are taken from the
    /// opponent's list of them and tested as seed 001 does: the difference
    /// to the king gives the only direction that could reach it, and a walk
    /// along it counts what stands between.
    fn safety(&self) -> Safety {
        let us = self.turn;
        let them = us.flip();
        let mut safety = Safety {
            evade: ON_BOARD,
            checked: false,
            pinned: CellSet::EMPTY,
            pins: [(usize::MAX, 0); 8],
        };
        let king = self.kings[us as usize];
        if king == 0 {
            return safety;
        }
        let them_bit = color_bit(them);
        let mut checkers = 0;
        let mut evade = CellSet::EMPTY;
        for (i, &d) in DIRS.iter().enumerate() {
            let s = step(king, d);
            let v = self.cells[s];
            if v & them_bit != 0 && v != WALL && LINES[v as usize & 63].0 & (1 << (7 - i)) != 0 {
                checkers += 1;
                evade |= bit(s);
            }
        }
        let knight = code_of(them, Kind::Knight as u8);
        for j in knight_jumps(them) {
            let s = step(king, -j);
            if self.cells[s] == knight {
                checkers += 1;
                evade |= bit(s);
            }
        }
        let mut npins = 0;
        // The long-range pieces a word of their set at a time.
        for (w, word) in self.sliders[them as usize].words().into_iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let s = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let Some(i) = line_from(s, king, self.cells[s & CELL_MASK]) else {
                    continue;
                };
                let d = DIRS[i];
                let mut c = step(s, d);
                let mut between = CellSet::EMPTY;
                let mut blockers = 0;
                let mut own = 0;
                while c != king {
                    let v = self.cells[c];
                    if v == WALL {
                        blockers = 2;
                        break;
                    }
                    if v != EMPTY {
                        blockers += 1;
                        if blockers > 1 || v & them_bit != 0 {
                            blockers = 2;
                            break;
                        }
                        own = c;
                    }
                    between |= bit(c);
                    c = step(c, d);
                }
                match blockers {
                    0 => {
                        checkers += 1;
                        evade |= between | bit(s);
                    }
                    1 => {
                        safety.pinned |= bit(own);
                        safety.pins[npins & 7] = (own, i);
                        npins += 1;
                    }
                    _ => {}
                }
            }
        }
        safety.checked = checkers > 0;
        safety.evade = match checkers {
            0 => ON_BOARD,
            1 => evade,
            _ => CellSet::EMPTY,
        };
        safety
    }

    /// Whether the side to move's king would be attacked on `t`, the king
    /// lifted off its cell (so that it cannot hide behind itself). The same
    /// method as [`Board::safety`]; the ray walk of `attacks::attacked`,
    /// which `check_legal` uses, is the independent one the tests compare.
    fn king_attacked_on(&self, t: usize, king: usize) -> bool {
        self.attacked_by(t, self.turn.flip(), king)
    }

    /// Whether a piece of `them` attacks cell `t`, the cell `ignore`
    /// counting as empty: [`Board::king_attacked_on`]'s test, also the
    /// one a new board's side not to move is checked with.
    #[inline]
    pub(crate) fn attacked_by(&self, t: usize, them: Color, ignore: usize) -> bool {
        self.attacked_among(t, them, ignore, self.sliders[them as usize])
    }

    /// The opponent's long-range pieces that may attack a cell next to the
    /// side to move's king on `king`: those with a line through one of the
    /// eight ([`NEAR_KING`]), a lookup each where the king's tests would
    /// look each up once a cell.
    fn sliders_near(&self, king: usize) -> CellSet {
        let mut near = CellSet::EMPTY;
        for (w, word) in self.sliders[self.turn.flip() as usize]
            .words()
            .into_iter()
            .enumerate()
        {
            let mut bits = word;
            while bits != 0 {
                let s = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let diff = s as isize - king as isize + LINE_BIAS as isize;
                if NEAR_KING[diff as usize & 255] & LINES[self.cells[s & CELL_MASK] as usize & 63].1
                    != 0
                {
                    near.insert(s);
                }
            }
        }
        near
    }

    /// [`Board::attacked_by`] with the long-range pieces of `them` in
    /// `sliders` alone.
    fn attacked_among(&self, t: usize, them: Color, ignore: usize, sliders: CellSet) -> bool {
        let them_bit = color_bit(them);
        // The eight cells around `t` looked at only when one holds a piece
        // of `them` (seldom, away from the fighting).
        if window(self.occupied[them as usize], t.wrapping_sub(11) & CELL_MASK) & AROUND != 0 {
            for (i, &d) in DIRS.iter().enumerate() {
                let v = self.cells[step(t, d)];
                if v & them_bit != 0 && v != WALL && LINES[v as usize & 63].0 & (1 << (7 - i)) != 0
                {
                    return true;
                }
            }
        }
        let knight = code_of(them, Kind::Knight as u8);
        if knight_jumps(them)
            .iter()
            .any(|&j| self.cells[step(t, -j)] == knight)
        {
            return true;
        }
        // The long-range pieces a word of their set at a time (a piece on
        // `t` itself has no line to it).
        for (w, word) in sliders.words().into_iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let s = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let Some(i) = line_from(s, t, self.cells[s & CELL_MASK]) else {
                    continue;
                };
                let d = DIRS[i];
                let mut c = step(s, d);
                loop {
                    if c == t {
                        return true;
                    }
                    let v = self.cells[c];
                    if v != EMPTY && c != ignore {
                        break;
                    }
                    c = step(c, d);
                }
            }
        }
        false
    }

    /// Generates the legal moves ending on a cell of `filter` into `sink`.
    pub(crate) fn generate(&self, sink: &mut Sink<'_>, filter: CellSet) {
        let us = self.turn;
        let us_bit = color_bit(us);
        let king = self.kings[us as usize];
        if king != 0 {
            for d in DIRS {
                let t = step(king, d);
                if self.cells[t] & us_bit == 0
                    && (filter == ON_BOARD || filter.has(t))
                    && !self.king_attacked_on(t, king)
                {
                    sink.push(Move::Board {
                        from: sq_of(king),
                        to: sq_of(t),
                        promote: false,
                    });
                }
            }
        }
        // Checkers and pins only now: whether there is any move at all, the
        // mate search's most frequent question, is mostly answered by a
        // king's step.
        if sink.done() {
            return;
        }
        let safety = self.safety();
        let targets = safety.evade & filter;
        if targets.is_empty() {
            return;
        }
        // Whether a move may end on a cell outside `targets`; if not, the
        // walls and own pieces are all the test needs.
        let narrowed = safety.checked || filter != ON_BOARD;
        // Without a king, `king` is 0, a wall cell that no occupancy holds.
        let mut pieces = self.occupied[us as usize] & !bit(king);
        while let Some(f) = pieces.pop() {
            let code = self.cells[f & CELL_MASK];
            // A pinned piece keeps to the line of its pin, in either sense.
            let allowed = if !safety.pinned.is_empty() && safety.pinned.has(f) {
                let i = safety.pin_of(f);
                (1u8 << i) | (1u8 << (7 - i))
            } else {
                0xff
            };
            let (steps, slides) = LINES[code as usize & 63];
            let mut dirs = steps & allowed;
            while dirs != 0 {
                let t = step(f, DIRS[dirs.trailing_zeros() as usize & 7]);
                dirs &= dirs - 1;
                if self.cells[t] & us_bit == 0 && (!narrowed || targets.has(t)) {
                    emit(sink, us, code, f, t);
                }
            }
            if code & KIND_MASK == Kind::Knight as u8 && allowed == 0xff {
                for j in knight_jumps(us) {
                    let t = step(f, j);
                    if self.cells[t] & us_bit == 0 && (!narrowed || targets.has(t)) {
                        emit(sink, us, code, f, t);
                    }
                }
            }
            let mut dirs = slides & allowed;
            while dirs != 0 {
                let s = DIRS[dirs.trailing_zeros() as usize & 7];
                dirs &= dirs - 1;
                let mut t = step(f, s);
                loop {
                    let v = self.cells[t];
                    if v & us_bit != 0 {
                        break;
                    }
                    if !narrowed || targets.has(t) {
                        emit(sink, us, code, f, t);
                    }
                    if v != EMPTY {
                        break;
                    }
                    t = step(t, s);
                }
            }
            if sink.done() {
                return;
            }
        }
        self.generate_drops(sink, targets);
    }

    /// Generates the legal moves ending on cell `t` into `sink`, in the
    /// order of [`Board::generate`] (the king's move, then by origin, then
    /// drops). Works back from `t`: only the pieces that reach it are looked
    /// at (the first piece along each line out of `t` and the two knight
    /// squares), so naming one move in text does not generate them all.
    pub(crate) fn generate_to(&self, sink: &mut Sink<'_>, t: usize, drops: bool) {
        let t = t & CELL_MASK;
        let us = self.turn;
        let us_bit = color_bit(us);
        // Walls carry both colour bits: nothing ends on one.
        if self.cells[t] & us_bit != 0 {
            return;
        }
        let safety = self.safety();
        let king = self.kings[us as usize];
        if king != 0 && DIRS.iter().any(|&d| step(king, d) == t) && !self.king_attacked_on(t, king)
        {
            sink.push(Move::Board {
                from: sq_of(king),
                to: sq_of(t),
                promote: false,
            });
        }
        if !safety.evade.has(t) {
            return;
        }
        let king_code = code_of(us, Kind::King as u8);
        // Each origin and the index in `DIRS` of the line it moves along
        // (8 for a knight's jump): at most one per line and two knights.
        let mut found = [(0usize, 0usize); 10];
        let mut n = 0;
        for (i, &d) in DIRS.iter().enumerate() {
            let first = step(t, -d);
            let mut c = first;
            while self.cells[c] == EMPTY {
                c = step(c, -d);
            }
            let code = self.cells[c];
            if code & us_bit == 0 || code == WALL || code == king_code {
                continue;
            }
            let (steps, slides) = LINES[code as usize & 63];
            let dirs = if c == first { steps | slides } else { slides };
            if dirs & (1 << i) != 0 {
                if let Some(slot) = found.get_mut(n) {
                    *slot = (c, i);
                    n += 1;
                }
            }
        }
        let knight = code_of(us, Kind::Knight as u8);
        for j in knight_jumps(us) {
            let f = step(t, -j);
            if self.cells[f] == knight {
                if let Some(slot) = found.get_mut(n) {
                    *slot = (f, 8);
                    n += 1;
                }
            }
        }
        let found = found.get_mut(..n).unwrap_or_default();
        // By origin, as the whole generator gives them: an insertion sort of
        // at most ten, by hand, since the library's sort brings panicking
        // code into the module.
        for k in 1..found.len() {
            let mut j = k;
            while j > 0 {
                let Some([a, b]) = found.get_mut(j - 1..=j) else {
                    break;
                };
                if a.0 <= b.0 {
                    break;
                }
                core::mem::swap(a, b);
                j -= 1;
            }
        }
        for &(f, i) in found.iter() {
            if !safety.pinned.is_empty() && safety.pinned.has(f) {
                // A pinned piece keeps to the line of its pin; a knight
                // never does.
                let p = safety.pin_of(f);
                if i != p && i != 7 - p {
                    continue;
                }
            }
            emit(sink, us, self.cells[f & CELL_MASK], f, t);
        }
        if drops {
            self.generate_drops(sink, CellSet::of(t) & safety.evade);
        }
    }

    /// The squares of the side to move's pieces of `kind` whose steps,
    /// jumps or slides reach `to`, pinned or not (none when `to` holds one of
    /// its pieces): [`pseudo_sources`](crate::notation::reach::pseudo_sources)
    /// on the cells, looked at back from `to` along the kind's lines only.
    #[cfg(feature = "notation")]
    pub(crate) fn reachers(&self, kind: Kind, to: crate::Sq) -> crate::notation::Squares {
        let us = self.turn;
        let t = super::board::cell(to);
        let me = code_of(us, kind as u8);
        let mut found = [to; 8];
        let mut n = 0;
        if self.cells[t & CELL_MASK] & color_bit(us) == 0 {
            // Back from `to` along each step (a knight's jumps among them)
            // and each slide of the kind: at most eight pieces in all.
            let (steps, k) = &super::attacks::STEPS[me as usize & 63];
            for &d in steps.get(..usize::from(*k)).unwrap_or_default() {
                let c = step(t, -isize::from(d));
                if self.cells[c] == me {
                    found[n & 7] = sq_of(c);
                    n += 1;
                }
            }
            // The kind's slides: out from each of the side's long-range
            // pieces of the kind on a line to `to` (a few cells to look
            // at, where walking back along each slide looks at a line's).
            if super::attacks::SLIDES[me as usize & 63].1 != 0 {
                let mut sliders = self.sliders[us as usize];
                while let Some(s) = sliders.pop() {
                    if self.cells[s & CELL_MASK] != me {
                        continue;
                    }
                    let Some(i) = line_from(s, t, me) else {
                        continue;
                    };
                    let d = DIRS[i];
                    let mut c = step(s, d);
                    while c != t && self.cells[c] == EMPTY {
                        c = step(c, d);
                    }
                    if c == t {
                        found[n & 7] = sq_of(s);
                        n += 1;
                    }
                }
            }
        }
        match n {
            0 => crate::notation::Squares::at_most(None),
            1 => crate::notation::Squares::at_most(Some(found[0])),
            _ => crate::notation::Squares::new(found.get(..n).unwrap_or_default()),
        }
    }

    /// Whether a move ending on `to` can answer the checks the side to
    /// move stands in (any can when it stands in none): on a checker or
    /// between one and the king, there being only one.
    #[cfg(feature = "notation")]
    pub(crate) fn answers_checks_on(&self, to: crate::Sq) -> bool {
        self.safety().evade.has(super::board::cell(to))
    }

    /// Whether the side to move's king is attacked, found as
    /// [`Board::safety`] finds its checkers (the eight cells around the
    /// king, the two a knight jumps from, the opponent's long-range pieces
    /// on a line to it) without the pins it also gathers: what the notation
    /// asks first of a move, the answer for nearly all of them being no.
    #[cfg(feature = "notation")]
    pub(crate) fn checked(&self) -> bool {
        let us = self.turn;
        let them = us.flip();
        let king = self.kings[us as usize];
        if king == 0 {
            return false;
        }
        // The eight cells around the king and the four a knight could
        // jump from, as bits from 21 cells before the king: when one of
        // them holds an opponent's piece, the test of any cell; else only
        // the long-range pieces can reach the king.
        const AROUND: u128 =
            1 | 1 << 2 | 0b111 << 10 | 0b101 << 20 | 0b111 << 30 | 1 << 40 | 1 << 42;
        let around = if king >= 21 {
            AROUND << (king - 21)
        } else {
            AROUND >> (21 - king)
        };
        let mut near = CellSet::EMPTY;
        near.or_word(0, around as u64);
        near.or_word(1, (around >> 64) as u64);
        if !(self.occupied[them as usize] & near).is_empty() {
            // The whole test, its long-range pieces included.
            return self.attacked_by(king, them, usize::MAX);
        }
        let mut sliders = self.sliders[them as usize];
        while let Some(s) = sliders.pop() {
            let Some(i) = line_from(s, king, self.cells[s & CELL_MASK]) else {
                continue;
            };
            let d = DIRS[i];
            let mut c = step(s, d);
            while self.cells[c] == EMPTY {
                c = step(c, d);
            }
            if c == king {
                return true;
            }
        }
        false
    }

    /// Whether the side to move's piece on `from` (not its king) may move
    /// to `to` as far as the lines to its king go: it stands on no line
    /// between the king and an opponent's long-range piece, or `to` is on
    /// that line too. With [`Board::checked`] false, the whole of the
    /// king's safety for a move that reaches `to`.
    #[cfg(feature = "notation")]
    pub(crate) fn unpinned_to(&self, from: crate::Sq, to: crate::Sq) -> bool {
        let us = self.turn;
        let king = self.kings[us as usize];
        let (f, t) = (super::board::cell(from), super::board::cell(to));
        if king == 0 {
            return true;
        }
        let diff = f as isize - king as isize;
        let Some(i) = (LINE_OF[(diff + LINE_BIAS as isize) as usize & 255] as usize).checked_sub(1)
        else {
            return true;
        };
        let d = DIRS[i & 7];
        // Out from the king to the piece: anything else on the way (a wall
        // when the difference was another line's) shields the king.
        let mut on_line = false;
        let mut c = step(king, d);
        while c != f {
            on_line |= c == t;
            if self.cells[c] != EMPTY {
                return true;
            }
            c = step(c, d);
        }
        // On past it to the first piece: `to` on the way stays on the line.
        loop {
            c = step(c, d);
            if c == t {
                return true;
            }
            let v = self.cells[c];
            if v != EMPTY {
                let pins = v & color_bit(us.flip()) != 0
                    && v != WALL
                    && LINES[v as usize & 63].1 & (1 << (7 - (i & 7))) != 0;
                return !pins || on_line;
            }
        }
    }

    /// The cells of the files that hold a pawn of `color`: the columns
    /// held as nine bits, copied to each rank by a multiplication per word
    /// (ranks are ten cells apart, more than nine bits, so no copy carries
    /// into the next).
    fn pawn_files(&self, color: Color) -> CellSet {
        let mut columns = 0u64;
        for col in 0..9 {
            columns |= u64::from(self.pawn_on_file(color, col)) << col;
        }
        // Cell 20 + 10 × rank + column: ranks 0 to 4 start in the first
        // word (rank 4's columns 4 to 8 spill into the second), ranks 5 to
        // 8 at bits 6, 16, 26 and 36 of the second.
        const LOW: u64 = 1 << 20 | 1 << 30 | 1 << 40 | 1 << 50 | 1 << 60;
        const HIGH: u64 = 1 << 6 | 1 << 16 | 1 << 26 | 1 << 36;
        let low = columns.wrapping_mul(LOW);
        let high = (columns >> 4) | (columns * HIGH);
        let mut files = CellSet::EMPTY;
        files.or_word(0, low);
        files.or_word(1, high);
        files
    }

    /// The sort keys of the legal moves, in the documented order of a list
    /// of legal moves, into `out`; returns how many there are (at most
    /// `out.len()` written). A board move's key is its origin's
    /// [`Position`](crate::Position) index × 162 + its destination's × 2 +
    /// 1 with promotion; a drop's is 81 × 162 + 81 × its kind's place in
    /// R B G S N L P + its square's index. The same tests as
    /// [`Board::generate`], each piece's destinations gathered as bits
    /// first (a window of the cells around a piece that steps or jumps, a
    /// set of cells for a long-range one): taken out lowest first, they
    /// come in order, and the list needs no sort.
    pub(crate) fn sorted_keys(&self, out: &mut [u32]) -> usize {
        let mut n = 0;
        let mut put = |k: u32| {
            if let Some(slot) = out.get_mut(n) {
                *slot = k;
                n += 1;
            }
        };
        let us = self.turn;
        let us_bit = color_bit(us);
        let king = self.kings[us as usize];
        let safety = self.safety();
        let targets = safety.evade;
        // Out of check every cell that is not the mover's own is a target
        // (walls carry both colour bits, so the own test leaves them out).
        let narrowed = safety.checked;
        let pinned = !safety.pinned.is_empty();
        let zone = ZONES[us as usize];
        let far = |c: usize| c.abs_diff(FAR_END[us as usize]);
        // The cells no step may end on: the mover's own and the walls.
        let blocked = self.occupied[us as usize] | !ON_BOARD;
        // The pieces lowest first, a word of the set at a time.
        for (w, word) in self.occupied[us as usize].words().into_iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let f = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let base = u32::from(INDEX_OF_CELL[f & CELL_MASK]) * 162;
                let code = self.cells[f & CELL_MASK];
                // A pinned piece keeps to the line of its pin, in either
                // sense.
                let pin = if pinned && safety.pinned.has(f) {
                    safety.pin_of(f)
                } else {
                    8
                };
                let allowed = match pin {
                    8 => 0xff,
                    i => (1u8 << i) | (1u8 << (7 - i)),
                };
                let (steps, slides) = LINES[code as usize & 63];
                let kind = code & KIND_MASK;
                let promotes = PROMOTED[kind as usize] != 0;
                let dead = usize::from(DEAD_FAR[kind as usize & 15]);
                if slides & allowed == 0 {
                    // Steps and jumps only, as a window of the cells from
                    // `p` up (bit `b` the cell `p + b`): read lowest first,
                    // they come in order.
                    let knight = kind == Kind::Knight as u8;
                    let p = f.wrapping_sub(if knight { 21 } else { 11 });
                    let mut free = 0u64;
                    if knight {
                        // A knight's jumps land 0, 2, 40 or 42 cells above
                        // `f - 21`; none for a pinned one.
                        if allowed == 0xff {
                            for j in knight_jumps(us) {
                                let t = step(f, j);
                                if self.cells[t] & us_bit == 0 && (!narrowed || targets.has(t)) {
                                    free |= 1 << ((t + 21 - f) & 63);
                                }
                            }
                        }
                    } else {
                        free = u64::from(STEP_WINDOWS[code as usize & 63]) & !window(blocked, p);
                        if f == king {
                            // Each of the king's steps is tested; in double
                            // check, where no target is left, they alone.
                            let near = self.sliders_near(king);
                            let mut steps = free;
                            while steps != 0 {
                                let b = steps.trailing_zeros() as usize;
                                steps &= steps - 1;
                                if self.attacked_among((p + b) & CELL_MASK, us.flip(), king, near) {
                                    free &= !(1 << b);
                                }
                            }
                        } else {
                            if let Some(&d) = DIRS.get(pin) {
                                free &= 1 << (11 + d) | 1 << (11 - d);
                            }
                            if narrowed {
                                free &= window(targets, p);
                            }
                        }
                    }
                    // Two ranks or more from the zone a move has one
                    // form, unpromoted.
                    let plain = !promotes || far(f) >= 70;
                    while free != 0 {
                        let t = p.wrapping_add(free.trailing_zeros() as usize) & CELL_MASK;
                        free &= free - 1;
                        let k = base + u32::from(INDEX_OF_CELL[t]) * 2;
                        if plain {
                            put(k);
                            continue;
                        }
                        if far(t) >= dead {
                            put(k);
                        }
                        if far(f) < 50 || far(t) < 50 {
                            put(k + 1);
                        }
                    }
                    continue;
                }
                let mut dests = CellSet::EMPTY;
                let mut dirs = steps & allowed;
                while dirs != 0 {
                    let t = step(f, DIRS[dirs.trailing_zeros() as usize & 7]);
                    dirs &= dirs - 1;
                    if self.cells[t] & us_bit == 0 {
                        dests.insert(t);
                    }
                }
                let mut dirs = slides & allowed;
                while dirs != 0 {
                    let s = DIRS[dirs.trailing_zeros() as usize & 7];
                    dirs &= dirs - 1;
                    let mut t = step(f, s);
                    loop {
                        let v = self.cells[t];
                        if v & us_bit != 0 {
                            break;
                        }
                        dests.insert(t);
                        if v != EMPTY {
                            break;
                        }
                        t = step(t, s);
                    }
                }
                let mut dests = dests & targets;
                // The cells where a piece must promote lie in the zone: a move
                // that neither starts nor ends there has one form, unpromoted.
                let plain = !promotes || far(f) >= 50 && (dests & zone).is_empty();
                while let Some(t) = dests.pop() {
                    let k = base + u32::from(INDEX_OF_CELL[t & CELL_MASK]) * 2;
                    if plain || far(t) >= dead {
                        put(k);
                    }
                    if !plain && (far(f) < 50 || far(t) < 50) {
                        put(k + 1);
                    }
                }
            }
        }
        let hand = &self.hands[us as usize];
        if hand.iter().all(|&c| c == 0) {
            return n;
        }
        let empties = targets & ON_BOARD & !(self.occupied[0] | self.occupied[1]);
        let rows = &FAR_ROWS[us as usize];
        // R B G S N L P, each kind's squares in order.
        for (place, kind) in [
            Kind::Rook,
            Kind::Bishop,
            Kind::Gold,
            Kind::Silver,
            Kind::Knight,
            Kind::Lance,
            Kind::Pawn,
        ]
        .into_iter()
        .enumerate()
        {
            if hand.get(kind as usize).is_none_or(|&c| c == 0) {
                continue;
            }
            let mut cells = match kind {
                Kind::Knight => empties & !rows[1],
                Kind::Lance => empties & !rows[0],
                Kind::Pawn => {
                    let mut cells = empties & !(rows[0] | self.pawn_files(us));
                    let t = self.pawn_check_cell();
                    if cells.has(t) && self.pawn_drop_mates(t) {
                        cells.remove(t);
                    }
                    cells
                }
                _ => empties,
            };
            let base = (81 * 162 + 81 * place) as u32;
            while let Some(t) = cells.pop() {
                put(base + u32::from(INDEX_OF_CELL[t & CELL_MASK]));
            }
        }
        n
    }

    fn generate_drops(&self, sink: &mut Sink<'_>, targets: CellSet) {
        let us = self.turn;
        let hand = &self.hands[us as usize];
        let mut others = [Kind::Pawn; 4];
        let mut n = 0;
        for kind in [Kind::Silver, Kind::Gold, Kind::Bishop, Kind::Rook] {
            if hand[kind as usize] > 0 {
                others[n] = kind;
                n += 1;
            }
        }
        let (pawn, lance, knight) = (hand[1] > 0, hand[2] > 0, hand[3] > 0);
        if n == 0 && !pawn && !lance && !knight {
            return;
        }
        let empties = targets & ON_BOARD & !(self.occupied[0] | self.occupied[1]);
        let rows = &FAR_ROWS[us as usize];
        // Where each of the three kinds with a restriction may go: most
        // empty squares are refused a pawn (its file holds one), and a hand
        // of pawns alone then visits only the others.
        let lances = if lance {
            empties & !rows[0]
        } else {
            CellSet::EMPTY
        };
        let knights = if knight {
            empties & !rows[1]
        } else {
            CellSet::EMPTY
        };
        let pawns = if pawn {
            empties & !(rows[0] | self.pawn_files(us))
        } else {
            CellSet::EMPTY
        };
        let mut cells = if n > 0 {
            empties
        } else {
            lances | knights | pawns
        };
        let mate_square = self.pawn_check_cell();
        while let Some(t) = cells.pop() {
            let to = sq_of(t);
            for &kind in &others[..n] {
                sink.push(Move::Drop { kind, to });
            }
            if lances.has(t) {
                sink.push(Move::Drop {
                    kind: Kind::Lance,
                    to,
                });
            }
            if knights.has(t) {
                sink.push(Move::Drop {
                    kind: Kind::Knight,
                    to,
                });
            }
            if pawns.has(t) && (t != mate_square || !self.pawn_drop_mates(t)) {
                sink.push(Move::Drop {
                    kind: Kind::Pawn,
                    to,
                });
            }
        }
    }

    /// The only cell where a pawn of the side to move, dropped, checks the
    /// opponent's king (the one in front of it); `usize::MAX`, which no
    /// set of the board's squares holds, when the opponent has no king.
    fn pawn_check_cell(&self) -> usize {
        match (self.kings[self.turn.flip() as usize], self.turn) {
            (0, _) => usize::MAX,
            (k, Color::Black) => k + 10,
            (k, Color::White) => k.wrapping_sub(10),
        }
    }

    /// Whether a pawn of the side to move dropped on the empty cell `t`
    /// leaves the opponent without a legal move.
    pub(crate) fn pawn_drop_mates(&self, t: usize) -> bool {
        let mut after = self.clone();
        after.put(t, code_of(self.turn, Kind::Pawn as u8));
        after.turn = self.turn.flip();
        !after.has_legal_move()
    }

    /// Whether the side to move has any legal move.
    pub(crate) fn has_legal_move(&self) -> bool {
        let mut any = Sink::Any(false);
        self.generate(&mut any, ON_BOARD);
        matches!(any, Sink::Any(true))
    }
}

/// Emits a board move, with and without promotion where each is allowed.
#[inline(always)]
fn emit(sink: &mut Sink<'_>, us: Color, code: u8, f: usize, t: usize) {
    let kind = code & KIND_MASK;
    let (from, to) = (sq_of(f), sq_of(t));
    if PROMOTED[kind as usize] != 0 {
        let far = |c: usize| c.abs_diff(FAR_END[us as usize]);
        let zone = far(f) < 50 || far(t) < 50;
        let must = far(t) < usize::from(DEAD_FAR[kind as usize & 15]);
        if zone {
            sink.push(Move::Board {
                from,
                to,
                promote: true,
            });
        }
        if !must {
            sink.push(Move::Board {
                from,
                to,
                promote: false,
            });
        }
    } else {
        sink.push(Move::Board {
            from,
            to,
            promote: false,
        });
    }
}
