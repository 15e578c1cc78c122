// The command-line tool: outputs and exit statuses.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonl } from '../support.mjs';
import { cliPath, root, viaRequire } from './load.mjs';

const INITIAL = 'poUAACMaqtYhwHgAAAAPQdTnd3vMgAA';
const run = (args, input) => spawnSync(process.execPath, [cliPath, ...args], { input, encoding: 'utf8' });

test('decode prints the position JSON and a board diagram', () => {
  const r = run(['decode', INITIAL]);
  assert.equal(r.status, 0, r.stderr);
  const [json, sfen, ...diagram] = r.stdout.trimEnd().split('\n');
  assert.deepStrictEqual(JSON.parse(json), viaRequire.decode(INITIAL));
  assert.equal(sfen, 'sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1');
  assert.equal(diagram[0], '後手の持駒：なし');
  assert.equal(diagram[3], '|v香v桂v銀v金v玉v金v銀v桂v香|一');
  assert.equal(diagram[4], '| ・v飛 ・ ・ ・ ・ ・v角 ・|二');
  assert.equal(diagram[10], '| ・ 角 ・ ・ ・ ・ ・ 飛 ・|八');
  assert.ok(diagram.includes('先手の持駒：なし'));
  // Black to move: no line says so, as KIF readers take a diagram.
  assert.ok(!diagram.some((l) => l.includes('手番')));
  assert.equal(`${diagram.join('\n')}\n`, viaRequire.toBod(viaRequire.decode(INITIAL)));
});

test('decode shows hands with counts', () => {
  const p = viaRequire.decode(INITIAL);
  p.hands.black.FU = 3;
  p.hands.white.HI = 1;
  p.turn = false;
  const r = run(['decode', viaRequire.encode(p)]);
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /先手の持駒：歩三\n/);
  assert.match(r.stdout, /後手の持駒：飛\n/);
  // White to move as KIF readers expect it: a 後手番 line.
  assert.match(r.stdout, /\n後手番\n$/);
  assert.doesNotMatch(r.stdout, /手番：/);
});

test('decode --bod prints the diagram alone, one per line of stdin; fromBod reads it back', () => {
  const p = viaRequire.decode(INITIAL);
  p.turn = false;
  p.hands.white.FU = 12;
  const text = viaRequire.encode(p);
  const r = run(['decode', '--bod', text]);
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stdout, viaRequire.toBod(p));
  assert.match(r.stdout, /^後手の持駒：歩十二\n/);
  assert.deepStrictEqual(viaRequire.fromBod(r.stdout), p);
  const two = run(['decode', '--bod'], `${INITIAL}\n${text}\n`);
  assert.equal(two.status, 0, two.stderr);
  assert.equal(two.stdout, viaRequire.toBod(viaRequire.decode(INITIAL)) + viaRequire.toBod(p));
  const both = run(['decode', '--bod', '--sfen', INITIAL]);
  assert.equal(both.status, 2);
});

test('svg draws the position given, from an argument or stdin, with its options', () => {
  const sfen = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
  const plain = run(['svg', INITIAL]);
  assert.equal(plain.status, 0, plain.stderr);
  assert.equal(plain.stdout, `${viaRequire.toSvg(viaRequire.decode(INITIAL))}\n`);
  const piped = run(['svg'], `sfen ${sfen}\n`);
  assert.equal(piped.stdout, plain.stdout);
  // A USI position's last move is highlighted; the options as toSvg takes them.
  const usi = 'startpos moves 7g7f 3c3d';
  const r = run(['svg', usi, '--flip', '--marks', '2g,2f', '--no-coordinates', '--size=300', '--black', '先 &', '--white', 'W']);
  assert.equal(r.status, 0, r.stderr);
  const options = { lastMove: '3c3d', flip: true, marks: ['2g', '2f'], coordinates: false, size: 300,
    names: { black: '先 &', white: 'W' } };
  assert.equal(r.stdout, `${viaRequire.toSvg(viaRequire.fromUsi(usi), options)}\n`);
  assert.match(r.stdout, /data-last="3c"/);
  const given = run(['svg', usi, '--last-move', '7g7f']);
  assert.equal(given.stdout, `${viaRequire.toSvg(viaRequire.fromUsi(usi), { lastMove: '7g7f' })}\n`);
  // Bad input exits 1 with the package's message; a bad command line 2.
  const bad = run(['svg', INITIAL, '--marks', '7j']);
  assert.equal(bad.status, 1);
  assert.equal(bad.stderr, 'shogi64: options.marks[0] "7j" is not a USI square: at offset 1, expected a rank letter a-i\n');
  assert.equal(run(['svg', INITIAL, '--size', 'big']).status, 2);
  assert.equal(run(['svg', INITIAL, '--colour']).status, 2);
});

