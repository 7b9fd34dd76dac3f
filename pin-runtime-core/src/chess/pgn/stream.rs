//! `StreamReader`: the games of a stream larger than memory, read game by
//! game into one buffer (with the `std` feature).

extern crate std;

use std::io::{self, BufRead};
use std::vec::Vec;

use super::{Game, Reader, blank};

/// The games of a PGN stream (a file, a decompressor's output), read one
/// at a time into one buffer reused from game to game, so that a file
/// larger than memory (a Lichess monthly database) is read with the memory
/// of its longest game. Each game is split as [`Reader`] splits a file's
/// bytes, and numbered and located in the whole stream alike.
///
/// A game borrows the buffer, so the reader gives one at a time:
///
/// ```
/// use pin_runtime::chess::pgn::StreamReader;
///
/// let file = "[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. d4 d5 2. c4 *\n";
/// let mut reader = StreamReader::new(std::io::Cursor::new(file));
/// let mut plies = Vec::new();
/// while let Some(game) = reader.next_game() {
///     let game = game?;
///     plies.push((game.number(), game.line(), game.mainline().count()));
/// }
/// assert_eq!(plies, [(1, 1, 2), (2, 5, 3)]);
/// # Ok::<(), std::io::Error>(())
/// ```
#[derive(Debug)]
pub struct StreamReader<R> {
    source: R,
    buffer: Vec<u8>,
    /// The games read so far.
    games: u32,
    /// The line number of the next line of the stream, from 1.
    line: u32,
    /// Whether the stream's first bytes have been looked at for a
    /// byte-order mark.
    started: bool,
}

impl<R: BufRead> StreamReader<R> {
    /// A reader of the games of `source`.
    pub fn new(source: R) -> Self {
        Self {
            source,
            buffer: Vec::new(),
            games: 0,
            line: 1,
            started: false,
        }
    }

    /// Appends the next line (with its line end) to the buffer; `false` at
    /// the end of the stream.
    fn read_line(&mut self) -> io::Result<bool> {
        let read = self.source.read_until(b'\n', &mut self.buffer)?;
        if !self.started {
            self.started = true;
            if self.buffer.starts_with(b"\xEF\xBB\xBF") {
                self.buffer.drain(..3);
            }
        }
        Ok(read > 0)
    }

    /// The next game, read into the buffer; `None` at the end of the
    /// stream.
    ///
    /// # Errors
    ///
    /// The stream's read errors.
    pub fn next_game(&mut self) -> Option<io::Result<Game<'_>>> {
        self.buffer.clear();
        // Leading blank, `%` and `;` lines are dropped, counted.
        let first_line = loop {
            let start = self.buffer.len();
            match self.read_line() {
                Err(error) => return Some(Err(error)),
                Ok(false) => return None,
                Ok(true) => {}
            }
            let line = trimmed(&self.buffer[start..]);
            if blank(line) || line.starts_with(b"%") || line.starts_with(b";") {
                self.buffer.truncate(start);
                self.line += 1;
            } else {
                break self.line;
            }
        };
        self.line += 1;
        // The tags, then the movetext to a blank line outside a comment, as
        // `Reader` splits them.
        let mut in_tags = trimmed(&self.buffer).starts_with(b"[");
        let mut blanks = 0;
        let mut in_comment = false;
        if !in_tags {
            in_comment = comment_open(&self.buffer, false);
        }
        loop {
            let start = self.buffer.len();
            match self.read_line() {
                Err(error) => return Some(Err(error)),
                Ok(false) => break,
                Ok(true) => {}
            }
            self.line += 1;
            let line = trimmed(&self.buffer[start..]);
            if in_tags {
                if line.starts_with(b"%") || line.starts_with(b";") || line.starts_with(b"[") {
                    blanks = 0;
                    continue;
                }
                if blank(line) && blanks < 1 {
                    blanks += 1;
                    continue;
                }
                in_tags = false;
            }
            if !in_comment && blank(line) {
                // The game's end, which is not part of the next game.
                self.buffer.truncate(start);
                break;
            }
            if !in_comment && (line.starts_with(b"%") || line.starts_with(b";")) {
                continue;
            }
            in_comment = comment_open(line, in_comment);
        }
        self.games += 1;
        let mut reader = Reader::new(&self.buffer);
        reader.line = first_line;
        reader.games = self.games - 1;
        reader.next().map(Ok)
    }
}

/// A line without its line end.
fn trimmed(line: &[u8]) -> &[u8] {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    line.strip_suffix(b"\r").unwrap_or(line)
}

/// Whether a `{` comment is still open after a movetext line, `open`
/// before it (a `;` outside a comment ends the line).
fn comment_open(line: &[u8], mut open: bool) -> bool {
    for &byte in line {
        match byte {
            b'{' if !open => open = true,
            b'}' if open => open = false,
            b';' if !open => break,
            _ => {}
        }
    }
    open
}
