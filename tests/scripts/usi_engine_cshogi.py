#!/usr/bin/env python3
"""Drives the example USI engine with cshogi's USI engine driver, as a shogi
GUI does, and checks every answer.

    cargo build --example usi_engine
    python3 tests/scripts/usi_engine_cshogi.py target/debug/examples/usi_engine

cshogi (`pip install cshogi`; 1.1.0 here) starts the engine
(`cshogi.usi.Engine`), reads its `id` and `usiok`, sends `isready`,
`usinewgame`, `position startpos moves …` and `go` with clocks (`btime`,
`wtime`, `byoyomi` or `binc`/`winc`), and reads its `info` and `bestmove`
lines. The engine plays both sides of its book line: each answer must be
legal on cshogi's board and be the book's move, its ponder move the next
one. Off the book it must resign, `go mate` must be answered
`checkmate notimplemented`, and `gameover` and `quit` must end it. Prints
`N passed, 0 failed`; exits non-zero on the first fault.
"""
import os
import sys

import cshogi
import cshogi.usi

BOOK = ["7g7f", "8c8d", "6g6f", "3c3d", "6i7h", "7a6b", "5g5f", "5c5d", "3i4h", "4a3b", "4i5h", "6a5b"]


def main():
    # cshogi starts the engine from its own folder: an absolute path.
    engine = cshogi.usi.Engine(os.path.abspath(sys.argv[1]))
    passed = 0
    assert engine.name == "pin-runtime book", engine.name
    lines = engine.usi()
    assert lines == ["id name pin-runtime book", "id author pin-runtime"], lines
    engine.isready()
    engine.usinewgame()
    board = cshogi.Board()
    moves = []
    for ply, expected in enumerate(BOOK):
        engine.position(moves)
        clocks = [
            {"btime": 60000, "wtime": 60000, "byoyomi": 1000},
            {"btime": 30000, "wtime": 30000, "binc": 2000, "winc": 2000},
        ][ply % 2]
        best, ponder = engine.go(**clocks)
        move = board.move_from_usi(best)
        assert move and board.is_legal(move), (best, board.sfen())
        assert best == expected, (ply, best, expected)
        assert ponder == (BOOK[ply + 1] if ply + 1 < len(BOOK) else None), (ply, ponder)
        board.push_usi(best)
        moves.append(best)
        passed += 1
    # Off the book: a move the book does not play.
    engine.position(["2g2f"])
    best, _ = engine.go(byoyomi=100)
    assert best == "resign", best
    passed += 1
    engine.position(sfen="sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1")
    best, _ = engine.go(byoyomi=100)
    assert best == "resign", best
    passed += 1
    result = engine.go_mate(byoyomi=1000)
    assert result == "notimplemented", result
    passed += 1
    engine.gameover("lose")
    engine.quit()
    passed += 1
    print(f"{passed} passed, 0 failed")


main()
