//! Why a line of an engine protocol could not be read: one shell for the
//! three protocols, over the game's move error `M` and `position` command
//! error `P`.

use core::fmt;

use crate::command::Found;

/// What a reader expected where a line went wrong.
///
/// ```
/// use pin_runtime::chess::protocol::ToEngine;
/// use pin_runtime::protocol::{Expected, ProtocolErrorKind};
///
/// let err = ToEngine::parse("debug maybe").unwrap_err();
/// assert_eq!(err.kind(), ProtocolErrorKind::Expected(Expected::OnOff));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Expected {
    /// A command a GUI sends (`uci`, `isready`, `go`, …).
    Command,
    /// A message an engine sends (`id`, `bestmove`, `info`, …).
    Message,
    /// `on` or `off`, after `debug`.
    OnOff,
    /// `name`, after `setoption` and `option`.
    Name,
    /// `name`, `author`, `copyright`, `user` or `version`, after `id`.
    IdField,
    /// `later`, `name` or `code`, after `register`.
    Registration,
    /// `checking`, `ok` or `error`, after `copyprotection` and
    /// `registration`.
    Status,
    /// A move, after `bestmove`, `ponder`, `currmove`, `refutation`.
    Move,
    /// `cp` or `mate`, after `score`.
    ScoreKind,
    /// `type`, after an option's name.
    Type,
    /// An option's type: `check`, `spin`, `combo`, `button`, `string` or
    /// `filename`.
    OptionType,
    /// `true` or `false`, a check option's default.
    Boolean,
    /// `win`, `lose` or `draw`, after USI's `gameover`.
    GameOver,
    /// A number from 0 to 2³²−1.
    U32,
    /// A number from 0 to 2⁶⁴−1.
    U64,
    /// A number from −2³¹ to 2³¹−1.
    I32,
    /// A number from −2⁶³ to 2⁶³−1.
    I64,
}

impl Expected {
    /// The words of the message.
    const fn words(self, protocol: &Protocol) -> &'static str {
        match self {
            Self::Command => protocol.commands,
            Self::Message => protocol.messages,
            Self::OnOff => "\"on\" or \"off\"",
            Self::Name => "\"name\"",
            Self::IdField => "\"name\", \"author\", \"copyright\", \"user\" or \"version\"",
            Self::Registration => "\"later\", \"name\" or \"code\"",
            Self::Status => "\"checking\", \"ok\" or \"error\"",
            Self::Move => protocol.a_move,
            Self::ScoreKind => "\"cp\" or \"mate\"",
            Self::Type => "\"type\"",
            Self::OptionType => "an option type (check, spin, combo, button, string or filename)",
            Self::Boolean => "\"true\" or \"false\"",
            Self::GameOver => "\"win\", \"lose\" or \"draw\"",
            Self::U32 => "a number from 0 to 4294967295",
            Self::U64 => "a number from 0 to 18446744073709551615",
            Self::I32 => "a number from -2147483648 to 2147483647",
            Self::I64 => "a number from -9223372036854775808 to 9223372036854775807",
        }
    }
}

/// What a protocol's messages say: its name and lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Protocol {
    /// `UCI`, `USI`, `UCCI`.
    pub(crate) name: &'static str,
    /// The commands a GUI sends, listed.
    pub(crate) commands: &'static str,
    /// The messages an engine sends, listed.
    pub(crate) messages: &'static str,
    /// A move of the protocol, as the messages say it.
    pub(crate) a_move: &'static str,
}

/// What kind of mistake a [`ProtocolError`] reports.
///
/// ```
/// use pin_runtime::chess::protocol::FromEngine;
/// use pin_runtime::chess::UciErrorKind;
/// use pin_runtime::protocol::ProtocolErrorKind;
///
/// let err = FromEngine::parse("info depth 3 pv e2e4 e7e9").unwrap_err();
/// let ProtocolErrorKind::Move(error) = err.kind() else { panic!() };
/// assert_eq!(error.kind(), UciErrorKind::ExpectedRank);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ProtocolErrorKind<M, P> {
    /// Something else than what was expected, or the end of the line.
    Expected(Expected),
    /// A word where a move belongs is not one: why.
    Move(M),
    /// A `position` command could not be read or played: the bridge's
    /// error, whose byte counts from the word `position`.
    PositionCommand(P),
}

