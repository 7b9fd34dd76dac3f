//! `BinaryFen`: a chess position as Lichess's binary FEN, written and read
//! byte for byte as shakmaty 0.30 and scalachess write it.
//!
//! The layout, each part after the one before, and what this reader asks
//! of it (a position [`Fen`] can hold, written as a writer writes it):
//!
//! | bytes | what | read |
//! |---|---|---|
//! | 8 | the occupied squares, a big-endian bitboard: bit 0 is a1, bit 63 h8 | |
//! | one a pair of pieces | a nibble a piece, from a1 to h8, the low nibble first (table below) | after an odd count, a high nibble of 0 |
//! | LEB128, up to 5 | the halfmove clock | at most `u32::MAX`, in as few bytes as it takes |
//! | LEB128, up to 5 | the ply: 2 × (fullmove number − 1), plus 1 with black to move | odd when a black king's nibble is 15, a fullmove number of at most `u32::MAX` |
//! | 1 | the variant: 0 chess, 1 crazyhouse, 2 Chess960, 3 from a position (4 to 9: Lichess's other variants) | 0 to 3 |
//! | 5 (crazyhouse) | the pockets: pawns, knights, bishops, rooks, queens, a byte each, white's count in the low nibble | at most 64 pieces with the board's |
//! | 8 (crazyhouse) | the promoted pieces, a big-endian bitboard, when there are any | queens, rooks, bishops and knights only |
//!
//! The clocks and the variant are written only when one of them says
//! something: the halfmove clock when it is not 0, the ply after the first
//! move (above 1), or for a black side without a king, whose turn the
//! ply alone says, or with a variant byte, and then both. shakmaty then
//! leaves out every trailing zero byte; scalachess keeps them.
//!
//! | nibble | piece | | nibble | piece |
//! |---|---|---|---|---|
//! | 0 | white pawn (`P`, `+P` on rank 2) | | 8 | white queen |
//! | 1 | black pawn (`p`, `+p` on rank 7) | | 9 | black queen |
//! | 2 | white knight | | 10 | white king (`K^`) |
//! | 3 | black knight | | 11 | black king, white to move |
//! | 4 | white bishop | | 12 | a pawn that just advanced two squares (`-P` on rank 4, `-p` on rank 5) |
//! | 5 | black bishop | | 13 | white rook that may castle (`-R`) |
//! | 6 | white rook | | 14 | black rook that may castle (`-r`) |
//! | 7 | black rook | | 15 | black king, black to move |

use core::fmt;

use super::binary_error::BinaryFenError;
use super::fen::Fen;
use super::{FILES, SQUARES, ToBinaryError};

mod read;
mod write;

use read::read;
use write::write;

/// The bytes of the occupied squares' bitboard.
const OCCUPANCY: usize = 8;

/// The longest binary FEN: eight bytes of occupancy, 32 of pieces, five
/// for each clock, the variant, five of pockets and eight of promoted
/// pieces.
const MAX_LEN: usize = 64;

/// The variant byte of crazyhouse.
const CRAZYHOUSE: u8 = 1;

/// A chess position as Lichess's binary FEN, at most [`MAX_LEN`](Self::MAX_LEN) bytes,
/// without allocating: what [`Fen::to_binary`] writes, read back by
/// [`Fen::from_binary`]. 24 bytes for the start position, for any legal
/// position of chess without clocks at most 32.
///
/// ```
/// use pin_runtime::chess::Fen;
///
/// let binary = Fen::START.to_binary();
/// assert_eq!(binary.len(), 24);
/// assert_eq!(binary.to_string(), "ffff00000000ffff2d844ad200000000111111113e955be3");
/// assert_eq!(Fen::from_binary(binary.as_bytes())?, Fen::START);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// `Display` writes the bytes in lowercase hexadecimal, two digits a byte,
/// as scalachess's tests write them; `Debug` writes `BinaryFen("…")`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BinaryFen {
    /// The bytes, zeros after the last.
    bytes: [u8; MAX_LEN],
    len: u8,
}

