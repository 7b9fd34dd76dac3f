#!/usr/bin/env python3
"""Writes the UCI vectors of the tests: engine lines and what python-chess's
`chess.engine` reads in them.

Run from anywhere, with python-chess 1.11 installed (`pip install chess`):

    python3 tests/scripts/protocol_chess.py

It writes `tests/data/protocol/chess.jsonl`, one JSON object a line:

- `{"kind": "info", "line": …, "read": {…}}`: an `info` line (without the
  word `info`, as python-chess's `_parse_uci_info` takes it) and the fields
  python-chess reads: the numbers, `time` in milliseconds, `score` as
  `{"cp": n}` or `{"mate": n}` from the engine's point of view,
  `lowerbound`/`upperbound`, `wdl`, `currmove`, `pv` (a list of UCI moves),
  `refutation` (`{move: line}`), `currline` (`{cpu: line}`), `string`;
- `{"kind": "bestmove", "line": …, "read": [best, ponder]}`: the words
  after `bestmove`, and the moves python-chess's `_parse_uci_bestmove`
  reads (`null` for none).

The lines: generated ones, every field of the UCI document and Stockfish's
`wdl` in random order with random values (moves are random legal lines from
the position the line is about, as python-chess checks them on it), then
the output of Stockfish (`stockfish` on the PATH, Debian's package) on a
few positions with three lines and its win-draw-loss estimates, when it is
installed; the file says which Stockfish wrote them. Everything generated
is drawn from a fixed seed.
"""
import json
import pathlib
import random
import shutil
import subprocess

import chess
import chess.engine

OUT = pathlib.Path(__file__).resolve().parents[1] / "data" / "protocol" / "chess.jsonl"
rng = random.Random(32)

POSITIONS = [
    chess.STARTING_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
]


def random_line(board, most):
    """A random legal line from `board`, of 0 to `most` moves."""
    board = board.copy(stack=False)
    line = []
    for _ in range(rng.randint(0, most)):
        moves = list(board.legal_moves)
        if not moves:
            break
        move = rng.choice(moves)
        line.append(move.uci())
        board.push(move)
    return line


def number(bits):
    """A number of up to `bits` bits, small ones more often."""
    return rng.choice([0, 1, rng.randint(0, 1000), rng.randint(0, 2**bits - 1)])


def generated(board):
    """An info line about `board`, its fields in random order."""
    parts = []
    for name in ["depth", "seldepth", "multipv", "currmovenumber", "hashfull", "cpuload"]:
        if rng.random() < 0.5:
            parts.append([name, str(number(8 if name != "hashfull" else 10))])
    for name in ["nodes", "nps", "tbhits", "time"]:
        if rng.random() < 0.5:
            parts.append([name, str(number(40))])
    if rng.random() < 0.6:
        kind = rng.choice(["cp", "mate"])
        value = rng.randint(-3000, 3000) if kind == "cp" else rng.randint(-30, 30)
        score = ["score", kind, str(value)]
        if rng.random() < 0.2:
            score.append(rng.choice(["lowerbound", "upperbound"]))
        parts.append(score)
    if rng.random() < 0.3:
        parts.append(["wdl"] + [str(rng.randint(0, 1000)) for _ in range(3)])
    if rng.random() < 0.3:
        move = rng.choice(list(board.legal_moves))
        parts.append(["currmove", move.uci()])
    if rng.random() < 0.2:
        line = random_line(board, 6)
        if line:
            parts.append(["refutation"] + line)
    if rng.random() < 0.2:
        parts.append(["currline", str(rng.randint(1, 8))] + random_line(board, 6))
    rng.shuffle(parts)
    if rng.random() < 0.7:
        parts.append(["pv"] + random_line(board, 24))
    if rng.random() < 0.15:
        parts.append(["string", rng.choice(["NNUE evaluation using nn-1111cefa1111.nnue",
                                            "depth 3 pv e2e4 is a string", "x  y"])])
    return " ".join(" ".join(part) for part in parts)


def read_info(line, board):
    info = chess.engine._parse_uci_info(line, board)
    read = {}
    for key, value in info.items():
        if key == "time":
            read[key] = round(value * 1000)
        elif key == "score":
            relative = value.relative
            read[key] = {"mate": relative.mate()} if relative.is_mate() else {"cp": relative.score()}
        elif key == "wdl":
            relative = value.relative
            read[key] = [relative.wins, relative.draws, relative.losses]
        elif key in ("pv",):
            read[key] = [move.uci() for move in value]
        elif key == "currmove":
            read[key] = value.uci()
        elif key == "refutation":
            read[key] = {move.uci(): [m.uci() for m in line] for move, line in value.items()}
        elif key == "currline":
            read[key] = {str(cpu): [m.uci() for m in line] for cpu, line in value.items()}
        else:
            read[key] = value
    return read


def read_bestmove(words, board):
    best = chess.engine._parse_uci_bestmove(board, words)
    return [best.move.uci() if best.move else None, best.ponder.uci() if best.ponder else None]


def stockfish_lines():
    """Stockfish's info and bestmove lines on each position, with the board."""
    path = shutil.which("stockfish") or ("/usr/games/stockfish" if pathlib.Path("/usr/games/stockfish").exists() else None)
    if not path:
        return None, []
    commands = ["uci", "setoption name MultiPV value 3", "setoption name UCI_ShowWDL value true",
                "setoption name Threads value 1", "isready"]
    for fen in POSITIONS:
        commands += ["ucinewgame", f"position fen {fen}", "go depth 14", "isready"]
    commands.append("quit")
    out = subprocess.run([path], input="\n".join(commands) + "\n", capture_output=True, text=True,
                         timeout=600).stdout.splitlines()
    name = next(line[len("id name "):] for line in out if line.startswith("id name "))
    lines = []
    # The lines of each search end with its `bestmove`.
    position = 0
    for line in out:
        if line.startswith("info ") or line.startswith("bestmove"):
            lines.append((chess.Board(POSITIONS[position]), line))
        if line.startswith("bestmove"):
            position += 1
    return name, lines


def main():
    records = []
    for i in range(2000):
        board = chess.Board(POSITIONS[i % len(POSITIONS)])
        line = generated(board)
        records.append({"kind": "info", "line": line, "read": read_info(line, board)})
    for i in range(200):
        board = chess.Board(POSITIONS[i % len(POSITIONS)])
        line = random_line(board, 2)
        words = " ".join([line[0] if line else "(none)"] + (["ponder", line[1]] if len(line) > 1 else []))
        records.append({"kind": "bestmove", "line": words, "read": read_bestmove(words, board)})
    name, lines = stockfish_lines()
    for board, line in lines:
        if line.startswith("info "):
            words = line[len("info "):]
            records.append({"kind": "info", "line": words, "read": read_info(words, board), "real": True})
        else:
            words = line[len("bestmove "):]
            records.append({"kind": "bestmove", "line": words, "read": read_bestmove(words, board), "real": True})
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with OUT.open("w") as out:
        out.write(json.dumps({"source": f"python-chess {chess.__version__}",
                              "engine": name}) + "\n")
        for record in records:
            out.write(json.dumps(record, sort_keys=True) + "\n")
    print(f"{len(records)} records, {len(lines)} from {name}")


main()
