#!/usr/bin/env python3
"""Writes `tests/data/rules/real-san.jsonl`: the SAN moves of real PGN files
and the SAN operands of real EPD suites, each with python-chess's reading
of it on its position, for `tests/tests/bridges/chess/real_san.rs`.

Run from anywhere, with python-chess 1.11.2 installed (`pip install
chess==1.11.2`):

    python3 tests/scripts/real_san.py

Nothing is random: the files are read in a fixed order, their games and
lines in file order, so running the script again writes the same
bytes.

The file is JSON lines, compact (`separators=(",", ":")`), keys in the
order shown, the first line a header `{"python-chess":"1.11.2","records":N}`.

One record a move of the main line of every game of the PGN files of
`tests/data/pgn/` listed in `PGN_FILES`, in that order (where they come
from: `tests/data/rules/SOURCES.md`):

    {"file": "data/pgn/<name>.pgn",   relative to `tests/`
     "game": n,           the game's number in the file, from 1, counting
                          games without moves too
     "ply": k,            the move's number in the game, from 1
     "fen": ...,          the position before the move:
                          board.fen(en_passant="fen", shredder=chess960),
                          so the en-passant square after every double
                          step, Shredder-FEN castling in Chess960, the
                          pockets in brackets in crazyhouse
     "variant": "chess" | "chess960" | "crazyhouse",
     "san": ...,          the move as the file writes it (below)
     "uci": ...,          board.uci(move, chess960=True): castling is king
                          takes rook, a null move `0000`
     "canonical": ...}    board.san(move): `--` for a null move

`chess.pgn.read_game` reads each game; the board and its variant are those
of the game's headers (`Variant`, `FEN`): `chess.variant.find_variant` for
crazyhouse, Chess960 by its names (`Chess960`, `chess 960`,
`Fischerandom`). python-chess's lexer takes a move token without its check
mark (`Nxe1+` gives `Nxe1`): its regular expression stops before `+` and
`#` and skips them. So the script reads with that expression extended by a
run of `+` and `#` after a move (`MOVETEXT_REGEX` below, the only change),
records the token so (`Nxe1+`, `N@f3+`, `Qdd1#`) and gives python-chess's
`parse_san` the token without the run, as the unchanged reader does; the
token is the file's text but for move numbers (`1.`, `4...`) and glyphs
(`!`, `?!`), which the lexer reads apart. Games must read without an error
but for headers python-chess cannot use (kokopu's `chess-960`): such a game
has no moves and gives no records.

Then one record an operand of the `bm`, `am`, `pm` and `sm` operations of
every line of `tests/corpus/chess/*.txt` whose position python-chess reads:

    {"file": "corpus/chess/<name>.txt", "line": n (from 1),
     "fen": ...,          as above, with clocks `0 1` (python-chess's EPD
                          board, before `hmvc` and `fmvn`)
     "opcode": "bm" | "am" | "pm" | "sm",
     "san": ...,          one word of the operand, as written
     "uci": ..., "canonical": ...}      board.parse_san(san) and
                                        board.san of it
    {..., "san": ..., "error": "illegal" | "ambiguous" | "invalid"}
                          parse_san raised IllegalMoveError,
                          AmbiguousMoveError or InvalidMoveError

`Board.from_epd` gives an operation's moves already parsed, or refuses the
whole line when one of them does not parse, so the script reads the
operations itself, with `Board._parse_epd_ops`'s states (opcode, operand,
`"string"`, `;`): the line is cut as `set_epd` cuts it (`strip`, `rstrip(";")`,
`split(None, 4)`); the first four words make the board (`" 0 1"` added, as
`set_epd` does; Chess960 when its castling rights need it, as
`from_epd(..., chess960=True)` reads them), and every word of a `bm`, `am`,
`pm` or `sm` operand that is not a quoted string is given to `parse_san`
alone. That is python-chess's reading for `bm` and `am`, whose operands it
splits so; a `pm` or `sm` of several words it would read as one move, and
an operand starting with a digit or sign (`0-0`) as a number, both refused:
here each word is read as SAN. Lines whose four fields python-chess does not
read give no records.
"""
import collections
import json
import pathlib
import re
import sys

import chess
import chess.pgn
import chess.variant

