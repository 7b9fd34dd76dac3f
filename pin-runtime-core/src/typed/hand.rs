//! The pieces one side holds in hand, typed by an engine's own piece type.

use core::fmt;
use core::hash::{Hash, Hasher};
use core::marker::PhantomData;

use super::Pieces;
use super::pieces::{value, written};
use crate::feen::HandIter;
use crate::{Epin, Hand};

/// The pieces a side holds in hand, as values of an engine's own piece type
/// `P`, each with its count: the hand of a
/// [`TypedPosition`](crate::TypedPosition).
///
/// Pieces whose tokens are read as the same value count together: with
/// `#[pin("P", "+P")] WhitePawn`, a hand of `2P+P` holds 3 `WhitePawn`s. It
/// keeps FEEN's canonical order of the tokens its values are written as,
/// so two hands holding the same pieces are equal; [`as_hand`](Self::as_hand)
/// gives it as a [`Hand`] of those tokens.
///
/// ```
/// use pin_runtime::{Pieces, Side, feen};
///
/// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
/// enum Piece {
///     #[pin("K^")] SenteKing,
///     #[pin("k^")] GoteKing,
///     #[pin("P", "+P")] SentePawn,
///     #[pin("S")] SenteSilver,
/// }
///
/// let position = feen!(Piece, "k^2/3/2K^ 2P+PS/ J/j");
/// let hand = position.hand(Side::First);
/// assert_eq!(hand.count(Piece::SentePawn), 3);
/// assert_eq!(hand.iter().collect::<Vec<_>>(), [(Piece::SentePawn, 3), (Piece::SenteSilver, 1)]);
/// assert_eq!(hand.to_string(), "3PS");
/// ```
pub struct TypedHand<P> {
    /// The tokens the values are written as, each at most once.
    hand: Hand,
    pieces: PhantomData<P>,
}

impl<P: Pieces + Copy> TypedHand<P> {
    /// An empty hand.
    ///
    /// ```
    /// use pin_runtime::{Pieces, TypedHand};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("P")] SentePawn,
    /// }
    ///
    /// const EMPTY: TypedHand<Piece> = TypedHand::new();
    /// assert!(EMPTY.is_empty());
    /// ```
    #[must_use]
    pub const fn new() -> Self {
        Self {
            hand: Hand::new(),
            pieces: PhantomData,
        }
    }

    /// The typed hand of `hand`: each piece as the value its token is read
    /// as, counted together with the others read as the same value.
    ///
    /// # Errors
    ///
    /// The first piece, in canonical order, that no value maps.
    pub(crate) const fn from_hand(hand: &Hand) -> Result<Self, Epin> {
        let mut typed = Hand::new();
        let mut i = 0;
        while let Some((piece, count)) = hand.item(i) {
            let Some(token) = written::<P>(piece) else {
                return Err(piece);
            };
            // Fewer kinds and no more pieces than `hand` holds: this fits.
            if typed.add(token, count).is_err() {
                return Err(piece);
            }
            i += 1;
        }
        Ok(Self {
            hand: typed,
            pieces: PhantomData,
        })
    }

    /// Returns how many of `piece` the hand holds (0 when none).
    ///
    /// ```
    /// use pin_runtime::{Pieces, Side, feen};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] SenteKing,
    ///     #[pin("k^")] GoteKing,
    ///     #[pin("P")] SentePawn,
    ///     #[pin("G")] SenteGold,
    /// }
    ///
    /// let position = feen!(Piece, "k^2/3/2K^ 2P/ J/j");
    /// assert_eq!(position.hand(Side::First).count(Piece::SentePawn), 2);
    /// assert_eq!(position.hand(Side::First).count(Piece::SenteGold), 0);
    /// ```
    #[must_use]
    pub fn count(&self, piece: P) -> u32 {
        self.hand.count(piece.to_epin())
    }

    /// Returns how many different values the hand holds.
    ///
    /// ```
    /// use pin_runtime::{Pieces, Side, feen};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] SenteKing,
    ///     #[pin("k^")] GoteKing,
    ///     #[pin("P", "+P")] SentePawn,
    /// }
    ///
    /// assert_eq!(feen!(Piece, "k^2/3/2K^ +PP/ J/j").hand(Side::First).len(), 1);
    /// ```
    #[must_use]
    pub const fn len(&self) -> usize {
        self.hand.len()
    }

