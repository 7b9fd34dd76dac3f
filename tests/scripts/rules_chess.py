#!/usr/bin/env python3
"""Writes the chess rules vectors of the tests: legal moves, check, outcome,
the fifty-move claim and SAN, as python-chess decides them, and converts the
published perft counts the tests compare with.

Run from anywhere, with python-chess 1.11.2 installed (`pip install
chess==1.11.2`):

    python3 tests/scripts/rules_chess.py

It writes `tests/data/rules/chess.jsonl` and `tests/data/rules/san.jsonl`.
Everything is drawn from a fixed seed and every board is built afresh from
its FEN, so running the script again writes the same bytes.

Each file is JSON lines, compact (`separators=(",", ":")`), keys in the
order shown, the first line a header `{"python-chess":"1.11.2","records":N}`.

`chess.jsonl`, one position a record:

    {"variant": "chess" | "chess960" | "crazyhouse",
     "fen": ...,        board.fen(en_passant="fen"): the en-passant square
                        after every double step
     "fen_legal": ...,  board.fen(): the square only when a legal en-passant
                        capture exists (python-chess's default)
     "fen_xfen": ...,   board.fen(en_passant="xfen"): the square only when a
                        pawn stands ready to take (pseudo-legal)
     "check": bool,     board.is_check()
     "outcome": null | [termination, winner],
                        board.outcome(claim_draw=False) of the board built
                        from "fen" (no history, so no repetition):
                        termination "checkmate", "stalemate",
                        "insufficient_material" or "seventyfive_moves";
                        winner "white", "black" or null
     "fifty": bool,     board.can_claim_fifty_moves() (always false in
                        crazyhouse: python-chess has no fifty- or 75-move
                        rule there)
     "moves": [[uci960, uci, san], ...]}
                        every legal move, sorted by uci960:
                        board.uci(m, chess960=True) (castling king takes
                        rook), board.uci(m, chess960=False) (`e1g1` where
                        python-chess writes it so) and board.san(m)

Chess960 FENs are Shredder-FENs (`HAha`, `shredder=True`) read with
`chess960=True`; chess and crazyhouse FENs have X-FEN castling (`KQkq`);
crazyhouse FENs carry the pockets in brackets (`[Qn]`, `[]` when empty) and
`~` after a promoted piece, as `CrazyhouseBoard` writes them.

The positions: the chessprogramming wiki's six perft positions (Kiwipete,
positions 3 to 6, position 4 in both colours) and the start; the 125
distinct positions of the perft suite's 126 lines (`perft/standard.txt`); positions of 150
random games from the start, played to their end (checkmate, stalemate,
insufficient material, the 75-move rule or fivefold repetition), half of
them pure random and half biased towards castling, en passant, promotion and
mate, sampled by what they show (checks, mates, stalemates, en-passant
squares of every kind, castling either side or not allowed, promotions, the
halfmove clock at 99, 100, 149 and 150, game ends); 40 of those again with
the halfmove clock set to 99, 100, 149, 150 or 151; 100 of the 960 Chess960
starts and positions of 60 Chess960 games biased towards castling (king and
rook side by side, the king or the rook not moving); positions of 80
crazyhouse games (drops, promoted pieces, drops against check, mates by a
drop); and a few odd positions written by hand (nine queens, many
promotions, double check, en passant that would expose the king on the rank
or along a diagonal, en passant that takes a checking pawn, stalemate with
a lone bishop, insufficient material in crazyhouse).

`san.jsonl`, one SAN text a record, on a position of `chess.jsonl`:

    {"variant": ..., "fen": ... (as "fen" above),
     "san": "<text>", "uci": "<uci960>"}    board.parse_san(text) returned
                                           this move ("0000": a null move)
    {"variant": ..., "fen": ..., "san": "<text>",
     "error": "illegal" | "ambiguous" | "invalid"}
                                           parse_san raised
                                           IllegalMoveError,
                                           AmbiguousMoveError or
                                           InvalidMoveError

For 3,000 (position, legal move) pairs (moves of every kind
over-represented: castling, promotions, en passant, drops, disambiguated
moves, checks and mates), the SAN python-chess writes and spellings drawn
from those below; for positions without a legal move, a null move, a
castling and a move or drop that is not there. python-chess's answer is
recorded whatever it is.

What python-chess 1.11.2's `Board.parse_san` accepts, from its source:

- Castling: exactly `O-O`, `O-O-O`, `0-0`, `0-0-0`, each bare or with one
  `+` or `#`; the castling move of that side if legal, else illegal. The
  king's own move (`Kg1`, `Ke1g1`) is never castling: the target mask
  leaves out squares of one's own pieces, and castling is generated as king
  takes rook.
- Otherwise the text must match
  `^([NBKRQ])?([a-h])?([1-8])?[\\-x]?([a-h][1-8])(=?[nbrqkNBRQK])?[\\+#]?\\Z`:
  an upper-case piece letter (no `P`; a lower-case one is a file, so `bc4`
  is a b-pawn's move and `nf3` invalid), an optional origin file and rank,
  one optional `-` or `x` that is not checked against the move (`Nxf3` for a
  quiet move, `Nf3` for a capture, `e2-e4`), the target square, an optional
  promotion letter with or without `=`, in either case, `K` included (then
  no legal move matches: illegal), and one optional `+` or `#` that is not
  checked either. Anything else is invalid (`Pe4`, `Nf3!`, `e8=Q+ `,
  `exd6e.p.`), except the null move `--`, `Z0`, `0000` or `@@@@`, which
  parses as a null move whatever the position.
- With origin file and rank but no piece letter (`g1f3`, `e1g1`,
  `e7e8q`), the move is looked up by its squares (`find_move`): any piece,
  castling by the king's two-step or, in standard chess, king takes rook
  (`e1h1`; in Chess960 only king takes rook), a pawn to the last rank
  without a letter being read as a queen and then refused ("missing
  promotion piece type": illegal).
- Without a piece letter it is a pawn move: a pawn of the origin file, or
  of the target's file when no file is given, so `xd5` is the d-pawn's step
  and a capture needs its file (`exd5`; `d5` alone is illegal for it).
- The moves matching the letter, origin and target (and promotion) among
  the legal moves: none is illegal, two or more ambiguous. Disambiguation
  therefore counts legal moves only: a pinned knight does not make `Nd2`
  ambiguous, and `board.san` writes no disambiguation for it either.
- Crazyhouse (`CrazyhouseBoard.parse_san`): text with an `@` is a drop:
  every `+` and `#` at its end stripped (`N@f3++` is read), a leading `@`
  read as `P@`, then read as UCI (`N@f3`, `n@f3`, `@e4`, `P@e4+`), illegal
  if the drop is not legal (`P@e8`, `K@e4`, a piece not in the pocket) and
  invalid if it is not UCI; so `@@@@` is invalid there, not a null move.
  In chess and Chess960 a drop is invalid.

The perft files under `tests/data/rules/perft/` are published counts, not
written by a default run: `--perft` converts them from the fetched
repositories (`--repo owner/name=GIT_DIR`, each read with `git show` at the
commit listed in `PERFT_SOURCES`) and `--verify N` checks them with
python-chess's move generation up to depth N (3 by default), counting only
depths whose tree stays under a node budget; see `SOURCES.md`.
"""
import argparse
import collections
import json
import pathlib
import random
import re
import subprocess

