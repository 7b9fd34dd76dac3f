//! The xiangqi FEN reader: one pass left to right over the fields, stopping
//! at the first mistake. The twin of `pin_runtime`'s `xiangqi/read.rs`; it
//! only decides, where the runtime also fills a board.

use super::MAX_LEN;
use super::error::{FenError, FenErrorKind as Kind, Field};
use crate::bridge::{self, byte_at, char_at, char_of};

/// A letter's set: the letters common to UCCI and WXF, or one of them. Twin
/// of `pin_runtime::xiangqi::read::{COMMON, UCCI, WXF}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Set {
    Common,
    Ucci,
    Wxf,
}

/// The set of a letter on the board, either case, `None` for a byte that is
/// no piece. Twin of `pin_runtime::xiangqi::read::PIECES`.
pub(crate) fn set_of(byte: u8) -> Option<Set> {
    match byte.to_ascii_uppercase() {
        b'K' | b'A' | b'R' | b'C' | b'P' => Some(Set::Common),
        b'N' | b'B' => Some(Set::Ucci),
        b'H' | b'E' => Some(Set::Wxf),
        _ => None,
    }
}

/// Reads a whole xiangqi FEN. Twin of `pin_runtime::xiangqi::read::fen`.
#[allow(
    clippy::too_many_lines,
    reason = "one left-to-right reader of six fields, as the runtime's"
)]
pub(crate) fn fen(bytes: &[u8]) -> Result<(), FenError> {
    let len = bytes.len();
    if len > MAX_LEN {
        return Err(FenError::new(Kind::TooLong { len }, MAX_LEN, None));
    }

    // The board.
    let mut at = 0;
    let mut row = 0;
    let mut column = 0;
    let mut after_count = false;
    let mut set = Set::Common;
    let mut set_at = 0;
    while at < len {
        let byte = bytes[at];
        if let Some(letters) = set_of(byte) {
            if column == 9 {
                return Err(FenError::rank(Kind::RankTooWide, at, row));
            }
            if letters != Set::Common {
                if set == Set::Common {
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
                column += usize::from(byte - b'0');
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
    if !matches!(byte_at(bytes, at), Some(b'w' | b'r' | b'b')) {
        let kind = Kind::Side {
            found: char_at(bytes, at),
        };
        return Err(FenError::new(kind, at, Some(Field::Side)));
    }
    at += 1;

    // Castling and en passant: `-` each.
    for (before, this) in [
        (Field::Side, Field::Castling),
        (Field::Castling, Field::EnPassant),
    ] {
        match byte_at(bytes, at) {
            Some(b' ') => at += 1,
            Some(_) => {
                let kind = Kind::ExpectedSpace {
                    found: char_of(bytes, at),
                };
                return Err(FenError::new(kind, at, Some(before)));
            }
            None => return Err(FenError::new(Kind::MissingField, at, Some(this))),
        }
        if byte_at(bytes, at) != Some(b'-') {
            let kind = Kind::ExpectedDash {
                found: char_at(bytes, at),
            };
            return Err(FenError::new(kind, at, Some(this)));
        }
        at += 1;
    }

    // The clocks, both or neither.
    match byte_at(bytes, at) {
        None => Ok(()),
        Some(b' ') => {
            at += 1;
            at = bridge::number(bytes, at)
                .map_err(|error| {
                    FenError::number(error, char_at(bytes, at), at, Field::HalfmoveClock)
                })?
                .1;
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
            let (fullmove, end) = bridge::number(bytes, at).map_err(|error| {
                FenError::number(error, char_at(bytes, at), at, Field::FullmoveNumber)
            })?;
            at = end;
            if fullmove == 0 {
                let kind = Kind::ZeroFullmove;
                return Err(FenError::new(kind, at - 1, Some(Field::FullmoveNumber)));
            }
            match char_at(bytes, at) {
                Some(found) => {
                    let kind = Kind::ExpectedEnd { found };
                    Err(FenError::new(kind, at, Some(Field::FullmoveNumber)))
                }
                None => Ok(()),
            }
        }
        Some(_) => {
            let kind = Kind::ExpectedSpace {
                found: char_of(bytes, at),
            };
            Err(FenError::new(kind, at, Some(Field::EnPassant)))
        }
    }
}
