// Loads the package under test the way users do: `require` and `import` of the
// package directory named by SHOGI64_PKG (an installed copy of the tarball), or
// pkg/; and of its codec-only entry, shogi64/codec. What the tests share
// beyond the package's entries is in tests/support.mjs.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { jsonl, loadPackage, packageDir } from '../support.mjs';

export { packageDir, root } from '../support.mjs';

/** The package's package.json. */
export const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const require = createRequire(join(packageDir, 'noop.js'));

export const viaRequire = loadPackage();
const esm = await import(pathToFileURL(join(packageDir, manifest.exports['.'].import)).href);
export const viaImport = esm.default;
export const esmNamespace = esm;
export const cliPath = join(packageDir, manifest.bin.shogi64);

/** The lines of a conformance vector file of tests/vectors/. */
export const vectors = (name) => jsonl(`tests/vectors/${name}`);

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
