// The Japanese move text figures (run by `npm run bench`, or alone: `node
// bench/notation.mjs`): ns per move to write a move as KI2 text through the
// package (toJapaneseMove: the position object in, the text out), against
// tsshogi's formatMove and json-kifu-format's relative-information step on
// the same moves (tests/notation/oracle.jsonl, positions rich in same-kind
// pieces) in this process, each set up beforehand as that library needs it.
// Each of our figures is timed paired with tsshogi's (pairedNsPerItem: the
// same 21 rounds, which goes first alternating, the ratio the median of the
// rounds' ratios), so that a change in the machine's speed falls on both.
// (The package's bytes are in bench/run.mjs's payload table and
// tests/node/budgets.test.mjs: one module holds every layer.)
//
// Timings are reported, never enforced; the gate (≥ 10× tsshogi) is printed
// as met or not.
import * as ts from 'tsshogi';
import { jkfRelativeStep, jsonl, loadPackage, mulberry32, notationCase, pairedNsPerItem } from '../tests/support.mjs';

const s = loadPackage();
const progress = (m) => process.stderr.write(`bench notation: ${m}\n`);
const failures = [];

const cases = jsonl('tests/notation/oracle.jsonl');
const prepared = cases.map((c) => ({ ...notationCase(ts, c), ours: s.fromSfen(c.sfen) }));

// ns per move, each paired with tsshogi's formatMove on the same moves.
const tsPass = { items: prepared, f: (p) => { sink += ts.formatMove(p.position, p.move).length; } };
const paired = (f) => pairedNsPerItem({ items: prepared, f }, tsPass);

progress(`${prepared.length} moves of tests/notation/oracle.jsonl`);
let sink = 0;
const ki2 = paired((p) => { sink += s.toJapaneseMove(p.ours, p.c.usi).length; });
const kif = paired((p) => { sink += s.toJapaneseMove(p.ours, p.c.usi, { style: 'kif' }).length; });
const read = paired((p) => { sink += s.fromJapaneseMove(p.ours, p.c.jkf).length; });
const jkf = pairedNsPerItem({ items: prepared, f: (p) => { sink += jkfRelativeStep(p.shogi, p.move); } }, tsPass);
const [oursNs, kifNs, readNs, tsNs, jkfNs] = [ki2.a, kif.a, read.a, ki2.b, jkf.a];
// The texts must be right, not only fast: every one reads back as its move.
for (const p of prepared) {
  if (s.fromJapaneseMove(p.ours, s.toJapaneseMove(p.ours, p.c.usi)) !== p.c.usi) {
    failures.push(`${p.c.sfen} ${p.c.usi} does not round-trip`);
  }
}

// A PV as an engine gives it: toJapaneseMoves loads the position once, so
// each move costs only its own text; tsshogi formats and plays each move.
const rnd = mulberry32(2026);
const lines = [];
for (let g = 0; g < 40; g++) {
  let p = s.fromSfen('startpos');
  const line = [];
  for (let ply = 0; ply < 120; ply++) {
    const moves = s.legalMoves(p);
    if (moves.length === 0) break;
    const mv = moves[Math.floor(rnd() * moves.length)];
    p = s.applyMove(p, mv);
    line.push(mv);
  }
  lines.push(line);
}
const plies = lines.reduce((n, l) => n + l.length, 0);
const startPosition = s.fromSfen('startpos');
const pv = pairedNsPerItem({ items: lines, f: (line) => { sink += s.toJapaneseMoves(startPosition, line).length; } }, {
  items: lines,
  f: (line) => {
    const position = ts.Position.newBySFEN('lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1');
    let last;
    for (const usi of line) {
      const move = position.createMoveByUSI(usi);
      sink += ts.formatMove(position, move, { lastMove: last }).length;
      position.doMove(move);
      last = move;
    }
  },
});
const [pvOursNs, pvTsNs] = [pv.a * lines.length / plies, pv.b * lines.length / plies];
console.log(`notation PV: toJapaneseMoves ${pvOursNs.toFixed(0)} ns/move, tsshogi formatMove + doMove ` +
  `${pvTsNs.toFixed(0)} ns/move (${pv.ratio.toFixed(1)}×; ${plies} plies of 40 seeded games)`);

const ratio = ki2.ratio;
console.log(`notation: toJapaneseMove ${oursNs.toFixed(0)} ns/move (kif ${kifNs.toFixed(0)}), ` +
  `fromJapaneseMove ${readNs.toFixed(0)} ns/move; tsshogi formatMove ${tsNs.toFixed(0)} ns/move, ` +
  `json-kifu-format addRelativeInformation ${jkfNs.toFixed(0)} ns/move ` +
  `(${ratio.toFixed(1)}× tsshogi, goal ≥ 10×: ${ratio >= 10 ? 'met' : 'NOT met'}; checksum ${sink})`);

if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}
