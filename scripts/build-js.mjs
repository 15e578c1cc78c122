// Bundles the shim into the package's files, layer by layer.
//
// Each layer is one wasm module (build/<layer>/, made by scripts/build.sh),
// which contains the layers below it, and the JS modules of its functions.
// For each layer it writes:
//
//   <layer>.mjs          ESM: the functions of the layer and those below, as
//                        named exports and as the default object
//   <layer>.workerd.mjs  the same, importing <layer>.wasm as a module, as
//                        Cloudflare Workers (workerd) and edge runtimes do
//   <layer>.wasm         the module itself
//   <layer>.bytes.mjs    its bytes as one string (ESM and CommonJS): a file of
//   <layer>.bytes.cjs    their own, so that no line a runtime prints as the
//                        source of an error holds them
//
// and the entries: shogi64.mjs (and shogi64.workerd.mjs) take each named
// export from the lowest layer that has it, so that a bundler ships only that
// layer's module, and the default object from the top layer (one module for
// users of the whole API); shogi64.cjs and shogi64.js (classic script) are the
// top layer, codec.* the lowest.
import { build } from 'esbuild';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The layers, lowest first: the JS modules of each layer's own functions (in
// js/), with the names they export, in the order of the API object. Adding a
// layer is one entry here and one line in scripts/build.sh.
const layers = [
  {
    name: 'codec',
    functions: {
      'codec.js': ['table', 'encode', 'decode', 'encodePositionToBits', 'encodeBitsToShogi64',
        'decodeShogi64ToBits', 'decodeBitsToPosition'],
    },
  },
  {
    name: 'formats',
    functions: { 'formats.js': ['fromSfen', 'toSfen', 'encodeSfen', 'decodeToSfen', 'fromJkf', 'toJkf'] },
  },
  {
    name: 'rules',
    functions: {
      'rules.js': ['legalMoves', 'applyMove', 'applyMoves', 'isCheck', 'isCheckmate', 'perft', 'fromUsi', 'toUsi'],
    },
  },
  {
    name: 'notation',
    functions: {
      'notation.js': ['toJapaneseMove', 'toJapaneseMoves', 'fromJapaneseMove'],
    },
  },
  {
    name: 'mate',
    functions: { 'mate.js': ['solveMate', 'mateMoves'] },
  },
  {
    name: 'kifu',
    functions: { 'kifu.js': ['parseKifu', 'formatKifu', 'kifuPositions'] },
  },
];

const js = path.resolve('js');
const top = layers[layers.length - 1];
const below = (layer) => layers.slice(0, layers.indexOf(layer) + 1);
const files = (layer) => below(layer).flatMap((l) => Object.entries(l.functions));

// The source of a layer's ESM module: its functions and the API object.
function layerSource(layer) {
  const names = files(layer).flatMap(([, fns]) => fns);
  return [
    ...files(layer).map(([file, fns]) => `import { ${fns.join(', ')} } from ${JSON.stringify(path.join(js, file))};`),
    `import { api } from ${JSON.stringify(path.join(js, 'api.js'))};`,
    `export { ${names.join(', ')} };`,
    `export default /* @__PURE__ */ api({ ${names.join(', ')} });`,
  ].join('\n');
}

// The source of an entry that re-exports each function from the lowest layer
// that has it, and the default object from the top layer.
function entrySource(suffix) {
  return [
    ...layers.map((l) => `export { ${Object.values(l.functions).flat().join(', ')} } from './${l.name}${suffix}';`),
    `export { default } from './${top.name}${suffix}';`,
  ].join('\n') + '\n';
}

