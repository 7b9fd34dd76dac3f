//! Filling a board square by square: `Position::set` on every square in
//! the order written, against the same calls through the guard of
//! `Position::edit`, on boards of 64×64 and 255×255 squares.
//!
//! Each iteration starts from an empty position (a copy made outside the
//! timing) and puts a pawn on every square, 4,096 or 65,025 calls: the
//! first ones fit, the rest are refused once the text reaches
//! `MAX_LEN` (4,096 bytes; about 3,800 pawns on 255×255, 4,032 on 64×64).
//! A plain `set` that would lengthen the text of such a board measures it
//! whole, so its cost grows with the board; the guard measures it once,
//! when it is made, and each of its calls looks at the square's rank
//! alone. The group's throughput is the number of calls, so criterion
//! reports calls per second; the time per call is the time over the
//! squares.
//!
//! `cargo bench -p pin-bench --bench edit`. `edit count ROUTINE SIZE`
//! instead fills one board of `SIZE` (`64x64`, `255x255`, or `16x255`
//! and `255x64`: 16 ranks of 255 squares, 255 ranks of 64) with `ROUTINE`
//! (`set`, `edit`, or `cells`: the same loop over the cells without a
//! change), for counting instructions: `bench/scripts/edit-instructions`.

use std::hint::black_box;

use criterion::{BatchSize, Criterion, Throughput, criterion_group};
use pin_runtime::feen::Grid;
use pin_runtime::{Board, Epin, Position, Sin, epin};

const PAWN: Epin = epin!("P");

/// An empty position of board type `B`.
fn empty<B: Grid>() -> Position<B> {
    let styles = (Sin::parse("W").unwrap(), Sin::parse("w").unwrap());
    Position::new(B::EMPTY, styles.0, styles.1).unwrap()
}

/// Puts a pawn on every square with `set`; returns how many fitted.
fn fill_plain<B: Grid>(position: &mut Position<B>) -> usize {
    let shape = position.shape();
    let mut placed = 0;
    for index in 0..position.square_count() {
        let cell = shape.cell(index).unwrap();
        placed += usize::from(position.set(cell, Some(black_box(PAWN))).is_ok());
    }
    placed
}

/// Puts a pawn on every square through one guard; returns how many
/// fitted.
fn fill_edit<B: Grid>(position: &mut Position<B>) -> usize {
    let shape = position.shape();
    let mut edit = position.edit();
    let mut placed = 0;
    for index in 0..edit.square_count() {
        let cell = shape.cell(index).unwrap();
        placed += usize::from(edit.set(cell, Some(black_box(PAWN))).is_ok());
    }
    placed
}

/// Times both fills of an empty board of type `B`, named `size`.
fn both<B: Grid + PartialEq + std::fmt::Debug>(c: &mut Criterion, size: &str) {
    let start = empty::<B>();
    // Both stop at the same square and leave the same position.
    let (mut plain, mut edited) = (start, start);
    assert_eq!(fill_plain(&mut plain), fill_edit(&mut edited));
    assert_eq!(plain, edited);
    assert_eq!(plain.to_string().len(), pin_runtime::feen::MAX_LEN);

    let mut group = c.benchmark_group("position_fill");
    group.throughput(Throughput::Elements(start.square_count() as u64));
    group.sample_size(10);
    group.bench_function(format!("set/{size}"), |b| {
        b.iter_batched_ref(|| start, fill_plain, BatchSize::LargeInput);
    });
    group.bench_function(format!("edit/{size}"), |b| {
        b.iter_batched_ref(|| start, fill_edit, BatchSize::LargeInput);
    });
    group.finish();
}

fn fill(c: &mut Criterion) {
    both::<Board<64, 64>>(c, "64x64");
    both::<Board<255, 255>>(c, "255x255");
}

criterion_group!(benches, fill);

/// Goes over every cell of an empty board of type `B`, without a change.
fn cells<B: Grid>(position: &mut Position<B>) -> usize {
    let shape = position.shape();
    (0..position.square_count())
        .map(|index| black_box(shape.cell(index)).is_some())
        .filter(|&some| some)
        .count()
}

/// Fills one board of type `B` with `routine`, for counting instructions.
fn count<B: Grid>(routine: &str) {
    let mut position = empty::<B>();
    let fill = match routine {
        "set" => fill_plain::<B>,
        "edit" => fill_edit::<B>,
        "cells" => cells::<B>,
        _ => panic!("expected set, edit or cells, found {routine}"),
    };
    black_box(fill(black_box(&mut position)));
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let [command, routine, size] = args.as_slice() {
        if command == "count" {
            match size.as_str() {
                "64x64" => count::<Board<64, 64>>(routine),
                "16x255" => count::<Board<16, 255>>(routine),
                "255x64" => count::<Board<255, 64>>(routine),
                "255x255" => count::<Board<255, 255>>(routine),
                _ => panic!("expected 64x64, 16x255, 255x64 or 255x255, found {size}"),
            }
            return;
        }
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
