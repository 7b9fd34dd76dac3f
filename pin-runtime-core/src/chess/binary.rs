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

use super::binary_error::{BinaryFenError, BinaryFenErrorKind as Kind, BinaryField as Field};
use super::fen::{Fen, Pockets};
use super::read::{CASTLING_ROOKS, POCKET_PIECES};
use super::{FILES, RANKS, SQUARES, ToBinaryError};
use crate::bridge::{Clocks, cell, fill_hand};
use crate::error::Spot;
use crate::{Cell, Epin, Side, State};

/// The bytes of the occupied squares' bitboard.
const OCCUPANCY: usize = 8;

/// The longest binary FEN: eight bytes of occupancy, 32 of pieces, five
/// for each clock, the variant, five of pockets and eight of promoted
/// pieces.
const MAX_LEN: usize = 64;

/// The reader's copy of the input, padded with zeros past the longest
/// layout's last byte, so that reading past the input reads zeros: a
/// power of two, so that an index is kept in it by a mask.
const PADDED: usize = 128;

/// The variant byte of crazyhouse.
const CRAZYHOUSE: u8 = 1;

/// Chess Lichess's binary FEN, at most [`MAX_LEN`](Self::MAX_LEN) bytes,
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

/// A square's piece has been promoted, in [`WRITE`].
const PROMOTED: u8 = 0x10;
/// A black king, whose nibble is 15 rather than 11 with black to move, in
/// [`WRITE`].
const BLACK_KING: u8 = 0x20;

/// The nibble of every piece of a [`Fen`]'s board and its flags, by letter
/// byte and state (normal, `+`, `-`); 0 for an empty square (letter byte
/// 0). A `static`, so that a lookup reads one byte.
static WRITE: [[u8; 4]; 128] = {
    let mut table = [[0; 4]; 128];
    // The letter, then its nibble when normal, enhanced (`+`) and
    // diminished (`-`).
    let pieces: [(u8, [u8; 3]); 12] = [
        (b'P', [0, 0, 12]),
        (b'p', [1, 1, 12]),
        (b'N', [2, 2 | PROMOTED, 2]),
        (b'n', [3, 3 | PROMOTED, 3]),
        (b'B', [4, 4 | PROMOTED, 4]),
        (b'b', [5, 5 | PROMOTED, 5]),
        (b'R', [6, 6 | PROMOTED, 13]),
        (b'r', [7, 7 | PROMOTED, 14]),
        (b'Q', [8, 8 | PROMOTED, 8]),
        (b'q', [9, 9 | PROMOTED, 9]),
        (b'K', [10, 10, 10]),
        (b'k', [0xB | BLACK_KING, 0xB | BLACK_KING, 0xB | BLACK_KING]),
    ];
    let mut i = 0;
    while i < pieces.len() {
        let (letter, nibbles) = pieces[i];
        let mut state = 0;
        while state < 3 {
            table[letter as usize][state] = nibbles[state];
            state += 1;
        }
        i += 1;
    }
    table
};

/// The low ten bits of a piece's code: its letter byte and its state.
const CODE_BITS: u16 = 0x3FF;

/// The nibble of every piece of a [`Fen`]'s board with white to move and
/// with black to move (a black king is 11, then 15), by the low ten bits
/// of its code ([`CODE_BITS`]: letter byte, state), and [`PROMOTED`] for a
/// promoted piece; 0 for an empty square. One load a piece.
static NIBBLES: [[u8; 1 << 10]; 2] = {
    let mut tables = [[0; 1 << 10]; 2];
    let mut letter = 0;
    while letter < 128 {
        let mut state = 0;
        while state < 3 {
            let entry = WRITE[letter][state];
            tables[0][letter | state << 8] = entry & (15 | PROMOTED);
            tables[1][letter | state << 8] = (entry & (15 | PROMOTED)) | ((entry >> 3) & 4);
            state += 1;
        }
        letter += 1;
    }
    tables
};

/// [`NIBBLES`] as the first nibble of a byte, and the promoted flag at
/// bit 9: or-ed with [`NIBBLES_HIGH`], the byte of two pieces.
static NIBBLES_LOW: [[u16; 1 << 10]; 2] = {
    let mut tables = [[0; 1 << 10]; 2];
    let mut turn = 0;
    while turn < 2 {
        let mut code = 0;
        while code < 1 << 10 {
            let entry = NIBBLES[turn][code];
            tables[turn][code] = (entry & 15) as u16 | (((entry & PROMOTED) as u16) << 5);
            code += 1;
        }
        turn += 1;
    }
    tables
};

/// [`NIBBLES`] as the second nibble of a byte (shifted by 4), and the
/// promoted flag at bit 8.
static NIBBLES_HIGH: [[u16; 1 << 10]; 2] = {
    let mut tables = [[0; 1 << 10]; 2];
    let mut turn = 0;
    while turn < 2 {
        let mut code = 0;
        while code < 1 << 10 {
            let entry = NIBBLES[turn][code];
            tables[turn][code] = ((entry & 15) as u16) << 4 | (((entry & PROMOTED) as u16) << 4);
            code += 1;
        }
        turn += 1;
    }
    tables
};

