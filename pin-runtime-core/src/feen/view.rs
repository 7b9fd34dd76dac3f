//! `Feen`: a validated FEEN string, read in place.

use core::fmt;

use super::error::{FeenErrorKind, Field};
use super::{Dimensions, FeenError, Grid, Hand, HandIter, Position, scan};
use crate::{Cell, Epin, Side, Sin};

/// A validated FEEN position that borrows its text: its board of any shape
/// (1-D, 2-D, 3-D), both hands, both styles and the side to move, read in
/// place without allocating.
///
/// [`parse`](Self::parse) checks the whole string in one pass and keeps the
/// board's dimensions, the styles and where each field starts; the squares
/// and hand items are decoded again as they are iterated. To hold a position
/// as a value, convert it into a [`Position`] of its shape
/// (`Position::try_from(feen)`), which decodes it without checking it again.
///
/// ```
/// use pin_runtime::{Board, Cell, Epin, Feen, Position, Side, Sin};
///
/// let feen = Feen::parse("lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL 2P/s j/J")?;
/// assert_eq!(feen.dimensions(), [9, 9]);
/// assert_eq!(feen.squares().next(), Some(Some(Epin::parse("l")?)));
/// assert_eq!(feen.pieces().next(), Some((Cell::parse("a9")?, Epin::parse("l")?)));
/// assert_eq!(feen.first_hand().collect::<Vec<_>>(), [(Epin::parse("P")?, 2)]);
/// assert_eq!(feen.turn(), Side::Second);
/// assert_eq!((feen.active(), feen.inactive()), (Sin::parse("j")?, Sin::parse("J")?));
///
/// let shogi = Position::<Board<9, 9>>::try_from(feen)?;
/// assert_eq!(shogi.to_string(), feen.as_str());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Feen<'a> {
    input: &'a str,
    dimensions: Dimensions,
    /// Pieces on the board, and on the board and in hand (at most
    /// `MAX_SQUARES`).
    board_pieces: u16,
    pieces: u16,
    /// Byte index of the hands field, and of the `/` between the hands.
    hands: u16,
    hand_separator: u16,
    active: Sin,
    inactive: Sin,
}

impl<'a> Feen<'a> {
    /// Reads and checks a whole FEEN position.
    ///
    /// It accepts exactly the canonical FEEN strings: three fields joined
    /// by single spaces; a regular board of 1 to 3 dimensions within the
    /// bounds of the [`feen`](mod@crate::feen) module; hands with each piece once,
    /// counts from 2 without leading zeros, items in canonical order; two
    /// styles of opposite cases; no more pieces than squares.
    ///
    /// # Errors
    ///
    /// A [`FeenError`] for the first mistake, with its field and byte
    /// index (and, on the board, its square): for example `""`,
    /// `"8/8 / W"`, `"8/8  / W/w"` (two spaces), `"8/8 PP/ W/w"`,
    /// `"8/8 / W/W"`, `"rnbqkbnr/8 / W/w"`, or a position in another
    /// notation, which the error names with the bridge that reads it: a
    /// chess FEN, an SFEN ([`shogi::Sfen`](crate::shogi::Sfen)), a xiangqi
    /// FEN ([`xiangqi::Fen`](crate::xiangqi::Fen)).
    ///
    /// ```
    /// use pin_runtime::Feen;
    ///
    /// let err = Feen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "invalid FEEN position at byte 44: expected the three fields of FEEN \
    ///      (placement, hands, style-turn), found a chess FEN (side to move, castling, \
    ///      en passant, clocks), which chess::Fen::parse reads",
    /// );
    ///
    /// let err = Feen::parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "invalid FEEN position at byte 58: expected the three fields of FEEN \
    ///      (placement, hands, style-turn), found an SFEN (side to move, hands, \
    ///      move number), which shogi::Sfen::parse reads",
    /// );
    /// ```
    pub const fn parse(input: &'a str) -> Result<Self, FeenError> {
        match scan::position(input.as_bytes(), &mut [], None, None) {
            Ok(scanned) => Ok(Self {
                input,
                dimensions: scanned.layout.dimensions,
                // No more pieces than squares: at most `MAX_SQUARES`.
                #[allow(clippy::cast_possible_truncation, reason = "at most MAX_SQUARES")]
                board_pieces: scanned.layout.pieces as u16,
                #[allow(clippy::cast_possible_truncation, reason = "at most MAX_SQUARES")]
                pieces: (scanned.layout.pieces + scanned.hand_pieces) as u16,
                #[allow(clippy::cast_possible_truncation, reason = "at most MAX_LEN")]
                hands: scanned.hands as u16,
                #[allow(clippy::cast_possible_truncation, reason = "at most MAX_LEN")]
                hand_separator: scanned.hand_separator as u16,
                active: scanned.active,
                inactive: scanned.inactive,
            }),
            // A text in a bridge's notation is named so.
            Err(error) => Err(crate::feen::other_notation(input, error)),
        }
    }

