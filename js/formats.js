// SFEN and JKF: this package's own functions, on the shim of js/core.js.
// Their errors carry the precise reason as the message itself.
import {
  w, memory, error, utf8In, num, describe, quote, positionError, HAND_KEYS, steps, encode, decode, failure,
  enter, leave,
} from './core.js';
import {
  E_JKF_BOARD_FILES, E_JKF_BOARD_RANKS, E_JKF_COLOR, E_JKF_DATA_MISSING, E_JKF_HANDS_LENGTH,
  E_JKF_HAND_COUNT, E_JKF_HAND_KIND, E_JKF_MISSING, E_JKF_PIECE, E_JKF_PRESET, E_JKF_TYPE, E_JSON,
  E_MOVE_NUMBER, E_SFEN_CANNOT_PROMOTE, E_SFEN_HAND_COUNT, E_SFEN_HAND_COUNT_ALONE,
  E_SFEN_HAND_COUNT_FORM, E_SFEN_HAND_DUPLICATE, E_SFEN_HAND_LETTER, E_SFEN_LONE_PLUS,
  E_SFEN_MOVES, E_SFEN_MOVE_NUMBER, E_SFEN_NO_BOARD, E_SFEN_NO_HANDS, E_SFEN_NO_SIDE,
  E_SFEN_PIECE_LETTER, E_SFEN_RANK_COUNT, E_SFEN_RANK_LENGTH, E_SFEN_SIDE, E_SFEN_TRAILING,
  E_SFEN_ZERO_EMPTY, JSON_REASONS,
} from './contract.js';

const { views, packPosition, unpackPosition, unpackText } = steps;
const utf8Out = new TextDecoder();
const HAND_MAX = [18, 4, 4, 4, 4, 2, 2];

