#!/usr/bin/env python3
"""Plays whole games against the example UCI engine with python-chess's
`chess.engine` (a real GUI library), checking every move it answers.

    cargo build --example uci_engine
    python3 tests/scripts/uci_engine_games.py target/debug/examples/uci_engine [GAMES]

python-chess starts the engine (`SimpleEngine.popen_uci`), asks for its
`id` and options, sends `ucinewgame`, `position … moves …` and `go`, and
reads its `info` and `bestmove` lines; it raises if a line is not UCI or a
move is illegal. The engine plays both sides of GAMES games (default 4),
from the start and from a few middle games and endgames, each to its end
(mate, stalemate, insufficient material, the 75-move rule or fivefold
repetition), then a game against python-chess's own random mover. Prints
each result and `N passed, 0 failed`; exits non-zero on the first fault.
"""
import random
import sys

import chess
import chess.engine

STARTS = [
    chess.STARTING_FEN,
    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
    "8/8/4k3/8/8/3K4/4P3/8 w - - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
]


def play(engine, board, random_side=None, rng=None):
    """Plays `board` to its end; the engine plays every side but `random_side`."""
    while not board.is_game_over(claim_draw=False):
        if board.turn == random_side:
            board.push(rng.choice(list(board.legal_moves)))
            continue
        result = engine.play(board, chess.engine.Limit(time=1.0), info=chess.engine.INFO_ALL)
        if result.move is None or result.move not in board.legal_moves:
            raise AssertionError(f"illegal answer {result.move} on {board.fen()}")
        board.push(result.move)
    return board.outcome(claim_draw=False)


def main():
    binary = sys.argv[1]
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    passed = 0
    with chess.engine.SimpleEngine.popen_uci([binary]) as engine:
        assert engine.id.get("name") == "pin-runtime example", engine.id
        for i in range(games):
            board = chess.Board(STARTS[i % len(STARTS)])
            outcome = play(engine, board)
            print(f"game {i + 1}: {len(board.move_stack)} plies, {outcome.termination.name}, {outcome.result()}")
            passed += 1
        rng = random.Random(32)
        board = chess.Board()
        outcome = play(engine, board, random_side=chess.BLACK, rng=rng)
        print(f"against random: {len(board.move_stack)} plies, {outcome.termination.name}, {outcome.result()}")
        passed += 1
    print(f"{passed} passed, 0 failed")


main()
