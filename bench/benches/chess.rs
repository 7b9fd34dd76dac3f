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

use std::fmt::Write as _;
use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use pin_runtime::chess::Fen;

/// The FENs timed: the name in a benchmark id, the text, written back the
/// same by both crates (but for the order of crazyhouse pockets, which
/// `shakmaty` writes `P N B R Q`).
const INPUTS: [(&str, &str); 5] = [
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
        let theirs = shakmaty::fen::Fen::from_ascii(input.as_bytes()).expect("a FEN");
        assert_eq!(ours.to_string(), input);
        let written = theirs.to_string();
        assert_eq!(written.len(), input.len());
        assert_eq!(
            shakmaty::fen::Fen::from_ascii(written.as_bytes()),
            Ok(theirs.clone())
        );
        group.bench_function(BenchmarkId::new("ours", name), |b| {
            b.iter(|| {
                out.clear();
                write!(out, "{}", black_box(&ours)).map(|()| out.len())
            });
        });
        group.bench_function(BenchmarkId::new("shakmaty", name), |b| {
            b.iter(|| {
                out.clear();
                write!(out, "{}", black_box(&theirs)).map(|()| out.len())
            });
        });
    }
    group.finish();
}

criterion_group!(benches, read, write);
criterion_main!(benches);
