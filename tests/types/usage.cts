// The same API as CommonJS users require it.
import shogi64 = require('shogi64');

const p: shogi64.Position = shogi64.decode('poUAACMaqtYhwHgAAAAPQdTnd3vMgAA');
const s: string = shogi64.encode(p);
const sfen: string = shogi64.decodeToSfen(s);
const jkf: shogi64.JkfInitial = shogi64.toJkf(p);
// @ts-expect-error: decode takes a string
shogi64.decode(42);
export = { s, sfen, jkf };
