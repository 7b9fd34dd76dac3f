//! cshogi's HCP (Apery's `HuffmanCodedPos`): a position in 32 bytes, read
//! into an [`Sfen`] and written from one.

use super::Sfen;
use super::binary::{self, Codes, Tables, code};
use super::binary_error::{BinaryError, BinaryFormat, PackError};

/// HCP's codes, as cshogi lists them (`HuffmanCodedPos::boardCodeTable`,
/// `handCodeTable`, `pieceBoxCodeTable` in `position.cpp`): Apery's, whose
/// pieces' codes differ from `PackedSfen`'s (knight and silver swapped, the
/// side bit before the promoted bit on the board), and cshogi's piece box,
/// which Apery's `HuffmanCodedPos` does not have.
pub(super) static HCP: Tables = Tables::new(
    BinaryFormat::Hcp,
    &Codes {
        board: [
            [
                code(0b1, 4),
                code(0b11, 6),
                code(0b111, 6),
                code(0b1011, 6),
                code(0b1111, 6),
                code(0b1_1111, 8),
                code(0b11_1111, 8),
            ],
            [
                code(0b101, 4),
                code(0b1_0011, 6),
                code(0b1_0111, 6),
                code(0b1_1011, 6),
                code(0b10_1111, 6),
                code(0b101_1111, 8),
                code(0b111_1111, 8),
            ],
        ],
        promoted: [
            [
                code(0b1001, 4),
                code(0b10_0011, 6),
                code(0b10_0111, 6),
                code(0b10_1011, 6),
                code(0b1001_1111, 8),
                code(0b1011_1111, 8),
            ],
            [
                code(0b1101, 4),
                code(0b11_0011, 6),
                code(0b11_0111, 6),
                code(0b11_1011, 6),
                code(0b1101_1111, 8),
                code(0b1111_1111, 8),
            ],
        ],
        empty: code(0, 1),
        hand: [
            [
                code(0, 3),
                code(0b1, 5),
                code(0b11, 5),
                code(0b101, 5),
                code(0b111, 5),
                code(0b1_1111, 7),
                code(0b11_1111, 7),
            ],
            [
                code(0b100, 3),
                code(0b1_0001, 5),
                code(0b1_0011, 5),
                code(0b1_0101, 5),
                code(0b1_0111, 5),
                code(0b101_1111, 7),
                code(0b111_1111, 7),
            ],
        ],
        piece_box: [
            code(0b10, 3),
            code(0b1001, 5),
            code(0b1011, 5),
            code(0b1101, 5),
            code(0b1_1101, 5),
            code(0b1111, 7),
            code(0b10_1111, 7),
        ],
    },
    &HCP_SQUARES.0,
);

/// The table of windows of [`HCP`], generated from its codes (see
/// `binary::Tables`).
static HCP_SQUARES: binary::Squares = binary::Squares(*include_bytes!("binary/hcp-squares.bin"));

impl Sfen {
    /// Writes the position as cshogi's HCP (Apery's `HuffmanCodedPos`, the
    /// positions of dlshogi's training data), as `Board.to_hcp` writes
    /// it; the move number is not written.
    ///
    /// HCP holds what `PackedSfen` holds, in other codes: one king a side
    /// and at most one set, the rest in the piece box. A position it
    /// cannot hold gives 32 bytes of 0, which
    /// [`from_hcp`](Self::from_hcp) refuses;
    /// [`try_to_hcp`](Self::try_to_hcp) says why instead.
    ///
    /// ```
    /// use pin_runtime::shogi::Sfen;
    ///
    /// let bytes = Sfen::START.to_hcp();
    /// assert_eq!(bytes[..4], [0x58, 0xa4, 0x49, 0x21]);
    /// assert_ne!(bytes, Sfen::START.to_packed());
    /// assert_eq!(Sfen::from_hcp(&bytes)?, Sfen::START.without_move_number());
    /// # Ok::<(), pin_runtime::shogi::BinaryError>(())
    /// ```
    #[must_use]
    pub const fn to_hcp(&self) -> [u8; 32] {
        match self.try_to_hcp() {
            Ok(bytes) => bytes,
            Err(_) => [0; 32],
        }
    }

    /// Writes the position as cshogi's HCP, as [`to_hcp`](Self::to_hcp),
    /// or says why it cannot.
    ///
    /// # Errors
    ///
    /// A [`PackError`] when a side has no king or two, or a kind has more
    /// pieces than the set on the board and in both hands.
    ///
    /// ```
    /// use pin_runtime::shogi::{PackError, Sfen};
    /// use pin_runtime::Side;
    ///
    /// let two = Sfen::parse("4k4/9/9/9/9/9/9/9/K3K4 b - 1")?;
    /// let err = two.try_to_hcp().unwrap_err();
    /// assert!(matches!(err, PackError::SecondKing { side: Side::First, .. }));
    /// assert_eq!(
    ///     err.to_string(),
    ///     "cannot write the position as PackedSfen or HCP: expected one king of sente, \
    ///      found a second on 9i (a1)",
    /// );
    /// # Ok::<(), pin_runtime::shogi::SfenError>(())
    /// ```
    pub const fn try_to_hcp(&self) -> Result<[u8; 32], PackError> {
        binary::pack(self, &HCP)
    }

    /// Reads cshogi's HCP (32 bytes, as [`to_hcp`](Self::to_hcp) writes
    /// them) into a position without a move number, which HCP does not
    /// hold (cshogi's `Board.set_hcp` sets 1).
    ///
    /// # Errors
    ///
    /// A [`BinaryError`] naming the byte of what no writer writes, as
    /// [`from_packed`](Self::from_packed) refuses it.
    ///
    /// ```
    /// use pin_runtime::shogi::{BinaryErrorKind, Sfen};
    ///
    /// let bytes = Sfen::parse("4k4/9/9/9/9/9/9/9/4K4 b - 1")?.to_hcp();
    /// assert_eq!(Sfen::from_hcp(&bytes)?.to_string(), "4k4/9/9/9/9/9/9/9/4K4 b -");
    ///
    /// // The box's first pawn (`010` from bit 94) made a promoted pawn of
    /// // gote (`011`), which no writer writes.
    /// let mut promoted = bytes;
    /// promoted[12] |= 1;
    /// let err = Sfen::from_hcp(&promoted).unwrap_err();
    /// assert_eq!((err.kind(), err.index()), (BinaryErrorKind::Code { bits: 0b110, len: 3 }, 11));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn from_hcp(bytes: &[u8; 32]) -> Result<Self, BinaryError> {
        binary::unpack(bytes, &HCP)
    }
}
