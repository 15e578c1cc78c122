// Kifu files (KIF, KI2, CSA, JKF): this package's own functions, on the shim
// of js/core.js. Every rule lives in the Rust core (src/kifu/, bound in
// wasm/src/kifu.rs); this file copies text and bytes in, decodes Shift_JIS
// with the platform's TextDecoder (the core says when: it carries no CP932
// table), builds the results and words the error codes. Each Error has a
// stable `code` string.
import { w, memory, error, describe, failure, stringOf, enter, leave, views, positionOf, positionError, packPosition, unpackPosition } from './core.js';
import { packUtf8, walkJson, packJson, jkfData, KINDS_CSA } from './formats.js';
import {
  E_KIFU, E_KIFU_POSITIONS, FORMATS, FORMAT_NAMES, kifuPlace, kifuReason, KIFU_HINTS, positionsMessage,
} from './contract.js';
import { optionsOf } from './options.js';
import { optionBits } from './notation.js';

// The core's output, as written: a leading U+FEFF (a record's first string
// may begin with one) is text, not a byte order mark to drop.
const utf8Out = new TextDecoder('utf-8', { ignoreBOM: true });
// A file's UTF-8 bytes, less the byte order mark it may begin with.
const utf8File = new TextDecoder();
// A packed record's strings: one UTF-16LE text (wasm/src/kifu.rs `Packer`).
const utf16Out = new TextDecoder('utf-16le', { ignoreBOM: true });

// --- in and out -----------------------------------------------------------------

// Copies `bytes` to the core's text buffer; returns their length.
function packBytes(bytes) {
  const n = bytes.length;
  if (w.text_capacity() < n && w.text_reserve(n) === 0) {
    throw failure(`the kifu (${n} bytes) does not fit in memory`, 'OUT_OF_MEMORY');
  }
  new Uint8Array(memory.buffer, w.text_buffer(), n).set(bytes);
  return n;
}

// The first `n` bytes of the kifu output, a view valid until the next call.
const outputBytes = (n) => new Uint8Array(memory.buffer, w.kifu_output(), n);
// The text kifu_format wrote, `n` bytes of UTF-16LE.
const outputText = (n) => utf16Out.decode(outputBytes(n));

// The platform's Shift_JIS decoder (the WHATWG `shift_jis`, which is CP932),
// made on first use: a runtime built without it gets a clear error only when
// a file needs it.
let sjis;
function shiftJis() {
  if (sjis === undefined) {
    try {
      sjis = new TextDecoder('shift_jis');
    } catch {
      sjis = null;
    }
  }
  if (sjis === null) {
    throw failure("the bytes are Shift_JIS, and this runtime's TextDecoder cannot decode shift_jis: " +
      'decode them first and pass the text', 'NO_SHIFT_JIS');
  }
  return sjis;
}

// The kifu packKifu copied last, as a string (null for UTF-8 bytes, which
// are copied as they are).
let kifuString = null;

// Copies a kifu (a string, or a file's bytes) to the text buffer as UTF-8;
// returns its length in bytes.
function packKifu(input) {
  kifuString = null;
  if (typeof input === 'string') {
    kifuString = input;
    return packUtf8(input);
  }
  if (input instanceof Uint8Array) {
    const n = packBytes(input);
    const encoding = w.kifu_encoding(n);
    if (encoding === 0) return n;
    kifuString = (encoding === 1 ? shiftJis() : new TextDecoder(encoding === 2 ? 'utf-16le' : 'utf-16be'))
      .decode(input);
    return packUtf8(kifuString);
  }
  throw failure(`the kifu is ${describe(input)}, not a string or a Uint8Array`, 'NOT_A_STRING');
}

function formatNumber(format, optional) {
  if (format === undefined && optional) return 0;
  if (typeof format === 'string' && Object.hasOwn(FORMATS, format)) return FORMATS[format];
  throw failure(`the format is ${describe(format)}, not one of ${FORMAT_NAMES}`, 'INVALID_OPTION');
}

// A JKF record given as an object, walked as JSON.stringify walks it (see
// walkJson), then the numbers of `extra`.
function jkfWalked(jkf, extra) {
  let packed;
  try {
    packed = walkJson(jkf, extra, true);
  } catch (e) {
    throw failure(`the JKF record cannot be written as JSON: ${e.message}`, 'INVALID_JKF', { cause: e });
  }
  if (jkf === null || typeof jkf !== 'object' || Array.isArray(jkf)) {
    throw failure(`the JKF record is ${describe(jkf)}, not an object`, 'INVALID_JKF');
  }
  return packed;
}

