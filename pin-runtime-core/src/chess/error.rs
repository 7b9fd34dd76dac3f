//! Why a FEN could not be read, or a position could not be written as FEN.

use core::fmt;

use super::{MAX_LEN, RANKS, SQUARES};

use crate::error::{BridgeKind, Hint, ReadError, Spot, write_found, write_found_or_end};
use crate::{Cell, Epin, Side, Sin};

/// The field of a FEN a mistake is in.
///
/// ```
/// use pin_runtime::chess::{Fen, Field};
///
/// let err = Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1").unwrap_err();
/// assert_eq!(err.field(), Some(Field::EnPassant));
/// assert_eq!(Field::EnPassant.name(), "en passant");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Field {
    /// The first field: the board, rank 8 first.
    Board,
    /// Crazyhouse pockets, after the board: `[QNqn]` or `/QNqn`.
    Pockets,
    /// The side to move: `w` or `b`.
    Side,
    /// The castling rights: `-`, `KQkq`, or file letters.
    Castling,
    /// The en-passant square: `-` or a square such as `e3`.
    EnPassant,
    /// The halfmove clock (absent in EPD).
    HalfmoveClock,
    /// The fullmove number (absent in EPD).
    FullmoveNumber,
}

impl Field {
    /// Returns the field's name as messages write it: `"board"`,
    /// `"pockets"`, `"side to move"`, `"castling"`, `"en passant"`,
    /// `"halfmove clock"` or `"fullmove number"`.
    ///
    /// ```
    /// use pin_runtime::chess::Field;
    ///
    /// assert_eq!(Field::Side.name(), "side to move");
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

    /// What the field holds, as messages say it: `"castling rights"`.
    const fn contents(self) -> &'static str {
        match self {
            Self::Castling => "castling rights",
            Self::EnPassant => "en-passant square",
            _ => self.name(),
        }
    }
}

