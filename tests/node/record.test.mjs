// The Record handle through the installed package: its answers are the
// stateless functions' on every position of every shared kifu file (each
// line: the main line and every variation) and on positions of seeded
// random games; navigation and editing follow a plain-array model through
// seeded random sequences of play, undo, goto, branches, switch, remove and
// promote; its errors carry their codes. Larger counts with SHOGI64_FULL=1.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { full, kifuDir, kifuNames, mulberry32, projectWithPackage } from '../support.mjs';
import { viaRequire as s } from './load.mjs';

const { Record } = s;
const project = projectWithPackage('shogi64-record-');
const bytesOf = (name) => new Uint8Array(readFileSync(join(kifuDir, name)));

// Every line of a JKF record: its variations as kifuPositions' forks.
function lines(jkf) {
  const out = [[]];
  const walk = (entries, base, forks) => {
    entries.forEach((e, i) => {
      const ply = base + i;
      (e.forks ?? []).forEach((fork, k) => {
        const chosen = [...forks, [ply, k]];
        out.push(chosen);
        walk(fork, ply, chosen);
      });
    });
  };
  walk(jkf.moves, 0, []);
  return out;
}

// Checks the record's answers at its current ply against the stateless
// functions' on its position; `previous` the move that led there.
function assertAnswers(record, previous, where) {
  const position = record.position;
  assert.deepEqual(record.legalMoves(), s.legalMoves(position), where);
  assert.equal(record.isCheck(), s.isCheck(position), where);
  return position;
}

// The entries record.moves() gives for the line `forks` of `jkf`:
// kifuPositions' `plies`, each with the facts of its move as parseKifu's
// entries of that line write them (the kind captured, a promotion, the
// comments, the time) and whether its position is check, as isCheck says.
function withFacts(jkf, forks, plies) {
  let line = jkf.moves, base = 0;
  return plies.map((p) => {
    let e = line[p.ply - base];
    for (const [at, k] of forks) {
      if (at === p.ply) {
        line = e.forks[k];
        base = at;
        e = line[0];
      }
    }
    return {
      ...p,
      // The same text under the name a record's entries give it.
      japanese: p.text,
      capture: e.move?.capture ?? null,
      promote: e.move?.promote === true,
      check: p.position !== null && s.isCheck(p.position),
      comments: e.comments ?? [],
      time: e.time ?? null,
      ...analysisOf(e.comments ?? [], p),
    };
  });
}

// The engine analysis the comments of the ply `p` give, read here on their
// own terms: the last `#評価値=` line's whole number (nine digits at most)
// as centipawns, and the last `#読み筋=` line's Japanese moves (each from
// its mark) read one after the other by fromJapaneseMove from p's
// position; null when there is none or a move does not read.
function analysisOf(comments, p) {
  const last = (prefix) => comments.findLast((c) => c.startsWith(prefix))?.slice(prefix.length);
  const cp = last('#評価値=')?.trim();
  const text = last('#読み筋=')?.trimStart();
  let pv = null;
  if (text && p.position !== null) {
    pv = [];
    let position = p.position, previous = p.usi ?? undefined;
    for (const move of text.split(/(?=[▲△☗☖])/)) {
      try {
        previous = s.fromJapaneseMove(position, move, previous === undefined ? {} : { previous });
      } catch {
        pv = null;
        break;
      }
      pv.push(previous);
      position = s.applyMove(position, previous);
    }
  }
  return { score: /^[+-]?\d{1,9}$/.test(cp) ? { cp: Number(cp) + 0 } : null, pv };
}

// A KIF record with the engine analysis GUIs write: scores of both signs
// (and 0 on the start), PVs in KIF and KI2 style (同 after the move before),
// one whose score is not a whole number and whose move is not legal there,
// and a move without any.
const ANALYSED = `手合割：平手
手数----指手---------消費時間--
*#評価値=0
   1 ７六歩(77)   ( 0:01/00:00:01)
*#評価値=45
*#読み筋=△３四歩(33)▲２二角成(88)△同　銀(31)
*a plain comment
   2 ３四歩(33)   ( 0:02/00:00:02)
*#評価値=-120
*#読み筋=▲２二角成 △同銀 ▲４五角打
   3 ６六歩(67)   ( 0:03/00:00:04)
*#評価値=12.5
*#読み筋=△９九玉
   4 ８四歩(83)   ( 0:04/00:00:06)
*#評価値=+300
*#読み筋=☗２六歩☖８五歩
   5 ２六歩(27)   ( 0:05/00:00:09)
`;

