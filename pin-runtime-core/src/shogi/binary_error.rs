//! The errors of shogi's binary positions: [`BinaryError`] for bytes that
//! no writer writes, [`PackError`] for a position the 256 bits cannot
//! hold.

use core::fmt;

use super::Square;
use crate::{Letter, Side};

/// The binary formats of shogi positions and training records this crate
/// reads and writes.
///
/// ```
/// use pin_runtime::shogi::{BinaryFormat, Sfen};
///
/// let err = Sfen::from_packed(&[0; 32]).unwrap_err();
/// assert_eq!(err.format(), BinaryFormat::PackedSfen);
/// assert_eq!(BinaryFormat::Hcpe.to_string(), "HCPE");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinaryFormat {
    /// `YaneuraOu`'s `PackedSfen`, 32 bytes ([`Sfen::from_packed`](super::Sfen::from_packed)).
    PackedSfen,
    /// cshogi's HCP, Apery's `HuffmanCodedPos`, 32 bytes ([`Sfen::from_hcp`](super::Sfen::from_hcp)).
    Hcp,
    /// `YaneuraOu`'s `PackedSfenValue`, 40 bytes ([`PackedSfenValue`](super::PackedSfenValue)).
    PackedSfenValue,
    /// cshogi's HCPE, `HuffmanCodedPosAndEval`, 38 bytes ([`Hcpe`](super::Hcpe)).
    Hcpe,
}

impl BinaryFormat {
    /// Returns the format's name as its source spells it: `PackedSfen`,
    /// `HCP`, `PackedSfenValue`, `HCPE`.
    ///
    /// ```
    /// use pin_runtime::shogi::BinaryFormat;
    ///
    /// assert_eq!(BinaryFormat::Hcp.name(), "HCP");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::PackedSfen => "PackedSfen",
            Self::Hcp => "HCP",
            Self::PackedSfenValue => "PackedSfenValue",
            Self::Hcpe => "HCPE",
        }
    }

    /// The format of the position inside a record of this format.
    const fn position(self) -> Self {
        match self {
            Self::PackedSfen | Self::PackedSfenValue => Self::PackedSfen,
            Self::Hcp | Self::Hcpe => Self::Hcp,
        }
    }
}

impl fmt::Display for BinaryFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

/// What a binary position or record holds that no writer writes.
///
/// ```
/// use pin_runtime::shogi::{BinaryErrorKind, Sfen};
/// use pin_runtime::Side;
///
/// let mut bytes = Sfen::START.to_packed();
/// bytes[1] |= 0x7f; // gote's king on square 127
/// assert_eq!(
///     Sfen::from_packed(&bytes).unwrap_err().kind(),
///     BinaryErrorKind::KingSquare { side: Side::Second, found: 127 },
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum BinaryErrorKind {
    /// A king's square (7 bits) is 82 to 127: no square.
    KingSquare {
        /// Whose king.
        side: Side,
        /// The number read.
        found: u8,
    },
    /// A king's square is 81, which `YaneuraOu` and cshogi write for a
    /// missing king; the 256 bits hold a position with one king a side.
    MissingKing {
        /// Whose king is missing.
        side: Side,
    },
    /// Both kings stand on one square: a second king where the first is.
    KingsOnOneSquare {
        /// The square.
        square: Square,
    },
    /// Bits in hand or in the piece box that begin no code a writer
    /// writes (`YaneuraOu` reads a promoted piece of gote there as a piece
    /// of the box; cshogi refuses it).
    Code {
        /// The bits, the first read lowest.
        bits: u8,
        /// How many: the shortest start of the input that no code begins
        /// with.
        len: u8,
    },
    /// One more piece of a kind than the set holds (on the board, in both
    /// hands and in the piece box, promoted or not).
    TooMany {
        /// The kind, uppercase: `P L N S G B R`.
        piece: Letter,
        /// How many the set holds.
        max: u8,
    },
    /// A piece in hand or in the box after one the writers write after
    /// it: sente's hand, gote's, then the box, each in the order
    /// `P L N S G B R`.
    Order {
        /// Where the piece read is: a side's hand, `None` for the box.
        found: Option<Side>,
        /// Its kind.
        piece: Letter,
        /// Where the piece before it is.
        after: Option<Side>,
        /// The kind of the piece before it.
        after_piece: Letter,
    },
    /// The 256 bits end inside a code: bits left over that make no piece.
    LeftOver {
        /// How many bits are left.
        bits: u8,
    },
    /// A 16-bit move that the record's writers never write (a square off
    /// the board, a move to its own square, a drop of no piece or
    /// promoting).
    Move {
        /// The 16 bits.
        raw: u16,
    },
    /// A game result outside the format's values.
    GameResult {
        /// The byte read.
        found: i8,
    },
    /// A padding byte that is not 0.
    Padding {
        /// The byte read.
        found: u8,
    },
    /// The input ends inside a record.
    Truncated {
        /// The bytes of the last record, fewer than a record's length.
        len: usize,
    },
}

