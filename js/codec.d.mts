// `shogi64/codec`: the members of shogi64.js 0.0.3 alone, declared as in the
// whole package (shogi64.d.mts, which TypeScript finds beside shogi64.mjs).
import {
  table, encode, decode, encodePositionToBits, encodeBitsToShogi64,
  decodeShogi64ToBits, decodeBitsToPosition,
} from './shogi64.mjs';

export type { Hand, HandKind, Position, Shogi64Error, Shogi64ErrorMessage } from './shogi64.mjs';
export {
  table, encode, decode, encodePositionToBits, encodeBitsToShogi64,
  decodeShogi64ToBits, decodeBitsToPosition,
};

/** The codec's API object: the default export, and the global `shogi64` of `codec.js`. */
export interface Shogi64Codec {
  readonly table: string;
  encode: typeof encode;
  decode: typeof decode;
  encodePositionToBits: typeof encodePositionToBits;
  encodeBitsToShogi64: typeof encodeBitsToShogi64;
  decodeShogi64ToBits: typeof decodeShogi64ToBits;
  decodeBitsToPosition: typeof decodeBitsToPosition;
}

declare const shogi64: Shogi64Codec;
export default shogi64;
