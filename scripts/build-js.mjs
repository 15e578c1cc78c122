// Bundles the shim into the package's files, one wasm module per entry.
//
// Each module (build/<name>/, made by scripts/build.sh) is one wasm module:
// `codec`, the drop-in codec alone, and `shogi64`, the whole toolkit. For
// each it writes:
//
//   <name>.mjs          ESM: the functions as named exports and as the
//                       default object; the bytes come from <name>.bytes.mjs
//   <name>.cjs          CommonJS: the API object itself (bytes from <name>.bytes.cjs)
//   <name>.js           classic script: the global `shogi64`, bytes inline
//   <name>.workerd.mjs  ESM importing <name>.wasm as a module, as Cloudflare
//                       Workers (workerd) and edge runtimes do
//   <name>.wasm         the module itself
//   <name>.bytes.mjs    its bytes as one string (ESM and CommonJS): a file of
//   <name>.bytes.cjs    their own, so that no line a runtime prints as the
//                       source of an error holds them
//
// and web.mjs, the whole toolkit for a browser's module script, which fetches
// shogi64.wasm at import instead of carrying its bytes. Every entry compiles
// its module on first use (js/core.js).
import { build } from 'esbuild';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { modules } from './modules.mjs';

const js = path.resolve('js');

// The source of a module's API: its functions as named exports and the API object.
function apiSource(module) {
  const files = Object.entries(module.functions);
  const names = files.flatMap(([, fns]) => fns);
  return [
    ...files.map(([file, fns]) => `import { ${fns.join(', ')} } from ${JSON.stringify(path.join(js, file))};`),
    `import { api } from ${JSON.stringify(path.join(js, 'api.js'))};`,
    `export { ${names.join(', ')} };`,
    `export default /* @__PURE__ */ api({ ${names.join(', ')} });`,
  ].join('\n');
}

// How the shim (js/core.js) gets its module: `shogi64:module` is
// js/module-bytes.js, which compiles the bytes of `shogi64:bytes`; for
// workerd js/module-file.js, which imports the .wasm file (`shogi64:wasm`);
// for web.mjs js/module-fetch.js; for CommonJS js/module-require.js, which
// requires the bytes on first use. `shogi64:api` is the module's API, for the
// CommonJS and classic entries. `bytes` says where the bytes come from:
// 'inline' bundles them, 'mjs' or 'cjs' leaves them in <name>.bytes.*.
function modulePlugin(module, { loader = 'bytes', bytes = 'mjs' } = {}) {
  return {
    name: 'shogi64-module',
    setup(b) {
      b.onResolve({ filter: /^shogi64:/ }, (args) => {
        switch (args.path) {
          case 'shogi64:api': return { path: module.name, namespace: 'shogi64-api' };
          case 'shogi64:module': return { path: path.join(js, `module-${loader}.js`) };
          case 'shogi64:wasm': return { path: `./${module.name}.wasm`, external: true };
          case 'shogi64:bytes': return bytes === 'inline'
            ? { path: path.resolve(`build/${module.name}/wasm-text.js`) }
            : { path: `./${module.name}.bytes.${bytes}`, external: true };
          default: return { errors: [{ text: `unknown ${args.path}` }] };
        }
      });
      b.onLoad({ filter: /.*/, namespace: 'shogi64-api' }, () => ({ contents: apiSource(module), resolveDir: js }));
    },
  };
}

// Minified but for white space: every statement keeps its own line, so the
// line a runtime prints with an error is short (users' bundlers minify the
// rest). ES2022, which every runtime the package supports runs (Node 18,
// current browsers; the shim already calls Object.hasOwn and Error's
// `cause`): an older target lowers the record's private fields and methods
// into WeakMap helpers: 220 B more gzip in a bundle of the toolkit, and slower.
const common = {
  bundle: true, minifySyntax: true, minifyIdentifiers: true, legalComments: 'none', target: 'es2022',
  logLevel: 'warning', metafile: true, write: true,
};

// Fails unless a file was bundled from its module's functions only: the
// codec's files hold no function module of the toolkit, nor any wasm but their own.
const allFiles = new Set(modules.flatMap((m) => Object.keys(m.functions)));
function check(result, module, outfile) {
  const inputs = Object.keys(result.metafile.inputs);
  const wrong = inputs.filter((f) =>
    (f.startsWith('js/') && allFiles.has(f.slice(3)) && !Object.hasOwn(module.functions, f.slice(3))) ||
    (f.startsWith('build/') && !f.startsWith(`build/${module.name}/`)));
  if (wrong.length) throw new Error(`${outfile} was bundled from ${inputs.join(', ')}`);
}

const outputs = [];
async function bundle(module, options, outfile, pluginOptions) {
  const entry = options.entry ?? { contents: 'export * from "shogi64:api"; export { default } from "shogi64:api";',
    resolveDir: js };
  delete options.entry;
  const result = await build({
    ...common, ...options,
    entryPoints: typeof entry === 'string' ? [entry] : undefined,
    stdin: typeof entry === 'string' ? undefined : entry,
    outfile: `pkg/${outfile}`,
    plugins: [modulePlugin(module, pluginOptions)],
  });
  check(result, module, outfile);
  outputs.push(outfile);
}

const jobs = [];
for (const module of modules) {
  const { name } = module;
  const text = readFileSync(`build/${name}/wasm-text.js`, 'utf8');
  writeFileSync(`pkg/${name}.bytes.mjs`, text);
  writeFileSync(`pkg/${name}.bytes.cjs`, text.replace(/^export default /, 'module.exports = '));
  copyFileSync(`build/${name}/shogi64.wasm`, `pkg/${name}.wasm`);
  outputs.push(`${name}.bytes.mjs`, `${name}.bytes.cjs`, `${name}.wasm`);
  const esm = { format: 'esm', platform: 'neutral' };
  jobs.push(bundle(module, { ...esm }, `${name}.mjs`));
  jobs.push(bundle(module, { ...esm }, `${name}.workerd.mjs`, { loader: 'file' }));
  if (module.web) jobs.push(bundle(module, { ...esm }, module.web, { loader: 'fetch' }));
  jobs.push(bundle(module, { format: 'cjs', platform: 'node', entry: 'js/entry-cjs.js' }, `${name}.cjs`,
    { loader: 'require', bytes: 'cjs' }));
  jobs.push(bundle(module, { format: 'iife', platform: 'browser', entry: 'js/entry-global.js' }, `${name}.js`,
    { bytes: 'inline' }));
}
await Promise.all(jobs);
// scripts/assemble-pkg.mjs adds these to the manifest's `files`.
writeFileSync('build/pkg-files.json', `${JSON.stringify([...new Set(outputs)].sort())}\n`);
