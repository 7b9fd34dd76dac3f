//! The xiangqi FEN reader: one pass left to right over the fields, straight
//! into a 10 × 9 board, stopping at the first mistake.
//!
//! Every index is checked against the length before it is read, and every
//! loop moves forward, so no input panics and time is linear in the input,
//! which is at most [`MAX_LEN`] bytes.

use super::error::{FenError, FenErrorKind as Kind, Field};
use super::{CHINESE, Fen, MAX_LEN};
use crate::attrs::Attrs;
use crate::bridge::Clocks;
use crate::bridge::{self, byte_at, char_at, char_of};
use crate::{Board, Epin, Hand, Position};

/// A letter's set: the letters common to UCCI and WXF, or one of them.
const COMMON: u8 = 0;
const UCCI: u8 = 1;
const WXF: u8 = 2;

/// The piece each byte stands for on the board, and its letter set.
static PIECES: [Option<(Epin, u8)>; 256] = {
    let mut table = [None; 256];
    // Letter as written, its FEEN letter, its set.
    let letters: [(u8, u8, u8); 9] = [
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
    let mut i = 0;
    while i < letters.len() {
        let (written, feen, set) = letters[i];
        let attrs = if written == b'K' {
            Attrs::NormalTerminal
        } else {
            Attrs::Normal
        };
        table[written as usize] = Some((bridge::piece(feen, attrs), set));
        table[written.to_ascii_lowercase() as usize] =
            Some((bridge::piece(feen.to_ascii_lowercase(), attrs), set));
        i += 1;
    }
    table
};

/// Reads a whole xiangqi FEN.
#[allow(
    clippy::too_many_lines,
    reason = "one left-to-right reader of six fields reads best in one piece"
)]
pub(super) const fn read(bytes: &[u8]) -> Result<Fen, FenError> {
    let len = bytes.len();
    if len > MAX_LEN {
        return Err(FenError::new(Kind::TooLong { len }, MAX_LEN, None));
    }

    // The board.
    let mut board: Board<10, 9> = [[None; 9]; 10];
    let mut at = 0;
    let mut row = 0;
    let mut column = 0;
    let mut after_count = false;
    // The set of the first letter that is not common to both, and where.
    let mut set = COMMON;
    let mut set_at = 0;
    while at < len {
        let byte = bytes[at];
        if let Some((piece, letters)) = PIECES[byte as usize] {
            if column == 9 {
                return Err(FenError::rank(Kind::RankTooWide, at, row));
            }
            if letters != COMMON {
                if set == COMMON {
                    set = letters;
                    set_at = at;
                } else if set != letters {
                    let kind = Kind::MixedLetters {
                        found: char_of(bytes, at),
                        first: char_of(bytes, set_at),
                        first_at: set_at,
                    };
                    return Err(FenError::square(kind, at, row, column));
                }
            }
            board[row][column] = Some(piece);
            column += 1;
            at += 1;
            after_count = false;
            continue;
        }
        match byte {
            b'1'..=b'9' => {
                if column == 9 {
                    return Err(FenError::rank(Kind::RankTooWide, at, row));
                }
                if after_count {
                    let kind = Kind::CountAfterCount {
                        found: char_of(bytes, at),
                    };
                    return Err(FenError::square(kind, at, row, column));
                }
                column += (byte - b'0') as usize;
                if column > 9 {
                    return Err(FenError::rank(Kind::RankTooWide, at, row));
                }
                at += 1;
                after_count = true;
            }
            b'/' => {
                if column == 0 {
                    let kind = Kind::ExpectedSquare {
                        found: char_at(bytes, at),
                    };
                    return Err(FenError::square(kind, at, row, 0));
                }
                if column < 9 {
                    let kind = Kind::RankTooNarrow { squares: column };
                    return Err(FenError::rank(kind, at, row));
                }
                if row == 9 {
                    return Err(FenError::new(Kind::TooManyRanks, at, Some(Field::Board)));
                }
                row += 1;
                column = 0;
                at += 1;
                after_count = false;
            }
            b' ' => break,
            _ if column == 9 => {
                let kind = Kind::ExpectedRankEnd {
                    found: char_of(bytes, at),
                };
                return Err(FenError::rank(kind, at, row));
            }
            b'0' => return Err(FenError::square(Kind::ZeroCount, at, row, column)),
            _ => {
                let kind = Kind::ExpectedSquare {
                    found: char_at(bytes, at),
                };
                return Err(FenError::square(kind, at, row, column));
            }
        }
    }
    // The board ends at a space or at the end of the input.
    if column == 0 {
        let kind = Kind::ExpectedSquare {
            found: char_at(bytes, at),
        };
        return Err(FenError::square(kind, at, row, 0));
    }
    if column < 9 {
        let kind = Kind::RankTooNarrow { squares: column };
        return Err(FenError::rank(kind, at, row));
    }
    if row < 9 {
        let kind = Kind::TooFewRanks { ranks: row + 1 };
        return Err(FenError::new(kind, at, Some(Field::Board)));
    }

    // The side to move.
    if at >= len {
        return Err(FenError::new(Kind::MissingField, at, Some(Field::Side)));
    }
    at += 1;
    let (active, inactive) = match byte_at(bytes, at) {
        Some(b'w' | b'r') => (CHINESE, CHINESE.flipped()),
        Some(b'b') => (CHINESE.flipped(), CHINESE),
        _ => {
            let kind = Kind::Side {
                found: char_at(bytes, at),
            };
            return Err(FenError::new(kind, at, Some(Field::Side)));
        }
    };
    at += 1;

    // Castling and en passant: `-` each.
    let mut field = 0;
    while field < 2 {
        let (before, this) = if field == 0 {
            (Field::Side, Field::Castling)
        } else {
            (Field::Castling, Field::EnPassant)
        };
        match byte_at(bytes, at) {
            Some(b' ') => at += 1,
            Some(_) => {
                return Err(FenError::new(
                    Kind::ExpectedSpace {
                        found: char_of(bytes, at),
                    },
                    at,
                    Some(before),
                ));
            }
            None => return Err(FenError::new(Kind::MissingField, at, Some(this))),
        }
        if let Some(b'-') = byte_at(bytes, at) {
            at += 1;
        } else {
            let kind = Kind::ExpectedDash {
                found: char_at(bytes, at),
            };
            return Err(FenError::new(kind, at, Some(this)));
        }
        field += 1;
    }

    // The clocks, both or neither.
    let mut clocks = None;
    match byte_at(bytes, at) {
        None => {}
        Some(b' ') => {
            at += 1;
            let halfmove = match bridge::number(bytes, at) {
                Ok((halfmove, end)) => {
                    at = end;
                    halfmove
                }
                Err(error) => {
                    let found = char_at(bytes, at);
                    return Err(FenError::number(error, found, at, Field::HalfmoveClock));
                }
            };
            match byte_at(bytes, at) {
                Some(b' ') => at += 1,
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
            let fullmove = match bridge::number(bytes, at) {
                Ok((fullmove, end)) => {
                    at = end;
                    fullmove
                }
                Err(error) => {
                    let found = char_at(bytes, at);
                    return Err(FenError::number(error, found, at, Field::FullmoveNumber));
                }
            };
            let Some(read) = Clocks::new(halfmove, fullmove) else {
                let kind = Kind::ZeroFullmove;
                return Err(FenError::new(kind, at - 1, Some(Field::FullmoveNumber)));
            };
            if let Some(found) = char_at(bytes, at) {
                let kind = Kind::ExpectedEnd { found };
                return Err(FenError::new(kind, at, Some(Field::FullmoveNumber)));
            }
            clocks = Some(read);
        }
        Some(_) => {
            let kind = Kind::ExpectedSpace {
                found: char_of(bytes, at),
            };
            return Err(FenError::new(kind, at, Some(Field::EnPassant)));
        }
    }

    Ok(Fen {
        position: Position::from_scan(board, [Hand::new(), Hand::new()], active, inactive),
        clocks,
    })
}
