//! PGN game records read without allocation: games split as python-chess's
//! `read_game` splits them, tags, the movetext's tokens, and the main line
//! played on a [`Chessboard`]; and written, a game read or a game made move
//! by move, by a [`Writer`] into any [`fmt::Write`], byte for byte as
//! python-chess's exporter writes the same game.
//!
//! ```
//! use pin_runtime::chess::pgn::Reader;
//!
//! let file = b"[Event \"Casual\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n\
//!     [Event \"Second\"]\n\n1. d4 d5 *\n";
//! let games: Vec<_> = Reader::new(file).collect();
//! assert_eq!(games.len(), 2);
//! assert_eq!(games[0].tag("Event").and_then(|value| value.as_str()), Some("Casual"));
//! let plies: Vec<String> = games[0].mainline().map(|ply| ply.unwrap().san().to_string()).collect();
//! assert_eq!(plies, ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"]);
//! let last = games[0].mainline().last().unwrap()?;
//! assert_eq!(last.fen().to_string(), "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4");
//! assert_eq!(games[1].result(), Some("*"));
//!
//! // Written back: the roster of seven tags, move numbers, 80 columns.
//! let mut writer = pin_runtime::chess::pgn::Writer::new(String::new());
//! writer.write_game(&games[1])?;
//! assert_eq!(
//!     writer.into_inner(),
//!     "[Event \"Second\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n\
//!      [White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n1. d4 d5 *\n\n",
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod error;
mod export;
mod lex;
#[cfg(feature = "std")]
mod stream;
mod tree;
mod write;

use core::fmt;
use core::iter::FusedIterator;

pub use error::{PgnError, PgnErrorKind, WriteError};
pub use lex::{Location, Token, Tokens};
#[cfg(feature = "std")]
pub use stream::StreamReader;
use tree::Depth;
pub use tree::MAX_DEPTH;
pub use write::{GameWriter, Writer};

use super::fen::{Fen, Pockets};
use super::{Chessboard, San, Uci};
use crate::Side;

/// The games of a PGN file's bytes, in order, split as python-chess's
/// `read_game` splits them: lines starting with `[` make a game's tags (one
/// empty line may stand between them), the movetext runs to the next empty
/// line outside a comment, and lines starting with `%` (and, outside the
/// movetext's comments, `;`) are left out. A byte-order mark is skipped.
///
/// ```
/// use pin_runtime::chess::pgn::Reader;
///
/// let file = "\u{feff}[White \"A\"]\r\n[Black \"B\"]\r\n\r\n1. e4 {best by test} e5 *\r\n";
/// let game = Reader::new(file.as_bytes()).next().unwrap();
/// assert_eq!(game.number(), 1);
/// assert_eq!(game.tag("Black").and_then(|value| value.as_str()), Some("B"));
/// assert_eq!(game.mainline().count(), 2);
/// ```
#[derive(Clone, Debug)]
pub struct Reader<'a> {
    input: &'a [u8],
    /// The byte the next line starts at.
    at: usize,
    /// The line number (from 1) of the line at `at`.
    line: u32,
    /// The games read so far.
    games: u32,
}

impl<'a> Reader<'a> {
    /// A reader of the games of `input`, a PGN file's bytes (UTF-8 or any
    /// ASCII-compatible encoding: tags and comments that are not UTF-8 are
    /// given as read, replaced by nothing where they are not).
    #[must_use]
    pub fn new(input: &'a [u8]) -> Self {
        let at = if input.starts_with(b"\xEF\xBB\xBF") {
            3
        } else {
            0
        };
        Self {
            input,
            at,
            line: 1,
            games: 0,
        }
    }

    /// The line starting at `at`, without its line end, and where the next
    /// starts.
    fn line_at(&self, at: usize) -> (&'a [u8], usize) {
        let rest = &self.input[at.min(self.input.len())..];
        match find(rest, 0, [b'\n']) {
            Some(end) => {
                let line = &rest[..end];
                let line = line.strip_suffix(b"\r").unwrap_or(line);
                (line, at + end + 1)
            }
            None => (rest, self.input.len()),
        }
    }
}

/// A one in each byte of a word.
const ONES: u64 = 0x0101_0101_0101_0101;

/// The high bit of each byte of a word.
const HIGHS: u64 = ONES << 7;

