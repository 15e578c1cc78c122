// Generated from wasm/src/contract.rs by wasm/tests/contract.rs: do not edit.
// The numbers the shim and the module agree on: buffer sizes, stream
// operations, and (E_*) the error codes of the error buffer's first word.
export const CHUNK = 4096;
export const OUTPUT = 24584;
export const POSITION_SLOTS = 19;
export const DECODED_SLOTS = 96;
export const ERROR_WORDS = 4;
export const MAX_MOVES = 2187;
export const DECODE = 0;
export const DECODE_BITS = 1;
export const LETTERS_TO_BITS = 2;
export const BITS_TO_LETTERS = 3;
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
export const E_SVG_LAST_MOVE = 120;
export const E_SVG_MARK = 121;
export const E_SVG_SIZE = 122;
export const E_SVG_NAME = 123;
export const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
export const PACKED_NAMES = ["header","initial","preset","data","color","board","hands","kind","moves","comments","move","from","to","x","y","piece","same","promote","capture","relative","time","now","total","h","m","s","special","forks","FU","KY","KE","GI","KI","KA","HI","OU","TO","NY","NK","NG","UM","RY"];
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
export const FORMATS = { kif: 1, ki2: 2, csa: 3, jkf: 4 };
export const FORMAT_NAMES = "'kif', 'ki2', 'csa', 'jkf'";
export const COLORS = ["black","white"];
export const HAND_KEYS = ["FU","KY","KE","GI","KI","KA","HI"];
export const HAND_MAX = [18,4,4,4,4,2,2];
export const KINDS_CSA = ["","FU","KY","KE","GI","KI","KA","HI","OU","TO","NY","NK","NG","UM","RY"];
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
export const FIELDS = [
  (d) => "the turn",
  (d) => "the mode",
  (d) => `the ${COLORS[d >> 8]} king's square`,
  (d) => `the ${COLORS[d >> 8]} pawn of file ${(d & 255)}`,
  (d) => `board[${(d & 255)}]`,
  (d) => `hands.${COLORS[d >> 8]}.${HAND_KEYS[d & 255]}`,
];
export const USI_EXPECTED = ["a file digit 1-9 or a piece letter P L N S G B R","a file digit 1-9","a rank letter a-i","'*'","'+' or the end of the move","the end of the move"];
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
