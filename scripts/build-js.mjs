// Bundles the shim and the inlined wasm into the package's three entry files.
import { build } from 'esbuild';

const common = { bundle: true, minify: true, legalComments: 'none', target: 'es2020', logLevel: 'warning',
  // wasm-bindgen's asynchronous loader (fetch, import.meta.url) is never imported and is dropped.
  logOverride: { 'empty-import-meta': 'silent' } };

await build({ ...common, entryPoints: ['js/api.js'], format: 'esm', platform: 'neutral', outfile: 'pkg/shogi64.mjs' });
await build({ ...common, entryPoints: ['js/entry-cjs.js'], format: 'cjs', platform: 'node', outfile: 'pkg/shogi64.cjs' });
await build({ ...common, entryPoints: ['js/entry-global.js'], format: 'iife', platform: 'browser', outfile: 'pkg/shogi64.js' });
