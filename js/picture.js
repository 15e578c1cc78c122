// The board as SVG: this package's own function, on the shim of js/core.js.
// Every rule lives in the Rust core (src/picture/, bound in
// wasm/src/picture.rs): this file checks the options' types, copies the
// position and the options' texts in and the picture out, and words the
// error codes.
import { w, memory, error, describe, quote, positionError, failure, enter, leave, views, packPosition } from './core.js';
import { packUtf8 } from './formats.js';
import { optionsOf } from './options.js';
import {
  E_SVG_LAST_MOVE, E_SVG_MARK, E_SVG_SIZE, E_SVG_NAME, SVG_ABSENT, SVG_FLIP, SVG_NO_COORDINATES, SVG_SIZED,
  SVG_MAX_SIZE, USI_EXPECTED, COLORS,
} from './contract.js';

// The picture comes out as UTF-16LE, which the platforms decode as a copy.
const utf16Out = new TextDecoder('utf-16le', { ignoreBOM: true });

// The texts' lengths in bytes as packUtf8 writes them (a lone surrogate as
// U+FFFD, three bytes).
const utf8 = new TextEncoder();
const utf8Back = new TextDecoder();

const invalid = (message) => failure(message, 'INVALID_OPTION');

function flag(options, name) {
  const v = options[name];
  if (v !== undefined && typeof v !== 'boolean') throw invalid(`options.${name} is ${describe(v)}, not a boolean`);
  return v;
}

// The options as the core reads them: the flags, the size, the texts (in
// the order the core reads them) and the words (their lengths).
function readOptions(options) {
  const texts = [];
  const words = [];
  const text = (s) => {
    texts.push(s);
    words.push(utf8.encode(s).length);
  };
  let flags = 0, size = 0;
  if (options === undefined) {
    words.push(SVG_ABSENT, 0, SVG_ABSENT, SVG_ABSENT);
    return [flags, size, texts, words];
  }
  const { lastMove, marks, size: given, names } = options;
  if (lastMove === undefined || lastMove === null) words.push(SVG_ABSENT);
  else if (typeof lastMove === 'string') text(lastMove);
  else throw invalid(`options.lastMove is ${describe(lastMove)}, not a USI move`);
  if (marks === undefined) {
    words.push(0);
  } else if (Array.isArray(marks)) {
    words.push(marks.length);
    for (let i = 0; i < marks.length; i++) {
      const m = marks[i];
      if (typeof m !== 'string') throw invalid(`options.marks[${i}] is ${describe(m)}, not a USI square`);
      text(m);
    }
  } else {
    throw invalid(`options.marks is ${describe(marks)}, not an array of USI squares`);
  }
  if (names === undefined || names === null) {
    words.push(SVG_ABSENT, SVG_ABSENT);
  } else if (typeof names === 'object' && !Array.isArray(names)) {
    for (const key of Object.keys(names)) {
      if (key !== 'black' && key !== 'white') {
        throw invalid(`options.names has the key ${JSON.stringify(key)}; its keys are black and white`);
      }
    }
    for (const color of COLORS) {
      const name = names[color];
      if (name === undefined || name === null) words.push(SVG_ABSENT);
      else if (typeof name === 'string') text(name);
      else throw invalid(`options.names.${color} is ${describe(name)}, not a string`);
    }
  } else {
    throw invalid(`options.names is ${describe(names)}, not an object of black and white names`);
  }
  if (flag(options, 'flip')) flags |= SVG_FLIP;
  if (flag(options, 'coordinates') === false) flags |= SVG_NO_COORDINATES;
  if (given !== undefined) {
    if (typeof given !== 'number') throw invalid(`options.size is ${describe(given)}, not a number`);
    flags |= SVG_SIZED;
    size = given;
  }
  return [flags, size, texts, words];
}

// What was expected in a USI text, for a square the end of a square.
const expected = (b, square) => (square && (b & 7) === 5 ? 'the end of the square' : USI_EXPECTED[b & 7]);

function svgError(position, options) {
  views();
  const [code, a, b] = error;
  switch (code) {
    case E_SVG_LAST_MOVE:
      return invalid(`options.lastMove ${JSON.stringify(options.lastMove)} is not a USI move: at offset ${b >>> 3}, expected ${expected(b, false)}`);
    case E_SVG_MARK:
      return invalid(`options.marks[${a}] ${JSON.stringify(options.marks[a])} is not a USI square: at offset ${b >>> 3}, expected ${expected(b, true)}`);
    case E_SVG_SIZE:
      return invalid(`options.size is ${describe(options.size)}, not a whole number of pixels from 1 to ${SVG_MAX_SIZE}`);
    case E_SVG_NAME: {
      // The core's byte offset as an index of the name (TextEncoder writes a
      // lone surrogate as one character, as it stands in the name).
      const color = COLORS[a], name = options.names[color];
      const i = utf8Back.decode(utf8.encode(name).subarray(0, b)).length;
      return invalid(`options.names.${color} has ${quote(name, i)} at index ${i}, which XML cannot hold`);
    }
    default:
      return failure(positionError(position), 'INVALID_POSITION');
  }
}

/**
 * The position as a standalone SVG document: the board with its
 * coordinates, the pieces in kanji (white's upside down), both hands with
 * their counts, the players and the side to move. Options: lastMove (USI),
 * flip, marks (USI squares), coordinates, size (width in pixels), names.
 */
export function toSvg(position, given) {
  const options = optionsOf('toSvg', given);
  const [flags, size, texts, words] = readOptions(options);
  const mark = enter();
  packPosition(position);
  leave(mark);
  const bytes = packUtf8(texts.join(''));
  const n = words.length;
  const at = w.words_reserve(n);
  if (at === 0) throw failure(`the options (${n} words) do not fit in memory`, 'OUT_OF_MEMORY');
  new Uint32Array(memory.buffer, at, n).set(words);
  const length = w.svg_write(flags, size, n, bytes);
  if (length < 0) throw svgError(position, options);
  return utf16Out.decode(new Uint8Array(memory.buffer, w.svg_output(), length));
}
