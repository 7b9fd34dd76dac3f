//! A whole position as a value: board, hands, styles and turn.

use core::fmt;

use super::{
    Dimensions, FeenError, Grid, Hand, HandError, HandIter, MAX_LEN, PositionEdit, length, scan,
};
use crate::{Cell, Epin, Qpi, Side, Sin};

/// A whole FEEN position as a value: a board of type `B` (a [`Board`] or
/// [`Board3`]), each side's [`Hand`], each side's style, and the side to
/// move. Plain data, no allocation: a chess position is 264 bytes.
///
/// Positions whose boards have the same shape have the same type, whatever
/// their hands hold, so they fit in tables:
///
/// ```
/// use pin_runtime::{cell, epin, feen, Board, Position, Side};
///
/// type Chess = Position<Board<8, 8>>;
///
/// const OPENINGS: [Chess; 2] = [
///     feen!("rnbqk^bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR / W/w"),
///     feen!("rnbqk^bnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQK^BNR / w/W"),
/// ];
/// assert_eq!(OPENINGS[1].turn(), Side::Second);
/// assert_eq!(OPENINGS[1].get(cell!("e4")), Some(Some(epin!("P"))));
///
/// // Read at run time, written back canonically.
/// let text = "rnbqk^bnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQK^BNR / w/W";
/// let position: Chess = text.parse()?;
/// assert_eq!(position, OPENINGS[1]);
/// assert_eq!(position.to_string(), text);
/// # Ok::<(), pin_runtime::FeenError>(())
/// ```
///
/// # Always writable
///
/// Every position this API gives, whatever was done to it, writes FEEN
/// that [`parse`](Self::parse) reads back into the same position. The
/// mutators keep what the text needs: [`set`](Self::set),
/// [`set_board`](Self::set_board) and [`add_to_hand`](Self::add_to_hand)
/// refuse to put more pieces on the board and in hand than the board has
/// squares (one per square, as FEEN requires) and to make the text longer
/// than [`MAX_LEN`](crate::feen::MAX_LEN) bytes, which its reader reads no
/// further than; hands keep their own bounds ([`Hand::CAPACITY`] different
/// pieces each). The board is not lent mutably, since no `&mut` could keep
/// those bounds.
///
/// One constructor cannot check the length: [`new`](Self::new), a `const
/// fn`, which cannot read a board of a generic type. Only a board of more
/// than about 900 squares can take more than
/// [`MAX_LEN`](crate::feen::MAX_LEN) bytes; give such a board to
/// [`set_board`](Self::set_board), which checks it.
///
/// ```
/// use pin_runtime::{cell, epin, feen, PositionError, Side};
///
/// let mut line = feen!("1 / W/w");
/// assert_eq!(
///     line.add_to_hand(Side::First, epin!("P"), 5),
///     Err(PositionError::TooManyPieces { pieces: 5, squares: 1 }),
/// );
/// line.add_to_hand(Side::First, epin!("P"), 1)?;
/// assert!(line.set(cell!("a"), Some(epin!("K^"))).is_err());
/// assert_eq!(line.to_string(), "1 P/ W/w");
/// # Ok::<(), PositionError>(())
/// ```
///
/// # Cost of a change
///
/// A change looks at the square or hand item it touches and at the squares
/// beside it in its rank, up to the nearest piece: the same work on any
/// board, with two exceptions, where it counts what the position holds.
/// Placing a piece while the hands hold some looks for as many empty
/// squares as there would be pieces in hand (a count that stops there).
/// On a board whose text could pass [`MAX_LEN`](crate::feen::MAX_LEN)
/// bytes (more than about 900 squares, known from its type), a change
/// that lengthens the text measures it, square by square.
///
/// For many changes there, or while the hands hold many pieces, make them
/// through [`edit`](Self::edit): its guard, a [`PositionEdit`], counts the
/// pieces and measures the text once, then works out what each change does
/// to both from the square's rank or the hand item alone, so that every
/// change costs the same on any board. A board built whole can also be
/// given to [`set_board`](Self::set_board), which measures it once.
///
/// A position keeps no count of its own: it is its board, hands, styles
/// and turn, no more, so that two equal positions are equal field by field
/// and a literal is a pattern, whichever way each was made (a count could
/// not be worked out by [`new`](Self::new), a generic `const fn`). The
/// guard keeps the counts for as long as it lends the position.
///
/// ```
/// use pin_runtime::{Board, Epin, Position, PositionError, Sin};
///
/// // 32 ranks of 32 `+K^'` would be 4,133 bytes of FEEN, more than a
/// // reader reads: filled square by square, the board stops short.
/// let empty: Board<32, 32> = [[None; 32]; 32];
/// let mut big = Position::new(empty, Sin::parse("W")?, Sin::parse("w")?).unwrap();
/// let piece = Epin::parse("+K^'")?;
/// let mut refused = None;
/// for index in 0..big.square_count() {
///     if let Err(error) = big.set(big.shape().cell(index).unwrap(), Some(piece)) {
///         refused = Some((index, error));
///         break;
///     }
/// }
/// assert_eq!(refused, Some((1014, PositionError::TooLong { len: 4098 })));
/// let text = big.to_string();
/// assert_eq!(text.len(), 4095);
/// assert_eq!(text.parse::<Position<Board<32, 32>>>()?, big);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// [`Board`]: crate::Board
/// [`Board3`]: crate::Board3
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position<B> {
    pub(super) board: B,
    pub(super) hands: [Hand; 2],
    /// The first side's style (uppercase), then the second's (lowercase).
    styles: [Sin; 2],
    turn: Side,
}

