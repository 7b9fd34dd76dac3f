//! A whole position typed by an engine's own piece type.

use core::fmt;
use core::hash::{Hash, Hasher};

use super::hand::{TypedHand, TypedHandIter};
use super::pieces::{near, value};
use super::{Board3Of, BoardOf, Pieces, TypedGrid};
use crate::feen::{Dimensions, Grid};
use crate::{
    Board, Board3, Cell, Epin, Position, Side, Sin, UnmappedPieceError, UnmappedSquareError,
};

/// A whole position whose pieces are an engine's own type: a board `B` (a
/// [`BoardOf`] or [`Board3Of`] of a type implementing [`Pieces`]), each
/// side's [`TypedHand`], each side's style and the side to move.
///
/// It converts from a FEEN [`Position`] of the same shape
/// ([`TryFrom`], or [`from_position`](Self::from_position) in `const`
/// code), failing on the first piece no variant maps, and back ([`From`],
/// [`to_position`](Self::to_position)), each value written as the first
/// token its variant lists. So typed → position → typed gives back the
/// same typed position, and position → typed → position gives back the
/// same position when each piece is written with its variant's first
/// token. `Display` writes it as FEEN.
///
/// `feen!` gives a constant from a literal, typed by an
/// enum deriving `Pieces`, with
/// `feen!(Piece, "…")`: a piece that no variant maps fails the build, on the
/// literal, naming its square by CELL coordinate or the hand holding it.
///
/// ```
/// use pin_runtime::{Board, BoardOf, Pieces, Position, Side, TypedPosition, feen};
///
/// /// A chess engine's pieces; castling rights and en passant live in
/// /// the engine, so `-R`, `+P` and `-P` are read as plain rooks and pawns.
/// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
/// enum Piece {
///     #[pin("K^")] WhiteKing,
///     #[pin("Q")] WhiteQueen,
///     #[pin("R", "-R")] WhiteRook,
///     #[pin("B")] WhiteBishop,
///     #[pin("N")] WhiteKnight,
///     #[pin("P", "+P", "-P")] WhitePawn,
///     #[pin("k^")] BlackKing,
///     #[pin("q")] BlackQueen,
///     #[pin("r", "-r")] BlackRook,
///     #[pin("b")] BlackBishop,
///     #[pin("n")] BlackKnight,
///     #[pin("p", "+p", "-p")] BlackPawn,
/// }
///
/// type Chess = TypedPosition<BoardOf<Piece, 8, 8>>;
///
/// const START: Chess =
///     feen!(Piece, "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / W/w");
/// assert_eq!(START.board()[7][0], Some(Piece::WhiteRook));
/// assert_eq!(START.turn(), Side::First);
///
/// // Written back with each variant's first token.
/// let position: Position<Board<8, 8>> = START.into();
/// assert_eq!(position.to_string(), "rnbqk^bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR / W/w");
/// assert_eq!(Chess::try_from(position), Ok(START));
/// ```
///
/// ```compile_fail
/// # use pin_runtime::{Pieces, feen};
/// #[derive(Clone, Copy, Pieces)]
/// enum Piece {
///     #[pin("K^")] WhiteKing,
///     #[pin("k^")] BlackKing,
/// }
///
/// // error: evaluation panicked: expected a piece that a variant of Piece
/// //        maps, found "+B" at c1
/// let position = feen!(Piece, "k^2/K^1+B / W/w");
/// ```
#[derive(Clone, Copy)]
pub struct TypedPosition<B: TypedGrid> {
    board: B,
    hands: [TypedHand<B::Piece>; 2],
    /// The first side's style (uppercase), then the second's (lowercase).
    styles: [Sin; 2],
    turn: Side,
}

