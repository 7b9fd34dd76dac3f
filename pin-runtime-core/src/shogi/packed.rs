//! `YaneuraOu`'s `PackedSfen`: a position in 32 bytes, read into an [`Sfen`]
//! and written from one.

use super::Sfen;
use super::binary::{self, Codes, Tables, code};
use super::binary_error::{BinaryError, BinaryFormat, PackError};

/// `PackedSfen`'s codes, as cshogi lists them (`PackedSfen::boardCodeTable`,
/// `handCodeTable`, `pieceBoxCodeTable` in `position.cpp`): `YaneuraOu`'s
/// `huffman_table` (`extra/sfen_packer.cpp`) with, after each piece's
/// code, its promoted bit (not for gold) then its side bit (1 for gote);
/// in hand the code without its first bit and a promoted bit of 0; in the
/// box `huffman_table_piecebox`, a promoted bit of 1 and a side bit of 0,
/// gold written as a promoted silver of gote.
pub(super) static PACKED: Tables = Tables::new(
    BinaryFormat::PackedSfen,
    &Codes {
        board: [
            [
                code(0b1, 4),
                code(0b11, 6),
                code(0b1011, 6),
                code(0b111, 6),
                code(0b1111, 6),
                code(0b1_1111, 8),
                code(0b11_1111, 8),
            ],
            [
                code(0b1001, 4),
                code(0b10_0011, 6),
                code(0b10_1011, 6),
                code(0b10_0111, 6),
                code(0b10_1111, 6),
                code(0b1001_1111, 8),
                code(0b1011_1111, 8),
            ],
        ],
        promoted: [
            [
                code(0b101, 4),
                code(0b1_0011, 6),
                code(0b1_1011, 6),
                code(0b1_0111, 6),
                code(0b101_1111, 8),
                code(0b111_1111, 8),
            ],
            [
                code(0b1101, 4),
                code(0b11_0011, 6),
                code(0b11_1011, 6),
                code(0b11_0111, 6),
                code(0b1101_1111, 8),
                code(0b1111_1111, 8),
            ],
        ],
        empty: code(0, 1),
        hand: [
            [
                code(0, 3),
                code(0b1, 5),
                code(0b101, 5),
                code(0b11, 5),
                code(0b111, 5),
                code(0b1111, 7),
                code(0b1_1111, 7),
            ],
            [
                code(0b100, 3),
                code(0b1_0001, 5),
                code(0b1_0101, 5),
                code(0b1_0011, 5),
                code(0b1_0111, 5),
                code(0b100_1111, 7),
                code(0b101_1111, 7),
            ],
        ],
        piece_box: [
            code(0b10, 3),
            code(0b1001, 5),
            code(0b1101, 5),
            code(0b1011, 5),
            code(0b1_1011, 5),
            code(0b10_1111, 7),
            code(0b11_1111, 7),
        ],
    },
    &PACKED_SQUARES.0,
);

/// The table of windows of [`PACKED`], generated from its codes (see
/// `binary::Tables`).
static PACKED_SQUARES: binary::Squares =
    binary::Squares(*include_bytes!("binary/packed-squares.bin"));

impl Sfen {
    /// Writes the position as `YaneuraOu`'s `PackedSfen`, the 32 bytes of its
    /// training data (`PackedSfen`, `Position::sfen_pack`), as cshogi's
    /// `Board.to_psfen` writes them; the move number is not written.
    ///
    /// `PackedSfen` holds one king a side and at most the pieces of one set
    /// (18 P, 4 L, 4 N, 4 S, 4 G, 2 B, 2 R, promoted or not), the rest in
    /// the piece box. A position it cannot hold (a tsume problem with one
    /// king, two kings of a side, 19 pawns) gives 32 bytes of 0, which
    /// [`from_packed`](Self::from_packed) refuses (both kings on `1a`);
    /// [`try_to_packed`](Self::try_to_packed) says why instead. See the
    /// module's *Binary positions*.
    ///
    /// ```
    /// use pin_runtime::shogi::Sfen;
    ///
    /// let bytes = Sfen::START.to_packed();
    /// assert_eq!(bytes[..4], [0x58, 0xa4, 0x51, 0x22]);
    /// assert_eq!(Sfen::from_packed(&bytes)?, Sfen::START.without_move_number());
    ///
    /// let tsume = Sfen::parse("8k/9/8P/9/9/9/9/9/9 b G 1")?;
    /// assert_eq!(tsume.to_packed(), [0; 32]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn to_packed(&self) -> [u8; 32] {
        match self.try_to_packed() {
            Ok(bytes) => bytes,
            Err(_) => [0; 32],
        }
    }

    /// Writes the position as `YaneuraOu`'s `PackedSfen`, as
    /// [`to_packed`](Self::to_packed), or says why it cannot.
    ///
    /// # Errors
    ///
    /// A [`PackError`] when a side has no king or two, or a kind has more
    /// pieces than the set on the board and in both hands.
    ///
    /// ```
    /// use pin_runtime::shogi::{PackError, Sfen};
    /// use pin_runtime::Letter;
    ///
    /// assert_eq!(Sfen::START.try_to_packed(), Ok(Sfen::START.to_packed()));
    /// let pawns = Sfen::parse("4k4/9/9/9/9/9/9/9/4K4 b 19P 1")?;
    /// assert_eq!(
    ///     pawns.try_to_packed(),
    ///     Err(PackError::TooMany { piece: Letter::P, count: 19, max: 18 }),
    /// );
    /// # Ok::<(), pin_runtime::shogi::SfenError>(())
    /// ```
    pub const fn try_to_packed(&self) -> Result<[u8; 32], PackError> {
        binary::pack(self, &PACKED)
    }

    /// Reads `YaneuraOu`'s `PackedSfen` (32 bytes, as
    /// [`to_packed`](Self::to_packed) writes them) into a position
    /// without a move number, which `PackedSfen` does not hold
    /// (`Display` writes three fields; `YaneuraOu`'s `sfen_unpack` writes
    /// the move number 0, cshogi's `Board.set_psfen` sets 1; a
    /// [`PackedSfenValue`](super::PackedSfenValue) holds it as its ply).
    ///
    /// # Errors
    ///
    /// A [`BinaryError`] naming the byte of what no writer writes: a
    /// king's square of 81 (a missing king) or more, both kings on one
    /// square, a piece more than the set, bits in hand or in the piece box
    /// that begin no code, pieces there out of the writers' order, or
    /// bits left over at the end.
    ///
    /// ```
    /// use pin_runtime::shogi::Sfen;
    ///
    /// let sfen = Sfen::parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1")?;
    /// let bytes = sfen.to_packed();
    /// assert_eq!(Sfen::from_packed(&bytes)?.to_string(), "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w -");
    ///
    /// let mut missing = bytes;
    /// missing[0] = missing[0] & 1 | 81 << 1; // sente's king on square 81
    /// assert_eq!(
    ///     Sfen::from_packed(&missing).unwrap_err().to_string(),
    ///     "invalid PackedSfen at byte 0: expected the square of sente's king (0 to 80), \
    ///      found 81, a missing king: PackedSfen holds one king a side",
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn from_packed(bytes: &[u8; 32]) -> Result<Self, BinaryError> {
        binary::unpack(bytes, &PACKED)
    }
}
