//! The reader: a position of 256 bits, or what is wrong with them.
//!
//! [`fast`] reads the board a window of 12 bits at a time (every empty
//! square and up to two pieces in one look-up, [`Tables::squares`]), four
//! windows from the 57 bits of one load kept in a register, so that each
//! look-up waits on the one before it and on a shift only; it places each
//! piece where its square is on the board read row by row, and counts the
//! kinds in the lanes of a word. It gives up at the first thing it does
//! not expect, and [`exact`] then reads the bits one code at a time,
//! checking everything where it is read, to name the byte at fault. Both
//! read the same positions; only the error needs the second.

use super::super::binary_error::{BinaryError, BinaryErrorKind, BinaryFormat};
use super::super::read::{BOARD, HAND_PIECES, SLOTS_BY_LETTER};
use super::super::{FILES, HAND_KINDS, JAPANESE, RANKS, Sfen, Square};
use super::{
    BITS, CODED, EMPTY, ID_KINDS, INVALID, KIND_LETTERS, KINDS, PIECES, SET, SQUARES, Tables,
    WINDOW,
};
use crate::{Board, Epin, Hand, Position, Side};

/// Reads a position written in the format of `tables`.
#[allow(
    clippy::inline_always,
    reason = "the position built in its caller's place"
)]
#[inline(always)]
pub(in crate::shogi) const fn unpack(
    bytes: &[u8; 32],
    tables: &Tables,
) -> Result<Sfen, BinaryError> {
    fast(bytes, tables)
}

/// Where each square number (file by file from `1a`) is on a board read
/// row by row (`9 * row + column`); the numbers from 81 to 127, which the
/// reader's windows may name past the last square, are put in scratch
/// places past the board's 81.
static PLACES: [u8; 256] = {
    let mut places = [0; 256];
    let mut number = 0;
    while number < 256 {
        #[allow(clippy::cast_possible_truncation, reason = "below 128")]
        let place = if number < SQUARES as usize {
            (number % RANKS) * FILES + FILES - 1 - number / RANKS
        } else {
            number
        } as u8;
        places[number] = place;
        number += 1;
    }
    places
};

/// The next 64 bits from `pos` of a stream padded with 8 bytes of 0 (of
/// which the low 57 are whole).
#[allow(clippy::inline_always, reason = "a load and a shift, in every loop")]
#[inline(always)]
const fn peek(padded: &[u8; 40], pos: u32) -> u64 {
    let at = (pos >> 3) as usize & 31;
    let bytes = [
        padded[at],
        padded[at + 1],
        padded[at + 2],
        padded[at + 3],
        padded[at + 4],
        padded[at + 5],
        padded[at + 6],
        padded[at + 7],
    ];
    u64::from_le_bytes(bytes) >> (pos & 7)
}

/// The one of each kind in 9-bit lanes, by id: 0 for an empty square.
static ONES: [u64; 256] = {
    let mut ones = [0; 256];
    let mut id = 0;
    while id < 256 {
        if ID_KINDS[id] != EMPTY {
            ones[id] = 1 << (9 * ID_KINDS[id] as u32);
        }
        id += 1;
    }
    ones
};

/// Each kind's lane in 9 bits holds one more than the set, from which the
/// count is taken: a count over the set's is then a lane's ninth bit.
const BIASED: u64 = {
    let mut biased = 0;
    let mut kind = 0;
    while kind < KINDS {
        biased |= ((255 - SET[kind]) as u64) << (9 * kind);
        kind += 1;
    }
    biased
};

/// The ninth bit of each kind's lane.
const OVER: u64 = {
    let mut over = 0;
    let mut kind = 0;
    while kind < KINDS {
        over |= 1 << (9 * kind + 8);
        kind += 1;
    }
    over
};

