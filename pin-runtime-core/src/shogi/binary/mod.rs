//! The Huffman codec of shogi's binary positions, `YaneuraOu`'s `PackedSfen`
//! and cshogi's HCP: one writer (`write.rs`) and one reader (`read.rs`),
//! each format given as the table of its codes ([`Codes`]), turned at
//! compile time into the tables they look codes up in ([`Tables`]).
//!
//! Both formats are 256 bits, the first the lowest bit of byte 0: the side
//! to move (1 bit, 1 for gote), the squares of sente's and gote's kings (7
//! bits each), the 79 other squares (1 bit for an empty one, a code for a
//! piece), then the pieces in sente's hand, in gote's hand, and those of
//! the set on neither the board nor a hand (the piece box), each in the
//! order `P L N S G B R`. Squares are numbered file by file from `1a`:
//! `9 * (file - 1) + rank - 1`. A piece takes as many bits in hand or in
//! the box as on the board, less the bit of the square it leaves empty, so
//! a position of one set and two kings is exactly 256 bits, and a reader
//! that stops every count at the set's reads the whole set when it ends
//! at the 256th bit.

mod read;
mod write;

pub(super) use read::unpack;
pub(super) use write::pack;

use super::HAND_KINDS;
use super::binary_error::BinaryFormat;
use super::read::{BOARD, PROMOTED};
use crate::{Epin, Letter};

/// The kinds in hand and in the piece box, in the formats' order:
/// `P L N S G B R`.
const KINDS: usize = 7;

/// The letters of the kinds, in the formats' order.
const KIND_LETTERS: [Letter; KINDS] = [
    Letter::P,
    Letter::L,
    Letter::N,
    Letter::S,
    Letter::G,
    Letter::B,
    Letter::R,
];

/// The letter bytes of the kinds, uppercase.
const KIND_BYTES: &[u8; KINDS] = b"PLNSGBR";

/// How many of each kind the set holds.
const SET: [u32; KINDS] = [18, 4, 4, 4, 4, 2, 2];

/// The writer's lanes of the kings, after the kinds', and the kind of no
/// piece.
const SENTE_KING: u8 = 7;
const GOTE_KING: u8 = 8;
const EMPTY: u8 = 9;

/// The bits of a position.
const BITS: u32 = 256;

/// The squares of the board, and the square number formats write for a
/// missing king.
const SQUARES: u8 = 81;

/// The squares whose codes the board holds: all but the kings'.
const CODED: u32 = 79;

/// The promoted kinds' place among the kinds (gold has none): `+P +L +N
/// +S +B +R`.
const PROMOTED_KINDS: [usize; 6] = [0, 1, 2, 3, 5, 6];

/// A Huffman code: its bits in the order written, the first lowest, and
/// how many.
#[derive(Clone, Copy)]
pub(super) struct Code {
    bits: u8,
    len: u8,
}

/// The code of `len` bits `bits`, as the sources write them
/// (`Binary<1011>::value, 6` is `code(0b1011, 6)`: the first bit written
/// is the lowest).
pub(super) const fn code(bits: u8, len: u8) -> Code {
    Code { bits, len }
}

/// A format's codes, as its source lists them.
pub(super) struct Codes {
    /// The unpromoted pieces on the board: sente's, then gote's, each
    /// `P L N S G B R`.
    pub(super) board: [[Code; KINDS]; 2],
    /// The promoted pieces on the board: sente's, then gote's, each
    /// `+P +L +N +S +B +R`.
    pub(super) promoted: [[Code; KINDS - 1]; 2],
    /// An empty square.
    pub(super) empty: Code,
    /// The pieces in hand: sente's, then gote's, each `P L N S G B R`.
    pub(super) hand: [[Code; KINDS]; 2],
    /// The pieces in the piece box, `P L N S G B R`.
    pub(super) piece_box: [Code; KINDS],
}

/// The number of a square's content: 0 empty, then for sente and for
/// gote in turn (13 apart) the kinds `P L N S G B R` and the promoted
/// `+P +L +N +S +B +R`.
const fn id(side: usize, index: usize) -> usize {
    1 + 13 * side + index
}

