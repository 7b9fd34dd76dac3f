#!/usr/bin/env python3
"""Writes the chess move vectors of the tests: UCI moves, the PMN moves
they are, and the FEN after each, as python-chess plays them.

Run from anywhere, with python-chess 1.11 installed (`pip install chess`):

    python3 tests/scripts/moves_chess.py

It writes `tests/data/moves/chess.txt`, one line a record:

- `@ <variant> <FEN>` sets the position the next move is played on:
  `chess` (X-FEN castling rights, `KQkq`), `chess960` (Shredder-FEN, `HAha`)
  or `crazyhouse` (pockets in brackets, `~` after a promoted piece). FENs
  are written by python-chess with `en_passant="fen"`: the en-passant
  square after every double step.
- `<uci> <pmn> <FEN>`: a legal move of that position as python-chess writes
  it in UCI (king-takes-rook castling in Chess960, `e1g1` in chess and
  crazyhouse), the PMN move it is by the conventions of the project's
  NOTATION (worked out here from python-chess's own reading of the move:
  castling, en passant, capture, promotion, drop, the piece taken into a
  pocket), and the FEN after python-chess plays it; that FEN is the
  position the next record plays on.

The moves: every legal move of the perft positions (the chessprogramming
wiki's, Kiwipete among them; the first Chess960 perft positions; the
crazyhouse perft positions) and of the positions each reaches, then random
legal games from the start, from the perft positions, from Chess960 starts
and of crazyhouse. Everything is drawn from a fixed seed, so running the
script again writes the same file.
"""
import pathlib
import random

import chess
import chess.variant

OUT = pathlib.Path(__file__).resolve().parents[1] / "data" / "moves" / "chess.txt"
rng = random.Random(22)

PERFT = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/3P1N1P/PPP1NPP1/R4RK1 w - - 0 10",
    # En passant, castling through a crowd, promotions with capture.
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "r3k2r/1P6/8/8/8/8/1p6/R3K2R b KQkq - 0 1",
]

PERFT_960 = [
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9",
    "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9",
    "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9",
    "1nbbnrkr/p1p1ppp1/3p4/1p3P1p/3Pq2P/8/PPP1P1P1/QNBBNRKR w HFhf - 0 9",
    "qnbnr1kr/ppp1b1pp/4p3/3p1p2/8/2NPP3/PPP1BPPP/QNB1R1KR w HEhe - 1 9",
]

PERFT_ZH = [
    "2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - - 0 1",
    "2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R[] w KQkq - 0 1",
    "r3k2r/1P6/8/8/8/8/1p6/R3K2R[Pp] b KQkq - 0 1",
    "4k3/1Q~6/8/8/4b3/8/Kpp5/8/ b - - 0 1",
]


def fen(board, variant):
    """The FEN python-chess writes, in the form the variant's records use."""
    return board.fen(shredder=variant == "chess960", en_passant="fen")


def mover_case(letter, color):
    return letter.upper() if color == chess.WHITE else letter.lower()


def pmn(board, move, variant):
    """The PMN move of a legal `move` of `board`, by NOTATION's tables."""
    color = board.turn
    crazyhouse = variant == "crazyhouse"
    if not move:
        return "..."
    if move.drop:
        letter = chess.piece_symbol(move.drop)
        return mover_case(letter, color) + "*" + chess.square_name(move.to_square)
    src = chess.square_name(move.from_square)
    if board.is_castling(move):
        rook = board._to_chess960(move).to_square
        king = move.from_square
        back = chess.square_rank(king)
        h_side = rook > king
        king_to = chess.square(6 if h_side else 2, back)
        rook_to = chess.square(5 if h_side else 3, back)
        if king_to != king:
            return src + "~" + chess.square_name(king_to)
        return chess.square_name(rook) + "~" + chess.square_name(rook_to)
    dst = chess.square_name(move.to_square)
    if board.is_en_passant(move):
        text = src + "~" + dst
        taken = chess.PAWN
    elif board.is_capture(move):
        text = src + "+" + dst
        taken = board.piece_type_at(move.to_square)
        if crazyhouse and board.promoted & chess.BB_SQUARES[move.to_square]:
            taken = chess.PAWN
    else:
        text = src + "-" + dst
        taken = None
    if move.promotion:
        letter = mover_case(chess.piece_symbol(move.promotion), color)
        text += "=" + ("+" if crazyhouse else "") + letter
    if crazyhouse and taken is not None:
        text += "/" + mover_case(chess.piece_symbol(taken), color)
    return text


def board_of(text, variant):
    if variant == "crazyhouse":
        return chess.variant.CrazyhouseBoard(text)
    return chess.Board(text, chess960=variant == "chess960")


class Writer:
    def __init__(self):
        self.lines = []
        self.current = None

    def at(self, board, variant):
        text = fen(board, variant)
        if self.current != text:
            self.lines.append(f"@ {variant} {text}")
            self.current = text

    def move(self, board, move, variant):
        self.at(board, variant)
        uci = board.uci(move, chess960=variant == "chess960")
        written = pmn(board, move, variant)
        board.push(move)
        after = fen(board, variant)
        self.lines.append(f"{uci} {written} {after}")
        self.current = after


def branches(out, text, variant, depth):
    """Every legal move of the position, and of those it reaches."""
    board = board_of(text, variant)
    for move in list(board.legal_moves):
        child = board.copy()
        out.move(child, move, variant)
        if depth > 1:
            branches(out, fen(child, variant), variant, depth - 1)


def game(out, board, variant, plies):
    """A random legal game of up to `plies` moves."""
    for _ in range(plies):
        moves = list(board.legal_moves)
        if not moves or board.is_game_over():
            break
        out.move(board, rng.choice(moves), variant)


def main():
    out = Writer()
    for text in PERFT:
        branches(out, text, "chess", 1)
    for text in PERFT[:2]:
        board = board_of(text, "chess")
        for move in list(board.legal_moves)[:8]:
            child = board.copy()
            child.push(move)
            branches(out, fen(child, "chess"), "chess", 1)
    for text in PERFT_960:
        branches(out, text, "chess960", 1)
    for text in PERFT_ZH:
        branches(out, text, "crazyhouse", 1)
    for _ in range(40):
        game(out, chess.Board(), "chess", 160)
    for text in PERFT[1:]:
        for _ in range(4):
            game(out, board_of(text, "chess"), "chess", 80)
    for _ in range(50):
        start = chess.Board.from_chess960_pos(rng.randrange(960))
        game(out, chess.Board(start.fen(), chess960=True), "chess960", 120)
    for _ in range(50):
        game(out, chess.variant.CrazyhouseBoard(), "crazyhouse", 160)
    for text in PERFT_ZH:
        for _ in range(3):
            game(out, board_of(text, "crazyhouse"), "crazyhouse", 80)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text("\n".join(out.lines) + "\n")
    moves = sum(1 for line in out.lines if not line.startswith("@"))
    print(f"{OUT}: {moves} moves, {len(out.lines) - moves} positions set")


if __name__ == "__main__":
    main()
