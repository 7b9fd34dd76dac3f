//! CSA game records read without allocation, as the computer-shogi
//! servers (Floodgate) and the championships write them, V2.2 and V3.0:
//! games split at `/`, their statements, the start position and the main
//! line played on an [`Sfen`]; and written back ([`Writer`]).
//!
//! ```
//! use pin_runtime::shogi::csa::Reader;
//! use pin_runtime::shogi::Ending;
//! use pin_runtime::Side;
//!
//! let record = "V2.2\nN+Sente\nN-Gote\n$EVENT:casual\nPI\n+\n+7776FU,T12\n-3334FU,T3\n+8822UM\n%TORYO\n";
//! let game = Reader::new(record).next().unwrap();
//! assert_eq!(game.player(Side::First), Some("Sente"));
//! assert_eq!(game.header("EVENT"), Some("casual"));
//! let usi: Vec<String> = game.mainline().map(|ply| ply.unwrap().usi().to_string()).collect();
//! assert_eq!(usi, ["7g7f", "3c3d", "8h2b+"]);
//! let last = game.mainline().last().unwrap()?;
//! assert_eq!(last.sfen().to_string(), "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4");
//! assert_eq!(game.ending(), Some(Ending::Resign));
//! # Ok::<(), pin_runtime::shogi::RecordError>(())
//! ```

mod write;

use core::iter::FusedIterator;
use core::time::Duration;

pub use super::record::Ply;
pub use super::record_error::Location;
pub use write::Writer;

use super::record::{self, Kind, Lines, Setup};
use super::record_error::{Excerpt, RecordError, RecordErrorKind, RecordFormat};
use super::{Ending, Sfen, Square, Usi};
use crate::Side;

/// The games of a CSA text, in order: a line `/` ends a game. A
/// byte-order mark is skipped; lines end with `\n`, `\r\n` or `\r`.
///
/// The text is the caller's to decode: CSA V3.0 and Floodgate write
/// UTF-8 (V3.0 says so on its first line, `'CSA encoding=UTF-8`), older
/// files `Shift_JIS`, which only names and comments use.
///
/// ```
/// use pin_runtime::shogi::csa::Reader;
///
/// let text = "\u{feff}N+A\r\nPI\r\n+\r\n+7776FU\r\n%CHUDAN\r\n/\r\nPI\r\n+\r\n+2726FU\r\n";
/// let games: Vec<_> = Reader::new(text).collect();
/// assert_eq!(games.len(), 2);
/// assert_eq!((games[1].number(), games[1].line()), (2, 7));
/// assert_eq!(games[1].mainline().count(), 1);
/// ```
#[derive(Clone, Debug)]
pub struct Reader<'a> {
    text: &'a str,
    lines: Lines<'a>,
    /// The number of lines read before the next game.
    line: usize,
    /// The games read so far.
    games: u32,
}

impl<'a> Reader<'a> {
    /// A reader of the games of `text`.
    #[must_use]
    pub fn new(text: &'a str) -> Self {
        let at = if text.starts_with('\u{feff}') { 3 } else { 0 };
        Self {
            text,
            lines: Lines::new(text, at),
            line: 0,
            games: 0,
        }
    }
}

impl<'a> Iterator for Reader<'a> {
    type Item = Game<'a>;

    fn next(&mut self) -> Option<Game<'a>> {
        let start = self.lines.at();
        let first = self.line;
        let mut end = start;
        let mut any = false;
        while let Some((at, line)) = self.lines.next() {
            self.line += 1;
            if line.trim_end() == "/" {
                end = at;
                any = true;
                break;
            }
            end = self.lines.at();
            any |= !line.trim().is_empty();
        }
        if !any {
            return None;
        }
        self.games += 1;
        Some(Game {
            text: self.text,
            start,
            end,
            line: first,
            number: self.games,
        })
    }
}

impl FusedIterator for Reader<'_> {}

/// One game of a CSA text, borrowing the text: its statements, headers,
/// start position, main line and ending, each read when asked for.
#[derive(Clone, Copy, Debug)]
pub struct Game<'a> {
    text: &'a str,
    start: usize,
    end: usize,
    /// The lines before the game.
    line: usize,
    number: u32,
}

