// The record: a game held in the core (wasm/src/record.rs, over
// src/kifu/game.rs) and named by a handle, walked, played, branched and
// ended without a position crossing per call. This file marshals and words
// errors; every rule lives in the Rust core. Each Error has a stable `code`.
import { w, error, describe, failure, stringOf, enter, putPosition, views, unpackPosition } from './core.js';
import { packUtf8, packJson } from './formats.js';
import {
  packKifu, readJkf, unpackRecord, unpackMoves, kifuError, guarded, formatNumber, jkfWalked, outputText,
  KIFU_IS_JKF,
} from './kifu.js';
import { optionsOf } from './options.js';
import { movesOfKeys, rulesError, usiPositionError, toUsi } from './rules.js';
import { optionBits, previousOption, notationError, pack, packUsi, usiHigh, keyedText, about } from './notation.js';
import {
  E_NO_RECORD, E_GAME_OVER, E_NO_BRANCH, E_NO_PLY, E_KIFU, E_KIFU_POSITIONS, recordMessage, LIVE_ENDS, REASONS,
  FORMATS, OP_PLY, OP_LENGTH, OP_GOTO, OP_FORWARD, OP_BACK, OP_UNDO, OP_POSITION, OP_SWITCH, OP_REMOVE, OP_PROMOTE,
  OP_END, OP_OUTCOME, OP_IS_CHECK, OP_LEGAL_MOVES, OP_BRANCHES, OP_MOVES_FROM, OP_DECLARE,
  OP_USEN_BRANCH, OP_USEN,
} from './contract.js';

// The verdicts of record_op's DECLARE, by number.
const VERDICTS = ['win', 'lose', 'draw'];

// Records nobody disposed are freed in the core once collected.
const registry = typeof FinalizationRegistry === 'function'
  ? new FinalizationRegistry((handle) => w.record_free(handle))
  : null;

// The Error of the last failed call on a record; `usi` the move it was given.
function recordError(usi) {
  views();
  const code = error[0];
  switch (code) {
    case E_NO_RECORD: return disposed();
    case E_GAME_OVER: return Object.assign(failure(recordMessage(error), 'GAME_OVER'), { ply: error[1] });
    case E_NO_BRANCH: return failure(recordMessage(error), 'NO_BRANCH');
    case E_NO_PLY: return failure(recordMessage(error), 'NO_PLY');
    case E_KIFU: case E_KIFU_POSITIONS: return kifuError('the record: ', 'INVALID_JKF');
    default: return rulesError(undefined, usi);
  }
}

const disposed = () => failure('the record was disposed: it holds nothing any more; make a new one', 'DISPOSED');

const WINNERS = [null, 'black', 'white'];
const PROMOTIONS = ['must', 'may', 'never'];
const DROP_KINDS = { P: 1, L: 2, N: 3, S: 4, G: 5, B: 6, R: 7 };

const natural = (n) => Number.isSafeInteger(n) && n >= 0;

function plyOf(ply) {
  if (!natural(ply)) throw failure(`the ply is ${describe(ply)}, not an integer ≥ 0`, 'INVALID_PLY');
  return ply;
}

function usiOf(usi, what = 'the move') {
  return stringOf(usi, what);
}

// The handle the next Record made takes instead of making one (the static
// constructors' way in).
let adopting = 0;
function adopt(handle) {
  adopting = handle;
  return new Record();
}

// A record's handle in the core, 0 once disposed: a property under a
// symbol of this module, not a private field, which the bundles' target
// (ES2020) lowers to WeakMap lookups on every call (two thirds of the time of a
// call as cheap as `ply`).
const HANDLE = Symbol('handle');

// The handle of `record`, while it is not disposed.
function live(record) {
  const h = record[HANDLE];
  if (!h) throw disposed();
  return h;
}

const BRANCH_OPS = { switchBranch: OP_SWITCH, removeBranch: OP_REMOVE, promoteBranch: OP_PROMOTE };

function branch(record, op, index) {
  const h = live(record);
  if (!natural(index)) {
    throw failure(`${op}: the index is ${describe(index)}, not an integer ≥ 0`, 'NO_BRANCH');
  }
  if (w.record_op(h, BRANCH_OPS[op], index) < 0) throw recordError();
}

/**
 * A game: a start, the moves with their variations, a current ply, and the
 * rules that end it. Held in the core: `dispose()` frees it (a record
 * nobody disposes is freed once collected).
 */
export class Record {
  /** A record from `position` (the initial position when left out), with no move. */
  constructor(position) {
    let h = adopting;
    adopting = 0;
    if (h === 0) {
      if (position === undefined) {
        enter();
        h = w.record_new(1);
      } else {
        putPosition(position);
        h = w.record_new(0);
      }
      if (h < 0) throw rulesError(position);
    }
    Object.defineProperty(this, HANDLE, { value: h, writable: true });
    registry?.register(this, h, this);
  }

