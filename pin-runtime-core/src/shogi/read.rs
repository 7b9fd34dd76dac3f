//! The SFEN reader: one pass left to right over the four fields, a
//! function per field, straight into a 9 × 9 board and two hands, stopping
//! at the first mistake.
//!
//! Every index is checked against the length before it is read, and every
//! loop moves forward, so no input panics and time is linear in the input,
//! which is at most [`MAX_LEN`] bytes.

use super::error::{Field, SfenError, SfenErrorKind as Kind};
use super::{FILES, HAND_KINDS, HAND_LETTERS, JAPANESE, MAX_LEN, MAX_PIECES, RANKS, Sfen};
use crate::attrs::Attrs;
use crate::bridge::{
    self, BoardMistake, COMMON, Misread, PieceTable, SetTable, byte_at, char_at, char_of,
};
use crate::error::Hint;
use crate::{Epin, Hand, Position, Sin};

/// The piece each byte stands for on the board: `K R B G S N L P`, and
/// lowercase for gote; a king is terminal (`K^`).
pub(super) static BOARD: PieceTable = {
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
pub(super) static PROMOTED: PieceTable = {
    let mut table = [None; 256];
    let letters = b"RBSNLPrbsnlp";
    let mut i = 0;
    while i < letters.len() {
        table[letters[i] as usize] = Some(bridge::piece(letters[i], Attrs::Enhanced));
        i += 1;
    }
    table
};

/// SFEN's one set of letters.
pub(super) static ONE_SET: SetTable = [COMMON; 256];

/// The piece in hand of each slot of [`HAND_LETTERS`].
pub(super) const HAND_PIECES: [Epin; 2 * HAND_KINDS] = {
    let mut pieces = [bridge::piece(b'P', Attrs::Normal); 2 * HAND_KINDS];
    let mut slot = 0;
    while slot < pieces.len() {
        pieces[slot] = bridge::piece(HAND_LETTERS[slot], Attrs::Normal);
        slot += 1;
    }
    pieces
};

/// The slot in [`HAND_LETTERS`] of each byte that stands for a piece in
/// hand.
pub(super) static HAND_SLOTS: [Option<u8>; 256] = {
    let mut table = [None; 256];
    let mut slot = 0;
    while slot < HAND_LETTERS.len() {
        #[allow(clippy::cast_possible_truncation, reason = "14 letters")]
        let index = slot as u8;
        table[HAND_LETTERS[slot] as usize] = Some(index);
        slot += 1;
    }
    table
};

/// The slots of sente's and gote's pieces in hand in FEEN's order of
/// letters (`B G L N P R S`), which orders items of equal counts.
pub(super) const SLOTS_BY_LETTER: [[usize; HAND_KINDS]; 2] =
    [[1, 2, 5, 4, 6, 0, 3], [8, 9, 12, 11, 13, 7, 10]];

/// No slot listed yet, in the index where each slot was first listed.
const UNLISTED: usize = usize::MAX;

/// The error of a board that starts with a USI keyword (`sfen `,
/// `position `), named as one; else `error`.
#[cold]
const fn keyword_or(bytes: &[u8], error: SfenError) -> SfenError {
    let keyword = match bytes {
        [b's', b'f', b'e', b'n', b' ', ..] => "sfen",
        [b'p', b'o', b's', b'i', b't', b'i', b'o', b'n', b' ', ..] => "position",
        _ => return error,
    };
    let error = SfenError::new(Kind::Keyword { keyword }, 0, Some(Field::Board));
    // `position startpos` holds no SFEN: the whole command is for
    // `from_position_command`.
    if bridge::has(bytes, 9, b"startpos") {
        error.with_extra(Hint::Moves)
    } else {
        error
    }
}

/// Reads a whole SFEN.
pub(super) const fn read(bytes: &[u8]) -> Result<Sfen, SfenError> {
    let len = bytes.len();
    if len > MAX_LEN {
        return Err(SfenError::new(Kind::TooLong { len }, MAX_LEN, None));
    }
    let mut board = [[None; FILES]; RANKS];
    let read = bridge::read_board::<RANKS, FILES, false, true, false, false>(
        bytes, &mut board, &BOARD, &ONE_SET, &PROMOTED,
    );
    let (at, board_pieces) = tri!(read, |misread| keyword_or(bytes, board_error(misread)));
    let (active, inactive, at) = tri!(read_side(bytes, at));
    let (hands, at) = tri!(read_hands(bytes, at, board_pieces));
    let move_number = tri!(read_move_number(bytes, at));
    Ok(Sfen {
        position: Position::from_scan(board, hands, active, inactive),
        move_number,
    })
}

/// The error of a mistake on the board.
#[cold]
pub(super) const fn board_error(misread: Misread) -> SfenError {
    let kind = match misread.mistake {
        BoardMistake::ExpectedSquare { found } => Kind::ExpectedSquare { found },
        BoardMistake::ExpectedRankEnd { found } => Kind::ExpectedRankEnd { found },
        BoardMistake::ExpectedPromotable { found } => Kind::ExpectedPromotable { found },
        BoardMistake::ZeroCount => Kind::ZeroCount,
        BoardMistake::CountAfterCount { found } => Kind::CountAfterCount { found },
        BoardMistake::RankTooWide => Kind::RankTooWide,
        BoardMistake::RankTooNarrow { squares } => Kind::RankTooNarrow { squares },
        BoardMistake::TooManyRanks => Kind::TooManyRanks,
        BoardMistake::TooFewRanks { ranks } => Kind::TooFewRanks { ranks },
        // Not found: SFEN has one set of letters.
        BoardMistake::MixedLetters { found, .. } => Kind::ExpectedSquare { found: Some(found) },
    };
    SfenError::on_board(kind, misread)
}

/// Reads the side to move after the space that ends the board at `at`,
/// and the space after it; returns the styles of the side to move and of
/// the other, and the index of the hands.
#[inline]
const fn read_side(bytes: &[u8], at: usize) -> Result<(Sin, Sin, usize), SfenError> {
    if at >= bytes.len() {
        return Err(SfenError::new(Kind::MissingField, at, Some(Field::Side)));
    }
    let at = at + 1;
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
    let at = at + 1;
    match byte_at(bytes, at) {
        Some(b' ') => Ok((active, inactive, at + 1)),
        Some(_) => {
            let kind = Kind::ExpectedSpace {
                found: char_of(bytes, at),
            };
            Err(SfenError::new(kind, at, Some(Field::Side)))
        }
        None => Err(SfenError::new(Kind::MissingField, at, Some(Field::Hands))),
    }
}

/// Reads the hands from `at`: `-`, or items of an optional count and a
/// letter, each piece listed once. Returns them and the index past them;
/// `board_pieces` is the number of pieces on the board, bounded with them
/// by [`MAX_PIECES`].
#[inline]
const fn read_hands(
    bytes: &[u8],
    start: usize,
    board_pieces: usize,
) -> Result<([Hand; 2], usize), SfenError> {
    let mut hands = [Hand::new(), Hand::new()];
    match byte_at(bytes, start) {
        Some(b'-') => {
            let at = start + 1;
            match byte_at(bytes, at) {
                Some(b' ') | None => return Ok((hands, at)),
                Some(_) => {
                    let kind = Kind::AfterNoHands {
                        found: char_of(bytes, at),
                    };
                    return Err(SfenError::new(kind, at, Some(Field::Hands)));
                }
            }
        }
        None | Some(b' ') => {
            let kind = Kind::ExpectedHands {
                found: char_at(bytes, start),
            };
            return Err(SfenError::new(kind, start, Some(Field::Hands)));
        }
        Some(_) => {}
    }
    // Where each slot was first listed, for repeats, and how many are held.
    let mut listed = [UNLISTED; 2 * HAND_KINDS];
    let mut counts = [0; 2 * HAND_KINDS];
    let mut pieces = board_pieces;
    let mut at = start;
    while at < bytes.len() && bytes[at] != b' ' {
        let (slot, count, end) = tri!(read_item(bytes, at));
        if listed[slot] != UNLISTED {
            let kind = Kind::Repeated {
                letter: HAND_LETTERS[slot] as char,
                first: listed[slot],
            };
            return Err(SfenError::new(kind, at, Some(Field::Hands)));
        }
        listed[slot] = at;
        counts[slot] = count;
        pieces += count as usize;
        at = end;
    }
    if pieces > MAX_PIECES {
        let kind = Kind::TooManyPieces { pieces };
        return Err(SfenError::new(kind, start, Some(Field::Hands)));
    }
    let [sente, gote] = &mut hands;
    bridge::fill_hand(sente, &HAND_PIECES, &counts, &SLOTS_BY_LETTER[0]);
    bridge::fill_hand(gote, &HAND_PIECES, &counts, &SLOTS_BY_LETTER[1]);
    Ok((hands, at))
}

/// Reads the item of the hands at `at`: an optional count from 2, then a
/// letter. Returns the letter's slot, the count and the index past it.
#[inline]
const fn read_item(bytes: &[u8], at: usize) -> Result<(usize, u32, usize), SfenError> {
    let (count, letter_at) = tri!(read_count(bytes, at));
    let found = byte_at(bytes, letter_at);
    let slot = match found {
        Some(letter) => HAND_SLOTS[letter as usize],
        None => None,
    };
    let Some(slot) = slot else {
        let kind = match found {
            Some(b'+') => Kind::PromotedInHand,
            Some(b'K' | b'k') => Kind::KingInHand {
                found: char_of(bytes, letter_at),
            },
            _ => Kind::ExpectedHandPiece {
                found: char_at(bytes, letter_at),
            },
        };
        return Err(SfenError::new(kind, letter_at, Some(Field::Hands)));
    };
    Ok((slot as usize, count, letter_at + 1))
}

/// Reads the count of a hand item at `at`, 1 when none is written; returns
/// it and the index past it. A count is decimal from 2, at most
/// [`MAX_PIECES`].
#[inline]
const fn read_count(bytes: &[u8], at: usize) -> Result<(u32, usize), SfenError> {
    let field = Some(Field::Hands);
    match byte_at(bytes, at) {
        Some(b'0') => {
            let kind = match byte_at(bytes, at + 1) {
                Some(b'0'..=b'9') => Kind::LeadingZero,
                _ => Kind::HandCount { count: 0 },
            };
            return Err(SfenError::new(kind, at, field));
        }
        Some(b'1'..=b'9') => {}
        _ => return Ok((1, at)),
    }
    let mut count = 0;
    let mut end = at;
    while end < bytes.len() && bytes[end].is_ascii_digit() {
        count = count * 10 + (bytes[end] - b'0') as usize;
        if count > MAX_PIECES {
            return Err(SfenError::new(Kind::HandCountTooLarge, at, field));
        }
        end += 1;
    }
    if count == 1 {
        return Err(SfenError::new(Kind::HandCount { count: 1 }, at, field));
    }
    #[allow(clippy::cast_possible_truncation, reason = "at most MAX_PIECES")]
    Ok((count as u32, end))
}

/// Reads the move number, if any, after the space at `at` that ends the
/// hands; the end of the input ends the SFEN without one.
#[inline]
const fn read_move_number(bytes: &[u8], at: usize) -> Result<Option<u32>, SfenError> {
    if at >= bytes.len() {
        return Ok(None);
    }
    let at = at + 1;
    match bridge::number(bytes, at) {
        Ok((number, end)) => {
            if end < bytes.len() {
                let kind = Kind::ExpectedEnd {
                    found: char_of(bytes, end),
                };
                return Err(SfenError::new(kind, end, Some(Field::MoveNumber)).hinted(bytes, end));
            }
            Ok(Some(number))
        }
        Err(error) => {
            let missing = Kind::ExpectedMoveNumber {
                found: char_at(bytes, at),
            };
            Err(SfenError::number(error, missing, at, Field::MoveNumber).hinted(bytes, at))
        }
    }
}
