//! Position keys: a 64-bit key of any FEEN position, the XOR of one part
//! per element of the position (its shape, each piece on a square, each
//! count in a hand, each style, the side to move). A piece's part is the
//! 128-bit product of a word of its square and a word of its letter,
//! folded to 64 bits; the other parts are words mixed by the finalizer of
//! `SplitMix64`. [`Position::key`] documents the derivation; its parts are
//! public, to update a key as a position changes.

use super::{Dimensions, Feen, Grid, Hand, Position};
use crate::{Cell, Epin, Side, Sin};

/// The words' kinds of element, in their top byte.
const SHAPE: u64 = 1 << 56;
const BOARD: u64 = 2 << 56;
const HAND: u64 = 3 << 56;
const STYLE: u64 = 4 << 56;
const TURN: u64 = 5 << 56;
const LETTER: u64 = 6 << 56;
const STATE: u64 = 7 << 56;
const OFFSET: u64 = 8 << 56;

/// The step between the words of consecutive groups of eight squares, and
/// between the words of consecutive counts in a hand: `SplitMix64`'s
/// increment, 2⁶⁴ divided by the golden ratio, made odd.
const STEP: u64 = 0x9E37_79B9_7F4A_7C15;

/// The finalizer of `SplitMix64` (Steele, Lea and Flood, "Fast splittable
/// pseudorandom number generators", 2014), Stafford's "Mix13": a bijection
/// of 64-bit words whose every input bit changes every output bit with
/// probability close to one half.
const fn mix(word: u64) -> u64 {
    let z = (word ^ (word >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The 128-bit product of two words, its two halves XOR-ed.
#[inline]
#[allow(clippy::cast_possible_truncation, reason = "the halves of the product")]
const fn fold(a: u64, b: u64) -> u64 {
    let product = a as u128 * b as u128;
    product as u64 ^ (product >> 64) as u64
}

/// The shape's bits of a word: the sizes, a byte each, zero past the
/// dimensions, in bits 32 to 55.
const fn shape_bits(dimensions: Dimensions) -> u64 {
    let sizes = dimensions.as_slice();
    let mut bits = 0;
    let mut i = 0;
    while i < 3 {
        bits <<= 8;
        if i < sizes.len() {
            // At most 255 along a dimension.
            bits |= (sizes[i] & 0xff) as u64;
        }
        i += 1;
    }
    bits << 32
}

/// The word of the first eight squares of a board of shape bits `shape`.
const fn board_word(shape: u64) -> u64 {
    mix(BOARD | shape)
}

/// The word of a letter (a token's cased letter byte).
const fn letter_word(letter: u8) -> u64 {
    mix(LETTER | letter as u64)
}

/// The word of a token's attribute byte (its [`code`](Epin::code) shifted
/// right by 8: state, `^` and `'`).
const fn state_word(attributes: u8) -> u64 {
    mix(STATE | attributes as u64)
}

/// The word of a square's place among its group of eight, 0 to 7.
const fn offset_word(offset: usize) -> u64 {
    mix(OFFSET | offset as u64)
}

/// The word of the hand of `side`.
const fn hand_word(side: Side) -> u64 {
    mix(HAND | (side.index() as u64) << 48)
}

/// The letter and attribute byte of a piece.
const fn bytes(piece: Epin) -> (u8, u8) {
    let [letter, attributes] = piece.code().to_le_bytes();
    (letter, attributes)
}

/// The part of `piece` on the square at `index` of a board whose first
/// word is `board`.
const fn piece_part(board: u64, index: usize, piece: Epin) -> u64 {
    let (letter, attributes) = bytes(piece);
    let group = board.wrapping_add(((index / 8) as u64).wrapping_mul(STEP));
    fold(
        group ^ offset_word(index % 8) ^ state_word(attributes),
        letter_word(letter),
    )
}

/// The part of `count` of `piece` in the hand of `side`; 0 for none.
const fn hand_part(side: Side, piece: Epin, count: u32) -> u64 {
    if count == 0 {
        return 0;
    }
    let (letter, attributes) = bytes(piece);
    fold(
        hand_word(side) ^ (count as u64).wrapping_mul(STEP) ^ state_word(attributes),
        letter_word(letter),
    )
}

/// The part of a style.
const fn style_part(style: Sin) -> u64 {
    mix(STYLE | style.code() as u64)
}

/// The part of the side to move.
const fn turn_part(side: Side) -> u64 {
    match side {
        Side::First => 0,
        Side::Second => mix(TURN),
    }
}

/// The part of a board's shape.
const fn shape_part(shape: u64) -> u64 {
    mix(SHAPE | shape)
}

/// The places of the letters in [`Words`]: a letter's byte, below 128, so
/// that every letter has one without a check.
const LETTERS: usize = 128;
/// The places of the letters in [`Small`]'s parts: a letter's low six bits
/// (`A` to `Z` 1 to 26, `a` to `z` 33 to 58; a letter's byte is these bits
/// with bit 6 set), 0 for an empty square.
const COLUMNS: usize = 64;
/// The places of the attribute bytes (0 to 14), as their low four bits.
const ATTRIBUTES: usize = 16;
/// The places of the styles in [`Words`]: `letter - b'A'`, from `A` (0)
/// to `z` (57).
const STYLES: usize = (b'z' - b'A' + 1) as usize;

/// The words of [`Position::key`], computed at compile time: each is one
/// load rather than a mix.
struct Words {
    /// [`letter_word`] by letter byte (0 elsewhere).
    letters: [u64; LETTERS],
    /// [`offset_word`] `^` [`state_word`] by offset and attribute byte.
    squares: [[u64; ATTRIBUTES]; 8],
    /// [`hand_word`] `^` [`state_word`] by side and attribute byte.
    hands: [[u64; ATTRIBUTES]; 2],
    /// [`style_part`] by letter (`letter - b'A'`).
    styles: [u64; STYLES],
}

static WORDS: Words = {
    let mut letters = [0; LETTERS];
    let mut styles = [0; STYLES];
    let mut letter = b'A';
    while letter <= b'z' {
        if letter.is_ascii_alphabetic() {
            letters[letter as usize] = letter_word(letter);
        }
        // `style_part` of the style of this letter.
        styles[(letter - b'A') as usize] = mix(STYLE | letter as u64);
        letter += 1;
    }
    let mut squares = [[0; ATTRIBUTES]; 8];
    let mut hands = [[0; ATTRIBUTES]; 2];
    let mut attributes = 0;
    while (attributes as usize) < ATTRIBUTES {
        let state = state_word(attributes);
        let mut offset = 0;
        while offset < 8 {
            squares[offset][attributes as usize] = offset_word(offset) ^ state;
            offset += 1;
        }
        hands[0][attributes as usize] = hand_word(Side::First) ^ state;
        hands[1][attributes as usize] = hand_word(Side::Second) ^ state;
        attributes += 1;
    }
    Words {
        letters,
        squares,
        hands,
        styles,
    }
};

/// The two halves of a sum of products, XOR-ed apart: [`fold`] of each
/// part is the XOR of the halves, and the XOR of the parts the XOR of
/// the two sums, folded once at the end; and the parts read whole from a
/// table, XOR-ed in a third word.
struct Sum {
    low: u64,
    high: u64,
    parts: u64,
}

impl Sum {
    /// No part yet.
    const EMPTY: Self = Self {
        low: 0,
        high: 0,
        parts: 0,
    };

    /// The XOR of the parts added.
    const fn total(&self) -> u64 {
        self.low ^ self.high ^ self.parts
    }
}

impl Sum {
    /// Adds `fold(a, b)`.
    #[inline]
    #[allow(clippy::cast_possible_truncation, reason = "the halves of the product")]
    fn add(&mut self, a: u64, b: u64) {
        let product = u128::from(a) * u128::from(b);
        self.low ^= product as u64;
        self.high ^= (product >> 64) as u64;
    }

    /// Adds the part of `piece` on the square at `offset` of a group of
    /// eight whose word is `group`.
    #[inline]
    fn piece(&mut self, group: u64, offset: &[u64; ATTRIBUTES], piece: Epin, words: &Words) {
        self.add(
            group ^ offset[piece.attribute_byte() as usize & 15],
            words.letters[(piece.letter_byte() & 127) as usize],
        );
    }

    /// Adds the parts of the pieces of a group of (at most) eight squares.
    #[inline]
    fn group(&mut self, group: u64, squares: &[Option<Epin>], words: &Words) {
        let mut offset = 0;
        while offset < squares.len() && offset < 8 {
            if let Some(piece) = squares[offset] {
                self.piece(group, &words.squares[offset], piece, words);
            }
            offset += 1;
        }
    }
}

/// The parts of the pieces on `squares`, a board of at most [`SMALL`]
/// squares whose tables are `table`, and of the pieces in `hands`, XOR-ed.
///
/// The tables come as arguments rather than read from statics here, so
/// that their addresses stay in registers for the whole scan. The board is
/// scanned square by square, written out, so that each square's rows of
/// `table` are constants, and without a test of the square: an empty
/// square reads as the code 0, whose part in the table of normal pieces is
/// 0. A square costs a load of its code, a compare and one load and XOR of
/// its part, for an empty square as for a piece in its normal state
/// (attribute byte 0, most pieces of most positions); any other piece
/// (a king's `^`, a promoted `+`), out of the way, costs a load of its
/// letter's word and of its square's word by its attribute byte, a
/// multiplication and two XORs.
#[inline(never)]
fn small_pieces_key<B: Grid>(squares: &B, table: &Small, hands: [&Hand; 2], words: &Words) -> u64 {
    let mut sum = Sum::EMPTY;
    sum.small(squares.as_squares(), table, words);
    sum.hands(hands, words);
    sum.total()
}

/// The parts of the pieces on `squares`, a board of any size whose first
/// word is `board`, and of the pieces in `hands`, XOR-ed: sixteen squares
/// a step, each group of eight's word `STEP` beyond the one before.
#[inline(never)]
fn pieces_key<B: Grid>(squares: &B, board: u64, hands: [&Hand; 2], words: &Words) -> u64 {
    let mut sum = Sum::EMPTY;
    sum.large(board, squares.as_squares(), words);
    sum.hands(hands, words);
    sum.total()
}

/// The XOR chains of [`Sum::small`].
const CHAINS: usize = 2;

/// The most squares of a board whose key is computed with the tables of
/// [`Small`].
const SMALL: usize = 128;

/// The tables of [`Position::key`] for a board of at most [`SMALL`]
/// squares, built at compile time for each such board type whose key is
/// computed (82 KB each), so that a square costs one load of its part
/// rather than words computed and multiplied. A cache of the derivation:
/// the words and parts are those of any board size.
struct Small {
    /// The words of the first [`SMALL`] squares of a board whose first word
    /// is `board`, by square and attribute byte: `(board + (square / 8) ×
    /// STEP) ^ offset_word(square % 8) ^ state_word(attributes)`, the left
    /// factor of a piece's part.
    squares: [[u64; ATTRIBUTES]; SMALL],
    /// The parts of the pieces in their normal state (attribute byte 0),
    /// `fold(squares[square][0], letter_word(code))`, each at `square ×
    /// 64 + code`, its code being its letter byte (below 128): the rows of
    /// 64 overlap, each square's letters (`A` = 65 to `z` = 122) in the
    /// next row, so that the index is the code plus a constant and needs
    /// no mask. 0 at every place no letter has, among them `square × 64`,
    /// the place of an empty square (code 0); one row more than squares.
    normal: [u64; COLUMNS * (SMALL + 1)],
}

impl Small {
    /// The tables of a board of `count` squares (at most [`SMALL`]) whose
    /// first word is `board`; the rows past `count` are left 0.
    #[allow(
        clippy::large_stack_arrays,
        reason = "evaluated at compile time only, for a constant"
    )]
    const fn new(board: u64, count: usize) -> Self {
        // Evaluated for every board type whose key is computed: the words
        // that do not depend on the board come from `WORDS`, computed once.
        let mut squares = [[0; ATTRIBUTES]; SMALL];
        let mut normal = [0; COLUMNS * (SMALL + 1)];
        let mut square = 0;
        while square < count && square < SMALL {
            let group = board.wrapping_add(((square / 8) as u64).wrapping_mul(STEP));
            let mut attributes = 0;
            while attributes < ATTRIBUTES {
                squares[square][attributes] = group ^ WORDS.squares[square % 8][attributes];
                attributes += 1;
            }
            // The letters' low six bits: `A` to `Z`, then `a` to `z`.
            let mut letter = 1;
            while letter < COLUMNS {
                let code = letter | 64;
                normal[square * COLUMNS + code] = fold(squares[square][0], WORDS.letters[code]);
                letter += if letter == 26 { 7 } else { 1 };
            }
            square += 1;
        }
        Self { squares, normal }
    }
}

impl Sum {
    /// Adds the parts of the pieces of a board of at most [`SMALL`]
    /// squares, whose tables are `table`: sixteen groups of eight squares
    /// written out, each group's loop unrolled by the compiler, so that
    /// every square's rows are constants.
    #[allow(
        clippy::inline_always,
        reason = "called once; as a call, its accumulators went through memory"
    )]
    #[inline(always)]
    fn small(&mut self, squares: &[Option<Epin>], table: &Small, words: &Words) {
        // In locals rather than in `self`, so that they stay in registers;
        // XOR chains side by side, so that a square's XOR does not wait for
        // the one before.
        let (mut parts, mut low, mut high) = ([0; CHAINS], 0, 0);
        let mut rest = squares;
        macro_rules! groups {
            ($($g:literal)*) => {$(
                if !rest.is_empty() {
                    let (first, next) = rest.split_at(rest.len().min(8));
                    let mut offset = 0;
                    while offset < first.len() {
                        // An empty square reads as 0; a piece in its normal
                        // state as its letter byte, below 128.
                        let code = Epin::code_or_zero(first[offset]);
                        if code >= 0x80 {
                            // Kings and promoted pieces, a few a position.
                            let product = u128::from(
                                table.squares[8 * $g + offset][(code >> 8) as usize & 15],
                            ) * u128::from(words.letters[(code & 127) as usize]);
                            #[allow(clippy::cast_possible_truncation, reason = "the halves of the product")]
                            {
                                low ^= product as u64;
                                high ^= (product >> 64) as u64;
                            }
                        } else {
                            parts[offset % CHAINS] ^= table.normal[(8 * $g + offset) * COLUMNS + code as usize];
                        }
                        offset += 1;
                    }
                    rest = next;
                }
            )*};
        }
        groups!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15);
        // The last group's rest, empty.
        let _ = rest;
        let mut chain = 0;
        while chain < CHAINS {
            self.parts ^= parts[chain];
            chain += 1;
        }
        self.low ^= low;
        self.high ^= high;
    }

    /// Adds the parts of the pieces held in `hands`.
    #[inline]
    fn hands(&mut self, [first, second]: [&Hand; 2], words: &Words) {
        self.hand(first, &words.hands[0], words);
        self.hand(second, &words.hands[1], words);
    }

    /// Adds the parts of the pieces held in `hand`, whose side's words by
    /// attribute byte are `side`.
    #[inline]
    fn hand(&mut self, hand: &Hand, side: &[u64; ATTRIBUTES], words: &Words) {
        // Every piece held is held at least once.
        for (piece, count) in hand.held() {
            self.add(
                side[piece.attribute_byte() as usize & 15] ^ u64::from(count).wrapping_mul(STEP),
                words.letters[(piece.letter_byte() & 127) as usize],
            );
        }
    }

    /// Adds the parts of the pieces of a board of any size, eight squares
    /// at a time, from the word of the first eight, `board`.
    #[inline]
    fn large(&mut self, board: u64, squares: &[Option<Epin>], words: &Words) {
        let mut group = board;
        let mut pairs = squares.chunks_exact(16);
        for pair in &mut pairs {
            let (first, second) = pair.split_at(8);
            self.group(group, first, words);
            group = group.wrapping_add(STEP);
            self.group(group, second, words);
            group = group.wrapping_add(STEP);
        }
        let rest = pairs.remainder();
        let (first, second) = rest.split_at(rest.len().min(8));
        self.group(group, first, words);
        self.group(group.wrapping_add(STEP), second, words);
    }
}

