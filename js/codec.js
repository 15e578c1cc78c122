// The codec layer's functions: the members of shogi64.js 0.0.3, on the shim
// of js/core.js. `shogi64/codec` is this layer alone, on a wasm module built
// without the layers above it (scripts/build-js.mjs).
export {
  table, encode, decode, encodePositionToBits, encodeBitsToShogi64,
  decodeShogi64ToBits, decodeBitsToPosition,
<<<<<<< HEAD
};

// The same object as the full entry's, less SFEN and JKF.
const shogi64 = {
  table, encode, decode, encodePositionToBits, encodeBitsToShogi64,
  decodeShogi64ToBits, decodeBitsToPosition,
};
// Read-only, as typed; the object itself stays ordinary, so spies and mocks work.
Object.defineProperty(shogi64, 'table', { writable: false });

export default shogi64;
=======
} from './core.js';
>>>>>>> rulesjs
