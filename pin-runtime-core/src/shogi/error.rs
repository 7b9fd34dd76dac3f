//! Why an SFEN was rejected, and where; why a position cannot be written as
//! SFEN.

use core::fmt;

use super::{MAX_LEN, MAX_PIECES, RANKS};
use crate::error::{BridgeKind, Hint, ReadError, write_found, write_found_or_end};
use crate::{Cell, Epin, Side, Sin};

/// The field of an SFEN a mistake is in.
///
/// ```
/// use pin_runtime::shogi::{Field, Sfen};
///
/// let err = Sfen::parse("9/9/9/9/9/9/9/9/9 b PP 1").unwrap_err();
/// assert_eq!(err.field(), Some(Field::Hands));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Field {
    /// The first field: the board, rank by rank.
    Board,
    /// The second field: `b` (sente) or `w` (gote).
    Side,
    /// The third field: the pieces in hand, or `-`.
    Hands,
    /// The fourth field, optional: the move number.
    MoveNumber,
}

impl Field {
    /// Returns the field's name as messages write it: `"board"`, `"side to
    /// move"`, `"hands"` or `"move number"`.
    ///
    /// ```
    /// use pin_runtime::shogi::Field;
    ///
    /// assert_eq!(Field::MoveNumber.name(), "move number");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Board => "board",
            Self::Side => "side to move",
            Self::Hands => "hands",
            Self::MoveNumber => "move number",
        }
    }
}

