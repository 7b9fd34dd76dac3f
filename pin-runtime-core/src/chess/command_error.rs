//! Why an engine's `position` command could not be read or played on a
//! chess position.

use crate::command::expected;
use crate::protocol::is_space;
use core::fmt;

use super::{FenError, MoveError, UciError};
use crate::error::write_found_at;

/// The most bytes of the word at a mistake an error keeps.
const WORD: usize = 16;

/// What kind of mistake a [`CommandError`] reports.
///
/// ```
/// use pin_runtime::chess::{CommandErrorKind, Fen};
///
/// let err = Fen::from_position_command("position startpos moves e2e4 e7e7").unwrap_err();
/// assert!(matches!(err.kind(), CommandErrorKind::Uci { number: 2, .. }));
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
    /// A move is not a UCI move.
    Uci {
        /// The move's number, from 1.
        number: usize,
        /// Why it is not one.
        error: UciError,
    },
    /// A move could not be played on the position it came to.
    Move {
        /// The move's number, from 1.
        number: usize,
        /// Why it could not.
        error: MoveError,
    },
}

/// A `position` command that could not be read or played: the kind of
/// mistake and the byte of the command where it is (for a move, where the
/// mistake is in it).
///
/// ```
/// use pin_runtime::chess::Fen;
///
/// let err = Fen::from_position_command("position startpos moves e2e4 e7e5 e1e2 d8h4 d1h5 e2e3").unwrap_err();
/// assert_eq!(err.index(), 49);
/// assert_eq!(err.move_number(), Some(6));
/// assert_eq!(
///     err.to_string(),
///     "invalid position command at byte 49, in move 6: cannot play \"e2e3\": \
///      expected a piece of the side to move (black) on e2, found K^",
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CommandError {
    kind: CommandErrorKind,
    index: usize,
    /// The word at the mistake, its first 16 bytes, for the message.
    found: [u8; WORD],
    found_len: u8,
    /// Whether the word is longer.
    truncated: bool,
}

impl CommandError {
    /// Records a mistake at `index` of `command`.
    pub(super) const fn new(kind: CommandErrorKind, index: usize, command: &[u8]) -> Self {
        let mut found = [0; WORD];
        let mut len = 0;
        while len < WORD && in_word(command, index + len) {
            found[len] = command[index + len];
            len += 1;
        }
        let truncated = len == WORD && in_word(command, index + len);
        #[allow(clippy::cast_possible_truncation, reason = "at most WORD")]
        let found_len = len as u8;
        Self {
            kind,
            index,
            found,
            found_len,
            truncated,
        }
    }

    /// Returns the kind of mistake.
    ///
    /// ```
    /// use pin_runtime::chess::{CommandErrorKind, Fen};
    ///
    /// let err = Fen::from_position_command("position startpos move e2e4").unwrap_err();
    /// assert_eq!(err.kind(), CommandErrorKind::ExpectedMoves);
    /// ```
    #[must_use]
    pub const fn kind(&self) -> CommandErrorKind {
        self.kind
    }

    /// Returns the byte of the command where the mistake is: for a move
    /// that is no UCI move, the byte in it where the mistake is; for a
    /// move that could not be played, where the move starts.
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    ///
    /// let err = Fen::from_position_command("position startpos moves e2e4 e7-e5").unwrap_err();
    /// assert_eq!(err.index(), 31);
    /// ```
    #[must_use]
    pub const fn index(&self) -> usize {
        self.index
    }

    /// Returns the number of the move the mistake is in (the first move is
    /// 1), or `None` when it is before the moves.
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    ///
    /// let err = Fen::from_position_command("position startpos moves e2e4 e7-e5").unwrap_err();
    /// assert_eq!(err.move_number(), Some(2));
    /// ```
    #[must_use]
    pub const fn move_number(&self) -> Option<usize> {
        match self.kind {
            CommandErrorKind::Uci { number, .. } | CommandErrorKind::Move { number, .. } => {
                Some(number)
            }
            _ => None,
        }
    }
}

impl fmt::Display for CommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid position command at byte {}", self.index)?;
        let found = self
            .found
            .get(..self.found_len as usize)
            .unwrap_or_default();
        let expected = match self.kind {
            CommandErrorKind::ExpectedPosition => expected::POSITION,
            CommandErrorKind::ExpectedStart => expected::START_FEN,
            CommandErrorKind::ExpectedMoves => expected::MOVES,
            CommandErrorKind::Fen(error) => return write!(f, ", in the FEN: {error}"),
            CommandErrorKind::Uci { number, error } => {
                return write!(f, ", in move {number}: {error}");
            }
            CommandErrorKind::Move { number, error } => {
                return write!(f, ", in move {number}: {error}");
            }
        };
        write!(f, ": expected {expected}, found ")?;
        match found {
            [] => f.write_str("end of command"),
            [b' ', ..] => f.write_str("a space"),
            _ if self.truncated || !found.is_ascii() => write_found_at(f, found),
            _ => write!(f, "\"{}\"", core::str::from_utf8(found).unwrap_or_default()),
        }
    }
}

impl core::error::Error for CommandError {}

/// Whether the byte at `at` is in a word: there, and not a space, a tab
/// or a line end.
const fn in_word(command: &[u8], at: usize) -> bool {
    at < command.len() && !is_space(command[at])
}