/// What kind of mistake a [`FenError`] reports.
///
/// A FEN is read left to right and the first mistake is reported. Bytes
/// are the bytes of the input: a castling right `'K'`, a piece letter
/// `'N'`.
///
/// ```
/// use pin_runtime::chess::{Fen, FenErrorKind};
///
/// let err = Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KK - 0 1").unwrap_err();
/// assert_eq!(err.kind(), FenErrorKind::SameSide { right: 'K', previous: 'K' });
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FenErrorKind {
    /// The input is longer than any FEN: [`MAX_LEN`] bytes.
    TooLong {
        /// The input's length in bytes.
        len: usize,
    },
    /// A square was expected on the board: a piece letter or a count of
    /// empty squares from 1 to 8.
    ExpectedSquare {
        /// The character found instead, `None` at the end of the input.
        found: Option<char>,
    },
    /// Two counts of empty squares side by side (`44` for `8`).
    AdjacentCounts {
        /// The second count.
        count: char,
    },
    /// `~` (promoted) after a king or a pawn, which no pawn promotes to,
    /// or after no piece at all: a count of empty squares or another `~`.
    Unpromotable {
        /// The byte before the `~`: a piece letter, a digit or `~`.
        piece: char,
    },
    /// A rank has more than 8 squares.
    RankOverflow {
        /// The rank, from 8 (the first written) to 1.
        rank: u8,
        /// Its squares up to and including the piece or count that
        /// overflowed.
        squares: u8,
    },
    /// A rank ends before its 8th square.
    ShortRank {
        /// The rank, from 8 (the first written) to 1.
        rank: u8,
        /// Its squares.
        squares: u8,
    },
    /// A rank's 8 squares are not followed by `/` and the next rank.
    ExpectedRank {
        /// The rank expected next, from 7 to 1.
        rank: u8,
        /// The character found instead, `None` at the end of the input.
        found: Option<char>,
    },
    /// More than 8 ranks: after the eighth, a `/` and ranks rather than
    /// crazyhouse pockets, which hold only `QRBNP` and `qrbnp`.
    TooManyRanks {
        /// The ranks written.
        ranks: usize,
    },
    /// A crazyhouse pocket holds something other than `QRBNP` or
    /// `qrbnp`, or is not closed.
    Pocket {
        /// The character found instead, `None` at the end of the input.
        found: Option<char>,
        /// The byte that ends the pockets: `]` or a space.
        end: char,
    },
    /// More pieces on the board and in the pockets than the board has
    /// squares.
    TooManyPieces {
        /// The pieces counted so far.
        pieces: u32,
    },
    /// A field is not followed by one space and the next field (see
    /// [`FenError::field`] for the field expected).
    ExpectedSpace {
        /// The character found instead, `None` at the end of the input.
        found: Option<char>,
    },
    /// The side to move is not `w` or `b`.
    Side {
        /// The character found instead, `None` at the end of the input.
        found: Option<char>,
    },
    /// A castling right was expected: `K`, `Q`, `k`, `q` or a file letter
    /// (`-` alone when there is none).
    CastlingRight {
        /// The character found instead, `None` at the end of the input.
        found: Option<char>,
    },
    /// A castling right, but no king of its side on its back rank.
    NoKing {
        /// The right, as written.
        right: char,
    },
    /// A castling right, but two kings of its side on its back rank.
    TwoKings {
        /// The right, as written.
        right: char,
    },
    /// A right `K` or `Q` (`k`, `q`), but no rook of its side on its back
    /// rank, on that side of the king.
    NoRook {
        /// The right, as written.
        right: char,
    },
    /// A right by file letter, but no rook of its side on that file of its
    /// back rank.
    NotRook {
        /// The right, as written.
        right: char,
        /// The piece letter on the square, `None` when it is empty.
        found: Option<char>,
    },
    /// The rook a right names is promoted (`R~`): it cannot castle.
    PromotedRook {
        /// The right, as written.
        right: char,
    },
    /// Two rights on the same side of the same king, or one right twice.
    SameSide {
        /// The second right, as written.
        right: char,
        /// The right written first on that side.
        previous: char,
    },
    /// The en-passant field is neither `-` nor a square.
    EnPassantSquare {
        /// The character found instead, `None` at the end of the input.
        found: Option<char>,
    },
    /// The en-passant square is not on rank 6 with white to move or rank
    /// 3 with black to move.
    EnPassantRank {
        /// The rank expected, 6 or 3.
        expected: u8,
    },
    /// No pawn of the side that just moved stands in front of the
    /// en-passant square.
    EnPassantPawn {
        /// The piece letter there, `None` when the square is empty.
        found: Option<char>,
    },
    /// The en-passant square, or the square the pawn came from, is not
    /// empty.
    EnPassantBlocked {
        /// The piece letter on that square.
        found: char,
    },
    /// A clock was expected: a decimal number.
    ExpectedNumber {
        /// The character found instead, `None` at the end of the input.
        found: Option<char>,
    },
    /// A clock starts with `0` and has more digits.
    LeadingZero,
    /// A clock above `u32::MAX`.
    NumberTooLarge,
    /// A fullmove number of 0: the first move is number 1.
    ZeroFullmove,
    /// The en-passant field is followed by neither the end of the input
    /// (EPD) nor a space and the clocks.
    ExpectedClocksOrEnd {
        /// The character found.
        found: char,
    },
    /// Something follows the fullmove number.
    ExpectedEnd {
        /// The character found.
        found: char,
    },
}

