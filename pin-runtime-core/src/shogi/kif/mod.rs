//! KIF game records read without allocation, as Kifu for Windows,
//! `ShogiGUI`, Shogidokoro and the Japan Shogi Association write them:
//! headers, the start (a handicap `手合割` or a board diagram), the moves
//! with their times, comments, bookmarks, endings and branches (`変化`),
//! and the main line played on an [`Sfen`]; and written back ([`Writer`]).
//!
//! ```
//! use pin_runtime::shogi::kif::Reader;
//! use pin_runtime::shogi::Ending;
//! use pin_runtime::Side;
//!
//! let record = "開始日時：2026/01/01 09:00:00\n手合割：平手\n先手：羽生\n後手：藤井\n\
//!     手数----指手---------消費時間--\n   1 ７六歩(77)   ( 0:16/00:00:16)\n   2 ３四歩(33)   ( 0:05/00:00:05)\n\
//!     *角道を開ける\n   3 ２二角成(88) ( 0:02/00:00:18)\n   4 同　銀(31)   ( 0:01/00:00:06)\n   5 投了\n";
//! let game = Reader::new(record).next().unwrap();
//! assert_eq!(game.player(Side::Second), Some("藤井"));
//! let usi: Vec<String> = game.mainline().map(|ply| ply.unwrap().usi().to_string()).collect();
//! assert_eq!(usi, ["7g7f", "3c3d", "8h2b+", "3a2b"]);
//! let last = game.mainline().last().unwrap()?;
//! assert_eq!(last.sfen().to_string(), "lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b Bb 5");
//! assert_eq!(game.ending(), Some(Ending::Resign));
//! # Ok::<(), pin_runtime::shogi::RecordError>(())
//! ```

mod write;

use core::iter::FusedIterator;
use core::time::Duration;

pub use super::record::Ply;
pub use super::record_error::Location;
pub use write::Writer;

use super::record::{self, HAND_ORDER, Kind, Lines, Setup};
use super::record_error::{Excerpt, RecordError, RecordErrorKind, RecordFormat};
use super::{Ending, Sfen, Square, Usi};
use crate::Side;

/// The handicaps of `手合割` with their start positions, gote (the
/// stronger side, 上手) to move but in an even game.
const HANDICAPS: [(&str, &str); 14] = [
    (
        "平手",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    ),
    (
        "香落ち",
        "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "右香落ち",
        "1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "角落ち",
        "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "飛車落ち",
        "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "飛香落ち",
        "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "二枚落ち",
        "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "三枚落ち",
        "lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "四枚落ち",
        "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "五枚落ち",
        "2sgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "左五枚落ち",
        "1nsgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "六枚落ち",
        "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "八枚落ち",
        "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "十枚落ち",
        "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
];

/// Ending words other writers use, beside [`Ending::from_kif`]'s.
const ENDING_WORDS: [(&str, Ending); 3] = [
    ("入玉宣言", Ending::Declaration),
    ("宣言勝ち", Ending::Declaration),
    ("時間切れ", Ending::TimeUp),
];

/// The games of a KIF text, in order: a KIF file holds one, and a header
/// after the moves starts the next. A byte-order mark is skipped; lines
/// end with `\n`, `\r\n` or `\r`.
///
/// The text is the caller's to decode: `.kif` files are mostly
/// `Shift_JIS`, `.kifu` files UTF-8 (see `shogi::decode`, feature
/// `encoding`).
///
/// ```
/// use pin_runtime::shogi::kif::Reader;
///
/// let text = "\u{feff}先手：A\r\n   1 ７六歩(77)\r\n   2 中断\r\n先手：B\r\n   1 ２六歩(27)\r\n";
/// let games: Vec<_> = Reader::new(text).collect();
/// assert_eq!(games.len(), 2);
/// assert_eq!((games[1].number(), games[1].line()), (2, 4));
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
        let mut moved = false;
        let mut rest = self.lines.clone();
        while let Some((at, line)) = rest.next() {
            let statement = Statement::of(line);
            match statement {
                Statement::Header(..) if moved => {
                    end = at;
                    break;
                }
                Statement::Move(_) => moved = true,
                _ => {}
            }
            any |= !line.trim().is_empty();
            self.lines = rest.clone();
            self.line += 1;
            end = self.lines.at();
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

/// A move line of a KIF record: `   1 ７六歩(77)   ( 0:16/00:00:16)`, or
/// an ending in its place: `  77 投了`.
///
/// ```
/// use pin_runtime::shogi::kif::{Reader, Statement};
/// use pin_runtime::shogi::Ending;
/// use std::time::Duration;
///
/// let game = Reader::new("   1 ７六歩(77)   ( 0:16/00:00:16)+\n   2 投了\n").next().unwrap();
/// let lines: Vec<_> = game
///     .statements()
///     .filter_map(|(statement, _)| match statement {
///         Statement::Move(line) => Some(line),
///         _ => None,
///     })
///     .collect();
/// assert_eq!((lines[0].number(), lines[0].text()), (1, "７六歩(77)"));
/// assert_eq!(lines[0].time(), Some((Duration::from_secs(16), Some(Duration::from_secs(16)))));
/// assert!(lines[0].has_branches());
/// assert_eq!(lines[1].ending(), Some(Ending::Resign));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveLine<'a> {
    number: u32,
    text: &'a str,
    /// The byte of `text` in its line.
    at: usize,
    time: Option<&'a str>,
    branches: bool,
}

impl<'a> MoveLine<'a> {
    /// The number written.
    #[must_use]
    pub const fn number(&self) -> u32 {
        self.number
    }

    /// The move as written, `７六歩(77)`, or the ending word, `投了`.
    #[must_use]
    pub const fn text(&self) -> &'a str {
        self.text
    }

    /// The ending the line names, if it names one (`反則勝ち` excepted: it
    /// needs the side to move, see [`Game::ending`]).
    #[must_use]
    pub fn ending(&self) -> Option<Ending> {
        Ending::from_kif(self.text).or_else(|| {
            ENDING_WORDS
                .iter()
                .find(|(word, _)| *word == self.text)
                .map(|(_, ending)| *ending)
        })
    }

    /// The time the move took and the total of its side, when written
    /// (`( 0:16/00:00:16)`; the total may be left out).
    #[must_use]
    pub fn time(&self) -> Option<(Duration, Option<Duration>)> {
        let inner = self.time?.strip_prefix('(')?.strip_suffix(')')?;
        let (spent, total) = match inner.split_once('/') {
            Some((spent, total)) => (spent, Some(clock(total)?)),
            None => (inner, None),
        };
        Some((clock(spent)?, total))
    }

    /// Whether the line ends its line of moves: an ending, `反則勝ち`, or
    /// `封じ手` (a sealed move, the game adjourned).
    fn ends_line(&self) -> bool {
        self.ending().is_some() || matches!(self.text, "反則勝ち" | "封じ手")
    }

    /// Whether the line ends with `+`: branches (`変化`) start at it.
    #[must_use]
    pub const fn has_branches(&self) -> bool {
        self.branches
    }
}

