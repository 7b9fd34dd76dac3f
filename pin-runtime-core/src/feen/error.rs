//! Why a FEEN position or placement was rejected, and where.

use core::fmt;

use super::hint::{Said, Verdict};
use super::{Dimensions, MAX_DIMENSION, MAX_LEN, MAX_SQUARES};
use crate::error::write_found;
use crate::error::{Location, Spot, write_found_or_end, write_layer};
use crate::{Cell, Epin, ParseError, Sin};

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
/// kind carries what its message needs. A character found where another was
/// expected is decoded whole from the text (`'é'`, `'ｗ'`), so a message can
/// quote it.
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
    /// The input is empty, or blank: nothing but whitespace (`"\n"`).
    Empty,
    /// The input is longer than [`MAX_LEN`](crate::feen::MAX_LEN) bytes.
    TooLong {
        /// The input's length in bytes.
        len: usize,
    },
    /// No EPIN token starts where a piece does (on the board or in a hand).
    ///
    /// The token error's own [`index`](ParseError::index) counts from the
    /// start of the token; [`FeenError::index`] is the same byte in the
    /// whole input.
    Token(ParseError),
    /// A square was expected (a piece or a count of empty squares): at the
    /// start of the placement, or after a separator.
    ExpectedSquare {
        /// The character found instead, `None` at the end of the input.
        found: Option<char>,
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
    /// A second space between two fields: they are joined by exactly one.
    SecondSpace,
    /// The first hand is not followed by `/` and the second hand.
    ExpectedHandSeparator {
        /// The character found instead, `None` at the end of the input.
        found: Option<char>,
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
        /// The character found instead, `None` at the end of the input.
        found: Option<char>,
    },
    /// The style of the side to move is not followed by `/`.
    ExpectedStyleSeparator {
        /// The character found instead, `None` at the end of the input.
        found: Option<char>,
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
        /// The character found.
        found: char,
    },
    /// A chess FEN (`… w KQkq - 0 1`) where a FEEN position was expected:
    /// `chess::Fen::parse` reads it. Also said of a text that looks like
    /// one, which `chess::Fen::parse` rejects: the message then says why,
    /// in that reader's words. A text looks like a chess FEN, an SFEN or a
    /// xiangqi FEN when its board has none of FEEN's own marks (`^`, `'`,
    /// `-`, `//`), its second field is a side to move alone (`w`, `b`, or
    /// xiangqi's `r`) and no later field holds a `/` (FEEN's hands and
    /// style-turn always do); which of the three it looks like is told by
    /// its fields (an SFEN's hands and move number) and its board (9
    /// squares a rank or 10 ranks for xiangqi).
    ChessFen,
    /// A shogi SFEN (`… b - 1`) where a FEEN position was expected:
    /// [`shogi::Sfen::parse`](crate::shogi::Sfen::parse) reads it. Also
    /// said of a text that looks like one (see
    /// [`ChessFen`](Self::ChessFen)), which that reader rejects: the
    /// message then says why.
    Sfen,
    /// A xiangqi FEN (`… w - - 0 1`) where a FEEN position was expected:
    /// [`xiangqi::Fen::parse`](crate::xiangqi::Fen::parse) reads it. Also
    /// said of a text that looks like one (see
    /// [`ChessFen`](Self::ChessFen)), which that reader rejects: the
    /// message then says why.
    XiangqiFen,
    /// A makruk FEN (`… w - - 0 1`, Fairy-Stockfish's) where a FEEN
    /// position was expected: [`makruk::Fen::parse`](crate::makruk::Fen::parse)
    /// reads it. Said only of a text that reader reads.
    MakrukFen,
    /// More pieces on the board and in hand than the board has squares.
    TooManyPieces {
        /// The pieces on the board and in both hands.
        pieces: usize,
        /// The squares of the board.
        squares: usize,
    },
}

