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
const problem: shogi64.MateProblem = shogi64.generateMate({ plies: 1, seed: 1 });
const verdict: shogi64.TsumeVerdict = shogi64.verifyTsume(problem.position, problem.moves);
const { black, white }: { black: number; white: number } = shogi64.jishogiPoints(p);
export = { s, sfen, jkf, same, again, code, preset, mate, hints, black, white, problem, verdict };

// The record, from the API object.
const game: shogi64.Record = new shogi64.Record();
game.play('7g7f');
const over: shogi64.Outcome | null = game.outcome();
const moves: shogi64.KifuPosition[] = game.moves();
console.log(over, moves, game.legalMoves(), game.isCheck(), game.movesFrom('7f'));
game.dispose();
