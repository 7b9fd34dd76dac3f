//! The reader: a position of 256 bits, or what is wrong with them.
//!
//! [`fast`] reads the board a window of 14 bits at a time (every empty
//! square and up to two pieces in one look-up, [`Tables::squares`]), four
//! windows from the bits kept in a register, so that each look-up waits
//! on the one before it and on a shift only. Every fourth look-up the
//! register takes the next whole bytes above the bits it has left, from a
//! load whose address was known a round before, so that the refill waits
//! on that round's count of bits only. The loads read the caller's bytes
//! themselves, not a padded copy: a load of 8 bytes that straddles two
//! stores of a copy just made waits until they reach the cache. Each piece
//! goes straight to its place on the board of the position returned, from
//! a table of the places of the coded squares (all but the kings') built
//! for the position in three copies, of a type of 81 values ([`Place`]),
//! so that no piece put checks a bound; and the kinds are counted in the
//! lanes of a word. The first four windows are looked up before anything
//! else is set up, so that the chain of look-ups starts at once. It gives
//! up at the first thing it does not expect, and [`exact`] then reads the
//! bits one code at a time, checking everything where it is read, to name
//! the byte at fault. Both read the same positions; only the error needs
//! the second.

use super::super::binary_error::{BinaryError, BinaryErrorKind, BinaryFormat};
use super::super::read::{BOARD, HAND_PIECES, SLOTS_BY_LETTER};
use super::super::{FILES, HAND_KINDS, JAPANESE, RANKS, Sfen, Square};
use super::{
    BITS, CODED, ID_KINDS, INVALID, KIND_LETTERS, KINDS, PIECES, SET, SQUARES, Tables, WINDOW,
    kind_lanes,
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

/// Declares [`Place`] and [`EVERY_PLACE`] from the names of the places.
macro_rules! places {
    ($($name:ident)*) => {
        /// A place of the board read row by row (`9 * row + column`). Its
        /// 81 values are all a `Place` can hold, which the compiler knows of
        /// every one loaded: the board takes it with no check of its bound.
        #[derive(Clone, Copy)]
        #[repr(u8)]
        enum Place {
            $($name),*
        }

        /// Every place, in order.
        const EVERY_PLACE: [Place; SQUARES as usize] = [$(Place::$name),*];
    };
}

places!(
    P0 P1 P2 P3 P4 P5 P6 P7 P8 P9 P10 P11 P12 P13 P14 P15 P16 P17 P18 P19 P20 P21 P22 P23 P24
    P25 P26 P27 P28 P29 P30 P31 P32 P33 P34 P35 P36 P37 P38 P39 P40 P41 P42 P43 P44 P45 P46 P47
    P48 P49 P50 P51 P52 P53 P54 P55 P56 P57 P58 P59 P60 P61 P62 P63 P64 P65 P66 P67 P68 P69 P70
    P71 P72 P73 P74 P75 P76 P77 P78 P79 P80
);

/// Where each square number (file by file from `1a`) is on a board read
/// row by row; the numbers from 81 on, which no square has, the last place
/// (no window names them: see [`coded_places`]).
static PLACES: [Place; 256] = {
    let mut places = [Place::P80; 256];
    let mut number = 0;
    while number < SQUARES as usize {
        places[number] = EVERY_PLACE[(number % RANKS) * FILES + FILES - 1 - number / RANKS];
        number += 1;
    }
    places
};

// A refill leaves at least 56 bits in the register, four windows' worth.
const _: () = assert!(4 * WINDOW <= 56);

/// The coded squares a window may name: a window of [`WINDOW`] bits reads
/// at most 14 squares, and names a piece it did not read 15 squares on,
/// so up to the coded square `78 + 15`.
const NAMED: usize = CODED as usize + 16;

/// The length of a copy of [`PLACES`] into a position's places of its
/// coded squares: a run of the squares between the kings takes one or
/// two.
const RUN: usize = 48;

/// The places of a position's coded squares: as many as the copies reach
/// (a second copy of a run is made only from a start below 31).
const AT: usize = 128;

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

/// The next 64 bits from `pos` (below 256) of the 32 bytes, 0 past them
/// (of which the low 57 are whole), read from the bytes themselves.
#[allow(clippy::inline_always, reason = "a load and two shifts, in every loop")]
#[inline(always)]
const fn peek_bytes(bytes: &[u8; 32], pos: u32) -> u64 {
    word(bytes, (pos >> 3) as usize & 31) >> (pos & 7)
}

/// The 8 bytes from `at` of the 32 bytes, little-endian, 0 past them up
/// to the 32nd, and from the 33rd some of the last 8 again: a board whose
/// codes run past the 256th bit is refused whatever bits follow.
#[allow(clippy::inline_always, reason = "a load and a shift, in every loop")]
#[inline(always)]
const fn word(bytes: &[u8; 32], at: usize) -> u64 {
    let base = if at < 24 { at } else { 24 };
    let bytes = [
        bytes[base],
        bytes[base + 1],
        bytes[base + 2],
        bytes[base + 3],
        bytes[base + 4],
        bytes[base + 5],
        bytes[base + 6],
        bytes[base + 7],
    ];
    u64::from_le_bytes(bytes) >> ((8 * (at - base)) & 63)
}

/// The one of each kind in 9-bit lanes, by id: 0 for an empty square.
static ONES: [u64; 256] = kind_lanes::<256>(9);

/// The ones of two ids at once, by the first id and the second's 5 bits
/// above it (as a window's entry holds them).
static PAIRS: [u64; 1024] = {
    let mut pairs = [0; 1024];
    let mut pair = 0;
    while pair < 1024 {
        pairs[pair] = ONES[pair & 31] + ONES[pair >> 5];
        pair += 1;
    }
    pairs
};

/// The pieces of two ids at once, indexed as [`PAIRS`].
static PAIR_PIECES: [[Option<Epin>; 2]; 1024] = {
    let mut pieces = [[None; 2]; 1024];
    let mut pair = 0;
    while pair < 1024 {
        pieces[pair] = [PIECES[pair & 31], PIECES[pair >> 5]];
        pair += 1;
    }
    pieces
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

/// Copies [`RUN`] places of [`PLACES`] from square number `from` into
/// `at` from coded square `to` (`to + RUN` at most [`AT`]).
#[allow(clippy::inline_always, reason = "fixed copies, once a position")]
#[inline(always)]
const fn run(at: &mut [Place; AT], to: usize, from: usize) {
    if let (Some((_, to)), Some((_, from))) =
        (at.split_at_mut_checked(to), PLACES.split_at_checked(from))
    {
        if let (Some(to), Some(from)) = (to.first_chunk_mut::<RUN>(), from.first_chunk::<RUN>()) {
            *to = *from;
        }
    }
}

/// The place of each coded square on the board read row by row for kings
/// on the squares `sente` and `gote` (different, below 81): the squares'
/// places in three runs, the kings' skipped; past the last coded square,
/// which a window's piece not read may name, sente's king's place, where
/// the king is put last.
#[allow(clippy::inline_always, reason = "fixed copies, once a position")]
#[inline(always)]
const fn coded_places(at: &mut [Place; AT], sente: u32, gote: u32) {
    let (sente, gote) = (sente as usize, gote as usize);
    let (low, high) = if sente < gote {
        (sente, gote)
    } else {
        (gote, sente)
    };
    if let Some(places) = PLACES.first_chunk::<AT>() {
        *at = *places;
    }
    // The squares between the kings, one square on; past the second, two.
    // A run longer than a copy is copied twice, from a start below 31.
    run(at, low, low + 1);
    if high - 1 - low > RUN {
        run(at, low + RUN, low + 1 + RUN);
    }
    run(at, high - 1, high + 1);
    if high - 1 + RUN < CODED as usize {
        run(at, high - 1 + RUN, high + 1 + RUN);
    }
    if let Some((_, past)) = at.split_at_mut_checked(CODED as usize) {
        if let Some(past) = past.first_chunk_mut::<{ NAMED - CODED as usize }>() {
            *past = [PLACES[sente]; NAMED - CODED as usize];
        }
    }
}

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
    let kings = u16::from_le_bytes([bytes[0], bytes[1]]);
    let sente = (kings >> 1 & 0x7f) as u32;
    let gote = (kings >> 8 & 0x7f) as u32;
    if sente >= SQUARES as u32 || gote >= SQUARES as u32 || sente == gote {
        return exact(bytes, tables);
    }
    // The first four windows looked up before the position is set up, so
    // that the chain of look-ups, which bounds a read, starts at once: 57
    // bits from the byte of gote's king, four windows' worth, and 56
    // squares at most, short of the board's end.
    let mut window = match bytes.split_at(1).1.first_chunk::<8>() {
        Some(first) => u64::from_le_bytes(*first) >> 7,
        None => 0,
    };
    let mut valid: u32 = 57;
    let round = look_up_round(tables, &mut window, &mut valid);
    let mut next = 9;
    let sente_place = PLACES[sente as usize];
    let mut at = [Place::P0; AT];
    coded_places(&mut at, sente, gote);
    // The position, its pieces put in place as they are read.
    let mut sfen = empty(kings & 1 == 1);
    let (board, hands) = sfen.position.board_and_hands_mut();
    // All of the board's 81 places (the `else` is never taken).
    let Some(places) = board
        .as_flattened_mut()
        .first_chunk_mut::<{ SQUARES as usize }>()
    else {
        return exact(bytes, tables);
    };
    let mut counts: u64 = BIASED;
    let mut done = put_round(places, &at, &round, &mut counts);
    // The bits not yet read, as many as the low 6 bits of `valid` (its
    // others are left over from the windows' entries), the next from the
    // byte `next`.
    let mut pos;
    'board: loop {
        // At least 56 bits, four windows' worth: the next whole bytes
        // added above those left, from a load that waits on none of them.
        valid &= 63;
        window |= word(bytes, next) << valid;
        next += (63 - valid as usize) >> 3;
        valid |= 0b11_1000;
        let mut step = 0;
        while step < 4 {
            let read = tables.squares(window);
            // Every table is indexed by bytes or masked: no bounds to
            // check.
            let first_at = at[(done + (read >> 20 & 15) as usize) & 127] as usize;
            let second_at = at[(done + (read >> 28) as usize) & 127] as usize;
            let squares = (read >> 6 & 15) as usize;
            if done + squares >= CODED as usize {
                // The window's squares up to the board's end.
                #[allow(clippy::cast_possible_truncation, reason = "below 79")]
                let left = (CODED as usize - done) as u32;
                let (first, second) = ((read >> 10 & 31) as usize, (read >> 15 & 31) as usize);
                let first = if read >> 20 & 15 < left { first } else { 0 };
                let second = if read >> 28 < left { second } else { 0 };
                put(places, first_at, PIECES[first]);
                put(places, second_at, PIECES[second]);
                counts += ONES[first] + ONES[second];
                pos = 8 * next as u32 - (valid & 63)
                    + left
                    + tables.extra[first] as u32
                    + tables.extra[second] as u32;
                break 'board;
            }
            // Both pieces and their counts by the two ids at once.
            let pair = (read >> 10 & 1023) as usize;
            let [first_piece, second_piece] = PAIR_PIECES[pair];
            put(places, first_at, first_piece);
            put(places, second_at, second_piece);
            counts += PAIRS[pair];
            // The bits read are the low bits of `read`, the next two clear.
            window >>= read & 63;
            // The other fields of `read` reach past the low 6 bits only,
            // cleared at the next refill.
            valid = valid.wrapping_sub(read);
            done += squares;
            step += 1;
        }
    }
    // The kings last: a window's piece not read may have named sente's
    // square.
    put(places, sente_place as usize, BOARD[b'K' as usize]);
    put(places, PLACES[gote as usize] as usize, BOARD[b'k' as usize]);
    // The hands and the box, by slot of `HAND_LETTERS` (the box's items
    // counted in a slot past them), and which hands hold anything.
    let mut held = [0u32; 2 * HAND_KINDS + 2];
    let mut sides = 0;
    let mut last = 0;
    'hands: while pos < BITS {
        // At least 57 bits: eight items' worth, read from the register.
        let mut window = peek_bytes(bytes, pos);
        let mut step = 0;
        while step < 8 {
            if pos >= BITS {
                break 'hands;
            }
            let item = tables.items[(window & 0xff) as usize];
            // An invalid code reaches past the last bit.
            if pos + item.reach as u32 > BITS || item.key < last {
                return exact(bytes, tables);
            }
            last = item.key;
            counts += 1 << item.lane;
            held[item.slot as usize & 15] += 1;
            sides |= item.side;
            window >>= item.len;
            pos += item.len as u32;
            step += 1;
        }
    }
    if pos != BITS || counts & OVER != 0 {
        return exact(bytes, tables);
    }
    // Most positions hold nothing in hand.
    if sides != 0 {
        if let Some(held) = held.first_chunk::<{ 2 * HAND_KINDS }>() {
            fill_hands(hands, held, sides);
        }
    }
    Ok(sfen)
}

