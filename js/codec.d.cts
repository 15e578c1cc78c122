// CommonJS view of the codec alone: `const shogi64 = require('shogi64/codec')`.
import type * as api from './codec.d.mts' with { 'resolution-mode': 'import' };

declare namespace shogi64 {
  type Hand = api.Hand;
  type HandKind = api.HandKind;
  type Position = api.Position;
  type Shogi64Error = api.Shogi64Error;
  type Shogi64ErrorMessage = api.Shogi64ErrorMessage;
  type Shogi64Codec = api.Shogi64Codec;
}

declare const shogi64: api.Shogi64Codec;
export = shogi64;
