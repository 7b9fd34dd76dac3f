//! The makruk FEN reader: one pass left to right over the six fields, a
//! function per field, straight into an 8 × 8 board, stopping at the first
//! mistake.
//!
//! Every index is checked against the length before it is read, and every
//! loop moves forward, so no input panics and time is linear in the input,
//! which is at most [`MAX_LEN`] bytes.

use core::num::NonZeroU32;

use super::error::{FenError, FenErrorKind as Kind, Field};
use super::{FILES, Fen, MAX_LEN, RANKS, SIAMESE};
use crate::attrs::Attrs;
use crate::bridge::{
    self, BoardMistake, COMMON, Clocks, Misread, PieceTable, SetTable, byte_at, char_at, char_of,
};
use crate::{Hand, Position, Sin};

/// The letters of the board: khun, met, khon, ma, ruea, bia.
const LETTERS: &[u8; 6] = b"KMSNRP";

/// The piece each byte stands for on the board, in either case; a khun is
/// terminal (`K^`).
static PIECES: PieceTable = {
    let mut table = [None; 256];
    let mut i = 0;
    while i < LETTERS.len() {
        let letter = LETTERS[i];
        let attrs = if letter == b'K' {
            Attrs::NormalTerminal
        } else {
            Attrs::Normal
        };
        table[letter as usize] = Some(bridge::piece(letter, attrs));
        table[letter.to_ascii_lowercase() as usize] =
            Some(bridge::piece(letter.to_ascii_lowercase(), attrs));
        i += 1;
    }
    table
};

/// The promoted piece of each letter that `~` may follow: `M~`, a bia
/// promoted to met, is `+M`.
static PROMOTED: PieceTable = {
    let mut table = [None; 256];
    table[b'M' as usize] = Some(bridge::piece(b'M', Attrs::Enhanced));
    table[b'm' as usize] = Some(bridge::piece(b'm', Attrs::Enhanced));
    table
};

/// Makruk FEN's one set of letters.
static ONE_SET: SetTable = [COMMON; 256];

/// Reads a whole makruk FEN.
pub(super) const fn read(bytes: &[u8]) -> Result<Fen, FenError> {
    let len = bytes.len();
    if len > MAX_LEN {
        return Err(FenError::new(Kind::TooLong { len }, MAX_LEN, None));
    }
    let mut board = [[None; FILES]; RANKS];
    let read = bridge::read_board::<RANKS, FILES, false, false, true, false>(
        bytes, &mut board, &PIECES, &ONE_SET, &PROMOTED,
    );
    let (at, _) = tri!(read, |misread| board_error(misread));
    let (active, inactive, at) = tri!(read_side(bytes, at));
    let at = tri!(read_flags(bytes, at));
    let (counting, at) = tri!(read_counting(bytes, at));
    let clocks = tri!(read_clocks(bytes, at, counting.is_some()));
    Ok(Fen {
        position: Position::from_scan(board, [Hand::new(), Hand::new()], active, inactive),
        counting,
        clocks,
    })
}

/// The error of a mistake on the board.
#[cold]
const fn board_error(misread: Misread) -> FenError {
    let kind = match misread.mistake {
        BoardMistake::ExpectedSquare { found } => Kind::ExpectedSquare { found },
        BoardMistake::ExpectedRankEnd { found } => Kind::ExpectedRankEnd { found },
        BoardMistake::ZeroCount => Kind::ZeroCount,
        BoardMistake::CountAfterCount { found } => Kind::CountAfterCount { found },
        BoardMistake::RankTooWide => Kind::RankTooWide,
        BoardMistake::RankTooNarrow { squares } => Kind::RankTooNarrow { squares },
        BoardMistake::TooManyRanks => Kind::TooManyRanks,
        BoardMistake::TooFewRanks { ranks } => Kind::TooFewRanks { ranks },
        // Not found: makruk FEN has one set of letters and no `+`.
        BoardMistake::MixedLetters { found, .. } => Kind::ExpectedSquare { found: Some(found) },
        BoardMistake::ExpectedPromotable { .. } => Kind::ExpectedSquare { found: Some('+') },
    };
    FenError::on_board(kind, misread)
}

