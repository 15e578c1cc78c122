#!/usr/bin/env python3
"""Writes the fuzz seeds under fuzz/seeds/<target>/ (one file per seed,
named by the SHA-1 of its bytes) from the shared test data. Run from the
repository root: python3 fuzz/make_seeds.py. Deterministic; the seeds are
committed, so run it again only when the data or the targets change."""

import hashlib
import json
import os
import random
import shutil

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "fuzz", "seeds")
rng = random.Random(64)


def jsonl(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        for line in f:
            if line.strip():
                yield json.loads(line)


def write(target, items):
    d = os.path.join(OUT, target)
    os.makedirs(d, exist_ok=True)
    for item in items:
        b = item.encode("utf-8") if isinstance(item, str) else bytes(item)
        with open(os.path.join(d, hashlib.sha1(b).hexdigest()), "wb") as f:
            f.write(b)


def sample(items, n):
    items = sorted(set(items))
    return items if len(items) <= n else rng.sample(items, n)


shutil.rmtree(OUT, ignore_errors=True)

# decode: the Shogi64 strings of the vectors.
strings = [r["shogi64"] for f in ("tests/vectors/decode.jsonl", "tests/vectors/encode.jsonl")
           for r in jsonl(f) if isinstance(r.get("shogi64"), str) and r["shogi64"]]
write("decode", sample(strings, 400))

# roundtrip: positions of the vectors in the target's byte layout (turn,
# 81 squares as 0x80 | number + 14, then the hands).
HANDS = ["FU", "KY", "KE", "GI", "KI", "KA", "HI"]
layouts = []
for r in jsonl("tests/vectors/encode.jsonl"):
    p = r.get("position")
    if not isinstance(p, dict) or not isinstance(p.get("board"), list) or len(p["board"]) != 81:
        continue
    try:
        b = [1 if p["turn"] else 0]
        b += [0 if n == 0 else 0x80 | (n + 14) for n in p["board"]]
        b += [p["hands"][c][k] for c in ("black", "white") for k in HANDS]
        layouts.append(bytes(b))
    except (KeyError, TypeError, ValueError):
        pass
write("roundtrip", sample(layouts, 100))

# SFEN: the positions of the move, perft and notation data, and the forms
# the reader takes (startpos, sfen …, position …).
sfens = [r["sfen"] for f in ("tests/moves/cshogi.jsonl", "tests/moves/perft.jsonl",
                             "tests/moves/pawn-drop-mate.jsonl",
                             "tests/moves/pawn-drop-mate-extra.jsonl",
                             "tests/notation/ki2.jsonl") for r in jsonl(f)]
sfens = sample(sfens, 250)
write("sfen", sfens + ["startpos", "position startpos", "sfen " + sfens[0],
                       "position sfen " + sfens[1], sfens[2].rsplit(" ", 1)[0]])

# USI moves: those of the move data.
moves = [m for r in jsonl("tests/moves/cshogi.jsonl") for m in r.get("moves", [])]
moves += [r["usi"] for f in ("tests/moves/pawn-drop-mate.jsonl",
                             "tests/moves/pawn-drop-mate-extra.jsonl",
                             "tests/notation/ki2.jsonl") for r in jsonl(f)]
write("usi", sample(moves, 300))

# USI position commands: a position and a few of its legal moves.
commands = ["position startpos moves 7g7f 3c3d 8h2b+ 3a2b B*4e"]
for r in sample([json.dumps(r) for r in jsonl("tests/moves/cshogi.jsonl")], 60):
    r = json.loads(r)
    ms = r.get("moves", [])[:1]
    commands.append("position sfen %s moves %s" % (r["sfen"], " ".join(ms)))
for r in jsonl("tests/moves/perft.jsonl"):
    commands.append("position sfen %s" % r["sfen"])
write("usi_position", commands)

# Japanese move text: the first byte picks the target's position and the
# previous move's square, the rest is the text.
write("notation", [bytes([i % 256]) + r["ki2"].encode() for i, r in
                   enumerate(jsonl("tests/notation/ki2.jsonl"))])

# apply_move: the first byte picks the position (low bits) and USI text (bit 3).
apply = [bytes([8]) + b"7g7f 3c3d 8h2b+ 3a2b B*4e", bytes([8 + 6]) + b"P*1b",
         bytes([8 + 1]) + b"2c1b 1a1b", bytes([0]) + bytes(range(60, 90))]
write("apply_move", apply)

# Kifu: the real records by format, Shift_JIS ones decoded to UTF-8 (the
# targets read the bytes as UTF-8).
EXT = {"kif": "kif", "kifu": "kif", "ki2": "ki2", "ki2u": "ki2", "csa": "csa", "jkf": "jkf"}
kdir = os.path.join(ROOT, "tests", "kifu")
for name in sorted(os.listdir(kdir)):
    ext = name.rsplit(".", 1)[-1]
    if ext not in EXT:
        continue
    raw = open(os.path.join(kdir, name), "rb").read()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        text = raw.decode("cp932")
    write("kifu_" + EXT[ext], [text])

# USEN: tsshogi's own strings of the shared records (tests/usen/tsshogi.jsonl,
# written by tests/oracles/usen.mjs), variations and endings included.
write("usen", [c["usen"] for c in jsonl("tests/usen/tsshogi.jsonl") if "usen" in c])

# Engine output: the lines of the engine table, info and bestmove.
write("usi_info", [r.get("line", r.get("bestmove")) for r in jsonl("tests/engine/lines.jsonl")])
