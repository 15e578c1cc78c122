// The wasm module, compiled synchronously from its bytes on first use. The
// bytes are text in a module of their own (<name>.bytes.mjs, or inlined in
// the classic script): one long line that no error points at, so that a
// runtime printing the source line of an error prints a short one. The text
// (scripts/wasm-text.mjs) keeps a byte one character wherever it can, so it
// gzips as the bytes themselves do: 9% smaller than hexadecimal, 24% smaller
// than base64.
import text from 'shogi64:bytes';
import { bytesOf } from './wasm-text.js';

export const compile = () => new WebAssembly.Module(bytesOf(text));
