//! Why bytes are not a binary FEN [`Fen::from_binary`](super::Fen::from_binary)
//! reads, or a position is one [`Fen::try_to_binary`](super::Fen::try_to_binary)
//! cannot write.

use core::fmt;

use super::RANKS;
use crate::error::{BridgeKind, ReadError};
use crate::{Cell, Epin, Side};

/// The part of a binary FEN a mistake is in, in the order of the layout.
///
/// ```
/// use pin_runtime::chess::{BinaryField, Fen};
///
/// // Five plies of four bytes each: a number never takes more than five.
/// let err = Fen::from_binary(&[0, 0, 0, 0, 0, 0, 0, 0, 0x80, 0x80, 0x80, 0x80, 0x80]).unwrap_err();
/// assert_eq!(err.field(), Some(BinaryField::HalfmoveClock));
/// assert_eq!(BinaryField::HalfmoveClock.name(), "halfmove clock");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BinaryField {
    /// The first eight bytes: the occupied squares, a big-endian bitboard
    /// (bit 0 is a1, bit 63 h8).
    Occupancy,
    /// A nibble a piece, from a1 to h8, the low nibble of each byte first.
    Pieces,
    /// The halfmove clock (LEB128).
    HalfmoveClock,
    /// The ply: twice the fullmove number less one, plus one with black to
    /// move (LEB128).
    Ply,
    /// The variant byte.
    Variant,
    /// The five bytes of crazyhouse pockets, a nibble a count.
    Pockets,
    /// The crazyhouse promoted pieces, a big-endian bitboard.
    Promoted,
}

impl BinaryField {
    /// Returns the field's name as messages write it: `"occupancy"`,
    /// `"pieces"`, `"halfmove clock"`, `"ply"`, `"variant"`, `"pockets"` or
    /// `"promoted pieces"`.
    ///
    /// ```
    /// use pin_runtime::chess::BinaryField;
    ///
    /// assert_eq!(BinaryField::Promoted.name(), "promoted pieces");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Occupancy => "occupancy",
            Self::Pieces => "pieces",
            Self::HalfmoveClock => "halfmove clock",
            Self::Ply => "ply",
            Self::Variant => "variant",
            Self::Pockets => "pockets",
            Self::Promoted => "promoted pieces",
        }
    }
}

