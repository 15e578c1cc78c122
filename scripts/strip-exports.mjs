// Drops from a wasm module the exports the shim never calls: the linker's
// `__data_end` and `__heap_base`, and `chunk_size` (the shim has the size from
// js/contract.js; the binding's own tests call it natively). Their names are
// bytes of every bundle.
//
//   node scripts/strip-exports.mjs module.wasm
import { readFileSync, writeFileSync } from 'node:fs';

const UNUSED = new Set(['__data_end', '__heap_base', 'chunk_size']);
const file = process.argv[2];
const bytes = readFileSync(file);

function leb(buf, at) {
  let value = 0, shift = 0, b;
  do {
    b = buf[at++];
    value += (b & 127) * 2 ** shift;
    shift += 7;
  } while (b & 128);
  return [value, at];
}
function toLeb(n) {
  const out = [];
  do {
    let b = n & 127;
    n = Math.floor(n / 128);
    if (n) b |= 128;
    out.push(b);
  } while (n);
  return Buffer.from(out);
}

const parts = [bytes.subarray(0, 8)];
let at = 8, dropped = 0;
while (at < bytes.length) {
  const id = bytes[at];
  const [size, start] = leb(bytes, at + 1);
  const end = start + size;
  if (id !== 7) {
    parts.push(bytes.subarray(at, end));
  } else {
    let [count, p] = leb(bytes, start);
    const kept = [];
    for (; count > 0; count--) {
      const from = p;
      const [len, nameAt] = leb(bytes, p);
      const name = bytes.subarray(nameAt, nameAt + len).toString();
      p = leb(bytes, nameAt + len + 1)[1];
      if (UNUSED.has(name)) dropped++;
      else kept.push(bytes.subarray(from, p));
    }
    const body = Buffer.concat([toLeb(kept.length), ...kept]);
    parts.push(Buffer.from([7]), toLeb(body.length), body);
  }
  at = end;
}
writeFileSync(file, Buffer.concat(parts));
new WebAssembly.Module(readFileSync(file));
console.log(`strip-exports: ${file}: ${dropped} unused exports dropped`);
