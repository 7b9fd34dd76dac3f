//! Why a token (PIN, EPIN, SIN, QPI) was rejected, and where.

use core::fmt;

use super::{MessageBuffer, write_found_at, write_quoted};

/// The notation a token was read as; it names the token in messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Notation {
    Pin = 0,
    Epin = 1,
    Sin = 2,
    Qpi = 3,
}

impl Notation {
    /// The longest token of the notation, in bytes.
    pub(crate) const fn max_len(self) -> usize {
        match self {
            Self::Sin => 1,
            Self::Pin => 3,
            Self::Epin => 4,
            Self::Qpi => 5,
        }
    }

    const fn name(self) -> &'static str {
        match self {
            Self::Pin => "PIN",
            Self::Epin => "EPIN",
            Self::Sin => "SIN",
            Self::Qpi => "QPI",
        }
    }

    /// The notation of a code from `as u8`.
    const fn from_code(code: u8) -> Self {
        match code {
            0 => Self::Pin,
            1 => Self::Epin,
            2 => Self::Sin,
            _ => Self::Qpi,
        }
    }

    /// The lengths a token may have, as messages say them.
    const fn lengths(self) -> &'static str {
        match self {
            Self::Sin => "1 byte",
            Self::Pin => "1 to 3 bytes",
            Self::Epin => "1 to 4 bytes",
            Self::Qpi => "3 to 5 bytes",
        }
    }
}

/// What kind of mistake a [`ParseError`] reports.
///
/// The grammar is read left to right; each kind names the place in the token
/// where reading stopped and so what was expected there.
///
/// ```
/// use pin_runtime::{ParseErrorKind, Pin};
///
/// let err = Pin::parse("K+").unwrap_err();
/// assert_eq!(err.kind(), ParseErrorKind::UnexpectedAfterLetter);
/// assert_eq!(err.index(), 1);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// The input is empty.
    Empty,
    /// The input is longer than any token (3 bytes for PIN, 4 for EPIN). The
    /// length is checked before any byte is read; the error then names a
    /// character of several bytes (`"ｗ"` for SIN, `"K♔"` for PIN) as the
    /// one character it is, and reports too long only an input of more
    /// characters than that, or of more than 5 bytes.
    TooLong,
    /// The first byte is neither a letter nor a state modifier (`+`, `-`).
    ExpectedLetterOrModifier,
    /// The byte after the state modifier is not a letter, or is missing.
    ExpectedLetter,
    /// A byte follows the letter that may not follow it: only `^` (and, in
    /// EPIN, `'`) may.
    UnexpectedAfterLetter,
    /// A byte follows the terminal marker `^`: nothing may (in EPIN, only `'`).
    UnexpectedAfterTerminal,
    /// A byte follows the derivation marker `'`, which must come last.
    UnexpectedAfterDerivation,
    /// The style letter of a SIN or QPI token is missing or not a letter.
    ExpectedStyleLetter,
    /// The `:` between the style and the piece of a QPI token is missing.
    ExpectedColon,
    /// The piece letter of a QPI token is not in the style letter's case:
    /// both name the same side.
    CaseMismatch,
}

/// A token that is not valid PIN, EPIN, SIN or QPI, with the kind of
/// mistake and the byte index at which it was found.
///
/// Its message says what was expected, what was found and where:
///
/// ```
/// use pin_runtime::{Epin, Pin};
///
/// assert_eq!(
///     Pin::parse("K+").unwrap_err().to_string(),
///     "invalid PIN token \"K+\": expected '^' or end of token after the letter 'K', found '+' at byte 1",
/// );
/// assert_eq!(
///     Epin::parse("K'^").unwrap_err().to_string(),
///     "invalid EPIN token \"K'^\": expected end of token after the derivation marker '\\'', found '^' at byte 2",
/// );
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[repr(C)]
pub struct ParseError {
    /// Bits 0–55 of everything kept of the rejected input, one word in
    /// little-endian order (see [`packed`](Self::packed)): its bytes in
    /// bits 0–39 when it has at most [`STORED`] (5) (else its length,
    /// saturating at `u32::MAX`, in bits 0–31), its length in bits 40–47
    /// ([`LONG`] when longer) and the notation in bits 48–55.
    low: [u8; 7],
    /// Bit 56 of the word: [`PREFIX`].
    origin: Origin,
}

/// The last byte of a [`ParseError`]'s word, an enum of two values so that
/// the other 254 are free: `Result<Pin, ParseError>` keeps its variant
/// there and is one word, returned in a register, stored with one write.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u8)]
enum Origin {
    /// The input was read as a whole token.
    Whole = 0,
    /// The input was read as a token at the start of a longer text.
    Prefix = 1,
}

