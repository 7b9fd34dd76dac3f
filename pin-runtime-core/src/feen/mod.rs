//! FEEN, a whole position as text: the board, the pieces in hand, and the
//! styles with the side to move.
//!
//! ```text
//! <placement> <hands> <style-turn>
//! lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL 2P/s J/j
//! ```
//!
//! | field | grammar | read as |
//! |---|---|---|
//! | placement | ranks of EPIN tokens and counts of empty squares, joined by `/` (layers of a 3-D board by `//`); no `/` is a 1-D board | [`Feen::squares`], [`Position::squares`], [`Position::get`] |
//! | hands | the first side's hand, `/`, the second's; each a run of `[count]epin`, count from 2, canonical order | [`Feen::first_hand`], [`Position::first_hand`], [`Position::hand`] ([`Hand`]) |
//! | style-turn | the style of the side to move, `/`, the other style; one letter each, opposite cases | [`Feen::active`], [`Feen::turn`] |
//!
//! Three ways in, one scanner under them, so they accept exactly the same
//! texts with exactly the same errors:
//!
//! - [`Feen::parse`] checks a string of any shape and keeps it as a
//!   borrowing view: no allocation, no copy of the board. It converts to a
//!   [`Position`] of its shape without reading the text again
//!   (`Position::try_from(feen)`).
//! - [`Position::parse`] reads a string into a [`Position`] whose board
//!   type has the shape (a [`Board`] or [`Board3`]); `feen!`
//!   does the same at compile time. `Display` writes canonical FEEN back.
//! - [`parse_placement`] and [`parse_board`] read the placement field alone
//!   into a board; [`placement`] writes one.
//!
//! # One shape of each query
//!
//! The view and the typed position answer alike, ranks first:
//!
//! | query | [`Feen`] and [`Position`] | [`Position`] alone |
//! |---|---|---|
//! | sizes | `dimensions() -> &[usize]`, `shape() -> Dimensions`, `square_count()` | |
//! | squares in the order written | `squares()`: `Option<Epin>`; `cells()`: `(Cell, Option<Epin>)`; `pieces()`: `(Cell, Epin)` | `get(cell)`, `find(piece)`, `board()` |
//! | pieces | `piece_count()` (board and hands), `board_piece_count()` | `count(piece)`, `board_count(piece)` |
//! | hands | `first_hand()`, `second_hand()`: `(Epin, u32)` in canonical order | `hand(side) -> &Hand` |
//! | styles and turn | `active()`, `inactive()`, `style(side)`, `turn()` | |
//!
//! Squares are named by [`Cell`]: the first square written in a rank is
//! file `a`, the last rank written is rank `1` (and the last layer written
//! layer `A`), so the chess king starts on `e1`. Board types
//! ([`Grid`]) lend their squares as a slice, `as_squares()`, indexed in the
//! order written ([`Dimensions::index_of`] maps a cell to its index).
//!
//! Every [`Position`] writes text that its reader reads back: its mutators
//! ([`Position::set`], [`Position::add_to_hand`], …) refuse a change that
//! FEEN could not write (see [`PositionError`]).
//!
//! # Bounds
//!
//! The same as the reference implementation's (`sashite-feen` 0.2), so both
//! accept the same strings: at most [`MAX_LEN`] bytes (a placement read on
//! its own too), at most 3 dimensions, at most [`MAX_DIMENSION`] squares
//! along each, at most [`MAX_SQUARES`] squares in all. A [`Position`]'s
//! hands also hold at most [`Hand::CAPACITY`] different pieces each.
//!
//! ```
//! use pin_runtime::{cell, epin, feen, Board, Feen, Position};
//!
//! let text = "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / J/j";
//! let view = Feen::parse(text)?;
//! let shogi: Position<Board<9, 9>> = text.parse()?;
//! assert_eq!(view.dimensions(), shogi.dimensions());
//! assert_eq!(shogi, feen!("lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / J/j"));
//! assert_eq!(shogi, Position::try_from(view)?);
//! assert_eq!(shogi.find(epin!("K^")), Some(cell!("e1")));
//! assert_eq!(shogi.to_string(), text);
//! # Ok::<(), pin_runtime::FeenError>(())
//! ```

use core::fmt;

use crate::{Cell, Epin};

mod apply;
mod board;
mod edit;
mod error;
mod hand;
mod hint;
mod key;
mod length;
pub(crate) mod position;
pub(crate) mod scan;
#[cfg(feature = "serde")]
mod serde_impl;
mod view;
pub(crate) mod write;

