#!/usr/bin/env node
// The demo page (demo/) in headless Chromium: node tests/browser/demo.mjs <packageDir>
//
// The page is bundled against <packageDir> as `npm run demo` bundles it
// (scripts/demo.mjs) and served on 127.0.0.1. The package itself, loaded in
// Node, says what the page should show:
//
//   links     #sfen=…, #shogi64=… and #usen=…&branch=…&ply=…, opened in a new
//             page or followed from another: the board's data-square/data-piece
//             set is the position's
//   file      a Shift_JIS kifu of tests/kifu/ chosen in the file input, stepped
//             with the forward button to its end: every ply's board is
//             kifuPositions' position, the move list its texts, then the outcome
//   paste     a KI2 text pasted and read: its move list, its last position;
//             then a Shift_JIS CSA file dropped on the page
//   clicks    moves played by clicking squares (a promotion asked and
//             answered, a drop from the hand): the legal targets marked, the
//             position after them
//   eval      info lines pasted: the bar's width is winRate of the score from
//             black's view, the PV is written in Japanese and its positions
//             shown on click
//   mate      the mate search run in the page's Worker; a worker that
//             cannot load said as an error, the search over
//   tsume     a 3-ply problem generated in the page's Worker for a fixed
//             seed: the board is generateMate's position; a wrong move is
//             told and not played, the solution played by clicks (white's
//             replies come by themselves) until the page says solved; the
//             solution shown with its positions; a search budget too
//             small said as SHOGI64_SEARCH_BUDGET; a 9-ply generation
//             cancelled, the page usable after it
//
// Screenshots go to build/demo-screenshots/, each checked not blank (the
// variance of its pixels). Exits non-zero on any failure, a missing browser
// included.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleDemo, serve } from '../../scripts/demo.mjs';
import { launchChromium } from './chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const OVERALL_TIMEOUT_MS = 120_000;
const SHOTS = path.join(repo, 'build', 'demo-screenshots');
// A Shift_JIS game with an ending (投了), and a KIF with variations.
const SJIS_GAME = path.join(repo, 'tests/kifu/jt201409130101.2efb42a8.kif');
const FORKED = path.join(repo, 'tests/kifu/henka.d1f679d8.kif');
// A UTF-8 KI2 handicap game (七枚落ち), pasted as text.
const PASTED = path.join(repo, 'tests/kifu/7mai.85a1e160.ki2u');
// A Shift_JIS CSA file, dropped on the page.
const DROPPED = path.join(repo, 'tests/kifu/formal.0b1a63b7.csa');
const TAICHITSUME = '6+Pnl/6Sk1/6sp1/9/8P/9/9/9/9 b GS2r2b3gs3n3l15p 1';
// The tsume problems generated through the page: a 3-ply one played, and a
// 9-ply one (seconds of search) cancelled, then a 1-ply one.
const TSUME_SEED = 0;
const LONG_SEED = 0;
const SHORT_SEED = 7;

if (process.argv.length !== 3) {
  console.error('usage: node tests/browser/demo.mjs <packageDir>');
  process.exit(2);
}
const packageDir = fs.realpathSync(process.argv[2]);
const s = await import(pathToFileURL(path.join(packageDir, 'shogi64.mjs')).href);

const started = Date.now();
const overall = setTimeout(() => {
  console.error(`demo.mjs: the run did not finish within ${OVERALL_TIMEOUT_MS / 1000} s`);
  process.exit(1);
}, OVERALL_TIMEOUT_MS);

