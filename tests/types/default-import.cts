// `import x from 'shogi64'` in CommonJS output without esModuleInterop: tsc
// reads `require('shogi64').default`, which the package defines. Compiled by
// tsconfig.nointerop.json, and emitted and run by scripts/test-types.sh.
import shogi64 from 'shogi64';
import codec from 'shogi64/codec';

const INITIAL = 'poUAACMaqtYhwHgAAAAPQdTnd3vMgAA';
const s: string = shogi64.encode(codec.decode(INITIAL));
const sfen: string = shogi64.decodeToSfen(s);
if (s !== INITIAL || !sfen.startsWith('lnsgkgsnl/')) throw new Error(`default import: ${s} ${sfen}`);
console.log('default import without esModuleInterop: ok');