/// A word's zero bytes, flagged in their high bit once masked with
/// [`HIGHS`]: the lowest flag is the first zero byte; a flag above a zero
/// byte may be false, never one below.
const fn zeros(word: u64) -> u64 {
    word.wrapping_sub(ONES) & !word
}

/// The first byte of `bytes` from `from` on that `is` accepts, looked for
/// eight bytes at a time: `hits` flags (in their high bits) the bytes of a
/// word that `is` accepts, the lowest exactly.
#[allow(
    clippy::inline_always,
    reason = "one loop for each set of bytes, its test inlined"
)]
#[inline(always)]
fn scan(
    bytes: &[u8],
    from: usize,
    hits: impl Fn(u64) -> u64,
    is: impl Fn(u8) -> bool,
) -> Option<usize> {
    let rest = bytes.get(from..)?;
    let mut chunks = rest.chunks_exact(8);
    let mut at = from;
    for chunk in &mut chunks {
        let word = u64::from_le_bytes(chunk.try_into().unwrap_or([0; 8]));
        let found = hits(word) & HIGHS;
        if found != 0 {
            return Some(at + (found.trailing_zeros() / 8) as usize);
        }
        at += 8;
    }
    chunks
        .remainder()
        .iter()
        .position(|&byte| is(byte))
        .map(|found| at + found)
}

/// The first byte of `bytes` from `from` on that is one of `set`, looked
/// for eight bytes at a time: in a word, the bytes equal to one of the
/// set are the zero bytes of the word XOR that byte repeated.
#[inline]
pub(super) fn find<const N: usize>(bytes: &[u8], from: usize, set: [u8; N]) -> Option<usize> {
    scan(
        bytes,
        from,
        |word| {
            let mut hits = 0;
            for byte in set {
                hits |= zeros(word ^ (ONES * u64::from(byte)));
            }
            hits
        },
        |byte| set.contains(&byte),
    )
}

/// The first `{`, `;` or `\n` from `from` on: `;` (0x3B) and `{` (0x7B)
/// differ in one bit, so a word with that bit set finds both in one test.
#[inline]
fn find_outside_comment(bytes: &[u8], from: usize) -> Option<usize> {
    scan(
        bytes,
        from,
        |word| {
            zeros((word | (ONES * 0x40)) ^ (ONES * u64::from(b'{')))
                | zeros(word ^ (ONES * u64::from(b'\n')))
        },
        |byte| matches!(byte, b'{' | b';' | b'\n'),
    )
}

/// A word's zero bytes, flagged exactly in their high bit (no false flag
/// above a zero byte, as [`zeros`] may give).
const fn exact_zeros(word: u64) -> u64 {
    !(((word & !HIGHS).wrapping_add(!HIGHS)) | word | !HIGHS)
}

/// The last `{` or `}` of `bytes`, looked for eight bytes at a time from
/// the end.
fn last_brace(bytes: &[u8]) -> Option<usize> {
    let mut end = bytes.len();
    while let Some(chunk) = end.checked_sub(8).and_then(|start| bytes.get(start..end)) {
        let word = u64::from_le_bytes(chunk.try_into().unwrap_or([0; 8]));
        let hits = exact_zeros(word ^ (ONES * u64::from(b'{')))
            | exact_zeros(word ^ (ONES * u64::from(b'}')));
        if hits != 0 {
            return Some(end - 8 + (63 - hits.leading_zeros() as usize) / 8);
        }
        end -= 8;
    }
    bytes
        .get(..end)?
        .iter()
        .rposition(|&byte| matches!(byte, b'{' | b'}'))
}

/// What [`find_outside_comment`] leads to from `from` (outside a comment)
/// to its line's end, found without stopping at each comment: on a line
/// without `;`, a comment is open at the line's end if its last brace is
/// a `{` (one opening a comment, or inside one), and none is if it is a
/// `}` (one closing a comment, or outside one) or if it has no brace. So
/// the line's last `{` if a comment is open at its end, where the scan
/// goes on inside it; else the line's end (`None` at the input's end).
#[inline]
fn skim(input: &[u8], from: usize) -> Option<usize> {
    let end = find(input, from, [b'\n']);
    let segment = input.get(from..end.unwrap_or(input.len()))?;
    if find(segment, 0, [b';']).is_some() {
        return find_outside_comment(input, from);
    }
    match last_brace(segment) {
        Some(brace) if segment[brace] == b'{' => Some(from + brace),
        _ => end,
    }
}