/// The parts of both styles XOR-ed, by table.
#[inline]
fn styles_part(first: Sin, second: Sin) -> u64 {
    WORDS.styles[(first.code() - b'A') as usize] ^ WORDS.styles[(second.code() - b'A') as usize]
}

impl<B: Grid> Position<B> {
    /// Returns the position's key: a 64-bit number of its board, hands,
    /// styles and side to move, for transposition tables and repetition
    /// checks.
    ///
    /// The key is the XOR of one part per element of the position, each
    /// from a fixed function of that element alone (see *Derivation*): the
    /// same on every platform and every build, with no table that grows
    /// with the board. Positions of different shapes have different keys
    /// even when they hold the same pieces. Equal positions have equal
    /// keys; different positions have different keys but with a chance of
    /// about one in 2⁶⁴ per pair (none among the million positions of mixed
    /// shapes the tests draw).
    ///
    /// **Stable**: a position's key never changes within a major version
    /// of this crate. The tests pin the keys of a few positions.
    ///
    /// To follow a position as it changes, update its key with the parts
    /// that change ([`piece_key`](Self::piece_key),
    /// [`hand_key`](Self::hand_key), [`style_key`](Self::style_key),
    /// [`turn_key`](Self::turn_key)) rather than computing it again.
    ///
    /// # Derivation
    ///
    /// The XOR of:
    ///
    /// | element | part |
    /// |---|---|
    /// | the board's shape | [`shape_key`](Self::shape_key) |
    /// | each piece on a square | [`piece_key`](Self::piece_key)`(cell, piece)` |
    /// | each piece held | [`hand_key`](Self::hand_key)`(side, piece, count)` |
    /// | each side's style | [`style_key`](Self::style_key)`(style)` |
    /// | the side to move | [`turn_key`](Self::turn_key)`(side)`: 0 for the first side |
    ///
    /// A piece's part is the product of two words, one of where it stands
    /// and one of its letter, folded; the other parts are a word of the
    /// element mixed. With `mix` the finalizer of `SplitMix64` (Stafford's
    /// Mix13: `z = (w ^ w >> 30) × 0xBF58476D1CE4E5B9`;
    /// `z = (z ^ z >> 27) × 0x94D049BB133111EB`; `z ^ z >> 31`), `fold(a, b)`
    /// the 128-bit product `a × b` with its two 64-bit halves XOR-ed, and
    /// `step` = `0x9E3779B97F4A7C15` (`SplitMix64`'s increment), all modulo
    /// 2⁶⁴:
    ///
    /// | element | part |
    /// |---|---|
    /// | shape | `mix(1 << 56 \| shape << 32)` |
    /// | `piece` on the square at `square` | `fold((board + (square / 8) × step) ^ offset(square % 8) ^ state(attributes), letter(letter))` |
    /// | `count` (from 1) of `piece` held by `side` | `fold(hand(side) ^ count × step ^ state(attributes), letter(letter))` |
    /// | style | `mix(4 << 56 \| style)` |
    /// | second side to move | `mix(5 << 56)` |
    ///
    /// where the words are
    ///
    /// | word | value |
    /// |---|---|
    /// | `board` | `mix(2 << 56 \| shape << 32)` |
    /// | `hand(side)` | `mix(3 << 56 \| side << 48)` |
    /// | `letter(letter)` | `mix(6 << 56 \| letter)` |
    /// | `state(attributes)` | `mix(7 << 56 \| attributes)` |
    /// | `offset(k)` | `mix(8 << 56 \| k)`, `k` from 0 to 7 |
    ///
    /// with `shape` the board's sizes outermost first, a byte each and 0
    /// past its dimensions (`[8, 8]` is `0x080800`, `[9]` is `0x090000`,
    /// `[2, 3, 4]` is `0x020304`), `square` the square's index in the order
    /// written ([`Dimensions::index_of`]), `letter` and `attributes` the
    /// low and high bytes of the EPIN token's [`code`](Epin::code) (its
    /// cased letter; its state, `^` and `'`), `side` 0 for the first side's
    /// hand and 1 for the second's, and `style` the SIN token's
    /// [`code`](Sin::code). A board's squares go by groups of eight in the
    /// order written, each group a word `step` beyond the one before it,
    /// each square of a group its offset's word: no table grows with the
    /// board, and the words of the pieces (52 letters, 12 attribute bytes)
    /// and of the offsets are a few fixed ones.
    ///
    /// The parts of different elements behave as independent random
    /// numbers: among the 1.75 million pairs of the parts of 16 tokens on
    /// the 81 squares of a 9×9 board and held 1 to 18 times in either
    /// hand, as many pairs of pairs have equal XORs in their low or high
    /// 32 bits as random numbers give, and none in all 64 (the tests count
    /// them), so that positions a few pieces apart do not share keys.
    ///
    /// ```
    /// use pin_runtime::{feen, Board, Position};
    ///
    /// let start = feen!("lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / J/j");
    /// assert_eq!(start.key(), 0xcfbe_ea10_30df_de85);
    /// // The same pieces in hand: the same key however the position was made.
    /// let text = "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / J/j";
    /// assert_eq!(text.parse::<Position<Board<9, 9>>>()?.key(), start.key());
    /// // Another turn, another key.
    /// assert_ne!(start.with_turn(pin_runtime::Side::Second).key(), start.key());
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    #[must_use]
    pub fn key(&self) -> u64 {
        let hands = [self.hand(Side::First), self.hand(Side::Second)];
        let pieces = if const { B::DIMENSIONS.square_count() <= SMALL } {
            // Evaluated for every board type, a larger one too (the other
            // branch is not left out before constants are evaluated): a
            // larger board's tables are built empty, at no cost.
            let table = const {
                let count = B::DIMENSIONS.square_count();
                &Small::new(
                    board_word(shape_bits(B::DIMENSIONS)),
                    if count <= SMALL { count } else { 0 },
                )
            };
            small_pieces_key(self.board(), table, hands, &WORDS)
        } else {
            let board = const { board_word(shape_bits(B::DIMENSIONS)) };
            pieces_key(self.board(), board, hands, &WORDS)
        };
        let key = pieces
            ^ const { shape_part(shape_bits(B::DIMENSIONS)) }
            ^ styles_part(self.style(Side::First), self.style(Side::Second));
        match self.turn() {
            Side::First => key,
            Side::Second => key ^ const { turn_part(Side::Second) },
        }
    }

