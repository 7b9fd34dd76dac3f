//! The writer of FEEN text: bytes gathered in the crate's text buffer and
//! handed to the formatter a chunk at a time.

use core::fmt;

use super::{Dimensions, Hand};
use crate::text::{Chunked, decimal};
use crate::{Epin, Sin};

/// Bytes gathered before they are written to the formatter.
const CHUNK: usize = 128;

/// A text buffer in front of a formatter: pieces, counts and separators are
/// copied into it, and it is written out when full and at the end.
pub(crate) struct Buffer<'a, 'b> {
    out: Chunked<'a, fmt::Formatter<'b>, CHUNK>,
}

impl<'a, 'b> Buffer<'a, 'b> {
    pub(crate) fn new(out: &'a mut fmt::Formatter<'b>) -> Self {
        Self {
            out: Chunked::new(out),
        }
    }

    /// Writes out what is gathered.
    pub(crate) fn flush(&mut self) -> fmt::Result {
        self.out.flush()
    }

    /// Gathers a count in decimal.
    #[inline]
    fn count(&mut self, n: usize) -> fmt::Result {
        if n < 10 {
            // Counts of empty squares are mostly one digit.
            #[allow(clippy::cast_possible_truncation, reason = "n < 10")]
            return self.out.byte(b'0' + n as u8);
        }
        self.digits(n)
    }

    /// Gathers a count of several digits.
    fn digits(&mut self, n: usize) -> fmt::Result {
        let (digits, start) = decimal(n as u64);
        self.out.raw(digits.get(start..).unwrap_or_default())
    }

    /// Gathers one byte.
    #[inline]
    fn byte(&mut self, byte: u8) -> fmt::Result {
        self.out.byte(byte)
    }

    /// Gathers a piece's token: its whole 4-byte slot is copied, a fixed
    /// size, and only the token's length is kept.
    #[inline]
    fn piece(&mut self, piece: Epin) -> fmt::Result {
        let (word, len) = crate::encoded::padded(piece.letter_byte(), piece.attribute_byte());
        self.out.padded(word, len)
    }

    /// Gathers a placement: `squares` in the order written, on a board of
    /// `dimensions`.
    pub(crate) fn placement(
        &mut self,
        squares: &[Option<Epin>],
        dimensions: Dimensions,
    ) -> fmt::Result {
        let sizes = dimensions.as_slice();
        let files = sizes.last().copied().unwrap_or(1).max(1);
        // Ranks per layer on a 3-D board; a 2-D board is one layer.
        let ranks = match *sizes {
            [_, ranks, _] => ranks,
            _ => usize::MAX,
        };
        for (i, rank) in squares.chunks(files).enumerate() {
            if i > 0 {
                self.byte(b'/')?;
                if i % ranks == 0 {
                    self.byte(b'/')?;
                }
            }
            let mut empty = 0;
            for square in rank {
                match square {
                    Some(piece) => {
                        if empty > 0 {
                            self.count(empty)?;
                            empty = 0;
                        }
                        self.piece(*piece)?;
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                self.count(empty)?;
            }
        }
        Ok(())
    }

    /// Gathers a hand: each item's count when above 1, then its token.
    pub(crate) fn hand(&mut self, hand: &Hand) -> fmt::Result {
        for (piece, count) in hand {
            if count > 1 {
                self.count(count as usize)?;
            }
            self.piece(piece)?;
        }
        Ok(())
    }

    /// Gathers the hands and style-turn fields after a placement:
    /// ` <first>/<second> <active>/<inactive>`.
    pub(crate) fn rest(&mut self, hands: &[Hand; 2], active: Sin, inactive: Sin) -> fmt::Result {
        self.byte(b' ')?;
        self.hand(&hands[0])?;
        self.byte(b'/')?;
        self.hand(&hands[1])?;
        self.out.raw(&[b' ', active.code(), b'/', inactive.code()])
    }
}
