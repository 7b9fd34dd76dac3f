#!/usr/bin/env python3
"""Writes the makruk and Fairy-Stockfish shogi test vectors of the tests.

Run from anywhere, with pyffish (Fairy-Stockfish's Python binding) installed
(`pip install pyffish`):

    python3 tests/scripts/fairy_vectors.py

It plays random legal games with pyffish (the moves drawn from
`pyffish.legal_moves`, so every position is one the engine reached) and
writes, under `tests/data/fairy/`:

- `makruk.txt`: one position a line, `<fen>\t<fen shown promoted>`: the FEN
  pyffish's `get_fen` writes for the variant `makruk`, then the same
  position with `showPromoted`, where a met that was a bia is `M~`. Games
  run to their end or 400 plies, so that many reach the counting rules
  (a number in the fourth field, the counting ply in the fifth).
- `shogi.txt`: one position a line, `<fen>\t<sfen>`: the FEN pyffish
  writes for the variant `shogi` (pockets in `[…]`, `w` for sente, chess's
  clocks) and the SFEN it writes for the same position (`sfen=True`).

The tests read these files; they need no Python. Everything is drawn from a
fixed seed, so running the script again with the same pyffish writes the
same files (they were written with pyffish 0.0.90).
"""
import pathlib
import random

import pyffish

OUT = pathlib.Path(__file__).resolve().parents[1] / "data" / "fairy"
rng = random.Random(23)


def games(variant, count, max_plies, keep):
    """Yields the move lists of positions of `count` random games of
    `variant`, each position kept with probability `keep` (and every end)."""
    start = pyffish.start_fen(variant)
    for _ in range(count):
        moves = []
        for _ in range(max_plies):
            legal = pyffish.legal_moves(variant, start, moves)
            if not legal:
                break
            if rng.random() < keep:
                yield start, list(moves)
            moves.append(rng.choice(sorted(legal)))
        yield start, list(moves)


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    lines = []
    seen = set()
    for start, moves in games("makruk", 120, 400, 0.06):
        fen = pyffish.get_fen("makruk", start, moves)
        shown = pyffish.get_fen("makruk", start, moves, False, False, True)
        if fen not in seen:
            seen.add(fen)
            lines.append(f"{fen}\t{shown}\n")
    (OUT / "makruk.txt").write_text("".join(lines))

    lines = []
    seen = set()
    for start, moves in games("shogi", 60, 300, 0.08):
        fen = pyffish.get_fen("shogi", start, moves)
        sfen = pyffish.get_fen("shogi", start, moves, False, True)
        if fen not in seen:
            seen.add(fen)
            lines.append(f"{fen}\t{sfen}\n")
    (OUT / "shogi.txt").write_text("".join(lines))


if __name__ == "__main__":
    main()
