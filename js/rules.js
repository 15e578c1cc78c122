// Legal moves, check, mate, perft and USI positions with moves: this
// package's own functions, on the shim of js/core.js. Every rule lives in the
// Rust core (wasm/src/rules.rs); this file copies values in and out and words
// the error codes. Each Error has a stable `code` string.
import {
  w, memory, error, describe, positionError, enter, putPosition, views, unpackPosition, unpackText, failure, failureAt, stringOf,
} from './core.js';
import { formatError, packUtf8 } from './formats.js';
import {
  E_BAD_USI_MOVE, E_ILLEGAL_MOVE, E_OPPONENT_IN_CHECK, E_TWO_KINGS, E_HAND_OVERFLOW, E_PERFT_DEPTH,
  E_HAND_COUNT, E_NOT_AN_OBJECT, MAX_MOVES, illegalReason, setupMessage, valueMessage, usiMessage, overflowMessage, COLORS, KIND_NAMES,
} from './contract.js';

const utf8Out = new TextDecoder();

// The text buffer (USI in, as UTF-8; js/formats.js fills it) and the first
// slot of the results buffer (the move number out), made again when memory
// or the text buffer has moved or grown.
let text, slots;
function textViews() {
  views();
  const at = w.text_buffer();
  const n = w.text_capacity();
  if (text === undefined || text.length !== n || text.byteOffset !== at) {
    text = new Uint8Array(memory.buffer, at, n);
    slots = new Float64Array(memory.buffer, w.results_buffer(), 1);
  }
}

// --- errors -------------------------------------------------------------------

const RANKS = '一二三四五六七八九';
// A square of a position's board, as Japanese text writes it: 7七.
const ja = (i) => `${9 - (i % 9)}${RANKS[(i / 9) | 0]}`;

// The reason of an illegal move from its detail word (js/contract.js).
export const illegal = (d) => illegalReason(d, ja);

// The Error of the last failed call. `usi` is the move text, `ply` its number
// (1 for the first) when it came from a list, `value` the position or text given.
export function rulesError(value, usi, ply) {
  views();
  const [code, , b, c] = error;
  switch (code) {
    case E_BAD_USI_MOVE:
      return failureAt(usiMessage(error, JSON.stringify(usi)), 'BAD_USI', ply);
    case E_ILLEGAL_MOVE:
      return failureAt(`${usi}: ${illegal(c)}`, 'ILLEGAL_MOVE', ply);
    case E_OPPONENT_IN_CHECK:
      return failure(setupMessage(error, ja), 'OPPONENT_IN_CHECK');
    case E_TWO_KINGS:
      return failure(setupMessage(error, ja), 'TWO_KINGS');
    case E_HAND_OVERFLOW: {
      // The hand of the position reached (after the last move given).
      const color = COLORS[c >>> 8], kind = KIND_NAMES[c & 255], count = b & 255;
      const after = ply === undefined ? '' : `after ply ${ply}: `;
      return Object.assign(failure(`${after}${overflowMessage(error)}`, 'HAND_OVERFLOW'),
        ply === undefined ? {} : { ply }, { color, kind, count });
    }
    case E_PERFT_DEPTH:
      return failure(valueMessage(error, describe(value)), 'INVALID_DEPTH');
    default:
      if (code >= E_NOT_AN_OBJECT && code <= E_HAND_COUNT) {
        return failure(positionError(value), 'INVALID_POSITION');
      }
      // The start of a USI position: SFEN's own errors.
      return failure(formatError(value), 'INVALID_SFEN');
  }
}

// --- in and out ---------------------------------------------------------------

// Makes `position` the board of the core's next calls (js/mate.js validates
// a position with it).
export function load(position) {
  putPosition(position);
  if (w.rules_load() < 0) throw rulesError(position);
}

// `load` and the listing of the legal moves in one call into the core. A
// function of its own: written into legalMoves, V8 optimised the call worse.
function loadMoves(position) {
  putPosition(position);
  return w.load_legal_moves();
}

// Plays `usi` on the loaded board; `ply` names it in a list.
function play(usi, ply) {
  stringOf(usi, 'the move', ply);
  if (w.rules_play(packUtf8(usi)) < 0) throw rulesError(undefined, usi, ply);
}