/// The promoted flags of [`NIBBLES_LOW`] and [`NIBBLES_HIGH`].
const PROMOTED_BITS: u16 = 0x300;

/// Bit 6 of each square's letter byte, and of the letter byte of the
/// square four files on shifted up by a byte (bit 14), four squares a
/// word: every letter has it, an empty square (0) does not, and bit 14 of
/// a code (bit 6 of its attribute byte) is always 0.
const LETTER_BITS: u64 = 0x4040_4040_4040_4040;

/// Gathers bit 6 of four 16-bit lanes (files a to d) and bit 14 (files e
/// to h) into the eight bits from bit 55: each lane's bits shifted by 49,
/// 34, 19 and 4 (45, 30, 15 and 0), no two products of the multiplication
/// on one bit (checked for every occupancy when the crate is built).
const GATHER: u64 = 1 | 1 << 4 | 1 << 15 | 1 << 19 | 1 << 30 | 1 << 34 | 1 << 45 | 1 << 49;

/// Every occupancy of a rank gathered back by [`GATHER`].
const _: () = {
    let mut occupancy = 0;
    while occupancy < 256 {
        let mut bits = 0u64;
        let mut file = 0;
        while file < FILES {
            if occupancy & (1 << file) != 0 {
                bits |= 1 << (6 + 16 * (file % 4) + 8 * (file / 4));
            }
            file += 1;
        }
        assert!((bits.wrapping_mul(GATHER) >> 55) & 0xFF == occupancy);
        occupancy += 1;
    }
};

/// Four squares' codes as a word, the first in the low 16 bits.
const fn four(squares: &[Option<Epin>; FILES], start: usize) -> u64 {
    let mut word = 0;
    let mut i = 0;
    while i < 4 {
        word |= (Epin::code_or_zero(squares[(start + i) % FILES]) as u64) << (16 * i);
        i += 1;
    }
    word
}