test('encode reads JSON from an argument or from stdin', () => {
  const json = JSON.stringify(viaRequire.decode(INITIAL));
  const a = run(['encode', json]);
  assert.equal(a.status, 0, a.stderr);
  assert.equal(a.stdout, `${INITIAL}\n`);
  const b = run(['encode'], json);
  assert.equal(b.status, 0, b.stderr);
  assert.equal(b.stdout, `${INITIAL}\n`);
});

test('SFEN and JKF in and out', () => {
  const sfen = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
  const a = run(['encode', '--sfen', sfen]);
  assert.equal(a.status, 0, a.stderr);
  assert.equal(a.stdout, `${INITIAL}\n`);
  const b = run(['encode', '--sfen'], `${sfen}\n`);
  assert.equal(b.stdout, `${INITIAL}\n`);
  const c = run(['decode', '--sfen', INITIAL]);
  assert.equal(c.status, 0, c.stderr);
  assert.equal(c.stdout, `${sfen}\n`);
  const d = run(['decode', '--jkf', INITIAL]);
  assert.equal(d.stdout, '{"preset":"HIRATE"}\n');
  const e = run(['encode', '--jkf', '{"preset":"HIRATE"}']);
  assert.equal(e.stdout, `${INITIAL}\n`);
  const bad = run(['encode', '--sfen', '9/9/9/9/9/9/9/9/9 b 19P']);
  assert.equal(bad.status, 1);
  assert.equal(bad.stderr, 'shogi64: hand count 19 for P exceeds 18\n');
});

test('bad input: one line on stderr, exit status 1', () => {
  for (const [args, input, pattern] of [
    [['decode', 'poU!'], undefined, /^shogi64: shogi64 string is invalid\. \(character '!' at offset 3 is not in the alphabet\)\n$/],
    [['encode', '{"turn":1}'], undefined, /^shogi64: board is invalid\. \(turn is 1, not a boolean\)\n$/],
    // From stdin, encode answers line by line and names the line.
    [['encode'], 'not json', /^shogi64: line 1: the position is not JSON: .*\n$/],
  ]) {
    const r = run(args, input);
    assert.equal(r.status, 1, `${args}: ${r.stderr}`);
    assert.equal(r.stdout, '');
    assert.match(r.stderr, pattern);
    assert.equal(r.stderr.split('\n').length, 2, 'exactly one line');
  }
});

test('usage errors exit with 2', () => {
  for (const args of [[], ['frobnicate'], ['decode'], ['decode', 'a', 'b']]) {
    const r = run(args);
    assert.equal(r.status, 2, String(args));
    assert.match(r.stderr, /Usage:/);
  }
  for (const args of [['help'], ['--help'], ['-h'], ['decode', '--help']]) {
    const help = run(args);
    assert.equal(help.status, 0, String(args));
    assert.match(help.stdout, /^Usage:/);
    assert.equal(help.stderr, '');
  }
});

