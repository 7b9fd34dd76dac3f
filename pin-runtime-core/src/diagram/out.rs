//! The writer under both diagrams: text gathered in a buffer on the stack
//! and handed to the formatter a kilobyte at a time, numbers written
//! without `core::fmt`'s machinery.

use core::fmt;

/// Bytes gathered before they are written out.
const CHUNK: usize = 1024;

/// `00` to `99`, two bytes each.
const PAIRS: [u8; 200] = {
    let mut pairs = [0; 200];
    let mut i = 0;
    while i < 100 {
        #[allow(clippy::cast_possible_truncation, reason = "i < 100")]
        let (tens, units) = ((i / 10) as u8, (i % 10) as u8);
        pairs[2 * i] = b'0' + tens;
        pairs[2 * i + 1] = b'0' + units;
        i += 1;
    }
    pairs
};

/// A buffer in front of any `core::fmt::Write`. Only whole `&str`s are
/// gathered, so every chunk written out is UTF-8. Call
/// [`flush`](Self::flush) at the end.
pub(crate) struct Out<'w, W> {
    inner: &'w mut W,
    bytes: [u8; CHUNK],
    len: usize,
}

impl<'w, W: fmt::Write> Out<'w, W> {
    pub(crate) fn new(out: &'w mut W) -> Self {
        Self {
            inner: out,
            bytes: [0; CHUNK],
            len: 0,
        }
    }

    /// Writes out what is gathered.
    pub(crate) fn flush(&mut self) -> fmt::Result {
        let gathered = self.bytes.get(..self.len).ok_or(fmt::Error)?;
        let text = core::str::from_utf8(gathered).map_err(|_| fmt::Error)?;
        self.len = 0;
        self.inner.write_str(text)
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
    /// panic). The short pieces a diagram is made of are copied byte by
    /// byte.
    #[allow(
        clippy::inline_always,
        reason = "called for every piece of text; measured faster inlined"
    )]
    #[inline(always)]
    pub(crate) fn raw(&mut self, bytes: &[u8]) -> fmt::Result {
        let end = self.len + bytes.len();
        if end > CHUNK {
            return self.overflow(bytes);
        }
        let Some(room) = self.bytes.get_mut(self.len..end) else {
            return Err(fmt::Error);
        };
        copy(room, bytes);
        self.len = end;
        Ok(())
    }

    /// Gathers bytes that do not fit: written out first, and straight
    /// through when longer than the buffer.
    #[cold]
    fn overflow(&mut self, bytes: &[u8]) -> fmt::Result {
        self.flush()?;
        if bytes.len() > CHUNK {
            let text = core::str::from_utf8(bytes).map_err(|_| fmt::Error)?;
            return self.inner.write_str(text);
        }
        self.raw(bytes)
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
        let digits = [PAIRS[high], PAIRS[high + 1], PAIRS[low], PAIRS[low + 1]];
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

/// Copies `from` into `to`, of the same length: pieces up to 16 bytes as
/// arrays of their length, moved inline rather than by a call.
#[allow(
    clippy::inline_always,
    reason = "a few moves once inlined, a call otherwise"
)]
#[inline(always)]
fn copy(to: &mut [u8], from: &[u8]) {
    macro_rules! sized {
        ($($n:literal)*) => {
            match from.len() {
                0 => {}
                $($n => {
                    if let (Ok(to), Ok(from)) =
                        (<&mut [u8; $n]>::try_from(to), <&[u8; $n]>::try_from(from))
                    {
                        *to = *from;
                    }
                })*
                _ => to.copy_from_slice(from),
            }
        };
    }
    sized!(1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16);
}

/// The decimal digits of `n`: a buffer and where the digits start in it.
pub(crate) fn decimal(mut n: u64) -> ([u8; 20], usize) {
    let mut digits = [0u8; 20];
    let mut start = digits.len();
    loop {
        start -= 1;
        #[allow(clippy::cast_possible_truncation, reason = "a digit")]
        let digit = (n % 10) as u8;
        digits[start] = b'0' + digit;
        n /= 10;
        if n == 0 || start == 0 {
            return (digits, start);
        }
    }
}
