//! Benchmarks of `pin-runtime` against the reference crates: see the
//! `benches/` targets and the scripts in `scripts/`.

/// The median of a benchmark's samples (the upper one of an even count).
///
/// # Panics
///
/// When `values` is empty.
#[must_use]
pub fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

/// The `tenth` decile of a benchmark's samples, from 0 (the lowest) to 10
/// (the highest).
///
/// # Panics
///
/// When `values` is empty or `tenth` is above 10.
#[must_use]
pub fn decile(mut values: Vec<f64>, tenth: usize) -> f64 {
    values.sort_by(f64::total_cmp);
    values[(values.len() - 1) * tenth / 10]
}
