// shogi64/codec as ESM users import it: the original members, typed as in
// the whole package, and nothing of SFEN or JKF.
import codec, { decode, encode, table, type Position, type Shogi64Codec, type Shogi64Error } from 'shogi64/codec';
import type { Position as FullPosition } from 'shogi64';

const p: Position = decode('poUAACMaqtYhwHgAAAAPQdTnd3vMgAA');
const same: FullPosition = p;
const s: string = encode(same);
const api: Shogi64Codec = codec;
const bits: string = api.encodePositionToBits(api.decodeBitsToPosition(api.decodeShogi64ToBits(s)));
const letters: string = codec.encodeBitsToShogi64(bits) + table;
try {
  decode('!');
} catch (e) {
  const cause: Error = (e as Shogi64Error).cause;
  console.log(cause.message);
}
// @ts-expect-error: the codec has no SFEN
codec.toSfen(p);
// @ts-expect-error: decode takes a string
decode(42);
export { letters };
