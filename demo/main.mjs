// The demo page: a kifu viewer on a Record, click-to-move, links to the
// current position, a mate search and a tsume generator in Workers, and an
// evaluation bar. Only the package's public API, imported as an app imports
// it.
import {
  Record, decode, encode, fromSfen, toSfen, applyMoves, toJapaneseMoves, toSvg, parseUsiInfo, scoreForBlack, winRate,
} from 'shogi64';

const $ = (id) => document.getElementById(id);

// --- squares and pieces --------------------------------------------------------

const FILES = '９８７６５４３２１';
const RANKS = '一二三四五六七八九';
const NAMES = ['', '歩', '香', '桂', '銀', '金', '角', '飛', '玉', 'と', '成香', '成桂', '成銀', '馬', '龍'];
// Hand kinds as a position names them, with the USI letter of a drop.
const HAND = [['HI', 'R', '飛'], ['KA', 'B', '角'], ['KI', 'G', '金'], ['GI', 'S', '銀'], ['KE', 'N', '桂'],
  ['KY', 'L', '香'], ['FU', 'P', '歩']];

/** The index in `position.board` of a USI square ('7g'). */
const indexOf = (sq) => (sq.charCodeAt(1) - 97) * 9 + (57 - sq.charCodeAt(0));
/** The USI square of a board index. */
const squareOf = (i) => `${9 - (i % 9)}${String.fromCharCode(97 + Math.floor(i / 9))}`;
const squareName = (sq) => `${FILES[9 - Number(sq[0])]}${RANKS[sq.charCodeAt(1) - 97]}`;

// --- state ---------------------------------------------------------------------

let record = new Record();
// The players, from the record's header, for the picture.
let names;
let flip = false;
// The square or hand kind chosen to move, and where it may go.
let selected = null;
// A position shown instead of the record's (a line's position), with its last move.
let preview = null;
// The tsume problem being solved on the board: its record (the board's while
// it is played), its position and its solution (USI).
let tsume = null;
const solving = () => tsume !== null && tsume.record === record;

const board = $('board');
const squares = $('squares');

function say(id, text, isError = false) {
  const el = $(id);
  el.textContent = text;
  el.classList.toggle('error', isError);
}

const errorText = (e) => (e && e.code ? `${e.message} (${e.code})` : String(e && e.message ? e.message : e));

// --- the board -----------------------------------------------------------------

// The picture's geometry, read from a picture: its viewBox, and the top
// left square (9a) as toSvg marks it, which gives the board's corner and a
// square's size.
const GEOMETRY = (() => {
  const svg = new DOMParser().parseFromString(toSvg(fromSfen('startpos'), { marks: ['9a'] }), 'image/svg+xml');
  const [, , width, height] = svg.documentElement.getAttribute('viewBox').split(' ').map(Number);
  const mark = svg.querySelector('[data-mark="9a"]');
  const n = (name) => Number(mark.getAttribute(name));
  return { width, height, x: n('x'), y: n('y'), cellW: n('width'), cellH: n('height') };
})();

function drawBoard(position, lastMove, marks) {
  board.innerHTML = toSvg(position, { lastMove: lastMove ?? undefined, marks, flip, names });
  board.firstElementChild.removeAttribute('width');
  board.firstElementChild.removeAttribute('height');
}

// One button per square over the picture: what is clicked and read aloud.
function buildSquares() {
  $('board-wrap').style.aspectRatio = `${GEOMETRY.width} / ${GEOMETRY.height}`;
  squares.replaceChildren();
  for (let i = 0; i < 81; i++) {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.square = squareOf(i);
    b.addEventListener('click', () => clickSquare(b.dataset.square));
    squares.append(b);
  }
  placeSquares();
}

function placeSquares() {
  for (const b of squares.children) {
    const sq = b.dataset.square;
    let col = 9 - Number(sq[0]), row = sq.charCodeAt(1) - 97;
    if (flip) [col, row] = [8 - col, 8 - row];
    const { width, height, x, y, cellW, cellH } = GEOMETRY;
    Object.assign(b.style, {
      left: `${((x + col * cellW) / width) * 100}%`,
      top: `${((y + row * cellH) / height) * 100}%`,
      width: `${(cellW / width) * 100}%`,
      height: `${(cellH / height) * 100}%`,
    });
  }
}