import chess
import chess.variant

DATA = pathlib.Path(__file__).resolve().parents[1] / "data" / "rules"
VERSION = "1.11.2"
SEED = 1960
STATS = collections.Counter()  # (variant, kind of SAN text, answer), for --stats

CLASSIC = [
    # The start and the chessprogramming wiki's perft positions 2 to 6
    # (position 4 in both colours).
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
]

ODD = [
    # Nine queens for White (eight promoted behind Black's pawns).
    ("chess", "rnbqkbnr/pppppppp/8/8/8/8/QQQQQQQQ/RNBQKBNR w KQkq - 0 1"),
    ("chess", "3qk3/pppppppp/8/8/8/8/QQQQQQQQ/3QK3 w - - 0 1"),
    # Many promotions: pushes and captures on both sides.
    ("chess", "n1n1n1n1/1P1P1P1P/8/k7/8/K7/p1p1p1p1/1N1N1N1N w - - 0 1"),
    ("chess", "n1n1n1n1/1P1P1P1P/8/k7/8/K7/p1p1p1p1/1N1N1N1N b - - 0 1"),
    ("chess", "r1r3r1/PPPPPPPP/8/8/8/8/8/k3K3 w - - 0 1"),
    # Double check: only the king moves (the bishop could take the knight).
    ("chess", "4k3/8/B7/8/8/3n4/8/r3K2R w K - 0 1"),
    ("chess", "4k3/8/8/8/8/8/4r3/r3K3 w - - 0 1"),
    # En passant that would expose the king on the rank.
    ("chess", "8/8/8/KPp4r/8/8/8/k7 w - c6 0 1"),
    ("chess", "8/8/8/8/k2Pp2Q/8/8/4K3 b - d3 0 1"),
    # En passant by a pawn pinned along a diagonal.
    ("chess", "k7/8/8/8/3Pp3/8/8/4K2B b - d3 0 1"),
    # En passant that takes the pawn giving check; one that leaves a
    # second check standing.
    ("chess", "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1"),
    ("chess", "8/8/8/2k5/2pP4/8/B7/4K3 b - d3 0 3"),
    ("chess", "8/8/8/k7/3Pp3/8/8/4B1K1 b - d3 0 1"),
    # An en-passant square no pawn can take to (only "fen" keeps it).
    ("chess", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"),
    # Castling: both ways, out of check, through an attacked square, with
    # b1 attacked (allowed), the rook's square attacked (allowed).
    ("chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"),
    ("chess", "r3k2r/8/8/8/4r3/8/8/R3K2R w KQkq - 0 1"),
    ("chess", "r3k2r/8/8/8/8/5r2/8/R3K2R w KQkq - 0 1"),
    ("chess", "r3k2r/8/8/8/8/B7/8/R3K2R b KQkq - 0 1"),
    ("chess", "1r2k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1"),
    ("chess", "r3k2r/8/8/8/8/8/6r1/R3K2R w KQkq - 0 1"),
    # Checkmate and stalemate; a stalemate with material python-chess
    # counts as insufficient (outcome: insufficient material, tested first).
    ("chess", "6rk/5Npp/8/8/8/8/8/7K b - - 0 1"),
    ("chess", "k7/8/1K6/4B3/8/8/8/8 b - - 0 1"),
    ("chess", "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1"),
    ("chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"),
    # Insufficient material, and not: bishops of one colour, of both,
    # knights against nothing, a knight, a queen.
    ("chess", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"),
    ("chess", "4k3/8/8/8/8/8/8/2B1K1B1 w - - 0 1"),
    ("chess", "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1"),
    ("chess", "4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1"),
    ("chess", "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1"),
    ("chess", "4kn2/8/8/8/8/8/8/1N2K3 w - - 0 1"),
    ("chess", "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1"),
    ("chess", "3qk3/8/8/8/8/8/8/1N2K3 w - - 0 1"),
    # The 75-move rule after checkmate, stalemate and insufficient
    # material; the fifty-move claim at 99 (by a move) and 100.
    ("chess", "6rk/5Npp/8/8/8/8/8/7K b - - 150 120"),
    ("chess", "k7/2Q5/1K6/8/8/8/8/8 b - - 150 120"),
    ("chess", "4k3/8/8/8/8/8/8/4K3 w - - 150 120"),
    ("chess", "4k3/8/8/8/8/8/8/R3K3 w Q - 149 120"),
    ("chess", "4k3/8/8/8/8/8/8/R3K3 w Q - 150 120"),
    ("chess", "4k3/8/8/8/8/8/8/R3K3 w Q - 200 150"),
    ("chess", "4k3/8/8/8/8/8/8/R3K3 b Q - 99 80"),
    ("chess", "4k3/8/8/8/8/8/8/R3K3 b Q - 98 80"),
    ("chess", "k7/P6p/K7/8/8/8/8/8 b - - 99 80"),
    ("chess", "k7/P6p/K7/8/8/8/8/8 b - - 100 80"),
    ("chess", "k7/P7/K7/8/8/8/8/8 b - - 100 80"),
    # Pinned pieces (disambiguation counts legal moves only); three queens
    # on one square's lines (a full origin square).
    ("chess", "4k3/8/8/8/1b6/8/3N4/4K1N1 w - - 0 1"),
    ("chess", "4k3/8/4r3/8/8/8/4R3/R3K3 w Q - 0 1"),
    ("chess", "2k5/8/8/8/7Q/8/8/K3Q2Q w - - 0 1"),
    ("chess", "4k3/8/8/8/8/2N1N3/8/Q3K2Q w - - 0 1"),
    # Chess960 castling: king and rook side by side, the king or the rook
    # staying, the rook passing the king, a rook that shields its king.
    ("chess960", "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1"),
    ("chess960", "4k3/8/8/8/8/8/8/RK4R1 w GA - 0 1"),
    ("chess960", "1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1"),
    ("chess960", "4k3/8/8/8/8/8/8/2R1K1R1 w GC - 0 1"),
    ("chess960", "4k3/8/8/8/8/8/8/3RKR2 w FD - 0 1"),
    ("chess960", "rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1"),
    ("chess960", "r1k4r/8/8/8/8/8/8/R1K4R w HAha - 0 1"),
    ("chess960", "4k3/8/8/8/8/8/8/5RKR w HF - 0 1"),
    ("chess960", "2k4r/8/8/8/8/8/8/r1K4R w H - 0 1"),
    ("chess960", "4k3/8/8/8/8/8/8/1R1K3R w HB - 0 1"),
    ("chess960", "4k3/8/8/8/8/8/8/5KRr w G - 0 1"),
    ("chess960", "4k3/8/8/8/8/8/8/rRK5 w B - 0 1"),
    # Crazyhouse: material python-chess counts as insufficient, pockets
    # included (a knight in hand is), and a promoted bishop (not).
    ("crazyhouse", "4k3/8/8/8/8/8/8/4K3[] w - - 0 1"),
    ("crazyhouse", "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1"),
    ("crazyhouse", "4k3/8/8/8/8/8/8/4K3[b] w - - 0 1"),
    ("crazyhouse", "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1"),
    ("crazyhouse", "4k3/8/8/8/8/8/8/4K3[NN] w - - 0 1"),
    ("crazyhouse", "4k3/8/8/8/8/8/8/2B~1K3[] w - - 0 1"),
    ("crazyhouse", "4k3/8/8/8/8/8/8/2B1K3[] w - - 0 1"),
    ("crazyhouse", "4k3/8/8/8/8/8/8/4K3[] w - - 150 100"),
    ("crazyhouse", "4k3/8/8/8/8/8/8/R3K3[] w Q - 150 100"),
    # Crazyhouse drops: against check (no pawn on the first rank), mate by
    # a drop, a promoted piece, every piece in hand.
    ("crazyhouse", "4k3/8/8/8/8/8/8/r3K3[NP] w - - 0 1"),
    ("crazyhouse", "6rk/6pp/8/8/8/8/8/K7[N] w - - 0 1"),
    ("crazyhouse", "k7/8/1K6/8/8/8/8/8[Q] w - - 0 1"),
    ("crazyhouse", "4k3/1Q~6/8/8/4b3/8/Kpp5/8[Pp] b - - 0 1"),
    ("crazyhouse", "r3k2r/8/8/8/8/8/8/R3K2R[QRBNPqrbnp] w KQkq - 0 1"),
]


def board_of(fen, variant):
    """The board of `fen`, built afresh (no move history)."""
    if variant == "crazyhouse":
        return chess.variant.CrazyhouseBoard(fen)
    return chess.Board(fen, chess960=variant == "chess960")


def fen_of(board, variant, en_passant="fen"):
    return board.fen(shredder=variant == "chess960", en_passant=en_passant)


def outcome_of(board):
    outcome = board.outcome(claim_draw=False)
    if outcome is None:
        return None
    winner = None if outcome.winner is None else ("white" if outcome.winner else "black")
    return [outcome.termination.name.lower(), winner]


def record(fen, variant):
    board = board_of(fen, variant)
    text = fen_of(board, variant)
    assert text == fen, (fen, text)
    moves = []
    for move in board.legal_moves:
        moves.append([board.uci(move, chess960=True), board.uci(move, chess960=False), board.san(move)])
    moves.sort(key=lambda row: row[0])
    return {
        "variant": variant,
        "fen": text,
        "fen_legal": fen_of(board, variant, "legal"),
        "fen_xfen": fen_of(board, variant, "xfen"),
        "check": board.is_check(),
        "outcome": outcome_of(board),
        "fifty": board_of(fen, variant).can_claim_fifty_moves(),
        "moves": moves,
    }


def dumps(value):
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


# Random games ------------------------------------------------------------


def castling_kind(board, move):
    """How a legal castling move moves king and rook (Chess960 forms)."""
    rook = board._to_chess960(move).to_square
    king = move.from_square
    back = chess.square_rank(king)
    h_side = rook > king
    king_to = chess.square(6 if h_side else 2, back)
    rook_to = chess.square(5 if h_side else 3, back)
    kinds = ["castle_" + ("h" if h_side else "a")]
    if king_to == king:
        kinds.append("castle_king_stays")
    if rook_to == rook:
        kinds.append("castle_rook_stays")
    if abs(rook - king) == 1:
        kinds.append("castle_adjacent")
    if (king_to - king) * (rook - king) < 0:
        kinds.append("castle_king_away_from_rook")
    return kinds


def features(board, variant, legal):
    """The tags a position is sampled by."""
    tags = []
    if board.is_check():
        tags.append("check")
        if variant == "crazyhouse" and any(m.drop for m in legal):
            tags.append("drop_against_check")
        if len(board.checkers()) > 1:
            tags.append("double_check")
    if not legal:
        tags.append("checkmate" if board.is_check() else "stalemate")
    if board.ep_square is not None:
        if board.has_legal_en_passant():
            tags.append("ep_legal")
        elif board.has_pseudo_legal_en_passant():
            tags.append("ep_pseudo")
        else:
            tags.append("ep_square")
    castles = [m for m in legal if board.is_castling(m)]
    for move in castles:
        tags.extend(castling_kind(board, move))
    if len({board._to_chess960(m).to_square > m.from_square for m in castles}) == 2:
        tags.append("castle_both")
    rights = board.clean_castling_rights() & (chess.BB_RANK_1 if board.turn == chess.WHITE else chess.BB_RANK_8)
    if rights and not castles:
        tags.append("castle_refused")
    if any(m.promotion for m in legal):
        tags.append("promotion")
    for clock in (99, 100, 149, 150):
        if board.halfmove_clock == clock:
            tags.append(f"clock_{clock}")
    if board.halfmove_clock > 150:
        tags.append("clock_over_150")
    if variant == "crazyhouse":
        if board.promoted:
            tags.append("promoted")
        if any(m.drop for m in legal):
            tags.append("drops")
    pins = board.occupied_co[board.turn] & ~board.kings
    if any(board.is_pinned(board.turn, sq) for sq in chess.scan_forward(pins)):
        tags.append("pin")
    return tags


class Game:
    def __init__(self, board, variant):
        self.board = board
        self.variant = variant
        self.positions = []  # (fen, tags)

    def play(self, rng, max_plies, bias):
        board = self.board
        for _ in range(max_plies):
            legal = list(board.legal_moves)
            tags = features(board, self.variant, legal)
            over = board.is_game_over(claim_draw=False)
            if over or not legal:
                tags.append("end")
                if board.is_checkmate() and self.positions:
                    self.positions[-1][1].append("mate_in_1")
            self.positions.append((fen_of(board, self.variant), tags))
            if over or not legal:
                return
            move = choose(board, legal, rng, bias)
            board.push(move)
        legal = list(board.legal_moves)
        tags = features(board, self.variant, legal) + ["cut"]
        self.positions.append((fen_of(board, self.variant), tags))


def choose(board, legal, rng, bias):
    """A random legal move; with `bias`, special moves are preferred."""
    if bias and rng.random() < bias:
        special = [m for m in legal if board.is_castling(m) or board.is_en_passant(m) or m.promotion]
        if special and rng.random() < 0.7:
            return rng.choice(special)
        if rng.random() < 0.3:
            mates = []
            for m in legal:
                if board.gives_check(m):
                    board.push(m)
                    if board.is_checkmate():
                        mates.append(m)
                    board.pop()
            if mates:
                return rng.choice(mates)
        if isinstance(board, chess.variant.CrazyhouseBoard):
            captures = [m for m in legal if board.is_capture(m)]
            if captures and rng.random() < 0.5:
                return rng.choice(captures)
    return rng.choice(legal)


def sample(rng, games, quotas, random_count, seen):
    """Picks positions of `games`: up to quotas[tag] positions carrying each
    tag (taken at random among all games), then `random_count` more."""
    pool = []
    for game in games:
        for fen, tags in game.positions:
            pool.append((fen, tags, game.variant))
    chosen = []

    def take(item):
        fen, _, variant = item
        if (variant, fen) in seen:
            return False
        seen.add((variant, fen))
        chosen.append((variant, fen))
        return True

    for tag, quota in quotas:
        items = [item for item in pool if tag in item[1]]
        rng.shuffle(items)
        count = 0
        for item in items:
            if count >= quota:
                break
            if take(item):
                count += 1
    items = list(pool)
    rng.shuffle(items)
    count = 0
    for item in items:
        if count >= random_count:
            break
        if take(item):
            count += 1
    return chosen


def with_clock(fen, clock):
    parts = fen.split(" ")
    parts[-2] = str(clock)
    return " ".join(parts)


def positions(rng):
    """Every (variant, FEN) of chess.jsonl, in order."""
    seen = set()
    out = []

    def add(variant, fen):
        fen = fen_of(board_of(fen, variant), variant)
        if (variant, fen) not in seen:
            seen.add((variant, fen))
            out.append((variant, fen))

    for fen in CLASSIC:
        add("chess", fen)
    for fen, _ in read_perft(DATA / "perft" / "standard.txt"):
        add("chess", fen)

    # Standard games: half pure random, half biased.
    games = []
    for index in range(150):
        game = Game(chess.Board(), "chess")
        game.play(rng, 2000, 0.0 if index % 2 == 0 else 0.6)
        games.append(game)
    quotas = [
        ("end", 150), ("checkmate", 60), ("mate_in_1", 40), ("stalemate", 40), ("double_check", 20),
        ("check", 90), ("ep_legal", 40), ("ep_pseudo", 25), ("ep_square", 40),
        ("castle_h", 30), ("castle_a", 30), ("castle_both", 30), ("castle_refused", 30),
        ("promotion", 50), ("pin", 30), ("clock_99", 30), ("clock_100", 30),
        ("clock_149", 30), ("clock_150", 30), ("clock_over_150", 5),
    ]
    picked = sample(rng, games, quotas, 150, seen)
    out.extend(picked)
    # The halfmove clock moved to the thresholds on some of them.
    edited = [fen for variant, fen in picked]
    rng.shuffle(edited)
    for fen in edited[:40]:
        add("chess", with_clock(fen, rng.choice((99, 100, 149, 150, 151))))

    # Chess960: starts, then games biased towards castling.
    for number in sorted(rng.sample(range(960), 100)):
        add("chess960", fen_of(chess.Board.from_chess960_pos(number), "chess960"))
    games = []
    for index in range(60):
        start = chess.Board.from_chess960_pos(rng.randrange(960))
        board = chess.Board(start.fen(), chess960=True)
        game = Game(board, "chess960")
        game.play(rng, 2000 if index % 3 == 0 else 160, 0.7)
        games.append(game)
    quotas = [
        ("castle_adjacent", 25), ("castle_king_stays", 20), ("castle_rook_stays", 20),
        ("castle_king_away_from_rook", 15), ("castle_both", 20), ("castle_h", 15),
        ("castle_a", 15), ("castle_refused", 20), ("end", 20), ("checkmate", 10), ("mate_in_1", 10),
        ("ep_legal", 8), ("ep_pseudo", 5), ("promotion", 10), ("check", 20),
    ]
    out.extend(sample(rng, games, quotas, 20, seen))

    # Crazyhouse games.
    games = []
    for index in range(80):
        game = Game(chess.variant.CrazyhouseBoard(), "crazyhouse")
        game.play(rng, 400, 0.0 if index % 2 == 0 else 0.6)
        games.append(game)
    quotas = [
        ("checkmate", 30), ("mate_in_1", 30), ("drop_against_check", 30), ("double_check", 5),
        ("promoted", 30), ("stalemate", 5), ("ep_legal", 5), ("castle_both", 5),
        ("castle_refused", 5), ("promotion", 10), ("end", 10), ("drops", 20),
    ]
    out.extend(sample(rng, games, quotas, 10, seen))

    for variant, fen in ODD:
        add(variant, fen)
    return out


# SAN ---------------------------------------------------------------------


def parse(board, text):
    """What python-chess's parse_san makes of `text`."""
    try:
        move = board.parse_san(text)
    except chess.AmbiguousMoveError:
        return {"error": "ambiguous"}
    except chess.IllegalMoveError:
        return {"error": "illegal"}
    except chess.InvalidMoveError:
        return {"error": "invalid"}
    return {"uci": board.uci(move, chess960=True) if move else "0000"}


def spellings(board, move, san):
    """(kind, text) of non-canonical spellings of a legal move."""
    out = []
    suffix = ""
    body = san
    if san[-1] in "+#":
        suffix = san[-1]
        body = san[:-1]
        out.append(("no_suffix", body))
        out.append(("wrong_suffix", body + ("+" if suffix == "#" else "#")))
        out.append(("double_suffix", body + suffix + suffix))
    else:
        out.append(("wrong_suffix", body + "+"))
        out.append(("wrong_suffix", body + "#"))
    if move.drop:
        letter = chess.piece_symbol(move.drop)
        square = chess.square_name(move.to_square)
        out.append(("drop_lower", letter + "@" + square + suffix))
        if move.drop == chess.PAWN:
            out.append(("drop_p", "P@" + square + suffix))
            out.append(("drop_bare", "@" + square))
        out.append(("drop_uci", letter.upper() + "@" + square))
        out.append(("drop_other", "Q@" + square))
        out.append(("drop_king", "K@" + square))
        out.append(("drop_bad", letter.upper() + "@" + square + "!"))
        return out
    if board.is_castling(move):
        kingside = body == "O-O"
        out.append(("castle_zero", body.replace("O", "0") + suffix))
        out.append(("castle_zero", body.replace("O", "0")))
        out.append(("castle_other", "O-O-O" if kingside else "O-O"))
        out.append(("castle_lower", body.lower()))
        king = move.from_square
        out.append(("castle_uci", board.uci(move, chess960=False)))
        out.append(("castle_uci960", board.uci(move, chess960=True)))
        rook = board._to_chess960(move).to_square
        king_to = chess.square(6 if rook > king else 2, chess.square_rank(king))
        if king_to != king:
            out.append(("castle_king", "K" + chess.square_name(king_to)))
            out.append(("castle_king", "K" + chess.square_name(king) + chess.square_name(king_to)))
        out.append(("castle_king_takes_rook", "Kx" + chess.square_name(rook)))
        return out
    piece = board.piece_type_at(move.from_square)
    src = chess.square_name(move.from_square)
    dst = chess.square_name(move.to_square)
    capture = board.is_capture(move)
    promo = "=" + chess.piece_symbol(move.promotion).upper() if move.promotion else ""
    letter = "" if piece == chess.PAWN else chess.piece_symbol(piece).upper()
    x = "x" if capture else ""
    if move.promotion:
        q = chess.piece_symbol(move.promotion)
        base = body[: body.index("=")]
        out.append(("promo_no_eq", base + q.upper() + suffix))
        out.append(("promo_lower", base + "=" + q + suffix))
        out.append(("promo_lower_no_eq", base + q))
        out.append(("promo_missing", base + suffix))
        out.append(("promo_king", base + "=K"))
        out.append(("promo_uci", src + dst + q))
        out.append(("promo_full_no_letter", src + dst))
        out.append(("promo_pawn", base + "=P"))
    if piece == chess.PAWN:
        out.append(("pawn_p", "P" + body + suffix))
        out.append(("long", src + ("x" if capture else "-") + dst + promo))
        out.append(("full", src + dst + promo))
        if capture:
            out.append(("capture_without_x", src[0] + dst + promo))
            out.append(("capture_without_file", dst + promo))
            out.append(("capture_without_file", "x" + dst + promo))
            if board.is_en_passant(move):
                out.append(("ep_suffix", body + " e.p."))
                out.append(("ep_suffix", body + "e.p."))
        else:
            out.append(("x_added", "x" + dst + promo))
            out.append(("x_added", src[0] + "x" + dst + promo))
            out.append(("file_added", src[0] + dst + promo))
            out.append(("rank_added", src[1] + dst + promo))
    else:
        out.append(("lower_piece", letter.lower() + body[1:]))
        out.append(("over_square", letter + src + x + dst))
        out.append(("over_file", letter + src[0] + x + dst))
        out.append(("over_rank", letter + src[1] + x + dst))
        out.append(("long", letter + src + ("x" if capture else "-") + dst + suffix))
        out.append(("full_no_letter", src + dst))
        out.append(("full_no_letter", src + x + dst))
        if capture:
            out.append(("x_missing", body.replace("x", "") + suffix))
        else:
            out.append(("x_added", letter + body[1:].replace(dst, "x" + dst)))
        disambiguation = body[1:].replace("x", "")[:-2]
        if disambiguation:
            out.append(("ambiguous", letter + x + dst))
            if len(disambiguation) == 2:
                out.append(("ambiguous_file", letter + src[0] + x + dst))
                out.append(("ambiguous_rank", letter + src[1] + x + dst))
            elif disambiguation.isdigit():
                out.append(("other_file", letter + src[0] + x + dst))
            else:
                out.append(("other_rank", letter + src[1] + x + dst))
    out.append(("annotation", san + "!"))
    out.append(("annotation", san + "?!"))
    out.append(("space", " " + san))
    return out


def illegal_spellings(board, rng):
    """Texts of moves the position does not allow: pseudo-legal moves that
    leave the king in check (pinned pieces, the king into check), and
    pieces sent to squares they do not reach."""
    out = []
    legal = set(board.legal_moves)
    for move in board.pseudo_legal_moves:
        if move in legal or move.drop:
            continue
        piece = board.piece_type_at(move.from_square)
        if piece is None:
            continue
        dst = chess.square_name(move.to_square)
        src = chess.square_name(move.from_square)
        x = "x" if board.is_capture(move) else ""
        if piece == chess.PAWN:
            promo = chess.piece_symbol(move.promotion) if move.promotion else ""
            out.append(("pinned_or_into_check", (src[0] + x if x else "") + dst + ("=" + promo.upper() if promo else "")))
            out.append(("pinned_or_into_check", src + dst + promo))
        else:
            letter = chess.piece_symbol(piece).upper()
            out.append(("pinned_or_into_check", letter + x + dst))
            out.append(("pinned_or_into_check", letter + src + x + dst))
    ours = board.occupied_co[board.turn]
    for square in chess.scan_forward(ours & ~board.pawns):
        piece = board.piece_type_at(square)
        letter = chess.piece_symbol(piece).upper()
        target = rng.randrange(64)
        out.append(("unreachable", letter + chess.square_name(target)))
    return out


def null_spellings(variant):
    return [("null", text) for text in ("--", "Z0", "0000", "@@@@")]


def san_records(rng, records):
    pairs = []
    for index, rec in enumerate(records):
        for row in rec["moves"]:
            pairs.append((index, row))

    def kinds(index, row):
        rec = records[index]
        uci960, uci, san = row
        tags = []
        if san.startswith("O-O"):
            tags.append("castle")
            if rec["variant"] == "chess960":
                tags.append("castle960")
        if "=" in san:
            tags.append("promotion")
        if "@" in san:
            tags.append("drop")
        if san.endswith("#"):
            tags.append("mate")
        elif san.endswith("+"):
            tags.append("check")
        if san[0] in "NBRQK" and len(san.rstrip("+#").replace("x", "")) > 3 and "@" not in san:
            tags.append("disambiguated")
        if "x" in san and san[0] in "abcdefgh":
            fen = rec["fen"].split(" ")
            if fen[3] != "-" and uci[2:4] == fen[3]:
                tags.append("ep")
            else:
                tags.append("pawn_capture")
        if rec["variant"] == "crazyhouse":
            tags.append("crazyhouse")
        if rec["variant"] == "chess960":
            tags.append("chess960")
        if rec["check"]:
            tags.append("evasion")
        return tags

    tagged = {}
    for pair in pairs:
        for tag in kinds(*pair):
            tagged.setdefault(tag, []).append(pair)
    quotas = [
        ("castle", 150), ("castle960", 100), ("promotion", 150), ("drop", 250), ("mate", 120),
        ("check", 200), ("disambiguated", 250), ("ep", 100), ("pawn_capture", 150),
        ("crazyhouse", 200), ("chess960", 200), ("evasion", 150),
    ]
    chosen = []
    taken = set()
    for tag, quota in quotas:
        items = list(tagged.get(tag, []))
        rng.shuffle(items)
        for pair in items[:quota]:
            key = (pair[0], pair[1][0])
            if key not in taken:
                taken.add(key)
                chosen.append(pair)
    rest = list(pairs)
    rng.shuffle(rest)
    for pair in rest:
        if len(chosen) >= 3000:
            break
        key = (pair[0], pair[1][0])
        if key not in taken:
            taken.add(key)
            chosen.append(pair)

    # Positions without a legal move get a null move and a few texts.
    for index, rec in enumerate(records):
        if not rec["moves"]:
            chosen.append((index, None))
    chosen.sort(key=lambda pair: (pair[0], pair[1][0] if pair[1] else ""))

    out = []
    positions_done = set()
    for index, row in chosen:
        rec = records[index]
        variant = rec["variant"]
        if row is None:
            board = board_of(rec["fen"], variant)
            texts = [rng.choice(null_spellings(variant)), ("castle", rng.choice(["O-O", "O-O-O"]))]
            texts.append(rng.choice(illegal_spellings(board, rng)))
            if variant == "crazyhouse":
                texts.append(("drop", "N@" + chess.square_name(rng.randrange(64))))
            for kind, text in texts:
                result = parse(board_of(rec["fen"], variant), text)
                STATS[(variant, kind, result.get("error", "ok"))] += 1
                out.append({"variant": variant, "fen": rec["fen"], "san": text, **result})
            continue
        uci960, uci, san = row
        board = board_of(rec["fen"], variant)
        move = chess.Move.from_uci(uci) if variant != "chess960" else chess.Move.from_uci(uci960)
        assert move in board.legal_moves, (rec["fen"], uci)
        texts = [("san", san)]
        options = spellings(board, move, san)
        rng.shuffle(options)
        # Keep at most one spelling of a kind, and a few kinds.
        kinds_seen = set()
        extra = []
        for kind, text in options:
            if kind in kinds_seen:
                continue
            kinds_seen.add(kind)
            extra.append((kind, text))
        priority = [item for item in extra if not item[0].startswith(("annotation", "space", "wrong_suffix", "double_suffix"))]
        other = [item for item in extra if item not in priority]
        texts.extend(priority[:3])
        if other and rng.random() < 0.4:
            texts.append(other[0])
        if index not in positions_done:
            positions_done.add(index)
            if rng.random() < 0.15:
                texts.append(rng.choice(null_spellings(variant)))
            if rng.random() < 0.25:
                bad = illegal_spellings(board, rng)
                pinned = [item for item in bad if item[0] == "pinned_or_into_check"]
                if pinned:
                    texts.append(rng.choice(pinned))
                if bad:
                    texts.append(rng.choice(bad))
            if variant != "crazyhouse" and rng.random() < 0.05:
                texts.append(("drop", rng.choice(["N@f3", "P@e4", "@e4"])))
            if variant == "crazyhouse" and rng.random() < 0.2:
                square = chess.square_name(rng.randrange(64))
                texts.append(("drop", rng.choice("PNBRQK") + "@" + square))
        done = set()
        for kind, text in texts:
            if text in done:
                continue
            done.add(text)
            result = parse(board_of(rec["fen"], variant), text)
            STATS[(variant, kind, result.get("error", "ok"))] += 1
            out.append({"variant": variant, "fen": rec["fen"], "san": text, **result})
    return out


# Perft -------------------------------------------------------------------


def read_perft(path):
    """(FEN, [(depth, count)]) of each line of a perft file of ours."""
    lines = []
    for line in path.read_text().splitlines():
        if not line or line.startswith("#"):
            continue
        fen, *counts = line.split(" ;")
        lines.append((fen, [(int(c.split()[0][1:]), int(c.split()[1])) for c in counts]))
    return lines


def perft(board, depth):
    if depth == 1:
        return board.legal_moves.count()
    nodes = 0
    for move in list(board.legal_moves):
        board.push(move)
        nodes += perft(board, depth - 1)
        board.pop()
    return nodes


PERFT_SOURCES = {
    "vinc/littlewing": ("a63a19ec0c443d0ce106c3e8c234cacadc1020b3", "MIT"),
    "lichess-org/scalachess": ("cbffc9d7e2c6f8ba33381c5403e1b4f992199626", "MIT"),
    "fabianvdW/FabChess": ("2dd9ca10c37d8647ccf45f11e0e802fde6986ccb", "BSD-3-Clause"),
    "fairy-stockfish/Fairy-Stockfish": ("c19b5f6c66894fdb0e88d0dd100e3885f744760a", "GPL-3.0-or-later"),
    "ddugovic/Stockfish": ("8a59ec9844987ca493106465de9029b6ec59b574", "GPL-3.0-or-later"),
    "SamuraiDangyo/LastEmperor": ("d80c7d464ad5fd6a774aff53ec5e83112ebf7a51", "GPL-3.0-or-later"),
    "niklasf/python-chess": ("9c24454dcea4f8a30259d811a2f10b26e911deb4", "GPL-3.0-or-later"),
}


def git_show(repos, name, path):
    commit = PERFT_SOURCES[name][0]
    return subprocess.run(
        ["git", "--git-dir", repos[name], "show", f"{commit}:{path}"],
        check=True, capture_output=True, text=True).stdout


def perft_blocks(text):
    """(id, EPD, [(depth, count)]) of python-chess's `.perft` format."""
    blocks = []
    current = None
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("id "):
            current = [line[3:], None, []]
            blocks.append(current)
        elif line.startswith("epd "):
            current[1] = line[4:]
        elif line.startswith("perft "):
            _, depth, count = line.split()
            current[2].append((int(depth), int(count)))
    return blocks


def perft_line(fen, counts):
    return fen + "".join(f" ;D{depth} {count}" for depth, count in counts)


def normal(fen, variant):
    """The FEN python-chess writes for `fen` (EPD: clocks 0 1)."""
    return fen_of(board_of(fen, variant), variant)


def header(lines):
    return "".join(f"# {line}\n" if line else "#\n" for line in lines)


def convert_perft(repos):
    out = DATA / "perft"
    out.mkdir(parents=True, exist_ok=True)
    source = "Each line: a FEN as python-chess 1.11.2 writes it (en_passant=\"fen\") and the published node counts, ` ;D<depth> <count>`."

    # Standard.
    lines = []
    tricky = {b[0]: b for b in perft_blocks(git_show(repos, "lichess-org/scalachess", "test-kit/src/test/resources/tricky.perft"))}
    suite = git_show(repos, "vinc/littlewing", "tests/perftsuite.epd").splitlines()
    start_fen, *start_counts = suite[0].split(" ;")
    lines.append(perft_line(normal(start_fen, "chess"), [(int(c.split()[0][1:]), int(c.split()[1])) for c in start_counts]))
    for name in ("pos-2", "pos-3"):
        lines.append(perft_line(normal(tricky[name][1], "chess"), tricky[name][2]))
    # Position 4 as the wiki gives it first: FabChess's depths 1-4,
    # Fairy-Stockfish's depth 5.
    fab = git_show(repos, "fabianvdW/FabChess", "tests/src/lib.rs")
    pos4 = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
    counts = sorted({(int(d), int(n.replace("_", ""))) for n, d in re.findall(r"\(([\d_]+), (\d), \"" + re.escape(pos4) + "\"\\)", fab)})
    fairy = git_show(repos, "fairy-stockfish/Fairy-Stockfish", "tests/perft.sh")
    for depth, count in re.findall(r"chess \"fen " + re.escape(pos4) + r"\" (\d) (\d+)", fairy):
        counts.append((int(depth), int(count)))
    assert [d for d, _ in counts] == [1, 2, 3, 4, 5], counts
    lines.append(perft_line(normal(pos4, "chess"), counts))
    for name in ("pos-4", "pos-5", "pos-6"):
        lines.append(perft_line(normal(tricky[name][1], "chess"), tricky[name][2]))
    suite_lines = []
    for line in suite:
        fen, *counts = line.split(" ;")
        suite_lines.append(perft_line(normal(fen, "chess"), [(int(c.split()[0][1:]), int(c.split()[1])) for c in counts]))
    text = header([
        "Perft counts of standard chess positions.",
        source,
        "",
        "The first 7 lines: the start and the chessprogramming wiki's positions 2 to 6",
        "(https://www.chessprogramming.org/Perft_Results), position 4 in both colours:",
        "- the start: line 1 of vinc/littlewing tests/perftsuite.epd",
        f"  (commit {PERFT_SOURCES['vinc/littlewing'][0]}, MIT);",
        "- Kiwipete, positions 3, 4 mirrored, 5 and 6: lichess-org/scalachess",
        f"  test-kit/src/test/resources/tricky.perft (commit {PERFT_SOURCES['lichess-org/scalachess'][0]}, MIT),",
        "  ids pos-2 to pos-6 (EPDs without clocks: written with 0 1);",
        "- position 4: depths 1-4 from fabianvdW/FabChess tests/src/lib.rs",
        f"  (commit {PERFT_SOURCES['fabianvdW/FabChess'][0]}, BSD-3-Clause), depth 5 from",
        f"  fairy-stockfish/Fairy-Stockfish tests/perft.sh (commit {PERFT_SOURCES['fairy-stockfish/Fairy-Stockfish'][0]}, GPL-3.0-or-later);",
        "  its mirror, the next line, has the same counts (depth 6: 706045033).",
        "",
        "Then the 126 positions of the perft suite (ROCE's perftsuite.epd) as",
        "vinc/littlewing tests/perftsuite.epd has them, in its order (its first two",
        "lines are the start and Kiwipete again).",
    ])
    (out / "standard.txt").write_text(text + "\n".join(lines + suite_lines) + "\n")

    # Chess960.
    lines = []
    starts = git_show(repos, "SamuraiDangyo/LastEmperor", "perft_960_starting_pos.txt")
    for fen, numbers in re.findall(r"\{\"([^\"]+)\", \{([\d, ]+)\}\}", starts):
        counts = [int(n) for n in numbers.split(",")]
        assert counts[0] == 1
        lines.append(perft_line(normal(fen, "chess960"), list(enumerate(counts))[1:]))
    assert len(lines) == 960, len(lines)
    assert len({line.split(" ;")[0] for line in lines}) == 960
    wiki = []
    for _, epd, counts in perft_blocks(git_show(repos, "niklasf/python-chess", "examples/perft/chess960.perft")):
        wiki.append(perft_line(normal(epd, "chess960"), counts))
    assert len(wiki) == 960
    text = header([
        "Perft counts of Chess960 positions (Shredder-FEN castling, read with chess960=True).",
        source,
        "",
        "The first 960 lines: the 960 start positions, depths 1-6, from",
        "SamuraiDangyo/LastEmperor perft_960_starting_pos.txt (a C include file,",
        "`{\"<fen>\", {1, d1, ..., d6}}`, the leading depth-0 count dropped) at commit",
        f"{PERFT_SOURCES['SamuraiDangyo/LastEmperor'][0]} (GPL-3.0-or-later; the file was deleted from the",
        "repository in a later commit). The counts are LastEmperor's own.",
        "",
        "Then 960 positions of the chessprogramming wiki's Chess960 perft results",
        "(https://www.chessprogramming.org/Chess960_Perft_Results), depths 1-6, from",
        f"niklasf/python-chess examples/perft/chess960.perft (commit {PERFT_SOURCES['niklasf/python-chess'][0]},",
        "GPL-3.0-or-later; EPDs without clocks: written with 0 1).",
    ])
    (out / "chess960.txt").write_text(text + "\n".join(lines + wiki) + "\n")

    # Crazyhouse.
    lines = []
    for _, epd, counts in perft_blocks(git_show(repos, "niklasf/python-chess", "examples/perft/crazyhouse.perft")):
        lines.append(perft_line(normal(epd, "crazyhouse"), counts))
    counts = []
    fairy_zh = re.findall(r"crazyhouse startpos (\d) (\d+)", fairy)
    sf_zh = re.findall(r"crazyhouse startpos (\d) (\d+)", git_show(repos, "ddugovic/Stockfish", "tests/perft.sh"))
    for depth, count in sorted(set(fairy_zh + sf_zh)):
        counts.append((int(depth), int(count)))
    lines.append(perft_line(normal(chess.variant.CrazyhouseBoard().fen(), "crazyhouse"), counts))
    text = header([
        "Perft counts of crazyhouse positions (pockets in brackets, ~ after a promoted piece).",
        source,
        "",
        "The first 5 lines: niklasf/python-chess examples/perft/crazyhouse.perft",
        f"(commit {PERFT_SOURCES['niklasf/python-chess'][0]}, GPL-3.0-or-later; EPDs without clocks:",
        "written with 0 1; the empty pocket written `/` there is `[]` here).",
        "The last line: the start, depth 4 from fairy-stockfish/Fairy-Stockfish tests/perft.sh",
        f"(commit {PERFT_SOURCES['fairy-stockfish/Fairy-Stockfish'][0]}, GPL-3.0-or-later), depth 5 from",
        f"ddugovic/Stockfish tests/perft.sh (commit {PERFT_SOURCES['ddugovic/Stockfish'][0]}, GPL-3.0-or-later);",
        "only the depths those files give.",
    ])
    (out / "crazyhouse.txt").write_text(text + "\n".join(lines) + "\n")


def verify_perft(max_depth, budget, every):
    for name, variant in (("standard", "chess"), ("crazyhouse", "crazyhouse"), ("chess960", "chess960")):
        checked = 0
        for number, (fen, counts) in enumerate(read_perft(DATA / "perft" / f"{name}.txt")):
            if number % every:
                continue
            known = dict(counts)
            for depth, count in counts:
                if depth > max_depth:
                    break
                # The tree to depth d generates moves at the nodes of depth d-1.
                if depth > 1 and known.get(depth - 1, budget + 1) > budget:
                    break
                got = perft(board_of(fen, variant), depth)
                assert got == count, (name, fen, depth, got, count)
                checked += 1
        print(f"perft/{name}.txt: {checked} counts agree with python-chess")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--perft", action="store_true", help="convert the perft files from the repositories given")
    parser.add_argument("--repo", action="append", default=[], metavar="OWNER/NAME=GIT_DIR")
    parser.add_argument("--verify", type=int, nargs="?", const=3, metavar="DEPTH", help="check the perft files with python-chess")
    parser.add_argument("--budget", type=int, default=20000, help="largest count of the depth below one verified")
    parser.add_argument("--stats", action="store_true", help="print how each kind of SAN text was answered")
    parser.add_argument("--every", type=int, default=1, help="verify every n-th line only")
    args = parser.parse_args()
    assert chess.__version__ == VERSION, chess.__version__
    if args.perft:
        repos = dict(item.split("=", 1) for item in args.repo)
        convert_perft(repos)
    if args.verify:
        verify_perft(args.verify, args.budget, args.every)
    if args.perft or args.verify:
        return

    rng = random.Random(SEED)
    records = [record(fen, variant) for variant, fen in positions(rng)]
    lines = [dumps({"python-chess": VERSION, "records": len(records)})]
    lines.extend(dumps(rec) for rec in records)
    (DATA / "chess.jsonl").write_text("\n".join(lines) + "\n")
    print(f"{DATA / 'chess.jsonl'}: {len(records)} positions")

    sans = san_records(rng, records)
    lines = [dumps({"python-chess": VERSION, "records": len(sans)})]
    lines.extend(dumps(rec) for rec in sans)
    (DATA / "san.jsonl").write_text("\n".join(lines) + "\n")
    print(f"{DATA / 'san.jsonl'}: {len(sans)} SAN texts")
    if args.stats:
        for (variant, kind, answer), count in sorted(STATS.items()):
            print(f"{variant:10} {kind:24} {answer:9} {count}")


if __name__ == "__main__":
    main()