/// A duration written `m:ss` or `h:mm:ss` (spaces allowed around the
/// numbers).
fn clock(text: &str) -> Option<Duration> {
    let mut seconds: u64 = 0;
    let mut parts = 0;
    for part in text.split(':') {
        let part = part.trim();
        if part.is_empty() || !part.bytes().all(|byte| byte.is_ascii_digit()) {
            return None;
        }
        seconds = seconds.checked_mul(60)?.checked_add(part.parse().ok()?)?;
        parts += 1;
    }
    (parts <= 3).then(|| Duration::from_secs(seconds))
}

/// A line of a KIF record.
///
/// ```
/// use pin_runtime::shogi::kif::{Reader, Statement};
/// use pin_runtime::Side;
///
/// let game = Reader::new("# ---- Kifu for Windows ----\n後手番\n手数----指手----\nまで0手で中断\n").next().unwrap();
/// let statements: Vec<Statement> = game.statements().map(|(statement, _)| statement).collect();
/// assert_eq!(statements, [
///     Statement::Note("# ---- Kifu for Windows ----"),
///     Statement::Turn(Side::Second),
///     Statement::MovesHeader("手数----指手----"),
///     Statement::Summary("まで0手で中断"),
/// ]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Statement<'a> {
    /// A header `名前：値` (a full-width colon, or `:`), its value without
    /// trailing spaces: `先手：羽生`, `手合割：平手`, `先手の持駒：なし`.
    Header(&'a str, &'a str),
    /// A line of a board diagram: `|v香v桂 ・ …|一`, its frame, its files.
    Board(&'a str),
    /// The side to move of a board diagram: `先手番` (or `下手番`),
    /// `後手番` (`上手番`).
    Turn(Side),
    /// The line before the moves, `手数----指手---------消費時間--`.
    MovesHeader(&'a str),
    /// A move, or an ending in its place.
    Move(MoveLine<'a>),
    /// A comment, the text after `*`.
    Comment(&'a str),
    /// A bookmark, the text after `&`.
    Bookmark(&'a str),
    /// A branch starts, `変化：8手`: moves from that number replace those
    /// of the line it branches from.
    Branch(u32),
    /// The summary line, `まで77手で先手の勝ち`.
    Summary(&'a str),
    /// A line starting with `#`, as Kifu for Windows writes at the top.
    Note(&'a str),
    /// A line this reader does not know.
    Unknown(&'a str),
}

/// The number at the start of `text`, ASCII or full-width digits, and the
/// bytes it takes.
fn number_prefix(text: &str) -> Option<(u32, usize)> {
    let mut number: u32 = 0;
    let mut len = 0;
    for c in text.chars() {
        let digit = match c {
            '0'..='9' => c as u32 - '0' as u32,
            '０'..='９' => c as u32 - '０' as u32,
            _ => break,
        };
        number = number.checked_mul(10)?.checked_add(digit)?;
        len += c.len_utf8();
    }
    (len > 0).then_some((number, len))
}

impl<'a> Statement<'a> {
    /// The statement of a line.
    fn of(line: &'a str) -> Self {
        let trimmed = line.trim_start_matches([' ', '\t', '　']);
        if let Some(found) = move_line(line) {
            return Statement::Move(found);
        }
        if let Some(rest) = trimmed.strip_prefix("変化") {
            let rest = rest.trim_start_matches([':', '：', ' ', '　']);
            if let Some((number, _)) = number_prefix(rest) {
                return Statement::Branch(number);
            }
        }
        match trimmed.chars().next() {
            None => return Statement::Unknown(line),
            Some('*') => return Statement::Comment(&trimmed[1..]),
            Some('&') => return Statement::Bookmark(&trimmed[1..]),
            Some('#') => return Statement::Note(trimmed),
            Some('|' | '+') => return Statement::Board(trimmed),
            _ => {}
        }
        if trimmed.starts_with("手数") {
            return Statement::MovesHeader(trimmed);
        }
        if trimmed.starts_with("まで") {
            return Statement::Summary(trimmed);
        }
        match trimmed.trim_end() {
            "先手番" | "下手番" => return Statement::Turn(Side::First),
            "後手番" | "上手番" => return Statement::Turn(Side::Second),
            _ => {}
        }
        if let Some((name, value)) = trimmed.split_once('：').or_else(|| trimmed.split_once(':')) {
            return Statement::Header(name, value.trim_end_matches([' ', '\t', '　']));
        }
        // The files of a board diagram: `  ９ ８ ７ …`.
        if trimmed.starts_with('９') {
            return Statement::Board(trimmed);
        }
        Statement::Unknown(line)
    }
}

/// A move line: spaces, a number, spaces, the move or ending, then
/// optionally spaces, the time in parentheses and `+`.
fn move_line(line: &str) -> Option<MoveLine<'_>> {
    let start = line.len() - line.trim_start_matches([' ', '\t']).len();
    // ASCII digits: a board diagram's files are full-width.
    let digits = line[start..].bytes().take_while(u8::is_ascii_digit).count();
    let (number, len) = number_prefix(&line[start..start + digits])?;
    let after = start + len;
    let rest = &line[after..];
    let text_start = after + (rest.len() - rest.trim_start_matches([' ', '\t', '　']).len());
    if text_start == after {
        return None;
    }
    let mut body = line[text_start..].trim_end();
    let branches = body.ends_with('+');
    if branches {
        body = body[..body.len() - 1].trim_end();
    }
    // The time: the last `( … )` after a space.
    let (text, time) = match body.rfind(['(', '（']) {
        Some(open) if open > 0 && body[..open].ends_with([' ', '\t', '　']) => {
            (body[..open].trim_end(), Some(body[open..].trim_end()))
        }
        _ => (body, None),
    };
    if text.is_empty() {
        return None;
    }
    Some(MoveLine {
        number,
        text,
        at: text_start,
        time,
        branches,
    })
}

/// The statements of a game, from [`Game::statements`].
#[derive(Clone, Debug)]
pub struct Statements<'a> {
    lines: Lines<'a>,
    end: usize,
    /// The lines read.
    line: usize,
}

impl<'a> Iterator for Statements<'a> {
    type Item = (Statement<'a>, Location);

    fn next(&mut self) -> Option<Self::Item> {
        if self.lines.at() >= self.end {
            return None;
        }
        let (_, line) = self.lines.next()?;
        self.line += 1;
        let statement = Statement::of(line);
        let column = match statement {
            Statement::Move(found) => record::column(line, found.at),
            _ => 1,
        };
        Some((
            statement,
            Location {
                line: record::line_number(self.line - 1),
                column,
            },
        ))
    }
}

impl FusedIterator for Statements<'_> {}

/// One game of a KIF text, borrowing the text: its statements, headers,
/// start, main line, ending and branches, each read when asked for.
#[derive(Clone, Copy, Debug)]
pub struct Game<'a> {
    text: &'a str,
    start: usize,
    end: usize,
    /// The lines before the game.
    line: usize,
    number: u32,
}

/// What a board diagram's line or hand should hold.
const EXPECTED_RANK: &str = "a rank of the board diagram: | then 9 squares (` ・` empty, \
     ` 歩` sente's, `v歩` gote's) and |";
const EXPECTED_HAND: &str = "pieces in hand (なし, or pieces with counts: 飛　角二　歩十八)";

impl<'a> Game<'a> {
    /// The game's number in the text, from 1.
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
    #[must_use]
    pub fn text(&self) -> &'a str {
        self.text.get(self.start..self.end).unwrap_or("")
    }

    /// The lines, in order, each with its line and column (a move's column
    /// is that of its text).
    ///
    /// ```
    /// use pin_runtime::shogi::kif::{Reader, Statement};
    ///
    /// let game = Reader::new("先手：A\n   1 ７六歩(77)\n*いい手\n&栞\n変化：1手\n   1 ２六歩(27)\n").next().unwrap();
    /// let statements: Vec<Statement> = game.statements().map(|(statement, _)| statement).collect();
    /// assert_eq!(statements[0], Statement::Header("先手", "A"));
    /// assert!(matches!(statements[1], Statement::Move(line) if line.text() == "７六歩(77)"));
    /// assert_eq!(statements[2], Statement::Comment("いい手"));
    /// assert_eq!(statements[3], Statement::Bookmark("栞"));
    /// assert_eq!(statements[4], Statement::Branch(1));
    /// assert_eq!(game.statements().nth(1).unwrap().1.column(), 6);
    /// ```
    #[must_use]
    pub fn statements(&self) -> Statements<'a> {
        Statements {
            lines: Lines::new(self.text, self.start),
            end: self.end,
            line: self.line,
        }
    }

    /// The headers `名前：値` before the moves, in order.
    ///
    /// ```
    /// use pin_runtime::shogi::kif::Reader;
    ///
    /// let game = Reader::new("開始日時：2014/09/13 10:00\n棋戦：JT杯\n   1 ７六歩(77)\n").next().unwrap();
    /// let headers: Vec<_> = game.headers().collect();
    /// assert_eq!(headers, [("開始日時", "2014/09/13 10:00"), ("棋戦", "JT杯")]);
    /// assert_eq!(game.header("棋戦"), Some("JT杯"));
    /// ```
    pub fn headers(&self) -> impl Iterator<Item = (&'a str, &'a str)> + 'a {
        self.statements()
            .take_while(|(statement, _)| !matches!(statement, Statement::Move(_)))
            .filter_map(|(statement, _)| match statement {
                Statement::Header(name, value) => Some((name, value)),
                _ => None,
            })
    }

    /// The value of the first header named `name`.
    #[must_use]
    pub fn header(&self, name: &str) -> Option<&'a str> {
        self.headers()
            .find(|(found, _)| *found == name)
            .map(|(_, value)| value)
    }

    /// The player of a side: `先手` or `下手` for sente, `後手` or `上手`
    /// for gote.
    ///
    /// ```
    /// use pin_runtime::shogi::kif::Reader;
    /// use pin_runtime::Side;
    ///
    /// let game = Reader::new("手合割：角落ち\n上手：師匠\n下手：弟子\n").next().unwrap();
    /// assert_eq!(game.player(Side::Second), Some("師匠"));
    /// ```
    #[must_use]
    pub fn player(&self, side: Side) -> Option<&'a str> {
        let names = match side {
            Side::First => ["先手", "下手"],
            Side::Second => ["後手", "上手"],
        };
        self.headers()
            .find(|(name, _)| names.contains(name))
            .map(|(_, value)| value)
    }

    /// The start position: the board diagram when there is one (its hands
    /// `先手の持駒`, `後手の持駒`, `後手番` for gote to move, and `手数＝N`
    /// for the moves before it: the move number is then N + 1), else the
    /// handicap `手合割` names (平手, 香落ち, 右香落ち, 角落ち, 飛車落ち,
    /// 飛香落ち, 二枚落ち, 三枚落ち, 四枚落ち, 五枚落ち, 左五枚落ち, 六枚落ち,
    /// 八枚落ち, 十枚落ち; gote moves first in a handicap game), else the
    /// start of shogi.
    ///
    /// # Errors
    ///
    /// A [`RecordError`] naming the line: an unknown handicap without a
    /// board diagram (`その他`), a rank of the diagram that does not read,
    /// a hand that does not read.
    ///
    /// ```
    /// use pin_runtime::shogi::kif::Reader;
    ///
    /// let game = Reader::new("手合割：飛車落ち\n").next().unwrap();
    /// assert_eq!(game.start()?.to_string(), "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
    ///
    /// let diagram = "後手の持駒：飛二　角二　金三　銀四　桂四　香四　歩十七\n\
    ///     \x20 ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n\
    ///     | ・ ・ ・ ・ ・ ・ ・ ・v玉|一\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n| ・ ・ ・ ・ ・ ・ ・ ・ 歩|三\n\
    ///     | ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n\
    ///     | ・ ・ ・ ・ ・ ・ ・ ・ ・|七\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|九\n\
    ///     +---------------------------+\n先手の持駒：金\n";
    /// let game = Reader::new(diagram).next().unwrap();
    /// assert_eq!(game.start()?.to_string(), "8k/9/8P/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1");
    /// # Ok::<(), pin_runtime::shogi::RecordError>(())
    /// ```
    pub fn start(&self) -> Result<Sfen, RecordError> {
        let mut setup = Setup::EMPTY;
        let mut ranks = 0;
        let mut handicap = None;
        let mut turn = None;
        let mut played = None;
        for (statement, at) in self.statements() {
            let fail = |expected, found: &str| {
                Err(self.error(
                    at,
                    RecordErrorKind::Start {
                        expected,
                        found: Excerpt::new(found),
                    },
                ))
            };
            match statement {
                Statement::Move(_) | Statement::Branch(_) => break,
                Statement::Turn(side) => turn = Some(side),
                Statement::MovesHeader(text) => {
                    // A diagram's moves before it: `手数＝52`.
                    let rest = text["手数".len()..].trim_start_matches(['＝', '=', ' ', '　']);
                    if rest.len() < text.len() - "手数".len() {
                        played = number_prefix(rest).map(|(number, _)| number);
                    }
                }
                Statement::Header("手合割", value) => handicap = Some((value, at)),
                Statement::Header(name, value) if name.ends_with("の持駒") => {
                    let side = if name.starts_with('先') || name.starts_with('下') {
                        Side::First
                    } else {
                        Side::Second
                    };
                    let Some(hand) = hand(value) else {
                        return fail(EXPECTED_HAND, value);
                    };
                    setup.hands[side.index()] = hand;
                }
                Statement::Board(line) if line.starts_with('|') => {
                    let Some(row) = (ranks < 9).then(|| rank_row(line)).flatten() else {
                        return fail(EXPECTED_RANK, line);
                    };
                    setup.board[ranks] = row;
                    ranks += 1;
                }
                _ => {}
            }
        }
        let sfen = if ranks > 0 {
            setup.turn = turn.unwrap_or(Side::First);
            setup.sfen()
        } else if let Some((name, at)) = handicap {
            let name = name.trim_end_matches([' ', '　']);
            match HANDICAPS.iter().find(|(known, _)| *known == name) {
                Some((_, sfen)) => Sfen::parse(sfen),
                None => {
                    return Err(self.error(at, RecordErrorKind::Handicap(Excerpt::new(name))));
                }
            }
        } else {
            Ok(Sfen::START)
        };
        let sfen = match played {
            Some(played) => sfen.map(|sfen| sfen.with_move_number(played.saturating_add(1))),
            None => sfen,
        };
        sfen.map_err(|error| {
            self.error(
                Location {
                    line: self.line(),
                    column: 1,
                },
                RecordErrorKind::StartSfen(error),
            )
        })
    }

    /// The main line played from [`start`](Self::start): the moves before
    /// the first branch (`変化`), each as USI with the position after it
    /// and its time. A move is checked against what the record says: its
    /// origin `(77)` holds the piece it names, of the side to move (`成`
    /// promoting it, `不成` not), `打` drops a piece in hand, `同` is the
    /// square of the move before, its destination holds no piece of its
    /// own side and no king; how pieces move is not checked. Move numbers
    /// are not checked either (other readers pass over them). The main line
    /// ends at an ending (`投了`), a sealed move (`封じ手`), a branch or the
    /// end of the game.
    ///
    /// The iteration ends after the first error, a [`RecordError`] naming
    /// the move number, and the line and column.
    ///
    /// ```
    /// use pin_runtime::shogi::kif::Reader;
    /// use std::time::Duration;
    ///
    /// let game = Reader::new("   1 ７六歩(77) ( 0:16/00:00:16)\n   2 ５五角打\n").next().unwrap();
    /// let plies: Vec<_> = game.mainline().collect();
    /// assert_eq!(plies[0].as_ref().unwrap().time(), Some(Duration::from_secs(16)));
    /// assert_eq!(
    ///     plies[1].as_ref().unwrap_err().to_string(),
    ///     "KIF game 1, line 2, column 6: move 2: cannot play \"B*5e\": expected b in the hand of the side to move, found none",
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
            number: sfen
                .and_then(|sfen| sfen.move_number())
                .map_or(0, |number| number.saturating_sub(1)),
            last: None,
        }
    }

    /// The ending of the main line: the ending word in place of its next
    /// move (`投了`), `反則勝ち` read as the illegal action of the side
    /// that moved last; none after a sealed move (`封じ手`).
    ///
    /// ```
    /// use pin_runtime::shogi::kif::Reader;
    /// use pin_runtime::shogi::Ending;
    /// use pin_runtime::Side;
    ///
    /// let game = Reader::new("   1 ７六歩(77)\n   2 反則勝ち\n").next().unwrap();
    /// assert_eq!(game.ending(), Some(Ending::IllegalAction(Side::First)));
    /// ```
    #[must_use]
    pub fn ending(&self) -> Option<Ending> {
        let turn = self.start().map_or(Side::First, |sfen| sfen.turn());
        let mut to_move = turn;
        for (statement, _) in self.statements() {
            match statement {
                Statement::Branch(_) => return None,
                Statement::Move(found) => {
                    if found.text == "反則勝ち" {
                        return Some(Ending::IllegalAction(to_move.flipped()));
                    }
                    if found.ends_line() {
                        return found.ending();
                    }
                    to_move = to_move.flipped();
                }
                _ => {}
            }
        }
        None
    }

    /// The time of the ending's line, when written.
    fn ending_time(&self) -> Option<(Duration, Option<Duration>)> {
        self.statements()
            .take_while(|(statement, _)| !matches!(statement, Statement::Branch(_)))
            .find_map(|(statement, _)| match statement {
                Statement::Move(found) if found.ends_line() => Some(found.time()),
                _ => None,
            })
            .flatten()
    }

    /// The branches (`変化：N手`), in the order written, each with the
    /// number of the move it replaces, its lines and its moves played
    /// ([`Branch::mainline`]).
    ///
    /// ```
    /// use pin_runtime::shogi::kif::Reader;
    ///
    /// let text = "   1 ７六歩(77)\n   2 ３四歩(33)+\n   3 ２二角成(88)\n\n変化：2手\n   2 ８四歩(83)\n   3 ２六歩(27)\n";
    /// let game = Reader::new(text).next().unwrap();
    /// let branch = game.branches().next().unwrap();
    /// assert_eq!((branch.first(), branch.line()), (2, 5));
    /// let usi: Vec<String> = branch.moves().map(|line| line.text().to_string()).collect();
    /// assert_eq!(usi, ["８四歩(83)", "２六歩(27)"]);
    /// assert_eq!(game.mainline().count(), 3);
    /// ```
    pub fn branches(&self) -> impl Iterator<Item = Branch<'a>> + 'a {
        let game = *self;
        let mut statements = self.statements();
        core::iter::from_fn(move || {
            loop {
                let (statement, at) = statements.next()?;
                if let Statement::Branch(first) = statement {
                    return Some(Branch {
                        game,
                        first,
                        line: at.line,
                        statements: statements.clone(),
                    });
                }
            }
        })
    }

    /// Writes the game back as [`Writer`] writes it: the headers (but
    /// `手合割` and the hands of a board diagram, written from the start
    /// position), the start, the main line with its times and the ending.
    /// Comments, bookmarks and branches are left out.
    ///
    /// # Errors
    ///
    /// [`WriteError::Record`](super::WriteError::Record) when the game has
    /// an error, [`WriteError::Format`](super::WriteError::Format) when the
    /// output refuses the text, [`WriteError::Ending`](super::WriteError::Ending)
    /// never (a KIF ending has its word).
    ///
    /// ```
    /// use pin_runtime::shogi::kif::Reader;
    ///
    /// let game = Reader::new("先手：A\r\n   1 ７六歩(77)\r\n   2 投了\r\n").next().unwrap();
    /// assert_eq!(
    ///     game.write(String::new())?,
    ///     "先手：A\n手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 投了\n",
    /// );
    /// # Ok::<(), pin_runtime::shogi::WriteError>(())
    /// ```
    pub fn write<W: core::fmt::Write>(&self, out: W) -> Result<W, super::WriteError> {
        use super::WriteError;
        let start = self.start().map_err(WriteError::Record)?;
        let mut writer = Writer::new(out, start);
        for (name, value) in self.headers() {
            if name != "手合割" && !name.ends_with("の持駒") {
                writer.header(name, value)?;
            }
        }
        for ply in self.mainline() {
            let ply = ply.map_err(WriteError::Record)?;
            writer.play(ply.usi(), ply.time().map(|time| (time, ply.total())))?;
        }
        if let Some(ending) = self.ending() {
            let time = self.ending_time();
            writer.end(ending, time)?;
        }
        writer.finish()
    }

    /// An error of this game.
    const fn error(&self, at: Location, kind: RecordErrorKind) -> RecordError {
        RecordError::new(RecordFormat::Kif, self.number, at.line, at.column, kind)
    }
}

