// The classic script codec.js: the global holds the codec alone.
/// <reference types="shogi64/codec.js" />

const codecPosition: shogi64.Position = shogi64.decode('poUAACMaqtYhwHgAAAAPQdTnd3vMgAA');
const codecLetters: string = shogi64.encode(codecPosition) + shogi64.table;
// @ts-expect-error: codec.js has no SFEN
shogi64.toSfen(codecPosition);
console.log(codecLetters);
