//! `Writer`: PGN written as python-chess's exporter writes it, a game read
//! ([`Writer::write_game`]) or a game made move by move
//! ([`Writer::game`], a [`GameWriter`]).

use core::fmt::{self, Write};

use super::error::{PgnErrorKind, WriteError};
use super::lex::chars;
use super::tree::MAX_DEPTH;
use super::{Game, start_position};
use crate::Side;
use crate::chess::{Chessboard, Fen, MoveError, San, Uci};

/// The seven-tag roster, in its order, with python-chess's defaults.
const ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// A writer of PGN games into any [`fmt::Write`] (a `String`, a
/// formatter, an adapter over a file), byte for byte as python-chess 1.11
/// writes them with its `FileExporter`: the seven-tag roster first (`?`
/// for a tag not given, `????.??.??` for the date, `*` for the result),
/// then the other tags in their order, an empty line, the movetext with
/// move numbers (`3... Nf6` after a comment or a variation), NAGs as
/// `$1`, comments as `{ text }`, variations as `( … )`, in lines of at
/// most 80 characters (counted in characters, as python-chess counts them;
/// a comment longer than a line stands alone), the result, and an empty
/// line after the game, so games written one after another make a file.
///
/// Where it parts from python-chess: a game read with an error (a move
/// refused in the main line or in a variation, a result inside a
/// variation), a move or a NAG in a variation opened before its line has a
/// move (`( ( 1... c5 ) )`, which python-chess moves elsewhere in its tree)
/// and variations nested deeper than [`MAX_DEPTH`] are refused with an
/// error and nothing written, where python-chess writes what it kept; a
/// game made move by move has its tag values escaped (`\"`, `\\`), which
/// python-chess writes as given. The `Result` tag's value is written at the
/// end of the movetext whatever it is, as python-chess writes it.
///
/// ```
/// use pin_runtime::chess::pgn::{Reader, Writer};
///
/// let file = b"[White \"Morphy\"]\n[Event \"Opera\"]\n\n1.e4 e5 2.Nf3 d6 {Philidor} 3.d4 Bg4 $2 (3...exd4) *\n";
/// let game = Reader::new(file).next().unwrap();
/// let mut writer = Writer::new(String::new());
/// writer.write_game(&game)?;
/// assert_eq!(
///     writer.into_inner(),
///     "[Event \"Opera\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"Morphy\"]\n\
///      [Black \"?\"]\n[Result \"*\"]\n\n\
///      1. e4 e5 2. Nf3 d6 { Philidor } 3. d4 Bg4 $2 ( 3... exd4 ) *\n\n",
/// );
/// # Ok::<(), pin_runtime::chess::pgn::WriteError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Writer<W> {
    out: W,
    printer: Printer,
}

impl<W: Write> Writer<W> {
    /// A writer into `out`, its movetext in lines of at most 80
    /// characters.
    #[must_use]
    pub const fn new(out: W) -> Self {
        Self {
            out,
            printer: Printer {
                columns: Some(80),
                len: 0,
                force_number: true,
            },
        }
    }

    /// The same writer with lines of at most `columns` characters, or
    /// (`None`) each game's movetext on one line, as python-chess's
    /// `str(game)` writes it.
    ///
    /// ```
    /// use pin_runtime::chess::pgn::{Reader, Writer};
    ///
    /// let game = Reader::new(b"1. e4 e5 2. Nf3 Nc6 *").next().unwrap();
    /// let mut writer = Writer::new(String::new()).with_columns(Some(12));
    /// writer.write_game(&game)?;
    /// assert!(writer.into_inner().ends_with("\n\n1. e4 e5 2.\nNf3 Nc6 *\n\n"));
    /// # Ok::<(), pin_runtime::chess::pgn::WriteError>(())
    /// ```
    #[must_use]
    pub const fn with_columns(mut self, columns: Option<usize>) -> Self {
        self.printer.columns = columns;
        self
    }

    /// The output, with what was written.
    ///
    /// ```
    /// use pin_runtime::chess::pgn::Writer;
    ///
    /// assert_eq!(Writer::new(String::from("% games\n")).into_inner(), "% games\n");
    /// ```
    pub fn into_inner(self) -> W {
        self.out
    }

