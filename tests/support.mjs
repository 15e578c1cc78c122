// What the Node tests (tests/node/), the oracle scripts (tests/oracles/), the
// page, worker and runtime drivers and the benchmarks (bench/) share, once:
// where the repository and the package under test are, the package itself,
// the SHOGI64_FULL switch, a seeded generator, JSON-lines files, the records
// of tests/kifu/ and how the two independent kifu readers (json-kifu-format,
// tsshogi) read a main line. Loading this file loads no package: each script
// calls loadPackage when it is ready (bench/mate.mjs wraps
// WebAssembly.Instance first).
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** The repository's root. */
export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The package under test: the directory SHOGI64_PKG names (an installed copy of the tarball), else pkg/. */
export const packageDir = resolve(process.env.SHOGI64_PKG || join(root, 'pkg'));

/** SHOGI64_FULL=1 (scripts/test-full.sh): every line and every case, not the seeded subsets. */
export const full = process.env.SHOGI64_FULL === '1';

/** The package in `dir` (default: the one under test) as `require` gives it to an application. */
export function loadPackage(dir = packageDir) {
  return createRequire(join(dir, 'noop.js'))(dir);
}

/**
 * A project directory of its own in the system's temporary directory, with
 * node_modules/shogi64 a link to the package in `dir`, as an application that
 * installed it has; removed when the process exits.
 */
export function projectWithPackage(prefix, dir = packageDir) {
  const project = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(project, 'node_modules'));
  symlinkSync(dir, join(project, 'node_modules', 'shogi64'), 'dir');
  process.on('exit', () => rmSync(project, { recursive: true, force: true }));
  return project;
}

/**
 * mulberry32: a generator of numbers in [0, 1) from a 32-bit seed, small and
 * the same on every engine, so that a seeded run plays the same games every
 * time.
 */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The objects of a JSON-lines file, one a line (blank lines skipped); `path`
 * from the repository's root, or absolute. A file without a line fails: a
 * test over no case would pass without checking anything.
 */
export function jsonl(path) {
  const text = readFileSync(resolve(root, path), 'utf8');
  const lines = text.split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l));
  if (lines.length === 0) throw new Error(`${path} has no lines`);
  return lines;
}

/** The median of a list of numbers (of an even count, the upper of the middle two). */
export const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

// --- the kifu records of tests/kifu/ -------------------------------------------

export const kifuDir = join(root, 'tests', 'kifu');

/** The record files of tests/kifu/, sorted by name. */
export const kifuNames = () => readdirSync(kifuDir).filter((n) => n !== 'README.md' && n !== 'expected').sort();

/** json-kifu-format's reading of a record of tests/kifu/ (written by tests/oracles/kifu.mjs). */
export const kifuExpected = (name) => JSON.parse(readFileSync(join(kifuDir, 'expected', `${name}.json`), 'utf8'));

/** Kifu bytes as text: UTF-8 when they are valid UTF-8, else Shift_JIS, as a browser's TextDecoder reads them. */
export function decodeKifu(bytes) {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('shift_jis').decode(bytes);
  }
}

// --- the independent kifu readers -------------------------------------------

const HAND = { FU: 'P', KY: 'L', KE: 'N', GI: 'S', KI: 'G', KA: 'B', HI: 'R' };
const square = (p) => `${p.x}${'abcdefghi'[p.y - 1]}`;

/** A JKF move as USI. */
export function usiOfJkfMove(move) {
  if (!move.from) return `${HAND[move.piece]}*${square(move.to)}`;
  return square(move.from) + square(move.to) + (move.promote ? '+' : '');
}

/** The main line of a JKF record as USI, up to its first entry that is no move (an end such as 投了). */
export function jkfMainLine(jkf) {
  const out = [];
  for (const e of jkf.moves.slice(1)) {
    if (!e.move) break;
    out.push(usiOfJkfMove(e.move));
  }
  return out;
}

/**
 * The main line (USI) that each independent reader finds in a KIF, KI2 or
 * CSA text: `readers[name](text, format)`, a reader's refusal thrown. The
 * readers are dev dependencies, loaded on first use.
 */
