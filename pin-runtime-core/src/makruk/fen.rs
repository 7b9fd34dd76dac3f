//! `Fen`: a makruk position as FEN says it, with the counting and the
//! clocks that FEEN has no room for.

use core::fmt;
use core::num::NonZeroU32;

use super::error::{FenError, FromPositionError};
use super::{check, read};
use crate::bridge::Clocks;
#[cfg(feature = "diagram")]
use crate::diagram::{Glyphs, SideNames, Svg, Text};
use crate::{Board, Position, Side};

/// A makruk position read from FEN, or to be written as FEN: a FEEN
/// [`Position`] on an 8 × 8 board that makruk FEN can say, Fairy-Stockfish's
/// counting and the clocks.
///
/// [`parse`](Self::parse) reads the six fields Fairy-Stockfish writes;
/// `Display` writes them back, the same bytes for canonical input.
/// [`from_position`](Self::from_position) takes any 8 × 8 position makruk
/// FEN can say.
///
/// ```
/// use pin_runtime::makruk::Fen;
///
/// let fen: Fen = "8/8/4k3/5P2/8/2RMK3/8/8 b - 126 42 50".parse()?;
/// assert_eq!(fen.position().to_string(), "8/8/4k^3/5P2/8/2RMK^3/8/8 / s/S");
/// assert_eq!((fen.counting_limit(), fen.counting_ply()), (Some(126), Some(42)));
/// assert_eq!(fen.to_string(), "8/8/4k3/5P2/8/2RMK3/8/8 b - 126 42 50");
/// # Ok::<(), pin_runtime::makruk::FenError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Fen {
    pub(super) position: Position<Board<8, 8>>,
    /// The fourth field: the ply at which the count ends, `None` for `-`.
    pub(super) counting: Option<NonZeroU32>,
    /// The fifth field (the counting ply while counting, else the
    /// halfmove clock) and the fullmove number.
    pub(super) clocks: Clocks,
}

impl Fen {
    /// The start position, white to move, with its clocks:
    /// `rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1`. Its
    /// position is [`makruk::START`](super::START).
    ///
    /// ```
    /// use pin_runtime::makruk::{self, Fen};
    ///
    /// assert_eq!(Fen::START.to_string(), "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1");
    /// assert_eq!(*Fen::START.position(), makruk::START);
    /// ```
    pub const START: Self =
        match Self::parse("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1") {
            Ok(fen) => fen,
            Err(_) => panic!("the makruk start is valid FEN"),
        };

    /// Reads a makruk FEN: board, side, flags `-`, counting (`-` or a
    /// number), the halfmove clock (or counting ply) and the fullmove
    /// number.
    ///
    /// A `const fn`: a constant can be read at compile time.
    ///
    /// # Errors
    ///
    /// A [`FenError`] naming the field, the byte index, what was expected
    /// and what was found: for example `""`, a board of 7 ranks, `Q`, `R~`,
    /// side `W`, Cambodian flags `DEde`, a counting limit `0`, a missing
    /// clock, a fullmove number `0`, a trailing space, input longer than
    /// [`MAX_LEN`](super::MAX_LEN).
    ///
    /// ```
    /// use pin_runtime::makruk::Fen;
    ///
    /// const ENDGAME: Fen = match Fen::parse("8/2K3k1/5m2/4S1S1/8/8/8/8 w - 128 97 1") {
    ///     Ok(fen) => fen,
    ///     Err(_) => panic!("not a makruk FEN"),
    /// };
    /// assert_eq!(ENDGAME.counting_limit(), Some(128));
    ///
    /// let err = Fen::parse("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "invalid makruk FEN at byte 46 (flags): expected '-' (makruk has no castling; \
    ///      DEde are the first-move flags of Cambodian makruk), found 'D'",
    /// );
    /// ```
    pub const fn parse(input: &str) -> Result<Self, FenError> {
        read::read(input.as_bytes())
    }

