//! `Qpi`: a piece qualified by its style, `C:K^`.

use core::fmt;

use crate::error::Notation;
use crate::letter::Ascii;
use crate::{Epin, Letter, ParseError, Pin, Side, Sin};

/// A QPI qualified piece identifier: a style letter and a PIN token, written
/// `W:K^`. Both letters name the same side, so they share a case (`w:k^`,
/// never `W:k^`). Three bytes.
///
/// ```text
/// qpi ::= sin ":" pin      e.g. W:K^  j:+r  C:P
/// ```
///
/// ```
/// use pin_runtime::{Pin, Qpi, Sin};
///
/// let king: Qpi = "W:K^".parse()?;
/// assert_eq!(king.sin(), Sin::parse("W")?);
/// assert_eq!(king.pin(), Pin::parse("K^")?);
/// assert_eq!(king.flipped().to_string(), "w:k^");
/// # Ok::<(), pin_runtime::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Qpi {
    style: Letter,
    pin: Pin,
}

impl Qpi {
    /// Builds a qualified piece from a style letter and a piece; the style
    /// takes the piece's side.
    ///
    /// ```
    /// use pin_runtime::{Letter, Pin, Qpi};
    ///
    /// assert_eq!(Qpi::new(Letter::J, Pin::parse("+p")?).to_string(), "j:+p");
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn new(style: Letter, pin: Pin) -> Self {
        Self { style, pin }
    }

    /// Parses a QPI token.
    ///
    /// # Errors
    ///
    /// A [`ParseError`]: for example `"WK"` (no colon), `"W:k"` (the cases
    /// differ), `"W:K+"` (a bad PIN part), `""`.
    ///
    /// ```
    /// use pin_runtime::Qpi;
    ///
    /// assert!(Qpi::parse("j:+r").is_ok());
    /// assert_eq!(
    ///     Qpi::parse("W:k").unwrap_err().to_string(),
    ///     "invalid QPI token \"W:k\": expected an uppercase piece letter, like the style letter 'W', \
    ///      found 'k' at byte 2",
    /// );
    /// ```
    pub const fn parse(input: &str) -> Result<Self, ParseError> {
        Self::parse_bytes(input.as_bytes())
    }

    /// Parses a QPI token from bytes; see [`parse`](Self::parse).
    ///
    /// # Errors
    ///
    /// As [`parse`](Self::parse).
    ///
    /// ```
    /// use pin_runtime::Qpi;
    ///
    /// assert_eq!(Qpi::parse_bytes(b"W:K^")?, Qpi::parse("W:K^")?);
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    pub const fn parse_bytes(input: &[u8]) -> Result<Self, ParseError> {
        if let [style, b':', pin @ ..] = input {
            if let (Some(style), Ok(pin)) = (Ascii::from_byte(*style), Pin::parse_bytes(pin)) {
                if style.side().is_first() == pin.is_first() {
                    return Ok(Self::new(style.letter(), pin));
                }
            }
        }
        Err(ParseError::new(Notation::Qpi, input))
    }

    /// Returns `true` when the input is one QPI token.
    ///
    /// ```
    /// use pin_runtime::Qpi;
    ///
    /// assert!(Qpi::is_valid("C:P"));
    /// assert!(!Qpi::is_valid("C:p"));
    /// ```
    #[must_use]
    pub const fn is_valid(input: &str) -> bool {
        Self::parse(input).is_ok()
    }

    /// Returns the stable integer code of this value: the piece's
    /// [`Pin::code`] in bits 0–15 and the style letter's ASCII byte, in the
    /// piece's case, in bits 16–23.
    ///
    /// ```
    /// use pin_runtime::Qpi;
    ///
    /// assert_eq!(Qpi::parse("W:K^")?.code(), 0x0057_044B);
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn code(self) -> u32 {
        self.pin.code() as u32 | (self.sin().code() as u32) << 16
    }

    /// Returns the value whose [`code`](Self::code) this is, or `None` for
    /// every integer `code` never returns.
    ///
    /// ```
    /// use pin_runtime::Qpi;
    ///
    /// assert_eq!(Qpi::from_code(0x0057_044B), Some(Qpi::parse("W:K^")?));
    /// assert_eq!(Qpi::from_code(0x0077_044B), None); // 'w' with 'K'
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn from_code(code: u32) -> Option<Self> {
        let [low, high, style, rest] = code.to_le_bytes();
        match (
            Pin::from_code(u16::from_le_bytes([low, high])),
            Sin::from_code(style),
        ) {
            (Some(pin), Some(sin)) if rest == 0 && sin.side().is_first() == pin.is_first() => {
                Some(Self::new(sin.letter(), pin))
            }
            _ => None,
        }
    }

    /// Returns the style identifier, in the piece's case.
    ///
    /// ```
    /// use pin_runtime::{Qpi, Sin};
    ///
    /// assert_eq!(Qpi::parse("j:+r")?.sin(), Sin::parse("j")?);
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn sin(self) -> Sin {
        Sin::new(self.style, self.pin.side())
    }

    /// Returns the style letter, case-folded: `sin().letter()`.
    ///
    /// Elsewhere a style is a [`Sin`], in its side's case
    /// ([`Position::style`](crate::Position::style),
    /// [`Feen::style`](crate::Feen::style)); a `Qpi`'s is [`sin`](Self::sin).
    ///
    /// ```
    /// # #![allow(deprecated)]
    /// use pin_runtime::{Letter, Qpi};
    ///
    /// let qpi = Qpi::parse("j:+r")?;
    /// assert_eq!(qpi.style(), Letter::J);
    /// assert_eq!(qpi.style(), qpi.sin().letter());
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[deprecated(
        note = "a style is a `Sin` elsewhere (`Position::style`): use `sin()`, or `sin().letter()` for this letter"
    )]
    #[must_use]
    pub const fn style(self) -> Letter {
        self.style
    }

