// The API object as TypeScript output and test frameworks meet it: the CommonJS
// entries' non-enumerable `default` (what `import x from 'shogi64'` compiled
// without esModuleInterop reads), and a read-only `table` on an otherwise
// ordinary object (spies and mocks replace members).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { codecImport, codecRequire, viaImport, viaRequire } from './load.mjs';

const INITIAL = 'poUAACMaqtYhwHgAAAAPQdTnd3vMgAA';
const TABLE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

for (const [name, api] of [['shogi64', viaRequire], ['shogi64/codec', codecRequire]]) {
  test(`require('${name}').default is the object itself, not enumerable`, () => {
    assert.equal(api.default, api);
    assert.equal(api.default.decode(INITIAL).turn, true);
    const d = Object.getOwnPropertyDescriptor(api, 'default');
    assert.equal(d.enumerable, false);
    assert.ok(!Object.keys(api).includes('default'));
    assert.ok(!('default' in { ...api }));
    assert.equal(JSON.stringify(api), JSON.stringify({ table: TABLE }));
    // What tsc emits for `import shogi64 from 'shogi64'` without esModuleInterop.
    const emitted = new Function('require', 'const m = require("x"); return m.default.encode(m.default.decode(arguments[1]));');
    assert.equal(emitted(() => api, INITIAL), INITIAL);
  });
}

for (const [name, api] of [['require', viaRequire], ['import', viaImport],
  ['codec require', codecRequire], ['codec import', codecImport]]) {
  test(`${name}: table is read-only, the object stays ordinary`, () => {
    const d = Object.getOwnPropertyDescriptor(api, 'table');
    assert.equal(d.writable, false);
    assert.equal(d.enumerable, true);
    assert.throws(() => { 'use strict'; api.table = 'x'; }, TypeError);
    assert.equal(api.table, TABLE);
    assert.ok(Object.isExtensible(api));
    assert.ok(!Object.isFrozen(api));
    // A spy replaces a member and is restored, as test frameworks do.
    const original = api.decode;
    let calls = 0;
    api.decode = (s) => { calls++; return original(s); };
    try {
      assert.equal(api.decode(INITIAL).turn, true);
      assert.equal(calls, 1);
    } finally {
      api.decode = original;
    }
    assert.equal(api.decode, original);
    const own = Object.getOwnPropertyDescriptor(api, 'encode');
    assert.ok(own.writable && own.configurable);
  });
}

// shogi64.js read a String object as its string; every non-string is refused here.
test('decode(new String(s)) is refused, as every non-string', () => {
  for (const api of [viaRequire, viaImport, codecRequire, codecImport]) {
    for (const f of [api.decode, api.decodeShogi64ToBits]) {
      assert.throws(() => f(new String(INITIAL)), (e) => e.message === 'shogi64 string is invalid.' &&
        e.cause.message === 'an object is not a string');
    }
    assert.equal(api.encode(api.decode(String(new String(INITIAL)))), INITIAL);
  }
});
