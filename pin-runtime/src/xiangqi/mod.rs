//! Xiangqi positions in FEN, as UCCI engines and WXF records write them,
//! read into a FEEN [`Position`] and written back byte for byte.
//!
//! ```text
//! <board> <side> - - [ <halfmove> <fullmove> ]
//! rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1
//! ```
//!
//! # Conventions
//!
//! | xiangqi FEN | FEEN [`Position`] |
//! |---|---|
//! | general `K` | `K^` (terminal) |
//! | chariot `R`, advisor `A`, cannon `C` | `R`, `A`, `C` |
//! | horse `N` (UCCI) or `H` (WXF) | `H` |
//! | elephant `B` (UCCI) or `E` (WXF) | `E` |
//! | soldier `P` | `S` |
//! | lowercase for black | lowercase |
//! | side `w` or `r` (red, first) / `b` (black, second) | style–turn `C/c` / `c/C` |
//! | halfmove clock, fullmove number | kept beside the position: [`Fen::halfmove_clock`], [`Fen::fullmove_number`] |
//!
//! The board is 10 ranks of 9 points, red at the bottom (the last rank
//! written), so red's general starts on CELL `e1` and black's on `e10`.
//! One input uses one letter set, UCCI's or WXF's; the FEN is written back
//! with UCCI letters and `w` or `b`.
//!
//! ```
//! use pin_runtime::xiangqi::{Fen, START};
//! use pin_runtime::{Epin, Side};
//!
//! let text = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";
//! let fen = Fen::parse(text)?;
//! let position = fen.position();
//! assert_eq!(position.turn(), Side::Second);
//! assert_eq!(position.board()[9][1], Some(Epin::parse("H")?));
//! assert_eq!((fen.halfmove_clock(), fen.fullmove_number()), (Some(1), Some(1)));
//! assert_eq!(
//!     position.to_string(),
//!     "rheak^aehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C2C4/9/RHEAK^AEHR / c/C",
//! );
//!
//! // Read, written back byte for byte.
//! assert_eq!(fen.to_string(), text);
//!
//! // WXF letters and `r` for red read to the same position, written back as UCCI.
//! let wxf = Fen::parse("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r - - 0 1")?;
//! assert_eq!(*wxf.position(), START);
//! assert_eq!(wxf.to_string(), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
//!
//! // From a FEEN position: no clocks until they are given.
//! let start = Fen::from_position(START)?;
//! assert_eq!(start.to_string(), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - -");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Literals checked at compile time
//!
//! With the `macros` feature (on by default), [`fen!`][fen] reads a xiangqi FEN
//! literal at compile time into a [`Fen`] constant, usable in `const`,
//! `static` and `match` patterns; a mistake fails the build with one error
//! on the literal, in the words of [`FenError`], and a fix where one
//! exists.
//!
#![cfg_attr(feature = "macros", doc = "```")]
#![cfg_attr(not(feature = "macros"), doc = "```ignore")]
//! use pin_runtime::xiangqi::{fen, Fen, START};
//!
//! static OPENING: Fen = fen!("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
//! assert_eq!(*OPENING.position(), START);
//! assert!(matches!(
//!     Fen::parse("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r - -"),
//!     Ok(fen!("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r - -")),
//! ));
//! ```
//!
#![cfg_attr(feature = "macros", doc = "[fen]: macro@fen")]
#![cfg_attr(not(feature = "macros"), doc = "[fen]: crate#features")]
//!
//! # What is read
//!
//! Exactly one FEN: fields separated by one space, nothing before or
//! after. Where UCCI and WXF leave room, this reader chooses:
//!
//! - **The side** is `w` or `r` for red (both are in use; `w` is written
//!   back) and `b` for black, in lowercase only: `W`, `R` and `B` are
//!   refused, as chess FEN refuses them.
//! - **The third and fourth fields** are chess's castling and en-passant
//!   fields, which xiangqi does not have: every xiangqi FEN writer puts `-`
//!   in each, and anything else is refused. The short form without them
//!   (`<board> w`) is refused too, with a message that says what is
//!   missing.
//! - **The clocks** come both or neither: four fields, written back with
//!   four, or six. Each is a decimal number without sign or leading zeros,
//!   up to `u32::MAX`, kept as written; the fullmove number counts from 1,
//!   as in chess FEN (UCCI counts the halfmove clock in plies since the
//!   last capture; this module does not interpret either).
//! - **Letters**: an input with `N` or `B` (either case) is UCCI, one with
//!   `H` or `E` is WXF; both in one input are refused. `K A R C P` are
//!   common to both.
//! - **A run of empty points is one count**: `45` is refused, as is `0`.
//! - **What belongs to the rules is not checked**: two generals, pieces
//!   outside their palace or river side, how many of each.
//! - **Length**: at most [`MAX_LEN`] bytes, checked before any byte is
//!   read.
//!
//! # Errors
//!
//! Reading stops at the first mistake; the [`FenError`] says the field,
//! the byte index, what was expected and what was found, and names a square
//! of the board by its CELL coordinate:
//!
//! ```
//! use pin_runtime::xiangqi::{Fen, Field};
//!
//! let err = Fen::parse("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w").unwrap_err();
//! assert_eq!(err.field(), Some(Field::Castling));
//! assert_eq!(
//!     err.to_string(),
//!     "invalid xiangqi FEN at byte 61 (castling): \
//!      expected ' ' and the castling field ('-' in xiangqi), found end of input",
//! );
//! ```
//!
//! Writing a position xiangqi FEN cannot say ([`Fen::from_position`])
//! fails with a [`FromPositionError`] naming the first square (by its CELL
//! coordinate) or hand item that cannot be written: styles other than
//! `C/c`, a piece outside the table (a general without `^`, a promoted or
//! derived piece, another letter), any piece in hand.

