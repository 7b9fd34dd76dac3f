//! The SFEN reader: one pass left to right over the four fields, straight
//! into a 9 × 9 board and two hands, stopping at the first mistake.
//!
//! Every index is checked against the length before it is read, and every
//! loop moves forward, so no input panics and time is linear in the input,
//! which is at most [`MAX_LEN`] bytes.

use super::error::{Field, SfenError, SfenErrorKind as Kind};
use super::{JAPANESE, MAX_LEN, MAX_PIECES, Sfen};
use crate::attrs::Attrs;
use crate::bridge::{self, byte_at, char_at, char_of};
use crate::{Board, Epin, Hand, Position};

/// The piece each byte stands for on the board: `K R B G S N L P`, and
/// lowercase for gote; a king is terminal (`K^`).
static BOARD: [Option<Epin>; 256] = {
    let mut table = [None; 256];
    let letters = b"KRBGSNLPkrbgsnlp";
    let mut i = 0;
    while i < letters.len() {
        let attrs = if letters[i] == b'K' || letters[i] == b'k' {
            Attrs::NormalTerminal
        } else {
            Attrs::Normal
        };
        table[letters[i] as usize] = Some(bridge::piece(letters[i], attrs));
        i += 1;
    }
    table
};

/// The promoted piece each byte stands for after `+`: `R B S N L P`, and
/// lowercase for gote.
static PROMOTED: [Option<Epin>; 256] = {
    let mut table = [None; 256];
    let letters = b"RBSNLPrbsnlp";
    let mut i = 0;
    while i < letters.len() {
        table[letters[i] as usize] = Some(bridge::piece(letters[i], Attrs::Enhanced));
        i += 1;
    }
    table
};

/// The piece each byte stands for in hand, with its slot among the 14
/// (for the check that each is listed once): `R B G S N L P` for sente,
/// lowercase for gote.
static HAND: [Option<(Epin, u8)>; 256] = {
    let mut table = [None; 256];
    let letters = b"RBGSNLPrbgsnlp";
    let mut i = 0;
    while i < letters.len() {
        #[allow(clippy::cast_possible_truncation, reason = "14 letters")]
        let slot = i as u8;
        table[letters[i] as usize] = Some((bridge::piece(letters[i], Attrs::Normal), slot));
        i += 1;
    }
    table
};

/// The piece of each of the 14 slots of [`HAND`], and the slots of each
/// side in FEEN's order of letters (`B G L N P R S`), which orders items
/// of equal counts.
const SLOTS_BY_LETTER: [usize; 7] = [1, 2, 5, 4, 6, 0, 3];

/// The hands of the counts read, by slot of [`HAND`]: each hand's items in
/// FEEN's canonical order, most numerous first, then by letter.
const fn hands_of(counts: &[u8; 14]) -> [Hand; 2] {
    let mut hands = [Hand::new(), Hand::new()];
    let mut side = 0;
    while side < 2 {
        // The held slots in canonical order: by letter, then a stable
        // insertion by count, most first.
        let mut order = [0; 7];
        let mut len = 0;
        let mut i = 0;
        while i < 7 {
            let slot = side * 7 + SLOTS_BY_LETTER[i];
            if counts[slot] > 0 {
                let mut at = len;
                while at > 0 && counts[order[at - 1]] < counts[slot] {
                    order[at] = order[at - 1];
                    at -= 1;
                }
                order[at] = slot;
                len += 1;
            }
            i += 1;
        }
        let mut i = 0;
        while i < len {
            let slot = order[i];
            let letter = b"RBGSNLPrbgsnlp"[slot];
            if let Some((piece, _)) = HAND[letter as usize] {
                // At most 7 different pieces: always room.
                hands[side].push_canonical(piece, counts[slot] as u32);
            }
            i += 1;
        }
        side += 1;
    }
    hands
}