// Follows `forks` ([ply, index] as kifuPositions takes them) on the record:
// at each fork ply, the branch whose move is the variation's.
function follow(record, jkf, forks) {
  const plies = s.kifuPositions(jkf, { forks });
  // An illegal move ends the line: the record stops before it.
  const last = plies.findIndex((p) => p.position === null);
  for (let ply = 1; ply < (last < 0 ? plies.length : last); ply++) {
    const usi = plies[ply].usi;
    const i = record.branches().indexOf(usi);
    assert.ok(i >= 0, `${usi} at ply ${ply}`);
    record.switchBranch(i);
    assert.equal(record.forward(), true);
  }
  return plies;
}

test('Record: on every line of every shared file, the answers are the stateless functions\'', () => {
  let positions = 0, linesSeen = 0;
  const seen = { capture: 0, promote: 0, check: 0, comments: 0, time: 0 };
  for (const name of kifuNames()) {
    const bytes = bytesOf(name);
    const jkf = s.parseKifu(bytes);
    const record = Record.fromKifu(bytes);
    // The record reads as parseKifu reads, and writes back the same.
    assert.deepEqual(record.toJkf(), jkf, name);
    assert.deepEqual(record.header, jkf.header, name);
    for (const forks of lines(jkf)) {
      linesSeen++;
      record.goto(0);
      const plies = follow(record, jkf, forks);
      const legal = plies.filter((p) => p.position !== null);
      assert.equal(record.length, legal.length - 1, `${name} ${JSON.stringify(forks)}`);
      const moves = record.moves();
      assert.deepEqual(moves, withFacts(jkf, forks, plies), `${name} ${JSON.stringify(forks)}`);
      for (const m of moves) {
        seen.capture += m.capture !== null;
        seen.promote += m.promote;
        seen.check += m.check;
        seen.comments += m.comments.length > 0;
        seen.time += m.time !== null;
      }
      const kif = { style: 'kif', mark: '▲△' };
      assert.deepEqual(record.moves(kif), withFacts(jkf, forks, s.kifuPositions(jkf, { forks, ...kif })), name);
      if (legal.length < plies.length) {
        // Where the illegal move stands, the game has ended: its mover lost.
        record.goto(record.length);
        assert.equal(record.outcome()?.reason, 'illegal_move', name);
        assert.throws(() => record.play(plies.at(-1).usi), { code: 'SHOGI64_GAME_OVER' });
      }
      for (let ply = 0; ply < legal.length; ply++) {
        assert.ok(record.goto(ply) || record.ply === ply);
        const where = `${name} ${JSON.stringify(forks)} ply ${ply}`;
        const position = assertAnswers(record, plies[ply].usi, where);
        assert.deepEqual(position, plies[ply].position, where);
        const next = legal[ply + 1];
        if (next !== undefined) {
          const previous = plies[ply].usi ?? undefined;
          assert.equal(record.japanese(next.usi), next.text, where);
          assert.equal(record.japanese(next.usi, { style: 'kif' }),
            s.toJapaneseMove(position, next.usi, { previous, style: 'kif' }), where);
        }
        positions++;
      }
    }
    record.dispose();
  }
  assert.ok(linesSeen >= 60 && positions > 2000, `${linesSeen} lines, ${positions} positions`);
  // Each fact is seen many times, set and unset.
  assert.ok(Object.values(seen).every((n) => n > 50), JSON.stringify(seen));
});