/// A count in kanji, `一` to `十八`.
fn kanji_number(text: &str) -> Option<u8> {
    const DIGITS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
    let digit = |c: char| {
        DIGITS
            .iter()
            .position(|&d| d == c)
            .and_then(|i| u8::try_from(i + 1).ok())
    };
    let mut chars = text.chars();
    match (chars.next()?, chars.next(), chars.next()) {
        ('十', None, None) => Some(10),
        ('十', Some(unit), None) => Some(10 + digit(unit)?),
        (unit, None, None) => digit(unit),
        _ => None,
    }
}

/// The pieces of a hand line: `なし`, or items `飛`, `歩十八` separated by
/// spaces.
fn hand(value: &str) -> Option<[u8; 7]> {
    let mut held = [0; 7];
    let value = value.trim_matches([' ', '　']);
    if value == "なし" || value.is_empty() {
        return Some(held);
    }
    for item in value.split([' ', '　']).filter(|item| !item.is_empty()) {
        let (kind, len) = Kind::from_kif_prefix(item)?;
        let count = if item.len() == len {
            1
        } else {
            kanji_number(&item[len..])?
        };
        let slot = kind.hand_slot()?;
        held[slot] = held[slot].saturating_add(count);
    }
    Some(held)
}

/// A rank of a board diagram: `|`, 9 squares of two characters (` ・`
/// empty, ` 歩` or `^歩` sente's, `v歩` gote's), then `|`.
fn rank_row(line: &str) -> Option<[Option<(Kind, Side)>; 9]> {
    let mut chars = line.strip_prefix('|')?.chars();
    let mut row = [None; 9];
    for square in &mut row {
        let side = match chars.next()? {
            ' ' | '^' => Side::First,
            'v' | 'V' => Side::Second,
            _ => return None,
        };
        let piece = chars.next()?;
        if piece == '・' {
            continue;
        }
        let mut buffer = [0; 4];
        let (kind, _) = Kind::from_kif_prefix(piece.encode_utf8(&mut buffer))?;
        *square = Some((kind, side));
    }
    (chars.next()? == '|').then_some(row)
}

