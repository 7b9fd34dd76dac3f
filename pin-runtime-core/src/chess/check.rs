//! Which positions FEN can say: the checks of
//! [`Fen::from_position`](super::Fen::from_position), so that reading the
//! text written gives the same position back.

use super::error::{FromPositionError, FromPositionErrorKind as Kind, Unwritable};
use super::fen::Pockets;
use super::read::{POCKET_KINDS, POCKET_PIECES};
use super::{BLACK, FILES, RANKS, WHITE, row as row_of};
use crate::attrs::Attrs;
use crate::bridge::cell;
use crate::{Board, Epin, Position, Side, State};

/// What the squares checked so far hold: whether a `-P` was seen, and for
/// each side (white, black) and wing (a, h) whether a `-R` was.
struct Seen {
    en_passant: bool,
    castling: [[bool; 2]; 2],
}

/// Checks that FEN can say `position`, with pockets of form `pockets`.
pub(crate) const fn check(
    position: &Position<Board<RANKS, FILES>>,
    pockets: Pockets,
) -> Result<(), FromPositionError> {
    let first = position.style(Side::First);
    let second = position.style(Side::Second);
    if first.code() != WHITE.code() || second.code() != BLACK.code() {
        let kind = Kind::Styles { first, second };
        return Err(FromPositionError::new(kind, Unwritable::Whole));
    }
    let board = position.board();
    let white_to_move = position.turn().is_first();
    let mut seen = Seen {
        en_passant: false,
        castling: [[false; 2]; 2],
    };
    let mut row = 0;
    while row < RANKS {
        let mut file = 0;
        while file < FILES {
            if let Some(piece) = board[row][file] {
                if let Err(kind) = square(board, row, file, piece, white_to_move, &mut seen) {
                    let place = Unwritable::Square(cell(row, file, RANKS), piece);
                    return Err(FromPositionError::new(kind, place));
                }
            }
            file += 1;
        }
        row += 1;
    }
    // A position holds no more pieces than squares, so the pockets hold
    // at most 64: no bound to check here.
    hands(position, pockets)
}

/// Checks the piece on a square.
const fn square(
    board: &Board<RANKS, FILES>,
    row: usize,
    file: usize,
    piece: Epin,
    white_to_move: bool,
    seen: &mut Seen,
) -> Result<(), Kind> {
    let (ascii, attrs) = piece.parts();
    let letter = ascii.byte();
    let white = letter.is_ascii_uppercase();
    let lower = letter.to_ascii_lowercase();
    if !matches!(lower, b'k' | b'q' | b'r' | b'b' | b'n' | b'p') {
        return Err(Kind::Letter);
    }
    if attrs.is_derived() {
        return Err(Kind::Derived);
    }
    if lower == b'k' {
        return match attrs {
            Attrs::NormalTerminal => Ok(()),
            _ => Err(Kind::King),
        };
    }
    if attrs.is_terminal() {
        return Err(Kind::Terminal);
    }
    match (lower, attrs.state()) {
        (_, State::Normal) if lower != b'p' => Ok(()),
        (b'q' | b'b' | b'n' | b'r', State::Enhanced) => Ok(()),
        (b'q' | b'b' | b'n', State::Diminished) => Err(Kind::State),
        (b'r', _) => castling_rook(board, row, file, white, seen),
        (_, state) => pawn(board, row, file, white, state, white_to_move, seen),
    }
}

/// Checks a pawn in `state`.
const fn pawn(
    board: &Board<RANKS, FILES>,
    row: usize,
    file: usize,
    white: bool,
    state: State,
    white_to_move: bool,
    seen: &mut Seen,
) -> Result<(), Kind> {
    let start = if white { row_of(2) } else { row_of(7) };
    match state {
        State::Normal if row == start => Err(Kind::StartPawn),
        State::Normal => Ok(()),
        State::Enhanced if row == start => Ok(()),
        State::Enhanced => Err(Kind::AdvancedPawn),
        State::Diminished => {
            // The row a pawn reaches by advancing two squares, and the two
            // it passed, for the side that just moved.
            let (reached, behind) = if white {
                (row_of(4), [row_of(3), row_of(2)])
            } else {
                (row_of(5), [row_of(6), row_of(7)])
            };
            if row != reached
                || white == white_to_move
                || board[behind[0]][file].is_some()
                || board[behind[1]][file].is_some()
            {
                return Err(Kind::EnPassant);
            }
            if seen.en_passant {
                return Err(Kind::SecondEnPassant);
            }
            seen.en_passant = true;
            Ok(())
        }
    }
}

/// Checks a rook with a castling right (`-R`).
const fn castling_rook(
    board: &Board<RANKS, FILES>,
    row: usize,
    file: usize,
    white: bool,
    seen: &mut Seen,
) -> Result<(), Kind> {
    let (back, king) = if white {
        (row_of(1), b'K')
    } else {
        (row_of(8), b'k')
    };
    // Only a king FEN can write counts: `K^`.
    if row != back {
        return Err(Kind::CastlingRank);
    }
    // No king yet: a file past the last.
    let mut king_file = FILES;
    let mut f = 0;
    while f < FILES {
        if let Some(piece) = board[row][f] {
            if piece.letter_byte() == king && piece.attribute_byte() == Attrs::NormalTerminal.bits()
            {
                if king_file < FILES {
                    return Err(Kind::CastlingKing);
                }
                king_file = f;
            }
        }
        f += 1;
    }
    if king_file == FILES {
        return Err(Kind::CastlingKing);
    }
    let side = !white as usize;
    let wing = (file > king_file) as usize;
    if seen.castling[side][wing] {
        return Err(Kind::CastlingSide);
    }
    seen.castling[side][wing] = true;
    Ok(())
}

/// Checks that the hands can be written as pockets of form `pockets` (none
/// when [`Pockets::Absent`]).
pub(crate) const fn hands(
    position: &Position<Board<RANKS, FILES>>,
    pockets: Pockets,
) -> Result<(), FromPositionError> {
    let mut side = 0;
    while side < 2 {
        let holder = if side == 0 { Side::First } else { Side::Second };
        let hand = position.hand(holder);
        let mut i = 0;
        while let Some((piece, _)) = hand.item(i) {
            let place = Unwritable::Hand(holder, piece);
            if let Pockets::Absent = pockets {
                return Err(FromPositionError::new(Kind::Hand, place));
            }
            let mut k = 0;
            while k < POCKET_KINDS && POCKET_PIECES[side * POCKET_KINDS + k].code() != piece.code()
            {
                k += 1;
            }
            if k == POCKET_KINDS {
                return Err(FromPositionError::new(Kind::Pocket, place));
            }
            i += 1;
        }
        side += 1;
    }
    Ok(())
}
