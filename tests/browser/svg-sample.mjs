// The board picture of 1,000 seeded random positions, each with random
// options, as one digest: Node (tests/node/picture.test.mjs), Chromium
// (tests/browser/run.mjs) and workerd (tests/workerd/worker.mjs) compute it
// with the package they load, and the runners compare it with Node's. No
// import: the same file runs in every runtime.

export const SVG_SAMPLES = 1000;

// A seeded generator (mulberry32).
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HAND_MAX = { FU: 18, KY: 4, KE: 4, GI: 4, KI: 4, KA: 2, HI: 2 };
const FILES = '123456789';
const RANKS = 'abcdefghi';
const DROPS = 'PLNSGBR';
const NAMES = ['羽生善治', 'A & B <C>', '"quoted" \'name\'', '🀄 藤井聡太', 'x'.repeat(40), ''];

/** The i-th sample's position and options, from a generator. */
export function sample(random) {
  const below = (n) => Math.floor(random() * n);
  const density = [0, 0.05, 0.2, 0.4, 0.7, 1][below(6)];
  const board = Array.from({ length: 81 }, () => {
    if (random() >= density) return 0;
    const kind = 1 + below(14);
    return random() < 0.5 ? kind : -kind;
  });
  const hand = () => Object.fromEntries(Object.entries(HAND_MAX).map(([k, max]) => [k, random() < 0.5 ? 0 : below(max + 1)]));
  const position = { turn: random() < 0.5, board, hands: { black: hand(), white: hand() } };
  const square = () => FILES[below(9)] + RANKS[below(9)];
  const options = {};
  if (random() < 0.5) {
    options.lastMove = random() < 0.2 ? `${DROPS[below(7)]}*${square()}` : square() + square() + (random() < 0.3 ? '+' : '');
  }
  if (random() < 0.5) options.flip = random() < 0.7;
  if (random() < 0.3) options.marks = Array.from({ length: below(12) }, square);
  if (random() < 0.3) options.coordinates = random() < 0.5;
  if (random() < 0.3) options.size = 1 + below(2000);
  if (random() < 0.3) options.names = { black: NAMES[below(NAMES.length)], white: NAMES[below(NAMES.length)] };
  return { position, options };
}

/**
 * `{ count, units, digest }` of the pictures `toSvg` draws of the samples:
 * their total length in UTF-16 units and two 32-bit FNV-1a hashes of them
 * (of the units, and of each picture's hash and length), in hexadecimal.
 */
export function svgDigest(toSvg, count = SVG_SAMPLES) {
  const random = generator(0x5e6ba5e);
  let h = 0x811c9dc5, outer = 0x811c9dc5, units = 0;
  for (let i = 0; i < count; i++) {
    const { position, options } = sample(random);
    const svg = toSvg(position, options);
    for (let j = 0; j < svg.length; j++) h = Math.imul(h ^ svg.charCodeAt(j), 0x01000193);
    outer = Math.imul(outer ^ h ^ svg.length, 0x01000193);
    units += svg.length;
  }
  const hex = (n) => (n >>> 0).toString(16).padStart(8, '0');
  return { count, units, digest: hex(h) + hex(outer) };
}
