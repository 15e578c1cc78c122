// solveMate and mateMoves against the independent solver's answers
// (tests/mate/*.jsonl, cshogi's outputs; see tests/mate.rs), every returned
// line played out with the package's own applyMove, isCheck and isCheckmate,
// and the published tsume tests/kifu/taichitsume*.kif. Seeded subsets by
// default; every line with SHOGI64_FULL=1.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { full, jsonl, mulberry32 } from '../support.mjs';
import { caught, cliPath, entries, root } from './load.mjs';

const s = entries[0][1];

const data = (name) => jsonl(`tests/mate/${name}`);

// A seeded pick of `n` lines (all of them under SHOGI64_FULL=1): the same
// subset on every run, spread over the file.
function subset(lines, n, seed) {
  if (full) return lines;
  const rand = mulberry32(seed);
  const picked = new Set();
  while (picked.size < Math.min(n, lines.length)) picked.add(Math.floor(rand() * lines.length));
  return [...picked].sort((a, b) => a - b).map((i) => lines[i]);
}

// Plays `moves` from `start` with the package's rules: every move legal,
// every attacker move a check, the end a checkmate. With `replies`, also
// every defender reply is met by a mate within the plies the line has left.
function checkLine(start, moves, replies) {
  assert.equal(moves.length % 2, 1, `a mate has an odd number of plies: ${moves.join(' ')}`);
  let p = start;
  moves.forEach((usi, i) => {
    if (i % 2 === 1 && replies) {
      const rest = moves.length - i - 1;
      for (const reply of s.legalMoves(p)) {
        const r = s.solveMate(s.applyMove(p, reply), { maxPly: Math.max(rest, 1), memoryMB: 1 });
        assert.equal(r.result, 'mate', `ply ${i + 1}: the reply ${reply} escapes (${moves.join(' ')})`);
        assert.ok(r.moves.length <= rest, `ply ${i + 1}: ${reply} lengthens (${moves.join(' ')})`);
      }
    }
    p = s.applyMove(p, usi); // throws on an illegal move
    if (i % 2 === 0) assert.ok(s.isCheck(p), `ply ${i + 1}: ${usi} is no check (${moves.join(' ')})`);
  });
  assert.ok(s.isCheckmate(p), `the line does not end in checkmate: ${moves.join(' ')}`);
}

test('short mates: mate within 7 plies and its length agree with cshogi; lines played out', () => {
  const lines = subset(data('short.jsonl'), 30, 15);
  let mates = 0, none = 0;
  for (const line of lines) {
    const start = s.fromSfen(line.sfen);
    const r = s.solveMate(start, { maxPly: 7, maxNodes: 2_000_000, memoryMB: 1 });
    assert.notEqual(r.result, 'unknown', line.sfen);
    const got = r.result === 'mate' ? r.moves.length : null;
    // cshogi's two methods disagree on a few positions (tests/mate.rs): the
    // answer must then be one of theirs.
    assert.ok(got === line.mate_plies || got === line.mate_move_plies, `${line.sfen}: ${got}`);
    assert.ok(Number.isInteger(r.nodes) && r.nodes > 0, `${line.sfen}: nodes ${r.nodes}`);
    if (got === null) {
      assert.deepEqual(r.moves, []);
      none++;
    } else {
      checkLine(start, r.moves, r.moves.length <= 5);
      mates++;
    }
  }
  assert.ok(mates >= 5 && none >= 5, `${mates} mates, ${none} without`);
});

test('the bench set: every case a mate of the expected length; lines played out', () => {
  // The cases past 7 plies take seconds each in a debug-sized budget: the
  // default subset keeps to those of up to 7; SHOGI64_FULL=1 runs all.
  const all = data('bench200.jsonl');
  const lines = full ? all : subset(all.filter((l) => l.mate_plies <= 7), 12, 200);
  let checked = 0;
  for (const line of lines) {
    const start = s.fromSfen(line.sfen);
    const r = s.solveMate(start, { maxPly: 31, maxNodes: 5_000_000, memoryMB: 4 });
    assert.equal(r.result, 'mate', line.sfen);
    const n = r.moves.length;
    const longer = line.mate_move_plies === null && n > 11;
    assert.ok(n === line.mate_plies || n === line.mate_move_plies || longer, `${line.sfen}: ${r.moves.join(' ')}`);
    checkLine(start, r.moves, false);
    checked++;
  }
  assert.ok(checked >= 10, `${checked} cases`);
});

test('a side to move already checkmated has no mate; one-move lines end in checkmate', () => {
  let checked = 0;
  for (const line of subset(data('short.jsonl').filter((l) => l.mate_plies === 1), 20, 1)) {
    const start = s.fromSfen(line.sfen);
    const r = s.solveMate(start, { maxPly: 7, memoryMB: 1 });
    assert.equal(r.moves.length, 1, line.sfen);
    const after = s.applyMove(start, r.moves[0]);
    assert.ok(s.isCheckmate(after), `${line.sfen} ${r.moves[0]}`);
    const again = s.solveMate(after, { maxPly: 7, memoryMB: 1 });
    assert.deepEqual(again, { result: 'nomate', moves: [], nodes: again.nodes });
    assert.deepEqual(s.mateMoves(after, { maxPly: 7, memoryMB: 1 }), []);
    checked++;
  }
  assert.ok(checked >= 20, `${checked} positions`);
});

