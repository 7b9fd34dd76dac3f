//! The writer: a position's 256 bits.
//!
//! The board is read file by file, each file written by a call with its
//! column known (every square's place a constant), two squares a look-up
//! (each square's id looked up from its code, the pair's codes and counts
//! from the two ids), each file's codes gathered in one word (at most 62
//! bits for a position of one set: four pieces of 8 bits, five of 6) and
//! then added to the stream, whose last bits wait in a register until 64
//! are full; what is counted (the kinds, the kings) is counted in 7-bit
//! lanes of one word, and the kings' lanes summed after each file give
//! the kings' files. The hands are counted in the same lanes, so that a
//! position of no more than the set and one king a side is told by a few
//! operations on words; its hands and its piece box are then written a
//! kind at once. Any other position goes through the kinds one by one,
//! which find its error. Every shift is masked and every index is masked
//! to its array (but a kind of the hands' codes, masked to 8 of 7 and
//! checked, which is at most 6), so a position that does not fit writes
//! nothing wrong before it is refused.

use super::super::binary_error::PackError;
use super::super::{FILES, RANKS, Sfen, Square};
use super::Code;
use super::{
    ENCODED, GOTE_KING, KIND_BYTES, KIND_LETTERS, KINDS, NO_PIECE_ID, PAIR_INCREMENTS, PAIRS,
    SECOND_IDS, SENTE_KING, SET, SQUARE_IDS, SQUARES, Tables, square_index,
};
use crate::{Board, Epin, Hand, Position, Side};

/// The bits being written: those not yet in a whole word wait in
/// `waiting`, the words go to `words`; `at` counts the bits written.
struct Stream {
    waiting: u64,
    at: u32,
    words: [u64; 8],
}

