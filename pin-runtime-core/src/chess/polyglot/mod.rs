//! Polyglot: the 64-bit keys of chess positions that opening books are
//! indexed by, and the books themselves (`.bin` files).
//!
//! [`Fen::polyglot_key`] computes a position's key, bit for bit the key of
//! python-chess (`chess.polyglot.zobrist_hash`) and of every Polyglot
//! book; [`Book`] reads a book in place, without allocating, and
//! [`Book::get`] finds the entries of a key by binary search.
//!
//! ```
//! use pin_runtime::chess::Fen;
//! use pin_runtime::chess::polyglot::Book;
//!
//! let start = Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
//! assert_eq!(start.polyglot_key(), 0x463b_9618_1691_fc9c);
//!
//! // A book of one entry: 1. e4 for the start, weight 2, learn 0.
//! let mut bytes = [0; 16];
//! bytes[..8].copy_from_slice(&0x463b_9618_1691_fc9c_u64.to_be_bytes());
//! bytes[8..10].copy_from_slice(&0x031c_u16.to_be_bytes()); // e2 (12) to e4 (28)
//! bytes[10..12].copy_from_slice(&2_u16.to_be_bytes());
//! let book = Book::new(&bytes)?;
//! let entry = book.get(start.polyglot_key()).next().unwrap();
//! assert_eq!((entry.source().to_string(), entry.destination().to_string()), ("e2".into(), "e4".into()));
//! assert_eq!(entry.weight(), 2);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # The key
//!
//! The XOR of [`RANDOM64`]'s numbers for each piece on its square, each
//! castling right, the en-passant file and white to move. Two of these
//! depend on how a FEN is read:
//!
//! - **Castling.** A right of a rook on the king's h-side is Polyglot's `K`
//!   (`k` for black), on its a-side `Q` (`q`), whatever the rook's file: a
//!   Chess960 position's `HAha`, `KQkq` and X-FEN inner rooks (`GCgb`)
//!   hash as python-chess hashes them.
//! - **En passant.** The file of the en-passant square is hashed only when
//!   a pawn of the side to move stands beside the pawn that just advanced
//!   two squares (so that it could take it en passant); whether that
//!   capture is legal is not asked, as Polyglot does not ask. A FEN that
//!   names the square with no such pawn has the key of the same FEN
//!   without it.
//!
//! **Crazyhouse.** Polyglot knows no pockets and no promoted pieces: the
//! key of a crazyhouse FEN is the key of its board, castling, en passant
//! and side to move, the pockets left out and a promoted queen (`Q~`)
//! hashed as a queen, as python-chess's `zobrist_hash` does for a
//! crazyhouse board. (shakmaty's Zobrist hash of a crazyhouse position adds
//! numbers of its own for pockets and promoted pieces, so it differs
//! there.) The clocks are never part of the key.
//!
//! # Books
//!
//! A Polyglot book is a sequence of 16-byte entries, each four big-endian
//! numbers: the key (`u64`), the move (`u16`), a weight (`u16`, how often
//! to play the move, relative to the other entries of the key) and a
//! "learn" value (`u32`, free for a program's use); entries are sorted by
//! key. The move packs its destination square in bits 0 to 5, its origin in
//! bits 6 to 11 (squares numbered `8 * rank + file`, `a1` 0) and a
//! promotion in bits 12 to 14 (1 knight, 2 bishop, 3 rook, 4 queen).
//! Castling is written as the king taking its own rook (`e1h1`, `e8a8`), in
//! standard chess as in Chess960.

use super::Fen;
use crate::attrs::Attrs;
use crate::{Board, Epin};

mod book;
mod random;

pub use book::{Book, BookError, Entries, Entry};
pub use random::RANDOM64;

/// The places in a square's numbers: the low six bits of a square's code
/// (`A` to `Z` 1 to 26, `a` to `z` 33 to 58, an empty square 0), so that
/// every square has one without a test.
const LETTERS: usize = 64;
/// The places of the attribute bytes (0 to 14, and 0 for an empty square),
/// as their low four bits.
const ATTRS: usize = 16;

/// [`RANDOM64`]'s numbers arranged for [`Fen::polyglot_key`]'s scan of the
/// board, built at compile time.
struct Tables {
    /// The numbers of the pieces by row (the order a board is written, the
    /// rank of `a8` first, as a FEEN board is), file and letter (its low
    /// six bits: the twelve chess letters, each in its case, in their
    /// places, zeros elsewhere, an empty square's place among them). A
    /// square's number is one load from its code, without a test.
    pieces: [[[u64; LETTERS]; 8]; 8],
    /// The castling numbers of the rooks of the corners, by back rank
    /// (black's, written first, then white's), file (`a`, `h`) and
    /// attribute byte: a `-R` (diminished, a rook with a castling right)
    /// gives its right's number, every other piece zero. A rook with a
    /// right in a corner is on the a-side of its king (`Q`, `q`) on the
    /// `a`-file, on its h-side (`K`, `k`) on the `h`-file, wherever the
    /// king stands.
    corners: [[[u64; ATTRS]; 2]; 2],
}

