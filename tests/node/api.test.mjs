// Error causes, unbound calls, long inputs and the shape of the API object.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { jsonl } from '../support.mjs';
import { caught, codecImport, entries, esmNamespace, viaImport, viaRequire } from './load.mjs';

const INITIAL = 'poUAACMaqtYhwHgAAAAPQdTnd3vMgAA';
const ORIGINAL_MEMBERS = ['table', 'encode', 'decode', 'encodePositionToBits', 'encodeBitsToShogi64',
  'decodeShogi64ToBits', 'decodeBitsToPosition'];
const OWN = new Set(['fromSfen', 'toSfen', 'fromJkf', 'toJkf']);
const causes = jsonl('tests/causes.jsonl');

for (const [name, api] of entries) {
  test(`${name}: every cause in causes.jsonl`, () => {
    for (const c of causes) {
      const args = 'args' in c ? c.args : [c.input];
      const what = `${c.fn}(${JSON.stringify(args)?.slice(1, 61)})`;
      const e = caught(() => api[c.fn](...args));
      assert.ok(e instanceof Error, what);
      if (OWN.has(c.fn)) {
        // The package's own functions: the reason is the message itself.
        assert.equal(e.constructor, Error, what);
        assert.equal(e.cause, undefined, what);
        assert.equal(e.message, c.cause, what);
      } else {
        assert.ok(e.cause instanceof Error, what);
        assert.equal(e.cause.message, c.cause, what);
      }
    }
    console.log(`${name}: ${causes.length} causes checked`);
  });

  test(`${name}: members work unbound`, () => {
    const { encode, decode, encodePositionToBits, encodeBitsToShogi64, decodeShogi64ToBits,
      decodeBitsToPosition } = api;
    const p = decode(INITIAL);
    assert.equal(encode(p), INITIAL);
    const bits = encodePositionToBits(p);
    assert.equal(encodeBitsToShogi64(bits), INITIAL);
    assert.ok(decodeShogi64ToBits(INITIAL).startsWith(bits));
    assert.deepStrictEqual(decodeBitsToPosition(bits), p);
  });
}

test('the API object has the original members, with the alphabet as table', () => {
  for (const api of [viaRequire, viaImport]) {
    for (const m of ORIGINAL_MEMBERS) assert.ok(m in api, m);
    assert.equal(api.table, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_');
  }
  // The named exports are the default object's members (one module), and
  // shogi64/codec's are functions of its own module.
  for (const m of ORIGINAL_MEMBERS) {
    assert.equal(esmNamespace[m], viaImport[m], m);
    if (m !== 'table') assert.notEqual(esmNamespace[m], codecImport[m], m);
  }
});

test('decode returns a fresh object each time', () => {
  const a = viaRequire.decode(INITIAL);
  const b = viaRequire.decode(INITIAL);
  assert.notEqual(a, b);
  assert.notEqual(a.board, b.board);
  a.board[0] = 99;
  assert.equal(b.board[0], -2);
  assert.deepStrictEqual(viaRequire.decode(INITIAL), b);
});

test('long inputs stream through the core in linear time', () => {
  const { decode, decodeShogi64ToBits, encodeBitsToShogi64, decodeBitsToPosition, encodePositionToBits } = viaRequire;
  const tail = 'xyz'.repeat(100_000);
  assert.deepStrictEqual(decode(INITIAL + tail), decode(INITIAL));
  const bad = caught(() => decode(`${INITIAL + tail}=`));
  assert.equal(bad.message, 'shogi64 string is invalid.');
  assert.equal(bad.cause.message, `character '=' at offset ${INITIAL.length + tail.length} is not in the alphabet`);

  const letters = 'AB'.repeat(50_000);
  const bits = decodeShogi64ToBits(letters);
  assert.equal(bits.length, letters.length * 6);
  assert.equal(bits.slice(0, 12), '000000000001');
  assert.equal(bits.slice(-12), '000000000001');
  assert.equal(encodeBitsToShogi64(bits), letters);
  assert.equal(encodeBitsToShogi64(`${bits}1`), `${letters}g`);
  const badBit = caught(() => encodeBitsToShogi64(`${bits}2`));
  assert.equal(badBit.cause.message, `character '2' at offset ${bits.length} is not '0' or '1'`);

  const positionBits = encodePositionToBits(decode(INITIAL));
  const padded = positionBits + '0'.repeat(200_000);
  assert.deepStrictEqual(decodeBitsToPosition(padded), decode(INITIAL));
  const badTail = caught(() => decodeBitsToPosition(`${padded}a`));
  assert.equal(badTail.cause.message, `character 'a' at offset ${padded.length} is not '0' or '1'`);
});

test('characters outside ASCII are refused with their offset', () => {
  const e = caught(() => viaRequire.decode(`${INITIAL.slice(0, 5)}é${INITIAL.slice(6)}`));
  assert.equal(e.cause.message, "character 'é' (U+00E9) at offset 5 is not in the alphabet");
  const astral = caught(() => viaRequire.decode(`AB😀`));
  assert.equal(astral.cause.message, "character '😀' (U+1F600) at offset 2 is not in the alphabet");
  // A unit above 255 whose low byte is an alphabet letter must not pass as that letter.
  const wide = caught(() => viaRequire.decode(String.fromCharCode(0x141) + INITIAL.slice(1)));
  assert.equal(wide.message, 'shogi64 string is invalid.');
});

test('a king on 9一 (index 0) round-trips', () => {
  const p = viaRequire.decode(INITIAL);
  p.board[4] = 0;
  p.board[0] = -8;
  assert.deepStrictEqual(viaRequire.decode(viaRequire.encode(p)), p);
});

test('inputs are not modified and extra keys on the position are ignored', () => {
  const p = viaRequire.decode(INITIAL);
  const copy = structuredClone(p);
  const withExtra = { ...p, comment: 'hello', moves: [] };
  assert.equal(viaRequire.encode(withExtra), INITIAL);
  assert.deepStrictEqual(p, copy);
});

test('a cause never depends on the call before it', () => {
  const { encode } = viaRequire;
  caught(() => encode({ turn: true, board: [1, 2, 3], hands: {} }));
  assert.equal(caught(() => encode(42)).cause.message, 'the position is 42, not an object');
  assert.equal(caught(() => encode({ turn: 'x', board: [1, 2, 3], hands: {} })).cause.message,
    'turn is "x", not a boolean');
  caught(() => encode({ turn: true, board: Array(81).fill(15), hands: {} }));
  assert.equal(caught(() => encode({ turn: true, board: [], hands: {} })).cause.message,
    'board has 0 squares, not 81');
});

test('SFEN and JKF texts of any length are read, whole', () => {
  const { fromSfen, fromJkf } = viaRequire;
  // Past the first size the text buffer takes, and again past the next one.
  for (const n of [70_000, 700_000]) {
    const long = `startpos${' '.repeat(n)}`;
    assert.deepStrictEqual(fromSfen(long), fromSfen('startpos'));
    assert.equal(caught(() => fromSfen(`${long}x`)).message, `unexpected text at column ${n + 9} after the position`);
    assert.deepStrictEqual(fromJkf({ preset: 'KA', pad: '歩'.repeat(n) }), fromJkf({ preset: 'KA' }));
    assert.equal(caught(() => fromJkf({ pad: '歩'.repeat(n), preset: 'ZZ' })).message, 'JKF preset "ZZ" is unknown');
  }
  // A short text after a long one reads only itself.
  assert.deepStrictEqual(fromSfen('startpos'), viaRequire.decode('poUAACMaqtYhwHgAAAAPQdTnd3vMgAA'));
});
