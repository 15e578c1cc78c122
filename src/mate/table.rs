//! The transposition table: what the search knows about each position it met,
//! in a fixed number of slots chosen by the caller and allocated once.
//!
//! A slot keeps three facts about a position, each valid for a different
//! remaining depth, so that searches limited to different depths (the shortest
//! mate is found by searching again with a smaller limit) share one table:
//! the length of the shortest mate found so far (a proof), the depth within
//! which no mate exists (a disproof), and the proof and disproof numbers of an
//! unfinished search.

use alloc::vec::Vec;

/// Proof or disproof number meaning "infinite": the node is disproved or proved.
pub(crate) const INF: u32 = 1 << 30;

/// No proof known.
pub(crate) const NO_PROOF: u16 = u16::MAX;

/// "No mate at any depth": a disproof that no depth limit caused.
pub(crate) const FINAL: u16 = u16::MAX;

/// Slots looked at for one key: a key may sit in any slot of its bucket.
const BUCKET: usize = 4;

/// One slot. `key == 0 && work == 0` marks an empty slot.
#[derive(Clone, Copy, Debug)]
struct Slot {
    key: u64,
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
    /// The slot of four stored words. The words of an empty slot are all
    /// zero, so that the table is allocated zeroed: the system hands out
    /// zeroed pages without writing them, and a large table costs nothing
    /// until it is used.
    fn load(w: &[u64; 4]) -> Slot {
        Slot {
            key: w[0],
            pn: (w[1] as u32).max(1),
            dn: ((w[1] >> 32) as u32).max(1),
            depth: w[2] as u16,
            proof: !((w[2] >> 16) as u16),
            disproof: (w[2] >> 32) as u16,
            work: w[3] as u32,
        }
    }

    fn save(&self) -> [u64; 4] {
        [
            self.key,
            u64::from(self.pn) | u64::from(self.dn) << 32,
            u64::from(self.depth) | u64::from(!self.proof) << 16 | u64::from(self.disproof) << 32,
            u64::from(self.work),
        ]
    }

    fn holds(&self, key: u64) -> bool {
        self.key == key && (key != 0 || self.work != 0)
    }
}

/// The transposition table.
pub(crate) struct Table {
    slots: Vec<[u64; 4]>,
    mask: usize,
}

impl Table {
    /// The size of one slot in bytes.
    pub(crate) const SLOT_BYTES: usize = core::mem::size_of::<[u64; 4]>();

    /// A table of at most `bytes` bytes (at least one bucket), allocated now.
    pub(crate) fn new(bytes: usize) -> Table {
        let wanted = (bytes / Self::SLOT_BYTES).max(BUCKET);
        // A power of two, so that the bucket is the key's low bits.
        let mut len = BUCKET;
        while len * 2 <= wanted {
            len *= 2;
        }
        Table {
            slots: alloc::vec![[0u64; 4]; len],
            mask: len - BUCKET,
        }
    }

