// Cold start: what a fresh Node process spends on loading the package and
// its first answer, against tsshogi loading and reading one SFEN in the same
// way, in fresh processes interleaved (the median of 9 each). The gate is a
// ratio within this run: at most 1.5 times tsshogi's, plus 5 ms.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { packageDir, root } from './load.mjs';

const RUNS = 9;
const SHOGI64 = 'poUAACMaqtYhwHgAAAAAAAAAAAAAA8DmGjtatl0WpZAA';
const SFEN = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
const tsshogiMain = createRequire(join(root, 'package.json')).resolve('tsshogi');
const tsshogiEsm = pathToFileURL(join(root, 'node_modules', 'tsshogi', 'dist', 'esm', 'index.mjs')).href;
const shogi64Esm = pathToFileURL(join(packageDir, 'shogi64.mjs')).href;

// Each script prints the milliseconds from before its load to after its answer.
const scripts = {
  'shogi64 import': `const t = performance.now(); const s = await import(${JSON.stringify(shogi64Esm)});
    if (s.decode(${JSON.stringify(SHOGI64)}).board.length !== 81) process.exit(3);
    console.log(performance.now() - t);`,
  'tsshogi import': `const t = performance.now(); const ts = await import(${JSON.stringify(tsshogiEsm)});
    if (!ts.Position.newBySFEN(${JSON.stringify(SFEN)})) process.exit(3);
    console.log(performance.now() - t);`,
  'shogi64 require': `const t = performance.now(); const s = require(${JSON.stringify(packageDir)});
    if (s.decode(${JSON.stringify(SHOGI64)}).board.length !== 81) process.exit(3);
    console.log(performance.now() - t);`,
  'tsshogi require': `const t = performance.now(); const ts = require(${JSON.stringify(tsshogiMain)});
    if (!ts.Position.newBySFEN(${JSON.stringify(SFEN)})) process.exit(3);
    console.log(performance.now() - t);`,
};

function time(name) {
  const esm = name.endsWith('import');
  const r = spawnSync(process.execPath, [esm ? '--input-type=module' : '--input-type=commonjs', '-e', scripts[name]],
    { encoding: 'utf8' });
  assert.equal(r.status, 0, `${name}: ${r.stderr}`);
  return Number(r.stdout.trim());
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

for (const how of ['import', 'require']) {
  test(`${how}: loading and a first decode within 1.5× tsshogi's load and first SFEN, + 5 ms`, () => {
    const ours = [], theirs = [];
    for (let i = 0; i < RUNS; i++) {
      ours.push(time(`shogi64 ${how}`));
      theirs.push(time(`tsshogi ${how}`));
    }
    const a = median(ours), b = median(theirs);
    console.log(`cold start, ${how}: shogi64 ${a.toFixed(1)} ms, tsshogi ${b.toFixed(1)} ms (medians of ${RUNS})`);
    assert.ok(a <= 1.5 * b + 5, `shogi64 ${a.toFixed(1)} ms, tsshogi ${b.toFixed(1)} ms`);
  });
}