/// A statement of a CSA record: a line, or a part of a line between
/// commas (`+7776FU,T12`). Names, headers and comments take their whole
/// line; a comment after a comma, the rest of it.
///
/// ```
/// use pin_runtime::shogi::csa::{Reader, Statement};
///
/// let game = Reader::new("$EVENT:x\nP-00AL\n+7776FU,T0   ,'a comment, with a comma\n%TORYO\n").next().unwrap();
/// let statements: Vec<Statement> = game.statements().map(|(statement, _)| statement).collect();
/// assert_eq!(statements, [
///     Statement::Header("EVENT", "x"),
///     Statement::Setup("P-00AL"),
///     Statement::Move("+7776FU"),
///     Statement::Time("T0"),
///     Statement::Comment("a comment, with a comma"),
///     Statement::Special("%TORYO"),
/// ]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Statement<'a> {
    /// The version: `V2`, `V2.2`, `V3.0`.
    Version(&'a str),
    /// A player's name: `N+Sente` is sente's.
    Player(Side, &'a str),
    /// A header `$EVENT:Floodgate`: its name without `$`, and its value.
    Header(&'a str, &'a str),
    /// A line of the start position: `PI…`, `P1`…`P9`, `P+…`, `P-…`.
    Setup(&'a str),
    /// The side to move first: `+` or `-` alone.
    Turn(Side),
    /// A move: `+7776FU`.
    Move(&'a str),
    /// The time a move or ending took: `T12`, `T0.456` in V3.0.
    Time(&'a str),
    /// A special move ending the game: `%TORYO`.
    Special(&'a str),
    /// A comment, the text after `'` (`'*` lines are engines' comments).
    Comment(&'a str),
    /// A statement this reader does not know.
    Unknown(&'a str),
}

impl<'a> Statement<'a> {
    /// The statement of a text that is not a whole-line statement.
    fn part(part: &'a str) -> Self {
        match part.as_bytes() {
            [b'+'] => Statement::Turn(Side::First),
            [b'-'] => Statement::Turn(Side::Second),
            [b'+' | b'-', ..] => Statement::Move(part),
            [b'P', ..] => Statement::Setup(part),
            [b'T', ..] => Statement::Time(part),
            [b'%', ..] => Statement::Special(part),
            _ => Statement::Unknown(part),
        }
    }
}

/// The statements of a game, from [`Game::statements`].
#[derive(Clone, Debug)]
pub struct Statements<'a> {
    lines: Lines<'a>,
    end: usize,
    /// The lines read.
    line: usize,
    /// The line being split at commas, and the byte of its next part.
    current: Option<(&'a str, usize)>,
}

impl<'a> Iterator for Statements<'a> {
    type Item = (Statement<'a>, Location);

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            if let Some((line, at)) = self.current {
                let rest = &line[at..];
                let len = rest.find(',').unwrap_or(rest.len());
                self.current = (at + len < line.len()).then_some((line, at + len + 1));
                let location = Location {
                    line: record::line_number(self.line - 1),
                    column: record::column(line, at),
                };
                // A comment after a comma runs to the end of the line.
                if let Some(comment) = rest.strip_prefix('\'') {
                    self.current = None;
                    return Some((Statement::Comment(comment), location));
                }
                let part = rest[..len].trim_end();
                if part.is_empty() {
                    continue;
                }
                return Some((Statement::part(part), location));
            }
            if self.lines.at() >= self.end {
                return None;
            }
            let (_, line) = self.lines.next()?;
            self.line += 1;
            let location = Location {
                line: record::line_number(self.line - 1),
                column: 1,
            };
            let statement = match line.as_bytes() {
                [b'\'', ..] => Statement::Comment(&line[1..]),
                [b'N', b'+', ..] => Statement::Player(Side::First, line[2..].trim_end()),
                [b'N', b'-', ..] => Statement::Player(Side::Second, line[2..].trim_end()),
                [b'$', ..] => {
                    let (name, value) = line[1..].split_once(':').unwrap_or((&line[1..], ""));
                    Statement::Header(name, value.trim_end())
                }
                [b'V', ..] => Statement::Version(line.trim_end()),
                _ => {
                    self.current = Some((line, 0));
                    continue;
                }
            };
            return Some((statement, location));
        }
    }
}

impl FusedIterator for Statements<'_> {}

/// The time of a `T` statement: whole seconds, or seconds with a fraction
/// in V3.0 (`T1.5`, to the millisecond).
fn time(text: &str) -> Option<Duration> {
    let digits = text.strip_prefix('T')?;
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    let number = |text: &str| -> Option<u64> {
        if text.is_empty() || !text.bytes().all(|byte| byte.is_ascii_digit()) {
            return None;
        }
        text.parse().ok()
    };
    let seconds = number(whole)?;
    if fraction.is_empty() {
        return (!digits.ends_with('.')).then_some(Duration::from_secs(seconds));
    }
    number(fraction)?;
    let mut millis = 0;
    for (i, digit) in fraction.bytes().take(3).enumerate() {
        millis += u64::from(digit - b'0') * [100, 10, 1][i];
    }
    Some(Duration::from_secs(seconds) + Duration::from_millis(millis))
}

/// The square of CSA's two digits (file then rank), `None` for `00` or
/// other text.
fn square(digits: &[u8]) -> Option<Square> {
    match digits {
        [file @ b'1'..=b'9', rank @ b'1'..=b'9'] => Square::new(file - b'0', rank - b'0'),
        _ => None,
    }
}

/// The side of a `+` or `-`.
const fn side_of(sign: u8) -> Option<Side> {
    match sign {
        b'+' => Some(Side::First),
        b'-' => Some(Side::Second),
        _ => None,
    }
}

/// What a start-position line should hold, by its kind.
const EXPECTED_PI: &str = "PI and squares with pieces to take off (PI82HI22KA)";
const EXPECTED_RANK: &str =
    "a rank of 9 squares, each ` * ` or a side and piece (P1-KY-KE-GI-KI-OU-KI-GI-KE-KY)";
const EXPECTED_PLACE: &str =
    "squares with pieces (P+63KI, 00 for a hand: P-00FU00KA, 00AL for the rest)";
const EXPECTED_MOVE: &str =
    "a move: a side, the origin (00 for a drop), the destination and the piece after it (+7776FU)";

impl<'a> Game<'a> {
    /// The game's number in the text, from 1.
    ///
    /// ```
    /// use pin_runtime::shogi::csa::Reader;
    ///
    /// let numbers: Vec<u32> = Reader::new("PI\n+\n/\nPI\n-\n").map(|game| game.number()).collect();
    /// assert_eq!(numbers, [1, 2]);
    /// ```
    #[must_use]
    pub const fn number(&self) -> u32 {
        self.number
    }

    /// The line the game starts on, from 1.
    #[must_use]
    pub fn line(&self) -> u32 {
        record::line_number(self.line)
    }

    /// The game's text, as written.
    ///
    /// ```
    /// use pin_runtime::shogi::csa::Reader;
    ///
    /// let game = Reader::new("PI\n+\n/\nPI\n-\n").nth(1).unwrap();
    /// assert_eq!(game.text(), "PI\n-\n");
    /// ```
    #[must_use]
    pub fn text(&self) -> &'a str {
        self.text.get(self.start..self.end).unwrap_or("")
    }

    /// The statements, in order, each with its line and column.
    ///
    /// ```
    /// use pin_runtime::shogi::csa::{Reader, Statement};
    /// use pin_runtime::Side;
    ///
    /// let game = Reader::new("V2.2\nN+A\n'a comment\nPI\n+\n+7776FU,T1\n%TORYO\n").next().unwrap();
    /// let statements: Vec<Statement> = game.statements().map(|(statement, _)| statement).collect();
    /// assert_eq!(statements, [
    ///     Statement::Version("V2.2"),
    ///     Statement::Player(Side::First, "A"),
    ///     Statement::Comment("a comment"),
    ///     Statement::Setup("PI"),
    ///     Statement::Turn(Side::First),
    ///     Statement::Move("+7776FU"),
    ///     Statement::Time("T1"),
    ///     Statement::Special("%TORYO"),
    /// ]);
    /// ```
    #[must_use]
    pub fn statements(&self) -> Statements<'a> {
        Statements {
            lines: Lines::new(self.text, self.start),
            end: self.end,
            line: self.line,
            current: None,
        }
    }

    /// The version, `V2.2`, if written.
    ///
    /// ```
    /// use pin_runtime::shogi::csa::Reader;
    ///
    /// let game = Reader::new("'CSA encoding=UTF-8\nV3.0\nPI\n+\n").next().unwrap();
    /// assert_eq!(game.version(), Some("V3.0"));
    /// ```
    #[must_use]
    pub fn version(&self) -> Option<&'a str> {
        self.statements()
            .find_map(|(statement, _)| match statement {
                Statement::Version(version) => Some(version),
                _ => None,
            })
    }

    /// The player of a side, from `N+` or `N-`.
    ///
    /// ```
    /// use pin_runtime::shogi::csa::Reader;
    /// use pin_runtime::Side;
    ///
    /// let game = Reader::new("N+gps\nN-bonanza\nPI\n+\n").next().unwrap();
    /// assert_eq!(game.player(Side::Second), Some("bonanza"));
    /// ```
    #[must_use]
    pub fn player(&self, side: Side) -> Option<&'a str> {
        self.statements()
            .find_map(|(statement, _)| match statement {
                Statement::Player(of, name) if of == side => Some(name),
                _ => None,
            })
    }

    /// The headers `$NAME:value`, in order, names without `$`.
    ///
    /// ```
    /// use pin_runtime::shogi::csa::Reader;
    ///
    /// let game = Reader::new("$EVENT:wdoor+floodgate-300-10F\n$START_TIME:2020/07/19 20:10:40\nPI\n+\n").next().unwrap();
    /// let headers: Vec<_> = game.headers().collect();
    /// assert_eq!(headers, [("EVENT", "wdoor+floodgate-300-10F"), ("START_TIME", "2020/07/19 20:10:40")]);
    /// ```
    pub fn headers(&self) -> impl Iterator<Item = (&'a str, &'a str)> + 'a {
        self.statements()
            .filter_map(|(statement, _)| match statement {
                Statement::Header(name, value) => Some((name, value)),
                _ => None,
            })
    }

    /// The value of the first header named `name` (without `$`).
    ///
    /// ```
    /// use pin_runtime::shogi::csa::Reader;
    ///
    /// let game = Reader::new("$SITE:Tokyo\nPI\n+\n").next().unwrap();
    /// assert_eq!(game.header("SITE"), Some("Tokyo"));
    /// assert_eq!(game.header("EVENT"), None);
    /// ```
    #[must_use]
    pub fn header(&self, name: &str) -> Option<&'a str> {
        self.headers()
            .find(|(found, _)| *found == name)
            .map(|(_, value)| value)
    }

    /// The ending: the first special move CSA names (`%TORYO`), if any.
    ///
    /// ```
    /// use pin_runtime::shogi::csa::Reader;
    /// use pin_runtime::shogi::Ending;
    ///
    /// let game = Reader::new("PI\n+\n+7776FU\n%SENNICHITE\n").next().unwrap();
    /// assert_eq!(game.ending(), Some(Ending::Repetition));
    /// ```
    #[must_use]
    pub fn ending(&self) -> Option<Ending> {
        self.statements()
            .find_map(|(statement, _)| match statement {
                Statement::Special(text) => Ending::from_csa(text),
                _ => None,
            })
    }

    /// The start position: the start of shogi, less `PI`'s pieces, or the
    /// board of `P1`…`P9` (an empty board without them), with the pieces
    /// `P+` and `P-` place (`00` in hand, `00AL` the rest of the set), and
    /// the side `+` or `-` to move. Without any of them, the start of
    /// shogi, sente to move.
    ///
    /// # Errors
    ///
    /// A [`RecordError`] naming the line: `PI` taking a piece off a
    /// square that does not hold it, a rank of other than 9 squares, an
    /// unknown piece (`+XX`), a king or promoted piece in hand.
    ///
    /// ```
    /// use pin_runtime::shogi::csa::Reader;
    ///
    /// // A rook handicap: gote, the stronger side, moves first.
    /// let game = Reader::new("PI82HI\n-\n").next().unwrap();
    /// assert_eq!(game.start()?.to_string(), "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
    ///
    /// let game = Reader::new("P1 *  *  *  *  *  *  *  * -OU\nP2 *  *  *  *  *  *  *  *  * \nP3 *  *  *  *  *  *  *  * +FU\n\
    ///     P4 *  *  *  *  *  *  *  *  * \nP5 *  *  *  *  *  *  *  *  * \nP6 *  *  *  *  *  *  *  *  * \n\
    ///     P7 *  *  *  *  *  *  *  *  * \nP8 *  *  *  *  *  *  *  *  * \nP9 *  *  *  *  *  *  *  *  * \n\
    ///     P+00KI\nP-00AL\n+\n").next().unwrap();
    /// assert_eq!(game.start()?.to_string(), "8k/9/8P/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1");
    /// # Ok::<(), pin_runtime::shogi::RecordError>(())
    /// ```
    pub fn start(&self) -> Result<Sfen, RecordError> {
        let mut setup = Setup::from_sfen(&Sfen::START);
        let mut placed = false;
        let mut rest_to = None;
        for (statement, at) in self.statements() {
            let line = match statement {
                Statement::Setup(line) => line,
                Statement::Turn(side) => {
                    setup.turn = side;
                    continue;
                }
                Statement::Move(_) | Statement::Special(_) => break,
                _ => continue,
            };
            let bytes = line.as_bytes();
            let fail = |expected| {
                Err(self.error(
                    at,
                    RecordErrorKind::Start {
                        expected,
                        found: Excerpt::new(line),
                    },
                ))
            };
            // The board of `P1`…`P9` and `P+`, `P-` alone starts empty.
            if !placed && bytes.get(1) != Some(&b'I') {
                setup.board = [[None; 9]; 9];
            }
            placed = true;
            match bytes.get(1) {
                Some(b'I') => {
                    for pair in bytes[2..].chunks(4) {
                        let Some((square, kind)) = square_piece(pair) else {
                            return fail(EXPECTED_PI);
                        };
                        let Some(place) = setup.square_mut(square.file(), square.rank()) else {
                            return fail(EXPECTED_PI);
                        };
                        if place.map(|(found, _)| found) != Some(kind) {
                            return fail(EXPECTED_PI);
                        }
                        *place = None;
                    }
                }
                Some(rank @ b'1'..=b'9') => {
                    let Some(row) = rank_row(&bytes[2..]) else {
                        return fail(EXPECTED_RANK);
                    };
                    setup.board[usize::from(rank - b'1')] = row;
                }
                Some(&sign @ (b'+' | b'-')) => {
                    let side = side_of(sign).unwrap_or(Side::First);
                    for pair in bytes[2..].chunks(4) {
                        if pair == b"00AL" {
                            rest_to = Some(side);
                            continue;
                        }
                        if pair.len() != 4 {
                            return fail(EXPECTED_PLACE);
                        }
                        let Some(kind) = Kind::from_csa(&pair[2..]) else {
                            return fail(EXPECTED_PLACE);
                        };
                        if &pair[..2] == b"00" {
                            let Some(slot) = kind.hand_slot() else {
                                return fail(EXPECTED_PLACE);
                            };
                            let held = &mut setup.hands[side.index()][slot];
                            *held = held.saturating_add(1);
                        } else {
                            let place = square(&pair[..2])
                                .and_then(|square| setup.square_mut(square.file(), square.rank()));
                            let Some(place) = place else {
                                return fail(EXPECTED_PLACE);
                            };
                            *place = Some((kind, side));
                        }
                    }
                }
                _ => return fail("PI, P1…P9, P+ or P-"),
            }
        }
        if let Some(side) = rest_to {
            let rest = setup.rest();
            for (held, more) in setup.hands[side.index()].iter_mut().zip(rest) {
                *held = held.saturating_add(more);
            }
        }
        setup.sfen().map_err(|error| {
            self.error(
                Location {
                    line: self.line(),
                    column: 1,
                },
                RecordErrorKind::StartSfen(error),
            )
        })
    }

    /// The main line played from [`start`](Self::start): each move as USI
    /// with the position after it and the time it took. A move is checked
    /// against what the record says: its side is the side to move, its
    /// origin holds the piece it names (or, promoted, the piece it
    /// promotes from), a drop's piece is in hand, its destination holds
    /// no piece of its own side and no king; how pieces move is not
    /// checked. The main line ends at a special move (`%TORYO`) or at the
    /// end of the game.
    ///
    /// The iteration ends after the first error, a [`RecordError`] naming
    /// the game, the move number, and the line and column.
    ///
    /// ```
    /// use pin_runtime::shogi::csa::Reader;
    /// use std::time::Duration;
    ///
    /// let game = Reader::new("PI\n+\n+7776FU\nT12\n-3334FU,T3\n+2277KA\n").next().unwrap();
    /// let plies: Vec<_> = game.mainline().collect();
    /// assert_eq!(plies[0].as_ref().unwrap().time(), Some(Duration::from_secs(12)));
    /// assert_eq!(
    ///     plies[2].as_ref().unwrap_err().to_string(),
    ///     "CSA game 1, line 6, column 1: move 3: expected sente's bishop (B) on 2b, found b",
    /// );
    /// ```
    #[must_use]
    pub fn mainline(&self) -> Mainline<'a> {
        let (sfen, error) = match self.start() {
            Ok(sfen) => (Some(sfen), None),
            Err(error) => (None, Some(error)),
        };
        Mainline {
            game: *self,
            statements: self.statements(),
            sfen,
            error,
            number: 0,
        }
    }

    /// Writes the game back as [`Writer`] writes it: the version `V2.2`,
    /// the players, the headers, the start position, the main line with
    /// its times and the ending. Comments and unknown statements are left
    /// out.
    ///
    /// # Errors
    ///
    /// [`WriteError::Record`](super::WriteError::Record) when the game has
    /// an error, [`WriteError::Format`](super::WriteError::Format) when the
    /// output refuses the text.
    ///
    /// ```
    /// use pin_runtime::shogi::csa::Reader;
    ///
    /// let game = Reader::new("N+A\r\nPI\r\n+\r\n+7776FU,T1\r\n%TORYO\r\n").next().unwrap();
    /// assert_eq!(game.write(String::new())?, "V2.2\nN+A\nPI\n+\n+7776FU,T1\n%TORYO\n");
    /// # Ok::<(), pin_runtime::shogi::WriteError>(())
    /// ```
    pub fn write<W: core::fmt::Write>(&self, out: W) -> Result<W, super::WriteError> {
        use super::WriteError;
        let start = self.start().map_err(WriteError::Record)?;
        let mut writer = Writer::new(out, start)?;
        for side in [Side::First, Side::Second] {
            if let Some(name) = self.player(side) {
                writer.player(side, name)?;
            }
        }
        for (name, value) in self.headers() {
            writer.header(name, value)?;
        }
        for ply in self.mainline() {
            let ply = ply.map_err(WriteError::Record)?;
            writer.play(ply.usi(), ply.time())?;
        }
        if let Some(ending) = self.ending() {
            writer.end(ending, self.ending_time())?;
        }
        writer.finish()
    }

    /// The time of the special move, when a `T` follows it.
    fn ending_time(&self) -> Option<Duration> {
        let mut statements = self.statements().skip_while(|(statement, _)| {
            !matches!(statement, Statement::Special(text) if Ending::from_csa(text).is_some())
        });
        statements.next()?;
        match statements.next() {
            Some((Statement::Time(text), _)) => time(text),
            _ => None,
        }
    }

    /// An error of this game.
    const fn error(&self, at: Location, kind: RecordErrorKind) -> RecordError {
        RecordError::new(RecordFormat::Csa, self.number, at.line, at.column, kind)
    }
}

