//! A whole position as a value: board, hands, styles and turn.

use core::fmt;

use super::{Dimensions, FeenError, Grid, Hand, scan};
use crate::{Epin, Qpi, Side, Sin};

/// A whole FEEN position as a value: a board of type `B` (a [`Board`] or
/// [`Board3`]), each side's [`Hand`], each side's style, and the side to
/// move. Plain data, no allocation: a chess position is 264 bytes.
///
/// Positions whose boards have the same shape have the same type, whatever
/// their hands hold, so they fit in tables:
///
#[cfg_attr(feature = "macros", doc = "```")]
#[cfg_attr(not(feature = "macros"), doc = "```ignore")]
/// use pin_runtime::{feen, Board, Position, Side};
///
/// type Chess = Position<Board<8, 8>>;
///
/// const OPENINGS: [Chess; 2] = [
///     feen!("rnbqk^bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR / W/w"),
///     feen!("rnbqk^bnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQK^BNR / w/W"),
/// ];
/// assert_eq!(OPENINGS[1].turn(), Side::Second);
///
/// // Read at run time, written back canonically.
/// let text = "rnbqk^bnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQK^BNR / w/W";
/// let position: Chess = text.parse()?;
/// assert_eq!(position, OPENINGS[1]);
/// assert_eq!(position.to_string(), text);
/// # Ok::<(), pin_runtime::FeenError>(())
/// ```
///
/// [`Board`]: crate::Board
/// [`Board3`]: crate::Board3
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position<B> {
    board: B,
    hands: [Hand; 2],
    /// The first side's style (uppercase), then the second's (lowercase).
    styles: [Sin; 2],
    turn: Side,
}

