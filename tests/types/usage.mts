// Compiled by `tsc --noEmit` against the installed package: the declarations
// must describe the API as ESM users import it.
import shogi64, {
  decode, encode, fromJkf, fromSfen, toJkf, toSfen, type JkfInitial, type Position, type Shogi64BaseError,
  type Shogi64Error, solveMate, type MateResult, type MateOptions, toSvg, toBod, fromBod, type SvgOptions,
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
const svgOptions: SvgOptions = { lastMove: '7g7f', flip: true, marks: ['7f'], coordinates: false, size: 360, names: { black: '先手' } };
const svg: string = shogi64.toSvg(p, svgOptions);
// @ts-expect-error: marks are USI strings
toSvg(p, { marks: [76] });
const bod: string = toBod(p);
const back: Position = fromBod(bod);
export { again, sfen, bits, table, fromKifu, outcome, line, hints, options, svg, back };
