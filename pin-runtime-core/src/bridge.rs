//! What the bridges to other notations share: decimal numbers read and
//! written, squares named by their CELL coordinates, a piece from its
//! letter in a table, and the text buffer a writer fills before handing it
//! to the formatter in one piece.

use core::fmt;
use core::num::NonZeroU32;

use crate::attrs::Attrs;
use crate::feen::Place;
use crate::letter::Ascii;
use crate::{Cell, Epin, Hand};

/// Why no decimal number could be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum NumberError {
    /// No digit where the number starts.
    Missing,
    /// A `0` followed by another digit.
    LeadingZero,
    /// More than `u32::MAX`.
    TooLarge,
}

/// Reads a decimal number without sign or leading zeros from `at` (`0` is
/// a number; `07` is not) up to the first byte that is not a digit.
/// Returns it and the index past it.
#[allow(
    clippy::cast_possible_truncation,
    reason = "a digit, or checked below 2^32"
)]
pub(crate) const fn number(bytes: &[u8], at: usize) -> Result<(u32, usize), NumberError> {
    let Some((_, rest)) = bytes.split_at_checked(at) else {
        return Err(NumberError::Missing);
    };
    let (mut value, mut rest) = match rest {
        [digit @ b'0'..=b'9', tail @ ..] => ((*digit - b'0') as u64, tail),
        _ => return Err(NumberError::Missing),
    };
    match rest {
        // Most numbers are one digit.
        [b'0'..=b'9', ..] => {}
        _ => return Ok((value as u32, bytes.len() - rest.len())),
    }
    if value == 0 {
        return Err(NumberError::LeadingZero);
    }
    // Each digit is checked as it comes, so the value stays below 2^36.
    while let [digit @ b'0'..=b'9', tail @ ..] = rest {
        value = value * 10 + (*digit - b'0') as u64;
        if value > u32::MAX as u64 {
            return Err(NumberError::TooLarge);
        }
        rest = tail;
    }
    Ok((value as u32, bytes.len() - rest.len()))
}

/// The halfmove clock and the fullmove number of a FEN's last two fields,
/// chess's and xiangqi's alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Clocks {
    halfmove: u32,
    /// From 1.
    fullmove: u32,
}

impl Clocks {
    /// The clocks, or `None` for a fullmove number of 0.
    pub(crate) const fn new(halfmove: u32, fullmove: u32) -> Option<Self> {
        if fullmove == 0 {
            None
        } else {
            Some(Self { halfmove, fullmove })
        }
    }

    /// The clocks of a fullmove number known not to be 0.
    pub(crate) const fn nonzero(halfmove: u32, fullmove: NonZeroU32) -> Self {
        Self {
            halfmove,
            fullmove: fullmove.get(),
        }
    }

    /// The halfmove clock of `clocks`, if any.
    pub(crate) const fn halfmove_of(clocks: Option<Self>) -> Option<u32> {
        match clocks {
            Some(clocks) => Some(clocks.halfmove),
            None => None,
        }
    }

    /// The fullmove number of `clocks`, if any.
    pub(crate) const fn fullmove_of(clocks: Option<Self>) -> Option<u32> {
        match clocks {
            Some(clocks) => Some(clocks.fullmove),
            None => None,
        }
    }

    pub(crate) const fn halfmove(self) -> u32 {
        self.halfmove
    }

    pub(crate) const fn fullmove(self) -> u32 {
        self.fullmove
    }
}

/// The byte at `at`, or `None` past the end.
pub(crate) const fn byte_at(bytes: &[u8], at: usize) -> Option<u8> {
    if at < bytes.len() {
        Some(bytes[at])
    } else {
        None
    }
}

/// Names a character as token errors do, or says the input ended.
pub(crate) fn write_found_or_end(f: &mut fmt::Formatter<'_>, found: Option<char>) -> fmt::Result {
    match found {
        Some(c) => crate::error::write_found(f, c),
        None => f.write_str("end of input"),
    }
}

/// The character at `at`, for an error to name it whole, or `None` at the
/// end. The readers read a `str` and stop where a character starts.
pub(crate) const fn char_at(bytes: &[u8], at: usize) -> Option<char> {
    crate::error::decode(bytes, at)
}

