// SFEN and JKF: this package's own functions, on the shim of js/core.js.
// Their errors carry the precise reason as the message itself.
import {
  w, memory, error, utf8In, num, describe, quote, positionError, HAND_KEYS, encode, decode, failure, stringOf, enter,
  putPosition, views, unpackPosition, unpackText,
} from './core.js';
import {
  E_JKF_HAND_COUNT, E_JSON, E_MOVE_NUMBER, E_SFEN_MOVES, E_SFEN_NO_BOARD, E_SFEN_TRAILING, E_PACKED, sfenMessage,
  jkfMessage, valueMessage, KINDS_CSA, PACKED_NAMES, PACKED_INT_LIMIT,
} from './contract.js';

// A quoted string as it is: a leading U+FEFF is not a byte order mark here.
const utf8Out = new TextDecoder('utf-8', { ignoreBOM: true });

// The view of the text buffer (SFEN and JKF in, as UTF-8), made again like
// the shim's own views when memory has grown, and when the buffer has moved
// or grown (it is a Vec of the allocator: it may move within memory, or grow
// in place, when another shim file reserves it).
let text;
function textViews() {
  views();
  const at = w.text_buffer();
  const n = w.text_capacity();
  if (text === undefined || text.length !== n || text.byteOffset !== at) {
    text = new Uint8Array(memory.buffer, at, n);
  }
}

// Copies `s` to the core's text buffer as UTF-8; returns its length in bytes.
// The buffer grows to fit any text that fits in memory: when the text
// outgrows it, to what the text can take (three bytes per UTF-16 unit), and
// the text is written again.
export function packUtf8(s) {
  textViews();
  const { read, written } = utf8In.encodeInto(s, text);
  if (read === s.length) return written;
  if (w.text_reserve(written + 3 * (s.length - read)) === 0) {
    throw failure(`the text (${s.length} UTF-16 units) does not fit in memory`, 'OUT_OF_MEMORY');
  }
  text = undefined;
  textViews();
  return utf8In.encodeInto(s, text).written;
}

// --- JSON values in, packed --------------------------------------------------------

// A JSON value goes to the core as words and one string, never as JSON text
// (the module carries no JSON reader): each value one word, its tag (below,
// the value tree's in src/formats/tree.rs) in the low three bits and a count
// in the others: a number's text length, a string's UTF-16 length, an
// array's items or an object's members, which follow it, each member a word
// for its key's UTF-16 length, then its value. The text of every number
// (String(n), which is JSON.stringify(n) for a finite number), string and
// key goes to one string, in the order the words name them. Packed
// compact (the kifu functions, whose errors quote no value), a key or a
// short string that is one of the tree's names goes as its index with the
// NAMED bit and no text, and an integer below PACKED_INT_LIMIT as the
// count of an INT word.
const NULL = 0, FALSE = 1, TRUE = 2, NUMBER = 3, STRING = 4, ARRAY = 5, OBJECT = 6, INT = 7;
const NAMED = 0x80000000;
const NAME_INDEX = new Map(PACKED_NAMES.map((name, i) => [name, i]));
const nameIndex = (s) => (s.length <= 8 ? NAME_INDEX.get(s) : undefined);
// How deep arrays and objects may nest: the value tree's MAX_DEPTH.
const MAX_DEPTH = 256;
// A surrogate that is not half of a pair: UTF-8 cannot hold it.
const LONE_SURROGATE = /\p{Cs}/u;
const wellFormed = typeof String.prototype.isWellFormed === 'function'
  ? (s) => s.isWellFormed() : (s) => !LONE_SURROGATE.test(s);
// Whether a short string (a key, a piece name) has no lone surrogate: a
// loop over its units, where isWellFormed costs a call into the runtime each.
function shortWellFormed(s) {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c < 0xe000) {
      const next = s.charCodeAt(i + 1);
      if (c >= 0xdc00 || !(next >= 0xdc00 && next < 0xe000)) return false;
      i++;
    }
  }
  return true;
}

// The text of the small integers a JKF is made of (squares, colours, times),
// made once.
const SMALL = Array.from({ length: 1024 }, (_, i) => String(i));

