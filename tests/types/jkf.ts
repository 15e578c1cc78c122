// The JKF types against those of json-kifu-format (the format's reference
// library) and tsshogi: what they produce, fromJkf accepts; what toJkf
// produces, they accept, as far as their own types allow (see below).
import type { IJSONKifuFormat } from 'json-kifu-format/src/Formats';
import type { JKF, JKFInitial } from 'tsshogi';
import {
  formatKifu, fromJkf, kifuPositions, parseKifu, toJkf, type JkfInitial, type JkfKifu, type JkfPreset, type JkfRecord,
  type KifuPosition, type Position,
} from 'shogi64';

declare const jkfKifu: IJSONKifuFormat;
declare const tsKifu: JKF;
declare const tsInitial: JKFInitial;

// Theirs into ours: a whole kifu, its initial, and its data.
const a: Position = fromJkf(jkfKifu);
const b: Position = fromJkf(tsKifu);
const c: Position = fromJkf(tsInitial);
const d: Position = fromJkf(jkfKifu.initial ?? null);
const kifu: JkfKifu = tsKifu;

// Ours into theirs: json-kifu-format takes toJkf's output whole.
const initial: JkfInitial = toJkf(a);
const mine: IJSONKifuFormat = { header: {}, initial, moves: [{}] };
const forTs: JKF = {
  header: {},
  // tsshogi types a piece kind as its string enum JKFKind, to which no plain
  // string is assignable: a board from any other source needs a cast there.
  // The preset form is accepted as it is.
  initial: initial.preset === 'OTHER' ? undefined : initial,
  moves: [],
};
const left: { preset: JkfPreset } = { preset: '7_L' };
const presetOnly: JKFInitial = left;
// @ts-expect-error: tsshogi refuses plain kind strings (its JKFKind is a string enum)
const other: JKFInitial = toJkf(b) as Extract<JkfInitial, { preset: 'OTHER' }>;

// Whole records: theirs are read by formatKifu and kifuPositions; ours by
// fromJkf and by json-kifu-format's own type, but for its `time.total`,
// which it types as always present.
const record: JkfRecord = parseKifu(new Uint8Array(0), 'kif');
const again: JkfRecord = parseKifu(formatKifu(record, 'csa'));
const lines: KifuPosition[][] = [kifuPositions(jkfKifu), kifuPositions(tsKifu, { forks: [[3, 0]] }), kifuPositions(record)];
const texts: string[] = [formatKifu(jkfKifu, 'kif'), formatKifu(tsKifu, 'ki2'), formatKifu(record, 'jkf')];
const start: Position = fromJkf(record);
const theirs: Omit<IJSONKifuFormat, 'moves'> = record;
// @ts-expect-error: not a format
formatKifu(record, 'pgn');
export { c, d, kifu, mine, forTs, presetOnly, other, again, lines, texts, start, theirs };
