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
export const E_NO_RECORD = 120;
export const E_GAME_OVER = 121;
export const E_NO_BRANCH = 122;
export const E_NO_PLY = 123;
export const E_SEARCH_BUDGET = 140;
export const E_TSUME_LINE = 141;
export const E_TSUME_PLIES = 142;
export const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
export const PACKED_NAMES = ["header","initial","preset","data","color","board","hands","kind","moves","comments","move","from","to","x","y","piece","same","promote","capture","relative","time","now","total","h","m","s","special","forks","illegal","FU","KY","KE","GI","KI","KA","HI","OU","TO","NY","NK","NG","UM","RY"];
export const PACKED_INT_LIMIT = 100;
export const JSON_REASONS = [
  "unexpected end of input",
  "unexpected character",
  "unexpected text after the value",
  "expected ',' or ']'",
  "expected ',' or '}'",
  "expected a string key",
  "expected ':'",
  "expected a digit",
  "a number has a leading zero",
  "expected four hex digits after \\u",
  "control character in a string",
  "invalid escape",
  "unpaired surrogate in \\u escape",
  "arrays and objects nest more than 64 deep",
];
export const NOTATION_OPTIONS = { style: { "ki2": 0, "kif": 1 }, mark: { "☗☖": 2, "▲△": 4, "": 6 }, dragon: { "竜": 8, "龍": 16 }, king: { "玉": 0, "王": 32 } };
export const FORMATS = { kif: 1, ki2: 2, csa: 3, jkf: 4 };
export const FORMAT_NAMES = "'kif', 'ki2', 'csa', 'jkf'";
export const COLORS = ["black","white"];
export const HAND_KEYS = ["FU","KY","KE","GI","KI","KA","HI"];
export const HAND_MAX = [18,4,4,4,4,2,2];
export const KINDS_CSA = ["","FU","KY","KE","GI","KI","KA","HI","OU","TO","NY","NK","NG","UM","RY"];
export const REASONS = ["checkmate","repetition","perpetual_check","declaration","resign","timeout","illegal_move","illegal_action","abort","jishogi","draw","sennichite"];
export const LIVE_ENDS = { resign: 0, timeout: 1, abort: 2 };
// The messages of the error codes on templates, by family, each the
// core error's template (`template()`) as a template literal over the
// error words; `k` quotes a character (the input's at an offset for the
// decoder, a letter for SFEN: js/core.js, js/formats.js).
export const decodeMessage = ([code, a, b, c], k) => {
  switch (code) {
    case 11: return "the string is empty";
    case 12: return `${k(a)} at offset ${a} is not in the alphabet`;
    case 13: case 22: return `${k(a)} at offset ${a} is not '0' or '1'`;
    case 14: return `the input ends after ${a} bits, before ${FIELDS[b](c)} was read`;
    case 15: return `the ${COLORS[b]} king's field is ${a}, past the last square (81)`;
    case 16: return `two pieces are placed on board[${a}]`;
    case 21: return `the bit string has ${a} characters, fewer than 6`;
  }
};
export const sfenMessage = ([code, a, b, c], k) => {
  switch (code) {
    case 40: return "SFEN has no board";
    case 41: return "SFEN has no side to move";
    case 42: return "SFEN has no hands";
    case 43: return `SFEN board has ${a} ${a === 1 ? 'rank' : 'ranks'}, not 9`;
    case 44: return `SFEN rank ${a} has ${b} ${b === 1 ? 'square' : 'squares'}`;
    case 45: return `unknown piece letter ${k(b)} at column ${a}`;
    case 46: return `empty-square count 0 at column ${a}`;
    case 47: return `'+' before ${k(b)} at column ${a} cannot promote`;
    case 48: return `'+' at column ${a} is not followed by a piece letter`;
    case 49: return `side to move at column ${a} is not 'b' or 'w'`;
    case 50: return `hand piece letter ${k(b)} at column ${a} is not one of R B G S N L P (or lowercase)`;
    case 51: return `hand count at column ${a} must be a positive integer without leading zeros`;
    case 52: return `hand count at column ${a} is not followed by a piece letter`;
    case 53: return `hand count ${a} for ${String.fromCodePoint(b)} exceeds ${c}`;
    case 54: return `hand piece ${k(b)} at column ${a} appears twice`;
    case 55: return `move number at column ${a} is not an integer from 1 to 4294967295`;
    case 56: return `SFEN moves at column ${a} are not read: fromSfen reads a position, fromUsi applies moves`;
    case 57: return `unexpected text at column ${a} after the position`;
  }
};
export const setupMessage = ([code, a, b, c], k) => {
  switch (code) {
    case 82: return "the side not to move is in check: no game reaches this position";
    case 83: return `${COLORS[b]} has a second king on ${k(a)}`;
  }
};
export const recordMessage = ([code, a, b, c], k) => {
  switch (code) {
    case 121: return `the game has ended at ply ${a} (${REASONS[b]}): no move can be played there`;
    case 122: return `no branch ${a} at ply ${b}, which has ${c} ${c === 1 ? 'branch' : 'branches'}`;
    case 123: return `no ply ${a} on the line, whose last ply is ${b}`;
  }
};
export const FIELDS = [
  (d) => "the turn",
  (d) => "the mode",
  (d) => `the ${COLORS[d >> 8]} king's square`,
  (d) => `the ${COLORS[d >> 8]} pawn of file ${(d & 255)}`,
  (d) => `board[${(d & 255)}]`,
  (d) => `hands.${COLORS[d >> 8]}.${HAND_KEYS[d & 255]}`,
];
export const USI_EXPECTED = ["a file digit 1-9 or a piece letter P L N S G B R","a file digit 1-9","a rank letter a-i","'*'","'+' or the end of the move","the end of the move"];
export const usiMessage = ([code, a, b, c], t) => `${t} is not a USI move: at offset ${(c >>> 3)}, expected ${USI_EXPECTED[c & 7]}`;
export const overflowMessage = ([code, a, b, c]) => `${COLORS[c >>> 8]}'s hand would hold ${(b & 255)} ${KIND_NAMES[c & 255]}s, more than the ${(b >>> 8)} a position can hold`;
export const KIND_NAMES = ["","pawn","lance","knight","silver","gold","bishop","rook","king","promoted pawn","promoted lance","promoted knight","promoted silver","horse","dragon"];
export const illegalReason = (d, k) => {
  const name = KIND_NAMES[d >> 4 & 15], at = k(d >> 8 & 255), from = k(d >> 16 & 255), to = k(d >>> 24), file = 9 - (d >>> 24) % 9;
  switch (d & 15) {
    case 0: return `no piece on ${from}`;
    case 1: return `the ${name} on ${from} is the opponent's`;
    case 2: return `the ${name} on ${from} cannot move to ${to}`;
    case 3: return `the ${name} on ${from} cannot take its own side's piece on ${to}`;
    case 4: return `the ${name} on ${from} cannot pass the piece on ${at}`;
    case 5: return `the ${name} must promote on ${to}, where it would have no further move`;
    case 6: return `a ${name} does not promote`;
    case 7: return `no promotion: neither ${from} nor ${to} is in the promotion zone`;
    case 8: return `a ${name} is never in a hand`;
    case 9: return `no ${name} in hand`;
    case 10: return `${to} is occupied`;
    case 11: return `a ${name} dropped on ${to} would have no further move`;
    case 12: return `a second unpromoted pawn on file ${file}`;
    case 13: return "the pawn drop mates (打ち歩詰め)";
    case 14: return "the king would be in check";
  }
};
export const PATHS = [
  (x, y) => "initial",
  (x, y) => "preset",
  (x, y) => "data",
  (x, y) => "color",
  (x, y) => "board",
  (x, y) => `board[${x}]`,
  (x, y) => `board[${x}][${y}]`,
  (x, y) => `board[${x}][${y}].kind`,
  (x, y) => `board[${x}][${y}].color`,
  (x, y) => "hands",
  (x, y) => `hands[${x}]`,
];
export const PATH_EXPECTED = ["an object","a string","an object","0 or 1","an array","an array","an object","a string","0 or 1","an array","an object"];
// A JKF error's message; `q(a, b, c)` quotes the value it found (js/formats.js).
export const jkfMessage = ([code, a, b, c], q) => {
  switch (code) {
    case 60: return `invalid JSON at offset ${a}: ${JSON_REASONS[b]}`;
    case 61: return `JKF ${PATHS[a & 255](a >> 8 & 255, a >> 16 & 255)} is missing`;
    case 62: case 68: return `JKF ${PATHS[a & 255](a >> 8 & 255, a >> 16 & 255)} is ${q(a, b, c)}, not ${PATH_EXPECTED[a & 255]}`;
    case 63: return `JKF preset ${q(a, b, c)} is unknown`;
    case 64: return "JKF data is missing for preset OTHER";
    case 65: return `JKF board has ${a} ${a === 1 ? 'file' : 'files'}, not 9`;
    case 66: return `JKF board[${a}] has ${b} ${b === 1 ? 'square' : 'squares'}, not 9`;
    case 67: return `JKF board[${(a >> 8 & 255)}][${(a >> 16 & 255)}].kind ${q(a, b, c)} is not a piece`;
    case 69: return `JKF hands has ${a} ${a === 1 ? 'entry' : 'entries'}, not 2`;
    case 70: return `JKF hands[${(a & 255)}] has ${q(a, b, c)}, not a hand kind (FU KY KE GI KI KA HI)`;
    case 71: return `JKF hands[${(a >> 8 & 255)}].${HAND_KEYS[a & 255]} is ${q(a, b, c)}, not a count from 0 to ${HAND_MAX[a & 255]}`;
  }
};
export const JA_KIND_NAMES = ["","歩","香","桂","銀","金","角","飛","玉","と","成香","成桂","成銀","馬","竜"];
// A notation error's message (js/notation.js): `t` the text it is about, `k`
// a square, `list` and `detail` the squares and the text the output holds.
export const notationMessage = ([code, a, b, c], t, k, list, detail) => {
  switch (a & 255) {
    case 0: return `${t} is not Japanese move text: at character ${b}, expected ${detail(c)}`;
    case 1: return `${t}: the mark names the side not to move (${COLORS[a >> 8 & 1]} (${'☗☖'[a >> 8 & 1]}) is to move)`;
    case 2: return `${t}: 同 at character ${b} needs the previous move (options.previous)`;
    case 3: return `${t}: no ${JA_KIND_NAMES[a >> 8 & 255]} can move to ${k(a >>> 16)} and none can be dropped there`;
    case 4: return `${t}: no ${JA_KIND_NAMES[a >> 8 & 255]} that can move to ${k(a >>> 16)} fits the text; those on ${list(c)} can`;
    case 5: return `${t}: ${k(a >>> 16)} does not hold a ${JA_KIND_NAMES[a >> 8 & 255]} of the side to move`;
    case 6: return `${t} is ambiguous: the ${JA_KIND_NAMES[a >> 8 & 255]} on ${list(c)} could all move to ${k(a >>> 16)}`;
    case 7: return `${t}: 右左上引寄直 cannot tell it from the moves of the pieces on ${list(c)}`;
  }
};
// A kifu reader's error (js/kifu.js): its place, its reason by the kind in
// the low four bits of `d` (`t` the text it carries, `n` its number),
// and the hint numbered by the next four after it.
export const kifuPlace = (line, column) => `line ${line}, column ${column}: `;
export const KIFU_HINTS = ["","; the text has U+FFFD replacement characters: was it Shift_JIS decoded as UTF-8? pass the bytes instead","; the text looks like Shift_JIS decoded as Latin-1: pass the bytes instead","; the text has NUL characters: was it UTF-16? decode it first"];
export const kifuReason = (d, t, n) => {
  switch (d & 15) {
    case 0: return `unknown piece '${t}'`;
    case 1: return `bad square '${t}'`;
    case 2: return `expected ${t}`;
    case 3: return "bad number";
    case 4: return `unknown handicap '${t}'`;
    case 5: return `variation at move ${n} has no move to branch from`;
    case 6: return `not JSON: ${t}`;
    case 7: return "not a KIF, KI2, CSA or JKF record";
    case 8: return "the starting position is not valid";
    case 9: return "同 with no previous move";
    case 10: return "variations nest more than 64 deep";
    case 11: return `expected a piece after ${t}`;
  }
};
export const positionsMessage = ([code, a, b, c]) => {
  switch (a) {
    case 0: return "the start is not a valid position";
    case 1: return `no variation ${c} at ply ${b}`;
    case 2: return `the move of ply ${b} cannot be played`;
  }
};
export const valueMessage = ([code, a, b, c], value) => {
  switch (code) {
    case 31: return `move number ${value} is not an integer from 1 to 4294967295`;
    case 85: return `perft depth ${value} is not an integer from 0 to 64`;
    case 140: return `the search spent its ${value} nodes before it found an answer`;
    case 141: return `a solution of ${value} moves does not end with the attacker's mate: its length is odd`;
    case 142: return `plies ${value} is not 1, 3, 5, 7, 9 or 11`;
    case 72: return `the core cannot read the value the shim packed (word ${a}): please report the input`;
  }
};
