//! Why a shogi FEN of Fairy-Stockfish was rejected, and where.

use core::fmt;

use super::{FAIRY_MAX_LEN, MAX_PIECES, RANKS};
use crate::error::{BridgeKind, ReadError, write_found, write_found_or_end};

/// The field of a Fairy-Stockfish shogi FEN a mistake is in.
///
/// ```
/// use pin_runtime::shogi::{FairyFen, FairyField};
///
/// let err = FairyFen::parse("4k4/9/9/9/9/9/9/9/4K4[K] w - - 0 1").unwrap_err();
/// assert_eq!(err.field(), Some(FairyField::Pockets));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FairyField {
    /// The board, rank by rank.
    Board,
    /// The pockets, `[…]` right after the board: the pieces in hand.
    Pockets,
    /// The second field: `w` (sente) or `b` (gote).
    Side,
    /// The third field, chess's castling rights: `-`.
    Castling,
    /// The fourth field, chess's en-passant square: `-`.
    EnPassant,
    /// The halfmove clock.
    HalfmoveClock,
    /// The fullmove number.
    FullmoveNumber,
}

impl FairyField {
    /// Returns the field's name as messages write it: `"board"`,
    /// `"pockets"`, `"side to move"`, `"castling"`, `"en passant"`,
    /// `"halfmove clock"` or `"fullmove number"`.
    ///
    /// ```
    /// use pin_runtime::shogi::FairyField;
    ///
    /// assert_eq!(FairyField::Pockets.name(), "pockets");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Board => "board",
            Self::Pockets => "pockets",
            Self::Side => "side to move",
            Self::Castling => "castling",
            Self::EnPassant => "en passant",
            Self::HalfmoveClock => "halfmove clock",
            Self::FullmoveNumber => "fullmove number",
        }
    }
}

