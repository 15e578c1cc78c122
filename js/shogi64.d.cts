// The package's types, as CommonJS users require them: `const shogi64 =
// require('shogi64')`. Generated from shogi64.d.mts by scripts/types-cts.mjs:
// edit that file, then run `node scripts/types-cts.mjs`.

declare namespace shogi64 {
  /** A hand: how many of each kind one side holds (FU 0–18, KY/KE/GI/KI 0–4, KA/HI 0–2). */
  export interface Hand {
    FU: number;
    KY: number;
    KE: number;
    GI: number;
    KI: number;
    KA: number;
    HI: number;
  }

  /** The seven kinds a hand can hold. */
  export type HandKind = keyof Hand;

  /**
   * A shogi position, as shogi64.js defines it.
   *
   * `board[i]`, `i = (rank - 1) * 9 + (9 - file)`: index 0 is 9一, index 80 is 1九.
   * Piece numbers: 1 FU, 2 KY, 3 KE, 4 GI, 5 KI, 6 KA, 7 HI, 8 OU, 9 TO, 10 NY,
   * 11 NK, 12 NG, 13 UM, 14 RY; positive for black, negative for white, 0 empty.
   */
  export interface Position {
    /** true: black (sente) to move; false: white (gote). */
    turn: boolean;
    /** 81 piece numbers from -14 to 14. */
    board: number[];
    hands: { black: Hand; white: Hand };
  }

  /**
   * Every Error this package throws: `code` is a stable string naming the
   * fault, for code to test (the message is for people and may be reworded);
   * `cause`, where there is one, says precisely what was wrong.
   */
  export interface Shogi64BaseError extends Error {
    code: string;
    cause?: unknown;
  }

  /** The messages of shogi64.js's three errors, kept exactly. */
  export type Shogi64ErrorMessage =
    | 'board is invalid.'
    | 'bits string is invalid.'
    | 'shogi64 string is invalid.';

  /**
   * What the codec's functions (those of shogi64.js) throw on bad input: an
   * `Error` whose `message` is shogi64.js's, and whose `cause` says precisely
   * what was wrong, e.g. `board[40] is 15, not a piece number from -14 to 14`.
   */
  export interface Shogi64Error extends Shogi64BaseError {
    message: Shogi64ErrorMessage;
    cause: Error;
  }

  /** CSA piece names, as JKF uses them. */
  export type JkfKind =
    | 'FU' | 'KY' | 'KE' | 'GI' | 'KI' | 'KA' | 'HI' | 'OU'
    | 'TO' | 'NY' | 'NK' | 'NG' | 'UM' | 'RY';

  /** A JKF board cell as `toJkf` writes it: a piece, or `{}` for an empty square. */
  export type JkfCell = { color: 0 | 1; kind: JkfKind } | { [key: string]: never };

  /** The 16 JKF presets: HIRATE, the even game, and the handicaps. */
  export type JkfPreset =
    | 'HIRATE' | 'KY' | 'KY_R' | 'KA' | 'HI' | 'HIKY'
    | '2' | '3' | '4' | '5' | '5_L' | '6' | '7_L' | '7_R' | '8' | '10';

  /**
   * A JKF `initial` object as `toJkf` writes it: a preset, or `OTHER` with the
   * position in `data`. `data.board[x - 1][y - 1]` is the square of file x,
   * rank y; `hands` is `[black, white]`; `color` 0 is black, 1 white.
   */
  export type JkfInitial =
    | { preset: JkfPreset }
    | {
        preset: 'OTHER';
        data: {
          color: 0 | 1;
          board: JkfCell[][];
          hands: [Hand, Hand];
        };
      };

  /**
   * A JKF board cell as `fromJkf` reads it: a piece, or an empty square (`{}`,
   * or members left `null` as some writers do).
   */
  export interface JkfCellInput {
    color?: 0 | 1 | null;
    kind?: JkfKind | null;
  }

  /**
   * A JKF `initial` object as `fromJkf` reads it, typed as loosely as JKF
   * writers type theirs (json-kifu-format and tsshogi name the preset with any
   * string): an unknown preset or a malformed board is refused at run time.
   */
  export interface JkfInitialInput {
    preset: JkfPreset | 'OTHER' | (string & {});
    data?: {
      color: 0 | 1;
      board: ReadonlyArray<ReadonlyArray<JkfCellInput>> | { readonly [key: string]: object };
      hands?: readonly [Partial<Hand>, Partial<Hand>] | null;
    } | null;
  }

  /** A square of a JKF move: file `x` and rank `y`, each 1 to 9. */
  export interface JkfPlace {
    x: number;
    y: number;
  }

  /** A JKF time: `h` only in a running total (as the formats write it). */
  export interface JkfTime {
    h?: number;
    m: number;
    s: number;
  }

