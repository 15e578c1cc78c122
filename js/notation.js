// Japanese move text (USI ⇄ ☗７六歩): this package's own functions, on the
// shim of js/core.js. Every rule lives in the Rust core (src/notation/,
// bound in wasm/src/notation.rs); this file packs the options into one
// number, copies the text in and out and words the error codes. Each Error
// has a stable `code` string.
import { w, memory, error, describe, positionError, failure, failureAt, stringOf, putPosition, views } from './core.js';
import { packUtf8 } from './formats.js';
import { illegal } from './rules.js';
import { optionsOf } from './options.js';
import {
  E_BAD_USI_MOVE, E_ILLEGAL_MOVE, E_OPPONENT_IN_CHECK, E_TWO_KINGS, E_BAD_JAPANESE, E_AMBIGUOUS_JAPANESE,
  E_HAND_COUNT, E_NOT_AN_OBJECT, setupMessage, notationMessage, usiMessage, NOTATION_OPTIONS, SAME_SPACE, PLAY,
} from './contract.js';

const utf8Out = new TextDecoder();

// The output buffer, made again when memory has grown.
let out;
function output() {
  views();
  if (out === undefined || out.length === 0) {
    out = new Uint8Array(memory.buffer, w.output_buffer(), 256);
  }
  return out;
}

// The text of the first `len` bytes of the output (UTF-8 of characters of
// the Basic Multilingual Plane, which is all the notation writes): decoded
// here, since TextDecoder costs more than the rest of a call for so short a
// text, to UTF-16 units made one string at once (a string a character, then
// joined, costs a third more).
const units = new Uint16Array(32);
const chr = String.fromCharCode;
export function textOut(len) {
  const o = output(), u = units;
  let n = 0;
  for (let i = 0; i < len; n++) {
    const b = o[i];
    if (b < 0x80) {
      u[n] = b;
      i += 1;
    } else if (b < 0xe0) {
      u[n] = ((b & 0x1f) << 6) | (o[i + 1] & 0x3f);
      i += 2;
    } else {
      u[n] = ((b & 0x0f) << 12) | ((o[i + 1] & 0x3f) << 6) | (o[i + 2] & 0x3f);
      i += 3;
    }
  }
  switch (n) {
    case 0: return '';
    case 1: return chr(u[0]);
    case 2: return chr(u[0], u[1]);
    case 3: return chr(u[0], u[1], u[2]);
    case 4: return chr(u[0], u[1], u[2], u[3]);
    case 5: return chr(u[0], u[1], u[2], u[3], u[4]);
    case 6: return chr(u[0], u[1], u[2], u[3], u[4], u[5]);
    case 7: return chr(u[0], u[1], u[2], u[3], u[4], u[5], u[6]);
    case 8: return chr(u[0], u[1], u[2], u[3], u[4], u[5], u[6], u[7]);
    default: return chr.apply(null, u.subarray(0, n));
  }
}

// The text of a writer's key (`MoveText::key` in Rust, below 2²⁵): texts
// are kept by key, a key naming one text, and the core writes a text only
// for a key met here for the first time (wasm/src/notation.rs `key_text`).
const texts = new Map();
export function keyedText(key) {
  let text = texts.get(key);
  if (text === undefined) {
    text = textOut(w.key_text(key));
    // Bounded: a page that writes more distinct texts than this starts over.
    if (texts.size === 65536) texts.clear();
    texts.set(key, text);
  }
  return text;
}

// --- options ------------------------------------------------------------------

// The bits of each option's values (js/contract.js).
const { style: STYLES, mark: MARKS, dragon: DRAGONS, king: KINGS } = NOTATION_OPTIONS;

function choice(table, value, name) {
  if (value === undefined) return 0;
  if (typeof value === 'string' && Object.hasOwn(table, value)) return table[value];
  const allowed = Object.keys(table).map((k) => `'${k}'`).join(', ');
  throw failure(`options.${name} is ${describe(value)}, not one of ${allowed}`, 'INVALID_OPTION');
}