/// What kind of mistake a [`FairyFenError`] reports.
///
/// ```
/// use pin_runtime::shogi::{FairyFen, FairyFenErrorKind};
///
/// let err = FairyFen::parse("4k4/9/9/9/9/9/9/9/4K4[] W - - 0 1").unwrap_err();
/// assert_eq!(err.kind(), FairyFenErrorKind::Side { found: Some('W') });
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FairyFenErrorKind {
    /// The input is longer than [`FAIRY_MAX_LEN`](super::FAIRY_MAX_LEN)
    /// bytes, more than any such FEN.
    TooLong {
        /// The input's length in bytes.
        len: usize,
    },
    /// A square was expected: a piece letter, `+` and a letter, or a count
    /// of empty squares.
    ExpectedSquare {
        /// The byte found instead, `None` at the end of the input.
        found: Option<char>,
    },
    /// A rank has its 9 squares and is followed by neither `/`, `[` nor a
    /// space.
    ExpectedRankEnd {
        /// The byte found.
        found: char,
    },
    /// `+` is followed by a letter that does not promote (`K`, `G`) or by
    /// no letter.
    ExpectedPromotable {
        /// The byte found instead, `None` at the end of the input.
        found: Option<char>,
    },
    /// A count of empty squares is `0`.
    ZeroCount,
    /// Two counts of empty squares in a row.
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
    /// A 10th rank starts.
    TooManyRanks,
    /// The board ends before its 9th rank.
    TooFewRanks {
        /// The ranks it has.
        ranks: usize,
    },
    /// The board is not followed by `[`: Fairy-Stockfish writes the
    /// pockets of shogi, even empty (`[]`).
    ExpectedPockets {
        /// The byte found instead, `None` at the end of the input.
        found: Option<char>,
    },
    /// A piece in the pockets was expected (`R B G S N L P`, lowercase for
    /// gote), or `]`.
    ExpectedPocketPiece {
        /// The byte found instead, `None` at the end of the input.
        found: Option<char>,
    },
    /// A king in the pockets.
    KingInHand {
        /// The letter, `K` or `k`.
        found: char,
    },
    /// `+` in the pockets: a piece in hand is never promoted.
    PromotedInHand,
    /// More pieces on the board and in the pockets than the board has
    /// squares.
    TooManyPieces {
        /// The pieces counted.
        pieces: usize,
    },
    /// The input ends before a field that must follow (see
    /// [`FairyFenError::field`]).
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
    /// The castling or en-passant field is not `-`: shogi has neither.
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

/// A Fairy-Stockfish shogi FEN that could not be read: the kind of
/// mistake, the field, the byte index and, on the board, the square by its
/// CELL coordinate (the accessors of [`ReadError`], here of
/// [`FairyFenErrorKind`] and [`FairyField`]).
///
/// ```
/// use pin_runtime::shogi::FairyFen;
///
/// let err = FairyFen::parse("4k4/9/9/9/9/9/9/9/4K4 b - 1").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid Fairy-Stockfish shogi FEN at byte 21 (pockets): expected '[' and the \
///      pockets after the board (Fairy-Stockfish writes them even empty: []), found a space",
/// );
/// ```
///
/// # Accessors
///
/// [`kind`](ReadError::kind) gives the kind of mistake.
///
/// ```
/// use pin_runtime::shogi::{FairyFen, FairyFenErrorKind};
///
/// let err = FairyFen::parse("4k4/9/9/9/9/9/9/9/4K4[+P] w - - 0 1").unwrap_err();
/// assert_eq!(err.kind(), FairyFenErrorKind::PromotedInHand);
/// ```
///
/// [`index`](ReadError::index) gives the byte index of the mistake in the
/// input.
///
/// ```
/// use pin_runtime::shogi::FairyFen;
///
/// assert_eq!(FairyFen::parse("4k4/9/9/9/9/9/9/9/4K4[] w x - 0 1").unwrap_err().index(), 26);
/// ```
///
/// [`field`](ReadError::field) gives the field the mistake is in, or `None`
/// when it is about the whole input (too long).
///
/// ```
/// use pin_runtime::shogi::{FairyFen, FairyField};
///
/// let err = FairyFen::parse("4k4/9/9/9/9/9/9/9/4K4[] w - - 0").unwrap_err();
/// assert_eq!(err.field(), Some(FairyField::FullmoveNumber));
/// ```
///
/// [`coord`](ReadError::coord) gives the square the mistake is at, as
/// `[row, column]` from 0 in the order written, or `None` off the board's
/// squares.
///
/// ```
/// use pin_runtime::shogi::FairyFen;
///
/// let err = FairyFen::parse("4k4/9/9/9/9/9/9/9/4Q4[] w - - 0 1").unwrap_err();
/// assert_eq!(err.coord(), Some([8, 4]));
/// ```
///
/// [`cell`](ReadError::cell) gives the square the mistake is at by its CELL
/// coordinate, or `None` off the board's squares.
///
/// ```
/// use pin_runtime::Cell;
/// use pin_runtime::shogi::FairyFen;
///
/// let err = FairyFen::parse("4k4/9/9/9/9/9/9/9/4Q4[] w - - 0 1").unwrap_err();
/// assert_eq!(err.cell(), Cell::parse("e1").ok());
/// ```
pub type FairyFenError = ReadError<FairyFenErrorKind>;

impl BridgeKind for FairyFenErrorKind {
    type Field = FairyField;
    type Extra = ();
    const NOTATION: &'static str = "Fairy-Stockfish shogi FEN";
    const ERROR: &'static str = "FairyFenError";
    const RANKS: usize = RANKS;
    const BOARD: FairyField = FairyField::Board;
    const EXTRA: () = ();
    const LEADING_ZERO: Self = Self::LeadingZero;
    const NUMBER_TOO_LARGE: Self = Self::NumberTooLarge;

    fn field_name(field: FairyField) -> &'static str {
        field.name()
    }

    /// Writes what was expected and what was found.
    #[allow(clippy::too_many_lines, reason = "one arm per kind, each a message")]
    fn write_mistake(error: &FairyFenError, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let field = error.field().map_or("number", FairyField::name);
        match error.kind() {
            FairyFenErrorKind::TooLong { len } => {
                write!(f, "expected at most {FAIRY_MAX_LEN} bytes, found {len}")
            }
            FairyFenErrorKind::ExpectedSquare { found } => {
                f.write_str(
                    "expected a piece (K R B G S N L P, + before a promoted one; lowercase \
                     for gote) or a count of empty squares, found ",
                )?;
                write_found_or_end(f, found)
            }
            FairyFenErrorKind::ExpectedRankEnd { found } => {
                f.write_str("expected '/', '[' or ' ' after the 9 squares of the rank, found ")?;
                write_found(f, found)
            }
            FairyFenErrorKind::ExpectedPromotable { found } => {
                f.write_str("expected a piece that promotes (R B S N L P) after '+', found ")?;
                write_found_or_end(f, found)
            }
            FairyFenErrorKind::ZeroCount => {
                f.write_str("expected a count of empty squares from 1 to 9, found '0'")
            }
            FairyFenErrorKind::CountAfterCount { found } => {
                f.write_str(
                    "expected a piece after a count of empty squares (a run of empty squares \
                     is one count), found ",
                )?;
                write_found(f, found)
            }
            FairyFenErrorKind::RankTooWide => {
                f.write_str("expected 9 squares in the rank, found more")
            }
            FairyFenErrorKind::RankTooNarrow { squares } => {
                write!(f, "expected 9 squares in the rank, found {squares}")
            }
            FairyFenErrorKind::TooManyRanks => f.write_str("expected 9 ranks, found more"),
            FairyFenErrorKind::TooFewRanks { ranks } => {
                write!(f, "expected 9 ranks, found {ranks}")
            }
            FairyFenErrorKind::ExpectedPockets { found } => {
                f.write_str(
                    "expected '[' and the pockets after the board (Fairy-Stockfish writes \
                     them even empty: []), found ",
                )?;
                write_found_or_end(f, found)
            }
            FairyFenErrorKind::ExpectedPocketPiece { found } => {
                f.write_str(
                    "expected a piece in the pockets (R B G S N L P, lowercase for gote) \
                     or ']', found ",
                )?;
                write_found_or_end(f, found)
            }
            FairyFenErrorKind::KingInHand { found } => {
                f.write_str(
                    "expected a piece in the pockets (R B G S N L P, lowercase for gote), \
                     found ",
                )?;
                write_found(f, found)?;
                f.write_str(": a king is never in hand")
            }
            FairyFenErrorKind::PromotedInHand => f.write_str(
                "expected a piece in the pockets (R B G S N L P, lowercase for gote), found \
                 '+': a piece in hand is never promoted",
            ),
            FairyFenErrorKind::TooManyPieces { pieces } => write!(
                f,
                "expected at most {MAX_PIECES} pieces on the board and in the pockets, \
                 found {pieces}"
            ),
            FairyFenErrorKind::MissingField => {
                let what = match error.field() {
                    Some(FairyField::Side) => "' ' and the side to move ('w' or 'b')",
                    Some(FairyField::Pockets) => "']' after the pockets",
                    Some(FairyField::Castling) => "' ' and the castling field ('-')",
                    Some(FairyField::EnPassant) => "' ' and the en-passant field ('-')",
                    Some(FairyField::HalfmoveClock) => "' ' and the halfmove clock",
                    _ => "' ' and the fullmove number",
                };
                write!(f, "expected {what}, found end of input")
            }
            FairyFenErrorKind::Side { found } => {
                f.write_str("expected 'w' (sente, first) or 'b' (gote), found ")?;
                write_found_or_end(f, found)
            }
            FairyFenErrorKind::ExpectedSpace { found } => {
                write!(f, "expected ' ' after the {field} field, found ")?;
                write_found(f, found)
            }
            FairyFenErrorKind::ExpectedDash { found } => {
                let what = match error.field() {
                    Some(FairyField::EnPassant) => "en passant",
                    _ => "castling",
                };
                write!(f, "expected '-' (shogi has no {what}), found ")?;
                write_found_or_end(f, found)
            }
            FairyFenErrorKind::ExpectedNumber { found } => {
                write!(f, "expected the {field} (decimal digits), found ")?;
                write_found_or_end(f, found)
            }
            FairyFenErrorKind::LeadingZero => {
                write!(f, "expected the {field} without leading zeros, found '0'")
            }
            FairyFenErrorKind::NumberTooLarge => write!(
                f,
                "expected the {field} to be at most {}, found more",
                u32::MAX
            ),
            FairyFenErrorKind::ZeroFullmove => {
                f.write_str("expected a fullmove number from 1, found 0")
            }
            FairyFenErrorKind::ExpectedEnd { found } => {
                f.write_str("expected end of input after the fullmove number, found ")?;
                write_found(f, found)
            }
        }
    }
}
