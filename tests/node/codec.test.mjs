// shogi64/codec: exactly the members of shogi64.js 0.0.3, on the codec-only
// module, giving what the whole package gives for every input.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonl } from '../support.mjs';
import {
  codecImport, codecNamespace, codecRequire, manifest, packageDir, vectors, viaImport, viaRequire,
} from './load.mjs';

const ORIGINAL_MEMBERS = ['table', 'encode', 'decode', 'encodePositionToBits', 'encodeBitsToShogi64',
  'decodeShogi64ToBits', 'decodeBitsToPosition'];
const FUNCTIONS = ORIGINAL_MEMBERS.slice(1);

test('shogi64/codec has exactly the seven original members', () => {
  for (const api of [codecRequire, codecImport]) {
    assert.deepStrictEqual(Object.keys(api), ORIGINAL_MEMBERS);
    for (const f of FUNCTIONS) assert.equal(typeof api[f], 'function', f);
    assert.equal(api.table, viaRequire.table);
  }
  assert.deepStrictEqual(Object.keys(codecNamespace).sort(), [...ORIGINAL_MEMBERS, 'default'].sort());
  for (const m of ORIGINAL_MEMBERS) assert.equal(codecNamespace[m], codecImport[m], m);
  // The same members as the full entry's, in the same order, less SFEN and JKF.
  assert.deepStrictEqual(Object.keys(viaImport).filter((m) => ORIGINAL_MEMBERS.includes(m)), ORIGINAL_MEMBERS);
  for (const own of ['fromSfen', 'toSfen', 'encodeSfen', 'decodeToSfen', 'fromJkf', 'toJkf']) {
    assert.ok(own in viaRequire, own);
    assert.ok(!(own in codecRequire) && !(own in codecImport) && !(own in codecNamespace), own);
  }
});

test('shogi64/codec is its own module, built without SFEN and JKF', () => {
  const files = ['import', 'require'].map((c) => manifest.exports['./codec'][c]).concat(manifest.exports['./codec.js']);
  assert.deepStrictEqual(files, ['./codec.mjs', './codec.cjs', './codec.js']);
  // A file with the module's bytes it imports (ESM and CommonJS keep them in
  // a file of their own, the classic script inlines them).
  const withBytes = (file) => {
    const text = readFileSync(join(packageDir, file), 'utf8');
    const bytes = /(?:from |require\()"\.\/([\w.]+\.bytes\.c?js|[\w.]+\.bytes\.mjs)"/.exec(text);
    return bytes ? text + readFileSync(join(packageDir, bytes[1]), 'utf8') : text;
  };
  for (const file of files) {
    const text = withBytes(file);
    assert.ok(!/text_buffer|from_sfen|from_jkf/.test(text), `${file} carries the SFEN and JKF exports`);
    const full = withBytes(file.replace('codec', 'shogi64'));
    assert.ok(text.length < full.length * 0.7, `${file}: ${text.length} bytes, the full entry ${full.length}`);
  }
  assert.notEqual(codecRequire, viaRequire);
  assert.notEqual(codecRequire.encode, viaRequire.encode);
});

// What a call gives: its value, or the thrown error's class, message and cause.
function outcome(f) {
  try {
    return { value: f() };
  } catch (e) {
    return { threw: e.constructor.name, message: e.message, cause: e.cause?.message };
  }
}

test('shogi64/codec gives what shogi64 gives, for every vector and cause', () => {
  const calls = [];
  for (const line of vectors('encode.jsonl')) {
    calls.push(['encode', line.position], ['encodePositionToBits', line.position]);
    if (line.shogi64 !== undefined) calls.push(['decode', line.shogi64], ['decodeShogi64ToBits', line.shogi64]);
    if (line.bits !== undefined) calls.push(['decodeBitsToPosition', line.bits], ['encodeBitsToShogi64', line.bits]);
  }
  for (const line of vectors('decode.jsonl')) calls.push(['decode', line.shogi64], ['decodeShogi64ToBits', line.shogi64]);
  for (const line of vectors('bits.jsonl')) calls.push([line.op, line.input]);
  const causes = jsonl('tests/causes.jsonl').filter((c) => FUNCTIONS.includes(c.fn));
  for (const c of causes) calls.push([c.fn, ...('args' in c ? c.args : [c.input])]);
  assert.ok(causes.length >= 20 && calls.length > 5000, `${calls.length} calls, ${causes.length} causes`);
  for (const [fn, ...args] of calls) {
    const want = outcome(() => viaRequire[fn](...args));
    const what = `${fn}(${JSON.stringify(args)?.slice(1, 61)})`;
    assert.deepStrictEqual(outcome(() => codecRequire[fn](...args)), want, what);
    assert.deepStrictEqual(outcome(() => codecImport[fn](...args)), want, what);
  }
  console.log(`shogi64/codec: ${calls.length} calls agree with shogi64`);
});

test('shogi64/codec streams long inputs as the full entry does', () => {
  const tail = 'xyz'.repeat(50_000);
  const initial = 'poUAACMaqtYhwHgAAAAPQdTnd3vMgAA';
  assert.deepStrictEqual(codecRequire.decode(initial + tail), viaRequire.decode(initial));
  const letters = 'AB'.repeat(20_000);
  const bits = codecImport.decodeShogi64ToBits(letters);
  assert.equal(bits, viaImport.decodeShogi64ToBits(letters));
  assert.equal(codecImport.encodeBitsToShogi64(bits), letters);
});
