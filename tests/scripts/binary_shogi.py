#!/usr/bin/env python3
"""Writes the test vectors of shogi's binary positions: YaneuraOu's
PackedSfen and PackedSfenValue, cshogi's HCP (Apery's HuffmanCodedPos) and
HCPE (HuffmanCodedPosAndEval), all as cshogi writes them.

Run from anywhere, with cshogi installed (`pip install cshogi`; written
with cshogi 1.1.0 and numpy 2.4):

    python3 tests/scripts/binary_shogi.py

The positions come from a fixed seed, so a second run writes the same
bytes. They are:

- the even start and ten handicap starts (lance, right lance, bishop,
  rook, rook and lance, two, four, six, eight and ten pieces), and the
  position where gote keeps the king alone (nineteen pieces off the board);
- every position of 300 random games (moves drawn uniformly from cshogi's
  legal moves, half of them from its captures, promotions and drops when
  there are any, so that hands fill and pieces promote; each game ending at
  mate or after a length drawn between 1 and 64 plies): 240 from the even
  start, 60 from the handicap starts;
- a few positions written by hand at the ends of the format: the kings
  alone (every other piece in the piece box), every other piece in one
  hand or the other, and every piece promoted on the board.

It writes, under `tests/data/binary/`, text files whose lines starting
with `#` are comments (the first names cshogi's and numpy's versions):

- `shogi-positions.txt`: one position a line,
  `<PackedSfen> <HCP> <SFEN>`: the 32 bytes of `Board.to_psfen` and of
  `Board.to_hcp` as 64 lowercase hex digits each, then the position as
  `Board.sfen()` writes it (with its move number, which neither binary
  form holds);
- `shogi-psv.txt`: one PackedSfenValue record a line (every position of
  the games whose number is a multiple of 3),
  `<record> <score> <move> <raw move> <ply> <result> <SFEN>`: the 40
  bytes in hex, as numpy writes cshogi's `PackedSfenValue` dtype (the
  PackedSfen, then little-endian `score` i16, `move` u16, `gamePly` u16,
  `game_result` i8 and a `padding` byte of 0); then the fields in
  decimal: the move as USI (`none` for the last position of a game, whose
  raw move is 0), its 16 bits in YaneuraOu's form
  (`cshogi.move16_to_psv(cshogi.move16(move))`), the ply (cshogi's
  `move_number`), and the result for the side to move (1 a win, 0 a draw,
  -1 a loss);
- `shogi-hcpe.txt`: one HCPE record a line, the same positions,
  `<record> <eval> <move> <raw move> <result> <SFEN>`: the 38 bytes of
  cshogi's `HuffmanCodedPosAndEval` dtype (the HCP, then little-endian
  `eval` i16, `bestMove16` i16, `gameResult` i8 and a `dummy` byte of 0);
  the move as USI and its 16 bits in cshogi's form (`cshogi.move16`), the
  result as cshogi's `GameResult` (0 a draw, 1 sente won, 2 gote won).

A game's result is its mate when it ends in one, otherwise drawn from the
three at random; the scores are random, the extremes of i16 among them.
"""

import os
import random
import re

import cshogi
import numpy as np

SEED = 20260601
GAMES = 300
HANDICAP_GAMES = 60
MAX_PLIES = 64

START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
HANDICAPS = [
    "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    "1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    "4k4/9/9/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
]
BY_HAND = [
    "4k4/9/9/9/9/9/9/9/4K4 b - 1",
    "4k4/9/9/9/9/9/9/9/4K4 w 2R2B4G4S4N4L18P 1",
    "4k4/9/9/9/9/9/9/9/4K4 b 2r2b4g4s4n4l18p 1",
    "k8/9/9/9/9/9/9/9/8K b RB2G2S2N2L9Prb2g2s2n2l9p 200",
    "+r+b+s+n+l+s+n+l+p/+p+p+p+p+p+p+p+p1/gg2k4/9/9/9/"
    "+P+P+P+P+P+P+P+P1/GG2K4/+R+B+S+N+L+S+N+L+P w - 7",
    "8K/9/9/9/9/9/9/9/k8 w Pp 3",
]

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "data", "binary")


def psfen(board):
    data = np.zeros(1, cshogi.PackedSfen)
    board.to_psfen(data)
    return bytes(data["sfen"][0])


def hcp(board):
    data = np.zeros(1, cshogi.HuffmanCodedPos)
    board.to_hcp(data)
    return bytes(data["hcp"][0])


# The pieces of the set, by kind; cshogi writes past its 32 bytes when a
# position holds more (or a king less), so no such position is written.
SET = {"P": 18, "L": 4, "N": 4, "S": 4, "G": 4, "B": 2, "R": 2, "K": 2}


def fits(sfen):
    board, _, hands = sfen.split(" ")[:3]
    counts = dict.fromkeys(SET, 0)
    for letter in board.upper():
        if letter in counts:
            counts[letter] += 1
    for count, letter in re.findall(r"(\d*)([A-Za-z])", hands if hands != "-" else ""):
        counts[letter.upper()] += int(count or 1)
    return counts == SET or (
        all(counts[kind] <= SET[kind] for kind in SET)
        and board.count("K") == 1
        and board.count("k") == 1
    )


