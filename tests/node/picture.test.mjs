// The board picture (toSvg) and the board diagram (toBod, fromBod) through
// the installed package: the SVG is well-formed XML (read by a strict reader
// below); its pieces, hands and side to move are the position's at every
// ply of every shared record; its options and their errors; the same bytes
// through every entry (the digest of tests/browser/svg-sample.mjs, which
// the Chromium and workerd runs compare with Node's). The diagram reads
// back to the same position, and tsshogi and json-kifu-format read it to
// the same SFEN.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeKifu, full, kifuDir, kifuNames, mulberry32, root } from '../support.mjs';
import { caught, entries, viaRequire as s } from './load.mjs';
import { svgDigest, sample } from '../browser/svg-sample.mjs';

const require = createRequire(join(root, 'package.json'));

// --- a strict reader of the XML the picture is written in ------------------------

const NAME = /^[A-Za-z_][\w.-]*(?::[\w.-]+)?/;
const ENTITY = /^&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/;

// Characters outside XML 1.0's Char production.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/**
 * The element tree of a document: `{ name, attributes, children, text }`;
 * throws at the first thing XML 1.0 forbids (the subset without a prolog,
 * comments, CDATA or a DOCTYPE, which the picture never writes).
 */
function parseXml(text) {
  if (NOT_XML.test(text)) throw new Error('a character XML cannot hold');
  let at = 0;
  const fail = (why) => {
    throw new Error(`${why} at ${at}: ${JSON.stringify(text.slice(at, at + 40))}`);
  };
  const chars = (stop) => {
    let out = '';
    while (at < text.length && !stop.includes(text[at])) {
      if (text[at] === '&') {
        const m = ENTITY.exec(text.slice(at));
        if (!m) fail('a bare &');
        out += m[0];
        at += m[0].length;
      } else {
        out += text[at++];
      }
    }
    return out;
  };
  const element = () => {
    if (text[at] !== '<') fail('expected <');
    at++;
    const name = NAME.exec(text.slice(at))?.[0] ?? fail('expected a tag name');
    at += name.length;
    const attributes = {};
    for (;;) {
      const space = /^[ \t\r\n]*/.exec(text.slice(at))[0];
      at += space.length;
      if (text.startsWith('/>', at)) {
        at += 2;
        return { name, attributes, children: [], text: '' };
      }
      if (text[at] === '>') {
        at++;
        break;
      }
      if (!space) fail('expected a space before an attribute');
      const key = NAME.exec(text.slice(at))?.[0] ?? fail('expected an attribute name');
      at += key.length;
      if (text[at] !== '=' || (text[at + 1] !== '"' && text[at + 1] !== "'")) fail('expected ="');
      const quote = text[at + 1];
      at += 2;
      const value = chars(`${quote}<`);
      if (text[at] !== quote) fail('an attribute not closed');
      at++;
      if (key in attributes) fail(`attribute ${key} twice`);
      attributes[key] = value;
    }
    const children = [];
    let content = '';
    for (;;) {
      content += chars('<');
      if (at >= text.length) fail(`<${name}> not closed`);
      if (text.startsWith('</', at)) {
        at += 2;
        if (!text.startsWith(`${name}>`, at)) fail(`expected </${name}>`);
        at += name.length + 1;
        return { name, attributes, children, text: content };
      }
      children.push(element());
    }
  };
  const root = element();
  if (at !== text.length) fail('text after the root element');
  return root;
}

const unescape = (t) => t.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'")
  .replace(/&amp;/g, '&');

function* walk(node) {
  yield node;
  for (const c of node.children) yield* walk(c);
}

// --- what the picture says --------------------------------------------------------

const LETTERS = ['', 'P', 'L', 'N', 'S', 'G', 'B', 'R', 'K', '+P', '+L', '+N', '+S', '+B', '+R'];
const KANJI = ['', '歩', '香', '桂', '銀', '金', '角', '飛', '玉', 'と', '杏', '圭', '全', '馬', '龍'];
const HAND_KEYS = ['HI', 'KA', 'KI', 'GI', 'KE', 'KY', 'FU'];
const HAND_LETTER = { FU: 'P', KY: 'L', KE: 'N', GI: 'S', KI: 'G', KA: 'B', HI: 'R' };
const usiSquare = (i) => `${9 - (i % 9)}${'abcdefghi'[(i / 9) | 0]}`;
const letter = (n) => (n > 0 ? LETTERS[n] : LETTERS[-n].toLowerCase());