/// Where a movetext starting at `at` (a line's start) ends, and the line
/// number there, from `line` at `at`: at the first blank line outside a
/// comment, or the input's end. Lines starting with `%` or `;` and, outside
/// comments, the rest of a line from a `;` are left out. Outside a
/// comment, from a line's start (or a comment's end) to the line's end or
/// the `{` of a comment left open there (see [`skim`]); inside, from one
/// `}` or line end to the next; eight bytes at a time.
fn movetext_end(input: &[u8], mut at: usize, mut line: u32) -> (usize, u32) {
    'lines: while at < input.len() {
        // A line's start, outside a comment.
        let mut first = at;
        while input
            .get(first)
            .is_some_and(|&byte| byte != b'\n' && byte.is_ascii_whitespace())
        {
            first += 1;
        }
        if matches!(input.get(first), None | Some(b'\n')) {
            break;
        }
        // A `%` or `;` line is left out, as is the rest of a line from a
        // `;` outside a comment.
        let mut found = if matches!(input[at], b'%' | b';') {
            Some(at)
        } else {
            skim(input, at)
        };
        loop {
            match found.map(|found| (found, input[found])) {
                Some((found, b'\n')) => {
                    at = found + 1;
                    line += 1;
                    continue 'lines;
                }
                Some((open, b'{')) => {
                    // To the comment's end, counting its lines.
                    let mut inside = open + 1;
                    loop {
                        match find(input, inside, [b'}', b'\n']) {
                            Some(close) if input[close] == b'\n' => {
                                line += 1;
                                inside = close + 1;
                            }
                            Some(close) => {
                                found = skim(input, close + 1);
                                break;
                            }
                            None => {
                                at = input.len();
                                line += 1;
                                break 'lines;
                            }
                        }
                    }
                }
                // A `;` (or `%`): the rest of the line is left out.
                Some((found, _)) => {
                    if let Some(end) = find(input, found, [b'\n']) {
                        at = end + 1;
                        line += 1;
                        continue 'lines;
                    }
                    at = input.len();
                    line += 1;
                    break 'lines;
                }
                None => {
                    at = input.len();
                    line += 1;
                    break 'lines;
                }
            }
        }
    }
    (at, line)
}

/// The lines of `text` split at each `\n` (as `split` splits it, the
/// text after the last one included), each with where it starts.
fn lines(text: &[u8]) -> impl Iterator<Item = (usize, &[u8])> + Clone {
    let mut at = 0;
    core::iter::from_fn(move || {
        let start = at;
        if start > text.len() {
            return None;
        }
        let end = find(text, start, [b'\n']).unwrap_or(text.len());
        at = end + 1;
        Some((start, &text[start..end]))
    })
}

/// Whether a line holds only whitespace (or nothing).
fn blank(line: &[u8]) -> bool {
    line.iter().all(u8::is_ascii_whitespace)
}

impl<'a> Iterator for Reader<'a> {
    type Item = Game<'a>;

    fn next(&mut self) -> Option<Game<'a>> {
        // Before the game: blank lines, `%` and `;` lines.
        loop {
            if self.at >= self.input.len() {
                return None;
            }
            let (line, next) = self.line_at(self.at);
            if blank(line) || line.starts_with(b"%") || line.starts_with(b";") {
                self.at = next;
                self.line += 1;
            } else {
                break;
            }
        }
        let start = self.at;
        let first_line = self.line;
        // The tags: lines starting with `[`, one blank line allowed.
        let mut blanks = 0;
        let mut tags_end = start;
        let mut start_tags = false;
        loop {
            if self.at >= self.input.len() {
                break;
            }
            let (line, next) = self.line_at(self.at);
            if line.starts_with(b"%") || line.starts_with(b";") {
            } else if blank(line) && blanks < 1 {
                blanks += 1;
            } else if line.starts_with(b"[") {
                blanks = 0;
                tags_end = next;
                start_tags |= matches!(line.get(1), Some(b'F' | b'V'));
            } else {
                break;
            }
            self.at = next;
            self.line += 1;
        }
        // The movetext: to a blank line outside a comment.
        let movetext = self.at;
        let movetext_line = self.line;
        (self.at, self.line) = movetext_end(self.input, self.at, self.line);
        let end = self.at;
        self.games += 1;
        Some(Game {
            input: self.input,
            tags: (start, tags_end),
            movetext: (movetext, end),
            number: self.games,
            line: first_line,
            movetext_line,
            start_tags,
        })
    }
}