/// The character at `at`, which the caller knows is there.
pub(crate) const fn char_of(bytes: &[u8], at: usize) -> char {
    match char_at(bytes, at) {
        Some(c) => c,
        None => char::REPLACEMENT_CHARACTER,
    }
}

/// Checks the pieces of a board, `squares` in the order written with
/// `files` squares per rank: returns how many there are, or the first that
/// `writable` (by [`Epin::index`]) does not allow, with its `[row,
/// column]`.
pub(crate) const fn check_board(
    squares: &[Option<Epin>],
    files: usize,
    writable: &[bool; Epin::COUNT],
) -> Result<usize, ([usize; 2], Epin)> {
    let mut pieces = 0;
    let mut i = 0;
    while i < squares.len() {
        if let Some(piece) = squares[i] {
            if !writable[piece.index()] {
                return Err(([i / files, i % files], piece));
            }
            pieces += 1;
        }
        i += 1;
    }
    Ok(pieces)
}

/// The piece of a letter and attributes, for the tables the readers build
/// at compile time.
pub(crate) const fn piece(letter: u8, attrs: Attrs) -> Epin {
    match Ascii::from_byte(letter) {
        Some(ascii) => Epin::from_parts(ascii, attrs),
        None => panic!("a piece table names a byte that is not a letter"),
    }
}

/// The most kinds of piece a bridge's hand holds: shogi's `R B G S N L
/// P`.
const HAND_KINDS: usize = 7;

/// Fills an empty hand with the pieces a bridge read as counts: `counts[i]`
/// of `pieces[i]`, for each `i` of `by_letter`, which lists the kinds in
/// FEEN's order of letters (at most [`HAND_KINDS`]). The items go in
/// FEEN's canonical order: most numerous first, then by letter.
#[allow(
    clippy::inline_always,
    reason = "inlined where the tables are constants, its indices need no bounds checks"
)]
#[inline(always)]
pub(crate) const fn fill_hand(
    hand: &mut Hand,
    pieces: &[Epin],
    counts: &[u32],
    by_letter: &[usize],
) {
    // The kinds held, by letter, then a stable insertion by count.
    let mut order = [0; HAND_KINDS];
    let mut len = 0;
    let mut k = 0;
    while k < by_letter.len() && k < HAND_KINDS {
        let i = by_letter[k];
        if counts[i] > 0 {
            let mut at = len;
            while at > 0 && counts[order[at - 1]] < counts[i] {
                order[at] = order[at - 1];
                at -= 1;
            }
            order[at] = i;
            len += 1;
        }
        k += 1;
    }
    let mut j = 0;
    while j < len {
        // At most `HAND_KINDS` items, fewer than a hand holds.
        let _ = hand.push_canonical(pieces[order[j]], counts[order[j]]);
        j += 1;
    }
}

/// The CELL coordinate of the square at `row` (from 0, in the order
/// written) and `column` (from 0) of a board of `ranks` ranks: the first
/// square written in a rank is file `a`, the last rank written is rank 1.
#[allow(
    clippy::cast_possible_truncation,
    reason = "the bridges' boards have at most 10 ranks and 9 files"
)]
pub(crate) const fn cell(row: usize, column: usize, ranks: usize) -> Cell {
    Cell::new_2d(column as u8, (ranks - 1 - row) as u8)
}

/// The pieces a bridge's board holds, by the byte that writes each. A
/// `static`, so a lookup reads one entry.
pub(crate) type PieceTable = [Option<Epin>; 256];

/// The set of letters each byte belongs to, for a notation with several
/// (xiangqi's UCCI and WXF): [`COMMON`] for a letter of every set.
pub(crate) type SetTable = [u8; 256];

/// The set of the letters common to every set of a notation.
pub(crate) const COMMON: u8 = 0;

