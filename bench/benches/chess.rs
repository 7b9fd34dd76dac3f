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

use std::fmt::{Debug, Display, Write as _};
use std::hint::black_box;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, BenchmarkId, Criterion, criterion_group, criterion_main};
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

criterion_group!(benches, read, write);
criterion_main!(benches);