/// Which writer's form a binary FEN is in, where the two writers differ:
/// shakmaty leaves out trailing zero bytes and writes no variant byte for
/// chess; scalachess writes every byte of the layout, and a variant byte
/// for a Chess960 game (2) or a game from a position (3).
///
/// A crazyhouse position (a [`Fen`] with pockets) has variant byte 1 in
/// every form. Read by [`Fen::from_binary_form`], written by
/// [`Fen::try_to_binary_in`], so that bytes read are written back as they
/// were.
///
/// ```
/// use pin_runtime::chess::{BinaryForm, Fen};
///
/// let zh = Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1")?;
/// let shakmaty = zh.try_to_binary_in(BinaryForm::Shakmaty)?;
/// let scalachess = zh.try_to_binary_in(BinaryForm::Scalachess)?;
/// assert_eq!(shakmaty.len(), 27);
/// assert_eq!(scalachess.len(), 32);
/// assert_eq!(Fen::from_binary_form(scalachess.as_bytes())?, (zh, BinaryForm::Scalachess));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BinaryForm {
    /// shakmaty 0.30's `PackedSetup::as_bytes` (and
    /// [`Fen::to_binary`]'s): the trailing zero bytes left out; chess and
    /// Chess960 without a variant byte.
    #[default]
    Shakmaty,
    /// scalachess's `BinaryFen.write` of a standard game: every byte of the
    /// layout; no variant byte for chess.
    Scalachess,
    /// scalachess's of a Chess960 game: every byte of the layout, variant
    /// byte 2 (so the clocks are always written).
    ScalachessChess960,
    /// scalachess's of a game from a position: every byte of the layout,
    /// variant byte 3.
    ScalachessFromPosition,
}

impl BinaryForm {
    /// The variant byte of a position without pockets.
    const fn chess_variant(self) -> u8 {
        match self {
            Self::Shakmaty | Self::Scalachess => 0,
            Self::ScalachessChess960 => 2,
            Self::ScalachessFromPosition => 3,
        }
    }
}

impl BinaryFen {
    /// The most bytes a binary FEN has: 64 (eight of occupancy, 32 of
    /// pieces, five for each clock, the variant, five of pockets and eight
    /// of promoted pieces).
    ///
    /// ```
    /// use pin_runtime::chess::{BinaryFen, Fen};
    ///
    /// let fen = Fen::START.with_clocks(u32::MAX, core::num::NonZeroU32::MAX);
    /// assert!(fen.to_binary().len() <= BinaryFen::MAX_LEN);
    /// # Ok::<(), pin_runtime::chess::ToBinaryError>(())
    /// ```
    pub const MAX_LEN: usize = MAX_LEN;

    /// What [`Fen::to_binary`] gives for a position the layout has no
    /// room for: eleven bytes, an empty board with the clocks 0 and the
    /// variant byte 255, which no variant has. [`Fen::from_binary`]
    /// refuses it, as shakmaty 0.30's `unpack_standard` and `unpack_variant`
    /// do; scalachess reads any variant byte it does not know as chess.
    ///
    /// ```
    /// use pin_runtime::chess::{BinaryFen, BinaryFenErrorKind, Fen};
    ///
    /// assert_eq!(BinaryFen::UNWRITABLE.as_bytes(), [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255]);
    /// let err = Fen::from_binary(BinaryFen::UNWRITABLE.as_bytes()).unwrap_err();
    /// assert_eq!(err.kind(), BinaryFenErrorKind::Variant { found: 255 });
    /// ```
    pub const UNWRITABLE: Self = {
        let mut bytes = [0; MAX_LEN];
        bytes[OCCUPANCY + 2] = 0xFF;
        #[allow(clippy::cast_possible_truncation, reason = "eleven")]
        let len = (OCCUPANCY + 3) as u8;
        Self { bytes, len }
    };

