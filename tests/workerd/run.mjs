// Runs tests/workerd/worker.mjs under workerd (Cloudflare's runtime, from
// npm): bundles it as Workers tooling does (esbuild, conditions `workerd` and
// `worker`, each .wasm import left as a module of the worker), serves it, asks
// it to check the vectors, and fails unless it checked every line without a
// failure. Fails too if workerd does not start or answer in time.
//
//   node tests/workerd/run.mjs [packageDir]   (default: SHOGI64_PKG, else pkg/)
import { spawn } from 'node:child_process';
import { copyFileSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { jsonl, packageDir as testedPackage, projectWithPackage, root } from '../support.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const packageDir = process.argv[2] ? resolve(process.argv[2]) : testedPackage;
const workerd = process.env.WORKERD || join(root, 'node_modules', '.bin', 'workerd');
const TIMEOUT_MS = 60_000;

// The worker's project: node_modules/shogi64 is the package under test.
const work = projectWithPackage('shogi64-workerd-', packageDir);
let child;
function finish(code, message) {
  if (message) (code ? console.error : console.log)(`workerd: ${message}`);
  if (child && child.exitCode === null) child.kill();
  rmSync(work, { recursive: true, force: true });
  process.exit(code);
}
setTimeout(() => finish(1, `no answer within ${TIMEOUT_MS / 1000} s`), TIMEOUT_MS).unref();

const bundle = await build({
  entryPoints: [join(here, 'worker.mjs')], bundle: true, format: 'esm', platform: 'neutral',
  conditions: ['workerd', 'worker', 'browser'], mainFields: ['module', 'main'], nodePaths: [join(work, 'node_modules')],
  loader: { '.jsonl': 'text' }, external: ['*.wasm'], outfile: join(work, 'worker.js'), metafile: true, logLevel: 'warning',
});
const inputs = Object.keys(bundle.metafile.inputs);
const bytes = inputs.filter((f) => f.includes('.bytes.'));
if (bytes.length) finish(1, `the worker was bundled with module bytes (${bytes.join(', ')}), not the workerd entries`);
const wasm = readdirSync(packageDir).filter((f) => f.endsWith('.wasm'));
if (!readFileSync(join(work, 'worker.js'), 'utf8').includes('.wasm"')) finish(1, 'the worker imports no .wasm module');
for (const f of wasm) copyFileSync(join(packageDir, f), join(work, f));

const port = await new Promise((ok) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = s.address();
    s.close(() => ok(p));
  });
});
writeFileSync(join(work, 'config.capnp'), `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [(name = "main", worker = .worker)],
  sockets = [(name = "http", address = "127.0.0.1:${port}", http = (), service = "main")],
);
const worker :Workerd.Worker = (
  modules = [
    (name = "worker.js", esModule = embed "worker.js"),
${wasm.map((f) => `    (name = "${f}", wasm = embed "${f}"),`).join('\n')}
  ],
  compatibilityDate = "2024-09-23",
);
`);

child = spawn(workerd, ['serve', join(work, 'config.capnp')], { stdio: ['ignore', 'inherit', 'inherit'] });
child.on('exit', (code, signal) => finish(1, `workerd exited (${signal || code}) before answering`));
child.on('error', (e) => finish(1, `workerd did not start: ${e.message}`));

let answer;
for (;;) {
  try {
    answer = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    break;
  } catch {
    await new Promise((ok) => setTimeout(ok, 100));
  }
}
child.removeAllListeners('exit');
let result;
try {
  result = JSON.parse(answer);
} catch {
  finish(1, `the worker answered ${answer.slice(0, 500)}`);
}
const count = (f) => jsonl(`tests/vectors/${f}`).length;
const encodeResults = jsonl('tests/vectors/encode.jsonl').filter((l) => !('error' in l)).length;
// Per API: every line once, and the successful encode lines twice (encode, encodePositionToBits); then one SFEN
// check and one Shift_JIS kifu check.
const expected = 3 * (count('encode.jsonl') + encodeResults + count('decode.jsonl') + count('bits.jsonl')) + 2;
if (result.failures.length) finish(1, `${result.failures.length} failures:\n${result.failures.join('\n')}`);
// The board pictures: the same bytes as Node draws with the same package.
const { svgDigest } = await import('../browser/svg-sample.mjs');
const { toSvg } = await import(join(packageDir, 'shogi64.mjs'));
const inNode = JSON.stringify(svgDigest(toSvg));
if (JSON.stringify(result.svg) !== inNode) finish(1, `toSvg in the worker: ${JSON.stringify(result.svg)}, in Node ${inNode}`);
if (result.checked !== expected) finish(1, `${result.checked} checks, expected ${expected}`);
finish(0, `${result.checked} checks passed in a worker, and ${result.svg.count} board pictures the same bytes as in Node (${result.svg.digest}) (shogi64, its named exports, shogi64/codec; ${wasm.join(', ')} as wasm modules; Shift_JIS kifu bytes: ${result.shiftJis})`);