/// Why a [`Position`] refused a change; the position is unchanged then.
///
/// ```
/// use pin_runtime::{cell, epin, feen, PositionError};
///
/// let mut position = feen!("k^2/3/2K^ / W/w");
/// let err = position.set(cell!("d1"), Some(epin!("P"))).unwrap_err();
/// assert_eq!(err.to_string(), "expected a square of the board (3 ranks of 3 squares), found d1");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum PositionError {
    /// The cell names no square of the board: off its edges, or with
    /// another number of dimensions.
    OffBoard {
        /// The cell.
        cell: Cell,
        /// The board's dimensions.
        dimensions: Dimensions,
    },
    /// The change would put more pieces on the board and in hand than the
    /// board has squares, which FEEN cannot write.
    TooManyPieces {
        /// The pieces there would be, on the board and in both hands.
        pieces: usize,
        /// The squares of the board.
        squares: usize,
    },
    /// The change would make the position's FEEN longer than
    /// [`MAX_LEN`](crate::feen::MAX_LEN) bytes, which its reader reads no
    /// further than.
    TooLong {
        /// The bytes the text would have.
        len: usize,
    },
    /// The hand's own bounds refused the change.
    Hand(HandError),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::OffBoard { cell, dimensions } => write!(
                f,
                "expected a square of the board ({dimensions}), found {cell}"
            ),
            Self::TooManyPieces { pieces, squares } => {
                super::error::write_too_many_pieces(f, pieces, squares)
            }
            Self::TooLong { len } => write!(
                f,
                "expected at most {MAX_LEN} bytes of FEEN text, found {len}"
            ),
            Self::Hand(error) => write!(f, "{error}"),
        }
    }
}

impl core::error::Error for PositionError {}

impl From<HandError> for PositionError {
    fn from(error: HandError) -> Self {
        Self::Hand(error)
    }
}

/// The styles of a position, first side's first, and the side to move,
/// from the styles of the side to move and of the other side; `None` when
/// both are of one side. What [`Position::new`] and the typed position's
/// `new` check.
pub(crate) const fn styles(active: Sin, inactive: Sin) -> Option<([Sin; 2], Side)> {
    let turn = active.side();
    if turn.is_first() == inactive.side().is_first() {
        return None;
    }
    let styles = match turn {
        Side::First => [active, inactive],
        Side::Second => [inactive, active],
    };
    Some((styles, turn))
}