// The view of the text buffer (SFEN and JKF in, as UTF-8), made again like
// the shim's own views when memory has grown, and when the buffer has.
let text;
function textViews() {
  views();
  if (text === undefined || text.length === 0) {
    text = new Uint8Array(memory.buffer, w.text_buffer(), w.text_capacity());
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

const MOVE_NUMBERS = 'an integer from 1 to 4294967295';
const HAND_LETTERS = 'R B G S N L P (or lowercase)';
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

export function formatError(value) {
  textViews();
  const [code, a, b, c] = error;
  switch (code) {
    case E_MOVE_NUMBER: return `move number ${describe(value)} is not ${MOVE_NUMBERS}`;
    case E_SFEN_NO_BOARD: return 'SFEN has no board';
    case E_SFEN_NO_SIDE: return 'SFEN has no side to move';
    case E_SFEN_NO_HANDS: return 'SFEN has no hands';
    case E_SFEN_RANK_COUNT: return `SFEN board has ${plural(a, 'rank', 'ranks')}, not 9`;
    case E_SFEN_RANK_LENGTH: return `SFEN rank ${a} has ${plural(b, 'square', 'squares')}`;
    case E_SFEN_PIECE_LETTER: return `unknown piece letter ${letter(b)} at column ${a}`;
    case E_SFEN_ZERO_EMPTY: return `empty-square count 0 at column ${a}`;
    case E_SFEN_CANNOT_PROMOTE: return `'+' before ${letter(b)} at column ${a} cannot promote`;
    case E_SFEN_LONE_PLUS: return `'+' at column ${a} is not followed by a piece letter`;
    case E_SFEN_SIDE: return `side to move at column ${a} is not 'b' or 'w'`;
    case E_SFEN_HAND_LETTER: return `hand piece letter ${letter(b)} at column ${a} is not one of ${HAND_LETTERS}`;
    case E_SFEN_HAND_COUNT_FORM: return `hand count at column ${a} must be 2 or more, without leading zeros`;
    case E_SFEN_HAND_COUNT_ALONE: return `hand count at column ${a} is not followed by a piece letter`;
    case E_SFEN_HAND_COUNT: return `hand count ${a} for ${String.fromCodePoint(b)} exceeds ${c}`;
    case E_SFEN_HAND_DUPLICATE: return `hand piece ${letter(b)} at column ${a} appears twice`;
    case E_SFEN_MOVE_NUMBER: return `move number at column ${a} is not ${MOVE_NUMBERS}`;
    case E_SFEN_MOVES: return `SFEN moves at column ${a} are not read: fromSfen reads a position, fromUsi applies moves`;
    case E_SFEN_TRAILING: return `unexpected text at column ${a} after the position`;
    case E_JSON: return `invalid JSON at offset ${a}: ${JSON_REASONS[b]}`;
    case E_JKF_MISSING: return `JKF ${path(a)} is missing`;
    case E_JKF_TYPE: case E_JKF_COLOR: return `JKF ${path(a)} is ${found(b, c)}, not ${EXPECTED[a & 255]}`;
    case E_JKF_PRESET: return `JKF preset ${found(b, c)} is unknown`;
    case E_JKF_DATA_MISSING: return 'JKF data is missing for preset OTHER';
    case E_JKF_BOARD_FILES: return `JKF board has ${plural(a, 'file', 'files')}, not 9`;
    case E_JKF_BOARD_RANKS: return `JKF board[${a}] has ${plural(b, 'square', 'squares')}, not 9`;
    case E_JKF_PIECE: return `JKF ${path(a)} ${found(b, c)} is not a piece`;
    case E_JKF_HANDS_LENGTH: return `JKF hands has ${plural(a, 'entry', 'entries')}, not 2`;
    case E_JKF_HAND_KIND: return `JKF hands[${a}] has ${found(b, c)}, not a hand kind (FU KY KE GI KI KA HI)`;
    case E_JKF_HAND_COUNT: {
      const slot = a & 255;
      return `JKF hands[${a >> 8}].${HAND_KEYS[slot]} is ${found(b, c)}, not a count from 0 to ${HAND_MAX[slot]}`;
    }
    default: return positionError(value);
  }
}

// The code of a failed call (README "Errors", less its prefix), from the error words.
function codeOf(fallback) {
  const code = error[0];
  if (code === E_MOVE_NUMBER) return 'INVALID_MOVE_NUMBER';
  if (code === E_SFEN_MOVES) return 'SFEN_MOVES';
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
  if (typeof sfen !== 'string') throw failure(`the SFEN is ${describe(sfen)}, not a string`, 'NOT_A_STRING');
  enter();
  if (w.from_sfen(packUtf8(sfen)) < 0) throw failed(sfen);
  return unpackPosition();
}

export function toSfen(position, moveNumber = 1) {
  const mark = enter();
  packPosition(position);
  leave(mark);
  const n = w.to_sfen(num(moveNumber));
  if (n < 0) throw failed(error[0] === E_MOVE_NUMBER ? moveNumber : position);
  return unpackText(n);
}

export function fromJkf(initial) {
  const INVALID_JKF = 'INVALID_JKF';
  let json;
  // The caller's code (toJSON, getters) runs here, before any buffer is
  // filled: a call it makes is harmless.
  try {
    json = JSON.stringify(initial === undefined ? null : initial);
  } catch (e) {
    throw failure(`the JKF object cannot be written as JSON: ${e.message}`, INVALID_JKF, { cause: e });
  }
  if (json === undefined) throw failure(`JKF initial is ${describe(initial)}, not an object`, INVALID_JKF);
  enter();
  if (w.from_jkf(packUtf8(json)) < 0) throw failed(initial);
  return unpackPosition();
}

export function toJkf(position) {
  const mark = enter();
  packPosition(position);
  leave(mark);
  const n = w.to_jkf();
  if (n < 0) throw failure(positionError(position), INVALID_POSITION);
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
    throw failure(e.cause.message, e.code.slice(8));
  }
  return toSfen(position, moveNumber);
}
