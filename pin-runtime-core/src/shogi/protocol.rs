//! The USI protocol (the shogi engine protocol, as Shogidokoro documents
//! it): every command a GUI sends an engine ([`ToEngine`]) and every
//! message an engine sends back ([`FromEngine`]), read from one line and
//! written canonically, on the machinery UCI's readers use
//! ([`crate::protocol`]).
//!
//! ```
//! use pin_runtime::shogi::protocol::{FromEngine, ToEngine};
//! use pin_runtime::shogi::Usi;
//!
//! let ToEngine::Go(go) = ToEngine::parse("go btime 60000 wtime 50000 byoyomi 10000")? else { panic!() };
//! assert_eq!((go.btime, go.wtime, go.byoyomi), (Some(60_000), Some(50_000), Some(10_000)));
//! assert_eq!(FromEngine::parse("bestmove resign")?, FromEngine::Resign);
//! let FromEngine::BestMove(best) = FromEngine::parse("bestmove 7g7f ponder 3c3d")? else { panic!() };
//! assert_eq!(best.best, Some(Usi::parse("7g7f")?));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Conventions
//!
//! Those of `chess::protocol` (whitespace, unknown words skipped and given
//! by `parse_skipping`, names and values with their spaces, lists of moves
//! to the next keyword, each word read as a [`Usi`] move), and USI's own:
//! `go` writes sente's clock first (`btime`, `wtime`, `byoyomi`, `binc`,
//! `winc`) and reads `mate infinite`; `score mate +` and `mate -` are
//! [`Score::Mating`] and [`Score::Mated`]; `bestmove resign` and
//! `bestmove win` are messages of their own; `checkmate` answers
//! `go mate` with a line, `nomate`, `timeout` or `notimplemented`;
//! `gameover win|lose|draw` ends a game.

use core::fmt;

use super::{CommandError, Sfen, Usi, UsiError};
use crate::protocol::{
    self, Bridge, Cursor, Expected, Moves as AnyMoves, Protocol, ProtocolError, ProtocolMove,
    ReadMove, ReadPosition, Skip, Skipped, read_bestmove, read_choice, read_go, read_id, read_info,
    read_line, read_option, read_position, read_setoption, tri_known,
};

pub use crate::protocol::{Bound, EngineOption, Id, OptionKind, Score, Vars};

/// The limits of a `go` command, with [`Usi`] moves.
pub type Go<'a> = protocol::Go<'a, Usi>;
/// What an engine says of its search, with [`Usi`] moves.
pub type Info<'a> = protocol::Info<'a, Usi>;
/// The end of a search, with [`Usi`] moves.
pub type BestMove = protocol::BestMove<Usi>;
/// A list of [`Usi`] moves.
pub type Moves<'a> = protocol::Moves<'a, Usi>;
/// Why a USI line could not be read: its move errors are [`UsiError`]s, its
/// `position` errors [`CommandError`]s.
pub type MessageError = ProtocolError<UsiError, CommandError>;
/// A `position` command, read and played by [`Sfen::from_position_command`].
pub type PositionCommand<'a> = protocol::PositionCommand<'a, Sfen>;

impl ReadMove for Usi {
    type Error = UsiError;
    const DIALECT: protocol::Dialect = protocol::Dialect::Usi;

    #[inline]
    fn read(word: &str) -> Result<Self, UsiError> {
        Usi::parse(word)
    }

    #[inline]
    fn index(error: &UsiError) -> usize {
        error.index()
    }
}

impl ProtocolMove for Usi {}

impl ReadPosition for Sfen {
    type Move = Usi;
    type Error = CommandError;

    fn read(command: &str) -> Result<Self, CommandError> {
        Sfen::from_position_command(command)
    }

    fn index(error: &CommandError) -> usize {
        error.index()
    }
}

impl Bridge for Sfen {}