/// Reads a whole SFEN.
#[allow(
    clippy::too_many_lines,
    reason = "one left-to-right reader of four fields reads best in one piece"
)]
pub(super) const fn read(bytes: &[u8]) -> Result<Sfen, SfenError> {
    let len = bytes.len();
    if len > MAX_LEN {
        return Err(SfenError::new(Kind::TooLong { len }, MAX_LEN, None));
    }

    // The board.
    let mut board: Board<9, 9> = [[None; 9]; 9];
    let mut at = 0;
    let mut row = 0;
    let mut column = 0;
    let mut pieces = 0;
    // Whether the last square read was a count of empty squares.
    let mut after_count = false;
    while at < len {
        let byte = bytes[at];
        if let Some(piece) = BOARD[byte as usize] {
            if column == 9 {
                return Err(SfenError::rank(Kind::RankTooWide, at, row));
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
                if column == 9 {
                    return Err(SfenError::rank(Kind::RankTooWide, at, row));
                }
                if after_count {
                    let kind = Kind::CountAfterCount {
                        found: char_of(bytes, at),
                    };
                    return Err(SfenError::square(kind, at, row, column));
                }
                column += (byte - b'0') as usize;
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
                let found = byte_at(bytes, at + 1);
                let promoted = match found {
                    Some(letter) => PROMOTED[letter as usize],
                    None => None,
                };
                let Some(piece) = promoted else {
                    let kind = Kind::ExpectedPromotable {
                        found: char_at(bytes, at + 1),
                    };
                    return Err(SfenError::square(kind, at + 1, row, column));
                };
                board[row][column] = Some(piece);
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
    // The board ends at a space or at the end of the input.
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
    let (active, inactive) = match byte_at(bytes, at) {
        Some(b'b') => (JAPANESE, JAPANESE.flipped()),
        Some(b'w') => (JAPANESE.flipped(), JAPANESE),
        _ => {
            let kind = Kind::Side {
                found: char_at(bytes, at),
            };
            return Err(SfenError::new(kind, at, Some(Field::Side)));
        }
    };
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
    let mut hands = [Hand::new(), Hand::new()];
    let hands_at = at;
    match byte_at(bytes, at) {
        Some(b'-') => {
            at += 1;
            if let Some(found) = byte_at(bytes, at) {
                if found != b' ' {
                    let kind = Kind::AfterNoHands {
                        found: char_of(bytes, at),
                    };
                    return Err(SfenError::new(kind, at, Some(Field::Hands)));
                }
            }
        }
        None | Some(b' ') => {
            let kind = Kind::ExpectedHands {
                found: char_at(bytes, at),
            };
            return Err(SfenError::new(kind, at, Some(Field::Hands)));
        }
        Some(_) => {
            // Where each of the 14 pieces was first listed, for repeats,
            // and how many are held.
            let mut listed = [usize::MAX; 14];
            let mut counts = [0; 14];
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
                        count = count * 10 + (bytes[at] - b'0') as usize;
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
                let item = match found {
                    Some(letter) => HAND[letter as usize],
                    None => None,
                };
                let Some((_, slot)) = item else {
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
                let slot = slot as usize;
                if listed[slot] != usize::MAX {
                    let kind = Kind::Repeated {
                        letter: char_of(bytes, at),
                        first: listed[slot],
                    };
                    return Err(SfenError::new(kind, item_at, Some(Field::Hands)));
                }
                listed[slot] = item_at;
                #[allow(clippy::cast_possible_truncation, reason = "at most MAX_PIECES")]
                let held = count as u8;
                counts[slot] = held;
                pieces += count;
                at += 1;
            }
            hands = hands_of(&counts);
        }
    }
    if pieces > MAX_PIECES {
        let kind = Kind::TooManyPieces { pieces };
        return Err(SfenError::new(kind, hands_at, Some(Field::Hands)));
    }

    // The move number, if any.
    let mut move_number = None;
    if at < len {
        // The hands end at a space.
        at += 1;
        match bridge::number(bytes, at) {
            Ok((number, end)) => {
                if end < len {
                    let kind = Kind::ExpectedEnd {
                        found: char_of(bytes, end),
                    };
                    return Err(SfenError::new(kind, end, Some(Field::MoveNumber)));
                }
                move_number = Some(number);
            }
            Err(error) => {
                return Err(SfenError::move_number(error, char_at(bytes, at), at));
            }
        }
    }

    Ok(Sfen {
        position: Position::from_scan(board, hands, active, inactive),
        move_number,
    })
}
