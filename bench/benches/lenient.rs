//! What reading real files leniently costs: each bridge's `parse_lenient`
//! against its strict `parse`, on a canonical text (which the lenient reader
//! reads with the strict one, then stops) and on a text it repairs (which it
//! rewrites in a fixed buffer, then reads with the strict one), and, for
//! chess, `shakmaty` 0.30's strict `Fen::from_ascii` of the canonical text
//! as a reference.
//!
//! `cargo bench -p pin-bench --bench lenient`; the figures are in
//! BENCHMARKS.md.

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use pin_runtime::{chess, shogi, xiangqi};

/// A game's canonical text and a messier form of the same position, as
/// real files and engines write it.
struct Input {
    game: &'static str,
    canonical: &'static str,
    messy: &'static str,
}

const INPUTS: [Input; 3] = [
    Input {
        game: "chess",
        canonical: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        // A `position fen` prefix, two spaces, a tab and a carriage return.
        messy: "position fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R  w\tKQkq - 0 1\r",
    },
    Input {
        game: "shogi",
        canonical: "ln3k1nl/1r1sg1gb1/p1pppp1pp/1p4p2/9/2P3+P2/PP1PPP1PP/1+B3S1R1/LNSGKG1NL w S2Pbp 24",
        // USI's `sfen` keyword, the count 1 written out and no move number
        // (read as absent, not as 1).
        messy: "sfen ln3k1nl/1r1sg1gb1/p1pppp1pp/1p4p2/9/2P3+P2/PP1PPP1PP/1+B3S1R1/LNSGKG1NL w 1S2Pbp",
    },
    Input {
        game: "xiangqi",
        canonical: "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        // The board and side alone (read without clocks).
        messy: "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
    },
];

fn lenient(c: &mut Criterion) {
    let mut group = c.benchmark_group("lenient");
    for input in &INPUTS {
        let Input {
            game,
            canonical,
            messy,
        } = *input;
        match game {
            "chess" => {
                let (read, repairs) = chess::Fen::parse_lenient(messy).expect("repaired");
                assert_eq!(read.to_string(), canonical);
                assert!(!repairs.is_empty());
                group.bench_function(BenchmarkId::new("strict", game), |b| {
                    b.iter(|| chess::Fen::parse(black_box(canonical)));
                });
                group.bench_function(BenchmarkId::new("lenient_canonical", game), |b| {
                    b.iter(|| chess::Fen::parse_lenient(black_box(canonical)));
                });
                group.bench_function(BenchmarkId::new("lenient_repaired", game), |b| {
                    b.iter(|| chess::Fen::parse_lenient(black_box(messy)));
                });
                group.bench_function(BenchmarkId::new("shakmaty_strict", game), |b| {
                    b.iter(|| shakmaty::fen::Fen::from_ascii(black_box(canonical.as_bytes())));
                });
            }
            "shogi" => {
                let (read, repairs) = shogi::Sfen::parse_lenient(messy).expect("repaired");
                assert_eq!(read.to_string(), canonical.trim_end_matches(" 24"));
                assert!(!repairs.is_empty());
                group.bench_function(BenchmarkId::new("strict", game), |b| {
                    b.iter(|| shogi::Sfen::parse(black_box(canonical)));
                });
                group.bench_function(BenchmarkId::new("lenient_canonical", game), |b| {
                    b.iter(|| shogi::Sfen::parse_lenient(black_box(canonical)));
                });
                group.bench_function(BenchmarkId::new("lenient_repaired", game), |b| {
                    b.iter(|| shogi::Sfen::parse_lenient(black_box(messy)));
                });
            }
            _ => {
                let (read, repairs) = xiangqi::Fen::parse_lenient(messy).expect("repaired");
                assert_eq!(read.to_string(), canonical.trim_end_matches(" 0 1"));
                assert!(!repairs.is_empty());
                group.bench_function(BenchmarkId::new("strict", game), |b| {
                    b.iter(|| xiangqi::Fen::parse(black_box(canonical)));
                });
                group.bench_function(BenchmarkId::new("lenient_canonical", game), |b| {
                    b.iter(|| xiangqi::Fen::parse_lenient(black_box(canonical)));
                });
                group.bench_function(BenchmarkId::new("lenient_repaired", game), |b| {
                    b.iter(|| xiangqi::Fen::parse_lenient(black_box(messy)));
                });
            }
        }
    }
    group.finish();
}

criterion_group!(benches, lenient);
criterion_main!(benches);