/// A mistake in the board of a bridge whose ranks are squares and counts
/// of empty squares from 1 to 9 (SFEN, xiangqi FEN), as [`read_board`]
/// finds it: each notation names it with its own error kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum BoardMistake {
    /// Neither a square nor the end of the rank, at a square.
    ExpectedSquare { found: Option<char> },
    /// A full rank followed by neither `/` nor a space.
    ExpectedRankEnd { found: char },
    /// `+` not followed by a piece that promotes, at a square.
    ExpectedPromotable { found: Option<char> },
    /// A letter of another set than the first letter not common to all,
    /// at a square.
    MixedLetters {
        found: char,
        first: char,
        first_at: usize,
    },
    /// A count of `0`, at a square.
    ZeroCount,
    /// A count right after a count, at a square.
    CountAfterCount { found: char },
    /// More squares than the rank has.
    RankTooWide,
    /// Fewer squares than the rank has.
    RankTooNarrow { squares: usize },
    /// A rank after the last.
    TooManyRanks,
    /// The board ends before its last rank.
    TooFewRanks { ranks: usize },
}

/// A [`BoardMistake`], its byte index and the square or rank it is at
/// (outside the board's squares for the number of ranks).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Misread {
    pub(crate) mistake: BoardMistake,
    pub(crate) index: usize,
    pub(crate) place: Place,
}

impl Misread {
    /// `mistake` at byte `index`, at the square of `row` and `column` of a
    /// board of `ranks` ranks.
    const fn square(
        mistake: BoardMistake,
        index: usize,
        row: usize,
        column: usize,
        ranks: usize,
    ) -> Self {
        let place = Place::grid_square(row, column, ranks);
        Self {
            mistake,
            index,
            place,
        }
    }

    /// `mistake` at byte `index`, about the rank of `row` of a board of
    /// `ranks` ranks.
    const fn rank(mistake: BoardMistake, index: usize, row: usize, ranks: usize) -> Self {
        let place = Place::grid_rank(row, ranks);
        Self {
            mistake,
            index,
            place,
        }
    }

    /// `mistake` at byte `index`, about the whole board.
    const fn board(mistake: BoardMistake, index: usize) -> Self {
        Self {
            mistake,
            index,
            place: Place::Outside,
        }
    }
}

/// Reads the board of `RANKS` ranks of `FILES` squares at the start of
/// `bytes` into `board`, up to the space after it or the end of the input;
/// returns that index and the pieces on the board. The rules that SFEN
/// and xiangqi FEN share: a rank is pieces and counts of empty squares
/// from 1 to 9, never two counts in a row; ranks are joined by `/`.
///
/// `table` gives each piece's byte. With `SETS`, the letters of one board
/// are of one set of `sets` (xiangqi's UCCI or WXF); with `PROMOTES`, `+`
/// and a piece of `promoted` is a promoted piece (SFEN's). One loop, built for
/// each notation with its own constants, so that what a notation does not
/// have costs it nothing.
pub(crate) const fn read_board<
    const RANKS: usize,
    const FILES: usize,
    const SETS: bool,
    const PROMOTES: bool,
