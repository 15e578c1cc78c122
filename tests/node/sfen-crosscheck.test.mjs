// SFEN (and, on the way, JKF) of this package against tsshogi, an independent
// shogi library, on seeded random positions and on positions tsshogi itself
// reaches by playing random legal games.
//
// Why the comparison does not trust our own output:
// - "built": tsshogi's Position is filled square by square through its API
//   (Board.set(new Square(file, rank), new Piece(color, type)), Hand.set,
//   setColor) straight from the position object, with the square and piece
//   mappings written out here from SPEC.md. tsshogi then writes the SFEN with
//   its own writer, and our toSfen must produce the same text. Nothing of ours
//   is consulted to build that reference.
// - "parsed": our SFEN is read by tsshogi's reader and the resulting board is
//   compared square by square (Board.at), hand by hand (Hand.count) and side by
//   side (color) with the position object: this checks that our text means
//   what it should to another reader, independently of either writer.
// - "read": tsshogi's own SFEN is read by our fromSfen and must give the
//   position object back.
// - tsshogi's games: positions tsshogi reached by legal moves (captures,
//   promotions, drops) are read by fromSfen and compared square by square with
//   tsshogi's board through its API, then written back with toSfen.
//
// What the SFEN standard (USI) leaves open: the move number may be omitted,
// and the order of the pieces in hand is only a convention (R B G S N L P,
// black's before white's). Both libraries write the move number and follow
// that convention, so the texts are required to be identical, character for
// character; no difference is tolerated.
//
// Generator limits: tsshogi's SFEN reader and writer check the syntax only
// (no limit on kings, pawns per file, pawns on the last rank, piece totals;
// hand counts of one or two digits), so every position the position object
// can hold is accepted and the generator is not restricted: it places any of
// the 14 kinds of either colour on any square, and hand counts anywhere in
// the position object's ranges (FU 0–18, KY KE GI KI 0–4, KA HI 0–2).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as ts from 'tsshogi';
import { entries, root } from './load.mjs';

const { Color, Piece, PieceType, Position, Square, InitialPositionType, InitialPositionSFEN } = ts;
// The installed version, from the package.json above its resolved entry point.
const tsshogiEntry = createRequire(join(root, 'package.json')).resolve('tsshogi');
const tsshogiVersion = JSON.parse(readFileSync(
  join(dirname(tsshogiEntry.slice(0, tsshogiEntry.lastIndexOf('dist'))), 'tsshogi', 'package.json'), 'utf8')).version;

const RANDOM_POSITIONS = 1200;
const GAMES = 20;
const PLIES_PER_GAME = 80;

// --- mappings, from SPEC.md ----------------------------------------------------

const fileOf = (i) => 9 - (i % 9);
const rankOf = (i) => Math.floor(i / 9) + 1;
const PIECE_TYPE = [null, PieceType.PAWN, PieceType.LANCE, PieceType.KNIGHT, PieceType.SILVER,
  PieceType.GOLD, PieceType.BISHOP, PieceType.ROOK, PieceType.KING, PieceType.PROM_PAWN,
  PieceType.PROM_LANCE, PieceType.PROM_KNIGHT, PieceType.PROM_SILVER, PieceType.HORSE, PieceType.DRAGON];
const HAND_TYPE = { FU: PieceType.PAWN, KY: PieceType.LANCE, KE: PieceType.KNIGHT, GI: PieceType.SILVER,
  KI: PieceType.GOLD, KA: PieceType.BISHOP, HI: PieceType.ROOK };
const HAND_MAX = { FU: 18, KY: 4, KE: 4, GI: 4, KI: 4, KA: 2, HI: 2 };
const HAND_KEYS = Object.keys(HAND_MAX);

// --- a seeded generator ----------------------------------------------------------

// xorshift32: small, deterministic, good enough to spread positions around.
function generator(seed) {
  let s = seed >>> 0 || 1;
  const next = () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s;
  };
  return {
    below: (n) => next() % n,
    chance: (p) => next() / 4294967296 < p,
    pick: (xs) => xs[next() % xs.length],
  };
}

function randomPosition(rng) {
  const density = rng.pick([0, 0.05, 0.2, 0.4, 0.7, 1]);
  const board = Array.from({ length: 81 }, () => {
    if (!rng.chance(density)) return 0;
    const kind = 1 + rng.below(14);
    return rng.chance(0.5) ? kind : -kind;
  });
  const handStyle = rng.pick(['none', 'some', 'full']);
  const hand = () => Object.fromEntries(HAND_KEYS.map((k) => {
    if (handStyle === 'none') return [k, 0];
    if (handStyle === 'full') return [k, rng.chance(0.5) ? HAND_MAX[k] : rng.below(HAND_MAX[k] + 1)];
    return [k, rng.chance(0.6) ? 0 : rng.below(HAND_MAX[k] + 1)];
  }));
  const moveNumber = rng.pick([1, 1, 1 + rng.below(300), 1 + rng.below(4294967295)]);
  return { position: { turn: rng.chance(0.5), board, hands: { black: hand(), white: hand() } }, moveNumber };
}

