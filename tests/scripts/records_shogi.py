#!/usr/bin/env python3
"""Records how cshogi reads the CSA and KIF records of `tests/data/records`,
and writes the generated records beside them.

Run from anywhere, with cshogi 1.1 installed (`pip install cshogi`):

    python3 tests/scripts/records_shogi.py

First it writes the generated records, drawn from a fixed seed so that a
second run writes the same bytes: `generated-*.csa` and `generated-*.kifu`,
random legal games from the start and from handicap starts, written by
cshogi's exporters (CSA V2.2, KIF in UTF-8).

Then it writes `tests/data/records/cshogi.jsonl`: a header line
`{"cshogi": "1.1.0", "games": N}`, then one line a game, the files in the
order of their names and the games in file order:

    {"file": "v2.csa", "game": 1, "names": [sente, gote],
     "start": sfen, "moves": [[usi, sfen], ...], "times": [...],
     "endgame": "%TORYO"}

`start` is the SFEN cshogi starts from, `moves` each move of the main line
as cshogi's `move_to_usi` writes it with the SFEN of cshogi's board after
it, `times` the seconds cshogi reads for each move, `endgame` its special
move (`null` when none).

cshogi reads files as UTF-8 (CSA) or by their extension (KIF: `.kifu`
UTF-8, `.kif` cp932); here every file is decoded first, as UTF-8 when it is
UTF-8 and as cp932 otherwise, and handed to `parse_str`. cshogi's KIF
reader does not know branches: the text is cut at the first `変化：` line,
so it reads the main line. Files cshogi refuses are listed with
`"refused": "<its exception>"`, and so are the one it crashes on and the
KIF files with a board diagram, which it reads as the start of shogi, and
those that write `同歩` without a full-width space, whose moves it skips.

The tests (`tests/bridges/shogi_records/`) compare `shogi::csa` and
`shogi::kif` with this file without Python.
"""
import datetime
import json
import pathlib
import random
import re

import cshogi
import cshogi.CSA
import cshogi.KIF

DIR = pathlib.Path(__file__).resolve().parents[1] / "data" / "records"
OUT = DIR / "cshogi.jsonl"

# Files cshogi cannot be asked about: its CSA parser crashes the process
# (a segmentation fault) on a board placed by `P+` and `P-` lines alone.
CRASHES = {"9fu_komabetsu.csa": "cshogi 1.1.0 crashes on a board of P+/P- lines alone"}

START = datetime.datetime(2026, 1, 1, 9, 0, 0)

HANDICAPS = [
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
]


def decode(data):
    """The text of a record's bytes: UTF-8 when it is, else cp932."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp932", errors="replace")


def random_game(rng, sfen, plies):
    """Random legal moves from `sfen`, at most `plies`, and the ending."""
    board = cshogi.Board(sfen)
    moves = []
    for _ in range(plies):
        legal = list(board.legal_moves)
        if not legal:
            return moves, "%TSUMI"
        move = rng.choice(legal)
        moves.append(move)
        board.push(move)
    return moves, rng.choice(["%TORYO", "%CHUDAN", "%SENNICHITE", "%KACHI", None])


def write_generated(rng):
    for i, sfen in enumerate(HANDICAPS):
        moves, ending = random_game(rng, sfen, rng.randrange(20, 160))
        times = [rng.randrange(0, 60) for _ in moves]
        path = DIR / f"generated-{i + 1}.csa"
        exporter = cshogi.CSA.Exporter(str(path))
        exporter.info(cshogi.Board(sfen), names=[f"sente{i}", f"gote{i}"], var_info={"EVENT": "generated"})
        for move, time in zip(moves, times):
            exporter.move(move, time=time)
        if ending:
            exporter.endgame(ending, time=rng.randrange(0, 10))
        exporter.close()

        moves, ending = random_game(rng, sfen, rng.randrange(20, 160))
        path = DIR / f"generated-{i + 1}.kifu"
        exporter = cshogi.KIF.Exporter(str(path))
        handicap = [None, "角落ち", "二枚落ち"][i]
        exporter.header([f"先手{i}", f"後手{i}"], starttime=START, handicap=handicap)
        total = 0
        for move in moves:
            sec = rng.randrange(0, 100)
            total += sec
            exporter.move(move, sec=sec, sec_sum=total)
        if ending:
            reason = {"%TORYO": "resign", "%KACHI": "win", "%SENNICHITE": "sennichite",
                      "%CHUDAN": "resign", "%TSUMI": "resign"}[ending]
            exporter.end(reason, sec=rng.randrange(0, 10), sec_sum=total)
        exporter.close()


def replay(start, moves):
    board = cshogi.Board(start)
    out = []
    for move in moves:
        usi = cshogi.move_to_usi(move)
        if not board.is_legal(move):
            break
        board.push(move)
        out.append([usi, board.sfen()])
    return out


def main():
    write_generated(random.Random(33))
    records = []
    for path in sorted(DIR.iterdir()):
        if path.suffix not in (".csa", ".kif", ".kifu"):
            continue
        if path.name in CRASHES:
            records.append({"file": path.name, "refused": CRASHES[path.name]})
            continue
        text = decode(path.read_bytes())
        if path.suffix == ".csa":
            try:
                games = cshogi.CSA.Parser.parse_str(text)
            except Exception as error:  # noqa: BLE001 - recorded as refused
                records.append({"file": path.name, "refused": repr(error)})
                continue
        elif any(line.startswith("|") for line in text.splitlines()):
            records.append({"file": path.name, "refused": "cshogi 1.1.0 reads no board diagram"})
            continue
        elif re.search(r"^ *[0-9]+ +同[^　]", text, re.M):
            records.append({"file": path.name, "refused": "cshogi 1.1.0 reads 同 only before a full-width space"})
            continue
        else:
            cut = text.find("変化：")
            if cut >= 0:
                text = text[:cut]
            try:
                games = [cshogi.KIF.Parser.parse_str(text)]
            except Exception as error:  # noqa: BLE001 - recorded as refused
                records.append({"file": path.name, "refused": repr(error)})
                continue
        for number, game in enumerate(games, 1):
            records.append({
                "file": path.name,
                "game": number,
                "names": game.names,
                "start": game.sfen,
                "moves": replay(game.sfen, game.moves),
                "times": list(game.times),
                "endgame": game.endgame,
            })
    with OUT.open("w", encoding="utf-8", newline="\n") as out:
        header = {"cshogi": cshogi.__version__ if hasattr(cshogi, "__version__") else "1.1.0",
                  "games": len(records)}
        out.write(json.dumps(header, ensure_ascii=False) + "\n")
        for record in records:
            out.write(json.dumps(record, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
