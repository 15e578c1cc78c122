// generateMate and verifyTsume as the package ships them: the committed
// problems (tests/mate/tsume.jsonl, checked by tests/tsume.rs with a search
// of its own) made again, verified sound, altered to be flawed, and the
// errors; the CLI's tsume command.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { jsonl } from '../support.mjs';
import { caught, cliPath, entries } from './load.mjs';

const s = entries[0][1];
const problems = jsonl('tests/mate/tsume.jsonl').filter((l) => l.plies === 3);

test('generateMate makes the committed problems, and verifyTsume finds them sound', () => {
  for (const { plies, seed, sfen, moves } of problems.slice(0, 4)) {
    const made = s.generateMate({ plies, seed });
    assert.equal(s.toSfen(made.position), sfen);
    assert.deepEqual(made.moves, moves.split(' '));
    assert.deepEqual(s.verifyTsume(made.position, made.moves), { ok: true, shortest: plies, problems: [] });
  }
});

test('verifyTsume names a piece left in hand and a line cut short', () => {
  const { sfen, moves } = problems[0];
  const p = s.fromSfen(sfen);
  const white = { ...p.hands.white, KI: p.hands.white.KI - 1 };
  const more = { ...p, hands: { black: { ...p.hands.black, KI: p.hands.black.KI + 1 }, white } };
  const v = s.verifyTsume(more, moves.split(' '));
  assert.equal(v.ok, false);
  assert.ok(v.problems.some((f) => f.kind === 'leftover' && f.usi === 'G' && f.ply === 3), JSON.stringify(v));
  const short = s.verifyTsume(p, moves.split(' ').slice(0, 1));
  assert.equal(short.ok, false);
  assert.ok(short.problems.some((f) => f.kind === 'longer_defence' && f.ply === 2), JSON.stringify(short));
});

test('the errors: a length not offered, a budget spent, an even line, an unknown option, an illegal move', () => {
  assert.equal(caught(() => s.generateMate({ plies: 4 })).message, 'plies 4 is not 1, 3, 5, 7, 9 or 11');
  assert.equal(caught(() => s.generateMate({ plies: 4 })).code, 'SHOGI64_INVALID_OPTION');
  assert.equal(caught(() => s.generateMate({ plies: '3' })).code, 'SHOGI64_INVALID_OPTION');
  assert.equal(caught(() => s.generateMate({ plies: 3, seed: -1 })).code, 'SHOGI64_INVALID_OPTION');
  assert.equal(caught(() => s.generateMate({ plies: 3, maxNodes: 10 })).code, 'SHOGI64_SEARCH_BUDGET');
  assert.equal(caught(() => s.generateMate({ plies: 3, depth: 3 })).code, 'SHOGI64_INVALID_OPTION');
  const p = s.fromSfen(problems[0].sfen);
  const line = problems[0].moves.split(' ');
  const even = caught(() => s.verifyTsume(p, line.slice(0, 2)));
  assert.equal(even.code, 'SHOGI64_UNFINISHED_LINE');
  assert.equal(even.message, "a solution of 2 moves does not end with the attacker's mate: its length is odd");
  assert.equal(caught(() => s.verifyTsume(p, ['1a1b'])).code, 'SHOGI64_ILLEGAL_MOVE');
  assert.equal(caught(() => s.verifyTsume(p, line, { maxNodes: 1 })).code, 'SHOGI64_SEARCH_BUDGET');
});

test('shogi64 tsume prints the SFEN, the solution in Japanese and the diagram', () => {
  const { sfen } = problems[0];
  const r = spawnSync(process.execPath, [cliPath, 'tsume', '--plies', '3', '--seed', '1'], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  const lines = r.stdout.split('\n');
  assert.equal(lines[0], sfen);
  assert.deepEqual(lines.slice(1, 4), s.toJapaneseMoves(s.fromSfen(sfen), problems[0].moves.split(' ')));
  assert.match(lines[4], /^後手の持駒：/);
  const bad = spawnSync(process.execPath, [cliPath, 'tsume', '--seed', '1'], { encoding: 'utf8' });
  assert.equal(bad.status, 2);
});
