#!/usr/bin/env python3
"""Extracts the position strings of the test corpus from public repositories.

Usage:

    tests/corpus/extract.py --out tests/corpus \\
        --repo official-stockfish/Stockfish=PATH \\
        --repo vinc/littlewing=PATH \\
        ... \\
        --crate shakmaty-0.30.1=PATH

With `--only SOURCE` (repeatable), only the files of these sources are
written, and only their repositories are needed; the other files are left
as they are.

Each `--repo OWNER/NAME=PATH` names a git repository (bare or not) read at
its `HEAD` with `git show`, never its work tree; `--crate NAME=PATH` names
the unpacked source of a published crate, read from the file system. The
repositories and files read, and how, are listed in `PARTS` below and in
`SOURCES.md`.

Writes `<out>/<game>/<source>.txt`: one position string per line, the exact
text of the file (a line of a data file, the value of a string literal in
code), in the order found, each string once per file. Lines end with `\\n`
only; a string that holds a line feed is left out (none does in the
sources read). Nothing else is changed: carriage returns, NUL characters,
tabs, `sfen ` and `position ` keywords, EPD operations and trailing spaces
are kept.

Standard library only. The tests read the files written, never this script.
"""

import argparse
import ast
import collections
import os
import re
import subprocess
import sys

# ---------------------------------------------------------------------------
# Reading repositories and crates.


class Tree:
    """A repository at HEAD (through git) or a directory (a crate)."""

    def __init__(self, name, path, git):
        self.name = name
        self.path = path
        self.git = git

    def commit(self):
        if not self.git:
            return None
        return subprocess.run(
            ["git", "-C", self.path, "rev-parse", "HEAD"],
            check=True, capture_output=True, text=True,
        ).stdout.strip()

    def files(self):
        if self.git:
            out = subprocess.run(
                ["git", "-C", self.path, "ls-tree", "-r", "--name-only", "-z", "HEAD"],
                check=True, capture_output=True,
            ).stdout
            return sorted(p.decode("utf-8") for p in out.split(b"\0") if p)
        found = []
        for root, _, names in os.walk(self.path):
            for name in names:
                full = os.path.join(root, name)
                found.append(os.path.relpath(full, self.path).replace(os.sep, "/"))
        return sorted(found)

    def read(self, path):
        """The file's text, or None when it is not UTF-8."""
        if self.git:
            data = subprocess.run(
                ["git", "-C", self.path, "show", "HEAD:" + path],
                check=True, capture_output=True,
            ).stdout
        else:
            with open(os.path.join(self.path, path), "rb") as f:
                data = f.read()
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError:
            return None


# ---------------------------------------------------------------------------
# What a position string looks like, and which game it is written for.

# A board field: at least 7 `/`, and only what boards of these games hold
# (letters, counts, `+` and `~` marks, pockets in brackets).
BOARD = re.compile(r"^[A-Za-z0-9+~'\-]+(?:/[A-Za-z0-9+~'\-]*){6,}(?:\[[A-Za-z0-9\-]*\])?$")
# Words that may stand before the board in a line: USI/UCI `position`,
# `sfen`, `fen`, and the keys of perft files.
KEYWORDS = {"position", "sfen", "fen", "epd"}

CHESS = set("kqrbnp")
MAKRUK = set("kmsnrp")
SHOGI = set("krbgsnlp")
XIANGQI = set("kabenhrcp")

FAIRY = "fairy-stockfish/Fairy-Stockfish"

# The variants, where a file names one (Fairy-Stockfish's), that are the
# games of this corpus: a board of another variant may look like theirs
# (janggi's is xiangqi's). Chess takes any variant written in chess letters
# on a board of 8 by 8.
VARIANTS = {
    "shogi": {"shogi"},
    "fairy-shogi": {"shogi"},
    "xiangqi": {"xiangqi"},
    "makruk": {"makruk", "makpong", "cambodian", "karouk"},
}


def board_token(text):
    """The board field of a position string, or None: the first
    whitespace-separated word, after keywords."""
    for word in text.split():
        if word.lower() in KEYWORDS:
            continue
        return word if BOARD.match(word) else None
    return None


