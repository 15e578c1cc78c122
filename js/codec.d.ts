// The global `shogi64` that the classic script codec.js (the codec alone)
// defines. Not a module: reference it as shogi64.d.ts says, with codec.js.

declare namespace shogi64 {
  type Hand = import('./shogi64.cjs').Hand;
  type HandKind = import('./shogi64.cjs').HandKind;
  type Position = import('./shogi64.cjs').Position;
  type Shogi64BaseError = import('./shogi64.cjs').Shogi64BaseError;
  type Shogi64Error = import('./shogi64.cjs').Shogi64Error;
  type Shogi64ErrorMessage = import('./shogi64.cjs').Shogi64ErrorMessage;
  type Shogi64Codec = import('./shogi64.cjs').Shogi64Codec;
}

/** The codec's API object, defined by the classic script codec.js. */
declare var shogi64: import('./shogi64.cjs').Shogi64Codec;