let failed = 0;
let checked = 0;
function check(ok, what) {
  checked++;
  if (!ok) {
    failed++;
    console.log(`    FAILED: ${what}`);
  }
}
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// 'square:piece' for each piece of a position, as the picture writes them.
const LETTERS = ['', 'P', 'L', 'N', 'S', 'G', 'B', 'R', 'K', '+P', '+L', '+N', '+S', '+B', '+R'];
function piecesOf(position) {
  const out = [];
  position.board.forEach((v, i) => {
    if (v === 0) return;
    const sq = `${9 - (i % 9)}${String.fromCharCode(97 + Math.floor(i / 9))}`;
    out.push(`${sq}:${v > 0 ? LETTERS[v] : LETTERS[-v].toLowerCase()}`);
  });
  return out.sort();
}
const piecesOnPage = (page) => page.$$eval('#board svg [data-square][data-piece]',
  (els) => els.map((e) => `${e.dataset.square}:${e.dataset.piece}`).sort());

// --- the page, served ----------------------------------------------------------------

const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'shogi64-demo-'));
const bundleStarted = Date.now();
const www = await bundleDemo(packageDir, work);
const bundleMs = Date.now() - bundleStarted;
const server = await serve(www, 0, '127.0.0.1');
const origin = `http://127.0.0.1:${server.address().port}`;
await fsp.mkdir(SHOTS, { recursive: true });

const browser = await launchChromium();
// Reduced motion: the bar takes its width at once (no transition to wait for).
const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });

async function open(hash = '') {
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.problems = problems;
  await page.goto(`${origin}/${hash}`);
  await page.waitForSelector('body[data-ready]', { timeout: 20_000 });
  return page;
}

async function close(page, name) {
  await shoot(page, name);
  page.problems.forEach((p) => check(false, `${name}: ${p}`));
  await page.close();
}

// A screenshot, and the variance of its pixels' grey levels (a blank page has none).
async function shoot(page, name) {
  const file = path.join(SHOTS, `${name}.png`);
  const png = await page.screenshot({ path: file, fullPage: true });
  const variance = await page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const canvas = new OffscreenCanvas(img.width, img.height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const { data } = ctx.getImageData(0, 0, img.width, img.height);
    let sum = 0, sq = 0;
    const n = data.length / 4;
    for (let i = 0; i < data.length; i += 4) {
      const g = (data[i] + data[i + 1] + data[i + 2]) / 3;
      sum += g;
      sq += g * g;
    }
    return sq / n - (sum / n) ** 2;
  }, png.toString('base64'));
  check(variance > 100, `${name}.png is blank (pixel variance ${variance.toFixed(1)})`);
  return variance;
}

// Follows a link in `page`: the hash changes, the page reads it and says `said`.
async function follow(page, hash, said) {
  await page.evaluate((h) => { location.hash = h; }, hash);
  await page.waitForFunction((w) => document.getElementById('load-status').textContent.startsWith(w), said);
}

const timings = {};
async function scenario(name, run) {
  const t = Date.now();
  const before = failed;
  try {
    await run();
  } catch (e) {
    check(false, `${name} threw: ${e.stack || e.message}`);
  }
  timings[name] = Date.now() - t;
  console.log(`  ${failed === before ? 'ok' : 'FAILED'}  ${name} (${timings[name]} ms)`);
}