/// A square and piece, `82HI`.
fn square_piece(pair: &[u8]) -> Option<(Square, Kind)> {
    if pair.len() != 4 {
        return None;
    }
    Some((square(&pair[..2])?, Kind::from_csa(&pair[2..])?))
}

/// A rank's 9 squares, each ` * ` or a sign and a piece; the last may
/// lose its trailing space.
fn rank_row(cells: &[u8]) -> Option<[Option<(Kind, Side)>; 9]> {
    let cells = cells.strip_suffix(b" ").unwrap_or(cells);
    if cells.len() != 26 && cells.len() != 27 {
        return None;
    }
    let mut row = [None; 9];
    for (i, square) in row.iter_mut().enumerate() {
        let cell = &cells[3 * i..(3 * i + 3).min(cells.len())];
        *square = match cell {
            b" *" | b" * " => None,
            [sign, code @ ..] if code.len() == 2 => Some((Kind::from_csa(code)?, side_of(*sign)?)),
            _ => return None,
        };
    }
    Some(row)
}

/// The main line of a [`Game`], from [`Game::mainline`].
#[derive(Clone, Debug)]
pub struct Mainline<'a> {
    game: Game<'a>,
    statements: Statements<'a>,
    sfen: Option<Sfen>,
    error: Option<RecordError>,
    number: u32,
}

