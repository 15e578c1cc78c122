// `shogi64/codec`: the members of shogi64.js 0.0.3 alone, declared as in the
// whole package (shogi64.d.mts, which TypeScript finds beside shogi64.mjs).
import type { Shogi64Codec } from './shogi64.mjs';

export type {
  Hand, HandKind, Position, Shogi64BaseError, Shogi64Error, Shogi64ErrorMessage, Shogi64Codec,
} from './shogi64.mjs';
export {
  table, encode, decode, encodePositionToBits, encodeBitsToShogi64,
  decodeShogi64ToBits, decodeBitsToPosition,
} from './shogi64.mjs';

/** The codec's API object: the default export, and the global `shogi64` of `codec.js`. */
declare const shogi64: Shogi64Codec;
export default shogi64;