try {
  console.log(`Chromium ${browser.version()}; the demo bundled in ${bundleMs} ms`);

  // --- each link form --------------------------------------------------------------
  await scenario('links', async () => {
    const game = s.kifuPositions(s.parseKifu(fs.readFileSync(SJIS_GAME)));
    // An SFEN with promoted pieces ('+' in the link) and white to move.
    const promoted = game.find((p) => p.sfen.includes('+') && !p.position.turn);
    let page = await open(`#sfen=${promoted.sfen.replaceAll(' ', '_')}`);
    check(same(await piecesOnPage(page), piecesOf(promoted.position)), `#sfen= shows ${promoted.sfen}`);
    check(await page.getAttribute('#link-shogi64', 'href') === `${origin}/#shogi64=${promoted.shogi64}`,
      '#sfen=: the Shogi64 link of the position');
    await shoot(page, 'link-sfen');

    // The next link in the same page: the hash changes, the page follows.
    const middle = game[Math.floor(game.length / 2)];
    await follow(page, `#shogi64=${middle.shogi64}`, 'Shogi64');
    check(same(await piecesOnPage(page), piecesOf(middle.position)), `#shogi64= shows ${middle.sfen}`);
    await close(page, 'link-shogi64');

    // A position inside a variation of a record with variations.
    const r = s.Record.fromKifu(fs.readFileSync(FORKED));
    let fork = -1;
    for (let ply = 0; ply < r.length && fork < 0; ply++) {
      r.goto(ply);
      if (r.branches().length > 1) fork = ply;
    }
    check(fork >= 0, 'henka.kif has a variation');
    r.switchBranch(1);
    r.forward();
    r.forward();
    const { usen, branch, ply } = r.toUsen();
    check(branch > 0, 'the USEN link is inside a variation');
    page = await open(`#usen=${usen}&branch=${branch}&ply=${ply}`);
    check(same(await piecesOnPage(page), piecesOf(r.position)), `#usen= shows ${s.toSfen(r.position)}`);
    check((await page.textContent('#ply')).startsWith(`${ply}手目`), `#usen=: ply ${ply}`);
    const usenLink = await page.getAttribute('#link-usen', 'href');
    check(usenLink === `${origin}/#usen=${usen}&branch=${branch}&ply=${ply}`, `#usen=: the USEN link is ${usenLink}`);
    // The variation is on the move list, a click away.
    check(await page.locator('#moves .variation').count() > 0, '#usen=: the move list shows the variations');
    r.dispose();
    await close(page, 'link-usen');
  });

  // --- a Shift_JIS file through the file input ------------------------------------------
  await scenario('file', async () => {
    const bytes = fs.readFileSync(SJIS_GAME);
    check(!(() => { try { new TextDecoder('utf-8', { fatal: true }).decode(bytes); return true; } catch { return false; } })(),
      'the file is not UTF-8');
    const expected = s.kifuPositions(s.parseKifu(bytes));
    const page = await open();
    await page.setInputFiles('#kifu-file', SJIS_GAME);
    await page.waitForFunction(() => document.getElementById('load-status').textContent.includes('jt2014'));
    const texts = await page.locator('#moves button.move').allTextContents();
    check(same(texts.slice(1), expected.slice(1).map((p) => `${p.ply} ${p.text}`)), 'the move list is kifuPositions\' texts');
    // Stepped with the forward button to the end, the board read at each ply
    // (in the page: a round trip per ply would cost more than the rest of the test).
    const boards = await page.evaluate((plies) => {
      const read = () => [...document.querySelectorAll('#board svg [data-square][data-piece]')]
        .map((e) => `${e.dataset.square}:${e.dataset.piece}`).sort();
      const seen = [read()];
      for (let i = 1; i < plies; i++) {
        document.getElementById('forward').click();
        seen.push(read());
      }
      return seen;
    }, expected.length);
    const mismatch = expected.findIndex((p, i) => !same(boards[i], piecesOf(p.position)));
    check(mismatch < 0, `the board differs from kifuPositions at ply ${mismatch}`);
    check(await page.isDisabled('#forward'), 'forward is disabled at the end');
    const last = expected.length - 1;
    check((await page.textContent('#ply')).startsWith(`${last}手目`), `the end is ply ${last}`);
    // The keys move too: Home, then → .
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    check(same(await piecesOnPage(page), piecesOf(expected[1].position)), 'Home then → shows ply 1');
    await page.keyboard.press('End');
    const r = s.Record.fromKifu(bytes);
    r.goto(r.length);
    const outcome = r.outcome();
    r.dispose();
    const shown = await page.textContent('#outcome');
    check(outcome !== null && shown.includes(`まで${last}手で`) && shown.includes(outcome.winner === 'black' ? '先手' : '後手'),
      `the outcome ${JSON.stringify(outcome)} shown as '${shown}'`);
    await close(page, 'file-sjis-end');
  });

  // --- a kifu pasted (KI2, UTF-8) ----------------------------------------------------
  await scenario('paste', async () => {
    const text = fs.readFileSync(PASTED, 'utf8');
    const expected = s.kifuPositions(s.parseKifu(text));
    const page = await open();
    await page.fill('#kifu-text', text);
    await page.click('#load-text');
    const texts = await page.locator('#moves button.move').allTextContents();
    check(same(texts.slice(1), expected.slice(1).map((p) => `${p.ply} ${p.text}`)), 'the pasted KI2\'s move list');
    await page.click('#last');
    check(same(await piecesOnPage(page), piecesOf(expected.at(-1).position)), 'the pasted KI2\'s last position');
    await page.click('#first');
    check(same(await piecesOnPage(page), piecesOf(expected[0].position)), 'the pasted KI2\'s start');
    await shoot(page, 'paste-ki2');
    // A Shift_JIS CSA file dropped on the page.
    const dropped = fs.readFileSync(DROPPED);
    await page.evaluate(([name, b64]) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], name));
      document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    }, [path.basename(DROPPED), dropped.toString('base64')]);
    await page.waitForFunction((name) => document.getElementById('load-status').textContent.startsWith(name),
      path.basename(DROPPED));
    const csa = s.kifuPositions(s.parseKifu(dropped));
    const csaTexts = await page.locator('#moves button.move').allTextContents();
    check(csa.length > 1 && same(csaTexts.slice(1), csa.slice(1).map((p) => `${p.ply} ${p.text}`)),
      'the dropped CSA\'s move list');
    await close(page, 'drop-csa');
  });

  // --- moves played by clicks ------------------------------------------------------
  // The page of the clicks, kept for the next scenarios.
  let clicked, page;
  await scenario('clicks', async () => {
    page = await open();
    const start = s.fromSfen('startpos');
    const targets = async () => (await page.$$eval('#squares button.target', (b) => b.map((e) => e.dataset.square))).sort();
    const square = (sq) => page.click(`#squares button[data-square="${sq}"]`);
    // Each piece of the picture lies inside the button of its square, the
    // board turned or not; turned, 5i is drawn above 5a.
    const misplaced = () => page.evaluate(() => {
      const button = (sq) => document.querySelector(`#squares button[data-square="${sq}"]`).getBoundingClientRect();
      return [...document.querySelectorAll('#board svg [data-square]')].filter((e) => {
        const p = e.getBoundingClientRect(), b = button(e.dataset.square);
        const x = p.left + p.width / 2, y = p.top + p.height / 2;
        return !(x > b.left && x < b.right && y > b.top && y < b.bottom);
      }).map((e) => e.dataset.square);
    });
    const top = (sq) => page.$eval(`#board svg [data-square="${sq}"]`, (e) => e.getBoundingClientRect().top);
    check(same(await misplaced(), []), `pieces outside their squares' buttons: ${await misplaced()}`);
    await page.click('#flip');
    check(same(await misplaced(), []), `turned: pieces outside their squares' buttons: ${await misplaced()}`);
    check(await top('5i') < await top('5a'), 'turned: 5i above 5a');
    await page.click('#flip');
    check(await top('5i') > await top('5a'), '5i below 5a');
    await square('7g');
    check(same(await targets(), ['7f']), `7g's targets: ${await targets()}`);
    await square('7f');
    await square('3c');
    await square('3d');
    await square('8h');
    const bishop = s.legalMoves(s.applyMoves(start, ['7g7f', '3c3d'])).filter((m) => m.startsWith('8h'))
      .map((m) => m.slice(2, 4));
    check(same(await targets(), [...new Set(bishop)].sort()), `8h's targets: ${await targets()}`);
    // The picture marks them too (toSvg's marks).
    const marked = (await page.$$eval('#board svg [data-mark]', (r) => r.map((e) => e.dataset.mark))).sort();
    check(same(marked, [...new Set(bishop)].sort()), `8h's targets marked in the picture: ${marked}`);
    await square('2b');
    // 8h2b may promote: the page asks; cancelled, nothing is played.
    await page.waitForSelector('#promote[open]');
    await page.click('#promote button[value="cancel"]');
    await page.waitForFunction(() => !document.getElementById('promote').open);
    check(same(await piecesOnPage(page), piecesOf(s.applyMoves(start, ['7g7f', '3c3d']))), 'a cancelled promotion plays nothing');
    await square('8h');
    await square('2b');
    await page.waitForSelector('#promote[open]');
    await page.click('#promote button[value="+"]');
    await page.waitForFunction(() => !document.getElementById('promote').open);
    await square('3a');
    await square('2b');
    // Black's bishop in hand, dropped on 5e.
    await page.click('#drops button[data-drop="B"]');
    const drops = s.legalMoves(s.applyMoves(start, ['7g7f', '3c3d', '8h2b+', '3a2b'])).filter((m) => m.startsWith('B*'))
      .map((m) => m.slice(2));
    check(same(await targets(), drops.sort()), 'the bishop drop\'s targets');
    await square('5e');
    const moves = ['7g7f', '3c3d', '8h2b+', '3a2b', 'B*5e'];
    clicked = s.applyMoves(start, moves);
    check(same(await piecesOnPage(page), piecesOf(clicked)), 'the board after the clicked moves');
    const last = await page.$$eval('#board svg [data-last]', (r) => r.map((e) => e.dataset.last));
    check(same(last, ['5e']), `the last move (a drop) highlighted: ${last}`);
    check(await page.getAttribute('#board svg', 'data-turn') === 'w', 'white to move in the picture');
    const texts = await page.locator('#moves button.move').allTextContents();
    const japanese = s.toJapaneseMoves(start, moves).map((t, i) => `${i + 1} ${t}`);
    check(same(texts.slice(1), japanese), `the move list after the clicks: ${texts.join(', ')}`);
    await shoot(page, 'clicks');
  });

  // --- the evaluation bar ----------------------------------------------------------
  // In the same page, at the clicked position.
  await scenario('eval', async () => {
    // A PV of legal moves from the position: three plies.
    const pv = [];
    let p = clicked;
    for (let i = 0; i < 3; i++) {
      const m = s.legalMoves(p).at(-1 - i);
      pv.push(m);
      p = s.applyMove(p, m);
    }
    const lines = [
      'info depth 1 seldepth 1 score cp 10 nodes 40 pv 4a3b',
      'info string a line that is no info line follows',
      'readyok',
      `info depth 12 seldepth 20 multipv 1 score cp -420 nodes 123456 nps 999999 pv ${pv.join(' ')}`,
      'info depth 12 multipv 2 score cp 900 pv 1c1d',
    ];
    await page.fill('#info-text', lines.join('\n'));
    const expected = s.winRate(s.scoreForBlack({ cp: -420 }, clicked.turn));
    const measured = await page.evaluate(() => {
      const bar = document.getElementById('bar').getBoundingClientRect();
      const fill = document.getElementById('bar-black').getBoundingClientRect();
      return fill.width / (bar.width - 2);
    });
    check(Math.abs(measured - expected) < 0.01, `the bar's width is ${measured}, winRate ${expected}`);
    const pvTexts = await page.locator('#pv button').allTextContents();
    check(same(pvTexts, s.toJapaneseMoves(clicked, pv)), `the PV: ${pvTexts.join(' ')}`);
    check((await page.textContent('#eval-score')).includes('+420'), 'the score from black\'s view');
    await shoot(page, 'eval');
    // Each PV position a click away.
    await page.click('#pv li:nth-child(2) button');
    check(same(await piecesOnPage(page), piecesOf(s.applyMoves(clicked, pv.slice(0, 2)))), 'the PV\'s second position');
    check(await page.isVisible('#preview-note'), 'the preview is said');
    await page.click('#preview-exit');
    check(same(await piecesOnPage(page), piecesOf(clicked)), 'back to the record from the PV');
    // A mate for the side to move: the bar is full for that side.
    await page.fill('#info-text', 'info depth 5 score mate 3 pv resign');
    const mated = await page.getAttribute('#bar', 'aria-valuenow');
    check(Number(mated) === (clicked.turn ? 100 : 0), `a mate for the side to move: ${mated}`);
    await shoot(page, 'eval-mate');
  });

  // --- the mate search in the Worker ------------------------------------------------------
  await scenario('mate', async () => {
    await page.fill('#info-text', '');
    await follow(page, `#sfen=${TAICHITSUME.replaceAll(' ', '_')}`, 'SFEN');
    await page.click('#mate-start');
    await page.waitForSelector('#mate-panel[data-result="mate"]', { timeout: 30_000 });
    const line = await page.locator('#mate-line button').allTextContents();
    const p = s.fromSfen(TAICHITSUME);
    const r = s.solveMate(p, { maxPly: 31, maxNodes: 5_000_000, memoryMB: 16 });
    check(same(line, s.toJapaneseMoves(p, r.moves)), `the mate line: ${line.join(' ')}`);
    await page.click('#mate-line li:last-child button');
    check(same(await piecesOnPage(page), piecesOf(s.applyMoves(p, r.moves))), 'the mated position on click');
    // A worker that cannot load is said, and the search is over (not left searching).
    await page.route('**/worker.js', (route) => route.fulfill({ status: 404, body: '' }));
    const logged = page.problems.length;
    await page.click('#mate-start');
    await page.waitForSelector('#mate-status.error', { timeout: 10_000 });
    check(await page.getAttribute('#mate-panel', 'data-result') === null, 'a failed worker leaves the panel searching');
    check(await page.isDisabled('#mate-stop'), 'a failed worker leaves the stop button on');
    await page.unroute('**/worker.js');
    // The browser logs the 404 itself; nothing else may be logged.
    page.problems.splice(logged).filter((m) => !/404|worker/i.test(m)).forEach((m) => page.problems.push(m));
    await close(page, 'mate');
  });

  // --- tsume problems generated in the Worker ------------------------------------------------
  await scenario('tsume', async () => {
    page = await open();
    const state = () => page.getAttribute('#tsume-status', 'data-state');
    const waitState = (want) => page.waitForSelector(`#tsume-status[data-state="${want}"]`, { timeout: 20_000 });
    const seed = await page.inputValue('#tsume-seed');
    check(/^\d+$/.test(seed), `a seed is shown at first: '${seed}'`);
    // A move as clicks: the piece's square or the hand's button, then the
    // target; a promotion asked is answered as the move says.
    const play = async (usi) => {
      if (usi[1] === '*') await page.click(`#drops button[data-drop="${usi[0]}"]`);
      else await page.click(`#squares button[data-square="${usi.slice(0, 2)}"]`);
      await page.click(`#squares button[data-square="${usi.slice(2, 4)}"]`);
      if (await page.evaluate(() => document.getElementById('promote').open)) {
        await page.click(`#promote button[value="${usi.endsWith('+') ? '+' : '='}"]`);
      }
    };
    const generate = async (plies, n, maxNodes = 10_000_000) => {
      await page.selectOption('#tsume-plies', String(plies));
      await page.fill('#tsume-seed', String(n));
      await page.fill('#tsume-nodes', String(maxNodes));
      await page.click('#tsume-generate');
    };

    // A budget too small for the problem: said as such.
    const budget = (() => {
      try {
        s.generateMate({ plies: 5, seed: TSUME_SEED, maxNodes: 1000 });
        return null;
      } catch (e) {
        return e.code;
      }
    })();
    check(budget === 'SHOGI64_SEARCH_BUDGET', `1000 nodes for 5 plies in Node: ${budget}`);
    await generate(5, TSUME_SEED, 1000);
    await waitState('budget');
    check((await page.textContent('#tsume-status')).includes('SHOGI64_SEARCH_BUDGET'), 'the budget error is said');
    check(await page.isHidden('#tsume-spinner'), 'the spinner goes with the error');

    const problem = s.generateMate({ plies: 3, seed: TSUME_SEED });
    await generate(3, TSUME_SEED);
    await waitState('playing');
    check(await page.isHidden('#tsume-spinner'), 'the spinner goes with the problem');
    check(same(await piecesOnPage(page), piecesOf(problem.position)), `the problem on the board is ${s.toSfen(problem.position)}`);
    check(await page.getAttribute('#tsume-panel', 'data-sfen') === s.toSfen(problem.position), 'the problem\'s SFEN');
    await shoot(page, 'tsume-problem');

    // A wrong first move: told, and the board stays.
    const wrong = s.legalMoves(problem.position).find((m) => m !== problem.moves[0] && !m.endsWith('+'));
    await play(wrong);
    check(await state() === 'wrong', `${wrong} is told wrong (the page says ${await state()})`);
    check(same(await piecesOnPage(page), piecesOf(problem.position)), `${wrong} is not played`);

    // The solution, black's moves by clicks.
    for (let ply = 0; ply < problem.moves.length; ply += 2) {
      await play(problem.moves[ply]);
      const done = Math.min(ply + 2, problem.moves.length);
      check(same(await piecesOnPage(page), piecesOf(s.applyMoves(problem.position, problem.moves.slice(0, done)))),
        `the board after ${problem.moves.slice(0, done).join(' ')}`);
      check(await state() === (done === problem.moves.length ? 'solved' : 'playing'), `the state after ply ${ply + 1}: ${await state()}`);
    }
    check((await page.textContent('#tsume-status')).includes('詰み'), 'the page says it is mate');
    await shoot(page, 'tsume-solved');

    // The solution in Japanese, each position a click or a link away.
    await page.click('#tsume-show');
    const texts = await page.locator('#tsume-solution button').allTextContents();
    check(same(texts, s.toJapaneseMoves(problem.position, problem.moves)), `the solution: ${texts.join(' ')}`);
    const links = await page.$$eval('#tsume-solution a', (r) => r.map((a) => a.getAttribute('href')));
    const sfens = problem.moves.map((_, i) => `#sfen=${s.toSfen(s.applyMoves(problem.position, problem.moves.slice(0, i + 1)), i + 2).replaceAll(' ', '_')}`);
    check(same(links, sfens), `the solution's links: ${links.join(' ')}`);
    await page.click('#tsume-solution li:nth-child(1) button');
    check(same(await piecesOnPage(page), piecesOf(s.applyMoves(problem.position, problem.moves.slice(0, 1)))), 'the solution\'s first position on click');
    await page.click('#preview-exit');

    // A long generation cancelled: the spinner goes, the next one runs.
    await generate(9, LONG_SEED);
    await page.waitForSelector('#tsume-spinner:not([hidden])');
    check(await state() === 'generating', `generating: ${await state()}`);
    await page.waitForTimeout(200);
    await page.click('#tsume-cancel');
    check(await page.isHidden('#tsume-spinner'), 'the spinner goes on cancel');
    check(await state() === 'cancelled', `cancelled: ${await state()}`);
    check(await page.isEnabled('#tsume-generate') && await page.isDisabled('#tsume-cancel'), 'the buttons after cancel');
    const short = s.generateMate({ plies: 1, seed: SHORT_SEED });
    await generate(1, SHORT_SEED);
    await waitState('playing');
    check(same(await piecesOnPage(page), piecesOf(short.position)), 'a problem after the cancel');
    await play(short.moves[0]);
    await waitState('solved');
    await close(page, 'tsume-after-cancel');
  });
} finally {
  await context.close();
  await browser.close();
  server.close();
  server.closeAllConnections?.();
  await fsp.rm(work, { recursive: true, force: true });
  clearTimeout(overall);
}
const total = ((Date.now() - started) / 1000).toFixed(1);
console.log(failed === 0
  ? `demo in Chromium: ${checked} checks passed in ${total} s; screenshots in build/demo-screenshots/`
  : `demo in Chromium: ${failed} of ${checked} checks failed`);
process.exit(failed === 0 ? 0 : 1);
