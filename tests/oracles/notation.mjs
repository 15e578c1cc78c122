// Writes the differential data of the Japanese move text: random positions
// rich in pieces of one kind that reach one square (golds, silvers, the
// promoted minors, dragons, horses, rooks, bishops, knights), every legal move
// to that square and to a few others, and how two independent libraries write
// each move in the official notation:
// - tsshogi's formatMove (its 右左上引寄直 and 打 come from listAttackersByPiece);
// - json-kifu-format's normalizer (normalizeMinimal fills `relative`, `promote`
//   false for 不成, and `H` for 打), written out by JKFPlayer.moveToReadableKifu.
// Positions and legal moves come from tsshogi (isValidMove: pins, 二歩,
// 打ち歩詰め, dead squares); our own code is not consulted.
//
// Usage: node tests/oracles/notation.mjs [moves] [seed] > file.jsonl
//        node tests/oracles/notation.mjs --bench [file.jsonl]
// The second form times both libraries on the moves of a file (default the
// committed subset): ns per move, the median of 11 passes, the position set
// up beforehand as each library needs it.
// One JSON object a line: {sfen, usi, tsshogi, jkf, reach}, where `reach`
// lists the squares (USI) of the mover's pieces of that kind that tsshogi
// says attack the destination (listAttackersByPiece: pins not considered),
// so that a disagreement can be traced to the pieces each side counted.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import * as ts from 'tsshogi';
import { JKF_KIND, jkfRelativeStep, jsonl, mulberry32, notationCase, nsPerItem } from '../support.mjs';

const require = createRequire(import.meta.url);
const { Normalizer, JKFPlayer, Shogi: ShogiModule } = require('json-kifu-format');
const { Shogi } = ShogiModule;

const benchMode = process.argv[2] === '--bench';
const wanted = benchMode ? 0 : Number(process.argv[2] ?? 5000);
const rng = mulberry32(Number(process.argv[3] ?? 13));
const int = (n) => Math.floor(rng() * n);
const pick = (list) => list[int(list.length)];

// SFEN letters and the unpromoted kind each piece counts against.
const LETTER = {
  pawn: 'p', lance: 'l', knight: 'n', silver: 's', gold: 'g', bishop: 'b', rook: 'r', king: 'k',
  promPawn: '+p', promLance: '+l', promKnight: '+n', promSilver: '+s', horse: '+b', dragon: '+r',
};
const BASE = {
  pawn: 'pawn', lance: 'lance', knight: 'knight', silver: 'silver', gold: 'gold', bishop: 'bishop',
  rook: 'rook', king: 'king', promPawn: 'pawn', promLance: 'lance', promKnight: 'knight',
  promSilver: 'silver', horse: 'bishop', dragon: 'rook',
};
const TOTAL = { pawn: 18, lance: 4, knight: 4, silver: 4, gold: 4, bishop: 2, rook: 2, king: 2 };
const HAND = ['rook', 'bishop', 'gold', 'silver', 'knight', 'lance', 'pawn'];
const HAND_LETTER = { rook: 'r', bishop: 'b', gold: 'g', silver: 's', knight: 'n', lance: 'l', pawn: 'p' };

// Steps of each kind for black (dx toward file+1 is black's left, dy toward rank-1 is forward).
const GOLD = [[0, -1], [-1, -1], [1, -1], [-1, 0], [1, 0], [0, 1]];
const STEPS = {
  gold: GOLD, promPawn: GOLD, promLance: GOLD, promKnight: GOLD, promSilver: GOLD,
  silver: [[0, -1], [-1, -1], [1, -1], [-1, 1], [1, 1]],
  knight: [[-1, -2], [1, -2]],
  pawn: [[0, -1]],
  king: [[0, -1], [-1, -1], [1, -1], [-1, 0], [1, 0], [0, 1], [-1, 1], [1, 1]],
  horse: [[0, -1], [-1, 0], [1, 0], [0, 1]],
  dragon: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
};
const RAYS = {
  rook: [[0, -1], [-1, 0], [1, 0], [0, 1]],
  dragon: [[0, -1], [-1, 0], [1, 0], [0, 1]],
  bishop: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  horse: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  lance: [[0, -1]],
};
// Focus families: the kinds that most often need 右左上引寄直.
const FAMILIES = [
  ['gold'], ['silver'], ['dragon'], ['horse'], ['promPawn'], ['promSilver', 'promKnight', 'promLance'],
  ['gold', 'silver'], ['rook'], ['bishop'], ['knight'], ['dragon', 'horse'], ['gold', 'promPawn'],
];