test('a usage error names what was wrong, then prints the usage', () => {
  for (const [args, input, first] of [
    [[], undefined, 'missing command: decode, encode, moves, perft, japanese, kifu, record, mate, tsume, svg or help'],
    [['frobnicate'], undefined, "unknown command 'frobnicate'"],
    [['decode', '--frobnicate', INITIAL], undefined, "unknown option '--frobnicate'"],
    [['encode', '--yaml'], '{}', "unknown option '--yaml'"],
    [['decode'], '', 'missing argument: the Shogi64 string, given or on stdin'],
    [['decode'], ' \n', 'missing argument: the Shogi64 string, given or on stdin'],
    [['encode'], '', 'missing argument: the position JSON, given or on stdin'],
    [['encode', '--sfen'], '', 'missing argument: the SFEN, given or on stdin'],
    [['decode', 'a', 'b'], undefined, "unexpected argument 'b': decode reads one input"],
    [['decode', '--sfen', '--jkf', INITIAL], undefined, '--sfen and --jkf cannot be used together'],
    [['help', 'me'], undefined, 'help takes no argument'],
  ]) {
    const r = run(args, input);
    assert.equal(r.status, 2, String(args));
    assert.equal(r.stdout, '');
    const [line, blank, usage] = r.stderr.split('\n');
    assert.equal(line, `shogi64: ${first}`, String(args));
    assert.equal(blank, '');
    assert.equal(usage, 'Usage:');
  }
});

test('--version prints the package version', async () => {
  const { readFileSync } = await import('node:fs');
  const { dirname, join } = await import('node:path');
  const { version } = JSON.parse(readFileSync(join(dirname(cliPath), 'package.json'), 'utf8'));
  assert.match(version, /^\d+\.\d+\.\d+/);
  for (const args of [['--version'], ['decode', '--version']]) {
    const r = run(args);
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stdout, `${version}\n`);
  }
});

test('decode reads the Shogi64 string from stdin when none is given', () => {
  const expected = run(['decode', INITIAL]).stdout;
  for (const input of [INITIAL, `${INITIAL}\n`, `  ${INITIAL}\r\n`]) {
    const r = run(['decode'], input);
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stdout, expected);
  }
  const sfen = run(['decode', '--sfen'], `${INITIAL}\n`);
  assert.equal(sfen.stdout, 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\n');
  const bad = run(['decode'], 'poU!\n');
  assert.equal(bad.status, 1);
  assert.match(bad.stderr, /^shogi64: shogi64 string is invalid\. /);
});

test('options may follow the argument; -- ends the options', () => {
  const sfen = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
  assert.equal(run(['decode', INITIAL, '--sfen']).stdout, `${sfen}\n`);
  assert.equal(run(['decode', INITIAL, '--jkf']).stdout, '{"preset":"HIRATE"}\n');
  assert.equal(run(['encode', sfen, '--sfen']).stdout, `${INITIAL}\n`);
  assert.equal(run(['--sfen', 'encode', sfen]).stdout, `${INITIAL}\n`);
  // A Shogi64 string may begin with '-': one that does is an argument, not an option.
  const p = viaRequire.decode(INITIAL);
  let dash = null;
  for (let i = 0; i < 81 && dash === null; i++) {
    for (let n = -14; n <= 14; n++) {
      const q = { ...p, board: p.board.map((v, j) => (j === i ? n : v)) };
      let s;
      try { s = viaRequire.encode(q); } catch { continue; }
      if (s.startsWith('-')) { dash = s; break; }
    }
  }
  assert.ok(dash, 'a position whose Shogi64 string begins with -');
  const r = run(['decode', dash, '--json']);
  assert.equal(r.status, 0, r.stderr);
  assert.deepStrictEqual(JSON.parse(r.stdout), viaRequire.decode(dash));
  const s = run(['decode', '--json', '--', dash]);
  assert.equal(s.stdout, r.stdout);
});

