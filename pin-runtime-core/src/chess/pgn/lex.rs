//! The tokens of a PGN movetext, read byte by byte.

use core::fmt;
use core::iter::FusedIterator;

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

/// Whether a byte may be part of a move's text (the letters, digits and
/// signs of SAN).
const fn san_byte(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || matches!(byte, b'=' | b'@' | b'+' | b'#' | b'-')
}

/// Whether text holds a square's name, a file `a`–`h` then a rank `1`–`8`.
fn names_square(text: &[u8]) -> bool {
    text.windows(2)
        .any(|pair| matches!(pair[0], b'a'..=b'h') && matches!(pair[1], b'1'..=b'8'))
}

impl<'a> Tokens<'a> {
    /// The tokens of `input[at..end]`, whose first line is `line`.
    pub(super) fn new(input: &'a [u8], at: usize, end: usize, line: u32) -> Self {
        Self {
            input,
            at,
            end: end.min(input.len()),
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

    /// Text of the input known to be ASCII (a move's, a NAG's digits, a
    /// suffix).
    fn text(&self, from: usize, to: usize) -> &'a str {
        core::str::from_utf8(&self.input[from..to]).unwrap_or("")
    }

    /// Moves past the line end at `at` (a `\n`), counting the line.
    fn new_line(&mut self, at: usize) {
        self.at = at + 1;
        self.line += 1;
        self.line_start = self.at;
    }

    /// The end of the line from `at`: its `\n`, or the end.
    fn line_end(&self, at: usize) -> usize {
        self.input[at..self.end]
            .iter()
            .position(|&byte| byte == b'\n')
            .map_or(self.end, |end| at + end)
    }

    /// A comment from the `{` at `at`.
    fn comment(&mut self, at: usize) -> (Token<'a>, Location) {
        let location = self.location(at);
        let mut from = at + 1;
        if self.input.get(from) == Some(&b' ') {
            from += 1;
        }
        let text = &self.input[..self.end];
        let close = super::find(text, from, [b'}']).unwrap_or(self.end);
        // Count the lines the comment spans.
        let comment = &self.input[..close];
        let mut line_end = at;
        while let Some(found) = super::find(comment, line_end, [b'\n']) {
            self.line += 1;
            self.line_start = found + 1;
            line_end = found + 1;
        }
        let mut to = close;
        if to > from && self.input[to - 1] == b' ' {
            to -= 1;
        }
        self.at = (close + 1).min(self.end);
        (Token::Comment(&self.input[from.min(to)..to]), location)
    }

    /// The token of text starting with a digit, a letter or a sign at `at`.
    fn word(&mut self, at: usize) -> Option<(Token<'a>, Location)> {
        let location = self.location(at);
        let bytes = &self.input[at..self.end];
        if matches!(bytes.first(), Some(b'0' | b'1')) {
            for result in ["1/2-1/2", "1-0", "0-1"] {
                if bytes.starts_with(result.as_bytes())
                    && !bytes.get(result.len()).is_some_and(|&byte| san_byte(byte))
                {
                    self.at = at + result.len();
                    return Some((Token::Result(result), location));
                }
            }
        }
        // A move number: digits and dots.
        let digits = bytes
            .iter()
            .take_while(|byte| byte.is_ascii_digit())
            .count();
        if digits > 0 && bytes.get(digits) == Some(&b'.') {
            let dots = bytes[digits..]
                .iter()
                .take_while(|&&byte| byte == b'.')
                .count();
            self.at = at + digits + dots;
            return None;
        }
        let len = bytes
            .iter()
            .take_while(|&&byte| san_byte(byte))
            .count()
            .max(1);
        self.at = at + len;
        let run = &bytes[..len];
        // Check marks after the move: one is the move's, a run none.
        let marks = run
            .iter()
            .rev()
            .take_while(|&&byte| matches!(byte, b'+' | b'#'))
            .count();
        let core = if marks > 1 { &run[..len - marks] } else { run };
        if core.is_empty() || marks == len {
            return Some((Token::Unknown(&self.input[at..at + len]), location));
        }
        Some(match San::parse_bytes(core) {
            Ok(san) => (Token::Move(san), location),
            // Text naming a square is a move written wrong (python-chess
            // would play some move it finds inside); other text, `e` of
            // `e.p.`, is passed over as python-chess passes over it.
            Err(error) if names_square(core) => (
                Token::BadMove(self.text(at, at + core.len()), error),
                location,
            ),
            Err(_) => (Token::Unknown(core), location),
        })
    }
}

impl<'a> Iterator for Tokens<'a> {
    type Item = (Token<'a>, Location);

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            let at = self.at;
            if at >= self.end {
                return None;
            }
            let byte = self.input[at];
            // The most common byte between tokens, before the dispatch.
            if byte == b' ' {
                self.at = at + 1;
                continue;
            }
            if at == self.line_start && byte == b'%' {
                let end = self.line_end(at);
                if end >= self.end {
                    self.at = self.end;
                    return None;
                }
                self.new_line(end);
                continue;
            }
            let location = self.location(at);
            match byte {
                b'\n' => self.new_line(at),
                b'{' => return Some(self.comment(at)),
                b';' => {
                    let end = self.line_end(at);
                    if end >= self.end {
                        self.at = self.end;
                        return None;
                    }
                    self.new_line(end);
                }
                b'(' => {
                    self.at = at + 1;
                    return Some((Token::StartVariation, location));
                }
                b')' => {
                    self.at = at + 1;
                    return Some((Token::EndVariation, location));
                }
                b'*' => {
                    self.at = at + 1;
                    return Some((Token::Result("*"), location));
                }
                b'$' => {
                    let digits = self.input[at + 1..self.end]
                        .iter()
                        .take_while(|byte| byte.is_ascii_digit())
                        .count();
                    self.at = at + 1 + digits;
                    let text = self.text(at + 1, at + 1 + digits);
                    return Some(match text.parse() {
                        Ok(nag) => (Token::Nag(nag), location),
                        Err(_) => (Token::Unknown(&self.input[at..at + 1 + digits]), location),
                    });
                }
                b'!' | b'?' => {
                    let len = self.input[at..self.end]
                        .iter()
                        .take(2)
                        .take_while(|&&byte| matches!(byte, b'!' | b'?'))
                        .count();
                    self.at = at + len;
                    return Some((Token::Suffix(self.text(at, at + len)), location));
                }
                byte if byte.is_ascii_whitespace() || byte == b'.' => self.at = at + 1,
                byte if san_byte(byte) => {
                    if let Some(token) = self.word(at) {
                        return Some(token);
                    }
                }
                _ => {
                    // A run of other bytes (a stray `}`, a `\`), to the next
                    // byte that starts a token or whitespace.
                    let len = self.input[at..self.end]
                        .iter()
                        .take_while(|&&byte| {
                            !byte.is_ascii_whitespace()
                                && !san_byte(byte)
                                && !matches!(
                                    byte,
                                    b'{' | b'(' | b')' | b'$' | b'!' | b'?' | b';' | b'*' | b'.'
                                )
                        })
                        .count()
                        .max(1);
                    self.at = at + len;
                    return Some((Token::Unknown(&self.input[at..at + len]), location));
                }
            }
        }
    }
}

impl FusedIterator for Tokens<'_> {}
