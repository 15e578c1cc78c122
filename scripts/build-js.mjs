// Bundles the shim and the inlined wasm into the package's entry files: the
// whole API (shogi64.*) and the codec alone (codec.*), each as ESM, CommonJS
// and a classic script.
import { build } from 'esbuild';
import path from 'node:path';

const common = { bundle: true, minify: true, legalComments: 'none', target: 'es2020', logLevel: 'warning' };

// The codec entries take the module built without the `formats` feature
// (build/codec/) where js/core.js imports build/.
const codecWasm = {
  name: 'codec-wasm',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/build\/wasm-hex\.js$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path.replace('../build/', '../build/codec/')),
    }));
  },
};

// Fails unless a codec bundle was made from the codec-only module and without SFEN and JKF.
function checkCodec(result, outfile) {
  const inputs = Object.keys(result.metafile.inputs);
  const wrong = inputs.filter((f) => f === 'js/formats.js' || f === 'js/api.js' ||
    (f.startsWith('build/') && !f.startsWith('build/codec/')));
  if (wrong.length || !inputs.includes('build/codec/wasm-hex.js')) {
    throw new Error(`${outfile} was bundled from ${inputs.join(', ')}`);
  }
}

const entries = [
  ['js/api.js', 'esm', 'neutral', 'pkg/shogi64.mjs'],
  ['js/entry-cjs.js', 'cjs', 'node', 'pkg/shogi64.cjs'],
  ['js/entry-global.js', 'iife', 'browser', 'pkg/shogi64.js'],
  ['js/codec.js', 'esm', 'neutral', 'pkg/codec.mjs'],
  ['js/codec-cjs.js', 'cjs', 'node', 'pkg/codec.cjs'],
  ['js/codec-global.js', 'iife', 'browser', 'pkg/codec.js'],
];
await Promise.all(entries.map(async ([entry, format, platform, outfile]) => {
  const codec = outfile.startsWith('pkg/codec.');
  const result = await build({ ...common, entryPoints: [entry], format, platform, outfile, metafile: codec,
    plugins: codec ? [codecWasm] : [] });
  if (codec) checkCodec(result, outfile);
}));
