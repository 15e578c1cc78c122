// Classic-script entry of the codec alone: defines the global `shogi64`, with
// the members of shogi64.js's browser build.
import shogi64 from './codec.js';

globalThis.shogi64 = shogi64;
