#!/usr/bin/env node
// shogi64 — encode and decode shogi positions, list legal moves, convert kifu files, from the command line.
'use strict';

const shogi64 = require('./shogi64.cjs');

const USAGE = `Usage:
  shogi64 decode [<shogi64>]          print the position as JSON, as SFEN and as a board diagram
  shogi64 decode --json [<shogi64>]   print the position as JSON only (what encode reads)
  shogi64 decode --sfen [<shogi64>]   print the position as SFEN only
  shogi64 decode --jkf [<shogi64>]    print the position as a JKF initial object
  shogi64 encode [<position JSON>]    print the Shogi64 string of a position object
  shogi64 encode --sfen [<sfen>]      print the Shogi64 string of an SFEN position
  shogi64 encode --jkf [<jkf JSON>]   print the Shogi64 string of a JKF initial object
  shogi64 moves <sfen|shogi64>        list the legal moves (USI), one per line; also 'startpos moves …'
  shogi64 perft <sfen|shogi64> <depth>  print each legal move's perft count and the total
  shogi64 japanese [--kif] <sfen|shogi64> <usi>...  print the moves as Japanese text (☗７六歩), one per line
  shogi64 kifu [<file>|-] [--to kif|ki2|csa|jkf|shogi64] [--encoding sjis]
                                      convert a KIF, KI2, CSA or JKF record (UTF-8 or Shift_JIS;
                                      JKF when --to is left out); --to shogi64 prints one Shogi64
                                      string per position of the main line; --encoding sjis writes Shift_JIS
  shogi64 mate <sfen|shogi64> [--max-nodes N] [--max-ply N]  find a mate in which every attacking
                                      move is a check (詰将棋): the line in Japanese, one move per
                                      line, then the result and the nodes searched
  shogi64 help, --help, -h            print this help
  shogi64 --version                   print the version

Input left out is read from stdin; options may come before or after it, and
an argument after -- is never an option. For example:
  shogi64 decode <shogi64> --json | shogi64 encode

Exit status: 0 on success, 1 on bad input, 2 on a usage error.`;

// Board diagram in the usual KIF/BOD layout: white's pieces marked with "v".
const PIECE = ['', '歩', '香', '桂', '銀', '金', '角', '飛', '玉', 'と', '杏', '圭', '全', '馬', '龍'];
const NUMERAL = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十',
  '十一', '十二', '十三', '十四', '十五', '十六', '十七', '十八'];
const HAND_ORDER = ['HI', 'KA', 'KI', 'GI', 'KE', 'KY', 'FU'];
const HAND_NAME = { HI: '飛', KA: '角', KI: '金', GI: '銀', KE: '桂', KY: '香', FU: '歩' };

function handText(hand) {
  const parts = HAND_ORDER.filter((k) => hand[k] > 0)
    .map((k) => HAND_NAME[k] + (hand[k] > 1 ? NUMERAL[hand[k]] : ''));
  return parts.length ? parts.join('　') : 'なし';
}

function diagram(p) {
  const lines = [`後手の持駒：${handText(p.hands.white)}`, '  ９ ８ ７ ６ ５ ４ ３ ２ １', '+---------------------------+'];
  for (let rank = 0; rank < 9; rank++) {
    let row = '|';
    for (let col = 0; col < 9; col++) {
      const n = p.board[rank * 9 + col];
      row += n === 0 ? ' ・' : (n < 0 ? 'v' : ' ') + PIECE[Math.abs(n)];
    }
    lines.push(`${row}|${NUMERAL[rank + 1]}`);
  }
  lines.push('+---------------------------+', `先手の持駒：${handText(p.hands.black)}`);
  lines.push(`手番：${p.turn ? '先手' : '後手'}`);
  return lines.join('\n');
}

function readStdin() {
  try {
    return require('fs').readFileSync(0, 'utf8');
  } catch {
    return '';
  }
}

// The message and its precise cause, on one line.
function oneLine(e) {
  const cause = e && e.cause && e.cause.message;
  return cause ? `${e.message} (${cause})` : String(e && e.message ? e.message : e);
}

function parseJson(text, what) {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new Error(`the ${what} is not JSON: ${e.message}`);
  }
}

// A position given to the rules commands: USI (SFEN, `startpos`, with or
// without `position` and `moves …`) when it has a space or a slash, else Shogi64.
function rulesPosition(text) {
  const t = text.trim();
  return /[\s/]/.test(t) || t === 'startpos' ? shogi64.fromUsi(t) : shogi64.decode(t);
}

// The depth limit lives in the core: the package's `perft` refuses a depth
// over it before any work, with a message that names the depth. The divide
// below calls it at depth - 1 only, so it asks first at the depth given, on
// a board with no pieces, where a search is no work at any depth.
function refuseDepth(depth) {
  shogi64.perft(shogi64.fromSfen('9/9/9/9/9/9/9/9/9 b - 1'), depth);
}

