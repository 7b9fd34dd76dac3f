//! The pieces one side holds in hand, in a fixed inline buffer.

use core::fmt;

use super::MAX_SQUARES;
use super::scan::{self, hand_rank};
use crate::Epin;

/// The pieces a side holds in hand: up to [`Hand::CAPACITY`] different
/// pieces, each with a count from 1 to [`MAX_SQUARES`](crate::feen::MAX_SQUARES),
/// always kept in FEEN's canonical order. 66 bytes, no allocation.
///
/// The canonical order puts the most numerous pieces first, then orders by
/// letter `A` to `Z` ignoring case, uppercase before lowercase, state `-`
/// before `+` before none, without `^` before with, and without `'` before
/// with. However pieces are added, [`iter`](Self::iter) and `Display` give
/// them in that order, so two hands holding the same pieces are equal.
///
/// A piece's case is its side, not the holder's: a hand may hold pieces of
/// both cases.
///
/// ```
/// use pin_runtime::{Epin, Hand};
///
/// let mut hand = Hand::new();
/// hand.add(Epin::parse("S")?, 1)?;
/// hand.add(Epin::parse("P")?, 2)?;
/// hand.add(Epin::parse("b")?, 1)?;
/// assert_eq!(hand.count(Epin::parse("P")?), 2);
/// assert_eq!(hand.to_string(), "2PbS");
///
/// hand.remove(Epin::parse("P")?, 1)?;
/// assert_eq!(hand.to_string(), "bPS");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Hand {
    /// The held pieces in canonical order, then unused slots, all [`FREE`].
    items: [Slot; Hand::CAPACITY],
    len: u8,
}

/// One piece held and its count.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Slot {
    piece: Epin,
    count: u16,
}

/// An unused slot. Every unused slot holds this, so equal hands are equal
/// slot by slot.
const FREE: Slot = Slot {
    piece: Epin::ALL[0],
    count: 0,
};

/// Why a piece could not be added to or removed from a [`Hand`].
///
/// ```
/// use pin_runtime::{Epin, Hand, HandError};
///
/// let mut hand = Hand::new();
/// assert_eq!(
///     hand.remove(Epin::parse("P")?, 1),
///     Err(HandError::NotHeld { piece: Epin::parse("P")?, held: 0, wanted: 1 }),
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum HandError {
    /// The hand already holds [`Hand::CAPACITY`] different pieces.
    Full {
        /// The piece that did not fit.
        piece: Epin,
    },
    /// The count would pass [`MAX_SQUARES`](crate::feen::MAX_SQUARES), more
    /// than any board holds.
    TooMany {
        /// The piece.
        piece: Epin,
        /// The count it would have reached.
        count: u64,
    },
    /// Fewer of the piece are held than are being removed.
    NotHeld {
        /// The piece.
        piece: Epin,
        /// How many the hand holds.
        held: u32,
        /// How many were to be removed.
        wanted: u32,
    },
}

impl fmt::Display for HandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Full { piece } => write!(
                f,
                "expected at most {} different pieces in a hand, found a new one: {piece}",
                Hand::CAPACITY
            ),
            Self::TooMany { piece, count } => write!(
                f,
                "expected at most {MAX_SQUARES} of a piece in a hand, found {count} {piece}"
            ),
            Self::NotHeld {
                piece,
                held,
                wanted,
            } => write!(
                f,
                "expected at least {wanted} {piece} in the hand, found {held}"
            ),
        }
    }
}

impl core::error::Error for HandError {}

impl Hand {
    /// The most different pieces a hand holds: 16, more than any game's
    /// hands need (shogi's hold at most 7 kinds, crazyhouse's 5). A FEEN
    /// position with more is valid and [`Feen`](crate::Feen) reads it, but
    /// a [`Position`](crate::Position) cannot hold it.
    pub const CAPACITY: usize = 16;

    /// An empty hand.
    ///
    /// ```
    /// use pin_runtime::Hand;
    ///
    /// const EMPTY: Hand = Hand::new();
    /// assert!(EMPTY.is_empty());
    /// ```
    #[must_use]
    pub const fn new() -> Self {
        Self {
            items: [FREE; Self::CAPACITY],
            len: 0,
        }
    }

