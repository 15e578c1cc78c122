// The same API as CommonJS users require it.
import shogi64 = require('shogi64');

const p: shogi64.Position = shogi64.decode('poUAACMaqtYhwHgAAAAPQdTnd3vMgAA');
const s: string = shogi64.encode(p);
const sfen: string = shogi64.decodeToSfen(s);
const jkf: shogi64.JkfInitial = shogi64.toJkf(p);
const same: string = shogi64.default.encode(shogi64.default.decode(s));
const { encode: unbound } = shogi64;
const again: string = unbound(p);
const e = new Error('x') as shogi64.Shogi64Error;
const code: string = e.code;
const preset: shogi64.JkfPreset = '7_R';
// @ts-expect-error: table is read-only
shogi64.table = 'x';
// @ts-expect-error: decode takes a string
shogi64.decode(42);
const mate: shogi64.MateResult = shogi64.solveMate(p, { maxPly: 7 });
const hints: string[] = shogi64.mateMoves(p, { memoryMB: 1 });
const info: shogi64.UsiInfo = shogi64.parseUsiInfo('info depth 3 score cp 40 pv 7g7f');
const rate: number = shogi64.winRate(shogi64.scoreForBlack(info.score ?? { cp: 0 }, false));
const problem: shogi64.MateProblem = shogi64.generateMate({ plies: 1, seed: 1 });
const verdict: shogi64.TsumeVerdict = shogi64.verifyTsume(problem.position, problem.moves);
const { black, white }: { black: number; white: number } = shogi64.jishogiPoints(p);
const svg: string = shogi64.toSvg(p, { size: 300, names: { white: '後手' } });
const bod: shogi64.Position = shogi64.fromBod(shogi64.toBod(p));
export = { s, sfen, jkf, same, again, code, preset, mate, hints, rate, black, white, svg, bod, problem, verdict };

// The record, from the API object.
const game: shogi64.Record = new shogi64.Record();
game.play('7g7f');
const over: shogi64.Outcome | null = game.outcome();
const moves: shogi64.RecordMove[] = game.moves();
const asPositions: shogi64.KifuPosition[] = moves;
const total: shogi64.JkfTime | undefined = moves[1]?.time?.total;
console.log(over, moves, asPositions, total, game.legalMoves(), game.isCheck(), game.movesFrom('7f'));
game.dispose();