    /// Writes a game read by a [`Reader`](super::Reader) as python-chess
    /// writes the game its `read_game` reads: its tags as said on
    /// [`Writer`] (the first tag of a name in its place, with its last
    /// value; the `Result` tag, when `*` or missing, taken from the main
    /// line's first result), the moves of the main line and variations in
    /// SAN as [`Chessboard::san`] spells them, each move's NAGs (suffixes
    /// `!`, `?`, … as `$1`, `$2`, …) in increasing order and once, then its
    /// comments joined by spaces, `}` dropped, line ends as `\n`, and the
    /// result of the `Result` tag (`*` when the tag is no termination
    /// marker, where python-chess writes its text, which reads back as a
    /// move or not at all). A comment before the first move is the
    /// game's; a comment after a `(` or after an empty variation goes
    /// before the next move; variations with no move are left out.
    ///
    /// # Errors
    ///
    /// A [`WriteError::Game`] when the game has an error (a `FEN` tag,
    /// a `Variant` tag or a move [`Game::mainline`] refuses, a move of a
    /// variation refused alike, a result inside a variation) or a shape
    /// python-chess would write otherwise (`( (`, a variation opened before
    /// its line has a move; variations nested deeper than [`MAX_DEPTH`]);
    /// nothing is written then. A [`WriteError::Fmt`] when the output
    /// refuses text.
    ///
    /// ```
    /// use pin_runtime::chess::pgn::{Reader, WriteError, Writer};
    ///
    /// let game = Reader::new(b"1. e4 e5 (1... c5 2. Nf3 2... Ke3) *").next().unwrap();
    /// let mut writer = Writer::new(String::new());
    /// let Err(WriteError::Game(err)) = writer.write_game(&game) else { panic!() };
    /// assert_eq!(err.to_string(), "game 1, line 1, column 31: move 2 (black) Ke3: cannot play \"Ke3\": no black king reaches e3");
    /// assert_eq!(writer.into_inner(), "");
    /// ```
    pub fn write_game(&mut self, game: &Game<'_>) -> Result<(), WriteError> {
        super::export::write(game, &mut self.printer, &mut self.out)
    }

    /// Starts a game made move by move, its tags written: a
    /// [`GameWriter`] plays the moves from the position of the `FEN` and
    /// `Variant` tags (or the start) and writes them as they come, and
    /// [`GameWriter::finish`] ends the movetext with the `Result` tag's
    /// value. Tags are written as said on [`Writer`], a value with `\` and
    /// `"` escaped (python-chess writes them as given).
    ///
    /// # Errors
    ///
    /// [`WriteError::Tag`] for a tag name python-chess refuses (other than
    /// letters, digits and `_+#=:-`, or not starting with a letter or a
    /// digit) or a value with a line break; [`WriteError::Fen`],
    /// [`WriteError::Variant`] and [`WriteError::StartPosition`] for a
    /// start position [`Game::start`] would refuse; [`WriteError::Fmt`].
    /// Nothing is written on an error of the tags.
    ///
    /// ```
    /// use pin_runtime::chess::pgn::Writer;
    /// use pin_runtime::chess::San;
    ///
    /// let mut writer = Writer::new(String::new());
    /// let mut game = writer.game(&[("White", "Engine A"), ("Black", "Engine B"), ("Result", "1-0")])?;
    /// for san in ["f3", "e5", "g4", "Qh4"] {
    ///     game.play(San::parse(san)?)?;
    /// }
    /// game.finish()?;
    /// assert!(writer.into_inner().ends_with("[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n\n"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn game<'a>(
        &'a mut self,
        tags: &[(&str, &'a str)],
    ) -> Result<GameWriter<'a, W>, WriteError> {
        for (name, value) in tags {
            let roster = ROSTER.iter().any(|(known, _)| known == name);
            if !(roster || tag_name(name.as_bytes())) || value.contains(['\n', '\r']) {
                return Err(WriteError::Tag);
            }
        }
        let value = |name: &str| {
            tags.iter()
                .rev()
                .find(|(found, _)| *found == name)
                .map(|(_, value)| value.as_bytes())
        };
        let start = start_position(value("Variant"), value("FEN")).map_err(|kind| match kind {
            PgnErrorKind::Fen(error) => WriteError::Fen(error),
            _ => WriteError::Variant,
        })?;
        let board = Chessboard::new(start).map_err(WriteError::StartPosition)?;
        let result = tags
            .iter()
            .rev()
            .find(|(name, _)| *name == "Result")
            .map_or("*", |(_, value)| value);
        let listed = tags
            .iter()
            .map(|&(name, value)| (name, Text::Escaped(value)));
        write_tags(&mut self.out, &listed, Text::Escaped(result))?;
        let line = Line {
            board,
            before: None,
        };
        Ok(GameWriter {
            writer: self,
            result,
            lines: [line; MAX_DEPTH + 1],
            depth: 0,
        })
    }
}

