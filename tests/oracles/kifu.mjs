// Writes json-kifu-format's reading of every file in tests/kifu/ to
// tests/kifu/expected/<name>.json: { ok, jkf, sfens } or { ok: false, error }.
// `sfens` are the main line's positions as JKFPlayer reaches them, start
// first, and `texts` its readable move texts (getReadableKifu); `forks`
// the same for each variation of the main line, entered with
// forkAndForward. Bytes that are not valid UTF-8 are decoded as Shift_JIS,
// as a browser's TextDecoder does.
import {readFileSync, writeFileSync, mkdirSync} from "node:fs";
import {createRequire} from "node:module";
import {join} from "node:path";
import {decodeKifu, kifuDir, kifuNames} from "../support.mjs";

const require = createRequire(import.meta.url);
const {JKFPlayer} = require("json-kifu-format");

const out = join(kifuDir, "expected");
mkdirSync(out, {recursive: true});

let count = 0;
for (const name of kifuNames()) {
    const text = decodeKifu(readFileSync(join(kifuDir, name)));
    let result;
    try {
        const player = JKFPlayer.parse(text, name);
        const jkf = JSON.parse(JSON.stringify(player.kifu));
        const sfens = [player.shogi.toSFENString(1)];
        const texts = [null];
        while (player.forward()) {
            sfens.push(player.shogi.toSFENString(player.tesuu + 1));
            texts.push(player.getReadableKifu());
        }
        const forks = [];
        jkf.moves.forEach((entry, ply) => {
            (entry.forks || []).forEach((_, index) => {
                const p = JKFPlayer.parse(text, name);
                p.goto(ply - 1);
                const fs = [p.shogi.toSFENString(1)];
                const ts = [p.getReadableKifu()];
                if (p.forkAndForward(index)) {
                    fs.push(p.shogi.toSFENString(1));
                    ts.push(p.getReadableKifu());
                    while (p.forward()) {
                        fs.push(p.shogi.toSFENString(1));
                        ts.push(p.getReadableKifu());
                    }
                }
                forks.push({ply, index, sfens: fs, texts: ts});
            });
        });
        result = {ok: true, jkf, sfens, texts, forks};
    } catch (e) {
        result = {ok: false, error: String(e && e.message ? e.message : e).slice(0, 300)};
    }
    writeFileSync(join(out, name + ".json"), JSON.stringify(result, null, 1) + "\n");
    count++;
    console.log(result.ok ? "ok  " : "FAIL", name, result.ok ? result.sfens.length - 1 : result.error.slice(0, 100));
}
if (count !== 39) throw new Error(`expected 39 files, read ${count}`);