test('decode --json prints the position JSON alone, which encode reads back', () => {
  const vectors = ['poUAACMaqtYhwHgAAAAPQdTnd3vMgAA'];
  const p = viaRequire.decode(INITIAL);
  p.hands.white.FU = 18;
  p.board[40] = -13;
  p.turn = false;
  vectors.push(viaRequire.encode(p));
  for (const s of vectors) {
    const d = run(['decode', s, '--json']);
    assert.equal(d.status, 0, d.stderr);
    assert.equal(d.stdout.split('\n').length, 2, 'one line');
    assert.deepStrictEqual(JSON.parse(d.stdout), viaRequire.decode(s));
    // The pipe `shogi64 decode X --json | shogi64 encode`.
    const e = run(['encode'], d.stdout);
    assert.equal(e.status, 0, e.stderr);
    assert.equal(e.stdout, `${s}\n`);
  }
});

test('the pipe through a shell, both ways', () => {
  const sh = (cmd) => spawnSync('sh', ['-c', cmd], { encoding: 'utf8', env: { ...process.env, CLI: cliPath, NODE: process.execPath } });
  const r = sh(`"$NODE" "$CLI" decode ${INITIAL} --json | "$NODE" "$CLI" encode`);
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stdout, `${INITIAL}\n`);
  const t = sh(`"$NODE" "$CLI" encode --sfen startpos | "$NODE" "$CLI" decode --sfen`);
  assert.equal(t.stdout, 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\n');
  // A reader that stops early ends the tool quietly.
  const h = sh(`"$NODE" "$CLI" decode ${INITIAL} | head -c 1`);
  assert.equal(h.status, 0);
  assert.equal(h.stderr, '');
});

test('perft refuses a depth over the limit before any work, naming the depth given', () => {
  // The limit is the package's own: its perft refuses the same depths with the same words.
  for (const depth of ['65', '99']) {
    let message;
    try { viaRequire.perft(viaRequire.fromSfen('startpos'), Number(depth)); } catch (e) { message = e.message; }
    assert.match(message, new RegExp(`\\bdepth ${depth}\\b`));
    const started = Date.now();
    const r = spawnSync(process.execPath, [cliPath, 'perft', 'startpos', depth], { encoding: 'utf8', timeout: 20000 });
    assert.ok(Date.now() - started < 10000, 'refused before any search');
    assert.equal(r.status, 1, r.stderr);
    assert.equal(r.stdout, '');
    assert.equal(r.stderr, `shogi64: ${message}\n`);
  }
});

// Through real pipes: `sh -c`, the tool as $S, inputs in the environment.
const S = '"$NODE" "$CLI"';
const sh = (cmd, env = {}) => spawnSync('sh', ['-c', cmd], {
  encoding: 'utf8', timeout: 60000, env: { ...process.env, CLI: cliPath, NODE: process.execPath, ...env },
});
const KIF = join(root, 'tests', 'kifu', 'henka.d1f679d8.kif');
const kifPositions = () => viaRequire.kifuPositions(viaRequire.parseKifu(new Uint8Array(readFileSync(KIF))));
const PERFT = jsonl('tests/moves/perft.jsonl');
const MATSURI = PERFT.find((c) => c.name === 'matsuri');

test('a pipe: kifu --to shogi64 | decode --sfen prints one SFEN per position', () => {
  const positions = kifPositions();
  assert.ok(positions.length > 2);
  const r = sh(`${S} kifu "$KIF" --to shogi64 | ${S} decode --sfen`, { KIF });
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stderr, '');
  assert.deepEqual(r.stdout.split('\n'), [...positions.map((p) => viaRequire.toSfen(p.position)), '']);
  const jkf = sh(`${S} kifu "$KIF" --to shogi64 | ${S} decode --jkf -`, { KIF });
  assert.deepEqual(jkf.stdout.trim().split('\n').map((l) => JSON.parse(l)), positions.map((p) => viaRequire.toJkf(p.position)));
  // Plain decode prints one position: several lines are a usage error that says what to do.
  const plain = sh(`${S} kifu "$KIF" --to shogi64 | ${S} decode`, { KIF });
  assert.equal(plain.status, 2);
  assert.equal(plain.stdout, '');
  assert.equal(plain.stderr.split('\n')[0],
    `shogi64: decode reads one Shogi64 string, and stdin has ${positions.length} lines: add --json, --sfen, --jkf or --bod for one answer per line`);
});

