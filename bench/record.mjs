// The record's figures (run by `npm run bench`, or alone: `node
// bench/record.mjs`): the handle against the peers on the same work, in
// this process, each set up beforehand as its library needs it:
//
// - record.legalMoves() at a new ply each call (goto, then the list),
//   against shogiops' allMoveDests + allDropDests on the same middle-game
//   positions (gate ≥ 60×, goal 100×);
// - record.japanese(usi) against tsshogi's formatMove per move, on the
//   moves of tests/notation/oracle.jsonl (gate ≥ 5×, goal 10×);
// - walking a 100-move record with forward(), reading `position` each
//   ply, against tsshogi's goForward + position (gate ≥ 5×);
// - Record.fromKifu of a KIF text and its toUsen against JSON.parse of the
//   same record's JKF text (gate: ≤ 2×).
//
// Each pair is timed in the same 21 rounds, which of the two goes first
// alternating, and its ratio is the median of the rounds' ratios: a change
// in the machine's speed falls on both sides of a round.
//
// Wrong answers fail the process; timings are reported, never enforced.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSfen } from 'shogiops/sfen';
import * as ts from 'tsshogi';
import { jsonl, kifuDir, loadPackage, mulberry32, notationCase, pairedNsPerItem } from '../tests/support.mjs';

const s = loadPackage();
const { Record } = s;
const progress = (m) => process.stderr.write(`bench record: ${m}\n`);
const failures = [];
const fmt = (x, d = 1) => x.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });
let sink = 0;

// --- legalMoves at a new ply each call -------------------------------------------

progress('legalMoves at each ply of seeded games, against shogiops');
// The middle-game positions of bench/rules.mjs: plies 31 to 71 of seeded
// random games, each a ply of a record.
const rnd = mulberry32(2026);
const records = [];
const opsPositions = [];
while (opsPositions.length < 200) {
  const record = new Record();
  const plies = [];
  for (let ply = 0; ply < 80; ply++) {
    const moves = record.legalMoves();
    if (moves.length === 0) break;
    record.play(moves[Math.floor(rnd() * moves.length)]);
    if (ply >= 30 && ply % 10 === 0) {
      plies.push(record.ply);
      opsPositions.push(parseSfen('standard', s.toSfen(record.position), false).unwrap());
    }
  }
  records.push({ record, plies });
}
const calls = records.flatMap(({ record, plies }) => plies.map((ply) => ({ record, ply })));
// The answers agree with legalMoves before anything is timed (shogiops
// lists destinations, a promotion choice not counted apart).
calls.forEach(({ record, ply }) => {
  record.goto(ply);
  if (record.legalMoves().join() !== s.legalMoves(record.position).join()) {
    failures.push(`record.legalMoves differs from legalMoves at ply ${ply}`);
  }
});
const legal = pairedNsPerItem({
  items: calls,
  f: ({ record, ply }) => {
    record.goto(ply);
    sink += record.legalMoves().length;
  },
}, {
  items: opsPositions,
  f: (p) => {
    for (const d of p.allMoveDests().values()) sink += d.size();
    for (const d of p.allDropDests().values()) sink += d.size();
  },
});

// --- japanese ---------------------------------------------------------------------

progress('japanese per move, against tsshogi formatMove');
// Each case its position and move as tsshogi needs them, and a Record of
// its own (json-kifu-format's board, which notationCase also makes, is left
// out: nothing here reads it).
const cases = jsonl('tests/notation/oracle.jsonl').map((c) => {
  const { position, move } = notationCase(ts, c);
  return { c, position, move, record: new Record(s.fromSfen(c.sfen)) };
});
for (const p of cases) {
  if (p.record.japanese(p.c.usi) !== s.toJapaneseMove(s.fromSfen(p.c.sfen), p.c.usi)) {
    failures.push(`${p.c.sfen} ${p.c.usi}: japanese differs from toJapaneseMove`);
  }
}
const japanese = pairedNsPerItem(
  { items: cases, f: (p) => { sink += p.record.japanese(p.c.usi).length; } },
  { items: cases, f: (p) => { sink += ts.formatMove(p.position, p.move).length; } },
);

