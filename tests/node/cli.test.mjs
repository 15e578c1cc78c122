// The command-line tool: outputs and exit statuses.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cliPath, viaRequire } from './load.mjs';

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
  assert.ok(diagram.includes('手番：先手'));
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
  assert.match(r.stdout, /手番：後手\n/);
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
    [[], undefined, 'missing command: decode, encode, moves, perft, japanese, kifu, mate or help'],
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
