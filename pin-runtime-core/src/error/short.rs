//! The one error of the short notations, CELL, PMN and the engines' moves
//! ([`ShortError`]): a kind of mistake, its byte index and the input it
//! keeps ([`Kept`]), with the accessors, the messages' frame, `Display` and
//! `Debug` written once. Each notation gives its kind enum and, through
//! [`Words`], its name and the words of each kind.

use core::fmt;

use super::{MessageBuffer, write_found_at, write_quoted};

/// A string that is not a coordinate or a move of a short notation: the
/// kind of mistake `K`, the notation's own enum, its byte index and, for
/// the message, the input's first `N` bytes (all of it unless it is
/// longer than any coordinate or move) and its length.
///
/// Each notation names its error: [`CellError`](crate::CellError) is
/// `ShortError<CellErrorKind, 7>`, [`PmnError`](crate::PmnError) is
/// `ShortError<PmnErrorKind, 25>`, and the engines' moves have theirs in
/// their games' modules (`chess::UciError`, `shogi::UsiError`,
/// `xiangqi::UcciError`). Sixteen bytes for a coordinate or an engine's
/// move, 36 for PMN, `Copy`; two errors are equal when they have the same
/// kind, index and input.
///
/// The message names the notation, quotes the input (or gives the first
/// bytes of an input too long to keep whole and its length), then says
/// what was expected and what was found, and where:
///
/// ```
/// use pin_runtime::{Cell, CellErrorKind, Pmn, PmnErrorKind};
///
/// let err = Cell::parse("e0").unwrap_err();
/// assert_eq!((err.kind(), err.index()), (CellErrorKind::RankZero, 1));
/// assert_eq!(
///     err.to_string(),
///     "invalid CELL coordinate \"e0\": expected a rank from 1, found '0' at byte 1",
/// );
/// assert_eq!(format!("{err:?}"), "CellError { kind: RankZero, index: 1, .. }");
///
/// let err = Pmn::parse("e2-e4/p/p").unwrap_err();
/// assert_eq!((err.kind(), err.index()), (PmnErrorKind::UnexpectedCaptured, 5));
/// assert_eq!(
///     Pmn::parse("e2-e4e2-e4e2-e4e2-e4e2-e4e").unwrap_err().to_string(),
///     "invalid PMN move \"e2-e4e2-e4e2-e4e2-e4e2-e4…\": expected 1 to 25 bytes, found 26 bytes",
/// );
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ShortError<K, const N: usize> {
    kind: K,
    index: u8,
    /// The input's first bytes: all of it unless the input is too long.
    input: Kept<N>,
}

/// The kind of mistake of a short notation's error: the `K` of
/// [`ShortError`], implemented by [`CellErrorKind`](crate::CellErrorKind),
/// [`PmnErrorKind`](crate::PmnErrorKind) and the kinds of the engines'
/// moves (`chess::UciErrorKind`, `shogi::UsiErrorKind`,
/// `xiangqi::UcciErrorKind`), so that code can take any of their errors.
///
/// Sealed: its supertrait, which holds each notation's words, is private,
/// so no other type implements it.
///
/// ```
/// use pin_runtime::{Cell, Pmn, ShortError, ShortKind};
///
/// /// Where the mistake is, as an editor underlines it.
/// fn caret<K: ShortKind, const N: usize>(error: &ShortError<K, N>) -> String {
///     format!("{}^", " ".repeat(error.index()))
/// }
///
/// assert_eq!(caret(&Cell::parse("e04").unwrap_err()), " ^");
/// assert_eq!(caret(&Pmn::parse("e2-e2").unwrap_err()), "   ^");
/// ```
pub trait ShortKind: Words {}

/// What a short notation says in its errors' messages: implemented by each
/// notation's kind enum, read by [`ShortError`]'s `Display` and `Debug`.
/// The trait methods are called there only: a `const fn` cannot call them,
/// but it can read the constants.
pub trait Words: Copy + fmt::Debug {
    /// The error type's name, which `Debug` writes: `"CellError"`.
    const ERROR: &'static str;
    /// The notation's name, which a message starts with after `invalid`:
    /// `"CELL"`, `"UCI"`.
    const NOTATION: &'static str;
    /// What a text of the notation is: `"coordinate"`, `"move"`; a
    /// message names it after the notation and at the end of the input
    /// (`found end of move`).
    const THING: &'static str;
    /// The lengths of the notation's texts, as a message expects them:
    /// `"1 to 7 bytes"`, `"4 or 5 bytes"`.
    const LENGTHS: &'static str;
    /// The longest text, in bytes: an error keeps at least that many of
    /// its input, so that it quotes every input but one refused by its
    /// length alone.
    const MAX_LEN: usize;

