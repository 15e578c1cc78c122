// Legal moves through every Node entry point of the installed package: perft
// counts of tests/moves/perft.jsonl, the 打ち歩詰め cases, cshogi's move lists
// (tests/moves/cshogi.jsonl), the documented order, errors with code and ply,
// USI positions with moves, the refusals, and tsshogi as an independent
// generator on positions from seeded random play. SHOGI64_FULL=1 runs the
// deep perft counts and more random positions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { Position as TsPosition } from 'tsshogi';
import { full, jsonl, mulberry32 } from '../support.mjs';
import { caught, cliPath, entries } from './load.mjs';

const lines = (name) => jsonl(`tests/moves/${name}`);
const PERFT = lines('perft.jsonl');
const DROP_MATE = lines('pawn-drop-mate.jsonl');
const CSHOGI = lines('cshogi.jsonl');
const INITIAL = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';

// Positions from random play with the package itself, each with the moves
// that led to it: a game ends at mate or after `plies`.
function randomGames(s, seed, games, plies) {
  const rnd = mulberry32(seed);
  const out = [];
  for (let g = 0; g < games; g++) {
    let p = s.fromSfen('startpos');
    const line = [];
    for (let ply = 0; ply < plies; ply++) {
      const moves = s.legalMoves(p);
      if (moves.length === 0) break;
      const mv = moves[Math.floor(rnd() * moves.length)];
      p = s.applyMove(p, mv);
      line.push(mv);
      out.push({ position: p, line: [...line] });
    }
  }
  return out;
}

// The documented order, written independently: board moves by origin then
// destination (squares in board-array order: rank 1 to 9, file 9 to 1),
// without promotion before with; then drops by kind R B G S N L P, then square.
const squareIndex = (file, rank) => (rank.charCodeAt(0) - 97) * 9 + (9 - Number(file));
function orderKey(usi) {
  if (usi[1] === '*') {
    return [1, 'RBGSNLP'.indexOf(usi[0]), squareIndex(usi[2], usi[3]), 0];
  }
  return [0, squareIndex(usi[0], usi[1]), squareIndex(usi[2], usi[3]), usi.length === 5 ? 1 : 0];
}
function compare(a, b) {
  const ka = orderKey(a), kb = orderKey(b);
  for (let i = 0; i < 4; i++) if (ka[i] !== kb[i]) return ka[i] - kb[i];
  return 0;
}

// tsshogi's legal moves: every USI text over the whole move space that its
// isValidMove accepts.
const FILES = '123456789', RANKS = 'abcdefghi';
const SQUARES = [...FILES].flatMap((f) => [...RANKS].map((r) => f + r));
function tsshogiMoves(sfen) {
  const pos = TsPosition.newBySFEN(sfen);
  assert.ok(pos, `tsshogi reads ${sfen}`);
  const legal = [];
  const tryMove = (usi) => {
    const mv = pos.createMoveByUSI(usi);
    if (mv && pos.isValidMove(mv)) legal.push(usi);
  };
  for (const from of SQUARES) {
    for (const to of SQUARES) {
      if (from !== to) {
        tryMove(from + to);
        tryMove(`${from + to}+`);
      }
    }
  }
  for (const k of 'RBGSNLP') for (const to of SQUARES) tryMove(`${k}*${to}`);
  return legal;
}

