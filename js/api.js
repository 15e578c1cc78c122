<<<<<<< HEAD
// The package's API: the members of shogi64.js 0.0.3 (those of shogi64/codec,
// js/codec.js), then this package's own.
import codec from './codec.js';
import { fromSfen, toSfen, encodeSfen, decodeToSfen, fromJkf, toJkf } from './formats.js';

export * from './codec.js';
export { fromSfen, toSfen, encodeSfen, decodeToSfen, fromJkf, toJkf };

// Every member is a plain function, so it works unbound: `const { encode } = shogi64`.
const shogi64 = { ...codec, fromSfen, toSfen, encodeSfen, decodeToSfen, fromJkf, toJkf };
// Read-only, as typed (spreading copies it writable); the rest stays ordinary.
Object.defineProperty(shogi64, 'table', { writable: false });

export default shogi64;
=======
// The API object of a layer (scripts/build-js.mjs passes it the layer's
// functions, those of the layers below first). Every member is a plain
// function, so it works unbound: `const { encode } = shogi64`.
export function api(members) {
  // Read-only, as typed (spreading copies it writable); the object itself
  // stays ordinary, so spies and mocks work.
  Object.defineProperty(members, 'table', { writable: false });
  return members;
}
>>>>>>> rulesjs
