#!/usr/bin/env python3
"""Records how python-chess writes back the PGN games of `tests/data/pgn`.

Run from anywhere, with python-chess 1.11 installed (`pip install chess`):

    python3 tests/scripts/pgn_export.py

It first writes `tests/data/pgn/writer/cases.pgn`: games made to try a
writer (nested variations, comments and NAGs in every place the reader
accepts them, long comments and lines, a Chess960 game, games from a FEN,
crazyhouse drops, CRLF line ends and Latin-1 bytes), the hand-written ones
below, random games from a fixed seed written loosely (`1.e4`, suffixes,
`0-0`, numbers left out) and random games dense with NAGs, comments and
variations, empty ones too. Then it writes
`tests/data/pgn/python-chess-export.jsonl`: a header line
`{"python-chess": "1.11.2", "games": N}`, then one line a game of every
`.pgn` file of `tests/data/pgn` and then of `writer/cases.pgn`:

    {"file": "wcc_2023.pgn", "game": 1, "pgn": "...", "line": "..."}

`pgn` is what `game.accept(chess.pgn.FileExporter(handle))` writes for the
game `chess.pgn.read_game` reads (lines of at most 80 columns, an empty
line after the game), `line` the same with `columns=None` (the movetext on
one line, as `str(game)` writes it), both `null` when python-chess cannot
write the game (it raises) or collected errors while reading it. The tests
(`tests/bridges/chess/pgn_write.rs`) compare `chess::pgn::Writer` with this
file without Python.
"""
import io
import pathlib
import random

import chess
import chess.pgn
import chess.variant

from pgn_chess import write_records

DIR = pathlib.Path(__file__).resolve().parents[1] / "data" / "pgn"
CASES = DIR / "writer" / "cases.pgn"
OUT = DIR / "python-chess-export.jsonl"

HAND = r"""[Event "Variations, comments and NAGs"]
[Result "*"]

{ A comment before the first move } { and a second }
1. e4 $1 ! {best} (1. d4 {solid} d5 (1... Nf6 2. c4) 2. c4) {after the variation} $3
e5 ?! 2. Nf3 (2. f4 exf4 (2... d5)) $14 $14 Nc6 3. Bb5 a6 $6 $2 1-0

[Event "Starting comments"]

1. e4 e5 ( {start} 1... c5 {Sicilian} ) 2. Nf3 ( ) {after an empty variation} Nc6 *

[Event "A NAG after a parenthesis"]
[White "Tal"]
[Black "Botvinnik"]

1. e4 e5 ( $2 1... c5 ) ( {two} $5 1... e6 ) 2. Nf3 0-1

[Event "A variation of a variation's first move"]

1. e4 ( 1. d4 ( 1. c4 ) 1... d5 ) 1... e5 2. Nf3 ( 2. Bc4 ( 2. f4 ) ( 2. d4 exd4 ) ) *

[Event "Result from the movetext"]
[Site "Somewhere"]
[Result "*"]
[Event "Twice"]
[Annotator "first"]
[Annotator "second"]

1. f3 e5 2. g4 Qh4# 0-1

[Black "Only black"]
[FEN "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 23"]
[SetUp "1"]

23... c5 {black first} 24. Nf3 d6 *

[Event "Castling and null moves"]

1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 -- 5. d3 Nf6 6. Ng5 0-0 7. Nxf7 Rxf7!! 8. Bxf7+ Kxf7 *

[Event "A long comment"]

1. d4 {This comment is long enough that python-chess puts it on a line of its own, longer than eighty columns.} d5 2. c4 {short} e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 h6 7. Bh4 b6 8. cxd5 Nxd5 9. Bxe7 Qxe7 10. Nxd5 exd5 *

[Event "Unicode and brackets"]

1. e4 {Größe: ½ — 王 [%clk 0:03:00]} e5 {[%eval 0.17] [%clk 0:02:59]} 2. Nf3 {   spaced   } Nc6 {} 3. Bb5 *

[Event "Chess960"]
[Variant "Chess960"]
[FEN "bqnrkrnb/pppppppp/8/8/8/8/PPPPPPPP/BQNRKRNB w KQkq - 0 1"]
[SetUp "1"]

1. g3 g6 2. Nf3 Nf6 3. Nd3 Nd6 4. O-O O-O 5. b3 b6 6. Bxf6 exf6 *

[Event "Crazyhouse"]
[Variant "Crazyhouse"]

1. e4 d5 2. exd5 Qxd5 3. Nc3 Qd8 4. P@e6 fxe6 5. d4 P@d5 6. Nf3 P@e4 7. Ne5 Nf6 8. Bb5+ c6 9. Nxc6 bxc6 10. Bxc6+ Nxc6 11. P@b7 Bxb7 12. P@d6 exd6 *

[Event "A move number wrongly"]

7. e4 e5 1... Nf3 *

[Event "A bad move"]

1. e4 e5 2. Ke3 *

[Event "A bad move in a variation"]

1. e4 e5 (1... c5 2. Ke3) 2. Nf3 *

[Event "Unknown variant"]
[Variant "Makruk"]

1. e4 *

[Event "Nested parentheses"]

1. e4 e5 ( ( 1... c5 ) ) *

[Event "A result in a variation"]

1. e4 e5 ( 1... c5 1-0 ) *

"""