/// Bytes that are no binary position or record of their format, as no
/// writer writes them: the format, what is wrong and the byte index where
/// it is (within the input given: the 32 bytes of a position, the bytes of
/// a record, or a whole file of records, with the record's number).
///
/// ```
/// use pin_runtime::shogi::{BinaryErrorKind, Sfen};
///
/// let err = Sfen::from_packed(&[0; 32]).unwrap_err();
/// assert!(matches!(err.kind(), BinaryErrorKind::KingsOnOneSquare { .. }));
/// assert_eq!(err.index(), 1);
/// assert_eq!(
///     err.to_string(),
///     "invalid PackedSfen at byte 1: expected the two kings on two squares, found both on 1a",
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BinaryError {
    format: BinaryFormat,
    kind: BinaryErrorKind,
    index: usize,
    record: Option<usize>,
}

impl BinaryError {
    /// An error of `format` at byte `index`.
    pub(super) const fn new(format: BinaryFormat, kind: BinaryErrorKind, index: usize) -> Self {
        Self {
            format,
            kind,
            index,
            record: None,
        }
    }

    /// The same error inside a record of `format`, the record's bytes
    /// starting at `start` of the input.
    pub(super) const fn in_record(mut self, format: BinaryFormat, start: usize) -> Self {
        self.format = format;
        self.index += start;
        self
    }

    /// The same error in the record `record` of a file.
    pub(super) const fn numbered(mut self, record: usize) -> Self {
        self.record = Some(record);
        self
    }

    /// Returns the format read.
    ///
    /// ```
    /// use pin_runtime::shogi::{BinaryFormat, Hcpe};
    ///
    /// assert_eq!(Hcpe::from_bytes(&[0; 38]).unwrap_err().format(), BinaryFormat::Hcpe);
    /// ```
    #[must_use]
    pub const fn format(&self) -> BinaryFormat {
        self.format
    }

    /// Returns what is wrong.
    ///
    /// ```
    /// use pin_runtime::shogi::{BinaryErrorKind, PackedSfenValue};
    ///
    /// let err = PackedSfenValue::records(&[0; 50]).nth(1).unwrap().unwrap_err();
    /// assert_eq!(err.kind(), BinaryErrorKind::Truncated { len: 10 });
    /// ```
    #[must_use]
    pub const fn kind(&self) -> BinaryErrorKind {
        self.kind
    }

    /// Returns the byte index of the mistake within the input: the byte
    /// holding the first bit of the code, field or record at fault.
    ///
    /// ```
    /// use pin_runtime::shogi::PackedSfenValue;
    ///
    /// let err = PackedSfenValue::records(&[0; 50]).nth(1).unwrap().unwrap_err();
    /// assert_eq!(err.index(), 40);
    /// ```
    #[must_use]
    pub const fn index(&self) -> usize {
        self.index
    }

    /// Returns the number of the record at fault, from 0, when reading a
    /// file of records; `None` otherwise.
    ///
    /// ```
    /// use pin_runtime::shogi::PackedSfenValue;
    ///
    /// let err = PackedSfenValue::records(&[0; 50]).nth(1).unwrap().unwrap_err();
    /// assert_eq!(err.record(), Some(1));
    /// ```
    #[must_use]
    pub const fn record(&self) -> Option<usize> {
        self.record
    }
}

/// The words of a place of the hand section: a side's hand or the box.
const fn place(side: Option<Side>) -> &'static str {
    match side {
        Some(Side::First) => "sente's hand",
        Some(Side::Second) => "gote's hand",
        None => "the piece box",
    }
}

/// The words of a side.
const fn side_name(side: Side) -> &'static str {
    match side {
        Side::First => "sente",
        Side::Second => "gote",
    }
}

