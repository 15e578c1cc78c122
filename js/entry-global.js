// Classic-script entry: defines the global `shogi64`, as shogi64.js's browser build did.
import shogi64 from './api.js';

globalThis.shogi64 = shogi64;