function labelSquares(position, marks) {
  const marked = new Set(marks);
  for (const b of squares.children) {
    const sq = b.dataset.square;
    const v = position.board[indexOf(sq)];
    const piece = v === 0 ? '' : ` ${v > 0 ? '☗' : '☖'}${NAMES[Math.abs(v)]}`;
    b.setAttribute('aria-label', `${squareName(sq)}${piece}${marked.has(sq) ? ' (移動先)' : ''}`);
    b.classList.toggle('target', marked.has(sq));
    b.classList.toggle('chosen', selected?.square === sq);
    b.disabled = preview !== null;
  }
}

function drawDrops(position) {
  const drops = $('drops');
  drops.replaceChildren();
  if (preview) return;
  const hand = position.turn ? position.hands.black : position.hands.white;
  const label = document.createElement('span');
  label.textContent = `${position.turn ? '☗先手' : '☖後手'}の持駒: `;
  drops.append(label);
  let any = false;
  for (const [key, letter, kanji] of HAND) {
    if (!hand[key]) continue;
    any = true;
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.drop = letter;
    b.textContent = hand[key] > 1 ? `${kanji}${hand[key]}` : kanji;
    b.setAttribute('aria-pressed', String(selected?.drop === letter));
    b.addEventListener('click', () => chooseDrop(letter));
    drops.append(b);
  }
  if (!any) label.textContent += 'なし';
}

// --- click to move ---------------------------------------------------------------

function clickSquare(sq) {
  if (preview) return;
  if (selected && selected.targets.includes(sq)) {
    const from = selected.square ?? `${selected.drop}*`;
    selected = null;
    playTo(from, sq);
    return;
  }
  const position = record.position;
  const v = position.board[indexOf(sq)];
  if (v !== 0 && (v > 0) === position.turn && selected?.square !== sq) {
    const targets = [...new Set(record.movesFrom(sq).map((usi) => usi.slice(2, 4)))];
    selected = { square: sq, targets };
  } else {
    selected = null;
  }
  render();
}

function chooseDrop(letter) {
  selected = selected?.drop === letter ? null : { drop: letter, targets: record.dropTargets(letter) };
  render();
}

async function playTo(from, to) {
  let usi = `${from}${to}`;
  if (!from.endsWith('*')) {
    const promotion = record.promotion(usi);
    if (promotion === 'must') usi += '+';
    else if (promotion === 'may') {
      const answer = await askPromotion();
      if (answer === 'cancel') return render();
      if (answer === '+') usi += '+';
    }
  }
  if (solving()) return playTsume(usi);
  try {
    record.play(usi);
    say('load-status', '');
  } catch (e) {
    say('load-status', errorText(e), true);
  }
  render();
}

function askPromotion() {
  const dialog = $('promote');
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => resolve(dialog.returnValue || 'cancel'), { once: true });
    dialog.returnValue = '';
    dialog.showModal();
  });
}

// --- the move list -------------------------------------------------------------

const REASONS = {
  resign: '投了', timeout: '切れ負け', illegal_move: '反則', illegal_action: '反則', abort: '中断', draw: '引き分け',
  repetition: '千日手', perpetual_check: '連続王手の千日手', checkmate: '詰み', declaration: '入玉宣言',
};

function outcomeText(outcome, ply) {
  if (!outcome) return '';
  const reason = REASONS[outcome.reason] ?? outcome.reason;
  if (!outcome.winner) return `まで${ply}手で${reason}`;
  return `まで${ply}手で${outcome.winner === 'black' ? '先手' : '後手'}の勝ち（${reason}）`;
}

