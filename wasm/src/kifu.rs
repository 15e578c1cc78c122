//! The kifu exports of the binding (the `kifu` feature): KIF, KI2, CSA and
//! JKF records read into JKF, written back, and replayed into positions.
//!
//! Text comes in through the text buffer as UTF-8 (bytes of a file may come
//! in as they are: [`kifu_encoding`] says whether the shim must decode them
//! from Shift_JIS first). What goes out can be longer than the output
//! buffer, so it goes to a buffer of its own that grows with it
//! ([`kifu_output`]), valid until the next call. Errors are words (codes
//! 100 and up, see [`crate::contract`]); the text they quote (a piece name,
//! what was expected) is in that buffer.

use super::formats::{packed, text_in, utf16_into};
use super::rules::write_usi;
use super::{with_engine, Engine};
use crate::contract::{code, format, op};
use alloc::vec::Vec;
use shogi64::engine::Score;
use shogi64::kifu::{
    analysis, detect_encoding, detect_format, kifu_positions_with, parse_csa, parse_ki2, parse_kif,
    read_jkf_packed, read_pv, to_csa, to_ki2, to_kif, to_usen, Encoding, Format, Initial,
    KifuError, KifuErrorKind, MoveData, MoveEntry, PlyPosition, PositionsError, Record, TextHint,
};
use shogi64::{Board, Move};

/// The kifu exports' state: the output of the last call.
pub(crate) struct Kifu {
    pub(crate) out: Vec<u8>,
    /// A record as [`kifu_parse`] packs it (see [`Packer`]).
    words: Vec<u32>,
}

impl Kifu {
    pub(crate) const fn new() -> Kifu {
        Kifu {
            out: Vec::new(),
            words: Vec::new(),
        }
    }
}

/// A record packed for the shim to build its JKF object from: numbers in
/// `words`, every string in one text (`out`) as UTF-16LE, which the shim
/// decodes once and slices, so a string is two words: its offset and length
/// in UTF-16 units of that text. Cheaper than JSON text and `JSON.parse`:
/// nothing is quoted, escaped or searched for; and UTF-16 because the
/// platforms decode it as a copy, where UTF-8 text of kanji took a tenth of
/// a JKF file's reading (Node 20: 13 ns a byte, against 1 for UTF-16LE).
///
/// - record: header count, then key and value of each; the start: 0 none,
///   1 a preset (its name), 2 a preset and a position (its name, the side to
///   move, 81 squares `board[x][y]` file by file, each 0 or colour × 16 +
///   kind, then black's and white's 7 counts); then the moves (a line).
/// - line: its entry count, then each entry.
/// - entry: its flags (1 comments, 2 move, 4 time, 8 special, 16 forks,
///   32 illegal), then what they say is there, in that order: comments
///   (count, strings); the move (one word, see [`Packer::mv`], then its
///   relative letters as a string when it has them); the illegal code (a
///   string); the time (its flags, 1 hours in `now`, 2 a total, 4 hours
///   in the total, then now's h, m, s and the total's h, m, s); the special
///   (a string); the forks (count, lines).
struct Packer<'a> {
    words: &'a mut Vec<u32>,
    text: &'a mut Vec<u8>,
    /// Length of `text` in UTF-16 units.
    units: u32,
}

