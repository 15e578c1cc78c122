// CommonJS entry of the codec alone: `require('shogi64/codec')` is its API object.
module.exports = require('./codec.js').default;
