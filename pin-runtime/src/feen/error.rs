//! Why a FEEN position or placement was rejected, and where.

use core::fmt;

use super::{Dimensions, MAX_DIMENSION, MAX_LEN, MAX_SQUARES};
use crate::error::write_found;
use crate::{Epin, ParseError, Sin};

/// The field of a FEEN position a mistake is in.
///
/// ```
/// use pin_runtime::{Feen, Field};
///
/// let err = Feen::parse("8/8 PP/ W/w").unwrap_err();
/// assert_eq!(err.field(), Some(Field::Hands));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Field {
    /// The first field: the board, rank by rank.
    Placement,
    /// The second field: the pieces each side holds in hand.
    Hands,
    /// The third field: the two sides' styles, the side to move first.
    StyleTurn,
}

impl Field {
    /// Returns the field's name as messages write it: `"placement"`,
    /// `"hands"` or `"style-turn"`.
    ///
    /// ```
    /// use pin_runtime::Field;
    ///
    /// assert_eq!(Field::StyleTurn.name(), "style-turn");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Placement => "placement",
            Self::Hands => "hands",
            Self::StyleTurn => "style-turn",
        }
    }
}

/// What kind of mistake a [`FeenError`] reports.
///
/// Positions are read left to right and the first mistake is reported; each
/// kind carries what its message needs.
///
/// ```
/// use pin_runtime::{Feen, FeenErrorKind};
///
/// let err = Feen::parse("8/7 / W/w").unwrap_err();
/// assert_eq!(err.kind(), FeenErrorKind::RankWidth { width: 7, expected: 8 });
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FeenErrorKind {
    /// The input is longer than [`MAX_LEN`](crate::feen::MAX_LEN) bytes.
    TooLong {
        /// The input's length in bytes.
        len: usize,
    },
    /// No EPIN token starts where a piece does (on the board or in a hand).
    Token(ParseError),
    /// A square was expected (a piece or a count of empty squares): at the
    /// start of the placement, or after a separator.
    ExpectedSquare {
        /// The byte found instead, `None` at the end of the input.
        found: Option<u8>,
    },
    /// A count of empty squares is `0`.
    ZeroCount,
    /// A count starts with `0`, as in `08` or `02P`.
    LeadingZero,
    /// Three or more `/` in a row: boards have at most three dimensions.
    TooManyDimensions,
    /// A rank has more than [`MAX_DIMENSION`](crate::feen::MAX_DIMENSION)
    /// squares.
    RankTooWide,
    /// A board, or a layer of a 3-D board, has more than
    /// [`MAX_DIMENSION`](crate::feen::MAX_DIMENSION) ranks.
    TooManyRanks,
    /// A 3-D board has more than [`MAX_DIMENSION`](crate::feen::MAX_DIMENSION)
    /// layers.
    TooManyLayers,
    /// A layer of a 3-D board has a single rank; a layer has at least two.
    ThinLayer,
    /// A rank's number of squares differs from the first rank's.
    RankWidth {
        /// The squares the rank has.
        width: usize,
        /// The squares the first rank has.
        expected: usize,
    },
    /// A layer's number of ranks differs from the first layer's.
    LayerDepth {
        /// The ranks the layer has.
        ranks: usize,
        /// The ranks the first layer has.
        expected: usize,
    },
    /// The board has more than [`MAX_SQUARES`](crate::feen::MAX_SQUARES)
    /// squares.
    TooManySquares {
        /// The squares it has.
        squares: usize,
    },
    /// A well-formed board of another shape than the type being read.
    Shape {
        /// The board's dimensions as written.
        found: Dimensions,
        /// The dimensions of the type being read.
        expected: Dimensions,
    },
    /// The input ends before the hands or the style-turn field (see
    /// [`FeenError::field`]).
    MissingField,
    /// The first hand is not followed by `/` and the second hand.
    ExpectedHandSeparator {
        /// The byte found instead, `None` at the end of the input.
        found: Option<u8>,
    },
    /// A second `/` in the hands field.
    ExtraHandSeparator,
    /// A hand count of `0` or `1`: a single piece is written without one.
    HandCount {
        /// The count written.
        count: u32,
    },
    /// A hand count larger than [`MAX_SQUARES`](crate::feen::MAX_SQUARES),
    /// which no board can hold.
    HandCountTooLarge,
    /// A piece written twice in one hand instead of once with a count.
    Repeated {
        /// The piece.
        piece: Epin,
        /// The byte index where the hand first lists it.
        first: usize,
    },
    /// Hand items out of canonical order.
    Unordered {
        /// The piece of the item out of place.
        piece: Epin,
        /// Its count.
        count: u32,
        /// The piece of the item before it, which should come after it.
        previous: Epin,
        /// That item's count.
        previous_count: u32,
    },
    /// More different pieces in a hand than a [`Hand`](crate::Hand) holds
    /// ([`Hand::CAPACITY`](crate::Hand::CAPACITY)); the text itself is valid
    /// FEEN, which [`Feen`](crate::Feen) reads.
    HandFull,
    /// A style letter was expected.
    ExpectedStyle {
        /// The byte found instead, `None` at the end of the input.
        found: Option<u8>,
    },
    /// The style of the side to move is not followed by `/`.
    ExpectedStyleSeparator {
        /// The byte found instead, `None` at the end of the input.
        found: Option<u8>,
    },
    /// Both styles are in the same case: they must name the two sides.
    SameCase {
        /// The style of the side to move.
        active: Sin,
        /// The other style.
        inactive: Sin,
    },
    /// Something follows the style-turn field.
    ExpectedEnd {
        /// The byte found.
        found: u8,
    },
    /// A chess FEN (`… w KQkq - 0 1`) where a FEEN position was expected.
    Fen,
    /// More pieces on the board and in hand than the board has squares.
    TooManyPieces {
        /// The pieces on the board and in both hands.
        pieces: usize,
        /// The squares of the board.
        squares: usize,
    },
}