  /** A record read from a KIF, KI2, CSA or JKF text or file's bytes. */
  static fromKifu(input, format) {
    const f = formatNumber(format, true);
    enter();
    let h = guarded(() => w.record_from_kifu(packKifu(input), f));
    if (h === KIFU_IS_JKF) h = readJkf(input, w.record_from_jkf);
    if (h < 0) throw kifuError('', 'BAD_KIFU');
    return adopt(h);
  }

  /** A record from a JKF object. */
  static fromJkf(jkf) {
    const packed = jkfWalked(jkf);
    enter();
    const [words, bytes] = packJson(packed);
    const h = guarded(() => w.record_from_jkf(words, bytes));
    if (h < 0) throw kifuError('the JKF record: ', 'INVALID_JKF');
    return adopt(h);
  }

  /** A record from a USI position with its moves (`position startpos moves 7g7f …`). */
  static fromUsi(text) {
    usiOf(text, 'the USI position');
    enter();
    const h = w.record_from_usi(packUtf8(text));
    if (h < 0) throw usiPositionError(text);
    return adopt(h);
  }

  /**
   * A record from a USEN string, at tsshogi's branch index `branch` and
   * `ply` (both 0 when left out).
   */
  static fromUsen(usen, options) {
    usiOf(usen, 'the USEN');
    const o = optionsOf('Record.fromUsen', options) ?? {};
    const at = (key) => {
      const v = o[key] ?? 0;
      if (!Number.isInteger(v) || v < 0) {
        throw failure(`the option ${key} is ${describe(v)}, not an integer ≥ 0`, 'INVALID_OPTION');
      }
      return v;
    };
    const branch = at('branch'), ply = at('ply');
    enter();
    const h = w.record_from_usen(packUtf8(usen), branch, ply);
    if (h < 0) throw kifuError('the USEN: ', 'BAD_KIFU');
    return adopt(h);
  }

  /** Frees the record; any later use throws SHOGI64_DISPOSED. */
  dispose() {
    const h = this[HANDLE];
    if (!h) return;
    this[HANDLE] = 0;
    registry?.unregister(this);
    w.record_free(h);
  }

  get header() {
    return this.toJkf().header;
  }

  set header(fields) {
    const h = live(this);
    if (fields === null || typeof fields !== 'object' || Array.isArray(fields)) {
      throw failure(`the header is ${describe(fields)}, not an object`, 'INVALID_JKF');
    }
    const packed = jkfWalked({ header: fields, moves: [{}] });
    enter();
    const [words, bytes] = packJson(packed);
    if (w.record_set_header(h, words, bytes) < 0) throw kifuError('the header: ', 'INVALID_JKF');
  }

  /** The position at the current ply, a fresh object on each read. */
  get position() {
    if (w.record_op(live(this), OP_POSITION, 0) < 0) throw recordError();
    return unpackPosition();
  }

  get ply() {
    return w.record_op(live(this), OP_PLY, 0);
  }

  /** The last ply of the current line, counting moves only. */
  get length() {
    return w.record_op(live(this), OP_LENGTH, 0);
  }

  goto(ply) {
    const h = live(this);
    return w.record_op(h, OP_GOTO, plyOf(ply)) === 1;
  }

  forward() {
    return w.record_op(live(this), OP_FORWARD, 0) === 1;
  }

  back() {
    return w.record_op(live(this), OP_BACK, 0) === 1;
  }

  /**
   * Plays the USI move `usi` at the current ply and moves there: the
   * line's next move when it is the same, else a new variation.
   */
  play(usi) {
    const h = live(this);
    const n = pack(undefined, usiOf(usi));
    if (w.record_play(h, n) < 0) throw recordError(usi);
  }

  /** Steps back one ply and removes the move it left, with all after it. */
  undo() {
    return w.record_op(live(this), OP_UNDO, 0) === 1;
  }

  /** The moves available next, as USI; index 0 is the one the line follows. */
  branches() {
    return movesOfKeys(w.record_op(live(this), OP_BRANCHES, 0));
  }

  switchBranch(index) {
    branch(this, 'switchBranch', index);
  }

  removeBranch(index) {
    branch(this, 'removeBranch', index);
  }

  promoteBranch(index) {
    branch(this, 'promoteBranch', index);
  }

  /** Records a live end at the current ply: 'resign', 'timeout' or 'abort'. */
  end(reason) {
    const h = live(this);
    if (typeof reason !== 'string' || !Object.hasOwn(LIVE_ENDS, reason)) {
      throw failure(`the reason is ${describe(reason)}, not one of 'resign', 'timeout', 'abort'`, 'INVALID_OPTION');
    }
    if (w.record_op(h, OP_END, LIVE_ENDS[reason]) < 0) throw recordError();
  }

  /**
   * Declares 入玉 (入玉宣言) for the side to move under the 27-point (default)
   * or the 24-point rule and records it: 'win', 'lose' or 'draw' for the
   * declarer.
   */
  declare(rule = 27) {
    const h = live(this);
    if (rule !== 24 && rule !== 27) {
      throw failure(`the declaration rule is ${describe(rule)}, not 24 or 27`, 'INVALID_OPTION');
    }
    const r = w.record_op(h, OP_DECLARE, rule);
    if (r < 0) throw recordError();
    return VERDICTS[r];
  }