/// A branch of a KIF game, from [`Game::branches`]: the move number it
/// starts at and its move lines, up to the next branch.
#[derive(Clone, Debug)]
pub struct Branch<'a> {
    game: Game<'a>,
    first: u32,
    line: u32,
    /// The statements after `変化：N手`.
    statements: Statements<'a>,
}

impl<'a> Branch<'a> {
    /// The number of the move it replaces, from `変化：N手`.
    #[must_use]
    pub const fn first(&self) -> u32 {
        self.first
    }

    /// The line of `変化：N手`, from 1.
    #[must_use]
    pub const fn line(&self) -> u32 {
        self.line
    }

    /// Its lines, up to the next branch.
    pub fn statements(&self) -> impl Iterator<Item = (Statement<'a>, Location)> + 'a {
        self.statements
            .clone()
            .take_while(|(statement, _)| !matches!(statement, Statement::Branch(_)))
    }

    /// Its move lines (an ending included).
    pub fn moves(&self) -> impl Iterator<Item = MoveLine<'a>> + 'a {
        self.statements()
            .filter_map(|(statement, _)| match statement {
                Statement::Move(found) => Some(found),
                _ => None,
            })
    }

    /// Whether a move line of the branch is numbered `number`.
    fn holds(&self, number: u32) -> bool {
        self.moves().any(|found| found.number == number)
    }

    /// The line the branch leaves: the nearest line written before it
    /// (the main line or a branch) with a move numbered as its first, as
    /// Kifu for Windows lays branches out. `None` for the main line.
    fn parent(&self) -> Option<Branch<'a>> {
        let at = self.statements.lines.at();
        let mut found = None;
        for branch in self.game.branches() {
            if branch.statements.lines.at() >= at {
                break;
            }
            if branch.holds(self.first) {
                found = Some(branch);
            }
        }
        found
    }