/// Reads a space at `at`, which ends the field `before`, and returns the
/// index past it; at the end of the input, the field `next` is missing.
#[inline]
const fn read_space(
    bytes: &[u8],
    at: usize,
    before: Field,
    next: Field,
) -> Result<usize, FenError> {
    match byte_at(bytes, at) {
        Some(b' ') => Ok(at + 1),
        Some(_) => {
            let kind = Kind::ExpectedSpace {
                found: char_of(bytes, at),
            };
            Err(FenError::new(kind, at, Some(before)))
        }
        None => Err(FenError::new(Kind::MissingField, at, Some(next))),
    }
}

/// Reads the side to move after the space that ends the board at `at`;
/// returns the styles of the side to move and of the other, and the index
/// past it.
#[inline]
const fn read_side(bytes: &[u8], at: usize) -> Result<(Sin, Sin, usize), FenError> {
    let at = tri!(read_space(bytes, at, Field::Board, Field::Side));
    match byte_at(bytes, at) {
        Some(b'w') => Ok((SIAMESE, SIAMESE.flipped(), at + 1)),
        Some(b'b') => Ok((SIAMESE.flipped(), SIAMESE, at + 1)),
        _ => {
            let kind = Kind::Side {
                found: char_at(bytes, at),
            };
            Err(FenError::new(kind, at, Some(Field::Side)))
        }
    }
}

/// Reads the flags, `-`, after a space at `at`; returns the index past
/// them.
#[inline]
const fn read_flags(bytes: &[u8], at: usize) -> Result<usize, FenError> {
    let at = tri!(read_space(bytes, at, Field::Side, Field::Flags));
    if let Some(b'-') = byte_at(bytes, at) {
        Ok(at + 1)
    } else {
        let kind = Kind::ExpectedDash {
            found: char_at(bytes, at),
        };
        Err(FenError::new(kind, at, Some(Field::Flags)))
    }
}

/// Reads the counting field, `-` or a counting limit from 1, after a space
/// at `at`; returns the limit and the index past it.
#[inline]
const fn read_counting(bytes: &[u8], at: usize) -> Result<(Option<NonZeroU32>, usize), FenError> {
    let at = tri!(read_space(bytes, at, Field::Flags, Field::Counting));
    if let Some(b'-') = byte_at(bytes, at) {
        return Ok((None, at + 1));
    }
    let (limit, end) = match bridge::number(bytes, at) {
        Ok(read) => read,
        Err(error) => {
            let missing = Kind::ExpectedCounting {
                found: char_at(bytes, at),
            };
            return Err(FenError::number(error, missing, at, Field::Counting));
        }
    };
    match NonZeroU32::new(limit) {
        Some(limit) => Ok((Some(limit), end)),
        None => Err(FenError::new(Kind::ZeroCounting, at, Some(Field::Counting))),
    }
}

/// Reads the fifth field (the counting ply when `counting`, else the
/// halfmove clock) and the fullmove number, each after a space, from `at`;
/// the fullmove number ends the input.
#[inline]
const fn read_clocks(bytes: &[u8], at: usize, counting: bool) -> Result<Clocks, FenError> {
    let fifth = if counting {
        Field::CountingPly
    } else {
        Field::HalfmoveClock
    };
    let at = tri!(read_space(bytes, at, Field::Counting, fifth));
    let (halfmove, at) = tri!(read_number(bytes, at, fifth));
    let at = tri!(read_space(bytes, at, fifth, Field::FullmoveNumber));
    let (fullmove, end) = tri!(read_number(bytes, at, Field::FullmoveNumber));
    let Some(clocks) = Clocks::new(halfmove, fullmove) else {
        let kind = Kind::ZeroFullmove;
        return Err(FenError::new(kind, end - 1, Some(Field::FullmoveNumber)));
    };
    if let Some(found) = char_at(bytes, end) {
        let kind = Kind::ExpectedEnd { found };
        return Err(FenError::new(kind, end, Some(Field::FullmoveNumber)));
    }
    Ok(clocks)
}

/// Reads a number of `field` at `at`; returns it and the index past it.
const fn read_number(bytes: &[u8], at: usize, field: Field) -> Result<(u32, usize), FenError> {
    match bridge::number(bytes, at) {
        Ok(read) => Ok(read),
        Err(error) => {
            let missing = Kind::ExpectedNumber {
                found: char_at(bytes, at),
            };
            Err(FenError::number(error, missing, at, field))
        }
    }
}