pub use apply::{ApplyError, ApplyErrorKind, Captures, Undo, UndoError};
#[cfg(any(feature = "shogi", feature = "xiangqi"))]
pub(crate) use apply::{NameSquare, Named};
pub use board::{Board, Board3, Grid, Placement, parse_board, parse_placement, placement};
pub use edit::PositionEdit;
pub use error::{FeenError, FeenErrorKind, Field};
pub use hand::{Hand, HandError, HandIter};
pub use position::{Position, PositionError};
#[allow(deprecated)]
pub use view::HandItems;
pub use view::{Feen, Squares};

pub(crate) use hint::other_notation;

/// The longest FEEN position read, in bytes.
pub const MAX_LEN: usize = 4096;

/// The most squares along one dimension of a board: per rank, ranks per
/// layer, layers.
pub const MAX_DIMENSION: usize = 255;

/// The most squares on a board: 255 × 255.
pub const MAX_SQUARES: usize = 65_025;

/// The sizes of a board, outermost first: `[files]` for a 1-D board,
/// `[ranks, files]` for 2-D, `[layers, ranks, files]` for 3-D.
///
/// Its `Display` says them in words, as errors do: `8 ranks of 8 squares`.
///
/// ```
/// use pin_runtime::feen::Dimensions;
///
/// let chess = Dimensions::new(&[8, 8]).unwrap();
/// assert_eq!(chess.as_slice(), [8, 8]);
/// assert_eq!(chess.square_count(), 64);
/// assert_eq!(chess.to_string(), "8 ranks of 8 squares");
/// assert_eq!(Dimensions::new(&[2, 3, 4]).unwrap().to_string(), "2 layers of 3 ranks of 4 squares");
/// assert_eq!(Dimensions::new(&[]), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Dimensions {
    sizes: [usize; 3],
    len: usize,
}

impl Dimensions {
    /// Dimensions from 1 to 3 sizes, outermost first, each at least 1;
    /// `None` otherwise.
    ///
    /// ```
    /// use pin_runtime::feen::Dimensions;
    ///
    /// assert!(Dimensions::new(&[9]).is_some());
    /// assert!(Dimensions::new(&[8, 0]).is_none());
    /// assert!(Dimensions::new(&[2, 2, 2, 2]).is_none());
    /// ```
    #[must_use]
    pub const fn new(sizes: &[usize]) -> Option<Self> {
        if sizes.is_empty() || sizes.len() > 3 {
            return None;
        }
        let mut all = [0; 3];
        let mut i = 0;
        while i < sizes.len() {
            if sizes[i] == 0 {
                return None;
            }
            all[i] = sizes[i];
            i += 1;
        }
        Some(Self::from_sizes(all, sizes.len()))
    }

    /// Dimensions from sizes known to be valid, zero past `len`.
    pub(crate) const fn from_sizes(sizes: [usize; 3], len: usize) -> Self {
        Self { sizes, len }
    }

    /// Returns the sizes, outermost first.
    ///
    /// ```
    /// use pin_runtime::feen::Dimensions;
    ///
    /// assert_eq!(Dimensions::new(&[10, 9]).unwrap().as_slice(), [10, 9]);
    /// ```
    #[must_use]
    pub const fn as_slice(&self) -> &[usize] {
        match self.sizes.split_at_checked(self.len) {
            Some((sizes, _)) => sizes,
            None => &self.sizes,
        }
    }

    /// Returns the number of squares: the product of the sizes.
    ///
    /// ```
    /// use pin_runtime::feen::Dimensions;
    ///
    /// assert_eq!(Dimensions::new(&[10, 9]).unwrap().square_count(), 90);
    /// ```
    #[must_use]
    pub const fn square_count(&self) -> usize {
        let mut squares = 1;
        let mut i = 0;
        while i < self.len {
            squares *= self.sizes[i];
            i += 1;
        }
        squares
    }

    /// Returns the cell of the square at `index` in the order written, or
    /// `None` past the last square (or past the 256 files, ranks or layers
    /// CELL names).
    ///
    /// The first square written in a rank is file `a`; the last rank
    /// written is rank `1` and the last layer written is layer `A`, so a
    /// board reads top-down: on a chess board, square 0 is `a8` and square
    /// 60 is `e1`.
    ///
    /// ```
    /// use pin_runtime::{Cell, feen::Dimensions};
    ///
    /// let chess = Dimensions::new(&[8, 8]).unwrap();
    /// assert_eq!(chess.cell(0), Some(Cell::parse("a8")?));
    /// assert_eq!(chess.cell(60), Some(Cell::parse("e1")?));
    /// assert_eq!(chess.cell(64), None);
    /// let cube = Dimensions::new(&[2, 2, 3]).unwrap();
    /// assert_eq!(cube.cell(0), Some(Cell::parse("a2B")?));
    /// assert_eq!(cube.cell(11), Some(Cell::parse("c1A")?));
    /// # Ok::<(), pin_runtime::CellError>(())
    /// ```
    #[must_use]
    pub const fn cell(&self, index: usize) -> Option<Cell> {
        if index >= self.square_count() {
            return None;
        }
        let files = self.sizes[self.len - 1];
        let file = index % files;
        let line = index / files;
        match self.len {
            1 => match to_u8(file) {
                Some(file) => Some(Cell::new_1d(file)),
                None => None,
            },
            2 => match (to_u8(file), to_u8(self.sizes[0] - 1 - line)) {
                (Some(file), Some(rank)) => Some(Cell::new_2d(file, rank)),
                _ => None,
            },
            _ => {
                let ranks = self.sizes[1];
                let rank = ranks - 1 - line % ranks;
                let layer = self.sizes[0] - 1 - line / ranks;
                match (to_u8(file), to_u8(rank), to_u8(layer)) {
                    (Some(file), Some(rank), Some(layer)) => Some(Cell::new_3d(file, rank, layer)),
                    _ => None,
                }
            }
        }
    }

