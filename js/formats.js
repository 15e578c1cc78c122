// SFEN and JKF: this package's own functions, on the shim of js/core.js.
// Their errors carry the precise reason as the message itself.
import {
  w, memory, error, utf8In, num, describe, quote, positionError, HAND_KEYS, steps, encode, decode,
} from './core.js';

const { views, packPosition, unpackPosition, unpackText } = steps;
const utf8Out = new TextDecoder();
const HAND_MAX = [18, 4, 4, 4, 4, 2, 2];

// The view of the text buffer (SFEN and JKF in, as UTF-8), made again like
// the shim's own views when memory has grown.
let text;
function textViews() {
  views();
  if (text === undefined || text.length === 0) {
    text = new Uint8Array(memory.buffer, w.text_buffer(), w.text_capacity());
  }
}

// Copies `s` to the core's text buffer as UTF-8; returns [bytes, whether all fit].
function packUtf8(s) {
  textViews();
  const { read, written } = utf8In.encodeInto(s, text);
  return [written, read === s.length];
}

const MOVE_NUMBERS = 'an integer from 1 to 4294967295';
const HAND_LETTERS = 'R B G S N L P (or lowercase)';
const JSON_REASONS = [
  'unexpected end of input', 'unexpected character', 'unexpected text after the value',
  "expected ',' or ']'", "expected ',' or '}'", 'expected a string key', "expected ':'",
  'expected a digit', 'a number has a leading zero', 'expected four hex digits after \\u',
  'control character in a string', 'invalid escape', 'unpaired surrogate in \\u escape',
  'arrays and objects nest more than 64 deep',
];
// What each JKF member must be, by the path's variant (see path below).
const EXPECTED = ['an object', 'a string', 'an object', '0 or 1', 'an array', 'an array', 'an object',
  'a string', '0 or 1', 'an array', 'an object'];
const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;
const letter = (cp) => quote(String.fromCodePoint(cp), 0);

// A JKF member path from its word: variant + 256 × file index or colour + 65536 × rank index.
function path(word) {
  const tag = word & 255, x = (word >> 8) & 255, y = word >>> 16;
  if (tag === 5) return `board[${x}]`;
  if (tag >= 6 && tag <= 8) return `board[${x}][${y}]${['', '.kind', '.color'][tag - 6]}`;
  if (tag === 10) return `hands[${x}]`;
  if (tag === 9) return 'hands';
  return ['initial', 'preset', 'data', 'color', 'board'][tag];
}

// A JSON value as written at bytes [at, at + n) of the text buffer; arrays
// and objects are named.
function found(at, n) {
  const first = text[at];
  if (first === 0x5b) return 'an array';
  if (first === 0x7b) return 'an object';
  return utf8Out.decode(text.subarray(at, at + n));
}

function formatError(value) {
  textViews();
  const [code, a, b, c] = error;
  switch (code) {
    case 31: return `move number ${describe(value)} is not ${MOVE_NUMBERS}`;
    case 32: return `the text is longer than ${text.length} bytes of UTF-8`;
    case 40: return 'SFEN has no board';
    case 41: return 'SFEN has no side to move';
    case 42: return 'SFEN has no hands';
    case 43: return `SFEN board has ${plural(a, 'rank', 'ranks')}, not 9`;
    case 44: return `SFEN rank ${a} has ${plural(b, 'square', 'squares')}`;
    case 45: return `unknown piece letter ${letter(b)} at column ${a}`;
    case 46: return `empty-square count 0 at column ${a}`;
    case 47: return `'+' before ${letter(b)} at column ${a} cannot promote`;
    case 48: return `'+' at column ${a} is not followed by a piece letter`;
    case 49: return `side to move at column ${a} is not 'b' or 'w'`;
    case 50: return `hand piece letter ${letter(b)} at column ${a} is not one of ${HAND_LETTERS}`;
    case 51: return `hand count at column ${a} must be a positive integer without leading zeros`;
    case 52: return `hand count at column ${a} is not followed by a piece letter`;
    case 53: return `hand count ${a} for ${String.fromCodePoint(b)} exceeds ${c}`;
    case 54: return `hand piece ${letter(b)} at column ${a} appears twice`;
    case 55: return `move number at column ${a} is not ${MOVE_NUMBERS}`;
    case 56: return `SFEN moves at column ${a} are not read: fromSfen reads a position, fromUsi applies moves`;
    case 57: return `unexpected text at column ${a} after the position`;
    case 60: return `invalid JSON at offset ${a}: ${JSON_REASONS[b]}`;
    case 61: return `JKF ${path(a)} is missing`;
    case 62: case 68: return `JKF ${path(a)} is ${found(b, c)}, not ${EXPECTED[a & 255]}`;
    case 63: return `JKF preset ${found(b, c)} is unknown`;
    case 64: return 'JKF data is missing for preset OTHER';
    case 65: return `JKF board has ${plural(a, 'file', 'files')}, not 9`;
    case 66: return `JKF board[${a}] has ${plural(b, 'square', 'squares')}, not 9`;
    case 67: return `JKF ${path(a)} ${found(b, c)} is not a piece`;
    case 69: return `JKF hands has ${plural(a, 'entry', 'entries')}, not 2`;
    case 70: return `JKF hands[${a}] has ${found(b, c)}, not a hand kind (FU KY KE GI KI KA HI)`;
    case 71: {
      const slot = a & 255;
      return `JKF hands[${a >> 8}].${HAND_KEYS[slot]} is ${found(b, c)}, not a count from 0 to ${HAND_MAX[slot]}`;
    }
    default: return positionError(value);
  }
}

export function fromSfen(sfen) {
  if (typeof sfen !== 'string') throw new Error(`the SFEN is ${describe(sfen)}, not a string`);
  const [n, complete] = packUtf8(sfen);
  if (w.from_sfen(n, complete) < 0) throw new Error(formatError(sfen));
  return unpackPosition();
}

export function toSfen(position, moveNumber = 1) {
  packPosition(position);
  const n = w.to_sfen(num(moveNumber));
  if (n < 0) throw new Error(formatError(error[0] === 31 ? moveNumber : position));
  return unpackText(n);
}

export function fromJkf(initial) {
  let json;
  try {
    json = JSON.stringify(initial === undefined ? null : initial);
  } catch (e) {
    throw new Error(`the JKF object cannot be written as JSON: ${e.message}`);
  }
  if (json === undefined) throw new Error(`JKF initial is ${describe(initial)}, not an object`);
  const [n, complete] = packUtf8(json);
  if (w.from_jkf(n, complete) < 0) throw new Error(formatError(initial));
  return unpackPosition();
}

export function toJkf(position) {
  packPosition(position);
  const n = w.to_jkf();
  if (n < 0) throw new Error(positionError(position));
  return JSON.parse(unpackText(n));
}

export function encodeSfen(sfen) {
  return encode(fromSfen(sfen));
}

export function decodeToSfen(s, moveNumber = 1) {
  let position;
  try {
    position = decode(s);
  } catch (e) {
    throw new Error(e.cause.message);
  }
  return toSfen(position, moveNumber);
}
