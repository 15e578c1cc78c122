// CommonJS entry: `require('shogi64')` is the API object itself, as with shogi64.js.
module.exports = require('./api.js').default;