// What kifu_parse returns for a JKF record (wasm/src/kifu.rs KIFU_IS_JKF):
// its text is read here, with JSON.parse, and the value handed over packed.
const KIFU_IS_JKF = -2;

// Where a JSON.parse error is, when its message says: a line and column
// (1-based, the column in characters), or null.
function jsonPlace(message, text) {
  const lc = /\(line (\d+) column (\d+)\)/.exec(message);
  if (lc) return { line: Number(lc[1]), column: Number(lc[2]) };
  const at = /at position (\d+)/.exec(message);
  if (!at) return null;
  const before = text.slice(0, Number(at[1]));
  const start = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: [...before.slice(start)].length + 1 };
}

// Reads the JKF text of the kifu packKifu copied (`input` when it was UTF-8
// bytes) and hands it to the core; returns what `read` (kifu_read_jkf, or
// record_from_jkf) returns.
function readJkf(input, read = w.kifu_read_jkf) {
  let text = kifuString ?? utf8File.decode(input);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let value;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const place = jsonPlace(e.message, text);
    const where = place === null ? '' : `line ${place.line}, column ${place.column}: `;
    throw Object.assign(failure(`${where}not valid JSON: ${e.message}`, 'BAD_KIFU', { cause: e }), place ?? {});
  }
  let packed;
  try {
    packed = walkJson(value, [], true);
  } catch (e) {
    throw failure(`the JKF text cannot be read: ${e.message}`, 'BAD_KIFU', { cause: e });
  }
  enter();
  const [words, bytes] = packJson(packed);
  return guarded(() => read(words, bytes));
}

// --- a record out ----------------------------------------------------------------

// The record kifu_parse packed (wasm/src/kifu.rs `Packer`): its numbers in
// the words, its strings in one UTF-16LE text decoded once and sliced. The
// objects are built with a fixed shape each, members in the order
// json-kifu-format writes them.
let words;
let at;
let strings;

function str() {
  const from = words[at];
  const s = strings.slice(from, from + words[at + 1]);
  at += 2;
  return s;
}

function hms(hasH, h, m, s) {
  return hasH ? { h, m, s } : { m, s };
}

function move() {
  const word = words[at++];
  const m = {};
  if (word & 3) m.color = (word & 3) - 1;
  if (word & (255 << 2)) m.from = { x: (word >> 2) & 15, y: (word >> 6) & 15 };
  m.to = { x: (word >> 10) & 15, y: (word >> 14) & 15 };
  m.piece = KINDS_CSA[(word >> 18) & 15];
  if (word & (1 << 26)) m.same = true;
  const promote = (word >> 27) & 3;
  if (promote) m.promote = promote === 2;
  const capture = (word >> 22) & 15;
  if (capture) m.capture = KINDS_CSA[capture];
  if (word & (1 << 29)) m.relative = str();
  return m;
}

function line() {
  const n = words[at++];
  const entries = new Array(n);
  for (let i = 0; i < n; i++) entries[i] = entry();
  return entries;
}

// One entry of a line (wasm/src/kifu.rs `Packer::entry`).
function entry() {
  const flags = words[at++];
  const e = {};
  if (flags & 1) {
    const k = words[at++];
    const comments = new Array(k);
    for (let j = 0; j < k; j++) comments[j] = str();
    e.comments = comments;
  }
  if (flags & 2) e.move = move();
  if (flags & 32) e.illegal = str();
  if (flags & 4) {
    const t = words[at];
    const now = hms(t & 1, words[at + 1], words[at + 2], words[at + 3]);
    e.time = t & 2 ? { now, total: hms(t & 4, words[at + 4], words[at + 5], words[at + 6]) } : { now };
    at += 7;
  }
  if (flags & 8) e.special = str();
  if (flags & 16) {
    const k = words[at++];
    const forks = new Array(k);
    for (let j = 0; j < k; j++) forks[j] = line();
    e.forks = forks;
  }
  return e;
}

