//! The tokens of a PGN movetext, read byte by byte.

use core::fmt;
use core::iter::FusedIterator;

use crate::chess::san::read_common;
use crate::chess::{San, SanError};

/// Where a token starts: its line and column (both from 1; the column
/// counts bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Location {
    line: u32,
    column: u32,
}

impl Location {
    /// The line, from 1.
    ///
    /// ```
    /// use pin_runtime::chess::pgn::Reader;
    ///
    /// let game = Reader::new(b"[Event \"x\"]\n\n1. e4\ne5 *\n").next().unwrap();
    /// let lines: Vec<u32> = game.tokens().map(|(_, at)| at.line()).collect();
    /// assert_eq!(lines, [3, 4, 4]);
    /// ```
    #[must_use]
    pub const fn line(&self) -> u32 {
        self.line
    }

    /// The column, from 1, in bytes.
    ///
    /// ```
    /// use pin_runtime::chess::pgn::Reader;
    ///
    /// let game = Reader::new(b"1. e4 e5 *\n").next().unwrap();
    /// let columns: Vec<u32> = game.tokens().map(|(_, at)| at.column()).collect();
    /// assert_eq!(columns, [4, 7, 10]);
    /// ```
    #[must_use]
    pub const fn column(&self) -> u32 {
        self.column
    }
}