    /// The branch's moves played from the position before its first move,
    /// reached through the lines it leaves (the main line's moves, then
    /// those of each branch on the way): each move as USI with the
    /// position after it and its time, up to its ending, the next branch
    /// or the end of the game. The branch's line (`変化：N手`) leaves the
    /// nearest line written before it that has a move numbered N.
    ///
    /// The iteration ends after the first error, a [`RecordError`]: one
    /// of a move on the way or of the branch, or, at the branch's line,
    /// no line before it with a move numbered N.
    ///
    /// ```
    /// use pin_runtime::shogi::kif::Reader;
    ///
    /// let text = "   1 ７六歩(77)\n   2 ３四歩(33)+\n   3 ２二角成(88)\n\n変化：2手\n   2 ８四歩(83)\n   3 ２六歩(27)+\n\n\
    ///     変化：3手\n   3 ６八銀(79)\n";
    /// let game = Reader::new(text).next().unwrap();
    /// let last: Vec<String> = game
    ///     .branches()
    ///     .map(|branch| branch.mainline().last().unwrap().unwrap().sfen().to_string())
    ///     .collect();
    /// assert_eq!(last, [
    ///     "lnsgkgsnl/1r5b1/p1ppppppp/1p7/9/2P4P1/PP1PPPP1P/1B5R1/LNSGKGSNL w - 4",
    ///     "lnsgkgsnl/1r5b1/p1ppppppp/1p7/9/2P6/PP1PPPPPP/1B1S3R1/LN1GKGSNL w - 4",
    /// ]);
    /// ```
    #[must_use]
    pub fn mainline(&self) -> Mainline<'a> {
        // How many lines the branch is from the main line.
        let mut depth = 0_usize;
        let mut line = self.clone();
        while let Some(parent) = line.parent() {
            depth += 1;
            line = parent;
        }
        // From the main line down: play each line to the move before the
        // next line's first, then go on with the next line.
        let mut played = self.game.mainline();
        for step in (0..=depth).rev() {
            let mut next = self.clone();
            for _ in 0..step {
                match next.parent() {
                    Some(parent) => next = parent,
                    None => return self.failed(),
                }
            }
            while played.number.saturating_add(1) < next.first {
                match played.next() {
                    Some(Ok(_)) => {}
                    Some(Err(error)) => return Mainline::failed(self.game, error),
                    None => return self.failed(),
                }
            }
            played = Mainline {
                game: self.game,
                statements: next.statements.clone(),
                sfen: played.sfen,
                error: played.error,
                number: played.number,
                last: played.last,
            };
        }
        played
    }

    /// A main line that gives the error of a branch no line before it
    /// leaves.
    fn failed(&self) -> Mainline<'a> {
        let at = Location {
            line: self.line,
            column: 1,
        };
        Mainline::failed(
            self.game,
            self.game
                .error(at, RecordErrorKind::Branch { number: self.first }),
        )
    }
}