impl protocol::PositionCommand<'_, Sfen> {
    /// Returns the position the command comes to, its moves played.
    ///
    /// ```
    /// use pin_runtime::shogi::protocol::PositionCommand;
    /// use pin_runtime::shogi::Sfen;
    ///
    /// assert_eq!(PositionCommand::parse("position startpos")?.sfen(), Sfen::START);
    /// # Ok::<(), pin_runtime::shogi::CommandError>(())
    /// ```
    #[must_use]
    pub const fn sfen(&self) -> Sfen {
        *self.position()
    }
}

/// What USI's messages say.
static USI: Protocol = Protocol {
    name: "USI",
    commands: "a command (usi, isready, setoption, usinewgame, position, go, stop, ponderhit, \
               gameover or quit)",
    messages: "a message (id, usiok, readyok, bestmove, checkmate, info or option)",
    a_move: "a USI move",
};

/// A command a GUI sends a USI engine.
///
/// ```
/// use pin_runtime::shogi::protocol::{GameOver, ToEngine};
///
/// assert_eq!(ToEngine::parse("usinewgame")?, ToEngine::UsiNewGame);
/// assert_eq!(ToEngine::parse("gameover lose")?, ToEngine::GameOver(GameOver::Lose));
/// assert_eq!(
///     ToEngine::parse("setoption name USI_Hash value 256")?,
///     ToEngine::SetOption { name: "USI_Hash", value: Some("256") },
/// );
/// # Ok::<(), pin_runtime::shogi::protocol::MessageError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ToEngine<'a> {
    /// `usi`: speak USI.
    Usi,
    /// `isready`: answer `readyok` when ready.
    IsReady,
    /// `setoption name <name> [value <value>]`.
    SetOption {
        /// The option's name.
        name: &'a str,
        /// The value, to the end of the line; `None` for a button.
        value: Option<&'a str>,
    },
    /// `usinewgame`: a game starts.
    UsiNewGame,
    /// `position startpos|sfen <SFEN> [moves …]`.
    PositionCommand(PositionCommand<'a>),
    /// `go` and the limits of the search.
    Go(Go<'a>),
    /// `stop`: stop searching and answer.
    Stop,
    /// `ponderhit`: the move pondered on was played.
    PonderHit,
    /// `gameover win|lose|draw`: the game is over, for the engine.
    GameOver(GameOver),
    /// `quit`.
    Quit,
}

/// How a game ended, for the engine: `gameover`'s word.
///
/// ```
/// use pin_runtime::shogi::protocol::{GameOver, ToEngine};
///
/// assert_eq!(ToEngine::GameOver(GameOver::Draw).to_string(), "gameover draw");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GameOver {
    /// `win`: the engine won.
    Win,
    /// `lose`: the engine lost.
    Lose,
    /// `draw`.
    Draw,
}

/// The words of [`GameOver`], in its order.
const GAME_OVER: [&str; 3] = ["win", "lose", "draw"];

impl<'a> ToEngine<'a> {
    /// Reads one line a GUI sent: the command, skipping unknown words
    /// before it and in it.
    ///
    /// # Errors
    ///
    /// A [`MessageError`] naming the byte: a line without a command, a
    /// `go` limit that is no number (`go byoyomi x`), a `position` command
    /// [`Sfen::from_position_command`] refuses, `gameover` without its
    /// result.
    ///
    /// ```
    /// use pin_runtime::shogi::protocol::ToEngine;
    ///
    /// let err = ToEngine::parse("gameover").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "invalid USI command at byte 8: expected \"win\", \"lose\" or \"draw\", found end of command",
    /// );
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
    /// use pin_runtime::shogi::protocol::ToEngine;
    ///
    /// let (command, skipped) = ToEngine::parse_skipping("joho isready")?;
    /// assert_eq!((command, skipped.len()), (ToEngine::IsReady, 1));
    /// # Ok::<(), pin_runtime::shogi::protocol::MessageError>(())
    /// ```
    pub fn parse_skipping(line: &'a str) -> Result<(Self, Skipped<'a>), MessageError> {
        let mut skipped = Skipped::new(line);
        let command = Self::read(line, &mut skipped)?;
        Ok((command, skipped))
    }

