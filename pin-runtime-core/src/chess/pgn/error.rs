//! `PgnError`: what stopped a game's main line, and where.

use core::fmt;

use crate::Side;
use crate::chess::{FenError, MoveError, San, SanError};

/// What stopped a game's main line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PgnErrorKind {
    /// The `FEN` tag is not a FEN this crate reads.
    Fen(FenError),
    /// The `FEN` tag's value is not UTF-8 (a FEN is ASCII).
    FenEncoding {
        /// The index of the first byte that is not UTF-8, in the value.
        index: usize,
        /// That byte.
        byte: u8,
    },
    /// The `Variant` tag names a variant other than standard chess,
    /// Chess960 and crazyhouse.
    Variant,
    /// The start position is one the rules cannot judge (no king, two
    /// kings of a side).
    StartPosition(MoveError),
    /// Text written as a move is no SAN move.
    San {
        /// The move's number.
        number: u32,
        /// The side to move: [`Side::First`] is white.
        side: Side,
        /// Why it is no SAN move.
        error: SanError,
    },
    /// A move the position refuses: illegal or ambiguous.
    Move {
        /// The move's number.
        number: u32,
        /// The side to move: [`Side::First`] is white.
        side: Side,
        /// The move as written.
        san: San,
        /// Why the position refuses it.
        error: MoveError,
    },
    /// A result inside a variation, which python-chess reads as a move
    /// that is none (a game with one is not written).
    ResultInVariation,
    /// A move or a NAG in a variation opened before its line has a move
    /// of its own, `( ( 1... c5 ) )`: python-chess moves it elsewhere in
    /// the tree (a game with one is not written; `( ( ) 1... c5 )` is).
    NestedVariation,
    /// Variations nested deeper than
    /// [`MAX_DEPTH`](super::MAX_DEPTH) (a game with them is not written).
    Depth,
}

/// A game's main line stopped: the game's number in the file, the line
/// and column, and the [`PgnErrorKind`].
///
/// ```
/// use pin_runtime::chess::pgn::Reader;
///
/// let file = b"1. e4 e5 *\n\n[Event \"bad\"]\n\n1. e4 e5 2. Nf3= *\n";
/// let game = Reader::new(file).nth(1).unwrap();
/// let err = game.mainline().find_map(Result::err).unwrap();
/// assert_eq!((err.game(), err.line(), err.column()), (2, 5, 13));
/// assert_eq!(
///     err.to_string(),
///     "game 2, line 5, column 13: move 2 (white): invalid SAN move \"Nf3=\": expected the piece to promote to (Q, R, B, N), found end of move at byte 4",
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PgnError {
    game: u32,
    line: u32,
    column: u32,
    kind: PgnErrorKind,
}

impl PgnError {
    pub(super) const fn new(game: u32, line: u32, column: u32, kind: PgnErrorKind) -> Self {
        Self {
            game,
            line,
            column,
            kind,
        }
    }

    /// The game's number in the file, from 1.
    #[must_use]
    pub const fn game(&self) -> u32 {
        self.game
    }

    /// The line, from 1.
    #[must_use]
    pub const fn line(&self) -> u32 {
        self.line
    }

    /// The column, from 1, in bytes.
    #[must_use]
    pub const fn column(&self) -> u32 {
        self.column
    }

    /// What stopped the main line.
    #[must_use]
    pub const fn kind(&self) -> PgnErrorKind {
        self.kind
    }
}

/// The side's name.
const fn color(side: Side) -> &'static str {
    match side {
        Side::First => "white",
        Side::Second => "black",
    }
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "game {}, line {}, column {}: ",
            self.game, self.line, self.column
        )?;
        match self.kind {
            PgnErrorKind::Fen(error) => write!(f, "the FEN tag: {error}"),
            PgnErrorKind::FenEncoding { index, byte } => write!(
                f,
                "the FEN tag: expected UTF-8, found the byte 0x{byte:02X} at byte {index}"
            ),
            PgnErrorKind::Variant => {
                f.write_str("expected a Variant tag naming standard chess, Chess960 or crazyhouse")
            }
            PgnErrorKind::StartPosition(error) => write!(f, "the start position: {error}"),
            PgnErrorKind::San {
                number,
                side,
                error,
            } => write!(f, "move {number} ({}): {error}", color(side)),
            PgnErrorKind::Move {
                number,
                side,
                san,
                error,
            } => write!(f, "move {number} ({}) {san}: {error}", color(side)),
            PgnErrorKind::ResultInVariation => {
                f.write_str("expected a move or the end of the variation, found a result")
            }
            PgnErrorKind::NestedVariation => f.write_str(
                "expected a move of the variation before a variation of it with a move or a \
                     NAG, found none",
            ),
            PgnErrorKind::Depth => write!(
                f,
                "expected variations nested at most {} deep, found one deeper",
                super::MAX_DEPTH
            ),
        }
    }
}

impl core::error::Error for PgnError {}

/// Why a [`Writer`](super::Writer) wrote no game, or stopped one.
///
/// ```
/// use pin_runtime::chess::pgn::{WriteError, Writer};
///
/// let mut writer = Writer::new(String::new());
/// let err = writer.game(&[("Time Control", "40/7200")]).unwrap_err();
/// assert_eq!(err, WriteError::Tag);
/// assert_eq!(
///     err.to_string(),
///     "cannot write the tags: expected names of letters, digits and _+#=:- starting with a letter or a digit, \
///      and values on one line",
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum WriteError {
    /// The output refused text: its [`fmt::Write`] gave an error.
    Fmt,
    /// A game read has an error, or a shape the writer refuses; nothing of
    /// it was written.
    Game(PgnError),
    /// A tag name python-chess refuses, or a value with a line break.
    Tag,
    /// The `FEN` tag is not a FEN this crate reads.
    Fen(FenError),
    /// The `Variant` tag names a variant other than standard chess,
    /// Chess960 and crazyhouse.
    Variant,
    /// The start position is one the rules cannot judge.
    StartPosition(MoveError),
    /// A move the position refuses.
    Move(MoveError),
    /// A variation started before a move of its line.
    VariationStart,
    /// A variation ended where none is open.
    VariationEnd,
    /// A variation nested deeper than [`MAX_DEPTH`](super::MAX_DEPTH).
    Depth,
}

impl From<fmt::Error> for WriteError {
    fn from(_: fmt::Error) -> Self {
        Self::Fmt
    }
}

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Fmt => f.write_str("cannot write the game: the output gave an error"),
            Self::Game(error) => write!(f, "cannot write the game: {error}"),
            Self::Tag => f.write_str(
                "cannot write the tags: expected names of letters, digits and _+#=:- \
                 starting with a letter or a digit, and values on one line",
            ),
            Self::Fen(error) => write!(f, "the FEN tag: {error}"),
            Self::Variant => {
                f.write_str("expected a Variant tag naming standard chess, Chess960 or crazyhouse")
            }
            Self::StartPosition(error) => write!(f, "the start position: {error}"),
            Self::Move(error) => write!(f, "{error}"),
            Self::VariationStart => {
                f.write_str("expected a move of the line before a variation of it, found none")
            }
            Self::VariationEnd => f.write_str("expected a variation to end, found none open"),
            Self::Depth => write!(
                f,
                "expected variations nested at most {} deep, found one deeper",
                super::MAX_DEPTH
            ),
        }
    }
}

impl core::error::Error for WriteError {}