>(
    bytes: &[u8],
    board: &mut [[Option<Epin>; FILES]; RANKS],
    table: &PieceTable,
    sets: &SetTable,
    promoted: &PieceTable,
) -> Result<(usize, usize), Misread> {
    let len = bytes.len();
    let mut at = 0;
    let mut row = 0;
    let mut column = 0;
    let mut pieces = 0;
    // Whether the last square read was a count of empty squares.
    let mut after_count = false;
    // The set of the first letter that is not common to all, and where.
    let mut set = COMMON;
    let mut set_at = 0;
    while at < len {
        let byte = bytes[at];
        if let Some(piece) = table[byte as usize] {
            if column == FILES {
                return Err(Misread::rank(BoardMistake::RankTooWide, at, row, RANKS));
            }
            let letters = sets[byte as usize];
            if SETS && letters != COMMON {
                if set == COMMON {
                    set = letters;
                    set_at = at;
                } else if set != letters {
                    return Err(mixed_letters::<RANKS>(bytes, at, set_at, row, column));
                }
            }
            board[row][column] = Some(piece);
            column += 1;
            pieces += 1;
            at += 1;
            after_count = false;
            continue;
        }
        match byte {
            b'1'..=b'9' => {
                if column == FILES {
                    return Err(Misread::rank(BoardMistake::RankTooWide, at, row, RANKS));
                }
                if after_count {
                    let mistake = BoardMistake::CountAfterCount {
                        found: char_of(bytes, at),
                    };
                    return Err(Misread::square(mistake, at, row, column, RANKS));
                }
                column += (byte - b'0') as usize;
                if column > FILES {
                    return Err(Misread::rank(BoardMistake::RankTooWide, at, row, RANKS));
                }
                at += 1;
                after_count = true;
            }
            b'+' if PROMOTES => {
                if column == FILES {
                    return Err(Misread::rank(BoardMistake::RankTooWide, at, row, RANKS));
                }
                let piece = match byte_at(bytes, at + 1) {
                    Some(letter) => promoted[letter as usize],
                    None => None,
                };
                let Some(piece) = piece else {
                    let mistake = BoardMistake::ExpectedPromotable {
                        found: char_at(bytes, at + 1),
                    };
                    return Err(Misread::square(mistake, at + 1, row, column, RANKS));
                };
                board[row][column] = Some(piece);
                column += 1;
                pieces += 1;
                at += 2;
                after_count = false;
            }
            b'/' => {
                if let Err(misread) = end_rank::<RANKS, FILES>(bytes, at, row, column) {
                    return Err(misread);
                }
                if row == RANKS - 1 {
                    return Err(Misread::board(BoardMistake::TooManyRanks, at));
                }
                row += 1;
                column = 0;
                at += 1;
                after_count = false;
            }
            b' ' => break,
            _ => return Err(unreadable::<RANKS, FILES>(bytes, at, row, column)),
        }
    }
    // The board ends at a space or at the end of the input.
    if let Err(misread) = end_rank::<RANKS, FILES>(bytes, at, row, column) {
        return Err(misread);
    }
    if row < RANKS - 1 {
        let mistake = BoardMistake::TooFewRanks { ranks: row + 1 };
        return Err(Misread::board(mistake, at));
    }
    Ok((at, pieces))
}

/// The mistake of the letter at `at`, of another set than the letter at
/// `set_at`, at the square of `row` and `column`.
#[cold]
const fn mixed_letters<const RANKS: usize>(
    bytes: &[u8],
    at: usize,
    set_at: usize,
    row: usize,
    column: usize,
) -> Misread {
    let mistake = BoardMistake::MixedLetters {
        found: char_of(bytes, at),
        first: char_of(bytes, set_at),
        first_at: set_at,
    };
    Misread::square(mistake, at, row, column, RANKS)
}

/// The mistake of the byte at `at`, which neither a square nor a rank's
/// end starts, with `column` squares of the rank of `row` read.
#[cold]
const fn unreadable<const RANKS: usize, const FILES: usize>(
    bytes: &[u8],
    at: usize,
    row: usize,
    column: usize,
) -> Misread {
    if column == FILES {
        let mistake = BoardMistake::ExpectedRankEnd {
            found: char_of(bytes, at),
        };
        return Misread::rank(mistake, at, row, RANKS);
    }
    let mistake = match bytes[at] {
        b'0' => BoardMistake::ZeroCount,
        _ => BoardMistake::ExpectedSquare {
            found: char_at(bytes, at),
        },
    };
    Misread::square(mistake, at, row, column, RANKS)
}

/// Checks that the rank of `row` that ends at `at` after `column` squares
/// has all its squares.
const fn end_rank<const RANKS: usize, const FILES: usize>(
    bytes: &[u8],
    at: usize,
    row: usize,
    column: usize,
) -> Result<(), Misread> {
    if column == 0 {
        let mistake = BoardMistake::ExpectedSquare {
            found: char_at(bytes, at),
        };
        Err(Misread::square(mistake, at, row, 0, RANKS))
    } else if column < FILES {
        let mistake = BoardMistake::RankTooNarrow { squares: column };
        Err(Misread::rank(mistake, at, row, RANKS))
    } else {
        Ok(())
    }
}

/// Text gathered by a writer: bytes in a fixed buffer, written to the
/// formatter at once. Every bridge's longest text is shorter than the
/// buffer ([`Text::CAPACITY`]).
pub(crate) struct Text {
    bytes: [u8; Text::CAPACITY],
    len: usize,
}