// The board diagram (BOD) of a KIF file: the hands and the nine rows, black
// to move; as the Rust tests read it (tests/mate/bod.rs).
function readBod(file) {
  const text = new TextDecoder('shift_jis').decode(readFileSync(file));
  const KINDS = { 歩: 1, 香: 2, 桂: 3, 銀: 4, 金: 5, 角: 6, 飛: 7, 玉: 8, 王: 8, と: 9, 杏: 10, 圭: 11, 全: 12,
    馬: 13, 龍: 14, 竜: 14 };
  const HAND = { 歩: 'FU', 香: 'KY', 桂: 'KE', 銀: 'GI', 金: 'KI', 角: 'KA', 飛: 'HI' };
  const DIGITS = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };
  const count = (t) => (t.length === 0 ? 1 : t.startsWith('十') ? 10 + (DIGITS[t[1]] || 0) : DIGITS[t]);
  const hand = (line) => {
    const h = { FU: 0, KY: 0, KE: 0, GI: 0, KI: 0, KA: 0, HI: 0 };
    for (const item of line.split('：')[1].trim().split(/\s+/).filter((x) => x && x !== 'なし')) {
      h[HAND[item[0]]] = count(item.slice(1));
    }
    return h;
  };
  const lines = text.split(/\r?\n/);
  const rows = lines.filter((l) => l.startsWith('|'));
  assert.equal(rows.length, 9, `${file}: ${rows.length} rows`);
  const board = rows.flatMap((row) => {
    const cells = [];
    for (let i = 1; cells.length < 9; i += 2) {
      const [side, piece] = [row[i], row[i + 1]];
      cells.push(piece === '・' ? 0 : (side === 'v' ? -1 : 1) * KINDS[piece]);
    }
    return cells;
  });
  return {
    turn: true, board,
    hands: { black: hand(lines.find((l) => l.startsWith('先手の持駒'))), white: hand(lines.find((l) => l.startsWith('後手の持駒'))) },
  };
}

test('taichitsume: solved in its published 7 plies; its first move among the hints', () => {
  const dir = join(root, 'tests', 'kifu');
  const file = readdirSync(dir).find((f) => f.startsWith('taichitsume') && f.endsWith('.kif'));
  const start = readBod(join(dir, file));
  const r = s.solveMate(start, { maxPly: 31, maxNodes: 5_000_000, memoryMB: 4 });
  assert.equal(r.result, 'mate');
  assert.equal(r.moves.length, 7, r.moves.join(' '));
  checkLine(start, r.moves, true);
  // Within the published length: disproving every other check to 31 plies
  // would take most of the test's time.
  const hints = s.mateMoves(start, { maxPly: 7, maxNodes: 5_000_000, memoryMB: 4 });
  assert.ok(hints.includes('S*1c'), hints.join(' '));
  assert.ok(hints.includes(r.moves[0]), hints.join(' '));
  for (const usi of hints) assert.ok(s.isCheck(s.applyMove(start, usi)), usi);
});

