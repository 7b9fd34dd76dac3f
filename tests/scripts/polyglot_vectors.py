#!/usr/bin/env python3
"""Writes the Polyglot test vectors and the small opening book of the tests.

Run from anywhere, with python-chess 1.11 installed (`pip install chess`):

    python3 tests/scripts/polyglot_vectors.py

It writes, under `tests/data/polyglot/`:

- `vectors.txt`: one position a line, `<key> <FEN>`, the key as sixteen hex
  digits computed by python-chess's `chess.polyglot.zobrist_hash` of the
  board read from that very FEN (so the key depends on nothing but the
  text). The positions: every position of the perft suites to depth 2 (the
  start, "kiwipete" and positions 3 to 6 of the chessprogramming wiki's
  perft page, with position 4 mirrored, and position 3 to depth 3, rich in
  en passant), the 960 Chess960 starts, random games of chess, of Chess960
  (castling with rooks on any file, written both as X-FEN and as
  Shredder-FEN) and of crazyhouse (pockets and promoted pieces, which the
  Polyglot key leaves out), and a few positions written by hand for the
  en-passant rule. The en-passant square is written after every double
  step (`en_passant="fen"`), so the lines test which of them the key
  hashes: those with a pawn of the side to move beside the pawn that
  passed, whether or not the capture is legal.
- `book.bin`: a Polyglot book of 16-byte big-endian entries (key, move,
  weight, learn), sorted by key, entries of one key by descending weight as
  Polyglot's own tools write them, built here from some of those
  positions, with moves in Polyglot's form (castling as the king taking its
  own rook, `e1h1`).
- `book.txt`: what the book holds, one entry a line in the file's order,
  `<key> <move> <weight> <learn> <raw move>`, the move as UCI in Polyglot's
  form, the raw move as four hex digits; read back with python-chess's own
  reader before it is written.

The tests read these files; they need no Python. Everything is drawn from a
fixed seed, so running the script again writes the same files.
"""
import pathlib
import random
import struct

import chess
import chess.polyglot
import chess.variant

OUT = pathlib.Path(__file__).resolve().parents[1] / "data" / "polyglot"
rng = random.Random(24)

