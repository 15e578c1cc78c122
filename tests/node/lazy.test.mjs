// Importing compiles nothing: each function of the package, called first in
// a fresh process (so that it is the call that compiles the module), answers
// as it does when the module is already there.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { packageDir, viaImport as s } from './load.mjs';

const SFEN = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
const P = s.fromSfen(SFEN);
const S = s.encode(P);
const KIF = '手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n';
const JKF = s.parseKifu(KIF);
const MATE = s.fromSfen('4k4/9/4P4/9/9/9/9/9/9 b G 1');
// Each function with arguments it answers; run as `s.<name>(...args)`.
const CALLS = {
  encode: [P], decode: [S], encodePositionToBits: [P], encodeBitsToShogi64: [s.encodePositionToBits(P)],
  decodeShogi64ToBits: [S], decodeBitsToPosition: [s.encodePositionToBits(P)],
  fromSfen: [SFEN], toSfen: [P], encodeSfen: [SFEN], decodeToSfen: [S], fromJkf: [s.toJkf(P)], toJkf: [P],
  legalMoves: [P], applyMove: [P, '7g7f'], applyMoves: [P, ['7g7f', '3c3d']], isCheck: [P], isCheckmate: [P],
  perft: [P, 2], jishogiPoints: [P], fromUsi: ['startpos moves 7g7f'], toUsi: [P, ['7g7f']],
  toJapaneseMove: [P, '7g7f'], toJapaneseMoves: [P, ['7g7f', '3c3d']], fromJapaneseMove: [P, '☗７六歩'],
  solveMate: [MATE, { maxPly: 3 }], mateMoves: [MATE, { maxPly: 3 }],
  generateMate: [{ plies: 1, seed: 1 }], verifyTsume: [MATE, ['G*5b']],
  parseKifu: [KIF], formatKifu: [JKF, 'csa'], kifuPositions: [JKF],
  parseUsiInfo: ['info depth 3 score cp -20 string x'], parseBestMove: ['bestmove 7g7f ponder 3c3d'],
  scoreForBlack: [{ cp: -20 }, false], winRate: [{ cp: 300 }, { scale: 500 }],
  toSvg: [P, { lastMove: '7g7f' }], toBod: [P], fromBod: [s.toBod(P)],
};

const isClass = (f) => /^class\b/.test(Function.prototype.toString.call(f));

test('every function answers as the first call of a fresh process', () => {
  const names = Object.keys(s).filter((n) => typeof s[n] === 'function' && !isClass(s[n]));
  assert.deepStrictEqual(names.filter((n) => !(n in CALLS)), [], 'a function without a call here');
  const url = pathToFileURL(join(packageDir, 'shogi64.mjs')).href;
  for (const name of names) {
    const args = JSON.stringify(CALLS[name]);
    const expected = JSON.stringify(s[name](...CALLS[name]));
    const r = spawnSync(process.execPath, ['--input-type=module', '-e',
      `const s = await import(${JSON.stringify(url)}); process.stdout.write(JSON.stringify(s.${name}(...${args})));`],
    { encoding: 'utf8' });
    assert.equal(r.status, 0, `${name}: ${r.stderr}`);
    assert.equal(r.stdout, expected, name);
  }
  console.log(`${names.length} functions answered first in a fresh process as they do after others`);
});

// The Record class: made first in a fresh process, by each of its ways in.
test('a Record made first in a fresh process answers as one made later', () => {
  const classes = Object.keys(s).filter((n) => typeof s[n] === 'function' && isClass(s[n]));
  assert.deepStrictEqual(classes, ['Record']);
  const url = pathToFileURL(join(packageDir, 'shogi64.mjs')).href;
  const makers = {
    'new s.Record()': () => new s.Record(),
    'new s.Record(P)': () => new s.Record(P),
    's.Record.fromKifu(KIF)': () => s.Record.fromKifu(KIF),
    's.Record.fromJkf(JKF)': () => s.Record.fromJkf(JKF),
    "s.Record.fromUsi('startpos moves 7g7f')": () => s.Record.fromUsi('startpos moves 7g7f'),
  };
  for (const [code, make] of Object.entries(makers)) {
    const record = make();
    const expected = JSON.stringify([record.legalMoves(), record.moves()]);
    const r = spawnSync(process.execPath, ['--input-type=module', '-e',
      `const s = await import(${JSON.stringify(url)}); const P = s.fromSfen(${JSON.stringify(SFEN)});
       const KIF = ${JSON.stringify(KIF)}; const JKF = ${JSON.stringify(JKF)};
       const record = ${code}; process.stdout.write(JSON.stringify([record.legalMoves(), record.moves()]));`],
    { encoding: 'utf8' });
    assert.equal(r.status, 0, `${code}: ${r.stderr}`);
    assert.equal(r.stdout, expected, code);
  }
});
