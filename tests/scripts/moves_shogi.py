#!/usr/bin/env python3
"""Writes the shogi move vectors of the tests: USI moves, the PMN moves they
are, and the SFEN after each, as python-shogi plays them.

Run from anywhere, with python-shogi 1.1 installed (`pip install
python-shogi`):

    python3 tests/scripts/moves_shogi.py

It writes `tests/data/moves/shogi.txt`, one line a record:

- `@ <SFEN>` sets the position the next move is played on;
- `<usi> <pmn> <SFEN>`: a legal move of that position as python-shogi
  writes it, the PMN move it is by the conventions of the project's
  NOTATION (worked out here from python-shogi's reading of the move: CELL
  squares with files 9…1 as a…i and ranks a…i as 9…1, `+` to an occupied
  square, a promotion as `=+X`, the taken piece as it enters the hand,
  `/X` in the mover's case and unpromoted, a drop in the mover's case), and
  the SFEN after python-shogi plays it; that SFEN is the position the next
  record plays on.

The moves: every legal move of a few positions (the start, a middle game
with pieces in hand, a position full of promoted pieces) and random legal
games from the start and from them. Everything is drawn from a fixed seed,
so running the script again writes the same file.
"""
import pathlib
import random

import shogi

OUT = pathlib.Path(__file__).resolve().parents[1] / "data" / "moves" / "shogi.txt"
rng = random.Random(22)

POSITIONS = [
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b RBGSNLP2rbgsnlp 1",
    "ln1g5/1r2S1k2/p2pppn2/2ps2p2/1p7/2P6/PPSPPPPLP/2G2K1pr/LN4G1b w BGSLPnp 62",
]


def cell(square):
    """The CELL coordinate of a python-shogi square: `7g` is `c3`."""
    name = shogi.SQUARE_NAMES[square]
    return "abcdefghi"[9 - int(name[0])] + str(9 - (ord(name[1]) - ord("a")))


def mover_case(symbol, color):
    return symbol.upper() if color == shogi.BLACK else symbol.lower()


def pmn(board, move):
    """The PMN move of a legal `move` of `board`, by NOTATION's table."""
    color = board.turn
    if move.drop_piece_type:
        letter = shogi.PIECE_SYMBOLS[move.drop_piece_type]
        return mover_case(letter, color) + "*" + cell(move.to_square)
    moved = board.piece_at(move.from_square)
    taken = board.piece_at(move.to_square)
    text = cell(move.from_square) + ("+" if taken else "-") + cell(move.to_square)
    if move.promotion:
        letter = shogi.PIECE_SYMBOLS[moved.piece_type]
        text += "=+" + mover_case(letter, color)
    if taken:
        letter = shogi.PIECE_SYMBOLS[taken.piece_type].lstrip("+")
        text += "/" + mover_case(letter, color)
    return text


class Writer:
    def __init__(self):
        self.lines = []
        self.current = None

    def move(self, board, move):
        text = board.sfen()
        if self.current != text:
            self.lines.append(f"@ {text}")
        written = pmn(board, move)
        usi = move.usi()
        board.push(move)
        self.current = board.sfen()
        self.lines.append(f"{usi} {written} {self.current}")


def main():
    out = Writer()
    for text in POSITIONS:
        board = shogi.Board(text)
        for move in list(board.legal_moves):
            out.move(shogi.Board(text), move)
    for text in POSITIONS:
        for _ in range(16):
            board = shogi.Board(text)
            for _ in range(150):
                moves = list(board.legal_moves)
                if not moves or board.is_game_over():
                    break
                out.move(board, rng.choice(moves))
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text("\n".join(out.lines) + "\n")
    moves = sum(1 for line in out.lines if not line.startswith("@"))
    print(f"{OUT}: {moves} moves, {len(out.lines) - moves} positions set")


if __name__ == "__main__":
    main()