impl FusedIterator for Reader<'_> {}

/// One game of a PGN file, borrowing the file: its tags, its movetext's
/// tokens and its main line, each read when asked for.
#[derive(Clone, Copy)]
pub struct Game<'a> {
    input: &'a [u8],
    /// The bytes of the tag lines (and any line between them).
    tags: (usize, usize),
    /// The bytes of the movetext.
    movetext: (usize, usize),
    /// The game's number in the file, from 1.
    number: u32,
    /// The line the game starts on, from 1.
    line: u32,
    /// The line the movetext starts on.
    movetext_line: u32,
    /// Whether a tag line may set the start position: one starting `[F`
    /// or `[V` (`FEN`, `Variant`). Without one the game starts from
    /// [`Fen::START`].
    start_tags: bool,
}

impl<'a> Game<'a> {
    /// The game's number in the file, from 1.
    ///
    /// ```
    /// use pin_runtime::chess::pgn::Reader;
    ///
    /// let numbers: Vec<u32> = Reader::new(b"1. e4 *\n\n1. d4 *\n").map(|game| game.number()).collect();
    /// assert_eq!(numbers, [1, 2]);
    /// ```
    #[must_use]
    pub const fn number(&self) -> u32 {
        self.number
    }

    /// The line the game starts on, from 1.
    ///
    /// ```
    /// use pin_runtime::chess::pgn::Reader;
    ///
    /// let lines: Vec<u32> = Reader::new(b"1. e4 *\n\n\n[Event \"x\"]\n\n1. d4 *\n").map(|game| game.line()).collect();
    /// assert_eq!(lines, [1, 4]);
    /// ```
    #[must_use]
    pub const fn line(&self) -> u32 {
        self.line
    }

