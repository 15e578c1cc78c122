// moduleResolution bundler (Vite, esbuild, webpack users): the ESM types.
import shogi64, { decode, encodeSfen, type Position, type Shogi64Codec } from 'shogi64';
import codec, { encode } from 'shogi64/codec';

const p: Position = decode('poUAACMaqtYhwHgAAAAPQdTnd3vMgAA');
const s: string = encode(p) + encodeSfen('position startpos');
const api: Shogi64Codec = codec;
const whole: Shogi64Codec = shogi64;
// @ts-expect-error: the codec has no JKF
codec.fromJkf(null);
export { s, api, whole };
