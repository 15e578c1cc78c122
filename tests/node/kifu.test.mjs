// Kifu records through the installed package: every real record of
// tests/kifu/ read from its bytes (Shift_JIS or UTF-8) and compared field by
// field with json-kifu-format 5.5.0's reading of it (tests/kifu/expected/,
// written by tests/oracles/kifu.mjs), with the two rulings of tests/kifu_tests/read.rs;
// its main line and each variation replayed to the positions and texts
// JKFPlayer reaches; round trips parse → format → parse in every format;
// errors with line and column; options.forks; the CLI.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { decodeKifu, kifuDir, kifuExpected, kifuNames } from '../support.mjs';
import { caught, cliPath, entries, manifest, packageDir, viaRequire as s } from './load.mjs';

const dir = kifuDir;
const NAMES = kifuNames();
const FORMAT = { kif: 'kif', kifu: 'kif', ki2: 'ki2', ki2u: 'ki2', csa: 'csa', jkf: 'jkf' };
const formatOf = (name) => FORMAT[name.split('.').pop()];
const bytesOf = (name) => new Uint8Array(readFileSync(join(dir, name)));
const isUtf8 = (bytes) => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

// Files whose reference is not json-kifu-format's own reading (tests/kifu_tests/read.rs
// gives the reasons): the older JKF with boolean colours is the same game as
// another file; the CSA file without a position section is 平手.
const SAME_RECORD = { 'ryuou201409020101.11749111.jkf': 'ryuou201409020101.3f06fc04.jkf' };
const HIRATE_WITHOUT_POSITION = 'test.5ddb6080.csa';

// Differences between ours and theirs, as tests/kifu_tests/read.rs counts them: an
// optional field they write as null, empty comments, and the members the
// definition does not have at the top level are absent on our side; a
// `color` the file leaves out and the replay fills is no difference.
function diff(path, ours, theirs, filledColor, out) {
  const object = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
  if (object(ours) && object(theirs)) {
    for (const [k, v] of Object.entries(ours)) {
      if (k in theirs) diff(`${path}.${k}`, v, theirs[k], filledColor, out);
      else if (!(filledColor && k === 'color' && path.endsWith('.move'))) out.push(`${path}.${k}: ours ${JSON.stringify(v)}, theirs absent`);
    }
    for (const [k, w] of Object.entries(theirs)) {
      const empty = k === 'comments' && Array.isArray(w) && w.length === 0;
      const undefinedMember = path === '' && !['header', 'initial', 'moves'].includes(k);
      if (!(k in ours) && w !== null && !empty && !undefinedMember) out.push(`${path}.${k}: ours absent, theirs ${JSON.stringify(w)}`);
    }
  } else if (Array.isArray(ours) && Array.isArray(theirs)) {
    if (ours.length !== theirs.length) out.push(`${path}: ours ${ours.length} items, theirs ${theirs.length}`);
    for (let i = 0; i < Math.min(ours.length, theirs.length); i++) diff(`${path}[${i}]`, ours[i], theirs[i], filledColor, out);
  } else if (ours !== theirs) {
    out.push(`${path}: ours ${JSON.stringify(ours)}, theirs ${JSON.stringify(theirs)}`);
  }
}

// Why our text of a move differs from JKFPlayer's, which writes the
// file's 同, 龍, and counts pinned pieces among those that reach a square:
// 'same' (同 where the file wrote the square), 'square' (the square where
// the file wrote 同 without the move before ending there), 'dragon' (竜), 'relative' (the
// official rules' 右左上引寄直打, counting only pieces that can legally move
// there); null when no such reason explains it. Each reason counted in `tally`.
const FILES = '１２３４５６７８９', RANKS = '一二三四五六七八九';
function textDifference(ours, theirs, usi, tally) {
  const to = usi.replace('+', '').slice(-2);
  const square = FILES[Number(to[0]) - 1] + RANKS[to.charCodeAt(1) - 97];
  const reasons = [];
  if (ours.includes('同') !== theirs.includes('同')) reasons.push(ours.includes('同') ? 'same' : 'square');
  let a = ours.replace(/同　?/, square), b = theirs.replace(/同　?/, square);
  if (b.includes('龍') && !a.includes('龍')) reasons.push('dragon');
  b = b.replace('龍', '竜');
  if (a !== b) {
    const strip = (t) => t.replace(/[右左上引寄直打]/g, '');
    if (strip(a) !== strip(b)) return null;
    reasons.push('relative');
  }
  for (const r of reasons) tally[r] = (tally[r] ?? 0) + 1;
  if (reasons.length > 0) tally.plies = (tally.plies ?? 0) + 1;
  return reasons;
}
const tally = { main: {}, variations: {} };