    /// Writes what was expected (`expected a rank from 1`), or the whole
    /// rest of the message, for a mistake of this kind in `rejected`, and
    /// says what is left to write.
    ///
    /// # Errors
    ///
    /// When `out` fails.
    fn write_expected(
        self,
        rejected: &Rejected<'_>,
        out: &mut impl fmt::Write,
    ) -> Result<Rest, fmt::Error>;
}

/// An input kept whole and where its mistake is, for a notation's words.
#[derive(Clone, Copy, Debug)]
pub struct Rejected<'a> {
    input: &'a [u8],
    index: usize,
}

impl<'a> Rejected<'a> {
    /// The input.
    pub(crate) const fn input(&self) -> &'a [u8] {
        self.input
    }

    /// The byte index of the mistake.
    pub(crate) const fn index(&self) -> usize {
        self.index
    }

    /// The input before the mistake (all of it when the mistake is past
    /// its end).
    pub(crate) fn before(&self) -> &'a [u8] {
        self.input.get(..self.index).unwrap_or(self.input)
    }

    /// The input from the mistake on.
    pub(crate) fn after(&self) -> &'a [u8] {
        self.input.get(self.index..).unwrap_or_default()
    }

    /// Writes the whole rest of the message of a move whose destination
    /// is its origin, the square `origin` of the input.
    pub(crate) fn write_same_square(
        &self,
        out: &mut impl fmt::Write,
        origin: &[u8],
    ) -> Result<Rest, fmt::Error> {
        let square = ascii(origin);
        write!(
            out,
            "expected a destination other than the origin {square}, \
             found {square} at byte {}",
            self.index
        )?;
        Ok(Rest::Nothing)
    }
}

/// What is left of a message once a notation's words are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rest {
    /// The mistake is the input's length, and the words wrote nothing:
    /// the lengths expected and the length found (`expected 4 or 5 bytes,
    /// found 6 bytes`).
    Length,
    /// What was found at the mistake and where (`, found '0' at byte 1`),
    /// after the words of what was expected.
    Found,
    /// Nothing: the words wrote the whole message.
    Nothing,
}

/// Part of an input known to be ASCII letters, digits or visible
/// characters, as text.
pub(crate) fn ascii(bytes: &[u8]) -> &str {
    core::str::from_utf8(bytes).unwrap_or_default()
}

