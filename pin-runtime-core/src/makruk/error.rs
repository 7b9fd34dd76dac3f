//! Why a makruk FEN was rejected, and where; why a position cannot be
//! written as makruk FEN.

use core::fmt;

use super::{MAX_LEN, RANKS};
use crate::error::{BridgeKind, ReadError, write_found, write_found_or_end};
use crate::{Cell, Epin, Side, Sin};

/// The field of a makruk FEN a mistake is in.
///
/// ```
/// use pin_runtime::makruk::{Fen, Field};
///
/// let err = Fen::parse("4k3/8/8/8/8/8/8/3K4 w K - 0 1").unwrap_err();
/// assert_eq!(err.field(), Some(Field::Flags));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Field {
    /// The first field: the board, rank by rank.
    Board,
    /// The second field: `w` (white) or `b` (black).
    Side,
    /// The third field, chess's castling rights: always `-` in makruk.
    Flags,
    /// The fourth field: the counting limit, or `-` when not counting.
    Counting,
    /// The fifth field when not counting: the halfmove clock.
    HalfmoveClock,
    /// The fifth field while counting: the counting ply.
    CountingPly,
    /// The sixth field: the fullmove number.
    FullmoveNumber,
}

impl Field {
    /// Returns the field's name as messages write it: `"board"`, `"side to
    /// move"`, `"flags"`, `"counting"`, `"halfmove clock"`, `"counting
    /// ply"` or `"fullmove number"`.
    ///
    /// ```
    /// use pin_runtime::makruk::Field;
    ///
    /// assert_eq!(Field::CountingPly.name(), "counting ply");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Board => "board",
            Self::Side => "side to move",
            Self::Flags => "flags",
            Self::Counting => "counting",
            Self::HalfmoveClock => "halfmove clock",
            Self::CountingPly => "counting ply",
            Self::FullmoveNumber => "fullmove number",
        }
    }
}

/// What kind of mistake a [`FenError`] reports.
///
/// A FEN is read left to right and the first mistake is reported; each
/// kind carries what its message needs.
///
/// ```
/// use pin_runtime::makruk::{Fen, FenErrorKind};
///
/// let err = Fen::parse("4k3/8/8/8/8/8/8/3K4 W - - 0 1").unwrap_err();
/// assert_eq!(err.kind(), FenErrorKind::Side { found: Some('W') });
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FenErrorKind {
    /// The input is longer than [`MAX_LEN`](super::MAX_LEN) bytes, more
    /// than any makruk FEN.
    TooLong {
        /// The input's length in bytes.
        len: usize,
    },
    /// A square was expected: a piece letter or a count of empty squares.
    ExpectedSquare {
        /// The byte found instead, `None` at the end of the input.
        found: Option<char>,
    },
    /// A rank has its 8 squares and is followed by neither `/` nor a space.
    ExpectedRankEnd {
        /// The byte found.
        found: char,
    },
    /// A count of empty squares is `0`.
    ZeroCount,
    /// Two counts of empty squares in a row: a run of empty squares is
    /// written as one count.
    CountAfterCount {
        /// The second count's digit.
        found: char,
    },
    /// A rank has more than 8 squares.
    RankTooWide,
    /// A rank ends before its 8th square.
    RankTooNarrow {
        /// The squares it has.
        squares: usize,
    },
    /// A 9th rank starts.
    TooManyRanks,
    /// The board ends before its 8th rank.
    TooFewRanks {
        /// The ranks it has.
        ranks: usize,
    },
    /// The input ends before a field that must follow (see
    /// [`FenError::field`]).
    MissingField,
    /// The side to move is not `w` or `b`.
    Side {
        /// The byte found instead, `None` at the end of the input.
        found: Option<char>,
    },
    /// A field is followed by something other than a space.
    ExpectedSpace {
        /// The byte found.
        found: char,
    },
    /// The flags are not `-`: makruk has no castling (`DEde`, first-move
    /// flags, belong to Cambodian makruk).
    ExpectedDash {
        /// The byte found instead, `None` at the end of the input.
        found: Option<char>,
    },
    /// The counting field is neither `-` nor a number.
    ExpectedCounting {
        /// The byte found instead, `None` at the end of the input.
        found: Option<char>,
    },
    /// The counting limit is `0`: no count is written `-`.
    ZeroCounting,
    /// A clock was expected: decimal digits.
    ExpectedNumber {
        /// The byte found instead, `None` at the end of the input.
        found: Option<char>,
    },
    /// A number starts with `0` followed by another digit.
    LeadingZero,
    /// A number is above `u32::MAX`.
    NumberTooLarge,
    /// The fullmove number is `0`: it counts from 1.
    ZeroFullmove,
    /// Something follows the fullmove number.
    ExpectedEnd {
        /// The byte found.
        found: char,
    },
}