    /// The number of slots.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.slots.len()
    }

    fn bucket(&self, key: u64) -> usize {
        (key as usize) & self.mask
    }

    /// The slot holding `key`, if any.
    fn find(&self, key: u64) -> Option<Slot> {
        let start = self.bucket(key);
        self.slots
            .get(start..start + BUCKET)?
            .iter()
            .filter(|w| w[0] == key)
            .map(Slot::load)
            .find(|s| s.holds(key))
    }

    /// What is known about `key` with `depth` plies left.
    pub(crate) fn probe(&self, key: u64, depth: u16) -> Probe {
        let Some(slot) = self.find(key) else {
            return Probe::Open(1, 1);
        };
        if slot.proof <= depth {
            return Probe::Proved(slot.proof);
        }
        if slot.disproof == FINAL {
            return Probe::Disproved(FINAL);
        }
        if slot.disproof > depth {
            return Probe::Disproved(slot.disproof - 1);
        }
        if slot.depth == depth {
            return Probe::Open(slot.pn, slot.dn);
        }
        Probe::Open(1, 1)
    }

    /// The shortest mate recorded for `key` at any depth.
    pub(crate) fn proof(&self, key: u64) -> Option<u16> {
        self.find(key)
            .filter(|s| s.proof != NO_PROOF)
            .map(|s| s.proof)
    }

    /// Changes the slot of `key` with `change`, taking over the least
    /// worked slot of its bucket when `key` has none.
    fn update(&mut self, key: u64, change: impl FnOnce(&mut Slot)) {
        let start = self.bucket(key);
        let Some(bucket) = self.slots.get_mut(start..start + BUCKET) else {
            return;
        };
        let mut pick = 0;
        let mut pick_work = u32::MAX;
        let mut slot = None;
        for (i, w) in bucket.iter().enumerate() {
            let s = Slot::load(w);
            if s.holds(key) {
                pick = i;
                slot = Some(s);
                break;
            }
            if s.work < pick_work {
                pick = i;
                pick_work = s.work;
            }
        }
        let mut slot = slot.unwrap_or(Slot { key, ..EMPTY });
        change(&mut slot);
        bucket[pick] = slot.save();
    }

    /// Records a mate of `plies` plies from `key`.
    pub(crate) fn store_proof(&mut self, key: u64, plies: u16, work: u32) {
        self.update(key, |slot| {
            slot.proof = slot.proof.min(plies);
            slot.work = slot.work.max(work).max(1);
        });
    }

    /// Records that there is no mate within `depth` plies from `key` ([`FINAL`]: none at all).
    pub(crate) fn store_disproof(&mut self, key: u64, depth: u16, work: u32) {
        let value = if depth == FINAL { FINAL } else { depth + 1 };
        self.update(key, |slot| {
            slot.disproof = slot.disproof.max(value);
            slot.work = slot.work.max(work).max(1);
        });
    }

    /// Records the numbers of an unfinished search of `key`.
    pub(crate) fn store_open(&mut self, key: u64, depth: u16, pn: u32, dn: u32, work: u32) {
        self.update(key, |slot| {
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

    #[test]
    fn sized_by_the_caller() {
        let t = Table::new(1 << 20);
        assert!(t.len() * Table::SLOT_BYTES <= 1 << 20);
        assert!(t.len() * Table::SLOT_BYTES * 2 > 1 << 20);
        assert_eq!(Table::new(0).len(), BUCKET);
    }

    #[test]
    fn facts_hold_for_their_depths() {
        let mut t = Table::new(1 << 12);
        assert_eq!(t.probe(42, 9), Probe::Open(1, 1));
        t.store_open(42, 9, 3, 7, 5);
        assert_eq!(t.probe(42, 9), Probe::Open(3, 7));
        t.store_disproof(42, 4, 9);
        assert_eq!(t.probe(42, 3), Probe::Disproved(4));
        assert_eq!(t.probe(42, 4), Probe::Disproved(4));
        assert_eq!(t.probe(42, 5), Probe::Open(1, 1));
        t.store_proof(42, 7, 9);
        assert_eq!(t.probe(42, 9), Probe::Proved(7));
        assert_eq!(t.probe(42, 6), Probe::Open(1, 1));
        assert_eq!(t.probe(42, 7), Probe::Proved(7));
        t.store_proof(42, 9, 9);
        assert_eq!(t.proof(42), Some(7));
        t.store_disproof(43, FINAL, 1);
        assert_eq!(t.probe(43, 200), Probe::Disproved(FINAL));
    }

    #[test]
    fn a_full_bucket_keeps_the_most_worked() {
        let mut t = Table::new(0);
        for k in 1..=4u64 {
            t.store_open(k * 4, 9, 2, 2, k as u32 * 10);
        }
        t.store_open(20, 9, 5, 5, 1);
        assert_eq!(t.probe(4, 9), Probe::Open(1, 1));
        for k in 2..=5u64 {
            assert_ne!(t.probe(k * 4, 9), Probe::Open(1, 1));
        }
    }
}
