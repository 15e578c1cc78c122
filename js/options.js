// The options objects of the package's functions: the keys each function
// takes, listed here only, and the one check every such function makes of
// its options first. An unknown key is refused rather than ignored: a
// misspelt option (`{ stlye: 'kif' }`, `{ maxnodes: 5 }`) would otherwise
// pass unnoticed and the call answer as if it were not there. The types
// (js/shogi64.d.mts) declare the same keys; tests/node/errors.test.mjs
// holds the two to each other.
import { describe, failure } from './core.js';

// The writer's choices; the functions that write a line from its start
// take no previous move.
const WRITING = ['sameSpace', 'mark', 'dragon', 'king', 'style'];
const JAPANESE = ['previous', ...WRITING];
const MATE = ['maxNodes', 'maxPly', 'memoryMB'];

const KEYS = {
  toJapaneseMove: JAPANESE,
  toJapaneseMoves: JAPANESE,
  fromJapaneseMove: JAPANESE,
  kifuPositions: ['forks', ...WRITING],
  'record.japanese': JAPANESE,
  'record.moves': WRITING,
  solveMate: MATE,
  mateMoves: MATE,
  generateMate: ['plies', 'seed', 'maxNodes'],
  verifyTsume: ['maxNodes'],
  winRate: ['scale'],
  'Record.fromUsen': ['branch', 'ply'],
  toSvg: ['lastMove', 'flip', 'marks', 'coordinates', 'size', 'names'],
};

const listed = (keys) => (keys.length === 1 ? keys[0] : `${keys.slice(0, -1).join(', ')} and ${keys[keys.length - 1]}`);

/**
 * The options `fn` was given: undefined when there are none (undefined or
 * null), else the object itself once each of its keys is one of `fn`'s.
 * Anything else throws SHOGI64_INVALID_OPTION.
 */
export function optionsOf(fn, options) {
  if (options === undefined || options === null) return undefined;
  if (typeof options !== 'object' || Array.isArray(options)) {
    throw failure(`the options are ${describe(options)}, not an object`, 'INVALID_OPTION');
  }
  const keys = KEYS[fn];
  for (const key of Object.keys(options)) {
    if (!keys.includes(key)) {
      throw failure(`unknown option ${JSON.stringify(key)}; the options of ${fn} are ${listed(keys)}`,
        'INVALID_OPTION');
    }
  }
  return options;
}
