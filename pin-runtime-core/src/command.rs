//! The engines' `position` command (`position startpos moves 7g7f 3c3d`),
//! read once for the bridges whose moves are played by a method that is
//! not `const` (shogi, xiangqi); chess reads its own at compile time.

use core::fmt;

use crate::error::write_found_at;
use crate::protocol::{Collapsed, is_space, is_word, skip_spaces, word_end};

/// What the command's readers expect where a mistake is, written once for
/// the three games' errors: `position`, then `startpos` or the game's
/// keyword, then `moves` or the end.
pub(crate) mod expected {
    /// Where the command starts.
    pub(crate) const POSITION: &str = "\"position\" and a space";
    /// After `position `, for the games whose keyword is `fen`.
    pub(crate) const START_FEN: &str = "\"startpos\" or \"fen\" and a space";
    /// After `position `, for shogi, whose keyword is `sfen`.
    pub(crate) const START_SFEN: &str = "\"startpos\" or \"sfen\" and a space";
    /// After the position.
    pub(crate) const MOVES: &str = "\"moves\" after a space, or end of command";
}

/// What a game's bridge gives the command reader.
pub(crate) trait Engine: Sized {
    /// A move as the engine protocol writes it.
    type Move;
    /// Why a word is not a move.
    type MoveError;
    /// Why a move could not be played.
    type PlayError;
    /// Why the position after the keyword is not one.
    type PositionError;
    /// The keyword before a position: `sfen`, `fen`.
    const KEYWORD: &'static str;
    /// The start position.
    fn start() -> Self;
    /// Reads the position at the start of `text`, which runs to the end
    /// of the command: the position and its length in bytes.
    fn read_position(text: &str) -> Result<(Self, usize), Self::PositionError>;
    /// Reads a move, or says why and at which of its bytes it is not one.
    fn read_move(word: &[u8]) -> Result<Self::Move, (Self::MoveError, usize)>;
    /// Plays a move.
    fn play_move(&mut self, played: Self::Move) -> Result<(), Self::PlayError>;
}

/// A mistake in a command, before its byte is known.
pub(crate) enum Mistake<E: Engine> {
    /// The command does not start with `position `.
    ExpectedPosition,
    /// Neither `startpos` nor the keyword and a space follow.
    ExpectedStart,
    /// The position is not one.
    Position(E::PositionError),
    /// Something other than ` moves` or the end follows the position.
    ExpectedMoves,
    /// A word is not a move.
    Move(usize, E::MoveError),
    /// A move could not be played.
    Play(usize, E::PlayError),
}

/// Reads a `position` command and plays its moves, or gives the mistake
/// and its byte. Any run of spaces, tabs and line ends separates the
/// words, and may start and end the command.
pub(crate) fn read<E: Engine>(command: &str) -> Result<E, (Mistake<E>, usize)> {
    read_after(command, b"position")
}

/// Reads a command of `keyword` followed by a position as `position` has
/// it (`startpos` or the notation's keyword and text, then `moves`): a
/// `position` command, or UCCI's `probe`.
pub(crate) fn read_after<E: Engine>(
    command: &str,
    keyword: &[u8],
) -> Result<E, (Mistake<E>, usize)> {
    let bytes = command.as_bytes();
    let at = skip_spaces(bytes, 0);
    let end = word_end(bytes, at);
    let next = skip_spaces(bytes, end);
    if !is_word(bytes, at, end, keyword) || next == end {
        return Err((Mistake::ExpectedPosition, at));
    }
    let start = next;
    let start_end = word_end(bytes, start);
    let (mut position, at) = if is_word(bytes, start, start_end, b"startpos") {
        (E::start(), start_end)
    } else if is_word(bytes, start, start_end, E::KEYWORD.as_bytes())
        && skip_spaces(bytes, start_end) > start_end
    {
        let words = Collapsed::new(bytes, start_end);
        let first = skip_spaces(bytes, start_end);
        let (text, collapsed) = match words.text() {
            Some(text) => (text, true),
            None => (command.get(first..).unwrap_or_default(), false),
        };
        let (position, len) =
            E::read_position(text).map_err(|error| (Mistake::Position(error), first))?;
        let end = if collapsed {
            words.original(len)
        } else {
            first + len
        };
        (position, end)
    } else {
        return Err((Mistake::ExpectedStart, start));
    };
    // `moves` as a word, or the end.
    let word = skip_spaces(bytes, at);
    if word == bytes.len() {
        return Ok(position);
    }
    let word_stop = word_end(bytes, word);
    if !is_word(bytes, word, word_stop, b"moves") {
        return Err((Mistake::ExpectedMoves, word));
    }
    let mut at = word_stop;
    let mut number = 0;
    loop {
        let start = skip_spaces(bytes, at);
        if start == bytes.len() {
            return Ok(position);
        }
        let end = word_end(bytes, start);
        number += 1;
        let word = bytes.get(start..end).unwrap_or_default();
        let played = E::read_move(word)
            .map_err(|(error, index)| (Mistake::Move(number, error), start + index))?;
        position
            .play_move(played)
            .map_err(|error| (Mistake::Play(number, error), start))?;
        at = end;
    }
}

/// The most bytes of the word at a mistake an error keeps.
const WORD: usize = 16;

/// The word at a mistake, for its message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Found {
    bytes: [u8; WORD],
    len: u8,
    truncated: bool,
}

impl Found {
    /// The word of `command` at `index`, up to the next space, tab or
    /// line end.
    pub(crate) fn new(command: &str, index: usize) -> Self {
        let word = command.as_bytes().get(index..).unwrap_or_default();
        let len = word.iter().take_while(|&&byte| !is_space(byte)).count();
        let mut bytes = [0; WORD];
        let kept = len.min(WORD);
        if let (Some(to), Some(from)) = (bytes.get_mut(..kept), word.get(..kept)) {
            to.copy_from_slice(from);
        }
        #[allow(clippy::cast_possible_truncation, reason = "at most WORD")]
        let kept = kept as u8;
        Self {
            bytes,
            len: kept,
            truncated: len > WORD,
        }
    }

    /// Writes `expected {what}, found {the word}`.
    pub(crate) fn write(&self, f: &mut fmt::Formatter<'_>, expected: &str) -> fmt::Result {
        self.write_in(f, expected, "command")
    }

    /// Writes `expected {what}, found {the word}`, the end of the line
    /// named as the end of a `command` or `message`.
    pub(crate) fn write_in(
        &self,
        f: &mut fmt::Formatter<'_>,
        expected: &str,
        line: &str,
    ) -> fmt::Result {
        write!(f, ": expected {expected}, found ")?;
        let found = self.bytes.get(..self.len as usize).unwrap_or_default();
        match found {
            [] => write!(f, "end of {line}"),
            _ if self.truncated || !found.is_ascii() => write_found_at(f, found),
            _ => write!(f, "\"{}\"", core::str::from_utf8(found).unwrap_or_default()),
        }
    }
}
