// The bytes of a wasm module from the text scripts/wasm-text.mjs writes:
// symbols over printable ASCII but `"`, `<` and `\`, one character for the
// values 0 to 88 and two for 89 to 255; first the 89 bytes that take one
// character, most used first, then the module, a symbol per byte. The text
// goes into a memory as it is (TextEncoder writes ASCII as its bytes) and a
// small wasm function (scripts/wasm-text.wat) turns it into the bytes there.
const DECODER = '0061736d0100000001060160017f017f02070100016d02000103020100070501016400000ae90101e60101057f034020022d0000220141206b200141224b6b2001413c4b6b200141dc004b6b2101200241016a2102200141d9004f044020022d0000220441c33f6b200441224b6b2004413c4b6b200441dc004b6b200141dc006c6a2101200241016a21020b200341d900490440200020036a20013a000020004180026a20016a41013a0000200341016a220341d90046044041002101034020004180026a20016a2d0000450440200020036a20013a0000200341016a21030b200141016a2201418002490d000b0b052005200020016a2d00003a0000200541016a21050b200020024b0d000b20050b';

export function bytesOf(text) {
  const n = text.length;
  // The text, then 512 bytes of tables.
  const memory = new WebAssembly.Memory({ initial: ((n + 512) >> 16) + 1 });
  new TextEncoder().encodeInto(text, new Uint8Array(memory.buffer));
  const code = new Uint8Array(DECODER.length >> 1);
  for (let i = 0; i < code.length; i++) code[i] = parseInt(DECODER.substr(2 * i, 2), 16);
  const { d } = new WebAssembly.Instance(new WebAssembly.Module(code), { '': { m: memory } }).exports;
  return new Uint8Array(memory.buffer, 0, d(n));
}
