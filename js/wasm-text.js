// The bytes of a wasm module from the text scripts/wasm-text.mjs writes:
// symbols over printable ASCII but `"`, `<` and `\` (92 characters), one
// character for the values 0 to 88 and two for 89 to 255; first the 89 bytes
// that take one character, most used first, then the module, a symbol per byte.
export function bytesOf(text) {
  const digit = new Uint8Array(128);
  for (let c = 32, v = 0; c < 127; c++) if (c !== 34 && c !== 60 && c !== 92) digit[c] = v++;
  const order = new Uint8Array(256);
  const single = new Uint8Array(256);
  let i = 0, v;
  for (let n = 0; n < 89; n++) {
    v = digit[text.charCodeAt(i++)];
    if (v >= 89) v = 89 + (v - 89) * 92 + digit[text.charCodeAt(i++)];
    order[n] = v;
    single[v] = 1;
  }
  // The other bytes follow those 89 in increasing order.
  for (let b = 0, n = 89; b < 256; b++) if (!single[b]) order[n++] = b;
  const bytes = new Uint8Array(text.length - i);
  let n = 0;
  while (i < text.length) {
    v = digit[text.charCodeAt(i++)];
    if (v >= 89) v = 89 + (v - 89) * 92 + digit[text.charCodeAt(i++)];
    bytes[n++] = order[v];
  }
  return bytes.subarray(0, n);
}
