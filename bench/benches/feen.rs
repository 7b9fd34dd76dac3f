//! Side-by-side benchmarks of FEEN positions: this crate against the
//! reference crate `sashite-feen` 0.2, on the same inputs, in one run.
//!
//! Every pair group times `ours/<input>` and `sashite/<input>`:
//!
//! - `feen_validate`: check a position (`Feen::parse` against
//!   `sashite_feen::Feen::parse`);
//! - `feen_read`: check it, then walk every square and both hands, folding
//!   every piece's attributes and every count into a checksum;
//! - `feen_read_typed`: ours reads the text into a `Position` of the
//!   board's type and walks that; theirs is the same walk as `feen_read`;
//! - `feen_walk`: the walk alone, of a view checked beforehand;
//! - `feen_write`: write a position read beforehand as a new `String`
//!   (`to_string` against `sashite_feen::encode` of its `Qi`);
//! - `feen_write_into`: the same into a `String` that is reused.
//!
//! `feen_parts` times pieces of our reading and writing alone, to see
//! which part dominates. `bench/scripts/feen-ratios` turns the medians into tables.

use std::fmt::Write as _;
use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use pin_runtime::feen::Grid;
use pin_runtime::{Board, Feen, Position, parse_board, placement};
#[path = "shared/pieces.rs"]
mod pieces;
use pieces::{mix, ours_piece, their_piece};

/// The positions timed: the name in a benchmark id, the text.
const INPUTS: [(&str, &str); 3] = [
    (
        "chess",
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / W/w",
    ),
    (
        "shogi",
        "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / J/j",
    ),
    (
        "shogi-hands",
        "ln3k^1nl/1r1sg1gb1/p1pppp1pp/1p4p2/9/2P3+P2/PP1PPP1PP/1+B3S1R1/LNSGK^G1NL 2PS/bp s/S",
    ),
];

/// A square folded into a checksum: 0 when empty.
fn square(sum: u64, piece: Option<u64>) -> u64 {
    mix(sum, piece.map_or(0, |key| key + 1))
}

/// Walks our view: every square, then both hands.
fn ours_walk(view: &Feen<'_>) -> u64 {
    let mut sum = view
        .squares()
        .fold(0, |sum, piece| square(sum, piece.map(ours_piece)));
    for (piece, count) in view.first_hand().chain(view.second_hand()) {
        sum = mix(mix(sum, ours_piece(piece)), u64::from(count));
    }
    mix(sum, u64::from(view.turn().is_first()))
}

/// Walks the reference's view, as [`ours_walk`].
fn their_walk(view: &sashite_feen::Feen<'_>) -> u64 {
    let mut sum = view
        .squares()
        .fold(0, |sum, piece| square(sum, piece.map(their_piece)));
    for item in view.first_hand().chain(view.second_hand()) {
        sum = mix(mix(sum, their_piece(item.piece())), u64::from(item.count()));
    }
    mix(
        sum,
        u64::from(view.active_side() == sashite_feen::Side::First),
    )
}

/// Walks a typed position, as [`ours_walk`].
fn typed_walk<B: Grid>(position: &Position<B>) -> u64 {
    let mut sum = position
        .squares()
        .fold(0, |sum, piece| square(sum, piece.map(ours_piece)));
    for (piece, count) in position.first_hand().chain(position.second_hand()) {
        sum = mix(mix(sum, ours_piece(piece)), u64::from(count));
    }
    mix(sum, u64::from(position.turn().is_first()))
}

/// Runs `$body` with `$board` naming the board type of the input called
/// `$name`: 8 × 8 for chess, 9 × 9 for shogi. A macro, so every routine
/// calls the typed readers directly, as a user's code does.
macro_rules! with_board {
    ($name:expr, $board:ident => $body:expr) => {
        if $name == "chess" {
            type $board = Board<8, 8>;
            $body
        } else {
            type $board = Board<9, 9>;
            $body
        }
    };
}