/// The numbers of [`Fen::polyglot_key`], in the order its scan reads them.
static TABLES: Tables = {
    let mut pieces = [[[0; LETTERS]; 8]; 8];
    // Polyglot's kinds: black pawn 0, white pawn 1, black knight 2, …
    let letters = *b"pPnNbBrRqQkK";
    let mut kind = 0;
    while kind < 12 {
        let letter = (letters[kind] & 63) as usize;
        let mut square = 0;
        while square < 64 {
            // Written order runs from a8, Polyglot's from a1: the rank is
            // mirrored, the file kept.
            pieces[square / 8][square % 8][letter] = RANDOM64[64 * kind + (square ^ 0b11_1000)];
            square += 1;
        }
        kind += 1;
    }
    let mut corners = [[[0; ATTRS]; 2]; 2];
    // A rook with a castling right, a pawn that passed.
    let diminished = Attrs::Diminished.bits() as usize;
    // Black's rank: `k` is CASTLING + 2, `q` CASTLING + 3.
    corners[0][0][diminished] = RANDOM64[CASTLING + 3];
    corners[0][1][diminished] = RANDOM64[CASTLING + 2];
    corners[1][0][diminished] = RANDOM64[CASTLING + 1];
    corners[1][1][diminished] = RANDOM64[CASTLING];
    Tables { pieces, corners }
};

/// The index of the first castling number (white h-side) in [`RANDOM64`].
const CASTLING: usize = 768;
/// The index of the first en-passant number (file `a`) in [`RANDOM64`].
const EN_PASSANT: usize = 772;
/// The index of the number of white to move in [`RANDOM64`].
const WHITE_TO_MOVE: usize = 780;

/// The code of an EPIN token known to be valid.
const fn code(token: &str) -> u16 {
    match Epin::parse(token) {
        Ok(piece) => piece.code(),
        Err(_) => panic!("not an EPIN token"),
    }
}

/// The codes of the kings and of the rooks with a castling right.
const WHITE_KING: u16 = code("K^");
const BLACK_KING: u16 = code("k^");
const WHITE_ROOK: u16 = code("-R");
const BLACK_ROOK: u16 = code("-r");

impl Fen {
    /// Returns the Polyglot key of the position: the key its entries have
    /// in a Polyglot opening book, equal to python-chess's
    /// `chess.polyglot.zobrist_hash` and to shakmaty's Zobrist hash with
    /// `EnPassantMode::PseudoLegal`.
    ///
    /// The en-passant file counts only when a pawn of the side to move
    /// stands beside the pawn that passed; a castling right counts as `K`
    /// or `Q` (`k`, `q`) by the side of the king its rook stands on,
    /// whatever its file; crazyhouse pockets and promotions are left out;
    /// see the [module](super::polyglot) page.
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    ///
    /// let key = |fen: &str| Fen::parse(fen).unwrap().polyglot_key();
    /// assert_eq!(key("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), 0x463b96181691fc9c);
    /// // After 1. e4 the square e3 is named, but no black pawn is beside e4.
    /// assert_eq!(
    ///     key("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"),
    ///     key("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"),
    /// );
    /// assert_eq!(key("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"), 0x823c9b50fd114196);
    /// // Chess960: the h-side rights of `HAha` are Polyglot's `K` and `k`.
    /// assert_eq!(
    ///     key("rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1"),
    ///     key("rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1"),
    /// );
    /// // Pockets are not part of Polyglot.
    /// assert_eq!(
    ///     key("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qq] w KQkq - 0 1"),
    ///     0x463b96181691fc9c,
    /// );
    ///
    /// // A `const fn`: keys of known positions can be constants.
    /// const START: u64 = match Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") {
    ///     Ok(fen) => fen.polyglot_key(),
    ///     Err(_) => panic!("not a FEN"),
    /// };
    /// assert_eq!(START, 0x463b96181691fc9c);
    /// ```
    #[must_use]
    #[inline]
    pub const fn polyglot_key(&self) -> u64 {
        key(self.position().board(), &TABLES, self.turn().is_first())
    }
}

/// The Polyglot key of a `Fen`'s board, white to move or not.
///
/// The tables come as an argument, not read from [`TABLES`] here, so that
/// their address stays in a register for the whole scan rather than being
/// loaded again for each piece. The scan is written for each side to move,
/// so that each reads only the rank where a pawn of the other side may
/// just have passed.
#[inline(never)]
const fn key(board: &Board<8, 8>, tables: &Tables, white_to_move: bool) -> u64 {
    if white_to_move {
        scan::<true>(board, tables) ^ RANDOM64[WHITE_TO_MOVE]
    } else {
        scan::<false>(board, tables)
    }
}

