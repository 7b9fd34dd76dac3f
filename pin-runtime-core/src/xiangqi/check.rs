//! Which positions xiangqi FEN can say: the checks of
//! [`Fen::from_position`](super::Fen::from_position), so that reading the
//! text written gives the same position back.

use super::FILES;
use super::error::FromPositionError;
use crate::attrs::Attrs;
use crate::bridge;
use crate::{Board, Epin, Letter, Position, Side};

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
    if let Err((coord, piece)) =
        bridge::check_board(position.board().as_flattened(), FILES, &ON_BOARD)
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
