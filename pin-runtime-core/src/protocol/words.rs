//! The words of an engine protocol's line: any run of spaces, tabs and
//! line ends between them, none of it part of a message.

use core::fmt;

use crate::bridge::has;

/// Whether a byte separates words: a space, a tab or a line end.
#[inline]
pub(crate) const fn is_space(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\r' | b'\n')
}

/// The first byte at or after `at` that is no separator (the length when
/// none is).
pub(crate) const fn skip_spaces(bytes: &[u8], mut at: usize) -> usize {
    while at < bytes.len() && is_space(bytes[at]) {
        at += 1;
    }
    at
}

/// The end of the word starting at `at`: the next separator or the end.
pub(crate) const fn word_end(bytes: &[u8], mut at: usize) -> usize {
    while at < bytes.len() && !is_space(bytes[at]) {
        at += 1;
    }
    at
}

/// Whether `bytes[start..end]` is `word`.
pub(crate) const fn is_word(bytes: &[u8], start: usize, end: usize, word: &[u8]) -> bool {
    end - start == word.len() && has(bytes, start, word)
}

/// The most bytes a position written with single spaces may take in
/// [`Collapsed`]: more than the longest FEN or SFEN.
const ROOM: usize = 256;

/// The most words [`Collapsed`] keeps: a FEN's six fields and one more.
const WORDS: usize = 8;

/// The words of a `position` command's position (up to `moves` or the
/// end), written again with one space between them, so that the bridges'
/// readers, which take single spaces, read what any whitespace separated.
pub(crate) struct Collapsed {
    text: [u8; ROOM],
    len: usize,
    /// Where each word starts in the command, and in `text`.
    starts: [(usize, usize); WORDS],
    count: usize,
    /// Where the words end in the command: the end of the last one.
    end: usize,
    /// Whether the words did not fit (then `text` is not to be read).
    overflow: bool,
}

impl Collapsed {
    /// The words of `bytes` from `at` up to the word `moves`, or the end.
    pub(crate) const fn new(bytes: &[u8], at: usize) -> Self {
        let mut collapsed = Self {
            text: [0; ROOM],
            len: 0,
            starts: [(0, 0); WORDS],
            count: 0,
            end: at,
            overflow: false,
        };
        let mut start = skip_spaces(bytes, at);
        while start < bytes.len() {
            let end = word_end(bytes, start);
            if is_word(bytes, start, end, b"moves") {
                break;
            }
            let gap = if collapsed.len > 0 { 1 } else { 0 };
            if collapsed.count == WORDS || collapsed.len + gap + end - start > ROOM {
                collapsed.overflow = true;
                break;
            }
            if gap == 1 {
                collapsed.text[collapsed.len] = b' ';
                collapsed.len += 1;
            }
            collapsed.starts[collapsed.count] = (start, collapsed.len);
            collapsed.count += 1;
            let mut i = start;
            while i < end {
                collapsed.text[collapsed.len] = bytes[i];
                collapsed.len += 1;
                i += 1;
            }
            collapsed.end = end;
            start = skip_spaces(bytes, end);
        }
        collapsed
    }

    /// The words with single spaces, or `None` when they did not fit.
    pub(crate) const fn text(&self) -> Option<&str> {
        if self.overflow {
            return None;
        }
        let Some((text, _)) = self.text.split_at_checked(self.len) else {
            return None;
        };
        match core::str::from_utf8(text) {
            Ok(text) => Some(text),
            Err(_) => None,
        }
    }

    /// The byte of the command that byte `at` of [`text`](Self::text) was
    /// copied from; for the end of the text, the end of the words.
    pub(crate) const fn original(&self, at: usize) -> usize {
        if at >= self.len {
            return self.end;
        }
        let mut i = self.count;
        while i > 0 {
            i -= 1;
            let (command, text) = self.starts[i];
            if text <= at {
                return command + (at - text);
            }
        }
        at
    }
}

/// Where skipped words go while a line is read: nowhere for `parse`, a
/// [`Skipped`] list for `parse_skipping`.
pub(crate) trait Skip<'a> {
    /// Notes the word at byte `at`.
    fn skip(&mut self, at: usize, word: &'a str);
}

impl Skip<'_> for () {
    #[inline]
    fn skip(&mut self, _: usize, _: &str) {}
}

/// The most skipped words a [`Skipped`] keeps.
const KEPT: usize = 8;

/// The words a reader skipped, as the protocols ask ("joho debug on" is
/// `debug on`, `joho` skipped): the first eight with their bytes, and how
/// many there were.
///
/// ```
/// use pin_runtime::chess::protocol::ToEngine;
///
/// let (command, skipped) = ToEngine::parse_skipping("joho debug on")?;
/// assert_eq!(command, ToEngine::Debug(true));
/// assert_eq!(skipped.iter().collect::<Vec<_>>(), [(0, "joho")]);
/// assert_eq!(skipped.len(), 1);
/// # Ok::<(), pin_runtime::chess::protocol::MessageError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Skipped<'a> {
    line: &'a str,
    words: [(u32, u32); KEPT],
    len: usize,
}

