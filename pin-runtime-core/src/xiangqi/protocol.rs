//! The UCCI protocol (the Chinese chess engine protocol, as `ElephantEye`
//! documents it): the commands a GUI sends an engine ([`ToEngine`]) and the
//! messages an engine sends back ([`FromEngine`]), read from one line and
//! written canonically, on the machinery UCI's readers use
//! ([`crate::protocol`]).
//!
//! ```
//! use pin_runtime::xiangqi::protocol::{FromEngine, Offer, ToEngine};
//! use pin_runtime::xiangqi::Ucci;
//!
//! let ToEngine::Go(go) = ToEngine::parse("go time 300000 increment 2000 opptime 280000 oppincrement 2000")? else {
//!     panic!()
//! };
//! assert_eq!((go.time, go.increment, go.opptime), (Some(300_000), Some(2000), Some(280_000)));
//! let FromEngine::BestMove(best, offer) = FromEngine::parse("bestmove h2e2 ponder h9g7 draw")? else {
//!     panic!()
//! };
//! assert_eq!((best.best, offer), (Some(Ucci::parse("h2e2")?), Some(Offer::Draw)));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Conventions
//!
//! Those of `chess::protocol` (whitespace, unknown words skipped and given
//! by `parse_skipping`, lists of moves to the next keyword, each word read
//! as a [`Ucci`] move), and UCCI's own: `setoption <name> <value>` without
//! the keywords, and `option <name> type …` likewise; `score <value>`
//! without `cp` (`cp` is read too); `go [ponder|draw]` then `depth <d>`,
//! `depth infinite`, `nodes <n>` or `time <t>` with `movestogo` or
//! `increment`, `opptime` with `oppmovestogo` or `oppincrement`;
//! `banmoves`; `ponderhit draw`; `bestmove … draw|resign`; `nobestmove`;
//! `bye`; `id` with `copyright` and `user`; `probe`, whose position is
//! written as `position`'s, and the `pophash` that answers it.

use core::fmt;
use core::hash::{Hash, Hasher};

use super::{CommandError, Fen, Ucci, UcciError};
use crate::protocol::{
    self, Bridge, Cursor, Dialect, Fault, Missing, Moves as AnyMoves, Protocol, ProtocolError,
    ProtocolMove, ReadMove, ReadPosition, Skip, Skipped, is_space, number, one_move, read_bestmove,
    read_go, read_id, read_info, read_line, read_option, read_position, tri_known, words,
    write_text, write_words,
};

pub use crate::protocol::{Bound, EngineOption, Id, OptionKind, Score, Vars};

/// The limits of a `go` command, with [`Ucci`] moves.
pub type Go<'a> = protocol::Go<'a, Ucci>;
/// What an engine says of its search, with [`Ucci`] moves.
pub type Info<'a> = protocol::Info<'a, Ucci>;
/// The end of a search, with [`Ucci`] moves.
pub type BestMove = protocol::BestMove<Ucci>;
/// A list of [`Ucci`] moves.
pub type Moves<'a> = protocol::Moves<'a, Ucci>;
/// Why a UCCI line could not be read: its move errors are [`UcciError`]s,
/// its `position` errors [`CommandError`]s.
pub type MessageError = ProtocolError<UcciError, CommandError>;
/// A `position` command, read and played by [`Fen::from_position_command`].
pub type PositionCommand<'a> = protocol::PositionCommand<'a, Fen>;

impl ReadMove for Ucci {
    type Error = UcciError;
    const DIALECT: Dialect = Dialect::Ucci;

    #[inline]
    fn read(word: &str) -> Result<Self, UcciError> {
        Ucci::parse(word)
    }

    #[inline]
    fn index(error: &UcciError) -> usize {
        error.index()
    }
}

impl ProtocolMove for Ucci {}

impl ReadPosition for Fen {
    type Move = Ucci;
    type Error = CommandError;

    fn read(command: &str) -> Result<Self, CommandError> {
        Fen::from_position_command(command)
    }

    fn index(error: &CommandError) -> usize {
        error.index()
    }
}

impl Bridge for Fen {}

impl protocol::PositionCommand<'_, Fen> {
    /// Returns the position the command comes to, its moves played.
    ///
    /// ```
    /// use pin_runtime::xiangqi::protocol::PositionCommand;
    /// use pin_runtime::xiangqi::Fen;
    ///
    /// assert_eq!(PositionCommand::parse("position startpos")?.fen(), Fen::START);
    /// # Ok::<(), pin_runtime::xiangqi::CommandError>(())
    /// ```
    #[must_use]
    pub const fn fen(&self) -> Fen {
        *self.position()
    }
}