// Walks `root` as JSON.stringify does (toJSON called, wrapped primitives
// unwrapped, members whose value is undefined, a function or a symbol left
// out and such items written as null, non-finite numbers as null) into words
// and a string, then the numbers of `extra` as words; returns undefined when
// JSON.stringify gives undefined. Throws a TypeError for what JSON cannot
// hold (a BigInt, a cycle) or the core cannot read (nesting deeper than
// MAX_DEPTH, an unpaired surrogate): its message is JSON.stringify's where
// it has one. The caller's code (toJSON, getters) runs here, before any
// buffer of the core is filled: a call it makes is harmless. `compact`
// packs names and small integers without text (see above).
export function walkJson(root, extra = [], compact = false) {
  // The words go to one array kept from call to call (it grows as needed),
  // unless the caller's code runs walkJson again meanwhile: that walk
  // takes an array of its own. What is returned is valid until the next walk.
  const mine = !walking;
  walking = true;
  try {
    return walkInto(mine ? shared : new Uint32Array(64), mine, root, extra, compact);
  } finally {
    if (mine) walking = false;
  }
}
let shared = new Uint32Array(1024);
let walking = false;

function walkInto(words, mine, root, extra, compact) {
  let n = 0;
  const parts = [];
  const open = [];
  const push = (word) => {
    if (n === words.length) {
      const more = new Uint32Array(2 * n);
      more.set(words);
      words = more;
    }
    words[n++] = word;
  };
  const text = (s) => {
    if (!(s.length <= 16 ? shortWellFormed(s) : wellFormed(s))) {
      const cp = s.codePointAt(s.search(LONE_SURROGATE)).toString(16).toUpperCase();
      throw new TypeError(`a string has an unpaired surrogate (U+${cp}), which the core cannot read`);
    }
    parts.push(s);
    return s.length;
  };
  // Packs `value`, the member `key` of its holder; false when it is left out.
  // `key` is a string, or an array index as a number (made a string only
  // for a toJSON that is given it).
  const walk = (value, key) => {
    if ((typeof value === 'object' && value !== null) || typeof value === 'bigint') {
      const toJSON = value.toJSON;
      if (typeof toJSON === 'function') value = toJSON.call(value, String(key));
    }
    let proto;
    if (typeof value === 'object' && value !== null && (proto = Object.getPrototypeOf(value)) !== Object.prototype &&
      proto !== Array.prototype && proto !== null) {
      if (value instanceof Number) value = Number(value);
      else if (value instanceof String) value = String(value);
      else if (value instanceof Boolean) value = Boolean.prototype.valueOf.call(value);
      else if (value instanceof BigInt) value = BigInt.prototype.valueOf.call(value);
    }
    switch (typeof value) {
      case 'string': {
        const id = compact ? nameIndex(value) : undefined;
        push(id === undefined ? STRING | (text(value) << 3) : STRING | (id << 3) | NAMED);
        return true;
      }
      case 'number':
        if (compact && value >>> 0 === value && value < PACKED_INT_LIMIT) {
          push(INT | (value << 3));
        } else if (Number.isFinite(value)) {
          const t = value >>> 0 === value && value < SMALL.length ? SMALL[value] : String(value);
          parts.push(t);
          push(NUMBER | (t.length << 3));
        } else {
          push(NULL);
        }
        return true;
      case 'boolean':
        push(value ? TRUE : FALSE);
        return true;
      case 'bigint':
        throw new TypeError('Do not know how to serialize a BigInt');
      case 'object':
        break;
      default:
        return false;
    }
    if (value === null) {
      push(NULL);
      return true;
    }
    if (open.includes(value)) throw new TypeError('Converting circular structure to JSON');
    if (open.length === MAX_DEPTH) throw new TypeError(`arrays and objects nest more than ${MAX_DEPTH} deep`);
    open.push(value);
    const at = n;
    push(0);
    let count = 0;
    if (Array.isArray(value)) {
      count = value.length;
      for (let i = 0; i < count; i++) if (!walk(value[i], i)) push(NULL);
      words[at] = ARRAY | (count << 3);
    } else {
      for (const k of Object.keys(value)) {
        const keyAt = n;
        const id = compact ? nameIndex(k) : undefined;
        push(id === undefined ? text(k) : NAMED | id);
        if (walk(value[k], k)) {
          count++;
        } else {
          n = keyAt;
          if (id === undefined) parts.pop();
        }
      }
      words[at] = OBJECT | (count << 3);
    }
    open.pop();
    return true;
  };
  if (!walk(root, '')) return undefined;
  const length = n;
  for (const x of extra) push(x);
  if (mine) shared = words;
  return { words: words.subarray(0, n), length, block: parts.join('') };
}

// Copies what walkJson packed to the core: the string to the text buffer as
// UTF-8, the words to the words buffer; returns [words, bytes] (the value's
// words, without the extra ones).
export function packJson(packed) {
  const bytes = packUtf8(packed.block);
  const n = packed.words.length;
  const at = w.words_reserve(n);
  if (at === 0) throw failure(`the value (${n} words) does not fit in memory`, 'OUT_OF_MEMORY');
  new Uint32Array(memory.buffer, at, n).set(packed.words);
  return [packed.length, bytes];
}

