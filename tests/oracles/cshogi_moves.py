#!/usr/bin/env python3
"""Legal moves of generated positions, from cshogi (an independent generator).

Writes JSON lines {"sfen": ..., "moves": [sorted USI], "check": bool, "kind": ...}
that tests/rules_oracle.rs compares with the rules module. Only cshogi's output
is used. Run with any python3: it makes a venv under build/venv with cshogi in
it when there is none, and re-runs itself there.

    python3 tests/oracles/cshogi_moves.py --count 10500 --seed 1 --out FILE

Positions, from one seeded random generator:
- "play": random games from the initial position or a handicap setup (some
  pieces of one side removed), a position taken every few plies;
- "hands": random boards with two kings and the rest of the standard material
  split between board and hands at random, with a few random plies after;
- "tsume": boards without a black king (as in mate problems), black to move
  with most of the material in hand, a few random plies after;
and a third of all positions in check: for those, a checking move is played
on a sampled position and the position after it is kept.
"""

import argparse
import json
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
VENV = os.path.join(ROOT, "build", "venv")
VENV_PY = os.path.join(VENV, "bin", "python")


def ensure_cshogi():
    try:
        import cshogi  # noqa: F401
        return
    except ImportError:
        pass
    if os.path.abspath(sys.prefix) == os.path.abspath(VENV):
        sys.exit("cshogi is not installed in " + VENV)
    if not os.path.exists(VENV_PY):
        subprocess.check_call([sys.executable, "-m", "venv", VENV])
    subprocess.check_call([VENV_PY, "-m", "pip", "install", "-q", "cshogi==1.1.0"])
    os.execv(VENV_PY, [VENV_PY] + sys.argv)


ensure_cshogi()
import cshogi  # noqa: E402

MATERIAL = {"R": 2, "B": 2, "G": 4, "S": 4, "N": 4, "L": 4, "P": 18}
HAND_ORDER = "RBGSNLP"
PROMOTABLE = "PLNSBR"
INITIAL = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"


def board_sfen(grid):
    rows = []
    for r in range(9):
        row, empty = "", 0
        for f in range(9):
            p = grid[r][f]
            if p is None:
                empty += 1
            else:
                if empty:
                    row += str(empty)
                    empty = 0
                row += p
        if empty:
            row += str(empty)
        rows.append(row)
    return "/".join(rows)


def hand_sfen(black, white):
    out = ""
    for hand, upper in ((black, True), (white, False)):
        for k in HAND_ORDER:
            n = hand.get(k, 0)
            if n:
                out += (str(n) if n > 1 else "") + (k if upper else k.lower())
    return out or "-"


def dead(letter, black, rank):
    """A piece with no further move on rank (0 = rank 1)."""
    far = rank if black else 8 - rank
    return (letter in "PL" and far == 0) or (letter == "N" and far <= 1)


def random_setup(rng, with_black_king):
    grid = [[None] * 9 for _ in range(9)]
    squares = [(r, f) for r in range(9) for f in range(9)]
    rng.shuffle(squares)
    # cshogi's is_check() does not see a check by a king, so the kings are
    # never put side by side (a position no game reaches).
    wr, wf = squares.pop()
    grid[wr][wf] = "k"
    if with_black_king:
        squares = [sq for sq in squares if abs(sq[0] - wr) > 1 or abs(sq[1] - wf) > 1] + [
            sq for sq in squares if abs(sq[0] - wr) <= 1 and abs(sq[1] - wf) <= 1
        ]
        r, f = squares.pop(0)
        grid[r][f] = "K"
    hands = [{}, {}]
    pawn_files = [set(), set()]
    density = rng.random()
    for k, n in MATERIAL.items():
        for _ in range(n):
            black = rng.random() < (0.7 if not with_black_king else 0.5)
            if squares and rng.random() < density * 0.6:
                r, f = squares[-1]
                side = 0 if black else 1
                if dead(k, black, r) or (k == "P" and f in pawn_files[side]):
                    hands[side][k] = hands[side].get(k, 0) + 1
                    continue
                squares.pop()
                if k == "P":
                    pawn_files[side].add(f)
                letter = k
                if k in PROMOTABLE and rng.random() < 0.15:
                    letter = "+" + k
                grid[r][f] = letter if black else letter.lower()
            else:
                hands[0 if black else 1][k] = hands[0 if black else 1].get(k, 0) + 1
    if not with_black_king:
        # Mate problems: the attacker holds the rest of the material.
        for k in MATERIAL:
            if rng.random() < 0.5:
                hands[0][k] = hands[0].get(k, 0) + hands[1].pop(k, 0)
    turn = "b" if (not with_black_king or rng.random() < 0.5) else "w"
    return f"{board_sfen(grid)} {turn} {hand_sfen(hands[0], hands[1])} 1"


