// Writes js/shogi64.d.cts, the CommonJS view of the types, from js/shogi64.d.mts:
// the part between its `types` markers, word for word, becomes the namespace
// merged with the API object that `export =` gives (a namespace and a module
// cannot share one file across CommonJS and ESM on TypeScript before 5.3).
// With --check, fails instead when the file differs from what it would write.
import { readFileSync, writeFileSync } from 'node:fs';

const source = readFileSync('js/shogi64.d.mts', 'utf8');
const m = /\/\/ <types>\n([\s\S]*?)\/\/ <\/types>\n/.exec(source);
if (!m) throw new Error('js/shogi64.d.mts has no // <types> … // </types> part');
const body = m[1].split('\n').map((l) => (l ? `  ${l}` : l)).join('\n');
const out = `// The package's types, as CommonJS users require them: \`const shogi64 =
// require('shogi64')\`. Generated from shogi64.d.mts by scripts/types-cts.mjs:
// edit that file, then run \`node scripts/types-cts.mjs\`.

declare namespace shogi64 {
${body.trimEnd()}
}

/**
 * The API object. Its \`default\` is the object itself, so that
 * \`import shogi64 from 'shogi64'\` compiled without esModuleInterop works.
 */
declare const shogi64: shogi64.Shogi64 & { readonly default: shogi64.Shogi64 };
export = shogi64;
`;
const target = 'js/shogi64.d.cts';
if (process.argv.includes('--check')) {
  if (readFileSync(target, 'utf8') !== out) {
    console.error(`${target} is not what scripts/types-cts.mjs writes from js/shogi64.d.mts: run it`);
    process.exit(1);
  }
} else {
  writeFileSync(target, out);
}