/// A makruk FEN that could not be read: the kind of mistake, the field,
/// the byte index and, on the board, the square by its CELL coordinate
/// (the accessors of [`ReadError`], here of makruk's [`FenErrorKind`] and
/// [`Field`]).
///
/// Its message says where, what was expected and what was found:
///
/// ```
/// use pin_runtime::makruk::Fen;
///
/// let err = Fen::parse("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKQSNR w - - 0 1").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid makruk FEN board at e1 (byte 39): expected a piece (K M S N R P, M~ for \
///      a promoted met; lowercase for black) or a count of empty squares, found 'Q'",
/// );
/// assert_eq!(err.coord(), Some([7, 4]));
/// ```
///
/// # Accessors
///
/// [`kind`](ReadError::kind) gives the kind of mistake.
///
/// ```
/// use pin_runtime::makruk::{Fen, FenErrorKind};
///
/// let err = Fen::parse("4k3/8/8/8/8/8/8/3K4 w - - 0 01").unwrap_err();
/// assert_eq!(err.kind(), FenErrorKind::LeadingZero);
/// ```
///
/// [`index`](ReadError::index) gives the byte index of the mistake in the
/// input.
///
/// ```
/// use pin_runtime::makruk::Fen;
///
/// assert_eq!(Fen::parse("4k3/8/8/8/8/8/8/3K4 w - x 0 1").unwrap_err().index(), 24);
/// ```
///
/// [`field`](ReadError::field) gives the field the mistake is in, or `None`
/// when it is about the whole input (too long).
///
/// ```
/// use pin_runtime::makruk::{Fen, Field};
///
/// assert_eq!(Fen::parse("4k3/8/8/8/8/8/8/3K4 w - - 0").unwrap_err().field(), Some(Field::FullmoveNumber));
/// ```
///
/// [`coord`](ReadError::coord) gives the square the mistake is at, as
/// `[row, column]` from 0 in the order written (as a
/// [`Board`](crate::Board) is indexed), or `None` off the board's squares.
///
/// ```
/// use pin_runtime::makruk::Fen;
///
/// let err = Fen::parse("4k3/8/8/8/8/8/8/4Q3 w - - 0 1").unwrap_err();
/// assert_eq!(err.coord(), Some([7, 4]));
/// assert!(err.to_string().starts_with("invalid makruk FEN board at e1 (byte 17)"));
/// ```
///
/// [`cell`](ReadError::cell) gives the square the mistake is at by its CELL
/// coordinate (the first square written in a rank is file `a`, the last
/// rank written is rank 1), or `None` off the board's squares.
///
/// ```
/// use pin_runtime::Cell;
/// use pin_runtime::makruk::Fen;
///
/// let err = Fen::parse("4k3/8/8/8/8/8/8/4Q3 w - - 0 1").unwrap_err();
/// assert_eq!(err.cell(), Cell::parse("e1").ok());
/// ```
pub type FenError = ReadError<FenErrorKind>;

impl BridgeKind for FenErrorKind {
    type Field = Field;
    type Extra = ();
    const NOTATION: &'static str = "makruk FEN";
    const ERROR: &'static str = "FenError";
    const RANKS: usize = RANKS;
    const BOARD: Field = Field::Board;
    const EXTRA: () = ();
    const LEADING_ZERO: Self = Self::LeadingZero;
    const NUMBER_TOO_LARGE: Self = Self::NumberTooLarge;

