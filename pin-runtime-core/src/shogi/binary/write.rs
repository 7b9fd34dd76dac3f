//! The writer: a position's 256 bits.
//!
//! The board is read file by file, two squares a look-up (each square's id
//! looked up from its code, the pair's codes and counts from the two ids),
//! each file's codes gathered in one word (at most 62 bits for a position
//! of one set: four pieces of 8 bits, five of 6) and then added to the
//! stream, whose last bits wait in a register until 64 are full; what is
//! counted (the kinds, the kings) is counted in 7-bit lanes of one word.
//! Every shift is masked and every index is masked to its array, so a
//! position that does not fit writes nothing wrong before it is refused.

use super::super::binary_error::PackError;
use super::super::{FILES, RANKS, Sfen, Square};
use super::{
    GOTE_KING, KIND_BYTES, KIND_LETTERS, KINDS, NO_PIECE_ID, PAIR_INCREMENTS, PAIRS, SECOND_IDS,
    SENTE_KING, SET, SQUARE_IDS, SQUARES, Tables, square_index,
};
use crate::{Board, Epin, Hand, Side};

/// The bits being written: those not yet in a whole word wait in `waiting`
/// (`fill` of them, fewer than 64), the words go to `words`.
struct Stream {
    waiting: u64,
    fill: u32,
    words: [u64; 8],
    written: usize,
}

impl Stream {
    /// Writes the `len` bits of `bits` (at most 64), the first lowest,
    /// without a branch: the word is stored every time, and counts as
    /// written when full.
    #[allow(
        clippy::inline_always,
        reason = "a few shifts, once a file and once an item"
    )]
    #[inline(always)]
    const fn put(&mut self, bits: u64, len: u32) {
        let fill = self.fill & 63;
        let waiting = self.waiting | bits << fill;
        // The bits past the word, none when `fill` is 0.
        let spill = (bits >> 1) >> (63 - fill);
        let total = fill + len;
        let whole = total >= 64;
        self.words[self.written & 7] = waiting;
        self.written += whole as usize;
        self.waiting = if whole { spill } else { waiting };
        self.fill = if whole { total - 64 } else { total };
    }
}

/// The count of lane `lane` (7 bits) of `counts`.
#[allow(clippy::cast_possible_truncation, reason = "7 bits")]
const fn lane(counts: u64, lane: u8) -> u32 {
    (counts >> (7 * lane as u32)) as u32 & 0x7f
}

/// How many of each kind `hand` holds.
#[allow(clippy::inline_always, reason = "mostly an empty hand, once a side")]
#[inline(always)]
const fn held(hand: &Hand) -> [u32; KINDS] {
    let mut held = [0; KINDS];
    let mut i = 0;
    while i < hand.len() {
        if let Some((piece, count)) = hand.item(i) {
            held[HAND_KIND[piece.letter_byte() as usize] as usize] += count;
        }
        i += 1;
    }
    held
}

/// The kind of each letter byte a hand holds (either case); 0 for others,
/// which a checked position never holds.
static HAND_KIND: [u8; 256] = {
    let mut kinds = [0; 256];
    let mut kind = 0;
    while kind < KINDS {
        #[allow(clippy::cast_possible_truncation, reason = "7 kinds")]
        let value = kind as u8;
        kinds[KIND_BYTES[kind] as usize] = value;
        kinds[(KIND_BYTES[kind] | 0x20) as usize] = value;
        kind += 1;
    }
    kinds
};

/// The pieces of a set, kings left out.
const SET_PIECES: u32 = {
    let mut all = 0;
    let mut kind = 0;
    while kind < KINDS {
        all += SET[kind];
        kind += 1;
    }
    all
};

