//! The heap over an arena: a `Vec` of zeroed memory handed out in small
//! pages, optionally with gaps (memory grown elsewhere between two growths).
//! Every test walks the heap after its steps and checks each block's
//! header, flags and footer and each free list. Run under Miri too, with
//! smaller counts (`cargo +nightly miri test -p shogi64-wasm --lib heap::`).

use super::*;

/// The arena's page: small, so that the heap grows often.
const PAGE: usize = 256;

struct Arena {
    /// Zeroed, in words of 16 bytes (aligned to 16: ALIGN at most).
    words: *mut [u128],
    base: *mut u8,
    capacity: usize,
    used: usize,
    /// Bytes skipped before every eighth growth.
    gap: usize,
    grown: usize,
    /// The stretches handed out, as offsets, joined where one follows another.
    segments: Vec<(usize, usize)>,
}

impl Arena {
    fn new(capacity: usize, gap: usize) -> Arena {
        let words = Box::into_raw(vec![0u128; capacity / 16].into_boxed_slice());
        let base = words.cast::<u8>();
        assert_eq!(base as usize % ALIGN, 0);
        Arena {
            words,
            base,
            capacity,
            used: 0,
            gap,
            grown: 0,
            segments: Vec::new(),
        }
    }
}

impl Drop for Arena {
    fn drop(&mut self) {
        // SAFETY: made by `Box::into_raw` in `new`, and dropped once.
        drop(unsafe { Box::from_raw(self.words) });
    }
}

impl Memory for Arena {
    fn grow(&mut self, bytes: usize) -> Option<(*mut u8, usize)> {
        let len = bytes.div_ceil(PAGE) * PAGE;
        self.grown += 1;
        let start = self.used + if self.grown % 8 == 0 { self.gap } else { 0 };
        if start > self.capacity || len > self.capacity - start {
            return None;
        }
        self.used = start + len;
        match self.segments.last_mut() {
            Some(last) if last.1 == start => last.1 = start + len,
            _ => self.segments.push((start, start + len)),
        }
        // SAFETY: within the arena.
        Some((unsafe { self.base.add(start) }, len))
    }
}

fn heap(capacity: usize, gap: usize) -> Heap<Arena> {
    Heap::new(Arena::new(capacity, gap))
}

/// What the heap holds, walked block by block: bytes in blocks in use, bytes
/// in free blocks, and free blocks. Panics on any broken invariant.
fn check(heap: &Heap<Arena>) -> (usize, usize, usize) {
    let arena = &heap.memory;
    let (mut used, mut free, mut blocks, mut last) = (0, 0, 0, 0);
    // SAFETY: the walk reads the heap's own words within its segments.
    unsafe {
        for &(start, end) in &arena.segments {
            let mut b = arena.base.add(start + ALIGN - W);
            let end = arena.base.add(end);
            let mut prev_in_use = true;
            loop {
                let h = header(b);
                let size = h & !FLAGS;
                assert_eq!(
                    h & PREV_IN_USE != 0,
                    prev_in_use,
                    "flag of the block before, at {b:?}"
                );
                if size == 0 {
                    assert_eq!(b, end.sub(W), "the sentinel ends the segment");
                    assert!(h & IN_USE != 0, "the sentinel is in use");
                    break;
                }
                assert!(size >= MIN && size % ALIGN == 0, "size {size}");
                assert!(b.add(size) <= end.sub(W), "block past its segment");
                if h & IN_USE == 0 {
                    assert!(prev_in_use, "two free blocks side by side");
                    assert_eq!(b.add(size - W).cast::<usize>().read(), size, "footer");
                    // In its list, but for the last, which ends the heap.
                    let mut x = heap.heads[class(size)];
                    while !x.is_null() && x != b {
                        x = *link(x, 1);
                    }
                    if b.add(size) == heap.end.sub(W) {
                        assert!(x.is_null(), "the last free block is in a list");
                        last = 1;
                    } else {
                        assert_eq!(x, b, "free block of {size} bytes not in its list");
                    }
                    free += size;
                    blocks += 1;
                } else {
                    used += size;
                }
                prev_in_use = h & IN_USE != 0;
                b = b.add(size);
            }
        }
        if let Some(&(_, end)) = arena.segments.last() {
            assert_eq!(heap.end, arena.base.add(end));
        }
        // The lists: linked both ways, of their class, and no more blocks
        // than the walk found.
        let mut listed = 0;
        for c in 0..CLASSES {
            assert_eq!(
                heap.bits >> c & 1 == 1,
                !heap.heads[c].is_null(),
                "bit of list {c}"
            );
            let mut prev = null_mut();
            let mut b = heap.heads[c];
            while !b.is_null() {
                assert_eq!(*link(b, 2), prev);
                assert_eq!(header(b) & IN_USE, 0, "listed block in use");
                assert_eq!(class(header(b) & !FLAGS), c);
                listed += 1;
                prev = b;
                b = *link(b, 1);
            }
        }
        assert_eq!(listed + last, blocks);
    }
    (used, free, blocks)
}

