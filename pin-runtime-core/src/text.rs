//! The one text buffer of the crate's writers: bytes gathered on the
//! stack, then handed to a formatter whole (a bridge's text, an error's
//! message, padded as a `str` is) or a chunk at a time through [`Chunked`]
//! (FEEN, the diagrams), or built in `const` code (the messages of the
//! conversions a constant makes at compile time). Its capacity is a
//! parameter: each writer says how much it needs and why.
//!
//! Only whole UTF-8 text is ever gathered (most of it ASCII), so what is
//! gathered is a `str`; it is checked as one when handed over, so a bad
//! byte is an error then, never a panic.

use core::fmt;

/// Bytes gathered by a writer, at most `N`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Text<const N: usize> {
    bytes: [u8; N],
    len: usize,
}

impl<const N: usize> Text<N> {
    /// An empty text.
    pub(crate) const fn new() -> Self {
        Self {
            bytes: [0; N],
            len: 0,
        }
    }

    /// The bytes that may still be gathered.
    pub(crate) const fn room(&self) -> usize {
        N - self.len
    }

    /// The text gathered; empty if it were not UTF-8 (it always is).
    pub(crate) const fn as_str(&self) -> &str {
        match self.bytes.split_at_checked(self.len) {
            Some((text, _)) => match core::str::from_utf8(text) {
                Ok(text) => text,
                Err(_) => "",
            },
            None => "",
        }
    }

    /// Forgets the text gathered.
    pub(crate) const fn clear(&mut self) {
        self.len = 0;
    }

    /// Appends `text` whole if it fits, and says whether it did.
    pub(crate) const fn push_str(&mut self, text: &str) -> bool {
        let bytes = text.as_bytes();
        if bytes.len() > self.room() {
            return false;
        }
        let mut i = 0;
        while i < bytes.len() {
            self.bytes[self.len + i] = bytes[i];
            i += 1;
        }
        self.len += bytes.len();
        true
    }