/** The position a picture shows, read from its elements' data attributes. */
function shown(svg, flip) {
  const tree = parseXml(svg);
  assert.equal(tree.name, 'svg');
  const pieces = {};
  const hands = { black: {}, white: {} };
  for (const e of walk(tree)) {
    const a = e.attributes;
    if ('data-square' in a) {
      assert.equal(e.name, 'text');
      assert.ok(!(a['data-square'] in pieces), `${a['data-square']} twice`);
      pieces[a['data-square']] = a['data-piece'];
      const n = LETTERS.indexOf(a['data-piece'].toUpperCase());
      assert.equal(e.text, KANJI[n], a['data-piece']);
      // The pieces of the side at the top upside down: white's, or black's on a turned board.
      assert.equal('transform' in a, (a['data-piece'] !== a['data-piece'].toUpperCase()) !== flip);
    }
    if ('data-hand' in a) {
      const color = a['data-hand'] === a['data-hand'].toUpperCase() ? 'black' : 'white';
      hands[color][a['data-hand'].toUpperCase()] = Number(a['data-count']);
    }
  }
  return { turn: tree.attributes['data-turn'], pieces, hands, tree };
}

/** What the picture of `p` must show. */
function expected(p) {
  const pieces = {};
  p.board.forEach((n, i) => {
    if (n !== 0) pieces[usiSquare(i)] = letter(n);
  });
  const hand = (h) => Object.fromEntries(HAND_KEYS.filter((k) => h[k] > 0).map((k) => [HAND_LETTER[k], h[k]]));
  return { turn: p.turn ? 'b' : 'w', pieces, hands: { black: hand(p.hands.black), white: hand(p.hands.white) } };
}

function checkPicture(p, svg, what, flip = false) {
  const got = shown(svg, flip);
  const want = expected(p);
  assert.equal(got.turn, want.turn, what);
  assert.deepStrictEqual(got.pieces, want.pieces, what);
  assert.deepStrictEqual(got.hands, want.hands, what);
  return got;
}

// --- the tests ----------------------------------------------------------------------

test('the XML reader refuses what XML forbids', () => {
  const bad = ['<a><b></a>', '<a>&</a>', '<a b=1/>', '<a b="1"b="2"/>', '<a/><b/>', '<a b="<"/>', '<a>\u0001</a>',
    '<a b="1" b="1"/>', '<a>&nbsp;</a>', 'x<a/>', '<a>'];
  for (const text of bad) assert.throws(() => parseXml(text), Error, text);
  const ok = parseXml('<a x="1 &amp; 2"><b/>t&lt;<c y=\'2\'>u</c></a>');
  assert.deepStrictEqual([ok.attributes.x, ok.children.length, ok.text, ok.children[1].text], ['1 &amp; 2', 2, 't&lt;', 'u']);
});

test('toSvg: every ply of every shared record, its pieces, hands and side to move', () => {
  let plies = 0;
  for (const name of kifuNames()) {
    const text = decodeKifu(readFileSync(join(kifuDir, name)));
    const record = s.parseKifu(text);
    for (const ply of s.kifuPositions(record)) {
      const svg = s.toSvg(ply.position, ply.usi ? { lastMove: ply.usi } : undefined);
      const { tree } = checkPicture(ply.position, svg, `${name} ply ${ply.ply}`);
      if (ply.usi) {
        const last = [...walk(tree)].filter((e) => 'data-last' in e.attributes).map((e) => e.attributes['data-last']);
        const usi = ply.usi;
        assert.deepStrictEqual(last, usi[1] === '*' ? [usi.slice(2, 4)] : [usi.slice(0, 2), usi.slice(2, 4)]);
      }
      plies++;
    }
  }
  console.log(`toSvg: ${plies} plies of ${kifuNames().length} records drawn and read back`);
  assert.ok(plies > 2000);
});

