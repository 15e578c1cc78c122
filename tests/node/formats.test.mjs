// SFEN and JKF through every Node entry point: round trips, the JKF presets
// derived here square by square, and the exact wording of every error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { caught, entries, vectors } from './load.mjs';

const encodeLines = vectors('encode.jsonl');
const decodeLines = vectors('decode.jsonl');
const validLines = encodeLines.filter((l) => !('error' in l));

const INITIAL_SFEN = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
const INITIAL_SHOGI64 = 'poUAACMaqtYhwHgAAAAPQdTnd3vMgAA';
// The board field of the initial position: 57 characters, so in
// `${BOARD} b <hands> <n>` the side is at column 59, the hands start at 61.
const BOARD = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL';
const MOVE_LIMIT = 'an integer from 1 to 4294967295';

// --- the position object, written out independently of the package ------------

// SPEC: board[i], i = (rank - 1) * 9 + (9 - file).
const idx = (file, rank) => (rank - 1) * 9 + (9 - file);
const KIND = { FU: 1, KY: 2, KE: 3, GI: 4, KI: 5, KA: 6, HI: 7, OU: 8, TO: 9, NY: 10, NK: 11, NG: 12, UM: 13, RY: 14 };
const KIND_NAME = Object.fromEntries(Object.entries(KIND).map(([k, v]) => [v, k]));
const HAND_KEYS = ['FU', 'KY', 'KE', 'GI', 'KI', 'KA', 'HI'];

const hand = (counts = {}) => Object.fromEntries(HAND_KEYS.map((k) => [k, counts[k] ?? 0]));
const position = (turn, board, black = {}, white = {}) =>
  ({ turn, board, hands: { black: hand(black), white: hand(white) } });

// The initial position placed piece by piece by (file, rank): white (後手) on
// ranks 1 to 3, black on ranks 7 to 9; rook on 8二 and 2八, bishop on 2二 and 8八.
function initialBoard() {
  const board = new Array(81).fill(0);
  const back = ['KY', 'KE', 'GI', 'KI', 'OU', 'KI', 'GI', 'KE', 'KY']; // files 9..1
  for (let file = 1; file <= 9; file++) {
    const k = KIND[back[9 - file]];
    board[idx(file, 1)] = -k;
    board[idx(file, 9)] = k;
    board[idx(file, 3)] = -KIND.FU;
    board[idx(file, 7)] = KIND.FU;
  }
  board[idx(8, 2)] = -KIND.HI;
  board[idx(2, 2)] = -KIND.KA;
  board[idx(8, 8)] = KIND.KA;
  board[idx(2, 8)] = KIND.HI;
  return board;
}

// The standard handicaps: the handicap giver (上手) plays white, and white's
// pieces are removed. [file, rank, kind] of each removed piece.
const ROOK = [8, 2, 'HI'];
const BISHOP = [2, 2, 'KA'];
const LANCE_1 = [1, 1, 'KY']; // board index 8
const LANCE_9 = [9, 1, 'KY']; // board index 0
const KNIGHT_8 = [8, 1, 'KE']; // board index 1
const KNIGHT_2 = [2, 1, 'KE']; // board index 7
const TWO = [ROOK, BISHOP];
const FOUR = [...TWO, LANCE_9, LANCE_1];
const SIX = [...FOUR, KNIGHT_8, KNIGHT_2];
const EIGHT = [...SIX, [7, 1, 'GI'], [3, 1, 'GI']];
const REMOVED = {
  HIRATE: [],
  KY: [LANCE_1],
  KY_R: [LANCE_9],
  KA: [BISHOP],
  HI: [ROOK],
  HIKY: [ROOK, LANCE_1],
  2: TWO,
  3: [...TWO, LANCE_1],
  4: FOUR,
  5: [...FOUR, KNIGHT_8],
  '5_L': [...FOUR, KNIGHT_2],
  6: SIX,
  // 左七枚落ち keeps the giver's right silver (7一), 右七枚落ち the left one (3一).
  '7_L': [...SIX, [3, 1, 'GI']],
  '7_R': [...SIX, [7, 1, 'GI']],
  8: EIGHT,
  10: [...EIGHT, [6, 1, 'KI'], [4, 1, 'KI']],
};
const PRESETS = ['HIRATE', 'KY', 'KY_R', 'KA', 'HI', 'HIKY', '2', '3', '4', '5', '5_L', '6', '7_L', '7_R', '8', '10'];

function presetPosition(name) {
  const board = initialBoard();
  for (const [file, rank, kind] of REMOVED[name]) {
    assert.equal(board[idx(file, rank)], -KIND[kind], `${name}: white ${kind} expected on ${file}${rank}`);
    board[idx(file, rank)] = 0;
  }
  return position(name === 'HIRATE', board);
}

// The same presets as SFEN, written by hand.
const PRESET_SFEN = {
  HIRATE: INITIAL_SFEN,
  KY: 'lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1',
  KY_R: '1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1',
  KA: 'lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1',
  HI: 'lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1',
  HIKY: 'lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1',
  2: 'lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1',
  3: 'lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1',
  4: '1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1',
  5: '2sgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1',
  '5_L': '1nsgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1',
  6: '2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1',
  '7_L': '2sgkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1',
  '7_R': '3gkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1',
  8: '3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1',
  10: '4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1',
};

