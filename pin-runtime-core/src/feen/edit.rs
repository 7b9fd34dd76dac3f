//! A [`Position`] lent for a run of changes: the guard counts its pieces
//! and measures its text once, then keeps both counts as each change
//! alters them, so that no change looks further than its square's rank or
//! its hand item.

use core::fmt;
use core::ops::Deref;

use super::{Grid, HandError, Position, PositionError, length};
use crate::{Cell, Epin, Side};

/// A [`Position`] lent by [`Position::edit`] for a run of changes, each at
/// a cost that does not grow with the board.
///
/// The guard counts the pieces and measures the FEEN text once, when it
/// is made (one pass over the squares). Each change then works out what it
/// does to both counts from what it touches alone: the square and the runs
/// of empty squares beside it in its rank (looked at up to 100 squares
/// either side, where a run's count has three digits), or the hand item
/// and its count. So a change costs no more on a board of many ranks than
/// on a board of one: filling an empty board square by square through a
/// guard takes about 400 instructions a square on a 64×64 board and 1,300
/// on a 255×255 one (longer ranks), where [`Position::set`] takes 57,000 a
/// square on the 64×64 board already, and more on larger boards.
///
/// Its mutators are the position's own, with the same arguments, results
/// and errors, and they keep the same bounds (see [Always
/// writable](Position#always-writable)): [`set`](Self::set),
/// [`set_board`](Self::set_board), [`add_to_hand`](Self::add_to_hand),
/// [`remove_from_hand`](Self::remove_from_hand) and
/// [`switch_turn`](Self::switch_turn). The position is whole after each
/// of them (a refused change leaves it as it was), so there is nothing to
/// finish: the guard ends as a borrow does. It dereferences to the
/// position, for every query.
///
/// The plain mutators need no guard and measure nothing on most boards.
/// A guard pays off for many changes on a board whose text can pass
/// [`MAX_LEN`](crate::feen::MAX_LEN) bytes (more than about 900 squares),
/// where a plain change that lengthens the text measures all of it, and
/// while the hands hold many pieces, which a plain change that adds a
/// piece checks against the empty squares.
///
/// ```
/// use pin_runtime::{Board, Epin, Position, PositionError, Sin};
///
/// // The largest board: a pawn on every square, in the order written,
/// // until the text is 4,096 bytes long.
/// let empty: Board<255, 255> = [[None; 255]; 255];
/// let mut position = Position::new(empty, Sin::parse("W")?, Sin::parse("w")?).unwrap();
/// let shape = position.shape();
/// let pawn = Epin::parse("P")?;
/// let mut edit = position.edit();
/// let mut placed = 0;
/// for index in 0..edit.square_count() {
///     match edit.set(shape.cell(index).unwrap(), Some(pawn)) {
///         Ok(_) => placed += 1,
///         Err(PositionError::TooLong { len }) => {
///             assert_eq!(len, 4097);
///             break;
///         }
///         Err(error) => return Err(error.into()),
///     }
/// }
/// assert_eq!(edit.text_len(), 4096);
/// assert_eq!(edit.piece_count(), placed);
/// drop(edit);
/// assert_eq!(position.to_string().len(), 4096);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct PositionEdit<'a, B> {
    position: &'a mut Position<B>,
    /// The pieces on the board and in both hands.
    pieces: usize,
    /// The bytes of the position's FEEN text.
    len: usize,
}

impl<'a, B: Grid> PositionEdit<'a, B> {
    /// Lends `position`, counted and measured.
    pub(super) fn new(position: &'a mut Position<B>) -> Self {
        let pieces = position.piece_count();
        let len = position.text_len();
        Self {
            position,
            pieces,
            len,
        }
    }

    /// Returns the bytes of the FEEN text the position writes, as
    /// `position.to_string().len()` gives them, without writing it.
    ///
    /// ```
    /// use pin_runtime::{cell, epin, feen};
    ///
    /// let mut position = feen!("k^2/3/2K^ / W/w");
    /// let mut edit = position.edit();
    /// assert_eq!(edit.text_len(), 15);
    /// edit.set(cell!("b2"), Some(epin!("+P")))?;
    /// assert_eq!(edit.text_len(), 18);
    /// assert_eq!(edit.to_string(), "k^2/1+P1/2K^ / W/w");
    /// # Ok::<(), pin_runtime::PositionError>(())
    /// ```
    #[must_use]
    pub const fn text_len(&self) -> usize {
        self.len
    }

    /// Returns how many pieces there are, on the board and in both hands,
    /// as [`Position::piece_count`] does, from the count the guard keeps.
    ///
    /// ```
    /// use pin_runtime::{epin, feen, Side};
    ///
    /// let mut position = feen!("k^2/3/2K^ / W/w");
    /// let mut edit = position.edit();
    /// edit.add_to_hand(Side::First, epin!("P"), 3)?;
    /// assert_eq!(edit.piece_count(), 5);
    /// # Ok::<(), pin_runtime::PositionError>(())
    /// ```
    #[must_use]
    pub const fn piece_count(&self) -> usize {
        self.pieces
    }

