//! Why a xiangqi FEN was rejected, and where; why a position cannot be
//! written as xiangqi FEN.

use core::fmt;

use super::{MAX_LEN, RANKS};
use crate::error::{BridgeKind, Hint, ReadError, write_found, write_found_or_end};
use crate::{Cell, Epin, Side, Sin};

/// The field of a xiangqi FEN a mistake is in.
///
/// ```
/// use pin_runtime::xiangqi::{Fen, Field};
///
/// let err = Fen::parse("4k4/9/9/9/9/9/9/9/9/4K4 w K - 0 1").unwrap_err();
/// assert_eq!(err.field(), Some(Field::Castling));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Field {
    /// The first field: the board, rank by rank.
    Board,
    /// The second field: `w` or `r` (red), `b` (black).
    Side,
    /// The third field, chess's castling rights: always `-`.
    Castling,
    /// The fourth field, chess's en-passant square: always `-`.
    EnPassant,
    /// The fifth field, optional with the sixth: the halfmove clock.
    HalfmoveClock,
    /// The sixth field: the fullmove number.
    FullmoveNumber,
}

impl Field {
    /// Returns the field's name as messages write it: `"board"`, `"side to
    /// move"`, `"castling"`, `"en passant"`, `"halfmove clock"` or
    /// `"fullmove number"`.
    ///
    /// ```
    /// use pin_runtime::xiangqi::Field;
    ///
    /// assert_eq!(Field::HalfmoveClock.name(), "halfmove clock");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Board => "board",
            Self::Side => "side to move",
            Self::Castling => "castling",
            Self::EnPassant => "en passant",
            Self::HalfmoveClock => "halfmove clock",
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
/// use pin_runtime::xiangqi::{Fen, FenErrorKind};
///
/// let err = Fen::parse("4k4/9/9/9/9/9/9/9/9/4K4 W - - 0 1").unwrap_err();
/// assert_eq!(err.kind(), FenErrorKind::Side { found: Some('W') });
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FenErrorKind {
    /// The input is longer than [`MAX_LEN`](super::MAX_LEN) bytes, more
    /// than any xiangqi FEN.
    TooLong {
        /// The input's length in bytes.
        len: usize,
    },
    /// A square was expected: a piece letter or a count of empty squares.
    ExpectedSquare {
        /// The byte found instead, `None` at the end of the input.
        found: Option<char>,
    },
    /// A rank has its 9 squares and is followed by neither `/` nor a space.
    ExpectedRankEnd {
        /// The byte found.
        found: char,
    },
    /// A letter of the other letter set: an input uses UCCI's (`N`, `B`)
    /// or WXF's (`H`, `E`), not both.
    MixedLetters {
        /// The letter found.
        found: char,
        /// The first letter of the other set.
        first: char,
        /// Its byte index.
        first_at: usize,
    },
    /// A count of empty squares is `0`.
    ZeroCount,
    /// Two counts of empty squares in a row: a run of empty squares is
    /// written as one count.
    CountAfterCount {
        /// The second count's digit.
        found: char,
    },
    /// A rank has more than 9 squares.
    RankTooWide,
    /// A rank ends before its 9th square.
    RankTooNarrow {
        /// The squares it has.
        squares: usize,
    },
    /// An 11th rank starts.
    TooManyRanks,
    /// The board ends before its 10th rank.
    TooFewRanks {
        /// The ranks it has.
        ranks: usize,
    },
    /// The input ends before a field that must follow (see
    /// [`FenError::field`]).
    MissingField,
    /// The side to move is not `w`, `r` or `b`.
    Side {
        /// The byte found instead, `None` at the end of the input.
        found: Option<char>,
    },
    /// A field is followed by something other than a space.
    ExpectedSpace {
        /// The byte found.
        found: char,
    },
    /// The castling or en-passant field is not `-`: xiangqi has neither.
    ExpectedDash {
        /// The byte found instead, `None` at the end of the input.
        found: Option<char>,
    },
    /// A clock was expected: decimal digits.
    ExpectedNumber {
        /// The byte found instead, `None` at the end of the input.
        found: Option<char>,
    },
    /// A clock starts with `0` followed by another digit.
    LeadingZero,
    /// A clock is above `u32::MAX`.
    NumberTooLarge,
    /// The fullmove number is `0`: it counts from 1.
    ZeroFullmove,
    /// Something follows the fullmove number.
    ExpectedEnd {
        /// The byte found.
        found: char,
    },
}

/// A xiangqi FEN that could not be read: the kind of mistake, the field,
/// the byte index and, on the board, the square by its CELL coordinate
/// (the accessors of [`ReadError`], here of xiangqi's [`FenErrorKind`] and
/// [`Field`]).
///
/// Its message says where, what was expected and what was found:
///
/// ```
/// use pin_runtime::xiangqi::Fen;
///
/// let err = Fen::parse("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid xiangqi FEN board at b1 (byte 51): expected UCCI letters (N B) throughout, \
///      as 'n' at byte 1, found the WXF letter 'H'",
/// );
/// assert_eq!(err.coord(), Some([9, 1]));
/// ```
///
/// # Accessors
///
/// [`kind`](ReadError::kind) gives the kind of mistake.
///
/// ```
/// use pin_runtime::xiangqi::{Fen, FenErrorKind};
///
/// let err = Fen::parse("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 01").unwrap_err();
/// assert_eq!(err.kind(), FenErrorKind::LeadingZero);
/// ```
///
/// [`index`](ReadError::index) gives the byte index of the mistake in the
/// input.
///
/// ```
/// use pin_runtime::xiangqi::Fen;
///
/// assert_eq!(Fen::parse("4k4/9/9/9/9/9/9/9/9/4K4 w - x").unwrap_err().index(), 28);
/// ```
///
/// [`field`](ReadError::field) gives the field the mistake is in, or `None`
/// when it is about the whole input (too long).
///
/// ```
/// use pin_runtime::xiangqi::{Fen, Field};
///
/// assert_eq!(Fen::parse("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0").unwrap_err().field(), Some(Field::FullmoveNumber));
/// ```
///
/// [`coord`](ReadError::coord) gives the square the mistake is at, as
/// `[row, column]` from 0 in the order written (as a
/// [`Board`](crate::Board) is indexed), or `None` off the board's squares.
///
/// ```
/// use pin_runtime::xiangqi::Fen;
///
/// let err = Fen::parse("4k4/9/9/9/9/9/9/9/9/4Q4 w - - 0 1").unwrap_err();
/// assert_eq!(err.coord(), Some([9, 4]));
/// assert!(err.to_string().starts_with("invalid xiangqi FEN board at e1 (byte 21)"));
/// ```
///
/// [`cell`](ReadError::cell) gives the square the mistake is at by its CELL
/// coordinate (the first square written in a rank is file `a`, the last
/// rank written is rank 1), or `None` off the board's squares.
///
/// ```
/// use pin_runtime::Cell;
/// use pin_runtime::xiangqi::Fen;
///
/// let err = Fen::parse("4k4/9/9/9/9/9/9/9/9/4Q4 w - - 0 1").unwrap_err();
/// assert_eq!(err.cell(), Cell::parse("e1").ok());
/// ```
pub type FenError = ReadError<FenErrorKind>;

impl BridgeKind for FenErrorKind {
    type Field = Field;
    type Extra = Hint;
    const NOTATION: &'static str = "xiangqi FEN";
    const ERROR: &'static str = "FenError";
    const RANKS: usize = RANKS;
    const BOARD: Field = Field::Board;
    const EXTRA: Hint = Hint::None;
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
                    "expected a piece (K A B N R C P in UCCI, or E H for B N in WXF; \
                     lowercase for black) or a count of empty squares, found ",
                )?;
                write_found_or_end(f, found)
            }
            FenErrorKind::ExpectedRankEnd { found } => {
                f.write_str("expected '/' or ' ' after the 9 squares of the rank, found ")?;
                write_found(f, found)
            }
            FenErrorKind::MixedLetters {
                found,
                first,
                first_at,
            } => {
                let (set, letters, other) = if matches!(first, 'N' | 'n' | 'B' | 'b') {
                    ("UCCI", "N B", "WXF")
                } else {
                    ("WXF", "H E", "UCCI")
                };
                write!(f, "expected {set} letters ({letters}) throughout, as ")?;
                write_found(f, first)?;
                write!(f, " at byte {first_at}, found the {other} letter ")?;
                write_found(f, found)
            }
            FenErrorKind::ZeroCount => {
                f.write_str("expected a count of empty squares from 1 to 9, found '0'")
            }
            FenErrorKind::CountAfterCount { found } => {
                f.write_str("expected a piece after a count of empty squares (a run of empty squares is one count), found ")?;
                write_found(f, found)
            }
            FenErrorKind::RankTooWide => f.write_str("expected 9 squares in the rank, found more"),
            FenErrorKind::RankTooNarrow { squares } => {
                write!(f, "expected 9 squares in the rank, found {squares}")
            }
            FenErrorKind::TooManyRanks => f.write_str("expected 10 ranks, found more"),
            FenErrorKind::TooFewRanks { ranks } => write!(f, "expected 10 ranks, found {ranks}"),
            FenErrorKind::MissingField => {
                let what = match error.field() {
                    Some(Field::Side) => "the side to move ('w' or 'b')",
                    Some(Field::Castling) => "the castling field ('-' in xiangqi)",
                    Some(Field::EnPassant) => "the en-passant field ('-' in xiangqi)",
                    _ => "the fullmove number",
                };
                write!(f, "expected ' ' and {what}, found end of input")
            }
            FenErrorKind::Side { found } => {
                f.write_str("expected 'w' or 'r' (red), or 'b' (black), found ")?;
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
                let what = match error.field() {
                    Some(Field::EnPassant) => "en passant",
                    _ => "castling",
                };
                write!(f, "expected '-' (xiangqi has no {what}), found ")?;
                write_found_or_end(f, found)
            }
            FenErrorKind::ExpectedNumber { found } => {
                write!(
                    f,
                    "expected the {} (decimal digits), found ",
                    error.field().map_or("number", Field::name)
                )?;
                write_found_or_end(f, found)?;
                write_hint(error, f)
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
                write_found(f, found)?;
                write_hint(error, f)
            }
        }
    }
}