/// The most bytes of a rejected input an error keeps: as many as the
/// longest token of any notation (QPI's), so every input a notation may
/// accept is kept whole.
const STORED: usize = Notation::Qpi.max_len();

/// The length field of an error whose input is longer than [`STORED`]
/// bytes: its length is then in the low bits.
const LONG: u64 = STORED as u64 + 1;

/// The flag of an error found while reading a token at the start of a
/// longer text: the bytes kept are those read, up to and including the
/// character that stopped the reading, and no length rule applies.
const PREFIX: u64 = 1 << 56;

// A rejected input keeps only what it takes to find the mistake again: the
// kind and index are worked out when asked for, so rejecting costs about as
// much as accepting. One word, built from the loads the parser already made
// and an `or`; `Result<Pin, ParseError>` is one word too (see [`Origin`]).
impl ParseError {
    /// Records the rejection of `input`, which must not be one token of
    /// `notation`.
    #[inline]
    pub(crate) const fn new(notation: Notation, input: &[u8]) -> Self {
        let (word, len) = Self::load(input);
        Self::from_word(word, len, notation)
    }

    /// Loads an input as a word and a length field: its bytes and length
    /// when it has at most 5, else its length (saturating) and [`LONG`].
    #[inline]
    pub(crate) const fn load(input: &[u8]) -> (u64, u64) {
        match *input {
            [] => (0, 0),
            [b0] => (b0 as u64, 1),
            [b0, b1] => (u16::from_le_bytes([b0, b1]) as u64, 2),
            [b0, b1, b2] => (u32::from_le_bytes([b0, b1, b2, 0]) as u64, 3),
            [b0, b1, b2, b3] => (u32::from_le_bytes([b0, b1, b2, b3]) as u64, 4),
            [b0, b1, b2, b3, b4] => (u64::from_le_bytes([b0, b1, b2, b3, b4, 0, 0, 0]), 5),
            [_, _, _, _, _, _, ..] => {
                let len = if input.len() > u32::MAX as usize {
                    u32::MAX as u64
                } else {
                    input.len() as u64
                };
                (len, LONG)
            }
        }
    }

    /// Records a rejection from what [`load`](Self::load) gave.
    #[inline]
    pub(crate) const fn from_word(word: u64, len: u64, notation: Notation) -> Self {
        Self::from_packed(word | len << 40 | (notation as u64) << 48)
    }

    /// The error of a word laid out as [`packed`](Self::packed) says.
    #[inline]
    const fn from_packed(packed: u64) -> Self {
        let [b0, b1, b2, b3, b4, b5, b6, b7] = packed.to_le_bytes();
        Self {
            low: [b0, b1, b2, b3, b4, b5, b6],
            origin: if b7 == 0 {
                Origin::Whole
            } else {
                Origin::Prefix
            },
        }
    }

    /// Everything kept of the rejected input, in one word: its bytes in
    /// bits 0–39 when it has at most [`STORED`] (5) (else its length,
    /// saturating at `u32::MAX`, in bits 0–31), its length in bits 40–47
    /// ([`LONG`] when longer), the notation in bits 48–55 and [`PREFIX`] in
    /// bit 56.
    #[inline]
    const fn packed(self) -> u64 {
        let [b0, b1, b2, b3, b4, b5, b6] = self.low;
        u64::from_le_bytes([b0, b1, b2, b3, b4, b5, b6, self.origin as u8])
    }

    /// Records an EPIN token that could not be read at the start of a longer
    /// text: `read` is the text up to and including the character that
    /// stopped the reading (at most 5 bytes: a modifier and a character of
    /// up to 4).
    pub(crate) const fn prefix(read: &[u8]) -> Self {
        let (word, len) = Self::load(read);
        Self::from_packed(Self::from_word(word, len, Notation::Epin).packed() | PREFIX)
    }

    /// The notation the input was read as.
    const fn notation(self) -> Notation {
        Notation::from_code(self.packed().to_le_bytes()[6])
    }

    /// The length field: the input's length, or [`LONG`].
    const fn len_field(self) -> u8 {
        self.packed().to_le_bytes()[5]
    }

    /// The input's bytes as stored: the whole input when it has at most
    /// [`STORED`].
    const fn stored(self) -> [u8; STORED] {
        let [b0, b1, b2, b3, b4, ..] = self.packed().to_le_bytes();
        [b0, b1, b2, b3, b4]
    }