/// The occupied squares of a rank as a byte, bit `f` for file `f`: the
/// letter bits of its eight squares gathered by one multiplication.
const fn rank_occupancy(squares: &[Option<Epin>; FILES]) -> u8 {
    let bits = (four(squares, 0) | four(squares, 4) << 8) & LETTER_BITS;
    #[allow(clippy::cast_possible_truncation, reason = "eight bits")]
    let byte = (bits.wrapping_mul(GATHER) >> 55) as u8;
    byte
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

/// Whether packed nibbles hold a 15: a black king with black to move.
const fn has_fifteen(bytes: &[u8; MAX_LEN], end: usize) -> bool {
    let mut at = OCCUPANCY;
    while at < end {
        let mut word = [0; 8];
        let mut i = 0;
        while i < 8 {
            word[i] = bytes[(at + i) % MAX_LEN];
            i += 1;
        }
        let word = u64::from_le_bytes(word);
        if word & (word >> 1) & (word >> 2) & (word >> 3) & 0x1111_1111_1111_1111 != 0 {
            return true;
        }
        at += 8;
    }
    false
}

/// The place of each pocket piece's letter in the pockets' bytes: pawn,
/// knight, bishop, rook, queen; [`NOT_POCKET`] for other letters.
static POCKET_BYTE: [u8; 128] = {
    let mut table = [NOT_POCKET; 128];
    let letters = *b"PNBRQ";
    let mut i = 0;
    while i < letters.len() {
        #[allow(clippy::cast_possible_truncation, reason = "five")]
        let place = i as u8;
        table[letters[i] as usize] = place;
        table[(letters[i] | super::LOWERCASE) as usize] = place;
        i += 1;
    }
    table
};

/// A letter no pocket holds, in [`POCKET_BYTE`].
const NOT_POCKET: u8 = 0xFF;

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

/// Writes `fen` in `form`; see [`Fen::try_to_binary_in`]. Inlined into each
/// caller, so that [`Fen::to_binary`] knows its form.
#[allow(
    clippy::inline_always,
    reason = "two callers; a form known where it is called leaves one path"
)]
#[inline(always)]
const fn write(fen: &Fen, form: BinaryForm) -> Result<BinaryFen, ToBinaryError> {
    let board = fen.position.board();
    let squares = board.as_flattened();
    let black = fen.position.turn().is_second();
    let mut binary = BinaryFen {
        bytes: [0; MAX_LEN],
        len: 0,
    };
    let bytes = &mut binary.bytes;
    // The occupancy's bytes are the ranks from 8, a bit a file: the board's
    // rows, each gathered from its letter bytes by one multiplication.
    // From rank 1, each rank's pieces listed by their index on the board:
    // eight bytes from a table, stored at once, no branch.
    let mut list = [0u8; SQUARES + 8];
    let mut pieces = 0;
    let mut row = RANKS;
    while row > 0 {
        row -= 1;
        let occupancy = rank_occupancy(&board[row]);
        bytes[row] = occupancy;
        let files = FILE_LISTS[occupancy as usize] + (row * FILES) as u64 * 0x0101_0101_0101_0101;
        if let Some((_, rest)) = list.split_at_mut_checked(pieces) {
            if let Some((head, _)) = rest.split_first_chunk_mut::<8>() {
                *head = files.to_le_bytes();
            }
        }
        // A table's count, at most 8 for the compiler too.
        let count = PIECE_COUNTS[occupancy as usize];
        pieces += if count < 8 { count } else { 8 } as usize;
    }
    // Each pair of pieces' nibbles, a byte, four pieces at a time: one
    // table lookup a piece, the first piece's nibble from one table, the
    // second's, shifted, from another, so that or-ing them makes the
    // byte. Their promoted bits, above the byte, say whether any piece is
    // promoted: rare, and looked for again only then. The last pieces are
    // grouped with squares of the list past its end (squares of the
    // board), whose nibbles are cleared below.
    let (low, high) = (&NIBBLES_LOW[black as usize], &NIBBLES_HIGH[black as usize]);
    let mut flags = 0;
    let mut k = 0;
    while k < pieces {
        let mut codes = [0; 4];
        let mut i = 0;
        while i < 4 {
            let code = Epin::code_or_zero(squares[list[(k + i) % SQUARES] as usize % SQUARES]);
            codes[i] = (code & CODE_BITS) as usize;
            i += 1;
        }
        let first = low[codes[0]] | high[codes[1]];
        let second = low[codes[2]] | high[codes[3]];
        flags |= first | second;
        #[allow(clippy::cast_possible_truncation, reason = "the nibbles' byte")]
        {
            bytes[(OCCUPANCY + k / 2) % MAX_LEN] = first as u8;
            bytes[(OCCUPANCY + k / 2 + 1) % MAX_LEN] = second as u8;
        }
        k += 4;
    }
    // What the last group wrote past the pieces, cleared without a branch:
    // the high nibble of an odd count's last byte, or a whole byte.
    let odd = pieces % 2;
    let at = OCCUPANCY + pieces / 2;
    #[allow(clippy::cast_possible_truncation, reason = "0 or 1")]
    let keep = (odd as u8).wrapping_neg() & 15;
    bytes[at % MAX_LEN] &= keep;
    bytes[(at + 1) % MAX_LEN] = 0;
    let mut at = at + odd;

    let crazyhouse = !matches!(fen.pockets, Pockets::Absent);
    let promoted = if flags & PROMOTED_BITS != 0 {
        promoted_pieces(squares, bytes)
    } else {
        0
    };
    if promoted != 0 && !crazyhouse {
        return Err(first_promoted(board));
    }
    let (halfmove, fullmove) = match fen.clocks {
        Some(clocks) => (clocks.halfmove(), clocks.fullmove()),
        None => (0, 1),
    };
    let ply = (fullmove as u64).saturating_sub(1) * 2 + black as u64;
    let variant = if crazyhouse {
        CRAZYHOUSE
    } else {
        form.chess_variant()
    };
    // Black to move without a king: the turn is the ply's alone. Rare:
    // the king looked for only after the first move.
    let more = ply > 1 || variant != 0 || (black && !has_fifteen(bytes, at));
    if halfmove > 0 || more {
        at = write_leb128(bytes, at, halfmove as u64);
    }
    if more {
        at = write_leb128(bytes, at, ply);
    }
    if variant != 0 {
        bytes[at % MAX_LEN] = variant;
        at += 1;
    }
    if crazyhouse {
        at = tri!(write_crazyhouse(fen, bytes, at, promoted));
    }
    let mut len = if at < MAX_LEN { at } else { MAX_LEN };
    if let BinaryForm::Shakmaty = form {
        while len > 0 && bytes[len - 1] == 0 {
            len -= 1;
        }
    }
    #[allow(clippy::cast_possible_truncation, reason = "at most 64")]
    {
        binary.len = len as u8;
    }
    Ok(binary)
}

/// Writes `value` at `at` in LEB128, seven bits a byte from the lowest,
/// the high bit set on every byte but the last; returns the index past it.
/// The layout never goes past its 64 bytes.
#[inline]
#[allow(clippy::cast_possible_truncation, reason = "seven bits at a time")]
const fn write_leb128(bytes: &mut [u8; MAX_LEN], mut at: usize, mut value: u64) -> usize {
    while value > 0x7F {
        bytes[at % MAX_LEN] = value as u8 | 0x80;
        value >>= 7;
        at += 1;
    }
    bytes[at % MAX_LEN] = value as u8;
    at + 1
}