/// Plays a legal move, or the null move (which [`Chessboard::play`]
/// refuses and a game may hold, `--`).
pub(super) fn advance(board: &mut Chessboard, uci: Uci) -> Result<(), MoveError> {
    if uci.is_null() {
        board.play_san_uci::<true>(San::NULL).map(|_| ())
    } else {
        board.play(uci).map(|_| ())
    }
}

/// Whether a tag name is one python-chess writes: letters, digits and
/// `_+#=:-`, starting with a letter or a digit.
pub(super) fn tag_name(name: &[u8]) -> bool {
    name.first().is_some_and(u8::is_ascii_alphanumeric)
        && name
            .iter()
            .all(|&byte| byte.is_ascii_alphanumeric() || b"_+#=:-".contains(&byte))
}

/// A tag value: as read (escapes kept, bytes that are not UTF-8 written
/// as U+FFFD), or text to escape.
#[derive(Clone, Copy, Debug)]
pub(super) enum Text<'a> {
    Read(&'a [u8]),
    Escaped(&'a str),
}

impl Text<'_> {
    fn write<W: Write>(self, out: &mut W) -> fmt::Result {
        match self {
            Text::Read(bytes) => chars(bytes).try_for_each(|c| out.write_char(c)),
            Text::Escaped(text) => text.chars().try_for_each(|c| {
                if matches!(c, '\\' | '"') {
                    out.write_char('\\')?;
                }
                out.write_char(c)
            }),
        }
    }
}

/// Writes the tags as python-chess's `Headers` orders them: the roster
/// first, in its order, then the others in the order of their first tag,
/// each name once with its last value; then the empty line after them.
/// `result` stands for the `Result` tag.
pub(super) fn write_tags<'a, W: Write>(
    out: &mut W,
    tags: &(impl Iterator<Item = (&'a str, Text<'a>)> + Clone),
    result: Text<'a>,
) -> fmt::Result {
    let last = |name: &str| tags.clone().filter(|(found, _)| *found == name).last();
    let line = |out: &mut W, name: &str, value: Text<'_>| {
        write!(out, "[{name} \"")?;
        value.write(out)?;
        out.write_str("\"]\n")
    };
    for (name, default) in ROSTER {
        let value = match last(name) {
            _ if name == "Result" => result,
            Some((_, value)) => value,
            None => Text::Escaped(default),
        };
        line(out, name, value)?;
    }
    for (i, (name, _)) in tags.clone().enumerate() {
        let roster = ROSTER.iter().any(|(known, _)| *known == name);
        if roster || tags.clone().take(i).any(|(found, _)| found == name) {
            continue;
        }
        if let Some((_, value)) = last(name) {
            line(out, name, value)?;
        }
    }
    out.write_char('\n')
}

/// A line of the game being written: its position and the one before its
/// last move (`None` before it has one).
#[derive(Clone, Copy, Debug)]
struct Line {
    board: Chessboard,
    before: Option<Chessboard>,
}

/// A game written move by move, from [`Writer::game`]: moves, NAGs,
/// comments and variations are written as they come, in the order
/// python-chess writes a game (a move, its NAGs, its comment, the
/// variations of it, the next move), each move checked and written in SAN
/// as [`Chessboard::san`] spells it, with its number where python-chess
/// writes one. [`finish`](Self::finish) ends the game; a `GameWriter`
/// dropped before leaves it unfinished.
///
/// ```
/// use pin_runtime::chess::pgn::Writer;
/// use pin_runtime::chess::{San, Uci};
///
/// let mut writer = Writer::new(String::new());
/// let mut game = writer.game(&[("Event", "Analysis")])?;
/// game.play_uci(Uci::parse("e2e4")?)?;
/// game.nag(1)?;
/// game.comment("best by test")?;
/// game.start_variation()?;
/// game.play(San::parse("d4")?)?;
/// game.end_variation()?;
/// game.play(San::parse("c5")?)?;
/// game.finish()?;
/// assert!(writer.into_inner().ends_with("\n\n1. e4 $1 { best by test } ( 1. d4 ) 1... c5 *\n\n"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct GameWriter<'a, W> {
    writer: &'a mut Writer<W>,
    result: &'a str,
    lines: [Line; MAX_DEPTH + 1],
    /// The innermost line: 0 for the main line.
    depth: usize,
}