/// A FEN that could not be read: the kind of mistake, the byte index, the
/// field and, on the board, the square (the accessors of [`ReadError`],
/// here of chess's [`FenErrorKind`] and [`Field`]).
///
/// Its message says where, what was expected and what was found; a square
/// is named by its CELL coordinate beside the byte index:
///
/// ```
/// use pin_runtime::chess::{Fen, Field};
///
/// let err = Fen::parse("rnbqkbnr/pppp1ppp/8/4x3/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid FEN board at e5 (byte 21): expected a piece (KQRBNP, kqrbnp) or a count of \
///      empty squares (1 to 8), found 'x'",
/// );
/// assert_eq!((err.index(), err.field()), (21, Some(Field::Board)));
///
/// let err = Fen::parse("rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid FEN at byte 48 (castling): expected a rook for the right 'k' on the \
///      eighth rank h-side of the king, found none",
/// );
/// ```
///
/// Where the clocks or the end were expected, words that look like EPD
/// operations (a `;` follows) or a UCI position command's moves are named
/// with the reader they need:
///
/// ```
/// use pin_runtime::chess::Fen;
///
/// let err = Fen::parse("4k3/8/8/8/8/8/8/4K3 w - - 0 1 moves e1e2").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid FEN at byte 29 (fullmove number): expected end of input after the fullmove \
///      number, found a space: a position command's moves? read \"position fen <FEN> moves …\" \
///      with chess::Fen::from_position_command",
/// );
/// let err = Fen::parse("4k3/8/8/8/8/8/8/4K3 w - - bm Kd2;").unwrap_err();
/// assert!(err.to_string().ends_with("found 'b': an EPD operation? read EPD lines with chess::Epd"));
/// ```
///
/// # Accessors
///
/// [`kind`](ReadError::kind) gives the kind of mistake.
///
/// ```
/// use pin_runtime::chess::{Fen, FenErrorKind};
///
/// let err = Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1").unwrap_err();
/// assert_eq!(err.kind(), FenErrorKind::Side { found: Some('W') });
/// ```
///
/// [`index`](ReadError::index) gives the byte index of the mistake in the
/// input.
///
/// ```
/// use pin_runtime::chess::Fen;
///
/// let err = Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1").unwrap_err();
/// assert_eq!(err.index(), 44);
/// ```
///
/// [`field`](ReadError::field) gives the field the mistake is in, or `None`
/// when it is about the whole input (too long).
///
/// ```
/// use pin_runtime::chess::{Fen, Field};
///
/// let err = Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 01").unwrap_err();
/// assert_eq!(err.field(), Some(Field::FullmoveNumber));
/// ```
///
/// [`coord`](ReadError::coord) gives the square the mistake is at, on the
/// board, or about, as `[row, column]` from 0 in the order written, as a
/// `Board<8, 8>` is indexed (row 0 is rank 8); `None` when no square is
/// concerned. See [`cell`](Self::cell) for its CELL coordinate.
///
/// ```
/// use pin_runtime::chess::Fen;
///
/// let err = Fen::parse("rnbqkbnr/pppp1ppp/8/4x3/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap_err();
/// assert_eq!(err.coord(), Some([3, 4]));
/// ```
///
/// [`cell`](ReadError::cell) gives the square the mistake is at, on the
/// board, or about: the square a castling right names, the en-passant
/// square. `None` when no square is concerned.
///
/// ```
/// use pin_runtime::Cell;
/// use pin_runtime::chess::Fen;
///
/// let err = Fen::parse("rnbqkbnr/pppp1ppp/8/4x3/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap_err();
/// assert_eq!(err.cell(), Some(Cell::parse("e5")?));
/// let err = Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1").unwrap_err();
/// assert_eq!(err.cell(), Some(Cell::parse("e3")?));
/// let err = Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0").unwrap_err();
/// assert_eq!(err.cell(), None);
/// # Ok::<(), pin_runtime::CellError>(())
/// ```
pub type FenError = ReadError<FenErrorKind>;

/// What a FEN error keeps besides its kind and location, for its message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Aside {
    /// A second square the message names: the square found blocked behind
    /// an en-passant square.
    other: Option<Cell>,
    /// What the input after the mistake looks like, for the message.
    hint: Hint,
}

impl BridgeKind for FenErrorKind {
    type Field = Field;
    type Extra = Aside;
    const NOTATION: &'static str = "FEN";
    const ERROR: &'static str = "FenError";
    const RANKS: usize = RANKS;
    const BOARD: Field = Field::Board;
    const EXTRA: Aside = Aside {
        other: None,
        hint: Hint::None,
    };
    const LEADING_ZERO: Self = Self::LeadingZero;
    const NUMBER_TOO_LARGE: Self = Self::NumberTooLarge;