/// The entries of the four windows from `window` on, the window then
/// past them, and `valid` less each entry (as the board's loop counts
/// its bits).
#[allow(clippy::inline_always, reason = "once a position, its loop unrolled")]
#[inline(always)]
const fn look_up_round(tables: &Tables, window: &mut u64, valid: &mut u32) -> [u32; 4] {
    let mut round = [0; 4];
    let mut step = 0;
    while step < 4 {
        let read = tables.squares(*window);
        round[step] = read;
        *window >>= read & 63;
        // The other fields of `read` reach past the low 6 bits only,
        // cleared at the next refill.
        *valid = valid.wrapping_sub(read);
        step += 1;
    }
    round
}

/// Puts the pieces of the first four windows' entries, `round`, on the
/// board read row by row, from the places of the coded squares `at`, and
/// counts them: the squares they read.
#[allow(clippy::inline_always, reason = "once a position, its loop unrolled")]
#[inline(always)]
const fn put_round(
    places: &mut [Option<Epin>; SQUARES as usize],
    at: &[Place; AT],
    round: &[u32; 4],
    counts: &mut u64,
) -> usize {
    let mut done = 0;
    let mut step = 0;
    while step < 4 {
        let read = round[step];
        let first_at = at[(done + (read >> 20 & 15) as usize) & 127] as usize;
        let second_at = at[(done + (read >> 28) as usize) & 127] as usize;
        let pair = (read >> 10 & 1023) as usize;
        let [first_piece, second_piece] = PAIR_PIECES[pair];
        put(places, first_at, first_piece);
        put(places, second_at, second_piece);
        *counts += PAIRS[pair];
        done += (read >> 6 & 15) as usize;
        step += 1;
    }
    done
}