/// Writes the position of `sfen` in the format of `tables`.
pub(in crate::shogi) const fn pack(sfen: &Sfen, tables: &Tables) -> Result<[u8; 32], PackError> {
    let position = &sfen.position;
    let board = position.board();
    // The side and the kings' squares go into the first 15 bits last.
    let mut stream = Stream {
        waiting: 0,
        fill: 15,
        words: [0; 8],
        written: 0,
    };
    // 7-bit lanes: the kinds, then the kings.
    let mut counts: u64 = 0;
    // The columns where a king of each side was counted last.
    let mut king_columns = [0; 2];
    let mut column = FILES;
    while column > 0 {
        column -= 1;
        let before = counts;
        // Two squares a look-up: their ids, then their codes and counts.
        let mut bits: u64 = 0;
        let mut len = 0u32;
        let mut row = 0;
        while row < RANKS {
            let first = SQUARE_IDS[square_index(Epin::code_or_zero(board[row][column]))];
            let second = if row + 1 < RANKS {
                SECOND_IDS[square_index(Epin::code_or_zero(board[row + 1][column]))]
            } else {
                (NO_PIECE_ID as u16) << 5
            };
            // Both ids below 32: the mask only spares a bound's check.
            let pair = (first as usize | second as usize) & (PAIRS - 1);
            let encoded = tables.pairs[pair];
            bits |= ((encoded & 0xffff) as u64) << (len & 63);
            len += encoded >> 16;
            counts += PAIR_INCREMENTS[pair];
            row += 2;
        }
        stream.put(bits, len);
        let added = counts - before;
        if lane(added, SENTE_KING) != 0 {
            king_columns[0] = column;
        }
        if lane(added, GOTE_KING) != 0 {
            king_columns[1] = column;
        }
    }
    if lane(counts, SENTE_KING) != 1 || lane(counts, GOTE_KING) != 1 {
        return Err(king_error(sfen));
    }
    let held = [
        held(position.hand(Side::First)),
        held(position.hand(Side::Second)),
    ];
    let mut totals = [0; KINDS];
    let mut kind = 0;
    while kind < KINDS {
        #[allow(clippy::cast_possible_truncation, reason = "7 kinds")]
        let total = lane(counts, kind as u8) + held[0][kind] + held[1][kind];
        if total > SET[kind] {
            return Err(PackError::TooMany {
                piece: KIND_LETTERS[kind],
                count: total,
                max: SET[kind],
            });
        }
        totals[kind] = total;
        kind += 1;
    }
    let in_hand = position.hand(Side::First).len() + position.hand(Side::Second).len() > 0;
    items(&mut stream, tables, &held, &totals, in_hand);
    let turn = if position.turn().is_first() { 0 } else { 1 };
    let sente = king_square(board, king_columns[0], b'K') as u64;
    let gote = king_square(board, king_columns[1], b'k') as u64;
    stream.words[0] |= turn | sente << 1 | gote << 8;
    let mut bytes = [0; 32];
    let mut i = 0;
    while i < 32 {
        bytes[i] = stream.words[i / 8].to_le_bytes()[i % 8];
        i += 1;
    }
    Ok(bytes)
}

/// Writes the pieces in hand (`held`, when `in_hand`) and those of the
/// set neither there nor on the board (`totals` counts the board's and
/// the hands').
#[allow(clippy::inline_always, reason = "once a position, mostly nothing")]
#[inline(always)]
const fn items(
    stream: &mut Stream,
    tables: &Tables,
    held: &[[u32; KINDS]; 2],
    totals: &[u32; KINDS],
    in_hand: bool,
) {
    let mut all = 0;
    let mut kind = 0;
    while kind < KINDS {
        all += totals[kind];
        kind += 1;
    }
    // Most positions hold nothing in hand and the whole set on the board.
    if in_hand {
        let mut side = 0;
        while side < 2 {
            let mut kind = 0;
            while kind < KINDS {
                let code = tables.hand[side][kind];
                let mut n = held[side][kind];
                while n > 0 {
                    stream.put(code.bits as u64, code.len as u32);
                    n -= 1;
                }
                kind += 1;
            }
            side += 1;
        }
    }
    let mut kind = 0;
    while kind < KINDS && all < SET_PIECES {
        let code = tables.piece_box[kind];
        let mut n = SET[kind] - totals[kind];
        while n > 0 {
            stream.put(code.bits as u64, code.len as u32);
            n -= 1;
        }
        kind += 1;
    }
}

/// The number of the square of the king `letter` in `column`, which
/// holds it.
#[allow(clippy::cast_possible_truncation, reason = "squares below 81")]
const fn king_square(board: &Board<9, 9>, column: usize, letter: u8) -> u8 {
    let mut row = 0;
    while row < RANKS {
        if let Some(piece) = board[row][column] {
            if piece.letter_byte() == letter {
                break;
            }
        }
        row += 1;
    }
    ((FILES - 1 - column) * RANKS + row) as u8
}

/// The error of a position without one king a side: the first side with
/// none, or the second king of the first side with two, in the formats'
/// order of squares.
#[cold]
#[allow(clippy::cast_possible_truncation, reason = "squares below 81")]
const fn king_error(sfen: &Sfen) -> PackError {
    let board = sfen.position.board();
    let mut kings = [0u32; 2];
    let mut seconds: [Option<Square>; 2] = [None, None];
    let mut number = 0;
    while number < SQUARES as usize {
        let (row, column) = (number % RANKS, FILES - 1 - number / RANKS);
        if let Some(piece) = board[row][column] {
            let side = match piece.letter_byte() {
                b'K' => 0,
                b'k' => 1,
                _ => 2,
            };
            if side < 2 {
                kings[side] += 1;
                if kings[side] == 2 {
                    seconds[side] = Square::new((number / RANKS) as u8 + 1, row as u8 + 1);
                }
            }
        }
        number += 1;
    }
    let mut side = 0;
    while side < 2 {
        let owner = if side == 0 { Side::First } else { Side::Second };
        if kings[side] == 0 {
            return PackError::NoKing { side: owner };
        }
        if let Some(square) = seconds[side] {
            return PackError::SecondKing {
                side: owner,
                square,
            };
        }
        side += 1;
    }
    PackError::NoKing { side: Side::First }
}