function drawMoves(line) {
  const list = $('moves');
  const current = record.ply;
  // The variations at each ply: the other moves the record holds there.
  const forks = [];
  for (let ply = 0; ply < line.length - 1; ply++) {
    record.goto(ply);
    const branches = record.branches();
    if (branches.length > 1) {
      forks[ply + 1] = branches.map((usi, index) => ({ usi, index, text: record.japanese(usi) })).slice(1);
    }
  }
  record.goto(current);
  list.replaceChildren();
  for (const entry of line) {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'move';
    b.textContent = entry.ply === 0 ? '開始局面' : `${entry.ply} ${entry.text}`;
    if (entry.ply === current) b.setAttribute('aria-current', 'step');
    b.addEventListener('click', () => go(() => record.goto(entry.ply)));
    li.append(b);
    if (forks[entry.ply]) {
      const span = document.createElement('span');
      span.className = 'variations';
      span.textContent = '変化: ';
      for (const fork of forks[entry.ply]) {
        const v = document.createElement('button');
        v.type = 'button';
        v.className = 'variation';
        v.textContent = fork.text;
        v.addEventListener('click', () => go(() => {
          record.goto(entry.ply - 1);
          record.switchBranch(fork.index);
          record.forward();
        }));
        span.append(v);
      }
      li.append(span);
    }
    list.append(li);
  }
  list.querySelector('[aria-current]')?.scrollIntoView({ block: 'nearest' });
}

// --- links ---------------------------------------------------------------------

function drawLinks(position) {
  const base = `${location.origin}${location.pathname}`;
  const code = encode(position);
  const { usen, branch, ply } = record.toUsen();
  const set = (id, hash) => {
    const a = $(id);
    a.href = `${base}#${hash}`;
    a.textContent = `#${hash}`;
  };
  set('link-shogi64', `shogi64=${code}`);
  set('link-usen', `usen=${usen}&branch=${branch}&ply=${ply}`);
  set('link-sfen', `sfen=${toSfen(position, record.ply + 1).replaceAll(' ', '_')}`);
}

// --- drawing everything --------------------------------------------------------

function render() {
  const line = record.moves();
  const position = preview ? preview.position : record.position;
  const lastMove = preview ? preview.lastMove : line[record.ply]?.usi;
  const marks = selected ? selected.targets : [];
  drawBoard(position, lastMove, marks);
  labelSquares(position, marks);
  drawDrops(position);
  drawMoves(line);
  drawLinks(record.position);
  $('ply').value = `${record.ply}手目 / ${record.length}手`;
  $('first').disabled = $('back').disabled = record.ply === 0;
  $('forward').disabled = $('last').disabled = record.ply >= record.length;
  $('preview-note').hidden = preview === null;
  say('outcome', preview ? '' : outcomeText(record.outcome(), record.ply));
  drawEval();
}

/** Runs a move along the record, leaving any preview and choice. */
function go(step) {
  preview = null;
  selected = null;
  step();
  render();
}

function setRecord(next, what) {
  record.dispose();
  record = next;
  const header = record.header;
  const name = (...keys) => keys.map((k) => header[k]).find((v) => typeof v === 'string' && v.trim());
  names = { black: name('先手', '下手'), white: name('後手', '上手') };
  preview = null;
  selected = null;
  say('load-status', what);
  if (tsume && tsume.record !== next && tsume.record !== null) {
    // Another record on the board: the problem is left (its solution stays shown).
    tsume.record = null;
    tsumeSay('idle', '問題から離れました。「作る」で新しい問題を出せます。');
  }
  render();
}

// --- reading records and links ----------------------------------------------------

// A record from pasted text or a file's bytes: a kifu in any format, else a
// USI position, a USEN, an SFEN or a Shogi64 string.
function recordOf(input) {
  try {
    return Record.fromKifu(input);
  } catch (kifuError) {
    if (typeof input !== 'string') throw kifuError;
    const text = input.trim();
    const attempts = [
      () => Record.fromUsi(text),
      () => Record.fromUsen(text),
      () => new Record(decode(text)),
    ];
    for (const attempt of attempts) {
      try {
        return attempt();
      } catch {
        // the next reading
      }
    }
    throw kifuError;
  }
}

function load(input, what) {
  try {
    setRecord(recordOf(input), `${what}を読みました。`);
  } catch (e) {
    say('load-status', `${what}: ${errorText(e)}`, true);
  }
}

