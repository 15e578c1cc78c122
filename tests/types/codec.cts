// shogi64/codec as CommonJS users require it.
import codec = require('shogi64/codec');

const p: codec.Position = codec.decode('poUAACMaqtYhwHgAAAAPQdTnd3vMgAA');
const s: string = codec.encode(p);
const api: codec.Shogi64Codec = codec.default;
// @ts-expect-error: the codec has no JKF
codec.toJkf(p);
export = { s, api };
