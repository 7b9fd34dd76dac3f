//! `Epin`: a PIN identifier with an optional derivation marker,
//! `[-+]?[A-Za-z]\^?'?`.

use core::num::NonZeroU16;

use crate::attrs::Attrs;
use crate::error::Notation;
use crate::letter::Ascii;
use crate::piece::piece_api;
use crate::{ParseError, Pin, TryFromEpinError};

/// An EPIN piece identifier: a [`Pin`] and whether the piece is of *derived*
/// style (the trailing `'`), in two bytes.
///
/// ```text
/// epin ::= pin [ "'" ]      e.g. K  S'  +p'  K^'
/// ```
///
/// A native piece (no `'`) uses its own side's native style; a derived piece
/// uses the opposite side's. Every PIN token is a native EPIN token.
/// `size_of::<Epin>()` and `size_of::<Option<Epin>>()` are both 2, so an 8×8
/// board of `Option<Epin>` is 128 bytes.
///
/// `Epin` has every method of [`Pin`], acting on the PIN part and keeping the
/// derivation marker.
///
/// ```
/// use pin_runtime::{Epin, Pin};
///
/// let silver = Epin::parse("S'")?;
/// assert!(silver.is_derived());
/// assert_eq!(silver.pin(), Pin::parse("S")?);
/// assert_eq!(silver.enhanced().to_string(), "+S'");
/// assert_eq!(silver.native().to_string(), "S");
/// assert_eq!(format!("{silver:?}"), "Epin(\"S'\")");
/// # Ok::<(), pin_runtime::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Epin {
    /// The [`code`](Self::code): the cased letter's byte, the attribute
    /// byte above it. Never 0, as a letter's byte is not; so an empty
    /// square, `None`, is the two bytes 0 in an `Option<Epin>`, and a
    /// board of them can be read two bytes a square with no test.
    code: NonZeroU16,
}

/// The code of `A`: what [`Epin::of_valid_code`] would fall back on if
/// its code could be 0, which it cannot.
const CODE_A: NonZeroU16 = match NonZeroU16::new(b'A' as u16) {
    Some(code) => code,
    None => panic!("a letter's byte is not 0"),
};

impl PartialOrd for Epin {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Epin {
    /// By letter byte, then by attribute byte: the order of
    /// [`ALL`](Self::ALL).
    fn cmp(&self, other: &Self) -> core::cmp::Ordering {
        let key = |piece: &Self| piece.code.get().rotate_left(8);
        key(self).cmp(&key(other))
    }
}

impl Epin {
    /// Every EPIN token, 624 of them, in ascending order ([`Ord`]): by
    /// letter byte (`A` to `Z`, then `a` to `z`), then by code (normal, `+`,
    /// `-`, the same with `^`, then those six with `'`). A token's place
    /// here is its [`index`](Self::index).
    ///
    /// ```
    /// use pin_runtime::Epin;
    ///
    /// assert_eq!(Epin::ALL.len(), Epin::COUNT);
    /// assert_eq!(Epin::ALL[7].index(), 7);
    /// assert_eq!(Epin::ALL[6].to_string(), "A'");
    /// assert!(Epin::ALL.is_sorted());
    /// ```
    pub const ALL: [Self; Self::COUNT] = {
        let mut all = [Self::new(Pin::ALL[0], false); Self::COUNT];
        let mut n = 0;
        while n < Pin::ALL.len() * 2 {
            let pin = Pin::ALL[n / 12 * 6 + n % 6];
            all[n] = Self::new(pin, n % 12 >= 6);
            n += 1;
        }
        all
    };

    /// Builds an identifier from a [`Pin`] and its derivation flag.
    ///
    /// ```
    /// use pin_runtime::{Epin, Pin};
    ///
    /// let pawn = Pin::parse("p")?;
    /// assert_eq!(Epin::new(pawn, true).encode().as_str(), "p'");
    /// assert_eq!(Epin::new(pawn, false).encode().as_str(), "p");
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn new(pin: Pin, derived: bool) -> Self {
        let (ascii, attrs) = pin.parts();
        Self::raw(ascii, attrs.with_derived(derived))
    }

