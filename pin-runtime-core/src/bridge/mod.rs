//! What the bridges to other notations share: decimal numbers read, the
//! clocks, squares named by their CELL coordinates, a piece from its
//! letter in a table, hands filled in canonical order, the board of SFEN
//! and xiangqi FEN ([`board`]), what a lenient reader repaired
//! ([`Repairs`]), and the text a writer fills before handing it to the
//! formatter in one piece. Compiled with any game's feature.

mod board;
pub(crate) mod lenient;
mod repairs;

use core::num::NonZeroU32;

use crate::attrs::Attrs;
use crate::letter::Ascii;
use crate::{Cell, Epin, Hand};

pub(crate) use crate::error::byte_at;
pub(crate) use board::{BoardMistake, COMMON, Misread, PieceTable, SetTable, read_board};
pub use repairs::{OmittedField, Repair, RepairKind, Repairs};

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
    /// From 1: never 0, so that `None` takes no room of its own in an
    /// `Option<Clocks>` (8 bytes, not 12).
    fullmove: NonZeroU32,
}

impl Clocks {
    /// The clocks, or `None` for a fullmove number of 0.
    pub(crate) const fn new(halfmove: u32, fullmove: u32) -> Option<Self> {
        match NonZeroU32::new(fullmove) {
            Some(fullmove) => Some(Self { halfmove, fullmove }),
            None => None,
        }
    }

    /// The clocks of a fullmove number known not to be 0.
    pub(crate) const fn nonzero(halfmove: u32, fullmove: NonZeroU32) -> Self {
        Self { halfmove, fullmove }
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
            Some(clocks) => Some(clocks.fullmove.get()),
            None => None,
        }
    }

    pub(crate) const fn halfmove(self) -> u32 {
        self.halfmove
    }

    pub(crate) const fn fullmove(self) -> u32 {
        self.fullmove.get()
    }
}

/// Whether `bytes` has `word` at `at`.
pub(crate) const fn has(bytes: &[u8], at: usize, word: &[u8]) -> bool {
    if at + word.len() > bytes.len() {
        return false;
    }
    let mut i = 0;
    while i < word.len() {
        if bytes[at + i] != word[i] {
            return false;
        }
        i += 1;
    }
    true
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

/// The room of a bridge writer's [`Text`]: more than the longest text of
/// any bridge (each checks its own bound against it), and a power of two,
/// so that [`Text::push`](crate::text::Text::push) masks its index.
pub(crate) const TEXT: usize = 256;

/// The text a bridge's writer gathers, handed to the formatter at once.
pub(crate) type Text = crate::text::Text<TEXT>;

/// Appends a board of at most 9 files to `text`, rank by rank: each piece
/// as `piece` writes it, each run of empty squares as one digit, ranks
/// joined by `/`.
#[inline]
pub(crate) fn write_board<const FILES: usize>(
    text: &mut Text,
    board: &[[Option<Epin>; FILES]],
    mut piece: impl FnMut(&mut Text, Epin),
) {
    for (row, rank) in board.iter().enumerate() {
        if row > 0 {
            text.push(b'/');
        }
        // An empty rank, common in play, read without counting.
        if rank.iter().all(Option::is_none) {
            #[allow(clippy::cast_possible_truncation, reason = "at most 9 files")]
            text.push(b'0' + FILES as u8);
            continue;
        }
        let mut empty = 0;
        for square in rank {
            if let Some(square) = square {
                if empty > 0 {
                    text.push(b'0' + empty);
                    empty = 0;
                }
                piece(text, *square);
            } else {
                empty += 1;
            }
        }
        if empty > 0 {
            text.push(b'0' + empty);
        }
    }
}