impl fmt::Display for BinaryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid {}", self.format)?;
        if let Some(record) = self.record {
            write!(f, " record {record}")?;
        }
        write!(f, " at byte {}: ", self.index)?;
        let position = self.format.position();
        match self.kind {
            BinaryErrorKind::KingSquare { side, found } => write!(
                f,
                "expected the square of {}'s king (0 to 80), found {found}",
                side_name(side)
            ),
            BinaryErrorKind::MissingKing { side } => write!(
                f,
                "expected the square of {}'s king (0 to 80), found 81, a missing king: \
                 {position} holds one king a side",
                side_name(side)
            ),
            BinaryErrorKind::KingsOnOneSquare { square } => write!(
                f,
                "expected the two kings on two squares, found both on {square}"
            ),
            BinaryErrorKind::Code { bits, len } => {
                f.write_str("expected a piece in hand or in the piece box, found the bits ")?;
                for bit in 0..len {
                    f.write_str(if bits >> bit & 1 == 1 { "1" } else { "0" })?;
                }
                write!(f, ", which begin no code of {position}")
            }
            BinaryErrorKind::TooMany { piece, max } => write!(
                f,
                "expected at most {max} {piece} (on the board, in hand and in the piece box, \
                 promoted or not), found one more"
            ),
            BinaryErrorKind::Order {
                found,
                piece,
                after,
                after_piece,
            } => write!(
                f,
                "expected sente's hand, gote's hand, then the piece box, each in the order \
                 P L N S G B R, found {piece} of {} after {after_piece} of {}",
                place(found),
                place(after)
            ),
            BinaryErrorKind::LeftOver { bits } => write!(
                f,
                "expected a whole code in the last {bits} bits, found the start of a longer one"
            ),
            BinaryErrorKind::Move { raw } => {
                let words = match self.format {
                    BinaryFormat::Hcpe => "cshogi's move16",
                    _ => "YaneuraOu's Move16",
                };
                write!(
                    f,
                    "expected a move, none or null in {words}, found {raw:#06x}"
                )
            }
            BinaryErrorKind::GameResult { found } => {
                let values = match self.format {
                    BinaryFormat::Hcpe => "0, 1 or 2 (a draw, sente won, gote won)",
                    _ => "-1, 0 or 1 (the side to move lost, drew, won)",
                };
                write!(f, "expected a game result of {values}, found {found}")
            }
            BinaryErrorKind::Padding { found } => {
                write!(f, "expected a padding byte of 0, found {found:#04x}")
            }
            BinaryErrorKind::Truncated { len } => {
                let record = match self.format {
                    BinaryFormat::Hcpe => 38,
                    BinaryFormat::PackedSfenValue => 40,
                    BinaryFormat::PackedSfen | BinaryFormat::Hcp => 32,
                };
                write!(
                    f,
                    "expected a record of {record} bytes, found the input's last {len}"
                )
            }
        }
    }
}

impl core::error::Error for BinaryError {}

/// Why a position cannot be written as `PackedSfen` or HCP: the 256 bits of
/// both hold one king a side and the pieces of one set, on the board, in
/// hand or in the piece box.
///
/// [`Sfen::try_to_packed`](super::Sfen::try_to_packed) and
/// [`Sfen::try_to_hcp`](super::Sfen::try_to_hcp) return it;
/// [`to_packed`](super::Sfen::to_packed) and [`to_hcp`](super::Sfen::to_hcp)
/// give 32 bytes of 0 instead, which no reader reads.
///
/// ```
/// use pin_runtime::shogi::{PackError, Sfen};
/// use pin_runtime::Side;
///
/// let tsume = Sfen::parse("8k/9/8P/9/9/9/9/9/9 b G 1")?;
/// assert_eq!(tsume.try_to_packed(), Err(PackError::NoKing { side: Side::First }));
/// assert_eq!(
///     tsume.try_to_hcp().unwrap_err().to_string(),
///     "cannot write the position as PackedSfen or HCP: expected one king of sente, found none",
/// );
/// assert_eq!(tsume.to_packed(), [0; 32]);
/// # Ok::<(), pin_runtime::shogi::SfenError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum PackError {
    /// A side has no king.
    NoKing {
        /// The side.
        side: Side,
    },
    /// A side has a second king.
    SecondKing {
        /// The side.
        side: Side,
        /// The second king's square, in the order the formats write the
        /// board (`1a` to `1i`, then file 2, …, `9i`).
        square: Square,
    },
    /// More pieces of a kind than the set holds, on the board and in both
    /// hands, promoted or not.
    TooMany {
        /// The kind, uppercase: `P L N S G B R`.
        piece: Letter,
        /// How many the position holds.
        count: u32,
        /// How many the set holds.
        max: u32,
    },
}

impl fmt::Display for PackError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("cannot write the position as PackedSfen or HCP: ")?;
        match *self {
            Self::NoKing { side } => {
                write!(f, "expected one king of {}, found none", side_name(side))
            }
            Self::SecondKing { side, square } => write!(
                f,
                "expected one king of {}, found a second on {square} ({})",
                side_name(side),
                square.cell()
            ),
            Self::TooMany { piece, count, max } => write!(
                f,
                "expected at most {max} {piece} (on the board and in hand, promoted or not), \
                 found {count}"
            ),
        }
    }
}

impl core::error::Error for PackError {}