/// The key of a board but for the turn: each rank in turn, unrolled, so
/// that every square's place in the tables is a constant, and without a
/// test of the square: an empty square reads as the code 0, whose number
/// is 0. The castling rights of the rooks in the corners come from the
/// tables on the way. After the scan, the codes of the rank where a pawn
/// may just have passed and of the back ranks off the corners are OR-ed: a
/// pawn that passed (`-P`, `-p`) or a rook with a right off the corners
/// (Chess960) among them sets the diminished bit, and is counted then.
#[inline]
const fn scan<const WHITE_TO_MOVE: bool>(board: &Board<8, 8>, tables: &Tables) -> u64 {
    let mut key = 0;
    key = rank::<0>(board, tables, key);
    key = rank::<1>(board, tables, key);
    key = rank::<2>(board, tables, key);
    key = rank::<3>(board, tables, key);
    key = rank::<4>(board, tables, key);
    key = rank::<5>(board, tables, key);
    key = rank::<6>(board, tables, key);
    key = rank::<7>(board, tables, key);
    // A pawn that passed stands on the rank where the side to move's
    // pawns take en passant: rank 5 for white, 4 for black.
    let (row, capturer) = if WHITE_TO_MOVE { (3, b'P') } else { (4, b'p') };
    if codes(&board[row], 0, 8) & DIMINISHED != 0 {
        key ^= en_passant(&board[row], capturer);
    }
    if (codes(&board[0], 1, 7) | codes(&board[7], 1, 7)) & DIMINISHED != 0 {
        key ^= inner_castling(board);
    }
    key
}

/// The codes of the squares of `rank` from `from` to `to` (excluded),
/// OR-ed: a diminished piece among them sets the diminished bit.
#[inline]
const fn codes(rank: &[Option<Epin>; 8], from: usize, to: usize) -> u16 {
    let mut codes = 0;
    let mut file = from;
    while file < to {
        codes |= Epin::code_or_zero(rank[file]);
        file += 1;
    }
    codes
}

/// The diminished bit of a code: a rook with a castling right, a pawn that
/// passed.
const DIMINISHED: u16 = (Attrs::Diminished.bits() as u16) << 8;

/// `key` with the numbers of the pieces of the rank `ROW` (0 is rank 8)
/// and of the castling rights of its corners.
///
/// In a `Fen` a diminished piece is a rook with a castling right on its
/// own back rank (`-R` on rank 1, `-r` on rank 8) or the pawn that just
/// advanced two squares, on rank 5 (`-p`) when white is to move, on rank 4
/// (`-P`) when black is: the attribute byte alone says which.
#[inline]
const fn rank<const ROW: usize>(board: &Board<8, 8>, tables: &Tables, mut key: u64) -> u64 {
    let back = ROW == 0 || ROW == 7;
    let mut file = 0;
    while file < 8 {
        // An empty square reads as 0: its places in the tables hold 0.
        let code = Epin::code_or_zero(board[ROW][file]);
        key ^= tables.pieces[ROW][file][(code & 63) as usize];
        if back && (file == 0 || file == 7) {
            key ^= tables.corners[ROW / 7][file / 7][(code >> 8) as usize & 15];
        }
        file += 1;
    }
    key
}

/// The castling numbers of the rooks with a right off the corners, on
/// both back ranks (Chess960).
#[cold]
#[inline(never)]
const fn inner_castling(board: &Board<8, 8>) -> u64 {
    // White's back rank is the last written, black's the first.
    castling(&board[7], WHITE_KING, WHITE_ROOK, CASTLING)
        ^ castling(&board[0], BLACK_KING, BLACK_ROOK, CASTLING + 2)
}

/// The castling numbers of the rooks off the corners of the back rank
/// `rank`: a rook `rook` (`-R`, which has a right) on the h-side of the
/// king `king` gives the number `first`, one on its a-side the next one.
const fn castling(rank: &[Option<Epin>; 8], king: u16, rook: u16, first: usize) -> u64 {
    let (mut king_seen, mut a_side, mut h_side) = (false, false, false);
    let mut file = 0;
    while file < 8 {
        if let Some(piece) = rank[file] {
            if piece.code() == king {
                king_seen = true;
            } else if piece.code() == rook && file != 0 && file != 7 {
                // A `Fen` has the king of each side with a right on its
                // back rank, between its rooks.
                if king_seen {
                    h_side = true;
                } else {
                    a_side = true;
                }
            }
        }
        file += 1;
    }
    let mut key = 0;
    if h_side {
        key ^= RANDOM64[first];
    }
    if a_side {
        key ^= RANDOM64[first + 1];
    }
    key
}

/// The en-passant number of the pawn that passed on `rank` (the
/// diminished pawn there), when a pawn of the side to move (the letter
/// `capturer`, in any state) stands beside it; 0 otherwise.
#[cold]
#[inline(never)]
const fn en_passant(rank: &[Option<Epin>; 8], capturer: u8) -> u64 {
    let mut file = 0;
    while file < 8 {
        if Epin::code_or_zero(rank[file]) & DIMINISHED != 0 {
            let beside = (file > 0 && is_letter(rank[file - 1], capturer))
                || (file < 7 && is_letter(rank[file + 1], capturer));
            return if beside {
                RANDOM64[EN_PASSANT + file]
            } else {
                0
            };
        }
        file += 1;
    }
    0
}

/// Whether a square holds a piece of the letter `letter` as written (its
/// case is its side), in any state.
const fn is_letter(square: Option<Epin>, letter: u8) -> bool {
    match square {
        Some(piece) => piece.code().to_le_bytes()[0] == letter,
        None => false,
    }
}