impl<B: TypedGrid> TypedPosition<B> {
    /// A position with `board` and empty hands, where the side of `active`
    /// (its case) moves, against `inactive`. Returns `None` when both
    /// styles are in the same case, as [`Position::new`] does.
    ///
    /// ```
    /// use pin_runtime::{BoardOf, Pieces, TypedPosition, sin};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] WhiteKing,
    ///     #[pin("k^")] BlackKing,
    /// }
    ///
    /// let board: BoardOf<Piece, 2, 3> = [
    ///     [Some(Piece::BlackKing), None, None],
    ///     [None, None, Some(Piece::WhiteKing)],
    /// ];
    /// let position = TypedPosition::new(board, sin!("w"), sin!("W")).unwrap();
    /// assert_eq!(position.to_string(), "k^2/2K^ / w/W");
    /// assert!(TypedPosition::new(board, sin!("W"), sin!("J")).is_none());
    /// ```
    #[must_use]
    pub const fn new(board: B, active: Sin, inactive: Sin) -> Option<Self> {
        let Some((styles, turn)) = crate::feen::position::styles(active, inactive) else {
            return None;
        };
        Some(Self {
            board,
            hands: [TypedHand::new(), TypedHand::new()],
            styles,
            turn,
        })
    }

    /// Returns the board's sizes, outermost first, as
    /// [`Position::dimensions`] does.
    ///
    /// ```
    /// use pin_runtime::{Pieces, feen};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] WhiteKing,
    ///     #[pin("k^")] BlackKing,
    ///     #[pin("P", "+P")] WhitePawn,
    /// }
    ///
    /// assert_eq!(feen!(Piece, "k^2/3/2K^ / W/w").dimensions(), [3, 3]);
    /// ```
    #[must_use]
    pub const fn dimensions(&self) -> &[usize] {
        const { &<B::Epins as Grid>::DIMENSIONS }.as_slice()
    }

    /// Returns the board's sizes as a [`Dimensions`] value, which maps
    /// squares to their cells.
    ///
    /// ```
    /// use pin_runtime::{Pieces, cell, feen};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] WhiteKing,
    ///     #[pin("k^")] BlackKing,
    ///     #[pin("P", "+P")] WhitePawn,
    /// }
    ///
    /// let position = feen!(Piece, "k^2/3/2K^ / W/w");
    /// assert_eq!(position.shape().cell(8), Some(cell!("c1")));
    /// ```
    #[must_use]
    pub const fn shape(&self) -> Dimensions {
        <B::Epins as Grid>::DIMENSIONS
    }

    /// Returns the number of squares on the board.
    ///
    /// ```
    /// use pin_runtime::{Pieces, feen};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] WhiteKing,
    ///     #[pin("k^")] BlackKing,
    ///     #[pin("P", "+P")] WhitePawn,
    /// }
    ///
    /// assert_eq!(feen!(Piece, "k^2/3/2K^ / W/w").square_count(), 9);
    /// ```
    #[must_use]
    pub const fn square_count(&self) -> usize {
        <B::Epins as Grid>::DIMENSIONS.square_count()
    }

    /// Returns the board.
    ///
    /// ```
    /// use pin_runtime::{Pieces, feen};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] WhiteKing,
    ///     #[pin("k^")] BlackKing,
    /// }
    ///
    /// assert_eq!(feen!(Piece, "k^2/3/2K^ / W/w").board()[2][2], Some(Piece::WhiteKing));
    /// ```
    #[must_use]
    pub const fn board(&self) -> &B {
        &self.board
    }

    /// Returns the square `cell` names: `Some(None)` when it is empty,
    /// `None` when `cell` is not on the board.
    ///
    /// ```
    /// use pin_runtime::{Pieces, cell, feen};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] WhiteKing,
    ///     #[pin("k^")] BlackKing,
    ///     #[pin("P", "+P")] WhitePawn,
    /// }
    ///
    /// let position = feen!(Piece, "k^2/1+P1/2K^ / W/w");
    /// assert_eq!(position.get(cell!("c1")), Some(Some(Piece::WhiteKing)));
    /// assert_eq!(position.get(cell!("b2")), Some(Some(Piece::WhitePawn)));
    /// assert_eq!(position.get(cell!("a1")), Some(None));
    /// assert_eq!(position.get(cell!("d1")), None);
    /// ```
    #[must_use]
    pub fn get(&self, cell: Cell) -> Option<Option<B::Piece>> {
        let index = self.shape().index_of(cell)?;
        self.board.as_squares().get(index).copied()
    }