test('Record: on positions of random games, the answers are the stateless functions\'', () => {
  const random = mulberry32(22);
  const games = full ? 120 : 16;
  let positions = 0;
  const kinds = ['P', 'L', 'N', 'S', 'G', 'B', 'R'];
  const files = '123456789', ranks = 'abcdefghi';
  for (let g = 0; g < games; g++) {
    const record = new Record();
    for (let ply = 0; ply < 120; ply++) {
      const position = record.position;
      const legal = s.legalMoves(position);
      assert.deepEqual(record.legalMoves(), legal);
      assert.equal(record.isCheck(), s.isCheck(position));
      if (legal.length === 0) {
        assert.equal(record.outcome()?.reason, s.isCheck(position) ? 'checkmate' : undefined);
        break;
      }
      const sq = files[Math.floor(random() * 9)] + ranks[Math.floor(random() * 9)];
      assert.deepEqual(record.movesFrom(sq), legal.filter((m) => m.startsWith(sq)), sq);
      const kind = kinds[Math.floor(random() * 7)];
      assert.deepEqual(record.dropTargets(kind), legal.filter((m) => m.startsWith(`${kind}*`)).map((m) => m.slice(2)));
      const usi = legal[Math.floor(random() * legal.length)];
      const previous = record.ply === 0 ? undefined : record.moves().at(-1)?.usi ?? undefined;
      assert.equal(record.japanese(usi), s.toJapaneseMove(position, usi, { previous }));
      const base = usi.replace('+', '');
      const both = [legal.includes(base), legal.includes(`${base}+`)];
      assert.equal(record.promotion(usi), both[0] ? (both[1] ? 'may' : 'never') : 'must');
      record.play(usi);
      assert.deepEqual(record.position, s.applyMove(position, usi));
      positions++;
    }
    assert.deepEqual(Record.fromUsi(record.toUsi()).moves(), record.moves());
    // The facts of its moves are those its KIF text reads back with.
    const jkf = s.parseKifu(record.toKifu('kif'));
    assert.deepEqual(record.moves(), withFacts(jkf, [], s.kifuPositions(jkf)));
    record.dispose();
  }
  assert.ok(positions > games * 50, `${positions} positions`);
});

test('Record: japanese refuses what toJapaneseMove refuses, with its words, whatever the move\'s length and bytes', () => {
  // Four to six ASCII bytes reach the core as numbers, anything else as
  // text (js/notation.js `packUsi`): both ways, the same answers.
  const position = s.fromSfen('lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2');
  const record = new Record(position);
  const outcome = (f) => {
    try {
      return { text: f() };
    } catch (e) {
      return { message: e.message, code: e.code };
    }
  };
  const moves = ['3c3d', '3c3d+', '3c3d++', '3c3d\0', '3c3d\0\0', '3c3', '3c3d+xx', 'P*5e', 'p*5e', '8b2b+',
    '7a6b', '7a6b ', ' 7a6b', '\u00e93c3', '３c3d', '3c3d\u00ff', '', '3', '3c3d3c3d', '7g7f', '9a9b', 'B*5e'];
  for (const usi of moves) {
    const want = outcome(() => s.toJapaneseMove(position, usi));
    assert.deepEqual(outcome(() => record.japanese(usi)), want, JSON.stringify(usi));
  }
  // Random strings of 3 to 7 units, most of them near a USI move (its
  // letters, digits, * and +), some with NUL, other ASCII or non-ASCII.
  const random = mulberry32(2027);
  const alphabet = '123456789abcdefghiPLNSGBRK*+\0 xZ\u00e9\u4e03\ud83d';
  const legal = new Set(s.legalMoves(position));
  let written = 0;
  for (let i = 0; i < (full ? 20_000 : 2_000); i++) {
    const n = 3 + Math.floor(random() * 5);
    let usi = '';
    for (let j = 0; j < n; j++) usi += alphabet[Math.floor(random() * alphabet.length)];
    // Every few, a legal move with a unit changed or added.
    if (i % 4 === 0) {
      const moves = [...legal];
      usi = moves[Math.floor(random() * moves.length)] + (i % 8 === 0 ? usi.slice(0, 1) : '');
    }
    const want = outcome(() => s.toJapaneseMove(position, usi));
    if (want.text !== undefined) written++;
    assert.deepEqual(outcome(() => record.japanese(usi)), want, JSON.stringify(usi));
  }
  assert.ok(written > 100, `${written} written`);
  // The words path and the text path in turn, on one record: each answer its own move's.
  for (const usi of ['3c3d', '3c3d+xx', '7a6b', '３c3d', '3c3d']) {
    assert.deepEqual(outcome(() => record.japanese(usi)), outcome(() => s.toJapaneseMove(position, usi)), usi);
  }
  record.dispose();
});

