#!/usr/bin/env node
// The mate solver in headless Chromium: node tests/browser/mate.mjs <packageDir> [options]
//
// A static server on 127.0.0.1 serves the package (/pkg/), the demo page
// bundled against it (/demo/, scripts/demo.mjs), the mate data (/mate/) and
// the pages made for the run (/gen/).
//
//   worker    a page starts the demo's worker (demo/worker.mjs, a module
//             worker bundled with the package), which solves the taichitsume
//             problem; the page plays the line out with the package and checks
//             that its own timer kept firing during the solve; then a search
//             that would run for minutes is stopped with terminate() and a new
//             worker solves again. (The demo page itself: tests/browser/demo.mjs.)
//
// Options:
//   --bench FILE        solves every case of tests/mate/bench200.jsonl in the
//                       page (main thread) and writes the times as JSON
//   --every K           with --bench: every K-th case only
//
// Exits non-zero if a check fails or a page does not report in time.
import fsp from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleDemo } from '../../scripts/demo.mjs';
import { launchChromium } from './chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const REPORT_TIMEOUT_MS = 120_000;
// The whole bench set on a loaded machine takes many minutes.
const BENCH_TIMEOUT_MS = 60 * 60_000;

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const [value] = args.splice(i, 2).slice(1);
  if (!value) throw new Error(`${name} takes a file`);
  return path.resolve(value);
};
const benchOut = option('--bench');
const everyAt = process.argv.indexOf('--every');
const every = everyAt < 0 ? 1 : Number(args.splice(args.indexOf('--every'), 2)[1]);
if (args.length !== 1) {
  console.error('usage: node tests/browser/mate.mjs <packageDir> [--bench FILE] [--every K]');
  process.exit(2);
}
const packageDir = await fsp.realpath(args[0]);