/// The pieces of the ids, `None` for 0 and the unused ids (as many as a
/// byte names, so that a byte indexes it without a check).
static PIECES: [Option<Epin>; 256] = {
    let mut pieces = [None; 256];
    let mut side = 0;
    while side < 2 {
        let case = if side == 0 { 0 } else { 0x20 };
        let mut index = 0;
        while index < 13 {
            pieces[id(side, index)] = if index < KINDS {
                BOARD[(KIND_BYTES[index] | case) as usize]
            } else {
                PROMOTED[(KIND_BYTES[PROMOTED_KINDS[index - KINDS]] | case) as usize]
            };
            index += 1;
        }
        side += 1;
    }
    pieces
};

/// The kind of each id (0 to 6), [`EMPTY`] for 0 and the unused ids.
static ID_KINDS: [u8; 256] = {
    let mut kinds = [EMPTY; 256];
    let mut side = 0;
    while side < 2 {
        let mut index = 0;
        while index < 13 {
            let kind = if index < KINDS {
                index
            } else {
                PROMOTED_KINDS[index - KINDS]
            };
            #[allow(clippy::cast_possible_truncation, reason = "7 kinds")]
            let kind = kind as u8;
            kinds[id(side, index)] = kind;
            index += 1;
        }
        side += 1;
    }
    kinds
};

/// The places of the writer's tables: a square's code masked to its
/// letter byte's 7 bits and the promoted bit of its attribute byte (a
/// king's terminal bit is left out; an empty square is 0).
const ENCODED: usize = 0x180;

/// Where the writer looks a square up.
#[allow(clippy::inline_always, reason = "one mask in the scan's loop")]
#[inline(always)]
const fn square_index(code: u16) -> usize {
    (code & 0x17f) as usize
}

/// The writer's ids past the pieces' (1 to 26, see [`id`]): sente's
/// king, gote's, a promoted gold of each side (counted as a gold, written
/// as nothing: no checked position holds one) and a square of no shogi
/// piece (neither counted nor written). A king's code is its square,
/// written apart.
const SENTE_KING_ID: usize = 27;
const GOTE_KING_ID: usize = 28;
const PROMOTED_GOLD_IDS: [usize; 2] = [29, 30];
const NO_PIECE_ID: u8 = 31;

/// The writer's id of each square, by [`square_index`]: 0 for an empty
/// square.
static SQUARE_IDS: [u8; ENCODED] = {
    let mut ids = [NO_PIECE_ID; ENCODED];
    ids[0] = 0;
    let mut side = 0;
    while side < 2 {
        let case = if side == 0 { 0 } else { 0x20 };
        let mut index = 0;
        while index < 13 {
            let place = if index < KINDS {
                (KIND_BYTES[index] | case) as usize
            } else {
                (KIND_BYTES[PROMOTED_KINDS[index - KINDS]] | case) as usize | 0x100
            };
            #[allow(clippy::cast_possible_truncation, reason = "ids below 32")]
            let value = id(side, index) as u8;
            ids[place] = value;
            index += 1;
        }
        #[allow(clippy::cast_possible_truncation, reason = "ids below 32")]
        let gold = PROMOTED_GOLD_IDS[side] as u8;
        ids[(b'G' | case) as usize | 0x100] = gold;
        side += 1;
    }
    #[allow(clippy::cast_possible_truncation, reason = "ids below 32")]
    let kings = [SENTE_KING_ID as u8, GOTE_KING_ID as u8];
    ids[b'K' as usize] = kings[0];
    ids[b'k' as usize] = kings[1];
    ids
};

/// By id, the first `N`: 1 in the `width`-bit lane of the id's kind
/// ([`ID_KINDS`]), 0 for an empty square.
const fn kind_lanes<const N: usize>(width: u32) -> [u64; N] {
    let mut lanes = [0; N];
    let mut id = 0;
    while id < N {
        if ID_KINDS[id] != EMPTY {
            lanes[id] = 1 << (width * ID_KINDS[id] as u32);
        }
        id += 1;
    }
    lanes
}

/// What the writer counts for each id: 1 in the kind's 7-bit lane (kinds
/// 0 to 6, then sente's king and gote's), 0 for an empty square.
const ID_INCREMENTS: [u64; 32] = {
    let mut increments = kind_lanes::<32>(7);
    increments[SENTE_KING_ID] = 1 << (7 * SENTE_KING);
    increments[GOTE_KING_ID] = 1 << (7 * GOTE_KING);
    increments[PROMOTED_GOLD_IDS[0]] = 1 << (7 * 4);
    increments[PROMOTED_GOLD_IDS[1]] = 1 << (7 * 4);
    increments
};