/// A FEEN position or placement that could not be read: the kind of
/// mistake, the field, the byte index and, on the board, the square by its
/// CELL name.
///
/// Its message says what was expected, what was found and where, with one
/// byte index: the square and the byte on the board (`at e7 (byte 14)`),
/// the byte and the field elsewhere (`at byte 43 (hands)`).
///
/// ```
/// use pin_runtime::{Cell, Feen, Field};
///
/// let err = Feen::parse("rnbqk^bnr/pppp?ppp/8/8/8/8/PPPPPPPP/RNBQK^BNR / W/w").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid FEEN position at e7 (byte 14): invalid EPIN token \"?\": \
///      expected a letter or a state modifier ('+' or '-'), found '?'",
/// );
/// assert_eq!((err.cell(), err.index()), (Some(Cell::parse("e7")?), 14));
///
/// let err = Feen::parse("8/8 P2S/ W/w").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid FEEN position at byte 5 (hands): \
///      expected hand items in canonical order, found 2S after P",
/// );
/// assert_eq!((err.cell(), err.field()), (None, Some(Field::Hands)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Naming squares of a board that did not read
///
/// CELL names squares from the bottom (the last rank written is rank 1,
/// the last layer written is layer `A`), so a name needs the board's
/// shape, which a mistake in the middle of the board leaves unknown. Squares
/// (and ranks and layers) are named as if the placement field, up to its
/// first space (or the end of the input), were the whole board: its ranks
/// and layers are counted as written. A mistake inside a board of the right
/// shape is thus named as on that board, and every reader (the view, the
/// typed positions and boards, `feen!` and `board!`) names it alike.
///
/// ```
/// use pin_runtime::{Board, Feen, Position};
///
/// // Rank 7 is short by a square; the first rank written, rank 8, has 8.
/// let text = "rnbqk^bnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR / W/w";
/// let err = Feen::parse(text).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid FEEN position at byte 17 (placement): \
///      expected 8 squares in rank 7, as in rank 8, found 7",
/// );
/// assert_eq!(Position::<Board<8, 8>>::parse(text).unwrap_err(), err);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FeenError {
    what: What,
    at: Location<Field>,
    /// Read as a whole position (else as a placement alone).
    whole: bool,
}

/// What a [`FeenError`] reports: a mistake of FEEN's, or a text in another
/// notation, or that looks like one, with what that notation's reader says
/// of it (which takes the room of the kind, so that the error stays small).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum What {
    Feen(FeenErrorKind),
    Other(Verdict),
}

impl FeenError {
    /// An error at `index`, in `field`, outside the board's squares.
    pub(crate) const fn new(kind: FeenErrorKind, index: usize, field: Option<Field>) -> Self {
        Self {
            what: What::Feen(kind),
            at: Location::new(index, field),
            whole: true,
        }
    }

    /// An error in the placement, about `spot`.
    pub(crate) const fn on_board(kind: FeenErrorKind, index: usize, spot: Spot) -> Self {
        Self {
            what: What::Feen(kind),
            at: Location::at(index, Some(Field::Placement), spot),
            whole: true,
        }
    }

    /// The error of a text in another notation, or that looks like one,
    /// at `index` (its second field), with what that notation's reader
    /// says of it.
    pub(crate) const fn other(index: usize, verdict: Verdict) -> Self {
        Self {
            what: What::Other(verdict),
            at: Location::new(index, None),
            whole: true,
        }
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
        match self.what {
            What::Feen(kind) => kind,
            What::Other(verdict) => verdict.kind(),
        }
    }

    /// Returns the byte index of the mistake in the input: the offending
    /// byte, or where something missing was expected.
    ///
    /// ```
    /// use pin_runtime::Feen;
    ///
    /// assert_eq!(Feen::parse("8/8 / W/W").unwrap_err().index(), 8);
    /// // The byte after the modifier, not where the token starts.
    /// assert_eq!(Feen::parse("8/+? / W/w").unwrap_err().index(), 3);
    /// ```
    #[must_use]
    pub const fn index(&self) -> usize {
        self.at.index()
    }