mod error;
mod read;
mod write;

use core::fmt;
use core::num::NonZeroU32;

pub use error::{FenError, FenErrorKind, Field, FromPositionError};

use crate::{Board, Position};

#[cfg(feature = "macros")]
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
#[doc(inline)]
pub use crate::__xiangqi_fen as fen;

/// The longest xiangqi FEN read, in bytes: a board of 90 pieces (99
/// bytes), the side, `- -`, two ten-digit clocks and the five spaces.
/// Longer input is refused by its length alone.
pub const MAX_LEN: usize = 127;

/// The start position of xiangqi, red to move: the position of
/// `rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1`.
///
/// ```
/// use pin_runtime::xiangqi::START;
///
/// assert_eq!(
///     START.to_string(),
///     "rheak^aehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAK^AEHR / C/c",
/// );
/// ```
pub const START: Position<Board<10, 9>> =
    match Fen::parse("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1") {
        Ok(fen) => fen.into_position(),
        Err(_) => panic!("the xiangqi start is valid FEN"),
    };

/// The two clocks of a six-field FEN.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Clocks {
    halfmove: u32,
    fullmove: u32,
}

/// A xiangqi position read from FEN, or to be written as FEN: a FEEN
/// [`Position`] on a 10 × 9 board that xiangqi FEN can say, and the clocks
/// when there are some.
///
/// [`parse`](Self::parse) reads a FEN with UCCI or WXF letters; `Display`
/// writes one with UCCI letters, the same bytes for canonical input.
/// [`from_position`](Self::from_position) takes any 10 × 9 position xiangqi
/// FEN can say.
///
/// ```
/// use pin_runtime::xiangqi::Fen;
///
/// let fen: Fen = "4k4/9/9/9/9/9/9/9/9/3RK4 b - - 3 40".parse()?;
/// assert_eq!(fen.position().to_string(), "4k^4/9/9/9/9/9/9/9/9/3RK^4 / c/C");
/// assert_eq!(fen.to_string(), "4k4/9/9/9/9/9/9/9/9/3RK4 b - - 3 40");
/// # Ok::<(), pin_runtime::xiangqi::FenError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Fen {
    position: Position<Board<10, 9>>,
    clocks: Option<Clocks>,
}

