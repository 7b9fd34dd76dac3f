//! The UCI protocol (Stefan Meyer-Kahlen, April 2006): every command a GUI
//! sends an engine ([`ToEngine`]) and every message an engine sends back
//! ([`FromEngine`]), read from one line and written canonically.
//!
//! ```
//! use pin_runtime::chess::protocol::{FromEngine, ToEngine};
//! use pin_runtime::chess::Uci;
//!
//! // What a GUI sends, as the engine reads it: any whitespace, a line end.
//! let ToEngine::PositionCommand(position) = ToEngine::parse("position startpos  moves e2e4\te7e5\r\n")? else {
//!     panic!()
//! };
//! assert_eq!(position.fen().to_string(), "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
//! assert_eq!(ToEngine::PositionCommand(position).to_string(), "position startpos moves e2e4 e7e5");
//!
//! // What an engine answers, as the GUI reads it.
//! let FromEngine::BestMove(best) = FromEngine::parse("bestmove g1f3 ponder b8c6")? else { panic!() };
//! assert_eq!(best.best, Some(Uci::parse("g1f3")?));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Conventions
//!
//! - Words are separated by any run of spaces, tabs and line ends, which
//!   may also start and end the line; written back with one space and no
//!   line end.
//! - An unknown word is skipped and the rest read (`joho debug on` is
//!   `debug on`); `parse_skipping` gives the skipped words.
//! - Names and values (`id name`, `option name`, `setoption … value`,
//!   `info string`, `register name`) keep their inner whitespace as
//!   written; a name runs to the next keyword of its command.
//! - Lists of moves (`pv`, `searchmoves`, `refutation`, `currline`) run to
//!   the next keyword; each word is read as a [`Uci`] move when the line is,
//!   so a bad word is an error naming its byte.
//! - `bestmove (none)` and `bestmove 0000` are no move, written `(none)`.
//! - `position` is read by [`Fen::from_position_command`], and keeps the
//!   position it comes to.

use core::fmt;

use super::{CommandError, Fen, Uci, UciError};
use crate::protocol::{
    self, Bridge, Cursor, Expected, Missing, Protocol, ProtocolError, ProtocolMove, ReadMove,
    ReadPosition, Skip, Skipped, read_bestmove, read_choice, read_go, read_id, read_info,
    read_line, read_option, read_position, read_setoption, read_status, tri_known, write_text,
};

pub use crate::protocol::{Bound, EngineOption, Id, OptionKind, Score, Status, Vars, Wdl};

/// The limits of a `go` command, with [`Uci`] moves.
pub type Go<'a> = protocol::Go<'a, Uci>;
/// What an engine says of its search, with [`Uci`] moves.
pub type Info<'a> = protocol::Info<'a, Uci>;
/// The end of a search, with [`Uci`] moves.
pub type BestMove = protocol::BestMove<Uci>;
/// A list of [`Uci`] moves.
pub type Moves<'a> = protocol::Moves<'a, Uci>;
/// `currline`, with [`Uci`] moves.
pub type CurrLine<'a> = protocol::CurrLine<'a, Uci>;
/// Why a UCI line could not be read: its move errors are [`UciError`]s, its
/// `position` errors [`CommandError`]s.
pub type MessageError = ProtocolError<UciError, CommandError>;

impl ReadMove for Uci {
    type Error = UciError;

    #[inline]
    fn read(word: &str) -> Result<Self, UciError> {
        Uci::parse(word)
    }

    #[inline]
    fn index(error: &UciError) -> usize {
        error.index()
    }
}

impl ProtocolMove for Uci {}

/// What UCI's messages say.
static UCI: Protocol = Protocol {
    name: "UCI",
    commands: "a command (uci, debug, isready, setoption, register, ucinewgame, position, go, \
               stop, ponderhit or quit)",
    messages: "a message (id, uciok, readyok, bestmove, copyprotection, registration, info or \
               option)",
    a_move: "a UCI move",
};

