//! Side-by-side benchmarks: this crate against the reference crates
//! `sashite-pin` and `sashite-epin`, on the same inputs, in one run.
//!
//! Every group times `ours/<input>` and `sashite/<input>` on the same input;
//! `bench/scripts/bench-ratios` turns the medians into the table of `BENCHMARKS.md`.

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};

const PIN_VALID: [&str; 4] = ["K", "+R", "K^", "+K^"];
const EPIN_VALID: [&str; 4] = ["K", "K'", "+K^", "+K^'"];
const INVALID: [&str; 5] = ["", "KK", "++K", "KKKK", "K'^"];

/// Names an input in a benchmark id; `""` shows as `empty`.
fn label(input: &str) -> &str {
    if input.is_empty() { "empty" } else { input }
}

/// Times `ours/<input>` and `sashite/<input>` on every input, in one group.
/// A macro rather than a generic function, so each routine is a closure
/// calling the parser by name, as in a user's code.
macro_rules! versus {
    ($c:expr, $group:literal, $inputs:expr, $ours:expr, $theirs:expr) => {{
        let mut group = $c.benchmark_group($group);
        for input in $inputs {
            group.bench_function(BenchmarkId::new("ours", label(input)), |b| {
                b.iter(|| $ours(black_box(input)));
            });
            group.bench_function(BenchmarkId::new("sashite", label(input)), |b| {
                b.iter(|| $theirs(black_box(input)));
            });
        }
        group.finish();
    }};
}

fn parse(c: &mut Criterion) {
    versus!(
        c,
        "pin_parse",
        PIN_VALID.into_iter().chain(INVALID),
        pin_runtime::Pin::parse,
        sashite_pin::Identifier::parse
    );
    versus!(
        c,
        "epin_parse",
        EPIN_VALID.into_iter().chain(INVALID),
        pin_runtime::Epin::parse,
        sashite_epin::Identifier::parse
    );
}

/// Times `encode` of ours and of the reference on every (valid) input,
/// each parsed beforehand, in one group.
macro_rules! versus_encode {
    ($c:expr, $group:literal, $inputs:expr, $ours:ty, $theirs:ty) => {{
        let mut group = $c.benchmark_group($group);
        for input in $inputs {
            let ours = <$ours>::parse(input).expect("valid token");
            let theirs = <$theirs>::parse(input).expect("valid token");
            group.bench_function(BenchmarkId::new("ours", input), |b| {
                b.iter(|| black_box(ours).encode());
            });
            group.bench_function(BenchmarkId::new("sashite", input), |b| {
                b.iter(|| black_box(theirs).encode());
            });
        }
        group.finish();
    }};
}

fn encode(c: &mut Criterion) {
    versus_encode!(
        c,
        "pin_encode",
        PIN_VALID,
        pin_runtime::Pin,
        sashite_pin::Identifier
    );
    versus_encode!(
        c,
        "epin_encode",
        EPIN_VALID,
        pin_runtime::Epin,
        sashite_epin::Identifier
    );
}

/// Parse, encode and read the text back, as a reader that normalises its
/// input does.
fn round_trip(c: &mut Criterion) {
    versus!(
        c,
        "pin_round_trip",
        PIN_VALID,
        |input| pin_runtime::Pin::parse(input).map(|p| p.encode().as_str().len()),
        |input| sashite_pin::Identifier::parse(input).map(|p| p.encode().as_str().len())
    );
    versus!(
        c,
        "epin_round_trip",
        EPIN_VALID,
        |input| pin_runtime::Epin::parse(input).map(|p| p.encode().as_str().len()),
        |input| sashite_epin::Identifier::parse(input).map(|p| p.encode().as_str().len())
    );
}

/// The part of every parse timing that is the loop's, not the parser's:
/// take the input, look at its length and return an EPIN parse result
/// computed beforehand (a PIN result has the same size in this crate, one
/// byte less in the reference). Every parse timing includes this much; the
/// parse ratios are measured on top of it (`bench/scripts/bench-ratios` also
/// prints them with it subtracted).
fn floor(c: &mut Criterion) {
    let ours = (
        pin_runtime::Epin::parse("K"),
        pin_runtime::Epin::parse("K'^"),
    );
    let theirs = (
        sashite_epin::Identifier::parse("K"),
        sashite_epin::Identifier::parse("K'^"),
    );
    versus!(
        c,
        "floor",
        ["K", "K'^"],
        |input: &str| if input.len() == 1 { ours.0 } else { ours.1 },
        |input: &str| if input.len() == 1 { theirs.0 } else { theirs.1 }
    );
}

criterion_group!(benches, parse, encode, round_trip, floor);
criterion_main!(benches);