const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'shogi64-mate-'));
const demoDir = await bundleDemo(packageDir, path.join(work, 'demo'));
const mounts = {
  '/pkg/': packageDir,
  '/demo/': demoDir,
  '/mate/': path.join(repo, 'tests', 'mate'),
  '/gen/': work,
};
const MIME = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.jsonl': 'text/plain; charset=utf-8', '.wasm': 'application/wasm' };
const server = http.createServer(async (req, res) => {
  const pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
  if (pathname === '/favicon.ico') {
    res.writeHead(204);
    res.end();
    return;
  }
  const prefix = Object.keys(mounts).find((p) => pathname.startsWith(p));
  const file = prefix && path.resolve(mounts[prefix], `.${pathname.slice(prefix.length - 1)}`);
  const body = file && file.startsWith(mounts[prefix]) ? await fsp.readFile(file).catch(() => null) : null;
  if (body === null) {
    res.writeHead(404);
    res.end();
    return;
  }
  res.writeHead(200, { 'content-type': MIME[path.extname(file)] || 'application/octet-stream', 'cache-control': 'no-store' });
  res.end(body);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

// The worker page: the taichitsume problem solved in a worker while the
// page's timer runs, then a search stopped with terminate().
const TAICHITSUME = '6+Pnl/6Sk1/6sp1/9/8P/9/9/9/9 b GS2r2b3gs3n3l15p 1';
// A rook and a bishop against a bare king in the middle: checks without end,
// a search that runs until its node limit.
// 伊藤看寿's 煙詰 (tests/kifu/kanju-kemuri*.kif, 117 plies): the solver does not
// settle it in seconds, so a search of it stands for one that runs on.
const ENDLESS = 'k1+P4n1/2L+P2sL1/r4+P+P1P/+BpP+Pl1+Rg1/NP1S+PP+p1g/2L+p1g+P1+P/Ps1G1+P1N1/1sN1P4/B8 b - 1';
const workerPage = `<!doctype html><meta charset="utf-8"><title>mate worker</title>
<script type="module">
import { fromSfen, applyMove, isCheck, isCheckmate } from '/pkg/shogi64.mjs';

const report = (r) => window.shogi64Report(r);
const failures = [];
const check = (ok, what) => { if (!ok) failures.push(what); };

// The page's own timer: how often it fires, and its longest gap.
let ticks = 0, last = performance.now(), maxGap = 0;
setInterval(() => {
  const now = performance.now();
  maxGap = Math.max(maxGap, now - last);
  last = now;
  ticks++;
}, 10);

const solve = (worker, message) => new Promise((resolve) => {
  worker.onmessage = ({ data }) => resolve(data);
  worker.postMessage(message);
});
const url = '/demo/worker.js';
try {
  const position = fromSfen(${JSON.stringify(TAICHITSUME)});
  let worker = new Worker(url, { type: 'module' });
  const ticks0 = ticks, started = performance.now();
  maxGap = 0;
  const r = await solve(worker, { id: 1, position, options: { maxPly: 31, memoryMB: 4 } });
  const solveMs = performance.now() - started, solveTicks = ticks - ticks0, solveGap = maxGap;
  check(r.id === 1 && r.result === 'mate', 'result ' + JSON.stringify(r));
  check(r.moves.length === 7, 'line ' + r.moves.join(' '));
  let p = position;
  r.moves.forEach((usi, i) => {
    p = applyMove(p, usi);
    if (i % 2 === 0) check(isCheck(p), 'ply ' + (i + 1) + ' ' + usi + ' is no check');
  });
  check(isCheckmate(p), 'the line does not end in checkmate');
  // An error crosses back as a message too.
  const bad = await solve(worker, { id: 2, position, options: { maxPly: 0 } });
  check(bad.code === 'SHOGI64_INVALID_OPTION', 'error ' + JSON.stringify(bad));
  // A long search: no answer comes, the timer runs on, terminate() stops it.
  let answered = false;
  worker.onmessage = () => { answered = true; };
  worker.postMessage({ id: 3, position: fromSfen(${JSON.stringify(ENDLESS)}), options: { maxNodes: 1e12 } });
  const ticks1 = ticks;
  maxGap = 0;
  await new Promise((resolve) => setTimeout(resolve, 1500));
  worker.terminate();
  const longTicks = ticks - ticks1, longGap = maxGap;
  check(!answered, 'the endless search answered');
  worker = new Worker(url, { type: 'module' });
  const again = await solve(worker, { id: 4, position, options: { maxPly: 7 } });
  check(again.moves.join(' ') === r.moves.join(' '), 'after terminate: ' + JSON.stringify(again));
  worker.terminate();
  report({ failures, solveMs, solveTicks, solveGap, longTicks, longGap, moves: r.moves, nodes: r.nodes });
} catch (e) {
  report({ failures: [...failures, 'threw: ' + e.message] });
}
</script>`;

// The bench page: every case of the bench set solved on the page's thread.
const benchPage = `<!doctype html><meta charset="utf-8"><title>mate bench</title>
<script type="module">
import { fromSfen, solveMate } from '/pkg/shogi64.mjs';
const text = await (await fetch('/mate/bench200.jsonl')).text();
const cases = text.split('\\n').filter((l) => l.trim()).map((l) => JSON.parse(l)).filter((_, i) => i % ${every} === 0);
const results = [];
for (const c of cases) {
  const p = fromSfen(c.sfen);
  const t = performance.now();
  const r = solveMate(p, { maxPly: 31, maxNodes: 5000000, memoryMB: 4 });
  results.push({ sfen: c.sfen, ms: performance.now() - t, nodes: r.nodes, plies: r.moves.length, result: r.result });
}
window.shogi64Report({ userAgent: navigator.userAgent, results });
</script>`;

await fsp.writeFile(path.join(work, 'worker.html'), workerPage);
await fsp.writeFile(path.join(work, 'bench.html'), benchPage);

async function visit(browser, url, { timeout = REPORT_TIMEOUT_MS } = {}) {
  const context = await browser.newContext({ viewport: { width: 760, height: 480 }, deviceScaleFactor: 1 });
  const problems = [];
  try {
    const page = await context.newPage();
    page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
    let deliver;
    const reported = new Promise((resolve) => { deliver = resolve; });
    await page.exposeFunction('shogi64Report', (r) => deliver(r));
    await page.goto(origin + url);
    const result = await Promise.race([reported,
      new Promise((_, reject) => setTimeout(() => reject(new Error(`${url} did not report`)), timeout))]);
    return { result, problems };
  } finally {
    await context.close();
  }
}

let failed = 0;
const fail = (what) => {
  failed++;
  console.log(`    FAILED: ${what}`);
};
const browser = await launchChromium();
try {
  console.log(`Chromium ${browser.version()}`);
  if (benchOut) {
    const { result, problems } = await visit(browser, '/gen/bench.html', { timeout: BENCH_TIMEOUT_MS });
    problems.forEach(fail);
    await fsp.writeFile(benchOut, `${JSON.stringify(result)}\n`);
    console.log(`bench: ${result.results.length} cases solved in the page, written to ${benchOut}`);
  } else {
    const { result: r, problems } = await visit(browser, '/gen/worker.html');
    console.log(`mate worker: taichitsume in ${r.moves?.length} plies (${r.moves?.join(' ')}), ${r.nodes} nodes, ` +
      `${r.solveMs?.toFixed(0)} ms in the worker; the page's 10 ms timer fired ${r.solveTicks} times meanwhile ` +
      `(longest gap ${r.solveGap?.toFixed(0)} ms), ${r.longTicks} times in 1.5 s of an endless search ` +
      `(longest gap ${r.longGap?.toFixed(0)} ms), stopped by terminate()`);
    [...problems, ...r.failures].forEach(fail);
    // The page's thread stays free: its timer fires on through both searches
    // (on the main thread the 1.5 s search would have held it the whole
    // time; the bounds leave room for a loaded machine).
    if (!(r.longTicks >= 30)) fail(`the timer fired ${r.longTicks} times in 1.5 s of search`);
    if (!(r.longGap < 1000)) fail(`the timer's longest gap during the search was ${r.longGap} ms`);
    if (!(r.solveTicks >= Math.min(5, r.solveMs / 40))) fail(`the timer fired ${r.solveTicks} times in ${r.solveMs} ms`);
  }
} finally {
  await browser.close();
  server.close();
  server.closeAllConnections?.();
  await fsp.rm(work, { recursive: true, force: true });
}
console.log(failed === 0 ? 'mate in Chromium: passed' : `mate in Chromium: ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