// Our line of positions against JKFPlayer's from ply `from` on (it also
// steps through endings, which keep the position: ours stop at the last move).
function compareLine(what, ours, from, sfens, texts, colorless, out) {
  let moves = 0;
  while (moves + 1 < texts.length && /^[☗☖]/.test(texts[moves + 1] ?? '')) moves++;
  if (ours.length !== from + moves + 1) out.push(`${what}: ours ${ours.length} positions, theirs ${from + moves + 1}`);
  for (let k = 0; k <= moves && from + k < ours.length; k++) {
    const p = ours[from + k];
    assert.equal(s.encode(p.position), p.shogi64);
    assert.deepEqual(s.fromSfen(p.sfen), p.position);
    if (!assertSame(p.position, s.fromSfen(sfens[k]))) out.push(`${what} ply ${p.ply}: ours ${p.sfen}, theirs ${sfens[k]}`);
    // A move without `color` gets ☖ from JKFPlayer whoever moves.
    const text = colorless ? p.text?.slice(1) : p.text;
    const theirs = colorless ? texts[k]?.slice(1) : texts[k];
    const counted = what === 'main line' ? tally.main : tally.variations;
    if (k > 0 && textDifference(text, theirs, p.usi, counted) === null) {
      out.push(`${what} ply ${p.ply}: ours ${p.text}, theirs ${texts[k]}`);
    }
  }
}
const assertSame = (a, b) => JSON.stringify(a) === JSON.stringify(b);

test('the 39 shared records, read from their bytes, are json-kifu-format\'s JKF and replay to its positions', () => {
  assert.equal(NAMES.length, 39);
  let compared = 0;
  const failures = [];
  for (const name of NAMES) {
    const record = s.parseKifu(bytesOf(name));
    assert.deepEqual(s.parseKifu(bytesOf(name), formatOf(name)), record, `${name}: the format detected`);
    if (name === HIRATE_WITHOUT_POSITION) {
      assert.equal(kifuExpected(name).ok, false, 'json-kifu-format fails on it');
      assert.equal(record.initial?.preset, 'HIRATE');
      assert.equal(record.moves.length, 4);
      assert.deepEqual(s.kifuPositions(record).map((p) => p.usi), [null, '7g7f', '3c3d', '2g2f']);
      compared++;
      continue;
    }
    const expected = kifuExpected(SAME_RECORD[name] ?? name);
    assert.equal(expected.ok, true, `${name}: json-kifu-format reads it`);
    const out = [];
    diff('', record, expected.jkf, name.endsWith('.jkf'), out);
    const colorless = expected.jkf.moves[1]?.move?.color === undefined;
    compareLine('main line', s.kifuPositions(record), 0, expected.sfens, expected.texts, colorless, out);
    for (const fork of expected.forks) {
      const line = s.kifuPositions(record, { forks: [[fork.ply, fork.index]] });
      compareLine(`variation ${fork.index} at ${fork.ply}`, line, fork.ply - 1, fork.sfens, fork.texts, colorless, out);
    }
    if (out.length) failures.push(`${name}:\n  ${out.slice(0, 8).join('\n  ')}`);
    compared++;
  }
  assert.equal(compared, 39);
  assert.deepEqual(failures, []);
  console.log(`texts unlike JKFPlayer's, by reason: main lines ${JSON.stringify(tally.main)}, variations ${JSON.stringify(tally.variations)}`);
});