    /// Reads a makruk FEN as the usual tools write it, and says what it
    /// repaired.
    ///
    /// A text [`parse`](Self::parse) reads is read alike, with no repairs.
    /// Otherwise, each repair named with its byte index: UCI's `position
    /// fen` in front is skipped, whitespace before or after the fields is
    /// removed, two spaces or a tab between fields are read as one space,
    /// and short forms (the board alone, or followed by the side, the
    /// flags, the counting field) get the fields left out: white to move,
    /// flags `-`, counting `-`, clocks `0 1` (both clocks, or neither, may
    /// be left out); a fullmove number `0` is read as `1`, as
    /// Fairy-Stockfish reads it. Nothing else is repaired: a board wrong in
    /// itself,
    /// Cambodian flags (`DEde`, another game's), a counting limit `0`, a
    /// halfmove clock without the fullmove number are refused with the
    /// error `parse` gives, its byte index pointing into `input`.
    ///
    /// # Errors
    ///
    /// The [`FenError`] of the first mistake that is not repaired.
    ///
    /// ```
    /// use pin_runtime::makruk::Fen;
    ///
    /// let (fen, repairs) = Fen::parse_lenient("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w")?;
    /// assert_eq!(fen.to_string(), "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1");
    /// assert_eq!(
    ///     repairs.to_string(),
    ///     "at byte 45: the flags left out, read as none (`-`)\n\
    ///      at byte 45: the counting field left out, read as none (`-`)\n\
    ///      at byte 45: the clocks left out, read as `0 1` (the halfmove clock 0, the first move)",
    /// );
    /// # Ok::<(), pin_runtime::makruk::FenError>(())
    /// ```
    pub const fn parse_lenient(input: &str) -> Result<(Self, crate::Repairs), FenError> {
        super::lenient::read(input)
    }

    /// Returns the position: board, empty hands, styles `S/s` and side to
    /// move.
    ///
    /// ```
    /// use pin_runtime::makruk::{Fen, START};
    ///
    /// let fen = Fen::parse("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1")?;
    /// assert_eq!(*fen.position(), START);
    /// # Ok::<(), pin_runtime::makruk::FenError>(())
    /// ```
    #[must_use]
    pub const fn position(&self) -> &Position<Board<8, 8>> {
        &self.position
    }

    /// Returns the position, consuming the FEN.
    ///
    /// ```
    /// use pin_runtime::makruk::{Fen, START};
    ///
    /// let fen = Fen::parse("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1")?;
    /// assert_eq!(fen.into_position(), START);
    /// # Ok::<(), pin_runtime::makruk::FenError>(())
    /// ```
    #[must_use]
    pub const fn into_position(self) -> Position<Board<8, 8>> {
        self.position
    }

    /// Returns the side to move: [`Side::First`] for white (`w`).
    ///
    /// ```
    /// use pin_runtime::Side;
    /// use pin_runtime::makruk::Fen;
    ///
    /// assert_eq!(Fen::parse("4k3/8/8/8/8/8/8/3K4 b - - 0 1")?.turn(), Side::Second);
    /// # Ok::<(), pin_runtime::makruk::FenError>(())
    /// ```
    #[must_use]
    pub const fn turn(&self) -> Side {
        self.position.turn()
    }