    /// Returns the bytes.
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    ///
    /// let binary = Fen::parse("8/8/8/8/8/8/8/8 b - - 0 1")?.to_binary();
    /// assert_eq!(binary.as_bytes(), [0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn as_bytes(&self) -> &[u8] {
        match self.bytes.split_at_checked(self.len as usize) {
            Some((bytes, _)) => bytes,
            None => &self.bytes,
        }
    }

    /// Returns the number of bytes.
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    ///
    /// assert_eq!(Fen::START.to_binary().len(), 24);
    /// # Ok::<(), pin_runtime::chess::ToBinaryError>(())
    /// ```
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Returns `true` when there are no bytes: the empty board, white to
    /// move, at move 1 with the halfmove clock 0, in shakmaty's form.
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    ///
    /// assert!(Fen::parse("8/8/8/8/8/8/8/8 w - - 0 1")?.to_binary().is_empty());
    /// assert!(!Fen::START.to_binary().is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl AsRef<[u8]> for BinaryFen {
    /// The bytes, as [`as_bytes`](BinaryFen::as_bytes) gives them.
    fn as_ref(&self) -> &[u8] {
        self.as_bytes()
    }
}

impl fmt::Display for BinaryFen {
    /// Writes the bytes in lowercase hexadecimal, padded as the formatter
    /// says.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const DIGITS: &[u8; 16] = b"0123456789abcdef";
        let mut text = [0; 2 * MAX_LEN];
        let bytes = self.as_bytes();
        for (pair, byte) in text.chunks_exact_mut(2).zip(bytes) {
            pair[0] = DIGITS[usize::from(byte >> 4)];
            pair[1] = DIGITS[usize::from(byte & 15)];
        }
        let hex = text.get(..2 * bytes.len()).unwrap_or_default();
        f.pad(core::str::from_utf8(hex).unwrap_or_default())
    }
}

impl fmt::Debug for BinaryFen {
    /// Writes `BinaryFen("<hex>")`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "BinaryFen(\"{self}\")")
    }
}

/// The files of each rank occupancy's squares, a byte each from the
/// lowest, in a word: the squares' places in the rank, listed.
static FILE_LISTS: [u64; 256] = {
    let mut table = [0; 256];
    let mut mask = 0;
    while mask < 256 {
        let mut list = 0;
        let mut count = 0;
        let mut file = 0;
        while file < FILES {
            if mask & (1 << file) != 0 {
                list |= (file as u64) << (8 * count);
                count += 1;
            }
            file += 1;
        }
        table[mask] = list;
        mask += 1;
    }
    table
};

/// The squares of the pieces, listed from a1 by their index on the board
/// (row × 8 + file): room for all 64 and a rank's eight bytes past the
/// last.
type List = [u8; SQUARES + 8];

/// Lists the squares of `occupancy`, the files taken on the board's row
/// `row`, from `listed`: eight bytes from a table, stored at once, no
/// branch. Returns the squares listed with the rank's.
#[allow(
    clippy::inline_always,
    reason = "a rank of the readers' and writers' loops, eight times a call"
)]
#[inline(always)]
const fn list_rank(list: &mut List, listed: usize, row: usize, occupancy: u8) -> usize {
    let files = FILE_LISTS[occupancy as usize] + (row * FILES) as u64 * 0x0101_0101_0101_0101;
    if let Some((_, rest)) = list.split_at_mut_checked(listed) {
        if let Some((head, _)) = rest.split_first_chunk_mut::<8>() {
            *head = files.to_le_bytes();
        }
    }
    // A table's count, at most 8 for the compiler too.
    let count = PIECE_COUNTS[occupancy as usize];
    listed + if count < 8 { count } else { 8 } as usize
}

/// The squares taken of each rank occupancy: a lookup rather than a
/// count of bits (no `popcnt` on the default target).
static PIECE_COUNTS: [u8; 256] = {
    let mut table = [0; 256];
    let mut mask = 0;
    while mask < 256 {
        #[allow(clippy::cast_possible_truncation, reason = "at most 8")]
        let count = (mask as u8).count_ones() as u8;
        table[mask] = count;
        mask += 1;
    }
    table
};

