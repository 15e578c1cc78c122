// Writes the game-end fixtures that tests/rules/game_end.rs reads, with
// tsshogi 2.2.0's answers as the oracle:
//
// - tests/moves/repetition.jsonl: seeded games, one a line, `{ sfen, moves,
//   counts, verdicts }`: the start, the USI moves, and at every ply from 0
//   tsshogi's getRepetitionCount of the current position (a digit, 9 for 9
//   or more) and its verdict: `.` none, `r` repetition (千日手), `b` or `w`
//   perpetualCheck naming that colour as the checker. Games of four kinds:
//   random play; play built to repeat (each side mostly plays back its own
//   last move, else a quiet move, else a move to a position already seen);
//   the same with one side giving check whenever it can (perpetual check);
//   and with both sides doing so. A game stops at mate, at 300 plies, or a
//   few plies after the first fourth occurrence.
// - tests/moves/declaration.jsonl: positions rich in pieces in the camps
//   (tests/oracles/camp-positions.mjs), `{ sfen, points, d24, d27 }`:
//   countJishogiDeclarationPoint for black and white, and
//   judgeJishogiDeclaration for the side to move under the 24- and the
//   27-point rule.
//
// Moves are listed by the package under test (pkg/, or SHOGI64_PKG); tsshogi
// plays each (its append refuses an illegal one, which stops the script).
//
// With --check it writes nothing and fails when the files differ from what
// it would write (scripts/test-full.sh: the committed answers are tsshogi's).
//
//   node scripts/game-end-fixtures.mjs [--check] [games] [positions]
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  Position as TsPosition, Record, countJishogiDeclarationPoint, judgeJishogiDeclaration,
} from 'tsshogi';
import { loadPackage, mulberry32, root } from '../tests/support.mjs';
import { campPositions } from '../tests/oracles/camp-positions.mjs';

const s = loadPackage();
const check = process.argv[2] === '--check';
const [games_, positions_] = process.argv.slice(check ? 3 : 2);
const GAMES = Number(games_ ?? 240);
const POSITIONS = Number(positions_ ?? 1500);
// Writes `text` to `file`, or with --check compares it with the file.
function output(file, text) {
  if (!check) return writeFileSync(file, text);
  if (readFileSync(file, 'utf8') !== text) {
    throw new Error(`${file} is not what this script writes: run it without --check and review the difference`);
  }
}
const SEED = 0x5eed22;
const INITIAL = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
const MAX_PLIES = 300;

const rnd = mulberry32(SEED);
const pick = (xs) => xs[Math.floor(rnd() * xs.length)];
// The SFEN of a position without its move number: the same for the same position.
const keyOf = (p) => s.toSfen(p).replace(/ \d+$/, '');
// The reverse of a board move without promotion: from and to swapped.
const reverse = (usi) => (usi.length === 4 && usi[1] !== '*' ? usi.slice(2, 4) + usi.slice(0, 2) : null);
// Whether a board move lands on an occupied square (a capture), from the position object.
const square = (usi, at) => (usi.charCodeAt(at + 1) - 97) * 9 + (9 - Number(usi[at]));
const quiet = (p, usi) => usi[1] === '*' || (usi.length === 4 && p.board[square(usi, 2)] === 0);

