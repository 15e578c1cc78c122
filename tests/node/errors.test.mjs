// Every Error the package throws carries a stable `code` (README "Errors"),
// the same through every entry; a call made from the caller's code while the
// package reads its input (a getter, a Proxy) is answered rightly or refused
// with a code, never answered with another position's result; and texts of
// any size are read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonl } from '../support.mjs';
import { caught, codecEntries, entries, packageDir, root, vectors, viaRequire } from './load.mjs';

// The codes the README documents, from its table under "Errors".
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const documented = new Set([...readme.matchAll(/^\| `(SHOGI64_[A-Z_]+)` \|/gm)].map((m) => m[1]));
// What each kind of input failure gives; the input is what `fn` was given.
const causes = jsonl('tests/causes.jsonl');
const INITIAL = 'poUAACMaqtYhwHgAAAAPQdTnd3vMgAA';
const SFEN = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';

// Failing calls, each with the code it must carry.
function failingCalls() {
  const calls = [];
  for (const c of causes) {
    const args = 'args' in c ? c.args : [c.input];
    calls.push([c.fn, args]);
  }
  for (const l of vectors('encode.jsonl')) if ('error' in l) calls.push(['encode', [l.position]]);
  for (const l of vectors('decode.jsonl')) if ('error' in l) calls.push(['decode', [l.shogi64]]);
  for (const l of vectors('bits.jsonl')) if ('error' in l) calls.push([l.op, [l.input]]);
  for (const v of [undefined, null, 5, {}, [], new String(INITIAL)]) {
    for (const fn of ['decode', 'decodeBitsToPosition', 'decodeShogi64ToBits', 'encodeBitsToShogi64', 'fromSfen']) {
      calls.push([fn, [v]]);
    }
  }
  calls.push(['fromSfen', [`${SFEN} moves 7g7f`]], ['decodeToSfen', ['poU!']], ['decodeToSfen', [INITIAL, 0]]);
  calls.push(['fromJkf', [{ a: 1n }]], ['fromJkf', [5]], ['toJkf', [{}]]);
  return calls;
}

function expectedCode(fn, args) {
  const [input] = args;
  const text = ['decode', 'decodeBitsToPosition', 'decodeShogi64ToBits', 'encodeBitsToShogi64', 'fromSfen',
    'decodeToSfen'];
  if (text.includes(fn) && typeof input !== 'string') return 'SHOGI64_NOT_A_STRING';
  if (fn === 'decode' || fn === 'decodeShogi64ToBits' || fn === 'decodeToSfen') {
    return fn === 'decodeToSfen' && args.length > 1 ? 'SHOGI64_INVALID_MOVE_NUMBER' : 'SHOGI64_INVALID_STRING';
  }
  if (fn === 'decodeBitsToPosition' || fn === 'encodeBitsToShogi64') return 'SHOGI64_INVALID_BITS';
  return undefined;
}

test('documented codes', () => {
  assert.ok(documented.size >= 10, `README documents ${[...documented].join(', ')}`);
});

for (const [name, api] of [...entries, ...codecEntries]) {
  test(`${name}: every error carries a documented code`, () => {
    const seen = new Map();
    let checked = 0;
    for (const [fn, args] of failingCalls()) {
      if (!(fn in api)) continue;
      const what = `${fn}(${String(JSON.stringify(args, (k, v) => (typeof v === 'bigint' ? `${v}n` : v))).slice(1, 61)})`;
      const e = caught(() => api[fn](...args));
      assert.ok(e instanceof Error, what);
      assert.ok(documented.has(e.code), `${what}: code ${e.code}`);
      const want = expectedCode(fn, args);
      if (want) assert.equal(e.code, want, what);
      seen.set(e.code, (seen.get(e.code) || 0) + 1);
      checked++;
    }
    assert.ok(checked > 400, `${checked} failing calls`);
    const codes = [...seen.keys()];
    assert.ok(codes.includes('SHOGI64_INVALID_POSITION') && codes.includes('SHOGI64_INVALID_STRING') &&
      codes.includes('SHOGI64_INVALID_BITS') && codes.includes('SHOGI64_NOT_A_STRING'), codes.join());
    if ('fromSfen' in api) {
      for (const c of ['SHOGI64_INVALID_SFEN', 'SHOGI64_SFEN_MOVES', 'SHOGI64_INVALID_JKF', 'SHOGI64_INVALID_MOVE_NUMBER']) {
        assert.ok(codes.includes(c), `${c} not seen: ${codes.join()}`);
      }
    }
    console.log(`${name}: ${checked} errors, codes ${[...seen].map(([c, n]) => `${c} ${n}`).join(', ')}`);
  });
}