// Canonical SFEN: toSfen(fromSfen(s), n) gives s back, n being s's move number.
const CANONICAL = [
  ...Object.values(PRESET_SFEN),
  '9/9/9/9/9/9/9/9/9 b - 1',
  '9/9/9/9/9/9/9/9/9 w - 2',
  '4k4/9/9/9/9/9/9/9/9 b 2r2b4g4s4n4l18p 1',
  '4k4/9/9/9/9/9/9/9/4K4 b 2r2b4g4s4n4l18p 1',
  '4k4/9/9/9/9/9/9/9/4K4 w 2R2B4G4S4N4L18P 200',
  '4k4/9/9/9/9/9/9/9/4K4 b 2R2B4G4S4N4L10P8p 17',
  '4k4/9/9/9/9/9/9/9/4K4 w RBGSNLPrbgsnlp 3',
  '4k4/9/9/9/9/9/9/9/4K4 b 11P12p 99',
  '4k4/9/9/9/9/9/9/9/4K4 b 18p 4294967295',
  '8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124',
  '+P+L+N+S+B+R3/9/9/9/4k4/9/9/9/3+r+b+s+n+l+p w - 1',
  '+p+l+n+s+b+r3/9/9/9/4K4/9/9/9/3+R+B+S+N+L+P b Gg 10',
  'PPPPPPPPP/ppppppppp/9/9/9/9/9/PPPPPPPPP/ppppppppp b - 1',
  'KKKKKKKKK/kkkkkkkkk/9/9/9/9/9/9/9 w - 5',
  'k8/9/9/9/9/9/9/9/8K b 2B 1',
  '1k7/7K1/9/9/9/9/9/9/9 w 2b 12345',
];

// Accepted but not canonical: what each reads as, written back canonically.
const LENIENT = [
  ['startpos', INITIAL_SFEN],
  ['  startpos  ', INITIAL_SFEN],
  [`sfen ${INITIAL_SFEN}`, INITIAL_SFEN],
  [`sfen  ${BOARD}  w  -  7 `, `${BOARD} w - 7`],
  [`${BOARD} b -`, INITIAL_SFEN],
  [`${BOARD}\tb\n-\r\n1`, INITIAL_SFEN],
  ['45/9/9/9/9/9/9/9/9 b - 1', '9/9/9/9/9/9/9/9/9 b - 1'],
  ['4k1111/9/9/9/9/9/9/9/211K1111 b - 1', '4k4/9/9/9/9/9/9/9/4K4 b - 1'],
  ['4k4/9/9/9/9/9/9/9/4K4 b p2PRrB 1', '4k4/9/9/9/9/9/9/9/4K4 b RB2Prp 1'],
  // What USI tools write: the position command, move number 0, hand count 1.
  ['position startpos', INITIAL_SFEN],
  [`position sfen ${INITIAL_SFEN}`, INITIAL_SFEN],
  [`position sfen ${BOARD} w - 0`, `${BOARD} w - 1`],
  [`${BOARD} b - 0`, INITIAL_SFEN],
  ['4k4/9/9/9/9/9/9/9/4K4 b 1R1b2P1p 5', '4k4/9/9/9/9/9/9/9/4K4 b R2Pbp 5'],
];

// --- helpers -------------------------------------------------------------------

// The package's own functions throw a plain Error whose message is the reason.
function throwsExactly(fn, message, what = String(message)) {
  const e = caught(fn);
  assert.ok(e instanceof Error, `${what}: ${e} is not an Error`);
  assert.equal(e.constructor, Error, `${what}: ${e.constructor.name}: ${e.message}`);
  if (message instanceof RegExp) assert.match(e.message, message, what);
  else assert.equal(e.message, message, what);
  return e;
}

const emptyCell = () => ({});
const emptyJkfBoard = () => Array.from({ length: 9 }, () => Array.from({ length: 9 }, emptyCell));
function jkfWith(x, y, cell, data = {}) {
  const board = emptyJkfBoard();
  board[x][y] = cell;
  return { preset: 'OTHER', data: { color: 0, board, ...data } };
}

// The JKF `initial` of a position, derived from the object directly.
function expectedOther(p) {
  const board = [];
  for (let x = 1; x <= 9; x++) {
    const file = [];
    for (let y = 1; y <= 9; y++) {
      const v = p.board[idx(x, y)];
      file.push(v === 0 ? {} : { color: v > 0 ? 0 : 1, kind: KIND_NAME[Math.abs(v)] });
    }
    board.push(file);
  }
  return {
    preset: 'OTHER',
    data: { color: p.turn ? 0 : 1, board, hands: [hand(p.hands.black), hand(p.hands.white)] },
  };
}

const presetByJson = new Map(PRESETS.map((name) => [JSON.stringify(presetPosition(name)), name]));

// --- the derived presets against the vectors ------------------------------------

test('the derived presets match the JKF lines of encode.jsonl (5 and 5_L included)', () => {
  assert.equal(idx(9, 1), 0);
  assert.equal(idx(8, 1), 1);
  assert.equal(idx(2, 1), 7);
  assert.equal(idx(1, 1), 8);
  assert.equal(idx(1, 9), 80);
  const initialLine = encodeLines.find((l) => l.what === 'initial position');
  assert.deepStrictEqual(presetPosition('HIRATE'), initialLine.position);
  const seen = [];
  for (const line of encodeLines) {
    const m = /^JKF preset (\S+)/.exec(line.what);
    if (!m) continue;
    assert.ok(PRESETS.includes(m[1]), line.what);
    assert.deepStrictEqual(presetPosition(m[1]), line.position, line.what);
    seen.push(m[1]);
  }
  for (const name of ['5', '5_L']) assert.ok(seen.includes(name), `no vector line for preset ${name}`);
  console.log(`JKF preset lines in encode.jsonl: ${seen.join(' ')}`);
});

