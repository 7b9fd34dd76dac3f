//! Writes the binary FEN test vectors of `tests/data/binary/`: shakmaty
//! 0.30.1's `PackedSetup` bytes (Lichess's `BinaryFen` as shakmaty writes
//! it) of chess, Chess960 and crazyhouse positions, and scalachess's own
//! test vectors.
//!
//! Not part of the workspace: shakmaty is a dev-dependency of the tests
//! without its `variant` feature (crazyhouse), which this needs. To run it,
//! copy this file to `src/main.rs` of a crate of its own, with this
//! `Cargo.toml`:
//!
//! ```toml
//! [package]
//! name = "binary-vectors"
//! version = "0.0.0"
//! edition = "2024"
//! publish = false
//!
//! [dependencies]
//! shakmaty = { version = "=0.30.1", features = ["variant"] }
//! serde_json = "1"
//!
//! [workspace]
//! ```
//!
//! and run `cargo run --release -- <repository root>`. Everything is drawn
//! from a fixed seed: a second run writes the same bytes.
//!
//! Each file is one position a line, `<hex> <fen>`: the bytes as lowercase
//! hex, then the FEN they are of (the empty string of bytes, the empty
//! board with white to move at move 1, leaves the line starting with the
//! space). The bytes are those of shakmaty reading that very FEN
//! (`Fen::from_ascii`, `into_setup`), packed with
//! `PackedSetup::pack_standard` (chess and Chess960) or
//! `pack_variant(_, Variant::Crazyhouse)` (a FEN with pockets), then
//! `as_bytes`; each is unpacked again and checked equal to the setup
//! packed. `scalachess.txt` is the exception: scalachess's own bytes,
//! copied from its tests.

use std::collections::HashSet;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

use shakmaty::fen::Fen;
use shakmaty::packed::PackedSetup;
use shakmaty::variant::{Crazyhouse, Variant};
use shakmaty::{CastlingMode, Chess, EnPassantMode, FromSetup, Position, Setup};

/// A small deterministic generator (`SplitMix64`).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        usize::try_from(self.next() % n as u64).unwrap_or(0)
    }
}

/// shakmaty's setup of a FEN.
fn setup(fen: &str) -> Setup {
    Fen::from_ascii(fen.as_bytes())
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
        .into_setup()
}

/// shakmaty's bytes of a FEN: crazyhouse when it has pockets, chess
/// otherwise; `None` when shakmaty cannot pack it. Checked by unpacking.
fn pack(fen: &str) -> Option<Vec<u8>> {
    let setup = setup(fen);
    let (packed, variant) = if setup.pockets.is_some() {
        (
            PackedSetup::pack_variant(&setup, Variant::Crazyhouse).ok()?,
            Variant::Crazyhouse,
        )
    } else {
        (PackedSetup::pack_standard(&setup).ok()?, Variant::Chess)
    };
    let bytes = packed.as_bytes().to_vec();
    let again = PackedSetup::try_from_bytes(&bytes).expect("at most 64 bytes");
    let (unpacked, read) = again.unpack_variant().expect("unpacks");
    assert_eq!((&unpacked, read), (&setup, variant), "{fen}");
    Some(bytes)
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().fold(String::new(), |mut text, byte| {
        let _ = write!(text, "{byte:02x}");
        text
    })
}

/// A file being written: its lines, and the FENs already in it.
struct Vectors {
    text: String,
    seen: HashSet<String>,
    lines: usize,
}

impl Vectors {
    fn new(header: &str) -> Self {
        let mut text = String::new();
        for line in header.trim().lines() {
            let _ = writeln!(text, "# {}", line.trim());
        }
        Self {
            text,
            seen: HashSet::new(),
            lines: 0,
        }
    }