    fn field_name(field: Field) -> &'static str {
        field.name()
    }

    /// Writes what was expected and what was found.
    #[allow(
        clippy::too_many_lines,
        reason = "one arm per kind, each a sentence, read best side by side"
    )]
    fn write_mistake(error: &FenError, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let field = error.field().map_or("input", Field::contents);
        match error.kind() {
            FenErrorKind::TooLong { len } => {
                write!(f, "expected at most {MAX_LEN} bytes, found {len}")
            }
            FenErrorKind::ExpectedSquare { found } => {
                f.write_str(
                    "expected a piece (KQRBNP, kqrbnp) or a count of empty squares (1 to 8), found ",
                )?;
                write_found_or_end(f, found)
            }
            FenErrorKind::AdjacentCounts { count } => write!(
                f,
                "expected a piece after a count of empty squares, found another count '{count}'"
            ),
            FenErrorKind::Unpromotable { piece } => write!(
                f,
                "expected '~' (promoted) only after a queen, rook, bishop or knight, found it after '{piece}'"
            ),
            FenErrorKind::RankOverflow { squares, .. }
            | FenErrorKind::ShortRank { squares, .. } => {
                write!(f, "expected 8 squares, found {squares}")
            }
            FenErrorKind::ExpectedRank { rank, found } => {
                write!(f, "expected '/' and rank {rank}, found ")?;
                write_found_or_end(f, found)
            }
            FenErrorKind::TooManyRanks { ranks } => write!(
                f,
                "expected 8 ranks, or crazyhouse pockets (QRBNP, qrbnp) after the eighth, \
                 found {ranks} ranks"
            ),
            FenErrorKind::Pocket { found, end } => {
                write!(
                    f,
                    "expected a pocket piece (QRBNP, qrbnp) or {end:?} to end the pockets, found "
                )?;
                write_found_or_end(f, found)?;
                // Pockets as a ninth rank: the rank count named, for the text
                // may have been meant as one rank too many.
                if end == ' ' {
                    write!(
                        f,
                        " (a board has {RANKS} ranks; after the eighth, '/' starts the pockets)"
                    )?;
                }
                Ok(())
            }
            FenErrorKind::TooManyPieces { pieces } => write!(
                f,
                "expected at most {SQUARES} pieces on the board and in the pockets, found {pieces}"
            ),
            FenErrorKind::ExpectedSpace { found } => {
                write!(f, "expected ' ' and the {field}, found ")?;
                write_found_or_end(f, found)
            }
            FenErrorKind::Side { found } => {
                f.write_str("expected 'w' or 'b', found ")?;
                write_found_or_end(f, found)
            }
            FenErrorKind::CastlingRight { found } => {
                f.write_str(
                    "expected '-' or a castling right (K, Q, k, q or a file letter A-H, a-h), found ",
                )?;
                write_found_or_end(f, found)
            }
            FenErrorKind::NoKing { right } => {
                let (side, rank) = back_rank(right);
                write!(
                    f,
                    "expected a {side} king on the {rank} rank for the right '{right}', found none"
                )
            }
            FenErrorKind::TwoKings { right } => {
                let (side, rank) = back_rank(right);
                write!(
                    f,
                    "expected one {side} king on the {rank} rank for the right '{right}', found two or more"
                )
            }
            FenErrorKind::NoRook { right } => {
                let (_, rank) = back_rank(right);
                let wing = if right.eq_ignore_ascii_case(&'K') {
                    "h"
                } else {
                    "a"
                };
                write!(
                    f,
                    "expected a rook for the right '{right}' on the {rank} rank {wing}-side of the king, found none"
                )
            }
            FenErrorKind::NotRook { right, found } => {
                let (side, _) = back_rank(right);
                write!(
                    f,
                    "expected a {side} rook at {} for the right '{}', found ",
                    error.square(),
                    right
                )?;
                match found {
                    Some(piece) => write!(f, "'{piece}'"),
                    None => f.write_str("an empty square"),
                }
            }
            FenErrorKind::PromotedRook { right } => write!(
                f,
                "expected an unpromoted rook for the right '{}', found a promoted rook at {}",
                right,
                error.square()
            ),
            FenErrorKind::SameSide { right, previous } if right == previous => write!(
                f,
                "expected each castling right once, found '{right}' twice"
            ),
            FenErrorKind::SameSide { right, previous } => {
                let (side, _) = back_rank(right);
                let wing = if error.square().file() > error.extra().other.map_or(0, Cell::file) {
                    "h"
                } else {
                    "a"
                };
                write!(
                    f,
                    "expected at most one right {wing}-side of the {side} king, found '{right}' after '{previous}'"
                )
            }
            FenErrorKind::EnPassantSquare { found } => {
                f.write_str("expected '-' or an en-passant square (a-h and 3 or 6), found ")?;
                write_found_or_end(f, found)
            }
            FenErrorKind::EnPassantRank { expected } => {
                let side = if expected == 6 { "white" } else { "black" };
                write!(
                    f,
                    "expected an en-passant square on rank {expected} with {side} to move, found {}",
                    error.square()
                )
            }
            FenErrorKind::EnPassantPawn { found } => {
                let square = error.square();
                let (pawn, side) = en_passant_pawn(square);
                write!(
                    f,
                    "expected a {side} pawn at {pawn}, in front of the en-passant square {square}, found "
                )?;
                match found {
                    Some(piece) => write!(f, "'{piece}'"),
                    None => f.write_str("an empty square"),
                }
            }
            FenErrorKind::EnPassantBlocked { found } => {
                let square = error.square();
                let from = en_passant_origin(square);
                write!(
                    f,
                    "expected {square} and {from} empty, as a pawn just passed them, found '{}' at {}",
                    found,
                    error.extra().other.unwrap_or(square)
                )
            }
            FenErrorKind::ExpectedNumber { found } => {
                write!(f, "expected the {field} (a decimal number), found ")?;
                write_found_or_end(f, found)?;
                error.write_hint(f)
            }
            FenErrorKind::LeadingZero => write!(
                f,
                "expected the {field} without leading zeros, found '0' followed by a digit"
            ),
            FenErrorKind::NumberTooLarge => {
                write!(
                    f,
                    "expected the {field} to be at most {}, found more",
                    u32::MAX
                )
            }
            FenErrorKind::ZeroFullmove => f.write_str("expected a fullmove number from 1, found 0"),
            FenErrorKind::ExpectedClocksOrEnd { found } => {
                f.write_str("expected end of input (EPD) or ' ' and the halfmove clock, found ")?;
                write_found(f, found)
            }
            FenErrorKind::ExpectedEnd { found } => {
                f.write_str("expected end of input after the fullmove number, found ")?;
                write_found(f, found)?;
                error.write_hint(f)
            }
        }
    }

    fn debug_extra(extra: &Aside, out: &mut fmt::DebugStruct<'_, '_>) {
        out.field("other", &extra.other).field("hint", &extra.hint);
    }
}

