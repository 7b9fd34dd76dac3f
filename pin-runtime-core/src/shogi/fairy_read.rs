//! The reader of Fairy-Stockfish's shogi FEN: one pass left to right, the
//! board read by the bridges' loop with SFEN's tables, stopping at the
//! first mistake.
//!
//! Every index is checked against the length before it is read, and every
//! loop moves forward, so no input panics and time is linear in the input,
//! which is at most [`FAIRY_MAX_LEN`] bytes.

use super::fairy::FairyFen;
use super::fairy_error::{FairyFenError as Error, FairyFenErrorKind as Kind, FairyField as Field};
use super::read::{BOARD, HAND_PIECES, HAND_SLOTS, ONE_SET, PROMOTED, SLOTS_BY_LETTER};
use super::{FAIRY_MAX_LEN, FILES, HAND_KINDS, JAPANESE, MAX_PIECES, RANKS};
use crate::bridge::{self, BoardMistake, Clocks, Misread, char_at, char_of};
use crate::error::byte_at;
use crate::{Hand, Position, Sin};

/// Reads a whole Fairy-Stockfish shogi FEN.
pub(super) const fn read(bytes: &[u8]) -> Result<FairyFen, Error> {
    let len = bytes.len();
    if len > FAIRY_MAX_LEN {
        return Err(Error::new(Kind::TooLong { len }, FAIRY_MAX_LEN, None));
    }
    let mut board = [[None; FILES]; RANKS];
    let read = bridge::read_board::<RANKS, FILES, false, true, false, true>(
        bytes, &mut board, &BOARD, &ONE_SET, &PROMOTED,
    );
    let (at, board_pieces) = tri!(read, |misread| board_error(misread));
    let (hands, at) = tri!(read_pockets(bytes, at, board_pieces));
    let (active, inactive, at) = tri!(read_side(bytes, at));
    let clocks = tri!(read_clocks(bytes, at));
    Ok(FairyFen {
        position: Position::from_scan(board, hands, active, inactive),
        clocks,
    })
}

/// The error of a mistake on the board.
#[cold]
const fn board_error(misread: Misread) -> Error {
    let kind = match misread.mistake {
        BoardMistake::ExpectedSquare { found } => Kind::ExpectedSquare { found },
        BoardMistake::ExpectedRankEnd { found } => Kind::ExpectedRankEnd { found },
        BoardMistake::ExpectedPromotable { found } => Kind::ExpectedPromotable { found },
        BoardMistake::ZeroCount => Kind::ZeroCount,
        BoardMistake::CountAfterCount { found } => Kind::CountAfterCount { found },
        BoardMistake::RankTooWide => Kind::RankTooWide,
        BoardMistake::RankTooNarrow { squares } => Kind::RankTooNarrow { squares },
        BoardMistake::TooManyRanks => Kind::TooManyRanks,
        BoardMistake::TooFewRanks { ranks } => Kind::TooFewRanks { ranks },
        // Not found: one set of letters.
        BoardMistake::MixedLetters { found, .. } => Kind::ExpectedSquare { found: Some(found) },
    };
    Error::on_board(kind, misread)
}

/// Reads the pockets at `start`, where the board ended: `[`, the pieces in
/// hand each written as often as it is held (`-` alone for none, as in
/// Fairy-Stockfish's own start positions), `]`. Returns the hands and the
/// index past `]`; `board_pieces` is bounded with them by [`MAX_PIECES`].
#[inline]
const fn read_pockets(
    bytes: &[u8],
    start: usize,
    board_pieces: usize,
) -> Result<([Hand; 2], usize), Error> {
    let mut hands = [Hand::new(), Hand::new()];
    let field = Some(Field::Pockets);
    if !matches!(byte_at(bytes, start), Some(b'[')) {
        let kind = Kind::ExpectedPockets {
            found: char_at(bytes, start),
        };
        return Err(Error::new(kind, start, field));
    }
    let mut at = start + 1;
    if let (Some(b'-'), Some(b']')) = (byte_at(bytes, at), byte_at(bytes, at + 1)) {
        return Ok((hands, at + 2));
    }
    let mut counts = [0; 2 * HAND_KINDS];
    let mut pieces = board_pieces;
    loop {
        let Some(byte) = byte_at(bytes, at) else {
            return Err(Error::new(Kind::MissingField, at, field));
        };
        if byte == b']' {
            break;
        }
        let Some(slot) = HAND_SLOTS[byte as usize] else {
            let kind = match byte {
                b'+' => Kind::PromotedInHand,
                b'K' | b'k' => Kind::KingInHand {
                    found: byte as char,
                },
                _ => Kind::ExpectedPocketPiece {
                    found: char_at(bytes, at),
                },
            };
            return Err(Error::new(kind, at, field));
        };
        counts[slot as usize] += 1;
        pieces += 1;
        if pieces > MAX_PIECES {
            return Err(Error::new(Kind::TooManyPieces { pieces }, at, field));
        }
        at += 1;
    }
    let [sente, gote] = &mut hands;
    bridge::fill_hand(sente, &HAND_PIECES, &counts, &SLOTS_BY_LETTER[0]);
    bridge::fill_hand(gote, &HAND_PIECES, &counts, &SLOTS_BY_LETTER[1]);
    Ok((hands, at + 1))
}