    /// Returns how many of `piece` the hand holds (0 when none).
    ///
    /// ```
    /// use pin_runtime::{Board, Epin, Position, Side};
    ///
    /// let position = "8/8 2Pb/ W/w".parse::<Position<Board<2, 8>>>()?;
    /// assert_eq!(position.hand(Side::First).count(Epin::parse("P")?), 2);
    /// assert_eq!(position.hand(Side::First).count(Epin::parse("p")?), 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn count(&self, piece: Epin) -> u32 {
        match self.find(piece) {
            Some(i) => self.items[i].count as u32,
            None => 0,
        }
    }

    /// Returns how many different pieces the hand holds.
    ///
    /// ```
    /// use pin_runtime::{Board, Position, Side};
    ///
    /// assert_eq!("8/8 2Pb/ W/w".parse::<Position<Board<2, 8>>>()?.hand(Side::First).len(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Returns `true` when the hand holds nothing.
    ///
    /// ```
    /// use pin_runtime::{Board, Position, Side};
    ///
    /// assert!("8/8 2Pb/ W/w".parse::<Position<Board<2, 8>>>()?.hand(Side::Second).is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Returns how many pieces the hand holds in all.
    ///
    /// ```
    /// use pin_runtime::{Board, Position, Side};
    ///
    /// assert_eq!("8/8 2Pb/ W/w".parse::<Position<Board<2, 8>>>()?.hand(Side::First).total(), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn total(&self) -> u32 {
        let mut total = 0;
        let mut i = 0;
        while i < self.len() {
            total += self.items[i].count as u32;
            i += 1;
        }
        total
    }

    /// Returns the pieces held and their counts, in canonical order.
    ///
    /// ```
    /// use pin_runtime::{Board, Epin, Position, Side};
    ///
    /// let position = "9/9/9 2PbS/ J/j".parse::<Position<Board<3, 9>>>()?;
    /// let items: Vec<_> = position.hand(Side::First).iter().collect();
    /// assert_eq!(items, [(Epin::parse("P")?, 2), (Epin::parse("b")?, 1), (Epin::parse("S")?, 1)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn iter(&self) -> HandIter<'_> {
        HandIter {
            items: Items::Held(self.items.get(..self.len()).unwrap_or_default().iter()),
        }
    }

    /// Adds `count` of `piece`, keeping the canonical order. Adding 0
    /// changes nothing.
    ///
    /// # Errors
    ///
    /// [`HandError::Full`] when `piece` is new and the hand already holds
    /// [`Hand::CAPACITY`] different pieces; [`HandError::TooMany`] when the
    /// count would pass [`MAX_SQUARES`](crate::feen::MAX_SQUARES). The hand
    /// is unchanged then.
    ///
    /// ```
    /// use pin_runtime::{Epin, Hand};
    ///
    /// let mut hand = Hand::new();
    /// hand.add(Epin::parse("p")?, 1)?;
    /// hand.add(Epin::parse("P")?, 3)?;
    /// assert_eq!(hand.to_string(), "3Pp");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn add(&mut self, piece: Epin, count: u32) -> Result<(), HandError> {
        if count == 0 {
            return Ok(());
        }
        let (i, held) = match self.find(piece) {
            Some(i) => (i, self.items[i].count as u64),
            None if self.len() == Self::CAPACITY => return Err(HandError::Full { piece }),
            None => {
                // A new piece goes last for now; `settle` moves it.
                self.items[self.len()] = Slot { piece, count: 0 };
                self.len += 1;
                (self.len() - 1, 0)
            }
        };
        let total = held + count as u64;
        if total > MAX_SQUARES as u64 {
            if held == 0 {
                self.items[i] = FREE;
                self.len -= 1;
            }
            return Err(HandError::TooMany {
                piece,
                count: total,
            });
        }
        #[allow(clippy::cast_possible_truncation, reason = "at most MAX_SQUARES")]
        let count = total as u16;
        self.items[i].count = count;
        self.settle(i);
        Ok(())
    }

    /// Removes `count` of `piece`, keeping the canonical order; a piece
    /// whose count reaches 0 leaves the hand. Removing 0 changes nothing.
    ///
    /// # Errors
    ///
    /// [`HandError::NotHeld`] when the hand holds fewer than `count`; the
    /// hand is unchanged then.
    ///
    /// ```
    /// use pin_runtime::{Epin, Hand, HandError};
    ///
    /// let mut hand = Hand::new();
    /// hand.add(Epin::parse("P")?, 2)?;
    /// hand.remove(Epin::parse("P")?, 2)?;
    /// assert!(hand.is_empty());
    /// assert!(matches!(hand.remove(Epin::parse("P")?, 1), Err(HandError::NotHeld { .. })));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn remove(&mut self, piece: Epin, count: u32) -> Result<(), HandError> {
        if count == 0 {
            return Ok(());
        }
        let Some(i) = self.find(piece) else {
            return Err(HandError::NotHeld {
                piece,
                held: 0,
                wanted: count,
            });
        };
        let held = self.items[i].count as u32;
        if held < count {
            return Err(HandError::NotHeld {
                piece,
                held,
                wanted: count,
            });
        }
        #[allow(clippy::cast_possible_truncation, reason = "below the count held")]
        let left = (held - count) as u16;
        self.items[i].count = left;
        self.settle(i);
        if left == 0 {
            // Settled last among the held pieces: drop it.
            self.len -= 1;
            self.items[self.len()] = FREE;
        }
        Ok(())
    }

    /// Builds a hand from pieces and counts given in any order, each piece
    /// at most once.
    ///
    /// # Errors
    ///
    /// As [`add`](Self::add); a piece given twice has its counts added.
    ///
    /// ```
    /// use pin_runtime::{Epin, Hand};
    ///
    /// let hand = Hand::from_items(&[(Epin::parse("S")?, 1), (Epin::parse("P")?, 3)])?;
    /// assert_eq!(hand.to_string(), "3PS");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn from_items(items: &[(Epin, u32)]) -> Result<Self, HandError> {
        let mut hand = Self::new();
        let mut i = 0;
        while i < items.len() {
            let (piece, count) = items[i];
            tri!(hand.add(piece, count));
            i += 1;
        }
        Ok(hand)
    }

    /// Appends an item read from canonical text, which comes in canonical
    /// order; returns `false` when the hand is full.
    pub(crate) const fn push_canonical(&mut self, piece: Epin, count: u32) -> bool {
        if self.len() == Self::CAPACITY {
            return false;
        }
        #[allow(
            clippy::cast_possible_truncation,
            reason = "readers bound counts by MAX_SQUARES"
        )]
        let count = count as u16;
        self.items[self.len()] = Slot { piece, count };
        self.len += 1;
        true
    }

    /// The piece and count at `i` in canonical order, for the crate's
    /// `const` conversions (the hand's iterator is not `const`).
    pub(crate) const fn item(&self, i: usize) -> Option<(Epin, u32)> {
        if i < self.len() {
            Some((self.items[i].piece, self.items[i].count as u32))
        } else {
            None
        }
    }

    /// The pieces held and their counts in canonical order, read from the
    /// slots directly: [`iter`](Self::iter) without its dispatch between a
    /// hand and a hand field's text, for loops that must stay tight
    /// (`Position::key`).
    #[inline]
    pub(crate) fn held(&self) -> impl Iterator<Item = (Epin, u16)> + '_ {
        // `len` is at most the capacity: the bound gives the loop one exit.
        self.items[..(self.len as usize).min(Self::CAPACITY)]
            .iter()
            .map(|slot| (slot.piece, slot.count))
    }

    /// The slot holding `piece`.
    const fn find(&self, piece: Epin) -> Option<usize> {
        let code = piece.code();
        let mut i = 0;
        while i < self.len() {
            if self.items[i].piece.code() == code {
                return Some(i);
            }
            i += 1;
        }
        None
    }

    /// Moves the item at `i`, whose count just changed, to its place in the
    /// canonical order (an item of count 0 goes after every held one).
    const fn settle(&mut self, mut i: usize) {
        while i > 0 && before(self.items[i], self.items[i - 1]) {
            self.items.swap(i, i - 1);
            i -= 1;
        }
        while i + 1 < self.len() && before(self.items[i + 1], self.items[i]) {
            self.items.swap(i, i + 1);
            i += 1;
        }
    }
}