/// Writes crazyhouse's pockets at `at` (each kind's count, white's in the
/// low nibble), then the promoted pieces' bitboard when there are any;
/// returns the index past them.
#[cold]
const fn write_crazyhouse(
    fen: &Fen,
    bytes: &mut [u8; MAX_LEN],
    at: usize,
    promoted: u64,
) -> Result<usize, ToBinaryError> {
    let mut pockets = [0u8; 5];
    let mut side = 0;
    while side < 2 {
        let holder = if side == 0 { Side::First } else { Side::Second };
        let hand = fen.position.hand(holder);
        let mut i = 0;
        while let Some((piece, count)) = hand.item(i) {
            if count > 15 {
                return Err(ToBinaryError::Pocket {
                    side: holder,
                    piece,
                    count,
                });
            }
            // Only pocket pieces: `from_crazyhouse` and the readers check.
            let place = POCKET_BYTE[(piece.letter_byte() & 0x7F) as usize] as usize;
            #[allow(clippy::cast_possible_truncation, reason = "at most 15")]
            let count = count as u8;
            pockets[place % 5] |= count << (4 * side);
            i += 1;
        }
        side += 1;
    }
    let mut k = 0;
    while k < pockets.len() {
        bytes[(at + k) % MAX_LEN] = pockets[k];
        k += 1;
    }
    if promoted == 0 {
        return Ok(at + 5);
    }
    let mask = promoted.to_be_bytes();
    let mut k = 0;
    while k < mask.len() {
        bytes[(at + 5 + k) % MAX_LEN] = mask[k];
        k += 1;
    }
    Ok(at + 13)
}

/// The promoted pieces of a board, a bitboard from a1, from its squares
/// (in the board's order, rank 8 first) and its occupancy, written in
/// the first eight bytes.
#[cold]
const fn promoted_pieces(squares: &[Option<Epin>], bytes: &[u8; MAX_LEN]) -> u64 {
    let occupied = u64::from_be_bytes([
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
    ]);
    let mut promoted = 0;
    let mut bits = occupied;
    while bits != 0 {
        let square = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        let code = Epin::code_or_zero(squares[(square ^ (SQUARES - FILES)) % SQUARES]);
        let entry = WRITE[(code & 0x7F) as usize][(code >> 8) as usize & 3];
        promoted |= ((entry & PROMOTED != 0) as u64) << square;
    }
    promoted
}

/// The error of the first promoted piece of `board` in the order FEN
/// writes them, for a position without pockets.
#[cold]
const fn first_promoted(board: &crate::Board<RANKS, FILES>) -> ToBinaryError {
    let mut row = 0;
    while row < RANKS {
        let mut file = 0;
        while file < FILES {
            if let Some(piece) = board[row][file] {
                let code = piece.code();
                if WRITE[(code & 0x7F) as usize][(code >> 8) as usize & 3] & PROMOTED != 0 {
                    return ToBinaryError::Promoted {
                        cell: cell(row, file, RANKS),
                        piece,
                    };
                }
            }
            file += 1;
        }
        row += 1;
    }
    // Not reached: the caller found one.
    ToBinaryError::Promoted {
        cell: Cell::new_2d(0, 0),
        piece: CASTLING_ROOKS[0],
    }
}

/// The piece each nibble reads as on each rank (from rank 1), before the
/// promoted bits: pawns on their start ranks may advance two squares
/// (`+P`), a pawn that just advanced two squares is white's on ranks 1 to
/// 4 (`-P`), black's above (`-p`), kings are terminal.
static READ: [[Option<Epin>; RANKS]; 16] = {
    let tokens = [
        "P", "p", "N", "n", "B", "b", "R", "r", "Q", "q", "K^", "k^", "-P", "-R", "-r", "k^",
    ];
    let mut table = [[None; RANKS]; 16];
    let mut nibble = 0;
    while nibble < 16 {
        let piece = token(tokens[nibble]);
        let mut rank = 0;
        while rank < RANKS {
            table[nibble][rank] = Some(piece);
            rank += 1;
        }
        nibble += 1;
    }
    table[0][1] = Some(token("+P"));
    table[1][6] = Some(token("+p"));
    let mut rank = 4;
    while rank < RANKS {
        table[12][rank] = Some(token("-p"));
        rank += 1;
    }
    table
};

/// [`READ`] by the board's rows (row 0 is rank 8): one lookup from a
/// square's index.
static READ_ROWS: [[Option<Epin>; RANKS]; 16] = {
    let mut table = [[None; RANKS]; 16];
    let mut nibble = 0;
    while nibble < 16 {
        let mut row = 0;
        while row < RANKS {
            table[nibble][row] = READ[nibble][RANKS - 1 - row];
            row += 1;
        }
        nibble += 1;
    }
    table
};

/// [`FLAGS`] by the board's rows, as [`READ_ROWS`].
static FLAGS_ROWS: [[u64; RANKS]; 16] = {
    let mut table = [[0; RANKS]; 16];
    let mut nibble = 0;
    while nibble < 16 {
        let mut row = 0;
        while row < RANKS {
            table[nibble][row] = FLAGS[nibble][RANKS - 1 - row];
            row += 1;
        }
        nibble += 1;
    }
    table
};