/// What kind of mistake a [`BinaryFenError`] reports: bytes no writer of
/// binary FEN writes, or a position [`Fen`](super::Fen) cannot hold.
///
/// A nibble is named by its value, 0 to 15, and the piece it is (see
/// [`BinaryFen`](super::BinaryFen) for the table).
///
/// ```
/// use pin_runtime::chess::{BinaryFenErrorKind, Fen};
///
/// // The start position, as a king of the hill game: variant byte 4.
/// let bytes = [
///     0xff, 0xff, 0, 0, 0, 0, 0xff, 0xff, 0x2d, 0x84, 0x4a, 0xd2, 0, 0, 0, 0,
///     0x11, 0x11, 0x11, 0x11, 0x3e, 0x95, 0x5b, 0xe3, 0, 0, 4,
/// ];
/// assert_eq!(Fen::from_binary(&bytes).unwrap_err().kind(), BinaryFenErrorKind::Variant { found: 4 });
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum BinaryFenErrorKind {
    /// More bytes than any binary FEN: [`BinaryFen::MAX_LEN`](super::BinaryFen::MAX_LEN).
    TooLong {
        /// The input's length in bytes.
        len: usize,
    },
    /// An odd number of pieces, and a high nibble after the last that is
    /// not 0.
    Padding {
        /// The high nibble.
        found: u8,
    },
    /// A rook that may castle (nibble 13 for white, 14 for black) off its
    /// side's back rank.
    CastlingRank {
        /// The nibble: 13 or 14.
        nibble: u8,
    },
    /// A rook that may castle, but no king of its side on its back rank,
    /// or more than one.
    CastlingKing {
        /// The nibble: 13 or 14.
        nibble: u8,
        /// The kings of its side on the back rank.
        kings: u8,
    },
    /// A second rook that may castle on the same side of the king.
    CastlingSide {
        /// The nibble: 13 or 14.
        nibble: u8,
        /// The side of the king, by its file: `'a'` or `'h'`.
        wing: char,
    },
    /// A pawn that just advanced two squares (nibble 12) on a rank other
    /// than 4 (white's) or 5 (black's).
    EnPassantRank,
    /// A second pawn that just advanced two squares: a position has one
    /// en-passant square.
    SecondEnPassant,
    /// A pawn that just advanced two squares, but its side is to move.
    EnPassantTurn,
    /// A pawn that just advanced two squares, but a square it passed is
    /// taken.
    EnPassantBlocked {
        /// The square taken: the one it passed or the one it came from.
        found: Cell,
    },
    /// A black king with white to move (nibble 11) where the side to move
    /// is black: a black king's nibble 15 or an odd ply says so.
    KingTurn,
    /// An even ply where a black king's nibble 15 says black is to move.
    PlyTurn {
        /// The ply.
        ply: u64,
    },
    /// A number of more than five bytes: LEB128's fifth byte has its
    /// continuation bit.
    Overlong {
        /// The fifth byte.
        found: u8,
    },
    /// A number in more bytes than it takes: its last byte is 0.
    NonMinimal,
    /// A halfmove clock above `u32::MAX`, or a ply whose fullmove number
    /// is.
    TooLarge {
        /// The number read.
        value: u64,
    },
    /// A variant byte other than 0 (chess), 1 (crazyhouse), 2 (Chess960)
    /// or 3 (from a position): Lichess's other variants, or none.
    Variant {
        /// The byte.
        found: u8,
    },
    /// More pieces on the board and in the pockets than the board has
    /// squares.
    TooManyPieces {
        /// The pieces counted so far.
        pieces: u32,
    },
    /// A promoted bit on a square that holds no queen, rook, bishop or
    /// knight (nibbles 2 to 9).
    Promoted {
        /// The square's nibble, `None` when it is empty.
        nibble: Option<u8>,
    },
    /// A byte after the last of the layout.
    LeftOver {
        /// The byte.
        found: u8,
        /// The last field of the layout.
        after: BinaryField,
    },
    /// Fewer bytes than the layout's, the trailing zeros left out, but the
    /// last byte is 0.
    TrailingZero {
        /// The bytes of the whole layout.
        layout: u8,
    },
}

/// Bytes that are not a binary FEN: the kind of mistake, the byte index,
/// the field and, for a piece, its square (the accessors of
/// [`ReadError`](crate::ReadError), here of [`BinaryFenErrorKind`] and
/// [`BinaryField`]).
///
/// Its message says where, what was expected and what was found; a
/// piece's square is named by its CELL coordinate beside the byte index:
///
/// ```
/// use pin_runtime::Cell;
/// use pin_runtime::chess::{BinaryField, Fen};
///
/// // A white rook that may castle (nibble 13) on e4.
/// let err = Fen::from_binary(&[0, 0, 0, 0, 0x10, 0, 0, 0, 0x0d]).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid binary FEN board at e4 (byte 8): expected nibble 13 (a white rook that \
///      may castle) on the first rank, found it on rank 4",
/// );
/// assert_eq!((err.index(), err.field()), (8, Some(BinaryField::Pieces)));
/// assert_eq!(err.cell(), Some(Cell::parse("e4")?));
///
/// let err = Fen::from_binary(&[0; 9]).unwrap_err();
/// assert_eq!(err.to_string(), "invalid binary FEN at byte 8: expected end of input after the occupancy, found 0x00");
/// # Ok::<(), pin_runtime::CellError>(())
/// ```
pub type BinaryFenError = ReadError<BinaryFenErrorKind>;

impl BridgeKind for BinaryFenErrorKind {
    type Field = BinaryField;
    type Extra = ();
    const NOTATION: &'static str = "binary FEN";
    const ERROR: &'static str = "BinaryFenError";
    const RANKS: usize = RANKS;
    const BOARD: BinaryField = BinaryField::Pieces;
    const EXTRA: () = ();
    // The shell's number kinds: a number in more bytes than it takes, the
    // binary twin of a leading zero; one too large (its value is named
    // where the reader makes it).
    const LEADING_ZERO: Self = Self::NonMinimal;
    const NUMBER_TOO_LARGE: Self = Self::TooLarge { value: u64::MAX };