    /// Returns every square of the board in the order written.
    ///
    /// ```
    /// use pin_runtime::{Pieces, feen};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] WhiteKing,
    ///     #[pin("k^")] BlackKing,
    ///     #[pin("P", "+P")] WhitePawn,
    /// }
    ///
    /// let position = feen!(Piece, "k^2/3/2K^ / W/w");
    /// let squares: Vec<_> = position.squares().collect();
    /// assert_eq!(squares.len(), 9);
    /// assert_eq!(squares[8], Some(Piece::WhiteKing));
    /// ```
    pub fn squares(&self) -> impl ExactSizeIterator<Item = Option<B::Piece>> + '_ {
        self.board.as_squares().iter().copied()
    }

    /// Returns every square of the board with its cell, in the order
    /// written.
    ///
    /// ```
    /// use pin_runtime::{Pieces, cell, feen};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] WhiteKing,
    ///     #[pin("k^")] BlackKing,
    ///     #[pin("P", "+P")] WhitePawn,
    /// }
    ///
    /// let position = feen!(Piece, "k^2/3/2K^ / W/w");
    /// let first = position.cells().next();
    /// assert_eq!(first, Some((cell!("a3"), Some(Piece::BlackKing))));
    /// ```
    pub fn cells(&self) -> impl ExactSizeIterator<Item = (Cell, Option<B::Piece>)> + '_ {
        let shape = self.shape();
        // Every square of a board within FEEN's bounds has a cell.
        self.squares()
            .enumerate()
            .map(move |(index, square)| (shape.cell(index).unwrap_or(Cell::new_1d(0)), square))
    }

    /// Returns every piece on the board with its cell, in the order
    /// written.
    ///
    /// ```
    /// use pin_runtime::{Pieces, cell, feen};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] WhiteKing,
    ///     #[pin("k^")] BlackKing,
    ///     #[pin("P", "+P")] WhitePawn,
    /// }
    ///
    /// let position = feen!(Piece, "k^2/3/2K^ / W/w");
    /// let pieces: Vec<_> = position.pieces().collect();
    /// assert_eq!(pieces, [(cell!("a3"), Piece::BlackKing), (cell!("c1"), Piece::WhiteKing)]);
    /// ```
    pub fn pieces(&self) -> impl Iterator<Item = (Cell, B::Piece)> + '_ {
        self.cells()
            .filter_map(|(cell, square)| square.map(|piece| (cell, piece)))
    }

    /// Returns the cell where `piece` first stands on the board, in the
    /// order written.
    ///
    /// ```
    /// use pin_runtime::{Pieces, cell, feen};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] WhiteKing,
    ///     #[pin("k^")] BlackKing,
    ///     #[pin("P", "+P")] WhitePawn,
    /// }
    ///
    /// let position = feen!(Piece, "k^2/1+P1/P1K^ / W/w");
    /// assert_eq!(position.find(Piece::WhitePawn), Some(cell!("b2")));
    /// assert_eq!(position.find(Piece::WhiteKing), Some(cell!("c1")));
    /// ```
    #[must_use]
    pub fn find(&self, piece: B::Piece) -> Option<Cell>
    where
        B::Piece: PartialEq,
    {
        let index = self
            .board
            .as_squares()
            .iter()
            .position(|square| *square == Some(piece))?;
        self.shape().cell(index)
    }

    /// Returns how many of `piece` there are, on the board and in both
    /// hands.
    ///
    /// ```
    /// use pin_runtime::{Pieces, feen};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] WhiteKing,
    ///     #[pin("k^")] BlackKing,
    ///     #[pin("P", "+P")] WhitePawn,
    /// }
    ///
    /// let position = feen!(Piece, "k^2/1+P1/P1K^ P/ W/w");
    /// assert_eq!(position.count(Piece::WhitePawn), 3);
    /// ```
    #[must_use]
    pub fn count(&self, piece: B::Piece) -> usize
    where
        B::Piece: PartialEq,
    {
        let in_hand = self.hands[0].count(piece) + self.hands[1].count(piece);
        self.board_count(piece) + in_hand as usize
    }

    /// Returns how many of `piece` stand on the board.
    ///
    /// ```
    /// use pin_runtime::{Pieces, feen};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] WhiteKing,
    ///     #[pin("k^")] BlackKing,
    ///     #[pin("P", "+P")] WhitePawn,
    /// }
    ///
    /// let position = feen!(Piece, "k^2/1+P1/P1K^ P/ W/w");
    /// assert_eq!(position.board_count(Piece::WhitePawn), 2);
    /// ```
    #[must_use]
    pub fn board_count(&self, piece: B::Piece) -> usize
    where
        B::Piece: PartialEq,
    {
        self.squares()
            .filter(|square| *square == Some(piece))
            .count()
    }

    /// Returns how many pieces there are, on the board and in both hands.
    ///
    /// ```
    /// use pin_runtime::{Pieces, feen};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] WhiteKing,
    ///     #[pin("k^")] BlackKing,
    ///     #[pin("P", "+P")] WhitePawn,
    /// }
    ///
    /// assert_eq!(feen!(Piece, "k^2/1+P1/P1K^ P/ W/w").piece_count(), 5);
    /// ```
    #[must_use]
    pub fn piece_count(&self) -> usize {
        let in_hand = self.hands[0].total() as usize + self.hands[1].total() as usize;
        self.board_piece_count() + in_hand
    }

    /// Returns how many pieces stand on the board.
    ///
    /// ```
    /// use pin_runtime::{Pieces, feen};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] WhiteKing,
    ///     #[pin("k^")] BlackKing,
    ///     #[pin("P", "+P")] WhitePawn,
    /// }
    ///
    /// assert_eq!(feen!(Piece, "k^2/1+P1/P1K^ P/ W/w").board_piece_count(), 4);
    /// ```
    #[must_use]
    pub fn board_piece_count(&self) -> usize {
        self.squares().flatten().count()
    }

    /// Returns the first side's hand: each value held with its count, in
    /// the canonical order of the tokens they are written as, as
    /// [`Position::first_hand`] does.
    ///
    /// ```
    /// use pin_runtime::{Pieces, feen};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] WhiteKing,
    ///     #[pin("k^")] BlackKing,
    ///     #[pin("P", "+P")] WhitePawn,
    /// }
    ///
    /// let held: Vec<_> = feen!(Piece, "k^2/3/2K^ 2P/ J/j").first_hand().collect();
    /// assert_eq!(held, [(Piece::WhitePawn, 2)]);
    /// ```
    pub fn first_hand(&self) -> TypedHandIter<'_, B::Piece> {
        self.hands[0].iter()
    }

    /// Returns the second side's hand, as [`first_hand`](Self::first_hand).
    ///
    /// ```
    /// use pin_runtime::{Pieces, feen};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] WhiteKing,
    ///     #[pin("k^")] BlackKing,
    ///     #[pin("P", "+P")] WhitePawn,
    /// }
    ///
    /// assert_eq!(feen!(Piece, "k^2/3/2K^ 2P/ J/j").second_hand().next(), None);
    /// ```
    pub fn second_hand(&self) -> TypedHandIter<'_, B::Piece> {
        self.hands[1].iter()
    }

    /// Returns a side's hand.
    ///
    /// ```
    /// use pin_runtime::{Pieces, Side, feen};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] SenteKing,
    ///     #[pin("k^")] GoteKing,
    ///     #[pin("p")] GotePawn,
    /// }
    ///
    /// assert_eq!(feen!(Piece, "k^2/3/2K^ /p J/j").hand(Side::Second).total(), 1);
    /// ```
    #[must_use]
    pub const fn hand(&self, side: Side) -> &TypedHand<B::Piece> {
        &self.hands[side.index()]
    }

    /// Returns the side to move.
    ///
    /// ```
    /// use pin_runtime::{Pieces, Side, feen};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] WhiteKing,
    ///     #[pin("k^")] BlackKing,
    /// }
    ///
    /// assert_eq!(feen!(Piece, "k^2/3/2K^ / w/W").turn(), Side::Second);
    /// ```
    #[must_use]
    pub const fn turn(&self) -> Side {
        self.turn
    }

    /// Returns the style of the side to move, in its case.
    ///
    /// ```
    /// use pin_runtime::{Pieces, feen, sin};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] WhiteKing,
    ///     #[pin("k^")] BlackKing,
    /// }
    ///
    /// assert_eq!(feen!(Piece, "k^2/3/2K^ / j/W").active(), sin!("j"));
    /// ```
    #[must_use]
    pub const fn active(&self) -> Sin {
        self.styles[self.turn.index()]
    }

    /// Returns the style of the side not to move, in its case.
    ///
    /// ```
    /// use pin_runtime::{Pieces, feen, sin};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] WhiteKing,
    ///     #[pin("k^")] BlackKing,
    /// }
    ///
    /// assert_eq!(feen!(Piece, "k^2/3/2K^ / j/W").inactive(), sin!("W"));
    /// ```
    #[must_use]
    pub const fn inactive(&self) -> Sin {
        self.styles[self.turn.flipped().index()]
    }

    /// Returns a side's style, in its case.
    ///
    /// ```
    /// use pin_runtime::{Pieces, Side, feen, sin};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] WhiteKing,
    ///     #[pin("k^")] BlackKing,
    /// }
    ///
    /// assert_eq!(feen!(Piece, "k^2/3/2K^ / j/W").style(Side::First), sin!("W"));
    /// ```
    #[must_use]
    pub const fn style(&self, side: Side) -> Sin {
        self.styles[side.index()]
    }

    /// Gives the move to the other side.
    ///
    /// ```
    /// use pin_runtime::{Pieces, Side, feen};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] WhiteKing,
    ///     #[pin("k^")] BlackKing,
    /// }
    ///
    /// let mut position = feen!(Piece, "k^2/3/2K^ / W/w");
    /// position.switch_turn();
    /// assert_eq!(position.to_string(), "k^2/3/2K^ / w/W");
    /// ```
    pub const fn switch_turn(&mut self) {
        self.turn = self.turn.flipped();
    }

    /// Returns a copy where `side` moves.
    ///
    /// ```
    /// use pin_runtime::{BoardOf, Pieces, Side, TypedPosition, feen};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] WhiteKing,
    ///     #[pin("k^")] BlackKing,
    /// }
    ///
    /// const BLACK_TO_MOVE: TypedPosition<BoardOf<Piece, 3, 3>> =
    ///     feen!(Piece, "k^2/3/2K^ / W/w").with_turn(Side::Second);
    /// assert_eq!(BLACK_TO_MOVE.to_string(), "k^2/3/2K^ / w/W");
    /// ```
    #[must_use]
    pub const fn with_turn(mut self, side: Side) -> Self {
        self.turn = side;
        self
    }

    /// Returns the FEEN position: each value as the token it is written as,
    /// the first its variant lists.
    ///
    /// ```
    /// use pin_runtime::{Pieces, epin, feen};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^", "-K^")] WhiteKing,
    ///     #[pin("k^")] BlackKing,
    /// }
    ///
    /// let position = feen!(Piece, "k^2/3/2-K^ / W/w").to_position();
    /// assert_eq!(position.board()[2][2], Some(epin!("K^")));
    /// ```
    #[must_use]
    pub fn to_position(&self) -> Position<B::Epins> {
        let mut board = <B::Epins as Grid>::EMPTY;
        for (square, piece) in board
            .as_squares_mut()
            .iter_mut()
            .zip(self.board.as_squares())
        {
            *square = piece.map(Pieces::to_epin);
        }
        let hands = [*self.hands[0].as_hand(), *self.hands[1].as_hand()];
        Position::from_scan(board, hands, self.active(), self.inactive())
    }

    /// Builds a typed position from what a conversion read.
    const fn from_parts<E: Grid>(
        board: B,
        position: &Position<E>,
    ) -> Result<Self, UnmappedPieceError> {
        let mut hands = [TypedHand::new(), TypedHand::new()];
        let mut i = 0;
        while i < Side::ALL.len() {
            let side = Side::ALL[i];
            match TypedHand::from_hand(position.hand(side)) {
                Ok(hand) => hands[i] = hand,
                Err(piece) => {
                    return Err(UnmappedPieceError::Hand {
                        piece,
                        side,
                        target: <B::Piece as Pieces>::NAME,
                    });
                }
            }
            i += 1;
        }
        Ok(Self {
            board,
            hands,
            styles: [position.style(Side::First), position.style(Side::Second)],
            turn: position.turn(),
        })
    }
}