impl Fen {
    /// Reads a xiangqi FEN: board, side, `- -` and, optionally, the
    /// halfmove clock and the fullmove number.
    ///
    /// A `const fn`: a constant can be read at compile time.
    ///
    /// # Errors
    ///
    /// A [`FenError`] naming the field, the byte index, what was expected
    /// and what was found: for example `""`, a board of 9 ranks, `Q`, UCCI
    /// and WXF letters in one board, side `W`, castling rights, a halfmove
    /// clock without a fullmove number, a fullmove number `0`, a trailing space, input longer than
    /// [`MAX_LEN`].
    ///
    /// ```
    /// use pin_runtime::xiangqi::Fen;
    ///
    /// const ENDGAME: Fen = match Fen::parse("3k5/9/9/9/9/9/9/9/4p4/4K4 w - -") {
    ///     Ok(fen) => fen,
    ///     Err(_) => panic!("not a xiangqi FEN"),
    /// };
    /// assert_eq!(ENDGAME.fullmove_number(), None);
    ///
    /// let err = Fen::parse("3k5/9/9/9/9/9/9/9/4p4/4K4 w - - 0 1 ").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "invalid xiangqi FEN at byte 35 (fullmove number): \
    ///      expected end of input after the fullmove number, found a space",
    /// );
    /// ```
    pub const fn parse(input: &str) -> Result<Self, FenError> {
        read::fen(input.as_bytes())
    }

    /// Returns the position: board, empty hands, styles `C/c` and side to
    /// move.
    ///
    /// ```
    /// use pin_runtime::xiangqi::{Fen, START};
    ///
    /// let fen = Fen::parse("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1")?;
    /// assert_eq!(*fen.position(), START);
    /// # Ok::<(), pin_runtime::xiangqi::FenError>(())
    /// ```
    #[must_use]
    pub const fn position(&self) -> &Position<Board<10, 9>> {
        &self.position
    }

    /// Returns the position, consuming the FEN.
    ///
    /// ```
    /// use pin_runtime::xiangqi::{Fen, START};
    ///
    /// let fen = Fen::parse("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - -")?;
    /// assert_eq!(fen.into_position(), START);
    /// # Ok::<(), pin_runtime::xiangqi::FenError>(())
    /// ```
    #[must_use]
    pub const fn into_position(self) -> Position<Board<10, 9>> {
        self.position
    }

    /// Returns the halfmove clock, `None` for a FEN written without clocks.
    ///
    /// ```
    /// use pin_runtime::xiangqi::Fen;
    ///
    /// assert_eq!(Fen::parse("4k4/9/9/9/9/9/9/9/9/4K4 w - - 12 30")?.halfmove_clock(), Some(12));
    /// assert_eq!(Fen::parse("4k4/9/9/9/9/9/9/9/9/4K4 w - -")?.halfmove_clock(), None);
    /// # Ok::<(), pin_runtime::xiangqi::FenError>(())
    /// ```
    #[must_use]
    pub const fn halfmove_clock(&self) -> Option<u32> {
        match self.clocks {
            Some(clocks) => Some(clocks.halfmove),
            None => None,
        }
    }

    /// Returns the fullmove number, `None` for a FEN written without
    /// clocks.
    ///
    /// ```
    /// use pin_runtime::xiangqi::Fen;
    ///
    /// assert_eq!(Fen::parse("4k4/9/9/9/9/9/9/9/9/4K4 w - - 12 30")?.fullmove_number(), Some(30));
    /// # Ok::<(), pin_runtime::xiangqi::FenError>(())
    /// ```
    #[must_use]
    pub const fn fullmove_number(&self) -> Option<u32> {
        match self.clocks {
            Some(clocks) => Some(clocks.fullmove),
            None => None,
        }
    }

