#!/usr/bin/env python3
"""Records how python-chess reads the chess lines of the corpus as EPD.

Usage: tests/corpus/python_chess_epd.py [CORPUS_DIR]  (default: the
directory of this script). Writes `python-chess-epd.jsonl` there: a first
line naming the python-chess version and counting, per file, the lines it
reads, then one JSON object per line with operations that
`chess.Board.from_epd(line, chess960=True)` reads without an error, in the
order of the files (sorted by name) and of their lines:

    {"file": "chess/littlewing-wac.txt", "line": 1,
     "operations": [[opcode, kind, value], ...],
     "fen": "<the four fields as python-chess writes them>",
     "clocks": [halfmove, fullmove]}

`fen` is `board.epd(en_passant="fen")` (X-FEN castling rights, the
en-passant square as read), left out when it is the line's first four
words; `clocks` are left out when they are python-chess's defaults, 0 and
1. An operation's `kind` is what python-chess made of its operands: `none`
(no operand), `string` (value: the string, unescaped), `int` and `float`
(value: the number as Python writes it), `move` (one move), `moves`
(value: how many). Lines without operations (FENs of four fields) are
counted but not written, nor lines python-chess refuses. The tests
(`tests/bridges/chess/epd.rs`) compare `chess::Epd` with this file,
without Python.
"""

import json
import os
import sys

import chess


def operation(opcode, operand):
    if operand is None:
        return [opcode, "none", None]
    if isinstance(operand, str):
        return [opcode, "string", operand]
    if isinstance(operand, bool):
        raise TypeError("unexpected bool operand")
    if isinstance(operand, int):
        return [opcode, "int", str(operand)]
    if isinstance(operand, float):
        return [opcode, "float", repr(operand)]
    if isinstance(operand, chess.Move):
        return [opcode, "move", None]
    return [opcode, "moves", len(operand)]


def main():
    corpus = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    chess_dir = os.path.join(corpus, "chess")
    out_path = os.path.join(corpus, "python-chess-epd.jsonl")
    read = {}
    refused = 0
    records = []
    if True:
        for name in sorted(os.listdir(chess_dir)):
            if not name.endswith(".txt"):
                continue
            with open(os.path.join(chess_dir, name), encoding="utf-8", newline="") as f:
                lines = f.read().split("\n")[:-1]
            for number, line in enumerate(lines, 1):
                try:
                    board, operations = chess.Board.from_epd(line, chess960=True)
                except (ValueError, IndexError, AssertionError):
                    refused += 1
                    continue
                read["chess/" + name] = read.get("chess/" + name, 0) + 1
                if not operations:
                    continue
                record = {
                    "file": "chess/" + name,
                    "line": number,
                    "operations": [operation(k, v) for k, v in operations.items()],
                }
                fen = board.epd(en_passant="fen")
                if fen != " ".join(line.split()[:4]):
                    record["fen"] = fen
                if (board.halfmove_clock, board.fullmove_number) != (0, 1):
                    record["clocks"] = [board.halfmove_clock, board.fullmove_number]
                records.append(record)
    with open(out_path, "w", encoding="utf-8", newline="\n") as out:
        header = {"python-chess": chess.__version__, "read": read}
        out.write(json.dumps(header) + "\n")
        for record in records:
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
    total = sum(read.values())
    print(f"python-chess {chess.__version__}: {total} lines read, {refused} refused", file=sys.stderr)


if __name__ == "__main__":
    main()