impl<P: Pieces + Copy, const R: usize, const F: usize> TypedPosition<BoardOf<P, R, F>> {
    /// Converts a FEEN position with a 2-D board (or a 1-D one, as one
    /// rank), piece by piece, in a `const fn`; [`TryFrom`] does the same for
    /// every shape.
    ///
    /// # Errors
    ///
    /// The first piece no value maps: on the board in the order written,
    /// named by its CELL coordinate, then in the first hand, then in the
    /// second.
    ///
    /// ```
    /// use pin_runtime::{BoardOf, Pieces, TypedPosition, feen};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] WhiteKing,
    ///     #[pin("k^")] BlackKing,
    /// }
    ///
    /// const TYPED: TypedPosition<BoardOf<Piece, 2, 3>> =
    ///     match TypedPosition::from_position(&feen!("k^2/2K^ / W/w")) {
    ///         Ok(position) => position,
    ///         Err(_) => panic!("a piece no variant maps"),
    ///     };
    /// assert_eq!(TYPED.board()[1][2], Some(Piece::WhiteKing));
    ///
    /// let err = TypedPosition::<BoardOf<Piece, 2, 3>>::from_position(&feen!("k^2/1QK^ / W/w"));
    /// assert_eq!(
    ///     err.unwrap_err().to_string(),
    ///     "expected a piece that a variant of Piece maps, found \"Q\" at b1",
    /// );
    /// ```
    pub const fn from_position(
        position: &Position<Board<R, F>>,
    ) -> Result<Self, UnmappedPieceError> {
        let mut board = [[None; F]; R];
        let dimensions = <Board<R, F> as Grid>::DIMENSIONS;
        if let Err(error) = read_squares(
            position.board().as_flattened(),
            board.as_flattened_mut(),
            dimensions,
        ) {
            return Err(UnmappedPieceError::Square(error));
        }
        Self::from_parts(board, position)
    }
}

