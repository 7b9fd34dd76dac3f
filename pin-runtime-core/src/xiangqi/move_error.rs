//! Why a move could not be played on a xiangqi position, or written in the
//! other notation.

use core::fmt;

use super::Ucci;
use crate::feen::{NameSquare, Named};
use crate::{ApplyErrorKind, Cell, Epin, Pmn};

/// The move as it was given: PMN or UCCI.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Given {
    Pmn(Pmn),
    Ucci(Ucci),
}

/// What in a xiangqi position refused a move.
///
/// ```
/// use pin_runtime::xiangqi::{Fen, MoveErrorKind};
/// use pin_runtime::Pmn;
///
/// let fen = Fen::parse("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1")?;
/// assert_eq!(fen.ucci(Pmn::parse("h3+h10/H")?).unwrap_err().kind(), MoveErrorKind::Suffix);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum MoveErrorKind {
    /// A PMN form xiangqi does not have: `~`, a static capture, a drop, a
    /// change in place.
    Form,
    /// An `=` or a `/`: xiangqi pieces neither promote nor enter a hand.
    Suffix,
    /// The destination of `+` holds a piece of the side to move.
    OwnPiece {
        /// The destination.
        square: Cell,
        /// What stands there.
        found: Epin,
    },
    /// A check of [`Position::apply`](crate::Position::apply) refused the
    /// move: squares off the board, no piece of the side to move on the
    /// origin, an occupied or empty destination.
    Apply(ApplyErrorKind),
    /// The halfmove clock (or, with `fullmove`, the fullmove number) would
    /// pass `u32::MAX`.
    ClockOverflow {
        /// Whether the fullmove number overflows.
        fullmove: bool,
    },
}

/// A move a xiangqi position refused to play, or to write in the other
/// notation: the move as given and the [`MoveErrorKind`]. The position is
/// unchanged.
///
/// ```
/// use pin_runtime::xiangqi::{Fen, Ucci};
///
/// let mut fen = Fen::parse("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1")?;
/// let err = fen.play_ucci(Ucci::parse("h7h0")?).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "cannot play \"h7h0\": expected a piece of the side to move (uppercase) on h7 (CELL h8), found c",
/// );
///
/// // A PMN move names its squares in CELL.
/// let err = fen.play(pin_runtime::Pmn::parse("h8-h1")?).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "cannot play \"h8-h1\": expected a piece of the side to move (uppercase) on h8, found c",
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
    /// use pin_runtime::xiangqi::{Fen, MoveErrorKind};
    /// use pin_runtime::Pmn;
    ///
    /// let fen = Fen::parse("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1")?;
    /// assert_eq!(fen.ucci(Pmn::parse("e1~e2")?).unwrap_err().kind(), MoveErrorKind::Form);
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

/// A square as UCCI (ICCS) names it, ranks from 0, its CELL name beside:
/// `e3 (CELL e4)`.
fn ucci_name(cell: Cell, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match cell.rank() {
        // `rank` counts from 0, as ICCS does; CELL counts from 1.
        Some(rank @ 0..=9) if cell.dimensions() == 2 && cell.file() < 9 => {
            let file = char::from(b'a' + cell.file());
            write!(f, "{file}{rank} (CELL {cell})")
        }
        _ => write!(f, "{cell}"),
    }
}

impl fmt::Display for MoveError {
    /// Names squares in the move's own notation: UCCI's for a UCCI move
    /// (with the CELL name beside), CELL for a PMN move.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (pmn, name): (Pmn, NameSquare) = match self.given {
            Given::Pmn(pmn) => {
                write!(f, "cannot play \"{pmn}\": ")?;
                (pmn, cell_name)
            }
            Given::Ucci(ucci) => {
                write!(f, "cannot play \"{ucci}\": ")?;
                (Pmn::PASS, ucci_name)
            }
        };
        match self.kind {
            MoveErrorKind::Form => {
                f.write_str("expected a xiangqi move ('-', '+' or '...'), found another form")
            }
            MoveErrorKind::Suffix => f.write_str(
                "expected no '=' or '/' (pieces neither promote nor enter a hand), found one",
            ),
            MoveErrorKind::OwnPiece { square, found } => write!(
                f,
                "expected a piece of the other side to take on {}, found {found}",
                Named(square, name)
            ),
            MoveErrorKind::Apply(kind) => {
                crate::ApplyError::new(pmn, kind).write_reason_named(f, name)
            }
            MoveErrorKind::ClockOverflow { fullmove } => {
                let clock = if fullmove {
                    "fullmove number"
                } else {
                    "halfmove clock"
                };
                write!(
                    f,
                    "expected a {clock} below {}, found {} before the move",
                    u32::MAX,
                    u32::MAX
                )
            }
        }
    }
}

impl core::error::Error for MoveError {}
