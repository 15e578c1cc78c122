// The documentation's JavaScript examples, run against the package under test:
// every ```js block of README.md and docs/API.md is written to a file of a
// scratch project whose node_modules/shogi64 is the package (so `import …
// from 'shogi64'` and `require('shogi64/codec')` resolve through its
// `exports` as they do for users), imported, and must not throw. A line
// `expression; // → value` (or a line `// → value` under `expression;`) is
// an assertion: the expression must deep-equal the value. A value holding
// `…` is an illustration, not checked. Blocks tagged ```js browser need a
// page (a Worker, the DOM) and are only parsed.
//
// Also: the README as packed (pkg/README.md) carries every user section and
// no development section, and the development markers of README.md pair up.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { codecNamespace, esmNamespace, packageDir, root } from './load.mjs';

const DOCS = ['README.md', join('docs', 'API.md')];

/** The ```js blocks of a markdown text: `{ line, tag, code }`. */
export function jsBlocks(text) {
  const blocks = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^```js( .*)?$/.exec(lines[i]);
    if (!open) continue;
    const start = i + 1;
    while (i + 1 < lines.length && lines[i + 1] !== '```') i++;
    assert.ok(i + 1 < lines.length, `the block at line ${start} is not closed`);
    blocks.push({ line: start, tag: (open[1] || '').trim(), code: lines.slice(start, i + 1).join('\n') });
    i++;
  }
  return blocks;
}

/** A value written after `// →`, or undefined when it is an illustration. */
function expected(text, where) {
  if (text.includes('…')) return undefined;
  try {
    return new Function(`return (${text});`)();
  } catch (e) {
    throw new Error(`${where}: the value after → is not JavaScript: ${text} (${e.message})`);
  }
}

/**
 * The block with each `// →` turned into a call of globalThis.__check(id,
 * actual, expected); returns the code and the ids it must reach.
 */
function instrument(code, where) {
  const out = code.split('\n');
  const ids = [];
  const check = (i, statement, valueText, indent) => {
    const at = `${where}, line ${i + 1} of the block`;
    const value = expected(valueText, at);
    if (value === undefined) return false;
    const id = `${at}: ${statement.trim()}`;
    ids.push(id);
    const decl = /^(const|let|var)\s+([A-Za-z_$][\w$]*)\s*=/.exec(statement.trim());
    const actual = decl ? decl[2] : `(${statement})`;
    return `${indent}${decl ? `${statement}; ` : ''}globalThis.__check(${JSON.stringify(id)}, ${actual}, (${valueText}));`;
  };
  for (let i = 0; i < out.length; i++) {
    const same = /^(\s*)(\S.*?);\s*\/\/ → (.+)$/.exec(out[i]);
    if (same) {
      const line = check(i, same[2], same[3], same[1]);
      if (line) out[i] = line;
      continue;
    }
    const next = /^\s*\/\/ → (.+)$/.exec(out[i]);
    if (next) {
      const prev = /^(\s*)(\S.*?);$/.exec(out[i - 1] ?? '');
      assert.ok(prev, `${where}, line ${i + 1}: '// →' under a line that is not one statement ending in ';'`);
      const line = check(i - 1, prev[2], next[1], prev[1]);
      if (line) out[i - 1] = line;
    }
  }
  return { code: out.join('\n'), ids };
}

// A scratch project: node_modules/shogi64 is the package, game.kif a record.
const project = mkdtempSync(join(tmpdir(), 'shogi64-docs-'));
mkdirSync(join(project, 'node_modules'));
symlinkSync(packageDir, join(project, 'node_modules', 'shogi64'), 'dir');
copyFileSync(join(root, 'tests', 'kifu', 'henka.d1f679d8.kif'), join(project, 'game.kif'));
process.on('exit', () => rmSync(project, { recursive: true, force: true }));

const reached = new Set();
globalThis.__check = (id, actual, value) => {
  assert.deepStrictEqual(actual, value, id);
  reached.add(id);
};