/// A command a GUI sends a UCI engine.
///
/// ```
/// use pin_runtime::chess::protocol::ToEngine;
///
/// assert_eq!(ToEngine::parse("isready")?, ToEngine::IsReady);
/// assert_eq!(
///     ToEngine::parse("setoption name Clear Hash")?,
///     ToEngine::SetOption { name: "Clear Hash", value: None },
/// );
/// let ToEngine::Go(go) = ToEngine::parse("go infinite searchmoves e2e4 d2d4")? else { panic!() };
/// assert!(go.infinite);
/// assert_eq!(go.searchmoves.unwrap().len(), 2);
/// # Ok::<(), pin_runtime::chess::protocol::MessageError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ToEngine<'a> {
    /// `uci`: speak UCI.
    Uci,
    /// `debug on` or `debug off`.
    Debug(bool),
    /// `isready`: answer `readyok` when ready.
    IsReady,
    /// `setoption name <name> [value <value>]`.
    SetOption {
        /// The option's name, spaces and all.
        name: &'a str,
        /// The value, to the end of the line; `None` for a button.
        value: Option<&'a str>,
    },
    /// `register later` or `register name <name> code <code>`.
    Register(Register<'a>),
    /// `ucinewgame`: the next position is of another game.
    UciNewGame,
    /// `position startpos|fen <FEN> [moves …]`.
    PositionCommand(PositionCommand<'a>),
    /// `go` and the limits of the search.
    Go(Go<'a>),
    /// `stop`: stop searching and answer `bestmove`.
    Stop,
    /// `ponderhit`: the move pondered on was played.
    PonderHit,
    /// `quit`.
    Quit,
}

/// The registration a GUI sends: later, or a name and a code.
///
/// ```
/// use pin_runtime::chess::protocol::{Register, ToEngine};
///
/// let command = ToEngine::parse("register name Stefan MK code 4359874324")?;
/// assert_eq!(command, ToEngine::Register(Register::Now { name: Some("Stefan MK"), code: Some("4359874324") }));
/// assert_eq!(ToEngine::parse("register later")?, ToEngine::Register(Register::Later));
/// # Ok::<(), pin_runtime::chess::protocol::MessageError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Register<'a> {
    /// `register later`.
    Later,
    /// `register name … code …`.
    Now {
        /// The user's name, spaces and all.
        name: Option<&'a str>,
        /// The code.
        code: Option<&'a str>,
    },
}

/// A `position` command, read and played by [`Fen::from_position_command`].
pub type PositionCommand<'a> = protocol::PositionCommand<'a, Fen>;

impl ReadPosition for Fen {
    type Move = Uci;
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
    /// use pin_runtime::chess::protocol::PositionCommand;
    /// use pin_runtime::chess::Fen;
    ///
    /// assert_eq!(PositionCommand::parse("position startpos")?.fen(), Fen::START);
    /// # Ok::<(), pin_runtime::chess::CommandError>(())
    /// ```
    #[must_use]
    pub const fn fen(&self) -> Fen {
        *self.position()
    }
}

impl<'a> ToEngine<'a> {
    /// Reads one line a GUI sent: the command, skipping unknown words
    /// before it and in it.
    ///
    /// # Errors
    ///
    /// A [`MessageError`] naming the byte: a line without a command
    /// (`""`, `"joho"`), `debug` without `on` or `off`, a `go` limit that is
    /// no number (`go depth x`), a bad move in `searchmoves`, a `position`
    /// command [`Fen::from_position_command`] refuses.
    ///
    /// ```
    /// use pin_runtime::chess::protocol::ToEngine;
    ///
    /// assert_eq!(ToEngine::parse("  joho debug on\r\n")?, ToEngine::Debug(true));
    /// let err = ToEngine::parse("go depth x").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "invalid UCI command at byte 9: expected a number from 0 to 4294967295, found \"x\"",
    /// );
    /// # Ok::<(), pin_runtime::chess::protocol::MessageError>(())
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
    /// use pin_runtime::chess::protocol::ToEngine;
    ///
    /// let (command, skipped) = ToEngine::parse_skipping("go wtime 1000 hurry 100")?;
    /// assert!(matches!(command, ToEngine::Go(go) if go.wtime == Some(1000)));
    /// assert_eq!(skipped.iter().collect::<Vec<_>>(), [(14, "hurry"), (20, "100")]);
    /// # Ok::<(), pin_runtime::chess::protocol::MessageError>(())
    /// ```
    pub fn parse_skipping(line: &'a str) -> Result<(Self, Skipped<'a>), MessageError> {
        let mut skipped = Skipped::new(line);
        let command = Self::read(line, &mut skipped)?;
        Ok((command, skipped))
    }

    fn read(line: &'a str, skip: &mut dyn Skip<'a>) -> Result<Self, MessageError> {
        read_line(line, &UCI, true, skip, |word, at, cursor, skip| {
            Some(Ok(match word {
                "uci" => Self::Uci,
                "debug" => {
                    let on = read_choice(cursor, skip, &["on", "off"], Expected::OnOff);
                    Self::Debug(tri_known!(on) == 0)
                }
                "isready" => Self::IsReady,
                "setoption" => {
                    let (name, value) = tri_known!(read_setoption(cursor, skip));
                    Self::SetOption { name, value }
                }
                "register" => Self::Register(tri_known!(read_register(cursor, skip))),
                "ucinewgame" => Self::UciNewGame,
                "position" => Self::PositionCommand(tri_known!(read_position(line, at, cursor))),
                "go" => Self::Go(tri_known!(read_go(cursor, skip))),
                "stop" => Self::Stop,
                "ponderhit" => Self::PonderHit,
                "quit" => Self::Quit,
                _ => return None,
            }))
        })
    }
}

/// Reads what follows `register`.
fn read_register<'a>(
    cursor: &mut Cursor<'a>,
    skip: &mut dyn Skip<'a>,
) -> Result<Register<'a>, Missing> {
    let (mut name, mut code) = (None, None);
    let at = cursor.next_start();
    while let Some((at, word)) = cursor.next_word() {
        match word {
            "later" if name.is_none() && code.is_none() => return Ok(Register::Later),
            "name" => name = Some(cursor.until(&["code"]).1),
            "code" => code = Some(cursor.until(&["name"]).1),
            _ => skip.skip(at, word),
        }
    }
    if name.is_none() && code.is_none() {
        return Err(Missing(Expected::Registration, at));
    }
    Ok(Register::Now { name, code })
}

