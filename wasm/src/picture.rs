//! The board picture's export (the `rules` feature): a position from the
//! position buffer and the options from the words and text buffers, drawn
//! as SVG by `shogi64::picture`, out as UTF-16LE (which the platforms decode
//! as a copy, where UTF-8 with kanji is decoded a character at a time).

use super::formats::text_in;
use super::{error_code, with_engine, Engine};
use crate::buffers::position_in;
use crate::contract::code;
use crate::contract::svg::{self, ABSENT, FLIP, NO_COORDINATES, SIZED};
use alloc::vec::Vec;
use shogi64::picture::{to_svg, SvgError, SvgOptions};
use shogi64::{Move, Sq, UsiError, UsiExpected};

/// The picture export's state: the output of the last call.
pub(crate) struct Picture {
    out: Vec<u8>,
}

impl Picture {
    pub(crate) const fn new() -> Picture {
        Picture { out: Vec::new() }
    }
}

const _: () = assert!(svg::MAX_SIZE == shogi64::picture::MAX_SIZE);

/// `UsiExpected` as a number, in declaration order.
fn expected(e: UsiExpected) -> u32 {
    match e {
        UsiExpected::FileOrPiece => 0,
        UsiExpected::File => 1,
        UsiExpected::Rank => 2,
        UsiExpected::Star => 3,
        UsiExpected::PromoteOrEnd => 4,
        _ => 5,
    }
}

/// Reads the texts the words name, one after another from the text
/// buffer's start: the last move, the marks, black's and white's names.
struct Texts<'a> {
    text: &'a str,
    at: usize,
}

impl<'a> Texts<'a> {
    /// The next text of `len` bytes, `None` for [`ABSENT`].
    fn next(&mut self, len: u32) -> Option<&'a str> {
        if len == ABSENT {
            return None;
        }
        let end = self.at.saturating_add(len as usize);
        let s = self.text.get(self.at..end).unwrap_or_default();
        self.at = end;
        Some(s)
    }
}

fn error_words(e: SvgError) -> [u32; 4] {
    match e {
        SvgError::Size(_) => [code::SVG_SIZE, 0, 0, 0],
        // The byte offset in the name's UTF-8, which the shim turns into
        // its index.
        SvgError::Name { color, offset } => [code::SVG_NAME, color as u32, offset as u32, 0],
    }
}

fn usi_words(e: UsiError) -> u32 {
    expected(e.expected) + 8 * e.offset as u32
}

/// Draws the position in the position buffer with the options the first
/// `words` words say (the text buffer holding their texts, UTF-8, back to
/// back, `bytes` of them): `[last move's length, marks, each mark's
/// length…, black's name's length, white's name's length]`, a length
/// [`ABSENT`] for an option not given; `flags` ([`FLIP`],
/// [`NO_COORDINATES`], [`SIZED`]) and `size`.
/// Writes the SVG to the output as UTF-16LE; returns its length in bytes.
#[no_mangle]
pub extern "C" fn svg_write(flags: u32, size: f64, words: usize, bytes: usize) -> i32 {
    with_engine(|e| e.svg_write(flags, size, words, bytes))
}

impl Engine {
    /// See [`svg_write`].
    pub fn svg_write(&mut self, flags: u32, size: f64, words: usize, bytes: usize) -> i32 {
        match draw(self, flags, size, words, bytes) {
            Ok(n) => n,
            Err(e) => {
                self.fail(e);
                -1
            }
        }
    }

    /// See [`svg_output`].
    pub fn svg_output(&self) -> *const u8 {
        self.picture.out.as_ptr()
    }
}

fn draw(
    io: &mut Engine,
    flags: u32,
    size: f64,
    words: usize,
    bytes: usize,
) -> Result<i32, [u32; 4]> {
    let p = position_in(&io.position, &io.board).map_err(|e| error_code(&e.into()))?;
    let w = io.words.words(words);
    let word = |i: usize| w.get(i).copied().unwrap_or(ABSENT);
    let mut texts = Texts {
        text: text_in(&io.text, bytes),
        at: 0,
    };
    let last_move = match texts.next(word(0)) {
        Some(t) => Some(
            t.parse::<Move>()
                .map_err(|e| [code::SVG_LAST_MOVE, 0, usi_words(e), 0])?,
        ),
        None => None,
    };
    let count = word(1).min(81 * 81) as usize;
    let mut marks: Vec<Sq> = Vec::new();
    for i in 0..count {
        let t = texts.next(word(2 + i)).unwrap_or_default();
        let sq = t
            .parse::<Sq>()
            .map_err(|e| [code::SVG_MARK, i as u32, usi_words(e), 0])?;
        marks.push(sq);
    }
    let names = [texts.next(word(2 + count)), texts.next(word(3 + count))];
    // A size that is no whole number from 1 up is refused as 0 is.
    let size = if flags & SIZED == 0 {
        None
    } else if size >= 1.0 && size <= f64::from(u32::MAX) && f64::from(size as u32) == size {
        Some(size as u32)
    } else {
        Some(0)
    };
    let options = SvgOptions {
        last_move,
        flip: flags & FLIP != 0,
        marks: &marks,
        coordinates: flags & NO_COORDINATES == 0,
        size,
        names,
    };
    let svg = to_svg(&p, &options).map_err(error_words)?;
    let out = &mut io.picture.out;
    out.clear();
    super::formats::utf16_into(out, &svg);
    Ok(out.len() as i32)
}

/// Where the output of the last call starts (its length is what the call
/// returned). Valid until the next call.
#[no_mangle]
pub extern "C" fn svg_output() -> *const u8 {
    with_engine(|e| e.svg_output())
}
