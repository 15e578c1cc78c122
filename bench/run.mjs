// The benchmark report (`npm run bench`, through scripts/bench.sh, which builds
// pkg/ first when it is stale): the package's speed against yardsticks, timed
// as a user would time it, its payload, and its memory over many calls.
//
// Everything goes through the package's public API, loaded from pkg/ as an
// application loads it: no copy of the shim, no hook into WebAssembly. The
// core alone (the wasm exports without the JavaScript around them) is not
// timed here: the package does not expose its instance, and the contract
// module (js/contract.js) gives the numbers of the boundary, not the
// instance. `cargo bench --bench codec` times the core natively.
//
// Method. Each compared pair (the package and its yardstick) is timed batch
// by batch, alternating which of the two goes first, so that a burst of noise
// on this shared machine lands on both sides of a ratio; each pair's ratio is
// the median batch of one over the median batch of the other. All of this runs
// in BENCH_PROCESSES fresh Node processes (this file with --worker), and the
// report gives each ratio's minimum, median and maximum over them.
//
// The corpus is generated here from a fixed seed, like the speed target's:
// 1,163 positions of every kind the format allows (Normal and Mixed Mode,
// full hands, sparse boards, many promoted pieces), checked against the
// conformance vectors' decoder first (every one must round-trip).
//
// Yardsticks: JSON.stringify / JSON.parse of the same positions, and
// shogi64.js 0.0.3 when BENCH_SHOGI64JS names a copy of its file (it is not
// on npm, so it cannot be a dev dependency).
//
// Environment:
//   BENCH_PROCESSES     fresh processes, default 6
//   BENCH_BATCHES       batches per side of a pair in each process, default 21
//   BENCH_BATCH_MS      target length of one batch, default 2
//   BENCH_MEMORY_CALLS  encode+decode pairs of the memory check, default 1e6
//   BENCH_SHOGI64JS     path of shogi64.js 0.0.3, to time it as a yardstick
//   BENCH_NATIVE        1 to run `cargo bench -p shogi64-wasm --bench codec` too
//
// Timing never fails the process (this is a report); a wrong result does.

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import vm from 'node:vm';
import zlib from 'node:zlib';
import { jsonl } from '../tests/support.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const at = (p) => join(ROOT, p);
const require = createRequire(import.meta.url);

const envNum = (name, dflt) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : dflt;
};
const PROCESSES = Math.round(envNum('BENCH_PROCESSES', 6));
const BATCHES = Math.round(envNum('BENCH_BATCHES', 21));
const BATCH_MS = envNum('BENCH_BATCH_MS', 2);
const MEMORY_CALLS = Math.round(envNum('BENCH_MEMORY_CALLS', 1e6));
// shogi64.js 0.0.3 itself sits in ../shared/original beside the repository.
const ORIGINAL = resolve(ROOT, '..', 'shared', 'original', 'shogi64.js');
const SHOGI64JS = process.env.BENCH_SHOGI64JS ? resolve(process.env.BENCH_SHOGI64JS)
  : existsSync(ORIGINAL) ? ORIGINAL : null;
const NATIVE = process.env.BENCH_NATIVE === '1';

// The speed target: encode at least 50 times as fast as shogi64.js, in the median.
const TARGET_VS_ORIGINAL = 50;
// shogi64.js 0.0.3's recorded times per call of the initial position (docs/BENCHMARKS.md),
// for the estimate shown when it cannot be timed alongside.
const ORIGINAL_NS = { encode: 35000, decode: 32000 };

// --- the corpus ---------------------------------------------------------------------

const HAND_KEYS = ['FU', 'KY', 'KE', 'GI', 'KI', 'KA', 'HI'];
const HAND_MAX = [18, 4, 4, 4, 4, 2, 2];
// The 38 pieces besides the kings, by piece number (1 FU … 7 HI).
const PIECES = [...Array(18).fill(1), ...Array(4).fill(2), ...Array(4).fill(3), ...Array(4).fill(4),
  ...Array(4).fill(5), 6, 6, 7, 7];
const PROMOTED = { 1: 9, 2: 10, 3: 11, 4: 12, 6: 13, 7: 14 };
const CATEGORIES = [
  // name, count, share of pieces in hand, share of board pieces promoted, share of pieces left out, mixed
  ['normal', 400, 0.1, 0.05, 0, false],
  ['mixed', 300, 0.1, 0.05, 0, true],
  ['full hands', 150, 0.85, 0, 0, false],
  ['sparse', 200, 0.3, 0.1, 0.75, false],
  ['promoted', 113, 0.05, 0.8, 0, false],
];
const CORPUS_SIZE = CATEGORIES.reduce((n, c) => n + c[1], 0);
const SEED = 0x5e64;

