//! `Fen`: a xiangqi position as FEN says it, with the clocks that FEEN has
//! no room for.

use core::fmt;
use core::num::NonZeroU32;

use super::error::{FenError, FromPositionError};
use super::{check, read};
use crate::bridge::Clocks;
#[cfg(feature = "diagram")]
use crate::diagram::{Coordinates, Glyphs, SideNames, Svg, Text};
use crate::{Board, Position, Side};

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
    pub(super) position: Position<Board<10, 9>>,
    pub(super) clocks: Option<Clocks>,
}

impl Fen {
    /// The start position, red to move, with its clocks:
    /// `rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1`.
    /// Its position is [`xiangqi::START`](super::START).
    ///
    /// ```
    /// use pin_runtime::xiangqi::{self, Fen};
    ///
    /// assert_eq!(
    ///     Fen::START.to_string(),
    ///     "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    /// );
    /// assert_eq!(*Fen::START.position(), xiangqi::START);
    /// ```
    pub const START: Self = match Self::parse(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    ) {
        Ok(fen) => fen,
        Err(_) => panic!("the xiangqi start is valid FEN"),
    };

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
    /// [`MAX_LEN`](super::MAX_LEN).
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
        read::read(input.as_bytes())
    }

    /// Reads a xiangqi FEN as the usual tools write it, and says what it
    /// repaired.
    ///
    /// A text [`parse`](Self::parse) reads is read alike, with no repairs.
    /// Otherwise, each repair named with its byte index: whitespace before
    /// or after the fields is removed, two spaces or a tab between fields
    /// are read as one space, and short forms (`<board> w`, as Pikafish's
    /// benchmark writes it, or the board alone) get the empty fields: red
    /// to move, `-` and `-` (and, as FEN allows, no clocks). Nothing else
    /// is repaired: a board wrong in itself, letters of both sets (UCCI's
    /// `N`/`B` beside WXF's `H`/`E`), an unknown side are refused with the
    /// error `parse` gives, its byte index pointing into `input`.
    ///
    /// # Errors
    ///
    /// The [`FenError`] of the first mistake that is not repaired.
    ///
    /// ```
    /// use pin_runtime::xiangqi::Fen;
    ///
    /// let (fen, repairs) =
    ///     Fen::parse_lenient("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w")?;
    /// assert_eq!(fen.to_string(), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - -");
    /// assert_eq!(
    ///     repairs.to_string(),
    ///     "at byte 61: the castling rights left out, read as none (`-`)\n\
    ///      at byte 61: the en-passant square left out, read as none (`-`)",
    /// );
    /// # Ok::<(), pin_runtime::xiangqi::FenError>(())
    /// ```
    pub const fn parse_lenient(input: &str) -> Result<(Self, crate::Repairs), FenError> {
        super::lenient::read(input)
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

    /// Returns the side to move.
    ///
    /// ```
    /// use pin_runtime::xiangqi::Fen;
    /// use pin_runtime::Side;
    ///
    /// let fen = Fen::parse("4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1")?;
    /// assert_eq!(fen.turn(), Side::Second);
    /// # Ok::<(), pin_runtime::xiangqi::FenError>(())
    /// ```
    #[must_use]
    pub const fn turn(&self) -> Side {
        self.position.turn()
    }

    /// Returns a text diagram of the position as xiangqi draws it: its pieces in hanzi, its sides as red and black, its ranks from 0 as UCCI names them
    /// ([`Glyphs::Traditional`](crate::diagram::Glyphs::Traditional),
    /// [`SideNames::Game`](crate::diagram::SideNames::Game), [`Coordinates::Iccs`](crate::diagram::Coordinates::Iccs));
    /// every option can be changed, and [`Position::diagram`] of
    /// [`position`](Self::position) draws the FEEN tokens. See
    /// [`diagram`](crate::diagram).
    ///
    /// ```
    /// use pin_runtime::xiangqi::Fen;
    ///
    /// let fen = Fen::parse("4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1")?;
    /// let text = fen.diagram().to_string();
    /// assert!(text.starts_with("black   c  hand: none  (to move)\n"));
    /// assert!(text.contains("\n0 │  ・  ・  ・  ・  帥  ・  ・  ・  ・ │\n"));
    /// assert!(text.ends_with("red     C  hand: none"));
    /// // CELL's ranks and the FEEN tokens.
    /// assert!(fen.position().diagram().to_string().contains("\n 1 │  ·   ·   ·   ·   K^  ·   ·   ·   ·  │\n"));
    /// # Ok::<(), pin_runtime::xiangqi::FenError>(())
    /// ```
    #[must_use]
    #[cfg(feature = "diagram")]
    pub fn diagram(&self) -> Text<'_> {
        self.position
            .diagram()
            .glyphs(Glyphs::Traditional)
            .side_names(SideNames::Game)
            .coordinates(Coordinates::Iccs)
    }

    /// Returns an SVG diagram of the position as xiangqi draws it, as
    /// [`diagram`](Self::diagram) does: its pieces in hanzi, its sides as red and black, its ranks from 0 as UCCI names them; [`Position::svg`] of
    /// [`position`](Self::position) draws the FEEN tokens. See
    /// [`diagram`](crate::diagram).
    ///
    /// ```
    /// use pin_runtime::xiangqi::Fen;
    ///
    /// let fen = Fen::parse("4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1")?;
    /// let svg = fen.svg().size(360).to_string();
    /// assert!(svg.starts_with("<svg ") && svg.ends_with("</svg>\n"));
    /// # Ok::<(), pin_runtime::xiangqi::FenError>(())
    /// ```
    #[must_use]
    #[cfg(feature = "diagram")]
    pub fn svg(&self) -> Svg<'_> {
        self.position
            .svg()
            .glyphs(Glyphs::Traditional)
            .side_names(SideNames::Game)
            .coordinates(Coordinates::Iccs)
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
        Clocks::halfmove_of(self.clocks)
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
        Clocks::fullmove_of(self.clocks)
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
        self.clocks = Some(Clocks::nonzero(halfmove_clock, fullmove_number));
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
    /// ```
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
        match check::check(&position) {
            Ok(()) => Ok(Self {
                position,
                clocks: None,
            }),
            Err(error) => Err(error),
        }
    }
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

impl TryFrom<&Position<Board<10, 9>>> for Fen {
    type Error = FromPositionError;

    /// Takes a copy of a position to write as xiangqi FEN, as
    /// [`from_position`](Fen::from_position) does.
    ///
    /// # Errors
    ///
    /// The errors of [`from_position`](Fen::from_position).
    fn try_from(position: &Position<Board<10, 9>>) -> Result<Self, FromPositionError> {
        Self::from_position(*position)
    }
}

impl From<Fen> for Position<Board<10, 9>> {
    fn from(fen: Fen) -> Self {
        fen.into_position()
    }
}