// The texts of kifuPositions are toJapaneseMoves' for the same line and the
// same options: the main line of every shared record and each variation
// json-kifu-format lists, with the defaults and three other sets.
const OPTION_SETS = [
  undefined,
  { style: 'kif' },
  { mark: '▲△', dragon: '龍', king: '王', sameSpace: false },
  { style: 'kif', mark: '☗☖', dragon: '竜', king: '王' },
];
test('kifuPositions: each text is what toJapaneseMoves writes for the line, with the same options', () => {
  let lines = 0, plies = 0;
  for (const name of NAMES) {
    const record = s.parseKifu(bytesOf(name));
    const expected = kifuExpected(SAME_RECORD[name] ?? name);
    const forks = [[], ...(expected.ok ? expected.forks.map((f) => [[f.ply, f.index]]) : [])];
    for (const chosen of forks) {
      for (const options of OPTION_SETS) {
        // No options at all for the main line with the defaults.
        const given = options === undefined && chosen.length === 0 ? undefined : { ...options, forks: chosen };
        const line = s.kifuPositions(record, given);
        const usis = line.slice(1).map((p) => p.usi);
        const texts = line.slice(1).map((p) => p.text);
        assert.deepEqual(texts, s.toJapaneseMoves(line[0].position, usis, options), `${name} ${JSON.stringify(chosen)} ${JSON.stringify(options)}`);
        assert.equal(line[0].text, null);
        lines++;
        plies += usis.length;
      }
    }
  }
  assert.ok(lines >= 39 * OPTION_SETS.length);
  console.log(`${lines} lines, ${plies} plies written alike`);
  // The options are checked as toJapaneseMoves checks them; no previous move.
  const record = s.parseKifu(bytesOf('fork.bce53719.ki2'));
  assert.equal(caught(() => s.kifuPositions(record, { style: 'csa' })).code, 'SHOGI64_INVALID_OPTION');
  assert.equal(caught(() => s.kifuPositions(record, { sameSpace: 1 })).code, 'SHOGI64_INVALID_OPTION');
  assert.equal(caught(() => s.kifuPositions(record, { previous: '7g7f' })).code, 'SHOGI64_INVALID_OPTION');
  assert.equal(s.kifuPositions(record, { style: 'kif' })[1].text, '７六歩(77)');
});

test('Shift_JIS bytes decode as the platform decoder reads them, UTF-8 bytes as they are', () => {
  let sjis = 0;
  let utf8 = 0;
  for (const name of NAMES) {
    const bytes = bytesOf(name);
    const text = decodeKifu(bytes);
    if (isUtf8(bytes)) utf8++;
    else sjis++;
    assert.deepEqual(s.parseKifu(bytes), s.parseKifu(text), name);
  }
  assert.ok(sjis >= 10 && utf8 >= 5, `${sjis} Shift_JIS and ${utf8} UTF-8 files`);
  // A Node Buffer is a Uint8Array; a byte order mark is skipped.
  const kif = '手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n';
  const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(kif)]);
  assert.deepEqual(s.parseKifu(bom), s.parseKifu(kif));
});

// The count of variations in a line and those below it.
const forkCount = (moves) => moves.reduce((n, e) => n + (e.forks ?? []).reduce((m, f) => m + 1 + forkCount(f), 0), 0);

test('parse → format → parse keeps the record in JKF, and the moves, variations and comments in KIF, KI2 and CSA', () => {
  let checked = 0;
  for (const name of NAMES) {
    const record = s.parseKifu(bytesOf(name));
    const usis = s.kifuPositions(record).map((p) => p.usi);
    const start = s.kifuPositions(record)[0].sfen;
    for (const format of ['kif', 'ki2', 'csa', 'jkf']) {
      const text = s.formatKifu(record, format);
      assert.equal(typeof text, 'string');
      const again = s.parseKifu(text, format);
      const line = s.kifuPositions(again);
      assert.deepEqual(line.map((p) => p.usi), usis, `${name} as ${format}: the main line`);
      assert.equal(line[0].sfen, start, `${name} as ${format}: the start`);
      if (format === 'jkf') assert.deepEqual(again, record, `${name} as JKF`);
      if (format === 'csa') assert.equal(forkCount(again.moves), 0, `${name} as CSA: no variations`);
      else assert.equal(forkCount(again.moves), forkCount(record.moves), `${name} as ${format}: the variations`);
      if (format === 'kif') {
        const comments = (r) => r.moves.flatMap((e) => e.comments ?? []);
        assert.deepEqual(comments(again), comments(record), `${name} as KIF: the comments`);
        const times = (r) => r.moves.map((e) => e.time ?? null);
        assert.deepEqual(times(again).slice(0, usis.length), times(record).slice(0, usis.length), `${name} as KIF: the times`);
      }
      checked++;
    }
  }
  assert.equal(checked, 39 * 4);
});