TESTS = pathlib.Path(__file__).resolve().parents[1]
PGN_DIR = TESTS / "data" / "pgn"
CORPUS_DIR = TESTS / "corpus" / "chess"
OUT = TESTS / "data" / "rules" / "real-san.jsonl"
VERSION = "1.11.2"
OPCODES = ("bm", "am", "pm", "sm")
PGN_FILES = (
    "anastasian-lewis.pgn",
    "broadcaster-sample-invitational.pgn",
    "chessbase-empty-line.pgn",
    "cutechess-fischerrandom.pgn",
    "kasparov-deep-blue-1997.pgn",
    "knightvuillaume-jannlee-zh-lichess.pgn",
    "kokopu-chess960.pgn",
    "lichess-bullet-game.pgn",
    "lichess_mliebelt_2024-01-03.pgn",
    "molinari-bordais-1979.pgn",
    "nepomniachtchi-liren-game1.pgn",
    "saturs-jannlee-zh-lichess.pgn",
    "stockfish-learning.pgn",
    "uci-moves.pgn",
    "utf8-bom.pgn",
    "wcc_2023.pgn",
)

# python-chess 1.11.2's movetext expression, checked below, and the same
# with a run of check marks kept after a move.
ORIGINAL = r"""
    (
        [NBKRQ]?[a-h]?[1-8]?[\-x]?[a-h][1-8](?:=?[nbrqkNBRQK])?
        |[PNBRQK]?@[a-h][1-8]
        |--
        |Z0
        |0000
        |@@@@
        |O-O(?:-O)?
        |0-0(?:-0)?
    )
    |(\{.*)
    |(;.*)
    |(\$[0-9]+)
    |(\()
    |(\))
    |(\*|1-0|0-1|1/2-1/2)
    |([\?!]{1,2})
    """
MOVETEXT_REGEX = re.compile(
    ORIGINAL.replace(
        "        |0-0(?:-0)?\n    )",
        "        |0-0(?:-0)?\n    )[+#]*",
    ),
    re.DOTALL | re.VERBOSE,
)


class Tokens(chess.pgn.GameBuilder):
    """A game builder that keeps the tokens of the main line's moves."""

    def begin_game(self):
        super().begin_game()
        self.depth = 0
        self.tokens = []

    def begin_variation(self):
        self.depth += 1
        return super().begin_variation()

    def end_variation(self):
        self.depth -= 1
        return super().end_variation()

    def parse_san(self, board, san):
        bare = san.rstrip("+#")
        move = board.parse_san(bare)
        if self.depth == 0:
            self.tokens.append(san)
        return move

    def result(self):
        game = super().result()
        game.tokens = self.tokens
        return game


def variant_name(board):
    if isinstance(board, chess.variant.CrazyhouseBoard):
        return "crazyhouse"
    if type(board) is not chess.Board:
        raise ValueError(f"unexpected variant {board.uci_variant}")
    return "chess960" if board.chess960 else "chess"


def pgn_records(stats):
    records = []
    for file_name in PGN_FILES:
        path = PGN_DIR / file_name
        name = f"data/pgn/{file_name}"
        with open(path, encoding="utf-8-sig") as handle:
            number = 0
            while True:
                game = chess.pgn.read_game(handle, Visitor=Tokens)
                if game is None:
                    break
                number += 1
                moves = list(game.mainline_moves())
                stats[name, "games"] += 1
                if not moves:
                    if game.errors:
                        stats[name, "games python-chess cannot set up"] += 1
                    continue
                if game.errors:
                    raise ValueError(f"{name} game {number}: {game.errors}")
                if len(game.tokens) != len(moves):
                    raise ValueError(f"{name} game {number}: tokens and moves differ")
                board = game.board()
                variant = variant_name(board)
                chess960 = variant == "chess960"
                for ply, (move, token) in enumerate(zip(moves, game.tokens), 1):
                    records.append({
                        "file": name,
                        "game": number,
                        "ply": ply,
                        "fen": board.fen(en_passant="fen", shredder=chess960),
                        "variant": variant,
                        "san": token,
                        "uci": board.uci(move, chess960=True),
                        "canonical": board.san(move),
                    })
                    stats[name, "moves"] += 1
                    stats["moves", variant] += 1
                    board.push(move)
    return records


