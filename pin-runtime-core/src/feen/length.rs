//! The length of the FEEN text a position writes, in parts, for the
//! mutators of [`Position`](super::Position), which keep it within
//! [`MAX_LEN`](super::MAX_LEN): the most a board type's positions can take
//! (most types cannot reach the bound, and their changes measure nothing),
//! the length of a placement and of hands, and how a change of one square
//! or one hand item changes it, worked out from that square's rank or that
//! item alone.

use super::{Dimensions, Hand, MAX_DIMENSION};
use crate::Epin;

/// The bytes of a position besides its placement and hands: the two
/// spaces between the fields, the `/` between the hands, and the
/// style-turn field (`W/w`).
pub(crate) const FIXED: usize = 6;

/// A run of this many empty squares or more is written with three digits,
/// as every longer run in a rank is (at most [`MAX_DIMENSION`] squares):
/// looking this far either side of a square tells how the runs around it
/// are written.
const THREE_DIGITS: usize = 100;

const _: () = assert!(
    MAX_DIMENSION < 1000,
    "a run of empty squares has at most three digits"
);

/// The decimal digits of a count: none for 0, which is not written.
pub(crate) const fn digits(mut n: usize) -> usize {
    let mut digits = 0;
    while n > 0 {
        digits += 1;
        n /= 10;
    }
    digits
}

/// The bytes of a piece's token, 1 to 4.
pub(crate) const fn token(piece: Epin) -> usize {
    piece.encode().len()
}

/// The bytes of a hand item of `count` pieces: the count when above 1, then
/// the token; nothing when the hand holds none.
pub(crate) const fn item(piece: Epin, count: usize) -> usize {
    match count {
        0 => 0,
        1 => token(piece),
        _ => digits(count) + token(piece),
    }
}

/// The bytes of a hand's field.
pub(crate) const fn hand(hand: &Hand) -> usize {
    let mut len = 0;
    let mut i = 0;
    while let Some((piece, count)) = hand.item(i) {
        len += item(piece, count as usize);
        i += 1;
    }
    len
}

/// The bytes of both hands, the fields' separators and the styles: all
/// but the placement.
pub(crate) const fn rest(hands: &[Hand; 2]) -> usize {
    hand(&hands[0]) + hand(&hands[1]) + FIXED
}

/// The most bytes a position on a board of `dimensions` can take: a
/// four-byte token on every square, and two full hands of counts as large
/// as the squares (more than any position holds, since hands and board
/// share the squares).
pub(crate) const fn longest(dimensions: Dimensions) -> usize {
    let squares = dimensions.square_count();
    let item = digits(squares) + 4;
    4 * squares + separators(dimensions) + 2 * Hand::CAPACITY * item + FIXED
}

/// The `/` of a placement: one between ranks, a second between layers.
const fn separators(dimensions: Dimensions) -> usize {
    let sizes = dimensions.as_slice();
    let lines = dimensions.square_count() / dimensions.files();
    let layers = match *sizes {
        [layers, _, _] => layers,
        _ => 1,
    };
    lines - 1 + layers - 1
}

/// The bytes of the placement of `squares`, in the order written, on a
/// board of `dimensions`: tokens, counts of empty squares, a `/` between
/// ranks and a second one between layers.
pub(crate) fn placement(squares: &[Option<Epin>], dimensions: Dimensions) -> usize {
    let mut len = separators(dimensions);
    for rank in squares.chunks(dimensions.files()) {
        // An empty rank, the most common on a large board, is one count:
        // found by a count without branches, which the compiler
        // vectorises.
        if rank.iter().filter(|square| square.is_some()).count() == 0 {
            len += digits(rank.len());
            continue;
        }
        let mut empty = 0;
        for square in rank {
            match square {
                Some(piece) => {
                    len += digits(empty) + token(*piece);
                    empty = 0;
                }
                None => empty += 1,
            }
        }
        len += digits(empty);
    }
    len
}

/// The bytes that the square at `index` and the runs of empty squares
/// beside it in its rank take when the square holds `old` and when it
/// holds `new`, the rest of the rank as in `squares`. A change of that
/// square from `old` to `new` changes the placement's length by the
/// difference: the other ranks, and the squares past the nearest piece
/// either side, are written the same. The runs are counted once for both.
pub(crate) fn around(
    squares: &[Option<Epin>],
    files: usize,
    index: usize,
    old: Option<Epin>,
    new: Option<Epin>,
) -> (usize, usize) {
    let start = index - index % files;
    let rank = squares.get(start..start + files).unwrap_or_default();
    let at = index - start;
    let before = rank.get(..at).unwrap_or_default();
    let after = rank.get(at + 1..).unwrap_or_default();
    // The empty squares next to it, up to a count of three digits, the
    // nearest first.
    let mut left = 0;
    while left < THREE_DIGITS && left < before.len() && before[before.len() - 1 - left].is_none() {
        left += 1;
    }
    let mut right = 0;
    while right < THREE_DIGITS && right < after.len() && after[right].is_none() {
        right += 1;
    }
    let with = |square: Option<Epin>| match square {
        Some(piece) => digits(left) + token(piece) + digits(right),
        None => digits(left + 1 + right),
    };
    (with(old), with(new))
}
