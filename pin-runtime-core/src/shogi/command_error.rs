//! Why an engine's `position` command could not be read or played on a
//! shogi position.

use crate::command::expected;
use core::fmt;

use super::{MoveError, SfenError, UsiError};
use crate::command::Found;

/// What kind of mistake a [`CommandError`] reports.
///
/// ```
/// use pin_runtime::shogi::{CommandErrorKind, Sfen};
///
/// let err = Sfen::from_position_command("position startpos moves 7g7f 3c3c").unwrap_err();
/// assert!(matches!(err.kind(), CommandErrorKind::Usi { number: 2, .. }));
/// let err = Sfen::from_position_command("position fen 9/9/9/9/9/9/9/9/9 b - 1").unwrap_err();
/// assert_eq!(err.kind(), CommandErrorKind::ExpectedStart);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum CommandErrorKind {
    /// The command does not start with `position` and a space.
    ExpectedPosition,
    /// Neither `startpos` nor `sfen` and a space follow `position`.
    ExpectedStart,
    /// The SFEN after `sfen` is not one.
    Sfen(SfenError),
    /// Something other than ` moves` or the end follows the position.
    ExpectedMoves,
    /// A move is not a USI move.
    Usi {
        /// The move's number, from 1.
        number: usize,
        /// Why it is not one.
        error: UsiError,
    },
    /// A move could not be played on the position it came to.
    Move {
        /// The move's number, from 1.
        number: usize,
        /// Why it could not.
        error: MoveError,
    },
}

/// A USI `position` command that could not be read or played: the kind
/// of mistake and its byte in the command.
///
/// ```
/// use pin_runtime::shogi::Sfen;
///
/// let err = Sfen::from_position_command("position startpos moves 7g7f 3c3d 2g2g").unwrap_err();
/// assert_eq!((err.index(), err.move_number()), (36, Some(3)));
/// assert_eq!(
///     err.to_string(),
///     "invalid position command at byte 36, in move 3: invalid USI move \"2g2g\": \
///      expected a destination other than the origin 2g, found 2g at byte 2",
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
    /// use pin_runtime::shogi::{CommandErrorKind, Sfen};
    ///
    /// let err = Sfen::from_position_command("position fen 9/9/9/9/9/9/9/9/9 b -").unwrap_err();
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
    /// use pin_runtime::shogi::Sfen;
    ///
    /// assert_eq!(Sfen::from_position_command("position startpos moves 7g-7f").unwrap_err().index(), 26);
    /// ```
    #[must_use]
    pub const fn index(&self) -> usize {
        self.index
    }

    /// Returns the number of the move the mistake is in (the first is 1).
    ///
    /// ```
    /// use pin_runtime::shogi::Sfen;
    ///
    /// assert_eq!(Sfen::from_position_command("position startpos moves 7g-7f").unwrap_err().move_number(), Some(1));
    /// ```
    #[must_use]
    pub const fn move_number(&self) -> Option<usize> {
        match self.kind {
            CommandErrorKind::Usi { number, .. } | CommandErrorKind::Move { number, .. } => {
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
            CommandErrorKind::ExpectedStart => self.found.write(f, expected::START_SFEN),
            CommandErrorKind::ExpectedMoves => self.found.write(f, expected::MOVES),
            CommandErrorKind::Sfen(error) => write!(f, ", in the SFEN: {error}"),
            CommandErrorKind::Usi { number, error } => write!(f, ", in move {number}: {error}"),
            CommandErrorKind::Move { number, error } => write!(f, ", in move {number}: {error}"),
        }
    }
}

impl core::error::Error for CommandError {}