function generate(seed) {
  let s = seed >>> 0;
  const random = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  const pick = (n) => Math.floor(random() * n);
  const out = [];
  for (const [category, count, inHand, promoted, leftOut, mixed] of CATEGORIES) {
    for (let k = 0; k < count; k++) {
      const board = new Array(81).fill(0);
      const hands = [HAND_KEYS.map(() => 0), HAND_KEYS.map(() => 0)];
      const pawnFiles = [new Set(), new Set()];
      const empty = () => { let i; do i = pick(81); while (board[i] !== 0); return i; };
      board[empty()] = 8;
      board[empty()] = -8;
      for (const piece of PIECES) {
        if (random() < leftOut) continue;
        const black = random() < 0.5;
        const side = black ? 0 : 1;
        if (random() < inHand && hands[side][piece - 1] < HAND_MAX[piece - 1]) {
          hands[side][piece - 1]++;
          continue;
        }
        let i = empty();
        const rank = Math.floor(i / 9) + 1;
        const file = i % 9;
        let n = piece;
        if (PROMOTED[piece] && random() < promoted) n = PROMOTED[piece];
        if (n === 1) {
          // Normal Mode holds one pawn per file and side, none on its last rank.
          const lastRank = black ? rank === 1 : rank === 9;
          if (pawnFiles[side].has(file) || lastRank) {
            if (hands[side][0] < 18) hands[side][0]++;
            continue;
          }
          pawnFiles[side].add(file);
        }
        board[i] = black ? n : -n;
      }
      if (mixed) {
        // One reason for Mixed Mode each: a second king, doubled pawns, or a
        // pawn on its last rank (on a square that is empty, or else any).
        const emptyOf = (xs) => xs.filter((x) => board[x] === 0)[pick(xs.filter((x) => board[x] === 0).length)] ?? xs[pick(xs.length)];
        const sign = random() < 0.5 ? 1 : -1;
        const reason = k % 3;
        if (reason === 0) board[empty()] = 8 * sign;
        else if (reason === 1) {
          const file = pick(9);
          const squares = [1, 2, 3, 4, 5, 6, 7].map((r) => r * 9 + file);
          const first = emptyOf(squares);
          board[first] = sign;
          board[emptyOf(squares.filter((x) => x !== first))] = sign;
        } else {
          board[emptyOf(sign > 0 ? [0, 1, 2, 3, 4, 5, 6, 7, 8] : [72, 73, 74, 75, 76, 77, 78, 79, 80])] = sign;
        }
      }
      const hand = (h) => Object.fromEntries(HAND_KEYS.map((key, x) => [key, h[x]]));
      // Through JSON, so that every position has the object shapes a parsed
      // one has (as an application's positions mostly do), and JSON.stringify
      // meets the same shapes in every process.
      const position = { turn: random() < 0.5, board, hands: { black: hand(hands[0]), white: hand(hands[1]) } };
      out.push({ category, position: JSON.parse(JSON.stringify(position)) });
    }
  }
  return out;
}

// --- loading the package --------------------------------------------------------------

async function loadEntries() {
  const esm = await import(pathToFileURL(at('pkg/shogi64.mjs')).href);
  const codecEsm = await import(pathToFileURL(at('pkg/codec.mjs')).href);
  return { esm: esm.default, codec: codecEsm.default };
}

// A classic script runs in a context of its own with the browser globals it may use.
function loadClassic(file) {
  const scope = { TextEncoder, TextDecoder, console };
  vm.runInNewContext(readFileSync(at(file), 'utf8'), scope, { filename: file });
  return scope.shogi64;
}

function loadOriginal() {
  if (!SHOGI64JS) return null;
  const loaded = require(SHOGI64JS);
  const original = loaded.encode ? loaded : loaded.default;
  // Its functions read `this`: bound, so that they are called as ours are.
  return { encode: original.encode.bind(original), decode: original.decode.bind(original) };
}

// --- the worker: one fresh process, every pair timed ----------------------------------------

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

// A loop of its own for each measured function, so that every call site stays
// monomorphic, as in an application's own loop. Results escape through `out`.
let serial = 0;
function callLoop(f) {
  return new Function('f', 'now', `/* loop ${serial++} */
    return function (items, passes, out) {
      const n = items.length;
      const t0 = now();
      for (let p = 0; p < passes; p++) for (let i = 0; i < n; i++) out[i & 7] = f(items[i]);
      return (now() - t0) * 1e6 / (passes * n);
    };`)(f, () => performance.now());
}