impl fmt::Display for Location {
    /// `line 3, column 13`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// A token of a PGN movetext, as python-chess's movetext pattern finds
/// them. Move numbers (`12.`, `12...`), `;` comments and `%` lines are
/// passed over, as it passes over them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Token<'a> {
    /// A move in SAN, with one check mark when written (a run of marks,
    /// `e4+#`, keeps none; the others are [`Unknown`](Self::Unknown)).
    Move(San),
    /// Text written as a move, naming a square, that is none: `Ne4f`,
    /// `e4=`.
    BadMove(&'a str, SanError),
    /// A comment's bytes between `{` and `}`, without one space after `{`
    /// and one before `}` (as python-chess reads it), its lines as written,
    /// UTF-8 or not: [`comment_text`](Self::comment_text) gives the text as
    /// python-chess reads it (line ends `\r\n` as `\n`).
    Comment(&'a [u8]),
    /// A numeric annotation glyph, `$1`.
    Nag(u16),
    /// A move's suffix annotation: `!`, `?`, `!!`, `??`, `!?` or `?!`.
    Suffix(&'a str),
    /// `(`: a variation of the move before starts.
    StartVariation,
    /// `)`: the variation ends.
    EndVariation,
    /// A game-termination marker: `1-0`, `0-1`, `1/2-1/2` or `*`.
    Result(&'a str),
    /// Text python-chess's pattern does not read, which it passes over: a
    /// run of check marks, `e.p.`, a stray `}`, a word naming no square.
    Unknown(&'a [u8]),
}

impl<'a> Token<'a> {
    /// The NAG of a suffix annotation or a numeric glyph: `!` 1, `?` 2,
    /// `!!` 3, `??` 4, `!?` 5, `?!` 6, as python-chess counts them.
    ///
    /// ```
    /// use pin_runtime::chess::pgn::Token;
    ///
    /// assert_eq!(Token::Suffix("?!").nag(), Some(6));
    /// assert_eq!(Token::Nag(14).nag(), Some(14));
    /// assert_eq!(Token::StartVariation.nag(), None);
    /// ```
    #[must_use]
    pub fn nag(&self) -> Option<u16> {
        match self {
            Self::Nag(nag) => Some(*nag),
            Self::Suffix(text) => match *text {
                "!" => Some(1),
                "?" => Some(2),
                "!!" => Some(3),
                "??" => Some(4),
                "!?" => Some(5),
                "?!" => Some(6),
                _ => None,
            },
            _ => None,
        }
    }

    /// A comment's text as python-chess reads it from a file opened as
    /// text (`open(path)`): its line ends, `\r\n` or `\r`, as `\n`, and a
    /// run of bytes that are not UTF-8 as U+FFFD (Python's
    /// `errors="replace"`); `None` for a token that is no comment.
    /// [`Token::Comment`] keeps the bytes as written.
    ///
    /// ```
    /// use pin_runtime::chess::pgn::Reader;
    ///
    /// let game = Reader::new(b"1. e4 { two\r\nlines, M\xfcller } *\r\n").next().unwrap();
    /// let (comment, _) = game.tokens().nth(1).unwrap();
    /// let text: String = comment.comment_text().unwrap().collect();
    /// assert_eq!(text, "two\nlines, M\u{fffd}ller");
    /// ```
    #[must_use]
    pub fn comment_text(&self) -> Option<impl Iterator<Item = char> + Clone + 'a> {
        match *self {
            Self::Comment(bytes) => Some(comment_chars(bytes)),
            _ => None,
        }
    }
}

/// Bytes as characters, a run of bytes that are not UTF-8 as one U+FFFD
/// (as Python decodes with `errors="replace"`).
pub(super) fn chars(bytes: &[u8]) -> impl Iterator<Item = char> + Clone + '_ {
    bytes.utf8_chunks().flat_map(|chunk| {
        let bad = (!chunk.invalid().is_empty()).then_some(char::REPLACEMENT_CHARACTER);
        chunk.valid().chars().chain(bad)
    })
}

/// A comment's characters as Python reads a file opened as text: line
/// ends `\r\n` and `\r` as `\n`.
pub(super) fn comment_chars(bytes: &[u8]) -> impl Iterator<Item = char> + Clone + '_ {
    let mut next = chars(bytes).peekable();
    core::iter::from_fn(move || match next.next()? {
        '\r' if next.peek() == Some(&'\n') => {
            next.next();
            Some('\n')
        }
        '\r' => Some('\n'),
        c => Some(c),
    })
}

/// The tokens of a movetext, from [`Game::tokens`](super::Game::tokens).
#[derive(Clone, Debug)]
pub struct Tokens<'a> {
    input: &'a [u8],
    at: usize,
    end: usize,
    line: u32,
    line_start: usize,
}

/// The classes of bytes the movetext's dispatch tells apart.
mod class {
    /// Passed over between tokens: whitespace but `\n`, and `.`.
    pub(super) const SKIP: u8 = 0;
    /// `\n`, counted.
    pub(super) const NEWLINE: u8 = 1;
    /// `0`–`9`: a move number, a result or a word.
    pub(super) const DIGIT: u8 = 2;
    /// A letter or one of `=@+#-`: a word.
    pub(super) const SAN: u8 = 3;
    /// `{`.
    pub(super) const BRACE: u8 = 4;
    /// `;`.
    pub(super) const SEMICOLON: u8 = 5;
    /// `(`.
    pub(super) const OPEN: u8 = 6;
    /// `)`.
    pub(super) const CLOSE: u8 = 7;
    /// `*`.
    pub(super) const STAR: u8 = 8;
    /// `$`.
    pub(super) const DOLLAR: u8 = 9;
    /// `!` or `?`.
    pub(super) const MARK: u8 = 10;
    /// `%`: a line passed over at a line's start, else other text.
    pub(super) const PERCENT: u8 = 11;
    /// Any other byte: a stray `}`, a `\`, a byte that is not ASCII.
    pub(super) const OTHER: u8 = 12;
}

/// Each byte's class, for the dispatch.
const CLASS: [u8; 256] = {
    let mut table = [class::OTHER; 256];
    let mut byte = 0;
    while byte < 256 {
        #[allow(clippy::cast_possible_truncation, reason = "a byte")]
        let b = byte as u8;
        table[byte] = match b {
            b' ' | b'\t' | b'\r' | b'\x0c' | b'.' => class::SKIP,
            b'\n' => class::NEWLINE,
            b'0'..=b'9' => class::DIGIT,
            b'a'..=b'z' | b'A'..=b'Z' | b'=' | b'@' | b'+' | b'#' | b'-' => class::SAN,
            b'{' => class::BRACE,
            b';' => class::SEMICOLON,
            b'(' => class::OPEN,
            b')' => class::CLOSE,
            b'*' => class::STAR,
            b'$' => class::DOLLAR,
            b'!' | b'?' => class::MARK,
            b'%' => class::PERCENT,
            _ => class::OTHER,
        };
        byte += 1;
    }
    table
};

/// Whether a byte may be part of a move's text (the letters, digits and
/// signs of SAN).
const fn san_byte(byte: u8) -> bool {
    matches!(CLASS[byte as usize], class::DIGIT | class::SAN)
}

/// Whether a byte is a check mark.
const fn is_mark(byte: u8) -> bool {
    matches!(byte, b'+' | b'#')
}

/// A move of the shapes most games are made of, read straight from the
/// bytes at `at` as [`San::parse`] reads it: a pawn's push (`e4`) or
/// capture (`exd5`), a piece's move (`Nf3`) or capture (`Nxf3`), each
/// with or without one check mark, and its length; `None` for anything
/// else, or when a byte of a move's text follows it.
#[allow(
    clippy::inline_always,
    reason = "read for every move: measured, a call costs more than its body"
)]
#[inline(always)]
fn common_move(input: &[u8], at: usize) -> Option<(San, usize)> {
    let byte = |i: usize| input.get(at + i).copied().unwrap_or(0);
    let first = byte(0);
    let (piece, mut file, mut capture, mut i) = match first {
        b'N' | b'B' | b'R' | b'Q' | b'K' => (first, None, false, 1),
        b'a'..=b'h' => (0, None, false, 0),
        _ => return None,
    };
    if byte(1) == b'x' {
        if piece == 0 {
            file = Some(first - b'a');
        }
        capture = true;
        i = 2;
    }
    let (to_file, to_rank) = (byte(i), byte(i + 1));
    if !matches!(to_file, b'a'..=b'h') || !matches!(to_rank, b'1'..=b'8') {
        return None;
    }
    i += 2;
    let suffix = match byte(i) {
        mark @ (b'+' | b'#') => {
            i += 1;
            mark
        }
        _ => 0,
    };
    if san_byte(byte(i)) {
        return None;
    }
    let to = (to_rank - b'1') * 8 + (to_file - b'a');
    Some((
        San::new_normal(piece, file, None, capture, to, 0, suffix),
        i,
    ))
}