def shape(board):
    """(rows, modal width, lowercase letters) of a board field, pockets
    after the board set aside."""
    board = re.sub(r"\[[^\]]*\]$", "", board)
    ranks = board.split("/")
    letters = set()
    widths = []
    for rank in ranks:
        width = 0
        for number, letter in re.findall(r"(\d+)|([A-Za-z])", rank):
            if number:
                width += int(number)
            else:
                width += 1
                letters.add(letter.lower())
        widths.append(width)
    # Crazyhouse pockets as a ninth rank of letters.
    if len(ranks) == 9 and not re.search(r"\d", ranks[-1]) and widths[:8].count(8) >= 7:
        widths = widths[:8]
        ranks = ranks[:8]
    modal = collections.Counter(widths).most_common(1)[0][0]
    return len(ranks), modal, letters


def game_of(text, variant, repo):
    """The game a position string is written for, or None."""
    board = board_token(text)
    if board is None:
        return None
    game = geometry(text, board, repo)
    if game is None or variant is None or repo != FAIRY:
        return game
    allowed = VARIANTS.get(game)
    if allowed is not None and variant.split(":")[0] not in allowed:
        return None
    return game


def geometry(text, board, repo):
    """The game a board's size and letters say."""
    rows, width, letters = shape(board)
    if width == 8 and 7 <= rows <= 9:
        if letters <= CHESS:
            return "chess"
        if letters <= MAKRUK:
            return "makruk"
        return None
    if width == 9 and 8 <= rows <= 11:
        if rows == 9 and letters <= SHOGI or (letters & set("gsl") and letters <= SHOGI):
            rest = text.split(board, 1)[1]
            fairy = rest.startswith("[") or "[" in board
            if repo == FAIRY and not re.fullmatch(
                r" [bw] (?:-|[0-9A-Za-z]+) \d+", rest
            ):
                fairy = True
            return "fairy-shogi" if fairy else "shogi"
        if rows == 10 and letters <= XIANGQI or (letters & set("aceh") and letters <= XIANGQI):
            return "xiangqi"
    return None


# ---------------------------------------------------------------------------
# Extractors: each yields (string, variant or None).


def data_lines(text, path):
    """Every line of a data file (EPD) that holds a position."""
    for line in text.split("\n"):
        yield line, None


def perft_values(text, path):
    """The values of the `epd` and `fen` keys of a perft file."""
    for line in text.split("\n"):
        key, _, value = line.partition(" ")
        if key in ("epd", "fen"):
            yield value, None


def pgn_tags(text, path):
    """The values of the `FEN` tags of a PGN file (`\\"` and `\\\\`
    unescaped, as PGN writes them)."""
    for match in re.finditer(r'^\[FEN "((?:[^"\\\n]|\\.)*)"\]', text, re.M):
        yield re.sub(r"\\(.)", r"\1", match.group(1)), None


def ini_values(text, path):
    """The `startFen` values of Fairy-Stockfish's variant files, with the
    variant of their section; commented-out ones too."""
    variant = None
    for line in text.split("\n"):
        section = re.match(r"\s*\[([^\]]+)\]", line)
        if section:
            variant = section.group(1)
        match = re.match(r"\s*#?\s*startFen\s*=\s?(.*)$", line)
        if match:
            yield match.group(1), variant


ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0"}


def unescape(body):
    """A C or JavaScript string literal's value: `\\n`, `\\t`, `\\r`, `\\0`,
    and any other escaped character as itself."""
    return re.sub(r"\\(.)", lambda m: ESCAPES.get(m.group(1), m.group(1)), body)


DOUBLE = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
SINGLE = re.compile(r"'((?:[^'\\\n]|\\.)*)'")
TEMPLATE = re.compile(r"`([^`$\\]*)`")


def c_strings(text, path):
    """The values of the string literals of C, C++, shell, Cython and
    JavaScript/TypeScript sources, line by line, with the variant a line
    names (Fairy-Stockfish's `variant_name` functions, its perft script's
    first argument, the last call given a variant name first)."""
    variant = None
    script = path.endswith(".ts") or path.endswith(".js")
    for line in text.split("\n"):
        function = re.search(r"\b(\w+)_variant\(\)", line)
        if function:
            variant = function.group(1)
        perft = re.match(r"\s*expect perft\.exp (\S+)", line)
        if perft:
            variant = perft.group(1)
        call = re.search(r"\(\s*[\"']([a-z][a-z0-9]*)[\"']\s*[,)]", line)
        if call:
            variant = call.group(1)
        found = [(m.start(), m.group(1)) for m in DOUBLE.finditer(line)]
        if script:
            found += [(m.start(), m.group(1)) for m in SINGLE.finditer(line)]
            found += [(m.start(), m.group(1)) for m in TEMPLATE.finditer(line)]
        for _, body in sorted(found):
            yield unescape(body), variant