    /// Returns the part of the [key](Self::key) of `piece` on the square
    /// `cell` of a board of this type: XOR it into a key when the piece is
    /// placed there or taken away. 0 when the cell is not on the board.
    ///
    /// ```
    /// use pin_runtime::{cell, epin, feen, Board, Position};
    ///
    /// type Chess = Position<Board<8, 8>>;
    ///
    /// let mut position: Chess = feen!("k^7/8/8/8/8/8/4P3/K^7 / W/w");
    /// let mut key = position.key();
    /// // e2-e4: the pawn leaves e2 and lands on e4; the second side moves.
    /// position.set(cell!("e2"), None)?;
    /// position.set(cell!("e4"), Some(epin!("P")))?;
    /// position.switch_turn();
    /// key ^= Chess::piece_key(cell!("e2"), epin!("P"))
    ///     ^ Chess::piece_key(cell!("e4"), epin!("P"))
    ///     ^ Chess::turn_key(pin_runtime::Side::Second);
    /// assert_eq!(key, position.key());
    /// assert_eq!(Chess::piece_key(cell!("i1"), epin!("P")), 0);
    /// # Ok::<(), pin_runtime::PositionError>(())
    /// ```
    #[must_use]
    pub const fn piece_key(cell: Cell, piece: Epin) -> u64 {
        match B::DIMENSIONS.index_of(cell) {
            Some(index) => piece_part(board_word(shape_bits(B::DIMENSIONS)), index, piece),
            None => 0,
        }
    }