test('a pipe: decode --json | encode gives back every line; pretty JSON is one input', () => {
  const positions = kifPositions();
  const r = sh(`${S} kifu "$KIF" --to shogi64 | ${S} decode --json | ${S} encode`, { KIF });
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(r.stdout.split('\n'), [...positions.map((p) => p.shogi64), '']);
  const pretty = sh(`printf '%s\\n' "$IN" | ${S} encode -`, { IN: JSON.stringify(positions[3].position, null, 2) });
  assert.equal(pretty.status, 0, pretty.stderr);
  assert.equal(pretty.stdout, `${positions[3].shogi64}\n`);
});

test('a pipe: encode --sfen answers each line, names the bad ones, and exits 1', () => {
  const good = [PERFT[0].sfen, MATSURI.sfen, 'startpos'];
  const input = `${good[0]}\n\n  ${good[1]}  \r\n9/9/9/9/9/9/9/9/9 b 19P\n${good[2]}\nnot an sfen\n`;
  const r = sh(`printf '%s' "$IN" | ${S} encode --sfen`, { IN: input });
  assert.equal(r.status, 1);
  assert.deepEqual(r.stdout.split('\n'), [...good.map((s) => viaRequire.encodeSfen(s)), '']);
  const errors = r.stderr.trimEnd().split('\n');
  assert.equal(errors.length, 2, r.stderr);
  assert.equal(errors[0], 'shogi64: line 4: hand count 19 for P exceeds 18');
  assert.match(errors[1], /^shogi64: line 6: /);
  const ok = sh(`printf '%s\\n%s\\n' "$A" "$B" | ${S} encode --sfen`, { A: good[0], B: good[1] });
  assert.equal(ok.status, 0, ok.stderr);
  assert.equal(ok.stdout, `${viaRequire.encodeSfen(good[0])}\n${viaRequire.encodeSfen(good[1])}\n`);
  const bad = sh(`printf '%s\\nnope\\n' "$A" | ${S} decode --json`, { A: INITIAL });
  assert.equal(bad.status, 1);
  assert.deepEqual(JSON.parse(bad.stdout), viaRequire.decode(INITIAL));
  assert.match(bad.stderr, /^shogi64: line 2: shogi64 string is invalid\. .*\n$/);
});

