//! Why a conversion between a token and another type failed: a derived
//! EPIN token that is no PIN token, and a token, a square or a string that
//! no variant of a user's enum maps (the `Pieces` derive).
//!
//! Messages are built by `const fn`s in the crate's text buffer, so a board
//! that fails to convert at compile time reports the same words as at run
//! time.

use core::fmt;
use core::hash::{Hash, Hasher};

use crate::feen::Dimensions;
use crate::text::{Text, decimal};
use crate::{Cell, Epin, Letter, ParseError, Pin, Side};

/// Room for any message of this module with a type name of up to 150
/// bytes; a longer message is cut and ends with `...`.
const MESSAGE: usize = 256;

/// A message built in the crate's text buffer, in `const` code or at run
/// time.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Message {
    text: Text<MESSAGE>,
    /// Whether the message was cut.
    full: bool,
}

impl Message {
    const fn new() -> Self {
        Self {
            text: Text::new(),
            full: false,
        }
    }

    /// Appends `text` whole, or else `...` once and nothing after it, so
    /// the buffer always holds whole UTF-8 fragments.
    const fn push(&mut self, text: &str) {
        const ELLIPSIS: &str = "...";
        if self.full {
            return;
        }
        if text.len() + ELLIPSIS.len() <= self.text.room() {
            self.text.push_str(text);
        } else {
            self.full = true;
            self.text.push_str(ELLIPSIS);
        }
    }

    /// Appends a number in decimal.
    const fn push_number(&mut self, number: usize) {
        let (digits, start) = decimal(number as u64);
        if let Some((_, digits)) = digits.split_at_checked(start) {
            if let Ok(text) = core::str::from_utf8(digits) {
                self.push(text);
            }
        }
    }

    /// Appends a CELL coordinate.
    const fn push_cell(&mut self, cell: Cell) {
        let (bytes, len) = cell.to_bytes();
        if let Some((text, _)) = bytes.split_at_checked(len) {
            if let Ok(text) = core::str::from_utf8(text) {
                self.push(text);
            }
        }
    }

    /// Appends a token between double quotes.
    const fn push_quoted(&mut self, token: &str) {
        self.push("\"");
        self.push(token);
        self.push("\"");
    }

    /// The message.
    pub(crate) const fn as_str(&self) -> &str {
        self.text.as_str()
    }
}

/// A native [`Epin`] was expected, to convert to a [`Pin`], and a derived
/// one was found: its derivation marker `'` would be lost.
///
/// ```
/// use pin_runtime::{Epin, Pin};
///
/// let err = Pin::try_from(Epin::parse("S'")?).unwrap_err();
/// assert_eq!(err.epin(), Epin::parse("S'")?);
/// assert_eq!(
///     err.to_string(),
///     "expected a native EPIN token, without the derivation marker '\\'', found \"S'\"",
/// );
/// # Ok::<(), pin_runtime::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TryFromEpinError {
    epin: Epin,
}

impl TryFromEpinError {
    /// The error for a derived `epin`.
    pub(crate) const fn new(epin: Epin) -> Self {
        Self { epin }
    }

    /// Returns the derived token that was given.
    ///
    /// ```
    /// use pin_runtime::{Epin, Pin};
    ///
    /// let derived = Epin::parse("+p'")?;
    /// assert_eq!(Pin::try_from(derived).unwrap_err().epin(), derived);
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn epin(&self) -> Epin {
        self.epin
    }

    const fn message(self) -> Message {
        let mut message = Message::new();
        message.push("expected a native EPIN token, without the derivation marker '\\'', found ");
        message.push_quoted(self.epin.encode().as_str());
        message
    }
}

/// A valid token (a [`Pin`], an [`Epin`] or a [`Letter`]) that no variant
/// of an enum maps: the error of the conversions that
/// `#[derive(Pieces)]` writes, such as
/// `TryFrom<Pin> for Piece`.
///
/// `target` names the enum in the message.
///
/// ```
/// use pin_runtime::{Letter, Pin, UnmappedError};
///
/// let err = UnmappedError::new(Pin::parse("q")?, "Piece");
/// assert_eq!(err.token(), Pin::parse("q")?);
/// assert_eq!(err.target(), "Piece");
/// assert_eq!(
///     err.to_string(),
///     "expected a PIN token that a variant of Piece maps, found \"q\"",
/// );
/// assert_eq!(
///     UnmappedError::new(Letter::X, "Role").to_string(),
///     "expected a letter that a variant of Role maps, found 'X'",
/// );
/// # Ok::<(), pin_runtime::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct UnmappedError<T> {
    token: T,
    target: &'static str,
}

