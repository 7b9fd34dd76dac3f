//! The SFEN writer: `Display` for [`Sfen`].

use core::fmt;

use super::{HAND_LETTERS, MAX_LEN, MAX_PIECES, Sfen};
use crate::attrs::Attrs;
use crate::bridge::{self, Text};
use crate::feen::Grid as _;
use crate::{Board, Hand, Side};

/// The attribute byte of [`Epin::code`] for a promoted piece.
const ENHANCED: u8 = Attrs::Enhanced.bits();

/// The places a hand item may take in the order written, one bit each in
/// a `u16`: [`HAND_LETTERS`], and two for what a checked position never
/// holds.
const PLACES: usize = 16;

/// The place of anything but a piece a hand may hold.
#[allow(clippy::cast_possible_truncation, reason = "below 16")]
const NO_PLACE: u8 = PLACES as u8 - 1;

/// The letter of each place: [`HAND_LETTERS`], then `?`.
const LETTERS: [u8; PLACES] = {
    let mut letters = [b'?'; PLACES];
    let mut i = 0;
    while i < HAND_LETTERS.len() {
        letters[i] = HAND_LETTERS[i];
        i += 1;
    }
    letters
};

/// The place in [`LETTERS`] of each letter byte; [`NO_PLACE`] for any
/// other byte. A checked position holds in each hand only its side's
/// letters, so the place alone orders both hands.
static HAND_SLOT: [u8; 256] = {
    let mut slots = [NO_PLACE; 256];
    let mut i = 0;
    while i < HAND_LETTERS.len() {
        #[allow(clippy::cast_possible_truncation, reason = "14 letters")]
        let slot = i as u8;
        slots[HAND_LETTERS[i] as usize] = slot;
        i += 1;
    }
    slots
};

/// Writes the hands: sente's pieces then gote's, each in the order
/// `R B G S N L P`, a count from 2; `-` when both are empty.
#[inline]
fn hands(text: &mut Text, hands: [&Hand; 2]) {
    if hands[0].is_empty() && hands[1].is_empty() {
        text.push(b'-');
        return;
    }
    // Each item's count at its place in SFEN's order, and a bit per place
    // held: the bits, lowest first, give the order written.
    let mut counts = [0; PLACES];
    let mut held: u16 = 0;
    for hand in hands {
        for (piece, count) in hand {
            let [letter, _] = piece.code().to_le_bytes();
            let slot = HAND_SLOT[usize::from(letter)];
            counts[usize::from(slot)] = count;
            held |= 1 << slot;
        }
    }
    while held != 0 {
        let slot = held.trailing_zeros() as usize;
        held &= held - 1;
        let count = counts[slot];
        if count > 1 {
            text.push_number(count);
        }
        text.push(LETTERS[slot]);
    }
}

impl fmt::Display for Sfen {
    /// Writes the SFEN: board, side, hands in the order `R B G S N L P`
    /// (sente's first), and the move number when there is one.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = Text::new();
        let position = &self.position;
        // Each square's letter, `+` before a promoted piece's.
        bridge::write_board(&mut text, position.board(), |text, piece| {
            let [letter, attrs] = piece.code().to_le_bytes();
            if attrs == ENHANCED {
                text.push(b'+');
            }
            text.push(letter);
        });
        text.push(b' ');
        text.push(if position.turn().is_first() {
            b'b'
        } else {
            b'w'
        });
        text.push(b' ');
        hands(
            &mut text,
            [position.hand(Side::First), position.hand(Side::Second)],
        );
        if let Some(number) = self.move_number {
            text.push(b' ');
            text.push_number(number);
        }
        text.write_to(f)
    }
}

// The longest SFEN fits the writer's buffer, and the board holds one piece
// per square at most.
const _: () = assert!(MAX_LEN < bridge::TEXT);
const _: () = assert!(<Board<9, 9>>::DIMENSIONS.square_count() == MAX_PIECES);
