//! The module's allocator: boundary-tagged blocks in segregated free lists,
//! coalesced on free, in memory grown page by page.
//!
//! Every block starts with a header word: its size (a multiple of [`ALIGN`])
//! and two flags, whether it is in use and whether the block before it is. A
//! free block also holds the links of its free list after its header and its
//! size again in its last word, so that the block after it can join it. No
//! two free blocks are ever neighbours: a freed block joins the free blocks
//! on either side at once. The heap's memory ends in a sentinel header, an
//! empty block in use.
//!
//! The free lists are by size class: four classes per power of two (exact
//! sizes below 64 bytes in wasm32), the largest class holding everything from
//! 896 KiB up. A request takes the first fitting block among the first few
//! of its own class, or else the first block of the next class that is not
//! empty (found in a bitmap), whose every block fits; what the request
//! leaves of a block goes back to the lists. The free block that ends the
//! heap, if any, is in no list: it is taken only when no other block fits,
//! and when it is too small the heap grows by what it lacks, the new memory
//! joined to it. So the heap's end stays free for the largest blocks, which
//! keeps a series of ever larger requests from leaving holes behind them.
//! `realloc` grows a block in place into a free block after it, or at the
//! heap's end by growing memory, and shrinks it in place.
//!
//! The heap is generic over where its memory comes from ([`Memory`]): the
//! module's pages (`core::arch::wasm32::memory_grow`), or in the tests a
//! `Vec`-backed arena, which runs the same code under Miri.

use core::ptr::null_mut;

/// Where the heap's memory comes from.
pub(crate) trait Memory {
    /// At least `bytes` more bytes of zeroed memory, as its start (a
    /// multiple of [`ALIGN`]) and length (a multiple of [`ALIGN`]), or
    /// `None` when there is no more. Memory that starts where the last ended
    /// extends it.
    fn grow(&mut self, bytes: usize) -> Option<(*mut u8, usize)>;
}

/// A word: a header, a link or a footer.
const W: usize = core::mem::size_of::<usize>();
/// The alignment of every block's payload (8 in wasm32), and of block sizes.
pub(crate) const ALIGN: usize = 2 * W;
/// The smallest block: a header, two links and a footer.
const MIN: usize = 4 * W;
/// Header flags: the block is in use; the block before it is in use.
const IN_USE: usize = 1;
const PREV_IN_USE: usize = 2;
const FLAGS: usize = ALIGN - 1;
/// Free lists, by size class.
const CLASSES: usize = 64;
/// How many blocks of its own class a request looks at before it takes one
/// of a larger class (all of them in the largest class).
const SCAN: usize = 8;

/// The heap: its free lists and the end of its memory.
pub(crate) struct Heap<M> {
    memory: M,
    /// Bit `c` is set when list `c` is not empty.
    bits: u64,
    /// The first block of each free list (null when empty).
    heads: [*mut u8; CLASSES],
    /// The end of the memory grown last (null before the first growth): its
    /// sentinel header is the word before.
    end: *mut u8,
    /// Where the memory grown last starts.
    fresh: *mut u8,
}

/// The size class of a block of `size` bytes (at least [`MIN`]).
fn class(size: usize) -> usize {
    let log = (usize::BITS - 1 - size.leading_zeros()) as usize;
    let c = (log - 4) * 4 + ((size >> (log - 2)) & 3);
    if c < CLASSES {
        c
    } else {
        CLASSES - 1
    }
}

/// The block size that holds `size` bytes after its header.
fn block_size(size: usize) -> usize {
    let n = (size + W + FLAGS) & !FLAGS;
    if n < MIN {
        MIN
    } else {
        n
    }
}

// The words of a block at `b`: its header, its links (free blocks) and the
// word before it (the footer of a free block before it).
unsafe fn header(b: *mut u8) -> usize {
    unsafe { b.cast::<usize>().read() }
}
unsafe fn set_header(b: *mut u8, word: usize) {
    unsafe { b.cast::<usize>().write(word) }
}
unsafe fn link(b: *mut u8, which: usize) -> *mut *mut u8 {
    unsafe { b.add(W * which).cast() }
}
/// Sets the flag that the block before `b` is in use.
unsafe fn mark_prev_in_use(b: *mut u8) {
    unsafe { set_header(b, header(b) | PREV_IN_USE) }
}

impl<M: Memory> Heap<M> {
    /// An empty heap that grows from `memory`.
    pub(crate) const fn new(memory: M) -> Heap<M> {
        Heap {
            memory,
            bits: 0,
            heads: [null_mut(); CLASSES],
            end: null_mut(),
            fresh: null_mut(),
        }
    }

