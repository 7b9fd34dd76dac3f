//! Which positions SFEN can say: the checks of
//! [`Sfen::from_position`](super::Sfen::from_position), so that reading
//! the text written gives the same position back.

use super::FILES;
use super::error::FromPositionError;
use crate::attrs::Attrs;
use crate::bridge;
use crate::{Board, Epin, Letter, Position, Side};

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
    if let Err((coord, piece)) =
        bridge::check_board(position.board().as_flattened(), FILES, &ON_BOARD)
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