def loose(board_moves, rng, board):
    """A random game written loosely, with comments, NAGs and variations."""
    out = []
    for i, move in enumerate(board_moves):
        if board.turn == chess.WHITE or rng.random() < 0.3:
            out.append(f"{board.fullmove_number}{'.' if board.turn == chess.WHITE else '...'}"
                       + ("" if rng.random() < 0.5 else " "))
        san = board.san(move)
        if rng.random() < 0.1 and san.startswith("O-O"):
            san = san.replace("O", "0")
        out.append(san)
        r = rng.random()
        if r < 0.08:
            out.append(rng.choice(["!", "?", "!!", "??", "!?", "?!"]))
        elif r < 0.16:
            out.append(f"${rng.randrange(0, 140)}")
        if rng.random() < 0.1:
            out.append("{" + " ".join(rng.choice(["good", "bad", "[%clk 0:01:00]", "x" * 30])
                                      for _ in range(rng.randrange(1, 6))) + "}")
        legal = [m for m in board.legal_moves if m != move]
        if legal and rng.random() < 0.1:
            alt = rng.choice(legal)
            var = board.copy()
            words = [f"{var.fullmove_number}{'.' if var.turn == chess.WHITE else '...'}", var.san(alt)]
            var.push(alt)
            for _ in range(rng.randrange(0, 4)):
                moves = list(var.legal_moves)
                if not moves:
                    break
                m = rng.choice(moves)
                words.append(var.san(m))
                var.push(m)
            out.append("(" + " ".join(words) + ")")
        board.push(move)
    out.append(rng.choice(["1-0", "0-1", "1/2-1/2", "*"]))
    return " ".join(out)


def random_games():
    rng = random.Random(33)
    texts = []
    for n in range(12):
        variant = ["standard", "standard", "chess960", "crazyhouse"][n % 4]
        if variant == "crazyhouse":
            board = chess.variant.CrazyhouseBoard()
        elif variant == "chess960":
            board = chess.Board.from_chess960_pos(rng.randrange(960))
        else:
            board = chess.Board()
        start = board.copy()
        moves = []
        for _ in range(rng.randrange(20, 90)):
            legal = list(board.legal_moves)
            if not legal or board.is_game_over():
                break
            move = rng.choice(legal)
            moves.append(move)
            board.push(move)
        tags = [f'[Event "Random {n + 1}"]', f'[Round "{n + 1}"]']
        if variant == "crazyhouse":
            tags.append('[Variant "Crazyhouse"]')
        elif variant == "chess960":
            tags += ['[Variant "Chess960"]', f'[FEN "{start.fen()}"]', '[SetUp "1"]']
        texts.append("\n".join(tags) + "\n\n" + loose(moves, rng, start) + "\n")
    return "\n".join(texts)


DENSE_WORDS = ["good", "[%clk 0:01:00]", "x" * 50, "", " ", "a\nb", "\u00fcn\u00ef", "  pad  "]


def dense_line(rng, board, depth, length, out):
    """Moves with NAGs, comments and empty or full variations anywhere."""
    def notes():
        for _ in range(rng.choice([0, 0, 1, 2, 3])):
            r = rng.random()
            if r < 0.3:
                out.append(rng.choice(["!", "?", "!!", "??", "!?", "?!"]))
            elif r < 0.6:
                out.append(f"${rng.randrange(0, 30)}")
            elif r < 0.9:
                out.append("{" + rng.choice(DENSE_WORDS) + rng.choice(["", " "]) + "}")
            else:
                out.append("()")
    for _ in range(length):
        moves = list(board.legal_moves)
        if not moves:
            return
        move = rng.choice(moves)
        if board.turn == chess.WHITE or rng.random() < 0.3:
            out.append(f"{board.fullmove_number}{'.' if board.turn else '...'}")
        out.append(board.san(move))
        notes()
        if depth < 3:
            for _ in range(rng.choice([0, 0, 1, 2])):
                out.append("(")
                notes()
                dense_line(rng, board.copy(), depth + 1, rng.randrange(0, 5), out)
                notes()
                out.append(")")
                notes()
        board.push(move)


def dense_games():
    rng = random.Random(34)
    texts = []
    for n in range(16):
        board = chess.Board.from_chess960_pos(rng.randrange(960)) if n % 4 == 3 else chess.Board()
        tags = [f'[Event "Dense {n + 1}"]']
        if n % 4 == 3:
            tags += ['[Variant "Chess960"]', f'[FEN "{board.fen()}"]']
        out = []
        dense_line(rng, board, 0, rng.randrange(1, 16), out)
        out.append(rng.choice(["1-0", "0-1", "*", "1/2-1/2"]))
        texts.append("\n".join(tags) + "\n\n" + " ".join(out) + "\n")
    return "\n".join(texts)


def main():
    text = HAND + random_games() + "\n" + dense_games()
    # CRLF line ends and a Latin-1 comment and tag, in a game of their own.
    crlf = ('[Event "CRLF"]\r\n[White "M\xfcller"]\r\n\r\n1. e4 {a comment\r\non two lines} e5 '
            '{M\xfcller} 2. Nf3 *\r\n').encode("latin-1")
    CASES.write_bytes(text.encode("utf-8") + b"\n" + crlf)
    records = []
    for path in sorted(DIR.glob("*.pgn")) + [CASES]:
        with open(path, encoding="utf-8-sig", errors="replace", newline=None) as handle:
            number = 0
            while True:
                game = chess.pgn.read_game(handle)
                if game is None:
                    break
                number += 1
                record = {"file": str(path.relative_to(DIR)), "game": number, "pgn": None, "line": None}
                if not game.errors:
                    for key, columns in [("pgn", 80), ("line", None)]:
                        out = io.StringIO()
                        try:
                            game.accept(chess.pgn.FileExporter(out, columns=columns))
                        except ValueError:
                            break
                        record[key] = out.getvalue()
                records.append(record)
    write_records(OUT, records)


if __name__ == "__main__":
    main()
