// An uncaught error, as Node prints it: the message, the stack and the source
// line it was thrown from. No line of the package that can be that source
// holds the wasm module's bytes (they are in a file of their own), so the
// whole output stays short, for every entry.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { spawnSync } from 'node:child_process';
import { projectWithPackage } from '../support.mjs';

const project = projectWithPackage('shogi64-uncaught-');

const cases = [
  ['require', [], "require('shogi64').decode('poU!')", 'shogi64 string is invalid.'],
  ['require codec', [], "require('shogi64/codec').decode('poU!')", 'shogi64 string is invalid.'],
  ['classic script', [], "require('shogi64/shogi64.js'); shogi64.decode('poU!')", 'shogi64 string is invalid.'],
  ['classic codec', [], "require('shogi64/codec.js'); shogi64.decode('poU!')", 'shogi64 string is invalid.'],
  ['import', ['--input-type=module'], "import s from 'shogi64'; s.decode('poU!')", 'shogi64 string is invalid.'],
  ['import named', ['--input-type=module'], "import { decode } from 'shogi64'; decode('poU!')",
    'shogi64 string is invalid.'],
  ['import codec', ['--input-type=module'], "import { decode } from 'shogi64/codec'; decode('poU!')",
    'shogi64 string is invalid.'],
  ['import fromSfen', ['--input-type=module'], "import { fromSfen } from 'shogi64'; fromSfen('x')",
    'SFEN board has 1 rank, not 9'],
  ['require fromSfen', [], "require('shogi64').fromSfen('x')", 'SFEN board has 1 rank, not 9'],
];

for (const [name, flags, script, message] of cases) {
  test(`uncaught error, ${name}: under 2 KB`, () => {
    const run = spawnSync(process.execPath, [...flags, '-e', script], { cwd: project, encoding: 'utf8' });
    assert.notEqual(run.status, 0, run.stdout);
    assert.ok(run.stderr.includes(message), run.stderr.slice(0, 2000));
    assert.ok(run.stderr.length < 2048, `${run.stderr.length} bytes:\n${run.stderr.slice(0, 3000)}`);
    console.log(`${name}: ${run.stderr.length} bytes`);
  });
}