impl Packer<'_> {
    /// Appends one word: one out-of-line copy of the push for the packer's
    /// dozen.
    #[inline(never)]
    fn word(&mut self, w: u32) {
        self.words.push(w);
    }

    fn string(&mut self, s: &str) {
        let start = self.text.len();
        utf16_into(self.text, s);
        let len = ((self.text.len() - start) / 2) as u32;
        self.words.extend([self.units, len]);
        self.units += len;
    }

    fn record(&mut self, r: &Record) {
        self.word(r.header.len() as u32);
        for (k, v) in &r.header {
            self.string(k);
            self.string(v);
        }
        match &r.initial {
            None => self.word(0),
            Some(Initial { preset, data: None }) => {
                self.word(1);
                self.string(preset);
            }
            Some(Initial {
                preset,
                data: Some(d),
            }) => {
                self.word(2);
                self.string(preset);
                self.word(d.color as u32);
                for file in &d.board {
                    for sq in file {
                        self.word(
                            sq.map_or(0, |p| (p.color as u32) << 4 | u32::from(p.kind.number())),
                        );
                    }
                }
                for &n in d.hands.iter().flatten() {
                    self.word(u32::from(n));
                }
            }
        }
        self.line(&r.moves);
    }

    fn line(&mut self, entries: &[MoveEntry]) {
        self.word(entries.len() as u32);
        for e in entries {
            self.entry(e, ENTRY_ALL);
        }
    }

    /// An entry: what the flags `keep` let through of it (see [`Packer`]).
    fn entry(&mut self, e: &MoveEntry, keep: u32) {
        let flags = (u32::from(!e.comments.is_empty())
            | u32::from(e.mv.is_some()) << 1
            | u32::from(e.time.is_some()) << 2
            | u32::from(e.special.is_some()) << 3
            | u32::from(!e.forks.is_empty()) << 4
            | u32::from(e.illegal.is_some()) << 5)
            & keep;
        self.word(flags);
        if flags & 1 != 0 {
            self.word(e.comments.len() as u32);
            for c in &e.comments {
                self.string(c);
            }
        }
        if let Some(m) = e.mv.as_ref().filter(|_| flags & 2 != 0) {
            self.mv(m);
        }
        if let Some(c) = e.illegal.filter(|_| flags & 32 != 0) {
            self.string(c.name());
        }
        if let Some(t) = e.time.as_ref().filter(|_| flags & 4 != 0) {
            let total = t.total.unwrap_or_default();
            self.words.extend([
                u32::from(t.now.h.is_some())
                    | u32::from(t.total.is_some()) << 1
                    | u32::from(total.h.is_some()) << 2,
                t.now.h.unwrap_or(0),
                t.now.m,
                t.now.s,
                total.h.unwrap_or(0),
                total.m,
                total.s,
            ]);
        }
        if let Some(s) = e.special.filter(|_| flags & 8 != 0) {
            self.string(s.name());
        }
        if flags & 16 != 0 {
            self.word(e.forks.len() as u32);
            for f in &e.forks {
                self.line(f);
            }
        }
    }

    /// A move in one word: colour + 1 (0 none) in bits 0–1, `from` x and y
    /// (0 none) in 2–5 and 6–9, `to` in 10–13 and 14–17, the kind in 18–21,
    /// the capture's (0 none) in 22–25, `same` in 26, `promote` + 1 (0 none)
    /// in 27–28, relative letters (a string) after it in 29.
    fn mv(&mut self, m: &MoveData) {
        let from = m.from.map_or(0, |f| u32::from(f.x) | u32::from(f.y) << 4);
        let word = m.color.map_or(0, |c| c as u32 + 1)
            | from << 2
            | (u32::from(m.to.x) | u32::from(m.to.y) << 4) << 10
            | u32::from(m.piece.number()) << 18
            | m.capture.map_or(0, |k| u32::from(k.number())) << 22
            | u32::from(m.same) << 26
            | m.promote.map_or(0, |p| u32::from(p) + 1) << 27
            | u32::from(m.relative.is_some()) << 29;
        self.word(word);
        if let Some(r) = m.relative {
            let (letters, n) = r.letter_bytes();
            let letters = letters.get(..n).unwrap_or_default();
            self.string(core::str::from_utf8(letters).unwrap_or(""));
        }
    }
}

/// A format's number ([`crate::contract::format`]).
pub fn format_number(f: Format) -> u32 {
    match f {
        Format::Kif => format::KIF,
        Format::Ki2 => format::KI2,
        Format::Csa => format::CSA,
        Format::Jkf => format::JKF,
    }
}

/// A format from its number; any other number (0) leaves it to be detected.
pub fn format_of(n: u32) -> Option<Format> {
    [Format::Kif, Format::Ki2, Format::Csa, Format::Jkf]
        .into_iter()
        .find(|&f| format_number(f) == n)
}