#[path = "../../../tests/common/xorshift.rs"]
mod xorshift;
use xorshift::Rng;

/// A live allocation and the byte its contents start from.
struct Live {
    p: *mut u8,
    size: usize,
    align: usize,
    seed: u8,
}

fn fill(live: &Live) {
    for i in 0..live.size {
        // SAFETY: within the allocation.
        unsafe { live.p.add(i).write(live.seed.wrapping_add(i as u8)) }
    }
}

fn verify(live: &Live, len: usize) {
    for i in 0..len {
        // SAFETY: within the allocation.
        let byte = unsafe { live.p.add(i).read() };
        assert_eq!(
            byte,
            live.seed.wrapping_add(i as u8),
            "byte {i} of {} at {:?}",
            live.size,
            live.p
        );
    }
}

fn random_size(rng: &mut Rng, large: usize) -> usize {
    match rng.below(100) {
        0..=69 => 1 + rng.below(64),
        70..=89 => 65 + rng.below(1000),
        90..=97 => 1024 + rng.below(16 * 1024),
        _ => 1 + rng.below(large),
    }
}

/// Random requests (allocations, some zeroed or over-aligned, frees,
/// reallocations), every live block's contents checked as they go and the
/// heap walked every `every` steps; at the end all is freed and each
/// segment is one free block.
fn random_requests(seed: u64, steps: usize, every: usize, gap: usize) {
    let large = if cfg!(miri) { 4_000 } else { 300_000 };
    let mut heap = heap(if cfg!(miri) { 1 << 20 } else { 32 << 20 }, gap);
    let mut rng = Rng(seed);
    let mut live: Vec<Live> = Vec::new();
    let mut seed = 0u8;
    for step in 0..steps {
        seed = seed.wrapping_add(37);
        let align = if rng.below(20) == 0 {
            16 << rng.below(5)
        } else {
            1 << rng.below(4)
        };
        match rng.below(10) {
            0..=3 => {
                let size = random_size(&mut rng, large);
                let zeroed = rng.below(5) == 0;
                // SAFETY: a request of the heap's contract.
                let p = unsafe {
                    if zeroed {
                        heap.alloc_zeroed(size, align)
                    } else {
                        heap.alloc(size, align)
                    }
                };
                assert!(!p.is_null(), "out of arena");
                assert_eq!(p as usize % align.max(ALIGN), 0);
                if zeroed {
                    for i in 0..size {
                        // SAFETY: within the allocation.
                        assert_eq!(
                            unsafe { p.add(i).read() },
                            0,
                            "byte {i} of a zeroed block of {size}"
                        );
                    }
                }
                let l = Live {
                    p,
                    size,
                    align,
                    seed,
                };
                fill(&l);
                live.push(l);
            }
            4..=6 if !live.is_empty() => {
                let l = live.swap_remove(rng.below(live.len()));
                verify(&l, l.size);
                // SAFETY: a live allocation, freed once.
                unsafe { heap.dealloc(l.p, l.align) };
            }
            7..=9 if !live.is_empty() => {
                let i = rng.below(live.len());
                let new_size = match rng.below(3) {
                    0 => 1 + rng.below(live[i].size),
                    1 => live[i].size + 1 + rng.below(64),
                    _ => random_size(&mut rng, large),
                };
                let l = &mut live[i];
                // SAFETY: a live allocation of that size and alignment.
                let q = unsafe { heap.realloc(l.p, l.size, l.align, new_size) };
                assert!(!q.is_null(), "out of arena");
                assert_eq!(q as usize % l.align.max(ALIGN), 0);
                l.p = q;
                verify(l, l.size.min(new_size));
                l.size = new_size;
                l.seed = seed;
                fill(l);
            }
            _ => {}
        }
        if step % every == 0 {
            check(&heap);
        }
    }
    for l in live.drain(..) {
        verify(&l, l.size);
        // SAFETY: a live allocation, freed once.
        unsafe { heap.dealloc(l.p, l.align) };
    }
    let (used, _, blocks) = check(&heap);
    assert_eq!(used, 0);
    assert_eq!(
        blocks,
        heap.memory.segments.len(),
        "each segment is one free block again"
    );
}

