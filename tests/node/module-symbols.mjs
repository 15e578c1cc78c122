// The shipped modules carry no formatting and no panic path of their own.
// Each module's build keeps a copy with the function names
// (build/<name>/shogi64.names.wasm, the shipped module before its names are
// stripped); this reads them, and which function calls which (through
// binaryen, which the build's wasm-opt comes from), and fails:
//
// - on any function of core::fmt, RefCell or OnceLock in the codec module;
// - in the whole toolkit's module, on a core::fmt function with a body (a
//   stub of a few bytes, kept only as a pointer in the panic arguments of the
//   standard library's own UTF-8 encoder, is counted and allowed);
// - on a panic entry point (panic, panic_fmt, panic_bounds_check, the slice
//   and str index failures, unwrap_failed, …) called by anything but the
//   standard library's allocation and UTF-8 code: no function of shogi64 or
//   of the binding (its allocator included) may reach one;
// - on a module without names (nothing checked).
//
// A panic in the shipped module would be a bare trap all the same (the
// binding's panic handler formats nothing); the shim turns it into an Error.
//
//   node tests/node/module-symbols.mjs [module.names.wasm ...]
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import binaryen from 'binaryen';

const FORMATTING = /core\.\.fmt|core::fmt|_4core3fmt|Formatter|pad_integral|RefCell|OnceLock|already_borrowed/;
const PANICS = /panicking|panic_fmt|panic_bounds_check|slice_error_fail|slice_index_fail|slice_end_index|slice_start_index|str_index_overflow|unwrap_failed|expect_failed|assert_failed/;
// Who may call a panic entry point in the toolkit's module: the standard
// library's allocation and UTF-8 code, and the entry points themselves.
const PANIC_CALLERS = /raw_vec\w*handle_error|4char7methods15encode_utf8_raw|panicking|handle_alloc_error|alloc\w*capacity_overflow/;
// The largest core::fmt function allowed in the toolkit's module, in bytes of code.
const STUB = 8;

function find(dir) {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    if (statSync(p).isDirectory()) return find(p);
    return f === 'shogi64.names.wasm' ? [p] : [];
  });
}

// Each function of the module: its name, its code size and the functions it calls.
function functions(bytes) {
  const module = binaryen.readBinary(bytes);
  const text = module.emitText();
  module.dispose();
  const list = [];
  let current;
  for (const line of text.split('\n')) {
    const func = /^ \(func \$(\S+)/.exec(line);
    if (func) {
      current = { name: func[1], lines: 0, calls: new Set() };
      list.push(current);
      continue;
    }
    const call = /\((?:call|return_call) \$(\S+)/.exec(line);
    if (current) {
      current.lines++;
      if (call) current.calls.add(call[1]);
    }
  }
  return list;
}

const files = process.argv.length > 2 ? process.argv.slice(2) : find('build').filter((f) => !/share-/.test(f));
if (files.length === 0) {
  console.error('module-symbols: no build/**/shogi64.names.wasm; run scripts/build.sh first');
  process.exit(1);
}
let failed = 0;
const fail = (message) => {
  console.error(message);
  failed++;
};
for (const file of files) {
  const bytes = readFileSync(file);
  const shipped = readFileSync(file.replace('.names.wasm', '.wasm'));
  const list = functions(bytes);
  const codec = path.basename(path.dirname(file)) === 'codec';
  if (list.length === 0) {
    fail(`${file}: no function names, nothing checked`);
    continue;
  }
  if (shipped.length >= bytes.length) fail(`${file}: the shipped module is not this one stripped`);
  const formatting = list.filter((f) => FORMATTING.test(f.name));
  const stubs = formatting.filter((f) => f.lines <= STUB);
  const bodies = codec ? formatting : formatting.filter((f) => f.lines > STUB);
  if (bodies.length) fail(`${file}: formatting code in the module:\n  ${bodies.map((f) => f.name).join('\n  ')}`);
  const panics = new Set(list.filter((f) => PANICS.test(f.name)).map((f) => f.name));
  if (codec && panics.size) fail(`${file}: panic entry points in the codec module:\n  ${[...panics].join('\n  ')}`);
  const callers = list.filter((f) => !panics.has(f.name) && [...f.calls].some((c) => panics.has(c)));
  const wrong = callers.filter((f) => !PANIC_CALLERS.test(f.name));
  if (wrong.length) {
    fail(`${file}: functions of the module that can panic:\n  ${wrong.map((f) => `${f.name} -> ` +
      [...f.calls].filter((c) => panics.has(c)).join(', ')).join('\n  ')}`);
  }
  if (!failed) {
    console.log(`${file}: ${list.length} functions, no formatting` +
      (stubs.length ? ` (${stubs.length} core::fmt stub of ${stubs[0].lines} lines, only pointed at)` : '') +
      (panics.size ? `; ${panics.size} panic entry points, called only by ${[...new Set(callers.map((f) =>
        f.name.replace(/17h[0-9a-f]{16}E$/, '').replace(/^_ZN\d+|^_RNv\w*?_\d?/, '').slice(0, 40)))].join(', ')}`
        : '; no panic entry point'));
  }
}
process.exit(failed ? 1 : 0);