impl<P: Pieces + Copy, const L: usize, const R: usize, const F: usize>
    TypedPosition<Board3Of<P, L, R, F>>
{
    /// Converts a FEEN position with a 3-D board, piece by piece, in a
    /// `const fn`, as [`from_position`](TypedPosition::from_position) does
    /// for 1-D and 2-D boards.
    ///
    /// # Errors
    ///
    /// The first piece no value maps: on the board in the order written,
    /// named by its CELL coordinate, then in the first hand, then in the
    /// second.
    ///
    /// ```
    /// use pin_runtime::{Board3Of, Pieces, TypedPosition, feen};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] WhiteKing,
    ///     #[pin("k^")] BlackKing,
    /// }
    ///
    /// let err = TypedPosition::<Board3Of<Piece, 2, 2, 2>>::from_position3(&feen!("k^1/2//Q1/1K^ / W/w"));
    /// assert_eq!(
    ///     err.unwrap_err().to_string(),
    ///     "expected a piece that a variant of Piece maps, found \"Q\" at a2A",
    /// );
    /// ```
    pub const fn from_position3(
        position: &Position<Board3<L, R, F>>,
    ) -> Result<Self, UnmappedPieceError> {
        let mut board = [[[None; F]; R]; L];
        let dimensions = <Board3<L, R, F> as Grid>::DIMENSIONS;
        if let Err(error) = read_squares(
            position.board().as_flattened().as_flattened(),
            board.as_flattened_mut().as_flattened_mut(),
            dimensions,
        ) {
            return Err(UnmappedPieceError::Square(error));
        }
        Self::from_parts(board, position)
    }
}