// A position whose `turn` getter calls `inner` on the package while the
// package reads it.
function meddling(api, inner) {
  const p = api.decode(INITIAL);
  let turn = p.turn;
  const q = { ...p };
  Object.defineProperty(q, 'turn', { enumerable: true, get() { inner(); return turn; } });
  return q;
}

for (const [name, api] of entries) {
  test(`${name}: a call from a getter of the input is answered rightly or refused`, () => {
    const other = { ...api.decode('gADbbbbbbbbYAAAAAAAAAAAAAAAA') };
    const inners = {
      encode: () => api.encode(other),
      encodePositionToBits: () => api.encodePositionToBits(other),
      decode: () => api.decode('gADbbbbbbbbYAAAAAAAAAAAAAAAA'),
      decodeShogi64ToBits: () => api.decodeShogi64ToBits(INITIAL),
      fromSfen: () => api.fromSfen('9/9/9/9/9/9/9/9/9 w - 5'),
      toSfen: () => api.toSfen(other, 7),
      fromJkf: () => api.fromJkf({ preset: 'KA' }),
      toJkf: () => api.toJkf(other),
    };
    const outers = {
      encode: (p) => api.encode(p),
      encodePositionToBits: (p) => api.encodePositionToBits(p),
      toSfen: (p) => api.toSfen(p, 3),
      toJkf: (p) => api.toJkf(p),
    };
    let refused = 0, answered = 0;
    for (const [outerName, outer] of Object.entries(outers)) {
      const want = outer(api.decode(INITIAL));
      for (const [innerName, inner] of Object.entries(inners)) {
        const innerWant = inner();
        let innerGot;
        const p = meddling(api, () => { innerGot = inner(); });
        let got, error;
        try {
          got = outer(p);
        } catch (e) {
          error = e;
        }
        const what = `${outerName} calling ${innerName}`;
        assert.deepStrictEqual(innerGot, innerWant, `${what}: the inner call`);
        if (error) {
          assert.equal(error.code, 'SHOGI64_REENTERED', `${what}: ${error.message}`);
          refused++;
        } else {
          assert.deepStrictEqual(got, want, what);
          answered++;
        }
      }
    }
    assert.ok(refused > 0, 'no call was refused');
    // Afterwards the package works as before.
    assert.equal(api.encode(api.decode(INITIAL)), INITIAL);
    console.log(`${name}: ${refused} refused, ${answered} answered rightly`);
  });

  test(`${name}: a Proxy position that calls the package from its traps`, () => {
    const p = api.decode(INITIAL);
    const board = new Proxy(p.board, { get(t, k) { api.encode(api.decode('gADbbbbbbbbYAAAAAAAAAAAAAAAA')); return t[k]; } });
    const e = caught(() => api.encode({ ...p, board }));
    assert.equal(e.code, 'SHOGI64_REENTERED');
    // A getter that calls the package before any buffer is filled (JSON.stringify) is harmless.
    const initial = { get preset() { api.encode(api.decode(INITIAL)); return 'KA'; } };
    assert.deepStrictEqual(api.fromJkf(initial), api.fromJkf({ preset: 'KA' }));
  });
}