// json-kifu-format, the JKF reference library, as an oracle: the board its
// player sets up for each preset, and the preset its readers name for the
// handicap lines of KIF and CSA (左七枚落ち / 右七枚落ち included).
test('every JKF preset matches json-kifu-format', async () => {
  const { JKFPlayer } = (await import('json-kifu-format')).default;
  let checked = 0;
  for (const preset of PRESETS) {
    const data = new JKFPlayer({ header: {}, initial: { preset }, moves: [{}] }).getState();
    for (const [name, api] of entries) {
      assert.deepStrictEqual(api.fromJkf({ preset: 'OTHER', data }), presetPosition(preset), `${name}: ${preset}`);
      assert.deepStrictEqual(api.toJkf(api.fromJkf({ preset: 'OTHER', data })), { preset }, `${name}: ${preset}`);
    }
    checked++;
  }
  assert.equal(checked, 16);
  for (const [csa, preset] of [
    ['PI82HI22KA11KY91KY81KE21KE31GI', '7_L'],
    ['PI82HI22KA11KY91KY81KE21KE71GI', '7_R'],
  ]) {
    assert.equal(JKFPlayer.parseCSA(`V2.2\n${csa}\n-\n`).kifu.initial.preset, preset, csa);
  }
  for (const [kif, preset] of [['左七枚落ち', '7_L'], ['右七枚落ち', '7_R']]) {
    const kifu = JKFPlayer.parseKIF(`手合割：${kif}\n手数----指手---------消費時間--\n`).kifu;
    assert.equal(kifu.initial.preset, preset, kif);
    for (const [name, api] of entries) assert.deepStrictEqual(api.fromJkf(kifu), presetPosition(preset), `${name}: ${kif}`);
  }
});

