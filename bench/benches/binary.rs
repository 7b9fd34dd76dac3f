//! Lichess's binary FEN (`chess::Fen::to_binary` and `Fen::from_binary`),
//! ours against `shakmaty` 0.30's `PackedSetup`, timed in turns as
//! `rules.rs` times the rules: within one process, every round times a
//! batch of ours and a batch of shakmaty's, one after the other (the
//! order turned on every round), so both see the same load on a shared
//! machine; the ratio is taken per round.
//!
//! | operation | ours | shakmaty |
//! |---|---|---|
//! | `to_binary` | `Fen::to_binary` of a `Fen` read beforehand, its bytes folded into a checksum | `PackedSetup::pack_standard` of a `Setup` read beforehand (from its `Fen`), then `as_bytes`, folded alike |
//! | `from_binary` | `Fen::from_binary` of the bytes written beforehand, its turn and halfmove clock folded | `PackedSetup::try_from_bytes` of the same bytes, then `unpack_standard`, folded alike |
//!
//! The inputs: `middle`, the 145 middle-game positions of real games of
//! `bench/data/chess-middle-games.txt` (before moves 12 to 40), each in
//! turn; `distinct`, the 32,780 positions of
//! `bench/data/distinct-chess.fen.gz` (real games, test suites and random
//! games, every line distinct: see `bench/data/README.md`), each in turn;
//! and `repeated`, the first middle-game position as many times as
//! `middle` has, to show what repeating one input is worth. A batch goes
//! [`REPEAT`] times over `middle` and `repeated`, once over `distinct`.
//!
//! Before timing, both crates are held to each other on every position:
//! the same bytes written, and each reading of them the position written
//! (ours equal to the `Fen` read with its clocks, shakmaty's to its
//! `Setup`). A wrong fast path stops the benchmark instead of timing fast.
//!
//! Usage: `binary [ROUNDS]` (default 41). For every operation and input it
//! prints one tab-separated line: the operation, the input, the reference,
//! the unit (`position`), the positions of one pass, the median
//! nanoseconds per position of ours and of shakmaty, the median of the
//! per-round ratios (ours / shakmaty), its lowest and highest decile.
//! `bench/scripts/binary-ratios` runs it several times and prints the
//! table of `BENCHMARKS.md`.

use pin_bench::{decile, median};
use std::hint::black_box;
use std::io::Read as _;
use std::time::Instant;

use pin_runtime::chess::Fen;
use shakmaty::Setup;
use shakmaty::fen::Fen as TheirFen;
use shakmaty::packed::PackedSetup;

/// Positions of real games, each with the move its game played next (see
/// the file's header); the move is not used here.
const MIDDLE_GAMES: &str = include_str!("../data/chess-middle-games.txt");

/// The corpus of distinct positions, in `bench/data/`.
const DISTINCT: &str = "distinct-chess.fen.gz";

/// Passes over `middle` and `repeated` in a batch.
const REPEAT: usize = 40;

/// A timed batch: nanoseconds for the whole batch.
type Routine = Box<dyn Fn() -> f64>;

/// Times `f` once, in nanoseconds.
#[inline(never)]
fn time<R>(f: impl FnOnce() -> R) -> f64 {
    let start = Instant::now();
    black_box(f());
    start.elapsed().as_secs_f64() * 1e9
}

/// A position in both crates, and its bytes.
struct Position {
    ours: Fen,
    setup: Setup,
    bytes: Vec<u8>,
}

impl Position {
    /// Reads `text` with both crates, writes it with both, and holds
    /// them to each other.
    fn read(text: &'static str) -> Self {
        let ours = Fen::parse(text).unwrap_or_else(|error| panic!("{text}: {error}"));
        let setup = TheirFen::from_ascii(text.as_bytes())
            .unwrap_or_else(|error| panic!("{text}: {error}"))
            .into_setup();
        let theirs = PackedSetup::pack_standard(&setup)
            .unwrap_or_else(|error| panic!("{text}: {error}"))
            .as_bytes()
            .to_vec();
        let binary = ours
            .try_to_binary()
            .unwrap_or_else(|error| panic!("{text}: {error}"));
        assert_eq!(binary.as_bytes(), theirs, "{text}: the bytes");
        let read = Fen::from_binary(&theirs).unwrap_or_else(|error| panic!("{text}: {error}"));
        let clocked = ours.with_clocks(
            ours.halfmove_clock().unwrap_or(0),
            std::num::NonZeroU32::new(ours.fullmove_number().unwrap_or(1)).expect("from 1"),
        );
        assert_eq!(read, clocked, "{text}: ours read back");
        let unpacked = PackedSetup::try_from_bytes(&theirs)
            .expect("at most 64 bytes")
            .unpack_standard()
            .unwrap_or_else(|error| panic!("{text}: {error}"));
        assert_eq!(unpacked, setup, "{text}: shakmaty's read back");
        Self {
            ours,
            setup,
            bytes: theirs,
        }
    }
}

