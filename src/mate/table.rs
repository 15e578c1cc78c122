//! The transposition table: what the search knows about each position it met,
//! in a number of slots that grows, as it fills, up to the caller's size.
//!
//! A slot keeps three facts about a position, each valid for a different
//! remaining depth, so that searches limited to different depths (the shortest
//! mate is found by searching again with a smaller limit) share one table:
//! the length of the shortest mate found so far (a proof), the depth within
//! which no mate exists (a disproof), and the proof and disproof numbers of an
//! unfinished search.
//!
//! Positions are found by the key of their squares and side to move, so
//! that every hand with the same board lands in one bucket, and the hands
//! are compared there (優等局面, hand domination): a mate with the attacker
//! holding some pieces and the defender others is also a mate, at most as
//! long, when the attacker holds more of each kind and the defender fewer,
//! as every check of the first position is still available and every reply
//! of the second was already available; and a disproof holds the other way
//! round.

use alloc::vec::Vec;

use crate::{Board, Color};

/// Proof or disproof number meaning "infinite": the node is disproved or proved.
pub(crate) const INF: u32 = 1 << 30;

/// No proof known.
pub(crate) const NO_PROOF: u16 = u16::MAX;

/// "No mate at any depth": a disproof that no depth limit caused.
pub(crate) const FINAL: u16 = u16::MAX;

/// Slots looked at for one key: a key may sit in any slot of its bucket.
const BUCKET: usize = 8;

/// A position as the table knows it: the key of its squares and side to
/// move, and each side's hand counts packed one byte a kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Pos {
    key: u64,
    hands: [u64; 2],
}

impl Pos {
    /// The table's view of `board`.
    pub(crate) fn of(board: &Board) -> Pos {
        Pos::from_parts(board.board_key(), &board.hands)
    }

    /// The table's view of a board of key `board_key` (see
    /// [`Board::board_key`]) and `hands`.
    pub(crate) fn from_parts(board_key: u64, hands: &[[u8; 8]; 2]) -> Pos {
        Pos {
            key: board_key,
            hands: [u64::from_le_bytes(hands[0]), u64::from_le_bytes(hands[1])],
        }
    }
}

/// Whether hand `a` holds at least as many of every kind as hand `b`.
fn covers(a: u64, b: u64) -> bool {
    a.to_le_bytes()
        .iter()
        .zip(b.to_le_bytes().iter())
        .all(|(x, y)| x >= y)
}

/// One slot. `key == 0 && work == 0` marks an empty slot.
#[derive(Clone, Copy, Debug)]
struct Slot {
    key: u64,
    hands: [u64; 2],
    /// Proof and disproof numbers of an unfinished search, both in `1..INF`,
    /// and the depth it searched with: numbers from another depth are not
    /// used, as a deeper search's overstate a shallow one's, which then
    /// never gets the attention it needs to settle.
    pn: u32,
    dn: u32,
    depth: u16,
    /// The length in plies of a mate found from here, or [`NO_PROOF`].
    proof: u16,
    /// One more than the number of plies within which there is no mate; 0
    /// when nothing is known, [`FINAL`] when there is no mate at all.
    disproof: u16,
    /// Nodes spent below this position: what the slot is worth keeping.
    work: u32,
}

const EMPTY: Slot = Slot {
    key: 0,
    hands: [0; 2],
    pn: 1,
    dn: 1,
    depth: 0,
    proof: NO_PROOF,
    disproof: 0,
    work: 0,
};

/// What the table says about a position searched with `depth` plies left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Probe {
    /// A mate of this many plies, within the depth.
    Proved(u16),
    /// No mate within `depth`; the value is the depth the disproof holds for
    /// ([`FINAL`]: every depth).
    Disproved(u16),
    /// Not settled: proof and disproof numbers (1, 1 when never searched).
    Open(u32, u32),
}

