// Every line of the conformance vectors, through every Node entry point of
// the package and of shogi64/codec.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { codecEntries, entries, vectors } from './load.mjs';

const encodeLines = vectors('encode.jsonl');
const decodeLines = vectors('decode.jsonl');
const bitsLines = vectors('bits.jsonl');

function throwsWith(fn, message, what) {
  let error;
  try {
    fn();
  } catch (e) {
    error = e;
  }
  assert.ok(error instanceof Error, `${what}: expected an Error, got ${error}`);
  assert.equal(error.message, message, what);
  assert.ok(error.cause instanceof Error && error.cause.message.length > 0, `${what}: cause`);
}

for (const [name, api] of [...entries, ...codecEntries]) {
  test(`${name}: encode.jsonl`, () => {
    let checked = 0;
    for (const line of encodeLines) {
      if ('error' in line) {
        throwsWith(() => api.encode(line.position), line.error, line.what);
        throwsWith(() => api.encodePositionToBits(line.position), line.error, line.what);
      } else {
        assert.equal(api.encode(line.position), line.shogi64, line.what);
        assert.equal(api.encodePositionToBits(line.position), line.bits, line.what);
        assert.deepStrictEqual(api.decode(line.shogi64), line.position, line.what);
      }
      checked++;
    }
    assert.equal(checked, encodeLines.length);
    console.log(`${name}: encode.jsonl ${checked} lines checked`);
  });

  test(`${name}: decode.jsonl`, () => {
    let checked = 0;
    for (const line of decodeLines) {
      if ('error' in line) {
        throwsWith(() => api.decode(line.shogi64), line.error, line.what);
      } else {
        assert.equal(JSON.stringify(api.decode(line.shogi64)), JSON.stringify(line.position), line.what);
      }
      checked++;
    }
    assert.equal(checked, decodeLines.length);
    console.log(`${name}: decode.jsonl ${checked} lines checked`);
  });

  test(`${name}: bits.jsonl`, () => {
    let checked = 0;
    for (const line of bitsLines) {
      const call = () => api[line.op](line.input);
      if ('error' in line) {
        throwsWith(call, line.error, `${line.op}(${JSON.stringify(line.input)})`);
      } else {
        assert.equal(JSON.stringify(call()), JSON.stringify(line.output), line.op);
      }
      checked++;
    }
    assert.equal(checked, bitsLines.length);
    console.log(`${name}: bits.jsonl ${checked} lines checked`);
  });
}
