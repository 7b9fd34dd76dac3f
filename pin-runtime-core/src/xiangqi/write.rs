//! The xiangqi FEN writer, with UCCI letters, and the check that a position
//! can be written.

use core::fmt;

use super::error::FromPositionError;
use super::{Fen, MAX_LEN};
use crate::attrs::Attrs;
use crate::bridge::{self, Text};
use crate::{Board, Epin, Letter, Position, Side};

/// The UCCI letter of each FEEN letter byte the board may hold: `H` is
/// written `N`, `E` is `B`, `S` is `P`; 0 for any other byte.
static UCCI: [u8; 256] = {
    let mut table = [0; 256];
    let pairs: [(u8, u8); 7] = [
        (b'K', b'K'),
        (b'A', b'A'),
        (b'E', b'B'),
        (b'H', b'N'),
        (b'R', b'R'),
        (b'C', b'C'),
        (b'S', b'P'),
    ];
    let mut i = 0;
    while i < pairs.len() {
        let (feen, ucci) = pairs[i];
        table[feen as usize] = ucci;
        table[feen.to_ascii_lowercase() as usize] = ucci.to_ascii_lowercase();
        i += 1;
    }
    table
};

/// Whether xiangqi FEN can write `piece`: `K^`, `A E H R C S`, in either
/// case.
const fn on_board(piece: Epin) -> bool {
    let (_, attrs) = piece.parts();
    match piece.letter() {
        Letter::K => matches!(attrs, Attrs::NormalTerminal),
        Letter::A | Letter::E | Letter::H | Letter::R | Letter::C | Letter::S => {
            matches!(attrs, Attrs::Normal)
        }
        _ => false,
    }
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

/// Checks that xiangqi FEN can say `position`: xiangqi's styles, pieces of
/// the table, empty hands.
pub(super) const fn check(position: &Position<Board<10, 9>>) -> Result<(), FromPositionError> {
    let first = position.style(Side::First);
    let second = position.style(Side::Second);
    if first.code() != b'C' || second.code() != b'c' {
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
        if let Some((piece, _)) = hand.item(0) {
            return Err(FromPositionError::HandPiece { side: owner, piece });
        }
        side += 1;
    }
    Ok(())
}

impl fmt::Display for Fen {
    /// Writes the FEN with UCCI letters and `w` or `b`, then `- -` and the
    /// clocks when there are some.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = Text::new();
        text.board(self.position.board(), |text, piece| {
            let [letter, _] = piece.code().to_le_bytes();
            text.push(UCCI[usize::from(letter)]);
        });
        text.push(b' ');
        text.push(if self.position.turn().is_first() {
            b'w'
        } else {
            b'b'
        });
        for byte in b" - -" {
            text.push(*byte);
        }
        if let Some(clocks) = self.clocks {
            text.push(b' ');
            text.number(clocks.halfmove);
            text.push(b' ');
            text.number(clocks.fullmove);
        }
        text.write_to(f)
    }
}

// The longest xiangqi FEN fits the writer's buffer.
const _: () = assert!(MAX_LEN < Text::CAPACITY);