impl<'a> Skipped<'a> {
    /// No word skipped in `line`.
    pub(crate) const fn new(line: &'a str) -> Self {
        Self {
            line,
            words: [(0, 0); KEPT],
            len: 0,
        }
    }

    /// Returns how many words were skipped (the iterator gives the first
    /// eight).
    ///
    /// ```
    /// use pin_runtime::chess::protocol::FromEngine;
    ///
    /// let (_, skipped) = FromEngine::parse_skipping("info depth 3 ebf 1.5 pv e2e4")?;
    /// assert_eq!(skipped.len(), 2);
    /// # Ok::<(), pin_runtime::chess::protocol::MessageError>(())
    /// ```
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len
    }

    /// Returns `true` when no word was skipped.
    ///
    /// ```
    /// use pin_runtime::chess::protocol::ToEngine;
    ///
    /// let (_, skipped) = ToEngine::parse_skipping("isready")?;
    /// assert!(skipped.is_empty());
    /// # Ok::<(), pin_runtime::chess::protocol::MessageError>(())
    /// ```
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Returns the skipped words with their bytes in the line, the first
    /// eight.
    ///
    /// ```
    /// use pin_runtime::chess::protocol::FromEngine;
    ///
    /// let (_, skipped) = FromEngine::parse_skipping("info depth 3 ebf 1.5 pv e2e4")?;
    /// assert_eq!(skipped.iter().collect::<Vec<_>>(), [(13, "ebf"), (17, "1.5")]);
    /// # Ok::<(), pin_runtime::chess::protocol::MessageError>(())
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = (usize, &'a str)> + '_ {
        let line = self.line;
        self.words
            .iter()
            .take(self.len)
            .filter_map(move |&(start, end)| {
                let word = line.get(start as usize..end as usize)?;
                Some((start as usize, word))
            })
    }
}

impl<'a> Skip<'a> for Skipped<'a> {
    fn skip(&mut self, at: usize, word: &'a str) {
        if let Some(slot) = self.words.get_mut(self.len) {
            let start = u32::try_from(at).unwrap_or(u32::MAX);
            let end = u32::try_from(at + word.len()).unwrap_or(u32::MAX);
            *slot = (start, end);
        }
        self.len += 1;
    }
}

impl fmt::Debug for Skipped<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// A reader's place in a line.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Cursor<'a> {
    line: &'a str,
    at: usize,
}

impl<'a> Cursor<'a> {
    /// At the start of `line`.
    #[inline]
    pub(crate) const fn new(line: &'a str) -> Self {
        Self { line, at: 0 }
    }

    /// The line.
    #[inline]
    pub(crate) const fn line(&self) -> &'a str {
        self.line
    }

    /// Where the reader is: after the last word read.
    #[inline]
    pub(crate) const fn at(&self) -> usize {
        self.at
    }

    /// The next word and its byte, or `None` at the end of the line.
    #[inline]
    pub(crate) fn next_word(&mut self) -> Option<(usize, &'a str)> {
        let bytes = self.line.as_bytes();
        let start = skip_spaces(bytes, self.at);
        if start >= bytes.len() {
            self.at = bytes.len();
            return None;
        }
        let end = word_end(bytes, start);
        self.at = end;
        // Separators are ASCII, so both ends are character boundaries.
        self.line.get(start..end).map(|word| (start, word))
    }

    /// The next word without moving on.
    #[inline]
    pub(crate) fn peek(&self) -> Option<(usize, &'a str)> {
        let mut copy = *self;
        copy.next_word()
    }

    /// Where the next word starts (the end of the line when none does).
    #[inline]
    pub(crate) fn next_start(&self) -> usize {
        skip_spaces(self.line.as_bytes(), self.at)
    }

    /// The rest of the line, from the next word to the end of the last,
    /// and moves to the end. Empty at the end of the line.
    pub(crate) fn rest(&mut self) -> (usize, &'a str) {
        let bytes = self.line.as_bytes();
        let start = skip_spaces(bytes, self.at);
        let mut end = bytes.len();
        while end > start && is_space(bytes[end - 1]) {
            end -= 1;
        }
        self.at = bytes.len();
        (start, self.line.get(start..end).unwrap_or_default())
    }

    /// The words up to the first of `stops` (not read) or the end, as the
    /// text from the first word to the end of the last (its inner
    /// whitespace as written): a name or a value with spaces. Empty when
    /// a stop or the end comes first.
    pub(crate) fn until(&mut self, stops: &[&str]) -> (usize, &'a str) {
        let start = self.next_start();
        let mut end = start;
        while let Some((at, word)) = self.peek() {
            if stops.contains(&word) {
                break;
            }
            self.next_word();
            end = at + word.len();
        }
        (start, self.line.get(start..end).unwrap_or_default())
    }
}

/// The words of a text, for comparing texts word by word and writing them
/// with single spaces.
pub(crate) fn words(text: &str) -> impl Iterator<Item = &str> + Clone {
    text.split(|c: char| c.is_ascii() && is_space(c as u8))
        .filter(|word| !word.is_empty())
}
