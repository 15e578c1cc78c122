// Every line of tests/vectors/ (encode, decode, bits) and a few SFEN and JKF
// calls, through the installed package as one JavaScript runtime loads it:
// `import` and, where the runtime has it, `require` (through createRequire),
// of shogi64 and shogi64/codec. Plain JavaScript with no test library, so
// that Node, Bun and Deno run it alike: scripts/test-runtimes.sh writes
// vectors.mjs beside it and runs it in each, with no permission flag.
//
// Prints one line per entry, `<runtime> <entry>: N passed, M failed`, and
// exits non-zero when anything failed or an entry checked nothing.
import { createRequire } from 'node:module';
import shogi64 from 'shogi64';
import * as named from 'shogi64';
import codec from 'shogi64/codec';
import vectors from './vectors.mjs';

const runtime = typeof Deno !== 'undefined' ? `deno ${Deno.version.deno}`
  : typeof Bun !== 'undefined' ? `bun ${Bun.version}` : `node ${process.versions.node}`;
const INITIAL = 'poUAACMaqtYhwHgAAAAPQdTnd3vMgAA';
const INITIAL_SFEN = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
function throwsWith(fn, message) {
  try {
    fn();
  } catch (e) {
    return e instanceof Error && e.message === message && e.cause instanceof Error && e.cause.message.length > 0;
  }
  return false;
}

function check(api, full) {
  let passed = 0;
  const failed = [];
  const expect = (ok, what) => (ok ? passed++ : failed.push(what));
  for (const line of vectors.encode) {
    if ('error' in line) {
      expect(throwsWith(() => api.encode(line.position), line.error), `encode: ${line.what}`);
    } else {
      expect(api.encode(line.position) === line.shogi64 && api.encodePositionToBits(line.position) === line.bits &&
        same(api.decode(line.shogi64), line.position), `encode: ${line.what}`);
    }
  }
  for (const line of vectors.decode) {
    if ('error' in line) expect(throwsWith(() => api.decode(line.shogi64), line.error), `decode: ${line.what}`);
    else expect(same(api.decode(line.shogi64), line.position), `decode: ${line.what}`);
  }
  for (const line of vectors.bits) {
    const call = () => api[line.op](line.input);
    if ('error' in line) expect(throwsWith(call, line.error), `${line.op}(${line.input})`);
    else expect(same(call(), line.output), `${line.op}(${line.input})`);
  }
  if (full) {
    expect(api.encodeSfen('position startpos') === INITIAL, 'encodeSfen(position startpos)');
    expect(api.decodeToSfen(INITIAL, 7) === INITIAL_SFEN.replace(/1$/, '7'), 'decodeToSfen');
    expect(same(api.fromSfen(`sfen ${INITIAL_SFEN}`), api.decode(INITIAL)), 'fromSfen');
    const left = api.fromJkf({ preset: '7_L' });
    expect(api.toSfen(left) === '2sgkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1', 'fromJkf 7_L');
    expect(same(api.toJkf(left), { preset: '7_L' }), 'toJkf 7_L');
    expect(same(api.fromJkf(api.toJkf(api.decode('poUAACMaqtYhwHgAAAAPQdTnd3vMgAA'))), api.decode(INITIAL)), 'JKF round trip');
    let moves;
    try { api.fromSfen('startpos moves 7g7f'); } catch (e) { moves = e.message; }
    expect(typeof moves === 'string' && moves.includes('fromUsi'), 'fromSfen refuses moves');
  }
  return { passed, failed };
}

const entries = [
  ['import shogi64', shogi64, true],
  ['import * as shogi64', named, true],
  ['import shogi64/codec', codec, false],
];
let require = null;
try {
  require = createRequire(import.meta.url);
} catch (e) {
  console.log(`${runtime}: no createRequire (${e.message})`);
}
if (require) {
  entries.push(['require shogi64', require('shogi64'), true], ['require shogi64/codec', require('shogi64/codec'), false]);
}

let bad = false;
for (const [name, api, full] of entries) {
  const { passed, failed } = check(api, full);
  console.log(`${runtime} ${name}: ${passed} passed, ${failed.length} failed`);
  for (const f of failed.slice(0, 5)) console.log(`  failed: ${f}`);
  if (failed.length || passed === 0) bad = true;
}
console.log(`${runtime}: ${entries.length} entries checked`);
if (bad) throw new Error(`${runtime}: some checks failed`);
