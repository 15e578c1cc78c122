#!/usr/bin/env node
// shogi64 — encode and decode shogi positions, list legal moves, convert kifu files, from the command line.
'use strict';

const shogi64 = require('./shogi64.cjs');

// Each command's usage: `shogi64 <command> --help` prints its own, a usage
// error in a command prints that command's, `shogi64 --help` prints them all.
const COMMAND_USAGE = {
  decode: `  shogi64 decode [<shogi64>|-]         the position as JSON, as SFEN and as a board diagram
  shogi64 decode --json [<shogi64>|-]  the position JSON only, on one line (what encode reads)
  shogi64 decode --sfen [<shogi64>|-]  the position as SFEN only
  shogi64 decode --jkf [<shogi64>|-]   the position as a JKF initial object, on one line
  shogi64 decode --bod [<shogi64>|-]   the position as a KIF board diagram (BOD) only
      From stdin, --json, --sfen, --jkf and --bod answer each line: one Shogi64
      string a line, blank lines skipped. Without them stdin holds one string
      (decode refuses several: add --json, --sfen, --jkf or --bod).`,
  encode: `  shogi64 encode [--json] [<position JSON>|-]  the Shogi64 string of a position object
  shogi64 encode --sfen [<sfen>|-]             the Shogi64 string of an SFEN position
  shogi64 encode --jkf [<jkf JSON>|-]          the Shogi64 string of a JKF initial object
      From stdin, one answer per input line: an SFEN a line, or a JSON value a line
      (an input that is a single JSON value may span lines); blank lines skipped.`,
  moves: `  shogi64 moves [<sfen|shogi64>|-]     the legal moves (USI), one per line; the position
                                       may be USI: 'startpos moves 7g7f', 'sfen … moves …'`,
  perft: `  shogi64 perft [<sfen|shogi64>|-] <depth>  each legal move's perft count, then the total;
                                       with one argument, that is the depth and the position
                                       is read from stdin; a depth over the package's limit
                                       is refused before any search`,
  japanese: `  shogi64 japanese [--kif] [<sfen|shogi64>|-] [<usi>...]  the moves, played from the
                                       position, as Japanese text (☗７六歩), one per line;
                                       --kif: as a KIF record writes them (７六歩(77))`,
  kifu: `  shogi64 kifu [<file>|-] [--to kif|ki2|csa|jkf|shogi64] [--encoding sjis]
                                       convert a KIF, KI2, CSA or JKF record (UTF-8 or Shift_JIS;
                                       JKF when --to is left out); --to shogi64 prints one Shogi64
                                       string per position of the main line; --encoding sjis
                                       writes Shift_JIS`,
  record: `  shogi64 record [<file>|<usi>|<usen>|-] [--json]  a game from a KIF, KI2, CSA or JKF
                                       record (a file, or its bytes on stdin), a USI position
                                       with moves or a USEN: the outcome at the end of its main
                                       line, its USEN, then each move (ply, USI, Japanese);
                                       --json: one JSON object { outcome, usen, moves } with the
                                       moves as kifuPositions gives them`,
  svg: `  shogi64 svg [<sfen|shogi64>|-] [--flip] [--last-move <usi>] [--marks <sq,sq…>]
              [--no-coordinates] [--size <px>] [--black <name>] [--white <name>]
                                       the position as an SVG picture; a USI position with
                                       moves has its last move highlighted unless
                                       --last-move is given`,
  mate: `  shogi64 mate [<sfen|shogi64>|-] [--max-nodes N] [--max-ply N]  find a mate in which
                                       every attacking move is a check (詰将棋): the line in
                                       Japanese, one move per line, then the result and the
                                       nodes searched`,
  tsume: `  shogi64 tsume --plies N [--seed N] [--max-nodes N]  make a tsume problem of N plies
                                       (1, 3, 5, 7, 9 or 11): its SFEN, the solution in Japanese,
                                       one move per line, then the board diagram`,
};

const INPUT_NOTE = `An input left out, or given as -, is read from stdin (for perft and japanese,
give the position as - to put arguments after it); left out with stdin a
terminal, it is a usage error. Where one value is read (all but kifu, encode and
decode with a format), it is trimmed of surrounding blanks and newlines, and
several lines are refused. Options may come before or after the arguments;
after -- nothing is an option (a Shogi64 string may begin with -). Each
command takes --help (or -h): its own usage.`;