  /** The endings and events of the JKF definition (CSA's `%` words). */
  export type JkfSpecial =
    | 'TORYO' | 'CHUDAN' | 'SENNICHITE' | 'TIME_UP' | 'ILLEGAL_MOVE' | '+ILLEGAL_ACTION' | '-ILLEGAL_ACTION'
    | 'JISHOGI' | 'KACHI' | 'HIKIWAKE' | 'MAX_MOVES' | 'MATTA' | 'TSUMI' | 'FUZUMI' | 'ERROR';

  /**
   * Why a kifu's move is illegal (its entry's `illegal`): the rules' reason,
   * as a code. `no_piece` and `not_own_piece` never appear in a record (such
   * a move names no piece of the board and is refused with
   * `SHOGI64_BAD_KIFU`).
   */
  export type JkfIllegal =
    | 'no_piece' | 'not_own_piece' | 'unreachable' | 'capture_own' | 'blocked' | 'must_promote'
    | 'cannot_promote' | 'not_hand_kind' | 'not_in_hand' | 'occupied' | 'no_further_move' | 'double_pawn'
    | 'pawn_drop_mate' | 'leaves_king_in_check';

  /**
   * A JKF move as `parseKifu` writes it, filled in as json-kifu-format fills
   * it: `from` absent for a drop, `piece` the kind before the move, `same` for
   * 同, `promote` where promotion was possible, `capture` the kind taken,
   * `relative` 右左上引寄直打 as the letters `R L U D M C H`.
   */
  export interface JkfMove {
    color: 0 | 1;
    from?: JkfPlace;
    to: JkfPlace;
    piece: JkfKind;
    same?: boolean;
    promote?: boolean;
    capture?: JkfKind;
    relative?: string;
  }

  /**
   * One entry of a JKF `moves` array: entry 0 holds the comments on the start,
   * each later one a move (or an ending, `special`), its time, its comments,
   * and `forks`, the variations that replace it. A move the rules refuse has
   * its reason in `illegal` and is the last entry of its line.
   */
  export interface JkfMoveEntry {
    comments?: string[];
    move?: JkfMove;
    illegal?: JkfIllegal;
    time?: { now: JkfTime; total?: JkfTime };
    special?: JkfSpecial | 'ILLEGAL_ACTION';
    forks?: JkfMoveEntry[][];
  }

  /**
   * A whole record as `parseKifu` returns it: the JSON Kifu Format, as
   * json-kifu-format reads KIF, KI2, CSA and JKF. `initial` is absent when the
   * record names no start (`{ preset: 'HIRATE' }` when it names 平手).
   */
  export interface JkfRecord {
    header: { [key: string]: string };
    initial?: JkfInitial;
    moves: JkfMoveEntry[];
  }

  /** A JKF move as `formatKifu`, `kifuPositions` and `fromJkf` read it (older files' boolean `color` included). */
  export interface JkfMoveInput {
    color?: 0 | 1 | boolean | null;
    from?: JkfPlace | null;
    to?: JkfPlace | null;
    piece: JkfKind | (string & {});
    same?: boolean | null;
    promote?: boolean | null;
    capture?: JkfKind | (string & {}) | null;
    relative?: string | null;
  }

  /** A JKF time as read: members left `null` are absent. */
  export interface JkfTimeInput {
    h?: number | null;
    m: number;
    s: number;
  }

  /** A `moves` entry as read, typed as loosely as JKF writers type theirs. */
  export interface JkfMoveEntryInput {
    comments?: readonly string[] | null;
    move?: JkfMoveInput | null;
    illegal?: JkfIllegal | null;
    time?: { now: JkfTimeInput; total?: JkfTimeInput | null } | null;
    special?: JkfSpecial | 'ILLEGAL_ACTION' | (string & {}) | null;
    forks?: ReadonlyArray<ReadonlyArray<JkfMoveEntryInput>> | null;
  }

  /**
   * A whole JKF record as the package reads it (what `parseKifu`,
   * json-kifu-format and tsshogi produce): `formatKifu` and `kifuPositions`
   * read all of it, `fromJkf` its `initial` (HIRATE when it has none).
   */
  export interface JkfKifu {
    header?: { readonly [key: string]: string };
    initial?: JkfInitialInput | null;
    moves?: ReadonlyArray<JkfMoveEntryInput>;
  }

  /** A kifu format: `'kif'`, `'ki2'`, `'csa'` (written as V2.2 or V3.0 text) or `'jkf'` (JSON text). */
  export type KifuFormat = 'kif' | 'ki2' | 'csa' | 'jkf';