// The same work as a viewer does it: one record walked through a game, every
// legal move of each ply written (a list of the moves on offer), against
// tsshogi's formatMove on its record's position at that ply. The figure is
// per move.
progress('japanese of every legal move at each ply of one game, against tsshogi formatMove');
const decodeKif = (bytes) => {
  const text = new TextDecoder('shift_jis').decode(bytes);
  return text.includes('手合割') ? text : new TextDecoder().decode(bytes);
};
const viewerKif = decodeKif(readFileSync(join(kifuDir, 'ryuou201409020101.a6d5dcfe.kif')));
const viewer = Record.fromKifu(viewerKif);
const tsViewer = ts.importKIF(viewerKif);
const atPlies = [];
const line = viewer.moves();
for (let ply = 0; ply < viewer.length; ply++) {
  viewer.goto(ply);
  tsViewer.goto(ply);
  const moves = viewer.legalMoves();
  const position = ts.Position.newBySFEN(tsViewer.position.sfen);
  const texts = moves.map((usi) => viewer.japanese(usi));
  // The same text as toJapaneseMove's, 同 after the move that led here.
  const previous = ply > 0 ? line[ply].usi : undefined;
  moves.forEach((usi, i) => {
    if (texts[i] !== s.toJapaneseMove(viewer.position, usi, { previous })) {
      failures.push(`ply ${ply} ${usi}: record.japanese differs from toJapaneseMove`);
    }
  });
  atPlies.push({ ply, moves, position, tsMoves: moves.map((usi) => position.createMoveByUSI(usi)) });
}
const viewerMoves = atPlies.reduce((n, a) => n + a.moves.length, 0);
const alongGame = pairedNsPerItem({
  items: atPlies,
  f: ({ ply, moves }) => {
    viewer.goto(ply);
    for (const usi of moves) sink += viewer.japanese(usi).length;
  },
}, {
  items: atPlies,
  f: ({ position, tsMoves }) => {
    for (const m of tsMoves) sink += ts.formatMove(position, m).length;
  },
});
const perMove = (ns) => ns * atPlies.length / viewerMoves;

// --- walking forward ---------------------------------------------------------------

progress('walking 100-move records forward, reading the position each ply, against tsshogi');
const walks = [];
const kifs = [];
for (let g = 0; g < 20; g++) {
  const record = new Record();
  for (let ply = 0; ply < 100; ply++) {
    const moves = record.legalMoves();
    if (moves.length === 0) break;
    record.play(moves[Math.floor(rnd() * moves.length)]);
  }
  const kif = record.toKifu('kif');
  const tsRecord = ts.importKIF(kif);
  if (tsRecord instanceof Error || tsRecord.moves.length - 1 !== record.length) {
    failures.push(`tsshogi reads ${tsRecord.moves?.length} entries of a ${record.length}-move record`);
  }
  kifs.push(kif);
  walks.push({ record, tsRecord, plies: record.length });
}
const walkPlies = walks.reduce((n, w) => n + w.plies, 0);
const walk = pairedNsPerItem({
  items: walks,
  f: ({ record }) => {
    record.goto(0);
    while (record.forward()) sink += record.position.board[40];
  },
}, {
  items: walks,
  f: ({ tsRecord }) => {
    tsRecord.goto(0);
    while (tsRecord.goForward()) sink += tsRecord.position.board.at(ts.Square.newByXY(4, 4)) ? 1 : 0;
  },
});
const perPly = (ns) => ns * walks.length / walkPlies;
// The positions are the same.
for (const { record, tsRecord } of walks) {
  record.goto(0);
  tsRecord.goto(0);
  while (record.forward() && tsRecord.goForward()) {
    if (s.toSfen(record.position, 1) !== tsRecord.position.sfen.replace(/ \d+$/, ' 1')) {
      failures.push(`the walk differs from tsshogi's at ply ${record.ply}`);
      break;
    }
  }
}

