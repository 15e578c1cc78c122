#!/usr/bin/env node
// shogi64 — encode and decode shogi positions, list legal moves, from the command line.
'use strict';

const shogi64 = require('./shogi64.cjs');

const USAGE = `Usage:
  shogi64 decode <shogi64>            print the position as JSON, as SFEN and as a board diagram
  shogi64 decode --sfen <shogi64>     print the position as SFEN only
  shogi64 decode --jkf <shogi64>      print the position as a JKF initial object
  shogi64 encode [<position JSON>]    print the Shogi64 string of a position object
  shogi64 encode --sfen [<sfen>]      print the Shogi64 string of an SFEN position
  shogi64 encode --jkf [<jkf JSON>]   print the Shogi64 string of a JKF initial object
  shogi64 moves <sfen|shogi64>        list the legal moves (USI), one per line; also 'startpos moves …'
  shogi64 perft <sfen|shogi64> <depth>  print each legal move's perft count and the total
  shogi64 japanese [--kif] <sfen|shogi64> <usi>...  print the moves as Japanese text (☗７六歩), one per line
  shogi64 help                        print this help

Input left out is read from stdin.

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

// `moves` and `perft`, as engines' `go perft` prints it: each move's count, then the total.
function rulesCommand(command, args) {
  if (command === 'japanese') {
    const kif = args[0] === '--kif';
    const rest = kif ? args.slice(1) : args;
    if (rest.length < 1) return usage();
    const texts = shogi64.toJapaneseMoves(rulesPosition(rest[0]), rest.slice(1), kif ? { style: 'kif' } : undefined);
    process.stdout.write(texts.map((t) => `${t}\n`).join(''));
    return 0;
  }
  if (command === 'moves') {
    if (args.length !== 1) return usage();
    const moves = shogi64.legalMoves(rulesPosition(args[0]));
    process.stdout.write(moves.map((m) => `${m}\n`).join(''));
    return 0;
  }
  if (args.length !== 2 || !/^\d+$/.test(args[1])) return usage();
  const p = rulesPosition(args[0]);
  const depth = Number(args[1]);
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

function main(argv) {
  const [command, ...rest] = argv;
  if (command === 'moves' || command === 'perft' || command === 'japanese') return rulesCommand(command, rest);
  const format = rest[0] === '--sfen' || rest[0] === '--jkf' ? rest[0].slice(2) : null;
  const args = format ? rest.slice(1) : rest;
  switch (command) {
    case 'decode': {
      if (args.length !== 1) return usage();
      const p = shogi64.decode(args[0]);
      if (format === 'sfen') process.stdout.write(`${shogi64.toSfen(p)}\n`);
      else if (format === 'jkf') process.stdout.write(`${JSON.stringify(shogi64.toJkf(p))}\n`);
      else process.stdout.write(`${JSON.stringify(p)}\nsfen ${shogi64.toSfen(p)}\n${diagram(p)}\n`);
      return 0;
    }
    case 'encode': {
      if (args.length > 1) return usage();
      const text = args.length === 1 ? args[0] : readStdin();
      let p;
      if (format === 'sfen') p = shogi64.fromSfen(text.trim());
      else if (format === 'jkf') p = shogi64.fromJkf(parseJson(text, 'JKF object'));
      else p = parseJson(text, 'position');
      process.stdout.write(`${shogi64.encode(p)}\n`);
      return 0;
    }
    case 'help':
    case '--help':
    case '-h':
      process.stdout.write(`${USAGE}\n`);
      return 0;
    default:
      return usage();
  }
}

function usage() {
  process.stderr.write(`${USAGE}\n`);
  return 2;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (e) {
  process.stderr.write(`shogi64: ${oneLine(e)}\n`);
  process.exitCode = 1;
}
