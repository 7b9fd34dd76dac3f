//! Squares by their USI names (`7g`), a presentation over the board's own
//! coordinates.

use core::fmt;

use super::{FILES, RANKS};
use crate::Cell;
use crate::bridge;

/// The board's files and ranks as the bytes a square holds.
#[allow(clippy::cast_possible_truncation, reason = "9 files")]
pub(super) const FILES_U8: u8 = FILES as u8;
#[allow(clippy::cast_possible_truncation, reason = "9 ranks")]
pub(super) const RANKS_U8: u8 = RANKS as u8;

/// A square of the shogi board by its USI name: a file digit `1`–`9`, then
/// a rank letter `a`–`i` (`7g`).
///
/// USI counts files from the right as sente sees the board (file 9 is the
/// first square written in a rank) and ranks from the top (rank `a` is the
/// first rank written). On the board of a [`Position`](crate::Position),
/// indexed `[row][column]` in the order written, USI `7g` is
/// `board[6][2]`, whose CELL name is `c3`.
///
/// ```
/// use pin_runtime::shogi::{START, Square};
///
/// let square: Square = "7g".parse()?;
/// assert_eq!((square.file(), square.rank()), (7, 7));
/// assert_eq!(square.coord(), [6, 2]);
/// assert_eq!(square.cell().to_string(), "c3");
/// assert_eq!(START.board()[6][2].map(|piece| piece.to_string()).as_deref(), Some("P"));
/// assert_eq!(Square::from_coord([8, 4]).map(|square| square.to_string()).as_deref(), Some("5i"));
/// # Ok::<(), pin_runtime::shogi::SquareError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    /// Row and column from 0, in the order written.
    row: u8,
    column: u8,
}

/// A USI square name that could not be read.
///
/// ```
/// use pin_runtime::shogi::{Square, SquareError};
///
/// assert_eq!(Square::parse("7j"), Err(SquareError::Rank { found: 'j' }));
/// assert_eq!(
///     Square::parse("7j").unwrap_err().to_string(),
///     "invalid USI square: expected a rank letter from 'a' to 'i', found 'j' at byte 1",
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SquareError {
    /// The name is not 2 bytes long.
    Length {
        /// Its length in bytes.
        len: usize,
    },
    /// The first character is not a file digit `1`–`9`.
    File {
        /// The character found.
        found: char,
    },
    /// The second character is not a rank letter `a`–`i`.
    Rank {
        /// The character found.
        found: char,
    },
}

impl fmt::Display for SquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid USI square: ")?;
        match *self {
            Self::Length { len } => write!(f, "expected 2 bytes, found {len}"),
            Self::File { found } => {
                f.write_str("expected a file digit from '1' to '9', found ")?;
                crate::error::write_found(f, found)?;
                f.write_str(" at byte 0")
            }
            Self::Rank { found } => {
                f.write_str("expected a rank letter from 'a' to 'i', found ")?;
                crate::error::write_found(f, found)?;
                f.write_str(" at byte 1")
            }
        }
    }
}

impl core::error::Error for SquareError {}

impl Square {
    /// Reads a USI square name: a file digit `1`–`9`, then a rank letter
    /// `a`–`i`.
    ///
    /// # Errors
    ///
    /// A [`SquareError`] for anything else, for example `""`, `"7G"`,
    /// `"0a"`, `"7g "`.
    ///
    /// ```
    /// use pin_runtime::shogi::Square;
    ///
    /// assert_eq!(Square::parse("1a")?.coord(), [0, 8]);
    /// assert!(Square::parse("7G").is_err());
    /// # Ok::<(), pin_runtime::shogi::SquareError>(())
    /// ```
    pub const fn parse(input: &str) -> Result<Self, SquareError> {
        let &[file, rank] = input.as_bytes() else {
            return Err(SquareError::Length { len: input.len() });
        };
        if !matches!(file, b'1'..=b'9') {
            return Err(SquareError::File {
                found: bridge::char_of(input.as_bytes(), 0),
            });
        }
        if !matches!(rank, b'a'..=b'i') {
            return Err(SquareError::Rank {
                found: bridge::char_of(input.as_bytes(), 1),
            });
        }
        Ok(Self {
            row: rank - b'a',
            column: b'9' - file,
        })
    }

    /// The square of USI file `file` and rank `rank`, each from 1 to 9
    /// (rank 1 is `a`); `None` otherwise.
    ///
    /// ```
    /// use pin_runtime::shogi::Square;
    ///
    /// assert_eq!(Square::new(7, 7).map(|square| square.to_string()).as_deref(), Some("7g"));
    /// assert_eq!(Square::new(0, 1), None);
    /// ```
    #[must_use]
    pub const fn new(file: u8, rank: u8) -> Option<Self> {
        if file >= 1 && file <= FILES_U8 && rank >= 1 && rank <= RANKS_U8 {
            Some(Self {
                row: rank - 1,
                column: FILES_U8 - file,
            })
        } else {
            None
        }
    }

