// `shogi64/codec` as CommonJS users require it: the members of shogi64.js
// 0.0.3 alone, typed as in the whole package (shogi64.d.cts).
import full = require('./shogi64.cjs');

declare namespace shogi64 {
  type Hand = full.Hand;
  type HandKind = full.HandKind;
  type Position = full.Position;
  type Shogi64BaseError = full.Shogi64BaseError;
  type Shogi64Error = full.Shogi64Error;
  type Shogi64ErrorMessage = full.Shogi64ErrorMessage;
  type Shogi64Codec = full.Shogi64Codec;
}

/** The codec's API object; its `default` is itself, as the whole package's. */
declare const shogi64: full.Shogi64Codec & { readonly default: full.Shogi64Codec };
export = shogi64;
