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
    [['encode'], 'not json', /^shogi64: the position is not JSON: .*\n$/],
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
  const help = run(['help']);
  assert.equal(help.status, 0);
  assert.match(help.stdout, /Usage:/);
});
