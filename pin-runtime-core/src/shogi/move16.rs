//! The 16-bit moves of training records, `YaneuraOu`'s and cshogi's, to and
//! from [`Usi`].
//!
//! Both put the destination in bits 0 to 6 and the origin in bits 7 to 13,
//! squares numbered as the positions number them
//! (`9 * (file - 1) + rank - 1`). They differ in drops and promotion:
//!
//! | | drop | promotion |
//! |---|---|---|
//! | `YaneuraOu` (`Move16`, `PackedSfenValue`) | bit 14, the piece (1 to 7) as the origin | bit 15 |
//! | cshogi (`move16`, HCPE) | the origin 80 + the piece (81 to 87) | bit 14 |
//!
//! the pieces numbered `P L N S B R G` from 1. Both write 0 for no move
//! and 129 (`1b1b`) for the null move; `YaneuraOu` also 258 for resigning
//! and 387 for a win by declaration.

use super::{Square, Usi};
use crate::{Cell, Letter};

/// The dropped pieces by their number in both formats, from 1.
const DROPS: [Letter; 7] = [
    Letter::P,
    Letter::L,
    Letter::N,
    Letter::S,
    Letter::B,
    Letter::R,
    Letter::G,
];

/// No move.
const NONE: u16 = 0;
/// The null move, `(1 << 7) + 1`.
const NULL: u16 = 129;
/// `YaneuraOu`'s resignation, `(2 << 7) + 2`.
const RESIGN: u16 = 258;
/// `YaneuraOu`'s win by declaration, `(3 << 7) + 3`.
const WIN: u16 = 387;

/// The squares of the board.
const SQUARES: u16 = 81;

/// The cell of a square's number, below 81.
#[allow(clippy::cast_possible_truncation, reason = "below 81")]
const fn cell(number: u16) -> Option<Cell> {
    if number >= SQUARES {
        return None;
    }
    match Square::new(number as u8 / 9 + 1, number as u8 % 9 + 1) {
        Some(square) => Some(square.cell()),
        None => None,
    }
}

/// The number of a cell of the board (0 off it, which a `Usi` never
/// holds).
const fn number(cell: Option<Cell>) -> u16 {
    match cell {
        Some(cell) => match Square::from_cell(cell) {
            Some(square) => 9 * (square.file() as u16 - 1) + square.rank() as u16 - 1,
            None => 0,
        },
        None => 0,
    }
}

/// The number of a dropped piece, from 1.
const fn drop_number(piece: Letter) -> u16 {
    let mut i = 0;
    while i < DROPS.len() {
        if DROPS[i].as_byte() == piece.as_byte() {
            #[allow(clippy::cast_possible_truncation, reason = "7 pieces")]
            return i as u16 + 1;
        }
        i += 1;
    }
    0
}

/// A move from `from` to `to` (numbers), or a drop of piece `piece` (a
/// number from 1) on `to`; `Err` when no writer writes it.
const fn usi(from: u16, to: u16, drop: Option<u16>, promotes: bool) -> Result<Option<Usi>, ()> {
    let Some(to) = cell(to) else {
        return Err(());
    };
    let made = match drop {
        Some(piece) if piece >= 1 && piece <= 7 && !promotes => {
            Usi::new_drop(DROPS[piece as usize - 1], to)
        }
        Some(_) => None,
        None => match cell(from) {
            Some(from) => Usi::new(from, to, promotes),
            None => None,
        },
    };
    match made {
        Some(usi) => Ok(Some(usi)),
        None => Err(()),
    }
}

/// Reads `YaneuraOu`'s 16-bit move: `None` for no move, resigning or a win;
/// `Err` for 16 bits no writer writes.
pub(super) const fn from_yaneuraou(raw: u16) -> Result<Option<Usi>, ()> {
    match raw {
        NONE | RESIGN | WIN => Ok(None),
        NULL => Ok(Some(Usi::NULL)),
        _ => {
            let drop = if raw & 1 << 14 != 0 {
                Some(raw >> 7 & 0x7f)
            } else {
                None
            };
            usi(raw >> 7 & 0x7f, raw & 0x7f, drop, raw & 1 << 15 != 0)
        }
    }
}

/// Writes a move as `YaneuraOu`'s 16 bits: 0 for none.
pub(super) const fn to_yaneuraou(usi: Option<Usi>) -> u16 {
    let Some(usi) = usi else {
        return NONE;
    };
    if usi.is_null() {
        return NULL;
    }
    let to = number(usi.to());
    match usi.drop_piece() {
        Some(piece) => to | drop_number(piece) << 7 | 1 << 14,
        None => to | number(usi.from()) << 7 | (usi.promotes() as u16) << 15,
    }
}

/// Reads cshogi's 16-bit move: `None` for no move; `Err` for 16 bits no
/// writer writes.
pub(super) const fn from_cshogi(raw: u16) -> Result<Option<Usi>, ()> {
    match raw {
        NONE => Ok(None),
        NULL => Ok(Some(Usi::NULL)),
        _ if raw & 1 << 15 != 0 => Err(()),
        _ => {
            let from = raw >> 7 & 0x7f;
            let drop = if from >= SQUARES {
                Some(from - (SQUARES - 1))
            } else {
                None
            };
            usi(from, raw & 0x7f, drop, raw & 1 << 14 != 0)
        }
    }
}

/// Writes a move as cshogi's 16 bits: 0 for none.
pub(super) const fn to_cshogi(usi: Option<Usi>) -> u16 {
    let Some(usi) = usi else {
        return NONE;
    };
    if usi.is_null() {
        return NULL;
    }
    let to = number(usi.to());
    match usi.drop_piece() {
        Some(piece) => to | (SQUARES - 1 + drop_number(piece)) << 7,
        None => to | number(usi.from()) << 7 | (usi.promotes() as u16) << 14,
    }
}