// The bits of the options of `fn` (an unknown key is refused:
// js/options.js); their previous move USI (or undefined) is left in
// `optionPrevious`, read right after: no array per call.
const DEFAULT_BITS = SAME_SPACE;
let optionPrevious;
export function optionBits(fn, given) {
  optionPrevious = undefined;
  const options = optionsOf(fn, given);
  if (options === undefined) return DEFAULT_BITS;
  const { previous, sameSpace, mark, dragon, king, style } = options;
  if (sameSpace !== undefined && typeof sameSpace !== 'boolean') {
    throw failure(`options.sameSpace is ${describe(sameSpace)}, not a boolean`, 'INVALID_OPTION');
  }
  if (previous !== undefined && previous !== null && typeof previous !== 'string') {
    throw failure(`options.previous is ${describe(previous)}, not a USI string`, 'INVALID_OPTION');
  }
  const bits = choice(STYLES, style, 'style') | choice(MARKS, mark, 'mark') | choice(DRAGONS, dragon, 'dragon') |
    choice(KINGS, king, 'king') | (sameSpace === false ? 0 : SAME_SPACE);
  optionPrevious = previous ?? undefined;
  return bits;
}
// The previous move of the options optionBits read last.
export const previousOption = () => optionPrevious;

// --- errors -------------------------------------------------------------------

const FILES = '１２３４５６７８９';
const RANKS = '一二三四五六七八九';
// A square of a position's board by its index, as the notation writes it: ７七.
const square = (i) => `${FILES[8 - (i % 9)]}${RANKS[(i / 9) | 0]}`;

// The squares the output holds (`n` indexes), as a list; its first `n` bytes as text.
const squares = (n) => Array.from(output().subarray(0, n), square).join(', ');
const detail = (n) => utf8Out.decode(output().subarray(0, n));

// The Error of the last failed call about `what` (the USI move or the text),
// `ply` its number in a list; `reading` when `what` is Japanese text (which
// the message quotes).
export function notationError(position, what, ply, reading) {
  views();
  const [code, a] = error;
  const fail = (message, name) => failureAt(message, name, ply);
  const t = reading ? JSON.stringify(what) : what;
  switch (code) {
    case E_BAD_JAPANESE:
      return fail(notationMessage(error, t, square, squares, detail), 'BAD_JAPANESE');
    case E_AMBIGUOUS_JAPANESE:
      return fail(notationMessage(error, t, square, squares, detail), 'AMBIGUOUS_JAPANESE');
    case E_ILLEGAL_MOVE:
      return fail(`${t}: ${illegal(error[3])}`, reading ? 'BAD_JAPANESE' : 'ILLEGAL_MOVE');
    case E_BAD_USI_MOVE:
      return fail(usiMessage(error, a === 1 ? `options.previous ${describe(what)}` : JSON.stringify(what)), 'BAD_USI');
    case E_OPPONENT_IN_CHECK:
      return failure(setupMessage(error, square), 'OPPONENT_IN_CHECK');
    case E_TWO_KINGS:
      return failure(setupMessage(error, square), 'TWO_KINGS');
    default:
      if (code >= E_NOT_AN_OBJECT && code <= E_HAND_COUNT) return failure(positionError(position), 'INVALID_POSITION');
      return failure(`unexpected error code ${code}`, 'INTERNAL');
  }
}

// --- in and out ---------------------------------------------------------------

function load(position) {
  putPosition(position);
  if (w.notation_load() < 0) throw notationError(position);
}

// Packs the previous move's USI (when given) and `s` into the text buffer;
// returns the length in bytes of `s`, the previous move's being its length.
export function pack(previous, s) {
  if (previous === undefined) return packShort(s);
  // USI is ASCII, one byte a unit: anything else is no USI move.
  if (!/^[\x00-\x7f]+$/.test(previous)) {
    throw failure(`options.previous ${describe(previous)} is not a USI move`, 'BAD_USI');
  }
  const all = packUtf8(previous + s);
  return all - previous.length;
}