function unpackRecord(n) {
  strings = n === 0 ? '' : utf16Out.decode(outputBytes(n));
  words = new Uint32Array(memory.buffer, w.kifu_words(), w.kifu_words_len());
  at = 0;
  const header = {};
  for (let k = words[at++]; k > 0; k--) {
    const key = str();
    // As JSON.parse makes it: `__proto__` is a member like any other.
    if (key === '__proto__') Object.defineProperty(header, key, { value: str(), writable: true, enumerable: true, configurable: true });
    else header[key] = str();
  }
  const record = { header };
  const start = words[at++];
  if (start !== 0) {
    const preset = str();
    if (start === 1) {
      record.initial = { preset };
    } else {
      record.initial = { preset, data: jkfData(words, at) };
      at += 1 + 81 + 14;
    }
  }
  record.moves = line();
  words = undefined;
  strings = undefined;
  return record;
}

// --- errors -------------------------------------------------------------------

// Runs a call of the core; a trap becomes an Error with a code: an
// allocation that failed (memory could not grow), or else a panic of the
// core (a defect, never an answer).
function guarded(f) {
  try {
    return f();
  } catch (e) {
    if (e instanceof WebAssembly.RuntimeError) {
      if (w.allocation_failed()) {
        throw failure(`the kifu does not fit in memory (${e.message})`, 'OUT_OF_MEMORY', { cause: e });
      }
      throw failure(`the kifu core failed (${e.message}): please report the input`, 'INTERNAL', { cause: e });
    }
    throw e;
  }
}

// The Error of the last failed call; `what` says which text it is about
// when that is not the kifu itself, and `code` its code.
function kifuError(what, code) {
  views();
  const [c, line, column, kind, n] = error;
  if (c === E_KIFU) {
    const reason = kifuReason(kind, utf8Out.decode(outputBytes(w.kifu_output_len())), n);
    const where = line === 0 ? '' : kifuPlace(line, column);
    const e = failure(`${what}${where}${reason}${KIFU_HINTS[(kind >>> 4) & 15]}`, code);
    if (line !== 0) Object.assign(e, { line, column });
    return e;
  }
  if (c === E_KIFU_POSITIONS) {
    const message = positionsMessage(error);
    if (line === 1) return Object.assign(failure(`options.forks: ${message}`, 'NO_FORK'), { ply: column });
    if (line === 2) return Object.assign(failure(message, 'INVALID_JKF'), { ply: column });
    return failure(message, 'INVALID_JKF');
  }
  return failure(`unexpected error code ${c}`, 'INTERNAL');
}

// --- the API --------------------------------------------------------------------

/**
 * The record in `input` (a string, or a file's bytes: UTF-8, or Shift_JIS
 * decoded with the platform's TextDecoder) as a JKF object, as
 * json-kifu-format reads it; `format` is 'kif', 'ki2', 'csa' or 'jkf',
 * detected from the content when left out.
 */
export function parseKifu(input, format) {
  const f = formatNumber(format, true);
  enter();
  let n = guarded(() => w.kifu_parse(packKifu(input), f));
  if (n === KIFU_IS_JKF) n = readJkf(input);
  if (n < 0) throw kifuError('', 'BAD_KIFU');
  return unpackRecord(n);
}

/**
 * The JKF record `jkf` written in `format`: 'kif', 'ki2', 'csa' (V3.0) or
 * 'jkf' (JSON text).
 */
export function formatKifu(jkf, format) {
  const f = formatNumber(format, false);
  const packed = jkfWalked(jkf);
  enter();
  const [words, bytes] = packJson(packed);
  const n = guarded(() => w.kifu_format(words, bytes, f));
  if (n < 0) throw kifuError('the JKF record: ', 'INVALID_JKF');
  // JKF comes back as the record the core read, packed, written here.
  return f === FORMATS.jkf ? JSON.stringify(unpackRecord(n)) : outputText(n);
}

// The forks of kifuPositions' options as the core reads them: ply and index
// of each, as words (a number past 2^32 − 1 as 2^32 − 1, which no record
// reaches).
function forksWords(given) {
  const options = optionsOf('kifuPositions', given);
  if (options === undefined) return [];
  const { forks } = options;
  if (forks === undefined) return [];
  const natural = (n) => Number.isSafeInteger(n) && n >= 0;
  if (!Array.isArray(forks) || !forks.every((f) => Array.isArray(f) && f.length === 2 && natural(f[0]) &&
    natural(f[1]))) {
    throw failure(`options.forks is ${describe(forks)}, not an array of [ply, index] pairs of integers ≥ 0`,
      'INVALID_OPTION');
  }
  return forks.flatMap((f) => [Math.min(f[0], 0xffffffff), Math.min(f[1], 0xffffffff)]);
}

