//! `Feen`: a validated FEEN string, read in place.

use core::fmt;

use super::{Dimensions, FeenError, scan};
use crate::{Epin, Side, Sin};

/// A validated FEEN position that borrows its text: its board of any shape
/// (1-D, 2-D, 3-D), both hands, both styles and the side to move, read in
/// place without allocating.
///
/// [`parse`](Self::parse) checks the whole string in one pass and keeps the
/// board's dimensions, the styles and where each field starts; the squares
/// and hand items are decoded again as they are iterated. To hold a position
/// as a value, read it into a [`Position`](crate::Position) instead.
///
/// ```
/// use pin_runtime::{Epin, Feen, Side, Sin};
///
/// let feen = Feen::parse("lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL 2P/s j/J")?;
/// assert_eq!(feen.dimensions(), [9, 9]);
/// assert_eq!(feen.squares().next(), Some(Some(Epin::parse("l")?)));
/// assert_eq!(feen.first_hand().collect::<Vec<_>>(), [(Epin::parse("P")?, 2)]);
/// assert_eq!(feen.turn(), Side::Second);
/// assert_eq!((feen.active(), feen.inactive()), (Sin::parse("j")?, Sin::parse("J")?));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Feen<'a> {
    input: &'a str,
    dimensions: Dimensions,
    /// Pieces on the board.
    pieces: u32,
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
    /// index (and rank and square, inside the board): for example
    /// `"8/8 / W"`, `"8/8 PP/ W/w"`, `"8/8 / W/W"`, `"rnbqkbnr/8 / W/w"`,
    /// or a chess FEN.
    ///
    /// ```
    /// use pin_runtime::Feen;
    ///
    /// let err = Feen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "invalid FEEN position at byte 44: expected the three fields of FEEN \
    ///      (placement, hands, style-turn), found a chess FEN (side to move, castling, \
    ///      en passant, clocks)",
    /// );
    /// ```
    pub const fn parse(input: &'a str) -> Result<Self, FeenError> {
        match scan::position(input.as_bytes(), &mut [], None, None) {
            Ok(scanned) => Ok(Self {
                input,
                dimensions: scanned.layout.dimensions,
                // Bounded by `MAX_LEN`.
                #[allow(clippy::cast_possible_truncation, reason = "at most MAX_LEN")]
                pieces: scanned.layout.pieces as u32,
                #[allow(clippy::cast_possible_truncation, reason = "at most MAX_LEN")]
                hands: scanned.hands as u16,
                #[allow(clippy::cast_possible_truncation, reason = "at most MAX_LEN")]
                hand_separator: scanned.hand_separator as u16,
                active: scanned.active,
                inactive: scanned.inactive,
            }),
            Err(error) => Err(error),
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
        Feen::parse(input).is_ok()
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
        self.dimensions.squares()
    }

    /// Returns the number of pieces on the board (the hands' are in
    /// [`first_hand`](Self::first_hand) and [`second_hand`](Self::second_hand)).
    ///
    /// ```
    /// use pin_runtime::Feen;
    ///
    /// assert_eq!(Feen::parse("k^2/3/2K^ P/ W/w")?.piece_count(), 2);
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    #[must_use]
    pub const fn piece_count(&self) -> usize {
        self.pieces as usize
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
            left: self.dimensions.squares(),
        }
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
    pub fn first_hand(&self) -> HandItems<'a> {
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
    pub fn second_hand(&self) -> HandItems<'a> {
        // The style-turn field is the last 4 bytes, after a space.
        let end = self.input.len() - 4;
        self.hand_items(usize::from(self.hand_separator) + 1, end)
    }

    /// The hand items between two byte indices.
    fn hand_items(&self, start: usize, end: usize) -> HandItems<'a> {
        HandItems {
            bytes: self.input.as_bytes().get(start..end).unwrap_or_default(),
            at: 0,
        }
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
    /// `dbg!`) adds the [text diagram](crate::diagram::Text) on the lines
    /// below.
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

/// The squares of a [`Feen`] board in the order written; see
/// [`Feen::squares`].
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

/// The items of a hand in a [`Feen`], each piece with its count, in the
/// order written; see [`Feen::first_hand`].
#[derive(Clone, Debug)]
pub struct HandItems<'a> {
    /// The hand's text, already checked.
    bytes: &'a [u8],
    at: usize,
}

impl Iterator for HandItems<'_> {
    type Item = (Epin, u32);

    #[inline]
    fn next(&mut self) -> Option<(Epin, u32)> {
        // The text was checked: an item reads wherever one is left.
        let item = scan::read_item(self.bytes, self.at).ok()?;
        self.at = item.end;
        Some((item.piece, item.count))
    }
}

impl core::iter::FusedIterator for HandItems<'_> {}