impl<T: Copy> UnmappedError<T> {
    /// The error for a `token` that no variant of the enum named `target`
    /// maps.
    ///
    /// ```
    /// use pin_runtime::{Epin, UnmappedError};
    ///
    /// let err = UnmappedError::new(Epin::parse("S'")?, "Piece");
    /// assert_eq!(
    ///     err.to_string(),
    ///     "expected an EPIN token that a variant of Piece maps, found \"S'\"",
    /// );
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn new(token: T, target: &'static str) -> Self {
        Self { token, target }
    }

    /// Returns the token no variant maps.
    ///
    /// ```
    /// use pin_runtime::{Letter, UnmappedError};
    ///
    /// assert_eq!(UnmappedError::new(Letter::X, "Role").token(), Letter::X);
    /// ```
    #[must_use]
    pub const fn token(&self) -> T {
        self.token
    }

    /// Returns the name of the enum.
    ///
    /// ```
    /// use pin_runtime::{Letter, UnmappedError};
    ///
    /// assert_eq!(UnmappedError::new(Letter::X, "Role").target(), "Role");
    /// ```
    #[must_use]
    pub const fn target(&self) -> &'static str {
        self.target
    }
}

/// The start of the message of a token of some kind that `target` does not
/// map; the token follows.
const fn unmapped(kind: &str, target: &str) -> Message {
    let mut message = Message::new();
    message.push("expected ");
    message.push(kind);
    message.push(" that a variant of ");
    message.push(target);
    message.push(" maps, found ");
    message
}

impl UnmappedError<Pin> {
    const fn message(&self) -> Message {
        let mut message = unmapped("a PIN token", self.target);
        message.push_quoted(self.token.encode().as_str());
        message
    }
}

impl UnmappedError<Epin> {
    const fn message(&self) -> Message {
        let mut message = unmapped("an EPIN token", self.target);
        message.push_quoted(self.token.encode().as_str());
        message
    }
}

impl UnmappedError<Letter> {
    const fn message(&self) -> Message {
        let mut message = unmapped("a letter", self.target);
        let letter = [b'\'', self.token.as_byte(), b'\''];
        if let Ok(quoted) = core::str::from_utf8(&letter) {
            message.push(quoted);
        }
        message
    }
}

/// A string that does not convert to a variant of an enum: not a token at
/// all, or a token that no variant maps. The error of the `FromStr` impl
/// that `#[derive(Pieces)]` writes.
///
/// ```
/// use pin_runtime::{ParseVariantError, Pin, UnmappedError};
///
/// let invalid: ParseVariantError<Pin> = Pin::parse("K+").unwrap_err().into();
/// assert_eq!(
///     invalid.to_string(),
///     "invalid PIN token \"K+\": expected '^' or end of token after the letter 'K', found '+' at byte 1",
/// );
/// let unmapped: ParseVariantError<Pin> = UnmappedError::new(Pin::parse("q")?, "Piece").into();
/// assert_eq!(
///     unmapped.to_string(),
///     "expected a PIN token that a variant of Piece maps, found \"q\"",
/// );
/// # Ok::<(), pin_runtime::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ParseVariantError<T> {
    /// The string is not a token; the parser's error says why and where.
    Invalid(ParseError),
    /// The string is a token that no variant maps.
    Unmapped(UnmappedError<T>),
}

impl<T> From<ParseError> for ParseVariantError<T> {
    /// The error for a string that is not a token.
    ///
    /// ```
    /// use pin_runtime::{ParseError, ParseVariantError, Pin};
    ///
    /// let err: ParseError = Pin::parse("").unwrap_err();
    /// assert_eq!(ParseVariantError::<Pin>::from(err), ParseVariantError::Invalid(err));
    /// ```
    fn from(error: ParseError) -> Self {
        Self::Invalid(error)
    }
}

impl<T> From<UnmappedError<T>> for ParseVariantError<T> {
    /// The error for a token that no variant maps.
    ///
    /// ```
    /// use pin_runtime::{Letter, ParseVariantError, UnmappedError};
    ///
    /// let err = UnmappedError::new(Letter::X, "Role");
    /// assert_eq!(ParseVariantError::from(err), ParseVariantError::Unmapped(err));
    /// ```
    fn from(error: UnmappedError<T>) -> Self {
        Self::Unmapped(error)
    }
}