// --- reading ---------------------------------------------------------------------------

progress('Record.fromKifu + toUsen against JSON.parse of the JKF text');
const files = ['ryuou201409020101.a6d5dcfe.kif', 'kiou201403160101.bf06e5ed.kif', 'oui201407080101.935845d9.kif']
  .map((name) => readFileSync(join(kifuDir, name)));
const texts = files.map((bytes) => {
  const text = new TextDecoder('shift_jis').decode(bytes);
  const decoded = text.includes('手合割') ? text : new TextDecoder().decode(bytes);
  return { kif: decoded, jkf: s.formatKifu(s.parseKifu(decoded), 'jkf') };
});
const read = pairedNsPerItem({
  items: texts,
  f: ({ kif }) => {
    const r = Record.fromKifu(kif);
    sink += r.length + r.toUsen().usen.length;
    r.dispose();
  },
}, { items: texts, f: ({ jkf }) => { sink += JSON.parse(jkf).moves.length; } });

// --- report ------------------------------------------------------------------------------

const gate = (x, min) => `${x >= min ? 'met' : 'NOT met'}`;
// Each ratio is the median of the rounds' own ratios (pairedNsPerItem).
const [legalOurs, legalOps, legalRatio] = [legal.a, legal.b, legal.ratio];
const [japaneseOurs, japaneseTs, japaneseRatio] = [japanese.a, japanese.b, japanese.ratio];
const [walkOurs, walkTs, walkRatio] = [perPly(walk.a), perPly(walk.b), walk.ratio];
const [readOurs, readJson, readRatio] = [read.a, read.b, 1 / read.ratio];
console.log('\n## Record');
console.log('| work | Record | peer | × |');
console.log('|---|---|---|---|');
console.log(`| legalMoves at a new ply, ${calls.length} middle-game plies (shogiops allMoveDests + allDropDests) | ` +
  `${fmt(legalOurs / 1000, 2)} µs | ${fmt(legalOps / 1000, 2)} µs | ${fmt(legalRatio)} |`);
console.log(`| japanese, ${cases.length} moves (tsshogi formatMove) | ${fmt(japaneseOurs, 0)} ns | ${fmt(japaneseTs, 0)} ns | ` +
  `${fmt(japaneseRatio)} |`);
console.log(`| japanese of the ${fmt(viewerMoves / atPlies.length, 0)} legal moves at each of ${atPlies.length} plies of one game, one record walked (tsshogi formatMove) | ` +
  `${fmt(perMove(alongGame.a), 0)} ns | ${fmt(perMove(alongGame.b), 0)} ns | ${fmt(alongGame.ratio)} |`);
console.log(`| forward + position per ply, ${walks.length} records of ${walkPlies / walks.length} plies (tsshogi goForward + position) | ` +
  `${fmt(walkOurs, 0)} ns | ${fmt(walkTs, 0)} ns | ${fmt(walkRatio)} |`);
console.log(`| Record.fromKifu + toUsen of 3 title-match KIFs (JSON.parse of their JKF text) | ${fmt(readOurs / 1000, 1)} µs | ` +
  `${fmt(readJson / 1000, 1)} µs | ${fmt(readRatio, 2)} (our time / theirs) |`);
console.log(`record gates: legalMoves ${fmt(legalRatio)}× shogiops (gate ≥ 60×: ${gate(legalRatio, 60)}, goal 100×); ` +
  `japanese ${fmt(japaneseRatio)}× tsshogi (gate ≥ 5×: ${gate(japaneseRatio, 5)}, goal 10×; ` +
  `along a game ${fmt(alongGame.ratio)}×); ` +
  `walk ${fmt(walkRatio)}× tsshogi (gate ≥ 5×: ${gate(walkRatio, 5)}); ` +
  `fromKifu + toUsen ${fmt(readRatio, 2)}× JSON.parse (gate ≤ 2×: ${readRatio <= 2 ? 'met' : 'NOT met'}) ` +
  `(checksum ${sink})`);
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}