    /// Puts the free block `b` of `size` bytes at the head of its list.
    unsafe fn insert(&mut self, b: *mut u8, size: usize) {
        let c = class(size);
        let head = self.heads[c];
        unsafe {
            *link(b, 1) = head;
            *link(b, 2) = null_mut();
            if !head.is_null() {
                *link(head, 2) = b;
            }
        }
        self.heads[c] = b;
        self.bits |= 1 << c;
    }

    /// Takes the free block `b` of `size` bytes out of its list (the last
    /// free block, which ends the heap, is in none).
    unsafe fn unlink(&mut self, b: *mut u8, size: usize) {
        unsafe {
            if b.add(size) == self.end.sub(W) {
                return;
            }
            let (next, prev) = (*link(b, 1), *link(b, 2));
            if !next.is_null() {
                *link(next, 2) = prev;
            }
            if prev.is_null() {
                let c = class(size);
                self.heads[c] = next;
                if next.is_null() {
                    self.bits &= !(1 << c);
                }
            } else {
                *link(prev, 1) = next;
            }
        }
    }

    /// Frees the `size` bytes at `b`, joined to the free blocks beside it,
    /// and lists the result.
    unsafe fn release(&mut self, mut b: *mut u8, mut size: usize, prev_in_use: bool) {
        unsafe {
            let next = header(b.add(size));
            if next & IN_USE == 0 {
                self.unlink(b.add(size), next & !FLAGS);
                size += next & !FLAGS;
            }
            if !prev_in_use {
                let before = b.sub(W).cast::<usize>().read();
                b = b.sub(before);
                self.unlink(b, before);
                size += before;
            }
            set_header(b, size | PREV_IN_USE);
            set_header(b.add(size - W), size);
            let next = b.add(size);
            set_header(next, header(next) & !PREV_IN_USE);
            if next != self.end.sub(W) {
                self.insert(b, size);
            }
        }
    }

    /// Makes the block `b`, in use and out of the lists, `n` bytes long
    /// where it spans `size` (at least `n`): the rest, if a block can be made
    /// of it, is freed.
    unsafe fn trim(&mut self, b: *mut u8, size: usize, n: usize, flags: usize) {
        unsafe {
            if size - n >= MIN {
                set_header(b, n | flags);
                self.release(b.add(n), size - n, true);
            } else {
                set_header(b, size | flags);
                mark_prev_in_use(b.add(size));
            }
        }
    }

    /// A free block of at least `n` bytes, or null.
    unsafe fn find(&self, n: usize) -> *mut u8 {
        let c = class(n);
        let mut b = self.heads[c];
        let mut looked = 0;
        while !b.is_null() && (looked < SCAN || c == CLASSES - 1) {
            if unsafe { header(b) } >= n {
                return b;
            }
            b = unsafe { *link(b, 1) };
            looked += 1;
        }
        let larger = self.bits & (u64::MAX << c << 1);
        if larger == 0 {
            return null_mut();
        }
        self.heads[larger.trailing_zeros() as usize & (CLASSES - 1)]
    }

    /// Grows the heap by at least `bytes`, its last free block joined to the
    /// new memory when that follows it; false when memory cannot grow.
    unsafe fn grow(&mut self, bytes: usize) -> bool {
        let Some((start, len)) = self.memory.grow(bytes + ALIGN) else {
            return false;
        };
        unsafe {
            let last = self.free_at_end();
            let (b, size) = if start == self.end {
                // From the last free block, or the old sentinel, on.
                (start.sub(W + last), len + last)
            } else {
                // The old memory's last free block goes to the lists.
                if last != 0 {
                    self.insert(self.end.sub(W + last), last);
                }
                (start.add(ALIGN - W), len - ALIGN)
            };
            self.end = start.add(len);
            self.fresh = start;
            set_header(b, size | PREV_IN_USE);
            set_header(b.add(size - W), size);
            set_header(self.end.sub(W), IN_USE);
        }
        true
    }

    /// How many bytes of free block end the heap (0 if its last block is in use).
    unsafe fn free_at_end(&self) -> usize {
        if self.end.is_null() {
            return 0;
        }
        unsafe {
            let sentinel = self.end.sub(W);
            if header(sentinel) & PREV_IN_USE != 0 {
                0
            } else {
                sentinel.sub(W).cast::<usize>().read()
            }
        }
    }

    /// A block of `n` bytes, in use: its payload, or null.
    unsafe fn alloc_block(&mut self, n: usize) -> *mut u8 {
        unsafe {
            loop {
                let mut b = self.find(n);
                if b.is_null() {
                    // The last free block, taken when no other fits, so
                    // that the heap's end stays free to grow into; or with
                    // new memory joined to it (one more turn if the memory
                    // comes from elsewhere).
                    let last = self.free_at_end();
                    if last < n {
                        if !self.grow(n - last) {
                            return null_mut();
                        }
                        continue;
                    }
                    b = self.end.sub(W + last);
                }
                let size = header(b) & !FLAGS;
                self.unlink(b, size);
                self.trim(b, size, n, IN_USE | PREV_IN_USE);
                return b.add(W);
            }
        }
    }