test('a start the rules refuse, and a CSA move naming another piece, are errors with line and column', () => {
  const rows = [
    '|v香v桂v銀v金v玉v金v銀v桂v香|一', '| ・v飛 ・ ・ ・ ・ ・v角 ・|二', '|v歩v歩v歩v歩v歩v歩v歩v歩v歩|三',
    '| ・ ・ ・ ・ ・ ・ ・ ・ ・|四', '| ・ ・ ・ ・ ・ ・ ・ ・ ・|五', '| ・ ・ ・ ・ ・ ・ ・ ・ ・|六',
    '| 歩 歩 歩 歩 歩 歩 歩 歩 歩|七', '| ・ 角 ・ ・ 玉 ・ ・ 飛 ・|八', '| 香 桂 銀 金 玉 金 銀 桂 香|九',
  ];
  const kif = `後手の持駒：なし\n  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n${rows.join('\n')}\n+---------------------------+\n先手の持駒：なし\n手数----指手--\n   1 ７六歩(77)\n`;
  for (const [how, api] of entries) {
    const kings = caught(() => api.parseKifu(kif));
    assert.equal(kings.code, 'SHOGI64_BAD_KIFU', how);
    assert.equal(kings.message, 'line 12, column 10: expected one king of each side at most');
    assert.deepEqual([kings.line, kings.column], [12, 10]);
    const rook = caught(() => api.parseKifu('PI\n+\n+7776HI\n'));
    assert.equal(rook.code, 'SHOGI64_BAD_KIFU', how);
    assert.equal(rook.message, 'line 3, column 6: expected the piece on the origin, or its promotion');
    assert.deepEqual([rook.line, rook.column], [3, 6]);
  }
  assert.equal(s.parseKifu(kif.replace('| ・ 角 ・ ・ 玉', '| ・ 角 ・ ・ ・')).moves.length, 2);
  assert.equal(s.parseKifu('PI\n+\n+7776FU\n').moves[1].move.piece, 'FU');
});

test('a move with no piece, mis-decoded text, UTF-16 and CR-only lines: errors that say what is wrong', () => {
  const FFFD = '; the text has U+FFFD replacement characters: was it Shift_JIS decoded as UTF-8? pass the bytes instead';
  const LATIN1 = '; the text looks like Shift_JIS decoded as Latin-1: pass the bytes instead';
  const NUL = '; the text has NUL characters: was it UTF-16? decode it first';
  for (const [how, api] of entries) {
    for (const [text, message, line, column] of [
      ['2 同　', 'line 1, column 5: expected a piece after 同', 1, 5],
      ['1 ７六', 'line 1, column 5: expected a piece after ７六', 1, 5],
      ['手合割：平手\n   1 ７六   ( 0:01/00:00:01)\n', 'line 2, column 8: expected a piece after ７六', 2, 8],
      ['▲７六歩 △同\n', 'line 1, column 8: expected a piece after 同', 1, 8],
      ['\ufffd\ufffd', `not a KIF, KI2, CSA or JKF record${FFFD}`, undefined, undefined],
    ]) {
      const e = caught(() => api.parseKifu(text));
      assert.equal(e.message, message, how);
      assert.equal(e.code, 'SHOGI64_BAD_KIFU');
      assert.deepEqual([e.line, e.column], [line, column]);
    }
  }
  // Every Shift_JIS KIF and KI2 record decoded as UTF-8 or as Latin-1.
  let n = 0;
  for (const name of NAMES.filter((x) => /\.(kif|ki2)$/.test(x))) {
    const bytes = bytesOf(name);
    if (isUtf8(bytes)) continue;
    n++;
    const utf8 = caught(() => s.parseKifu(new TextDecoder().decode(bytes)));
    assert.ok(utf8.message.endsWith(FFFD), `${name}: ${utf8.message}`);
    assert.equal(utf8.code, 'SHOGI64_BAD_KIFU');
    const latin1 = caught(() => s.parseKifu(Array.from(bytes, (b) => String.fromCharCode(b)).join('')));
    assert.ok(latin1.message.endsWith(LATIN1), `${name}: ${latin1.message}`);
  }
  assert.equal(n, 21);
  // UTF-16 bytes, with or without a byte order mark, either order, read as their text.
  const kif = '手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n';
  const utf16 = (text, bom, little) => {
    const units = [...(bom ? [0xfeff] : []), ...[...text].flatMap((c) => {
      const u = c.codePointAt(0);
      return u > 0xffff ? [0xd800 + ((u - 0x10000) >> 10), 0xdc00 + ((u - 0x10000) & 0x3ff)] : [u];
    })];
    return new Uint8Array(units.flatMap((u) => (little ? [u & 255, u >> 8] : [u >> 8, u & 255])));
  };
  const want = s.parseKifu(kif);
  for (const bom of [true, false]) {
    for (const little of [true, false]) assert.deepEqual(s.parseKifu(utf16(kif, bom, little)), want);
  }
  // UTF-16 bytes taken one by one as characters.
  const nul = caught(() => s.parseKifu(Array.from(utf16("'CSA\nPI\n+\n+7776FU\n", false, true),
    (b) => String.fromCharCode(b)).join('')));
  assert.ok(nul.message.endsWith(NUL), nul.message);
  // Lines ended by CR alone (classic Mac OS) read as lines.
  for (const name of ['henka.d1f679d8.kif', 'fork.bce53719.ki2', 'formal.0b1a63b7.csa']) {
    const lf = decodeKifu(bytesOf(name)).replace(/\r\n/g, '\n');
    assert.deepEqual(s.parseKifu(lf.replace(/\n/g, '\r')), s.parseKifu(lf), name);
  }
});

