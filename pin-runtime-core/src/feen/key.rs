//! Position keys: a 64-bit key of any FEEN position, the XOR of one part
//! per element of the position (its shape, each piece on a square, each
//! count in a hand, each style, the side to move), each part a 64-bit
//! word packing the element, mixed by the finalizer of `SplitMix64`.
//! [`Position::key`] documents the derivation; its parts are public, to
//! update a key as a position changes.

use super::{Dimensions, Feen, Grid, Position};
use crate::{Cell, Epin, Side, Sin};

/// The words' kinds of element, in their top byte.
const SHAPE: u64 = 1 << 56;
const PIECE: u64 = 2 << 56;
const HAND: u64 = 3 << 56;
const STYLE: u64 = 4 << 56;
const TURN: u64 = 5 << 56;

/// The finalizer of `SplitMix64` (Steele, Lea and Flood, "Fast splittable
/// pseudorandom number generators", 2014), Stafford's "Mix13": a bijection
/// of 64-bit words whose every input bit changes every output bit with
/// probability close to one half.
const fn mix(word: u64) -> u64 {
    last_step(mix_but_last_step(word))
}

/// [`mix`] but for its last step, `z ^ z >> 31`, which is linear: the XOR
/// of the parts of a board is `last_step` of the XOR of these, one step for
/// the whole board rather than one per piece.
const fn mix_but_last_step(word: u64) -> u64 {
    let z = (word ^ (word >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB)
}

/// The last step of [`mix`].
const fn last_step(z: u64) -> u64 {
    z ^ (z >> 31)
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

/// The word of `piece` on the square at `index` of a board of shape bits
/// `shape`.
const fn square_word(shape: u64, index: usize, piece: Epin) -> u64 {
    // At most 65,025 squares: the index fits in 16 bits.
    PIECE | shape | ((index & 0xffff) as u64) << 16 | piece.code() as u64
}

/// The word of `count` of `piece` in the hand of `side`.
const fn hand_word(side: Side, piece: Epin, count: u32) -> u64 {
    HAND | (side.index() as u64) << 48 | (count as u64) << 16 | piece.code() as u64
}

/// The part of `count` of `piece` in the hand of `side`; 0 for none.
const fn hand_part(side: Side, piece: Epin, count: u32) -> u64 {
    if count == 0 {
        return 0;
    }
    mix(hand_word(side, piece, count))
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

/// The parts of the pieces on a board of shape bits `shape` XOR-ed, its
/// squares in the order written, but for [`mix`]'s last step (see
/// [`mix_but_last_step`]).
fn board_unfinished(shape: u64, squares: &[Option<Epin>]) -> u64 {
    let mut key = 0;
    // Eight squares at a time, so that an empty square costs a compare and
    // a branch, without the loop's own; the word of each square is the
    // word of the first of the eight plus its place among them.
    let mut chunks = squares.chunks_exact(8);
    let mut word = PIECE | shape;
    for chunk in &mut chunks {
        for (i, square) in chunk.iter().enumerate() {
            if let Some(piece) = square {
                key ^= mix_but_last_step((word + ((i as u64) << 16)) | u64::from(piece.code()));
            }
        }
        word += 8 << 16;
    }
    for (i, square) in chunks.remainder().iter().enumerate() {
        if let Some(piece) = square {
            key ^= mix_but_last_step((word + ((i as u64) << 16)) | u64::from(piece.code()));
        }
    }
    key
}

/// The key of a position from its board's parts XOR-ed but for [`mix`]'s
/// last step, its hands, its styles and its turn: every part XOR-ed, the
/// last step taken once.
fn key(
    shape: u64,
    board: u64,
    hands: [impl Iterator<Item = (Epin, u32)>; 2],
    styles: [Sin; 2],
    turn: Side,
) -> u64 {
    let mut key = mix_but_last_step(SHAPE | shape) ^ board;
    for (side, hand) in [Side::First, Side::Second].into_iter().zip(hands) {
        for (piece, count) in hand {
            // A hand holds no piece 0 times, whose part would be 0.
            if count != 0 {
                key ^= mix_but_last_step(hand_word(side, piece, count));
            }
        }
    }
    key ^= mix_but_last_step(STYLE | u64::from(styles[0].code()));
    key ^= mix_but_last_step(STYLE | u64::from(styles[1].code()));
    if let Side::Second = turn {
        key ^= mix_but_last_step(TURN);
    }
    last_step(key)
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
    /// where each part is `mix(word)`, `mix` the finalizer of `SplitMix64`
    /// (Stafford's Mix13: `z = (w ^ w >> 30) × 0xBF58476D1CE4E5B9`;
    /// `z = (z ^ z >> 27) × 0x94D049BB133111EB`; `z ^ z >> 31`, modulo
    /// 2⁶⁴), a bijection, and the word `w` packs the element in 64 bits:
    ///
    /// | element | word |
    /// |---|---|
    /// | shape | `1 << 56 \| shape << 32` |
    /// | piece on a square | `2 << 56 \| shape << 32 \| square << 16 \| piece` |
    /// | pieces held | `3 << 56 \| side << 48 \| count << 16 \| piece` |
    /// | style | `4 << 56 \| style` |
    /// | second side to move | `5 << 56` |
    ///
    /// with `shape` the board's sizes outermost first, a byte each and 0
    /// past its dimensions (`[8, 8]` is `0x080800`, `[9]` is `0x090000`,
    /// `[2, 3, 4]` is `0x020304`), `square` the square's index in the order
    /// written ([`Dimensions::index_of`]), `piece` the EPIN token's
    /// [`code`](Epin::code), `side` 0 for the first side's hand and 1 for
    /// the second's, `count` from 1, and `style` the SIN token's
    /// [`code`](Sin::code).
    ///
    /// ```
    /// use pin_runtime::{feen, Board, Position};
    ///
    /// let start = feen!("lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / J/j");
    /// assert_eq!(start.key(), 0x463d_b1fb_f5df_508b);
    /// // The same pieces in hand: the same key however the position was made.
    /// let text = "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / J/j";
    /// assert_eq!(text.parse::<Position<Board<9, 9>>>()?.key(), start.key());
    /// // Another turn, another key.
    /// assert_ne!(start.with_turn(pin_runtime::Side::Second).key(), start.key());
    /// # Ok::<(), pin_runtime::FeenError>(())
    /// ```
    #[must_use]
    pub fn key(&self) -> u64 {
        let shape = const { shape_bits(B::DIMENSIONS) };
        key(
            shape,
            board_unfinished(shape, self.board().as_squares()),
            [self.first_hand(), self.second_hand()],
            [self.style(Side::First), self.style(Side::Second)],
            self.turn(),
        )
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
            Some(index) => mix(square_word(shape_bits(B::DIMENSIONS), index, piece)),
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
        mix(SHAPE | shape_bits(B::DIMENSIONS))
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
        let mut board = 0;
        for (index, square) in self.squares().enumerate() {
            if let Some(piece) = square {
                board ^= mix_but_last_step(square_word(shape, index, piece));
            }
        }
        key(
            shape,
            board,
            [self.first_hand(), self.second_hand()],
            [self.style(Side::First), self.style(Side::Second)],
            self.turn(),
        )
    }
}