impl<W: Write> GameWriter<'_, W> {
    /// The position the next move is played on.
    ///
    /// ```
    /// use pin_runtime::chess::pgn::Writer;
    /// use pin_runtime::chess::San;
    ///
    /// let mut writer = Writer::new(String::new());
    /// let mut game = writer.game(&[("FEN", "4k3/8/8/8/8/8/8/4K2R w K - 0 1")])?;
    /// game.play(San::parse("O-O")?)?;
    /// assert_eq!(game.fen().to_string(), "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn fen(&self) -> &Fen {
        self.lines[self.depth].board.fen()
    }

    /// Plays and writes a move in SAN, and gives it in UCI.
    ///
    /// # Errors
    ///
    /// [`WriteError::Move`] when the position refuses it (illegal,
    /// ambiguous), and nothing is written; [`WriteError::Fmt`].
    ///
    /// ```
    /// use pin_runtime::chess::pgn::Writer;
    /// use pin_runtime::chess::San;
    ///
    /// let mut writer = Writer::new(String::new());
    /// let mut game = writer.game(&[])?;
    /// assert_eq!(game.play(San::parse("Ng1f3")?)?.to_string(), "g1f3");
    /// assert!(game.play(San::parse("Ke3")?).is_err());
    /// game.finish()?;
    /// assert!(writer.into_inner().ends_with("\n\n1. Nf3 *\n\n"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play(&mut self, san: San) -> Result<Uci, WriteError> {
        let uci = self.lines[self.depth]
            .board
            .resolve_san(san)
            .map_err(WriteError::Move)?;
        self.play_uci(uci)?;
        Ok(uci)
    }

    /// Plays and writes a move given in UCI, and gives the SAN written.
    ///
    /// # Errors
    ///
    /// [`WriteError::Move`] when the position refuses it, and nothing is
    /// written; [`WriteError::Fmt`].
    ///
    /// ```
    /// use pin_runtime::chess::pgn::Writer;
    /// use pin_runtime::chess::Uci;
    ///
    /// let mut writer = Writer::new(String::new());
    /// let mut game = writer.game(&[("Variant", "Crazyhouse"), ("FEN", "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1")])?;
    /// assert_eq!(game.play_uci(Uci::parse("N@e6")?)?.to_string(), "N@e6");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play_uci(&mut self, uci: Uci) -> Result<San, WriteError> {
        let line = &mut self.lines[self.depth];
        let before = line.board;
        let mut after = before;
        advance(&mut after, uci).map_err(WriteError::Move)?;
        let san = self
            .writer
            .printer
            .play(&mut self.writer.out, &before, uci)?;
        line.before = Some(before);
        line.board = after;
        Ok(san)
    }

    /// Writes a NAG of the last move, `$1`.
    ///
    /// # Errors
    ///
    /// [`WriteError::Fmt`].
    ///
    /// ```
    /// use pin_runtime::chess::pgn::Writer;
    /// use pin_runtime::chess::San;
    ///
    /// let mut writer = Writer::new(String::new());
    /// let mut game = writer.game(&[])?;
    /// game.play(San::parse("g4")?)?;
    /// game.nag(4)?;
    /// game.finish()?;
    /// assert!(writer.into_inner().ends_with("\n\n1. g4 $4 *\n\n"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn nag(&mut self, nag: u16) -> Result<(), WriteError> {
        Ok(self.writer.printer.nag(&mut self.writer.out, nag)?)
    }

    /// Writes a comment, `{ text }`, as python-chess writes one: its `}`
    /// dropped, whitespace at its ends trimmed; an empty comment is not
    /// written.
    ///
    /// # Errors
    ///
    /// [`WriteError::Fmt`].
    ///
    /// ```
    /// use pin_runtime::chess::pgn::Writer;
    /// use pin_runtime::chess::San;
    ///
    /// let mut writer = Writer::new(String::new());
    /// let mut game = writer.game(&[])?;
    /// game.play(San::parse("e4")?)?;
    /// game.comment(" [%clk 0:03:00] ")?;
    /// game.play(San::parse("e5")?)?;
    /// game.finish()?;
    /// assert!(writer.into_inner().ends_with("\n\n1. e4 { [%clk 0:03:00] } 1... e5 *\n\n"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn comment(&mut self, text: &str) -> Result<(), WriteError> {
        if !text.is_empty() {
            self.writer
                .printer
                .comment(&mut self.writer.out, text.chars().filter(|&c| c != '}'))?;
        }
        Ok(())
    }

    /// Starts a variation of the last move: the moves after it are played
    /// on the position before that move.
    ///
    /// # Errors
    ///
    /// [`WriteError::VariationStart`] before a move of the line,
    /// [`WriteError::Depth`] beyond [`MAX_DEPTH`]; [`WriteError::Fmt`].
    ///
    /// ```
    /// use pin_runtime::chess::pgn::{WriteError, Writer};
    /// use pin_runtime::chess::San;
    ///
    /// let mut writer = Writer::new(String::new());
    /// let mut game = writer.game(&[])?;
    /// assert_eq!(game.start_variation(), Err(WriteError::VariationStart));
    /// game.play(San::parse("e4")?)?;
    /// game.start_variation()?;
    /// assert_eq!(game.fen().to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn start_variation(&mut self) -> Result<(), WriteError> {
        let Some(board) = self.lines[self.depth].before else {
            return Err(WriteError::VariationStart);
        };
        if self.depth == MAX_DEPTH {
            return Err(WriteError::Depth);
        }
        self.writer.printer.parenthesis(&mut self.writer.out, '(')?;
        self.depth += 1;
        self.lines[self.depth] = Line {
            board,
            before: None,
        };
        Ok(())
    }

    /// Ends the innermost variation: the next move continues the line it
    /// started from.
    ///
    /// # Errors
    ///
    /// [`WriteError::VariationEnd`] when no variation is open;
    /// [`WriteError::Fmt`].
    ///
    /// ```
    /// use pin_runtime::chess::pgn::{WriteError, Writer};
    ///
    /// let mut writer = Writer::new(String::new());
    /// let mut game = writer.game(&[])?;
    /// assert_eq!(game.end_variation(), Err(WriteError::VariationEnd));
    /// # Ok::<(), WriteError>(())
    /// ```
    pub fn end_variation(&mut self) -> Result<(), WriteError> {
        if self.depth == 0 {
            return Err(WriteError::VariationEnd);
        }
        self.writer.printer.parenthesis(&mut self.writer.out, ')')?;
        self.depth -= 1;
        Ok(())
    }

    /// Ends the game: the variations still open, the `Result` tag's value
    /// (`*` without one) and the empty line after the game.
    ///
    /// # Errors
    ///
    /// [`WriteError::Fmt`].
    ///
    /// ```
    /// use pin_runtime::chess::pgn::Writer;
    /// use pin_runtime::chess::San;
    ///
    /// let mut writer = Writer::new(String::new());
    /// let mut game = writer.game(&[("Result", "1/2-1/2")])?;
    /// game.play(San::parse("d4")?)?;
    /// game.start_variation()?;
    /// game.play(San::parse("c4")?)?;
    /// game.finish()?;
    /// assert!(writer.into_inner().ends_with("\n\n1. d4 ( 1. c4 ) 1/2-1/2\n\n"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn finish(mut self) -> Result<(), WriteError> {
        while self.depth > 0 {
            self.end_variation()?;
        }
        let Writer { out, printer } = self.writer;
        printer.result(out, self.result.chars())?;
        Ok(())
    }
}

