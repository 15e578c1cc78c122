// An engine's output (USI `info` and `bestmove` lines) and its scores: this
// package's own functions, on the shim of js/core.js. Every rule lives in
// the Rust core (src/engine/, bound in wasm/src/engine.rs): the lines are
// read there, a score is turned and its win rate computed there (the same
// bits on every platform, which Math.exp does not promise). This file copies
// the text in, builds the objects from the numbers and the text that come
// out, and words the error codes. Each Error has a stable `code` string.
import { w, memory, error, describe, failure, stringOf, views } from './core.js';
import { packUtf8 } from './formats.js';
import { optionsOf } from './options.js';
import { ENGINE_SLOTS, engineMessage } from './contract.js';

const utf8Out = new TextDecoder();

// wasm/src/engine.rs `Slot`: the slots of the score, the bound and the
// texts' lengths; the seven numbers are slots 1 to 7.
const SCORE_KIND = 8, SCORE_VALUE = 9, SCORE_SIGN = 10, BOUND = 11, CURRMOVE = 12, PV = 13, STRING = 14;
const NUMBERS = ['depth', 'seldepth', 'time', 'nodes', 'nps', 'hashfull', 'multipv'];
const BESTS = [undefined, 'resign', 'win'];

// The slots, made again when memory has grown (the view then reads as empty).
let slots;
function slotViews() {
  views();
  if (slots === undefined || slots.length === 0) {
    slots = new Float64Array(memory.buffer, w.engine_slots(), ENGINE_SLOTS);
  }
  return slots;
}

// The text of the last call, `n` bytes from `at`.
const textOut = (at, n) => (n === 0 ? '' : utf8Out.decode(new Uint8Array(memory.buffer, w.engine_output() + at, n)));

// The score of the slots as an object.
function scoreOut(s) {
  const kind = s[SCORE_KIND];
  if (kind === 0) return { cp: s[SCORE_VALUE] };
  return { mate: kind === 1 ? s[SCORE_VALUE] : null, sign: s[SCORE_SIGN] };
}

function lineIn(line, what) {
  return packUtf8(stringOf(line, `the ${what} line`));
}

function lineError() {
  views();
  return Object.assign(failure(engineMessage(error), 'BAD_ENGINE_LINE'), { byte: error[1] });
}

/**
 * An engine's `info` line as an object with a key for each field the line
 * has: depth, seldepth, time, nodes, nps, hashfull, multipv, currmove,
 * score, bound, pv, string.
 */
export function parseUsiInfo(line) {
  // Packed first: the first call of the package instantiates the module there.
  const n = lineIn(line, 'info');
  if (w.engine_info(n) < 0) throw lineError();
  const s = slotViews();
  const fields = s[0];
  const info = {};
  for (let i = 0; i < 7; i++) if (fields & (1 << i)) info[NUMBERS[i]] = s[i + 1];
  const currmove = s[CURRMOVE], pv = s[PV];
  if (fields & 1 << 7) info.currmove = textOut(0, currmove);
  if (fields & 1 << 8) info.score = scoreOut(s);
  if (fields & 1 << 9) info.bound = s[BOUND] === 1 ? 'upper' : 'lower';
  if (fields & 1 << 10) info.pv = pv === 0 ? [] : textOut(currmove, pv).split(' ');
  if (fields & 1 << 11) info.string = textOut(currmove + pv, s[STRING]);
  return info;
}

/**
 * An engine's `bestmove` line: `{ move }` (a USI move, 'resign' or 'win'),
 * with `ponder` when the line has it.
 */
export function parseBestMove(line) {
  const n = lineIn(line, 'bestmove');
  if (w.engine_bestmove(n) < 0) throw lineError();
  const s = slotViews();
  const fields = s[0], bytes = s[CURRMOVE];
  const best = { move: BESTS[fields & 3] ?? textOut(0, bytes) };
  if (fields & 4) best.ponder = textOut(bytes, s[PV]);
  return best;
}

// A score object as the core's three numbers (wasm/src/engine.rs
// `score_in`): its kind (0 cp, 1 mate in plies, 2 mate without; −1 when
// the object has other keys or values of other types), value and sign.
// The core checks the numbers.
function scoreIn(score) {
  if (score !== null && typeof score === 'object' && !Array.isArray(score)) {
    const keys = Object.keys(score);
    const { cp, mate, sign } = score;
    if (keys.length === 1 && typeof cp === 'number' && keys[0] === 'cp') return [0, cp, 1];
    if (keys.length === 2 && Object.hasOwn(score, 'mate') && typeof sign === 'number') {
      if (mate === null) return [2, 0, sign];
      if (typeof mate === 'number') return [1, mate, sign];
    }
  }
  return [-1, 0, 0];
}

// docs/API.md says what each must hold.
const notScore = (score) => failure(`the score ${describe(score)} is not { cp } or { mate, sign }`, 'INVALID_SCORE');

/**
 * `score`, from the point of view of the side to move `turn` (true for
 * black, as in a position), turned to black's.
 */
export function scoreForBlack(score, turn) {
  if (typeof turn !== 'boolean') {
    throw failure(`the turn is ${describe(turn)}, not a boolean (true for black)`, 'INVALID_TURN');
  }
  const [kind, value, sign] = scoreIn(score);
  if (w === undefined) views();
  if (w.engine_score_for_black(kind, value, sign, turn ? 1 : 0) < 0) throw notScore(score);
  return scoreOut(slotViews());
}

/**
 * The win rate `score` stands for, from its point of view, from 0 to 1:
 * `1 / (1 + exp(-cp / scale))` (scale 600 unless `options.scale`); a mate
 * is 1 or 0 by its sign.
 */
export function winRate(score, options) {
  const given = optionsOf('winRate', options)?.scale;
  const scale = given === undefined ? 600 : given;
  const [kind, value, sign] = scoreIn(score);
  if (w === undefined) views();
  // The core refuses a scale that is not a positive finite number (NaN for
  // anything but a number).
  const rate = w.engine_win_rate(kind, value, sign, typeof scale === 'number' ? scale : NaN);
  if (rate === -1) throw notScore(score);
  if (rate === -2) throw failure(`options.scale is ${describe(scale)}, not a positive number`, 'INVALID_OPTION');
  return rate;
}
