//! The writer under both diagrams: text gathered in the crate's text
//! buffer and handed to the formatter a kilobyte at a time, numbers written
//! without `core::fmt`'s machinery.

use core::fmt;

pub(crate) use crate::text::decimal;
use crate::text::{Chunked, DIGIT_PAIRS};

/// Bytes gathered before they are written out.
const CHUNK: usize = 1024;

/// The crate's text buffer in front of any `core::fmt::Write`, with what a
/// diagram writes: text, numbers, path strokes, attributes. Only whole
/// `&str`s are gathered, so every chunk written out is UTF-8. Call
/// [`flush`](Self::flush) at the end.
pub(crate) struct Out<'w, W> {
    chunk: Chunked<'w, W, CHUNK>,
}

impl<'w, W: fmt::Write> Out<'w, W> {
    pub(crate) fn new(out: &'w mut W) -> Self {
        Self {
            chunk: Chunked::new(out),
        }
    }

    /// Writes out what is gathered.
    pub(crate) fn flush(&mut self) -> fmt::Result {
        self.chunk.flush()
    }

    /// Gathers `text`.
    #[allow(
        clippy::inline_always,
        reason = "called for every piece of text; measured faster inlined"
    )]
    #[inline(always)]
    pub(crate) fn s(&mut self, text: &str) -> fmt::Result {
        self.raw(text.as_bytes())
    }

    /// Gathers bytes that are whole UTF-8 characters, mostly ASCII (checked
    /// when the buffer is written out: bad bytes are an error then, never a
    /// panic).
    #[allow(
        clippy::inline_always,
        reason = "called for every piece of text; measured faster inlined"
    )]
    #[inline(always)]
    pub(crate) fn raw(&mut self, bytes: &[u8]) -> fmt::Result {
        self.chunk.raw(bytes)
    }

    /// Gathers a whole number in decimal.
    pub(crate) fn n(&mut self, n: i64) -> fmt::Result {
        if n < 0 {
            self.raw(b"-")?;
        }
        let (digits, start) = decimal(n.unsigned_abs());
        self.raw(digits.get(start..).unwrap_or_default())
    }

    /// Gathers a whole number in decimal: two digits at a time from a
    /// table, the numbers of a picture being short.
    #[inline]
    pub(crate) fn u(&mut self, n: u32) -> fmt::Result {
        if n >= 10_000 {
            return self.n(i64::from(n));
        }
        let n = n as usize;
        let (high, low) = (n / 100 * 2, n % 100 * 2);
        let digits = [
            DIGIT_PAIRS[high],
            DIGIT_PAIRS[high + 1],
            DIGIT_PAIRS[low],
            DIGIT_PAIRS[low + 1],
        ];
        let start = match n {
            0..10 => 3,
            10..100 => 2,
            100..1000 => 1,
            _ => 0,
        };
        self.raw(digits.get(start..).unwrap_or_default())
    }

    /// Gathers a length in tenths of a unit, with one decimal when needed.
    pub(crate) fn tenths(&mut self, n: i64) -> fmt::Result {
        if n < 0 {
            self.s("-")?;
        }
        let n = n.unsigned_abs();
        self.n(i64::try_from(n / 10).unwrap_or(i64::MAX))?;
        let tenth = n % 10;
        if tenth != 0 {
            #[allow(clippy::cast_possible_truncation, reason = "a digit")]
            self.raw(&[b'.', b'0' + tenth as u8])?;
        }
        Ok(())
    }

    /// Gathers a path's straight stroke: a move to (`x`, `y`), then `length`
    /// along `direction`, `b'h'` across or `b'v'` down.
    pub(crate) fn segment(&mut self, x: u32, y: u32, direction: u8, length: u32) -> fmt::Result {
        self.raw(b"M")?;
        self.u(x)?;
        self.raw(b" ")?;
        self.u(y)?;
        self.raw(&[direction])?;
        self.u(length)
    }

    /// Gathers an attribute: `start` (` name="`), the number, `"`.
    #[inline]
    pub(crate) fn attr(&mut self, start: &[u8], n: u32) -> fmt::Result {
        self.raw(start)?;
        self.u(n)?;
        self.raw(b"\"")
    }
}

impl<W: fmt::Write> fmt::Write for Out<'_, W> {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        self.s(text)
    }
}