    fn field_name(field: BinaryField) -> &'static str {
        field.name()
    }

    /// Writes what was expected and what was found.
    #[allow(
        clippy::too_many_lines,
        reason = "one arm per kind, each a sentence, read best side by side"
    )]
    fn write_mistake(error: &BinaryFenError, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let field = error.field().map_or("input", BinaryField::name);
        let square = error.cell().unwrap_or(Cell::new_2d(0, 0));
        let rank = square.rank().map_or(0, |rank| rank + 1);
        match error.kind() {
            BinaryFenErrorKind::TooLong { len } => {
                write!(
                    f,
                    "expected at most {} bytes, found {len}",
                    super::BinaryFen::MAX_LEN
                )
            }
            BinaryFenErrorKind::Padding { found } => write!(
                f,
                "expected 0 in the high nibble after the last piece, found {found}"
            ),
            BinaryFenErrorKind::CastlingRank { nibble } => {
                let back = if nibble == 13 { "first" } else { "eighth" };
                write!(
                    f,
                    "expected nibble {nibble} ({}) on the {back} rank, found it on rank {rank}",
                    nibble_name(nibble)
                )
            }
            BinaryFenErrorKind::CastlingKing { nibble, kings } => {
                let (side, back) = if nibble == 13 {
                    ("white", "first")
                } else {
                    ("black", "eighth")
                };
                write!(
                    f,
                    "expected one {side} king on the {back} rank for nibble {nibble} ({}), found ",
                    nibble_name(nibble)
                )?;
                match kings {
                    0 => f.write_str("none"),
                    kings => write!(f, "{kings}"),
                }
            }
            BinaryFenErrorKind::CastlingSide { nibble, wing } => {
                let side = if nibble == 13 { "white" } else { "black" };
                write!(
                    f,
                    "expected at most one rook that may castle {wing}-side of the {side} king, \
                     found a second (nibble {nibble})"
                )
            }
            BinaryFenErrorKind::EnPassantRank => write!(
                f,
                "expected nibble 12 ({}) on rank 4 (white's) or 5 (black's), found it on rank {rank}",
                nibble_name(12)
            ),
            BinaryFenErrorKind::SecondEnPassant => f.write_str(
                "expected at most one nibble 12 (one en-passant square), found a second",
            ),
            BinaryFenErrorKind::EnPassantTurn => {
                let (mover, other) = if rank == 4 {
                    ("white", "black")
                } else {
                    ("black", "white")
                };
                write!(
                    f,
                    "expected {other} to move after nibble 12 (a {mover} pawn that just advanced \
                     two squares), found {mover} to move"
                )
            }
            BinaryFenErrorKind::EnPassantBlocked { found } => {
                let (passed, origin) = if rank == 4 { (3, 2) } else { (6, 7) };
                let file = char::from(b'a' + square.file());
                write!(
                    f,
                    "expected {file}{passed} and {file}{origin} empty behind nibble 12 ({}), \
                     found a piece at {found}",
                    nibble_name(12)
                )
            }
            BinaryFenErrorKind::KingTurn => f.write_str(
                "expected nibble 15 (a black king, black to move) for every black king with \
                 black to move, found 11 (a black king, white to move)",
            ),
            BinaryFenErrorKind::PlyTurn { ply } => write!(
                f,
                "expected an odd ply (black to move, as a black king's nibble 15 says), found {ply}"
            ),
            BinaryFenErrorKind::Overlong { found } => write!(
                f,
                "expected the {field} in at most 5 bytes (LEB128), found a fifth byte {found:#04x} \
                 with the continuation bit"
            ),
            BinaryFenErrorKind::NonMinimal => write!(
                f,
                "expected the {field} in as few bytes as it takes (LEB128), found a last byte 0"
            ),
            BinaryFenErrorKind::TooLarge { value } => match error.field() {
                Some(BinaryField::Ply) => write!(
                    f,
                    "expected a ply of at most {} (fullmove number {}), found {value}",
                    2 * (u64::from(u32::MAX) - 1) + 1,
                    u32::MAX
                ),
                _ => write!(
                    f,
                    "expected the {field} to be at most {}, found {value}",
                    u32::MAX
                ),
            },
            BinaryFenErrorKind::Variant { found } => {
                write!(
                    f,
                    "expected variant 0 (chess), 1 (crazyhouse), 2 (Chess960) or 3 (from a \
                     position), found {found}"
                )?;
                match variant_name(found) {
                    Some(name) => write!(f, " ({name}, which chess::Fen does not hold)"),
                    None => f.write_str(" (no variant)"),
                }
            }
            BinaryFenErrorKind::TooManyPieces { pieces } => write!(
                f,
                "expected at most {} pieces on the board and in the pockets, found {pieces}",
                super::SQUARES
            ),
            BinaryFenErrorKind::Promoted { nibble } => {
                write!(
                    f,
                    "expected promoted pieces only among queens, rooks, bishops and knights \
                     (nibbles 2 to 9), found {square} promoted, "
                )?;
                match nibble {
                    Some(nibble) => write!(f, "nibble {nibble} ({})", nibble_name(nibble)),
                    None => f.write_str("an empty square"),
                }
            }
            BinaryFenErrorKind::LeftOver { found, after } => write!(
                f,
                "expected end of input after the {}, found {found:#04x}",
                after.name()
            ),
            BinaryFenErrorKind::TrailingZero { layout } => write!(
                f,
                "expected a last byte other than 0 (shakmaty leaves trailing zeros out) or all \
                 {layout} bytes of the layout (scalachess), found 0"
            ),
        }
    }
}

