// CommonJS entry of the codec alone: `require('shogi64/codec')` is its API object.
const shogi64 = require('./codec.js').default;

// A non-enumerable `default` for TypeScript output without esModuleInterop,
// as in entry-cjs.js.
Object.defineProperty(shogi64, 'default', { value: shogi64, enumerable: false });
module.exports = shogi64;
