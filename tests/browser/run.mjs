#!/usr/bin/env node
// Runs the shogi64 package in headless Chromium: node tests/browser/run.mjs <packageDir>
//
// A static server on 127.0.0.1 serves the package (/pkg/), the conformance
// vectors (/vectors/), this folder (/browser/) and the pages and bundles made
// for the run (/gen/). Each scenario opens its own page, which loads the
// package its own way and runs tests/browser/conformance.js over every vector
// line; the page reports back through the function `shogi64Report`.
//
//   browser module        <script type="module"> importing /pkg/shogi64.mjs
//   browser global        <script src="/pkg/shogi64.js">, then the global `shogi64`
//   browser codec module  <script type="module"> importing /pkg/codec.mjs (shogi64/codec)
//   browser codec global  <script src="/pkg/codec.js">, then the global `shogi64`
//   bundler esbuild esm   tests/bundler/app.mjs bundled by esbuild (format esm)
//   bundler esbuild iife  the same app, format iife
//   bundler vite          the same app built by Vite
//   bundler webpack       the same app built by webpack
//   browser toSvg bytes   the board pictures of svg-sample.mjs drawn in a page,
//                         the same bytes as Node draws with the package
//
// The app is bundled in a scratch project whose node_modules/shogi64 links to
// <packageDir>, so each bundler resolves `shogi64` through the package's
// package.json `exports` (the `browser` condition) with no special options.
//
// Exits non-zero if any scenario fails, checks no line, does not report in
// time, or the browser cannot start.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jsonl } from '../support.mjs';
import { CHROMIUM, launchChromium } from './chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const vectorsDir = path.join(repo, 'tests/vectors');
const appSource = path.join(repo, 'tests/bundler/app.mjs');

const LAUNCH_TIMEOUT_MS = 30_000;
const REPORT_TIMEOUT_MS = 30_000;
const OVERALL_TIMEOUT_MS = 180_000;
const VECTOR_FILES = ['encode.jsonl', 'decode.jsonl', 'bits.jsonl'];

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.jsonl': 'application/jsonl; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.mts': 'text/plain; charset=utf-8',
  '.cts': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

function usage(message) {
  console.error(`run.mjs: ${message}\nusage: node tests/browser/run.mjs <packageDir>`);
  process.exit(2);
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${seconds(ms)}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// --- the package and the vectors ---------------------------------------------------

const packageArg = process.argv[2];
if (!packageArg || process.argv.length > 3) usage('expected exactly one argument');
if (!fs.existsSync(packageArg)) usage(`no such directory: ${packageArg}`);
const packageDir = fs.realpathSync(packageArg);
for (const file of ['package.json', 'shogi64.mjs', 'shogi64.js', 'codec.mjs', 'codec.js']) {
  if (!fs.existsSync(path.join(packageDir, file))) usage(`${packageDir} has no ${file}: not the shogi64 package`);
}
const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
if (manifest.name !== 'shogi64') usage(`${packageDir}/package.json is ${manifest.name}, not shogi64`);

const expectedLines = VECTOR_FILES.reduce((n, file) => n + jsonl(path.join(vectorsDir, file)).length, 0);

// --- scratch space: pages, the app project, bundles -----------------------------

const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'shogi64-browser-'));
const genDir = path.join(work, 'gen');
const appDir = path.join(work, 'app');
await fsp.mkdir(genDir);
await fsp.mkdir(path.join(appDir, 'node_modules'), { recursive: true });
await fsp.symlink(packageDir, path.join(appDir, 'node_modules', 'shogi64'), 'dir');
await fsp.copyFile(appSource, path.join(appDir, 'app.mjs'));
// The same app on the codec alone: it imports `shogi64/codec` instead.
const appCodecSource = (await fsp.readFile(appSource, 'utf8')).replace("from 'shogi64';", "from 'shogi64/codec';");
if (!appCodecSource.includes("from 'shogi64/codec';")) throw new Error('app.mjs no longer imports shogi64');
await fsp.writeFile(path.join(appDir, 'app-codec.mjs'), appCodecSource);
await fsp.writeFile(path.join(appDir, 'package.json'),
  `${JSON.stringify({ name: 'shogi64-browser-app', private: true, version: '0.0.0' }, null, 2)}\n`);