function store(ply) {
  if (w.rules_store() < 0) throw rulesError(undefined, undefined, ply);
  return unpackPosition();
}

function movesOf(usis) {
  if (!Array.isArray(usis)) {
    throw failure(`the moves are ${describe(usis)}, not an array of USI strings`, 'NOT_AN_ARRAY');
  }
  return usis;
}

// --- the API --------------------------------------------------------------------

/**
 * The legal moves of the side to move, as USI strings: board moves by origin
 * square, then destination (squares in the order of `position.board`), a move
 * without promotion before the same with; then drops by kind R B G S N L P,
 * then square.
 */
export function legalMoves(position) {
  const n = loadMoves(position);
  if (n < 0) throw rulesError(position);
  return movesOfKeys(n);
}

// The `n` moves whose sort keys the core wrote to its legal-move keys, as
// USI strings (js/record.js reads them too).
export function movesOfKeys(n) {
  if (keys === undefined || keys.length === 0) {
    keys = new Uint32Array(memory.buffer, w.legal_move_keys(), MAX_MOVES);
    slots6 = new Uint8Array(memory.buffer, w.output_buffer(), MAX_MOVES * 6);
  }
  // Each move's string is asked of the core once and kept by its key, so a
  // call mostly builds the array.
  const moves = new Array(n);
  for (let i = 0; i < n; i++) {
    // Keys are dense (origin × 162 + destination × 2 + promotion, drops
    // after them): they index the strings as they are.
    const key = keys[i];
    let usi = strings[key];
    if (usi === '') {
      usi = utf8Out.decode(slots6.subarray(0, w.legal_move_text(i)));
      strings[key] = usi;
    }
    moves[i] = usi;
  }
  return moves;
}
let keys, slots6;
// Indexed by key, '' for a string not met yet: an element of an array of
// strings only (no hole, no undefined) is the cheapest read, cheaper than a
// Map's get.
const strings = Array.from({ length: 81 * 162 + 7 * 81 }, () => '');

export function applyMove(position, usi) {
  load(position);
  play(usi);
  return store();
}

export function applyMoves(position, usis) {
  movesOf(usis);
  load(position);
  for (let i = 0; i < usis.length; i++) play(usis[i], i + 1);
  return store(usis.length);
}

export function isCheck(position) {
  putPosition(position);
  const r = w.is_check();
  if (r < 0) throw rulesError(position);
  return r === 1;
}

export function jishogiPoints(position) {
  putPosition(position);
  const r = w.jishogi_points();
  if (r < 0) throw rulesError(position);
  return { black: r & 0xffff, white: r >>> 16 };
}

export function isCheckmate(position) {
  load(position);
  return w.is_checkmate() === 1;
}

export function perft(position, depth) {
  load(position);
  const n = w.perft(typeof depth === 'number' ? depth : NaN);
  if (n < 0) throw rulesError(depth);
  return n;
}

// The Error of a USI position refused (the text still in the text buffer):
// a move's, named by its ply and quoted from the text, or the start's.
export function usiPositionError(usi) {
  textViews();
  const [code, a, b] = error;
  if (code === E_BAD_USI_MOVE || code === E_ILLEGAL_MOVE) {
    const move = utf8Out.decode(text.subarray(b & 0xffff, (b & 0xffff) + (b >>> 16)));
    return rulesError(usi, move, a);
  }
  return rulesError(usi, undefined, code === E_HAND_OVERFLOW ? a : undefined);
}

export function fromUsi(usi) {
  stringOf(usi, 'the USI position');
  enter();
  if (w.from_usi(packUtf8(usi)) < 0) throw usiPositionError(usi);
  textViews();
  const moveNumber = slots[0];
  // The move number rides along without changing the object's shape: it is
  // not enumerable, so JSON.stringify and Object.keys see a position.
  return Object.defineProperty(unpackPosition(), 'moveNumber', { value: moveNumber });
}

export function toUsi(position, usis = []) {
  movesOf(usis);
  load(position);
  for (let i = 0; i < usis.length; i++) play(usis[i], i + 1);
  store(usis.length);
  const head = unpackText(w.rules_start_usi(1));
  return usis.length === 0 ? head : `${head} moves ${usis.join(' ')}`;
}