    /// Returns the field the mistake is in, or `None` when it is about the
    /// whole input (empty, too long, or in another notation, or looking
    /// like one: a chess FEN, an SFEN, a xiangqi FEN).
    ///
    /// ```
    /// use pin_runtime::{Feen, Field};
    ///
    /// assert_eq!(Feen::parse("8/8 / W").unwrap_err().field(), Some(Field::StyleTurn));
    /// ```
    #[must_use]
    pub const fn field(&self) -> Option<Field> {
        self.at.field()
    }

    /// Returns the square the mistake is at, by its CELL name: where a
    /// token, a count or a missing square should be; `None` for a mistake
    /// about a whole rank, layer or board, or outside the board. Squares
    /// are named as the [type's documentation](FeenError#naming-squares-of-a-board-that-did-not-read)
    /// says.
    ///
    /// ```
    /// use pin_runtime::{Cell, Feen};
    ///
    /// assert_eq!(Feen::parse("8/1x? / W/w").unwrap_err().cell(), Some(Cell::parse("c1")?));
    /// assert_eq!(Feen::parse("ab/cd//AB/C? / W/w").unwrap_err().cell(), Some(Cell::parse("b1A")?));
    /// assert_eq!(Feen::parse("8/7 / W/w").unwrap_err().cell(), None);
    /// # Ok::<(), pin_runtime::CellError>(())
    /// ```
    #[must_use]
    pub const fn cell(&self) -> Option<Cell> {
        self.at.cell()
    }

    /// Writes where the mistake is: `e7 (byte 14)` at a square,
    /// `byte 43 (hands)` elsewhere.
    fn write_location(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(cell) = self.cell() {
            return write!(f, "{cell} (byte {})", self.index());
        }
        write!(f, "byte {}", self.index())?;
        match self.field() {
            Some(field) if self.whole => write!(f, " ({})", field.name()),
            _ => Ok(()),
        }
    }

