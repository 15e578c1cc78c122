// The rules layer's figures (run by `npm run bench` after bench/run.mjs, or
// alone: `node bench/rules.mjs`): perft(5) from the initial position through
// the package and natively (cargo example `perft`, release), legalMoves per
// call against shogiops' legal-move generation and a tsshogi isValidMove-based
// generator in this process. Wrong counts fail the process; timings are
// reported, and the gates (wasm/native ≤ 1.5, legalMoves ≥ 40× shogiops) are
// printed as met or not. Sizes are held by tests/node/budgets.test.mjs.
//
// Environment: BENCH_NATIVE=0 skips the native perft; BENCH_ROUNDS (default
// 15) sets the interleaved rounds of the per-call timings.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { parseSfen } from 'shogiops/sfen';
import { Position as TsPosition } from 'tsshogi';
import { jsonl, loadPackage, median, mulberry32, root as ROOT } from '../tests/support.mjs';

const s = loadPackage();
const ROUNDS = Math.max(3, Number(process.env.BENCH_ROUNDS) || 15);
const failures = [];
const progress = (m) => process.stderr.write(`bench rules: ${m}\n`);
const fmt = (x, d = 1) => x.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });

const INITIAL = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
const PERFT = jsonl('tests/moves/perft.jsonl');
const row = (name) => PERFT.find((r) => r.name === name);

// --- perft(5) ---------------------------------------------------------------------

progress('perft(5) from the initial position, wasm');
const start = s.fromSfen(INITIAL);
let wasmMs = Infinity;
for (let i = 0; i < 3; i++) {
  const t = performance.now();
  const n = s.perft(start, 5);
  wasmMs = Math.min(wasmMs, performance.now() - t);
  if (n !== 19861490) failures.push(`perft(5) is ${n}, not 19,861,490`);
}
let nativeMs = NaN;
if (process.env.BENCH_NATIVE !== '0') {
  progress('perft(5) from the initial position, native (cargo run --release --example perft)');
  const r = spawnSync('cargo', ['run', '--quiet', '--release', '--example', 'perft', '--', INITIAL, '5', '3'],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const out = JSON.parse(r.stdout.trim().split('\n').pop());
    if (out.leaves !== 19861490) failures.push(`native perft(5) is ${out.leaves}`);
    nativeMs = out.ns / 1e6;
  } catch {
    failures.push(`the native perft did not run (status ${r.status})`);
  }
}

// --- positions ----------------------------------------------------------------------

// The same middle-game positions every run.
const rnd = mulberry32(2026);
const middle = [];
while (middle.length < 200) {
  let p = s.fromSfen('startpos');
  for (let ply = 0; ply < 80; ply++) {
    const moves = s.legalMoves(p);
    if (moves.length === 0) break;
    p = s.applyMove(p, moves[Math.floor(rnd() * moves.length)]);
    if (ply >= 30 && ply % 10 === 0) middle.push(p);
  }
}

const sets = [
  ['middle game, 200 positions from random play (plies 31-71)', middle.map((p) => s.toSfen(p))],
  ['the 593-move position', [row('593 moves').sfen]],
  ['kings only, all in hand', [row('kings only, all in hand').sfen]],
];

// tsshogi has no generator: every USI text that could be a move of the side
// to move (its pieces' squares to any square, with and without promotion;
// drops of what it holds on empty squares), kept when isValidMove accepts it.
function tsshogiCandidates(p) {
  const own = (v) => (p.turn ? v > 0 : v < 0);
  const sq = (i) => `${9 - (i % 9)}${'abcdefghi'[(i / 9) | 0]}`;
  const out = [];
  p.board.forEach((v, from) => {
    if (!own(v)) return;
    for (let to = 0; to < 81; to++) {
      if (to !== from && !own(p.board[to])) out.push(sq(from) + sq(to), `${sq(from) + sq(to)}+`);
    }
  });
  const hand = p.turn ? p.hands.black : p.hands.white;
  ['HI', 'KA', 'KI', 'GI', 'KE', 'KY', 'FU'].forEach((k, i) => {
    if (hand[k] > 0) p.board.forEach((v, to) => { if (v === 0) out.push(`${'RBGSNLP'[i]}*${sq(to)}`); });
  });
  return out;
}

