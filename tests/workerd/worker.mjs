// A Cloudflare worker that checks the package as Workers load it: bundled
// with the `workerd` condition, its wasm modules imported as modules (the
// runtime compiles no wasm from bytes). GET / runs every conformance vector
// through `shogi64` and `shogi64/codec` and answers with the counts.
import shogi64, { encode, decode, fromSfen, toSfen } from 'shogi64';
import codec from 'shogi64/codec';
import encodeText from '../vectors/encode.jsonl';
import decodeText from '../vectors/decode.jsonl';
import bitsText from '../vectors/bits.jsonl';

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
    const body = {
      checked: results.reduce((n, r) => n + r.checked, 0),
      failures: results.flatMap((r) => r.failures),
    };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  },
};