/// The token of a piece, checked when the tables are built.
const fn token(text: &str) -> Epin {
    match Epin::parse(text) {
        Ok(piece) => piece,
        Err(_) => panic!("not an EPIN token"),
    }
}

/// What the board loop counts, eight bits a count in [`FLAGS`]: black
/// kings with white to move (nibble 11) and with black to move (15).
const KINGS_11: u32 = 0;
/// See [`KINGS_11`].
const KINGS_15: u32 = 8;
/// Pawns that just advanced two squares.
const EN_PASSANT: u32 = 16;
/// White rooks that may castle.
const CASTLING_WHITE: u32 = 24;
/// Black rooks that may castle.
const CASTLING_BLACK: u32 = 32;
/// White kings on the first rank.
const BACK_WHITE: u32 = 40;
/// Black kings on the eighth rank.
const BACK_BLACK: u32 = 48;
/// Nibbles on ranks they cannot be on: 12 off ranks 4 and 5, 13 off the
/// first, 14 off the eighth.
const MISPLACED: u32 = 56;

/// The counts a nibble on a rank (from rank 1) adds, see [`KINGS_11`].
static FLAGS: [[u64; RANKS]; 16] = {
    let mut table = [[0; RANKS]; 16];
    let mut rank = 0;
    while rank < RANKS {
        table[11][rank] = 1 << KINGS_11;
        table[15][rank] = 1 << KINGS_15;
        table[12][rank] = if rank == 3 || rank == 4 {
            1 << EN_PASSANT
        } else {
            1 << MISPLACED
        };
        table[13][rank] = if rank == 0 {
            1 << CASTLING_WHITE
        } else {
            1 << MISPLACED
        };
        table[14][rank] = if rank == RANKS - 1 {
            1 << CASTLING_BLACK
        } else {
            1 << MISPLACED
        };
        rank += 1;
    }
    table[10][0] = 1 << BACK_WHITE;
    table[11][RANKS - 1] |= 1 << BACK_BLACK;
    table[15][RANKS - 1] |= 1 << BACK_BLACK;
    table
};

/// The count at `shift` in the board loop's counts.
const fn count(flags: u64, shift: u32) -> u32 {
    ((flags >> shift) & 0xFF) as u32
}

/// The input, zeros past its end.
type Padded = [u8; PADDED];

/// The nibble of the `k`th piece.
const fn nibble(buf: &Padded, k: usize) -> u8 {
    (buf[(OCCUPANCY + k / 2) % PADDED] >> ((k & 1) * 4)) & 15
}

/// The pieces before `square` (from a1): its nibble's place.
const fn place(occupied: u64, square: usize) -> usize {
    (occupied & ((1u64 << (square % SQUARES)) - 1)).count_ones() as usize
}

/// An error about the piece on `square` (from a1), at its nibble's byte.
const fn on_square(kind: Kind, occupied: u64, square: usize) -> BinaryFenError {
    let at = OCCUPANCY + place(occupied, square) / 2;
    #[allow(clippy::cast_possible_truncation, reason = "a square of the board")]
    let cell = Cell::new_2d((square % FILES) as u8, (square / FILES % RANKS) as u8);
    BinaryFenError::new(kind, at, Some(Field::Pieces)).with_spot(Spot::Square(cell))
}

/// The first square (from a1) of `occupied` whose nibble is `wanted`, and
/// after `after` of them.
const fn find(buf: &Padded, occupied: u64, wanted: u8, mut after: u32) -> usize {
    let mut bits = occupied;
    let mut k = 0;
    while bits != 0 {
        let square = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        if nibble(buf, k) == wanted {
            if after == 0 {
                return square;
            }
            after -= 1;
        }
        k += 1;
    }
    0
}

/// The first nibble (from a1) on a rank it cannot be on.
#[cold]
const fn misplaced(buf: &Padded, occupied: u64) -> BinaryFenError {
    let mut bits = occupied;
    let mut k = 0;
    while bits != 0 {
        let square = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        let nibble = nibble(buf, k);
        if FLAGS[nibble as usize][square / FILES % RANKS] >> MISPLACED != 0 {
            let kind = if nibble == 12 {
                Kind::EnPassantRank
            } else {
                Kind::CastlingRank { nibble }
            };
            return on_square(kind, occupied, square);
        }
        k += 1;
    }
    on_square(Kind::EnPassantRank, occupied, 0)
}

/// The kings, white's and black's.
const KINGS: [Epin; 2] = [token("K^"), token("k^")];