// Per-call time of each contender over a set, in interleaved rounds: µs per
// position, median of the rounds.
function perCall(sfens) {
  const ours = sfens.map((x) => s.fromSfen(x));
  const ops = sfens.map((x) => parseSfen('standard', x, false).unwrap());
  const ts = sfens.map((x) => TsPosition.newBySFEN(x));
  const tsCandidates = ours.map(tsshogiCandidates);
  // The counts agree before anything is timed.
  ours.forEach((p, i) => {
    const n = s.legalMoves(p).length;
    const t = tsCandidates[i].filter((u) => { const m = ts[i].createMoveByUSI(u); return m && ts[i].isValidMove(m); });
    if (t.length !== n) failures.push(`tsshogi finds ${t.length} moves, shogi64 ${n}: ${sfens[i]}`);
  });
  const contenders = {
    shogi64: () => { let n = 0; for (const p of ours) n += s.legalMoves(p).length; return n; },
    shogiops: () => {
      let n = 0;
      for (const p of ops) {
        for (const d of p.allMoveDests().values()) n += d.size();
        for (const d of p.allDropDests().values()) n += d.size();
      }
      return n;
    },
    tsshogi: () => {
      let n = 0;
      ts.forEach((p, i) => {
        for (const u of tsCandidates[i]) { const m = p.createMoveByUSI(u); if (m && p.isValidMove(m)) n++; }
      });
      return n;
    },
  };
  const times = Object.fromEntries(Object.keys(contenders).map((k) => [k, []]));
  for (let r = 0; r < ROUNDS; r++) {
    for (const [name, fn] of Object.entries(contenders)) {
      // Enough repetitions for a round of a few milliseconds at least.
      const reps = name === 'shogi64' ? Math.max(1, Math.ceil(2000 / sfens.length)) : Math.max(1, Math.ceil(40 / sfens.length));
      const t = performance.now();
      for (let i = 0; i < reps; i++) fn();
      times[name].push(((performance.now() - t) * 1000) / reps / sfens.length);
    }
  }
  return Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)]));
}

progress('legalMoves per call against shogiops and tsshogi');
const peers = sets.map(([label, sfens]) => [label, perCall(sfens)]);

// --- report -----------------------------------------------------------------------------

const ratio = wasmMs / nativeMs;
console.log('\n## Rules layer');
console.log(`perft(5), initial position, 19,861,490 leaves (leaves counted at depth 1):`);
console.log(`  through the package (wasm, Node ${process.version}): ${fmt(wasmMs / 1000, 3)} s (goal ≤ 0.8 s)`);
console.log(`  natively (release, best of 3):                  ${Number.isNaN(nativeMs) ? 'not run' : `${fmt(nativeMs / 1000, 3)} s`}`);
if (!Number.isNaN(nativeMs)) console.log(`  wasm / native: ${fmt(ratio, 2)} (gate ≤ 1.5: ${ratio <= 1.5 ? 'met' : 'NOT met'})`);
console.log('\nlegalMoves per call, µs (median of interleaved rounds; shogiops: allMoveDests + allDropDests;');
console.log('tsshogi: createMoveByUSI + isValidMove over the side to move\'s candidate moves):');
console.log('| positions | shogi64 | shogiops | × | tsshogi | × |');
console.log('|---|---|---|---|---|---|');
for (const [label, t] of peers) {
  console.log(`| ${label} | ${fmt(t.shogi64, 2)} | ${fmt(t.shogiops, 1)} | ${fmt(t.shogiops / t.shogi64)} | ${fmt(t.tsshogi, 0)} | ${fmt(t.tsshogi / t.shogi64, 0)} |`);
}
const mid = peers[0][1];
console.log(`  middle game vs shogiops: ${fmt(mid.shogiops / mid.shogi64)}× (gate ≥ 40×, the median of the bench's runs); 593-move and all-in-hand: ` +
  `${peers.slice(1).map(([, t]) => `${fmt(t.shogiops / t.shogi64)}×`).join(', ')} (goal ≥ 10×)`);
if (failures.length) {
  console.error(`\nbench rules: WRONG RESULTS:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
