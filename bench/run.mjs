// The benchmark report: speed of the package against JSON as a yardstick, where
// the time of a call goes (JavaScript marshalling, the wasm core, the same core
// natively), payload sizes and memory over many calls. Run it through
// `npm run bench` (scripts/bench.sh), which builds pkg/ first when it is stale.
//
// Timing never fails the process (this is a report); a wrong result does.
//
// Environment:
//   BENCH_BATCHES       batches per measurement (median taken), default 41
//   BENCH_BATCH_MS      target length of one batch, default 2
//   BENCH_REPEAT        back-to-back calls per filled buffer for the core-only
//                       timings, wasm and native alike, default 32
//   BENCH_MEMORY_CALLS  encode+decode iterations of the memory check, default 1e7
//   BENCH_NATIVE        0 to skip `cargo bench --bench codec`

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import vm from 'node:vm';
import zlib from 'node:zlib';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const at = (p) => join(ROOT, p);
const require = createRequire(import.meta.url);

const envNum = (name, dflt) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : dflt;
};
const BATCHES = Math.round(envNum('BENCH_BATCHES', 41));
const BATCH_MS = envNum('BENCH_BATCH_MS', 2);
const REPEAT = Math.round(envNum('BENCH_REPEAT', 32));
const MEMORY_CALLS = Math.round(envNum('BENCH_MEMORY_CALLS', 1e7));
const NATIVE = process.env.BENCH_NATIVE !== '0';

const TARGET = { encode: 0.4, decode: 0.25, native: 1.5, esmGzip: 12000, classicGzip: 16000 };

const LOAD = loadavg();
const progress = (msg) => process.stderr.write(`bench: ${msg}\n`);
const failures = [];
const fail = (msg) => failures.push(msg);

// --- the corpus -------------------------------------------------------------------

// Categories, in report order; benches/codec.rs uses the same names.
const CATEGORIES = ['initial', 'normal', 'mixed', 'sparse', 'any', 'edge'];
const CATEGORY_OF = {
  'initial position': 'initial',
  'random normal-mode position': 'normal',
  'random mixed-mode position': 'mixed',
  'random sparse position': 'sparse',
  'random board of any piece numbers': 'any',
};
const CATEGORY_LABEL = {
  initial: 'initial position',
  normal: 'random normal-mode (middle-game-like)',
  mixed: 'random mixed-mode',
  sparse: 'random sparse (tsume-like)',
  any: 'random board of any piece numbers',
  edge: 'hand-written edge cases',
  all: 'everything above',
};

const lines = readFileSync(at('tests/vectors/encode.jsonl'), 'utf8').split('\n').filter((l) => l.trim());
const vectors = lines.map((l) => JSON.parse(l));
const corpus = vectors.filter((v) => !('error' in v)).map((v) => ({
  category: CATEGORY_OF[v.what] ?? 'edge',
  position: v.position,
  text: v.shogi64,
  json: JSON.stringify(v.position),
}));
const groups = [
  ...CATEGORIES.map((c) => [c, corpus.filter((x) => x.category === c)]).filter(([, g]) => g.length),
  ['all', corpus],
];
const COLS = groups.map(([c]) => c);

// --- the package, its three entries -----------------------------------------------------

// The ESM entry is the one timed. Its wasm instance is caught on the way so that
// its memory can be watched (the package does not expose it).
const instances = [];
const RealInstance = WebAssembly.Instance;
WebAssembly.Instance = new Proxy(RealInstance, {
  construct(target, args) {
    const instance = Reflect.construct(target, args);
    instances.push(instance);
    return instance;
  },
});
let esm;
try {
  esm = await import(pathToFileURL(at('pkg/shogi64.mjs')).href);
} finally {
  WebAssembly.Instance = RealInstance;
}
const pkgExports = instances[0]?.exports;
const cjs = require(at('pkg/shogi64.cjs'));
// A classic script runs in a context of its own with the browser globals it may use.
function loadClassic(file) {
  const scope = { TextEncoder, TextDecoder, console };
  try {
    vm.runInNewContext(readFileSync(at(file), 'utf8'), scope, { filename: file });
  } catch (e) {
    fail(`${file}: loading it threw ${String(e).split('\n')[0]}`);
  }
  return scope.shogi64;
}
const classic = loadClassic('pkg/shogi64.js');

// The codec-only entries (shogi64/codec), checked alike.
const codecEsm = await import(pathToFileURL(at('pkg/codec.mjs')).href);
const codecCjs = require(at('pkg/codec.cjs'));
const codecClassic = loadClassic('pkg/codec.js');