impl<W> fmt::Debug for GameWriter<'_, W> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("GameWriter")
            .field("fen", self.lines[self.depth].board.fen())
            .field("depth", &self.depth)
            .finish_non_exhaustive()
    }
}

/// The movetext's lines as python-chess's exporter fills them.
#[derive(Clone, Copy, Debug)]
pub(super) struct Printer {
    columns: Option<usize>,
    /// The characters of the line being written, with the space after its
    /// last token (written only before the next token on the line).
    len: usize,
    /// Whether a black move is numbered (`3... Nf6`).
    force_number: bool,
}

/// Counts the characters of what it is given.
struct Width(usize);

impl Write for Width {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        self.0 += text.chars().count();
        Ok(())
    }
}

/// The characters of a value written with `Display`.
fn width(value: impl fmt::Display) -> usize {
    let mut width = Width(0);
    // Counting never fails.
    let _ = write!(width, "{value}");
    width.0
}

/// Whether Python's `str.strip` removes a character.
const fn python_space(c: char) -> bool {
    c.is_whitespace() || matches!(c, '\x1c'..='\x1f')
}

/// Whether a text is a game-termination marker (`1-0`, `0-1`, `1/2-1/2`,
/// `*`) between spaces, as the reader reads it at a movetext's end.
fn is_marker(text: impl Iterator<Item = char> + Clone) -> bool {
    let text = text.skip_while(|&c| python_space(c));
    ["1-0", "0-1", "1/2-1/2", "*"].into_iter().any(|marker| {
        let mut rest = text.clone();
        marker.chars().all(|c| rest.next() == Some(c)) && rest.all(python_space)
    })
}