    /// Puts `square` (a piece, or `None` to empty it) on the square `cell`
    /// names, and returns what stood there, as [`Position::set`] does.
    ///
    /// # Errors
    ///
    /// Those of [`Position::set`]: [`PositionError::OffBoard`] when `cell`
    /// names no square of the board; [`PositionError::TooManyPieces`] when
    /// a piece on an empty square would make more pieces on the board and
    /// in hand than squares; [`PositionError::TooLong`] when the position
    /// would be written in more than [`MAX_LEN`](crate::feen::MAX_LEN)
    /// bytes (and more than before). The position is unchanged then.
    ///
    /// ```
    /// use pin_runtime::{cell, epin, feen, PositionError};
    ///
    /// // 1. e4 e5: each pawn leaves its square for another.
    /// let mut chess = feen!("rnbqk^bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR / W/w");
    /// let mut edit = chess.edit();
    /// let pawn = edit.set(cell!("e2"), None)?;
    /// edit.set(cell!("e4"), pawn)?;
    /// let pawn = edit.set(cell!("e7"), None)?;
    /// edit.set(cell!("e5"), pawn)?;
    /// assert!(matches!(edit.set(cell!("e9"), pawn), Err(PositionError::OffBoard { .. })));
    /// drop(edit);
    /// assert_eq!(chess.to_string(), "rnbqk^bnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQK^BNR / W/w");
    /// # Ok::<(), PositionError>(())
    /// ```
    pub fn set(&mut self, cell: Cell, square: Option<Epin>) -> Result<Option<Epin>, PositionError> {
        let Some(index) = B::DIMENSIONS.index_of(cell) else {
            return Err(PositionError::OffBoard {
                cell,
                dimensions: B::DIMENSIONS,
            });
        };
        let squares = self.position.board.as_squares();
        let old = squares.get(index).copied().flatten();
        let mut pieces = self.pieces;
        match (old, square) {
            (None, Some(_)) => {
                pieces = pieces.saturating_add(1);
                Position::<B>::check_pieces(pieces)?;
            }
            (Some(_), None) => pieces -= 1,
            _ => {}
        }
        // Only the square and the runs of empty squares beside it in its
        // rank are written differently.
        let files = B::DIMENSIONS.files();
        let (removed, added) = length::around(squares, files, index, old, square);
        let len = self.len + added - removed;
        Position::<B>::check_len(len, self.len)?;
        if let Some(slot) = self.position.board.as_squares_mut().get_mut(index) {
            *slot = square;
        }
        self.pieces = pieces;
        self.len = len;
        Ok(old)
    }

