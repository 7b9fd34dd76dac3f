//! The Huffman codec of shogi's binary positions, `YaneuraOu`'s `PackedSfen`
//! and cshogi's HCP: one writer and one reader, each format given as the
//! table of its codes ([`Codes`]), turned at compile time into the tables
//! they look codes up in ([`Tables`]).
//!
//! Both formats are 256 bits, the first the lowest bit of byte 0: the side
//! to move (1 bit, 1 for gote), the squares of sente's and gote's kings (7
//! bits each), the 79 other squares (1 bit for an empty one, a code for a
//! piece), then the pieces in sente's hand, in gote's hand, and those of
//! the set on neither the board nor a hand (the piece box), each in the
//! order `P L N S G B R`. Squares are numbered file by file from `1a`:
//! `9 * (file - 1) + rank - 1`. A piece takes as many bits in hand or in
//! the box as on the board, less the bit of the square it leaves empty, so
//! a position of one set and two kings is exactly 256 bits, and the
//! reader, which stops every count at the set's, reads the whole set.
//!
//! Every index into the words is masked to the buffer and every count is
//! checked against the set before the bits are written, so nothing panics
//! and a position that does not fit is refused before it is written.

use super::binary_error::{BinaryError, BinaryErrorKind, BinaryFormat, PackError};
use super::read::{BOARD, HAND_PIECES, PROMOTED, SLOTS_BY_LETTER};
use super::{FILES, HAND_KINDS, JAPANESE, RANKS, Sfen, Square};
use crate::{Board, Epin, Hand, Letter, Position, Side};

/// The kinds in hand and in the piece box, in the formats' order:
/// `P L N S G B R`.
pub(super) const KINDS: usize = 7;

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

/// What the board scan counts, after the kinds: sente's king, gote's
/// king, an empty square.
const SENTE_KING: usize = KINDS;
const GOTE_KING: usize = KINDS + 1;
const EMPTY: usize = KINDS + 2;

/// The most of each thing the board scan counts may be read: the set for
/// the kinds, no bound for the rest (the board holds no king code).
const LIMITS: [u32; KINDS + 3] = [18, 4, 4, 4, 4, 2, 2, u32::MAX, u32::MAX, u32::MAX];

/// The bits of a position.
const BITS: u32 = 256;

/// The square number formats write for a missing king.
const NO_SQUARE: u8 = 81;

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

/// A square's code and what the board scan counts for it.
#[derive(Clone, Copy)]
struct Encoded {
    code: Code,
    /// A kind (0 to 6), [`SENTE_KING`], [`GOTE_KING`] or [`EMPTY`].
    counted: u8,
}

/// A square read: its content, its code's length and what is counted.
#[derive(Clone, Copy)]
struct Decoded {
    square: Option<Epin>,
    len: u8,
    counted: u8,
}

/// An item of the hands and the box read: where it is and its kind as
/// one number in the writers' order (`7 * place + kind`, the places
/// sente's hand, gote's, the box), or [`INVALID`]; and its code's length,
/// or for an invalid code the length of the shortest start of it that no
/// code begins with.
#[derive(Clone, Copy)]
struct Item {
    key: u8,
    len: u8,
}

/// The key of bits that begin no code.
const INVALID: u8 = u8::MAX;

/// A format's tables, built from its [`Codes`] at compile time.
pub(super) struct Tables {
    format: BinaryFormat,
    /// By [`square_index`] of a square's code: its code on the board.
    encode: [Encoded; 256],
    hand: [[Code; KINDS]; 2],
    piece_box: [Code; KINDS],
    /// By the next 8 bits: the square they begin.
    board: [Decoded; 256],
    /// By the next 8 bits: the item of the hands or the box they begin.
    items: [Item; 256],
}

