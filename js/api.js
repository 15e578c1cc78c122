// The API object of a layer (scripts/build-js.mjs passes it the layer's
// functions, those of the layers below first). Every member is a plain
// function, so it works unbound: `const { encode } = shogi64`.
export function api(members) {
  // Read-only, as typed (spreading copies it writable); the object itself
  // stays ordinary, so spies and mocks work.
  Object.defineProperty(members, 'table', { writable: false });
  return members;
}