/// The error words of a reader's error: `[KIFU, line, column, kind, n]`,
/// the kind's number (`KifuErrorKind` in declaration order, from 0) + 16 ×
/// its hint (0 none, 1 U+FFFD, 2 Latin-1, 3 NUL; `TextHint`), and the number
/// it carries (a variation's move); the text it carries goes to `out`.
pub fn kifu_error_code(e: &KifuError, out: &mut Vec<u8>) -> [u32; 5] {
    use KifuErrorKind as K;
    out.clear();
    // The text each kind carries, copied once.
    let (kind, text, n) = match &e.kind {
        K::UnknownPiece(s) => (0, s.as_str(), 0),
        K::BadSquare(s) => (1, s.as_str(), 0),
        K::Expected(s) => (2, *s, 0),
        K::BadNumber => (3, "", 0),
        K::UnknownHandicap(s) => (4, s.as_str(), 0),
        K::BadFork(n) => (5, "", *n),
        K::Json(s) => (6, *s, 0),
        K::UnknownFormat => (7, "", 0),
        K::BadPosition => (8, "", 0),
        K::NoPreviousMove => (9, "", 0),
        K::TooDeep => (10, "", 0),
        K::MissingPiece(s) => (11, s.as_str(), 0),
    };
    out.extend_from_slice(text.as_bytes());
    let hint = match e.hint {
        None => 0,
        Some(TextHint::Replacement) => 1,
        Some(TextHint::Latin1) => 2,
        Some(TextHint::Nul) => 3,
    };
    [
        code::KIFU,
        e.line as u32,
        e.column as u32,
        kind | hint << 4,
        n,
    ]
}

/// [`Engine::kifu_output`] on the module's engine.
#[no_mangle]
pub extern "C" fn kifu_output() -> *const u8 {
    with_engine(|e| e.kifu_output())
}

/// [`Engine::kifu_output_len`] on the module's engine.
#[no_mangle]
pub extern "C" fn kifu_output_len() -> usize {
    with_engine(|e| e.kifu_output_len())
}

/// [`Engine::kifu_encoding`] on the module's engine.
#[no_mangle]
pub extern "C" fn kifu_encoding(len: usize) -> i32 {
    with_engine(|e| e.kifu_encoding(len))
}

/// What [`kifu_parse`] returns for a JKF record: the shim reads the JSON
/// text with the platform's `JSON.parse` and hands the value over packed
/// ([`kifu_read_jkf`]), so that the module carries no JSON reader.
pub const KIFU_IS_JKF: i32 = -2;

/// Packs `record` (see [`Packer`]): its strings to the output, its numbers
/// to [`kifu_words`]; returns the output's length.
pub(crate) fn pack(io: &mut Engine, record: &Record) -> i32 {
    let kifu = &mut io.kifu;
    kifu.out.clear();
    kifu.words.clear();
    Packer {
        words: &mut kifu.words,
        text: &mut kifu.out,
        units: 0,
    }
    .record(record);
    kifu.out.len() as i32
}

/// Every part of an entry ([`Packer::entry`]'s flags).
const ENTRY_ALL: u32 = 63;

