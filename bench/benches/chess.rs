//! Side-by-side benchmarks of chess FEN: this crate's `chess::Fen` against
//! `shakmaty` 0.30's `fen::Fen`, on the same inputs, in one run, each input
//! timed for ours then theirs.
//!
//! - `chess_read`: read a FEN (`Fen::parse` against `Fen::from_ascii`);
//! - `chess_write`: write a FEN read beforehand into a `String` that is
//!   reused (`Display` of both).
//!
//! `bench/scripts/chess-ratios` runs this several times and prints the
//! ratios.
//!
//! `chess interleaved [ROUNDS]` times the same pairs in pairs instead, as
//! `benches/interleaved.rs` times tokens: within one process, every round
//! times a batch of ours and then a batch of theirs on the same input (the
//! other order on every other round), so both halves of a pair see the
//! same load on a shared machine, where criterion's routines, timed seconds
//! apart, do not. Besides the six inputs, `four` writes (or reads) the
//! first four in turn, a batch going through them, so that no branch
//! learns one position. For every operation and input it prints one
//! tab-separated line: the operation, the input, the median nanoseconds
//! per call of ours and of theirs, and the median of the per-round ratios
//! (ours / theirs). `bench/scripts/chess-interleaved` runs it several
//! times and prints the tables of `BENCHMARKS.md`.

use pin_bench::median;
use std::fmt::{Debug, Display, Write as _};
use std::hint::black_box;
use std::time::Instant;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, BenchmarkId, Criterion, criterion_group};
use pin_runtime::chess::Fen;

/// The FENs timed: the name in a benchmark id, the text, written back the
/// same by both crates (but for the order of crazyhouse pockets, which
/// `shakmaty` writes `P N B R Q`). The last is an EPD position (four fields,
/// no clocks), which `shakmaty` writes back with its `Epd`.
const INPUTS: [(&str, &str); 6] = [
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        "e4",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ),
    ("endgame", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
    (
        "crazyhouse",
        "r1bqk2r/pppp1ppp/2n2n2/4p3/1bB1P3/2N2N2/PPPP1PPP/R1BQK2R[QRBNPPqrbnnp] w KQkq - 4 5",
    ),
    (
        "epd",
        "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - -",
    ),
];

fn read(c: &mut Criterion) {
    let mut group = c.benchmark_group("chess_read");
    for (name, input) in INPUTS {
        group.bench_function(BenchmarkId::new("ours", name), |b| {
            b.iter(|| Fen::parse(black_box(input)));
        });
        group.bench_function(BenchmarkId::new("shakmaty", name), |b| {
            b.iter(|| shakmaty::fen::Fen::from_ascii(black_box(input.as_bytes())));
        });
    }
    group.finish();
}

fn write(c: &mut Criterion) {
    let mut group = c.benchmark_group("chess_write");
    let mut out = String::with_capacity(256);
    for (name, input) in INPUTS {
        let ours = Fen::parse(input).expect("a FEN");
        assert_eq!(ours.to_string(), input);
        let theirs = shakmaty::fen::Fen::from_ascii(input.as_bytes()).expect("a FEN");
        // `shakmaty` writes a position without clocks with its `Epd`.
        if ours.halfmove_clock().is_some() {
            write_both(&mut group, &mut out, (name, &ours), &theirs, |text| {
                shakmaty::fen::Fen::from_ascii(text.as_bytes())
            });
        } else {
            let theirs = shakmaty::fen::Epd::from_fen(theirs);
            write_both(&mut group, &mut out, (name, &ours), &theirs, |text| {
                shakmaty::fen::Epd::from_ascii(text.as_bytes())
            });
        }
    }
    group.finish();
}

/// Times writing `ours` then `theirs` under `name`, after checking that
/// `theirs` writes a text as long as ours that `read` reads back the same.
fn write_both<T, E>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    out: &mut String,
    (name, ours): (&str, &Fen),
    theirs: &T,
    read: impl Fn(&str) -> Result<T, E>,
) where
    T: Clone + Display + PartialEq + Debug,
    E: Debug + PartialEq,
{
    let written = theirs.to_string();
    assert_eq!(written.len(), ours.to_string().len());
    assert_eq!(read(&written), Ok(theirs.clone()));
    group.bench_function(BenchmarkId::new("ours", name), |b| {
        b.iter(|| {
            out.clear();
            write!(out, "{}", black_box(ours)).map(|()| out.len())
        });
    });
    group.bench_function(BenchmarkId::new("shakmaty", name), |b| {
        b.iter(|| {
            out.clear();
            write!(out, "{}", black_box(theirs)).map(|()| out.len())
        });
    });
}

/// Calls per timed batch of the interleaved runs: about 25 to 100 µs.
const CALLS: usize = 400;