impl Slot {
    /// The slot of a stored key and words. The words of an empty slot are
    /// all zero, so that the table is allocated zeroed: the system hands out
    /// zeroed pages without writing them, and a large table costs nothing
    /// until it is used.
    fn load(key: u64, w: &Words) -> Slot {
        Slot {
            key,
            hands: [w[3], w[4]],
            pn: (w[0] as u32).max(1),
            dn: ((w[0] >> 32) as u32).max(1),
            depth: w[1] as u16,
            proof: !((w[1] >> 16) as u16),
            disproof: (w[1] >> 32) as u16,
            work: w[2] as u32,
        }
    }

    fn save(&self) -> Words {
        [
            u64::from(self.pn) | u64::from(self.dn) << 32,
            u64::from(self.depth) | u64::from(!self.proof) << 16 | u64::from(self.disproof) << 32,
            u64::from(self.work),
            self.hands[0],
            self.hands[1],
        ]
    }

    fn holds(&self, pos: &Pos) -> bool {
        self.key == pos.key && self.hands == pos.hands && (pos.key != 0 || self.work != 0)
    }
}

/// A slot as stored, but for its key.
type Words = [u64; 5];

/// The transposition table.
pub(crate) struct Table {
    /// The keys apart from the rest, so that a probe of a position the
    /// table does not hold reads one bucket of keys and nothing else.
    keys: Vec<u64>,
    slots: Vec<Words>,
    mask: usize,
    /// The attacker's colour, as an index of [`Pos::hands`].
    attacker: usize,
    /// The most slots the table may grow to.
    most: usize,
    /// Slots in use.
    used: usize,
}

/// The slots a table starts with (when the caller allows that many): a
/// search of a few nodes then neither clears nor touches a large table.
const FIRST_SLOTS: usize = 1 << 10;

impl Table {
    /// The size of one slot in bytes.
    pub(crate) const SLOT_BYTES: usize = core::mem::size_of::<Words>() + 8;

    /// A table of at most `bytes` bytes (at least one bucket) for a search
    /// in which `attacker` mates. It starts small and doubles whenever half
    /// its slots are in use; while it doubles the old slots are held with
    /// the new, so its largest size is two thirds of `bytes`.
    pub(crate) fn new(bytes: usize, attacker: Color) -> Table {
        let wanted = (bytes / Self::SLOT_BYTES * 2 / 3).max(BUCKET);
        // A power of two, so that the bucket is the key's low bits.
        let mut most = BUCKET;
        while most * 2 <= wanted {
            most *= 2;
        }
        let len = most.min(FIRST_SLOTS);
        Table {
            keys: alloc::vec![0u64; len],
            slots: alloc::vec![[0u64; 5]; len],
            mask: len - BUCKET,
            attacker: attacker as usize,
            most,
            used: 0,
        }
    }

