//! An engine's `position` command read and played in one call:
//! `position startpos moves e2e4 e7e5`.

use crate::command::expected;
use core::fmt;

use super::{Fen, FenError, MoveError, Uci, UciError};
use crate::error::write_found_at;

/// The most bytes of the word at a mistake an error keeps.
const WORD: usize = 16;

/// The start position with its clocks, `0 1`.
const START: Fen = match Fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") {
    Ok(fen) => fen,
    Err(_) => panic!("the start position is not a FEN"),
};

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
    const fn new(kind: CommandErrorKind, index: usize, command: &[u8]) -> Self {
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

/// Whether the byte at `at` is in a word: there, and not a space.
const fn in_word(command: &[u8], at: usize) -> bool {
    at < command.len() && command[at] != b' '
}

/// Whether `command` has `word` at `at`.
pub(super) const fn has(command: &[u8], at: usize, word: &[u8]) -> bool {
    if at + word.len() > command.len() {
        return false;
    }
    let mut i = 0;
    while i < word.len() {
        if command[at + i] != word[i] {
            return false;
        }
        i += 1;
    }
    true
}

impl Fen {
    /// Reads a UCI engine's `position` command and plays its moves:
    /// `position startpos [moves <uci>…]` or `position fen <FEN> [moves
    /// <uci>…]`, words separated by one space, nothing trimmed. `startpos`
    /// is the start position with its clocks at `0 1`; a FEN without
    /// clocks (four fields) keeps none. The moves are played as
    /// [`play_uci`](Self::play_uci) plays them.
    ///
    /// # Errors
    ///
    /// A [`CommandError`] naming the byte of the command and, for a move,
    /// its number (the first is 1): a command that does not start with
    /// `position startpos` or `position fen <FEN>`, a FEN that is not one,
    /// anything but ` moves` after the position, a move that is not UCI
    /// or that cannot be played on the position it comes to.
    ///
    /// ```
    /// use pin_runtime::chess::Fen;
    ///
    /// let fen = Fen::from_position_command("position startpos moves e2e4 c7c5 g1f3")?;
    /// assert_eq!(fen.to_string(), "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
    ///
    /// let fen = Fen::from_position_command("position fen 4k3/8/8/8/8/8/8/4K2R w K - moves e1g1")?;
    /// assert_eq!(fen.to_string(), "4k3/8/8/8/8/8/8/5RK1 b - -");
    ///
    /// let err = Fen::from_position_command("position startpos moves e2e4 e7e5 e1g1").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "invalid position command at byte 34, in move 3: cannot play \"e1g1\": \
    ///      expected an empty square at g1 for castling, found N",
    /// );
    /// # Ok::<(), pin_runtime::chess::CommandError>(())
    /// ```
    pub const fn from_position_command(command: &str) -> Result<Self, CommandError> {
        let bytes = command.as_bytes();
        if !has(bytes, 0, b"position ") {
            return Err(CommandError::new(
                CommandErrorKind::ExpectedPosition,
                0,
                bytes,
            ));
        }
        let (mut fen, mut at) = if has(bytes, 9, b"startpos") {
            (START, 17)
        } else if has(bytes, 9, b"fen ") {
            let Some((_, text)) = command.split_at_checked(13) else {
                return Err(CommandError::new(CommandErrorKind::ExpectedStart, 9, bytes));
            };
            match Fen::parse_prefix(text) {
                // The FEN ends the command, or a space follows it.
                Ok((fen, rest)) => {
                    let mut end = bytes.len() - rest.len();
                    if !rest.is_empty() || bytes[end - 1] == b' ' {
                        end -= 1;
                    }
                    (fen, end)
                }
                Err(error) => {
                    return Err(CommandError::new(CommandErrorKind::Fen(error), 13, bytes));
                }
            }
        } else {
            return Err(CommandError::new(CommandErrorKind::ExpectedStart, 9, bytes));
        };
        if at == bytes.len() {
            return Ok(fen);
        }
        // A space, then `moves` as a word.
        if bytes[at] != b' ' {
            return Err(CommandError::new(
                CommandErrorKind::ExpectedMoves,
                at,
                bytes,
            ));
        }
        if !has(bytes, at + 1, b"moves") || (at + 6 < bytes.len() && bytes[at + 6] != b' ') {
            return Err(CommandError::new(
                CommandErrorKind::ExpectedMoves,
                at + 1,
                bytes,
            ));
        }
        at += 6;
        let mut number = 0;
        while at < bytes.len() {
            // A space, then a move up to the next space or the end.
            let start = at + 1;
            let mut end = start;
            while end < bytes.len() && bytes[end] != b' ' {
                end += 1;
            }
            number += 1;
            let Some((head, _)) = bytes.split_at_checked(end) else {
                return Err(CommandError::new(
                    CommandErrorKind::ExpectedMoves,
                    at,
                    bytes,
                ));
            };
            let Some((_, word)) = head.split_at_checked(start) else {
                return Err(CommandError::new(
                    CommandErrorKind::ExpectedMoves,
                    at,
                    bytes,
                ));
            };
            let uci = match Uci::parse_bytes(word) {
                Ok(uci) => uci,
                Err(error) => {
                    let kind = CommandErrorKind::Uci { number, error };
                    return Err(CommandError::new(kind, start + error.index(), bytes));
                }
            };
            if let Err(error) = fen.play_uci(uci) {
                let kind = CommandErrorKind::Move { number, error };
                return Err(CommandError::new(kind, start, bytes));
            }
            at = end;
        }
        Ok(fen)
    }
}