test('texts of any size that fits in memory are read, in linear time', () => {
  const { fromJkf, fromSfen, toJkf } = viaRequire;
  const comment = '▲７六歩 と指した局面。'.repeat(20);
  const kifu = (moves) => ({
    header: { 先手: 'a', 後手: 'b' },
    initial: { preset: 'KA' },
    moves: [{}, ...Array.from({ length: moves }, (_, i) => ({ comments: [`${i} ${comment}`] }))],
  });
  const want = fromJkf({ preset: 'KA' });
  const time = (f) => {
    const t = process.hrtime.bigint();
    f();
    return Number(process.hrtime.bigint() - t) / 1e6;
  };
  const sizes = [];
  for (const moves of [300, 3_000]) {
    const k = kifu(moves);
    const bytes = Buffer.byteLength(JSON.stringify(k));
    let got;
    const ms = time(() => { got = fromJkf(k); });
    assert.deepStrictEqual(got, want, `${bytes} bytes`);
    sizes.push([bytes, ms]);
  }
  assert.ok(sizes[0][0] > 200_000, `${sizes[0][0]} bytes`);
  // Ten times the text in well under a hundred times the time.
  assert.ok(sizes[1][1] < 40 * sizes[0][1] + 50, sizes.map(([b, ms]) => `${b} B ${ms.toFixed(1)} ms`).join(', '));
  // SFEN: whitespace between fields is read, at any length.
  const [board, ...rest] = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1'.split(' ');
  assert.deepStrictEqual(fromSfen(`${board}${' '.repeat(300_000)}${rest.join(' ')}`), viaRequire.decode(INITIAL));
  // Errors in a long text point into it.
  const bad = caught(() => fromJkf({ ...kifu(300), initial: { preset: 'XX' } }));
  assert.equal(bad.message, 'JKF preset "XX" is unknown');
  assert.equal(bad.code, 'SHOGI64_INVALID_JKF');
  assert.deepStrictEqual(toJkf(want), { preset: 'KA' });
  console.log(`fromJkf: ${sizes.map(([b, ms]) => `${b} B in ${ms.toFixed(1)} ms`).join(', ')}`);
});

// --- options --------------------------------------------------------------------

// Every function that takes an options object, called rightly but for its
// options; and each function's options type as the shipped types declare it.
const MATE_POSITION = '4k4/9/4P4/9/9/9/9/9/9 b G 1';
const KIF = '手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n';
const withOptions = (api) => {
  const p = api.fromSfen(SFEN);
  const mate = api.fromSfen(MATE_POSITION);
  const jkf = api.parseKifu(KIF);
  return {
    toJapaneseMove: (o) => api.toJapaneseMove(p, '7g7f', o),
    toJapaneseMoves: (o) => api.toJapaneseMoves(p, ['7g7f', '3c3d'], o),
    fromJapaneseMove: (o) => api.fromJapaneseMove(p, '☗７六歩', o),
    kifuPositions: (o) => api.kifuPositions(jkf, o),
    solveMate: (o) => api.solveMate(mate, o),
    mateMoves: (o) => api.mateMoves(mate, o),
    verifyTsume: (o) => api.verifyTsume(mate, ['G*5b'], o),
    winRate: (o) => api.winRate({ cp: 250 }, o),
    // The record's methods, named as the types declare them.
    moves: (o) => api.Record.fromKifu(KIF).moves(o),
    japanese: (o) => api.Record.fromKifu(KIF).japanese('7g7f', o),
    toSvg: (o) => api.toSvg(p, o),
  };
};
// The name an options error gives each: the record's methods as `record.…`.
const calledAs = (fn) => ({ moves: 'record.moves', japanese: 'record.japanese' })[fn] ?? fn;
// Every known key, each at its default: the answer is the one without options.
const DEFAULTS = {
  toJapaneseMove: { previous: null, sameSpace: true, mark: '☗☖', dragon: '竜', king: '玉', style: 'ki2' },
  kifuPositions: { forks: [], sameSpace: true, mark: '☗☖', dragon: '竜', king: '玉', style: 'ki2' },
  solveMate: { maxNodes: 1_000_000, maxPly: 255, memoryMB: 16 },
  winRate: { scale: 600 },
};
DEFAULTS.toJapaneseMoves = DEFAULTS.toJapaneseMove;
DEFAULTS.fromJapaneseMove = DEFAULTS.toJapaneseMove;
DEFAULTS.mateMoves = DEFAULTS.solveMate;
DEFAULTS.verifyTsume = { maxNodes: 10_000_000 };
DEFAULTS.japanese = DEFAULTS.toJapaneseMove;
DEFAULTS.moves = { sameSpace: true, mark: '☗☖', dragon: '竜', king: '玉', style: 'ki2' };
DEFAULTS.toSvg = { lastMove: null, flip: false, marks: [], coordinates: true, size: 540, names: null };

const types = readFileSync(join(packageDir, 'shogi64.d.mts'), 'utf8');
const declaredOptions = Object.fromEntries(
  [...types.matchAll(/^ {2}(\w+)\([^)]*\boptions\?: (\w+)\)/gm)].map(([, fn, type]) => {
    const body = new RegExp(`^export interface ${type} \\{\\n([\\s\\S]*?)^\\}`, 'm').exec(types);
    assert.ok(body, `no interface ${type} in shogi64.d.mts`);
    return [fn, [...body[1].matchAll(/^ {2}(\w+)\?:/gm)].map((m) => m[1])];
  }));
