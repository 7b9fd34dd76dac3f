//! A private reader of FEEN positions and placements, with the runtime's
//! words: the twin of `pin_runtime::feen`, file for file (`error.rs`,
//! `scan.rs`), each function's doc naming its twin.
//!
//! It must read as the runtime's scanner does: the same texts accepted,
//! the same first mistake, kind, index and message. The tests
//! (`tests.rs`) compare the two exhaustively, field by field, over small
//! alphabets, on every pair of pieces in a hand, and on listed, random and
//! mutated positions; and they test the bounds below equal to the
//! runtime's.

mod error;
mod scan;
#[cfg(test)]
pub(crate) mod tests;

pub(crate) use error::{FeenError, FeenErrorKind, Field, item_text};
pub(crate) use scan::{hand_around, hand_order};

/// The longest position read, in bytes. Twin of `pin_runtime::feen::MAX_LEN`.
const MAX_LEN: usize = 4096;
/// The most squares along one dimension. Twin of
/// `pin_runtime::feen::MAX_DIMENSION`.
const MAX_DIMENSION: usize = 255;
/// The most squares on a board. Twin of `pin_runtime::feen::MAX_SQUARES`.
const MAX_SQUARES: usize = 65_025;
/// The most different pieces a typed position's hand holds. Twin of
/// `pin_runtime::Hand::CAPACITY`.
pub(crate) const HAND_CAPACITY: usize = 16;

/// A board read from a placement: its sizes outermost first and its
/// squares (EPIN codes, 0 for empty) in the order written. Twin of
/// `pin_runtime::feen::scan::Layout`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Layout {
    pub(crate) dimensions: Vec<usize>,
    pub(crate) squares: Vec<u16>,
    /// The byte index just past the placement.
    end: usize,
}

/// The items of a hand: EPIN code and count, in the order written.
pub(crate) type Items = Vec<(u16, u32)>;

/// A whole position read: the board, both hands and the two styles (letter
/// bytes, the side to move first). Twin of
/// `pin_runtime::feen::scan::Scanned`, with what the runtime writes into
/// its caller's board and hands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Position {
    pub(crate) layout: Layout,
    pub(crate) hands: [Items; 2],
    pub(crate) styles: [u8; 2],
}

/// Reads a whole position, as `Position::parse` does for a board of the
/// shape written (hands hold at most `Hand::CAPACITY` different pieces).
/// Twin of `pin_runtime::Position::parse`.
pub(crate) fn parse_position(bytes: &[u8]) -> Result<Position, FeenError> {
    scan::position(bytes, Some(HAND_CAPACITY))
}

/// Reads a placement alone, as `parse_placement` does for a board of the
/// shape written. Twin of `pin_runtime::parse_placement`.
pub(crate) fn parse_placement(bytes: &[u8]) -> Result<Layout, FeenError> {
    scan::placement_only(bytes)
}
