//! Side-by-side benchmarks of the shogi and xiangqi bridges: SFEN read and
//! written by this crate and by the `shogi` crate 0.12 on the same inputs,
//! interleaved in one run; xiangqi FEN read and written by this crate
//! alone (no reference crate).
//!
//! - `sfen_read`: ours `shogi::Sfen::parse`, a whole position by value;
//!   theirs `Position::new` then `set_sfen`.
//! - `sfen_write`: an SFEN read beforehand written as a new `String`: ours
//!   `to_string`, theirs `to_sfen`.
//! - `xiangqi_read`, `xiangqi_write`: ours only.
//!
//! `bench/scripts/sfen-ratios` runs this several times and prints the
//! ratios.

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use pin_runtime::shogi::Sfen;
use pin_runtime::xiangqi::Fen;

/// The SFENs timed: the name in a benchmark id, the text (canonical, so
/// both crates write back the same bytes).
const SFENS: [(&str, &str); 4] = [
    (
        "start",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    ),
    (
        "hands",
        "lnsgk2nl/1r4gs1/p1pppp1pp/1p4p2/7P1/2P6/PP1PPPP1P/1SG4R1/LN2KGSNL b Bb 13",
    ),
    (
        "promoted",
        "lnsgk+Lpnl/1p5+B1/p1+Pps1ppp/9/9/9/P+r1PPpPPP/1R7/LNSGKGSN1 w BGP2p 1024",
    ),
    ("tsume", "8k/9/8P/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1"),
];

/// The xiangqi FENs timed.
const FENS: [(&str, &str); 2] = [
    (
        "start",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    ),
    (
        "middle",
        "r1bakab1r/9/1cn4cn/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 4 3",
    ),
];

/// Reads an SFEN with the `shogi` crate, as its users do.
fn theirs_read(input: &str) -> Option<shogi::Position> {
    let mut position = shogi::Position::new();
    position.set_sfen(input).ok().map(|()| position)
}

fn read(c: &mut Criterion) {
    shogi::bitboard::Factory::init();
    let mut group = c.benchmark_group("sfen_read");
    for (name, input) in SFENS {
        group.bench_function(BenchmarkId::new("ours", name), |b| {
            b.iter(|| Sfen::parse(black_box(input)));
        });
        group.bench_function(BenchmarkId::new("shogi", name), |b| {
            b.iter(|| theirs_read(black_box(input)));
        });
    }
    group.finish();
}

fn write(c: &mut Criterion) {
    shogi::bitboard::Factory::init();
    let mut group = c.benchmark_group("sfen_write");
    for (name, input) in SFENS {
        let ours = Sfen::parse(input).expect("valid SFEN");
        let theirs = theirs_read(input).expect("valid SFEN");
        assert_eq!(ours.to_string(), input);
        assert_eq!(theirs.to_sfen(), input);
        group.bench_function(BenchmarkId::new("ours", name), |b| {
            b.iter(|| black_box(&ours).to_string());
        });
        group.bench_function(BenchmarkId::new("shogi", name), |b| {
            b.iter(|| black_box(&theirs).to_sfen());
        });
    }
    group.finish();
}

fn xiangqi(c: &mut Criterion) {
    let mut group = c.benchmark_group("xiangqi_read");
    for (name, input) in FENS {
        group.bench_function(BenchmarkId::new("ours", name), |b| {
            b.iter(|| Fen::parse(black_box(input)));
        });
    }
    group.finish();
    let mut group = c.benchmark_group("xiangqi_write");
    for (name, input) in FENS {
        let fen = Fen::parse(input).expect("valid xiangqi FEN");
        assert_eq!(fen.to_string(), input);
        group.bench_function(BenchmarkId::new("ours", name), |b| {
            b.iter(|| black_box(&fen).to_string());
        });
    }
    group.finish();
}

criterion_group!(benches, read, write, xiangqi);
criterion_main!(benches);
