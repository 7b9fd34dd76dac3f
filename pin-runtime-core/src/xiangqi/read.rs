//! The xiangqi FEN reader: one pass left to right over the fields, a
//! function per field, straight into a 10 × 9 board, stopping at the first
//! mistake.
//!
//! Every index is checked against the length before it is read, and every
//! loop moves forward, so no input panics and time is linear in the input,
//! which is at most [`MAX_LEN`] bytes.

use super::error::{FenError, FenErrorKind as Kind, Field};
use super::{CHINESE, FILES, Fen, MAX_LEN, RANKS};
use crate::attrs::Attrs;
use crate::bridge::{
    self, BoardMistake, COMMON, Clocks, Misread, PieceTable, SetTable, byte_at, char_at, char_of,
};
use crate::{Hand, Position, Sin};

/// UCCI's own letters, `N` and `B`.
const UCCI: u8 = 1;
/// WXF's own letters, `H` and `E`.
const WXF: u8 = 2;

/// Each letter as written, its FEEN letter and its set.
const LETTERS: [(u8, u8, u8); 9] = [
    (b'K', b'K', COMMON),
    (b'A', b'A', COMMON),
    (b'R', b'R', COMMON),
    (b'C', b'C', COMMON),
    (b'P', b'S', COMMON),
    (b'N', b'H', UCCI),
    (b'B', b'E', UCCI),
    (b'H', b'H', WXF),
    (b'E', b'E', WXF),
];

/// The piece each byte stands for on the board, in either case; a general
/// is terminal (`K^`).
static PIECES: PieceTable = {
    let mut table = [None; 256];
    let mut i = 0;
    while i < LETTERS.len() {
        let (written, feen, _) = LETTERS[i];
        let attrs = if written == b'K' {
            Attrs::NormalTerminal
        } else {
            Attrs::Normal
        };
        table[written as usize] = Some(bridge::piece(feen, attrs));
        table[written.to_ascii_lowercase() as usize] =
            Some(bridge::piece(feen.to_ascii_lowercase(), attrs));
        i += 1;
    }
    table
};

/// The set of each letter, in either case.
static SETS: SetTable = {
    let mut table = [COMMON; 256];
    let mut i = 0;
    while i < LETTERS.len() {
        let (written, _, set) = LETTERS[i];
        table[written as usize] = set;
        table[written.to_ascii_lowercase() as usize] = set;
        i += 1;
    }
    table
};

/// No piece promotes in xiangqi.
static NONE: PieceTable = [None; 256];

/// Reads a whole xiangqi FEN.
pub(super) const fn read(bytes: &[u8]) -> Result<Fen, FenError> {
    let len = bytes.len();
    if len > MAX_LEN {
        return Err(FenError::new(Kind::TooLong { len }, MAX_LEN, None));
    }
    let mut board = [[None; FILES]; RANKS];
    let read = bridge::read_board::<RANKS, FILES, true, false, false, false>(
        bytes, &mut board, &PIECES, &SETS, &NONE,
    );
    let (at, _) = tri!(read, |misread| board_error(misread));
    let (active, inactive, at) = tri!(read_side(bytes, at));
    let at = tri!(read_dash(bytes, at, Field::Side, Field::Castling));
    let at = tri!(read_dash(bytes, at, Field::Castling, Field::EnPassant));
    let clocks = tri!(read_clocks(bytes, at));
    Ok(Fen {
        position: Position::from_scan(board, [Hand::new(), Hand::new()], active, inactive),
        clocks,
    })
}

/// The error of a mistake on the board.
#[cold]
const fn board_error(misread: Misread) -> FenError {
    let kind = match misread.mistake {
        BoardMistake::ExpectedSquare { found } => Kind::ExpectedSquare { found },
        BoardMistake::ExpectedRankEnd { found } => Kind::ExpectedRankEnd { found },
        BoardMistake::MixedLetters {
            found,
            first,
            first_at,
        } => Kind::MixedLetters {
            found,
            first,
            first_at,
        },
        BoardMistake::ZeroCount => Kind::ZeroCount,
        BoardMistake::CountAfterCount { found } => Kind::CountAfterCount { found },
        BoardMistake::RankTooWide => Kind::RankTooWide,
        BoardMistake::RankTooNarrow { squares } => Kind::RankTooNarrow { squares },
        BoardMistake::TooManyRanks => Kind::TooManyRanks,
        BoardMistake::TooFewRanks { ranks } => Kind::TooFewRanks { ranks },
        // Not found: xiangqi FEN has no promoted pieces.
        BoardMistake::ExpectedPromotable { .. } => Kind::ExpectedSquare { found: Some('+') },
    };
    FenError::on_board(kind, misread)
}

