// The layer's wasm module for Cloudflare Workers (workerd) and edge runtimes,
// which refuse to compile wasm from bytes at run time: the .wasm file is
// imported as a module, which their bundlers compile ahead of time.
export { default } from 'shogi64:wasm';