    /// Returns the piece.
    ///
    /// ```
    /// use pin_runtime::{Pin, Qpi};
    ///
    /// assert_eq!(Qpi::parse("j:+r")?.pin(), Pin::parse("+r")?);
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn pin(self) -> Pin {
        self.pin
    }

    /// Returns the side of both the style and the piece.
    ///
    /// ```
    /// use pin_runtime::{Qpi, Side};
    ///
    /// assert_eq!(Qpi::parse("j:+r")?.side(), Side::Second);
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn side(self) -> Side {
        self.pin.side()
    }

    /// Returns the same piece and style on the other side.
    ///
    /// ```
    /// use pin_runtime::Qpi;
    ///
    /// assert_eq!(Qpi::parse("W:+K^")?.flipped(), Qpi::parse("w:+k^")?);
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn flipped(self) -> Self {
        Self::new(self.style, self.pin.flipped())
    }

    /// Returns the EPIN token of this piece in a match whose first and
    /// second sides play the native styles `first` and `second` (only their
    /// letters matter): native when the style is its own side's, derived
    /// when it is the other side's, `None` when it is neither.
    ///
    /// When both sides play the same style both tokens would fit, and the
    /// native one is returned.
    ///
    /// ```
    /// use pin_runtime::{Epin, Qpi, Sin};
    ///
    /// // Chess for the first side, shogi for the second.
    /// let (chess, shogi) = (Sin::parse("W")?, Sin::parse("J")?);
    /// let epin = |qpi: &str| Qpi::parse(qpi).map(|qpi| qpi.to_epin(chess, shogi));
    /// assert_eq!(epin("J:P")?, Some(Epin::parse("P'")?));
    /// assert_eq!(epin("w:p")?, Some(Epin::parse("p'")?));
    /// assert_eq!(epin("C:P")?, None); // xiangqi plays on neither side
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn to_epin(self, first: Sin, second: Sin) -> Option<Epin> {
        let (own, other) = match self.side() {
            Side::First => (first.letter(), second.letter()),
            Side::Second => (second.letter(), first.letter()),
        };
        if self.style as u8 == own as u8 {
            Some(Epin::new(self.pin, false))
        } else if self.style as u8 == other as u8 {
            Some(Epin::new(self.pin, true))
        } else {
            None
        }
    }
}

impl Epin {
    /// Returns this piece qualified with its style, in a match whose first
    /// and second sides play the native styles `first` and `second` (only
    /// their letters matter, not their case): a native piece takes its own
    /// side's style, a derived piece the other side's. The style is written
    /// in the piece's case.
    ///
    /// ```
    /// use pin_runtime::{Epin, Sin};
    ///
    /// // Chess for the first side, shogi for the second.
    /// let (chess, shogi) = (Sin::parse("W")?, Sin::parse("J")?);
    /// let qualify = |epin: &str| Epin::parse(epin).map(|epin| epin.qualify(chess, shogi));
    /// assert_eq!(qualify("P")?.to_string(), "W:P");
    /// assert_eq!(qualify("P'")?.to_string(), "J:P");
    /// assert_eq!(qualify("p")?.to_string(), "j:p");
    /// assert_eq!(qualify("p'")?.to_string(), "w:p");
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    pub const fn qualify(self, first: Sin, second: Sin) -> Qpi {
        // A native first-side piece and a derived second-side piece play
        // the first side's style.
        let style = match (self.side(), self.is_derived()) {
            (Side::First, false) | (Side::Second, true) => first.letter(),
            (Side::First, true) | (Side::Second, false) => second.letter(),
        };
        Qpi::new(style, self.pin())
    }
}

impl Qpi {
    /// Hands the token, such as `C:K^`, written in a buffer on the stack,
    /// to `f`.
    pub(crate) fn with_str<R>(self, f: impl FnOnce(&str) -> R) -> R {
        let pin = self.pin.encode();
        let mut bytes = [0; Notation::Qpi.max_len()];
        bytes[0] = self.sin().ascii().byte();
        bytes[1] = b':';
        let mut len = 2;
        for &byte in pin.as_bytes() {
            if let Some(slot) = bytes.get_mut(len) {
                *slot = byte;
                len += 1;
            }
        }
        let text = bytes.get(..len).unwrap_or_default();
        f(core::str::from_utf8(text).unwrap_or_default())
    }
}

impl fmt::Display for Qpi {
    /// Writes the token, such as `C:K^`, honouring width and alignment.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.with_str(|token| f.pad(token))
    }
}

impl fmt::Debug for Qpi {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Qpi(\"{self}\")")
    }
}

impl core::str::FromStr for Qpi {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::parse(s)
    }
}

impl TryFrom<&str> for Qpi {
    type Error = ParseError;

    /// As [`Qpi::parse`].
    ///
    /// ```
    /// use pin_runtime::Qpi;
    ///
    /// assert_eq!(Qpi::try_from("J:+R")?, Qpi::parse("J:+R")?);
    /// assert!(Qpi::try_from("J:+r").is_err());
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    fn try_from(s: &str) -> Result<Self, Self::Error> {
        Self::parse(s)
    }
}

impl TryFrom<&[u8]> for Qpi {
    type Error = ParseError;

    /// As [`Qpi::parse_bytes`].
    ///
    /// ```
    /// use pin_runtime::Qpi;
    ///
    /// assert_eq!(Qpi::try_from(&b"w:k^"[..])?, Qpi::parse("w:k^")?);
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    fn try_from(bytes: &[u8]) -> Result<Self, Self::Error> {
        Self::parse_bytes(bytes)
    }
}