  /** One position of a line of a record (see {@link Shogi64.kifuPositions}). */
  export interface KifuPosition {
    /** Moves played to reach it: 0 for the start. */
    ply: number;
    /** The move that led here (`7g7f`, `8h2b+`, `P*5e`); null at the start. */
    usi: string | null;
    /** That move as Japanese text, as `toJapaneseMoves` writes the line with the same options (`☗７六歩`, `☖同　銀`); null at the start. */
    text: string | null;
    /** The position; null after an illegal move, which ends the line. */
    position: Position | null;
    /** The position as SFEN, with move number `ply + 1`; null after an illegal move. */
    sfen: string | null;
    /** The position's Shogi64 string, for a link; null after an illegal move. */
    shogi64: string | null;
    /** Why the move that led here is illegal; only on the entry of an illegal move. */
    illegal?: JkfIllegal;
  }

  /**
   * One ply of a record's current line (see {@link Record.moves}): the
   * position as {@link Shogi64.kifuPositions} gives it, and the facts of the
   * move that led there and of the record's entry for it.
   */
  export interface RecordMove extends KifuPosition {
    /** The move in Japanese, the same as `text` (null at the start). */
    japanese: string | null;
    /** The kind the move took, as the piece stood (`'FU'`, `'UM'`, …, as JKF's `capture`); null when it takes none, and at the start. */
    capture: JkfKind | null;
    /** Whether the move promotes; false at the start. */
    promote: boolean;
    /** Whether the side to move is in check in the position (the move gave check); false after an illegal move. */
    check: boolean;
    /** The comments of the ply (at the start: those on the start), as JKF's `comments`; empty when none. */
    comments: string[];
    /** The time the move took and the mover's total, as JKF's `time`; null when the record has none. */
    time: { now: JkfTime; total?: JkfTime } | null;
    /** The engine's score its comments give (a `#評価値=` line, centipawns), from black's point of view, in {@link Shogi64.parseUsiInfo}'s shape; null when they give none. */
    score: UsiScore | null;
    /** The engine's expected line its comments give (a `#読み筋=` line), as USI moves from this position; null when they give none, or when it does not read as legal moves from here. */
    pv: string[] | null;
  }

  /** Options of {@link Shogi64.kifuPositions}; any other key throws `SHOGI64_INVALID_OPTION`. */
  export interface KifuPositionsOptions {
    /** `[ply, index]` pairs: at that ply, follow variation `index` (0-based) of the line being followed. */
    forks?: ReadonlyArray<readonly [number, number]>;
    /** As {@link JapaneseOptions.sameSpace}: `true` (default) `同　歩`, `false` `同歩`. */
    sameSpace?: boolean;
    /** As {@link JapaneseOptions.mark}: `'☗☖'` (default for `'ki2'`), `'▲△'`, or `''` (default for `'kif'`). */
    mark?: '☗☖' | '▲△' | '';
    /** As {@link JapaneseOptions.dragon}: `'竜'` (default for `'ki2'`) or `'龍'` (default for `'kif'`). */
    dragon?: '竜' | '龍';
    /** As {@link JapaneseOptions.king}: `'玉'` (default) or `'王'`. */
    king?: '玉' | '王';
    /** As {@link JapaneseOptions.style}: `'ki2'` (default) the official notation, `'kif'` the KIF move column. */
    style?: 'ki2' | 'kif';
  }

  /** Options of {@link Shogi64.toSvg}; any other key throws `SHOGI64_INVALID_OPTION`. */
  export interface SvgOptions {
    /** The move that led to the position (USI, `7g7f`, `P*5e`): its squares are highlighted (a drop's destination only). */
    lastMove?: string | null;
    /** `true`: white at the bottom (the board turned half round). Default `false`. */
    flip?: boolean;
    /** Squares to highlight (USI, `7g`), a piece's targets for instance. */
    marks?: readonly string[];
    /** `false`: no file numbers and rank numerals. Default `true`. */
    coordinates?: boolean;
    /** The width in pixels, a whole number from 1 to 100000 (the height keeps the proportion); the `viewBox` stays 540 × 480. */
    size?: number;
    /** The players' names (XML-escaped); left out, 先手 and 後手. */
    names?: { black?: string | null; white?: string | null } | null;
  }