/// Packs, for each item, its word, the engine analysis its entry's comments
/// hold ([`analysis`]): the score's centipawns (as `i32`; `i32::MIN` when
/// there is none) and the PV's USI moves, each after a space, as a string
/// (empty when there is none or it does not read from the item's board, the
/// position after its move `last`); then the comments and time of its
/// entry (none when `None`) as [`Packer`] packs an entry's. The words go to
/// [`kifu_words`] (cleared first), the strings after what the output holds,
/// as UTF-16LE, their offsets counted from there.
pub(crate) fn pack_notes<'a>(
    kifu: &mut Kifu,
    items: impl IntoIterator<Item = (u32, Option<&'a MoveEntry>, Option<&'a Board>, Option<Move>)>,
) {
    kifu.words.clear();
    let mut packer = Packer {
        words: &mut kifu.words,
        text: &mut kifu.out,
        units: 0,
    };
    for (word, entry, board, last) in items {
        let found = analysis(entry.map_or(&[], |e| &e.comments));
        // `#評価値=` is read as centipawns only, never i32::MIN.
        let cp = match found.score {
            Some(Score::Cp(cp)) => cp,
            _ => i32::MIN,
        };
        // The PV's text first, after what the output holds.
        let start = packer.text.len();
        if let (Some(pv), Some(board)) = (found.pv, board) {
            let text = &mut *packer.text;
            let read = read_pv(pv, board, last, |mv| {
                // A space, then the move's USI, as UTF-16LE.
                let mut usi = [0; 5];
                let n = write_usi(mv, &mut usi);
                let mut wide = [b' ', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
                for (i, b) in usi.into_iter().enumerate() {
                    wide[2 + 2 * i] = b;
                }
                text.extend_from_slice(wide.get(..2 + 2 * n).unwrap_or_default());
            });
            if !read {
                text.truncate(start);
            }
        }
        let len = ((packer.text.len() - start) / 2) as u32;
        packer.words.extend([word, cp as u32, packer.units, len]);
        packer.units += len;
        match entry {
            // The comments (1) and the time (4).
            Some(e) => packer.entry(e, 1 | 4),
            None => packer.word(0),
        }
    }
}

/// The record of the JKF value packed in the first `words` words and
/// `bytes` bytes of the text buffer, or −1 with its error recorded. (Out of
/// line: one copy for the exports that take a JKF value.)
#[inline(never)]
pub(crate) fn jkf_in(io: &mut Engine, words: usize, bytes: usize) -> Result<Record, i32> {
    let (words, block) = packed(io, words, bytes);
    read_jkf_packed(words, block).map_err(|e| failed(io, &e))
}

/// Writes `record` in `format` (1 KIF, 2 KI2, 3 CSA, [`op::USEN`]) to the
/// kifu output as UTF-16LE and returns its length in bytes, or with 4 (JKF)
/// packs it (see [`pack`]); −1 with the error recorded when USEN cannot
/// write its start. (Out of line: one copy for the exports that write a
/// record.)
#[inline(never)]
pub(crate) fn write_record(io: &mut Engine, record: &Record, format: u32) -> i32 {
    // Each writer called by name: the JKF text writer stays out.
    let text = match format_of(format) {
        _ if format == op::USEN => match to_usen(record) {
            Some(text) => text,
            None => {
                io.fail(positions_error_code(PositionsError::Start));
                return -1;
            }
        },
        Some(Format::Kif) => to_kif(record),
        Some(Format::Ki2) => to_ki2(record),
        Some(Format::Csa) => to_csa(record),
        Some(Format::Jkf) | None => return pack(io, record),
    };
    let out = &mut io.kifu.out;
    out.clear();
    utf16_into(out, &text);
    out.len() as i32
}

/// Records the error of a reader and returns −1.
pub(crate) fn failed(io: &mut Engine, e: &KifuError) -> i32 {
    io.error = kifu_error_code(e, &mut io.kifu.out);
    -1
}

/// [`Engine::kifu_parse`] on the module's engine.
#[no_mangle]
pub extern "C" fn kifu_parse(len: usize, format: u32) -> i32 {
    with_engine(|e| e.kifu_parse(len, format))
}

/// Reads the record in the text buffer's first `len` bytes in `format`;
/// `Err` with [`KIFU_IS_JKF`] for a JKF record (not read here), or −1 with
/// the reader's error recorded.
pub(crate) fn read_text(io: &mut Engine, len: usize, format: u32) -> Result<Record, i32> {
    read_with(io, len, format, [parse_kif, parse_ki2, parse_csa])
}

/// A reader of one text format, making a `T`.
pub(crate) type Reader<T> = fn(&str) -> Result<T, KifuError>;

/// What `read` (the KIF, KI2 and CSA readers, in that order) makes of the
/// text buffer's first `len` bytes in `format`, as [`read_text`] reads it
/// (the text checked as UTF-8 once).
pub(crate) fn read_with<T>(
    io: &mut Engine,
    len: usize,
    format: u32,
    read: [Reader<T>; 3],
) -> Result<T, i32> {
    let text = text_in(&io.text, len);
    // Each reader called by name: the JKF text reader stays out.
    let [kif, ki2, csa] = read;
    let parsed = match format_of(format).or_else(|| detect_format(text)) {
        Some(Format::Jkf) => return Err(KIFU_IS_JKF),
        Some(Format::Kif) => kif(text),
        Some(Format::Ki2) => ki2(text),
        Some(Format::Csa) => csa(text),
        None => Err(KifuError::new(0, 0, KifuErrorKind::UnknownFormat).hinted(text)),
    };
    parsed.map_err(|e| failed(io, &e))
}

/// The error words of a line whose positions cannot be listed.
pub(crate) fn positions_error_code(e: PositionsError) -> [u32; 4] {
    match e {
        PositionsError::Start => [code::KIFU_POSITIONS, 0, 0, 0],
        PositionsError::NoFork(ply, index) => [code::KIFU_POSITIONS, 1, ply as u32, index as u32],
        PositionsError::Move(ply) => [code::KIFU_POSITIONS, 2, ply as u32, 0],
    }
}

/// [`Engine::kifu_read_jkf`] on the module's engine.
#[no_mangle]
pub extern "C" fn kifu_read_jkf(words: usize, bytes: usize) -> i32 {
    with_engine(|e| e.kifu_read_jkf(words, bytes))
}

/// [`Engine::kifu_words`] on the module's engine.
#[no_mangle]
pub extern "C" fn kifu_words() -> *const u32 {
    with_engine(|e| e.kifu_words())
}

/// [`Engine::kifu_words_len`] on the module's engine.
#[no_mangle]
pub extern "C" fn kifu_words_len() -> usize {
    with_engine(|e| e.kifu_words_len())
}

/// [`Engine::kifu_format`] on the module's engine.
#[no_mangle]
pub extern "C" fn kifu_format(words: usize, bytes: usize, format: u32) -> i32 {
    with_engine(|e| e.kifu_format(words, bytes, format))
}

/// Bytes of a position in the output of [`kifu_positions_with`]: the turn (0
/// black, 1 white), the 81 piece numbers, black's then white's 7 counts, as
/// the decoded buffer lays them out.
pub const PLY_POSITION: usize = 1 + 81 + 14;

/// The first byte of a ply with no position (after an illegal move), where
/// the turn (0 or 1) would be.
pub const NO_POSITION: u8 = 255;

/// [`Engine::kifu_positions_of`] on the module's engine.
#[no_mangle]
pub extern "C" fn kifu_positions_of(words: usize, bytes: usize, forks: usize, bits: u32) -> i32 {
    with_engine(|e| e.kifu_positions_of(words, bytes, forks, bits))
}

/// Appends `bytes`: one out-of-line copy for [`write_plies`]' appends.
#[inline(never)]
fn put(out: &mut Vec<u8>, bytes: &[u8]) {
    out.extend_from_slice(bytes);
}

/// Writes the positions of a line as [`kifu_positions_of`] lays them out:
/// each [`PLY_POSITION`] bytes, then `usi\ttext\tsfen\tshogi64\n`.
pub(crate) fn write_plies(out: &mut Vec<u8>, plies: &[PlyPosition]) {
    out.reserve(plies.len() * (PLY_POSITION + 120));
    // An SFEN (at most 256 bytes) then a Shogi64 string.
    let mut letters = [0u8; 256 + 64];
    for p in plies {
        // After an illegal move: [`NO_POSITION`] and zeros, its code
        // where the SFEN would be, no Shogi64.
        match &p.position {
            Some(pos) => {
                out.push(pos.turn() as u8);
                put(out, &pos.numbers().map(|n| n as u8));
                for color in [shogi64::Color::Black, shogi64::Color::White] {
                    put(out, &pos.hand(color).counts());
                }
            }
            None => {
                out.push(NO_POSITION);
                out.resize(out.len() + PLY_POSITION - 1, 0);
            }
        }
        put(out, p.usi.as_deref().unwrap_or("").as_bytes());
        put(out, b"\t");
        put(out, p.text.as_deref().unwrap_or("").as_bytes());
        put(out, b"\t");
        let (n, m) = match &p.position {
            Some(pos) => {
                let (sfen, link) = letters.split_at_mut(256);
                let n = shogi64::sfen::write_sfen(pos, p.ply as u32 + 1, sfen);
                (n, shogi64::encode::encode_into(pos, link))
            }
            None => {
                let code = p.illegal.map_or("", |c| c.name()).as_bytes();
                for (slot, &b) in letters.iter_mut().zip(code) {
                    *slot = b;
                }
                (code.len(), 0)
            }
        };
        put(out, letters.get(..n).unwrap_or_default());
        put(out, b"\t");
        put(out, letters.get(256..256 + m).unwrap_or_default());
        put(out, b"\n");
    }
}

impl Engine {
    /// Where the output of the last call starts (its length is what the call
    /// returned). Valid until the next call.
    pub fn kifu_output(&mut self) -> *const u8 {
        self.kifu.out.as_ptr()
    }

    /// The length of the output of the last call (also what a failed call
    /// left there: the text its error quotes).
    pub fn kifu_output_len(&mut self) -> usize {
        self.kifu.out.len()
    }

    /// The encoding of the text buffer's first `len` bytes, a file's bytes as
    /// read: 0 UTF-8 (a byte order mark included), 1 Shift_JIS, 2 UTF-16LE,
    /// 3 UTF-16BE, which the shim decodes and writes back as UTF-8.
    pub fn kifu_encoding(&mut self, len: usize) -> i32 {
        match detect_encoding(self.text.bytes(len)) {
            Encoding::Utf8 => 0,
            Encoding::ShiftJis => 1,
            Encoding::Utf16Le => 2,
            Encoding::Utf16Be => 3,
        }
    }

    /// Reads the record in the text buffer's first `len` bytes in `format` (see
    /// [`format_of`]) and packs it (see [`pack`]); returns the output's length,
    /// or [`KIFU_IS_JKF`] when the record is JKF (given or detected), which is
    /// not read here.
    pub fn kifu_parse(&mut self, len: usize, format: u32) -> i32 {
        match read_text(self, len, format) {
            Ok(record) => pack(self, &record),
            Err(n) => n,
        }
    }

    /// Reads the JKF record packed in the first `words` words and `bytes` bytes
    /// of the text buffer (see [`crate::words_reserve`]), replays it and packs
    /// it as [`kifu_parse`] does.
    pub fn kifu_read_jkf(&mut self, words: usize, bytes: usize) -> i32 {
        match jkf_in(self, words, bytes) {
            Ok(record) => pack(self, &record),
            Err(n) => n,
        }
    }

    /// Where the words of the record [`kifu_parse`] packed start.
    pub fn kifu_words(&mut self) -> *const u32 {
        self.kifu.words.as_ptr()
    }

    /// How many words [`kifu_parse`] packed.
    pub fn kifu_words_len(&mut self) -> usize {
        self.kifu.words.len()
    }

    /// Reads the JKF record packed in the first `words` words and `bytes` bytes
    /// of the text buffer and writes it in `format` (1 KIF, 2 KI2, 3 CSA) to
    /// the output as UTF-16LE (as a packed record's strings, see [`Packer`]);
    /// returns its length in bytes. With 4 (JKF), packs it as [`kifu_parse`]
    /// does, for the shim to write with `JSON.stringify`.
    pub fn kifu_format(&mut self, words: usize, bytes: usize, format: u32) -> i32 {
        match jkf_in(self, words, bytes) {
            Ok(record) => write_record(self, &record, format),
            Err(n) => n,
        }
    }

    /// Reads the JKF record packed in the first `words` words and `bytes` bytes
    /// of the text buffer, then `forks` pairs of words after its words (ply and
    /// index); writes the positions of the line those choose, start first, the
    /// moves' texts written with the options `bits` (as
    /// [`crate::notation::options`] reads them, no previous move). Each
    /// is [`PLY_POSITION`] bytes, then `usi\ttext\tsfen\tshogi64\n` (usi and
    /// text empty at the start); after an illegal move, which ends the line,
    /// [`NO_POSITION`] and zeros, then `usi\ttext\tcode\t\n` (its
    /// [`IllegalCode`](shogi64::IllegalCode)'s name).
    pub fn kifu_positions_of(
        &mut self,
        words: usize,
        bytes: usize,
        forks: usize,
        bits: u32,
    ) -> i32 {
        let all = self
            .words
            .words(words.saturating_add(forks.saturating_mul(2)));
        // Pushed in a loop: no collecting adapter of their own.
        let mut chosen: Vec<(usize, usize)> = Vec::new();
        for pair in all.get(words..).unwrap_or_default().chunks_exact(2) {
            if let [ply, index] = *pair {
                chosen.push((ply as usize, index as usize));
            }
        }
        let record = match jkf_in(self, words, bytes) {
            Ok(r) => r,
            Err(n) => return n,
        };
        let out = &mut self.kifu.out;
        out.clear();
        let opts = crate::notation::options(bits, None);
        let plies = match kifu_positions_with(&record, &chosen, &opts) {
            Ok(p) => p,
            Err(e) => {
                self.fail(positions_error_code(e));
                return -1;
            }
        };
        write_plies(out, &plies);
        out.len() as i32
    }
}
