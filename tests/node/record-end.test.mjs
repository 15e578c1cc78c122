// The Record handle's game ends against tsshogi 2.2.0: at every ply of
// seeded games (random play, and play built to repeat: each side mostly
// plays back its own last move, with and without one or both sides giving
// check whenever they can), `outcome()` names repetition (千日手) and
// perpetual check (連続王手の千日手) where tsshogi's `repetition` and
// `perpetualCheck` do, while the games are played and again when the
// record is walked to each ply in a shuffled order. 250 games by default,
// 1,200 under SHOGI64_FULL=1. `declare(rule)` judges 入玉宣言 as tsshogi's
// judgeJishogiDeclaration does on seeded positions rich in pieces in the
// camps (400, 10,000 under SHOGI64_FULL=1), records it, and files write it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Position as TsPosition, Record as TsRecord, judgeJishogiDeclaration } from 'tsshogi';
import { full, mulberry32 } from '../support.mjs';
import { campPositions } from '../oracles/camp-positions.mjs';
import { viaRequire as s } from './load.mjs';

const { Record } = s;
const GAMES = full ? 1_200 : 250;
const MAX_PLIES = 300;
const INITIAL = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
// A start in check (black's dragon checks the king in the corner).
const IN_CHECK = '9/6+R1k/9/9/9/9/9/9/4K4 w - 1';
const KINDS = [
  { repeat: false, checkers: '' },
  { repeat: true, checkers: '' },
  { repeat: true, checkers: 'b' },
  { repeat: true, checkers: 'w' },
  { repeat: true, checkers: 'bw' },
];

const rnd = mulberry32(0x5eed2e);
const pick = (xs) => xs[Math.floor(rnd() * xs.length)];
const keyOf = (p) => s.toSfen(p).replace(/ \d+$/, '');
const reverse = (usi) => (usi.length === 4 && usi[1] !== '*' ? usi.slice(2, 4) + usi.slice(0, 2) : null);
const other = { black: 'white', white: 'black' };

// tsshogi's verdict at its record's current ply, as an outcome.
function tsVerdict(ts) {
  const checker = ts.perpetualCheck;
  if (checker) return { reason: 'perpetual_check', winner: other[checker] };
  return ts.repetition ? { reason: 'repetition', winner: null } : null;
}

function startOf(kind) {
  if (kind.checkers === 'b' && rnd() < 0.1) return IN_CHECK;
  if (rnd() < 0.6) return INITIAL;
  let p = s.fromSfen(INITIAL);
  for (let i = 0, n = 20 + Math.floor(rnd() * 60); i < n; i++) {
    const legal = s.legalMoves(p);
    if (legal.length === 0) break;
    p = s.applyMove(p, pick(legal));
  }
  return s.legalMoves(p).length === 0 ? INITIAL : s.toSfen(p);
}

// One game played on both records; returns the plies' expected outcomes
// (tsshogi's, or checkmate) and the excluded plies with their reasons.
function play(kind, tally) {
  const sfen = startOf(kind);
  const record = new Record(s.fromSfen(sfen));
  const ts = new TsRecord(TsPosition.newBySFEN(sfen));
  let p = s.fromSfen(sfen);
  const keys = [keyOf(p)];
  const checks = [s.isCheck(p)];
  const seen = new Set(keys);
  const last = { b: null, w: null };
  const expected = [];
  const opening = sfen === IN_CHECK ? 0 : Math.floor(rnd() * 40);
  for (let ply = 0; ; ply++) {
    const legal = s.legalMoves(p);
    let want = tsVerdict(ts);
    let why = null;
    if (want) {
      // The documented differences (History::repetition in
      // src/rules/repetition.rs): the first occurrence, and who checked.
      const first = keys.indexOf(keys[ply]);
      const gave = (parity) => checks.slice(first + 1).every((c, i) => (first + 1 + i) % 2 !== parity || c);
      const lastMover = p.turn ? 'white' : 'black';
      if (gave(0) && gave(1)) {
        why = 'both sides gave every check: tsshogi names black the checker, the record the last mover';
        want = { reason: 'perpetual_check', winner: other[lastMover] };
      } else if (first === 0 && checks[0]) {
        why = 'the repeated position is the start, in check: tsshogi counts the start as a move without check';
        want = null;
      }
    } else if (legal.length === 0) {
      want = { reason: 'checkmate', winner: p.turn ? 'white' : 'black' };
    }
    expected.push({ want, why });
    const got = record.outcome();
    if (why) {
      tally[why] = (tally[why] || 0) + 1;
      if (want) assert.deepEqual(got, want, `${sfen} ${ply}: ${why}`);
      else assert.ok(got && /repetition|perpetual_check/.test(got.reason), `${sfen} ${ply}: ${why}`);
    } else {
      assert.deepEqual(got, want, `${sfen} after ${ts.usi} at ply ${ply}`);
    }
    if (got) tally[got.reason] = (tally[got.reason] || 0) + 1;
    if (got || ply >= MAX_PLIES) break;
    const side = p.turn ? 'b' : 'w';
    let choice;
    if (ply < opening || !kind.repeat) {
      choice = pick(legal);
    } else {
      let candidates = legal;
      if (kind.checkers.includes(side)) {
        const giving = legal.filter((m) => s.isCheck(s.applyMove(p, m)));
        if (giving.length > 0) candidates = giving;
      }
      const back = reverse(last[side] ?? '');
      const r = rnd();
      if (back && candidates.includes(back) && r < 0.85) choice = back;
      else {
        const toSeen = candidates.filter((m) => seen.has(keyOf(s.applyMove(p, m))));
        choice = toSeen.length > 0 && r < 0.95 ? pick(toSeen) : pick(candidates);
      }
    }
    record.play(choice);
    assert.ok(ts.append(ts.position.createMoveByUSI(choice)), choice);
    p = s.applyMove(p, choice);
    keys.push(keyOf(p));
    checks.push(s.isCheck(p));
    seen.add(keys.at(-1));
    last[side] = choice;
  }
  // Walked to each ply in a shuffled order: the same answers.
  const plies = expected.map((_, i) => i).sort(() => rnd() - 0.5);
  for (const ply of plies) {
    record.goto(ply);
    const { want, why } = expected[ply];
    if (!why) assert.deepEqual(record.outcome(), want, `${sfen} walked to ply ${ply}`);
  }
  // Played at the end, refused with its code.
  const end = record.outcome();
  if (end) {
    record.goto(record.length);
    assert.throws(() => record.play(s.legalMoves(record.position)[0] ?? '7g7f'), { code: /SHOGI64_(GAME_OVER|ILLEGAL_MOVE)/ });
  }
  record.dispose();
  return expected.length;
}