/// The characters of a text up to its last one Python's `str.strip`
/// keeps.
fn trimmed_end(text: impl Iterator<Item = char>) -> usize {
    text.enumerate()
        .filter(|&(_, c)| !python_space(c))
        .last()
        .map_or(0, |(i, _)| i + 1)
}

impl Printer {
    /// Writes a token of `len` characters, on the line when it fits (with
    /// the space before it), on a new line when not.
    fn token<W: Write>(
        &mut self,
        out: &mut W,
        len: usize,
        text: impl FnOnce(&mut W) -> fmt::Result,
    ) -> fmt::Result {
        let len = len + 1;
        if self.len > 0 {
            if self.columns.is_some_and(|columns| self.len + len > columns) {
                out.write_char('\n')?;
                self.len = 0;
            } else {
                out.write_char(' ')?;
            }
        }
        text(out)?;
        self.len += len;
        Ok(())
    }

    /// Writes a move of `board`, numbered when white's or after a comment
    /// or a variation, and gives its SAN.
    pub(super) fn play<W: Write>(
        &mut self,
        out: &mut W,
        board: &Chessboard,
        uci: Uci,
    ) -> Result<San, WriteError> {
        let san = board.san(uci).map_err(WriteError::Move)?;
        let fen = board.fen();
        let number = fen.fullmove_number().unwrap_or(1);
        if fen.turn() == Side::First {
            self.token(out, width(number) + 1, |out| write!(out, "{number}."))?;
        } else if self.force_number {
            self.token(out, width(number) + 3, |out| write!(out, "{number}..."))?;
        }
        self.token(out, width(san), |out| write!(out, "{san}"))?;
        self.force_number = false;
        Ok(san)
    }

    /// Writes a NAG, `$1`.
    pub(super) fn nag<W: Write>(&mut self, out: &mut W, nag: u16) -> fmt::Result {
        self.token(out, width(nag) + 1, |out| write!(out, "${nag}"))
    }

    /// Writes `(` or `)`.
    pub(super) fn parenthesis<W: Write>(&mut self, out: &mut W, c: char) -> fmt::Result {
        self.token(out, 1, |out| out.write_char(c))?;
        self.force_number = true;
        Ok(())
    }

    /// Writes a comment of the characters given (`}` left out), its
    /// whitespace at both ends trimmed as Python's `str.strip` trims.
    pub(super) fn comment<W: Write>(
        &mut self,
        out: &mut W,
        text: impl Iterator<Item = char> + Clone,
    ) -> fmt::Result {
        self.trimmed(out, text, true, ["{ ", " }"])?;
        self.force_number = true;
        Ok(())
    }

    /// Writes a token of `text` between `ends`, the whitespace at its end
    /// (and at its start with `start`) trimmed as Python trims it.
    fn trimmed<W: Write>(
        &mut self,
        out: &mut W,
        text: impl Iterator<Item = char> + Clone,
        start: bool,
        ends: [&str; 2],
    ) -> fmt::Result {
        let lead = if start {
            text.clone().take_while(|&c| python_space(c)).count()
        } else {
            0
        };
        let end = trimmed_end(text.clone()).max(lead);
        let len = end - lead + ends[0].len() + ends[1].len();
        self.token(out, len, |out| {
            out.write_str(ends[0])?;
            text.skip(lead)
                .take(end - lead)
                .try_for_each(|c| out.write_char(c))?;
            out.write_str(ends[1])
        })
    }

    /// Writes the result, ends the movetext's last line and writes the
    /// empty line after the game. A `Result` tag that is no termination
    /// marker ends the movetext with `*`: its text there would read back
    /// as a move (`0-0`) or as a token no reader takes.
    pub(super) fn result<W: Write>(
        &mut self,
        out: &mut W,
        text: impl Iterator<Item = char> + Clone,
    ) -> fmt::Result {
        // Python's `rstrip` of the line trims the result's end.
        if is_marker(text.clone()) {
            self.trimmed(out, text, false, ["", ""])?;
        } else {
            self.trimmed(out, "*".chars(), false, ["", ""])?;
        }
        out.write_str("\n\n")?;
        self.len = 0;
        self.force_number = true;
        Ok(())
    }
}