    /// The whole input out of `bytes` (from [`stored`](Self::stored)), when
    /// it has at most [`STORED`] bytes.
    const fn head(self, bytes: &[u8; STORED]) -> Option<&[u8]> {
        match bytes.split_at_checked(self.len_field() as usize) {
            Some((head, _)) => Some(head),
            None => None,
        }
    }

    /// The kind of mistake and its byte index.
    const fn mistake(self) -> (ParseErrorKind, usize) {
        match self.head(&self.stored()) {
            Some(head) if self.packed() & PREFIX != 0 => crate::parse::prefix_mistake(head),
            Some(head) => crate::parse::mistake(head, self.notation()),
            None => (ParseErrorKind::TooLong, self.notation().max_len()),
        }
    }

    /// Returns the kind of mistake.
    ///
    /// ```
    /// use pin_runtime::{ParseErrorKind, Pin};
    ///
    /// assert_eq!(Pin::parse("").unwrap_err().kind(), ParseErrorKind::Empty);
    /// assert_eq!(Pin::parse("KING").unwrap_err().kind(), ParseErrorKind::TooLong);
    /// ```
    #[must_use]
    pub const fn kind(&self) -> ParseErrorKind {
        self.mistake().0
    }

    /// Returns the byte index at which the mistake was found.
    ///
    /// It is the index of the offending byte, or the input's length when the
    /// token ended too early. For [`ParseErrorKind::TooLong`] it is the first
    /// index past the longest token.
    ///
    /// ```
    /// use pin_runtime::Pin;
    ///
    /// assert_eq!(Pin::parse("+").unwrap_err().index(), 1);
    /// assert_eq!(Pin::parse("+K^x").unwrap_err().index(), 3);
    /// ```
    #[must_use]
    pub const fn index(&self) -> usize {
        self.mistake().1
    }

    /// Returns the offending byte, or `None` when the mistake is a missing
    /// byte, an empty input or an over-long one.
    ///
    /// ```
    /// use pin_runtime::Pin;
    ///
    /// assert_eq!(Pin::parse("K+").unwrap_err().found(), Some(b'+'));
    /// assert_eq!(Pin::parse("+").unwrap_err().found(), None);
    /// ```
    #[must_use]
    pub const fn found(&self) -> Option<u8> {
        match (self.kind(), self.head(&self.stored())) {
            (ParseErrorKind::Empty | ParseErrorKind::TooLong, _) | (_, None) => None,
            (_, Some(head)) => match head.split_at_checked(self.index()) {
                Some((_, [found, ..])) => Some(*found),
                _ => None,
            },
        }
    }

    /// Returns the length in bytes of the rejected input (saturating at
    /// `u32::MAX`).
    ///
    /// ```
    /// use pin_runtime::Pin;
    ///
    /// assert_eq!(Pin::parse("KNIGHT").unwrap_err().input_len(), 6);
    /// ```
    #[must_use]
    pub const fn input_len(&self) -> usize {
        let [b0, b1, b2, b3, ..] = self.packed().to_le_bytes();
        if self.len_field() as u64 == LONG {
            u32::from_le_bytes([b0, b1, b2, b3]) as usize
        } else {
            self.len_field() as usize
        }
    }

    /// Writes the message, without its closing ` at byte N` when
    /// `with_index` is false (inside a position, whose error gives the
    /// index); `Display` pads it.
    pub(crate) fn write_message(self, out: &mut impl fmt::Write, with_index: bool) -> fmt::Result {
        let bytes = self.stored();
        let (kind, index) = self.mistake();
        Rejection {
            notation: self.notation(),
            input: self.head(&bytes),
            len: self.input_len(),
            kind,
            index,
        }
        .write(out, with_index)
    }
}

/// What a token's message is written from: the whole rejected input when
/// it is known (quoted when it has at most [`STORED`] bytes), its length,
/// and the mistake.
#[derive(Clone, Copy)]
struct Rejection<'a> {
    notation: Notation,
    input: Option<&'a [u8]>,
    len: usize,
    kind: ParseErrorKind,
    index: usize,
}

