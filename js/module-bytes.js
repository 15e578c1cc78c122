// The layer's wasm module, compiled synchronously from its bytes. The bytes
// are hexadecimal text in a module of their own (<layer>.bytes.mjs/.cjs, or
// inlined in the classic script): one long line that no error points at, so
// that a runtime printing the source line of an error prints a short one. Hex
// gzips 14% smaller than base64 (bytes stay aligned) and needs no atob.
import hex from 'shogi64:bytes';

function bytesOf(text) {
  const bytes = new Uint8Array(text.length >> 1);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(text.substr(i * 2, 2), 16);
  return bytes;
}

export default new WebAssembly.Module(bytesOf(hex));