    /// Returns the index in the order written of the square `cell` names,
    /// or `None` when it is not on the board (off its edges, or with
    /// another number of dimensions).
    ///
    /// ```
    /// use pin_runtime::{Cell, feen::Dimensions};
    ///
    /// let chess = Dimensions::new(&[8, 8]).unwrap();
    /// assert_eq!(chess.index_of(Cell::parse("e1")?), Some(60));
    /// assert_eq!(chess.index_of(Cell::parse("i1")?), None);
    /// assert_eq!(chess.index_of(Cell::parse("e")?), None);
    /// # Ok::<(), pin_runtime::CellError>(())
    /// ```
    #[must_use]
    pub const fn index_of(&self, cell: Cell) -> Option<usize> {
        if cell.dimensions() != self.len {
            return None;
        }
        let files = self.sizes[self.len - 1];
        let file = cell.file() as usize;
        if file >= files {
            return None;
        }
        let line = match (cell.rank(), cell.layer()) {
            (None, _) => 0,
            (Some(rank), None) => {
                let rank = rank as usize;
                if rank >= self.sizes[0] {
                    return None;
                }
                self.sizes[0] - 1 - rank
            }
            (Some(rank), Some(layer)) => {
                let (rank, layer) = (rank as usize, layer as usize);
                let (layers, ranks) = (self.sizes[0], self.sizes[1]);
                if rank >= ranks || layer >= layers {
                    return None;
                }
                (layers - 1 - layer) * ranks + (ranks - 1 - rank)
            }
        };
        Some(line * files + file)
    }

    /// The squares per rank: the last size.
    pub(crate) const fn files(&self) -> usize {
        self.sizes[self.len - 1]
    }

    /// Whether both are the same dimensions (`==`, in a `const fn`).
    pub(crate) const fn equals(&self, other: &Self) -> bool {
        self.len == other.len
            && self.sizes[0] == other.sizes[0]
            && self.sizes[1] == other.sizes[1]
            && self.sizes[2] == other.sizes[2]
    }
}

/// Squares in the order written with their cells on a board of
/// `dimensions`.
pub(crate) fn with_cells(
    dimensions: Dimensions,
    squares: impl ExactSizeIterator<Item = Option<Epin>>,
) -> impl ExactSizeIterator<Item = (Cell, Option<Epin>)> {
    // Every square of a board within the bounds has a cell.
    squares.enumerate().map(move |(index, square)| {
        let cell = dimensions.cell(index).unwrap_or(Cell::new_1d(0));
        (cell, square)
    })
}

/// An index of CELL (0–255), or `None` past it.
pub(crate) const fn to_u8(n: usize) -> Option<u8> {
    if n > u8::MAX as usize {
        None
    } else {
        #[allow(clippy::cast_possible_truncation, reason = "checked just above")]
        Some(n as u8)
    }
}

impl fmt::Display for Dimensions {
    /// Writes the sizes in words: `a rank of 8 squares`, `8 ranks of 8
    /// squares`, `2 layers of 8 ranks of 8 squares`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plural = |n: usize| if n == 1 { "" } else { "s" };
        match *self.as_slice() {
            [files] => write!(f, "a rank of {files} square{}", plural(files)),
            [ranks, files] => write!(
                f,
                "{ranks} rank{} of {files} square{}",
                plural(ranks),
                plural(files)
            ),
            [layers, ranks, files] => write!(
                f,
                "{layers} layer{} of {ranks} rank{} of {files} square{}",
                plural(layers),
                plural(ranks),
                plural(files)
            ),
            _ => Ok(()),
        }
    }
}

impl fmt::Debug for Dimensions {
    /// Writes `Dimensions([8, 8])`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Dimensions").field(&self.as_slice()).finish()
    }
}