impl Rejection<'_> {
    /// Writes the message, without its closing ` at byte N` when
    /// `with_index` is false.
    fn write(self, out: &mut impl fmt::Write, with_index: bool) -> fmt::Result {
        let Self {
            notation,
            input,
            len,
            kind,
            index,
        } = self;
        write!(out, "invalid {} token", notation.name())?;
        if let Some(quoted) = input.filter(|input| input.len() <= STORED) {
            out.write_str(" \"")?;
            write_quoted(out, quoted)?;
            out.write_str("\"")?;
        }
        let lengths = notation.lengths();
        let expected = match kind {
            ParseErrorKind::Empty => {
                return write!(out, ": expected {lengths}, found an empty string");
            }
            ParseErrorKind::TooLong => {
                return write!(out, ": expected {lengths}, found {len} bytes");
            }
            ParseErrorKind::ExpectedLetterOrModifier => "a letter or a state modifier ('+' or '-')",
            ParseErrorKind::ExpectedLetter => "a letter after the state modifier",
            ParseErrorKind::UnexpectedAfterLetter => match notation {
                Notation::Epin => "'^', '\\'' or end of token after the letter",
                _ => "'^' or end of token after the letter",
            },
            ParseErrorKind::UnexpectedAfterTerminal => match notation {
                Notation::Epin => "'\\'' or end of token after the terminal marker '^'",
                _ => "end of token after the terminal marker '^'",
            },
            ParseErrorKind::UnexpectedAfterDerivation => {
                "end of token after the derivation marker '\\''"
            }
            ParseErrorKind::ExpectedStyleLetter => "a style letter (A-Z or a-z)",
            ParseErrorKind::ExpectedColon => "':' after the style letter",
            ParseErrorKind::CaseMismatch => match input {
                Some([style, ..]) if style.is_ascii_uppercase() => {
                    "an uppercase piece letter, like the style letter"
                }
                _ => "a lowercase piece letter, like the style letter",
            },
        };
        write!(out, ": expected {expected}")?;
        // Name the letter or modifier the expectation is about.
        let about = match kind {
            ParseErrorKind::ExpectedLetter | ParseErrorKind::UnexpectedAfterLetter => {
                index.wrapping_sub(1)
            }
            ParseErrorKind::CaseMismatch => 0,
            _ => usize::MAX,
        };
        if let Some(&byte) = input.and_then(|input| input.get(about)) {
            write!(out, " {:?}", char::from(byte))?;
        }
        out.write_str(", found ")?;
        match input.and_then(|input| input.get(index..)) {
            Some(found @ [_, ..]) => write_found_at(out, found)?,
            _ => out.write_str("end of token")?,
        }
        if with_index {
            write!(out, " at byte {index}")?;
        }
        Ok(())
    }
}

/// A token's [`ParseError`] located in its whole input: what the literal
/// macros (`pin!`, `epin!`, `sin!`, `qpi!`, the derive's attributes) report.
///
/// The runtime's error keeps at most 5 bytes of its input, so it rejects an
/// input longer than any token by its length alone (`KNIGHT`: expected 1 to
/// 3 bytes, found 6). Given the input back, this one reads it with the same
/// scanner to the first byte that cannot belong to the token, and names it
/// in the same words (after the letter `K`, found `N` at byte 1). On every
/// other input it says what the runtime's error says.
#[derive(Clone, Copy, Debug)]
pub struct LocatedParseError<'a> {
    notation: Notation,
    input: &'a [u8],
    kind: ParseErrorKind,
    index: usize,
}

impl<'a> LocatedParseError<'a> {
    /// Locates `error`, the error of reading `input` as one whole token.
    #[must_use]
    pub const fn new(error: ParseError, input: &'a [u8]) -> Self {
        let notation = error.notation();
        let (kind, index) = crate::parse::located_mistake(input, notation);
        Self {
            notation,
            input,
            kind,
            index,
        }
    }

    /// Returns the kind of mistake.
    #[must_use]
    pub const fn kind(&self) -> ParseErrorKind {
        self.kind
    }

    /// Returns the byte index at which the mistake was found.
    #[must_use]
    pub const fn index(&self) -> usize {
        self.index
    }
}

impl fmt::Display for LocatedParseError<'_> {
    /// Writes the message, as a compile error shows it: whole, without
    /// padding.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Rejection {
            notation: self.notation,
            input: Some(self.input),
            len: self.input.len(),
            kind: self.kind,
            index: self.index,
        }
        .write(f, true)
    }
}

impl fmt::Display for ParseError {
    /// Writes the message, honouring width and alignment.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buffer = MessageBuffer::new();
        if self.write_message(&mut buffer, true).is_ok() {
            f.pad(buffer.as_str())
        } else {
            self.write_message(f, true)
        }
    }
}

impl fmt::Debug for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buffer = MessageBuffer::new();
        let message = match self.write_message(&mut buffer, true) {
            Ok(()) => buffer.as_str(),
            Err(_) => "",
        };
        f.debug_struct("ParseError")
            .field("kind", &self.kind())
            .field("index", &self.index())
            .field("message", &message)
            .finish()
    }
}

impl core::error::Error for ParseError {}