test('errors name the line and column and carry a code', () => {
  for (const [how, api] of entries) {
    const e = caught(() => api.parseKifu('手数----指手--\n   1 ７六歩(77)\n   2 ３四Ｘ(33)\n'));
    assert.equal(e.message, "line 3, column 8: unknown piece 'Ｘ'", how);
    assert.equal(e.code, 'SHOGI64_BAD_KIFU');
    assert.equal(e.line, 3);
    assert.equal(e.column, 8);
  }
  const csa = caught(() => s.parseKifu('PI\n+\n+7776FU\n-3334XX\n', 'csa'));
  assert.equal(csa.message, "line 4, column 6: unknown piece 'XX'");
  assert.equal(csa.line, 4);
  // JKF text is read with the platform's JSON.parse: its reason is quoted, the
  // SyntaxError is the cause, and where its message gives a position, the
  // line and column are derived from it (characters, 1-based).
  for (const text of ['{"header":{},\n"moves":[{},]}', '{"header":{},\n  "moves" [{}]}', '\ufeff{"header":{},\n "moves":[{}],}']) {
    let reason;
    try {
      JSON.parse(text.replace(/^\ufeff/, ''));
    } catch (e) {
      reason = e.message;
    }
    const json = caught(() => s.parseKifu(text));
    assert.equal(json.code, 'SHOGI64_BAD_KIFU');
    assert.ok(json.cause instanceof SyntaxError);
    assert.equal(json.cause.message, reason);
    const at = /at position (\d+)/.exec(reason);
    if (at) {
      const before = text.replace(/^\ufeff/, '').slice(0, Number(at[1]));
      const line = before.split('\n').length;
      const column = before.length - before.lastIndexOf('\n');
      assert.equal(json.message, `line ${line}, column ${column}: not valid JSON: ${reason}`);
      assert.deepEqual([json.line, json.column], [line, column]);
    } else {
      assert.equal(json.message, `not valid JSON: ${reason}`);
      assert.equal(json.line, undefined);
    }
  }
  // Where the platform says: "Expected ':' after property name in JSON at position 24" here.
  const colon = caught(() => s.parseKifu('{"header":{},\n  "moves" [{}]}'));
  if (/at position/.test(colon.cause.message)) assert.deepEqual([colon.line, colon.column], [2, 10]);
  // A UTF-8 byte order mark before JKF text, as a string or as bytes.
  const jkfText = '{"header":{"先手":"a"},"moves":[{},{"move":{"from":{"x":7,"y":7},"to":{"x":7,"y":6},"piece":"FU"}}]}';
  const read = s.parseKifu(jkfText);
  assert.deepEqual(s.parseKifu(`\ufeff${jkfText}`), read);
  assert.deepEqual(s.parseKifu(new TextEncoder().encode(`\ufeff${jkfText}`)), read);
  assert.deepEqual(s.parseKifu(`\ufeff${jkfText}`, 'jkf'), read);
  assert.equal(read.moves[1].move.color, 0);
  const unknown = caught(() => s.parseKifu('hello'));
  assert.equal(unknown.message, 'not a KIF, KI2, CSA or JKF record');
  assert.equal(unknown.code, 'SHOGI64_BAD_KIFU');
  assert.equal(unknown.line, undefined);
  assert.equal(caught(() => s.parseKifu(42)).code, 'SHOGI64_NOT_A_STRING');
  assert.equal(caught(() => s.parseKifu('', 'pgn')).code, 'SHOGI64_INVALID_OPTION');
  assert.equal(caught(() => s.formatKifu({ moves: [{}] }, 'txt')).code, 'SHOGI64_INVALID_OPTION');
  assert.equal(caught(() => s.formatKifu(null, 'kif')).code, 'SHOGI64_INVALID_JKF');
  const bad = caught(() => s.formatKifu({ header: {}, moves: [{}, { move: { to: { x: 7, y: 6 }, piece: 'XX' } }] }, 'kif'));
  assert.equal(bad.code, 'SHOGI64_INVALID_JKF');
  assert.match(bad.message, /^the JKF record: expected a piece name/);
  // An illegal move is kept, with its code, and ends the line: a move after it is an error.
  const illegal = s.parseKifu('手数----指手--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ５一角成(88)\n');
  assert.equal(illegal.moves.length, 4);
  assert.deepEqual(illegal.moves[3], {
    move: { color: 0, from: { x: 8, y: 8 }, to: { x: 5, y: 1 }, piece: 'KA', promote: true, capture: 'OU' },
    illegal: 'unreachable',
  });
  const after = caught(() => s.parseKifu('手数----指手--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ５一角成(88)\n   4 ５二玉(51)\n'));
  assert.equal(after.code, 'SHOGI64_BAD_KIFU');
  assert.deepEqual([after.line, after.column], [5, 6]);
  // A header named __proto__ is a member, as JSON.parse makes it.
  const proto = s.parseKifu('__proto__：x\n手数----指手--\n   1 ７六歩(77)\n');
  assert.deepEqual(Object.keys(proto.header), ['__proto__']);
  assert.equal(Object.getPrototypeOf(proto.header), Object.prototype);
  assert.deepEqual(s.parseKifu(s.formatKifu(proto, 'jkf')), proto);
  // The module is intact after an error: the next call is answered.
  assert.equal(s.parseKifu(bytesOf('henka.d1f679d8.kif')).moves.length > 10, true);
});