impl FenError {
    /// The same error, at the square of the board at `row` and `column`
    /// (from 0, in the order written).
    pub(crate) const fn at_square(self, row: usize, column: usize) -> Self {
        self.with_spot(Spot::grid_square(row, column, RANKS))
    }

    /// The same error, about the whole rank of the board at `row`.
    pub(crate) const fn at_rank(self, row: usize) -> Self {
        self.with_spot(Spot::grid_rank(row, RANKS))
    }

    /// The same error, about `square` (off the board's field: the square of
    /// a castling right, an en-passant square).
    pub(crate) const fn on(self, square: Cell) -> Self {
        self.with_spot(Spot::Square(square))
    }

    /// The same error, naming a second square.
    pub(crate) const fn and(self, other: Cell) -> Self {
        let hint = self.extra().hint;
        self.with_extra(Aside {
            other: Some(other),
            hint,
        })
    }

    /// The same error, its message naming what the input from `at` looks
    /// like (EPD operations, a position command's moves) if it looks like
    /// either.
    pub(crate) const fn hinted(self, bytes: &[u8], at: usize) -> Self {
        let other = self.extra().other;
        self.with_extra(Aside {
            other,
            hint: Hint::of(bytes, at),
        })
    }

    /// The square the message is about; only asked of kinds that have one.
    fn square(&self) -> Cell {
        self.cell().unwrap_or(Cell::new_2d(0, 0))
    }

