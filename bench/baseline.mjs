// This version against a baseline build of the package (22ee568, the last
// version with one module per layer), in one process, interleaved round by
// round: perft(5), a mate-bench subset, legalMoves, the codec, kifu reading
// and kifu writing. Prints each workload's time for both, and the ratio
// (this / baseline) as the median of the rounds. Timings are reported, never
// enforced; a result that differs between the two fails the process.
//
//   node bench/baseline.mjs [BASELINE_PKG_DIR]   (default build/baseline/pkg)
// Environment: BENCH_ROUNDS (default 7); SHOGI64_PKG, this version's package (default pkg/).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { decodeKifu, jsonl, kifuDir, loadPackage, median, mulberry32, root as ROOT } from '../tests/support.mjs';

const baseDir = resolve(process.argv[2] || join(ROOT, 'build', 'baseline', 'pkg'));
if (!existsSync(join(baseDir, 'shogi64.cjs'))) {
  console.error(`bench baseline: no baseline package at ${baseDir}`);
  process.exit(1);
}
const packages = { baseline: loadPackage(baseDir), this: loadPackage() };
const ROUNDS = Math.max(5, Number(process.env.BENCH_ROUNDS) || 7);
const progress = (m) => process.stderr.write(`bench baseline: ${m}\n`);

// The inputs, made once with the baseline package.
const s0 = packages.baseline;
const INITIAL = s0.fromSfen('lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1');
const codecPositions = jsonl('tests/vectors/encode.jsonl').filter((l) => l.position && typeof l.shogi64 === 'string')
  .map((l) => l.position);
const codecStrings = codecPositions.map((p) => s0.encode(p));
// The same middle-game positions every run.
const random = mulberry32(0x5eed);
const middle = [];
while (middle.length < 200) {
  let p = INITIAL;
  for (let ply = 0; ply < 72; ply++) {
    const moves = s0.legalMoves(p);
    if (moves.length === 0) break;
    p = s0.applyMove(p, moves[Math.floor(random() * moves.length)]);
    if (ply >= 30 && ply % 10 === 0) middle.push(p);
  }
}
const mates = jsonl('tests/mate/bench200.jsonl').filter((_, i) => i % 8 === 0).map((c) => s0.fromSfen(c.sfen));
const MATE_OPTIONS = { maxPly: 31, maxNodes: 20_000_000, memoryMB: 4 };
const kifuFiles = readdirSync(kifuDir).filter((f) => /\.(kifu?|ki2u?|csa|jkf)$/.test(f));
const kifuTexts = kifuFiles.map((f) => readFileSync(join(kifuDir, f)));
const records = kifuTexts.map((b) => s0.parseKifu(b));
// Records whose text this version writes differently on purpose, and why:
// their lengths are left out of the comparison (not of the timing).
const CHANGED = {
  'dr1test1test0+tu-1_aobazero_viper-300-5F+aobazero+viper+20200719201040.5a5170e2.csa':
    "the KIF of a game ended by %KACHI: the baseline's writer leaves out the 入玉勝ち line with its time",
};
const changed = new Set(kifuFiles.flatMap((f, i) => (f in CHANGED ? [i] : [])));
const lengths = (texts) => texts.map((t, i) => (changed.has(i) ? 0 : t.length));
// The files of each format, as text (UTF-8 or Shift_JIS decoded).
const byFormat = { kif: /\.kifu?$/, ki2: /\.ki2u?$/, csa: /\.csa$/, jkf: /\.jkf$/ };
const textsOf = (re) => kifuFiles.map((f, i) => [f, i]).filter(([f]) => re.test(f)).map(([, i]) => decodeKifu(kifuTexts[i]));

// Each workload returns a value that must be the same for both packages.
const workloads = {
  'perft(5) from the initial position': (s) => s.perft(INITIAL, 5),
  [`solveMate, ${mates.length} bench cases`]: (s) => mates.map((p) => s.solveMate(p, MATE_OPTIONS).moves.length),
  'legalMoves, 200 middle-game positions ×20': (s) => {
    let n = 0;
    for (let k = 0; k < 20; k++) for (const p of middle) n += s.legalMoves(p).length;
    return n;
  },
  [`encode + decode, ${codecPositions.length} vector positions ×20`]: (s) => {
    let n = 0;
    for (let k = 0; k < 20; k++) {
      for (const p of codecPositions) n += s.encode(p).length;
      for (const t of codecStrings) n += s.decode(t).board.length;
    }
    return n;
  },
  [`parseKifu, ${kifuTexts.length} shared files ×5`]: (s) => {
    let n = 0;
    for (let k = 0; k < 5; k++) for (const b of kifuTexts) n += s.parseKifu(b).moves.length;
    return n;
  },
  [`formatKifu kif, ki2, csa, jkf, ${records.length} records`]: (s) => {
    return ['kif', 'ki2', 'csa', 'jkf'].map((f) => lengths(records.map((r) => s.formatKifu(r, f))));
  },
};
// Each format apart: reading its shared files as text (×10), writing every record in it.
for (const [format, re] of Object.entries(byFormat)) {
  const texts = textsOf(re);
  workloads[`parseKifu ${format} text, ${texts.length} files ×10`] = (s) => {
    let n = 0;
    for (let k = 0; k < 10; k++) for (const t of texts) n += s.parseKifu(t, format).moves.length;
    return n;
  };
  workloads[`formatKifu ${format}, ${records.length} records`] = (s) => {
    return lengths(records.map((r) => s.formatKifu(r, format)));
  };
}

const results = [];
for (const [name, run] of Object.entries(workloads)) {
  progress(name);
  const answers = {};
  for (const [who, s] of Object.entries(packages)) answers[who] = JSON.stringify(run(s)); // warm-up
  if (answers.baseline !== answers.this) {
    console.error(`bench baseline: ${name}: the answers differ`);
    process.exitCode = 1;
  }
  const times = { baseline: [], this: [] };
  const ratios = [];
  for (let r = 0; r < ROUNDS; r++) {
    const order = r % 2 ? ['this', 'baseline'] : ['baseline', 'this'];
    const t = {};
    for (const who of order) {
      const t0 = performance.now();
      run(packages[who]);
      t[who] = performance.now() - t0;
      times[who].push(t[who]);
    }
    ratios.push(t.this / t.baseline);
  }
  results.push({ name, baseline: median(times.baseline), this: median(times.this), ratio: median(ratios) });
}

console.log(`\n## Against the baseline (${baseDir}), ${ROUNDS} interleaved rounds, medians\n`);
console.log('| workload | baseline ms | this ms | this / baseline |');
console.log('|---|---|---|---|');
for (const r of results) {
  console.log(`| ${r.name} | ${r.baseline.toFixed(1)} | ${r.this.toFixed(1)} | ${r.ratio.toFixed(3)} |`);
}