/// What kind of mistake an [`SfenError`] reports.
///
/// An SFEN is read left to right and the first mistake is reported; each
/// kind carries what its message needs.
///
/// ```
/// use pin_runtime::shogi::{Sfen, SfenErrorKind};
///
/// let err = Sfen::parse("9/9/9/9/9/9/9/9/9 b 1P 1").unwrap_err();
/// assert_eq!(err.kind(), SfenErrorKind::HandCount { count: 1 });
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SfenErrorKind {
    /// The input is longer than [`MAX_LEN`](super::MAX_LEN) bytes, more
    /// than any SFEN.
    TooLong {
        /// The input's length in bytes.
        len: usize,
    },
    /// A square was expected: a piece letter, `+` and a piece letter, or a
    /// count of empty squares.
    ExpectedSquare {
        /// The byte found instead, `None` at the end of the input.
        found: Option<char>,
    },
    /// A rank has its 9 squares and is followed by neither `/` nor a space.
    ExpectedRankEnd {
        /// The byte found.
        found: char,
    },
    /// `+` is not followed by a piece that promotes (`R B S N L P`, either
    /// case): golds and kings never promote.
    ExpectedPromotable {
        /// The byte found instead, `None` at the end of the input.
        found: Option<char>,
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
    /// A 10th rank starts.
    TooManyRanks,
    /// The board ends before its 9th rank.
    TooFewRanks {
        /// The ranks it has.
        ranks: usize,
    },
    /// The input ends before a field that must follow (see
    /// [`SfenError::field`]).
    MissingField,
    /// The side to move is not `b` or `w`.
    Side {
        /// The byte found instead, `None` at the end of the input.
        found: Option<char>,
    },
    /// The side to move is followed by something other than a space.
    ExpectedSpace {
        /// The byte found.
        found: char,
    },
    /// The hands field is empty: it is `-` when no piece is in hand.
    ExpectedHands {
        /// The byte found instead of `-` or a piece, `None` at the end of
        /// the input.
        found: Option<char>,
    },
    /// `-` (no piece in hand) is followed by something other than a space
    /// or the end of the input.
    AfterNoHands {
        /// The byte found.
        found: char,
    },
    /// A piece in hand was expected: `R B G S N L P`, uppercase for sente's,
    /// lowercase for gote's.
    ExpectedHandPiece {
        /// The byte found instead, `None` at the end of the input.
        found: Option<char>,
    },
    /// A promoted piece (`+`) in hand: a piece in hand is never promoted.
    PromotedInHand,
    /// A king in hand.
    KingInHand {
        /// The king's letter, `K` or `k`.
        found: char,
    },
    /// A count in hand of `0` or `1`: a single piece is written without
    /// one.
    HandCount {
        /// The count written.
        count: u32,
    },
    /// A number (a count in hand, the move number) starts with `0`.
    LeadingZero,
    /// A count in hand above [`MAX_PIECES`](super::MAX_PIECES).
    HandCountTooLarge,
    /// A piece written twice in the hands instead of once with a count.
    Repeated {
        /// The piece's letter, as written.
        letter: char,
        /// The byte index where the hands first list it.
        first: usize,
    },
    /// More pieces on the board and in hand than the board has squares,
    /// [`MAX_PIECES`](super::MAX_PIECES).
    TooManyPieces {
        /// The pieces on the board and in both hands.
        pieces: usize,
    },
    /// A move number was expected after the space that ends the hands.
    ExpectedMoveNumber {
        /// The byte found instead, `None` at the end of the input.
        found: Option<char>,
    },
    /// The move number is above `u32::MAX`.
    MoveNumberTooLarge,
    /// Something follows the move number.
    ExpectedEnd {
        /// The byte found.
        found: char,
    },
    /// A USI keyword in front of the SFEN: `sfen` or `position` (as in a
    /// USI command, `position sfen <sfen>`), which the SFEN does not hold;
    /// [`Sfen::parse_lenient`](super::Sfen::parse_lenient) skips it.
    Keyword {
        /// The keyword: `"sfen"` or `"position"`.
        keyword: &'static str,
    },
}

/// An SFEN that could not be read: the kind of mistake, the field, the
/// byte index and, on the board, the square by its CELL coordinate (the
/// accessors of [`ReadError`], here of [`SfenErrorKind`] and [`Field`]; see
/// [`Square`](super::Square) for a square's USI name).
///
/// Its message says where, what was expected and what was found:
///
/// ```
/// use pin_runtime::shogi::Sfen;
///
/// let err = Sfen::parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/2+G6/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid SFEN board at c4 (byte 32): \
///      expected a piece that promotes (R B S N L P, lowercase for gote) after '+', \
///      found 'G' (golds and kings never promote)",
/// );
/// assert_eq!(err.index(), 32);
/// assert_eq!(err.coord(), Some([5, 2]));
///
/// let err = Sfen::parse("9/9/9/9/9/9/9/9/9 B - 1").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid SFEN at byte 18 (side to move): expected 'b' (sente) or 'w' (gote), found 'B'",
/// );
/// ```
///
/// # Accessors
///
/// [`kind`](ReadError::kind) gives the kind of mistake.
///
/// ```
/// use pin_runtime::shogi::{Sfen, SfenErrorKind};
///
/// let err = Sfen::parse("9/9/9/9/9/9/9/9/9 b - 01").unwrap_err();
/// assert_eq!(err.kind(), SfenErrorKind::LeadingZero);
/// ```
///
/// [`index`](ReadError::index) gives the byte index of the mistake in the
/// input.
///
/// ```
/// use pin_runtime::shogi::Sfen;
///
/// assert_eq!(Sfen::parse("9/9/9/9/9/9/9/9/9 b - x").unwrap_err().index(), 22);
/// ```
///
/// [`field`](ReadError::field) gives the field the mistake is in, or `None`
/// when it is about the whole input (too long).
///
/// ```
/// use pin_runtime::shogi::{Field, Sfen};
///
/// assert_eq!(Sfen::parse("9/9/9/9/9/9/9/9/9 x - 1").unwrap_err().field(), Some(Field::Side));
/// ```
///
/// [`coord`](ReadError::coord) gives the square the mistake is at, as
/// `[row, column]` from 0 in the order written (as a
/// [`Board`](crate::Board) is indexed; see [`Square`](super::Square) for
/// its USI name), or `None` off the board's squares.
///
/// ```
/// use pin_runtime::shogi::Sfen;
///
/// let err = Sfen::parse("9/9/9/9/9/9/4x4/9/9 b - 1").unwrap_err();
/// assert_eq!(err.coord(), Some([6, 4]));
/// assert!(err.to_string().starts_with("invalid SFEN board at e3 (byte 13)"));
/// ```
///
/// [`cell`](ReadError::cell) gives the square the mistake is at by its CELL
/// coordinate (the first square written in a rank is file `a`, the last
/// rank written is rank 1), or `None` off the board's squares.
///
/// ```
/// use pin_runtime::Cell;
/// use pin_runtime::shogi::Sfen;
///
/// let err = Sfen::parse("9/9/9/9/9/9/4x4/9/9 b - 1").unwrap_err();
/// assert_eq!(err.cell(), Cell::parse("e3").ok());
/// ```
pub type SfenError = ReadError<SfenErrorKind>;

impl BridgeKind for SfenErrorKind {
    type Field = Field;
    type Extra = Hint;
    const NOTATION: &'static str = "SFEN";
    const ERROR: &'static str = "SfenError";
    const RANKS: usize = RANKS;
    const BOARD: Field = Field::Board;
    const EXTRA: Hint = Hint::None;
    const LEADING_ZERO: Self = Self::LeadingZero;
    const NUMBER_TOO_LARGE: Self = Self::MoveNumberTooLarge;

    fn field_name(field: Field) -> &'static str {
        field.name()
    }

    /// Writes what was expected and what was found.
    #[allow(
        clippy::too_many_lines,
        reason = "one arm per kind, each a sentence, read best side by side"
    )]
    fn write_mistake(error: &SfenError, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match error.kind() {
            SfenErrorKind::TooLong { len } => {
                write!(f, "expected at most {MAX_LEN} bytes, found {len}")
            }
            SfenErrorKind::ExpectedSquare { found } => {
                f.write_str("expected a piece (K R B G S N L P, +R +B +S +N +L +P, lowercase for gote) or a count of empty squares, found ")?;
                write_found_or_end(f, found)
            }
            SfenErrorKind::ExpectedRankEnd { found } => {
                f.write_str("expected '/' or ' ' after the 9 squares of the rank, found ")?;
                write_found(f, found)
            }
            SfenErrorKind::ExpectedPromotable { found } => {
                f.write_str(
                    "expected a piece that promotes (R B S N L P, lowercase for gote) after '+', found ",
                )?;
                write_found_or_end(f, found)?;
                if matches!(found, Some('G' | 'g' | 'K' | 'k')) {
                    f.write_str(" (golds and kings never promote)")?;
                }
                Ok(())
            }
            SfenErrorKind::ZeroCount => {
                f.write_str("expected a count of empty squares from 1 to 9, found '0'")
            }
            SfenErrorKind::CountAfterCount { found } => {
                f.write_str("expected a piece after a count of empty squares (a run of empty squares is one count), found ")?;
                write_found(f, found)
            }
            SfenErrorKind::RankTooWide => f.write_str("expected 9 squares in the rank, found more"),
            SfenErrorKind::RankTooNarrow { squares } => {
                write!(f, "expected 9 squares in the rank, found {squares}")
            }
            SfenErrorKind::TooManyRanks => f.write_str("expected 9 ranks, found more"),
            SfenErrorKind::TooFewRanks { ranks } => {
                write!(f, "expected 9 ranks, found {ranks}")
            }
            SfenErrorKind::MissingField => match error.field() {
                Some(Field::Side) => f.write_str(
                    "expected ' ' and the side to move ('b' or 'w'), found end of input",
                ),
                _ => f.write_str(
                    "expected ' ' and the pieces in hand ('-' for none), found end of input",
                ),
            },
            SfenErrorKind::Side { found } => {
                f.write_str("expected 'b' (sente) or 'w' (gote), found ")?;
                write_found_or_end(f, found)
            }
            SfenErrorKind::ExpectedSpace { found } => {
                f.write_str("expected ' ' after the side to move, found ")?;
                write_found(f, found)
            }
            SfenErrorKind::ExpectedHands { found } => {
                f.write_str(
                    "expected '-' or pieces in hand (R B G S N L P, lowercase for gote), found ",
                )?;
                write_found_or_end(f, found)
            }
            SfenErrorKind::AfterNoHands { found } => {
                f.write_str("expected ' ' or end of input after '-' (no piece in hand), found ")?;
                write_found(f, found)
            }
            SfenErrorKind::ExpectedHandPiece { found } => {
                f.write_str(
                    "expected a piece in hand (R B G S N L P, lowercase for gote), found ",
                )?;
                write_found_or_end(f, found)
            }
            SfenErrorKind::PromotedInHand => f.write_str(
                "expected a piece in hand (R B G S N L P, lowercase for gote), found '+': \
                 a piece in hand is never promoted",
            ),
            SfenErrorKind::KingInHand { found } => {
                f.write_str(
                    "expected a piece in hand (R B G S N L P, lowercase for gote), found ",
                )?;
                write_found(f, found)?;
                f.write_str(": a king is never in hand")
            }
            SfenErrorKind::HandCount { count } => write!(
                f,
                "expected a count from 2 (a single piece has none), found {count}"
            ),
            SfenErrorKind::LeadingZero => match error.field() {
                Some(Field::MoveNumber) => {
                    f.write_str("expected a move number without leading zeros, found '0'")
                }
                _ => f.write_str("expected a count without leading zeros, found '0'"),
            },
            SfenErrorKind::HandCountTooLarge => write!(
                f,
                "expected a count of at most {MAX_PIECES} pieces, found more"
            ),
            SfenErrorKind::Repeated { letter, first } => {
                f.write_str("expected each piece once in the hands, with a count, found ")?;
                write_found(f, letter)?;
                write!(f, " again (first at byte {first})")
            }
            SfenErrorKind::TooManyPieces { pieces } => write!(
                f,
                "expected at most {MAX_PIECES} pieces on the board and in hand, found {pieces}"
            ),
            SfenErrorKind::ExpectedMoveNumber { found } => {
                f.write_str("expected a move number (decimal digits), found ")?;
                write_found_or_end(f, found)?;
                write_hint(error, f)
            }
            SfenErrorKind::MoveNumberTooLarge => write!(
                f,
                "expected a move number of at most {}, found more",
                u32::MAX
            ),
            SfenErrorKind::Keyword { keyword } if *error.extra() == Hint::Moves => write!(
                f,
                "expected the board, found USI's keyword `{keyword}`: a position command? \
                 read \"position startpos moves …\" with shogi::Sfen::from_position_command"
            ),
            SfenErrorKind::Keyword { keyword } => write!(
                f,
                "expected the board, found USI's keyword `{keyword}`: the SFEN is what follows \
                 `position sfen` (Sfen::parse_lenient skips it)"
            ),
            SfenErrorKind::ExpectedEnd { found } => {
                f.write_str("expected end of input after the move number, found ")?;
                write_found(f, found)?;
                write_hint(error, f)
            }
        }
    }
}

