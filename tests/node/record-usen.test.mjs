// The Record handle's USEN against tsshogi 2.2.0: `toUsen().usen` is
// tsshogi's `record.usen[0]` for every shared kifu file, except the records
// tests/kifu_tests/usen.rs lists (for the reasons it gives), and its branch
// index is tsshogi's at the cursors tests/usen/tsshogi.jsonl names.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { decodeKifu, jsonl, kifuDir, kifuNames, root } from '../support.mjs';
import { viaRequire as s } from './load.mjs';

const ts = createRequire(import.meta.url)('tsshogi');
const { Record } = s;
const IMPORT = {
  kif: ts.importKIF, kifu: ts.importKIF, ki2: ts.importKI2, ki2u: ts.importKI2,
  csa: ts.importCSA, jkf: ts.importJKFString,
};
// The records whose USEN is not tsshogi's, and why: the list of
// tests/kifu_tests/usen.rs, read from it so that the two stay one.
const DIFFERENT = new Map(
  [...readFileSync(join(root, 'tests', 'kifu_tests', 'usen.rs'), 'utf8')
    .split('const DIFFERENT')[1].split('];')[0]
    .matchAll(/\(\s*"([^"]+)",\s*"([^"]+)",?\s*\)/g)].map((m) => [m[1], m[2]]),
);

test('toUsen().usen is tsshogi\'s record.usen[0] on every shared kifu file but those listed', () => {
  assert.ok(DIFFERENT.size >= 10, `${DIFFERENT.size} listed`);
  let same = 0;
  const differ = [];
  for (const name of kifuNames()) {
    const bytes = new Uint8Array(readFileSync(join(kifuDir, name)));
    const ext = name.split('.').pop();
    const theirs = IMPORT[ext]?.(decodeKifu(bytes));
    const record = Record.fromKifu(bytes);
    const ours = record.toUsen();
    assert.deepEqual([ours.branch, ours.ply], [0, 0], name);
    record.dispose();
    if (DIFFERENT.has(name)) {
      differ.push(name);
      continue;
    }
    assert.ok(theirs && !(theirs instanceof Error), `${name}: tsshogi reads it`);
    assert.equal(ours.usen, theirs.usen[0], name);
    same++;
  }
  // Every listed record is a shared file; every other file is the same.
  assert.equal(differ.length, DIFFERENT.size, differ.join(', '));
  assert.equal(same + differ.length, kifuNames().length);
});

test('toUsen().branch is tsshogi\'s branch index at the cursors tests/usen/tsshogi.jsonl names', () => {
  let checked = 0, skipped = 0;
  for (const c of jsonl('tests/usen/tsshogi.jsonl')) {
    if (!c.cursors || DIFFERENT.has(c.name)) continue;
    const bytes = new Uint8Array(readFileSync(join(kifuDir, c.name)));
    for (const { forks, ply, branch } of c.cursors) {
      // A fresh record: the branches it follows are the stored first ones.
      const record = Record.fromKifu(bytes);
      // The variations followed, as branches: at a fork every alternative
      // a move, stored index k + 1 is branch k + 1 when first reached.
      let ok = true;
      record.goto(0);
      for (const [at, k] of forks) {
        ok &&= record.goto(at - 1) || record.ply === at - 1;
        if (!ok) break;
        const next = record.branches();
        if (next.length <= k + 1) { ok = false; break; }
        record.switchBranch(k + 1);
      }
      if (ok && (record.goto(ply) || record.ply === ply)) {
        const got = record.toUsen();
        assert.deepEqual(got, { usen: got.usen, branch, ply }, `${c.name} ${JSON.stringify(forks)} ${ply}`);
        checked++;
      } else skipped++;
      record.dispose();
    }
  }
  assert.ok(checked > skipped * 4 && checked > 20, `${checked} checked, ${skipped} skipped`);
});

test('Record.fromUsen of tsshogi\'s USEN gives its moves and its cursor', () => {
  let checked = 0;
  for (const c of jsonl('tests/usen/tsshogi.jsonl')) {
    if (!c.usen) continue;
    for (const { branch, ply } of [{ branch: 0, ply: 0 }, ...c.cursors]) {
      const theirs = ts.Record.newByUSEN(c.usen, branch, ply);
      assert.ok(!(theirs instanceof Error), `${c.name}: tsshogi reads its own USEN`);
      const ours = Record.fromUsen(c.usen, { branch, ply });
      const where = `${c.name} at branch ${branch}, ply ${ply}`;
      assert.equal(ours.ply, theirs.current.ply, where);
      // The moves that lead to the cursor. (Past it, tsshogi's line follows
      // the variation it read last; the record's, the first at each fork.)
      const usis = theirs.moves.slice(1, ply + 1).map((n) => n.move.usi);
      assert.deepEqual(ours.moves().slice(1, ply + 1).map((m) => m.usi), usis, where);
      // Written again: the same branch index and ply.
      const back = ours.toUsen();
      assert.deepEqual([back.branch, back.ply], [theirs.usen[1], ours.ply], where);
      ours.dispose();
      checked++;
    }
  }
  assert.ok(checked > 50, `${checked} checked`);
});

test('Record.fromUsen refuses unknown options and what is not USEN, with codes', () => {
  assert.throws(() => Record.fromUsen('~0.7ku2jm.', { brnch: 1 }), { code: 'SHOGI64_INVALID_OPTION' });
  assert.throws(() => Record.fromUsen('~0.7ku2jm.', { ply: -1 }), { code: 'SHOGI64_INVALID_OPTION' });
  assert.throws(() => Record.fromUsen(42), { code: 'SHOGI64_NOT_A_STRING' });
  assert.throws(() => Record.fromUsen('~0.7ku2jm.x'), { code: 'SHOGI64_BAD_KIFU', line: 1, column: 11 });
  const r = Record.fromUsen('~0.7ku2jm.r~1.36e.', { branch: 1, ply: 2 });
  assert.deepEqual(r.moves().slice(1).map((m) => m.usi), ['7g7f', '8c8d']);
  assert.deepEqual(r.toUsen(), { usen: '~0.7ku2jm.r~1.36e.', branch: 1, ply: 2 });
  r.dispose();
});