for (const [how, api] of entries) {
  test(`${how}: limits, options and refused positions`, () => {
    const p = api.fromSfen('8k/9/8P/9/9/9/9/9/9 b G 1');
    assert.deepEqual(api.solveMate(p).moves, ['G*1b']);
    const { solveMate, mateMoves } = api; // unbound
    assert.deepEqual(mateMoves(p), ['G*1b']);
    // 無駄合: each pawn dropped between is a defence, so the mate is 3 plies.
    const interpose = api.fromSfen('8k/9/6NG1/9/4R4/9/9/9/9 b p 1');
    const r = solveMate(interpose);
    assert.equal(r.moves.length, 3, r.moves.join(' '));
    assert.match(r.moves[1], /^P\*/);
    // A node limit gives unknown; a ply limit below the mate, nomate.
    const five = data('short.jsonl').find((l) => l.mate_plies === 5);
    const q = api.fromSfen(five.sfen);
    assert.deepEqual(solveMate(q, { maxNodes: 1 }).result, 'unknown');
    assert.deepEqual(solveMate(q, { maxNodes: 1 }).moves, []);
    assert.equal(solveMate(q, { maxPly: 3 }).result, 'nomate');
    assert.equal(solveMate(q, { maxPly: 5, memoryMB: 1 }).moves.length, 5);
    // A defender without a king cannot be mated.
    assert.equal(solveMate(api.fromSfen('9/9/9/9/4G4/9/9/9/9 b RB 1')).result, 'nomate');
    for (const bad of [0, -1, 1.5, NaN, '10', 2 ** 53, null]) {
      assert.equal(caught(() => solveMate(p, { maxNodes: bad })).code, 'SHOGI64_INVALID_OPTION', String(bad));
    }
    for (const bad of [0, 4096, 2.5, '7']) {
      assert.equal(caught(() => solveMate(p, { maxPly: bad })).code, 'SHOGI64_INVALID_OPTION', String(bad));
    }
    for (const bad of [0, 1025, 0.5, true]) {
      assert.equal(caught(() => mateMoves(p, { memoryMB: bad })).code, 'SHOGI64_INVALID_OPTION', String(bad));
    }
    let e = caught(() => solveMate(p, { maxnodes: 10 }));
    assert.equal(e.code, 'SHOGI64_INVALID_OPTION');
    assert.match(e.message, /unknown option "maxnodes"/);
    assert.equal(caught(() => solveMate(p, 5)).code, 'SHOGI64_INVALID_OPTION');
    // Refused as the rules functions refuse them.
    const opponentInCheck = api.fromSfen('8k/8G/9/9/9/9/9/9/9 b - 1');
    e = caught(() => solveMate(opponentInCheck));
    assert.equal(e.code, 'SHOGI64_OPPONENT_IN_CHECK');
    assert.equal(e.message, caught(() => api.legalMoves(opponentInCheck)).message);
    assert.equal(caught(() => mateMoves(opponentInCheck)).code, 'SHOGI64_OPPONENT_IN_CHECK');
    assert.equal(caught(() => solveMate({ ...p, board: p.board.slice(1) })).code, 'SHOGI64_INVALID_POSITION');
    assert.equal(caught(() => solveMate(api.fromSfen('8k/9/9/9/9/9/9/9/K3K4 b G 1'))).code, 'SHOGI64_TWO_KINGS');
    // The package's other functions are untouched by a search.
    assert.equal(api.encode(p), api.encodeSfen('8k/9/8P/9/9/9/9/9/9 b G 1'));
  });
}

test('the CLI: shogi64 mate prints the line in Japanese and the nodes searched', () => {
  const run = (args) => spawnSync(process.execPath, [cliPath, 'mate', ...args], { encoding: 'utf8' });
  const sfen = '6+Pnl/6Sk1/6sp1/9/8P/9/9/9/9 b GS2r2b3gs3n3l15p 1';
  let r = run([sfen, '--max-ply', '7']);
  assert.equal(r.status, 0, r.stderr);
  const lines = r.stdout.trimEnd().split('\n');
  const line = s.solveMate(s.fromSfen(sfen), { maxPly: 7 });
  assert.deepEqual(lines.slice(0, 7), s.toJapaneseMoves(s.fromSfen(sfen), line.moves));
  assert.equal(lines[0], '☗１三銀');
  assert.deepEqual(lines.slice(7), ['mate in 7', `Nodes searched: ${line.nodes}`]);
  r = run([s.encodeSfen(sfen), '--max-nodes', '10']);
  assert.deepEqual(r.stdout.split('\n'), ['unknown: the node limit ran out', 'Nodes searched: 10', '']);
  r = run(['startpos', '--max-ply', '3']);
  assert.match(r.stdout, /^no mate\nNodes searched: \d+\n$/);
  r = run([sfen, '--max-nodes']);
  assert.equal(r.status, 2);
  assert.match(r.stderr, /^shogi64: --max-nodes takes a whole number\n/);
  r = run([sfen, '--max-nodes', '0']);
  assert.equal(r.status, 1);
  assert.match(r.stderr, /^shogi64: options.maxNodes is 0, not an integer/);
  r = run(['8k/8G/9/9/9/9/9/9/9 b - 1']);
  assert.equal(r.status, 1);
  assert.match(r.stderr, /side not to move is in check/);
});

test("docs/API.md's example: its line, its Japanese text and its hints", () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const api = readFileSync(join(root, 'docs', 'API.md'), 'utf8');
  const section = api.slice(api.indexOf('\n## Mate\n'));
  const sfen = /fromSfen\('([^']+)'\)/.exec(section)[1];
  const list = (re) => [...re.exec(section)[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
  const p = s.fromSfen(sfen);
  const r = s.solveMate(p, { maxNodes: 1_000_000, maxPly: 31, memoryMB: 4 });
  assert.equal(r.result, 'mate');
  assert.deepEqual(r.moves, list(/r\.moves; \/\/ → \[([^\]]+)\]/));
  assert.deepEqual(s.toJapaneseMoves(p, r.moves), list(/toJapaneseMoves\(p, r\.moves\); \/\/ → \[([^\]]+)\]/));
  assert.deepEqual(s.mateMoves(p, { maxPly: 7 }), list(/mateMoves\(p, \{ maxPly: 7 \}\);\s+\/\/ → \[([^\]]+)\]/));
  for (const code of ['SHOGI64_INVALID_OPTION', 'SHOGI64_OUT_OF_MEMORY']) {
    const row = readme.split('\n').find((l) => l.startsWith(`| \`${code}\``));
    assert.match(row, /`solveMate`, `mateMoves`/, code);
  }
});