/// A `probe` command: what the engine's hash table holds of a position,
/// written as `position` writes it, its moves played.
///
/// ```
/// use pin_runtime::xiangqi::protocol::{FromEngine, ToEngine};
///
/// let ToEngine::Probe(probe) = ToEngine::parse("probe startpos moves h2e2")? else { panic!() };
/// assert_eq!(probe.fen().to_string(), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1");
/// assert_eq!(ToEngine::Probe(probe).to_string(), "probe startpos moves h2e2");
/// # Ok::<(), pin_runtime::xiangqi::protocol::MessageError>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Probe<'a> {
    /// From `probe` to the end of the last word.
    text: &'a str,
    fen: Fen,
}

impl<'a> Probe<'a> {
    /// Returns the position probed, its moves played.
    ///
    /// ```
    /// use pin_runtime::xiangqi::protocol::ToEngine;
    /// use pin_runtime::xiangqi::Fen;
    ///
    /// let ToEngine::Probe(probe) = ToEngine::parse("probe startpos")? else { panic!() };
    /// assert_eq!(probe.fen(), Fen::START);
    /// # Ok::<(), pin_runtime::xiangqi::protocol::MessageError>(())
    /// ```
    #[must_use]
    pub const fn fen(&self) -> Fen {
        self.fen
    }

    /// Returns the command as read, from `probe` to the end of its last
    /// word, whitespace as written.
    ///
    /// ```
    /// use pin_runtime::xiangqi::protocol::ToEngine;
    ///
    /// let ToEngine::Probe(probe) = ToEngine::parse("probe  startpos\r\n")? else { panic!() };
    /// assert_eq!(probe.text(), "probe  startpos");
    /// # Ok::<(), pin_runtime::xiangqi::protocol::MessageError>(())
    /// ```
    #[must_use]
    pub const fn text(&self) -> &'a str {
        self.text
    }

    /// Reads the `probe` command at byte `at` of `line`, to its end.
    fn read(
        line: &'a str,
        at: usize,
        cursor: &mut Cursor<'a>,
    ) -> Result<Self, Fault<Ucci, CommandError>> {
        cursor.rest();
        let text = line.get(at..).unwrap_or_default();
        let fen = Fen::from_probe_command(text)
            .map_err(|error| Fault::PositionCommand(error, at + error.index()))?;
        let text = text.trim_matches(|c: char| c.is_ascii() && is_space(c as u8));
        Ok(Self { text, fen })
    }
}

impl PartialEq for Probe<'_> {
    /// The same words, and so the same position.
    fn eq(&self, other: &Self) -> bool {
        words(self.text).eq(words(other.text))
    }
}

impl Eq for Probe<'_> {}

impl Hash for Probe<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        for word in words(self.text) {
            word.hash(state);
        }
    }
}

impl fmt::Display for Probe<'_> {
    /// The words with one space between them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_words(f, self.text)
    }
}

/// A bound of a `pophash` answer: the value the hash table holds and the
/// depth it was searched to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HashBound {
    /// The value, in the engine's units.
    pub value: i32,
    /// The depth, when given.
    pub depth: Option<u32>,
}

/// A `pophash` message, the answer to `probe`: `pophash [bestmove <move>]
/// [lowerbound <value> depth <depth>] [upperbound <value> depth <depth>]`,
/// each part when the hash table holds it.
///
/// ```
/// use pin_runtime::xiangqi::protocol::{FromEngine, HashBound};
///
/// let FromEngine::PopHash(hash) = FromEngine::parse("pophash bestmove h2e2 lowerbound 12 depth 8")? else { panic!() };
/// assert_eq!(hash.lower, Some(HashBound { value: 12, depth: Some(8) }));
/// assert_eq!(hash.upper, None);
/// # Ok::<(), pin_runtime::xiangqi::protocol::MessageError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PopHash {
    /// `bestmove <move>`: the move the table holds.
    pub best: Option<Ucci>,
    /// `lowerbound <value> depth <depth>`.
    pub lower: Option<HashBound>,
    /// `upperbound <value> depth <depth>`.
    pub upper: Option<HashBound>,
}

impl PopHash {
    /// Reads the words after `pophash`, skipping the unknown ones.
    fn read<'a>(
        cursor: &mut Cursor<'a>,
        skip: &mut dyn Skip<'a>,
    ) -> Result<Self, Fault<Ucci, CommandError>> {
        let mut hash = Self::default();
        while let Some((at, word)) = cursor.next_word() {
            match word {
                "bestmove" => hash.best = Some(one_move(cursor)?),
                "lowerbound" => hash.lower = Some(HashBound::read(cursor)?),
                "upperbound" => hash.upper = Some(HashBound::read(cursor)?),
                _ => skip.skip(at, word),
            }
        }
        Ok(hash)
    }
}