const listed = (keys) => (keys.length === 1 ? keys[0] : `${keys.slice(0, -1).join(', ')} and ${keys.at(-1)}`);

test('the functions with options are those the types declare with options', () => {
  assert.deepStrictEqual(Object.keys(declaredOptions).sort(), Object.keys(withOptions(viaRequire)).sort());
  assert.deepStrictEqual(declaredOptions.solveMate, ['maxNodes', 'maxPly', 'memoryMB']);
  assert.deepStrictEqual(declaredOptions.kifuPositions, ['forks', 'sameSpace', 'mark', 'dragon', 'king', 'style']);
});

for (const [name, api] of entries) {
  test(`${name}: an unknown option key is refused, named with the known ones, by every function with options`, () => {
    let checked = 0;
    for (const [fn, call] of Object.entries(withOptions(api))) {
      const keys = declaredOptions[fn];
      const refused = (options, message) => {
        const e = caught(() => call(options));
        assert.equal(e.code, 'SHOGI64_INVALID_OPTION', `${fn}(${JSON.stringify(options)}): ${e.message}`);
        assert.equal(e.message, message, fn);
        checked++;
      };
      const unknown = (key) => `unknown option ${JSON.stringify(key)}; the options of ${calledAs(fn)} are ${listed(keys)}`;
      refused({ stlye: 'kif' }, unknown('stlye'));
      // A known key in the wrong case, even left undefined.
      const miscased = keys[0][0].toUpperCase() + keys[0].slice(1);
      refused({ [miscased]: undefined }, unknown(miscased));
      // A known key beside it does not let it pass.
      refused({ ...DEFAULTS[fn], options: {} }, unknown('options'));
      refused([], 'the options are an array, not an object');
      refused('kif', 'the options are "kif", not an object');
      // Every known key at its default answers as no options do; so do
      // undefined and null.
      assert.deepStrictEqual(Object.keys(DEFAULTS[fn]), keys, fn);
      const plain = call();
      assert.deepStrictEqual(call(DEFAULTS[fn]), plain, fn);
      assert.deepStrictEqual(call(null), plain, fn);
      assert.deepStrictEqual(call({}), plain, fn);
    }
    assert.equal(checked, 11 * 5);
  });

  test(`${name}: parseKifu and formatKifu take a format name, not an options object`, () => {
    const jkf = api.parseKifu(KIF);
    for (const e of [caught(() => api.parseKifu(KIF, { format: 'kif' })), caught(() => api.formatKifu(jkf, { style: 'kif' }))]) {
      assert.equal(e.code, 'SHOGI64_INVALID_OPTION');
      assert.equal(e.message, "the format is an object, not one of 'kif', 'ki2', 'csa', 'jkf'");
    }
  });
}

test('a hand that would hold more than a position can names the ply, side, kind and count', () => {
  for (const [how, api] of entries) {
    // Black holds two rooks and takes a third on ５八.
    const sfen = '4k4/9/9/9/9/9/9/4r4/4R3K b 2R 1';
    const usi = caught(() => api.fromUsi(`sfen ${sfen} moves 5i5h`));
    assert.equal(usi.code, 'SHOGI64_HAND_OVERFLOW', how);
    assert.equal(usi.message, "after ply 1: black's hand would hold 3 rooks, more than the 2 a position can hold");
    assert.deepEqual([usi.ply, usi.color, usi.kind, usi.count], [1, 'black', 'rook', 3]);
    const start = api.fromSfen(sfen);
    const moves = caught(() => api.applyMoves(start, ['5i5h', '5a4a']));
    assert.equal(moves.message, "after ply 2: black's hand would hold 3 rooks, more than the 2 a position can hold");
    assert.deepEqual([moves.ply, moves.color, moves.kind, moves.count], [2, 'black', 'rook', 3]);
    const one = caught(() => api.applyMove(start, '5i5h'));
    assert.equal(one.message, "black's hand would hold 3 rooks, more than the 2 a position can hold");
    assert.deepEqual([one.code, one.ply, one.kind], ['SHOGI64_HAND_OVERFLOW', undefined, 'rook']);
  }
});