/// Whether text holds a square's name, a file `a`–`h` then a rank `1`–`8`.
fn names_square(text: &[u8]) -> bool {
    text.windows(2)
        .any(|pair| matches!(pair[0], b'a'..=b'h') && matches!(pair[1], b'1'..=b'8'))
}

impl<'a> Tokens<'a> {
    /// The tokens of `input[at..end]`, whose first line is `line`.
    pub(super) fn new(input: &'a [u8], at: usize, end: usize, line: u32) -> Self {
        let end = end.min(input.len());
        Self {
            input: &input[..end],
            at,
            end,
            line,
            line_start: at,
        }
    }

    /// The location of byte `at`.
    fn location(&self, at: usize) -> Location {
        #[allow(clippy::cast_possible_truncation, reason = "a line's bytes")]
        let column = (at - self.line_start + 1) as u32;
        Location {
            line: self.line,
            column,
        }
    }

    /// Text of the input known to be ASCII (a move's, a suffix).
    fn text(&self, from: usize, to: usize) -> &'a str {
        core::str::from_utf8(&self.input[from..to]).unwrap_or("")
    }

    /// Passes over the line from `at` (a `;` or `%` line): `false` when it
    /// ends the movetext.
    #[inline(never)]
    fn skip_line(&mut self, at: usize) -> bool {
        if let Some(end) = super::find(self.input, at, [b'\n']) {
            self.at = end + 1;
            self.line += 1;
            self.line_start = self.at;
            true
        } else {
            self.at = self.end;
            false
        }
    }

    /// A comment from the `{` at `at`.
    #[allow(
        clippy::inline_always,
        reason = "measured: called, it cost more than its scan of most comments"
    )]
    #[inline(always)]
    fn comment(&mut self, at: usize) -> (Token<'a>, Location) {
        let location = self.location(at);
        let mut from = at + 1;
        if self.input.get(from) == Some(&b' ') {
            from += 1;
        }
        // To the `}`, counting the lines the comment spans.
        let mut close = at + 1;
        loop {
            match super::find(self.input, close, [b'}', b'\n']) {
                Some(found) if self.input.get(found) == Some(&b'\n') => {
                    self.line += 1;
                    self.line_start = found + 1;
                    close = found + 1;
                }
                Some(found) => {
                    close = found;
                    break;
                }
                None => {
                    close = self.end;
                    break;
                }
            }
        }
        // The text, read without a check that may fail: a caller that
        // passes comments over (the main line) leaves it unread.
        let mut to = close;
        if to > from && self.input.get(to - 1) == Some(&b' ') {
            to -= 1;
        }
        self.at = (close + 1).min(self.end);
        let text = self.input.get(from.min(to)..to).unwrap_or_default();
        (Token::Comment(text), location)
    }

    /// A game-termination marker at `at` (a `0` or a `1`), not followed
    /// by a byte of a move's text.
    #[inline(never)]
    fn result(&self, at: usize) -> Option<&'static str> {
        let bytes = &self.input[at..];
        ["1/2-1/2", "1-0", "0-1"].into_iter().find(|result| {
            bytes.starts_with(result.as_bytes())
                && !bytes.get(result.len()).is_some_and(|&byte| san_byte(byte))
        })
    }

    /// The word from `at`, whose bytes of a move's text run at least to
    /// `from`: a move, a move written wrong, or other text.
    #[allow(
        clippy::inline_always,
        reason = "read for most tokens: measured, a call costs more than its body"
    )]
    #[inline(always)]
    fn word(&mut self, at: usize, from: usize) -> (Token<'a>, Location) {
        let location = self.location(at);
        let mut end = from;
        while self.input.get(end).is_some_and(|&byte| san_byte(byte)) {
            end += 1;
        }
        self.at = end;
        let run = &self.input[at..end];
        // The moves most games are made of, read by their shape.
        if let Some(san) = read_common(run) {
            return (Token::Move(san), location);
        }
        (self.other_word(at, run), location)
    }

    /// The token of a word other than the most common moves.
    #[inline(never)]
    fn other_word(&self, at: usize, run: &'a [u8]) -> Token<'a> {
        // Check marks after the move: one is the move's, a run none.
        let mut core = run;
        if let [.., before, last] = *run {
            if is_mark(last) && is_mark(before) {
                let marks = run.iter().rev().take_while(|&&byte| is_mark(byte)).count();
                if marks == run.len() {
                    return Token::Unknown(run);
                }
                core = &run[..run.len() - marks];
            }
        } else if let [last] = *run {
            if is_mark(last) {
                return Token::Unknown(run);
            }
        }
        match San::parse_bytes(core) {
            Ok(san) => Token::Move(san),
            // Text naming a square is a move written wrong (python-chess
            // would play some move it finds inside); other text, `e` of
            // `e.p.`, is passed over as python-chess passes over it.
            Err(error) if names_square(core) => {
                Token::BadMove(self.text(at, at + core.len()), error)
            }
            Err(_) => Token::Unknown(core),
        }
    }
}

