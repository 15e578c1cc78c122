// The board picture and diagram figures (run by `npm run bench`, or alone:
// `node bench/picture.mjs`): boards a second of toSvg in Node, with and
// without a last move, on every position of the shared records' main lines,
// and of toBod and fromBod; the median of 15 timed passes after one untimed.
// The goal (toSvg ≥ 10,000 boards a second) is printed as met or not;
// timings are reported, never enforced. A wrong result (an empty picture, a
// diagram that does not read back) fails the run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { decodeKifu, kifuDir, kifuNames, loadPackage, median } from '../tests/support.mjs';

const s = loadPackage();
const progress = (m) => process.stderr.write(`bench picture: ${m}\n`);

const plies = [];
for (const name of kifuNames()) {
  const record = s.parseKifu(decodeKifu(readFileSync(join(kifuDir, name))));
  for (const p of s.kifuPositions(record)) plies.push(p);
}
const bods = plies.map((p) => s.toBod(p.position));
for (let i = 0; i < plies.length; i++) {
  if (JSON.stringify(s.fromBod(bods[i])) !== JSON.stringify(plies[i].position)) throw new Error(`ply ${i}: the diagram reads back otherwise`);
}

// Items a second of `f` over `items`: the median of 15 passes.
function perSecond(items, f) {
  let sink = 0;
  for (const item of items) sink += f(item);
  const times = [];
  for (let round = 0; round < 15; round++) {
    const t0 = performance.now();
    for (const item of items) sink += f(item);
    times.push(performance.now() - t0);
  }
  if (sink === 0) throw new Error('nothing was drawn');
  return (items.length * 1000) / median(times);
}

const plain = perSecond(plies, (p) => s.toSvg(p.position).length);
const last = perSecond(plies, (p) => s.toSvg(p.position, p.usi ? { lastMove: p.usi, names: { black: '先手', white: '後手' } } : undefined).length);
const toBod = perSecond(plies, (p) => s.toBod(p.position).length);
const fromBod = perSecond(bods, (b) => s.fromBod(b).board.length);
const size = median(plies.map((p) => s.toSvg(p.position).length));
progress(`${plies.length} positions of ${kifuNames().length} records, a picture ${size} UTF-16 units (median)`);
const k = (n) => `${Math.round(n).toLocaleString('en-US')}/s`;
console.log(`picture: toSvg ${k(plain)} boards (${k(last)} with a last move and names); ` +
  `toBod ${k(toBod)}, fromBod ${k(fromBod)}`);
console.log(`picture goal (toSvg ≥ 10,000 boards/s in Node): ${plain >= 10_000 ? 'met' : 'not met'}`);
