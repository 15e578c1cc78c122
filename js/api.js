// The package's API: the members of shogi64.js 0.0.3, then this package's own.
import {
  table, encode, decode, encodePositionToBits, encodeBitsToShogi64,
  decodeShogi64ToBits, decodeBitsToPosition,
} from './core.js';
import { fromSfen, toSfen, encodeSfen, decodeToSfen, fromJkf, toJkf } from './formats.js';

export {
  table, encode, decode, encodePositionToBits, encodeBitsToShogi64,
  decodeShogi64ToBits, decodeBitsToPosition,
  fromSfen, toSfen, encodeSfen, decodeToSfen, fromJkf, toJkf,
};

// Every member is a plain function, so it works unbound: `const { encode } = shogi64`.
const shogi64 = {
  table, encode, decode, encodePositionToBits, encodeBitsToShogi64,
  decodeShogi64ToBits, decodeBitsToPosition,
  fromSfen, toSfen, encodeSfen, decodeToSfen, fromJkf, toJkf,
};

export default shogi64;
