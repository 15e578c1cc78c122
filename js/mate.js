// The mate solver (詰将棋): this package's own functions, on the shim of
// js/core.js. The search lives in the Rust core (src/mate/, bound in
// wasm/src/mate.rs); this file checks the options, copies the position in
// and the moves out.
//
// The search's table is allocated in linear memory, and a wasm memory never
// shrinks: a table of 64 MB would stay in the package's instance for the
// life of the page. So each call makes an instance of its own from the
// module already compiled, searches there once and drops it; the package's
// instance only checks the position, and keeps its size.
import { w, memory, describe, failure, views, unpackPosition, wasmModule } from './core.js';
import { load, applyMoves } from './rules.js';
import { packUtf8 } from './formats.js';
import {
  POSITION_SLOTS, DECODED_SLOTS, E_SEARCH_BUDGET, E_TSUME_LINE, E_TSUME_PLIES, valueMessage,
} from './contract.js';
import { optionsOf } from './options.js';

const SQUARES = 81;
// wasm/src/mate.rs: the outcome's number, the mode that asks for the checks.
const OUTCOMES = ['mate', 'nomate', 'unknown'];
const HINTS = 1;
// MateLimits::PLY_LIMIT of the core.
const PLY_LIMIT = 4095;
const MAX_MEMORY_MB = 1024;

const DEFAULTS = { maxNodes: 1_000_000, maxPly: 255, memoryMB: 16 };
// Each option: its range, and what the message says it must be.
const RANGES = {
  maxNodes: [1, Number.MAX_SAFE_INTEGER, 'an integer from 1 to 2^53 - 1'],
  maxPly: [1, PLY_LIMIT, `an integer from 1 to ${PLY_LIMIT}`],
  memoryMB: [1, MAX_MEMORY_MB, `an integer from 1 to ${MAX_MEMORY_MB}`],
};

// The options of `fn` as [maxNodes, maxPly, memoryMB] (an unknown key is
// refused: js/options.js).
function limits(fn, given) {
  const options = optionsOf(fn, given);
  if (options === undefined) return [DEFAULTS.maxNodes, DEFAULTS.maxPly, DEFAULTS.memoryMB];
  return Object.keys(RANGES).map((name) => {
    const value = options[name];
    if (value === undefined) return DEFAULTS[name];
    const [min, max, what] = RANGES[name];
    if (!Number.isInteger(value) || value < min || value > max) {
      throw failure(`options.${name} is ${describe(value)}, not ${what}`, 'INVALID_OPTION');
    }
    return value;
  });
}

// A fresh instance with the package's loaded position copied in.
function instance() {
  views();
  const child = new WebAssembly.Instance(wasmModule).exports;
  const heap = child.memory.buffer;
  new Float64Array(heap, child.position_buffer(), POSITION_SLOTS)
    .set(new Float64Array(memory.buffer, w.position_buffer(), POSITION_SLOTS));
  new Int8Array(heap, child.board_buffer(), SQUARES).set(new Int8Array(memory.buffer, w.board_buffer(), SQUARES));
  return child;
}

// Calls `run` on a fresh instance (`child`: one already made), wording a trap.
function guarded(run, memoryMB, child = instance()) {
  try {
    return [child, run(child)];
  } catch (e) {
    // A trap: an allocation that failed (the table, or the search's lists,
    // when memory cannot grow), or else a defect.
    if (e instanceof WebAssembly.RuntimeError) {
      if (child.allocation_failed()) {
        throw failure(`a table of ${memoryMB} MB does not fit in memory`, 'OUT_OF_MEMORY', { cause: e });
      }
      throw failure(`the mate search failed (${e.message}): please report the position`, 'INTERNAL', { cause: e });
    }
    throw e;
  }
}

// The moves the instance wrote to its output buffer.
function outputText(child, n) {
  let text = '';
  const bytes = new Uint8Array(child.memory.buffer, child.output_buffer(), n);
  for (let i = 0; i < n; i++) text += String.fromCharCode(bytes[i]);
  return text;
}

// Runs one search in a fresh instance; returns [outcome, moves, nodes].
function search(fn, position, options, mode) {
  const [maxNodes, maxPly, memoryMB] = limits(fn, options);
  // The package's instance refuses what the rules refuse, with their errors.
  load(position);
  const [child, n] = guarded((c) => c.mate_solve(maxNodes, maxPly, memoryMB * 1048576, mode), memoryMB);
  // The package's instance accepted the position, so the call's does too;
  // should they ever differ, the call fails loudly rather than answer.
  if (n < 0) throw failure('the search refused a position the rules accepted', 'INVALID_POSITION');
  // The search grew the memory: views on it are made after the call.
  const slots = new Float64Array(child.memory.buffer, child.results_buffer(), 2);
  const text = outputText(child, n);
  return [OUTCOMES[slots[0]], text === '' ? [] : text.split(' '), slots[1]];
}

