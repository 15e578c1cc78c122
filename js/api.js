// The package's API: the members of shogi64.js 0.0.3 (those of shogi64/codec,
// js/codec.js), then this package's own.
import codec from './codec.js';
import { fromSfen, toSfen, encodeSfen, decodeToSfen, fromJkf, toJkf } from './formats.js';
import { legalMoves, applyMove, applyMoves, isCheck, isCheckmate, perft, fromUsi, toUsi } from './rules.js';

export * from './codec.js';
export { fromSfen, toSfen, encodeSfen, decodeToSfen, fromJkf, toJkf };
export { legalMoves, applyMove, applyMoves, isCheck, isCheckmate, perft, fromUsi, toUsi };

// Every member is a plain function, so it works unbound: `const { encode } = shogi64`.
const shogi64 = {
  ...codec, fromSfen, toSfen, encodeSfen, decodeToSfen, fromJkf, toJkf,
  legalMoves, applyMove, applyMoves, isCheck, isCheckmate, perft, fromUsi, toUsi,
};

export default shogi64;