/// A FEEN position or placement that could not be read: the kind of
/// mistake, the field, the byte index and, inside the board, the rank and
/// square.
///
/// Its message says what was expected, what was found and where:
///
/// ```
/// use pin_runtime::Feen;
///
/// let err = Feen::parse("8/8 P2S/ W/w").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid FEEN position at byte 5 (hands): \
///      expected hand items in canonical order, found 2S after P",
/// );
/// assert_eq!(err.index(), 5);
///
/// let err = Feen::parse("rnbqk^bnr/7 / W/w").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid FEEN position at rank 2 (byte 11): rank 2 has 7 squares, expected 8",
/// );
/// assert_eq!((err.rank(), err.square()), (2, 0));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FeenError {
    kind: FeenErrorKind,
    index: usize,
    field: Option<Field>,
    layer: u16,
    rank: u16,
    square: u16,
    /// Read as a whole position (else as a placement alone).
    whole: bool,
}

impl FeenError {
    /// An error at `index`, in `field`, outside the board's squares.
    pub(crate) const fn new(kind: FeenErrorKind, index: usize, field: Option<Field>) -> Self {
        Self {
            kind,
            index,
            field,
            layer: 0,
            rank: 0,
            square: 0,
            whole: true,
        }
    }

    /// An error in the placement, at a layer (0 when not known to be 3-D),
    /// rank and square (0 for a whole rank).
    pub(crate) const fn at(
        kind: FeenErrorKind,
        index: usize,
        layer: usize,
        rank: usize,
        square: usize,
    ) -> Self {
        let mut error = Self::new(kind, index, Some(Field::Placement));
        error.layer = saturating_u16(layer);
        error.rank = saturating_u16(rank);
        error.square = saturating_u16(square);
        error
    }

    /// The same error, for a placement read on its own.
    pub(crate) const fn in_placement(mut self) -> Self {
        self.whole = false;
        self
    }

    /// Returns the kind of mistake.
    ///
    /// ```
    /// use pin_runtime::{Feen, FeenErrorKind};
    ///
    /// let err = Feen::parse("8/8 / W/W").unwrap_err();
    /// assert!(matches!(err.kind(), FeenErrorKind::SameCase { .. }));
    /// ```
    #[must_use]
    pub const fn kind(&self) -> FeenErrorKind {
        self.kind
    }

    /// Returns the byte index of the mistake in the input.
    ///
    /// ```
    /// use pin_runtime::Feen;
    ///
    /// assert_eq!(Feen::parse("8/8 / W/W").unwrap_err().index(), 8);
    /// ```
    #[must_use]
    pub const fn index(&self) -> usize {
        self.index
    }