/**
 * A mate by the side to move in which every attacking move is a check:
 * `{ result: 'mate' | 'nomate' | 'unknown', moves, nodes }`, the moves the
 * attacker's shortest mate against the longest defence, as USI.
 */
export function solveMate(position, options) {
  const [result, moves, nodes] = search('solveMate', position, options, 0);
  return { result, moves, nodes };
}

/** The attacker's checks that keep a mate within the limits, shortest mates first. */
export function mateMoves(position, options) {
  return search('mateMoves', position, options, HINTS)[1];
}

// The tsume functions' error, from the instance's words; `values` has the
// value each code's message names.
function tsumeError(child, values) {
  const words = [...new Uint32Array(child.memory.buffer, child.error_buffer(), 4)];
  const codes = {
    [E_SEARCH_BUDGET]: 'SEARCH_BUDGET', [E_TSUME_LINE]: 'UNFINISHED_LINE', [E_TSUME_PLIES]: 'INVALID_OPTION',
  };
  const code = codes[words[0]];
  if (code === undefined) return failure('the tsume search refused what the rules accepted', 'INVALID_POSITION');
  return failure(valueMessage(words, describe(values[words[0]])), code);
}

const TSUME_NODES = 10_000_000;
// FlawKind of the core, in its order.
const FLAWS = ['alternative', 'leftover', 'interposition', 'not_check', 'longer_defence'];

// An option that must be an integer from 0 (or 1) to 2^53 - 1.
function whole(name, value, min, fallback) {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < min || value > Number.MAX_SAFE_INTEGER) {
    throw failure(`options.${name} is ${describe(value)}, not an integer from ${min} to 2^53 - 1`, 'INVALID_OPTION');
  }
  return value;
}

/**
 * A tsume problem of `plies` plies (1, 3, 5, 7, 9 or 11) made from `seed`:
 * `{ position, moves }`, black to move without a king, white holding the
 * rest, the solution unique at every black move, without interposition or
 * piece left over. Throws SHOGI64_SEARCH_BUDGET when `maxNodes` (10^7 by
 * default) ran out first.
 */
export function generateMate(options) {
  const given = optionsOf('generateMate', options) ?? {};
  const { plies } = given;
  const seed = whole('seed', given.seed, 0, 0);
  const maxNodes = whole('maxNodes', given.maxNodes, 1, TSUME_NODES);
  // The core refuses any length but its six (a value not a number as 0).
  const [child, n] = guarded((c) => c.mate_generate(typeof plies === 'number' ? plies : 0, seed, maxNodes), 16);
  if (n < 0) throw tsumeError(child, { [E_TSUME_PLIES]: given.plies, [E_SEARCH_BUDGET]: maxNodes });
  const moves = outputText(child, n).split(' ');
  views();
  new Int8Array(memory.buffer, w.decoded_buffer(), DECODED_SLOTS)
    .set(new Int8Array(child.memory.buffer, child.decoded_buffer(), DECODED_SLOTS));
  return { position: unpackPosition(), moves };
}

/**
 * Checks `moves` (USI) as the solution of the tsume `position` by the
 * composition rules: `{ ok, shortest, problems: [{ ply, kind, usi }] }`,
 * `shortest` the solver's shortest mate (null: none), each problem a flaw
 * (kind 'alternative', 'leftover', 'interposition', 'not_check' or
 * 'longer_defence'; a leftover's usi is the kind held, as its drop letter).
 */
export function verifyTsume(position, moves, options) {
  const given = optionsOf('verifyTsume', options) ?? {};
  const maxNodes = whole('maxNodes', given.maxNodes, 1, TSUME_NODES);
  // The rules refuse a position or a move with their own errors.
  applyMoves(position, moves);
  load(position);
  const child = instance();
  const len = packUtf8(moves.join(' '));
  const from = new Uint8Array(memory.buffer, w.text_buffer(), len);
  if (child.text_reserve(len) === 0 && len > 0) {
    throw failure(`the moves (${len} bytes) do not fit in memory`, 'OUT_OF_MEMORY');
  }
  new Uint8Array(child.memory.buffer, child.text_buffer(), len).set(from);
  const [, n] = guarded((c) => c.mate_verify(len, maxNodes), 16, child);
  if (n < 0) throw tsumeError(child, { [E_TSUME_LINE]: moves.length, [E_SEARCH_BUDGET]: maxNodes });
  const words = outputText(child, n).split(' ');
  const [shortest, count] = new Float64Array(child.memory.buffer, child.results_buffer(), 2);
  const problems = [];
  for (let i = 0; i < count; i++) {
    problems.push({ ply: Number(words[3 * i]), kind: FLAWS[words[3 * i + 1]], usi: words[3 * i + 2] });
  }
  return { ok: count === 0 && shortest === moves.length, shortest: shortest < 0 ? null : shortest, problems };
}
