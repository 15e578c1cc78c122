// The codec layer's functions: the members of shogi64.js 0.0.3, on the shim
// of js/core.js. `shogi64/codec` is this layer alone, on a wasm module built
// without the layers above it (scripts/build-js.mjs).
export {
  table, encode, decode, encodePositionToBits, encodeBitsToShogi64,
  decodeShogi64ToBits, decodeBitsToPosition,
} from './core.js';
