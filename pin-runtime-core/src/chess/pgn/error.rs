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
        }
    }
}

impl core::error::Error for PgnError {}