    /// Returns the USI file, 1 to 9 (9 is the first square written in a
    /// rank).
    ///
    /// ```
    /// use pin_runtime::shogi::Square;
    ///
    /// assert_eq!(Square::parse("7g")?.file(), 7);
    /// # Ok::<(), pin_runtime::shogi::SquareError>(())
    /// ```
    #[must_use]
    pub const fn file(self) -> u8 {
        FILES_U8 - self.column
    }

    /// Returns the USI rank, 1 (`a`, the first rank written) to 9 (`i`).
    ///
    /// ```
    /// use pin_runtime::shogi::Square;
    ///
    /// assert_eq!(Square::parse("7g")?.rank(), 7);
    /// # Ok::<(), pin_runtime::shogi::SquareError>(())
    /// ```
    #[must_use]
    pub const fn rank(self) -> u8 {
        self.row + 1
    }

    /// Returns where the square is on a [`Board<9, 9>`](crate::Board):
    /// `[row, column]` from 0 in the order written, as
    /// [`Position::squares`](crate::Position::squares) gives it.
    ///
    /// ```
    /// use pin_runtime::shogi::Square;
    ///
    /// assert_eq!(Square::parse("5i")?.coord(), [8, 4]);
    /// # Ok::<(), pin_runtime::shogi::SquareError>(())
    /// ```
    #[must_use]
    pub const fn coord(self) -> [usize; 2] {
        [self.row as usize, self.column as usize]
    }

    /// Returns the square at `[row, column]` of a [`Board<9, 9>`](crate::Board),
    /// or `None` off the board.
    ///
    /// ```
    /// use pin_runtime::shogi::Square;
    ///
    /// assert_eq!(Square::from_coord([0, 0]).map(|square| square.to_string()).as_deref(), Some("9a"));
    /// assert_eq!(Square::from_coord([9, 0]), None);
    /// ```
    #[must_use]
    #[allow(clippy::cast_possible_truncation, reason = "both below 9")]
    pub const fn from_coord(coord: [usize; 2]) -> Option<Self> {
        let [row, column] = coord;
        if row < RANKS && column < FILES {
            Some(Self {
                row: row as u8,
                column: column as u8,
            })
        } else {
            None
        }
    }

    /// Returns the square's CELL coordinate (`c3` for USI `7g`): the first
    /// square written in a rank is file `a`, the last rank written is rank
    /// 1.
    ///
    /// ```
    /// use pin_runtime::Cell;
    /// use pin_runtime::shogi::Square;
    ///
    /// assert_eq!(Square::parse("5i")?.cell(), Cell::parse("e1")?);
    /// assert_eq!(Square::parse("1a")?.cell().to_string(), "i9");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn cell(self) -> Cell {
        bridge::cell(self.row as usize, self.column as usize, RANKS)
    }

    /// Returns the square of a CELL coordinate on the shogi board, or
    /// `None` for a coordinate off it (not 2-D, or beyond `i9`).
    ///
    /// ```
    /// use pin_runtime::Cell;
    /// use pin_runtime::shogi::Square;
    ///
    /// assert_eq!(Square::from_cell(Cell::parse("c3")?).map(|square| square.to_string()).as_deref(), Some("7g"));
    /// assert_eq!(Square::from_cell(Cell::parse("j1")?), None);
    /// assert_eq!(Square::from_cell(Cell::parse("e")?), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn from_cell(cell: Cell) -> Option<Self> {
        match (cell.dimensions(), cell.rank()) {
            (2, Some(rank)) if rank < RANKS_U8 && cell.file() < FILES_U8 => Some(Self {
                row: RANKS_U8 - 1 - rank,
                column: cell.file(),
            }),
            _ => None,
        }
    }
}

impl From<Square> for Cell {
    fn from(square: Square) -> Self {
        square.cell()
    }
}

impl fmt::Display for Square {
    /// Writes the USI name: `7g`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = [b'0' + self.file(), b'a' + self.row];
        f.pad(core::str::from_utf8(&name).map_err(|_| fmt::Error)?)
    }
}

impl fmt::Debug for Square {
    /// Writes `Square("7g")`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Square(\"{self}\")")
    }
}

impl core::str::FromStr for Square {
    type Err = SquareError;

    fn from_str(s: &str) -> Result<Self, SquareError> {
        Self::parse(s)
    }
}
