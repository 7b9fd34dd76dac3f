//! Why a move could not be played on a shogi position, or written in the
//! other notation.

use core::fmt;

use super::{Square, Usi};
use crate::feen::{NameSquare, Named};
use crate::{ApplyErrorKind, Cell, Epin, Pmn};

/// The move as it was given: PMN or USI.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Given {
    Pmn(Pmn),
    Usi(Usi),
}

/// What in a shogi position refused a move.
///
/// ```
/// use pin_runtime::shogi::{MoveErrorKind, Sfen};
/// use pin_runtime::Pmn;
///
/// let mut sfen = Sfen::parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1")?;
/// let err = sfen.play(Pmn::parse("b2+h8")?).unwrap_err();
/// assert!(matches!(err.kind(), MoveErrorKind::Captured { .. }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum MoveErrorKind {
    /// A PMN form shogi does not have: `~`, a static capture, a change in
    /// place, a drop that takes.
    Form,
    /// A check of [`Position::apply`](crate::Position::apply) refused the
    /// move: squares off the board, no piece of the side to move on the
    /// origin, an occupied or empty destination, a piece not in hand.
    Apply(ApplyErrorKind),
    /// An `=` other than `=+X` on the moved piece's own unpromoted letter
    /// and side (not `K`, `G`), or an `=` on a drop.
    Promotion {
        /// The square of the piece.
        square: Cell,
        /// The piece.
        found: Epin,
        /// The piece `=` names.
        actor: Epin,
    },
    /// A capture without the rule's `/`: the taken letter in the mover's
    /// case, unpromoted.
    Captured {
        /// The square of the piece taken.
        square: Cell,
        /// The `/` the rule gives.
        expected: Epin,
        /// The `/` of the move, if any.
        found: Option<Epin>,
    },
    /// The destination of `+` holds a piece of the side to move.
    OwnPiece {
        /// The destination.
        square: Cell,
        /// What stands there.
        found: Epin,
    },
    /// A king taken: no hand holds one.
    KingTaken {
        /// The king's square.
        square: Cell,
        /// The king.
        found: Epin,
    },
    /// The move number would pass `u32::MAX`.
    MoveNumberOverflow,
}

/// A move a shogi position refused to play, or to write in the other
/// notation: the move as given and the [`MoveErrorKind`]. The position is
/// unchanged.
///
/// ```
/// use pin_runtime::shogi::{Sfen, Usi};
///
/// let mut sfen = Sfen::parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1")?;
/// let err = sfen.play_usi(Usi::parse("5i5h+")?).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "cannot play \"5i5h+\": expected =+X on an unpromoted piece of the side to move but K and G, \
///      found =+K^ for K^ on 5i (CELL e1)",
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveError {
    given: Given,
    kind: MoveErrorKind,
}

impl MoveError {
    pub(super) const fn new(given: Given, kind: MoveErrorKind) -> Self {
        Self { given, kind }
    }

    /// Returns what refused the move.
    ///
    /// ```
    /// use pin_runtime::shogi::{MoveErrorKind, Sfen};
    /// use pin_runtime::Pmn;
    ///
    /// let sfen = Sfen::parse("4k4/9/9/9/9/9/9/9/4K4 b - 1")?;
    /// assert_eq!(sfen.usi(Pmn::parse("e1~e2")?).unwrap_err().kind(), MoveErrorKind::Form);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn kind(&self) -> MoveErrorKind {
        self.kind
    }
}

/// A square in CELL, as PMN names it.
fn cell_name(cell: Cell, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    write!(f, "{cell}")
}

/// A square as USI names it, its CELL name beside: `2b (CELL h8)`.
fn usi_name(cell: Cell, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match Square::from_cell(cell) {
        Some(square) => write!(f, "{square} (CELL {cell})"),
        None => write!(f, "{cell}"),
    }
}

impl fmt::Display for MoveError {
    /// Names squares in the move's own notation: USI's for a USI move (with
    /// the CELL name beside), CELL for a PMN move.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name: NameSquare = match self.given {
            Given::Pmn(pmn) => {
                write!(f, "cannot play \"{pmn}\": ")?;
                cell_name
            }
            Given::Usi(usi) => {
                write!(f, "cannot play \"{usi}\": ")?;
                usi_name
            }
        };
        let named = |square| Named(square, name);
        match self.kind {
            MoveErrorKind::Form => f.write_str(
                "expected a shogi move ('-', '+', a drop '*' or '...'), found another form",
            ),
            MoveErrorKind::Apply(kind) => {
                // The message of the check, without its move.
                let pmn = match self.given {
                    Given::Pmn(pmn) => pmn,
                    Given::Usi(_) => Pmn::PASS,
                };
                crate::ApplyError::new(pmn, kind).write_reason_named(f, name)
            }
            MoveErrorKind::Promotion {
                square,
                found,
                actor,
            } => write!(
                f,
                "expected =+X on an unpromoted piece of the side to move but K and G, \
                 found ={actor} for {found} on {}",
                named(square)
            ),
            MoveErrorKind::Captured {
                square,
                expected,
                found,
            } => {
                write!(
                    f,
                    "expected /{expected} for the piece taken on {}, found ",
                    named(square)
                )?;
                match found {
                    Some(piece) => write!(f, "/{piece}"),
                    None => f.write_str("none"),
                }
            }
            MoveErrorKind::OwnPiece { square, found } => write!(
                f,
                "expected a piece of the other side to take on {}, found {found}",
                named(square)
            ),
            MoveErrorKind::KingTaken { square, found } => write!(
                f,
                "expected a piece a hand can hold, found {found} taken on {}",
                named(square)
            ),
            MoveErrorKind::MoveNumberOverflow => write!(
                f,
                "expected a move number below {}, found {} before the move",
                u32::MAX,
                u32::MAX
            ),
        }
    }
}

impl core::error::Error for MoveError {}