    /// Returns the part of the [key](Self::key) of `count` of `piece` in
    /// the hand of `side` (0 for a count of 0): when a count changes from
    /// `a` to `b`, XOR `hand_key(side, piece, a) ^ hand_key(side, piece, b)`
    /// into the key.
    ///
    /// Shapes do not change it: every board type gives the same part.
    ///
    /// ```
    /// use pin_runtime::{cell, epin, feen, Board, Position, Side};
    ///
    /// type Shogi = Position<Board<3, 3>>;
    ///
    /// let mut position: Shogi = feen!("k^2/1p1/1K^1 P/ J/j");
    /// let mut key = position.key();
    /// // The first side takes the pawn into its hand: 1 P becomes 2 P.
    /// position.set(cell!("b2"), Some(epin!("K^")))?;
    /// position.set(cell!("b1"), None)?;
    /// position.add_to_hand(Side::First, epin!("P"), 1)?;
    /// key ^= Shogi::piece_key(cell!("b2"), epin!("p"))
    ///     ^ Shogi::piece_key(cell!("b2"), epin!("K^"))
    ///     ^ Shogi::piece_key(cell!("b1"), epin!("K^"))
    ///     ^ Shogi::hand_key(Side::First, epin!("P"), 1)
    ///     ^ Shogi::hand_key(Side::First, epin!("P"), 2);
    /// assert_eq!(key, position.key());
    /// assert_eq!(Shogi::hand_key(Side::First, epin!("P"), 0), 0);
    /// # Ok::<(), pin_runtime::PositionError>(())
    /// ```
    #[must_use]
    pub const fn hand_key(side: Side, piece: Epin, count: u32) -> u64 {
        hand_part(side, piece, count)
    }

