//! Pairs of timings, ours and another crate's, taken in turn within one
//! process (`moves.rs` explains why), and the line printed for each:
//! included by `protocol.rs`.

use pin_bench::{decile, median};
use std::hint::black_box;
use std::time::Instant;

/// Times `f` once, then returns nanoseconds per `per` of its work.
#[inline(never)]
pub(crate) fn time<R>(per: usize, f: impl Fn() -> R) -> f64 {
    let start = Instant::now();
    black_box(f());
    #[allow(clippy::cast_precision_loss, reason = "small counts")]
    let per = per as f64;
    start.elapsed().as_secs_f64() * 1e9 / per
}

/// One operation: ours and theirs, each timing a batch.
pub(crate) struct Pair {
    pub(crate) operation: &'static str,
    pub(crate) ours: Box<dyn Fn() -> f64>,
    pub(crate) theirs: Box<dyn Fn() -> f64>,
}

/// Times every pair `rounds` times, ours first on even rounds, and prints
/// a tab-separated line per operation: the median nanoseconds of ours and
/// of theirs, the median of the per-round ratios (ours / theirs), its
/// lowest and highest decile.
pub(crate) fn run(pairs: &[Pair], rounds: usize) {
    let mut samples = vec![Vec::new(); pairs.len()];
    for round in 0..rounds {
        for (pair, samples) in pairs.iter().zip(&mut samples) {
            let (ours, theirs) = if round % 2 == 0 {
                let ours = (pair.ours)();
                (ours, (pair.theirs)())
            } else {
                let theirs = (pair.theirs)();
                ((pair.ours)(), theirs)
            };
            samples.push((ours, theirs));
        }
    }
    for (pair, samples) in pairs.iter().zip(samples) {
        let ours = median(samples.iter().map(|s: &(f64, f64)| s.0).collect());
        let theirs = median(samples.iter().map(|s| s.1).collect());
        let ratios: Vec<f64> = samples.iter().map(|s| s.0 / s.1).collect();
        println!(
            "{}\t{ours:.2}\t{theirs:.2}\t{:.4}\t{:.4}\t{:.4}",
            pair.operation,
            median(ratios.clone()),
            decile(ratios.clone(), 1),
            decile(ratios, 9),
        );
    }
}