const EXIT_NOTE = `Exit status: 0 on success, 1 on bad input (when answering line by line: if any
line failed, each reported on stderr as 'line N: …'), 2 on a usage error.`;

const USAGE = `Usage:
${Object.values(COMMAND_USAGE).join('\n')}
  shogi64 help, --help, -h             print this help
  shogi64 --version                    print the version

${INPUT_NOTE} For example:
  shogi64 kifu game.kif --to shogi64 | shogi64 decode --sfen
  echo startpos | shogi64 perft - 3

${EXIT_NOTE}`;

function usageOf(command) {
  return COMMAND_USAGE[command] ? `Usage:\n${COMMAND_USAGE[command]}\n\n${INPUT_NOTE}\n\n${EXIT_NOTE}` : USAGE;
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

// A mistake in the command line: reported with the usage (the command's,
// once it is known), exit status 2.
class UsageError extends Error {}
let current = null;

// Asked of fd 0 itself: touching process.stdin would make a pipe
// non-blocking, and readFileSync(0) would then find it empty (EAGAIN).
function stdinIsTerminal() {
  return require('tty').isatty(0);
}

// All of stdin's bytes. A pipe that another process left non-blocking
// answers EAGAIN while it is empty: wait a little and read again.
function readStdinBytes() {
  const fs = require('fs');
  const chunks = [];
  const buffer = Buffer.alloc(1 << 16);
  for (;;) {
    let n;
    try {
      n = fs.readSync(0, buffer, 0, buffer.length, null);
    } catch (e) {
      if (e.code === 'EAGAIN') {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
        continue;
      }
      if (e.code === 'EOF' || e.code === 'EBADF') break;
      throw e;
    }
    if (n === 0) break;
    chunks.push(Buffer.from(buffer.subarray(0, n)));
  }
  return Buffer.concat(chunks);
}

function readStdin() {
  return readStdinBytes().toString('utf8');
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

// The input: the argument, or stdin when it is left out or `-`. Left out
// with stdin a terminal, it is missing: the tool does not wait for typing.
function source(given, what) {
  if (given !== undefined && given !== '-') return { text: given, stdin: false };
  if (given === undefined && stdinIsTerminal()) throw new UsageError(`missing argument: the ${what}, given or on stdin`);
  return { text: readStdin(), stdin: true };
}

// The lines of a text that are not blank, trimmed, with their numbers from 1.
function lines(text) {
  return text.split('\n').map((l, i) => ({ line: i + 1, text: l.trim() })).filter((l) => l.text !== '');
}

// One value: the argument or stdin, trimmed; stdin with more than one line
// is refused (`several` says what to do instead).
function single(given, what, command, several) {
  const { text, stdin } = source(given, what);
  const t = text.trim();
  if (t === '') throw new UsageError(`missing argument: the ${what}, given or on stdin`);
  const n = stdin ? lines(t).length : 1;
  if (n > 1) throw new UsageError(`${command} reads one ${what}, and stdin has ${n} lines${several ? `: ${several}` : ''}`);
  return t;
}

// Answers each input: its output on stdout, or its error on stderr with its
// line number; 1 when any failed.
function answerEach(inputs, answer) {
  let status = 0;
  for (const { line, text } of inputs) {
    let out;
    try {
      out = answer(text);
    } catch (e) {
      process.stderr.write(`shogi64: line ${line}: ${oneLine(e)}\n`);
      status = 1;
      continue;
    }
    process.stdout.write(out);
  }
  return status;
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

function writeLines(texts) {
  process.stdout.write(texts.map((t) => `${t}\n`).join(''));
}

// The one format option of decode and encode, or null.
function formatOf(flags) {
  const formats = [...new Set(flags)];
  if (formats.length > 1) throw new UsageError(`${formats.join(' and ')} cannot be used together`);
  return formats.length ? formats[0].slice(2) : null;
}

function decodeCommand({ flags, args }) {
  const format = formatOf(flags);
  if (args.length > 1) throw new UsageError(`unexpected argument '${args[1]}': decode reads one input`);
  const what = 'Shogi64 string';
  const show = {
    json: (p) => `${JSON.stringify(p)}\n`,
    sfen: (p) => `${shogi64.toSfen(p)}\n`,
    jkf: (p) => `${JSON.stringify(shogi64.toJkf(p))}\n`,
    bod: (p) => shogi64.toBod(p),
  }[format];
  if (!show) {
    const p = shogi64.decode(single(args[0], what, 'decode', 'add --json, --sfen, --jkf or --bod for one answer per line'));
    process.stdout.write(`${JSON.stringify(p)}\nsfen ${shogi64.toSfen(p)}\n${shogi64.toBod(p)}`);
    return 0;
  }
  const { text, stdin } = source(args[0], what);
  if (!stdin) {
    process.stdout.write(show(shogi64.decode(text.trim())));
    return 0;
  }
  const inputs = lines(text);
  if (inputs.length === 0) throw new UsageError(`missing argument: the ${what}, given or on stdin`);
  return answerEach(inputs, (t) => show(shogi64.decode(t)));
}

function encodeCommand({ flags, args }) {
  const format = formatOf(flags) || 'json';
  if (args.length > 1) throw new UsageError(`unexpected argument '${args[1]}': encode reads one input`);
  const what = { json: 'position JSON', sfen: 'SFEN', jkf: 'JKF object' }[format];
  const position = {
    json: (t) => parseJson(t, 'position'),
    sfen: (t) => shogi64.fromSfen(t),
    jkf: (t) => shogi64.fromJkf(parseJson(t, 'JKF object')),
  }[format];
  const answer = (t) => `${shogi64.encode(position(t))}\n`;
  const { text, stdin } = source(args[0], what);
  if (!stdin) {
    process.stdout.write(answer(format === 'sfen' ? text.trim() : text));
    return 0;
  }
  const inputs = lines(text);
  if (inputs.length === 0) throw new UsageError(`missing argument: the ${what}, given or on stdin`);
  // JSON over several lines that is one value (pretty-printed) is one input.
  if (format !== 'sfen' && inputs.length > 1) {
    try {
      JSON.parse(text);
      return answerEach([{ line: inputs[0].line, text }], answer);
    } catch {
      // Not one value: one a line.
    }
  }
  return answerEach(inputs, answer);
}

function movesCommand({ args }) {
  if (args.length > 1) throw new UsageError(`unexpected argument '${args[1]}': moves reads one position (quote a USI position)`);
  writeLines(shogi64.legalMoves(rulesPosition(single(args[0], 'position', 'moves'))));
  return 0;
}

// As engines' `go perft` prints it: each move's count, then the total.
function perftCommand({ args }) {
  if (args.length < 1 || args.length > 2 || !/^\d+$/.test(args[args.length - 1])) {
    throw new UsageError('perft takes a position (or - for stdin) and a depth (a whole number)');
  }
  const depth = Number(args[args.length - 1]);
  refuseDepth(depth);
  const p = rulesPosition(single(args.length === 2 ? args[0] : undefined, 'position', 'perft'));
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

function japaneseCommand({ flags, args }) {
  const p = rulesPosition(single(args[0], 'position', 'japanese'));
  writeLines(shogi64.toJapaneseMoves(p, args.slice(1), flags.includes('--kif') ? { style: 'kif' } : undefined));
  return 0;
}

// The line as Japanese text, then the outcome and the nodes.
function mateCommand({ values, args }) {
  const options = {};
  const NAMES = { '--max-nodes': 'maxNodes', '--max-ply': 'maxPly' };
  for (const [name, value] of values) {
    if (!/^\d+$/.test(value ?? '')) throw new UsageError(`${name} takes a whole number`);
    options[NAMES[name]] = Number(value);
  }
  if (args.length > 1) throw new UsageError(`unexpected argument '${args[1]}': mate reads one position (quote an SFEN)`);
  const p = rulesPosition(single(args[0], 'position', 'mate'));
  const r = shogi64.solveMate(p, options);
  const texts = shogi64.toJapaneseMoves(p, r.moves);
  const verdict = r.result === 'mate' ? `mate in ${r.moves.length}`
    : r.result === 'nomate' ? 'no mate' : 'unknown: the node limit ran out';
  process.stdout.write(`${texts.map((t) => `${t}\n`).join('')}${verdict}\nNodes searched: ${r.nodes}\n`);
  return 0;
}

// A problem made: the SFEN, the solution in Japanese, the diagram.
function tsumeCommand({ values, args }) {
  const options = {};
  const NAMES = { '--plies': 'plies', '--seed': 'seed', '--max-nodes': 'maxNodes' };
  for (const [name, value] of values) {
    if (!/^\d+$/.test(value ?? '')) throw new UsageError(`${name} takes a whole number`);
    options[NAMES[name]] = Number(value);
  }
  if (args.length) throw new UsageError(`unexpected argument '${args[0]}': tsume takes options only`);
  if (options.plies === undefined) throw new UsageError('tsume needs --plies');
  const { position, moves } = shogi64.generateMate(options);
  const texts = shogi64.toJapaneseMoves(position, moves);
  process.stdout.write(`${shogi64.toSfen(position)}\n${texts.map((t) => `${t}\n`).join('')}${shogi64.toBod(position)}`);
  return 0;
}

// The picture of a position, its options from the command line.
function svgCommand({ flags, values, args }) {
  if (args.length > 1) throw new UsageError(`unexpected argument '${args[1]}': svg reads one position (quote an SFEN)`);
  const text = single(args[0], 'position', 'svg');
  const options = {};
  if (flags.includes('--flip')) options.flip = true;
  if (flags.includes('--no-coordinates')) options.coordinates = false;
  for (const [name, value] of values) {
    if (value === undefined) throw new UsageError(`${name} needs a value`);
    if (name === '--last-move') options.lastMove = value;
    else if (name === '--marks') options.marks = value.split(',').filter((m) => m !== '');
    else if (name === '--size') {
      if (!/^\d+$/.test(value)) throw new UsageError('--size takes a whole number of pixels');
      options.size = Number(value);
    } else {
      options.names = { ...options.names, [name.slice(2)]: value };
    }
  }
  // A USI position's last move, unless one is given.
  const moves = /\smoves\s+(.*)$/.exec(text);
  if (moves && options.lastMove === undefined) {
    const played = moves[1].trim().split(/\s+/);
    options.lastMove = played[played.length - 1];
  }
  process.stdout.write(`${shogi64.toSvg(rulesPosition(text), options)}\n`);
  return 0;
}

const KIFU_TARGETS = ['kif', 'ki2', 'csa', 'jkf', 'shogi64'];

function kifuCommand({ values, args }) {
  let to = 'jkf';
  let encoding = 'utf8';
  for (const [name, value] of values) {
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
  }
  if (args.length > 1) throw new UsageError(`unexpected argument '${args[1]}': kifu reads one file`);
  const fs = require('fs');
  const file = args[0];
  if (file === undefined && stdinIsTerminal()) throw new UsageError('missing argument: the record, a file or on stdin');
  const bytes = file === undefined || file === '-' ? readStdinBytes() : fs.readFileSync(file);
  const record = shogi64.parseKifu(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));
  let text;
  // One link per position: none after an illegal move, which ends the line.
  if (to === 'shogi64') {
    text = shogi64.kifuPositions(record).filter((p) => p.shogi64 !== null).map((p) => `${p.shogi64}\n`).join('');
  } else text = shogi64.formatKifu(record, to);
  if (!text.endsWith('\n')) text += '\n';
  process.stdout.write(encoding === 'sjis' ? shiftJisBytes(text) : text);
  return 0;
}

// A USI position with moves, as a record reads it, rather than a file name.
const USI_START = /^\s*(position\s|startpos\b|sfen\s)/;
// A USEN (its start, if any, then `~` and the first section's number).
const USEN_TEXT = /^\s*[0-9A-Za-z_.+-]*~[0-9a-z]+\.[0-9a-z.~_-]*\s*$/;

// The outcome as a line: `resign, black wins`, `draw`, or `none`.
function outcomeText(outcome) {
  if (outcome === null) return 'none';
  return outcome.winner === null ? outcome.reason : `${outcome.reason}, ${outcome.winner} wins`;
}

function recordCommand({ flags, args }) {
  if (args.length > 1) throw new UsageError(`unexpected argument '${args[1]}': record reads one record (quote a USI position)`);
  const given = args[0];
  if (given === undefined && stdinIsTerminal()) throw new UsageError('missing argument: the record, a file or on stdin');
  let record;
  if (given !== undefined && given !== '-' && USI_START.test(given)) {
    record = shogi64.Record.fromUsi(given.trim());
  } else if (given !== undefined && USEN_TEXT.test(given)) {
    record = shogi64.Record.fromUsen(given.trim());
  } else {
    const bytes = given === undefined || given === '-' ? readStdinBytes() : require('fs').readFileSync(given);
    const text = new TextDecoder().decode(bytes);
    if (USI_START.test(text)) record = shogi64.Record.fromUsi(text.trim());
    else if (USEN_TEXT.test(text)) record = shogi64.Record.fromUsen(text.trim());
    else record = shogi64.Record.fromKifu(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));
  }
  const moves = record.moves();
  record.goto(record.length);
  const outcome = record.outcome();
  const { usen } = record.toUsen();
  record.dispose();
  if (flags.includes('--json')) {
    process.stdout.write(`${JSON.stringify({ outcome, usen, moves })}\n`);
    return 0;
  }
  const lines = [`outcome: ${outcomeText(outcome)}`, `usen: ${usen}`];
  for (const m of moves.slice(1)) lines.push(`${m.ply} ${m.usi} ${m.text}`);
  writeLines(lines);
  return 0;
}

// Each command: its flags, its options that take a value, and what runs it.
const FORMATS = ['--json', '--sfen', '--jkf'];
const COMMANDS = {
  decode: { flags: [...FORMATS, '--bod'], run: decodeCommand },
  encode: { flags: FORMATS, run: encodeCommand },
  moves: { run: movesCommand },
  perft: { run: perftCommand },
  japanese: { flags: ['--kif'], run: japaneseCommand },
  kifu: { values: ['--to', '--encoding'], run: kifuCommand },
  record: { flags: ['--json'], run: recordCommand },
  mate: { values: ['--max-nodes', '--max-ply'], run: mateCommand },
  tsume: { values: ['--plies', '--seed', '--max-nodes'], run: tsumeCommand },
  svg: {
    flags: ['--flip', '--no-coordinates'],
    values: ['--last-move', '--marks', '--size', '--black', '--white'],
    run: svgCommand,
  },
};
const VALUE_OPTIONS = Object.values(COMMANDS).flatMap((c) => c.values || []);

// The command, its options and its arguments, options anywhere. Only `--…`
// and `-h` are options (a Shogi64 string may begin with `-`, and `-` is
// stdin); `--name=value` or `--name value` for an option that takes a value.
function parse(argv) {
  let command = null;
  let literal = false;
  let help = false;
  let version = false;
  const options = [];
  const args = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!literal && a === '--') {
      literal = true;
    } else if (!literal && (a.startsWith('--') || a === '-h')) {
      const eq = a.indexOf('=');
      const name = eq > 0 ? a.slice(0, eq) : a;
      if (a === '--help' || a === '-h') help = true;
      else if (a === '--version') version = true;
      else if (VALUE_OPTIONS.includes(name)) options.push({ text: a, name, value: eq > 0 ? a.slice(eq + 1) : argv[++i] });
      else options.push({ text: a, name: a });
    } else if (command === null) {
      command = a;
    } else {
      args.push(a);
    }
  }
  return { command, help, version, options, args };
}

