// The package's wasm modules, one per entry, and what each holds: the
// binding's cargo features and the JS modules of its functions (in js/),
// with the names they export in the order of the API object. Read by
// scripts/build.sh (run as a script, it prints "name features" per line)
// and scripts/build-js.mjs.
import { fileURLToPath } from 'node:url';

const codec = {
  'codec.js': ['table', 'encode', 'decode', 'encodePositionToBits', 'encodeBitsToShogi64',
    'decodeShogi64ToBits', 'decodeBitsToPosition'],
};

export const modules = [
  // shogi64/codec: the drop-in for shogi64.js 0.0.3, no allocator.
  { name: 'codec', features: [], functions: codec },
  // shogi64: the whole toolkit in one module; web.mjs fetches its .wasm.
  {
    name: 'shogi64',
    web: 'web.mjs',
    features: ['kifu', 'mate'],
    functions: {
      ...codec,
      'formats.js': ['fromSfen', 'toSfen', 'encodeSfen', 'decodeToSfen', 'fromJkf', 'toJkf'],
      'rules.js': ['legalMoves', 'applyMove', 'applyMoves', 'isCheck', 'isCheckmate', 'perft', 'fromUsi', 'toUsi'],
      'notation.js': ['toJapaneseMove', 'toJapaneseMoves', 'fromJapaneseMove'],
      'mate.js': ['solveMate', 'mateMoves'],
      'kifu.js': ['parseKifu', 'formatKifu', 'kifuPositions'],
    },
  },
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const m of modules) console.log(`${m.name} ${m.features.join(',') || '-'}`);
}
