// CommonJS entry: `require('shogi64')` (or `shogi64/codec`) is the API object
// of its module itself, as with shogi64.js.
const shogi64 = require('shogi64:api').default;

// `import shogi64 from 'shogi64'` compiled to CommonJS without esModuleInterop
// reads `.default`: it is the object itself, and not enumerable, so that
// JSON.stringify, spreading and Object.keys see the API alone.
Object.defineProperty(shogi64, 'default', { value: shogi64, enumerable: false });
module.exports = shogi64;
