// Reads the KIF, KI2 and CSA text shogi64 writes for every record of
// tests/kifu/ back with json-kifu-format and tsshogi, and checks that both
// find the same main-line moves (as USI) as json-kifu-format found in the
// original file (tests/kifu/expected/). Run after
// `cargo build --example kifu_convert`.
import {execFileSync} from "node:child_process";
import {readdirSync, readFileSync} from "node:fs";
import {createRequire} from "node:module";
import {dirname, join} from "node:path";
import {fileURLToPath} from "node:url";

const require = createRequire(import.meta.url);
const {JKFPlayer} = require("json-kifu-format");
const tsshogi = require("tsshogi");

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const dir = join(root, "tests", "kifu");
const convert = join(root, "target", "debug", "examples", "kifu_convert");

const HAND = {FU: "P", KY: "L", KE: "N", GI: "S", KI: "G", KA: "B", HI: "R"};
const sq = (p) => `${p.x}${"abcdefghi"[p.y - 1]}`;
function usiOf(move) {
    if (!move.from) return `${HAND[move.piece]}*${sq(move.to)}`;
    return sq(move.from) + sq(move.to) + (move.promote ? "+" : "");
}
function mainLine(jkf) {
    const out = [];
    for (const e of jkf.moves.slice(1)) {
        if (!e.move) break;
        out.push(usiOf(e.move));
    }
    return out;
}
function viaJkf(text, format) {
    const parse = {kif: JKFPlayer.parseKIF, ki2: JKFPlayer.parseKI2, csa: JKFPlayer.parseCSA}[format];
    return mainLine(parse(text).kifu);
}
function viaTsshogi(text, format) {
    const imp = {kif: tsshogi.importKIF, ki2: tsshogi.importKI2, csa: tsshogi.importCSA}[format];
    const record = imp(text);
    if (record instanceof Error) throw record;
    const out = [];
    for (const node of record.moves.slice(1)) {
        if (!(node.move instanceof tsshogi.Move)) break;
        out.push(node.move.usi);
    }
    return out;
}

// Differences that are the other reader's: tsshogi 2.2.0 knows 香落ち,
// 右香落ち, 角落ち, 飛車落ち, 飛香落ち and 二, 四, 六, 八, 十枚落ち only, not
// 三枚, 五枚, 左五枚, 左七枚 or 右七枚落ち; reading 手合割：左七枚落ち (JKF 7_L,
// 3一銀 removed) its KI2 reader cannot place △８二銀.
const KNOWN = new Set(["7mai.85a1e160.ki2u as ki2 by tsshogi"]);

let checked = 0;
const failures = [];
for (const name of readdirSync(dir).sort()) {
    if (name === "README.md" || name === "expected") continue;
    const expected = JSON.parse(readFileSync(join(dir, "expected", name + ".json"), "utf8"));
    if (!expected.ok) continue; // ruled in tests/kifu_tests/read.rs
    const want = mainLine(expected.jkf);
    for (const format of ["kif", "ki2", "csa"]) {
        const text = execFileSync(convert, [join(dir, name), format], {encoding: "utf8"});
        for (const [reader, read] of [["json-kifu-format", viaJkf], ["tsshogi", viaTsshogi]]) {
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
