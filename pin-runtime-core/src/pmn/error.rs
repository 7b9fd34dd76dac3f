//! Why a string is not a PMN move, and where.

use core::fmt;

use super::MAX_LEN;
use crate::error::{Kept, MessageBuffer, write_found_at, write_quoted};
use crate::{CellErrorKind, ParseErrorKind};

/// What kind of mistake a [`PmnError`] reports.
///
/// The grammar is read in the order PMN fixes: the length, every byte,
/// then the form (`...`, a drop when a `*` or `.` is anywhere, a static
/// capture when a `+` leads, else a square and its operator), then squares,
/// pieces and suffixes left to right.
///
/// ```
/// use pin_runtime::{Pmn, PmnErrorKind};
///
/// let err = Pmn::parse("e2e4").unwrap_err();
/// assert_eq!((err.kind(), err.index()), (PmnErrorKind::ExpectedOperator, 2));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum PmnErrorKind {
    /// The input is empty.
    Empty,
    /// The input is longer than any move: 25 bytes
    /// (`iv256IV~iv256IU=+K^'/+K^'`). Checked before any byte is read.
    TooLong,
    /// A byte outside `!`…`~`: a space, a control character, or a byte
    /// that is not ASCII.
    InvalidByte,
    /// A square is not a CELL coordinate: the kind is the CELL reader's
    /// (`e0`, `E4`, `iw1`).
    Cell(CellErrorKind),
    /// A piece is not an EPIN token: the kind is the EPIN reader's (`+*e5`,
    /// or `=` with no piece after it).
    Piece(ParseErrorKind),
    /// No operator (`-`, `+`, `~`, `=`) follows the first square: `e2e4`.
    ExpectedOperator,
    /// Something other than `*` or `.` follows a drop's piece: `PP*e4`.
    ExpectedDropOperator,
    /// The destination of `-`, `+` or `~` is the origin: `e2-e2`.
    SameSquare,
    /// A captured piece (`/`) on a form that takes nothing: a move to an
    /// empty square (`-`), a drop (`*`) or a change in place (`=`).
    UnexpectedCaptured,
    /// An actor (`=`) on a static capture, where nothing moves: `+e4=Q`.
    UnexpectedActor,
    /// An actor (`=`) after the captured piece (`/`): `=` comes first.
    ActorAfterCaptured,
    /// A suffix given twice: `e7-e8=Q=R`, `d1+f3/p/p`, `e4=+P=Q`.
    RepeatedSuffix,
    /// Something follows the move where it should end: `e2-e4x`.
    ExpectedEnd,
}

/// The suffixes that could have come where a [`PmnErrorKind::ExpectedEnd`]
/// was found: bit 0 an actor (`=`), bit 1 a captured piece (`/`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Allowed(u8);

impl Allowed {
    pub(super) const NONE: Self = Self(0);
    pub(super) const ACTOR: Self = Self(1);
    pub(super) const CAPTURED: Self = Self(2);
    pub(super) const BOTH: Self = Self(3);

    pub(super) const fn actor(self) -> bool {
        self.0 & 1 != 0
    }

    pub(super) const fn captured(self) -> bool {
        self.0 & 2 != 0
    }

    pub(super) const fn without_actor(self) -> Self {
        Self(self.0 & 2)
    }

    /// What may come, as a message says it.
    const fn expected(self) -> &'static str {
        match self.0 {
            0 => "end of move",
            1 => "'=' or end of move",
            2 => "'/' or end of move",
            _ => "'=', '/' or end of move",
        }
    }
}

/// A string that is not a PMN move: the kind of mistake, its byte index
/// and, for the message, the input.
///
/// ```
/// use pin_runtime::Pmn;
///
/// let err = Pmn::parse("e2-e4/p").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid PMN move \"e2-e4/p\": expected no '/' on a move to an empty square ('-'), found '/' at byte 5",
/// );
/// assert_eq!(err.index(), 5);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct PmnError {
    kind: PmnErrorKind,
    index: u8,
    allowed: Allowed,
    /// The input's first bytes: all of it unless the input is too long.
    input: Kept<MAX_LEN>,
}

impl PmnError {
    /// Records the rejection of `input`.
    pub(super) const fn new(
        kind: PmnErrorKind,
        index: usize,
        allowed: Allowed,
        input: &[u8],
    ) -> Self {
        #[allow(clippy::cast_possible_truncation, reason = "at most MAX_LEN")]
        let index = index as u8;
        Self {
            kind,
            index,
            allowed,
            input: Kept::new(input),
        }
    }

    /// Returns the kind of mistake.
    ///
    /// ```
    /// use pin_runtime::{CellErrorKind, Pmn, PmnErrorKind};
    ///
    /// let err = Pmn::parse("e0-e4").unwrap_err();
    /// assert_eq!(err.kind(), PmnErrorKind::Cell(CellErrorKind::RankZero));
    /// ```
    #[must_use]
    pub const fn kind(&self) -> PmnErrorKind {
        self.kind
    }

    /// Returns the byte index of the mistake: the offending byte, or the
    /// input's length when it ended too early. For
    /// [`PmnErrorKind::TooLong`] it is 25, the first index past the longest
    /// move.
    ///
    /// ```
    /// use pin_runtime::Pmn;
    ///
    /// assert_eq!(Pmn::parse("e2-").unwrap_err().index(), 3);
    /// assert_eq!(Pmn::parse("e2-e2").unwrap_err().index(), 3);
    /// ```
    #[must_use]
    pub const fn index(&self) -> usize {
        self.index as usize
    }

    /// The input, when it was kept whole.
    fn input(&self) -> Option<&[u8]> {
        self.input.whole()
    }

