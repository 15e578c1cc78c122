// The wasm module for Cloudflare Workers (workerd) and edge runtimes, which
// refuse to compile wasm from bytes at run time: the .wasm file is imported
// as a module, which their bundlers compile ahead of time.
import wasm from 'shogi64:wasm';

export const compile = () => wasm;