  /**
   * What the move functions throw: `code` is one of `SHOGI64_ILLEGAL_MOVE`,
   * `SHOGI64_BAD_USI`, `SHOGI64_OPPONENT_IN_CHECK`, `SHOGI64_TWO_KINGS`,
   * `SHOGI64_HAND_OVERFLOW`, `SHOGI64_INVALID_POSITION`, `SHOGI64_INVALID_SFEN`,
   * `SHOGI64_NOT_A_STRING`, `SHOGI64_NOT_AN_ARRAY`, `SHOGI64_INVALID_DEPTH`;
   * `ply` (1 for the first move) when a move of a list failed.
   */
  export interface Shogi64MoveError extends Error {
    code: string;
    ply?: number;
  }
  /** How Japanese move text is written (and, for `previous`, read); any other key throws `SHOGI64_INVALID_OPTION`. */
  export interface JapaneseOptions {
    /** The USI of the move before, so that a move to its destination is written 同. */
    previous?: string;
    /** `true` (default): `同　歩` with a full-width space; `false`: `同歩`. */
    sameSpace?: boolean;
    /** The side mark: `'☗☖'` (default for `'ki2'`), `'▲△'`, or `''` (default for `'kif'`). */
    mark?: '☗☖' | '▲△' | '';
    /** The promoted rook: `'竜'` (default for `'ki2'`) or `'龍'` (default for `'kif'`). */
    dragon?: '竜' | '龍';
    /** White's king: `'玉'` (default) or `'王'`. */
    king?: '玉' | '王';
    /** `'ki2'` (default): the official notation, `☗５二金右`; `'kif'`: the KIF move column, `５二金(61)`. */
    style?: 'ki2' | 'kif';
  }
  /**
   * The limits of a mate search ({@link Shogi64.solveMate}, {@link Shogi64.mateMoves}); any other key
   * throws `SHOGI64_INVALID_OPTION`.
   */
  export interface MateOptions {
    /** Nodes the search may expand, an integer from 1 to 2^53 − 1 (default 1,000,000); past it the result is `'unknown'`. */
    maxNodes?: number;
    /** The longest mate looked for, in plies, an integer from 1 to 4095 (default 255). */
    maxPly?: number;
    /** The transposition table's size in MB, an integer from 1 to 1024 (default 16); its memory is released after the call. */
    memoryMB?: number;
  }
  /** The answer of {@link Shogi64.solveMate}. */
  export interface MateResult {
    /** `'mate'`, `'nomate'` (none within `maxPly`), or `'unknown'` (the node limit ran out first). */
    result: 'mate' | 'nomate' | 'unknown';
    /** For a mate, the line as USI: the attacker's shortest mate against the longest defence; else empty. */
    moves: string[];
    /** Nodes expanded. */
    nodes: number;
  }
  /**
   * An engine's score, from the point of view of the side to move in the
   * position searched (or black's, from {@link Shogi64.scoreForBlack}):
   * centipawns, or a mate, `mate` its plies (`null` when the engine gave only
   * `+` or `-`) and `sign` 1 when that side mates, −1 when it is mated.
   */
  export type UsiScore = { cp: number } | { mate: number | null; sign: 1 | -1 };
  /**
   * An engine's `info` line ({@link Shogi64.parseUsiInfo}): a key for each
   * field the line has, and only those.
   */
  export interface UsiInfo {
    /** `depth`, in plies. */
    depth?: number;
    /** `seldepth`, in plies. */
    seldepth?: number;
    /** `time`: milliseconds searched. */
    time?: number;
    /** `nodes` searched. */
    nodes?: number;
    /** `nps`: nodes a second. */
    nps?: number;
    /** `hashfull`: how full the hash table is, in thousandths. */
    hashfull?: number;
    /** `multipv`: which of the best lines this is, from 1. */
    multipv?: number;
    /** `currmove`: the move being searched, USI. */
    currmove?: string;
    /** `score cp …` or `score mate …`. */
    score?: UsiScore;
    /** `lowerbound` or `upperbound`. */
    bound?: 'lower' | 'upper';
    /** `pv`: the principal variation, USI; empty for `pv resign` and `pv win`. */
    pv?: string[];
    /** `string`: the rest of the line. */
    string?: string;
  }
  /** An engine's `bestmove` line ({@link Shogi64.parseBestMove}). */
  export interface UsiBestMove {
    /** The move (USI), `'resign'` or `'win'`. */
    move: string;
    /** `ponder`: the reply the engine expects, when the line has it. */
    ponder?: string;
  }
  /** The options of {@link Shogi64.winRate}; any other key throws `SHOGI64_INVALID_OPTION`. */
  export interface WinRateOptions {
    /** The centipawns of `1 / (1 + e^-1)`, a positive number (default 600). */
    scale?: number;
  }
  /** The options of {@link Shogi64.generateMate}; any other key throws `SHOGI64_INVALID_OPTION`. */
  export interface GenerateMateOptions {
    /** The solution's length in plies: 1, 3, 5, 7, 9 or 11. */
    plies: 1 | 3 | 5 | 7 | 9 | 11;
    /** The seed, an integer from 0 to 2^53 − 1 (default 0): the same seed gives the same problem everywhere. */
    seed?: number;
    /** Nodes all the candidates' searches may expand together, an integer from 1 (default 10,000,000). */
    maxNodes?: number;
  }
  /** A problem made by {@link Shogi64.generateMate}. */
  export interface MateProblem {
    /** Black to move, no black king, white holding every piece neither on the board nor in black's hand. */
    position: Position;
    /** The solution as USI, `plies` long. */
    moves: string[];
  }
  /** The options of {@link Shogi64.verifyTsume}; any other key throws `SHOGI64_INVALID_OPTION`. */
  export interface VerifyTsumeOptions {
    /** Nodes the checks may expand, an integer from 1 (default 10,000,000); past it `SHOGI64_SEARCH_BUDGET`. */
    maxNodes?: number;
  }
  /** One flaw of a problem found by {@link Shogi64.verifyTsume}. */
  export interface TsumeProblem {
    /** The ply it is at, from 1 (a leftover's: the solution's length; a line that does not mate: one past it). */
    ply: number;
    /**
     * `'alternative'`: another move mates within the plies left (余詰); `'leftover'`: black holds a piece
     * at the end (駒余り); `'interposition'`: white's reply on the line blocks the check (合駒);
     * `'not_check'`: black's move is not a check; `'longer_defence'`: a reply escapes the mate within the
     * plies left (or the line does not end in mate).
     */
    kind: 'alternative' | 'leftover' | 'interposition' | 'not_check' | 'longer_defence';
    /** The move concerned as USI (the alternative, the longer defence, the move on the line); for a leftover, the kind held as its drop letter (`'G'`). */
    usi: string;
  }
  /** The verdict of {@link Shogi64.verifyTsume}. */
  export interface TsumeVerdict {
    /** No flaw, and the solution is as long as the shortest mate. */
    ok: boolean;
    /** The shortest mate in plies, every legal reply counted as a defence; `null` when there is none. */
    shortest: number | null;
    /** Every flaw, by ply. */
    problems: TsumeProblem[];
  }
  /** Options of {@link Record.moves}: how the moves' texts are written, as for {@link Shogi64.kifuPositions}; any other key throws `SHOGI64_INVALID_OPTION`. */
  export interface RecordMovesOptions {
    /** As {@link JapaneseOptions.sameSpace}. */
    sameSpace?: boolean;
    /** As {@link JapaneseOptions.mark}. */
    mark?: '☗☖' | '▲△' | '';
    /** As {@link JapaneseOptions.dragon}. */
    dragon?: '竜' | '龍';
    /** As {@link JapaneseOptions.king}. */
    king?: '玉' | '王';
    /** As {@link JapaneseOptions.style}. */
    style?: 'ki2' | 'kif';
  }

