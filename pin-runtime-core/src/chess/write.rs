//! The writer of chess FEN: `Display` for [`Fen`] and [`Shredder`], the
//! whole text gathered in a buffer on the stack and handed to the formatter
//! at once.
//!
//! It trusts what it writes: a [`Fen`](super::Fen) holds only positions its
//! reader or [`check`](super::check) accepted, so every piece has a FEN
//! letter, every `-R` a king on its side and every `-P` its place.

use core::fmt;

use super::fen::{Fen, Pockets};
use super::read::{CASTLING_ROOKS, POCKET_KINDS, POCKET_PIECES};
use super::{FILES, LOWERCASE, RANKS, row as row_of};
use crate::attrs::Attrs;
use crate::bridge::Clocks;
use crate::bridge::{self, Text};
use crate::{Board, Epin, Position, Side};

/// Writes a position, its clocks and pockets as FEN to `f`; castling rights
/// as file letters when `shredder`, X-FEN otherwise.
pub(super) fn write(
    f: &mut fmt::Formatter<'_>,
    position: &Position<Board<RANKS, FILES>>,
    clocks: Option<Clocks>,
    pockets: Pockets,
    shredder: bool,
) -> fmt::Result {
    let mut text = Text::new();
    let board = position.board();
    bridge::write_board(&mut text, board, |text, piece| {
        let letter = piece.letter_byte();
        text.push(letter);
        // `+` is promoted but for pawns, where it is the start rank.
        if piece.attribute_byte() == Attrs::Enhanced.bits() && letter | LOWERCASE != b'p' {
            text.push(b'~');
        }
    });
    match pockets {
        Pockets::Absent => {}
        Pockets::Brackets => {
            text.push(b'[');
            write_pockets(&mut text, position);
            text.push(b']');
        }
        Pockets::Slash => {
            text.push(b'/');
            write_pockets(&mut text, position);
        }
    }
    let white = position.turn().is_first();
    text.push(b' ');
    text.push(if white { b'w' } else { b'b' });
    text.push(b' ');
    write_castling(&mut text, board, shredder);
    text.push(b' ');
    write_en_passant(&mut text, board, white);
    if let Some(clocks) = clocks {
        text.push(b' ');
        text.push_number(clocks.halfmove());
        text.push(b' ');
        text.push_number(clocks.fullmove());
    }
    text.write_to(f)
}

impl fmt::Display for Fen {
    /// Writes the FEN: X-FEN castling rights (`K` and `Q` for the outermost
    /// rooks, file letters for inner ones), pockets in the form read, four
    /// fields without clocks.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write(f, &self.position, self.clocks, self.pockets, false)
    }
}

/// A [`Fen`] written with its castling rights as file letters
/// (Shredder-FEN); see [`Fen::shredder`].
///
/// ```
/// use pin_runtime::chess::Fen;
///
/// let fen = Fen::parse("nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w KQkq - 0 1")?;
/// assert_eq!(fen.to_string(), "nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w KQkq - 0 1");
/// assert_eq!(fen.shredder().to_string(), "nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w GBgb - 0 1");
/// # Ok::<(), pin_runtime::chess::FenError>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Shredder<'a> {
    fen: &'a Fen,
}

impl<'a> Shredder<'a> {
    pub(super) const fn new(fen: &'a Fen) -> Self {
        Self { fen }
    }
}

impl fmt::Display for Shredder<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let fen = self.fen;
        write(f, &fen.position, fen.clocks, fen.pockets, true)
    }
}

/// Appends the pockets: white's pieces, then black's, each in the order
/// `Q R B N P`.
fn write_pockets(text: &mut Text, position: &Position<Board<RANKS, FILES>>) {
    for (i, piece) in POCKET_PIECES.iter().enumerate() {
        let hand = position.hand(if i < POCKET_KINDS {
            Side::First
        } else {
            Side::Second
        });
        for _ in 0..hand.count(*piece) {
            text.push(piece.letter_byte());
        }
    }
}

/// Whether a square holds a piece of letter `letter` (its case is its
/// side).
#[inline]
fn holds(square: Option<Epin>, letter: u8) -> bool {
    square.is_some_and(|piece| piece.letter_byte() == letter)
}

/// Appends the castling rights: white's, then black's, each h-side before
/// a-side; `K`/`Q` for the outermost rook of its side of the king (X-FEN),
/// its file letter otherwise or when `shredder`; `-` for none.
#[inline]
fn write_castling(text: &mut Text, board: &Board<RANKS, FILES>, shredder: bool) {
    let mut any = false;
    for (row, case, castling_rook) in [
        (row_of(1), 0, CASTLING_ROOKS[0]),
        (row_of(8), LOWERCASE, CASTLING_ROOKS[1]),
    ] {
        let rank = &board[row];
        // Rights live on rooks `-R`: without one, the side has none.
        if !rank.contains(&Some(castling_rook)) {
            continue;
        }
        let Some(king) = (0..FILES).find(|&file| holds(rank[file], b'K' | case)) else {
            continue;
        };
        let rook = b'R' | case;
        // The h-side from the outermost file in (h to b), then the a-side
        // (a to g).
        for (h_side, files) in [
            (true, [7, 6, 5, 4, 3, 2, 1]),
            (false, [0, 1, 2, 3, 4, 5, 6]),
        ] {
            let mut outermost = true;
            for file in files {
                if file == king {
                    break;
                }
                let Some(piece) = rank[file] else { continue };
                if piece.letter_byte() != rook {
                    continue;
                }
                if piece.attribute_byte() == Attrs::Diminished.bits() {
                    #[allow(clippy::cast_possible_truncation, reason = "files are below 8")]
                    let byte = match (outermost && !shredder, h_side) {
                        (true, true) => b'K',
                        (true, false) => b'Q',
                        (false, _) => b'A' + file as u8,
                    };
                    text.push(byte | case);
                    any = true;
                    break;
                }
                outermost = false;
            }
        }
    }
    if !any {
        text.push(b'-');
    }
}

/// Appends the en-passant square: the square behind the `-P` of the side
/// not to move, `-` when there is none.
#[inline]
fn write_en_passant(text: &mut Text, board: &Board<RANKS, FILES>, white_to_move: bool) {
    // The row of a pawn that just advanced two squares, the rank of the
    // square it passed, and its letter.
    let (row, rank, pawn) = if white_to_move {
        (row_of(5), b'6', b'p')
    } else {
        (row_of(4), b'3', b'P')
    };
    for (file, square) in (b'a'..).zip(&board[row]) {
        if let Some(piece) = square {
            if piece.letter_byte() == pawn && piece.attribute_byte() == Attrs::Diminished.bits() {
                text.push(file);
                text.push(rank);
                return;
            }
        }
    }
    text.push(b'-');
}