/// The main line of a [`Game`], from [`Game::mainline`].
#[derive(Clone, Debug)]
pub struct Mainline<'a> {
    game: Game<'a>,
    statements: Statements<'a>,
    sfen: Option<Sfen>,
    error: Option<RecordError>,
    number: u32,
    /// The destination of the move before, for `同`.
    last: Option<Square>,
}

/// What a KIF move is.
const EXPECTED_MOVE: &str = "a move: a square (７六, or 同), a piece (歩), 成, 不成 or 打, and \
     the origin in parentheses (77)";

/// The square of a KIF destination: a file `１`…`９` (or ASCII), a rank
/// `一`…`九`.
fn kif_square(text: &str) -> Option<(Square, usize)> {
    const RANKS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
    let mut chars = text.chars();
    let file = chars.next()?;
    let file_digit = match file {
        '1'..='9' => file as u32 - '0' as u32,
        '１'..='９' => file as u32 - '０' as u32,
        _ => return None,
    };
    let rank = chars.next()?;
    let rank_digit = RANKS.iter().position(|&r| r == rank)? + 1;
    let square = Square::new(
        u8::try_from(file_digit).ok()?,
        u8::try_from(rank_digit).ok()?,
    )?;
    Some((square, file.len_utf8() + rank.len_utf8()))
}