    /// Writes what the input looks like where the clocks or the end were
    /// expected, if it looks like something.
    fn write_hint(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.extra().hint {
            Hint::None => Ok(()),
            Hint::Epd => f.write_str(": an EPD operation? read EPD lines with chess::Epd"),
            hint @ Hint::Moves => {
                hint.write_moves(f, "fen", "FEN", "chess::Fen::from_position_command")
            }
        }
    }
}

/// The side and back rank, in words, of a castling right by its case.
const fn back_rank(right: char) -> (&'static str, &'static str) {
    if right.is_ascii_uppercase() {
        ("white", "first")
    } else {
        ("black", "eighth")
    }
}

/// The pawn in front of an en-passant square, and its side in words.
const fn en_passant_pawn(square: Cell) -> (Cell, &'static str) {
    if matches!(square.rank(), Some(2)) {
        (Cell::new_2d(square.file(), 3), "white")
    } else {
        (Cell::new_2d(square.file(), 4), "black")
    }
}

/// The square a pawn that passed an en-passant square came from.
const fn en_passant_origin(square: Cell) -> Cell {
    if matches!(square.rank(), Some(2)) {
        Cell::new_2d(square.file(), 1)
    } else {
        Cell::new_2d(square.file(), 6)
    }
}

/// What a position holds that FEN cannot say, found by
/// [`Fen::from_position`](super::Fen::from_position).
///
/// ```
/// use pin_runtime::chess::{Fen, FromPositionErrorKind};
/// use pin_runtime::{Board, Position};
///
/// let shogi: Position<Board<8, 8>> = "k^7/8/8/8/8/8/8/7K^ / J/j".parse()?;
/// let err = Fen::from_position(shogi).unwrap_err();
/// assert!(matches!(err.kind(), FromPositionErrorKind::Styles { .. }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FromPositionErrorKind {
    /// Styles other than chess's, `W/w` (white to move) or `w/W` (black to
    /// move).
    Styles {
        /// The first side's style.
        first: Sin,
        /// The second side's style.
        second: Sin,
    },
    /// A piece whose letter is not in the chess set (`KQRBNP`, `kqrbnp`).
    Letter,
    /// A derived piece (`'`): FEN has one style.
    Derived,
    /// A terminal piece other than a king.
    Terminal,
    /// A king that is not exactly `K^` or `k^`.
    King,
    /// A queen, bishop or knight in a state other than normal or promoted
    /// (`+`), or a rook in a state it cannot have.
    State,
    /// A normal pawn on its start rank, where every pawn is `+P` (it may
    /// still advance two squares).
    StartPawn,
    /// A `+P` off its start rank.
    AdvancedPawn,
    /// A `-P` that is not a pawn that just advanced two squares with the
    /// other side to move, or whose two squares behind are not empty.
    EnPassant,
    /// A second `-P`: FEN names one en-passant square.
    SecondEnPassant,
    /// A `-R` (castling right) off its back rank.
    CastlingRank,
    /// A `-R` with no king of its side on its back rank, or with two.
    CastlingKing,
    /// A second `-R` on the same side of the same king.
    CastlingSide,
    /// A piece in hand, where FEN has no pockets (crazyhouse has them:
    /// [`Fen::from_crazyhouse`](super::Fen::from_crazyhouse)).
    Hand,
    /// A piece in hand that a crazyhouse pocket cannot hold: the first hand
    /// holds `Q R B N P`, the second `q r b n p`, normal and native.
    Pocket,
    /// A castling right given to
    /// [`Fen::from_board`](super::Fen::from_board) for a square of the
    /// side's back rank that holds no rook of that side.
    CastlingRook,
    /// An en-passant square given to
    /// [`Fen::from_board`](super::Fen::from_board) off rank 6 with white
    /// to move, or off rank 3 with black to move.
    EnPassantSquare,
    /// An en-passant square given to
    /// [`Fen::from_board`](super::Fen::from_board) with no pawn of the side
    /// that just moved just in front of it.
    EnPassantPawn,
}

