//! The writer of chess FEN: the whole text gathered in a buffer on the
//! stack and handed to the formatter at once.
//!
//! It trusts what it writes: a [`Fen`](super::Fen) holds only positions its
//! reader or [`check`](super::check) accepted, so every piece has a FEN
//! letter, every `-R` a king on its side and every `-P` its place.

use super::MAX_LEN;
use super::fen::{Clocks, Pockets};
use super::read::POCKET_PIECES;
use crate::repr::Attrs;
use crate::{Board, Position, Side};

/// A FEN as text, at most [`MAX_LEN`] bytes.
pub(crate) struct Text {
    bytes: [u8; MAX_LEN],
    len: usize,
}

impl Text {
    /// Writes a position, its clocks and pockets; castling rights as file
    /// letters when `shredder`, X-FEN otherwise.
    pub(crate) fn new(
        position: &Position<Board<8, 8>>,
        clocks: Option<Clocks>,
        pockets: Pockets,
        shredder: bool,
    ) -> Self {
        let mut text = Self {
            bytes: [0; MAX_LEN],
            len: 0,
        };
        let board = position.board();
        text.board(board);
        match pockets {
            Pockets::Absent => {}
            Pockets::Brackets => {
                text.push(b'[');
                text.pockets(position);
                text.push(b']');
            }
            Pockets::Slash => {
                text.push(b'/');
                text.pockets(position);
            }
        }
        let white = position.turn() == Side::First;
        text.push(b' ');
        text.push(if white { b'w' } else { b'b' });
        text.push(b' ');
        text.castling(board, shredder);
        text.push(b' ');
        text.en_passant(board, white);
        if let Some(clocks) = clocks {
            text.push(b' ');
            text.number(clocks.halfmove());
            text.push(b' ');
            text.number(clocks.fullmove());
        }
        text
    }

    /// The text written. Empty if it did not fit, which a valid FEN always
    /// does.
    pub(crate) fn as_str(&self) -> &str {
        let written = self.bytes.get(..self.len).unwrap_or_default();
        core::str::from_utf8(written).unwrap_or_default()
    }

    /// Appends a byte.
    #[inline]
    fn push(&mut self, byte: u8) {
        if let Some(slot) = self.bytes.get_mut(self.len) {
            *slot = byte;
            self.len += 1;
        }
    }

    /// Appends the board, rank 8 first: each piece's letter (with `~` when
    /// promoted), each run of empty squares as a digit.
    fn board(&mut self, board: &Board<8, 8>) {
        for (row, rank) in board.iter().enumerate() {
            if row > 0 {
                self.push(b'/');
            }
            let mut empty = 0;
            for square in rank {
                let Some(piece) = square else {
                    empty += 1;
                    continue;
                };
                if empty > 0 {
                    self.push(b'0' + empty);
                    empty = 0;
                }
                let (ascii, attrs) = piece.raw();
                let letter = ascii.byte();
                self.push(letter);
                // `+` is promoted but for pawns, where it is the start rank.
                if attrs == Attrs::Enhanced && letter | 0x20 != b'p' {
                    self.push(b'~');
                }
            }
            if empty > 0 {
                self.push(b'0' + empty);
            }
        }
    }

    /// Appends the pockets: white's pieces, then black's, each in the
    /// order `Q R B N P`.
    fn pockets(&mut self, position: &Position<Board<8, 8>>) {
        for (i, piece) in POCKET_PIECES.iter().enumerate() {
            let hand = if i < 5 {
                position.first_hand()
            } else {
                position.second_hand()
            };
            for _ in 0..hand.count(*piece) {
                self.push(piece.raw().0.byte());
            }
        }
    }

    /// Appends the castling rights: white's, then black's, each h-side
    /// before a-side; `K`/`Q` for the outermost rook of its side of the
    /// king (X-FEN), its file letter otherwise or when `shredder`; `-` for
    /// none.
    fn castling(&mut self, board: &Board<8, 8>, shredder: bool) {
        let start = self.len;
        for (row, case) in [(7, 0), (0, 0x20)] {
            let rank = &board[row];
            let holds = |file: usize, letter: u8| {
                rank[file].is_some_and(|piece| piece.raw().0.byte() == letter | case)
            };
            let Some(king) = (0..8).find(|&file| holds(file, b'K')) else {
                continue;
            };
            let is_rook = |file: usize| holds(file, b'R');
            let castles = |file: usize| {
                is_rook(file) && rank[file].is_some_and(|piece| piece.raw().1 == Attrs::Diminished)
            };
            let h_side = (king + 1..8).rev().find(|&file| castles(file));
            let a_side = (0..king).find(|&file| castles(file));
            if let Some(file) = h_side {
                let outermost = (king + 1..8).rev().find(|&file| is_rook(file));
                self.right(file, outermost == Some(file) && !shredder, b'K', case);
            }
            if let Some(file) = a_side {
                let outermost = (0..king).find(|&file| is_rook(file));
                self.right(file, outermost == Some(file) && !shredder, b'Q', case);
            }
        }
        if self.len == start {
            self.push(b'-');
        }
    }

    /// Appends one castling right: `letter` when the rook is the outermost,
    /// its file otherwise; lowercase with `case` 0x20.
    #[allow(clippy::cast_possible_truncation, reason = "files are below 8")]
    fn right(&mut self, file: usize, outermost: bool, letter: u8, case: u8) {
        let byte = if outermost { letter } else { b'A' + file as u8 };
        self.push(byte | case);
    }

    /// Appends the en-passant square: the square behind the `-P` of the
    /// side not to move, `-` when there is none.
    #[allow(clippy::cast_possible_truncation, reason = "files are below 8")]
    fn en_passant(&mut self, board: &Board<8, 8>, white_to_move: bool) {
        // The row of a pawn that just advanced two squares, and the rank of
        // the square it passed.
        let (row, rank, pawn) = if white_to_move {
            (3, b'6', b'p')
        } else {
            (4, b'3', b'P')
        };
        let passed = board[row].iter().position(|square| {
            square.is_some_and(|piece| {
                piece.raw().0.byte() == pawn && piece.raw().1 == Attrs::Diminished
            })
        });
        match passed {
            Some(file) => {
                self.push(b'a' + file as u8);
                self.push(rank);
            }
            None => self.push(b'-'),
        }
    }

    /// Appends a number in decimal.
    fn number(&mut self, mut n: u32) {
        let mut digits = [0u8; 10];
        let mut start = digits.len();
        loop {
            start -= 1;
            #[allow(clippy::cast_possible_truncation, reason = "n % 10 < 10")]
            let digit = (n % 10) as u8;
            digits[start] = b'0' + digit;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        for &digit in digits.get(start..).unwrap_or_default() {
            self.push(digit);
        }
    }
}
