//! Benchmarks of `pin-runtime` against the reference crates: see the
//! `benches/` targets and the scripts in `scripts/`.