    /// Writes the message.
    fn write_message(&self, out: &mut impl fmt::Write) -> fmt::Result {
        out.write_str("invalid PMN move")?;
        let Some(input) = self.input() else {
            self.input.write_cut(out)?;
            return write!(
                out,
                ": expected 1 to {MAX_LEN} bytes, found {} bytes",
                self.input.len()
            );
        };
        out.write_str(" \"")?;
        write_quoted(out, input)?;
        out.write_str("\": ")?;
        let index = self.index();
        let (before, after) = input.split_at_checked(index).unwrap_or((input, &[]));
        match self.kind {
            PmnErrorKind::Empty => {
                return write!(out, "expected 1 to {MAX_LEN} bytes, found an empty string");
            }
            PmnErrorKind::TooLong => {
                return write!(
                    out,
                    "expected 1 to {MAX_LEN} bytes, found {} bytes",
                    self.input.len()
                );
            }
            PmnErrorKind::InvalidByte => {
                out.write_str("expected a visible ASCII character ('!' to '~')")?;
            }
            PmnErrorKind::Cell(kind) => {
                if let Some(run) = write_cell_expected(out, kind, after)? {
                    return write!(out, ", found \"{run}\" at byte {index}");
                }
            }
            PmnErrorKind::Piece(kind) => write_piece_expected(out, kind, before)?,
            PmnErrorKind::ExpectedOperator => write!(
                out,
                "expected an operator ('-', '+', '~' or '=') after the square {}",
                text(before)
            )?,
            PmnErrorKind::ExpectedDropOperator => {
                write!(out, "expected '*' or '.' after the piece {}", text(before))?;
            }
            PmnErrorKind::SameSquare => {
                let len = after
                    .iter()
                    .take_while(|b| b.is_ascii_alphanumeric())
                    .count();
                let square = text(after.get(..len).unwrap_or_default());
                return write!(
                    out,
                    "expected a destination other than the origin {square}, \
                     found {square} at byte {index}"
                );
            }
            PmnErrorKind::UnexpectedCaptured => {
                let form = match input.iter().find(|b| matches!(b, b'-' | b'*' | b'=')) {
                    Some(b'-') => "a move to an empty square ('-')",
                    Some(b'*') => "a drop to an empty square ('*')",
                    _ => "a change in place ('=')",
                };
                write!(out, "expected no '/' on {form}")?;
            }
            PmnErrorKind::UnexpectedActor => {
                out.write_str("expected no '=' on a static capture, where nothing moves")?;
            }
            PmnErrorKind::ActorAfterCaptured => {
                out.write_str("expected end of move ('=' comes before '/')")?;
            }
            PmnErrorKind::RepeatedSuffix => {
                out.write_str("expected end of move (each suffix at most once)")?;
            }
            PmnErrorKind::ExpectedEnd => write!(out, "expected {}", self.allowed.expected())?,
        }
        out.write_str(", found ")?;
        if after.is_empty() {
            out.write_str("end of move")?;
        } else {
            write_found_at(out, after)?;
        }
        write!(out, " at byte {index}")
    }
}

/// Writes what a square needed, as the CELL reader says it. For a file,
/// rank or layer out of range, returns the run of characters found, which
/// the message names whole.
fn write_cell_expected<'a>(
    out: &mut impl fmt::Write,
    kind: CellErrorKind,
    after: &'a [u8],
) -> Result<Option<&'a str>, fmt::Error> {
    let run = |accept: fn(&u8) -> bool| {
        let len = after.iter().take_while(|b| accept(b)).count().min(3);
        text(after.get(..len).unwrap_or_default())
    };
    let expected = match kind {
        CellErrorKind::Empty | CellErrorKind::ExpectedFile => "a square: a file letter (a-z)",
        CellErrorKind::TooLong => "a square of at most 7 bytes",
        CellErrorKind::FileTooLarge => {
            out.write_str("expected a file from a to iv")?;
            return Ok(Some(run(u8::is_ascii_lowercase)));
        }
        CellErrorKind::ExpectedRankOrEnd => "a rank (1-256) after the file",
        CellErrorKind::RankZero => "a rank from 1",
        CellErrorKind::LeadingZero => "a rank without leading zeros",
        CellErrorKind::RankTooLarge => {
            out.write_str("expected a rank from 1 to 256")?;
            return Ok(Some(run(u8::is_ascii_digit)));
        }
        CellErrorKind::ExpectedLayerOrEnd => "a layer letter (A-Z) after the rank",
        CellErrorKind::LayerTooLarge => {
            out.write_str("expected a layer from A to IV")?;
            return Ok(Some(run(u8::is_ascii_uppercase)));
        }
        CellErrorKind::ExpectedEnd => "the end of the square after its layer",
    };
    write!(out, "expected {expected}")?;
    Ok(None)
}

/// Writes what a piece needed, as the EPIN reader says it.
fn write_piece_expected(
    out: &mut impl fmt::Write,
    kind: ParseErrorKind,
    before: &[u8],
) -> fmt::Result {
    match kind {
        ParseErrorKind::ExpectedLetter => {
            let modifier = before.last().copied().map_or('+', char::from);
            write!(
                out,
                "expected a letter after the state modifier {modifier:?}"
            )
        }
        _ => out.write_str("expected a piece: a letter or a state modifier ('+' or '-')"),
    }
}

/// Part of an input known to be visible ASCII.
fn text(bytes: &[u8]) -> &str {
    core::str::from_utf8(bytes).unwrap_or_default()
}

impl fmt::Display for PmnError {
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

impl fmt::Debug for PmnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PmnError")
            .field("kind", &self.kind)
            .field("index", &self.index())
            .finish_non_exhaustive()
    }
}

impl core::error::Error for PmnError {}
