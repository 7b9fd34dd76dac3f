//! A private reader of xiangqi FEN, with the runtime's words: the twin of
//! `pin_runtime::xiangqi`, file for file (`error.rs`, `read.rs`), each
//! function's doc naming its twin.
//!
//! It only decides whether a literal is a xiangqi FEN and words the first
//! mistake, as the runtime's reader does: the same texts accepted, the same
//! kind, index, field, square and message. The value of a literal comes
//! from the runtime's own `const` reader. The tests (`tests.rs`) compare
//! the two exhaustively, field by field, over small alphabets, and on
//! generated and mutated positions, and test the bound below equal to the
//! runtime's.

mod error;
mod read;
#[cfg(test)]
pub(crate) mod tests;

pub(crate) use error::{FenError, FenErrorKind, Field};

/// The longest xiangqi FEN read, in bytes. Twin of
/// `pin_runtime::xiangqi::MAX_LEN`.
pub(crate) const MAX_LEN: usize = 127;

/// Reads a xiangqi FEN, as `Fen::parse` does. Twin of
/// `pin_runtime::xiangqi::Fen::parse`.
pub(crate) fn parse(bytes: &[u8]) -> Result<(), FenError> {
    read::fen(bytes)
}