test('a pipe: moves, perft, japanese and mate read the position from stdin', () => {
  const start = viaRequire.fromUsi('startpos');
  for (const [cmd, env] of [
    [`echo startpos | ${S} moves`, {}],
    [`printf '  startpos \\r\\n\\n' | ${S} moves -`, {}],
    [`echo "$P" | ${S} moves`, { P: INITIAL }],
  ]) {
    const r = sh(cmd, env);
    assert.equal(r.status, 0, `${cmd}: ${r.stderr}`);
    assert.deepEqual(r.stdout.trim().split('\n'), viaRequire.legalMoves(start), cmd);
  }
  const after = sh(`echo "$P" | ${S} moves`, { P: 'startpos moves 7g7f 3c3d' });
  assert.deepEqual(after.stdout.trim().split('\n'), viaRequire.legalMoves(viaRequire.fromUsi('startpos moves 7g7f 3c3d')));

  for (const cmd of [`echo startpos | ${S} perft - 2`, `echo startpos | ${S} perft 2`]) {
    const r = sh(cmd);
    assert.equal(r.status, 0, r.stderr);
    const lines = r.stdout.trimEnd().split('\n');
    assert.equal(lines.at(-1), `Nodes searched: ${PERFT[0].perft[1]}`, cmd);
    assert.deepEqual(lines.slice(0, -2), viaRequire.legalMoves(start).map((u) => `${u}: ${viaRequire.perft(viaRequire.applyMove(start, u), 1)}`));
  }
  const m = sh(`echo "$P" | ${S} perft - 2`, { P: MATSURI.sfen });
  assert.equal(m.status, 0, m.stderr);
  const mlines = m.stdout.trimEnd().split('\n');
  assert.equal(mlines.at(-1), `Nodes searched: ${MATSURI.perft[1]}`);
  const mp = viaRequire.fromSfen(MATSURI.sfen);
  assert.deepEqual(mlines.slice(0, -2),
    viaRequire.legalMoves(mp).map((u) => `${u}: ${viaRequire.perft(viaRequire.applyMove(mp, u), 1)}`));

  const ja = sh(`echo "$P" | ${S} japanese - 7g7f 3c3d`, { P: PERFT[0].sfen });
  assert.equal(ja.status, 0, ja.stderr);
  assert.equal(ja.stdout, `${viaRequire.toJapaneseMoves(start, ['7g7f', '3c3d']).join('\n')}\n`);
  assert.equal(ja.stdout, '☗７六歩\n☖３四歩\n');
  const kif = sh(`echo "$P" | ${S} japanese --kif - 7g7f`, { P: INITIAL });
  assert.equal(kif.stdout, `${viaRequire.toJapaneseMoves(start, ['7g7f'], { style: 'kif' })[0]}\n`);

  const sfen = '6+Pnl/6Sk1/6sp1/9/8P/9/9/9/9 b GS2r2b3gs3n3l15p 1';
  const mate = sh(`echo "$P" | ${S} mate --max-ply 7`, { P: sfen });
  assert.equal(mate.status, 0, mate.stderr);
  const line = viaRequire.solveMate(viaRequire.fromSfen(sfen), { maxPly: 7 });
  assert.equal(line.result, 'mate');
  assert.equal(mate.stdout, [...viaRequire.toJapaneseMoves(viaRequire.fromSfen(sfen), line.moves),
    `mate in ${line.moves.length}`, `Nodes searched: ${line.nodes}`, ''].join('\n'));

  // One value is expected: several lines are refused.
  const two = sh(`printf 'startpos\\nstartpos\\n' | ${S} moves`);
  assert.equal(two.status, 2);
  assert.equal(two.stderr.split('\n')[0], 'shogi64: moves reads one position, and stdin has 2 lines');
});

test('exit statuses through a pipe: depth over the limit, unknown option, bad input', () => {
  let message;
  try { viaRequire.perft(viaRequire.fromSfen('startpos'), 65); } catch (e) { message = e.message; }
  const started = Date.now();
  const p = sh(`echo startpos | ${S} perft - 65`);
  assert.ok(Date.now() - started < 10000, 'refused before any search');
  assert.equal(p.status, 1);
  assert.equal(p.stdout, '');
  assert.equal(p.stderr, `shogi64: ${message}\n`);
  assert.match(p.stderr, /\bdepth 65\b/);
  for (const cmd of ['moves --frobnicate', 'perft - 2 --json', 'japanese --sfen -', 'mate --max-nodes x', 'kifu --to pgn', 'decode --kif']) {
    const r = sh(`echo startpos | ${S} ${cmd}`);
    assert.equal(r.status, 2, `${cmd}: ${r.stderr}`);
    assert.equal(r.stdout, '');
    assert.match(r.stderr, /^shogi64: .*\n\nUsage:\n/, cmd);
  }
  const bad = sh(`echo startpos moves 7g7e | ${S} moves`);
  assert.equal(bad.status, 1);
  assert.match(bad.stderr, /^shogi64: .*7g7e.*\n$/);
});

test('each command has its own --help', () => {
  const commands = ['decode', 'encode', 'moves', 'perft', 'japanese', 'kifu', 'record', 'mate', 'svg'];
  const all = run(['--help']).stdout;
  for (const command of commands) {
    for (const flag of ['--help', '-h']) {
      const r = run([command, flag]);
      assert.equal(r.status, 0, `${command} ${flag}`);
      assert.equal(r.stderr, '');
      assert.match(r.stdout, new RegExp(`^Usage:\\n  shogi64 ${command} `));
      for (const other of commands.filter((c) => c !== command)) {
        assert.doesNotMatch(r.stdout, new RegExp(`shogi64 ${other} \\[`), `${command} --help shows ${other}`);
      }
      assert.ok(r.stdout.length < all.length);
    }
  }
});

