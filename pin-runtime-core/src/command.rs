//! The engines' `position` command (`position startpos moves 7g7f 3c3d`),
//! read once for the bridges whose moves are played by a method that is
//! not `const` (shogi, xiangqi); chess reads its own at compile time.

use core::fmt;

use crate::error::write_found_at;

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
/// and its byte.
pub(crate) fn read<E: Engine>(command: &str) -> Result<E, (Mistake<E>, usize)> {
    let Some(rest) = command.strip_prefix("position ") else {
        return Err((Mistake::ExpectedPosition, 0));
    };
    let (mut position, mut at) = if rest.starts_with("startpos") {
        (E::start(), 17)
    } else if let Some(text) = rest
        .strip_prefix(E::KEYWORD)
        .and_then(|rest| rest.strip_prefix(' '))
    {
        let start = command.len() - text.len();
        let (position, len) =
            E::read_position(text).map_err(|error| (Mistake::Position(error), start))?;
        (position, start + len)
    } else {
        return Err((Mistake::ExpectedStart, 9));
    };
    let bytes = command.as_bytes();
    if at == bytes.len() {
        return Ok(position);
    }
    // A space, then `moves` as a word.
    if bytes.get(at) != Some(&b' ') {
        return Err((Mistake::ExpectedMoves, at));
    }
    let word = bytes.get(at + 1..).unwrap_or_default();
    if !word.starts_with(b"moves") || !matches!(word.get(5), None | Some(b' ')) {
        return Err((Mistake::ExpectedMoves, at + 1));
    }
    at += 6;
    let mut number = 0;
    while at < bytes.len() {
        let start = at + 1;
        let end = bytes
            .get(start..)
            .unwrap_or_default()
            .iter()
            .position(|&byte| byte == b' ')
            .map_or(bytes.len(), |len| start + len);
        number += 1;
        let word = bytes.get(start..end).unwrap_or_default();
        let played = E::read_move(word)
            .map_err(|(error, index)| (Mistake::Move(number, error), start + index))?;
        position
            .play_move(played)
            .map_err(|error| (Mistake::Play(number, error), start))?;
        at = end;
    }
    Ok(position)
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
    /// The word of `command` at `index`, up to the next space.
    pub(crate) fn new(command: &str, index: usize) -> Self {
        let word = command.as_bytes().get(index..).unwrap_or_default();
        let len = word.iter().take_while(|&&byte| byte != b' ').count();
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
        write!(f, ": expected {expected}, found ")?;
        let found = self.bytes.get(..self.len as usize).unwrap_or_default();
        match found {
            [] => f.write_str("end of command"),
            _ if self.truncated || !found.is_ascii() => write_found_at(f, found),
            _ => write!(f, "\"{}\"", core::str::from_utf8(found).unwrap_or_default()),
        }
    }
}