    /// Returns the part of the [key](Self::key) of a style; a position's
    /// key holds the parts of both its styles (the first side's uppercase,
    /// the second's lowercase).
    ///
    /// Shapes do not change it.
    ///
    /// ```
    /// use pin_runtime::{feen, sin, Board, Position};
    ///
    /// type Line = Position<Board<1, 4>>;
    ///
    /// let chess: Line = feen!("k^2K^ / W/w");
    /// let makruk: Line = feen!("k^2K^ / W/s");
    /// assert_eq!(chess.key() ^ Line::style_key(sin!("w")) ^ Line::style_key(sin!("s")), makruk.key());
    /// ```
    #[must_use]
    pub const fn style_key(style: Sin) -> u64 {
        style_part(style)
    }

    /// Returns the part of the [key](Self::key) of `side` to move: 0 for
    /// the first side, so switching the turn XORs
    /// `turn_key(Side::Second)` into the key.
    ///
    /// Shapes do not change it.
    ///
    /// ```
    /// use pin_runtime::{feen, Board, Position, Side};
    ///
    /// type Chess = Position<Board<8, 8>>;
    ///
    /// let mut position: Chess = feen!("k^7/8/8/8/8/8/8/K^7 / W/w");
    /// let key = position.key();
    /// position.switch_turn();
    /// assert_eq!(position.key(), key ^ Chess::turn_key(Side::Second));
    /// assert_eq!(Chess::turn_key(Side::First), 0);
    /// ```
    #[must_use]
    pub const fn turn_key(side: Side) -> u64 {
        turn_part(side)
    }