/// A move's text read: its origin (none for a drop), destination (none
/// for `同`), piece and promotion.
type Parsed = (Option<Square>, Option<Square>, Kind, bool);

/// Reads a KIF move's text.
fn parse_move(text: &str) -> Option<Parsed> {
    let (to, rest) = if let Some(rest) = text.strip_prefix('同') {
        (None, rest.trim_start_matches([' ', '　']))
    } else {
        let (square, len) = kif_square(text)?;
        (Some(square), &text[len..])
    };
    let (kind, len) = Kind::from_kif_prefix(rest)?;
    let mut rest = &rest[len..];
    let mut promotes = false;
    if let Some(after) = rest.strip_prefix("不成") {
        rest = after;
    } else if let Some(after) = rest.strip_prefix('成') {
        promotes = true;
        rest = after;
    }
    if let Some(after) = rest.strip_prefix('打') {
        return after.trim().is_empty().then_some((None, to, kind, false));
    }
    let origin = rest.trim().strip_prefix('(')?.strip_suffix(')')?;
    let bytes = origin.as_bytes();
    let from = match bytes {
        // cshogi reads `(00)` as a drop.
        b"00" => None,
        [file @ b'1'..=b'9', rank @ b'1'..=b'9'] => Some(Square::new(file - b'0', rank - b'0')?),
        _ => return None,
    };
    Some((from, to, kind, promotes && from.is_some()))
}