#[test]
fn random_requests_keep_the_heap_whole() {
    let (seeds, steps) = if cfg!(miri) { (1, 200) } else { (6, 20_000) };
    for seed in 1..=seeds as u64 {
        random_requests(
            seed.wrapping_mul(0x9e37_79b9_7f4a_7c15),
            steps,
            if cfg!(miri) { 50 } else { 1 },
            0,
        );
    }
}

#[test]
fn memory_grown_elsewhere_between_growths() {
    let steps = if cfg!(miri) { 120 } else { 10_000 };
    random_requests(7, steps, if cfg!(miri) { 50 } else { 1 }, 3 * PAGE);
}

#[test]
fn classes_rise_with_sizes() {
    let mut last = 0;
    let top = if cfg!(miri) { 1 << 16 } else { 1 << 22 };
    for size in (MIN..top).step_by(ALIGN) {
        let c = class(size);
        assert!(c >= last && c < CLASSES, "class of {size}");
        last = c;
    }
    assert_eq!(class(usize::MAX & !FLAGS), CLASSES - 1);
    // Below 64 bytes in wasm32 (128 in 64 bits) each class is one size.
    for size in (MIN..8 * ALIGN).step_by(ALIGN) {
        assert!(class(size + ALIGN) > class(size));
    }
}

#[test]
fn realloc_grows_in_place_at_the_end_of_memory() {
    let mut heap = heap(1 << 20, 0);
    // SAFETY: requests of the heap's contract.
    unsafe {
        let p = heap.alloc(10, 1);
        let l = Live {
            p,
            size: 10,
            align: 1,
            seed: 3,
        };
        fill(&l);
        let mut size = 10;
        while size < 200_000 {
            let q = heap.realloc(p, size, 1, size * 2);
            assert_eq!(q, p, "in place, from {size} bytes");
            size *= 2;
        }
        verify(&l, 10);
        // Memory grew by what the block lacked each time, no more.
        assert!(
            heap.memory.used <= block_size(size) + ALIGN + PAGE,
            "{} bytes of arena",
            heap.memory.used
        );
        check(&heap);
    }
}

