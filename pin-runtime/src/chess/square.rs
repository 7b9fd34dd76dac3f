//! A square of the chess board, named by its CELL coordinate in messages.

use core::fmt;

/// A square of the 8 × 8 board by its CELL indices: file `a` is 0, rank 1
/// is 0. On a FEEN board the first rank written is rank 8, so board row
/// `r` is rank `8 - r`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Square {
    file: u8,
    rank: u8,
}

impl Square {
    /// The square `a1`.
    pub(crate) const A1: Self = Self::new(0, 0);

    /// The square of `file` and `rank`, from 0; both are below 8.
    pub(crate) const fn new(file: u8, rank: u8) -> Self {
        Self {
            file: file & 7,
            rank: rank & 7,
        }
    }

    /// The square at `row` (0 is rank 8, the first written) and `file` of
    /// a `Board<8, 8>`.
    #[allow(
        clippy::cast_possible_truncation,
        reason = "callers pass indices of an 8 × 8 board"
    )]
    pub(crate) const fn at(row: usize, file: usize) -> Self {
        Self::new(file as u8, 7u8.wrapping_sub(row as u8))
    }

    /// The file, from 0 (`a`).
    pub(crate) const fn file(self) -> u8 {
        self.file
    }

    /// The rank, from 0 (rank 1).
    pub(crate) const fn rank(self) -> u8 {
        self.rank
    }

    /// The CELL coordinate, `e4`.
    const fn name(self) -> [u8; 2] {
        [b'a' + self.file, b'1' + self.rank]
    }
}

impl fmt::Display for Square {
    /// Writes the CELL coordinate, `e4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [file, rank] = self.name();
        write!(f, "{}{}", char::from(file), char::from(rank))
    }
}