// `#shogi64=…`, `#sfen=…` (spaces as `_`), `#usen=…&branch=n&ply=n`.
function openHash() {
  const hash = location.hash.slice(1);
  if (!hash) return;
  const params = {};
  for (const part of hash.split('&')) {
    const eq = part.indexOf('=');
    if (eq > 0) params[part.slice(0, eq)] = decodeURIComponent(part.slice(eq + 1));
  }
  const int = (key) => (params[key] === undefined ? 0 : Number(params[key]));
  try {
    if (params.shogi64 !== undefined) setRecord(new Record(decode(params.shogi64)), 'Shogi64 のリンクを開きました。');
    else if (params.sfen !== undefined) {
      const sfen = params.sfen.replaceAll('_', ' ');
      setRecord(/\bmoves\b/.test(sfen) ? Record.fromUsi(sfen) : new Record(fromSfen(sfen)), 'SFEN のリンクを開きました。');
    } else if (params.usen !== undefined) {
      setRecord(Record.fromUsen(params.usen, { branch: int('branch'), ply: int('ply') }), 'USEN のリンクを開きました。');
    }
  } catch (e) {
    say('load-status', `リンク: ${errorText(e)}`, true);
  }
}

async function loadFile(file) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  load(bytes, file.name);
}

// --- the mate search -------------------------------------------------------------

/**
 * A Worker started for one question: `message` posted to it, then
 * `onAnswer(data, ms)` with its answer or `onFailure(text)` when the worker
 * fails to load or run, once; the worker is ended either way. Returns a
 * function that ends it unanswered (cancel).
 */
function oneShot(message, onAnswer, onFailure) {
  const started = performance.now();
  let worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  const end = () => {
    if (worker === null) return false;
    worker.terminate();
    worker = null;
    return true;
  };
  worker.onmessage = ({ data }) => {
    if (end()) onAnswer(data, Math.round(performance.now() - started));
  };
  worker.onerror = (e) => {
    if (end()) onFailure(String(e.message ?? 'the worker failed'));
  };
  worker.postMessage(message);
  return end;
}

let stopSearch = null;

function startMate() {
  stopMate();
  const position = record.position;
  const maxPly = Number($('mate-ply').value) || 31;
  const failed = (text) => {
    stopMate();
    say('mate-status', text, true);
    delete $('mate-panel').dataset.result;
  };
  stopSearch = oneShot({ type: 'mate', position, options: { maxPly, maxNodes: 5_000_000, memoryMB: 16 } }, (data, ms) => {
    stopMate();
    const line = $('mate-line');
    line.replaceChildren();
    if (data.error) {
      failed(`${data.error} (${data.code})`);
      return;
    }
    const nodes = data.nodes.toLocaleString('en');
    if (data.result === 'mate') {
      say('mate-status', `${data.moves.length}手詰 (${nodes} 局面, ${ms} ms)`);
      showLine(line, position, data.moves);
    } else if (data.result === 'nomate') {
      say('mate-status', `${maxPly}手以内の詰みはありません (${nodes} 局面, ${ms} ms)`);
    } else {
      say('mate-status', `わかりません: 探索局面数の上限 (${nodes} 局面, ${ms} ms)`);
    }
    $('mate-panel').dataset.result = data.result;
  }, failed);
  $('mate-panel').dataset.result = 'searching';
  say('mate-status', '探索中…');
  $('mate-line').replaceChildren();
  $('mate-stop').disabled = false;
}

function stopMate(byUser) {
  if (stopSearch) stopSearch();
  stopSearch = null;
  $('mate-stop').disabled = true;
  if (byUser) {
    say('mate-status', '中止しました。');
    delete $('mate-panel').dataset.result;
  }
}

/**
 * A line of moves from `position`, each a button showing the position after
 * it; with `links`, each followed by a `#sfen=` link to that position.
 */
function showLine(list, position, moves, links = false) {
  const texts = toJapaneseMoves(position, moves);
  texts.forEach((text, i) => {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = text;
    const after = applyMoves(position, moves.slice(0, i + 1));
    b.addEventListener('click', () => {
      preview = { position: after, lastMove: moves[i] };
      selected = null;
      render();
    });
    li.append(b);
    if (links) {
      const a = document.createElement('a');
      a.href = `#sfen=${toSfen(after, i + 2).replaceAll(' ', '_')}`;
      a.textContent = '局面へのリンク';
      li.append(a);
    }
    list.append(li);
  });
}

// --- tsume problems ----------------------------------------------------------------

let stopTsume = null;