const overall = setTimeout(() => {
  console.error(`run.mjs: the run did not finish within ${seconds(OVERALL_TIMEOUT_MS)}`);
  fs.rmSync(work, { recursive: true, force: true });
  process.exit(1);
}, OVERALL_TIMEOUT_MS);

const htmlPage = (title, body) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}</title></head>
<body>
${body}
</body>
</html>
`;

const CONFORMANCE = '<script src="/browser/conformance.js"></script>';

// The page of a bundled app: the shared check, waiting for the app, then the bundle.
const appPage = (scenario, bundleTag, options = {}) =>
  htmlPage(`shogi64: ${scenario}`, `${CONFORMANCE}
<script>shogi64Conformance.reportApp(${JSON.stringify(scenario)}, ${JSON.stringify(options)});</script>
${bundleTag}`);

async function writeGen(relative, text) {
  const file = path.join(genDir, relative);
  await fsp.mkdir(path.dirname(file), { recursive: true });
  await fsp.writeFile(file, text);
}

// Fails unless the bundle was made from the ES module of entry `name` (the
// file the `browser` condition names) and its bytes, and from no other file
// of the package.
function checkBundledEntry(bundler, ids, name = 'shogi64') {
  const files = ids.map((id) => path.basename(id.split('?')[0]));
  if (!files.includes(`${name}.mjs`) || !files.includes(`${name}.bytes.mjs`)) {
    throw new Error(`${bundler} did not bundle ${name}.mjs and its bytes; its inputs: ${ids.join(', ')}`);
  }
  const packageFile = /^(shogi64|codec|web)\.(mjs|cjs|js|workerd\.mjs|bytes\.mjs|bytes\.cjs)$/;
  const wrong = files.filter((f) => packageFile.test(f) && f !== `${name}.mjs` && f !== `${name}.bytes.mjs`);
  if (wrong.length) throw new Error(`${bundler} bundled ${wrong.join(', ')}`);
}

const MODULE_NAMES = ['table', 'encode', 'decode', 'encodePositionToBits', 'encodeBitsToShogi64',
  'decodeShogi64ToBits', 'decodeBitsToPosition'];

// A page loading `file` of the package as an ES module (`module`) or as a
// classic script; `exact`: the API must have the original members and no others.
const loadPage = (name, file, module, exact) => ({
  name,
  url: `/gen/${file.replace('.', '-')}.html`,
  async prepare() {
    const options = exact ? ', { exact: true }' : '';
    const body = module ? `${CONFORMANCE}
<script type="module">
import shogi64, { ${MODULE_NAMES.join(', ')} } from '/pkg/${file}';