impl<K: ShortKind, const N: usize> ShortError<K, N> {
    /// Records the rejection of `input`: a mistake of kind `kind` at byte
    /// `index`.
    pub(crate) const fn new(kind: K, index: usize, input: &[u8]) -> Self {
        const {
            assert!(N >= K::MAX_LEN, "an error keeps the longest text whole");
            assert!(K::MAX_LEN <= u8::MAX as usize, "an index fits a byte");
        }
        #[allow(
            clippy::cast_possible_truncation,
            reason = "at most the longest text, which fits a byte"
        )]
        let index = index as u8;
        Self {
            kind,
            index,
            input: Kept::new(input),
        }
    }

    /// Returns the kind of mistake.
    ///
    /// ```
    /// use pin_runtime::{Cell, CellErrorKind, Pmn, PmnErrorKind};
    ///
    /// assert_eq!(Cell::parse("4e").unwrap_err().kind(), CellErrorKind::ExpectedFile);
    /// assert_eq!(Pmn::parse("e2e4").unwrap_err().kind(), PmnErrorKind::ExpectedOperator);
    /// ```
    #[must_use]
    pub const fn kind(&self) -> K {
        self.kind
    }

    /// Returns the byte index of the mistake: the offending byte, or the
    /// input's length when it ended too early. An input longer than any of
    /// the notation is refused by its length alone, at the first index
    /// past the longest: 7 for CELL, 25 for PMN, 5 for UCI and USI, 4 for
    /// UCCI.
    ///
    /// ```
    /// use pin_runtime::{Cell, Pmn};
    ///
    /// assert_eq!(Cell::parse("e4a").unwrap_err().index(), 2);
    /// assert_eq!(Cell::parse("a1A1a1A1").unwrap_err().index(), 7);
    /// assert_eq!(Pmn::parse("e2-").unwrap_err().index(), 3);
    /// ```
    #[must_use]
    pub const fn index(&self) -> usize {
        self.index as usize
    }

    /// Writes the message.
    fn write_message(&self, out: &mut impl fmt::Write) -> fmt::Result {
        // Written piece by piece: a message is written in about a thousand
        // instructions, and each `write!` costs a few hundred.
        out.write_str("invalid ")?;
        out.write_str(K::NOTATION)?;
        out.write_char(' ')?;
        out.write_str(K::THING)?;
        let Some(input) = self.input.whole() else {
            self.input.write_cut(out)?;
            out.write_str(": ")?;
            return self.write_length(out);
        };
        out.write_str(" \"")?;
        write_quoted(out, input)?;
        out.write_str("\": ")?;
        let rejected = Rejected {
            input,
            index: self.index(),
        };
        match self.kind.write_expected(&rejected, out)? {
            Rest::Length => self.write_length(out),
            Rest::Found => {
                out.write_str(", found ")?;
                let after = rejected.after();
                if after.is_empty() {
                    out.write_str("end of ")?;
                    out.write_str(K::THING)?;
                } else {
                    write_found_at(out, after)?;
                }
                write!(out, " at byte {}", rejected.index)
            }
            Rest::Nothing => Ok(()),
        }
    }

    /// Writes the lengths of the notation's inputs and the input's:
    /// `expected 1 to 7 bytes, found an empty string`.
    fn write_length(&self, out: &mut impl fmt::Write) -> fmt::Result {
        out.write_str("expected ")?;
        out.write_str(K::LENGTHS)?;
        match self.input.len() {
            0 => out.write_str(", found an empty string"),
            len => write!(out, ", found {len} bytes"),
        }
    }
}

impl<K: ShortKind, const N: usize> fmt::Display for ShortError<K, N> {
    /// Writes the message, honouring width and alignment.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buffer = MessageBuffer::new();
        if self.write_message(&mut buffer).is_ok() {
            f.pad(buffer.as_str())
        } else {
            self.write_message(f)
        }
    }
}

impl<K: ShortKind, const N: usize> fmt::Debug for ShortError<K, N> {
    /// Writes the error's type, kind and index:
    /// `CellError { kind: RankZero, index: 1, .. }`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct(K::ERROR)
            .field("kind", &self.kind)
            .field("index", &self.index())
            .finish_non_exhaustive()
    }
}

impl<K: ShortKind, const N: usize> core::error::Error for ShortError<K, N> {}

/// The first `N` bytes of a rejected input and its length, for an error
/// to quote the input (when it was kept whole) or give its length.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Kept<const N: usize> {
    /// The input's first bytes, zero after them.
    bytes: [u8; N],
    /// The input's length, saturating at `u32::MAX`.
    len: u32,
}

impl<const N: usize> Kept<N> {
    /// Keeps the first `N` bytes of `input` and its length.
    const fn new(input: &[u8]) -> Self {
        let mut bytes = [0; N];
        let mut i = 0;
        while i < input.len() && i < N {
            bytes[i] = input[i];
            i += 1;
        }
        #[allow(clippy::cast_possible_truncation, reason = "saturated just before")]
        let len = if input.len() > u32::MAX as usize {
            u32::MAX
        } else {
            input.len() as u32
        };
        Self { bytes, len }
    }

    /// The input's length in bytes, saturating at `u32::MAX`.
    const fn len(&self) -> u32 {
        self.len
    }

    /// The input, when it was kept whole.
    fn whole(&self) -> Option<&[u8]> {
        self.bytes.get(..self.len as usize)
    }

    /// Writes the kept bytes of an input too long to keep whole, quoted and
    /// followed by `…` (` "e2e4e…"`), cut before a character the kept
    /// bytes end inside.
    fn write_cut(&self, out: &mut impl fmt::Write) -> fmt::Result {
        let kept: &[u8] = &self.bytes;
        let kept = match core::str::from_utf8(kept) {
            Err(error) if error.error_len().is_none() => {
                kept.get(..error.valid_up_to()).unwrap_or(kept)
            }
            _ => kept,
        };
        out.write_str(" \"")?;
        write_quoted(out, kept)?;
        out.write_str("…\"")
    }
}