// JKF `initial.data` from its numbers, as the core packs them from `at`:
// the side to move, the 81 squares board[x][y] file by file (0 or colour ×
// 16 + kind), then black's and white's 7 hand counts.
export { KINDS_CSA };
export function jkfData(a, at) {
  const color = a[at++];
  const board = new Array(9);
  for (let x = 0; x < 9; x++) {
    const file = new Array(9);
    for (let y = 0; y < 9; y++) {
      const p = a[at++];
      file[y] = p === 0 ? {} : { color: p >> 4, kind: KINDS_CSA[p & 15] };
    }
    board[x] = file;
  }
  const hands = [{}, {}];
  for (const hand of hands) for (const kind of HAND_KEYS) hand[kind] = a[at++];
  return { color, board, hands };
}

const letter = (cp) => quote(String.fromCodePoint(cp), 0);

// A value the core quotes, as JSON.stringify writes it (arrays and objects
// named): what it is in bits 24 to 31 of `word` (wasm/src/formats.rs
// `token_kind`), a number's text or a string's content at bytes [at, at + n)
// of the text buffer.
function found(word, at, n) {
  const kind = word >>> 24;
  if (kind >= 2) return ['an array', 'an object', 'null', 'true', 'false'][kind - 2];
  const s = utf8Out.decode(text.subarray(at, at + n));
  return kind === 1 ? JSON.stringify(s) : s;
}

export function formatError(value) {
  textViews();
  // The binding's own (about the value given), JKF's and SFEN's
  // (js/contract.js), else the position's.
  return valueMessage(error, describe(value)) ?? jkfMessage(error, found) ?? sfenMessage(error, letter) ??
    positionError(value);
}

// The code of a failed call (README "Errors", less its prefix), from the error words.
function codeOf(fallback) {
  const code = error[0];
  if (code === E_MOVE_NUMBER) return 'INVALID_MOVE_NUMBER';
  if (code === E_SFEN_MOVES) return 'SFEN_MOVES';
  if (code === E_PACKED) return 'INTERNAL';
  if (code >= E_SFEN_NO_BOARD && code <= E_SFEN_TRAILING) return 'INVALID_SFEN';
  if (code >= E_JSON && code <= E_JKF_HAND_COUNT) return 'INVALID_JKF';
  return fallback;
}
const INVALID_POSITION = 'INVALID_POSITION';

// The error of a failed call; its code is read before the message is worded,
// which may read the value's getters.
function failed(value) {
  const code = codeOf(INVALID_POSITION);
  return failure(formatError(value), code);
}

export function fromSfen(sfen) {
  stringOf(sfen, 'the SFEN');
  enter();
  if (w.from_sfen(packUtf8(sfen)) < 0) throw failed(sfen);
  return unpackPosition();
}

export function toSfen(position, moveNumber = 1) {
  putPosition(position);
  const n = w.to_sfen(num(moveNumber));
  if (n < 0) throw failed(error[0] === E_MOVE_NUMBER ? moveNumber : position);
  return unpackText(n);
}

export function fromJkf(initial) {
  const INVALID_JKF = 'INVALID_JKF';
  let packed;
  try {
    packed = walkJson(initial);
  } catch (e) {
    throw failure(`the JKF object cannot be written as JSON: ${e.message}`, INVALID_JKF, { cause: e });
  }
  if (packed === undefined) throw failure(`JKF initial is ${describe(initial)}, not an object`, INVALID_JKF);
  enter();
  const [words, bytes] = packJson(packed);
  if (w.from_jkf(words, bytes) < 0) throw failed(initial);
  return unpackPosition();
}

export function toJkf(position) {
  putPosition(position);
  const n = w.to_jkf();
  if (n < 0) throw failure(positionError(position), INVALID_POSITION);
  // A preset's name, or the position's numbers.
  if (n > 0) return { preset: unpackText(n) };
  views();
  return { preset: 'OTHER', data: jkfData(new Uint8Array(memory.buffer, w.output_buffer(), 96), 0) };
}

export function encodeSfen(sfen) {
  return encode(fromSfen(sfen));
}

export function decodeToSfen(s, moveNumber = 1) {
  let position;
  try {
    position = decode(s);
  } catch (e) {
    throw failure(e.cause.message, e.code.slice(8));
  }
  return toSfen(position, moveNumber);
}