for (const [name, api] of entries) {
  // --- SFEN ----------------------------------------------------------------------

  test(`${name}: canonical SFEN round trips`, () => {
    for (const s of CANONICAL) {
      const n = Number(s.slice(s.lastIndexOf(' ') + 1));
      const p = api.fromSfen(s);
      assert.deepStrictEqual(Object.keys(p), ['turn', 'board', 'hands']);
      assert.equal(api.toSfen(p, n), s);
      if (n === 1) assert.equal(api.toSfen(p), s);
    }
    // A few boards read back square by square.
    const p = api.fromSfen('+P+L+N+S+B+R3/9/9/9/4k4/9/9/9/3+r+b+s+n+l+p w - 1');
    assert.deepStrictEqual(p.board.slice(0, 9), [9, 10, 11, 12, 13, 14, 0, 0, 0]);
    assert.equal(p.board[idx(5, 5)], -8);
    assert.deepStrictEqual(p.board.slice(72), [0, 0, 0, -14, -13, -12, -11, -10, -9]);
    assert.equal(p.turn, false);
    const h = api.fromSfen('4k4/9/9/9/9/9/9/9/4K4 b 2R2B4G4S4N4L10P8p 17').hands;
    assert.deepStrictEqual(h.black, { FU: 10, KY: 4, KE: 4, GI: 4, KI: 4, KA: 2, HI: 2 });
    assert.deepStrictEqual(h.white, hand({ FU: 8 }));
  });

  test(`${name}: lenient SFEN reads as its canonical form`, () => {
    for (const [input, canonical] of LENIENT) {
      const n = Number(canonical.slice(canonical.lastIndexOf(' ') + 1));
      assert.equal(api.toSfen(api.fromSfen(input), n), canonical, JSON.stringify(input));
      assert.deepStrictEqual(api.fromSfen(input), api.fromSfen(canonical), JSON.stringify(input));
    }
    assert.deepStrictEqual(api.fromSfen('startpos'), presetPosition('HIRATE'));
  });

  test(`${name}: fromSfen(toSfen(p)) is p for every valid position of encode.jsonl`, () => {
    let checked = 0;
    for (const line of validLines) {
      const s = api.toSfen(line.position);
      assert.match(s, / [bw] (-|[0-9RBGSNLPrbgsnlp]+) 1$/, line.what);
      const back = api.fromSfen(s);
      assert.deepStrictEqual(back, line.position, line.what);
      assert.equal(JSON.stringify(back), JSON.stringify(line.position), `${line.what}: key order`);
      assert.equal(api.toSfen(line.position, 77), `${s.slice(0, -2)} 77`);
      checked++;
    }
    assert.ok(checked > 1000, `only ${checked} positions`);
    console.log(`${name}: ${checked} vector positions round-tripped through SFEN`);
  });

  test(`${name}: SFEN errors are exact`, () => {
    const cases = [
      ['', 'SFEN has no board'],
      ['  \t ', 'SFEN has no board'],
      ['sfen', 'SFEN has no board'],
      [BOARD, 'SFEN has no side to move'],
      [`${BOARD} b`, 'SFEN has no hands'],
      ['9/9/9/9/9/9/9/9 b - 1', 'SFEN board has 8 ranks, not 9'],
      ['9/9/9/9/9/9/9/9/9/9 b - 1', 'SFEN board has 10 ranks, not 9'],
      ['x b - 1', 'SFEN board has 1 rank, not 9'],
      ['lnsgkgsnl/1r5b1/pppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1', 'SFEN rank 3 has 10 squares'],
      ['lnsgkgsnl/1r5b1/pppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1', 'SFEN rank 3 has 8 squares'],
      ['9/9/9/9/9/9/9/9/82 b - 1', 'SFEN rank 9 has 10 squares'],
      ['9/9/9/9/9/9/9/9/ b - 1', 'SFEN rank 9 has 0 squares'],
      ['9/9/9/9/9/9/9/9/P b - 1', 'SFEN rank 9 has 1 square'],
      ['lnsgkgsnl/1X5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1', "unknown piece letter 'X' at column 12"],
      ['lnsgkgsnｐ/9/9/9/9/9/9/9/9 b - 1', "unknown piece letter 'ｐ' (U+FF50) at column 9"],
      ['9/9/9/9/9/9/9/9/9ｐx b - 1', "unknown piece letter 'ｐ' (U+FF50) at column 18"],
      ['lnsgkgsnl/1r5b1/ppppppppp/09/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1', 'empty-square count 0 at column 27'],
      ['+gnsgkgsnl/9/9/9/9/9/9/9/9 b - 1', "'+' before 'g' at column 1 cannot promote"],
      ['8+K/9/9/9/9/9/9/9/9 b - 1', "'+' before 'K' at column 2 cannot promote"],
      ['8+/9/9/9/9/9/9/9/9 b - 1', "'+' at column 2 is not followed by a piece letter"],
      ['8+1/9/9/9/9/9/9/9/9 b - 1', "'+' at column 2 is not followed by a piece letter"],
      [`${BOARD} x - 1`, "side to move at column 59 is not 'b' or 'w'"],
      [`${BOARD} B - 1`, "side to move at column 59 is not 'b' or 'w'"],
      [`${BOARD} b K 1`, "hand piece letter 'K' at column 61 is not one of R B G S N L P (or lowercase)"],
      [`${BOARD} b +P 1`, "hand piece letter '+' at column 61 is not one of R B G S N L P (or lowercase)"],
      [`${BOARD} b 0P 1`, 'hand count at column 61 must be a positive integer without leading zeros'],
      [`${BOARD} b P02p 1`, 'hand count at column 62 must be a positive integer without leading zeros'],
      [`${BOARD} b P2 1`, 'hand count at column 62 is not followed by a piece letter'],
      [`${BOARD} b 19P 1`, 'hand count 19 for P exceeds 18'],
      [`${BOARD} b 19p 1`, 'hand count 19 for p exceeds 18'],
      [`${BOARD} b 5L 1`, 'hand count 5 for L exceeds 4'],
      [`${BOARD} b 3b 1`, 'hand count 3 for b exceeds 2'],
      [`${BOARD} b 99999999999P 1`, 'hand count 4294967295 for P exceeds 18'],
      [`${BOARD} b PP 1`, "hand piece 'P' at column 62 appears twice"],
      [`${BOARD} b P2p3P 1`, "hand piece 'P' at column 65 appears twice"],
      [`${BOARD} b - 00`, `move number at column 63 is not ${MOVE_LIMIT}`],
      [`${BOARD} b - 01`, `move number at column 63 is not ${MOVE_LIMIT}`],
      [`${BOARD} b - 4294967296`, `move number at column 63 is not ${MOVE_LIMIT}`],
      [`${BOARD} b - 1.5`, `move number at column 63 is not ${MOVE_LIMIT}`],
      [`${BOARD} b - -1`, `move number at column 63 is not ${MOVE_LIMIT}`],
      [`${BOARD} b - 1 moves 7g7f`, 'SFEN moves at column 65 are not read: fromSfen reads a position, fromUsi applies moves'],
      [`${BOARD} b - moves 7g7f`, 'SFEN moves at column 63 are not read: fromSfen reads a position, fromUsi applies moves'],
      [`sfen ${BOARD} b - 1 moves`, 'SFEN moves at column 70 are not read: fromSfen reads a position, fromUsi applies moves'],
      ['position startpos moves 7g7f', 'SFEN moves at column 19 are not read: fromSfen reads a position, fromUsi applies moves'],
      ['position position startpos', 'SFEN board has 1 rank, not 9'],
      ['startpos moves 7g7f 3c3d', 'SFEN moves at column 10 are not read: fromSfen reads a position, fromUsi applies moves'],
      ['startpos 1', 'unexpected text at column 10 after the position'],
      [`${BOARD} b - 1 2`, 'unexpected text at column 65 after the position'],
    ];
    for (const [input, message] of cases) {
      throwsExactly(() => api.fromSfen(input), message, JSON.stringify(input));
      throwsExactly(() => api.encodeSfen(input), message, `encodeSfen(${JSON.stringify(input)})`);
    }
  });

  test(`${name}: fromSfen refuses what is not a string`, () => {
    const cases = [
      [5, 'the SFEN is 5, not a string'],
      [undefined, 'the SFEN is undefined, not a string'],
      [null, 'the SFEN is null, not a string'],
      [{}, 'the SFEN is an object, not a string'],
      [[INITIAL_SFEN], 'the SFEN is an array, not a string'],
      [2n, 'the SFEN is 2n, not a string'],
      [true, 'the SFEN is true, not a string'],
    ];
    for (const [input, message] of cases) {
      throwsExactly(() => api.fromSfen(input), message);
      throwsExactly(() => api.encodeSfen(input), message);
    }
    throwsExactly(() => api.fromSfen(Symbol('s')), 'the SFEN is a symbol, not a string');
    throwsExactly(() => api.fromSfen(() => 1), 'the SFEN is a function, not a string');
    throwsExactly(() => api.fromSfen(new String(INITIAL_SFEN)), 'the SFEN is an object, not a string');
  });

  test(`${name}: toSfen refuses bad positions and move numbers`, () => {
    const p = presetPosition('HIRATE');
    for (const n of [0, -1, 1.5, NaN, Infinity, 4294967296, '5', null, 2n, true, {}]) {
      const shown = typeof n === 'string' ? JSON.stringify(n)
        : typeof n === 'bigint' ? `${n}n` : n !== null && typeof n === 'object' ? 'an object' : String(n);
      throwsExactly(() => api.toSfen(p, n), `move number ${shown} is not ${MOVE_LIMIT}`, `move number ${shown}`);
      throwsExactly(() => api.decodeToSfen(INITIAL_SHOGI64, n), `move number ${shown} is not ${MOVE_LIMIT}`);
    }
    assert.equal(api.toSfen(p, undefined), INITIAL_SFEN);
    assert.equal(api.toSfen(p, 4294967295), INITIAL_SFEN.replace(/1$/, '4294967295'));
    const bad = (patch) => ({ ...p, ...patch });
    const board40 = [...p.board];
    board40[40] = 15;
    const cases = [
      ['x', 'the position is "x", not an object'],
      [bad({ turn: 1 }), 'turn is 1, not a boolean'],
      [bad({ board: 'x' }), 'board is "x", not an array'],
      [bad({ board: p.board.slice(1) }), 'board has 80 squares, not 81'],
      [bad({ board: board40 }), 'board[40] is 15, not a piece number from -14 to 14'],
      [bad({ hands: null }), 'hands is null, not an object'],
      [bad({ hands: { black: hand(), white: hand({ KA: 3 }) } }), 'hands.white.KA is 3, not a count from 0 to 2'],
    ];
    for (const [input, message] of cases) {
      throwsExactly(() => api.toSfen(input), message);
      throwsExactly(() => api.toJkf(input), message);
    }
  });

  test(`${name}: toSfen and toJkf of null or undefined throw a plain Error`, () => {
    for (const v of [null, undefined]) {
      throwsExactly(() => api.toSfen(v), `the position is ${v}, not an object`);
      throwsExactly(() => api.toJkf(v), `the position is ${v}, not an object`);
    }
  });

  // --- Shogi64 <-> SFEN -------------------------------------------------------------

  test(`${name}: encodeSfen and decodeToSfen agree with encode and decode`, () => {
    let checked = 0;
    for (const line of validLines) {
      const s = api.toSfen(line.position);
      assert.equal(api.encodeSfen(s), line.shogi64, line.what);
      assert.equal(api.encodeSfen(s), api.encode(api.fromSfen(s)), line.what);
      assert.equal(api.decodeToSfen(line.shogi64), s, line.what);
      assert.equal(api.decodeToSfen(line.shogi64, 31), api.toSfen(api.decode(line.shogi64), 31), line.what);
      checked++;
    }
    for (const line of decodeLines) {
      if ('error' in line) {
        // A function of this package's own: the message is the precise reason,
        // the cause decode gives.
        const e = caught(() => api.decodeToSfen(line.shogi64));
        assert.ok(e instanceof Error, line.what);
        assert.equal(e.message, caught(() => api.decode(line.shogi64)).cause.message, line.what);
      } else {
        assert.equal(api.decodeToSfen(line.shogi64), api.toSfen(line.position), line.what);
        checked++;
      }
    }
    assert.equal(api.encodeSfen('startpos'), INITIAL_SHOGI64);
    assert.equal(api.encodeSfen(`sfen ${INITIAL_SFEN}`), INITIAL_SHOGI64);
    assert.equal(api.decodeToSfen(INITIAL_SHOGI64), INITIAL_SFEN);
    assert.equal(api.decodeToSfen(INITIAL_SHOGI64, 9), INITIAL_SFEN.replace(/1$/, '9'));
    console.log(`${name}: ${checked} encodeSfen/decodeToSfen checks`);
  });

  // --- JKF -------------------------------------------------------------------------

  test(`${name}: every JKF preset, square by square`, () => {
    for (const preset of PRESETS) {
      const expected = presetPosition(preset);
      const p = api.fromJkf({ preset });
      assert.deepStrictEqual(Object.keys(p), ['turn', 'board', 'hands']);
      assert.equal(p.board.length, 81);
      for (let rank = 1; rank <= 9; rank++) {
        for (let file = 1; file <= 9; file++) {
          const i = idx(file, rank);
          assert.equal(p.board[i], expected.board[i], `${preset}: ${file}${rank} (board[${i}])`);
        }
      }
      assert.equal(p.turn, preset === 'HIRATE', `${preset}: side to move`);
      assert.deepStrictEqual(p.hands, expected.hands, `${preset}: hands`);
      assert.deepStrictEqual(api.toJkf(p), { preset });
      assert.deepStrictEqual(api.toJkf(expected), { preset });
      assert.equal(api.toSfen(p), PRESET_SFEN[preset], `${preset}: SFEN`);
    }
    // Not a preset: the side to move or a hand differs.
    for (const preset of PRESETS) {
      const p = presetPosition(preset);
      const flipped = { ...p, turn: !p.turn };
      assert.deepStrictEqual(api.toJkf(flipped), expectedOther(flipped), `${preset} with the other side to move`);
      const held = position(p.turn, p.board, { FU: 1 });
      assert.deepStrictEqual(api.toJkf(held), expectedOther(held), `${preset} with a pawn in hand`);
    }
    assert.deepStrictEqual(api.fromJkf(null), presetPosition('HIRATE'));
  });

  test(`${name}: fromJkf(toJkf(p)) is p for every valid position of encode.jsonl`, () => {
    let checked = 0;
    let presets = 0;
    for (const line of validLines) {
      const p = line.position;
      const jkf = api.toJkf(p);
      const name2 = presetByJson.get(JSON.stringify(p));
      if (name2) {
        assert.deepStrictEqual(jkf, { preset: name2 }, line.what);
        presets++;
      } else {
        assert.deepStrictEqual(jkf, expectedOther(p), line.what);
      }
      const back = api.fromJkf(jkf);
      assert.equal(JSON.stringify(back), JSON.stringify(p), line.what);
      assert.deepStrictEqual(api.fromJkf(JSON.parse(JSON.stringify(jkf))), p, line.what);
      checked++;
    }
    assert.ok(checked > 1000, `only ${checked} positions`);
    // The 13 JKF lines, the initial position and the "black holds 0 …" lines
    // (initial positions too): every preset name must have come up.
    assert.ok(presets >= 14, `${presets} presets`);
    const names = new Set(validLines.map((l) => presetByJson.get(JSON.stringify(l.position))));
    // The shared vectors predate 7_L and 7_R, held by the json-kifu-format test below.
    for (const preset of PRESETS.filter((n) => !n.startsWith('7_'))) assert.ok(names.has(preset), preset);
    console.log(`${name}: ${checked} vector positions round-tripped through JKF (${presets} presets)`);
  });

  test(`${name}: JKF OTHER with data`, () => {
    // File 5 rank 5 (5五) is board[4][4]; file 2 rank 8 is board[1][7].
    const board = emptyJkfBoard();
    board[4][0] = { color: 1, kind: 'OU' };
    board[4][8] = { color: 0, kind: 'OU' };
    board[1][7] = { color: 0, kind: 'RY' };
    board[8][0] = { color: 1, kind: 'NY' };
    board[0][8] = { color: 0, kind: 'TO' };
    board[6][2] = { color: 1, kind: 'UM' };
    const initial = { preset: 'OTHER', data: { color: 1, board, hands: [{ FU: 18, KI: 4 }, { HI: 2, KA: 0 }] } };
    const p = api.fromJkf(initial);
    const expectedBoard = new Array(81).fill(0);
    expectedBoard[idx(5, 1)] = -8;
    expectedBoard[idx(5, 9)] = 8;
    expectedBoard[idx(2, 8)] = 14;
    expectedBoard[idx(9, 1)] = -10;
    expectedBoard[idx(1, 9)] = 9;
    expectedBoard[idx(7, 3)] = -13;
    const expected = position(false, expectedBoard, { FU: 18, KI: 4 }, { HI: 2 });
    assert.equal(JSON.stringify(p), JSON.stringify(expected));
    assert.equal(api.toSfen(p), '+l3k4/9/2+b6/9/9/9/9/7+R1/4K3+P w 4G18P2r 1');
    const out = api.toJkf(p);
    assert.deepStrictEqual(out, expectedOther(expected));
    assert.deepStrictEqual(Object.keys(out.data), ['color', 'board', 'hands']);
    assert.deepStrictEqual(Object.keys(out.data.hands[1]), HAND_KEYS);
    assert.deepStrictEqual(api.fromJkf(out), p);
    // Every kind name, both colours, on every square of one file.
    for (const [kind, n] of Object.entries(KIND)) {
      for (const color of [0, 1]) {
        const q = api.fromJkf(jkfWith(3, n % 9, { color, kind }));
        assert.equal(q.board[idx(4, (n % 9) + 1)], color === 0 ? n : -n, `${kind} colour ${color}`);
        assert.equal(q.board.filter((v) => v !== 0).length, 1);
      }
    }
  });

  test(`${name}: JKF leniency`, () => {
    const empty = position(true, new Array(81).fill(0));
    const bare = { preset: 'OTHER', data: { color: 0, board: emptyJkfBoard() } };
    assert.deepStrictEqual(api.fromJkf(bare), empty, 'missing hands');
    assert.deepStrictEqual(api.fromJkf({ ...bare, data: { ...bare.data, hands: null } }), empty, 'null hands');
    assert.deepStrictEqual(api.fromJkf({ ...bare, data: { ...bare.data, hands: [{}, {}] } }), empty, 'empty hands');
    assert.deepStrictEqual(api.fromJkf({ ...bare, data: { ...bare.data, hands: [{ FU: null }, { KA: 1 }] } }),
      position(true, new Array(81).fill(0), {}, { KA: 1 }), 'null count, missing kinds');
    assert.deepStrictEqual(api.fromJkf(jkfWith(0, 0, { color: null, kind: null })), empty, 'null cell members');
    assert.deepStrictEqual(api.fromJkf({ ...bare, extra: 1, data: { ...bare.data, comment: 'x' } }), empty,
      'unknown members');
    assert.deepStrictEqual(api.fromJkf({ preset: 'KA', data: 'ignored' }), presetPosition('KA'), 'data of a preset');
    // No argument is no JKF: refused as any other value that is not an object.
    for (const missing of [() => api.fromJkf(), () => api.fromJkf(undefined)]) {
      assert.throws(missing, { code: 'SHOGI64_INVALID_JKF', message: 'JKF initial is undefined, not an object' });
    }
  });

  test(`${name}: JKF errors are exact`, () => {
    const cell = (c) => jkfWith(4, 2, c);
    const data = (d) => ({ preset: 'OTHER', data: { color: 0, board: emptyJkfBoard(), ...d } });
    const cases = [
      [{ preset: 'FOO' }, 'JKF preset "FOO" is unknown'],
      [{ preset: 'hirate' }, 'JKF preset "hirate" is unknown'],
      [{ preset: '' }, 'JKF preset "" is unknown'],
      [{}, 'JKF preset is missing'],
      [{ preset: null }, 'JKF preset is missing'],
      [{ preset: 5 }, 'JKF preset is 5, not a string'],
      ['HIRATE', 'JKF initial is "HIRATE", not an object'],
      [[], 'JKF initial is an array, not an object'],
      [7, 'JKF initial is 7, not an object'],
      [{ preset: 'OTHER' }, 'JKF data is missing for preset OTHER'],
      [{ preset: 'OTHER', data: [] }, 'JKF data is an array, not an object'],
      [data({ color: undefined }), 'JKF color is missing'],
      [data({ color: 2 }), 'JKF color is 2, not 0 or 1'],
      [data({ color: '0' }), 'JKF color is "0", not 0 or 1'],
      [data({ color: true }), 'JKF color is true, not 0 or 1'],
      [data({ board: undefined }), 'JKF board is missing'],
      [data({ board: {} }), 'JKF board is an object, not an array'],
      [cell({ color: 0, kind: 'XX' }), 'JKF board[4][2].kind "XX" is not a piece'],
      [cell({ color: 0, kind: 'fu' }), 'JKF board[4][2].kind "fu" is not a piece'],
      [cell({ color: 0, kind: 3 }), 'JKF board[4][2].kind is 3, not a string'],
      [cell({ color: 0 }), 'JKF board[4][2].kind is missing'],
      [cell({ kind: 'FU' }), 'JKF board[4][2].color is missing'],
      [cell({ color: 2, kind: 'FU' }), 'JKF board[4][2].color is 2, not 0 or 1'],
      [cell({ color: -1, kind: 'FU' }), 'JKF board[4][2].color is -1, not 0 or 1'],
      [cell(null), 'JKF board[4][2] is null, not an object'],
      [data({ board: emptyJkfBoard().slice(1) }), 'JKF board has 8 files, not 9'],
      [data({ board: [...emptyJkfBoard(), []] }), 'JKF board has 10 files, not 9'],
      [data({ board: [[]] }), 'JKF board has 1 file, not 9'],
      [data({ board: emptyJkfBoard().map((f, x) => (x === 3 ? f.slice(1) : f)) }), 'JKF board[3] has 8 squares, not 9'],
      [data({ board: emptyJkfBoard().map((f, x) => (x === 3 ? [{}] : f)) }), 'JKF board[3] has 1 square, not 9'],
      [data({ board: emptyJkfBoard().map((f, x) => (x === 3 ? 5 : f)) }), 'JKF board[3] is 5, not an array'],
      [data({ hands: [{}, {}, {}] }), 'JKF hands has 3 entries, not 2'],
      [data({ hands: [{}] }), 'JKF hands has 1 entry, not 2'],
      [data({ hands: {} }), 'JKF hands is an object, not an array'],
      [data({ hands: [{ OU: 1 }, {}] }), 'JKF hands[0] has "OU", not a hand kind (FU KY KE GI KI KA HI)'],
      [data({ hands: [{}, { TO: 0 }] }), 'JKF hands[1] has "TO", not a hand kind (FU KY KE GI KI KA HI)'],
      [data({ hands: [{}, 3] }), 'JKF hands[1] is 3, not an object'],
      [data({ hands: [{}, { KA: 3 }] }), 'JKF hands[1].KA is 3, not a count from 0 to 2'],
      [data({ hands: [{ FU: 19 }, {}] }), 'JKF hands[0].FU is 19, not a count from 0 to 18'],
      [data({ hands: [{ KY: 5 }, {}] }), 'JKF hands[0].KY is 5, not a count from 0 to 4'],
      [data({ hands: [{ GI: -1 }, {}] }), 'JKF hands[0].GI is -1, not a count from 0 to 4'],
      [data({ hands: [{ KI: 1.5 }, {}] }), 'JKF hands[0].KI is 1.5, not a count from 0 to 4'],
      [data({ hands: [{ HI: '1' }, {}] }), 'JKF hands[0].HI is "1", not a count from 0 to 2'],
    ];
    for (const [input, message] of cases) {
      throwsExactly(() => api.fromJkf(input), message, JSON.stringify(input)?.slice(0, 80));
    }
  });

  // --- errors are Errors, never TypeErrors from inside ---------------------------

  test(`${name}: inputs JSON cannot hold give a plain Error`, () => {
    const prefix = 'the JKF object cannot be written as JSON: ';
    throwsExactly(() => api.fromJkf(1n), `${prefix}Do not know how to serialize a BigInt`);
    throwsExactly(() => api.fromJkf({ preset: 'OTHER', data: { color: 0n } }),
      `${prefix}Do not know how to serialize a BigInt`);
    const circular = { preset: 'OTHER', data: { color: 0 } };
    circular.data.board = [circular];
    throwsExactly(() => api.fromJkf(circular), new RegExp(`^${prefix}Converting circular structure to JSON`));
    const self = { preset: 'HIRATE' };
    self.self = self;
    throwsExactly(() => api.fromJkf(self), new RegExp(`^${prefix}`));
    throwsExactly(() => api.fromJkf({ get preset() { throw new RangeError('getter'); } }), `${prefix}getter`);
    // toJSON is honoured as JSON.stringify does.
    assert.deepStrictEqual(api.fromJkf({ toJSON: () => ({ preset: 'KA' }) }), presetPosition('KA'));
    // The value crosses packed, nested 256 deep at most (the core's limit), and
    // as UTF-8, which cannot hold an unpaired surrogate.
    const nest = (n) => (n === 0 ? [] : [nest(n - 1)]);
    throwsExactly(() => api.fromJkf(nest(255)), 'JKF initial is an array, not an object');
    throwsExactly(() => api.fromJkf(nest(256)), `${prefix}arrays and objects nest more than 256 deep`);
    throwsExactly(() => api.fromJkf({ preset: 'a\ud800' }),
      `${prefix}a string has an unpaired surrogate (U+D800), which the core cannot read`);
    throwsExactly(() => api.fromJkf({ ['\udc00']: 1 }),
      `${prefix}a string has an unpaired surrogate (U+DC00), which the core cannot read`);
    assert.equal(caught(() => api.fromJkf(nest(256))).code, 'SHOGI64_INVALID_JKF');
  });

  // The value crosses as JSON.stringify would write it: the same answer as for
  // the value JSON.parse makes of that text, error messages included.
  test(`${name}: fromJkf reads a value as JSON.stringify writes it`, () => {
    const outcome = (v) => {
      try {
        return api.fromJkf(v);
      } catch (e) {
        return e.message;
      }
    };
    const board = emptyJkfBoard();
    const sparse = new Array(9);
    sparse[0] = board[0];
    const withHole = board.map((f) => f.slice());
    withHole[4] = [...board[4].slice(0, 8), undefined];
    const fn = board.map((f) => f.slice());
    fn[2][3] = () => 1;
    class Cell { constructor() { this.color = 1; this.kind = 'FU'; } get hidden() { return 1; } }
    const classy = board.map((f) => f.slice());
    classy[1][1] = new Cell();
    const data = (d) => ({ preset: 'OTHER', data: { color: 0, board, ...d } });
    const values = [
      { preset: new String('KA') },
      { preset: 'KA', extra: undefined, f() {}, [Symbol('s')]: 1 },
      Object.defineProperty({ preset: 'KA' }, 'preset2', { value: 'x', enumerable: false }),
      { toJSON: (key) => ({ preset: key === '' ? 'HI' : 'KY' }) },
      { preset: { toJSON: (key) => (key === 'preset' ? '2' : 'x') } },
      data({ color: new Number(1) }),
      data({ color: -0 }),
      data({ color: NaN }),
      data({ color: Infinity }),
      data({ color: new Boolean(false) }),
      data({ color: 1e21 }),
      data({ color: 1.5e-7 }),
      data({ board: sparse }),
      data({ board: withHole }),
      data({ board: fn }),
      data({ board: classy }),
      data({ hands: [{ FU: new Number(3), KA: undefined }, { HI: 2, extra: () => 1 }] }),
      data({ hands: [{ FU: 3 }, new Map([['KA', 1]])] }),
      data({ hands: [{ 'a"b\n\u0001': 1 }, {}] }),
      { preset: 'é\u0000"\\\b\f\u001f\u2028😀' },
      { preset: new Date(0) },
      [undefined, () => 1, Symbol('x')],
      { preset: null, header: {}, initial: { preset: 'KA' } },
    ];
    for (const v of values) {
      assert.deepStrictEqual(outcome(v), outcome(JSON.parse(JSON.stringify(v))), JSON.stringify(v)?.slice(0, 80));
    }
    assert.equal(outcome(values[0]).turn, false);
  });

  test(`${name}: fromJkf reads a whole kifu as its initial`, () => {
    const kifu = { header: { 先手: 'a' }, initial: { preset: 'KA' }, moves: [{}] };
    assert.deepStrictEqual(api.fromJkf(kifu), api.fromJkf({ preset: 'KA' }));
    assert.deepStrictEqual(api.fromJkf({ header: {}, moves: [{}] }), api.fromJkf({ preset: 'HIRATE' }));
    assert.throws(() => api.fromJkf({ initial: { preset: 'FOO' }, moves: [] }),
      { message: 'JKF preset "FOO" is unknown' });
  });

  // JSON.stringify gives undefined for these: the package says so in an Error.
  test(`${name}: fromJkf of a symbol or a function throws a plain Error`, () => {
    for (const v of [Symbol('s'), () => 1]) {
      const e = caught(() => api.fromJkf(v));
      assert.equal(e.constructor, Error, `${e.constructor.name}: ${e.message}`);
      assert.match(e.message, /^JKF initial is /);
    }
  });
}
