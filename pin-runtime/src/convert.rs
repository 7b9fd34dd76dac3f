//! Why a conversion between a token and another type failed: a derived
//! EPIN token that is no PIN token, and a token, a square or a string that
//! no variant of a user's enum maps (the `Pieces` derive).
//!
//! Messages are built by `const fn`s in a fixed buffer, so a board that
//! fails to convert at compile time reports the same words as at run time.

use core::fmt;

use crate::{Epin, Letter, ParseError, Pin};

/// A message built in a fixed buffer, in `const` code or at run time.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Message {
    bytes: [u8; Self::CAPACITY],
    len: usize,
    full: bool,
}

impl Message {
    /// Room for any message of this module with a type name of up to 150
    /// bytes; a longer message is cut and ends with `...`.
    const CAPACITY: usize = 256;

    const fn new() -> Self {
        Self {
            bytes: [0; Self::CAPACITY],
            len: 0,
            full: false,
        }
    }

    /// Appends `text` whole, or else `...` once and nothing after it, so
    /// the buffer always holds whole UTF-8 fragments.
    const fn push(&mut self, text: &str) {
        const ELLIPSIS: &[u8] = b"...";
        if self.full {
            return;
        }
        let bytes = if self.len + text.len() + ELLIPSIS.len() <= Self::CAPACITY {
            text.as_bytes()
        } else {
            self.full = true;
            ELLIPSIS
        };
        let mut i = 0;
        while i < bytes.len() {
            self.bytes[self.len] = bytes[i];
            self.len += 1;
            i += 1;
        }
    }

    /// Appends a number in decimal.
    #[allow(clippy::cast_possible_truncation, reason = "a decimal digit")]
    const fn push_number(&mut self, mut number: usize) {
        let mut digits = [0u8; 20];
        let mut start = digits.len();
        loop {
            start -= 1;
            digits[start] = b'0' + (number % 10) as u8;
            number /= 10;
            if number == 0 {
                break;
            }
        }
        if let Some((_, digits)) = digits.split_at_checked(start) {
            if let Ok(text) = core::str::from_utf8(digits) {
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
        match self.bytes.split_at_checked(self.len) {
            Some((text, _)) => match core::str::from_utf8(text) {
                Ok(text) => text,
                Err(_) => "",
            },
            None => "",
        }
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
/// [`#[derive(Pieces)]`](crate#features) writes, such as
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
/// that [`#[derive(Pieces)]`](crate#features) writes.
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
/// where: the rank (from 1, in the order written) and the square in it
/// (from 1), as in a [`FeenError`](crate::FeenError). The error of
/// the `from_board` function that [`#[derive(Pieces)]`](crate#features)
/// writes.
///
/// ```
/// use pin_runtime::{Epin, UnmappedSquareError};
///
/// let err = UnmappedSquareError::new(Epin::parse("Q")?, 1, 4, "Piece");
/// assert_eq!((err.rank(), err.square()), (1, 4));
/// assert_eq!(
///     err.to_string(),
///     "expected a piece that a variant of Piece maps, found \"Q\" at rank 1, square 4",
/// );
/// # Ok::<(), pin_runtime::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct UnmappedSquareError {
    piece: Epin,
    rank: usize,
    square: usize,
    target: &'static str,
}

impl UnmappedSquareError {
    /// The error for a `piece` at `rank` and `square` (both from 1) that no
    /// variant of the enum named `target` maps.
    ///
    /// ```
    /// use pin_runtime::{Epin, UnmappedSquareError};
    ///
    /// let err = UnmappedSquareError::new(Epin::parse("p'")?, 2, 1, "Piece");
    /// assert_eq!(err.piece(), Epin::parse("p'")?);
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn new(piece: Epin, rank: usize, square: usize, target: &'static str) -> Self {
        Self {
            piece,
            rank,
            square,
            target,
        }
    }

    /// Returns the piece no variant maps.
    ///
    /// ```
    /// use pin_runtime::{Epin, UnmappedSquareError};
    ///
    /// let queen = Epin::parse("Q")?;
    /// assert_eq!(UnmappedSquareError::new(queen, 1, 4, "Piece").piece(), queen);
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn piece(&self) -> Epin {
        self.piece
    }

    /// Returns the rank of the square, from 1 (the first rank written).
    ///
    /// ```
    /// use pin_runtime::{Epin, UnmappedSquareError};
    ///
    /// assert_eq!(UnmappedSquareError::new(Epin::parse("Q")?, 1, 4, "Piece").rank(), 1);
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn rank(&self) -> usize {
        self.rank
    }

    /// Returns the square in its rank, from 1.
    ///
    /// ```
    /// use pin_runtime::{Epin, UnmappedSquareError};
    ///
    /// assert_eq!(UnmappedSquareError::new(Epin::parse("Q")?, 1, 4, "Piece").square(), 4);
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn square(&self) -> usize {
        self.square
    }

    /// Returns the name of the enum.
    ///
    /// ```
    /// use pin_runtime::{Epin, UnmappedSquareError};
    ///
    /// assert_eq!(UnmappedSquareError::new(Epin::parse("Q")?, 1, 4, "Piece").target(), "Piece");
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn target(&self) -> &'static str {
        self.target
    }

    /// The message, for `Display` and for the compile-time error of
    /// `board_of!`.
    pub(crate) const fn message(&self) -> Message {
        let mut message = unmapped("a piece", self.target);
        message.push_quoted(self.piece.encode().as_str());
        message.push(" at rank ");
        message.push_number(self.rank);
        message.push(", square ");
        message.push_number(self.square);
        message
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
