// A tiny browser app that uses the shogi64 package the way applications do:
// it imports the package by name and leaves the rest to the bundler (esbuild,
// Vite, webpack), which resolves it through the package's `exports`.
//
// It shows the Shogi64 text of the initial position and the position read back
// from it, and publishes the API on `globalThis.shogi64App` for the page's
// conformance check (tests/browser/conformance.js).
import shogi64, { encode, decode } from 'shogi64';

const empty = () => ({ FU: 0, KY: 0, KE: 0, GI: 0, KI: 0, KA: 0, HI: 0 });
const backRank = [2, 3, 4, 5, 8, 5, 4, 3, 2];

const initial = {
  turn: true,
  board: [
    ...backRank.map((n) => -n),
    0, -7, 0, 0, 0, 0, 0, -6, 0,
    ...Array(9).fill(-1),
    ...Array(27).fill(0),
    ...Array(9).fill(1),
    0, 6, 0, 0, 0, 0, 0, 7, 0,
    ...backRank,
  ],
  hands: { black: empty(), white: empty() },
};

const text = encode(initial);
const position = decode(text);

const out = document.createElement('pre');
out.textContent = `${text}\n${JSON.stringify(position)}`;
(document.body || document.documentElement).appendChild(out);

globalThis.shogi64App = { api: shogi64, named: { encode, decode }, text, back: position };
