//! `Sin`: a style identifier, one letter whose case is the side.

use core::fmt;

use crate::attrs::Attrs;
use crate::error::Notation;
use crate::letter::Ascii;
use crate::{Encoded, Letter, ParseError, Side};

/// A SIN style identifier: one ASCII letter naming a style, whose case is
/// the side playing it. One byte.
///
/// The letters are the game's choice; these docs use `W` for Western chess,
/// `J` for Japanese shogi, `C` for Chinese xiangqi and `S` for Siamese
/// makruk.
///
/// ```
/// use pin_runtime::{Letter, Side, Sin};
///
/// let chess = Sin::parse("W")?;
/// assert_eq!((chess.letter(), chess.side()), (Letter::W, Side::First));
/// assert_eq!(chess.flipped(), Sin::parse("w")?);
/// # Ok::<(), pin_runtime::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sin {
    ascii: Ascii,
}

impl Sin {
    /// Every SIN token, 52 of them, in ascending order ([`Ord`]): `A` to
    /// `Z`, then `a` to `z`. A token's place here is its
    /// [`index`](Self::index).
    ///
    /// ```
    /// use pin_runtime::Sin;
    ///
    /// assert_eq!(Sin::ALL.len(), Sin::COUNT);
    /// assert_eq!(Sin::ALL[0].to_string(), "A");
    /// assert_eq!(Sin::ALL[26].to_string(), "a");
    /// assert!(Sin::ALL.is_sorted());
    /// ```
    pub const ALL: [Self; Self::COUNT] = {
        let mut all = [Self::new(Letter::A, Side::First); Self::COUNT];
        let mut index = 0;
        while index < Self::COUNT {
            if let Some(ascii) = Ascii::from_index(index) {
                all[index] = Self { ascii };
            }
            index += 1;
        }
        all
    };

    /// The number of SIN tokens, 52: the length of a table indexed by
    /// [`index`](Self::index).
    ///
    /// ```
    /// use pin_runtime::Sin;
    ///
    /// let mut names = [""; Sin::COUNT];
    /// names[Sin::parse("W")?.index()] = "chess";
    /// assert_eq!(names[Sin::parse("W")?.index()], "chess");
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    pub const COUNT: usize = 52;

    /// Returns the dense index of this style, `0..52`: `A`–`Z` are 0–25,
    /// `a`–`z` 26–51, its place in [`ALL`](Self::ALL).
    ///
    /// ```
    /// use pin_runtime::Sin;
    ///
    /// assert_eq!(Sin::parse("C")?.index(), 2);
    /// assert_eq!(Sin::parse("c")?.index(), 28);
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn index(self) -> usize {
        self.ascii.index()
    }

    /// Returns the style whose [`index`](Self::index) this is, or `None`
    /// from 52 on.
    ///
    /// ```
    /// use pin_runtime::Sin;
    ///
    /// assert_eq!(Sin::from_index(28), Sin::parse("c").ok());
    /// assert_eq!(Sin::from_index(52), None);
    /// ```
    #[must_use]
    #[inline]
    pub const fn from_index(index: usize) -> Option<Self> {
        match Ascii::from_index(index) {
            Some(ascii) => Some(Self { ascii }),
            None => None,
        }
    }

    /// Builds a style identifier from its letter and side.
    ///
    /// ```
    /// use pin_runtime::{Letter, Side, Sin};
    ///
    /// assert_eq!(Sin::new(Letter::S, Side::Second).to_string(), "s");
    /// ```
    #[must_use]
    pub const fn new(letter: Letter, side: Side) -> Self {
        Self {
            ascii: Ascii::new(letter, side),
        }
    }

    /// Parses a SIN token: exactly one ASCII letter.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] for anything else, for example `""`, `"CC"`, `"1"`.
    ///
    /// ```
    /// use pin_runtime::Sin;
    ///
    /// assert!(Sin::parse("s").is_ok());
    /// assert_eq!(
    ///     Sin::parse("C:").unwrap_err().to_string(),
    ///     "invalid SIN token \"C:\": expected 1 byte, found 2 bytes",
    /// );
    /// ```
    pub const fn parse(input: &str) -> Result<Self, ParseError> {
        Self::parse_bytes(input.as_bytes())
    }

