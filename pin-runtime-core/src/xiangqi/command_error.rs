//! Why an engine's `position` command could not be read or played on a
//! xiangqi position.

use crate::command::expected;
use core::fmt;

use super::{FenError, MoveError, UcciError};
use crate::command::Found;

/// What kind of mistake a [`CommandError`] reports.
///
/// ```
/// use pin_runtime::xiangqi::{CommandErrorKind, Fen};
///
/// let err = Fen::from_position_command("position startpos moves h2e2 h9h9").unwrap_err();
/// assert!(matches!(err.kind(), CommandErrorKind::Ucci { number: 2, .. }));
/// let err = Fen::from_position_command("position startpos moves h2e2 h9g7 e2e3").unwrap_err();
/// assert!(matches!(err.kind(), CommandErrorKind::Move { number: 3, .. }));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum CommandErrorKind {
    /// The command does not start with `position` and a space.
    ExpectedPosition,
    /// Neither `startpos` nor `fen` and a space follow `position`.
    ExpectedStart,
    /// The FEN after `fen` is not one.
    Fen(FenError),
    /// Something other than ` moves` or the end follows the position.
    ExpectedMoves,
    /// A move is not a UCCI move.
    Ucci {
        /// The move's number, from 1.
        number: usize,
        /// Why it is not one.
        error: UcciError,
    },
    /// A move could not be played on the position it came to.
    Move {
        /// The move's number, from 1.
        number: usize,
        /// Why it could not.
        error: MoveError,
    },
}

/// A UCCI `position` command that could not be read or played: the kind
/// of mistake and its byte in the command.
///
/// ```
/// use pin_runtime::xiangqi::Fen;
///
/// let err = Fen::from_position_command("position startpos moves h2e2 7g7f").unwrap_err();
/// assert_eq!((err.index(), err.move_number()), (29, Some(2)));
/// assert_eq!(
///     err.to_string(),
///     "invalid position command at byte 29, in move 2: invalid UCCI move \"7g7f\": \
///      expected a file letter (a-i), found '7' at byte 0",
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CommandError {
    kind: CommandErrorKind,
    index: usize,
    found: Found,
}

impl CommandError {
    /// Records a mistake at `index` of `command`.
    pub(super) fn new(kind: CommandErrorKind, index: usize, command: &str) -> Self {
        Self {
            kind,
            index,
            found: Found::new(command, index),
        }
    }

    /// Returns the kind of mistake.
    ///
    /// ```
    /// use pin_runtime::xiangqi::{CommandErrorKind, Fen};
    ///
    /// let err = Fen::from_position_command("position sfen 9/9 b -").unwrap_err();
    /// assert_eq!(err.kind(), CommandErrorKind::ExpectedStart);
    /// ```
    #[must_use]
    pub const fn kind(&self) -> CommandErrorKind {
        self.kind
    }

    /// Returns the byte of the command where the mistake is (for a move
    /// that could not be played, where the move starts).
    ///
    /// ```
    /// use pin_runtime::xiangqi::Fen;
    ///
    /// assert_eq!(Fen::from_position_command("position startpos moves h2-e2").unwrap_err().index(), 28);
    /// ```
    #[must_use]
    pub const fn index(&self) -> usize {
        self.index
    }

    /// Returns the number of the move the mistake is in (the first is 1).
    ///
    /// ```
    /// use pin_runtime::xiangqi::Fen;
    ///
    /// assert_eq!(Fen::from_position_command("position startpos moves h2-e2").unwrap_err().move_number(), Some(1));
    /// ```
    #[must_use]
    pub const fn move_number(&self) -> Option<usize> {
        match self.kind {
            CommandErrorKind::Ucci { number, .. } | CommandErrorKind::Move { number, .. } => {
                Some(number)
            }
            _ => None,
        }
    }
}

impl fmt::Display for CommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid position command at byte {}", self.index)?;
        match self.kind {
            CommandErrorKind::ExpectedPosition => self.found.write(f, expected::POSITION),
            CommandErrorKind::ExpectedStart => self.found.write(f, expected::START_FEN),
            CommandErrorKind::ExpectedMoves => self.found.write(f, expected::MOVES),
            CommandErrorKind::Fen(error) => write!(f, ", in the FEN: {error}"),
            CommandErrorKind::Ucci { number, error } => write!(f, ", in move {number}: {error}"),
            CommandErrorKind::Move { number, error } => write!(f, ", in move {number}: {error}"),
        }
    }
}

impl core::error::Error for CommandError {}