/// Times `ours/<input>` and `sashite/<input>` on every input, in one group.
fn versus<O, T>(
    c: &mut Criterion,
    group: &str,
    ours: impl Fn(&'static str) -> O,
    theirs: impl Fn(&'static str) -> T,
) {
    let mut group = c.benchmark_group(group);
    for (name, input) in INPUTS {
        group.bench_function(BenchmarkId::new("ours", name), |b| {
            b.iter(|| ours(black_box(input)));
        });
        group.bench_function(BenchmarkId::new("sashite", name), |b| {
            b.iter(|| theirs(black_box(input)));
        });
    }
    group.finish();
}

fn validate(c: &mut Criterion) {
    versus(c, "feen_validate", Feen::parse, sashite_feen::Feen::parse);
}

fn read(c: &mut Criterion) {
    versus(
        c,
        "feen_read",
        |input| Feen::parse(input).map_or(0, |view| ours_walk(&view)),
        |input| sashite_feen::Feen::parse(input).map_or(0, |view| their_walk(&view)),
    );
}

fn read_typed(c: &mut Criterion) {
    let mut group = c.benchmark_group("feen_read_typed");
    for (name, input) in INPUTS {
        with_board!(name, B => group.bench_function(BenchmarkId::new("ours", name), |b| {
            b.iter(|| {
                Position::<B>::parse(black_box(input)).map_or(0, |position| typed_walk(&position))
            });
        }));
        group.bench_function(BenchmarkId::new("sashite", name), |b| {
            b.iter(|| {
                sashite_feen::Feen::parse(black_box(input)).map_or(0, |view| their_walk(&view))
            });
        });
    }
    group.finish();
}

fn walk(c: &mut Criterion) {
    let mut group = c.benchmark_group("feen_walk");
    for (name, input) in INPUTS {
        let ours = Feen::parse(input).expect("valid FEEN");
        let theirs = sashite_feen::Feen::parse(input).expect("valid FEEN");
        assert_eq!(ours_walk(&ours), their_walk(&theirs), "{name}");
        group.bench_function(BenchmarkId::new("ours", name), |b| {
            b.iter(|| ours_walk(black_box(&ours)));
        });
        group.bench_function(BenchmarkId::new("sashite", name), |b| {
            b.iter(|| their_walk(black_box(&theirs)));
        });
    }
    group.finish();
}

fn write(c: &mut Criterion) {
    let mut group = c.benchmark_group("feen_write");
    for (name, input) in INPUTS {
        let qi = sashite_feen::Feen::parse(input)
            .expect("valid FEEN")
            .to_qi();
        assert_eq!(sashite_feen::encode(&qi).as_deref(), Ok(input));
        with_board!(name, B => {
            let position = Position::<B>::parse(input).expect("valid FEEN");
            assert_eq!(position.to_string(), input);
            group.bench_function(BenchmarkId::new("ours", name), |b| {
                b.iter(|| black_box(&position).to_string());
            });
        });
        group.bench_function(BenchmarkId::new("sashite", name), |b| {
            b.iter(|| sashite_feen::encode(black_box(&qi)));
        });
    }
    group.finish();

    let mut group = c.benchmark_group("feen_write_into");
    let mut out = String::with_capacity(256);
    for (name, input) in INPUTS {
        let qi = sashite_feen::Feen::parse(input)
            .expect("valid FEEN")
            .to_qi();
        with_board!(name, B => {
            let position = Position::<B>::parse(input).expect("valid FEEN");
            group.bench_function(BenchmarkId::new("ours", name), |b| {
                b.iter(|| {
                    out.clear();
                    write!(out, "{}", black_box(&position)).map(|()| out.len())
                });
            });
        });
        group.bench_function(BenchmarkId::new("sashite", name), |b| {
            b.iter(|| {
                out.clear();
                sashite_feen::write_feen(&mut out, black_box(&qi)).map(|()| out.len())
            });
        });
    }
    group.finish();
}

/// Pieces of our reading and writing, ours only: the placement alone
/// into a board, the whole view, the whole typed read without the walk;
/// the whole position written, its placement alone written.
fn parts(c: &mut Criterion) {
    let mut group = c.benchmark_group("feen_parts");
    for (name, input) in INPUTS {
        let field = input.split(' ').next().unwrap_or_default();
        with_board!(name, B => {
            group.bench_function(BenchmarkId::new("placement", name), |b| {
                b.iter(|| parse_board::<B>(black_box(field)));
            });
            group.bench_function(BenchmarkId::new("view", name), |b| {
                b.iter(|| Feen::parse(black_box(input)));
            });
            group.bench_function(BenchmarkId::new("typed", name), |b| {
                b.iter(|| Position::<B>::parse(black_box(input)));
            });
            let position = Position::<B>::parse(input).expect("valid FEEN");
            group.bench_function(BenchmarkId::new("write", name), |b| {
                b.iter(|| black_box(&position).to_string());
            });
            group.bench_function(BenchmarkId::new("write_placement", name), |b| {
                b.iter(|| placement(black_box(position.board())).to_string());
            });
        });
    }
    group.finish();
}

criterion_group!(benches, validate, read, read_typed, walk, write, parts);
criterion_main!(benches);