/// Where the encoder looks a square up: the letter byte (7 bits), and
/// above it the promoted bit (bit 0 of the attribute byte); 0 for an empty
/// square.
#[allow(
    clippy::inline_always,
    reason = "one shift and mask in the scan's loop"
)]
#[inline(always)]
const fn square_index(code: u16) -> usize {
    (code & 0x7f | (code >> 1) & 0x80) as usize
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
        reason = "kinds and counted things below 10"
    )]
    pub(super) const fn new(format: BinaryFormat, codes: &Codes) -> Self {
        let empty_square = Encoded {
            code: codes.empty,
            counted: EMPTY as u8,
        };
        let mut encode = [empty_square; 256];
        let mut board = [Decoded {
            square: None,
            len: 0,
            counted: EMPTY as u8,
        }; 256];
        let mut items = [Item {
            key: INVALID,
            len: 0,
        }; 256];
        // The board's codes, each with its piece: the kinds of both
        // sides, then the promoted kinds (gold has none), then empty.
        let mut pieces = [(codes.empty, None, EMPTY as u8); 2 * KINDS + 2 * (KINDS - 1) + 1];
        let mut n = 0;
        let mut side = 0;
        while side < 2 {
            let case = if side == 0 { 0 } else { 0x20 };
            let mut kind = 0;
            while kind < KINDS {
                let letter = KIND_BYTES[kind] | case;
                pieces[n] = (codes.board[side][kind], BOARD[letter as usize], kind as u8);
                encode[letter as usize] = Encoded {
                    code: codes.board[side][kind],
                    counted: kind as u8,
                };
                n += 1;
                if kind != 4 {
                    let promoted = if kind < 4 { kind } else { kind - 1 };
                    let code = codes.promoted[side][promoted];
                    pieces[n] = (code, PROMOTED[letter as usize], kind as u8);
                    encode[letter as usize | 0x80] = Encoded {
                        code,
                        counted: kind as u8,
                    };
                    n += 1;
                }
                kind += 1;
            }
            side += 1;
        }
        encode[b'K' as usize] = Encoded {
            code: code(0, 0),
            counted: SENTE_KING as u8,
        };
        encode[b'k' as usize] = Encoded {
            code: code(0, 0),
            counted: GOTE_KING as u8,
        };
        let mut pattern = 0;
        while pattern < 256 {
            let mut found = false;
            let mut i = 0;
            while i < pieces.len() {
                let (code, square, counted) = pieces[i];
                if begins(code, pattern) {
                    assert!(!found, "the board's codes are a prefix code");
                    found = true;
                    board[pattern] = Decoded {
                        square,
                        len: code.len,
                        counted,
                    };
                }
                i += 1;
            }
            assert!(found, "every 8 bits begin a code of the board");
            items[pattern] = item(codes, pattern);
            pattern += 1;
        }
        Self {
            format,
            encode,
            hand: codes.hand,
            piece_box: codes.piece_box,
            board,
            items,
        }
    }
}

