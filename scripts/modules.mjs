// The toolkit's layers and the package's wasm modules: the one list of each
// that the build, the tests and the scripts read.
//
// Run as a script it prints, for scripts/build.sh, "name features" per
// module; with --layers, "name needs" per layer (needs: the binding's, bottom
// up, comma separated, or -); with --feature-sets, the binding's feature sets that
// scripts/test.sh checks: none, each layer, and each module's.
import { fileURLToPath } from 'node:url';

// The layers, bottom up: the cargo features of the core (Cargo.toml) and of
// the binding (wasm/Cargo.toml) alike, in this order, each with the layers it
// stands on in the core (`needs`) and, where the binding needs more, in the
// binding (`binding`). tests/node/layers.test.mjs checks both Cargo.toml
// files and the cfgs of src/lib.rs and wasm/src/lib.rs against this list.
export const layers = [
  // SFEN and JKF.
  { name: 'formats', needs: [] },
  // Legal moves; the binding's fromUsi reads `position sfen …`.
  { name: 'rules', needs: [], binding: ['formats'] },
  // Japanese move text.
  { name: 'notation', needs: ['rules'] },
  // Kifu files: their moves as notation, their positions as SFEN and JKF.
  { name: 'kifu', needs: ['notation', 'formats'] },
  // The mate solver.
  { name: 'mate', needs: ['rules'] },
];

// What a layer stands on in the binding, bottom up.
export const bindingNeeds = (layer) =>
  layers.filter((l) => layer.needs.includes(l.name) || layer.binding?.includes(l.name)).map((l) => l.name);

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
      'rules.js': ['legalMoves', 'applyMove', 'applyMoves', 'isCheck', 'isCheckmate', 'perft', 'fromUsi', 'toUsi',
        'jishogiPoints'],
      'notation.js': ['toJapaneseMove', 'toJapaneseMoves', 'fromJapaneseMove'],
      'mate.js': ['solveMate', 'mateMoves', 'generateMate', 'verifyTsume'],
      'kifu.js': ['parseKifu', 'formatKifu', 'kifuPositions', 'toBod', 'fromBod'],
      'picture.js': ['toSvg'],
      'engine.js': ['parseUsiInfo', 'parseBestMove', 'scoreForBlack', 'winRate'],
      'record.js': ['Record'],
    },
  },
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const option = process.argv[2];
  if (option === '--layers') {
    for (const l of layers) console.log(`${l.name} ${bindingNeeds(l).join(',') || '-'}`);
  } else if (option === '--feature-sets') {
    const sets = ['', ...layers.map((l) => l.name), ...modules.map((m) => m.features.join(','))];
    for (const set of new Set(sets)) console.log(set);
  } else {
    for (const m of modules) console.log(`${m.name} ${m.features.join(',') || '-'}`);
  }
}
