// Compiled by `tsc --noEmit` against the installed package: the declarations
// must describe the API as ESM users import it.
import shogi64, {
  decode, encode, fromJkf, fromSfen, toJkf, toSfen, type JkfInitial, type Position, type Shogi64BaseError,
  type Shogi64Error, solveMate, type MateResult, type MateOptions, parseUsiInfo, parseBestMove, scoreForBlack,
  winRate, type UsiInfo, type UsiScore, type UsiBestMove, jishogiPoints, toSvg, toBod, fromBod, type SvgOptions,
  generateMate, type MateProblem, type TsumeVerdict, type TsumeProblem,
} from 'shogi64';

const p: Position = decode('poUAACMaqtYhwHgAAAAPQdTnd3vMgAA');
const s: string = encode(p);
const again: string = shogi64.encode(shogi64.decode(s));
const sfen: string = toSfen(p, 12);
const initial: JkfInitial = { preset: 'KA' };
const handicap: Position = fromJkf(initial);
const fromKifu: Position = fromJkf({ header: {}, initial, moves: [] });
const bits: string = shogi64.encodePositionToBits(handicap);
const table: string = shogi64.table;
try {
  encode({ ...p, board: [] });
} catch (e) {
  const error = e as Shogi64Error;
  const cause: Error = error.cause;
  const code: string = error.code;
  console.log(error.message, cause.message, code);
}
try {
  fromSfen('position startpos moves 7g7f');
} catch (e) {
  const code: string = (e as Shogi64BaseError).code;
  console.log(code);
}
const left: Position = fromJkf({ preset: '7_L' });
const written: JkfInitial = toJkf(left);
if (written.preset === 'OTHER') {
  const color: 0 | 1 = written.data.color;
  const fu: number = written.data.hands[0].FU;
  console.log(color, fu);
}
// @ts-expect-error: table is read-only
shogi64.table = 'x';
// @ts-expect-error: turn is a boolean
encode({ ...p, turn: 1 });
const mate: MateResult = solveMate(p, { maxNodes: 100_000, maxPly: 7, memoryMB: 4 });
const outcome: 'mate' | 'nomate' | 'unknown' = mate.result;
const line: string[] = mate.moves;
const hints: string[] = shogi64.mateMoves(p);
const options: MateOptions = { memoryMB: 1 };
// @ts-expect-error: maxNodes is a number
solveMate(p, { maxNodes: '10' });
const info: UsiInfo = parseUsiInfo('info depth 3 score mate -0 pv resign');
const bar: number = info.score === undefined ? 0.5 : winRate(scoreForBlack(info.score, p.turn), { scale: 800 });
const mated: UsiScore = { mate: null, sign: -1 };
const best: UsiBestMove = parseBestMove('bestmove 7g7f ponder 3c3d');
const ponder: string | undefined = best.ponder;
// @ts-expect-error: a sign is 1 or -1
scoreForBlack({ mate: 3, sign: 0 }, true);
// @ts-expect-error: the options of winRate are scale
winRate(mated, { sacle: 600 });
const points: { black: number; white: number } = jishogiPoints(p);
const problem: MateProblem = generateMate({ plies: 3, seed: 42, maxNodes: 1_000_000 });
const verdict: TsumeVerdict = shogi64.verifyTsume(problem.position, problem.moves, { maxNodes: 1_000 });
const flawKind: TsumeProblem['kind'] = verdict.problems[0].kind;
const shortest: number | null = verdict.shortest;
// @ts-expect-error: a length of 4 plies is not offered
generateMate({ plies: 4 });
export { again, sfen, bits, table, fromKifu, outcome, line, hints, options, bar, ponder, points, flawKind, shortest };

// The record: made, walked, played, asked, written, freed.
import { Record, type Outcome, type KifuPosition, type RecordMove, type JkfKind } from 'shogi64';
const game = new Record();
game.play('7g7f');
const moved: boolean = game.back() && game.forward() && game.goto(0);
const next: string[] = game.branches();
const walked: KifuPosition[] = game.moves({ style: 'kif' });
const all: RecordMove[] = game.moves();
const last: RecordMove | undefined = all[all.length - 1];
const taken: JkfKind | null = last?.capture ?? null;
const facts: [boolean, boolean, string[], number | undefined] = [last!.promote, last!.check, last!.comments, last!.time?.now.s];
const over: Outcome | null = game.outcome();
const promote: 'must' | 'may' | 'never' = game.promotion('7g7f');
const text: string = game.japanese('7g7f', { mark: '▲△' });
const read: Record = Record.fromKifu(game.toKifu('kif'));
game.header = { 先手: 'A' };
const black: string | undefined = game.header['先手'];
const ply: number = read.ply + read.length + shogi64.Record.fromUsi(game.toUsi()).length;
console.log(moved, next, walked, taken, facts, over, promote, text, black, ply, game.position.turn, game.dropTargets('P'));
game.dispose();
const svgOptions: SvgOptions = { lastMove: '7g7f', flip: true, marks: ['7f'], coordinates: false, size: 360, names: { black: '先手' } };
const svg: string = shogi64.toSvg(p, svgOptions);
// @ts-expect-error: marks are USI strings
toSvg(p, { marks: [76] });
const bod: string = toBod(p);
const back: Position = fromBod(bod);
export { svg, back };