/// Checks the rooks that may castle of one side (0 white, 1 black): one
/// king of the side on its back rank, at most one rook on each side of it.
const fn check_castling(
    buf: &Padded,
    squares: &[Option<Epin>],
    occupied: u64,
    side: usize,
    kings: u32,
) -> Result<(), BinaryFenError> {
    #[allow(clippy::cast_possible_truncation, reason = "0 or 1")]
    let nibble = 13 + side as u8;
    if kings != 1 {
        let square = find(buf, occupied, nibble, 0);
        #[allow(clippy::cast_possible_truncation, reason = "at most 8")]
        let kind = Kind::CastlingKing {
            nibble,
            kings: kings as u8,
        };
        return Err(on_square(kind, occupied, square));
    }
    // The back rank's squares, from file a, in the board's order.
    let start = if side == 0 { (RANKS - 1) * FILES } else { 0 };
    let rook = CASTLING_ROOKS[side].code();
    let mut wings = [0; 2];
    let mut wing = 0;
    let mut file = 0;
    while file < FILES {
        if let Some(piece) = squares[(start + file) % SQUARES] {
            if piece.code() == rook {
                wings[wing] += 1;
                if wings[wing] > 1 {
                    let square = side * (SQUARES - FILES) + file;
                    let wing = if wing == 0 { 'a' } else { 'h' };
                    return Err(on_square(
                        Kind::CastlingSide { nibble, wing },
                        occupied,
                        square,
                    ));
                }
            } else if piece.code() == KINGS[side].code() {
                wing = 1;
            }
        }
        file += 1;
    }
    Ok(())
}

/// Reads a LEB128 number of at most five bytes at `at` (of `field`);
/// returns it and the index past it.
const fn leb128(buf: &Padded, at: usize, field: Field) -> Result<(u64, usize), BinaryFenError> {
    let mut value = 0;
    let mut i = 0;
    while i < 5 {
        let byte = buf[(at + i) % PADDED];
        value |= ((byte & 0x7F) as u64) << (7 * i);
        if byte & 0x80 == 0 {
            if i > 0 && byte == 0 {
                return Err(BinaryFenError::new(Kind::NonMinimal, at + i, Some(field)));
            }
            return Ok((value, at + i + 1));
        }
        i += 1;
    }
    let found = buf[(at + 4) % PADDED];
    Err(BinaryFenError::new(
        Kind::Overlong { found },
        at + 4,
        Some(field),
    ))
}

/// The by-letter order of the pocket pieces (`B N P Q R`), as places in
/// [`POCKET_PIECES`], white's then black's: the order of equal counts in a
/// hand, as the FEN reader fills it.
const POCKETS_BY_LETTER: [[usize; 5]; 2] = [[2, 3, 4, 0, 1], [7, 8, 9, 5, 6]];

/// The place in [`POCKET_PIECES`] of the white piece of each pockets' byte
/// (pawn, knight, bishop, rook, queen).
const POCKET_PLACES: [usize; 5] = [4, 3, 2, 1, 0];