impl<B: Grid> Position<B> {
    /// A position with `board` and empty hands, where the side of `active`
    /// (its case) moves, against `inactive`. Returns `None` when both
    /// styles are in the same case: they must name the two sides.
    ///
    /// A `const fn` cannot read a board of a generic type, so the length of
    /// the board as text is not checked here: a board of more than about
    /// 900 squares, full of long tokens, can take more than
    /// [`MAX_LEN`](crate::feen::MAX_LEN) bytes. [`set_board`](Self::set_board)
    /// checks it (start from `B::EMPTY`); the mutators refuse to lengthen
    /// such a text, and allow any change that shortens it.
    ///
    /// ```
    /// use pin_runtime::{Board, Position, Side, Sin, parse_board};
    ///
    /// let position: Position<Board<2, 3>> =
    ///     Position::new(parse_board::<Board<2, 3>>("k^2/2K^")?, Sin::parse("w")?, Sin::parse("W")?).unwrap();
    /// assert_eq!(position.turn(), Side::Second);
    /// assert_eq!(position.to_string(), "k^2/2K^ / w/W");
    /// assert!(Position::new(parse_board::<Board<2, 3>>("k^2/2K^")?, Sin::parse("W")?, Sin::parse("J")?).is_none());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn new(board: B, active: Sin, inactive: Sin) -> Option<Self> {
        let Some((styles, turn)) = styles(active, inactive) else {
            return None;
        };
        Some(Self {
            board,
            hands: [Hand::new(), Hand::new()],
            styles,
            turn,
        })
    }

    /// Builds a position from what a scan read.
    pub(crate) const fn from_scan(board: B, hands: [Hand; 2], active: Sin, inactive: Sin) -> Self {
        let turn = active.side();
        let styles = match turn {
            Side::First => [active, inactive],
            Side::Second => [inactive, active],
        };
        Self {
            board,
            hands,
            styles,
            turn,
        }
    }

    /// The board and both hands, to be filled in place by a reader of
    /// another notation, which keeps the pieces no more than the squares.
    pub(crate) const fn board_and_hands_mut(&mut self) -> (&mut B, &mut [Hand; 2]) {
        (&mut self.board, &mut self.hands)
    }

    /// Reads a FEEN position whose board has the shape of `B`.
    ///
    /// To read text of a shape known only once read, check it with
    /// [`Feen::parse`](crate::Feen::parse) and convert the view
    /// (`Position::try_from(feen)`), which does not read the text again.
    ///
    /// Not a `const fn`, unlike the crate's other readers: it is generic
    /// over the board type and fills the board through [`Grid`]'s methods,
    /// and stable Rust calls no trait method in a `const fn`. For a
    /// constant, `feen!` reads the literal at compile time; in `const` code
    /// of your own, [`Feen::parse`](crate::Feen::parse) checks any text.
    ///
    /// # Errors
    ///
    /// A [`FeenError`]: the errors of [`Feen::parse`](crate::Feen::parse),
    /// [`FeenErrorKind::Shape`](crate::FeenErrorKind::Shape) for a board of
    /// another shape, and
    /// [`FeenErrorKind::HandFull`](crate::FeenErrorKind::HandFull) for a
    /// hand of more different pieces than [`Hand::CAPACITY`].
    ///
    /// ```
    /// use pin_runtime::{Board, Epin, Position, Side};
    ///
    /// let position = Position::<Board<3, 3>>::parse("k^2/3/2K^ P/ W/w")?;
    /// assert_eq!(position.hand(Side::First).count(Epin::parse("P")?), 1);
    ///
    /// let err = Position::<Board<8, 8>>::parse("k^2/3/2K^ P/ W/w").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "invalid FEEN position at byte 0 (placement): \
    ///      expected a board of 8 ranks of 8 squares, found 3 ranks of 3 squares",
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn parse(input: &str) -> Result<Self, FeenError> {
        let mut board = B::EMPTY;
        let mut hands = [Hand::new(), Hand::new()];
        let scanned = scan::position(
            input.as_bytes(),
            board.as_squares_mut(),
            Some(&mut hands),
            Some(&B::DIMENSIONS),
        )
        .map_err(|error| crate::feen::other_notation(input, error))?;
        Ok(Self::from_scan(
            board,
            hands,
            scanned.active,
            scanned.inactive,
        ))
    }

    /// Returns the board's sizes, outermost first, as
    /// [`Feen::dimensions`](crate::Feen::dimensions) does.
    ///
    /// ```
    /// use pin_runtime::{Board, Position};
    ///
    /// let xiangqi = "rheak^aehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAK^AEHR / C/c".parse::<Position<Board<10, 9>>>()?;
    /// assert_eq!(xiangqi.dimensions(), [10, 9]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn dimensions(&self) -> &[usize] {
        const { &B::DIMENSIONS }.as_slice()
    }

    /// Returns the board's sizes as a [`Dimensions`] value, which maps
    /// squares to their cells.
    ///
    /// ```
    /// use pin_runtime::{Board, Cell, Position};
    ///
    /// let position = "k^2/3/2K^ / W/w".parse::<Position<Board<3, 3>>>()?;
    /// assert_eq!(position.shape().to_string(), "3 ranks of 3 squares");
    /// assert_eq!(position.shape().cell(8), Some(Cell::parse("c1")?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn shape(&self) -> Dimensions {
        B::DIMENSIONS
    }

    /// Returns the number of squares on the board.
    ///
    /// ```
    /// use pin_runtime::{Board, Position};
    ///
    /// assert_eq!("k^2/3/2K^ / W/w".parse::<Position<Board<3, 3>>>()?.square_count(), 9);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn square_count(&self) -> usize {
        B::DIMENSIONS.square_count()
    }

    /// Returns the board.
    ///
    /// ```
    /// use pin_runtime::{Board, Epin, Position};
    ///
    /// let position = "k^2/3/2K^ / W/w".parse::<Position<Board<3, 3>>>()?;
    /// assert_eq!(position.board()[2][2], Some(Epin::parse("K^")?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn board(&self) -> &B {
        &self.board
    }

    /// Replaces the board, keeping the hands, styles and turn.
    ///
    /// # Errors
    ///
    /// [`PositionError::TooManyPieces`] when the new board's pieces and
    /// those in hand outnumber the squares;
    /// [`PositionError::TooLong`] when the position would be written in
    /// more than [`MAX_LEN`](crate::feen::MAX_LEN) bytes (and more than
    /// before). The position is unchanged then.
    ///
    /// ```
    /// use pin_runtime::{Board, Position, PositionError, parse_board};
    ///
    /// let mut position = "k^2/3/2K^ 7P/ W/w".parse::<Position<Board<3, 3>>>()?;
    /// assert_eq!(
    ///     position.set_board(parse_board("k^2/1p1/2K^")?),
    ///     Err(PositionError::TooManyPieces { pieces: 10, squares: 9 }),
    /// );
    /// position.set_board(parse_board("k^2/3/1K^1")?)?;
    /// assert_eq!(position.to_string(), "k^2/3/1K^1 7P/ W/w");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_board(&mut self, board: B) -> Result<(), PositionError> {
        let squares = board.as_squares();
        let on_board = squares.iter().flatten().count();
        Self::check_pieces(on_board + self.hand_pieces())?;
        if !Self::SHORT {
            let len = length::placement(squares, B::DIMENSIONS) + length::rest(&self.hands);
            if len > MAX_LEN {
                Self::check_len(len, self.text_len())?;
            }
        }
        self.board = board;
        Ok(())
    }

    /// Returns the square `cell` names: `Some(None)` when it is empty,
    /// `Some(Some(piece))` when a piece stands there, `None` when the cell
    /// is off the board (or has another number of dimensions).
    ///
    /// ```
    /// use pin_runtime::{cell, epin, feen};
    ///
    /// let chess = feen!("rnbqk^bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR / W/w");
    /// assert_eq!(chess.get(cell!("e1")), Some(Some(epin!("K^"))));
    /// assert_eq!(chess.get(cell!("e4")), Some(None));
    /// assert_eq!(chess.get(cell!("i1")), None);
    /// ```
    #[must_use]
    pub fn get(&self, cell: Cell) -> Option<Option<Epin>> {
        let index = B::DIMENSIONS.index_of(cell)?;
        self.board.as_squares().get(index).copied()
    }

    /// Puts `square` (a piece, or `None` to empty it) on the square `cell`
    /// names, and returns what stood there.
    ///
    /// A change looks at the square's rank, and counts or measures the
    /// position only on a board of more than about 900 squares or while
    /// the hands hold pieces (see [Cost of a change](Self#cost-of-a-change)).
    /// For many changes in a row there, make them through
    /// [`edit`](Self::edit), whose guard counts and measures once: a pawn
    /// put on every square of an empty 255×255 board (65,025 calls, most
    /// of them refused at the length bound) takes about a tenth of a second
    /// that way, against more than ten seconds through `set`, which
    /// measures the whole text at each call there.
    ///
    /// # Errors
    ///
    /// [`PositionError::OffBoard`] when `cell` names no square of the board;
    /// [`PositionError::TooManyPieces`] when a piece on an empty square
    /// would make more pieces on the board and in hand than squares;
    /// [`PositionError::TooLong`] when the position would be written in
    /// more than [`MAX_LEN`](crate::feen::MAX_LEN) bytes (and more than
    /// before). The position is unchanged then.
    ///
    /// ```
    /// use pin_runtime::{cell, epin, feen, PositionError};
    ///
    /// // 1. e4: the pawn leaves e2 for e4.
    /// let mut chess = feen!("rnbqk^bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR / W/w");
    /// let pawn = chess.set(cell!("e2"), None)?;
    /// chess.set(cell!("e4"), pawn)?;
    /// chess.switch_turn();
    /// assert_eq!(chess.to_string(), "rnbqk^bnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQK^BNR / w/W");
    /// # Ok::<(), PositionError>(())
    /// ```
    pub fn set(&mut self, cell: Cell, square: Option<Epin>) -> Result<Option<Epin>, PositionError> {
        let Some(index) = B::DIMENSIONS.index_of(cell) else {
            return Err(PositionError::OffBoard {
                cell,
                dimensions: B::DIMENSIONS,
            });
        };
        let squares = self.board.as_squares();
        let old = squares.get(index).copied().flatten();
        if old.is_none() && square.is_some() && self.hand_pieces() > 0 {
            // With empty hands the square itself is room enough.
            self.check_room(1)?;
        }
        if !Self::SHORT {
            // Only the square and the runs of empty squares beside it in its
            // rank are written differently.
            let files = B::DIMENSIONS.files();
            let (removed, added) = length::around(squares, files, index, old, square);
            if added > removed {
                let before = self.text_len();
                Self::check_len(before + added - removed, before)?;
            }
        }
        if let Some(slot) = self.board.as_squares_mut().get_mut(index) {
            *slot = square;
        }
        Ok(old)
    }

    /// Lends the position for a run of changes, each at a cost that does
    /// not grow with the board: the [`PositionEdit`] counts the pieces and
    /// measures the text once (a pass over the squares), then keeps both
    /// counts as its mutators, the position's own, change them.
    ///
    /// The plain mutators need no guard and measure nothing on most boards;
    /// see [Cost of a change](Self#cost-of-a-change) for when a guard pays
    /// off.
    ///
    /// ```
    /// use pin_runtime::{cell, epin, feen, Side};
    ///
    /// // A drop: the pawn in hand goes to e5, then the other side moves.
    /// let mut shogi = feen!("lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL P/ J/j");
    /// let mut edit = shogi.edit();
    /// edit.remove_from_hand(Side::First, epin!("P"), 1)?;
    /// edit.set(cell!("e5"), Some(epin!("P")))?;
    /// edit.switch_turn();
    /// assert_eq!(edit.piece_count(), 41);
    /// drop(edit);
    /// assert_eq!(shogi.to_string(), "lnsgk^gsnl/1r5b1/ppppppppp/9/4P4/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / j/J");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn edit(&mut self) -> PositionEdit<'_, B> {
        PositionEdit::new(self)
    }

    /// Returns every square of the board in the order written, as
    /// [`Feen::squares`](crate::Feen::squares) does: `None` for an empty
    /// square.
    ///
    /// ```
    /// use pin_runtime::{Board, Epin, Position};
    ///
    /// let position = "k^2/3/2K^ / W/w".parse::<Position<Board<3, 3>>>()?;
    /// let squares: Vec<_> = position.squares().collect();
    /// assert_eq!(squares.len(), 9);
    /// assert_eq!((squares[0], squares[1]), (Some(Epin::parse("k^")?), None));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn squares(&self) -> impl ExactSizeIterator<Item = Option<Epin>> + '_ {
        self.board.as_squares().iter().copied()
    }

    /// Returns every square of the board with its cell, in the order
    /// written.
    ///
    /// ```
    /// use pin_runtime::{Board, Cell, Epin, Position};
    ///
    /// let position = "k^2/3/2K^ / W/w".parse::<Position<Board<3, 3>>>()?;
    /// let cells: Vec<_> = position.cells().collect();
    /// assert_eq!(cells[0], (Cell::parse("a3")?, Some(Epin::parse("k^")?)));
    /// assert_eq!(cells[8], (Cell::parse("c1")?, Some(Epin::parse("K^")?)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn cells(&self) -> impl ExactSizeIterator<Item = (Cell, Option<Epin>)> + '_ {
        super::with_cells(B::DIMENSIONS, self.squares())
    }

    /// Returns every piece on the board with its cell, in the order
    /// written.
    ///
    /// ```
    /// use pin_runtime::{Board, Position};
    ///
    /// let position = "k^2/1P1/2K^ / W/w".parse::<Position<Board<3, 3>>>()?;
    /// let pieces: Vec<_> = position.pieces().map(|(cell, piece)| format!("{piece}@{cell}")).collect();
    /// assert_eq!(pieces, ["k^@a3", "P@b2", "K^@c1"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn pieces(&self) -> impl Iterator<Item = (Cell, Epin)> + '_ {
        self.cells()
            .filter_map(|(cell, square)| square.map(|piece| (cell, piece)))
    }

    /// Returns the cell where `piece` first stands on the board, in the
    /// order written (from the first rank written, rank by rank).
    ///
    /// ```
    /// use pin_runtime::{cell, epin, feen};
    ///
    /// let chess = feen!("rnbqk^bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR / W/w");
    /// assert_eq!(chess.find(epin!("K^")), Some(cell!("e1")));
    /// assert_eq!(chess.find(epin!("R")), Some(cell!("a1")));
    /// assert_eq!(chess.find(epin!("+Q")), None);
    /// ```
    #[must_use]
    pub fn find(&self, piece: Epin) -> Option<Cell> {
        let index = self
            .board
            .as_squares()
            .iter()
            .position(|square| *square == Some(piece))?;
        B::DIMENSIONS.cell(index)
    }

    /// Returns how many of `piece` there are, on the board and in both
    /// hands.
    ///
    /// ```
    /// use pin_runtime::{Board, Epin, Position};
    ///
    /// let position = "k^2/PP1/2K^ P/P W/w".parse::<Position<Board<3, 3>>>()?;
    /// assert_eq!(position.count(Epin::parse("P")?), 4);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn count(&self, piece: Epin) -> usize {
        let in_hand = self.hands[0].count(piece) + self.hands[1].count(piece);
        self.board_count(piece) + in_hand as usize
    }

    /// Returns how many of `piece` stand on the board.
    ///
    /// ```
    /// use pin_runtime::{Board, Epin, Position};
    ///
    /// let position = "k^2/PP1/2K^ P/P W/w".parse::<Position<Board<3, 3>>>()?;
    /// assert_eq!(position.board_count(Epin::parse("P")?), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn board_count(&self, piece: Epin) -> usize {
        self.board
            .as_squares()
            .iter()
            .filter(|square| **square == Some(piece))
            .count()
    }

    /// Returns how many pieces there are, on the board and in both hands.
    ///
    /// ```
    /// use pin_runtime::{Board, Position};
    ///
    /// assert_eq!("k^2/PP1/2K^ 2P/p W/w".parse::<Position<Board<3, 3>>>()?.piece_count(), 7);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn piece_count(&self) -> usize {
        self.board_piece_count() + self.hand_pieces()
    }

    /// Returns how many pieces stand on the board.
    ///
    /// ```
    /// use pin_runtime::{Board, Position};
    ///
    /// assert_eq!("k^2/PP1/2K^ 2P/p W/w".parse::<Position<Board<3, 3>>>()?.board_piece_count(), 4);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn board_piece_count(&self) -> usize {
        self.board.as_squares().iter().flatten().count()
    }

    /// The pieces in both hands.
    pub(super) const fn hand_pieces(&self) -> usize {
        self.hands[0].total() as usize + self.hands[1].total() as usize
    }

    /// Whether no position of this board type can be written in more than
    /// [`MAX_LEN`] bytes, so that no change needs to measure its text.
    const SHORT: bool = length::longest(B::DIMENSIONS) <= MAX_LEN;

    /// The bytes of the FEEN text the position writes.
    pub(super) fn text_len(&self) -> usize {
        length::placement(self.board.as_squares(), B::DIMENSIONS) + length::rest(&self.hands)
    }

    /// Checks that `added` more pieces fit with those on the board and in
    /// hand, one per square: that there are as many empty squares as there
    /// would be pieces in hand. The count of empty squares stops there, so
    /// that with empty hands nothing is counted.
    fn check_room(&self, added: usize) -> Result<(), PositionError> {
        let needed = self.hand_pieces().saturating_add(added);
        let empty = self
            .board
            .as_squares()
            .iter()
            .filter(|square| square.is_none());
        if empty.take(needed).count() == needed {
            Ok(())
        } else {
            Self::check_pieces(self.piece_count().saturating_add(added))
        }
    }

    /// Checks that `pieces` fit on the board, one per square.
    pub(super) const fn check_pieces(pieces: usize) -> Result<(), PositionError> {
        let squares = B::DIMENSIONS.square_count();
        if pieces > squares {
            Err(PositionError::TooManyPieces { pieces, squares })
        } else {
            Ok(())
        }
    }

    /// Checks that a change from a text of `before` bytes to one of `len`
    /// keeps it within [`MAX_LEN`], or at least does not lengthen it.
    pub(super) const fn check_len(len: usize, before: usize) -> Result<(), PositionError> {
        if len > MAX_LEN && len > before {
            Err(PositionError::TooLong { len })
        } else {
            Ok(())
        }
    }

    /// Returns the first side's hand: each piece held with its count, in
    /// canonical order, as [`Feen::first_hand`](crate::Feen::first_hand)
    /// does.
    ///
    /// ```
    /// use pin_runtime::{Board, Epin, Position};
    ///
    /// let position = "k^2/3/2K^ 2Pb/ W/w".parse::<Position<Board<3, 3>>>()?;
    /// let hand: Vec<_> = position.first_hand().collect();
    /// assert_eq!(hand, [(Epin::parse("P")?, 2), (Epin::parse("b")?, 1)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn first_hand(&self) -> HandIter<'_> {
        self.hands[0].iter()
    }

    /// Returns the second side's hand, as [`first_hand`](Self::first_hand).
    ///
    /// ```
    /// use pin_runtime::{Board, Epin, Position};
    ///
    /// let position = "k^2/3/2K^ 2P/b W/w".parse::<Position<Board<3, 3>>>()?;
    /// assert_eq!(position.second_hand().collect::<Vec<_>>(), [(Epin::parse("b")?, 1)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn second_hand(&self) -> HandIter<'_> {
        self.hands[1].iter()
    }

    /// Returns a side's [`Hand`], to query or copy it.
    ///
    /// ```
    /// use pin_runtime::{Board, Epin, Position, Side};
    ///
    /// let position = "k^2/3/2K^ 2P/b W/w".parse::<Position<Board<3, 3>>>()?;
    /// assert_eq!(position.hand(Side::First).count(Epin::parse("P")?), 2);
    /// assert_eq!(position.hand(Side::Second).total(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn hand(&self, side: Side) -> &Hand {
        &self.hands[side.index()]
    }

    /// Adds `count` of `piece` to a side's hand, keeping its canonical
    /// order. Adding 0 changes nothing.
    ///
    /// It counts the empty squares, up to as many as there would be pieces
    /// in hand: for many changes in a row while the hands hold many
    /// pieces, make them through [`edit`](Self::edit), which keeps the
    /// count.
    ///
    /// # Errors
    ///
    /// [`PositionError::TooManyPieces`] when there would be more pieces on
    /// the board and in hand than squares; [`PositionError::Hand`] with the
    /// errors of [`Hand::add`]; [`PositionError::TooLong`] when the
    /// position would be written in more than
    /// [`MAX_LEN`](crate::feen::MAX_LEN) bytes (and more than before). The
    /// position is unchanged then.
    ///
    /// ```
    /// use pin_runtime::{Board, Cell, Epin, Position, Side};
    ///
    /// // The second side takes the pawn on b2 and holds it as its own.
    /// let mut position = "k^2/1P1/2K^ / w/W".parse::<Position<Board<3, 3>>>()?;
    /// let taken = position.set(Cell::parse("b2")?, None)?.unwrap();
    /// position.add_to_hand(Side::Second, taken.flipped(), 1)?;
    /// position.switch_turn();
    /// assert_eq!(position.to_string(), "k^2/3/2K^ /p W/w");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn add_to_hand(
        &mut self,
        side: Side,
        piece: Epin,
        count: u32,
    ) -> Result<(), PositionError> {
        if count == 0 {
            return Ok(());
        }
        self.check_room(count as usize)?;
        let mut hand = self.hands[side.index()];
        let held = hand.count(piece) as usize;
        hand.add(piece, count)?;
        if !Self::SHORT {
            let before = self.text_len();
            let len =
                before + length::item(piece, held + count as usize) - length::item(piece, held);
            Self::check_len(len, before)?;
        }
        self.hands[side.index()] = hand;
        Ok(())
    }

    /// Removes `count` of `piece` from a side's hand, keeping its
    /// canonical order; a piece whose count reaches 0 leaves the hand.
    /// Removing 0 changes nothing.
    ///
    /// # Errors
    ///
    /// [`HandError::NotHeld`] when the hand holds fewer than `count`; the
    /// position is unchanged then.
    ///
    /// ```
    /// use pin_runtime::{Board, Cell, Epin, Position, Side};
    ///
    /// // The first side drops the pawn it holds on b2.
    /// let mut position = "k^2/3/2K^ P/ W/w".parse::<Position<Board<3, 3>>>()?;
    /// let pawn = Epin::parse("P")?;
    /// position.remove_from_hand(Side::First, pawn, 1)?;
    /// position.set(Cell::parse("b2")?, Some(pawn))?;
    /// assert_eq!(position.to_string(), "k^2/1P1/2K^ / W/w");
    /// assert!(position.remove_from_hand(Side::First, pawn, 1).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn remove_from_hand(
        &mut self,
        side: Side,
        piece: Epin,
        count: u32,
    ) -> Result<(), HandError> {
        self.hands[side.index()].remove(piece, count)
    }

    /// Returns the side to move.
    ///
    /// ```
    /// use pin_runtime::{Board, Position, Side};
    ///
    /// assert_eq!("k^2/3/2K^ / w/W".parse::<Position<Board<3, 3>>>()?.turn(), Side::Second);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn turn(&self) -> Side {
        self.turn
    }

    /// Returns the style of the side to move, in its case.
    ///
    /// ```
    /// use pin_runtime::{Board, Position, Sin};
    ///
    /// assert_eq!("k^2/3/2K^ / j/W".parse::<Position<Board<3, 3>>>()?.active(), Sin::parse("j")?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn active(&self) -> Sin {
        self.styles[self.turn.index()]
    }

    /// Returns the style of the side not to move, in its case.
    ///
    /// ```
    /// use pin_runtime::{Board, Position, Sin};
    ///
    /// assert_eq!("k^2/3/2K^ / j/W".parse::<Position<Board<3, 3>>>()?.inactive(), Sin::parse("W")?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn inactive(&self) -> Sin {
        self.styles[self.turn.flipped().index()]
    }

    /// Returns a side's style, in its case.
    ///
    /// ```
    /// use pin_runtime::{Board, Position, Side, Sin};
    ///
    /// let position = "k^2/3/2K^ / j/W".parse::<Position<Board<3, 3>>>()?;
    /// assert_eq!(position.style(Side::First), Sin::parse("W")?);
    /// assert_eq!(position.style(Side::Second), Sin::parse("j")?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn style(&self, side: Side) -> Sin {
        self.styles[side.index()]
    }

    /// Gives the move to the other side.
    ///
    /// ```
    /// use pin_runtime::{Board, Position, Side};
    ///
    /// let mut position = "k^2/3/2K^ / W/w".parse::<Position<Board<3, 3>>>()?;
    /// position.switch_turn();
    /// assert_eq!(position.turn(), Side::Second);
    /// assert_eq!(position.to_string(), "k^2/3/2K^ / w/W");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn switch_turn(&mut self) {
        self.turn = self.turn.flipped();
    }

    /// Returns a copy where `side` moves.
    ///
    /// ```
    /// use pin_runtime::{feen, Side};
    ///
    /// const BLACK_TO_MOVE: pin_runtime::Position<pin_runtime::Board<3, 3>> =
    ///     feen!("k^2/3/2K^ / W/w").with_turn(Side::Second);
    /// assert_eq!(BLACK_TO_MOVE.to_string(), "k^2/3/2K^ / w/W");
    /// ```
    #[must_use]
    pub const fn with_turn(mut self, side: Side) -> Self {
        self.turn = side;
        self
    }

    /// Returns a piece qualified with its style in this position: a native
    /// piece plays its own side's style, a derived piece (`'`) the other
    /// side's ([`Epin::qualify`] with this position's styles).
    ///
    /// ```
    /// use pin_runtime::{Board, Epin, Position, Qpi};
    ///
    /// let cross = "k^2/3/2K^ / W/j".parse::<Position<Board<3, 3>>>()?;
    /// assert_eq!(cross.qualify(Epin::parse("P")?), Qpi::parse("W:P")?);
    /// assert_eq!(cross.qualify(Epin::parse("P'")?), Qpi::parse("J:P")?);
    /// assert_eq!(cross.qualify(Epin::parse("p'")?), Qpi::parse("w:p")?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn qualify(&self, piece: Epin) -> Qpi {
        piece.qualify(self.styles[0], self.styles[1])
    }
}

