//! Why an EPD line could not be read.

use core::fmt;

use super::{MAX_OPCODE_LEN, MAX_OPERATIONS};

use crate::chess::FenError;
use crate::error::{write_found, write_found_or_end};

/// What kind of mistake an [`EpdError`] reports.
///
/// An EPD line is read left to right and the first mistake is reported:
/// in the four fields, a [`FenError`]; in the operations, one of the other
/// kinds. Characters are those of the input.
///
/// ```
/// use pin_runtime::chess::{Epd, EpdErrorKind};
///
/// let err = Epd::parse("4k3/8/8/8/8/8/8/4K3 w - - bm Kd2").unwrap_err();
/// assert_eq!(err.kind(), EpdErrorKind::ExpectedSeparator { found: None });
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum EpdErrorKind {
    /// A mistake in the four fields, which are a FEN's first four.
    Fen(FenError),
    /// The en-passant field is followed by neither the end of the input
    /// nor a space and the operations.
    ExpectedOperations {
        /// The character found.
        found: char,
    },
    /// The four fields are followed by a FEN's clocks, which EPD writes as
    /// the operations `hmvc` and `fmvn`.
    Clocks,
    /// An operation does not start with an opcode: a letter.
    ExpectedOpcode {
        /// The character found instead, `None` at the end of the input.
        found: Option<char>,
    },
    /// An opcode longer than [`Epd::MAX_OPCODE_LEN`](super::Epd::MAX_OPCODE_LEN)
    /// characters.
    OpcodeTooLong,
    /// An opcode given twice in the line.
    RepeatedOpcode {
        /// The byte index of its first use.
        first: usize,
    },
    /// More than [`Epd::MAX_OPERATIONS`](super::Epd::MAX_OPERATIONS)
    /// operations.
    TooManyOperations,
    /// An opcode or an operand is followed by neither a space and another
    /// operand nor `;`.
    ExpectedSeparator {
        /// The character found instead, `None` at the end of the input.
        found: Option<char>,
    },
    /// A string follows a word among an operation's operands: a string is
    /// its operation's only operand.
    StringAfterWords,
    /// A string is followed by something other than `;`: a string is its
    /// operation's only operand.
    ExpectedSemicolon {
        /// The character found instead, `None` at the end of the input.
        found: Option<char>,
    },
    /// A space is not followed by an operand: a word or a string in
    /// quotes.
    ExpectedOperand {
        /// The character found instead, `None` at the end of the input.
        found: Option<char>,
    },
    /// A control character (a tab, a line feed, …) in a string, where it
    /// is written escaped.
    StringChar {
        /// The character found.
        found: char,
    },
    /// A `\` in a string is not followed by `"`, `\`, `t`, `r` or `n`.
    Escape {
        /// The character found instead, `None` at the end of the input.
        found: Option<char>,
    },
    /// A string is not closed.
    UnclosedString {
        /// The byte index of its opening `"`.
        start: usize,
    },
    /// The `;` that ends an operation is followed by neither the end of
    /// the input nor a space and the next operation.
    ExpectedNextOperation {
        /// The character found.
        found: char,
    },
}

/// The opcode of the operation a mistake is in, kept in the error (an
/// opcode has at most [`MAX_OPCODE_LEN`] ASCII characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Opcode {
    bytes: [u8; MAX_OPCODE_LEN],
    len: u8,
}

impl Opcode {
    const NONE: Self = Self {
        bytes: [0; MAX_OPCODE_LEN],
        len: 0,
    };

    /// The opcode at the start of `bytes`, cut at [`MAX_OPCODE_LEN`].
    #[allow(clippy::cast_possible_truncation, reason = "at most 15")]
    const fn new(opcode: &[u8]) -> Self {
        let mut copy = Self::NONE;
        while (copy.len as usize) < opcode.len() && (copy.len as usize) < MAX_OPCODE_LEN {
            copy.bytes[copy.len as usize] = opcode[copy.len as usize];
            copy.len += 1;
        }
        copy
    }

    fn as_str(&self) -> Option<&str> {
        let bytes = self.bytes.get(..usize::from(self.len))?;
        if bytes.is_empty() {
            None
        } else {
            core::str::from_utf8(bytes).ok()
        }
    }
}

/// An EPD line that could not be read: the kind of mistake, its byte
/// index and, in an operation, its opcode.
///
/// A mistake in the four fields is the [`FenError`] the FEN reader gives,
/// with its message; in the operations, the message says where, what was
/// expected and what was found:
///
/// ```
/// use pin_runtime::chess::Epd;
///
/// let err = Epd::parse(r#"4k3/8/8/8/8/8/8/4K3 w - - bm Kd2; id "a\b";"#).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     r#"invalid EPD at byte 40 (operation 'id'): expected an escape (\" \\ \t \r \n) after '\', found 'b'"#,
/// );
/// assert_eq!((err.index(), err.opcode()), (40, Some("id")));
///
/// let err = Epd::parse("4k3/8/8/8/8/8/8/4K3 w - - 3 bm Kd2;").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid EPD at byte 26: expected an opcode after the four fields, found the clocks \
///      of a FEN (EPD writes them as the operations hmvc and fmvn)",
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EpdError {
    kind: EpdErrorKind,
    index: usize,
    opcode: Opcode,
}

impl EpdError {
    /// An error at `index`, outside an operation.
    pub(super) const fn new(kind: EpdErrorKind, index: usize) -> Self {
        Self {
            kind,
            index,
            opcode: Opcode::NONE,
        }
    }

    /// An error at `index` in the operation of `opcode`.
    pub(super) const fn in_operation(kind: EpdErrorKind, index: usize, opcode: &[u8]) -> Self {
        Self {
            kind,
            index,
            opcode: Opcode::new(opcode),
        }
    }