impl<'a> Iterator for Tokens<'a> {
    type Item = (Token<'a>, Location);

    // Inlined into the loop reading the tokens: a token is then handed
    // over in registers rather than through memory.
    #[allow(
        clippy::inline_always,
        reason = "measured: left to the compiler, it was called out of line"
    )]
    #[inline(always)]
    fn next(&mut self) -> Option<Self::Item> {
        let input = self.input;
        let mut at = self.at;
        loop {
            let Some(&byte) = input.get(at) else {
                self.at = at;
                return None;
            };
            // The most common byte between tokens, passed over before the
            // dispatch: a branch the processor foresees, where the
            // dispatch's jump is one it mostly does not.
            if byte == b' ' {
                at += 1;
                continue;
            }
            // The bytes most tokens start with, a letter (a move) and `{`,
            // tested in turn rather than through the dispatch's jump: tested
            // on the byte, not on its class, which the compiler would fold
            // into the jump.
            if (byte | 0x20).wrapping_sub(b'a') < 26 {
                if let Some((san, len)) = common_move(input, at) {
                    self.at = at + len;
                    return Some((Token::Move(san), self.location(at)));
                }
                return Some(self.word(at, at + 1));
            }
            if byte == b'{' {
                return Some(self.comment(at));
            }
            match CLASS[byte as usize] {
                class::SKIP => at += 1,
                class::NEWLINE => {
                    at += 1;
                    self.line += 1;
                    self.line_start = at;
                }
                class::SAN => {
                    if let Some((san, len)) = common_move(input, at) {
                        self.at = at + len;
                        return Some((Token::Move(san), self.location(at)));
                    }
                    return Some(self.word(at, at + 1));
                }
                class::DIGIT => {
                    // A result, `1-0`, `0-1` or `1/2-1/2`.
                    if matches!(input.get(at + 1), Some(b'-' | b'/')) {
                        if let Some(result) = self.result(at) {
                            let location = self.location(at);
                            self.at = at + result.len();
                            return Some((Token::Result(result), location));
                        }
                    }
                    // A move number: digits and dots.
                    let mut digits = at + 1;
                    while input.get(digits).is_some_and(u8::is_ascii_digit) {
                        digits += 1;
                    }
                    if input.get(digits) != Some(&b'.') {
                        return Some(self.word(at, digits));
                    }
                    at = digits + 1;
                    while input.get(at) == Some(&b'.') {
                        at += 1;
                    }
                    // Mostly, the move: read without a second dispatch.
                    while input.get(at) == Some(&b' ') {
                        at += 1;
                    }
                    if let Some((san, len)) = common_move(input, at) {
                        self.at = at + len;
                        return Some((Token::Move(san), self.location(at)));
                    }
                }
                class::BRACE => return Some(self.comment(at)),
                class::PERCENT if at != self.line_start => return Some(self.other(at)),
                class::SEMICOLON | class::PERCENT => {
                    if !self.skip_line(at) {
                        return None;
                    }
                    at = self.at;
                }
                class::OPEN => {
                    self.at = at + 1;
                    return Some((Token::StartVariation, self.location(at)));
                }
                class::CLOSE => {
                    self.at = at + 1;
                    return Some((Token::EndVariation, self.location(at)));
                }
                class::STAR => {
                    self.at = at + 1;
                    return Some((Token::Result("*"), self.location(at)));
                }
                class::DOLLAR => return Some(self.nag(at)),
                class::MARK => {
                    let len = if matches!(input.get(at + 1), Some(b'!' | b'?')) {
                        2
                    } else {
                        1
                    };
                    self.at = at + len;
                    return Some((Token::Suffix(self.text(at, at + len)), self.location(at)));
                }
                _ => return Some(self.other(at)),
            }
        }
    }
}

