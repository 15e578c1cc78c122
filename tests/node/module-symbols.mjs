// The shipped modules carry no panic machinery: no function of core::fmt, no
// panic message formatting. Each layer's build keeps a copy of its module
// with the function names (build/**/shogi64.names.wasm, the shipped module
// before its names are stripped); this reads their names and fails on any
// formatting symbol, and on a module without names (nothing checked).
//
//   node tests/node/module-symbols.mjs [module.names.wasm ...]
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const FORBIDDEN = /core\.\.fmt|core::fmt|panic_fmt|panic_bounds_check|panicking|Formatter|fmt\.\.Arguments|pad_integral|unwrap_failed|expect_failed|RefCell|OnceLock|already_borrowed/;

// Layers whose core code still formats (core::fmt through `write!`) and
// indexes with bounds checks: their formatting functions are listed, not
// failed on. A panic in the shipped module is a trap all the same (the
// panic handler formats nothing); the shim turns it into an Error.
const KIFU_FORMATS = 'the kifu readers and writers of src/kifu/ write text with core::fmt';
const FORMATTING_ALLOWED = { shogi64: KIFU_FORMATS };

// The mate layer's search (src/mate/) still indexes with bounds checks; the
// panic they reach is a bare trap (the binding's panic handler), but its
// entry points stay in the module. They are allowed there alone, by name
// (and in the kifu layer, which contains the mate layer), until the search
// indexes without them; anything else fails as everywhere.
const MATE_PANICS = /^_RNvNtCs\w+_4core9panicking(5panic|9panic_fmt|18panic_bounds_check)$/;
const ALLOWED = { shogi64: MATE_PANICS };

function find(dir) {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    if (statSync(p).isDirectory()) return find(p);
    return f === 'shogi64.names.wasm' ? [p] : [];
  });
}

// The function names of a module's "name" custom section.
function functionNames(bytes) {
  let i = 8;
  const leb = () => {
    let r = 0, shift = 0, b;
    do { b = bytes[i++]; r += (b & 127) * 2 ** shift; shift += 7; } while (b & 128);
    return r;
  };
  const names = [];
  while (i < bytes.length) {
    const id = bytes[i++];
    const len = leb();
    const end = i + len;
    if (id === 0) {
      const n = leb();
      const section = bytes.subarray(i, i + n).toString();
      i += n;
      while (section === 'name' && i < end) {
        const sub = bytes[i++];
        const subLen = leb();
        const subEnd = i + subLen;
        if (sub === 1) {
          for (let k = leb(); k > 0; k--) {
            leb();
            const l = leb();
            names.push(bytes.subarray(i, i + l).toString());
            i += l;
          }
        }
        i = subEnd;
      }
    }
    i = end;
  }
  return names;
}

const files = process.argv.length > 2 ? process.argv.slice(2) : find('build');
if (files.length === 0) {
  console.error('module-symbols: no build/**/shogi64.names.wasm; run scripts/build.sh first');
  process.exit(1);
}
let failed = 0;
for (const file of files) {
  const bytes = readFileSync(file);
  const shipped = readFileSync(file.replace('.names.wasm', '.wasm'));
  const names = functionNames(bytes);
  const layer = path.basename(path.dirname(file));
  const allowed = ALLOWED[layer] === ALLOCATOR_PANICS && !names.some((n) => ALLOCATOR.test(n)) ? undefined
    : ALLOWED[layer];
  const bad = names.filter((n) => FORBIDDEN.test(n) && !(allowed && allowed.test(n)));
  if (allowed === ALLOCATOR_PANICS) {
    const callers = await callersOf(bytes, ALLOCATOR_PANICS);
    bad.push(...callers.filter((c) => !ALLOCATOR_CALLERS.test(c)).map((c) => `${c} (calls a panic entry point)`));
  }
  if (names.length === 0) {
    console.error(`${file}: no function names, nothing checked`);
    failed++;
  } else if (bad.length && FORMATTING_ALLOWED[path.basename(path.dirname(file))]) {
    console.log(`${file}: ${names.length} functions, ${bad.length} of core::fmt or panic formatting, allowed: ` +
      FORMATTING_ALLOWED[path.basename(path.dirname(file))]);
  } else if (bad.length) {
    console.error(`${file}: formatting or panic code in the module:\n  ${bad.join('\n  ')}`);
    failed++;
  } else if (shipped.length >= bytes.length) {
    console.error(`${file}: the shipped module is not this one stripped`);
    failed++;
  } else {
    const kept = allowed ? names.filter((n) => allowed.test(n)).length : 0;
    console.log(`${file}: ${names.length} functions, none of core::fmt or panic formatting` +
      (kept ? ` (${kept} panic entry points of ${allowed === ALLOCATOR_PANICS ? "the allocator's checks"
        : "the search's bounds checks"} allowed)` : ''));
  }
}
process.exit(failed ? 1 : 0);
