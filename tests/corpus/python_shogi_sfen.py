#!/usr/bin/env python3
"""Records how python-shogi reads the shogi lines of the corpus.

Usage: tests/corpus/python_shogi_sfen.py [CORPUS_DIR]  (default: the
directory of this script). Writes `python-shogi-sfen.jsonl` there: a first
line naming the python-shogi version and counting, per file, the lines it
reads, then one JSON object per line that `shogi.Board(line)` reads without
an error, in the order of the files (sorted by name) and of their lines:

    {"file": "shogi/cshogi.txt", "line": 1,
     "squares": [81 squares, rank a first, file 9 first: a piece's USI
                 symbol ('+P', 'k') or '.'],
     "hands": [[R, B, G, S, N, L, P] of sente, the same of gote],
     "sente": true}

The tests (`tests/bridges/corpus.rs`) check that the lenient SFEN
reader reads every such line alike, without Python.
"""

import json
import os
import sys

import shogi

KINDS = [shogi.ROOK, shogi.BISHOP, shogi.GOLD, shogi.SILVER, shogi.KNIGHT, shogi.LANCE, shogi.PAWN]


def reading(board):
    squares = []
    for square in range(81):
        piece = board.piece_at(square)
        squares.append(piece.symbol() if piece else ".")
    hands = [[board.pieces_in_hand[color][kind] for kind in KINDS] for color in (shogi.BLACK, shogi.WHITE)]
    return {"squares": squares, "hands": hands, "sente": board.turn == shogi.BLACK}


def main():
    corpus = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    shogi_dir = os.path.join(corpus, "shogi")
    read = {}
    records = []
    for name in sorted(os.listdir(shogi_dir)):
        if not name.endswith(".txt"):
            continue
        path = "shogi/" + name
        read[path] = 0
        with open(os.path.join(shogi_dir, name), encoding="utf-8", newline="") as f:
            lines = f.read().split("\n")[:-1]
        for number, line in enumerate(lines, 1):
            try:
                board = shogi.Board(line)
            except Exception:
                continue
            read[path] += 1
            r = reading(board)
            records.append({"file": path, "line": number, "squares": r["squares"],
                            "hands": r["hands"], "sente": r["sente"]})
    from importlib.metadata import version
    with open(os.path.join(corpus, "python-shogi-sfen.jsonl"), "w", encoding="utf-8") as out:
        out.write(json.dumps({"python-shogi": version("python-shogi"), "read": read}) + "\n")
        for record in records:
            out.write(json.dumps(record) + "\n")


if __name__ == "__main__":
    main()