    /// Writes what was expected and what was found.
    #[allow(
        clippy::too_many_lines,
        reason = "one arm per kind, each a sentence, read best side by side"
    )]
    fn write_mistake(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let in_hands = matches!(self.field(), Some(Field::Hands));
        match self.kind() {
            FeenErrorKind::Empty if self.whole => f.write_str(
                "expected <placement> <hands> <style-turn>, found an empty position",
            ),
            FeenErrorKind::Empty => f.write_str(
                "expected ranks of pieces and counts of empty squares, found an empty placement",
            ),
            FeenErrorKind::TooLong { len } => {
                write!(f, "expected at most {MAX_LEN} bytes, found {len}")
            }
            FeenErrorKind::Token(error) => error.write_message(f, false),
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
                "expected at most {MAX_DIMENSION} squares in a rank, found more"
            ),
            FeenErrorKind::TooManyRanks => {
                write!(f, "expected at most {MAX_DIMENSION} ranks")?;
                if let Spot::Layer { layer, .. } = self.at.spot() {
                    f.write_str(" in layer ")?;
                    write_layer(f, layer)?;
                }
                f.write_str(", found more")
            }
            FeenErrorKind::TooManyLayers => {
                write!(f, "expected at most {MAX_DIMENSION} layers, found more")
            }
            FeenErrorKind::ThinLayer => {
                f.write_str("expected at least 2 ranks in ")?;
                match self.at.spot() {
                    Spot::Layer { layer, .. } => {
                        f.write_str("layer ")?;
                        write_layer(f, layer)?;
                        f.write_str(" of a 3-D board")?;
                    }
                    _ => f.write_str("every layer of a 3-D board")?,
                }
                f.write_str(", found 1")
            }
            FeenErrorKind::RankWidth { width, expected } => {
                write!(f, "expected {expected} squares in ")?;
                match self.at.spot() {
                    // The first rank, against the width of a known shape.
                    Spot::Rank { rank, first } if rank == first => write!(f, "rank {rank}")?,
                    Spot::Rank { rank, first } => write!(f, "rank {rank}, as in rank {first}")?,
                    _ => f.write_str("every rank")?,
                }
                write!(f, ", found {width}")
            }
            FeenErrorKind::LayerDepth { ranks, expected } => {
                write!(f, "expected {expected} ranks in ")?;
                match self.at.spot() {
                    Spot::Layer {
                        layer,
                        first: Some(first),
                    } => {
                        f.write_str("layer ")?;
                        write_layer(f, layer)?;
                        f.write_str(", as in layer ")?;
                        write_layer(f, first)?;
                    }
                    _ => f.write_str("every layer")?,
                }
                write!(f, ", found {ranks}")
            }
            FeenErrorKind::TooManySquares { squares } => {
                write!(f, "expected at most {MAX_SQUARES} squares, found {squares}")
            }
            FeenErrorKind::Shape { found, expected } => {
                write!(f, "expected a board of {expected}, found {found}")
            }
            FeenErrorKind::MissingField => match self.field() {
                Some(field) => write!(f, "expected ' ' and the {} field, found end of input", field.name()),
                None => f.write_str("expected ' ' and another field, found end of input"),
            },
            FeenErrorKind::SecondSpace => {
                f.write_str("expected one space between fields, found a second space")
            }
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
            FeenErrorKind::ChessFen => self.write_other_notation(
                f,
                "a chess FEN (side to move, castling, en passant, clocks)",
                "chess::Fen::parse",
            ),
            FeenErrorKind::Sfen => self.write_other_notation(
                f,
                "an SFEN (side to move, hands, move number)",
                "shogi::Sfen::parse",
            ),
            FeenErrorKind::XiangqiFen => self.write_other_notation(
                f,
                "a xiangqi FEN (side to move, '-' and '-', clocks)",
                "xiangqi::Fen::parse",
            ),
            FeenErrorKind::MakrukFen => self.write_other_notation(
                f,
                "a makruk FEN (side to move, flags, counting, clocks)",
                "makruk::Fen::parse",
            ),
            FeenErrorKind::TooManyPieces { pieces, squares } => {
                write_too_many_pieces(f, pieces, squares)
            }
        }
    }
}

/// Says that more pieces than squares were found, as readers and
/// positions do.
pub(crate) fn write_too_many_pieces(
    f: &mut fmt::Formatter<'_>,
    pieces: usize,
    squares: usize,
) -> fmt::Result {
    write!(
        f,
        "expected at most {squares} piece{} on the board and in hand (one per square), found {pieces}",
        if squares == 1 { "" } else { "s" }
    )
}

impl FeenError {
    /// Says that the text is in another notation, `found`, which `reader`
    /// reads; or that it looks like one, and why `reader` rejects it too.
    fn write_other_notation(
        &self,
        f: &mut fmt::Formatter<'_>,
        found: &str,
        reader: &str,
    ) -> fmt::Result {
        f.write_str("expected the three fields of FEEN (placement, hands, style-turn), found ")?;
        let said = match &self.what {
            What::Other(verdict) => verdict.said(),
            What::Feen(_) => Said::Reads,
        };
        match said {
            Said::Reads => write!(f, "{found}, which {reader} reads"),
            Said::Rejects(error) => write!(
                f,
                "what looks like {found}, which {reader} rejects: {error}"
            ),
            Said::Unread(feature) => write!(
                f,
                "what looks like {found}, read by {reader} with pin-runtime's feature `{feature}`"
            ),
        }
    }
}

/// Writes a hand item as FEEN does: its count when above 1, then its token.
fn write_item(f: &mut fmt::Formatter<'_>, piece: Epin, count: u32) -> fmt::Result {
    if count > 1 {
        write!(f, "{count}")?;
    }
    f.write_str(piece.encode().as_str())
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