impl<'a> Mainline<'a> {
    /// A main line that gives `error`, then ends.
    fn failed(game: Game<'a>, error: RecordError) -> Self {
        Mainline {
            game,
            statements: game.statements(),
            sfen: None,
            error: Some(error),
            number: 0,
            last: None,
        }
    }

    /// The move `found` on `sfen`, as USI, and its destination.
    fn read(&self, sfen: &Sfen, found: &MoveLine<'_>) -> Result<Usi, RecordErrorKind> {
        let number = self.number;
        let Some((from, to, kind, promotes)) = parse_move(found.text) else {
            return Err(RecordErrorKind::Syntax {
                number,
                expected: EXPECTED_MOVE,
                found: Excerpt::new(found.text),
            });
        };
        let Some(to) = to.or(self.last) else {
            return Err(RecordErrorKind::Same { number });
        };
        record::resolve(sfen, number, from, to, kind, promotes)
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
                Statement::Branch(_) => {
                    self.sfen = None;
                    return None;
                }
                Statement::Move(found) => {
                    if found.ends_line() {
                        self.sfen = None;
                        return None;
                    }
                    self.number += 1;
                    let side = sfen.turn();
                    let played = self
                        .read(&sfen, &found)
                        .and_then(|usi| record::play(&mut sfen, self.number, usi).map(|()| usi))
                        .map_err(|kind| self.game.error(at, kind));
                    let usi = match played {
                        Ok(usi) => usi,
                        Err(error) => {
                            self.sfen = None;
                            return Some(Err(error));
                        }
                    };
                    self.last = usi.to().and_then(Square::from_cell);
                    self.sfen = Some(sfen);
                    let (time, total) = found
                        .time()
                        .map_or((None, None), |(time, total)| (Some(time), total));
                    return Some(Ok(Ply {
                        number: self.number,
                        side,
                        usi,
                        sfen,
                        time,
                        total,
                    }));
                }
                _ => {}
            }
        }
    }
}

impl FusedIterator for Mainline<'_> {}

/// The KIF name of a hand: `飛　角二　歩十八`, or `なし`.
pub(super) fn hand_text<W: core::fmt::Write>(out: &mut W, hand: [u8; 7]) -> core::fmt::Result {
    if hand.iter().all(|&count| count == 0) {
        return out.write_str("なし");
    }
    let mut first = true;
    for (kind, count) in HAND_ORDER.iter().zip(hand) {
        if count == 0 {
            continue;
        }
        if !first {
            out.write_char('　')?;
        }
        first = false;
        out.write_char(kind.kif())?;
        if count > 1 {
            write_kanji(out, count)?;
        }
    }
    Ok(())
}

/// A count in kanji, `二` to `十八`.
fn write_kanji<W: core::fmt::Write>(out: &mut W, count: u8) -> core::fmt::Result {
    const DIGITS: [char; 10] = ['〇', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
    if count >= 10 {
        out.write_char('十')?;
    }
    let unit = count % 10;
    if unit > 0 || count < 10 {
        out.write_char(DIGITS[usize::from(unit)])?;
    }
    Ok(())
}

/// The handicap name of a start position, if it is one of `手合割`'s.
pub(super) fn handicap_of(sfen: &Sfen) -> Option<&'static str> {
    let start = sfen.with_move_number(1);
    HANDICAPS
        .iter()
        .find(|(_, known)| Sfen::parse(known).is_ok_and(|known| known == start))
        .map(|(name, _)| *name)
}
