//! The writer of binary FEN: the occupancy a rank at a time, the pieces
//! listed from a table of each rank's files and looked up two to a byte,
//! then the clocks, the variant and crazyhouse's pockets and promoted
//! pieces.

use super::super::fen::{Fen, Pockets};
use super::super::read::CASTLING_ROOKS;
use super::super::{FILES, RANKS, SQUARES, ToBinaryError};
use super::{BinaryFen, BinaryForm, CRAZYHOUSE, List, MAX_LEN, OCCUPANCY, list_rank};
use crate::bridge::cell;
use crate::{Cell, Epin, Side};

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
static NIBBLES_LOW: [[u16; 1 << 10]; 2] = halves(0, 9);

/// [`NIBBLES`] as the second nibble of a byte (shifted by 4), and the
/// promoted flag at bit 8.
static NIBBLES_HIGH: [[u16; 1 << 10]; 2] = halves(4, 8);

/// [`NIBBLES`] with each nibble shifted by `shift` and the promoted flag
/// at bit `flag`.
const fn halves(shift: u32, flag: u32) -> [[u16; 1 << 10]; 2] {
    let mut tables = [[0; 1 << 10]; 2];
    let mut turn = 0;
    while turn < 2 {
        let mut code = 0;
        while code < 1 << 10 {
            let entry = NIBBLES[turn][code];
            tables[turn][code] =
                ((entry & 15) as u16) << shift | ((entry & PROMOTED != 0) as u16) << flag;
            code += 1;
        }
        turn += 1;
    }
    tables
}

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
        table[(letters[i] | super::super::LOWERCASE) as usize] = place;
        i += 1;
    }
    table
};

/// A letter no pocket holds, in [`POCKET_BYTE`].
const NOT_POCKET: u8 = 0xFF;

/// Writes `fen` in `form`; see [`Fen::try_to_binary_in`]. Inlined into each
/// caller, so that [`Fen::to_binary`] knows its form.
#[allow(
    clippy::inline_always,
    reason = "two callers; a form known where it is called leaves one path"
)]
#[inline(always)]
pub(super) const fn write(fen: &Fen, form: BinaryForm) -> Result<BinaryFen, ToBinaryError> {
    let board = fen.position.board();
    let squares = board.as_flattened();
    // What the tail needs, read first: a `Fen`'s clocks are on another
    // cache line than its board, whose lines are read meanwhile.
    let black = fen.position.turn().is_second();
    let crazyhouse = !matches!(fen.pockets, Pockets::Absent);
    let (halfmove, fullmove) = match fen.clocks {
        Some(clocks) => (clocks.halfmove(), clocks.fullmove()),
        None => (0, 1),
    };
    let mut binary = BinaryFen {
        bytes: [0; MAX_LEN],
        len: 0,
    };
    let bytes = &mut binary.bytes;
    // The occupancy's bytes are the ranks from 8, a bit a file: the board's
    // rows, each gathered from its letter bytes by one multiplication.
    // From rank 1, each rank's pieces listed by their index on the board:
    // eight bytes from a table, stored at once, no branch.
    let mut list: List = [0; SQUARES + 8];
    let mut pieces = 0;
    let mut row = RANKS;
    while row > 0 {
        row -= 1;
        let occupancy = rank_occupancy(&board[row]);
        bytes[row] = occupancy;
        pieces = list_rank(&mut list, pieces, row, occupancy);
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

    let promoted = if flags & PROMOTED_BITS != 0 {
        promoted_pieces(squares, bytes)
    } else {
        0
    };
    if promoted != 0 && !crazyhouse {
        return Err(first_promoted(board));
    }
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
