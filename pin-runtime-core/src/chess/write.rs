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
use super::{FILES, LOWERCASE, RANKS, SQUARES, row as row_of};
use crate::attrs::Attrs;
use crate::bridge::{Clocks, Text};
use crate::text;
use crate::{Board, Epin, Position, Side};

/// The code of `+p`, a black pawn on its start rank (see [`write`]).
const START_PAWN: u32 = b'p' as u32 | (Attrs::Enhanced.bits() as u32) << 8;

/// The room of the text of a FEN without pockets or promoted pieces: at
/// most 103 bytes (a board of 71, the turn and its spaces 3, castling
/// rights and a space 5, the en-passant square 2, two clocks of up to 10
/// digits and their spaces 22), in a power of two. Its buffer, half the
/// bridges' [`Text`], is cleared by a few stores rather than a call.
const SHORT: usize = 128;

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
    let board = position.board();
    let (Some(letters), Pockets::Absent) = (letters(board), pockets) else {
        let fields = Fields::new(position, clocks, shredder, en_passant);
        return write_long(f, position, pockets, &fields);
    };
    let mut text = text::Text::<SHORT>::new();
    write_ranks(&mut text, letters)?;
    let fields = Fields::new(position, clocks, shredder, en_passant);
    fields.write(&mut text);
    text.write_to(f)
}

/// [`write()`] for a FEN with pockets or promoted pieces (crazyhouse), whose
/// text may take more than [`SHORT`] bytes.
#[cold]
#[inline(never)]
fn write_long(
    f: &mut fmt::Formatter<'_>,
    position: &Position<Board<RANKS, FILES>>,
    pockets: Pockets,
    fields: &Fields<'_>,
) -> fmt::Result {
    let mut text = Text::new();
    match letters(fields.board) {
        Some(letters) => write_ranks(&mut text, letters)?,
        None => write_squares(&mut text, fields.board),
    }
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
    fields.write(&mut text);
    text.write_to(f)
}

/// What follows the board and the pockets: the turn, the castling rights,
/// the en-passant square and the clocks.
struct Fields<'a> {
    board: &'a Board<RANKS, FILES>,
    /// White to move.
    white: bool,
    clocks: Option<Clocks>,
    shredder: bool,
    en_passant: bool,
}

impl<'a> Fields<'a> {
    /// The fields of `position` with its clocks, as [`write()`] is told
    /// to write them.
    #[inline]
    const fn new(
        position: &'a Position<Board<RANKS, FILES>>,
        clocks: Option<Clocks>,
        shredder: bool,
        en_passant: bool,
    ) -> Self {
        Self {
            board: position.board(),
            white: position.turn().is_first(),
            clocks,
            shredder,
            en_passant,
        }
    }

    /// Appends the fields, each after a space.
    #[allow(
        clippy::inline_always,
        reason = "one copy for each of the two texts, each called once"
    )]
    #[inline(always)]
    fn write<const N: usize>(&self, text: &mut text::Text<N>) {
        text.push(b' ');
        text.push(if self.white { b'w' } else { b'b' });
        text.push(b' ');
        write_castling(text, self.board, self.shredder);
        text.push(b' ');
        if self.en_passant {
            write_en_passant(text, self.board, self.white);
        } else {
            text.push(b'-');
        }
        if let Some(clocks) = self.clocks {
            text.push(b' ');
            text.push_number(clocks.halfmove());
            text.push(b' ');
            text.push_number(clocks.fullmove());
        }
    }
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

/// The occupied squares of a rank's [`letters`], bit `f` for file `f`:
/// every letter has its bit 0x40 set (`A` to `Z`, `a` to `z`), gathered
/// from the eight bytes into the top byte by one multiplication.
#[inline]
const fn occupied(letters: u64) -> usize {
    const LOW_BITS: u64 = 0x0101_0101_0101_0101;
    const GATHER: u64 = 0x0102_0408_1020_4080;
    ((letters >> 6 & LOW_BITS).wrapping_mul(GATHER) >> 56) as usize
}