// `moves` and `perft`, as engines' `go perft` prints it: each move's count, then the total.
function rulesCommand(command, args) {
  if (command === 'japanese') {
    const kif = args[0] === '--kif';
    const rest = kif ? args.slice(1) : args;
    if (rest.length < 1) throw new UsageError('japanese takes a position and USI moves');
    const texts = shogi64.toJapaneseMoves(rulesPosition(rest[0]), rest.slice(1), kif ? { style: 'kif' } : undefined);
    process.stdout.write(texts.map((t) => `${t}\n`).join(''));
    return 0;
  }
  if (command === 'mate') return mateCommand(args);
  if (command === 'moves') {
    if (args.length !== 1) throw new UsageError(`moves takes one position, not ${args.length}`);
    const moves = shogi64.legalMoves(rulesPosition(args[0]));
    process.stdout.write(moves.map((m) => `${m}\n`).join(''));
    return 0;
  }
  if (args.length !== 2 || !/^\d+$/.test(args[1])) {
    throw new UsageError('perft takes a position and a depth (a whole number)');
  }
  const depth = Number(args[1]);
  refuseDepth(depth);
  const p = rulesPosition(args[0]);
  if (depth === 0) {
    process.stdout.write(`\nNodes searched: ${shogi64.perft(p, 0)}\n`);
    return 0;
  }
  let total = 0;
  for (const m of shogi64.legalMoves(p)) {
    const n = shogi64.perft(shogi64.applyMove(p, m), depth - 1);
    total += n;
    process.stdout.write(`${m}: ${n}\n`);
  }
  process.stdout.write(`\nNodes searched: ${total}\n`);
  return 0;
}

// Shift_JIS bytes of a text, for `kifu --encoding sjis`: the table is the
// platform decoder's (TextDecoder('shift_jis'), CP932) read backwards, so
// that a written file reads back as the same text.
function shiftJisBytes(text) {
  const decoder = new TextDecoder('shift_jis', { fatal: true });
  const table = new Map();
  for (let lead = 0x81; lead <= 0xfc; lead++) {
    if (lead > 0x9f && lead < 0xe0) continue;
    for (let trail = 0x40; trail <= 0xfc; trail++) {
      if (trail === 0x7f) continue;
      let c;
      try {
        c = decoder.decode(Uint8Array.of(lead, trail));
      } catch {
        continue;
      }
      if (c.length === 1 && !table.has(c)) table.set(c, [lead, trail]);
    }
  }
  for (let b = 0xa1; b <= 0xdf; b++) table.set(String.fromCharCode(0xff61 + b - 0xa1), [b]);
  const out = [];
  let line = 1;
  for (const c of text) {
    const code = c.codePointAt(0);
    if (code < 0x80) out.push(code);
    else if (table.has(c)) out.push(...table.get(c));
    else throw new Error(`line ${line}: ${JSON.stringify(c)} has no Shift_JIS code`);
    if (c === '\n') line++;
  }
  return Buffer.from(out);
}

const KIFU_TARGETS = ['kif', 'ki2', 'csa', 'jkf', 'shogi64'];

// `kifu [FILE|-] [--to FORMAT] [--encoding sjis]`.
function kifuCommand(args) {
  let file;
  let to = 'jkf';
  let encoding = 'utf8';
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const [name, inline] = a.startsWith('--') && a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
    if (name === '--to' || name === '--encoding') {
      const value = inline !== undefined ? inline : args[++i];
      if (value === undefined) throw new UsageError(`${name} needs a value`);
      if (name === '--to') {
        if (!KIFU_TARGETS.includes(value)) throw new UsageError(`--to ${value}: not one of ${KIFU_TARGETS.join(', ')}`);
        to = value;
      } else {
        if (!['sjis', 'shift_jis', 'utf8', 'utf-8'].includes(value)) {
          throw new UsageError(`--encoding ${value}: not sjis or utf8`);
        }
        encoding = value.startsWith('s') ? 'sjis' : 'utf8';
      }
    } else if (a.startsWith('--')) {
      throw new UsageError(`unknown option '${a}'`);
    } else if (file === undefined) {
      file = a;
    } else {
      throw new UsageError(`unexpected argument '${a}': kifu reads one file`);
    }
  }
  const fs = require('fs');
  const bytes = file === undefined || file === '-' ? fs.readFileSync(0) : fs.readFileSync(file);
  const record = shogi64.parseKifu(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));
  let text;
  if (to === 'shogi64') text = shogi64.kifuPositions(record).map((p) => `${p.shogi64}\n`).join('');
  else text = shogi64.formatKifu(record, to);
  if (!text.endsWith('\n')) text += '\n';
  process.stdout.write(encoding === 'sjis' ? shiftJisBytes(text) : text);
  return 0;
}

