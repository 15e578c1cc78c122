#!/usr/bin/env python3
"""Short-mate test data from an independent solver (cshogi, used for its outputs only).

Writes JSON lines {"sfen", "source", "mate_plies", "mate_move_plies"}:
mate_plies is the length of the shortest mate by the side to move within 7
plies (every attacking move a check, every legal reply counted), or null when
there is none within 7: the smallest k of 1, 3, 5, 7 for which cshogi's df-pn
limited to k plies (DfPn.set_max_depth) proves a mate. mate_move_plies is the
same from mate_move_in_1ply and mate_move(k). Neither is exact alone: the
df-pn's depth limit is not strict (it proves "within 5" with a 7-ply line),
mate_move misses some mates (9 for a mate in 7), and mate_move_in_1ply answers
a move for a side in check; the tests accept either where they differ.

Positions, from a fixed seed:
- "tsume": boards like tsume problems: a white king near its edge, a few white
  defenders, black attackers on the board and in hand, no black king, every
  other piece in white's hand;
- "game": positions from random games (captures preferred, so that the board
  thins out as in an endgame), both kings on the board.

Usage:
  cshogi_mate.py short COUNT SEED OUT.jsonl     the short-mate set
  cshogi_mate.py bench COUNT SEED OUT.jsonl     mates of 1-11 plies, with the
                                                 length and cshogi's df-pn time
  cshogi_mate.py check IN.jsonl                 recompute and compare each line

The virtual environment with cshogi is made under build/venv when missing.
"""

import json
import os
import random
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VENV = os.path.join(ROOT, "build", "venv")


def ensure_venv():
    python = os.path.join(VENV, "bin", "python")
    if os.path.realpath(sys.prefix) == os.path.realpath(VENV):
        return
    if not os.path.exists(python):
        subprocess.check_call([sys.executable, "-m", "venv", VENV])
    try:
        subprocess.check_call([python, "-c", "import cshogi"], stderr=subprocess.DEVNULL)
    except subprocess.CalledProcessError:
        subprocess.check_call([python, "-m", "pip", "install", "-q", "cshogi==1.1.0"])
    os.execv(python, [python, os.path.abspath(__file__)] + sys.argv[1:])


ensure_venv()
import cshogi  # noqa: E402

# Pieces of one kind in a set: FU KY KE GI KI KA HI.
TOTAL = {"P": 18, "L": 4, "N": 4, "S": 4, "G": 4, "B": 2, "R": 2}
HAND_ORDER = "RBGSNLP"


def dead(kind, black, rank):
    """A piece with no further move on this rank (rank 1 is white's side)."""
    far = rank if black else 10 - rank
    if kind in "PL":
        return far == 1
    if kind == "N":
        return far <= 2
    return False


def sfen_of(board, turn, hands):
    rows = []
    for rank in range(1, 10):
        row, empty = "", 0
        for file in range(9, 0, -1):
            piece = board.get((file, rank))
            if piece is None:
                empty += 1
                continue
            if empty:
                row += str(empty)
                empty = 0
            row += piece
        if empty:
            row += str(empty)
        rows.append(row)
    hand = ""
    for color in (0, 1):
        for kind in HAND_ORDER:
            n = hands[color].get(kind, 0)
            if n:
                letter = kind if color == 0 else kind.lower()
                hand += (str(n) if n > 1 else "") + letter
    return "/".join(rows) + " " + turn + " " + (hand or "-") + " 1"


def tsume_position(rng):
    board = {}
    used = {k: 0 for k in TOTAL}
    pawn_files = {0: set(), 1: set()}
    kf, kr = rng.randint(1, 9), rng.choice([1, 1, 1, 2, 2, 3])
    board[(kf, kr)] = "k"

    def near(radius):
        f = kf + rng.randint(-radius, radius)
        r = kr + rng.randint(-radius, radius)
        return (f, r) if 1 <= f <= 9 and 1 <= r <= 9 else None

    def place(color, radius, kinds):
        for _ in range(20):
            sq = near(radius)
            if sq is None or sq in board:
                continue
            kind = rng.choice(kinds.replace("+", ""))
            if used[kind] >= TOTAL[kind] or dead(kind, color == 0, sq[1]):
                continue
            if kind == "P" and sq[0] in pawn_files[color]:
                continue
            promote = kind in "PLNSBR" and rng.random() < (0.15 if kind in "PLNS" else 0.3)
            if promote and kind in "PLNS" and color == 1 and sq[1] < 7 and rng.random() < 0.5:
                promote = False
            used[kind] += 1
            if kind == "P" and not promote:
                pawn_files[color].add(sq[0])
            letter = kind if color == 0 else kind.lower()
            board[sq] = ("+" if promote else "") + letter
            return

    for _ in range(rng.randint(0, 3)):
        place(1, 2, "PPLNSSGG")
    for _ in range(rng.randint(2, 4)):
        place(0, 2, "PLNSSGG+B+R")
    if rng.random() < 0.5:
        place(0, 8, "BRL")
    hands = [{}, {}]
    for _ in range(rng.randint(1, 3)):
        kind = rng.choice("PLNSSGGGBR")
        if used[kind] < TOTAL[kind]:
            used[kind] += 1
            hands[0][kind] = hands[0].get(kind, 0) + 1
    for kind, total in TOTAL.items():
        if total > used[kind]:
            hands[1][kind] = total - used[kind]
    return sfen_of(board, "b", hands)