    /// Returns `true` when `input` is a valid FEEN position.
    ///
    /// ```
    /// use pin_runtime::Feen;
    ///
    /// assert!(Feen::is_valid("k^+p4+PK^ / W/w"));
    /// assert!(!Feen::is_valid("k^+p4+PK^ / W/W"));
    /// ```
    #[must_use]
    pub const fn is_valid(input: &str) -> bool {
        // Without the error's hint of another notation.
        scan::position(input.as_bytes(), &mut [], None, None).is_ok()
    }

    /// Returns the text read.
    ///
    /// ```
    /// use pin_runtime::Feen;
    ///
    /// assert_eq!(Feen::parse("8 / W/w")?.as_str(), "8 / W/w");
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    #[must_use]
    pub const fn as_str(&self) -> &'a str {
        self.input
    }

    /// Returns the board's sizes, outermost first: `[files]` for a 1-D
    /// board, `[ranks, files]`, `[layers, ranks, files]`.
    ///
    /// ```
    /// use pin_runtime::Feen;
    ///
    /// assert_eq!(Feen::parse("k^+p4+PK^ / W/w")?.dimensions(), [8]);
    /// assert_eq!(Feen::parse("3/3 / W/w")?.dimensions(), [2, 3]);
    /// assert_eq!(Feen::parse("ab/cd//AB/CD / W/w")?.dimensions(), [2, 2, 2]);
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    #[must_use]
    pub const fn dimensions(&self) -> &[usize] {
        self.dimensions.as_slice()
    }

    /// Returns the board's sizes as a [`Dimensions`] value, which maps
    /// squares to their cells and compares with a board type's
    /// [`DIMENSIONS`](Grid::DIMENSIONS).
    ///
    /// ```
    /// use pin_runtime::{Board, Cell, Feen, feen::Grid};
    ///
    /// let feen = Feen::parse("3/1k^1/3 / W/w")?;
    /// assert_eq!(feen.shape(), <Board<3, 3>>::DIMENSIONS);
    /// assert_eq!(feen.shape().cell(4), Some(Cell::parse("b2")?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn shape(&self) -> Dimensions {
        self.dimensions
    }

    /// Returns the number of squares on the board.
    ///
    /// ```
    /// use pin_runtime::Feen;
    ///
    /// assert_eq!(Feen::parse("ab/cd//AB/CD / W/w")?.square_count(), 8);
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    #[must_use]
    pub const fn square_count(&self) -> usize {
        self.dimensions.square_count()
    }

    /// Returns the number of pieces, on the board and in both hands.
    ///
    /// ```
    /// use pin_runtime::Feen;
    ///
    /// assert_eq!(Feen::parse("k^2/3/2K^ 2P/p W/w")?.piece_count(), 5);
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    #[must_use]
    pub const fn piece_count(&self) -> usize {
        self.pieces as usize
    }

    /// Returns the number of pieces on the board alone.
    ///
    /// ```
    /// use pin_runtime::Feen;
    ///
    /// assert_eq!(Feen::parse("k^2/3/2K^ 2P/p W/w")?.board_piece_count(), 2);
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    #[must_use]
    pub const fn board_piece_count(&self) -> usize {
        self.board_pieces as usize
    }

    /// Returns every square of the board in the order written: `None` for
    /// an empty square, the piece for an occupied one.
    ///
    /// ```
    /// use pin_runtime::{Epin, Feen};
    ///
    /// let feen = Feen::parse("k^2/3/2K^ / W/w")?;
    /// let squares: Vec<_> = feen.squares().collect();
    /// assert_eq!(squares.len(), 9);
    /// assert_eq!(squares[0], Some(Epin::parse("k^")?));
    /// assert_eq!(squares[1], None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn squares(&self) -> Squares<'a> {
        let bytes = self.input.as_bytes();
        let placement = bytes.get(..usize::from(self.hands) - 1).unwrap_or_default();
        Squares {
            bytes: placement,
            at: 0,
            empty: 0,
            left: self.dimensions.square_count(),
        }
    }

    /// Returns every square of the board with its cell, in the order
    /// written (see [`squares`](Self::squares)).
    ///
    /// ```
    /// use pin_runtime::{Cell, Epin, Feen};
    ///
    /// let feen = Feen::parse("k^2/3/2K^ / W/w")?;
    /// let cells: Vec<_> = feen.cells().collect();
    /// assert_eq!(cells[0], (Cell::parse("a3")?, Some(Epin::parse("k^")?)));
    /// assert_eq!(cells[8], (Cell::parse("c1")?, Some(Epin::parse("K^")?)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn cells(&self) -> impl ExactSizeIterator<Item = (Cell, Option<Epin>)> + use<'a> {
        super::with_cells(self.dimensions, self.squares())
    }

    /// Returns every piece on the board with its cell, in the order
    /// written.
    ///
    /// ```
    /// use pin_runtime::{Cell, Epin, Feen};
    ///
    /// let feen = Feen::parse("k^2/1P1/2K^ / W/w")?;
    /// let pieces: Vec<_> = feen.pieces().map(|(cell, piece)| format!("{piece}@{cell}")).collect();
    /// assert_eq!(pieces, ["k^@a3", "P@b2", "K^@c1"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn pieces(&self) -> impl Iterator<Item = (Cell, Epin)> + use<'a> {
        self.cells()
            .filter_map(|(cell, square)| square.map(|piece| (cell, piece)))
    }

    /// Returns the first side's hand: each piece held with its count (at
    /// least 1), in the order written, which is the canonical order.
    ///
    /// ```
    /// use pin_runtime::{Epin, Feen};
    ///
    /// let feen = Feen::parse("9/9/9 2PbS/s J/j")?;
    /// let hand: Vec<_> = feen.first_hand().collect();
    /// assert_eq!(hand, [(Epin::parse("P")?, 2), (Epin::parse("b")?, 1), (Epin::parse("S")?, 1)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn first_hand(&self) -> HandIter<'a> {
        self.hand_items(usize::from(self.hands), usize::from(self.hand_separator))
    }

    /// Returns the second side's hand, as [`first_hand`](Self::first_hand).
    ///
    /// ```
    /// use pin_runtime::{Epin, Feen};
    ///
    /// let feen = Feen::parse("9/9/9 2PbS/s J/j")?;
    /// assert_eq!(feen.second_hand().collect::<Vec<_>>(), [(Epin::parse("s")?, 1)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn second_hand(&self) -> HandIter<'a> {
        // The style-turn field is the last 4 bytes, after a space.
        let end = self.input.len() - 4;
        self.hand_items(usize::from(self.hand_separator) + 1, end)
    }

    /// The hand items between two byte indices.
    fn hand_items(&self, start: usize, end: usize) -> HandIter<'a> {
        HandIter::of_text(self.input.as_bytes().get(start..end).unwrap_or_default())
    }

    /// Returns the side to move.
    ///
    /// ```
    /// use pin_runtime::{Feen, Side};
    ///
    /// assert_eq!(Feen::parse("8 / w/W")?.turn(), Side::Second);
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    #[must_use]
    pub const fn turn(&self) -> Side {
        self.active.side()
    }

    /// Returns the style of the side to move (the first style written).
    ///
    /// ```
    /// use pin_runtime::{Feen, Sin};
    ///
    /// assert_eq!(Feen::parse("8 / w/J")?.active(), Sin::parse("w")?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn active(&self) -> Sin {
        self.active
    }

    /// Returns the style of the side not to move (the second style
    /// written).
    ///
    /// ```
    /// use pin_runtime::{Feen, Sin};
    ///
    /// assert_eq!(Feen::parse("8 / w/J")?.inactive(), Sin::parse("J")?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn inactive(&self) -> Sin {
        self.inactive
    }

    /// Returns a side's style, in its case.
    ///
    /// ```
    /// use pin_runtime::{Feen, Side, Sin};
    ///
    /// let feen = Feen::parse("8 / w/J")?;
    /// assert_eq!(feen.style(Side::First), Sin::parse("J")?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn style(&self, side: Side) -> Sin {
        if self.active.side().is_first() == side.is_first() {
            self.active
        } else {
            self.inactive
        }
    }
}