#[test]
fn realloc_grows_into_the_free_block_after() {
    let mut heap = heap(1 << 16, 0);
    // SAFETY: requests of the heap's contract.
    unsafe {
        let a = heap.alloc(100, 8);
        let b = heap.alloc(300, 8);
        let c = heap.alloc(10, 8);
        let l = Live {
            p: a,
            size: 100,
            align: 8,
            seed: 9,
        };
        fill(&l);
        heap.dealloc(b, 8);
        assert_eq!(heap.realloc(a, 100, 8, 250), a);
        verify(&l, 100);
        check(&heap);
        // What is left of b's block is free, and taken next.
        assert_eq!(heap.realloc(a, 250, 8, 400), a);
        let (_, _, free) = check(&heap);
        assert_eq!(free, 1, "only the heap's tail is free");
        // No room after: moved, the contents kept.
        let moved = heap.realloc(a, 400, 8, 1000);
        assert_ne!(moved, a);
        verify(&Live { p: moved, ..l }, 100);
        heap.dealloc(moved, 8);
        heap.dealloc(c, 8);
        assert_eq!(check(&heap), (0, heap.memory.used - ALIGN, 1));
    }
}

#[test]
fn realloc_shrinks_in_place_and_frees_the_rest() {
    let mut heap = heap(1 << 16, 0);
    // SAFETY: requests of the heap's contract.
    unsafe {
        let a = heap.alloc(4000, 4);
        let _fence = heap.alloc(8, 4);
        assert_eq!(heap.realloc(a, 4000, 4, 100), a);
        let b = heap.alloc(3000, 4);
        assert!(b > a && b < a.add(4000), "the rest of a's block is reused");
        check(&heap);
    }
}

#[test]
fn zeroed_blocks_are_zero_where_memory_was_used() {
    let mut heap = heap(1 << 20, 0);
    // SAFETY: requests of the heap's contract.
    unsafe {
        // Dirty a stretch, free it, and keep a block in use before the end.
        let mut blocks = Vec::new();
        for size in [24, 100, 7000, 5, 60_000, 33] {
            let p = heap.alloc(size, 8);
            p.write_bytes(0xa5, size);
            blocks.push((p, size));
        }
        for &(p, _) in &blocks[2..] {
            heap.dealloc(p, 8);
        }
        // From the lists; then a block larger than any, which joins the
        // dirty last free block to new memory.
        let big = if cfg!(miri) { 20_000 } else { 200_000 };
        for size in [16, 90, 6000, big / 3, big] {
            let p = heap.alloc_zeroed(size, 8);
            assert!(
                (0..size).all(|i| p.add(i).read() == 0),
                "zeroed block of {size}"
            );
            p.write_bytes(0x5a, size);
            check(&heap);
        }
        // A growth that does not follow the heap's end.
        heap.memory.gap = PAGE;
        heap.memory.grown = 7;
        let p = heap.alloc_zeroed(big * 3 / 2, 8);
        assert!((0..big * 3 / 2).all(|i| p.add(i).read() == 0));
        check(&heap);
    }
}

#[test]
fn out_of_memory_is_null_and_leaves_the_heap_whole() {
    let mut heap = heap(8 * PAGE, 0);
    // SAFETY: requests of the heap's contract.
    unsafe {
        let a = heap.alloc(100, 8);
        let l = Live {
            p: a,
            size: 100,
            align: 8,
            seed: 1,
        };
        fill(&l);
        assert!(heap.alloc(10 * PAGE, 8).is_null());
        assert!(heap.alloc_zeroed(10 * PAGE, 8).is_null());
        assert!(heap.alloc(usize::MAX / 2, 8).is_null());
        assert!(heap.alloc(PAGE, 1024).is_null() || heap.memory.used <= 8 * PAGE);
        assert!(heap.realloc(a, 100, 8, 10 * PAGE).is_null());
        verify(&l, 100);
        check(&heap);
        let b = heap.alloc(PAGE, 8);
        assert!(!b.is_null());
        heap.dealloc(b, 8);
        heap.dealloc(a, 8);
        check(&heap);
    }
}