// `mate`: the line as Japanese text, then the outcome and the nodes.
function mateCommand(args) {
  const options = {};
  const rest = [];
  const NAMES = { '--max-nodes': 'maxNodes', '--max-ply': 'maxPly' };
  for (let i = 0; i < args.length; i++) {
    const name = NAMES[args[i]];
    if (name === undefined) {
      if (args[i].startsWith('--')) throw new UsageError(`unknown option '${args[i]}'`);
      rest.push(args[i]);
    } else if (!/^\d+$/.test(args[i + 1] ?? '')) {
      throw new UsageError(`${args[i]} takes a whole number`);
    } else {
      options[name] = Number(args[++i]);
    }
  }
  if (rest.length !== 1) throw new UsageError(`mate takes one position, not ${rest.length}`);
  const p = rulesPosition(rest[0]);
  const r = shogi64.solveMate(p, options);
  const texts = shogi64.toJapaneseMoves(p, r.moves);
  const verdict = r.result === 'mate' ? `mate in ${r.moves.length}`
    : r.result === 'nomate' ? 'no mate' : 'unknown: the node limit ran out';
  process.stdout.write(`${texts.map((t) => `${t}\n`).join('')}${verdict}\nNodes searched: ${r.nodes}\n`);
  return 0;
}

// A mistake in the command line: reported with the usage, exit status 2.
class UsageError extends Error {}

const FORMATS = ['--json', '--sfen', '--jkf'];

// The command, its one format option and its arguments, options anywhere.
// Only `--…` and `-h` are options: a Shogi64 string may begin with `-`.
function parse(argv) {
  const options = [];
  const args = [];
  let command = null;
  let literal = false;
  for (const arg of argv) {
    if (!literal && arg === '--') literal = true;
    else if (!literal && (arg.startsWith('--') || arg === '-h')) options.push(arg);
    else if (command === null) command = arg;
    else args.push(arg);
  }
  for (const o of options) {
    if (o === '--help' || o === '-h') return { command: 'help' };
    if (o === '--version') return { command: 'version' };
    if (!FORMATS.includes(o)) throw new UsageError(`unknown option '${o}'`);
  }
  if (command === null) throw new UsageError('missing command: decode, encode, moves, perft, japanese, kifu, mate or help');
  if (!['decode', 'encode', 'help', 'version'].includes(command)) {
    throw new UsageError(`unknown command '${command}'`);
  }
  const formats = [...new Set(options)];
  if (formats.length > 1) throw new UsageError(`${formats.join(' and ')} cannot be used together`);
  const format = formats.length ? formats[0].slice(2) : null;
  if ((command === 'help' || command === 'version') && (format || args.length)) {
    throw new UsageError(`${command} takes no ${format ? 'option' : 'argument'}`);
  }
  if (args.length > 1) throw new UsageError(`unexpected argument '${args[1]}': ${command} reads one input`);
  return { command, format, input: args[0] };
}

// The argument, or stdin when there is none; nothing at all is a usage error.
function input(given, what) {
  const text = given === undefined ? readStdin() : given;
  if (text.trim() === '') {
    throw new UsageError(`missing argument: the ${what}, given or on stdin`);
  }
  return text;
}

function main(argv) {
  if (['moves', 'perft', 'japanese', 'mate'].includes(argv[0])) return rulesCommand(argv[0], argv.slice(1));
  if (argv[0] === 'kifu') return kifuCommand(argv.slice(1));
  const { command, format, input: given } = parse(argv);
  switch (command) {
    case 'decode': {
      const p = shogi64.decode(input(given, 'Shogi64 string').trim());
      if (format === 'sfen') process.stdout.write(`${shogi64.toSfen(p)}\n`);
      else if (format === 'jkf') process.stdout.write(`${JSON.stringify(shogi64.toJkf(p))}\n`);
      else if (format === 'json') process.stdout.write(`${JSON.stringify(p)}\n`);
      else process.stdout.write(`${JSON.stringify(p)}\nsfen ${shogi64.toSfen(p)}\n${diagram(p)}\n`);
      return 0;
    }
    case 'encode': {
      let p;
      if (format === 'sfen') p = shogi64.fromSfen(input(given, 'SFEN').trim());
      else if (format === 'jkf') p = shogi64.fromJkf(parseJson(input(given, 'JKF object'), 'JKF object'));
      else p = parseJson(input(given, 'position JSON'), 'position');
      process.stdout.write(`${shogi64.encode(p)}\n`);
      return 0;
    }
    case 'version':
      process.stdout.write(`${require('./package.json').version}\n`);
      return 0;
    default:
      process.stdout.write(`${USAGE}\n`);
      return 0;
  }
}

// A reader that stops early (`| head -1`) is not an error.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

try {
  process.exitCode = main(process.argv.slice(2));
} catch (e) {
  if (e instanceof UsageError) {
    process.stderr.write(`shogi64: ${e.message}\n\n${USAGE}\n`);
    process.exitCode = 2;
  } else {
    process.stderr.write(`shogi64: ${oneLine(e)}\n`);
    process.exitCode = 1;
  }
}