    /// Replaces the board, keeping the hands, styles and turn, as
    /// [`Position::set_board`] does. The guard counts the new board's
    /// pieces and measures its text: a pass over its squares, as making a
    /// guard takes.
    ///
    /// # Errors
    ///
    /// Those of [`Position::set_board`]: [`PositionError::TooManyPieces`]
    /// when the new board's pieces and those in hand outnumber the squares;
    /// [`PositionError::TooLong`] when the position would be written in
    /// more than [`MAX_LEN`](crate::feen::MAX_LEN) bytes (and more than
    /// before). The position is unchanged then.
    ///
    /// ```
    /// use pin_runtime::{feen, parse_board, PositionError};
    ///
    /// let mut position = feen!("k^2/3/2K^ 7P/ W/w");
    /// let mut edit = position.edit();
    /// assert_eq!(
    ///     edit.set_board(parse_board("k^2/1p1/2K^")?),
    ///     Err(PositionError::TooManyPieces { pieces: 10, squares: 9 }),
    /// );
    /// edit.set_board(parse_board("k^2/3/1K^1")?)?;
    /// assert_eq!(edit.text_len(), "k^2/3/1K^1 7P/ W/w".len());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_board(&mut self, board: B) -> Result<(), PositionError> {
        let squares = board.as_squares();
        let pieces = squares.iter().flatten().count() + self.position.hand_pieces();
        Position::<B>::check_pieces(pieces)?;
        let len = length::placement(squares, B::DIMENSIONS) + length::rest(&self.position.hands);
        Position::<B>::check_len(len, self.len)?;
        self.position.board = board;
        self.pieces = pieces;
        self.len = len;
        Ok(())
    }

    /// Adds `count` of `piece` to a side's hand, keeping its canonical
    /// order, as [`Position::add_to_hand`] does. Adding 0 changes nothing.
    ///
    /// # Errors
    ///
    /// Those of [`Position::add_to_hand`]:
    /// [`PositionError::TooManyPieces`] when there would be more pieces on
    /// the board and in hand than squares; [`PositionError::Hand`] with the
    /// errors of [`Hand::add`](crate::Hand::add);
    /// [`PositionError::TooLong`] when the position would be written in
    /// more than [`MAX_LEN`](crate::feen::MAX_LEN) bytes (and more than
    /// before). The position is unchanged then.
    ///
    /// ```
    /// use pin_runtime::{cell, feen, PositionError, Side};
    ///
    /// // The second side takes the pawn on b2 and holds it as its own.
    /// let mut position = feen!("k^2/1P1/2K^ / w/W");
    /// let mut edit = position.edit();
    /// let taken = edit.set(cell!("b2"), None)?.unwrap();
    /// edit.add_to_hand(Side::Second, taken.flipped(), 1)?;
    /// assert_eq!(
    ///     edit.add_to_hand(Side::Second, taken, 8),
    ///     Err(PositionError::TooManyPieces { pieces: 11, squares: 9 }),
    /// );
    /// edit.switch_turn();
    /// assert_eq!(edit.to_string(), "k^2/3/2K^ /p W/w");
    /// # Ok::<(), PositionError>(())
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
        let pieces = self.pieces.saturating_add(count as usize);
        Position::<B>::check_pieces(pieces)?;
        let mut hand = self.position.hands[side.index()];
        let held = hand.count(piece) as usize;
        hand.add(piece, count)?;
        // At most MAX_SQUARES now, which `add` checked.
        let len = self.len + length::item(piece, held + count as usize) - length::item(piece, held);
        Position::<B>::check_len(len, self.len)?;
        self.position.hands[side.index()] = hand;
        self.pieces = pieces;
        self.len = len;
        Ok(())
    }

    /// Removes `count` of `piece` from a side's hand, keeping its
    /// canonical order, as [`Position::remove_from_hand`] does; a piece
    /// whose count reaches 0 leaves the hand. Removing 0 changes nothing.
    ///
    /// # Errors
    ///
    /// [`HandError::NotHeld`] when the hand holds fewer than `count`; the
    /// position is unchanged then.
    ///
    /// ```
    /// use pin_runtime::{cell, epin, feen, HandError, Side};
    ///
    /// // The first side drops the pawn it holds on b2.
    /// let mut position = feen!("k^2/3/2K^ P/ W/w");
    /// let mut edit = position.edit();
    /// edit.remove_from_hand(Side::First, epin!("P"), 1)?;
    /// edit.set(cell!("b2"), Some(epin!("P")))?;
    /// assert_eq!(
    ///     edit.remove_from_hand(Side::First, epin!("P"), 1),
    ///     Err(HandError::NotHeld { piece: epin!("P"), held: 0, wanted: 1 }),
    /// );
    /// assert_eq!(edit.to_string(), "k^2/1P1/2K^ / W/w");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn remove_from_hand(
        &mut self,
        side: Side,
        piece: Epin,
        count: u32,
    ) -> Result<(), HandError> {
        let hand = &mut self.position.hands[side.index()];
        let held = hand.count(piece);
        tri!(hand.remove(piece, count));
        // `remove` checked that `held` is at least `count`.
        self.pieces -= count as usize;
        self.len = self.len + length::item(piece, (held - count) as usize)
            - length::item(piece, held as usize);
        Ok(())
    }

    /// Gives the move to the other side, as [`Position::switch_turn`]
    /// does; the text keeps its length.
    ///
    /// ```
    /// use pin_runtime::{feen, Side};
    ///
    /// let mut position = feen!("k^2/3/2K^ / W/w");
    /// let mut edit = position.edit();
    /// edit.switch_turn();
    /// assert_eq!(edit.turn(), Side::Second);
    /// # Ok::<(), pin_runtime::PositionError>(())
    /// ```
    pub const fn switch_turn(&mut self) {
        self.position.switch_turn();
    }
}

impl<B> Deref for PositionEdit<'_, B> {
    type Target = Position<B>;

    /// The position as it stands, for its queries.
    fn deref(&self) -> &Position<B> {
        self.position
    }
}

impl<B: Grid> fmt::Debug for PositionEdit<'_, B> {
    /// Writes the position, the pieces counted and the text's length:
    /// `PositionEdit { position: Position("…"), pieces: 2, text_len: 15 }`.
    ///
    /// ```
    /// use pin_runtime::feen;
    ///
    /// let mut position = feen!("k^2/3/2K^ / W/w");
    /// assert_eq!(
    ///     format!("{:?}", position.edit()),
    ///     "PositionEdit { position: Position(\"k^2/3/2K^ / W/w\"), pieces: 2, text_len: 15 }",
    /// );
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PositionEdit")
            .field("position", &*self.position)
            .field("pieces", &self.pieces)
            .field("text_len", &self.len)
            .finish()
    }
}
