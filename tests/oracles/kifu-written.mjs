// Reads the KIF, KI2 and CSA text shogi64 writes for every record of
// tests/kifu/ back with json-kifu-format and tsshogi, and checks that both
// find the same main-line moves (as USI) as json-kifu-format found in the
// original file (tests/kifu/expected/). Run after
// `cargo build --example kifu_convert`.
import {execFileSync} from "node:child_process";
import {join} from "node:path";
import {jkfMainLine, kifuDir, kifuExpected, kifuNames, readers, root} from "../support.mjs";

const convert = join(root, "target", "debug", "examples", "kifu_convert");

// Differences that are the other reader's: tsshogi 2.2.0 knows 香落ち,
// 右香落ち, 角落ち, 飛車落ち, 飛香落ち and 二, 四, 六, 八, 十枚落ち only, not
// 三枚, 五枚, 左五枚, 左七枚 or 右七枚落ち; reading 手合割：左七枚落ち (JKF 7_L,
// 3一銀 removed) its KI2 reader cannot place △８二銀.
const KNOWN = new Set(["7mai.85a1e160.ki2u as ki2 by tsshogi"]);

let checked = 0;
const failures = [];
for (const name of kifuNames()) {
    const expected = kifuExpected(name);
    if (!expected.ok) continue; // ruled in tests/kifu_tests/read.rs
    const want = jkfMainLine(expected.jkf);
    for (const format of ["kif", "ki2", "csa"]) {
        const text = execFileSync(convert, [join(kifuDir, name), format], {encoding: "utf8"});
        for (const [reader, read] of Object.entries(readers)) {
            checked++;
            try {
                const got = read(text, format);
                if (got.join(" ") !== want.join(" ")) {
                    const i = got.findIndex((m, k) => m !== want[k]);
                    failures.push(`${name} as ${format} by ${reader}: ${got.length} moves, want ${want.length}; first difference at ${i}: ${got[i]} vs ${want[i]}`);
                }
            } catch (e) {
                if (KNOWN.has(`${name} as ${format} by ${reader}`)) {
                    console.log(`known: ${name} as ${format} by ${reader}: ${e.message}`);
                    continue;
                }
                failures.push(`${name} as ${format} by ${reader}: ${String(e.message || e).slice(0, 120)}`);
            }
        }
    }
}
console.log(`${checked} readings, ${failures.length} differ`);
for (const f of failures) console.log("  " + f);
if (checked !== 37 * 3 * 2) throw new Error(`expected ${37 * 3 * 2} readings, made ${checked}`);
process.exitCode = failures.length ? 1 : 0;
