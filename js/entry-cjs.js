// CommonJS entry: `require('shogi64')` is the API object itself, as with shogi64.js.
const shogi64 = require('./api.js').default;

// `import shogi64 from 'shogi64'` compiled to CommonJS without esModuleInterop
// reads `.default`: it is the object itself, and not enumerable, so that
// JSON.stringify, spreading and Object.keys see the API alone.
Object.defineProperty(shogi64, 'default', { value: shogi64, enumerable: false });
module.exports = shogi64;