    /// The tags, in the order written: lines `[Name "value"]` as
    /// python-chess's tag pattern reads them (a name of letters, digits and
    /// `_+#=:-`, then whitespace and a quoted value running to the line's
    /// last `"]`); other lines of the tag section are left out.
    ///
    /// ```
    /// use pin_runtime::chess::pgn::Reader;
    ///
    /// let game = Reader::new(b"[Event \"A \\\"quoted\\\" name\"]\n[Site \"?\"]\n\n*\n").next().unwrap();
    /// let tags: Vec<(&str, String)> = game.tags().map(|(name, value)| (name, value.unescaped().collect())).collect();
    /// assert_eq!(tags, [("Event", "A \"quoted\" name".to_string()), ("Site", "?".to_string())]);
    /// ```
    pub fn tags(&self) -> impl Iterator<Item = (&'a str, TagValue<'a>)> + Clone + 'a {
        let text = &self.input[self.tags.0..self.tags.1];
        // The names are ASCII: the section checked as UTF-8 once gives
        // them without checking each.
        let utf8 = core::str::from_utf8(text).ok();
        lines(text).filter_map(move |(start, line)| {
            let (name, value) = tag_bytes(line)?;
            let name = match utf8 {
                Some(utf8) => utf8.get(start + 1..start + 1 + name.len()),
                None => core::str::from_utf8(name).ok(),
            };
            Some((name?, TagValue(value)))
        })
    }

    /// The value of the last tag named `name`, which python-chess keeps.
    fn tag_last(&self, name: &str) -> Option<TagValue<'a>> {
        self.tag_bytes()
            .filter(|(found, _)| *found == name.as_bytes())
            .last()
            .map(|(_, value)| TagValue(value))
    }

    /// The tags' names and values, as bytes.
    fn tag_bytes(&self) -> impl Iterator<Item = (&'a [u8], &'a [u8])> + 'a {
        let text = &self.input[self.tags.0..self.tags.1];
        lines(text).filter_map(|(_, line)| tag_bytes(line))
    }

    /// The value of the first tag named `name`.
    ///
    /// ```
    /// use pin_runtime::chess::pgn::Reader;
    ///
    /// let game = Reader::new(b"[White \"Carlsen, Magnus\"]\n\n*\n").next().unwrap();
    /// assert_eq!(game.tag("White").and_then(|value| value.as_str()), Some("Carlsen, Magnus"));
    /// assert!(game.tag("Black").is_none());
    /// ```
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<TagValue<'a>> {
        self.tags()
            .find(|(found, _)| *found == name)
            .map(|(_, value)| value)
    }

    /// The movetext's tokens, in order, each with its line and column.
    ///
    /// ```
    /// use pin_runtime::chess::pgn::{Reader, Token};
    ///
    /// let game = Reader::new(b"1. e4 $1 {good} (1. d4) 1... e5?! *\n").next().unwrap();
    /// let tokens: Vec<Token> = game.tokens().map(|(token, _)| token).collect();
    /// assert_eq!(tokens.len(), 9);
    /// assert!(matches!(tokens[0], Token::Move(_)));
    /// assert!(matches!(tokens[1], Token::Nag(1)));
    /// assert_eq!(tokens[2], Token::Comment(b"good"));
    /// assert_eq!(tokens[3], Token::StartVariation);
    /// assert_eq!(tokens[7], Token::Suffix("?!"));
    /// assert_eq!(tokens[8], Token::Result("*"));
    /// ```
    #[must_use]
    pub fn tokens(&self) -> Tokens<'a> {
        Tokens::new(
            self.input,
            self.movetext.0,
            self.movetext.1,
            self.movetext_line,
        )
    }

    /// The result: the last game-termination token of the main line
    /// (`1-0`, `0-1`, `1/2-1/2`, `*`), if any.
    ///
    /// ```
    /// use pin_runtime::chess::pgn::Reader;
    ///
    /// let game = Reader::new(b"1. e4 e5 1/2-1/2\n").next().unwrap();
    /// assert_eq!(game.result(), Some("1/2-1/2"));
    /// ```
    #[must_use]
    pub fn result(&self) -> Option<&'a str> {
        let mut depth = Depth::new();
        let mut result = None;
        for (token, _) in self.tokens() {
            depth.count(&token);
            match token {
                Token::Result(text) if depth.depth() == 0 => result = Some(text),
                _ => {}
            }
        }
        result
    }

    /// The position the game starts from: the `FEN` tag's, or the start
    /// position (with empty pockets when the `Variant` tag names
    /// crazyhouse); of a tag given twice, the last value counts, as in
    /// python-chess.
    ///
    /// # Errors
    ///
    /// A [`PgnError`] when the `FEN` tag is not a FEN this crate reads (or
    /// not UTF-8), or the `Variant` tag names a variant other than standard
    /// chess, Chess960 (also `Fischerandom`, `Chess 960`) and crazyhouse.
    ///
    /// ```
    /// use pin_runtime::chess::pgn::Reader;
    /// use pin_runtime::chess::Fen;
    ///
    /// let game = Reader::new(b"[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. O-O *\n").next().unwrap();
    /// assert_eq!(game.start()?.to_string(), "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    /// assert_eq!(Reader::new(b"1. e4 *").next().unwrap().start()?, Fen::START);
    /// # Ok::<(), pin_runtime::chess::pgn::PgnError>(())
    /// ```
    pub fn start(&self) -> Result<Fen, PgnError> {
        // The last value of each, which python-chess keeps, in one pass;
        // only the lines that may hold them are read as tags.
        if !self.start_tags {
            return Ok(Fen::START);
        }
        let (mut variant, mut fen) = (None, None);
        let text = &self.input[self.tags.0..self.tags.1];
        for (_, line) in lines(text) {
            if !(line.starts_with(b"[FEN") || line.starts_with(b"[Variant")) {
                continue;
            }
            match tag_bytes(line) {
                Some((b"Variant", value)) => variant = Some(value),
                Some((b"FEN", value)) => fen = Some(value),
                _ => {}
            }
        }
        start_position(variant, fen).map_err(|kind| self.error(self.line, 1, kind))
    }

    /// The main line played from [`start`](Self::start): each move's SAN as
    /// written, the legal move it names and the position after it. The
    /// tokens outside the main line (variations, comments, NAGs) are
    /// passed over, and so is text python-chess skips
    /// ([`Token::Unknown`]); so is a `(` before the game's first move, as
    /// python-chess reads it: the moves after it are the main line's.
    ///
    /// The iteration ends after the first error, a [`PgnError`] naming the
    /// game, the move number and side, and the line and column.
    ///
    /// ```
    /// use pin_runtime::chess::pgn::Reader;
    ///
    /// let game = Reader::new(b"[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n").next().unwrap();
    /// let plies: Vec<_> = game.mainline().collect();
    /// assert_eq!(plies.len(), 3);
    /// let err = plies[2].as_ref().unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "game 1, line 3, column 13: move 2 (white) Ke3: cannot play \"Ke3\": no white king reaches e3",
    /// );
    /// ```
    #[must_use]
    pub fn mainline(&self) -> Mainline<'a> {
        let (board, error) = match self.start_tags.then(|| self.start()) {
            None => (Some(Chessboard::START), None),
            Some(Ok(fen)) => match Chessboard::new(fen) {
                Ok(board) => (Some(board), None),
                Err(error) => (
                    None,
                    Some(self.error(self.line, 1, PgnErrorKind::StartPosition(error))),
                ),
            },
            Some(Err(error)) => (None, Some(error)),
        };
        Mainline {
            game: *self,
            tokens: self.tokens(),
            board,
            error,
            depth: Depth::new(),
        }
    }

    /// An error of this game at a line and column.
    const fn error(&self, line: u32, column: u32, kind: PgnErrorKind) -> PgnError {
        PgnError::new(self.number, line, column, kind)
    }
}

