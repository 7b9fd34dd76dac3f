//! `Sfen`: a shogi position as SFEN says it, with the move number that
//! FEEN has no room for.

use core::fmt;

use super::error::{FromPositionError, SfenError};
use super::{check, read};
#[cfg(feature = "diagram")]
use crate::diagram::{Glyphs, SideNames, Svg, Text};
use crate::{Board, Position, Side};

/// A shogi position read from SFEN, or to be written as SFEN: a FEEN
/// [`Position`] on a 9 × 9 board that SFEN can say, and the move number
/// when there is one.
///
/// [`parse`](Self::parse) reads an SFEN; `Display` writes one, the same
/// bytes for canonical input. [`from_position`](Self::from_position) takes
/// any 9 × 9 position SFEN can say.
///
/// ```
/// use pin_runtime::shogi::Sfen;
///
/// let sfen: Sfen = "8k/9/8P/9/9/9/9/9/9 b G 1".parse()?;
/// assert_eq!(sfen.position().to_string(), "8k^/9/8P/9/9/9/9/9/9 G/ J/j");
/// assert_eq!(sfen.to_string(), "8k/9/8P/9/9/9/9/9/9 b G 1");
/// # Ok::<(), pin_runtime::shogi::SfenError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Sfen {
    pub(super) position: Position<Board<9, 9>>,
    pub(super) move_number: Option<u32>,
}

