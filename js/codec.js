// `shogi64/codec`: the members of shogi64.js 0.0.3 alone, without SFEN and
// JKF, on a wasm module built without them (scripts/build-js.mjs points the
// shim at build/codec/).
import {
  table, encode, decode, encodePositionToBits, encodeBitsToShogi64,
  decodeShogi64ToBits, decodeBitsToPosition,
} from './core.js';

export {
  table, encode, decode, encodePositionToBits, encodeBitsToShogi64,
  decodeShogi64ToBits, decodeBitsToPosition,
};

// The same object as the full entry's, less SFEN and JKF.
const shogi64 = {
  table, encode, decode, encodePositionToBits, encodeBitsToShogi64,
  decodeShogi64ToBits, decodeBitsToPosition,
};

export default shogi64;