/// The piece a nibble is, in words.
pub(super) const fn nibble_name(nibble: u8) -> &'static str {
    match nibble {
        0 => "a white pawn",
        1 => "a black pawn",
        2 => "a white knight",
        3 => "a black knight",
        4 => "a white bishop",
        5 => "a black bishop",
        6 => "a white rook",
        7 => "a black rook",
        8 => "a white queen",
        9 => "a black queen",
        10 => "a white king",
        11 => "a black king, white to move",
        12 => "a pawn that just advanced two squares",
        13 => "a white rook that may castle",
        14 => "a black rook that may castle",
        _ => "a black king, black to move",
    }
}

/// The variant Lichess's binary FEN names by `byte`, beyond the four this
/// reads; `None` for a byte that names none.
const fn variant_name(byte: u8) -> Option<&'static str> {
    match byte {
        4 => Some("king of the hill"),
        5 => Some("three-check"),
        6 => Some("antichess"),
        7 => Some("atomic"),
        8 => Some("horde"),
        9 => Some("racing kings"),
        _ => None,
    }
}

/// A position [`Fen::try_to_binary`](super::Fen::try_to_binary) cannot write: what
/// binary FEN has no room for, and where it is.
///
/// ```
/// use pin_runtime::chess::{Fen, ToBinaryError};
/// use pin_runtime::{Cell, Epin};
///
/// // A promoted queen (`Q~`) without crazyhouse pockets.
/// let fen = Fen::parse("4k3/8/8/8/8/8/8/3Q~K3 w - - 0 1")?;
/// let err = fen.try_to_binary().unwrap_err();
/// assert_eq!(err, ToBinaryError::Promoted { cell: Cell::parse("d1")?, piece: Epin::parse("+Q")? });
/// assert_eq!(
///     err.to_string(),
///     "cannot write binary FEN at d1: expected promoted pieces only in crazyhouse \
///      (with pockets), found +Q",
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ToBinaryError {
    /// A promoted piece (`+Q`, FEN's `Q~`) in a position without pockets:
    /// binary FEN marks promoted pieces after crazyhouse pockets only. The
    /// first in the order FEN writes them.
    Promoted {
        /// The piece's square.
        cell: Cell,
        /// The piece.
        piece: Epin,
    },
    /// More than 15 of a piece in a crazyhouse pocket: a count is a
    /// nibble.
    Pocket {
        /// The side whose hand holds it.
        side: Side,
        /// The piece.
        piece: Epin,
        /// How many the hand holds.
        count: u32,
    },
}

impl fmt::Display for ToBinaryError {
    /// Writes `cannot write binary FEN at d1: expected …, found +Q`, or
    /// `… in the first hand: …`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Promoted { cell, piece } => write!(
                f,
                "cannot write binary FEN at {cell}: expected promoted pieces only in crazyhouse \
                 (with pockets), found {piece}"
            ),
            Self::Pocket { side, piece, count } => write!(
                f,
                "cannot write binary FEN in the {} hand: expected at most 15 of a piece in a \
                 pocket (a nibble counts them), found {count} {piece}",
                side.name()
            ),
        }
    }
}

impl core::error::Error for ToBinaryError {}