impl Sfen {
    /// The start position, sente to move, move number 1:
    /// `lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1`.
    /// Its position is [`shogi::START`](super::START).
    ///
    /// ```
    /// use pin_runtime::shogi::{self, Sfen};
    ///
    /// assert_eq!(
    ///     Sfen::START.to_string(),
    ///     "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    /// );
    /// assert_eq!(*Sfen::START.position(), shogi::START);
    /// ```
    pub const START: Self =
        match Self::parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1") {
            Ok(sfen) => sfen,
            Err(_) => panic!("the shogi start is valid SFEN"),
        };

    /// Reads an SFEN: board, side, hands and, optionally, the move number.
    ///
    /// A `const fn`: a constant can be read at compile time.
    ///
    /// # Errors
    ///
    /// An [`SfenError`] naming the field, the byte index, what was expected
    /// and what was found: for example `""`, a board of 8 ranks, `+G`, side
    /// `B`, hands `PP`, `1P`, `+P` or `K`, a move number `01`, a trailing
    /// space or `moves …`, input longer than [`MAX_LEN`](super::MAX_LEN).
    ///
    /// ```
    /// use pin_runtime::Side;
    /// use pin_runtime::shogi::Sfen;
    ///
    /// const TSUME: Sfen = match Sfen::parse("8k/9/8P/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1") {
    ///     Ok(sfen) => sfen,
    ///     Err(_) => panic!("not an SFEN"),
    /// };
    /// assert_eq!(TSUME.position().hand(Side::Second).total(), 36);
    ///
    /// let err = Sfen::parse("9/9/9/9/9/9/9/9/8 b - 1").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "invalid SFEN board at rank 1 (byte 17): expected 9 squares in the rank, found 8",
    /// );
    /// ```
    pub const fn parse(input: &str) -> Result<Self, SfenError> {
        read::read(input.as_bytes())
    }

    /// Reads an SFEN as the usual tools write it, and says what it
    /// repaired.
    ///
    /// A text [`parse`](Self::parse) reads is read alike, with no repairs.
    /// Otherwise, each repair named with its byte index:
    /// - USI's `sfen` or `position sfen` keyword in front is skipped (a
    ///   `moves` list after the SFEN is refused: it changes the position);
    /// - whitespace before or after the fields is removed, and two spaces or
    ///   a tab between fields are read as one space;
    /// - short forms `<board>` and `<board> <side>` get the empty fields:
    ///   sente to move, empty hands (and no move number, which SFEN may
    ///   leave out);
    /// - a piece written again in hand (`BNNPPPbpp`, as shogiops writes
    ///   hands) is counted, and a count of 1 (`1P`, as python-shogi writes
    ///   it) read as the piece alone.
    ///
    /// Nothing else is repaired: a board wrong in itself, a side other than
    /// `b` or `w` (Fairy-Stockfish's shogi FEN, whose `w` is sente, is
    /// another format: it is not read here), a piece in hand that cannot be
    /// there, are refused with the error `parse` gives, its byte index
    /// pointing into `input`.
    ///
    /// # Errors
    ///
    /// The [`SfenError`] of the first mistake that is not repaired.
    ///
    /// ```
    /// use pin_runtime::shogi::Sfen;
    ///
    /// let (sfen, repairs) = Sfen::parse_lenient("position sfen 8k/9/9/9/9/9/9/9/K8 w BNNPPPbpp 1")?;
    /// assert_eq!(sfen.to_string(), "8k/9/9/9/9/9/9/9/K8 w B2N3Pb2p 1");
    /// assert_eq!(
    ///     repairs.to_string(),
    ///     "at byte 0: skipped the keyword `position sfen` in front of the position\n\
    ///      at byte 38: counted the piece 'N' written again in hand\n\
    ///      at byte 40: counted the piece 'P' written again in hand\n\
    ///      at byte 44: counted the piece 'p' written again in hand",
    /// );
    ///
    /// let (sfen, repairs) = Sfen::parse_lenient("8k/9/9/9/9/9/9/9/K8 b 1P 1")?;
    /// assert_eq!((sfen.to_string().as_str(), repairs.len()), ("8k/9/9/9/9/9/9/9/K8 b P 1", 1));
    /// # Ok::<(), pin_runtime::shogi::SfenError>(())
    /// ```
    pub const fn parse_lenient(input: &str) -> Result<(Self, crate::Repairs), SfenError> {
        super::lenient::read(input)
    }

    /// Returns the position: board, hands, styles `J/j` and side to move.
    ///
    /// ```
    /// use pin_runtime::shogi::{Sfen, START};
    ///
    /// let sfen = Sfen::parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1")?;
    /// assert_eq!(*sfen.position(), START);
    /// # Ok::<(), pin_runtime::shogi::SfenError>(())
    /// ```
    #[must_use]
    pub const fn position(&self) -> &Position<Board<9, 9>> {
        &self.position
    }

    /// Returns the position, consuming the SFEN.
    ///
    /// ```
    /// use pin_runtime::shogi::{Sfen, START};
    ///
    /// let sfen = Sfen::parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -")?;
    /// assert_eq!(sfen.into_position(), START);
    /// # Ok::<(), pin_runtime::shogi::SfenError>(())
    /// ```
    #[must_use]
    pub const fn into_position(self) -> Position<Board<9, 9>> {
        self.position
    }

    /// Returns the side to move.
    ///
    /// ```
    /// use pin_runtime::shogi::Sfen;
    /// use pin_runtime::Side;
    ///
    /// let sfen = Sfen::parse("8k/9/8P/9/9/9/9/9/9 w G 1")?;
    /// assert_eq!(sfen.turn(), Side::Second);
    /// # Ok::<(), pin_runtime::shogi::SfenError>(())
    /// ```
    #[must_use]
    pub const fn turn(&self) -> Side {
        self.position.turn()
    }

    /// Returns a text diagram of the position as shogi draws it: its pieces in kanji, its sides as sente and gote
    /// ([`Glyphs::Traditional`](crate::diagram::Glyphs::Traditional),
    /// [`SideNames::Game`](crate::diagram::SideNames::Game));
    /// every option can be changed, and [`Position::diagram`] of
    /// [`position`](Self::position) draws the FEEN tokens. See
    /// [`diagram`](crate::diagram).
    ///
    /// ```
    /// use pin_runtime::shogi::Sfen;
    ///
    /// let sfen = Sfen::parse("8k/9/8P/9/9/9/9/9/9 w G 1")?;
    /// let text = sfen.diagram().to_string();
    /// assert!(text.starts_with("gote    j  hand: none  (to move)\n"));
    /// assert!(text.contains("│  ・  ・  ・  ・  ・  ・  ・  ・ v玉 │ 一"));
    /// assert!(text.ends_with("sente   J  hand: 金"));
    /// assert!(sfen.position().diagram().to_string().contains("k^ │"));
    /// # Ok::<(), pin_runtime::shogi::SfenError>(())
    /// ```
    #[must_use]
    #[cfg(feature = "diagram")]
    pub fn diagram(&self) -> Text<'_> {
        self.position
            .diagram()
            .glyphs(Glyphs::Traditional)
            .side_names(SideNames::Game)
    }

    /// Returns an SVG diagram of the position as shogi draws it, as
    /// [`diagram`](Self::diagram) does: its pieces in kanji, its sides as sente and gote; [`Position::svg`] of
    /// [`position`](Self::position) draws the FEEN tokens. See
    /// [`diagram`](crate::diagram).
    ///
    /// ```
    /// use pin_runtime::shogi::Sfen;
    ///
    /// let sfen = Sfen::parse("8k/9/8P/9/9/9/9/9/9 w G 1")?;
    /// let svg = sfen.svg().size(360).to_string();
    /// assert!(svg.starts_with("<svg ") && svg.ends_with("</svg>\n"));
    /// # Ok::<(), pin_runtime::shogi::SfenError>(())
    /// ```
    #[must_use]
    #[cfg(feature = "diagram")]
    pub fn svg(&self) -> Svg<'_> {
        self.position
            .svg()
            .glyphs(Glyphs::Traditional)
            .side_names(SideNames::Game)
    }

    /// Returns the move number, `None` for an SFEN written without one.
    ///
    /// ```
    /// use pin_runtime::shogi::Sfen;
    ///
    /// assert_eq!(Sfen::parse("9/9/9/9/9/9/9/9/9 w - 42")?.move_number(), Some(42));
    /// assert_eq!(Sfen::parse("9/9/9/9/9/9/9/9/9 w -")?.move_number(), None);
    /// # Ok::<(), pin_runtime::shogi::SfenError>(())
    /// ```
    #[must_use]
    pub const fn move_number(&self) -> Option<u32> {
        self.move_number
    }

    /// Returns the same position with a move number.
    ///
    /// ```
    /// use pin_runtime::shogi::Sfen;
    ///
    /// let sfen = Sfen::parse("9/9/9/9/9/9/9/9/9 w -")?.with_move_number(2);
    /// assert_eq!(sfen.to_string(), "9/9/9/9/9/9/9/9/9 w - 2");
    /// # Ok::<(), pin_runtime::shogi::SfenError>(())
    /// ```
    #[must_use]
    pub const fn with_move_number(mut self, move_number: u32) -> Self {
        self.move_number = Some(move_number);
        self
    }

    /// Returns the same position without a move number, written with three
    /// fields.
    ///
    /// ```
    /// use pin_runtime::shogi::Sfen;
    ///
    /// let sfen = Sfen::parse("9/9/9/9/9/9/9/9/9 w - 2")?.without_move_number();
    /// assert_eq!(sfen.to_string(), "9/9/9/9/9/9/9/9/9 w -");
    /// # Ok::<(), pin_runtime::shogi::SfenError>(())
    /// ```
    #[must_use]
    pub const fn without_move_number(mut self) -> Self {
        self.move_number = None;
        self
    }

    /// Takes a position to write as SFEN, without a move number (give one
    /// with [`with_move_number`](Self::with_move_number)).
    ///
    /// # Errors
    ///
    /// A [`FromPositionError`] when SFEN cannot say the position: styles
    /// other than `J/j`, a piece outside the conventions table on the board
    /// (named by its square), a piece in hand that is promoted, a king,
    /// derived or of the other side's case.
    ///
    /// ```
    /// use pin_runtime::feen;
    /// use pin_runtime::shogi::Sfen;
    ///
    /// let tsume = feen!("8k^/9/8P/9/9/9/9/9/9 G/ J/j");
    /// assert_eq!(Sfen::from_position(tsume)?.to_string(), "8k/9/8P/9/9/9/9/9/9 b G");
    ///
    /// let err = Sfen::from_position(feen!("8k^/9/8P/9/9/9/9/9/9 +G/ J/j")).unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "cannot write SFEN in the first hand: expected an unpromoted piece \
    ///      (R B G S N L P, uppercase), found +G",
    /// );
    /// # Ok::<(), pin_runtime::shogi::FromPositionError>(())
    /// ```
    pub const fn from_position(position: Position<Board<9, 9>>) -> Result<Self, FromPositionError> {
        match check::check(&position) {
            Ok(()) => Ok(Self {
                position,
                move_number: None,
            }),
            Err(error) => Err(error),
        }
    }
}

