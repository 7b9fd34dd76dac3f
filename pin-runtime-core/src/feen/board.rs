//! Boards as arrays of squares: the shapes FEEN spells, read and written
//! through one placement scanner.

use core::fmt;

use super::{Dimensions, FeenError, MAX_DIMENSION, MAX_SQUARES, scan};
use crate::Epin;

/// A 2-D board of `RANKS` ranks of `FILES` squares, rank-major in the order
/// written (`board[0]` is the first rank written). `Board<1, N>` is a 1-D
/// board of `N` squares.
///
/// ```
/// use pin_runtime::{board, Board};
///
/// const XIANGQI: Board<10, 9> =
///     board!("rheak^aehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAK^AEHR");
/// assert_eq!(XIANGQI.len(), 10);
/// ```
pub type Board<const RANKS: usize, const FILES: usize> = [[Option<Epin>; FILES]; RANKS];

/// A 3-D board of `LAYERS` layers of `RANKS` ranks of `FILES` squares, in
/// the order written (`board[0][0]` is the first rank of the first layer).
///
/// ```
/// use pin_runtime::{board, epin, Board3};
///
/// const CUBE: Board3<2, 2, 2> = board!("ab/cd//AB/CD");
/// assert_eq!(CUBE[1][0][1], Some(epin!("B")));
/// ```
pub type Board3<const LAYERS: usize, const RANKS: usize, const FILES: usize> =
    [[[Option<Epin>; FILES]; RANKS]; LAYERS];

mod sealed {
    pub trait Sealed {}
}

/// The board types FEEN reads into and writes from: [`Board`] (2-D, or 1-D
/// with one rank) and [`Board3`], arrays of `Option<Epin>` seen as a grid
/// of squares.
///
/// Only shapes that FEEN can spell implement it usefully: 1 to
/// [`MAX_DIMENSION`](crate::feen::MAX_DIMENSION) squares along each
/// dimension, at most [`MAX_SQUARES`](crate::feen::MAX_SQUARES) in all, and
/// at least two layers of at least two ranks on a 3-D board. Using another
/// shape with a reader or writer fails the build, naming the rule.
///
/// A square's index in [`as_squares`](Self::as_squares) is its index in the
/// order written, which [`Dimensions::cell`] and [`Dimensions::index_of`]
/// map to and from its [`Cell`](crate::Cell).
///
/// ```
/// use pin_runtime::{Board, Board3, Cell, feen::Grid as _};
///
/// assert_eq!(<Board<8, 8>>::DIMENSIONS.as_slice(), [8, 8]);
/// assert_eq!(<Board<1, 8>>::DIMENSIONS.as_slice(), [8]);
/// assert_eq!(<Board3<2, 3, 4>>::DIMENSIONS.as_slice(), [2, 3, 4]);
/// assert_eq!(<Board<8, 8>>::DIMENSIONS.index_of(Cell::parse("c7")?), Some(10));
/// assert_eq!(<Board<8, 8>>::EMPTY.as_squares().len(), 64);
/// # Ok::<(), pin_runtime::CellError>(())
/// ```
pub trait Grid: Copy + sealed::Sealed {
    /// The board's sizes, outermost first: `[files]` for one rank,
    /// `[ranks, files]`, `[layers, ranks, files]`.
    const DIMENSIONS: Dimensions;
    /// The board with every square empty.
    const EMPTY: Self;
    /// Returns every square in the order written, as a slice (iterators of
    /// squares are named `squares()`).
    fn as_squares(&self) -> &[Option<Epin>];
    /// Returns every square in the order written, to change them.
    fn as_squares_mut(&mut self) -> &mut [Option<Epin>];
}

/// The dimensions of a 2-D (or 1-D) board type, checked at compile time.
const fn dimensions_2d(ranks: usize, files: usize) -> Dimensions {
    assert!(
        files >= 1 && files <= MAX_DIMENSION,
        "a FEEN board has 1 to 255 squares per rank"
    );
    assert!(
        ranks >= 1 && ranks <= MAX_DIMENSION,
        "a FEEN board has 1 to 255 ranks"
    );
    assert!(
        ranks * files <= MAX_SQUARES,
        "a FEEN board has at most 65025 squares"
    );
    if ranks == 1 {
        Dimensions::from_sizes([files, 0, 0], 1)
    } else {
        Dimensions::from_sizes([ranks, files, 0], 2)
    }
}

/// The dimensions of a 3-D board type, checked at compile time.
const fn dimensions_3d(layers: usize, ranks: usize, files: usize) -> Dimensions {
    assert!(
        files >= 1 && files <= MAX_DIMENSION,
        "a FEEN board has 1 to 255 squares per rank"
    );
    assert!(
        ranks >= 2 && ranks <= MAX_DIMENSION,
        "a 3-D FEEN board has 2 to 255 ranks per layer"
    );
    assert!(
        layers >= 2 && layers <= MAX_DIMENSION,
        "a 3-D FEEN board has 2 to 255 layers"
    );
    assert!(
        layers * ranks * files <= MAX_SQUARES,
        "a FEEN board has at most 65025 squares"
    );
    Dimensions::from_sizes([layers, ranks, files], 3)
}

impl<const R: usize, const F: usize> sealed::Sealed for Board<R, F> {}

impl<const R: usize, const F: usize> Grid for [[Option<Epin>; F]; R] {
    const DIMENSIONS: Dimensions = dimensions_2d(R, F);
    const EMPTY: Self = [[None; F]; R];