for (const [name, api] of [['ESM', esm], ['CJS', cjs], ['classic', classic],
  ['codec ESM', codecEsm], ['codec CJS', codecCjs], ['codec classic', codecClassic]]) {
  if (!api || typeof api.encode !== 'function') {
    fail(`${name} entry: no encode function`);
    continue;
  }
  let bad = 0;
  for (const x of corpus) {
    let enc, dec;
    try {
      enc = api.encode(x.position);
      dec = JSON.stringify(api.decode(x.text));
    } catch (e) {
      enc = dec = `throws ${e.message}`;
    }
    if (enc !== x.text || dec !== x.json) {
      if (bad++ < 3) fail(`${name} entry: ${x.json.slice(0, 60)}… encodes to ${enc}, expected ${x.text}; or decode differs`);
    }
  }
  if (bad > 3) fail(`${name} entry: ${bad} mismatches in all`);
}

// --- the shim opened up ----------------------------------------------------------------

// js/core.js itself, bundled as the package bundles it, with its internal steps
// exported, so that each step is timed as the package runs it. Steps the shim
// no longer has are reported as n/a.
const STEPS = ['packPosition', 'unpackPosition', 'packText', 'unpackText', 'stream', 'views'];
async function openShim() {
  const source = readFileSync(at('js/core.js'), 'utf8');
  const present = STEPS.filter((s) => new RegExp(`\\bfunction ${s}\\b|\\b(?:const|let) ${s}\\b`).test(source));
  const { build } = await import('esbuild');
  const out = await build({
    stdin: {
      contents: `${source}\nexport { ${[...present, 'w as bindgen'].join(', ')} };\n`,
      resolveDir: at('js'), sourcefile: 'core.js', loader: 'js',
    },
    bundle: true, minify: true, format: 'esm', platform: 'neutral', target: 'es2020', write: false,
    logLevel: 'error', logOverride: { 'empty-import-meta': 'silent' },
  });
  const code = out.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}
let shim;
try {
  shim = await openShim();
} catch (e) {
  progress(`could not open js/core.js (${e.message}); the per-step rows are n/a`);
  shim = {};
}
const w = shim.bindgen;
// True when the shim still has these steps and the core these exports.
const has = (...fs) => typeof w?.encode === 'function' && typeof w?.run === 'function' &&
  fs.every((f) => typeof shim[f] === 'function');
// Views of the core's input buffers, for the rotating core-only timings, on
// the memory of the instance the shim made.
let positionView, boardView, inputView;
if (w) {
  const shimMemory = w.memory;
  positionView = new Float64Array(shimMemory.buffer, w.position_buffer(), 19);
  boardView = new Int8Array(shimMemory.buffer, w.board_buffer(), 81);
  inputView = new Uint8Array(shimMemory.buffer, w.input_buffer(), w.chunk_size());
}

if (has('packPosition', 'unpackText', 'packText', 'unpackPosition')) {
  let bad = 0;
  for (const x of corpus) {
    shim.packPosition(x.position);
    const n = w.encode();
    const enc = n < 0 ? '<error>' : shim.unpackText(n);
    shim.packText(x.text, 0, x.text.length);
    const r = w.run(0, x.text.length);
    const dec = r < 0 ? '<error>' : JSON.stringify(shim.unpackPosition());
    if (enc !== x.text || dec !== x.json) bad++;
  }
  if (bad) fail(`the shim's steps with the wasm exports called directly: ${bad} mismatches`);
}

// --- timing ----------------------------------------------------------------------------------

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
let serial = 0;

// A loop of its own for each measured function (a new Function per call site),
// so that every call site stays monomorphic and the callee can be inlined, as
// it would be in an application's own loop. Results escape through `out`.
function callLoop(f) {
  return new Function('f', 'now', `/* loop ${serial++} */
    return function (items, passes, out) {
      const n = items.length;
      const t0 = now();
      for (let p = 0; p < passes; p++) for (let i = 0; i < n; i++) out[i & 7] = f(items[i]);
      return (now() - t0) * 1e6 / (passes * n);
    };`)(f, () => performance.now());
}