/// What the writer counts for two squares at once, by the pair of their
/// ids.
static PAIR_INCREMENTS: [u64; PAIRS] = {
    let mut increments = [0; PAIRS];
    let mut pair = 0;
    while pair < PAIRS {
        increments[pair] = ID_INCREMENTS[pair & 31] + ID_INCREMENTS[pair >> 5];
        pair += 1;
    }
    increments
};

/// The pairs of ids.
const PAIRS: usize = 1024;

/// The writer's id of each square shifted to a pair's high bits, by
/// [`square_index`]: a pair's index is the first square's id or the
/// second's from here.
static SECOND_IDS: [u16; ENCODED] = {
    let mut ids = [0; ENCODED];
    let mut index = 0;
    while index < ENCODED {
        ids[index] = (SQUARE_IDS[index] as u16) << 5;
        index += 1;
    }
    ids
};

/// A square read: the id of its content and its code's length.
#[derive(Clone, Copy)]
struct Decoded {
    id: u8,
    len: u8,
}

/// An item of the hands and the box read: where it is and its kind as
/// one number in the writers' order (`7 * place + kind`, the places
/// sente's hand, gote's, the box), or [`INVALID`]; and its code's length,
/// or for an invalid code the length of the shortest start of it that no
/// code begins with; and for the fast reader, what it takes from an item
/// without dividing its key.
#[derive(Clone, Copy)]
struct Item {
    key: u8,
    len: u8,
    /// The length, or for an invalid code [`INVALID`], which runs past
    /// the last bit from any place.
    reach: u8,
    /// The item's slot in the counts of the hands (`R B G S N L P`,
    /// sente's then gote's), [`BOX_SLOT`] for the box.
    slot: u8,
    /// The kind's lane in the counts of the kinds: 9 bits a kind.
    lane: u8,
    /// 1 for sente's hand, 2 for gote's, 0 for the box.
    side: u8,
}

/// The slot of the hands' counts that the box's items go to, past the
/// hands' 14.
#[allow(clippy::cast_possible_truncation, reason = "14")]
const BOX_SLOT: u8 = 2 * HAND_KINDS as u8;

/// An item of bits that begin no code: `len` bits begin none.
const fn invalid(len: u8) -> Item {
    Item {
        key: INVALID,
        len,
        reach: INVALID,
        slot: BOX_SLOT,
        lane: 0,
        side: 0,
    }
}

/// The key of bits that begin no code.
const INVALID: u8 = u8::MAX;

/// The bits of a window of squares ([`Tables::squares`]): the most that
/// four windows of a refill take (see `read.rs`). A position takes about
/// 9 % fewer windows than at 13 bits, each a look-up that waits on the one
/// before it (BENCHMARKS.md).
const WINDOW: u32 = 14;

/// The bytes of a format's table of windows: a 32-bit entry, little-endian,
/// for each of the `1 << WINDOW` windows.
pub(super) const SQUARES_BYTES: usize = 4 << WINDOW;

/// A format's table of windows, aligned to a cache line: `include_bytes!`
/// places its bytes at any address, and at an odd one every entry is
/// split and one in 16 straddles two lines (BENCHMARKS.md).
#[repr(C, align(64))]
pub(super) struct Squares(pub(super) [u8; SQUARES_BYTES]);

/// A format's tables, built from its [`Codes`] at compile time, but for
/// its table of windows, generated beforehand and checked in.
pub(super) struct Tables {
    format: BinaryFormat,
    /// By the pair of two squares' ids (the first's the low 5 bits): their
    /// codes on the board, the first's first (bits 0 to 15), and the
    /// length of both (bits 16 on; 0 for a king).
    pairs: [u32; PAIRS],
    hand: [[Code; KINDS]; 2],
    piece_box: [Code; KINDS],
    /// By the next 8 bits: the square they begin.
    board: [Decoded; 256],
    /// By the next [`WINDOW`] bits: the squares they begin, read at once
    /// ([`squares_of`]), 4 bytes a window, little-endian. The table is
    /// generated from the format's codes and checked in
    /// (`packed-squares.bin`, `hcp-squares.bin`), not built at compile
    /// time: decoding its 16,384 windows took about half a second of every
    /// build with `shogi`, and so did merely taking its words from the
    /// bytes (BENCHMARKS.md). A unit test decodes it from the codes and
    /// compares.
    squares: &'static [u8; SQUARES_BYTES],
    /// By the next 8 bits: the item of the hands or the box they begin.
    items: [Item; 256],
    /// By id: the bits of the piece's code past its square's one bit, 0
    /// for an empty square and the unused ids.
    extra: [u8; 256],
}