let counter = 0;
for (const doc of DOCS) {
  const text = readFileSync(join(root, doc), 'utf8');
  const blocks = jsBlocks(text);
  test(`${doc} has JavaScript examples`, () => {
    assert.ok(blocks.filter((b) => b.tag === '').length >= (doc === 'README.md' ? 3 : 5), `${blocks.length} blocks`);
    for (const b of blocks) assert.ok(['', 'browser'].includes(b.tag), `${doc}:${b.line}: unknown tag '${b.tag}'`);
  });
  for (const block of blocks) {
    const where = `${doc}:${block.line}`;
    if (block.tag === 'browser') {
      test(`${where} (a page's code): parses`, () => {
        // Module code with imports: checked for syntax only, as a function body less its imports.
        new Function(block.code.replace(/^import .*$/gm, '').replace(/import\.meta\.url/g, "'x:'"));
      });
      continue;
    }
    test(`${where} runs, and gives what it shows`, async () => {
      const { code, ids } = instrument(block.code, where);
      const cjs = /\brequire\(/.test(code) && !/^import /m.test(code);
      const file = join(project, `example-${++counter}.${cjs ? 'cjs' : 'mjs'}`);
      writeFileSync(file, code);
      const log = console.log;
      const printed = [];
      console.log = (...a) => printed.push(a.join(' '));
      const cwd = process.cwd();
      process.chdir(project);
      try {
        await import(pathToFileURL(file).href);
      } finally {
        process.chdir(cwd);
        console.log = log;
      }
      for (const id of ids) assert.ok(reached.has(id), `not reached: ${id}`);
      console.log(`${where}: ${ids.length} results checked${printed.length ? `, ${printed.length} lines printed` : ''}`);
    });
  }
}

// The sections a user of the npm package reads; the development ones stay in the repository.
const USER_SECTIONS = [
  'Install', 'Quick start: the codec', 'Quick start: a kifu viewer', 'Entries', 'I want to…', 'Errors',
  'Command line', 'Differences from shogi64.js 0.0.3', 'Where it cannot run as it stands', 'Rust', 'Documentation',
  'License',
];
const DEVELOPMENT_SECTIONS = ['Development'];

test('README.md: the development markers pair up, and only development sections are inside them', () => {
  const text = readFileSync(join(root, 'README.md'), 'utf8');
  const markers = [...text.matchAll(/<!-- (\/?)development -->/g)].map((m) => m[1] === '/');
  assert.ok(markers.length > 0);
  markers.forEach((closing, i) => assert.equal(closing, i % 2 === 1, `marker ${i + 1} of ${markers.length}`));
  const inside = [...text.matchAll(/<!-- development -->([\s\S]*?)<!-- \/development -->/g)].map((m) => m[1]).join('\n');
  for (const name of USER_SECTIONS) assert.ok(!inside.includes(`\n## ${name}\n`), `${name} is marked as development`);
  for (const name of DEVELOPMENT_SECTIONS) assert.ok(inside.includes(`\n## ${name}\n`), `${name} is not marked`);
});

test('the packed README carries every user section and no development one', () => {
  const packed = readFileSync(join(packageDir, 'README.md'), 'utf8');
  const headings = new Set([...packed.matchAll(/^## (.+)$/gm)].map((m) => m[1]));
  for (const name of USER_SECTIONS) assert.ok(headings.has(name), `## ${name} is missing from the packed README`);
  for (const name of DEVELOPMENT_SECTIONS) assert.ok(!headings.has(name), `## ${name} is in the packed README`);
  assert.doesNotMatch(packed, /<!-- \/?development -->/);
  // Its examples are the repository's.
  const repo = jsBlocks(readFileSync(join(root, 'README.md'), 'utf8')).map((b) => b.code);
  assert.deepEqual(jsBlocks(packed).map((b) => b.code), repo);
});

// GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens.
const slug = (heading) => heading.toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-');

test('the links between README.md and docs/ reach a file, and a heading where they name one', () => {
  const files = ['README.md', ...readdirSync(join(root, 'docs')).filter((n) => n.endsWith('.md')).map((n) => join('docs', n))];
  let links = 0;
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8').replace(/^```[\s\S]*?^```$/gm, '');
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target)) continue;
      const [path, anchor] = target.split('#');
      const resolved = path ? join(dirname(join(root, file)), path) : join(root, file);
      assert.ok(existsSync(resolved), `${file}: ${target}: no such file`);
      if (anchor) {
        const headings = [...readFileSync(resolved, 'utf8').matchAll(/^#+ (.+)$/gm)].map((m) => slug(m[1]));
        assert.ok(headings.includes(anchor), `${file}: ${target}: no such heading`);
      }
      links++;
    }
  }
  assert.ok(links > 20, `${links} links`);
});

test('the packed README\'s links to files reach files the package ships', () => {
  const packed = readFileSync(join(packageDir, 'README.md'), 'utf8').replace(/^```[\s\S]*?^```$/gm, '');
  const targets = [...packed.matchAll(/\]\(([^)\s#]+)(#[^)\s]*)?\)/g)].map((m) => m[1]).filter((t) => !/^[a-z]+:/.test(t));
  assert.ok(targets.length >= 5, `${targets.length} links`);
  for (const target of targets) assert.ok(existsSync(join(packageDir, target)), `${target} is not in the package`);
});

test('docs/API.md documents every export of each entry, in a table row of its own', () => {
  const api = readFileSync(join(root, 'docs', 'API.md'), 'utf8');
  const rows = api.split('\n').filter((l) => l.startsWith('| `'));
  for (const [entry, ns] of [['shogi64', esmNamespace], ['shogi64/codec', codecNamespace]]) {
    const names = Object.keys(ns).filter((n) => n !== 'default');
    assert.ok(names.length >= (entry === 'shogi64' ? 29 : 7), `${entry}: ${names.join(', ')}`);
    for (const name of names) {
      const row = typeof ns[name] === 'function' ? `| \`${name}(` : `| \`${name}\` |`;
      assert.ok(rows.some((l) => l.startsWith(row)), `${entry}: ${name} has no row in docs/API.md`);
    }
  }
});
