// The module's memory does not pile up: the binding's text and word buffers
// are Vecs of the one allocator, reused from call to call, so 40 parses of
// kifu texts rising geometrically to 10 MiB leave memory no larger than one
// lone 10 MiB parse leaves, give or take 1 MiB (the raw pages the text
// buffer grew beside the allocator left 72.9 MiB after such a run). 1,000
// parses with SHOGI64_FULL=1.
//
// The package exposes no memory, and the shim's is internal: each run is a
// fresh child process that imports the package by name, as users do, after
// wrapping the platform's WebAssembly.Instance (and instantiate, for a lazy
// loader) to note each instance's memory; it reports the byte lengths of
// every memory it noted, whatever the package's layers and file names.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { spawnSync } from 'node:child_process';
import { full, projectWithPackage } from '../support.mjs';

const MiB = 1024 * 1024;

const project = projectWithPackage('shogi64-memory-');

// The child: `sizes` (bytes of UTF-8 KIF text, each parsed once, in order)
// come as its argument; it prints the memories' byte lengths as JSON.
const child = `
const memories = [];
const note = (instance) => { if (instance.exports.memory) memories.push(instance.exports.memory); return instance; };
const Instance = WebAssembly.Instance;
WebAssembly.Instance = new Proxy(Instance, { construct: (t, args, nt) => note(Reflect.construct(t, args, nt)) });
const instantiate = WebAssembly.instantiate;
WebAssembly.instantiate = async (...args) => {
  const r = await instantiate(...args);
  note(r instanceof Instance ? r : r.instance);
  return r;
};
const { parseKifu } = await import('shogi64');
const head = '手合割：平手\\n手数----指手---------消費時間--\\n';
const pair = [['５八玉(59)', '５二玉(51)'], ['５九玉(58)', '５一玉(52)']];
const comment = '*' + 'あ'.repeat(30) + '\\n';
function kifu(bytes) {
  const lines = [head];
  let n = Buffer.byteLength(head);
  for (let ply = 1; n < bytes; ply++) {
    const line = String(ply).padStart(4) + ' ' + pair[Math.floor((ply - 1) / 2) % 2][(ply - 1) % 2] + '\\n' + comment;
    lines.push(line);
    n += Buffer.byteLength(line);
  }
  return lines.join('');
}
let plies = 0;
for (const size of JSON.parse(process.argv[1])) plies += parseKifu(kifu(size)).moves.length;
console.log(JSON.stringify({ plies, memories: memories.map((m) => m.buffer.byteLength) }));
`;

function run(sizes) {
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', child, JSON.stringify(sizes)],
    { cwd: project, encoding: 'utf8', maxBuffer: 1 << 20 });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout);
}

test('parses of growing kifu texts reuse the module\'s memory', { timeout: full ? 3_600_000 : 600_000 }, () => {
  const top = 10 * MiB;
  const count = full ? 1000 : 40;
  // From 10 KiB up to 10 MiB, each the last times a constant ratio.
  const sizes = Array.from({ length: count }, (_, i) => Math.round(top * 1024 ** ((i + 1 - count) / (count - 1))));
  assert.equal(sizes.at(-1), top);
  const lone = run([top]);
  const series = run(sizes);
  assert.ok(lone.plies > 50_000, `${lone.plies} plies`);
  // The package's instance that parsed (a mate child instance, if any, stays small).
  const largest = (r) => Math.max(...r.memories);
  const [a, b] = [largest(lone), largest(series)];
  console.log(`memory after 1 parse of 10 MiB: ${(a / MiB).toFixed(1)} MiB; after ${count} parses up to ` +
    `10 MiB: ${(b / MiB).toFixed(1)} MiB`);
  assert.ok(b <= a + MiB, `${b} bytes after ${count} parses, ${a} after one`);
  // And the memory is the module's, not an empty one: a 10 MiB text needs it.
  assert.ok(a > top, `${a} bytes`);
});
