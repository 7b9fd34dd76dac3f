//! `RecordError`: what stopped the reading of a CSA or KIF record, and
//! where.

use core::fmt;

use super::{MoveError, SfenError, Square, Usi};
use crate::{Epin, Side};

/// The format of a game record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RecordFormat {
    /// CSA, the format of the computer-shogi servers (Floodgate).
    Csa,
    /// KIF, the format of Kifu for Windows and most Japanese GUIs.
    Kif,
}

/// The start of the text an error found, at most 30 bytes of it (cut at
/// a character), kept without borrowing the record.
///
/// ```
/// use pin_runtime::shogi::csa::Reader;
///
/// let game = Reader::new("PI\n+\n+7776XX\n").next().unwrap();
/// let err = game.mainline().next().unwrap().unwrap_err();
/// let found = err.found().unwrap();
/// assert_eq!((found.as_str(), found.is_cut()), ("+7776XX", false));
/// assert_eq!(found.to_string(), "\"+7776XX\"");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Excerpt {
    bytes: [u8; Excerpt::CAPACITY],
    len: u8,
    cut: bool,
}

impl Excerpt {
    /// The bytes kept.
    const CAPACITY: usize = 30;

    /// The start of `text`.
    pub(super) fn new(text: &str) -> Self {
        let mut len = text.len().min(Self::CAPACITY);
        while !text.is_char_boundary(len) {
            len -= 1;
        }
        let mut bytes = [0; Self::CAPACITY];
        bytes[..len].copy_from_slice(&text.as_bytes()[..len]);
        Self {
            bytes,
            #[allow(clippy::cast_possible_truncation, reason = "at most 30")]
            len: len as u8,
            cut: len < text.len(),
        }
    }

    /// The text kept.
    #[must_use]
    pub fn as_str(&self) -> &str {
        core::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or("")
    }

    /// Whether the text found was longer than what is kept.
    #[must_use]
    pub const fn is_cut(&self) -> bool {
        self.cut
    }
}

impl fmt::Debug for Excerpt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Excerpt({:?})", self.as_str())
    }
}

impl fmt::Display for Excerpt {
    /// The text in quotes, `…` after it when cut; `end of line` when empty.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.len == 0 {
            return f.write_str("end of line");
        }
        write!(f, "{:?}", self.as_str())?;
        if self.cut {
            f.write_str("…")?;
        }
        Ok(())
    }
}

/// What stopped a record's start position or main line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum RecordErrorKind {
    /// A line of the start position that does not read (CSA's `PI`,
    /// `P1`…`P9`, `P+`, `P-`; KIF's board diagram and hands).
    Start {
        /// What the line should hold.
        expected: &'static str,
        /// What it holds.
        found: Excerpt,
    },
    /// A start position SFEN cannot say (more pieces than squares).
    StartSfen(SfenError),
    /// KIF's `手合割` names a handicap this reader does not know.
    Handicap(Excerpt),
    /// A move's text that does not read.
    Syntax {
        /// The move's number, from 1.
        number: u32,
        /// What a move is.
        expected: &'static str,
        /// What was found.
        found: Excerpt,
    },
    /// A CSA move of the side not to move.
    Turn {
        /// The move's number, from 1.
        number: u32,
        /// The side to move.
        expected: Side,
    },
    /// KIF's `同` (the square of the move before) as the first move.
    Same {
        /// The move's number, from 1.
        number: u32,
    },
    /// The square the move starts from does not hold the piece the record
    /// names, of the side to move.
    Piece {
        /// The move's number, from 1.
        number: u32,
        /// The square.
        square: Square,
        /// The piece named.
        expected: Epin,
        /// What stands there.
        found: Option<Epin>,
    },
    /// A promotion of a piece that does not promote (a gold, a king, a
    /// promoted piece).
    Promotion {
        /// The move's number, from 1.
        number: u32,
        /// The square of the piece.
        square: Square,
        /// The piece.
        found: Epin,
    },
    /// A drop of a piece no hand holds (a king, a promoted piece).
    Drop {
        /// The move's number, from 1.
        number: u32,
        /// The piece.
        piece: Epin,
    },
    /// A KIF branch (`変化：N手`) that no line before it leaves: none has
    /// a move numbered N, or a move before it could not be played.
    Branch {
        /// The number of the branch's first move.
        number: u32,
    },
    /// The position refused the move.
    Move {
        /// The move's number, from 1.
        number: u32,
        /// The move in USI.
        usi: Usi,
        /// Why the position refused it.
        error: MoveError,
    },
}