test('record prints the outcome, the USEN and the moves of a kifu, a USI position, a USEN or stdin; --json as record.moves()', () => {
  const file = join(root, 'tests', 'kifu', 'chudan.ace7ea0c.kif');
  const r = run(['record', file]);
  assert.equal(r.status, 0, r.stderr);
  const [outcome, usenLine, ...moves] = r.stdout.trimEnd().split('\n');
  assert.equal(outcome, 'outcome: abort');
  const record = viaRequire.Record.fromKifu(new Uint8Array(readFileSync(file)));
  assert.equal(usenLine, `usen: ${record.toUsen().usen}`);
  record.dispose();
  const jkf = viaRequire.parseKifu(new Uint8Array(readFileSync(file)));
  const plies = viaRequire.kifuPositions(jkf).slice(1);
  assert.deepEqual(moves, plies.map((p) => `${p.ply} ${p.usi} ${p.text}`));
  const usi = run(['record', 'startpos moves 7g7f 3c3d']);
  assert.equal(usi.stdout, 'outcome: none\nusen: ~0.7ku2jm.\n1 7g7f ☗７六歩\n2 3c3d ☖３四歩\n');
  // A USEN, as an argument or on stdin: its main line.
  const usen = run(['record', '~0.7ku2jm.r~1.36e.']);
  assert.equal(usen.stdout, 'outcome: resign, white wins\nusen: ~0.7ku2jm.r~1.36e.\n1 7g7f ☗７六歩\n2 3c3d ☖３四歩\n');
  const piped = run(['record', '--json'], '~0.7ku2jm.r\n');
  assert.deepEqual(JSON.parse(piped.stdout).usen, '~0.7ku2jm.r');
  assert.deepEqual(JSON.parse(piped.stdout).outcome, { reason: 'resign', winner: 'white' });
  const json = run(['record', '--json'], 'position startpos moves 7g7f\n');
  assert.equal(json.status, 0, json.stderr);
  const parsed = JSON.parse(json.stdout);
  assert.equal(parsed.outcome, null);
  assert.equal(parsed.usen, '~0.7ku.');
  // The entries of record.moves(): kifuPositions' with the facts of each move.
  const facts = { capture: null, promote: false, check: false, comments: [], time: null, score: null, pv: null };
  assert.deepEqual(parsed.moves, viaRequire.kifuPositions({ header: {}, moves: [{}, { move: { from: { x: 7, y: 7 }, to: { x: 7, y: 6 }, piece: 'FU' } }] })
    .map((p) => ({ ...p, japanese: p.text, ...facts })));
  // The engine analysis of the comments, as record.moves() gives it.
  const analysed = '手合割：平手\n   1 ７六歩(77)\n*#評価値=-45\n*#読み筋=△３四歩(33)▲２二角成(88)\n   2 ３四歩(33)\n*#評価値=+8\n';
  const withAnalysis = run(['record', '--json'], analysed);
  assert.equal(withAnalysis.status, 0, withAnalysis.stderr);
  const fromKifu = viaRequire.Record.fromKifu(analysed);
  assert.deepEqual(JSON.parse(withAnalysis.stdout).moves, JSON.parse(JSON.stringify(fromKifu.moves())));
  assert.deepEqual(fromKifu.moves().map((m) => [m.score, m.pv]), [[null, null], [{ cp: -45 }, ['3c3d', '8h2b+']], [{ cp: 8 }, null]]);
  fromKifu.dispose();
  const illegal = run(['record', join(root, 'tests', 'kifu', 'illegal_lose.c21b217c.csa')]);
  assert.match(illegal.stdout, /^outcome: illegal_move, (black|white) wins\n/);
  const bad = run(['record', 'startpos moves 7g7f 7g7f']);
  assert.equal(bad.status, 1);
  assert.equal(bad.stderr, 'shogi64: ply 2: 7g7f: no piece on 7七\n');
});
