// Loads the package under test the way users do: `require` and `import` of the
// package directory named by SHOGI64_PKG (an installed copy of the tarball), or
// pkg/; and of its codec-only entry, shogi64/codec.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const root = resolve(here, '..', '..');
export const packageDir = resolve(process.env.SHOGI64_PKG || join(root, 'pkg'));

const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const require = createRequire(join(packageDir, 'noop.js'));

// Resolve through the package's own `exports` map, as Node does for users.
export const viaRequire = require(packageDir);
const esm = await import(pathToFileURL(join(packageDir, manifest.exports['.'].import)).href);
export const viaImport = esm.default;
export const esmNamespace = esm;
export const cliPath = join(packageDir, manifest.bin.shogi64);

export function vectors(name) {
  const text = readFileSync(join(root, 'tests', 'vectors', name), 'utf8');
  const lines = text.split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l));
  if (lines.length === 0) throw new Error(`${name} has no lines`);
  return lines;
}

export const entries = [
  ['require', viaRequire],
  ['import', viaImport],
  ['import (named exports)', esm],
];

// shogi64/codec, the codec alone: `require` resolves the subpath through the
// package's `exports` (a package may require itself by name), `import` loads
// the file that map names for it.
export const codecRequire = require('shogi64/codec');
const codecEsm = await import(pathToFileURL(join(packageDir, manifest.exports['./codec'].import)).href);
export const codecImport = codecEsm.default;
export const codecNamespace = codecEsm;

export const codecEntries = [
  ['codec require', codecRequire],
  ['codec import', codecImport],
  ['codec import (named exports)', codecEsm],
];

/** The error `fn` throws; fails the test when it returns instead. */
export function caught(fn) {
  try {
    fn();
  } catch (e) {
    return e;
  }
  return assert.fail('expected a throw');
}