// --- tsshogi built from the position object, and compared with it ----------------

function buildTsshogi(p) {
  const pos = new Position();
  pos.reset(InitialPositionType.EMPTY);
  p.board.forEach((v, i) => {
    if (v === 0) return;
    const color = v > 0 ? Color.BLACK : Color.WHITE;
    pos.board.set(new Square(fileOf(i), rankOf(i)), new Piece(color, PIECE_TYPE[Math.abs(v)]));
  });
  for (const k of HAND_KEYS) {
    pos.blackHand.set(HAND_TYPE[k], p.hands.black[k]);
    pos.whiteHand.set(HAND_TYPE[k], p.hands.white[k]);
  }
  pos.setColor(p.turn ? Color.BLACK : Color.WHITE);
  return pos;
}

// Asserts that tsshogi's position `pos` holds exactly the position object `p`.
function assertSame(pos, p, what) {
  for (let i = 0; i < 81; i++) {
    const piece = pos.board.at(new Square(fileOf(i), rankOf(i)));
    const v = p.board[i];
    const where = `${what}: ${fileOf(i)}${rankOf(i)} (board[${i}])`;
    if (v === 0) {
      assert.equal(piece, null, where);
    } else {
      assert.ok(piece, `${where}: empty in tsshogi, ${v} here`);
      assert.equal(piece.type, PIECE_TYPE[Math.abs(v)], where);
      assert.equal(piece.color, v > 0 ? Color.BLACK : Color.WHITE, where);
    }
  }
  for (const k of HAND_KEYS) {
    assert.equal(pos.blackHand.count(HAND_TYPE[k]), p.hands.black[k], `${what}: black ${k}`);
    assert.equal(pos.whiteHand.count(HAND_TYPE[k]), p.hands.white[k], `${what}: white ${k}`);
  }
  assert.equal(pos.color, p.turn ? Color.BLACK : Color.WHITE, `${what}: side to move`);
}

const randomCases = (() => {
  const rng = generator(0x5f3759df);
  const cases = Array.from({ length: RANDOM_POSITIONS }, () => randomPosition(rng));
  // Corners the random draw may miss: an empty board, a full one, full hands.
  const full = (v) => ({ black: Object.fromEntries(HAND_KEYS.map((k) => [k, v ? HAND_MAX[k] : 0])),
    white: Object.fromEntries(HAND_KEYS.map((k) => [k, v ? HAND_MAX[k] : 0])) });
  cases.push({ position: { turn: true, board: new Array(81).fill(0), hands: full(false) }, moveNumber: 1 });
  cases.push({ position: { turn: false, board: new Array(81).fill(0), hands: full(true) }, moveNumber: 4294967295 });
  cases.push({ position: { turn: true, board: Array.from({ length: 81 }, (_, i) => (i % 2 ? -1 : 1) * (1 + (i % 14))),
    hands: full(false) }, moveNumber: 2 });
  return cases;
})();

// --- positions reached in tsshogi's own games ----------------------------------

const USI_DROP = { [PieceType.PAWN]: 'P', [PieceType.LANCE]: 'L', [PieceType.KNIGHT]: 'N',
  [PieceType.SILVER]: 'S', [PieceType.GOLD]: 'G', [PieceType.BISHOP]: 'B', [PieceType.ROOK]: 'R' };

function randomLegalMove(pos, rng) {
  const candidates = [];
  for (const from of Square.all) {
    const piece = pos.board.at(from);
    if (!piece || piece.color !== pos.color) continue;
    for (const to of Square.all) candidates.push(from.usi + to.usi, `${from.usi}${to.usi}+`);
  }
  for (const type of Object.keys(USI_DROP)) {
    if (pos.hand(pos.color).count(type) === 0) continue;
    for (const to of Square.all) candidates.push(`${USI_DROP[type]}*${to.usi}`);
  }
  if (candidates.length === 0) return null;
  // Random draws first (most candidates are illegal), then a full sweep.
  for (let tries = 0; tries < 4000; tries++) {
    const move = pos.createMoveByUSI(rng.pick(candidates));
    if (move && pos.isValidMove(move)) return move;
  }
  for (const usi of candidates) {
    const move = pos.createMoveByUSI(usi);
    if (move && pos.isValidMove(move)) return move;
  }
  return null;
}