function tsumeSay(state, text) {
  const el = $('tsume-status');
  el.dataset.state = state;
  el.textContent = text;
}

function busy(on) {
  $('tsume-spinner').hidden = !on;
  $('tsume-cancel').disabled = !on;
  $('tsume-generate').disabled = on;
}

const randomSeed = () => Math.floor(Math.random() * 1_000_000_000);

function generateTsume() {
  cancelTsume();
  const plies = Number($('tsume-plies').value);
  const seed = Number($('tsume-seed').value);
  const maxNodes = Number($('tsume-nodes').value);
  if (!Number.isSafeInteger(seed) || seed < 0) {
    tsumeSay('error', '乱数の種は 0 以上の整数です。');
    return;
  }
  if (!Number.isSafeInteger(maxNodes) || maxNodes < 1) {
    tsumeSay('error', '探索の上限は 1 以上の整数です。');
    return;
  }
  stopTsume = oneShot({ type: 'tsume', options: { plies, seed, maxNodes } }, (data, ms) => {
    stopTsume = null;
    busy(false);
    if (data.error) {
      if (data.code === 'SHOGI64_SEARCH_BUDGET') {
        tsumeSay('budget', `探索の上限 (${maxNodes.toLocaleString('en')} 局面) までに問題が見つかりませんでした。`
          + `別の種か大きな上限で試してください (${data.code}, ${ms} ms)`);
      } else {
        tsumeSay('error', `${data.error} (${data.code})`);
      }
      return;
    }
    const problem = new Record(data.position);
    setRecord(problem, `${plies}手詰の問題 (種 ${seed}) を盤に出しました。`);
    tsume = { record: problem, position: data.position, moves: data.moves };
    $('tsume-show').disabled = false;
    tsumeSay('playing', `${plies}手詰 (種 ${seed}, ${ms} ms)。先手の番です。`);
    $('tsume-panel').dataset.sfen = toSfen(data.position);
  }, (text) => {
    stopTsume = null;
    busy(false);
    tsumeSay('error', text);
  });
  busy(true);
  tsumeSay('generating', `${plies}手詰を作っています…`);
  $('tsume-solution').hidden = true;
}

function cancelTsume(byUser) {
  if (stopTsume) stopTsume();
  stopTsume = null;
  busy(false);
  if (byUser) tsumeSay('cancelled', '中止しました。');
}

/** A move tried on the problem: the solution's move is played, with white's reply; any other is told. */
function playTsume(usi) {
  const { moves } = tsume;
  const ply = record.ply;
  if (ply >= moves.length) {
    tsumeSay('solved', `詰みました (${moves.length}手詰)。`);
    return render();
  }
  if (usi !== moves[ply]) {
    let text = usi;
    try {
      text = record.japanese(usi);
    } catch {
      // the USI as it is
    }
    tsumeSay('wrong', `${text} は違います。もう一度どうぞ。`);
    return render();
  }
  record.play(usi);
  if (record.ply < moves.length && !record.position.turn) record.play(moves[record.ply]);
  if (record.ply >= moves.length) {
    tsumeSay('solved', `正解です。詰みました (${moves.length}手詰)。`);
  } else {
    const reply = toJapaneseMoves(tsume.position, moves.slice(0, record.ply)).at(-1);
    tsumeSay('playing', `正解です。後手は ${reply}。先手の番です。`);
  }
  say('load-status', '');
  render();
}

function showSolution() {
  if (!tsume) return;
  const list = $('tsume-solution');
  list.replaceChildren();
  showLine(list, tsume.position, tsume.moves, true);
  list.hidden = false;
}

// --- the evaluation bar ----------------------------------------------------------

// The latest score and PV of the first line (multipv 1) among the pasted lines.
function readInfo(text) {
  let score = null, bound, pv = null, bad = 0;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line.startsWith('info')) continue;
    let info;
    try {
      info = parseUsiInfo(line);
    } catch {
      bad++;
      continue;
    }
    if (info.multipv !== undefined && info.multipv !== 1) continue;
    if (info.score) {
      score = info.score;
      bound = info.bound;
    }
    if (info.pv && info.pv.length) pv = info.pv;
  }
  return { score, bound, pv, bad };
}

