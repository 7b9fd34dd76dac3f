//! `SanError`: a string that is not a SAN move, its kinds and their words.

use core::fmt;

use super::san::MAX_LEN;
use crate::error::{Rejected, Rest, ShortError, ShortKind, Words};

/// What kind of mistake a [`SanError`] reports.
///
/// ```
/// use pin_runtime::chess::{San, SanErrorKind};
///
/// assert_eq!(San::parse("Nf3!").unwrap_err().kind(), SanErrorKind::Annotation);
/// assert_eq!(San::parse("e8=").unwrap_err().kind(), SanErrorKind::ExpectedPromotion);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SanErrorKind {
    /// The input is empty.
    Empty,
    /// The input is longer than any move (9 bytes, `Qa1xb2=Q+`).
    TooLong,
    /// The first byte starts no move: not a piece letter, a square, `x`,
    /// castling (`O`, `0`), a drop (`@`) or a null move (`--`, `Z0`).
    ExpectedMove,
    /// A square (its file `a`–`h`) is expected: after a piece letter, an
    /// origin rank, `x`, `-` or `@`.
    ExpectedSquare,
    /// A file is not followed by a rank `1`–`8`.
    ExpectedRank,
    /// `=` is not followed by the piece to promote to (`Q`, `R`, `B`, `N`).
    ExpectedPromotion,
    /// Something other than `+` or `#` follows a whole move.
    ExpectedCheck,
    /// Something follows a check mark or a null move.
    ExpectedEnd,
    /// An annotation (`!`, `?`) follows the move: SAN carries none.
    Annotation,
    /// Castling is not `O-O` or `O-O-O` (`0-0` or `0-0-0`).
    ExpectedCastling,
    /// A null move is not `--`, `Z0`, `0000` or `@@@@`.
    ExpectedNull,
    /// A letter that only names a piece to drop (`P`, or lowercase) is not
    /// followed by `@`.
    ExpectedAt,
}

/// A string that is not a SAN move: the kind of mistake, its byte index
/// and, for the message, the input (its first 9 bytes and its length); the
/// [`ShortError`](crate::ShortError) of SAN, whose accessors it has.
///
/// The index is that of the first byte no SAN move continues with, or the
/// input's length when it ended too early. For [`SanErrorKind::TooLong`]
/// it is 9, the first index past the longest move.
///
/// ```
/// use pin_runtime::chess::{San, SanErrorKind};
///
/// let err = San::parse("Nf3!").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid SAN move \"Nf3!\": expected no annotation after the move, found '!' at byte 3",
/// );
/// assert_eq!(
///     San::parse("Ng9").unwrap_err().to_string(),
///     "invalid SAN move \"Ng9\": expected a rank (1-8), found '9' at byte 2",
/// );
/// assert_eq!(San::parse("e8=").unwrap_err().index(), 3);
/// assert_eq!(San::parse("Nf3 e5 Nc3").unwrap_err().kind(), SanErrorKind::TooLong);
/// ```
///
/// # Accessors
///
/// [`kind`](ShortError::kind) gives the kind of mistake.
///
/// ```
/// use pin_runtime::chess::{San, SanErrorKind};
///
/// assert_eq!(San::parse("o-o").unwrap_err().kind(), SanErrorKind::ExpectedMove);
/// ```
///
/// [`index`](ShortError::index) gives the byte index of the mistake: the
/// first byte no SAN move continues with, or the input's length when it
/// ended too early. For [`SanErrorKind::TooLong`] it is 9, the first index
/// past the longest move.
///
/// ```
/// use pin_runtime::chess::San;
///
/// assert_eq!(San::parse("Nxf").unwrap_err().index(), 3);
/// assert_eq!(San::parse("O-O-O-O").unwrap_err().index(), 5);
/// assert_eq!(San::parse("Qa1xb2=Q+!").unwrap_err().index(), 9);
/// ```
pub type SanError = ShortError<SanErrorKind, 9>;

impl ShortKind for SanErrorKind {}

impl Words for SanErrorKind {
    const ERROR: &'static str = "SanError";
    const NOTATION: &'static str = "SAN";
    const THING: &'static str = "move";
    const LENGTHS: &'static str = "2 to 9 bytes";
    const MAX_LEN: usize = MAX_LEN;

    fn write_expected(
        self,
        rejected: &Rejected<'_>,
        out: &mut impl fmt::Write,
    ) -> Result<Rest, fmt::Error> {
        let first = rejected.input().first().copied().unwrap_or_default();
        match self {
            Self::Empty | Self::TooLong => return Ok(Rest::Length),
            Self::ExpectedMove => out.write_str(
                "expected a piece letter (N, B, R, Q, K), a square (a1-h8), castling (O-O) \
                 or a drop (@)",
            )?,
            Self::ExpectedSquare => out.write_str("expected a square (a1-h8)")?,
            Self::ExpectedRank => out.write_str("expected a rank (1-8)")?,
            Self::ExpectedPromotion => {
                out.write_str("expected the piece to promote to (Q, R, B, N)")?;
            }
            Self::ExpectedCheck => {
                out.write_str("expected a check (+), mate (#) or end of move")?;
            }
            Self::ExpectedEnd => out.write_str("expected end of move")?,
            Self::Annotation => out.write_str("expected no annotation after the move")?,
            Self::ExpectedCastling if first == b'0' && rejected.index() == 1 => {
                out.write_str("expected castling 0-0 or 0-0-0, or the null move 0000")?;
            }
            Self::ExpectedCastling => {
                let c = char::from(first);
                write!(out, "expected castling {c}-{c} or {c}-{c}-{c}")?;
            }
            Self::ExpectedNull => {
                let null = match first {
                    b'Z' => "Z0",
                    b'0' => "0000",
                    b'@' => "@@@@",
                    _ => "--",
                };
                write!(out, "expected the null move {null}")?;
            }
            Self::ExpectedAt => {
                let piece = char::from(first);
                write!(out, "expected '@' after the piece to drop {piece:?}")?;
                if first.eq_ignore_ascii_case(&b'P') {
                    out.write_str(" (a pawn's move names no piece)")?;
                } else if first.is_ascii_lowercase() {
                    out.write_str(" (a piece that moves is named in uppercase)")?;
                }
            }
        }
        Ok(Rest::Found)
    }
}