/// Puts `piece` at `place` of the board read row by row.
#[allow(clippy::inline_always, reason = "a store, in the board's loop")]
#[inline(always)]
const fn put(places: &mut [Option<Epin>; SQUARES as usize], place: usize, piece: Option<Epin>) {
    places[place] = piece;
}

/// A position of an empty board and empty hands, sente or gote to move.
#[allow(
    clippy::inline_always,
    reason = "the position built in its caller's place"
)]
#[inline(always)]
const fn empty(gote: bool) -> Sfen {
    let (active, inactive) = if gote {
        (JAPANESE.flipped(), JAPANESE)
    } else {
        (JAPANESE, JAPANESE.flipped())
    };
    Sfen {
        position: Position::from_scan(
            [[None; FILES]; RANKS],
            [Hand::new(), Hand::new()],
            active,
            inactive,
        ),
        move_number: None,
    }
}

/// Fills empty hands with the counts of the hands' slots, of the sides
/// of `sides` (1 sente, 2 gote).
#[allow(
    clippy::inline_always,
    reason = "the position built in its caller's place"
)]
#[inline(always)]
const fn fill_hands(hands: &mut [Hand; 2], held: &[u32; 2 * HAND_KINDS], sides: u8) {
    let [first, second] = hands;
    if sides & 1 != 0 {
        crate::bridge::fill_hand(first, &HAND_PIECES, held, &SLOTS_BY_LETTER[0]);
    }
    if sides & 2 != 0 {
        crate::bridge::fill_hand(second, &HAND_PIECES, held, &SLOTS_BY_LETTER[1]);
    }
}

/// The position of a board, the counts of the hands' slots and the side
/// to move.
#[allow(
    clippy::inline_always,
    reason = "the position built in its caller's place"
)]
#[inline(always)]
const fn position(board: &Board<9, 9>, held: &[u32; 2 * HAND_KINDS], gote: bool) -> Sfen {
    let mut sfen = empty(gote);
    let (to, hands) = sfen.position.board_and_hands_mut();
    *to = *board;
    let (first, second) = held.split_at(HAND_KINDS);
    let sides = !is_zero(first) as u8 | (!is_zero(second) as u8) << 1;
    fill_hands(hands, held, sides);
    sfen
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
    Ok(position(&board, &held, bytes[0] & 1 == 1))
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
