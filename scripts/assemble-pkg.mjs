// Completes pkg/ around the bundles: package.json (from pkg-template/, version
// from Cargo.toml), README, LICENSE, type declarations and the CLI.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const cargo = readFileSync('Cargo.toml', 'utf8');
const version = /^version\s*=\s*"([^"]+)"/m.exec(cargo)[1];
const manifest = JSON.parse(readFileSync('pkg-template/package.json', 'utf8'));
manifest.version = version;
// The layers' files, as scripts/build-js.mjs wrote them.
const layerFiles = JSON.parse(readFileSync('build/pkg-files.json', 'utf8'));
manifest.files = [...new Set([...manifest.files, ...layerFiles])];
writeFileSync('pkg/package.json', `${JSON.stringify(manifest, null, 2)}\n`);

// The package's README is the repository's, less its development sections.
// The markers must pair up: an unclosed one would drop the rest of the file
// (tests/node/readme.test.mjs checks the sections that ship).
const source = readFileSync('README.md', 'utf8');
const markers = [...source.matchAll(/<!-- (\/?)development -->/g)].map((m) => m[1] === '/');
markers.forEach((closing, i) => {
  if (closing !== (i % 2 === 1)) throw new Error(`README.md: development marker ${i + 1} does not pair up`);
});
if (markers.length % 2 === 1) throw new Error('README.md: the last development marker is not closed');
const readme = source.replace(/<!-- development -->[\s\S]*?<!-- \/development -->\n*/g, '');
writeFileSync('pkg/README.md', readme);
copyFileSync('LICENSE', 'pkg/LICENSE');
// The README links to these; they ship so that the links work offline too.
copyFileSync('CHANGELOG.md', 'pkg/CHANGELOG.md');
mkdirSync('pkg/docs', { recursive: true });
for (const doc of ['API.md', 'FORMAT.md', 'DESIGN.md', 'BENCHMARKS.md']) copyFileSync(`docs/${doc}`, `pkg/docs/${doc}`);
copyFileSync('js/shogi64.d.mts', 'pkg/shogi64.d.mts');
copyFileSync('js/shogi64.d.cts', 'pkg/shogi64.d.cts');
copyFileSync('js/codec.d.mts', 'pkg/codec.d.mts');
copyFileSync('js/codec.d.cts', 'pkg/codec.d.cts');
copyFileSync('js/shogi64.d.ts', 'pkg/shogi64.d.ts');
// The types for TypeScript 5.2 and later (the `types@>=5.2` condition and
// `typesVersions`): the same, and a record's `[Symbol.dispose]`, with
// `SymbolConstructor.dispose` declared for a lib that lacks it.
for (const ext of ['mts', 'cts']) {
  const source = readFileSync(`js/shogi64.d.${ext}`, 'utf8');
  const withDispose = source.replace(/^( *)dispose\(\): void;\n/m,
    '$1dispose(): void;\n$1/** Frees the record, as `dispose()`: `using record = …`. */\n$1[Symbol.dispose](): void;\n');
  if (withDispose === source) throw new Error(`js/shogi64.d.${ext}: no dispose() to pair with [Symbol.dispose]`);
  writeFileSync(`pkg/shogi64.disposable.d.${ext}`, `${withDispose}
declare global {
  interface SymbolConstructor {
    /** The method \`using\` calls at the end of its block (TypeScript 5.2's lib declares it too). */
    readonly dispose: unique symbol;
  }
}
`);
}
copyFileSync('js/codec.d.ts', 'pkg/codec.d.ts');
copyFileSync('js/cli.cjs', 'pkg/cli.cjs');