/// Reads squares of EPIN tokens into squares of values, in the order
/// written, on a board of these dimensions.
const fn read_squares<P: Pieces + Copy>(
    epins: &[Option<Epin>],
    pieces: &mut [Option<P>],
    dimensions: Dimensions,
) -> Result<(), UnmappedSquareError> {
    let mut i = 0;
    while i < epins.len() && i < pieces.len() {
        if let Some(piece) = epins[i] {
            let Some(value) = value::<P>(piece) else {
                let error = UnmappedSquareError::new(piece, dimensions, i, P::NAME);
                return Err(error.with_near(near::<P>(piece)));
            };
            pieces[i] = Some(value);
        }
        i += 1;
    }
    Ok(())
}

impl<B: TypedGrid> TryFrom<Position<B::Epins>> for TypedPosition<B> {
    type Error = UnmappedPieceError;

    /// Converts a FEEN position piece by piece.
    ///
    /// # Errors
    ///
    /// The first piece no value maps, as
    /// [`from_position`](TypedPosition::from_position) says.
    fn try_from(position: Position<B::Epins>) -> Result<Self, UnmappedPieceError> {
        Self::try_from(&position)
    }
}

impl<B: TypedGrid> TryFrom<&Position<B::Epins>> for TypedPosition<B> {
    type Error = UnmappedPieceError;