    /// Adds a FEN's line, once; returns whether it was new. Panics when
    /// shakmaty cannot pack it.
    fn add(&mut self, fen: &str) -> bool {
        if !self.seen.insert(fen.to_owned()) {
            return false;
        }
        let bytes = pack(fen).unwrap_or_else(|| panic!("shakmaty cannot pack {fen}"));
        let _ = writeln!(self.text, "{} {fen}", hex(&bytes));
        self.lines += 1;
        true
    }

    fn write(self, path: &Path) {
        fs::write(path, self.text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        println!("{}: {} positions", path.display(), self.lines);
    }
}

/// The FENs of a perft file: each line's text before ` ;D`.
fn perft_fens(root: &Path, name: &str) -> Vec<String> {
    let path = root.join("tests/data/rules/perft").join(name);
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .map(|line| line.split(" ;").next().unwrap_or(line).to_owned())
        .collect()
}

/// A position of either game, set up from a FEN.
#[derive(Clone)]
enum Game {
    Chess(Chess),
    Crazyhouse(Crazyhouse),
}

impl Game {
    fn from_fen(fen: &str, mode: CastlingMode) -> Self {
        let setup = setup(fen);
        if setup.pockets.is_some() {
            Self::Crazyhouse(Crazyhouse::from_setup(setup, mode).expect("legal"))
        } else {
            Self::Chess(Chess::from_setup(setup, mode).expect("legal"))
        }
    }

    fn fen(&self, mode: EnPassantMode) -> String {
        match self {
            Self::Chess(pos) => Fen::from_position(pos, mode).to_string(),
            Self::Crazyhouse(pos) => Fen::from_position(pos, mode).to_string(),
        }
    }