/// Reads a binary FEN; see [`Fen::from_binary_form`].
#[allow(
    clippy::too_many_lines,
    reason = "one reader, part after part of the layout, reads best in one piece"
)]
const fn read(bytes: &[u8]) -> Result<(Fen, BinaryForm), BinaryFenError> {
    let len = bytes.len();
    if len > MAX_LEN {
        return Err(BinaryFenError::new(Kind::TooLong { len }, MAX_LEN, None));
    }
    let mut buf: Padded = [0; PADDED];
    if let Some((head, _)) = buf.split_at_mut_checked(len) {
        head.copy_from_slice(bytes);
    }
    let occupied = u64::from_be_bytes([
        buf[0], buf[1], buf[2], buf[3], buf[4], buf[5], buf[6], buf[7],
    ]);
    let pieces = occupied.count_ones() as usize;
    let pieces_end = OCCUPANCY + pieces.div_ceil(2);
    if pieces % 2 == 1 && buf[pieces_end - 1] >> 4 != 0 {
        let kind = Kind::Padding {
            found: buf[pieces_end - 1] >> 4,
        };
        return Err(BinaryFenError::new(
            kind,
            pieces_end - 1,
            Some(Field::Pieces),
        ));
    }

    // From rank 1, each rank's squares listed by their index on the board
    // (the occupancy's bytes are the board's rows), as the writer lists
    // them.
    let mut list = [0u8; SQUARES + 8];
    let mut listed = 0;
    let mut row = RANKS;
    while row > 0 {
        row -= 1;
        let mask = buf[row];
        let files = FILE_LISTS[mask as usize] + (row * FILES) as u64 * 0x0101_0101_0101_0101;
        if let Some((_, rest)) = list.split_at_mut_checked(listed) {
            if let Some((head, _)) = rest.split_first_chunk_mut::<8>() {
                *head = files.to_le_bytes();
            }
        }
        listed += mask.count_ones() as usize;
    }
    // An odd count's last byte pairs its piece with the high nibble, 0:
    // listed at the same square, and written first.
    let spare = if listed % 2 == 1 { listed } else { SQUARES };
    list[spare] = list[spare.wrapping_sub(1) % SQUARES];
    // Two pieces a byte, each nibble's piece on its row and what it counts
    // for the checks below from two tables; the second written first.
    let mut fen = Fen::EMPTY;
    let (board, hands) = fen.position.board_and_hands_mut();
    let squares = board.as_flattened_mut();
    let mut flags = 0;
    let mut pair = 0;
    while 2 * pair < pieces {
        let byte = buf[(OCCUPANCY + pair) % PADDED];
        let first = list[(2 * pair) % SQUARES] as usize % SQUARES;
        let second = list[(2 * pair + 1) % SQUARES] as usize % SQUARES;
        let (low, high) = ((byte & 15) as usize, (byte >> 4) as usize);
        squares[second] = READ_ROWS[high][second / FILES];
        flags += FLAGS_ROWS[high][second / FILES];
        squares[first] = READ_ROWS[low][first / FILES];
        flags += FLAGS_ROWS[low][first / FILES];
        pair += 1;
    }
    if count(flags, MISPLACED) != 0 {
        return Err(misplaced(&buf, occupied));
    }
    if count(flags, CASTLING_WHITE) != 0 {
        tri!(check_castling(
            &buf,
            squares,
            occupied,
            0,
            count(flags, BACK_WHITE)
        ));
    }
    if count(flags, CASTLING_BLACK) != 0 {
        tri!(check_castling(
            &buf,
            squares,
            occupied,
            1,
            count(flags, BACK_BLACK)
        ));
    }
    let en_passant = count(flags, EN_PASSANT);
    if en_passant > 1 {
        let square = find(&buf, occupied, 12, 1);
        return Err(on_square(Kind::SecondEnPassant, occupied, square));
    }

    // The clocks and the variant, read whether written or not: past the
    // input they read as zeros.
    let (halfmove, halfmove_end) = tri!(leb128(&buf, pieces_end, Field::HalfmoveClock));
    let (ply, ply_end) = tri!(leb128(&buf, halfmove_end, Field::Ply));
    if halfmove > u32::MAX as u64 {
        let kind = Kind::TooLarge { value: halfmove };
        return Err(BinaryFenError::new(
            kind,
            pieces_end,
            Some(Field::HalfmoveClock),
        ));
    }
    if ply / 2 >= u32::MAX as u64 {
        let kind = Kind::TooLarge { value: ply };
        return Err(BinaryFenError::new(kind, halfmove_end, Some(Field::Ply)));
    }
    let variant = buf[ply_end % PADDED];
    if variant > 3 {
        let kind = Kind::Variant { found: variant };
        return Err(BinaryFenError::new(kind, ply_end, Some(Field::Variant)));
    }
    let (kings_11, kings_15) = (count(flags, KINGS_11), count(flags, KINGS_15));
    let black = kings_15 > 0 || ply % 2 == 1;
    if black && kings_11 > 0 {
        let square = find(&buf, occupied, 11, 0);
        return Err(on_square(Kind::KingTurn, occupied, square));
    }
    // The ply the writers write for this turn and fullmove number, and
    // whether they write it.
    let written_ply = (ply & !1) | black as u64;
    let more = written_ply > 1 || (black && kings_11 + kings_15 == 0) || variant != 0;
    if more && written_ply != ply {
        let kind = Kind::PlyTurn { ply };
        return Err(BinaryFenError::new(kind, halfmove_end, Some(Field::Ply)));
    }
    if en_passant == 1 {
        tri!(check_en_passant(&buf, squares, occupied, black));
    }

    // The layout's end, and its last field.
    let (mut end, mut last_field) = if variant != 0 {
        (ply_end + 1, Field::Variant)
    } else if more {
        (ply_end, Field::Ply)
    } else if halfmove > 0 {
        (halfmove_end, Field::HalfmoveClock)
    } else if pieces > 0 {
        (pieces_end, Field::Pieces)
    } else {
        (pieces_end, Field::Occupancy)
    };
    let mut counts = [0; 16];
    if variant == CRAZYHOUSE {
        let pockets_at = ply_end + 1;
        #[allow(clippy::cast_possible_truncation, reason = "at most 64")]
        let (mut total, squares_count) = (pieces as u32, SQUARES as u32);
        let mut byte = 0;
        while byte < 5 {
            let pair = buf[(pockets_at + byte) % PADDED];
            let (white, black) = ((pair & 15) as u32, (pair >> 4) as u32);
            total += white + black;
            if total > squares_count {
                let kind = Kind::TooManyPieces { pieces: total };
                return Err(BinaryFenError::new(
                    kind,
                    pockets_at + byte,
                    Some(Field::Pockets),
                ));
            }
            counts[POCKET_PLACES[byte]] = white;
            counts[POCKET_PLACES[byte] + 5] = black;
            byte += 1;
        }
        let promoted_at = pockets_at + 5;
        let mut mask = [0; 8];
        let mut i = 0;
        while i < 8 {
            mask[i] = buf[(promoted_at + i) % PADDED];
            i += 1;
        }
        let promoted = u64::from_be_bytes(mask);
        let wrong = promoted & !promotable(&buf, &list, pieces);
        if wrong != 0 {
            return Err(promoted_error(&buf, occupied, wrong, promoted_at));
        }
        let mut bits = promoted;
        while bits != 0 {
            let square = (bits.trailing_zeros() as usize ^ (SQUARES - FILES)) % SQUARES;
            bits &= bits - 1;
            if let Some(piece) = squares[square] {
                squares[square] = Some(piece.with_state(State::Enhanced));
            }
        }
        (end, last_field) = if promoted != 0 {
            (promoted_at + 8, Field::Promoted)
        } else {
            (promoted_at, Field::Pockets)
        };
    }

    if len > end {
        let kind = Kind::LeftOver {
            found: bytes[end],
            after: last_field,
        };
        return Err(BinaryFenError::new(kind, end, None));
    }
    let zero_last = len > 0 && bytes[len - 1] == 0;
    if len < end && zero_last {
        #[allow(clippy::cast_possible_truncation, reason = "at most 64")]
        let kind = Kind::TrailingZero { layout: end as u8 };
        return Err(BinaryFenError::new(kind, len - 1, None));
    }
    let form = match variant {
        2 => BinaryForm::ScalachessChess960,
        3 => BinaryForm::ScalachessFromPosition,
        _ if zero_last => BinaryForm::Scalachess,
        _ => BinaryForm::Shakmaty,
    };

    if variant == CRAZYHOUSE {
        let [first, second] = hands;
        fill_hand(first, &POCKET_PIECES, &counts, &POCKETS_BY_LETTER[0]);
        fill_hand(second, &POCKET_PIECES, &counts, &POCKETS_BY_LETTER[1]);
        fen.pockets = Pockets::Brackets;
    }
    if black {
        fen.position.switch_turn();
    }
    #[allow(clippy::cast_possible_truncation, reason = "checked above")]
    let (halfmove, fullmove) = (halfmove as u32, (ply / 2) as u32 + 1);
    fen.clocks = Clocks::new(halfmove, fullmove);
    Ok((fen, form))
}

