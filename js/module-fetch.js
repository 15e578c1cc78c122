// The wasm module for a browser's module script (shogi64/web.mjs): the
// module's top-level await fetches shogi64.wasm beside it once, as bytes, and
// the first call that needs the module compiles them, synchronously as in
// every other entry. A bundler that follows `new URL(…, import.meta.url)`
// (Vite, webpack, esbuild with a loader for .wasm) ships the file as an asset.
const url = new URL('./shogi64.wasm', import.meta.url);
const response = await fetch(url);
if (!response.ok) throw new Error(`shogi64: fetching ${url} failed: ${response.status} ${response.statusText}`);
const bytes = await response.arrayBuffer();

export const compile = () => new WebAssembly.Module(bytes);
