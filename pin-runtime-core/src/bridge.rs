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

/// A mistake in the board of a bridge whose ranks are squares and counts
/// of empty squares from 1 to 9 (SFEN, xiangqi FEN), as [`Ranks`] finds
/// it: each notation names it with its own error kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum BoardMistake {
    /// Neither a square nor the end of the rank, at a square.
    ExpectedSquare { found: Option<char> },
    /// A full rank followed by neither `/` nor a space.
    ExpectedRankEnd { found: char },
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

/// Where the reader of a board of `RANKS` ranks of `FILES` squares is:
/// the rules of ranks and counts that SFEN and xiangqi FEN share, for
/// their readers' loops, which read the pieces themselves (SFEN's `+`,
/// xiangqi's two sets of letters).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Ranks<const RANKS: usize, const FILES: usize> {
    row: usize,
    column: usize,
    /// Whether the last square read was a count of empty squares.
    after_count: bool,
}

impl<const RANKS: usize, const FILES: usize> Ranks<RANKS, FILES> {
    /// At the first square of the first rank.
    pub(crate) const fn new() -> Self {
        Self {
            row: 0,
            column: 0,
            after_count: false,
        }
    }

    /// The mistake `mistake` at byte `index`, about the square reached.
    const fn at_square(&self, mistake: BoardMistake, index: usize) -> Misread {
        Misread {
            mistake,
            index,
            place: Place::grid_square(self.row, self.column, RANKS),
        }
    }

    /// The mistake `mistake` at byte `index`, about the rank reached.
    const fn at_rank(&self, mistake: BoardMistake, index: usize) -> Misread {
        Misread {
            mistake,
            index,
            place: Place::grid_rank(self.row, RANKS),
        }
    }

    /// The mistake `mistake` at byte `index`, about the whole board.
    const fn on_board(mistake: BoardMistake, index: usize) -> Misread {
        Misread {
            mistake,
            index,
            place: Place::Outside,
        }
    }

    /// Takes the square of a piece written at `at`: its `[row, column]`.
    #[inline]
    pub(crate) const fn piece(&mut self, at: usize) -> Result<[usize; 2], Misread> {
        if self.column == FILES {
            return Err(self.at_rank(BoardMistake::RankTooWide, at));
        }
        let square = [self.row, self.column];
        self.column += 1;
        self.after_count = false;
        Ok(square)
    }

    /// Reads the byte at `at`, which no piece starts: a count, `/`, or the
    /// space that ends the board. Returns the index past it, or `None` at
    /// the space.
    #[inline]
    pub(crate) const fn other(
        &mut self,
        bytes: &[u8],
        at: usize,
    ) -> Result<Option<usize>, Misread> {
        let byte = bytes[at];
        match byte {
            b'1'..=b'9' => {
                if self.column == FILES {
                    return Err(self.at_rank(BoardMistake::RankTooWide, at));
                }
                if self.after_count {
                    let found = char_of(bytes, at);
                    return Err(self.at_square(BoardMistake::CountAfterCount { found }, at));
                }
                self.column += (byte - b'0') as usize;
                if self.column > FILES {
                    return Err(self.at_rank(BoardMistake::RankTooWide, at));
                }
                self.after_count = true;
                Ok(Some(at + 1))
            }
            b'/' => {
                if let Err(error) = self.end_rank(bytes, at) {
                    return Err(error);
                }
                if self.row == RANKS - 1 {
                    return Err(Self::on_board(BoardMistake::TooManyRanks, at));
                }
                self.row += 1;
                self.column = 0;
                self.after_count = false;
                Ok(Some(at + 1))
            }
            b' ' => Ok(None),
            _ if self.column == FILES => {
                let found = char_of(bytes, at);
                Err(self.at_rank(BoardMistake::ExpectedRankEnd { found }, at))
            }
            b'0' => Err(self.at_square(BoardMistake::ZeroCount, at)),
            _ => {
                let found = char_at(bytes, at);
                Err(self.at_square(BoardMistake::ExpectedSquare { found }, at))
            }
        }
    }

    /// Checks that the rank that ends at `at` has all its squares.
    const fn end_rank(&self, bytes: &[u8], at: usize) -> Result<(), Misread> {
        if self.column == 0 {
            let found = char_at(bytes, at);
            Err(self.at_square(BoardMistake::ExpectedSquare { found }, at))
        } else if self.column < FILES {
            let squares = self.column;
            Err(self.at_rank(BoardMistake::RankTooNarrow { squares }, at))
        } else {
            Ok(())
        }
    }

    /// Checks the board that ends at `at` (a space or the end of the
    /// input): its last rank has all its squares, and it has all its
    /// ranks.
    pub(crate) const fn end(&self, bytes: &[u8], at: usize) -> Result<(), Misread> {
        if let Err(error) = self.end_rank(bytes, at) {
            return Err(error);
        }
        if self.row < RANKS - 1 {
            let ranks = self.row + 1;
            return Err(Self::on_board(BoardMistake::TooFewRanks { ranks }, at));
        }
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