// The plain-array model: each node's children [usi, node] in stored order,
// the child followed at each depth (0 past the list's end).
class Model {
  root = { children: [] };
  choice = [];
  ply = 0;
  chosen(d) { return this.choice[d] ?? 0; }
  set(d, a, keepDeeper) {
    while (this.choice.length <= d) this.choice.push(0);
    this.choice[d] = a;
    if (!keepDeeper) this.choice.length = d + 1;
  }
  node(depth) {
    let node = this.root;
    for (let d = 0; d < depth; d++) node = node.children[this.chosen(d)][1];
    return node;
  }
  line() {
    const out = [];
    for (let node = this.root, d = 0; node.children[this.chosen(d)]; d++) {
      const [usi, next] = node.children[this.chosen(d)];
      out.push(usi);
      node = next;
    }
    return out;
  }
  order() {
    const f = this.chosen(this.ply), n = this.node(this.ply).children.length;
    return [...(f < n ? [f] : []), ...[...Array(n).keys()].filter((i) => i !== f)];
  }
  branches() {
    const node = this.node(this.ply);
    return this.order().map((i) => node.children[i][0]);
  }
  play(usi) {
    const p = this.ply, f = this.chosen(p), node = this.node(p);
    const a = node.children.findIndex((c) => c[0] === usi);
    if (a >= 0) this.set(p, a, a === f);
    else {
      node.children.push([usi, { children: [] }]);
      this.set(p, node.children.length - 1, false);
    }
    this.ply = p + 1;
  }
  undo() {
    if (this.ply === 0) return false;
    const p = this.ply - 1;
    this.node(p).children.splice(this.chosen(p), 1);
    this.choice.length = Math.min(this.choice.length, p);
    this.ply = p;
    return true;
  }
  goto(ply) {
    if (ply > this.line().length || ply === this.ply) return false;
    this.ply = ply;
    return true;
  }
  switch(i) {
    const a = this.order()[i];
    this.set(this.ply, a, a === this.chosen(this.ply));
  }
  remove(i) {
    const r = this.order()[i], p = this.ply, f = this.chosen(p);
    this.node(p).children.splice(r, 1);
    if (f === r) this.choice.length = Math.min(this.choice.length, p);
    else if (f > r) this.set(p, f - 1, true);
  }
  promote(i) {
    const r = this.order()[i], p = this.ply, f = this.chosen(p);
    const children = this.node(p).children;
    children.unshift(...children.splice(r, 1));
    this.set(p, 0, f === r);
  }
}

test('Record: play, undo, goto, branches, switch, remove and promote follow a plain-array model', () => {
  const random = mulberry32(2022);
  const runs = full ? 200 : 30;
  const counts = {};
  for (let run = 0; run < runs; run++) {
    const record = new Record();
    const model = new Model();
    for (let step = 0; step < 150; step++) {
      const op = ['play', 'play', 'play', 'undo', 'goto', 'step', 'switch', 'remove', 'promote'][Math.floor(random() * 9)];
      counts[op] = (counts[op] ?? 0) + 1;
      if (op === 'play') {
        if (record.outcome() !== null) continue;
        const known = record.branches();
        const legal = record.legalMoves();
        const usi = known.length > 0 && random() < 0.4
          ? known[Math.floor(random() * known.length)]
          : legal[Math.floor(random() * legal.length)];
        record.play(usi);
        model.play(usi);
      } else if (op === 'undo') {
        assert.equal(record.undo(), model.undo());
      } else if (op === 'goto') {
        const to = Math.floor(random() * (record.length + 2));
        assert.equal(record.goto(to), model.goto(to));
      } else if (op === 'step') {
        if (random() < 0.5) assert.equal(record.forward(), model.goto(model.ply + 1));
        else assert.equal(record.back(), model.ply > 0 && model.goto(model.ply - 1));
      } else {
        const n = record.branches().length;
        const i = Math.floor(random() * (n + 1));
        const method = `${op}Branch`;
        if (i === n) {
          assert.throws(() => record[method](i), { code: 'SHOGI64_NO_BRANCH' });
          continue;
        }
        record[method](i);
        model[op](i);
      }
      const where = `run ${run} step ${step} (${op})`;
      assert.deepEqual(record.moves().slice(1).map((p) => p.usi), model.line(), where);
      assert.equal(record.ply, model.ply, where);
      assert.equal(record.length, model.line().length, where);
      assert.deepEqual(record.branches(), model.branches(), where);
    }
    // What it writes reads back with the same main line.
    const back = Record.fromKifu(record.toKifu('kif'));
    const main = Record.fromJkf(record.toJkf());
    assert.deepEqual(back.moves(), main.moves());
    back.dispose();
    main.dispose();
    record.dispose();
  }
  for (const op of ['play', 'undo', 'goto', 'switch', 'remove', 'promote']) assert.ok(counts[op] > 100, op);
});