impl Mainline<'_> {
    /// The move `text` on `sfen`, as USI.
    fn read(&self, sfen: &Sfen, text: &str) -> Result<Usi, RecordErrorKind> {
        let number = self.number;
        let bytes = text.as_bytes();
        let (Some(side), Some(kind)) = (
            bytes.first().and_then(|&sign| side_of(sign)),
            bytes.get(5..).and_then(Kind::from_csa),
        ) else {
            return Err(syntax(number, text));
        };
        if bytes.len() != 7 {
            return Err(syntax(number, text));
        }
        let to = square(&bytes[3..5]);
        let from = square(&bytes[1..3]);
        let Some(to) = to else {
            return Err(syntax(number, text));
        };
        if from.is_none() && &bytes[1..3] != b"00" {
            return Err(syntax(number, text));
        }
        if side != sfen.turn() {
            return Err(RecordErrorKind::Turn {
                number,
                expected: sfen.turn(),
            });
        }
        // CSA names the piece after the move: the origin holds it, or the
        // piece it promotes from.
        let found = from
            .and_then(|from| sfen.position().get(from.cell()).flatten())
            .and_then(Kind::of);
        let promotes = from.is_some()
            && kind.is_promoted()
            && found.is_some_and(|(found, _)| found != kind && found.promoted() == Some(kind));
        let moved = if promotes { kind.unpromoted() } else { kind };
        record::resolve(sfen, number, from, to, moved, promotes)
    }
}