/// Reads the side to move after the space that ends the board at `at`;
/// returns the styles of the side to move and of the other, and the index
/// past it.
#[inline]
const fn read_side(bytes: &[u8], at: usize) -> Result<(Sin, Sin, usize), FenError> {
    if at >= bytes.len() {
        return Err(FenError::new(Kind::MissingField, at, Some(Field::Side)));
    }
    let at = at + 1;
    match byte_at(bytes, at) {
        Some(b'w' | b'r') => Ok((CHINESE, CHINESE.flipped(), at + 1)),
        Some(b'b') => Ok((CHINESE.flipped(), CHINESE, at + 1)),
        _ => {
            let kind = Kind::Side {
                found: char_at(bytes, at),
            };
            Err(FenError::new(kind, at, Some(Field::Side)))
        }
    }
}

/// Reads a space at `at`, after the field `before`, then the field `this`,
/// chess's castling or en-passant field, which is `-` in xiangqi; returns
/// the index past it.
#[inline]
const fn read_dash(bytes: &[u8], at: usize, before: Field, this: Field) -> Result<usize, FenError> {
    match byte_at(bytes, at) {
        Some(b' ') => {}
        Some(_) => {
            let kind = Kind::ExpectedSpace {
                found: char_of(bytes, at),
            };
            return Err(FenError::new(kind, at, Some(before)));
        }
        None => return Err(FenError::new(Kind::MissingField, at, Some(this))),
    }
    let at = at + 1;
    if let Some(b'-') = byte_at(bytes, at) {
        Ok(at + 1)
    } else {
        let kind = Kind::ExpectedDash {
            found: char_at(bytes, at),
        };
        Err(FenError::new(kind, at, Some(this)))
    }
}

/// Reads the clocks, both or neither, from `at` (just past the en-passant
/// field): the end of the input, or a space, the halfmove clock, a space
/// and the fullmove number, which ends the input.
#[inline]
const fn read_clocks(bytes: &[u8], at: usize) -> Result<Option<Clocks>, FenError> {
    match byte_at(bytes, at) {
        None => return Ok(None),
        Some(b' ') => {}
        Some(_) => {
            let kind = Kind::ExpectedSpace {
                found: char_of(bytes, at),
            };
            return Err(FenError::new(kind, at, Some(Field::EnPassant)));
        }
    }
    let (halfmove, at) = tri!(read_number(bytes, at + 1, Field::HalfmoveClock), |error| {
        error.hinted(bytes, at + 1)
    });
    match byte_at(bytes, at) {
        Some(b' ') => {}
        Some(_) => {
            let kind = Kind::ExpectedSpace {
                found: char_of(bytes, at),
            };
            return Err(FenError::new(kind, at, Some(Field::HalfmoveClock)));
        }
        None => {
            let kind = Kind::MissingField;
            return Err(FenError::new(kind, at, Some(Field::FullmoveNumber)));
        }
    }
    let (fullmove, end) = tri!(read_number(bytes, at + 1, Field::FullmoveNumber));
    let Some(clocks) = Clocks::new(halfmove, fullmove) else {
        let kind = Kind::ZeroFullmove;
        return Err(FenError::new(kind, end - 1, Some(Field::FullmoveNumber)));
    };
    if let Some(found) = char_at(bytes, end) {
        let kind = Kind::ExpectedEnd { found };
        return Err(FenError::new(kind, end, Some(Field::FullmoveNumber)).hinted(bytes, end));
    }
    Ok(Some(clocks))
}

/// Reads a clock of `field` at `at`; returns it and the index past it.
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
