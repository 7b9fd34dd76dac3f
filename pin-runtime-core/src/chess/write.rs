//! The writer of chess FEN: `Display` for [`Fen`] and [`Shredder`], the
//! whole text gathered in a buffer on the stack and handed to the formatter
//! at once.
//!
//! It trusts what it writes: a [`Fen`](super::Fen) holds only positions its
//! reader or [`check`](super::check) accepted, so every piece has a FEN
//! letter, every `-R` a king on its side and every `-P` its place.

use core::fmt;

use super::fen::{Fen, Pockets};
use super::read::{CASTLING_ROOKS, POCKET_KINDS, POCKET_PIECES};
use super::{FILES, LOWERCASE, RANKS, row as row_of};
use crate::attrs::Attrs;
use crate::bridge::{Clocks, Text};
use crate::{Board, Epin, Position, Side};

/// The code of `+p`, a black pawn on its start rank (see [`write`]).
const START_PAWN: u32 = b'p' as u32 | (Attrs::Enhanced.bits() as u32) << 8;

/// Writes a position, its clocks and pockets as FEN to `f`; castling rights
/// as file letters when `shredder`, X-FEN otherwise; the en-passant square
/// of a pawn that just advanced two squares when `en_passant`, else `-`.
pub(super) fn write(
    f: &mut fmt::Formatter<'_>,
    position: &Position<Board<RANKS, FILES>>,
    clocks: Option<Clocks>,
    pockets: Pockets,
    shredder: bool,
    en_passant: bool,
) -> fmt::Result {
    let mut text = Text::new();
    let board = position.board();
    write_board(&mut text, board)?;
    match pockets {
        Pockets::Absent => {}
        Pockets::Brackets => {
            text.push(b'[');
            write_pockets(&mut text, position);
            text.push(b']');
        }
        Pockets::Slash => {
            text.push(b'/');
            write_pockets(&mut text, position);
        }
    }
    let white = position.turn().is_first();
    text.push(b' ');
    text.push(if white { b'w' } else { b'b' });
    text.push(b' ');
    write_castling(&mut text, board, shredder);
    text.push(b' ');
    if en_passant {
        write_en_passant(&mut text, board, white);
    } else {
        text.push(b'-');
    }
    if let Some(clocks) = clocks {
        text.push(b' ');
        text.push_number(clocks.halfmove());
        text.push(b' ');
        text.push_number(clocks.fullmove());
    }
    text.write_to(f)
}

/// What a rank of the board looks like by its occupied squares (bit `f`
/// for the square of file `f`), as a word of eight bytes, one a file: the
/// digit of each run of empty squares at the run's first square, and the
/// moves that close up the text ([`close_up`]), and the text's length.
#[derive(Clone, Copy)]
struct Shape {
    /// Byte `f`: the length of the run of empty squares that starts at
    /// file `f`, as a digit; 0 for an occupied square or one inside a run.
    digits: u64,
    /// The bytes that move down one place, then two, then four, so that
    /// the text's bytes (each piece's letter, each run's digit) end up
    /// side by side from byte 0, in order.
    moves: [u64; 3],
    len: u8,
}

/// The [`Shape`] of each set of occupied squares.
static SHAPES: [Shape; 1 << FILES] = {
    let mut shapes = [Shape {
        digits: 0,
        moves: [0; 3],
        len: 0,
    }; 1 << FILES];
    let mut occupied = 0;
    while occupied < 1 << FILES {
        let shape = &mut shapes[occupied];
        // Where each byte of the text comes from: its file.
        let mut from = [0; FILES];
        let (mut len, mut run) = (0, 0);
        let mut file = 0;
        while file <= FILES {
            let piece = file < FILES && occupied >> file & 1 == 1;
            if (piece || file == FILES) && run > 0 {
                let start = file - run as usize;
                shape.digits |= ((b'0' + run) as u64) << (8 * start);
                from[len] = start;
                len += 1;
                run = 0;
            }
            if piece {
                from[len] = file;
                len += 1;
            } else {
                run += 1;
            }
            file += 1;
        }
        // A byte moves down by its file less its place in the text: by 1,
        // 2 and 4 as the bits of that distance say, the smaller moves
        // first, so that no byte lands on one that has not moved yet.
        let mut step = 0;
        while step < 3 {
            let mut place = 0;
            while place < len {
                let distance = from[place] - place;
                // Where the byte is before this step: its moves so far done.
                let at = from[place] - (distance & ((1 << step) - 1));
                if distance >> step & 1 == 1 {
                    shape.moves[step] |= 0xff << (8 * at);
                }
                place += 1;
            }
            step += 1;
        }
        #[allow(clippy::cast_possible_truncation, reason = "at most 8")]
        {
            shape.len = len as u8;
        }
        occupied += 1;
    }
    shapes
};