    /// An `Epin` of its two bytes, the cased letter and the attributes, as
    /// a scanner reads them (`Pin::from_parts` is its PIN twin).
    #[inline]
    pub(crate) const fn from_parts(ascii: Ascii, attrs: Attrs) -> Self {
        Self::raw(ascii, attrs)
    }

    /// An `Epin` of a cased letter and attributes.
    #[inline]
    const fn raw(ascii: Ascii, attrs: Attrs) -> Self {
        Self::of_valid_code(ascii.byte() as u16 | (attrs.bits() as u16) << 8)
    }

    /// The `Epin` of a code built from a valid one's bytes, whose letter
    /// byte, never 0, makes it not 0.
    #[inline]
    const fn of_valid_code(code: u16) -> Self {
        Self {
            code: match NonZeroU16::new(code) {
                Some(code) => code,
                None => CODE_A,
            },
        }
    }

    /// The cased letter.
    #[inline]
    const fn ascii(self) -> Ascii {
        Ascii::from_valid_byte(self.letter_byte())
    }

    /// The attributes.
    #[inline]
    const fn attrs(self) -> Attrs {
        Attrs::from_valid_bits(self.attribute_byte())
    }

    /// The cased letter's byte: the low byte of the code.
    #[inline]
    #[allow(clippy::cast_possible_truncation, reason = "the low byte")]
    pub(crate) const fn letter_byte(self) -> u8 {
        self.code.get() as u8
    }

    /// The attribute byte: the high byte of the code.
    #[inline]
    pub(crate) const fn attribute_byte(self) -> u8 {
        self.code.get().to_le_bytes()[1]
    }

    /// The same letter with the attribute bits `clear` cleared and `set`
    /// set (`set` within `clear`): bit operations on the code.
    #[inline]
    const fn with_attribute_bits(self, clear: u8, set: u8) -> Self {
        Self::of_valid_code((self.code.get() & !((clear as u16) << 8)) | (set as u16) << 8)
    }

    /// The same letter in the case of `side` (bit 5 of its byte set in
    /// lowercase), the same attributes.
    #[inline]
    const fn with_case(self, side: crate::Side) -> Self {
        let case = if side.is_second() { 0x20 } else { 0 };
        Self::of_valid_code((self.code.get() & !0x20) | case)
    }

    /// The [`code`](Self::code).
    #[inline]
    const fn bytes(self) -> u16 {
        self.code.get()
    }

    /// The [`code`](Self::code) of the piece on a square, 0 for an empty
    /// one: the square's two bytes, read without a test.
    #[inline]
    pub(crate) const fn code_or_zero(square: Option<Self>) -> u16 {
        match square {
            Some(piece) => piece.code.get(),
            None => 0,
        }
    }

    /// The two bytes: the cased letter and the attributes (`Pin::parts` is
    /// its PIN twin).
    #[cfg(feature = "bridge")]
    #[inline]
    pub(crate) const fn parts(self) -> (Ascii, Attrs) {
        (self.ascii(), self.attrs())
    }

    /// Whether an `Epin` can hold these attributes: all of them.
    const fn holds(_: Attrs) -> bool {
        true
    }