impl<B: Grid> Position<B> {
    /// A position with `board` and empty hands, where the side of `active`
    /// (its case) moves, against `inactive`. Returns `None` when both
    /// styles are in the same case: they must name the two sides.
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
        let turn = active.side();
        if turn.is_first() == inactive.side().is_first() {
            return None;
        }
        let styles = match turn {
            Side::First => [active, inactive],
            Side::Second => [inactive, active],
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

    /// Reads a FEEN position whose board has the shape of `B`.
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
    /// use pin_runtime::{Board, Epin, Position};
    ///
    /// let position = Position::<Board<3, 3>>::parse("k^2/3/2K^ P/ W/w")?;
    /// assert_eq!(position.first_hand().count(Epin::parse("P")?), 1);
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
            board.squares_mut(),
            Some(&mut hands),
            Some(&B::DIMENSIONS),
        )?;
        Ok(Self::from_scan(
            board,
            hands,
            scanned.active,
            scanned.inactive,
        ))
    }

    /// Returns the board's sizes, outermost first.
    ///
    /// ```
    /// use pin_runtime::{Board, Position};
    ///
    /// let xiangqi = "rheak^aehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAK^AEHR / C/c".parse::<Position<Board<10, 9>>>()?;
    /// assert_eq!(xiangqi.dimensions().as_slice(), [10, 9]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn dimensions(&self) -> Dimensions {
        B::DIMENSIONS
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

    /// Returns the board, to change it.
    ///
    /// Moving pieces between the board and the hands keeps the position
    /// writable as FEEN; adding pieces must keep them (on the board and in
    /// hand) no more than the board's squares, or the text written is not
    /// valid FEEN.
    ///
    /// ```
    /// use pin_runtime::{Board, Epin, Position};
    ///
    /// let mut position = "k^2/3/2K^ / W/w".parse::<Position<Board<3, 3>>>()?;
    /// position.board_mut()[1][1] = Some(Epin::parse("P")?);
    /// assert_eq!(position.to_string(), "k^2/1P1/2K^ / W/w");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn board_mut(&mut self) -> &mut B {
        &mut self.board
    }

    /// Returns the first side's hand.
    ///
    /// ```
    /// use pin_runtime::{Board, Epin, Position};
    ///
    /// let position = "k^2/3/2K^ 2P/b W/w".parse::<Position<Board<3, 3>>>()?;
    /// assert_eq!(position.first_hand().count(Epin::parse("P")?), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn first_hand(&self) -> &Hand {
        &self.hands[0]
    }

    /// Returns the second side's hand.
    ///
    /// ```
    /// use pin_runtime::{Board, Epin, Position};
    ///
    /// let position = "k^2/3/2K^ 2P/b W/w".parse::<Position<Board<3, 3>>>()?;
    /// assert_eq!(position.second_hand().count(Epin::parse("b")?), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn second_hand(&self) -> &Hand {
        &self.hands[1]
    }

    /// Returns a side's hand.
    ///
    /// ```
    /// use pin_runtime::{Board, Position, Side};
    ///
    /// let position = "k^2/3/2K^ 2P/b W/w".parse::<Position<Board<3, 3>>>()?;
    /// assert_eq!(position.hand(Side::Second).total(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn hand(&self, side: Side) -> &Hand {
        &self.hands[side.index()]
    }

    /// Returns a side's hand, to add or remove pieces.
    ///
    /// ```
    /// use pin_runtime::{Board, Epin, Position, Side};
    ///
    /// // The second side takes the pawn on b2 and holds it as its own.
    /// let mut position = "k^2/1P1/2K^ / w/W".parse::<Position<Board<3, 3>>>()?;
    /// position.board_mut()[1][1] = None;
    /// position.hand_mut(Side::Second).add(Epin::parse("p")?, 1)?;
    /// position.switch_turn();
    /// assert_eq!(position.to_string(), "k^2/3/2K^ /p W/w");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn hand_mut(&mut self, side: Side) -> &mut Hand {
        &mut self.hands[side.index()]
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
    #[cfg_attr(feature = "macros", doc = "```")]
    #[cfg_attr(not(feature = "macros"), doc = "```ignore")]
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

    /// Returns every square with its coordinates, in the order written.
    ///
    /// ```
    /// use pin_runtime::{Board, Epin, Position};
    ///
    /// let position = "k^2/3/2K^ / W/w".parse::<Position<Board<3, 3>>>()?;
    /// let squares: Vec<_> = position.squares().collect();
    /// assert_eq!(squares.len(), 9);
    /// assert_eq!(squares[0], ([0, 0], Some(Epin::parse("k^")?)));
    /// assert_eq!(squares[8], ([2, 2], Some(Epin::parse("K^")?)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn squares(&self) -> impl ExactSizeIterator<Item = (B::Coord, Option<Epin>)> + '_ {
        self.board
            .squares()
            .iter()
            .enumerate()
            .map(|(index, square)| (B::coord(index), *square))
    }

    /// Returns every piece on the board with its coordinates, in the order
    /// written.
    ///
    /// ```
    /// use pin_runtime::{Board, Epin, Position};
    ///
    /// let position = "k^2/1P1/2K^ / W/w".parse::<Position<Board<3, 3>>>()?;
    /// let pieces: Vec<_> = position.pieces().collect();
    /// assert_eq!(pieces, [([0, 0], Epin::parse("k^")?), ([1, 1], Epin::parse("P")?), ([2, 2], Epin::parse("K^")?)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn pieces(&self) -> impl Iterator<Item = (B::Coord, Epin)> + '_ {
        self.squares()
            .filter_map(|(coord, square)| square.map(|piece| (coord, piece)))
    }

    /// Returns where `piece` first stands on the board, in the order
    /// written.
    ///
    /// ```
    /// use pin_runtime::{Board, Epin, Position};
    ///
    /// let position = "k^2/3/2K^ / W/w".parse::<Position<Board<3, 3>>>()?;
    /// assert_eq!(position.find(Epin::parse("K^")?), Some([2, 2]));
    /// assert_eq!(position.find(Epin::parse("Q")?), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn find(&self, piece: Epin) -> Option<B::Coord> {
        self.board
            .squares()
            .iter()
            .position(|square| *square == Some(piece))
            .map(B::coord)
    }

    /// Returns how many of `piece` stand on the board (the hands count
    /// theirs: [`Hand::count`]).
    ///
    /// ```
    /// use pin_runtime::{Board, Epin, Position};
    ///
    /// let position = "k^2/PP1/2K^ P/ W/w".parse::<Position<Board<3, 3>>>()?;
    /// assert_eq!(position.count(Epin::parse("P")?), 2);
    /// assert_eq!(position.first_hand().count(Epin::parse("P")?), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn count(&self, piece: Epin) -> usize {
        self.board
            .squares()
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
        let on_board = self.board.squares().iter().flatten().count();
        on_board + self.hands[0].total() as usize + self.hands[1].total() as usize
    }
}

impl<B: Grid> fmt::Display for Position<B> {
    /// Writes the position as canonical FEEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = super::write::Buffer::new(f);
        out.placement(self.board.squares(), B::DIMENSIONS)?;
        out.rest(&self.hands, self.active(), self.inactive())?;
        out.flush()
    }
}

impl<B: Grid> fmt::Debug for Position<B> {
    /// Writes `Position("<FEEN>")`; the alternate form (`{:#?}`, as in
    /// `dbg!`) adds the [text diagram](crate::diagram::Text) on the lines
    /// below.
    ///
    #[cfg_attr(feature = "macros", doc = "```")]
    #[cfg_attr(not(feature = "macros"), doc = "```ignore")]
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