def operands(operation_part):
    """(opcode, operand text) of every operation, in line order, with
    `Board._parse_epd_ops`'s states; quoted strings given as None."""
    found = []
    state = "opcode"
    opcode = ""
    operand = ""
    for ch in list(operation_part) + [None]:
        if state == "opcode":
            if ch in (" ", "\t", "\r", "\n"):
                if opcode == "-":
                    opcode = ""
                elif opcode:
                    state = "after_opcode"
            elif ch is None or ch == ";":
                opcode = ""
            else:
                opcode += ch
        elif state == "after_opcode":
            if ch in (" ", "\t", "\r", "\n"):
                pass
            elif ch == "\"":
                state = "string"
            elif ch is None or ch == ";":
                opcode = ""
                state = "opcode"
            else:
                # A SAN operand, or one python-chess reads as a number.
                operand = ch
                state = "operand"
        elif state == "operand":
            if ch is None or ch == ";":
                found.append((opcode, operand))
                opcode = ""
                operand = ""
                state = "opcode"
            else:
                operand += ch
        elif state == "string":
            if ch is None or ch == "\"":
                found.append((opcode, None))
                opcode = ""
                state = "opcode"
            elif ch == "\\":
                state = "string_escape"
        elif state == "string_escape":
            if ch is None:
                found.append((opcode, None))
                opcode = ""
                state = "opcode"
            else:
                state = "string"
    return found


def epd_board(fields):
    """python-chess's board of an EPD's four fields, Chess960 when its
    castling rights need it, or None."""
    fen = " ".join(fields) + " 0 1"
    try:
        board = chess.Board(fen, chess960=True)
    except ValueError:
        return None
    if board.has_chess960_castling_rights():
        return board
    return chess.Board(fen)


def epd_records(stats):
    records = []
    for path in sorted(CORPUS_DIR.glob("*.txt")):
        name = f"corpus/chess/{path.name}"
        with open(path, encoding="utf-8", newline="") as handle:
            lines = handle.read().split("\n")[:-1]
        for number, line in enumerate(lines, 1):
            parts = line.strip().rstrip(";").split(None, 4)
            if len(parts) < 5:
                continue
            found = [(op, text) for op, text in operands(parts[4]) if op in OPCODES]
            if not found:
                continue
            board = epd_board(parts[:4])
            if board is None:
                stats[name, "unread lines"] += 1
                continue
            fen = board.fen(en_passant="fen", shredder=board.chess960)
            for opcode, text in found:
                if text is None:
                    stats[name, "strings"] += 1
                    continue
                for word in text.split():
                    record = {"file": name, "line": number, "fen": fen,
                              "opcode": opcode, "san": word}
                    try:
                        move = board.parse_san(word)
                    except chess.AmbiguousMoveError:
                        record["error"] = "ambiguous"
                    except chess.IllegalMoveError:
                        record["error"] = "illegal"
                    except chess.InvalidMoveError:
                        record["error"] = "invalid"
                    else:
                        record["uci"] = board.uci(move, chess960=True)
                        record["canonical"] = board.san(move)
                    stats["epd", record.get("error", "resolved")] += 1
                    stats[name, "operands"] += 1
                    records.append(record)
    return records


def main():
    if chess.__version__ != VERSION:
        sys.exit(f"python-chess {VERSION} expected, found {chess.__version__}")
    if chess.pgn.MOVETEXT_REGEX.pattern != ORIGINAL:
        sys.exit("python-chess's movetext expression is not the one this script extends")
    stats = collections.Counter()
    chess.pgn.MOVETEXT_REGEX = MOVETEXT_REGEX
    try:
        records = pgn_records(stats)
    finally:
        chess.pgn.MOVETEXT_REGEX = re.compile(ORIGINAL, re.DOTALL | re.VERBOSE)
    records += epd_records(stats)
    with open(OUT, "w", encoding="utf-8", newline="\n") as out:
        header = {"python-chess": VERSION, "records": len(records)}
        out.write(json.dumps(header, separators=(",", ":")) + "\n")
        for record in records:
            out.write(json.dumps(record, separators=(",", ":"), ensure_ascii=False) + "\n")
    for key, count in sorted(stats.items()):
        print(*key, count, file=sys.stderr)
    print(f"{len(records)} records", file=sys.stderr)


if __name__ == "__main__":
    main()