for (const [how, s] of entries) {
  test(`${how}: perft of every row of perft.jsonl`, () => {
    let checked = 0;
    for (const row of PERFT) {
      const p = s.fromSfen(row.sfen);
      row.perft.forEach((count, i) => {
        // Shallow depths always, at least depth 1 of every row; deep ones with SHOGI64_FULL=1.
        if (i > 0 && count > (full ? 2e8 : 3e5)) return;
        assert.equal(s.perft(p, i + 1), count, `${row.name} depth ${i + 1}`);
        checked++;
      });
      assert.equal(s.perft(p, 0), 1);
      assert.equal(s.legalMoves(p).length, row.perft[0], row.name);
    }
    assert.ok(checked >= PERFT.length * 2, `${checked} counts checked`);
  });

  test(`${how}: every 打ち歩詰め case, and a king that can take the pawn`, () => {
    const own = [
      // The pawn on 1b checks the king on 1a, whose only flight is to take it.
      { sfen: '8k/9/9/9/9/9/9/9/K8 b P 1', usi: 'P*1b', legal: true, case: 'the king takes the pawn' },
      // The same with the pawn guarded by a gold on 1c, which also covers 2b,
      // and white's own lance on 2a: mate, so refused.
      { sfen: '7lk/9/8G/9/9/9/9/9/K8 b P 1', usi: 'P*1b', legal: false, case: 'the king cannot take a guarded pawn' },
    ];
    for (const c of [...DROP_MATE, ...own]) {
      const p = s.fromSfen(c.sfen);
      assert.equal(s.legalMoves(p).includes(c.usi), c.legal, c.case);
      if (c.legal) {
        const after = s.applyMove(p, c.usi);
        assert.equal(s.isCheck(after), true, `${c.case}: the drop checks`);
        assert.equal(s.isCheckmate(after), false, c.case);
      } else {
        const e = caught(() => s.applyMove(p, c.usi));
        assert.equal(e.code, 'SHOGI64_ILLEGAL_MOVE', c.case);
        assert.equal(e.message, `${c.usi}: the pawn drop mates (打ち歩詰め)`, c.case);
      }
    }
  });

  test(`${how}: legalMoves equals cshogi's list on every position of cshogi.jsonl, in the documented order`, () => {
    const rows = full ? CSHOGI : CSHOGI.filter((_, i) => i % 3 === 0);
    let inCheck = 0;
    for (const row of rows) {
      const p = s.fromSfen(row.sfen);
      const moves = s.legalMoves(p);
      assert.deepEqual([...moves].sort(), [...row.moves].sort(), row.sfen);
      assert.deepEqual(moves, [...moves].sort(compare), `order: ${row.sfen}`);
      if (s.isCheck(p)) inCheck++;
      assert.equal(s.isCheckmate(p), moves.length === 0 && s.isCheck(p), row.sfen);
    }
    assert.ok(rows.length >= 500 && inCheck > 0, `${rows.length} positions, ${inCheck} in check`);
  });

  test(`${how}: the order of legalMoves, written out`, () => {
    const p = s.fromSfen('4k4/9/9/9/9/9/2P6/9/4K4 b RP 1');
    const moves = s.legalMoves(p);
    // Board moves first (7g7f; the king on 5i), then rook drops, then pawn drops.
    assert.deepEqual(moves.slice(0, 6), ['7g7f', '5i6h', '5i5h', '5i4h', '5i6i', '5i4i']);
    assert.deepEqual(moves.slice(6, 9), ['R*9a', 'R*8a', 'R*7a']);
    assert.equal(moves.indexOf('R*1i') + 1, moves.indexOf('P*9b'));
    const promo = s.legalMoves(s.fromSfen('4k4/9/9/2P6/9/9/9/9/4K4 b - 1'));
    assert.deepEqual(promo.slice(0, 2), ['7d7c', '7d7c+']);
  });

  test(`${how}: a position loaded again after moves were played on it is the position, not the board played`, () => {
    // The binding keeps the board of the last position loaded while no move
    // is played on it: each call below must still see \`start\` itself.
    const start = s.fromSfen('startpos');
    const first = s.legalMoves(start);
    assert.equal(first.length, 30);
    assert.equal(s.toSfen(s.applyMoves(start, ['7g7f', '3c3d'])),
      'lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 1');
    assert.deepEqual(s.legalMoves(start), first);
    assert.throws(() => s.applyMoves(start, ['7g7f', '7g7f']));
    assert.deepEqual(s.legalMoves(start), first);
    assert.equal(s.toSfen(s.applyMove(start, '2g2f')), 'lnsgkgsnl/1r5b1/ppppppppp/9/9/7P1/PPPPPPP1P/1B5R1/LNSGKGSNL w - 1');
    assert.deepEqual(s.legalMoves(start), first);
    assert.equal(s.perft(start, 2), 900);
    const other = { ...start, turn: false };
    assert.notDeepEqual(s.legalMoves(other), first);
    assert.deepEqual(s.legalMoves(start), first);
  });

  test(`${how}: applyMove, applyMoves and their errors`, () => {
    const start = s.fromSfen('startpos');
    const after = s.applyMoves(start, ['7g7f', '3c3d', '8h2b+']);
    assert.equal(s.toSfen(after), 'lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 1');
    assert.deepEqual(s.applyMove(start, '7g7f'), s.applyMoves(start, ['7g7f']));
    assert.deepEqual(s.applyMoves(start, []), start);
    assert.equal(s.toSfen(start), s.toSfen(s.fromSfen('startpos')), 'the position given is not changed');

    const cases = [
      [() => s.applyMove(start, '7g7e'), 'SHOGI64_ILLEGAL_MOVE', '7g7e: the pawn on 7七 cannot move to 7五'],
      [() => s.applyMove(start, '5e5d'), 'SHOGI64_ILLEGAL_MOVE', '5e5d: no piece on 5五'],
      [() => s.applyMove(start, '5a5b'), 'SHOGI64_ILLEGAL_MOVE', "5a5b: the king on 5一 is the opponent's"],
      [() => s.applyMove(start, '8h2b'), 'SHOGI64_ILLEGAL_MOVE', '8h2b: the bishop on 8八 cannot pass the piece on 7七'],
      [() => s.applyMove(start, '7g7f+'), 'SHOGI64_ILLEGAL_MOVE',
        '7g7f+: no promotion: neither 7七 nor 7六 is in the promotion zone'],
      [() => s.applyMove(start, '5i4h+'), 'SHOGI64_ILLEGAL_MOVE', '5i4h+: a king does not promote'],
      [() => s.applyMove(start, '6i7i'), 'SHOGI64_ILLEGAL_MOVE',
        "6i7i: the gold on 6九 cannot take its own side's piece on 7九"],
      [() => s.applyMove(start, 'P*5e'), 'SHOGI64_ILLEGAL_MOVE', 'P*5e: no pawn in hand'],
      [() => s.applyMove(s.fromSfen('4k4/9/9/9/9/9/4P4/9/4K4 b P 1'), 'P*5e'), 'SHOGI64_ILLEGAL_MOVE',
        'P*5e: a second unpromoted pawn on file 5'],
      [() => s.applyMove(s.fromSfen('4k4/9/9/9/9/9/9/9/4K4 b N 1'), 'N*5b'), 'SHOGI64_ILLEGAL_MOVE',
        'N*5b: a knight dropped on 5二 would have no further move'],
      [() => s.applyMove(s.fromSfen('8k/4P4/9/9/9/9/9/9/4K4 b - 1'), '5b5a'), 'SHOGI64_ILLEGAL_MOVE',
        '5b5a: the pawn must promote on 5一, where it would have no further move'],
      [() => s.applyMove(s.fromSfen('4k4/4r4/9/9/9/9/9/4G4/4K4 b - 1'), '5h4h'), 'SHOGI64_ILLEGAL_MOVE',
        '5h4h: the king would be in check'],
      [() => s.applyMove(start, '7g7'), 'SHOGI64_BAD_USI',
        '"7g7" is not a USI move: at offset 3, expected a rank letter a-i'],
      [() => s.applyMove(start, '7g7f '), 'SHOGI64_BAD_USI',
        '"7g7f " is not a USI move: at offset 4, expected \'+\' or the end of the move'],
      [() => s.applyMove(start, 'K*5e'), 'SHOGI64_BAD_USI',
        '"K*5e" is not a USI move: at offset 0, expected a file digit 1-9 or a piece letter P L N S G B R'],
      [() => s.applyMove(start, 7), 'SHOGI64_NOT_A_STRING', 'the move is 7, not a string'],
      [() => s.applyMove({ ...start, turn: 1 }, '7g7f'), 'SHOGI64_INVALID_POSITION', 'turn is 1, not a boolean'],
    ];
    for (const [fn, code, message] of cases) {
      let e;
      try { fn(); } catch (thrown) { e = thrown; }
      assert.ok(e, `expected a throw: ${message}`);
      assert.equal(e.message, message);
      assert.equal(e.code, code, message);
      assert.equal(e.ply, undefined, message);
    }
    const e = caught(() => s.applyMoves(start, ['7g7f', '3c3d', '7f7e', '4a3b', '7e7d', '3b4a']));
    assert.equal(e.code, 'SHOGI64_ILLEGAL_MOVE');
    assert.equal(e.ply, 6);
    assert.equal(e.message, 'ply 6: 3b4a: the gold on 3二 cannot move to 4一');
    const bad = caught(() => s.applyMoves(start, ['7g7f', '3c3d 2g2f']));
    assert.equal(bad.code, 'SHOGI64_BAD_USI');
    assert.equal(bad.ply, 2);
    assert.equal(caught(() => s.applyMoves(start, '7g7f')).code, 'SHOGI64_NOT_AN_ARRAY');
  });

  test(`${how}: fromUsi and toUsi`, () => {
    const a = s.fromUsi('startpos moves 7g7f 3c3d');
    assert.deepEqual(a, s.applyMoves(s.fromSfen('startpos'), ['7g7f', '3c3d']));
    assert.equal(a.moveNumber, 3);
    assert.deepEqual(Object.keys(a), ['turn', 'board', 'hands']);
    assert.deepEqual(s.fromUsi('position startpos moves 7g7f 3c3d'), a);
    assert.deepEqual(s.fromUsi(`position sfen ${INITIAL} moves 7g7f  3c3d`), a);
    assert.deepEqual(s.fromUsi(`sfen ${INITIAL} moves 7g7f 3c3d`), a);
    assert.deepEqual(s.fromUsi('startpos'), s.fromSfen('startpos'));
    assert.deepEqual(s.fromUsi('startpos moves'), s.fromSfen('startpos'));
    assert.equal(s.fromUsi('sfen 4k4/9/9/9/9/9/9/9/4K4 b - 30 moves 5i5h').moveNumber, 31);
    assert.equal(s.toUsi(s.fromSfen('startpos')), `position sfen ${INITIAL}`);
    assert.equal(s.toUsi(s.fromSfen('startpos'), ['7g7f', '3c3d']), `position sfen ${INITIAL} moves 7g7f 3c3d`);

    const e = caught(() => s.fromUsi('startpos moves 7g7f 3c3d 7g7f'));
    assert.equal(e.code, 'SHOGI64_ILLEGAL_MOVE');
    assert.equal(e.ply, 3);
    assert.equal(e.message, 'ply 3: 7g7f: no piece on 7七');
    const u = caught(() => s.fromUsi('startpos moves 7g7f 7x7f'));
    assert.equal(u.code, 'SHOGI64_BAD_USI');
    assert.equal(u.ply, 2);
    assert.equal(caught(() => s.fromUsi('startpos 7g7f')).code, 'SHOGI64_INVALID_SFEN');
    assert.equal(caught(() => s.toUsi(s.fromSfen('startpos'), ['7g7e'])).ply, 1);
    const sfenMoves = caught(() => s.fromSfen('startpos moves 7g7f'));
    assert.match(sfenMoves.message, /fromUsi/);

    // Round trips over random games.
    let checked = 0;
    for (const { position, line } of randomGames(s, 7, full ? 40 : 8, 80)) {
      const start = s.fromSfen('startpos');
      const usi = s.toUsi(start, line);
      const back = s.fromUsi(usi);
      assert.deepEqual(back, position);
      assert.equal(back.moveNumber, line.length + 1);
      assert.deepEqual(s.fromUsi(s.toUsi(position)), position);
      checked++;
    }
    assert.ok(checked > 100, `${checked} round trips`);
  });

  test(`${how}: refusals and boards no game reaches`, () => {
    // White to move while black's king is attacked by the rook on 5a.
    const opponentInCheck = s.fromSfen('4r4/9/9/9/9/9/9/9/4K4 w - 1');
    assert.equal(s.isCheck(opponentInCheck), false);
    assert.equal(s.isCheck({ ...opponentInCheck, turn: true }), true);
    for (const fn of [s.legalMoves, s.isCheckmate, (p) => s.perft(p, 1), (p) => s.applyMove(p, '5a5b'),
      (p) => s.applyMoves(p, []), (p) => s.toUsi(p)]) {
      const e = caught(() => fn(opponentInCheck));
      assert.equal(e.code, 'SHOGI64_OPPONENT_IN_CHECK');
      assert.equal(e.message, 'the side not to move is in check: no game reaches this position');
    }
    assert.equal(caught(() => s.fromUsi('sfen 4r4/9/9/9/9/9/9/9/4K4 w - 1')).code, 'SHOGI64_OPPONENT_IN_CHECK');
    const twoKings = caught(() => s.legalMoves(s.fromSfen('4k4/9/9/9/9/9/9/9/3KK4 b - 1')));
    assert.equal(twoKings.code, 'SHOGI64_TWO_KINGS');
    assert.equal(twoKings.message, 'black has a second king on 5九');
    assert.equal(s.isCheck(s.fromSfen('4k4/9/9/9/9/9/9/9/3KK4 b - 1')), false);

    // No king for the side to move: no self-check constraint.
    const noKing = s.fromSfen('4k4/9/9/9/9/9/9/9/3R5 b - 1');
    assert.equal(s.isCheck(noKing), false);
    assert.ok(s.legalMoves(noKing).includes('6i6a+'));
    const pinnedWithoutKing = s.fromSfen('9/9/9/9/4r4/9/4G4/9/9 b - 1');
    assert.ok(s.legalMoves(pinnedWithoutKing).includes('5g4g'), 'no king: nothing is pinned');
    // A pawn on its last rank has no move; 二歩 on the board forbids pawn drops on that file.
    const deadPawn = s.fromSfen('P3k4/9/9/9/9/9/9/9/4K4 b - 1');
    assert.ok(s.legalMoves(deadPawn).every((m) => !m.startsWith('9a')));
    const nifu = s.fromSfen('4k4/9/9/9/4P4/9/4P4/9/K8 b P 1');
    const drops = s.legalMoves(nifu).filter((m) => m.startsWith('P*'));
    assert.ok(drops.length > 0 && drops.every((m) => m[2] !== '5'));
    // Three rooks: moves of what is there.
    const row = PERFT.find((r) => r.name === 'impossible material');
    assert.equal(s.legalMoves(s.fromSfen(row.sfen)).length, row.perft[0]);

    for (const depth of [-1, 1.5, '2', 65, NaN]) {
      assert.equal(caught(() => s.perft(s.fromSfen('startpos'), depth)).code, 'SHOGI64_INVALID_DEPTH');
    }
    assert.equal(caught(() => s.legalMoves(null)).code, 'SHOGI64_INVALID_POSITION');
  });
}