impl HashBound {
    /// Reads `<value> [depth <depth>]`.
    fn read(cursor: &mut Cursor<'_>) -> Result<Self, Missing> {
        let value = number(cursor)?;
        let depth = if matches!(cursor.peek(), Some((_, "depth"))) {
            cursor.next_word();
            Some(number(cursor)?)
        } else {
            None
        };
        Ok(Self { value, depth })
    }

    /// Writes ` <keyword> <value>[ depth <depth>]`.
    fn write(&self, f: &mut fmt::Formatter<'_>, keyword: &str) -> fmt::Result {
        write!(f, " {keyword} {}", self.value)?;
        match self.depth {
            Some(depth) => write!(f, " depth {depth}"),
            None => Ok(()),
        }
    }
}

impl fmt::Display for PopHash {
    /// `pophash` and its parts, in the order UCCI lists them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("pophash")?;
        if let Some(best) = self.best {
            write!(f, " bestmove {best}")?;
        }
        if let Some(lower) = &self.lower {
            lower.write(f, "lowerbound")?;
        }
        if let Some(upper) = &self.upper {
            upper.write(f, "upperbound")?;
        }
        Ok(())
    }
}

/// What UCCI's messages say.
static UCCI: Protocol = Protocol {
    name: "UCCI",
    commands: "a command (ucci, setoption, isready, position, banmoves, go, ponderhit, probe, \
               stop or quit)",
    messages: "a message (id, option, ucciok, readyok, info, bestmove, nobestmove, pophash or \
               bye)",
    a_move: "a UCCI move",
};

/// A command a GUI sends a UCCI engine.
///
/// ```
/// use pin_runtime::xiangqi::protocol::ToEngine;
///
/// assert_eq!(
///     ToEngine::parse("setoption hashsize 64")?,
///     ToEngine::SetOption { name: "hashsize", value: Some("64") },
/// );
/// assert_eq!(ToEngine::parse("ponderhit draw")?, ToEngine::PonderHit { draw: true });
/// # Ok::<(), pin_runtime::xiangqi::protocol::MessageError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ToEngine<'a> {
    /// `ucci`: speak UCCI.
    Ucci,
    /// `setoption <name> [<value>]`.
    SetOption {
        /// The option's name, one word.
        name: &'a str,
        /// The value, to the end of the line.
        value: Option<&'a str>,
    },
    /// `isready`: answer `readyok` when ready.
    IsReady,
    /// `position startpos|fen <FEN> [moves …]`.
    PositionCommand(PositionCommand<'a>),
    /// `banmoves <moves>`: moves the engine must not play.
    BanMoves(Moves<'a>),
    /// `go` and the limits of the search.
    Go(Go<'a>),
    /// `ponderhit [draw]`: the move pondered on was played, with a draw
    /// offer.
    PonderHit {
        /// `draw`: the opponent offers a draw.
        draw: bool,
    },
    /// `probe startpos|fen <FEN> [moves …]`: what the hash table holds of
    /// a position (answered by `pophash`).
    Probe(Probe<'a>),
    /// `stop`: stop searching and answer.
    Stop,
    /// `quit`.
    Quit,
}

impl<'a> ToEngine<'a> {
    /// Reads one line a GUI sent: the command, skipping unknown words
    /// before it and in it.
    ///
    /// # Errors
    ///
    /// A [`MessageError`] naming the byte: a line without a command, a
    /// `go` limit that is no number (`go time x`), a bad move in
    /// `banmoves`, a `position` command [`Fen::from_position_command`]
    /// refuses.
    ///
    /// ```
    /// use pin_runtime::xiangqi::protocol::ToEngine;
    ///
    /// let err = ToEngine::parse("banmoves h2e2 h2").unwrap_err();
    /// assert_eq!(err.index(), 16);
    /// ```
    pub fn parse(line: &'a str) -> Result<Self, MessageError> {
        Self::read(line, &mut ())
    }

    /// Reads one line as [`parse`](Self::parse) does, and gives the words
    /// skipped.
    ///
    /// # Errors
    ///
    /// As [`parse`](Self::parse).
    ///
    /// ```
    /// use pin_runtime::xiangqi::protocol::ToEngine;
    ///
    /// let (command, skipped) = ToEngine::parse_skipping("joho isready")?;
    /// assert_eq!((command, skipped.len()), (ToEngine::IsReady, 1));
    /// # Ok::<(), pin_runtime::xiangqi::protocol::MessageError>(())
    /// ```
    pub fn parse_skipping(line: &'a str) -> Result<(Self, Skipped<'a>), MessageError> {
        let mut skipped = Skipped::new(line);
        let command = Self::read(line, &mut skipped)?;
        Ok((command, skipped))
    }

    fn read(line: &'a str, skip: &mut dyn Skip<'a>) -> Result<Self, MessageError> {
        read_line(line, &UCCI, true, skip, |word, at, cursor, skip| {
            Some(Ok(match word {
                "ucci" => Self::Ucci,
                "setoption" => {
                    let name = cursor.next_word().map_or("", |(_, name)| name);
                    let (_, value) = cursor.rest();
                    let value = (!value.is_empty()).then_some(value);
                    Self::SetOption { name, value }
                }
                "isready" => Self::IsReady,
                "position" => Self::PositionCommand(tri_known!(read_position(line, at, cursor))),
                "banmoves" => Self::BanMoves(tri_known!(AnyMoves::read(cursor, &[]))),
                "go" => Self::Go(tri_known!(read_go(cursor, skip))),
                "ponderhit" => {
                    let draw = matches!(cursor.peek(), Some((_, "draw")));
                    if draw {
                        cursor.next_word();
                    }
                    Self::PonderHit { draw }
                }
                "probe" => Self::Probe(tri_known!(Probe::read(line, at, cursor))),
                "stop" => Self::Stop,
                "quit" => Self::Quit,
                _ => return None,
            }))
        })
    }
}

impl fmt::Display for ToEngine<'_> {
    /// The command, its words separated by one space, no line end.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Ucci => f.write_str("ucci"),
            Self::SetOption { name, value } => {
                f.write_str("setoption")?;
                write_text(f, name)?;
                write_text(f, value.unwrap_or_default())
            }
            Self::IsReady => f.write_str("isready"),
            Self::PositionCommand(command) => fmt::Display::fmt(command, f),
            Self::BanMoves(moves) => {
                f.write_str("banmoves")?;
                if moves.is_empty() {
                    Ok(())
                } else {
                    write!(f, " {moves}")
                }
            }
            Self::Go(go) => fmt::Display::fmt(go, f),
            Self::PonderHit { draw: false } => f.write_str("ponderhit"),
            Self::PonderHit { draw: true } => f.write_str("ponderhit draw"),
            Self::Probe(probe) => fmt::Display::fmt(probe, f),
            Self::Stop => f.write_str("stop"),
            Self::Quit => f.write_str("quit"),
        }
    }
}

