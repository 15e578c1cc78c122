//! Fixed-capacity results, so that writing and reading a move never allocates.

use core::fmt;
use core::ops::Deref;

use super::names::Token;
use crate::Sq;

/// The most bytes a move's text can take: a mark (3), 同 and a full-width
/// space or a square (6), a two-character name (6), two words (6), 不成 (6)
/// and a KIF origin (4).
pub const MAX_TEXT: usize = 31;

/// How many characters `s` holds: its bytes that start one. A plain loop,
/// where `str::chars().count()` links the standard library's word-at-a-time
/// counter (1 KB of the module) for texts that are mostly a few bytes long.
#[inline(never)]
pub(crate) fn char_count(s: &str) -> usize {
    s.bytes().filter(|&b| (b as i8) >= -0x40).count()
}

/// A move's text, held inline, with its key. Its bytes have room for
/// eight past the longest text, so that the writer stores each piece as one
/// word.
// In this order, without padding, so that it is copied as whole words.
#[derive(Clone, Copy)]
#[repr(C)]
pub struct MoveText {
    bytes: [u8; MAX_TEXT + 8],
    len: u8,
    pub(crate) key: u32,
}

impl MoveText {
    /// A number below 2²⁵ that names the text: the writer packs into it
    /// every choice the text is made of (mark, square or 同, name, words,
    /// suffix, origin), so two texts with one key are the same text, and a
    /// caller can keep the texts it has made by key. 0 is the empty text's.
    pub const fn key(&self) -> u32 {
        self.key
    }

    /// The text's UTF-8 bytes, as they are: no check, where
    /// [`MoveText::as_str`] (and `str::as_bytes` through it) checks them
    /// again, a tenth of the time a binding takes to write a move.
    pub fn as_bytes(&self) -> &[u8] {
        self.bytes.get(..usize::from(self.len)).unwrap_or_default()
    }

    /// The text a key names, as the writer makes it
    /// ([`japanese_key`](super::japanese_key) and [`MoveText::key`]). A
    /// number no writer gave makes some text of the same parts, never a
    /// panic.
    pub fn from_key(key: u32) -> MoveText {
        super::write::text_of_key(key)
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        // Only whole characters are pushed, so the bytes are always UTF-8.
        let bytes = self.bytes.get(..usize::from(self.len)).unwrap_or_default();
        core::str::from_utf8(bytes).unwrap_or_default()
    }
}

// Equal by their text alone (the key follows from it).
impl PartialEq for MoveText {
    fn eq(&self, other: &MoveText) -> bool {
        self.as_bytes() == other.as_bytes()
    }
}

impl Eq for MoveText {}

impl core::hash::Hash for MoveText {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.as_bytes().hash(state);
    }
}

impl Deref for MoveText {
    type Target = str;

    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

/// A move's text being written: each [`Token`] stored as one eight-byte
/// word at the end of what is there, in [`MoveText`]'s own bytes.
pub(crate) struct TextWriter(MoveText);

impl TextWriter {
    pub(crate) const fn new() -> TextWriter {
        TextWriter(MoveText {
            bytes: [0; MAX_TEXT + 8],
            len: 0,
            key: 0,
        })
    }

    /// Appends `t`. Past [`MAX_TEXT`] bytes the text would be cut (never
    /// reached: the longest move fits).
    #[inline]
    pub(crate) fn put(&mut self, t: Token) {
        let at = usize::from(self.0.len) & 31;
        if let Some(dst) = self.0.bytes.get_mut(at..at + 8) {
            dst.copy_from_slice(&t.bytes().to_le_bytes());
        }
        self.0.len = at as u8 + t.len();
    }

    /// The text written, with its key ([`MoveText::key`]).
    #[inline]
    pub(crate) fn finish(self, key: u32) -> MoveText {
        let mut text = self.0;
        text.key = key;
        if usize::from(text.len) > MAX_TEXT {
            cut(&mut text);
        }
        text
    }
}

/// Cuts `text` to [`MAX_TEXT`] bytes at a character's first byte, were a
/// text ever too long.
#[cold]
#[inline(never)]
fn cut(text: &mut MoveText) {
    let mut len = MAX_TEXT;
    while len > 0 && text.bytes.get(len).is_some_and(|&b| (b as i8) < -0x40) {
        len -= 1;
    }
    for b in text.bytes.iter_mut().skip(len) {
        *b = 0;
    }
    text.len = len as u8;
}

/// Up to eight squares (the most pieces of one kind that can reach one
/// square), in the order of the position's squares: rank by rank, from file 9.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Squares {
    list: [Sq; 8],
    len: u8,
}

impl Squares {
    /// The squares of `list` (at most eight are kept), sorted.
    pub fn new(list: &[Sq]) -> Squares {
        let mut s = Squares {
            list: [Sq::ALL[0]; 8],
            len: 0,
        };
        // Each put in its place as it comes (a square's order on the padded
        // board is its order in a position): an insertion sort of eight.
        for &sq in list.iter().take(8) {
            let mut j = usize::from(s.len);
            while let Some(&before) = j.checked_sub(1).and_then(|i| s.list.get(i)) {
                if before <= sq {
                    break;
                }
                if let Some(slot) = s.list.get_mut(j) {
                    *slot = before;
                }
                j -= 1;
            }
            if let Some(slot) = s.list.get_mut(j) {
                *slot = sq;
            }
            s.len += 1;
        }
        s
    }

    /// No square, or `sq` alone.
    #[inline]
    pub(crate) fn at_most(sq: Option<Sq>) -> Squares {
        Squares {
            list: [
                sq.unwrap_or(Sq::ALL[0]),
                Sq::ALL[0],
                Sq::ALL[0],
                Sq::ALL[0],
                Sq::ALL[0],
                Sq::ALL[0],
                Sq::ALL[0],
                Sq::ALL[0],
            ],
            len: u8::from(sq.is_some()),
        }
    }

    /// The square, when there is exactly one.
    #[inline]
    pub(crate) fn only(&self) -> Option<Sq> {
        match self.len {
            1 => Some(self.list[0]),
            _ => None,
        }
    }

    /// Those of the squares for which `keep` holds, in their order.
    #[inline]
    pub(crate) fn retain(self, mut keep: impl FnMut(Sq) -> bool) -> Squares {
        let mut out = Squares {
            list: [Sq::ALL[0]; 8],
            len: 0,
        };
        for &sq in self.iter() {
            if keep(sq) {
                if let Some(slot) = out.list.get_mut(usize::from(out.len)) {
                    *slot = sq;
                }
                out.len += 1;
            }
        }
        out
    }

    /// All eight slots: the squares first, then filler.
    pub(crate) const fn slots(&self) -> [Sq; 8] {
        self.list
    }
}

impl Deref for Squares {
    type Target = [Sq];

    fn deref(&self) -> &[Sq] {
        &self.list[..usize::from(self.len).min(8)]
    }
}

impl fmt::Debug for Squares {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}