/// Reads a position whose every part is as the writers write it; at the
/// first thing that is not, [`exact`] reads it again for its error.
#[allow(
    clippy::cast_possible_truncation,
    reason = "fields of the tables' words"
)]
#[allow(
    clippy::inline_always,
    reason = "the position built in its caller's place"
)]
#[inline(always)]
const fn fast(bytes: &[u8; 32], tables: &Tables) -> Result<Sfen, BinaryError> {
    let mut padded = [0; 40];
    let mut i = 0;
    while i < 32 {
        padded[i] = bytes[i];
        i += 1;
    }
    let kings = u16::from_le_bytes([bytes[0], bytes[1]]);
    let sente = (kings >> 1 & 0x7f) as u32;
    let gote = (kings >> 8 & 0x7f) as u32;
    if sente >= SQUARES as u32 || gote >= SQUARES as u32 || sente == gote {
        return exact(bytes, tables);
    }
    // The board, row by row, then scratch places for the windows' pieces
    // past the last square.
    let mut rows: [[Option<Epin>; FILES]; 29] = [[None; FILES]; 29];
    let places = rows.as_flattened_mut();
    let mut counts: u64 = BIASED;
    // The kings' squares skipped: the coded square `i` is the square
    // number `i + (i >= low) + (i >= high - 1)`.
    let (low, high) = if sente < gote {
        (sente, gote)
    } else {
        (gote, sente)
    };
    let mut pos = 15;
    let mut done = 0;
    'board: loop {
        // At least 57 bits: four windows' worth, read from the register.
        let mut window = peek(&padded, pos);
        let mut step = 0;
        while step < 4 {
            let read = tables.squares[(window & ((1 << WINDOW) - 1)) as usize];
            let squares = read >> 6 & 15;
            let (first, second) = ((read >> 10 & 31) as usize, (read >> 15 & 31) as usize);
            let (first_at, second_at) = (read >> 20 & 15, read >> 24 & 15);
            let left = CODED - done;
            // Every table is indexed by bytes: no bounds to check.
            let first_at = done + first_at;
            let second_at = done + second_at;
            let first_number = first_at + (first_at >= low) as u32 + (first_at >= high - 1) as u32;
            let second_number =
                second_at + (second_at >= low) as u32 + (second_at >= high - 1) as u32;
            if squares >= left {
                // The window's squares up to the board's end.
                let first = if first_at < CODED { first } else { 0 };
                let second = if second_at < CODED { second } else { 0 };
                places[PLACES[first_number as usize & 255] as usize] = PIECES[first];
                places[PLACES[second_number as usize & 255] as usize] = PIECES[second];
                counts += ONES[first] + ONES[second];
                pos += left + tables.extra[first] as u32 + tables.extra[second] as u32;
                break 'board;
            }
            places[PLACES[first_number as usize & 255] as usize] = PIECES[first];
            places[PLACES[second_number as usize & 255] as usize] = PIECES[second];
            counts += ONES[first] + ONES[second];
            // The bits read are the low bits of `read`, the next two clear.
            window >>= read & 63;
            pos += read & 15;
            done += squares;
            step += 1;
        }
    }
    // The kings last: a window's piece not read may have named their
    // squares.
    places[PLACES[sente as usize] as usize] = BOARD[b'K' as usize];
    places[PLACES[gote as usize] as usize] = BOARD[b'k' as usize];
    // The hands and the box, by slot of `HAND_LETTERS`.
    let mut held = [0u32; 2 * HAND_KINDS];
    let mut last = 0;
    'hands: while pos < BITS {
        // At least 57 bits: eight items' worth, read from the register.
        let mut window = peek(&padded, pos);
        let mut step = 0;
        while step < 8 {
            if pos >= BITS {
                break 'hands;
            }
            let item = tables.items[(window & 0xff) as usize];
            if item.key == INVALID || pos + item.len as u32 > BITS || item.key < last {
                return exact(bytes, tables);
            }
            last = item.key;
            let kind = item.key as usize % KINDS;
            counts += 1 << (9 * kind);
            if (item.key as usize) < 2 * KINDS {
                held[item.key as usize / KINDS * HAND_KINDS + (KINDS - 1 - kind)] += 1;
            }
            window >>= item.len;
            pos += item.len as u32;
            step += 1;
        }
    }
    if pos != BITS || counts & OVER != 0 {
        return exact(bytes, tables);
    }
    let Some(board) = rows.first_chunk::<RANKS>() else {
        return exact(bytes, tables);
    };
    Ok(position(*board, &held, bytes[0] & 1 == 1))
}

/// The position of a board, the counts of the hands' slots and the side
/// to move.
#[allow(
    clippy::inline_always,
    reason = "the position built in its caller's place"
)]
#[inline(always)]
const fn position(board: Board<9, 9>, held: &[u32; 2 * HAND_KINDS], gote: bool) -> Sfen {
    let mut hands = [Hand::new(), Hand::new()];
    let [first, second] = &mut hands;
    let (sente, gote_held) = held.split_at(HAND_KINDS);
    if !is_zero(sente) {
        crate::bridge::fill_hand(first, &HAND_PIECES, held, &SLOTS_BY_LETTER[0]);
    }
    if !is_zero(gote_held) {
        crate::bridge::fill_hand(second, &HAND_PIECES, held, &SLOTS_BY_LETTER[1]);
    }
    let (active, inactive) = if gote {
        (JAPANESE.flipped(), JAPANESE)
    } else {
        (JAPANESE, JAPANESE.flipped())
    };
    Sfen {
        position: Position::from_scan(board, hands, active, inactive),
        move_number: None,
    }
}

/// Whether every count is 0.
const fn is_zero(counts: &[u32]) -> bool {
    let mut i = 0;
    let mut any = 0;
    while i < counts.len() {
        any |= counts[i];
        i += 1;
    }
    any == 0
}

/// The byte holding bit `pos`.
const fn byte(pos: u32) -> usize {
    (pos / 8) as usize
}

/// The square of a number below 81, as the formats number them.
const fn square_of(number: u8) -> Option<Square> {
    if number < SQUARES {
        Square::new(number / 9 + 1, number % 9 + 1)
    } else {
        None
    }
}

