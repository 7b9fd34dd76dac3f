//! A private reader of SFEN, with the runtime's words: the twin of
//! `pin_runtime::shogi`, file for file (`error.rs`, `read.rs`), each
//! function's doc naming its twin.
//!
//! It only decides whether a literal is an SFEN and words the first
//! mistake, as the runtime's reader does: the same texts accepted, the same
//! kind, index, field, square and message. The value of a literal comes
//! from the runtime's own `const` reader. The tests (`tests.rs`) compare
//! the two exhaustively, field by field, over small alphabets, and on
//! generated and mutated positions, and test the bounds below equal to the
//! runtime's.

mod error;
mod read;
#[cfg(test)]
pub(crate) mod tests;

pub(crate) use error::{SfenError, SfenErrorKind};
pub(crate) use read::HAND;

/// The longest SFEN read, in bytes. Twin of `pin_runtime::shogi::MAX_LEN`.
pub(crate) const MAX_LEN: usize = 226;

/// The most pieces on the board and in both hands. Twin of
/// `pin_runtime::shogi::MAX_PIECES`.
const MAX_PIECES: usize = 81;

/// Reads an SFEN, as `Sfen::parse` does. Twin of
/// `pin_runtime::shogi::Sfen::parse`.
pub(crate) fn parse(bytes: &[u8]) -> Result<(), SfenError> {
    read::sfen(bytes)
}
