//! Integration tests of the workspace live in `tests/`; this library only
//! runs the README's examples as doctests.

#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
struct ReadmeDoctests;