/// The squares (from a1) whose pieces may be promoted: queens, rooks,
/// bishops and knights (nibbles 2 to 9), from the nibbles and the list of
/// squares the reader made.
#[cold]
const fn promotable(buf: &Padded, list: &[u8; SQUARES + 8], pieces: usize) -> u64 {
    let mut squares = 0;
    let mut k = 0;
    while k < pieces {
        let index = list[k % (SQUARES + 8)] as usize % SQUARES;
        if nibble(buf, k).wrapping_sub(2) < 8 {
            squares |= 1 << (index ^ (SQUARES - FILES));
        }
        k += 1;
    }
    squares
}

/// Checks the one pawn that just advanced two squares: of the side not to
/// move, the two squares it passed empty.
const fn check_en_passant(
    buf: &Padded,
    squares: &[Option<Epin>],
    occupied: u64,
    black: bool,
) -> Result<(), BinaryFenError> {
    let square = find(buf, occupied, 12, 0);
    // A white pawn on rank 4 passed ranks 3 and 2; a black one on 5, 6
    // and 7.
    let white = square < 4 * FILES;
    if white != black {
        return Err(on_square(Kind::EnPassantTurn, occupied, square));
    }
    let behind = if white {
        [square - FILES, square - 2 * FILES]
    } else {
        [square + FILES, square + 2 * FILES]
    };
    let mut i = 0;
    while i < 2 {
        let at = behind[i] % SQUARES;
        if squares[at ^ (SQUARES - FILES)].is_some() {
            #[allow(clippy::cast_possible_truncation, reason = "a square of the board")]
            let found = Cell::new_2d((at % FILES) as u8, (at / FILES) as u8);
            return Err(on_square(
                Kind::EnPassantBlocked { found },
                occupied,
                square,
            ));
        }
        i += 1;
    }
    Ok(())
}

/// The error of the first promoted bit (in byte order: rank 8 first) on a
/// square of `wrong`.
#[cold]
const fn promoted_error(buf: &Padded, occupied: u64, wrong: u64, at: usize) -> BinaryFenError {
    // The highest rank's byte comes first, and in it file a.
    let rank = (63 - wrong.leading_zeros() as usize) / FILES;
    let in_rank = (wrong >> (rank * FILES)) & 0xFF;
    let square = rank * FILES + in_rank.trailing_zeros() as usize;
    let nibble = if occupied & (1 << square) != 0 {
        Some(nibble(buf, place(occupied, square)))
    } else {
        None
    };
    #[allow(clippy::cast_possible_truncation, reason = "a square of the board")]
    let cell = Cell::new_2d((square % FILES) as u8, (square / FILES) as u8);
    let index = at + (RANKS - 1 - rank);
    BinaryFenError::new(Kind::Promoted { nibble }, index, Some(Field::Promoted))
        .with_spot(Spot::Square(cell))
}
