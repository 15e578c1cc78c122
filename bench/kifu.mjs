// The kifu figures (run by `npm run bench`, or alone: `node bench/kifu.mjs`):
// for every record of tests/kifu/, the time of parseKifu on its text, of
// JSON.parse on the same game's JKF text, and of json-kifu-format's
// JKFPlayer.parse (parse and normalize) when it is installed, in this
// process; MB/s of input per format (UTF-8 bytes), and the ratios. The gate
// (parseKifu ≤ 1.5× JSON.parse) is printed as met or not; timings are
// reported, never enforced. A result that is wrong (no record, a record
// that does not parse) fails the run.
//
// json-kifu-format is looked up in node_modules, then in build/jkf-oracle
// (`npm install --prefix build/jkf-oracle json-kifu-format@5.5.0`).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { decodeKifu, kifuDir, kifuNames, loadPackage, median, root as ROOT } from '../tests/support.mjs';

const s = loadPackage();
const progress = (m) => process.stderr.write(`bench kifu: ${m}\n`);

let JKFPlayer;
for (const from of [ROOT, join(ROOT, 'build', 'jkf-oracle')]) {
  try {
    ({ JKFPlayer } = createRequire(join(from, 'noop.js'))('json-kifu-format'));
    break;
  } catch {
    // not there: the next place, or no comparison
  }
}

const dir = kifuDir;
const names = kifuNames();
if (names.length === 0) throw new Error('no records in tests/kifu/');

// ms per call of each function, batch by batch in turn (at least 20 ms a
// batch), so that the load of a shared machine weighs on them alike: the
// median over 15 rounds of each one's time, and of their ratio to the first.
function paired(...fs) {
  for (const f of fs) f();
  const times = fs.map(() => []);
  const ratios = fs.map(() => []);
  for (let round = 0; round < 15; round++) {
    const row = fs.map((f) => {
      const t = performance.now();
      let n = 0;
      while (performance.now() - t < 20 || n === 0) {
        f();
        n++;
      }
      return (performance.now() - t) / n;
    });
    row.forEach((x, i) => {
      times[i].push(x);
      ratios[i].push(x / row[0]);
    });
  }
  return { times: times.map(median), ratios: ratios.map(median) };
}

// Every record parsed for about half a second before anything is timed: the
// wasm engine compiles a large module in tiers, and the first record timed
// would otherwise carry the optimising compile of the whole layer.
{
  const texts = names.map((name) => [decodeKifu(readFileSync(join(dir, name))), name.split('.').pop()]);
  const t = performance.now();
  while (performance.now() - t < 500) {
    for (const [text, ext] of texts) s.parseKifu(text, ext.replace('kifu', 'kif').replace('ki2u', 'ki2'));
  }
}

const FORMAT = { kif: 'KIF', kifu: 'KIF', ki2: 'KI2', ki2u: 'KI2', csa: 'CSA', jkf: 'JKF' };
const totals = {};
const rows = [];
let sink = 0;
for (const name of names) {
  const text = decodeKifu(readFileSync(join(dir, name)));
  const ext = name.split('.').pop();
  const format = ext.replace('kifu', 'kif').replace('ki2u', 'ki2');
  const record = s.parseKifu(text, format);
  const jkf = JSON.stringify(record);
  const fs = [() => { sink += s.parseKifu(text, format).moves.length; },
    () => { sink += JSON.parse(jkf).moves.length; }];
  let refOk = false;
  if (JKFPlayer) {
    try {
      JKFPlayer.parse(text, name);
      refOk = true;
      fs.push(() => { sink += JKFPlayer.parse(text, name).kifu.moves.length; });
    } catch {
      // json-kifu-format cannot read it (the README lists which): no figure
    }
  }
  const { times, ratios } = paired(...fs);
  const [ours, json] = times;
  const ref = refOk ? times[2] : NaN;
  const bytes = Buffer.byteLength(text);
  const t = (totals[FORMAT[ext]] ||= { ours: 0, json: 0, ref: 0, refOurs: 0, bytes: 0, files: 0 });
  // The per-format ratio weighs each file's paired ratio by its time.
  t.ours += ours;
  t.json += ours * ratios[1];
  t.bytes += bytes;
  t.files++;
  if (refOk) {
    t.ref += ours * ratios[2];
    t.refOurs += ours;
  }
  rows.push({ name, ours, json, ref });
}

const us = (t) => `${(t * 1000).toFixed(1)} µs`;
for (const r of rows) {
  const refText = Number.isNaN(r.ref) ? '' : `, json-kifu-format ${us(r.ref)} (${(r.ref / r.ours).toFixed(1)}x ours)`;
  progress(`${r.name.slice(0, 40).padEnd(40)} parseKifu ${us(r.ours)}, JSON.parse ${us(r.json)} ` +
    `(${(r.ours / r.json).toFixed(2)}x)${refText}`);
}
let worst = 0;
for (const [format, t] of Object.entries(totals)) {
  const ratio = t.ours / t.json;
  worst = Math.max(worst, ratio);
  const ref = t.ref ? `; json-kifu-format ${(t.ref / t.refOurs).toFixed(1)}x slower than parseKifu` : '';
  console.log(`kifu ${format} (${t.files} files, ${(t.bytes / 1024).toFixed(0)} KB): parseKifu ` +
    `${(t.bytes / t.ours / 1000).toFixed(1)} MB/s, ${ratio.toFixed(2)}x JSON.parse of the same JKF${ref}`);
}
console.log(`kifu gate (parseKifu ≤ 1.5x JSON.parse, per format): ${worst <= 1.5 ? 'met' : 'not met'} ` +
  `(worst ${worst.toFixed(2)}x)${JKFPlayer ? '' : '; json-kifu-format not installed, no comparison'}`);
if (sink === 0) throw new Error('nothing was parsed');