/// The codes of the board's squares, rank by rank, 0 for an empty one:
/// the board read as one array, for the loops over it that follow to be
/// done 8 squares at a time (the compiler's vector instructions).
#[inline]
fn board_codes(board: &Board<RANKS, FILES>) -> [u16; SQUARES] {
    let mut codes = [0; SQUARES];
    for (code, &square) in codes.iter_mut().zip(board.as_flattened()) {
        *code = Epin::code_or_zero(square);
    }
    codes
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

/// The letters of the board's squares, a word a rank (byte `f` for the
/// square of file `f`), 0 for an empty square; `None` for a board with a
/// promoted piece, which only crazyhouse has. The whole board in one loop,
/// 16 squares to an instruction: each code's letter byte and attribute
/// byte taken apart, a piece promoted where its attribute is `+`
/// ([`Attrs::Enhanced`]) and its letter no pawn's (as [`promoted`] says of
/// its code).
///
/// Not inlined: inlined, the compiler took the letters out of the codes it
/// had already read one by one (about 30 instructions a rank, against 75
/// for the whole board and its promoted pieces here).
#[inline(never)]
fn letters(board: &Board<RANKS, FILES>) -> Option<[u64; RANKS]> {
    let codes = board_codes(board);
    let mut letters = [0; SQUARES];
    let mut attrs = [0; SQUARES];
    for ((letter, attr), code) in letters.iter_mut().zip(&mut attrs).zip(codes) {
        [*letter, *attr] = code.to_le_bytes();
    }
    let mut any_promoted = false;
    for (&letter, &attr) in letters.iter().zip(&attrs) {
        #[allow(clippy::needless_bitwise_bool, reason = "no branch in the loop")]
        let promoted = (attr == Attrs::Enhanced.bits()) & (letter | LOWERCASE != b'p');
        any_promoted |= promoted;
    }
    if any_promoted {
        return None;
    }
    let mut words = [0; RANKS];
    for (word, rank) in words.iter_mut().zip(letters.chunks_exact(FILES)) {
        let mut bytes = [0; FILES];
        bytes.copy_from_slice(rank);
        *word = u64::from_le_bytes(bytes);
    }
    Some(words)
}

/// Appends a board without promoted pieces, rank by rank, without a
/// branch on what a square holds: a rank's letters, gathered in a word,
/// with the digits of its [`Shape`] (found by its occupied squares) added
/// at their files and the whole closed up, are its text, stored at once.
/// The writer's cost does not depend on the branch predictor having seen
/// the position: with a branch a square, taken or not from square to
/// square, a position not seen before took about twice the time of one
/// written over and over (`bench/scripts/distinct-ratios`).
#[allow(
    clippy::inline_always,
    reason = "the one caller's loop; its text stays in registers"
)]
#[inline(always)]
fn write_ranks<const N: usize>(text: &mut text::Text<N>, letters: [u64; RANKS]) -> fmt::Result {
    text.extend_joined(
        letters.into_iter().map(|letters| {
            let shape = &SHAPES[occupied(letters) % (1 << FILES)];
            let word = close_up(letters | shape.digits, &shape.moves);
            (word.to_le_bytes(), usize::from(shape.len))
        }),
        b'/',
    )
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
/// its file letter otherwise or when `shredder`; `-` for none. Most
/// positions have no rook with rights (`-R`) on either back rank: that is
/// looked at first, in line, and the rights written only when there is one.
#[inline]
fn write_castling<const N: usize>(
    text: &mut text::Text<N>,
    board: &Board<RANKS, FILES>,
    shredder: bool,
) {
    let white = codes(&board[row_of(1)]).contains(&CASTLING_ROOKS[0].code());
    let black = codes(&board[row_of(8)]).contains(&CASTLING_ROOKS[1].code());
    if white | black {
        write_all_rights(text, board, shredder);
    } else {
        text.push(b'-');
    }
}

/// [`write_castling`] for a position with a rook with rights.
#[inline(never)]
fn write_all_rights<const N: usize>(
    text: &mut text::Text<N>,
    board: &Board<RANKS, FILES>,
    shredder: bool,
) {
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
/// [`write_all_rights`], where the compiler worked out white's comparisons
/// of the whole rank beforehand and spread them over bytes.
#[inline(never)]
fn write_rights<const N: usize>(
    text: &mut text::Text<N>,
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
    let mut right = |text: &mut text::Text<N>, h_side: bool, file: usize, outermost: bool| {
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

/// Where a rank has squares of `code`, compared four at a time without a
/// branch: in each of the rank's two [`words`], the top bit of each lane
/// that may be `code`. A lane of a word XOR four times `code` is 0 where
/// the square is `code`, and subtracting 1 from every lane sets its top
/// bit; a lane above one that was 0 may be set too, by the borrow, so that
/// the lowest bit set, if any, is exactly the first such square.
#[inline]
fn found(rank: &[Option<Epin>; FILES], code: u16) -> [u64; 2] {
    const LOW_BITS: u64 = 0x0001_0001_0001_0001;
    const HIGH_BITS: u64 = 0x8000_8000_8000_8000;
    let codes = u64::from(code) * LOW_BITS;
    words(&self::codes(rank)).map(|word| {
        let lanes = word ^ codes;
        lanes.wrapping_sub(LOW_BITS) & !lanes & HIGH_BITS
    })
}

/// Appends the en-passant square: the square behind the `-P` of the side
/// not to move, `-` when there is none, found without a branch
/// ([`found`]).
#[inline]
fn write_en_passant<const N: usize>(
    text: &mut text::Text<N>,
    board: &Board<RANKS, FILES>,
    white_to_move: bool,
) {
    // The row of a pawn that just advanced two squares, the rank of the
    // square it passed, and the code of that pawn.
    let (row, rank, pawn) = if white_to_move {
        (row_of(5), b'6', b'p')
    } else {
        (row_of(4), b'3', b'P')
    };
    let pawn = u16::from(pawn) | u16::from(Attrs::Diminished.bits()) << 8;
    let [low, high] = found(&board[row], pawn);
    // The first lane found, 0 to 7, or 8 for none.
    let file = (u128::from(high) << 64 | u128::from(low)).trailing_zeros() / 16;
    let found = file < 8;
    #[allow(clippy::cast_possible_truncation, reason = "files are below 8")]
    text.push(if found { b'a' + file as u8 } else { b'-' });
    text.push_when(rank, found);
}
