// Node's Buffer, when it is Node's own (not a bundler's polyfill), else
// null: its latin1 and hex decoding run natively.
const B = globalThis.Buffer;
export const NodeBuffer = typeof B === 'function' && typeof B.prototype.latin1Slice === 'function' &&
  /\[native code\]/.test(Function.prototype.toString.call(B.prototype.latin1Slice)) ? B : null;