/// Closes up the bytes of a rank's word (a letter or digit where the text
/// has one, 0 elsewhere) by its [`Shape`]'s moves: the text from byte 0.
#[inline]
const fn close_up(mut word: u64, moves: &[u64; 3]) -> u64 {
    let mut step = 0;
    while step < 3 {
        let moving = word & moves[step];
        word = (word ^ moving) | moving >> (8 << step);
        step += 1;
    }
    word
}

/// Whether a square's code is a promoted piece, written with a `~`: `+` is
/// promoted but for pawns, where it is the start rank. The code in
/// lowercase XOR that of `+p` is 0 for a `+p`, 1 to 0xff for any other `+`
/// (they differ in the letter byte alone), and 0x100 or more for any other
/// code, an empty square's included (they differ in the attribute byte).
#[inline]
const fn promoted(code: u16) -> bool {
    ((code as u32 | LOWERCASE as u32) ^ START_PAWN).wrapping_sub(1) < 0xff
}

/// A rank's codes as two words of four, files a to d, then e to h, each
/// code in 16 bits from the low end.
#[inline]
fn words(codes: &[u16; FILES]) -> [u64; 2] {
    let mut words = [0; 2];
    for (file, &code) in codes.iter().enumerate() {
        words[file / 4] |= u64::from(code) << (16 * (file % 4));
    }
    words
}

/// The letters of four squares' codes in a word (see [`words`]), side by
/// side in its low half, 0 for an empty square: each code's attribute
/// byte dropped, then the letters closed up two bytes at a time, then four.
#[inline]
const fn letters_of_four(codes: u64) -> u64 {
    let letters = codes & 0x00ff_00ff_00ff_00ff;
    let pairs = (letters | letters >> 8) & 0x0000_ffff_0000_ffff;
    (pairs | pairs >> 16) & 0xffff_ffff
}

/// The occupied squares of a rank's letters (two [`letters_of_four`]),
/// bit `f` for file `f`:
/// every letter has its bit 0x40 set (`A` to `Z`, `a` to `z`), gathered
/// from the eight bytes into the top byte by one multiplication.
#[inline]
const fn occupied(letters: u64) -> usize {
    const LOW_BITS: u64 = 0x0101_0101_0101_0101;
    const GATHER: u64 = 0x0102_0408_1020_4080;
    ((letters >> 6 & LOW_BITS).wrapping_mul(GATHER) >> 56) as usize
}

/// Appends the board, rank by rank, without a branch on what a square
/// holds: a rank's letters, gathered in a word, with the digits of its
/// [`Shape`] (found by its occupied squares) added at their files and the
/// whole closed up, are its text, stored at once. The writer's cost does
/// not depend on the branch predictor having seen the position: with a
/// branch a square, taken or not from square to square, a position not
/// seen before took about twice the time of one written over and over
/// (`bench/scripts/distinct-ratios`). A board with a promoted piece, which
/// only crazyhouse has, is written square by square; the whole board is
/// looked at for one first, in one loop.
#[allow(
    clippy::inline_always,
    reason = "the one caller's loop; its text stays in registers"
)]
#[inline(always)]
fn write_board(text: &mut Text, board: &Board<RANKS, FILES>) -> fmt::Result {
    let mut any_promoted = false;
    for rank in board {
        for code in codes(rank) {
            any_promoted |= promoted(code);
        }
    }
    if any_promoted {
        write_squares(text, board);
        return Ok(());
    }
    for (row, rank) in board.iter().enumerate() {
        let [low, high] = words(&codes(rank));
        let letters = letters_of_four(low) | letters_of_four(high) << 32;
        let shape = &SHAPES[occupied(letters) % (1 << FILES)];
        let word = close_up(letters | shape.digits, &shape.moves);
        text.extend_padded(word.to_le_bytes(), usize::from(shape.len))?;
        text.push_when(b'/', row + 1 < RANKS);
    }
    Ok(())
}

/// Appends the board square by square, rank by rank: at each square the
/// digit of the run of empty squares before it, its letter and a `~`, each
/// written whatever it is and counted only when it belongs to the text.
#[cold]
fn write_squares(text: &mut Text, board: &Board<RANKS, FILES>) {
    for (row, rank) in board.iter().enumerate() {
        let mut run = 0u8;
        for code in codes(rank) {
            let letter = letter(code);
            let piece = letter != 0;
            text.push_when(b'0' + run, piece && run != 0);
            text.push_when(letter, piece);
            text.push_when(b'~', promoted(code));
            run = if piece { 0 } else { run + 1 };
        }
        text.push_when(b'0' + run, run != 0);
        text.push_when(b'/', row + 1 < RANKS);
    }
}

impl fmt::Display for Fen {
    /// Writes the FEN: X-FEN castling rights (`K` and `Q` for the outermost
    /// rooks, file letters for inner ones), pockets in the form read, four
    /// fields without clocks.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write(f, &self.position, self.clocks, self.pockets, false, true)
    }
}