test('kifuPositions: the start first, one Shogi64 link per move, options.forks', () => {
  const record = s.parseKifu(bytesOf('fork.bce53719.ki2'));
  const main = s.kifuPositions(record);
  assert.deepEqual(main[0], {
    ply: 0, usi: null, text: null, position: s.fromSfen(main[0].sfen), sfen: main[0].sfen,
    shogi64: 'poUAACMaqtYhwHgAAAAPQdTnd3vMgAA',
  });
  assert.equal(main[1].usi, '7g7f');
  assert.equal(main[1].text, '☗７六歩');
  assert.equal(main[1].sfen, s.toSfen(s.applyMove(s.fromSfen(main[0].sfen), '7g7f'), 2));
  const fork = s.kifuPositions(record, { forks: [[1, 0]] });
  assert.equal(fork[1].usi, '2g2f');
  const deeper = s.kifuPositions(record, { forks: [[1, 0], [2, 0]] });
  assert.equal(deeper[2].usi, '8c8d');
  assert.notDeepEqual(deeper.map((p) => p.usi), fork.map((p) => p.usi));
  const e = caught(() => s.kifuPositions(record, { forks: [[1, 5]] }));
  assert.equal(e.code, 'SHOGI64_NO_FORK');
  assert.equal(e.ply, 1);
  assert.equal(caught(() => s.kifuPositions(record, { forks: [[1]] })).code, 'SHOGI64_INVALID_OPTION');
  assert.equal(caught(() => s.kifuPositions(record, { forks: 'x' })).code, 'SHOGI64_INVALID_OPTION');
  // fromJkf still reads a whole record's starting position.
  const handicap = s.parseKifu(bytesOf('20081220kyoochi.fc156431.kif'));
  assert.deepEqual(s.fromJkf(handicap), s.kifuPositions(handicap)[0].position);
  assert.deepEqual(s.fromJkf(record), main[0].position);
});

const run = (args, input) => spawnSync(process.execPath, [cliPath, ...args], { input });

test('CLI: shogi64 kifu converts, prints Shogi64 strings, reads stdin and writes Shift_JIS', () => {
  const file = join(dir, 'henka.d1f679d8.kif');
  const record = s.parseKifu(bytesOf('henka.d1f679d8.kif'));
  const links = run(['kifu', file, '--to', 'shogi64']);
  assert.equal(links.status, 0, String(links.stderr));
  assert.deepEqual(String(links.stdout).trim().split('\n'), s.kifuPositions(record).map((p) => p.shogi64));
  const jkf = run(['kifu', file]);
  assert.deepEqual(JSON.parse(String(jkf.stdout)), record);
  for (const to of ['kif', 'ki2', 'csa']) {
    const out = run(['kifu', '-', `--to=${to}`], readFileSync(file));
    assert.equal(out.status, 0, String(out.stderr));
    assert.equal(String(out.stdout), `${s.formatKifu(record, to).replace(/\n?$/, '\n')}`);
  }
  const sjis = run(['kifu', file, '--to', 'kif', '--encoding', 'sjis']);
  assert.equal(sjis.status, 0, String(sjis.stderr));
  assert.ok(!isUtf8(sjis.stdout), 'Shift_JIS, not UTF-8');
  assert.equal(new TextDecoder('shift_jis').decode(sjis.stdout), s.formatKifu(record, 'kif').replace(/\n?$/, '\n'));
  const bad = run(['kifu', '-'], Buffer.from('hello'));
  assert.equal(bad.status, 1);
  assert.match(String(bad.stderr), /not a KIF, KI2, CSA or JKF record/);
  assert.equal(run(['kifu', file, '--to', 'pgn']).status, 2);
});