    /// Reads the longest EPIN token at the start of `input` and returns it
    /// with the rest of the input, after the token. The rest is not looked
    /// at, so a reader can read tokens written back to back, as in a FEEN
    /// board: the shape of every prefix reader of the crate, as
    /// [`chess::Fen::parse_prefix`](crate::chess::Fen::parse_prefix).
    ///
    /// # Errors
    ///
    /// Only when no token starts at the beginning of `input`: it is empty,
    /// starts with something other than a letter or `+`/`-`, or has a
    /// modifier not followed by a letter. The error quotes the input up to
    /// the offending byte.
    ///
    /// ```
    /// use pin_runtime::{Epin, ParseErrorKind};
    ///
    /// let (piece, rest) = Epin::parse_prefix_str("+K^'rnb")?;
    /// assert_eq!((piece, rest), (Epin::parse("+K^'")?, "rnb"));
    ///
    /// // The longest token: `K'` then `^` starts the next one (or is junk).
    /// let (piece, rest) = Epin::parse_prefix_str("K'^")?;
    /// assert_eq!((piece, rest), (Epin::parse("K'")?, "^"));
    ///
    /// let err = Epin::parse_prefix_str("+1").unwrap_err();
    /// assert_eq!((err.kind(), err.index()), (ParseErrorKind::ExpectedLetter, 1));
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    pub const fn parse_prefix_str(input: &str) -> Result<(Self, &str), ParseError> {
        match Self::parse_prefix_bytes(input.as_bytes()) {
            // A token is ASCII: the rest starts on a character boundary.
            Ok((piece, len)) => match input.split_at_checked(len) {
                Some((_, rest)) => Ok((piece, rest)),
                None => Ok((piece, "")),
            },
            Err(error) => Err(error),
        }
    }

    /// Reads the longest EPIN token at the start of `input` and returns it
    /// with its length in bytes, for readers of byte strings that keep
    /// their place as an index (as [`parse_bytes`](Self::parse_bytes) is
    /// [`parse`](Self::parse) on bytes). Bytes after the token are not
    /// looked at.
    ///
    /// # Errors
    ///
    /// Those of [`parse_prefix_str`](Self::parse_prefix_str).
    ///
    /// ```
    /// use pin_runtime::{Epin, ParseErrorKind};
    ///
    /// let (piece, len) = Epin::parse_prefix_bytes(b"+K^'rnb")?;
    /// assert_eq!((piece.to_string().as_str(), len), ("+K^'", 4));
    ///
    /// let err = Epin::parse_prefix_bytes(b"+1").unwrap_err();
    /// assert_eq!((err.kind(), err.index()), (ParseErrorKind::ExpectedLetter, 1));
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    pub const fn parse_prefix_bytes(input: &[u8]) -> Result<(Self, usize), ParseError> {
        match crate::parse::parse_prefix(input) {
            Ok(token) => Ok((Self::raw(token.ascii, token.attrs), token.len)),
            Err(error) => Err(error),
        }
    }