    /// Returns a text diagram of the position as makruk draws it: its pieces as figurines, its sides as white and black
    /// ([`Glyphs::Traditional`](crate::diagram::Glyphs::Traditional),
    /// [`SideNames::Game`](crate::diagram::SideNames::Game));
    /// every option can be changed, and [`Position::diagram`] of
    /// [`position`](Self::position) draws the FEEN tokens. See
    /// [`diagram`](crate::diagram).
    ///
    /// ```
    /// use pin_runtime::makruk::Fen;
    ///
    /// let fen = Fen::parse("4k3/8/8/8/8/8/8/3K4 w - - 0 1")?;
    /// let text = fen.diagram().to_string();
    /// assert!(text.contains("1 │  ·   ·   ·   ♔   ·   ·   ·   ·  │"));
    /// assert!(text.ends_with("white   S  hand: none  (to move)"));
    /// assert!(fen.position().diagram().to_string().contains("1 │  ·   ·   ·   K^  ·   ·   ·   ·  │"));
    /// # Ok::<(), pin_runtime::makruk::FenError>(())
    /// ```
    #[must_use]
    #[cfg(feature = "diagram")]
    pub fn diagram(&self) -> Text<'_> {
        self.position
            .diagram()
            .glyphs(Glyphs::Traditional)
            .side_names(SideNames::Game)
    }

    /// Returns an SVG diagram of the position as makruk draws it, as
    /// [`diagram`](Self::diagram) does: its pieces as figurines, its sides as white and black; [`Position::svg`] of
    /// [`position`](Self::position) draws the FEEN tokens. See
    /// [`diagram`](crate::diagram).
    ///
    /// ```
    /// use pin_runtime::makruk::Fen;
    ///
    /// let fen = Fen::parse("4k3/8/8/8/8/8/8/3K4 w - - 0 1")?;
    /// let svg = fen.svg().size(320).to_string();
    /// assert!(svg.starts_with("<svg ") && svg.ends_with("</svg>\n"));
    /// # Ok::<(), pin_runtime::makruk::FenError>(())
    /// ```
    #[must_use]
    #[cfg(feature = "diagram")]
    pub fn svg(&self) -> Svg<'_> {
        self.position
            .svg()
            .glyphs(Glyphs::Traditional)
            .side_names(SideNames::Game)
    }

    /// Returns the counting limit of the fourth field, `None` for `-`: the
    /// ply of Fairy-Stockfish's count at which the game is drawn, twice the
    /// limit in moves (`128` for the board's honour, `16` to `88` for the
    /// pieces' honour).
    ///
    /// ```
    /// use pin_runtime::makruk::Fen;
    ///
    /// assert_eq!(Fen::parse("8/3k4/6M~1/2K1S3/8/8/8/8 b - 88 8 1")?.counting_limit(), Some(88));
    /// assert_eq!(Fen::parse("4k3/8/8/8/8/8/8/3K4 w - - 0 1")?.counting_limit(), None);
    /// # Ok::<(), pin_runtime::makruk::FenError>(())
    /// ```
    #[must_use]
    pub const fn counting_limit(&self) -> Option<u32> {
        match self.counting {
            Some(limit) => Some(limit.get()),
            None => None,
        }
    }

    /// Returns the counting ply of the fifth field while counting (the
    /// fourth field a number), else `None`.
    ///
    /// ```
    /// use pin_runtime::makruk::Fen;
    ///
    /// assert_eq!(Fen::parse("8/3k4/6M~1/2K1S3/8/8/8/8 b - 88 8 1")?.counting_ply(), Some(8));
    /// assert_eq!(Fen::parse("4k3/8/8/8/8/8/8/3K4 w - - 7 1")?.counting_ply(), None);
    /// # Ok::<(), pin_runtime::makruk::FenError>(())
    /// ```
    #[must_use]
    pub const fn counting_ply(&self) -> Option<u32> {
        match self.counting {
            Some(_) => Some(self.clocks.halfmove()),
            None => None,
        }
    }

    /// Returns the halfmove clock of the fifth field when not counting,
    /// else `None` (the field then holds the counting ply).
    ///
    /// ```
    /// use pin_runtime::makruk::Fen;
    ///
    /// assert_eq!(Fen::parse("4k3/8/8/8/8/8/8/3K4 w - - 7 30")?.halfmove_clock(), Some(7));
    /// assert_eq!(Fen::parse("8/3k4/6M~1/2K1S3/8/8/8/8 b - 88 8 1")?.halfmove_clock(), None);
    /// # Ok::<(), pin_runtime::makruk::FenError>(())
    /// ```
    #[must_use]
    pub const fn halfmove_clock(&self) -> Option<u32> {
        match self.counting {
            Some(_) => None,
            None => Some(self.clocks.halfmove()),
        }
    }

    /// Returns the fullmove number, from 1.
    ///
    /// ```
    /// use pin_runtime::makruk::Fen;
    ///
    /// assert_eq!(Fen::parse("4k3/8/8/8/8/8/8/3K4 w - - 7 30")?.fullmove_number(), 30);
    /// # Ok::<(), pin_runtime::makruk::FenError>(())
    /// ```
    #[must_use]
    pub const fn fullmove_number(&self) -> u32 {
        self.clocks.fullmove()
    }

    /// Returns the same position with the halfmove clock and the fullmove
    /// number, not counting (the fourth field `-`).
    ///
    /// ```
    /// use pin_runtime::makruk::Fen;
    ///
    /// use core::num::NonZeroU32;
    ///
    /// let fen = Fen::parse("8/3k4/6M~1/2K1S3/8/8/8/8 b - 88 8 1")?;
    /// let fen = fen.with_clocks(3, NonZeroU32::new(40).unwrap_or(NonZeroU32::MIN));
    /// assert_eq!(fen.to_string(), "8/3k4/6M~1/2K1S3/8/8/8/8 b - - 3 40");
    /// # Ok::<(), pin_runtime::makruk::FenError>(())
    /// ```
    #[must_use]
    pub const fn with_clocks(mut self, halfmove_clock: u32, fullmove_number: NonZeroU32) -> Self {
        self.counting = None;
        self.clocks = Clocks::nonzero(halfmove_clock, fullmove_number);
        self
    }

    /// Returns the same position counting: the counting limit of the
    /// fourth field and the counting ply of the fifth, in place of the
    /// halfmove clock; the fullmove number stays.
    ///
    /// ```
    /// use pin_runtime::makruk::Fen;
    ///
    /// use core::num::NonZeroU32;
    ///
    /// let fen = Fen::parse("8/3k4/6M~1/2K1S3/8/8/8/8 b - - 0 1")?;
    /// let fen = fen.with_counting(NonZeroU32::new(88).unwrap_or(NonZeroU32::MIN), 8);
    /// assert_eq!(fen.to_string(), "8/3k4/6M~1/2K1S3/8/8/8/8 b - 88 8 1");
    /// # Ok::<(), pin_runtime::makruk::FenError>(())
    /// ```
    #[must_use]
    pub const fn with_counting(mut self, limit: NonZeroU32, ply: u32) -> Self {
        self.counting = Some(limit);
        // The fullmove number of a `Fen` is never 0.
        if let Some(clocks) = Clocks::new(ply, self.clocks.fullmove()) {
            self.clocks = clocks;
        }
        self
    }

    /// Takes a position to write as makruk FEN, not counting, with the
    /// clocks `0 1` (give others with [`with_clocks`](Self::with_clocks) or
    /// [`with_counting`](Self::with_counting)).
    ///
    /// # Errors
    ///
    /// A [`FromPositionError`] when makruk FEN cannot say the position:
    /// styles other than `S/s`, a piece outside the conventions table on
    /// the board (named by its square), any piece in hand.
    ///
    /// ```
    /// use pin_runtime::feen;
    /// use pin_runtime::makruk::Fen;
    ///
    /// let endgame = feen!("4k^3/8/4+M3/4S3/8/2S5/8/4K^3 / S/s");
    /// assert_eq!(Fen::from_position(endgame)?.to_string(), "4k3/8/4M~3/4S3/8/2S5/8/4K3 w - - 0 1");
    ///
    /// let err = Fen::from_position(feen!("4k^3/8/8/8/8/8/8/4K^3 / W/w")).unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "cannot write makruk FEN: expected the makruk styles S/s, found W/w",
    /// );
    /// # Ok::<(), pin_runtime::makruk::FromPositionError>(())
    /// ```
    pub const fn from_position(position: Position<Board<8, 8>>) -> Result<Self, FromPositionError> {
        match check::check(&position) {
            Ok(()) => Ok(Self {
                position,
                counting: None,
                clocks: Clocks::nonzero(0, NonZeroU32::MIN),
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

impl TryFrom<Position<Board<8, 8>>> for Fen {
    type Error = FromPositionError;

    fn try_from(position: Position<Board<8, 8>>) -> Result<Self, FromPositionError> {
        Self::from_position(position)
    }
}

impl TryFrom<&Position<Board<8, 8>>> for Fen {
    type Error = FromPositionError;

    /// Takes a copy of a position to write as makruk FEN, as
    /// [`from_position`](Fen::from_position) does.
    ///
    /// # Errors
    ///
    /// The errors of [`from_position`](Fen::from_position).
    fn try_from(position: &Position<Board<8, 8>>) -> Result<Self, FromPositionError> {
        Self::from_position(*position)
    }
}

impl From<Fen> for Position<Board<8, 8>> {
    fn from(fen: Fen) -> Self {
        fen.into_position()
    }
}