test('toSvg: random positions and options, well-formed, their pieces, marks and names', () => {
  const random = mulberry32(23);
  const n = full ? 20_000 : 1_000;
  for (let i = 0; i < n; i++) {
    const { position, options } = sample(random);
    const svg = s.toSvg(position, options);
    const { tree } = checkPicture(position, svg, JSON.stringify({ position, options }), options.flip === true);
    const marks = [...walk(tree)].filter((e) => 'data-mark' in e.attributes).map((e) => e.attributes['data-mark']);
    assert.deepStrictEqual(marks, options.marks ?? []);
    const size = options.size ?? 540;
    assert.equal(tree.attributes.width, String(size));
    assert.equal(tree.attributes.height, String(Math.floor((size * 480 + 270) / 540)));
    assert.equal(tree.attributes.viewBox, '0 0 540 480');
    const players = [...walk(tree)].filter((e) => 'data-player' in e.attributes);
    for (const e of players) {
      const color = e.attributes['data-player'] === 'b' ? 'black' : 'white';
      const name = options.names?.[color] ?? (color === 'black' ? '先手' : '後手');
      assert.equal(unescape(e.text), (color === 'black' ? '☗' : '☖') + name);
      assert.equal('font-weight' in e.attributes, position.turn === (color === 'black'));
    }
    assert.equal(players.length, 2);
    // The coordinates are drawn unless turned off, 9 to 1 unless turned.
    const files = options.flip ? '>123456789<' : '>987654321<';
    assert.equal(svg.includes(files), options.coordinates !== false);
  }
});

test('toSvg: the same bytes through every entry, and the digest the other runtimes compare with', () => {
  const digests = entries.map(([, api]) => JSON.stringify(svgDigest(api.toSvg, 200)));
  assert.equal(new Set(digests).size, 1);
  const d = svgDigest(s.toSvg);
  assert.equal(d.count, 1000);
  console.log(`toSvg digest in Node: ${JSON.stringify(d)}`);
  // Deterministic within the run: a second pass gives the same bytes.
  assert.deepStrictEqual(svgDigest(s.toSvg), d);
});

test('toSvg: options refused precisely', () => {
  const p = s.decode('poUAACMaqtYhwHgAAAAPQdTnd3vMgAA');
  const refused = (options, message) => {
    const e = caught(() => s.toSvg(p, options));
    assert.equal(e.code, 'SHOGI64_INVALID_OPTION', e.message);
    assert.equal(e.message, message);
  };
  refused({ lastMove: 5 }, 'options.lastMove is 5, not a USI move');
  refused({ lastMove: '7g7' }, 'options.lastMove "7g7" is not a USI move: at offset 3, expected a rank letter a-i');
  refused({ lastMove: 'K*5e' }, 'options.lastMove "K*5e" is not a USI move: at offset 0, expected a file digit 1-9 or a piece letter P L N S G B R');
  refused({ marks: '7g' }, 'options.marks is "7g", not an array of USI squares');
  refused({ marks: ['7g', 7] }, 'options.marks[1] is 7, not a USI square');
  refused({ marks: ['7g', '0a'] }, 'options.marks[1] "0a" is not a USI square: at offset 0, expected a file digit 1-9');
  refused({ marks: ['7g+'] }, 'options.marks[0] "7g+" is not a USI square: at offset 2, expected the end of the square');
  refused({ flip: 1 }, 'options.flip is 1, not a boolean');
  refused({ coordinates: 'no' }, 'options.coordinates is "no", not a boolean');
  refused({ size: '400' }, 'options.size is "400", not a number');
  for (const size of [0, -1, 1.5, 100_001, NaN, Infinity]) {
    refused({ size }, `options.size is ${size}, not a whole number of pixels from 1 to 100000`);
  }
  refused({ names: 'A' }, 'options.names is "A", not an object of black and white names');
  refused({ names: { sente: 'A' } }, 'options.names has the key "sente"; its keys are black and white');
  refused({ names: { black: 1 } }, 'options.names.black is 1, not a string');
  refused({ names: { white: 'ab\u0007' } }, 'options.names.white has U+0007 at index 2, which XML cannot hold');
  refused({ names: { black: '😀\uFFFE' } }, "options.names.black has '\uFFFE' (U+FFFE) at index 2, which XML cannot hold");
  const bad = caught(() => s.toSvg({ ...p, turn: 'b' }));
  assert.equal(bad.code, 'SHOGI64_INVALID_POSITION');
  assert.equal(bad.message, 'turn is "b", not a boolean');
  // The extremes that are allowed.
  assert.match(s.toSvg(p, { size: 1 }), / width="1" height="1"/);
  assert.match(s.toSvg(p, { size: 100_000 }), / width="100000" height="88889"/);
  assert.match(s.toSvg(p, { names: { black: '😀 &', white: null } }), />☗😀 &amp;</);
});