// A move's USI of four to six ASCII bytes, with no previous move, as two
// numbers the core reads without a copy (wasm/src/record.rs `usi_from_words`):
// its first four bytes, returned, and in `usiHigh` its fifth and sixth with
// its length above them. Any other goes through the text buffer (`pack`),
// and `usiHigh` is 0.
export let usiHigh = 0;
export function packUsi(previous, s) {
  const n = s.length;
  if (previous === undefined && n >= 4 && n <= 6) {
    const c0 = s.charCodeAt(0), c1 = s.charCodeAt(1), c2 = s.charCodeAt(2), c3 = s.charCodeAt(3);
    const c4 = n > 4 ? s.charCodeAt(4) : 0, c5 = n > 5 ? s.charCodeAt(5) : 0;
    if ((c0 | c1 | c2 | c3 | c4 | c5) < 128) {
      usiHigh = c4 | c5 << 8 | n << 16;
      return c0 | c1 << 8 | c2 << 16 | c3 << 24;
    }
  }
  usiHigh = 0;
  return pack(previous, s);
}

// A move's USI is a few ASCII bytes: copied by hand, which costs less than
// TextEncoder's call; anything else goes through packUtf8.
// The view is remade when memory has grown or the buffer has moved, and
// not made while the buffer is shorter than a move (packUtf8 grows it).
let short;
function packShort(s) {
  const n = s.length;
  if (n > 8) return packUtf8(s);
  const at = w.text_buffer();
  if (short === undefined || short.length === 0 || short.byteOffset !== at) {
    if (w.text_capacity() < 8) return packUtf8(s);
    short = new Uint8Array(memory.buffer, at, 8);
  }
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c > 127) return packUtf8(s);
    short[i] = c;
  }
  return n;
}

// Which text an error is about: the previous move's (a = 1) or the call's own.
export const about = (previous, own) => (error[0] === E_BAD_USI_MOVE && error[1] === 1 ? previous : own);

function write(position, usi, bits, previous, ply) {
  stringOf(usi, 'the move', ply);
  const n = pack(previous, usi);
  const r = w.japanese_move(bits, previous === undefined ? 0 : previous.length, n);
  if (r < 0) {
    views();
    throw notationError(position, about(previous, usi), ply, false);
  }
  return keyedText(r);
}

// --- the API --------------------------------------------------------------------

/**
 * The USI move `usi`, legal in `position`, as Japanese text: `☗７六歩`
 * (style 'ki2', the official notation) or `７六歩(77)` (style 'kif').
 */
export function toJapaneseMove(position, usi, options) {
  const bits = optionBits('toJapaneseMove', options), previous = optionPrevious;
  load(position);
  return write(position, usi, bits, previous);
}

/**
 * The USI moves `usis`, played one after another from `position`, as
 * Japanese text, each in the position the moves before it reach, with 同
 * where a move ends where the one before it did.
 */
export function toJapaneseMoves(position, usis, options) {
  if (!Array.isArray(usis)) {
    throw failure(`the moves are ${describe(usis)}, not an array of USI strings`, 'NOT_AN_ARRAY');
  }
  const bits = optionBits('toJapaneseMoves', options), previous = optionPrevious;
  load(position);
  const texts = new Array(usis.length);
  for (let i = 0; i < usis.length; i++) {
    texts[i] = write(position, usis[i], bits | PLAY, i === 0 ? previous : undefined, i + 1);
  }
  return texts;
}

/**
 * The USI of the move that the Japanese text `text` describes in
 * `position`: marks, full-width or ASCII digits, kanji or digit ranks, 同
 * (with `options.previous`), 竜/龍, 玉/王, 全圭杏, 打 present or absent, 行.
 */
export function fromJapaneseMove(position, text, options) {
  const bits = optionBits('fromJapaneseMove', options), previous = optionPrevious;
  stringOf(text, 'the text');
  load(position);
  const n = pack(previous, text);
  const len = w.japanese_to_usi(bits, previous === undefined ? 0 : previous.length, n);
  if (len < 0) {
    views();
    throw notationError(position, about(previous, text), undefined, true);
  }
  return textOut(len);
}