impl fmt::Debug for Sfen {
    /// Writes `Sfen("<SFEN>")`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Sfen(\"{self}\")")
    }
}

impl core::str::FromStr for Sfen {
    type Err = SfenError;

    fn from_str(s: &str) -> Result<Self, SfenError> {
        Self::parse(s)
    }
}

impl TryFrom<&str> for Sfen {
    type Error = SfenError;

    fn try_from(s: &str) -> Result<Self, SfenError> {
        Self::parse(s)
    }
}

impl TryFrom<Position<Board<9, 9>>> for Sfen {
    type Error = FromPositionError;

    fn try_from(position: Position<Board<9, 9>>) -> Result<Self, FromPositionError> {
        Self::from_position(position)
    }
}

impl TryFrom<&Position<Board<9, 9>>> for Sfen {
    type Error = FromPositionError;

    /// Takes a copy of a position to write as SFEN, as
    /// [`from_position`](Sfen::from_position) does.
    ///
    /// # Errors
    ///
    /// The errors of [`from_position`](Sfen::from_position).
    fn try_from(position: &Position<Board<9, 9>>) -> Result<Self, FromPositionError> {
        Self::from_position(*position)
    }
}

impl From<Sfen> for Position<Board<9, 9>> {
    fn from(sfen: Sfen) -> Self {
        sfen.into_position()
    }
}