def python_strings(text, path):
    """The values of a Python file's string constants, with the variant
    the code names for them: the key of a dict that holds them, or the
    first argument of a call that takes them, directly, by a module-level
    name, or by a local name assigned them before the call."""
    try:
        tree = ast.parse(text)
    except SyntaxError:
        yield from c_strings(text, path)
        return
    variants = {}

    def is_variant(node):
        return (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and re.fullmatch(r"[a-z][a-z0-9]*", node.value) is not None
        )

    def constants(node):
        return [
            n for n in ast.walk(node)
            if isinstance(n, ast.Constant) and isinstance(n.value, str)
        ]

    def calls(scope):
        """The assignments and calls of a scope, in source order."""
        nodes = [n for n in ast.walk(scope) if isinstance(n, (ast.Assign, ast.Call))]
        return sorted(nodes, key=lambda n: (n.lineno, n.col_offset))

    # Names assigned once at module level (`MAKRUK = "..."`).
    globals_ = {}
    for node in tree.body:
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    globals_[target.id] = constants(node.value)
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            for key, value in zip(node.keys, node.values):
                if key is not None and is_variant(key):
                    for n in constants(value):
                        variants.setdefault(id(n), key.value)
    scopes = [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
    for scope in scopes:
        local = {}
        for node in calls(scope):
            if isinstance(node, ast.Assign):
                for target in node.targets:
                    if isinstance(target, ast.Name):
                        local[target.id] = constants(node.value)
                continue
            if not (node.args and is_variant(node.args[0])):
                continue
            variant = node.args[0].value
            for arg in node.args[1:]:
                if isinstance(arg, ast.Name):
                    for n in local.get(arg.id, globals_.get(arg.id, [])):
                        variants.setdefault(id(n), variant)
                for n in constants(arg):
                    variants.setdefault(id(n), variant)
    found = [
        (n.lineno, n.col_offset, n.value, variants.get(id(n)))
        for n in ast.walk(tree)
        if isinstance(n, ast.Constant) and isinstance(n.value, str)
    ]
    for _, _, value, variant in sorted(found, key=lambda f: (f[0], f[1])):
        yield value, variant


CODE = (".c", ".cc", ".cpp", ".h", ".hpp", ".sh", ".pyx", ".js", ".ts")


def code(text, path):
    if path.endswith(".py"):
        return python_strings(text, path)
    return c_strings(text, path)


# ---------------------------------------------------------------------------
# What is read: (repository or crate, source name, file pattern, extractor).

PARTS = [
    ("official-stockfish/Stockfish", "stockfish", r"^(src|tests)/.*\.(cpp|h|sh|py)$", code),
    ("vinc/littlewing", "littlewing-wac", r"^tests/wac\.epd$", data_lines),
    ("vinc/littlewing", "littlewing-perftsuite", r"^tests/perftsuite\.epd$", data_lines),
    ("niklasf/python-chess", "python-chess-epd", r"^(data|examples|fuzz/corpus/epd)/.*\.epd$", data_lines),
    ("niklasf/python-chess", "python-chess-perft", r"^examples/perft/.*\.perft$", perft_values),
    ("niklasf/python-chess", "python-chess-pgn", r"^(data|fuzz/corpus)/pgn/.*\.pgn$", pgn_tags),
    ("niklasf/python-chess", "python-chess-code", r"^(chess/.*|test)\.py$", code),
    ("shakmaty-0.30.1", "shakmaty-perft", r"^tests/.*\.perft$", perft_values),
    ("official-pikafish/Pikafish", "pikafish", r"^(src|tests)/.*\.(cpp|h|sh|py)$", code),
    ("fairy-stockfish/Fairy-Stockfish", "fairy-stockfish", r"^(src/.*\.(cpp|h)|tests/.*\.(sh|js)|test\.py)$", code),
    ("fairy-stockfish/Fairy-Stockfish", "fairy-stockfish", r"^src/variants\.ini$", ini_values),
    ("fairy-stockfish/Fairy-Stockfish", "fairy-stockfish", r"^tests/pgn/.*\.pgn$", pgn_tags),
    ("gunyarakun/python-shogi", "python-shogi", r"^(shogi|tests)/.*\.py$", code),
    ("WandererXII/shogiops", "shogiops", r"^(src|test|scripts)/.*\.ts$", code),
    ("TadaoYamaoka/cshogi", "cshogi", r"^(cshogi|src|test|test_cpp)/.*\.(py|pyx|cpp|hpp|h)$", code),
    ("yaneurao/YaneuraOu", "yaneuraou", r"^(source|script)/.*\.(cpp|h|hpp|py)$", code),
    ("lengyanyu258/xiangqi.js", "xiangqi-js", r"^(__tests__/.*\.js|xiangqi\.js)$", code),
    # Chess test suites as engines and collections ship them, lines whole.
    ("jdart1/arasan-chess", "arasan", r"^tests/.*\.epd$", data_lines),
    ("zd3nik/SenjoUCIAdapter", "senjo", r"^epd/.*\.epd$", data_lines),
    ("thomasahle/sunfish", "sunfish", r"^tests/files/.*\.epd$", data_lines),
    ("lithander/MinimalChessEngine", "minimalchess", r"^MinimalChessBoard/.*\.epd$", data_lines),
    ("fabianvdW/FabChess", "fabchess", r"^testsuites/.*\.epd$", data_lines),
    ("fsmosca/STS-Rating", "sts-rating", r"^STS1-STS15_LAN_v3\.epd$", data_lines),
    ("tryingsomestuff/Minic-Book_and_Test", "minic-eret", r"^TestSuite/eret\.epd$", data_lines),
    ("ChrisWhittington/Chess-EPDs", "chess-epds",
     r"^(bratko-kopec|kaufman|lct2|nolot|silent-but-deadly|fortresses|mixed|rybka-forum"
     r"|grief-causers|hard-mates-blass-uri|destruction-test|destructive|perft)\.epd$", data_lines),
]

# Data files whose lines are many: every `step`-th position is kept.
SAMPLED = {
    ("shakmaty-0.30.1", "tests/random.perft"): 4,
    ("niklasf/python-chess", "examples/perft/random.perft"): 4,
    ("niklasf/python-chess", "data/suicide-stats.epd"): 5,
    ("zd3nik/SenjoUCIAdapter", "epd/test.epd"): 5,
}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--repo", action="append", default=[], metavar="OWNER/NAME=PATH")
    parser.add_argument("--crate", action="append", default=[], metavar="NAME-VERSION=PATH")
    parser.add_argument("--only", action="append", default=[], metavar="SOURCE",
                        help="write only this source's files (repeatable)")
    parser.add_argument("--verbose", action="store_true", help="print where each string was found")
    args = parser.parse_args()
    trees = {}
    for spec, git in [(s, True) for s in args.repo] + [(s, False) for s in args.crate]:
        name, _, path = spec.partition("=")
        trees[name] = Tree(name, path, git)

    corpus = collections.OrderedDict()
    origins = collections.defaultdict(set)
    for repo, source, pattern, extract in PARTS:
        if args.only and source not in args.only:
            continue
        tree = trees.get(repo)
        if tree is None:
            sys.exit(f"missing --repo/--crate {repo}")
        for path in tree.files():
            if not re.search(pattern, path):
                continue
            text = tree.read(path)
            if text is None:
                print(f"skipped (not UTF-8): {repo} {path}", file=sys.stderr)
                continue
            step = SAMPLED.get((repo, path), 1)
            seen = 0
            for string, variant in extract(text, path):
                if "\n" in string:
                    continue
                game = game_of(string, variant, repo)
                if game is None:
                    continue
                seen += 1
                if (seen - 1) % step:
                    continue
                lines = corpus.setdefault((game, source), [])
                if string not in lines:
                    lines.append(string)
                    origins[(game, source)].add(path)
                    if args.verbose:
                        print(f"{game}/{source} {path} [{variant}] {string!r}", file=sys.stderr)

    for (game, source), lines in corpus.items():
        directory = os.path.join(args.out, game)
        os.makedirs(directory, exist_ok=True)
        with open(os.path.join(directory, source + ".txt"), "w", encoding="utf-8", newline="") as f:
            f.write("".join(line + "\n" for line in lines))
    for name, tree in trees.items():
        print(f"{name} {tree.commit() or '(crate)'}")
    for (game, source), lines in corpus.items():
        size = sum(len(line.encode("utf-8")) + 1 for line in lines)
        print(f"{game}/{source}.txt: {len(lines)} lines, {size} bytes")
        for path in sorted(origins[(game, source)]):
            print(f"    {path}")


if __name__ == "__main__":
    main()