impl fmt::Display for ToEngine<'_> {
    /// The command, its words separated by one space, no line end.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Uci => f.write_str("uci"),
            Self::Debug(true) => f.write_str("debug on"),
            Self::Debug(false) => f.write_str("debug off"),
            Self::IsReady => f.write_str("isready"),
            Self::SetOption { name, value } => protocol::write_setoption(f, name, *value),
            Self::Register(Register::Later) => f.write_str("register later"),
            Self::Register(Register::Now { name, code }) => {
                f.write_str("register")?;
                if let Some(name) = name {
                    f.write_str(" name")?;
                    write_text(f, name)?;
                }
                if let Some(code) = code {
                    f.write_str(" code")?;
                    write_text(f, code)?;
                }
                Ok(())
            }
            Self::UciNewGame => f.write_str("ucinewgame"),
            Self::PositionCommand(command) => fmt::Display::fmt(command, f),
            Self::Go(go) => fmt::Display::fmt(go, f),
            Self::Stop => f.write_str("stop"),
            Self::PonderHit => f.write_str("ponderhit"),
            Self::Quit => f.write_str("quit"),
        }
    }
}

/// A message a UCI engine sends its GUI.
///
/// ```
/// use pin_runtime::chess::protocol::{FromEngine, Status};
///
/// assert_eq!(FromEngine::parse("readyok")?, FromEngine::ReadyOk);
/// assert_eq!(FromEngine::parse("copyprotection ok")?, FromEngine::CopyProtection(Status::Ok));
/// let FromEngine::Info(info) = FromEngine::parse("info string NNUE evaluation using nn-1111cefa1111.nnue")? else {
///     panic!()
/// };
/// assert_eq!(info.string, Some("NNUE evaluation using nn-1111cefa1111.nnue"));
/// # Ok::<(), pin_runtime::chess::protocol::MessageError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FromEngine<'a> {
    /// `id name …` or `id author …`.
    Id(Id<'a>),
    /// `uciok`: the options are declared.
    UciOk,
    /// `readyok`: the answer to `isready`.
    ReadyOk,
    /// `bestmove <move> [ponder <move>]`.
    BestMove(BestMove),
    /// `copyprotection checking|ok|error`.
    CopyProtection(Status),
    /// `registration checking|ok|error`.
    Registration(Status),
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
    /// `info` field whose number is missing or too large
    /// (`info depth 99999999999`), a word of a `pv` that is no UCI move
    /// (`info pv e2e4 castle`), `bestmove` without a move, an option
    /// without `type`.
    ///
    /// ```
    /// use pin_runtime::chess::protocol::FromEngine;
    ///
    /// let err = FromEngine::parse("info depth 3 pv e2e4 castle").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "invalid UCI message at byte 26: invalid UCI move \"castl…\": expected 4 or 5 bytes, found 6 bytes",
    /// );
    /// # Ok::<(), pin_runtime::chess::protocol::MessageError>(())
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
    /// use pin_runtime::chess::protocol::FromEngine;
    ///
    /// let (message, skipped) = FromEngine::parse_skipping("readyok now")?;
    /// assert_eq!(message, FromEngine::ReadyOk);
    /// assert_eq!(skipped.iter().collect::<Vec<_>>(), [(8, "now")]);
    /// # Ok::<(), pin_runtime::chess::protocol::MessageError>(())
    /// ```
    pub fn parse_skipping(line: &'a str) -> Result<(Self, Skipped<'a>), MessageError> {
        let mut skipped = Skipped::new(line);
        let message = Self::read(line, &mut skipped)?;
        Ok((message, skipped))
    }

    fn read(line: &'a str, skip: &mut dyn Skip<'a>) -> Result<Self, MessageError> {
        read_line(line, &UCI, false, skip, |word, _, cursor, skip| {
            Some(Ok(match word {
                "info" => Self::Info(tri_known!(read_info(cursor, skip))),
                "bestmove" => Self::BestMove(tri_known!(read_bestmove(cursor, skip))),
                "id" => Self::Id(tri_known!(read_id(cursor, skip))),
                "uciok" => Self::UciOk,
                "readyok" => Self::ReadyOk,
                "copyprotection" => Self::CopyProtection(tri_known!(read_status(cursor, skip))),
                "registration" => Self::Registration(tri_known!(read_status(cursor, skip))),
                "option" => Self::EngineOption(tri_known!(read_option(cursor, skip, true))),
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
            Self::UciOk => f.write_str("uciok"),
            Self::ReadyOk => f.write_str("readyok"),
            Self::BestMove(best) => fmt::Display::fmt(best, f),
            Self::CopyProtection(status) => write!(f, "copyprotection {}", status.as_str()),
            Self::Registration(status) => write!(f, "registration {}", status.as_str()),
            Self::Info(info) => fmt::Display::fmt(info, f),
            Self::EngineOption(option) => fmt::Display::fmt(option, f),
        }
    }
}
