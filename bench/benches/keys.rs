//! Position keys and Polyglot books, ours against `shakmaty` 0.30, timed in
//! pairs as `interleaved.rs` times tokens: within one process every round
//! times a batch of ours and then a batch of theirs (the other order on
//! every other round of each placement), at four placements of the loops in
//! the code, so both halves of a pair see the same load on a shared
//! machine.
//!
//! | operation | ours | theirs |
//! |---|---|---|
//! | `polyglot` | `chess::Fen::polyglot_key` | `shakmaty`'s `zobrist_hash::<Zobrist64>(EnPassantMode::PseudoLegal)` of the same position (its Polyglot key) |
//! | `key_shogi` | `Position::key` of a shogi middle game with pieces in both hands | `shakmaty`'s Polyglot key of the chess middle game (`kiwipete`) |
//! | `key_shogi_varied` | `Position::key` of 152 middle games of real shogi games, each with a piece in hand, in turn | `shakmaty`'s Polyglot key of 145 middle games of real chess games, in turn |
//! | `book_get` | `Book::get` in a book of 100,000 entries, its entries summed | `partition_point` over the book's keys decoded into a `Vec<u64>` beforehand, then the same scan |
//!
//! `polyglot` runs on three inputs: `kiwipete`, a middle game; `mixed`, a
//! different position on every call, cycling through the 94 positions one
//! move after two middle games (so that no branch predictor learns one
//! board); `e4`, the start after 1. e4 (an en-passant square, no pawn
//! beside it). `key_shogi_varied` keys a different position on every
//! call, cycling through `bench/data/shogi-middle-games.txt` (SFENs,
//! positions before moves 40 to 100) and `bench/data/chess-middle-games.txt`
//! (FENs, positions before moves 12 to 40). `book_get` draws a key per call
//! from 1,024, half of them in the book.
//!
//! Usage: `keys [ROUNDS]` (default 100) prints one tab-separated line per
//! pair: the operation, the input, the median nanoseconds per call of ours
//! and of theirs, the median of the per-round ratios (ours / theirs), the
//! lowest and the highest of the per-placement medians.
//! `bench/scripts/keys-ratios` runs it several times and prints the tables
//! of `BENCHMARKS.md`; `bench/scripts/keys-builds` runs copies of it built
//! from different trees one after the other, to compare our own times
//! across builds (the reference's moves with where the linker puts it).
//!
//! `keys count ROUTINE` instead calls one routine a million times, for
//! valgrind's callgrind (`bench/scripts/keys-instructions`): `loop`,
//! `ours-polyglot`, `theirs-polyglot`, `ours-key-shogi`,
//! `ours-key-shogi-varied`, `theirs-polyglot-varied`, `ours-book-get`,
//! `theirs-book-get`.

use pin_bench::median;
use std::hint::black_box;
use std::time::Instant;

use pin_runtime::chess::Fen;
use pin_runtime::chess::polyglot::Book;
use pin_runtime::shogi::Sfen;
use pin_runtime::{Board, Position, Side};
use shakmaty::zobrist::Zobrist64;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position as _};

/// Calls per timed batch.
const CALLS: u32 = 20_000;

/// How many copies of each timed loop the binary holds (see [`batch`]).
const COPIES: usize = 4;

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const POSITION_6: &str = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/3P1N1P/PPP1NPP1/R4RK1 w - - 0 10";
const E4: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
/// A shogi middle game, pieces in both hands (the example of the FEEN
/// section of the notation's reference): 39 pieces on the board, 5 in hand.
const SHOGI: &str =
    "ln3k^1nl/1r1sg1gb1/p1pppp1pp/1p4p2/9/2P3+P2/PP1PPP1PP/1+B3S1R1/LNSGK^G1NL 2PS/bp s/S";

/// Positions of real shogi games, each with a piece in hand (see the
/// file's header).
const SHOGI_MIDDLE_GAMES: &str = include_str!("../data/shogi-middle-games.txt");
/// Positions of real chess games, each with the move played next (see the
/// file's header).
const CHESS_MIDDLE_GAMES: &str = include_str!("../data/chess-middle-games.txt");
/// The positions of [`SHOGI_MIDDLE_GAMES`]: a constant, so that `i % n`
/// compiles to multiplications rather than a division (as `i % PROBES` to
/// a mask).
const SHOGI_VARIED: usize = 152;
/// The positions of [`CHESS_MIDDLE_GAMES`], likewise.
const CHESS_VARIED: usize = 145;

/// Entries of the large book.
const BOOK_ENTRIES: usize = 100_000;
/// Keys looked up, cycled through.
const PROBES: usize = 1_024;