test('Record: an ending refuses play where it stands only; errors carry their codes', () => {
  const record = new Record();
  for (const usi of ['7g7f', '3c3d', '8h2b+']) record.play(usi);
  assert.equal(record.outcome(), null);
  record.end('resign');
  assert.deepEqual(record.outcome(), { reason: 'resign', winner: 'black' });
  assert.throws(() => record.play('3a2b'), {
    code: 'SHOGI64_GAME_OVER',
    message: 'the game has ended at ply 3 (resign): no move can be played there',
  });
  assert.throws(() => record.end('abort'), { code: 'SHOGI64_GAME_OVER' });
  assert.throws(() => record.end('draw'), { code: 'SHOGI64_INVALID_OPTION' });
  assert.equal(record.back(), true);
  record.play('2g2f');
  assert.equal(record.outcome(), null);
  assert.equal(record.length, 3);
  assert.throws(() => record.play('5i5h'), { code: 'SHOGI64_ILLEGAL_MOVE', message: '5i5h: the king on 5九 is the opponent\'s' });
  assert.throws(() => record.play('5a5'), { code: 'SHOGI64_BAD_USI' });
  assert.throws(() => record.play(7), { code: 'SHOGI64_NOT_A_STRING' });
  assert.throws(() => record.switchBranch(3), { code: 'SHOGI64_NO_BRANCH', message: 'no branch 3 at ply 3, which has 0 branches' });
  assert.throws(() => record.setComments(9, ['x']), { code: 'SHOGI64_NO_PLY', message: 'no ply 9 on the line, whose last ply is 3' });
  assert.throws(() => record.goto(-1), { code: 'SHOGI64_INVALID_PLY' });
  assert.throws(() => record.promotion('5i5h'), { code: 'SHOGI64_ILLEGAL_MOVE' });
  assert.throws(() => record.movesFrom('0a'), { code: 'SHOGI64_BAD_USI' });
  // A checkmate is an outcome, with the side that mated.
  const mate = new Record(s.fromSfen('3pkp3/9/4P4/9/9/9/9/9/4K4 b G 1'));
  mate.play('G*5b');
  assert.deepEqual(mate.outcome(), { reason: 'checkmate', winner: 'black' });
  assert.throws(() => mate.play('5a5b'), { code: 'SHOGI64_GAME_OVER' });
  // A file's illegal move ends its line, and the outcome says who lost.
  const illegal = Record.fromKifu(bytesOf('illegal_lose.c21b217c.csa'));
  illegal.goto(illegal.length);
  assert.equal(illegal.outcome()?.reason, 'illegal_move');
  // Header and comments are edited.
  record.header = { 先手: 'A', 後手: 'B' };
  assert.deepEqual(record.header, { 先手: 'A', 後手: 'B' });
  record.setComments(1, ['first', 'second']);
  assert.deepEqual(record.toJkf().moves[1].comments, ['first', 'second']);
  assert.match(record.toKifu('kif'), /\*first\n\*second/);
  // moves() gives them with their ply, as given (a tab and a line break in a line included).
  record.setComments(0, ['on the start\t…', 'two\nlines']);
  assert.deepEqual(record.moves().map((m) => m.comments).slice(0, 3), [['on the start\t…', 'two\nlines'], ['first', 'second'], []]);
  // The mate: its move gives check, and neither captures nor promotes.
  assert.deepEqual(mate.moves().map(({ capture, promote, check }) => [capture, promote, check]),
    [[null, false, false], [null, false, true]]);
  // Disposed, the record refuses every use.
  record.dispose();
  record.dispose();
  for (const use of [() => record.ply, () => record.position, () => record.play('7g7f'), () => record.legalMoves()]) {
    assert.throws(use, { code: 'SHOGI64_DISPOSED' });
  }
  if (typeof Symbol.dispose === 'symbol') {
    const r = new Record();
    r[Symbol.dispose]();
    assert.throws(() => r.ply, { code: 'SHOGI64_DISPOSED' });
  }
});