test(`outcome() names repetition and perpetual check where tsshogi does, at every ply of ${GAMES} seeded games`, () => {
  const tally = {};
  let plies = 0;
  for (let g = 0; g < GAMES; g++) plies += play(KINDS[g % KINDS.length], tally);
  // The games reach every verdict, and the excluded cases stay few.
  assert.ok(tally.repetition > GAMES / 20, JSON.stringify(tally));
  assert.ok(tally.perpetual_check > GAMES / 40, JSON.stringify(tally));
  console.log(`${GAMES} games, ${plies} plies: ${JSON.stringify(tally)}`);
});

const POSITIONS = campPositions(0x22e, full ? 10_000 : 400);
// What a file writes of each verdict, read back: the ending and its winner.
const READ_BACK = { win: 'declaration', lose: 'illegal_move', draw: 'jishogi' };

test(`declare(rule) judges as tsshogi's judgeJishogiDeclaration on ${POSITIONS.length} positions rich in pieces in the camps`, () => {
  const tally = {};
  for (const [i, sfen] of POSITIONS.entries()) {
    const ts = TsPosition.newBySFEN(sfen);
    const side = ts.color;
    for (const rule of [24, 27]) {
      const record = new Record(s.fromSfen(sfen));
      if (record.outcome()) {
        // Mated already: nothing can be declared.
        assert.throws(() => record.declare(rule), { code: 'SHOGI64_GAME_OVER' }, sfen);
        tally.mated = (tally.mated || 0) + 1;
        record.dispose();
        continue;
      }
      let want = judgeJishogiDeclaration(`general${rule}`, ts, side);
      const got = record.declare(rule);
      if (rule === 27 && want === 'draw') {
        // DeclarationRule::Points27 in src/rules/declaration.rs: too few
        // points lose, as the rule says; tsshogi answers a draw.
        const why = '27-point rule, too few points: the record loses, tsshogi draws';
        tally[why] = (tally[why] || 0) + 1;
        want = 'lose';
      }
      assert.equal(got, want, `${sfen} under the ${rule}-point rule`);
      tally[`${rule}:${got}`] = (tally[`${rule}:${got}`] || 0) + 1;
      const winner = { win: side, lose: other[side], draw: null }[got];
      assert.deepEqual(record.outcome(), { reason: 'declaration', winner }, sfen);
      assert.throws(() => record.declare(rule), { code: 'SHOGI64_GAME_OVER' });
      assert.throws(() => record.play(s.legalMoves(record.position)[0] ?? '5i5h'), { code: /SHOGI64_(GAME_OVER|ILLEGAL_MOVE)/ });
      // Written and read back: the ending the format writes, the same winner.
      if (i % 8 === 0) {
        for (const format of ['kif', 'csa', 'jkf']) {
          const back = Record.fromKifu(record.toKifu(format));
          assert.deepEqual(back.outcome(), { reason: READ_BACK[got], winner }, `${sfen} ${format}`);
          back.dispose();
        }
      }
      record.dispose();
    }
  }
  // Every verdict is reached under each rule.
  for (const key of ['24:win', '24:lose', '24:draw', '27:win', '27:lose']) {
    assert.ok(tally[key] > 0, `${key}: ${JSON.stringify(tally)}`);
  }
  console.log(`${POSITIONS.length} positions: ${JSON.stringify(tally)}`);
});

test('declare refuses a rule other than 24 or 27, and a game already ended', () => {
  const record = new Record();
  for (const bad of [26, '27', null, 28.5]) {
    assert.throws(() => record.declare(bad), { code: 'SHOGI64_INVALID_OPTION' }, String(bad));
  }
  assert.equal(record.outcome(), null);
  // The initial position: no king in the camp, the declaration loses.
  assert.equal(record.declare(), 'lose');
  assert.deepEqual(record.outcome(), { reason: 'declaration', winner: 'white' });
  assert.match(record.toKifu('csa'), /%ILLEGAL_MOVE/);
  assert.match(record.toKifu('kif'), /反則負け/);
  record.dispose();
});
