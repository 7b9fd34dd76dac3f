#!/usr/bin/env python3
"""Writes tests/data/protocol/eleeye.txt: a real UCCI engine's conversation.

Usage:

    tests/scripts/protocol_eleeye.py PATH-TO-ELEEYE

ElephantEye (xqbase/eleeye, LGPL-2.1, the UCCI engine whose documents
define the protocol) built from its sources at commit
a9d3914e596da93a150d74af8967edecc0810ef7 with its `eleeye/makefile.sh`
(`g++ -O2 -o eleeye ../base/pipe.cpp ucci.cpp pregen.cpp position.cpp
genmoves.cpp hash.cpp book.cpp movesort.cpp preeval.cpp evaluate.cpp
search.cpp eleeye.cpp`, run from its `eleeye` folder). The script sends it
the sessions below, a command at a time, waiting for its answers, and
writes every line: `> ` before a command sent, `< ` before a line the
engine wrote, as written (only the book's path in its `bookfiles` option is
replaced by `BOOK.DAT`). The tests read every `>` line as a
`xiangqi::protocol::ToEngine` and every `<` line as a `FromEngine`, and
write each back; they need neither Python nor the engine.
"""
import os
import subprocess
import sys
import threading
import time

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "protocol", "eleeye.txt")

# Each session: commands, each with the seconds to wait for its answers.
SESSIONS = [
    [
        ("ucci", 0.5), ("setoption usebook false", 0.1), ("setoption hashsize 16", 0.1),
        ("isready", 0.3), ("position startpos", 0.1), ("go depth 6", 2.0),
        ("probe startpos", 0.3), ("position startpos moves h2e2 h9g7", 0.1),
        ("go depth 5", 2.0), ("probe startpos moves h2e2 h9g7", 0.3),
        ("banmoves h0g2 b0c2", 0.1), ("go depth 4", 2.0),
        ("position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves b2e2", 0.1),
        ("go time 500 increment 0 opptime 500 oppincrement 0", 2.0),
        ("go nodes 20000", 2.0),
        ("quit", 0.5),
    ],
    [
        ("ucci", 0.5), ("setoption usebook true", 0.1), ("isready", 0.3),
        ("position startpos", 0.1), ("go depth 3", 1.0),
        ("position startpos moves h2e2", 0.1), ("go ponder time 3000", 0.5),
        ("ponderhit", 2.0), ("position startpos moves b2e2 b9c7", 0.1),
        ("go time 60000", 0.3), ("stop", 1.0),
        # A red king checkmated, and one with no piece but the kings.
        ("position fen 3akab2/9/4b4/9/9/9/9/4C4/3rR4/3K1r3 w - - 0 1", 0.1),
        ("go depth 4", 1.0),
        ("position fen 4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", 0.1),
        ("go depth 4", 1.0),
        ("setoption debug true", 0.1), ("isready", 0.3),
        ("position fen 2bakab2/9/9/9/9/9/9/9/9/4K4 w - - 0 1", 0.1),
        ("go draw depth 3", 1.0),
        ("quit", 0.5),
    ],
]


def session(engine, commands):
    """The lines of one session with the engine."""
    lines = []
    lock = threading.Lock()
    process = subprocess.Popen(
        [engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1,
        cwd=os.path.dirname(os.path.abspath(engine)),
    )

    def read():
        for line in process.stdout:
            line = line.rstrip("\n")
            if line.startswith("option bookfiles type string default "):
                line = "option bookfiles type string default BOOK.DAT"
            with lock:
                lines.append("< " + line)

    reader = threading.Thread(target=read)
    reader.start()
    for command, wait in commands:
        with lock:
            lines.append("> " + command)
        process.stdin.write(command + "\n")
        process.stdin.flush()
        time.sleep(wait)
    process.stdin.close()
    process.wait(timeout=10)
    reader.join()
    return lines


def main():
    engine = sys.argv[1]
    out = []
    for commands in SESSIONS:
        out.extend(session(engine, commands))
        out.append("")
    with open(OUT, "w", encoding="utf-8") as file:
        file.write("\n".join(out))
    print(f"{OUT}: {sum(1 for line in out if line)} lines")


main()