    /// Appends one byte, for the writers of texts shorter than `N` by
    /// construction (the bridges'): the index is masked rather than
    /// checked, which keeps their loops short; past `N`, bytes would wrap
    /// around, never panic. `N` is a power of two.
    #[cfg(feature = "bridge")]
    #[allow(
        clippy::inline_always,
        reason = "called once per byte in the writers' loops"
    )]
    #[inline(always)]
    pub(crate) fn push(&mut self, byte: u8) {
        self.bytes[self.len % N] = byte;
        self.len += 1;
    }

    /// Appends `byte` when `when` holds, without a branch: the byte is
    /// written in either case and counted only then (masked as
    /// [`push`](Self::push) is).
    #[cfg(feature = "bridge")]
    #[allow(
        clippy::inline_always,
        reason = "called once per byte in the writers' loops"
    )]
    #[inline(always)]
    pub(crate) fn push_when(&mut self, byte: u8, when: bool) {
        self.bytes[self.len % N] = byte;
        self.len += usize::from(when);
    }

    /// Appends bytes that fit (the caller checked [`room`](Self::room)):
    /// pieces of up to 16 bytes are copied inline rather than by a call.
    /// Bytes that would not fit are an error.
    #[allow(
        clippy::inline_always,
        reason = "called for every piece of text; measured faster inlined"
    )]
    #[inline(always)]
    pub(crate) fn extend(&mut self, bytes: &[u8]) -> fmt::Result {
        let end = self.len + bytes.len();
        let Some(room) = self.bytes.get_mut(self.len..end) else {
            return Err(fmt::Error);
        };
        copy(room, bytes);
        self.len = end;
        Ok(())
    }

    /// Appends the first `len` bytes of `word`, copying the whole word (a
    /// fixed size, moved in one piece): the caller checked that the word
    /// fits.
    #[inline]
    pub(crate) fn extend_padded<const W: usize>(
        &mut self,
        word: [u8; W],
        len: usize,
    ) -> fmt::Result {
        let Some(room) = self.bytes.get_mut(self.len..self.len + W) else {
            return Err(fmt::Error);
        };
        room.copy_from_slice(&word);
        self.len += len;
        Ok(())
    }

    /// Appends words of `W` bytes with `separator` between them, the first
    /// `len` bytes of each (at most `W`, which the caller makes sure of)
    /// counted, each word copied whole
    /// (a fixed size, moved in one piece) and the separator written after
    /// every word, to be written over by what follows the last. The
    /// length is kept in a register throughout, rather than stored and
    /// read back around each word. Bytes that would not fit are an error.
    #[cfg(feature = "chess")]
    #[allow(
        clippy::inline_always,
        reason = "the ranks of a board, a few instructions each"
    )]
    #[inline(always)]
    pub(crate) fn extend_joined<const W: usize>(
        &mut self,
        words: impl IntoIterator<Item = ([u8; W], usize)>,
        separator: u8,
    ) -> fmt::Result {
        let mut end = self.len;
        let mut joined = 0;
        for (word, len) in words {
            let Some(room) = self.bytes.get_mut(end..end + W) else {
                return Err(fmt::Error);
            };
            room.copy_from_slice(&word);
            end += len;
            // Past the buffer's end no word can follow: no separator.
            if let Some(slot) = self.bytes.get_mut(end) {
                *slot = separator;
            }
            end += 1;
            joined = 1;
        }
        self.len = end - joined;
        Ok(())
    }

    /// Appends a number in decimal. One below 1000 (clocks and move
    /// numbers, nearly always) is one word of [`NUMBERS`] stored at once
    /// where four bytes fit, without a branch on how many digits it has;
    /// any other two digits at a time (masked as [`push`](Self::push) is).
    #[cfg(feature = "bridge")]
    #[allow(
        clippy::inline_always,
        reason = "a few instructions for the clocks and move numbers of every bridge"
    )]
    #[inline(always)]
    pub(crate) fn push_number(&mut self, n: u32) {
        let word = NUMBERS.get(n as usize);
        match (word, self.bytes.get_mut(self.len..self.len + 4)) {
            (Some(&word), Some(room)) => {
                room.copy_from_slice(&word.to_le_bytes());
                self.len += (word >> 24) as usize;
            }
            _ => self.push_any_number(n),
        }
    }

    /// Appends a number in decimal, two digits at a time (masked as
    /// [`push`](Self::push) is).
    #[cfg(feature = "bridge")]
    #[cold]
    fn push_any_number(&mut self, n: u32) {
        if n < 1000 {
            self.push_short_number(n);
        } else {
            self.push_long_number(n);
        }
    }

    /// Appends a number below 1000 in decimal without a branch on how many
    /// digits it has (masked as [`push`](Self::push) is).
    #[cfg(feature = "bridge")]
    fn push_short_number(&mut self, n: u32) {
        #[allow(clippy::cast_possible_truncation, reason = "a digit")]
        self.push_when(b'0' + (n / 100) as u8, n >= 100);
        let at = (n % 100) as usize * 2;
        self.push_when(DIGIT_PAIRS[at], n >= 10);
        self.push(DIGIT_PAIRS[at + 1]);
    }

    /// Appends the two digits of `n`, below 100.
    #[cfg(feature = "bridge")]
    #[inline]
    fn push_pair(&mut self, n: u32) {
        let at = (n % 100) as usize * 2;
        self.push(DIGIT_PAIRS[at]);
        self.push(DIGIT_PAIRS[at + 1]);
    }

    /// Appends a number of three digits or more, two digits at a time.
    #[cfg(feature = "bridge")]
    fn push_long_number(&mut self, mut n: u32) {
        let mut pairs = [0; 5];
        let mut count = 0;
        while n >= 100 {
            pairs[count] = n % 100;
            n /= 100;
            count += 1;
        }
        self.push_short_number(n);
        for &pair in pairs.get(..count).unwrap_or_default().iter().rev() {
            self.push_pair(pair);
        }
    }

    /// Writes the text gathered to `f`, padded as a `str` is (`{:>60}`).
    #[cfg(feature = "bridge")]
    #[inline]
    pub(crate) fn write_to(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The buffer past the text holds zeros or bytes written before,
        // ASCII too: checked as UTF-8 up to the next multiple of 16 bytes,
        // which `from_utf8` reads word by word where it would read a
        // shorter tail byte by byte.
        let checked = self.len.next_multiple_of(16).min(N);
        let block = self.bytes.get(..checked).ok_or(fmt::Error)?;
        let block = core::str::from_utf8(block).map_err(|_| fmt::Error)?;
        let gathered = block.get(..self.len).ok_or(fmt::Error)?;
        if f.width().is_none() && f.precision().is_none() {
            f.write_str(gathered)
        } else {
            f.pad(gathered)
        }
    }
}

impl<const N: usize> fmt::Write for Text<N> {
    /// Appends `text`, or fails when it does not fit.
    fn write_str(&mut self, text: &str) -> fmt::Result {
        if self.push_str(text) {
            Ok(())
        } else {
            Err(fmt::Error)
        }
    }
}