/// Where a position cannot be written as FEN.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Unwritable {
    /// A square and the piece on it.
    Square(Cell, Epin),
    /// An item of a side's hand.
    Hand(Side, Epin),
    /// An empty square.
    Empty(Cell),
    /// A square named by a field, which may be off the board.
    Named(Cell),
    /// The position as a whole.
    Whole,
}

/// A position FEN cannot say: the kind, and the square or hand item, the
/// first in the order FEN writes them (rank 8 first, then the first hand,
/// then the second).
///
/// ```
/// use pin_runtime::chess::Fen;
/// use pin_runtime::{Board, Position};
///
/// let position: Position<Board<8, 8>> = "k^7/8/8/8/8/8/4P3/4K^3 / W/w".parse()?;
/// let err = Fen::from_position(position).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "cannot write FEN at e2: expected +P for a pawn on its start rank \
///      (it may still advance two squares), found P",
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FromPositionError {
    kind: FromPositionErrorKind,
    place: Unwritable,
}

impl FromPositionError {
    pub(crate) const fn new(kind: FromPositionErrorKind, place: Unwritable) -> Self {
        Self { kind, place }
    }

    /// Returns the kind of mistake.
    ///
    /// ```
    /// use pin_runtime::chess::{Fen, FromPositionErrorKind};
    /// use pin_runtime::{Board, Position};
    ///
    /// let position: Position<Board<8, 8>> = "k^7/8/8/8/8/8/8/4K^3 P/ W/w".parse()?;
    /// assert_eq!(Fen::from_position(position).unwrap_err().kind(), FromPositionErrorKind::Hand);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn kind(&self) -> FromPositionErrorKind {
        self.kind
    }

    /// Returns the piece that cannot be written, on the board or in hand;
    /// `None` when the mistake is about the styles.
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    /// use pin_runtime::{Board, Epin, Position};
    ///
    /// let position: Position<Board<8, 8>> = "k^7/8/8/8/3S4/8/8/4K^3 / W/w".parse()?;
    /// assert_eq!(Fen::from_position(position).unwrap_err().piece(), Some(Epin::parse("S")?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn piece(&self) -> Option<Epin> {
        match self.place {
            Unwritable::Square(_, piece) | Unwritable::Hand(_, piece) => Some(piece),
            Unwritable::Empty(_) | Unwritable::Named(_) | Unwritable::Whole => None,
        }
    }

    /// Returns the square of the piece that cannot be written, by its CELL
    /// coordinate; `None` when it is in a hand or the mistake is about the
    /// whole position.
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    /// use pin_runtime::{Board, Cell, Position};
    ///
    /// let position: Position<Board<8, 8>> = "k^7/8/8/8/3S4/8/8/4K^3 / W/w".parse()?;
    /// assert_eq!(Fen::from_position(position).unwrap_err().cell(), Some(Cell::parse("d4")?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn cell(&self) -> Option<Cell> {
        match self.place {
            Unwritable::Square(cell, _) | Unwritable::Empty(cell) | Unwritable::Named(cell) => {
                Some(cell)
            }
            _ => None,
        }
    }

    /// Returns the side whose hand holds the piece that cannot be written,
    /// `None` when it is not in a hand.
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    /// use pin_runtime::{Board, Position, Side};
    ///
    /// let position: Position<Board<8, 8>> = "k^7/8/8/8/8/8/8/4K^3 /p W/w".parse()?;
    /// assert_eq!(Fen::from_position(position).unwrap_err().hand(), Some(Side::Second));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn hand(&self) -> Option<Side> {
        match self.place {
            Unwritable::Hand(side, _) => Some(side),
            _ => None,
        }
    }

    /// Writes what was expected.
    fn write_expected(self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let piece = self.piece();
        let letter = piece.map_or('?', |piece| piece.letter().as_char());
        match self.kind {
            FromPositionErrorKind::Styles { .. } => {
                f.write_str("expected the chess styles W/w (white to move) or w/W (black to move)")
            }
            FromPositionErrorKind::Letter => {
                f.write_str("expected a chess piece (K^ Q R B N P, lowercase for black)")
            }
            FromPositionErrorKind::Derived => {
                f.write_str("expected a native piece (FEN has one style)")
            }
            FromPositionErrorKind::Terminal => f.write_str("expected only kings to be terminal"),
            FromPositionErrorKind::King => f.write_str("expected a king to be K^ (k^ for black)"),
            FromPositionErrorKind::State if letter == 'R' => {
                f.write_str("expected a rook to be R, -R (castling right) or +R (promoted)")
            }
            FromPositionErrorKind::State => {
                write!(f, "expected {letter} or +{letter} (promoted)")
            }
            FromPositionErrorKind::StartPawn => f.write_str(
                "expected +P for a pawn on its start rank (it may still advance two squares)",
            ),
            FromPositionErrorKind::AdvancedPawn => f.write_str(
                "expected +P only on the pawn's start rank (rank 2 for white, 7 for black)",
            ),
            FromPositionErrorKind::EnPassant => f.write_str(
                "expected -P only for a pawn that just advanced two squares (rank 4 with black to \
                 move, rank 5 with white to move, both squares behind it empty)",
            ),
            FromPositionErrorKind::SecondEnPassant => {
                f.write_str("expected at most one -P (one en-passant square)")
            }
            FromPositionErrorKind::CastlingRank => {
                f.write_str("expected -R (castling right) only on the rook's back rank")
            }
            FromPositionErrorKind::CastlingKing => f.write_str(
                "expected one king of its side on the back rank of a -R (castling right)",
            ),
            FromPositionErrorKind::CastlingSide => {
                f.write_str("expected at most one -R (castling right) on each side of the king")
            }
            FromPositionErrorKind::Hand => {
                f.write_str("expected empty hands (only crazyhouse FEN has pockets)")
            }
            FromPositionErrorKind::Pocket => f.write_str(
                "expected pocket pieces Q R B N P in the first hand and q r b n p in the second",
            ),
            FromPositionErrorKind::CastlingRook => {
                f.write_str("expected a rook of the side with the castling right on its back rank")
            }
            FromPositionErrorKind::EnPassantSquare => f.write_str(
                "expected an en-passant square on rank 6 with white to move, rank 3 with black \
                 to move",
            ),
            FromPositionErrorKind::EnPassantPawn => f.write_str(
                "expected the pawn that passed the en-passant square just in front of it, of \
                 the side that just moved",
            ),
        }
    }
}

impl fmt::Display for FromPositionError {
    /// Writes `cannot write FEN at e2: expected …, found P`, `… in the
    /// first hand: …`, or `cannot write FEN: …` for the styles.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.place {
            Unwritable::Square(cell, _) | Unwritable::Empty(cell) | Unwritable::Named(cell) => {
                write!(f, "cannot write FEN at {cell}: ")?;
            }
            Unwritable::Hand(side, _) => {
                write!(f, "cannot write FEN in the {} hand: ", side.name())?;
            }
            Unwritable::Whole => f.write_str("cannot write FEN: ")?,
        }
        self.write_expected(f)?;
        match (self.kind, self.place) {
            (FromPositionErrorKind::Styles { first, second }, _) => {
                write!(f, ", found {first}/{second}")
            }
            (_, Unwritable::Square(_, piece) | Unwritable::Hand(_, piece)) => {
                write!(f, ", found {piece}")
            }
            (_, Unwritable::Empty(_)) => f.write_str(", found an empty square"),
            (_, Unwritable::Named(_) | Unwritable::Whole) => Ok(()),
        }
    }
}

impl core::error::Error for FromPositionError {}
