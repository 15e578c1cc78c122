// Writes tsshogi's USEN of every record of tests/kifu/ to
// tests/usen/tsshogi.jsonl, one line a record: { name, usen, lines, cursors }
// or { name, error } where tsshogi does not read the file. `usen` is
// `record.usen[0]`; `lines` each line of tsshogi's tree as USI, in the order
// its USEN writes them (a line ends at its last move: an ending is not a
// move); `cursors` a few nodes chosen with a seeded generator, each as
// { forks, ply, branch }: the variations followed to reach it (`[ply,
// index]`, index 0 the first variation beside the line's own move), its ply
// and `record.usen[1]` with it current.
import {readFileSync, writeFileSync, mkdirSync} from "node:fs";
import {createRequire} from "node:module";
import {join} from "node:path";
import {decodeKifu, kifuDir, kifuNames, mulberry32, root} from "../support.mjs";

const require = createRequire(import.meta.url);
const ts = require("tsshogi");

const IMPORT = {
    kif: ts.importKIF, kifu: ts.importKIF, ki2: ts.importKI2, ki2u: ts.importKI2,
    csa: ts.importCSA, jkf: ts.importJKFString,
};

const random = mulberry32(0x05e7_2026);

/** The nodes from the start (excluded) to `node`. */
function route(node) {
    const out = [];
    for (let p = node; p && p.ply > 0; p = p.prev) out.unshift(p);
    return out;
}

const out = [];
for (const name of kifuNames()) {
    const text = decodeKifu(readFileSync(join(kifuDir, name)));
    const record = IMPORT[name.split(".").pop()](text);
    if (record instanceof Error) {
        out.push({name, error: record.message});
        continue;
    }
    const nodes = [];
    const lines = [];
    record.forEach((node) => {
        if (node.ply === 0) return;
        if (node.move instanceof ts.Move) nodes.push(node);
        if (!node.next) {
            lines.push(route(node).filter((n) => n.move instanceof ts.Move).map((n) => n.move.usi));
        }
    });
    // One node of the main line, and two off it where there are variations.
    const off = nodes.filter((n) => route(n).some((p) => p.branchIndex > 0));
    const main = nodes.filter((n) => !off.includes(n));
    const chosen = [];
    if (main.length) chosen.push(main[Math.floor(random() * main.length)]);
    for (let i = 0; i < 2 && off.length; i++) chosen.push(off[Math.floor(random() * off.length)]);
    const cursors = chosen.map((node) => {
        record.gotoNode(node);
        const forks = route(node).filter((n) => n.branchIndex > 0).map((n) => [n.ply, n.branchIndex - 1]);
        return {forks, ply: node.ply, branch: record.usen[1]};
    });
    record.goto(0);
    out.push({name, usen: record.usen[0], lines, cursors});
}
mkdirSync(join(root, "tests", "usen"), {recursive: true});
writeFileSync(join(root, "tests", "usen", "tsshogi.jsonl"), out.map((o) => JSON.stringify(o)).join("\n") + "\n");
console.log(`tests/usen/tsshogi.jsonl: ${out.length} records, ${out.filter((o) => o.error).length} refused by tsshogi`);
