//! The SFEN reader: one pass left to right over the four fields, stopping
//! at the first mistake. The twin of `pin_runtime`'s `shogi/read.rs`; it
//! only decides, where the runtime also fills a board and two hands.

use super::error::{Field, SfenError, SfenErrorKind as Kind};
use super::{MAX_LEN, MAX_PIECES};
use crate::bridge::{self, byte_at, char_at, char_of};

/// The letters of the pieces on the board. Twin of
/// `pin_runtime::shogi::read::BOARD`.
const BOARD: &[u8] = b"KRBGSNLPkrbgsnlp";

/// The letters of the pieces that promote, after `+`. Twin of
/// `pin_runtime::shogi::read::PROMOTED`.
const PROMOTED: &[u8] = b"RBSNLPrbsnlp";

/// The letters of the pieces in hand, in the order of their slots. Twin of
/// `pin_runtime::shogi::read::HAND`.
pub(crate) const HAND: &[u8] = b"RBGSNLPrbgsnlp";

/// Reads a whole SFEN. Twin of `pin_runtime::shogi::read::sfen`.
#[allow(
    clippy::too_many_lines,
    reason = "one left-to-right reader of four fields, as the runtime's"
)]
pub(crate) fn sfen(bytes: &[u8]) -> Result<(), SfenError> {
    let len = bytes.len();
    if len > MAX_LEN {
        return Err(SfenError::new(Kind::TooLong { len }, MAX_LEN, None));
    }

    // The board.
    let mut at = 0;
    let mut row = 0;
    let mut column = 0;
    let mut pieces = 0;
    let mut after_count = false;
    while at < len {
        let byte = bytes[at];
        if BOARD.contains(&byte) {
            if column == 9 {
                return Err(SfenError::rank(Kind::RankTooWide, at, row));
            }
            column += 1;
            pieces += 1;
            at += 1;
            after_count = false;
            continue;
        }
        match byte {
            b'1'..=b'9' => {
                if column == 9 {
                    return Err(SfenError::rank(Kind::RankTooWide, at, row));
                }
                if after_count {
                    let kind = Kind::CountAfterCount {
                        found: char_of(bytes, at),
                    };
                    return Err(SfenError::square(kind, at, row, column));
                }
                column += usize::from(byte - b'0');
                if column > 9 {
                    return Err(SfenError::rank(Kind::RankTooWide, at, row));
                }
                at += 1;
                after_count = true;
            }
            b'+' => {
                if column == 9 {
                    return Err(SfenError::rank(Kind::RankTooWide, at, row));
                }
                if !byte_at(bytes, at + 1).is_some_and(|letter| PROMOTED.contains(&letter)) {
                    let kind = Kind::ExpectedPromotable {
                        found: char_at(bytes, at + 1),
                    };
                    return Err(SfenError::square(kind, at + 1, row, column));
                }
                column += 1;
                pieces += 1;
                at += 2;
                after_count = false;
            }
            b'/' => {
                if column == 0 {
                    let kind = Kind::ExpectedSquare {
                        found: char_at(bytes, at),
                    };
                    return Err(SfenError::square(kind, at, row, 0));
                }
                if column < 9 {
                    let kind = Kind::RankTooNarrow { squares: column };
                    return Err(SfenError::rank(kind, at, row));
                }
                if row == 8 {
                    return Err(SfenError::new(Kind::TooManyRanks, at, Some(Field::Board)));
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
                return Err(SfenError::rank(kind, at, row));
            }
            b'0' => return Err(SfenError::square(Kind::ZeroCount, at, row, column)),
            _ => {
                let kind = Kind::ExpectedSquare {
                    found: char_at(bytes, at),
                };
                return Err(SfenError::square(kind, at, row, column));
            }
        }
    }
    if column == 0 {
        let kind = Kind::ExpectedSquare {
            found: char_at(bytes, at),
        };
        return Err(SfenError::square(kind, at, row, 0));
    }
    if column < 9 {
        let kind = Kind::RankTooNarrow { squares: column };
        return Err(SfenError::rank(kind, at, row));
    }
    if row < 8 {
        let kind = Kind::TooFewRanks { ranks: row + 1 };
        return Err(SfenError::new(kind, at, Some(Field::Board)));
    }

    // The side to move.
    if at >= len {
        return Err(SfenError::new(Kind::MissingField, at, Some(Field::Side)));
    }
    at += 1;
    if !matches!(byte_at(bytes, at), Some(b'b' | b'w')) {
        let kind = Kind::Side {
            found: char_at(bytes, at),
        };
        return Err(SfenError::new(kind, at, Some(Field::Side)));
    }
    at += 1;
    match byte_at(bytes, at) {
        Some(b' ') => at += 1,
        Some(_) => {
            let kind = Kind::ExpectedSpace {
                found: char_of(bytes, at),
            };
            return Err(SfenError::new(kind, at, Some(Field::Side)));
        }
        None => return Err(SfenError::new(Kind::MissingField, at, Some(Field::Hands))),
    }

    // The hands.
    let hands_at = at;
    match byte_at(bytes, at) {
        Some(b'-') => {
            at += 1;
            if byte_at(bytes, at).is_some_and(|found| found != b' ') {
                let kind = Kind::AfterNoHands {
                    found: char_of(bytes, at),
                };
                return Err(SfenError::new(kind, at, Some(Field::Hands)));
            }
        }
        None | Some(b' ') => {
            let kind = Kind::ExpectedHands {
                found: char_at(bytes, at),
            };
            return Err(SfenError::new(kind, at, Some(Field::Hands)));
        }
        Some(_) => {
            let mut listed = [None; 14];
            while at < len && bytes[at] != b' ' {
                let item_at = at;
                let mut count = 1;
                if bytes[at].is_ascii_digit() {
                    if bytes[at] == b'0' {
                        let kind = match byte_at(bytes, at + 1) {
                            Some(b'0'..=b'9') => Kind::LeadingZero,
                            _ => Kind::HandCount { count: 0 },
                        };
                        return Err(SfenError::new(kind, at, Some(Field::Hands)));
                    }
                    count = 0;
                    while at < len && bytes[at].is_ascii_digit() {
                        count = count * 10 + usize::from(bytes[at] - b'0');
                        if count > MAX_PIECES {
                            let kind = Kind::HandCountTooLarge;
                            return Err(SfenError::new(kind, item_at, Some(Field::Hands)));
                        }
                        at += 1;
                    }
                    if count == 1 {
                        let kind = Kind::HandCount { count: 1 };
                        return Err(SfenError::new(kind, item_at, Some(Field::Hands)));
                    }
                }
                let found = byte_at(bytes, at);
                let Some(slot) = found.and_then(|letter| HAND.iter().position(|&l| l == letter))
                else {
                    let kind = match found {
                        Some(b'+') => Kind::PromotedInHand,
                        Some(b'K' | b'k') => Kind::KingInHand {
                            found: char_of(bytes, at),
                        },
                        _ => Kind::ExpectedHandPiece {
                            found: char_at(bytes, at),
                        },
                    };
                    return Err(SfenError::new(kind, at, Some(Field::Hands)));
                };
                if let Some(first) = listed[slot] {
                    let kind = Kind::Repeated {
                        letter: char_of(bytes, at),
                        first,
                    };
                    return Err(SfenError::new(kind, item_at, Some(Field::Hands)));
                }
                listed[slot] = Some(item_at);
                pieces += count;
                at += 1;
            }
        }
    }
    if pieces > MAX_PIECES {
        let kind = Kind::TooManyPieces { pieces };
        return Err(SfenError::new(kind, hands_at, Some(Field::Hands)));
    }

    // The move number, if any.
    if at < len {
        at += 1;
        match bridge::number(bytes, at) {
            Ok((_, end)) if end < len => {
                let kind = Kind::ExpectedEnd {
                    found: char_of(bytes, end),
                };
                return Err(SfenError::new(kind, end, Some(Field::MoveNumber)));
            }
            Ok(_) => {}
            Err(error) => return Err(SfenError::move_number(error, char_at(bytes, at), at)),
        }
    }
    Ok(())
}