const index = (file, rank) => (rank - 1) * 9 + (9 - file);
const inside = (file, rank) => file >= 1 && file <= 9 && rank >= 1 && rank <= 9;
// Ranks a piece of `color` can never leave: it may not stand there.
function dead(type, color, rank) {
  const r = color === 'b' ? rank : 10 - rank;
  return ((type === 'pawn' || type === 'lance') && r === 1) || (type === 'knight' && r <= 2);
}

function generate() {
  const board = new Array(81).fill(null);
  const used = Object.fromEntries(Object.keys(TOTAL).map((k) => [k, 0]));
  const side = rng() < 0.5 ? 'b' : 'w';
  const other = side === 'b' ? 'w' : 'b';
  const pawnFiles = { b: new Set(), w: new Set() };
  const kings = { b: false, w: false };
  function put(type, color, file, rank) {
    const i = index(file, rank);
    if (board[i] || used[BASE[type]] >= TOTAL[BASE[type]] || dead(type, color, rank)) return false;
    if (type === 'king') {
      if (kings[color]) return false;
      kings[color] = true;
    }
    if (type === 'pawn') {
      if (pawnFiles[color].has(file)) return false;
      pawnFiles[color].add(file);
    }
    used[BASE[type]] += 1;
    board[i] = { type, color };
    return true;
  }
  const tf = 1 + int(9), tr = 1 + int(9);
  board[index(tf, tr)] = { type: 'reserved' };
  const sign = side === 'b' ? 1 : -1;
  const family = pick(FAMILIES);
  const count = 2 + int(4);
  const placed = [];
  for (let n = 0, tries = 0; n < count && tries < 40; tries++) {
    const type = pick(family);
    // A square from which `type` reaches the target: one of its steps or rays, reversed.
    const moves = [];
    for (const [dx, dy] of STEPS[type] ?? []) moves.push([-dx * sign, -dy * sign, 1]);
    for (const [dx, dy] of RAYS[type] ?? []) moves.push([-dx * sign, -dy * sign, 1 + int(rng() < 0.6 ? 2 : 8)]);
    const [dx, dy, d] = pick(moves);
    const f = tf + dx * d, r = tr + dy * d;
    if (inside(f, r) && put(type, side, f, r)) {
      placed.push([f, r]);
      n++;
    }
  }
  // Often pin one of them: its king on one side, an enemy slider on the
  // other, so that a piece that attacks the target cannot legally go there.
  if (placed.length && rng() < 0.35) {
    const [pf, pr] = pick(placed);
    const [dx, dy] = pick([[0, 1], [0, -1], [1, 0], [-1, 0], [1, 1], [1, -1], [-1, 1], [-1, -1]]);
    const ray = (sx, sy) => {
      const out = [];
      for (let f = pf + sx, r = pr + sy; inside(f, r) && !board[index(f, r)]; f += sx, r += sy) out.push([f, r]);
      return out;
    };
    const kingSide = ray(dx, dy), sliderSide = ray(-dx, -dy);
    if (kingSide.length && sliderSide.length) {
      const [kf, kr] = pick(kingSide);
      const [sf, sr] = pick(sliderSide);
      const slider = dx && dy ? pick(['bishop', 'horse']) : pick(['rook', 'dragon']);
      if (put('king', side, kf, kr)) put(slider, other, sf, sr);
    }
  }
  board[index(tf, tr)] = null;
  if (rng() < 0.5) {
    // Something to capture on the target.
    const type = pick(['pawn', 'silver', 'gold', 'knight', 'bishop', 'promPawn']);
    put(type, other, tf, tr);
  }
  for (const color of [side, other]) {
    for (let tries = 0; tries < 100 && !kings[color]; tries++) {
      put('king', color, 1 + int(9), 1 + int(9));
    }
  }
  const extras = int(12);
  const kinds = Object.keys(LETTER).filter((k) => k !== 'king');
  for (let n = 0; n < extras; n++) {
    put(pick(kinds), rng() < 0.5 ? side : other, 1 + int(9), 1 + int(9));
  }
  const hands = { b: {}, w: {} };
  for (const color of [side, other]) {
    for (const type of HAND) {
      if (rng() < 0.35) {
        const room = TOTAL[type] - used[type];
        const c = Math.min(room, 1 + int(type === 'pawn' ? 3 : 2));
        if (c > 0) {
          hands[color][type] = c;
          used[type] += c;
        }
      }
    }
  }
  const rows = [];
  for (let rank = 1; rank <= 9; rank++) {
    let row = '', empty = 0;
    for (let file = 9; file >= 1; file--) {
      const p = board[index(file, rank)];
      if (!p) { empty++; continue; }
      if (empty) { row += empty; empty = 0; }
      const letter = LETTER[p.type];
      row += p.color === 'b' ? letter.toUpperCase() : letter;
    }
    if (empty) row += empty;
    rows.push(row);
  }
  let hand = '';
  for (const color of ['b', 'w']) {
    for (const type of HAND) {
      const c = hands[color][type];
      if (c) hand += (c > 1 ? c : '') + (color === 'b' ? HAND_LETTER[type].toUpperCase() : HAND_LETTER[type]);
    }
  }
  const placement = rows.join('/');
  const sfen = `${placement} ${side} ${hand || '-'} 1`;
  // The side not to move may not be in check.
  const flipped = ts.Position.newBySFEN(`${placement} ${other} ${hand || '-'} 1`);
  if (!flipped || flipped.checked) return null;
  const position = ts.Position.newBySFEN(sfen);
  if (!position) return null;
  return { sfen, position, target: new ts.Square(tf, tr) };
}