impl fmt::Debug for Game<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Game")
            .field("number", &self.number)
            .field("line", &self.line)
            .finish_non_exhaustive()
    }
}

/// The position a game starts from, by its `Variant` and `FEN` tags'
/// values (see [`Game::start`]).
pub(super) fn start_position(
    variant: Option<&[u8]>,
    fen: Option<&[u8]>,
) -> Result<Fen, PgnErrorKind> {
    let crazyhouse = match variant {
        None => false,
        Some(variant) => match core::str::from_utf8(variant).ok().and_then(variant_of) {
            Some(crazyhouse) => crazyhouse,
            None => return Err(PgnErrorKind::Variant),
        },
    };
    let fen = match fen.map(core::str::from_utf8) {
        Some(Ok(text)) => Fen::parse(text).map_err(PgnErrorKind::Fen)?,
        Some(Err(error)) => {
            let index = error.valid_up_to();
            let byte = fen.and_then(|fen| fen.get(index).copied()).unwrap_or(0);
            return Err(PgnErrorKind::FenEncoding { index, byte });
        }
        None => Fen::START,
    };
    if crazyhouse && fen.pockets() == Pockets::Absent {
        return fen
            .with_pockets(Pockets::Brackets)
            .map_err(|_| PgnErrorKind::Variant);
    }
    Ok(fen)
}

/// Whether a `Variant` tag names crazyhouse (`Some(true)`), standard chess
/// or Chess960 (`Some(false)`), or another variant (`None`), as
/// python-chess's `find_variant` names them.
fn variant_of(name: &str) -> Option<bool> {
    let name = name.trim();
    let is = |names: &[&str]| names.iter().any(|known| known.eq_ignore_ascii_case(name));
    if is(&["crazyhouse", "crazy house", "house", "zh"]) {
        Some(true)
    } else if is(&[
        "standard",
        "chess",
        "classical",
        "normal",
        "illegal",
        "from position",
        "chess960",
        "chess 960",
        "fischerandom",
        "fischerrandom",
        "fischer random",
    ]) {
        Some(false)
    } else {
        None
    }
}

/// A tag line's name (ASCII, by the pattern) and value, as python-chess's
/// pattern reads it. The value's bytes are kept as written, UTF-8 or not
/// (files written in Latin-1 keep their names).
fn tag_bytes(line: &[u8]) -> Option<(&[u8], &[u8])> {
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    let rest = line.strip_prefix(b"[")?;
    let name_end = rest
        .iter()
        .position(|&byte| {
            !matches!(byte, b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'_' | b'+' | b'#' | b'=' | b':' | b'-')
        })
        .unwrap_or(rest.len());
    let (name, rest) = rest.split_at(name_end);
    if !name.first().is_some_and(u8::is_ascii_alphanumeric) {
        return None;
    }
    let trimmed = rest.trim_ascii_start();
    if trimmed.len() == rest.len() {
        return None;
    }
    let value = trimmed.strip_prefix(b"\"")?;
    let value = value.trim_ascii_end().strip_suffix(b"\"]")?;
    Some((name, value))
}