    fn field_name(field: Field) -> &'static str {
        field.name()
    }

    /// Writes what was expected and what was found.
    fn write_mistake(error: &FenError, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match error.kind() {
            FenErrorKind::TooLong { len } => {
                write!(f, "expected at most {MAX_LEN} bytes, found {len}")
            }
            FenErrorKind::ExpectedSquare { found } => {
                f.write_str(
                    "expected a piece (K M S N R P, M~ for a promoted met; \
                     lowercase for black) or a count of empty squares, found ",
                )?;
                write_found_or_end(f, found)
            }
            FenErrorKind::ExpectedRankEnd { found } => {
                f.write_str("expected '/' or ' ' after the 8 squares of the rank, found ")?;
                write_found(f, found)
            }
            FenErrorKind::ZeroCount => {
                f.write_str("expected a count of empty squares from 1 to 8, found '0'")
            }
            FenErrorKind::CountAfterCount { found } => {
                f.write_str("expected a piece after a count of empty squares (a run of empty squares is one count), found ")?;
                write_found(f, found)
            }
            FenErrorKind::RankTooWide => f.write_str("expected 8 squares in the rank, found more"),
            FenErrorKind::RankTooNarrow { squares } => {
                write!(f, "expected 8 squares in the rank, found {squares}")
            }
            FenErrorKind::TooManyRanks => f.write_str("expected 8 ranks, found more"),
            FenErrorKind::TooFewRanks { ranks } => write!(f, "expected 8 ranks, found {ranks}"),
            FenErrorKind::MissingField => {
                let what = match error.field() {
                    Some(Field::Side) => "the side to move ('w' or 'b')",
                    Some(Field::Flags) => "the flags ('-' in makruk)",
                    Some(Field::Counting) => "the counting field ('-' or the counting limit)",
                    Some(Field::HalfmoveClock) => "the halfmove clock",
                    Some(Field::CountingPly) => "the counting ply",
                    _ => "the fullmove number",
                };
                write!(f, "expected ' ' and {what}, found end of input")
            }
            FenErrorKind::Side { found } => {
                f.write_str("expected 'w' (white) or 'b' (black), found ")?;
                write_found_or_end(f, found)
            }
            FenErrorKind::ExpectedSpace { found } => {
                write!(
                    f,
                    "expected ' ' after the {} field, found ",
                    error.field().map_or("previous", Field::name)
                )?;
                write_found(f, found)
            }
            FenErrorKind::ExpectedDash { found } => {
                f.write_str(
                    "expected '-' (makruk has no castling; DEde are the first-move flags \
                     of Cambodian makruk), found ",
                )?;
                write_found_or_end(f, found)
            }
            FenErrorKind::ExpectedCounting { found } => {
                f.write_str("expected '-' or the counting limit (decimal digits), found ")?;
                write_found_or_end(f, found)
            }
            FenErrorKind::ZeroCounting => {
                f.write_str("expected a counting limit from 1 ('-' when not counting), found 0")
            }
            FenErrorKind::ExpectedNumber { found } => {
                write!(
                    f,
                    "expected the {} (decimal digits), found ",
                    error.field().map_or("number", Field::name)
                )?;
                write_found_or_end(f, found)
            }
            FenErrorKind::LeadingZero => write!(
                f,
                "expected the {} without leading zeros, found '0'",
                error.field().map_or("number", Field::name)
            ),
            FenErrorKind::NumberTooLarge => write!(
                f,
                "expected the {} to be at most {}, found more",
                error.field().map_or("number", Field::name),
                u32::MAX
            ),
            FenErrorKind::ZeroFullmove => f.write_str("expected a fullmove number from 1, found 0"),
            FenErrorKind::ExpectedEnd { found } => {
                f.write_str("expected end of input after the fullmove number, found ")?;
                write_found(f, found)
            }
        }
    }
}

/// A position that makruk FEN cannot say, and the first square or hand
/// item that shows it (see [`Fen::from_position`](super::Fen::from_position)).
///
/// ```
/// use pin_runtime::feen;
/// use pin_runtime::makruk::Fen;
///
/// let err = Fen::from_position(feen!("4k^3/8/8/8/8/8/8/4K3 / S/s")).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "cannot write makruk FEN at e1: expected a makruk piece \
///      (K^ M S N R P +M, lowercase for black), found K (a khun is K^)",
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FromPositionError {
    /// The styles are not makruk's, `S` (first, white) and `s` (second,
    /// black).
    Styles {
        /// The first side's style.
        first: Sin,
        /// The second side's style.
        second: Sin,
    },
    /// A piece on the board that makruk FEN cannot say.
    Square {
        /// Where: `[row, column]` from 0 in the order written, as the
        /// board is indexed.
        coord: [usize; 2],
        /// The piece.
        piece: Epin,
    },
    /// A piece in hand: makruk FEN has no hands.
    HandPiece {
        /// Whose hand.
        side: Side,
        /// The piece.
        piece: Epin,
    },
}

impl FromPositionError {
    /// Returns the square that cannot be written by its CELL coordinate,
    /// or `None` when the error is not about a square.
    ///
    /// ```
    /// use pin_runtime::makruk::Fen;
    /// use pin_runtime::{Board, Cell, Position};
    ///
    /// let queen: Position<Board<8, 8>> = "4k^3/8/8/8/8/8/8/3QK^3 / S/s".parse()?;
    /// assert_eq!(Fen::from_position(queen).unwrap_err().cell(), Some(Cell::parse("d1")?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn cell(&self) -> Option<Cell> {
        match *self {
            Self::Square {
                coord: [row, column],
                ..
            } => Some(crate::bridge::cell(row, column, RANKS)),
            _ => None,
        }
    }
}

impl fmt::Display for FromPositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Styles { first, second } => write!(
                f,
                "cannot write makruk FEN: expected the makruk styles S/s, found {first}/{second}"
            ),
            Self::Square {
                coord: [row, column],
                piece,
            } => {
                write!(
                    f,
                    "cannot write makruk FEN at {}: expected a makruk piece \
                     (K^ M S N R P +M, lowercase for black), found {piece}",
                    crate::bridge::cell(row, column, RANKS)
                )?;
                if piece.letter() == crate::Letter::K && !piece.is_terminal() {
                    f.write_str(" (a khun is K^)")?;
                }
                Ok(())
            }
            Self::HandPiece { side, piece } => {
                let ordinal = if side.is_first() { "first" } else { "second" };
                write!(
                    f,
                    "cannot write makruk FEN in the {ordinal} hand: expected no piece in hand \
                     (makruk FEN has no hands), found {piece}"
                )
            }
        }
    }
}

impl core::error::Error for FromPositionError {}