/// A record's start position or main line stopped: the format, the
/// game's number in the text (CSA games are separated by `/`; a KIF text
/// is one game), the line and column of the statement at fault, and the
/// [`RecordErrorKind`].
///
/// ```
/// use pin_runtime::shogi::csa::Reader;
///
/// let game = Reader::new("PI\n+\n+7776FU\n-3334FU\n+8822KI\n").next().unwrap();
/// let err = game.mainline().find_map(Result::err).unwrap();
/// assert_eq!((err.game(), err.line(), err.column()), (1, 5, 1));
/// assert_eq!(
///     err.to_string(),
///     "CSA game 1, line 5, column 1: move 3: expected sente's gold (G) on 8h, found B",
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RecordError {
    format: RecordFormat,
    game: u32,
    line: u32,
    column: u32,
    kind: RecordErrorKind,
}

impl RecordError {
    pub(super) const fn new(
        format: RecordFormat,
        game: u32,
        line: u32,
        column: u32,
        kind: RecordErrorKind,
    ) -> Self {
        Self {
            format,
            game,
            line,
            column,
            kind,
        }
    }

    /// The record's format.
    #[must_use]
    pub const fn format(&self) -> RecordFormat {
        self.format
    }

    /// The game's number in the text, from 1.
    #[must_use]
    pub const fn game(&self) -> u32 {
        self.game
    }

    /// The line, from 1.
    #[must_use]
    pub const fn line(&self) -> u32 {
        self.line
    }

    /// The column, from 1, in characters.
    #[must_use]
    pub const fn column(&self) -> u32 {
        self.column
    }

    /// What stopped the reading.
    #[must_use]
    pub const fn kind(&self) -> RecordErrorKind {
        self.kind
    }

    /// The text found, for the kinds that keep it.
    #[must_use]
    pub const fn found(&self) -> Option<Excerpt> {
        match self.kind {
            RecordErrorKind::Start { found, .. }
            | RecordErrorKind::Syntax { found, .. }
            | RecordErrorKind::Handicap(found) => Some(found),
            _ => None,
        }
    }
}

/// The side's name in shogi.
const fn side_name(side: Side) -> &'static str {
    match side {
        Side::First => "sente",
        Side::Second => "gote",
    }
}

/// A piece's name and letter: `sente's gold (G)`.
fn piece_name(piece: Epin, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let name = match (piece.letter(), piece.is_enhanced()) {
        (crate::Letter::P, false) => "pawn",
        (crate::Letter::P, true) => "tokin",
        (crate::Letter::L, false) => "lance",
        (crate::Letter::L, true) => "promoted lance",
        (crate::Letter::N, false) => "knight",
        (crate::Letter::N, true) => "promoted knight",
        (crate::Letter::S, false) => "silver",
        (crate::Letter::S, true) => "promoted silver",
        (crate::Letter::G, _) => "gold",
        (crate::Letter::B, false) => "bishop",
        (crate::Letter::B, true) => "horse",
        (crate::Letter::R, false) => "rook",
        (crate::Letter::R, true) => "dragon",
        (crate::Letter::K, _) => "king",
        _ => "piece",
    };
    let letter = if piece.is_enhanced() { "+" } else { "" };
    write!(
        f,
        "{}'s {name} ({letter}{})",
        side_name(piece.side()),
        piece.letter().to_side_char(piece.side())
    )
}