    /// Parses a SIN token from bytes; see [`parse`](Self::parse).
    ///
    /// # Errors
    ///
    /// As [`parse`](Self::parse).
    ///
    /// ```
    /// use pin_runtime::Sin;
    ///
    /// assert_eq!(Sin::parse_bytes(b"C")?, Sin::parse("C")?);
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    pub const fn parse_bytes(input: &[u8]) -> Result<Self, ParseError> {
        match input {
            [byte] => match Ascii::from_byte(*byte) {
                Some(ascii) => Ok(Self { ascii }),
                None => Err(ParseError::new(Notation::Sin, input)),
            },
            _ => Err(ParseError::new(Notation::Sin, input)),
        }
    }

    /// Returns `true` when the input is one SIN token.
    ///
    /// ```
    /// use pin_runtime::Sin;
    ///
    /// assert!(Sin::is_valid("X"));
    /// assert!(!Sin::is_valid("X'"));
    /// ```
    #[must_use]
    pub const fn is_valid(input: &str) -> bool {
        Self::parse(input).is_ok()
    }

    /// Returns the style letter, case-folded.
    ///
    /// ```
    /// use pin_runtime::{Letter, Sin};
    ///
    /// assert_eq!(Sin::parse("x")?.letter(), Letter::X);
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn letter(self) -> Letter {
        self.ascii.letter()
    }

    /// Returns the side, given by the letter's case.
    ///
    /// ```
    /// use pin_runtime::{Side, Sin};
    ///
    /// assert_eq!(Sin::parse("x")?.side(), Side::Second);
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn side(self) -> Side {
        self.ascii.side()
    }

    /// Returns the letter as written.
    ///
    /// ```
    /// use pin_runtime::Sin;
    ///
    /// assert_eq!(Sin::parse("x")?.as_char(), 'x');
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn as_char(self) -> char {
        self.ascii.byte() as char
    }

    /// Returns the same style on the given side.
    ///
    /// ```
    /// use pin_runtime::{Side, Sin};
    ///
    /// assert_eq!(Sin::parse("C")?.with_side(Side::Second).to_string(), "c");
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn with_side(self, side: Side) -> Self {
        Self::new(self.letter(), side)
    }

    /// Returns the same style on the other side.
    ///
    /// ```
    /// use pin_runtime::Sin;
    ///
    /// assert_eq!(Sin::parse("C")?.flipped().to_string(), "c");
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn flipped(self) -> Self {
        self.with_side(self.side().flipped())
    }

    /// Returns the stable integer code of this style: its letter's ASCII
    /// byte as written.
    ///
    /// ```
    /// use pin_runtime::Sin;
    ///
    /// assert_eq!(Sin::parse("c")?.code(), b'c');
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn code(self) -> u8 {
        self.ascii.byte()
    }

    /// Returns the style whose [`code`](Self::code) this is, or `None` for a
    /// byte that is not an ASCII letter.
    ///
    /// ```
    /// use pin_runtime::Sin;
    ///
    /// assert_eq!(Sin::from_code(b'S'), Sin::parse("S").ok());
    /// assert_eq!(Sin::from_code(b':'), None);
    /// ```
    #[must_use]
    pub const fn from_code(code: u8) -> Option<Self> {
        match Ascii::from_byte(code) {
            Some(ascii) => Some(Self { ascii }),
            None => None,
        }
    }

    /// The ASCII letter, for the crate's other types.
    pub(crate) const fn ascii(self) -> Ascii {
        self.ascii
    }

    /// The token: the letter as written, from the table of every token.
    pub(crate) const fn as_str(self) -> &'static str {
        Encoded::new(self.ascii.byte(), Attrs::Normal.bits()).as_str()
    }
}

impl fmt::Display for Sin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

impl fmt::Debug for Sin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Sin(\"{}\")", self.as_char())
    }
}

impl core::str::FromStr for Sin {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::parse(s)
    }
}

impl TryFrom<&str> for Sin {
    type Error = ParseError;

    /// As [`Sin::parse`].
    ///
    /// ```
    /// use pin_runtime::Sin;
    ///
    /// assert_eq!(Sin::try_from("J")?, Sin::parse("J")?);
    /// assert!(Sin::try_from("J:").is_err());
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    fn try_from(s: &str) -> Result<Self, Self::Error> {
        Self::parse(s)
    }
}

impl TryFrom<&[u8]> for Sin {
    type Error = ParseError;

    /// As [`Sin::parse_bytes`].
    ///
    /// ```
    /// use pin_runtime::Sin;
    ///
    /// assert_eq!(Sin::try_from(&b"j"[..])?, Sin::parse("j")?);
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    fn try_from(bytes: &[u8]) -> Result<Self, Self::Error> {
        Self::parse_bytes(bytes)
    }
}