def checked(board):
    """The two forms of the board, each read back by cshogi to the same SFEN."""
    assert fits(board.sfen()), board.sfen()
    packed, huffman = psfen(board), hcp(board)
    sfen = board.sfen()
    position = sfen.rsplit(" ", 1)[0]
    again = cshogi.Board()
    again.set_psfen(np.frombuffer(packed, dtype=np.uint8))
    assert again.sfen().rsplit(" ", 1)[0] == position, (sfen, again.sfen())
    again.set_hcp(np.frombuffer(huffman, dtype=np.uint8))
    assert again.sfen().rsplit(" ", 1)[0] == position, (sfen, again.sfen())
    return packed, huffman, sfen


def score(rng):
    roll = rng.random()
    if roll < 0.02:
        return -32768
    if roll < 0.04:
        return 32767
    if roll < 0.06:
        return 0
    return rng.randint(-3000, 3000)


def game(rng, start):
    """A random game: its positions, each with the move played next (None
    for the last), and its result as cshogi's GameResult."""
    board = cshogi.Board(start)
    length = rng.randint(1, MAX_PLIES)
    positions = []
    result = None
    for _ in range(length + 1):
        moves = list(board.legal_moves)
        if not moves:
            # Mate: the side to move lost.
            result = cshogi.WHITE_WIN if board.turn == cshogi.BLACK else cshogi.BLACK_WIN
            positions.append((checked(board), board.turn, board.move_number, None))
            break
        if len(positions) == length:
            positions.append((checked(board), board.turn, board.move_number, None))
            break
        # Half the moves among captures, promotions and drops, when there
        # are any, so that hands fill and pieces promote.
        lively = [
            m for m in moves
            if cshogi.move_cap(m) or cshogi.move_is_promotion(m) or cshogi.move_is_drop(m)
        ]
        move = rng.choice(lively if lively and rng.random() < 0.5 else moves)
        positions.append((checked(board), board.turn, board.move_number, move))
        board.push(move)
    if result is None:
        result = rng.choice([cshogi.DRAW, cshogi.BLACK_WIN, cshogi.WHITE_WIN])
    return positions, result


def relative(result, turn):
    """The result of a GameResult for the side to move: 1, 0 or -1."""
    if result == cshogi.DRAW:
        return 0
    winner = cshogi.BLACK if result == cshogi.BLACK_WIN else cshogi.WHITE
    return 1 if winner == turn else -1


def main():
    rng = random.Random(SEED)
    os.makedirs(OUT, exist_ok=True)
    header = (
        f"# cshogi {cshogi.__dict__.get('__version__', version())}, numpy {np.__version__};"
        " written by tests/scripts/binary_shogi.py (see its docstring)\n"
    )
    positions = []
    psv_lines = []
    hcpe_lines = []
    for sfen in [START] + HANDICAPS + BY_HAND:
        packed, huffman, text = checked(cshogi.Board(sfen))
        positions.append(f"{packed.hex()} {huffman.hex()} {text}\n")
    for number in range(GAMES):
        start = START if number < GAMES - HANDICAP_GAMES else rng.choice(HANDICAPS[:10])
        played, result = game(rng, start)
        for (packed, huffman, text), turn, ply, move in played:
            positions.append(f"{packed.hex()} {huffman.hex()} {text}\n")
            if number % 3 != 0:
                continue
            move16 = 0 if move is None else cshogi.move16(move)
            psv_move = 0 if move is None else cshogi.move16_to_psv(move16)
            usi = "none" if move is None else cshogi.move_to_usi(move)
            psv = np.zeros(1, cshogi.PackedSfenValue)
            psv["sfen"][0] = np.frombuffer(packed, dtype=np.uint8)
            psv["score"] = score(rng)
            psv["move"] = psv_move
            psv["gamePly"] = ply
            psv["game_result"] = relative(result, turn)
            record = psv.tobytes()
            assert len(record) == 40
            psv_lines.append(
                f"{record.hex()} {int(psv['score'][0])} {usi} {psv_move} {ply}"
                f" {relative(result, turn)} {text}\n"
            )
            hcpe = np.zeros(1, cshogi.HuffmanCodedPosAndEval)
            hcpe["hcp"][0] = np.frombuffer(huffman, dtype=np.uint8)
            hcpe["eval"] = score(rng)
            hcpe["bestMove16"] = np.uint16(move16).view(np.int16)
            hcpe["gameResult"] = result
            record = hcpe.tobytes()
            assert len(record) == 38
            hcpe_lines.append(
                f"{record.hex()} {int(hcpe['eval'][0])} {usi} {move16} {result} {text}\n"
            )
    write("shogi-positions.txt", header + "# <PackedSfen> <HCP> <SFEN>\n", positions)
    write(
        "shogi-psv.txt",
        header + "# <record> <score> <move> <raw move> <ply> <result> <SFEN>\n",
        psv_lines,
    )
    write(
        "shogi-hcpe.txt",
        header + "# <record> <eval> <move> <raw move> <result> <SFEN>\n",
        hcpe_lines,
    )


def version():
    from importlib.metadata import version as of

    return of("cshogi")


def write(name, header, lines):
    with open(os.path.join(OUT, name), "w", newline="\n") as out:
        out.write(header)
        out.writelines(lines)
    print(f"{name}: {len(lines)} lines")


if __name__ == "__main__":
    main()