/// Whether `a` comes before `b` in canonical order.
const fn before(a: Slot, b: Slot) -> bool {
    a.count > b.count || (a.count == b.count && hand_rank(a.piece) < hand_rank(b.piece))
}

impl Default for Hand {
    /// An empty hand.
    fn default() -> Self {
        Self::new()
    }
}

impl fmt::Display for Hand {
    /// Writes the hand as FEEN does: each piece with its count when above
    /// 1, in canonical order (`2PbS`); nothing for an empty hand.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = super::write::Buffer::new(f);
        out.hand(self)?;
        out.flush()
    }
}

impl fmt::Debug for Hand {
    /// Writes `Hand("2PbS")`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Hand(\"{self}\")")
    }
}

impl<'a> IntoIterator for &'a Hand {
    type Item = (Epin, u32);
    type IntoIter = HandIter<'a>;

    fn into_iter(self) -> HandIter<'a> {
        self.iter()
    }
}

/// The pieces of a hand and their counts, in canonical order: those of a
/// [`Hand`] ([`Hand::iter`], [`Position::first_hand`](crate::Position::first_hand))
/// and those of a hand field of a [`Feen`](crate::Feen) view
/// ([`Feen::first_hand`](crate::Feen::first_hand)), decoded as they are
/// read, alike.
///
/// ```
/// use pin_runtime::{Board, Epin, Feen, Position, feen::HandIter};
///
/// let text = "9/9/9 2PbS/s J/j";
/// let view: HandIter<'_> = Feen::parse(text)?.first_hand();
/// let position = text.parse::<Position<Board<3, 9>>>()?;
/// let held: HandIter<'_> = position.first_hand();
/// assert!(view.eq(held));
///
/// let mut items = Feen::parse(text)?.first_hand();
/// assert_eq!(items.len(), 3);
/// assert_eq!(items.next_back(), Some((Epin::parse("S")?, 1)));
/// assert_eq!(items.next(), Some((Epin::parse("P")?, 2)));
/// assert_eq!(items.len(), 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct HandIter<'a> {
    items: Items<'a>,
}

