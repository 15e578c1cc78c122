// The mate solver's figures (run by `npm run bench`, or alone: `node
// bench/mate.mjs`): the time to solve each case of tests/mate/bench200.jsonl
// (mates of 1 to 11 plies made with the short-mate oracle) through the
// package's solveMate in Node and in Chromium (the page's thread, through
// playwright-core), natively (benches/mate.rs, `cargo bench --bench mate`)
// and with cshogi's df-pn when build/venv has cshogi; the median and the
// maximum of each, nodes per second in wasm against native (the gate: within
// 1.5×, a ratio within this one run), the package's own memory before and
// after a 64 MB search, and what the fresh instance of each call costs.
// Every case's figures go to build/mate-bench.json.
//
// Environment: BENCH_MATE_EVERY=k reports every k-th case only (a quick
// look; the native bench still solves all), BENCH_MATE_NATIVE=0 skips the native run, BENCH_MATE_BROWSER=0
// the browser, BENCH_MATE_CSHOGI=0 cshogi. Timings are reported, never
// enforced; a wrong answer fails the run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonl, loadPackage, packageDir, root as ROOT } from '../tests/support.mjs';

// The package's own instance (the first made, by the first call) is kept, so
// that its memory can be weighed before and after a search; later, the
// instance of one call. (A WeakRef would keep every instance of a
// synchronous loop alive until the loop ends.)
const Instance = WebAssembly.Instance;
let made = null;
const noting = function (...a) {
  made = new Instance(...a);
  return made;
};
WebAssembly.Instance = noting;
const s = loadPackage();
s.decode(s.encode(s.fromSfen('lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1')));
const own = made;
made = null;
WebAssembly.Instance = Instance;
const progress = (m) => process.stderr.write(`bench mate: ${m}\n`);
const failures = [];
// The limits of the native bench (benches/mate.rs), with its table at 4 MB:
// the size the tests use for this set.
const TABLE_MB = 4;
const OPTIONS = { maxPly: 31, maxNodes: 20_000_000, memoryMB: TABLE_MB };

const every = Number(process.env.BENCH_MATE_EVERY || 1);
const cases = jsonl('tests/mate/bench200.jsonl').filter((_, i) => i % every === 0);

const median = (xs) => {
  const v = [...xs].sort((a, b) => a - b);
  const n = v.length;
  return n === 0 ? NaN : n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
};
const max = (xs) => xs.reduce((a, b) => Math.max(a, b), -Infinity);
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const fmt = (ms) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(0));
const summary = (rows) => {
  const ms = rows.map((r) => r.ms);
  return { median: median(ms), max: max(ms), under100: ms.filter((m) => m < 100).length,
    nodesPerSecond: sum(rows.map((r) => r.nodes)) / (sum(ms) / 1000) };
};
const agrees = (c, r) => r.result === 'mate' &&
  (r.plies === c.mate_plies || r.plies === c.mate_move_plies || (c.mate_move_plies === null && r.plies > 11));

// --- Node ----------------------------------------------------------------------

progress(`${cases.length} cases in Node (maxPly 31, memoryMB ${TABLE_MB})`);
s.solveMate(s.fromSfen(cases[0].sfen), OPTIONS); // compiles the search before timing
const node = cases.map((c, i) => {
  const p = s.fromSfen(c.sfen);
  const t = performance.now();
  const r = s.solveMate(p, OPTIONS);
  const row = { ms: performance.now() - t, nodes: r.nodes, plies: r.moves.length, result: r.result };
  if (!agrees(c, row)) failures.push(`node: case ${i}: ${r.result} in ${r.moves.length} plies, cshogi ${c.mate_plies}`);
  return row;
});