impl Text {
    /// The buffer's size: more than the longest text of any bridge, and a
    /// power of two, so an index masked by it needs no bounds check.
    pub(crate) const CAPACITY: usize = 256;

    pub(crate) const fn new() -> Self {
        Self {
            bytes: [0; Self::CAPACITY],
            len: 0,
        }
    }

    /// Appends one byte. Writers never come near the capacity; the index
    /// is masked rather than checked, which keeps the writers' loops
    /// short (past the capacity, bytes would wrap around, never panic).
    #[allow(
        clippy::inline_always,
        reason = "called once per byte in the writers' loops"
    )]
    #[inline(always)]
    pub(crate) fn push(&mut self, byte: u8) {
        self.bytes[self.len % Self::CAPACITY] = byte;
        self.len += 1;
    }

    /// Appends a board of at most 9 files, rank by rank: each piece as
    /// `piece` writes it, each run of empty squares as one digit, ranks
    /// joined by `/`.
    #[inline]
    pub(crate) fn board<const FILES: usize>(
        &mut self,
        board: &[[Option<Epin>; FILES]],
        mut piece: impl FnMut(&mut Self, Epin),
    ) {
        for (row, rank) in board.iter().enumerate() {
            if row > 0 {
                self.push(b'/');
            }
            // An empty rank, common in play, read without counting.
            if rank.iter().all(Option::is_none) {
                #[allow(clippy::cast_possible_truncation, reason = "at most 9 files")]
                self.push(b'0' + FILES as u8);
                continue;
            }
            let mut empty = 0;
            for square in rank {
                if let Some(square) = square {
                    if empty > 0 {
                        self.push(b'0' + empty);
                        empty = 0;
                    }
                    piece(self, *square);
                } else {
                    empty += 1;
                }
            }
            if empty > 0 {
                self.push(b'0' + empty);
            }
        }
    }

    /// Appends a number in decimal.
    #[inline]
    pub(crate) fn number(&mut self, n: u32) {
        if n < 10 {
            #[allow(clippy::cast_possible_truncation, reason = "a digit")]
            self.push(b'0' + n as u8);
        } else if n < 100 {
            // Counts and move numbers are mostly one or two digits.
            self.pair(n);
        } else {
            self.long_number(n);
        }
    }

    /// Appends the two digits of `n`, below 100.
    #[inline]
    fn pair(&mut self, n: u32) {
        let at = (n % 100) as usize * 2;
        self.push(DIGIT_PAIRS[at]);
        self.push(DIGIT_PAIRS[at + 1]);
    }

    /// Appends a number of three digits or more, two digits at a time.
    fn long_number(&mut self, mut n: u32) {
        let mut pairs = [0; 5];
        let mut count = 0;
        while n >= 100 {
            pairs[count] = n % 100;
            n /= 100;
            count += 1;
        }
        self.number(n);
        for &pair in pairs.get(..count).unwrap_or_default().iter().rev() {
            self.pair(pair);
        }
    }

    /// Writes the text gathered, padded as a `str` is (`{:>60}`).
    pub(crate) fn write_to(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Writers gather ASCII only, and the buffer past the text holds
        // zeros or bytes written before: checked as UTF-8 up to the next
        // multiple of 16 bytes, which `from_utf8` reads word by word where
        // it would read a shorter tail byte by byte.
        let checked = self.len.next_multiple_of(16).min(Self::CAPACITY);
        let block = self.bytes.get(..checked).ok_or(fmt::Error)?;
        let block = core::str::from_utf8(block).map_err(|_| fmt::Error)?;
        let gathered = block.get(..self.len).ok_or(fmt::Error)?;
        if f.width().is_none() && f.precision().is_none() {
            f.write_str(gathered)
        } else {
            f.pad(gathered)
        }
    }
}

/// The two digits of every number below 100, `00` to `99`.
static DIGIT_PAIRS: [u8; 200] = {
    let mut pairs = [0; 200];
    let mut n = 0;
    while n < 100 {
        #[allow(clippy::cast_possible_truncation, reason = "digits below 10")]
        {
            pairs[n * 2] = b'0' + (n / 10) as u8;
            pairs[n * 2 + 1] = b'0' + (n % 10) as u8;
        }
        n += 1;
    }
    pairs
};