/// The code of the hands or the box of `codes` that `pattern` begins
/// with, as an [`Item`].
#[allow(clippy::cast_possible_truncation, reason = "keys below 21")]
const fn item(codes: &Codes, pattern: usize) -> Item {
    let mut found = Item {
        key: INVALID,
        len: 0,
    };
    let mut key = 0;
    while key < 3 * KINDS {
        let (place, kind) = (key / KINDS, key % KINDS);
        let code = if place < 2 {
            codes.hand[place][kind]
        } else {
            codes.piece_box[kind]
        };
        if begins(code, pattern) {
            assert!(found.key == INVALID, "the hands' codes are a prefix code");
            found = Item {
                key: key as u8,
                len: code.len,
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
            let (place, kind) = (key / KINDS, key % KINDS);
            let code = if place < 2 {
                codes.hand[place][kind]
            } else {
                codes.piece_box[kind]
            };
            begun |= agree(code, pattern, len);
            key += 1;
        }
        if !begun {
            break;
        }
        len += 1;
    }
    Item { key: INVALID, len }
}

/// The bits being written, 64 to a word, and where the next goes; a fifth
/// word takes what a code spills past the fourth.
struct Writer {
    words: [u64; 5],
    pos: u32,
}

impl Writer {
    /// Writes `code` at the position and moves past it.
    #[allow(clippy::inline_always, reason = "a few shifts, in every loop")]
    #[inline(always)]
    const fn write(&mut self, code: Code) {
        let word = (self.pos >> 6) as usize & 3;
        let offset = self.pos & 63;
        let bits = code.bits as u64;
        self.words[word] |= bits << offset;
        // The bits past the word, none when `offset` is 0.
        self.words[word + 1] |= (bits >> 1) >> (63 - offset);
        self.pos += code.len as u32;
    }
}

/// The next 8 bits from `pos` (bits past the 256th read as 0).
#[allow(clippy::inline_always, reason = "a few shifts, in every loop")]
#[inline(always)]
const fn peek(words: &[u64; 5], pos: u32) -> usize {
    let word = (pos >> 6) as usize & 3;
    let offset = pos & 63;
    let bits = (words[word] >> offset) | ((words[word + 1] << 1) << (63 - offset));
    bits.to_le_bytes()[0] as usize
}

/// The byte holding bit `pos`.
const fn byte(pos: u32) -> usize {
    (pos / 8) as usize
}

/// The side of an index, 0 sente.
const fn side_of(index: usize) -> Side {
    if index == 0 {
        Side::First
    } else {
        Side::Second
    }
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

/// Writes the position of `sfen` in the format of `tables`.
pub(super) const fn pack(sfen: &Sfen, tables: &Tables) -> Result<[u8; 32], PackError> {
    let position = &sfen.position;
    let board = position.board();
    // The side and the kings' squares are written last, at bit 0.
    let mut writer = Writer {
        words: [0; 5],
        pos: 15,
    };
    let mut counts = [0u32; KINDS + 3];
    let mut kings = [NO_SQUARE; 2];
    let mut seconds = [NO_SQUARE; 2];
    let mut square = 0u8;
    let mut column = FILES;
    while column > 0 {
        column -= 1;
        let mut row = 0;
        while row < RANKS {
            let encoded = tables.encode[square_index(Epin::code_or_zero(board[row][column]))];
            writer.write(encoded.code);
            let counted = encoded.counted as usize;
            counts[counted] += 1;
            if counted == SENTE_KING || counted == GOTE_KING {
                let side = counted - SENTE_KING;
                if kings[side] == NO_SQUARE {
                    kings[side] = square;
                } else if seconds[side] == NO_SQUARE {
                    seconds[side] = square;
                }
            }
            square += 1;
            row += 1;
        }
    }
    let mut side = 0;
    while side < 2 {
        if kings[side] == NO_SQUARE {
            return Err(PackError::NoKing {
                side: side_of(side),
            });
        }
        if let Some(square) = square_of(seconds[side]) {
            return Err(PackError::SecondKing {
                side: side_of(side),
                square,
            });
        }
        side += 1;
    }
    let held = [
        held(position.hand(Side::First)),
        held(position.hand(Side::Second)),
    ];
    let mut kind = 0;
    while kind < KINDS {
        counts[kind] += held[0][kind] + held[1][kind];
        if counts[kind] > SET[kind] {
            return Err(PackError::TooMany {
                piece: KIND_LETTERS[kind],
                count: counts[kind],
                max: SET[kind],
            });
        }
        kind += 1;
    }
    let mut side = 0;
    while side < 2 {
        let mut kind = 0;
        while kind < KINDS {
            let mut n = held[side][kind];
            while n > 0 {
                writer.write(tables.hand[side][kind]);
                n -= 1;
            }
            kind += 1;
        }
        side += 1;
    }
    let mut kind = 0;
    while kind < KINDS {
        let mut n = SET[kind] - counts[kind];
        while n > 0 {
            writer.write(tables.piece_box[kind]);
            n -= 1;
        }
        kind += 1;
    }
    let turn = if position.turn().is_first() { 0 } else { 1 };
    writer.words[0] |= turn | (kings[0] as u64) << 1 | (kings[1] as u64) << 8;
    let mut bytes = [0; 32];
    let mut i = 0;
    while i < 32 {
        bytes[i] = writer.words[i / 8].to_le_bytes()[i % 8];
        i += 1;
    }
    Ok(bytes)
}

/// How many of each kind `hand` holds.
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

/// The square of a number below 81, as the formats number them.
const fn square_of(number: u8) -> Option<Square> {
    if number < NO_SQUARE {
        Square::new(number / 9 + 1, number % 9 + 1)
    } else {
        None
    }
}

/// Reads a king's square of 7 bits, `side`'s, whose first bit is in
/// byte `at`.
const fn king(format: BinaryFormat, number: u8, side: Side, at: usize) -> Result<u8, BinaryError> {
    if number < NO_SQUARE {
        return Ok(number);
    }
    let kind = if number == NO_SQUARE {
        BinaryErrorKind::MissingKing { side }
    } else {
        BinaryErrorKind::KingSquare {
            side,
            found: number,
        }
    };
    Err(BinaryError::new(format, kind, at))
}

/// Reads a position written in the format of `tables`.
#[allow(
    clippy::cast_possible_truncation,
    reason = "king squares of 7 bits, bit counts below 256"
)]
pub(super) const fn unpack(bytes: &[u8; 32], tables: &Tables) -> Result<Sfen, BinaryError> {
    let format = tables.format;
    let mut words = [0u64; 5];
    let mut i = 0;
    while i < 32 {
        words[i / 8] |= (bytes[i] as u64) << (8 * (i % 8));
        i += 1;
    }
    let second_to_move = words[0] & 1 == 1;
    let sente = tri!(king(format, (words[0] >> 1) as u8 & 0x7f, Side::First, 0));
    let gote = tri!(king(format, (words[0] >> 8) as u8 & 0x7f, Side::Second, 1));
    if sente == gote {
        if let Some(square) = square_of(sente) {
            let kind = BinaryErrorKind::KingsOnOneSquare { square };
            return Err(BinaryError::new(format, kind, 1));
        }
    }
    let mut board: Board<9, 9> = [[None; FILES]; RANKS];
    let mut counts = [0u32; KINDS + 3];
    let mut pos = 15;
    let mut square = 0u8;
    let mut column = FILES;
    while column > 0 {
        column -= 1;
        let mut row = 0;
        while row < RANKS {
            if square == sente {
                board[row][column] = BOARD[b'K' as usize];
            } else if square == gote {
                board[row][column] = BOARD[b'k' as usize];
            } else {
                let decoded = tables.board[peek(&words, pos)];
                if pos + decoded.len as u32 > BITS {
                    let kind = BinaryErrorKind::LeftOver {
                        bits: (BITS - pos) as u8,
                    };
                    return Err(BinaryError::new(format, kind, byte(pos)));
                }
                board[row][column] = decoded.square;
                let counted = decoded.counted as usize;
                counts[counted] += 1;
                if counts[counted] > LIMITS[counted] {
                    return Err(too_many(format, counted, pos));
                }
                pos += decoded.len as u32;
            }
            square += 1;
            row += 1;
        }
    }
    // Counts by slot of `HAND_LETTERS` (`R B G S N L P`, sente's then
    // gote's).
    let mut held = [0u32; 2 * HAND_KINDS];
    let mut last = 0;
    while pos < BITS {
        let pattern = peek(&words, pos);
        let item = tables.items[pattern];
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
    let mut hands = [Hand::new(), Hand::new()];
    let [first, second] = &mut hands;
    crate::bridge::fill_hand(first, &HAND_PIECES, &held, &SLOTS_BY_LETTER[0]);
    crate::bridge::fill_hand(second, &HAND_PIECES, &held, &SLOTS_BY_LETTER[1]);
    let (active, inactive) = if second_to_move {
        (JAPANESE.flipped(), JAPANESE)
    } else {
        (JAPANESE, JAPANESE.flipped())
    };
    Ok(Sfen {
        position: Position::from_scan(board, hands, active, inactive),
        move_number: None,
    })
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