    /// Returns the same position with both clocks.
    ///
    /// ```
    /// use pin_runtime::xiangqi::Fen;
    ///
    /// use core::num::NonZeroU32;
    ///
    /// let fen = Fen::parse("4k4/9/9/9/9/9/9/9/9/4K4 w - -")?.with_clocks(0, NonZeroU32::MIN);
    /// assert_eq!(fen.to_string(), "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    /// # Ok::<(), pin_runtime::xiangqi::FenError>(())
    /// ```
    #[must_use]
    pub const fn with_clocks(mut self, halfmove_clock: u32, fullmove_number: NonZeroU32) -> Self {
        self.clocks = Some(Clocks {
            halfmove: halfmove_clock,
            fullmove: fullmove_number.get(),
        });
        self
    }

    /// Returns the same position without clocks, written with four fields.
    ///
    /// ```
    /// use pin_runtime::xiangqi::Fen;
    ///
    /// let fen = Fen::parse("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1")?.without_clocks();
    /// assert_eq!(fen.to_string(), "4k4/9/9/9/9/9/9/9/9/4K4 w - -");
    /// # Ok::<(), pin_runtime::xiangqi::FenError>(())
    /// ```
    #[must_use]
    pub const fn without_clocks(mut self) -> Self {
        self.clocks = None;
        self
    }

    /// Takes a position to write as xiangqi FEN, without clocks (give them
    /// with [`with_clocks`](Self::with_clocks)).
    ///
    /// # Errors
    ///
    /// A [`FromPositionError`] when xiangqi FEN cannot say the position:
    /// styles other than `C/c`, a piece outside the conventions table on
    /// the board (named by its square), any piece in hand.
    ///
    #[cfg_attr(feature = "macros", doc = "```")]
    #[cfg_attr(not(feature = "macros"), doc = "```ignore")]
    /// use pin_runtime::feen;
    /// use pin_runtime::xiangqi::Fen;
    ///
    /// let endgame = feen!("4k^4/9/9/9/9/9/9/9/4s4/4K^4 / C/c");
    /// assert_eq!(Fen::from_position(endgame)?.to_string(), "4k4/9/9/9/9/9/9/9/4p4/4K4 w - -");
    ///
    /// let err = Fen::from_position(feen!("4k^4/9/9/9/9/9/9/9/4s4/4K^4 P/ C/c")).unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "cannot write xiangqi FEN in the first hand: expected no piece in hand \
    ///      (xiangqi FEN has no hands), found P",
    /// );
    /// # Ok::<(), pin_runtime::xiangqi::FromPositionError>(())
    /// ```
    pub const fn from_position(
        position: Position<Board<10, 9>>,
    ) -> Result<Self, FromPositionError> {
        match write::check(&position) {
            Ok(()) => Ok(Self {
                position,
                clocks: None,
            }),
            Err(error) => Err(error),
        }
    }
}

/// Whether `bytes` read as a xiangqi FEN, for the FEEN readers to say so.
pub(crate) const fn reads(bytes: &[u8]) -> bool {
    read::fen(bytes).is_ok()
}

impl fmt::Debug for Fen {
    /// Writes `Fen("<FEN>")`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Fen(\"{self}\")")
    }
}

impl core::str::FromStr for Fen {
    type Err = FenError;

    fn from_str(s: &str) -> Result<Self, FenError> {
        Self::parse(s)
    }
}

impl TryFrom<&str> for Fen {
    type Error = FenError;

    fn try_from(s: &str) -> Result<Self, FenError> {
        Self::parse(s)
    }
}

impl TryFrom<Position<Board<10, 9>>> for Fen {
    type Error = FromPositionError;

    fn try_from(position: Position<Board<10, 9>>) -> Result<Self, FromPositionError> {
        Self::from_position(position)
    }
}

impl From<Fen> for Position<Board<10, 9>> {
    fn from(fen: Fen) -> Self {
        fen.into_position()
    }
}
