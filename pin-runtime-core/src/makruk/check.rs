//! Which positions makruk FEN can say: the checks of
//! [`Fen::from_position`](super::Fen::from_position), so that reading the
//! text written gives the same position back.

use super::FILES;
use super::error::FromPositionError;
use crate::attrs::Attrs;
use crate::bridge;
use crate::{Board, Epin, Letter, Position, Side};

/// Whether makruk FEN can write `piece`: `K^`, `M S N R P`, `+M`, in
/// either case.
const fn on_board(piece: Epin) -> bool {
    let (_, attrs) = piece.parts();
    match piece.letter() {
        Letter::K => matches!(attrs, Attrs::NormalTerminal),
        Letter::M => matches!(attrs, Attrs::Normal | Attrs::Enhanced),
        Letter::S | Letter::N | Letter::R | Letter::P => matches!(attrs, Attrs::Normal),
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

/// Checks that makruk FEN can say `position`: makruk's styles, pieces of
/// the table, empty hands.
pub(super) const fn check(position: &Position<Board<8, 8>>) -> Result<(), FromPositionError> {
    let first = position.style(Side::First);
    let second = position.style(Side::Second);
    if first.code() != b'S' || second.code() != b's' {
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