function legalMovesTo(position, to) {
  const out = [];
  for (let file = 1; file <= 9; file++) {
    for (let rank = 1; rank <= 9; rank++) {
      const from = new ts.Square(file, rank);
      const piece = position.board.at(from);
      if (!piece || piece.color !== position.color) continue;
      const move = position.createMove(from, to);
      if (!move) continue;
      for (const m of [move, move.withPromote()]) {
        if (position.isValidMove(m)) out.push(m);
      }
    }
  }
  for (const type of HAND) {
    if (position.hand(position.color).count(type) > 0) {
      const move = position.createMove(type, to);
      if (move && position.isValidMove(move)) out.push(move);
    }
  }
  return out;
}

function jkfText(sfen, move) {
  const shogi = new Shogi();
  shogi.initializeFromSFENString(sfen);
  const initial = { preset: 'OTHER', data: JKFPlayer.getState(shogi) };
  const m = move.from instanceof ts.Square
    ? {
        from: { x: move.from.file, y: move.from.rank },
        to: { x: move.to.file, y: move.to.rank },
        piece: JKF_KIND[move.pieceType],
        ...(move.promote ? { promote: true } : {}),
      }
    : { to: { x: move.to.file, y: move.to.rank }, piece: JKF_KIND[move.from] };
  const jkf = { header: {}, initial, moves: [{}, { move: m }] };
  Normalizer.normalizeMinimal(jkf);
  return JKFPlayer.moveToReadableKifu(jkf.moves[1]);
}

if (benchMode) {
  const cases = jsonl(process.argv[3] ? resolve(process.argv[3]) : 'tests/notation/oracle.jsonl');
  const prepared = cases.map((c) => notationCase(ts, c));
  let sink = 0;
  const tsNs = nsPerItem(prepared, (p) => { sink += ts.formatMove(p.position, p.move).length; });
  // JKF: the relative-information step alone (tests/support.mjs).
  const jkfNs = nsPerItem(prepared, (p) => { sink += jkfRelativeStep(p.shogi, p.move); });
  console.log(`${prepared.length} moves (checksum ${sink})`);
  console.log(`@node notation tsshogi-formatMove ${tsNs.toFixed(0)}`);
  console.log(`@node notation jkf-addRelativeInformation ${jkfNs.toFixed(0)}`);
  process.exit(0);
}

let written = 0;
while (written < wanted) {
  const g = generate();
  if (!g) continue;
  const targets = [g.target];
  for (let i = 0; i < 2; i++) targets.push(new ts.Square(1 + int(9), 1 + int(9)));
  const seen = new Set();
  for (const to of targets) {
    for (const move of legalMovesTo(g.position, to)) {
      if (seen.has(move.usi) || written >= wanted) continue;
      seen.add(move.usi);
      const type = move.from instanceof ts.Square ? move.pieceType : move.from;
      const reach = g.position
        .listAttackersByPiece(move.to, new ts.Piece(g.position.color, type))
        .map((sq) => sq.usi);
      const line = {
        sfen: g.sfen,
        usi: move.usi,
        tsshogi: ts.formatMove(g.position, move),
        jkf: jkfText(g.sfen, move),
        reach,
      };
      process.stdout.write(JSON.stringify(line) + '\n');
      written++;
    }
  }
}