/// A piece as SFEN writes it: `B`, `+p`, `k`.
fn sfen_letter(piece: Epin, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    if piece.is_enhanced() {
        f.write_str("+")?;
    }
    write!(f, "{}", piece.letter().to_side_char(piece.side()))
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let format = match self.format {
            RecordFormat::Csa => "CSA",
            RecordFormat::Kif => "KIF",
        };
        write!(
            f,
            "{format} game {}, line {}, column {}: ",
            self.game, self.line, self.column
        )?;
        match self.kind {
            RecordErrorKind::Start { expected, found } => {
                write!(f, "the start position: expected {expected}, found {found}")
            }
            RecordErrorKind::StartSfen(error) => write!(f, "the start position: {error}"),
            RecordErrorKind::Handicap(found) => write!(
                f,
                "expected a handicap (平手, 香落ち, 右香落ち, 角落ち, 飛車落ち, 飛香落ち, 二枚落ち, \
                 三枚落ち, 四枚落ち, 五枚落ち, 左五枚落ち, 六枚落ち, 八枚落ち, 十枚落ち) or a board \
                 diagram, found {found}"
            ),
            RecordErrorKind::Syntax {
                number,
                expected,
                found,
            } => write!(f, "move {number}: expected {expected}, found {found}"),
            RecordErrorKind::Turn { number, expected } => write!(
                f,
                "move {number}: expected a move of {} ({}), found one of {}",
                side_name(expected),
                match expected {
                    Side::First => '+',
                    Side::Second => '-',
                },
                side_name(expected.flipped()),
            ),
            RecordErrorKind::Same { number } => write!(
                f,
                "move {number}: expected a square, found 同 (the square of the move before) with no move before"
            ),
            RecordErrorKind::Piece {
                number,
                square,
                expected,
                found,
            } => {
                write!(f, "move {number}: expected ")?;
                piece_name(expected, f)?;
                write!(f, " on {square}, found ")?;
                match found {
                    Some(piece) => sfen_letter(piece, f),
                    None => f.write_str("an empty square"),
                }
            }
            RecordErrorKind::Promotion {
                number,
                square,
                found,
            } => {
                write!(
                    f,
                    "move {number}: expected a piece that promotes (P L N S B R) on {square}, found "
                )?;
                piece_name(found, f)
            }
            RecordErrorKind::Drop { number, piece } => {
                write!(
                    f,
                    "move {number}: expected a piece a hand holds (P L N S G B R), found a drop of "
                )?;
                piece_name(piece, f)
            }
            RecordErrorKind::Move { number, error, .. } => write!(f, "move {number}: {error}"),
            RecordErrorKind::Branch { number } => write!(
                f,
                "expected a line before the branch with a move {number} to leave, found none"
            ),
        }
    }
}

impl core::error::Error for RecordError {}

/// Where a statement of a record starts: its line and column (both from
/// 1; the column counts characters).
///
/// ```
/// use pin_runtime::shogi::csa::Reader;
///
/// let game = Reader::new("PI\n+\n+7776FU,T3\n").next().unwrap();
/// let places: Vec<(u32, u32)> = game.statements().map(|(_, at)| (at.line(), at.column())).collect();
/// assert_eq!(places, [(1, 1), (2, 1), (3, 1), (3, 9)]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Location {
    pub(super) line: u32,
    pub(super) column: u32,
}

impl Location {
    /// The line, from 1.
    #[must_use]
    pub const fn line(&self) -> u32 {
        self.line
    }

    /// The column, from 1, in characters.
    #[must_use]
    pub const fn column(&self) -> u32 {
        self.column
    }
}

impl fmt::Display for Location {
    /// `line 3, column 9`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// Why a record could not be written.
///
/// ```
/// use pin_runtime::shogi::csa::Writer;
/// use pin_runtime::shogi::{Sfen, Usi, WriteError};
///
/// let mut writer = Writer::new(String::new(), Sfen::START)?;
/// assert!(matches!(writer.play(Usi::parse("7g7d")?, None), Ok(())));
/// assert!(matches!(writer.play(Usi::parse("5a5b+")?, None), Err(WriteError::Move(_))));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum WriteError {
    /// The output refused the text.
    Format,
    /// A header after the first move or the ending: headers come first.
    Order,
    /// A move the position refused.
    Move(MoveError),
    /// A move the format cannot write: the null move `0000`.
    NullMove,
    /// An ending the format has no word for (KIF: `%MAX_MOVES`, `%ERROR`,
    /// an illegal action of the side to move).
    Ending(super::Ending),
    /// The record read had an error, so it cannot be written back.
    Record(RecordError),
}

impl From<fmt::Error> for WriteError {
    fn from(_: fmt::Error) -> Self {
        Self::Format
    }
}

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Format => f.write_str("the output refused the text"),
            Self::Order => f.write_str("expected headers before the first move, found one after"),
            Self::Move(error) => write!(f, "{error}"),
            Self::NullMove => {
                f.write_str("expected a move, found the null move 0000, which records cannot write")
            }
            Self::Ending(ending) => {
                write!(f, "expected an ending KIF has a word for, found {ending}")
            }
            Self::Record(error) => write!(f, "{error}"),
        }
    }
}

impl core::error::Error for WriteError {}
