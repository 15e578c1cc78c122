// The classic script shogi64.js: a script (no import or export) using the
// global it defines.
/// <reference types="shogi64/shogi64.js" />

const globalPosition: shogi64.Position = shogi64.decode('poUAACMaqtYhwHgAAAAPQdTnd3vMgAA');
const globalSfen: string = shogi64.toSfen(globalPosition);
const globalJkf: shogi64.JkfInitial = shogi64.toJkf(shogi64.fromSfen(globalSfen));
console.log(globalJkf);