def game_position(rng):
    b = cshogi.Board()
    plies = rng.randint(40, 160)
    for _ in range(plies):
        moves = list(b.legal_moves)
        if not moves or b.is_game_over():
            return None
        captures = [m for m in moves if b.piece(cshogi.move_to(m)) != 0]
        pool = captures if captures and rng.random() < 0.7 else moves
        b.push(rng.choice(pool))
    if b.is_game_over() or not list(b.legal_moves):
        return None
    return b.sfen()


def valid(sfen):
    """cshogi accepts it and the side not to move is not in check."""
    b = cshogi.Board(sfen)
    if not b.is_ok():
        return False
    parts = sfen.split(" ")
    parts[1] = "w" if parts[1] == "b" else "b"
    other = cshogi.Board(" ".join(parts))
    return not other.is_check()


def shortest_mate_move(sfen, most=7):
    """The shortest mate within `most` plies by mate_move_in_1ply / mate_move(k)."""
    b = cshogi.Board(sfen)
    if b.is_game_over():
        return None
    if b.mate_move_in_1ply():
        return 1
    for k in range(3, most + 1, 2):
        if b.mate_move(k):
            return k
    return None


class Undecided(Exception):
    """cshogi's df-pn reached its node limit."""


def shortest(sfen, most=7, nodes=1_000_000):
    """The shortest mate within `most` plies by cshogi's depth-limited df-pn."""
    for k in range(1, most + 1, 2):
        b = cshogi.Board(sfen)
        if b.is_game_over():
            return None
        d = cshogi.DfPn()
        d.set_max_depth(k)
        d.set_max_search_node(nodes)
        if d.search(b):
            return k
        if d.searched_node >= nodes:
            raise Undecided(sfen)
    return None


def dfpn_time(sfen, nodes=2_000_000):
    b = cshogi.Board(sfen)
    d = cshogi.DfPn()
    d.set_max_search_node(nodes)
    t = time.perf_counter()
    found = d.search(b)
    return found, (time.perf_counter() - t) * 1000.0, d.searched_node


def positions(rng):
    while True:
        if rng.random() < 0.75:
            sfen = tsume_position(rng)
            source = "tsume"
        else:
            sfen = game_position(rng)
            source = "game"
        if sfen and valid(sfen):
            yield sfen, source


def main():
    mode = sys.argv[1]
    if mode == "check":
        bad = 0
        lines = [json.loads(l) for l in open(sys.argv[2]) if l.strip()]
        for line in lines:
            got = shortest(line["sfen"])
            if got != line["mate_plies"]:
                bad += 1
                print("differs:", line, got)
        print(len(lines), "lines,", bad, "differ")
        sys.exit(1 if bad else 0)
    count, seed, out = int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    rng = random.Random(seed)
    seen = set()
    written = 0
    wanted = {}
    with open(out, "w") as f:
        for sfen, source in positions(rng):
            if sfen in seen:
                continue
            seen.add(sfen)
            if mode == "short":
                line = {
                    "sfen": sfen,
                    "source": source,
                    "mate_plies": shortest(sfen),
                    "mate_move_plies": shortest_mate_move(sfen),
                }
            else:
                try:
                    plies = shortest(sfen, 11, 200_000)
                except Undecided:
                    continue
                if plies is None:
                    continue
                # An even spread over the lengths 1, 3, ... 11.
                if wanted.get(plies, 0) >= (count + 5) // 6:
                    continue
                wanted[plies] = wanted.get(plies, 0) + 1
                found, ms, nodes = dfpn_time(sfen)
                line = {
                    "sfen": sfen,
                    "source": source,
                    "mate_plies": plies,
                    "mate_move_plies": shortest_mate_move(sfen, 11),
                    "cshogi_dfpn_ms": round(ms, 3),
                    "cshogi_dfpn_nodes": nodes,
                    "cshogi_dfpn_found": found,
                }
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
            f.flush()
            written += 1
            if written >= count:
                break


if __name__ == "__main__":
    main()