#[test]
fn large_alignments() {
    let mut heap = heap(1 << 20, 0);
    // SAFETY: requests of the heap's contract.
    unsafe {
        for align in [16, 64, 256, 4096] {
            let p = heap.alloc(50, align);
            assert_eq!(p as usize % align, 0);
            let l = Live {
                p,
                size: 50,
                align,
                seed: 4,
            };
            fill(&l);
            let q = heap.realloc(p, 50, align, 5000);
            assert_eq!(q as usize % align, 0);
            verify(&Live { p: q, ..l }, 50);
            heap.dealloc(q, align);
            check(&heap);
        }
        assert_eq!(check(&heap).0, 0);
    }
}

/// Small records made and dropped in batches, a few vectors each, growing
/// by doubling: the memory after the last batch is within 5% of what the
/// first took (the batches' sizes vary).
#[test]
fn batches_of_small_blocks_reuse_memory() {
    let (batches, records) = if cfg!(miri) { (4, 50) } else { (100, 2000) };
    let mut heap = heap(if cfg!(miri) { 1 << 20 } else { 64 << 20 }, 0);
    let mut rng = Rng(5);
    let mut after_first = 0;
    for batch in 0..batches {
        let mut blocks = Vec::new();
        for _ in 0..records {
            for size in [40, 96, 8 + rng.below(64)] {
                let mut size = size;
                // SAFETY: requests of the heap's contract.
                let mut p = unsafe { heap.alloc(size, 8) };
                for _ in 0..rng.below(4) {
                    // SAFETY: as above, a live block of `size` bytes.
                    p = unsafe { heap.realloc(p, size, 8, size * 2) };
                    size *= 2;
                }
                blocks.push((p, size));
            }
        }
        // Freed in another order than made.
        while !blocks.is_empty() {
            let (p, _) = blocks.swap_remove(rng.below(blocks.len()));
            // SAFETY: a live block, freed once.
            unsafe { heap.dealloc(p, 8) };
        }
        if batch == 0 {
            after_first = heap.memory.used;
        }
    }
    check(&heap);
    assert!(
        heap.memory.used <= after_first + after_first / 20,
        "{} bytes after the last batch, {after_first} after the first",
        heap.memory.used
    );
}

/// Texts of rising size read into a buffer kept and grown from one to the
/// next, with a parse's blocks beside it: the memory after the series stays
/// near what the largest text alone takes.
#[test]
fn rising_texts_reuse_memory() {
    let (count, top) = if cfg!(miri) {
        (8, 100_000)
    } else {
        (40, 4 << 20)
    };
    let run = |sizes: &[usize]| {
        let mut heap = heap(if cfg!(miri) { 4 << 20 } else { 128 << 20 }, 0);
        let mut rng = Rng(11);
        let (mut text, mut have): (*mut u8, usize) = (null_mut(), 0);
        for &size in sizes {
            // SAFETY: requests of the heap's contract.
            unsafe {
                text = if text.is_null() {
                    heap.alloc(size, 1)
                } else {
                    heap.realloc(text, have, 1, size)
                };
                have = size;
                // The parse: a vector of moves growing by doubling, and a
                // small block per move.
                let (mut moves, mut cap, mut small) = (heap.alloc(64, 8), 64, Vec::new());
                for i in 0..size / 40 {
                    if (i + 1) * 16 > cap {
                        moves = heap.realloc(moves, cap, 8, cap * 2);
                        cap *= 2;
                    }
                    if i % 3 == 0 {
                        small.push(heap.alloc(20 + rng.below(60), 8));
                    }
                }
                for p in small {
                    heap.dealloc(p, 8);
                }
                heap.dealloc(moves, 8);
            }
        }
        check(&heap);
        heap.memory.used
    };
    let sizes: Vec<usize> = (0..count)
        .map(|i| (top as f64 * (1024f64).powf((i + 1) as f64 / count as f64 - 1.0)) as usize)
        .collect();
    let lone = run(&[top]);
    let series = run(&sizes);
    assert!(
        series <= lone + lone / 16,
        "{series} bytes after the series, {lone} after the largest alone"
    );
}
