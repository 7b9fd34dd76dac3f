//! The SFEN writer, and the check that a position can be written.

use core::fmt;

use super::error::FromPositionError;
use super::{MAX_LEN, MAX_PIECES, Sfen};
use crate::attrs::Attrs;
use crate::bridge::{self, Text};
use crate::feen::Grid as _;
use crate::{Board, Epin, Hand, Letter, Position, Side};

/// Whether SFEN can write `piece` on the board: `K^`, `R B G S N L P`
/// and `+R +B +S +N +L +P`, in either case.
const fn on_board(piece: Epin) -> bool {
    let (_, attrs) = piece.parts();
    match piece.letter() {
        Letter::K => matches!(attrs, Attrs::NormalTerminal),
        Letter::G => matches!(attrs, Attrs::Normal),
        Letter::R | Letter::B | Letter::S | Letter::N | Letter::L | Letter::P => {
            matches!(attrs, Attrs::Normal | Attrs::Enhanced)
        }
        _ => false,
    }
}

/// Whether SFEN can write `piece` in the hand of `side`: `R B G S N L P`,
/// in `side`'s case.
const fn in_hand(piece: Epin, side: Side) -> bool {
    let (_, attrs) = piece.parts();
    matches!(attrs, Attrs::Normal)
        && piece.side().is_first() == side.is_first()
        && matches!(
            piece.letter(),
            Letter::R | Letter::B | Letter::G | Letter::S | Letter::N | Letter::L | Letter::P
        )
}

/// Whether the board may hold each piece, by [`Epin::index`].
static ON_BOARD: [bool; Epin::COUNT] = {
    let mut table = [false; Epin::COUNT];
    let mut i = 0;
    while i < Epin::COUNT {
        table[i] = on_board(Epin::ALL[i]);
        i += 1;
    }
    table
};

/// Checks that SFEN can say `position`: shogi's styles, pieces of the
/// table, each side's hand of its own unpromoted pieces.
pub(super) const fn check(position: &Position<Board<9, 9>>) -> Result<(), FromPositionError> {
    let first = position.style(Side::First);
    let second = position.style(Side::Second);
    if first.code() != b'J' || second.code() != b'j' {
        return Err(FromPositionError::Styles { first, second });
    }
    if let Err((coord, piece)) = bridge::check_board(position.board().as_flattened(), 9, &ON_BOARD)
    {
        return Err(FromPositionError::Square { coord, piece });
    }
    let mut side = 0;
    while side < 2 {
        let owner = if side == 0 { Side::First } else { Side::Second };
        let hand = position.hand(owner);
        let mut i = 0;
        while i < hand.len() {
            if let Some((piece, _)) = hand.item(i) {
                if !in_hand(piece, owner) {
                    return Err(FromPositionError::HandPiece { side: owner, piece });
                }
            }
            i += 1;
        }
        side += 1;
    }
    // A position holds no more pieces than squares, as SFEN reads them.
    Ok(())
}

/// The attribute byte of [`Epin::code`] for a promoted piece.
const ENHANCED: u8 = Attrs::Enhanced.bits();

/// SFEN's hand letters in the order written: sente's `R B G S N L P`,
/// then gote's `r b g s n l p`; two places for what a checked position
/// never holds.
const HAND_LETTERS: &[u8; 16] = b"RBGSNLPrbgsnlp??";

/// The place in [`HAND_LETTERS`] of each letter byte; 15 for any other
/// byte. A checked position holds in each hand only its side's letters,
/// so the place alone orders both hands.
static HAND_SLOT: [u8; 256] = {
    let mut slots = [15; 256];
    let mut i = 0;
    while i < 14 {
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
    let mut counts = [0; 16];
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
            text.number(count);
        }
        text.push(HAND_LETTERS[slot]);
    }
}

impl fmt::Display for Sfen {
    /// Writes the SFEN: board, side, hands in the order `R B G S N L P`
    /// (sente's first), and the move number when there is one.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = Text::new();
        let position = &self.position;
        // Each square's letter, `+` before a promoted piece's.
        text.board(position.board(), |text, piece| {
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
            text.number(number);
        }
        text.write_to(f)
    }
}

// The longest SFEN fits the writer's buffer, and the board holds one piece
// per square at most.
const _: () = assert!(MAX_LEN < Text::CAPACITY);
const _: () = assert!(<Board<9, 9>>::DIMENSIONS.square_count() == MAX_PIECES);