// Times a pair batch by batch, alternating which goes first; returns the
// median ns per call of each side.
function pair(fa, fb, itemsA, itemsB) {
  const a = callLoop(fa), b = callLoop(fb);
  const outA = new Array(8), outB = new Array(8);
  const deadline = performance.now() + 100;
  while (performance.now() < deadline) { a(itemsA, 1, outA); b(itemsB, 1, outB); }
  const passes = (loop, items, out) => Math.max(1, Math.round((BATCH_MS * 1e6) / (loop(items, 1, out) * items.length)));
  const pa = passes(a, itemsA, outA), pb = passes(b, itemsB, outB);
  const sa = [], sb = [];
  const gc = () => globalThis.gc?.({ type: 'minor' });
  for (let k = 0; k < BATCHES; k++) {
    if (k % 2 === 0) {
      gc(); sa.push(a(itemsA, pa, outA)); gc(); sb.push(b(itemsB, pb, outB));
    } else {
      gc(); sb.push(b(itemsB, pb, outB)); gc(); sa.push(a(itemsA, pa, outA));
    }
  }
  return [median(sa), median(sb)];
}

async function worker() {
  const { esm, codec } = await loadEntries();
  const original = loadOriginal();
  const corpus = generate(SEED);
  const groups = [...CATEGORIES.map(([c]) => [c, corpus.filter((x) => x.category === c)]), ['all', corpus]];
  const result = {};
  for (const [category, g] of groups) {
    const positions = g.map((x) => x.position);
    const texts = positions.map((p) => esm.encode(p));
    const jsons = positions.map((p) => JSON.stringify(p));
    const r = (result[category] = {});
    [r.encode, r.stringify] = pair(esm.encode, JSON.stringify, positions, positions);
    [r.decode, r.parse] = pair(esm.decode, JSON.parse, texts, jsons);
    [r.codecEncode, r.codecStringify] = pair(codec.encode, JSON.stringify, positions, positions);
    [r.codecDecode, r.codecParse] = pair(codec.decode, JSON.parse, texts, jsons);
    // The same function on both sides: how far from 1 noise alone takes a ratio.
    [r.encodeA, r.encodeB] = pair(esm.encode, esm.encode, positions, positions);
    if (original) {
      // The positions shogi64.js writes and reads as this package does (its
      // defects throw or answer otherwise on the rest).
      const same = positions.filter((p) => {
        try {
          const text = esm.encode(p);
          return original.encode(p) === text && JSON.stringify(original.decode(text)) === JSON.stringify(p);
        } catch {
          return false;
        }
      });
      const sameTexts = same.map((p) => esm.encode(p));
      [r.encode2, r.originalEncode] = pair(esm.encode, original.encode, same, same);
      [r.decode2, r.originalDecode] = pair(esm.decode, original.decode, sameTexts, sameTexts);
    }
  }
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

// --- the report ----------------------------------------------------------------------------

async function report() {
  const failures = [];
  const fail = (m) => failures.push(m);
  const progress = (m) => process.stderr.write(`bench: ${m}\n`);
  const load = loadavg();

  // Correctness first: every entry, on the vectors and the generated corpus.
  const vectors = jsonl('tests/vectors/encode.jsonl').filter((v) => !('error' in v));
  const { esm, codec } = await loadEntries();
  const entries = [['ESM', esm], ['CJS', require(at('pkg/shogi64.cjs'))], ['classic', loadClassic('pkg/shogi64.js')],
    ['codec ESM', codec], ['codec CJS', require(at('pkg/codec.cjs'))], ['codec classic', loadClassic('pkg/codec.js')]];
  for (const [name, api] of entries) {
    let bad = 0;
    for (const v of vectors) {
      if (api.encode(v.position) !== v.shogi64 || JSON.stringify(api.decode(v.shogi64)) !== JSON.stringify(v.position)) bad++;
    }
    if (bad) fail(`${name} entry: ${bad} of ${vectors.length} vector positions wrong`);
  }
  const corpus = generate(SEED);
  const modes = { normal: 0, mixed: 0 };
  const byCategory = {};
  for (const x of corpus) {
    const s = esm.encode(x.position);
    if (JSON.stringify(esm.decode(s)) !== JSON.stringify(x.position)) fail(`corpus: ${x.category} position does not round-trip`);
    const mode = esm.encodePositionToBits(x.position)[1] === '1' ? 'mixed' : 'normal';
    modes[mode]++;
    const c = (byCategory[x.category] ??= { n: 0, letters: 0, mixed: 0, hand: 0 });
    c.n++;
    c.letters += s.length;
    if (mode === 'mixed') c.mixed++;
    c.hand += Object.values(x.position.hands.black).concat(Object.values(x.position.hands.white)).reduce((a, b) => a + b, 0);
  }
  if (corpus.length !== CORPUS_SIZE) fail(`corpus: ${corpus.length} positions, not ${CORPUS_SIZE}`);
  if (byCategory.mixed.mixed !== byCategory.mixed.n) fail(`corpus: ${byCategory.mixed.n - byCategory.mixed.mixed} "mixed" positions are Normal Mode`);
  const original = loadOriginal();
  if (original) {
    let bad = 0;
    for (const x of corpus) {
      let theirs;
      try {
        theirs = original.encode(x.position);
      } catch {
        theirs = null;
      }
      if (theirs !== esm.encode(x.position)) bad++;
    }
    if (bad) progress(`shogi64.js writes ${bad} corpus positions differently (its known defects)`);
  }

  // The timing, in fresh processes one after another.
  const runs = [];
  for (let k = 0; k < PROCESSES; k++) {
    progress(`timing in fresh process ${k + 1} of ${PROCESSES}`);
    const r = spawnSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), '--worker'],
      { encoding: 'utf8', env: process.env, maxBuffer: 1 << 24 });
    if (r.status !== 0) {
      process.stderr.write(r.stderr);
      fail(`timing process ${k + 1} exited with ${r.status ?? r.signal}`);
      continue;
    }
    runs.push(JSON.parse(r.stdout.trim().split('\n').pop()));
  }

  // Memory over many calls, in one more fresh process: the process's RSS
  // (the wasm memory itself is not visible through the public API).
  progress(`memory: ${MEMORY_CALLS.toLocaleString('en-US')} × (encode + decode)`);
  const mem = spawnSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), '--memory'],
    { encoding: 'utf8', env: process.env });
  const memory = mem.status === 0 ? JSON.parse(mem.stdout.trim().split('\n').pop()) : (fail('memory process failed'), null);

  let native = '';
  if (NATIVE) {
    progress('native: cargo bench -p shogi64-wasm --bench codec');
    const r = spawnSync('cargo', ['bench', '--quiet', '-p', 'shogi64-wasm', '--bench', 'codec'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 26 });
    if (r.status !== 0) fail(`cargo bench -p shogi64-wasm --bench codec exited with ${r.status ?? r.signal}`);
    native = (r.stdout ?? '').split('\n').filter((l) => l.startsWith('@native')).join('\n');
  }

  // Payload.
  const payload = ['pkg/shogi64.mjs', 'pkg/shogi64.cjs', 'pkg/shogi64.js', 'pkg/codec.mjs', 'pkg/codec.cjs', 'pkg/codec.js']
    .filter((f) => existsSync(at(f)))
    .map((f) => { const b = readFileSync(at(f)); return [f, b.length, zlib.gzipSync(b, { level: 9 }).length]; });

  const out = [];
  const say = (s = '') => out.push(s);
  const cols = [...CATEGORIES.map(([c]) => c), 'all'];
  const W = 34, C = 19;
  const row = (label, f) => say(label.padEnd(W) + cols.map((c) => String(f(c)).padStart(C)).join(''));
  const spread = (f) => (c) => {
    const xs = runs.map((r) => f(r[c])).filter(Number.isFinite);
    if (!xs.length) return 'n/a';
    const s = [...xs].sort((a, b) => a - b);
    const d = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));
    return `${d(s[0])} ${d(median(s))} ${d(s[s.length - 1])}`;
  };
  const nsRow = (key) => spread((r) => r[key]);
  const rustc = spawnSync('rustc', ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? 'rustc ?';
  say(`shogi64 benchmark · node ${process.version} · ${rustc} · ${cpus()[0]?.model ?? '?'} × ${cpus().length}`);
  say(`load average at start ${load.map((l) => l.toFixed(2)).join(' ')}, at end ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  say(`corpus: ${corpus.length} positions generated from a fixed seed, ${modes.normal} Normal Mode, ${modes.mixed} Mixed Mode;`);
  say(`  ${Object.entries(byCategory).map(([c, v]) => `${c} ${v.n} (${(v.letters / v.n).toFixed(0)} letters, ${(v.hand / v.n).toFixed(0)} in hand)`).join('; ')}`);
  say(`method: each pair timed batch by batch (${BATCHES} batches of ~${BATCH_MS} ms a side, alternating which goes first),`);
  say(`  median batch of each side; in ${runs.length} fresh processes. Each cell: min median max over the processes.`);
  say('═'.repeat(W + C * cols.length));
  row('', (c) => c);
  say('ns per call');
  row('  encode(position)', nsRow('encode'));
  row('  JSON.stringify(position)', nsRow('stringify'));
  row('  decode(text)', nsRow('decode'));
  row('  JSON.parse(json)', nsRow('parse'));
  row('  shogi64/codec encode', nsRow('codecEncode'));
  row('  shogi64/codec decode', nsRow('codecDecode'));
  say('ratios, paired (package / yardstick)');
  row('  encode / JSON.stringify', spread((r) => r.encode / r.stringify));
  row('  decode / JSON.parse', spread((r) => r.decode / r.parse));
  row('  codec encode / JSON.stringify', spread((r) => r.codecEncode / r.codecStringify));
  row('  codec decode / JSON.parse', spread((r) => r.codecDecode / r.codecParse));
  row('  encode / encode (noise alone)', spread((r) => r.encodeA / r.encodeB));
  if (original) {
    say(`against shogi64.js 0.0.3 (${SHOGI64JS}), paired: times as fast (target encode ≥ ${TARGET_VS_ORIGINAL}× in the median)`);
    row('  shogi64.js encode ns', nsRow('originalEncode'));
    row('  shogi64.js decode ns', nsRow('originalDecode'));
    row('  encode: shogi64.js / package', spread((r) => r.originalEncode / r.encode2));
    row('  decode: shogi64.js / package', spread((r) => r.originalDecode / r.decode2));
  } else {
    say('against shogi64.js 0.0.3: not timed (it is not on npm; BENCH_SHOGI64JS=path/to/shogi64.js times it in pairs).');
    say(`  Estimate from its recorded ${ORIGINAL_NS.encode / 1000} µs / ${ORIGINAL_NS.decode / 1000} µs per call, not measured alongside:`);
    row('  ≈ encode: shogi64.js / package', spread((r) => ORIGINAL_NS.encode / r.encode));
    row('  ≈ decode: shogi64.js / package', spread((r) => ORIGINAL_NS.decode / r.decode));
  }
  say('the core alone (wasm exports without the shim): not timed; the package does not expose its instance.');
  if (native) say(native);
  say('─'.repeat(W + C * cols.length));
  say('payload'.padEnd(W) + 'raw B'.padStart(12) + 'gzip -9 B'.padStart(12));
  for (const [f, raw, gz] of payload) say(`  ${f}`.padEnd(W) + String(raw).padStart(12) + String(gz).padStart(12));
  if (memory) {
    const mb = (b) => `${(b / 1048576).toFixed(1)} MiB`;
    say(`memory: ${MEMORY_CALLS.toLocaleString('en-US')} × (encode + decode) in ${memory.seconds.toFixed(1)} s: RSS ${mb(memory.before)} before,` +
      ` ${mb(memory.after)} after (sampled ${mb(memory.min)} to ${mb(memory.max)}); ${memory.bad} wrong results`);
    if (memory.bad) fail(`memory loop: ${memory.bad} wrong results`);
  }
  say('═'.repeat(W + C * cols.length));
  say(`correctness: ${failures.length ? `${failures.length} FAILURES` : 'all six entries agree with the vectors, the corpus round-trips ✓'}`);
  for (const f of failures) say(`  ✗ ${f}`);
  process.stdout.write(`${out.join('\n')}\n`);
  process.exitCode = failures.length ? 1 : 0;
}

async function memoryCheck() {
  const { esm } = await loadEntries();
  const corpus = generate(SEED).map((x) => ({ position: x.position, text: esm.encode(x.position) }));
  const gc = globalThis.gc ?? (() => {});
  gc(); gc();
  const before = process.memoryUsage.rss();
  let min = Infinity, max = 0, bad = 0;
  const t0 = performance.now();
  const every = Math.max(1, Math.floor(MEMORY_CALLS / 20));
  for (let i = 0; i < MEMORY_CALLS; i++) {
    const x = corpus[i % corpus.length];
    const s = esm.encode(x.position);
    if (s !== x.text || esm.decode(s).board[80] !== x.position.board[80]) bad++;
    if (i % every === 0) { const r = process.memoryUsage.rss(); min = Math.min(min, r); max = Math.max(max, r); }
  }
  const seconds = (performance.now() - t0) / 1000;
  gc(); gc();
  process.stdout.write(`${JSON.stringify({ before, after: process.memoryUsage.rss(), min, max, bad, seconds })}\n`);
}

if (process.argv.includes('--worker')) await worker();
else if (process.argv.includes('--memory')) await memoryCheck();
else await report();