  /** Why a game ended (see {@link Record.outcome}). */
  export type EndReason =
    | 'checkmate' | 'repetition' | 'perpetual_check' | 'declaration' | 'resign' | 'timeout'
    | 'illegal_move' | 'illegal_action' | 'abort' | 'jishogi' | 'draw' | 'sennichite';

  /** How a game ended: why, and who won (null: no winner). */
  export interface Outcome {
    reason: EndReason;
    winner: 'black' | 'white' | null;
  }

  /**
   * A game held in the module: a start, the moves with their variations, a
   * current ply, and the rules that end it. Moving about and asking about the
   * current position copy no position in. Free it with `dispose()` (a record
   * nobody disposes is freed once collected); a disposed record throws
   * `SHOGI64_DISPOSED`. Moves are USI (`7g7f`, `8h2b+`, `P*5e`).
   */
  export interface Record {
    /** The header fields; set to replace them all. */
    get header(): { [key: string]: string };
    set header(fields: { readonly [key: string]: string });
    /** The position at the current ply: a fresh object on each read. */
    readonly position: Position;
    /** The current ply: how many moves lead to the current position. */
    readonly ply: number;
    /** The last ply of the current line, counting moves only. */
    readonly length: number;
    /** Goes to `ply` of the line; whether it moved (`SHOGI64_INVALID_PLY` for a ply that is no integer ≥ 0). */
    goto(ply: number): boolean;
    /** One ply on; whether it moved. */
    forward(): boolean;
    /** One ply back; whether it moved. */
    back(): boolean;
    /**
     * Plays `usi` at the current ply and moves there: the line's next move when
     * it is the same, else a new variation. Throws `SHOGI64_ILLEGAL_MOVE`, and
     * `SHOGI64_GAME_OVER` where {@link Record.outcome} is not null.
     */
    play(usi: string): void;
    /** Steps back one ply and removes the move it left, with all after it; false at the start. */
    undo(): boolean;
    /** The moves available next from the current ply; index 0 is the one the line follows. */
    branches(): string[];
    /** Makes the line follow branch `index`, without moving (`SHOGI64_NO_BRANCH`). */
    switchBranch(index: number): void;
    /** Removes branch `index` and what follows it. */
    removeBranch(index: number): void;
    /** Makes branch `index` the first at this fork (the main line) and follows it. */
    promoteBranch(index: number): void;
    /** Records a live end at the current ply. */
    end(reason: 'resign' | 'timeout' | 'abort'): void;
    /**
     * Declares 入玉 (入玉宣言) for the side to move under the 27-point rule (CSA,
     * floodgate) or the 24-point rule, and records it: {@link Record.outcome}
     * then answers 'declaration', the declarer winning on 'win', the other side
     * on 'lose', no winner on 'draw'. Files write it as KACHI (入玉勝ち), JISHOGI
     * (持将棋) or ILLEGAL_MOVE (反則負け of the declarer). `SHOGI64_INVALID_OPTION` for
     * another rule, `SHOGI64_GAME_OVER` where the game has ended.
     */
    declare(rule?: 24 | 27): 'win' | 'lose' | 'draw';
    /**
     * The record as USEN (the URL-safe game string tsshogi and ShogiHome read,
     * with variations) and the cursor: `branch`, tsshogi's branch index of the
     * current ply, and `ply`.
     */
    toUsen(): { usen: string; branch: number; ply: number };
    /** How the game has ended at the current ply, or null: the ending the next entry writes, else repetition (千日手) or perpetual check (連続王手の千日手, the checker loses), else checkmate. */
    outcome(): Outcome | null;
    /** The current line, one entry per ply from 0, as {@link Shogi64.kifuPositions} gives them. */
    moves(options?: RecordMovesOptions): RecordMove[];
    /** Sets the comments of `ply` of the line (0: the start's); `SHOGI64_NO_PLY` past its end. */
    setComments(ply: number, lines: ReadonlyArray<string>): void;
    /** The legal moves at the current ply, ordered as {@link Shogi64.legalMoves} orders them. */
    legalMoves(): string[];
    /** Whether the side to move is in check. */
    isCheck(): boolean;
    /** `usi` as Japanese text at the current ply (同 after the move that led here, unless `options.previous`). */
    japanese(usi: string, options?: JapaneseOptions): string;
    /** The legal moves of the piece on the USI square `square` (`'7g'`). */
    movesFrom(square: string): string[];
    /** The USI squares where a piece of `kind` in hand can be dropped. */
    dropTargets(kind: 'P' | 'L' | 'N' | 'S' | 'G' | 'B' | 'R'): string[];
    /** Whether the move from `usi`'s origin to its destination must, may or cannot promote (`SHOGI64_ILLEGAL_MOVE` when it is illegal either way). */
    promotion(usi: string): 'must' | 'may' | 'never';
    /** The record written in `format`: KIF, KI2 or CSA text, or JKF (JSON text). */
    toKifu(format: KifuFormat): string;
    /** The record as a JKF object. */
    toJkf(): JkfRecord;
    /** The current line as a USI position: `position sfen … moves …`. */
    toUsi(): string;
    /** Frees the record; later uses throw `SHOGI64_DISPOSED`. */
    dispose(): void;
  }