/// A [`Fen`] written with its castling rights as file letters
/// (Shredder-FEN); see [`Fen::shredder`].
///
/// ```
/// use pin_runtime::chess::Fen;
///
/// let fen = Fen::parse("nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w KQkq - 0 1")?;
/// assert_eq!(fen.to_string(), "nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w KQkq - 0 1");
/// assert_eq!(fen.shredder().to_string(), "nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w GBgb - 0 1");
/// # Ok::<(), pin_runtime::chess::FenError>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Shredder<'a> {
    fen: &'a Fen,
}

impl<'a> Shredder<'a> {
    pub(super) const fn new(fen: &'a Fen) -> Self {
        Self { fen }
    }
}

impl fmt::Display for Shredder<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let fen = self.fen;
        write(f, &fen.position, fen.clocks, fen.pockets, true, true)
    }
}

/// Appends the pockets: white's pieces, then black's, each in the order
/// `Q R B N P`.
fn write_pockets(text: &mut Text, position: &Position<Board<RANKS, FILES>>) {
    for (i, piece) in POCKET_PIECES.iter().enumerate() {
        let hand = position.hand(if i < POCKET_KINDS {
            Side::First
        } else {
            Side::Second
        });
        for _ in 0..hand.count(*piece) {
            text.push(piece.letter_byte());
        }
    }
}

/// The codes of a rank's squares, 0 for an empty one: the rank read as
/// one word.
#[inline]
fn codes(rank: &[Option<Epin>; FILES]) -> [u16; FILES] {
    rank.map(Epin::code_or_zero)
}

/// The letter byte of a square's code (0, no letter, for an empty one).
#[inline]
const fn letter(code: u16) -> u8 {
    code.to_le_bytes()[0]
}

/// Appends the castling rights: white's, then black's, each h-side before
/// a-side; `K`/`Q` for the outermost rook of its side of the king (X-FEN),
/// its file letter otherwise or when `shredder`; `-` for none.
#[inline]
fn write_castling(text: &mut Text, board: &Board<RANKS, FILES>, shredder: bool) {
    let white = write_rights(text, &board[row_of(1)], CASTLING_ROOKS[0], shredder);
    let black = write_rights(text, &board[row_of(8)], CASTLING_ROOKS[1], shredder);
    if !white && !black {
        text.push(b'-');
    }
}

/// Appends the castling rights of one side, whose back rank is `rank` and
/// whose rooks with rights are `castling_rook`, and says whether it has
/// any.
///
/// Not inlined: called for both sides, it takes about 30 instructions a
/// FEN fewer than the same loop over the two sides written in
/// `write_castling`, where the compiler worked out white's comparisons of
/// the whole rank beforehand and spread them over bytes.
#[inline(never)]
fn write_rights(
    text: &mut Text,
    rank: &[Option<Epin>; FILES],
    castling_rook: Epin,
    shredder: bool,
) -> bool {
    let rank = codes(rank);
    let case = castling_rook.letter_byte() & LOWERCASE;
    let castling_rook = castling_rook.code();
    // Rights live on rooks `-R`: without one, the side has none.
    if !rank.contains(&castling_rook) {
        return false;
    }
    let Some(king) = rank.iter().position(|&code| letter(code) == b'K' | case) else {
        return false;
    };
    let mut any = false;
    let mut right = |text: &mut Text, h_side: bool, file: usize, outermost: bool| {
        #[allow(clippy::cast_possible_truncation, reason = "files are below 8")]
        let byte = match (outermost && !shredder, h_side) {
            (true, true) => b'K',
            (true, false) => b'Q',
            (false, _) => b'A' + file as u8,
        };
        text.push(byte | case);
        any = true;
    };
    // The h-side from the outermost file in (h to the king), then the
    // a-side (a to the king): the first `-R` met is the right, the
    // outermost one when no other rook came before it.
    let rook = b'R' | case;
    let mut outermost = true;
    for (file, &code) in rank.iter().enumerate().skip(king + 1).rev() {
        if code == castling_rook {
            right(text, true, file, outermost);
            break;
        }
        outermost &= letter(code) != rook;
    }
    let mut outermost = true;
    for (file, &code) in rank.iter().enumerate().take(king) {
        if code == castling_rook {
            right(text, false, file, outermost);
            break;
        }
        outermost &= letter(code) != rook;
    }
    any
}

/// Appends the en-passant square: the square behind the `-P` of the side
/// not to move, `-` when there is none.
#[inline]
fn write_en_passant(text: &mut Text, board: &Board<RANKS, FILES>, white_to_move: bool) {
    // The row of a pawn that just advanced two squares, the rank of the
    // square it passed, and the code of that pawn.
    let (row, rank, pawn) = if white_to_move {
        (row_of(5), b'6', b'p')
    } else {
        (row_of(4), b'3', b'P')
    };
    let pawn = u16::from(pawn) | u16::from(Attrs::Diminished.bits()) << 8;
    match codes(&board[row]).iter().position(|&code| code == pawn) {
        #[allow(clippy::cast_possible_truncation, reason = "files are below 8")]
        Some(file) => {
            text.push(b'a' + file as u8);
            text.push(rank);
        }
        None => text.push(b'-'),
    }
}