// Records made and dropped in batches of 10,000, undisposed, with `await`
// and gc() between batches: the FinalizationRegistry frees them in the
// core, and the module's memory after the last batch is within 1 MiB of
// its size after the first. A child process that imports the package by
// name and notes the module's memory as memory.test.mjs does.
test('Record: moves() gives the engine analysis of the comments as score and pv; toKifu keeps the lines', () => {
  const record = Record.fromKifu(ANALYSED);
  const moves = record.moves();
  assert.deepEqual(moves.map((m) => [m.score, m.pv]), [
    [{ cp: 0 }, null],
    [{ cp: 45 }, ['3c3d', '8h2b+', '3a2b']],
    [{ cp: -120 }, ['8h2b+', '3a2b', 'B*4e']],
    // 12.5 is not a whole number; 9九玉 is not white's move there.
    [null, null],
    [{ cp: 300 }, ['2g2f', '8d8e']],
    [null, null],
  ]);
  // The comments stay as they are; the entries are the facts of the file.
  assert.deepEqual(moves[1].comments, ['#評価値=45', '#読み筋=△３四歩(33)▲２二角成(88)△同　銀(31)', 'a plain comment']);
  const jkf = s.parseKifu(ANALYSED);
  assert.deepEqual(moves, withFacts(jkf, [], s.kifuPositions(jkf)));
  // Written back, the lines are comments that read the same.
  for (const format of ['kif', 'ki2', 'csa', 'jkf']) {
    const text = record.toKifu(format);
    assert.match(text, /#読み筋=△３四歩\(33\)▲２二角成\(88\)△同　銀\(31\)/, format);
    const back = format === 'jkf' ? Record.fromJkf(JSON.parse(text)) : Record.fromKifu(text);
    assert.deepEqual(back.moves().map((m) => [m.score, m.pv]), moves.map((m) => [m.score, m.pv]), format);
    back.dispose();
  }
  // Another line of the same record: each entry's own analysis (the last
  // line of each kind), the PV read from that line's position.
  record.goto(2);
  record.play('9g9f');
  record.setComments(3, ['#評価値=-7', '#読み筋=△８四歩(83)', '#読み筋=△１四歩(13)']);
  assert.deepEqual(record.moves().slice(2).map((m) => [m.score, m.pv]), [[{ cp: -120 }, ['8h2b+', '3a2b', 'B*4e']], [{ cp: -7 }, ['1c1d']]]);
  // Black has no pawn on 8六 to play 8五歩.
  record.setComments(3, ['#読み筋=△８四歩(83)▲８五歩']);
  assert.deepEqual(record.moves()[3].pv, null);
  record.dispose();
});

test('Record: records dropped without dispose() are freed; memory stays bounded', () => {
  const batches = full ? 100 : 12;
  const child = `
const memories = [];
const Instance = WebAssembly.Instance;
WebAssembly.Instance = new Proxy(Instance, { construct: (t, args, nt) => {
  const i = Reflect.construct(t, args, nt);
  if (i.exports.memory) memories.push(i.exports.memory);
  return i;
} });
const { Record } = await import('shogi64');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const sizes = [];
for (let batch = 0; batch < ${batches}; batch++) {
  for (let i = 0; i < 10000; i++) {
    const r = new Record();
    r.play('7g7f');
    r.play(i % 2 ? '3c3d' : '8c8d');
  }
  for (let k = 0; k < 3; k++) { await settle(); gc(); }
  await settle();
  sizes.push(memories.reduce((n, m) => n + m.buffer.byteLength, 0));
}
console.log(JSON.stringify(sizes));
`;
  const r = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', child],
    { cwd: project, encoding: 'utf8', maxBuffer: 1 << 20 });
  assert.equal(r.status, 0, r.stderr);
  const sizes = JSON.parse(r.stdout);
  assert.equal(sizes.length, batches);
  assert.ok(sizes.at(-1) <= sizes[0] + 1024 * 1024, `memory after each batch: ${sizes.join(', ')}`);
});
