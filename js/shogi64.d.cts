// CommonJS view of the same API: `const shogi64 = require('shogi64')`.
import type * as api from './shogi64.d.mts' with { 'resolution-mode': 'import' };

declare namespace shogi64 {
  type Hand = api.Hand;
  type HandKind = api.HandKind;
  type Position = api.Position;
  type Shogi64Error = api.Shogi64Error;
  type Shogi64ErrorMessage = api.Shogi64ErrorMessage;
  type Shogi64Codec = api.Shogi64Codec;
  type Shogi64 = api.Shogi64;
  type JkfKind = api.JkfKind;
  type JkfCell = api.JkfCell;
  type JkfPreset = api.JkfPreset;
  type JkfInitial = api.JkfInitial;
  type JkfKifu = api.JkfKifu;
  type Shogi64MoveError = api.Shogi64MoveError;
  type JapaneseOptions = api.JapaneseOptions;
}

declare const shogi64: api.Shogi64;
export = shogi64;
