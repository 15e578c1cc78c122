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

/// The transposition table.
pub(crate) struct Table {
    slots: Vec<Slot>,
    mask: usize,
}

impl Table {
    /// The size of one slot in bytes.
    pub(crate) const SLOT_BYTES: usize = core::mem::size_of::<Slot>();

    /// A table of at most `bytes` bytes (at least one bucket), allocated now.
    pub(crate) fn new(bytes: usize) -> Table {
        let wanted = (bytes / Self::SLOT_BYTES).max(BUCKET);
        // A power of two, so that the bucket is the key's low bits.
        let mut len = BUCKET;
        while len * 2 <= wanted {
            len *= 2;
        }
        let mut slots = Vec::new();
        slots.resize(len, EMPTY);
        Table {
            slots,
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

    /// What is known about `key` with `depth` plies left.
    pub(crate) fn probe(&self, key: u64, depth: u16) -> Probe {
        let start = self.bucket(key);
        for slot in &self.slots[start..start + BUCKET] {
            if slot.key == key && (key != 0 || slot.work != 0) {
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
                return Probe::Open(1, 1);
            }
        }
        Probe::Open(1, 1)
    }

    /// The shortest mate recorded for `key` at any depth.
    pub(crate) fn proof(&self, key: u64) -> Option<u16> {
        let start = self.bucket(key);
        self.slots[start..start + BUCKET]
            .iter()
            .find(|s| s.key == key && (key != 0 || s.work != 0) && s.proof != NO_PROOF)
            .map(|s| s.proof)
    }

    /// The slot of `key`, taking over the least worked one of its bucket.
    fn slot(&mut self, key: u64) -> &mut Slot {
        let start = self.bucket(key);
        let bucket = &mut self.slots[start..start + BUCKET];
        let mut pick = 0;
        for (i, slot) in bucket.iter().enumerate() {
            if slot.key == key && (key != 0 || slot.work != 0) {
                return &mut bucket[i];
            }
            if slot.work < bucket[pick].work {
                pick = i;
            }
        }
        bucket[pick] = Slot { key, ..EMPTY };
        &mut bucket[pick]
    }

    /// Records a mate of `plies` plies from `key`.
    pub(crate) fn store_proof(&mut self, key: u64, plies: u16, work: u32) {
        let slot = self.slot(key);
        slot.proof = slot.proof.min(plies);
        slot.work = slot.work.max(work).max(1);
    }

    /// Records that there is no mate within `depth` plies from `key` ([`FINAL`]: none at all).
    pub(crate) fn store_disproof(&mut self, key: u64, depth: u16, work: u32) {
        let slot = self.slot(key);
        let value = if depth == FINAL { FINAL } else { depth + 1 };
        slot.disproof = slot.disproof.max(value);
        slot.work = slot.work.max(work).max(1);
    }

    /// Records the numbers of an unfinished search of `key`.
    pub(crate) fn store_open(&mut self, key: u64, depth: u16, pn: u32, dn: u32, work: u32) {
        let slot = self.slot(key);
        slot.depth = depth;
        slot.pn = pn.clamp(1, INF - 1);
        slot.dn = dn.clamp(1, INF - 1);
        slot.work = slot.work.saturating_add(work).max(1);
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
