// Japanese move text through every Node entry point of the installed package:
// every case of the official rules (tests/notation/ki2.jsonl) both ways, the
// options, a PV with 同, errors with code, a round trip over every legal move
// of a seeded set of positions in both styles, and the committed outputs of
// tsshogi and json-kifu-format (tests/notation/oracle.jsonl) with the ruling
// of src/notation/tests.rs: where their text differs from ours, they counted a
// piece that cannot legally move to the square (pinned), and their text
// still reads as the same move. SHOGI64_FULL=1 round-trips more positions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { full, jsonl, mulberry32 } from '../support.mjs';
import { caught, cliPath, entries, root } from './load.mjs';

const lines = (name) => jsonl(`tests/notation/${name}`);
const KI2 = lines('ki2.jsonl');
const ORACLE = lines('oracle.jsonl');
const PV = ['2g2f', '8c8d', '2f2e', '8d8e', '2e2d', '2c2d'];

for (const [how, s] of entries) {
  const pos = (sfen) => s.fromSfen(sfen);

  test(`${how}: every case of the official rules, both ways`, () => {
    let checked = 0;
    for (const c of KI2) {
      const p = pos(c.sfen);
      assert.equal(s.toJapaneseMove(p, c.usi, { mark: '' }), c.ki2, `${c.case}: ${c.sfen} ${c.usi}`);
      assert.equal(s.fromJapaneseMove(p, c.ki2), c.usi, `${c.case}: ${c.sfen} ${c.ki2}`);
      checked++;
    }
    assert.equal(checked, 120);
  });

  test(`${how}: a position written again after a PV was played on it is the position, not the board played`, () => {
    const start = pos('startpos');
    assert.equal(s.toJapaneseMove(start, '2g2f'), '☗２六歩');
    assert.deepEqual(s.toJapaneseMoves(start, PV).length, PV.length);
    assert.equal(s.toJapaneseMove(start, '2g2f'), '☗２六歩');
    assert.equal(s.fromJapaneseMove(start, '２六歩'), '2g2f');
    assert.throws(() => s.toJapaneseMove({ ...start, turn: false }, '2g2f'));
    assert.equal(s.toJapaneseMove({ ...start, turn: false }, '8c8d'), '☖８四歩');
    assert.equal(s.toJapaneseMove(start, '2g2f'), '☗２六歩');
  });

  test(`${how}: a PV with 同 in both styles, and the options`, () => {
    const start = pos('startpos');
    assert.deepEqual(s.toJapaneseMoves(start, PV),
      ['☗２六歩', '☖８四歩', '☗２五歩', '☖８五歩', '☗２四歩', '☖同　歩']);
    assert.deepEqual(s.toJapaneseMoves(start, PV, { style: 'kif' }),
      ['２六歩(27)', '８四歩(83)', '２五歩(26)', '８五歩(84)', '２四歩(25)', '同　歩(23)']);
    assert.deepEqual(s.toJapaneseMoves(start, PV, { mark: '▲△', sameSpace: false }).slice(4),
      ['▲２四歩', '△同歩']);
    assert.deepEqual(s.toJapaneseMoves(start, [], {}), []);
    const before = s.applyMoves(start, PV.slice(0, 5));
    assert.equal(s.toJapaneseMove(before, '2c2d'), '☖２四歩');
    assert.equal(s.toJapaneseMove(before, '2c2d', { previous: '2e2d' }), '☖同　歩');
    assert.equal(s.toJapaneseMove(before, '2c2d', { previous: '2e2d', style: 'kif', mark: '▲△' }), '△同　歩(23)');
    assert.equal(s.toJapaneseMoves(before, ['2c2d'], { previous: '2e2d', sameSpace: false })[0], '☖同歩');
    for (const text of ['同歩', '同　歩', '☖同　歩', '△同歩']) {
      assert.equal(s.fromJapaneseMove(before, text, { previous: '2e2d' }), '2c2d', text);
    }
    for (const text of ['☖２四歩', '△２四歩', '24歩', '２４歩', '2四歩']) {
      assert.equal(s.fromJapaneseMove(before, text), '2c2d', text);
    }
    const dragon = pos('4k4/9/9/9/9/9/9/9/+R3K4 b - 1');
    assert.equal(s.toJapaneseMove(dragon, '9i9h'), '☗９八竜');
    assert.equal(s.toJapaneseMove(dragon, '9i9h', { dragon: '龍' }), '☗９八龍');
    assert.equal(s.toJapaneseMove(dragon, '9i9h', { style: 'kif' }), '９八龍(99)');
    assert.equal(s.toJapaneseMove(dragon, '9i9h', { style: 'kif', dragon: '竜', mark: '☗☖' }), '☗９八竜(99)');
    assert.equal(s.fromJapaneseMove(dragon, '９八龍'), '9i9h');
    const king = pos('4k4/9/9/9/9/9/9/9/4K4 w - 1');
    assert.equal(s.toJapaneseMove(king, '5a5b'), '☖５二玉');
    assert.equal(s.toJapaneseMove(king, '5a5b', { king: '王' }), '☖５二王');
    assert.equal(s.fromJapaneseMove(king, '５二王'), '5a5b');
    const drop = pos('4k4/9/9/9/9/9/9/9/4K4 b G 1');
    assert.equal(s.toJapaneseMove(drop, 'G*5e'), '☗５五金');
    assert.equal(s.toJapaneseMove(drop, 'G*5e', { style: 'kif' }), '５五金打');
    assert.equal(s.fromJapaneseMove(drop, '５五金打'), 'G*5e');
  });

  test(`${how}: errors carry a code and say why`, () => {
    const start = pos('startpos');
    let e = caught(() => s.toJapaneseMove(start, '7g7e'));
    assert.equal(e.code, 'SHOGI64_ILLEGAL_MOVE');
    assert.match(e.message, /7g7e/);
    assert.equal(caught(() => s.toJapaneseMove(start, 'zz')).code, 'SHOGI64_BAD_USI');
    assert.equal(caught(() => s.toJapaneseMove(start, 7)).code, 'SHOGI64_NOT_A_STRING');
    assert.equal(caught(() => s.toJapaneseMove(start, '7g7f', { previous: 'x' })).code, 'SHOGI64_BAD_USI');
    assert.equal(caught(() => s.toJapaneseMove(start, '7g7f', { style: 'csa' })).code, 'SHOGI64_INVALID_OPTION');
    assert.equal(caught(() => s.toJapaneseMove(start, '7g7f', { mark: '+' })).code, 'SHOGI64_INVALID_OPTION');
    assert.equal(caught(() => s.toJapaneseMove({}, '7g7f')).code, 'SHOGI64_INVALID_POSITION');
    e = caught(() => s.toJapaneseMoves(start, ['7g7f', '7g7f']));
    assert.equal(e.code, 'SHOGI64_ILLEGAL_MOVE');
    assert.equal(e.ply, 2);
    assert.equal(caught(() => s.toJapaneseMoves(start, '7g7f')).code, 'SHOGI64_NOT_AN_ARRAY');
    e = caught(() => s.fromJapaneseMove(start, 'abc'));
    assert.equal(e.code, 'SHOGI64_BAD_JAPANESE');
    assert.match(e.message, /character 0/);
    e = caught(() => s.fromJapaneseMove(start, '５五金'));
    assert.equal(e.code, 'SHOGI64_BAD_JAPANESE');
    assert.match(e.message, /no 金 can move to ５五/);
    assert.equal(caught(() => s.fromJapaneseMove(start, '同歩')).code, 'SHOGI64_BAD_JAPANESE');
    assert.equal(caught(() => s.fromJapaneseMove(start, '☖７六歩')).code, 'SHOGI64_BAD_JAPANESE');
    const golds = pos('4k4/G1G3G1G/9/9/3S1S3/9/9/9/4K4 b - 1');
    e = caught(() => s.fromJapaneseMove(golds, '８一金'));
    assert.equal(e.code, 'SHOGI64_AMBIGUOUS_JAPANESE');
    assert.match(e.message, /９二, ７二|７二, ９二/);
    e = caught(() => s.fromJapaneseMove(golds, '８一金直'));
    assert.equal(e.code, 'SHOGI64_BAD_JAPANESE');
    assert.match(e.message, /those on .*９二/);
    assert.equal(s.fromJapaneseMove(golds, '▲8一金左'), '9b8a');
    // Every code thrown here is in the README's table of codes.
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const documented = new Set(readme.split('\n').filter((l) => l.startsWith('| `SHOGI64_'))
      .flatMap((l) => [...l.split(' | ')[0].matchAll(/`(SHOGI64_[A-Z_]+)`/g)].map((m) => m[1])));
    for (const code of ['SHOGI64_BAD_JAPANESE', 'SHOGI64_AMBIGUOUS_JAPANESE', 'SHOGI64_INVALID_OPTION',
      'SHOGI64_ILLEGAL_MOVE', 'SHOGI64_BAD_USI', 'SHOGI64_NOT_A_STRING', 'SHOGI64_NOT_AN_ARRAY', 'SHOGI64_INVALID_POSITION']) {
      assert.ok(documented.has(code), `${code} is not in README "Errors"`);
    }
  });

  test(`${how}: the oracles' texts, with the pinned-piece ruling`, () => {
    let agree = 0, ruled = 0;
    const usiSquare = (sq) => sq;
    for (const c of ORACLE) {
      const p = pos(c.sfen);
      const ours = s.toJapaneseMove(p, c.usi, { dragon: '龍' });
      assert.equal(s.fromJapaneseMove(p, ours), c.usi, `${c.sfen} ${c.usi} ${ours}`);
      for (const oracle of ['tsshogi', 'jkf']) {
        const theirs = c[oracle];
        assert.equal(s.fromJapaneseMove(p, theirs), c.usi, `${oracle}: ${c.sfen} ${c.usi} ${theirs}`);
        if (theirs === ours) {
          agree++;
          continue;
        }
        // They counted a piece that cannot legally move there.
        const to = c.usi.slice(2, 4);
        const origins = new Set(s.legalMoves(p).filter((m) => m.slice(2, 4) === to && m[1] !== '*')
          .map((m) => m.slice(0, 2)));
        assert.ok(c.reach.map(usiSquare).some((sq) => !origins.has(sq)),
          `${oracle}: ${c.sfen} ${c.usi}: ours ${ours}, theirs ${theirs}`);
        ruled++;
      }
    }
    assert.ok(agree > ORACLE.length, `${agree} agreements`);
    assert.ok(ruled < ORACLE.length / 20, `${ruled} ruled`);
  });

  test(`${how}: the README's line, and arbitrary text read or refused with a code`, () => {
    const start = pos('startpos');
    assert.deepEqual(s.toJapaneseMoves(start, ['7g7f', '3c3d', '8h2b+', '3a2b', 'B*4e']),
      ['☗７六歩', '☖３四歩', '☗２二角成', '☖同　銀', '☗４五角']);
    assert.deepEqual(s.toJapaneseMoves(start, ['7g7f', '3c3d', '8h2b+', '3a2b'], { style: 'kif' }),
      ['７六歩(77)', '３四歩(33)', '２二角成(88)', '同　銀(31)']);
    const rnd = mulberry32(13);
    const alphabet = [...'☗☖▲△１２３４５６７８９123456789一二三四五六七八九同　 歩香桂銀金角飛玉王と成杏圭全馬竜龍右左上引寄直行打不()x'];
    const positions = [...new Set(ORACLE.map((c) => c.sfen))].slice(0, 20).map(pos);
    let read = 0, refused = 0;
    for (let i = 0; i < (full ? 200000 : 4000); i++) {
      const p = positions[i % positions.length];
      let text = '';
      for (let n = Math.floor(rnd() * 9); n > 0; n--) text += alphabet[Math.floor(rnd() * alphabet.length)];
      try {
        const usi = s.fromJapaneseMove(p, text, { previous: '5e5d' });
        assert.ok(s.legalMoves(p).includes(usi), `${text} → ${usi}`);
        read++;
      } catch (e) {
        assert.ok(['SHOGI64_BAD_JAPANESE', 'SHOGI64_AMBIGUOUS_JAPANESE'].includes(e.code), `${text}: ${e.code} ${e.message}`);
        refused++;
      }
    }
    assert.ok(refused > 0);
    assert.ok(read + refused >= 4000);
  });

  test(`${how}: every legal move of seeded positions round-trips in both styles`, () => {
    const sfens = [...new Set(ORACLE.map((c) => c.sfen))];
    const count = full ? sfens.length : Math.min(sfens.length, 40);
    let moves = 0;
    for (const sfen of sfens.slice(0, count)) {
      const p = pos(sfen);
      for (const m of s.legalMoves(p)) {
        for (const style of ['ki2', 'kif']) {
          const text = s.toJapaneseMove(p, m, { style });
          assert.equal(s.fromJapaneseMove(p, text), m, `${sfen} ${m} ${text}`);
        }
        moves++;
      }
    }
    assert.ok(moves > 1000, `${moves} moves`);
  });
}

test('CLI: shogi64 japanese SFEN USI...', () => {
  const r = spawnSync(process.execPath, [cliPath, 'japanese', 'startpos', ...PV], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(r.stdout.trim().split('\n'), ['☗２六歩', '☖８四歩', '☗２五歩', '☖８五歩', '☗２四歩', '☖同　歩']);
  const bad = spawnSync(process.execPath, [cliPath, 'japanese', 'startpos', '7g7e'], { encoding: 'utf8' });
  assert.notEqual(bad.status, 0);
  assert.match(bad.stderr, /7g7e/);
});