// How the shim (js/core.js) gets its compiled module: `shogi64:module` is
// js/module-bytes.js, which compiles the bytes of `shogi64:bytes`, or, for
// workerd, js/module-file.js, which imports the .wasm file (`shogi64:wasm`).
// `shogi64:layer` is the layer's ESM module, for the CommonJS and classic
// entries. `bytes` says where the bytes come from: 'inline' bundles them,
// 'mjs' or 'cjs' leaves them in <layer>.bytes.* beside the output.
function layerPlugin(layer, { workerd = false, bytes = 'mjs' } = {}) {
  return {
    name: 'shogi64-layer',
    setup(b) {
      b.onResolve({ filter: /^shogi64:/ }, (args) => {
        switch (args.path) {
          case 'shogi64:layer': return { path: layer.name, namespace: 'shogi64-layer' };
          case 'shogi64:module': return { path: path.join(js, workerd ? 'module-file.js' : 'module-bytes.js') };
          case 'shogi64:wasm': return { path: `./${layer.name}.wasm`, external: true };
          case 'shogi64:bytes': return bytes === 'inline'
            ? { path: path.resolve(`build/${layer.name}/wasm-hex.js`) }
            : { path: `./${layer.name}.bytes.${bytes}`, external: true };
          default: return { errors: [{ text: `unknown ${args.path}` }] };
        }
      });
      b.onLoad({ filter: /.*/, namespace: 'shogi64-layer' }, () => ({ contents: layerSource(layer), resolveDir: js }));
    },
  };
}

// Minified but for white space: every statement keeps its own line, so the
// line a runtime prints with an error is short (users' bundlers minify the
// rest).
const common = {
  bundle: true, minifySyntax: true, minifyIdentifiers: true, legalComments: 'none', target: 'es2020',
  logLevel: 'warning', metafile: true, write: true,
};

// Fails unless a layer's file was bundled from that layer's functions and
// module only (no function module or wasm of a layer above it).
function checkLayer(result, layer, outfile) {
  const inputs = Object.keys(result.metafile.inputs);
  const above = layers.slice(layers.indexOf(layer) + 1);
  const wrong = inputs.filter((f) => above.some((l) => Object.keys(l.functions).some((m) => f === `js/${m}`)) ||
    (f.startsWith('build/') && !f.startsWith(`build/${layer.name}/`)));
  if (wrong.length) throw new Error(`${outfile} was bundled from ${inputs.join(', ')}`);
}

const outputs = [];
async function bundle(layer, options, entry, outfile, pluginOptions) {
  const entryPoints = typeof entry === 'string' ? [entry] : undefined;
  const stdin = typeof entry === 'string' ? undefined : entry;
  const result = await build({ ...common, ...options, entryPoints, stdin, outfile: `pkg/${outfile}`,
    plugins: [layerPlugin(layer, pluginOptions)] });
  checkLayer(result, layer, outfile);
  outputs.push(outfile);
}

const jobs = [];
for (const layer of layers) {
  const hex = readFileSync(`build/${layer.name}/wasm-hex.js`, 'utf8');
  writeFileSync(`pkg/${layer.name}.bytes.mjs`, hex);
  writeFileSync(`pkg/${layer.name}.bytes.cjs`, hex.replace(/^export default /, 'module.exports = '));
  copyFileSync(`build/${layer.name}/shogi64.wasm`, `pkg/${layer.name}.wasm`);
  outputs.push(`${layer.name}.bytes.mjs`, `${layer.name}.bytes.cjs`, `${layer.name}.wasm`);
  const source = { contents: 'export * from "shogi64:layer"; export { default } from "shogi64:layer";', resolveDir: js };
  jobs.push(bundle(layer, { format: 'esm', platform: 'neutral' }, source, `${layer.name}.mjs`));
  jobs.push(bundle(layer, { format: 'esm', platform: 'neutral' }, source, `${layer.name}.workerd.mjs`,
    { workerd: true }));
}
// The CommonJS and classic-script entries: the whole API (the top layer) and
// the codec alone (the lowest).
for (const [layer, name] of [[top, 'shogi64'], [layers[0], 'codec']]) {
  jobs.push(bundle(layer, { format: 'cjs', platform: 'node' }, 'js/entry-cjs.js', `${name}.cjs`, { bytes: 'cjs' }));
  jobs.push(bundle(layer, { format: 'iife', platform: 'browser' }, 'js/entry-global.js', `${name}.js`,
    { bytes: 'inline' }));
}
await Promise.all(jobs);
if (top !== layers[0]) {
  writeFileSync('pkg/shogi64.mjs', entrySource('.mjs'));
  writeFileSync('pkg/shogi64.workerd.mjs', entrySource('.workerd.mjs'));
  outputs.push('shogi64.mjs', 'shogi64.workerd.mjs');
}
// scripts/assemble-pkg.mjs adds these to the manifest's `files`.
writeFileSync('build/pkg-files.json', `${JSON.stringify([...new Set(outputs)].sort())}\n`);
