#!/usr/bin/env python3
"""Writes the xiangqi move vectors of the tests: UCCI moves, the PMN moves
they are, and the FEN after each, as Fairy-Stockfish (pyffish) plays them.

Run from anywhere, with pyffish installed (`pip install pyffish`):

    python3 tests/scripts/moves_xiangqi.py

It writes `tests/data/moves/xiangqi.txt`, one line a record:

- `@ <FEN>` sets the position the next move is played on;
- `<ucci> <pmn> <FEN>`: a legal move of that position in UCCI (ICCS
  coordinates, ranks `0`-`9` from red's side), the PMN move it is by the
  conventions of the project's NOTATION (CELL ranks from 1, so Fairy-
  Stockfish's own square names; `+` to an occupied point), and the FEN
  after Fairy-Stockfish plays it; that FEN is the position the next record
  plays on.

The moves: every legal move of a few positions and random legal games
from the start and from them. Everything is drawn from a fixed seed, so
running the script again writes the same file.
"""
import pathlib
import random

import pyffish as sf

OUT = pathlib.Path(__file__).resolve().parents[1] / "data" / "moves" / "xiangqi.txt"
rng = random.Random(22)
VARIANT = "xiangqi"

POSITIONS = [
    sf.start_fen(VARIANT),
    "r1bakabr1/9/1cn3nc1/p1p1p1p1p/9/2P6/P3P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 4",
    "3k5/4a4/4ba3/9/2b6/9/9/4B4/4A4/3AK4 w - - 0 30",
]


def occupied(fen):
    """The points holding a piece, by their names (`a10` is the first written)."""
    points = set()
    for row, rank in enumerate(fen.split(" ")[0].split("/")):
        file = 0
        digits = ""
        for c in rank + "/":
            if c.isdigit():
                digits += c
                continue
            if digits:
                file += int(digits)
                digits = ""
            if c == "/":
                break
            points.add("abcdefghi"[file] + str(10 - row))
            file += 1
    return points


def split(move):
    """The two points of a Fairy-Stockfish move (`h3h10`)."""
    second = next(i for i in range(2, len(move)) if move[i].isalpha())
    return move[:second], move[second:]


def ucci(point):
    return point[0] + str(int(point[1:]) - 1)


class Writer:
    def __init__(self):
        self.lines = []
        self.current = None

    def move(self, fen, move):
        if self.current != fen:
            self.lines.append(f"@ {fen}")
        src, dst = split(move)
        operator = "+" if dst in occupied(fen) else "-"
        after = sf.get_fen(VARIANT, fen, [move])
        self.lines.append(f"{ucci(src)}{ucci(dst)} {src}{operator}{dst} {after}")
        self.current = after
        return after


def main():
    out = Writer()
    for fen in POSITIONS:
        for move in sf.legal_moves(VARIANT, fen, []):
            out.move(fen, move)
    for fen in POSITIONS:
        for _ in range(25):
            current = fen
            for _ in range(120):
                moves = sf.legal_moves(VARIANT, current, [])
                if not moves:
                    break
                current = out.move(current, rng.choice(moves))
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text("\n".join(out.lines) + "\n")
    moves = sum(1 for line in out.lines if not line.startswith("@"))
    print(f"{OUT}: {moves} moves, {len(out.lines) - moves} positions set")


if __name__ == "__main__":
    main()
