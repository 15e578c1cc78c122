// The bytes of hexadecimal text. Node's own Buffer decodes hex natively;
// elsewhere a table of the character codes' values, one lookup per character.
import { NodeBuffer } from './node-buffer.js';

export function bytesOf(text) {
  if (NodeBuffer !== null) {
    const b = NodeBuffer.from(text, 'hex');
    return new Uint8Array(b.buffer, b.byteOffset, b.length);
  }
  const value = new Uint8Array(128);
  for (let i = 0; i < 16; i++) value['0123456789abcdef'.charCodeAt(i)] = i;
  const bytes = new Uint8Array(text.length >> 1);
  for (let i = 0, j = 0; i < bytes.length; i++, j += 2) {
    bytes[i] = (value[text.charCodeAt(j)] << 4) | value[text.charCodeAt(j + 1)];
  }
  return bytes;
}