/// Whether `code` begins the bits `pattern` (read from its lowest bit).
const fn begins(code: Code, pattern: usize) -> bool {
    let mask = (1usize << code.len) - 1;
    pattern & mask == code.bits as usize
}

/// Whether the first `len` bits of `code` (all of it when shorter) and of
/// `pattern` agree.
const fn agree(code: Code, pattern: usize, len: u8) -> bool {
    let len = if code.len < len { code.len } else { len };
    let mask = (1usize << len) - 1;
    pattern & mask == code.bits as usize & mask
}

impl Tables {
    /// The tables of `codes`. Fails to compile when the board's codes are
    /// not a complete prefix code (every 8 bits begin exactly one) or the
    /// hands' and the box's are not a prefix code.
    #[allow(
        clippy::cast_possible_truncation,
        reason = "kinds, ids and lengths below 32"
    )]
    #[allow(
        clippy::large_stack_arrays,
        reason = "evaluated at compile time into a static"
    )]
    pub(super) const fn new(
        format: BinaryFormat,
        codes: &Codes,
        squares: &'static [u8; SQUARES_BYTES],
    ) -> Self {
        // The board's codes by id, 0 the empty square's.
        let mut by_id = [code(0, 0); 32];
        by_id[0] = codes.empty;
        let mut side = 0;
        while side < 2 {
            let mut index = 0;
            while index < 13 {
                by_id[id(side, index)] = if index < KINDS {
                    codes.board[side][index]
                } else {
                    codes.promoted[side][index - KINDS]
                };
                index += 1;
            }
            side += 1;
        }
        let mut board = [Decoded { id: 0, len: 0 }; 256];
        let mut items = [invalid(0); 256];
        let mut pattern = 0;
        while pattern < 256 {
            let mut found = false;
            let mut id = 0;
            while id < 32 {
                let code = by_id[id];
                if code.len > 0 && begins(code, pattern) {
                    assert!(!found, "the board's codes are a prefix code");
                    found = true;
                    board[pattern] = Decoded {
                        id: id as u8,
                        len: code.len,
                    };
                }
                id += 1;
            }
            assert!(found, "every 8 bits begin a code of the board");
            items[pattern] = item(codes, pattern);
            pattern += 1;
        }
        let mut extra = [0; 256];
        let mut id = 1;
        while id < 32 {
            if by_id[id].len > 0 {
                extra[id] = by_id[id].len - 1;
            }
            id += 1;
        }
        // The ids past 26 have no code (`by_id` holds none for them).
        let mut pairs = [0; PAIRS];
        let mut pair = 0;
        while pair < PAIRS {
            let (first, second) = (by_id[pair & 31], by_id[pair >> 5]);
            pairs[pair] = first.bits as u32
                | (second.bits as u32) << first.len
                | (first.len as u32 + second.len as u32) << 16;
            pair += 1;
        }
        Self {
            format,
            pairs,
            hand: codes.hand,
            piece_box: codes.piece_box,
            board,
            squares,
            items,
            extra,
        }
    }

    /// The entry of the window of the low [`WINDOW`] bits of `window`
    /// ([`squares_of`]): one load of 4 bytes.
    #[allow(clippy::inline_always, reason = "one load, in the board's loop")]
    #[inline(always)]
    pub(super) const fn squares(&self, window: u64) -> u32 {
        #[allow(clippy::cast_possible_truncation, reason = "masked to WINDOW bits")]
        let at = (window as usize & ((1 << WINDOW) - 1)) * 4;
        // Always a whole entry: `at` is at most `SQUARES_BYTES - 4`.
        if let Some((_, rest)) = self.squares.split_at_checked(at) {
            if let Some(entry) = rest.first_chunk::<4>() {
                return u32::from_le_bytes(*entry);
            }
        }
        0
    }
}