/// A move that does not read.
fn syntax(number: u32, text: &str) -> RecordErrorKind {
    RecordErrorKind::Syntax {
        number,
        expected: EXPECTED_MOVE,
        found: Excerpt::new(text),
    }
}

impl Iterator for Mainline<'_> {
    type Item = Result<Ply, RecordError>;

    fn next(&mut self) -> Option<Self::Item> {
        if let Some(error) = self.error.take() {
            self.sfen = None;
            return Some(Err(error));
        }
        let mut sfen = self.sfen?;
        loop {
            let (statement, at) = self.statements.next()?;
            match statement {
                Statement::Special(_) => {
                    self.sfen = None;
                    return None;
                }
                Statement::Move(text) => {
                    self.number += 1;
                    let side = sfen.turn();
                    let played = self
                        .read(&sfen, text)
                        .and_then(|usi| record::play(&mut sfen, self.number, usi).map(|()| usi))
                        .map_err(|kind| self.game.error(at, kind));
                    let usi = match played {
                        Ok(usi) => usi,
                        Err(error) => {
                            self.sfen = None;
                            return Some(Err(error));
                        }
                    };
                    let mut time_of = None;
                    if let Some((Statement::Time(text), _)) = self.statements.clone().next() {
                        self.statements.next();
                        time_of = time(text);
                    }
                    self.sfen = Some(sfen);
                    return Some(Ok(Ply {
                        number: self.number,
                        side,
                        usi,
                        sfen,
                        time: time_of,
                        total: None,
                    }));
                }
                _ => {}
            }
        }
    }
}

impl FusedIterator for Mainline<'_> {}
