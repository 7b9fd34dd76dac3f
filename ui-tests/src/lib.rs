//! Compile-fail tests of the macros; see `tests/`.