impl Stream {
    /// Writes the `len` bits of `bits` (at most 64), the first lowest,
    /// without a branch: the word is stored every time, and the bits past
    /// it wait when it is full.
    #[allow(
        clippy::inline_always,
        reason = "a few shifts, once a file and once an item"
    )]
    #[inline(always)]
    const fn put(&mut self, bits: u64, len: u32) {
        let fill = self.at & 63;
        let waiting = self.waiting | bits << fill;
        // The bits past the word, none when `fill` is 0.
        let spill = (bits >> 1) >> (63 - fill);
        self.words[(self.at >> 6) as usize & 7] = waiting;
        self.at = self.at.wrapping_add(len);
        self.waiting = if fill + len >= 64 { spill } else { waiting };
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

/// The board's look-ups that do not depend on the format, in one static
/// so that one register addresses them all.
struct Lookups {
    /// [`PAIR_INCREMENTS`].
    increments: [u64; PAIRS],
    /// [`SECOND_IDS`].
    seconds: [u16; ENCODED],
    /// [`SQUARE_IDS`].
    firsts: [u8; ENCODED],
}

/// The board's look-ups.
static LOOKUPS: Lookups = Lookups {
    increments: PAIR_INCREMENTS,
    seconds: SECOND_IDS,
    firsts: SQUARE_IDS,
};

/// The set in the writer's 7-bit lanes of the kinds.
const SET_LANES: u64 = {
    let mut lanes = 0;
    let mut kind = 0;
    while kind < KINDS {
        lanes |= (SET[kind] as u64) << (7 * kind);
        kind += 1;
    }
    lanes
};

/// The lanes of the kinds, all ones.
const KIND_LANES: u64 = (1 << (7 * KINDS)) - 1;

/// The lowest bit of each lane past the kinds' first: where a lane's
/// carry goes.
const CARRIES: u64 = {
    let mut carries = 0;
    let mut kind = 1;
    while kind <= KINDS {
        carries |= 1 << (7 * kind);
        kind += 1;
    }
    carries
};

/// The kings' lanes of the writer's counts, shifted down, for one king a
/// side.
const ONE_KING_A_SIDE: u64 = 1 | 1 << 7;

/// By a code's length, a 1 at the start of every copy of the code that
/// a word holds: the code times this is its copies one after the other.
static COPIES: [u64; 64] = {
    let mut copies = [0; 64];
    let mut len = 1;
    while len < 64 {
        let mut at = 0;
        while at < 64 {
            copies[len] |= 1 << at;
            at += len;
        }
        len += 1;
    }
    copies
};

/// Writes `n` copies of `code`: at once when they take fewer than 64
/// bits, as they always do in a position of one set (18 pawns of 3 bits).
#[allow(clippy::inline_always, reason = "a few kinds a position at most")]
#[inline(always)]
const fn put_copies(stream: &mut Stream, code: Code, n: u32) {
    let len = code.len as u32;
    let all = n * len;
    if all < 64 {
        // Below 64 bits, a code of one is shorter than 64 (and none of
        // none is masked out).
        let copies = (code.bits as u64).wrapping_mul(COPIES[len as usize & 63]);
        stream.put(copies & ((1 << all) - 1), all);
    } else {
        let mut n = n;
        while n > 0 {
            stream.put(code.bits as u64, len);
            n -= 1;
        }
    }
}

/// What the board's files count.
struct Counts {
    /// 7-bit lanes: the kinds, then the kings.
    counts: u64,
    /// The kings' lanes of `counts` summed after each file: with one king
    /// a side, each lane ends at the number of files from the king's to
    /// the last, its column plus one.
    kings: u64,
}

/// Writes the squares of `column` of `board`, and counts them.
#[allow(clippy::inline_always, reason = "nine calls with constant columns")]
#[inline(always)]
const fn write_file(
    stream: &mut Stream,
    counts: &mut Counts,
    tables: &Tables,
    board: &Board<9, 9>,
    column: usize,
) {
    // Two squares a look-up: their ids, then their codes and counts.
    let mut bits: u64 = 0;
    let mut len = 0u32;
    let mut row = 0;
    while row < RANKS {
        let first = LOOKUPS.firsts[square_index(Epin::code_or_zero(board[row][column]))];
        let second = if row + 1 < RANKS {
            LOOKUPS.seconds[square_index(Epin::code_or_zero(board[row + 1][column]))]
        } else {
            (NO_PIECE_ID as u16) << 5
        };
        // Both ids below 32: the mask only spares a bound's check.
        let pair = (first as usize | second as usize) & (PAIRS - 1);
        let encoded = tables.pairs[pair];
        bits |= ((encoded & 0xffff) as u64) << (len & 63);
        len += encoded >> 16;
        counts.counts += LOOKUPS.increments[pair];
        row += 2;
    }
    stream.put(bits, len);
    counts.kings += counts.counts >> (7 * SENTE_KING as u32);
}

/// Writes the position of `sfen` in the format of `tables`.
pub(in crate::shogi) const fn pack(sfen: &Sfen, tables: &Tables) -> Result<[u8; 32], PackError> {
    let position = &sfen.position;
    let board = position.board();
    // The side and the kings' squares go into the first 15 bits last.
    let mut stream = Stream {
        waiting: 0,
        at: 15,
        words: [0; 8],
    };
    // File by file, each a call with its column known, so that every
    // square's place is a constant.
    let mut board_counts = Counts {
        counts: 0,
        kings: 0,
    };
    write_file(&mut stream, &mut board_counts, tables, board, 8);
    write_file(&mut stream, &mut board_counts, tables, board, 7);
    write_file(&mut stream, &mut board_counts, tables, board, 6);
    write_file(&mut stream, &mut board_counts, tables, board, 5);
    write_file(&mut stream, &mut board_counts, tables, board, 4);
    write_file(&mut stream, &mut board_counts, tables, board, 3);
    write_file(&mut stream, &mut board_counts, tables, board, 2);
    write_file(&mut stream, &mut board_counts, tables, board, 1);
    write_file(&mut stream, &mut board_counts, tables, board, 0);
    let Counts { counts, kings } = board_counts;
    let held = in_hands(position);
    // With no more than the set in the hands, no lane carries: the totals
    // of the kinds, and what the set holds besides (a lane above the set's
    // borrows, and is then above it whatever the lanes below it).
    let totals = (counts & KIND_LANES)
        .wrapping_add(held.lanes[0])
        .wrapping_add(held.lanes[1]);
    let spare = SET_LANES.wrapping_sub(totals);
    // Each lane of `spare` plus the set's margin below 127 carries when
    // it is above the set's.
    let margin = SET_LANES ^ KIND_LANES;
    let above = (spare.wrapping_add(margin) ^ spare ^ margin) & CARRIES;
    if held.all <= SET_PIECES && counts >> (7 * SENTE_KING as u32) == ONE_KING_A_SIDE && above == 0
    {
        put_hands(&mut stream, tables, &held);
        if spare != 0 {
            put_box(&mut stream, tables, spare);
        }
    } else if let Err(error) = check(sfen, tables, &mut stream, counts) {
        return Err(error);
    }
    let turn = if position.turn().is_first() { 0 } else { 1 };
    #[allow(clippy::cast_possible_truncation, reason = "files below 10")]
    let columns = [(kings & 0x7f) as usize, (kings >> 7 & 0x7f) as usize];
    let sente = sente_king_square(board, columns[0].wrapping_sub(1)) as u64;
    let gote = king_square(board, columns[1].wrapping_sub(1), b'k') as u64;
    let words = [
        stream.words[0] | turn | sente << 1 | gote << 8,
        stream.words[1],
        stream.words[2],
        stream.words[3],
    ];
    // Words of bytes, flattened: each word one store, where a loop over
    // the 32 bytes stored the first word byte by byte.
    let parts = [
        words[0].to_le_bytes(),
        words[1].to_le_bytes(),
        words[2].to_le_bytes(),
        words[3].to_le_bytes(),
    ];
    match parts.as_flattened().first_chunk::<32>() {
        Some(bytes) => Ok(*bytes),
        // 32 bytes: never.
        None => Ok([0; 32]),
    }
}

/// What the hands hold.
struct Held {
    /// By side, how many of each kind, in 7-bit lanes.
    lanes: [u64; 2],
    /// By side, a bit for each kind held.
    kinds: [u32; 2],
    /// How many pieces in all.
    all: u32,
}

/// What the hands of `position` hold.
#[allow(clippy::inline_always, reason = "mostly empty hands, once a position")]
#[inline(always)]
const fn in_hands(position: &Position<Board<9, 9>>) -> Held {
    let mut held = Held {
        lanes: [0; 2],
        kinds: [0; 2],
        all: 0,
    };
    let mut side = 0;
    while side < 2 {
        let hand = position.hand(if side == 0 { Side::First } else { Side::Second });
        let mut i = 0;
        while i < hand.len() {
            if let Some((piece, count)) = hand.item(i) {
                let kind = HAND_KIND[piece.letter_byte() as usize] as u32 & 7;
                held.lanes[side] = held.lanes[side].wrapping_add((count as u64) << (7 * kind));
                held.kinds[side] |= 1 << kind;
                held.all += count;
            }
            i += 1;
        }
        side += 1;
    }
    held
}

/// Writes the pieces in hand of a position of no more than the set: each
/// kind's at once, in the formats' order.
#[allow(clippy::inline_always, reason = "once a position, mostly nothing")]
#[inline(always)]
const fn put_hands(stream: &mut Stream, tables: &Tables, held: &Held) {
    let mut side = 0;
    while side < 2 {
        let mut kinds = held.kinds[side];
        while kinds != 0 {
            let kind = kinds.trailing_zeros();
            kinds &= kinds - 1;
            #[allow(clippy::cast_possible_truncation, reason = "7 kinds")]
            let n = lane(held.lanes[side], kind as u8);
            put_copies(stream, tables.hand[side][kind as usize & 7], n);
        }
        side += 1;
    }
}

/// Writes the pieces of the set on neither the board nor a hand, `spare`
/// of each kind in 7-bit lanes.
#[inline(never)]
const fn put_box(stream: &mut Stream, tables: &Tables, spare: u64) {
    let mut kind = 0;
    while kind < KINDS {
        #[allow(clippy::cast_possible_truncation, reason = "7 kinds")]
        let n = lane(spare, kind as u8);
        if n > 0 {
            put_copies(stream, tables.piece_box[kind], n);
        }
        kind += 1;
    }
}

/// The rest of a position of more than the set in its hands, or not one
/// king a side, or a kind above the set (any of which is an error): its
/// kings and its counts checked kind by kind, as the formats' order of
/// errors asks, then its hands and its piece box written (`counts` counts
/// the board's pieces in 7-bit lanes).
#[cold]
#[inline(never)]
const fn check(
    sfen: &Sfen,
    tables: &Tables,
    stream: &mut Stream,
    counts: u64,
) -> Result<(), PackError> {
    let position = &sfen.position;
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
    items(stream, tables, &held, &totals, in_hand);
    Ok(())
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

/// The number of the square of sente's king in `column`, which holds it
/// once: looked for from the last rank, where it mostly is.
#[allow(clippy::cast_possible_truncation, reason = "squares below 81")]
const fn sente_king_square(board: &Board<9, 9>, column: usize) -> u8 {
    let mut row = RANKS - 1;
    while row > 0 {
        if let Some(piece) = board[row][column] {
            if piece.letter_byte() == b'K' {
                break;
            }
        }
        row -= 1;
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