  /** The {@link Record} class: its constructor and its ways in. */
  export interface RecordConstructor {
    /** A record from `position` (the initial position when left out), with no move. */
    new (position?: Position): Record;
    /** A record read from a KIF, KI2, CSA or JKF text or file's bytes (as {@link Shogi64.parseKifu} reads it). */
    fromKifu(input: string | Uint8Array, format?: KifuFormat): Record;
    /** A record from a JKF object. */
    fromJkf(kifu: JkfKifu): Record;
    /** A record from a USI position with its moves: `position startpos moves 7g7f 3c3d`. */
    fromUsi(usi: string): Record;
    /**
     * A record from a USEN string (tsshogi's, ShogiHome's), at tsshogi's branch
     * index `branch` and `ply` (both 0 when left out). `SHOGI64_BAD_KIFU` with
     * the USEN offset + 1 as its column for a string that is not USEN.
     */
    fromUsen(usen: string, options?: { branch?: number; ply?: number }): Record;
    readonly prototype: Record;
  }

  /** The members of shogi64.js 0.0.3: the API object of `shogi64/codec`, and the first part of this package's. */
  export interface Shogi64Codec {
    /** The 64 letters: `A`–`Z`, `a`–`z`, `0`–`9`, `-`, `_`. Read-only. */
    readonly table: string;
    /** Position → Shogi64 string. Throws `board is invalid.` */
    encode(position: Position): string;
    /** Shogi64 string → a new position object. Throws `shogi64 string is invalid.` */
    decode(shogi64: string): Position;
    /** Position → its bit string of `0` and `1`, unpadded. Throws `board is invalid.` */
    encodePositionToBits(position: Position): string;
    /** A string of at least six `0`/`1` → the padded Shogi64 string. Throws `bits string is invalid.` */
    encodeBitsToShogi64(bits: string): string;
    /** Shogi64 string → its bits, six per letter. Throws `shogi64 string is invalid.` */
    decodeShogi64ToBits(shogi64: string): string;
    /** A string of `0`/`1` → position; bits after the last code are ignored. Throws `shogi64 string is invalid.` */
    decodeBitsToPosition(bits: string): Position;
  }