// One game: `checkers` the sides ('b', 'w') that give check whenever they
// can, `repeat` whether the sides steer towards repetition.
function game(start, opening, repeat, checkers) {
  const record = new Record(TsPosition.newBySFEN(start));
  let p = s.fromSfen(start);
  const seen = new Set([keyOf(p)]);
  const last = { b: null, w: null };
  const moves = [];
  const counts = [];
  const verdicts = [];
  const note = () => {
    counts.push(Math.min(9, record.getRepetitionCount(record.position)));
    const pc = record.perpetualCheck;
    verdicts.push(pc ? pc[0] : record.repetition ? 'r' : '.');
  };
  note();
  let stopAt = Infinity;
  for (let ply = 1; ply <= Math.min(MAX_PLIES, stopAt); ply++) {
    const legal = s.legalMoves(p);
    if (legal.length === 0) break;
    const side = p.turn ? 'b' : 'w';
    let choice;
    if (ply <= opening || !repeat) {
      choice = pick(legal);
    } else {
      let candidates = legal;
      if (checkers.includes(side)) {
        const checks = legal.filter((m) => s.isCheck(s.applyMove(p, m)));
        if (checks.length > 0) candidates = checks;
      }
      const back = reverse(last[side] ?? '');
      const r = rnd();
      if (back && candidates.includes(back) && r < 0.85) {
        choice = back;
      } else {
        const toSeen = candidates.filter((m) => seen.has(keyOf(s.applyMove(p, m))));
        if (toSeen.length > 0 && r < 0.95) choice = pick(toSeen);
        else {
          const calm = candidates.filter((m) => quiet(p, m) && m[1] !== '*');
          choice = pick(calm.length > 0 && rnd() < 0.9 ? calm : candidates);
        }
      }
    }
    const mv = record.position.createMoveByUSI(choice);
    if (!mv || !record.append(mv)) throw new Error(`tsshogi refuses ${choice} after ${moves.join(' ')} from ${start}`);
    p = s.applyMove(p, choice);
    seen.add(keyOf(p));
    last[side] = choice;
    moves.push(choice);
    note();
    if (record.repetition && stopAt === Infinity) stopAt = ply + Math.floor(rnd() * 7);
  }
  return { sfen: start, moves: moves.join(' '), counts: counts.join(''), verdicts: verdicts.join('') };
}

// Starts: the initial position, or one reached by random play (with pieces in hand).
function start() {
  if (rnd() < 0.6) return INITIAL;
  let p = s.fromSfen(INITIAL);
  for (let i = 0, n = 20 + Math.floor(rnd() * 60); i < n; i++) {
    const legal = s.legalMoves(p);
    if (legal.length === 0) break;
    p = s.applyMove(p, pick(legal));
  }
  return s.legalMoves(p).length === 0 ? INITIAL : s.toSfen(p);
}

// The kinds of game, in turn; a built game that reached no fourth
// occurrence (with a checker, no perpetual check) is kept only now and
// then, so most end as they were built to.
const KINDS = [
  { repeat: false, checkers: '' },
  { repeat: true, checkers: '' },
  { repeat: true, checkers: 'b' },
  { repeat: true, checkers: 'w' },
  { repeat: true, checkers: 'bw' },
];
const games = [];
const tally = {};
for (let tries = 0; games.length < GAMES && tries < GAMES * 50; tries++) {
  const kind = KINDS[games.length % KINDS.length];
  const g = game(start(), Math.floor(rnd() * 40), kind.repeat, kind.checkers);
  const built = kind.checkers ? /[bw]/ : /[rbw]/;
  if (kind.repeat && !built.test(g.verdicts) && rnd() < 0.8) continue;
  games.push(g);
  for (const v of new Set(g.verdicts)) tally[v] = (tally[v] || 0) + 1;
}
// A few games from a start that stands in check (black's dragon checks the
// king in the corner; black keeps checking): where the start is the
// repeated position, tsshogi finds no perpetual check (see
// History::repetition).
for (let i = 0; i < 4; i++) {
  const g = game('9/6+R1k/9/9/9/9/9/9/4K4 w - 1', 0, true, 'b');
  games.push(g);
  for (const v of new Set(g.verdicts)) tally[v] = (tally[v] || 0) + 1;
}
const repetitionFile = join(root, 'tests', 'moves', 'repetition.jsonl');
output(repetitionFile, games.map((g) => JSON.stringify(g)).join('\n') + '\n');
console.log(`${repetitionFile}: ${games.length} games; games with each verdict: ${JSON.stringify(tally)}`);

const lines = campPositions(SEED, POSITIONS).map((sfen) => {
  const p = TsPosition.newBySFEN(sfen);
  return {
    sfen,
    points: [countJishogiDeclarationPoint(p, 'black'), countJishogiDeclarationPoint(p, 'white')],
    d24: judgeJishogiDeclaration('general24', p, p.color),
    d27: judgeJishogiDeclaration('general27', p, p.color),
  };
});
const declarationFile = join(root, 'tests', 'moves', 'declaration.jsonl');
output(declarationFile, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
console.log(`${declarationFile}: ${lines.length} positions`);