    /// Returns `true` when the hand holds nothing.
    ///
    /// ```
    /// use pin_runtime::{Pieces, Side, feen};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] SenteKing,
    ///     #[pin("k^")] GoteKing,
    /// }
    ///
    /// assert!(feen!(Piece, "k^2/3/2K^ / J/j").hand(Side::Second).is_empty());
    /// ```
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.hand.is_empty()
    }

    /// Returns how many pieces the hand holds in all.
    ///
    /// ```
    /// use pin_runtime::{Pieces, Side, feen};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] SenteKing,
    ///     #[pin("k^")] GoteKing,
    ///     #[pin("P")] SentePawn,
    ///     #[pin("b")] GoteBishop,
    /// }
    ///
    /// assert_eq!(feen!(Piece, "k^2/3/2K^ 2Pb/ J/j").hand(Side::First).total(), 3);
    /// ```
    #[must_use]
    pub const fn total(&self) -> u32 {
        self.hand.total()
    }

    /// Returns the values held and their counts, in the canonical order of
    /// the tokens they are written as.
    ///
    /// ```
    /// use pin_runtime::{Pieces, Side, feen};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] SenteKing,
    ///     #[pin("k^")] GoteKing,
    ///     #[pin("P")] SentePawn,
    ///     #[pin("b")] GoteBishop,
    /// }
    ///
    /// let position = feen!(Piece, "k^2/3/2K^ 2Pb/ J/j");
    /// let held: Vec<_> = position.hand(Side::First).iter().collect();
    /// assert_eq!(held, [(Piece::SentePawn, 2), (Piece::GoteBishop, 1)]);
    /// ```
    #[must_use]
    pub fn iter(&self) -> TypedHandIter<'_, P> {
        TypedHandIter {
            items: self.hand.iter(),
            pieces: PhantomData,
        }
    }

    /// Returns the hand as the tokens its values are written as.
    ///
    /// ```
    /// use pin_runtime::{Pieces, Side, epin, feen};
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] SenteKing,
    ///     #[pin("k^")] GoteKing,
    ///     #[pin("P", "+P")] SentePawn,
    /// }
    ///
    /// let position = feen!(Piece, "k^2/3/2K^ +PP/ J/j");
    /// assert_eq!(position.hand(Side::First).as_hand().count(epin!("P")), 2);
    /// ```
    #[must_use]
    pub const fn as_hand(&self) -> &Hand {
        &self.hand
    }
}

impl<P: Pieces + Copy> Default for TypedHand<P> {
    /// An empty hand.
    fn default() -> Self {
        Self::new()
    }
}

impl<P> Clone for TypedHand<P> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<P> Copy for TypedHand<P> {}

impl<P> PartialEq for TypedHand<P> {
    fn eq(&self, other: &Self) -> bool {
        self.hand == other.hand
    }
}

impl<P> Eq for TypedHand<P> {}

impl<P> Hash for TypedHand<P> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.hand.hash(state);
    }
}

impl<P> fmt::Display for TypedHand<P> {
    /// Writes the hand as FEEN does, each value as its token (`3PS`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.hand.fmt(f)
    }
}

impl<P> fmt::Debug for TypedHand<P> {
    /// Writes `TypedHand("3PS")`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TypedHand(\"{}\")", self.hand)
    }
}

impl<'a, P: Pieces + Copy> IntoIterator for &'a TypedHand<P> {
    type Item = (P, u32);
    type IntoIter = TypedHandIter<'a, P>;

    fn into_iter(self) -> TypedHandIter<'a, P> {
        self.iter()
    }
}

/// The values of a [`TypedHand`] and their counts; see
/// [`TypedHand::iter`].
///
/// ```
/// use pin_runtime::{Pieces, Side, feen};
///
/// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
/// enum Piece {
///     #[pin("K^")] SenteKing,
///     #[pin("k^")] GoteKing,
///     #[pin("P")] SentePawn,
///     #[pin("S")] SenteSilver,
/// }
///
/// let position = feen!(Piece, "k^2/3/2K^ 3PS/ J/j");
/// let pieces: u32 = position.hand(Side::First).iter().map(|(_, count)| count).sum();
/// assert_eq!(pieces, 4);
/// let mut held = position.hand(Side::First).into_iter();
/// assert_eq!(held.next(), Some((Piece::SentePawn, 3)));
/// assert_eq!(held.next(), Some((Piece::SenteSilver, 1)));
/// assert_eq!(held.next(), None);
/// ```
#[derive(Clone, Debug)]
pub struct TypedHandIter<'a, P> {
    items: HandIter<'a>,
    pieces: PhantomData<P>,
}

impl<P: Pieces + Copy> Iterator for TypedHandIter<'_, P> {
    type Item = (P, u32);

    fn next(&mut self) -> Option<(P, u32)> {
        // Every token held is one a value is written as.
        self.items
            .by_ref()
            .find_map(|(piece, count)| Some((value::<P>(piece)?, count)))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (0, self.items.size_hint().1)
    }
}

impl<P: Pieces + Copy> DoubleEndedIterator for TypedHandIter<'_, P> {
    fn next_back(&mut self) -> Option<(P, u32)> {
        self.items
            .by_ref()
            .rev()
            .find_map(|(piece, count)| Some((value::<P>(piece)?, count)))
    }
}

impl<P: Pieces + Copy> core::iter::FusedIterator for TypedHandIter<'_, P> {}