    fn as_squares(&self) -> &[Option<Epin>] {
        self.as_flattened()
    }

    fn as_squares_mut(&mut self) -> &mut [Option<Epin>] {
        self.as_flattened_mut()
    }
}

impl<const L: usize, const R: usize, const F: usize> sealed::Sealed for Board3<L, R, F> {}

impl<const L: usize, const R: usize, const F: usize> Grid for [[[Option<Epin>; F]; R]; L] {
    const DIMENSIONS: Dimensions = dimensions_3d(L, R, F);
    const EMPTY: Self = [[[None; F]; R]; L];

    fn as_squares(&self) -> &[Option<Epin>] {
        self.as_flattened().as_flattened()
    }

    fn as_squares_mut(&mut self) -> &mut [Option<Epin>] {
        self.as_flattened_mut().as_flattened_mut()
    }
}

/// Reads a FEEN piece placement into a 2-D board of `RANKS` ranks of
/// `FILES` squares (a 1-D placement when `RANKS` is 1), in the order
/// written: the first rank written is `board[0]`. Shape parameters come
/// ranks first, as in [`Board<RANKS, FILES>`](Board).
///
/// The input is read left to right and the first mistake is reported with
/// its square (by CELL name) and byte index. A well-formed placement of
/// another shape is an error naming both shapes. [`parse_board`] reads any
/// board type ([`Grid`]), 3-D included. Like a whole position, a placement
/// has at most [`MAX_LEN`](crate::feen::MAX_LEN) bytes.
///
/// # Errors
///
/// A [`FeenError`]: for example `""`, `"8/8/"`, `"8///8"`, `"08"`,
/// `"rnbqk^bnr/7"` (ranks of different widths), a bad token such as
/// `"K'^"`, `"8/8"` for an 8 × 8 board, or more than 4096 bytes.
///
/// ```
/// use pin_runtime::{Board, Epin, parse_placement};
///
/// const SHOGI: Board<9, 9> = match parse_placement(
///     "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL",
/// ) {
///     Ok(board) => board,
///     Err(_) => panic!("not a 9x9 placement"),
/// };
/// assert_eq!(SHOGI[0][4], Some(Epin::parse("k^")?));
/// assert_eq!(SHOGI[1][0], None);
///
/// let xiangqi = parse_placement::<10, 9>("rheak^aehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAK^AEHR")?;
/// assert_eq!(xiangqi[9][4], Some(Epin::parse("K^")?));
///
/// let err = parse_placement::<8, 8>("8/8").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid FEEN placement at byte 0: expected a board of 8 ranks of 8 squares, \
///      found 2 ranks of 8 squares",
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub const fn parse_placement<const RANKS: usize, const FILES: usize>(
    input: &str,
) -> Result<Board<RANKS, FILES>, FeenError> {
    let mut board = [[None; FILES]; RANKS];
    let expected = <Board<RANKS, FILES> as Grid>::DIMENSIONS;
    match scan::placement_only(input.as_bytes(), board.as_flattened_mut(), expected) {
        Ok(_) => Ok(board),
        Err(error) => Err(error),
    }
}

/// Reads a FEEN piece placement into a board of any [`Board`] type: 1-D,
/// 2-D or 3-D, with the errors of [`parse_placement`].
///
/// Not a `const fn`, unlike [`parse_placement`]: it is generic over the
/// board type and fills the board through [`Grid`]'s methods, and stable
/// Rust calls no trait method in a `const fn`. For a constant, use
/// [`parse_placement`] (2-D and 1-D boards) or `board!` (any shape).
///
/// # Errors
///
/// A [`FeenError`], as [`parse_placement`]; a 2-D placement is an error for
/// a 3-D board and the other way round.
///
/// ```
/// use pin_runtime::{Board3, Epin, parse_board};
///
/// let cube: Board3<2, 2, 3> = parse_board("3/1k1//1K1/3")?;
/// assert_eq!(cube[1][0][1], Some(Epin::parse("K")?));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse_board<B: Grid>(input: &str) -> Result<B, FeenError> {
    let mut board = B::EMPTY;
    scan::placement_only(input.as_bytes(), board.as_squares_mut(), B::DIMENSIONS)?;
    Ok(board)
}

/// Writes a board as its canonical FEEN piece placement: pieces as their
/// tokens, each run of empty squares as one count, ranks joined by `/` and
/// the layers of a 3-D board by `//`.
///
/// Reading the text back gives the same board, and writing a board read
/// from text gives the same text.
///
/// ```
/// use pin_runtime::{board, placement, Board};
///
/// const START: Board<2, 4> = board!("rk^2/1+P'1K");
/// assert_eq!(placement(&START).to_string(), "rk^2/1+P'1K");
/// ```
#[must_use]
pub const fn placement<B: Grid>(board: &B) -> Placement<'_, B> {
    Placement { board }
}

/// A board shown as its FEEN piece placement; see [`placement`].
///
/// ```
/// use pin_runtime::{board, placement, Board3};
///
/// const CUBE: Board3<2, 2, 2> = board!("ab/cd//AB/CD");
/// assert_eq!(format!("{}", placement(&CUBE)), "ab/cd//AB/CD");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Placement<'a, B> {
    board: &'a B,
}

impl<B: Grid> fmt::Display for Placement<'_, B> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = super::write::Buffer::new(f);
        out.placement(self.board.as_squares(), B::DIMENSIONS)?;
        out.flush()
    }
}