/**
 * The positions of the main line of the JKF record `jkf`, start first, or
 * of the line that `options.forks` ([[ply, index], …]) chooses:
 * `{ ply, usi, text, position, sfen, shogi64 }` each, the texts as
 * toJapaneseMoves writes the line with the same options (style, mark,
 * dragon, king, sameSpace). An illegal move ends its line: its entry has
 * `position`, `sfen` and `shogi64` null and its `illegal` code.
 */
export function kifuPositions(jkf, options) {
  const forks = forksWords(options);
  const bits = optionBits('kifuPositions', options);
  const packed = jkfWalked(jkf, forks);
  enter();
  const [words, length] = packJson(packed);
  const n = guarded(() => w.kifu_positions_of(words, length, forks.length / 2, bits));
  if (n < 0) throw kifuError('the JKF record: ', 'INVALID_JKF');
  return unpackPlies(n);
}

// The positions of a line in the kifu output's first `n` bytes, as
// kifu_positions_of and record_moves write them (wasm/src/kifu.rs
// `write_plies`).
function unpackPlies(n) {
  const bytes = outputBytes(n);
  const plies = [];
  for (let i = 0, ply = 0; i < n; ply++) {
    const d = new Int8Array(bytes.buffer, bytes.byteOffset + i, 96);
    const end = bytes.indexOf(10, i + 96);
    const [usi, text, sfen, shogi64] = utf8Out.decode(bytes.subarray(i + 96, end)).split('\t');
    i = end + 1;
    // After an illegal move (the line's last): no position (turn byte -1),
    // its code where the SFEN would be.
    if (d[0] === -1) {
      plies.push({ ply, usi, text, position: null, sfen: null, shogi64: null, illegal: sfen });
      continue;
    }
    const position = positionOf(d);
    plies.push({ ply, usi: ply === 0 ? null : usi, text: ply === 0 ? null : text, position, sfen, shogi64 });
  }
  return plies;
}

// The current line of a record as record_moves writes it: the positions
// in the kifu output's first `n` bytes (see unpackPlies), then each ply's
// facts packed (wasm/src/kifu.rs `pack_notes`), and `japanese`, the
// move's text under the name a record's entries give it: a word (the captured kind's
// number, 0 none, in bits 0–3; 16 a promotion; 32 check), the score's
// centipawns (-2³¹ none), the PV's USI moves, each after a space ('' none),
// then its entry's comments and time; the strings are the UTF-16LE text
// after the positions.
function unpackMoves(n) {
  const plies = unpackPlies(n);
  const end = w.kifu_output_len();
  strings = utf16Out.decode(new Uint8Array(memory.buffer, w.kifu_output() + n, end - n));
  words = new Uint32Array(memory.buffer, w.kifu_words(), w.kifu_words_len());
  at = 0;
  for (const p of plies) {
    const facts = words[at];
    // The engine analysis the comments hold, read in the core.
    const cp = words[at + 1] | 0;
    p.score = cp === 1 << 31 ? null : { cp };
    at += 2;
    const pv = str();
    p.pv = pv ? pv.slice(1).split(' ') : null;
    const e = entry();
    p.japanese = p.text;
    p.capture = KINDS_CSA[facts & 15] || null;
    p.promote = (facts & 16) !== 0;
    p.check = (facts & 32) !== 0;
    p.comments = e.comments ?? [];
    p.time = e.time ?? null;
  }
  words = undefined;
  strings = undefined;
  return plies;
}

// For js/record.js, which keeps records in the core.
export {
  packKifu, readJkf, unpackRecord, unpackMoves, kifuError, guarded, formatNumber, jkfWalked, outputText,
  KIFU_IS_JKF,
};
// --- the board diagram ------------------------------------------------------------

/**
 * The position as a KIF board diagram (BOD): white's hand, the board, black's
 * hand, and a `後手番` line when white is to move.
 */
export function toBod(position) {
  const mark = enter();
  packPosition(position);
  leave(mark);
  const n = w.bod_write();
  if (n < 0) throw failure(positionError(position), 'INVALID_POSITION');
  return outputText(n);
}

/**
 * The position of a KIF board diagram (header lines, `#` comments and blank
 * lines may come with it); an error says its line and column.
 */
export function fromBod(text) {
  stringOf(text, 'the board diagram');
  enter();
  const n = guarded(() => w.bod_read(packUtf8(text)));
  if (n < 0) throw kifuError('', 'BAD_BOD');
  return unpackPosition();
}