// What one call costs beyond its search: a fresh instance of the compiled
// module, and a table filled before the search starts.
const { performance: perf } = globalThis;
const oneMove = s.fromSfen('8k/9/8P/9/9/9/9/9/9 b G 1');
const perCall = {};
for (const mb of [1, 4, 16, 64]) {
  s.solveMate(oneMove, { memoryMB: mb });
  const t = perf.now();
  for (let i = 0; i < 10; i++) s.solveMate(oneMove, { memoryMB: mb });
  perCall[mb] = (perf.now() - t) / 10;
}
const wasmBytes = readFileSync(join(packageDir, 'shogi64.wasm'));
const compiled = new WebAssembly.Module(wasmBytes);
let t0 = perf.now();
for (let i = 0; i < 50; i++) new WebAssembly.Instance(compiled);
const instantiateMs = (perf.now() - t0) / 50;

// The package's own memory (its instance's, which the search leaves alone:
// the table lives in the call's instance), and the process's RSS.
const heapOf = () => ({ rss: process.memoryUsage().rss, own: own.exports.memory.buffer.byteLength });
await new Promise((resolve) => setTimeout(resolve, 100));
globalThis.gc?.();
const before = heapOf();
const hard = cases.reduce((a, c, i) => (node[i].nodes > node[a].nodes ? i : a), 0);
t0 = perf.now();
WebAssembly.Instance = noting;
const big = s.solveMate(s.fromSfen(cases[hard].sfen), { ...OPTIONS, memoryMB: 64, maxNodes: 200_000 });
WebAssembly.Instance = Instance;
const bigMs = perf.now() - t0;
const after = heapOf();
const callMemory = made.exports.memory.buffer.byteLength;
made = null;
await new Promise((resolve) => setTimeout(resolve, 100));
globalThis.gc?.();
const afterGc = heapOf();

// --- Chromium --------------------------------------------------------------------

let browser = null;
if (process.env.BENCH_MATE_BROWSER !== '0') {
  progress('the same cases in Chromium');
  mkdirSync(join(ROOT, 'build'), { recursive: true });
  const out = join(ROOT, 'build', 'mate-chromium.json');
  const r = spawnSync(process.execPath, [join(ROOT, 'tests', 'browser', 'mate.mjs'), packageDir, '--bench', out,
    '--every', String(every)],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (r.status === 0) {
    browser = JSON.parse(readFileSync(out, 'utf8'));
    browser.results.forEach((row, i) => {
      if (!agrees(cases[i], row)) failures.push(`chromium: case ${i}: ${row.result} in ${row.plies} plies`);
    });
  } else {
    failures.push(`the browser bench failed: ${r.stdout}`);
  }
}

// --- native ------------------------------------------------------------------------

let native = null;
if (process.env.BENCH_MATE_NATIVE !== '0') {
  progress('the same cases natively (cargo bench --bench mate)');
  const r = spawnSync('cargo', ['bench', '--quiet', '--bench', 'mate'], {
    cwd: ROOT, encoding: 'utf8', env: { ...process.env, BENCH_MATE_TABLE_MB: String(TABLE_MB) },
    stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 26,
  });
  const rows = [...r.stdout.matchAll(/^@native mate (\d+) ([\d.]+) (\d+)$/gm)]
    .filter((m) => Number(m[1]) % every === 0).map((m) => ({ ms: Number(m[2]), nodes: Number(m[3]) }));
  if (r.status === 0 && rows.length === cases.length) native = rows;
  else failures.push(`the native bench failed (status ${r.status}, ${rows.length} cases)`);
}

// --- cshogi -----------------------------------------------------------------------

let cshogi = null;
const python = join(ROOT, 'build', 'venv', 'bin', 'python');
if (process.env.BENCH_MATE_CSHOGI !== '0' && existsSync(python)) {
  progress("cshogi's df-pn on the same cases (build/venv)");
  // cshogi's own df-pn, as tests/oracles/cshogi_mate.py drives it: the time
  // of search() alone, the board set up before.
  const script = `
import json, sys, time
import cshogi
for line in sys.stdin:
    b = cshogi.Board(json.loads(line)["sfen"])
    d = cshogi.DfPn()
    d.set_max_search_node(20000000)
    t = time.perf_counter()
    found = d.search(b)
    ms = (time.perf_counter() - t) * 1000.0
    print(json.dumps({"ms": ms, "nodes": d.searched_node, "found": found}))
`;
  const r = spawnSync(python, ['-c', script], { input: cases.map((c) => JSON.stringify(c)).join('\n'), encoding: 'utf8' });
  const rows = r.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l));
  if (r.status === 0 && rows.length === cases.length) cshogi = rows;
  else progress(`cshogi did not run (${(r.stderr || '').split('\n').filter(Boolean).pop()})`);
}

