// Compiled by `tsc --noEmit` against the installed package: the declarations
// must describe the API as ESM users import it.
import shogi64, { decode, encode, fromJkf, toSfen, type JkfInitial, type Position, type Shogi64Error } from 'shogi64';

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
  console.log(error.message, cause.message);
}
// @ts-expect-error: turn is a boolean
encode({ ...p, turn: 1 });
export { again, sfen, bits, table, fromKifu };