impl fmt::Display for Feen<'_> {
    /// Writes the text read, which is canonical.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.input)
    }
}

impl fmt::Debug for Feen<'_> {
    /// Writes `Feen("<FEEN>")`; the alternate form (`{:#?}`, as in
    /// `dbg!`) adds the text diagram (`diagram::Text`, feature `diagram`)
    /// on the lines below.
    ///
    /// ```
    /// use pin_runtime::Feen;
    ///
    /// let feen = Feen::parse("k^1K^ / W/w")?;
    /// assert_eq!(format!("{feen:?}"), "Feen(\"k^1K^ / W/w\")");
    /// assert!(format!("{feen:#?}").starts_with("Feen(\"k^1K^ / W/w\")\nsecond  w  hand: none\n┌"));
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Feen({:?})", self.input)?;
        #[cfg(feature = "diagram")]
        if f.alternate() {
            write!(f, "\n{}", self.diagram())?;
        }
        Ok(())
    }
}

impl<'a> TryFrom<&'a str> for Feen<'a> {
    type Error = FeenError;

    fn try_from(input: &'a str) -> Result<Self, FeenError> {
        Self::parse(input)
    }
}

impl<B: Grid> TryFrom<Feen<'_>> for Position<B> {
    type Error = FeenError;

    /// Decodes a checked position into a [`Position`] of board type `B`,
    /// without checking the text again. The errors are those
    /// [`Position::parse`] gives on the same text.
    ///
    /// # Errors
    ///
    /// [`FeenErrorKind::Shape`] when the board has another shape than `B`,
    /// [`FeenErrorKind::HandFull`] when a hand holds more different pieces
    /// than a [`Hand`] does.
    ///
    /// ```
    /// use pin_runtime::{Board, Board3, Feen, Position};
    ///
    /// // Positions of mixed shapes, each read once.
    /// for text in ["k^2/3/2K^ P/ W/w", "ab/cd//AB/CD / W/w"] {
    ///     let feen = Feen::parse(text)?;
    ///     match feen.dimensions() {
    ///         [3, 3] => assert_eq!(Position::<Board<3, 3>>::try_from(feen)?.to_string(), text),
    ///         _ => assert!(Position::<Board3<2, 2, 2>>::try_from(feen).is_ok()),
    ///     }
    /// }
    /// let err = Position::<Board<8, 8>>::try_from(Feen::parse("k^2/3/2K^ P/ W/w")?).unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "invalid FEEN position at byte 0 (placement): \
    ///      expected a board of 8 ranks of 8 squares, found 3 ranks of 3 squares",
    /// );
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    fn try_from(feen: Feen<'_>) -> Result<Self, FeenError> {
        if !feen.dimensions.equals(&B::DIMENSIONS) {
            let kind = FeenErrorKind::Shape {
                found: feen.dimensions,
                expected: B::DIMENSIONS,
            };
            return Err(FeenError::new(kind, 0, Some(Field::Placement)));
        }
        let mut board = B::EMPTY;
        for (square, read) in board.as_squares_mut().iter_mut().zip(feen.squares()) {
            *square = read;
        }
        let mut hands = [Hand::new(), Hand::new()];
        let read = [
            (usize::from(feen.hands), feen.first_hand()),
            (usize::from(feen.hand_separator) + 1, feen.second_hand()),
        ];
        for (hand, (start, mut items)) in hands.iter_mut().zip(read) {
            loop {
                let at = start + items.at();
                let Some((piece, count)) = items.next() else {
                    break;
                };
                if !hand.push_canonical(piece, count) {
                    let kind = FeenErrorKind::HandFull;
                    return Err(FeenError::new(kind, at, Some(Field::Hands)));
                }
            }
        }
        Ok(Position::from_scan(
            board,
            hands,
            feen.active,
            feen.inactive,
        ))
    }
}
/// The squares of a [`Feen`] board in the order written; see
/// [`Feen::squares`].
///
/// ```
/// use pin_runtime::{Epin, Feen};
///
/// // Each occupied square's index in the order written, and its piece.
/// let feen = Feen::parse("k^2/1p'1/2K^ / W/w")?;
/// let occupied: Vec<(usize, Epin)> = feen
///     .squares()
///     .enumerate()
///     .filter_map(|(index, square)| square.map(|piece| (index, piece)))
///     .collect();
/// assert_eq!(
///     occupied,
///     [(0, Epin::parse("k^")?), (4, Epin::parse("p'")?), (8, Epin::parse("K^")?)],
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Squares<'a> {
    /// The placement field, already checked.
    bytes: &'a [u8],
    at: usize,
    /// Empty squares left in the count being read.
    empty: usize,
    /// Squares not yet returned.
    left: usize,
}

