// The shim between JavaScript values and the wasm core. It copies values in
// and out of the core's buffers and words errors; every rule of the format
// (what is valid, what each bit means) lives in the Rust core.
import { compile } from 'shogi64:module';
import { NodeBuffer } from './node-buffer.js';
import {
  ALPHABET, CHUNK, OUTPUT, POSITION_SLOTS, DECODED_SLOTS, ERROR_WORDS, DECODE, DECODE_BITS, LETTERS_TO_BITS,
  BITS_TO_LETTERS, E_NOT_AN_OBJECT, E_TURN, E_BOARD_MISSING, E_BOARD_LENGTH, E_SQUARE, E_HANDS_MISSING,
  E_HAND_MISSING, E_HAND_KEYS, E_HAND_COUNT, decodeMessage, COLORS, HAND_KEYS,
} from './contract.js';

// The module imports nothing (it is built without reference types, so
// wasm-bindgen's externref table and start function are gone) and its exports
// take and return numbers only: it is instantiated here, without
// wasm-bindgen's generated loader, which added 1 KB to every bundle.
//
// Importing the package costs no compilation: the module is compiled and
// instantiated by the first call that needs it (`views` and `enter`, one of
// which every function calls before it reaches `w`), synchronously.
let wasmModule, w, memory;
function instantiate() {
  wasmModule = compile();
  w = new WebAssembly.Instance(wasmModule).exports;
  memory = w.memory;
}

const utf8In = new TextEncoder();
const SQUARES = 81;

// Node's Buffer, when it is Node's own: its latin1 decoding reads the
// letters out in half the time String.fromCharCode takes (55 against 95 to
// 125 ns for 20 to 60 letters). Elsewhere, or when Buffer is a bundler's
// polyfill, the letters go through String.fromCharCode.
const nodeLatin1 = NodeBuffer !== null;

// Typed-array views on the core's buffers, made again if memory has grown
// (the core does not allocate, but the check is one length test): every read
// and write of a buffer calls views() first.
let heap, position, board8, decoded, input, output, outputBuffer, error;
function views() {
  // Growing memory detaches the old buffer, and every view on it reads as
  // empty: one length check instead of the slower memory.buffer getter.
  if (position !== undefined && position.length !== 0) return;
  if (w === undefined) instantiate();
  heap = memory.buffer;
  position = new Float64Array(heap, w.position_buffer(), POSITION_SLOTS);
  board8 = new Int8Array(heap, w.board_buffer(), SQUARES);
  decoded = new Int8Array(heap, w.decoded_buffer(), DECODED_SLOTS);
  input = new Uint8Array(heap, w.input_buffer(), CHUNK);
  output = new Uint8Array(heap, w.output_buffer(), OUTPUT);
  if (nodeLatin1) outputBuffer = NodeBuffer.from(heap, w.output_buffer(), OUTPUT);
  error = new Uint32Array(heap, w.error_buffer(), ERROR_WORDS);
}

// --- values in --------------------------------------------------------------

const num = (v) => (typeof v === 'number' ? v : NaN);
// A board value as the core reads it: itself when it is an integer from −127
// to 127, −128 for anything else (which no rule accepts either).
const small = (v) => (typeof v === 'number' && (v << 24) >> 24 === v ? v : -128);
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

function packHand(h, at) {
  if (!isObject(h)) {
    position[at] = NaN;
    return;
  }
  const fu = h.FU, ky = h.KY, ke = h.KE, gi = h.GI, ki = h.KI, ka = h.KA, hi = h.HI;
  const present = (fu !== undefined) + (ky !== undefined) + (ke !== undefined) + (gi !== undefined) +
    (ki !== undefined) + (ka !== undefined) + (hi !== undefined);
  position[at] = Object.keys(h).length > present ? 2 : 1;
  position[at + 1] = num(fu);
  position[at + 2] = num(ky);
  position[at + 3] = num(ke);
  position[at + 4] = num(gi);
  position[at + 5] = num(ki);
  position[at + 6] = num(ka);
  position[at + 7] = num(hi);
}

