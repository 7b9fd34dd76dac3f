//! What the bridges to other notations share: decimal numbers read and
//! written, squares named by their CELL coordinates, a piece from its
//! letter in a table, and the text buffer a writer fills before handing it
//! to the formatter in one piece.

use core::fmt;

use crate::attrs::Attrs;
use crate::letter::Ascii;
use crate::{Cell, Epin};

/// Why no decimal number could be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum NumberError {
    /// No digit where the number starts.
    Missing,
    /// A `0` followed by another digit.
    LeadingZero,
    /// More than `u32::MAX`.
    TooLarge,
}

/// Reads a decimal number without sign or leading zeros from `at` (`0` is
/// a number; `07` is not) up to the first byte that is not a digit.
/// Returns it and the index past it.
pub(crate) const fn number(bytes: &[u8], at: usize) -> Result<(u32, usize), NumberError> {
    let len = bytes.len();
    if at >= len || !bytes[at].is_ascii_digit() {
        return Err(NumberError::Missing);
    }
    if bytes[at] == b'0' && at + 1 < len && bytes[at + 1].is_ascii_digit() {
        return Err(NumberError::LeadingZero);
    }
    let mut value: u32 = 0;
    let mut end = at;
    while end < len && bytes[end].is_ascii_digit() {
        let digit = (bytes[end] - b'0') as u32;
        value = match value.checked_mul(10) {
            Some(tens) => match tens.checked_add(digit) {
                Some(value) => value,
                None => return Err(NumberError::TooLarge),
            },
            None => return Err(NumberError::TooLarge),
        };
        end += 1;
    }
    Ok((value, end))
}

/// The byte at `at`, or `None` past the end.
pub(crate) const fn byte_at(bytes: &[u8], at: usize) -> Option<u8> {
    if at < bytes.len() {
        Some(bytes[at])
    } else {
        None
    }
}

/// Names a byte as token errors do, or says the input ended.
pub(crate) fn write_found_or_end(f: &mut fmt::Formatter<'_>, found: Option<u8>) -> fmt::Result {
    match found {
        Some(byte) => crate::error::write_found(f, byte),
        None => f.write_str("end of input"),
    }
}

/// The piece of a letter and attributes, for the tables the readers build
/// at compile time.
pub(crate) const fn piece(letter: u8, attrs: Attrs) -> Epin {
    match Ascii::from_byte(letter) {
        Some(ascii) => Epin::from_parts(ascii, attrs),
        None => panic!("a piece table names a byte that is not a letter"),
    }
}

/// The CELL coordinate of the square at `row` (from 0, in the order
/// written) and `column` (from 0) of a board of `ranks` ranks: the first
/// square written in a rank is file `a`, the last rank written is rank 1.
#[allow(
    clippy::cast_possible_truncation,
    reason = "the bridges' boards have at most 10 ranks and 9 files"
)]
pub(crate) const fn cell(row: usize, column: usize, ranks: usize) -> Cell {
    Cell::new_2d(column as u8, (ranks - 1 - row) as u8)
}

/// Text gathered by a writer: bytes in a fixed buffer, written to the
/// formatter at once. Every bridge's longest text is shorter than the
/// buffer ([`Text::CAPACITY`]).
pub(crate) struct Text {
    bytes: [u8; Text::CAPACITY],
    len: usize,
}

impl Text {
    /// The buffer's size: more than the longest text of any bridge, and a
    /// power of two, so an index masked by it needs no bounds check.
    pub(crate) const CAPACITY: usize = 256;

    pub(crate) const fn new() -> Self {
        Self {
            bytes: [0; Self::CAPACITY],
            len: 0,
        }
    }

    /// Appends one byte. Writers never come near the capacity; the index
    /// is masked rather than checked, which keeps the writers' loops
    /// short (past the capacity, bytes would wrap around, never panic).
    #[allow(
        clippy::inline_always,
        reason = "called once per byte in the writers' loops"
    )]
    #[inline(always)]
    pub(crate) fn push(&mut self, byte: u8) {
        self.bytes[self.len % Self::CAPACITY] = byte;
        self.len += 1;
    }

    /// Appends a number in decimal.
    pub(crate) fn number(&mut self, mut n: u32) {
        if n < 10 {
            #[allow(clippy::cast_possible_truncation, reason = "n < 10")]
            self.push(b'0' + n as u8);
            return;
        }
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

    /// Writes the text gathered.
    pub(crate) fn write_to(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let gathered = self.bytes.get(..self.len).ok_or(fmt::Error)?;
        // Writers gather ASCII only.
        f.write_str(core::str::from_utf8(gathered).map_err(|_| fmt::Error)?)
    }
}