impl<'a> Tokens<'a> {
    /// A numeric annotation glyph from the `$` at `at`: `$` then digits,
    /// a number of 16 bits, or other text.
    #[inline(never)]
    fn nag(&mut self, at: usize) -> (Token<'a>, Location) {
        let location = self.location(at);
        let mut end = at + 1;
        let mut nag: u32 = 0;
        while let Some(&byte) = self.input.get(end).filter(|byte| byte.is_ascii_digit()) {
            nag = nag
                .saturating_mul(10)
                .saturating_add(u32::from(byte - b'0'));
            end += 1;
        }
        self.at = end;
        match u16::try_from(nag) {
            Ok(nag) if end > at + 1 => (Token::Nag(nag), location),
            _ => (Token::Unknown(&self.input[at..end]), location),
        }
    }

    /// A run of other bytes (a stray `}`, a `\`) from `at`, to the next
    /// byte that starts a token or whitespace.
    #[inline(never)]
    fn other(&mut self, at: usize) -> (Token<'a>, Location) {
        let mut end = at + 1;
        while self
            .input
            .get(end)
            .is_some_and(|&byte| matches!(CLASS[byte as usize], class::OTHER | class::PERCENT))
        {
            end += 1;
        }
        self.at = end;
        (Token::Unknown(&self.input[at..end]), self.location(at))
    }
}

impl FusedIterator for Tokens<'_> {}