// The core-only loop: each item fills the buffers once, then `repeat` calls
// follow back to back, the method of benches/codec.rs. The fills are timed
// with the rest; the caller subtracts them (fill time / repeat).
function repeatLoop(fill, call) {
  return new Function('fill', 'call', 'now', `/* repeat ${serial++} */
    return function (items, passes, out, repeat) {
      const n = items.length;
      const t0 = now();
      for (let p = 0; p < passes; p++) {
        for (let i = 0; i < n; i++) {
          const arg = fill(items[i]);
          for (let r = 0; r < repeat; r++) out[r & 7] = call(arg);
        }
      }
      return (now() - t0) * 1e6 / (passes * n * repeat);
    };`)(fill, call, () => performance.now());
}

// The rotating core-only loop: each call on the next item, fill included
// (the caller subtracts the fill, timed alone).
function rotateLoop(fill, call) {
  return new Function('fill', 'call', 'now', `/* rotate ${serial++} */
    return function (items, passes, out) {
      const n = items.length;
      const t0 = now();
      for (let p = 0; p < passes; p++) for (let i = 0; i < n; i++) out[i & 7] = call(fill(items[i]));
      return (now() - t0) * 1e6 / (passes * n);
    };`)(fill, call, () => performance.now());
}

// Runs the measurements' batches interleaved, after a warm-up; each batch is
// about BATCH_MS long. Returns the median ns/op of each.
//
// Each round of batches runs in a new order (a shuffle from a fixed seed):
// in a fixed order a measurement always follows the same one, which leaves
// the caches and the young generation in a state that favours or burdens
// it (a corpus of 1324 positions does not fit in L2, so JSON.stringify,
// run right after encode over the same positions, found them in cache).
// Each batch also starts with an empty young generation (a minor
// collection, untimed), so that no measurement pays to collect the garbage
// of the one before it.
const spreads = []; // interquartile range / median of every measurement
const emptyYoung = () => globalThis.gc?.({ type: 'minor' });
let seed = 0x9e3779b9;
const random = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32);
function shuffled(xs) {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
function measure(ms) {
  const deadline = performance.now() + 150;
  while (performance.now() < deadline) for (const m of ms) m.run(1);
  for (const m of ms) m.passes = Math.max(1, Math.round((BATCH_MS * 1e6) / (m.run(1) * m.calls)));
  for (let b = 0; b < BATCHES; b++) {
    for (const m of shuffled(ms)) {
      emptyYoung();
      m.samples.push(m.run(m.passes));
    }
  }
  for (const m of ms) {
    const xs = [...m.samples].sort((a, b) => a - b);
    spreads.push((xs[Math.floor(xs.length * 0.75)] - xs[Math.floor(xs.length * 0.25)]) / xs[xs.length >> 1]);
  }
  return ms.map((m) => median(m.samples));
}

// One measurement: a loop, the items it runs over, and the calls per pass.
function make(loop, items, callsPerItem = 1) {
  const out = new Array(8).fill(0);
  return { run: (passes) => loop(items, passes, out, REPEAT), calls: items.length * callsPerItem, passes: 1, samples: [] };
}

const rows = {}; // rows[key][category] = ns/op
const put = (key, cat, v) => ((rows[key] ??= {})[cat] = v);

const lengths = (g) => g.map((x) => x.text.length);

for (const [cat, g] of groups) {
  progress(`timing ${cat} (${g.length} positions)`);
  const positions = g.map((x) => x.position);
  const texts = g.map((x) => x.text);
  const jsons = g.map((x) => x.json);
  const enc = esm.encode, dec = esm.decode;
  // Every measurement of the category runs in one interleaved set, so that a
  // change in the machine's load touches all of them alike.
  const steps = [];
  const keys = [];
  const step = (key, m) => { keys.push(key); steps.push(m); };
  step('encode', make(callLoop(enc), positions));
  step('stringify', make(callLoop(JSON.stringify), positions));
  step('decode', make(callLoop(dec), texts));
  step('parse', make(callLoop(JSON.parse), jsons));
  step('encodeCodec', make(callLoop(codecEsm.encode), positions));
  step('decodeCodec', make(callLoop(codecEsm.decode), texts));
  if (has('packPosition')) {
    step('packPosition', make(callLoop(shim.packPosition), positions));
    // The core alone, inputs rotating: copy the position's packed buffer in
    // (the copy timed apart and subtracted), call the export.
    const packed = positions.map((p) => (shim.packPosition(p), [Float64Array.from(positionView), Int8Array.from(boardView)]));
    const fill = ([f, b]) => (positionView.set(f), boardView.set(b), 0);
    step('wasmEncodeRotate', make(rotateLoop(fill, () => w.encode()), packed));
    step('fillPosition', make(callLoop(fill), packed));
    // The core alone, each position filled once and called REPEAT times.
    step('wasmEncodeRepeat', make(repeatLoop((p) => shim.packPosition(p), () => w.encode()), positions, REPEAT));
  }
  if (has('unpackText')) step('unpackText', make(callLoop(shim.unpackText), lengths(g)));
  if (has('stream')) {
    // The string into the input buffer and the core's run, as decode() does
    // them; the text-in step is this less the core alone.
    step('stream', make(callLoop((s) => shim.stream(0, s)), texts));
  }
  if (has('packText')) {
    step('packText', make(callLoop((s) => shim.packText(s, 0, s.length)), texts));
    const bytes = texts.map((s) => Uint8Array.from(s, (ch) => ch.charCodeAt(0)));
    step('wasmDecodeRotate', make(rotateLoop((b) => (inputView.set(b), b.length), (n) => w.run(0, n)), bytes));
    step('fillText', make(callLoop((b) => (inputView.set(b), b.length)), bytes));
    step('wasmDecodeRepeat',
      make(repeatLoop((s) => (shim.packText(s, 0, s.length), s.length), (n) => w.run(0, n)), texts, REPEAT));
  }
  if (has('unpackPosition')) step('unpackPosition', make(callLoop(shim.unpackPosition), texts));
  measure(steps).forEach((v, i) => put(keys[i], cat, v));
  for (const [op, fill, pack] of [['Encode', 'fillPosition', 'packPosition'], ['Decode', 'fillText', 'packText']]) {
    if (rows[`wasm${op}Rotate`]?.[cat] !== undefined) put(`wasm${op}`, cat, rows[`wasm${op}Rotate`][cat] - rows[fill][cat]);
    if (rows[`wasm${op}Repeat`]?.[cat] !== undefined) rows[`wasm${op}Repeat`][cat] -= rows[pack][cat] / REPEAT;
  }
  // Text in, as the shim does it: stream() less the core, or else packText().
  const textIn = rows.stream?.[cat] !== undefined && rows.wasmDecode?.[cat] !== undefined
    ? rows.stream[cat] - rows.wasmDecode[cat] : rows.packText?.[cat];
  if (textIn !== undefined) put('textIn', cat, textIn);
}

// --- native ------------------------------------------------------------------------------------

let nativeNote = '';
if (NATIVE) {
  progress('native: cargo bench --bench codec');
  const r = spawnSync('cargo', ['bench', '--quiet', '--bench', 'codec'], {
    cwd: ROOT, encoding: 'utf8',
    env: { ...process.env, BENCH_BATCHES: String(BATCHES), BENCH_BATCH_MS: String(BATCH_MS), BENCH_REPEAT: String(REPEAT) },
    maxBuffer: 1 << 26,
  });
  if (r.error) {
    fail(`cargo bench --bench codec could not run: ${r.error.message}`);
  } else if (r.status !== 0) {
    process.stderr.write(r.stdout ?? '');
    process.stderr.write(r.stderr ?? '');
    const wrong = /correctness failures/.test(r.stderr ?? '');
    fail(`cargo bench --bench codec exited with ${r.status ?? r.signal}${wrong ? ': the native core gives wrong results' : ' (see above)'}`);
  }
  for (const line of (r.stdout ?? '').split('\n')) {
    const m = /^@native (encode|decode) (rotate|repeat) (\w+) (-?[\d.]+)$/.exec(line.trim());
    if (m) {
      const op = m[1] === 'encode' ? 'Encode' : 'Decode';
      put(`native${op}${m[2] === 'rotate' ? '' : 'Repeat'}`, m[3], Number(m[4]));
    }
  }
} else {
  nativeNote = 'native skipped (BENCH_NATIVE=0)';
}

// --- payload --------------------------------------------------------------------------------------

const payload = [
  ['pkg/shogi64.mjs (ESM, wasm inlined)', TARGET.esmGzip],
  ['pkg/shogi64.js (classic script)', TARGET.classicGzip],
  ['pkg/shogi64.cjs (CommonJS)', null],
  ['pkg/codec.mjs (shogi64/codec, ESM)', TARGET.esmGzip],
  ['pkg/codec.js (shogi64/codec, classic)', TARGET.classicGzip],
  ['build/shogi64.wasm (alone)', null],
].map(([label, target]) => {
  const file = label.split(' ')[0];
  if (!existsSync(at(file))) return { label, raw: NaN, gzip: NaN, target };
  const bytes = readFileSync(at(file));
  return { label, raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length, target };
});

// --- memory ---------------------------------------------------------------------------------------

progress(`memory: ${MEMORY_CALLS.toLocaleString('en-US')} × (encode + decode) through the ESM entry`);
const gc = globalThis.gc ?? (() => {});
const memory = pkgExports?.memory;
const wasmBytes = () => (memory ? memory.buffer.byteLength : NaN);
gc(); gc();
const before = { wasm: wasmBytes(), ...process.memoryUsage() };
const bufferBefore = memory?.buffer;
let rssMin = Infinity, rssMax = 0, memBad = 0;
const memStart = performance.now();
{
  const n = corpus.length;
  const enc = esm.encode, dec = esm.decode;
  const step = Math.max(1, Math.floor(MEMORY_CALLS / 20));
  for (let i = 0; i < MEMORY_CALLS; i++) {
    const x = corpus[i % n];
    const s = enc(x.position);
    const p = dec(s);
    if (s !== x.text || p.board[80] !== x.position.board[80]) memBad++;
    if (i % step === 0) {
      const rss = process.memoryUsage.rss();
      if (rss < rssMin) rssMin = rss;
      if (rss > rssMax) rssMax = rss;
    }
  }
}
const memSeconds = (performance.now() - memStart) / 1000;
gc(); gc();
const after = { wasm: wasmBytes(), ...process.memoryUsage() };
if (memBad) fail(`memory loop: ${memBad} wrong results`);

// --- the report -----------------------------------------------------------------------------------

const pad = (s, n) => String(s).padStart(n);
const padR = (s, n) => String(s).padEnd(n);
const LW = 42, CW = 9;
const fmt = (v) => (v === undefined || Number.isNaN(v) ? 'n/a' : v >= 100 ? v.toFixed(0) : v.toFixed(1));
const mark = (ok) => (ok ? '✓' : '✗');
const out = [];
const say = (s = '') => out.push(s);
const row = (label, f) => say(padR(label, LW) + COLS.map((c) => pad(f(c), CW)).join(''));
const ns = (key) => (c) => fmt(rows[key]?.[c]);
const ratio = (a, b, target) => (c) => {
  const x = rows[a]?.[c], y = rows[b]?.[c];
  if (x === undefined || y === undefined) return 'n/a';
  const r = x / y;
  return `${r.toFixed(2)}${target ? mark(r <= target) : ''}`;
};
const sum = (...keys) => (c) => {
  const vs = keys.map((k) => rows[k]?.[c]);
  return vs.some((v) => v === undefined) ? undefined : vs.reduce((a, b) => a + b, 0);
};
const rule = (ch = '─') => say(ch.repeat(LW + CW * COLS.length));

const rustc = spawnSync('rustc', ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? 'rustc ?';
say(`shogi64 benchmark · node ${process.version} · ${rustc} · ${cpus()[0]?.model ?? '?'} × ${cpus().length}`);
say(`corpus: tests/vectors/encode.jsonl, ${corpus.length} positions (${vectors.length - corpus.length} error lines left out)`);
say(`load average at start ${LOAD.map((l) => l.toFixed(2)).join(' ')}, at end ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
say(`method: ${BATCHES} interleaved batches of ~${BATCH_MS} ms per measurement after warm-up, median shown; ns per call;`);
say(`  batch-to-batch noise (interquartile range / median, median over the JS measurements): ${(median(spreads) * 100).toFixed(1)}%.`);
say(`  "next position": calls rotate through the category as an application's would (buffer fills timed apart and`);
say(`  subtracted); "same one ×${REPEAT}": each position filled once, then ${REPEAT} calls back to back (branches learnt).`);
say(`categories: ${COLS.slice(0, 4).map((c) => `${c} = ${CATEGORY_LABEL[c]}`).join('; ')};`);
say(`  ${COLS.slice(4).map((c) => `${c} = ${CATEGORY_LABEL[c]}`).join('; ')}.`);
rule('═');
row('', (c) => c);
row('positions', (c) => (c === 'all' ? corpus.length : groups.find(([g]) => g === c)[1].length));
rule();
say('SPEED');
row('encode(position)  [ESM package]', ns('encode'));
row('JSON.stringify(position)', ns('stringify'));
row(`  encode / stringify  (≤ ${TARGET.encode})`, ratio('encode', 'stringify', TARGET.encode));
row('decode(text)      [ESM package]', ns('decode'));
row('JSON.parse(json of position)', ns('parse'));
row(`  decode / parse      (≤ ${TARGET.decode})`, ratio('decode', 'parse', TARGET.decode));
row('encode(position)  [shogi64/codec]', ns('encodeCodec'));
row(`  encode / stringify  (≤ ${TARGET.encode})`, ratio('encodeCodec', 'stringify', TARGET.encode));
row('decode(text)      [shogi64/codec]', ns('decodeCodec'));
row(`  decode / parse      (≤ ${TARGET.decode})`, ratio('decodeCodec', 'parse', TARGET.decode));
rule();
for (const [op, title, pack, wasmCall, unpack] of [
  ['Encode', 'WHERE ENCODE TIME GOES', ['packPosition', 'JS: packPosition (object→buffers)'], 'encode()',
    ['unpackText', 'JS: unpackText (bytes→string)']],
  ['Decode', 'WHERE DECODE TIME GOES', ['textIn', `JS: string→bytes (${rows.stream ? 'stream() − wasm' : 'packText'})`], 'run(DECODE)',
    ['unpackPosition', 'JS: unpackPosition (i8[]→object)']],
]) {
  const total = op.toLowerCase();
  const parts = [pack[0], `wasm${op}`, unpack[0]];
  say(title);
  row(`  ${pack[1]}`, ns(pack[0]));
  row(`  wasm ${wasmCall}, next position`, ns(`wasm${op}`));
  row(`  ${unpack[1]}`, ns(unpack[0]));
  row('  sum of the three', (c) => fmt(sum(...parts)(c)));
  row(`  ${total}() − sum (glue; parts timed apart)`, (c) => fmt(rows[total]?.[c] - sum(...parts)(c)));
  row(`  native (cargo bench), next position`, ns(`native${op}`));
  row(`  wasm / native       (≤ ${TARGET.native})`, ratio(`wasm${op}`, `native${op}`, TARGET.native));
  row(`  wasm ${wasmCall}, same one ×${REPEAT}`, ns(`wasm${op}Repeat`));
  row(`  native, same one ×${REPEAT}`, ns(`native${op}Repeat`));
  row(`  wasm / native, same one (≤ ${TARGET.native})`, ratio(`wasm${op}Repeat`, `native${op}Repeat`, TARGET.native));
}
if (nativeNote) say(`  (${nativeNote})`);
rule();
say(`PAYLOAD${' '.repeat(LW - 7)}${pad('raw B', CW)}${pad('gzip -9 B', CW + 2)}  target`);
for (const p of payload) {
  const t = p.target ? `≤ ${p.target} gzip ${mark(p.gzip <= p.target)}` : '';
  say(`${padR(`  ${p.label}`, LW)}${pad(p.raw, CW)}${pad(p.gzip, CW + 2)}  ${t}`);
}
rule();
const mb = (b) => `${(b / 1048576).toFixed(1)} MiB`;
say(`MEMORY  ${MEMORY_CALLS.toLocaleString('en-US')} × (encode + decode) through pkg/shogi64.mjs, ${memSeconds.toFixed(1)} s` +
  ` (${((memSeconds * 1e9) / MEMORY_CALLS).toFixed(0)} ns per pair)`);
say(`${padR('', LW)}${pad('before', 12)}${pad('after', 12)}`);
say(`${padR('  wasm memory (buffer.byteLength)', LW)}${pad(memory ? before.wasm : 'n/a', 12)}${pad(memory ? after.wasm : 'n/a', 12)}  ` +
  (memory ? `${mark(after.wasm === before.wasm && memory.buffer === bufferBefore)} ${memory.buffer === bufferBefore ? 'never grew' : 'GREW'}` : 'instance not caught'));
say(`${padR('  process RSS', LW)}${pad(mb(before.rss), 12)}${pad(mb(after.rss), 12)}  sampled min ${mb(rssMin)}, max ${mb(rssMax)}`);
say(`${padR('  JS heap used (after gc)', LW)}${pad(mb(before.heapUsed), 12)}${pad(mb(after.heapUsed), 12)}${globalThis.gc ? '' : '  (no --expose-gc)'}`);
rule('═');
say(`correctness: ${failures.length ? `${failures.length} FAILURES` : `all entries (ESM, CJS, classic; shogi64 and shogi64/codec), the shim steps with the wasm exports${NATIVE ? ' and the native core' : ''} agree with the vectors ✓`}`);
for (const f of failures) say(`  ✗ ${f}`);
process.stdout.write(`${out.join('\n')}\n`);
process.exitCode = failures.length ? 1 : 0;