    fn read(line: &'a str, skip: &mut dyn Skip<'a>) -> Result<Self, MessageError> {
        read_line(line, &USI, true, skip, |word, at, cursor, skip| {
            Some(Ok(match word {
                "usi" => Self::Usi,
                "isready" => Self::IsReady,
                "setoption" => {
                    let (name, value) = tri_known!(read_setoption(cursor, skip));
                    Self::SetOption { name, value }
                }
                "usinewgame" => Self::UsiNewGame,
                "position" => Self::PositionCommand(tri_known!(read_position(line, at, cursor))),
                "go" => Self::Go(tri_known!(read_go(cursor, skip))),
                "stop" => Self::Stop,
                "ponderhit" => Self::PonderHit,
                "gameover" => {
                    let result = read_choice(cursor, skip, &GAME_OVER, Expected::GameOver);
                    Self::GameOver(match tri_known!(result) {
                        0 => GameOver::Win,
                        1 => GameOver::Lose,
                        _ => GameOver::Draw,
                    })
                }
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
            Self::Usi => f.write_str("usi"),
            Self::IsReady => f.write_str("isready"),
            Self::SetOption { name, value } => protocol::write_setoption(f, name, *value),
            Self::UsiNewGame => f.write_str("usinewgame"),
            Self::PositionCommand(command) => fmt::Display::fmt(command, f),
            Self::Go(go) => fmt::Display::fmt(go, f),
            Self::Stop => f.write_str("stop"),
            Self::PonderHit => f.write_str("ponderhit"),
            Self::GameOver(result) => {
                let word = match result {
                    GameOver::Win => "win",
                    GameOver::Lose => "lose",
                    GameOver::Draw => "draw",
                };
                write!(f, "gameover {word}")
            }
            Self::Quit => f.write_str("quit"),
        }
    }
}

/// The answer to `go mate`: a mating line, or why there is none.
///
/// ```
/// use pin_runtime::shogi::protocol::{Checkmate, FromEngine};
///
/// let FromEngine::Checkmate(Checkmate::Moves(line)) = FromEngine::parse("checkmate G*8b 9b8b")? else {
///     panic!()
/// };
/// assert_eq!(line.len(), 2);
/// assert_eq!(FromEngine::parse("checkmate nomate")?, FromEngine::Checkmate(Checkmate::NoMate));
/// # Ok::<(), pin_runtime::shogi::protocol::MessageError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Checkmate<'a> {
    /// The mating line.
    Moves(Moves<'a>),
    /// `nomate`: there is no mate.
    NoMate,
    /// `timeout`: none was found in time.
    Timeout,
    /// `notimplemented`: the engine does not search for mates.
    NotImplemented,
}

/// A message a USI engine sends its GUI.
///
/// ```
/// use pin_runtime::shogi::protocol::FromEngine;
/// use pin_runtime::protocol::Score;
///
/// let FromEngine::Info(info) = FromEngine::parse("info depth 3 score mate + pv 8h2b+ 3a2b")? else { panic!() };
/// assert_eq!(info.score, Some(Score::Mating));
/// assert_eq!(FromEngine::parse("usiok")?, FromEngine::UsiOk);
/// # Ok::<(), pin_runtime::shogi::protocol::MessageError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FromEngine<'a> {
    /// `id name …` or `id author …`.
    Id(Id<'a>),
    /// `usiok`: the options are declared.
    UsiOk,
    /// `readyok`: the answer to `isready`.
    ReadyOk,
    /// `bestmove <move> [ponder <move>]`.
    BestMove(BestMove),
    /// `bestmove resign`: the engine resigns.
    Resign,
    /// `bestmove win`: the engine declares a win (nyugyoku).
    Win,
    /// `checkmate …`: the answer to `go mate`.
    Checkmate(Checkmate<'a>),
    /// `info …`: what the engine says of its search.
    Info(Info<'a>),
    /// `option name … type …`: an option it has.
    EngineOption(EngineOption<'a>),
}

impl<'a> FromEngine<'a> {
    /// Reads one line an engine sent: the message, skipping unknown words
    /// before it and in it.
    ///
    /// # Errors
    ///
    /// A [`MessageError`] naming the byte: a line without a message, an
    /// `info` field whose number is missing, a word of a `pv` that is no
    /// USI move (`info pv 7g7f 3c3`), `bestmove` without a move.
    ///
    /// ```
    /// use pin_runtime::shogi::protocol::FromEngine;
    ///
    /// let err = FromEngine::parse("info pv 7g7f 3c3").unwrap_err();
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
    /// use pin_runtime::shogi::protocol::FromEngine;
    ///
    /// let (message, skipped) = FromEngine::parse_skipping("info depth 3 ebf 1.5")?;
    /// assert_eq!(skipped.len(), 2);
    /// # Ok::<(), pin_runtime::shogi::protocol::MessageError>(())
    /// ```
    pub fn parse_skipping(line: &'a str) -> Result<(Self, Skipped<'a>), MessageError> {
        let mut skipped = Skipped::new(line);
        let message = Self::read(line, &mut skipped)?;
        Ok((message, skipped))
    }

    fn read(line: &'a str, skip: &mut dyn Skip<'a>) -> Result<Self, MessageError> {
        read_line(line, &USI, false, skip, |word, _, cursor, skip| {
            Some(Ok(match word {
                "info" => Self::Info(tri_known!(read_info(cursor, skip))),
                "bestmove" => match cursor.peek() {
                    Some((_, "resign")) => {
                        cursor.next_word();
                        Self::Resign
                    }
                    Some((_, "win")) => {
                        cursor.next_word();
                        Self::Win
                    }
                    _ => Self::BestMove(tri_known!(read_bestmove(cursor, skip))),
                },
                "checkmate" => Self::Checkmate(tri_known!(read_checkmate(cursor))),
                "id" => Self::Id(tri_known!(read_id(cursor, skip))),
                "usiok" => Self::UsiOk,
                "readyok" => Self::ReadyOk,
                "option" => Self::EngineOption(tri_known!(read_option(cursor, skip, true))),
                _ => return None,
            }))
        })
    }
}

/// Reads what follows `checkmate`.
fn read_checkmate<'a>(cursor: &mut Cursor<'a>) -> Result<Checkmate<'a>, protocol::Mistake<Usi>> {
    let answer = match cursor.peek() {
        Some((_, "nomate")) => Checkmate::NoMate,
        Some((_, "timeout")) => Checkmate::Timeout,
        Some((_, "notimplemented")) => Checkmate::NotImplemented,
        _ => return Ok(Checkmate::Moves(AnyMoves::read(cursor, &[])?)),
    };
    cursor.next_word();
    Ok(answer)
}

impl fmt::Display for FromEngine<'_> {
    /// The message, its words separated by one space, no line end.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Id(id) => fmt::Display::fmt(id, f),
            Self::UsiOk => f.write_str("usiok"),
            Self::ReadyOk => f.write_str("readyok"),
            Self::BestMove(best) => fmt::Display::fmt(best, f),
            Self::Resign => f.write_str("bestmove resign"),
            Self::Win => f.write_str("bestmove win"),
            Self::Checkmate(Checkmate::Moves(moves)) if moves.is_empty() => {
                f.write_str("checkmate")
            }
            Self::Checkmate(Checkmate::Moves(moves)) => write!(f, "checkmate {moves}"),
            Self::Checkmate(Checkmate::NoMate) => f.write_str("checkmate nomate"),
            Self::Checkmate(Checkmate::Timeout) => f.write_str("checkmate timeout"),
            Self::Checkmate(Checkmate::NotImplemented) => f.write_str("checkmate notimplemented"),
            Self::Info(info) => fmt::Display::fmt(info, f),
            Self::EngineOption(option) => fmt::Display::fmt(option, f),
        }
    }
}
