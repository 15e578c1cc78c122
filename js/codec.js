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
// Read-only, as typed; the object itself stays ordinary, so spies and mocks work.
Object.defineProperty(shogi64, 'table', { writable: false });

export default shogi64;
