// Seeded random positions rich in pieces in the camps, for the declaration
// rule (入玉宣言): each side's king mostly in its promotion zone, a share of
// the standard set in each camp, more in hand, some off the board altogether
// (as a handicap takes them off), some promoted. Every position is one the
// rules accept: one king a side at most, no piece without a further move,
// the side not to move not in check (tsshogi's isChecked says so).
//
//   campPositions(seed, count) → [sfen, ...]
import { Position as TsPosition } from 'tsshogi';
import { mulberry32 } from '../support.mjs';

// The standard set less the kings, as SFEN letters.
const SET = [...'P'.repeat(18), ...'LLLLNNNNSSSSGGGGBBRR'];
const PROMOTES = new Set([...'PLNSBR']);
// The ranks from the far end a piece needs to have a further move.
const NO_MOVE = { P: 1, L: 1, N: 2 };

// Rank 1..9 counted from `black`'s far end (rank 1 is black's far rank).
const farRank = (black, rank) => (black ? rank : 10 - rank);

function one(rnd) {
  const board = Array.from({ length: 81 }, () => null); // index (rank-1)*9 + (9-file)
  const empty = (test) => {
    const free = [];
    for (let i = 0; i < 81; i++) if (board[i] === null && test(Math.floor(i / 9) + 1)) free.push(i);
    return free.length === 0 ? -1 : free[Math.floor(rnd() * free.length)];
  };
  const hands = [{}, {}];
  // Per position: how often a piece is black's, is in its owner's enemy
  // camp, in hand, off the board, promoted.
  const blackShare = 0.15 + 0.7 * rnd();
  const camp = 0.2 + 0.7 * rnd();
  const hand = 0.5 * rnd();
  const gone = rnd() < 0.4 ? 0.25 * rnd() : 0;
  const promoted = 0.5 * rnd();
  for (const black of [true, false]) {
    if (rnd() < 0.05) continue; // no king
    const inZone = rnd() < 0.8;
    const at = empty((r) => !inZone || farRank(black, r) <= 3);
    board[at] = black ? 'K' : 'k';
  }
  for (const letter of SET) {
    if (rnd() < gone) continue;
    const black = rnd() < blackShare;
    const r = rnd();
    if (r < hand) {
      const h = hands[black ? 0 : 1];
      h[letter] = (h[letter] || 0) + 1;
      continue;
    }
    const inCamp = r < hand + (1 - hand) * camp;
    const at = empty((rank) => (inCamp ? farRank(black, rank) <= 3 : farRank(black, rank) > 3));
    if (at < 0) continue;
    const rank = Math.floor(at / 9) + 1;
    const stuck = farRank(black, rank) <= (NO_MOVE[letter] || 0);
    const promote = PROMOTES.has(letter) && (stuck || rnd() < promoted);
    const text = (promote ? '+' : '') + (black ? letter : letter.toLowerCase());
    board[at] = text;
  }
  const rows = [];
  for (let rank = 0; rank < 9; rank++) {
    let row = '', run = 0;
    for (let f = 0; f < 9; f++) {
      const piece = board[rank * 9 + f];
      if (piece === null) run++;
      else {
        if (run) row += run;
        run = 0;
        row += piece;
      }
    }
    if (run) row += run;
    rows.push(row);
  }
  let handText = '';
  for (const [i, h] of hands.entries()) {
    for (const letter of 'RBGSNLP') {
      const n = h[letter] || 0;
      if (n) handText += (n > 1 ? n : '') + (i === 0 ? letter : letter.toLowerCase());
    }
  }
  const turn = rnd() < 0.5 ? 'b' : 'w';
  return `${rows.join('/')} ${turn} ${handText || '-'} 1`;
}

/** `count` SFEN positions from `seed`, each accepted by tsshogi with the side not to move not in check. */
export function campPositions(seed, count) {
  const rnd = mulberry32(seed);
  const out = [];
  while (out.length < count) {
    const sfen = one(rnd);
    const p = TsPosition.newBySFEN(sfen);
    if (!p) throw new Error(`tsshogi does not read ${sfen}`);
    const other = p.color === 'black' ? 'white' : 'black';
    if (p.board.isChecked(other)) continue;
    out.push(sfen);
  }
  return out;
}