/// What an engine adds to its best move: a draw offer or its resignation.
///
/// ```
/// use pin_runtime::xiangqi::protocol::{FromEngine, Offer};
///
/// let FromEngine::BestMove(_, offer) = FromEngine::parse("bestmove h2e2 resign")? else { panic!() };
/// assert_eq!(offer, Some(Offer::Resign));
/// # Ok::<(), pin_runtime::xiangqi::protocol::MessageError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Offer {
    /// `draw`: the engine offers or accepts a draw.
    Draw,
    /// `resign`: the engine resigns.
    Resign,
}

/// A message a UCCI engine sends its GUI.
///
/// ```
/// use pin_runtime::xiangqi::protocol::FromEngine;
/// use pin_runtime::protocol::Score;
///
/// let FromEngine::Info(info) = FromEngine::parse("info depth 6 score 4 pv h2e2 h9g7")? else { panic!() };
/// assert_eq!(info.score, Some(Score::Centipawns(4)));
/// assert_eq!(FromEngine::parse("nobestmove")?, FromEngine::NoBestMove);
/// # Ok::<(), pin_runtime::xiangqi::protocol::MessageError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FromEngine<'a> {
    /// `id name|copyright|author|user …`.
    Id(Id<'a>),
    /// `option <name> type …`: an option it has.
    EngineOption(EngineOption<'a>),
    /// `ucciok`: the options are declared.
    UcciOk,
    /// `readyok`: the answer to `isready`.
    ReadyOk,
    /// `info …`: what the engine says of its search.
    Info(Info<'a>),
    /// `bestmove <move> [ponder <move>] [draw|resign]`.
    BestMove(BestMove, Option<Offer>),
    /// `nobestmove`: no move to play.
    NoBestMove,
    /// `pophash …`: what the hash table holds of the position probed.
    PopHash(PopHash),
    /// `info idleline <text>` and `info busyline <text>`: `ElephantEye`'s
    /// debug echo of a line received while idle or searching, the text to
    /// the end of the line (other `info` words in it are not read).
    Echo {
        /// `busyline`: received while searching.
        busy: bool,
        /// The line echoed, as written (`ElephantEye` writes it in `[…]`).
        text: &'a str,
    },
    /// `bye`: the answer to `quit`.
    Bye,
}

/// Skipped words of a `bestmove`, but its offer kept.
struct Offers<'s, 'a> {
    offer: Option<Offer>,
    skip: &'s mut dyn Skip<'a>,
}

impl<'a> Skip<'a> for Offers<'_, 'a> {
    fn skip(&mut self, at: usize, word: &'a str) {
        match word {
            "draw" => self.offer = Some(Offer::Draw),
            "resign" => self.offer = Some(Offer::Resign),
            _ => self.skip.skip(at, word),
        }
    }
}

impl<'a> FromEngine<'a> {
    /// Reads one line an engine sent: the message, skipping unknown words
    /// before it and in it.
    ///
    /// # Errors
    ///
    /// A [`MessageError`] naming the byte: a line without a message, an
    /// `info` field whose number is missing, a word of a `pv` that is no
    /// UCCI move, `bestmove` without a move, an option without `type`.
    ///
    /// ```
    /// use pin_runtime::xiangqi::protocol::FromEngine;
    ///
    /// let err = FromEngine::parse("bestmove h2e").unwrap_err();
    /// assert_eq!(err.index(), 12);
    /// ```
    pub fn parse(line: &'a str) -> Result<Self, MessageError> {
        Self::read(line, &mut ())
    }

    /// Reads one line as [`parse`](Self::parse) does, and gives the words
    /// skipped.
    ///
    /// # Errors
    ///
    /// As [`parse`](Self::parse).
    ///
    /// ```
    /// use pin_runtime::xiangqi::protocol::FromEngine;
    ///
    /// let (message, skipped) = FromEngine::parse_skipping("bye now")?;
    /// assert_eq!((message, skipped.len()), (FromEngine::Bye, 1));
    /// # Ok::<(), pin_runtime::xiangqi::protocol::MessageError>(())
    /// ```
    pub fn parse_skipping(line: &'a str) -> Result<(Self, Skipped<'a>), MessageError> {
        let mut skipped = Skipped::new(line);
        let message = Self::read(line, &mut skipped)?;
        Ok((message, skipped))
    }

    fn read(line: &'a str, skip: &mut dyn Skip<'a>) -> Result<Self, MessageError> {
        read_line(line, &UCCI, false, skip, |word, _, cursor, skip| {
            Some(Ok(match word {
                "info" => match cursor.peek() {
                    Some((_, echo @ ("idleline" | "busyline"))) => {
                        cursor.next_word();
                        let (_, text) = cursor.rest();
                        Self::Echo {
                            busy: echo == "busyline",
                            text,
                        }
                    }
                    _ => Self::Info(tri_known!(read_info(cursor, skip))),
                },
                "bestmove" => {
                    let mut offers = Offers { offer: None, skip };
                    let best = tri_known!(read_bestmove(cursor, &mut offers));
                    Self::BestMove(best, offers.offer)
                }
                "nobestmove" => Self::NoBestMove,
                "pophash" => Self::PopHash(tri_known!(PopHash::read(cursor, skip))),
                "id" => Self::Id(tri_known!(read_id(cursor, skip))),
                "option" => Self::EngineOption(tri_known!(read_option(cursor, skip, false))),
                "ucciok" => Self::UcciOk,
                "readyok" => Self::ReadyOk,
                "bye" => Self::Bye,
                _ => return None,
            }))
        })
    }
}

impl fmt::Display for FromEngine<'_> {
    /// The message, its words separated by one space, no line end.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Id(id) => fmt::Display::fmt(id, f),
            Self::EngineOption(option) => option.write(f, false),
            Self::UcciOk => f.write_str("ucciok"),
            Self::ReadyOk => f.write_str("readyok"),
            Self::Info(info) => fmt::Display::fmt(info, f),
            Self::BestMove(best, offer) => {
                fmt::Display::fmt(best, f)?;
                match offer {
                    Some(Offer::Draw) => f.write_str(" draw"),
                    Some(Offer::Resign) => f.write_str(" resign"),
                    None => Ok(()),
                }
            }
            Self::NoBestMove => f.write_str("nobestmove"),
            Self::PopHash(hash) => fmt::Display::fmt(hash, f),
            Self::Echo { busy, text } => {
                f.write_str(if *busy {
                    "info busyline"
                } else {
                    "info idleline"
                })?;
                write_text(f, text)
            }
            Self::Bye => f.write_str("bye"),
        }
    }
}
