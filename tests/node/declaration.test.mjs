// jishogiPoints, the points of the declaration rule (入玉宣言), through every
// Node entry point: against tsshogi's countJishogiDeclarationPoint on seeded
// random positions rich in pieces in the camps (400 by default, 10,000
// under SHOGI64_FULL=1), written-out cases, positions the move functions
// refuse (still answered), and the errors of a position that is not one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Position as TsPosition, countJishogiDeclarationPoint } from 'tsshogi';
import { full } from '../support.mjs';
import { campPositions } from '../oracles/camp-positions.mjs';
import { caught, entries } from './load.mjs';

const POSITIONS = campPositions(0x22d, full ? 10_000 : 400);

for (const [how, s] of entries) {
  test(`${how}: jishogiPoints equals tsshogi's count on ${POSITIONS.length} positions rich in pieces in the camps`, () => {
    let black = 0, white = 0;
    for (const sfen of POSITIONS) {
      const ts = TsPosition.newBySFEN(sfen);
      const expected = {
        black: countJishogiDeclarationPoint(ts, 'black'),
        white: countJishogiDeclarationPoint(ts, 'white'),
      };
      const points = s.jishogiPoints(s.fromSfen(sfen));
      assert.deepStrictEqual(points, expected, sfen);
      if (points.black >= 24) black++;
      if (points.white >= 24) white++;
    }
    // The positions reach the rules' thresholds on both sides.
    assert.ok(black > POSITIONS.length / 20 && white > POSITIONS.length / 20, `${black}, ${white} at 24 or more`);
  });

  test(`${how}: jishogiPoints, written out`, () => {
    assert.deepStrictEqual(s.jishogiPoints(s.fromSfen('startpos')), { black: 0, white: 0 });
    // 飛角落ち: white counts the two pieces taken off.
    const two = s.fromSfen('lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1');
    assert.deepStrictEqual(s.jishogiPoints(two), { black: 0, white: 10 });
    // A horse and a tokin in white's camp and R2P in hand: 13; white's dragon
    // in black's camp, a bishop in hand and 29 points of pieces off the board.
    const p = s.fromSfen('4k4/+B3+P4/9/4S4/9/3g5/9/+r8/4K4 b R2Pb 1');
    assert.deepStrictEqual(s.jishogiPoints(p), { black: 13, white: 39 });
  });

  test(`${how}: jishogiPoints answers for positions the move functions refuse, and refuses what is no position`, () => {
    // White in check with black to move; two black kings.
    const check = s.fromSfen('4k4/4R4/9/9/9/9/9/9/4K4 b - 1');
    assert.equal(caught(() => s.legalMoves(check)).code, 'SHOGI64_OPPONENT_IN_CHECK');
    assert.deepStrictEqual(s.jishogiPoints(check), { black: 5, white: 49 });
    const kings = s.fromSfen('K3k4/9/9/9/9/9/9/9/4K4 b - 1');
    assert.equal(caught(() => s.legalMoves(kings)).code, 'SHOGI64_TWO_KINGS');
    assert.deepStrictEqual(s.jishogiPoints(kings), { black: 0, white: 54 });
    for (const bad of [null, 42, { ...check, board: [] }]) {
      const e = caught(() => s.jishogiPoints(bad));
      assert.equal(e.code, 'SHOGI64_INVALID_POSITION', JSON.stringify(bad));
    }
  });
}