impl<B: Grid> fmt::Display for Position<B> {
    /// Writes the position as canonical FEEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = super::write::Buffer::new(f);
        out.placement(self.board.as_squares(), B::DIMENSIONS)?;
        out.rest(&self.hands, self.active(), self.inactive())?;
        out.flush()
    }
}

impl<B: Grid> fmt::Debug for Position<B> {
    /// Writes `Position("<FEEN>")`; the alternate form (`{:#?}`, as in
    /// `dbg!`) adds the text diagram (`diagram::Text`, feature `diagram`)
    /// on the lines below.
    ///
    /// ```
    /// use pin_runtime::{Board, Position, feen};
    ///
    /// const KINGS: Position<Board<1, 3>> = feen!("k^1K^ / W/w");
    /// assert_eq!(format!("{KINGS:?}"), "Position(\"k^1K^ / W/w\")");
    /// assert_eq!(
    ///     format!("{KINGS:#?}"),
    ///     "\
    /// Position(\"k^1K^ / W/w\")
    /// second  w  hand: none
    /// ┌─────────────┐
    /// │  k^  ·   K^ │
    /// └─────────────┘
    ///    a   b   c
    /// first   W  hand: none  (to move)",
    /// );
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position(\"{self}\")")?;
        #[cfg(feature = "diagram")]
        if f.alternate() {
            write!(f, "\n{}", self.diagram())?;
        }
        Ok(())
    }
}

impl<B: Grid> core::str::FromStr for Position<B> {
    type Err = FeenError;

    fn from_str(s: &str) -> Result<Self, FeenError> {
        Self::parse(s)
    }
}

impl<B: Grid> TryFrom<&str> for Position<B> {
    type Error = FeenError;

    fn try_from(s: &str) -> Result<Self, FeenError> {
        Self::parse(s)
    }
}