    /// Returns the part of the [key](Self::key) of the board's shape,
    /// which every key of a position of this type holds: the key of a
    /// position with an empty board, empty hands and the first side to
    /// move is this and the two styles' parts.
    ///
    /// ```
    /// use pin_runtime::{feen, sin, Board, Position};
    ///
    /// type Chess = Position<Board<8, 8>>;
    ///
    /// let empty: Chess = feen!("8/8/8/8/8/8/8/8 / W/w");
    /// assert_eq!(
    ///     empty.key(),
    ///     Chess::shape_key() ^ Chess::style_key(sin!("W")) ^ Chess::style_key(sin!("w")),
    /// );
    /// assert_ne!(Chess::shape_key(), Position::<Board<9, 9>>::shape_key());
    /// ```
    #[must_use]
    pub const fn shape_key() -> u64 {
        shape_part(shape_bits(B::DIMENSIONS))
    }
}

impl Feen<'_> {
    /// Returns the key of the position, the key
    /// [`Position::key`] gives the same position as a value: a key for
    /// positions whose shape is known only once read, without converting
    /// them.
    ///
    /// ```
    /// use pin_runtime::{Board, Board3, Feen, Position};
    ///
    /// for text in ["lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL 2P/s j/J", "k^1/2//2/1K^ / W/w"] {
    ///     let feen = Feen::parse(text)?;
    ///     let position_key = match feen.dimensions() {
    ///         [9, 9] => Position::<Board<9, 9>>::try_from(feen)?.key(),
    ///         _ => Position::<Board3<2, 2, 2>>::try_from(feen)?.key(),
    ///     };
    ///     assert_eq!(feen.key(), position_key);
    /// }
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    #[must_use]
    pub fn key(&self) -> u64 {
        let shape = shape_bits(self.shape());
        let board = board_word(shape);
        let mut key = shape_part(shape);
        for (index, square) in self.squares().enumerate() {
            if let Some(piece) = square {
                key ^= piece_part(board, index, piece);
            }
        }
        for (side, hand) in [
            (Side::First, self.first_hand()),
            (Side::Second, self.second_hand()),
        ] {
            for (piece, count) in hand {
                key ^= hand_part(side, piece, count);
            }
        }
        key ^ styles_part(self.style(Side::First), self.style(Side::Second))
            ^ turn_part(self.turn())
    }
}