    fn children(&self) -> Vec<Self> {
        match self {
            Self::Chess(pos) => pos
                .legal_moves()
                .into_iter()
                .map(|m| Self::Chess(pos.clone().play(m).expect("legal")))
                .collect(),
            Self::Crazyhouse(pos) => pos
                .legal_moves()
                .into_iter()
                .map(|m| Self::Crazyhouse(pos.clone().play(m).expect("legal")))
                .collect(),
        }
    }
}

/// Every position of a random game from `start`, at most `plies` moves.
fn random_game(start: Game, plies: usize, rng: &mut Rng, mode: EnPassantMode) -> Vec<String> {
    let mut fens = vec![start.fen(mode)];
    let mut game = start;
    for _ in 0..plies {
        let mut children = game.children();
        if children.is_empty() {
            break;
        }
        game = children.swap_remove(rng.below(children.len()));
        fens.push(game.fen(mode));
    }
    fens
}

/// scalachess's `BinaryFenTest` "binary format is stable": its variant,
/// FEN and bytes.
const SCALACHESS_PERSISTENCE: [(&str, &str, &str); 16] = [
    ("Standard", "8/8/8/8/8/8/8/8 w - - 0 1", "0000000000000000"),
    (
        "Standard",
        "8/8/8/8/8/8/8/8 b - - 0 1",
        "00000000000000000001",
    ),
    (
        "Standard",
        "8/8/8/8/8/8/8/8 b - - 100 432",
        "000000000000000064df06",
    ),
    (
        "Standard",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        "ffff00001000efff2d844ad200000000111111113e955fe3",
    ),
    (
        "Standard",
        "5k2/6p1/8/1Pp5/6P1/8/8/3K4 w - c6 0 1",
        "20400006400000080ac0b1",
    ),
    (
        "Standard",
        "4k3/8/8/8/3pP3/8/6N1/7K b - e3 0 1",
        "10000000180040802ac10f",
    ),
    (
        "Chess960",
        "4rrk1/pbbp2p1/1ppnp3/3n1pqp/3N1PQP/1PPNP3/PBBP2P1/4RRK1 w Ff - 0 3",
        "704f1ee8e81e4f70d60a44000002020813191113511571be000402",
    ),
    (
        "FromPosition",
        "8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 3 1",
        "00000002180000308a1c0f030103",
    ),
    (
        "Standard",
        "r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQq - 0 4",
        "8901080000810091ad0d10e1f70007",
    ),
    (
        "KingOfTheHill",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "ffff00000000ffff2d844ad200000000111111113e955be3000004",
    ),
    (
        "ThreeCheck",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 99 1 +0+1",
        "ffff00000000ffff2d844ad200000000111111113e955be363000501",
    ),
    (
        "Antichess",
        "8/7p/8/8/8/8/3K4/8 b - - 0 1",
        "00800000000008001a000106",
    ),
    (
        "Atomic",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 2 3",
        "ffff00000000ffff2d844ad200000000111111113e955be3020407",
    ),
    (
        "Horde",
        "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1",
        "ffff0066ffffffff000000000000000000000000000000000000111111113e955be3000008",
    ),
    (
        "RacingKings",
        "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1",
        "000000000000ffff793542867b3542a6000009",
    ),
    (
        "Crazyhouse",
        "r~n~b~q~kb~n~r~/pppppppp/8/8/8/8/PPPPPPPP/RN~BQ~KB~NR/ w KQkq - 0 499",
        "ffff00000000ffff2d844ad200000000111111113e955be300e407010000000000ef0000000000002a",
    ),
];

/// The last of the persistence vectors, apart for its length.
const SCALACHESS_CRAZYHOUSE_START: (&str, &str, &str) = (
    "Crazyhouse",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/ w KQkq - 0 1",
    "ffff00000000ffff2d844ad200000000111111113e955be30000010000000000",
);

/// scalachess's `BinaryFenTest` "handpicked fens roundtrip" of the
/// variants `chess::Fen` holds (Standard, Chess960, `FromPosition`,
/// Crazyhouse).
const SCALACHESS_ROUNDTRIP: [&str; 24] = [
    "8/8/8/8/8/8/8/8 w - - 0 1",
    "8/8/8/8/8/8/8/8 b - - 0 1",
    "8/8/8/8/8/8/8/8 w - - 0 2",
    "8/8/8/8/8/8/8/8 b - - 0 2",
    "8/8/8/8/8/8/8/8 b - - 100 432",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
    "4nrk1/1pp3pp/p4p2/4P3/2BB1n2/8/PP3P1P/2K3R1 b - - 1 25",
    "5k2/6p1/8/1Pp5/6P1/8/8/3K4 w - c6 0 1",
    "4k3/8/8/8/3pP3/8/6N1/7K b - e3 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w KQkq - 0 1",
    "r1k2r1q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K2R1Q w KQkq - 0 1",
    "8/8/8/4B2b/6nN/8/5P2/2R1K2k w Q - 1 1",
    "2r5/8/8/8/8/8/6PP/k2KR3 w K - 0 2",
    "4r3/3k4/8/8/8/8/6PP/qR1K1R2 w KQ - 2 1",
    "4rrk1/pbbp2p1/1ppnp3/3n1pqp/3N1PQP/1PPNP3/PBBP2P1/4RRK1 w Ff - 0 3",
    "8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 3 1",
    "r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQq - 0 4",
    "rn2k1r1/ppp1pp1p/3p2p1/5bn1/P7/2N2B2/1PPPPP2/2BNK1RR w Gkq - 4 11",
    "8/8/8/8/8/8/2Rk4/1K6 w - - 0 1",
    "1r3Q1n/p1kp3p/1p2ppq1/2p2b2/8/3P2P1/PPP1PPBP/R4RK1/NRpnnbb w - - 2 28",
    "b2nkbnQ~/p1pppp1p/pP1q2p1/r7/8/R5PR/P1PP1P1P/1NBQ1BNK/R w - - 1 2",
    "8/8/8/8/8/8/8/8/ w - - 0 1",
    "r~n~b~q~kb~n~r~/pppppppp/8/8/8/8/PPPPPPPP/RN~BQ~KB~NR/ w KQkq - 0 1",
];

/// Positions written by hand for what the layout does at its edges.
const EDGES: &[&str] = &[
    // The empty board: no bytes at all, then the turn, the clocks.
    "8/8/8/8/8/8/8/8 w - - 0 1",
    "8/8/8/8/8/8/8/8 w - -",
    "8/8/8/8/8/8/8/8 b - - 0 1",
    "8/8/8/8/8/8/8/8 w - - 1 1",
    "8/8/8/8/8/8/8/8 b - - 0 2",
    // The clocks across every length of LEB128.
    "4k3/8/8/8/8/8/8/4K3 w - - 127 1",
    "4k3/8/8/8/8/8/8/4K3 w - - 128 1",
    "4k3/8/8/8/8/8/8/4K3 w - - 16383 1",
    "4k3/8/8/8/8/8/8/4K3 w - - 16384 1",
    "4k3/8/8/8/8/8/8/4K3 w - - 2097151 1",
    "4k3/8/8/8/8/8/8/4K3 w - - 2097152 1",
    "4k3/8/8/8/8/8/8/4K3 w - - 268435455 1",
    "4k3/8/8/8/8/8/8/4K3 w - - 268435456 1",
    "4k3/8/8/8/8/8/8/4K3 w - - 4294967295 1",
    "4k3/8/8/8/8/8/8/4K3 w - - 0 64",
    "4k3/8/8/8/8/8/8/4K3 b - - 0 64",
    "4k3/8/8/8/8/8/8/4K3 w - - 0 65",
    "4k3/8/8/8/8/8/8/4K3 b - - 0 8193",
    "4k3/8/8/8/8/8/8/4K3 w - - 0 4294967295",
    "4k3/8/8/8/8/8/8/4K3 b - - 4294967295 4294967295",
    "4k3/8/8/8/8/8/8/4K3 b - - 7 1",
    "4k3/8/8/8/8/8/8/4K3 b - -",
    // Kings: two of a side, none, one side without.
    "4k3/8/8/8/8/8/8/3KK3 w - - 0 1",
    "3kk3/8/8/8/8/8/8/4K3 b - - 5 40",
    "3kk3/8/8/8/8/8/8/4K3 w - - 5 40",
    "k6k/8/8/8/8/8/8/K6K b - -",
    "8/8/8/3Q4/8/8/8/8 b - - 0 1",
    "8/8/8/3Q4/8/8/8/8 b - -",
    "8/8/8/3q4/8/8/8/8 w - - 0 1",
    "4k3/8/8/8/8/8/8/8 b - - 0 1",
    "8/8/8/8/8/8/8/4K3 b - - 0 1",
    // The last bytes of the pieces zero: white pawns last, trimmed.
    "8/PPPPPPPP/8/8/8/8/8/K6k w - -",
    "8/P7/8/8/8/8/8/K6k w - -",
    "8/P7/8/8/8/8/8/K6k b - -",
    "P7/8/8/8/8/8/8/8 w - -",
    "P7/8/8/8/8/8/8/8 b - -",
    "7P/8/8/8/8/8/8/8 w - - 3 1",
    // Every square taken.
    "qqqqqqqq/rrrrrrrr/bbbbbbbb/nnnnnnnn/QQQQQQQQ/RRRRRRRR/BBBBBBBB/NNNNNNNN w - - 0 1",
    "kqrbnpPN/QRBNPKqr/bnpPNBQR/KKkkqqrr/bbnnppPP/NNBBRRQQ/kqrbnpPN/QRBNPKqr b - - 99 123",
    // En passant at either end of the pieces.
    "8/8/8/8/P7/8/8/7k b - a3 0 1",
    "K7/8/8/7p/8/8/8/8 w - h6 0 2",
    "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 3",
    "4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 3",
    // Castling: Chess960 rooks, one right a side, kings anywhere else.
    "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1",
    "rk5r/8/8/8/8/8/8/RK5R b HAha - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w Qk - 0 1",
    "4k2r/8/8/8/8/8/8/R3K3 w Qk - 0 1",
    "rr2k1rr/8/8/8/8/8/8/RR2K1RR w KQkq - 0 1",
    "rr2k1rr/8/8/8/8/8/8/RR2K1RR w BGbg - 0 1",
    "4k3/8/8/8/8/8/8/R3KK1R w - - 0 1",
    // Crazyhouse: empty pockets, full pockets, promoted pieces at either
    // end of the board, and an empty board.
    "8/8/8/8/8/8/8/8[] w - - 0 1",
    "8/8/8/8/8/8/8/8[] b - - 0 1",
    "8/8/8/8/8/8/8/8[Q] w - - 0 1",
    "8/8/8/8/8/8/8/8[q] w - - 0 1",
    "8/8/8/8/8/8/8/8[P] w - - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
    "4k3/8/8/8/8/8/8/4K3[QQQQQQQQQQQQQQQRRRRRRRRRRRRRRRbbbbbbbbbbbbbbbnnnnnnnnnnnnnnn] w - - 0 1",
    "4k3/8/8/8/8/8/8/4K3[PPPPPPPPPPPPPPPppppppppppppppp] b - - 0 1",
    "Q~3k3/8/8/8/8/8/8/4K3[] w - - 0 1",
    "4k3/8/8/8/8/8/8/4K2N~[] w - - 0 1",
    "4k3/8/8/8/8/8/8/N~3K3[] b - - 0 1",
    "Q~Q~Q~Q~Q~Q~Q~Q~/R~R~R~R~R~R~R~R~/B~B~B~B~B~B~B~B~/N~N~N~N~N~N~N~N~/q~q~q~q~q~q~q~q~/r~r~r~r~r~r~r~r~/b~b~b~b~b~b~b~b~/n~n~n~n~n~n~n~n~[] w - - 0 1",
    // The longest: 64 pieces, all promoted, and both clocks of five bytes.
    "Q~Q~Q~Q~Q~Q~Q~Q~/R~R~R~R~R~R~R~R~/B~B~B~B~B~B~B~B~/N~N~N~N~N~N~N~N~/q~q~q~q~q~q~q~q~/r~r~r~r~r~r~r~r~/b~b~b~b~b~b~b~b~/n~n~n~n~n~n~n~n~[] b - - 4294967295 4294967295",
    "r3k2r/8/8/3Pp3/8/8/8/R3K2R[Nn] w KQkq e6 0 30",
    "4k3/8/8/8/8/8/8/3Q~K3[Pn] b - - 3 20",
    "4k3/8/8/8/8/8/8/4K3[Pp] w - - 4294967295 4294967295",
    "8/8/8/8/8/8/8/8[] b - -",
];

#[allow(
    clippy::too_many_lines,
    reason = "one file after another, read best in order"
)]
fn main() {
    let root = PathBuf::from(std::env::args().nth(1).expect("the repository root"));
    let out = root.join("tests/data/binary");
    fs::create_dir_all(&out).expect("the output directory");
    let mut rng = Rng(0x6269_6E61_7279_2046);

    // The perft suites: every root, and the positions one move (or two)
    // from the wiki's and crazyhouse's.
    let mut perft = Vectors::new(
        "shakmaty 0.30.1's PackedSetup bytes (Lichess's BinaryFen) of the positions of
        the perft suites of tests/data/rules/perft/: every line of standard.txt,
        chess960.txt and crazyhouse.txt, then every position reached in one move from the
        first seven lines of standard.txt (the chessprogramming wiki's positions; in one
        or two from position 3, rich in en passant) and from those of crazyhouse.txt, as
        shakmaty 0.30.1 writes their FEN (en-passant square after every double step),
        each position once.
        Written by tests/scripts/binary_vectors.rs (see its docs); one line a position,
        `<hex> <fen>`, the bytes those of shakmaty reading that FEN: pack_standard, or
        pack_variant(Crazyhouse) for a FEN with pockets, then as_bytes.",
    );
    let standard = perft_fens(&root, "standard.txt");
    let chess960 = perft_fens(&root, "chess960.txt");
    let crazyhouse = perft_fens(&root, "crazyhouse.txt");
    for fen in standard.iter().chain(&chess960).chain(&crazyhouse) {
        perft.add(fen);
    }
    // Depth 2 for position 3, rich in en passant and small; 1 for the others.
    let mut roots: Vec<(Game, usize)> = standard[..7]
        .iter()
        .enumerate()
        .map(|(i, fen)| {
            (
                Game::from_fen(fen, CastlingMode::Standard),
                if i == 2 { 2 } else { 1 },
            )
        })
        .collect();
    roots.extend(
        crazyhouse
            .iter()
            .map(|fen| (Game::from_fen(fen, CastlingMode::Standard), 1)),
    );
    for (game, depth) in roots {
        let mut level = vec![game];
        for _ in 0..depth {
            let mut next = Vec::new();
            for game in &level {
                for child in game.children() {
                    if perft.add(&child.fen(EnPassantMode::Always)) {
                        next.push(child);
                    }
                }
            }
            level = next;
        }
    }
    perft.write(&out.join("chess-perft.txt"));

    // Games: python-chess's positions, then random games of each variant.
    let mut games = Vectors::new(
        "shakmaty 0.30.1's PackedSetup bytes (Lichess's BinaryFen) of game positions:
        first the `fen` of every record of tests/data/rules/chess.jsonl (python-chess
        1.11.2's positions of chess, Chess960 and crazyhouse games), then every position
        of random games of shakmaty 0.30.1 (12 games each of chess from the start, of
        Chess960 from starts drawn among the 960 of tests/data/rules/perft/chess960.txt,
        and of crazyhouse from the start, at most 120 moves each; the FEN as shakmaty
        writes it, en-passant square after every double step in one game in two and only
        when legal in the others), each position once.
        Written by tests/scripts/binary_vectors.rs (see its docs); one line a position,
        `<hex> <fen>`, the bytes those of shakmaty reading that FEN: pack_standard, or
        pack_variant(Crazyhouse) for a FEN with pockets, then as_bytes.",
    );
    let jsonl = fs::read_to_string(root.join("tests/data/rules/chess.jsonl")).expect("chess.jsonl");
    for line in jsonl.lines().skip(1) {
        let record: serde_json::Value = serde_json::from_str(line).expect("JSON");
        games.add(record["fen"].as_str().expect("a fen"));
    }
    let starts = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
    ];
    for (variant, start) in starts.iter().enumerate() {
        for game in 0..12 {
            let (fen, mode) = if start.is_empty() {
                (chess960[rng.below(960)].as_str(), CastlingMode::Chess960)
            } else {
                (*start, CastlingMode::Standard)
            };
            let ep = if (game + variant) % 2 == 0 {
                EnPassantMode::Always
            } else {
                EnPassantMode::Legal
            };
            for fen in random_game(Game::from_fen(fen, mode), 120, &mut rng, ep) {
                games.add(&fen);
            }
        }
    }
    games.write(&out.join("chess-games.txt"));

    // scalachess's own vectors, as it writes them.
    let mut text = String::new();
    for line in [
        "scalachess's own binary FEN vectors: every assertPersistence of the test",
        "\"binary format is stable\" of lichess-org/scalachess",
        "test-kit/src/test/scala/format/BinaryFenTest.scala at commit",
        "cbffc9d7e2c6f8ba33381c5403e1b4f992199626 (MIT), in its order: the bytes",
        "BinaryFen.write gives for the FEN read as the variant named in the comment",
        "before it. scalachess writes every byte of its layout (shakmaty leaves out the",
        "trailing zeros), the variant byte 2 for Chess960 and 3 for a game from a position",
        "(shakmaty writes neither), and three-check's checks given (shakmaty: remaining).",
        "Copied by tests/scripts/binary_vectors.rs; one line a position, `<hex> <fen>`.",
    ] {
        let _ = writeln!(text, "# {line}");
    }
    for (variant, fen, bytes) in SCALACHESS_PERSISTENCE
        .iter()
        .chain([&SCALACHESS_CRAZYHOUSE_START])
    {
        let _ = writeln!(text, "# {variant}\n{bytes} {fen}");
    }
    fs::write(out.join("chess-scalachess.txt"), text).expect("chess-scalachess.txt");
    println!(
        "chess-scalachess.txt: {} positions",
        SCALACHESS_PERSISTENCE.len() + 1
    );

    // shakmaty's bytes of scalachess's positions of the variants held.
    let mut positions = Vectors::new(
        "shakmaty 0.30.1's PackedSetup bytes of the positions of scalachess's own binary
        FEN tests (lichess-org/scalachess test-kit/src/test/scala/format/BinaryFenTest.scala
        at commit cbffc9d7e2c6f8ba33381c5403e1b4f992199626, MIT) of the variants chess::Fen
        holds: the FENs of \"handpicked fens roundtrip\" read as Standard, Chess960,
        FromPosition and Crazyhouse, then those of \"binary format is stable\" of those
        variants not among them, each once.
        Written by tests/scripts/binary_vectors.rs (see its docs); one line a position,
        `<hex> <fen>`, the bytes those of shakmaty reading that FEN: pack_standard, or
        pack_variant(Crazyhouse) for a FEN with pockets, then as_bytes.",
    );
    for fen in SCALACHESS_ROUNDTRIP {
        positions.add(fen);
    }
    for (variant, fen, _) in SCALACHESS_PERSISTENCE
        .iter()
        .chain([&SCALACHESS_CRAZYHOUSE_START])
    {
        if matches!(
            *variant,
            "Standard" | "Chess960" | "FromPosition" | "Crazyhouse"
        ) {
            positions.add(fen);
        }
    }
    positions.write(&out.join("chess-scalachess-positions.txt"));

    let mut edges = Vectors::new(
        "shakmaty 0.30.1's PackedSetup bytes of positions written by hand for the layout's
        edges: the empty board (no bytes at all), the clocks across every length of
        LEB128 up to u32::MAX, two kings of a side or none (the turn then in the ply),
        trailing zero bytes that shakmaty leaves out, every square taken, en passant,
        castling rooks, and crazyhouse pockets and promoted pieces.
        Written by tests/scripts/binary_vectors.rs (see its docs); one line a position,
        `<hex> <fen>`, the bytes those of shakmaty reading that FEN: pack_standard, or
        pack_variant(Crazyhouse) for a FEN with pockets, then as_bytes. The first line's
        bytes are none: the line starts with the space.",
    );
    for fen in EDGES {
        edges.add(fen);
    }
    // Full pockets: 15 of a piece, the most a nibble counts.
    let fifteen = |letter: &str| letter.repeat(15);
    edges.add(&format!(
        "4k3/8/8/8/8/8/8/4K3[{}{}{}{}] w - - 0 1",
        fifteen("Q"),
        fifteen("R"),
        fifteen("b"),
        fifteen("n")
    ));
    edges.add(&format!(
        "4k3/8/8/8/8/8/8/4K3[{}{}] b - - 0 1",
        fifteen("P"),
        fifteen("p")
    ));
    edges.add(&format!(
        "8/8/8/8/8/8/8/8[{}{}{}{}] w - - 0 1",
        fifteen("P"),
        fifteen("N"),
        fifteen("B"),
        fifteen("q")
    ));
    edges.write(&out.join("chess-edges.txt"));
}