// Layout: [turn, boardLength, hands, black, FU…HI, white, FU…HI], and the
// board's values in a buffer of bytes (see `small`).
function packPosition(p) {
  views();
  const out = position;
  if (p === null || typeof p !== 'object') {
    out[0] = -1;
    return;
  }
  const turn = p.turn;
  out[0] = turn === true ? 1 : turn === false ? 0 : NaN;
  const board = p.board;
  if (Array.isArray(board)) {
    const n = board.length;
    out[1] = n;
    if (n === SQUARES) {
      // Nine squares per pass: V8 runs the unrolled loop in 60% of the time.
      const b = board8;
      for (let i = 0; i < SQUARES; i += 9) {
        b[i] = small(board[i]);
        b[i + 1] = small(board[i + 1]);
        b[i + 2] = small(board[i + 2]);
        b[i + 3] = small(board[i + 3]);
        b[i + 4] = small(board[i + 4]);
        b[i + 5] = small(board[i + 5]);
        b[i + 6] = small(board[i + 6]);
        b[i + 7] = small(board[i + 7]);
        b[i + 8] = small(board[i + 8]);
      }
    }
  } else {
    out[1] = NaN;
  }
  const hands = p.hands;
  if (isObject(hands)) {
    out[2] = 1;
    packHand(hands.black, 3);
    packHand(hands.white, 11);
  } else {
    out[2] = NaN;
  }
}

// Copies units [from, from + n) of `s` to the input buffer, one byte each;
// units past ASCII become 255, which no rule accepts.
function packText(s, from, n) {
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(from + i);
    input[i] = c < 128 ? c : 255;
  }
}

// --- values out -------------------------------------------------------------

// The decoded position is the core's own, as it lies in memory: the turn
// (0 for black, 1 for white), the 81 piece numbers, then black's and white's
// counts. The board as one array literal: a single allocation of a packed
// array, five times faster than 81 pushes.
function unpackPosition() {
  views();
  return positionOf(decoded);
}

// A position laid out as the decoded buffer lays it out (js/kifu.js reads
// a line's positions so from the kifu output).
export function positionOf(d) {
  return {
    turn: d[0] === 0,
    board: [
      d[1], d[2], d[3], d[4], d[5], d[6], d[7], d[8], d[9],
      d[10], d[11], d[12], d[13], d[14], d[15], d[16], d[17], d[18],
      d[19], d[20], d[21], d[22], d[23], d[24], d[25], d[26], d[27],
      d[28], d[29], d[30], d[31], d[32], d[33], d[34], d[35], d[36],
      d[37], d[38], d[39], d[40], d[41], d[42], d[43], d[44], d[45],
      d[46], d[47], d[48], d[49], d[50], d[51], d[52], d[53], d[54],
      d[55], d[56], d[57], d[58], d[59], d[60], d[61], d[62], d[63],
      d[64], d[65], d[66], d[67], d[68], d[69], d[70], d[71], d[72],
      d[73], d[74], d[75], d[76], d[77], d[78], d[79], d[80], d[81],
    ],
    hands: {
      black: { FU: d[82], KY: d[83], KE: d[84], GI: d[85], KI: d[86], KA: d[87], HI: d[88] },
      white: { FU: d[89], KY: d[90], KE: d[91], GI: d[92], KI: d[93], KA: d[94], HI: d[95] },
    },
  };
}

// ASCII bytes of the output buffer as a string. One String.fromCharCode of
// 64 bytes, then a slice, is two to three times faster than eight at a time
// for the usual 20 to 60 letters; bytes past the end are cut off.
const ascii = String.fromCharCode;
const letters64 = (o, i) =>
  ascii(
    o[i], o[i + 1], o[i + 2], o[i + 3], o[i + 4], o[i + 5], o[i + 6], o[i + 7],
    o[i + 8], o[i + 9], o[i + 10], o[i + 11], o[i + 12], o[i + 13], o[i + 14], o[i + 15],
    o[i + 16], o[i + 17], o[i + 18], o[i + 19], o[i + 20], o[i + 21], o[i + 22], o[i + 23],
    o[i + 24], o[i + 25], o[i + 26], o[i + 27], o[i + 28], o[i + 29], o[i + 30], o[i + 31],
    o[i + 32], o[i + 33], o[i + 34], o[i + 35], o[i + 36], o[i + 37], o[i + 38], o[i + 39],
    o[i + 40], o[i + 41], o[i + 42], o[i + 43], o[i + 44], o[i + 45], o[i + 46], o[i + 47],
    o[i + 48], o[i + 49], o[i + 50], o[i + 51], o[i + 52], o[i + 53], o[i + 54], o[i + 55],
    o[i + 56], o[i + 57], o[i + 58], o[i + 59], o[i + 60], o[i + 61], o[i + 62], o[i + 63],
  );