/// A board square holding a piece that no variant of an enum maps, with
/// where: its CELL coordinate, and its rank and square counted from 1 in
/// the order written (as a [`FeenError`](crate::FeenError) counts them).
/// The error of the board conversions that
/// `#[derive(Pieces)]` writes, `from_board` and
/// `from_board3`.
///
/// ```
/// use pin_runtime::{Epin, UnmappedSquareError, feen::Dimensions};
///
/// // The fourth square of the first rank written, on an 8 × 8 board.
/// let chess = Dimensions::new(&[8, 8]).unwrap();
/// let err = UnmappedSquareError::new(Epin::parse("Q")?, chess, 3, "Piece");
/// assert_eq!(err.cell().map(|cell| cell.to_string()).as_deref(), Some("d8"));
/// assert_eq!((err.rank(), err.square()), (1, 4));
/// assert_eq!(
///     err.to_string(),
///     "expected a piece that a variant of Piece maps, found \"Q\" at d8",
/// );
/// # Ok::<(), pin_runtime::ParseError>(())
/// ```
#[derive(Clone, Copy)]
pub struct UnmappedSquareError {
    piece: Epin,
    dimensions: Dimensions,
    index: usize,
    target: &'static str,
    /// A token the enum maps that differs from the piece only by its king
    /// marker or its state, which the message names.
    near: Option<Epin>,
}

impl UnmappedSquareError {
    /// The error for a `piece` that no variant of the enum named `target`
    /// maps, on the square at `index` in the order written of a board of
    /// these `dimensions`.
    ///
    /// ```
    /// use pin_runtime::{Epin, UnmappedSquareError, feen::Dimensions};
    ///
    /// let rank = Dimensions::new(&[5]).unwrap();
    /// let err = UnmappedSquareError::new(Epin::parse("p'")?, rank, 2, "Piece");
    /// assert_eq!(err.piece(), Epin::parse("p'")?);
    /// assert_eq!(err.to_string(), "expected a piece that a variant of Piece maps, found \"p'\" at c");
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn new(
        piece: Epin,
        dimensions: Dimensions,
        index: usize,
        target: &'static str,
    ) -> Self {
        Self {
            piece,
            dimensions,
            index,
            target,
            near: None,
        }
    }

    /// The same error, its message naming `near`, a token the enum maps
    /// that differs from the piece only by its king marker `^` or its
    /// state.
    pub(crate) const fn with_near(mut self, near: Option<Epin>) -> Self {
        self.near = near;
        self
    }

    /// Returns the piece no variant maps.
    ///
    /// ```
    /// use pin_runtime::{Epin, UnmappedSquareError, feen::Dimensions};
    ///
    /// let queen = Epin::parse("Q")?;
    /// let chess = Dimensions::new(&[8, 8]).unwrap();
    /// assert_eq!(UnmappedSquareError::new(queen, chess, 3, "Piece").piece(), queen);
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn piece(&self) -> Epin {
        self.piece
    }

