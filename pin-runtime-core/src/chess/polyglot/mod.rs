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
use crate::Epin;

mod book;
mod random;

pub use book::{Book, BookError, Entries, Entry};
pub use random::RANDOM64;

/// [`RANDOM64`]'s numbers of the pieces, by square and letter: the
/// squares in the order a board is written (`a8` first, as a FEEN board
/// is), the letters by `letter & 0x3f` (the twelve chess letters, each in
/// its case, fall in different places; the other places are zeros and
/// never read). A piece's number is one load from its letter, without a
/// branch; the numbers of one square are close together.
static PIECES: [[u64; 64]; 64] = {
    let mut pieces = [[0; 64]; 64];
    // Polyglot's kinds: black pawn 0, white pawn 1, black knight 2, …
    let letters = *b"pPnNbBrRqQkK";
    let mut kind = 0;
    while kind < 12 {
        let letter = (letters[kind] & 0x3f) as usize;
        let mut square = 0;
        while square < 64 {
            // Written order runs from a8, Polyglot's from a1: the rank is
            // mirrored, the file kept.
            pieces[square][letter] = RANDOM64[64 * kind + (square ^ 0b11_1000)];
            square += 1;
        }
        kind += 1;
    }
    pieces
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

/// The codes of the kings and of the rooks with a castling right, and of
/// the pawns that just advanced two squares.
const WHITE_KING: u16 = code("K^");
const BLACK_KING: u16 = code("k^");
const WHITE_ROOK: u16 = code("-R");
const BLACK_ROOK: u16 = code("-r");
const WHITE_PASSED: u16 = code("-P");
const BLACK_PASSED: u16 = code("-p");

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
    pub const fn polyglot_key(&self) -> u64 {
        let board = self.position().board();
        let mut key = 0;
        let mut row = 0;
        while row < 8 {
            let mut file = 0;
            while file < 8 {
                if let Some(piece) = board[row][file] {
                    let letter = piece.code().to_le_bytes()[0];
                    key ^= PIECES[8 * row + file][(letter & 0x3f) as usize];
                }
                file += 1;
            }
            row += 1;
        }
        let white_to_move = self.turn().is_first();
        // White's back rank is the last written, black's the first.
        key ^= castling(&board[7], WHITE_KING, WHITE_ROOK, CASTLING);
        key ^= castling(&board[0], BLACK_KING, BLACK_ROOK, CASTLING + 2);
        key ^= if white_to_move {
            // A black pawn that passed stands on rank 5, a white one on 4.
            en_passant(&board[3], BLACK_PASSED, b'P') ^ RANDOM64[WHITE_TO_MOVE]
        } else {
            en_passant(&board[4], WHITE_PASSED, b'p')
        };
        key
    }
}

/// The castling numbers of the back rank `rank`: a rook `rook` (`-R`,
/// which has a right) on the h-side of the king `king` gives the number
/// `first`, one on its a-side the next one.
#[inline]
const fn castling(rank: &[Option<Epin>; 8], king: u16, rook: u16, first: usize) -> u64 {
    let (mut king_seen, mut a_side, mut h_side) = (false, false, false);
    let mut file = 0;
    while file < 8 {
        if let Some(piece) = rank[file] {
            // Kings and rooks with a right are not normal pieces.
            if piece.code() >> 8 != 0 {
                if piece.code() == king {
                    king_seen = true;
                } else if piece.code() == rook {
                    // A `Fen` has the king of each side with a right on
                    // its back rank, between its rooks.
                    if king_seen {
                        h_side = true;
                    } else {
                        a_side = true;
                    }
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

/// Whether a square holds the piece of code `code`, a piece with a state
/// or `^` (the test of the state's byte first leaves out most pieces).
const fn is(square: Option<Epin>, code: u16) -> bool {
    match square {
        Some(piece) => piece.code() >> 8 != 0 && piece.code() == code,
        None => false,
    }
}

/// The en-passant number of the rank where the pawn that passed stands
/// (`passed`, a `-P`), when a pawn of the side to move (the letter
/// `capturer`, in any state) stands beside it; 0 otherwise.
#[inline]
const fn en_passant(rank: &[Option<Epin>; 8], passed: u16, capturer: u8) -> u64 {
    let mut file = 0;
    while file < 8 {
        if is(rank[file], passed) {
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