function unpackText(n) {
  views();
  if (nodeLatin1) return outputBuffer.latin1Slice(0, n);
  const o = output;
  let s = letters64(o, 0);
  for (let i = 64; i < n; i += 64) s += letters64(o, i);
  return s.length === n ? s : s.slice(0, n);
}

// --- errors -----------------------------------------------------------------

const BOARD = 'board is invalid.';
const TEXT = 'shogi64 string is invalid.';
const BITS = 'bits string is invalid.';

function describe(v) {
  if (typeof v === 'string') return JSON.stringify(v);
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object' && v !== null) return 'an object';
  if (typeof v === 'bigint') return `${v}n`;
  if (typeof v === 'function') return 'a function';
  if (typeof v === 'symbol') return 'a symbol';
  return String(v);
}

// Every error the package throws carries a stable `code` (README "Errors"),
// so that code need not parse messages.
export function failure(message, code, options) {
  const e = new Error(message, options);
  e.code = `SHOGI64_${code}`;
  return e;
}

// An Error about the `ply`th value of a list, which its message names and
// it carries; a plain one when `ply` is undefined.
export function failureAt(message, code, ply) {
  return ply === undefined ? failure(message, code) : Object.assign(failure(`ply ${ply}: ${message}`, code), { ply });
}

// `v` when it is a string; else the Error naming it `what` (of the `ply`th
// value of a list when `ply` is given).
export function stringOf(v, what, ply) {
  if (typeof v !== 'string') throw failureAt(`${what} is ${describe(v)}, not a string`, 'NOT_A_STRING', ply);
  return v;
}

function fail(message, cause, code) {
  return failure(message, code, { cause: new Error(cause) });
}

// Reading the input can run the caller's code (a getter, a Proxy), which may
// call the package again and so overwrite the buffers being filled. Every
// call that writes the position buffer counts itself, and one that reads an
// object notes the count first and checks it afterwards: a call made
// meanwhile is answered rightly, the outer one throws. (The decoders write
// other buffers only: they need not count.)
let calls = 0;
export function enter() {
  if (w === undefined) views();
  return ++calls;
}
export function leave(mark) {
  if (mark !== calls) {
    throw failure('shogi64 was called from a getter of its input', 'REENTERED');
  }
}

// Copies the position `p` to the position buffer, as a counted call.
export function putPosition(p) {
  const mark = enter();
  packPosition(p);
  leave(mark);
}

// A character for a message: 'x' when printable ASCII, U+000A for a control
// character, 'ｐ' (U+FF50) otherwise.
function quote(s, at) {
  const cp = s.codePointAt(at);
  const hex = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  if (cp >= 0x20 && cp < 0x7f) return `'${String.fromCodePoint(cp)}'`;
  if (cp < 0xa0) return hex;
  return `'${String.fromCodePoint(cp)}' (${hex})`;
}