// --- the board diagram ---------------------------------------------------------------

function randomPosition(random) {
  return sample(random).position;
}

test('fromBod(toBod(p)) is p for random positions', () => {
  const random = mulberry32(7);
  const n = full ? 100_000 : 2_000;
  for (let i = 0; i < n; i++) {
    const p = randomPosition(random);
    const bod = s.toBod(p);
    assert.deepStrictEqual(s.fromBod(bod), p, bod);
  }
  console.log(`toBod → fromBod: ${n} random positions`);
});

// Positions of random games from the start, white to move half the time.
function gamePositions(n, random) {
  const out = [];
  while (out.length < n) {
    let p = s.decode('poUAACMaqtYhwHgAAAAPQdTnd3vMgAA');
    const plies = Math.floor(random() * 160);
    for (let i = 0; i < plies; i++) {
      const moves = s.legalMoves(p);
      if (moves.length === 0) break;
      p = s.applyMove(p, moves[Math.floor(random() * moves.length)]);
    }
    out.push(p);
  }
  return out;
}

test('tsshogi and json-kifu-format read our diagram to the same SFEN', () => {
  const tsshogi = require('tsshogi');
  const { JKFPlayer } = require('json-kifu-format');
  const positions = gamePositions(full ? 2000 : 300, mulberry32(11));
  let white = 0;
  for (const p of positions) {
    const bod = s.toBod(p);
    const sfen = s.toSfen(p);
    const record = tsshogi.importKIF(bod);
    assert.ok(!(record instanceof Error), `${record}\n${bod}`);
    assert.equal(record.position.sfen, sfen, bod);
    assert.equal(JKFPlayer.parseKIF(bod).shogi.toSFENString(1), sfen, bod);
    if (!p.turn) white++;
  }
  assert.ok(white > 50, `${white} positions with white to move`);
});

test('fromBod: errors with their line and column, and the older 手番 form', () => {
  const p = s.decode('poUAACMaqtYhwHgAAAAPQdTnd3vMgAA');
  const bod = s.toBod(p);
  assert.deepStrictEqual(s.fromBod(`開始日時：2024/01/01\n# a comment\n\n${bod}`), p);
  const white = s.toBod({ ...p, turn: false });
  assert.ok(white.endsWith('\n後手番\n'));
  assert.equal(s.fromBod(white.replace('後手番', '手番：後手')).turn, false);
  const e = caught(() => s.fromBod(bod.replace('v玉', 'v犬')));
  assert.deepStrictEqual([e.code, e.line, e.column, e.message], ['SHOGI64_BAD_BOD', 4, 11, "line 4, column 11: unknown piece '犬'"]);
  const short = caught(() => s.fromBod(bod.split('\n').slice(0, 8).join('\n')));
  assert.equal(short.message, 'line 9, column 1: expected nine board rows');
  const moves = caught(() => s.fromBod(`${bod}   1 ７六歩(77)\n`));
  assert.equal(moves.message, 'line 15, column 1: expected a line of a board diagram');
  const notText = caught(() => s.fromBod(5));
  assert.deepStrictEqual([notText.code, notText.message], ['SHOGI64_NOT_A_STRING', 'the board diagram is 5, not a string']);
  assert.equal(caught(() => s.toBod({ ...p, board: [] })).code, 'SHOGI64_INVALID_POSITION');
});
