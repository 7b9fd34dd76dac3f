//! Why a string is not a PMN move, and where.

use core::fmt;

use super::MAX_LEN;
use super::read::read;
use crate::error::{Rejected, Rest, ShortError, ShortKind, Words, ascii};
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
/// and, for the message, the input (its first 25 bytes and its length);
/// the [`ShortError`] of PMN, whose accessors it has.
///
/// The index is that of the offending byte, or the input's length when it
/// ended too early. For [`PmnErrorKind::TooLong`] it is 25, the first
/// index past the longest move.
///
/// ```
/// use pin_runtime::{CellErrorKind, Pmn, PmnErrorKind};
///
/// let err = Pmn::parse("e2-e4/p").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid PMN move \"e2-e4/p\": expected no '/' on a move to an empty square ('-'), found '/' at byte 5",
/// );
/// assert_eq!(err.index(), 5);
///
/// let err = Pmn::parse("e0-e4").unwrap_err();
/// assert_eq!(err.kind(), PmnErrorKind::Cell(CellErrorKind::RankZero));
/// assert_eq!(Pmn::parse("e2-").unwrap_err().index(), 3);
/// assert_eq!(Pmn::parse("e2-e2").unwrap_err().index(), 3);
/// ```
///
/// # Accessors
///
/// [`kind`](ShortError::kind) gives the kind of mistake.
///
/// ```
/// use pin_runtime::{CellErrorKind, Pmn, PmnErrorKind};
///
/// let err = Pmn::parse("e0-e4").unwrap_err();
/// assert_eq!(err.kind(), PmnErrorKind::Cell(CellErrorKind::RankZero));
/// ```
///
/// [`index`](ShortError::index) gives the byte index of the mistake: the
/// offending byte, or the input's length when it ended too early. For
/// [`PmnErrorKind::TooLong`] it is 25, the first index past the longest
/// move.
///
/// ```
/// use pin_runtime::Pmn;
///
/// assert_eq!(Pmn::parse("e2-").unwrap_err().index(), 3);
/// assert_eq!(Pmn::parse("e2-e2").unwrap_err().index(), 3);
/// ```
pub type PmnError = ShortError<PmnErrorKind, 25>;

impl ShortKind for PmnErrorKind {}

impl Words for PmnErrorKind {
    const ERROR: &'static str = "PmnError";
    const NOTATION: &'static str = "PMN";
    const THING: &'static str = "move";
    const LENGTHS: &'static str = "1 to 25 bytes";
    const MAX_LEN: usize = MAX_LEN;

    fn write_expected(
        self,
        rejected: &Rejected<'_>,
        out: &mut impl fmt::Write,
    ) -> Result<Rest, fmt::Error> {
        let (input, index) = (rejected.input(), rejected.index());
        let (before, after) = (rejected.before(), rejected.after());
        match self {
            Self::Empty | Self::TooLong => return Ok(Rest::Length),
            Self::InvalidByte => {
                out.write_str("expected a visible ASCII character ('!' to '~')")?;
            }
            Self::Cell(kind) => {
                if let Some(run) = write_cell_expected(out, kind, after)? {
                    write!(out, ", found \"{run}\" at byte {index}")?;
                    return Ok(Rest::Nothing);
                }
            }
            Self::Piece(kind) => write_piece_expected(out, kind, before)?,
            Self::ExpectedOperator => write!(
                out,
                "expected an operator ('-', '+', '~' or '=') after the square {}",
                ascii(before)
            )?,
            Self::ExpectedDropOperator => {
                write!(out, "expected '*' or '.' after the piece {}", ascii(before))?;
            }
            Self::SameSquare => {
                let len = after
                    .iter()
                    .take_while(|b| b.is_ascii_alphanumeric())
                    .count();
                return rejected.write_same_square(out, after.get(..len).unwrap_or_default());
            }
            Self::UnexpectedCaptured => {
                let form = match input.iter().find(|b| matches!(b, b'-' | b'*' | b'=')) {
                    Some(b'-') => "a move to an empty square ('-')",
                    Some(b'*') => "a drop to an empty square ('*')",
                    _ => "a change in place ('=')",
                };
                write!(out, "expected no '/' on {form}")?;
            }
            Self::UnexpectedActor => {
                out.write_str("expected no '=' on a static capture, where nothing moves")?;
            }
            Self::ActorAfterCaptured => {
                out.write_str("expected end of move ('=' comes before '/')")?;
            }
            Self::RepeatedSuffix => {
                out.write_str("expected end of move (each suffix at most once)")?;
            }
            Self::ExpectedEnd => {
                // What could have come is found again, as the reader found
                // it: the error keeps no more than the input.
                let allowed = match read(input) {
                    Err((_, _, allowed)) => allowed,
                    Ok(_) => Allowed::NONE,
                };
                write!(out, "expected {}", allowed.expected())?;
            }
        }
        Ok(Rest::Found)
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
        ascii(after.get(..len).unwrap_or_default())
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
