// The wasm module for the CommonJS entry: as js/module-bytes.js, but the
// file of bytes is required by the first call that needs the module, not at
// load, so that `require('shogi64')` does not read its 0.2 MB of text.
import { bytesOf } from './wasm-text.js';

// eslint-disable-next-line no-undef
export const compile = () => new WebAssembly.Module(bytesOf(require('shogi64:bytes')));
