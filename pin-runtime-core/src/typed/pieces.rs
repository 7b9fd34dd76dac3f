//! The trait of an engine's own piece type, as tables the runtime's
//! generic `const fn`s can read.

use crate::{Epin, State};

/// An engine's own piece type, mapped to EPIN tokens: what
/// [`TypedPosition`](crate::TypedPosition), [`TypedHand`](crate::TypedHand)
/// and the typed `feen!` are generic over.
///
/// `#[derive(Pieces)]` implements it for an enum of
/// `#[pin]` or `#[epin]` variants (not for an enum of `#[letter]` roles,
/// which has no side). The mapping is given as tables, not only as methods,
/// because generic `const fn`s can read a trait's constants but cannot call
/// its methods: that is how a position typed by the enum is a constant.
///
/// The items must agree: `ALL[i].to_epin() == EPINS[i]`, and for every
/// EPIN token `e`, `INDEX_IN_ALL[e.index()]` is `Some(i)` exactly when `e`
/// is one of the tokens `ALL[i]` is read from, `EPINS[i]` among them. A
/// value is read from each token its variant lists and written as the
/// first. An implementation gives [`INDEX_IN_ALL`](Self::INDEX_IN_ALL) (or
/// its former name, `POSITIONS`: each defaults to the other, so giving
/// neither fails the build, on a cycle between the two).
///
/// ```
/// use pin_runtime::{Epin, Pieces, epin};
///
/// #[derive(Clone, Copy, Debug, PartialEq, Eq, Pieces)]
/// enum Piece {
///     #[pin("K^")] WhiteKing,
///     #[pin("P", "+P", "-P")] WhitePawn,
/// }
///
/// assert_eq!(<Piece as Pieces>::NAME, "Piece");
/// assert_eq!(<Piece as Pieces>::EPINS, [epin!("K^"), epin!("P")]);
/// assert_eq!(<Piece as Pieces>::INDEX_IN_ALL[epin!("+P").index()], Some(1));
/// assert_eq!(<Piece as Pieces>::INDEX_IN_ALL[epin!("P'").index()], None);
/// assert_eq!(Piece::WhitePawn.to_epin(), epin!("P"));
/// assert_eq!(Piece::from_epin(epin!("-P")), Some(Piece::WhitePawn));
/// ```
pub trait Pieces: Sized + 'static {
    /// The type's name, as errors give it: `Piece`.
    const NAME: &'static str;

    /// Every value, in declaration order.
    const ALL: &'static [Self];

    /// The EPIN token each value of [`ALL`](Self::ALL) is written as, at
    /// the same index.
    const EPINS: &'static [Epin];

    /// For each EPIN token, at its [`Epin::index`], the index in
    /// [`ALL`](Self::ALL) of the value it is read as, or `None` when it
    /// maps none: a table of indices, one per token.
    ///
    /// ```
    /// use pin_runtime::{Pieces, epin};
    ///
    /// #[derive(Clone, Copy, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] WhiteKing,
    ///     #[pin("P", "+P")] WhitePawn,
    /// }
    ///
    /// let index = <Piece as Pieces>::INDEX_IN_ALL[epin!("+P").index()];
    /// assert!(matches!(index.map(|i| Piece::ALL[usize::from(i)]), Some(Piece::WhitePawn)));
    /// ```
    const INDEX_IN_ALL: [Option<u16>; Epin::COUNT] = {
        #[allow(
            deprecated,
            reason = "the former name, which an implementation may give"
        )]
        Self::POSITIONS
    };

    /// The former name of [`INDEX_IN_ALL`](Self::INDEX_IN_ALL): a table of
    /// indices, not of positions.
    ///
    /// ```
    /// # #![allow(deprecated)]
    /// use pin_runtime::{Pieces, epin};
    ///
    /// #[derive(Clone, Copy, Pieces)]
    /// enum Piece {
    ///     #[pin("K^")] WhiteKing,
    /// }
    ///
    /// assert_eq!(<Piece as Pieces>::POSITIONS, <Piece as Pieces>::INDEX_IN_ALL);
    /// ```
    #[deprecated(note = "renamed `INDEX_IN_ALL`: a table of indices in `ALL`")]
    const POSITIONS: [Option<u16>; Epin::COUNT] = Self::INDEX_IN_ALL;

    /// Returns the EPIN token this value is written as.
    #[must_use]
    fn to_epin(self) -> Epin;

    /// Returns the value an EPIN token is read as, or `None` when it maps
    /// none: one load from [`INDEX_IN_ALL`](Self::INDEX_IN_ALL), one from
    /// [`ALL`](Self::ALL).
    #[must_use]
    fn from_epin(epin: Epin) -> Option<Self>
    where
        Self: Copy,
    {
        value(epin)
    }
}

/// The value `epin` is read as, in `const` code.
pub(crate) const fn value<P: Pieces + Copy>(epin: Epin) -> Option<P> {
    match position::<P>(epin) {
        Some(position) => Some(P::ALL[position]),
        None => None,
    }
}

/// A token that `P` maps and `epin`, which it does not map, differs from
/// only by the king marker `^` or by its state (`+`, `-`): what the
/// enum's author most likely meant, for the error's message. A FEN reads a
/// king as `K^` and a pawn that may advance two squares as `+P`, which an
/// enum written with chess in mind lists as `K` and `P`. The marker alone
/// is tried first, then each other state, with the marker as written and
/// then flipped.
pub(crate) const fn near<P: Pieces>(epin: Epin) -> Option<Epin> {
    const STATES: [State; 3] = [State::Normal, State::Enhanced, State::Diminished];
    let terminal = epin.is_terminal();
    let flipped = epin.with_terminal(!terminal);
    if position::<P>(flipped).is_some() {
        return Some(flipped);
    }
    let mut marker = 0;
    while marker < 2 {
        let mut i = 0;
        while i < STATES.len() {
            let candidate = epin
                .with_state(STATES[i])
                .with_terminal(terminal != (marker == 1));
            if candidate.code() != epin.code() && position::<P>(candidate).is_some() {
                return Some(candidate);
            }
            i += 1;
        }
        marker += 1;
    }
    None
}

/// The token the value `epin` is read as is written as, in `const` code:
/// the first its variant lists.
pub(crate) const fn written<P: Pieces>(epin: Epin) -> Option<Epin> {
    match position::<P>(epin) {
        Some(position) if position < P::EPINS.len() => Some(P::EPINS[position]),
        _ => None,
    }
}

/// The index in `P::ALL` of the value `epin` is read as, checked against
/// the tables' lengths, so that a hand-written implementation whose tables
/// disagree maps the token to nothing rather than panics.
const fn position<P: Pieces>(epin: Epin) -> Option<usize> {
    let index = epin.index();
    if index >= Epin::COUNT {
        return None;
    }
    match P::INDEX_IN_ALL[index] {
        Some(position) if (position as usize) < P::ALL.len() => Some(position as usize),
        _ => None,
    }
}
