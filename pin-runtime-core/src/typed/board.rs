//! Boards of an engine's own pieces: the shapes of [`Board`] and
//! [`Board3`] with `Option<P>` squares.

use super::Pieces;
use crate::feen::Grid;
use crate::{Board, Board3};

/// A 2-D board of an engine's pieces, `RANKS` ranks of `FILES` squares in
/// the order written, as [`Board`] is for EPIN tokens; `BoardOf<P, 1, N>`
/// is a 1-D board of `N` squares.
///
/// ```
/// use pin_runtime::{BoardOf, Pieces, board};
///
/// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
/// enum Piece {
///     #[pin("K^")] WhiteKing,
///     #[pin("k^")] BlackKing,
/// }
///
/// const BOARD: BoardOf<Piece, 2, 3> = board!(Piece, "k^2/2K^");
/// assert_eq!(BOARD[1][2], Some(Piece::WhiteKing));
/// ```
pub type BoardOf<P, const RANKS: usize, const FILES: usize> = [[Option<P>; FILES]; RANKS];

/// A 3-D board of an engine's pieces, `LAYERS` layers of `RANKS` ranks of
/// `FILES` squares in the order written, as [`Board3`] is for EPIN tokens.
///
/// ```
/// use pin_runtime::{Board3Of, Pieces, board};
///
/// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
/// enum Piece {
///     #[pin("K^")] WhiteKing,
///     #[pin("k^")] BlackKing,
/// }
///
/// const CUBE: Board3Of<Piece, 2, 2, 2> = board!(Piece, "k^1/2//2/1K^");
/// assert_eq!(CUBE[1][1][1], Some(Piece::WhiteKing));
/// ```
pub type Board3Of<P, const LAYERS: usize, const RANKS: usize, const FILES: usize> =
    [[[Option<P>; FILES]; RANKS]; LAYERS];

mod sealed {
    pub trait Sealed {}
}

/// The boards a [`TypedPosition`](crate::TypedPosition) holds:
/// [`BoardOf`] and [`Board3Of`] of a type implementing [`Pieces`], each
/// with its board of EPIN tokens of the same shape.
///
/// ```
/// use pin_runtime::{Pieces, TypedPosition, feen, typed::TypedGrid};
///
/// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
/// enum Piece {
///     #[pin("K^")] WhiteKing,
///     #[pin("k^")] BlackKing,
///     #[pin("P")] WhitePawn,
/// }
///
/// /// Counts the pieces on a board of any shape.
/// fn on_board<B: TypedGrid>(position: &TypedPosition<B>) -> usize {
///     position.board().as_squares().iter().flatten().count()
/// }
///
/// assert_eq!(on_board(&feen!(Piece, "k^2/1P1/2K^ / W/w")), 3);
/// assert_eq!(on_board(&feen!(Piece, "k^1/2//2/1K^ / W/w")), 2);
/// ```
pub trait TypedGrid: Copy + sealed::Sealed {
    /// The type of the pieces.
    type Piece: Pieces + Copy;
    /// The board of EPIN tokens of the same shape.
    type Epins: Grid;
    /// The board with every square empty.
    const EMPTY: Self;
    /// Returns every square in the order written, as a slice.
    fn as_squares(&self) -> &[Option<Self::Piece>];
    /// Returns every square in the order written, as a slice. to change them.
    fn as_squares_mut(&mut self) -> &mut [Option<Self::Piece>];
}

impl<P: Pieces + Copy, const R: usize, const F: usize> sealed::Sealed for BoardOf<P, R, F> {}

impl<P: Pieces + Copy, const R: usize, const F: usize> TypedGrid for [[Option<P>; F]; R] {
    type Piece = P;
    type Epins = Board<R, F>;
    const EMPTY: Self = [[None; F]; R];

    fn as_squares(&self) -> &[Option<P>] {
        self.as_flattened()
    }

    fn as_squares_mut(&mut self) -> &mut [Option<P>] {
        self.as_flattened_mut()
    }
}

impl<P: Pieces + Copy, const L: usize, const R: usize, const F: usize> sealed::Sealed
    for Board3Of<P, L, R, F>
{
}

impl<P: Pieces + Copy, const L: usize, const R: usize, const F: usize> TypedGrid
    for [[[Option<P>; F]; R]; L]
{
    type Piece = P;
    type Epins = Board3<L, R, F>;
    const EMPTY: Self = [[[None; F]; R]; L];

    fn as_squares(&self) -> &[Option<P>] {
        self.as_flattened().as_flattened()
    }

    fn as_squares_mut(&mut self) -> &mut [Option<P>] {
        self.as_flattened_mut().as_flattened_mut()
    }
}