/// Where a [`HandIter`] reads.
#[derive(Clone, Debug)]
enum Items<'a> {
    /// The slots of a [`Hand`].
    Held(core::slice::Iter<'a, Slot>),
    /// A hand field already checked, read from both ends: the bytes from
    /// `at` to `end` hold the `left` items not read yet.
    Text {
        bytes: &'a [u8],
        at: usize,
        end: usize,
        left: usize,
    },
}

impl<'a> HandIter<'a> {
    /// The items of a hand field of a checked FEEN text, `bytes` being the
    /// field alone.
    pub(crate) fn of_text(bytes: &'a [u8]) -> Self {
        // One letter per item: that of its token.
        let left = bytes
            .iter()
            .filter(|byte| byte.is_ascii_alphabetic())
            .count();
        Self {
            items: Items::Text {
                bytes,
                at: 0,
                end: bytes.len(),
                left,
            },
        }
    }

    /// The byte index in the hand field of the next item read from the
    /// front (0 for the items of a [`Hand`]).
    pub(crate) const fn at(&self) -> usize {
        match self.items {
            Items::Text { at, .. } => at,
            Items::Held(_) => 0,
        }
    }
}

impl fmt::Debug for Slot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.piece, self.count)
    }
}

/// Where the last item of a checked hand field that ends at `end` starts:
/// before its token's `'` and `^`, its letter, its `+` or `-`, and its
/// count. No token ends with a digit or a modifier, so what comes before
/// is the item before.
const fn last_item(bytes: &[u8], start: usize, end: usize) -> usize {
    let mut i = end;
    if i > start && bytes[i - 1] == b'\'' {
        i -= 1;
    }
    if i > start && bytes[i - 1] == b'^' {
        i -= 1;
    }
    // The letter.
    i = i.saturating_sub(1);
    if i > start && matches!(bytes[i - 1], b'+' | b'-') {
        i -= 1;
    }
    while i > start && bytes[i - 1].is_ascii_digit() {
        i -= 1;
    }
    i
}

impl Iterator for HandIter<'_> {
    type Item = (Epin, u32);

    #[inline]
    fn next(&mut self) -> Option<(Epin, u32)> {
        match &mut self.items {
            Items::Held(slots) => slots.next().map(|slot| (slot.piece, u32::from(slot.count))),
            Items::Text {
                bytes,
                at,
                end,
                left,
            } => {
                if *at >= *end {
                    return None;
                }
                // The text was checked: an item reads wherever one is left.
                let item = scan::read_item(bytes, *at).ok()?;
                *at = item.end;
                *left -= 1;
                Some((item.piece, item.count))
            }
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        match &self.items {
            Items::Held(slots) => slots.size_hint(),
            Items::Text { left, .. } => (*left, Some(*left)),
        }
    }
}

impl DoubleEndedIterator for HandIter<'_> {
    fn next_back(&mut self) -> Option<(Epin, u32)> {
        match &mut self.items {
            Items::Held(slots) => slots
                .next_back()
                .map(|slot| (slot.piece, u32::from(slot.count))),
            Items::Text {
                bytes,
                at,
                end,
                left,
            } => {
                if *at >= *end {
                    return None;
                }
                let start = last_item(bytes, *at, *end);
                let item = scan::read_item(bytes, start).ok()?;
                *end = start;
                *left -= 1;
                Some((item.piece, item.count))
            }
        }
    }
}

impl ExactSizeIterator for HandIter<'_> {}

impl core::iter::FusedIterator for HandIter<'_> {}