    /// Converts a borrowed FEEN position piece by piece, as
    /// [`from_position`](TypedPosition::from_position) does for 1-D and 2-D
    /// boards, for every shape.
    ///
    /// # Errors
    ///
    /// The first piece no value maps, as
    /// [`from_position`](TypedPosition::from_position) says.
    fn try_from(position: &Position<B::Epins>) -> Result<Self, UnmappedPieceError> {
        let mut board = B::EMPTY;
        read_squares(
            position.board().as_squares(),
            board.as_squares_mut(),
            <B::Epins as Grid>::DIMENSIONS,
        )?;
        Self::from_parts(board, position)
    }
}

impl<B: TypedGrid> From<TypedPosition<B>> for Position<B::Epins> {
    /// Converts a typed position to FEEN's; see
    /// [`to_position`](TypedPosition::to_position).
    fn from(position: TypedPosition<B>) -> Self {
        position.to_position()
    }
}

impl<B: TypedGrid + PartialEq> PartialEq for TypedPosition<B> {
    fn eq(&self, other: &Self) -> bool {
        self.board == other.board
            && self.hands == other.hands
            && self.styles == other.styles
            && self.turn == other.turn
    }
}

impl<B: TypedGrid + Eq> Eq for TypedPosition<B> {}

impl<B: TypedGrid + Hash> Hash for TypedPosition<B> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.board.hash(state);
        self.hands.hash(state);
        self.styles.hash(state);
        self.turn.hash(state);
    }
}

impl<B: TypedGrid> fmt::Display for TypedPosition<B> {
    /// Writes the position as canonical FEEN, each value as the token it is
    /// written as.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.to_position(), f)
    }
}

impl<B: TypedGrid> fmt::Debug for TypedPosition<B> {
    /// Writes `TypedPosition("<FEEN>")`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TypedPosition(\"{self}\")")
    }
}