/// Nanoseconds per call of `routine` over one batch, call `i` given `i`.
/// Never inlined, so each routine is timed in the same loop; `PAD` copies
/// differ only in `3 × PAD` stores before it, which move the loop within
/// the cache lines (see `interleaved.rs`).
#[inline(never)]
fn batch<const PAD: usize, R>(routine: impl Fn(usize) -> R) -> f64 {
    for pad in 0..3 * PAD {
        black_box(pad);
    }
    let start = Instant::now();
    for i in 0..CALLS as usize {
        black_box(routine(black_box(i)));
    }
    start.elapsed().as_secs_f64() * 1e9 / f64::from(CALLS)
}

/// A timed batch of one routine.
type Routine = Box<dyn Fn() -> f64>;

/// The [`COPIES`] placements of a routine, each a loop of its own.
macro_rules! copies {
    ($routine:expr) => {{
        let routine = $routine;
        [
            Box::new({
                let routine = routine.clone();
                move || batch::<0, _>(&routine)
            }) as Routine,
            Box::new({
                let routine = routine.clone();
                move || batch::<1, _>(&routine)
            }),
            Box::new({
                let routine = routine.clone();
                move || batch::<2, _>(&routine)
            }),
            Box::new(move || batch::<3, _>(&routine)),
        ]
    }};
}

/// One operation on one input: both routines, timed in pairs.
struct Pair {
    operation: &'static str,
    input: &'static str,
    ours: [Routine; COPIES],
    theirs: [Routine; COPIES],
    /// Per round: the copy timed, ours, theirs (ns per call).
    samples: Vec<(usize, f64, f64)>,
}

impl Pair {
    /// Times copy `round % COPIES` of both routines, ours first on even
    /// rounds of that copy.
    fn round(&mut self, round: usize) {
        let copy = round % COPIES;
        let (ours, theirs) = (&self.ours[copy], &self.theirs[copy]);
        let (ours, theirs) = if (round / COPIES).is_multiple_of(2) {
            let ours = ours();
            (ours, theirs())
        } else {
            let theirs = theirs();
            (ours(), theirs)
        };
        self.samples.push((copy, ours, theirs));
    }
}

/// A FEN read by both crates.
fn both(fen: &str) -> (Fen, Chess) {
    let ours = Fen::parse(fen).expect("a FEN");
    let theirs = shakmaty::fen::Fen::from_ascii(fen.as_bytes())
        .expect("a FEN")
        .into_position(CastlingMode::Standard)
        .expect("a legal position");
    (ours, theirs)
}

/// shakmaty's Polyglot key.
fn polyglot(chess: &Chess) -> u64 {
    chess
        .zobrist_hash::<Zobrist64>(EnPassantMode::PseudoLegal)
        .0
}

/// The positions one legal move after each of `fens`, read by both.
fn children(fens: &[&str]) -> (Vec<Fen>, Vec<Chess>) {
    let mut ours = Vec::new();
    let mut theirs = Vec::new();
    for fen in fens {
        let (_, chess) = both(fen);
        for m in chess.legal_moves() {
            let child = chess.clone().play(m).expect("a legal move");
            let text = shakmaty::fen::Fen::from_position(&child, EnPassantMode::Always).to_string();
            let (fen, chess) = both(&text);
            assert_eq!(fen.polyglot_key(), polyglot(&chess), "{text}");
            ours.push(fen);
            theirs.push(chess);
        }
    }
    (ours, theirs)
}

