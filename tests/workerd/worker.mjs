// A Cloudflare worker that checks the package as Workers load it: bundled
// with the `workerd` condition, its wasm modules imported as modules (the
// runtime compiles no wasm from bytes). GET / runs every conformance vector
// through `shogi64` and `shogi64/codec` and answers with the counts.
import shogi64, { encode, decode, fromSfen, toSfen, parseKifu, toSvg } from 'shogi64';
import codec from 'shogi64/codec';
import encodeText from '../vectors/encode.jsonl';
import decodeText from '../vectors/decode.jsonl';
import bitsText from '../vectors/bits.jsonl';
import { svgDigest } from '../browser/svg-sample.mjs';

const lines = (text) => text.split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l));

// What a call gives, comparable as JSON: its value or the thrown message.
function outcome(f) {
  try {
    return JSON.stringify({ value: f() });
  } catch (e) {
    return JSON.stringify({ error: e instanceof Error ? e.message : String(e) });
  }
}

function check(name, api) {
  const failures = [];
  let checked = 0;
  const expect = (what, got, want) => {
    checked++;
    if (got !== want && failures.length < 10) failures.push(`${name}: ${what}: ${got}, expected ${want}`);
  };
  const value = (v) => JSON.stringify({ value: v });
  const error = (m) => JSON.stringify({ error: m });
  for (const l of lines(encodeText)) {
    if ('error' in l) expect(l.what, outcome(() => api.encode(l.position)), error(l.error));
    else {
      expect(l.what, outcome(() => api.encode(l.position)), value(l.shogi64));
      expect(l.what, outcome(() => api.encodePositionToBits(l.position)), value(l.bits));
    }
  }
  for (const l of lines(decodeText)) {
    expect(l.what, outcome(() => api.decode(l.shogi64)), 'error' in l ? error(l.error) : value(l.position));
  }
  for (const l of lines(bitsText)) {
    expect(l.op, outcome(() => api[l.op](l.input)), 'error' in l ? error(l.error) : value(l.output));
  }
  return { checked, failures };
}

export default {
  fetch() {
    const results = [check('shogi64', shogi64), check('shogi64 named', { ...shogi64, encode, decode }),
      check('shogi64/codec', codec)];
    const sfen = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
    const formats = { checked: 1, failures: toSfen(fromSfen(sfen)) === sfen ? [] : ['SFEN round trip'] };
    results.push(formats);
    // A KIF file's Shift_JIS bytes read as its UTF-8 text is, or, where the
    // runtime's TextDecoder has no shift_jis, refused with SHOGI64_NO_SHIFT_JIS.
    const kif = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)  ( 0:01/00:00:01)\n   2 ３四歩(33)  ( 0:02/00:00:02)\n   3 ２二角成(88) ( 0:03/00:00:04)\n   4 同　銀(31)  ( 0:04/00:00:06)\n";
    const sjis = new Uint8Array('8ee88d878a84814695bd8ee80a8ee890942d2d2d2d8e778ee82d2d2d2d2d2d2d2d2d8fc194ef8e9e8ad42d2d0a20202031208256985a95e02837372920202820303a30312f30303a30303a3031290a202020322082528e6c95e02833332920202820303a30322f30303a30303a3032290a2020203320825193f18a7090ac28383829202820303a30332f30303a30303a3034290a202020342093af81408be22833312920202820303a30342f30303a30303a3036290a'.match(/../g).map((h) => parseInt(h, 16)));
    let shiftJis = 'decoded';
    let same;
    try {
      same = JSON.stringify(parseKifu(sjis)) === JSON.stringify(parseKifu(kif));
    } catch (e) {
      same = e.code === 'SHOGI64_NO_SHIFT_JIS';
      shiftJis = e.code === 'SHOGI64_NO_SHIFT_JIS' ? 'no TextDecoder shift_jis' : String(e);
    }
    results.push({ checked: 1, failures: same ? [] : [`Shift_JIS kifu: ${shiftJis}`] });
    const body = {
      checked: results.reduce((n, r) => n + r.checked, 0),
      failures: results.flatMap((r) => r.failures),
      shiftJis,
      // The board pictures of the samples, for the runner to compare with Node's.
      svg: svgDigest(toSvg),
    };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  },
};