  /** The API object: the default export, and the global `shogi64` of the classic script. */
  export interface Shogi64 extends Shogi64Codec {
    /**
     * SFEN → position. Accepts `startpos`, a leading `sfen ` or `position `
     * (the USI command), move number 0 and hand counts of 1; refuses a `moves`
     * list. Throws an `Error` whose message is the precise reason, e.g.
     * `SFEN rank 3 has 10 squares`.
     */
    fromSfen(sfen: string): Position;
    /** Position → SFEN, with the move number given (default 1). */
    toSfen(position: Position, moveNumber?: number): string;
    /** SFEN → Shogi64 string: `encode(fromSfen(sfen))`. */
    encodeSfen(sfen: string): string;
    /** Shogi64 string → SFEN: `toSfen(decode(shogi64), moveNumber)`. */
    decodeToSfen(shogi64: string, moveNumber?: number): string;
    /**
     * JKF `initial` object → position: every preset, or OTHER with `data`. A
     * whole kifu is read as its `initial`. Throws an `Error` whose message is
     * the precise reason, e.g. `JKF board[4][2].kind "XX" is not a piece`.
     */
    fromJkf(initial: JkfInitialInput | JkfKifu | null): Position;
    /** Position → JKF `initial` object: `{ preset }` when it is exactly a preset, else OTHER with `data`. */
    toJkf(position: Position): JkfInitial;
    /**
     * The legal moves as USI strings: board moves by origin square, then
     * destination (squares in the order of `board`), without promotion before
     * with; then drops by kind R B G S N L P, then square.
     */
    legalMoves(position: Position): string[];
    /** The position after a USI move (`7g7f`, `8h2b+`, `P*5e`); throws when it is not legal. */
    applyMove(position: Position, usi: string): Position;
    /** The position after the USI moves; a failure names its `ply`. */
    applyMoves(position: Position, usis: readonly string[]): Position;
    /** Whether the side to move's king is attacked (any position). */
    isCheck(position: Position): boolean;
    /** Whether the side to move is in check and has no legal move. */
    isCheckmate(position: Position): boolean;
    /**
     * The points of the declaration rule (入玉宣言) of each side: its pieces in
     * hand and in the enemy camp (its promotion zone), the king excluded, 5 for
     * a bishop or a rook (promoted or not), 1 for any other; white also counts
     * the pieces of the standard set off the board (a handicap's).
     */
    jishogiPoints(position: Position): { black: number; white: number };
    /** The number of legal move sequences of `depth` plies (0 to 64). */
    perft(position: Position, depth: number): number;
    /**
     * A USI position (`[position] startpos|sfen … [moves …]`) → the position
     * after its moves, with the move number reached as a non-enumerable property.
     */
    fromUsi(usi: string): Position & { readonly moveNumber: number };
    /** `position sfen … [moves …]` of a position and legal moves from it. */
    toUsi(position: Position, usis?: readonly string[]): string;
    /**
     * A legal USI move as Japanese text: `☗７六歩`, `☖同　歩`, `☗５二金右`.
     * Throws (`code` `SHOGI64_ILLEGAL_MOVE`, `SHOGI64_BAD_USI`, …) when it is not legal.
     */
    toJapaneseMove(position: Position, usi: string, options?: JapaneseOptions): string;
    /** USI moves played in turn from `position` as Japanese text, 同 where it applies; a failure names its `ply`. */
    toJapaneseMoves(position: Position, usis: readonly string[], options?: JapaneseOptions): string[];
    /**
     * The USI of the move Japanese text names (`▲7六歩`, `同歩`, `５二金右`, `２二角成`).
     * Throws `SHOGI64_BAD_JAPANESE` when it names none, `SHOGI64_AMBIGUOUS_JAPANESE`
     * (saying which pieces could have moved) when it names more than one.
     */
    fromJapaneseMove(position: Position, text: string, options?: JapaneseOptions): string;
    /**
     * A KIF, KI2, CSA or JKF record → its JKF object, as json-kifu-format
     * reads it. `input` is text, or a file's bytes: UTF-8, or Shift_JIS
     * (decoded with the platform's `TextDecoder('shift_jis')`; where a runtime
     * lacks it, `SHOGI64_NO_SHIFT_JIS`). `format` is detected when left out.
     * Throws `SHOGI64_BAD_KIFU` with `line` and `column`: `line 37, column 5: unknown piece 'X'`.
     */
    parseKifu(input: string | Uint8Array, format?: KifuFormat): JkfRecord;
    /** A JKF record → KIF, KI2 or CSA text, or JKF (JSON text). Throws `SHOGI64_INVALID_JKF`. */
    formatKifu(kifu: JkfKifu, format: KifuFormat): string;
    /**
     * The positions of a record's main line, start first, one per move, each
     * with its USI, its Japanese text, SFEN and Shogi64 string;
     * `options.forks` chooses variations (`SHOGI64_NO_FORK` when one is missing);
     * the texts are those `toJapaneseMoves` writes for the line, with the
     * same options (`style`, `mark`, `dragon`, `king`, `sameSpace`).
     */
    kifuPositions(kifu: JkfKifu, options?: KifuPositionsOptions): KifuPosition[];
    /**
     * A mate by the side to move in which every attacking move is a check
     * (詰将棋). Throws `SHOGI64_INVALID_OPTION` for a bad option,
     * `SHOGI64_OUT_OF_MEMORY` when the table does not fit, and what the move
     * functions throw for a position they refuse.
     */
    solveMate(position: Position, options?: MateOptions): MateResult;
    /** The attacker's checks (USI) that keep a mate within the limits, those of the shortest mates first. */
    mateMoves(position: Position, options?: MateOptions): string[];
    /**
     * An engine's `info` line read: throws `SHOGI64_BAD_ENGINE_LINE` (with
     * `byte`, the offset in the line's UTF-8) for a line that is not `info`,
     * a malformed number or a word that is not a USI move.
     */
    parseUsiInfo(line: string): UsiInfo;
    /** An engine's `bestmove` line read; throws as {@link Shogi64.parseUsiInfo} does. */
    parseBestMove(line: string): UsiBestMove;
    /**
     * A score of the side to move `turn` (`true` for black, as in a
     * position) from black's point of view. Throws `SHOGI64_INVALID_SCORE`,
     * `SHOGI64_INVALID_TURN`.
     */
    scoreForBlack(score: UsiScore, turn: boolean): UsiScore;
    /**
     * The win rate a score stands for, from its point of view, 0 to 1:
     * `1 / (1 + exp(-cp / scale))`; a mate is 1 or 0 by its sign.
     */
    winRate(score: UsiScore, options?: WinRateOptions): number;
    /**
     * A tsume problem of `plies` plies made from `seed`: every black move a check, white's replies on
     * the line king moves or captures, the solution unique at every black move, no piece left in
     * hand. Throws `SHOGI64_SEARCH_BUDGET` when `maxNodes` runs out first.
     */
    generateMate(options: GenerateMateOptions): MateProblem;
    /**
     * Checks `moves` as the solution of the tsume `position` and names every flaw. Throws what
     * {@link Shogi64.applyMoves} throws for the position or a move, `SHOGI64_UNFINISHED_LINE` for a
     * solution of even length and `SHOGI64_SEARCH_BUDGET` when `maxNodes` runs out first.
     */
    verifyTsume(position: Position, moves: string[], options?: VerifyTsumeOptions): TsumeVerdict;
    /** A game held in the module: see {@link Record}. */
    Record: RecordConstructor;
    /**
     * The position as a standalone SVG document, the same bytes on every
     * platform: the board with its coordinates, each piece in kanji (white's
     * upside down) as a `<text>` with `data-square` (USI square) and
     * `data-piece` (SFEN letter, `+r` promoted), both hands (`data-hand`,
     * `data-count`), the players and the side to move (`data-turn` on the
     * root). Throws `SHOGI64_INVALID_OPTION` for a bad option and
     * `SHOGI64_INVALID_POSITION` for a bad position.
     */
    toSvg(position: Position, options?: SvgOptions): string;
    /**
     * The position as a KIF board diagram (BOD): white's hand, the board,
     * black's hand, and a `後手番` line when white is to move. Throws
     * `SHOGI64_INVALID_POSITION`.
     */
    toBod(position: Position): string;
    /**
     * The position of a KIF board diagram (header lines, `#` comments and
     * blank lines may come with it). Throws `SHOGI64_BAD_BOD` with `line` and
     * `column`, or `SHOGI64_NOT_A_STRING`.
     */
    fromBod(text: string): Position;
  }
}

/**
 * The API object. Its `default` is the object itself, so that
 * `import shogi64 from 'shogi64'` compiled without esModuleInterop works.
 */
declare const shogi64: shogi64.Shogi64 & { readonly default: shogi64.Shogi64 };
export = shogi64;