impl Fen {
    /// Writes the position as Lichess's binary FEN, byte for byte as
    /// shakmaty 0.30 writes the same FEN (`PackedSetup::pack_standard` of
    /// its setup, or `pack_variant` with crazyhouse for a FEN with
    /// pockets, then `as_bytes`): 24 bytes for the start.
    ///
    /// A `Fen` without clocks is written as with the clocks `0 1`, as
    /// shakmaty reads such a FEN; Chess960 as chess; a crazyhouse position
    /// with variant byte 1, its pockets in either form. See [`BinaryFen`]
    /// for the layout, and the module page for where the writers differ.
    ///
    /// What the layout has no room for, a promoted piece (`Q~`) without
    /// crazyhouse pockets or more than 15 of a piece in a pocket, gives
    /// [`BinaryFen::UNWRITABLE`], which [`from_binary`](Self::from_binary)
    /// and shakmaty refuse; [`try_to_binary`](Self::try_to_binary) says
    /// why instead. No position of a game does that: a game's pocket holds
    /// more than 15 pawns only when one side has taken all 16.
    ///
    /// ```
    /// use pin_runtime::chess::{BinaryFen, Fen};
    ///
    /// let fen = Fen::parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")?;
    /// assert_eq!(fen.to_binary().to_string(), "ffff00001000efff2d844ad200000000111111113e955fe3");
    /// assert_eq!(Fen::from_binary(fen.to_binary().as_bytes())?, fen);
    ///
    /// // Crazyhouse: the pockets, then the promoted pieces.
    /// let zh = Fen::parse("4k3/8/8/8/8/8/8/3Q~K3[Pn] b - - 3 20")?;
    /// assert_eq!(zh.to_binary().to_string(), "1000000000000018a80f03270101100000000000000000000008");
    ///
    /// // A promoted queen without pockets.
    /// let promoted = Fen::parse("4k3/8/8/8/8/8/8/3Q~K3 w - - 0 1")?;
    /// assert_eq!(promoted.to_binary(), BinaryFen::UNWRITABLE);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn to_binary(&self) -> BinaryFen {
        match write(self, BinaryForm::Shakmaty) {
            Ok(binary) => binary,
            Err(_) => BinaryFen::UNWRITABLE,
        }
    }

    /// Writes the position as Lichess's binary FEN, as
    /// [`to_binary`](Self::to_binary), or says why it cannot.
    ///
    /// # Errors
    ///
    /// A [`ToBinaryError`] for what binary FEN has no room for: a promoted
    /// piece (`Q~`) without pockets, the first in the order FEN writes
    /// them; more than 15 of a piece in a pocket.
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    ///
    /// assert_eq!(Fen::START.try_to_binary(), Ok(Fen::START.to_binary()));
    /// let err = Fen::parse("8/8/8/8/8/8/8/8[PPPPPPPPPPPPPPPP] w - -")?.try_to_binary().unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "cannot write binary FEN in the first hand: expected at most 15 of a piece in a \
    ///      pocket (a nibble counts them), found 16 P",
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn try_to_binary(&self) -> Result<BinaryFen, ToBinaryError> {
        write(self, BinaryForm::Shakmaty)
    }

    /// Writes the position as Lichess's binary FEN in `form`, or says why
    /// it cannot: as shakmaty writes it ([`try_to_binary`](Self::try_to_binary)),
    /// or as scalachess does (every byte of the layout, and for a position
    /// without pockets the variant byte of a standard game, of Chess960 or
    /// of a game from a position). With the form
    /// [`from_binary_form`](Self::from_binary_form) gives, the bytes read.
    ///
    /// # Errors
    ///
    /// Those of [`try_to_binary`](Self::try_to_binary).
    ///
    /// ```
    /// use pin_runtime::chess::{BinaryForm, Fen};
    ///
    /// let fen = Fen::parse("8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 3 1")?;
    /// assert_eq!(fen.to_binary().to_string(), "00000002180000308a1c0f03");
    /// let from_position = fen.try_to_binary_in(BinaryForm::ScalachessFromPosition)?;
    /// assert_eq!(from_position.to_string(), "00000002180000308a1c0f030103");
    ///
    /// let empty = Fen::parse("8/8/8/8/8/8/8/8 w - - 0 1")?;
    /// assert_eq!(empty.try_to_binary_in(BinaryForm::Scalachess)?.to_string(), "0000000000000000");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn try_to_binary_in(&self, form: BinaryForm) -> Result<BinaryFen, ToBinaryError> {
        write(self, form)
    }

    /// Reads Lichess's binary FEN, as shakmaty 0.30 or scalachess writes
    /// it ([`from_binary_form`](Self::from_binary_form) without the form).
    ///
    /// The `Fen` read has clocks (`0 1` where the bytes have none, as both
    /// writers' readers give them), and pockets in brackets for
    /// crazyhouse; so what [`to_binary`](Self::to_binary) writes of a
    /// `Fen` with clocks and without pockets in the slash form is read back
    /// equal, and of any other the same position.
    ///
    /// # Errors
    ///
    /// A [`BinaryFenError`] naming the byte (and the square, for a piece):
    /// bytes no writer writes (a high nibble after an odd count of pieces
    /// that is not 0, a number in more bytes than it takes, a trailing zero
    /// byte of a form that leaves them out, bytes after the layout) and
    /// what [`Fen`] cannot hold: a variant other than chess, Chess960 and
    /// crazyhouse (king of the hill, three-check, ...), a castling rook off
    /// its back rank or without one king of its side there, a pawn that
    /// just advanced two squares off rank 4 or 5 or of the side to move, a
    /// black king's nibble at odds with the side to move, more than 64
    /// pieces, a promoted king or pawn, clocks beyond `u32`.
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    ///
    /// let bytes = [
    ///     0xff, 0xff, 0, 0, 0, 0, 0xff, 0xff, 0x2d, 0x84, 0x4a, 0xd2, 0, 0, 0, 0,
    ///     0x11, 0x11, 0x11, 0x11, 0x3e, 0x95, 0x5b, 0xe3,
    /// ];
    /// assert_eq!(Fen::from_binary(&bytes)?, Fen::START);
    ///
    /// // Three-check: variant byte 5.
    /// let mut three_check = bytes.to_vec();
    /// three_check.extend([0, 0, 5, 0x11]);
    /// assert_eq!(
    ///     Fen::from_binary(&three_check).unwrap_err().to_string(),
    ///     "invalid binary FEN at byte 26 (variant): expected variant 0 (chess), 1 (crazyhouse), \
    ///      2 (Chess960) or 3 (from a position), found 5 (three-check, which chess::Fen does \
    ///      not hold)",
    /// );
    /// # Ok::<(), pin_runtime::chess::BinaryFenError>(())
    /// ```
    pub const fn from_binary(bytes: &[u8]) -> Result<Self, BinaryFenError> {
        match read(bytes) {
            Ok((fen, _)) => Ok(fen),
            Err(error) => Err(error),
        }
    }

    /// Reads Lichess's binary FEN, as shakmaty 0.30 or scalachess writes
    /// it, and says in which form: [`try_to_binary_in`](Self::try_to_binary_in)
    /// with that form writes the same bytes back.
    ///
    /// The form is scalachess's when the bytes end in a zero (it writes
    /// every byte of the layout) or have its variant byte 2 or 3;
    /// shakmaty's otherwise, where the two write the same bytes.
    ///
    /// # Errors
    ///
    /// Those of [`from_binary`](Self::from_binary).
    ///
    /// ```
    /// use pin_runtime::chess::{BinaryForm, Fen};
    ///
    /// let scalachess = [0, 0, 0, 0, 0, 0, 0, 0];
    /// let (fen, form) = Fen::from_binary_form(&scalachess)?;
    /// assert_eq!((fen.to_string().as_str(), form), ("8/8/8/8/8/8/8/8 w - - 0 1", BinaryForm::Scalachess));
    /// assert_eq!(fen.try_to_binary_in(form)?.as_bytes(), scalachess);
    /// assert!(fen.to_binary().is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn from_binary_form(bytes: &[u8]) -> Result<(Self, BinaryForm), BinaryFenError> {
        read(bytes)
    }
}