    /// Returns the field the mistake is in, or `None` when it is about the
    /// whole input (too long, or a chess FEN).
    ///
    /// ```
    /// use pin_runtime::{Feen, Field};
    ///
    /// assert_eq!(Feen::parse("8/8 / W").unwrap_err().field(), Some(Field::StyleTurn));
    /// ```
    #[must_use]
    pub const fn field(&self) -> Option<Field> {
        self.field
    }

    /// Returns the layer of a 3-D board the mistake is in, from 1 in the
    /// order written; 0 outside the board, or while reading the first layer
    /// (before a `//` says the board is 3-D).
    ///
    /// ```
    /// use pin_runtime::Feen;
    ///
    /// assert_eq!(Feen::parse("ab/cd//AB/C? / W/w").unwrap_err().layer(), 2);
    /// ```
    #[must_use]
    pub const fn layer(&self) -> usize {
        self.layer as usize
    }

    /// Returns the rank the mistake is in, from 1 in the order written (in
    /// its layer, on a 3-D board); 0 outside the board.
    ///
    /// ```
    /// use pin_runtime::Feen;
    ///
    /// assert_eq!(Feen::parse("8/1x? / W/w").unwrap_err().rank(), 2);
    /// ```
    #[must_use]
    pub const fn rank(&self) -> usize {
        self.rank as usize
    }

    /// Returns the square of the rank the mistake is at, from 1; 0 when the
    /// mistake is about a whole rank or is outside the board.
    ///
    /// ```
    /// use pin_runtime::Feen;
    ///
    /// assert_eq!(Feen::parse("8/1x? / W/w").unwrap_err().square(), 3);
    /// ```
    #[must_use]
    pub const fn square(&self) -> usize {
        self.square as usize
    }

    /// Writes where the mistake is: `rank 2, square 3 (byte 7)` inside the
    /// board, `byte 43 (hands)` elsewhere.
    fn write_location(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.rank == 0 {
            write!(f, "byte {}", self.index)?;
            return match self.field {
                Some(field) if self.whole => write!(f, " ({})", field.name()),
                _ => Ok(()),
            };
        }
        if self.layer != 0 {
            write!(f, "layer {}, ", self.layer)?;
        }
        write!(f, "rank {}", self.rank)?;
        if self.square != 0 {
            write!(f, ", square {}", self.square)?;
        }
        write!(f, " (byte {})", self.index)
    }