def handicap_start(rng):
    b = cshogi.Board(INITIAL)
    rows = b.sfen().split(" ")[0].split("/")
    grid = []
    for row in rows:
        cells = []
        for ch in row:
            if ch.isdigit():
                cells += [None] * int(ch)
            else:
                cells.append(ch)
        grid.append(cells)
    side_upper = rng.random() < 0.5
    for r in range(9):
        for f in range(9):
            p = grid[r][f]
            if p and p not in "Kk" and p.isupper() == side_upper and rng.random() < 0.3:
                grid[r][f] = None
    turn = "w" if not side_upper else "b"
    return f"{board_sfen(grid)} {turn} - 1"


def opponent_in_check(sfen):
    parts = sfen.split(" ")
    parts[1] = "w" if parts[1] == "b" else "b"
    b = cshogi.Board(" ".join(parts))
    return b.is_check()


def usi_moves(board):
    return sorted(cshogi.move_to_usi(m) for m in board.legal_moves)


def random_plies(rng, board, n):
    for _ in range(n):
        moves = list(board.legal_moves)
        if not moves:
            break
        board.push(rng.choice(moves))


def checking_move(rng, board):
    moves = list(board.legal_moves)
    rng.shuffle(moves)
    for m in moves:
        board.push(m)
        check = board.is_check()
        board.pop()
        if check:
            return m
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=10500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default="-")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    out = sys.stdout if args.out == "-" else open(args.out, "w")
    seen = set()
    written = {"check": 0, "total": 0}
    kinds = ["play", "hands", "tsume"]

    def emit(board, kind):
        sfen = board.sfen()
        if sfen in seen or opponent_in_check(sfen):
            return
        seen.add(sfen)
        check = board.is_check()
        line = {"sfen": sfen, "moves": usi_moves(board), "check": check, "kind": kind}
        out.write(json.dumps(line, separators=(",", ":")) + "\n")
        written["total"] += 1
        written["check"] += check

    while written["total"] < args.count:
        kind = kinds[written["total"] % 3]
        if kind == "play":
            start = INITIAL if rng.random() < 0.6 else handicap_start(rng)
            board = cshogi.Board(start)
            random_plies(rng, board, rng.randrange(0, 120))
        else:
            sfen = random_setup(rng, with_black_king=(kind == "hands"))
            if opponent_in_check(sfen):
                continue
            board = cshogi.Board(sfen)
            random_plies(rng, board, rng.randrange(0, 6))
        if board.is_game_over():
            emit(board, kind)
            continue
        # A third in check: play a checking move when there is one.
        want_check = written["check"] * 3 < written["total"] + 1
        if want_check and not board.is_check():
            m = checking_move(rng, board)
            if m is not None:
                board.push(m)
        emit(board, kind)
    if out is not sys.stdout:
        out.close()
    print(
        f"{written['total']} positions, {written['check']} in check",
        file=sys.stderr,
    )


if __name__ == "__main__":
    main()
