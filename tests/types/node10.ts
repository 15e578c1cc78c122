// moduleResolution node10 (TypeScript up to 5.x): `shogi64` through "types",
// `shogi64/codec` through "typesVersions".
import shogi64 = require('shogi64');
import codec = require('shogi64/codec');
import { decode, type Position } from 'shogi64/codec';

const p: Position = decode('poUAACMaqtYhwHgAAAAPQdTnd3vMgAA');
const full: shogi64.Position = codec.decode(shogi64.encode(p));
const jkf: shogi64.JkfInitial = shogi64.toJkf(full);
const api: codec.Shogi64Codec = codec;
// @ts-expect-error: the codec has no SFEN
codec.toSfen(p);
export = { jkf, api };