shogi64Conformance.report(${JSON.stringify(name)}, shogi64, { ${MODULE_NAMES.join(', ')} }${options});
</script>` : `${CONFORMANCE}
<script>var shogi64GlobalsBefore = Object.getOwnPropertyNames(globalThis);</script>
<script src="/pkg/${file}"></script>
<script>
(function () {
  'use strict';
  var { ${MODULE_NAMES.join(', ')} } = shogi64;
  shogi64Conformance.report(${JSON.stringify(name)}, shogi64, { ${MODULE_NAMES.join(', ')} },
    { globalsBefore: shogi64GlobalsBefore${exact ? ', exact: true' : ''} });
})();
</script>`;
    await writeGen(`${file.replace('.', '-')}.html`, htmlPage(`shogi64: ${name}`, body));
  },
});

const scenarios = [
  loadPage('browser module', 'shogi64.mjs', true, false),
  loadPage('browser module fetching shogi64.wasm', 'web.mjs', true, false),
  loadPage('browser global', 'shogi64.js', false, false),
  loadPage('browser codec module', 'codec.mjs', true, true),
  loadPage('browser codec global', 'codec.js', false, true),
  ...['esm', 'iife'].map((format) => ({
    name: `bundler esbuild ${format}`,
    url: `/gen/esbuild-${format}/index.html`,
    async prepare() {
      const esbuild = await import('esbuild');
      const result = await esbuild.build({
        entryPoints: [path.join(appDir, 'app.mjs')],
        outfile: path.join(genDir, `esbuild-${format}`, 'app.js'),
        bundle: true,
        platform: 'browser',
        format,
        metafile: true,
        logLevel: 'silent',
      });
      checkBundledEntry('esbuild', Object.keys(result.metafile.inputs));
      const tag = format === 'esm' ? '<script type="module" src="app.js"></script>' : '<script src="app.js"></script>';
      await writeGen(`esbuild-${format}/index.html`, appPage(`bundler esbuild ${format}`, tag));
      return result.warnings.map((w) => w.text);
    },
  })),
  {
    name: 'bundler esbuild codec',
    url: '/gen/esbuild-codec/index.html',
    async prepare() {
      const esbuild = await import('esbuild');
      const result = await esbuild.build({
        entryPoints: [path.join(appDir, 'app-codec.mjs')],
        outfile: path.join(genDir, 'esbuild-codec', 'app.js'),
        bundle: true,
        platform: 'browser',
        format: 'esm',
        metafile: true,
        logLevel: 'silent',
      });
      checkBundledEntry('esbuild', Object.keys(result.metafile.inputs), 'codec');
      await writeGen('esbuild-codec/index.html',
        appPage('bundler esbuild codec', '<script type="module" src="app.js"></script>', { exact: true }));
      return result.warnings.map((w) => w.text);
    },
  },
  {
    name: 'bundler vite',
    url: '/gen/vite/index.html',
    async prepare() {
      const vite = await import('vite');
      // Vite builds from an index.html in the project, like any Vite app.
      await fsp.writeFile(path.join(appDir, 'index.html'),
        appPage('bundler vite', '<script type="module" src="./app.mjs"></script>'));
      const warnings = [];
      const logger = vite.createLogger('warn');
      const customLogger = { ...logger, warn: (msg) => warnings.push(msg), warnOnce: (msg) => warnings.push(msg) };
      const output = await vite.build({
        configFile: false,
        root: appDir,
        base: './', // the build is served from /gen/vite/, not from the server's root
        logLevel: 'warn',
        customLogger,
        build: { outDir: path.join(genDir, 'vite'), emptyOutDir: true },
      });
      const outputs = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
      checkBundledEntry('vite', outputs.flatMap((chunk) => Object.keys(chunk.modules || {})));
      return warnings.filter((w) => !/conformance\.js.* can't be bundled without type="module"/s.test(w));
    },
  },
  {
    name: 'bundler webpack',
    url: '/gen/webpack/index.html',
    async prepare() {
      const webpack = (await import('webpack')).default;
      const stats = await new Promise((resolve, reject) => {
        webpack({
          mode: 'production',
          context: appDir,
          entry: './app.mjs',
          output: { path: path.join(genDir, 'webpack'), filename: 'app.js' },
        }, (err, result) => (err ? reject(err) : resolve(result)));
      });
      const info = stats.toJson({ all: false, errors: true, warnings: true, modules: true, nestedModules: true });
      if (stats.hasErrors()) throw new Error(info.errors.map((e) => e.message).join('\n'));
      const ids = [];
      const collect = (modules) => (modules || []).forEach((m) => {
        if (m.name) ids.push(m.name);
        collect(m.modules);
      });
      collect(info.modules);
      checkBundledEntry('webpack', ids);
      await writeGen('webpack/index.html', appPage('bundler webpack', '<script src="app.js"></script>'));
      return (info.warnings || []).map((w) => w.message);
    },
  },
];

// --- the server --------------------------------------------------------------------

const mounts = { '/pkg/': packageDir, '/vectors/': vectorsDir, '/browser/': here, '/gen/': genDir };

const server = http.createServer(async (req, res) => {
  const send = (status, type, body) => {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  try {
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'text/plain', 'method not allowed\n');
    const pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    if (pathname === '/favicon.ico') return send(204, 'text/plain', '');
    const prefix = Object.keys(mounts).find((p) => pathname.startsWith(p));
    if (!prefix) return send(404, 'text/plain', 'not found\n');
    const root = mounts[prefix];
    let file = path.resolve(root, `.${pathname.slice(prefix.length - 1)}`);
    if (file !== root && !file.startsWith(root + path.sep)) return send(403, 'text/plain', 'forbidden\n');
    let stat = await fsp.stat(file).catch(() => null);
    if (stat && stat.isDirectory()) {
      file = path.join(file, 'index.html');
      stat = await fsp.stat(file).catch(() => null);
    }
    if (!stat || !stat.isFile()) return send(404, 'text/plain', 'not found\n');
    const type = MIME[path.extname(file).toLowerCase()] || 'application/octet-stream';
    return send(200, type, await fsp.readFile(file));
  } catch (e) {
    return send(500, 'text/plain', `${e.message}\n`);
  }
});
await new Promise((resolve, reject) => {
  server.once('error', reject);
  server.listen(0, '127.0.0.1', resolve);
});
const origin = `http://127.0.0.1:${server.address().port}`;

