#!/usr/bin/env node
// The demo page (demo/): `npm run demo` builds the package, packs it and
// installs the tarball into a scratch project (build/demo/project), bundles
// demo/ there with esbuild (its imports are `from 'shogi64'`, resolved
// through the package's `exports` as in any app), and serves the page at
// http://localhost:8064/ (PORT changes the port) until stopped.
//
//   node scripts/demo.mjs              build, bundle, serve
//   SHOGI64_SKIP_BUILD=1 node scripts/demo.mjs   the pkg/ already built
//
// The browser tests import bundleDemo and serve (tests/browser/demo.mjs).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const demoDir = path.join(repo, 'demo');

// The page's own files, copied as they are; the two entries are bundled.
const STATIC = ['index.html', 'style.css'];
const ENTRIES = ['main.mjs', 'worker.mjs'];

/**
 * Bundles demo/ against the package at `packageDir` (an installed
 * shogi64) into `workDir`/www, and returns that folder. The sources are
 * copied into `workDir`/app, whose node_modules/shogi64 links to the
 * package, so that `import … from 'shogi64'` resolves as in a user's app.
 */
export async function bundleDemo(packageDir, workDir) {
  const esbuild = await import('esbuild');
  const app = path.join(workDir, 'app');
  const www = path.join(workDir, 'www');
  await fsp.rm(app, { recursive: true, force: true });
  await fsp.rm(www, { recursive: true, force: true });
  await fsp.mkdir(path.join(app, 'node_modules'), { recursive: true });
  await fsp.mkdir(www, { recursive: true });
  await fsp.symlink(fs.realpathSync(packageDir), path.join(app, 'node_modules', 'shogi64'), 'dir');
  await fsp.writeFile(path.join(app, 'package.json'),
    `${JSON.stringify({ name: 'shogi64-demo', private: true, version: '0.0.0', type: 'module' }, null, 2)}\n`);
  for (const file of fs.readdirSync(demoDir)) {
    if (file.endsWith('.mjs')) await fsp.copyFile(path.join(demoDir, file), path.join(app, file));
  }
  const result = await esbuild.build({
    entryPoints: ENTRIES.map((f) => path.join(app, f)),
    outdir: www,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    metafile: true,
    logLevel: 'silent',
  });
  if (result.warnings.length) {
    throw new Error(`esbuild warned: ${result.warnings.map((w) => w.text).join('; ')}`);
  }
  const inputs = Object.keys(result.metafile.inputs).map((f) => path.basename(f));
  if (!inputs.includes('shogi64.mjs')) throw new Error(`the bundle does not hold shogi64.mjs: ${inputs.join(', ')}`);
  for (const file of STATIC) await fsp.copyFile(path.join(demoDir, file), path.join(www, file));
  return www;
}

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** Serves the files of `dir` (no listing, nothing outside it); resolves to the listening server. */
export function serve(dir, port, host) {
  const root = fs.realpathSync(dir);
  const server = http.createServer(async (req, res) => {
    const send = (status, type, body) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'text/plain', 'method not allowed\n');
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    } catch {
      return send(400, 'text/plain', 'bad request\n');
    }
    if (pathname.endsWith('/')) pathname += 'index.html';
    const file = path.resolve(root, `.${pathname}`);
    if (!file.startsWith(root + path.sep)) return send(403, 'text/plain', 'forbidden\n');
    const body = await fsp.readFile(file).catch(() => null);
    if (body === null) return send(404, 'text/plain', 'not found\n');
    return send(200, MIME[path.extname(file)] || 'application/octet-stream', body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

// Packs pkg/ and installs the tarball into a fresh project under `dir`:
// the package as users get it. Returns its installed folder.
function installPacked(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'project'), { recursive: true });
  const name = execFileSync('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: path.join(repo, 'pkg') })
    .toString().trim().split('\n').pop();
  const project = path.join(dir, 'project');
  fs.writeFileSync(path.join(project, 'package.json'), '{ "name": "shogi64-demo-project", "version": "0.0.0", "private": true }\n');
  execFileSync('npm', ['install', '--no-save', '--offline', '--silent', '--no-audit', '--no-fund', path.join(dir, name)],
    { cwd: project, stdio: 'inherit' });
  return path.join(project, 'node_modules', 'shogi64');
}

async function main() {
  const env = { ...process.env, SHOGI64_SKIP_SETUP: '1' };
  if (process.env.SHOGI64_SKIP_BUILD !== '1') {
    // Everything the build needs, but no browser.
    execFileSync('bash', ['scripts/setup.sh'], { cwd: repo, stdio: 'inherit', env: { ...env, SHOGI64_NO_BROWSER: '1' } });
    execFileSync('bash', ['scripts/build.sh'], { cwd: repo, stdio: 'inherit', env });
  }
  if (!fs.existsSync(path.join(repo, 'pkg', 'package.json'))) throw new Error('pkg/ is not built: run scripts/build.sh');
  const work = path.join(repo, 'build', 'demo');
  const packageDir = installPacked(path.join(work, 'pack'));
  const www = await bundleDemo(packageDir, work);
  const port = process.env.PORT === undefined ? 8064 : Number(process.env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is ${process.env.PORT}, not a port number`);
  const server = await serve(www, port, 'localhost');
  console.log(`\nThe demo page: http://localhost:${server.address().port}/  (Ctrl-C stops it)`);
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(`demo: ${e.message}`);
    process.exit(1);
  });
}