/// Nanoseconds per call of `f`, called [`CALLS`] times. Never inlined, so
/// that both crates' routines are timed in loops of the same shape.
#[inline(never)]
fn batch(f: &mut dyn FnMut()) -> f64 {
    let start = Instant::now();
    for _ in 0..CALLS {
        f();
    }
    #[allow(clippy::cast_precision_loss, reason = "a small count")]
    let calls = CALLS as f64;
    start.elapsed().as_secs_f64() * 1e9 / calls
}

/// Times `ours` and `theirs` in pairs over `rounds` rounds (ours first on
/// even rounds) and prints the line of the module's docs.
fn pair(
    operation: &str,
    name: &str,
    rounds: usize,
    ours: &mut dyn FnMut(),
    theirs: &mut dyn FnMut(),
) {
    let mut samples = Vec::with_capacity(rounds);
    // A first round to warm caches and predictors, not kept.
    for round in 0..=rounds {
        let (a, b) = if round % 2 == 0 {
            let a = batch(ours);
            (a, batch(theirs))
        } else {
            let b = batch(theirs);
            (batch(ours), b)
        };
        if round > 0 {
            samples.push((a, b));
        }
    }
    let ours = median(samples.iter().map(|s| s.0).collect());
    let theirs = median(samples.iter().map(|s| s.1).collect());
    let ratio = median(samples.iter().map(|s| s.0 / s.1).collect());
    println!("{operation}\t{name}\t{ours:.2}\t{theirs:.2}\t{ratio:.3}");
}

/// A position as `shakmaty` writes it back: its `Fen`, or its `Epd` for
/// a FEN of four fields.
enum Theirs {
    Fen(shakmaty::fen::Fen),
    Epd(shakmaty::fen::Epd),
}

impl Theirs {
    /// Writes the position into `out`, with `Display` of the type itself
    /// (no call through a `dyn Display`, as ours has none).
    fn write(&self, out: &mut String) -> std::fmt::Result {
        match self {
            Self::Fen(fen) => write!(out, "{}", black_box(fen)),
            Self::Epd(epd) => write!(out, "{}", black_box(epd)),
        }
    }
}

/// The interleaved runs: reads, then writes, of every input and of the
/// first four in turn.
fn interleaved(rounds: usize) {
    let mut out = String::with_capacity(256);
    let mut written: Vec<(&str, Fen, Theirs)> = Vec::new();
    for (name, input) in INPUTS {
        let ours = Fen::parse(input).expect("a FEN");
        assert_eq!(ours.to_string(), input);
        let theirs = shakmaty::fen::Fen::from_ascii(input.as_bytes()).expect("a FEN");
        // `shakmaty` writes a position without clocks with its `Epd`.
        let theirs = if ours.halfmove_clock().is_some() {
            Theirs::Fen(theirs)
        } else {
            Theirs::Epd(shakmaty::fen::Epd::from_fen(theirs))
        };
        let mut text = String::new();
        theirs.write(&mut text).expect("a FEN written");
        assert_eq!(text.len(), input.len());
        written.push((name, ours, theirs));
    }
    let four = &written[..4];
    for (name, input) in INPUTS {
        pair(
            "read",
            name,
            rounds,
            &mut || {
                black_box(Fen::parse(black_box(input)).is_ok());
            },
            &mut || {
                black_box(shakmaty::fen::Fen::from_ascii(black_box(input.as_bytes())).is_ok());
            },
        );
    }
    let mut turn = 0;
    let mut their_turn = 0;
    pair(
        "read",
        "four",
        rounds,
        &mut || {
            turn = (turn + 1) % 4;
            black_box(Fen::parse(black_box(INPUTS[turn].1)).is_ok());
        },
        &mut || {
            their_turn = (their_turn + 1) % 4;
            let input = INPUTS[their_turn].1.as_bytes();
            black_box(shakmaty::fen::Fen::from_ascii(black_box(input)).is_ok());
        },
    );
    let mut their_out = String::with_capacity(256);
    for (name, ours, theirs) in &written {
        pair(
            "write",
            name,
            rounds,
            &mut || {
                out.clear();
                let _ = black_box(write!(out, "{}", black_box(ours)).map(|()| out.len()));
            },
            &mut || {
                their_out.clear();
                let _ = black_box(theirs.write(&mut their_out).map(|()| their_out.len()));
            },
        );
    }
    pair(
        "write",
        "four",
        rounds,
        &mut || {
            turn = (turn + 1) % 4;
            out.clear();
            let _ = black_box(write!(out, "{}", black_box(&four[turn].1)).map(|()| out.len()));
        },
        &mut || {
            their_turn = (their_turn + 1) % 4;
            their_out.clear();
            let theirs = &four[their_turn].2;
            let _ = black_box(theirs.write(&mut their_out).map(|()| their_out.len()));
        },
    );
}

criterion_group!(benches, read, write);

fn main() {
    let mut args = std::env::args().skip(1);
    if args.any(|arg| arg == "interleaved") {
        let rounds = args.find_map(|arg| arg.parse().ok()).unwrap_or(200);
        interleaved(rounds);
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