    /// A mistake in the four fields.
    pub(super) const fn fen(error: FenError) -> Self {
        Self::new(EpdErrorKind::Fen(error), error.index())
    }

    /// Returns the kind of mistake.
    ///
    /// ```
    /// use pin_runtime::chess::{Epd, EpdErrorKind};
    ///
    /// let err = Epd::parse("4k3/8/8/8/8/8/8/4K3 w - - id 1; id 2;").unwrap_err();
    /// assert_eq!(err.kind(), EpdErrorKind::RepeatedOpcode { first: 26 });
    /// ```
    #[must_use]
    pub const fn kind(&self) -> EpdErrorKind {
        self.kind
    }

    /// Returns the byte index of the mistake in the input.
    ///
    /// ```
    /// use pin_runtime::chess::Epd;
    ///
    /// let err = Epd::parse("4k3/8/8/8/8/8/8/4K3 w - - id 1; id 2;").unwrap_err();
    /// assert_eq!(err.index(), 32);
    /// ```
    #[must_use]
    pub const fn index(&self) -> usize {
        self.index
    }

    /// Returns the opcode of the operation the mistake is in, or `None`
    /// when it is not in one (or is in the opcode itself).
    ///
    /// ```
    /// use pin_runtime::chess::Epd;
    ///
    /// let err = Epd::parse("4k3/8/8/8/8/8/8/4K3 w - - bm Kd2 ;").unwrap_err();
    /// assert_eq!(err.opcode(), Some("bm"));
    /// let err = Epd::parse("4k3/8/8/8/8/8/8/4K3 w - - 2bm Kd2;").unwrap_err();
    /// assert_eq!(err.opcode(), None);
    /// ```
    #[must_use]
    pub fn opcode(&self) -> Option<&str> {
        self.opcode.as_str()
    }

    /// Writes what was expected and what was found.
    fn write_mistake(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            EpdErrorKind::Fen(error) => write!(f, "{error}"),
            EpdErrorKind::ExpectedOperations { found } => {
                f.write_str(
                    "expected ' ' and the operations, or the end of the input, after the \
                     en-passant field, found ",
                )?;
                write_found(f, found)
            }
            EpdErrorKind::Clocks => f.write_str(
                "expected an opcode after the four fields, found the clocks of a FEN \
                 (EPD writes them as the operations hmvc and fmvn)",
            ),
            EpdErrorKind::ExpectedOpcode { found } => {
                f.write_str("expected an opcode (a letter, then letters, digits or '_'), found ")?;
                write_found_or_end(f, found)
            }
            EpdErrorKind::OpcodeTooLong => write!(
                f,
                "expected an opcode of at most {MAX_OPCODE_LEN} characters, found more"
            ),
            EpdErrorKind::RepeatedOpcode { first } => write!(
                f,
                "expected each opcode once, found '{}' again (first at byte {first})",
                self.opcode().unwrap_or_default()
            ),
            EpdErrorKind::TooManyOperations => write!(
                f,
                "expected at most {MAX_OPERATIONS} operations, found more"
            ),
            EpdErrorKind::ExpectedSeparator { found } => {
                f.write_str("expected ' ' and an operand, or ';' to end the operation, found ")?;
                write_found_or_end(f, found)
            }
            EpdErrorKind::StringAfterWords => f.write_str(
                "expected a word (a string is its operation's only operand), found '\"'",
            ),
            EpdErrorKind::ExpectedSemicolon { found } => {
                f.write_str("expected ';' after a string, its operation's only operand, found ")?;
                write_found_or_end(f, found)
            }
            EpdErrorKind::ExpectedOperand { found } => {
                f.write_str("expected an operand (a word, or a string in quotes), found ")?;
                write_found_or_end(f, found)
            }
            EpdErrorKind::StringChar { found } => {
                f.write_str(
                    "expected a printing character in the string (control characters are \
                     escaped: \\t \\r \\n), found ",
                )?;
                write_found(f, found)
            }
            EpdErrorKind::Escape { found } => {
                f.write_str(r#"expected an escape (\" \\ \t \r \n) after '\', found "#)?;
                write_found_or_end(f, found)
            }
            EpdErrorKind::UnclosedString { start } => write!(
                f,
                "expected '\"' to close the string opened at byte {start}, found end of input"
            ),
            EpdErrorKind::ExpectedNextOperation { found } => {
                f.write_str(
                    "expected ' ' and the next operation, or the end of the input, after ';', \
                     found ",
                )?;
                write_found(f, found)
            }
        }
    }
}

impl fmt::Display for EpdError {
    /// Writes the [`FenError`]'s message for a mistake in the four fields;
    /// `invalid EPD at byte 40 (operation 'id'): …` in an operation,
    /// `invalid EPD at byte 26 (opcode): …` about an opcode, `invalid EPD
    /// at byte 26: …` elsewhere.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.kind, self.opcode()) {
            (EpdErrorKind::Fen(_), _) => {}
            (
                EpdErrorKind::ExpectedOpcode { .. }
                | EpdErrorKind::OpcodeTooLong
                | EpdErrorKind::RepeatedOpcode { .. },
                _,
            ) => {
                write!(f, "invalid EPD at byte {} (opcode): ", self.index)?;
            }
            (_, None) => {
                write!(f, "invalid EPD at byte {}: ", self.index)?;
            }
            (_, Some(opcode)) => {
                write!(
                    f,
                    "invalid EPD at byte {} (operation '{opcode}'): ",
                    self.index
                )?;
            }
        }
        self.write_mistake(f)
    }
}

impl core::error::Error for EpdError {}
