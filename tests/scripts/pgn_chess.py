#!/usr/bin/env python3
"""Records how python-chess reads the PGN files of `tests/data/pgn`.

Run from anywhere, with python-chess 1.11 installed (`pip install chess`):

    python3 tests/scripts/pgn_chess.py

It writes `tests/data/pgn/python-chess.jsonl`: a header line
`{"python-chess": "1.11.2", "games": N}`, then one line a game, the files
in the order of their names and the games in file order:

    {"file": "kasparov-deep-blue-1997.pgn", "game": 1,
     "tags": [[name, value], ...],
     "mainline": [[uci, fen], ...],
     "errors": 0, "variant_known": true}

`tags` are the tag lines python-chess's `read_game` reads, in order and as
it gives them (escapes kept); `mainline` is every move of the main line as
`board.uci(move, chess960=True)` with the position after it as
`board.fen(en_passant="fen")`; `errors` counts the errors python-chess
collected while reading the game (an illegal move ends its main line);
`variant_known` is false when python-chess does not know the game's
`Variant` tag (its main line is then left empty here).
The tests (`tests/bridges/chess/pgn.rs`) compare `chess::pgn` with this
file without Python.
"""
import json
import pathlib

import chess
import chess.pgn

DIR = pathlib.Path(__file__).resolve().parents[1] / "data" / "pgn"
OUT = DIR / "python-chess.jsonl"


class Builder(chess.pgn.GameBuilder):
    """The game, with the tag lines in the order read."""

    def begin_game(self):
        super().begin_game()
        self.tags = []

    def visit_header(self, tagname, tagvalue):
        self.tags.append([tagname, tagvalue])
        super().visit_header(tagname, tagvalue)

    def result(self):
        game = super().result()
        game.tag_lines = self.tags
        return game


def main():
    records = []
    for path in sorted(DIR.glob("*.pgn")):
        with open(path, encoding="utf-8-sig", errors="replace", newline=None) as handle:
            number = 0
            while True:
                game = chess.pgn.read_game(handle, Visitor=Builder)
                if game is None:
                    break
                number += 1
                mainline = []
                try:
                    board = game.board()
                except ValueError:
                    # A Variant tag python-chess does not know: it plays the
                    # game as standard chess, and says so among its errors.
                    board = None
                if board is not None:
                    for move in game.mainline_moves():
                        uci = board.uci(move, chess960=True)
                        board.push(move)
                        mainline.append([uci, board.fen(en_passant="fen")])
                records.append({
                    "file": path.name,
                    "game": number,
                    "tags": game.tag_lines,
                    "mainline": mainline,
                    "errors": len(game.errors),
                    "variant_known": board is not None,
                })
    write_records(OUT, records)


def write_records(path, records):
    """Writes the header line, then a record a line."""
    with open(path, "w", encoding="utf-8", newline="\n") as out:
        out.write(json.dumps({"python-chess": chess.__version__, "games": len(records)}) + "\n")
        for record in records:
            out.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
