// parseUsiInfo, parseBestMove, scoreForBlack and winRate through the package
// as users load it: every line of tests/engine/lines.jsonl (the table
// tests/engine/main.rs reads too) read to its object or refused with its
// message and byte, each PV written with toJapaneseMoves from the position
// its row gives; scores turned and their win rates against the formula.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonl } from '../support.mjs';
import { caught, entries, root } from './load.mjs';

const rows = jsonl('tests/engine/lines.jsonl');
// The codes of the README's table of errors.
const documented = new Set(readFileSync(join(root, 'README.md'), 'utf8').split('\n').filter((l) => l.startsWith('| `SHOGI64_'))
  .flatMap((l) => [...l.split(' | ')[0].matchAll(/`(SHOGI64_[A-Z_]+)`/g)].map((m) => m[1])));

for (const [name, s] of entries) {
  test(`${name}: every line of the table reads as its row says, and its PV in Japanese`, () => {
    let infos = 0, bests = 0, errors = 0, pvs = 0;
    for (const row of rows) {
      const position = s.applyMoves(s.fromSfen(row.position), row.moves);
      if (row.line !== undefined) {
        if (row.error) {
          const e = caught(() => s.parseUsiInfo(row.line));
          assert.equal(e.code, 'SHOGI64_BAD_ENGINE_LINE', row.line);
          assert.deepStrictEqual({ byte: e.byte, message: e.message }, row.error, row.line);
          errors++;
          continue;
        }
        const info = s.parseUsiInfo(row.line);
        assert.deepStrictEqual(info, row.info, JSON.stringify(row.line));
        const moves = info.pv ?? (info.currmove === undefined ? undefined : [info.currmove]);
        if (moves !== undefined) {
          const ja = s.toJapaneseMoves(position, moves);
          assert.equal(ja.length, moves.length);
          if (row.ja) assert.deepStrictEqual(ja, row.ja);
          if (moves.length > 0) pvs++;
        }
        infos++;
      } else {
        if (row.error) {
          const e = caught(() => s.parseBestMove(row.bestmove));
          assert.equal(e.code, 'SHOGI64_BAD_ENGINE_LINE', row.bestmove);
          assert.deepStrictEqual({ byte: e.byte, message: e.message }, row.error, row.bestmove);
          errors++;
          continue;
        }
        const best = s.parseBestMove(row.bestmove);
        assert.deepStrictEqual(best, row.best, JSON.stringify(row.bestmove));
        if (best.move !== 'resign' && best.move !== 'win') {
          s.toJapaneseMoves(position, best.ponder ? [best.move, best.ponder] : [best.move]);
        }
        bests++;
      }
    }
    assert.ok(infos >= 60 && bests >= 5 && errors >= 30 && pvs >= 40, `${infos} ${bests} ${errors} ${pvs}`);
  });

  test(`${name}: a line that is not a string is refused`, () => {
    for (const fn of [s.parseUsiInfo, s.parseBestMove]) {
      const e = caught(() => fn(42));
      assert.equal(e.code, 'SHOGI64_NOT_A_STRING');
      assert.match(e.message, /is 42, not a string/);
    }
  });

  test(`${name}: a long line: a PV of 20,000 moves and a string of 100,000 characters`, () => {
    const pv = Array.from({ length: 20_000 }, (_, i) => (i % 2 ? '3c3d' : '7g7f'));
    assert.deepStrictEqual(s.parseUsiInfo(`info depth 1 pv ${pv.join(' ')}`), { depth: 1, pv });
    const text = '評価値'.repeat(33_334);
    assert.deepStrictEqual(s.parseUsiInfo(`info string ${text}`), { string: text });
  });

  test(`${name}: scoreForBlack turns a score of the side to move to black's`, () => {
    assert.deepStrictEqual(s.scoreForBlack({ cp: 120 }, true), { cp: 120 });
    assert.deepStrictEqual(s.scoreForBlack({ cp: 120 }, false), { cp: -120 });
    assert.deepStrictEqual(s.scoreForBlack({ mate: 0, sign: -1 }, false), { mate: 0, sign: 1 });
    assert.deepStrictEqual(s.scoreForBlack({ mate: null, sign: 1 }, false), { mate: null, sign: -1 });
    assert.deepStrictEqual(s.scoreForBlack({ sign: 1, mate: 7 }, true), { mate: 7, sign: 1 });
    // The score of a line, as the evaluation bar takes it.
    const { score } = s.parseUsiInfo('info depth 1 score cp -45 pv 3c3d');
    assert.deepStrictEqual(s.scoreForBlack(score, s.applyMove(s.fromSfen('startpos'), '7g7f').turn), { cp: 45 });
    for (const bad of [null, 5, [], {}, { cp: 1.5 }, { cp: 2 ** 31 }, { cp: -(2 ** 31) }, { cp: '5' },
      { cp: 1, sign: 1 }, { mate: 3 }, { mate: 3, sign: 0 }, { mate: -1, sign: 1 }, { mate: 3, sign: '1' },
      { mate: undefined, sign: 1 }, { mate: 2 ** 32, sign: 1 }, { mate: NaN, sign: 1 }, { cp: NaN }]) {
      const e = caught(() => s.scoreForBlack(bad, true));
      assert.equal(e.code, 'SHOGI64_INVALID_SCORE', JSON.stringify(bad));
      assert.match(e.message, /^the score .* is not \{ cp \}/);
    }
    assert.equal(caught(() => s.scoreForBlack({ cp: 1 }, 'b')).code, 'SHOGI64_INVALID_TURN');
    assert.equal(caught(() => s.scoreForBlack({ cp: 1 })).message, 'the turn is undefined, not a boolean (true for black)');
  });

  test(`${name}: winRate is the logistic of cp / scale, a mate 1 or 0 by its sign`, () => {
    assert.equal(s.winRate({ cp: 0 }), 0.5);
    for (let cp = -5000; cp <= 5000; cp += 37) {
      for (const scale of [600, 1200, 0.5]) {
        const want = 1 / (1 + Math.exp(-cp / scale));
        const got = scale === 600 ? s.winRate({ cp }) : s.winRate({ cp }, { scale });
        assert.ok(Math.abs(got - want) <= 4 * Number.EPSILON * want, `${cp} ${scale}: ${got} ${want}`);
      }
    }
    assert.ok(s.winRate({ cp: 600 }) > 0.73 && s.winRate({ cp: 600 }) < 0.732);
    assert.equal(s.winRate({ cp: 2 ** 31 - 1 }, { scale: 1 }), 1);
    assert.equal(s.winRate({ mate: 3, sign: 1 }), 1);
    assert.equal(s.winRate({ mate: null, sign: -1 }), 0);
    assert.equal(s.winRate({ mate: 0, sign: -1 }, { scale: 100 }), 0);
    assert.equal(s.winRate({ cp: 100 }, { scale: undefined }), s.winRate({ cp: 100 }));
    for (const scale of [0, -600, NaN, Infinity, '600', null]) {
      const e = caught(() => s.winRate({ cp: 1 }, { scale }));
      assert.equal(e.code, 'SHOGI64_INVALID_OPTION', String(scale));
      assert.match(e.message, /^options\.scale is .*, not a positive number$/);
    }
    assert.equal(caught(() => s.winRate({ cp: 1 }, { sacle: 600 })).message,
      'unknown option "sacle"; the options of winRate are scale');
    assert.equal(caught(() => s.winRate({ cp: '1' })).code, 'SHOGI64_INVALID_SCORE');
  });

  test(`${name}: every code these functions throw is in the README's table`, () => {
    const codes = [
      caught(() => s.parseUsiInfo('bestmove 7g7f')), caught(() => s.parseBestMove(5)),
      caught(() => s.scoreForBlack({}, true)), caught(() => s.scoreForBlack({ cp: 1 }, 1)),
      caught(() => s.winRate({ cp: 1 }, { scale: 0 })),
    ].map((e) => e.code);
    assert.deepStrictEqual(codes, ['SHOGI64_BAD_ENGINE_LINE', 'SHOGI64_NOT_A_STRING', 'SHOGI64_INVALID_SCORE',
      'SHOGI64_INVALID_TURN', 'SHOGI64_INVALID_OPTION']);
    for (const code of codes) assert.ok(documented.has(code), code);
  });
}
