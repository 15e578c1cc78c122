//! The generator never allocates: a counting global allocator sees no
//! allocation while moves are generated, checked and played, and perft runs.
#![cfg(all(feature = "rules", feature = "formats", not(target_arch = "wasm32")))]

use shogi64::{parse_sfen, Board, MoveList};
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicUsize, Ordering};

struct Counting;

static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    // Only the test's own thread counts: the test harness's thread may
    // allocate for its bookkeeping while the test runs.
    static COUNTING: Cell<bool> = const { Cell::new(false) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if COUNTING.with(Cell::get) {
            ALLOCATIONS.fetch_add(1, Ordering::SeqCst);
        }
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn generation_does_not_allocate() {
    let boards: Vec<Board> = include_str!("../moves/perft.jsonl")
        .lines()
        .chain(include_str!("../moves/pawn-drop-mate.jsonl").lines())
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            Board::from_position(&parse_sfen(v["sfen"].as_str().unwrap()).unwrap().0).unwrap()
        })
        .collect();
    let mut list = Box::new(MoveList::new());
    let mut leaves = 0;
    let mut played = 0;
    let before = ALLOCATIONS.load(Ordering::SeqCst);
    COUNTING.with(|c| c.set(true));
    for b in &boards {
        b.legal_moves(&mut list);
        for &m in list.iter() {
            let mut c = b.clone();
            assert!(c.is_legal(m));
            c.play(m).unwrap();
            played += 1;
        }
        leaves += b.perft(2);
        let _ = (b.in_check(), b.is_checkmate());
    }
    COUNTING.with(|c| c.set(false));
    let after = ALLOCATIONS.load(Ordering::SeqCst);
    assert!(played > 1000 && leaves > 100_000);
    assert_eq!(after - before, 0, "allocations during generation");
}
