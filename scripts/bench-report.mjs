// Writes the output of `npm run bench` into docs/BENCHMARKS.md, between its
// `bench:begin` and `bench:end` markers, with the date, the commit, Node's
// version and the machine. Run by scripts/bench.sh once every bench has
// finished without a wrong result: node scripts/bench-report.mjs OUTPUT.
import { readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';

const [outputFile] = process.argv.slice(2);
if (!outputFile) throw new Error('usage: node scripts/bench-report.mjs OUTPUT');
const doc = 'docs/BENCHMARKS.md';
const BEGIN = '<!-- bench:begin -->';
const END = '<!-- bench:end -->';

const git = (...args) => {
  try {
    return execFileSync('git', args, { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};
const commit = git('rev-parse', '--short', 'HEAD') || 'unknown';
const dirty = git('status', '--porcelain', '--untracked-files=no') ? ' with local changes' : '';
const cpu = cpus();
const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
const output = readFileSync(outputFile, 'utf8').trimEnd().replaceAll('```', "'''");

const text = readFileSync(doc, 'utf8');
const begin = text.indexOf(BEGIN);
const end = text.indexOf(END);
if (begin < 0 || end < begin) throw new Error(`${doc}: the ${BEGIN} … ${END} markers are missing`);
const section = [
  BEGIN,
  `Written by \`npm run bench\` on ${date}, commit ${commit}${dirty}, Node ${process.version},`,
  `${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} at the end.`,
  '',
  '```text',
  output,
  '```',
  END,
].join('\n');
writeFileSync(doc, text.slice(0, begin) + section + text.slice(end + END.length));
console.error(`bench: ${doc} updated (commit ${commit}${dirty})`);