/// The lines of a data file, its `#` header left out.
fn data_lines(text: &'static str) -> impl Iterator<Item = &'static str> {
    text.lines()
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
}

/// The shogi positions of [`SHOGI_MIDDLE_GAMES`], each read as SFEN and
/// written back alike, each with a piece in hand.
fn shogi_middle_games() -> Vec<Position<Board<9, 9>>> {
    let positions: Vec<_> = data_lines(SHOGI_MIDDLE_GAMES)
        .map(|line| {
            let sfen = Sfen::parse(line).expect("an SFEN");
            assert_eq!(sfen.to_string(), line);
            let position = sfen.into_position();
            assert!(
                position.hand(Side::First).total() + position.hand(Side::Second).total() > 0,
                "{line}"
            );
            position
        })
        .collect();
    assert_eq!(positions.len(), SHOGI_VARIED);
    positions
}

/// The chess positions of [`CHESS_MIDDLE_GAMES`] (their moves left out),
/// read by shakmaty, each with the key ours gives.
fn chess_middle_games() -> Vec<Chess> {
    let positions: Vec<_> = data_lines(CHESS_MIDDLE_GAMES)
        .map(|line| {
            let (fen, _) = line.rsplit_once(' ').expect("a FEN and a move");
            let (ours, theirs) = both(fen);
            assert_eq!(ours.polyglot_key(), polyglot(&theirs), "{fen}");
            theirs
        })
        .collect();
    assert_eq!(positions.len(), CHESS_VARIED);
    positions
}

/// A `SplitMix64` step, for the book's keys.
fn next(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The bytes of a book of [`BOOK_ENTRIES`] entries (keys drawn at random,
/// one to four entries each, sorted), and [`PROBES`] keys to look up, half
/// of them in the book.
fn large_book() -> (Vec<u8>, Vec<u64>) {
    let mut state = 24;
    let mut keys = Vec::with_capacity(BOOK_ENTRIES);
    while keys.len() < BOOK_ENTRIES {
        let key = next(&mut state);
        for _ in 0..=(next(&mut state) % 4) {
            keys.push(key);
        }
    }
    keys.truncate(BOOK_ENTRIES);
    keys.sort_unstable();
    let mut bytes = Vec::with_capacity(16 * BOOK_ENTRIES);
    for (i, key) in keys.iter().enumerate() {
        bytes.extend(key.to_be_bytes());
        bytes.extend(u16::try_from(i % 4096).unwrap().to_be_bytes());
        bytes.extend(u16::try_from(i % 65_536).unwrap().to_be_bytes());
        bytes.extend(0_u32.to_be_bytes());
    }
    let probes = (0..PROBES)
        .map(|i| {
            if i % 2 == 0 {
                keys[usize::try_from(next(&mut state) % BOOK_ENTRIES as u64).unwrap()]
            } else {
                next(&mut state)
            }
        })
        .collect();
    (bytes, probes)
}

/// The weights of the entries of `key` summed, as an engine reads them:
/// ours.
fn ours_lookup(book: &Book<'_>, key: u64) -> u32 {
    book.get(key).map(|entry| u32::from(entry.weight())).sum()
}

/// The same with the keys decoded beforehand into a sorted `Vec<u64>`:
/// `partition_point`, then the entries read from the bytes.
fn theirs_lookup(keys: &[u64], bytes: &[u8], key: u64) -> u32 {
    let first = keys.partition_point(|&k| k < key);
    let mut sum = 0;
    let mut i = first;
    while i < keys.len() && keys[i] == key {
        sum += u32::from(u16::from_be_bytes([bytes[16 * i + 10], bytes[16 * i + 11]]));
        i += 1;
    }
    sum
}

/// The inputs, built once and leaked, so the routines borrow them for the
/// whole run.
struct Inputs {
    kiwipete: (Fen, Chess),
    e4: (Fen, Chess),
    mixed: (Vec<Fen>, Vec<Chess>),
    shogi: Position<Board<9, 9>>,
    shogi_varied: Vec<Position<Board<9, 9>>>,
    chess_varied: Vec<Chess>,
    book: Book<'static>,
    keys: Vec<u64>,
    bytes: &'static [u8],
    probes: Vec<u64>,
}

fn inputs() -> &'static Inputs {
    let (bytes, probes) = large_book();
    let bytes: &'static [u8] = Vec::leak(bytes);
    let book = Book::new(bytes).expect("a sorted book");
    let keys = book.iter().map(|entry| entry.key()).collect();
    let shogi = SHOGI.parse().expect("a shogi position");
    Box::leak(Box::new(Inputs {
        kiwipete: both(KIWIPETE),
        e4: both(E4),
        mixed: children(&[KIWIPETE, POSITION_6]),
        shogi,
        shogi_varied: shogi_middle_games(),
        chess_varied: chess_middle_games(),
        book,
        keys,
        bytes,
        probes,
    }))
}

fn pairs(inputs: &'static Inputs) -> Vec<Pair> {
    let pair = |operation, input, ours, theirs| Pair {
        operation,
        input,
        ours,
        theirs,
        samples: Vec::new(),
    };
    let (fen, chess) = (&inputs.kiwipete.0, &inputs.kiwipete.1);
    let (e4, e4_chess) = (&inputs.e4.0, &inputs.e4.1);
    let (fens, chesses) = (&inputs.mixed.0, &inputs.mixed.1);
    let n = fens.len();
    let shogi = &inputs.shogi;
    let (shogi_varied, chess_varied) = (&inputs.shogi_varied, &inputs.chess_varied);
    let (book, keys, bytes, probes) = (&inputs.book, &inputs.keys, inputs.bytes, &inputs.probes);
    vec![
        pair(
            "polyglot",
            "kiwipete",
            copies!(move |_| black_box(fen).polyglot_key()),
            copies!(move |_| polyglot(black_box(chess))),
        ),
        pair(
            "polyglot",
            "mixed",
            copies!(move |i: usize| fens[i % n].polyglot_key()),
            copies!(move |i: usize| polyglot(&chesses[i % n])),
        ),
        pair(
            "polyglot",
            "e4",
            copies!(move |_| black_box(e4).polyglot_key()),
            copies!(move |_| polyglot(black_box(e4_chess))),
        ),
        pair(
            "key_shogi",
            "shogi / kiwipete",
            copies!(move |_| black_box(shogi).key()),
            copies!(move |_| polyglot(black_box(chess))),
        ),
        pair(
            "key_shogi_varied",
            "shogi / chess middle games",
            copies!(move |i: usize| shogi_varied[i % SHOGI_VARIED].key()),
            copies!(move |i: usize| polyglot(&chess_varied[i % CHESS_VARIED])),
        ),
        pair(
            "book_get",
            "100,000 entries",
            copies!(move |i: usize| ours_lookup(book, probes[i % PROBES])),
            copies!(move |i: usize| theirs_lookup(keys, bytes, probes[i % PROBES])),
        ),
    ]
}

/// Calls `routine` a million times, for counting instructions.
fn count(inputs: &'static Inputs, routine: &str) {
    const CALLS: usize = 1_000_000;
    let (fen, chess) = (&inputs.kiwipete.0, &inputs.kiwipete.1);
    match routine {
        "loop" => (0..CALLS).for_each(|i| {
            black_box(black_box(i));
        }),
        "ours-polyglot" => (0..CALLS).for_each(|_| {
            black_box(black_box(fen).polyglot_key());
        }),
        "theirs-polyglot" => (0..CALLS).for_each(|_| {
            black_box(polyglot(black_box(chess)));
        }),
        "ours-key-shogi" => (0..CALLS).for_each(|_| {
            black_box(black_box(&inputs.shogi).key());
        }),
        "ours-key-shogi-varied" => (0..CALLS).for_each(|i| {
            black_box(inputs.shogi_varied[black_box(i) % SHOGI_VARIED].key());
        }),
        "theirs-polyglot-varied" => (0..CALLS).for_each(|i| {
            black_box(polyglot(&inputs.chess_varied[black_box(i) % CHESS_VARIED]));
        }),
        "ours-book-get" => (0..CALLS).for_each(|i| {
            black_box(ours_lookup(
                &inputs.book,
                inputs.probes[black_box(i) % PROBES],
            ));
        }),
        "theirs-book-get" => (0..CALLS).for_each(|i| {
            let probe = inputs.probes[black_box(i) % PROBES];
            black_box(theirs_lookup(&inputs.keys, inputs.bytes, probe));
        }),
        other => panic!("no routine {other}"),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let inputs = inputs();
    if let [command, routine] = args.as_slice() {
        if command == "count" {
            count(inputs, routine);
            return;
        }
    }
    // `cargo bench` passes `--bench`; a number is the count of rounds.
    let rounds = args
        .iter()
        .find_map(|arg| arg.parse::<usize>().ok())
        .unwrap_or(100);
    let mut pairs = pairs(inputs);
    // A first pass over every copy to warm caches and predictors, not kept.
    for pair in &mut pairs {
        for copy in 0..COPIES {
            pair.round(copy);
        }
        pair.samples.clear();
    }
    for round in 0..rounds {
        for pair in &mut pairs {
            pair.round(round);
        }
    }
    for pair in pairs {
        let ours = median(pair.samples.iter().map(|s| s.1).collect());
        let theirs = median(pair.samples.iter().map(|s| s.2).collect());
        let ratio = median(pair.samples.iter().map(|s| s.1 / s.2).collect());
        let placements: Vec<f64> = (0..COPIES)
            .map(|copy| {
                median(
                    pair.samples
                        .iter()
                        .filter(|s| s.0 == copy)
                        .map(|s| s.1 / s.2)
                        .collect(),
                )
            })
            .collect();
        let lowest = placements.iter().copied().fold(f64::INFINITY, f64::min);
        let highest = placements.iter().copied().fold(0.0, f64::max);
        println!(
            "{}\t{}\t{ours:.3}\t{theirs:.3}\t{ratio:.3}\t{lowest:.3}\t{highest:.3}",
            pair.operation, pair.input
        );
    }
}