// --- the browser ---------------------------------------------------------------------

async function runScenario(browser, scenario, built) {
  const started = Date.now();
  const problems = [];
  let dying = null;
  const context = await browser.newContext();
  try {
    // Nothing but this run's server is reachable.
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(`${origin}/`)) return route.continue();
      problems.push(`blocked a request to ${url}`);
      return route.abort();
    });
    let deliver;
    let giveUp;
    const reported = new Promise((resolve, reject) => {
      deliver = resolve;
      giveUp = reject;
    });
    reported.catch(() => {}); // handled where it is awaited
    // After an uncaught error the page gets a moment to report anyway, then the
    // scenario fails without waiting for the full timeout.
    const page = await context.newPage();
    page.on('pageerror', (e) => {
      problems.push(`uncaught in the page: ${e.message}`);
      dying ??= setTimeout(() => giveUp(new Error('the page did not report after an uncaught error')), 3_000);
    });
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
    });
    page.on('response', (r) => {
      if (r.status() >= 400) problems.push(`HTTP ${r.status()} for ${r.url()}`);
    });
    page.on('requestfailed', (r) => {
      if (r.url().startsWith(origin)) problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`);
    });
    await page.exposeFunction('shogi64Report', (result) => deliver(result));
    await page.goto(origin + scenario.url, { waitUntil: 'load', timeout: REPORT_TIMEOUT_MS });
    const result = await withTimeout(reported, REPORT_TIMEOUT_MS, 'the page\'s report');
    return { result, problems, ms: Date.now() - started, warnings: built.warnings };
  } catch (e) {
    return { error: e.message.split('\n')[0], problems, ms: Date.now() - started, warnings: built.warnings };
  } finally {
    clearTimeout(dying);
    await context.close().catch(() => {});
  }
}

function verdict(scenario, outcome) {
  const lines = [];
  let ok = true;
  const r = outcome.result;
  let summary;
  if (outcome.error) {
    ok = false;
    summary = `FAILED: ${outcome.error}`;
  } else {
    summary = `${r.checked} vectors checked, ${r.failed} failed; ${r.apiChecked} API checks, ${r.apiFailed} failed`;
    if (r.scenario !== scenario.name) {
      ok = false;
      lines.push(`the page reported as ${JSON.stringify(r.scenario)}`);
    }
    if (r.failed !== 0 || r.apiFailed !== 0) ok = false;
    if (r.checked !== expectedLines) {
      ok = false;
      lines.push(`expected ${expectedLines} vector lines to be checked, not ${r.checked}`);
    }
    if (!(r.apiChecked > 0)) {
      ok = false;
      lines.push('no API check ran');
    }
    lines.push(...(r.failures || []));
  }
  if (outcome.problems.length) {
    ok = false;
    lines.push(...outcome.problems.slice(0, 5));
  }
  for (const w of outcome.warnings || []) lines.push(`bundler warning: ${w.split('\n')[0]}`);
  console.log(`${scenario.name}: ${summary} (${seconds(outcome.ms)})`);
  for (const line of lines) console.log(`    ${line}`);
  return ok;
}

// The board pictures of tests/browser/svg-sample.mjs drawn in the page,
// compared with Node's from the same package: the same bytes.
async function svgBytes(browser) {
  const { svgDigest } = await import('./svg-sample.mjs');
  const { toSvg } = await import(path.join(packageDir, 'shogi64.mjs'));
  const inNode = JSON.stringify(svgDigest(toSvg));
  await writeGen('svg.html', htmlPage('shogi64: toSvg bytes', `<script type="module">
import { toSvg } from '/pkg/shogi64.mjs';
import { svgDigest } from '/browser/svg-sample.mjs';
let result;
try {
  result = svgDigest(toSvg);
} catch (e) {
  result = { error: String(e && e.stack || e) };
}
window.shogi64Report(result);
</script>`));
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    let deliver;
    const reported = new Promise((resolve) => {
      deliver = resolve;
    });
    await page.exposeFunction('shogi64Report', (r) => deliver(r));
    await page.goto(`${origin}/gen/svg.html`, { waitUntil: 'load', timeout: REPORT_TIMEOUT_MS });
    const inPage = JSON.stringify(await withTimeout(reported, REPORT_TIMEOUT_MS, 'the toSvg page'));
    const ok = inPage === inNode;
    console.log(`browser toSvg bytes: ${ok ? `the same as in Node, ${inNode}` : `FAILED: ${inPage} in the page, ${inNode} in Node`}`);
    return ok;
  } catch (e) {
    console.log(`browser toSvg bytes: FAILED: ${e.message.split('\n')[0]}`);
    return false;
  } finally {
    await context.close().catch(() => {});
  }
}

let passed = 0;
let failed = 0;
let browser;
try {
  console.log(`shogi64 ${manifest.version} from ${packageDir}`);
  console.log(`serving on ${origin}; ${expectedLines} vector lines`);
  // Bundles are built while the browser starts.
  const builds = scenarios.map((s) => {
    const started = Date.now();
    return s.prepare().then(
      (warnings) => ({ warnings: warnings || [], ms: Date.now() - started }),
      (e) => ({ error: `${s.name.startsWith('bundler') ? 'build' : 'page'} failed: ${e.message}`, ms: Date.now() - started }),
    );
  });
  try {
    browser = await launchChromium(LAUNCH_TIMEOUT_MS);
  } catch (e) {
    console.log(`the browser could not start: ${CHROMIUM}: ${e.message.split('\n')[0]}`);
    failed = scenarios.length + 1;
  }
  if (browser) {
    console.log(`Chromium ${browser.version()} at ${CHROMIUM}`);
    for (const [i, scenario] of scenarios.entries()) {
      const built = await builds[i];
      const outcome = built.error
        ? { error: built.error, problems: [], ms: built.ms }
        : await runScenario(browser, scenario, built);
      if (verdict(scenario, outcome)) passed++;
      else failed++;
    }
    if (await svgBytes(browser)) passed++;
    else failed++;
  } else {
    await Promise.all(builds);
  }
} finally {
  clearTimeout(overall);
  if (browser) await browser.close().catch(() => {});
  server.close();
  server.closeAllConnections?.();
  await fsp.rm(work, { recursive: true, force: true });
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed === scenarios.length + 1 ? 0 : 1);
