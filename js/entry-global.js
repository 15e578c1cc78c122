// Classic-script entry: defines the global `shogi64` (the API object of its
// layer), as shogi64.js's browser build did.
import shogi64 from 'shogi64:api';

globalThis.shogi64 = shogi64;