/// The squares that [`WINDOW`] bits begin, read one after the other as
/// long as each code ends within the window and at most two are pieces,
/// as one number: the bits read (bits 0 to 3; bits 4 and 5 clear, so that
/// the number shifts the window on by itself), the squares read (6 to
/// 9), the first piece's id (10 to 14) and the second's (15 to 19), the
/// first piece's square among them (20 to 23) and the second's (28 to
/// 31, the top bits, so that a shift alone takes it). A piece not read
/// has id 0 and square 15; no window ends before its first code.
#[cfg(test)]
const fn squares_of(board: &[Decoded; 256], window: u32) -> u32 {
    let mut bits = 0;
    let mut squares = 0;
    let mut pieces = [(0, 15); 2];
    let mut found = 0;
    while bits < WINDOW {
        let decoded = board[((window >> bits) & 0xff) as usize];
        let len = decoded.len as u32;
        if bits + len > WINDOW || (decoded.id != 0 && found == 2) {
            break;
        }
        if decoded.id != 0 {
            pieces[found] = (decoded.id as u32, squares);
            found += 1;
        }
        bits += len;
        squares += 1;
    }
    bits | squares << 6
        | pieces[0].0 << 10
        | pieces[1].0 << 15
        | pieces[0].1 << 20
        | pieces[1].1 << 28
}

/// The code of the hands or the box of `codes` that `pattern` begins
/// with, as an [`Item`].
#[allow(clippy::cast_possible_truncation, reason = "keys below 21")]
const fn item(codes: &Codes, pattern: usize) -> Item {
    let mut found = invalid(0);
    let mut key = 0;
    while key < 3 * KINDS {
        let code = item_code(codes, key);
        if begins(code, pattern) {
            assert!(found.key == INVALID, "the hands' codes are a prefix code");
            let (place, kind) = (key / KINDS, key % KINDS);
            found = Item {
                key: key as u8,
                len: code.len,
                reach: code.len,
                // Slots run `R B G S N L P`, the kinds `P L N S G B R`.
                slot: if place < 2 {
                    (place * HAND_KINDS + KINDS - 1 - kind) as u8
                } else {
                    BOX_SLOT
                },
                lane: 9 * kind as u8,
                side: if place < 2 { 1 << place } else { 0 },
            };
        }
        key += 1;
    }
    if found.key != INVALID {
        return found;
    }
    // The shortest start of `pattern` that no code begins with.
    let mut len = 1;
    while len < 8 {
        let mut begun = false;
        let mut key = 0;
        while key < 3 * KINDS {
            begun |= agree(item_code(codes, key), pattern, len);
            key += 1;
        }
        if !begun {
            break;
        }
        len += 1;
    }
    invalid(len)
}

/// The code of an item's key: a piece in sente's hand, in gote's, or in
/// the box.
const fn item_code(codes: &Codes, key: usize) -> Code {
    let (place, kind) = (key / KINDS, key % KINDS);
    if place < 2 {
        codes.hand[place][kind]
    } else {
        codes.piece_box[kind]
    }
}

#[cfg(test)]
mod tests {
    extern crate std;

    use super::{SQUARES_BYTES, Tables, WINDOW, squares_of};

    /// The table of windows of `tables`, built from its codes.
    fn built(tables: &Tables) -> std::vec::Vec<u8> {
        let mut bytes = std::vec::Vec::with_capacity(SQUARES_BYTES);
        for window in 0..1u32 << WINDOW {
            bytes.extend_from_slice(&squares_of(&tables.board, window).to_le_bytes());
        }
        bytes
    }

    /// Each format's checked-in table of windows is the one its codes give.
    /// With `PIN_WRITE_TABLES=1`, a table that differs is written anew
    /// (after a change to the codes, [`WINDOW`] or [`squares_of`]).
    #[test]
    fn window_tables_are_built_from_the_codes() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/shogi/binary");
        let write = std::env::var_os("PIN_WRITE_TABLES").is_some_and(|value| value == "1");
        let mut differ = std::vec::Vec::new();
        for (tables, file) in [
            (&super::super::packed::PACKED, "packed-squares.bin"),
            (&super::super::hcp::HCP, "hcp-squares.bin"),
        ] {
            let bytes = built(tables);
            let words: std::vec::Vec<u8> = tables
                .squares
                .iter()
                .flat_map(|word| word.to_le_bytes())
                .collect();
            if bytes != words {
                if write {
                    std::fs::write(dir.join(file), &bytes).expect("the table written");
                }
                differ.push(file);
            }
        }
        assert!(
            differ.is_empty(),
            "not the tables of their codes: {differ:?} (written anew with PIN_WRITE_TABLES=1)"
        );
    }
}
