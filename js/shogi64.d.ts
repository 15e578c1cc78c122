// The global `shogi64` that the classic script shogi64.js defines (a
// <script> without type="module"). Not a module: TypeScript users of the
// script reference it, e.g. `/// <reference types="shogi64/shogi64.js" />`,
// or list node_modules/shogi64/shogi64.d.ts in their tsconfig's "files".

declare namespace shogi64 {
  type Hand = import('./shogi64.cjs').Hand;
  type HandKind = import('./shogi64.cjs').HandKind;
  type Position = import('./shogi64.cjs').Position;
  type Shogi64BaseError = import('./shogi64.cjs').Shogi64BaseError;
  type Shogi64Error = import('./shogi64.cjs').Shogi64Error;
  type Shogi64ErrorMessage = import('./shogi64.cjs').Shogi64ErrorMessage;
  type Shogi64Codec = import('./shogi64.cjs').Shogi64Codec;
  type Shogi64 = import('./shogi64.cjs').Shogi64;
  type JkfKind = import('./shogi64.cjs').JkfKind;
  type JkfCell = import('./shogi64.cjs').JkfCell;
  type JkfPreset = import('./shogi64.cjs').JkfPreset;
  type JkfInitial = import('./shogi64.cjs').JkfInitial;
  type JkfCellInput = import('./shogi64.cjs').JkfCellInput;
  type JkfInitialInput = import('./shogi64.cjs').JkfInitialInput;
  type JkfKifu = import('./shogi64.cjs').JkfKifu;
  type JkfPlace = import('./shogi64.cjs').JkfPlace;
  type JkfTime = import('./shogi64.cjs').JkfTime;
  type JkfSpecial = import('./shogi64.cjs').JkfSpecial;
  type JkfMove = import('./shogi64.cjs').JkfMove;
  type JkfMoveEntry = import('./shogi64.cjs').JkfMoveEntry;
  type JkfRecord = import('./shogi64.cjs').JkfRecord;
  type JkfMoveInput = import('./shogi64.cjs').JkfMoveInput;
  type JkfTimeInput = import('./shogi64.cjs').JkfTimeInput;
  type JkfMoveEntryInput = import('./shogi64.cjs').JkfMoveEntryInput;
  type KifuFormat = import('./shogi64.cjs').KifuFormat;
  type KifuPosition = import('./shogi64.cjs').KifuPosition;
  type KifuPositionsOptions = import('./shogi64.cjs').KifuPositionsOptions;
  type Record = import('./shogi64.cjs').Record;
  type RecordConstructor = import('./shogi64.cjs').RecordConstructor;
  type RecordMovesOptions = import('./shogi64.cjs').RecordMovesOptions;
  type Outcome = import('./shogi64.cjs').Outcome;
  type EndReason = import('./shogi64.cjs').EndReason;
}

/** The API object, defined by the classic script shogi64.js. */
declare var shogi64: import('./shogi64.cjs').Shogi64;