# The perft positions of the chessprogramming wiki ("Perft Results"), with
# the mirrored form of position 4.
PERFT = [
    ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 2),
    ("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 2),
    ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 3),
    ("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 2),
    ("r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", 2),
    ("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 2),
    ("r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/3P1N1P/PPP1NPP1/R4RK1 w - - 0 10", 2),
]

# En passant by hand: a pawn of the side to move beside the pawn that
# passed, though the capture is illegal (the king would be left in check
# along the rank), so Polyglot hashes the file; a pawn of the side to move
# two files away, or of the other side beside it, so it does not.
BY_HAND = [
    "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1",
    "8/8/8/K1p1P2r/8/8/8/4k3 w - c6 0 1",
    "4k3/8/8/8/pP6/8/8/4K3 b - b3 0 1",
    "4k3/8/8/8/1Pp5/8/8/4K3 b - b3 0 1",
    "4k3/8/8/8/1PP5/8/8/4K3 b - b3 0 1",
    "4k3/8/8/6pP/8/8/8/4K3 w - g6 0 1",
    "4k3/8/8/7p/8/8/8/4K3 w - h6 0 1",
    "4k3/8/8/8/P7/8/8/4K3 b - a3 0 1",
    # Castling rights with inner rooks (X-FEN file letters) and Shredder-FEN.
    "1r2k1r1/8/8/8/8/8/8/R1R1K1RR w GCgb - 0 1",
    "1r2k1r1/8/8/8/8/8/8/R1R1K1RR w KCkq - 0 1",
    "rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1",
    "rk5r/8/8/8/8/8/8/RK5R b Ah - 0 1",
    "1k5r/8/8/8/8/8/8/6KR w Hh - 0 1",
]


def perft_boards(board, depth):
    """The board and every board reached from it in at most `depth` moves."""
    yield board.copy(stack=False)
    if depth == 0:
        return
    for move in list(board.legal_moves):
        board.push(move)
        yield from perft_boards(board, depth - 1)
        board.pop()


def game(board, plies):
    """The boards of a random game of at most `plies` moves from `board`."""
    boards = [board.copy(stack=False)]
    for _ in range(plies):
        moves = list(board.legal_moves)
        if not moves or board.is_game_over():
            break
        board.push(rng.choice(moves))
        boards.append(board.copy(stack=False))
    return boards


def fens():
    """Every FEN of the vectors, in order, each once."""
    seen = set()

    def add(fen):
        if fen not in seen:
            seen.add(fen)
            yield fen

    for fen, depth in PERFT:
        for board in perft_boards(chess.Board(fen), depth):
            yield from add(board.fen(en_passant="fen"))
    for n in range(960):
        yield from add(chess.Board.from_chess960_pos(n).fen())
    for _ in range(20):
        for board in game(chess.Board(), 160):
            yield from add(board.fen(en_passant="fen"))
    for _ in range(25):
        start = chess.Board.from_chess960_pos(rng.randrange(960))
        for board in game(start, 160):
            shredder = rng.random() < 0.3
            yield from add(board.fen(en_passant="fen", shredder=shredder))
    for _ in range(12):
        for board in game(chess.variant.CrazyhouseBoard(), 120):
            yield from add(board.fen(en_passant="fen"))
    for fen in BY_HAND:
        yield from add(fen)


def board_of(fen):
    """The board python-chess reads from `fen`, Chess960 castling rules (a
    right names a rook of any file), a crazyhouse board for pockets."""
    if "[" in fen:
        return chess.variant.CrazyhouseBoard(fen, chess960=True)
    return chess.Board(fen, chess960=True)


def key_of(fen):
    return chess.polyglot.zobrist_hash(board_of(fen))


def polyglot_move(move):
    """The raw Polyglot move of a move of a Chess960 board (where castling
    is already the king taking its own rook): destination, origin,
    promotion."""
    promotion = move.promotion - 1 if move.promotion else 0
    return move.to_square | move.from_square << 6 | promotion << 12


def uci(raw):
    """A raw Polyglot move as UCI, castling left as the king taking its rook."""
    to, origin, promotion = raw & 0x3F, (raw >> 6) & 0x3F, (raw >> 12) & 0x7
    text = chess.square_name(origin) + chess.square_name(to)
    return text + ("" if promotion == 0 else "nbrq"[promotion - 1])


def book(vectors):
    """Entries for some of the positions, sorted as a Polyglot book is."""
    entries = []
    chosen = [fen for fen, _ in vectors if "[" not in fen]
    chosen = chosen[:3] + rng.sample(chosen[3:], 60)
    # Positions with castling, promotions and en passant among the moves.
    special = [
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "1r2k1r1/8/8/8/8/8/8/R1R1K1RR w GCgb - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    ]
    for fen in special + chosen:
        board = chess.Board(fen, chess960=True)
        moves = list(board.legal_moves)
        if fen in special:
            picked = [m for m in moves if board.is_castling(m) or m.promotion]
            picked += rng.sample(moves, 2)
        else:
            picked = rng.sample(moves, min(len(moves), rng.randint(1, 4)))
        key = chess.polyglot.zobrist_hash(board)
        for move in picked:
            weight = rng.choice([0, 1, rng.randrange(65536)])
            entries.append((key, polyglot_move(move), weight, rng.randrange(1 << 32)))
    # Sorted by key, then by descending weight; equal moves once.
    unique = {}
    for entry in entries:
        unique.setdefault((entry[0], entry[1]), entry)
    return sorted(unique.values(), key=lambda e: (e[0], -e[2]))


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    vectors = []
    for fen in fens():
        key = key_of(fen)
        if "[" not in fen and fen.split()[2] in ("KQkq", "-"):
            # Standard rules read such a FEN alike (rooks on a and h files).
            board = chess.Board(fen)
            if board.clean_castling_rights() == chess.Board(fen, chess960=True).clean_castling_rights():
                assert chess.polyglot.zobrist_hash(board) == key, fen
        vectors.append((fen, key))
    with open(OUT / "vectors.txt", "w") as out:
        for fen, key in vectors:
            out.write(f"{key:016x} {fen}\n")

    entries = book(vectors)
    data = b"".join(struct.pack(">QHHI", *entry) for entry in entries)
    (OUT / "book.bin").write_bytes(data)
    with open(OUT / "book.txt", "w") as out:
        for key, raw, weight, learn in entries:
            out.write(f"{key:016x} {uci(raw)} {weight} {learn} {raw:04x}\n")

    # Read back with python-chess's reader: the same entries, in order.
    with chess.polyglot.open_reader(OUT / "book.bin") as reader:
        assert [(e.key, e.raw_move, e.weight, e.learn) for e in reader] == entries
        for key in {e[0] for e in entries}:
            found = [(e.key, e.raw_move, e.weight, e.learn)
                     for e in reader.find_all(key, minimum_weight=0)]
            assert found == [e for e in entries if e[0] == key]

    ep = sum(1 for fen, _ in vectors if fen.split()[3] != "-")
    hashed = 0
    for fen, key in vectors:
        parts = fen.split()
        if parts[3] != "-":
            parts[3] = "-"
            if key_of(" ".join(parts)) != key:
                hashed += 1
    castling = sum(1 for fen, _ in vectors if fen.split()[2] != "-")
    print(f"{len(vectors)} positions: {ep} with an en-passant square, {hashed} of them "
          f"hashed; {castling} with castling rights; "
          f"{sum('[' in fen for fen, _ in vectors)} crazyhouse")
    print(f"{len(entries)} book entries, {len({e[0] for e in entries})} keys")


if __name__ == "__main__":
    main()