    /// Returns the CELL coordinate of the square (`e1`), or `None` on a
    /// board too large for CELL (more than 256 along a dimension).
    ///
    /// ```
    /// use pin_runtime::{Cell, Epin, UnmappedSquareError, feen::Dimensions};
    ///
    /// let chess = Dimensions::new(&[8, 8]).unwrap();
    /// let err = UnmappedSquareError::new(Epin::parse("+B")?, chess, 60, "Piece");
    /// assert_eq!(err.cell(), Some(Cell::parse("e1")?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn cell(&self) -> Option<Cell> {
        self.dimensions.cell(self.index)
    }

    /// Returns the index of the square in the order written, from 0.
    ///
    /// ```
    /// use pin_runtime::{Epin, UnmappedSquareError, feen::Dimensions};
    ///
    /// let chess = Dimensions::new(&[8, 8]).unwrap();
    /// assert_eq!(UnmappedSquareError::new(Epin::parse("Q")?, chess, 60, "Piece").index(), 60);
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn index(&self) -> usize {
        self.index
    }

    /// Returns the sizes of the board, outermost first.
    ///
    /// ```
    /// use pin_runtime::{Epin, UnmappedSquareError, feen::Dimensions};
    ///
    /// let chess = Dimensions::new(&[8, 8]).unwrap();
    /// assert_eq!(UnmappedSquareError::new(Epin::parse("Q")?, chess, 0, "Piece").dimensions(), chess);
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn dimensions(&self) -> Dimensions {
        self.dimensions
    }

    /// Returns the layer of the square on a 3-D board, from 1 in the order
    /// written; 0 on a 1-D or 2-D board.
    ///
    /// ```
    /// use pin_runtime::{Epin, UnmappedSquareError, feen::Dimensions};
    ///
    /// let cube = Dimensions::new(&[2, 2, 3]).unwrap();
    /// assert_eq!(UnmappedSquareError::new(Epin::parse("Q")?, cube, 7, "Piece").layer(), 2);
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn layer(&self) -> usize {
        match *self.dimensions.as_slice() {
            [_, ranks, files] => self.index / (ranks * files) + 1,
            _ => 0,
        }
    }

    /// Returns the rank of the square, from 1 in the order written (in its
    /// layer, on a 3-D board; 1 on a 1-D board).
    ///
    /// ```
    /// use pin_runtime::{Epin, UnmappedSquareError, feen::Dimensions};
    ///
    /// let chess = Dimensions::new(&[8, 8]).unwrap();
    /// assert_eq!(UnmappedSquareError::new(Epin::parse("Q")?, chess, 60, "Piece").rank(), 8);
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn rank(&self) -> usize {
        match *self.dimensions.as_slice() {
            [_, ranks, files] => self.index / files % ranks + 1,
            [_, files] => self.index / files + 1,
            _ => 1,
        }
    }

    /// Returns the square in its rank, from 1.
    ///
    /// ```
    /// use pin_runtime::{Epin, UnmappedSquareError, feen::Dimensions};
    ///
    /// let chess = Dimensions::new(&[8, 8]).unwrap();
    /// assert_eq!(UnmappedSquareError::new(Epin::parse("Q")?, chess, 60, "Piece").square(), 5);
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn square(&self) -> usize {
        match self.dimensions.as_slice().last() {
            Some(&files) if files > 0 => self.index % files + 1,
            _ => self.index + 1,
        }
    }

    /// Returns the name of the enum.
    ///
    /// ```
    /// use pin_runtime::{Epin, UnmappedSquareError, feen::Dimensions};
    ///
    /// let chess = Dimensions::new(&[8, 8]).unwrap();
    /// assert_eq!(UnmappedSquareError::new(Epin::parse("Q")?, chess, 0, "Piece").target(), "Piece");
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn target(&self) -> &'static str {
        self.target
    }

    /// The message, for `Display` and for the compile-time errors of the
    /// typed `board!` and `feen!` and of `board_of!`.
    pub(crate) const fn message(&self) -> Message {
        let mut message = unmapped("a piece", self.target);
        message.push_quoted(self.piece.encode().as_str());
        message.push(" at ");
        // One place per message: the CELL coordinate, or, on a board too
        // large for CELL, the square's place in the order written.
        if let Some(cell) = self.cell() {
            message.push_cell(cell);
        } else {
            let layer = self.layer();
            if layer > 0 {
                message.push("layer ");
                message.push_number(layer);
                message.push(", ");
            }
            if self.dimensions.as_slice().len() > 1 {
                message.push("rank ");
                message.push_number(self.rank());
                message.push(", ");
            }
            message.push("square ");
            message.push_number(self.square());
        }
        if let Some(near) = self.near {
            let piece = self.piece.encode();
            // Named, not prescribed: in chess `+P` is a pawn that may
            // advance two squares (the pawn's variant lists it too), in
            // shogi a tokin (a variant of its own).
            message.push(": ");
            message.push(self.target);
            message.push(" maps ");
            message.push_quoted(near.encode().as_str());
            message.push(" but not ");
            message.push_quoted(piece.as_str());
            if near.state() as u8 == self.piece.state() as u8 {
                // Only the king marker differs: a king read as `K^`,
                // listed as `K`.
                message.push(": did you mean #[pin(");
                message.push_quoted(piece.as_str());
                message.push(")]?");
            }
        }
        message
    }
}

/// Two errors are equal when they name the same piece, square, board and
/// enum: the token named beside, derived from the enum's mapping, is not
/// compared, so an error built by [`new`](UnmappedSquareError::new) equals
/// the one a conversion returns.
impl PartialEq for UnmappedSquareError {
    fn eq(&self, other: &Self) -> bool {
        (self.piece, self.dimensions, self.index, self.target)
            == (other.piece, other.dimensions, other.index, other.target)
    }
}

impl Eq for UnmappedSquareError {}

impl Hash for UnmappedSquareError {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (self.piece, self.dimensions, self.index, self.target).hash(state);
    }
}

impl fmt::Debug for UnmappedSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = f.debug_struct("UnmappedSquareError");
        out.field("piece", &self.piece)
            .field("dimensions", &self.dimensions)
            .field("index", &self.index)
            .field("target", &self.target);
        if let Some(near) = self.near {
            out.field("near", &near);
        }
        out.finish()
    }
}