/// A [`Text`] in front of any `core::fmt` writer: written out when full
/// and at the end ([`flush`](Self::flush)), so that a text of any length
/// goes out in a few large pieces.
pub(crate) struct Chunked<'w, W, const N: usize> {
    out: &'w mut W,
    text: Text<N>,
}

impl<'w, W: fmt::Write, const N: usize> Chunked<'w, W, N> {
    pub(crate) fn new(out: &'w mut W) -> Self {
        Self {
            out,
            text: Text::new(),
        }
    }

    /// Writes out what is gathered.
    pub(crate) fn flush(&mut self) -> fmt::Result {
        let text = self.text.as_bytes_checked()?;
        self.out.write_str(text)?;
        self.text.clear();
        Ok(())
    }

    /// Gathers bytes that are whole UTF-8 characters: written out first
    /// when they do not fit, and straight through when longer than the
    /// buffer.
    #[allow(
        clippy::inline_always,
        reason = "called for every piece of text; measured faster inlined"
    )]
    #[inline(always)]
    pub(crate) fn raw(&mut self, bytes: &[u8]) -> fmt::Result {
        let end = self.text.len + bytes.len();
        if end > N {
            return self.overflow(bytes);
        }
        let Some(room) = self.text.bytes.get_mut(self.text.len..end) else {
            return Err(fmt::Error);
        };
        copy(room, bytes);
        self.text.len = end;
        Ok(())
    }

    /// Gathers bytes that do not fit.
    #[cold]
    fn overflow(&mut self, bytes: &[u8]) -> fmt::Result {
        self.flush()?;
        if bytes.len() > N {
            let text = core::str::from_utf8(bytes).map_err(|_| fmt::Error)?;
            return self.out.write_str(text);
        }
        self.text.extend(bytes)
    }

    /// Gathers one byte, writing out first when the buffer is full.
    #[inline]
    pub(crate) fn byte(&mut self, byte: u8) -> fmt::Result {
        if self.text.len == N {
            self.flush()?;
        }
        let slot = self.text.bytes.get_mut(self.text.len).ok_or(fmt::Error)?;
        *slot = byte;
        self.text.len += 1;
        Ok(())
    }

    /// Gathers the first `len` bytes of `word`, copied whole, writing out
    /// first when the word does not fit.
    #[inline]
    pub(crate) fn padded<const L: usize>(&mut self, word: [u8; L], len: usize) -> fmt::Result {
        if self.text.len + L > N {
            self.flush()?;
        }
        self.text.extend_padded(word, len)
    }
}

impl<W: fmt::Write, const N: usize> fmt::Write for Chunked<'_, W, N> {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        self.raw(text.as_bytes())
    }
}

impl<const N: usize> Text<N> {
    /// The text gathered, checked as UTF-8: an error if it were not.
    fn as_bytes_checked(&self) -> Result<&str, fmt::Error> {
        let gathered = self.bytes.get(..self.len).ok_or(fmt::Error)?;
        core::str::from_utf8(gathered).map_err(|_| fmt::Error)
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

/// The two digits of every number below 100, `00` to `99`.
#[cfg(any(feature = "bridge", feature = "diagram"))]
pub(crate) static DIGIT_PAIRS: [u8; 200] = {
    let mut pairs = [0; 200];
    let mut n = 0;
    while n < 100 {
        #[allow(clippy::cast_possible_truncation, reason = "digits below 10")]
        {
            pairs[n * 2] = b'0' + (n / 10) as u8;
            pairs[n * 2 + 1] = b'0' + (n % 10) as u8;
        }
        n += 1;
    }
    pairs
};

/// The numbers below 1000 in decimal, a word each: the digits from the
/// low byte, then 0, and the count of digits in the top byte (`7` is
/// `0x0100_0037`, `42` is `0x0200_3234`, `100` is `0x0330_3031`).
#[cfg(feature = "bridge")]
static NUMBERS: [u32; 1000] = {
    let mut numbers = [0; 1000];
    let mut n: u32 = 0;
    while n < 1000 {
        let digits = [n / 100, n / 10 % 10, n % 10];
        let len = 1 + (n >= 10) as u32 + (n >= 100) as u32;
        let mut word = len << 24;
        let mut i = 0;
        while i < len {
            word |= (b'0' as u32 + digits[(3 - len + i) as usize]) << (8 * i);
            i += 1;
        }
        numbers[n as usize] = word;
        n += 1;
    }
    numbers
};

/// The decimal digits of `n`: a buffer and where the digits start in it.
pub(crate) const fn decimal(mut n: u64) -> ([u8; 20], usize) {
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