    /// Reads the longest EPIN token at the start of a byte string and
    /// returns it with its length in bytes: the same as
    /// [`parse_prefix_bytes`](Self::parse_prefix_bytes), under a name that
    /// does not say that it reads bytes, beside prefix readers of text that
    /// return the rest
    /// ([`chess::Fen::parse_prefix`](crate::chess::Fen::parse_prefix),
    /// [`parse_prefix_str`](Self::parse_prefix_str)).
    ///
    /// # Errors
    ///
    /// Those of [`parse_prefix_str`](Self::parse_prefix_str).
    ///
    /// ```
    /// # #![allow(deprecated)]
    /// use pin_runtime::Epin;
    ///
    /// assert_eq!(Epin::parse_prefix(b"K^'rnb"), Epin::parse_prefix_bytes(b"K^'rnb"));
    /// ```
    #[deprecated(
        note = "renamed `parse_prefix_bytes`; `parse_prefix_str` reads a `&str` and returns the rest"
    )]
    pub const fn parse_prefix(input: &[u8]) -> Result<(Self, usize), ParseError> {
        Self::parse_prefix_bytes(input)
    }

    /// Returns the PIN part: the token without its derivation marker.
    ///
    /// ```
    /// use pin_runtime::{Epin, Pin};
    ///
    /// assert_eq!(Epin::parse("+K^'")?.pin(), Pin::parse("+K^")?);
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn pin(self) -> Pin {
        Pin::from_parts(self.ascii(), self.attrs())
    }

    /// Returns `true` when the token ends with the derivation marker `'`:
    /// the piece uses the opposite side's native style.
    ///
    /// ```
    /// use pin_runtime::Epin;
    ///
    /// assert!(Epin::parse("S'")?.is_derived());
    /// assert!(!Epin::parse("S")?.is_derived());
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn is_derived(self) -> bool {
        self.attribute_byte() & crate::attrs::DERIVED != 0
    }

    /// Returns `true` when the token has no derivation marker: the piece
    /// uses its own side's native style.
    ///
    /// ```
    /// use pin_runtime::Epin;
    ///
    /// assert!(Epin::parse("S")?.is_native());
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn is_native(self) -> bool {
        !self.is_derived()
    }

    /// Returns a copy with another PIN part, keeping the derivation flag.
    ///
    /// ```
    /// use pin_runtime::{Epin, Pin};
    ///
    /// let piece = Epin::parse("S'")?;
    /// assert_eq!(piece.with_pin(Pin::parse("+G")?).encode().as_str(), "+G'");
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn with_pin(self, pin: Pin) -> Self {
        Self::new(pin, self.is_derived())
    }

    /// Returns a copy with the derivation marker set or cleared.
    ///
    /// ```
    /// use pin_runtime::Epin;
    ///
    /// assert_eq!(Epin::parse("K^")?.with_derived(true).encode().as_str(), "K^'");
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn with_derived(self, derived: bool) -> Self {
        let derived = if derived { crate::attrs::DERIVED } else { 0 };
        self.with_attribute_bits(crate::attrs::DERIVED, derived)
    }

    /// Returns a copy with the derivation marker: the piece takes the
    /// opposite side's native style.
    ///
    /// ```
    /// use pin_runtime::Epin;
    ///
    /// assert_eq!(Epin::parse("s")?.derived().encode().as_str(), "s'");
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn derived(self) -> Self {
        self.with_derived(true)
    }

    /// Returns a copy without the derivation marker: the piece takes its own
    /// side's native style.
    ///
    /// ```
    /// use pin_runtime::Epin;
    ///
    /// assert_eq!(Epin::parse("s'")?.native().encode().as_str(), "s");
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn native(self) -> Self {
        self.with_derived(false)
    }

    /// Returns `true` when both are derived or both are native.
    ///
    /// ```
    /// use pin_runtime::Epin;
    ///
    /// assert!(Epin::parse("S'")?.same_derivation(Epin::parse("p'")?));
    /// assert!(!Epin::parse("S'")?.same_derivation(Epin::parse("S")?));
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn same_derivation(self, other: Self) -> bool {
        self.is_derived() == other.is_derived()
    }
}

piece_api!(Epin, Notation::Epin, "EPIN", 624);

impl From<Pin> for Epin {
    /// The native `Epin` of a `Pin`: the same token.
    ///
    /// ```
    /// use pin_runtime::{Epin, Pin};
    ///
    /// let king = Pin::parse("K^")?;
    /// assert_eq!(Epin::from(king).encode(), king.encode());
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    fn from(pin: Pin) -> Self {
        Self::new(pin, false)
    }
}

impl Pin {
    /// Returns the PIN token of a native `Epin` (the same token), or `None`
    /// for a derived one, whose marker `'` a `Pin` cannot hold.
    ///
    /// [`Epin::pin`] drops the marker instead.
    ///
    /// ```
    /// use pin_runtime::{Epin, Pin};
    ///
    /// assert_eq!(Pin::from_epin(Epin::parse("+S")?), Some(Pin::parse("+S")?));
    /// assert_eq!(Pin::from_epin(Epin::parse("+S'")?), None);
    /// # Ok::<(), pin_runtime::ParseError>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn from_epin(epin: Epin) -> Option<Self> {
        if epin.is_derived() {
            None
        } else {
            Some(epin.pin())
        }
    }
}

impl TryFrom<Epin> for Pin {
    type Error = TryFromEpinError;

    /// The PIN token of a native `Epin`; an error for a derived one, rather
    /// than dropping its marker `'`.
    ///
    /// ```
    /// use pin_runtime::{Epin, Pin};
    ///
    /// assert_eq!(Pin::try_from(Epin::parse("K^")?)?, Pin::parse("K^")?);
    /// assert!(Pin::try_from(Epin::parse("K^'")?).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn try_from(epin: Epin) -> Result<Self, Self::Error> {
        Self::from_epin(epin).ok_or(TryFromEpinError::new(epin))
    }
}
