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
import { w, memory, describe, failure, views, wasmModule } from './core.js';
import { load } from './rules.js';
import { POSITION_SLOTS } from './contract.js';
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

// Runs one search in a fresh instance; returns [outcome, moves, nodes].
function search(fn, position, options, mode) {
  const [maxNodes, maxPly, memoryMB] = limits(fn, options);
  // The package's instance refuses what the rules refuse, with their errors.
  load(position);
  views();
  const child = new WebAssembly.Instance(wasmModule).exports;
  const heap = child.memory.buffer;
  new Float64Array(heap, child.position_buffer(), POSITION_SLOTS)
    .set(new Float64Array(memory.buffer, w.position_buffer(), POSITION_SLOTS));
  new Int8Array(heap, child.board_buffer(), SQUARES).set(new Int8Array(memory.buffer, w.board_buffer(), SQUARES));
  let n;
  try {
    n = child.mate_solve(maxNodes, maxPly, memoryMB * 1048576, mode);
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
  // The package's instance accepted the position, so the call's does too;
  // should they ever differ, the call fails loudly rather than answer.
  if (n < 0) throw failure('the search refused a position the rules accepted', 'INVALID_POSITION');
  // The search grew the memory: views on it are made after the call.
  const out = child.memory.buffer;
  const slots = new Float64Array(out, child.results_buffer(), 2);
  let text = '';
  const bytes = new Uint8Array(out, child.output_buffer(), n);
  for (let i = 0; i < n; i++) text += String.fromCharCode(bytes[i]);
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