    /// The number of slots the table may grow to.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.most
    }

    /// Doubles the table and puts every slot in its new bucket.
    fn grow(&mut self) {
        let len = self.slots.len() * 2;
        let keys = core::mem::replace(&mut self.keys, alloc::vec![0u64; len]);
        let slots = core::mem::replace(&mut self.slots, alloc::vec![[0u64; 5]; len]);
        self.mask = len - BUCKET;
        self.used = 0;
        for (k, w) in keys.iter().zip(slots.iter()) {
            let slot = Slot::load(*k, w);
            if slot.work != 0 {
                self.place(slot);
            }
        }
    }

    /// Puts `slot` in its bucket, over an empty slot or else the least
    /// worked one.
    fn place(&mut self, slot: Slot) {
        let (at, _) = self.pick(slot.key, None);
        self.put(at, slot);
    }

    /// The place in `key`'s bucket of the slot that holds `pos`, with that
    /// slot; else of the first least worked slot (counted as used when it
    /// was empty). Past the table when the bucket is.
    fn pick(&mut self, key: u64, pos: Option<&Pos>) -> (usize, Option<Slot>) {
        let start = self.bucket(key);
        let (Some(keys), Some(words)) = (
            self.keys.get(start..start + BUCKET),
            self.slots.get(start..start + BUCKET),
        ) else {
            return (usize::MAX, None);
        };
        let mut pick = 0;
        let mut pick_work = u32::MAX;
        for (i, (&k, w)) in keys.iter().zip(words).enumerate() {
            let s = Slot::load(k, w);
            if pos.is_some_and(|p| s.holds(p)) {
                return (start + i, Some(s));
            }
            if s.work < pick_work {
                pick = i;
                pick_work = s.work;
            }
        }
        if pick_work == 0 {
            self.used += 1;
        }
        (start + pick, None)
    }

    /// Writes `slot` at place `at` (nothing when it is past the table).
    fn put(&mut self, at: usize, slot: Slot) {
        if let (Some(k), Some(w)) = (self.keys.get_mut(at), self.slots.get_mut(at)) {
            *k = slot.key;
            *w = slot.save();
        }
    }

    fn bucket(&self, key: u64) -> usize {
        (key as usize) & self.mask
    }

    /// The slots of `pos`'s board in its bucket.
    fn same_board<'a>(&'a self, pos: &'a Pos) -> impl Iterator<Item = Slot> + 'a {
        let start = self.bucket(pos.key);
        let keys = self.keys.get(start..start + BUCKET).unwrap_or_default();
        keys.iter().enumerate().filter_map(move |(i, &k)| {
            if k != pos.key {
                return None;
            }
            let slot = Slot::load(k, self.slots.get(start + i)?);
            (k != 0 || slot.work != 0).then_some(slot)
        })
    }

    /// The slot holding exactly `pos`, if any.
    fn find(&self, pos: &Pos) -> Option<Slot> {
        self.same_board(pos).find(|s| s.holds(pos))
    }

    /// What is known about `pos` with `depth` plies left: a proof of its
    /// own or of a position it dominates, a disproof of its own or of one
    /// that dominates it, or its own numbers at that depth.
    pub(crate) fn probe(&self, pos: &Pos, depth: u16) -> Probe {
        let (a, d) = (self.attacker & 1, (self.attacker & 1) ^ 1);
        let mut disproof = 0u16;
        let mut open = (1, 1);
        for slot in self.same_board(pos) {
            let exact = slot.hands == pos.hands;
            let ours = pos.hands;
            let theirs = slot.hands;
            if slot.proof <= depth
                && (exact || covers(ours[a], theirs[a]) && covers(theirs[d], ours[d]))
            {
                return Probe::Proved(slot.proof);
            }
            if slot.disproof > depth
                && (exact || covers(theirs[a], ours[a]) && covers(ours[d], theirs[d]))
            {
                disproof = disproof.max(slot.disproof);
            }
            if exact && slot.depth == depth {
                open = (slot.pn, slot.dn);
            }
        }
        match disproof {
            0 => Probe::Open(open.0, open.1),
            FINAL => Probe::Disproved(FINAL),
            n => Probe::Disproved(n - 1),
        }
    }

    /// The shortest mate recorded for `pos` at any depth.
    pub(crate) fn proof(&self, pos: &Pos) -> Option<u16> {
        self.find(pos)
            .filter(|s| s.proof != NO_PROOF)
            .map(|s| s.proof)
    }

    /// Changes the slot of `pos` with `change`, taking over the least
    /// worked slot of its bucket when `pos` has none.
    fn update(&mut self, pos: &Pos, change: impl FnOnce(&mut Slot)) {
        let (at, slot) = self.pick(pos.key, Some(pos));
        if at == usize::MAX {
            return;
        }
        let mut slot = slot.unwrap_or(Slot {
            key: pos.key,
            hands: pos.hands,
            ..EMPTY
        });
        change(&mut slot);
        self.put(at, slot);
        if self.used * 2 > self.slots.len() && self.slots.len() < self.most {
            self.grow();
        }
    }

    /// Records a mate of `plies` plies from `key`.
    pub(crate) fn store_proof(&mut self, pos: &Pos, plies: u16, work: u32) {
        self.update(pos, |slot| {
            slot.proof = slot.proof.min(plies);
            slot.work = slot.work.max(work).max(1);
        });
    }

    /// Records that there is no mate within `depth` plies from `key` ([`FINAL`]: none at all).
    pub(crate) fn store_disproof(&mut self, pos: &Pos, depth: u16, work: u32) {
        let value = if depth == FINAL { FINAL } else { depth + 1 };
        self.update(pos, |slot| {
            slot.disproof = slot.disproof.max(value);
            slot.work = slot.work.max(work).max(1);
        });
    }

    /// Records the numbers of an unfinished search of `key`.
    pub(crate) fn store_open(&mut self, pos: &Pos, depth: u16, pn: u32, dn: u32, work: u32) {
        self.update(pos, |slot| {
            slot.depth = depth;
            slot.pn = pn.clamp(1, INF - 1);
            slot.dn = dn.clamp(1, INF - 1);
            slot.work = slot.work.saturating_add(work).max(1);
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A position of board key `key`, black (the attacker) holding `black`
    /// pawns and white `white`.
    fn pos(key: u64, black: u8, white: u8) -> Pos {
        Pos {
            key,
            hands: [
                u64::from_le_bytes([0, black, 0, 0, 0, 0, 0, 0]),
                u64::from_le_bytes([0, white, 0, 0, 0, 0, 0, 0]),
            ],
        }
    }

    fn table(bytes: usize) -> Table {
        Table::new(bytes, Color::Black)
    }

    /// The keys the search reads off a parent for each child are those of
    /// the child played out, over every legal move of random games (drops,
    /// captures of promoted pieces, promotions).
    #[test]
    #[cfg(feature = "formats")]
    fn keys_after_a_move_are_the_keys_of_the_move_played() {
        let starts = [
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
            "4k4/9/9/9/9/9/9/9/4K4 b RBGSNLPrbgsnlp 1",
            "1k7/9/9/5P3/1S5N1/1NP6/3r5/4G1K1+l/2S6 b RB2G2S2NL9Pbg2l7p 153",
        ];
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut list = crate::MoveList::new();
        let mut checked = 0;
        for sfen in starts {
            let (p, _) = crate::parse_sfen(sfen).unwrap();
            for _ in 0..20 {
                let mut board = Board::from_position(&p).unwrap();
                for _ in 0..60 {
                    board.legal_moves(&mut list);
                    if list.is_empty() {
                        break;
                    }
                    for &mv in list.iter() {
                        let mut next = board.clone();
                        next.play_unchecked(mv);
                        let (key, board_key, hands) = board.keys_after(mv);
                        assert_eq!(
                            (key, board_key, hands),
                            (next.key(), next.board_key(), next.hands),
                            "{mv}"
                        );
                        assert_eq!(Pos::from_parts(board_key, &hands), Pos::of(&next));
                        checked += 1;
                    }
                    seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                    let mv = list[(seed >> 33) as usize % list.len()];
                    board.play_unchecked(mv);
                }
            }
        }
        assert!(checked > 50_000, "{checked}");
    }

    #[test]
    fn sized_by_the_caller() {
        let t = table(1 << 20);
        assert!(t.len() * Table::SLOT_BYTES * 3 / 2 <= 1 << 20);
        assert!(t.len() * Table::SLOT_BYTES * 3 > 1 << 20);
        assert_eq!(table(0).len(), BUCKET);
    }

    #[test]
    fn facts_hold_for_their_depths() {
        let mut t = table(1 << 12);
        let p = pos(42, 0, 0);
        assert_eq!(t.probe(&p, 9), Probe::Open(1, 1));
        t.store_open(&p, 9, 3, 7, 5);
        assert_eq!(t.probe(&p, 9), Probe::Open(3, 7));
        t.store_disproof(&p, 4, 9);
        assert_eq!(t.probe(&p, 3), Probe::Disproved(4));
        assert_eq!(t.probe(&p, 4), Probe::Disproved(4));
        assert_eq!(t.probe(&p, 5), Probe::Open(1, 1));
        t.store_proof(&p, 7, 9);
        assert_eq!(t.probe(&p, 9), Probe::Proved(7));
        assert_eq!(t.probe(&p, 6), Probe::Open(1, 1));
        assert_eq!(t.probe(&p, 7), Probe::Proved(7));
        t.store_proof(&p, 9, 9);
        assert_eq!(t.proof(&p), Some(7));
        let q = pos(43, 0, 0);
        t.store_disproof(&q, FINAL, 1);
        assert_eq!(t.probe(&q, 200), Probe::Disproved(FINAL));
    }

    #[test]
    fn grows_and_keeps_what_it_holds() {
        let mut t = table(1 << 20);
        assert_eq!(t.slots.len(), FIRST_SLOTS);
        // Consecutive keys fill each bucket exactly, so nothing is evicted.
        for k in 1..=4000u64 {
            t.store_proof(&pos(k, 0, 0), (k % 50) as u16, 1);
        }
        assert!(t.slots.len() >= 8192 && t.slots.len() <= t.len());
        assert_eq!(t.used, 4000);
        for k in 1..=4000u64 {
            assert_eq!(t.proof(&pos(k, 0, 0)), Some((k % 50) as u16), "{k}");
        }
        // It never grows past the caller's size.
        let mut small = table(FIRST_SLOTS * Table::SLOT_BYTES * 3 / 2);
        for k in 1..=4000u64 {
            small.store_proof(&pos(k, 0, 0), 1, 1);
        }
        assert_eq!(small.slots.len(), FIRST_SLOTS);
    }

    #[test]
    fn hands_dominate() {
        let mut t = table(1 << 12);
        t.store_proof(&pos(42, 1, 3), 5, 9);
        // More for the attacker, less for the defender: still mate.
        assert_eq!(t.probe(&pos(42, 2, 3), 9), Probe::Proved(5));
        assert_eq!(t.probe(&pos(42, 1, 2), 9), Probe::Proved(5));
        // Less for the attacker or more for the defender: unknown.
        assert_eq!(t.probe(&pos(42, 0, 3), 9), Probe::Open(1, 1));
        assert_eq!(t.probe(&pos(42, 2, 4), 9), Probe::Open(1, 1));
        assert_eq!(t.proof(&pos(42, 2, 3)), None);
        t.store_disproof(&pos(43, 1, 3), 6, 9);
        assert_eq!(t.probe(&pos(43, 0, 3), 5), Probe::Disproved(6));
        assert_eq!(t.probe(&pos(43, 1, 4), 5), Probe::Disproved(6));
        assert_eq!(t.probe(&pos(43, 2, 3), 5), Probe::Open(1, 1));
        assert_eq!(t.probe(&pos(43, 0, 2), 5), Probe::Open(1, 1));
    }

    #[test]
    fn a_full_bucket_keeps_the_most_worked() {
        let mut t = table(0);
        let n = BUCKET as u64;
        // Keys that are multiples of the bucket size all land in bucket 0.
        for k in 1..=n {
            t.store_open(&pos(k * n, 0, 0), 9, 2, 2, k as u32 * 10);
        }
        t.store_open(&pos((n + 1) * n, 0, 0), 9, 5, 5, 1);
        assert_eq!(t.probe(&pos(n, 0, 0), 9), Probe::Open(1, 1));
        for k in 2..=n + 1 {
            assert_ne!(t.probe(&pos(k * n, 0, 0), 9), Probe::Open(1, 1));
        }
    }
}