function positionError(p) {
  views();
  const [code, a, b, c] = error;
  const hands = code >= E_HANDS_MISSING ? p.hands : undefined;
  const color = COLORS[b];
  const hand = code >= E_HAND_MISSING ? hands[color] : undefined;
  switch (code) {
    case E_NOT_AN_OBJECT: return `the position is ${describe(p)}, not an object`;
    case E_TURN: return `turn is ${describe(p.turn)}, not a boolean`;
    case E_BOARD_MISSING: return `board is ${describe(p.board)}, not an array`;
    case E_BOARD_LENGTH: return `board has ${a} squares, not 81`;
    case E_SQUARE: return `board[${a}] is ${describe(p.board[a])}, not a piece number from -14 to 14`;
    case E_HANDS_MISSING: return `hands is ${describe(hands)}, not an object`;
    case E_HAND_MISSING: return `hands.${color} is ${describe(hand)}, not an object`;
    case E_HAND_KEYS: {
      const key = Object.keys(hand).find((k) => !HAND_KEYS.includes(k) || hand[k] === undefined);
      return `hands.${color} has the key ${JSON.stringify(key)}; a hand has exactly FU KY KE GI KI KA HI`;
    }
    case E_HAND_COUNT: {
      const kind = HAND_KEYS[c];
      return `hands.${color}.${kind} is ${describe(hand[kind])}, not a count from 0 to ${a}`;
    }
    default: return `error ${code}`;
  }
}

// The message of a decode error: its template (js/contract.js), with the
// character at the offset quoted from the input.
function decodeError(s) {
  views();
  return decodeMessage(error, (at) => `character ${quote(s, at)}`);
}

// --- streaming strings through the core --------------------------------------

// Runs stream operation `op` over `s`; returns the output length, or the
// output text itself for strings longer than one chunk. -1 on failure.
function stream(op, s) {
  views();
  const n = s.length;
  if (n <= CHUNK) {
    // ASCII is copied as is; the first unit past ASCII becomes bytes that no
    // rule accepts, at the same offset, since all before it took one byte each.
    const { read, written } = utf8In.encodeInto(s, input);
    return read === n ? w.run(op, written) : (packText(s, 0, n), w.run(op, n));
  }
  if (w.start(op, n) < 0) return -1;
  let text = '';
  for (let at = 0; at < n; at += CHUNK) {
    const m = Math.min(CHUNK, n - at);
    packText(s, at, m);
    const out = w.feed(m);
    if (out < 0) return -1;
    text += unpackText(out);
  }
  const last = w.finish();
  if (last < 0) return -1;
  return text + unpackText(last);
}

const textOut = (r) => (typeof r === 'string' ? r : unpackText(r));

// --- the API ------------------------------------------------------------------

export const table = ALPHABET;

// The codes, less their prefix `SHOGI64_`.
const NOT_A_STRING = 'NOT_A_STRING';
const INVALID_POSITION = 'INVALID_POSITION';
const INVALID_STRING = 'INVALID_STRING';
const INVALID_BITS = 'INVALID_BITS';

export function encode(position) {
  putPosition(position);
  const n = w.encode();
  if (n < 0) throw fail(BOARD, positionError(position), INVALID_POSITION);
  return unpackText(n);
}

export function encodePositionToBits(position) {
  putPosition(position);
  const n = w.encode_to_bits();
  if (n < 0) throw fail(BOARD, positionError(position), INVALID_POSITION);
  return unpackText(n);
}

// Streams the string `s` through operation `op`; a failure is worded under
// `head` with `code`.
function streamed(op, s, head, code) {
  if (typeof s !== 'string') throw fail(head, `${describe(s)} is not a string`, NOT_A_STRING);
  const r = stream(op, s);
  if (r === -1) throw fail(head, decodeError(s), code);
  return r;
}

export function decode(s) {
  streamed(DECODE, s, TEXT, INVALID_STRING);
  return unpackPosition();
}

export function decodeBitsToPosition(bits) {
  streamed(DECODE_BITS, bits, TEXT, INVALID_BITS);
  return unpackPosition();
}

export function decodeShogi64ToBits(s) {
  return textOut(streamed(LETTERS_TO_BITS, s, TEXT, INVALID_STRING));
}

export function encodeBitsToShogi64(bits) {
  return textOut(streamed(BITS_TO_LETTERS, bits, BITS, INVALID_BITS));
}

// --- for js/formats.js ----------------------------------------------------------
// SFEN and JKF build on this shim (the codec-only entry leaves them out).

export { w, memory, error, utf8In, num, describe, quote, positionError, HAND_KEYS };
export { views, packPosition, unpackPosition, unpackText };
// The compiled module, for js/mate.js, which runs each search in an instance of its own.
export { wasmModule };