  /** How the game has ended at the current ply: null, or { reason, winner }. */
  outcome() {
    const r = w.record_op(live(this), OP_OUTCOME, 0);
    return r === 0 ? null : { reason: REASONS[(r & 255) - 1], winner: WINNERS[r >>> 8] };
  }

  /** The current line, one entry per ply from 0, as kifuPositions gives them. */
  moves(options) {
    const bits = optionBits('record.moves', options);
    const n = w.record_moves(live(this), bits);
    if (n < 0) throw recordError();
    return unpackMoves(n);
  }

  /** Sets the comments of `ply` of the current line (0: the start's). */
  setComments(ply, lines) {
    const h = live(this);
    plyOf(ply);
    if (!Array.isArray(lines) || !lines.every((l) => typeof l === 'string')) {
      throw failure(`the comments are ${describe(lines)}, not an array of strings`, 'NOT_AN_ARRAY');
    }
    const packed = jkfWalked({ header: {}, moves: [{ comments: lines }] });
    enter();
    const [words, bytes] = packJson(packed);
    if (w.record_set_comments(h, ply, words, bytes) < 0) throw recordError();
  }

  /** The legal moves at the current ply, as legalMoves gives them. */
  legalMoves() {
    return movesOfKeys(w.record_op(live(this), OP_LEGAL_MOVES, 0));
  }

  isCheck() {
    return w.record_op(live(this), OP_IS_CHECK, 0) === 1;
  }

  /** `usi` as Japanese text, as toJapaneseMove writes it at the current ply (同 after the move before it). */
  japanese(usi, options) {
    const h = live(this);
    const bits = optionBits('record.japanese', options), previous = previousOption();
    const n = packUsi(previous, usiOf(usi));
    const r = w.record_japanese(h, bits, previous === undefined ? 0 : previous.length, n, usiHigh);
    if (r < 0) {
      views();
      throw notationError(undefined, about(previous, usi), undefined, false);
    }
    return keyedText(r);
  }

  /** The legal moves of the piece on the USI square `square` ('7g'). */
  movesFrom(square) {
    const h = live(this);
    if (typeof square !== 'string' || !/^[1-9][a-i]$/.test(square)) {
      throw failure(`the square is ${describe(square)}, not a USI square such as '7g'`, 'BAD_USI');
    }
    const index = (square.charCodeAt(1) - 97) * 9 + (57 - square.charCodeAt(0));
    return movesOfKeys(w.record_op(h, OP_MOVES_FROM, index));
  }

  /** The USI squares where a piece of `kind` ('P', 'L', … 'R') in hand can be dropped. */
  dropTargets(kind) {
    const h = live(this);
    if (typeof kind !== 'string' || !Object.hasOwn(DROP_KINDS, kind)) {
      throw failure(`the kind is ${describe(kind)}, not one of P L N S G B R`, 'BAD_USI');
    }
    return movesOfKeys(w.record_op(h, OP_MOVES_FROM, 81 + DROP_KINDS[kind])).map((usi) => usi.slice(2));
  }

  /** Whether the move `usi` must, may or cannot promote: 'must', 'may' or 'never'. */
  promotion(usi) {
    const h = live(this);
    const n = pack(undefined, usiOf(usi));
    const r = w.record_promotion(h, n);
    if (r < 0) throw recordError(usi);
    return PROMOTIONS[r];
  }

  /** The record written in `format`: 'kif', 'ki2', 'csa' or 'jkf' (JSON text). */
  toKifu(format) {
    const h = live(this);
    const f = formatNumber(format, false);
    const n = w.record_to_kifu(h, f);
    return f === FORMATS.jkf ? JSON.stringify(unpackRecord(n)) : outputText(n);
  }

  /**
   * The record as USEN, the URL-safe game string with its variations, and
   * the cursor: { usen, branch, ply }, branch tsshogi's branch index.
   */
  toUsen() {
    const h = live(this);
    const n = w.record_to_kifu(h, OP_USEN);
    if (n < 0) throw recordError();
    const usen = outputText(n);
    return { usen, branch: w.record_op(h, OP_USEN_BRANCH, 0), ply: w.record_op(h, OP_PLY, 0) };
  }

  /** The record as a JKF object. */
  toJkf() {
    return unpackRecord(w.record_to_kifu(live(this), FORMATS.jkf));
  }

  /** The current line as a USI position: `position sfen … moves …`. */
  toUsi() {
    const plies = this.moves();
    return toUsi(plies[0].position, plies.slice(1).map((p) => p.usi));
  }
}

// `using record = …` where the runtime has Symbol.dispose.
if (typeof Symbol.dispose === 'symbol') {
  Object.defineProperty(Record.prototype, Symbol.dispose, {
    value: Record.prototype.dispose, writable: true, configurable: true,
  });
}
