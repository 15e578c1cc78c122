// Writes a wasm module's bytes as the text that the package's bytes modules
// and classic scripts carry (js/wasm-text.js reads it back):
//
//   node scripts/wasm-text.mjs module.wasm out.js   →  export default "…";
//
// One character per byte for the 89 bytes the module uses most, two for the
// others, from 92 characters: printable ASCII but `"`, `\` and `<`, so that
// the string needs no escape in any quotes, is the same bytes in every
// encoding, and holds no `</script` or `<!--`. The text starts with those 89
// bytes, most used first (each written as its own value); the other 167
// follow them in increasing order. A byte stays one character, so the text
// gzips as the bytes do: 9% smaller than hexadecimal, which wrote each byte
// as two.
import { readFileSync, writeFileSync } from 'node:fs';

export const SINGLE = 89;
export const ALPHABET = [...Array(95).keys()].map((i) => String.fromCharCode(32 + i))
  .filter((c) => !'"\\<'.includes(c)).join('');

const symbol = (v) => v < SINGLE ? ALPHABET[v]
  : ALPHABET[SINGLE + Math.floor((v - SINGLE) / ALPHABET.length)] + ALPHABET[(v - SINGLE) % ALPHABET.length];

export function textOf(bytes) {
  const count = new Array(256).fill(0);
  for (const b of bytes) count[b]++;
  const all = [...Array(256).keys()];
  const often = [...all].sort((a, b) => count[b] - count[a] || a - b).slice(0, SINGLE);
  const order = [...often, ...all.filter((b) => !often.includes(b))];
  const rank = [];
  order.forEach((b, i) => { rank[b] = i; });
  return often.map(symbol).join('') + Array.from(bytes, (b) => symbol(rank[b])).join('');
}

const [input, output] = process.argv.slice(2);
if (input && output) writeFileSync(output, `export default "${textOf(readFileSync(input))}";\n`);
