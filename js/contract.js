// Generated from wasm/src/contract.rs by wasm/tests/contract.rs: do not edit.
// The numbers the shim and the module agree on: buffer sizes, stream
// operations, and (E_*) the error codes of the error buffer's first word.
export const CHUNK = 4096;
export const OUTPUT = 24584;
export const POSITION_SLOTS = 19;
export const RESULT_SLOTS = 2;
export const DECODED_SLOTS = 96;
export const ERROR_WORDS = 5;
export const MAX_MOVES = 2187;
export const ENGINE_SLOTS = 15;
export const DECODE = 0;
export const DECODE_BITS = 1;
export const LETTERS_TO_BITS = 2;
export const BITS_TO_LETTERS = 3;
export const SAME_SPACE = 64;
export const PLAY = 128;
export const OP_PLY = 0;
export const OP_LENGTH = 1;
export const OP_GOTO = 2;
export const OP_FORWARD = 3;
export const OP_BACK = 4;
export const OP_UNDO = 5;
export const OP_POSITION = 6;
export const OP_SWITCH = 7;
export const OP_REMOVE = 8;
export const OP_PROMOTE = 9;
export const OP_END = 10;
export const OP_OUTCOME = 11;
export const OP_IS_CHECK = 12;
export const OP_LEGAL_MOVES = 13;
export const OP_BRANCHES = 14;
export const OP_MOVES_FROM = 15;
export const OP_DECLARE = 16;
export const OP_USEN_BRANCH = 17;
export const OP_USEN = 5;
export const SVG_ABSENT = 4294967295;
export const SVG_FLIP = 1;
export const SVG_NO_COORDINATES = 2;
export const SVG_SIZED = 4;
export const SVG_MAX_SIZE = 100000;
export const E_NOT_AN_OBJECT = 0;
export const E_TURN = 1;
export const E_BOARD_MISSING = 2;
export const E_BOARD_LENGTH = 3;
export const E_SQUARE = 4;
export const E_HANDS_MISSING = 5;
export const E_HAND_MISSING = 6;
export const E_HAND_KEYS = 7;
export const E_HAND_COUNT = 8;
export const E_EMPTY = 11;
export const E_INVALID_LETTER = 12;
export const E_INVALID_BIT = 13;
export const E_TRUNCATED = 14;
export const E_KING_FIELD = 15;
export const E_OCCUPIED = 16;
export const E_BITS_TOO_SHORT = 21;
export const E_BITS_INVALID_BYTE = 22;
export const E_MOVE_NUMBER = 31;
export const E_TEXT_NO_MEMORY = 32;
export const E_SFEN_NO_BOARD = 40;
export const E_SFEN_NO_SIDE = 41;
export const E_SFEN_NO_HANDS = 42;
export const E_SFEN_RANK_COUNT = 43;
export const E_SFEN_RANK_LENGTH = 44;
export const E_SFEN_PIECE_LETTER = 45;
export const E_SFEN_ZERO_EMPTY = 46;
export const E_SFEN_CANNOT_PROMOTE = 47;
export const E_SFEN_LONE_PLUS = 48;
export const E_SFEN_SIDE = 49;
export const E_SFEN_HAND_LETTER = 50;
export const E_SFEN_HAND_COUNT_FORM = 51;
export const E_SFEN_HAND_COUNT_ALONE = 52;
export const E_SFEN_HAND_COUNT = 53;
export const E_SFEN_HAND_DUPLICATE = 54;
export const E_SFEN_MOVE_NUMBER = 55;
export const E_SFEN_MOVES = 56;
export const E_SFEN_TRAILING = 57;
export const E_JSON = 60;
export const E_JKF_MISSING = 61;
export const E_JKF_TYPE = 62;
export const E_JKF_PRESET = 63;
export const E_JKF_DATA_MISSING = 64;
export const E_JKF_BOARD_FILES = 65;
export const E_JKF_BOARD_RANKS = 66;
export const E_JKF_PIECE = 67;
export const E_JKF_COLOR = 68;
export const E_JKF_HANDS_LENGTH = 69;
export const E_JKF_HAND_KIND = 70;
export const E_JKF_HAND_COUNT = 71;
export const E_PACKED = 72;
export const E_BAD_USI_MOVE = 80;
export const E_ILLEGAL_MOVE = 81;
export const E_OPPONENT_IN_CHECK = 82;
export const E_TWO_KINGS = 83;
export const E_HAND_OVERFLOW = 84;
export const E_PERFT_DEPTH = 85;
export const E_BAD_JAPANESE = 90;
export const E_AMBIGUOUS_JAPANESE = 91;
export const E_KIFU = 100;
export const E_KIFU_POSITIONS = 101;
export const E_ENGINE_NOT_INFO = 110;
export const E_ENGINE_NOT_BESTMOVE = 111;
export const E_ENGINE_NUMBER = 112;
export const E_ENGINE_SCORE_KIND = 113;
export const E_ENGINE_MATE = 114;
export const E_ENGINE_MOVE = 115;
export const E_ENGINE_TRAILING = 116;
export const E_ENGINE_LINE_BREAK = 117;
export const E_NO_RECORD = 120;
export const E_GAME_OVER = 121;
export const E_NO_BRANCH = 122;
export const E_NO_PLY = 123;
export const E_SEARCH_BUDGET = 140;
export const E_TSUME_LINE = 141;
export const E_TSUME_PLIES = 142;
export const E_SVG_LAST_MOVE = 124;
export const E_SVG_MARK = 125;
export const E_SVG_SIZE = 126;
export const E_SVG_NAME = 127;
export const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
export const PACKED_NAMES = /* @__PURE__ */ "header initial preset data color board hands kind moves comments move from to x y piece same promote capture relative time now total h m s special forks illegal FU KY KE GI KI KA HI OU TO NY NK NG UM RY".split(" ");
export const PACKED_INT_LIMIT = 100;
export const JSON_REASONS = /* @__PURE__ */ "unexpected end of input|unexpected character|unexpected text after the value|expected ',' or ']'|expected ',' or '}'|expected a string key|expected ':'|expected a digit|a number has a leading zero|expected four hex digits after \\u|control character in a string|invalid escape|unpaired surrogate in \\u escape|arrays and objects nest more than 64 deep".split("|");
export const NOTATION_OPTIONS = { style: { "ki2": 0, "kif": 1 }, mark: { "☗☖": 2, "▲△": 4, "": 6 }, dragon: { "竜": 8, "龍": 16 }, king: { "玉": 0, "王": 32 } };
export const FORMATS = { kif: 1, ki2: 2, csa: 3, jkf: 4 };
export const FORMAT_NAMES = "'kif', 'ki2', 'csa', 'jkf'";
export const COLORS = /* @__PURE__ */ "black white".split(" ");
export const HAND_KEYS = /* @__PURE__ */ "FU KY KE GI KI KA HI".split(" ");
export const ENGINE_KEYS = /* @__PURE__ */ "depth seldepth time nodes nps hashfull multipv cp".split(" ");
export const HAND_MAX = [18,4,4,4,4,2,2];
export const KINDS_CSA = /* @__PURE__ */ " FU KY KE GI KI KA HI OU TO NY NK NG UM RY".split(" ");
export const REASONS = /* @__PURE__ */ "checkmate repetition perpetual_check declaration resign timeout illegal_move illegal_action abort jishogi draw sennichite".split(" ");
export const LIVE_ENDS = { resign: 0, timeout: 1, abort: 2 };
// The messages of the error codes on templates, by family, each the
// core error's template (`template()`) as a template literal over the
// error words; `k` quotes a character (the input's at an offset for the
// decoder, a letter for SFEN: js/core.js, js/formats.js).
export const decodeMessage = ([code, a, b, c], k) => {
  return [
    () => "the string is empty",
    () => `${k(a)} at offset ${a} is not in the alphabet`,
    () => `${k(a)} at offset ${a} is not '0' or '1'`,
    () => `the input ends after ${a} bits, before ${FIELDS[b](c)} was read`,
    () => `the ${COLORS[b]} king's field is ${a}, past the last square (81)`,
    () => `two pieces are placed on board[${a}]`,
    ,
    ,
    ,
    ,
    () => `the bit string has ${a} characters, fewer than 6`,
    () => `${k(a)} at offset ${a} is not '0' or '1'`,
  ][code - 11]?.();
};
export const sfenMessage = ([code, a, b, c], k) => {
  return [
    () => "SFEN has no board",
    () => "SFEN has no side to move",
    () => "SFEN has no hands",
    () => `SFEN board has ${a} ${a === 1 ? 'rank' : 'ranks'}, not 9`,
    () => `SFEN rank ${a} has ${b} ${b === 1 ? 'square' : 'squares'}`,
    () => `unknown piece letter ${k(b)} at column ${a}`,
    () => `empty-square count 0 at column ${a}`,
    () => `'+' before ${k(b)} at column ${a} cannot promote`,
    () => `'+' at column ${a} is not followed by a piece letter`,
    () => `side to move at column ${a} is not 'b' or 'w'`,
    () => `hand piece letter ${k(b)} at column ${a} is not one of R B G S N L P (or lowercase)`,
    () => `hand count at column ${a} must be a positive integer without leading zeros`,
    () => `hand count at column ${a} is not followed by a piece letter`,
    () => `hand count ${a} for ${String.fromCodePoint(b)} exceeds ${c}`,
    () => `hand piece ${k(b)} at column ${a} appears twice`,
    () => `move number at column ${a} is not an integer from 1 to 4294967295`,
    () => `SFEN moves at column ${a} are not read: fromSfen reads a position, fromUsi applies moves`,
    () => `unexpected text at column ${a} after the position`,
  ][code - 40]?.();
};
export const setupMessage = ([code, a, b, c], k) => {
  return [
    () => "the side not to move is in check: no game reaches this position",
    () => `${COLORS[b]} has a second king on ${k(a)}`,
  ][code - 82]?.();
};
export const engineMessage = ([code, a, b, c], k) => {
  return [
    () => `not an info line: expected 'info' at byte ${a}`,
    () => `not a bestmove line: expected 'bestmove' at byte ${a}`,
    () => `expected a number for ${ENGINE_KEYS[b]} at byte ${a}`,
    () => `expected 'cp' or 'mate' after score at byte ${a}`,
    () => `expected the plies of mate (a number, '+' or '-') at byte ${a}`,
    () => `expected a USI move at byte ${a}`,
    () => `unexpected text at byte ${a}`,
    () => `a line break at byte ${a}: one line at a time`,
  ][code - 110]?.();
};
export const recordMessage = ([code, a, b, c], k) => {
  return [
    () => `the game has ended at ply ${a} (${REASONS[b]}): no move can be played there`,
    () => `no branch ${a} at ply ${b}, which has ${c} ${c === 1 ? 'branch' : 'branches'}`,
    () => `no ply ${a} on the line, whose last ply is ${b}`,
  ][code - 121]?.();
};
export const FIELDS = [
  (d) => "the turn",
  (d) => "the mode",
  (d) => `the ${COLORS[d >> 8]} king's square`,
  (d) => `the ${COLORS[d >> 8]} pawn of file ${(d & 255)}`,
  (d) => `board[${(d & 255)}]`,
  (d) => `hands.${COLORS[d >> 8]}.${HAND_KEYS[d & 255]}`,
];
export const USI_EXPECTED = /* @__PURE__ */ "a file digit 1-9 or a piece letter P L N S G B R|a file digit 1-9|a rank letter a-i|'*'|'+' or the end of the move|the end of the move".split("|");
export const usiMessage = ([code, a, b, c], t) => `${t} is not a USI move: at offset ${(c >>> 3)}, expected ${USI_EXPECTED[c & 7]}`;
export const overflowMessage = ([code, a, b, c]) => `${COLORS[c >>> 8]}'s hand would hold ${(b & 255)} ${KIND_NAMES[c & 255]}s, more than the ${(b >>> 8)} a position can hold`;
export const KIND_NAMES = /* @__PURE__ */ "|pawn|lance|knight|silver|gold|bishop|rook|king|promoted pawn|promoted lance|promoted knight|promoted silver|horse|dragon".split("|");
export const illegalReason = (d, k) => {
  const name = KIND_NAMES[d >> 4 & 15], at = k(d >> 8 & 255), from = k(d >> 16 & 255), to = k(d >>> 24), file = 9 - (d >>> 24) % 9;
  return [
    () => `no piece on ${from}`,
    () => `the ${name} on ${from} is the opponent's`,
    () => `the ${name} on ${from} cannot move to ${to}`,
    () => `the ${name} on ${from} cannot take its own side's piece on ${to}`,
    () => `the ${name} on ${from} cannot pass the piece on ${at}`,
    () => `the ${name} must promote on ${to}, where it would have no further move`,
    () => `a ${name} does not promote`,
    () => `no promotion: neither ${from} nor ${to} is in the promotion zone`,
    () => `a ${name} is never in a hand`,
    () => `no ${name} in hand`,
    () => `${to} is occupied`,
    () => `a ${name} dropped on ${to} would have no further move`,
    () => `a second unpromoted pawn on file ${file}`,
    () => "the pawn drop mates (打ち歩詰め)",
    () => "the king would be in check",
  ][d & 15]?.();
};
export const PATHS = [
  () => "initial",
  () => "preset",
  () => "data",
  () => "color",
  () => "board",
  (x) => `board[${x}]`,
  (x, y) => `board[${x}][${y}]`,
  (x, y) => `board[${x}][${y}].kind`,
  (x, y) => `board[${x}][${y}].color`,
  () => "hands",
  (x) => `hands[${x}]`,
];
export const PATH_EXPECTED = /* @__PURE__ */ "an object|a string|an object|0 or 1|an array|an array|an object|a string|0 or 1|an array|an object".split("|");
// A JKF error's message; `q(a, b, c)` quotes the value it found (js/formats.js).
export const jkfMessage = ([code, a, b, c], q) => {
  return [
    () => `invalid JSON at offset ${a}: ${JSON_REASONS[b]}`,
    () => `JKF ${PATHS[a & 255](a >> 8 & 255, a >> 16 & 255)} is missing`,
    () => `JKF ${PATHS[a & 255](a >> 8 & 255, a >> 16 & 255)} is ${q(a, b, c)}, not ${PATH_EXPECTED[a & 255]}`,
    () => `JKF preset ${q(a, b, c)} is unknown`,
    () => "JKF data is missing for preset OTHER",
    () => `JKF board has ${a} ${a === 1 ? 'file' : 'files'}, not 9`,
    () => `JKF board[${a}] has ${b} ${b === 1 ? 'square' : 'squares'}, not 9`,
    () => `JKF board[${(a >> 8 & 255)}][${(a >> 16 & 255)}].kind ${q(a, b, c)} is not a piece`,
    () => `JKF ${PATHS[a & 255](a >> 8 & 255, a >> 16 & 255)} is ${q(a, b, c)}, not ${PATH_EXPECTED[a & 255]}`,
    () => `JKF hands has ${a} ${a === 1 ? 'entry' : 'entries'}, not 2`,
    () => `JKF hands[${(a & 255)}] has ${q(a, b, c)}, not a hand kind (FU KY KE GI KI KA HI)`,
    () => `JKF hands[${(a >> 8 & 255)}].${HAND_KEYS[a & 255]} is ${q(a, b, c)}, not a count from 0 to ${HAND_MAX[a & 255]}`,
  ][code - 60]?.();
};
export const JA_KIND_NAMES = /* @__PURE__ */ " 歩 香 桂 銀 金 角 飛 玉 と 成香 成桂 成銀 馬 竜".split(" ");
// A notation error's message (js/notation.js): `t` the text it is about, `k`
// a square, `list` and `detail` the squares and the text the output holds.
export const notationMessage = ([code, a, b, c], t, k, list, detail) => {
  return [
    () => `${t} is not Japanese move text: at character ${b}, expected ${detail(c)}`,
    () => `${t}: the mark names the side not to move (${COLORS[a >> 8 & 1]} (${'☗☖'[a >> 8 & 1]}) is to move)`,
    () => `${t}: 同 at character ${b} needs the previous move (options.previous)`,
    () => `${t}: no ${JA_KIND_NAMES[a >> 8 & 255]} can move to ${k(a >>> 16)} and none can be dropped there`,
    () => `${t}: no ${JA_KIND_NAMES[a >> 8 & 255]} that can move to ${k(a >>> 16)} fits the text; those on ${list(c)} can`,
    () => `${t}: ${k(a >>> 16)} does not hold a ${JA_KIND_NAMES[a >> 8 & 255]} of the side to move`,
    () => `${t} is ambiguous: the ${JA_KIND_NAMES[a >> 8 & 255]} on ${list(c)} could all move to ${k(a >>> 16)}`,
    () => `${t}: 右左上引寄直 cannot tell it from the moves of the pieces on ${list(c)}`,
  ][a & 255]?.();
};
// A kifu reader's error (js/kifu.js): its place, its reason by the kind in
// the low four bits of `d` (`t` the text it carries, `n` its number),
// and the hint numbered by the next four after it.
export const kifuPlace = (line, column) => `line ${line}, column ${column}: `;
export const KIFU_HINTS = /* @__PURE__ */ "|; the text has U+FFFD replacement characters: was it Shift_JIS decoded as UTF-8? pass the bytes instead|; the text looks like Shift_JIS decoded as Latin-1: pass the bytes instead|; the text has NUL characters: was it UTF-16? decode it first".split("|");
export const kifuReason = (d, t, n) => {
  return [
    () => `unknown piece '${t}'`,
    () => `bad square '${t}'`,
    () => `expected ${t}`,
    () => "bad number",
    () => `unknown handicap '${t}'`,
    () => `variation at move ${n} has no move to branch from`,
    () => `not JSON: ${t}`,
    () => "not a KIF, KI2, CSA or JKF record",
    () => "the starting position is not valid",
    () => "同 with no previous move",
    () => "variations nest more than 64 deep",
    () => `expected a piece after ${t}`,
  ][d & 15]?.();
};
export const positionsMessage = ([code, a, b, c]) => {
  return [
    () => "the start is not a valid position",
    () => `no variation ${c} at ply ${b}`,
    () => `the move of ply ${b} cannot be played`,
  ][a]?.();
};
export const valueMessage = ([code, a, b, c], value) => {
  return {
    31: () => `move number ${value} is not an integer from 1 to 4294967295`,
    85: () => `perft depth ${value} is not an integer from 0 to 64`,
    140: () => `the search spent its ${value} nodes before it found an answer`,
    141: () => `a solution of ${value} moves does not end with the attacker's mate: its length is odd`,
    142: () => `plies ${value} is not 1, 3, 5, 7, 9 or 11`,
    72: () => `the core cannot read the value the shim packed (word ${a}): please report the input`,
  }[code]?.();
};