    /// `size` bytes aligned to `align` (a power of two), or null.
    ///
    /// # Safety
    /// The heap's memory is only reached through its blocks.
    pub(crate) unsafe fn alloc(&mut self, size: usize, align: usize) -> *mut u8 {
        unsafe {
            if align <= ALIGN {
                return self.alloc_block(block_size(size));
            }
            // A larger alignment: a block with room to align within, the
            // block's payload kept in the word before the aligned address.
            let p = self.alloc_block(block_size(size + align));
            if p.is_null() {
                return p;
            }
            let q = p.add(align - (p as usize & (align - 1)));
            q.cast::<*mut u8>().sub(1).write(p);
            q
        }
    }

    /// `size` zeroed bytes aligned to `align`, or null. Memory grown for
    /// the block is zero already: only the block's own words written there
    /// are cleared.
    ///
    /// # Safety
    /// As [`Heap::alloc`].
    pub(crate) unsafe fn alloc_zeroed(&mut self, size: usize, align: usize) -> *mut u8 {
        unsafe {
            let end = self.end;
            let p = self.alloc(size, align);
            if p.is_null() {
                return p;
            }
            let mut clean = p.add(size);
            if align <= ALIGN && self.end != end && self.fresh == end && end < clean {
                // One growth that followed the heap's end: the block is the
                // last free block joined to the new memory, which holds
                // nothing yet but the block's footer, in its last word, past
                // the bytes asked for (the growth was ALIGN more than they
                // lacked).
                clean = if end > p { end } else { p };
            }
            p.write_bytes(0, clean as usize - p as usize);
            p
        }
    }

    /// Frees what [`Heap::alloc`] returned for `align`.
    ///
    /// # Safety
    /// `p` came from this heap for `align` and is not used again.
    pub(crate) unsafe fn dealloc(&mut self, p: *mut u8, align: usize) {
        unsafe {
            let p = if align <= ALIGN {
                p
            } else {
                p.cast::<*mut u8>().sub(1).read()
            };
            let b = p.sub(W);
            let h = header(b);
            self.release(b, h & !FLAGS, h & PREV_IN_USE != 0);
        }
    }

    /// The block of `size` bytes at `p` (for `align`) resized to `new_size`
    /// bytes, in place where it can be: its new address, or null (then `p`
    /// is unchanged).
    ///
    /// # Safety
    /// As [`Heap::dealloc`], for a `p` of `size` bytes.
    pub(crate) unsafe fn realloc(
        &mut self,
        p: *mut u8,
        size: usize,
        align: usize,
        new_size: usize,
    ) -> *mut u8 {
        unsafe {
            if align <= ALIGN {
                let b = p.sub(W);
                let n = block_size(new_size);
                let h = header(b);
                let have = h & !FLAGS;
                if n <= have {
                    self.trim(b, have, n, h & FLAGS);
                    return p;
                }
                loop {
                    // The free block after this one (if any) and the memory
                    // grown after the heap's end, when this block ends it.
                    let next = b.add(have);
                    let after = header(next);
                    let mut top = next;
                    if after & IN_USE == 0 {
                        let joined = have + (after & !FLAGS);
                        if joined >= n {
                            self.unlink(next, after & !FLAGS);
                            self.trim(b, joined, n, h & FLAGS);
                            return p;
                        }
                        top = b.add(joined);
                    }
                    if top != self.end.sub(W) || !self.grow(n - (top as usize - b as usize)) {
                        break;
                    }
                }
            }
            let q = self.alloc(new_size, align);
            if !q.is_null() {
                q.copy_from_nonoverlapping(p, if size < new_size { size } else { new_size });
                self.dealloc(p, align);
            }
            q
        }
    }
}

/// The module's memory, grown 64 KiB pages at a time.
#[cfg(all(feature = "standalone", feature = "alloc", target_arch = "wasm32"))]
pub(crate) struct Pages;

#[cfg(all(feature = "standalone", feature = "alloc", target_arch = "wasm32"))]
impl Memory for Pages {
    fn grow(&mut self, bytes: usize) -> Option<(*mut u8, usize)> {
        const PAGE: usize = 65536;
        let pages = bytes.div_ceil(PAGE);
        let old = core::arch::wasm32::memory_grow(0, pages);
        // A memory that reached 4 GiB would end at address 0: its last page
        // stays unused.
        if old == usize::MAX || old + pages >= 65536 {
            return None;
        }
        Some(((old * PAGE) as *mut u8, pages * PAGE))
    }
}

#[cfg(test)]
mod tests;