/// A tag's value as written between its quotes: [`as_bytes`](Self::as_bytes)
/// and [`as_str`](Self::as_str) give it with its escapes (`\"`, `\\`), as
/// python-chess 1.11 gives it; [`unescaped`](Self::unescaped) without.
///
/// ```
/// use pin_runtime::chess::pgn::Reader;
///
/// let game = Reader::new(b"[Annotator \"\\\\x \\\"y\\\"\"]\n\n*\n").next().unwrap();
/// let value = game.tag("Annotator").unwrap();
/// assert_eq!(value.as_str(), Some(r#"\\x \"y\""#));
/// assert_eq!(value.unescaped().collect::<String>(), r#"\x "y""#);
///
/// // A value in Latin-1 keeps its bytes.
/// let game = Reader::new(b"[White \"M\xfcller\"]\n\n*\n").next().unwrap();
/// let value = game.tag("White").unwrap();
/// assert_eq!((value.as_bytes(), value.as_str()), (&b"M\xfcller"[..], None));
/// assert_eq!(value.to_string(), "M\u{fffd}ller");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TagValue<'a>(&'a [u8]);

impl<'a> TagValue<'a> {
    /// The value's bytes as written, escapes kept.
    #[must_use]
    pub const fn as_bytes(&self) -> &'a [u8] {
        self.0
    }

    /// The value as written, escapes kept, when it is UTF-8.
    #[must_use]
    pub const fn as_str(&self) -> Option<&'a str> {
        match core::str::from_utf8(self.0) {
            Ok(text) => Some(text),
            Err(_) => None,
        }
    }

    /// The value's characters with its escapes undone: `\"` is `"` and `\\`
    /// is `\`; a byte that is not UTF-8 is U+FFFD.
    pub fn unescaped(&self) -> impl Iterator<Item = char> + 'a {
        let mut chars = self
            .0
            .utf8_chunks()
            .flat_map(|chunk| {
                let bad = (!chunk.invalid().is_empty()).then_some(char::REPLACEMENT_CHARACTER);
                chunk.valid().chars().chain(bad)
            })
            .peekable();
        core::iter::from_fn(move || match chars.next()? {
            '\\' => match chars.peek() {
                Some(&c @ ('"' | '\\')) => {
                    chars.next();
                    Some(c)
                }
                _ => Some('\\'),
            },
            c => Some(c),
        })
    }
}

impl fmt::Display for TagValue<'_> {
    /// Writes the value with its escapes undone.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in self.unescaped() {
            fmt::Write::write_char(f, c)?;
        }
        Ok(())
    }
}

/// One move of a main line: its SAN as written, the legal move it names
/// and the position after it.
#[derive(Clone, Copy, Debug)]
pub struct Ply {
    number: u32,
    side: Side,
    san: San,
    uci: Uci,
    fen: Fen,
}

impl Ply {
    /// The move's number, as the position before it counts (the FEN's
    /// fullmove number, 1 without clocks).
    #[must_use]
    pub const fn number(&self) -> u32 {
        self.number
    }

    /// The side that played it: [`Side::First`] is white.
    #[must_use]
    pub const fn side(&self) -> Side {
        self.side
    }

    /// The move as written.
    #[must_use]
    pub const fn san(&self) -> San {
        self.san
    }

    /// The move in UCI.
    #[must_use]
    pub const fn uci(&self) -> Uci {
        self.uci
    }

    /// The position after the move.
    #[must_use]
    pub const fn fen(&self) -> &Fen {
        &self.fen
    }
}

/// The main line of a [`Game`], from [`Game::mainline`].
#[derive(Clone, Debug)]
pub struct Mainline<'a> {
    game: Game<'a>,
    tokens: Tokens<'a>,
    board: Option<Chessboard>,
    error: Option<PgnError>,
    depth: Depth,
}