function scoreText(black, bound) {
  const side = (s) => (s > 0 ? '先手' : '後手');
  if ('cp' in black) {
    const cp = black.cp;
    const words = cp === 0 ? '互角' : `${side(cp)}有利`;
    const b = bound === 'lower' ? ' 以上' : bound === 'upper' ? ' 以下' : '';
    return `評価値 ${cp > 0 ? '+' : ''}${cp}${b} (先手から見て、${words})`;
  }
  const n = black.mate === null ? '' : ` ${black.mate}手`;
  return `詰み${n}: ${side(black.sign)}の勝ち`;
}

let evalFor = null;

function drawEval() {
  const text = $('info-text').value;
  const bar = $('bar'), fill = $('bar-black'), pvList = $('pv');
  pvList.replaceChildren();
  const position = record.position;
  const { score, bound, pv, bad } = text.trim() ? readInfo(text) : { score: null, pv: null, bad: 0 };
  evalFor = score;
  if (!score) {
    fill.style.width = '50%';
    bar.removeAttribute('aria-valuenow');
    bar.dataset.rate = '';
    say('eval-score', bad ? `info 行として読めない行が ${bad} 行あります` : '', bad > 0);
  } else {
    const black = scoreForBlack(score, position.turn);
    const rate = winRate(black);
    fill.style.width = `${rate * 100}%`;
    bar.setAttribute('aria-valuenow', (rate * 100).toFixed(1));
    bar.setAttribute('aria-valuetext', `先手の勝率 ${(rate * 100).toFixed(1)}%`);
    bar.dataset.rate = String(rate);
    say('eval-score', `${scoreText(black, bound)} — 先手の勝率 ${(rate * 100).toFixed(1)}%`);
  }
  if (pv) {
    try {
      showLine(pvList, position, pv);
    } catch (e) {
      say('eval-score', `読み筋がこの局面に合いません: ${errorText(e)}`, true);
    }
  }
}

// --- wiring ----------------------------------------------------------------------

$('first').addEventListener('click', () => go(() => record.goto(0)));
$('back').addEventListener('click', () => go(() => record.back()));
$('forward').addEventListener('click', () => go(() => record.forward()));
$('last').addEventListener('click', () => go(() => record.goto(record.length)));
$('flip').addEventListener('click', () => {
  flip = !flip;
  $('flip').setAttribute('aria-pressed', String(flip));
  placeSquares();
  render();
});
$('preview-exit').addEventListener('click', () => go(() => {}));
$('load-text').addEventListener('click', () => load($('kifu-text').value, '貼り付けたテキスト'));
// A paste into the box reads it at once.
$('kifu-text').addEventListener('paste', () => setTimeout(() => load($('kifu-text').value, '貼り付けたテキスト')));
$('kifu-file').addEventListener('change', (e) => {
  const [file] = e.target.files;
  if (file) loadFile(file);
});
$('mate-start').addEventListener('click', startMate);
$('mate-stop').addEventListener('click', () => stopMate(true));
$('info-text').addEventListener('input', drawEval);
$('tsume-seed').value = String(randomSeed());
$('tsume-reseed').addEventListener('click', () => { $('tsume-seed').value = String(randomSeed()); });
$('tsume-generate').addEventListener('click', generateTsume);
$('tsume-cancel').addEventListener('click', () => cancelTsume(true));
$('tsume-show').addEventListener('click', showSolution);

document.addEventListener('keydown', (e) => {
  if (e.target.closest('textarea, input:not([type=file]), dialog')) return;
  const keys = {
    ArrowLeft: () => record.back(), ArrowRight: () => record.forward(),
    Home: () => record.goto(0), End: () => record.goto(record.length),
  };
  if (keys[e.key]) {
    e.preventDefault();
    go(keys[e.key]);
  }
});
document.addEventListener('dragover', (e) => e.preventDefault());
document.addEventListener('drop', (e) => {
  e.preventDefault();
  const [file] = e.dataTransfer.files;
  if (file) loadFile(file);
  else {
    const text = e.dataTransfer.getData('text/plain');
    if (text) load(text, 'ドロップしたテキスト');
  }
});
window.addEventListener('hashchange', openHash);

buildSquares();
render();
openHash();
document.body.dataset.ready = '';
