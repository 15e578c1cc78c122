// What each import of the package weighs in a user's bundle: esbuild
// `--bundle --minify --format=esm --platform=browser`, then gzip level 9, as
// users measure, from the package as installed (bytes inline, as shipped).
// Each entry stands on one wasm module: shogi64/codec on the codec's,
// shogi64 on the whole toolkit's, whatever is imported from it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { packageDir, projectWithPackage, root } from '../support.mjs';

const { modules } = await import(join(root, 'scripts', 'modules.mjs'));

// The gates (docs/BENCHMARKS.md, "The codec, bundles and loading").
const CODEC_MAX = 12_300;
const WHOLE_MAX = 120_000;

// A scratch project whose node_modules/shogi64 is the package under test, so
// that esbuild resolves it by name through its `exports`, as in an app.
const project = projectWithPackage('shogi64-budgets-');

// The wasm modules a bundle holds: each module's bytes are one string of the
// package's <name>.bytes.mjs (scripts/wasm-text.mjs); a bundle holds a module
// when it holds the string's first 4,096 characters (the rest of the module
// is different bytes).
const texts = Object.fromEntries(['codec', 'shogi64'].map((name) => {
  const text = readFileSync(join(packageDir, `${name}.bytes.mjs`), 'utf8');
  return [name, /^export default "([^"\\<]+)";\n$/.exec(text)[1]];
}));

async function weigh(name, contents) {
  const result = await build({
    stdin: { contents, resolveDir: project, sourcefile: 'app.mjs' },
    bundle: true, minify: true, format: 'esm', platform: 'browser', write: false, outfile: 'app.js',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  const gzip = gzipSync(Buffer.from(code), { level: 9 }).length;
  const modules = Object.entries(texts).filter(([, text]) => code.includes(text.slice(0, 4096))).map(([n]) => n);
  // A module's bytes appear once: nothing is bundled twice.
  const copies = Object.values(texts).reduce((n, text) => n + code.split(text.slice(0, 4096)).length - 1, 0);
  console.log(`budget: ${name}: ${code.length} B, ${gzip} B gzip (${modules.join(', ')})`);
  return { raw: code.length, gzip, modules, copies };
}

const imports = (names, from = 'shogi64') =>
  `import { ${names.join(', ')} } from '${from}'; globalThis.x = [${names.join(', ')}];`;

const VIEWER = ['encode', 'fromSfen', 'legalMoves', 'toJapaneseMoves', 'parseKifu', 'kifuPositions'];
const PUZZLE = ['fromSfen', 'legalMoves', 'applyMove', 'solveMate', 'toJapaneseMoves'];

test('shogi64/codec is the codec alone, within its budget', async () => {
  const codec = await weigh("import * as s from 'shogi64/codec'",
    "import * as s from 'shogi64/codec'; globalThis.x = s;");
  assert.deepStrictEqual(codec.modules, ['codec']);
  assert.equal(codec.copies, 1);
  assert.ok(codec.gzip <= CODEC_MAX, `shogi64/codec: ${codec.gzip} B gzip, over ${CODEC_MAX}`);
  const byDefault = await weigh("import shogi64 from 'shogi64/codec'",
    "import c from 'shogi64/codec'; globalThis.x = c;");
  assert.deepStrictEqual(byDefault.modules, ['codec']);
  assert.ok(byDefault.gzip <= codec.gzip * 1.01, `the default object: ${byDefault.gzip} B gzip`);
});

test('shogi64 is one module, and no import of it carries more than the whole', async () => {
  const whole = await weigh("import * as s from 'shogi64'", "import * as s from 'shogi64'; globalThis.x = s;");
  assert.deepStrictEqual(whole.modules, ['shogi64']);
  assert.equal(whole.copies, 1);
  assert.ok(whole.gzip <= WHOLE_MAX, `the whole toolkit: ${whole.gzip} B gzip, over ${WHOLE_MAX}`);

  const { exports } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  assert.ok(exports['.']);
  const api = await import(join(packageDir, 'shogi64.mjs'));
  const names = Object.keys(api).filter((n) => n !== 'default');
  // Every function of the toolkit (scripts/modules.mjs lists them), one bundle each below.
  const listed = modules.find((m) => m.name === 'shogi64');
  assert.deepStrictEqual(names.sort(), Object.values(listed.functions).flat().sort());
  const bundles = [
    ["import shogi64 from 'shogi64'", "import s from 'shogi64'; globalThis.x = s;"],
    ['the viewer set', imports(VIEWER)],
    ['the puzzle set', imports(PUZZLE)],
    ["{ encode, decode }", imports(['encode', 'decode'])],
    ...names.map((n) => [`{ ${n} }`, imports([n])]),
  ];
  for (const [name, contents] of bundles) {
    const b = await weigh(name, contents);
    assert.deepStrictEqual(b.modules, ['shogi64'], name);
    assert.equal(b.copies, 1, name);
    assert.ok(b.gzip <= whole.gzip * 1.01, `${name}: ${b.gzip} B gzip, the whole ${whole.gzip}`);
  }
});