const gameCases = (() => {
  const rng = generator(20151108);
  const starts = Object.values(InitialPositionType).filter((t) => t !== InitialPositionType.EMPTY);
  const cases = [];
  for (let g = 0; g < GAMES; g++) {
    const pos = new Position();
    pos.reset(starts[g % starts.length]);
    cases.push({ sfen: pos.getSFEN(1), pos: pos.clone(), ply: 1 });
    for (let ply = 2; ply <= PLIES_PER_GAME; ply++) {
      const move = randomLegalMove(pos, rng);
      if (!move) break;
      pos.doMove(move);
      cases.push({ sfen: pos.getSFEN(ply), pos: pos.clone(), ply });
    }
  }
  return cases;
})();

// --- the checks -------------------------------------------------------------------

for (const [name, api] of entries) {
  test(`${name}: toSfen equals tsshogi's SFEN on random positions`, () => {
    let compared = 0;
    for (const [n, { position: p, moveNumber }] of randomCases.entries()) {
      const what = `random position #${n}`;
      const ours = api.toSfen(p, moveNumber);

      // built: tsshogi's writer on a board built through its API.
      const built = buildTsshogi(p);
      assert.equal(ours, built.getSFEN(moveNumber), `${what}: tsshogi built square by square`);

      // parsed: tsshogi's reader on our text, compared with the object.
      const parsed = Position.newBySFEN(ours);
      assert.ok(parsed, `${what}: tsshogi refuses ${ours}`);
      assertSame(parsed, p, `${what}: tsshogi reading ${ours}`);
      assert.equal(parsed.getSFEN(moveNumber), ours, `${what}: tsshogi re-export`);

      // read: our reader on tsshogi's text.
      assert.deepStrictEqual(api.fromSfen(built.getSFEN(moveNumber)), p, `${what}: fromSfen of tsshogi's SFEN`);

      // JKF both ways: tsshogi reads our JKF, we read tsshogi's.
      const record = ts.importJKF({ header: {}, initial: api.toJkf(p), moves: [] });
      assert.ok(!(record instanceof Error), `${what}: tsshogi refuses our JKF: ${record}`);
      assertSame(record.initialPosition, p, `${what}: tsshogi reading our JKF`);
      const theirs = ts.exportJKF(new ts.Record(built)).initial;
      assert.deepStrictEqual(api.fromJkf(theirs), p, `${what}: fromJkf of tsshogi's JKF`);
      compared++;
    }
    assert.ok(compared >= 1000, `${compared} positions`);
    console.log(`${name}: ${compared} random positions compared with tsshogi ${tsshogiVersion}`);
  });

  test(`${name}: fromSfen reads positions of tsshogi's games as tsshogi does`, () => {
    let compared = 0;
    let promoted = 0;
    let held = 0;
    for (const { sfen, pos, ply } of gameCases) {
      const p = api.fromSfen(sfen);
      assertSame(pos, p, `tsshogi game position ${sfen}`);
      assert.equal(api.toSfen(p, ply), sfen);
      if (p.board.some((v) => Math.abs(v) > 8)) promoted++;
      if (!sfen.includes(' - ')) held++;
      compared++;
    }
    assert.ok(compared >= 500, `${compared} game positions`);
    assert.ok(promoted > 0 && held > 0, `${promoted} with promoted pieces, ${held} with pieces in hand`);
    console.log(`${name}: ${compared} positions of tsshogi's games compared `
      + `(${promoted} with promoted pieces, ${held} with pieces in hand)`);
  });

  test(`${name}: JKF presets and handicap SFENs agree with tsshogi's`, () => {
    // tsshogi's handicap SFENs, read by us, are the presets of the same name;
    // tsshogi knows all presets but 3, 5 and 5_L.
    const named = {
      STANDARD: 'HIRATE', HANDICAP_LANCE: 'KY', HANDICAP_RIGHT_LANCE: 'KY_R', HANDICAP_BISHOP: 'KA',
      HANDICAP_ROOK: 'HI', HANDICAP_ROOK_LANCE: 'HIKY', HANDICAP_2PIECES: '2', HANDICAP_4PIECES: '4',
      HANDICAP_6PIECES: '6', HANDICAP_8PIECES: '8', HANDICAP_10PIECES: '10',
    };
    for (const [key, preset] of Object.entries(named)) {
      const sfen = InitialPositionSFEN[key];
      assert.deepStrictEqual(api.toJkf(api.fromSfen(sfen)), { preset }, key);
      assert.equal(api.toSfen(api.fromJkf({ preset })), sfen, preset);
      const record = ts.importJKF({ header: {}, initial: { preset }, moves: [] });
      assert.ok(!(record instanceof Error), `${preset}: ${record}`);
      assertSame(record.initialPosition, api.fromJkf({ preset }), `tsshogi preset ${preset}`);
    }
    for (const preset of ['3', '5', '5_L']) {
      assert.ok(ts.importJKF({ header: {}, initial: { preset }, moves: [] }) instanceof Error,
        `tsshogi now knows ${preset}: compare it too`);
    }
  });
}