// --- the report ------------------------------------------------------------------

const perCase = cases.map((c, i) => ({
  sfen: c.sfen, plies: c.mate_plies, nodes: node[i].nodes, node_ms: node[i].ms,
  chromium_ms: browser?.results[i]?.ms, native_ms: native?.[i]?.ms, native_nodes: native?.[i]?.nodes,
  cshogi_ms: cshogi?.[i]?.ms, cshogi_ms_recorded: c.cshogi_dfpn_ms,
}));
mkdirSync(join(ROOT, 'build'), { recursive: true });
writeFileSync(join(ROOT, 'build', 'mate-bench.json'), `${JSON.stringify({ options: OPTIONS, cases: perCase }, null, 1)}\n`);

const line = (name, rows) => {
  const x = summary(rows);
  return `| ${name} | ${fmt(x.median)} | ${fmt(x.max)} | ${x.under100} of ${rows.length} | ${Math.round(x.nodesPerSecond).toLocaleString('en')} |`;
};
console.log(`\n## Mate: ${cases.length} mates of 1-11 plies (tests/mate/bench200.jsonl), maxPly 31, ${TABLE_MB} MB table\n`);
console.log('| where | median ms | max ms | under 100 ms | nodes/s |');
console.log('|---|---|---|---|---|');
console.log(line('wasm, Node', node));
if (browser) console.log(line('wasm, Chromium (page thread)', browser.results));
if (native) console.log(line('native (benches/mate.rs)', native));
if (cshogi) {
  console.log(line("cshogi df-pn (native, this run)", cshogi));
}
const recorded = cases.map((c) => ({ ms: c.cshogi_dfpn_ms, nodes: c.cshogi_dfpn_nodes }));
console.log(line("cshogi df-pn (recorded with the set)", recorded));
if (native) {
  const nodeNps = summary(node).nodesPerSecond, nativeNps = summary(native).nodesPerSecond;
  const ratio = nativeNps / nodeNps;
  console.log(`\nnodes/s native / wasm in Node: ${ratio.toFixed(2)} (gate ≤ 1.5: ${ratio <= 1.5 ? 'met' : 'not met'})`);
  if (browser) console.log(`nodes/s native / wasm in Chromium: ${(nativeNps / summary(browser.results).nodesPerSecond).toFixed(2)}`);
}
const mb = (b) => (b / 1048576).toFixed(1);
console.log(`\nper call: a fresh instance of the compiled module ${instantiateMs.toFixed(2)} ms; a 1-ply solve ` +
  Object.entries(perCall).map(([m, ms]) => `${ms.toFixed(1)} ms with ${m} MB`).join(', '));
console.log(`64 MB search (case ${hard}, ${big.nodes} nodes, ${bigMs.toFixed(0)} ms): the package's instance memory ` +
  `${mb(before.own)} MiB before, ${mb(after.own)} MiB after; process RSS ${mb(before.rss)} MiB before, ` +
  `${mb(after.rss)} MiB after the call${globalThis.gc ? `, ${mb(afterGc.rss)} MiB after a GC` : ''}; ` +
  `the call's own instance grew to ${callMemory === undefined ? '(collected)' : `${mb(callMemory)} MiB`}`);
if (after.own !== before.own) failures.push(`the package's memory grew from ${before.own} to ${after.own} B`);
console.log('every case: build/mate-bench.json');
if (failures.length) {
  for (const f of failures) console.log(`WRONG: ${f}`);
  process.exit(1);
}