impl Iterator for Squares<'_> {
    type Item = Option<Epin>;

    #[inline]
    fn next(&mut self) -> Option<Option<Epin>> {
        if self.empty > 0 {
            self.empty -= 1;
            self.left -= 1;
            return Some(None);
        }
        loop {
            let byte = *self.bytes.get(self.at)?;
            if byte == b'/' {
                self.at += 1;
            } else if byte.is_ascii_digit() {
                let mut count = 0;
                while let Some(digit @ b'0'..=b'9') = self.bytes.get(self.at) {
                    count = count * 10 + usize::from(digit - b'0');
                    self.at += 1;
                }
                self.empty = count.saturating_sub(1);
                self.left = self.left.saturating_sub(1);
                return Some(None);
            } else {
                let (piece, end) = scan::token(self.bytes, self.at)?;
                self.at = end;
                self.left = self.left.saturating_sub(1);
                return Some(Some(piece));
            }
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.left, Some(self.left))
    }
}

impl ExactSizeIterator for Squares<'_> {}

impl core::iter::FusedIterator for Squares<'_> {}

/// The items of a hand in a [`Feen`]: [`HandIter`], the one type of the
/// items of a hand, whether held in a [`Hand`] or read from text.
///
/// ```
/// # #![allow(deprecated)]
/// use pin_runtime::Feen;
/// use pin_runtime::feen::{HandItems, HandIter};
///
/// let items: HandItems<'_> = Feen::parse("8 2P/ W/w")?.first_hand();
/// let _same: HandIter<'_> = items;
/// # Ok::<(), pin_runtime::FeenError>(())
/// ```
#[deprecated(note = "renamed `HandIter`, the items of a `Hand` and of a `Feen` hand alike")]
pub type HandItems<'a> = HandIter<'a>;