/// The bytes of a binary FEN folded into a number.
fn fold(bytes: &[u8]) -> u64 {
    let last = bytes.last().copied().unwrap_or(0);
    (bytes.len() as u64) << 8 | u64::from(last)
}

/// One operation on one input: ours and shakmaty's, timed in turn.
struct Group {
    operation: &'static str,
    input: &'static str,
    /// Positions in one pass.
    count: usize,
    /// Positions in a batch.
    units: usize,
    ours: Routine,
    theirs: Routine,
    /// Per round: ours, then shakmaty's, in nanoseconds per position.
    samples: Vec<[f64; 2]>,
}

impl Group {
    /// Times both routines once, in the order of `round`.
    fn round(&mut self, round: usize) {
        #[allow(clippy::cast_precision_loss, reason = "small counts")]
        let units = self.units as f64;
        let mut times = [0.0; 2];
        for step in 0..2 {
            let at = (round + step) % 2;
            let routine = if at == 0 { &self.ours } else { &self.theirs };
            times[at] = routine() / units;
        }
        self.samples.push(times);
    }
}

/// A routine over a list of positions, `passes` times.
fn batch(
    items: &'static [&'static Position],
    passes: usize,
    each: impl Fn(&Position) -> u64 + 'static,
) -> Routine {
    Box::new(move || {
        time(|| {
            let mut sum = 0u64;
            for _ in 0..passes {
                for item in black_box(items) {
                    sum = sum.wrapping_add(each(black_box(item)));
                }
            }
            sum
        })
    })
}

/// Both operations on one input.
fn groups_of(
    input: &'static str,
    items: &'static [&'static Position],
    passes: usize,
) -> [Group; 2] {
    let units = items.len() * passes;
    [
        Group {
            operation: "to_binary",
            input,
            count: items.len(),
            units,
            ours: batch(items, passes, |p| fold(p.ours.to_binary().as_bytes())),
            theirs: batch(items, passes, |p| {
                PackedSetup::pack_standard(&p.setup).map_or(0, |packed| fold(packed.as_bytes()))
            }),
            samples: Vec::new(),
        },
        Group {
            operation: "from_binary",
            input,
            count: items.len(),
            units,
            ours: batch(items, passes, |p| {
                Fen::from_binary(&p.bytes).map_or(0, |fen| {
                    u64::from(fen.turn().is_first()) + u64::from(fen.halfmove_clock().unwrap_or(0))
                })
            }),
            theirs: batch(items, passes, |p| {
                PackedSetup::try_from_bytes(&p.bytes)
                    .ok()
                    .and_then(|packed| packed.unpack_standard().ok())
                    .map_or(0, |setup| {
                        u64::from(setup.turn.is_white()) + u64::from(setup.halfmoves)
                    })
            }),
            samples: Vec::new(),
        },
    ]
}

/// Every group, after holding the crates to each other on every position.
fn groups() -> Vec<Group> {
    let middle: Vec<&'static Position> = MIDDLE_GAMES
        .lines()
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| {
            &*Box::leak(Box::new(Position::read(
                line.rsplit_once(' ').expect("a FEN and a move").0,
            )))
        })
        .collect();
    // The count the docs and BENCHMARKS.md give.
    assert_eq!(middle.len(), 145);
    let path = format!("{}/data/{DISTINCT}", env!("CARGO_MANIFEST_DIR"));
    let file = std::fs::File::open(&path).unwrap_or_else(|error| {
        panic!("{path}: {error} (bench/scripts/distinct-corpus writes it)")
    });
    let mut text = String::new();
    flate2::read::GzDecoder::new(file)
        .read_to_string(&mut text)
        .unwrap_or_else(|error| panic!("{path}: {error}"));
    let distinct: Vec<&'static Position> = text
        .leak()
        .lines()
        .map(|line| &*Box::leak(Box::new(Position::read(line))))
        .collect();
    assert_eq!(distinct.len(), 32_780);
    let repeated = vec![middle[0]; middle.len()];
    let mut groups = Vec::new();
    groups.extend(groups_of("middle", middle.leak(), REPEAT));
    groups.extend(groups_of("distinct", distinct.leak(), 1));
    groups.extend(groups_of("repeated", repeated.leak(), REPEAT));
    groups
}

fn main() {
    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|arg| arg.parse().ok())
        .unwrap_or(41);
    let mut groups = groups();
    for round in 0..rounds {
        for group in &mut groups {
            group.round(round);
        }
    }
    for group in &groups {
        let ours = median(group.samples.iter().map(|s| s[0]).collect());
        let theirs = median(group.samples.iter().map(|s| s[1]).collect());
        let ratios: Vec<f64> = group.samples.iter().map(|s| s[0] / s[1]).collect();
        println!(
            "{}\t{}\tshakmaty\tposition\t{}\t{ours:.3}\t{theirs:.3}\t{:.3}\t{:.3}\t{:.3}",
            group.operation,
            group.input,
            group.count,
            median(ratios.clone()),
            decile(ratios.clone(), 1),
            decile(ratios, 9),
        );
    }
}
