// Writes tests/mate/tsume.jsonl: ten problems each of 3 and 5 plies made by
// the package's generateMate (its WebAssembly build: pkg/, or SHOGI64_PKG),
// seeds 1 to 10. tests/tsume.rs makes them again natively, which must give
// the same problems, and holds each to the composition rules with a search
// of its own. With --check it writes nothing and fails when the file
// differs from what it would write.
//   node scripts/tsume-fixture.mjs [--check]
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadPackage, root } from '../tests/support.mjs';

const { generateMate, toSfen } = loadPackage();
const check = process.argv[2] === '--check';
const file = join(root, 'tests/mate/tsume.jsonl');

let text = '';
for (const plies of [3, 5]) {
  for (let seed = 1; seed <= 10; seed++) {
    const { position, moves } = generateMate({ plies, seed });
    text += `${JSON.stringify({ plies, seed, sfen: toSfen(position), moves: moves.join(' ') })}\n`;
  }
}
if (!check) {
  writeFileSync(file, text);
} else if (readFileSync(file, 'utf8') !== text) {
  throw new Error(`${file} is not what this script writes: run it without --check and review the difference`);
}