function main(argv) {
  const { command, help, version, options, args } = parse(argv);
  if (help) {
    process.stdout.write(`${usageOf(command)}\n`);
    return 0;
  }
  if (version) {
    process.stdout.write(`${require('./package.json').version}\n`);
    return 0;
  }
  if (command === null) throw new UsageError('missing command: decode, encode, moves, perft, japanese, kifu, record, mate, tsume, svg or help');
  if (command === 'help' || command === 'version') {
    if (options.length || args.length) throw new UsageError(`${command} takes no ${options.length ? 'option' : 'argument'}`);
    process.stdout.write(command === 'help' ? `${USAGE}\n` : `${require('./package.json').version}\n`);
    return 0;
  }
  const spec = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : null;
  if (!spec) throw new UsageError(`unknown command '${command}'`);
  current = command;
  const flags = [];
  const values = [];
  for (const o of options) {
    if ((spec.flags || []).includes(o.name)) flags.push(o.name);
    else if ((spec.values || []).includes(o.name)) values.push([o.name, o.value]);
    else throw new UsageError(`unknown option '${o.text}'`);
  }
  return spec.run({ flags, values, args });
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
    process.stderr.write(`shogi64: ${e.message}\n\n${usageOf(current)}\n`);
    process.exitCode = 2;
  } else {
    process.stderr.write(`shogi64: ${oneLine(e)}\n`);
    process.exitCode = 1;
  }
}