test('legalMoves equals tsshogi\'s isValidMove over the whole move space on positions from seeded random play', () => {
  const [, s] = entries[0];
  const games = randomGames(s, 12, full ? 30 : 4, 120);
  const rnd = mulberry32(99);
  const sample = games.filter(() => rnd() < (full ? 0.5 : 0.12));
  let inCheck = 0;
  for (const { position } of sample) {
    const sfen = s.toSfen(position);
    assert.deepEqual([...s.legalMoves(position)].sort(), tsshogiMoves(sfen).sort(), sfen);
    if (s.isCheck(position)) inCheck++;
  }
  assert.ok(sample.length >= 30, `${sample.length} positions (${inCheck} in check)`);
});

test('CLI: shogi64 moves and shogi64 perft', () => {
  const [, s] = entries[0];
  const run = (...args) => spawnSync(process.execPath, [cliPath, ...args], { encoding: 'utf8' });
  const moves = run('moves', 'startpos moves 7g7f');
  assert.equal(moves.status, 0, moves.stderr);
  assert.deepEqual(moves.stdout.trim().split('\n'), s.legalMoves(s.fromUsi('startpos moves 7g7f')));
  const encoded = run('moves', s.encode(s.fromSfen('startpos')));
  assert.equal(encoded.stdout.trim().split('\n').length, 30);
  const perft = run('perft', INITIAL, '2');
  assert.equal(perft.status, 0, perft.stderr);
  const lines = perft.stdout.trim().split('\n');
  assert.equal(lines.at(-1), 'Nodes searched: 900');
  const counts = lines.slice(0, -2).map((l) => Number(l.split(': ')[1]));
  assert.equal(counts.length, 30);
  assert.equal(counts.reduce((a, b) => a + b, 0), 900);
  const bad = run('moves', 'startpos moves 7g7e');
  assert.equal(bad.status, 1);
  assert.match(bad.stderr, /7g7e: the pawn on 7七 cannot move to 7五/);
  assert.equal(run('perft', 'startpos').status, 2);
});