impl Iterator for Mainline<'_> {
    type Item = Result<Ply, PgnError>;

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        if let Some(error) = self.error.take() {
            self.board = None;
            return Some(Err(error));
        }
        let board = self.board.as_mut()?;
        loop {
            let (token, at) = self.tokens.next()?;
            let depth = self.depth.depth();
            self.depth.count(&token);
            match token {
                Token::Move(san) if depth == 0 => {
                    let fen = board.fen();
                    let number = fen.fullmove_number().unwrap_or(1);
                    let side = fen.turn();
                    let uci = match board.play_san_uci::<false>(san) {
                        Ok((uci, _)) => uci,
                        Err(error) => {
                            self.board = None;
                            return Some(Err(self.game.error(
                                at.line(),
                                at.column(),
                                PgnErrorKind::Move {
                                    number,
                                    side,
                                    san,
                                    error,
                                },
                            )));
                        }
                    };
                    return Some(Ok(Ply {
                        number,
                        side,
                        san,
                        uci,
                        fen: *board.fen(),
                    }));
                }
                Token::BadMove(_, error) if depth == 0 => {
                    let fen = board.fen();
                    let number = fen.fullmove_number().unwrap_or(1);
                    let side = fen.turn();
                    self.board = None;
                    return Some(Err(self.game.error(
                        at.line(),
                        at.column(),
                        PgnErrorKind::San {
                            number,
                            side,
                            error,
                        },
                    )));
                }
                _ => {}
            }
        }
    }
}

impl FusedIterator for Mainline<'_> {}

#[cfg(test)]
mod tests {
    use super::movetext_end;

    /// [`movetext_end`] as its docs say it, a byte at a time: a blank line
    /// (outside a comment) ends the movetext; a line starting with `%` or
    /// `;`, and the rest of a line from a `;` outside a comment, are left
    /// out; a comment runs from `{` to `}` over any lines.
    fn byte_by_byte(input: &[u8], mut at: usize, mut line: u32) -> (usize, u32) {
        'lines: while at < input.len() {
            let rest = &input[at..];
            let text = rest.split(|&byte| byte == b'\n').next().unwrap_or(rest);
            if text.iter().all(u8::is_ascii_whitespace) {
                break;
            }
            let mut inside = false;
            let mut skipping = matches!(input[at], b'%' | b';');
            for (i, &byte) in input.iter().enumerate().skip(at) {
                match (byte, inside, skipping) {
                    (b'\n', _, _) if !inside => {
                        at = i + 1;
                        line += 1;
                        continue 'lines;
                    }
                    (b'\n', true, _) => line += 1,
                    (b'}', true, _) => inside = false,
                    (b';', false, false) => skipping = true,
                    (b'{', false, false) => inside = true,
                    _ => {}
                }
            }
            return (input.len(), line + 1);
        }
        (at, line)
    }

    /// Every line start of `input` (0 and after each `\n`) as a start.
    fn agree(input: &[u8]) {
        let starts = core::iter::once(0).chain(
            input
                .iter()
                .enumerate()
                .filter(|&(_, &byte)| byte == b'\n')
                .map(|(i, _)| i + 1),
        );
        for at in starts {
            assert_eq!(
                movetext_end(input, at, 1),
                byte_by_byte(input, at, 1),
                "{:?} from {at}",
                core::str::from_utf8(input),
            );
        }
    }

    const BYTES: [u8; 7] = [b'{', b'}', b';', b'\n', b'%', b' ', b'a'];

    #[test]
    fn movetext_ends_as_read_byte_by_byte_on_every_short_input() {
        let mut input = [0u8; 6];
        for len in 0..=input.len() {
            let count = BYTES.len().pow(u32::try_from(len).unwrap_or(0));
            for mut n in 0..count {
                for byte in &mut input[..len] {
                    *byte = BYTES[n % BYTES.len()];
                    n /= BYTES.len();
                }
                agree(&input[..len]);
            }
        }
    }

    /// Longer inputs, read eight bytes at a time by the scans, mostly
    /// plain text with the bytes that matter here and there.
    #[test]
    fn movetext_ends_as_read_byte_by_byte_on_random_inputs() {
        let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut input = [0u8; 80];
        for _ in 0..20_000 {
            let len = usize::try_from(next() % 81).unwrap_or(0);
            for byte in &mut input[..len] {
                let roll = next();
                *byte = if roll % 4 == 0 {
                    BYTES[usize::try_from(roll >> 8).unwrap_or(0) % BYTES.len()]
                } else {
                    b'a'
                };
            }
            agree(&input[..len]);
        }
    }
}