export const readers = {
  'json-kifu-format': (text, format) => {
    const { JKFPlayer } = require('json-kifu-format');
    const parse = { kif: JKFPlayer.parseKIF, ki2: JKFPlayer.parseKI2, csa: JKFPlayer.parseCSA }[format];
    return jkfMainLine(parse(text).kifu);
  },
  tsshogi: (text, format) => {
    const tsshogi = require('tsshogi');
    const imp = { kif: tsshogi.importKIF, ki2: tsshogi.importKI2, csa: tsshogi.importCSA }[format];
    const record = imp(text);
    if (record instanceof Error) throw record;
    const out = [];
    for (const node of record.moves.slice(1)) {
      if (!(node.move instanceof tsshogi.Move)) break;
      out.push(node.move.usi);
    }
    return out;
  },
};

// --- the independent notation writers (tests/notation/oracle.jsonl) -----------

/** tsshogi's piece types as JKF kinds. */
export const JKF_KIND = {
  pawn: 'FU', lance: 'KY', knight: 'KE', silver: 'GI', gold: 'KI', bishop: 'KA', rook: 'HI', king: 'OU',
  promPawn: 'TO', promLance: 'NY', promKnight: 'NK', promSilver: 'NG', horse: 'UM', dragon: 'RY',
};

/**
 * A case of tests/notation/oracle.jsonl as each yardstick needs it, set up
 * beforehand: tsshogi's position and move (`ts`, the caller's tsshogi), and
 * json-kifu-format's board.
 */
export function notationCase(ts, c) {
  const { Shogi } = require('json-kifu-format').Shogi;
  const position = ts.Position.newBySFEN(c.sfen);
  const move = position.createMoveByUSI(c.usi);
  const shogi = new Shogi();
  shogi.initializeFromSFENString(c.sfen);
  return { c, position, move, shogi };
}

/**
 * json-kifu-format's part in writing a move's text, on a board already set
 * up (normalizeMinimal would also rebuild the board from the JKF object): the
 * relative information (右左上引寄直) of a board move, the pieces that could
 * reach the square of a drop. Returns a number made of the answer, for a
 * timing loop to keep.
 */
export function jkfRelativeStep(shogi, move) {
  const { Normalizer } = require('json-kifu-format');
  if (typeof move.from === 'string') return shogi.getMovesTo(move.to.file, move.to.rank, JKF_KIND[move.from]).length;
  const mv = { from: { x: move.from.file, y: move.from.rank }, to: { x: move.to.file, y: move.to.rank },
    piece: JKF_KIND[move.pieceType] };
  Normalizer.addRelativeInformation(shogi, mv);
  return mv.relative ? mv.relative.length : 0;
}

/**
 * Two contenders timed in the same rounds: each round passes over `a.items`
 * with `a.f` and over `b.items` with `b.f`, which goes first alternating, so
 * that a change in the machine's speed falls on both. Returns each side's
 * nanoseconds per item (median of the rounds) and the median of the rounds'
 * ratios b / a (how many times as long `b` takes).
 */
export function pairedNsPerItem(a, b, rounds = 21) {
  const pass = ({ items, f }) => {
    const start = process.hrtime.bigint();
    for (const item of items) f(item);
    return Number(process.hrtime.bigint() - start) / items.length;
  };
  pass(a);
  pass(b);
  const as = [], bs = [], ratios = [];
  for (let r = 0; r < rounds; r++) {
    const [x, y] = r % 2 === 0 ? [pass(a), pass(b)] : (([v, u]) => [u, v])([pass(b), pass(a)]);
    as.push(x);
    bs.push(y);
    ratios.push(y / x);
  }
  return { a: median(as), b: median(bs), ratio: median(ratios) };
}

/** Nanoseconds per item of `f` over `items`: the median of 11 timed passes, after one untimed. */
export function nsPerItem(items, f) {
  for (const item of items) f(item);
  const runs = [];
  for (let i = 0; i < 11; i++) {
    const start = process.hrtime.bigint();
    for (const item of items) f(item);
    runs.push(Number(process.hrtime.bigint() - start) / items.length);
  }
  return median(runs);
}