    /// Writes what was expected and what was found.
    #[allow(
        clippy::too_many_lines,
        reason = "one arm per kind, each a sentence, read best side by side"
    )]
    fn write_mistake(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let in_hands = matches!(self.field, Some(Field::Hands));
        match self.kind {
            FeenErrorKind::TooLong { len } => {
                write!(f, "expected at most {MAX_LEN} bytes, found {len}")
            }
            FeenErrorKind::Token(error) => write!(f, "{error}"),
            FeenErrorKind::ExpectedSquare { found } => {
                f.write_str("expected a piece or a count of empty squares, found ")?;
                write_found_or_end(f, found)
            }
            FeenErrorKind::ZeroCount => {
                f.write_str("expected a count of empty squares from 1, found 0")
            }
            FeenErrorKind::LeadingZero if in_hands => {
                f.write_str("expected a count of pieces without leading zeros, found '0'")
            }
            FeenErrorKind::LeadingZero => {
                f.write_str("expected a count of empty squares without leading zeros, found '0'")
            }
            FeenErrorKind::TooManyDimensions => f.write_str(
                "expected a square after \"//\", found a third '/': boards have at most 3 dimensions",
            ),
            FeenErrorKind::RankTooWide => write!(
                f,
                "expected at most {MAX_DIMENSION} squares in rank {}, found more",
                self.rank
            ),
            FeenErrorKind::TooManyRanks if self.layer != 0 => write!(
                f,
                "expected at most {MAX_DIMENSION} ranks in layer {}, found more",
                self.layer
            ),
            FeenErrorKind::TooManyRanks => {
                write!(f, "expected at most {MAX_DIMENSION} ranks, found more")
            }
            FeenErrorKind::TooManyLayers => {
                write!(f, "expected at most {MAX_DIMENSION} layers, found more")
            }
            FeenErrorKind::ThinLayer => write!(
                f,
                "expected at least 2 ranks in every layer of a 3-D board, found 1 in layer {}",
                self.layer
            ),
            FeenErrorKind::RankWidth { width, expected } => write!(
                f,
                "rank {} has {width} squares, expected {expected}",
                self.rank
            ),
            FeenErrorKind::LayerDepth { ranks, expected } => write!(
                f,
                "layer {} has {ranks} ranks, expected {expected}",
                self.layer
            ),
            FeenErrorKind::TooManySquares { squares } => {
                write!(f, "expected at most {MAX_SQUARES} squares, found {squares}")
            }
            FeenErrorKind::Shape { found, expected } => {
                write!(f, "expected a board of {expected}, found {found}")
            }
            FeenErrorKind::MissingField => match self.field {
                Some(field) => write!(f, "expected ' ' and the {} field, found end of input", field.name()),
                None => f.write_str("expected ' ' and another field, found end of input"),
            },
            FeenErrorKind::ExpectedHandSeparator { found } => {
                f.write_str("expected '/' between the first and the second hand, found ")?;
                write_found_or_end(f, found)
            }
            FeenErrorKind::ExtraHandSeparator => {
                f.write_str("expected ' ' after the second hand, found a second '/'")
            }
            FeenErrorKind::HandCount { count } => write!(
                f,
                "expected a count from 2 (a single piece has none), found {count}"
            ),
            FeenErrorKind::HandCountTooLarge => write!(
                f,
                "expected a count of at most {MAX_SQUARES} pieces, found more"
            ),
            FeenErrorKind::Repeated { piece, first } => write!(
                f,
                "expected each piece once in a hand, with a count, found {piece} again (first at byte {first})"
            ),
            FeenErrorKind::Unordered {
                piece,
                count,
                previous,
                previous_count,
            } => {
                // Name the items as written, with their counts.
                f.write_str("expected hand items in canonical order, found ")?;
                write_item(f, piece, count)?;
                f.write_str(" after ")?;
                write_item(f, previous, previous_count)
            }
            FeenErrorKind::HandFull => write!(
                f,
                "expected at most {} different pieces in a hand, found more",
                crate::Hand::CAPACITY
            ),
            FeenErrorKind::ExpectedStyle { found } => {
                f.write_str("expected a style letter (A-Z or a-z), found ")?;
                write_found_or_end(f, found)
            }
            FeenErrorKind::ExpectedStyleSeparator { found } => {
                f.write_str("expected '/' after the style of the side to move, found ")?;
                write_found_or_end(f, found)
            }
            FeenErrorKind::SameCase { active, inactive } => {
                let case = if active.side().is_first() { "a lowercase" } else { "an uppercase" };
                write!(
                    f,
                    "expected {case} style after '{active}', one per side, found '{inactive}'"
                )
            }
            FeenErrorKind::ExpectedEnd { found } => {
                f.write_str("expected end of input after the style-turn field, found ")?;
                write_found(f, found)
            }
            FeenErrorKind::Fen => f.write_str(
                "expected the three fields of FEEN (placement, hands, style-turn), \
                 found a chess FEN (side to move, castling, en passant, clocks)",
            ),
            FeenErrorKind::TooManyPieces { pieces, squares } => write!(
                f,
                "expected at most {squares} piece{} on the board and in hand (one per square), found {pieces}",
                if squares == 1 { "" } else { "s" }
            ),
        }
    }
}

/// Names a byte as token errors do, or says the input ended.
fn write_found_or_end(f: &mut fmt::Formatter<'_>, found: Option<u8>) -> fmt::Result {
    match found {
        Some(byte) => write_found(f, byte),
        None => f.write_str("end of input"),
    }
}

/// Writes a hand item as FEEN does: its count when above 1, then its token.
fn write_item(f: &mut fmt::Formatter<'_>, piece: Epin, count: u32) -> fmt::Result {
    if count > 1 {
        write!(f, "{count}")?;
    }
    f.write_str(piece.encode().as_str())
}

/// A 1-based place number for an error, cast to `u16` with saturation at
/// `u16::MAX` (never reached: the scanner stops one place past
/// [`MAX_DIMENSION`], 255).
const fn saturating_u16(n: usize) -> u16 {
    if n > u16::MAX as usize {
        u16::MAX
    } else {
        #[allow(clippy::cast_possible_truncation, reason = "checked just above")]
        let n = n as u16;
        n
    }
}

impl fmt::Display for FeenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = if self.whole { "position" } else { "placement" };
        write!(f, "invalid FEEN {what} at ")?;
        self.write_location(f)?;
        f.write_str(": ")?;
        self.write_mistake(f)
    }
}

impl core::error::Error for FeenError {}
