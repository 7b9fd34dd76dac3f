//! The derived `from_pin` of `#[derive(Pieces)]`, a load from a table
//! indexed by `Pin::index`, against a hand-written `match` of `pin!`
//! patterns on the same enum, on the same inputs, in one run. The enum's
//! variants list several tokens each, as a chess engine's twelve pieces do.
//!
//! Each routine converts a whole slice of tokens: every PIN token in a
//! shuffled order (18 of the 312 are mapped), and the 64 pieces of a
//! chess game's opening position, all mapped. The two functions are first
//! checked to agree on every token.

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use pin_runtime::{Pieces, Pin, pin};

/// A chess engine's twelve pieces, reading FEEN's marks as the plain piece:
/// `-` on a rook that may still castle, `+` on a pawn that may still step
/// twice, `-` on a pawn just passed en passant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
enum Piece {
    #[pin("K^")]
    WhiteKing,
    #[pin("Q")]
    WhiteQueen,
    #[pin("R", "-R")]
    WhiteRook,
    #[pin("B")]
    WhiteBishop,
    #[pin("N")]
    WhiteKnight,
    #[pin("P", "+P", "-P")]
    WhitePawn,
    #[pin("k^")]
    BlackKing,
    #[pin("q")]
    BlackQueen,
    #[pin("r", "-r")]
    BlackRook,
    #[pin("b")]
    BlackBishop,
    #[pin("n")]
    BlackKnight,
    #[pin("p", "+p", "-p")]
    BlackPawn,
}

/// The same mapping written by hand, as engines do without the derive.
fn by_match(pin: Pin) -> Option<Piece> {
    match pin {
        pin!("K^") => Some(Piece::WhiteKing),
        pin!("Q") => Some(Piece::WhiteQueen),
        pin!("R") | pin!("-R") => Some(Piece::WhiteRook),
        pin!("B") => Some(Piece::WhiteBishop),
        pin!("N") => Some(Piece::WhiteKnight),
        pin!("P") | pin!("+P") | pin!("-P") => Some(Piece::WhitePawn),
        pin!("k^") => Some(Piece::BlackKing),
        pin!("q") => Some(Piece::BlackQueen),
        pin!("r") | pin!("-r") => Some(Piece::BlackRook),
        pin!("b") => Some(Piece::BlackBishop),
        pin!("n") => Some(Piece::BlackKnight),
        pin!("p") | pin!("+p") | pin!("-p") => Some(Piece::BlackPawn),
        _ => None,
    }
}

/// Every PIN token in a fixed shuffled order, so that neither function is
/// timed on a pattern the branch predictor learns.
fn shuffled() -> Vec<Pin> {
    let mut pins = Pin::ALL.to_vec();
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    for i in (1..pins.len()).rev() {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let j = usize::try_from(state % (i as u64 + 1)).expect("below the length");
        pins.swap(i, j);
    }
    pins
}

/// The pieces of the chess opening position, rank by rank.
fn opening() -> Vec<Pin> {
    let board =
        pin_runtime::board!("-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R");
    board
        .iter()
        .flatten()
        .flatten()
        .map(|&epin| Pin::try_from(epin).expect("native"))
        .collect()
}

/// Converts every token of `pins`; returns how many were mapped and a sum of
/// their positions, so that no conversion is optimised away.
fn convert(pins: &[Pin], from: impl Fn(Pin) -> Option<Piece>) -> (usize, usize) {
    pins.iter()
        .fold((0, 0), |(count, sum), &pin| match from(pin) {
            Some(piece) => (count + 1, sum + piece as usize),
            None => (count, sum),
        })
}

fn from_pin(c: &mut Criterion) {
    for pin in Pin::ALL {
        assert_eq!(Piece::from_pin(pin), by_match(pin), "{pin}");
    }
    let mut group = c.benchmark_group("from_pin");
    for (name, pins) in [("every-token", shuffled()), ("opening", opening())] {
        group.bench_function(BenchmarkId::new("derived", name), |b| {
            b.iter(|| convert(black_box(&pins), Piece::from_pin));
        });
        group.bench_function(BenchmarkId::new("match", name), |b| {
            b.iter(|| convert(black_box(&pins), by_match));
        });
    }
    group.finish();
}

criterion_group!(benches, from_pin);
criterion_main!(benches);