/// A line of an engine protocol that could not be read: what kind of
/// mistake, at which byte of the line, and the word found there.
///
/// Each game names it for its moves and its `position` command
/// (`chess::protocol::MessageError`).
///
/// ```
/// use pin_runtime::chess::protocol::{FromEngine, ToEngine};
///
/// let err = FromEngine::parse("info depth x").unwrap_err();
/// assert_eq!(err.index(), 11);
/// assert_eq!(
///     err.to_string(),
///     "invalid UCI message at byte 11: expected a number from 0 to 4294967295, found \"x\"",
/// );
///
/// let err = ToEngine::parse("go wtime").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid UCI command at byte 8: expected a number from -9223372036854775808 \
///      to 9223372036854775807, found end of command",
/// );
///
/// let err = FromEngine::parse("bestmove e2e9").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid UCI message at byte 12: invalid UCI move \"e2e9\": \
///      expected a rank (1-8), found '9' at byte 3",
/// );
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ProtocolError<M, P> {
    repr: Repr<M, P>,
    /// The byte, at most `u32::MAX` (a line is not that long).
    index: u32,
    protocol: &'static Protocol,
    /// A command (to the engine), or a message (from it).
    command: bool,
}

/// A [`ProtocolErrorKind`], with the word found where it says what was
/// expected (a move's and a command's errors quote their own).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Repr<M, P> {
    Expected(Expected, Found),
    Move(M),
    PositionCommand(P),
}

impl<M, P> ProtocolError<M, P> {
    /// A mistake at byte `index` of `line`.
    pub(crate) fn new(
        kind: ProtocolErrorKind<M, P>,
        index: usize,
        line: &str,
        protocol: &'static Protocol,
        command: bool,
    ) -> Self {
        let repr = match kind {
            ProtocolErrorKind::Expected(expected) => {
                Repr::Expected(expected, Found::new(line, index))
            }
            ProtocolErrorKind::Move(error) => Repr::Move(error),
            ProtocolErrorKind::PositionCommand(error) => Repr::PositionCommand(error),
        };
        Self {
            repr,
            index: u32::try_from(index).unwrap_or(u32::MAX),
            protocol,
            command,
        }
    }

    /// Returns the kind of mistake.
    ///
    /// ```
    /// use pin_runtime::chess::protocol::ToEngine;
    /// use pin_runtime::protocol::{Expected, ProtocolErrorKind};
    ///
    /// let err = ToEngine::parse("joho").unwrap_err();
    /// assert_eq!(err.kind(), ProtocolErrorKind::Expected(Expected::Command));
    /// ```
    #[must_use]
    pub const fn kind(&self) -> ProtocolErrorKind<M, P>
    where
        M: Copy,
        P: Copy,
    {
        match self.repr {
            Repr::Expected(expected, _) => ProtocolErrorKind::Expected(expected),
            Repr::Move(error) => ProtocolErrorKind::Move(error),
            Repr::PositionCommand(error) => ProtocolErrorKind::PositionCommand(error),
        }
    }

    /// Returns the byte of the line where the mistake is: for a move, the
    /// byte in it that is wrong.
    ///
    /// ```
    /// use pin_runtime::chess::protocol::FromEngine;
    ///
    /// assert_eq!(FromEngine::parse("bestmove e2e4 ponder e7").unwrap_err().index(), 23);
    /// ```
    #[must_use]
    pub const fn index(&self) -> usize {
        self.index as usize
    }
}

impl<M: fmt::Display, P: fmt::Display> fmt::Display for ProtocolError<M, P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = if self.command { "command" } else { "message" };
        write!(
            f,
            "invalid {} {what} at byte {}",
            self.protocol.name, self.index
        )?;
        match &self.repr {
            Repr::Expected(expected, found) => {
                found.write_in(f, expected.words(self.protocol), what)
            }
            Repr::Move(error) => write!(f, ": {error}"),
            Repr::PositionCommand(error) => write!(f, ": {error}"),
        }
    }
}

impl<M: fmt::Debug, P: fmt::Debug> fmt::Debug for ProtocolError<M, P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ProtocolError")
            .field("kind", &self.repr)
            .field("index", &self.index)
            .finish_non_exhaustive()
    }
}

impl<M: fmt::Debug + fmt::Display, P: fmt::Debug + fmt::Display> core::error::Error
    for ProtocolError<M, P>
{
}