/// Writes, after the mistake, where a position command's moves are read.
fn write_hint(error: &SfenError, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let reader = "shogi::Sfen::from_position_command";
    error.extra().write_moves(f, "sfen", "SFEN", reader)
}

/// A position that SFEN cannot say, and the first square or hand item that
/// shows it (see [`Sfen::from_position`](super::Sfen::from_position)).
///
/// ```
/// use pin_runtime::feen;
/// use pin_runtime::shogi::{FromPositionError, Sfen};
///
/// let chess = feen!("k^8/9/9/9/9/9/9/9/4Q3K^ / W/w");
/// assert!(matches!(Sfen::from_position(chess), Err(FromPositionError::Styles { .. })));
///
/// let queen = feen!("k^8/9/9/9/9/9/9/9/4Q3K^ / J/j");
/// let err = Sfen::from_position(queen).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "cannot write SFEN at e1: expected a shogi piece (K^ R B G S N L P, \
///      +R +B +S +N +L +P, lowercase for gote), found Q",
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FromPositionError {
    /// The styles are not shogi's, `J` (first) and `j` (second).
    Styles {
        /// The first side's style.
        first: Sin,
        /// The second side's style.
        second: Sin,
    },
    /// A piece on the board that SFEN cannot say.
    Square {
        /// Where: `[row, column]` from 0 in the order written, as the
        /// board is indexed.
        coord: [usize; 2],
        /// The piece.
        piece: Epin,
    },
    /// A piece in hand that SFEN cannot say: promoted, a king, another
    /// letter, derived, or of the other side's case (in SFEN a side holds
    /// pieces of its own case).
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
    /// use pin_runtime::shogi::Sfen;
    /// use pin_runtime::{Board, Cell, Position};
    ///
    /// let queen: Position<Board<9, 9>> = "k^8/9/9/9/9/9/9/9/4Q3K^ / J/j".parse()?;
    /// assert_eq!(Sfen::from_position(queen).unwrap_err().cell(), Some(Cell::parse("e1")?));
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
    /// use pin_runtime::shogi::Sfen;
    /// use pin_runtime::{Board, Epin, Position};
    ///
    /// let position: Position<Board<9, 9>> = "k^8/9/9/9/9/9/9/9/4Q3K^ / J/j".parse()?;
    /// assert_eq!(Sfen::from_position(position).unwrap_err().piece(), Some(Epin::parse("Q")?));
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
    /// use pin_runtime::shogi::Sfen;
    /// use pin_runtime::{Board, Position, Side};
    ///
    /// let position: Position<Board<9, 9>> = "8k^/9/9/9/9/9/9/9/K^8 /+r J/j".parse()?;
    /// assert_eq!(Sfen::from_position(position).unwrap_err().hand(), Some(Side::Second));
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
                "cannot write SFEN: expected the shogi styles J/j, found {first}/{second}"
            ),
            Self::Square {
                coord: [row, column],
                piece,
            } => {
                write!(
                    f,
                    "cannot write SFEN at {}: expected a shogi piece (K^ R B G S N L P, \
                     +R +B +S +N +L +P, lowercase for gote), found {piece}",
                    crate::bridge::cell(row, column, RANKS)
                )?;
                if piece.letter() == crate::Letter::K && !piece.is_terminal() {
                    f.write_str(" (a king is K^)")?;
                }
                Ok(())
            }
            Self::HandPiece { side, piece } => {
                let (ordinal, case) = match side {
                    Side::First => ("first", "uppercase"),
                    Side::Second => ("second", "lowercase"),
                };
                write!(
                    f,
                    "cannot write SFEN in the {ordinal} hand: expected an unpromoted piece \
                     (R B G S N L P, {case}), found {piece}"
                )
            }
        }
    }
}

impl core::error::Error for FromPositionError {}
