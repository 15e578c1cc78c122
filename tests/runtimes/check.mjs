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

const KIF_UTF8 = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)  ( 0:01/00:00:01)\n   2 ３四歩(33)  ( 0:02/00:00:02)\n   3 ２二角成(88) ( 0:03/00:00:04)\n   4 同　銀(31)  ( 0:04/00:00:06)\n";
const KIF_SJIS = new Uint8Array('8ee88d878a84814695bd8ee80a8ee890942d2d2d2d8e778ee82d2d2d2d2d2d2d2d2d8fc194ef8e9e8ad42d2d0a20202031208256985a95e02837372920202820303a30312f30303a30303a3031290a202020322082528e6c95e02833332920202820303a30322f30303a30303a3032290a2020203320825193f18a7090ac28383829202820303a30332f30303a30303a3034290a202020342093af81408be22833312920202820303a30342f30303a30303a3036290a'.match(/../g).map((h) => parseInt(h, 16)));
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
    // A KIF file's Shift_JIS bytes, decoded by the runtime's
    // TextDecoder('shift_jis'), read as its UTF-8 text is; where the runtime
    // has no such decoder, the error says so (SHOGI64_NO_SHIFT_JIS).
    const record = api.parseKifu(KIF_UTF8);
    expect(api.kifuPositions(record)[4].text === '☖同　銀', 'kifuPositions');
    expect(api.formatKifu(record, 'csa').includes('+8822UM'), 'formatKifu');
    // An engine's line, and its win rate as the core computes it: the same
    // number wherever it runs (1 / (1 + e^-0.5) = 0.622459331201854564…, the
    // nearest double).
    const info = api.parseUsiInfo('info depth 2 score cp -300 upperbound pv 3c3d 2g2f\r\n');
    expect(same(info, { depth: 2, score: { cp: -300 }, bound: 'upper', pv: ['3c3d', '2g2f'] }), 'parseUsiInfo');
    const black = api.scoreForBlack(info.score, false);
    expect(same(black, { cp: 300 }) && api.winRate(black) === 0.6224593312018546, 'winRate');
    let sjis;
    try {
      sjis = api.parseKifu(KIF_SJIS);
    } catch (e) {
      sjis = e.code;
    }
    if (sjis === 'SHOGI64_NO_SHIFT_JIS') console.log(`${runtime}: no TextDecoder('shift_jis'): Shift_JIS bytes are refused`);
    else expect(same(sjis, record), 'parseKifu of Shift_JIS bytes');
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