/// Reads a space at `at`, which ends the field `before`, and returns the
/// index past it; at the end of the input, the field `next` is missing.
#[inline]
const fn read_space(bytes: &[u8], at: usize, before: Field, next: Field) -> Result<usize, Error> {
    match byte_at(bytes, at) {
        Some(b' ') => Ok(at + 1),
        Some(_) => {
            let kind = Kind::ExpectedSpace {
                found: char_of(bytes, at),
            };
            Err(Error::new(kind, at, Some(before)))
        }
        None => Err(Error::new(Kind::MissingField, at, Some(next))),
    }
}

/// Reads the side to move after the space at `at`: `w` is sente, who moves
/// first, `b` gote (SFEN's letters the other way round). Returns the
/// styles of the side to move and of the other, and the index past it.
#[inline]
const fn read_side(bytes: &[u8], at: usize) -> Result<(Sin, Sin, usize), Error> {
    let at = tri!(read_space(bytes, at, Field::Pockets, Field::Side));
    match byte_at(bytes, at) {
        Some(b'w') => Ok((JAPANESE, JAPANESE.flipped(), at + 1)),
        Some(b'b') => Ok((JAPANESE.flipped(), JAPANESE, at + 1)),
        _ => {
            let kind = Kind::Side {
                found: char_at(bytes, at),
            };
            Err(Error::new(kind, at, Some(Field::Side)))
        }
    }
}

/// Reads a `-` of `field` at `at`; returns the index past it.
#[inline]
const fn read_dash(bytes: &[u8], at: usize, field: Field) -> Result<usize, Error> {
    if let Some(b'-') = byte_at(bytes, at) {
        Ok(at + 1)
    } else {
        let kind = Kind::ExpectedDash {
            found: char_at(bytes, at),
        };
        Err(Error::new(kind, at, Some(field)))
    }
}

/// Reads what follows the side at `at`: ` - -` (castling and en passant,
/// which Fairy-Stockfish's own start positions leave out), then the
/// halfmove clock and the fullmove number, which ends the input.
#[inline]
const fn read_clocks(bytes: &[u8], at: usize) -> Result<Clocks, Error> {
    let mut at = tri!(read_space(bytes, at, Field::Side, Field::HalfmoveClock));
    if !matches!(byte_at(bytes, at), Some(b'0'..=b'9')) {
        at = tri!(read_dash(bytes, at, Field::Castling));
        at = tri!(read_space(bytes, at, Field::Castling, Field::EnPassant));
        at = tri!(read_dash(bytes, at, Field::EnPassant));
        at = tri!(read_space(
            bytes,
            at,
            Field::EnPassant,
            Field::HalfmoveClock
        ));
    }
    let (halfmove, at) = tri!(read_number(bytes, at, Field::HalfmoveClock));
    let at = tri!(read_space(
        bytes,
        at,
        Field::HalfmoveClock,
        Field::FullmoveNumber
    ));
    let (fullmove, end) = tri!(read_number(bytes, at, Field::FullmoveNumber));
    let Some(clocks) = Clocks::new(halfmove, fullmove) else {
        return Err(Error::new(
            Kind::ZeroFullmove,
            end - 1,
            Some(Field::FullmoveNumber),
        ));
    };
    if let Some(found) = char_at(bytes, end) {
        let kind = Kind::ExpectedEnd { found };
        return Err(Error::new(kind, end, Some(Field::FullmoveNumber)));
    }
    Ok(clocks)
}

/// Reads a clock of `field` at `at`; returns it and the index past it.
const fn read_number(bytes: &[u8], at: usize, field: Field) -> Result<(u32, usize), Error> {
    match bridge::number(bytes, at) {
        Ok(read) => Ok(read),
        Err(error) => {
            let missing = Kind::ExpectedNumber {
                found: char_at(bytes, at),
            };
            Err(Error::number(error, missing, at, field))
        }
    }
}
