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