/// Reads a king's square of 7 bits, `side`'s, whose first bit is in
/// byte `at`.
const fn king(format: BinaryFormat, number: u8, side: Side, at: usize) -> Result<u8, BinaryError> {
    if number < SQUARES {
        return Ok(number);
    }
    let kind = if number == SQUARES {
        BinaryErrorKind::MissingKing { side }
    } else {
        BinaryErrorKind::KingSquare {
            side,
            found: number,
        }
    };
    Err(BinaryError::new(format, kind, at))
}

/// Reads a position one code at a time, checking each where it is read:
/// the position, or the error of the first thing no writer writes.
#[cold]
#[allow(
    clippy::cast_possible_truncation,
    reason = "king squares of 7 bits, bit counts below 256"
)]
const fn exact(bytes: &[u8; 32], tables: &Tables) -> Result<Sfen, BinaryError> {
    let format = tables.format;
    let mut padded = [0; 40];
    let mut i = 0;
    while i < 32 {
        padded[i] = bytes[i];
        i += 1;
    }
    let kings = u16::from_le_bytes([bytes[0], bytes[1]]);
    let sente = tri!(king(format, (kings >> 1) as u8 & 0x7f, Side::First, 0));
    let gote = tri!(king(format, (kings >> 8) as u8 & 0x7f, Side::Second, 1));
    if sente == gote {
        if let Some(square) = square_of(sente) {
            let kind = BinaryErrorKind::KingsOnOneSquare { square };
            return Err(BinaryError::new(format, kind, 1));
        }
    }
    let mut board: Board<9, 9> = [[None; FILES]; RANKS];
    let mut counts = [0u32; KINDS + 3];
    let mut pos = 15;
    let mut number = 0u8;
    while number < SQUARES {
        let (row, column) = (number as usize % RANKS, FILES - 1 - number as usize / RANKS);
        if number == sente {
            board[row][column] = BOARD[b'K' as usize];
        } else if number == gote {
            board[row][column] = BOARD[b'k' as usize];
        } else {
            let decoded = tables.board[(peek(&padded, pos) & 0xff) as usize];
            if pos + decoded.len as u32 > BITS {
                let kind = BinaryErrorKind::LeftOver {
                    bits: (BITS - pos) as u8,
                };
                return Err(BinaryError::new(format, kind, byte(pos)));
            }
            board[row][column] = PIECES[decoded.id as usize];
            let kind = ID_KINDS[decoded.id as usize] as usize;
            counts[kind] += 1;
            if kind < KINDS && counts[kind] > SET[kind] {
                return Err(too_many(format, kind, pos));
            }
            pos += decoded.len as u32;
        }
        number += 1;
    }
    // Counts by slot of `HAND_LETTERS` (`R B G S N L P`, sente's then
    // gote's).
    let mut held = [0u32; 2 * HAND_KINDS];
    let mut last = 0;
    while pos < BITS {
        let pattern = peek(&padded, pos) & 0xff;
        let item = tables.items[pattern as usize];
        let left = BITS - pos;
        if item.key == INVALID && item.len as u32 <= left {
            let kind = BinaryErrorKind::Code {
                bits: (pattern & ((1 << item.len) - 1)) as u8,
                len: item.len,
            };
            return Err(BinaryError::new(format, kind, byte(pos)));
        }
        if item.len as u32 > left {
            let kind = BinaryErrorKind::LeftOver { bits: left as u8 };
            return Err(BinaryError::new(format, kind, byte(pos)));
        }
        let key = item.key as usize;
        if key < last {
            let kind = BinaryErrorKind::Order {
                found: place(key),
                piece: KIND_LETTERS[key % KINDS],
                after: place(last),
                after_piece: KIND_LETTERS[last % KINDS],
            };
            return Err(BinaryError::new(format, kind, byte(pos)));
        }
        last = key;
        let kind = key % KINDS;
        counts[kind] += 1;
        if counts[kind] > SET[kind] {
            return Err(too_many(format, kind, pos));
        }
        if key < 2 * KINDS {
            // Slots run `R B G S N L P`, the kinds `P L N S G B R`.
            held[key / KINDS * HAND_KINDS + (KINDS - 1 - kind)] += 1;
        }
        pos += item.len as u32;
    }
    // The bits end with the last code, every count at most the set's: the
    // set is whole (see the module's docs).
    Ok(position(board, &held, bytes[0] & 1 == 1))
}

/// The place of an item's key: a side's hand, `None` for the box.
const fn place(key: usize) -> Option<Side> {
    match key / KINDS {
        0 => Some(Side::First),
        1 => Some(Side::Second),
        _ => None,
    }
}

/// The error of one piece of `kind` more than the set, its code at `pos`.
#[allow(clippy::cast_possible_truncation, reason = "at most 18")]
const fn too_many(format: BinaryFormat, kind: usize, pos: u32) -> BinaryError {
    let kind = BinaryErrorKind::TooMany {
        piece: KIND_LETTERS[kind],
        max: SET[kind] as u8,
    };
    BinaryError::new(format, kind, byte(pos))
}