// The text buffer is a Vec of the module's allocator: reserving it for a
// file's bytes may move it within memory, or grow it in place, without
// memory growing; every view of it made before must be made again (a stale
// one wrote a JKF value's strings to the old place).
test('texts and bytes of growing sizes, in turns, read right', () => {
  const kif = (n) => '手合割：平手\n手数----指手---------消費時間--\n' +
    Array.from({ length: n }, (_, i) => `${String(i + 1).padStart(4)} ${['５八玉(59)', '５二玉(51)', '５九玉(58)', '５一玉(52)'][i % 4]}\n*${'あ'.repeat(20)}\n`).join('');
  const jkf = { header: { 先手: 'あ' }, moves: [{}, { move: { from: { x: 7, y: 7 }, to: { x: 7, y: 6 }, piece: 'FU' } }] };
  const want = s.parseKifu(JSON.stringify(jkf));
  let checked = 0;
  for (let n = 1; n < 3000; n = Math.ceil(n * 1.7)) {
    assert.equal(s.parseKifu(kif(n)).moves.length, n + 1, `${n} moves as text`);
    assert.deepEqual(s.parseKifu(JSON.stringify(jkf)), want, `JKF text after ${n} moves as text`);
    assert.equal(s.parseKifu(new TextEncoder().encode(kif(2 * n))).moves.length, 2 * n + 1, `${2 * n} moves as bytes`);
    assert.deepEqual(s.parseKifu(JSON.stringify(jkf)), want, `JKF text after ${2 * n} moves as bytes`);
    assert.deepEqual(s.fromJkf({ preset: 'KA' }), s.fromJkf({ initial: { preset: 'KA' }, moves: [] }));
    assert.equal(s.formatKifu(want, 'jkf'), JSON.stringify(want));
    checked++;
  }
  assert.ok(checked > 10);
  // The shared records as bytes, one after the other, in a fresh process (a
  // stale view failed there on the first JKF file): the records read here.
  const files = readdirSync(dir).filter((f) => /\.(kif|kifu|ki2|ki2u|csa|jkf)$/.test(f)).sort();
  assert.ok(files.filter((f) => f.endsWith('.jkf')).length >= 2);
  const entry = pathToFileURL(join(packageDir, manifest.exports['.'].import)).href;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', `
    import { readFileSync } from 'node:fs';
    const { parseKifu } = await import(${JSON.stringify(entry)});
    const files = ${JSON.stringify(files.map((f) => join(dir, f)))};
    console.log(JSON.stringify(files.map((f) => parseKifu(readFileSync(f)))));`], { encoding: 'utf8', maxBuffer: 1 << 26 });
  assert.equal(child.status, 0, child.stderr);
  const fresh = JSON.parse(child.stdout);
  files.forEach((f, i) => assert.deepEqual(fresh[i], s.parseKifu(readFileSync(join(dir, f))), f));
});

// The record's strings come back in one UTF-8 text sliced by their lengths:
// a U+FEFF at its start is a character of the first string (a decoder that
// took it for a byte order mark shifted every string after it by one).
test('strings that begin with U+FEFF come back whole', () => {
  const jkf = { header: { '\uFEFFkey': '\uFEFFvalue', b: 'c' }, moves: [{ comments: ['\uFEFFx'] }] };
  const read = s.parseKifu(JSON.stringify(jkf), 'jkf');
  assert.deepEqual(read, jkf);
  assert.deepEqual(Object.keys(read.header), ['\uFEFFkey', 'b']);
  assert.equal(s.formatKifu(jkf, 'jkf'), JSON.stringify(jkf));
  // A file's own byte order mark is still dropped.
  assert.deepEqual(s.parseKifu(new TextEncoder().encode(`\uFEFF${JSON.stringify(jkf)}`)), jkf);
  assert.ok(s.formatKifu(jkf, 'kif').startsWith('\uFEFFkey'));
});

// The same made-up game in each format, ending with a pawn dropped on a file
// that has one (二歩).
const ILLEGAL = {
  kif: '手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ７五歩(76)\n' +
    '   4 ３五歩(34)\n   5 ７四歩(75)\n   6 ３六歩(35)\n   7 同　歩(37)\n   8 ８四歩(83)\n   9 ２五歩打\n*二歩\n  10 反則負け\n',
  ki2: '手合割：平手\n▲７六歩 △３四歩 ▲７五歩 △３五歩 ▲７四歩 △３六歩\n▲同　歩 △８四歩 ▲２五歩\n*二歩\nまで9手で先手の反則負け\n',
  csa: 'V2.2\nPI\n+\n+7776FU\n-3334FU\n+7675FU\n-3435FU\n+7574FU\n-3536FU\n+3736FU\n-8384FU\n+0025FU\n\'二歩\n%ILLEGAL_MOVE\n',
};

test('an illegal move is kept with its code, ends its line, has no position, and reads back from every format', () => {
  const kif = s.parseKifu(ILLEGAL.kif, 'kif');
  const last = { comments: ['二歩'], move: { color: 0, to: { x: 2, y: 5 }, piece: 'FU' }, illegal: 'double_pawn' };
  assert.equal(kif.moves.length, 10);
  assert.deepEqual(kif.moves[9], last);
  assert.deepEqual(Object.keys(kif.moves[9]), ['comments', 'move', 'illegal']);
  ILLEGAL.jkf = s.formatKifu(kif, 'jkf');
  assert.match(ILLEGAL.jkf, /"illegal":"double_pawn"/);
  for (const [from, text] of Object.entries(ILLEGAL)) {
    const record = s.parseKifu(text, from);
    assert.deepEqual(record.moves[9], last, from);
    assert.equal(record.moves.length, 10, from);
    for (const to of ['kif', 'ki2', 'csa', 'jkf']) {
      const written = s.formatKifu(record, to);
      const again = s.parseKifu(written, to);
      assert.deepEqual(again.moves[9], last, `${from} as ${to}`);
      assert.equal(again.moves.length, 10, `${from} as ${to}`);
      assert.equal(s.formatKifu(again, to), written, `${from} as ${to}`);
    }
  }
  assert.match(s.formatKifu(kif, 'kif'), /   9 ２五歩打\n\*二歩\n  10 反則負け\n$/);
  assert.match(s.formatKifu(kif, 'ki2'), /▲２五歩\n\*二歩\nまで9手で先手の反則負け\n$/);
  assert.match(s.formatKifu(kif, 'csa'), /\+0025FU\n'二歩\n%ILLEGAL_MOVE\n$/);
  // A JKF object given with the member, or without it (filled in), and a wrong code.
  assert.deepEqual(s.parseKifu(JSON.stringify(kif)), kif);
  const bare = structuredClone(kif);
  delete bare.moves[9].illegal;
  assert.equal(s.formatKifu(bare, 'jkf'), ILLEGAL.jkf);
  bare.moves[9].illegal = 'occupied';
  const wrong = caught(() => s.formatKifu(bare, 'kif'));
  assert.equal(wrong.code, 'SHOGI64_INVALID_JKF');
  assert.equal(wrong.message, "the JKF record: expected 'illegal' as the rules find the move (none on a legal move)");
  // No position after it.
  const plies = s.kifuPositions(kif);
  assert.equal(plies.length, 10);
  assert.ok(plies.slice(0, 9).every((p) => p.position !== null && typeof p.sfen === 'string' && !('illegal' in p)));
  assert.deepEqual(plies[9], {
    ply: 9, usi: 'P*2e', text: '☗２五歩', position: null, sfen: null, shogi64: null, illegal: 'double_pawn',
  });
  assert.equal(s.kifuPositions(kif, { mark: '▲△' })[9].text, '▲２五歩');
});

test('a move that names no piece of the board is SHOGI64_BAD_KIFU with its line and column', () => {
  for (const [text, message, line, column] of [
    ['PI\n+\n+7776HI\n', 'line 3, column 6: expected the piece on the origin, or its promotion', 3, 6],
    ['PI\n+\n+7675FU\n', 'line 3, column 2: expected a piece on the origin', 3, 2],
    ['手数----指手--\n   1 ７六飛(77)\n', 'line 2, column 6: expected the piece on the origin', 2, 6],
    ['手数----指手--\n   1 ７六歩(77)\n   2 ７五歩(76)\n',
      'line 3, column 6: expected a piece of the side to move on the origin', 3, 6],
    ['▲７六歩 △３四歩 ▲５八金\n', 'line 1, column 11: expected words that tell apart the pieces that reach the square',
      1, 11],
  ]) {
    const e = caught(() => s.parseKifu(text));
    assert.equal(e.code, 'SHOGI64_BAD_KIFU', text);
    assert.equal(e.message, message);
    assert.deepEqual([e.line, e.column], [line, column]);
  }
  // An ending no format defines is refused, where it was kept as text.
  const resign = caught(() => s.parseKifu('{"header":{},"moves":[{},{"special":"RESIGN"}]}'));
  assert.equal(resign.code, 'SHOGI64_BAD_KIFU');
  assert.match(resign.message, /^expected a special move name of JKF \(TORYO,/);
});
