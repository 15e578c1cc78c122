// Times json-kifu-format 5.5.0 (parse + normalize) and JSON.parse of the
// same game's JKF text (tests/kifu/expected/) on every shared record, to
// set beside `cargo bench --bench kifu`. Median of repeated batches.
import {readFileSync} from "node:fs";
import {createRequire} from "node:module";
import {join} from "node:path";
import {decodeKifu, kifuDir, kifuExpected, kifuNames} from "../support.mjs";

const require = createRequire(import.meta.url);
const {JKFPlayer} = require("json-kifu-format");
function median(f) {
    const times = [];
    for (let b = 0; b < 21; b++) {
        const t = performance.now();
        let n = 0;
        while (performance.now() - t < 4 || n === 0) {
            f();
            n++;
        }
        times.push((performance.now() - t) / n);
    }
    times.sort((a, b) => a - b);
    return times[times.length >> 1];
}
const totals = {};
for (const name of kifuNames()) {
    const expected = kifuExpected(name);
    if (!expected.ok) continue;
    const text = decodeKifu(readFileSync(join(kifuDir, name)));
    const jkf = JSON.stringify(expected.jkf);
    const ref = median(() => JKFPlayer.parse(text, name));
    const json = median(() => JSON.parse(jkf));
    const ext = name.split(".").pop().replace("kifu", "kif").replace("ki2u", "ki2").toUpperCase();
    const t = (totals[ext] ||= {ref: 0, json: 0, bytes: 0});
    t.ref += ref;
    t.json += json;
    t.bytes += text.length;
    console.log(`${name.slice(0, 44).padEnd(44)} json-kifu-format ${(ref * 1000).toFixed(1).padStart(8)} µs  JSON.parse ${(json * 1000).toFixed(1).padStart(7)} µs  ${(ref / json).toFixed(1)}x`);
}
for (const [k, t] of Object.entries(totals)) {
    console.log(`${k}: json-kifu-format ${(t.bytes / t.ref / 1000).toFixed(1)} M chars/s, ${(t.ref / t.json).toFixed(1)}x JSON.parse`);
}