/// A piece in a position that no variant of an enum maps: on a square of
/// the board, or in a hand. The error of the conversions of a
/// [`Position`](crate::Position) to a
/// [`TypedPosition`](crate::TypedPosition).
///
/// ```
/// use pin_runtime::{Board, Position, Side, TypedPosition, UnmappedPieceError};
///
/// #[derive(Clone, Copy, Debug, PartialEq, Eq, pin_runtime::Pieces)]
/// enum Piece {
///     #[pin("K^")] WhiteKing,
///     #[pin("k^")] BlackKing,
/// }
///
/// let position: Position<Board<2, 2>> = "k^1/1K^ Q/ W/w".parse()?;
/// let err = TypedPosition::<[[Option<Piece>; 2]; 2]>::try_from(position).unwrap_err();
/// assert!(matches!(err, UnmappedPieceError::Hand { side: Side::First, .. }));
/// assert_eq!(
///     err.to_string(),
///     "expected a piece that a variant of Piece maps, found \"Q\" in the first player's hand",
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum UnmappedPieceError {
    /// A square of the board holds the piece.
    Square(UnmappedSquareError),
    /// A hand holds the piece.
    Hand {
        /// The piece no variant maps.
        piece: Epin,
        /// The side whose hand holds it.
        side: Side,
        /// The name of the enum.
        target: &'static str,
    },
}

impl UnmappedPieceError {
    /// Returns the piece no variant maps.
    ///
    /// ```
    /// use pin_runtime::{Epin, Side, UnmappedPieceError};
    ///
    /// let err = UnmappedPieceError::Hand { piece: Epin::parse("Q")?, side: Side::First, target: "Piece" };
    /// assert_eq!(err.piece(), Epin::parse("Q")?);
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn piece(&self) -> Epin {
        match self {
            Self::Square(error) => error.piece(),
            Self::Hand { piece, .. } => *piece,
        }
    }

    /// Returns the name of the enum.
    ///
    /// ```
    /// use pin_runtime::{Epin, Side, UnmappedPieceError};
    ///
    /// let err = UnmappedPieceError::Hand { piece: Epin::parse("Q")?, side: Side::First, target: "Piece" };
    /// assert_eq!(err.target(), "Piece");
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn target(&self) -> &'static str {
        match self {
            Self::Square(error) => error.target(),
            Self::Hand { target, .. } => target,
        }
    }

    /// The message, for `Display` and for the compile-time error of the
    /// typed `feen!`.
    pub(crate) const fn message(&self) -> Message {
        match self {
            Self::Square(error) => error.message(),
            Self::Hand {
                piece,
                side,
                target,
            } => {
                let mut message = unmapped("a piece", target);
                message.push_quoted(piece.encode().as_str());
                message.push(match side {
                    Side::First => " in the first player's hand",
                    Side::Second => " in the second player's hand",
                });
                message
            }
        }
    }
}

impl From<UnmappedSquareError> for UnmappedPieceError {
    /// The error for a square of the board.
    ///
    /// ```
    /// use pin_runtime::{Epin, UnmappedPieceError, UnmappedSquareError, feen::Dimensions};
    ///
    /// let chess = Dimensions::new(&[8, 8]).unwrap();
    /// let err = UnmappedSquareError::new(Epin::parse("Q")?, chess, 60, "Piece");
    /// assert_eq!(UnmappedPieceError::from(err), UnmappedPieceError::Square(err));
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    fn from(error: UnmappedSquareError) -> Self {
        Self::Square(error)
    }
}

/// Implements `Display` (padded) and `Error` for error types with a
/// `message`.
macro_rules! message_error {
    ($($ty:ty),* $(,)?) => {$(
        impl fmt::Display for $ty {
            /// Writes the message, honouring width and alignment.
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.pad(self.message().as_str())
            }
        }

        impl core::error::Error for $ty {}
    )*};
}

message_error!(
    TryFromEpinError,
    UnmappedError<Pin>,
    UnmappedError<Epin>,
    UnmappedError<Letter>,
    UnmappedSquareError,
    UnmappedPieceError,
);

impl<T> fmt::Display for ParseVariantError<T>
where
    UnmappedError<T>: fmt::Display,
{
    /// Writes the parser's message or the unmapped token's, honouring width
    /// and alignment.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Invalid(error) => error.fmt(f),
            Self::Unmapped(error) => error.fmt(f),
        }
    }
}

/// The wrapped error is printed, so it is not also returned as the source.
impl<T: fmt::Debug> core::error::Error for ParseVariantError<T> where UnmappedError<T>: fmt::Display {}