/// Writes, after the mistake, where a position command's moves are read.
fn write_hint(error: &FenError, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let reader = "xiangqi::Fen::from_position_command";
    error.extra().write_moves(f, "fen", "FEN", reader)
}

/// A position that xiangqi FEN cannot say, and the first square or hand
/// item that shows it (see [`Fen::from_position`](super::Fen::from_position)).
///
/// ```
/// use pin_runtime::feen;
/// use pin_runtime::xiangqi::Fen;
///
/// let err = Fen::from_position(feen!("4k^4/9/9/9/9/9/9/9/9/4K4 / C/c")).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "cannot write xiangqi FEN at e1: expected a xiangqi piece \
///      (K^ A E H R C S, lowercase for black), found K (a general is K^)",
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FromPositionError {
    /// The styles are not xiangqi's, `C` (first, red) and `c` (second,
    /// black).
    Styles {
        /// The first side's style.
        first: Sin,
        /// The second side's style.
        second: Sin,
    },
    /// A piece on the board that xiangqi FEN cannot say.
    Square {
        /// Where: `[row, column]` from 0 in the order written, as the
        /// board is indexed.
        coord: [usize; 2],
        /// The piece.
        piece: Epin,
    },
    /// A piece in hand: xiangqi FEN has no hands.
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
    /// use pin_runtime::xiangqi::Fen;
    /// use pin_runtime::{Board, Cell, Position};
    ///
    /// let knight: Position<Board<10, 9>> = "4k^4/9/9/9/9/9/9/9/9/3NK^4 / C/c".parse()?;
    /// assert_eq!(Fen::from_position(knight).unwrap_err().cell(), Some(Cell::parse("d1")?));
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

    /// Returns the piece that cannot be written, on the board or in hand;
    /// `None` when the mistake is about the styles.
    ///
    /// ```
    /// use pin_runtime::xiangqi::Fen;
    /// use pin_runtime::{Board, Epin, Position};
    ///
    /// let position: Position<Board<10, 9>> = "4k^4/9/9/9/9/9/9/9/9/3NK^4 / C/c".parse()?;
    /// assert_eq!(Fen::from_position(position).unwrap_err().piece(), Some(Epin::parse("N")?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn piece(&self) -> Option<Epin> {
        match *self {
            Self::Square { piece, .. } | Self::HandPiece { piece, .. } => Some(piece),
            Self::Styles { .. } => None,
        }
    }

    /// Returns the side whose hand holds the piece that cannot be written,
    /// `None` when it is not in a hand.
    ///
    /// ```
    /// use pin_runtime::xiangqi::Fen;
    /// use pin_runtime::{Board, Position, Side};
    ///
    /// let position: Position<Board<10, 9>> = "4k^4/9/9/9/9/9/9/9/9/4K^4 P/ C/c".parse()?;
    /// assert_eq!(Fen::from_position(position).unwrap_err().hand(), Some(Side::First));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn hand(&self) -> Option<Side> {
        match *self {
            Self::HandPiece { side, .. } => Some(side),
            _ => None,
        }
    }
}

impl fmt::Display for FromPositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Styles { first, second } => write!(
                f,
                "cannot write xiangqi FEN: expected the xiangqi styles C/c, found {first}/{second}"
            ),
            Self::Square {
                coord: [row, column],
                piece,
            } => {
                write!(
                    f,
                    "cannot write xiangqi FEN at {}: expected a xiangqi piece \
                     (K^ A E H R C S, lowercase for black), found {piece}",
                    crate::bridge::cell(row, column, RANKS)
                )?;
                if piece.letter() == crate::Letter::K && !piece.is_terminal() {
                    f.write_str(" (a general is K^)")?;
                }
                Ok(())
            }
            Self::HandPiece { side, piece } => {
                let ordinal = if side.is_first() { "first" } else { "second" };
                write!(
                    f,
                    "cannot write xiangqi FEN in the {ordinal} hand: expected no piece in hand \
                     (xiangqi FEN has no hands), found {piece}"
                )
            }
        }
    }
}

impl core::error::Error for FromPositionError {}
